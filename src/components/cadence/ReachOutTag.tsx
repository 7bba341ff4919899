import type { SxProps, Theme } from '@mui/material/styles';
import { Tag } from '../Tag';
import { reachOutStatusText, reachOutTone } from '../../domain/cadence';
import type { ReachOutStatus } from '../../domain/cadence';

/**
 * How far the day to reach out to a contact by is, in words and colour (never colour alone): "Overdue by 12 days" in
 * the error colour, "Due today" in the warning colour, "Due in 5 days" plain. Nothing without a cadence.
 *
 * @param props        Props.
 * @param props.status The contact's status (reachOutStatus()).
 * @param props.sx     Styles.
 */
export function ReachOutTag( {
	status,
	sx,
}: {
	status: ReachOutStatus;
	sx?: SxProps< Theme >;
} ) {
	if ( status.kind === 'none' ) {
		return null;
	}
	return (
		<Tag
			tone={ reachOutTone( status ) }
			sx={ sx }
			data-testid="reach-out-status"
			data-status={ status.kind }
		>
			{ reachOutStatusText( status ) }
		</Tag>
	);
}

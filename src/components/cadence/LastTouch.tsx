import type { SxProps, Theme } from '@mui/material/styles';
import Box from '../light/Box';
import Typography from '../light/Typography';
import History from '@mui/icons-material/History';
import { lastTouchText } from '../../domain/cadence';

/**
 * When the member was last in touch with a contact, in a quiet line with the history icon: "Last in touch on 12
 * November 2026", or "No touch recorded yet".
 *
 * @param props           Props.
 * @param props.touchedOn The day of the last touch (YYYY-MM-DD), or null.
 * @param props.testId    The words' test id.
 * @param props.sx        Styles of the line.
 */
export function LastTouch( {
	touchedOn,
	testId,
	sx,
}: {
	touchedOn: string | null | undefined;
	testId: string;
	sx?: SxProps< Theme >;
} ) {
	return (
		<Box
			sx={ [
				{
					display: 'inline-flex',
					alignItems: 'center',
					gap: 0.75,
					color: 'text.secondary',
				},
				...( Array.isArray( sx ) ? sx : [ sx ] ),
			] }
		>
			<History fontSize="small" aria-hidden />
			<Typography variant="body2" component="span" data-testid={ testId }>
				{ lastTouchText( touchedOn ) }
			</Typography>
		</Box>
	);
}

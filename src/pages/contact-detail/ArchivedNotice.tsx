import { __, sprintf } from '@wordpress/i18n';
import Box from '../../components/light/Box';
import Button from '../../components/light/Button';
import Typography from '../../components/light/Typography';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import { formatShortDay } from '../../domain/dates';
import { Spinner } from '../../components/Spinner';

/**
 * The band at the top of an archived contact's card: since when, what that means, and Restore (no confirmation:
 * it undoes the archiving, and the member is told it is done).
 *
 * @param props            Props.
 * @param props.archivedAt When the contact was archived (ISO 8601, UTC), if known.
 * @param props.restoring  Whether the restore is under way (the button waits).
 * @param props.disabled   Whether another change of the contact is under way.
 * @param props.onRestore  Restores the contact.
 */
export function ArchivedNotice( {
	archivedAt,
	restoring,
	disabled,
	onRestore,
}: {
	archivedAt: string | null;
	restoring: boolean;
	disabled: boolean;
	onRestore: () => void;
} ) {
	return (
		<Box
			sx={ {
				display: 'flex',
				flexWrap: 'wrap',
				alignItems: 'center',
				columnGap: 1.5,
				rowGap: 1,
				px: { xs: 2, sm: 3 },
				py: 1.5,
				bgcolor: 'grey.100',
				borderBottom: 1,
				borderColor: 'divider',
			} }
			data-testid="archived-notice"
		>
			<Inventory2Outlined
				aria-hidden
				sx={ { color: 'text.secondary', alignSelf: 'flex-start' } }
			/>
			<Box sx={ { flex: '1 1 14rem', minWidth: 0 } }>
				<Typography sx={ { fontWeight: 600 } }>
					{ archivedAt
						? sprintf(
								/* translators: %s: a day, e.g. 3 Dec 2026. */
								__( 'Archived on %s', 'prism' ),
								formatShortDay( archivedAt )
							)
						: __( 'Archived', 'prism' ) }
				</Typography>
				<Typography variant="body2" color="text.secondary">
					{ __(
						'Left out of your contact list, Today, the calendar and reminders. Everything is kept.',
						'prism'
					) }
				</Typography>
			</Box>
			<Button
				variant="outlined"
				size="small"
				startIcon={
					restoring ? <Spinner size={ 16 } /> : <UnarchiveOutlined />
				}
				onClick={ onRestore }
				disabled={ disabled }
				aria-busy={ restoring || undefined }
			>
				{ restoring
					? __( 'Restoring…', 'prism' )
					: __( 'Restore', 'prism' ) }
			</Button>
		</Box>
	);
}

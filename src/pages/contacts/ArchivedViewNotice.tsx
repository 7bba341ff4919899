import { __ } from '@wordpress/i18n';
import Box from '../../components/light/Box';
import Button from '../../components/light/Button';
import Typography from '../../components/light/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';

/**
 * The line above the list in the Archived view: what the member is looking at, and the way back to their contacts
 * (with the same search and filters).
 *
 * @param props        Props.
 * @param props.onBack Leaves the Archived view.
 */
export function ArchivedViewNotice( { onBack }: { onBack: () => void } ) {
	return (
		<Box
			sx={ {
				display: 'flex',
				flexWrap: 'wrap',
				alignItems: 'center',
				columnGap: 1.5,
				rowGap: 0.5,
				mx: { xs: 1.5, sm: 2 },
				mb: 1.5,
				px: 1.5,
				py: 1,
				borderRadius: 1,
				bgcolor: 'grey.100',
			} }
			data-testid="archived-view"
		>
			<Inventory2Outlined
				fontSize="small"
				aria-hidden
				sx={ { color: 'text.secondary' } }
			/>
			<Typography variant="body2" sx={ { flex: '1 1 16rem' } }>
				{ __(
					'You are looking at your archived contacts. They are left out of your list, Today and reminders; open one to restore them.',
					'prism'
				) }
			</Typography>
			<Button size="small" startIcon={ <ArrowBack /> } onClick={ onBack }>
				{ __( 'Back to your contacts', 'prism' ) }
			</Button>
		</Box>
	);
}

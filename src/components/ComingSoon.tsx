import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import type { PageProps } from '../api/types';
import { __, sprintf } from '@wordpress/i18n';

/**
 * The clean panel a page shows until it is built.
 *
 * @param props       Props.
 * @param props.title Page name.
 * @param props.page  Page props (for the way back).
 * @param props.about What the page will do.
 */
export function ComingSoon( {
	title,
	page,
	about,
}: {
	title: string;
	page: PageProps;
	about: string;
} ) {
	return (
		<Paper
			variant="outlined"
			sx={ { p: { xs: 3, sm: 5 }, textAlign: 'center', my: 3 } }
		>
			<ConstructionOutlined
				color="primary"
				sx={ { fontSize: 48 } }
				aria-hidden
			/>
			<Typography variant="h2" component="h2" sx={ { mt: 1 } }>
				{ title }
			</Typography>
			<Typography
				color="text.secondary"
				sx={ { mt: 1, mb: 3, maxWidth: 520, mx: 'auto' } }
			>
				{ sprintf(
					/* translators: %s: what the page will do, one sentence. */
					__( '%s This page is coming soon.', 'prism' ),
					about
				) }
			</Typography>
			<Box
				sx={ {
					display: 'flex',
					gap: 1,
					justifyContent: 'center',
					flexWrap: 'wrap',
				} }
			>
				<Button variant="contained" href={ page.links.dashboard }>
					{ __( 'Go to the dashboard', 'prism' ) }
				</Button>
				<Button variant="outlined" href={ page.links.contacts }>
					{ __( 'Open your contacts', 'prism' ) }
				</Button>
			</Box>
		</Paper>
	);
}

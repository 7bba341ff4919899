import type { ReactNode } from 'react';
import { __, _n, sprintf } from '@wordpress/i18n';
import Box from '../../components/light/Box';
import Button from '../../components/light/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '../../components/light/IconButton';
import Typography from '../../components/light/Typography';
import { useTheme } from '@mui/material/styles';
import Close from '@mui/icons-material/Close';
import { DRAWER_ID } from './MenuBar';

/**
 * On phones, the menu and filters slide in from the side, with a button at the bottom that shows the list and
 * says how many contacts it has. The title and that button stay put and only the menu between them scrolls, so no
 * item ever sits half under the button (a target too small to press there).
 *
 * @param props          Props.
 * @param props.open     Whether it is open.
 * @param props.onClose  Closes it.
 * @param props.total    How many contacts the filters match, once known.
 * @param props.children The menu.
 */
export function MenuDrawer( {
	open,
	onClose,
	total,
	children,
}: {
	open: boolean;
	onClose: () => void;
	total: number | undefined;
	children: ReactNode;
} ) {
	const theme = useTheme();
	return (
		<Drawer
			id={ DRAWER_ID }
			open={ open }
			onClose={ onClose }
			// Above WordPress's admin bar, like PRISM's dialogs.
			sx={ { zIndex: theme.zIndex.modal } }
			slotProps={ {
				paper: {
					sx: {
						width: 'min(320px, 88vw)',
						p: 1,
						pt: 0,
						overflowY: 'hidden',
					},
				},
			} }
		>
			<Box
				sx={ {
					display: 'flex',
					alignItems: 'center',
					justifyContent: 'space-between',
					py: 1,
					pl: 1,
				} }
			>
				<Typography variant="h3" component="h2">
					{ __( 'Menu and filters', 'prism' ) }
				</Typography>
				<IconButton
					onClick={ onClose }
					aria-label={ __( 'Close menu', 'prism' ) }
				>
					<Close />
				</IconButton>
			</Box>
			<Box
				sx={ {
					flex: 1,
					minHeight: 0,
					overflowY: 'auto',
					// Room for the focus rings of the items at the edges.
					mx: -1,
					px: 1,
				} }
			>
				{ children }
			</Box>
			<Box sx={ { py: 1 } }>
				<Button variant="contained" fullWidth onClick={ onClose }>
					{ total === undefined
						? __( 'Show contacts', 'prism' )
						: sprintf(
								/* translators: %d: number of contacts. */
								_n(
									'Show %d contact',
									'Show %d contacts',
									total,
									'prism'
								),
								total
							) }
				</Button>
			</Box>
		</Drawer>
	);
}

import type { ReactNode } from 'react';
import { __, _n, sprintf } from '@wordpress/i18n';
import Box from '../../components/light/Box';
import Button from '../../components/light/Button';
import PersonAddAlt1 from '@mui/icons-material/PersonAddAlt1';
import Tune from '@mui/icons-material/Tune';

export const DRAWER_ID = 'prism-contacts-drawer';

/**
 * How many filters are in use, as a dot on the icon (the button's label says it in words). Drawn here rather than
 * with MUI's Badge, which would add 4 KB to the page for it.
 *
 * @param props          Props.
 * @param props.count    Filters in use; nothing shows for 0.
 * @param props.children The icon.
 */
function CountDot( {
	count,
	children,
}: {
	count: number;
	children: ReactNode;
} ) {
	return (
		<Box
			component="span"
			sx={ { position: 'relative', display: 'inline-flex' } }
		>
			{ children }
			{ count > 0 && (
				<Box
					component="span"
					aria-hidden
					sx={ {
						position: 'absolute',
						top: 0,
						right: 0,
						transform: 'translate(50%, -50%)',
						minWidth: 20,
						height: 20,
						px: 0.75,
						borderRadius: 10,
						bgcolor: 'primary.main',
						color: 'primary.contrastText',
						fontSize: '0.75rem',
						fontWeight: 500,
						lineHeight: '20px',
						textAlign: 'center',
					} }
				>
					{ count }
				</Box>
			) }
		</Box>
	);
}

/**
 * On phones, above the list: the button that opens the menu and filters (with how many filters are in use) and
 * Add Contact.
 *
 * @param props             Props.
 * @param props.filterCount Filter values in use.
 * @param props.menuOpen    Whether the drawer is open.
 * @param props.onMenu      Opens the drawer.
 * @param props.onAdd       Opens Add Contact.
 */
export function MenuBar( {
	filterCount,
	menuOpen,
	onMenu,
	onAdd,
}: {
	filterCount: number;
	menuOpen: boolean;
	onMenu: () => void;
	onAdd: () => void;
} ) {
	return (
		<Box sx={ { display: 'flex', gap: 1, mb: 2 } }>
			<Button
				variant="outlined"
				onClick={ onMenu }
				startIcon={
					<CountDot count={ filterCount }>
						<Tune />
					</CountDot>
				}
				aria-label={
					filterCount
						? sprintf(
								/* translators: %d: number of filters. */
								_n(
									'Menu and filters, %d in use',
									'Menu and filters, %d in use',
									filterCount,
									'prism'
								),
								filterCount
							)
						: __( 'Menu and filters', 'prism' )
				}
				aria-expanded={ menuOpen }
				aria-controls={ DRAWER_ID }
				sx={ { flex: 1 } }
			>
				{ __( 'Filters', 'prism' ) }
			</Button>
			<Button
				variant="contained"
				onClick={ onAdd }
				startIcon={ <PersonAddAlt1 /> }
			>
				{ __( 'Add Contact', 'prism' ) }
			</Button>
		</Box>
	);
}

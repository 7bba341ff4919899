import { __ } from '@wordpress/i18n';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import LocalFloristOutlined from '@mui/icons-material/LocalFloristOutlined';
import Undo from '@mui/icons-material/Undo';

export interface ContactStateMenuProps {
	/** The button it opened from, or null when closed. */
	anchor: HTMLElement | null;
	/** Its id, which the button names (aria-controls). */
	id: string;
	archived: boolean;
	deceased: boolean;
	onClose: () => void;
	/** Archive (asks first) or Restore. */
	onArchive: () => void;
	onRestore: () => void;
	/** Mark as deceased (asks first) or remove the mark. */
	onMarkDeceased: () => void;
	onUnmarkDeceased: () => void;
}

/**
 * The contact card's More actions: Archive or Restore, and Mark as deceased or Remove deceased mark. Its own chunk,
 * loaded when first opened (MUI's Menu brings Popover and Modal).
 *
 * @param props Props.
 */
export function ContactStateMenu( props: ContactStateMenuProps ) {
	const {
		anchor,
		id,
		archived,
		deceased,
		onClose,
		onArchive,
		onRestore,
		onMarkDeceased,
		onUnmarkDeceased,
	} = props;
	/* Each item closes the menu before it acts: a confirmation opens on its own. */
	const choose = ( action: () => void ) => () => {
		onClose();
		action();
	};
	return (
		<Menu
			id={ id }
			anchorEl={ anchor }
			open={ Boolean( anchor ) }
			onClose={ onClose }
			anchorOrigin={ { vertical: 'bottom', horizontal: 'right' } }
			transformOrigin={ { vertical: 'top', horizontal: 'right' } }
		>
			{ archived ? (
				<MenuItem onClick={ choose( onRestore ) }>
					<ListItemIcon>
						<UnarchiveOutlined fontSize="small" />
					</ListItemIcon>
					{ __( 'Restore to contact list', 'prism' ) }
				</MenuItem>
			) : (
				<MenuItem onClick={ choose( onArchive ) }>
					<ListItemIcon>
						<ArchiveOutlined fontSize="small" />
					</ListItemIcon>
					{ __( 'Archive', 'prism' ) }
				</MenuItem>
			) }
			{ deceased ? (
				<MenuItem onClick={ choose( onUnmarkDeceased ) }>
					<ListItemIcon>
						<Undo fontSize="small" />
					</ListItemIcon>
					{ __( 'Remove deceased mark', 'prism' ) }
				</MenuItem>
			) : (
				<MenuItem onClick={ choose( onMarkDeceased ) }>
					<ListItemIcon>
						<LocalFloristOutlined fontSize="small" />
					</ListItemIcon>
					{ __( 'Mark as deceased', 'prism' ) }
				</MenuItem>
			) }
		</Menu>
	);
}

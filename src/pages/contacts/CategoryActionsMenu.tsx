import { __ } from '@wordpress/i18n';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';

/**
 * The Rename / Keep in touch / Delete menu of a category in the contact list's menu.
 *
 * @param props           Props.
 * @param props.anchor    The button it opened from, or null when closed.
 * @param props.onClose   Closes it.
 * @param props.onRename  Renames the category.
 * @param props.onCadence Sets how often to keep in touch with its contacts.
 * @param props.onDelete  Deletes the category (after a confirm).
 */
export function CategoryActionsMenu( {
	anchor,
	onClose,
	onRename,
	onCadence,
	onDelete,
}: {
	anchor: HTMLElement | null;
	onClose: () => void;
	onRename: () => void;
	onCadence: () => void;
	onDelete: () => void;
} ) {
	return (
		<Menu
			anchorEl={ anchor }
			open={ Boolean( anchor ) }
			onClose={ onClose }
		>
			<MenuItem onClick={ onRename }>
				<ListItemIcon>
					<Edit fontSize="small" />
				</ListItemIcon>
				{ __( 'Rename', 'prism' ) }
			</MenuItem>
			<MenuItem onClick={ onCadence }>
				<ListItemIcon>
					<EventRepeatOutlined fontSize="small" />
				</ListItemIcon>
				{ __( 'Keep in touch…', 'prism' ) }
			</MenuItem>
			<MenuItem onClick={ onDelete } sx={ { color: 'error.main' } }>
				<ListItemIcon sx={ { color: 'inherit' } }>
					<Delete fontSize="small" />
				</ListItemIcon>
				{ __( 'Delete', 'prism' ) }
			</MenuItem>
		</Menu>
	);
}

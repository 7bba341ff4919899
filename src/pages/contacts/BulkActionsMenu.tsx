import type { ReactElement } from 'react';
import { __ } from '@wordpress/i18n';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import TrendingUp from '@mui/icons-material/TrendingUp';
import type { BulkContactsAction } from '../../api/types';

/** The actions, in the menu's order. */
const ACTIONS: readonly BulkContactsAction[] = [
	'process',
	'cadence',
	'followup',
	'archive',
];

const ICONS: Record< BulkContactsAction, ReactElement > = {
	process: <TrendingUp fontSize="small" />,
	cadence: <EventRepeatOutlined fontSize="small" />,
	followup: <FlagOutlined fontSize="small" />,
	archive: <ArchiveOutlined fontSize="small" />,
};

/**
 * An action's name in the menu ("Move to stage…": a dialog asks more before anything changes).
 *
 * @param action The action.
 */
function actionLabel( action: BulkContactsAction ): string {
	switch ( action ) {
		case 'process':
			return __( 'Move to stage…', 'prism' );
		case 'cadence':
			return __( 'Keep in touch…', 'prism' );
		case 'followup':
			return __( 'Add Follow-up…', 'prism' );
		case 'archive':
			return __( 'Archive', 'prism' );
	}
}

export interface BulkActionsMenuProps {
	/** The button it opened from, or null when closed. */
	anchor: HTMLElement | null;
	/** The id of its list (the element with the menu role), which the button names (aria-controls). */
	id: string;
	onClose: () => void;
	/** Opens an action's dialog (or says what to select first). */
	onAction: ( action: BulkContactsAction ) => void;
}

/**
 * The bulk actions' More actions (issue 30, part 5): Move to stage…, Keep in touch…, Add Follow-up…, Archive. MUI's
 * menu: the arrow keys move between the items, Enter chooses, Escape closes it and gives the focus back to the button.
 * Its own chunk, loaded when first opened (MUI's Menu brings Popover and Modal).
 *
 * @param props Props.
 */
export function BulkActionsMenu( props: BulkActionsMenuProps ) {
	const { anchor, id, onClose, onAction } = props;
	return (
		<Menu
			anchorEl={ anchor }
			open={ Boolean( anchor ) }
			onClose={ onClose }
			anchorOrigin={ { vertical: 'bottom', horizontal: 'right' } }
			transformOrigin={ { vertical: 'top', horizontal: 'right' } }
			slotProps={ {
				list: {
					id,
					'aria-label': __(
						'More actions on selected contacts',
						'prism'
					),
				},
			} }
			data-testid="bulk-more-menu"
		>
			{ ACTIONS.map( ( action ) => (
				<MenuItem
					key={ action }
					onClick={ () => {
						// The menu closes before its dialog opens.
						onClose();
						onAction( action );
					} }
				>
					<ListItemIcon>{ ICONS[ action ] }</ListItemIcon>
					{ actionLabel( action ) }
				</MenuItem>
			) ) }
		</Menu>
	);
}

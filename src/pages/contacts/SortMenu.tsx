import { __ } from '@wordpress/i18n';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Check from '@mui/icons-material/Check';
import { ORDERS } from '../../domain/listFilters';
import type { ListOrder } from '../../domain/listFilters';
import { sortLabel } from './sortLabels';

/**
 * Every way to sort the contact list, the one in force checked: opened from the arrow beside the sort button.
 *
 * @param props         Props.
 * @param props.anchor  The button it opened from, or null when closed.
 * @param props.order   The sort in force.
 * @param props.onOrder Sorts the list.
 * @param props.onClose Closes it.
 */
export function SortMenu( {
	anchor,
	order,
	onOrder,
	onClose,
}: {
	anchor: HTMLElement | null;
	order: ListOrder;
	onOrder: ( order: ListOrder ) => void;
	onClose: () => void;
} ) {
	return (
		<Menu
			anchorEl={ anchor }
			open={ Boolean( anchor ) }
			onClose={ onClose }
			anchorOrigin={ { vertical: 'bottom', horizontal: 'right' } }
			transformOrigin={ { vertical: 'top', horizontal: 'right' } }
			slotProps={ {
				list: { 'aria-label': __( 'Sort contacts by', 'prism' ) },
			} }
			data-testid="sort-menu"
		>
			{ ORDERS.map( ( choice ) => (
				<MenuItem
					key={ choice }
					role="menuitemradio"
					aria-checked={ choice === order }
					selected={ choice === order }
					onClick={ () => {
						onClose();
						onOrder( choice );
					} }
				>
					<ListItemIcon>
						{ choice === order && <Check fontSize="small" /> }
					</ListItemIcon>
					{ sortLabel( choice ) }
				</MenuItem>
			) ) }
		</Menu>
	);
}

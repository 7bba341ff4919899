/**
 * How the contact list's sort choices read: on the sort button, in its menu and in the button's hint.
 */
import { __ } from '@wordpress/i18n';
import type { ListOrder } from '../../domain/listFilters';

/**
 * A sort choice's name, in the site's language.
 *
 * @param order The sort.
 */
export function sortLabel( order: ListOrder ): string {
	switch ( order ) {
		case 'name_asc':
			return __( 'Name A–Z', 'prism' );
		case 'name_desc':
			return __( 'Name Z–A', 'prism' );
		case 'recent':
			return __( 'Newest first', 'prism' );
		case 'contacted_desc':
			return __( 'Last contacted: most recent', 'prism' );
		case 'contacted_asc':
			return __( 'Last contacted: longest ago', 'prism' );
		case 'reach_out':
			return __( 'Reach out by (most overdue first)', 'prism' );
	}
}

/**
 * The sort button's words: the sort's name, shortened where the menu's words would not fit beside the menu's arrow
 * on a phone (the button's hint says it whole).
 *
 * @param order The sort in force.
 */
export function sortButtonLabel( order: ListOrder ): string {
	return order === 'reach_out'
		? __( 'Reach out by', 'prism' )
		: sortLabel( order );
}

/**
 * What the sort button says it does: the sort in force, then what a click changes it to (the name sort).
 *
 * @param order The sort in force.
 */
export function sortHint( order: ListOrder ): string {
	switch ( order ) {
		case 'name_asc':
			return __( 'Sorted by name, A to Z. Sort Z to A', 'prism' );
		case 'name_desc':
			return __( 'Sorted by name, Z to A. Sort A to Z', 'prism' );
		case 'recent':
			return __( 'Sorted newest first. Sort by name, A to Z', 'prism' );
		case 'contacted_desc':
			return __(
				'Sorted by last contacted, most recent first. Sort by name, A to Z',
				'prism'
			);
		case 'contacted_asc':
			return __(
				'Sorted by last contacted, longest ago first. Sort by name, A to Z',
				'prism'
			);
		case 'reach_out':
			return __(
				'Sorted by the day to reach out by, most overdue first. Sort by name, A to Z',
				'prism'
			);
	}
}

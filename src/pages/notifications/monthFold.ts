/**
 * What a day of the month view shows: the items that fit in its cell and, for a busy day, "+N more" in the last row
 * that fits. The calendar keeps the spec's height (500 px), so a week row holds one row of items under the day
 * numbers in a six-week month and two in a five-week one; "+N more" takes a row of its own, so it is counted among
 * the rows, never drawn below them (where the week's row would cut it off).
 */
import type { CalendarItem } from '../../api/types';

/** One row of a day in the month view: an item, or "+N more" standing for the day's items that did not fit. */
export type MonthRow =
	| { kind: 'item'; item: CalendarItem }
	| { kind: 'more'; day: string; count: number };

/**
 * How many rows of items fit under a week's day numbers (at least one: a day always shows its item or "+N more").
 *
 * @param space     The week row's height less its day numbers' row, in px.
 * @param rowHeight One row of items with its gap, in px.
 */
export function rowsThatFit( space: number, rowHeight: number ): number {
	// A rounding error of the layout (75.99 px for 76) must not cost a row.
	return Math.max( 1, Math.floor( ( space + 0.01 ) / rowHeight ) );
}

/**
 * The month view's rows: each day's items in the order given; a day with more items than rows shows the first
 * `rows - 1` and "+N more" for the rest (never "+1 more": one item takes the same room, so it is shown instead).
 * The server sends only the first few items of each day, with each day's count (`totals`): "+N more" counts from that.
 *
 * @param items  The items, in the order the calendar lists them (a day's first few, or all of them).
 * @param rows   Rows of items a day cell holds (rowsThatFit).
 * @param totals How many items each day has in all; a day left out has only the items given.
 */
export function foldDays(
	items: CalendarItem[],
	rows: number,
	totals: Record< string, number > = {}
): MonthRow[] {
	const days = new Map< string, CalendarItem[] >();
	for ( const item of items ) {
		const day = days.get( item.date );
		if ( day ) {
			day.push( item );
		} else {
			days.set( item.date, [ item ] );
		}
	}
	const fit = Math.max( 1, Math.floor( rows ) );
	const shown: MonthRow[] = [];
	days.forEach( ( dayItems, day ) => {
		const total = Math.max( totals[ day ] ?? 0, dayItems.length );
		const kept = Math.min( total > fit ? fit - 1 : total, dayItems.length );
		for ( const item of dayItems.slice( 0, kept ) ) {
			shown.push( { kind: 'item', item } );
		}
		if ( kept < total ) {
			shown.push( { kind: 'more', day, count: total - kept } );
		}
	} );
	return shown;
}

/**
 * A day's items, in the calendar's order (what its "+N more" opens).
 *
 * @param items The calendar's items.
 * @param day   YYYY-MM-DD.
 */
export function itemsOfDay(
	items: CalendarItem[],
	day: string
): CalendarItem[] {
	return items.filter( ( item ) => item.date === day );
}

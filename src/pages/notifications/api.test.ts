import type { CalendarItem, CalendarPage } from '../../api/types';
import { mergePages } from './api';

/**
 * An item of a kind on a day (the merge looks at the kind's order, the day and the id only).
 *
 * @param kind Event or follow-up.
 * @param date YYYY-MM-DD.
 * @param n    Its number.
 */
function item(
	kind: 'event' | 'followup',
	date: string,
	n: number
): CalendarItem {
	return { id: `${ kind }-${ n }`, kind, date } as unknown as CalendarItem;
}

function page(
	items: CalendarItem[],
	days: Record< string, number >,
	through: string
): CalendarPage {
	return { items, days, through };
}

describe( 'mergePages', () => {
	it( "lists each day's events before its follow-ups, and adds up each day's counts", () => {
		const events = page(
			[
				item( 'event', '2027-01-11', 1 ),
				item( 'event', '2027-01-12', 2 ),
			],
			{ '2027-01-11': 5, '2027-01-12': 1 },
			'2027-01-31'
		);
		const followups = page(
			[
				item( 'followup', '2027-01-10', 3 ),
				item( 'followup', '2027-01-11', 4 ),
			],
			{ '2027-01-10': 1, '2027-01-11': 7 },
			'2027-01-31'
		);
		const merged = mergePages( [ events, followups ] );
		expect( merged.items.map( ( i ) => i.id ) ).toEqual( [
			'followup-3',
			'event-1',
			'followup-4',
			'event-2',
		] );
		expect( merged.days ).toEqual( {
			'2027-01-10': 1,
			'2027-01-11': 12,
			'2027-01-12': 1,
		} );
		expect( merged.through ).toBe( '2027-01-31' );
	} );

	it( 'keeps only the days both kinds answered in full (an agenda page stops at the earlier one)', () => {
		const events = page(
			[
				item( 'event', '2027-01-11', 1 ),
				item( 'event', '2027-01-14', 2 ),
			],
			{ '2027-01-11': 1, '2027-01-14': 1 },
			'2027-01-14'
		);
		const followups = page(
			[
				item( 'followup', '2027-01-12', 3 ),
				item( 'followup', '2027-01-12', 4 ),
			],
			{ '2027-01-12': 2 },
			'2027-01-12'
		);
		const merged = mergePages( [ events, followups ] );
		expect( merged.items.map( ( i ) => i.id ) ).toEqual( [
			'event-1',
			'followup-3',
			'followup-4',
		] );
		expect( merged.days ).toEqual( { '2027-01-11': 1, '2027-01-12': 2 } );
		expect( merged.through ).toBe( '2027-01-12' );
	} );
} );

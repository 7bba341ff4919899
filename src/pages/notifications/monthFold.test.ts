import type { CalendarFollowupItem } from '../../api/types';
import { foldDays, itemsOfDay, rowsThatFit } from './monthFold';

let next = 0;

/**
 * A follow-up on a day (the fold looks only at the day and the order).
 *
 * @param date YYYY-MM-DD.
 */
function on( date: string ): CalendarFollowupItem {
	next++;
	return {
		id: `followup-${ next }`,
		kind: 'followup',
		type: 'Follow-Up',
		title: `Item ${ next }`,
		desc: '',
		date,
		start: date,
		end: date,
		contact: {
			id: 7,
			name: 'Aiko Tanaka',
			firstName: 'Aiko',
			lastName: 'Tanaka',
			emailOne: '',
			phoneOne: '',
		},
		followup: {
			id: next,
			contactId: 7,
			title: `Item ${ next }`,
			desc: '',
			date,
			complete: '0',
			overdue: false,
		},
	};
}

/**
 * The fold in short: item ids and "+N more on day".
 *
 * @param items  Items.
 * @param rows   Rows a day holds.
 * @param totals Each day's count, as the server sends it.
 */
function folded(
	items: CalendarFollowupItem[],
	rows: number,
	totals: Record< string, number > = {}
): string[] {
	return foldDays( items, rows, totals ).map( ( row ) =>
		row.kind === 'item'
			? row.item.id
			: `+${ row.count } more on ${ row.day }`
	);
}

beforeEach( () => {
	next = 0;
} );

describe( 'rowsThatFit', () => {
	it( 'counts whole rows of items under the day numbers', () => {
		// A five-week month at 1280 px: 84.6 px a week, 26 px of day number, 25 px an item.
		expect( rowsThatFit( 84.6 - 26, 25 ) ).toBe( 2 );
		// A six-week month: one row.
		expect( rowsThatFit( 70.7 - 26, 25 ) ).toBe( 1 );
		expect( rowsThatFit( 75, 25 ) ).toBe( 3 );
	} );

	it( 'does not lose a row to a rounding error of the layout', () => {
		expect( rowsThatFit( 49.995, 25 ) ).toBe( 2 );
		expect( rowsThatFit( 49.9, 25 ) ).toBe( 1 );
	} );

	it( 'keeps one row when not even one fits', () => {
		expect( rowsThatFit( 10, 25 ) ).toBe( 1 );
		expect( rowsThatFit( 0, 25 ) ).toBe( 1 );
	} );
} );

describe( 'foldDays', () => {
	it( 'shows every item of a day that fits', () => {
		const items = [ on( '2027-01-11' ), on( '2027-01-11' ) ];
		expect( folded( items, 2 ) ).toEqual( [ 'followup-1', 'followup-2' ] );
	} );

	it( 'puts "+N more" in the last row that fits, standing for the rest', () => {
		const day = Array.from( { length: 4 }, () => on( '2027-01-11' ) );
		expect( folded( day, 2 ) ).toEqual( [
			'followup-1',
			'+3 more on 2027-01-11',
		] );
		expect( folded( day, 3 ) ).toEqual( [
			'followup-1',
			'followup-2',
			'+2 more on 2027-01-11',
		] );
	} );

	it( 'with room for one row, shows a lone item, and "+N more" for all of a busy day', () => {
		const items = [
			on( '2027-01-11' ),
			on( '2027-01-12' ),
			on( '2027-01-12' ),
		];
		expect( folded( items, 1 ) ).toEqual( [
			'followup-1',
			'+2 more on 2027-01-12',
		] );
	} );

	it( 'never says "+1 more": the one item takes the same room', () => {
		const day = Array.from( { length: 3 }, () => on( '2027-01-11' ) );
		expect( folded( day, 3 ) ).toEqual( [
			'followup-1',
			'followup-2',
			'followup-3',
		] );
		for ( const rows of [ 1, 2, 3, 4 ] ) {
			for ( const count of [ 1, 2, 3, 4, 8, 20 ] ) {
				const items = Array.from( { length: count }, () =>
					on( '2027-02-01' )
				);
				const shown = foldDays( items, rows );
				expect( shown.length ).toBe( Math.min( count, rows ) );
				const more = shown.filter( ( row ) => row.kind === 'more' );
				const hidden = more.reduce(
					( sum, row ) =>
						sum + ( row.kind === 'more' ? row.count : 0 ),
					0
				);
				expect( hidden === 0 || hidden >= 2 ).toBe( true );
				expect( shown.length - more.length + hidden ).toBe( count );
			}
		}
	} );

	it( 'folds each day of a week on its own, keeping the order given', () => {
		const items = [
			on( '2027-01-11' ),
			on( '2027-01-12' ),
			on( '2027-01-11' ),
			on( '2027-01-11' ),
			on( '2027-01-12' ),
			on( '2027-01-13' ),
		];
		expect( folded( items, 2 ) ).toEqual( [
			'followup-1',
			'+2 more on 2027-01-11',
			'followup-2',
			'followup-5',
			'followup-6',
		] );
	} );
} );

describe( "foldDays with the server's counts (it sends only the first few items of a day)", () => {
	it( 'counts "+N more" from the day\'s count, not from the items it has', () => {
		const day = Array.from( { length: 3 }, () => on( '2027-01-11' ) );
		expect( folded( day, 2, { '2027-01-11': 412 } ) ).toEqual( [
			'followup-1',
			'+411 more on 2027-01-11',
		] );
		expect( folded( day, 1, { '2027-01-11': 412 } ) ).toEqual( [
			'+412 more on 2027-01-11',
		] );
	} );

	it( 'shows only the items it has when the rows would hold more', () => {
		const day = Array.from( { length: 3 }, () => on( '2027-01-11' ) );
		expect( folded( day, 5, { '2027-01-11': 9 } ) ).toEqual( [
			'followup-1',
			'followup-2',
			'followup-3',
			'+6 more on 2027-01-11',
		] );
	} );

	it( 'leaves a quiet day as it is, and a day without a count to its items', () => {
		const items = [ on( '2027-01-11' ), on( '2027-01-12' ) ];
		expect( folded( items, 2, { '2027-01-11': 1 } ) ).toEqual( [
			'followup-1',
			'followup-2',
		] );
	} );
} );

describe( 'itemsOfDay', () => {
	it( 'lists every item of the day, in order', () => {
		const items = [
			on( '2027-01-11' ),
			on( '2027-01-12' ),
			on( '2027-01-11' ),
		];
		expect(
			itemsOfDay( items, '2027-01-11' ).map( ( item ) => item.id )
		).toEqual( [ 'followup-1', 'followup-3' ] );
		expect( itemsOfDay( items, '2027-01-14' ) ).toEqual( [] );
	} );
} );

import {
	AGENDA_DAYS,
	agendaStart,
	shiftDay,
	visibleRange,
	weekStartsOn,
} from './calendarRange';

describe( 'visibleRange', () => {
	it( 'covers the whole weeks that hold the month, from Sunday', () => {
		// November 2026 starts on a Sunday and ends on a Monday.
		expect( visibleRange( 'month', '2026-11-22', 0 ) ).toEqual( {
			from: '2026-11-01',
			to: '2026-12-05',
		} );
	} );

	it( 'covers the whole weeks that hold the month, from Monday', () => {
		expect( visibleRange( 'month', '2026-11-22', 1 ) ).toEqual( {
			from: '2026-10-26',
			to: '2026-12-06',
		} );
	} );

	it( 'crosses years and handles a leap February', () => {
		expect( visibleRange( 'month', '2027-01-10', 1 ) ).toEqual( {
			from: '2026-12-28',
			to: '2027-01-31',
		} );
		// February 2027 starts on a Monday: four whole weeks.
		expect( visibleRange( 'month', '2027-02-14', 1 ) ).toEqual( {
			from: '2027-02-01',
			to: '2027-02-28',
		} );
		expect( visibleRange( 'month', '2024-02-29', 0 ) ).toEqual( {
			from: '2024-01-28',
			to: '2024-03-02',
		} );
	} );

	it( 'asks for at most six weeks in the month view', () => {
		for ( let month = 1; month <= 12; month++ ) {
			const day = `2026-${ String( month ).padStart( 2, '0' ) }-15`;
			for ( const start of [ 0, 1, 6 ] as const ) {
				const { from, to } = visibleRange( 'month', day, start );
				const days =
					( Date.parse( to ) - Date.parse( from ) ) / 86400000 + 1;
				expect( days % 7 ).toBe( 0 );
				expect( days ).toBeLessThanOrEqual( 42 );
			}
		}
	} );

	it( 'lists the agenda’s first day and the next thirty', () => {
		expect( visibleRange( 'agenda', '2026-12-15', 1 ) ).toEqual( {
			from: '2026-12-15',
			to: '2027-01-14',
		} );
		expect( AGENDA_DAYS ).toBe( 30 );
	} );
} );

describe( 'shiftDay', () => {
	it( 'moves across months, years and daylight saving changes', () => {
		expect( shiftDay( '2026-03-28', 2 ) ).toBe( '2026-03-30' );
		expect( shiftDay( '2026-01-01', -1 ) ).toBe( '2025-12-31' );
		expect( shiftDay( '2024-02-28', 1 ) ).toBe( '2024-02-29' );
	} );
} );

describe( 'agendaStart', () => {
	it( 'starts today in this month, else on the first of the month shown', () => {
		expect( agendaStart( '2026-11-03', '2026-11-22' ) ).toBe(
			'2026-11-22'
		);
		expect( agendaStart( '2026-12-22', '2026-11-22' ) ).toBe(
			'2026-12-01'
		);
	} );
} );

describe( 'weekStartsOn', () => {
	it( 'starts on Sunday in the United States and on Monday in Germany', () => {
		expect( weekStartsOn( 'en-US' ) ).toBe( 0 );
		expect( weekStartsOn( 'de-DE' ) ).toBe( 1 );
		expect( weekStartsOn( 'en-GB' ) ).toBe( 1 );
	} );

	it( 'starts on Monday when the language says nothing', () => {
		expect( weekStartsOn( undefined ) ).toBe( 1 );
		expect( weekStartsOn( 'not a locale' ) ).toBe( 1 );
	} );
} );

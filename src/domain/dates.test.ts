import { formatLongDate } from './dates';

describe( 'formatLongDate', () => {
	it( 'writes the weekday, month, day and year of a site-local date', () => {
		expect( formatLongDate( '2026-11-22' ) ).toBe(
			'Sunday, November 22, 2026'
		);
		expect( formatLongDate( '2024-02-29' ) ).toBe(
			'Thursday, February 29, 2024'
		);
	} );

	it( 'does not shift the day by the browser time zone', () => {
		expect( formatLongDate( '2026-01-01' ) ).toBe(
			'Thursday, January 1, 2026'
		);
	} );
} );

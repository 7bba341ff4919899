import {
	daysBetween,
	formatDay,
	fromIsoDay,
	hasNoYear,
	isIsoDay,
	formatLongDate,
	toIsoDay,
} from './dates';

describe( 'formatLongDate', () => {
	afterEach( () => {
		document.documentElement.lang = '';
	} );

	it( 'writes the weekday, month, day and year of a site-local date', () => {
		document.documentElement.lang = 'en-US';
		expect( formatLongDate( '2026-11-22' ) ).toBe(
			'Sunday, November 22, 2026'
		);
		expect( formatLongDate( '2024-02-29' ) ).toBe(
			'Thursday, February 29, 2024'
		);
	} );

	it( 'does not shift the day by the browser time zone', () => {
		document.documentElement.lang = 'en-US';
		expect( formatLongDate( '2026-01-01' ) ).toBe(
			'Thursday, January 1, 2026'
		);
	} );

	it( 'writes the date the way the page’s language does', () => {
		document.documentElement.lang = 'de-DE';
		expect( formatLongDate( '2026-11-22' ) ).toBe(
			'Sonntag, 22. November 2026'
		);
		document.documentElement.lang = 'fr-FR';
		expect( formatLongDate( '2026-11-22' ) ).toBe(
			'dimanche 22 novembre 2026'
		);
	} );

	it( 'falls back to the browser’s language for a lang Intl cannot read', () => {
		document.documentElement.lang = 'not a tag!';
		expect( formatLongDate( '2026-11-22' ) ).toMatch( /2026/ );
	} );
} );

describe( 'event and follow-up days', () => {
	afterEach( () => {
		document.documentElement.lang = '';
	} );

	it( 'knows real ISO days', () => {
		expect( isIsoDay( '2024-02-29' ) ).toBe( true );
		expect( isIsoDay( '2026-02-29' ) ).toBe( false );
		expect( isIsoDay( '2026-02-30' ) ).toBe( false );
		expect( isIsoDay( '11/22/2026' ) ).toBe( false );
		expect( hasNoYear( '--07-01' ) ).toBe( true );
		expect( hasNoYear( '2026-07-01' ) ).toBe( false );
	} );

	it( 'writes a day without a year as "1 July" in English', () => {
		document.documentElement.lang = 'en-US';
		expect( formatDay( '--07-01' ) ).toBe( '1 July' );
		expect( formatDay( '--02-29' ) ).toBe( '29 February' );
		expect( formatDay( '1990-11-22' ) ).toBe( '22 November 1990' );
	} );

	it( 'follows another language’s own order', () => {
		document.documentElement.lang = 'de-DE';
		expect( formatDay( '--07-01' ) ).toBe( '1. Juli' );
	} );

	it( 'counts days and converts calendar dates without shifting them', () => {
		expect( daysBetween( '2026-11-20', '2026-11-23' ) ).toBe( 3 );
		expect( daysBetween( '2026-03-01', '2026-02-28' ) ).toBe( -1 );
		expect( toIsoDay( fromIsoDay( '2026-03-29' ) ) ).toBe( '2026-03-29' );
	} );
} );

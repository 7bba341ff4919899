import { formatLongDate } from './dates';

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

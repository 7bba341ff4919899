import { dateFormat, formatNumber, numberFormat, siteLocale } from './locale';

describe( 'locale formatters', () => {
	afterEach( () => {
		document.documentElement.lang = '';
	} );

	it( 'are made once for each locale and set of options', () => {
		const options = { day: 'numeric', month: 'long' } as const;
		expect( dateFormat( 'en-GB', options ) ).toBe(
			dateFormat( 'en-GB', { ...options } )
		);
		expect( dateFormat( 'de-DE', options ) ).not.toBe(
			dateFormat( 'en-GB', options )
		);
		expect( dateFormat( 'en-GB', { day: 'numeric' } ) ).not.toBe(
			dateFormat( 'en-GB', options )
		);
		expect( numberFormat( 'de-DE' ).format( 1234 ) ).toBe( '1.234' );
	} );

	it( 'follow the page language when it changes', () => {
		document.documentElement.lang = 'de-DE';
		expect( siteLocale() ).toBe( 'de-DE' );
		expect( formatNumber( 1234 ) ).toBe( '1.234' );
		document.documentElement.lang = 'en-US';
		expect( formatNumber( 1234 ) ).toBe( '1,234' );
		document.documentElement.lang = 'not a locale!';
		expect( siteLocale() ).toBeUndefined();
	} );
} );

import { hrefWithTab, tabFromSearch } from './tabs';

describe( 'tabFromSearch', () => {
	it( 'opens the tab the address names, in any case', () => {
		expect( tabFromSearch( '?tab=notifications' ) ).toBe( 'notifications' );
		expect( tabFromSearch( '?contactId=4&tab=Notes' ) ).toBe( 'notes' );
	} );

	it( 'falls back to Details', () => {
		expect( tabFromSearch( '' ) ).toBe( 'details' );
		expect( tabFromSearch( '?tab=articles' ) ).toBe( 'details' );
		expect( tabFromSearch( '?tab=' ) ).toBe( 'details' );
	} );
} );

describe( 'hrefWithTab', () => {
	const base =
		'https://example.test/prism/contact-detail/AikoTanaka/7/?contactId=7';

	it( 'sets the tab and keeps the other parameters', () => {
		expect( hrefWithTab( base, 'notes' ) ).toBe( `${ base }&tab=notes` );
		expect( hrefWithTab( `${ base }&tab=notes`, 'notifications' ) ).toBe(
			`${ base }&tab=notifications`
		);
	} );

	it( 'leaves no parameter for Details', () => {
		expect( hrefWithTab( `${ base }&tab=notes`, 'details' ) ).toBe( base );
	} );
} );

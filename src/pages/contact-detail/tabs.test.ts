import { hrefWithTab, tabFromSearch, visibleTabs } from './tabs';

describe( 'tabFromSearch', () => {
	it( 'opens the tab the address names, in any case', () => {
		expect( tabFromSearch( '?tab=notifications' ) ).toBe( 'notifications' );
		expect( tabFromSearch( '?contactId=4&tab=Notes' ) ).toBe( 'notes' );
		expect( tabFromSearch( '?tab=articles' ) ).toBe( 'articles' );
		expect( tabFromSearch( '?tab=Interactions' ) ).toBe( 'interactions' );
	} );

	it( 'falls back to Details', () => {
		expect( tabFromSearch( '' ) ).toBe( 'details' );
		expect( tabFromSearch( '?tab=mentoring' ) ).toBe( 'details' );
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

describe( 'visibleTabs', () => {
	it( 'hides Articles until the contact has a saved article', () => {
		expect( visibleTabs( false, 'details' ) ).toEqual( [
			'details',
			'notes',
			'interactions',
			'notifications',
		] );
		expect( visibleTabs( true, 'notes' ) ).toEqual( [
			'details',
			'notes',
			'interactions',
			'notifications',
			'articles',
		] );
	} );

	it( 'keeps Articles while it is open, even once its last article is deleted', () => {
		expect( visibleTabs( false, 'articles' ) ).toContain( 'articles' );
	} );
} );

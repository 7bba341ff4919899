import { hrefWithStage, openingStage, stageFromSearch } from './stageTabs';

describe( 'stageFromSearch', () => {
	it( 'reads the stage name in any case', () => {
		expect( stageFromSearch( '?tab=BUILD&contactId=4' ) ).toBe( 0 );
		expect( stageFromSearch( '?contactId=4&tab=connect' ) ).toBe( 2 );
		expect( stageFromSearch( '?tab=Maintain' ) ).toBe( 5 );
		expect( stageFromSearch( '?tab=%20engage%20' ) ).toBe( 4 );
	} );

	it( 'is null without a tab or with an unknown one', () => {
		expect( stageFromSearch( '' ) ).toBeNull();
		expect( stageFromSearch( '?contactId=4' ) ).toBeNull();
		expect( stageFromSearch( '?tab=notes' ) ).toBeNull();
		expect( stageFromSearch( '?tab=3' ) ).toBeNull();
	} );
} );

describe( 'openingStage', () => {
	it( 'opens the tab asked for, else the contact’s stage, else BUILD', () => {
		expect( openingStage( 3, 1 ) ).toBe( 3 );
		expect( openingStage( null, 4 ) ).toBe( 4 );
		expect( openingStage( null, -1 ) ).toBe( 0 );
		expect( openingStage( null, undefined ) ).toBe( 0 );
		expect( openingStage( null, 9 ) ).toBe( 0 );
	} );
} );

describe( 'hrefWithStage', () => {
	it( 'sets ?tab= in place and keeps the rest', () => {
		expect(
			hrefWithStage(
				'https://example.org/prism/contact-detail-networking/Ana/4/?tab=build&contactId=4',
				3
			)
		).toBe(
			'https://example.org/prism/contact-detail-networking/Ana/4/?tab=ASSESS&contactId=4'
		);
		expect(
			hrefWithStage( 'https://example.org/x/?contactId=4#notes', 5 )
		).toBe( 'https://example.org/x/?contactId=4&tab=MAINTAIN#notes' );
	} );
} );

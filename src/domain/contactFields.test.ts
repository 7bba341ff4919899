import { resetLocaleData, setLocaleData } from '@wordpress/i18n';
import {
	displayName,
	emailParts,
	socialFields,
	typeLabel,
} from './contactFields';

describe( 'displayName', () => {
	afterEach( () => resetLocaleData( undefined, 'prism' ) );

	it( 'shows the name, or Unnamed contact without one', () => {
		expect( displayName( 'Priya Shah' ) ).toBe( 'Priya Shah' );
		expect( displayName( '' ) ).toBe( 'Unnamed contact' );
		expect( displayName( undefined ) ).toBe( 'Unnamed contact' );
		expect( displayName( null ) ).toBe( 'Unnamed contact' );
	} );

	it( 'says Unnamed contact in the site’s language', () => {
		setLocaleData(
			{ 'Unnamed contact': [ 'Kontakt ohne Namen' ] },
			'prism'
		);
		expect( displayName( '' ) ).toBe( 'Kontakt ohne Namen' );
		expect( displayName( 'Priya Shah' ) ).toBe( 'Priya Shah' );
	} );
} );

describe( 'typeLabel', () => {
	afterEach( () => resetLocaleData( undefined, 'prism' ) );

	it( 'shows a stored type in the site’s language, and an unknown one as stored', () => {
		expect( typeLabel( 'Work' ) ).toBe( 'Work' );
		setLocaleData(
			{ 'email, phone or address type\u0004Work': [ 'Arbeit' ] },
			'prism'
		);
		expect( typeLabel( 'Work' ) ).toBe( 'Arbeit' );
		expect( typeLabel( 'Cottage' ) ).toBe( 'Cottage' );
	} );
} );

describe( 'socialFields', () => {
	it( 'lists the social links in order with their labels', () => {
		expect( socialFields() ).toEqual( [
			{ field: 'linkedIn', label: 'LinkedIn' },
			{ field: 'facebook', label: 'Facebook' },
			{ field: 'instagram', label: 'Instagram' },
			{ field: 'twitter', label: 'Twitter / X' },
			{ field: 'website', label: 'Website' },
		] );
	} );
} );

describe( 'emailParts', () => {
	it( 'breaks after the @ and before each dot of the domain', () => {
		expect( emailParts( 'fatimahaddad@bluefinanalytics.example' ) ).toEqual(
			[ 'fatimahaddad@', 'bluefinanalytics', '.example' ]
		);
		expect( emailParts( 'a.b@mail.co.uk' ) ).toEqual( [
			'a.b@',
			'mail',
			'.co',
			'.uk',
		] );
	} );

	it( 'keeps the address whole when joined, and leaves what is not an address alone', () => {
		for ( const email of [
			'ana@studio.example',
			'no-at-sign',
			'@start',
			'end@',
			'',
		] ) {
			expect( emailParts( email ).join( '' ) ).toBe( email );
		}
		expect( emailParts( 'end@' ) ).toEqual( [ 'end@' ] );
	} );
} );

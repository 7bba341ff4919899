import { resetLocaleData, setLocaleData } from '@wordpress/i18n';
import {
	displayName,
	emailParts,
	emptyContactFields,
	pickContactFields,
	socialFields,
	typeLabel,
} from './contactFields';
import {
	changedContactFields,
	contactFieldLabel,
	contactFieldProblems,
	contactFieldsInFormOrder,
} from './contactForm';

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

describe( 'contactFieldLabel', () => {
	it( 'names each field as a message names it, slots told apart', () => {
		expect( contactFieldLabel( 'firstName' ) ).toBe( 'First name' );
		expect( contactFieldLabel( 'emailOne' ) ).toBe( 'Email' );
		expect( contactFieldLabel( 'emailThree' ) ).toBe( 'Email 3' );
		expect( contactFieldLabel( 'phoneTwoType' ) ).toBe( 'Type of Phone 2' );
		expect( contactFieldLabel( 'addressOneZip' ) ).toBe( 'ZIP' );
		expect( contactFieldLabel( 'addressThreeZip' ) ).toBe(
			'ZIP (address 3)'
		);
		expect( contactFieldLabel( 'addressTwo' ) ).toBe( 'Street address 2' );
		expect( contactFieldLabel( 'twitter' ) ).toBe( 'Twitter / X' );
		expect( contactFieldLabel( 'website' ) ).toBe( 'Website' );
	} );
} );

describe( 'contactFieldProblems', () => {
	it( 'accepts handles and web addresses, and says which social link will not do (phones are the server’s)', () => {
		const values = pickContactFields( {
			firstName: 'Walker',
			twitter: '@walkerq',
			instagram: 'walker.q',
			linkedIn: 'in/walker-q',
			website: 'walker.example',
			phoneOne: '+1 (555) 010-0001 ext. 2',
		} );
		expect( contactFieldProblems( values ) ).toEqual( {} );
		const problems = contactFieldProblems( {
			...values,
			twitter: '@walker.q',
			website: 'walkerq',
			phoneTwo: 'call me',
		} );
		expect( Object.keys( problems ) ).toEqual( [ 'twitter', 'website' ] );
		expect( problems.twitter ).toMatch( /X handle/ );
	} );
} );

describe( 'changedContactFields', () => {
	it( 'lists what a closed form would lose, ignoring surrounding spaces', () => {
		const empty = emptyContactFields();
		expect( changedContactFields( empty, empty ) ).toEqual( [] );
		expect(
			changedContactFields( { ...empty, lastName: '  ' }, empty )
		).toEqual( [] );
		expect(
			changedContactFields(
				{ ...empty, firstName: 'Ann', twitter: '@ann' },
				empty
			)
		).toEqual( [ 'firstName', 'twitter' ] );
	} );
} );

describe( 'contactFieldsInFormOrder', () => {
	it( 'lists every field once, as the form shows them', () => {
		const order = contactFieldsInFormOrder();
		expect( [ ...order ].sort() ).toEqual(
			Object.keys( emptyContactFields() ).sort()
		);
		expect( order.indexOf( 'addressOneZip' ) ).toBeLessThan(
			order.indexOf( 'website' )
		);
		expect( order.indexOf( 'phoneThree' ) ).toBeLessThan(
			order.indexOf( 'addressOne' )
		);
	} );
} );

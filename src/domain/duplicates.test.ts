import type { Contact } from '../api/types';
import { emptyContactFields } from './contactFields';
import {
	compareContacts,
	isHighlighted,
	pendingCount,
	reasonText,
	reasonTexts,
	stillPending,
	survivorOf,
} from './duplicates';

function contact( id: number, fields: Partial< Contact > ): Contact {
	return {
		...emptyContactFields(),
		id,
		name: '',
		email: '',
		phone: '',
		importSource: '',
		categories: '',
		categoryIds: [],
		networkingStage: -1,
		networkingStatus: '',
		createdAt: null,
		updatedAt: null,
		...fields,
	};
}

describe( 'reasonText', () => {
	it( 'words every reason code', () => {
		expect(
			[
				'email',
				'phone',
				'profile',
				'name_company',
				'name_domain',
				'name_sparse',
			].map( reasonText )
		).toEqual( [
			'Same email address',
			'Same phone number',
			'Same social profile (LinkedIn, Facebook, Instagram or X)',
			'Similar name and same company',
			'Similar name and same email domain',
			'Similar name; one has no email or phone',
		] );
	} );

	it( 'says something readable for a code it does not know', () => {
		expect( reasonText( 'future_rule' ) ).toBe( 'Similar details' );
	} );

	it( 'keeps the server order and drops repeats', () => {
		expect( reasonTexts( [ 'phone', 'email', 'phone' ] ) ).toEqual( [
			'Same phone number',
			'Same email address',
		] );
	} );
} );

describe( 'compareContacts', () => {
	const robert = contact( 1, {
		firstName: 'Robert',
		lastName: 'Jones',
		company: 'Acme',
		phoneOne: '+44 20 7946 0018',
		phoneOneType: 'Work',
		emailOne: 'Rob@Acme.com',
		importSource: 'Google',
	} );
	const bob = contact( 2, {
		firstName: 'Bob',
		lastName: 'Jones',
		company: 'acme ',
		title: 'Engineer',
		phoneOne: '+44-20-7946-0018',
		emailOne: 'rob@acme.com',
		emailOneType: 'Work',
		importSource: 'PRISM',
	} );
	const rows = compareContacts( robert, bob );
	const byKey = Object.fromEntries( rows.map( ( row ) => [ row.key, row ] ) );

	it( 'lists only the fields one of the two has, in card order', () => {
		expect( rows.map( ( row ) => row.key ) ).toEqual( [
			'firstName',
			'lastName',
			'title',
			'company',
			'emails',
			'phones',
			'importSource',
		] );
	} );

	it( 'marks a field both have with different values as different', () => {
		expect( byKey.firstName.comparison ).toBe( 'different' );
		expect( byKey.importSource.comparison ).toBe( 'different' );
		expect( isHighlighted( byKey.firstName ) ).toBe( true );
	} );

	it( 'ignores case, spaces, the type and phone punctuation', () => {
		expect( byKey.lastName.comparison ).toBe( 'same' );
		expect( byKey.company.comparison ).toBe( 'same' );
		expect( byKey.emails.comparison ).toBe( 'same' );
		expect( byKey.phones.comparison ).toBe( 'same' );
		expect( isHighlighted( byKey.phones ) ).toBe( false );
	} );

	it( 'says which one alone has a field', () => {
		expect( byKey.title ).toMatchObject( {
			primary: [],
			secondary: [ 'Engineer' ],
			comparison: 'onlySecondary',
		} );
		expect(
			compareContacts( bob, robert ).find( ( r ) => r.key === 'title' )
				?.comparison
		).toBe( 'onlyPrimary' );
	} );

	it( 'shows each email, phone and address with its type', () => {
		expect( byKey.phones.primary ).toEqual( [ '+44 20 7946 0018 (Work)' ] );
		const home = contact( 3, {
			addressTwo: '1 High St',
			addressTwoCity: 'Leeds',
			addressTwoState: 'WY',
			addressTwoZip: 'LS1 1AA',
			addressTwoType: 'Home',
			emailOne: 'a@x.org',
			emailThree: 'b@x.org',
		} );
		const all = compareContacts( home, contact( 4, {} ) );
		expect( all.find( ( r ) => r.key === 'addresses' )?.primary ).toEqual( [
			'1 High St, Leeds, WY LS1 1AA (Home)',
		] );
		expect( all.find( ( r ) => r.key === 'emails' ) ).toMatchObject( {
			primary: [ 'a@x.org', 'b@x.org' ],
			comparison: 'onlyPrimary',
		} );
	} );

	it( 'reads one phone number written in international, 00 and national forms as the same', () => {
		const forms = [
			'+44 20 7946 0018',
			'0044 (20) 7946-0018',
			'020 7946 0018',
		];
		for ( const form of forms ) {
			expect(
				compareContacts(
					contact( 7, { phoneOne: forms[ 0 ] } ),
					contact( 8, { phoneOne: form } )
				).find( ( r ) => r.key === 'phones' )?.comparison
			).toBe( 'same' );
		}
		expect(
			compareContacts(
				contact( 7, { phoneOne: '+44 20 7946 0018' } ),
				contact( 8, { phoneOne: '+44 20 7946 0019' } )
			).find( ( r ) => r.key === 'phones' )?.comparison
		).toBe( 'different' );
	} );

	it( 'compares lists as sets: one extra email differs', () => {
		const one = contact( 5, { emailOne: 'a@x.org' } );
		const two = contact( 6, { emailOne: 'A@x.org', emailTwo: 'b@x.org' } );
		expect(
			compareContacts( one, two ).find( ( r ) => r.key === 'emails' )
				?.comparison
		).toBe( 'different' );
	} );
} );

describe( 'survivorOf', () => {
	const pair = { primary: 'P', secondary: 'S' };
	it( 'keeps the primary unless swapped', () => {
		expect( survivorOf( pair, false ) ).toEqual( {
			survivor: 'P',
			other: 'S',
		} );
		expect( survivorOf( pair, true ) ).toEqual( {
			survivor: 'S',
			other: 'P',
		} );
	} );
} );

describe( 'stillPending and pendingCount', () => {
	const loaded = [ { id: 4 }, { id: 7 }, { id: 9 } ];
	it( 'hides the pairs handled here until the list loads again', () => {
		expect( stillPending( loaded, new Set( [ 4 ] ) ) ).toEqual( [
			{ id: 7 },
			{ id: 9 },
		] );
		expect( pendingCount( 12, loaded, new Set( [ 4 ] ) ) ).toBe( 11 );
	} );

	it( 'does not count a handled pair twice once the server left it out', () => {
		expect( pendingCount( 11, [ { id: 7 } ], new Set( [ 4 ] ) ) ).toBe(
			11
		);
		expect( pendingCount( 0, [], new Set( [ 4 ] ) ) ).toBe( 0 );
	} );
} );

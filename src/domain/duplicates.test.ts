import type { Contact } from '../api/types';
import { emptyContactFields } from './contactFields';
import {
	afterSkip,
	compareContacts,
	contactOrigin,
	mergeNames,
	pageOf,
	isHighlighted,
	keptPhoto,
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
		archived: false,
		archivedAt: null,
		deceased: false,
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
				'name_rare',
			].map( reasonText )
		).toEqual( [
			'Same email address',
			'Same phone number',
			'Same social profile (LinkedIn, Facebook, Instagram or X)',
			'Similar name and same company',
			'Similar name and same email domain',
			'Similar name; one has no email or phone',
			'Same name',
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
	const byKey = ( key: string ) => {
		const found = rows.find( ( row ) => row.key === key );
		if ( ! found ) {
			throw new Error( `compareContacts gave no row for ${ key }.` );
		}
		return found;
	};

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
		expect( byKey( 'firstName' ).comparison ).toBe( 'different' );
		expect( byKey( 'importSource' ).comparison ).toBe( 'different' );
		expect( isHighlighted( byKey( 'firstName' ) ) ).toBe( true );
	} );

	it( 'ignores case, spaces, the type and phone punctuation', () => {
		expect( byKey( 'lastName' ).comparison ).toBe( 'same' );
		expect( byKey( 'company' ).comparison ).toBe( 'same' );
		expect( byKey( 'emails' ).comparison ).toBe( 'same' );
		expect( byKey( 'phones' ).comparison ).toBe( 'same' );
		expect( isHighlighted( byKey( 'phones' ) ) ).toBe( false );
	} );

	it( 'says which one alone has a field', () => {
		expect( byKey( 'title' ) ).toMatchObject( {
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
		expect( byKey( 'phones' ).primary ).toEqual( [
			'+44 20 7946 0018 (Work)',
		] );
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

describe( 'contactOrigin', () => {
	it( 'says when a contact was added and whether by hand or from an import', () => {
		expect(
			contactOrigin( {
				importSource: 'PRISM',
				createdAt: '2025-05-03T12:00:00Z',
			} )
		).toBe( 'added 3 May 2025 by hand' );
		expect( contactOrigin( { importSource: '', createdAt: null } ) ).toBe(
			'added by hand'
		);
		expect(
			contactOrigin( {
				importSource: 'LinkedIn',
				createdAt: '2026-11-12T09:30:00Z',
			} )
		).toBe( 'imported from LinkedIn on 12 Nov 2026' );
		expect(
			contactOrigin( {
				importSource: 'linkedin, Google',
				createdAt: null,
			} )
		).toBe( 'imported from Google and LinkedIn' );
	} );
} );

describe( 'mergeNames', () => {
	const hand = contact( 3, {
		name: 'Aiko Tanaka',
		importSource: 'PRISM',
		createdAt: '2025-05-03T12:00:00Z',
	} );
	const linkedIn = contact( 9, {
		name: 'aiko  tanaka',
		importSource: 'LinkedIn',
		createdAt: '2026-11-12T12:00:00Z',
	} );

	it( 'tells two contacts of the same name apart by where and when they were added', () => {
		expect( mergeNames( hand, linkedIn ) ).toEqual( {
			survivor: 'Aiko Tanaka (added 3 May 2025 by hand)',
			other: 'aiko  tanaka (imported from LinkedIn on 12 Nov 2026)',
		} );
	} );

	it( 'says which is older when even that is the same', () => {
		const twin = { ...hand, id: 7 };
		expect( mergeNames( twin, hand ) ).toEqual( {
			survivor: 'Aiko Tanaka (the newer one, added 3 May 2025 by hand)',
			other: 'Aiko Tanaka (the older one, added 3 May 2025 by hand)',
		} );
	} );

	it( 'keeps different names as they are', () => {
		expect(
			mergeNames( hand, contact( 4, { name: 'Bob Jones' } ) )
		).toEqual( { survivor: 'Aiko Tanaka', other: 'Bob Jones' } );
	} );
} );

describe( 'browsing the suggestions', () => {
	it( 'skips to the next pair, and from the last back to the first', () => {
		expect( afterSkip( 0, 3 ) ).toBe( 1 );
		expect( afterSkip( 2, 3 ) ).toBe( 0 );
		expect( afterSkip( 0, 1 ) ).toBe( 0 );
	} );

	it( 'finds the page of a position', () => {
		expect( pageOf( 0, 20 ) ).toBe( 1 );
		expect( pageOf( 19, 20 ) ).toBe( 1 );
		expect( pageOf( 20, 20 ) ).toBe( 2 );
	} );
} );

describe( 'keptPhoto', () => {
	/**
	 * A contact's photo made from an image of this size.
	 *
	 * @param sourceWidth  Width in pixels.
	 * @param sourceHeight Height in pixels.
	 */
	const photo = ( sourceWidth: number, sourceHeight: number ) => ( {
		photo: {
			version: `${ sourceWidth }x${ sourceHeight }`,
			width: 640,
			height: 480,
			sourceWidth,
			sourceHeight,
			origin: 'upload' as const,
			updatedAt: '2026-12-04T10:00:00Z',
		},
	} );
	const none = { photo: null };

	it( 'keeps nothing when neither has a photo (or the answers do not say)', () => {
		expect( keptPhoto( none, none ) ).toBeNull();
		expect( keptPhoto( {}, {} ) ).toBeNull();
	} );

	it( 'keeps the only photo, whoever has it', () => {
		expect( keptPhoto( photo( 100, 100 ), none ) ).toEqual( {
			from: 'survivor',
			why: 'only',
		} );
		expect( keptPhoto( none, photo( 100, 100 ) ) ).toEqual( {
			from: 'other',
			why: 'only',
		} );
	} );

	it( 'keeps the photo made from the image with more pixels, whoever stays', () => {
		expect( keptPhoto( photo( 400, 300 ), photo( 1200, 900 ) ) ).toEqual( {
			from: 'other',
			why: 'larger',
		} );
		expect( keptPhoto( photo( 1200, 900 ), photo( 400, 300 ) ) ).toEqual( {
			from: 'survivor',
			why: 'larger',
		} );
		// Pixels, not the longer side: 1000 × 1000 has more than 1600 × 500.
		expect( keptPhoto( photo( 1600, 500 ), photo( 1000, 1000 ) ) ).toEqual(
			{ from: 'other', why: 'larger' }
		);
	} );

	it( 'keeps the survivor’s on a tie', () => {
		expect( keptPhoto( photo( 800, 600 ), photo( 600, 800 ) ) ).toEqual( {
			from: 'survivor',
			why: 'tie',
		} );
	} );
} );

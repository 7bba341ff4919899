import { expiredFormFlash, saveDraft, withoutExpiredArg } from './formDraft';

function memoryStorage(): Storage {
	const items = new Map< string, string >();
	return {
		get length() {
			return items.size;
		},
		clear: () => items.clear(),
		getItem: ( key ) => items.get( key ) ?? null,
		key: ( index ) => Array.from( items.keys() )[ index ] ?? null,
		removeItem: ( key ) => {
			items.delete( key );
		},
		setItem: ( key, value ) => {
			items.set( key, value );
		},
	};
}

/** A storage that holds a saved Add Contact draft with the first name Ann. */
function storageWithAnnsDraft(): Storage {
	const storage = memoryStorage();
	saveDraft( { form: 'add-contact', values: { firstName: 'Ann' } }, storage );
	return storage;
}

describe( 'the contact form draft', () => {
	it( 'comes back, as typed, when the session expired', () => {
		const storage = memoryStorage();
		saveDraft(
			{
				form: 'edit-contact',
				contactId: 12,
				values: {
					company: 'Budget <100k & >50k',
					website: 'https://x.example/?q=a%20b',
				},
			},
			storage
		);
		const flash = expiredFormFlash(
			'?contactId=12&prism_form=expired',
			storage
		);
		expect( flash?.type ).toBe( 'error' );
		expect( flash?.form ).toBe( 'edit-contact' );
		expect( flash?.contactId ).toBe( 12 );
		expect( flash?.values ).toEqual( {
			company: 'Budget <100k & >50k',
			website: 'https://x.example/?q=a%20b',
		} );
		expect( flash?.message ).toMatch( /nothing was saved/ );
		expect(
			expiredFormFlash( '?prism_form=expired', storage )?.values
		).toBeUndefined();
	} );

	it( 'is forgotten after a normal visit and is not offered without the marker', () => {
		const storage = storageWithAnnsDraft();
		expect( expiredFormFlash( '?q=ann', storage ) ).toBeNull();
		expect(
			expiredFormFlash( '?prism_form=expired', storage )?.values
		).toBeUndefined();
	} );

	it( 'is not offered when it is old', () => {
		const storage = storageWithAnnsDraft();
		const later = Date.now() + 31 * 60 * 1000;
		expect(
			expiredFormFlash( '?prism_form=expired', storage, later )?.values
		).toBeUndefined();
	} );

	it( 'leaves the rest of the query string', () => {
		expect(
			withoutExpiredArg( '?contactId=3&prism_form=expired&tab=notes' )
		).toBe( '?contactId=3&tab=notes' );
		expect( withoutExpiredArg( '?prism_form=expired' ) ).toBe( '' );
	} );
} );

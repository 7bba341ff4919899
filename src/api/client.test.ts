import apiFetch from '@wordpress/api-fetch';
import { getContactIds, getContactPage, setContactState } from './client';
import { subscribe } from './invalidation';
import { TAGS, contactTag, notesTag } from './tags';
import { EMPTY_FILTERS, toListQuery } from '../domain/listFilters';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const fetchMock = jest.mocked( apiFetch );

/** The options of the one request made. */
const request = () => fetchMock.mock.calls[ 0 ]?.[ 0 ];

afterEach( () => fetchMock.mockReset() );

describe( 'setContactState', () => {
	it( 'posts the states to contact-state/{contactId} and answers the contact', async () => {
		fetchMock.mockResolvedValue( { id: 7, archived: true } );
		await expect(
			setContactState( 7, { archived: true } )
		).resolves.toEqual( { id: 7, archived: true } );
		expect( request() ).toEqual( {
			path: 'prism/v1/contact-state/7',
			method: 'POST',
			data: { archived: true },
		} );
	} );

	it( 'makes the lists, Today, the calendar and the counts load again, not the contact’s notes nor the weekly progress', async () => {
		fetchMock.mockResolvedValue( { id: 7 } );
		const reloaded: string[] = [];
		const readers = [
			[ TAGS.contacts ],
			[ contactTag( 7 ) ],
			[ TAGS.events, TAGS.contacts ],
			[ TAGS.categories ],
			[ TAGS.stageCounts ],
			[ TAGS.reachOut ],
			[ TAGS.collisions ],
			[ notesTag( 7 ) ],
			[ TAGS.progress ],
		].map( ( tags ) =>
			subscribe( tags, () => reloaded.push( tags.join( '+' ) ) )
		);
		await setContactState( 7, { deceased: false } );
		readers.forEach( ( stop ) => stop() );
		expect( request()?.data ).toEqual( { deceased: false } );
		expect( reloaded ).toEqual( [
			'contacts',
			'contacts:7',
			'events+contacts',
			'categories',
			'stageCounts',
			'reachOut',
			'collisions',
		] );
	} );

	it( 'rejects with a readable error and announces nothing when the server refuses', async () => {
		fetchMock.mockRejectedValue( {
			code: 'prism_contact_not_found',
			message: 'Contact not found.',
			data: { status: 404 },
		} );
		const listener = jest.fn();
		const stop = subscribe( [ TAGS.contacts ], listener );
		await expect(
			setContactState( 9, { archived: true } )
		).rejects.toMatchObject( {
			code: 'prism_contact_not_found',
			status: 404,
			message: 'Contact not found.',
		} );
		stop();
		expect( listener ).not.toHaveBeenCalled();
	} );
} );

describe( 'the Archived view’s requests', () => {
	const archived = toListQuery( { ...EMPTY_FILTERS, archived: true } );

	it( 'asks contact-list for archived=true', async () => {
		fetchMock.mockResolvedValue( {
			json: async () => [],
			headers: { get: () => '0' },
		} );
		await getContactPage( 2, archived );
		const path = String( request()?.path );
		expect( path ).toMatch( /^prism\/v1\/contact-list\/2\?/ );
		expect(
			new URLSearchParams( path.split( '?' )[ 1 ] ).get( 'archived' )
		).toBe( 'true' );
	} );

	it( 'asks contact-list-ids (select all) for archived=true, without the page', async () => {
		fetchMock.mockResolvedValue( [ 4, 5 ] );
		await expect( getContactIds( 2, archived ) ).resolves.toEqual( [
			4, 5,
		] );
		const params = new URLSearchParams(
			String( request()?.path ).split( '?' )[ 1 ]
		);
		expect( String( request()?.path ) ).toMatch(
			/^prism\/v1\/contact-list-ids\/2\?/
		);
		expect( params.get( 'archived' ) ).toBe( 'true' );
		expect( params.has( 'page' ) ).toBe( false );
	} );

	it( 'leaves archived out of the plain list’s requests', async () => {
		fetchMock.mockResolvedValue( [] );
		await getContactIds( 2, toListQuery( EMPTY_FILTERS ) );
		expect( String( request()?.path ) ).not.toContain( 'archived' );
	} );
} );

import apiFetch from '@wordpress/api-fetch';
import {
	applyCategories,
	configureApi,
	getContactIds,
	getContactPage,
	photoUrl,
	setCategoryCadence,
	setContactCadence,
	setContactState,
	uploadBackup,
} from './client';
import { subscribe } from './invalidation';
import { TAGS, contactTag, notesTag } from './tags';
import { EMPTY_FILTERS, toListQuery } from '../domain/listFilters';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: Object.assign( jest.fn(), {
		use: jest.fn(),
		createRootURLMiddleware: jest.fn(),
		createNonceMiddleware: jest.fn(),
	} ),
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
		).resolves.toEqual( {
			id: 7,
			archived: true,
		} );
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

describe( 'setContactCadence', () => {
	it( 'posts the days to contact-cadence/{contactId} and answers the contact', async () => {
		fetchMock.mockResolvedValue( { id: 7, cadenceDays: 30 } );
		await expect( setContactCadence( 7, 30 ) ).resolves.toEqual( {
			id: 7,
			cadenceDays: 30,
		} );
		expect( request() ).toEqual( {
			path: 'prism/v1/contact-cadence/7',
			method: 'POST',
			data: { cadenceDays: 30 },
		} );
	} );

	it( 'sends null to clear the contact’s own cadence', async () => {
		fetchMock.mockResolvedValue( { id: 7, cadenceDays: null } );
		await setContactCadence( 7, null );
		expect( request()?.data ).toEqual( { cadenceDays: null } );
	} );

	it( 'makes the contacts and ‘Due to reach out’ load again, not the categories nor the notes', async () => {
		fetchMock.mockResolvedValue( { id: 7 } );
		const reloaded: string[] = [];
		const readers = [
			[ TAGS.contacts ],
			[ contactTag( 7 ) ],
			[ TAGS.reachOut ],
			[ TAGS.categories ],
			[ notesTag( 7 ) ],
		].map( ( tags ) =>
			subscribe( tags, () => reloaded.push( tags.join( '+' ) ) )
		);
		await setContactCadence( 7, 90 );
		readers.forEach( ( stop ) => stop() );
		expect( reloaded ).toEqual( [ 'contacts', 'contacts:7', 'reachOut' ] );
	} );

	it( 'rejects with the server’s field message and announces nothing when refused', async () => {
		fetchMock.mockRejectedValue( {
			code: 'prism_invalid',
			message:
				'Choose how often to keep in touch: a number of days from 1 to 3650.',
			data: {
				status: 400,
				errors: { cadenceDays: 'Enter a whole number of days.' },
			},
		} );
		const listener = jest.fn();
		const stop = subscribe( [ TAGS.contacts ], listener );
		await expect( setContactCadence( 7, 5000 ) ).rejects.toMatchObject( {
			code: 'prism_invalid',
			status: 400,
			fields: { cadenceDays: 'Enter a whole number of days.' },
		} );
		stop();
		expect( listener ).not.toHaveBeenCalled();
	} );
} );

describe( 'setCategoryCadence', () => {
	it( 'posts the member, the category and the days to category-cadence and answers the categories', async () => {
		const categories = [
			{ id: 3, name: 'Family', count: 2, cadenceDays: 90 },
		];
		fetchMock.mockResolvedValue( categories );
		await expect( setCategoryCadence( 2, 3, 90 ) ).resolves.toEqual(
			categories
		);
		expect( request() ).toEqual( {
			path: 'prism/v1/category-cadence',
			method: 'POST',
			data: { wordpressId: 2, id: 3, cadenceDays: 90 },
		} );
	} );

	it( 'makes the categories, the contacts and ‘Due to reach out’ load again', async () => {
		fetchMock.mockResolvedValue( [] );
		const reloaded: string[] = [];
		const readers = [
			[ TAGS.categories ],
			[ TAGS.contacts ],
			[ TAGS.reachOut ],
			[ TAGS.stageCounts ],
		].map( ( tags ) =>
			subscribe( tags, () => reloaded.push( tags.join( '+' ) ) )
		);
		await setCategoryCadence( 2, 3, null );
		readers.forEach( ( stop ) => stop() );
		expect( request()?.data ).toEqual( {
			wordpressId: 2,
			id: 3,
			cadenceDays: null,
		} );
		expect( reloaded ).toEqual( [ 'categories', 'contacts', 'reachOut' ] );
	} );

	it( 'rejects with a readable error for a category that is not the member’s', async () => {
		fetchMock.mockRejectedValue( {
			code: 'prism_not_found',
			message: 'Category not found.',
			data: { status: 404 },
		} );
		await expect( setCategoryCadence( 2, 99, 30 ) ).rejects.toMatchObject( {
			status: 404,
			message: 'Category not found.',
		} );
	} );
} );

describe( 'applying categories', () => {
	it( 'makes ‘Due to reach out’ load again (a category’s cadence may now apply)', async () => {
		fetchMock.mockResolvedValue( [] );
		const listener = jest.fn();
		const stop = subscribe( [ TAGS.reachOut ], listener );
		await applyCategories( 2, { 3: 1 }, [ 7 ] );
		stop();
		expect( listener ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( 'the Keep in touch filter’s requests', () => {
	const due = toListQuery( {
		...EMPTY_FILTERS,
		reachOut: 'due',
		order: 'reach_out',
	} );

	it( 'asks contact-list for reachOut and the reach_out order', async () => {
		fetchMock.mockResolvedValue( {
			json: async () => [],
			headers: { get: () => '0' },
		} );
		await getContactPage( 2, due );
		const params = new URLSearchParams(
			String( request()?.path ).split( '?' )[ 1 ]
		);
		expect( params.get( 'reachOut' ) ).toBe( 'due' );
		expect( params.get( 'order' ) ).toBe( 'reach_out' );
	} );

	it( 'asks contact-list-ids (select all) for the same filter', async () => {
		fetchMock.mockResolvedValue( [ 4 ] );
		await getContactIds( 2, due );
		const params = new URLSearchParams(
			String( request()?.path ).split( '?' )[ 1 ]
		);
		expect( String( request()?.path ) ).toMatch(
			/^prism\/v1\/contact-list-ids\/2\?/
		);
		expect( params.get( 'reachOut' ) ).toBe( 'due' );
	} );

	it( 'leaves reachOut out of the plain list’s requests', async () => {
		fetchMock.mockResolvedValue( [] );
		await getContactIds( 2, toListQuery( EMPTY_FILTERS ) );
		expect( String( request()?.path ) ).not.toContain( 'reachOut' );
	} );
} );

describe( 'photoUrl', () => {
	it( 'builds a photo’s address from the page’s REST root and nonce, kept by the first configureApi', () => {
		configureApi( 'https://example.org/index.php?rest_route=/', 'n0nce' );
		// Another island of the page configures nothing more.
		configureApi( 'https://other.example/wp-json/', 'other' );
		expect( photoUrl( 12, { version: '0123456789abcdef' }, 'thumb' ) ).toBe(
			'https://example.org/index.php?rest_route=/prism/v1/photos/12&size=thumb&v=0123456789abcdef&_wpnonce=n0nce'
		);
		expect( jest.mocked( apiFetch.use ) ).toHaveBeenCalledTimes( 2 );
	} );
} );

describe( 'uploadBackup', () => {
	/** Stands in for the browser's XMLHttpRequest: records what is sent, answers as a test says. */
	class FakeRequest {
		static last: FakeRequest | null = null;
		method = '';
		url = '';
		headers: Record< string, string > = {};
		body: unknown = null;
		status = 0;
		responseText = '';
		upload: { onprogress: ( ( event: object ) => void ) | null } = {
			onprogress: null,
		};
		onload: ( () => void ) | null = null;
		onerror: ( () => void ) | null = null;
		onabort: ( () => void ) | null = null;
		constructor() {
			FakeRequest.last = this;
		}
		open( method: string, url: string ) {
			this.method = method;
			this.url = url;
		}
		setRequestHeader( name: string, value: string ) {
			this.headers[ name ] = value;
		}
		send( body: unknown ) {
			this.body = body;
		}
		abort() {
			this.onabort?.();
		}
		answer( status: number, body: unknown ) {
			this.status = status;
			this.responseText = JSON.stringify( body );
			this.onload?.();
		}
	}
	const real = global.XMLHttpRequest;
	beforeEach( () => {
		FakeRequest.last = null;
		global.XMLHttpRequest = FakeRequest as unknown as typeof XMLHttpRequest;
		configureApi( 'https://example.org/index.php?rest_route=/', 'n0nce' );
	} );
	afterEach( () => {
		global.XMLHttpRequest = real;
	} );
	const file = new File( [ 'backup' ], 'prism-backup-a-2025-12-04.jsonl.gz' );

	it( 'posts the file in the form field `backup` with the member’s nonce, tells how far it has gone, and answers the stored backup', async () => {
		const progress: Array< [ number, number ] > = [];
		const answer = uploadBackup( 5, file, {
			onProgress: ( sent, total ) => progress.push( [ sent, total ] ),
		} );
		const sent = FakeRequest.last as FakeRequest;
		expect( sent.method ).toBe( 'POST' );
		expect( sent.url ).toBe(
			'https://example.org/index.php?rest_route=%2Fprism%2Fv1%2Frestores%2F5&_locale=user'
		);
		expect( sent.headers[ 'X-WP-Nonce' ] ).toBe( 'n0nce' );
		expect( sent.body ).toBeInstanceOf( FormData );
		expect(
			( ( sent.body as FormData ).get( 'backup' ) as File ).name
		).toBe( 'prism-backup-a-2025-12-04.jsonl.gz' );
		sent.upload.onprogress?.( {
			lengthComputable: true,
			loaded: 3,
			total: 6,
		} );
		sent.answer( 201, { id: 8, state: 'ready' } );
		await expect( answer ).resolves.toEqual( { id: 8, state: 'ready' } );
		expect( progress ).toEqual( [ [ 3, 6 ] ] );
	} );

	it( 'rejects with the server’s sentence when it refuses the file', async () => {
		const answer = uploadBackup( 5, file );
		( FakeRequest.last as FakeRequest ).answer( 400, {
			code: 'prism_invalid',
			message:
				'This file is not a PRISM backup: its first line does not say so.',
			data: { status: 400 },
		} );
		await expect( answer ).rejects.toMatchObject( {
			code: 'prism_invalid',
			status: 400,
			message:
				'This file is not a PRISM backup: its first line does not say so.',
		} );
	} );

	it( 'rejects with a readable message when the site cannot be reached or answers no JSON', async () => {
		const unreachable = uploadBackup( 5, file );
		( FakeRequest.last as FakeRequest ).onerror?.();
		await expect( unreachable ).rejects.toMatchObject( {
			code: 'fetch_error',
		} );
		const broken = uploadBackup( 5, file );
		const sent = FakeRequest.last as FakeRequest;
		sent.status = 502;
		sent.responseText = '<html>Bad gateway</html>';
		sent.onload?.();
		await expect( broken ).rejects.toMatchObject( {
			code: 'internal_server_error',
			message: 'The site ran into a problem. Please try again.',
		} );
	} );

	it( 'stops when called off', async () => {
		const controller = new AbortController();
		const answer = uploadBackup( 5, file, { signal: controller.signal } );
		controller.abort();
		await expect( answer ).rejects.toMatchObject( {
			code: 'prism_upload_aborted',
		} );
	} );
} );

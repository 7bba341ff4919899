import apiFetch from '@wordpress/api-fetch';
import { subscribe } from '../../api/invalidation';
import { TAGS, contactTag, notesTag } from '../../api/tags';
import { removePhoto, uploadPhoto } from './api';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const fetchMock = jest.mocked( apiFetch );

/** The options of the one request made. */
const request = () =>
	fetchMock.mock.calls[ 0 ]?.[ 0 ] as {
		path: string;
		method: string;
		body?: FormData;
		data?: unknown;
	};

const PHOTO = {
	version: '0123456789abcdef',
	width: 640,
	height: 480,
	sourceWidth: 2000,
	sourceHeight: 1500,
	origin: 'upload',
	updatedAt: '2026-12-04T10:00:00Z',
};

afterEach( () => fetchMock.mockReset() );

describe( 'uploadPhoto', () => {
	it( 'posts the image as the form field `photo`, with its name, and answers the photo kept', async () => {
		fetchMock.mockResolvedValue( { contactId: 7, photo: PHOTO } );
		const image = new Blob( [ 'jpeg bytes' ], { type: 'image/jpeg' } );
		await expect(
			uploadPhoto( 7, image, 'IMG_0001.jpg' )
		).resolves.toEqual( { contactId: 7, photo: PHOTO } );
		const { path, method, body, data } = request();
		expect( { path, method, data } ).toEqual( {
			path: 'prism/v1/photos/7',
			method: 'POST',
			data: undefined,
		} );
		expect( body ).toBeInstanceOf( FormData );
		const sent = body?.get( 'photo' ) as File;
		expect( sent.name ).toBe( 'IMG_0001.jpg' );
		expect( sent.type ).toBe( 'image/jpeg' );
		expect( sent.size ).toBe( 'jpeg bytes'.length );
	} );

	it( 'makes every reader of contacts load again (the list, the contact’s page, the merge screen), not its notes', async () => {
		fetchMock.mockResolvedValue( { contactId: 7, photo: PHOTO } );
		const reloaded: string[] = [];
		const readers = [
			[ TAGS.contacts ],
			[ contactTag( 7 ) ],
			[ TAGS.collisions, TAGS.contacts ],
			[ notesTag( 7 ) ],
		].map( ( tags ) =>
			subscribe( tags, () => reloaded.push( tags.join( '+' ) ) )
		);
		await uploadPhoto( 7, new Blob( [ 'x' ] ), 'x.jpg' );
		readers.forEach( ( stop ) => stop() );
		expect( reloaded ).toEqual( [
			TAGS.contacts,
			contactTag( 7 ),
			`${ TAGS.collisions }+${ TAGS.contacts }`,
		] );
	} );

	it( 'rejects with the server’s sentence, and changes nothing', async () => {
		fetchMock.mockRejectedValue( {
			code: 'prism_invalid',
			message:
				'This file is not a photo PRISM can read: send a JPEG, PNG, GIF or WebP image.',
			data: { status: 400 },
		} );
		const reloaded = jest.fn();
		const stop = subscribe( [ TAGS.contacts ], reloaded );
		await expect(
			uploadPhoto( 7, new Blob( [ 'x' ] ), 'notes.jpg' )
		).rejects.toMatchObject( {
			status: 400,
			message:
				'This file is not a photo PRISM can read: send a JPEG, PNG, GIF or WebP image.',
		} );
		stop();
		expect( reloaded ).not.toHaveBeenCalled();
	} );
} );

describe( 'removePhoto', () => {
	it( 'deletes photos/{contactId} and answers no photo', async () => {
		fetchMock.mockResolvedValue( { contactId: 7, photo: null } );
		await expect( removePhoto( 7 ) ).resolves.toEqual( {
			contactId: 7,
			photo: null,
		} );
		expect( request() ).toEqual( {
			path: 'prism/v1/photos/7',
			method: 'DELETE',
			data: {},
		} );
	} );
} );

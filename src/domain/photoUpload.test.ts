import {
	UPLOAD_BYTES,
	UPLOAD_EDGE,
	shrinkForUpload,
	uploadName,
} from './photoUpload';

/** What the canvas was asked: its size, what was drawn and how it was written. */
interface Drawn {
	width: number;
	height: number;
	drawn: unknown[];
	type?: string;
	quality?: unknown;
}

let canvases: Drawn[] = [];
/** What the canvas writes: a blob of this many bytes (or nothing). */
let written: number | null = 1000;
const close = jest.fn();

/**
 * A file of a type, with `size` bytes.
 *
 * @param name File name.
 * @param type Its type.
 * @param size Its size in bytes.
 */
const fileOf = ( name: string, type: string, size: number ) =>
	new File( [ new Uint8Array( size ) ], name, { type } );

/**
 * The browser decodes every image as `width` × `height` (or cannot decode it: null).
 *
 * @param size The decoded size, or null.
 */
function decodes( size: { width: number; height: number } | null ) {
	( globalThis as { createImageBitmap?: unknown } ).createImageBitmap =
		jest.fn( async () => {
			if ( ! size ) {
				throw new DOMException( 'The source image cannot be decoded.' );
			}
			return { ...size, close };
		} );
}

beforeEach( () => {
	canvases = [];
	written = 1000;
	close.mockReset();
	jest.spyOn( HTMLCanvasElement.prototype, 'getContext' ).mockImplementation(
		function ( this: HTMLCanvasElement ) {
			const canvas: Drawn = {
				width: this.width,
				height: this.height,
				drawn: [],
			};
			canvases.push( canvas );
			return {
				drawImage: ( ...args: unknown[] ) => canvas.drawn.push( args ),
			} as unknown as CanvasRenderingContext2D;
		} as never
	);
	jest.spyOn( HTMLCanvasElement.prototype, 'toBlob' ).mockImplementation(
		( callback: BlobCallback, type?: string, quality?: unknown ) => {
			const canvas = canvases[ canvases.length - 1 ];
			if ( canvas ) {
				canvas.type = type;
				canvas.quality = quality;
			}
			callback(
				written === null
					? null
					: new Blob( [ new Uint8Array( written ) ], { type } )
			);
		}
	);
} );

afterEach( () => {
	jest.restoreAllMocks();
	delete ( globalThis as { createImageBitmap?: unknown } ).createImageBitmap;
} );

describe( 'shrinkForUpload', () => {
	it( 'draws a phone’s photo at most 2000 px on its longer side, upright, as a JPEG at quality 0.9', async () => {
		decodes( { width: 4032, height: 3024 } );
		const photo = fileOf( 'IMG_0001.jpg', 'image/jpeg', 5 * 1024 * 1024 );
		const sent = await shrinkForUpload( photo );
		expect( sent ).not.toBe( photo );
		expect( sent.type ).toBe( 'image/jpeg' );
		expect( sent.size ).toBe( 1000 );
		expect( canvases ).toEqual( [
			expect.objectContaining( {
				width: UPLOAD_EDGE,
				height: 1500,
				type: 'image/jpeg',
				quality: 0.9,
			} ),
		] );
		expect( canvases[ 0 ]?.drawn[ 0 ] ).toEqual( [
			expect.anything(),
			0,
			0,
			2000,
			1500,
		] );
		// Decoded upright: the camera's orientation is applied before drawing.
		expect( globalThis.createImageBitmap ).toHaveBeenCalledWith( photo, {
			imageOrientation: 'from-image',
		} );
		expect( close ).toHaveBeenCalled();
	} );

	it( 'scales a tall image by its height', async () => {
		decodes( { width: 1200, height: 4000 } );
		await shrinkForUpload( fileOf( 'tall.jpg', 'image/jpeg', 800_000 ) );
		expect( canvases[ 0 ] ).toMatchObject( { width: 600, height: 2000 } );
	} );

	it( 'sends a small photo as it is', async () => {
		decodes( { width: 1600, height: 1200 } );
		const photo = fileOf( 'small.jpg', 'image/jpeg', 900_000 );
		await expect( shrinkForUpload( photo ) ).resolves.toBe( photo );
		expect( canvases ).toHaveLength( 0 );
	} );

	it( 'draws a heavy photo again at its size, and sends the lighter of the two', async () => {
		decodes( { width: 1800, height: 1800 } );
		const heavy = fileOf( 'heavy.jpg', 'image/jpeg', UPLOAD_BYTES + 1 );
		const lighter = await shrinkForUpload( heavy );
		expect( lighter.size ).toBe( 1000 );
		expect( canvases[ 0 ] ).toMatchObject( { width: 1800, height: 1800 } );

		written = UPLOAD_BYTES + 10;
		await expect( shrinkForUpload( heavy ) ).resolves.toBe( heavy );
	} );

	it( 'keeps a PNG a PNG (its transparency), and sends one that needs no scaling as it is', async () => {
		decodes( { width: 3000, height: 2000 } );
		const large = await shrinkForUpload(
			fileOf( 'logo.png', 'image/png', 6 * 1024 * 1024 )
		);
		expect( large.type ).toBe( 'image/png' );
		expect( canvases[ 0 ] ).toMatchObject( {
			width: 2000,
			height: 1333,
			type: 'image/png',
		} );

		decodes( { width: 1500, height: 1500 } );
		const heavy = fileOf( 'scan.png', 'image/png', 5 * 1024 * 1024 );
		await expect( shrinkForUpload( heavy ) ).resolves.toBe( heavy );
		expect( canvases ).toHaveLength( 1 );
	} );

	it( 'draws an image of a type the server does not read, when the browser reads it (a HEIC photo in Safari), as a JPEG', async () => {
		decodes( { width: 1000, height: 800 } );
		const heic = await shrinkForUpload(
			fileOf( 'IMG_0002.HEIC', 'image/heic', 400_000 )
		);
		expect( heic.type ).toBe( 'image/jpeg' );
		expect( canvases[ 0 ] ).toMatchObject( { width: 1000, height: 800 } );
	} );

	it( 'sends a file the browser cannot read as it is: the server says why it cannot take it', async () => {
		decodes( null );
		const heic = fileOf( 'IMG_0003.HEIC', 'image/heic', 3_000_000 );
		await expect( shrinkForUpload( heic ) ).resolves.toBe( heic );
		const text = fileOf( 'notes.jpg', 'image/jpeg', 30 );
		await expect( shrinkForUpload( text ) ).resolves.toBe( text );
		expect( canvases ).toHaveLength( 0 );
	} );

	it( 'sends the file as it is where the browser cannot decode or write images', async () => {
		const photo = fileOf( 'IMG_0004.jpg', 'image/jpeg', 5_000_000 );
		await expect( shrinkForUpload( photo ) ).resolves.toBe( photo );

		decodes( { width: 4000, height: 3000 } );
		written = null;
		await expect( shrinkForUpload( photo ) ).resolves.toBe( photo );
	} );
} );

describe( 'uploadName', () => {
	it( 'keeps the file’s name when the file itself is sent', () => {
		const file = fileOf( 'IMG_0001.HEIC', 'image/heic', 10 );
		expect( uploadName( 'IMG_0001.HEIC', file ) ).toBe( 'IMG_0001.HEIC' );
	} );

	it( 'gives an image drawn again the ending of its type', () => {
		const jpeg = new Blob( [ 'x' ], { type: 'image/jpeg' } );
		expect( uploadName( 'IMG_0001.HEIC', jpeg ) ).toBe( 'IMG_0001.jpg' );
		expect( uploadName( 'portrait.final.png', jpeg ) ).toBe(
			'portrait.final.jpg'
		);
		expect(
			uploadName( 'logo', new Blob( [ 'x' ], { type: 'image/png' } ) )
		).toBe( 'logo.png' );
		expect( uploadName( '', jpeg ) ).toBe( 'photo.jpg' );
	} );
} );

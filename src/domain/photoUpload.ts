/**
 * Preparing a chosen image for upload (issue 30, part 4): a phone's photo is 3-6 MB and 4000 px wide, and the server
 * keeps at most 640 px of it, so the browser scales a large image down before sending it. The server checks and
 * scales whatever arrives; this only makes the upload short. Kept apart from ./photos.ts: it is loaded with the photo
 * dialog, not with every page that shows a photo.
 */

/** An image larger than this on a side is scaled down before it is sent, in pixels. */
export const UPLOAD_EDGE = 2000;

/** A file larger than this is drawn again before it is sent (a JPEG at quality 0.9 is much smaller), in bytes. */
export const UPLOAD_BYTES = 2 * 1024 * 1024;

/** The JPEG quality of an image drawn again. */
export const UPLOAD_QUALITY = 0.9;

/** The image types the server reads (includes/Domain/Photo_Rules::TYPES). */
const SERVER_READS = [ 'image/jpeg', 'image/png', 'image/gif', 'image/webp' ];

/** Types drawn again as PNG, so their transparency stays (the server keeps them as PNG too). */
const KEEPS_TRANSPARENCY = [ 'image/png', 'image/gif' ];

/**
 * The image to send for a chosen file: the file itself when it is small enough and of a type the server reads, or
 * when the browser cannot read it (a HEIC photo on a desktop's Chrome: the server then says why it cannot take it).
 * Otherwise it is drawn upright (by its EXIF orientation) on a canvas at most UPLOAD_EDGE pixels on a side, and
 * sent as a JPEG at quality 0.9, or as a PNG for a PNG or a GIF (their transparency stays). A PNG that needs no
 * scaling is sent as it is (drawing it again would not make it smaller), and so is a JPEG that came out no smaller.
 *
 * @param file The file chosen (or taken with the camera).
 */
export async function shrinkForUpload( file: File ): Promise< Blob > {
	if ( typeof createImageBitmap !== 'function' ) {
		return file;
	}
	let bitmap: ImageBitmap;
	try {
		bitmap = await createImageBitmap( file, {
			imageOrientation: 'from-image',
		} );
	} catch {
		return file;
	}
	try {
		const { width, height } = bitmap;
		const scale = Math.min( 1, UPLOAD_EDGE / Math.max( width, height, 1 ) );
		const readable = SERVER_READS.includes( file.type );
		const transparent = KEEPS_TRANSPARENCY.includes( file.type );
		if (
			readable &&
			scale === 1 &&
			( file.size <= UPLOAD_BYTES || transparent )
		) {
			return file;
		}
		const canvas = document.createElement( 'canvas' );
		canvas.width = Math.max( 1, Math.round( width * scale ) );
		canvas.height = Math.max( 1, Math.round( height * scale ) );
		const context = canvas.getContext( '2d' );
		if ( ! context ) {
			return file;
		}
		context.drawImage( bitmap, 0, 0, canvas.width, canvas.height );
		const drawn = await new Promise< Blob | null >( ( resolve ) =>
			canvas.toBlob(
				resolve,
				transparent ? 'image/png' : 'image/jpeg',
				UPLOAD_QUALITY
			)
		);
		// A browser that cannot write the image; or one drawn again at its size only to be lighter, that is not.
		if (
			! drawn ||
			( readable && scale === 1 && drawn.size >= file.size )
		) {
			return file;
		}
		return drawn;
	} finally {
		bitmap.close();
	}
}

/**
 * The file name an image is sent with: the chosen file's, with the ending of the type it was drawn as when it was
 * drawn again ('IMG_0001.HEIC' sent as a JPEG: 'IMG_0001.jpg'). The server reads the image, never the name.
 *
 * @param name The chosen file's name.
 * @param sent What is sent (the file itself, or the image drawn from it).
 */
export function uploadName( name: string, sent: Blob ): string {
	const ending: Record< string, string > = {
		'image/jpeg': 'jpg',
		'image/png': 'png',
	};
	const wanted = sent instanceof File ? undefined : ending[ sent.type ];
	if ( ! wanted ) {
		return name || 'photo';
	}
	const base = name.replace( /\.[^./\\]*$/, '' ) || 'photo';
	return `${ base }.${ wanted }`;
}

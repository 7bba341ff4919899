/**
 * Contact photos (issue 30, part 4): the address an image is read from, and the initials shown in place of a photo.
 * Pure: the pages call them with what the server answered. Preparing an image for upload (which needs the browser's
 * canvas) is ./photoUpload.ts, loaded only with the photo dialog; which photo a merge keeps is ./duplicates.ts's
 * keptPhoto. Every page loads this module (the API client builds photo addresses with it): keep it small.
 */
import type { Photo, PhotoSize } from '../api/types';
import { prismRoute } from './restRoute';

/**
 * The address of a contact's photo image: GET photos/{contactId} with the photo's version (an address naming the
 * current version may be kept by the browser for a year, so a new photo must have a new address) and the member's
 * REST nonce as `_wpnonce` (an `<img>` cannot send the X-WP-Nonce header; the login cookie goes by itself).
 *
 * @param restRoot  The site's REST root: `https://site/wp-json/`, or with plain permalinks
 *                  `https://site/index.php?rest_route=/` (the route then goes inside rest_route, after which the other
 *                  arguments follow an `&`).
 * @param nonce     The member's wp_rest nonce.
 * @param contactId The contact.
 * @param photo     Its photo (the version is what matters).
 * @param size      The photo, or its small square.
 */
export function photoAddress(
	restRoot: string,
	nonce: string,
	contactId: number,
	photo: Pick< Photo, 'version' >,
	size: PhotoSize
): string {
	const route = prismRoute( restRoot, `prism/v1/photos/${ contactId }` );
	const query = `size=${ size }&v=${ encodeURIComponent(
		photo.version
	) }&_wpnonce=${ encodeURIComponent( nonce ) }`;
	return `${ route }${ route.includes( '?' ) ? '&' : '?' }${ query }`;
}

/**
 * The first letters of the first two words of a name, for the circle shown in place of a photo ('' for no name).
 *
 * @param name Display name.
 */
export function initials( name: string ): string {
	return name
		.split( /\s+/ )
		.filter( Boolean )
		.slice( 0, 2 )
		.map( ( word ) => Array.from( word )[ 0 ]?.toUpperCase() ?? '' )
		.join( '' );
}

/**
 * The address of a PRISM route under the site's REST root, whichever form the root has: `https://site/wp-json/`
 * (pretty permalinks) or `https://site/index.php?rest_route=/` (plain ones; the route then goes inside rest_route,
 * and the address's other arguments follow an `&`). For the addresses a page puts in a link or an `<img>`: the
 * export, the backup, a contact's photo.
 *
 * @param restRoot The site's REST root (rest_url()).
 * @param path     The route below the root, e.g. `prism/v1/export`.
 */
export function prismRoute( restRoot: string, path: string ): string {
	return `${ restRoot.endsWith( '/' ) ? restRoot : `${ restRoot }/` }${ path }`;
}

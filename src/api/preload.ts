/**
 * The REST answers a page came with. The heavier pages' first screens (the contact list, the dashboard, a contact)
 * are answered while the page is rendered (includes/Pages/Page_Data.php, through the routes themselves) and handed
 * to the island in its props, so the island shows them at once instead of asking after its script has run.
 *
 * A data hook given a `preload` (see ./useResource.ts) starts from the answer for its request, if the page brought
 * one, instead of loading it; the answer is then used up, so everything after (another page, a reload, a change) is
 * asked for as before. Any write forgets them all (./invalidation.ts): the page's answers are no longer current.
 */
import { getQueryArgs } from '@wordpress/url';

/** One answer as the page brings it: the route, its query, and the body and headers it would have sent. */
export interface PreloadedAnswer {
	route: string;
	query: Record< string, unknown >;
	body: unknown;
	headers: Record< string, string | number >;
}

/** Reads one response header, by name in any case. */
export type HeaderOf = ( name: string ) => string | null;

/** Where a hook's first answer may have come with the page, and how it is shaped (as its client function does). */
export interface Preload< T > {
	/** The GET path the hook asks for (a path under the REST root, with its query). */
	path: string;
	shape: ( body: unknown, header: HeaderOf ) => T;
}

const answers = new Map< string, PreloadedAnswer >();

/**
 * One form for a route and its query, however it is written: leading and trailing slashes, the order of the
 * parameters, `a[0]=x` against `a[]=x`, numbers against digits.
 *
 * @param route Route, e.g. prism/v1/categories/12.
 * @param query Parameters.
 */
function canonical( route: string, query: Record< string, unknown > ): string {
	const pairs: Array< [ string, string ] > = [];
	const add = ( key: string, value: unknown ) => {
		if ( value === undefined || value === null ) {
			return;
		}
		if ( Array.isArray( value ) ) {
			value.forEach( ( item ) => add( `${ key }[]`, item ) );
		} else if ( typeof value === 'object' ) {
			Object.entries( value as Record< string, unknown > ).forEach(
				( [ name, item ] ) => add( `${ key }[${ name }]`, item )
			);
		} else {
			pairs.push( [ key, String( value ) ] );
		}
	};
	Object.entries( query ).forEach( ( [ key, value ] ) => add( key, value ) );
	// A stable sort by name: the values of one list keep their order.
	pairs.sort( ( a, b ) => {
		if ( a[ 0 ] === b[ 0 ] ) {
			return 0;
		}
		return a[ 0 ] < b[ 0 ] ? -1 : 1;
	} );
	return JSON.stringify( [ route.replace( /^\/+|\/+$/g, '' ), pairs ] );
}

/**
 * The canonical form of a path with its query string.
 *
 * @param path e.g. prism/v1/contact-list/12?order=name_asc&page=1.
 */
function canonicalPath( path: string ): string {
	const at = path.indexOf( '?' );
	const route = at < 0 ? path : path.slice( 0, at );
	return canonical(
		route,
		at < 0 ? {} : ( getQueryArgs( path ) as Record< string, unknown > )
	);
}

/**
 * Keeps the answers the page came with (mount.tsx, from the island's props). Malformed entries are skipped.
 *
 * @param list props.preload.
 */
export function setPreloaded( list: readonly PreloadedAnswer[] | undefined ) {
	for ( const answer of Array.isArray( list ) ? list : [] ) {
		if ( answer && typeof answer.route === 'string' ) {
			answers.set(
				canonical( answer.route, answer.query ?? {} ),
				answer
			);
		}
	}
}

/**
 * The answer the page brought for a hook's request, shaped; undefined when it brought none (or it was used up).
 * Reading it does not use it up: see forgetPreloaded.
 *
 * @param preload The hook's request.
 */
export function peekPreloaded< T >( preload: Preload< T > ): T | undefined {
	const answer = answers.get( canonicalPath( preload.path ) );
	if ( ! answer ) {
		return undefined;
	}
	const headers = new Map(
		Object.entries( answer.headers ?? {} ).map( ( [ name, value ] ) => [
			name.toLowerCase(),
			String( value ),
		] )
	);
	return preload.shape(
		answer.body,
		( name ) => headers.get( name.toLowerCase() ) ?? null
	);
}

/**
 * Uses up the answer for one path (a hook has shown it), or forgets every answer (something changed).
 *
 * @param path The path; all of them when left out.
 */
export function forgetPreloaded( path?: string ) {
	if ( path === undefined ) {
		answers.clear();
	} else {
		answers.delete( canonicalPath( path ) );
	}
}

/**
 * A request whose answer is its body as it comes (most routes).
 *
 * @param path The GET path.
 */
export function preloadBody< T >( path: string ): Preload< T > {
	return { path, shape: ( body ) => body as T };
}

/**
 * What the Export dialog downloads: the member's contacts (all of them, the current filter's, or the selected ones)
 * as Google's CSV layout or vCard, from GET prism/v1/export (docs/import.md). The address carries the REST nonce as
 * `_wpnonce`, so a plain link downloads with the member's cookies.
 */
import { addQueryArgs } from '@wordpress/url';
import { prismRoute } from './restRoute';
import type { ExportFormat } from '../api/types';
import { hasActiveFilters, toListQuery } from './listFilters';
import type { ListFilters } from './listFilters';

export type ExportScope = 'all' | 'filter' | 'selection';

export const EXPORT_FORMATS: readonly ExportFormat[] = [ 'csv', 'vcard' ];

/**
 * Which scopes the dialog offers: everything, the current filter when one narrows the list, the selection when
 * there is one.
 *
 * @param filters  The list's state.
 * @param selected How many contacts are selected.
 */
export function exportScopes(
	filters: ListFilters,
	selected: number
): ExportScope[] {
	const scopes: ExportScope[] = [ 'all' ];
	if ( hasActiveFilters( filters ) ) {
		scopes.push( 'filter' );
	}
	if ( selected > 0 ) {
		scopes.push( 'selection' );
	}
	return scopes;
}

/**
 * The scope the dialog starts on: the narrowest one offered (what the member was looking at).
 *
 * @param scopes The scopes offered.
 */
export function defaultExportScope(
	scopes: readonly ExportScope[]
): ExportScope {
	return scopes[ scopes.length - 1 ] ?? 'all';
}

/** Above this many selected ids the download is a form post: its address would grow too long for some servers. */
export const MAX_IDS_IN_LINK = 200;

export interface ExportOptions {
	/** The site's REST root (rest_url(): /wp-json/ or ?rest_route=/). */
	restRoot: string;
	/** The member's REST nonce. */
	nonce: string;
	format: ExportFormat;
	scope: ExportScope;
	/** The list's state (scope 'filter'). */
	filters: ListFilters;
	/** The selected contact ids (scope 'selection'). */
	ids: readonly number[];
}

/**
 * The route's address and what to send it: the format, the filters or the ids, and the nonce.
 *
 * @param options What to download.
 */
function exportArgs( options: ExportOptions ): {
	route: string;
	args: Record< string, unknown >;
} {
	const { restRoot, nonce, format, scope, filters, ids } = options;
	const args: Record< string, unknown > = { format };
	if ( scope === 'filter' ) {
		const { page, per_page: perPage, ...query } = toListQuery( filters );
		void page;
		void perPage;
		Object.assign( args, query );
	} else if ( scope === 'selection' ) {
		// One comma-separated value (WordPress reads it as a list): a short address.
		args.ids = ids.join( ',' );
	}
	args._wpnonce = nonce;
	return { route: prismRoute( restRoot, 'prism/v1/export' ), args };
}

/**
 * The download's address (a plain link: the nonce is in it).
 *
 * @param options What to download.
 */
export function exportUrl( options: ExportOptions ): string {
	const { route, args } = exportArgs( options );
	return addQueryArgs( route, args );
}

/**
 * How the browser asks for the download: a link, or, for a selection too long for an address, a form post of the
 * same fields (the route takes both).
 *
 * @param options What to download.
 */
export function exportRequest(
	options: ExportOptions
):
	| { method: 'get'; href: string }
	| { method: 'post'; action: string; fields: Record< string, string > } {
	if (
		options.scope !== 'selection' ||
		options.ids.length <= MAX_IDS_IN_LINK
	) {
		return { method: 'get', href: exportUrl( options ) };
	}
	const { route, args } = exportArgs( options );
	return {
		method: 'post',
		action: route,
		fields: Object.fromEntries(
			Object.entries( args ).map( ( [ key, value ] ) => [
				key,
				String( value ),
			] )
		),
	};
}

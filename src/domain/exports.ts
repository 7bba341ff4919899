/**
 * What the Export dialog downloads: the member's contacts (all of them, the current filter's, or the selected ones)
 * as Google's CSV layout or vCard, from GET prism/v1/export (docs/import.md). The address carries the REST nonce as
 * `_wpnonce`, so a plain link downloads with the member's cookies.
 */
import { addQueryArgs } from '@wordpress/url';
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

/**
 * The download's address.
 *
 * @param options          What to download.
 * @param options.restRoot The site's REST root (rest_url(): /wp-json/ or ?rest_route=/).
 * @param options.nonce    The member's REST nonce.
 * @param options.format   csv or vcard.
 * @param options.scope    Which contacts.
 * @param options.filters  The list's state (scope 'filter').
 * @param options.ids      The selected contact ids (scope 'selection').
 */
export function exportUrl( options: {
	restRoot: string;
	nonce: string;
	format: ExportFormat;
	scope: ExportScope;
	filters: ListFilters;
	ids: readonly number[];
} ): string {
	const { restRoot, nonce, format, scope, filters, ids } = options;
	const args: Record< string, unknown > = { format };
	if ( scope === 'filter' ) {
		const { page, per_page: perPage, ...query } = toListQuery( filters );
		void page;
		void perPage;
		Object.assign( args, query );
	} else if ( scope === 'selection' ) {
		// One comma-separated value (WordPress reads it as a list): a thousand ids stay a short address.
		args.ids = ids.join( ',' );
	}
	args._wpnonce = nonce;
	const root = restRoot.endsWith( '/' ) ? restRoot : `${ restRoot }/`;
	return addQueryArgs( `${ root }prism/v1/export`, args );
}

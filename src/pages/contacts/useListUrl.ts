import { useCallback, useEffect, useState } from 'react';
import {
	filtersFromSearch,
	filtersToSearch,
	lastPage,
	withPage,
} from '../../domain/listFilters';
import type { ListFilters } from '../../domain/listFilters';

/**
 * The list state, kept in the page URL: read on load, written with pushState (or replaceState) as it changes, and
 * read again on back/forward, so shared links and the browser's history work.
 */
export function useListUrl(): {
	filters: ListFilters;
	navigate: ( next: ListFilters, options?: { replace?: boolean } ) => void;
} {
	const [ filters, setFilters ] = useState< ListFilters >( () =>
		filtersFromSearch( window.location.search )
	);

	useEffect( () => {
		const onPop = () =>
			setFilters( filtersFromSearch( window.location.search ) );
		window.addEventListener( 'popstate', onPop );
		return () => window.removeEventListener( 'popstate', onPop );
	}, [] );

	const navigate = useCallback(
		( next: ListFilters, { replace = false } = {} ) => {
			setFilters( next );
			const { pathname, search, hash } = window.location;
			const nextSearch = filtersToSearch( next, search );
			if ( nextSearch !== search ) {
				const url = `${ pathname }${ nextSearch }${ hash }`;
				if ( replace ) {
					window.history.replaceState(
						window.history.state,
						'',
						url
					);
				} else {
					window.history.pushState( null, '', url );
				}
			}
		},
		[]
	);

	return { filters, navigate };
}

/**
 * Whether the page was opened to add a contact (?add=1, the dashboard's Add Contact link). The parameter is
 * taken out of the URL at once, so the Add Contact form returns here, not to a page that opens the form again.
 */
export function takeAddFlag(): boolean {
	return takeFlag( 'add' );
}

/**
 * Whether the page was opened to import contacts (?import=1, the dashboard's Import Contacts quick link); taken
 * out of the URL like ?add=1.
 */
export function takeImportFlag(): boolean {
	return takeFlag( 'import' );
}

/**
 * Reads a one-time flag parameter (anything but '0' means yes) and takes it out of the URL.
 *
 * @param name Parameter name.
 */
function takeFlag( name: string ): boolean {
	const value = takeParam( name );
	return value !== null && value !== '0';
}

/**
 * Takes a one-time parameter out of the page's URL (a reload should not act on it again) and answers its value,
 * or null when the URL does not have it.
 *
 * @param name Parameter name.
 */
export function takeParam( name: string ): string | null {
	const params = new URLSearchParams( window.location.search );
	if ( ! params.has( name ) ) {
		return null;
	}
	const value = params.get( name );
	params.delete( name );
	const search = params.toString();
	const { pathname, hash } = window.location;
	window.history.replaceState(
		window.history.state,
		'',
		`${ pathname }${ search ? `?${ search }` : '' }${ hash }`
	);
	return value;
}

/**
 * A page past the end (a shared link, or after deleting the last rows of the last page) shows the last page.
 *
 * @param filters        The list state.
 * @param navigate       Changes it.
 * @param list           The list's data hook.
 * @param list.data      The page the server answered.
 * @param list.isLoading Whether a newer one is loading.
 */
export function useStayInRange(
	filters: ListFilters,
	navigate: ( next: ListFilters, options?: { replace?: boolean } ) => void,
	list: {
		data: { items: unknown[]; total: number } | undefined;
		isLoading: boolean;
	}
) {
	const { data, isLoading } = list;
	useEffect( () => {
		if (
			data &&
			! isLoading &&
			data.items.length === 0 &&
			data.total > 0 &&
			filters.page > lastPage( data.total )
		) {
			navigate( withPage( filters, lastPage( data.total ) ), {
				replace: true,
			} );
		}
	}, [ data, isLoading, filters, navigate ] );
}

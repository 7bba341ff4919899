import { useCallback, useEffect, useRef } from 'react';
import { getContact, getContactPage } from '../../api/client';
import { TAGS } from '../../api/tags';
import type { Contact } from '../../api/types';
import { useInvalidation } from '../../api/useResource';
import { toListQuery } from '../../domain/listFilters';
import type { ListFilters } from '../../domain/listFilters';

const BATCH = 100;

/**
 * The contacts a bulk action needs, by id. A selection can span pages, so the contacts of every page the member
 * has seen are remembered; any others are read from the filtered list 100 at a time (a selection is always part
 * of the current list), and one by one as a last resort. What is remembered is forgotten whenever contacts
 * change on the server (the client invalidates TAGS.contacts).
 *
 * @param wordpressId Member id.
 * @param shown       The rows on screen, remembered as they arrive.
 */
export function useContactLookup(
	wordpressId: number,
	shown: readonly Contact[] | undefined
) {
	const known = useRef( new Map< number, Contact >() );

	const remember = useCallback( ( contacts: readonly Contact[] ) => {
		for ( const contact of contacts ) {
			known.current.set( contact.id, contact );
		}
	}, [] );

	useInvalidation( [ TAGS.contacts ], () => known.current.clear() );

	useEffect( () => {
		if ( shown ) {
			remember( shown );
		}
	}, [ shown, remember ] );

	const resolve = useCallback(
		async (
			ids: readonly number[],
			filters: ListFilters
		): Promise< Contact[] > => {
			const missing = () =>
				ids.filter( ( id ) => ! known.current.has( id ) );
			for (
				let page = 1, pages = 1;
				missing().length > 0 && page <= pages;
				page++
			) {
				const result = await getContactPage(
					wordpressId,
					toListQuery( { ...filters, page }, BATCH )
				);
				remember( result.items );
				pages = result.totalPages;
			}
			const stragglers = missing();
			if ( stragglers.length > 0 ) {
				remember(
					await Promise.all(
						stragglers.map( ( id ) => getContact( id ) )
					)
				);
			}
			return ids
				.map( ( id ) => known.current.get( id ) )
				.filter( ( c ): c is Contact => Boolean( c ) );
		},
		[ wordpressId, remember ]
	);

	return { resolve };
}

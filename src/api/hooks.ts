/**
 * The named data hooks: one per resource a page reads, each a function of ./client.ts with the tags it reads.
 * Each returns { data, isLoading, error, reload, setData } (see ./useResource.ts) and loads again by itself when
 * a write through ./client.ts changes one of its tags. A new resource gets its client function and type, its tag
 * in ./tags.ts and a hook here (docs/frontend-pattern.md).
 */
import {
	getCategories,
	getContact,
	getContactIds,
	getContactPage,
	getNotes,
	getStageCounts,
} from './client';
import { TAGS, contactTag, notesTag } from './tags';
import type { ContactListQuery } from './types';
import { useResource } from './useResource';

/**
 * One page of the member's filtered contact list.
 *
 * @param wordpressId Member id.
 * @param query       Filters, sort and page (see domain/listFilters.toListQuery).
 */
export const useContactPage = (
	wordpressId: number,
	query: ContactListQuery
) =>
	useResource( {
		key: JSON.stringify( [ wordpressId, query ] ),
		load: () => getContactPage( wordpressId, query ),
		tags: [ TAGS.contacts ],
	} );

/**
 * The ids of every contact the query matches, on all pages, in list order.
 *
 * @param wordpressId Member id.
 * @param query       Filters and sort (the page is ignored), or null while they are not wanted.
 */
export const useContactIds = (
	wordpressId: number,
	query: ContactListQuery | null
) =>
	useResource( {
		key: query && JSON.stringify( [ wordpressId, query ] ),
		load: () => getContactIds( wordpressId, query ?? {} ),
		tags: [ TAGS.contacts ],
	} );

/**
 * One contact with every field.
 *
 * @param contactId Contact id.
 */
export const useContact = ( contactId: number ) =>
	useResource( {
		// No contact id (a detail page opened without one): nothing to load.
		key: contactId > 0 ? String( contactId ) : null,
		load: () => getContact( contactId ),
		tags: [ contactTag( contactId ) ],
	} );

/**
 * The member's categories, each with how many contacts have it.
 *
 * @param wordpressId Member id.
 */
export const useCategories = ( wordpressId: number ) =>
	useResource( {
		key: String( wordpressId ),
		load: () => getCategories( wordpressId ),
		tags: [ TAGS.categories ],
	} );

/**
 * The networking process counts of all the member's contacts.
 *
 * @param wordpressId Member id.
 */
export const useStageCounts = ( wordpressId: number ) =>
	useResource( {
		key: String( wordpressId ),
		load: () => getStageCounts( wordpressId ),
		tags: [ TAGS.stageCounts ],
	} );

/**
 * One contact's notes.
 *
 * @param contactId Contact id.
 */
export const useNotes = ( contactId: number ) =>
	useResource( {
		key: String( contactId ),
		load: () => getNotes( contactId ),
		tags: [ notesTag( contactId ) ],
	} );

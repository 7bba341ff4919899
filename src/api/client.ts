/**
 * The one typed client for PRISM's REST routes. Every page talks to the server through these functions; pages
 * read through the data hooks of ./hooks.ts. Every write names the tags it changes, and invalidates them once the
 * server has answered, so every mounted hook that reads one of them loads again (./invalidation.ts).
 */
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';
import { toApiError } from './errors';
import { invalidate } from './invalidation';
import { TAGS, notesTag } from './tags';
import type { Tag } from './tags';
import type {
	Category,
	Contact,
	ContactListQuery,
	ContactPage,
	Note,
	NoteSummary,
	StageCounts,
} from './types';

const NS = 'prism/v1';

let configured = false;

/**
 * Points apiFetch at this site's REST root and sends the member's nonce with every call. Safe to call from every
 * island on a page: only the first call configures.
 *
 * @param restRoot Site REST root (rest_url()).
 * @param nonce    wp_rest nonce.
 */
export function configureApi( restRoot: string, nonce: string ): void {
	if ( configured ) {
		return;
	}
	configured = true;
	apiFetch.use( apiFetch.createRootURLMiddleware( restRoot ) );
	apiFetch.use( apiFetch.createNonceMiddleware( nonce ) );
}

async function call< T >( options: {
	path: string;
	method?: string;
	data?: object;
} ): Promise< T > {
	try {
		return await apiFetch< T >( options );
	} catch ( error ) {
		throw toApiError( error );
	}
}

export { toApiError };

const get = < T >( path: string ) => call< T >( { path: `${ NS }/${ path }` } );

/**
 * A write: sends it, then announces what it changed.
 *
 * @param method  HTTP method.
 * @param path    Route under prism/v1.
 * @param data    JSON body.
 * @param changes Tags of what the write changes.
 */
async function send< T >(
	method: 'POST' | 'DELETE',
	path: string,
	data: object,
	changes: readonly Tag[]
): Promise< T > {
	const answer = await call< T >( {
		path: `${ NS }/${ path }`,
		method,
		data,
	} );
	invalidate( changes );
	return answer;
}

/** What merging or deleting contacts changes: the lists, the category counts and the process counts. */
const CONTACTS_GONE = [ TAGS.contacts, TAGS.categories, TAGS.stageCounts ];
/** What a change to categories changes: the categories and the contacts that show them. */
const CATEGORIES_CHANGED = [ TAGS.categories, TAGS.contacts ];

/* Contacts */

export const getContacts = ( wordpressId: number ) =>
	get< Contact[] >( `contacts/${ wordpressId }` );

export const getContact = ( contactId: number ) =>
	get< Contact >( `contact-detail/${ contactId }` );

/**
 * One page of the filtered contact list.
 *
 * @param wordpressId Member id.
 * @param query       Filters, sort and page.
 */
export async function getContactPage(
	wordpressId: number,
	query: ContactListQuery
): Promise< ContactPage > {
	try {
		const response = await apiFetch< Response, false >( {
			path: addQueryArgs( `${ NS }/contact-list/${ wordpressId }`, {
				...query,
			} ),
			parse: false,
		} );
		const items = ( await response.json() ) as Contact[];
		return {
			items,
			total: Number(
				response.headers.get( 'X-WP-Total' ) ?? items.length
			),
			totalPages: Number(
				response.headers.get( 'X-WP-TotalPages' ) ?? 1
			),
		};
	} catch ( error ) {
		if ( error instanceof Response ) {
			throw toApiError( await error.json().catch( () => null ) );
		}
		throw toApiError( error );
	}
}

export const getContactIds = ( wordpressId: number, query: ContactListQuery ) =>
	get< number[] >(
		addQueryArgs( `contact-list-ids/${ wordpressId }`, {
			...query,
			page: undefined,
			per_page: undefined,
		} )
	);

export const getStageCounts = ( wordpressId: number ) =>
	get< StageCounts[] >( `networking-stages-status/${ wordpressId }` ).then(
		( list ) => list[ 0 ]
	);

export const deleteContacts = ( wordpressId: number, idList: number[] ) =>
	send< { deleted: number; idList: number[] } >(
		'DELETE',
		'delete-contact',
		{ idList, wordpressId },
		CONTACTS_GONE
	);

export const mergeContacts = (
	wordpressId: number,
	idList: [ number, number ]
) =>
	send< Contact[] >(
		'POST',
		'collide-and-merge',
		{ idList, wordpressId },
		// The survivor takes the other contact's notes.
		[ ...CONTACTS_GONE, TAGS.notes ]
	);

/* Categories */

export const getCategories = ( wordpressId: number ) =>
	get< Category[] >( `categories/${ wordpressId }` );

export const addCategory = ( wordpressId: number, name: string ) =>
	send< Category[] >( 'POST', 'add-category', { name, wordpressId }, [
		TAGS.categories,
	] );

export const editCategory = ( wordpressId: number, id: number, name: string ) =>
	send< Category[] >(
		'POST',
		'edit-category',
		{ id, name, wordpressId },
		CATEGORIES_CHANGED
	);

export const deleteCategory = ( wordpressId: number, id: number ) =>
	send< Category[] >(
		'DELETE',
		'delete-category',
		{ id, wordpressId },
		CATEGORIES_CHANGED
	);

/**
 * Applies a tri-state category map (1 add, 0 leave, -1 remove) to contacts.
 *
 * @param wordpressId Member id.
 * @param categories  Category id => state.
 * @param contacts    Contact ids.
 */
export const applyCategories = (
	wordpressId: number,
	categories: Record< number, 1 | 0 | -1 >,
	contacts: number[]
) =>
	send< Contact[] >(
		'POST',
		'apply-categories',
		{ categories, contacts, wordpressId },
		CATEGORIES_CHANGED
	);

/* Notes */

export const getNotes = ( contactId: number ) =>
	get< Note[] >( `notes/${ contactId }` );

export const getAllNotes = ( wordpressId: number ) =>
	get< NoteSummary[] >( `all-notes/${ wordpressId }` );

export const createNote = (
	wordpressId: number,
	contactId: number,
	note: string,
	stageId: number | null = null
) =>
	send< Note[] >(
		'POST',
		'create-note',
		{ contactId, wordpressId, note, stageId },
		[ notesTag( contactId ) ]
	);

export const updateNote = (
	wordpressId: number,
	id: number,
	contactId: number,
	note: string
) =>
	send< Note[] >(
		'POST',
		'update-note',
		{ id, contactId, note, wordpressId },
		[ notesTag( contactId ) ]
	);

export const deleteNote = (
	wordpressId: number,
	id: number,
	contactId: number
) =>
	send< Note[] >( 'DELETE', 'delete-note', { id, contactId, wordpressId }, [
		notesTag( contactId ),
	] );

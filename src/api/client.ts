/**
 * The one typed client for PRISM's REST routes. Every page talks to the server through these functions.
 */
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';
import type {
	ApiError,
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

/**
 * Turns whatever a failed call threw into a message a member can read.
 *
 * @param error What apiFetch threw.
 */
export function toApiError( error: unknown ): ApiError {
	if ( error && typeof error === 'object' ) {
		const e = error as {
			code?: string;
			message?: string;
			data?: { status?: number };
		};
		if ( e.code === 'rest_cookie_invalid_nonce' ) {
			return {
				code: e.code,
				message:
					'Your session has expired. Reload the page and try again.',
				status: 403,
			};
		}
		if ( e.code === 'fetch_error' ) {
			return {
				code: e.code,
				message:
					'Could not reach the site. Check your connection and try again.',
			};
		}
		if ( e.code === 'internal_server_error' ) {
			// WordPress's fatal-error answer carries an HTML message meant for a browser page, not for a notice.
			return {
				code: e.code,
				message: 'The site ran into a problem. Please try again.',
				status: e.data?.status ?? 500,
			};
		}
		if ( e.code === 'invalid_json' ) {
			return {
				code: e.code,
				message:
					'The site sent an unexpected answer. Please try again.',
			};
		}
		if ( e.message ) {
			return {
				code: e.code ?? 'error',
				message: e.message,
				status: e.data?.status,
			};
		}
	}
	return {
		code: 'error',
		message: 'Something went wrong. Please try again.',
	};
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

const get = < T >( path: string ) => call< T >( { path: `${ NS }/${ path }` } );
const send = < T >( method: 'POST' | 'DELETE', path: string, data: object ) =>
	call< T >( { path: `${ NS }/${ path }`, method, data } );

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
	send< { deleted: number; idList: number[] } >( 'DELETE', 'delete-contact', {
		idList,
		wordpressId,
	} );

export const mergeContacts = (
	wordpressId: number,
	idList: [ number, number ]
) => send< Contact[] >( 'POST', 'collide-and-merge', { idList, wordpressId } );

/* Categories */

export const getCategories = ( wordpressId: number ) =>
	get< Category[] >( `categories/${ wordpressId }` );

export const addCategory = ( wordpressId: number, name: string ) =>
	send< Category[] >( 'POST', 'add-category', { name, wordpressId } );

export const editCategory = ( wordpressId: number, id: number, name: string ) =>
	send< Category[] >( 'POST', 'edit-category', { id, name, wordpressId } );

export const deleteCategory = ( wordpressId: number, id: number ) =>
	send< Category[] >( 'DELETE', 'delete-category', { id, wordpressId } );

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
	send< Contact[] >( 'POST', 'apply-categories', {
		categories,
		contacts,
		wordpressId,
	} );

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
	send< Note[] >( 'POST', 'create-note', {
		contactId,
		wordpressId,
		note,
		stageId,
	} );

export const updateNote = (
	wordpressId: number,
	id: number,
	contactId: number,
	note: string
) =>
	send< Note[] >( 'POST', 'update-note', {
		id,
		contactId,
		note,
		wordpressId,
	} );

export const deleteNote = (
	wordpressId: number,
	id: number,
	contactId: number
) => send< Note[] >( 'DELETE', 'delete-note', { id, contactId, wordpressId } );

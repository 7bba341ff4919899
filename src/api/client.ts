/**
 * The one typed client for PRISM's REST routes. Every page talks to the server through these functions; pages
 * read through the data hooks of ./hooks.ts. Every write names the tags it changes, and invalidates them once the
 * server has answered, so every mounted hook that reads one of them loads again (./invalidation.ts).
 */
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';
import { __ } from '@wordpress/i18n';
import { photoAddress } from '../domain/photos';
import { ApiError, toApiError } from './errors';
import { invalidate } from './invalidation';
import type { HeaderOf, Preload } from './preload';
import { CONTACT_DATA, TAGS, contactMentoringTag } from './tags';
import type { Tag } from './tags';
import type {
	Article,
	ArticlePage,
	ArticleQuery,
	BulkContactsAction,
	BulkContactsChange,
	CalendarFeedUrl,
	Category,
	Collision,
	CollisionPage,
	CollisionWithContacts,
	Contact,
	ContactListQuery,
	ContactMatch,
	ContactMatchQuery,
	ContactPage,
	ContactStateChange,
	EventWithContact,
	FollowupWithContact,
	FollowupsDue,
	ImportMatch,
	ImportMatchOutcome,
	ImportMatchPage,
	ImportReport,
	ImportSource,
	JobStatus,
	MentoringRole,
	MentoringSeries,
	Mentorship,
	MentorshipDetail,
	MergedContact,
	Photo,
	PhotoSize,
	ProcessAnswer,
	ProcessObject,
	ProcessSaveAnswer,
	ReachOutList,
	ReminderEmailSettings,
	Restore,
	Series,
	StageCounts,
	WeeklyProgress,
} from './types';

const NS = 'prism/v1';

/** The site's REST root and the member's nonce, set once by configureApi (a photo's address names both). */
let site: { root: string; nonce: string } | null = null;

/**
 * Points apiFetch at this site's REST root and sends the member's nonce with every call. Safe to call from every
 * island on a page: only the first call configures.
 *
 * @param restRoot Site REST root (rest_url()).
 * @param nonce    wp_rest nonce.
 */
export function configureApi( restRoot: string, nonce: string ): void {
	if ( site ) {
		return;
	}
	site = { root: restRoot, nonce };
	apiFetch.use( apiFetch.createRootURLMiddleware( restRoot ) );
	apiFetch.use( apiFetch.createNonceMiddleware( nonce ) );
}

/**
 * The address of a contact's photo image, for an `<img>` (see photoAddress: its version, and the nonce in the
 * address).
 *
 * @param contactId The contact.
 * @param photo     Its photo.
 * @param size      The photo, or its small square.
 */
export const photoUrl = (
	contactId: number,
	photo: Pick< Photo, 'version' >,
	size: PhotoSize
): string =>
	photoAddress(
		site?.root ?? '/wp-json/',
		site?.nonce ?? '',
		contactId,
		photo,
		size
	);

async function call< T >( options: {
	path: string;
	method?: string;
	data?: object;
	body?: FormData;
} ): Promise< T > {
	try {
		return await apiFetch< T >( options );
	} catch ( error ) {
		throw toApiError( error );
	}
}

export { toApiError };

/**
 * A read of a route under prism/v1 whose answer needs no header (shared with the client modules that live beside
 * their resource, such as components/interactions/api.ts).
 *
 * @param path Route under prism/v1.
 */
export const get = < T >( path: string ) =>
	call< T >( { path: `${ NS }/${ path }` } );

/**
 * A page of a paged route: its items and the totals WordPress sends in the X-WP-Total and X-WP-TotalPages headers.
 *
 * @param items  The answer's body.
 * @param header Reads one of its headers.
 */
function pageFrom< T >(
	items: T[],
	header: HeaderOf
): { items: T[]; total: number; totalPages: number } {
	return {
		items,
		total: Number( header( 'X-WP-Total' ) ?? items.length ),
		totalPages: Number( header( 'X-WP-TotalPages' ) ?? 1 ),
	};
}

/**
 * The due follow-ups with how many are overdue in all (X-Prism-Overdue-Total; counted from the items without it).
 *
 * @param items  The answer's body.
 * @param header Reads one of its headers.
 */
function followupsDueFrom(
	items: FollowupWithContact[],
	header: HeaderOf
): FollowupsDue {
	const total = header( 'X-Prism-Overdue-Total' );
	return {
		items,
		overdueTotal:
			total === null
				? items.filter( ( item ) => item.followup.overdue ).length
				: Number( total ),
	};
}

/** The answer as it comes. */
const asIs =
	< T >() =>
	( body: unknown ): T =>
		body as T;

/**
 * The GET requests whose first answer a page may bring with it (the first screens of the contact list, the dashboard
 * and a contact; see ./preload.ts and includes/Pages/Page_Data.php): each one's path under the REST root and how its
 * answer is shaped. The functions below read them over the network; the data hooks take the page's answer first.
 */
export const preloadable = {
	contactPage: (
		wordpressId: number,
		query: ContactListQuery
	): Preload< ContactPage > => ( {
		path: addQueryArgs( `${ NS }/contact-list/${ wordpressId }`, {
			...query,
		} ),
		shape: ( body, header ) => pageFrom( body as Contact[], header ),
	} ),
	contact: ( contactId: number ): Preload< Contact > => ( {
		path: `${ NS }/contact-detail/${ contactId }`,
		shape: asIs(),
	} ),
	categories: ( wordpressId: number ): Preload< Category[] > => ( {
		path: `${ NS }/categories/${ wordpressId }`,
		shape: asIs(),
	} ),
	stageCounts: (
		wordpressId: number
	): Preload< StageCounts | undefined > => ( {
		path: `${ NS }/networking-stages-status/${ wordpressId }`,
		shape: ( body ) => ( body as StageCounts[] )[ 0 ],
	} ),
	importSourceCounts: (
		wordpressId: number
	): Preload< Record< ImportSource, number > > => ( {
		path: `${ NS }/import-source-counts/${ wordpressId }`,
		shape: asIs(),
	} ),
	collisions: ( wordpressId: number ): Preload< Collision[] > => ( {
		path: `${ NS }/collisions/${ wordpressId }`,
		shape: asIs(),
	} ),
	articlePage: (
		wordpressId: number,
		query: ArticleQuery
	): Preload< ArticlePage > => ( {
		path: addQueryArgs( `${ NS }/articles/${ wordpressId }`, {
			...query,
		} ),
		shape: ( body, header ) => pageFrom( body as Article[], header ),
	} ),
	followupsDue: (
		wordpressId: number,
		date?: string
	): Preload< FollowupsDue > => ( {
		path: addQueryArgs(
			`${ NS }/followups-with-contacts/${ wordpressId }`,
			{
				date,
			}
		),
		shape: ( body, header ) =>
			followupsDueFrom( body as FollowupWithContact[], header ),
	} ),
	eventsOn: (
		wordpressId: number,
		date?: string
	): Preload< EventWithContact[] > => ( {
		path: addQueryArgs( `${ NS }/events-with-contacts/${ wordpressId }`, {
			date,
		} ),
		shape: asIs(),
	} ),
	reachOut: ( wordpressId: number ): Preload< ReachOutList > => ( {
		path: `${ NS }/reach-out/${ wordpressId }`,
		shape: asIs(),
	} ),
	weeklyProgress: ( wordpressId: number ): Preload< WeeklyProgress > => ( {
		path: `${ NS }/networking-progress/${ wordpressId }`,
		shape: asIs(),
	} ),
};

/**
 * Reads a request whose answer needs no header: apiFetch parses it (and renews an expired nonce and asks again).
 *
 * @param request Path and shape.
 */
const read = async < T >( request: Preload< T > ): Promise< T > =>
	request.shape(
		await call< unknown >( { path: request.path } ),
		() => null
	);

/**
 * Reads a request whose answer carries figures in its headers (a page's totals).
 *
 * @param request Path and shape.
 */
export async function readWithHeaders< T >(
	request: Preload< T >
): Promise< T > {
	try {
		const response = await apiFetch< Response, false >( {
			path: request.path,
			parse: false,
		} );
		return request.shape( await response.json(), ( name ) =>
			response.headers.get( name )
		);
	} catch ( error ) {
		if ( error instanceof Response ) {
			throw toApiError( await error.json().catch( () => null ) );
		}
		throw toApiError( error );
	}
}

/**
 * A write: sends it, then announces what it changed.
 *
 * @param method  HTTP method.
 * @param path    Route under prism/v1.
 * @param data    JSON body, or a form (a file upload) sent as it is.
 * @param changes Tags of what the write changes.
 */
export async function send< T >(
	method: 'POST' | 'DELETE',
	path: string,
	data: object,
	changes: readonly Tag[]
): Promise< T > {
	const answer = await call< T >( {
		path: `${ NS }/${ path }`,
		method,
		...( data instanceof FormData ? { body: data } : { data } ),
	} );
	invalidate( changes );
	return answer;
}

/**
 * What a change to categories changes: the categories and the contacts that show them, and the contacts due to reach
 * out (a contact that joins or leaves a category with a cadence has its day to reach out by worked out again).
 */
const CATEGORIES_CHANGED = [ TAGS.categories, TAGS.contacts, TAGS.reachOut ];

/* Contacts */

export const getContacts = ( wordpressId: number ) =>
	get< Contact[] >( `contacts/${ wordpressId }` );

export const getContact = ( contactId: number ) =>
	read( preloadable.contact( contactId ) );

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
	return readWithHeaders( preloadable.contactPage( wordpressId, query ) );
}

export const getContactIds = ( wordpressId: number, query: ContactListQuery ) =>
	get< number[] >(
		addQueryArgs( `contact-list-ids/${ wordpressId }`, {
			...query,
			page: undefined,
			per_page: undefined,
		} )
	);

/**
 * How many of the member's contacts carry each import source (spec 9: import source counts).
 * @param wordpressId
 */
export const getImportSourceCounts = ( wordpressId: number ) =>
	read( preloadable.importSourceCounts( wordpressId ) );

export const getStageCounts = ( wordpressId: number ) =>
	read( preloadable.stageCounts( wordpressId ) );

/**
 * The member's contacts that already hold an email address or phone number being typed into the contact form.
 *
 * @param wordpressId Member id.
 * @param query       Whole emails and phone numbers, at most three of each.
 */
export const getContactMatches = (
	wordpressId: number,
	query: ContactMatchQuery
) =>
	get< ContactMatch[] >(
		addQueryArgs( `contact-matches/${ wordpressId }`, { ...query } )
	);

export const deleteContacts = ( wordpressId: number, idList: number[] ) =>
	send< { deleted: number; idList: number[] } >(
		'DELETE',
		'delete-contact',
		{ idList, wordpressId },
		[ CONTACT_DATA ]
	);

export const mergeContacts = (
	wordpressId: number,
	idList: [ number, number ]
) =>
	send< Contact[] >(
		'POST',
		'collide-and-merge',
		{ idList, wordpressId },
		// The survivor takes everything the other contact had.
		[ CONTACT_DATA ]
	);

/**
 * What archiving, restoring or marking a contact deceased changes (docs/architecture.md, "Archive, and deceased"):
 * every reader of contacts (the list and its ids, the contact's page, Today and the calendar, which leave archived
 * contacts and deceased contacts' birthdays out), the counts of the categories and of the networking stages, the
 * contacts due to reach out and the duplicate suggestions. Not the contact's notes, interactions, events or
 * follow-ups themselves, nor the weekly progress (work done on a contact archived since still counts).
 */
const CONTACT_STATE_CHANGED = [
	TAGS.contacts,
	TAGS.categories,
	TAGS.stageCounts,
	TAGS.reachOut,
	TAGS.collisions,
];

/**
 * Archives or restores a contact, or marks it deceased or not (one or both); answers the whole contact with its new
 * state, as contact-detail does. A contact that is not the member's answers 404 `prism_contact_not_found`.
 *
 * @param contactId Contact id.
 * @param change    The states to set.
 */
export const setContactState = (
	contactId: number,
	change: ContactStateChange
) =>
	send< Contact >(
		'POST',
		`contact-state/${ contactId }`,
		change,
		CONTACT_STATE_CHANGED
	);

/**
 * What a keep-in-touch cadence changes: the day to reach out by of the contacts it applies to (the list's rows, its
 * Keep in touch filter and sort, the contact's page) and the dashboard's 'Due to reach out'.
 */
const CADENCE_CHANGED = [ TAGS.contacts, TAGS.reachOut ];

/**
 * Sets the contact's own keep-in-touch cadence, or clears it (null: its categories' cadence, or MAINTAIN's, applies
 * again); answers the whole contact with its day to reach out by worked out again. 400 `prism_invalid` for a number
 * of days outside 1 to 3650; 404 for a contact that is not the member's.
 *
 * @param contactId   Contact id.
 * @param cadenceDays Days, or null to clear it.
 */
export const setContactCadence = (
	contactId: number,
	cadenceDays: number | null
) =>
	send< Contact >(
		'POST',
		`contact-cadence/${ contactId }`,
		{ cadenceDays },
		CADENCE_CHANGED
	);

/* Categories */

export const getCategories = ( wordpressId: number ) =>
	read( preloadable.categories( wordpressId ) );

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
 * Sets a category's keep-in-touch cadence, or clears it (null); answers the member's categories, as edit-category
 * does. The day to reach out by of every contact in it is worked out again. 404 for a category that is not the
 * member's.
 *
 * @param wordpressId Member id.
 * @param id          Category id.
 * @param cadenceDays Days, or null to clear it.
 */
export const setCategoryCadence = (
	wordpressId: number,
	id: number,
	cadenceDays: number | null
) =>
	send< Category[] >(
		'POST',
		'category-cadence',
		{ wordpressId, id, cadenceDays },
		[ TAGS.categories, ...CADENCE_CHANGED ]
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

/* Events */

/**
 * The events that fall on a day (today, site time, by default), each with its contact.
 *
 * @param wordpressId Member id.
 * @param date        YYYY-MM-DD.
 */
export const getEventsOn = ( wordpressId: number, date?: string ) =>
	read( preloadable.eventsOn( wordpressId, date ) );

/* Follow-ups */

/**
 * Follow-ups due on a day (today, site time, by default) and incomplete ones due before it (the 100 most recent),
 * each with its contact, and how many are overdue in all.
 *
 * @param wordpressId Member id.
 * @param date        YYYY-MM-DD.
 */
export async function getFollowupsDue(
	wordpressId: number,
	date?: string
): Promise< FollowupsDue > {
	return readWithHeaders( preloadable.followupsDue( wordpressId, date ) );
}

/* Reminders outside the site */

export const getFeedUrl = ( wordpressId: number ) =>
	get< CalendarFeedUrl >( `ical-feed/${ wordpressId }` );

/**
 * A new secret feed URL; the old one stops working.
 * @param wordpressId
 */
export const renewFeedUrl = ( wordpressId: number ) =>
	send< CalendarFeedUrl >( 'POST', 'ical-feed', { wordpressId }, [
		TAGS.reminders,
	] );

export const getReminderEmail = ( wordpressId: number ) =>
	get< ReminderEmailSettings >( `reminder-email/${ wordpressId }` );

export const setReminderEmail = ( wordpressId: number, enabled: boolean ) =>
	send< ReminderEmailSettings >(
		'POST',
		'reminder-email',
		{ wordpressId, enabled },
		[ TAGS.reminders ]
	);

/**
 * Sends today's reminder email now; answers whether one was sent and a sentence saying so.
 * @param wordpressId
 */
export const sendTestReminderEmail = ( wordpressId: number ) =>
	send< { sent: boolean; message: string } >(
		'POST',
		'reminder-email-test',
		{ wordpressId },
		[]
	);

/* Networking process (docs/networking.md) */

/**
 * The networking series with every stage's guidance.
 *
 * @param wordpressId Member id.
 */
export const getSeries = ( wordpressId: number ) =>
	get< Series >( `networking-series/${ wordpressId }` );

/**
 * A contact's process object (null until first saved) and its id.
 *
 * @param contactId Contact id.
 */
export const getProcess = ( contactId: number ) =>
	get< ProcessAnswer >( `networking-process-object/${ contactId }` );

/**
 * Saves a contact's whole process object. A save over a newer version fails with status 409, whose
 * error.data.current (a ProcessAnswer) holds what is stored now.
 *
 * @param contactId Contact id.
 * @param object    The whole object, with the version it was loaded at.
 */
export const saveProcess = ( contactId: number, object: ProcessObject ) =>
	send< ProcessSaveAnswer >(
		'POST',
		'update-networking-process-object',
		{ id: object.id, obj: object, contactId, version: object.version },
		// Not the process itself: the answer holds the stored object, which the page takes.
		[ TAGS.contacts, TAGS.stageCounts, TAGS.progress, TAGS.reachOut ]
	);

/**
 * Stages completed in the last seven days, per stage, against the goal of 10.
 *
 * @param wordpressId Member id.
 */
export const getWeeklyProgress = ( wordpressId: number ) =>
	read( preloadable.weeklyProgress( wordpressId ) );

/**
 * The contacts whose day to reach out by has come (from a cadence of their own, of a category, or MAINTAIN's), at
 * most 50, the most overdue first, each with its last touch.
 *
 * @param wordpressId Member id.
 */
export const getReachOut = ( wordpressId: number ) =>
	read( preloadable.reachOut( wordpressId ) );

/* Imports (docs/import.md). The upload itself is the Import dialog's form post to admin-post.php. */

/** What a finished import changes: new and updated contacts, with everything that came with them. */
const IMPORTED = [ CONTACT_DATA ];

/**
 * The member's imports of the last 30 days, newest first, dismissed ones included.
 *
 * @param wordpressId Member id.
 */
export const getImportStatus = ( wordpressId: number ) =>
	get< ImportReport[] >( `import-status/${ wordpressId }` );

/**
 * One import, with up to 1,000 of its rejected rows.
 *
 * @param id Import id.
 */
export const getImport = ( id: number ) =>
	get< ImportReport >( `imports/${ id }` );

/**
 * Runs an import's next batches for about two seconds and answers where it is; the open page calls it again and
 * again. The one that answers `done` announces the new contacts.
 *
 * @param id Import id.
 */
export async function runImport( id: number ): Promise< ImportReport > {
	const report = await call< ImportReport >( {
		path: `${ NS }/imports/${ id }/run`,
		method: 'POST',
		data: {},
	} );
	if ( report.state === 'done' ) {
		invalidate( IMPORTED );
	}
	return report;
}

/**
 * One page of an import's report: the rows that shared an email, phone number or profile with a contact, in file
 * order, with which contact each went into or was kept apart from, and why.
 *
 * @param id      Import id.
 * @param page    Page, from 1.
 * @param perPage Rows a page (at most 200).
 * @param outcome Only the rows with this outcome.
 */
export const getImportMatches = (
	id: number,
	page = 1,
	perPage = 50,
	outcome?: ImportMatchOutcome
): Promise< ImportMatchPage > =>
	readWithHeaders( {
		path: addQueryArgs( `${ NS }/imports/${ id }/matches`, {
			page,
			per_page: perPage,
			...( outcome ? { outcome } : {} ),
		} ),
		shape: ( body, header ) => pageFrom( body as ImportMatch[], header ),
	} );

/**
 * Takes back what an imported row added to a contact and makes it a contact of its own; answers the row as the
 * report lists it now (with the new contact). 409 `prism_cannot_separate` when it cannot be (nothing changes).
 *
 * @param id      Import id.
 * @param matchId The report's row.
 */
export const separateImportMatch = ( id: number, matchId: number ) =>
	send< ImportMatch >(
		'POST',
		`imports/${ id }/matches/${ matchId }/separate`,
		{},
		IMPORTED
	);

/**
 * Marks a finished import as seen: the contact list stops showing it.
 *
 * @param id Import id.
 */
export const dismissImport = ( id: number ) =>
	send< ImportReport >( 'POST', `imports/${ id }/dismiss`, {}, [] );

/* Duplicate suggestions and the merge screen (docs/duplicates.md). */

/** What merging a suggested pair changes: the contacts and everything that moved to the survivor, and the pairs. */
const COLLISION_MERGED = [ CONTACT_DATA ];

/**
 * The member's pending duplicate pairs.
 *
 * @param wordpressId Member id.
 */
export const getCollisions = ( wordpressId: number ) =>
	read( preloadable.collisions( wordpressId ) );

/**
 * One page of the member's pending duplicate pairs with both contacts in full, highest score first.
 *
 * @param wordpressId Member id.
 * @param page        Page, from 1.
 * @param perPage     Pairs a page (at most 100).
 */
export async function getCollisionsWithContacts(
	wordpressId: number,
	page = 1,
	perPage = 20
): Promise< CollisionPage > {
	return readWithHeaders( {
		path: addQueryArgs(
			`${ NS }/collisions-with-contacts/${ wordpressId }`,
			{
				page,
				per_page: perPage,
			}
		),
		shape: ( body, header ) => ( {
			...pageFrom( body as CollisionWithContacts[], header ),
			page,
			perPage,
		} ),
	} );
}

/**
 * Merges a suggested pair (losslessly) and answers the merged contact. A pair no longer pending answers 409
 * `prism_collision_stale`.
 *
 * @param collisionId Pair id.
 * @param survivorId  The contact that stays (one of the pair); the primary when left out.
 */
export const mergeCollision = ( collisionId: number, survivorId?: number ) =>
	send< Contact >(
		'POST',
		'merge',
		survivorId ? { collisionId, survivorId } : { collisionId },
		COLLISION_MERGED
	);

/**
 * Dismisses a suggested pair (never suggested again) and answers the pending pairs.
 *
 * @param collisionId Pair id.
 */
export const dismissCollision = ( collisionId: number ) =>
	send< Collision[] >( 'POST', 'dismiss-collision', { collisionId }, [
		TAGS.collisions,
	] );

/**
 * The member's merges, newest first.
 *
 * @param wordpressId Member id.
 */
export const getMergedContacts = ( wordpressId: number ) =>
	get< MergedContact[] >( `merged-contacts/${ wordpressId }` );

/**
 * Starts the full rescan of the member's contacts (or answers the one under way); follow it with runJob().
 *
 * @param wordpressId Member id.
 */
export const startDuplicateScan = ( wordpressId: number ) =>
	send< JobStatus >( 'POST', `duplicate-scan/${ wordpressId }`, {}, [] );

/**
 * Runs one of the member's jobs for about two seconds and answers its status. A finished duplicate scan announces
 * the new suggestions; a job that has finished (done, or failed after changing some rows) announces `changes`, what
 * the caller knows it changes (a bulk action's: bulkChanges()).
 *
 * @param id      Job id.
 * @param changes Tags of what the job changes, announced once it has finished.
 */
export async function runJob(
	id: number,
	changes: readonly Tag[] = []
): Promise< JobStatus > {
	const status = await call< JobStatus >( {
		path: `${ NS }/jobs/${ id }/run`,
		method: 'POST',
		data: {},
	} );
	if ( status.state === 'done' && status.type === 'duplicate_scan' ) {
		invalidate( [ TAGS.collisions ] );
	}
	if ( status.state === 'done' || status.state === 'failed' ) {
		invalidate( changes );
	}
	return status;
}

/**
 * What a bulk action on contacts changes: what the same change on one contact's page names, for every contact.
 * Moving to a stage changes the list's stage and its counts, the weekly progress (stages completed), the contacts due
 * to reach out (MAINTAIN's cadence) and each contact's networking process; a cadence, the day to reach out by; a
 * follow-up, the follow-ups and the contacts due to reach out (a planned follow-up holds off the reminder); archiving,
 * what archiving one contact changes.
 *
 * @param action The bulk action.
 */
export function bulkChanges( action: BulkContactsAction ): readonly Tag[] {
	switch ( action ) {
		case 'process':
			return [
				TAGS.contacts,
				TAGS.stageCounts,
				TAGS.progress,
				TAGS.reachOut,
				TAGS.process,
			];
		case 'cadence':
			return CADENCE_CHANGED;
		case 'followup':
			return [ TAGS.followups, TAGS.reachOut, TAGS.contacts ];
		case 'archive':
			return CONTACT_STATE_CHANGED;
	}
}

/**
 * Starts a bulk action on some of the member's contacts (issue 30, part 5): the server runs it for up to a second and
 * a half and answers the job's status, finished (200) or going on (202); drive the rest with
 * runJob( id, bulkChanges( action ) ). One id that is not the member's answers 404 and changes nothing; a wrong value
 * answers 400 naming its field (stage, cadenceDays, title, desc, date). What the first part changed is announced at
 * once.
 *
 * @param wordpressId Member id.
 * @param idList      The selected contacts.
 * @param change      The action and its values.
 */
export const startBulkContacts = (
	wordpressId: number,
	idList: readonly number[],
	change: BulkContactsChange
) =>
	send< JobStatus >(
		'POST',
		`bulk-contacts/${ wordpressId }`,
		{ ...change, wordpressId, idList },
		bulkChanges( change.action )
	);

/* Mentoring (docs/mentoring.md). */

/**
 * The mentoring series offered, plus the archived ones the member's relationships use.
 *
 * @param wordpressId Member id.
 */
export const getMentoringSeries = ( wordpressId: number ) =>
	get< MentoringSeries[] >( `mentoring-series/${ wordpressId }` );

/**
 * The member's mentoring relationships with their progress, newest first.
 *
 * @param wordpressId Member id.
 */
export const getMentorships = ( wordpressId: number ) =>
	get< Mentorship[] >( `mentorships/${ wordpressId }` );

/**
 * Records that a contact is the member's mentor (role 'mentor') or mentee (role 'mentee') in a series; answers the
 * member's relationships, the new one included.
 *
 * @param wordpressId Member id.
 * @param contactId   The contact.
 * @param seriesId    An offered mentoring series.
 * @param role        The CONTACT's role.
 */
export const createMentorship = (
	wordpressId: number,
	contactId: number,
	seriesId: number,
	role: MentoringRole
) =>
	send< Mentorship[] >(
		'POST',
		'create-mentorship',
		{ wordpressId, contactId, seriesId, role },
		[ TAGS.mentorships, contactMentoringTag( contactId ) ]
	);

/**
 * Ends a relationship (its ticks and notes go with it); answers the member's relationships.
 *
 * @param wordpressId  Member id.
 * @param mentorshipId Relationship.
 * @param contactId    Its contact (whose detail page changes).
 */
export const deleteMentorship = (
	wordpressId: number,
	mentorshipId: number,
	contactId: number
) =>
	send< Mentorship[] >(
		'DELETE',
		'delete-mentorship',
		{ wordpressId, mentorshipId },
		[ TAGS.mentorships, contactMentoringTag( contactId ) ]
	);

/**
 * One contact's relationships in full (series, ticks, notes), newest first.
 *
 * @param contactId Contact id.
 */
export const getContactMentoring = ( contactId: number ) =>
	get< MentorshipDetail[] >( `contact-mentoring/${ contactId }` );

/*
 * The writes below answer the relationship in full, which the detail page takes; they change the dashboard's
 * progress (`mentorships`).
 */

/**
 * Ticks (complete) or unticks a task of a relationship (sent explicitly, so a repeated click changes nothing more).
 *
 * @param mentorshipId Relationship.
 * @param taskId       A task of its series.
 * @param complete     Whether it is done.
 */
export const setMentoringTask = (
	mentorshipId: number,
	taskId: number,
	complete: boolean
) =>
	send< MentorshipDetail >(
		'POST',
		'toggle-mentoring-task',
		{ mentorshipId, taskId, complete },
		[ TAGS.mentorships ]
	);

export const createMentoringNote = (
	mentorshipId: number,
	taskId: number,
	note: string
) =>
	send< MentorshipDetail >(
		'POST',
		'create-mentoring-note',
		{ mentorshipId, taskId, note },
		[ TAGS.mentorships ]
	);

export const updateMentoringNote = (
	mentorshipId: number,
	id: number,
	note: string
) =>
	send< MentorshipDetail >(
		'POST',
		'update-mentoring-note',
		{ id, mentorshipId, note },
		[ TAGS.mentorships ]
	);

export const deleteMentoringNote = ( mentorshipId: number, id: number ) =>
	send< MentorshipDetail >(
		'DELETE',
		'delete-mentoring-note',
		{ id, mentorshipId },
		[ TAGS.mentorships ]
	);

/* Backup and restore (includes/Rest/Backup_Controller.php). The backup itself downloads through a plain link:
   backupUrl() in ../domain/backup.ts. */

/**
 * What a restore changes: everything the member has (contacts and all that hangs off them, categories, articles,
 * mentoring, saved resources, settings); not the admin's series.
 */
export const RESTORED: readonly Tag[] = [
	CONTACT_DATA,
	TAGS.resources,
	TAGS.reminders,
];

/** The code of the error an upload rejects with when it was called off (its `signal` aborted). */
export const UPLOAD_ABORTED = 'prism_upload_aborted';

/**
 * Sends a backup file (POST restores/{wordpressId}, form field `backup`): the server checks it whole and stores it,
 * and answers (201) what it holds and what restoring it will do; nothing is restored yet. A file that is not a whole
 * PRISM backup answers 400 `prism_invalid` with a sentence saying why. Sent with XMLHttpRequest, not apiFetch: fetch
 * cannot tell how much of a large file has gone up.
 *
 * @param wordpressId        Member id.
 * @param file               The backup file (.jsonl.gz, or .jsonl).
 * @param options            Options.
 * @param options.onProgress Called as the file goes up: bytes sent, bytes in all.
 * @param options.signal     Calls the upload off (it then rejects with the code UPLOAD_ABORTED).
 */
export function uploadBackup(
	wordpressId: number,
	file: Blob & { name?: string },
	options: {
		onProgress?: ( sent: number, total: number ) => void;
		signal?: AbortSignal;
	} = {}
): Promise< Restore > {
	const { onProgress, signal } = options;
	const root = site?.root ?? '/wp-json/';
	const url = addQueryArgs(
		`${ root.endsWith( '/' ) ? root : `${ root }/` }${ NS }/restores/${ wordpressId }`,
		// As apiFetch asks: the server's sentences in the member's language.
		{ _locale: 'user' }
	);
	return new Promise< Restore >( ( resolve, reject ) => {
		const aborted = () =>
			new ApiError(
				UPLOAD_ABORTED,
				__( 'The upload was stopped.', 'prism' )
			);
		if ( signal?.aborted ) {
			reject( aborted() );
			return;
		}
		const xhr = new XMLHttpRequest();
		xhr.open( 'POST', url );
		xhr.setRequestHeader( 'X-WP-Nonce', site?.nonce ?? '' );
		xhr.setRequestHeader( 'Accept', 'application/json, */*;q=0.1' );
		xhr.upload.onprogress = ( event ) => {
			if ( event.lengthComputable ) {
				onProgress?.( event.loaded, event.total );
			}
		};
		xhr.onload = () => {
			let body: unknown = null;
			try {
				body = JSON.parse( xhr.responseText );
			} catch {
				body = null;
			}
			if ( xhr.status >= 200 && xhr.status < 300 && body ) {
				resolve( body as Restore );
				return;
			}
			reject(
				toApiError(
					body && typeof body === 'object'
						? body
						: {
								code:
									xhr.status >= 500
										? 'internal_server_error'
										: 'invalid_json',
								status: xhr.status,
							}
				)
			);
		};
		xhr.onerror = () => reject( toApiError( { code: 'fetch_error' } ) );
		xhr.onabort = () => reject( aborted() );
		signal?.addEventListener( 'abort', () => xhr.abort(), { once: true } );
		const form = new FormData();
		form.append( 'backup', file, file.name ?? 'prism-backup.jsonl.gz' );
		xhr.send( form );
	} );
}

/**
 * A stored backup: what it holds and what restoring it will do, its restore's state and progress, and once done
 * what it restored.
 *
 * @param wordpressId Member id.
 * @param id          The stored backup (the id the upload answered).
 */
export const getRestore = ( wordpressId: number, id: number ) =>
	get< Restore >( `restores/${ wordpressId }/${ id }` );

/**
 * Starts restoring a stored backup: answers it with `state: 'running'` and its `jobId`; drive the job with
 * runJob( jobId ) until it ends. 400 when it is no longer waiting to be restored.
 *
 * @param wordpressId Member id.
 * @param id          The stored backup.
 */
export const startRestore = ( wordpressId: number, id: number ) =>
	send< Restore >(
		'POST',
		`restores/${ wordpressId }/${ id }/start`,
		{},
		[]
	);

/**
 * Forgets a stored backup that was not started (the member changed their mind). 400 while it is being restored.
 *
 * @param wordpressId Member id.
 * @param id          The stored backup.
 */
export const forgetRestore = ( wordpressId: number, id: number ) =>
	send< { deleted: boolean; id: number } >(
		'DELETE',
		`restores/${ wordpressId }/${ id }`,
		{},
		[]
	);

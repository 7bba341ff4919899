/**
 * The named data hooks: one per resource a page reads, each a function of ./client.ts with the tags it reads.
 * Each returns { data, isLoading, error, reload, setData } (see ./useResource.ts) and loads again by itself when
 * a write through ./client.ts changes one of its tags. A resource that one part of the front end uses keeps its
 * client functions, types and hook beside that code instead (components/notes/api.ts,
 * components/events-followups/api.ts, components/interactions/api.ts, components/articles/api.ts,
 * pages/resources/api.ts: issue 28's client split by resource), made of the same get/send, tags and useResource.
 * The others are here, among them most of those of what a page's preload brings (`preloadable` in ./client.ts).
 */
import {
	getCategories,
	getCollisions,
	getCollisionsWithContacts,
	getContact,
	getContactIds,
	getContactMatches,
	getContactPage,
	getEventsOn,
	getFeedUrl,
	getFollowupsDue,
	getContactMentoring,
	getImportSourceCounts,
	getMentoringSeries,
	getMentorships,
	getMergedContacts,
	getProcess,
	getReachOut,
	getReminderEmail,
	getSeries,
	getStageCounts,
	getWeeklyProgress,
	preloadable,
} from './client';
import { TAGS, contactMentoringTag, contactTag, processTag } from './tags';
import type { ContactListQuery, ContactMatchQuery } from './types';
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
		preload: preloadable.contactPage( wordpressId, query ),
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
/**
 * The member's contacts that already hold the emails and phone numbers being typed into the contact form. Nothing
 * is asked while the query has no whole value.
 *
 * @param wordpressId Member id.
 * @param query       What to look up (already debounced by the caller).
 */
export const useContactMatches = (
	wordpressId: number,
	query: ContactMatchQuery
) =>
	useResource( {
		key:
			query.email.length + query.phone.length > 0
				? JSON.stringify( [ wordpressId, query ] )
				: null,
		load: () => getContactMatches( wordpressId, query ),
		tags: [ TAGS.contacts ],
	} );

export const useContact = ( contactId: number ) =>
	useResource( {
		// No contact id (a detail page opened without one): nothing to load.
		key: contactId > 0 ? String( contactId ) : null,
		load: () => getContact( contactId ),
		tags: [ contactTag( contactId ) ],
		preload: preloadable.contact( contactId ),
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
		preload: preloadable.categories( wordpressId ),
	} );

/**
 * The first ten of the member's contacts whose name, email, phone, company or notes contain a text, by name (the
 * server searches, so it works at any size of network): pickers that choose contacts.
 *
 * @param wordpressId Member id.
 * @param search      Text to look for ('' for the first ten by name); null loads nothing.
 */
export const useContactSearch = (
	wordpressId: number,
	search: string | null
) =>
	useResource( {
		key: search === null ? null : JSON.stringify( [ wordpressId, search ] ),
		load: () =>
			getContactPage( wordpressId, { q: search ?? '', per_page: 10 } ),
		tags: [ TAGS.contacts ],
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
		preload: preloadable.stageCounts( wordpressId ),
	} );

/**
 * How many of the member's contacts carry each import source. Any change to contacts (an import, a merge, a
 * delete) can change them.
 *
 * @param wordpressId Member id.
 */
export const useImportSourceCounts = ( wordpressId: number ) =>
	useResource( {
		key: String( wordpressId ),
		load: () => getImportSourceCounts( wordpressId ),
		tags: [ TAGS.contacts ],
		preload: preloadable.importSourceCounts( wordpressId ),
	} );

/**
 * Today's events (site time) with their contacts: the dashboard's Today.
 *
 * @param wordpressId Member id.
 */
export const useTodaysEvents = ( wordpressId: number ) =>
	useResource( {
		key: String( wordpressId ),
		load: () => getEventsOn( wordpressId ),
		tags: [ TAGS.events, TAGS.contacts ],
		preload: preloadable.eventsOn( wordpressId ),
	} );

/**
 * Today's follow-ups (site time) and the overdue ones, with their contacts: the dashboard's Today.
 *
 * @param wordpressId Member id.
 */
export const useFollowupsDue = ( wordpressId: number ) =>
	useResource( {
		key: String( wordpressId ),
		load: () => getFollowupsDue( wordpressId ),
		tags: [ TAGS.followups, TAGS.contacts ],
		preload: preloadable.followupsDue( wordpressId ),
	} );

/**
 * The member's private calendar feed URL.
 *
 * @param wordpressId Member id.
 */
export const useFeedUrl = ( wordpressId: number ) =>
	useResource( {
		key: String( wordpressId ),
		load: () => getFeedUrl( wordpressId ),
		tags: [ TAGS.reminders ],
	} );

/**
 * The member's daily reminder email settings.
 *
 * @param wordpressId Member id.
 */
export const useReminderEmail = ( wordpressId: number ) =>
	useResource( {
		key: String( wordpressId ),
		load: () => getReminderEmail( wordpressId ),
		tags: [ TAGS.reminders ],
	} );

/**
 * The networking series with every stage's guidance.
 *
 * @param wordpressId Member id.
 */
export const useSeries = ( wordpressId: number ) =>
	useResource( {
		key: String( wordpressId ),
		load: () => getSeries( wordpressId ),
		tags: [ TAGS.series ],
	} );

/**
 * One contact's networking process object.
 *
 * @param contactId Contact id.
 */
export const useProcess = ( contactId: number ) =>
	useResource( {
		key: contactId > 0 ? String( contactId ) : null,
		load: () => getProcess( contactId ),
		tags: [ processTag( contactId ) ],
	} );

/**
 * Stages completed in the last seven days.
 *
 * @param wordpressId Member id.
 */
export const useWeeklyProgress = ( wordpressId: number ) =>
	useResource( {
		key: String( wordpressId ),
		load: () => getWeeklyProgress( wordpressId ),
		tags: [ TAGS.progress ],
		preload: preloadable.weeklyProgress( wordpressId ),
	} );

/**
 * The contacts due to reach out.
 *
 * @param wordpressId Member id.
 */
export const useReachOut = ( wordpressId: number ) =>
	useResource( {
		key: String( wordpressId ),
		load: () => getReachOut( wordpressId ),
		tags: [ TAGS.reachOut ],
		preload: preloadable.reachOut( wordpressId ),
	} );

/**
 * The member's pending duplicate pairs (ids only).
 *
 * @param wordpressId Member id.
 */
export const useCollisions = ( wordpressId: number ) =>
	useResource( {
		key: String( wordpressId ),
		load: () => getCollisions( wordpressId ),
		tags: [ TAGS.collisions ],
		preload: preloadable.collisions( wordpressId ),
	} );

/**
 * One page of the member's pending duplicate pairs with both contacts in full.
 *
 * @param wordpressId Member id.
 * @param page        Page, from 1; null: none (nothing is loaded).
 * @param perPage     Pairs a page (at most 100).
 */
export const useCollisionsWithContacts = (
	wordpressId: number,
	page: number | null = 1,
	perPage = 20
) =>
	useResource( {
		key:
			page === null
				? null
				: JSON.stringify( [ wordpressId, page, perPage ] ),
		load: () =>
			getCollisionsWithContacts( wordpressId, page ?? 1, perPage ),
		tags: [ TAGS.collisions, TAGS.contacts ],
	} );

/**
 * The member's merges, newest first.
 *
 * @param wordpressId Member id.
 */
export const useMergedContacts = ( wordpressId: number ) =>
	useResource( {
		key: String( wordpressId ),
		load: () => getMergedContacts( wordpressId ),
		tags: [ TAGS.collisions, TAGS.contacts ],
	} );

/**
 * The mentoring series offered, plus the archived ones the member's relationships use.
 *
 * @param wordpressId Member id.
 */
export const useMentoringSeries = ( wordpressId: number ) =>
	useResource( {
		key: String( wordpressId ),
		load: () => getMentoringSeries( wordpressId ),
		tags: [ TAGS.mentoringSeries ],
	} );

/**
 * The member's mentoring relationships with their progress, newest first.
 *
 * @param wordpressId Member id.
 */
export const useMentorships = ( wordpressId: number ) =>
	useResource( {
		key: String( wordpressId ),
		load: () => getMentorships( wordpressId ),
		tags: [ TAGS.mentorships, TAGS.contacts ],
	} );

/**
 * One contact's mentoring relationships in full (series, ticks, notes).
 *
 * @param contactId Contact id.
 */
export const useContactMentoring = ( contactId: number ) =>
	useResource( {
		key: contactId > 0 ? String( contactId ) : null,
		load: () => getContactMentoring( contactId ),
		tags: [ contactMentoringTag( contactId ) ],
	} );

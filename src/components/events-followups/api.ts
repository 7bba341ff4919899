/**
 * The client and data hooks of a contact's events and follow-ups, beside the dialogs that edit them (issue 28 asks for
 * the client split by resource). They go through src/api's fetch helpers, tags and useResource like every other
 * route: reads with `get`, writes with `send` naming the tags they change, so every mounted reader loads again. The
 * reads across contacts (the dashboard's Today and the calendar) stay in src/api/client.ts, whose preload table the
 * pages' first answers come from.
 */
import { get, send } from '../../api/client';
import { TAGS, contactTag, eventsTag, followupsTag } from '../../api/tags';
import { useResource } from '../../api/useResource';
import type { EventInput, Followup, FollowupInput, PrismEvent } from './types';

/* Events */

/**
 * A contact's events.
 *
 * @param contactId Contact id.
 */
export const getEvents = ( contactId: number ) =>
	get< PrismEvent[] >( `events/${ contactId }` );

/**
 * Adds (no id) or changes (an id) an event; answers the contact's events.
 *
 * @param wordpressId Member id.
 * @param contactId   Contact id.
 * @param input       The dialog's values.
 */
export const saveEvent = (
	wordpressId: number,
	contactId: number,
	input: EventInput
) =>
	send< PrismEvent[] >(
		'POST',
		input.id ? 'update-event' : 'create-event',
		{ ...input, contactId, wordpressId },
		[ TAGS.events ]
	);

/**
 * Deletes an event; answers the contact's events.
 *
 * @param id        Event id.
 * @param contactId Contact id.
 */
export const deleteEvent = ( id: number, contactId: number ) =>
	send< PrismEvent[] >( 'POST', 'delete-event', { id, contactId }, [
		TAGS.events,
	] );

/**
 * One contact's events.
 *
 * @param contactId Contact id.
 */
export const useEvents = ( contactId: number ) =>
	useResource( {
		key: contactId > 0 ? String( contactId ) : null,
		load: () => getEvents( contactId ),
		tags: [ eventsTag( contactId ) ],
	} );

/* Follow-ups */

/**
 * A contact's follow-ups.
 *
 * @param contactId Contact id.
 */
export const getFollowups = ( contactId: number ) =>
	get< Followup[] >( `followups/${ contactId }` );

/**
 * Adds (no id) or changes (an id) a follow-up; answers the contact's follow-ups.
 *
 * @param wordpressId Member id.
 * @param contactId   Contact id.
 * @param input       The dialog's values.
 */
export const saveFollowup = (
	wordpressId: number,
	contactId: number,
	input: FollowupInput
) =>
	send< Followup[] >(
		'POST',
		input.id ? 'update-followup' : 'create-followup',
		{ ...input, contactId, wordpressId },
		// Until a planned follow-up's day has passed, the contact is not due to reach out (the follow-up reminds).
		[ TAGS.followups, TAGS.reachOut, contactTag( contactId ) ]
	);

/**
 * Deletes a follow-up; answers the contact's follow-ups.
 *
 * @param id        Follow-up id.
 * @param contactId Contact id.
 */
export const deleteFollowup = ( id: number, contactId: number ) =>
	send< Followup[] >(
		'POST',
		'delete-followup',
		{ id, contactId },
		// A follow-up no longer planned may let the contact be due to reach out sooner.
		[ TAGS.followups, TAGS.reachOut, contactTag( contactId ) ]
	);

/**
 * Sets a follow-up complete or not (sent explicitly, so a repeated click changes nothing more); answers the
 * contact's follow-ups.
 *
 * @param contactId  Contact id.
 * @param followupId Follow-up id.
 * @param complete   Whether it is done.
 */
export const setFollowupComplete = (
	contactId: number,
	followupId: number,
	complete: boolean
) =>
	send< Followup[] >(
		'POST',
		'toggle-followup',
		{ contactId, followupId, complete: complete ? '1' : '0' },
		// Completing one is a touch: the contact's day to reach out by moves on (ticking it off again plans it again).
		[ TAGS.followups, TAGS.reachOut, contactTag( contactId ) ]
	);

/**
 * One contact's follow-ups.
 *
 * @param contactId Contact id.
 */
export const useFollowups = ( contactId: number ) =>
	useResource( {
		key: contactId > 0 ? String( contactId ) : null,
		load: () => getFollowups( contactId ),
		tags: [ followupsTag( contactId ) ],
	} );

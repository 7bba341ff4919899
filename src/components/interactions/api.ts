/**
 * The client and data hook of a contact's interactions, beside the panel that uses them (issue 28 asks for the
 * client split by resource). They go through src/api's fetch helpers, tags and useResource like every other route:
 * reads with `get`, writes with `send` naming the tags they change, so every mounted reader loads again.
 */
import { get, send } from '../../api/client';
import { TAGS, interactionsTag } from '../../api/tags';
import { useResource } from '../../api/useResource';
import type {
	Interaction,
	InteractionChanges,
	InteractionInput,
} from './types';

/**
 * What a write to a contact's interactions changes: its interactions; the contact's "last contacted" day, on its
 * card and in the contact list (and, for a MAINTAIN contact, its keep-in-touch date, which the server moves as it
 * does for a note: so the reach-out list too).
 *
 * @param contactId Contact id.
 */
const changedBy = ( contactId: number ) => [
	interactionsTag( contactId ),
	TAGS.contacts,
	TAGS.reachOut,
];

/**
 * A contact's interactions, newest first (the day, then the latest logged).
 *
 * @param contactId Contact id.
 */
export const getInteractions = ( contactId: number ) =>
	get< Interaction[] >( `interactions/${ contactId }` );

/**
 * Logs an interaction; answers the contact's interactions.
 *
 * @param contactId Contact id.
 * @param input     Kind, day, note ('' for none) and stage (or null).
 */
export const logInteraction = ( contactId: number, input: InteractionInput ) =>
	send< Interaction[] >(
		'POST',
		`interactions/${ contactId }`,
		input,
		changedBy( contactId )
	);

/**
 * Changes an interaction (only the fields given); answers the contact's interactions.
 *
 * @param contactId Contact id.
 * @param id        Interaction id.
 * @param changes   The fields that changed.
 */
export const updateInteraction = (
	contactId: number,
	id: number,
	changes: InteractionChanges
) =>
	send< Interaction[] >(
		'POST',
		`interactions/${ contactId }/${ id }`,
		changes,
		changedBy( contactId )
	);

/**
 * Deletes an interaction; answers the contact's interactions.
 *
 * @param contactId Contact id.
 * @param id        Interaction id.
 */
export const deleteInteraction = ( contactId: number, id: number ) =>
	send< Interaction[] >(
		'DELETE',
		`interactions/${ contactId }/${ id }`,
		{},
		changedBy( contactId )
	);

/**
 * One contact's interactions, newest first.
 *
 * @param contactId Contact id (nothing is loaded without one).
 */
export const useInteractions = ( contactId: number ) =>
	useResource( {
		key: contactId > 0 ? String( contactId ) : null,
		load: () => getInteractions( contactId ),
		tags: [ interactionsTag( contactId ) ],
	} );

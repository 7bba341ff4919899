/**
 * The client and data hook of a contact's notes, beside the panel that uses them (issue 28 asks for the client split
 * by resource). They go through src/api's fetch helpers, tags and useResource like every other route: reads with
 * `get`, writes with `send` naming the tags they change, so every mounted reader loads again.
 */
import { get, send } from '../../api/client';
import { TAGS, contactTag, notesTag } from '../../api/tags';
import { useResource } from '../../api/useResource';
import type { Note, NoteSummary } from './types';

/**
 * A contact's notes.
 *
 * @param contactId Contact id.
 */
export const getNotes = ( contactId: number ) =>
	get< Note[] >( `notes/${ contactId }` );

/**
 * Every note of the member's contacts (id, contact and text).
 *
 * @param wordpressId Member id.
 */
export const getAllNotes = ( wordpressId: number ) =>
	get< NoteSummary[] >( `all-notes/${ wordpressId }` );

/**
 * Adds a note; answers the contact's notes.
 *
 * @param wordpressId Member id.
 * @param contactId   Contact id.
 * @param note        The text, as typed.
 * @param stageId     The networking stage (0-5) it belongs to, or null.
 */
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
		// A note is a touch: the contact's day to reach out by moves on.
		[ notesTag( contactId ), TAGS.reachOut, contactTag( contactId ) ]
	);

/**
 * Changes a note's text (its stage stays); answers the contact's notes.
 *
 * @param wordpressId Member id.
 * @param id          Note id.
 * @param contactId   Contact id.
 * @param note        The new text.
 */
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

/**
 * Deletes a note; answers the contact's notes.
 *
 * @param wordpressId Member id.
 * @param id          Note id.
 * @param contactId   Contact id.
 */
export const deleteNote = (
	wordpressId: number,
	id: number,
	contactId: number
) =>
	send< Note[] >( 'DELETE', 'delete-note', { id, contactId, wordpressId }, [
		notesTag( contactId ),
	] );

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

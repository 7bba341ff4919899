/**
 * Rules for a contact's notes: which note text may be saved, the Search Notes match, the lastUpdated sort and
 * how that date reads.
 */
import { isSameDay, isSameYear, isValid, parseISO, subDays } from 'date-fns';
import { __, sprintf } from '@wordpress/i18n';
import type { Note } from '../components/notes/types';
import { siteLocale } from './locale';

export type NoteOrder = 'asc' | 'desc';

/** Longest note the server keeps, in characters (Notes_Controller::MAX_NOTE; tests/shared/rules.json). */
export const NOTE_MAX = 20000;

/**
 * Whether a note's text is empty or only white space; such a note is not submitted.
 *
 * @param text Note text.
 */
export function isBlankNote( text: string ): boolean {
	return text.trim() === '';
}

/**
 * Notes whose text contains the query, ignoring case. A blank query matches every note.
 *
 * @param notes Notes.
 * @param query What the member typed into Search Notes.
 */
export function searchNotes< T extends Pick< Note, 'note' > >(
	notes: readonly T[],
	query: string
): T[] {
	const needle = query.trim().toLocaleLowerCase();
	if ( needle === '' ) {
		return [ ...notes ];
	}
	return notes.filter( ( note ) =>
		note.note.toLocaleLowerCase().includes( needle )
	);
}

function timeOf( note: Pick< Note, 'lastUpdated' > ): number {
	const time = note.lastUpdated ? Date.parse( note.lastUpdated ) : NaN;
	return Number.isNaN( time ) ? Number.NEGATIVE_INFINITY : time;
}

/**
 * Notes ordered by lastUpdated, oldest first ('asc') or newest first ('desc'). A note without a date counts as
 * the oldest; of notes updated at the same moment, the later written (higher id) counts as newer.
 *
 * @param notes Notes.
 * @param order Direction.
 */
export function sortNotes< T extends Pick< Note, 'id' | 'lastUpdated' > >(
	notes: readonly T[],
	order: NoteOrder
): T[] {
	const direction = order === 'asc' ? 1 : -1;
	return [ ...notes ].sort( ( a, b ) => {
		const ta = timeOf( a );
		const tb = timeOf( b );
		if ( ta !== tb ) {
			return ta < tb ? -direction : direction;
		}
		return ( a.id - b.id ) * direction;
	} );
}

/**
 * The notes of one networking stage, or every note when no stage is given.
 *
 * @param notes   Notes.
 * @param stageId Stage 0-5, or undefined for all notes.
 */
export function notesOfStage< T extends Pick< Note, 'stageId' > >(
	notes: readonly T[],
	stageId?: number
): T[] {
	return stageId === undefined
		? [ ...notes ]
		: notes.filter( ( note ) => note.stageId === stageId );
}

/**
 * What the notes list shows: the stage's notes, matching the search, in the chosen order.
 *
 * @param notes           Notes.
 * @param options         Options.
 * @param options.query   Search text.
 * @param options.order   Sort direction.
 * @param options.stageId Stage filter, or undefined for all notes.
 */
export function visibleNotes< T extends Note >(
	notes: readonly T[],
	{
		query,
		order,
		stageId,
	}: { query: string; order: NoteOrder; stageId?: number }
): T[] {
	return sortNotes(
		searchNotes( notesOfStage( notes, stageId ), query ),
		order
	);
}

/** How a note's last update reads: a short label and the full date for a tooltip. */
export interface NoteDate {
	label: string;
	full: string;
}

/**
 * A note's lastUpdated as a person reads it, in their own time zone and the site's language: 'Today at 2:56 PM',
 * 'Yesterday at 9:05 AM', 'Mar 4 at 10:00 AM' this year, 'Mar 4, 2025' before (in English). Null for a missing or
 * unreadable date.
 *
 * @param iso ISO 8601 date-time.
 * @param now The current time (for tests).
 */
export function formatNoteDate(
	iso: string | null,
	now: Date = new Date()
): NoteDate | null {
	const date = iso ? parseISO( iso ) : null;
	if ( ! date || ! isValid( date ) ) {
		return null;
	}
	const locale = siteLocale();
	const time = new Intl.DateTimeFormat( locale, {
		hour: 'numeric',
		minute: '2-digit',
	} ).format( date );
	let label: string;
	if ( isSameDay( date, now ) ) {
		/* translators: %s: a time of day, e.g. 2:56 PM. */
		label = sprintf( __( 'Today at %s', 'prism' ), time );
	} else if ( isSameDay( date, subDays( now, 1 ) ) ) {
		/* translators: %s: a time of day, e.g. 9:05 AM. */
		label = sprintf( __( 'Yesterday at %s', 'prism' ), time );
	} else if ( isSameYear( date, now ) ) {
		const day = new Intl.DateTimeFormat( locale, {
			month: 'short',
			day: 'numeric',
		} ).format( date );
		label = sprintf(
			/* translators: A note's last update this year. 1: month and day, e.g. Mar 4; 2: time of day, e.g. 10:00 AM. */
			__( '%1$s at %2$s', 'prism' ),
			day,
			time
		);
	} else {
		label = new Intl.DateTimeFormat( locale, {
			month: 'short',
			day: 'numeric',
			year: 'numeric',
		} ).format( date );
	}
	const full = new Intl.DateTimeFormat( locale, {
		dateStyle: 'full',
		timeStyle: 'short',
	} ).format( date );
	return { label, full };
}

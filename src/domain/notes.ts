/**
 * Rules for a contact's notes: which note text may be saved, the Search Notes match and the lastUpdated sort.
 */
import type { Note } from '../api/types';

export type NoteOrder = 'asc' | 'desc';

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
export function searchNotes< T extends Pick< Note, 'note' > >( notes: readonly T[], query: string ): T[] {
	const needle = query.trim().toLocaleLowerCase();
	if ( needle === '' ) {
		return [ ...notes ];
	}
	return notes.filter( ( note ) => note.note.toLocaleLowerCase().includes( needle ) );
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
export function sortNotes< T extends Pick< Note, 'id' | 'lastUpdated' > >( notes: readonly T[], order: NoteOrder ): T[] {
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
export function notesOfStage< T extends Pick< Note, 'stageId' > >( notes: readonly T[], stageId?: number ): T[] {
	return stageId === undefined ? [ ...notes ] : notes.filter( ( note ) => note.stageId === stageId );
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
	{ query, order, stageId }: { query: string; order: NoteOrder; stageId?: number }
): T[] {
	return sortNotes( searchNotes( notesOfStage( notes, stageId ), query ), order );
}

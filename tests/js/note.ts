import type { Note } from '../../src/components/notes/types';

/**
 * A note of contact 7, for tests: written and last changed at `lastUpdated`.
 *
 * @param id          Note id.
 * @param text        Its text.
 * @param lastUpdated When it was written and last changed, or null.
 * @param stageId     The networking stage it was written under, or null.
 */
export const note = (
	id: number,
	text: string,
	lastUpdated: string | null,
	stageId: number | null = null
): Note => ( {
	id,
	contactId: 7,
	note: text,
	stageId,
	createdAt: lastUpdated,
	lastUpdated,
} );

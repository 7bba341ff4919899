/**
 * The REST payloads of a contact's interactions (prism/v1/interactions/{contactId}), as the PHP controller sends
 * them. They live beside the code that uses them (issue 28: the client split by resource).
 */
import type { InteractionKind } from '../../domain/interactions';
import type { InteractionValues } from '../../domain/interactionForm';

export type { InteractionKind };

/** One interaction: a call, meeting, message, email or other contact with someone, on a day. */
export interface Interaction {
	id: number;
	contactId: number;
	kind: InteractionKind;
	/** YYYY-MM-DD, never after today (site time). */
	happenedOn: string;
	/** '' when none; at most 20,000 characters, kept exactly as typed. */
	note: string;
	/** The networking stage (0-5) it belongs to, or null. */
	stageId: number | null;
	createdAt: string;
	lastUpdated: string;
}

/** What logging an interaction sends (POST interactions/{contactId}). */
export type InteractionInput = InteractionValues;

/** What changing an interaction sends (POST interactions/{contactId}/{id}): only the fields that changed. */
export type InteractionChanges = Partial< InteractionValues >;

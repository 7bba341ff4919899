/**
 * What the Log an interaction form (and the edit in place) may send: a kind, a day that is not after today, a note
 * of at most 20,000 characters kept exactly as typed, and a networking stage or none. The server keeps the same
 * rules; these say what is wrong before anything is sent, and what to send.
 */
import { __, sprintf } from '@wordpress/i18n';
import { isIsoDay } from './dates';
import { isInteractionKind } from './interactions';
import type { InteractionKind } from './interactions';
import { formatNumber } from './locale';
import { isStage } from './stages';

/** Longest note the server keeps with an interaction, in characters (Declarations\Interactions::MAX_NOTE). */
export const INTERACTION_NOTE_MAX = 20000;

/** What the Log an interaction form holds while it is being filled in (selects hold text). */
export interface InteractionDraft {
	kind: InteractionKind;
	/** YYYY-MM-DD, or what the date field holds ('' when cleared). */
	happenedOn: string;
	note: string;
	/** '' for no stage, else '0'-'5'. */
	stageId: string;
}

/** What is sent to the server for a new or changed interaction. */
export interface InteractionValues {
	kind: InteractionKind;
	happenedOn: string;
	/** '' when none; kept exactly as typed. */
	note: string;
	stageId: number | null;
}

export type InteractionField = keyof InteractionDraft;

/**
 * A fresh form: a call, today, no note and no stage.
 *
 * @param today YYYY-MM-DD (site time).
 */
export function newInteractionDraft( today: string ): InteractionDraft {
	return { kind: 'call', happenedOn: today, note: '', stageId: '' };
}

/**
 * The form holding an interaction's values (to edit it).
 *
 * @param values The interaction.
 */
export function interactionDraftOf(
	values: InteractionValues
): InteractionDraft {
	return {
		kind: values.kind,
		happenedOn: values.happenedOn,
		note: values.note,
		stageId: values.stageId === null ? '' : String( values.stageId ),
	};
}

/**
 * What is wrong with each field of the form, and the values to send when nothing is. The note is sent exactly as
 * typed (a note of only white space is sent as ''): the server keeps text as the member wrote it.
 *
 * @param draft The form.
 * @param today YYYY-MM-DD (site time): the day may not be after it.
 */
export function interactionDraftProblems(
	draft: InteractionDraft,
	today: string
): {
	problems: Partial< Record< InteractionField, string > >;
	input: InteractionValues | null;
} {
	const problems: Partial< Record< InteractionField, string > > = {};
	if ( ! isInteractionKind( draft.kind ) ) {
		problems.kind = __(
			'Choose what kind of interaction it was.',
			'prism'
		);
	}
	if ( draft.happenedOn.trim() === '' ) {
		problems.happenedOn = __( 'Enter the day it happened.', 'prism' );
	} else if ( ! isIsoDay( draft.happenedOn ) ) {
		problems.happenedOn = __( 'Enter a real date.', 'prism' );
	} else if ( draft.happenedOn > today ) {
		problems.happenedOn = __( 'The day cannot be after today.', 'prism' );
	}
	if ( draft.note.length > INTERACTION_NOTE_MAX ) {
		problems.note = sprintf(
			/* translators: %s: the longest note allowed, in characters, e.g. 20,000. */
			__( 'Keep the note to %s characters or fewer.', 'prism' ),
			formatNumber( INTERACTION_NOTE_MAX )
		);
	}
	const stage = draft.stageId === '' ? null : Number( draft.stageId );
	if ( stage !== null && ! isStage( stage ) ) {
		problems.stageId = __( 'Choose a networking stage.', 'prism' );
	}
	if ( Object.keys( problems ).length > 0 ) {
		return { problems, input: null };
	}
	return {
		problems,
		input: {
			kind: draft.kind,
			happenedOn: draft.happenedOn,
			note: draft.note.trim() === '' ? '' : draft.note,
			stageId: stage,
		},
	};
}

/**
 * The fields of an edit that differ from the interaction as stored (an edit sends only what changed); null when
 * nothing did.
 *
 * @param before The interaction as stored.
 * @param after  The form's values.
 */
export function changedInteractionValues(
	before: InteractionValues,
	after: InteractionValues
): Partial< InteractionValues > | null {
	const changed: Partial< InteractionValues > = {};
	if ( before.kind !== after.kind ) {
		changed.kind = after.kind;
	}
	if ( before.happenedOn !== after.happenedOn ) {
		changed.happenedOn = after.happenedOn;
	}
	if ( before.note !== after.note ) {
		changed.note = after.note;
	}
	if ( before.stageId !== after.stageId ) {
		changed.stageId = after.stageId;
	}
	return Object.keys( changed ).length > 0 ? changed : null;
}

/**
 * Rules for a contact's interactions ("when did we last talk?"): the kinds and how they read, what the Log an
 * interaction form may send, how "last contacted" reads on the card and the list, and the list's "Not contacted
 * for" choices. The server keeps the same rules (it refuses a day after today and a note over the limit); these
 * only decide what to ask for and what to say.
 */
import { __, _n, sprintf } from '@wordpress/i18n';
import { daysBetween, isIsoDay } from './dates';
import { formatNumber } from './locale';
import { isStage } from './stages';

/** The kinds, as the API names them. */
export const INTERACTION_KINDS = [
	'call',
	'meeting',
	'message',
	'email',
	'other',
] as const;

export type InteractionKind = ( typeof INTERACTION_KINDS )[ number ];

/** Longest note the server keeps with an interaction, in characters. */
export const INTERACTION_NOTE_MAX = 20000;

/** The "Not contacted for" filter's choices, in days (the contact list's `notContacted`). */
export const NOT_CONTACTED_DAYS = [ 30, 90, 180 ] as const;

export type NotContactedDays = ( typeof NOT_CONTACTED_DAYS )[ number ];

/**
 * Whether a value is one of the kinds.
 *
 * @param value Anything.
 */
export function isInteractionKind( value: unknown ): value is InteractionKind {
	return ( INTERACTION_KINDS as readonly unknown[] ).includes( value );
}

/**
 * Whether a number is one of the "Not contacted for" choices.
 *
 * @param value A number of days.
 */
export function isNotContactedDays( value: number ): value is NotContactedDays {
	return ( NOT_CONTACTED_DAYS as readonly number[] ).includes( value );
}

/**
 * A kind as the screen shows it, in the site's language.
 *
 * @param kind The kind.
 */
export function interactionKindLabel( kind: InteractionKind ): string {
	switch ( kind ) {
		case 'call':
			return __( 'Call', 'prism' );
		case 'meeting':
			return __( 'Meeting', 'prism' );
		case 'message':
			return __( 'Message', 'prism' );
		case 'email':
			return __( 'Email', 'prism' );
		case 'other':
			return __( 'Other', 'prism' );
	}
}

/**
 * Whole days since a contact was last contacted; null when never. A day after today (the browser's page was
 * opened before midnight, the server answered after) counts as today.
 *
 * @param lastContacted YYYY-MM-DD, or null.
 * @param today         YYYY-MM-DD (site time).
 */
export function daysSinceContact(
	lastContacted: string | null,
	today: string
): number | null {
	if ( lastContacted === null || ! isIsoDay( lastContacted ) ) {
		return null;
	}
	return Math.max( 0, daysBetween( lastContacted, today ) );
}

/**
 * "Last contacted 12 days ago", "Last contacted today", "Never contacted": the card's and the list's words.
 *
 * @param lastContacted YYYY-MM-DD, or null when the contact has no interaction.
 * @param today         YYYY-MM-DD (site time).
 */
export function lastContactedText(
	lastContacted: string | null,
	today: string
): string {
	const days = daysSinceContact( lastContacted, today );
	if ( days === null ) {
		return __( 'Never contacted', 'prism' );
	}
	if ( days === 0 ) {
		return __( 'Last contacted today', 'prism' );
	}
	if ( days === 1 ) {
		return __( 'Last contacted yesterday', 'prism' );
	}
	return sprintf(
		/* translators: %s: a number of days, e.g. 12. */
		_n(
			'Last contacted %s day ago',
			'Last contacted %s days ago',
			days,
			'prism'
		),
		formatNumber( days )
	);
}

/**
 * A "Not contacted for" choice as the filter menu shows it: "30 days".
 *
 * @param days The choice.
 */
export function notContactedOptionLabel( days: NotContactedDays ): string {
	return sprintf(
		/* translators: %s: a number of days, e.g. 30. */
		_n( '%s day', '%s days', days, 'prism' ),
		formatNumber( days )
	);
}

/**
 * A "Not contacted for" choice as the filters in use name it: "Not contacted for 30 days".
 *
 * @param days The choice.
 */
export function notContactedFilterLabel( days: NotContactedDays ): string {
	return sprintf(
		/* translators: %s: a number of days, e.g. 30. Filters the contact list. */
		_n(
			'Not contacted for %s day',
			'Not contacted for %s days',
			days,
			'prism'
		),
		formatNumber( days )
	);
}

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

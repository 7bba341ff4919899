/**
 * Rules for a contact's interactions ("when did we last talk?"): the kinds and how they read, how "last contacted"
 * reads on the card and the list, and the list's "Not contacted for" choices. What the Log an interaction form may
 * send is ./interactionForm.ts (only the Interactions tab, loaded when opened, needs it).
 */
import { __, _n, sprintf } from '@wordpress/i18n';
import { daysBetween, isIsoDay } from './dates';
import { formatNumber } from './locale';

/** The kinds, as the API names them. */
export const INTERACTION_KINDS = [
	'call',
	'meeting',
	'message',
	'email',
	'other',
] as const;

export type InteractionKind = ( typeof INTERACTION_KINDS )[ number ];

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

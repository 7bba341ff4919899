/**
 * Keep-in-touch cadences (issue 30, part 1): how often a member wants to be in touch with a contact, set on the
 * contact or on a category, and how the day to reach out by reads. The server works out which cadence applies (the
 * contact's own, then the shortest of its categories', then MAINTAIN's) and the day (includes/Domain/Cadence.php);
 * these rules name a cadence, say where it comes from, say how far the day is from the site's today, and check a
 * cadence typed in before it is sent.
 */
import { __, _n, sprintf } from '@wordpress/i18n';
import type { KeepInTouch, ReachOutFilter } from '../api/types';
import { daysBetween, formatDay, isIsoDay } from './dates';
import { formatNumber } from './locale';

/** Fewest days a cadence may hold (Domain\Cadence::MIN_DAYS). */
export const CADENCE_MIN_DAYS = 1;

/** Most days a cadence may hold, ten years (Domain\Cadence::MAX_DAYS). */
export const CADENCE_MAX_DAYS = 3650;

/** The cadences offered by name, in days, shortest first. */
export const CADENCE_PRESETS = [ 7, 14, 30, 60, 90, 180, 365 ] as const;

/** The contact list's Keep in touch choices, as contact-list names them (its `reachOut`). */
export const REACH_OUT_FILTERS: readonly ReachOutFilter[] = [
	'due',
	'week',
	'set',
];

/** A contact is "due soon" (its row carries a tag) when its day is at most this many days away. */
export const REACH_OUT_SOON_DAYS = 7;

/**
 * A preset's name ("Every month"), or null for a number of days no preset has.
 *
 * @param days Days.
 */
function presetLabel( days: number ): string | null {
	switch ( days ) {
		case 7:
			return __( 'Every week', 'prism' );
		case 14:
			return __( 'Every 2 weeks', 'prism' );
		case 30:
			return __( 'Every month', 'prism' );
		case 60:
			return __( 'Every 2 months', 'prism' );
		case 90:
			return __( 'Every 3 months', 'prism' );
		case 180:
			return __( 'Every 6 months', 'prism' );
		case 365:
			return __( 'Every year', 'prism' );
	}
	return null;
}

/**
 * A cadence in words: a preset by its name ("Every 3 months"), any other number of days as "Every 45 days" (one day:
 * "Every day").
 *
 * @param days Days (1 to 3650).
 */
export function cadenceLabel( days: number ): string {
	const preset = presetLabel( days );
	if ( preset !== null ) {
		return preset;
	}
	if ( days === 1 ) {
		return __( 'Every day', 'prism' );
	}
	return sprintf(
		/* translators: %s: a number of days, e.g. 45. How often to keep in touch. */
		_n( 'Every %s day', 'Every %s days', days, 'prism' ),
		formatNumber( days )
	);
}

/**
 * The cadence that applies and where it comes from, as one line: "Every month · set for this contact", "Every 3
 * months · from the category Family", "Every 30 days · MAINTAIN stage".
 *
 * @param keepInTouch The cadence that applies (the contact's `keepInTouch`).
 */
export function keepInTouchText( keepInTouch: KeepInTouch ): string {
	const every = cadenceLabel( keepInTouch.days );
	switch ( keepInTouch.from ) {
		case 'contact':
			return sprintf(
				/* translators: %s: a cadence, e.g. Every month. */
				__( '%s · set for this contact', 'prism' ),
				every
			);
		case 'category':
			return keepInTouch.category
				? sprintf(
						/* translators: 1: a cadence, e.g. Every 3 months; 2: a category's name. */
						__( '%1$s · from the category %2$s', 'prism' ),
						every,
						keepInTouch.category
					)
				: sprintf(
						/* translators: %s: a cadence, e.g. Every 3 months. */
						__( '%s · from one of its categories', 'prism' ),
						every
					);
		case 'maintain':
			return sprintf(
				/* translators: %s: a cadence, e.g. Every 30 days. MAINTAIN is the networking stage's name. */
				__( '%s · MAINTAIN stage', 'prism' ),
				every
			);
	}
}

/** How far the day to reach out by is from today. */
export type ReachOutStatus =
	| { kind: 'overdue'; days: number }
	| { kind: 'today' }
	| { kind: 'upcoming'; days: number }
	| { kind: 'none' };

/**
 * How far the day to reach out by is from today (site time): overdue by some days, due today, due in some days, or
 * none (no cadence applies).
 *
 * @param reachOutOn The day to reach out by (YYYY-MM-DD), or null.
 * @param today      Today, site time (YYYY-MM-DD: the page's `today`).
 */
export function reachOutStatus(
	reachOutOn: string | null | undefined,
	today: string
): ReachOutStatus {
	if ( ! reachOutOn || ! isIsoDay( reachOutOn ) ) {
		return { kind: 'none' };
	}
	const days = daysBetween( today, reachOutOn );
	if ( days < 0 ) {
		return { kind: 'overdue', days: -days };
	}
	return days === 0 ? { kind: 'today' } : { kind: 'upcoming', days };
}

/**
 * Whether a status deserves a reminder where contacts are listed: overdue, due today or due within a week.
 *
 * @param status The status.
 */
export function isReachOutSoon( status: ReachOutStatus ): boolean {
	return (
		status.kind === 'overdue' ||
		status.kind === 'today' ||
		( status.kind === 'upcoming' && status.days <= REACH_OUT_SOON_DAYS )
	);
}

/**
 * A status in words: "Overdue by 12 days", "Due today", "Due tomorrow", "Due in 5 days", "No cadence".
 *
 * @param status The status.
 */
export function reachOutStatusText( status: ReachOutStatus ): string {
	switch ( status.kind ) {
		case 'overdue':
			return sprintf(
				/* translators: %s: a number of days, e.g. 12. The day to reach out to a contact by has passed. */
				_n(
					'Overdue by %s day',
					'Overdue by %s days',
					status.days,
					'prism'
				),
				formatNumber( status.days )
			);
		case 'today':
			return __( 'Due today', 'prism' );
		case 'upcoming':
			return status.days === 1
				? __( 'Due tomorrow', 'prism' )
				: sprintf(
						/* translators: %s: a number of days, e.g. 5. When to reach out to a contact. */
						_n(
							'Due in %s day',
							'Due in %s days',
							status.days,
							'prism'
						),
						formatNumber( status.days )
					);
		case 'none':
			return __( 'No cadence', 'prism' );
	}
}

/**
 * The colour a status is shown in (always beside its words): the error colour when overdue, the warning colour when
 * due today, none otherwise.
 *
 * @param status The status.
 */
export function reachOutTone(
	status: ReachOutStatus
): 'error' | 'warning' | 'default' {
	if ( status.kind === 'overdue' ) {
		return 'error';
	}
	return status.kind === 'today' ? 'warning' : 'default';
}

/**
 * The last touch in words: "Last in touch on 12 November 2026", or "No touch recorded yet".
 *
 * @param touchedOn The day of the last touch (YYYY-MM-DD), or null.
 */
export function lastTouchText( touchedOn: string | null | undefined ): string {
	if ( ! touchedOn || ! isIsoDay( touchedOn ) ) {
		return __( 'No touch recorded yet', 'prism' );
	}
	return sprintf(
		/* translators: %s: a day, e.g. 12 November 2026. */
		__( 'Last in touch on %s', 'prism' ),
		formatDay( touchedOn )
	);
}

/** What the cadence control holds: a preset, a custom number of days being typed, or no cadence of its own. */
export type CadenceChoice =
	| { kind: 'preset'; days: number }
	| { kind: 'custom'; text: string }
	| { kind: 'none' };

/**
 * The control's choice for a stored cadence: its preset, a custom number, or none.
 *
 * @param days The stored cadence, or null.
 */
export function cadenceChoiceOf(
	days: number | null | undefined
): CadenceChoice {
	if ( ! days ) {
		return { kind: 'none' };
	}
	return ( CADENCE_PRESETS as readonly number[] ).includes( days )
		? { kind: 'preset', days }
		: { kind: 'custom', text: String( days ) };
}

/**
 * What is wrong with a choice, and the cadence to send when nothing is: a preset's days, the custom number (a whole
 * number from 1 to 3650), or null for none.
 *
 * @param choice The control's choice.
 */
export function cadenceChoiceProblems( choice: CadenceChoice ): {
	problem: string | null;
	days: number | null;
} {
	if ( choice.kind === 'none' ) {
		return { problem: null, days: null };
	}
	if ( choice.kind === 'preset' ) {
		return { problem: null, days: choice.days };
	}
	const text = choice.text.trim();
	const days = /^\d+$/.test( text ) ? Number( text ) : NaN;
	if ( days >= CADENCE_MIN_DAYS && days <= CADENCE_MAX_DAYS ) {
		return { problem: null, days };
	}
	return {
		problem: sprintf(
			/* translators: 1: fewest days, 2: most days. */
			__( 'Enter a whole number of days from %1$s to %2$s.', 'prism' ),
			formatNumber( CADENCE_MIN_DAYS ),
			formatNumber( CADENCE_MAX_DAYS )
		),
		days: null,
	};
}

/**
 * Whether a value is one of the Keep in touch choices.
 *
 * @param value Anything.
 */
export function isReachOutFilter( value: unknown ): value is ReachOutFilter {
	return ( REACH_OUT_FILTERS as readonly unknown[] ).includes( value );
}

/**
 * A Keep in touch choice as the filter menu shows it: "Due or overdue", "Due within a week", "Has a cadence".
 *
 * @param value The choice.
 */
export function reachOutOptionLabel( value: ReachOutFilter ): string {
	switch ( value ) {
		case 'due':
			return __( 'Due or overdue', 'prism' );
		case 'week':
			return __( 'Due within a week', 'prism' );
		case 'set':
			return __( 'Has a cadence', 'prism' );
	}
}

/**
 * A Keep in touch choice as the filters in use name it: "Keep in touch: Due or overdue".
 *
 * @param value The choice.
 */
export function reachOutFilterLabel( value: ReachOutFilter ): string {
	return sprintf(
		/* translators: %s: a Keep in touch choice of the contact list, e.g. Due or overdue. */
		__( 'Keep in touch: %s', 'prism' ),
		reachOutOptionLabel( value )
	);
}

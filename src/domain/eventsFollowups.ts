/**
 * Rules for events and follow-ups on the client: what the dialogs may send (the server checks the same and has the
 * last word: includes/Domain/Calendar_Date.php), how follow-ups group, and the words for types and ages.
 */
import { __, _n, sprintf } from '@wordpress/i18n';
import type {
	EventInput,
	EventType,
	Followup,
	FollowupInput,
	PrismEvent,
} from '../components/events-followups/types';
import { dayNumbers, daysBetween, isIsoDay } from './dates';
import { siteLocale } from './locale';

/** Longest title the server keeps (Calendar_Date::MAX_TITLE). */
export const TITLE_MAX = 191;
/** Longest description the server keeps (Calendar_Date::MAX_DESC). */
export const DESC_MAX = 5000;
/** Advised length of an event's title (spec section 5; advisory only). */
export const EVENT_TITLE_ADVISED = 40;
/** Advised length of a follow-up's description (spec section 5; advisory only). */
export const FOLLOWUP_DESC_ADVISED = 100;

/**
 * An event type in the site's language.
 *
 * @param type Stored type.
 */
export function eventTypeLabel( type: EventType ): string {
	switch ( type ) {
		case 'Birthday':
			return __( 'Birthday', 'prism' );
		case 'Anniversary':
			return __( 'Anniversary', 'prism' );
		default:
			return __( 'Other', 'prism' );
	}
}

/** The twelve month names in the site's language, January first. */
export function monthNames(): string[] {
	const format = new Intl.DateTimeFormat( siteLocale(), {
		month: 'long',
		timeZone: 'UTC',
	} );
	return Array.from( { length: 12 }, ( _, month ) =>
		format.format( new Date( Date.UTC( 2000, month, 1 ) ) )
	);
}

/** What the event dialog holds while the member types. */
export interface EventDraft {
	title: string;
	type: EventType | '';
	/** YYYY-MM-DD from the date picker. */
	date: string;
	/** A birthday or anniversary whose year is not known: month and day instead of the date. */
	noYear: boolean;
	/** 1-12, as text ('' when not chosen). */
	month: string;
	/** 1-31, as text. */
	day: string;
	desc: string;
}

type Problems< K extends string > = Partial< Record< K, string > >;

/**
 * What is wrong with an event draft, per field, and the values to send when nothing is.
 *
 * @param draft The dialog's values.
 */
export function eventDraftProblems( draft: EventDraft ): {
	problems: Problems< 'title' | 'type' | 'date' | 'desc' >;
	input: Omit< EventInput, 'id' > | null;
} {
	const problems: Problems< 'title' | 'type' | 'date' | 'desc' > = {};
	if ( draft.title.trim() === '' ) {
		problems.title = __( 'Give the event a title.', 'prism' );
	}
	if ( draft.type === '' ) {
		problems.type = __(
			'Choose the event type: Birthday, Anniversary or Other.',
			'prism'
		);
	}
	const yearly = draft.type === 'Birthday' || draft.type === 'Anniversary';
	let date = draft.date;
	if ( yearly && draft.noYear ) {
		const month = Number( draft.month );
		const day = Number( draft.day );
		// 2000 was a leap year: 29 February is a real birthday.
		date = `--${ String( month ).padStart( 2, '0' ) }-${ String(
			day
		).padStart( 2, '0' ) }`;
		if ( ! month || ! day ) {
			problems.date = __( 'Choose the month and the day.', 'prism' );
		} else if ( ! isIsoDay( `2000-${ date.slice( 2 ) }` ) ) {
			problems.date = __(
				'That day does not exist in that month.',
				'prism'
			);
		}
	} else if ( date === '' ) {
		problems.date = __( 'Choose a date.', 'prism' );
	} else if ( ! isIsoDay( date ) ) {
		problems.date = __(
			'That is not a day in the calendar. Choose a real date.',
			'prism'
		);
	}
	const valid = Object.keys( problems ).length === 0 && draft.type !== '';
	return {
		problems,
		input: valid
			? {
					title: draft.title,
					type: draft.type as EventType,
					date,
					desc: draft.desc,
				}
			: null,
	};
}

/**
 * What is wrong with a follow-up draft, per field, and the values to send when nothing is.
 *
 * @param draft The dialog's values.
 */
export function followupDraftProblems( draft: Omit< FollowupInput, 'id' > ): {
	problems: Problems< 'title' | 'date' | 'desc' >;
	input: Omit< FollowupInput, 'id' > | null;
} {
	const problems: Problems< 'title' | 'date' | 'desc' > = {};
	if ( draft.title.trim() === '' ) {
		problems.title = __( 'Give the follow-up a title.', 'prism' );
	}
	if ( draft.date === '' ) {
		problems.date = __( 'Choose the day to follow up.', 'prism' );
	} else if ( ! isIsoDay( draft.date ) ) {
		problems.date = __(
			'That is not a day in the calendar. Choose a real date.',
			'prism'
		);
	}
	return {
		problems,
		input: Object.keys( problems ).length === 0 ? { ...draft } : null,
	};
}

/**
 * A contact's follow-ups as the Notifications tab groups them: Incomplete (soonest due first, overdue ones at the
 * top) and Complete (most recent first).
 *
 * @param followups The contact's follow-ups.
 */
export function groupFollowups( followups: readonly Followup[] ): {
	incomplete: Followup[];
	complete: Followup[];
} {
	const byDate = ( a: Followup, b: Followup ) =>
		a.date.localeCompare( b.date ) || a.id - b.id;
	return {
		incomplete: followups
			.filter( ( f ) => f.complete !== '1' )
			.sort( byDate ),
		complete: followups
			.filter( ( f ) => f.complete === '1' )
			.sort( ( a, b ) => byDate( b, a ) ),
	};
}

/**
 * A contact's events in the order the tab lists them: the next to come first, past one-off events last (most recent
 * first).
 *
 * @param events The contact's events.
 */
export function orderEvents( events: readonly PrismEvent[] ): PrismEvent[] {
	return [ ...events ].sort( ( a, b ) => {
		if ( a.next && b.next ) {
			return a.next.localeCompare( b.next ) || a.id - b.id;
		}
		if ( a.next || b.next ) {
			return a.next ? -1 : 1;
		}
		return b.date.localeCompare( a.date ) || a.id - b.id;
	} );
}

/**
 * What a yearly event marks on a day, when its first year is known: "Turns 36" for a birthday, "36 years" for an
 * anniversary; null otherwise (no year, another type, or the first one).
 *
 * @param event The event.
 * @param day   The day it falls on, YYYY-MM-DD.
 */
export function yearsOn( event: PrismEvent, day: string ): string | null {
	if ( ! /^\d{4}-/.test( event.date ) ) {
		return null;
	}
	const years =
		Number( day.slice( 0, 4 ) ) - Number( event.date.slice( 0, 4 ) );
	if ( years < 1 ) {
		return null;
	}
	if ( event.type === 'Birthday' ) {
		/* translators: %d: the age a contact turns on their birthday. */
		return sprintf( _n( 'Turns %d', 'Turns %d', years, 'prism' ), years );
	}
	if ( event.type === 'Anniversary' ) {
		/* translators: %d: how many years an anniversary marks. */
		return sprintf( _n( '%d year', '%d years', years, 'prism' ), years );
	}
	return null;
}

/**
 * The quick choices of the follow-up dialog's date: tomorrow, in a week, in a month, in three months (the spec's
 * guidance timings: 30 days after an engagement, 1-3 months to reassess, 2-3 months after a dead end).
 *
 * @param today YYYY-MM-DD (site time).
 */
export function followupQuickDays(
	today: string
): Array< { label: string; date: string } > {
	const add = ( months: number, days: number ) => {
		const [ y, m, d ] = dayNumbers( today );
		const date = new Date( Date.UTC( y, m - 1 + months, d + days ) );
		// 31 January + 1 month: the last day of February, not 3 March.
		if ( months && date.getUTCDate() !== d ) {
			date.setUTCDate( 0 );
		}
		return date.toISOString().slice( 0, 10 );
	};
	return [
		{ label: __( 'Tomorrow', 'prism' ), date: add( 0, 1 ) },
		{ label: __( 'In a week', 'prism' ), date: add( 0, 7 ) },
		{ label: __( 'In a month', 'prism' ), date: add( 1, 0 ) },
		{ label: __( 'In 3 months', 'prism' ), date: add( 3, 0 ) },
	];
}

/**
 * Words for when a follow-up is due, relative to today: "Due today", "Due tomorrow", "Overdue by 3 days".
 *
 * @param followup The follow-up.
 * @param today    YYYY-MM-DD (site time).
 */
export function dueText( followup: Followup, today: string ): string {
	if ( followup.complete === '1' ) {
		return __( 'Done', 'prism' );
	}
	const days = daysBetween( today, followup.date );
	if ( days < 0 ) {
		return sprintf(
			/* translators: %d: days a follow-up is late. */
			_n( 'Overdue by %d day', 'Overdue by %d days', -days, 'prism' ),
			-days
		);
	}
	if ( days === 0 ) {
		return __( 'Due today', 'prism' );
	}
	if ( days === 1 ) {
		return __( 'Due tomorrow', 'prism' );
	}
	return sprintf(
		/* translators: %d: days until a follow-up is due. */
		_n( 'Due in %d day', 'Due in %d days', days, 'prism' ),
		days
	);
}

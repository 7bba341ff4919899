/**
 * The calendar's client and data hooks, beside the page that uses them. A month cannot show a busy member's 2,000
 * items, so the page asks the two calendar routes for what it shows: in the month, the first few items of each day
 * and how many each day has (`perDay`); in the agenda, a page of items (`limit`), whole days only; the whole of a
 * day when its "+N more" is opened. Events and follow-ups come from their own routes and are merged here.
 */
import { addQueryArgs } from '@wordpress/url';
import { get } from '../../api/client';
import { TAGS } from '../../api/tags';
import { useResource } from '../../api/useResource';
import type {
	CalendarAsk,
	CalendarEventItem,
	CalendarFollowupItem,
	CalendarItem,
	CalendarPage,
	DayRange,
} from '../../api/types';

/** Items of each day the month view asks for: more than a day cell ever holds (two rows), so "+N more" is exact. */
export const MONTH_PER_DAY = 3;

/** Items an agenda page asks for; "Show more" asks for as many again. */
export const AGENDA_PAGE = 100;

/** What the calendar reads: its items, tagged like every reader of events and follow-ups. */
const TAGS_READ = [ TAGS.events, TAGS.followups, TAGS.contacts ];

export const getCalendarEvents = ( wordpressId: number, range: DayRange ) =>
	get< CalendarEventItem[] >(
		addQueryArgs( `calendar-events/${ wordpressId }`, { ...range } )
	);

export const getCalendarFollowups = ( wordpressId: number, range: DayRange ) =>
	get< CalendarFollowupItem[] >(
		addQueryArgs( `calendar-followups/${ wordpressId }`, { ...range } )
	);

export const getCalendarEventsPage = (
	wordpressId: number,
	range: DayRange,
	ask: CalendarAsk
) =>
	get< CalendarPage< CalendarEventItem > >(
		addQueryArgs( `calendar-events/${ wordpressId }`, { ...range, ...ask } )
	);

export const getCalendarFollowupsPage = (
	wordpressId: number,
	range: DayRange,
	ask: CalendarAsk
) =>
	get< CalendarPage< CalendarFollowupItem > >(
		addQueryArgs( `calendar-followups/${ wordpressId }`, {
			...range,
			...ask,
		} )
	);

/**
 * Two views of the same days merged: the days both answered (through the earlier of their last days), each day's
 * events before its follow-ups (as the calendar has always listed them), and each day's count the sum of both.
 *
 * @param pages Each kind's answer.
 */
export function mergePages( pages: CalendarPage[] ): CalendarPage {
	const through = pages.reduce(
		( day, page ) => ( page.through < day ? page.through : day ),
		pages[ 0 ]?.through ?? ''
	);
	const days: Record< string, number > = {};
	for ( const page of pages ) {
		for ( const [ day, count ] of Object.entries( page.days ) ) {
			if ( day <= through ) {
				days[ day ] = ( days[ day ] ?? 0 ) + count;
			}
		}
	}
	// A stable sort by day keeps each kind's own order inside a day, events first.
	const items = pages
		.flatMap( ( page ) => page.items )
		.filter( ( item ) => item.date <= through )
		.sort( ( a, b ) => a.date.localeCompare( b.date ) );
	return { items, days, through };
}

/**
 * What the calendar shows of a range of days: in the month, the first MONTH_PER_DAY items of each day; in the
 * agenda, the first `pages` × AGENDA_PAGE items (whole days), up to `through`.
 *
 * @param wordpressId Member id.
 * @param range       The days shown.
 * @param ask         perDay or limit.
 */
export const useCalendarPage = (
	wordpressId: number,
	range: DayRange,
	ask: CalendarAsk
) =>
	useResource< CalendarPage >( {
		key: JSON.stringify( [ wordpressId, range, ask ] ),
		load: async () =>
			mergePages(
				await Promise.all( [
					getCalendarEventsPage( wordpressId, range, ask ),
					getCalendarFollowupsPage( wordpressId, range, ask ),
				] )
			),
		tags: TAGS_READ,
	} );

/**
 * Every item of one day (a busy day's "+N more" opened), events first; nothing is asked while `day` is null.
 *
 * @param wordpressId Member id.
 * @param day         YYYY-MM-DD, or null.
 */
export const useCalendarDay = ( wordpressId: number, day: string | null ) =>
	useResource< CalendarItem[] >( {
		key: day === null ? null : JSON.stringify( [ wordpressId, day ] ),
		load: async () => {
			const range = { from: day ?? '', to: day ?? '' };
			const [ events, followups ] = await Promise.all( [
				getCalendarEvents( wordpressId, range ),
				getCalendarFollowups( wordpressId, range ),
			] );
			return [ ...events, ...followups ];
		},
		tags: TAGS_READ,
	} );

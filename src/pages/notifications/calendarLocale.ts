/**
 * react-big-calendar in the site's language: date-fns starts the week where the site's language starts it
 * (dateFnsLocalizer), Intl writes every date the calendar shows (month and weekday names in the site's language),
 * and the calendar's own words (Today, Back, Next, "+2 more"…) come from the translations. date-fns's own `format`
 * and `parse` are left out: every format below is a function, react-big-calendar never parses, and the two (with
 * date-fns's English locale) would weigh more than the rest of the calendar's date code.
 */
import { dateFnsLocalizer } from 'react-big-calendar';
import type { DateLocalizer, Formats, Messages } from 'react-big-calendar';
import { getDay } from 'date-fns/getDay';
import { startOfWeek } from 'date-fns/startOfWeek';
import { __, _n, sprintf } from '@wordpress/i18n';
import { formatNumber } from '../../domain/locale';
import type { Weekday } from './calendarRange';

/**
 * The calendar's localizer, its week starting on `weekStart`.
 *
 * @param weekStart First day of the week.
 * @param locale    BCP 47 tag (the page's language), or undefined for the browser's.
 */
export function calendarLocalizer(
	weekStart: Weekday,
	locale: string | undefined
): DateLocalizer {
	const fallback = new Intl.DateTimeFormat( locale, { dateStyle: 'medium' } );
	return dateFnsLocalizer( {
		// Only for a format this file does not write (none the month and agenda views use).
		format: ( date: Date ) => fallback.format( date ),
		startOfWeek: ( date: Date ) =>
			startOfWeek( date, { weekStartsOn: weekStart } ),
		getDay,
		locales: {},
	} );
}

/**
 * How the calendar writes dates, in the site's language.
 *
 * @param locale BCP 47 tag (the page's language), or undefined for the browser's.
 */
export function calendarFormats( locale: string | undefined ): Formats {
	const writer = ( options: Intl.DateTimeFormatOptions ) => {
		const intl = new Intl.DateTimeFormat( locale, options );
		return ( date: Date ) => intl.format( date );
	};
	const day = writer( { day: 'numeric' } );
	const weekday = writer( { weekday: 'short' } );
	const agendaDay = new Intl.DateTimeFormat( locale, {
		weekday: 'short',
		day: 'numeric',
		month: 'short',
	} );
	const range = new Intl.DateTimeFormat( locale, {
		day: 'numeric',
		month: 'short',
		year: 'numeric',
	} );
	const time = new Intl.DateTimeFormat( locale, { timeStyle: 'short' } );
	const timeRange = ( { start, end }: { start: Date; end: Date } ) =>
		time.formatRange( start, end );
	return {
		dateFormat: day,
		dayFormat: writer( { weekday: 'short', day: 'numeric' } ),
		weekdayFormat: weekday,
		monthHeaderFormat: writer( { month: 'long', year: 'numeric' } ),
		dayHeaderFormat: writer( {
			weekday: 'long',
			day: 'numeric',
			month: 'long',
		} ),
		agendaDateFormat: ( date: Date ) => agendaDay.format( date ),
		agendaHeaderFormat: ( { start, end } ) =>
			range.formatRange( start, end ),
		dayRangeHeaderFormat: ( { start, end } ) =>
			range.formatRange( start, end ),
		// Times: every PRISM item is all-day, but no format may fall through to date-fns patterns.
		timeGutterFormat: ( date: Date ) => time.format( date ),
		agendaTimeFormat: ( date: Date ) => time.format( date ),
		agendaTimeRangeFormat: timeRange,
		eventTimeRangeFormat: timeRange,
		eventTimeRangeStartFormat: ( { start } ) => time.format( start ),
		eventTimeRangeEndFormat: ( { end } ) => time.format( end ),
		selectRangeFormat: timeRange,
	};
}

/** The calendar's own words. */
export function calendarMessages(): Messages {
	return {
		date: __( 'Date', 'prism' ),
		// The agenda's second column: every item is all-day, so it shows the item's kind instead of a time.
		time: __( 'Kind', 'prism' ),
		event: __( 'Item', 'prism' ),
		allDay: __( 'All day', 'prism' ),
		week: __( 'Week', 'prism' ),
		work_week: __( 'Work week', 'prism' ),
		day: __( 'Day', 'prism' ),
		month: __( 'Month', 'prism' ),
		previous: __( 'Back', 'prism' ),
		next: __( 'Next', 'prism' ),
		yesterday: __( 'Yesterday', 'prism' ),
		tomorrow: __( 'Tomorrow', 'prism' ),
		today: __( 'Today', 'prism' ),
		agenda: __( 'Agenda', 'prism' ),
		noEventsInRange: __(
			'No events or follow-ups in these days.',
			'prism'
		),
		showMore: ( count: number ) =>
			sprintf(
				/* translators: %s: how many more items a day has than its calendar cell shows. */
				_n( '+%s more', '+%s more', count, 'prism' ),
				formatNumber( count )
			),
	};
}

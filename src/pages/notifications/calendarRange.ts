/**
 * Which days the calendar shows, worked out from its view and the day it is on, so the page asks the server for
 * exactly those days (the calendar routes take at most 100). Days are ISO days, YYYY-MM-DD, counted in UTC so a
 * daylight saving change never shifts one.
 */
import type { DayRange } from '../../api/types';
import { dayNumbers } from '../../domain/dates';

export type CalendarView = 'month' | 'agenda';

/** A weekday, as Date#getDay counts them: 0 is Sunday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Days after the first that the agenda lists (react-big-calendar's agenda length; it shows both ends). */
export const AGENDA_DAYS = 30;

/** Regions whose calendars start the week on Sunday (CLDR), for browsers that cannot say (Intl.Locale week info). */
const SUNDAY_REGIONS = new Set( [
	'AG',
	'AS',
	'BR',
	'BS',
	'BT',
	'BW',
	'BZ',
	'CA',
	'CO',
	'DM',
	'DO',
	'ET',
	'GT',
	'GU',
	'HK',
	'HN',
	'ID',
	'IL',
	'IN',
	'JM',
	'JP',
	'KE',
	'KH',
	'KR',
	'LA',
	'MH',
	'MM',
	'MO',
	'MT',
	'MX',
	'MZ',
	'NI',
	'NP',
	'PA',
	'PE',
	'PH',
	'PK',
	'PR',
	'PT',
	'PY',
	'SA',
	'SG',
	'SV',
	'TH',
	'TT',
	'TW',
	'UM',
	'US',
	'VE',
	'VI',
	'WS',
	'YE',
	'ZA',
	'ZW',
] );

interface WeekInfo {
	/** 1 is Monday, 7 is Sunday. */
	firstDay: number;
}

interface LocaleWithWeekInfo {
	getWeekInfo?: () => WeekInfo;
	weekInfo?: WeekInfo;
	maximize: () => Intl.Locale;
}

/**
 * The first day of the week where the site's language is spoken: Sunday in the United States, Monday in most of
 * Europe. Read from the browser's locale data when it has week information, else from the region; Monday when
 * nothing says otherwise (ISO 8601).
 *
 * @param locale BCP 47 tag (the page's language), or undefined.
 */
export function weekStartsOn( locale: string | undefined ): Weekday {
	if ( ! locale ) {
		return 1;
	}
	try {
		const tag = new Intl.Locale( locale ) as unknown as LocaleWithWeekInfo;
		const info = tag.getWeekInfo?.() ?? tag.weekInfo;
		if ( info && info.firstDay >= 1 && info.firstDay <= 7 ) {
			return ( info.firstDay % 7 ) as Weekday;
		}
		const region = tag.maximize().region;
		return region && SUNDAY_REGIONS.has( region ) ? 0 : 1;
	} catch {
		return 1;
	}
}

function toUtc( day: string ): Date {
	const [ year, month, date ] = dayNumbers( day );
	const utc = new Date( Date.UTC( 2000, month - 1, date ) );
	utc.setUTCFullYear( year );
	return utc;
}

function fromUtc( date: Date ): string {
	const pad = ( n: number, width = 2 ) => String( n ).padStart( width, '0' );
	return `${ pad( date.getUTCFullYear(), 4 ) }-${ pad(
		date.getUTCMonth() + 1
	) }-${ pad( date.getUTCDate() ) }`;
}

/**
 * The day `days` after (or before, when negative) an ISO day.
 *
 * @param day  YYYY-MM-DD.
 * @param days Days to add.
 */
export function shiftDay( day: string, days: number ): string {
	const date = toUtc( day );
	date.setUTCDate( date.getUTCDate() + days );
	return fromUtc( date );
}

/**
 * The days the calendar shows: in the month view, every day of the whole weeks that hold the month (4 to 6 weeks,
 * from the first day of the week); in the agenda, the day it starts on and the next AGENDA_DAYS.
 *
 * @param view      The calendar's view.
 * @param day       The day it is on, YYYY-MM-DD.
 * @param weekStart The first day of the week.
 */
export function visibleRange(
	view: CalendarView,
	day: string,
	weekStart: Weekday
): DayRange {
	if ( view === 'agenda' ) {
		return { from: day, to: shiftDay( day, AGENDA_DAYS ) };
	}
	const first = toUtc( day );
	first.setUTCDate( 1 );
	const last = new Date( first );
	last.setUTCMonth( last.getUTCMonth() + 1, 0 );
	const before = ( first.getUTCDay() - weekStart + 7 ) % 7;
	const after = ( weekStart + 6 - last.getUTCDay() ) % 7;
	return {
		from: shiftDay( fromUtc( first ), -before ),
		to: shiftDay( fromUtc( last ), after ),
	};
}

/**
 * Where the agenda starts when the member switches to it from the month view: today when the month shown is this
 * month, else the first day of the month shown (not the day of the month the navigation happened to land on).
 *
 * @param day   The day the month view is on, YYYY-MM-DD.
 * @param today Today, YYYY-MM-DD (site time).
 */
export function agendaStart( day: string, today: string ): string {
	return day.slice( 0, 7 ) === today.slice( 0, 7 )
		? today
		: `${ day.slice( 0, 7 ) }-01`;
}

import { dateFormat, relativeTimeFormat, siteLocale } from './locale';

/**
 * The year, month and day of a YYYY-MM-DD day as numbers. A part that is missing is NaN, as Number( undefined )
 * is, so a date made from them is invalid rather than some other day.
 *
 * @param day YYYY-MM-DD.
 */
export function dayNumbers( day: string ): [ number, number, number ] {
	const [ year = NaN, month = NaN, date = NaN ] = day
		.split( '-' )
		.map( Number );
	return [ year, month, date ];
}

/**
 * A site-local YYYY-MM-DD date with its weekday, as the site's locale writes it: "Sunday, November 22, 2026" in
 * English, "Sonntag, 22. November 2026" in German. The date is read as a calendar day, never shifted by the
 * browser's time zone.
 *
 * @param isoDate Date as YYYY-MM-DD.
 */
export function formatLongDate( isoDate: string ): string {
	const [ year, month, day ] = dayNumbers( isoDate );
	return dateFormat( siteLocale(), {
		weekday: 'long',
		month: 'long',
		day: 'numeric',
		year: 'numeric',
		timeZone: 'UTC',
	} ).format( new Date( Date.UTC( year, month - 1, day ) ) );
}

/**
 * The locale dates of events and follow-ups are written in: the site's, except that English writes the day first
 * ("1 July", "22 November 1990"), as the product's own wording does.
 */
function dayFirstLocale(): string | undefined {
	const locale = siteLocale();
	return locale === undefined || locale.toLowerCase().startsWith( 'en' )
		? 'en-GB'
		: locale;
}

/**
 * The day of a moment (an ISO 8601 timestamp) in the member's time zone, short and day first as PRISM writes
 * dates in English ("3 May 2025"; "3. Mai 2025" in German). A value that is not a date comes back as it is.
 *
 * @param iso ISO 8601 timestamp.
 */
export function formatShortDay( iso: string ): string {
	const date = new Date( iso );
	return Number.isNaN( date.getTime() )
		? iso
		: dateFormat( dayFirstLocale(), {
				day: 'numeric',
				month: 'short',
				year: 'numeric',
			} ).format( date );
}

/**
 * Whether a stored date is a yearly date without a year (--MM-DD, as vCard writes it).
 * @param date
 */
export function hasNoYear( date: string ): boolean {
	return /^--\d{2}-\d{2}$/.test( date );
}

/**
 * Whether a value is a real ISO day, YYYY-MM-DD (2026-02-30 is not).
 * @param value
 */
export function isIsoDay( value: string ): boolean {
	const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec( value );
	if ( ! match ) {
		return false;
	}
	const [ year, month, day ] = dayNumbers( value );
	const date = new Date( Date.UTC( year, month - 1, day ) );
	return (
		year > 0 &&
		date.getUTCFullYear() === year &&
		date.getUTCMonth() === month - 1 &&
		date.getUTCDate() === day
	);
}

/**
 * An event's or follow-up's day as the site's language writes it: "22 November 1990"; a yearly date without a year
 * as "1 July". A value that is neither comes back as it is.
 *
 * @param date YYYY-MM-DD or --MM-DD.
 */
export function formatDay( date: string ): string {
	if ( hasNoYear( date ) ) {
		const [ month = NaN, day = NaN ] = date
			.slice( 2 )
			.split( '-' )
			.map( Number );
		return dateFormat( dayFirstLocale(), {
			day: 'numeric',
			month: 'long',
			timeZone: 'UTC',
		} ).format( new Date( Date.UTC( 2000, month - 1, day ) ) );
	}
	if ( ! isIsoDay( date ) ) {
		return date;
	}
	const [ year, month, day ] = dayNumbers( date );
	const utc = new Date( Date.UTC( 2000, month - 1, day ) );
	utc.setUTCFullYear( year );
	return dateFormat( dayFirstLocale(), {
		day: 'numeric',
		month: 'long',
		year: 'numeric',
		timeZone: 'UTC',
	} ).format( utc );
}

/**
 * Whole days from one ISO day to another (negative when `to` is earlier).
 *
 * @param from YYYY-MM-DD.
 * @param to   YYYY-MM-DD.
 */
export function daysBetween( from: string, to: string ): number {
	const toUtc = ( day: string ) => {
		const [ y, m, d ] = dayNumbers( day );
		return Date.UTC( y, m - 1, d );
	};
	return Math.round( ( toUtc( to ) - toUtc( from ) ) / 86400000 );
}

/**
 * How far a day is from today, in words of the site's language: "today", "tomorrow", "in 3 days", "2 days ago".
 *
 * @param day   YYYY-MM-DD.
 * @param today YYYY-MM-DD (site time).
 */
export function relativeDay( day: string, today: string ): string {
	return relativeTimeFormat( siteLocale(), {
		numeric: 'auto',
	} ).format( daysBetween( today, day ), 'day' );
}

/**
 * An ISO day from a Date's local calendar day (what a calendar widget hands back).
 *
 * @param date A Date.
 */
export function toIsoDay( date: Date ): string {
	const pad = ( n: number ) => String( n ).padStart( 2, '0' );
	return `${ String( date.getFullYear() ).padStart( 4, '0' ) }-${ pad(
		date.getMonth() + 1
	) }-${ pad( date.getDate() ) }`;
}

/**
 * The local Date at midnight of an ISO day (what a calendar widget takes).
 *
 * @param day YYYY-MM-DD.
 */
export function fromIsoDay( day: string ): Date {
	const [ year, month, date ] = dayNumbers( day );
	const local = new Date( 2000, month - 1, date );
	local.setFullYear( year );
	return local;
}

import { siteLocale } from './locale';

/**
 * A site-local YYYY-MM-DD date with its weekday, as the site's locale writes it: "Sunday, November 22, 2026" in
 * English, "Sonntag, 22. November 2026" in German. The date is read as a calendar day, never shifted by the
 * browser's time zone.
 *
 * @param isoDate Date as YYYY-MM-DD.
 */
export function formatLongDate( isoDate: string ): string {
	const [ year, month, day ] = isoDate.split( '-' ).map( Number );
	return new Intl.DateTimeFormat( siteLocale(), {
		weekday: 'long',
		month: 'long',
		day: 'numeric',
		year: 'numeric',
		timeZone: 'UTC',
	} ).format( new Date( Date.UTC( year, month - 1, day ) ) );
}

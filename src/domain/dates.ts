import { format, parseISO } from 'date-fns';

/**
 * "Sunday, November 22, 2026" for a site-local YYYY-MM-DD date.
 *
 * @param isoDate Date as YYYY-MM-DD.
 */
export function formatLongDate( isoDate: string ): string {
	return format( parseISO( isoDate ), 'EEEE, MMMM d, yyyy' );
}

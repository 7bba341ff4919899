/**
 * How far an import is, in figures and words: the progress view's (src/pages/contacts/ImportProgress.tsx), which
 * loads when the member has an import to show; the rules the contact list needs from its first screen are in
 * ./importProgress.ts.
 */
import { _n, sprintf } from '@wordpress/i18n';
import type { ImportReport } from '../api/types';
import { formatNumber } from './locale';

/**
 * How far an import is, 0-100.
 *
 * @param report The import.
 */
export function importPercent(
	report: Pick< ImportReport, 'state' | 'done' | 'total' >
): number {
	if ( report.state === 'done' ) {
		return 100;
	}
	if ( report.total <= 0 ) {
		return 0;
	}
	return Math.min( 100, Math.max( 0, ( report.done / report.total ) * 100 ) );
}

/**
 * "1,200 of 30,000 rows" (contacts for a vCard file, whose records are cards).
 *
 * @param report The import.
 */
export function importProgressLabel(
	report: Pick< ImportReport, 'done' | 'total' | 'kind' >
): string {
	const done = formatNumber( report.done );
	const total = formatNumber( report.total );
	return report.kind === 'vcard'
		? sprintf(
				/* translators: 1: contacts read so far, 2: contacts in the file. */
				_n(
					'%1$s of %2$s contact',
					'%1$s of %2$s contacts',
					report.total,
					'prism'
				),
				done,
				total
			)
		: sprintf(
				/* translators: 1: rows read so far, 2: rows in the file. */
				_n(
					'%1$s of %2$s row',
					'%1$s of %2$s rows',
					report.total,
					'prism'
				),
				done,
				total
			);
}

/**
 * The import progress view's rules (docs/import.md): which imports the contact list shows, how far one is, and how
 * the open page paces the run calls that drive a running import. Apart from the Import dialog's rules
 * (./imports.ts), which load with the dialog: these load with the contact list. How far an import is, in figures and
 * words, loads with the progress view (./importProgressText.ts).
 */
import type { ImportReport } from '../api/types';

/**
 * Whether an import still has rows to read (the page drives it).
 *
 * @param report The import.
 */
export function isImportRunning(
	report: Pick< ImportReport, 'state' >
): boolean {
	return report.state === 'queued' || report.state === 'running';
}

/** How many failed run calls in a row the page retries by itself before it stops and offers Try again. */
export const MAX_RUN_FAILURES = 4;

/**
 * How long the page waits before it asks the server to run the next batch. Each call works for about a second and
 * a half and the server pauses between batches so other members' writes get in (docs/jobs.md), so a page in view
 * whose last call moved the import on asks again at once; a call that moved nothing (WP-Cron is running the import,
 * or it waits for a retry) is answered in a moment, so the page waits a second rather than ask over and over; a
 * hidden page slows down (WP-Cron carries the import on too); after a failure the wait doubles, up to half a minute.
 *
 * @param hidden     Whether the page is hidden (another tab, a minimised window).
 * @param failures   Failed calls in a row.
 * @param progressed Whether the last call moved the import on.
 */
export function runDelay(
	hidden: boolean,
	failures = 0,
	progressed = true
): number {
	if ( failures > 0 ) {
		return Math.min( 30_000, 2_000 * 2 ** ( failures - 1 ) );
	}
	if ( hidden ) {
		return 10_000;
	}
	return progressed ? 0 : 1_000;
}

/**
 * Adds or replaces an import in the shown list, newest (highest id) first; a dismissed one leaves it.
 *
 * @param list   The list.
 * @param report The import as the server answered it.
 */
export function withImport(
	list: readonly ImportReport[],
	report: ImportReport
): ImportReport[] {
	const others = list.filter( ( item ) => item.id !== report.id );
	const next = report.dismissed ? others : [ ...others, report ];
	return next.sort( ( a, b ) => b.id - a.id );
}

/**
 * The imports the page shows: every one the member has not dismissed, newest first.
 *
 * @param list The member's imports.
 */
export function shownImports( list: readonly ImportReport[] ): ImportReport[] {
	return list.reduce< ImportReport[] >(
		( shown, report ) => withImport( shown, report ),
		[]
	);
}

/**
 * The import a page was sent to show (?import_id=7, the redirect after a post), or null.
 *
 * @param search The query string.
 */
export function importIdFrom( search: string ): number | null {
	const raw = new URLSearchParams( search ).get( 'import_id' ) ?? '';
	const id = Number( raw );
	return /^\d+$/.test( raw ) && id > 0 ? id : null;
}

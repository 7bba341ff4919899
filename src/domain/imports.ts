/**
 * The Import dialog's and the import progress view's rules (docs/import.md): what each tab sends, the checks made
 * before a file is posted, how a failed post reopens the right tab, and how the page drives a running import.
 */
import { __, _n, sprintf } from '@wordpress/i18n';
import type {
	Flash,
	ImportFileType,
	ImportMode,
	ImportReport,
	ImportUploadType,
} from '../api/types';
import { formatNumber, siteLocale } from './locale';

/** The dialog's tabs, in order. */
export const IMPORT_TABS = [ 'google', 'icloud', 'csv' ] as const;
export type ImportTab = ( typeof IMPORT_TABS )[ number ];

/** The iCloud tab's two ways: pull the account (Apple ID and app-specific password) or upload its vCard export. */
export type ICloudWay = 'account' | 'file';

/** Which tab (and, on the iCloud tab, which way) a post came from. */
export interface ImportChoice {
	tab: ImportTab;
	way: ICloudWay;
}

/** The file types the Upload CSV tab offers (spec: Import file types), as the form sends them. */
export const IMPORT_FILE_TYPES: readonly ImportFileType[] = [
	'Google CSV',
	'LinkedIn CSV',
	'iCloud CSV',
];

export const IMPORT_MODES: readonly ImportMode[] = [
	'update',
	'skip',
	'create',
];

export const DEFAULT_MODE: ImportMode = 'update';

/** What the file chooser offers: the CSV and vCard files the three services export. */
export const IMPORT_ACCEPT =
	'.csv,.vcf,.vcard,text/csv,text/vcard,text/x-vcard';

/**
 * What a tab sends as file_type and upload_type. The Upload CSV tab's file type is the member's choice (null here).
 *
 * @param choice Tab and iCloud way.
 */
export function formTypes( choice: ImportChoice ): {
	fileType: ImportFileType | null;
	uploadType: ImportUploadType;
} {
	switch ( choice.tab ) {
		case 'google':
			return { fileType: 'Google CSV', uploadType: 'CSV' };
		case 'icloud':
			return {
				fileType: 'iCloud CSV',
				uploadType: choice.way === 'account' ? 'iCloud' : 'CSV',
			};
		case 'csv':
			return { fileType: null, uploadType: 'CSV' };
	}
}

/**
 * The tab a refused post reopens on. The tab the member posted from is remembered in the browser just before the
 * post (the server only sends back file_type and upload_type, which the Google and iCloud tabs share with Upload
 * CSV); without it, or when it does not fit what the server sent back, the types decide.
 *
 * @param flash      What the server sent back.
 * @param remembered The tab remembered before the post, if any.
 */
export function choiceFromFlash(
	flash: Pick< Flash, 'fileType' | 'uploadType' >,
	remembered: ImportChoice | null = null
): ImportChoice {
	if ( flash.uploadType === 'iCloud' ) {
		return { tab: 'icloud', way: 'account' };
	}
	if ( remembered ) {
		const sent = formTypes( remembered );
		const fits =
			sent.uploadType === ( flash.uploadType ?? 'CSV' ) &&
			( sent.fileType === null || sent.fileType === flash.fileType );
		if ( fits ) {
			return remembered;
		}
	}
	switch ( flash.fileType ) {
		case 'iCloud CSV':
			return { tab: 'icloud', way: 'file' };
		case 'LinkedIn CSV':
			return { tab: 'csv', way: 'account' };
		default:
			return { tab: 'google', way: 'account' };
	}
}

const CHOICE_KEY = 'prism:import-choice';

/**
 * Remembers the tab a post leaves from, in this tab's session storage (see choiceFromFlash).
 *
 * @param choice  Tab and way.
 * @param storage Where.
 */
export function rememberChoice(
	choice: ImportChoice,
	storage: Storage | undefined = sessionStore()
): void {
	try {
		storage?.setItem( CHOICE_KEY, JSON.stringify( choice ) );
	} catch {
		// Storage full or disabled: the types alone pick the tab.
	}
}

/**
 * The remembered tab, read once and forgotten.
 *
 * @param storage Where.
 */
export function recallChoice(
	storage: Storage | undefined = sessionStore()
): ImportChoice | null {
	try {
		const raw = storage?.getItem( CHOICE_KEY );
		storage?.removeItem( CHOICE_KEY );
		const value = raw
			? ( JSON.parse( raw ) as Partial< ImportChoice > )
			: null;
		if (
			value &&
			( IMPORT_TABS as readonly string[] ).includes(
				String( value.tab )
			) &&
			( value.way === 'account' || value.way === 'file' )
		) {
			return { tab: value.tab as ImportTab, way: value.way };
		}
	} catch {
		// Unreadable: forget it.
	}
	return null;
}

function sessionStore(): Storage | undefined {
	try {
		return typeof window === 'undefined'
			? undefined
			: window.sessionStorage;
	} catch {
		return undefined;
	}
}

/**
 * A file type the file's name gives away (LinkedIn's Connections.csv, a .vcf from iCloud, Google's contacts.csv),
 * to preselect on the Upload CSV tab; null when the name says nothing.
 *
 * @param fileName The chosen file's name.
 */
export function suggestFileType( fileName: string ): ImportFileType | null {
	const name = fileName.toLowerCase();
	if (
		/connections[^/]*\.csv$/.test( name ) ||
		name.includes( 'linkedin' )
	) {
		return 'LinkedIn CSV';
	}
	if ( /\.(vcf|vcard)$/.test( name ) || name.includes( 'icloud' ) ) {
		return 'iCloud CSV';
	}
	if ( name.includes( 'google' ) || /^contacts[^/]*\.csv$/.test( name ) ) {
		return 'Google CSV';
	}
	return null;
}

/** What is wrong with a file before it is posted. */
export type FileProblem = 'missing' | 'empty' | 'too-large';

/**
 * Checks the chosen file: there is one, it is not empty and not larger than the server takes.
 *
 * @param file     The file (its size), or null.
 * @param maxBytes The largest file the server takes.
 */
export function fileProblem(
	file: { size: number } | null | undefined,
	maxBytes: number
): FileProblem | null {
	if ( ! file ) {
		return 'missing';
	}
	if ( file.size === 0 ) {
		return 'empty';
	}
	if ( maxBytes > 0 && file.size > maxBytes ) {
		return 'too-large';
	}
	return null;
}

/**
 * Megabytes with at most one decimal, as the site's language writes them ("2.5", "50").
 *
 * @param bytes Bytes.
 */
export function megabytes( bytes: number ): string {
	const mb = bytes / ( 1024 * 1024 );
	return new Intl.NumberFormat( siteLocale(), {
		maximumFractionDigits: mb < 10 ? 1 : 0,
	} ).format( mb );
}

/**
 * A file's size for the screen: bytes, KB or MB.
 *
 * @param bytes Bytes.
 */
export function fileSizeLabel( bytes: number ): string {
	if ( bytes < 1024 ) {
		return sprintf(
			/* translators: %s: a number of bytes. */
			_n( '%s byte', '%s bytes', bytes, 'prism' ),
			formatNumber( bytes )
		);
	}
	if ( bytes < 1024 * 1024 ) {
		return sprintf(
			/* translators: %s: size in kilobytes. */
			__( '%s KB', 'prism' ),
			formatNumber( Math.ceil( bytes / 1024 ) )
		);
	}
	return sprintf(
		/* translators: %s: size in megabytes. */
		__( '%s MB', 'prism' ),
		megabytes( bytes )
	);
}

/**
 * The sentence shown next to the file chooser.
 *
 * @param problem  What is wrong.
 * @param maxBytes The largest file the server takes.
 * @param size     The chosen file's size.
 */
export function fileProblemMessage(
	problem: FileProblem,
	maxBytes: number,
	size = 0
): string {
	switch ( problem ) {
		case 'missing':
			return __( 'Choose the file to import.', 'prism' );
		case 'empty':
			return __(
				'This file is empty (0 bytes). Export your contacts again and choose the new file.',
				'prism'
			);
		case 'too-large':
			return sprintf(
				/* translators: 1: the file's size in MB, 2: the largest size PRISM takes, in MB. */
				__(
					'This file is %1$s MB; PRISM takes files of up to %2$s MB. Export fewer contacts at a time, or split the file.',
					'prism'
				),
				megabytes( size ),
				megabytes( maxBytes )
			);
	}
}

/**
 * The iCloud account fields' problems: an Apple ID that is not an email, a missing app-specific password.
 *
 * @param values          What was typed.
 * @param values.name     The Apple ID (email).
 * @param values.password The app-specific password.
 */
export function accountProblems( values: { name: string; password: string } ): {
	name?: string;
	password?: string;
} {
	const problems: { name?: string; password?: string } = {};
	const name = values.name.trim();
	if ( name === '' ) {
		problems.name = __(
			'Enter the email address of your Apple ID.',
			'prism'
		);
	} else if ( ! /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test( name ) ) {
		problems.name = __(
			'Enter the email address of your Apple ID, like name@icloud.com.',
			'prism'
		);
	}
	if ( values.password.trim() === '' ) {
		problems.password = __( 'Enter the app-specific password.', 'prism' );
	}
	return problems;
}

/* The progress view. */

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

/** How many failed run calls in a row the page retries by itself before it stops and offers Try again. */
export const MAX_RUN_FAILURES = 4;

/**
 * How long the page waits before it asks the server to run the next batch. Each call works for about two seconds,
 * so a page in view asks again at once; a hidden page slows down (WP-Cron carries the import on too); after a
 * failure the wait doubles, up to half a minute.
 *
 * @param hidden   Whether the page is hidden (another tab, a minimised window).
 * @param failures Failed calls in a row.
 */
export function runDelay( hidden: boolean, failures = 0 ): number {
	if ( failures > 0 ) {
		return Math.min( 30_000, 2_000 * 2 ** ( failures - 1 ) );
	}
	return hidden ? 10_000 : 250;
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

/**
 * The Import dialog's and the import progress view's rules (docs/import.md): what each tab sends, the checks made
 * before a file is posted, how a failed post reopens the right tab, and how the page drives a running import.
 */
import { __, _n, sprintf } from '@wordpress/i18n';
import type {
	Flash,
	ImportFileType,
	ImportMode,
	ImportUploadType,
} from '../api/types';
import { formatNumber, siteLocale } from './locale';
import { safeSessionStorage } from './sessionStorage';

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
	storage: Storage | undefined = safeSessionStorage()
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
	storage: Storage | undefined = safeSessionStorage()
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

/**
 * A file type's name on the screen: what it takes, not the spec's wire value ('iCloud CSV' takes a .vcf). The server
 * names them the same way in its messages (Import_File::type_label).
 *
 * @param type File type.
 */
export function fileTypeLabel( type: ImportFileType ): string {
	switch ( type ) {
		case 'Google CSV':
			return __( 'Google Contacts (.csv or .vcf)', 'prism' );
		case 'LinkedIn CSV':
			return __( 'LinkedIn Connections (.csv)', 'prism' );
		case 'iCloud CSV':
			return __( 'iCloud (.vcf) or any contact list (.csv)', 'prism' );
	}
}

/**
 * Where a file type comes from, in one line.
 *
 * @param type File type.
 */
export function fileTypeOrigin( type: ImportFileType ): string {
	switch ( type ) {
		case 'Google CSV':
			return __(
				'Google Contacts: Export, then Google CSV. The file is contacts.csv.',
				'prism'
			);
		case 'LinkedIn CSV':
			return __(
				'LinkedIn: Settings, Data privacy, Get a copy of your data, then Connections. LinkedIn emails you a link to a file that holds Connections.csv.',
				'prism'
			);
		case 'iCloud CSV':
			return __(
				'iCloud.com: Contacts, select all, then Export vCard. The file ends in .vcf.',
				'prism'
			);
	}
}

/**
 * A member's backup and its restore in words (includes/Rest/Backup_Controller.php): where the backup downloads from,
 * what a backup file holds, what restoring it will do, how far a restore is and what it did. The Back up and Restore
 * dialogs of the contact list show them; they load with those dialogs.
 */
import { __, _n, sprintf } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';
import { prismRoute } from './restRoute';
import type { BackupTable, Restore } from '../api/types';
import { dateFormat, formatList, formatNumber, siteLocale } from './locale';

/** What the Restore dialog's file chooser offers: the backup as it downloads (gzip) or uncompressed. */
export const BACKUP_ACCEPT = '.gz,.jsonl,application/gzip';

/**
 * The backup's address: GET backup/{wordpressId} with the REST nonce as `_wpnonce`, so a plain link downloads it
 * with the member's cookies (as the contact export does).
 *
 * @param restRoot    The site's REST root (rest_url(): /wp-json/ or ?rest_route=/).
 * @param nonce       The member's REST nonce.
 * @param wordpressId The member.
 */
export function backupUrl(
	restRoot: string,
	nonce: string,
	wordpressId: number
): string {
	return addQueryArgs(
		prismRoute( restRoot, `prism/v1/backup/${ wordpressId }` ),
		{
			_wpnonce: nonce,
		}
	);
}

/**
 * The tables a member knows, in the order the preview names them. The tables that only tie rows together (a
 * contact's categories, an article's contacts) are not named: the rows they tie are.
 */
export const NAMED_TABLES: readonly BackupTable[] = [
	'contacts',
	'notes',
	'events',
	'followups',
	'interactions',
	'relationships',
	'photos',
	'categories',
	'articles',
	'resources',
	'mentorships',
	'mentoring_tasks',
	'mentoring_notes',
	'processes',
	'stage_completions',
	'collisions',
	'merges',
];

/**
 * A table's rows in words: "1,204 contacts".
 *
 * @param table The table.
 * @param count How many rows.
 */
function tableWords( table: BackupTable, count: number ): string | null {
	const number = formatNumber( count );
	switch ( table ) {
		case 'contacts':
			return sprintf(
				/* translators: %s: number of contacts. */
				_n( '%s contact', '%s contacts', count, 'prism' ),
				number
			);
		case 'notes':
			return sprintf(
				/* translators: %s: number of notes. */
				_n( '%s note', '%s notes', count, 'prism' ),
				number
			);
		case 'events':
			return sprintf(
				/* translators: %s: number of events (birthdays, anniversaries …). */
				_n( '%s event', '%s events', count, 'prism' ),
				number
			);
		case 'followups':
			return sprintf(
				/* translators: %s: number of follow-ups. */
				_n( '%s follow-up', '%s follow-ups', count, 'prism' ),
				number
			);
		case 'interactions':
			return sprintf(
				/* translators: %s: number of interactions (calls, meetings, messages). */
				_n( '%s interaction', '%s interactions', count, 'prism' ),
				number
			);
		case 'relationships':
			return sprintf(
				/* translators: %s: number of relationships between contacts. */
				_n( '%s relationship', '%s relationships', count, 'prism' ),
				number
			);
		case 'photos':
			return sprintf(
				/* translators: %s: number of contact photos. */
				_n( '%s photo', '%s photos', count, 'prism' ),
				number
			);
		case 'categories':
			return sprintf(
				/* translators: %s: number of categories. */
				_n( '%s category', '%s categories', count, 'prism' ),
				number
			);
		case 'articles':
			return sprintf(
				/* translators: %s: number of saved articles. */
				_n( '%s article', '%s articles', count, 'prism' ),
				number
			);
		case 'resources':
			return sprintf(
				/* translators: %s: number of saved resources (links). */
				_n( '%s resource', '%s resources', count, 'prism' ),
				number
			);
		case 'mentorships':
			return sprintf(
				/* translators: %s: number of mentoring relationships. */
				_n(
					'%s mentoring relationship',
					'%s mentoring relationships',
					count,
					'prism'
				),
				number
			);
		case 'mentoring_tasks':
			return sprintf(
				/* translators: %s: number of mentoring tasks ticked as done. */
				_n(
					'%s completed mentoring task',
					'%s completed mentoring tasks',
					count,
					'prism'
				),
				number
			);
		case 'mentoring_notes':
			return sprintf(
				/* translators: %s: number of notes on mentoring tasks. */
				_n( '%s mentoring note', '%s mentoring notes', count, 'prism' ),
				number
			);
		case 'processes':
			return sprintf(
				/* translators: %s: number of contacts' networking processes. */
				_n(
					'%s networking process',
					'%s networking processes',
					count,
					'prism'
				),
				number
			);
		case 'stage_completions':
			return sprintf(
				/* translators: %s: number of networking stages marked complete. */
				_n(
					'%s completed networking stage',
					'%s completed networking stages',
					count,
					'prism'
				),
				number
			);
		case 'collisions':
			return sprintf(
				/* translators: %s: number of duplicate suggestions. */
				_n(
					'%s duplicate suggestion',
					'%s duplicate suggestions',
					count,
					'prism'
				),
				number
			);
		case 'merges':
			return sprintf(
				/* translators: %s: number of merges of contacts made in the past. */
				_n( '%s past merge', '%s past merges', count, 'prism' ),
				number
			);
		default:
			return null;
	}
}

/**
 * A table's row count from a backup's counts (a missing key, or a value that is not a count, is 0).
 *
 * @param counts The counts.
 * @param table  The table.
 */
export function countOf(
	counts: Restore[ 'counts' ],
	table: BackupTable
): number {
	const value = counts[ table ];
	return typeof value === 'number' && Number.isFinite( value ) && value > 0
		? Math.floor( value )
		: 0;
}

/**
 * What a backup holds, one phrase for each table a member knows that has rows: "1,204 contacts", "3,410 notes" …
 *
 * @param counts Rows by table.
 */
export function backupCountPhrases( counts: Restore[ 'counts' ] ): string[] {
	return NAMED_TABLES.flatMap( ( table ) => {
		const count = countOf( counts, table );
		const words = count > 0 ? tableWords( table, count ) : null;
		return words === null ? [] : [ words ];
	} );
}

/**
 * What a backup holds, as one sentence: "It holds 1,204 contacts, 3,410 notes, 88 events and 12 photos."
 *
 * @param counts Rows by table.
 */
export function backupContents( counts: Restore[ 'counts' ] ): string {
	const phrases = backupCountPhrases( counts );
	if ( phrases.length === 0 ) {
		return __(
			'It holds no contacts and nothing else to restore.',
			'prism'
		);
	}
	return sprintf(
		/* translators: %s: what the backup holds, e.g. "1,204 contacts, 3,410 notes and 88 events". */
		__( 'It holds %s.', 'prism' ),
		formatList( phrases )
	);
}

/**
 * A moment (ISO 8601) as the site's locale writes its day and time: "4 Dec 2025, 14:03". A value that is not a date
 * comes back as it is.
 *
 * @param iso ISO 8601 timestamp.
 */
export function formatMoment( iso: string ): string {
	const date = new Date( iso );
	if ( Number.isNaN( date.getTime() ) ) {
		return iso;
	}
	return dateFormat( siteLocale(), {
		dateStyle: 'medium',
		timeStyle: 'short',
	} ).format( date );
}

/** One line of where a backup comes from: its label and its value. */
export interface BackupFact {
	key: 'member' | 'made' | 'site' | 'file';
	label: string;
	value: string;
}

/**
 * Whose backup it is, when and on which site it was made, and its file: the facts the backup names.
 *
 * @param restore The stored backup.
 */
export function backupFacts(
	restore: Pick<
		Restore,
		'memberName' | 'createdAt' | 'site' | 'sameSite' | 'fileName'
	>
): BackupFact[] {
	const facts: BackupFact[] = [];
	if ( restore.memberName.trim() !== '' ) {
		facts.push( {
			key: 'member',
			label: __( 'Backup of', 'prism' ),
			value: restore.memberName,
		} );
	}
	if ( restore.createdAt ) {
		facts.push( {
			key: 'made',
			label: __( 'Made on', 'prism' ),
			value: formatMoment( restore.createdAt ),
		} );
	}
	if ( restore.site !== '' || restore.sameSite ) {
		facts.push( {
			key: 'site',
			label: __( 'Site', 'prism' ),
			value: restore.sameSite
				? sprintf(
						/* translators: %s: the site's address. */
						__( 'This site (%s)', 'prism' ),
						restore.site
					)
				: restore.site,
		} );
	}
	if ( restore.fileName !== '' ) {
		facts.push( {
			key: 'file',
			label: __( 'File', 'prism' ),
			value: restore.fileName,
		} );
	}
	return facts;
}

/** Something the member should know before restoring, and how much it matters. */
export interface RestoreNotice {
	key: 'restoredBefore' | 'added' | 'beside' | 'series' | 'photos';
	severity: 'info' | 'warning' | 'error';
	text: string;
}

/**
 * What restoring a backup will do: added to an empty account, or beside the contacts the account has (then merged
 * as duplicates); whether it was restored here before (everything would come twice); the mentoring series this site
 * lacks (their task notes become notes on the contacts); the photos past this site's limit. The gravest first.
 *
 * @param restore The stored backup.
 */
export function restoreNotices(
	restore: Pick<
		Restore,
		| 'counts'
		| 'accountContacts'
		| 'seriesMissing'
		| 'photosLeftOut'
		| 'restoredBefore'
	>
): RestoreNotice[] {
	const notices: RestoreNotice[] = [];
	if ( restore.restoredBefore ) {
		notices.push( {
			key: 'restoredBefore',
			severity: 'error',
			text: sprintf(
				/* translators: %s: when the backup was restored before, e.g. "4 Dec 2025, 14:03". */
				__(
					'This backup was already restored into your account on %s. Restoring it again adds everything in it a second time.',
					'prism'
				),
				formatMoment( restore.restoredBefore )
			),
		} );
	}
	const have = Math.max( 0, restore.accountContacts );
	const adding = countOf( restore.counts, 'contacts' );
	if ( have === 0 ) {
		notices.push( {
			key: 'added',
			severity: 'info',
			text: __( 'Everything in it is added to your account.', 'prism' ),
		} );
	} else {
		const already = sprintf(
			/* translators: %s: number of contacts the account holds now. */
			_n(
				'Your account already has %s contact.',
				'Your account already has %s contacts.',
				have,
				'prism'
			),
			formatNumber( have )
		);
		const beside =
			adding > 0
				? sprintf(
						/* translators: %s: number of contacts in the backup. */
						_n(
							'Restoring adds the backup’s %s contact beside them; PRISM then suggests the ones that look the same as duplicates to merge.',
							'Restoring adds the backup’s %s contacts beside them; PRISM then suggests the ones that look the same as duplicates to merge.',
							adding,
							'prism'
						),
						formatNumber( adding )
					)
				: __(
						'Restoring adds what the backup holds beside what your account has.',
						'prism'
					);
		notices.push( {
			key: 'beside',
			severity: 'warning',
			text: `${ already } ${ beside }`,
		} );
	}
	const missing = restore.seriesMissing.filter(
		( name ) => name.trim() !== ''
	);
	if ( missing.length > 0 ) {
		notices.push( {
			key: 'series',
			severity: 'info',
			text: sprintf(
				/* translators: %s: names of mentoring series, e.g. "“Leadership” and “First job”". */
				_n(
					'The mentoring series %s is not on this site: its task notes are kept as notes on the contacts.',
					'The mentoring series %s are not on this site: their task notes are kept as notes on the contacts.',
					missing.length,
					'prism'
				),
				formatList(
					missing.map( ( name ) =>
						sprintf(
							/* translators: %s: a mentoring series' name, in quotation marks. */
							__( '“%s”', 'prism' ),
							name
						)
					)
				)
			),
		} );
	}
	if ( restore.photosLeftOut > 0 ) {
		notices.push( {
			key: 'photos',
			severity: 'warning',
			text: sprintf(
				/* translators: %s: number of photos. */
				_n(
					'%s photo will be left out: your account would hold more photos than this site keeps for a member.',
					'%s photos will be left out: your account would hold more photos than this site keeps for a member.',
					restore.photosLeftOut,
					'prism'
				),
				formatNumber( restore.photosLeftOut )
			),
		} );
	}
	return notices;
}

/**
 * How far a restore is, 0-100.
 *
 * @param progress Rows done of the total.
 * @param state    The restore's state (a done one is 100).
 */
export function restorePercent(
	progress: Restore[ 'progress' ],
	state?: Restore[ 'state' ]
): number {
	if ( state === 'done' ) {
		return 100;
	}
	if ( progress.total <= 0 ) {
		return 0;
	}
	return Math.min(
		100,
		Math.max( 0, ( progress.done / progress.total ) * 100 )
	);
}

/**
 * "Restoring… 1,200 of 5,034" (items: every row the backup holds), or "Restoring…" while the total is not known.
 *
 * @param progress Rows done of the total.
 */
export function restoreProgressText( progress: Restore[ 'progress' ] ): string {
	if ( progress.total <= 0 ) {
		return __( 'Restoring…', 'prism' );
	}
	return sprintf(
		/* translators: 1: items restored so far, 2: items in the backup. */
		__( 'Restoring… %1$s of %2$s', 'prism' ),
		formatNumber( Math.min( progress.done, progress.total ) ),
		formatNumber( progress.total )
	);
}

/**
 * What a finished restore did: "Restored 1,204 contacts (8,310 items).", and the rows it left out when some pointed
 * at nothing the backup holds.
 *
 * @param restored What the restore wrote.
 */
export function restoreSummary( restored: Restore[ 'restored' ] ): string[] {
	const items = sprintf(
		/* translators: %s: number of items (contacts, notes, events … every row) restored. */
		_n( '%s item', '%s items', restored.rows, 'prism' ),
		formatNumber( restored.rows )
	);
	const lines: string[] = [
		sprintf(
			/* translators: 1: number of contacts restored, 2: how many items in all, e.g. "8,310 items". */
			_n(
				'Restored %1$s contact (%2$s).',
				'Restored %1$s contacts (%2$s).',
				restored.contacts,
				'prism'
			),
			formatNumber( restored.contacts ),
			items
		),
	];
	if ( restored.leftOut > 0 ) {
		lines.push(
			sprintf(
				/* translators: %s: number of items left out. */
				_n(
					'%s item pointed at nothing in the backup and was left out.',
					'%s items pointed at nothing in the backup and were left out.',
					restored.leftOut,
					'prism'
				),
				formatNumber( restored.leftOut )
			)
		);
	}
	return lines;
}

/**
 * What the member reads when a restore stopped before its end.
 */
export const restoreFailedText = (): string =>
	__(
		'The restore stopped. What was restored so far is kept; try again later or ask the site’s administrator.',
		'prism'
	);

/**
 * Whether a restore is under way (started, not yet done or failed).
 *
 * @param restore The restore.
 */
export const isRestoreRunning = ( restore: Pick< Restore, 'state' > ) =>
	restore.state === 'running';

/**
 * How much of a file has gone up, 0-100 (0 while not known).
 *
 * @param sent  Bytes sent.
 * @param total Bytes in all.
 */
export function uploadPercent( sent: number, total: number ): number {
	if ( total <= 0 ) {
		return 0;
	}
	return Math.min( 100, Math.max( 0, ( sent / total ) * 100 ) );
}

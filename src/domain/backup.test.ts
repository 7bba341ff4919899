import type { Restore } from '../api/types';
import {
	backupContents,
	backupCountPhrases,
	backupFacts,
	backupUrl,
	countOf,
	isRestoreRunning,
	restoreFailedText,
	restoreNotices,
	restorePercent,
	restoreProgressText,
	restoreSummary,
	uploadPercent,
} from './backup';

/** A stored backup as the upload answers it, for an empty account. */
const stored: Restore = {
	id: 12,
	state: 'ready',
	jobId: null,
	fileName: 'prism-backup-alex-2025-12-04.jsonl.gz',
	createdAt: '2025-12-04T14:03:00Z',
	site: 'https://old.example.org/',
	sameSite: false,
	memberName: 'Alex Example',
	counts: { contacts: 3, notes: 2, categories: 1 },
	accountContacts: 0,
	seriesMissing: [],
	photosLeftOut: 0,
	restoredBefore: null,
	restored: { contacts: 0, rows: 0, leftOut: 0 },
	progress: { done: 0, total: 6 },
};

describe( 'backupUrl', () => {
	it( 'downloads the member’s backup with the nonce in the address', () => {
		const url = new URL(
			backupUrl( 'https://example.com/wp-json/', 'abc123', 7 )
		);
		expect( url.pathname ).toBe( '/wp-json/prism/v1/backup/7' );
		expect( [ ...url.searchParams.entries() ] ).toEqual( [
			[ '_wpnonce', 'abc123' ],
		] );
	} );

	it( 'works with a REST root without its slash, and with ?rest_route=', () => {
		expect( backupUrl( 'https://example.com/wp-json', 'n', 3 ) ).toBe(
			'https://example.com/wp-json/prism/v1/backup/3?_wpnonce=n'
		);
		const plain = new URL(
			backupUrl( 'https://example.com/?rest_route=/', 'n', 3 )
		);
		expect( plain.searchParams.get( 'rest_route' ) ).toBe(
			'/prism/v1/backup/3'
		);
		expect( plain.searchParams.get( '_wpnonce' ) ).toBe( 'n' );
	} );
} );

describe( 'backupCountPhrases', () => {
	it( 'names only the tables with rows, in the member’s words, with the numbers as the locale writes them', () => {
		expect(
			backupCountPhrases( {
				contacts: 1204,
				notes: 3410,
				events: 88,
				followups: 41,
				interactions: 0,
				photos: 12,
				stage_completions: 1,
				mentorships: 2,
			} )
		).toEqual( [
			'1,204 contacts',
			'3,410 notes',
			'88 events',
			'41 follow-ups',
			'12 photos',
			'2 mentoring relationships',
			'1 completed networking stage',
		] );
	} );

	it( 'says one in the singular', () => {
		expect(
			backupCountPhrases( { contacts: 1, followups: 1, categories: 1 } )
		).toEqual( [ '1 contact', '1 follow-up', '1 category' ] );
	} );

	it( 'leaves out the tables that only tie rows together, and tables it does not know', () => {
		expect(
			backupCountPhrases( {
				contact_categories: 40,
				article_contacts: 3,
				some_future_table: 9,
			} )
		).toEqual( [] );
	} );

	it( 'takes a missing, negative or broken count as none', () => {
		expect( countOf( {}, 'notes' ) ).toBe( 0 );
		expect( countOf( { notes: -3 }, 'notes' ) ).toBe( 0 );
		expect(
			countOf( { notes: Number.NaN as unknown as number }, 'notes' )
		).toBe( 0 );
	} );
} );

describe( 'backupContents', () => {
	it( 'is one sentence listing what the backup holds', () => {
		expect(
			backupContents( { contacts: 3, notes: 2, categories: 1 } )
		).toBe( 'It holds 3 contacts, 2 notes, and 1 category.' );
		expect( backupContents( { contacts: 1 } ) ).toBe(
			'It holds 1 contact.'
		);
	} );

	it( 'says so when the backup holds nothing', () => {
		expect( backupContents( {} ) ).toBe(
			'It holds no contacts and nothing else to restore.'
		);
	} );
} );

describe( 'backupFacts', () => {
	it( 'says whose backup it is, when and where it was made, and its file', () => {
		const facts = backupFacts( stored );
		expect( facts.map( ( fact ) => fact.key ) ).toEqual( [
			'member',
			'made',
			'site',
			'file',
		] );
		expect( facts[ 0 ]?.value ).toBe( 'Alex Example' );
		expect( facts[ 1 ]?.value ).toMatch( /2025/ );
		expect( facts[ 2 ]?.value ).toBe( 'https://old.example.org/' );
		expect( facts[ 3 ]?.value ).toBe(
			'prism-backup-alex-2025-12-04.jsonl.gz'
		);
	} );

	it( 'says a backup of this site is of this site, and leaves out what the file does not say', () => {
		const facts = backupFacts( {
			...stored,
			memberName: '',
			createdAt: null,
			site: 'https://here.example/',
			sameSite: true,
		} );
		expect( facts.map( ( fact ) => fact.key ) ).toEqual( [
			'site',
			'file',
		] );
		expect( facts[ 0 ]?.value ).toBe( 'This site (https://here.example/)' );
	} );
} );

describe( 'restoreNotices', () => {
	const texts = ( restore: Restore ) =>
		restoreNotices( restore ).map( ( notice ) => [
			notice.key,
			notice.severity,
			notice.text,
		] );

	it( 'into an empty account: everything is added', () => {
		expect( texts( stored ) ).toEqual( [
			[ 'added', 'info', 'Everything in it is added to your account.' ],
		] );
	} );

	it( 'into an account with contacts: warns that the backup’s contacts come beside them, to be merged', () => {
		expect(
			texts( {
				...stored,
				accountContacts: 1204,
				counts: { contacts: 350 },
			} )
		).toEqual( [
			[
				'beside',
				'warning',
				'Your account already has 1,204 contacts. Restoring adds the backup’s 350 contacts beside them; PRISM then suggests the ones that look the same as duplicates to merge.',
			],
		] );
		expect(
			texts( { ...stored, accountContacts: 1, counts: { contacts: 1 } } )
		).toEqual( [
			[
				'beside',
				'warning',
				'Your account already has 1 contact. Restoring adds the backup’s 1 contact beside them; PRISM then suggests the ones that look the same as duplicates to merge.',
			],
		] );
		expect(
			texts( { ...stored, accountContacts: 4, counts: { resources: 2 } } )
		).toEqual( [
			[
				'beside',
				'warning',
				'Your account already has 4 contacts. Restoring adds what the backup holds beside what your account has.',
			],
		] );
	} );

	it( 'warns first, and as an error, that a backup restored here before would come a second time', () => {
		const notices = restoreNotices( {
			...stored,
			accountContacts: 3,
			restoredBefore: '2025-12-05T09:30:00Z',
		} );
		expect( notices[ 0 ]?.key ).toBe( 'restoredBefore' );
		expect( notices[ 0 ]?.severity ).toBe( 'error' );
		expect( notices[ 0 ]?.text ).toMatch(
			/^This backup was already restored into your account on .*2025.*\. Restoring it again adds everything in it a second time\.$/
		);
		expect( notices[ 1 ]?.key ).toBe( 'beside' );
	} );

	it( 'names the mentoring series this site lacks, whose task notes become notes', () => {
		expect(
			texts( { ...stored, seriesMissing: [ 'Leadership' ] } )[ 1 ]
		).toEqual( [
			'series',
			'info',
			'The mentoring series “Leadership” is not on this site: its task notes are kept as notes on the contacts.',
		] );
		expect(
			texts( {
				...stored,
				seriesMissing: [ 'Leadership', 'First job', '' ],
			} )[ 1 ]?.[ 2 ]
		).toBe(
			'The mentoring series “Leadership” and “First job” are not on this site: their task notes are kept as notes on the contacts.'
		);
	} );

	it( 'says how many photos are left out past the site’s limit', () => {
		expect( texts( { ...stored, photosLeftOut: 1 } )[ 1 ] ).toEqual( [
			'photos',
			'warning',
			'1 photo will be left out: your account would hold more photos than this site keeps for a member.',
		] );
		expect(
			texts( { ...stored, photosLeftOut: 2500 } )[ 1 ]?.[ 2 ]
		).toMatch( /^2,500 photos will be left out/ );
	} );
} );

describe( 'a restore’s progress and end', () => {
	it( 'counts the items restored of those in the backup', () => {
		expect( restoreProgressText( { done: 1200, total: 5034 } ) ).toBe(
			'Restoring… 1,200 of 5,034'
		);
		expect( restoreProgressText( { done: 9, total: 5 } ) ).toBe(
			'Restoring… 5 of 5'
		);
		expect( restoreProgressText( { done: 0, total: 0 } ) ).toBe(
			'Restoring…'
		);
	} );

	it( 'is a percentage, 100 once done', () => {
		expect( restorePercent( { done: 25, total: 100 } ) ).toBe( 25 );
		expect( restorePercent( { done: 0, total: 0 } ) ).toBe( 0 );
		expect( restorePercent( { done: 150, total: 100 } ) ).toBe( 100 );
		expect( restorePercent( { done: 0, total: 0 }, 'done' ) ).toBe( 100 );
	} );

	it( 'says what was restored, and what was left out when something was', () => {
		expect(
			restoreSummary( { contacts: 1204, rows: 8310, leftOut: 0 } )
		).toEqual( [ 'Restored 1,204 contacts (8,310 items).' ] );
		expect(
			restoreSummary( { contacts: 1, rows: 1, leftOut: 1 } )
		).toEqual( [
			'Restored 1 contact (1 item).',
			'1 item pointed at nothing in the backup and was left out.',
		] );
		expect(
			restoreSummary( { contacts: 3, rows: 6, leftOut: 2 } )[ 1 ]
		).toBe( '2 items pointed at nothing in the backup and were left out.' );
	} );

	it( 'says what a stopped restore keeps', () => {
		expect( restoreFailedText() ).toBe(
			'The restore stopped. What was restored so far is kept; try again later or ask the site’s administrator.'
		);
	} );

	it( 'is running only once started and until it ends', () => {
		expect( isRestoreRunning( { state: 'ready' } ) ).toBe( false );
		expect( isRestoreRunning( { state: 'running' } ) ).toBe( true );
		expect( isRestoreRunning( { state: 'done' } ) ).toBe( false );
		expect( isRestoreRunning( { state: 'failed' } ) ).toBe( false );
	} );

	it( 'tells how much of the file has gone up', () => {
		expect( uploadPercent( 512, 1024 ) ).toBe( 50 );
		expect( uploadPercent( 0, 0 ) ).toBe( 0 );
		expect( uploadPercent( 2048, 1024 ) ).toBe( 100 );
	} );
} );

import { resetLocaleData, setLocaleData } from '@wordpress/i18n';
import type { BulkContactsChange } from '../api/types';
import {
	archiveDetails,
	bulkConfirmLabels,
	bulkFailure,
	bulkOutOfReach,
	bulkPercent,
	bulkProgressText,
	bulkQuestion,
	bulkResult,
	bulkRunning,
	bulkTitle,
	stageDraftProblems,
} from './bulkActions';
import { isJobRunning } from './jobs';

const CONNECT: BulkContactsChange = {
	action: 'process',
	stage: 2,
	complete: false,
};

/**
 * A finished job's counts.
 *
 * @param changed Contacts changed.
 * @param left    Contacts left as they were.
 */
const counts = ( changed: number, left = 0 ) => ( {
	done: changed + left,
	changed,
	left,
} );

afterEach( () => resetLocaleData( undefined, 'prism' ) );

describe( 'the question names the count', () => {
	it( 'moves to a stage and status, or asks for the stage first', () => {
		expect(
			bulkQuestion( 'process', 1234, { stage: 2, complete: false } )
		).toBe( 'Move 1,234 contacts to CONNECT, In Progress?' );
		expect(
			bulkQuestion( 'process', 1, { stage: 5, complete: true } )
		).toBe( 'Move 1 contact to MAINTAIN, Complete?' );
		expect( bulkQuestion( 'process', 12 ) ).toBe(
			'Move 12 contacts to a networking stage?'
		);
		expect( bulkQuestion( 'process', 12, null ) ).toBe(
			'Move 12 contacts to a networking stage?'
		);
	} );

	it( 'keeps in touch, adds a follow-up, archives: singular and plural', () => {
		expect( bulkQuestion( 'cadence', 1 ) ).toBe(
			'How often do you want to keep in touch with 1 contact?'
		);
		expect( bulkQuestion( 'cadence', 40 ) ).toBe(
			'How often do you want to keep in touch with these 40 contacts?'
		);
		expect( bulkQuestion( 'followup', 1 ) ).toBe(
			'Add this Follow-up to 1 contact?'
		);
		expect( bulkQuestion( 'followup', 2500 ) ).toBe(
			'Add this Follow-up to each of 2,500 contacts?'
		);
		expect( bulkQuestion( 'archive', 12 ) ).toBe( 'Archive 12 contacts?' );
		expect( bulkQuestion( 'archive', 1 ) ).toBe( 'Archive 1 contact?' );
	} );

	it( 'says what archiving means, for one or several', () => {
		expect( archiveDetails( 12 ) ).toBe(
			'They leave the list, Today, the calendar and reminders; nothing is deleted, and Restore brings each back.'
		);
		expect( archiveDetails( 1 ) ).toBe(
			'It leaves the list, Today, the calendar and reminders; nothing is deleted, and Restore brings it back.'
		);
	} );

	it( 'uses the translated stage and plural forms', () => {
		setLocaleData(
			{
				'': { plural_forms: 'nplurals=2; plural=(n != 1);' },
				'networking stage\u0004CONNECT': [ 'VERBINDEN' ],
				'Move %1$s contact to %2$s, %3$s?': [
					'%1$s Kontakt nach %2$s verschieben (%3$s)?',
					'%1$s Kontakte nach %2$s verschieben (%3$s)?',
				],
			},
			'prism'
		);
		expect(
			bulkQuestion( 'process', 3, { stage: 2, complete: false } )
		).toBe( '3 Kontakte nach VERBINDEN verschieben (In Progress)?' );
	} );

	it( 'titles the dialogs and their buttons', () => {
		expect( bulkTitle( 'process' ) ).toBe( 'Move to stage' );
		expect( bulkTitle( 'cadence' ) ).toBe( 'Keep in touch' );
		expect( bulkTitle( 'followup' ) ).toBe( 'Add Follow-up' );
		expect( bulkTitle( 'archive' ) ).toBe( 'Archive contacts' );
		expect( bulkConfirmLabels( 'process' ) ).toEqual( {
			confirm: 'Move',
			busy: 'Moving…',
		} );
		expect( bulkConfirmLabels( 'archive' ).busy ).toBe( 'Archiving…' );
	} );
} );

describe( 'the stage chosen', () => {
	it( 'is required', () => {
		expect(
			stageDraftProblems( { stage: '', status: 'In Progress' } )
		).toEqual( {
			problems: { stage: 'Choose the stage to move them to.' },
			input: null,
		} );
		expect(
			stageDraftProblems( { stage: '6', status: 'In Progress' } ).input
		).toBeNull();
	} );

	it( 'gives the change to send: the index and whether it is complete', () => {
		expect(
			stageDraftProblems( { stage: '0', status: 'In Progress' } )
		).toEqual( {
			problems: {},
			input: { action: 'process', stage: 0, complete: false },
		} );
		expect(
			stageDraftProblems( { stage: '5', status: 'Complete' } ).input
		).toEqual( { action: 'process', stage: 5, complete: true } );
	} );
} );

describe( 'the progress', () => {
	it( 'counts contacts done of all, formatted', () => {
		expect( bulkProgressText( 312, 1234 ) ).toBe( '312 of 1,234 contacts' );
		expect( bulkProgressText( 1, 1 ) ).toBe( '1 of 1 contact' );
		expect( bulkProgressText( 0, 0 ) ).toBe( 'Starting…' );
		// Never more than all.
		expect( bulkProgressText( 120, 100 ) ).toBe( '100 of 100 contacts' );
	} );

	it( 'as a percentage', () => {
		expect( bulkPercent( { done: 100, total: 150 } ) ).toBe( 67 );
		expect( bulkPercent( { done: 0, total: 0 } ) ).toBe( 0 );
		expect( bulkPercent( { done: 200, total: 150 } ) ).toBe( 100 );
	} );

	it( 'says what is under way', () => {
		expect( bulkRunning( CONNECT, 1234 ) ).toBe(
			'Moving 1,234 contacts to CONNECT, In Progress…'
		);
		expect( bulkRunning( { action: 'archive' }, 1 ) ).toBe(
			'Archiving 1 contact…'
		);
		expect( bulkRunning( { action: 'cadence', cadenceDays: 7 }, 5 ) ).toBe(
			'Setting how often to keep in touch with 5 contacts…'
		);
		expect(
			bulkRunning(
				{ action: 'followup', title: 'Call', desc: '', date: '' },
				5
			)
		).toBe( 'Adding the Follow-up to 5 contacts…' );
	} );

	it( 'knows a job still going', () => {
		expect( isJobRunning( { state: 'queued' } ) ).toBe( true );
		expect( isJobRunning( { state: 'running' } ) ).toBe( true );
		expect( isJobRunning( { state: 'done' } ) ).toBe( false );
		expect( isJobRunning( { state: 'failed' } ) ).toBe( false );
		expect( isJobRunning( null ) ).toBe( false );
	} );
} );

describe( 'the outcome, from changed and left', () => {
	it( 'moved, and those already further along', () => {
		expect( bulkResult( CONNECT, counts( 1200, 34 ) ) ).toBe(
			'Moved 1,200 contacts to CONNECT. 34 were already further along and were left as they are.'
		);
		expect( bulkResult( CONNECT, counts( 1, 1 ) ) ).toBe(
			'Moved 1 contact to CONNECT. 1 was already further along and was left as it is.'
		);
		expect( bulkResult( CONNECT, counts( 5 ) ) ).toBe(
			'Moved 5 contacts to CONNECT.'
		);
		expect( bulkResult( CONNECT, counts( 0, 3 ) ) ).toBe(
			'No contacts were moved. 3 were already further along and were left as they are.'
		);
	} );

	it( 'a cadence set or cleared', () => {
		expect(
			bulkResult( { action: 'cadence', cadenceDays: 90 }, counts( 12 ) )
		).toBe( 'Keep in touch with 12 contacts: Every 3 months.' );
		expect(
			bulkResult( { action: 'cadence', cadenceDays: 45 }, counts( 1 ) )
		).toBe( 'Keep in touch with 1 contact: Every 45 days.' );
		expect(
			bulkResult( { action: 'cadence', cadenceDays: null }, counts( 3 ) )
		).toBe( '3 contacts no longer have a cadence of their own.' );
	} );

	it( 'a follow-up added, archived; a contact deleted meanwhile is counted apart', () => {
		const followup: BulkContactsChange = {
			action: 'followup',
			title: ' Send the deck ',
			desc: '',
			date: '2026-12-10',
		};
		expect( bulkResult( followup, counts( 7 ) ) ).toBe(
			'Added the Follow-up “Send the deck” to 7 contacts.'
		);
		expect( bulkResult( { action: 'archive' }, counts( 2 ) ) ).toBe(
			'Archived 2 contacts. They are under the Archived filter now.'
		);
		expect( bulkResult( { action: 'archive' }, counts( 1, 1 ) ) ).toBe(
			'Archived 1 contact. It is under the Archived filter now. 1 contact was no longer there.'
		);
	} );

	it( 'without counts, all it did was a change', () => {
		expect(
			bulkResult(
				{ action: 'archive' },
				{ done: 4, changed: null, left: null }
			)
		).toBe(
			'Archived 4 contacts. They are under the Archived filter now.'
		);
	} );

	it( 'why it stopped, and how far it had gone', () => {
		expect( bulkFailure( { ...counts( 0 ), error: 'It stopped.' } ) ).toBe(
			'It stopped.'
		);
		expect( bulkOutOfReach( 'Could not reach the site.' ) ).toBe(
			'Could not reach the site. The change goes on on the site; the list shows it when it loads again.'
		);
		expect( bulkFailure( { ...counts( 100 ), error: null } ) ).toBe(
			'The change stopped before the end. Try again. 100 contacts were changed before it stopped.'
		);
	} );
} );

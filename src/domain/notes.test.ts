import { resetLocaleData, setLocaleData } from '@wordpress/i18n';
import {
	formatNoteDate,
	isBlankNote,
	notesOfStage,
	searchNotes,
	sortNotes,
	visibleNotes,
} from './notes';
import { note } from '../../tests/js/note';

const notes = [
	note( 1, 'Met at the Austin conference', '2026-03-01T10:00:00+00:00' ),
	note(
		2,
		'Sent a follow-up EMAIL about onboarding',
		'2026-05-10T09:30:00+00:00',
		1
	),
	note(
		3,
		'Coffee next month?\nAsk about the conference talk',
		'2026-04-02T16:00:00+00:00',
		2
	),
];

describe( 'isBlankNote', () => {
	it( 'treats empty and white-space-only text as blank', () => {
		expect( isBlankNote( '' ) ).toBe( true );
		expect( isBlankNote( '   ' ) ).toBe( true );
		expect( isBlankNote( '\n\t \n' ) ).toBe( true );
	} );

	it( 'accepts any visible character', () => {
		expect( isBlankNote( 'x' ) ).toBe( false );
		expect( isBlankNote( '  call back \n' ) ).toBe( false );
	} );
} );

describe( 'searchNotes', () => {
	it( 'matches a substring regardless of case', () => {
		expect( searchNotes( notes, 'email' ).map( ( n ) => n.id ) ).toEqual( [
			2,
		] );
		expect(
			searchNotes( notes, 'CONFERENCE' ).map( ( n ) => n.id )
		).toEqual( [ 1, 3 ] );
		expect(
			searchNotes( notes, 'ustin con' ).map( ( n ) => n.id )
		).toEqual( [ 1 ] );
	} );

	it( 'matches across line breaks in the note', () => {
		expect(
			searchNotes( notes, 'ask about' ).map( ( n ) => n.id )
		).toEqual( [ 3 ] );
	} );

	it( 'returns every note for a blank query and none when nothing matches', () => {
		expect( searchNotes( notes, '  ' ) ).toHaveLength( 3 );
		expect( searchNotes( notes, 'zebra' ) ).toEqual( [] );
	} );

	it( 'does not treat the query as a pattern', () => {
		expect(
			searchNotes(
				[ note( 9, 'Costs $5 (approx.)', null ) ],
				'(approx.)'
			)
		).toHaveLength( 1 );
		expect( searchNotes( notes, '.*' ) ).toEqual( [] );
	} );
} );

describe( 'sortNotes', () => {
	it( 'sorts by lastUpdated, newest first or oldest first', () => {
		expect( sortNotes( notes, 'desc' ).map( ( n ) => n.id ) ).toEqual( [
			2, 3, 1,
		] );
		expect( sortNotes( notes, 'asc' ).map( ( n ) => n.id ) ).toEqual( [
			1, 3, 2,
		] );
	} );

	it( 'does not change the list it was given', () => {
		const copy = [ ...notes ];
		sortNotes( notes, 'asc' );
		expect( notes ).toEqual( copy );
	} );

	it( 'puts notes without a date last when newest first, and breaks ties by id', () => {
		const list = [
			note( 5, 'b', '2026-01-01T00:00:00+00:00' ),
			note( 4, 'a', null ),
			note( 6, 'c', '2026-01-01T00:00:00+00:00' ),
		];
		expect( sortNotes( list, 'desc' ).map( ( n ) => n.id ) ).toEqual( [
			6, 5, 4,
		] );
		expect( sortNotes( list, 'asc' ).map( ( n ) => n.id ) ).toEqual( [
			4, 5, 6,
		] );
	} );
} );

describe( 'notesOfStage and visibleNotes', () => {
	it( 'keeps every note without a stage filter and only that stage with one', () => {
		expect( notesOfStage( notes ) ).toHaveLength( 3 );
		expect( notesOfStage( notes, 1 ).map( ( n ) => n.id ) ).toEqual( [
			2,
		] );
		expect( notesOfStage( notes, 0 ) ).toEqual( [] );
	} );

	it( 'filters by stage, then searches, then sorts', () => {
		expect(
			visibleNotes( notes, { query: 'CONFERENCE', order: 'asc' } ).map(
				( n ) => n.id
			)
		).toEqual( [ 1, 3 ] );
		expect(
			visibleNotes( notes, {
				query: 'conference',
				order: 'desc',
				stageId: 2,
			} ).map( ( n ) => n.id )
		).toEqual( [ 3 ] );
	} );
} );

describe( 'formatNoteDate', () => {
	// Local times, so the expectations hold in any time zone.
	const now = new Date( 2026, 10, 22, 15, 0 );
	beforeEach( () => {
		document.documentElement.lang = 'en-US';
	} );
	afterEach( () => {
		document.documentElement.lang = '';
		resetLocaleData( undefined, 'prism' );
	} );
	const at = ( ...parts: [ number, number, number, number, number ] ) =>
		new Date( ...parts ).toISOString();

	it( 'says Today or Yesterday with the time', () => {
		expect( formatNoteDate( at( 2026, 10, 22, 14, 56 ), now )?.label ).toBe(
			'Today at 2:56 PM'
		);
		expect( formatNoteDate( at( 2026, 10, 21, 9, 5 ), now )?.label ).toBe(
			'Yesterday at 9:05 AM'
		);
	} );

	it( 'leaves out the year this year and the time before', () => {
		expect( formatNoteDate( at( 2026, 2, 4, 10, 0 ), now )?.label ).toBe(
			'Mar 4 at 10:00 AM'
		);
		expect( formatNoteDate( at( 2025, 2, 4, 10, 0 ), now )?.label ).toBe(
			'Mar 4, 2025'
		);
	} );

	it( 'gives the full date for a tooltip', () => {
		expect( formatNoteDate( at( 2025, 2, 4, 10, 0 ), now )?.full ).toBe(
			'Tuesday, March 4, 2025 at 10:00 AM'
		);
	} );

	it( 'writes dates and times the way the page’s language does', () => {
		document.documentElement.lang = 'de-DE';
		expect( formatNoteDate( at( 2025, 2, 4, 10, 0 ), now )?.label ).toBe(
			'4. März 2025'
		);
		expect( formatNoteDate( at( 2026, 10, 22, 14, 56 ), now )?.label ).toBe(
			'Today at 14:56'
		);
	} );

	it( 'says Today and Yesterday in the site’s language', () => {
		setLocaleData(
			{
				'Today at %s': [ 'Heute um %s' ],
				'%1$s at %2$s': [ '%1$s um %2$s' ],
			},
			'prism'
		);
		expect( formatNoteDate( at( 2026, 10, 22, 14, 56 ), now )?.label ).toBe(
			'Heute um 2:56 PM'
		);
		expect( formatNoteDate( at( 2026, 2, 4, 10, 0 ), now )?.label ).toBe(
			'Mar 4 um 10:00 AM'
		);
	} );

	it( 'returns null for a missing or unreadable date', () => {
		expect( formatNoteDate( null, now ) ).toBeNull();
		expect( formatNoteDate( 'soon', now ) ).toBeNull();
	} );
} );

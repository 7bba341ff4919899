import type {
	Followup,
	PrismEvent,
} from '../components/events-followups/types';
import {
	dueText,
	eventDraftProblems,
	followupDraftProblems,
	followupQuickDays,
	groupFollowups,
	orderEvents,
	yearsOn,
} from './eventsFollowups';
import type { EventDraft } from './eventsFollowups';

const followup = ( values: Partial< Followup > ): Followup => ( {
	id: 1,
	contactId: 7,
	title: 'Call',
	desc: '',
	date: '2026-11-23',
	complete: '0',
	overdue: false,
	...values,
} );

const event = ( values: Partial< PrismEvent > ): PrismEvent => ( {
	id: 1,
	contactId: 7,
	title: 'Birthday',
	type: 'Birthday',
	date: '1990-11-22',
	desc: '',
	yearly: true,
	next: '2026-11-22',
	...values,
} );

const draft = ( values: Partial< EventDraft > ): EventDraft => ( {
	title: 'Ana’s birthday',
	type: 'Birthday',
	date: '1990-07-01',
	noYear: false,
	month: '',
	day: '',
	desc: '',
	...values,
} );

describe( 'eventDraftProblems', () => {
	it( 'sends a dated event as typed', () => {
		const { problems, input } = eventDraftProblems(
			draft( { title: 'Budget <100k', desc: 'a%20b' } )
		);
		expect( problems ).toEqual( {} );
		expect( input ).toEqual( {
			title: 'Budget <100k',
			type: 'Birthday',
			date: '1990-07-01',
			desc: 'a%20b',
		} );
	} );

	it( 'requires a title, a type and a date', () => {
		const { problems, input } = eventDraftProblems(
			draft( { title: '  ', type: '', date: '' } )
		);
		expect( input ).toBeNull();
		expect( Object.keys( problems ).sort() ).toEqual( [
			'date',
			'title',
			'type',
		] );
	} );

	it( 'refuses a day that does not exist', () => {
		expect(
			eventDraftProblems( draft( { date: '2026-02-30' } ) ).problems.date
		).toBeTruthy();
	} );

	it( 'sends a birthday without a year as --MM-DD, 29 February included', () => {
		expect(
			eventDraftProblems(
				draft( { noYear: true, month: '7', day: '1' } )
			).input?.date
		).toBe( '--07-01' );
		expect(
			eventDraftProblems(
				draft( { noYear: true, month: '2', day: '29' } )
			).input?.date
		).toBe( '--02-29' );
		expect(
			eventDraftProblems(
				draft( { noYear: true, month: '2', day: '30' } )
			).input
		).toBeNull();
		expect(
			eventDraftProblems( draft( { noYear: true, month: '', day: '3' } ) )
				.problems.date
		).toBeTruthy();
	} );

	it( 'ignores the year-unknown choice for an Other event', () => {
		expect(
			eventDraftProblems(
				draft( {
					type: 'Other',
					noYear: true,
					month: '7',
					day: '1',
					date: '2026-07-01',
				} )
			).input?.date
		).toBe( '2026-07-01' );
	} );
} );

describe( 'followupDraftProblems', () => {
	it( 'needs a title and a real day', () => {
		expect(
			followupDraftProblems( {
				title: 'x',
				desc: '',
				date: '2026-11-23',
			} ).input
		).not.toBeNull();
		expect(
			followupDraftProblems( { title: '', desc: '', date: '2026-11-23' } )
				.problems.title
		).toBeTruthy();
		expect(
			followupDraftProblems( {
				title: 'x',
				desc: '',
				date: '11/23/2026',
			} ).problems.date
		).toBeTruthy();
	} );
} );

describe( 'groupFollowups', () => {
	it( 'puts incomplete ones first by day and complete ones most recent first', () => {
		const list = [
			followup( { id: 1, date: '2026-11-25' } ),
			followup( { id: 2, date: '2026-11-20', overdue: true } ),
			followup( { id: 3, date: '2026-11-01', complete: '1' } ),
			followup( { id: 4, date: '2026-11-10', complete: '1' } ),
		];
		const { incomplete, complete } = groupFollowups( list );
		expect( incomplete.map( ( f ) => f.id ) ).toEqual( [ 2, 1 ] );
		expect( complete.map( ( f ) => f.id ) ).toEqual( [ 4, 3 ] );
	} );
} );

describe( 'orderEvents', () => {
	it( 'lists the next to come first and past one-off events last', () => {
		const list = [
			event( { id: 1, next: '2027-02-28' } ),
			event( {
				id: 2,
				type: 'Other',
				yearly: false,
				date: '2025-01-01',
				next: null,
			} ),
			event( { id: 3, next: '2026-12-01' } ),
			event( {
				id: 4,
				type: 'Other',
				yearly: false,
				date: '2026-01-01',
				next: null,
			} ),
		];
		expect( orderEvents( list ).map( ( e ) => e.id ) ).toEqual( [
			3, 1, 4, 2,
		] );
	} );
} );

describe( 'yearsOn', () => {
	it( 'counts the years of a dated birthday or anniversary', () => {
		expect( yearsOn( event( {} ), '2026-11-22' ) ).toBe( 'Turns 36' );
		expect(
			yearsOn( event( { type: 'Anniversary' } ), '2026-11-22' )
		).toBe( '36 years' );
		expect( yearsOn( event( { date: '--11-22' } ), '2026-11-22' ) ).toBe(
			null
		);
		expect( yearsOn( event( { type: 'Other' } ), '2026-11-22' ) ).toBe(
			null
		);
	} );
} );

describe( 'followupQuickDays', () => {
	it( 'offers tomorrow, a week, a month and three months, ending months well', () => {
		expect(
			followupQuickDays( '2026-01-31' ).map( ( choice ) => choice.date )
		).toEqual( [ '2026-02-01', '2026-02-07', '2026-02-28', '2026-04-30' ] );
	} );
} );

describe( 'dueText', () => {
	it( 'says when a follow-up is due relative to today', () => {
		const today = '2026-11-23';
		expect( dueText( followup( { date: today } ), today ) ).toBe(
			'Due today'
		);
		expect( dueText( followup( { date: '2026-11-24' } ), today ) ).toBe(
			'Due tomorrow'
		);
		expect( dueText( followup( { date: '2026-11-20' } ), today ) ).toBe(
			'Overdue by 3 days'
		);
		expect(
			dueText( followup( { date: '2026-11-20', complete: '1' } ), today )
		).toBe( 'Done' );
	} );
} );

import { resetLocaleData, setLocaleData } from '@wordpress/i18n';
import {
	CADENCE_PRESETS,
	REACH_OUT_FILTERS,
	cadenceChoiceOf,
	cadenceChoiceProblems,
	cadenceLabel,
	isReachOutFilter,
	isReachOutSoon,
	keepInTouchText,
	lastTouchText,
	reachOutFilterLabel,
	reachOutOptionLabel,
	reachOutStatus,
	reachOutStatusText,
	reachOutTone,
} from './cadence';
import {
	EMPTY_FILTERS,
	activeFilterCount,
	clearFilters,
	filtersFromSearch,
	filtersToSearch,
	hasActiveFilters,
	listKey,
	toListQuery,
	toggleNameOrder,
	withOrder,
	withReachOut,
} from './listFilters';
import type { ListFilters } from './listFilters';

const TODAY = '2026-11-23';

const filters = ( changes: Partial< ListFilters > = {} ): ListFilters => ( {
	...EMPTY_FILTERS,
	...changes,
} );

const GERMAN_PLURALS = {
	'': { plural_forms: 'nplurals=2; plural=(n != 1);' },
};

afterEach( () => {
	resetLocaleData( undefined, 'prism' );
} );

describe( 'cadence labels', () => {
	it( 'names the presets', () => {
		expect( CADENCE_PRESETS.map( cadenceLabel ) ).toEqual( [
			'Every week',
			'Every 2 weeks',
			'Every month',
			'Every 2 months',
			'Every 3 months',
			'Every 6 months',
			'Every year',
		] );
	} );

	it( 'counts any other number of days', () => {
		expect( cadenceLabel( 1 ) ).toBe( 'Every day' );
		expect( cadenceLabel( 2 ) ).toBe( 'Every 2 days' );
		expect( cadenceLabel( 45 ) ).toBe( 'Every 45 days' );
		expect( cadenceLabel( 3650 ) ).toBe( 'Every 3,650 days' );
	} );

	it( 'uses the plural forms of the site’s language', () => {
		setLocaleData(
			{
				...GERMAN_PLURALS,
				'Every %s day': [ 'Alle %s Tage', 'Alle %s Tage' ],
				'Every month': [ 'Jeden Monat' ],
			},
			'prism'
		);
		expect( cadenceLabel( 45 ) ).toBe( 'Alle 45 Tage' );
		expect( cadenceLabel( 30 ) ).toBe( 'Jeden Monat' );
	} );
} );

describe( 'where the cadence comes from', () => {
	it( 'says the contact’s own, a category’s by name, or MAINTAIN’s', () => {
		expect(
			keepInTouchText( { days: 30, from: 'contact', category: null } )
		).toBe( 'Every month · set for this contact' );
		expect(
			keepInTouchText( {
				days: 90,
				from: 'category',
				category: 'Family',
			} )
		).toBe( 'Every 3 months · from the category Family' );
		expect(
			keepInTouchText( { days: 30, from: 'maintain', category: null } )
		).toBe( 'Every month · MAINTAIN stage' );
		expect(
			keepInTouchText( { days: 21, from: 'maintain', category: null } )
		).toBe( 'Every 21 days · MAINTAIN stage' );
	} );

	it( 'still reads when a category’s name is missing', () => {
		expect(
			keepInTouchText( { days: 14, from: 'category', category: null } )
		).toBe( 'Every 2 weeks · from one of its categories' );
	} );
} );

describe( 'reachOutStatus', () => {
	it( 'counts the days overdue, due today, or to come, from the site’s today', () => {
		expect( reachOutStatus( '2026-11-11', TODAY ) ).toEqual( {
			kind: 'overdue',
			days: 12,
		} );
		expect( reachOutStatus( TODAY, TODAY ) ).toEqual( { kind: 'today' } );
		expect( reachOutStatus( '2026-11-28', TODAY ) ).toEqual( {
			kind: 'upcoming',
			days: 5,
		} );
	} );

	it( 'counts across months, years and a leap day', () => {
		expect( reachOutStatus( '2023-12-31', '2024-03-01' ) ).toEqual( {
			kind: 'overdue',
			days: 61,
		} );
		expect( reachOutStatus( '2027-01-02', '2026-12-30' ) ).toEqual( {
			kind: 'upcoming',
			days: 3,
		} );
	} );

	it( 'is none without a day, or with one that is not a day', () => {
		expect( reachOutStatus( null, TODAY ) ).toEqual( { kind: 'none' } );
		expect( reachOutStatus( undefined, TODAY ) ).toEqual( {
			kind: 'none',
		} );
		expect( reachOutStatus( '2026-02-30', TODAY ) ).toEqual( {
			kind: 'none',
		} );
	} );

	it( 'is soon when overdue, due today or due within a week', () => {
		const soon = ( day: string | null ) =>
			isReachOutSoon( reachOutStatus( day, TODAY ) );
		expect( soon( '2026-01-01' ) ).toBe( true );
		expect( soon( TODAY ) ).toBe( true );
		expect( soon( '2026-11-30' ) ).toBe( true );
		expect( soon( '2026-12-01' ) ).toBe( false );
		expect( soon( null ) ).toBe( false );
	} );
} );

describe( 'the status in words and colour', () => {
	it( 'says how overdue, due today, or how soon', () => {
		const text = ( day: string | null ) =>
			reachOutStatusText( reachOutStatus( day, TODAY ) );
		expect( text( '2026-11-11' ) ).toBe( 'Overdue by 12 days' );
		expect( text( '2026-11-22' ) ).toBe( 'Overdue by 1 day' );
		expect( text( TODAY ) ).toBe( 'Due today' );
		expect( text( '2026-11-24' ) ).toBe( 'Due tomorrow' );
		expect( text( '2026-11-28' ) ).toBe( 'Due in 5 days' );
		expect( text( null ) ).toBe( 'No cadence' );
	} );

	it( 'uses the plural forms of the site’s language', () => {
		setLocaleData(
			{
				...GERMAN_PLURALS,
				'Overdue by %s day': [
					'Seit %s Tag überfällig',
					'Seit %s Tagen überfällig',
				],
			},
			'prism'
		);
		expect(
			reachOutStatusText( reachOutStatus( '2026-11-22', TODAY ) )
		).toBe( 'Seit 1 Tag überfällig' );
		expect(
			reachOutStatusText( reachOutStatus( '2026-11-11', TODAY ) )
		).toBe( 'Seit 12 Tagen überfällig' );
	} );

	it( 'is the error colour when overdue, the warning colour when due today', () => {
		expect( reachOutTone( { kind: 'overdue', days: 3 } ) ).toBe( 'error' );
		expect( reachOutTone( { kind: 'today' } ) ).toBe( 'warning' );
		expect( reachOutTone( { kind: 'upcoming', days: 3 } ) ).toBe(
			'default'
		);
		expect( reachOutTone( { kind: 'none' } ) ).toBe( 'default' );
	} );

	it( 'says when the contact was last in touch', () => {
		expect( lastTouchText( '2026-11-12' ) ).toBe(
			'Last in touch on 12 November 2026'
		);
		expect( lastTouchText( null ) ).toBe( 'No touch recorded yet' );
		expect( lastTouchText( undefined ) ).toBe( 'No touch recorded yet' );
	} );
} );

describe( 'the cadence control', () => {
	it( 'starts on the stored cadence: a preset, a custom number, or none', () => {
		expect( cadenceChoiceOf( 90 ) ).toEqual( { kind: 'preset', days: 90 } );
		expect( cadenceChoiceOf( 45 ) ).toEqual( {
			kind: 'custom',
			text: '45',
		} );
		expect( cadenceChoiceOf( null ) ).toEqual( { kind: 'none' } );
		expect( cadenceChoiceOf( undefined ) ).toEqual( { kind: 'none' } );
	} );

	it( 'sends a preset’s days, a custom whole number, or null for none', () => {
		expect(
			cadenceChoiceProblems( { kind: 'preset', days: 180 } )
		).toEqual( {
			problem: null,
			days: 180,
		} );
		expect(
			cadenceChoiceProblems( { kind: 'custom', text: ' 45 ' } )
		).toEqual( {
			problem: null,
			days: 45,
		} );
		expect(
			cadenceChoiceProblems( { kind: 'custom', text: '1' } ).days
		).toBe( 1 );
		expect(
			cadenceChoiceProblems( { kind: 'custom', text: '3650' } ).days
		).toBe( 3650 );
		expect( cadenceChoiceProblems( { kind: 'none' } ) ).toEqual( {
			problem: null,
			days: null,
		} );
	} );

	it( 'refuses a custom value that is not a whole number from 1 to 3650, saying so', () => {
		for ( const text of [
			'',
			' ',
			'0',
			'3651',
			'-5',
			'4.5',
			'1e3',
			'ten',
		] ) {
			expect( cadenceChoiceProblems( { kind: 'custom', text } ) ).toEqual(
				{
					problem: 'Enter a whole number of days from 1 to 3,650.',
					days: null,
				}
			);
		}
	} );
} );

describe( 'the contact list: Keep in touch, and sorting by the day to reach out by', () => {
	it( 'labels the choices and the filter in use', () => {
		expect( REACH_OUT_FILTERS.map( reachOutOptionLabel ) ).toEqual( [
			'Due or overdue',
			'Due within a week',
			'Has a cadence',
		] );
		expect( reachOutFilterLabel( 'due' ) ).toBe(
			'Keep in touch: Due or overdue'
		);
		expect( isReachOutFilter( 'week' ) ).toBe( true );
		expect( isReachOutFilter( 'soon' ) ).toBe( false );
	} );

	it( 'round-trips reachOut and the sort through the page URL', () => {
		for ( const state of [
			filters( { reachOut: 'due' } ),
			filters( { reachOut: 'week', order: 'reach_out' } ),
			filters( {
				reachOut: 'set',
				notContacted: 30,
				categories: [ 'Family' ],
				page: 2,
			} ),
			filters( { order: 'reach_out' } ),
		] ) {
			expect( filtersFromSearch( filtersToSearch( state ) ) ).toEqual(
				state
			);
		}
		expect(
			filtersToSearch(
				filters( { reachOut: 'due', order: 'reach_out' } )
			)
		).toBe( '?reachOut=due&sort=reach_out' );
	} );

	it( 'ignores a value that is not one of the choices', () => {
		for ( const search of [
			'reachOut=soon',
			'reachOut=',
			'reachOut=DUE',
		] ) {
			expect( filtersFromSearch( search ).reachOut ).toBeNull();
		}
	} );

	it( 'chooses one value at a time; choosing it again clears it', () => {
		const on = withReachOut( filters( { page: 3 } ), 'due' );
		expect( on.reachOut ).toBe( 'due' );
		expect( on.page ).toBe( 1 );
		expect( withReachOut( on, 'week' ).reachOut ).toBe( 'week' );
		expect( withReachOut( on, 'due' ).reachOut ).toBeNull();
		expect( withReachOut( on, null ).reachOut ).toBeNull();
	} );

	it( 'counts as a filter: narrows the list, shows in the count, is cleared with the others', () => {
		const on = filters( { reachOut: 'week', order: 'reach_out' } );
		expect( hasActiveFilters( on ) ).toBe( true );
		expect( activeFilterCount( on ) ).toBe( 1 );
		expect( listKey( on ) ).not.toBe(
			listKey( filters( { order: 'reach_out' } ) )
		);
		expect( clearFilters( on ) ).toEqual(
			filters( { order: 'reach_out' } )
		);
	} );

	it( 'asks the server for it only when chosen', () => {
		expect(
			toListQuery( filters( { reachOut: 'due', order: 'reach_out' } ) )
		).toEqual( {
			order: 'reach_out',
			page: 1,
			per_page: 10,
			reachOut: 'due',
		} );
		expect( toListQuery( filters() ) ).not.toHaveProperty( 'reachOut' );
	} );

	it( 'sorts by the day to reach out by from the menu; the name toggle goes back to A-Z', () => {
		const sorted = withOrder( filters( { page: 4 } ), 'reach_out' );
		expect( sorted ).toEqual( filters( { order: 'reach_out' } ) );
		expect( toggleNameOrder( sorted ).order ).toBe( 'name_asc' );
	} );
} );

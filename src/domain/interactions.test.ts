import { setLocaleData } from '@wordpress/i18n';
import {
	INTERACTION_KINDS,
	daysSinceContact,
	interactionKindLabel,
	isInteractionKind,
	lastContactedText,
	notContactedFilterLabel,
	notContactedOptionLabel,
} from './interactions';
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
	withNotContacted,
	withOrder,
} from './listFilters';
import type { ListFilters } from './listFilters';

const TODAY = '2026-03-15';

const filters = ( changes: Partial< ListFilters > = {} ): ListFilters => ( {
	...EMPTY_FILTERS,
	...changes,
} );

afterEach( () => {
	setLocaleData( {}, 'prism' );
} );

describe( 'kinds', () => {
	it( 'names every kind on screen', () => {
		expect( INTERACTION_KINDS.map( interactionKindLabel ) ).toEqual( [
			'Call',
			'Meeting',
			'Message',
			'Email',
			'Other',
		] );
	} );

	it( 'names them in the site’s language', () => {
		setLocaleData( { Call: [ 'Anruf' ], Meeting: [ 'Treffen' ] }, 'prism' );
		expect( interactionKindLabel( 'call' ) ).toBe( 'Anruf' );
		expect( interactionKindLabel( 'meeting' ) ).toBe( 'Treffen' );
	} );

	it( 'knows only the API’s kinds', () => {
		expect( isInteractionKind( 'email' ) ).toBe( true );
		expect( isInteractionKind( 'Email' ) ).toBe( false );
		expect( isInteractionKind( 'visit' ) ).toBe( false );
		expect( isInteractionKind( undefined ) ).toBe( false );
	} );
} );

describe( 'last contacted', () => {
	it( 'says never when there is no interaction', () => {
		expect( lastContactedText( null, TODAY ) ).toBe( 'Never contacted' );
		expect( daysSinceContact( null, TODAY ) ).toBeNull();
	} );

	it( 'says today and yesterday in words', () => {
		expect( lastContactedText( TODAY, TODAY ) ).toBe(
			'Last contacted today'
		);
		expect( lastContactedText( '2026-03-14', TODAY ) ).toBe(
			'Last contacted yesterday'
		);
	} );

	it( 'counts the days, across months and years', () => {
		expect( lastContactedText( '2026-03-03', TODAY ) ).toBe(
			'Last contacted 12 days ago'
		);
		expect( lastContactedText( '2026-02-13', TODAY ) ).toBe(
			'Last contacted 30 days ago'
		);
		expect( lastContactedText( '2025-03-15', TODAY ) ).toBe(
			'Last contacted 365 days ago'
		);
		expect( lastContactedText( '2020-03-15', TODAY ) ).toBe(
			'Last contacted 2,191 days ago'
		);
	} );

	it( 'counts a day after today (a page opened before midnight) as today', () => {
		expect( daysSinceContact( '2026-03-16', TODAY ) ).toBe( 0 );
		expect( lastContactedText( '2026-03-16', TODAY ) ).toBe(
			'Last contacted today'
		);
	} );

	it( 'uses the plural forms of the site’s language', () => {
		setLocaleData(
			{
				'': { plural_forms: 'nplurals=2; plural=(n != 1);' },
				'Last contacted %s day ago': [
					'Zuletzt vor %s Tag kontaktiert',
					'Zuletzt vor %s Tagen kontaktiert',
				],
			},
			'prism'
		);
		expect( lastContactedText( '2026-03-10', TODAY ) ).toBe(
			'Zuletzt vor 5 Tagen kontaktiert'
		);
	} );
} );

describe( 'not contacted for', () => {
	it( 'labels the choices and the filter in use', () => {
		expect( notContactedOptionLabel( 30 ) ).toBe( '30 days' );
		expect( notContactedOptionLabel( 180 ) ).toBe( '180 days' );
		expect( notContactedFilterLabel( 90 ) ).toBe(
			'Not contacted for 90 days'
		);
	} );
} );

describe( 'the contact list: not contacted for, and sorting by last contacted', () => {
	it( 'round-trips notContacted and the new sorts through the page URL', () => {
		for ( const state of [
			filters( { notContacted: 30 } ),
			filters( { notContacted: 90, order: 'contacted_desc' } ),
			filters( {
				notContacted: 180,
				order: 'contacted_asc',
				categories: [ 'Mentors' ],
				page: 2,
			} ),
			filters( { order: 'contacted_asc' } ),
		] ) {
			expect( filtersFromSearch( filtersToSearch( state ) ) ).toEqual(
				state
			);
		}
		expect(
			filtersToSearch(
				filters( { notContacted: 90, order: 'contacted_desc' } )
			)
		).toBe( '?notContacted=90&sort=contacted_desc' );
	} );

	it( 'keeps other parameters of the address', () => {
		expect(
			filtersToSearch(
				filters( { notContacted: 30 } ),
				'?other=1&notContacted=180'
			)
		).toBe( '?other=1&notContacted=30' );
	} );

	it( 'ignores a value that is not one of the choices', () => {
		for ( const search of [
			'notContacted=45',
			'notContacted=abc',
			'notContacted=-30',
			'notContacted=30.5',
			'notContacted=',
		] ) {
			expect( filtersFromSearch( search ).notContacted ).toBeNull();
		}
		expect( filtersFromSearch( 'sort=contacted' ).order ).toBe(
			'name_asc'
		);
	} );

	it( 'chooses one value at a time; choosing it again clears it', () => {
		const on = withNotContacted( filters( { page: 3 } ), 30 );
		expect( on.notContacted ).toBe( 30 );
		expect( on.page ).toBe( 1 );
		expect( withNotContacted( on, 90 ).notContacted ).toBe( 90 );
		expect( withNotContacted( on, 30 ).notContacted ).toBeNull();
		expect( withNotContacted( on, null ).notContacted ).toBeNull();
	} );

	it( 'counts as a filter: narrows the list, shows in the count, is cleared with the others', () => {
		const on = filters( { notContacted: 180, order: 'contacted_asc' } );
		expect( hasActiveFilters( on ) ).toBe( true );
		expect( activeFilterCount( on ) ).toBe( 1 );
		expect( listKey( on ) ).not.toBe(
			listKey( filters( { order: 'contacted_asc' } ) )
		);
		expect( clearFilters( on ) ).toEqual(
			filters( { order: 'contacted_asc' } )
		);
	} );

	it( 'asks the server for it', () => {
		expect(
			toListQuery(
				filters( { notContacted: 90, order: 'contacted_desc' } )
			)
		).toEqual( {
			order: 'contacted_desc',
			page: 1,
			per_page: 10,
			notContacted: 90,
		} );
		expect( toListQuery( filters() ) ).not.toHaveProperty( 'notContacted' );
	} );

	it( 'sorts by last contacted from the menu; the name toggle goes back to A-Z', () => {
		const sorted = withOrder( filters( { page: 4 } ), 'contacted_asc' );
		expect( sorted ).toEqual( filters( { order: 'contacted_asc' } ) );
		expect( toggleNameOrder( sorted ).order ).toBe( 'name_asc' );
	} );
} );

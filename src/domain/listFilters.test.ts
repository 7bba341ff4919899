import {
	EMPTY_FILTERS,
	activeFilterCount,
	allContacts,
	categoriesPreview,
	clearFilters,
	clearFiltersInView,
	dropCategoryFilter,
	filtersFromSearch,
	filtersToSearch,
	hasActiveFilters,
	isFilterOn,
	lastPage,
	listKey,
	narrowsView,
	rangeLabel,
	renameCategoryFilter,
	toListQuery,
	toggleFilter,
	toggleNameOrder,
	withArchived,
	withOrder,
	withPage,
	withSearch,
} from './listFilters';
import type { ListFilters } from './listFilters';

const filters = ( changes: Partial< ListFilters > = {} ): ListFilters => ( {
	...EMPTY_FILTERS,
	...changes,
} );

describe( 'filtersFromSearch', () => {
	it( 'reads the spec parameters that pre-apply filters on load', () => {
		expect(
			filtersFromSearch(
				'?q=%20priya%20&c=Mentors&networkingProcess=Active&networkingStage=2&networkingStatus=In+Progress'
			)
		).toEqual(
			filters( {
				q: 'priya',
				categories: [ 'Mentors' ],
				process: [ 'Active' ],
				stages: [ 2 ],
				statuses: [ 'In Progress' ],
			} )
		);
	} );

	it( 'reads a repeated parameter as several selected values, once each', () => {
		const state = filtersFromSearch(
			'c=Family&c=Work+friends&c=Family&networkingStage=0&networkingStage=5'
		);
		expect( state.categories ).toEqual( [ 'Family', 'Work friends' ] );
		expect( state.stages ).toEqual( [ 0, 5 ] );
	} );

	it( 'ignores values the list does not know', () => {
		const state = filtersFromSearch(
			'networkingProcess=Maybe&networkingStage=6&networkingStage=-1&networkingStage=x&networkingStatus=Done&importSource=MySpace&sort=random&pg=0'
		);
		expect( state ).toEqual( EMPTY_FILTERS );
	} );

	it( 'reads PRISM’s own sort, source and page parameters', () => {
		expect(
			filtersFromSearch(
				'importSource=Google&importSource=CSV&sort=recent&pg=3'
			)
		).toEqual(
			filters( {
				sources: [ 'Google', 'CSV' ],
				order: 'recent',
				page: 3,
			} )
		);
	} );

	it( 'reads an empty query as the plain list', () => {
		expect( filtersFromSearch( '' ) ).toEqual( EMPTY_FILTERS );
	} );
} );

describe( 'filtersToSearch', () => {
	it( 'leaves the defaults out of the URL', () => {
		expect( filtersToSearch( EMPTY_FILTERS ) ).toBe( '' );
	} );

	it( 'repeats a parameter for several values and round-trips', () => {
		const state = filters( {
			q: 'ann lee',
			categories: [ 'Family', 'Work & co' ],
			stages: [ 1, 3 ],
			statuses: [ 'Complete' ],
			process: [ 'Inactive' ],
			sources: [ 'iCloud' ],
			order: 'name_desc',
			page: 2,
		} );
		const search = filtersToSearch( state );
		expect( new URLSearchParams( search ).getAll( 'c' ) ).toEqual( [
			'Family',
			'Work & co',
		] );
		expect(
			new URLSearchParams( search ).getAll( 'networkingStage' )
		).toEqual( [ '1', '3' ] );
		expect( filtersFromSearch( search ) ).toEqual( state );
	} );

	it( 'keeps parameters that are not the list’s', () => {
		const search = filtersToSearch(
			filters( { q: 'x' } ),
			'?utm_source=mail&q=old&c=Gone'
		);
		const params = new URLSearchParams( search );
		expect( params.get( 'utm_source' ) ).toBe( 'mail' );
		expect( params.get( 'q' ) ).toBe( 'x' );
		expect( params.has( 'c' ) ).toBe( false );
	} );
} );

describe( 'toggleFilter', () => {
	it( 'selects a value, and unselects it on the next click', () => {
		const on = toggleFilter( EMPTY_FILTERS, 'stages', 2 );
		expect( on.stages ).toEqual( [ 2 ] );
		expect( isFilterOn( on, 'stages', 2 ) ).toBe( true );
		const off = toggleFilter( on, 'stages', 2 );
		expect( off.stages ).toEqual( [] );
	} );

	it( 'adds to the values already selected in the group (all must match)', () => {
		const state = toggleFilter(
			filters( { categories: [ 'Family' ] } ),
			'categories',
			'Mentors'
		);
		expect( state.categories ).toEqual( [ 'Family', 'Mentors' ] );
	} );

	it( 'leaves other groups alone and returns to page 1', () => {
		const state = toggleFilter(
			filters( { statuses: [ 'Complete' ], page: 3 } ),
			'process',
			'Active'
		);
		expect( state.statuses ).toEqual( [ 'Complete' ] );
		expect( state.page ).toBe( 1 );
	} );
} );

describe( 'search, sort and page', () => {
	it( 'returns to page 1 when the search changes, and not when it did not', () => {
		expect( withSearch( filters( { page: 4 } ), '  lee ' ) ).toEqual(
			filters( { q: 'lee' } )
		);
		const same = filters( { q: 'lee', page: 4 } );
		expect( withSearch( same, 'lee ' ) ).toBe( same );
	} );

	it( 'toggles the name sort and returns to page 1', () => {
		expect( toggleNameOrder( filters( { page: 2 } ) ) ).toEqual(
			filters( { order: 'name_desc' } )
		);
		expect(
			toggleNameOrder( filters( { order: 'name_desc' } ) ).order
		).toBe( 'name_asc' );
		expect( toggleNameOrder( filters( { order: 'recent' } ) ).order ).toBe(
			'name_asc'
		);
		expect( withOrder( filters( { page: 2 } ), 'recent' ) ).toEqual(
			filters( { order: 'recent' } )
		);
	} );

	it( 'moves between pages without changing the list', () => {
		const state = filters( { q: 'a' } );
		expect( withPage( state, 3 ).page ).toBe( 3 );
		expect( withPage( state, 0 ).page ).toBe( 1 );
		expect( listKey( withPage( state, 3 ) ) ).toBe( listKey( state ) );
	} );
} );

describe( 'clearing', () => {
	const busy = filters( {
		q: 'x',
		categories: [ 'A' ],
		stages: [ 1 ],
		order: 'name_desc',
		page: 2,
	} );

	it( 'All Contacts clears every filter, the search and the sort', () => {
		expect( allContacts() ).toEqual( EMPTY_FILTERS );
	} );

	it( 'Clear filters keeps the sort', () => {
		expect( clearFilters( busy ) ).toEqual(
			filters( { order: 'name_desc' } )
		);
	} );

	it( 'knows when the list is narrowed', () => {
		expect( hasActiveFilters( EMPTY_FILTERS ) ).toBe( false );
		expect(
			hasActiveFilters( filters( { order: 'recent', page: 2 } ) )
		).toBe( false );
		expect( hasActiveFilters( filters( { q: 'x' } ) ) ).toBe( true );
		expect( hasActiveFilters( filters( { sources: [ 'CSV' ] } ) ) ).toBe(
			true
		);
		expect( activeFilterCount( busy ) ).toBe( 3 );
	} );
} );

describe( 'listKey', () => {
	it( 'does not depend on the order values were picked in', () => {
		expect( listKey( filters( { categories: [ 'A', 'B' ] } ) ) ).toBe(
			listKey( filters( { categories: [ 'B', 'A' ] } ) )
		);
	} );

	it( 'changes with the search, a filter or the sort', () => {
		const base = listKey( EMPTY_FILTERS );
		expect( listKey( filters( { q: 'x' } ) ) ).not.toBe( base );
		expect( listKey( filters( { stages: [ 0 ] } ) ) ).not.toBe( base );
		expect( listKey( filters( { order: 'name_desc' } ) ) ).not.toBe( base );
	} );
} );

describe( 'toListQuery', () => {
	it( 'sends arrays for the groups and only what is set', () => {
		expect(
			toListQuery(
				filters( {
					q: 'ann',
					categories: [ 'A', 'B' ],
					stages: [ 0 ],
					statuses: [ 'Complete' ],
					page: 2,
				} )
			)
		).toEqual( {
			q: 'ann',
			category: [ 'A', 'B' ],
			stage: [ 0 ],
			status: [ 'Complete' ],
			order: 'name_asc',
			page: 2,
			per_page: 10,
		} );
		expect( toListQuery( EMPTY_FILTERS, 100 ) ).toEqual( {
			order: 'name_asc',
			page: 1,
			per_page: 100,
		} );
	} );
} );

describe( 'the Archived view', () => {
	const archived = filters( { archived: true } );

	it( 'is kept in the URL as archived=1 and read back (true too), with the other filters', () => {
		const state = filters( {
			archived: true,
			q: 'lee',
			categories: [ 'Family' ],
		} );
		const search = filtersToSearch( state );
		expect( new URLSearchParams( search ).get( 'archived' ) ).toBe( '1' );
		expect( filtersFromSearch( search ) ).toEqual( state );
		expect( filtersFromSearch( '?archived=true' ).archived ).toBe( true );
		expect( filtersFromSearch( '?archived=0' ).archived ).toBe( false );
		expect( filtersFromSearch( '?archived=yes' ).archived ).toBe( false );
		expect( filtersToSearch( EMPTY_FILTERS ) ).toBe( '' );
	} );

	it( 'asks the server for archived=true, and the plain list asks as before', () => {
		expect(
			toListQuery( filters( { archived: true, q: 'ann', page: 3 } ) )
		).toEqual( {
			q: 'ann',
			archived: true,
			order: 'name_asc',
			page: 3,
			per_page: 10,
		} );
		expect( toListQuery( EMPTY_FILTERS ) ).not.toHaveProperty( 'archived' );
	} );

	it( 'is another list (the selection is cleared), and going in or out returns to page 1', () => {
		expect( listKey( archived ) ).not.toBe( listKey( EMPTY_FILTERS ) );
		const fromPage3 = withArchived( filters( { q: 'x', page: 3 } ), true );
		expect( fromPage3 ).toEqual(
			filters( { q: 'x', archived: true, page: 1 } )
		);
		expect( withArchived( fromPage3, false ) ).toEqual(
			filters( { q: 'x' } )
		);
		expect( withArchived( archived, true ) ).toBe( archived );
	} );

	it( 'counts as a filter in use; the search and filters narrow it as they narrow the list', () => {
		expect( hasActiveFilters( archived ) ).toBe( true );
		expect( activeFilterCount( archived ) ).toBe( 1 );
		expect( narrowsView( archived ) ).toBe( false );
		expect( narrowsView( filters( { archived: true, q: 'x' } ) ) ).toBe(
			true
		);
		expect(
			narrowsView( filters( { archived: true, notContacted: 90 } ) )
		).toBe( true );
	} );

	it( 'Clear filters leaves it; clearing an empty view keeps it', () => {
		const busy = filters( {
			archived: true,
			q: 'x',
			stages: [ 2 ],
			order: 'recent',
			page: 2,
		} );
		expect( clearFilters( busy ) ).toEqual(
			filters( { order: 'recent' } )
		);
		expect( clearFiltersInView( busy ) ).toEqual(
			filters( { archived: true, order: 'recent' } )
		);
		expect( allContacts().archived ).toBe( false );
	} );
} );

describe( 'category changes', () => {
	it( 'a filter on a renamed category follows the new name', () => {
		expect(
			renameCategoryFilter(
				filters( { categories: [ 'Old', 'B' ] } ),
				'Old',
				'New'
			).categories
		).toEqual( [ 'New', 'B' ] );
		const untouched = filters( { categories: [ 'B' ] } );
		expect( renameCategoryFilter( untouched, 'Old', 'New' ) ).toBe(
			untouched
		);
	} );

	it( 'a filter on a deleted category goes', () => {
		expect(
			dropCategoryFilter(
				filters( { categories: [ 'Old', 'B' ], page: 2 } ),
				'Old'
			)
		).toEqual( filters( { categories: [ 'B' ] } ) );
	} );
} );

describe( 'labels', () => {
	it( 'labels the page as x-y of total', () => {
		expect( rangeLabel( 1, 36, 10 ) ).toBe( '1-10 of 36' );
		expect( rangeLabel( 4, 36, 6 ) ).toBe( '31-36 of 36' );
		expect( rangeLabel( 1, 0, 0 ) ).toBe( '0 of 0' );
		expect( lastPage( 36 ) ).toBe( 4 );
		expect( lastPage( 0 ) ).toBe( 1 );
	} );

	it( 'cuts categories to 30 characters, then ...', () => {
		expect( categoriesPreview( 'Family, Mentors' ) ).toBe(
			'Family, Mentors'
		);
		const exactly30 = 'a'.repeat( 30 );
		expect( categoriesPreview( exactly30 ) ).toBe( exactly30 );
		expect(
			categoriesPreview( 'Family, Mentors, Work friends, Neighbours' )
		).toBe( 'Family, Mentors, Work friends,...' );
	} );
} );

import {
	EMPTY_SELECTION,
	inListOrder,
	mailtoForContacts,
	rowsState,
	selectAll,
	selectionScope,
	toggleAll,
	toggleSelected,
	wholeListState,
	withoutIds,
} from './selection';

describe( 'row checkboxes', () => {
	it( 'a click selects a contact and the next click unselects it', () => {
		const one = toggleSelected( EMPTY_SELECTION, 7 );
		expect( one ).toEqual( [ 7 ] );
		expect( toggleSelected( toggleSelected( one, 3 ), 7 ) ).toEqual( [
			3,
		] );
	} );

	it( 'reads a page as all, some or none selected', () => {
		expect( rowsState( [ 1, 2 ], [ 1, 2 ] ) ).toBe( 'all' );
		expect( rowsState( [ 1, 9 ], [ 1, 2 ] ) ).toBe( 'some' );
		expect( rowsState( [ 9 ], [ 1, 2 ] ) ).toBe( 'none' );
	} );
} );

describe( 'select-all', () => {
	const matching = [ 4, 8, 15, 16, 23, 42, 50, 51, 52, 53, 54, 55 ];

	it( 'selects every contact the filter matches, not only the page', () => {
		expect( selectAll( matching ) ).toEqual( matching );
		expect( toggleAll( [ 4 ], matching ) ).toEqual( matching );
	} );

	it( 'clears when every match is already selected', () => {
		expect( toggleAll( matching, matching ) ).toEqual( [] );
	} );

	it( 'reads as all, some or none of the matches', () => {
		expect( wholeListState( matching, matching.length ) ).toBe( 'all' );
		expect( wholeListState( [ 4, 8 ], matching.length ) ).toBe( 'some' );
		expect( wholeListState( [], matching.length ) ).toBe( 'none' );
		expect( wholeListState( [], 0 ) ).toBe( 'none' );
	} );
} );

describe( 'clearing', () => {
	it( 'the scope changes with the list and with each clear (say, the categories changed), not otherwise', () => {
		const scope = selectionScope( 'list-a', 0 );
		expect( selectionScope( 'list-a', 0 ) ).toBe( scope );
		expect( selectionScope( 'list-b', 0 ) ).not.toBe( scope );
		expect( selectionScope( 'list-a', 1 ) ).not.toBe( scope );
	} );

	it( 'drops contacts that are gone', () => {
		expect( withoutIds( [ 1, 2, 3 ], [ 2 ] ) ).toEqual( [ 1, 3 ] );
	} );
} );

describe( 'inListOrder', () => {
	it( 'orders the selection as the list does, so the first in the list survives a merge', () => {
		expect( inListOrder( [ 30, 10 ], [ 10, 20, 30 ] ) ).toEqual( [
			10, 30,
		] );
	} );

	it( 'puts ids the list no longer holds last', () => {
		expect( inListOrder( [ 99, 20, 98 ], [ 10, 20 ] ) ).toEqual( [
			20, 99, 98,
		] );
	} );
} );

describe( 'mailtoForContacts', () => {
	it( 'joins the addresses with ; and skips contacts without one', () => {
		expect(
			mailtoForContacts( [
				{ email: 'a@example.com' },
				{ email: '' },
				{ email: ' b@example.com ' },
			] )
		).toEqual( {
			href: 'mailto:a@example.com;b@example.com',
			emails: [ 'a@example.com', 'b@example.com' ],
			skipped: 1,
		} );
	} );

	it( 'uses an address once', () => {
		expect(
			mailtoForContacts( [
				{ email: 'A@example.com' },
				{ email: 'a@example.com' },
			] ).emails
		).toEqual( [ 'A@example.com' ] );
	} );

	it( 'has no link when nobody has an address', () => {
		expect( mailtoForContacts( [ { email: '' } ] ) ).toEqual( {
			href: null,
			emails: [],
			skipped: 1,
		} );
	} );
} );

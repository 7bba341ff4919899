import { EMPTY_FILTERS } from './listFilters';
import {
	MAX_IDS_IN_LINK,
	defaultExportScope,
	exportRequest,
	exportScopes,
	exportUrl,
} from './exports';

const base = {
	restRoot: 'https://example.com/wp-json/',
	nonce: 'abc123',
	format: 'csv' as const,
	filters: EMPTY_FILTERS,
	ids: [] as number[],
};

function params( url: string ): URLSearchParams {
	return new URL( url ).searchParams;
}

describe( 'exportScopes', () => {
	it( 'offers the filter and the selection only when there are some', () => {
		expect( exportScopes( EMPTY_FILTERS, 0 ) ).toEqual( [ 'all' ] );
		expect( exportScopes( { ...EMPTY_FILTERS, q: 'ada' }, 0 ) ).toEqual( [
			'all',
			'filter',
		] );
		expect(
			exportScopes( { ...EMPTY_FILTERS, sources: [ 'Google' ] }, 3 )
		).toEqual( [ 'all', 'filter', 'selection' ] );
		// The sort alone does not narrow the list.
		expect(
			exportScopes( { ...EMPTY_FILTERS, order: 'recent' }, 2 )
		).toEqual( [ 'all', 'selection' ] );
	} );

	it( 'starts on the narrowest', () => {
		expect( defaultExportScope( [ 'all' ] ) ).toBe( 'all' );
		expect( defaultExportScope( [ 'all', 'filter' ] ) ).toBe( 'filter' );
		expect( defaultExportScope( [ 'all', 'filter', 'selection' ] ) ).toBe(
			'selection'
		);
	} );
} );

describe( 'exportUrl', () => {
	it( 'downloads everything with the nonce in the address', () => {
		const url = exportUrl( { ...base, scope: 'all' } );
		expect(
			url.startsWith( 'https://example.com/wp-json/prism/v1/export?' )
		).toBe( true );
		expect( params( url ).get( 'format' ) ).toBe( 'csv' );
		expect( params( url ).get( '_wpnonce' ) ).toBe( 'abc123' );
		expect( [ ...params( url ).keys() ].sort() ).toEqual( [
			'_wpnonce',
			'format',
		] );
	} );

	it( 'sends the list’s filters, without its page', () => {
		const url = exportUrl( {
			...base,
			format: 'vcard',
			scope: 'filter',
			filters: {
				...EMPTY_FILTERS,
				q: 'a & b',
				categories: [ 'Friends', 'Board' ],
				sources: [ 'LinkedIn' ],
				stages: [ 2 ],
				page: 3,
			},
		} );
		const p = params( url );
		expect( p.get( 'format' ) ).toBe( 'vcard' );
		expect( p.get( 'q' ) ).toBe( 'a & b' );
		expect( p.getAll( 'category[0]' ) ).toEqual( [ 'Friends' ] );
		expect( p.getAll( 'category[1]' ) ).toEqual( [ 'Board' ] );
		expect( p.get( 'importSource[0]' ) ).toBe( 'LinkedIn' );
		expect( p.get( 'stage[0]' ) ).toBe( '2' );
		expect( p.has( 'page' ) ).toBe( false );
		expect( p.has( 'per_page' ) ).toBe( false );
	} );

	it( 'offers and sends the Keep in touch filter as the list asks for it', () => {
		const filters = { ...EMPTY_FILTERS, reachOut: 'due' as const };
		expect( exportScopes( filters, 0 ) ).toEqual( [ 'all', 'filter' ] );
		const url = params(
			exportUrl( { ...base, scope: 'filter', filters } )
		);
		expect( url.get( 'reachOut' ) ).toBe( 'due' );
		expect( url.has( 'page' ) ).toBe( false );
	} );

	it( 'sends the selected ids as one list', () => {
		const url = exportUrl( {
			...base,
			scope: 'selection',
			ids: [ 4, 12, 9 ],
		} );
		expect( params( url ).get( 'ids' ) ).toBe( '4,12,9' );
	} );

	it( 'works on a site without pretty permalinks', () => {
		const url = exportUrl( {
			...base,
			restRoot: 'https://example.com/index.php?rest_route=/',
			scope: 'all',
		} );
		const p = params( url );
		expect( p.get( 'rest_route' ) ).toBe( '/prism/v1/export' );
		expect( p.get( 'format' ) ).toBe( 'csv' );
		expect( p.get( '_wpnonce' ) ).toBe( 'abc123' );
	} );
} );

describe( 'exportRequest', () => {
	it( 'is a link, unless a selection is too long for an address', () => {
		expect( exportRequest( { ...base, scope: 'all' } ) ).toEqual( {
			method: 'get',
			href: exportUrl( { ...base, scope: 'all' } ),
		} );
		const few = Array.from(
			{ length: MAX_IDS_IN_LINK },
			( _, i ) => i + 1
		);
		expect(
			exportRequest( { ...base, scope: 'selection', ids: few } ).method
		).toBe( 'get' );
		const many = [ ...few, MAX_IDS_IN_LINK + 1 ];
		expect(
			exportRequest( { ...base, scope: 'selection', ids: many } )
		).toEqual( {
			method: 'post',
			action: 'https://example.com/wp-json/prism/v1/export',
			fields: {
				format: 'csv',
				ids: many.join( ',' ),
				_wpnonce: 'abc123',
			},
		} );
	} );
} );

import { act, renderHook, waitFor } from '@testing-library/react';
import { preloadable } from './client';
import { invalidate } from './invalidation';
import { forgetPreloaded, peekPreloaded, setPreloaded } from './preload';
import type { PreloadedAnswer } from './preload';
import { TAGS } from './tags';
import type { Tag } from './tags';
import { useResource } from './useResource';
import { EMPTY_FILTERS, toListQuery } from '../domain/listFilters';

/**
 * The first page of the plain list as includes/Pages/Page_Data.php writes it: its route with a leading slash, its
 * query with numbers, its totals in headers.
 */
const firstListPage: PreloadedAnswer = {
	route: 'prism/v1/contact-list/7',
	query: { order: 'name_asc', page: 1, per_page: 10 },
	body: [ { id: 1, name: 'Ann' } ],
	headers: { 'X-WP-Total': 30000, 'X-WP-TotalPages': 3000 },
};

afterEach( () => forgetPreloaded() );

describe( 'the answers a page comes with', () => {
	it( 'answer the request the contact list makes for its plain first page, with the totals from the headers', () => {
		setPreloaded( [ firstListPage ] );
		expect(
			peekPreloaded(
				preloadable.contactPage( 7, toListQuery( EMPTY_FILTERS ) )
			)
		).toEqual( {
			items: [ { id: 1, name: 'Ann' } ],
			total: 30000,
			totalPages: 3000,
		} );
	} );

	it( 'answer only the same route and query, however the query is written', () => {
		setPreloaded( [
			{ ...firstListPage, route: '/prism/v1/contact-list/7/' },
			{
				route: 'prism/v1/contact-list/7',
				query: { category: [ 'A b', 'C&d' ], page: 1, order: 'recent' },
				body: [],
				headers: { 'x-wp-total': '0' },
			},
		] );
		const query = toListQuery( EMPTY_FILTERS );
		expect(
			peekPreloaded( preloadable.contactPage( 7, query ) )?.total
		).toBe( 30000 );
		expect(
			peekPreloaded(
				preloadable.contactPage( 7, {
					order: 'recent',
					page: 1,
					category: [ 'A b', 'C&d' ],
				} )
			)
		).toEqual( { items: [], total: 0, totalPages: 1 } );
		// Another page, another member, the categories in another order: not what the page brought.
		expect(
			peekPreloaded( preloadable.contactPage( 7, { ...query, page: 2 } ) )
		).toBeUndefined();
		expect(
			peekPreloaded( preloadable.contactPage( 8, query ) )
		).toBeUndefined();
		expect(
			peekPreloaded(
				preloadable.contactPage( 7, {
					order: 'recent',
					page: 1,
					category: [ 'C&d', 'A b' ],
				} )
			)
		).toBeUndefined();
	} );

	it( 'are shaped as the client shapes the network answer', () => {
		setPreloaded( [
			{
				route: 'prism/v1/networking-stages-status/7',
				query: {},
				body: [ { Active: 3 } ],
				headers: {},
			},
			{
				route: 'prism/v1/followups-with-contacts/7',
				query: {},
				body: [ { followup: { overdue: true } } ],
				headers: { 'X-Prism-Overdue-Total': 250 },
			},
			{
				route: 'prism/v1/categories/7',
				query: {},
				body: [ { id: 2, name: 'VIP', count: 4 } ],
				headers: {},
			},
		] );
		expect( peekPreloaded( preloadable.stageCounts( 7 ) ) ).toEqual( {
			Active: 3,
		} );
		expect( peekPreloaded( preloadable.followupsDue( 7 ) ) ).toEqual( {
			items: [ { followup: { overdue: true } } ],
			overdueTotal: 250,
		} );
		expect( peekPreloaded( preloadable.categories( 7 ) ) ).toEqual( [
			{ id: 2, name: 'VIP', count: 4 },
		] );
	} );

	it( 'are forgotten when anything changes', () => {
		setPreloaded( [ firstListPage ] );
		invalidate( TAGS.notes );
		expect(
			peekPreloaded(
				preloadable.contactPage( 7, toListQuery( EMPTY_FILTERS ) )
			)
		).toBeUndefined();
	} );
} );

describe( 'a data hook with a preloaded answer', () => {
	const categories = [ { id: 2, name: 'VIP', count: 4 } ];
	const answer = {
		route: 'prism/v1/categories/7',
		query: {},
		body: categories,
		headers: {},
	};
	/**
	 * Mounts the categories hook of a member, whose request the preload may answer.
	 *
	 * @param load        How it loads.
	 * @param tags        What it reads.
	 * @param wordpressId The member.
	 */
	const mountCategories = (
		load: () => Promise< typeof categories >,
		tags: Tag[] = [],
		wordpressId = 7
	) =>
		renderHook( () =>
			useResource( {
				key: String( wordpressId ),
				load,
				tags,
				preload: preloadable.categories( wordpressId ),
			} )
		);

	it( 'shows it at once, without loading, then loads as before on reload', async () => {
		setPreloaded( [ answer ] );
		const load = jest.fn( () =>
			Promise.resolve( [] as typeof categories )
		);
		const { result } = mountCategories( load, [ TAGS.categories ] );
		expect( result.current ).toMatchObject( {
			data: categories,
			isLoading: false,
			error: null,
		} );
		expect( load ).not.toHaveBeenCalled();

		act( () => result.current.reload() );
		expect( result.current.isLoading ).toBe( true );
		await waitFor( () => expect( result.current.data ).toEqual( [] ) );
		expect( load ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'uses it once: a hook mounted after it was shown loads, and so does the same key asked for again', async () => {
		setPreloaded( [ answer ] );
		const first = mountCategories( () => Promise.resolve( categories ) );
		expect( first.result.current.data ).toBe( categories );

		const load = jest.fn( () => Promise.resolve( categories ) );
		const later = mountCategories( load );
		expect( later.result.current ).toMatchObject( {
			data: undefined,
			isLoading: true,
		} );
		await waitFor( () =>
			expect( later.result.current.data ).toBe( categories )
		);
		expect( load ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'is reloaded by a write to what it reads, as before', async () => {
		setPreloaded( [ answer ] );
		const load = jest.fn( () =>
			Promise.resolve( [] as typeof categories )
		);
		const { result } = mountCategories( load, [ TAGS.categories ] );
		expect( result.current.data ).toBe( categories );
		act( () => invalidate( TAGS.categories ) );
		await waitFor( () => expect( result.current.data ).toEqual( [] ) );
		expect( load ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'without an answer for its request, loads as before', async () => {
		setPreloaded( [ answer ] );
		const load = jest.fn( () => Promise.resolve( categories ) );
		const { result } = mountCategories( load, [], 8 );
		expect( result.current ).toMatchObject( {
			data: undefined,
			isLoading: true,
		} );
		await waitFor( () => expect( result.current.data ).toBe( categories ) );
		expect( load ).toHaveBeenCalledTimes( 1 );
		// The other member's answer is still there for its own hook.
		expect( peekPreloaded( preloadable.categories( 7 ) ) ).toBe(
			categories
		);
	} );

	it( 'with nothing to load (no key), takes nothing', () => {
		setPreloaded( [
			{
				route: 'prism/v1/contact-detail/0',
				query: {},
				body: { id: 0 },
				headers: {},
			},
		] );
		const { result } = renderHook( () =>
			useResource( {
				key: null,
				load: () => Promise.resolve( { id: 0 } ),
				tags: [],
				preload: preloadable.contact( 0 ),
			} )
		);
		expect( result.current ).toMatchObject( {
			data: undefined,
			isLoading: false,
		} );
	} );
} );

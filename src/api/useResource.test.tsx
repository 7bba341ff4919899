import { act, renderHook, waitFor } from '@testing-library/react';
import { at } from '../../tests/js/at';
import { ApiError, toApiError } from './errors';
import { invalidate, subscribe } from './invalidation';
import { CONTACT_DATA, TAGS, contactTag, notesTag, tagMatches } from './tags';
import { useResource } from './useResource';
import { deferred } from '../../tests/js/deferred';

describe( 'useResource keeps only the newest answer', () => {
	it( 'a slow answer for an old key never overwrites the answer for the new key', async () => {
		const answers = { a: deferred< string >(), b: deferred< string >() };
		const { result, rerender } = renderHook(
			( { key } ) =>
				useResource( {
					key,
					load: () => answers[ key ].promise,
					tags: [],
				} ),
			{ initialProps: { key: 'a' as keyof typeof answers } }
		);
		expect( result.current.isLoading ).toBe( true );
		rerender( { key: 'b' } );

		await act( async () => answers.b.resolve( 'page b' ) );
		expect( result.current.data ).toBe( 'page b' );
		expect( result.current.isLoading ).toBe( false );

		await act( async () => answers.a.resolve( 'page a' ) );
		expect( result.current.data ).toBe( 'page b' );
	} );

	it( 'keeps the old data while the next key loads, then shows the new answer', async () => {
		const answers = [ deferred< number >(), deferred< number >() ];
		let calls = 0;
		const { result, rerender } = renderHook(
			( { key } ) =>
				useResource( {
					key,
					load: () => at( answers, calls++ ).promise,
					tags: [],
				} ),
			{ initialProps: { key: '1' } }
		);
		await act( async () => at( answers, 0 ).resolve( 1 ) );
		rerender( { key: '2' } );
		expect( result.current ).toMatchObject( { data: 1, isLoading: true } );
		await act( async () => at( answers, 1 ).resolve( 2 ) );
		expect( result.current ).toMatchObject( { data: 2, isLoading: false } );
	} );

	it( 'a failed old reload does not hide the newer answer, and setData beats a load already under way', async () => {
		const answers = [ deferred< string >(), deferred< string >() ];
		let calls = 0;
		const { result } = renderHook( () =>
			useResource( {
				key: 'k',
				load: () => at( answers, calls++ ).promise,
				tags: [],
			} )
		);
		act( () => result.current.reload() );
		await act( async () => at( answers, 1 ).resolve( 'second' ) );
		await act( async () => at( answers, 0 ).reject( new Error( 'late' ) ) );
		expect( result.current ).toMatchObject( {
			data: 'second',
			error: null,
		} );

		const third = deferred< string >();
		answers.push( third );
		act( () => result.current.reload() );
		act( () => result.current.setData( 'from a write' ) );
		await act( async () => third.resolve( 'stale read' ) );
		expect( result.current.data ).toBe( 'from a write' );
	} );

	it( 'loads nothing while the key is null', async () => {
		const load = jest.fn( () => Promise.resolve( 1 ) );
		const { result, rerender } = renderHook(
			( { key } ) => useResource( { key, load, tags: [] } ),
			{ initialProps: { key: null as string | null } }
		);
		expect( result.current.isLoading ).toBe( false );
		expect( load ).not.toHaveBeenCalled();
		rerender( { key: 'now' } );
		await waitFor( () => expect( result.current.data ).toBe( 1 ) );
		expect( load ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( 'invalidation', () => {
	it( 'reloads only the hooks that read an invalidated tag', async () => {
		const loads: Record< string, number > = {};
		const hook = ( name: string, tags: string[] ) =>
			renderHook( () =>
				useResource( {
					key: name,
					load: () => {
						loads[ name ] = ( loads[ name ] ?? 0 ) + 1;
						return Promise.resolve( loads[ name ] );
					},
					tags,
				} )
			);
		const list = hook( 'list', [ TAGS.contacts ] );
		const detail = hook( 'detail', [ contactTag( 5 ) ] );
		const categories = hook( 'categories', [ TAGS.categories ] );
		const notes5 = hook( 'notes5', [ notesTag( 5 ) ] );
		const notes6 = hook( 'notes6', [ notesTag( 6 ) ] );
		await waitFor( () => expect( notes6.result.current.data ).toBe( 1 ) );

		await act( async () => invalidate( notesTag( 5 ) ) );
		expect( loads ).toEqual( {
			list: 1,
			detail: 1,
			categories: 1,
			notes5: 2,
			notes6: 1,
		} );
		expect( notes5.result.current.data ).toBe( 2 );

		// A broad tag reaches its narrower ones; a list of tags reaches each.
		await act( async () => invalidate( [ TAGS.contacts, TAGS.notes ] ) );
		expect( loads ).toEqual( {
			list: 2,
			detail: 2,
			categories: 1,
			notes5: 3,
			notes6: 2,
		} );
		expect( list.result.current.data ).toBe( 2 );
		expect( detail.result.current.data ).toBe( 2 );
		expect( categories.result.current.data ).toBe( 1 );

		// An unmounted hook no longer listens.
		list.unmount();
		await act( async () => invalidate( TAGS.contacts ) );
		expect( loads.list ).toBe( 2 );
		expect( loads.detail ).toBe( 3 );
	} );

	it( 'matches a tag, or a narrower one, but not a mere prefix', () => {
		expect( tagMatches( 'notes:12', 'notes' ) ).toBe( true );
		expect( tagMatches( 'notes', 'notes' ) ).toBe( true );
		expect( tagMatches( 'notes', 'notes:12' ) ).toBe( false );
		expect( tagMatches( 'notes:1', 'notes:12' ) ).toBe( false );
		expect( tagMatches( 'notesArchive', 'notes' ) ).toBe( false );
	} );

	it( 'reaches every reader of data about contacts when contacts merge, go or come, and no other', () => {
		// Whatever a resource calls itself, even one added later: nothing lists it.
		for ( const read of [
			notesTag( 12 ),
			TAGS.contacts,
			TAGS.interactions,
			'interactions:12',
			TAGS.followups,
			TAGS.collisions,
			TAGS.process,
			'labelledLinks:7',
		] ) {
			expect( tagMatches( read, CONTACT_DATA ) ).toBe( true );
		}
		for ( const read of [
			TAGS.series,
			TAGS.mentoringSeries,
			TAGS.reminders,
			TAGS.resources,
		] ) {
			expect( tagMatches( read, CONTACT_DATA ) ).toBe( false );
		}
		expect( tagMatches( CONTACT_DATA, TAGS.contacts ) ).toBe( false );
	} );

	it( 'tells other listeners too, once per invalidation', () => {
		const listener = jest.fn();
		const stop = subscribe( [ TAGS.contacts, TAGS.categories ], listener );
		invalidate( [ TAGS.contacts, TAGS.categories ] );
		invalidate( TAGS.stageCounts );
		expect( listener ).toHaveBeenCalledTimes( 1 );
		stop();
		invalidate( TAGS.contacts );
		expect( listener ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( 'errors are readable ApiErrors', () => {
	it( 'a failed load reports an ApiError with a message a member can read', async () => {
		const { result } = renderHook( () =>
			useResource( {
				key: 'k',
				load: () =>
					Promise.reject( {
						code: 'fetch_error',
						message: 'Failed to fetch',
					} ),
				tags: [],
			} )
		);
		await waitFor( () => expect( result.current.error ).not.toBeNull() );
		expect( result.current.error ).toBeInstanceOf( ApiError );
		expect( result.current.error?.message ).toBe(
			'Could not reach the site. Check your connection and try again.'
		);
		expect( result.current.isLoading ).toBe( false );
	} );

	it( 'keeps the server’s message and status, and never shows a programming error', () => {
		const forbidden = toApiError( {
			code: 'prism_forbidden',
			message: 'That is not yours.',
			data: { status: 403 },
		} );
		expect( forbidden ).toMatchObject( {
			code: 'prism_forbidden',
			message: 'That is not yours.',
			status: 403,
		} );
		expect( toApiError( forbidden ) ).toBe( forbidden );
		expect( toApiError( new TypeError( 'x is undefined' ) ).message ).toBe(
			'Something went wrong. Please try again.'
		);
		expect(
			toApiError( {
				code: 'internal_server_error',
				message: '<p>There has been a critical error</p>',
				data: { status: 500 },
			} )
		).toMatchObject( {
			message: 'The site ran into a problem. Please try again.',
			status: 500,
		} );
		expect(
			toApiError( { code: 'rest_cookie_invalid_nonce', message: 'x' } )
		).toMatchObject( {
			message: 'Your session has expired. Reload the page and try again.',
			status: 403,
		} );
	} );
} );

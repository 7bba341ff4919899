import { act, renderHook } from '@testing-library/react';
import { ApiError } from '../api/errors';
import { useSelection } from './useSelection';
import type { SelectionOptions } from './useSelection';
import { deferred } from '../../tests/js/deferred';

function setup( initial: Partial< SelectionOptions > = {} ) {
	const onError = jest.fn();
	const props: SelectionOptions = {
		list: 'list-a',
		total: 12,
		loadAll: () => Promise.resolve( [ 1, 2, 3 ] ),
		onError,
		...initial,
	};
	const hook = renderHook( ( p: SelectionOptions ) => useSelection( p ), {
		initialProps: props,
	} );
	return { ...hook, props, onError };
}

describe( 'useSelection', () => {
	it( 'toggles rows, and keeps them on another page of the same list', () => {
		const { result, rerender, props } = setup();
		act( () => result.current.toggle( 4 ) );
		act( () => result.current.toggle( 7 ) );
		act( () => result.current.toggle( 4 ) );
		expect( result.current.ids ).toEqual( [ 7 ] );
		expect( result.current.allState ).toBe( 'some' );

		// Another page: same list key, new total known.
		rerender( { ...props, total: 12 } );
		expect( result.current.ids ).toEqual( [ 7 ] );
	} );

	it( 'clears when the list changes, and on clear()', () => {
		const { result, rerender, props } = setup();
		act( () => result.current.toggle( 4 ) );
		rerender( { ...props, list: 'list-b' } );
		expect( result.current.ids ).toEqual( [] );
		act( () => result.current.toggle( 5 ) );
		act( () => result.current.clear() );
		expect( result.current.ids ).toEqual( [] );
		expect( result.current.allState ).toBe( 'none' );
	} );

	it( 'select-all takes every match on all pages, and a second click clears', async () => {
		const all = Array.from( { length: 12 }, ( _, i ) => i + 1 );
		const { result } = setup( { loadAll: () => Promise.resolve( all ) } );
		await act( () => result.current.toggleAll() );
		expect( result.current.ids ).toEqual( all );
		expect( result.current.allState ).toBe( 'all' );
		await act( () => result.current.toggleAll() );
		expect( result.current.ids ).toEqual( [] );
	} );

	it( 'drops a select-all answer once the list changed or the selection was cleared', async () => {
		const first = deferred< number[] >();
		const { result, rerender, props } = setup( {
			loadAll: () => first.promise,
		} );
		let pending!: Promise< void >;
		act( () => {
			pending = result.current.toggleAll();
		} );
		expect( result.current.selectingAll ).toBe( true );
		rerender( { ...props, list: 'list-b', loadAll: () => first.promise } );
		await act( async () => {
			first.resolve( [ 1, 2 ] );
			await pending;
		} );
		expect( result.current.ids ).toEqual( [] );
		expect( result.current.selectingAll ).toBe( false );

		const second = deferred< number[] >();
		rerender( { ...props, list: 'list-b', loadAll: () => second.promise } );
		act( () => {
			pending = result.current.toggleAll();
		} );
		act( () => result.current.clear() );
		await act( async () => {
			second.resolve( [ 1, 2 ] );
			await pending;
		} );
		expect( result.current.ids ).toEqual( [] );
	} );

	it( 'reports a failed select-all as a readable ApiError', async () => {
		const { result, onError } = setup( {
			loadAll: () =>
				Promise.reject( { code: 'fetch_error', message: 'x' } ),
		} );
		await act( () => result.current.toggleAll() );
		expect( onError ).toHaveBeenCalledTimes( 1 );
		const error = onError.mock.calls[ 0 ][ 0 ];
		expect( error ).toBeInstanceOf( ApiError );
		expect( error.message ).toBe(
			'Could not reach the site. Check your connection and try again.'
		);
		expect( result.current.ids ).toEqual( [] );
	} );
} );

import { act, renderHook } from '@testing-library/react';
import { useProgressive } from './useProgressive';

const list = ( n: number ) => Array.from( { length: n }, ( _, i ) => i );

describe( 'useProgressive', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'shows the first items at once and the whole list once the page is idle', () => {
		const items = list( 30 );
		const { result } = renderHook( () => useProgressive( items, 12 ) );
		expect( result.current ).toEqual( list( 12 ) );
		act( () => {
			jest.runAllTimers();
		} );
		expect( result.current ).toBe( items );
	} );

	it( 'shows a short list whole, and nothing while it loads', () => {
		const { result, rerender } = renderHook(
			( { items }: { items: number[] | undefined } ) =>
				useProgressive( items, 12 ),
			{ initialProps: { items: undefined as number[] | undefined } }
		);
		expect( result.current ).toBeUndefined();
		const short = list( 12 );
		rerender( { items: short } );
		expect( result.current ).toBe( short );
	} );

	it( 'keeps showing the whole list after it reloads', () => {
		const { result, rerender } = renderHook(
			( { items }: { items: number[] } ) => useProgressive( items, 5 ),
			{ initialProps: { items: list( 20 ) } }
		);
		act( () => {
			jest.runAllTimers();
		} );
		const reloaded = list( 25 );
		rerender( { items: reloaded } );
		expect( result.current ).toBe( reloaded );
	} );
} );

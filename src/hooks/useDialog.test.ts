import { act, renderHook } from '@testing-library/react';
import { useDialog } from './useDialog';

type TestDialog =
	{ kind: 'delete'; ids: number[] } | { kind: 'message'; message: string };

describe( 'useDialog', () => {
	it( 'holds one dialog at a time, opened with its payload', () => {
		const { result } = renderHook( () => useDialog< TestDialog >() );
		expect( result.current.current ).toBeNull();

		act( () => result.current.open( { kind: 'delete', ids: [ 1, 2 ] } ) );
		expect( result.current.of( 'delete' ) ).toEqual( {
			open: true,
			dialog: { kind: 'delete', ids: [ 1, 2 ] },
		} );

		act( () => result.current.open( { kind: 'message', message: 'Hi' } ) );
		expect( result.current.of( 'delete' ).open ).toBe( false );
		expect( result.current.of( 'message' ).open ).toBe( true );
	} );

	it( 'keeps a closed dialog’s payload so its content stays while it fades out', () => {
		const { result } = renderHook( () => useDialog< TestDialog >() );
		act( () => result.current.open( { kind: 'delete', ids: [ 3 ] } ) );
		act( () => result.current.close() );
		expect( result.current.current ).toBeNull();
		expect( result.current.of( 'delete' ) ).toEqual( {
			open: false,
			dialog: { kind: 'delete', ids: [ 3 ] },
		} );
	} );

	it( 'a late close of one kind leaves another kind open', () => {
		const { result } = renderHook( () => useDialog< TestDialog >() );
		act( () => result.current.open( { kind: 'message', message: 'x' } ) );
		act( () => result.current.close( 'delete' ) );
		expect( result.current.of( 'message' ).open ).toBe( true );
		act( () => result.current.close( 'message' ) );
		expect( result.current.current ).toBeNull();
	} );

	it( 'can start with a dialog open (Add Contact from a link)', () => {
		const { result } = renderHook( () =>
			useDialog< TestDialog >( () => ( {
				kind: 'message',
				message: 'on load',
			} ) )
		);
		expect( result.current.of( 'message' ) ).toEqual( {
			open: true,
			dialog: { kind: 'message', message: 'on load' },
		} );
	} );
} );

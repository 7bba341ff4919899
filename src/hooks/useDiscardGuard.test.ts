import { act, renderHook } from '@testing-library/react';
import { useDiscardGuard } from './useDiscardGuard';

describe( 'useDiscardGuard', () => {
	it( 'closes a form that holds nothing typed at once', () => {
		const close = jest.fn();
		const { result } = renderHook( () => useDiscardGuard( false, close ) );
		act( () => result.current.requestClose() );
		expect( close ).toHaveBeenCalledTimes( 1 );
		expect( result.current.asking ).toBe( false );
	} );

	it( 'asks before throwing typed text away, and keeps it when told to', () => {
		jest.useFakeTimers();
		const close = jest.fn();
		const { result } = renderHook( () => useDiscardGuard( true, close ) );
		act( () => result.current.requestClose() );
		expect( result.current.asking ).toBe( true );
		expect( close ).not.toHaveBeenCalled();

		act( () => result.current.keep() );
		expect( result.current.asking ).toBe( false );
		expect( close ).not.toHaveBeenCalled();

		act( () => result.current.requestClose() );
		act( () => result.current.discard() );
		expect( result.current.asking ).toBe( false );
		// The question closes first (its focus goes back into the form), then the form.
		expect( close ).not.toHaveBeenCalled();
		act( () => jest.runOnlyPendingTimers() );
		expect( close ).toHaveBeenCalledTimes( 1 );
		jest.useRealTimers();
	} );

	it( 'follows the form: once it is saved or emptied, it closes without asking', () => {
		const close = jest.fn();
		const { result, rerender } = renderHook(
			( { dirty } ) => useDiscardGuard( dirty, close ),
			{ initialProps: { dirty: true } }
		);
		rerender( { dirty: false } );
		act( () => result.current.requestClose() );
		expect( close ).toHaveBeenCalledTimes( 1 );
	} );
} );

import { act, renderHook } from '@testing-library/react';
import { useSaving } from './FormDialog';
import type { ApiError } from '../../api/types';

const refusal = {
	code: 'rest_invalid_param',
	message: 'Check the fields marked.',
	status: 400,
	fields: { title: 'Give the follow-up a title.' },
} as unknown as ApiError;

describe( 'useSaving', () => {
	it( 'shows what the server said while the form is as it was sent, and drops it once the form changes', async () => {
		const sent = { title: ' ' };
		const { result, rerender } = renderHook(
			( { draft } ) => useSaving( draft ),
			{ initialProps: { draft: sent as object } }
		);
		await act( () =>
			result.current.run( () => Promise.reject( refusal ) )
		);
		expect( result.current.failure ).toBe( refusal );
		expect( result.current.fieldMessage( {}, 'title' ) ).toBe(
			'Give the follow-up a title.'
		);

		rerender( { draft: { title: 'Call' } } );
		expect( result.current.failure ).toBeNull();
		expect( result.current.fieldMessage( {}, 'title' ) ).toBe( '' );
		// The form's own checks still show once Save was pressed.
		expect(
			result.current.fieldMessage( { title: 'Too long.' }, 'title' )
		).toBe( 'Too long.' );
	} );

	it( 'without a draft keeps the failure until the next save', async () => {
		const { result, rerender } = renderHook( () => useSaving() );
		await act( () =>
			result.current.run( () => Promise.reject( refusal ) )
		);
		rerender();
		expect( result.current.failure ).toBe( refusal );
		await act( () => result.current.run( () => Promise.resolve() ) );
		expect( result.current.failure ).toBeNull();
	} );
} );

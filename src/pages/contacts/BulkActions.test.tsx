import { act, fireEvent, render, screen } from '@testing-library/react';
import { BulkActions } from './BulkActions';
import type { BulkActionsProps } from './BulkActions';

/**
 * The toolbar with a selection.
 *
 * @param props What differs from five selected, nothing running.
 */
function toolbar( props: Partial< BulkActionsProps > = {} ) {
	const handlers = {
		onEmail: jest.fn(),
		onMerge: jest.fn(),
		onCategories: jest.fn(),
		onDelete: jest.fn(),
		onExport: jest.fn(),
		onMore: jest.fn(),
		onClear: jest.fn(),
	};
	render(
		<BulkActions
			selectedCount={ 5 }
			busy={ null }
			changing={ false }
			{ ...handlers }
			{ ...props }
		/>
	);
	return handlers;
}

describe( 'More actions', () => {
	it( 'is a menu button listing the four bulk changes; each item opens its own', async () => {
		const { onMore } = toolbar();
		const more = screen.getByRole( 'button', { name: 'More actions' } );
		expect( more ).toHaveAttribute( 'aria-haspopup', 'menu' );
		expect( more ).not.toHaveAttribute( 'aria-expanded' );

		await act( async () => {
			fireEvent.click( more );
		} );
		const menu = await screen.findByRole( 'menu', {
			name: 'More actions on selected contacts',
		} );
		expect( more ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( more ).toHaveAttribute( 'aria-controls', menu.id );
		expect(
			screen
				.getAllByRole( 'menuitem' )
				.map( ( item ) => item.textContent )
		).toEqual( [
			'Move to stage…',
			'Keep in touch…',
			'Add Follow-up…',
			'Archive',
		] );
		await act( async () => {
			fireEvent.click(
				screen.getByRole( 'menuitem', { name: 'Add Follow-up…' } )
			);
		} );
		expect( onMore ).toHaveBeenCalledWith( 'followup' );
	} );

	it( 'waits with a spinner while a change runs', () => {
		toolbar( { changing: true } );
		expect(
			screen.getByRole( 'button', { name: /More actions/ } )
		).toHaveAttribute( 'aria-busy', 'true' );
	} );
} );

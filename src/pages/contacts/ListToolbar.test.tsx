import { render, screen } from '@testing-library/react';
import { ListToolbar } from './ListToolbar';
import type { ListToolbarProps } from './ListToolbar';

/**
 * The toolbar with a count of contacts and a selection.
 *
 * @param props What differs from an empty list in name order.
 */
function toolbar( props: Partial< ListToolbarProps > ) {
	return render(
		<ListToolbar
			q=""
			onSearch={ jest.fn() }
			order="name_asc"
			onToggleOrder={ jest.fn() }
			onOrder={ jest.fn() }
			total={ 0 }
			selectedCount={ 0 }
			allState="none"
			onToggleAll={ jest.fn() }
			selectingAll={ false }
			{ ...props }
		/>
	);
}

describe( 'ListToolbar', () => {
	it( 'writes the counts of the select-all box with the locale’s grouping, as the rest of the page does', () => {
		const { unmount } = toolbar( { total: 30000 } );
		expect( screen.getByText( 'Select all 30,000' ) ).toBeInTheDocument();
		unmount();
		const some = toolbar( {
			total: 30000,
			selectedCount: 1200,
			allState: 'some',
		} );
		expect(
			screen.getByText( '1,200 of 30,000 selected' )
		).toBeInTheDocument();
		some.unmount();
		toolbar( { total: 30000, selectedCount: 30000, allState: 'all' } );
		expect( screen.getByText( 'All 30,000 selected' ) ).toBeInTheDocument();
	} );

	it( 'names the reach-out sort shortly on its button, and whole in its hint', () => {
		toolbar( { order: 'reach_out' } );
		const button = screen.getByTestId( 'sort-toggle' );
		expect( button ).toHaveTextContent( 'Reach out by' );
		expect( button ).toHaveAccessibleName(
			'Sorted by the day to reach out by, most overdue first. Sort by name, A to Z'
		);
	} );
} );

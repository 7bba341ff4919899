import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { keyedStyled } from './keyedStyled';
import { prismTheme } from '../theme';
import { stylesOf } from '../../../tests/js/stylesOf';

describe( 'keyedStyled', () => {
	it( 'works out the styles once for each value of its variants, and keeps the variants off the element', () => {
		const styles = jest.fn(
			( theme, { selected }: { selected?: boolean } ) => ( {
				padding: theme.spacing( 1 ),
				color: selected ? 'rgb(1, 2, 3)' : 'rgb(4, 5, 6)',
			} )
		);
		const Row = keyedStyled< 'div', { selected: boolean } >(
			'div',
			'TestRowOnce',
			styles,
			[ 'selected' ]
		);
		render(
			<>
				{ [ 1, 2, 3 ].map( ( n ) => (
					<Row key={ n } data-testid={ `row-${ n }` } />
				) ) }
				<Row selected data-testid="on" />
				<Row selected data-testid="on-too" />
			</>
		);
		expect( styles ).toHaveBeenCalledTimes( 2 );
		const row = screen.getByTestId( 'row-1' );
		expect( row.className ).toBe( screen.getByTestId( 'row-3' ).className );
		expect( screen.getByTestId( 'on' ).className ).toBe(
			screen.getByTestId( 'on-too' ).className
		);
		expect( row.className ).not.toBe(
			screen.getByTestId( 'on' ).className
		);
		expect( stylesOf( row ) ).toContain( 'color:rgb(4, 5, 6)' );
		expect( stylesOf( row ) ).toContain(
			`padding:${ prismTheme().spacing( 1 ) }`
		);
		expect( stylesOf( screen.getByTestId( 'on' ) ) ).toContain(
			'color:rgb(1, 2, 3)'
		);
		expect( screen.getByTestId( 'on' ) ).not.toHaveAttribute( 'selected' );
	} );

	it( 'draws another element with as, passes its props and ref on, and adds its sx and className', () => {
		const Cell = keyedStyled( 'td', 'TestCell', () => ( {
			textAlign: 'left',
		} ) );
		const ref = createRef< HTMLTableCellElement >();
		render(
			<table>
				<tbody>
					<tr>
						<Cell
							as="th"
							scope="row"
							ref={ ref }
							className="mine"
							data-testid="cell"
							sx={ { fontWeight: 600 } }
						>
							Ann
						</Cell>
					</tr>
				</tbody>
			</table>
		);
		const cell = screen.getByTestId( 'cell' );
		expect( cell.tagName ).toBe( 'TH' );
		expect( cell ).toHaveAttribute( 'scope', 'row' );
		expect( cell ).toHaveClass( 'mine' );
		expect( ref.current ).toBe( cell );
		const styles = stylesOf( cell );
		expect( styles ).toContain( 'text-align:left' );
		expect( styles ).toContain( 'font-weight:600' );
		expect( screen.getByRole( 'rowheader', { name: 'Ann' } ) ).toBe( cell );
	} );
} );

import { render, screen, within } from '@testing-library/react';
import type { Photo } from '../../api/types';
import { ContactRows } from './ContactRows';
import { contact } from '../../../tests/js/contact';

const PHOTO: Photo = {
	version: '0123456789abcdef',
	width: 640,
	height: 480,
	sourceWidth: 2000,
	sourceHeight: 1500,
	origin: 'upload',
	updatedAt: '2026-12-04T10:00:00Z',
};

const contacts = [
	contact( { photo: PHOTO } ),
	contact( {
		id: 8,
		firstName: 'Bo',
		lastName: 'Chen',
		name: 'Bo Chen',
		photo: null,
	} ),
];

/**
 * Shows the two contacts in a layout.
 *
 * @param layout A table, or cards.
 */
const show = ( layout: 'table' | 'cards' ) =>
	render(
		<ContactRows
			contacts={ contacts }
			links={ { contactDetail: '/prism/contact-detail/' } }
			selection={ [] }
			onToggle={ jest.fn() }
			layout={ layout }
			today="2026-12-04"
		/>
	);

describe.each( [ 'table', 'cards' ] as const )(
	'the rows’ photos (%s)',
	( layout ) => {
		it( 'shows a contact’s small square before the name, at a fixed 32 px, loaded lazily', () => {
			show( layout );
			const [ ann ] = screen.getAllByTestId( 'contact-row' );
			const image = within( ann as HTMLElement ).getByTestId(
				'contact-photo'
			);
			expect( image ).toHaveAttribute(
				'src',
				'/wp-json/prism/v1/photos/7?size=thumb&v=0123456789abcdef&_wpnonce='
			);
			expect( image ).toHaveAttribute( 'width', '32' );
			expect( image ).toHaveAttribute( 'height', '32' );
			expect( image ).toHaveStyle( { width: '32px', height: '32px' } );
			expect( image ).toHaveAttribute( 'loading', 'lazy' );
			expect( image ).toHaveAttribute( 'alt', '' );
			// Before the name.
			const inRow = Array.from(
				( ann as HTMLElement ).querySelectorAll( 'img, a' )
			);
			expect(
				inRow.indexOf(
					within( ann as HTMLElement ).getByRole( 'link', {
						name: 'Ann Lee',
					} )
				)
			).toBeGreaterThan( inRow.indexOf( image ) );
		} );

		it( 'shows a light circle with the initials for a contact without a photo, hidden from screen readers', () => {
			show( layout );
			const bo = screen.getAllByTestId(
				'contact-row'
			)[ 1 ] as HTMLElement;
			expect( within( bo ).queryByTestId( 'contact-photo' ) ).toBeNull();
			const circle = within( bo ).getByTestId( 'photo-initials' );
			expect( circle ).toHaveTextContent( 'BC' );
			expect( circle ).toHaveAttribute( 'aria-hidden', 'true' );
			expect( circle ).toHaveStyle( { width: '32px', height: '32px' } );
		} );
	}
);

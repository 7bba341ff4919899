import { render, screen, within } from '@testing-library/react';
import type { Contact, Photo } from '../../api/types';
import { compareContacts } from '../../domain/duplicates';
import { PairView } from './PairView';
import { contact } from '../../../tests/js/contact';

/**
 * A photo made from an image of this size.
 *
 * @param sourceWidth  Width in pixels.
 * @param sourceHeight Height in pixels.
 */
const photo = ( sourceWidth: number, sourceHeight: number ): Photo => ( {
	version: `${ sourceWidth }${ sourceHeight }`.padEnd( 16, '0' ),
	width: 640,
	height: 480,
	sourceWidth,
	sourceHeight,
	origin: 'upload',
	updatedAt: '2026-12-04T10:00:00Z',
} );

const robert = ( fields: Partial< Contact > = {} ) =>
	contact( {
		id: 7,
		firstName: 'Robert',
		lastName: 'Lee',
		name: 'Robert Lee',
		...fields,
	} );
const bob = ( fields: Partial< Contact > = {} ) =>
	contact( {
		id: 8,
		firstName: 'Bob',
		lastName: 'Lee',
		name: 'Bob Lee',
		...fields,
	} );

/**
 * Shows a pair, Robert first, as wide screens do (jsdom matches no media query: not a phone).
 *
 * @param primary    Robert.
 * @param secondary  Bob.
 * @param survivorId Who stays.
 */
const show = ( primary: Contact, secondary: Contact, survivorId = 7 ) =>
	render(
		<PairView
			links={ { contactDetail: '/prism/contact-detail/' } }
			primary={ primary }
			secondary={ secondary }
			survivorId={ survivorId }
			rows={ compareContacts( primary, secondary ) }
		/>
	);

/**
 * The column heading of a contact.
 *
 * @param name Its name.
 */
const heading = ( name: string ) =>
	screen.getByRole( 'link', { name } ).closest( 'th' ) as HTMLElement;

describe( 'the photos of a pair', () => {
	it( 'shows each contact’s small square and says, under the larger, that it is kept though the other contact stays', async () => {
		show(
			robert( { photo: photo( 400, 300 ) } ),
			bob( { photo: photo( 1200, 900 ) } )
		);
		const images = await screen.findAllByTestId( 'contact-photo' );
		expect(
			images.map( ( image ) => image.getAttribute( 'src' ) )
		).toEqual( [
			expect.stringMatching( /photos\/7\?size=thumb&v=/ ),
			expect.stringMatching( /photos\/8\?size=thumb&v=/ ),
		] );
		expect( images[ 0 ] ).toHaveAttribute( 'width', '48' );
		// Named: the screen compares what each contact has.
		expect( images[ 1 ] ).toHaveAccessibleName( 'Photo of Bob Lee' );
		expect(
			within( heading( 'Bob Lee' ) ).getByTestId( 'photo-kept' )
		).toHaveTextContent( 'The larger photo is kept.' );
		expect(
			within( heading( 'Robert Lee' ) ).queryByTestId( 'photo-kept' )
		).toBeNull();
	} );

	it( 'follows the larger photo when the other contact stays', async () => {
		show(
			robert( { photo: photo( 400, 300 ) } ),
			bob( { photo: photo( 1200, 900 ) } ),
			8
		);
		await screen.findAllByTestId( 'contact-photo' );
		expect(
			within( heading( 'Bob Lee' ) ).getByTestId( 'photo-kept' )
		).toHaveTextContent( 'The larger photo is kept.' );
		expect( screen.getAllByTestId( 'photo-kept' ) ).toHaveLength( 1 );
	} );

	it( 'keeps the photo of the contact that stays when both are the same size', async () => {
		show(
			robert( { photo: photo( 800, 600 ) } ),
			bob( { photo: photo( 600, 800 ) } ),
			8
		);
		await screen.findAllByTestId( 'contact-photo' );
		expect(
			within( heading( 'Bob Lee' ) ).getByTestId( 'photo-kept' )
		).toHaveTextContent(
			'Both photos are the same size: this one is kept, as its contact stays.'
		);
		expect( screen.getAllByTestId( 'photo-kept' ) ).toHaveLength( 1 );
	} );

	it( 'says the photo of the contact merged away is kept when it is the only one; nothing when the one that stays has the only one', async () => {
		const { unmount } = show(
			robert( { photo: null } ),
			bob( { photo: photo( 300, 300 ) } )
		);
		expect( await screen.findAllByTestId( 'contact-photo' ) ).toHaveLength(
			1
		);
		expect(
			within( heading( 'Bob Lee' ) ).getByTestId( 'photo-kept' )
		).toHaveTextContent( 'This photo is kept.' );
		unmount();

		show( robert( { photo: photo( 300, 300 ) } ), bob( { photo: null } ) );
		await screen.findAllByTestId( 'contact-photo' );
		expect( screen.queryByTestId( 'photo-kept' ) ).toBeNull();
	} );

	it( 'shows no photo and says nothing when neither has one', () => {
		show( robert(), bob() );
		expect( screen.queryByTestId( 'contact-photo' ) ).toBeNull();
		expect( screen.queryByTestId( 'photo-kept' ) ).toBeNull();
	} );
} );

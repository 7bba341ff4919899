import {
	act,
	fireEvent,
	render,
	screen,
	waitFor,
	within,
} from '@testing-library/react';
import { useState } from 'react';
import { ApiError } from '../../api/errors';
import type { Contact, Photo } from '../../api/types';
import { CardPhoto } from './CardPhoto';
import { removePhoto, uploadPhoto } from './api';
import { contact } from '../../../tests/js/contact';
import { deferred } from '../../../tests/js/deferred';

// The writes go through ./api.ts (its requests are tested in api.test.ts).
jest.mock( './api', () => ( {
	uploadPhoto: jest.fn(),
	removePhoto: jest.fn(),
} ) );

const upload = jest.mocked( uploadPhoto );
const remove = jest.mocked( removePhoto );

const PHOTO: Photo = {
	version: '0123456789abcdef',
	width: 640,
	height: 480,
	sourceWidth: 2000,
	sourceHeight: 1500,
	origin: 'upload',
	updatedAt: '2026-12-04T10:00:00Z',
};

const NEW_PHOTO: Photo = { ...PHOTO, version: 'fedcba9876543210' };

/**
 * Ann Lee's card photo, holding the contact as a page does: what `onContactChange` is given shows.
 *
 * @param props          Props.
 * @param props.initial  The contact.
 * @param props.onChange Told of every change.
 */
function Page( {
	initial,
	onChange,
}: {
	initial: Contact;
	onChange: ( contact: Contact ) => void;
} ) {
	const [ shown, setShown ] = useState( initial );
	return (
		<CardPhoto
			contact={ shown }
			name={ shown.name }
			onContactChange={ ( next ) => {
				onChange( next );
				setShown( next );
			} }
		/>
	);
}

const changed = jest.fn();

/**
 * Shows the card's photo of Ann Lee.
 *
 * @param fields What differs in the contact.
 */
const show = ( fields: Partial< Contact > = {} ) =>
	render( <Page initial={ contact( fields ) } onChange={ changed } /> );

/**
 * The screen is a touch screen (a phone) or not.
 *
 * @param coarse Whether its pointer is coarse.
 */
function pointer( coarse: boolean ) {
	window.matchMedia = jest.fn( ( query: string ) => ( {
		matches: coarse && query === '(pointer: coarse)',
		media: query,
		onchange: null,
		addListener: jest.fn(),
		removeListener: jest.fn(),
		addEventListener: jest.fn(),
		removeEventListener: jest.fn(),
		dispatchEvent: jest.fn(),
	} ) ) as unknown as typeof window.matchMedia;
}

/**
 * Opens the photo's menu.
 *
 * @param label The button's name.
 */
async function openMenu( label: string ) {
	fireEvent.click( screen.getByRole( 'button', { name: label } ) );
	return screen.findByRole( 'menu' );
}

/**
 * Chooses a file in the file chooser the menu opens.
 *
 * @param file The file.
 */
function choose( file: File ) {
	fireEvent.change( screen.getByTestId( 'photo-file' ), {
		target: { files: [ file ] },
	} );
}

const jpeg = () =>
	new File( [ new Uint8Array( 2048 ) ], 'IMG_0001.jpg', {
		type: 'image/jpeg',
	} );

beforeEach( () => {
	pointer( false );
	URL.createObjectURL = jest.fn( () => 'blob:preview-1' );
	URL.revokeObjectURL = jest.fn();
} );

afterEach( () => jest.resetAllMocks() );

describe( 'the photo shown', () => {
	it( 'shows the circle with the initials when the contact has no photo, as a button that adds one', () => {
		show( { photo: null } );
		const button = screen.getByRole( 'button', {
			name: 'Add a photo of Ann Lee',
		} );
		expect( button ).toHaveAttribute( 'aria-haspopup', 'menu' );
		expect( screen.getByTestId( 'card-initials' ) ).toHaveTextContent(
			'AL'
		);
		expect( screen.queryByTestId( 'contact-photo' ) ).toBeNull();
	} );

	it( 'shows the photo from its versioned address, at a fixed size, loaded lazily', () => {
		show( { photo: PHOTO } );
		expect(
			screen.getByRole( 'button', {
				name: 'Change the photo of Ann Lee',
			} )
		).toBeInTheDocument();
		const image = screen.getByTestId( 'contact-photo' );
		expect( image ).toHaveAttribute(
			'src',
			'/wp-json/prism/v1/photos/7?size=photo&v=0123456789abcdef&_wpnonce='
		);
		expect( image ).toHaveAttribute( 'alt', '' );
		expect( image ).toHaveAttribute( 'width', '88' );
		expect( image ).toHaveAttribute( 'height', '88' );
		expect( image ).toHaveAttribute( 'loading', 'lazy' );
		expect( image ).toHaveAttribute( 'decoding', 'async' );
		expect( screen.queryByTestId( 'card-initials' ) ).toBeNull();
	} );

	it( 'falls back to the initials when the image does not load (a 404, an expired session), and tries a new photo again', () => {
		const { rerender } = render(
			<CardPhoto
				contact={ contact( { photo: PHOTO } ) }
				name="Ann Lee"
				onContactChange={ changed }
			/>
		);
		fireEvent.error( screen.getByTestId( 'contact-photo' ) );
		expect( screen.queryByTestId( 'contact-photo' ) ).toBeNull();
		expect( screen.getByTestId( 'card-initials' ) ).toHaveTextContent(
			'AL'
		);
		// Still the button: the photo can be replaced.
		expect(
			screen.getByRole( 'button', {
				name: 'Change the photo of Ann Lee',
			} )
		).toBeInTheDocument();

		rerender(
			<CardPhoto
				contact={ contact( { photo: NEW_PHOTO } ) }
				name="Ann Lee"
				onContactChange={ changed }
			/>
		);
		expect( screen.getByTestId( 'contact-photo' ) ).toHaveAttribute(
			'src',
			expect.stringContaining( 'v=fedcba9876543210' )
		);
	} );

	it( 'is only a picture without a way to change it', () => {
		render(
			<CardPhoto contact={ contact( { photo: PHOTO } ) } name="Ann Lee" />
		);
		expect( screen.queryByRole( 'button' ) ).toBeNull();
		expect( screen.getByTestId( 'contact-photo' ) ).toBeInTheDocument();
	} );
} );

describe( 'the menu', () => {
	it( 'offers to upload a photo; to remove it only when there is one', async () => {
		show( { photo: null } );
		const menu = await openMenu( 'Add a photo of Ann Lee' );
		expect(
			within( menu )
				.getAllByRole( 'menuitem' )
				.map( ( item ) => item.textContent )
		).toEqual( [ 'Upload a photo…' ] );
	} );

	it( 'offers the camera on a touch screen, through a file input that asks for it', async () => {
		pointer( true );
		show( { photo: PHOTO } );
		const menu = await openMenu( 'Change the photo of Ann Lee' );
		expect(
			within( menu )
				.getAllByRole( 'menuitem' )
				.map( ( item ) => item.textContent )
		).toEqual( [ 'Upload a photo…', 'Take a photo', 'Remove photo' ] );
		const camera = screen.getByTestId( 'photo-camera' );
		expect( camera ).toHaveAttribute( 'capture', 'environment' );
		expect( camera ).toHaveAttribute( 'accept', 'image/*' );
		const opened = jest.spyOn( camera, 'click' );
		fireEvent.click(
			within( menu ).getByRole( 'menuitem', { name: 'Take a photo' } )
		);
		expect( opened ).toHaveBeenCalled();
	} );

	it( 'opens the file chooser for images from Upload a photo…', async () => {
		show( { photo: null } );
		const menu = await openMenu( 'Add a photo of Ann Lee' );
		const input = screen.getByTestId( 'photo-file' );
		expect( input ).toHaveAttribute( 'type', 'file' );
		expect( input ).toHaveAttribute( 'accept', 'image/*' );
		expect( input ).not.toHaveAttribute( 'capture' );
		const opened = jest.spyOn( input, 'click' );
		fireEvent.click(
			within( menu ).getByRole( 'menuitem', { name: 'Upload a photo…' } )
		);
		expect( opened ).toHaveBeenCalled();
		await waitFor( () =>
			expect( screen.queryByRole( 'menu' ) ).toBeNull()
		);
	} );
} );

describe( 'saving a photo', () => {
	it( 'shows the image chosen first; Save sends it, waits, and shows the new photo on the card', async () => {
		const answer = deferred< { contactId: number; photo: Photo } >();
		upload.mockReturnValue( answer.promise );
		show( { photo: null } );
		await openMenu( 'Add a photo of Ann Lee' );
		const file = jpeg();
		choose( file );
		const dialog = await screen.findByRole( 'dialog', {
			name: 'Photo of Ann Lee',
		} );
		expect(
			within( dialog ).getByTestId( 'photo-preview' )
		).toHaveAttribute( 'src', 'blob:preview-1' );
		expect( URL.createObjectURL ).toHaveBeenCalledWith( file );
		expect( dialog ).toHaveTextContent( 'IMG_0001.jpg (2 KB)' );
		expect( upload ).not.toHaveBeenCalled();

		fireEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Save photo' } )
		);
		const busy = await within( dialog ).findByRole( 'button', {
			name: 'Saving…',
		} );
		expect( busy ).toBeDisabled();
		expect(
			within( dialog ).getByRole( 'button', { name: 'Cancel' } )
		).toBeDisabled();
		// A browser that cannot decode images here (jsdom): the file as it is.
		expect( upload ).toHaveBeenCalledWith( 7, file, 'IMG_0001.jpg' );
		expect( changed ).not.toHaveBeenCalled();

		await act( async () =>
			answer.resolve( { contactId: 7, photo: NEW_PHOTO } )
		);
		expect( changed ).toHaveBeenCalledWith(
			expect.objectContaining( { id: 7, photo: NEW_PHOTO } )
		);
		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).toBeNull()
		);
		expect( screen.getByTestId( 'contact-photo' ) ).toHaveAttribute(
			'src',
			expect.stringContaining( 'v=fedcba9876543210' )
		);
		expect( await screen.findByTestId( 'notice' ) ).toHaveTextContent(
			'Photo saved.'
		);
		// The preview's address is given back once the dialog has closed.
		expect( URL.revokeObjectURL ).toHaveBeenCalledWith( 'blob:preview-1' );
	} );

	it( 'keeps the dialog open with the server’s sentence when it refuses the image; another image clears it', async () => {
		upload.mockRejectedValue(
			new ApiError(
				'prism_invalid',
				'This file is not a photo PRISM can read: send a JPEG, PNG, GIF or WebP image.',
				400
			)
		);
		show( { photo: PHOTO } );
		await openMenu( 'Change the photo of Ann Lee' );
		choose( new File( [ 'notes' ], 'notes.jpg', { type: 'image/jpeg' } ) );
		const dialog = await screen.findByRole( 'dialog' );
		// The browser cannot draw it: it says so.
		fireEvent.error( within( dialog ).getByTestId( 'photo-preview' ) );
		expect(
			within( dialog ).getByTestId( 'photo-no-preview' )
		).toHaveTextContent( 'This browser cannot show this image.' );

		fireEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Save photo' } )
		);
		expect(
			await within( dialog ).findByTestId( 'photo-error' )
		).toHaveTextContent(
			'This file is not a photo PRISM can read: send a JPEG, PNG, GIF or WebP image.'
		);
		expect( screen.getByRole( 'dialog' ) ).toBe( dialog );
		expect(
			within( dialog ).getByRole( 'button', { name: 'Save photo' } )
		).toBeEnabled();
		expect( changed ).not.toHaveBeenCalled();
		// The photo on the card stays.
		expect( screen.getByTestId( 'contact-photo' ) ).toHaveAttribute(
			'src',
			expect.stringContaining( PHOTO.version )
		);

		// Choose another photo… opens the chooser; the image chosen replaces the refused one.
		const input = screen.getByTestId( 'photo-file' );
		const opened = jest.spyOn( input, 'click' );
		fireEvent.click(
			within( dialog ).getByRole( 'button', {
				name: 'Choose another photo…',
			} )
		);
		expect( opened ).toHaveBeenCalled();
		( URL.createObjectURL as jest.Mock ).mockReturnValue(
			'blob:preview-2'
		);
		choose( jpeg() );
		await waitFor( () =>
			expect( within( dialog ).queryByTestId( 'photo-error' ) ).toBeNull()
		);
		expect(
			within( dialog ).getByTestId( 'photo-preview' )
		).toHaveAttribute( 'src', 'blob:preview-2' );
		expect( URL.revokeObjectURL ).toHaveBeenCalledWith( 'blob:preview-1' );
	} );

	it( 'Cancel closes without sending anything', async () => {
		show( { photo: null } );
		await openMenu( 'Add a photo of Ann Lee' );
		choose( jpeg() );
		const dialog = await screen.findByRole( 'dialog' );
		fireEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Cancel' } )
		);
		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).toBeNull()
		);
		expect( upload ).not.toHaveBeenCalled();
		expect( URL.revokeObjectURL ).toHaveBeenCalledWith( 'blob:preview-1' );
	} );
} );

describe( 'removing the photo', () => {
	it( 'asks first (Cancel, the safe choice, has the focus), then removes it and shows the initials', async () => {
		remove.mockResolvedValue( { contactId: 7, photo: null } );
		show( { photo: PHOTO } );
		let menu = await openMenu( 'Change the photo of Ann Lee' );
		fireEvent.click(
			within( menu ).getByRole( 'menuitem', { name: 'Remove photo' } )
		);
		let confirm = await screen.findByRole( 'alertdialog', {
			name: 'Remove the photo of Ann Lee?',
		} );
		expect( confirm ).toHaveAccessibleDescription(
			'The photo is deleted from PRISM. Everything else about the contact stays.'
		);
		await waitFor( () =>
			expect(
				within( confirm ).getByRole( 'button', { name: 'Cancel' } )
			).toHaveFocus()
		);
		fireEvent.click(
			within( confirm ).getByRole( 'button', { name: 'Cancel' } )
		);
		await waitFor( () =>
			expect( screen.queryByRole( 'alertdialog' ) ).toBeNull()
		);
		expect( remove ).not.toHaveBeenCalled();

		menu = await openMenu( 'Change the photo of Ann Lee' );
		fireEvent.click(
			within( menu ).getByRole( 'menuitem', { name: 'Remove photo' } )
		);
		confirm = await screen.findByRole( 'alertdialog' );
		await act( async () => {
			fireEvent.click(
				within( confirm ).getByRole( 'button', {
					name: 'Remove photo',
				} )
			);
		} );
		expect( remove ).toHaveBeenCalledWith( 7 );
		expect( changed ).toHaveBeenCalledWith(
			expect.objectContaining( { id: 7, photo: null } )
		);
		await waitFor( () =>
			expect( screen.queryByRole( 'alertdialog' ) ).toBeNull()
		);
		expect( screen.queryByTestId( 'contact-photo' ) ).toBeNull();
		expect( screen.getByTestId( 'card-initials' ) ).toHaveTextContent(
			'AL'
		);
		expect( await screen.findByTestId( 'notice' ) ).toHaveTextContent(
			'Photo removed.'
		);
	} );

	it( 'shows why it failed in the confirmation, which stays open', async () => {
		remove.mockRejectedValue(
			new ApiError(
				'fetch_error',
				'Could not reach the site. Check your connection and try again.'
			)
		);
		show( { photo: PHOTO } );
		const menu = await openMenu( 'Change the photo of Ann Lee' );
		fireEvent.click(
			within( menu ).getByRole( 'menuitem', { name: 'Remove photo' } )
		);
		const confirm = await screen.findByRole( 'alertdialog' );
		fireEvent.click(
			within( confirm ).getByRole( 'button', { name: 'Remove photo' } )
		);
		expect(
			await within( confirm ).findByText(
				'Could not reach the site. Check your connection and try again.'
			)
		).toBeInTheDocument();
		expect( changed ).not.toHaveBeenCalled();
		expect( screen.getByTestId( 'contact-photo' ) ).toBeInTheDocument();
	} );
} );

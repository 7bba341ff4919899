import {
	act,
	fireEvent,
	render,
	screen,
	waitFor,
	within,
} from '@testing-library/react';
import { get, getContactPage, send } from '../../api/client';
import { ApiError } from '../../api/errors';
import { relationshipsTag } from '../../api/tags';
import { RelationshipsPanel } from './RelationshipsPanel';
import type { Relationship } from './types';
import { contact } from '../../../tests/js/contact';

// The panel's client (./api.ts) reads and writes through src/api's get and send; the person field searches the
// member's contacts through getContactPage.
jest.mock( '../../api/client', () => ( {
	get: jest.fn(),
	send: jest.fn(),
	getContactPage: jest.fn(),
} ) );

const LINKS = { contactDetail: '/prism/contact-detail/' };

/**
 * A relationship of Ann Lee (contact 7) as the server answers it: her parent Mary Lee (contact 12), unless `fields`
 * says otherwise.
 *
 * @param fields What differs.
 */
const relationship = ( fields: Partial< Relationship > = {} ) => ( {
	id: 1,
	kind: 'parent' as const,
	label: '',
	role: 'Parent',
	otherId: 12,
	otherName: 'Mary Lee',
	otherArchived: false,
	otherDeceased: false,
	...fields,
} );

const mary = relationship();
const godmother = relationship( {
	id: 2,
	kind: 'other',
	label: 'Godmother',
	role: 'Godmother',
	otherId: null,
	otherName: 'Rae Quinn',
} );
const boss = relationship( {
	id: 3,
	kind: 'manager',
	role: 'Manager',
	otherId: 30,
	otherName: 'Olu Ade',
	otherArchived: true,
	otherDeceased: true,
} );

const showPanel = () =>
	render(
		<RelationshipsPanel
			wordpressId={ 2 }
			contactId={ 7 }
			contactName="Ann Lee"
			links={ LINKS }
		/>
	);

/**
 * The input a dialog names with a test id.
 *
 * @param dialog The dialog.
 * @param testId The input's data-testid.
 */
const input = ( dialog: HTMLElement, testId: string ) =>
	within( dialog ).getByTestId( testId ) as HTMLInputElement;

/**
 * Types into an input (or chooses in a select).
 *
 * @param field The input.
 * @param value What is typed.
 */
const type = ( field: HTMLElement, value: string ) =>
	fireEvent.change( field, { target: { value } } );

/**
 * Opens the Add Relationship dialog.
 */
async function openAdd() {
	fireEvent.click(
		await screen.findByRole( 'button', { name: 'Add Relationship' } )
	);
	const dialog = await screen.findByRole( 'dialog', {
		name: 'Add Relationship',
	} );
	// The kind takes the focus once the dialog is open.
	await waitFor( () =>
		expect( input( dialog, 'relationship-kind' ) ).toHaveFocus()
	);
	return dialog;
}

/**
 * Presses Save and lets the save settle.
 *
 * @param dialog The dialog.
 */
async function save( dialog: HTMLElement ) {
	await act( async () => {
		fireEvent.click(
			within( dialog ).getByRole( 'button', {
				name: 'Save Relationship',
			} )
		);
	} );
}

beforeEach( () => {
	jest.mocked( get ).mockResolvedValue( [ mary, godmother, boss ] );
	jest.mocked( getContactPage ).mockResolvedValue( {
		items: [
			contact(),
			contact( {
				id: 12,
				name: 'Mary Lee',
				firstName: 'Mary',
				company: 'Acme',
			} ),
		],
		total: 2,
		totalPages: 1,
	} );
} );

afterEach( () => jest.resetAllMocks() );

describe( 'RelationshipsPanel', () => {
	it( 'lists each relationship: the role, and a link to a contact’s page or the name of someone who is not one', async () => {
		showPanel();
		expect(
			screen.getByRole( 'heading', { level: 2, name: 'Relationships' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'status', { name: 'Loading relationships' } )
		).toBeInTheDocument();

		const rows = await screen.findAllByTestId( 'relationship-row' );
		expect( get ).toHaveBeenCalledWith( 'relationships/7' );
		expect( rows.map( ( row ) => row.textContent ) ).toEqual( [
			'Parent: Mary Lee',
			'Godmother: Rae QuinnNot in your contacts',
			'Manager: Olu AdeArchivedDeceased',
		] );

		const [ first, second, third ] = rows as [
			HTMLElement,
			HTMLElement,
			HTMLElement,
		];
		expect(
			within( first ).getByRole( 'link', { name: 'Mary Lee' } )
		).toHaveAttribute(
			'href',
			'/prism/contact-detail/MaryLee/12/?contactId=12'
		);
		expect( within( second ).queryByRole( 'link' ) ).toBeNull();
		expect(
			within( third ).getByRole( 'link', { name: 'Olu Ade' } )
		).toHaveAttribute(
			'href',
			'/prism/contact-detail/OluAde/30/?contactId=30'
		);
		expect(
			within( first ).getByRole( 'button', {
				name: 'Edit relationship with Mary Lee (Parent)',
			} )
		).toBeInTheDocument();
		expect(
			within( second ).getByRole( 'button', {
				name: 'Delete relationship with Rae Quinn (Godmother)',
			} )
		).toBeInTheDocument();
	} );

	it( 'says so when there are none, and shows a readable error with Retry when loading fails', async () => {
		jest.mocked( get ).mockResolvedValueOnce( [] );
		const { unmount } = showPanel();
		expect(
			await screen.findByTestId( 'relationships-empty' )
		).toHaveTextContent(
			'No relationships yet. Add spouses, family, colleagues and who introduced you.'
		);
		unmount();

		jest.mocked( get ).mockRejectedValueOnce(
			new ApiError( 'prism_not_found', 'Contact not found.', 404 )
		);
		showPanel();
		const alert = await screen.findByRole( 'alert' );
		expect( alert ).toHaveTextContent(
			'The relationships could not be loaded. Contact not found.'
		);
		fireEvent.click(
			within( alert ).getByRole( 'button', { name: 'Retry' } )
		);
		expect(
			await screen.findAllByTestId( 'relationship-row' )
		).toHaveLength( 3 );
	} );

	it( 'adds a relationship with one of the contacts: says what is missing first, then posts the contact’s id', async () => {
		jest.mocked( send ).mockResolvedValue( [
			relationship( { label: 'Mother', role: 'Mother' } ),
			godmother,
			boss,
		] );
		showPanel();
		const dialog = await openAdd();

		await save( dialog );
		expect( send ).not.toHaveBeenCalled();
		expect( dialog ).toHaveTextContent( 'Choose the relationship.' );
		expect( dialog ).toHaveTextContent(
			'Choose one of your contacts, or type the name of someone who is not one yet.'
		);
		expect( input( dialog, 'relationship-kind' ) ).toHaveFocus();

		type( input( dialog, 'relationship-kind' ), 'parent' );
		type( input( dialog, 'relationship-label' ), 'Mother' );
		const person = input( dialog, 'relationship-person' );
		fireEvent.focus( person );
		type( person, 'Mar' );
		// The contact search offers the member's contacts, never Ann Lee herself.
		const option = await screen.findByRole( 'option', {
			name: /Mary Lee/,
		} );
		await waitFor( () =>
			expect( getContactPage ).toHaveBeenCalledWith( 2, {
				q: 'Mar',
				per_page: 10,
			} )
		);
		expect(
			screen.queryByRole( 'option', { name: /Ann Lee/ } )
		).toBeNull();
		fireEvent.click( option );
		expect( person.value ).toBe( 'Mary Lee' );
		expect( dialog ).toHaveTextContent(
			'One of your contacts: their page links here.'
		);

		await save( dialog );
		expect( send ).toHaveBeenCalledWith(
			'POST',
			'relationships/7',
			{ kind: 'parent', label: 'Mother', otherId: 12, otherName: '' },
			[ relationshipsTag( 7 ), relationshipsTag( 12 ) ]
		);
		await waitFor( () =>
			expect(
				screen.queryByRole( 'dialog', { name: 'Add Relationship' } )
			).toBeNull()
		);
		expect( await screen.findByTestId( 'notice' ) ).toHaveTextContent(
			'Relationship added.'
		);
		expect(
			screen.getAllByTestId( 'relationship-role' )[ 0 ]
		).toHaveTextContent( 'Mother' );
	} );

	it( 'keeps a name typed for someone who is not a contact yet as text, and needs a label for Other', async () => {
		jest.mocked( send ).mockResolvedValue( [ mary, godmother, boss ] );
		showPanel();
		const dialog = await openAdd();
		type( input( dialog, 'relationship-kind' ), 'other' );
		expect( within( dialog ).getByLabelText( /^Name it/ ) ).toBeRequired();
		type( input( dialog, 'relationship-person' ), 'Rae Quinn' );
		expect( dialog ).toHaveTextContent(
			'Not in your contacts: kept as a name, without a link.'
		);

		await save( dialog );
		expect( send ).not.toHaveBeenCalled();
		expect( dialog ).toHaveTextContent(
			'Name the relationship, for example Godmother.'
		);
		expect( input( dialog, 'relationship-label' ) ).toHaveFocus();

		type( input( dialog, 'relationship-label' ), 'Godmother' );
		await save( dialog );
		expect( send ).toHaveBeenCalledWith(
			'POST',
			'relationships/7',
			{
				kind: 'other',
				label: 'Godmother',
				otherId: null,
				otherName: 'Rae Quinn',
			},
			[ relationshipsTag( 7 ) ]
		);
	} );

	it( 'shows what the server refuses next to its field, with the focus there, and keeps the dialog open', async () => {
		jest.mocked( send ).mockRejectedValueOnce(
			new ApiError(
				'prism_invalid',
				'This relationship is already recorded.',
				400,
				{ otherId: 'Mary Lee is already recorded as Parent.' }
			)
		);
		showPanel();
		const dialog = await openAdd();
		type( input( dialog, 'relationship-kind' ), 'parent' );
		type( input( dialog, 'relationship-person' ), 'Mary Lee' );
		await save( dialog );

		expect( dialog ).toHaveTextContent(
			'Mary Lee is already recorded as Parent.'
		);
		expect( input( dialog, 'relationship-person' ) ).toHaveFocus();
		expect( input( dialog, 'relationship-person' ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);

		// Once the form changes, the message (about what was sent) goes; back to what was sent, it shows again.
		type( input( dialog, 'relationship-kind' ), 'sibling' );
		expect( dialog ).not.toHaveTextContent(
			'Mary Lee is already recorded as Parent.'
		);
		expect( input( dialog, 'relationship-person' ) ).toHaveAttribute(
			'aria-invalid',
			'false'
		);
		expect( within( dialog ).queryByRole( 'alert' ) ).toBeNull();
		type( input( dialog, 'relationship-kind' ), 'parent' );
		expect( dialog ).toHaveTextContent(
			'Mary Lee is already recorded as Parent.'
		);

		// A refusal that names no field shows in the dialog.
		jest.mocked( send ).mockRejectedValueOnce(
			new ApiError(
				'prism_invalid',
				'This relationship is already recorded.',
				400
			)
		);
		await save( dialog );
		expect( within( dialog ).getByRole( 'alert' ) ).toHaveTextContent(
			'This relationship is already recorded.'
		);
		expect(
			screen.getByRole( 'dialog', { name: 'Add Relationship' } )
		).toBeInTheDocument();
	} );

	it( 'edits a relationship with its values, telling the server which contact it had', async () => {
		jest.mocked( send ).mockResolvedValue( [ mary, godmother, boss ] );
		showPanel();
		const rows = await screen.findAllByTestId( 'relationship-row' );
		fireEvent.click(
			within( rows[ 2 ] as HTMLElement ).getByRole( 'button', {
				name: 'Edit relationship with Olu Ade (Manager)',
			} )
		);
		const dialog = await screen.findByRole( 'dialog', {
			name: 'Edit Relationship',
		} );
		expect( input( dialog, 'relationship-kind' ).value ).toBe( 'manager' );
		expect( input( dialog, 'relationship-person' ).value ).toBe(
			'Olu Ade'
		);

		type( input( dialog, 'relationship-kind' ), 'colleague' );
		type( input( dialog, 'relationship-person' ), 'Olu A.' );
		await save( dialog );
		expect( send ).toHaveBeenCalledWith(
			'POST',
			'relationships/7/3',
			{
				kind: 'colleague',
				label: '',
				otherId: null,
				otherName: 'Olu A.',
			},
			[ relationshipsTag( 7 ), relationshipsTag( 30 ) ]
		);
		expect( await screen.findByTestId( 'notice' ) ).toHaveTextContent(
			'Relationship saved.'
		);
	} );

	it( 'asks before throwing away what was typed', async () => {
		showPanel();
		const dialog = await openAdd();
		type( input( dialog, 'relationship-person' ), 'Rae Quinn' );
		fireEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Cancel' } )
		);
		const ask = await screen.findByRole( 'alertdialog', {
			name: 'Discard changes?',
		} );
		fireEvent.click(
			within( ask ).getByRole( 'button', { name: 'Keep editing' } )
		);
		await waitFor( () =>
			expect(
				screen.queryByRole( 'alertdialog', {
					name: 'Discard changes?',
				} )
			).toBeNull()
		);
		expect( input( dialog, 'relationship-person' ).value ).toBe(
			'Rae Quinn'
		);
		expect( send ).not.toHaveBeenCalled();
	} );

	it( 'asks before deleting, saying it goes from both contacts', async () => {
		jest.mocked( send ).mockResolvedValue( [ godmother, boss ] );
		showPanel();
		const rows = await screen.findAllByTestId( 'relationship-row' );
		const remove = within( rows[ 0 ] as HTMLElement ).getByRole( 'button', {
			name: 'Delete relationship with Mary Lee (Parent)',
		} );

		fireEvent.click( remove );
		let confirm = await screen.findByRole( 'alertdialog', {
			name: 'Delete Relationship',
		} );
		expect( confirm ).toHaveTextContent(
			'Delete this relationship? It goes from both contacts.'
		);
		expect( confirm ).toHaveTextContent( 'Parent: Mary Lee' );
		fireEvent.click(
			within( confirm ).getByRole( 'button', { name: 'Cancel' } )
		);
		await waitFor( () =>
			expect( screen.queryByRole( 'alertdialog' ) ).toBeNull()
		);
		expect( send ).not.toHaveBeenCalled();

		fireEvent.click( remove );
		confirm = await screen.findByRole( 'alertdialog', {
			name: 'Delete Relationship',
		} );
		await act( async () => {
			fireEvent.click(
				within( confirm ).getByRole( 'button', { name: 'Delete' } )
			);
		} );
		expect( send ).toHaveBeenCalledWith(
			'DELETE',
			'relationships/7/1',
			{},
			[ relationshipsTag( 7 ), relationshipsTag( 12 ) ]
		);
		await waitFor( () =>
			expect( screen.getAllByTestId( 'relationship-row' ) ).toHaveLength(
				2
			)
		);
		expect( await screen.findByTestId( 'notice' ) ).toHaveTextContent(
			'Relationship deleted.'
		);
	} );
} );

import {
	act,
	fireEvent,
	render,
	screen,
	waitFor,
	within,
} from '@testing-library/react';
import {
	getContact,
	readWithHeaders,
	setContactCadence,
} from '../../api/client';
import { ApiError } from '../../api/errors';
import type { Contact, PageProps } from '../../api/types';
import { ContactDetailPage } from './ContactDetailPage';
import { contact } from '../../../tests/js/contact';
import { deferred } from '../../../tests/js/deferred';

// The page reads its contact and its article count, and sets the contact's cadence, through the client.
jest.mock( '../../api/client', () => ( {
	...jest.requireActual( '../../api/client' ),
	getContact: jest.fn(),
	getCategories: jest.fn(),
	readWithHeaders: jest.fn(),
	setContactCadence: jest.fn(),
} ) );

const post = jest.mocked( setContactCadence );

const TODAY = '2026-11-23';

const page = {
	wordpressId: 2,
	contactId: 7,
	today: TODAY,
	flash: null,
	links: {
		contacts: '/prism/contact/',
		contactDetail: '/prism/contact-detail/',
		contactDetailNetworking: '/prism/contact-detail-networking/',
	},
} as unknown as PageProps;

/**
 * A contact as the server answers it, with no cadence anywhere and never touched, unless `fields` says otherwise.
 *
 * @param fields What differs.
 */
const without = ( fields: Partial< Contact > = {} ) =>
	contact( {
		reachOutOn: null,
		cadenceDays: null,
		keepInTouch: null,
		touchedOn: null,
		...fields,
	} );

/**
 * Opens the contact's page on a contact as the server answers it.
 *
 * @param initial The contact.
 */
async function openPage( initial: Contact ) {
	jest.mocked( getContact ).mockResolvedValue( initial );
	render( <ContactDetailPage page={ page } /> );
	return screen.findByTestId( 'keep-in-touch' );
}

/**
 * Opens the cadence dialog from the block's button.
 *
 * @param block The block.
 * @param name  The button's words.
 */
async function openDialog( block: HTMLElement, name: string ) {
	const button = within( block ).getByRole( 'button', {
		name: 'Set how often to keep in touch with Ann Lee',
	} );
	expect( button ).toHaveTextContent( name );
	fireEvent.click( button );
	return screen.findByRole( 'dialog', {
		name: 'Keep in touch with Ann Lee',
	} );
}

/**
 * Presses Save and lets the save settle.
 *
 * @param dialog The dialog.
 */
async function save( dialog: HTMLElement ) {
	await act( async () => {
		fireEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Save' } )
		);
	} );
}

beforeEach( () => {
	jest.mocked( readWithHeaders ).mockResolvedValue( {
		items: [],
		total: 0,
		totalPages: 0,
	} );
} );

afterEach( () => jest.resetAllMocks() );

describe( 'Keep in touch on the contact’s page', () => {
	it( 'says where the cadence comes from, how overdue the contact is (words and colour) and the last touch', async () => {
		const block = await openPage(
			without( {
				reachOutOn: '2026-11-11',
				keepInTouch: { days: 90, from: 'category', category: 'Family' },
				touchedOn: '2026-08-13',
			} )
		);
		expect( within( block ).getByRole( 'heading' ) ).toHaveTextContent(
			'Keep in touch'
		);
		expect( block ).toHaveTextContent(
			'Every 3 months · from the category Family'
		);
		const status = within( block ).getByTestId( 'reach-out-status' );
		expect( status ).toHaveTextContent( 'Overdue by 12 days' );
		expect( status ).toHaveAttribute( 'data-status', 'overdue' );
		expect( status ).toHaveStyle( { color: '#8a1c1c' } );
		expect( block ).toHaveTextContent( 'Reach out by 11 November 2026' );
		expect( block ).toHaveTextContent( 'Last in touch on 13 August 2026' );
	} );

	it( 'says due today in the warning colour, and MAINTAIN’s cadence', async () => {
		const block = await openPage(
			without( {
				reachOutOn: TODAY,
				keepInTouch: { days: 30, from: 'maintain', category: null },
			} )
		);
		expect( block ).toHaveTextContent( 'Every month · MAINTAIN stage' );
		const status = within( block ).getByTestId( 'reach-out-status' );
		expect( status ).toHaveTextContent( 'Due today' );
		expect( status ).toHaveAttribute( 'data-status', 'today' );
		expect( block ).toHaveTextContent( 'No touch recorded yet' );
	} );

	it( 'invites a cadence when none applies', async () => {
		const block = await openPage( without() );
		expect( block ).toHaveTextContent( 'No cadence set' );
		expect( block ).toHaveTextContent(
			'Choose how often you want to be in touch'
		);
		expect(
			within( block ).queryByTestId( 'reach-out-status' )
		).toBeNull();
	} );

	it( 'sets a preset: posts the days, shows the contact the server answers and says so', async () => {
		const answer = deferred< Contact >();
		post.mockReturnValue( answer.promise );
		const block = await openPage( without() );
		const dialog = await openDialog( block, 'Set cadence' );
		// Nothing of its own yet: "No cadence of its own" is chosen, and says what applies instead.
		const none = within( dialog ).getByRole( 'radio', {
			name: 'No cadence of its own',
		} );
		expect( none ).toBeChecked();
		expect( none ).toHaveAccessibleDescription(
			/shortest cadence of its categories/
		);

		fireEvent.click(
			within( dialog ).getByRole( 'radio', { name: 'Every month' } )
		);
		await save( dialog );
		expect( post ).toHaveBeenCalledWith( 7, 30 );
		expect(
			within( dialog ).getByRole( 'button', { name: 'Saving…' } )
		).toBeDisabled();

		await act( async () =>
			answer.resolve(
				without( {
					cadenceDays: 30,
					reachOutOn: '2026-12-01',
					keepInTouch: { days: 30, from: 'contact', category: null },
				} )
			)
		);
		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).toBeNull()
		);
		expect( block ).toHaveTextContent(
			'Every month · set for this contact'
		);
		expect(
			within( block ).getByTestId( 'reach-out-status' )
		).toHaveTextContent( 'Due in 8 days' );
		expect(
			within( block ).getByRole( 'button', {
				name: 'Set how often to keep in touch with Ann Lee',
			} )
		).toHaveTextContent( 'Change cadence' );
		expect( await screen.findByTestId( 'notice' ) ).toHaveTextContent(
			'Keep in touch: Every month.'
		);
	} );

	it( 'takes a custom number of days, refusing one out of range with a readable message', async () => {
		post.mockResolvedValue( without( { cadenceDays: 45 } ) );
		const block = await openPage(
			without( {
				cadenceDays: 90,
				keepInTouch: { days: 90, from: 'contact', category: null },
			} )
		);
		const dialog = await openDialog( block, 'Change cadence' );
		expect(
			within( dialog ).getByRole( 'radio', { name: 'Every 3 months' } )
		).toBeChecked();

		const days = within( dialog ).getByRole( 'textbox', { name: 'Days' } );
		fireEvent.change( days, { target: { value: '4000' } } );
		expect(
			within( dialog ).getByRole( 'radio', { name: 'Custom' } )
		).toBeChecked();
		await save( dialog );
		expect( post ).not.toHaveBeenCalled();
		expect( dialog ).toHaveTextContent(
			'Enter a whole number of days from 1 to 3,650.'
		);
		expect( days ).toHaveAttribute( 'aria-invalid', 'true' );

		fireEvent.change( days, { target: { value: '45' } } );
		await save( dialog );
		expect( post ).toHaveBeenCalledWith( 7, 45 );
	} );

	it( 'clears the contact’s own cadence with null', async () => {
		post.mockResolvedValue(
			without( {
				keepInTouch: { days: 90, from: 'category', category: 'Family' },
			} )
		);
		const block = await openPage(
			without( {
				cadenceDays: 45,
				keepInTouch: { days: 45, from: 'contact', category: null },
			} )
		);
		const dialog = await openDialog( block, 'Change cadence' );
		expect(
			within( dialog ).getByRole( 'textbox', { name: 'Days' } )
		).toHaveValue( '45' );
		fireEvent.click(
			within( dialog ).getByRole( 'radio', {
				name: 'No cadence of its own',
			} )
		);
		await save( dialog );
		expect( post ).toHaveBeenCalledWith( 7, null );
		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).toBeNull()
		);
		expect( block ).toHaveTextContent(
			'Every 3 months · from the category Family'
		);
		expect( await screen.findByTestId( 'notice' ) ).toHaveTextContent(
			'This contact no longer has a cadence of its own.'
		);
	} );

	it( 'keeps a refusal in the dialog, which stays open', async () => {
		post.mockRejectedValue(
			new ApiError( 'prism_not_found', 'Contact not found.', 404 )
		);
		const block = await openPage( without() );
		const dialog = await openDialog( block, 'Set cadence' );
		fireEvent.click(
			within( dialog ).getByRole( 'radio', { name: 'Every week' } )
		);
		await save( dialog );
		expect( dialog ).toHaveTextContent( 'Contact not found.' );
		expect( screen.getByRole( 'dialog' ) ).toBe( dialog );
		expect( block ).toHaveTextContent( 'No cadence set' );
	} );

	it( 'an archived contact: no status nor button, and says why', async () => {
		const block = await openPage(
			without( {
				archived: true,
				archivedAt: '2026-11-20T10:00:00Z',
				reachOutOn: '2026-11-01',
				cadenceDays: 30,
				keepInTouch: { days: 30, from: 'contact', category: null },
			} )
		);
		expect( block ).toHaveTextContent(
			'Every month · set for this contact'
		);
		expect( block ).toHaveTextContent(
			'Archived: no reminders to reach out until the contact is restored.'
		);
		expect(
			within( block ).queryByTestId( 'reach-out-status' )
		).toBeNull();
		expect( within( block ).queryByRole( 'button' ) ).toBeNull();
	} );

	it( 'is left out when the answer does not carry the cadence', async () => {
		jest.mocked( getContact ).mockResolvedValue( contact() );
		render( <ContactDetailPage page={ page } /> );
		await screen.findByTestId( 'contact-card' );
		expect( screen.queryByTestId( 'keep-in-touch' ) ).toBeNull();
	} );
} );

import {
	act,
	fireEvent,
	render,
	screen,
	waitFor,
	within,
} from '@testing-library/react';
import { getContact, readWithHeaders, setContactState } from '../../api/client';
import { ApiError } from '../../api/errors';
import type { Contact, PageProps } from '../../api/types';
import { ContactDetailPage } from './ContactDetailPage';
import { contact } from '../../../tests/js/contact';
import { deferred } from '../../../tests/js/deferred';

// The page reads its contact and its article count, and writes the contact's state, through the client.
jest.mock( '../../api/client', () => ( {
	...jest.requireActual( '../../api/client' ),
	getContact: jest.fn(),
	getCategories: jest.fn(),
	readWithHeaders: jest.fn(),
	setContactState: jest.fn(),
} ) );

const post = jest.mocked( setContactState );

const page = {
	wordpressId: 2,
	contactId: 7,
	today: '2026-12-03',
	flash: null,
	links: {
		contacts: '/prism/contact/',
		contactDetail: '/prism/contact-detail/',
		contactDetailNetworking: '/prism/contact-detail-networking/',
	},
} as unknown as PageProps;

const ARCHIVED_AT = '2026-12-03T11:40:00Z';

/**
 * Opens the contact's page on a contact as the server answers it.
 *
 * @param initial The contact.
 */
async function openPage( initial: Contact ) {
	jest.mocked( getContact ).mockResolvedValue( initial );
	render( <ContactDetailPage page={ page } /> );
	await screen.findByTestId( 'contact-card' );
}

/**
 * Opens the card's More actions and chooses an item.
 *
 * @param item The item's name.
 */
async function choose( item: string ) {
	fireEvent.click(
		screen.getByRole( 'button', { name: 'More actions for Ann Lee' } )
	);
	const chosen = await screen.findByRole( 'menuitem', { name: item } );
	// What the item starts (a post without a confirmation) answers within the same act.
	await act( async () => {
		fireEvent.click( chosen );
	} );
}

/** Until the menu and any confirmation have gone (the page is hidden from assistive technology meanwhile). */
const settled = () =>
	waitFor( () => {
		expect( screen.queryByRole( 'menu' ) ).toBeNull();
		expect( screen.queryByRole( 'alertdialog' ) ).toBeNull();
	} );

const card = () => screen.getByTestId( 'contact-card' );
const band = () => screen.queryByTestId( 'archived-notice' );
const deceasedTag = () => screen.queryByTestId( 'contact-deceased' );

beforeEach( () => {
	// No saved article: no Articles tab.
	jest.mocked( readWithHeaders ).mockResolvedValue( {
		items: [],
		total: 0,
		totalPages: 0,
	} );
} );

afterEach( () => jest.resetAllMocks() );

describe( 'archiving from the contact card', () => {
	it( 'asks first, says where the contact goes and that nothing is deleted, then posts archived: true and shows the archived card', async () => {
		const answer = deferred< Contact >();
		post.mockReturnValue( answer.promise );
		await openPage( contact() );
		expect( band() ).toBeNull();

		await choose( 'Archive' );
		const dialog = await screen.findByRole( 'alertdialog', {
			name: 'Archive Ann Lee?',
		} );
		expect( dialog ).toHaveAccessibleDescription(
			'They will leave your contact list, Today, the calendar, the calendar feed, the daily email and duplicate suggestions.'
		);
		expect( dialog ).toHaveTextContent(
			'Nothing is deleted: their details, notes, events and follow-ups are kept. You can find them under the Archived filter of your contact list and restore them at any time.'
		);
		expect( post ).not.toHaveBeenCalled();

		fireEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Archive' } )
		);
		expect(
			within( dialog ).getByRole( 'button', { name: 'Archiving…' } )
		).toBeDisabled();
		expect(
			within( dialog ).getByRole( 'button', { name: 'Cancel' } )
		).toBeDisabled();
		expect( post ).toHaveBeenCalledTimes( 1 );
		expect( post ).toHaveBeenCalledWith( 7, { archived: true } );
		// Nothing changes on the card until the server has answered.
		expect( band() ).toBeNull();

		await act( async () =>
			answer.resolve(
				contact( { archived: true, archivedAt: ARCHIVED_AT } )
			)
		);
		await waitFor( () =>
			expect( screen.queryByRole( 'alertdialog' ) ).toBeNull()
		);
		expect( band() ).toHaveTextContent( 'Archived on 3 Dec 2026' );
		expect( await screen.findByTestId( 'notice' ) ).toHaveTextContent(
			'Ann Lee was archived. You can find them under Archived in your contact list.'
		);
	} );

	it( 'Cancel archives nothing', async () => {
		await openPage( contact() );
		await choose( 'Archive' );
		const dialog = await screen.findByRole( 'alertdialog' );
		fireEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Cancel' } )
		);
		await waitFor( () =>
			expect( screen.queryByRole( 'alertdialog' ) ).toBeNull()
		);
		expect( post ).not.toHaveBeenCalled();
		expect( band() ).toBeNull();
	} );

	it( 'keeps a refused archive in the dialog, readable, and changes nothing', async () => {
		post.mockRejectedValue(
			new ApiError(
				'prism_contact_not_found',
				'This contact was not found.',
				404
			)
		);
		await openPage( contact() );
		await choose( 'Archive' );
		const dialog = await screen.findByRole( 'alertdialog' );
		await act( async () => {
			fireEvent.click(
				within( dialog ).getByRole( 'button', { name: 'Archive' } )
			);
		} );
		expect( within( dialog ).getByRole( 'alert' ) ).toHaveTextContent(
			'This contact was not found.'
		);
		expect(
			within( dialog ).getByRole( 'button', { name: 'Archive' } )
		).toBeEnabled();
		expect( band() ).toBeNull();
		expect( screen.queryByTestId( 'notice' ) ).toBeNull();
	} );
} );

describe( 'an archived contact’s card', () => {
	const archived = contact( { archived: true, archivedAt: ARCHIVED_AT } );

	it( 'says since when, and Restore posts archived: false at once, without asking', async () => {
		const answer = deferred< Contact >();
		post.mockReturnValue( answer.promise );
		await openPage( archived );
		// The band opens the card, above the name.
		expect( card().firstElementChild ).toBe( band() );
		expect( band() ).toHaveTextContent( 'Archived on 3 Dec 2026' );

		fireEvent.click(
			within( card() ).getByRole( 'button', { name: 'Restore' } )
		);
		expect( screen.queryByRole( 'alertdialog' ) ).toBeNull();
		expect( post ).toHaveBeenCalledWith( 7, { archived: false } );
		expect(
			within( card() ).getByRole( 'button', { name: 'Restoring…' } )
		).toBeDisabled();
		expect(
			screen.getByRole( 'button', { name: 'More actions for Ann Lee' } )
		).toBeDisabled();

		await act( async () => answer.resolve( contact() ) );
		expect( band() ).toBeNull();
		expect( await screen.findByTestId( 'notice' ) ).toHaveTextContent(
			'Restored to your contact list.'
		);
		// The button that was pressed is gone with the band: the focus is on the card's actions.
		expect(
			screen.getByRole( 'button', { name: 'More actions for Ann Lee' } )
		).toHaveFocus();
	} );

	it( 'tells a failed restore with a Retry, and stays archived until it succeeds', async () => {
		post.mockRejectedValueOnce(
			new ApiError(
				'fetch_error',
				'Could not reach the site. Check your connection and try again.'
			)
		);
		await openPage( archived );
		await act( async () => {
			fireEvent.click(
				within( card() ).getByRole( 'button', { name: 'Restore' } )
			);
		} );
		expect( within( card() ).getByRole( 'alert' ) ).toHaveTextContent(
			'Ann Lee could not be restored. Could not reach the site. Check your connection and try again.'
		);
		expect( band() ).toHaveTextContent( 'Archived on 3 Dec 2026' );

		post.mockResolvedValueOnce( contact() );
		await act( async () => {
			fireEvent.click(
				within( card() ).getByRole( 'button', { name: 'Retry' } )
			);
		} );
		expect( post ).toHaveBeenLastCalledWith( 7, { archived: false } );
		expect( band() ).toBeNull();
		expect( within( card() ).queryByRole( 'alert' ) ).toBeNull();
	} );

	it( 'offers Restore in More actions, in place of Archive', async () => {
		await openPage( archived );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'More actions for Ann Lee' } )
		);
		const menu = await screen.findByRole( 'menu' );
		expect(
			within( menu )
				.getAllByRole( 'menuitem' )
				.map( ( item ) => item.textContent )
		).toEqual( [ 'Restore to contact list', 'Mark as deceased' ] );
	} );
} );

describe( 'marking a contact deceased', () => {
	it( 'asks first, posts deceased: true, and tags the name Deceased', async () => {
		post.mockResolvedValue( contact( { deceased: true } ) );
		await openPage( contact() );
		expect( deceasedTag() ).toBeNull();

		await choose( 'Mark as deceased' );
		const dialog = await screen.findByRole( 'alertdialog', {
			name: 'Mark Ann Lee as deceased?',
		} );
		expect( dialog ).toHaveTextContent(
			'They stay in your contacts with all their notes and dates.'
		);
		expect( dialog ).toHaveTextContent(
			'No more birthday reminders will be shown for them.'
		);
		expect( post ).not.toHaveBeenCalled();
		await act( async () => {
			fireEvent.click(
				within( dialog ).getByRole( 'button', {
					name: 'Mark as deceased',
				} )
			);
		} );
		expect( post ).toHaveBeenCalledWith( 7, { deceased: true } );
		await settled();

		// With the name (not in the heading), on the card.
		const heading = screen.getByRole( 'heading', {
			level: 1,
			name: 'Ann Lee',
		} );
		expect( deceasedTag() ).toHaveTextContent( 'Deceased' );
		expect( heading.parentElement ).toContainElement( deceasedTag() );
		expect( await screen.findByTestId( 'notice' ) ).toHaveTextContent(
			'Ann Lee is marked as deceased. No more birthday reminders will be shown for them.'
		);
	} );

	it( 'takes the mark away from More actions without asking', async () => {
		post.mockResolvedValue( contact() );
		await openPage( contact( { deceased: true } ) );
		expect( deceasedTag() ).toHaveTextContent( 'Deceased' );

		await choose( 'Remove deceased mark' );
		expect( post ).toHaveBeenCalledWith( 7, { deceased: false } );
		expect( await screen.findByTestId( 'notice' ) ).toHaveTextContent(
			'The deceased mark was removed from Ann Lee.'
		);
		await settled();
		expect( deceasedTag() ).toBeNull();
	} );

	it( 'tells a failed removal readably and keeps the tag', async () => {
		post.mockRejectedValue(
			new ApiError(
				'rest_invalid_param',
				'deceased is not of type boolean.',
				400
			)
		);
		await openPage( contact( { deceased: true } ) );
		await choose( 'Remove deceased mark' );
		await settled();
		expect(
			await within( card() ).findByRole( 'alert' )
		).toHaveTextContent(
			'The deceased mark could not be removed from Ann Lee. deceased is not of type boolean.'
		);
		expect( deceasedTag() ).toHaveTextContent( 'Deceased' );
	} );
} );

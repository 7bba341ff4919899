import {
	act,
	fireEvent,
	render,
	screen,
	waitFor,
	within,
} from '@testing-library/react';
import {
	getCategories,
	getContactIds,
	getContactPage,
	setCategoryCadence,
} from '../../api/client';
import { ApiError } from '../../api/errors';
import type { ContactListQuery, ContactPage, PageProps } from '../../api/types';
import { ContactsPage } from './ContactsPage';
import { contact } from '../../../tests/js/contact';

// The list's own reads answer from the tests; the menu's reads answer nothing much.
jest.mock( '../../api/client', () => ( {
	...jest.requireActual( '../../api/client' ),
	getContactPage: jest.fn(),
	getContactIds: jest.fn(),
	getCategories: jest.fn( async () => [] ),
	getStageCounts: jest.fn( async () => undefined ),
	getImportSourceCounts: jest.fn( async () => ( {} ) ),
	getCollisions: jest.fn( async () => [] ),
	getImportStatus: jest.fn( async () => [] ),
	setCategoryCadence: jest.fn(),
} ) );

const listPage = jest.mocked( getContactPage );
const listIds = jest.mocked( getContactIds );

const page = {
	wordpressId: 2,
	today: '2026-12-03',
	flash: null,
	links: {
		contactDetail: '/prism/contact-detail/',
		merge: '/merge/',
		help: '/help/',
		account: '/wp-admin/profile.php',
		adminPost: '/wp-admin/admin-post.php',
	},
} as unknown as PageProps;

const EMPTY: ContactPage = { items: [], total: 0, totalPages: 0 };

/** The query of the newest list request. */
const lastQuery = (): ContactListQuery | undefined =>
	listPage.mock.calls[ listPage.mock.calls.length - 1 ]?.[ 1 ];

/**
 * Opens the contact list at an address.
 *
 * @param search Its query string.
 */
async function openList( search = '' ) {
	window.history.replaceState( null, '', `/prism/contact/${ search }` );
	render( <ContactsPage page={ page } /> );
	await waitFor( () => expect( listPage ).toHaveBeenCalled() );
}

/**
 * Presses a button and lets what it asks for answer.
 *
 * @param button The button.
 */
const press = ( button: HTMLElement ) =>
	act( async () => {
		fireEvent.click( button );
	} );

beforeAll( () => {
	// A wide screen: the menu beside the list, the list as a table.
	window.matchMedia = ( query: string ) =>
		( {
			matches: true,
			media: query,
			onchange: null,
			addListener: () => undefined,
			removeListener: () => undefined,
			addEventListener: () => undefined,
			removeEventListener: () => undefined,
			dispatchEvent: () => false,
		} ) as MediaQueryList;
} );

afterEach( () => jest.clearAllMocks() );

describe( 'the contact list’s Archived filter', () => {
	it( 'asks for archived=true, keeps it in the address, says what is shown and that none are archived, and leads back', async () => {
		listPage.mockResolvedValue( EMPTY );
		await openList();
		expect( lastQuery() ).not.toHaveProperty( 'archived' );
		expect( screen.queryByTestId( 'archived-view' ) ).toBeNull();

		await press(
			screen.getByRole( 'button', { name: 'Archived contacts' } )
		);
		expect( lastQuery() ).toEqual( {
			archived: true,
			order: 'name_asc',
			page: 1,
			per_page: 10,
		} );
		expect( window.location.search ).toBe( '?archived=1' );
		expect(
			screen.getByRole( 'button', { name: 'Archived contacts' } )
		).toHaveAttribute( 'aria-pressed', 'true' );
		expect( screen.getByTestId( 'archived-view' ) ).toHaveTextContent(
			'You are looking at your archived contacts.'
		);
		const empty = await screen.findByTestId( 'empty-archived' );
		expect(
			within( empty ).getByRole( 'heading', {
				name: 'No archived contacts',
			} )
		).toBeInTheDocument();
		expect( screen.queryByTestId( 'empty-all' ) ).toBeNull();

		await press(
			within( empty ).getByRole( 'button', {
				name: 'Back to your contacts',
			} )
		);
		expect( lastQuery() ).not.toHaveProperty( 'archived' );
		expect( window.location.search ).toBe( '' );
		expect( screen.queryByTestId( 'archived-view' ) ).toBeNull();
	} );

	it( 'says no archived contact matches a search, and Clear filters keeps the Archived view', async () => {
		listPage.mockResolvedValue( EMPTY );
		await openList( '?archived=1&q=zed' );
		expect( lastQuery() ).toMatchObject( { archived: true, q: 'zed' } );
		const empty = await screen.findByTestId( 'empty-filtered' );
		expect( empty ).toHaveTextContent( 'No archived contacts match' );

		await press(
			within( empty ).getByRole( 'button', { name: 'Clear filters' } )
		);
		expect( lastQuery() ).toEqual( {
			archived: true,
			order: 'name_asc',
			page: 1,
			per_page: 10,
		} );
		expect( await screen.findByTestId( 'empty-archived' ) ).toBeVisible();
	} );

	it( 'the filter’s chip leaves the Archived view', async () => {
		listPage.mockResolvedValue( EMPTY );
		await openList( '?archived=1' );
		const chips = screen.getByTestId( 'active-filters' );
		await press(
			within( chips ).getByRole( 'button', {
				name: 'Archived contacts. Remove filter',
			} )
		);
		expect( lastQuery() ).not.toHaveProperty( 'archived' );
		expect( screen.queryByTestId( 'active-filters' ) ).toBeNull();
	} );

	it( 'tags archived and deceased rows, and select all asks for the archived ids', async () => {
		listPage.mockResolvedValue( {
			items: [
				contact( {
					id: 4,
					name: 'Ann Lee',
					archived: true,
					archivedAt: '2026-12-01T09:00:00Z',
				} ),
				contact( {
					id: 5,
					name: 'Bo Park',
					archived: true,
					archivedAt: '2026-12-02T09:00:00Z',
					deceased: true,
				} ),
			],
			total: 12,
			totalPages: 2,
		} );
		listIds.mockResolvedValue( [
			4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
		] );
		await openList( '?archived=1' );
		const rows = await screen.findAllByTestId( 'contact-row' );
		expect(
			rows.map(
				( row ) =>
					within( row ).queryByTestId( 'row-states' )?.textContent
			)
		).toEqual( [ 'Archived', 'ArchivedDeceased' ] );

		await press(
			screen.getByRole( 'checkbox', {
				name: 'Select all contacts that match the filters',
			} )
		);
		expect( listIds ).toHaveBeenCalledWith(
			2,
			expect.objectContaining( { archived: true } )
		);
		expect( screen.getByTestId( 'selected-count' ) ).toHaveTextContent(
			'All 12 selected'
		);
	} );

	it( 'tags a deceased contact in the plain list', async () => {
		listPage.mockResolvedValue( {
			items: [
				contact( { id: 4, deceased: true } ),
				contact( { id: 5 } ),
			],
			total: 2,
			totalPages: 1,
		} );
		await openList();
		const rows = await screen.findAllByTestId( 'contact-row' );
		expect(
			rows.map(
				( row ) =>
					within( row ).queryByTestId( 'row-states' )?.textContent
			)
		).toEqual( [ 'Deceased', undefined ] );
	} );
} );

describe( 'the contact list’s Keep in touch filter and sort', () => {
	it( 'asks for reachOut, keeps it in the address as one choice, shows its chip and counts it', async () => {
		listPage.mockResolvedValue( EMPTY );
		await openList();
		expect( lastQuery() ).not.toHaveProperty( 'reachOut' );
		const group = screen.getByRole( 'region', { name: 'Keep in touch' } );

		await press(
			within( group ).getByRole( 'button', { name: 'Due or overdue' } )
		);
		expect( lastQuery() ).toEqual( {
			reachOut: 'due',
			order: 'name_asc',
			page: 1,
			per_page: 10,
		} );
		expect( window.location.search ).toBe( '?reachOut=due' );
		expect(
			within( group ).getByRole( 'button', { name: 'Due or overdue' } )
		).toHaveAttribute( 'aria-pressed', 'true' );
		const empty = await screen.findByTestId( 'empty-filtered' );
		expect( empty ).toHaveTextContent(
			'No contact is due or overdue: you are in touch with everyone on time.'
		);

		// One choice at a time: another replaces it.
		await press(
			within( group ).getByRole( 'button', { name: 'Due within a week' } )
		);
		expect( lastQuery() ).toMatchObject( { reachOut: 'week' } );
		expect( window.location.search ).toBe( '?reachOut=week' );
		expect(
			within( group ).getByRole( 'button', { name: 'Due or overdue' } )
		).toHaveAttribute( 'aria-pressed', 'false' );

		await press(
			within( screen.getByTestId( 'active-filters' ) ).getByRole(
				'button',
				{ name: 'Keep in touch: Due within a week. Remove filter' }
			)
		);
		expect( lastQuery() ).not.toHaveProperty( 'reachOut' );
		expect( window.location.search ).toBe( '' );
	} );

	it( 'opens on the address’s filter and sort, and select all asks for the same contacts', async () => {
		listPage.mockResolvedValue( {
			items: [ contact( { id: 4 } ) ],
			total: 12,
			totalPages: 2,
		} );
		listIds.mockResolvedValue( [
			4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
		] );
		await openList( '?reachOut=set&sort=reach_out' );
		expect( lastQuery() ).toMatchObject( {
			reachOut: 'set',
			order: 'reach_out',
		} );
		await screen.findAllByTestId( 'contact-row' );
		await press(
			screen.getByRole( 'checkbox', {
				name: 'Select all contacts that match the filters',
			} )
		);
		expect( listIds ).toHaveBeenCalledWith(
			2,
			expect.objectContaining( { reachOut: 'set', order: 'reach_out' } )
		);
	} );

	it( 'sorts by the day to reach out by from the sort menu', async () => {
		listPage.mockResolvedValue( EMPTY );
		await openList();
		await press(
			screen.getByRole( 'button', { name: 'More ways to sort' } )
		);
		await press(
			await screen.findByRole( 'menuitemradio', {
				name: 'Reach out by (most overdue first)',
			} )
		);
		expect( lastQuery() ).toMatchObject( { order: 'reach_out' } );
		expect( window.location.search ).toBe( '?sort=reach_out' );
	} );

	it( 'tags rows overdue, due today or due within a week, in words', async () => {
		listPage.mockResolvedValue( {
			items: [
				contact( { id: 4, reachOutOn: '2026-11-21' } ),
				contact( { id: 5, reachOutOn: '2026-12-03' } ),
				contact( { id: 6, reachOutOn: '2026-12-08' } ),
				contact( { id: 7, reachOutOn: '2026-12-20' } ),
				contact( { id: 8, reachOutOn: null } ),
				contact( {
					id: 9,
					reachOutOn: '2026-11-01',
					archived: true,
					archivedAt: '2026-11-02T09:00:00Z',
				} ),
			],
			total: 6,
			totalPages: 1,
		} );
		await openList();
		const rows = await screen.findAllByTestId( 'contact-row' );
		expect(
			rows.map(
				( row ) =>
					within( row ).queryByTestId( 'row-reach-out' )?.textContent
			)
		).toEqual( [
			'Overdue by 12 days',
			'Due today',
			'Due in 5 days',
			undefined,
			undefined,
			undefined,
		] );
	} );
} );

describe( 'a category’s keep-in-touch cadence', () => {
	const family = { id: 3, name: 'Family', count: 2, cadenceDays: null };

	/**
	 * Opens the Keep in touch dialog of the Family category from its menu.
	 */
	async function openCadence() {
		await press(
			await screen.findByRole( 'button', {
				name: 'Edit or delete category Family',
			} )
		);
		await press(
			await screen.findByRole( 'menuitem', { name: 'Keep in touch…' } )
		);
		return screen.findByRole( 'dialog', {
			name: 'Keep in touch: Family',
		} );
	}

	it( 'is set from the category’s menu, posted, and shown under its name', async () => {
		listPage.mockResolvedValue( EMPTY );
		jest.mocked( getCategories ).mockResolvedValue( [ family ] );
		jest.mocked( setCategoryCadence ).mockResolvedValue( [
			{ ...family, cadenceDays: 90 },
		] );
		await openList();
		const dialog = await openCadence();
		expect(
			within( dialog ).getByRole( 'radio', { name: 'No cadence' } )
		).toBeChecked();
		fireEvent.click(
			within( dialog ).getByRole( 'radio', { name: 'Every 3 months' } )
		);
		await press( within( dialog ).getByRole( 'button', { name: 'Save' } ) );
		expect( setCategoryCadence ).toHaveBeenCalledWith( 2, 3, 90 );
		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).toBeNull()
		);

		const group = screen.getByRole( 'region', { name: 'Categories' } );
		expect(
			within( group ).getByRole( 'button', {
				name: 'Family (Every 3 months), 2',
			} )
		).toHaveTextContent( 'FamilyEvery 3 months' );
		expect( await screen.findByTestId( 'notice' ) ).toHaveTextContent(
			'Keep in touch with “Family”: Every 3 months.'
		);
	} );

	it( 'is cleared with No cadence, and a refusal stays in the dialog', async () => {
		listPage.mockResolvedValue( EMPTY );
		jest.mocked( getCategories ).mockResolvedValue( [
			{ ...family, cadenceDays: 45 },
		] );
		jest.mocked( setCategoryCadence ).mockRejectedValueOnce(
			new ApiError( 'prism_not_found', 'Category not found.', 404 )
		);
		await openList();
		const dialog = await openCadence();
		expect(
			within( dialog ).getByRole( 'radio', { name: 'Custom' } )
		).toBeChecked();
		expect(
			within( dialog ).getByRole( 'textbox', { name: 'Days' } )
		).toHaveValue( '45' );
		fireEvent.click(
			within( dialog ).getByRole( 'radio', { name: 'No cadence' } )
		);
		await press( within( dialog ).getByRole( 'button', { name: 'Save' } ) );
		expect( setCategoryCadence ).toHaveBeenCalledWith( 2, 3, null );
		expect( dialog ).toHaveTextContent( 'Category not found.' );
		expect( screen.getByRole( 'dialog' ) ).toBe( dialog );
	} );
} );

import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type {
	CollisionPage,
	CollisionWithContacts,
	Contact,
	PageProps,
} from '../../api/types';
import { getCollisionsWithContacts } from '../../api/client';
import { emptyContactFields } from '../../domain/contactFields';
import { MergePage } from './MergePage';

// Twenty-five pending mockPairs, served a page at a time as the route pages them (highest score first).
const mockTotal = 25;

function contact( id: number, name: string ): Contact {
	const [ firstName = '', lastName = '' ] = name.split( ' ' );
	return {
		...emptyContactFields(),
		firstName,
		lastName,
		id,
		name,
		email: '',
		phone: '',
		importSource: 'PRISM',
		categories: '',
		categoryIds: [],
		networkingStage: -1,
		networkingStatus: '',
		archived: false,
		archivedAt: null,
		deceased: false,
		createdAt: '2026-11-01T12:00:00Z',
		updatedAt: null,
	};
}

const mockPairs: CollisionWithContacts[] = Array.from(
	{ length: mockTotal },
	( _, i ) => ( {
		id: 100 + i,
		primary: contact( 2 * i + 1, `Person${ i + 1 } Alpha` ),
		secondary: contact( 2 * i + 2, `Person${ i + 1 } Beta` ),
		reasons: [ 'email' ],
		score: 95 - i,
	} )
);

jest.mock( '../../api/client', () => ( {
	getCollisionsWithContacts: jest.fn(
		async (
			_wordpressId: number,
			page: number,
			perPage: number
		): Promise< CollisionPage > => ( {
			items: mockPairs.slice( ( page - 1 ) * perPage, page * perPage ),
			total: mockTotal,
			totalPages: Math.ceil( mockTotal / perPage ),
			page,
			perPage,
		} )
	),
	getMergedContacts: jest.fn( async () => [] ),
	mergeCollision: jest.fn(),
	dismissCollision: jest.fn(),
} ) );

jest.mock( './RescanCard', () => ( { RescanCard: () => null } ) );

const page = {
	wordpressId: 2,
	links: {
		contactDetail: '/prism/contact-detail/',
		contacts: '/prism/contact/',
	},
} as unknown as PageProps;

const shown = () => screen.getByTestId( 'merge-pair' );
const press = ( name: string | RegExp ) =>
	act( async () => {
		fireEvent.click( screen.getByRole( 'button', { name } ) );
	} );

describe( 'MergePage: browsing the suggestions, paged on the server', () => {
	// Each step renders the whole page (the pair's table and twenty rows) with MUI: seconds on a busy machine.
	jest.setTimeout( 30_000 );

	beforeEach( () => {
		( getCollisionsWithContacts as jest.Mock ).mockClear();
	} );

	it( 'moves across a page with Next and back with Previous; the list follows', async () => {
		render( <MergePage page={ page } /> );
		expect( await screen.findByText( '1 of 25 suggestions' ) ).toBeTruthy();
		expect( shown().textContent ).toContain( 'Person1 Alpha' );
		const list = screen.getByTestId( 'merge-suggestions' );
		expect( within( list ).getAllByRole( 'button' ) ).toHaveLength( 20 );
		expect( screen.getByTestId( 'range-label' ).textContent ).toContain(
			'1-20 of 25'
		);

		// The last pair of the first page, then Next: the pair shown comes from the server's second page.
		await act( async () => {
			fireEvent.click(
				within( list ).getByText( 'Person20 Alpha and Person20 Beta' )
			);
		} );
		expect(
			await screen.findByText( '20 of 25 suggestions' )
		).toBeTruthy();
		await press( 'Next' );
		expect(
			await screen.findByText( '21 of 25 suggestions' )
		).toBeTruthy();
		// The buttons went while page 2 loaded: the keyboard focus is on the pair's heading, not lost.
		expect(
			screen.getByRole( 'heading', {
				name: 'Are these the same person?',
			} )
		).toHaveFocus();
		expect( shown().textContent ).toContain( 'Person21 Alpha' );
		expect( screen.getByTestId( 'range-label' ).textContent ).toContain(
			'21-25 of 25'
		);
		// Only pages of twenty were asked for: never the whole list.
		const asked = ( getCollisionsWithContacts as jest.Mock ).mock.calls;
		expect( asked.map( ( call ) => call[ 2 ] ) ).not.toContain( 100 );
		expect( asked.map( ( call ) => call[ 1 ] ) ).toContain( 2 );

		await press( 'Previous' );
		expect(
			await screen.findByText( '20 of 25 suggestions' )
		).toBeTruthy();
		expect( shown().textContent ).toContain( 'Person20 Alpha' );
	} );

	it( 'skips from the last pair back to the first, and marks the skipped one', async () => {
		render( <MergePage page={ page } /> );
		await screen.findByText( '1 of 25 suggestions' );
		await press( 'Next page' );
		const last = await screen.findByText(
			'Person25 Alpha and Person25 Beta'
		);
		await act( async () => {
			fireEvent.click( last );
		} );
		expect(
			await screen.findByText( '25 of 25 suggestions' )
		).toBeTruthy();
		expect( screen.getByRole( 'button', { name: 'Next' } ) ).toBeDisabled();
		await press( /^Skip/ );
		expect( await screen.findByText( '1 of 25 suggestions' ) ).toBeTruthy();
		expect( shown().textContent ).toContain( 'Person1 Alpha' );
		await press( 'Next page' );
		const row = await screen.findByText(
			'Person25 Alpha and Person25 Beta'
		);
		expect( row.closest( 'button' )?.textContent ).toContain( 'Skipped' );
		await act( async () => {
			fireEvent.click( row );
		} );
		expect(
			await screen.findByTestId( 'merge-skipped-note' )
		).toBeTruthy();
	} );
} );

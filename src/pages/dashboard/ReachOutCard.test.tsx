import { render, screen, within } from '@testing-library/react';
import { getReachOut } from '../../api/client';
import { ApiError } from '../../api/errors';
import type { PageProps, ReachOutItem } from '../../api/types';
import { deferred } from '../../../tests/js/deferred';
import { ReachOutCard } from './ReachOutCard';

// The card reads the contacts due through the client.
jest.mock( '../../api/client', () => ( {
	...jest.requireActual( '../../api/client' ),
	getReachOut: jest.fn(),
} ) );

const read = jest.mocked( getReachOut );

const page = {
	wordpressId: 2,
	today: '2026-11-23',
	flash: null,
	links: { contactDetail: '/prism/contact-detail/' },
} as unknown as PageProps;

/**
 * A contact due to reach out to, as reach-out answers it.
 *
 * @param id         Contact id.
 * @param name       Its name.
 * @param reachOutOn The day to reach out by.
 * @param touchedOn  Its last touch, or null.
 */
const item = (
	id: number,
	name: string,
	reachOutOn: string,
	touchedOn: string | null
): ReachOutItem => ( {
	contact: {
		id,
		name,
		firstName: name.split( ' ' )[ 0 ] ?? '',
		lastName: '',
		emailOne: '',
		phoneOne: '',
	},
	reachOutOn,
	touchedOn,
} );

afterEach( () => jest.resetAllMocks() );

describe( 'Due to reach out', () => {
	it( 'says how overdue each contact is, in words and colour, and when it was last in touch', async () => {
		read.mockResolvedValue( {
			items: [
				item( 4, 'Ann Lee', '2026-11-11', '2026-08-13' ),
				item( 5, 'Bo Park', '2026-11-23', null ),
			],
			total: 2,
		} );
		render( <ReachOutCard page={ page } /> );
		const ann = await screen.findByTestId( 'reach-out-item-4' );
		const overdue = within( ann ).getByTestId( 'reach-out-status' );
		expect( overdue ).toHaveTextContent( 'Overdue by 12 days' );
		expect( overdue ).toHaveAttribute( 'data-status', 'overdue' );
		expect( ann ).toHaveTextContent( 'Last in touch on 13 August 2026' );

		const bo = screen.getByTestId( 'reach-out-item-5' );
		expect(
			within( bo ).getByTestId( 'reach-out-status' )
		).toHaveTextContent( 'Due today' );
		expect( within( bo ).queryByTestId( 'reach-out-touched' ) ).toBeNull();
		expect(
			screen.getByRole( 'heading', { name: /Due to reach out/ } )
		).toHaveTextContent( 'Due to reach out(2)' );
	} );

	it( 'waits with placeholders, then says when nobody is due and how contacts get here', async () => {
		const answer = deferred< { items: ReachOutItem[]; total: number } >();
		read.mockReturnValue( answer.promise );
		render( <ReachOutCard page={ page } /> );
		expect( screen.getByLabelText( 'Loading' ) ).toHaveAttribute(
			'aria-busy',
			'true'
		);
		answer.resolve( { items: [], total: 0 } );
		expect(
			await screen.findByText( 'Nobody is waiting to hear from you.' )
		).toBeVisible();
		expect( screen.getByTestId( 'reach-out' ) ).toHaveTextContent(
			'A contact with a keep-in-touch cadence'
		);
	} );

	it( 'shows a failure with Retry', async () => {
		read.mockRejectedValue(
			new ApiError( 'prism_failed', 'Something went wrong.', 500 )
		);
		render( <ReachOutCard page={ page } /> );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Something went wrong.'
		);
		expect(
			screen.getByRole( 'button', { name: 'Retry' } )
		).toBeInTheDocument();
	} );
} );

import { render, screen } from '@testing-library/react';
import { ContactMatchNotice } from './ContactMatchNotice';
import { FlashMessage } from '../FlashMessage';

const links = { contactDetail: 'https://example.test/prism/contact-detail/' };

describe( 'ContactMatchNotice', () => {
	it( 'names the contacts that hold the value, each a link that opens a new tab', () => {
		render(
			<ContactMatchNotice
				links={ links }
				match={ {
					kind: 'email',
					value: 'ann@example.com',
					contacts: [
						{ id: 7, name: 'Ann Lee' },
						{ id: 9, name: 'Ann Lee-Park' },
					],
					total: 4,
				} }
			/>
		);
		const notice = screen.getByRole( 'status' );
		expect( notice ).toHaveTextContent(
			/^Already in your network: ann@example\.com belongs to Ann Lee.*, Ann Lee-Park.* and 2 others\.$/
		);
		const link = screen.getByRole( 'link', {
			name: 'Ann Lee (opens in a new tab)',
		} );
		expect( link ).toHaveAttribute(
			'href',
			'https://example.test/prism/contact-detail/AnnLee/7/?contactId=7'
		);
		expect( link ).toHaveAttribute( 'target', '_blank' );
	} );
} );

describe( 'FlashMessage', () => {
	it( 'links a contact just added, and stays until closed', () => {
		render(
			<FlashMessage
				links={ links }
				flash={ {
					type: 'success',
					message: 'Contact added: Ann Lee.',
					contactId: 7,
					contactName: 'Ann Lee',
				} }
			/>
		);
		expect(
			screen.getByRole( 'link', { name: 'Open Ann Lee' } )
		).toHaveAttribute(
			'href',
			'https://example.test/prism/contact-detail/AnnLee/7/?contactId=7'
		);
	} );

	it( 'has no link for other messages', () => {
		render(
			<FlashMessage
				links={ links }
				flash={ { type: 'success', message: 'Contact details saved.' } }
			/>
		);
		expect( screen.queryByRole( 'link' ) ).toBeNull();
	} );
} );

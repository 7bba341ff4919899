import { render, screen, within } from '@testing-library/react';
import type { Contact, ContactFields, PageProps } from '../../api/types';
import { pickContactFields } from '../../domain/contactFields';
import { DetailsTab } from './DetailsTab';

const contact = ( fields: Partial< ContactFields > ): Contact =>
	( { ...pickContactFields( fields ), id: 7, name: 'Ann Lee' } ) as Contact;

/**
 * The Details tab's rows under a section's heading, as 'label: value'.
 *
 * @param title The section's heading.
 */
const rowsOf = ( title: string ) => {
	const section = screen
		.getByRole( 'heading', { name: title } )
		.closest( 'section' );
	if ( ! section ) {
		throw new Error( `No section ${ title }` );
	}
	const labels = section.querySelectorAll( 'dt' );
	return {
		section,
		rows: Array.from( labels ).map(
			( dt ) => `${ dt.textContent }: ${ dt.nextSibling?.textContent }`
		),
	};
};

const show = ( fields: Partial< ContactFields > ) =>
	render(
		<DetailsTab
			page={ {} as PageProps }
			contact={ contact( fields ) }
			failedEdit={ null }
		/>
	);

describe( 'DetailsTab', () => {
	it( 'lists the filled emails, phones and addresses in slot order, labelled by type or by the group', () => {
		show( {
			emailOne: 'ann@example.com',
			emailOneType: 'Work',
			emailTwo: '  ',
			emailThree: 'ann@home.example',
			phoneTwo: '+1 (555) 010-0001',
			phoneTwoType: 'Mobile',
			addressOne: '1 Main St',
			addressOneCity: 'Springfield',
			addressOneType: 'Home',
			addressThreeZip: '12345',
		} );
		expect( rowsOf( 'Email' ).rows ).toEqual( [
			'Work: ann@example.com',
			'Email: ann@home.example',
		] );
		expect(
			screen.getByRole( 'link', { name: 'ann@example.com' } )
		).toHaveAttribute( 'href', 'mailto:ann@example.com' );
		expect( rowsOf( 'Phone' ).rows ).toEqual( [
			'Mobile: +1 (555) 010-0001',
		] );
		expect(
			screen.getByRole( 'link', { name: '+1 (555) 010-0001' } )
		).toHaveAttribute( 'href', 'tel:+15550100001' );
		expect( rowsOf( 'Address' ).rows ).toEqual( [
			'Home: 1 Main St, Springfield',
			'Address: 12345',
		] );
	} );

	it( 'says so when a group has nothing filled', () => {
		show( {} );
		expect(
			within( rowsOf( 'Email' ).section ).getByText( 'No email address' )
		).toBeInTheDocument();
		expect(
			within( rowsOf( 'Phone' ).section ).getByText( 'No phone number' )
		).toBeInTheDocument();
		expect(
			within( rowsOf( 'Address' ).section ).getByText( 'No address' )
		).toBeInTheDocument();
	} );
} );

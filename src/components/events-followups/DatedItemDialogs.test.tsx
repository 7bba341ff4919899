import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ApiError } from '../../api/errors';
import { EventDialog } from './EventDialog';
import { FollowupDialog } from './FollowupDialog';
import type { PrismEvent } from './types';

/**
 * The input a dialog names with a test id.
 *
 * @param dialog The dialog.
 * @param testId The input's data-testid.
 */
const input = ( dialog: HTMLElement, testId: string ) =>
	within( dialog ).getByTestId( testId ) as HTMLInputElement;

/**
 * Types into an input.
 *
 * @param field The input.
 * @param value What is typed.
 */
const type = ( field: HTMLElement, value: string ) =>
	fireEvent.change( field, { target: { value } } );

/**
 * Presses the dialog's Save button and lets the save settle.
 *
 * @param dialog The dialog.
 * @param name   The button's name.
 */
async function save( dialog: HTMLElement, name: string ) {
	await act( async () => {
		fireEvent.click( within( dialog ).getByRole( 'button', { name } ) );
	} );
}

describe( 'FollowupDialog', () => {
	it( 'adds: says what is missing once Save is pressed, then sends the values without an id', async () => {
		const onSave = jest.fn( async () => undefined );
		render(
			<FollowupDialog
				open
				today="2026-03-10"
				onSave={ onSave }
				onClose={ jest.fn() }
			/>
		);
		const dialog = screen.getByRole( 'dialog', { name: 'Add Follow-up' } );
		expect( within( dialog ).getByLabelText( /^Title/ ) ).toBe(
			input( dialog, 'followup-title' )
		);
		expect( within( dialog ).getByLabelText( /^Description/ ) ).toBe(
			input( dialog, 'followup-desc' )
		);
		expect( within( dialog ).getByLabelText( /^Date/ ) ).toBe(
			input( dialog, 'followup-date' )
		);
		expect( dialog ).not.toHaveTextContent( 'Give the follow-up a title.' );

		await save( dialog, 'Save Follow-up' );
		expect( onSave ).not.toHaveBeenCalled();
		expect( dialog ).toHaveTextContent( 'Give the follow-up a title.' );
		expect( dialog ).toHaveTextContent( 'Choose the day to follow up.' );

		type( input( dialog, 'followup-title' ), 'Send the deck' );
		fireEvent.click(
			within( dialog ).getByRole( 'button', { name: 'In a week' } )
		);
		expect( input( dialog, 'followup-date' ).value ).toBe( '2026-03-17' );
		expect( dialog ).toHaveTextContent( '0 of about 100 characters' );
		await save( dialog, 'Save Follow-up' );
		expect( onSave ).toHaveBeenCalledWith( {
			title: 'Send the deck',
			desc: '',
			date: '2026-03-17',
			id: undefined,
		} );
	} );

	it( 'starts from offered values, and shows what the server says of a field next to it', async () => {
		const onSave = jest.fn( async () => {
			throw new ApiError( 'rest_invalid_param', 'Invalid.', 400, {
				title: 'The title is too long.',
			} );
		} );
		render(
			<FollowupDialog
				open
				initial={ {
					title: 'Check in',
					desc: 'About the job',
					date: '2026-04-01',
				} }
				today="2026-03-10"
				onSave={ onSave }
				onClose={ jest.fn() }
			/>
		);
		const dialog = screen.getByRole( 'dialog', { name: 'Add Follow-up' } );
		expect( input( dialog, 'followup-title' ).value ).toBe( 'Check in' );
		expect( input( dialog, 'followup-desc' ).value ).toBe(
			'About the job'
		);
		expect( input( dialog, 'followup-date' ).value ).toBe( '2026-04-01' );

		await save( dialog, 'Save Follow-up' );
		expect( onSave ).toHaveBeenCalledTimes( 1 );
		expect( dialog ).toHaveTextContent( 'The title is too long.' );
		expect( input( dialog, 'followup-title' ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);
	} );
} );

describe( 'EventDialog', () => {
	const birthday: PrismEvent = {
		id: 9,
		contactId: 7,
		title: 'Birthday',
		type: 'Birthday',
		date: '--05-03',
		desc: 'Likes tea',
		yearly: true,
		next: '2026-05-03',
	};

	it( 'edits: starts from the event (a birthday without a year as a month and a day) and sends its id', async () => {
		const onSave = jest.fn( async () => undefined );
		render(
			<EventDialog
				open
				event={ birthday }
				onSave={ onSave }
				onClose={ jest.fn() }
			/>
		);
		const dialog = screen.getByRole( 'dialog', { name: 'Edit Event' } );
		expect( input( dialog, 'event-title' ).value ).toBe( 'Birthday' );
		expect( input( dialog, 'event-type' ).value ).toBe( 'Birthday' );
		expect( input( dialog, 'event-month' ).value ).toBe( '5' );
		expect( input( dialog, 'event-day' ).value ).toBe( '3' );
		expect( input( dialog, 'event-desc' ).value ).toBe( 'Likes tea' );
		expect( within( dialog ).queryByTestId( 'event-date' ) ).toBeNull();
		expect( dialog ).toHaveTextContent( '8 of about 40 characters' );

		type( input( dialog, 'event-title' ), 'Her birthday' );
		await save( dialog, 'Save Event' );
		expect( onSave ).toHaveBeenCalledWith( {
			title: 'Her birthday',
			type: 'Birthday',
			date: '--05-03',
			desc: 'Likes tea',
			id: 9,
		} );
	} );

	it( 'adds: the date picker, with the yearly hint once the type is a birthday', async () => {
		const onSave = jest.fn( async () => undefined );
		render( <EventDialog open onSave={ onSave } onClose={ jest.fn() } /> );
		const dialog = screen.getByRole( 'dialog', { name: 'Add Event' } );
		expect( dialog ).not.toHaveTextContent(
			'Shown every year on this day.'
		);
		await save( dialog, 'Save Event' );
		expect( onSave ).not.toHaveBeenCalled();
		expect( dialog ).toHaveTextContent( 'Give the event a title.' );

		type( input( dialog, 'event-title' ), 'Wedding day' );
		type( input( dialog, 'event-type' ), 'Anniversary' );
		type( input( dialog, 'event-date' ), '2019-06-15' );
		expect( dialog ).toHaveTextContent( 'Shown every year on this day.' );
		await save( dialog, 'Save Event' );
		expect( onSave ).toHaveBeenCalledWith( {
			title: 'Wedding day',
			type: 'Anniversary',
			date: '2019-06-15',
			desc: '',
			id: undefined,
		} );
	} );
} );

import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ApiError } from '../../../api/errors';
import type { JobStatus } from '../../../api/types';
import type { BulkRun } from '../useBulkChanges';
import { BulkChangeDialog } from './BulkChangeDialog';
import type { BulkChangeDialogProps } from './BulkChangeDialog';

const IDS = Array.from( { length: 1234 }, ( _, i ) => i + 1 );

/**
 * Opens a bulk action's dialog on 1,234 contacts.
 *
 * @param props What differs from an open dialog with nothing started.
 */
function open( props: Partial< BulkChangeDialogProps > ) {
	const onStart = jest.fn( async () => undefined );
	const onClose = jest.fn();
	const view = render(
		<BulkChangeDialog
			open
			action="process"
			ids={ IDS }
			run={ null }
			today="2026-03-10"
			onStart={ onStart }
			onClose={ onClose }
			{ ...props }
		/>
	);
	return { ...view, onStart, onClose, dialog: screen.getByRole( 'dialog' ) };
}

/**
 * Presses a button of the dialog and lets what it starts settle.
 *
 * @param dialog The dialog.
 * @param name   The button's name.
 */
async function press( dialog: HTMLElement, name: string ) {
	await act( async () => {
		fireEvent.click( within( dialog ).getByRole( 'button', { name } ) );
	} );
}

/**
 * A job's status on the 1,234 contacts.
 *
 * @param changes What differs from one under way.
 */
const status = ( changes: Partial< JobStatus > = {} ): JobStatus => ( {
	id: 9,
	type: 'bulk_contacts',
	state: 'running',
	done: 312,
	total: 1234,
	attempts: 0,
	error: null,
	retryAt: null,
	createdAt: null,
	updatedAt: null,
	finishedAt: null,
	changed: 300,
	left: 12,
	...changes,
} );

describe( 'Move to stage', () => {
	it( 'names the count and the stage chosen, and sends the stage and status', async () => {
		const { dialog, onStart } = open( { action: 'process' } );
		expect( dialog ).toHaveAccessibleName( 'Move to stage' );
		expect( dialog ).toHaveTextContent(
			'Move 1,234 contacts to a networking stage?'
		);
		expect( dialog ).toHaveTextContent(
			'Contacts already further along are left where they are.'
		);

		await press( dialog, 'Move' );
		expect( onStart ).not.toHaveBeenCalled();
		expect( dialog ).toHaveTextContent(
			'Choose the stage to move them to.'
		);

		const stage = within( dialog ).getByTestId( 'bulk-stage' );
		expect(
			Array.from(
				stage.querySelectorAll( 'option:not([disabled])' )
			).map( ( option ) => option.textContent )
		).toEqual( [
			'BUILD',
			'DISCOVER',
			'CONNECT',
			'ASSESS',
			'ENGAGE',
			'MAINTAIN',
		] );
		fireEvent.change( stage, { target: { value: '2' } } );
		expect( dialog ).toHaveTextContent(
			'Move 1,234 contacts to CONNECT, In Progress?'
		);
		fireEvent.click(
			within( dialog ).getByRole( 'radio', { name: 'Complete' } )
		);
		expect( dialog ).toHaveTextContent(
			'Move 1,234 contacts to CONNECT, Complete?'
		);
		await press( dialog, 'Move' );
		expect( onStart ).toHaveBeenCalledWith( IDS, {
			action: 'process',
			stage: 2,
			complete: true,
		} );
	} );

	it( 'shows what the server says of the stage beside it', async () => {
		const { dialog, onStart } = open( { action: 'process' } );
		onStart.mockRejectedValueOnce(
			new ApiError( 'prism_invalid', 'Not moved.', 400, {
				stage: 'Choose a stage.',
			} )
		);
		fireEvent.change( within( dialog ).getByTestId( 'bulk-stage' ), {
			target: { value: '4' },
		} );
		await press( dialog, 'Move' );
		expect( within( dialog ).getByTestId( 'bulk-stage' ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);
		expect( dialog ).toHaveTextContent( 'Choose a stage.' );
		// Placed beside its field, not repeated under the form.
		expect( within( dialog ).queryByRole( 'alert' ) ).toBeNull();
	} );
} );

describe( 'Keep in touch', () => {
	it( 'offers the cadence choices, from a month, and sends the days or none', async () => {
		const { dialog, onStart } = open( { action: 'cadence' } );
		expect( dialog ).toHaveTextContent(
			'How often do you want to keep in touch with these 1,234 contacts?'
		);
		expect(
			within( dialog ).getByRole( 'radio', { name: 'Every month' } )
		).toBeChecked();
		fireEvent.click(
			within( dialog ).getByRole( 'radio', {
				name: 'No cadence of their own',
			} )
		);
		await press( dialog, 'Set cadence' );
		expect( onStart ).toHaveBeenLastCalledWith( IDS, {
			action: 'cadence',
			cadenceDays: null,
		} );
	} );

	it( 'refuses a custom number out of range, then sends it', async () => {
		const { dialog, onStart } = open( { action: 'cadence' } );
		const days = within( dialog ).getByRole( 'textbox', { name: 'Days' } );
		fireEvent.change( days, { target: { value: '4000' } } );
		await press( dialog, 'Set cadence' );
		expect( onStart ).not.toHaveBeenCalled();
		expect( dialog ).toHaveTextContent(
			'Enter a whole number of days from 1 to 3,650.'
		);
		fireEvent.change( days, { target: { value: '45' } } );
		await press( dialog, 'Set cadence' );
		expect( onStart ).toHaveBeenCalledWith( IDS, {
			action: 'cadence',
			cadenceDays: 45,
		} );
	} );
} );

describe( 'Add Follow-up', () => {
	it( 'checks the title and the day like a contact’s own, then sends them', async () => {
		const { dialog, onStart } = open( { action: 'followup' } );
		expect( dialog ).toHaveTextContent(
			'Add this Follow-up to each of 1,234 contacts?'
		);
		await press( dialog, 'Add Follow-up' );
		expect( onStart ).not.toHaveBeenCalled();
		expect( dialog ).toHaveTextContent( 'Give the follow-up a title.' );
		expect( dialog ).toHaveTextContent( 'Choose the day to follow up.' );

		fireEvent.change( within( dialog ).getByTestId( 'followup-title' ), {
			target: { value: 'Send the deck' },
		} );
		fireEvent.change( within( dialog ).getByTestId( 'followup-desc' ), {
			target: { value: 'Budget <100k' },
		} );
		fireEvent.click(
			within( dialog ).getByRole( 'button', { name: 'In a week' } )
		);
		await press( dialog, 'Add Follow-up' );
		expect( onStart ).toHaveBeenCalledWith( IDS, {
			action: 'followup',
			title: 'Send the deck',
			desc: 'Budget <100k',
			date: '2026-03-17',
		} );
	} );
} );

describe( 'Archive', () => {
	it( 'confirms with the count and what archiving means', async () => {
		const { dialog, onStart } = open( { action: 'archive', ids: [ 5 ] } );
		expect( dialog ).toHaveAccessibleName( 'Archive contacts' );
		expect( dialog ).toHaveTextContent( 'Archive 1 contact?' );
		expect( dialog ).toHaveTextContent(
			'It leaves the list, Today, the calendar and reminders; nothing is deleted, and Restore brings it back.'
		);
		await press( dialog, 'Archive' );
		expect( onStart ).toHaveBeenCalledWith( [ 5 ], { action: 'archive' } );
	} );

	it( 'shows a refusal that names no field under the question', async () => {
		const { dialog, onStart } = open( { action: 'archive' } );
		onStart.mockRejectedValueOnce(
			new ApiError(
				'prism_not_found',
				'One of these contacts does not exist.',
				404
			)
		);
		await press( dialog, 'Archive' );
		expect( within( dialog ).getByRole( 'alert' ) ).toHaveTextContent(
			'One of these contacts does not exist.'
		);
	} );

	it( 'Cancel closes without starting anything', async () => {
		const { dialog, onStart, onClose } = open( { action: 'archive' } );
		await press( dialog, 'Cancel' );
		expect( onClose ).toHaveBeenCalled();
		expect( onStart ).not.toHaveBeenCalled();
	} );
} );

describe( 'once started', () => {
	const running: BulkRun = {
		change: { action: 'process', stage: 2, complete: false },
		ids: IDS,
		status: status(),
		error: null,
	};

	it( 'shows the progress, read out as it moves, and that closing does not stop it', async () => {
		const { dialog, onClose } = open( { run: running } );
		expect( dialog ).toHaveTextContent(
			'Moving 1,234 contacts to CONNECT, In Progress…'
		);
		const bar = within( dialog ).getByRole( 'progressbar', {
			name: 'Move to stage',
		} );
		expect( bar ).toHaveAttribute( 'aria-valuenow', '25' );
		expect( bar ).toHaveAttribute(
			'aria-valuetext',
			'312 of 1,234 contacts'
		);
		expect( within( dialog ).getByRole( 'status' ) ).toHaveTextContent(
			'312 of 1,234 contacts'
		);
		expect( dialog ).toHaveTextContent(
			'It carries on in the background; you can close this.'
		);
		expect(
			within( dialog ).queryByRole( 'button', { name: 'Move' } )
		).toBeNull();
		await press( dialog, 'Close' );
		expect( onClose ).toHaveBeenCalled();
	} );

	it( 'says why it stopped', () => {
		const { dialog } = open( {
			run: {
				...running,
				status: status( { state: 'failed' } ),
				error: 'This job stopped after 3 failed attempts.',
			},
		} );
		expect( within( dialog ).getByRole( 'alert' ) ).toHaveTextContent(
			'This job stopped after 3 failed attempts.'
		);
		expect( dialog ).not.toHaveTextContent( 'It carries on' );
	} );

	it( 'says what it did, as the dialog closes', () => {
		const { dialog } = open( {
			open: true,
			run: {
				...running,
				status: status( {
					state: 'done',
					done: 1234,
					changed: 1200,
					left: 34,
				} ),
			},
		} );
		expect( within( dialog ).getByRole( 'status' ) ).toHaveTextContent(
			'Moved 1,200 contacts to CONNECT. 34 were already further along and were left as they are.'
		);
		expect(
			within( dialog ).getByRole( 'progressbar', {
				name: 'Move to stage',
			} )
		).toHaveAttribute( 'aria-valuenow', '100' );
	} );
} );

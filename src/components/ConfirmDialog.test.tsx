import type { ComponentProps } from 'react';
import {
	act,
	fireEvent,
	render,
	screen,
	waitFor,
	within,
} from '@testing-library/react';
import { ConfirmDialog } from './ConfirmDialog';

const question = 'Are you sure you want to delete the selected contacts?';

/** The test dialog's title (a fixture: the dialog shows what its caller passes, translated there). */
const noteTitle = 'Delete note';

/**
 * Shows the Delete note confirmation, open.
 *
 * @param props Its other props (no action by default).
 */
const renderDeleteNote = (
	props: Partial< ComponentProps< typeof ConfirmDialog > > = {}
) =>
	render(
		<ConfirmDialog
			open
			title={ noteTitle }
			message="Are you sure you want to delete this note?"
			confirmLabel="Delete"
			destructive
			onConfirm={ jest.fn() }
			onCancel={ jest.fn() }
			{ ...props }
		/>
	);

describe( 'ConfirmDialog', () => {
	it( 'shows the question, has the focus on Cancel for a destructive action, and runs the action on confirm', async () => {
		const onConfirm = jest.fn();
		const onCancel = jest.fn();
		renderDeleteNote( { onConfirm, onCancel } );
		const dialog = await screen.findByRole( 'alertdialog', {
			name: 'Delete note',
		} );
		expect( dialog ).toHaveAccessibleDescription(
			'Are you sure you want to delete this note?'
		);
		await waitFor( () =>
			expect(
				within( dialog ).getByRole( 'button', { name: 'Cancel' } )
			).toHaveFocus()
		);
		fireEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Cancel' } )
		);
		expect( onCancel ).toHaveBeenCalledTimes( 1 );
		fireEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Delete' } )
		);
		expect( onConfirm ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'with controlled busy and error, disables both buttons and shows the error', () => {
		renderDeleteNote( {
			busy: true,
			error: 'The note could not be deleted.',
		} );
		expect(
			screen.getByRole( 'button', { name: 'Cancel' } )
		).toBeDisabled();
		expect(
			screen.getByRole( 'button', { name: 'Delete' } )
		).toBeDisabled();
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'The note could not be deleted.'
		);
	} );

	it( 'is busy while a returned promise runs, and keeps a rejection’s message in the dialog', async () => {
		let reject: ( reason: unknown ) => void = () => undefined;
		const onConfirm = jest.fn(
			() =>
				new Promise< void >( ( _, no ) => {
					reject = no;
				} )
		);
		render(
			<ConfirmDialog
				open
				title="Delete contacts"
				message={ question }
				details="2 contacts (Ann, Ben) will be deleted."
				confirmLabel="Delete"
				busyLabel="Working…"
				destructive
				onConfirm={ onConfirm }
				onCancel={ jest.fn() }
			/>
		);
		const dialog = screen.getByRole( 'alertdialog', {
			name: 'Delete contacts',
		} );
		expect( dialog ).toHaveAccessibleDescription( question );
		expect( dialog ).toHaveTextContent(
			'2 contacts (Ann, Ben) will be deleted.'
		);

		fireEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Delete' } )
		);
		const working = within( dialog ).getByRole( 'button', {
			name: 'Working…',
		} );
		expect( working ).toBeDisabled();
		expect(
			within( dialog ).getByRole( 'button', { name: 'Cancel' } )
		).toBeDisabled();

		await act( async () => {
			reject( { code: 'prism_failed', message: 'Nothing was deleted.' } );
		} );
		expect( within( dialog ).getByRole( 'alert' ) ).toHaveTextContent(
			'Nothing was deleted.'
		);
		expect(
			within( dialog ).getByRole( 'button', { name: 'Delete' } )
		).toBeEnabled();
	} );

	it( 'can start on Cancel when not destructive, and takes the z-index it is given', async () => {
		render(
			<ConfirmDialog
				open
				title="Merge contacts"
				message="Are you sure you want to merge the selected contacts?"
				confirmLabel="Merge"
				initialFocus="cancel"
				zIndex={ 26000 }
				onConfirm={ jest.fn() }
				onCancel={ jest.fn() }
			/>
		);
		const dialog = await screen.findByRole( 'alertdialog', {
			name: 'Merge contacts',
		} );
		await waitFor( () =>
			expect(
				within( dialog ).getByRole( 'button', { name: 'Cancel' } )
			).toHaveFocus()
		);
		const root = dialog.closest( '.MuiDialog-root' ) as Element;
		expect( getComputedStyle( root ).zIndex ).toBe( '26000' );
	} );
} );

import { useRef, useState } from 'react';
import { __ } from '@wordpress/i18n';
import type { Notice } from '../components/FlashMessage';
import { useDialog } from './useDialog';

/** A list's dialogs: Add/Edit (edit mode has the item) and the delete confirmation. */
export type EditDeleteDialog< T > =
	{ kind: 'form'; item: T | null } | { kind: 'delete'; item: T };

/**
 * The dialogs of a list whose rows are added, edited and deleted (saved articles, resources): one Add/Edit form
 * and the spec's delete confirmation, the notice a write leaves, and the focus after a delete, which goes to the
 * Add button, since the row whose button opened the confirmation is gone.
 */
export function useEditDeleteDialogs< T >() {
	const dialogs = useDialog< EditDeleteDialog< T > >();
	const [ notice, setNotice ] = useState< Notice | null >( null );
	const addButton = useRef< HTMLButtonElement >( null );
	const deleted = useRef( false );
	const form = dialogs.of( 'form' );
	const removing = dialogs.of( 'delete' );

	return {
		/** The Add button: the focus goes back to it after a delete. */
		addButton,
		notice,
		setNotice,
		/** Whether the form is open, and the item it edits (null: a new one). */
		form: { open: form.open, item: form.dialog?.item ?? null },
		/** Whether the confirmation is open, and the item it deletes (kept while it fades out). */
		removing: { open: removing.open, item: removing.dialog?.item },
		openAdd: () => dialogs.open( { kind: 'form', item: null } ),
		openEdit: ( item: T ) => dialogs.open( { kind: 'form', item } ),
		openDelete: ( item: T ) => dialogs.open( { kind: 'delete', item } ),
		closeForm: () => dialogs.close( 'form' ),
		/**
		 * A save is done: the form closes and the notice says so.
		 *
		 * @param message The notice.
		 */
		saved: ( message: string ) => {
			dialogs.close( 'form' );
			setNotice( { type: 'success', message } );
		},
		/**
		 * Deletes the item the confirmation was opened for (a failure stays in the dialog), then closes it and says so.
		 *
		 * @param write   The delete.
		 * @param message The notice once it is done.
		 */
		confirmDelete: async (
			write: ( item: T ) => Promise< void >,
			message: string
		) => {
			const item = removing.dialog?.item;
			if ( item === undefined ) {
				return;
			}
			await write( item );
			deleted.current = true;
			dialogs.close( 'delete' );
			setNotice( { type: 'success', message } );
		},
		/** What the delete confirmation (`ConfirmDialog`) takes besides its title, its details and onConfirm. */
		deleteProps: {
			open: removing.open,
			message: __( 'Are you sure you want to delete this?', 'prism' ),
			confirmLabel: __( 'Delete', 'prism' ),
			busyLabel: __( 'Deleting…', 'prism' ),
			destructive: true,
			onCancel: () => dialogs.close( 'delete' ),
			onExited: () => {
				// After a delete the row whose button opened the dialog is gone: the focus goes to the Add button
				// (after MUI's own attempt to give it back to that button).
				if ( deleted.current ) {
					deleted.current = false;
					setTimeout( () => addButton.current?.focus(), 0 );
				}
			},
		},
	};
}

import { useState } from 'react';
import { __, _n, sprintf } from '@wordpress/i18n';
import { deleteContacts, getContactIds, mergeContacts } from '../../api/client';
import { ApiError, toApiError } from '../../api/errors';
import { invalidate } from '../../api/invalidation';
import { TAGS } from '../../api/tags';
import type { Contact } from '../../api/types';
import type { Notice } from '../../components/FlashMessage';
import { displayName } from '../../domain/contactFields';
import { toListQuery } from '../../domain/listFilters';
import type { ListFilters } from '../../domain/listFilters';
import { inListOrder, mailtoForContacts } from '../../domain/selection';
import type { Dialogs } from '../../hooks/useDialog';
import type { SelectionControl } from '../../hooks/useSelection';
import type { ContactsDialog } from './dialogs/dialogState';
import { MESSAGES } from './messages';
import type { useContactLookup } from './useContactLookup';

/** A bulk action whose button shows a spinner while it reads what it needs. */
export type BulkAction = 'email' | 'merge' | 'categories' | 'delete';

export interface BulkActionsOptions {
	wordpressId: number;
	/** The list the selection belongs to. */
	filters: ListFilters;
	selection: SelectionControl;
	lookup: ReturnType< typeof useContactLookup >;
	dialogs: Dialogs< ContactsDialog >;
	notify: ( notice: Notice ) => void;
}

/**
 * The bulk actions on the selected contacts, with the spec's rules: Email, Manage Categories and Delete need a
 * selection, Merge exactly two; each says so in the spec's words, and merge and delete ask first. An action
 * opens its dialog once it has read the selected contacts (a selection can span pages); the confirm*() steps
 * are what the dialogs run. The lists reload by themselves after a change (the client invalidates them).
 *
 * @param options The page's state the actions work on.
 */
export function useBulkActions( options: BulkActionsOptions ) {
	const { wordpressId, filters, selection, lookup, dialogs, notify } =
		options;
	const [ busy, setBusy ] = useState< BulkAction | null >( null );
	const ids = selection.ids;

	/**
	 * Runs the step that reads what a dialog needs, with its button's spinner, and reports a failure.
	 *
	 * @param action The action.
	 * @param step   The step.
	 */
	const prepare = async (
		action: BulkAction,
		step: () => Promise< void >
	) => {
		setBusy( action );
		try {
			await step();
		} catch ( e ) {
			notify( { type: 'error', message: toApiError( e ).message } );
		} finally {
			setBusy( null );
		}
	};

	const alert = ( message: string ) =>
		dialogs.open( { kind: 'message', message } );

	/**
	 * An action on one or more selected contacts: without a selection it says so; otherwise it reads the selected
	 * contacts (with its button's spinner) and opens its dialog with them.
	 *
	 * @param action The action.
	 * @param none   What it says without a selection.
	 * @param dialog Its dialog, with the contacts.
	 */
	const withSelected = (
		action: BulkAction,
		none: () => string,
		dialog: ( contacts: Contact[] ) => ContactsDialog
	) => {
		if ( ids.length === 0 ) {
			return alert( none() );
		}
		return prepare( action, async () =>
			dialogs.open( dialog( await lookup.resolve( ids, filters ) ) )
		);
	};

	const email = () =>
		withSelected( 'email', MESSAGES.emailNone, ( contacts ) => ( {
			kind: 'email',
			mail: mailtoForContacts( contacts ),
		} ) );

	const merge = () => {
		if ( ids.length !== 2 ) {
			return alert( MESSAGES.mergeTwo() );
		}
		return prepare( 'merge', async () => {
			// The contact first in the list survives.
			const order = inListOrder(
				ids,
				await getContactIds( wordpressId, toListQuery( filters ) )
			);
			const [ keep, gone ] = await lookup.resolve( order, filters );
			if ( ! keep || ! gone ) {
				invalidate( TAGS.contacts );
				throw new ApiError(
					'prism_not_found',
					__(
						'One of the selected contacts no longer exists. The list has been refreshed.',
						'prism'
					)
				);
			}
			dialogs.open( { kind: 'merge', keep, gone } );
		} );
	};

	const remove = () =>
		withSelected( 'delete', MESSAGES.deleteNone, ( contacts ) => ( {
			kind: 'delete',
			contacts,
		} ) );

	const categorise = () =>
		withSelected( 'categories', MESSAGES.categoriesNone, ( contacts ) => ( {
			kind: 'categorise',
			contacts,
		} ) );

	/**
	 * The merge dialog's Merge: a failure stays in the dialog (ConfirmDialog shows the rejection).
	 *
	 * @param keep The survivor.
	 * @param gone The contact merged into it.
	 */
	const confirmMerge = async ( keep: Contact, gone: Contact ) => {
		await mergeContacts( wordpressId, [ keep.id, gone.id ] );
		dialogs.close( 'merge' );
		selection.clear();
		notify( {
			type: 'success',
			message: sprintf(
				/* translators: 1: contact merged away, 2: contact kept. */
				__( 'Merged %1$s into %2$s.', 'prism' ),
				displayName( gone.name ),
				displayName( keep.name )
			),
		} );
	};

	/**
	 * The delete dialog's Delete.
	 *
	 * @param contacts The contacts to delete.
	 */
	const confirmDelete = async ( contacts: readonly Contact[] ) => {
		const result = await deleteContacts(
			wordpressId,
			contacts.map( ( c ) => c.id )
		);
		dialogs.close( 'delete' );
		selection.clear();
		notify( {
			type: 'success',
			message: sprintf(
				/* translators: %d: number of contacts. */
				_n(
					'Deleted %d contact.',
					'Deleted %d contacts.',
					result.deleted,
					'prism'
				),
				result.deleted
			),
		} );
	};

	/**
	 * Manage Categories applied (the dialog closes itself).
	 *
	 * @param count How many contacts were updated.
	 */
	const categoriesApplied = ( count: number ) => {
		selection.clear();
		notify( {
			type: 'success',
			message: sprintf(
				/* translators: %d: number of contacts. */
				_n(
					'Categories updated for %d contact.',
					'Categories updated for %d contacts.',
					count,
					'prism'
				),
				count
			),
		} );
	};

	return {
		busy,
		email,
		merge,
		remove,
		categorise,
		confirmMerge,
		confirmDelete,
		categoriesApplied,
	};
}

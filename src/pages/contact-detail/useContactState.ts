import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { __, sprintf } from '@wordpress/i18n';
import { setContactState } from '../../api/client';
import { toApiError } from '../../api/errors';
import type { Contact, ContactStateChange } from '../../api/types';
import { displayName } from '../../domain/contactFields';
import { useDialog } from '../../hooks/useDialog';
import type { Dialogs } from '../../hooks/useDialog';
import type { Notice } from '../../components/FlashMessage';

/** The two changes that ask first: archiving, and marking as deceased. */
export type ContactStateDialog = { kind: 'archive' } | { kind: 'deceased' };

export interface ContactStateControl {
	/** The card's More actions button: the focus comes back to it when what had it is gone. */
	actionsButton: RefObject< HTMLButtonElement | null >;
	/** Gives the focus to the More actions button. */
	focusActions: () => void;
	/** The confirmation open, if any. */
	dialogs: Dialogs< ContactStateDialog >;
	/** Asks before archiving. */
	archive: () => void;
	/** Asks before marking as deceased. */
	markDeceased: () => void;
	/** Archives (the confirmation's answer): a failure rejects, and the confirmation shows it. */
	confirmArchive: () => Promise< void >;
	/** Marks as deceased (the confirmation's answer), as confirmArchive. */
	confirmDeceased: () => Promise< void >;
	/** Brings an archived contact back to the list, without asking; settles once done or failed. */
	restore: () => Promise< void >;
	/** Takes the deceased mark away, without asking; settles once done or failed. */
	unmarkDeceased: () => Promise< void >;
	/** The change running without a confirmation (Restore, Remove deceased mark), or null. */
	running: ContactStateChange | null;
	/** Why the last change made without a confirmation failed, as a member reads it; null otherwise. */
	error: string | null;
	/** Tries that change again; settles once done or failed. */
	retry: () => Promise< void >;
	/** What the last change did. */
	notice: Notice | null;
	clearNotice: () => void;
}

/**
 * What a change did, as the member is told.
 *
 * @param change What was set.
 * @param name   The contact's name.
 */
function doneText( change: ContactStateChange, name: string ): string {
	if ( change.archived === true ) {
		return sprintf(
			/* translators: %s: a contact's name. */
			__(
				'%s was archived. You can find them under Archived in your contact list.',
				'prism'
			),
			name
		);
	}
	if ( change.archived === false ) {
		return __( 'Restored to your contact list.', 'prism' );
	}
	if ( change.deceased ) {
		return sprintf(
			/* translators: %s: a contact's name. */
			__(
				'%s is marked as deceased. No more birthday reminders will be shown for them.',
				'prism'
			),
			name
		);
	}
	return sprintf(
		/* translators: %s: a contact's name. */
		__( 'The deceased mark was removed from %s.', 'prism' ),
		name
	);
}

/**
 * Why a change made without a confirmation failed.
 *
 * @param change What was to be set.
 * @param name   The contact's name.
 * @param reason The server's reason, a sentence.
 */
function failedText(
	change: ContactStateChange,
	name: string,
	reason: string
): string {
	return change.archived === false
		? sprintf(
				/* translators: 1: a contact's name; 2: the reason, a sentence from the server. */
				__( '%1$s could not be restored. %2$s', 'prism' ),
				name,
				reason
			)
		: sprintf(
				/* translators: 1: a contact's name; 2: the reason, a sentence from the server. */
				__(
					'The deceased mark could not be removed from %1$s. %2$s',
					'prism'
				),
				name,
				reason
			);
}

/**
 * A contact's archive and deceased states as the member changes them from the contact's page: archiving and marking
 * as deceased ask first (the confirmation is busy while the server works, and keeps its failure); restoring and
 * removing the mark do not (they undo the others), and their failure is told with a Retry. Each change takes the
 * contact the server answers (`onChange`) and says what it did; the lists, Today and the calendar load again by
 * themselves (setContactState names what it changes). A change made without a confirmation takes away what was
 * pressed (Restore, the menu's item), and the More actions button waits meanwhile: the focus goes to it once it can
 * take it again.
 *
 * @param contact  The contact as shown (undefined while it loads).
 * @param onChange Takes the contact with its new state.
 */
export function useContactState(
	contact: Contact | null | undefined,
	onChange: ( contact: Contact ) => void
): ContactStateControl {
	const dialogs = useDialog< ContactStateDialog >();
	const [ running, setRunning ] = useState< ContactStateChange | null >(
		null
	);
	// Read synchronously, so a second click in the same moment starts nothing.
	const inFlight = useRef( false );
	const [ failure, setFailure ] = useState< {
		change: ContactStateChange;
		message: string;
	} | null >( null );
	const [ notice, setNotice ] = useState< Notice | null >( null );
	const actionsButton = useRef< HTMLButtonElement >( null );
	const refocus = useRef( false );
	const name = displayName( contact?.name );

	useEffect( () => {
		if ( running === null && refocus.current ) {
			refocus.current = false;
			actionsButton.current?.focus();
		}
	}, [ running ] );

	const apply = async ( change: ContactStateChange ) => {
		if ( ! contact ) {
			return;
		}
		const answer = await setContactState( contact.id, change );
		onChange( answer );
		setNotice( { type: 'success', message: doneText( change, name ) } );
	};

	const applyNow = async ( change: ContactStateChange ) => {
		if ( inFlight.current ) {
			return;
		}
		inFlight.current = true;
		refocus.current = true;
		setRunning( change );
		setFailure( null );
		setNotice( null );
		try {
			await apply( change );
		} catch ( e ) {
			setFailure( {
				change,
				message: failedText( change, name, toApiError( e ).message ),
			} );
		} finally {
			inFlight.current = false;
			setRunning( null );
		}
	};

	const confirmed = ( kind: ContactStateDialog[ 'kind' ] ) => async () => {
		setNotice( null );
		setFailure( null );
		await apply(
			kind === 'archive' ? { archived: true } : { deceased: true }
		);
		dialogs.close( kind );
	};

	return {
		actionsButton,
		focusActions: () => actionsButton.current?.focus(),
		dialogs,
		archive: () => dialogs.open( { kind: 'archive' } ),
		markDeceased: () => dialogs.open( { kind: 'deceased' } ),
		confirmArchive: confirmed( 'archive' ),
		confirmDeceased: confirmed( 'deceased' ),
		restore: () => applyNow( { archived: false } ),
		unmarkDeceased: () => applyNow( { deceased: false } ),
		running,
		error: failure?.message ?? null,
		retry: async () => {
			if ( failure ) {
				await applyNow( failure.change );
			}
		},
		notice,
		clearNotice: () => setNotice( null ),
	};
}

import { useState } from 'react';
import { __, sprintf } from '@wordpress/i18n';
import { saveFollowup } from '../../components/events-followups/api';
import type { FollowupInput } from '../../components/events-followups/types';
import { createNote } from '../../components/notes/api';
import { FollowupDialog } from '../../components/events-followups/FollowupDialog';
import { NoteDialog } from '../../components/notes/NoteDialog';
import type { Dialogs } from '../../hooks/useDialog';
import { displayName } from './reachOut';
import type { ReachOutDialog } from './reachOut';

export interface ReachOutDialogsProps {
	wordpressId: number;
	/** Today, site time (YYYY-MM-DD). */
	today: string;
	dialogs: Dialogs< ReachOutDialog >;
	/** Says what was saved. */
	onSaved: ( message: string ) => void;
}

/**
 * The reach-out card's Add Follow-up and Add Note dialogs (their own chunk, loaded when first opened). Saving either
 * moves the contact's keep-in-touch date on the server; the card's list loads again by itself (the writes name the
 * reachOut tag).
 *
 * @param props Props.
 */
export function ReachOutDialogs( props: ReachOutDialogsProps ) {
	const { wordpressId, today, dialogs, onSaved } = props;
	const followup = dialogs.of( 'followup' );
	const note = dialogs.of( 'note' );
	const [ noteBusy, setNoteBusy ] = useState( false );
	const [ noteError, setNoteError ] = useState< string | null >( null );

	const onSaveFollowup = async ( input: FollowupInput ) => {
		const contact = followup.dialog?.contact;
		if ( ! contact ) {
			return;
		}
		// Always a new follow-up: the prefilled one's id 0 is not sent.
		await saveFollowup( wordpressId, contact.id, {
			title: input.title,
			desc: input.desc,
			date: input.date,
		} );
		dialogs.close( 'followup' );
		onSaved(
			sprintf(
				/* translators: %s: a contact's name. */
				__( 'Follow-up added for %s.', 'prism' ),
				displayName( contact )
			)
		);
	};

	const onSaveNote = async ( text: string ) => {
		const contact = note.dialog?.contact;
		if ( ! contact ) {
			return;
		}
		setNoteBusy( true );
		setNoteError( null );
		try {
			await createNote( wordpressId, contact.id, text );
			dialogs.close( 'note' );
			onSaved(
				sprintf(
					/* translators: %s: a contact's name. */
					__( 'Note added for %s.', 'prism' ),
					displayName( contact )
				)
			);
		} catch ( error ) {
			setNoteError( ( error as Error ).message );
		} finally {
			setNoteBusy( false );
		}
	};

	return (
		<>
			<FollowupDialog
				open={ followup.open }
				initial={ followup.dialog?.followup ?? null }
				today={ today }
				onSave={ onSaveFollowup }
				onClose={ () => dialogs.close( 'followup' ) }
			/>
			<NoteDialog
				open={ note.open }
				mode="add"
				busy={ noteBusy }
				error={ noteError }
				onSave={ onSaveNote }
				onClose={ () => {
					setNoteError( null );
					dialogs.close( 'note' );
				} }
			/>
		</>
	);
}

import { __, sprintf } from '@wordpress/i18n';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { ContactStateControl } from './useContactState';

export interface ContactStateDialogsProps {
	/** The contact's name, as shown. */
	name: string;
	control: ContactStateControl;
	/** Runs once a confirmation has closed (the item that opened it is gone with the menu). */
	onExited: () => void;
}

/**
 * The confirmations of the contact card's More actions: archiving (what leaves where, that nothing is deleted, where
 * to find the contact again) and marking as deceased. Each stays open and busy while the server works, and shows its
 * failure inside; nothing changes until the server has answered. Their own chunk, loaded when one first opens.
 *
 * @param props Props.
 */
export function ContactStateDialogs( props: ContactStateDialogsProps ) {
	const { name, control, onExited } = props;
	const { dialogs } = control;
	return (
		<>
			<ConfirmDialog
				open={ dialogs.of( 'archive' ).open }
				title={ sprintf(
					/* translators: %s: a contact's name. */
					__( 'Archive %s?', 'prism' ),
					name
				) }
				message={ __(
					'They will leave your contact list, Today, the calendar, the calendar feed, the daily email and duplicate suggestions.',
					'prism'
				) }
				details={ __(
					'Nothing is deleted: their details, notes, events and follow-ups are kept. You can find them under the Archived filter of your contact list and restore them at any time.',
					'prism'
				) }
				confirmLabel={ __( 'Archive', 'prism' ) }
				busyLabel={ __( 'Archiving…', 'prism' ) }
				onConfirm={ control.confirmArchive }
				onCancel={ () => dialogs.close( 'archive' ) }
				onExited={ onExited }
			/>
			<ConfirmDialog
				open={ dialogs.of( 'deceased' ).open }
				title={ sprintf(
					/* translators: %s: a contact's name. */
					__( 'Mark %s as deceased?', 'prism' ),
					name
				) }
				message={ __(
					'They stay in your contacts with all their notes and dates.',
					'prism'
				) }
				details={ __(
					'No more birthday reminders will be shown for them. You can remove the mark at any time.',
					'prism'
				) }
				confirmLabel={ __( 'Mark as deceased', 'prism' ) }
				busyLabel={ __( 'Saving…', 'prism' ) }
				onConfirm={ control.confirmDeceased }
				onCancel={ () => dialogs.close( 'deceased' ) }
				onExited={ onExited }
			/>
		</>
	);
}

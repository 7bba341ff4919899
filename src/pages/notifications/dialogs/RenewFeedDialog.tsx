import { __ } from '@wordpress/i18n';
import { ConfirmDialog } from '../../../components/ConfirmDialog';

export interface RenewFeedDialogProps {
	open: boolean;
	onConfirm: () => Promise< void >;
	onCancel: () => void;
}

/**
 * Asks before the calendar feed gets a new address: the old one stops working at once, so every calendar app
 * subscribed to it must be subscribed again.
 *
 * @param props Props.
 */
export function RenewFeedDialog( props: RenewFeedDialogProps ) {
	const { open, onConfirm, onCancel } = props;
	return (
		<ConfirmDialog
			open={ open }
			title={ __( 'Make a new calendar feed URL?', 'prism' ) }
			message={ __(
				'The current URL will stop working straight away.',
				'prism'
			) }
			details={ __(
				'Calendars subscribed to it (Google Calendar, Apple Calendar, Outlook…) will stop showing your PRISM events and follow-ups until you subscribe them to the new URL. Do this if someone else may have the current URL.',
				'prism'
			) }
			confirmLabel={ __( 'Make a new URL', 'prism' ) }
			busyLabel={ __( 'Making a new URL…', 'prism' ) }
			destructive
			onConfirm={ onConfirm }
			onCancel={ onCancel }
		/>
	);
}

import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { __ } from '@wordpress/i18n';

export interface MessageDialogProps {
	/** The message, or null when closed. */
	message: string | null;
	/** Closes it (OK, Escape or a click outside). */
	onClose: () => void;
}

/**
 * A message the member acknowledges (the spec's alerts), as an accessible dialog instead of window.alert: the
 * message and one OK button, which has the focus.
 *
 * @param props Props.
 */
export function MessageDialog( props: MessageDialogProps ) {
	const { message, onClose } = props;
	const id = useId();
	return (
		<Dialog
			open={ message !== null }
			onClose={ onClose }
			role="alertdialog"
			aria-labelledby={ id }
			maxWidth="xs"
			fullWidth
		>
			<DialogContent>
				<DialogContentText id={ id } color="text.primary">
					{ message }
				</DialogContentText>
			</DialogContent>
			<DialogActions>
				{ /* eslint-disable-next-line jsx-a11y/no-autofocus -- an alert dialog focuses its one answer. */ }
				<Button onClick={ onClose } variant="contained" autoFocus>
					{ __( 'OK', 'prism' ) }
				</Button>
			</DialogActions>
		</Dialog>
	);
}

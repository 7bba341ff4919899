import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface ConfirmDialogProps {
	open: boolean;
	title: string;
	/** The question, e.g. 'Are you sure you want to delete this note?'. */
	message: ReactNode;
	/** Label of the confirming button, e.g. 'Delete'. */
	confirmLabel: string;
	cancelLabel?: string;
	/** Styles the confirming button as a destructive action. */
	destructive?: boolean;
	/** While the action runs: both buttons are disabled and the dialog cannot be dismissed. */
	busy?: boolean;
	/** A readable reason the action failed, shown inside the dialog. */
	error?: string | null;
	onConfirm: () => void;
	onCancel: () => void;
	/** Runs once the dialog has closed, e.g. to move focus when the element that opened it is gone. */
	onExited?: () => void;
}

/**
 * Asks the member to confirm an action. For a destructive action the safe choice (Cancel) has the focus, so a
 * stray Enter does not delete anything; Escape cancels unless the action is already running.
 *
 * @param props Props.
 */
export function ConfirmDialog( props: ConfirmDialogProps ) {
	const {
		open,
		title,
		message,
		confirmLabel,
		cancelLabel = 'Cancel',
		destructive = false,
		busy = false,
		error = null,
		onConfirm,
		onCancel,
		onExited,
	} = props;
	const id = useId();
	const titleId = `${ id }-title`;
	const messageId = `${ id }-message`;
	const cancelButton = useRef< HTMLButtonElement >( null );
	const confirmButton = useRef< HTMLButtonElement >( null );

	return (
		<Dialog
			open={ open }
			onClose={ busy ? undefined : onCancel }
			role="alertdialog"
			aria-labelledby={ titleId }
			aria-describedby={ messageId }
			maxWidth="xs"
			fullWidth
			slotProps={ {
				transition: {
					onEntering: () =>
						( destructive
							? cancelButton
							: confirmButton
						).current?.focus(),
					onExited,
				},
			} }
		>
			<DialogTitle id={ titleId }>{ title }</DialogTitle>
			<DialogContent>
				<DialogContentText id={ messageId } component="div">
					{ message }
				</DialogContentText>
				{ error && (
					<Alert severity="error" sx={ { mt: 2 } }>
						{ error }
					</Alert>
				) }
			</DialogContent>
			<DialogActions sx={ { px: 3, pb: 2 } }>
				<Button
					onClick={ onCancel }
					disabled={ busy }
					ref={ cancelButton }
				>
					{ cancelLabel }
				</Button>
				<Button
					onClick={ onConfirm }
					disabled={ busy }
					variant="contained"
					color={ destructive ? 'error' : 'primary' }
					ref={ confirmButton }
					startIcon={
						busy ? (
							<CircularProgress
								size={ 16 }
								color="inherit"
								aria-hidden
							/>
						) : undefined
					}
					aria-busy={ busy || undefined }
				>
					{ confirmLabel }
				</Button>
			</DialogActions>
		</Dialog>
	);
}

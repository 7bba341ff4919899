import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useBusyAction } from '../hooks/useBusyAction';
import { __ } from '@wordpress/i18n';
import { BusyIcon } from './BusyIcon';

export interface ConfirmDialogProps {
	open: boolean;
	title: string;
	/** The question, e.g. 'Are you sure you want to delete this note?'. */
	message: ReactNode;
	/** More about what will happen, under the question (which then stands out in bold). */
	details?: ReactNode;
	/** Label of the confirming button, e.g. 'Delete'. */
	confirmLabel: string;
	/** Label of the confirming button while the action runs; the confirm label by default. */
	busyLabel?: string;
	cancelLabel?: string;
	/** Styles the confirming button as a destructive action. */
	destructive?: boolean;
	/** The button that has the focus on opening: by default Cancel for a destructive action, else the confirming one. */
	initialFocus?: 'cancel' | 'confirm';
	/** While the action runs: both buttons are disabled and the dialog cannot be dismissed. */
	busy?: boolean;
	/** A readable reason the action failed, shown inside the dialog. */
	error?: string | null;
	/**
	 * Runs the action. When it returns a promise, the dialog is busy until the promise settles; a rejection (an
	 * ApiError) shows its message in the dialog, which stays open. The caller closes the dialog on success.
	 */
	onConfirm: () => void | Promise< void >;
	onCancel: () => void;
	/** Runs once the dialog has closed, e.g. to move focus when the element that opened it is gone. */
	onExited?: () => void;
	/** Stacking order, for a dialog that must sit above everything else (the default is the theme's modal level). */
	zIndex?: number;
}

/**
 * Asks the member to confirm an action. For a destructive action the safe choice (Cancel) has the focus, so a
 * stray Enter does not delete anything; Escape cancels unless the action is already running. The busy state and
 * the error come from the props, or from the promise onConfirm returns.
 *
 * @param props Props.
 */
export function ConfirmDialog( props: ConfirmDialogProps ) {
	const {
		open,
		title,
		message,
		details,
		confirmLabel,
		busyLabel = confirmLabel,
		cancelLabel = __( 'Cancel', 'prism' ),
		destructive = false,
		initialFocus = destructive ? 'cancel' : 'confirm',
		error = null,
		onConfirm,
		onCancel,
		onExited,
		zIndex,
	} = props;
	const id = useId();
	const titleId = `${ id }-title`;
	const messageId = `${ id }-message`;
	const cancelButton = useRef< HTMLButtonElement >( null );
	const confirmButton = useRef< HTMLButtonElement >( null );
	const action = useBusyAction();
	const busy = props.busy || action.busy;
	const shownError = error ?? action.error;
	// With details under it, the question stands out. (Spread, so the default colour stays when there are none.)
	const questionLook = details
		? { color: 'text.primary', sx: { fontWeight: 600 } }
		: {};

	const confirm = async () => {
		const pending = onConfirm();
		if ( ! pending ) {
			return;
		}
		await action.run( () => pending );
	};

	return (
		<Dialog
			open={ open }
			onClose={ busy ? undefined : onCancel }
			role="alertdialog"
			aria-labelledby={ titleId }
			aria-describedby={ messageId }
			maxWidth="xs"
			fullWidth
			sx={ zIndex ? { zIndex } : undefined }
			slotProps={ {
				transition: {
					onEntering: () =>
						( initialFocus === 'cancel'
							? cancelButton
							: confirmButton
						).current?.focus(),
					onExited: () => {
						action.setError( null );
						onExited?.();
					},
				},
			} }
		>
			<DialogTitle id={ titleId }>{ title }</DialogTitle>
			<DialogContent>
				<DialogContentText
					id={ messageId }
					component="div"
					{ ...questionLook }
				>
					{ message }
				</DialogContentText>
				{ details && (
					<DialogContentText component="div" sx={ { mt: 1.5 } }>
						{ details }
					</DialogContentText>
				) }
				{ shownError && (
					<Alert severity="error" sx={ { mt: 2 } }>
						{ shownError }
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
					onClick={ confirm }
					disabled={ busy }
					variant="contained"
					color={ destructive ? 'error' : 'primary' }
					ref={ confirmButton }
					startIcon={ busy ? <BusyIcon /> : undefined }
					aria-busy={ busy || undefined }
				>
					{ busy ? busyLabel : confirmLabel }
				</Button>
			</DialogActions>
		</Dialog>
	);
}

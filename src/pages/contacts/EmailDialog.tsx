import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import ContentCopy from '@mui/icons-material/ContentCopy';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import type { ApiError } from '../../api/types';

/**
 * A message the member acknowledges (the spec's alerts), as an accessible dialog instead of window.alert.
 *
 * @param props         Props.
 * @param props.message The message, or null when closed.
 * @param props.onClose Closes it.
 */
export function MessageDialog( {
	message,
	onClose,
}: {
	message: string | null;
	onClose: () => void;
} ) {
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
					OK
				</Button>
			</DialogActions>
		</Dialog>
	);
}

export interface ConfirmDialogProps {
	open: boolean;
	title: string;
	/** The question (the spec's confirm text). */
	question: string;
	/** More about what will happen. */
	details?: ReactNode;
	confirmLabel: string;
	/** Runs the action; reject with an ApiError to show its message and keep the dialog open. */
	onConfirm: () => Promise< void >;
	onClose: () => void;
	/** Stacking order, for dialogs the spec places above everything else. */
	zIndex?: number;
	destructive?: boolean;
}

/**
 * A yes/no question before an action that cannot be undone. The safe answer has the focus.
 *
 * @param props Props.
 */
export function ConfirmDialog( props: ConfirmDialogProps ) {
	const {
		open,
		title,
		question,
		details,
		confirmLabel,
		onConfirm,
		onClose,
		zIndex,
		destructive = false,
	} = props;
	const id = useId();
	const [ busy, setBusy ] = useState( false );
	const [ error, setError ] = useState< ApiError | null >( null );

	const confirm = async () => {
		setBusy( true );
		setError( null );
		try {
			await onConfirm();
		} catch ( e ) {
			setError( e as ApiError );
		} finally {
			setBusy( false );
		}
	};

	return (
		<Dialog
			open={ open }
			onClose={ busy ? undefined : onClose }
			role="alertdialog"
			aria-labelledby={ `${ id }-title` }
			aria-describedby={ `${ id }-question` }
			maxWidth="xs"
			fullWidth
			sx={ zIndex ? { zIndex } : undefined }
			slotProps={ { transition: { onExited: () => setError( null ) } } }
		>
			<DialogTitle id={ `${ id }-title` }>{ title }</DialogTitle>
			<DialogContent>
				<DialogContentText
					id={ `${ id }-question` }
					color="text.primary"
					sx={ { fontWeight: 600 } }
				>
					{ question }
				</DialogContentText>
				{ details && (
					<DialogContentText component="div" sx={ { mt: 1.5 } }>
						{ details }
					</DialogContentText>
				) }
				{ error && (
					<Alert severity="error" sx={ { mt: 2 } }>
						{ error.message }
					</Alert>
				) }
			</DialogContent>
			<DialogActions>
				{ /* eslint-disable-next-line jsx-a11y/no-autofocus -- a destructive question starts on the safe answer. */ }
				<Button onClick={ onClose } disabled={ busy } autoFocus>
					Cancel
				</Button>
				<Button
					onClick={ confirm }
					disabled={ busy }
					variant="contained"
					color={ destructive ? 'error' : 'primary' }
				>
					{ busy ? 'Working…' : confirmLabel }
				</Button>
			</DialogActions>
		</Dialog>
	);
}

export interface EmailDialogProps {
	/** The mailto link and its addresses, or null when closed. */
	mail: { href: string | null; emails: string[]; skipped: number } | null;
	onClose: () => void;
}

/**
 * Email selected: the addresses joined with ';', an "Open email app" link (mailto) and a copy button for mail
 * services that do not take mailto links or long address lists.
 *
 * @param props Props.
 */
export function EmailDialog( props: EmailDialogProps ) {
	const { mail, onClose } = props;
	const [ copied, setCopied ] = useState( false );
	const addresses = mail?.emails.join( ';' ) ?? '';
	const count = mail?.emails.length ?? 0;
	const skipped = mail?.skipped ?? 0;

	const copy = async () => {
		try {
			await window.navigator.clipboard.writeText( addresses );
			setCopied( true );
		} catch {
			setCopied( false );
		}
	};

	return (
		<Dialog
			open={ mail !== null }
			onClose={ onClose }
			aria-labelledby="prism-email-title"
			maxWidth="sm"
			fullWidth
			slotProps={ { transition: { onExited: () => setCopied( false ) } } }
		>
			<DialogTitle id="prism-email-title">
				Email selected contacts
			</DialogTitle>
			<DialogContent>
				{ count === 0 ? (
					<Alert severity="info">
						None of the selected contacts has an email address.
					</Alert>
				) : (
					<>
						<DialogContentText sx={ { mb: 2 } }>
							{ count === 1
								? '1 address'
								: `${ count } addresses` }
							{ skipped > 0 &&
								` (${ skipped } selected ${ skipped === 1 ? 'contact has' : 'contacts have' } no email and ${ skipped === 1 ? 'is' : 'are' } skipped)` }
							.
						</DialogContentText>
						<TextField
							label="Addresses"
							value={ addresses }
							fullWidth
							multiline
							maxRows={ 6 }
							slotProps={ {
								htmlInput: {
									readOnly: true,
									'data-testid': 'email-addresses',
								},
							} }
							onFocus={ ( e ) => e.target.select() }
						/>
						{ copied && (
							<Alert
								severity="success"
								sx={ { mt: 1 } }
								role="status"
							>
								Copied.
							</Alert>
						) }
					</>
				) }
			</DialogContent>
			<DialogActions sx={ { flexWrap: 'wrap', gap: 1 } }>
				<Button onClick={ onClose }>Close</Button>
				{ count > 0 && (
					<>
						<Button startIcon={ <ContentCopy /> } onClick={ copy }>
							Copy addresses
						</Button>
						<Button
							variant="contained"
							startIcon={ <EmailOutlined /> }
							href={ mail?.href ?? undefined }
							data-testid="mailto-link"
						>
							Open email app
						</Button>
					</>
				) }
			</DialogActions>
		</Dialog>
	);
}

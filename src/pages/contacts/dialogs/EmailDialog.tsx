import { useState } from 'react';
import { __, _n, sprintf } from '@wordpress/i18n';
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

export interface EmailDialogProps {
	open: boolean;
	/** The mailto link and its addresses; undefined before the dialog was ever opened. */
	mail:
		{ href: string | null; emails: string[]; skipped: number } | undefined;
	onClose: () => void;
}

/**
 * Email selected: the addresses joined with ';', an "Open email app" link (mailto) and a copy button for mail
 * services that do not take mailto links or long address lists.
 *
 * @param props Props.
 */
export function EmailDialog( props: EmailDialogProps ) {
	const { open, mail, onClose } = props;
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
			open={ open }
			onClose={ onClose }
			aria-labelledby="prism-email-title"
			maxWidth="sm"
			fullWidth
			slotProps={ { transition: { onExited: () => setCopied( false ) } } }
		>
			<DialogTitle id="prism-email-title">
				{ __( 'Email selected contacts', 'prism' ) }
			</DialogTitle>
			<DialogContent>
				{ count === 0 ? (
					<Alert severity="info">
						{ __(
							'None of the selected contacts has an email address.',
							'prism'
						) }
					</Alert>
				) : (
					<>
						<DialogContentText sx={ { mb: 2 } }>
							{ sprintf(
								/* translators: %d: number of addresses. */
								_n(
									'%d address.',
									'%d addresses.',
									count,
									'prism'
								),
								count
							) }
							{ skipped > 0 &&
								' ' +
									sprintf(
										/* translators: %d: number of contacts. */
										_n(
											'%d selected contact has no email and is skipped.',
											'%d selected contacts have no email and are skipped.',
											skipped,
											'prism'
										),
										skipped
									) }
						</DialogContentText>
						<TextField
							label={ __( 'Addresses', 'prism' ) }
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
								{ __( 'Copied.', 'prism' ) }
							</Alert>
						) }
					</>
				) }
			</DialogContent>
			<DialogActions sx={ { flexWrap: 'wrap', gap: 1 } }>
				<Button onClick={ onClose }>{ __( 'Close', 'prism' ) }</Button>
				{ count > 0 && (
					<>
						<Button startIcon={ <ContentCopy /> } onClick={ copy }>
							{ __( 'Copy addresses', 'prism' ) }
						</Button>
						<Button
							variant="contained"
							startIcon={ <EmailOutlined /> }
							href={ mail?.href ?? undefined }
							data-testid="mailto-link"
						>
							{ __( 'Open email app', 'prism' ) }
						</Button>
					</>
				) }
			</DialogActions>
		</Dialog>
	);
}

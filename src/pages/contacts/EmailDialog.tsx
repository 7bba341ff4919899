import { useState } from 'react';
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

import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { Flash } from '../api/types';

/**
 * Shows the one-time message a form post left for this page (success or error).
 *
 * @param props       Props.
 * @param props.flash The message, or null.
 */
export function FlashMessage( { flash }: { flash: Flash | null } ) {
	const [ open, setOpen ] = useState( Boolean( flash ) );
	if ( ! flash ) {
		return null;
	}
	return (
		<Snackbar
			open={ open }
			onClose={ ( _, reason ) =>
				reason !== 'clickaway' && setOpen( false )
			}
			autoHideDuration={ flash.type === 'success' ? 6000 : null }
			anchorOrigin={ { vertical: 'top', horizontal: 'center' } }
		>
			<Alert
				severity={ flash.type }
				onClose={ () => setOpen( false ) }
				variant="filled"
				role="alert"
				data-testid="flash"
			>
				{ flash.message }
			</Alert>
		</Snackbar>
	);
}

/**
 * Toast-style notice for the result of an action on the page.
 */
export interface Notice {
	type: 'success' | 'error' | 'info';
	message: string;
}

/**
 * Shows a notice set by the page; `onClose` clears it.
 *
 * @param props         Props.
 * @param props.notice  Notice or null.
 * @param props.onClose Clears the notice.
 */
export function NoticeBar( {
	notice,
	onClose,
}: {
	notice: Notice | null;
	onClose: () => void;
} ) {
	return (
		<Snackbar
			open={ Boolean( notice ) }
			onClose={ ( _, reason ) => reason !== 'clickaway' && onClose() }
			autoHideDuration={ notice?.type === 'error' ? null : 5000 }
			anchorOrigin={ { vertical: 'bottom', horizontal: 'center' } }
		>
			{ notice ? (
				<Alert
					severity={ notice.type }
					onClose={ onClose }
					variant="filled"
					role="status"
					data-testid="notice"
				>
					{ notice.message }
				</Alert>
			) : undefined }
		</Snackbar>
	);
}

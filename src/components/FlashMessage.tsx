import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { __, sprintf } from '@wordpress/i18n';
import type { Flash, Links } from '../api/types';
import { contactDetailUrl } from '../domain/links';

/**
 * Shows the one-time message a form post left for this page (success or error). A contact just added is rarely on
 * the list's first page: the message then links to it ('Open Ann Lee'), and stays until it is closed, so the link
 * can be reached by keyboard at any pace.
 *
 * @param props       Props.
 * @param props.flash The message, or null.
 * @param props.links Page links, for the link to a contact just added.
 */
export function FlashMessage( {
	flash,
	links,
}: {
	flash: Flash | null;
	links?: Pick< Links, 'contactDetail' >;
} ) {
	const [ open, setOpen ] = useState( Boolean( flash ) );
	if ( ! flash ) {
		return null;
	}
	const added =
		flash.type === 'success' &&
		links &&
		flash.contactId &&
		flash.contactName
			? { id: flash.contactId, name: flash.contactName }
			: null;
	return (
		<Snackbar
			open={ open }
			onClose={ ( _, reason ) =>
				reason !== 'clickaway' && setOpen( false )
			}
			autoHideDuration={
				flash.type === 'success' && ! added ? 6000 : null
			}
			anchorOrigin={ { vertical: 'top', horizontal: 'center' } }
		>
			<Alert
				severity={ flash.type }
				onClose={ () => setOpen( false ) }
				variant="filled"
				role="alert"
				data-testid="flash"
				action={
					added && links ? (
						<Button
							color="inherit"
							size="small"
							href={ contactDetailUrl( links, added ) }
							data-testid="flash-open-contact"
							sx={ { fontWeight: 600 } }
						>
							{ sprintf(
								/* translators: %s: the name of the contact just added. */
								__( 'Open %s', 'prism' ),
								added.name
							) }
						</Button>
					) : undefined
				}
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

import { useState } from 'react';
import { __, sprintf } from '@wordpress/i18n';
import IconButton from '../../components/light/IconButton';
import MoreVert from '@mui/icons-material/MoreVert';
import type { Contact } from '../../api/types';
import { Hint } from '../../components/Hint';
import { OnceOpened, lazyNamed } from '../../components/OnceOpened';
import { RetryAlert } from '../../components/RetryAlert';
import { Spinner } from '../../components/Spinner';
import { displayName } from '../../domain/contactFields';
import { ArchivedNotice } from './ArchivedNotice';
import type { ContactStateControl } from './useContactState';

/* The menu and its confirmations, and the notice a change leaves: loaded when first needed. */
const ContactStateMenu = lazyNamed( () =>
	import(
		/* webpackChunkName: "contact-state", webpackPrefetch: true */ './ContactStateMenu'
	).then( ( m ) => m.ContactStateMenu )
);
const ContactStateDialogs = lazyNamed( () =>
	import(
		/* webpackChunkName: "contact-state", webpackPrefetch: true */ './ContactStateDialogs'
	).then( ( m ) => m.ContactStateDialogs )
);
const NoticeBar = lazyNamed( () =>
	import(
		/* webpackChunkName: "notices", webpackPrefetch: true */ '../../components/FlashMessage'
	).then( ( m ) => m.NoticeBar )
);

export interface ContactStateProps {
	contact: Contact;
	control: ContactStateControl;
}

/**
 * The contact card's More actions (beside its page link): Archive or Restore, Mark as deceased or Remove deceased
 * mark. The button waits, with a spinner, while a change made without a confirmation runs.
 *
 * @param props Props.
 */
export function ContactStateActions( props: ContactStateProps ) {
	const { contact, control } = props;
	const [ anchor, setAnchor ] = useState< HTMLElement | null >( null );
	const name = displayName( contact.name );
	const menuId = `prism-contact-actions-${ contact.id }`;
	return (
		<>
			<Hint title={ __( 'More actions', 'prism' ) }>
				<IconButton
					ref={ control.actionsButton }
					onClick={ ( event ) => setAnchor( event.currentTarget ) }
					disabled={ control.running !== null }
					aria-label={ sprintf(
						/* translators: %s: a contact's name. */
						__( 'More actions for %s', 'prism' ),
						name
					) }
					aria-haspopup="menu"
					aria-expanded={ anchor ? true : undefined }
					aria-controls={ anchor ? menuId : undefined }
					aria-busy={ control.running ? true : undefined }
					size="small"
				>
					{ control.running ? (
						<Spinner size={ 18 } />
					) : (
						<MoreVert fontSize="small" />
					) }
				</IconButton>
			</Hint>
			<OnceOpened open={ Boolean( anchor ) }>
				<ContactStateMenu
					anchor={ anchor }
					id={ menuId }
					archived={ contact.archived }
					deceased={ contact.deceased }
					onClose={ () => setAnchor( null ) }
					onArchive={ control.archive }
					onRestore={ control.restore }
					onMarkDeceased={ control.markDeceased }
					onUnmarkDeceased={ control.unmarkDeceased }
				/>
			</OnceOpened>
			<OnceOpened open={ control.dialogs.current !== null }>
				<ContactStateDialogs
					name={ name }
					control={ control }
					onExited={ control.focusActions }
				/>
			</OnceOpened>
			<OnceOpened open={ Boolean( control.notice ) }>
				<NoticeBar
					notice={ control.notice }
					onClose={ control.clearNotice }
				/>
			</OnceOpened>
		</>
	);
}

/**
 * The top of the contact card: an archived contact's band (since when, and Restore), and why a change made without a
 * confirmation failed, with a Retry.
 *
 * @param props Props.
 */
export function ContactStateBand( props: ContactStateProps ) {
	const { contact, control } = props;
	return (
		<>
			{ contact.archived && (
				<ArchivedNotice
					archivedAt={ contact.archivedAt }
					restoring={ control.running?.archived === false }
					disabled={ control.running !== null }
					onRestore={ control.restore }
				/>
			) }
			{ control.error && (
				<RetryAlert
					onRetry={ control.retry }
					sx={ { borderRadius: 0 } }
				>
					{ control.error }
				</RetryAlert>
			) }
		</>
	);
}

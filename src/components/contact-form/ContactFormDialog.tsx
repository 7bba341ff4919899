import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { ContactFields, Flash, PageProps } from '../../api/types';
import { useDiscardGuard } from '../../hooks/useDiscardGuard';
import { GuardedDialog, SaveCancelActions } from '../GuardedDialog';
import { ContactForm, focusFirstProblem, problemsMessage } from './ContactForm';
import { __ } from '@wordpress/i18n';

export interface ContactFormDialogProps {
	page: PageProps;
	open: boolean;
	onClose: () => void;
	mode: 'add' | 'edit';
	contactId?: number;
	initial?: Partial< ContactFields >;
	errors?: Flash[ 'errors' ];
	/** The server's message when it refused the form and reopened it (a failure that belongs to no field). */
	message?: string;
}

/**
 * The Add Contact (or Edit Contact) dialog. Full screen on phones. Escape, a click outside and Cancel close it at
 * once when nothing was typed, else ask first ('Discard changes?'). Reopened with fields the server refused, it
 * puts the focus on the first of them, scrolled into view.
 *
 * @param props           Props.
 * @param props.page
 * @param props.open
 * @param props.onClose
 * @param props.mode
 * @param props.contactId
 * @param props.initial
 * @param props.errors
 * @param props.message
 */
export function ContactFormDialog( {
	page,
	open,
	onClose,
	mode,
	contactId,
	initial,
	errors,
	message,
}: ContactFormDialogProps ) {
	const [ submitting, setSubmitting ] = useState( false );
	const [ dirty, setDirty ] = useState( false );
	const guard = useDiscardGuard( dirty, onClose );
	const form = useRef< HTMLFormElement >( null );
	// A refusal that names no field (the site failed): its message, as long as the dialog is open.
	const generalFailure =
		message && Object.keys( errors ?? {} ).length === 0 ? message : '';
	const [ refused, setRefused ] = useState< Array< keyof ContactFields > >(
		[]
	);
	const formId = `prism-contact-form-${ mode }`;
	const title =
		mode === 'add'
			? __( 'Add Contact', 'prism' )
			: __( 'Edit Contact', 'prism' );

	return (
		<GuardedDialog
			open={ open }
			busy={ submitting }
			guard={ guard }
			labelledBy={ `${ formId }-title` }
			maxWidth="md"
			transition={ {
				onEntered: () =>
					focusFirstProblem( form.current, errors ?? {} ),
				onExited: () => setDirty( false ),
			} }
		>
			<DialogTitle id={ `${ formId }-title` }>{ title }</DialogTitle>
			{ /* Above the scrolling fields, so it stays in sight while the focus is on a field far below. */ }
			{ ( refused.length > 0 || generalFailure ) && (
				<Alert
					severity="error"
					square
					data-testid="contact-form-problems"
				>
					{ refused.length > 0
						? problemsMessage( refused )
						: generalFailure }
				</Alert>
			) }
			<DialogContent dividers>
				<ContactForm
					page={ page }
					id={ formId }
					mode={ mode }
					contactId={ contactId }
					initial={ initial }
					errors={ errors }
					onSubmitting={ () => setSubmitting( true ) }
					onDirtyChange={ setDirty }
					formRef={ form }
					onProblemsChange={ setRefused }
				/>
			</DialogContent>
			<SaveCancelActions
				busy={ submitting }
				guard={ guard }
				saveLabel={ __( 'Save Contact', 'prism' ) }
				form={ formId }
				spaced={ false }
			/>
		</GuardedDialog>
	);
}

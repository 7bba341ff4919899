import { useEffect, useRef, useState } from 'react';
import Box from '../../components/light/Box';
import Paper from '@mui/material/Paper';
import Typography from '../../components/light/Typography';
import type { Contact, Flash, PageProps } from '../../api/types';
import { ContactForm } from '../../components/contact-form/ContactForm';
import { SaveCancelButtons } from '../../components/SaveCancelButtons';
import { __ } from '@wordpress/i18n';

const FORM_ID = 'prism-edit-contact';

export interface EditDetailsProps {
	page: PageProps;
	contact: Contact;
	/** An Edit Contact post that the server refused: the form reopens with what was typed and why it failed. */
	retry: Flash | null;
	/** Back to the details, unchanged. */
	onCancel: () => void;
}

/**
 * The Details tab in edit mode: the contact form in place, with Cancel and Save. Its own chunk, loaded when Edit
 * is first clicked: the form's text fields are most of the page's weight.
 *
 * @param props Props.
 */
export function EditDetails( props: EditDetailsProps ) {
	const { page, contact, retry, onCancel } = props;
	const [ submitting, setSubmitting ] = useState( false );
	const formBox = useRef< HTMLDivElement >( null );

	useEffect( () => {
		// After a refused save, go straight to the first field to fix; otherwise start at the first field.
		const target =
			formBox.current?.querySelector< HTMLElement >(
				'input[aria-invalid="true"], textarea[aria-invalid="true"]'
			) ??
			formBox.current?.querySelector< HTMLElement >(
				'input[name="firstName"]'
			);
		target?.focus();
	}, [] );

	return (
		<Paper
			variant="outlined"
			sx={ { p: { xs: 2, sm: 3 } } }
			ref={ formBox }
			data-testid="details-edit"
		>
			<Typography variant="h2" component="h2" sx={ { mb: 2 } }>
				{ __( 'Edit details', 'prism' ) }
			</Typography>
			<ContactForm
				page={ page }
				id={ FORM_ID }
				mode="edit"
				contactId={ contact.id }
				initial={ retry?.values ?? contact }
				errors={ retry?.errors ?? {} }
				onSubmitting={ () => setSubmitting( true ) }
			/>
			<Box
				sx={ {
					display: 'flex',
					justifyContent: 'flex-end',
					gap: 1,
					mt: 3,
					pt: 2,
					borderTop: 1,
					borderColor: 'divider',
				} }
			>
				<SaveCancelButtons
					onCancel={ onCancel }
					busy={ submitting }
					saveLabel={ __( 'Save', 'prism' ) }
					form={ FORM_ID }
				/>
			</Box>
		</Paper>
	);
}

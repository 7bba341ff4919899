import { __ } from '@wordpress/i18n';
import Link from '../light/Link';
import Typography from '../light/Typography';
import { UploadField } from './FileField';
import { ImportForm, useImportFile } from './ImportForm';
import type { ImportTabProps } from './ImportForm';
import { SiteStep, Steps } from './Steps';

const CHOICE = { tab: 'google', way: 'file' } as const;

/**
 * The Google tab: how to export from Google Contacts, then the file. No Google sign-in: the member exports the file
 * and uploads it (file_type Google CSV, upload_type CSV).
 *
 * @param props Props.
 */
export function GoogleImport( props: ImportTabProps ) {
	const { page, formId } = props;
	const upload = useImportFile( page.importMaxBytes );

	return (
		<ImportForm
			{ ...props }
			choice={ CHOICE }
			fileType="Google CSV"
			uploadType="CSV"
			check={ upload.check }
		>
			<Typography variant="body2">
				{ __(
					'Export your contacts from Google Contacts, then upload the file here. PRISM never asks for your Google password.',
					'prism'
				) }
			</Typography>
			<Steps
				label={ __( 'How to export from Google Contacts', 'prism' ) }
			>
				<SiteStep
					sentence={
						/* translators: %s: a link to Google Contacts (contacts.google.com). */
						__( 'Open %s and sign in.', 'prism' )
					}
					href="https://contacts.google.com"
					address={
						/* translators: Google Contacts' web address, as it is typed. */
						__( 'contacts.google.com', 'prism' )
					}
				/>
				<li>
					{ __(
						'Click Export: the arrow above your contacts, or More actions (⋮) then Export.',
						'prism'
					) }
				</li>
				<li>
					{ __(
						'Choose all contacts or one label, pick “Google CSV” and click Export. Your browser saves a file called contacts.csv.',
						'prism'
					) }
				</li>
				<li>{ __( 'Choose that file below.', 'prism' ) }</li>
			</Steps>
			<Typography variant="body2">
				<Link href={ page.links.googleAuthentication }>
					{ __( 'More help with exporting from Google', 'prism' ) }
				</Link>
			</Typography>
			<UploadField
				upload={ upload }
				formId={ formId }
				label={ __( 'Your Google Contacts file', 'prism' ) }
				help={ __(
					'The Google CSV file, usually contacts.csv.',
					'prism'
				) }
			/>
		</ImportForm>
	);
}

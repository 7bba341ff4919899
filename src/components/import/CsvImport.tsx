import { useRef, useState } from 'react';
import { __ } from '@wordpress/i18n';
import Box from '../light/Box';
import TextField from '@mui/material/TextField';
import Typography from '../light/Typography';
import type { ImportFileType } from '../../api/types';
import {
	IMPORT_FILE_TYPES,
	fileTypeLabel,
	fileTypeOrigin,
	suggestFileType,
} from '../../domain/imports';
import { UploadField } from './FileField';
import { ImportForm, useImportFile } from './ImportForm';
import type { ImportTabProps } from './ImportForm';

const CHOICE = { tab: 'csv', way: 'file' } as const;

/**
 * The Upload CSV tab: the file type (Google CSV, LinkedIn CSV or iCloud CSV: the spec's file_type, chosen here),
 * where each comes from, and the file (upload_type CSV).
 *
 * @param props Props.
 */
export function CsvImport( props: ImportTabProps ) {
	const { page, formId, draft } = props;
	const [ fileType, setFileType ] = useState< ImportFileType | '' >(
		draft?.fileType ?? ''
	);
	const [ typeError, setTypeError ] = useState< string | null >( null );
	const typeRef = useRef< HTMLSelectElement >( null );
	const upload = useImportFile( page.importMaxBytes );

	const check = () => {
		if ( fileType === '' ) {
			// The file's own problem shows too; the focus goes to the first field.
			upload.check();
			setTypeError( __( 'Choose where the file comes from.', 'prism' ) );
			typeRef.current?.focus();
			return false;
		}
		return upload.check();
	};

	return (
		<ImportForm
			{ ...props }
			choice={ CHOICE }
			fileType={ null }
			uploadType="CSV"
			check={ check }
		>
			<Typography variant="body2">
				{ __(
					'Upload a file exported from Google Contacts, LinkedIn or iCloud. PRISM reads the columns by their names and keeps what has no field of its own in a note on the contact.',
					'prism'
				) }
			</Typography>
			<TextField
				select
				name="file_type"
				label={ __( 'File type', 'prism' ) }
				value={ fileType }
				onChange={ ( event ) => {
					setFileType( event.target.value as ImportFileType | '' );
					setTypeError( null );
				} }
				error={ Boolean( typeError ) }
				helperText={ typeError }
				fullWidth
				size="small"
				inputRef={ typeRef }
				slotProps={ {
					select: { native: true },
					inputLabel: { shrink: true },
				} }
			>
				<option value="">
					{ __( 'Choose where the file comes from', 'prism' ) }
				</option>
				{ IMPORT_FILE_TYPES.map( ( type ) => (
					<option key={ type } value={ type }>
						{ fileTypeLabel( type ) }
					</option>
				) ) }
			</TextField>
			<Box
				component="ul"
				aria-label={ __( 'Where each file comes from', 'prism' ) }
				sx={ { m: 0, pl: 2.5, typography: 'body2' } }
			>
				{ IMPORT_FILE_TYPES.map( ( type ) => (
					<Box
						component="li"
						key={ type }
						sx={ {
							mb: 0.5,
							color:
								fileType === '' || fileType === type
									? 'text.primary'
									: 'text.secondary',
						} }
					>
						<Box component="strong" sx={ { fontWeight: 600 } }>
							{ fileTypeLabel( type ) }
						</Box>
						{ ' — ' }
						{ fileTypeOrigin( type ) }
					</Box>
				) ) }
			</Box>
			<UploadField
				upload={ upload }
				formId={ formId }
				label={ __( 'Your file', 'prism' ) }
				onChange={ ( file ) => {
					upload.choose( file );
					const suggested = file
						? suggestFileType( file.name )
						: null;
					if ( fileType === '' && suggested ) {
						setFileType( suggested );
						setTypeError( null );
					}
				} }
			/>
		</ImportForm>
	);
}

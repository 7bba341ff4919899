import type { ChangeEvent, Ref } from 'react';
import { __, sprintf } from '@wordpress/i18n';
import Box from '../light/Box';
import Typography from '../light/Typography';
import { alpha } from '@mui/material/styles';
import UploadFile from '@mui/icons-material/UploadFile';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import { IMPORT_ACCEPT, fileSizeLabel } from '../../domain/imports';
import { visuallyHidden } from '../visuallyHidden';
import type { useImportFile } from './ImportForm';

export interface FileFieldProps {
	/** Unique in the page: the input's id, and the start of its help and error ids. */
	id: string;
	label: string;
	/** The chosen file, or null. */
	file: File | null;
	onChange: ( file: File | null ) => void;
	/** Why the file cannot be sent, or null. */
	error: string | null;
	/** What to choose (a line under the button). */
	help?: string;
	accept?: string;
	/** The input, to focus it when its check fails. */
	inputRef?: Ref< HTMLInputElement >;
}

/**
 * The file chooser of an import form: the real `<input type="file" name="file">` the form posts, visually hidden but
 * focusable, inside a label drawn as an outlined button; the chosen file's name and size, and a problem next to it.
 * The label is a plain <label>, not a MUI Button: a Button adds role="button" and a tab stop of its own around the
 * input (two stops for one control, and an interactive control nested in another).
 *
 * @param props Props.
 */
export function FileField( props: FileFieldProps ) {
	const {
		id,
		label,
		file,
		onChange,
		error,
		help,
		accept = IMPORT_ACCEPT,
		inputRef,
	} = props;
	const described = [
		`${ id }-chosen`,
		help ? `${ id }-help` : '',
		error ? `${ id }-error` : '',
	]
		.filter( Boolean )
		.join( ' ' );
	const change = ( event: ChangeEvent< HTMLInputElement > ) =>
		onChange( event.currentTarget.files?.[ 0 ] ?? null );

	return (
		<Box>
			<Typography component="div" variant="subtitle2" sx={ { mb: 0.75 } }>
				{ label }
			</Typography>
			<Box
				sx={ {
					display: 'flex',
					flexWrap: 'wrap',
					alignItems: 'center',
					gap: 1.5,
				} }
			>
				<Box
					component="label"
					htmlFor={ id }
					sx={ ( theme ) => {
						const colour =
							theme.palette[ error ? 'error' : 'primary' ].main;
						return {
							...theme.typography.button,
							boxSizing: 'border-box',
							display: 'inline-flex',
							alignItems: 'center',
							gap: 1,
							minWidth: 64,
							minHeight: 36,
							px: '15px',
							py: '5px',
							border: 1,
							borderColor: alpha( colour, 0.5 ),
							borderRadius: `${ theme.shape.borderRadius }px`,
							color: colour,
							cursor: 'pointer',
							transition: 'background-color 150ms',
							'&:hover': {
								bgcolor: alpha( colour, 0.04 ),
								borderColor: colour,
							},
							// The input inside has the focus: the label shows it.
							'&:has(input:focus-visible)': {
								outline: '2px solid',
								outlineColor: theme.palette.primary.main,
								outlineOffset: 2,
							},
						};
					} }
				>
					<UploadFile aria-hidden sx={ { fontSize: 20 } } />
					{ file
						? __( 'Choose another file', 'prism' )
						: __( 'Choose a file', 'prism' ) }
					<Box
						component="input"
						ref={ inputRef }
						id={ id }
						type="file"
						name="file"
						accept={ accept }
						onChange={ change }
						aria-label={ label }
						aria-describedby={ described }
						aria-invalid={ error ? true : undefined }
						sx={ visuallyHidden }
					/>
				</Box>
				<Typography
					id={ `${ id }-chosen` }
					variant="body2"
					color={ file ? 'text.primary' : 'text.secondary' }
					sx={ {
						display: 'flex',
						alignItems: 'center',
						gap: 0.5,
						minWidth: 0,
						overflowWrap: 'anywhere',
					} }
				>
					{ file && (
						<InsertDriveFileOutlined
							fontSize="small"
							aria-hidden
							color="action"
						/>
					) }
					{ file
						? sprintf(
								/* translators: 1: the chosen file's name, 2: its size ("12 KB"). */
								__( '%1$s (%2$s)', 'prism' ),
								file.name,
								fileSizeLabel( file.size )
							)
						: __( 'No file chosen', 'prism' ) }
				</Typography>
			</Box>
			{ help && (
				<Typography
					id={ `${ id }-help` }
					variant="body2"
					color="text.secondary"
					sx={ { mt: 0.75 } }
				>
					{ help }
				</Typography>
			) }
			{ error && (
				<Typography
					id={ `${ id }-error` }
					variant="body2"
					color="error"
					role="alert"
					sx={ { mt: 0.75 } }
					data-testid="import-file-error"
				>
					{ error }
				</Typography>
			) }
		</Box>
	);
}

/**
 * A tab's file field, its file and problem kept by useImportFile: the input's id is the form's id and `-file`.
 *
 * @param props          Props.
 * @param props.upload   The tab's useImportFile.
 * @param props.formId   The form's id.
 * @param props.onChange A file was chosen (the tab's own step after choosing it); by default, only choosing it.
 */
export function UploadField( {
	upload,
	formId,
	onChange = upload.choose,
	...field
}: Pick< FileFieldProps, 'label' | 'help' | 'accept' > & {
	upload: ReturnType< typeof useImportFile >;
	formId: string;
	onChange?: ( file: File | null ) => void;
} ) {
	return (
		<FileField
			{ ...field }
			inputRef={ upload.ref }
			id={ `${ formId }-file` }
			file={ upload.file }
			onChange={ onChange }
			error={ upload.error }
		/>
	);
}

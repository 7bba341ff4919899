import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { ApiError } from '../../api/types';
import { CATEGORY_NAME_MAX_LENGTH, emptyCategoryName } from './categoryName';
import { __ } from '@wordpress/i18n';

export interface CategoryNameDialogProps {
	open: boolean;
	/** 'add' names a new category; 'rename' an existing one. */
	mode: 'add' | 'rename';
	/** The current name when renaming. */
	initialName?: string;
	onClose: () => void;
	/**
	 * Saves the name (already trimmed, never empty). Reject with an ApiError to show its message (a duplicate name,
	 * say) and keep the dialog open.
	 */
	onSubmit: ( name: string ) => Promise< void >;
}

/**
 * Names a new category or renames one. An empty name is not submitted; a refusal from the server (such as a name
 * already in use) shows under the field with the typed name kept.
 *
 * @param props Props.
 */
export function CategoryNameDialog( props: CategoryNameDialogProps ) {
	const { open, mode, initialName = '', onClose, onSubmit } = props;
	const [ name, setName ] = useState( initialName );
	const [ error, setError ] = useState( '' );
	const [ saving, setSaving ] = useState( false );

	useEffect( () => {
		if ( open ) {
			setName( initialName );
			setError( '' );
			setSaving( false );
		}
	}, [ open, initialName ] );

	const trimmed = name.trim();
	const unchanged = mode === 'rename' && trimmed === initialName.trim();

	const submit = async ( event: FormEvent ) => {
		event.preventDefault();
		if ( ! trimmed ) {
			setError( emptyCategoryName() );
			return;
		}
		if ( unchanged ) {
			onClose();
			return;
		}
		setSaving( true );
		setError( '' );
		try {
			await onSubmit( trimmed );
		} catch ( e ) {
			setError(
				( e as ApiError ).message ??
					__( 'Something went wrong. Please try again.', 'prism' )
			);
			setSaving( false );
		}
	};

	const title =
		mode === 'add'
			? __( 'Add category', 'prism' )
			: __( 'Rename category', 'prism' );
	let submitLabel: string =
		mode === 'add' ? __( 'Add', 'prism' ) : __( 'Save', 'prism' );
	if ( saving ) {
		submitLabel = __( 'Saving…', 'prism' );
	}
	return (
		<Dialog
			open={ open }
			onClose={ saving ? undefined : onClose }
			fullWidth
			maxWidth="xs"
			aria-labelledby="prism-category-name-title"
		>
			<form onSubmit={ submit } noValidate>
				<DialogTitle id="prism-category-name-title">
					{ title }
				</DialogTitle>
				<DialogContent>
					<TextField
						// eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog exists to type this name; focus belongs in it.
						autoFocus
						fullWidth
						margin="dense"
						label={ __( 'Category name', 'prism' ) }
						value={ name }
						onChange={ ( e ) => {
							setName( e.target.value );
							setError( '' );
						} }
						error={ Boolean( error ) }
						helperText={ error || ' ' }
						slotProps={ {
							htmlInput: { maxLength: CATEGORY_NAME_MAX_LENGTH },
						} }
						disabled={ saving }
					/>
				</DialogContent>
				<DialogActions>
					<Button onClick={ onClose } disabled={ saving }>
						{ __( 'Cancel', 'prism' ) }
					</Button>
					<Button
						type="submit"
						variant="contained"
						disabled={ saving || ! trimmed }
					>
						{ submitLabel }
					</Button>
				</DialogActions>
			</form>
		</Dialog>
	);
}

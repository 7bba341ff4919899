import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '../light/Box';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { isBlankNote, NOTE_MAX } from '../../domain/notes';
import { useDiscardGuard } from '../../hooks/useDiscardGuard';
import { GuardedDialog, SaveCancelActions } from '../GuardedDialog';
import { __ } from '@wordpress/i18n';
import { BusyIcon } from '../BusyIcon';

export interface NoteDialogProps {
	open: boolean;
	mode: 'add' | 'edit';
	/** The note's text when editing. */
	initialText?: string;
	/** While the note is being saved. */
	busy: boolean;
	/** Why the last save failed. */
	error: string | null;
	onSave: ( text: string ) => void;
	onClose: () => void;
}

/**
 * The Add Note and Edit Note dialog. A blank note cannot be saved: Save stays disabled and says why.
 * Ctrl+Enter (⌘+Enter) saves; Enter starts a new line. Escape, a click outside and Cancel ask before throwing away
 * text that was typed ('Discard changes?').
 *
 * @param props Props.
 */
export function NoteDialog( props: NoteDialogProps ) {
	const {
		open,
		mode,
		initialText = '',
		busy,
		error,
		onSave,
		onClose,
	} = props;
	const theme = useTheme();
	const fullScreen = useMediaQuery( theme.breakpoints.down( 'sm' ) );
	const id = useId();
	const [ text, setText ] = useState( initialText );
	const input = useRef< HTMLTextAreaElement >( null );

	useEffect( () => {
		if ( open ) {
			setText( initialText );
		}
	}, [ open, initialText ] );

	const blank = isBlankNote( text );
	const guard = useDiscardGuard(
		text.trim() !== initialText.trim(),
		onClose
	);
	const title =
		mode === 'add' ? __( 'Add Note', 'prism' ) : __( 'Edit Note', 'prism' );

	const submit = ( event?: FormEvent ) => {
		event?.preventDefault();
		if ( ! blank && ! busy ) {
			onSave( text );
		}
	};

	const onKeyDown = ( event: KeyboardEvent ) => {
		if ( event.key === 'Enter' && ( event.ctrlKey || event.metaKey ) ) {
			submit();
		}
	};

	return (
		<GuardedDialog
			open={ open }
			busy={ busy }
			guard={ guard }
			labelledBy={ `${ id }-title` }
			transition={ {
				onEntering: () => {
					// Start typing at the end of the note being edited.
					const field = input.current;
					field?.focus();
					field?.setSelectionRange(
						field.value.length,
						field.value.length
					);
				},
			} }
		>
			<Box
				component="form"
				onSubmit={ submit }
				noValidate
				sx={ { display: 'contents' } }
			>
				<DialogTitle id={ `${ id }-title` }>{ title }</DialogTitle>
				<DialogContent>
					<TextField
						label={ __( 'Note', 'prism' ) }
						value={ text }
						onChange={ ( e ) => setText( e.target.value ) }
						onKeyDown={ onKeyDown }
						multiline
						minRows={ 5 }
						maxRows={ fullScreen ? 18 : 14 }
						fullWidth
						inputRef={ input }
						disabled={ busy }
						helperText={
							blank
								? __(
										'Write something to save the note.',
										'prism'
									)
								: __( 'Press Ctrl+Enter to save.', 'prism' )
						}
						slotProps={ {
							htmlInput: {
								maxLength: NOTE_MAX,
								'data-testid': 'note-input',
							},
						} }
						sx={ { mt: 1 } }
					/>
					{ error && (
						<Alert severity="error" sx={ { mt: 2 } }>
							{ error }
						</Alert>
					) }
				</DialogContent>
				<SaveCancelActions
					busy={ busy }
					guard={ guard }
					saveLabel={ __( 'Save Note', 'prism' ) }
					saveDisabled={ blank }
					busyIcon={ <BusyIcon /> }
				/>
			</Box>
		</GuardedDialog>
	);
}

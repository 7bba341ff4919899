import { useCallback, useId, useState } from 'react';
import type { FormEvent, ReactNode, RefObject } from 'react';
import Alert from '@mui/material/Alert';
import Box from '../light/Box';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { ApiError } from '../../api/types';
import { useDiscardGuard } from '../../hooks/useDiscardGuard';
import { GuardedDialog, SaveCancelActions } from '../GuardedDialog';
import { Spinner } from '../Spinner';

/** What a dialog that saves a form keeps while it does: whether Save was pressed, is running, and why it failed. */
export interface Saving {
	/** Save was pressed: the form's own checks show from now on. */
	touched: boolean;
	busy: boolean;
	/** Why the last save failed (its `fields` belong next to the form's fields). */
	failure: ApiError | null;
	/**
	 * The message a field shows: the form's own check once Save was pressed, else what the server said of it.
	 */
	fieldMessage: (
		problems: Partial< Record< string, string > >,
		field: string
	) => string;
	/** Back to a fresh form (the dialog opened again). */
	reset: () => void;
	/**
	 * Marks the form touched and, when `save` is given (the form is valid), runs it once at a time, keeping its
	 * failure. A dialog closes itself in `save` when it succeeds.
	 */
	run: ( save: ( () => Promise< void > ) | null ) => Promise< void >;
}

/**
 * The state of a dialog that saves a form (the event and follow-up dialogs). Given the form's draft, what the server
 * said about a save is shown while the draft is the one that was sent: once the member changes the form, the old
 * refusal (a field's sentence, the alert) goes, as Add Contact's does, and Save asks the server again.
 *
 * @param draft The form's values (a new object on each change), or undefined to keep a failure until the next save.
 */
export function useSaving( draft?: unknown ): Saving {
	const [ touched, setTouched ] = useState( false );
	const [ busy, setBusy ] = useState( false );
	const [ failed, setFailed ] = useState< {
		error: ApiError;
		draft: unknown;
	} | null >( null );
	const failure =
		failed && ( draft === undefined || failed.draft === draft )
			? failed.error
			: null;

	const reset = useCallback( () => {
		setTouched( false );
		setFailed( null );
	}, [] );

	const run = async ( save: ( () => Promise< void > ) | null ) => {
		setTouched( true );
		if ( ! save || busy ) {
			return;
		}
		setBusy( true );
		setFailed( null );
		try {
			await save();
		} catch ( error ) {
			setFailed( { error: error as ApiError, draft } );
		} finally {
			setBusy( false );
		}
	};

	const fieldMessage = (
		problems: Partial< Record< string, string > >,
		field: string
	) => ( touched && problems[ field ] ) || failure?.fields[ field ] || '';

	return { touched, busy, failure, fieldMessage, reset, run };
}

export interface FormDialogProps {
	open: boolean;
	title: string;
	saveLabel: string;
	/** data-testid of the form; its Save button gets `${ testId }-save` minus "-dialog" (event-dialog → event-save). */
	testId: string;
	saving: Saving;
	/** The field that has the focus once the dialog is open. */
	focus: RefObject< HTMLInputElement | null >;
	/** Whether the form holds something typed: Escape, a click outside and Cancel then ask before discarding it. */
	dirty: boolean;
	onSubmit: () => void;
	onClose: () => void;
	children: ReactNode;
}

/**
 * A dialog holding a form: title, fields, a failure that belongs to no field, Cancel and Save (busy while saving).
 * Full screen on a phone; Escape, the backdrop and Cancel close it unless it is saving, and ask first ('Discard
 * changes?') when something was typed.
 *
 * @param props Props.
 */
export function FormDialog( props: FormDialogProps ) {
	const {
		open,
		title,
		saveLabel,
		testId,
		saving,
		focus,
		dirty,
		onSubmit,
		onClose,
		children,
	} = props;
	const guard = useDiscardGuard( dirty, onClose );
	const id = useId();
	const { busy, failure } = saving;

	const submit = ( event: FormEvent ) => {
		event.preventDefault();
		onSubmit();
	};

	return (
		<GuardedDialog
			open={ open }
			busy={ busy }
			guard={ guard }
			labelledBy={ `${ id }-title` }
			transition={ { onEntered: () => focus.current?.focus() } }
		>
			<Box
				component="form"
				onSubmit={ submit }
				noValidate
				sx={ { display: 'contents' } }
				data-testid={ testId }
			>
				<DialogTitle id={ `${ id }-title` }>{ title }</DialogTitle>
				<DialogContent>
					<Stack spacing={ 2.5 } sx={ { pt: 1 } }>
						{ children }
					</Stack>
					{ failure && Object.keys( failure.fields ).length === 0 && (
						<Alert severity="error" sx={ { mt: 2 } }>
							{ failure.message }
						</Alert>
					) }
				</DialogContent>
				<SaveCancelActions
					busy={ busy }
					guard={ guard }
					saveLabel={ saveLabel }
					busyIcon={ <Spinner size={ 16 } /> }
					saveTestId={ testId.replace( /-dialog$/, '-save' ) }
				/>
			</Box>
		</GuardedDialog>
	);
}

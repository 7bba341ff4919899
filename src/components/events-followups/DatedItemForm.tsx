import { useEffect, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import { __ } from '@wordpress/i18n';
import { DESC_MAX, TITLE_MAX } from '../../domain/eventsFollowups';
import { formChanged } from '../../domain/formChanges';
import { FormDialog, useSaving } from './FormDialog';
import type { FormDialogProps } from './FormDialog';

/** What an event's and a follow-up's dialog both hold as typed: a title, a description and a day. */
export interface DatedDraft {
	title: string;
	desc: string;
	/** YYYY-MM-DD from the date picker ('' when none). */
	date: string;
}

type DatedName = keyof DatedDraft;

/** What the shared fields read from the form of an event's or a follow-up's dialog. */
export interface DatedFields {
	draft: DatedDraft;
	set: ( values: Partial< DatedDraft > ) => void;
	busy: boolean;
	/** What a field says is wrong ('' for nothing): see Saving.fieldMessage. */
	shown: ( field: DatedName ) => string;
	/** The title field, which has the focus once the dialog is open. */
	titleInput: RefObject< HTMLInputElement | null >;
}

/** What FormDialog takes from the form: all but its title, Save label, test id and fields. */
type DialogOfForm = Omit<
	FormDialogProps,
	'title' | 'saveLabel' | 'testId' | 'children'
>;

export interface DatedItemFormOptions<
	S,
	D extends DatedDraft,
	K extends string,
	I,
> {
	open: boolean;
	/** What the dialog starts from (the item it edits, or values offered for a new one); reread on each opening. */
	source: S;
	/** The draft the dialog starts with (a module-level function). */
	draftOf: ( source: S ) => D;
	/** The domain's check (…DraftProblems): what is wrong per field, and the values to send when nothing is. */
	check: ( draft: D ) => {
		problems: Partial< Record< K, string > >;
		input: I | null;
	};
	/** The id of the item edited; undefined adds a new one. */
	id: number | undefined;
	/** Saves; a rejection (an ApiError) is shown in the dialog, which stays open. */
	onSave: ( input: I & { id: number | undefined } ) => Promise< void >;
	onClose: () => void;
}

/**
 * The form of an event's or a follow-up's Add/Edit dialog: the draft, begun again from `source` each time the dialog
 * opens; the field messages once Save is pressed (or the server's); and what its FormDialog takes (Save runs the
 * domain's check and saves the values with the item's id; Cancel asks first when something was typed).
 *
 * @param options What the dialog edits and how.
 */
export function useDatedItemForm<
	S,
	D extends DatedDraft,
	K extends string,
	I extends object,
>( options: DatedItemFormOptions< S, D, K, I > ) {
	const { open, source, draftOf, check, id, onSave, onClose } = options;
	const titleInput = useRef< HTMLInputElement >( null );
	const [ draft, setDraft ] = useState< D >( () => draftOf( source ) );
	const saving = useSaving( draft );
	const { reset } = saving;

	useEffect( () => {
		if ( open ) {
			setDraft( draftOf( source ) );
			reset();
		}
	}, [ open, source, draftOf, reset ] );

	const { problems, input } = check( draft );
	const dialog: DialogOfForm = {
		open,
		saving,
		focus: titleInput,
		onSubmit: () =>
			saving.run( input ? () => onSave( { ...input, id } ) : null ),
		dirty: formChanged( draft, draftOf( source ) ),
		onClose,
	};

	return {
		draft,
		set: ( values: Partial< D > ) =>
			setDraft( ( d ) => ( { ...d, ...values } ) ),
		busy: saving.busy,
		shown: ( field: K ) => saving.fieldMessage( problems, field ),
		titleInput,
		dialog,
	};
}

/**
 * What sets a field of a dated item apart: its label and whether it is required, and what the input allows.
 *
 * @param name The draft's field.
 * @param form The dialog's form.
 */
function fieldLook(
	name: DatedName,
	form: DatedFields
): Pick<
	TextFieldProps,
	'label' | 'type' | 'required' | 'multiline' | 'inputRef'
> & { htmlInput: Record< string, string | number > } {
	switch ( name ) {
		case 'title':
			// The dialog's first field, which has the focus.
			return {
				label: __( 'Title', 'prism' ),
				required: true,
				inputRef: form.titleInput,
				htmlInput: { maxLength: TITLE_MAX },
			};
		case 'desc':
			return {
				label: __( 'Description', 'prism' ),
				multiline: true,
				htmlInput: { maxLength: DESC_MAX },
			};
		case 'date':
			// The browser's date picker.
			return {
				label: __( 'Date', 'prism' ),
				type: 'date',
				required: true,
				htmlInput: { min: '0001-01-01', max: '9999-12-31' },
			};
	}
}

/**
 * A field an event's and a follow-up's dialog share: Title (required, with the focus), Description (several lines) or
 * Date (the date picker, required). It shows its message, or the hint under it when nothing is wrong.
 *
 * @param props         Props.
 * @param props.form    The dialog's form.
 * @param props.name    The draft's field.
 * @param props.testId  The input's data-testid.
 * @param props.hint    Under the field when nothing is wrong (a space keeps the line).
 * @param props.minRows The description's lines.
 */
export function DatedItemField( {
	form,
	name,
	testId,
	hint = ' ',
	minRows,
}: {
	form: DatedFields;
	name: DatedName;
	testId: string;
	hint?: ReactNode;
	minRows?: number;
} ) {
	const { htmlInput, ...look } = fieldLook( name, form );
	const attributes = { ...htmlInput, 'data-testid': testId };
	const problem = form.shown( name );
	return (
		<TextField
			{ ...look }
			value={ form.draft[ name ] }
			onChange={ ( e ) => {
				const values: Partial< DatedDraft > = {};
				values[ name ] = e.target.value;
				form.set( values );
			} }
			minRows={ minRows }
			fullWidth
			disabled={ form.busy }
			error={ Boolean( problem ) }
			helperText={ problem || hint }
			slotProps={
				name === 'date'
					? { inputLabel: { shrink: true }, htmlInput: attributes }
					: { htmlInput: attributes }
			}
		/>
	);
}

/**
 * An event's or a follow-up's Add/Edit dialog: a FormDialog whose first field is the title (test id: the dialog's,
 * "-dialog" becoming "-title": event-dialog → event-title), then the dialog's own fields.
 *
 * @param props           Props.
 * @param props.form      The dialog's form (useDatedItemForm).
 * @param props.title     The dialog's title.
 * @param props.saveLabel The Save button's label.
 * @param props.testId    The form's data-testid.
 * @param props.titleHint Under the title field when nothing is wrong.
 * @param props.children  The fields after the title.
 */
export function DatedItemDialog( {
	form,
	title,
	saveLabel,
	testId,
	titleHint,
	children,
}: {
	form: DatedFields & { dialog: DialogOfForm };
	title: string;
	saveLabel: string;
	testId: string;
	titleHint?: ReactNode;
	children: ReactNode;
} ) {
	return (
		<FormDialog
			{ ...form.dialog }
			title={ title }
			saveLabel={ saveLabel }
			testId={ testId }
		>
			<DatedItemField
				form={ form }
				name="title"
				testId={ testId.replace( /-dialog$/, '-title' ) }
				hint={ titleHint }
			/>
			{ children }
		</FormDialog>
	);
}

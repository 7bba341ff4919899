import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '../light/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { __ } from '@wordpress/i18n';
import type { ApiError } from '../../api/types';
import {
	INTERACTION_KINDS,
	interactionKindLabel,
} from '../../domain/interactions';
import {
	INTERACTION_NOTE_MAX,
	interactionDraftProblems,
} from '../../domain/interactionForm';
import type {
	InteractionDraft,
	InteractionField,
	InteractionValues,
} from '../../domain/interactionForm';
import { STAGE_NAMES, stageName } from '../../domain/stages';
import { BusyIcon } from '../BusyIcon';

export interface InteractionFormProps {
	/** What the form starts with (and goes back to after a new interaction is logged). */
	initial: InteractionDraft;
	/** Today, site time: the latest day allowed. */
	today: string;
	/** Log a new interaction, or edit one in place. */
	mode: 'add' | 'edit';
	/**
	 * Saves the values; resolves true when saved. A rejection is an ApiError: its field messages show beside the
	 * fields, anything else above the buttons.
	 */
	onSubmit: ( values: InteractionValues ) => Promise< boolean >;
	/** Edit mode: leaves the form (Cancel, or Escape while nothing was changed). */
	onCancel?: () => void;
	/** Put the focus in the first field when the form appears (edit in place). */
	focusOnMount?: boolean;
	/** A heading or other content above the fields. */
	heading?: ReactNode;
	testId: string;
}

const FIELDS_SX = {
	display: 'grid',
	gap: 2,
	gridTemplateColumns: {
		xs: 'minmax(0, 1fr)',
		sm: 'repeat(3, minmax(0, 1fr))',
	},
} as const;

/**
 * The Log an interaction form, also used to edit an interaction in place: the kind, the day (today by default,
 * never after today), an optional note kept exactly as typed and an optional networking stage. Ctrl+Enter
 * (⌘+Enter) in the note saves; Enter there starts a new line.
 *
 * @param props Props.
 */
export function InteractionForm( props: InteractionFormProps ) {
	const {
		initial,
		today,
		mode,
		onSubmit,
		onCancel,
		focusOnMount = false,
		heading,
		testId,
	} = props;
	const id = useId();
	const [ draft, setDraft ] = useState< InteractionDraft >( initial );
	const [ touched, setTouched ] = useState( false );
	const [ busy, setBusy ] = useState( false );
	const [ failure, setFailure ] = useState< ApiError | null >( null );
	const firstField = useRef< HTMLSelectElement >( null );

	useEffect( () => {
		if ( focusOnMount ) {
			firstField.current?.focus();
		}
	}, [ focusOnMount ] );

	const { problems, input } = interactionDraftProblems( draft, today );
	const message = ( field: InteractionField ): string =>
		( touched && problems[ field ] ) || failure?.fields[ field ] || '';
	const set = ( values: Partial< InteractionDraft > ) =>
		setDraft( ( d ) => ( { ...d, ...values } ) );
	const dirty =
		draft.kind !== initial.kind ||
		draft.happenedOn !== initial.happenedOn ||
		draft.note !== initial.note ||
		draft.stageId !== initial.stageId;

	const submit = async ( event?: FormEvent ) => {
		event?.preventDefault();
		setTouched( true );
		if ( ! input || busy ) {
			return;
		}
		setBusy( true );
		setFailure( null );
		try {
			if ( ( await onSubmit( input ) ) && mode === 'add' ) {
				setDraft( initial );
				setTouched( false );
			}
		} catch ( e ) {
			setFailure( e as ApiError );
		} finally {
			setBusy( false );
		}
	};

	const onNoteKeyDown = ( event: KeyboardEvent ) => {
		if ( event.key === 'Enter' && ( event.ctrlKey || event.metaKey ) ) {
			event.preventDefault();
			submit();
		}
	};

	const onFormKeyDown = ( event: KeyboardEvent ) => {
		if ( event.key === 'Escape' && onCancel && ! dirty && ! busy ) {
			event.stopPropagation();
			onCancel();
		}
	};

	const otherFailure =
		failure && Object.keys( failure.fields ).length === 0
			? failure.message
			: null;

	return (
		<Box
			component="form"
			onSubmit={ submit }
			onKeyDown={ onFormKeyDown }
			noValidate
			aria-labelledby={ heading ? `${ id }-heading` : undefined }
			aria-label={
				heading ? undefined : __( 'Edit interaction', 'prism' )
			}
			data-testid={ testId }
		>
			{ heading && <Box id={ `${ id }-heading` }>{ heading }</Box> }
			<Box sx={ FIELDS_SX }>
				<TextField
					select
					label={ __( 'Kind', 'prism' ) }
					value={ draft.kind }
					onChange={ ( e ) =>
						set( {
							kind: e.target.value as InteractionDraft[ 'kind' ],
						} )
					}
					disabled={ busy }
					error={ Boolean( message( 'kind' ) ) }
					helperText={ message( 'kind' ) || ' ' }
					size="small"
					fullWidth
					inputRef={ firstField }
					slotProps={ {
						select: { native: true },
						inputLabel: { shrink: true },
						htmlInput: { 'data-testid': 'interaction-kind' },
					} }
				>
					{ INTERACTION_KINDS.map( ( kind ) => (
						<option key={ kind } value={ kind }>
							{ interactionKindLabel( kind ) }
						</option>
					) ) }
				</TextField>
				<TextField
					type="date"
					label={ __( 'Date', 'prism' ) }
					value={ draft.happenedOn }
					onChange={ ( e ) => set( { happenedOn: e.target.value } ) }
					required
					disabled={ busy }
					error={ Boolean( message( 'happenedOn' ) ) }
					helperText={ message( 'happenedOn' ) || ' ' }
					size="small"
					fullWidth
					slotProps={ {
						inputLabel: { shrink: true },
						htmlInput: {
							max: today,
							min: '0001-01-01',
							'data-testid': 'interaction-date',
						},
					} }
				/>
				<TextField
					select
					label={ __( 'Networking stage (optional)', 'prism' ) }
					value={ draft.stageId }
					onChange={ ( e ) => set( { stageId: e.target.value } ) }
					disabled={ busy }
					error={ Boolean( message( 'stageId' ) ) }
					helperText={ message( 'stageId' ) || ' ' }
					size="small"
					fullWidth
					slotProps={ {
						select: { native: true },
						inputLabel: { shrink: true },
						htmlInput: { 'data-testid': 'interaction-stage' },
					} }
				>
					<option value="">{ __( 'None', 'prism' ) }</option>
					{ STAGE_NAMES.map( ( name, stage ) => (
						<option key={ name } value={ String( stage ) }>
							{ stageName( stage ) }
						</option>
					) ) }
				</TextField>
			</Box>
			<TextField
				label={ __( 'Note (optional)', 'prism' ) }
				value={ draft.note }
				onChange={ ( e ) => set( { note: e.target.value } ) }
				onKeyDown={ onNoteKeyDown }
				multiline
				minRows={ 2 }
				maxRows={ 12 }
				fullWidth
				disabled={ busy }
				error={ Boolean( message( 'note' ) ) }
				helperText={
					message( 'note' ) ||
					__( 'What you talked about. Ctrl+Enter saves.', 'prism' )
				}
				slotProps={ {
					htmlInput: {
						maxLength: INTERACTION_NOTE_MAX,
						'data-testid': 'interaction-note',
					},
				} }
				sx={ { mt: 0.5 } }
			/>
			{ otherFailure && (
				<Alert severity="error" sx={ { mt: 2 } }>
					{ otherFailure }
				</Alert>
			) }
			<Box
				sx={ {
					display: 'flex',
					justifyContent: 'flex-end',
					flexWrap: 'wrap',
					gap: 1,
					mt: 2,
				} }
			>
				{ onCancel && (
					<Button onClick={ onCancel } disabled={ busy }>
						{ __( 'Cancel', 'prism' ) }
					</Button>
				) }
				<Button
					type="submit"
					variant="contained"
					disabled={ busy }
					startIcon={ busy ? <BusyIcon /> : undefined }
					data-testid={ `${ testId }-save` }
				>
					{ submitLabel( mode, busy ) }
				</Button>
			</Box>
		</Box>
	);
}

/**
 * The save button's words.
 *
 * @param mode Log or edit.
 * @param busy While saving.
 */
function submitLabel( mode: 'add' | 'edit', busy: boolean ): string {
	if ( busy ) {
		return __( 'Saving…', 'prism' );
	}
	return mode === 'add'
		? __( 'Log interaction', 'prism' )
		: __( 'Save interaction', 'prism' );
}

import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { __, sprintf } from '@wordpress/i18n';
import { displayName } from '../../domain/contactFields';
import { formChanged } from '../../domain/formChanges';
import {
	RELATION_KINDS,
	RELATION_LABEL_MAX,
	newRelationshipDraft,
	relationKindLabel,
	relationshipDraftOf,
	relationshipDraftProblems,
	relationshipServerProblems,
} from '../../domain/relationships';
import type {
	RelationshipDraft,
	RelationshipField,
	RelationshipProblems,
} from '../../domain/relationships';
import { FormDialog, useSaving } from '../events-followups/FormDialog';
import { RelationshipPersonField } from './RelationshipPersonField';
import type { Relationship, RelationshipInput } from './types';

export interface RelationshipDialogProps {
	open: boolean;
	/** The member (the contact search is theirs). */
	wordpressId: number;
	/** The contact whose page it is. */
	contactId: number;
	/** Its name, as stored. */
	contactName: string;
	/** The relationship to edit; null: add a new one. */
	relationship: Relationship | null;
	/** Saves; a rejection (an ApiError) is shown in the dialog, which stays open. */
	onSave: ( input: RelationshipInput ) => Promise< void >;
	onClose: () => void;
}

const draftOf = ( relationship: Relationship | null ): RelationshipDraft =>
	relationship ? relationshipDraftOf( relationship ) : newRelationshipDraft();

/** The fields in the dialog's order: the first with a problem takes the focus. */
const FIELDS: readonly RelationshipField[] = [ 'kind', 'label', 'other' ];

/**
 * Moves the focus to the first field, in the dialog's order, that has a problem.
 *
 * @param inputs The fields' inputs.
 * @param found  The problems.
 */
function focusFirst(
	inputs: Record< RelationshipField, RefObject< HTMLElement | null > >,
	found: RelationshipProblems
) {
	const field = FIELDS.find( ( f ) => found[ f ] );
	if ( field ) {
		inputs[ field ].current?.focus();
	}
}

/**
 * The Add Relationship and Edit Relationship dialog: the kind (the other person's role, from Spouse or partner to
 * Other), a label to name it ("Mother"; required for Other), and the person: one of the member's contacts, or the
 * name of someone who is not a contact yet. What is wrong shows beside each field once Save is pressed (or when the
 * server says so), and the first such field takes the focus.
 *
 * @param props Props.
 */
export function RelationshipDialog( props: RelationshipDialogProps ) {
	const {
		open,
		wordpressId,
		contactId,
		contactName,
		relationship,
		onSave,
		onClose,
	} = props;
	// The kind is a native select; FormDialog only focuses it.
	const kindInput = useRef< HTMLInputElement >( null );
	const labelInput = useRef< HTMLInputElement >( null );
	const personInput = useRef< HTMLInputElement >( null );
	const [ draft, setDraft ] = useState< RelationshipDraft >( () =>
		draftOf( relationship )
	);
	// What Save sent last: the server's messages are about it, and go once the form changes (the kind or the
	// person the server refused as a repeat is no longer what the dialog holds).
	const [ sent, setSent ] = useState< RelationshipDraft | null >( null );
	const saving = useSaving();
	const { busy, failure, reset } = saving;

	useEffect( () => {
		if ( open ) {
			setDraft( draftOf( relationship ) );
			setSent( null );
			reset();
		}
	}, [ open, relationship, reset ] );

	const refused: RelationshipProblems = failure
		? relationshipServerProblems( failure.fields )
		: {};
	const server: RelationshipProblems =
		sent !== null && ! formChanged( draft, sent ) ? refused : {};
	const { problems, input } = relationshipDraftProblems( draft, contactId );
	const shown = ( field: RelationshipField ): string =>
		( saving.touched && problems[ field ] ) || server[ field ] || '';
	const set = ( values: Partial< RelationshipDraft > ) =>
		setDraft( ( d ) => ( { ...d, ...values } ) );

	// A refused save: the first field the server named takes the focus.
	useEffect( () => {
		if ( failure ) {
			focusFirst(
				{ kind: kindInput, label: labelInput, other: personInput },
				relationshipServerProblems( failure.fields )
			);
		}
	}, [ failure ] );

	// The server named only what the dialog does not show: its message shows above the buttons all the same.
	const unplaced =
		failure &&
		Object.keys( failure.fields ).length > 0 &&
		Object.keys( refused ).length === 0
			? failure.message
			: null;
	const labelRequired = draft.kind === 'other';
	const name = displayName( contactName );

	return (
		<FormDialog
			open={ open }
			title={
				relationship
					? __( 'Edit Relationship', 'prism' )
					: __( 'Add Relationship', 'prism' )
			}
			saveLabel={ __( 'Save Relationship', 'prism' ) }
			testId="relationship-dialog"
			saving={ saving }
			focus={ kindInput }
			onSubmit={ () => {
				if ( ! input ) {
					focusFirst(
						{
							kind: kindInput,
							label: labelInput,
							other: personInput,
						},
						problems
					);
				}
				setSent( draft );
				saving.run( input ? () => onSave( input ) : null );
			} }
			dirty={ formChanged( draft, draftOf( relationship ) ) }
			onClose={ onClose }
		>
			<TextField
				select
				label={ __( 'Relationship', 'prism' ) }
				value={ draft.kind }
				onChange={ ( e ) =>
					set( {
						kind: e.target.value as RelationshipDraft[ 'kind' ],
					} )
				}
				required
				fullWidth
				disabled={ busy }
				inputRef={ kindInput }
				error={ Boolean( shown( 'kind' ) ) }
				helperText={
					shown( 'kind' ) ||
					sprintf(
						/* translators: %s: a contact's name. */
						__( 'What the person is to %s.', 'prism' ),
						name
					)
				}
				slotProps={ {
					select: { native: true },
					inputLabel: { shrink: true },
					htmlInput: { 'data-testid': 'relationship-kind' },
				} }
			>
				<option value="">{ __( 'Choose…', 'prism' ) }</option>
				{ RELATION_KINDS.map( ( kind ) => (
					<option key={ kind } value={ kind }>
						{ relationKindLabel( kind ) }
					</option>
				) ) }
			</TextField>
			<TextField
				label={
					labelRequired
						? __( 'Name it', 'prism' )
						: __( 'Name it (optional)', 'prism' )
				}
				value={ draft.label }
				onChange={ ( e ) => set( { label: e.target.value } ) }
				required={ labelRequired }
				fullWidth
				disabled={ busy }
				inputRef={ labelInput }
				error={ Boolean( shown( 'label' ) ) }
				helperText={
					shown( 'label' ) ||
					( labelRequired
						? __( 'For example Godmother or Neighbour.', 'prism' )
						: __(
								'For example Mother for a parent. Left empty, the relationship’s name shows.',
								'prism'
							) )
				}
				slotProps={ {
					htmlInput: {
						maxLength: RELATION_LABEL_MAX,
						'data-testid': 'relationship-label',
					},
				} }
			/>
			<RelationshipPersonField
				wordpressId={ wordpressId }
				contactId={ contactId }
				otherId={ draft.otherId }
				otherName={ draft.otherName }
				onChange={ ( otherId, otherName ) =>
					set( { otherId, otherName } )
				}
				label={ __( 'Person', 'prism' ) }
				error={ shown( 'other' ) || undefined }
				disabled={ busy }
				inputRef={ personInput }
			/>
			{ unplaced && <Alert severity="error">{ unplaced }</Alert> }
		</FormDialog>
	);
}

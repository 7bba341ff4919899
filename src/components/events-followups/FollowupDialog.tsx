import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { __ } from '@wordpress/i18n';
import type { Followup, FollowupInput } from './types';
import {
	DESC_MAX,
	FOLLOWUP_DESC_ADVISED,
	TITLE_MAX,
	followupDraftProblems,
	followupQuickDays,
} from '../../domain/eventsFollowups';
import { formChanged } from '../../domain/formChanges';
import { FormDialog, useSaving } from './FormDialog';
import { LengthHint } from './LengthHint';

export interface FollowupDialogProps {
	open: boolean;
	/** The follow-up to edit; none: add a new one. */
	followup?: Followup | null;
	/** When adding: the values the form starts with (an offered follow-up); empty when left out. */
	initial?: Omit< FollowupInput, 'id' > | null;
	/** Today, site time (for the quick choices of the day). */
	today: string;
	/** Saves; a rejection (an ApiError) is shown in the dialog, which stays open. */
	onSave: ( input: FollowupInput ) => Promise< void >;
	onClose: () => void;
}

type Draft = Omit< FollowupInput, 'id' >;

const draftOf = (
	values: Omit< FollowupInput, 'id' > | null | undefined
): Draft => ( {
	title: values?.title ?? '',
	desc: values?.desc ?? '',
	date: values?.date ?? '',
} );

/**
 * The Add Follow-up and Edit Follow-up dialog (add mode has no id, edit mode has one): title, description (about 100
 * characters advised) and the day, from a date picker or a quick choice (tomorrow, in a week, in a month, in three
 * months).
 *
 * @param props Props.
 */
export function FollowupDialog( props: FollowupDialogProps ) {
	const { open, followup, initial, today, onSave, onClose } = props;
	const titleInput = useRef< HTMLInputElement >( null );
	const [ draft, setDraft ] = useState< Draft >( () =>
		draftOf( followup ?? initial )
	);
	const saving = useSaving();
	const { busy, reset } = saving;

	useEffect( () => {
		if ( open ) {
			setDraft( draftOf( followup ?? initial ) );
			reset();
		}
	}, [ open, followup, initial, reset ] );

	const edit = followup ? followup.id : undefined;
	const { problems, input } = followupDraftProblems( draft );
	const shown = ( field: keyof typeof problems ) =>
		saving.fieldMessage( problems, field );
	const set = ( values: Partial< Draft > ) =>
		setDraft( ( d ) => ( { ...d, ...values } ) );

	return (
		<FormDialog
			open={ open }
			title={
				edit
					? __( 'Edit Follow-up', 'prism' )
					: __( 'Add Follow-up', 'prism' )
			}
			saveLabel={ __( 'Save Follow-up', 'prism' ) }
			testId="followup-dialog"
			saving={ saving }
			focus={ titleInput }
			onSubmit={ () =>
				saving.run(
					input ? () => onSave( { ...input, id: edit } ) : null
				)
			}
			dirty={ formChanged( draft, draftOf( followup ?? initial ) ) }
			onClose={ onClose }
		>
			<TextField
				label={ __( 'Title', 'prism' ) }
				value={ draft.title }
				onChange={ ( e ) => set( { title: e.target.value } ) }
				required
				fullWidth
				inputRef={ titleInput }
				disabled={ busy }
				error={ Boolean( shown( 'title' ) ) }
				helperText={ shown( 'title' ) || ' ' }
				slotProps={ {
					htmlInput: {
						maxLength: TITLE_MAX,
						'data-testid': 'followup-title',
					},
				} }
			/>
			<TextField
				label={ __( 'Description', 'prism' ) }
				value={ draft.desc }
				onChange={ ( e ) => set( { desc: e.target.value } ) }
				multiline
				minRows={ 2 }
				fullWidth
				disabled={ busy }
				error={ Boolean( shown( 'desc' ) ) }
				helperText={
					shown( 'desc' ) || (
						<LengthHint
							length={ draft.desc.length }
							advised={ FOLLOWUP_DESC_ADVISED }
						/>
					)
				}
				slotProps={ {
					htmlInput: {
						maxLength: DESC_MAX,
						'data-testid': 'followup-desc',
					},
				} }
			/>
			<Box>
				<TextField
					type="date"
					label={ __( 'Date', 'prism' ) }
					value={ draft.date }
					onChange={ ( e ) => set( { date: e.target.value } ) }
					required
					fullWidth
					disabled={ busy }
					error={ Boolean( shown( 'date' ) ) }
					helperText={ shown( 'date' ) || ' ' }
					slotProps={ {
						inputLabel: { shrink: true },
						htmlInput: {
							'data-testid': 'followup-date',
							min: '0001-01-01',
							max: '9999-12-31',
						},
					} }
				/>
				<Box
					role="group"
					aria-label={ __( 'Quick dates', 'prism' ) }
					sx={ {
						display: 'flex',
						flexWrap: 'wrap',
						gap: 1,
					} }
				>
					{ followupQuickDays( today ).map( ( choice ) => (
						<Button
							key={ choice.label }
							size="small"
							variant={
								draft.date === choice.date
									? 'contained'
									: 'outlined'
							}
							onClick={ () => set( { date: choice.date } ) }
							disabled={ busy }
						>
							{ choice.label }
						</Button>
					) ) }
				</Box>
			</Box>
		</FormDialog>
	);
}

import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { __ } from '@wordpress/i18n';
import type { ApiError, Followup, FollowupInput } from '../../api/types';
import { Spinner } from '../Spinner';
import {
	DESC_MAX,
	FOLLOWUP_DESC_ADVISED,
	TITLE_MAX,
	followupDraftProblems,
	followupQuickDays,
} from '../../domain/eventsFollowups';
import { LengthHint } from './LengthHint';

export interface FollowupDialogProps {
	open: boolean;
	/** The follow-up to edit; none: add a new one. */
	followup?: Followup | null;
	/** Today, site time (for the quick choices of the day). */
	today: string;
	/** Saves; a rejection (an ApiError) is shown in the dialog, which stays open. */
	onSave: ( input: FollowupInput ) => Promise< void >;
	onClose: () => void;
}

type Draft = Omit< FollowupInput, 'id' >;

const draftOf = ( followup: Followup | null | undefined ): Draft => ( {
	title: followup?.title ?? '',
	desc: followup?.desc ?? '',
	date: followup?.date ?? '',
} );

/**
 * The Add FollowUp and Edit FollowUp dialog (add mode has no id, edit mode has one): title, description (about 100
 * characters advised) and the day, from a date picker or a quick choice (tomorrow, in a week, in a month, in three
 * months).
 *
 * @param props Props.
 */
export function FollowupDialog( props: FollowupDialogProps ) {
	const { open, followup, today, onSave, onClose } = props;
	const theme = useTheme();
	const fullScreen = useMediaQuery( theme.breakpoints.down( 'sm' ) );
	const id = useId();
	const [ draft, setDraft ] = useState< Draft >( () => draftOf( followup ) );
	const titleInput = useRef< HTMLInputElement >( null );
	const [ touched, setTouched ] = useState( false );
	const [ busy, setBusy ] = useState( false );
	const [ failure, setFailure ] = useState< ApiError | null >( null );

	useEffect( () => {
		if ( open ) {
			setDraft( draftOf( followup ) );
			setTouched( false );
			setFailure( null );
		}
	}, [ open, followup ] );

	const edit = followup ? followup.id : undefined;
	const { problems, input } = followupDraftProblems( draft );
	const shown = ( field: keyof typeof problems ) =>
		( touched && problems[ field ] ) || failure?.fields[ field ] || '';
	const set = ( values: Partial< Draft > ) =>
		setDraft( ( d ) => ( { ...d, ...values } ) );

	const submit = async ( e: FormEvent ) => {
		e.preventDefault();
		setTouched( true );
		if ( ! input || busy ) {
			return;
		}
		setBusy( true );
		setFailure( null );
		try {
			await onSave( { ...input, id: edit } );
		} catch ( error ) {
			setFailure( error as ApiError );
		} finally {
			setBusy( false );
		}
	};

	return (
		<Dialog
			open={ open }
			onClose={ busy ? undefined : onClose }
			fullScreen={ fullScreen }
			maxWidth="sm"
			fullWidth
			aria-labelledby={ `${ id }-title` }
			slotProps={ {
				transition: { onEntered: () => titleInput.current?.focus() },
			} }
		>
			<Box
				component="form"
				onSubmit={ submit }
				noValidate
				sx={ { display: 'contents' } }
				data-testid="followup-dialog"
			>
				<DialogTitle id={ `${ id }-title` }>
					{ edit
						? __( 'Edit FollowUp', 'prism' )
						: __( 'Add FollowUp', 'prism' ) }
				</DialogTitle>
				<DialogContent>
					<Stack spacing={ 2.5 } sx={ { pt: 1 } }>
						<TextField
							label={ __( 'Title', 'prism' ) }
							value={ draft.title }
							onChange={ ( e ) =>
								set( { title: e.target.value } )
							}
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
							onChange={ ( e ) =>
								set( { desc: e.target.value } )
							}
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
								onChange={ ( e ) =>
									set( { date: e.target.value } )
								}
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
								{ followupQuickDays( today ).map(
									( choice ) => (
										<Button
											key={ choice.label }
											size="small"
											variant={
												draft.date === choice.date
													? 'contained'
													: 'outlined'
											}
											onClick={ () =>
												set( { date: choice.date } )
											}
											disabled={ busy }
										>
											{ choice.label }
										</Button>
									)
								) }
							</Box>
						</Box>
					</Stack>
					{ failure && Object.keys( failure.fields ).length === 0 && (
						<Alert severity="error" sx={ { mt: 2 } }>
							{ failure.message }
						</Alert>
					) }
				</DialogContent>
				<DialogActions sx={ { px: 3, pb: 2 } }>
					<Button onClick={ onClose } disabled={ busy }>
						{ __( 'Cancel', 'prism' ) }
					</Button>
					<Button
						type="submit"
						variant="contained"
						disabled={ busy }
						startIcon={ busy ? <Spinner size={ 16 } /> : undefined }
						data-testid="followup-save"
					>
						{ busy
							? __( 'Saving…', 'prism' )
							: __( 'Save FollowUp', 'prism' ) }
					</Button>
				</DialogActions>
			</Box>
		</Dialog>
	);
}

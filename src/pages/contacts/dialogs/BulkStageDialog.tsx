import { useEffect, useId, useRef, useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { __ } from '@wordpress/i18n';
import type { StatusLabel } from '../../../api/types';
import Box from '../../../components/light/Box';
import { useSaving } from '../../../components/events-followups/FormDialog';
import { bulkQuestion, stageDraftProblems } from '../../../domain/bulkActions';
import type { StageDraft } from '../../../domain/bulkActions';
import { STAGE_NAMES, stageName, statusLabel } from '../../../domain/stages';
import { BulkDialogFrame } from './BulkDialogFrame';
import type { BulkActionDialogProps } from './bulkDialogProps';

const FRESH: StageDraft = { stage: '', status: 'In Progress' };
const STATUSES: readonly StatusLabel[] = [ 'In Progress', 'Complete' ];

/**
 * Move to stage: the networking stage (BUILD … MAINTAIN) and its status for every selected contact. Earlier stages
 * are marked complete; a contact already further along stays where it is (its own networking page moves it back).
 *
 * @param props Props.
 */
export function BulkStageDialog( props: BulkActionDialogProps ) {
	const { open, ids, run, onStart, onClose } = props;
	const [ draft, setDraft ] = useState< StageDraft >( FRESH );
	const saving = useSaving();
	const { reset } = saving;
	const select = useRef< HTMLSelectElement >( null );
	const id = useId();

	useEffect( () => {
		if ( open ) {
			setDraft( FRESH );
			reset();
		}
	}, [ open, reset ] );

	const { problems, input } = stageDraftProblems( draft );
	const stageMessage = saving.fieldMessage( problems, 'stage' );

	return (
		<BulkDialogFrame
			open={ open }
			action="process"
			question={ bulkQuestion( 'process', ids.length, input ) }
			about={
				<>
					{ __(
						'Contacts already further along are left where they are.',
						'prism'
					) }{ ' ' }
					{ __(
						'The stages before it are marked complete, with all their tasks.',
						'prism'
					) }
				</>
			}
			run={ run }
			saving={ saving }
			focus={ select }
			dirty={
				draft.stage !== FRESH.stage || draft.status !== FRESH.status
			}
			fields={ [ 'stage', 'complete' ] }
			onSubmit={ () =>
				saving.run( input ? () => onStart( ids, input ) : null )
			}
			onClose={ onClose }
		>
			<TextField
				select
				label={ __( 'Stage', 'prism' ) }
				value={ draft.stage }
				onChange={ ( e ) =>
					setDraft( ( d ) => ( { ...d, stage: e.target.value } ) )
				}
				required
				fullWidth
				disabled={ saving.busy }
				error={ stageMessage !== '' }
				helperText={ stageMessage || ' ' }
				inputRef={ select }
				slotProps={ {
					select: { native: true },
					inputLabel: { shrink: true },
					htmlInput: { 'data-testid': 'bulk-stage' },
				} }
			>
				<option value="" disabled>
					{ __( 'Choose a stage', 'prism' ) }
				</option>
				{ STAGE_NAMES.map( ( name, index ) => (
					<option key={ name } value={ String( index ) }>
						{ stageName( index ) }
					</option>
				) ) }
			</TextField>
			<Box sx={ { mt: '-8px !important' } }>
				<FormLabel id={ `${ id }-status` }>
					{ __( 'Status', 'prism' ) }
				</FormLabel>
				<RadioGroup
					row
					value={ draft.status }
					onChange={ ( e ) =>
						setDraft( ( d ) => ( {
							...d,
							status: e.target.value as StatusLabel,
						} ) )
					}
					aria-labelledby={ `${ id }-status` }
				>
					{ STATUSES.map( ( status ) => (
						<FormControlLabel
							key={ status }
							value={ status }
							control={ <Radio disabled={ saving.busy } /> }
							label={ statusLabel( status ) }
						/>
					) ) }
				</RadioGroup>
			</Box>
		</BulkDialogFrame>
	);
}

import { useEffect, useId, useRef } from 'react';
import { __ } from '@wordpress/i18n';
import {
	CadenceChoiceField,
	useCadenceChoice,
} from '../../../components/cadence/CadenceChoice';
import { useSaving } from '../../../components/events-followups/FormDialog';
import { bulkQuestion } from '../../../domain/bulkActions';
import { BulkDialogFrame } from './BulkDialogFrame';
import type { BulkActionDialogProps } from './bulkDialogProps';

/** The choice the dialog opens on: a month, the cadence most often chosen (none would clear everyone's). */
const START_DAYS = 30;

/**
 * Keep in touch: the same cadence choices as a contact's own (CadenceChoiceField), set as the own cadence of every
 * selected contact, or cleared.
 *
 * @param props Props.
 */
export function BulkCadenceDialog( props: BulkActionDialogProps ) {
	const { open, ids, run, onStart, onClose } = props;
	const cadence = useCadenceChoice( START_DAYS );
	const { reset: resetChoice, problem, days } = cadence;
	const saving = useSaving();
	const { reset } = saving;
	const checked = useRef< HTMLInputElement >( null );
	const id = useId();

	useEffect( () => {
		if ( open ) {
			resetChoice( START_DAYS );
			reset();
		}
	}, [ open, reset, resetChoice ] );

	return (
		<BulkDialogFrame
			open={ open }
			action="cadence"
			question={ bulkQuestion( 'cadence', ids.length ) }
			about={
				<span id={ `${ id }-about` }>
					{ __(
						'This becomes each contact’s own cadence, in place of any they had. PRISM counts from the last call, meeting, message, note or completed follow-up, and lists a contact under Due to reach out when the day comes.',
						'prism'
					) }
				</span>
			}
			run={ run }
			saving={ saving }
			focus={ checked }
			dirty={ problem !== null || days !== START_DAYS }
			fields={ [ 'cadenceDays' ] }
			onSubmit={ () =>
				saving.run(
					problem === null
						? () =>
								onStart( ids, {
									action: 'cadence',
									cadenceDays: days,
								} )
						: null
				)
			}
			onClose={ onClose }
		>
			<CadenceChoiceField
				control={ cadence }
				message={ saving.fieldMessage(
					{ cadenceDays: problem ?? undefined },
					'cadenceDays'
				) }
				disabled={ saving.busy }
				noneLabel={ __( 'No cadence of their own', 'prism' ) }
				noneHint={ __(
					'The shortest cadence of their categories then applies or, in the MAINTAIN stage, the networking series’ days. With neither, there are no reminders.',
					'prism'
				) }
				describedBy={ `${ id }-about` }
				checkedRef={ checked }
			/>
		</BulkDialogFrame>
	);
}

import { useEffect } from 'react';
import { useSaving } from '../../../components/events-followups/FormDialog';
import { archiveDetails, bulkQuestion } from '../../../domain/bulkActions';
import { BulkDialogFrame } from './BulkDialogFrame';
import type { BulkActionDialogProps } from './bulkDialogProps';

/**
 * Archive: the confirmation, with what archiving means (they leave the list, Today, the calendar and reminders;
 * nothing is deleted; Restore brings each back).
 *
 * @param props Props.
 */
export function BulkArchiveDialog( props: BulkActionDialogProps ) {
	const { open, ids, run, onStart, onClose } = props;
	const saving = useSaving();
	const { reset } = saving;

	useEffect( () => {
		if ( open ) {
			reset();
		}
	}, [ open, reset ] );

	return (
		<BulkDialogFrame
			open={ open }
			action="archive"
			question={ bulkQuestion( 'archive', ids.length ) }
			about={ archiveDetails( ids.length ) }
			run={ run }
			saving={ saving }
			dirty={ false }
			fields={ [] }
			onSubmit={ () =>
				saving.run( () => onStart( ids, { action: 'archive' } ) )
			}
			onClose={ onClose }
			compact
		/>
	);
}

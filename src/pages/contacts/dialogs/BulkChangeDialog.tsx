import type { BulkContactsAction } from '../../../api/types';
import { BulkArchiveDialog } from './BulkArchiveDialog';
import { BulkCadenceDialog } from './BulkCadenceDialog';
import { BulkFollowupDialog } from './BulkFollowupDialog';
import { BulkStageDialog } from './BulkStageDialog';
import type { BulkActionDialogProps } from './bulkDialogProps';

export interface BulkChangeDialogProps extends Omit<
	BulkActionDialogProps,
	'ids'
> {
	/** The action, and the contacts it was opened on; undefined before it was ever opened. */
	action: BulkContactsAction | undefined;
	ids: readonly number[] | undefined;
	/** Today, site time (the follow-up's quick days). */
	today: string;
}

const NONE: readonly number[] = [];

/**
 * The dialog of a bulk action on the selected contacts (issue 30, part 5): Move to stage, Keep in touch, Add
 * Follow-up or Archive. One chunk, loaded when the first of them opens.
 *
 * @param props Props.
 */
export function BulkChangeDialog( props: BulkChangeDialogProps ) {
	const { action, ids = NONE, today, ...rest } = props;
	const common = { ...rest, ids };
	switch ( action ) {
		case 'process':
			return <BulkStageDialog { ...common } />;
		case 'cadence':
			return <BulkCadenceDialog { ...common } />;
		case 'followup':
			return <BulkFollowupDialog { ...common } today={ today } />;
		case 'archive':
			return <BulkArchiveDialog { ...common } />;
		default:
			return null;
	}
}

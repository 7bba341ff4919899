import type { BulkContactsChange } from '../../../api/types';
import type { BulkRun } from '../useBulkChanges';

/** What every bulk action's dialog takes (see BulkChangeDialog). */
export interface BulkActionDialogProps {
	open: boolean;
	/** The selected contacts, as they were when the dialog opened. */
	ids: readonly number[];
	/** The change once started, or null while the member chooses. */
	run: BulkRun | null;
	/** Starts the change; a refusal (an ApiError) is shown in the dialog, beside the field it names. */
	onStart: (
		ids: readonly number[],
		change: BulkContactsChange
	) => Promise< void >;
	onClose: () => void;
}

import { __ } from '@wordpress/i18n';
import {
	DatedItemField,
	useDatedItemForm,
} from '../../../components/events-followups/DatedItemForm';
import type { DatedDraft } from '../../../components/events-followups/DatedItemForm';
import { FollowupFields } from '../../../components/events-followups/FollowupFields';
import { bulkQuestion } from '../../../domain/bulkActions';
import { followupDraftProblems } from '../../../domain/eventsFollowups';
import { BulkDialogFrame } from './BulkDialogFrame';
import type { BulkActionDialogProps } from './bulkDialogProps';

/** An empty follow-up: the draft the dialog opens with. */
const fresh = (): DatedDraft => ( { title: '', desc: '', date: '' } );

/**
 * Add Follow-up: the same follow-up (title, description, day; the fields and checks of a contact's Add Follow-up)
 * added to each selected contact.
 *
 * @param props       Props.
 * @param props.today Today, site time (for the quick choices of the day).
 */
export function BulkFollowupDialog(
	props: BulkActionDialogProps & { today: string }
) {
	const { open, ids, run, today, onStart, onClose } = props;
	const form = useDatedItemForm( {
		open,
		source: null,
		draftOf: fresh,
		check: followupDraftProblems,
		id: undefined,
		onSave: ( { title, desc, date } ) =>
			onStart( ids, { action: 'followup', title, desc, date } ),
		onClose,
	} );
	const { dialog } = form;

	return (
		<BulkDialogFrame
			open={ open }
			action="followup"
			question={ bulkQuestion( 'followup', ids.length ) }
			about={ __(
				'Each contact gets a Follow-up of its own, which you can change or complete on its page.',
				'prism'
			) }
			run={ run }
			saving={ dialog.saving }
			focus={ form.titleInput }
			dirty={ dialog.dirty }
			fields={ [ 'title', 'desc', 'date' ] }
			onSubmit={ dialog.onSubmit }
			onClose={ onClose }
		>
			<DatedItemField
				form={ form }
				name="title"
				testId="followup-title"
			/>
			<FollowupFields form={ form } today={ today } />
		</BulkDialogFrame>
	);
}

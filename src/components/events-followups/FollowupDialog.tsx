import { __ } from '@wordpress/i18n';
import type { Followup, FollowupInput } from './types';
import { followupDraftProblems } from '../../domain/eventsFollowups';
import { DatedItemDialog, useDatedItemForm } from './DatedItemForm';
import { FollowupFields } from './FollowupFields';

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
	const edit = followup ? followup.id : undefined;
	const form = useDatedItemForm( {
		open,
		source: followup ?? initial,
		draftOf,
		check: followupDraftProblems,
		id: edit,
		onSave,
		onClose,
	} );

	return (
		<DatedItemDialog
			form={ form }
			title={
				edit
					? __( 'Edit Follow-up', 'prism' )
					: __( 'Add Follow-up', 'prism' )
			}
			saveLabel={ __( 'Save Follow-up', 'prism' ) }
			testId="followup-dialog"
		>
			<FollowupFields form={ form } today={ today } />
		</DatedItemDialog>
	);
}

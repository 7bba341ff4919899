import { __ } from '@wordpress/i18n';
import { useTheme } from '@mui/material/styles';
import type { Contact } from '../../../api/types';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { displayName } from '../../../domain/contactFields';
import { MESSAGES } from '../messages';
import { withNodes } from '../withNodes';

/**
 * The spec's stacking value for the merge dialog. PRISM's theme already lifts every dialog above WordPress's admin
 * bar (z-index 99999), so the merge dialog takes whichever is higher: never below the spec's value, never under
 * the admin bar.
 */
const MERGE_DIALOG_Z = 26000;

export interface MergeContactsDialogProps {
	open: boolean;
	/** The contacts, first in the list first; undefined before the dialog was ever opened. */
	pair: { keep: Contact; gone: Contact } | undefined;
	onConfirm: ( keep: Contact, gone: Contact ) => Promise< void >;
	onCancel: () => void;
}

/**
 * Merge selected: the spec's confirm, and what happens to the two contacts.
 *
 * @param props Props.
 */
export function MergeContactsDialog( props: MergeContactsDialogProps ) {
	const { open, pair, onConfirm, onCancel } = props;
	const theme = useTheme();
	return (
		<ConfirmDialog
			open={ open }
			title={ __( 'Merge contacts', 'prism' ) }
			message={ MESSAGES.mergeConfirm() }
			details={
				pair &&
				withNodes(
					/* translators: 1: contact kept, 2 and 3: contact merged into it. */
					__(
						'%1$s will be kept. The details, notes, follow-ups, events and categories of %2$s are added to it, and %3$s is removed. Merging cannot be undone.',
						'prism'
					),
					[
						<strong key="keep">
							{ displayName( pair.keep.name ) }
						</strong>,
						<strong key="gone">
							{ displayName( pair.gone.name ) }
						</strong>,
						displayName( pair.gone.name ),
					]
				)
			}
			confirmLabel={ __( 'Merge', 'prism' ) }
			busyLabel={ __( 'Working…', 'prism' ) }
			initialFocus="cancel"
			onConfirm={ () => pair && onConfirm( pair.keep, pair.gone ) }
			onCancel={ onCancel }
			zIndex={ Math.max( MERGE_DIALOG_Z, theme.zIndex.modal ) }
		/>
	);
}

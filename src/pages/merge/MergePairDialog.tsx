import { __ } from '@wordpress/i18n';
import { useTheme } from '@mui/material/styles';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { displayName } from '../../domain/contactFields';
import { withNodes } from '../contacts/withNodes';

/** The spec's stacking value for the merge dialog, never under the theme's (which clears the admin bar). */
const MERGE_DIALOG_Z = 26000;

export interface MergePairDialogProps {
	open: boolean;
	/** The names of the contact that stays and of the one merged into it; kept after closing while it fades. */
	names: { survivor: string; other: string } | null;
	onConfirm: () => Promise< void >;
	onCancel: () => void;
	/** Runs once the dialog has closed. */
	onExited?: () => void;
}

/**
 * The merge screen's confirmation: which contact stays, what moves to it, and that merging cannot be undone.
 *
 * @param props Props.
 */
export function MergePairDialog( props: MergePairDialogProps ) {
	const { open, names, onConfirm, onCancel, onExited } = props;
	const theme = useTheme();
	return (
		<ConfirmDialog
			open={ open }
			title={ __( 'Merge contacts', 'prism' ) }
			message={ __(
				'Are you sure you want to merge these contacts? Merging cannot be undone.',
				'prism'
			) }
			details={
				names &&
				withNodes(
					/* translators: 1: contact kept, 2 and 3: contact merged into it. */
					__(
						'%1$s will be kept. The details, notes, follow-ups, events and categories of %2$s are added to it, and %3$s is removed.',
						'prism'
					),
					[
						<strong key="keep">
							{ displayName( names.survivor ) }
						</strong>,
						<strong key="gone">
							{ displayName( names.other ) }
						</strong>,
						displayName( names.other ),
					]
				)
			}
			confirmLabel={ __( 'Merge', 'prism' ) }
			busyLabel={ __( 'Working…', 'prism' ) }
			destructive
			onConfirm={ onConfirm }
			onCancel={ onCancel }
			onExited={ onExited }
			zIndex={ Math.max( MERGE_DIALOG_Z, theme.zIndex.modal ) }
		/>
	);
}

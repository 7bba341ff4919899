import { __ } from '@wordpress/i18n';
import type { DiscardGuard } from '../hooks/useDiscardGuard';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * 'Discard changes?', asked when a member leaves a form that holds text they typed (Escape, a click outside,
 * Cancel). Keep editing has the focus, so a stray Enter or a second Escape loses nothing.
 *
 * @param props       Props.
 * @param props.guard The form's guard (hooks/useDiscardGuard).
 */
export function DiscardChangesDialog( { guard }: { guard: DiscardGuard } ) {
	return (
		<ConfirmDialog
			open={ guard.asking }
			title={ __( 'Discard changes?', 'prism' ) }
			message={ __(
				'What you typed in this form has not been saved. If you close it now, it is lost.',
				'prism'
			) }
			confirmLabel={ __( 'Discard', 'prism' ) }
			cancelLabel={ __( 'Keep editing', 'prism' ) }
			destructive
			onConfirm={ guard.discard }
			onCancel={ guard.keep }
		/>
	);
}

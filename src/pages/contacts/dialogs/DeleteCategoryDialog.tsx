import { __, _n, sprintf } from '@wordpress/i18n';
import type { Category } from '../../../api/types';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { MESSAGES } from '../messages';

export interface DeleteCategoryDialogProps {
	open: boolean;
	/** The category; undefined before the dialog was ever opened. */
	category: Category | undefined;
	onConfirm: ( category: Category ) => Promise< void >;
	onCancel: () => void;
}

/**
 * Delete a category from the menu: the spec's confirm, and what it does to the contacts.
 *
 * @param props Props.
 */
export function DeleteCategoryDialog( props: DeleteCategoryDialogProps ) {
	const { open, category, onConfirm, onCancel } = props;
	return (
		<ConfirmDialog
			open={ open }
			title={ __( 'Delete category', 'prism' ) }
			message={ MESSAGES.deleteCategoryConfirm() }
			details={
				category &&
				sprintf(
					/* translators: 1: category name, 2: number of contacts. */
					_n(
						'“%1$s” will be removed from %2$d contact. The contact itself stays.',
						'“%1$s” will be removed from %2$d contacts. The contacts themselves stay.',
						category.count,
						'prism'
					),
					category.name,
					category.count
				)
			}
			confirmLabel={ __( 'Delete', 'prism' ) }
			busyLabel={ __( 'Working…', 'prism' ) }
			destructive
			onConfirm={ () => category && onConfirm( category ) }
			onCancel={ onCancel }
		/>
	);
}

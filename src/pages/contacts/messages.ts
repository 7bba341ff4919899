/**
 * The spec's alerts and confirms of the contact list, word for word in English. Functions, so each is translated
 * when it is shown, in the language loaded by then.
 */
import { __ } from '@wordpress/i18n';
import type { BulkContactsAction } from '../../api/types';

export const MESSAGES = {
	emailNone: () => __( 'Select some contacts first.', 'prism' ),
	mergeTwo: () =>
		__( 'Please select 2, and only 2 contacts to merge.', 'prism' ),
	deleteNone: () => __( 'Select some contacts to delete.', 'prism' ),
	categoriesNone: () => __( 'Select some contacts first.', 'prism' ),
	mergeConfirm: () =>
		__( 'Are you sure you want to merge the selected contacts?', 'prism' ),
	deleteConfirm: () =>
		__( 'Are you sure you want to delete the selected contacts?', 'prism' ),
	deleteCategoryConfirm: () =>
		__( 'Are you sure you want to delete this category?', 'prism' ),
	/**
	 * The bulk actions of issue 30 (part 5) without a selection, in the same manner as Delete's.
	 *
	 * @param action The action.
	 */
	bulkNone: ( action: BulkContactsAction ) => {
		switch ( action ) {
			case 'process':
				return __(
					'Select some contacts to move to a stage.',
					'prism'
				);
			case 'cadence':
				return __(
					'Select some contacts to keep in touch with.',
					'prism'
				);
			case 'followup':
				return __(
					'Select some contacts to add a Follow-up to.',
					'prism'
				);
			case 'archive':
				return __( 'Select some contacts to archive.', 'prism' );
		}
	},
} as const;

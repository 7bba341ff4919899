import { __ } from '@wordpress/i18n';

/** Longest category name the server keeps (includes/Rest/Categories_Controller.php). */
export const CATEGORY_NAME_MAX_LENGTH = 191;

/**
 * What a category name field says when it is submitted empty.
 */
export function emptyCategoryName(): string {
	return __( 'Enter a name for the category.', 'prism' );
}

import { __ } from '@wordpress/i18n';

/** The dashboard's words used in more than one place (functions, so they are translated when shown). */
export const MESSAGES = {
	searchCategories: () => __( 'Search Categories', 'prism' ),
};

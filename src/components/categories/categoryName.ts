/** Longest category name the server keeps (includes/Rest/Categories_Controller.php). */
export const CATEGORY_NAME_MAX_LENGTH = 191;

/** What a category name field says when it is submitted empty. */
export const EMPTY_CATEGORY_NAME = 'Enter a name for the category.';

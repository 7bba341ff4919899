import { __, sprintf } from '@wordpress/i18n';
import {
	addCategory,
	deleteCategory,
	editCategory,
	setCategoryCadence,
} from '../../api/client';
import type { Resource } from '../../api/useResource';
import type { Category } from '../../api/types';
import type { Notice } from '../../components/FlashMessage';
import { cadenceLabel } from '../../domain/cadence';
import {
	dropCategoryFilter,
	renameCategoryFilter,
} from '../../domain/listFilters';
import type { ListFilters } from '../../domain/listFilters';
import type { Dialogs } from '../../hooks/useDialog';
import type { SelectionControl } from '../../hooks/useSelection';
import type { ContactsDialog } from './dialogs/dialogState';

export interface CategoryActionsOptions {
	wordpressId: number;
	categories: Resource< Category[] >;
	filters: ListFilters;
	navigate: ( next: ListFilters, options?: { replace?: boolean } ) => void;
	selection: SelectionControl;
	dialogs: Dialogs< ContactsDialog >;
	notify: ( notice: Notice ) => void;
}

/**
 * The menu's category actions: add, rename (a filter on the old name follows it), delete (a filter on it goes),
 * and set how often to keep in touch with its contacts. Each clears the selection (spec: it is cleared when the categories change); the client reloads the
 * lists that show categories.
 *
 * @param options The page's state the actions work on.
 */
export function useCategoryActions( options: CategoryActionsOptions ) {
	const {
		wordpressId,
		categories,
		filters,
		navigate,
		selection,
		dialogs,
		notify,
	} = options;

	const success = ( message: string ) =>
		notify( { type: 'success', message } );

	/**
	 * The name dialog's Add or Save. A refusal (a name in use) rejects, and the dialog shows it.
	 *
	 * @param name     The name, trimmed.
	 * @param renaming The category being renamed, or undefined to add one.
	 */
	const saveName = async ( name: string, renaming?: Category ) => {
		if ( ! renaming ) {
			categories.setData( await addCategory( wordpressId, name ) );
			success(
				sprintf(
					/* translators: %s: category name. */
					__( 'Category “%s” added.', 'prism' ),
					name
				)
			);
		} else {
			categories.setData(
				await editCategory( wordpressId, renaming.id, name )
			);
			navigate( renameCategoryFilter( filters, renaming.name, name ), {
				replace: true,
			} );
			success(
				sprintf(
					/* translators: 1: old name, 2: new name. */
					__( 'Category “%1$s” renamed to “%2$s”.', 'prism' ),
					renaming.name,
					name
				)
			);
		}
		selection.clear();
		dialogs.close( 'name-category' );
	};

	/**
	 * The delete-category confirm's Delete.
	 *
	 * @param category The category.
	 */
	const confirmDelete = async ( category: Category ) => {
		categories.setData( await deleteCategory( wordpressId, category.id ) );
		dialogs.close( 'delete-category' );
		navigate( dropCategoryFilter( filters, category.name ), {
			replace: true,
		} );
		selection.clear();
		success(
			sprintf(
				/* translators: %s: category name. */
				__( 'Category “%s” deleted.', 'prism' ),
				category.name
			)
		);
	};

	/**
	 * The cadence dialog's Save: sets or clears how often to keep in touch with the category's contacts. A refusal
	 * rejects, and the dialog shows it.
	 *
	 * @param category The category.
	 * @param days     Days, or null to clear the cadence.
	 */
	const saveCadence = async ( category: Category, days: number | null ) => {
		categories.setData(
			await setCategoryCadence( wordpressId, category.id, days )
		);
		dialogs.close( 'category-cadence' );
		success(
			days === null
				? sprintf(
						/* translators: %s: category name. */
						__( 'Category “%s” no longer has a cadence.', 'prism' ),
						category.name
					)
				: sprintf(
						/* translators: 1: category name, 2: a cadence, e.g. Every 3 months. */
						__( 'Keep in touch with “%1$s”: %2$s.', 'prism' ),
						category.name,
						cadenceLabel( days )
					)
		);
	};

	return { saveName, confirmDelete, saveCadence };
}

import { useMemo } from 'react';
import type { Category, PageProps } from '../../../api/types';
import type { Resource } from '../../../api/useResource';
import { ImportDialog } from '../../../components/ImportDialog';
import { MessageDialog } from '../../../components/MessageDialog';
import { ContactFormDialog } from '../../../components/contact-form/ContactFormDialog';
import {
	CategoryNameDialog,
	ManageCategoriesDialog,
} from '../../../components/categories';
import type { Dialogs } from '../../../hooks/useDialog';
import type { useBulkActions } from '../useBulkActions';
import type { useCategoryActions } from '../useCategoryActions';
import { DeleteCategoryDialog } from './DeleteCategoryDialog';
import { DeleteContactsDialog } from './DeleteContactsDialog';
import { EmailDialog } from './EmailDialog';
import { MergeContactsDialog } from './MergeContactsDialog';
import type { ContactsDialog } from './dialogState';

const NO_CATEGORIES: Category[] = [];

export interface ContactsDialogsProps {
	page: PageProps;
	dialogs: Dialogs< ContactsDialog >;
	categories: Resource< Category[] >;
	bulk: ReturnType< typeof useBulkActions >;
	categoryActions: ReturnType< typeof useCategoryActions >;
}

/**
 * Every dialog of the contact list, each opened by the one dialog state. Each dialog is a module of its own, so
 * it can be loaded when first opened.
 *
 * @param props Props.
 */
export function ContactsDialogs( props: ContactsDialogsProps ) {
	const { page, dialogs, categories, bulk, categoryActions } = props;
	const { close } = dialogs;
	const add = dialogs.of( 'add' );
	const importing = dialogs.of( 'import' );
	const message = dialogs.of( 'message' );
	const email = dialogs.of( 'email' );
	const merge = dialogs.of( 'merge' );
	const remove = dialogs.of( 'delete' );
	const categorise = dialogs.of( 'categorise' );
	const naming = dialogs.of( 'name-category' );
	const removingCategory = dialogs.of( 'delete-category' );

	const categorised = categorise.dialog?.contacts;
	// The dialog starts its boxes from these contacts when it opens: the same list while it is open.
	const categorisedContacts = useMemo(
		() =>
			( categorised ?? [] ).map( ( c ) => ( {
				id: c.id,
				name: c.name,
				categoryIds: c.categoryIds,
			} ) ),
		[ categorised ]
	);
	const renaming =
		naming.dialog?.mode === 'rename' ? naming.dialog.category : undefined;

	return (
		<>
			<ContactFormDialog
				page={ page }
				open={ add.open }
				onClose={ () => close( 'add' ) }
				mode="add"
				initial={ add.open ? add.dialog?.draft?.values : undefined }
				errors={ add.open ? add.dialog?.draft?.errors : undefined }
			/>
			<ImportDialog
				open={ importing.open }
				onClose={ () => close( 'import' ) }
				links={ page.links }
			/>
			<MessageDialog
				message={
					message.open ? ( message.dialog?.message ?? '' ) : null
				}
				onClose={ () => close( 'message' ) }
			/>
			<EmailDialog
				open={ email.open }
				mail={ email.dialog?.mail }
				onClose={ () => close( 'email' ) }
			/>
			<MergeContactsDialog
				open={ merge.open }
				pair={ merge.dialog }
				onConfirm={ bulk.confirmMerge }
				onCancel={ () => close( 'merge' ) }
			/>
			<DeleteContactsDialog
				open={ remove.open }
				contacts={ remove.dialog?.contacts }
				onConfirm={ bulk.confirmDelete }
				onCancel={ () => close( 'delete' ) }
			/>
			<DeleteCategoryDialog
				open={ removingCategory.open }
				category={ removingCategory.dialog?.category }
				onConfirm={ categoryActions.confirmDelete }
				onCancel={ () => close( 'delete-category' ) }
			/>
			<CategoryNameDialog
				open={ naming.open }
				mode={ naming.dialog?.mode ?? 'add' }
				initialName={ renaming?.name }
				onClose={ () => close( 'name-category' ) }
				onSubmit={ ( name ) =>
					categoryActions.saveName( name, renaming )
				}
			/>
			<ManageCategoriesDialog
				open={ categorise.open }
				onClose={ () => close( 'categorise' ) }
				wordpressId={ page.wordpressId }
				contacts={ categorisedContacts }
				categories={ categories.data ?? NO_CATEGORIES }
				onCategoriesChange={ categories.setData }
				onApplied={ ( updated ) =>
					bulk.categoriesApplied(
						updated.length || categorisedContacts.length
					)
				}
			/>
		</>
	);
}

import { useMemo } from 'react';
import { __, sprintf } from '@wordpress/i18n';
import type { Category, PageProps } from '../../../api/types';
import type { ListFilters } from '../../../domain/listFilters';
import type { Resource } from '../../../api/useResource';
import { OnceOpened, lazyNamed } from '../../../components/OnceOpened';
import type { Dialogs } from '../../../hooks/useDialog';
import type { useBulkActions } from '../useBulkActions';
import type { BulkChangesControl } from '../useBulkChanges';
import type { useCategoryActions } from '../useCategoryActions';
import type { ContactsDialog } from './dialogState';

/*
 * Each dialog's code (and the MUI parts only dialogs use: Dialog, Select, Tabs…) is fetched when it first opens, so
 * the list shows sooner; the browser prefetches it once it is idle, so opening one is instant.
 */
const ContactFormDialog = lazyNamed( () =>
	import(
		/* webpackChunkName: "contact-form-dialog", webpackPrefetch: true */ '../../../components/contact-form/ContactFormDialog'
	).then( ( m ) => m.ContactFormDialog )
);
const ImportDialog = lazyNamed( () =>
	import(
		/* webpackChunkName: "import-dialog", webpackPrefetch: true */ '../../../components/ImportDialog'
	).then( ( m ) => m.ImportDialog )
);
const ExportDialog = lazyNamed( () =>
	import(
		/* webpackChunkName: "export-dialog", webpackPrefetch: true */ './ExportDialog'
	).then( ( m ) => m.ExportDialog )
);
/* Back up everything and Restore from a backup: one chunk for the two. */
const BackupDialog = lazyNamed( () =>
	import(
		/* webpackChunkName: "backup-dialogs", webpackPrefetch: true */ './BackupDialog'
	).then( ( m ) => m.BackupDialog )
);
const RestoreDialog = lazyNamed( () =>
	import(
		/* webpackChunkName: "backup-dialogs", webpackPrefetch: true */ './RestoreDialog'
	).then( ( m ) => m.RestoreDialog )
);
const MessageDialog = lazyNamed( () =>
	import(
		/* webpackChunkName: "message-dialog", webpackPrefetch: true */ '../../../components/MessageDialog'
	).then( ( m ) => m.MessageDialog )
);
const CategoryNameDialog = lazyNamed( () =>
	import(
		/* webpackChunkName: "category-dialogs", webpackPrefetch: true */ '../../../components/categories'
	).then( ( m ) => m.CategoryNameDialog )
);
const ManageCategoriesDialog = lazyNamed( () =>
	import(
		/* webpackChunkName: "category-dialogs", webpackPrefetch: true */ '../../../components/categories'
	).then( ( m ) => m.ManageCategoriesDialog )
);
const CadenceDialog = lazyNamed( () =>
	import(
		/* webpackChunkName: "cadence-dialog", webpackPrefetch: true */ '../../../components/cadence/CadenceDialog'
	).then( ( m ) => m.CadenceDialog )
);
const DeleteCategoryDialog = lazyNamed( () =>
	import(
		/* webpackChunkName: "contacts-confirm-dialogs", webpackPrefetch: true */ './DeleteCategoryDialog'
	).then( ( m ) => m.DeleteCategoryDialog )
);
const DeleteContactsDialog = lazyNamed( () =>
	import(
		/* webpackChunkName: "contacts-confirm-dialogs", webpackPrefetch: true */ './DeleteContactsDialog'
	).then( ( m ) => m.DeleteContactsDialog )
);
const MergeContactsDialog = lazyNamed( () =>
	import(
		/* webpackChunkName: "contacts-confirm-dialogs", webpackPrefetch: true */ './MergeContactsDialog'
	).then( ( m ) => m.MergeContactsDialog )
);
/* The bulk actions under More actions: one chunk for the four (their shared parts, MUI's Select and radios). */
const BulkChangeDialog = lazyNamed( () =>
	import(
		/* webpackChunkName: "bulk-change-dialog", webpackPrefetch: true */ './BulkChangeDialog'
	).then( ( m ) => m.BulkChangeDialog )
);
const EmailDialog = lazyNamed( () =>
	import(
		/* webpackChunkName: "email-dialog", webpackPrefetch: true */ './EmailDialog'
	).then( ( m ) => m.EmailDialog )
);

const NO_CATEGORIES: Category[] = [];

export interface ContactsDialogsProps {
	page: PageProps;
	dialogs: Dialogs< ContactsDialog >;
	categories: Resource< Category[] >;
	bulk: ReturnType< typeof useBulkActions >;
	/** More actions' changes (move to stage, keep in touch, add a follow-up, archive) and the one running. */
	changes: BulkChangesControl;
	categoryActions: ReturnType< typeof useCategoryActions >;
	/** What Export offers: the list's filters, how many they match, the selected ids. */
	list: {
		filters: ListFilters;
		matching: number | undefined;
		selected: readonly number[];
	};
	/** A message for the member (the export has started; a restore ended with its dialog closed). */
	notify: ( message: string, type?: 'info' | 'success' | 'error' ) => void;
}

/**
 * Every dialog of the contact list, each opened by the one dialog state. Each dialog is a module of its own, so
 * it can be loaded when first opened.
 *
 * @param props Props.
 */
export function ContactsDialogs( props: ContactsDialogsProps ) {
	const {
		page,
		dialogs,
		categories,
		bulk,
		changes,
		categoryActions,
		list,
		notify,
	} = props;
	const { close } = dialogs;
	const add = dialogs.of( 'add' );
	const importing = dialogs.of( 'import' );
	const exporting = dialogs.of( 'export' );
	const backingUp = dialogs.of( 'backup' );
	const restoring = dialogs.of( 'restore' );
	const message = dialogs.of( 'message' );
	const email = dialogs.of( 'email' );
	const merge = dialogs.of( 'merge' );
	const remove = dialogs.of( 'delete' );
	const categorise = dialogs.of( 'categorise' );
	const naming = dialogs.of( 'name-category' );
	const removingCategory = dialogs.of( 'delete-category' );
	const cadence = dialogs.of( 'category-cadence' );
	const changing = dialogs.of( 'bulk' );
	const cadenceCategory = cadence.dialog?.category;

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
			<OnceOpened open={ add.open }>
				<ContactFormDialog
					page={ page }
					open={ add.open }
					onClose={ () => close( 'add' ) }
					mode="add"
					initial={ add.open ? add.dialog?.draft?.values : undefined }
					errors={ add.open ? add.dialog?.draft?.errors : undefined }
					message={
						add.open ? add.dialog?.draft?.message : undefined
					}
				/>
			</OnceOpened>
			<OnceOpened open={ importing.open }>
				<ImportDialog
					open={ importing.open }
					onClose={ () => close( 'import' ) }
					page={ page }
					flash={ importing.dialog?.flash }
					onRestore={ () => dialogs.open( { kind: 'restore' } ) }
				/>
			</OnceOpened>
			<OnceOpened open={ exporting.open }>
				<ExportDialog
					open={ exporting.open }
					onClose={ () => close( 'export' ) }
					restRoot={ page.restRoot }
					nonce={ page.nonce }
					filters={ list.filters }
					matching={ list.matching }
					selected={ list.selected }
					onStarted={ () => {
						close( 'export' );
						notify(
							__(
								'Your download has started. Your browser saves the file.',
								'prism'
							)
						);
					} }
				/>
			</OnceOpened>
			<OnceOpened open={ backingUp.open }>
				<BackupDialog
					open={ backingUp.open }
					onClose={ () => close( 'backup' ) }
					restRoot={ page.restRoot }
					nonce={ page.nonce }
					wordpressId={ page.wordpressId }
					onRestore={ () => dialogs.open( { kind: 'restore' } ) }
					onStarted={ () => {
						close( 'backup' );
						notify(
							__(
								'Your download has started. Your browser saves the file.',
								'prism'
							)
						);
					} }
				/>
			</OnceOpened>
			{ /* Stays mounted once opened: a restore goes on while its dialog is closed. */ }
			<OnceOpened open={ restoring.open }>
				<RestoreDialog
					open={ restoring.open }
					onClose={ () => close( 'restore' ) }
					wordpressId={ page.wordpressId }
					notify={ notify }
				/>
			</OnceOpened>
			<OnceOpened open={ message.open }>
				<MessageDialog
					message={
						message.open ? ( message.dialog?.message ?? '' ) : null
					}
					onClose={ () => close( 'message' ) }
				/>
			</OnceOpened>
			<OnceOpened open={ email.open }>
				<EmailDialog
					open={ email.open }
					mail={ email.dialog?.mail }
					onClose={ () => close( 'email' ) }
				/>
			</OnceOpened>
			<OnceOpened open={ merge.open }>
				<MergeContactsDialog
					open={ merge.open }
					pair={ merge.dialog }
					onConfirm={ bulk.confirmMerge }
					onCancel={ () => close( 'merge' ) }
				/>
			</OnceOpened>
			<OnceOpened open={ remove.open }>
				<DeleteContactsDialog
					open={ remove.open }
					contacts={ remove.dialog?.contacts }
					onConfirm={ bulk.confirmDelete }
					onCancel={ () => close( 'delete' ) }
				/>
			</OnceOpened>
			<OnceOpened open={ changing.open }>
				<BulkChangeDialog
					open={ changing.open }
					action={ changing.dialog?.action }
					ids={ changing.dialog?.ids }
					run={ changes.run }
					today={ page.today }
					onStart={ changes.start }
					onClose={ () => close( 'bulk' ) }
				/>
			</OnceOpened>
			<OnceOpened open={ removingCategory.open }>
				<DeleteCategoryDialog
					open={ removingCategory.open }
					category={ removingCategory.dialog?.category }
					onConfirm={ categoryActions.confirmDelete }
					onCancel={ () => close( 'delete-category' ) }
				/>
			</OnceOpened>
			<OnceOpened open={ cadence.open }>
				<CadenceDialog
					open={ cadence.open }
					title={ sprintf(
						/* translators: %s: category name. */
						__( 'Keep in touch: %s', 'prism' ),
						cadenceCategory?.name ?? ''
					) }
					about={ __(
						'How often do you want to be in touch with the contacts in this category? A contact’s own cadence comes first; with several categories, the shortest cadence applies.',
						'prism'
					) }
					days={ cadenceCategory?.cadenceDays }
					noneLabel={ __( 'No cadence', 'prism' ) }
					noneHint={ __(
						'The category brings no reminders to reach out.',
						'prism'
					) }
					onSave={ async ( days ) => {
						if ( cadenceCategory ) {
							await categoryActions.saveCadence(
								cadenceCategory,
								days
							);
						}
					} }
					onClose={ () => close( 'category-cadence' ) }
				/>
			</OnceOpened>
			<OnceOpened open={ naming.open }>
				<CategoryNameDialog
					open={ naming.open }
					mode={ naming.dialog?.mode ?? 'add' }
					initialName={ renaming?.name }
					onClose={ () => close( 'name-category' ) }
					onSubmit={ ( name ) =>
						categoryActions.saveName( name, renaming )
					}
				/>
			</OnceOpened>
			<OnceOpened open={ categorise.open }>
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
			</OnceOpened>
		</>
	);
}

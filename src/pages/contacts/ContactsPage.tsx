import { useCallback, useEffect, useMemo, useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import Close from '@mui/icons-material/Close';
import PersonAddAlt1 from '@mui/icons-material/PersonAddAlt1';
import Tune from '@mui/icons-material/Tune';
import {
	addCategory,
	deleteCategory,
	deleteContacts,
	editCategory,
	getCategories,
	getContactIds,
	getContactPage,
	getStageCounts,
	mergeContacts,
} from '../../api/client';
import type { ApiError, Category, Contact, PageProps } from '../../api/types';
import { FlashMessage, NoticeBar } from '../../components/FlashMessage';
import type { Notice } from '../../components/FlashMessage';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ImportDialog } from '../../components/ImportDialog';
import { MessageDialog } from '../../components/MessageDialog';
import { ContactFormDialog } from '../../components/contact-form/ContactFormDialog';
import {
	CategoryNameDialog,
	ManageCategoriesDialog,
} from '../../components/categories';
import { useAsync } from '../../hooks/useAsync';
import { displayName } from '../../domain/contactFields';
import {
	activeFilterCount,
	allContacts,
	clearFilters,
	dropCategoryFilter,
	hasActiveFilters,
	lastPage,
	listKey,
	renameCategoryFilter,
	toListQuery,
	toggleFilter,
	toggleNameOrder,
	withOrder,
	withPage,
	withSearch,
} from '../../domain/listFilters';
import type {
	FilterGroup,
	FilterValues,
	ListFilters,
} from '../../domain/listFilters';
import {
	EMPTY_SELECTION,
	inListOrder,
	mailtoForContacts,
	selectionScope,
	toggleAll,
	toggleSelected,
	wholeListState,
} from '../../domain/selection';
import type { Selection } from '../../domain/selection';
import { ActiveFilters } from './ActiveFilters';
import { BulkActions } from './BulkActions';
import type { BulkActionsProps } from './BulkActions';
import { ContactRows, ContactRowsSkeleton } from './ContactRows';
import { ContactsMenu } from './ContactsMenu';
import { EmailDialog } from './EmailDialog';
import { ListToolbar } from './ListToolbar';
import { LoadError, NoContacts, NoMatches } from './ListStates';
import { Pager } from './Pager';
import { takeAddFlag, useListUrl } from './useListUrl';
import { useContactLookup } from './useContactLookup';

/**
 * The spec's stacking value for the merge dialog. PRISM's theme already lifts every dialog above WordPress's admin
 * bar (z-index 99999), so the merge dialog takes whichever is higher: never below the spec's value, never under
 * the admin bar.
 */
const MERGE_DIALOG_Z = 26000;
const NO_CATEGORIES: Category[] = [];

/**
 * The island sits in the theme's post content, whose link rule (.wp-block-post-content a) underlines every link
 * and outranks MUI's classes; the list's links underline on hover, and the menu's link reads like its buttons.
 */
const pageSx = {
	py: 2,
	'& a.MuiLink-underlineHover': {
		textDecoration: 'none',
		'&:hover, &:focus-visible': { textDecoration: 'underline' },
	},
	'& a.MuiListItemButton-root': {
		color: 'text.primary',
		textDecoration: 'none',
	},
} as const;

export const MESSAGES = {
	emailNone: 'Select some contacts first.',
	mergeTwo: 'Please select 2, and only 2 contacts to merge.',
	deleteNone: 'Select some contacts to delete.',
	categoriesNone: 'Select some contacts first.',
	mergeConfirm: 'Are you sure you want to merge the selected contacts?',
	deleteConfirm: 'Are you sure you want to delete the selected contacts?',
	deleteCategoryConfirm: 'Are you sure you want to delete this category?',
} as const;

type Busy = BulkActionsProps[ 'busy' ];

function plural( count: number, one: string, many = `${ one }s` ): string {
	return `${ count } ${ count === 1 ? one : many }`;
}

function namesOf( contacts: readonly Contact[], max = 3 ): string {
	const names = contacts.map( ( c ) => displayName( c.name ) );
	return names.length > max
		? `${ names.slice( 0, max ).join( ', ' ) } and ${ names.length - max } more`
		: names.join( ', ' );
}

/**
 * Why a filtered list can be empty even though contacts exist: PRISM's AND-within-a-group rule.
 *
 * @param filters The state.
 */
function whyEmpty( filters: ListFilters ): string | undefined {
	if (
		filters.stages.length > 1 ||
		filters.process.length > 1 ||
		filters.statuses.length > 1
	) {
		return 'A contact is at one stage, with one status, active or not, so choosing two values in one of those groups matches nobody. Turn one of them off.';
	}
	return undefined;
}

/**
 * The contact list screen: the left menu, the filtered and searchable list with its pages, selection and bulk
 * actions, and the dialogs they open.
 *
 * @param props      Props.
 * @param props.page Page props.
 */
export function ContactsPage( { page }: { page: PageProps } ) {
	const wordpressId = page.wordpressId;
	const theme = useTheme();
	const wide = useMediaQuery( theme.breakpoints.up( 'md' ), { noSsr: true } );
	const tableLayout = useMediaQuery( theme.breakpoints.up( 'lg' ), {
		noSsr: true,
	} );

	const { filters, navigate } = useListUrl();
	const key = listKey( filters );
	const [ revision, setRevision ] = useState( 0 );
	const [ categoryRevision, setCategoryRevision ] = useState( 0 );

	const list = useAsync(
		() => getContactPage( wordpressId, toListQuery( filters ) ),
		[ wordpressId, key, filters.page, revision ]
	);
	const categories = useAsync(
		() => getCategories( wordpressId ),
		[ wordpressId ]
	);
	const counts = useAsync(
		() => getStageCounts( wordpressId ),
		[ wordpressId, revision ]
	);
	const lookup = useContactLookup( wordpressId );

	useEffect( () => {
		if ( list.data ) {
			lookup.remember( list.data.items );
		}
	}, [ list.data, lookup ] );

	// A page past the end (a shared link, or after deleting the last rows of the last page): show the last page.
	useEffect( () => {
		const data = list.data;
		if (
			data &&
			! list.isLoading &&
			data.items.length === 0 &&
			data.total > 0 &&
			filters.page > lastPage( data.total )
		) {
			navigate( withPage( filters, lastPage( data.total ) ), {
				replace: true,
			} );
		}
	}, [ list.data, list.isLoading, filters, navigate ] );

	/* Selection: kept across pages, cleared when the list or the categories change. */
	const scope = selectionScope( key, categoryRevision );
	const [ picked, setPicked ] = useState< { scope: string; ids: Selection } >(
		{ scope, ids: EMPTY_SELECTION }
	);
	const selection = picked.scope === scope ? picked.ids : EMPTY_SELECTION;
	const [ selectingAll, setSelectingAll ] = useState( false );
	const total = list.data?.total;

	/* Dialogs and notices. */
	const flashDraft =
		page.flash?.type === 'error' &&
		( page.flash.form === 'add-contact' || page.flash.form === 'contact' )
			? page.flash
			: null;
	const [ addOpen, setAddOpen ] = useState(
		() => takeAddFlag() || flashDraft !== null
	);
	const [ addDraft, setAddDraft ] = useState( flashDraft );
	const [ importOpen, setImportOpen ] = useState( false );
	const [ menuOpen, setMenuOpen ] = useState( false );
	const [ message, setMessage ] = useState< string | null >( null );
	const [ notice, setNotice ] = useState< Notice | null >( null );
	const [ busy, setBusy ] = useState< Busy >( null );
	const [ mail, setMail ] = useState< ReturnType<
		typeof mailtoForContacts
	> | null >( null );
	const [ merging, setMerging ] = useState< {
		open: boolean;
		keep?: Contact;
		gone?: Contact;
	} >( { open: false } );
	const [ deleting, setDeleting ] = useState< {
		open: boolean;
		contacts: Contact[];
	} >( { open: false, contacts: [] } );
	const [ categorising, setCategorising ] = useState< {
		open: boolean;
		contacts: Contact[];
	} >( { open: false, contacts: [] } );
	const [ naming, setNaming ] = useState< {
		open: boolean;
		mode: 'add' | 'rename';
		category?: Category;
	} >( { open: false, mode: 'add' } );
	const [ removingCategory, setRemovingCategory ] = useState< {
		open: boolean;
		category?: Category;
	} >( { open: false } );

	/** The server changed: read the list and counts again. */
	const refresh = useCallback( () => {
		lookup.forget();
		setRevision( ( r ) => r + 1 );
	}, [ lookup ] );

	const clearSelection = () => setPicked( { scope, ids: EMPTY_SELECTION } );

	const change = useCallback(
		( next: ListFilters ) => navigate( next ),
		[ navigate ]
	);
	const toggle = useCallback(
		< G extends FilterGroup >( group: G, value: FilterValues[ G ] ) =>
			change( toggleFilter( filters, group, value ) ),
		[ change, filters ]
	);
	const search = useCallback(
		( q: string ) => change( withSearch( filters, q ) ),
		[ change, filters ]
	);

	const openAdd = () => {
		setAddDraft( null );
		setAddOpen( true );
		setMenuOpen( false );
	};
	const openImport = () => {
		setImportOpen( true );
		setMenuOpen( false );
	};

	const toggleAllRows = async () => {
		if ( total === undefined ) {
			return;
		}
		if ( wholeListState( selection, total ) === 'all' ) {
			clearSelection();
			return;
		}
		const startedIn = scope;
		setSelectingAll( true );
		try {
			const ids = await getContactIds(
				wordpressId,
				toListQuery( filters )
			);
			setPicked( { scope: startedIn, ids: toggleAll( selection, ids ) } );
		} catch ( e ) {
			setNotice( { type: 'error', message: ( e as ApiError ).message } );
		} finally {
			setSelectingAll( false );
		}
	};

	/**
	 * Runs a bulk step that reads from the server, showing its progress and any failure.
	 *
	 * @param action The action (its button shows a spinner).
	 * @param step   The step.
	 */
	const prepare = async (
		action: Exclude< Busy, null >,
		step: () => Promise< void >
	) => {
		setBusy( action );
		try {
			await step();
		} catch ( e ) {
			setNotice( { type: 'error', message: ( e as ApiError ).message } );
		} finally {
			setBusy( null );
		}
	};

	const emailSelected = () => {
		if ( selection.length === 0 ) {
			setMessage( MESSAGES.emailNone );
			return;
		}
		prepare( 'email', async () =>
			setMail(
				mailtoForContacts( await lookup.resolve( selection, filters ) )
			)
		);
	};

	const mergeSelected = () => {
		if ( selection.length !== 2 ) {
			setMessage( MESSAGES.mergeTwo );
			return;
		}
		prepare( 'merge', async () => {
			const order = inListOrder(
				selection,
				await getContactIds( wordpressId, toListQuery( filters ) )
			);
			const [ keep, gone ] = await lookup.resolve( order, filters );
			if ( ! keep || ! gone ) {
				throw {
					code: 'prism_not_found',
					message:
						'One of the selected contacts no longer exists. The list has been refreshed.',
				};
			}
			setMerging( { open: true, keep, gone } );
		} );
	};

	const deleteSelected = () => {
		if ( selection.length === 0 ) {
			setMessage( MESSAGES.deleteNone );
			return;
		}
		prepare( 'delete', async () =>
			setDeleting( {
				open: true,
				contacts: await lookup.resolve( selection, filters ),
			} )
		);
	};

	const categoriseSelected = () => {
		if ( selection.length === 0 ) {
			setMessage( MESSAGES.categoriesNone );
			return;
		}
		prepare( 'categories', async () =>
			setCategorising( {
				open: true,
				contacts: await lookup.resolve( selection, filters ),
			} )
		);
	};

	const confirmMerge = async () => {
		const { keep, gone } = merging;
		if ( ! keep || ! gone ) {
			return;
		}
		await mergeContacts( wordpressId, [ keep.id, gone.id ] );
		setMerging( ( m ) => ( { ...m, open: false } ) );
		clearSelection();
		refresh();
		categories.reload();
		setNotice( {
			type: 'success',
			message: `Merged ${ gone.name || 'the second contact' } into ${ keep.name || 'the first contact' }.`,
		} );
	};

	const confirmDelete = async () => {
		const ids = deleting.contacts.map( ( c ) => c.id );
		const result = await deleteContacts( wordpressId, ids );
		setDeleting( ( d ) => ( { ...d, open: false } ) );
		clearSelection();
		refresh();
		categories.reload();
		setNotice( {
			type: 'success',
			message: `Deleted ${ plural( result.deleted, 'contact' ) }.`,
		} );
	};

	const saveCategoryName = async ( name: string ) => {
		if ( naming.mode === 'add' ) {
			categories.setData( await addCategory( wordpressId, name ) );
			setNotice( {
				type: 'success',
				message: `Category “${ name }” added.`,
			} );
		} else if ( naming.category ) {
			const before = naming.category.name;
			categories.setData(
				await editCategory( wordpressId, naming.category.id, name )
			);
			navigate( renameCategoryFilter( filters, before, name ), {
				replace: true,
			} );
			refresh();
			setNotice( {
				type: 'success',
				message: `Category “${ before }” renamed to “${ name }”.`,
			} );
		}
		setCategoryRevision( ( r ) => r + 1 );
		setNaming( ( n ) => ( { ...n, open: false } ) );
	};

	const confirmDeleteCategory = async () => {
		const category = removingCategory.category;
		if ( ! category ) {
			return;
		}
		categories.setData( await deleteCategory( wordpressId, category.id ) );
		setRemovingCategory( ( r ) => ( { ...r, open: false } ) );
		navigate( dropCategoryFilter( filters, category.name ), {
			replace: true,
		} );
		setCategoryRevision( ( r ) => r + 1 );
		refresh();
		setNotice( {
			type: 'success',
			message: `Category “${ category.name }” deleted.`,
		} );
	};

	const categorisedContacts = useMemo(
		() =>
			categorising.contacts.map( ( c ) => ( {
				id: c.id,
				name: c.name,
				categoryIds: c.categoryIds,
			} ) ),
		[ categorising.contacts ]
	);

	const menu = (
		<ContactsMenu
			links={ page.links }
			filters={ filters }
			categories={ categories }
			counts={ counts.data }
			hasSuggestions={ false }
			onAddContact={ openAdd }
			onImport={ openImport }
			onAllContacts={ () => {
				change( allContacts() );
				setMenuOpen( false );
			} }
			onRecentlyAdded={ () => {
				change( withOrder( filters, 'recent' ) );
				setMenuOpen( false );
			} }
			onToggle={ toggle }
			onAddCategory={ () => setNaming( { open: true, mode: 'add' } ) }
			onRenameCategory={ ( category ) =>
				setNaming( { open: true, mode: 'rename', category } )
			}
			onDeleteCategory={ ( category ) =>
				setRemovingCategory( { open: true, category } )
			}
		/>
	);

	const data = list.data;
	const firstLoad = list.isLoading && ! data;
	const layout = tableLayout ? 'table' : 'cards';
	const filtered = hasActiveFilters( filters );
	let body;
	if ( list.error && ! data ) {
		body = <LoadError error={ list.error } onRetry={ list.reload } />;
	} else if ( firstLoad || ! data ) {
		body = <ContactRowsSkeleton layout={ layout } />;
	} else if ( data.total === 0 && ! list.isLoading ) {
		body = filtered ? (
			<NoMatches
				onClear={ () => change( clearFilters( filters ) ) }
				detail={ whyEmpty( filters ) }
			/>
		) : (
			<NoContacts onAdd={ openAdd } onImport={ openImport } />
		);
	} else {
		body = (
			<Box
				sx={ {
					overflowX: layout === 'table' ? 'auto' : 'visible',
					p: layout === 'cards' ? { xs: 1.5, sm: 2 } : 0,
				} }
			>
				<ContactRows
					contacts={ data.items }
					links={ page.links }
					selection={ selection }
					onToggle={ ( id ) =>
						setPicked( {
							scope,
							ids: toggleSelected( selection, id ),
						} )
					}
					busy={ list.isLoading }
					layout={ layout }
				/>
			</Box>
		);
	}

	const filterCount = activeFilterCount( filters );

	return (
		<Box sx={ pageSx } data-testid="contacts-page">
			{ ! wide && (
				<Box sx={ { display: 'flex', gap: 1, mb: 2 } }>
					<Button
						variant="outlined"
						onClick={ () => setMenuOpen( true ) }
						startIcon={
							<Badge badgeContent={ filterCount } color="primary">
								<Tune />
							</Badge>
						}
						aria-label={
							filterCount
								? `Menu and filters, ${ filterCount } in use`
								: 'Menu and filters'
						}
						aria-expanded={ menuOpen }
						aria-controls="prism-contacts-drawer"
						sx={ { flex: 1 } }
					>
						Filters
					</Button>
					<Button
						variant="contained"
						onClick={ openAdd }
						startIcon={ <PersonAddAlt1 /> }
					>
						Add Contact
					</Button>
				</Box>
			) }

			<Box
				sx={ {
					display: 'grid',
					gridTemplateColumns: {
						xs: 'minmax(0, 1fr)',
						md: '250px minmax(0, 1fr)',
					},
					gap: 3,
					alignItems: 'start',
				} }
			>
				{ wide ? (
					<Paper variant="outlined" sx={ { p: 1, pt: 1.5 } }>
						{ menu }
					</Paper>
				) : (
					<Drawer
						id="prism-contacts-drawer"
						open={ menuOpen }
						onClose={ () => setMenuOpen( false ) }
						// Above WordPress's admin bar, like PRISM's dialogs.
						sx={ { zIndex: theme.zIndex.modal } }
						slotProps={ {
							paper: {
								sx: { width: 'min(320px, 88vw)', p: 1, pt: 0 },
							},
						} }
					>
						<Box
							sx={ {
								display: 'flex',
								alignItems: 'center',
								justifyContent: 'space-between',
								py: 1,
								pl: 1,
								position: 'sticky',
								top: 0,
								bgcolor: 'background.paper',
								zIndex: 1,
							} }
						>
							<Typography variant="h3" component="h2">
								Menu and filters
							</Typography>
							<IconButton
								onClick={ () => setMenuOpen( false ) }
								aria-label="Close menu"
							>
								<Close />
							</IconButton>
						</Box>
						{ menu }
						<Box
							sx={ {
								position: 'sticky',
								bottom: 0,
								bgcolor: 'background.paper',
								py: 1,
							} }
						>
							<Button
								variant="contained"
								fullWidth
								onClick={ () => setMenuOpen( false ) }
							>
								{ total === undefined
									? 'Show contacts'
									: `Show ${ plural( total, 'contact' ) }` }
							</Button>
						</Box>
					</Drawer>
				) }

				<Paper
					variant="outlined"
					component="section"
					aria-label="Contact list"
					sx={ { overflow: 'hidden', position: 'relative' } }
				>
					<ListToolbar
						q={ filters.q }
						onSearch={ search }
						order={ filters.order }
						onToggleOrder={ () =>
							change( toggleNameOrder( filters ) )
						}
						total={ total }
						selectedCount={ selection.length }
						allState={ wholeListState( selection, total ?? 0 ) }
						onToggleAll={ toggleAllRows }
						selectingAll={ selectingAll }
					/>
					<ActiveFilters
						filters={ filters }
						onToggle={ toggle }
						onSearch={ search }
						onClear={ () => change( clearFilters( filters ) ) }
					/>
					<BulkActions
						selectedCount={ selection.length }
						busy={ busy }
						onEmail={ emailSelected }
						onMerge={ mergeSelected }
						onCategories={ categoriseSelected }
						onDelete={ deleteSelected }
						onClear={ clearSelection }
					/>
					<Box sx={ { height: 4 } }>
						{ list.isLoading && data && (
							<LinearProgress aria-label="Loading contacts" />
						) }
					</Box>
					{ list.error && data && (
						<LoadError
							error={ list.error }
							onRetry={ list.reload }
						/>
					) }
					{ body }
					{ data && data.total > 0 && (
						<Pager
							page={ filters.page }
							total={ data.total }
							shown={ data.items.length }
							onPage={ ( p ) => change( withPage( filters, p ) ) }
							disabled={ list.isLoading }
						/>
					) }
				</Paper>
			</Box>

			<ContactFormDialog
				page={ page }
				open={ addOpen }
				onClose={ () => {
					setAddOpen( false );
					setAddDraft( null );
				} }
				mode="add"
				initial={ addDraft?.values }
				errors={ addDraft?.errors }
			/>
			<ImportDialog
				open={ importOpen }
				onClose={ () => setImportOpen( false ) }
				links={ page.links }
			/>
			<MessageDialog
				message={ message }
				onClose={ () => setMessage( null ) }
			/>
			<EmailDialog mail={ mail } onClose={ () => setMail( null ) } />

			<ConfirmDialog
				open={ merging.open }
				title="Merge contacts"
				message={ MESSAGES.mergeConfirm }
				details={
					merging.keep && merging.gone ? (
						<>
							<strong>
								{ merging.keep.name || 'The first contact' }
							</strong>{ ' ' }
							will be kept. The details, notes, follow-ups, events
							and categories of{ ' ' }
							<strong>
								{ merging.gone.name || 'the second contact' }
							</strong>{ ' ' }
							are added to it, and{ ' ' }
							{ merging.gone.name || 'the second contact' } is
							removed. Merging cannot be undone.
						</>
					) : undefined
				}
				confirmLabel="Merge"
				busyLabel="Working…"
				initialFocus="cancel"
				onConfirm={ confirmMerge }
				onCancel={ () =>
					setMerging( ( m ) => ( { ...m, open: false } ) )
				}
				zIndex={ Math.max( MERGE_DIALOG_Z, theme.zIndex.modal ) }
			/>
			<ConfirmDialog
				open={ deleting.open }
				title="Delete contacts"
				message={ MESSAGES.deleteConfirm }
				details={ `${ plural( deleting.contacts.length, 'contact' ) } (${ namesOf( deleting.contacts ) }) will be deleted with their notes, follow-ups and events. This cannot be undone.` }
				confirmLabel="Delete"
				busyLabel="Working…"
				destructive
				onConfirm={ confirmDelete }
				onCancel={ () =>
					setDeleting( ( d ) => ( { ...d, open: false } ) )
				}
			/>
			<ConfirmDialog
				open={ removingCategory.open }
				title="Delete category"
				message={ MESSAGES.deleteCategoryConfirm }
				details={
					removingCategory.category
						? `“${ removingCategory.category.name }” will be removed from ${ plural( removingCategory.category.count, 'contact' ) }. The contacts themselves stay.`
						: undefined
				}
				confirmLabel="Delete"
				busyLabel="Working…"
				destructive
				onConfirm={ confirmDeleteCategory }
				onCancel={ () =>
					setRemovingCategory( ( r ) => ( { ...r, open: false } ) )
				}
			/>
			<CategoryNameDialog
				open={ naming.open }
				mode={ naming.mode }
				initialName={ naming.category?.name }
				onClose={ () =>
					setNaming( ( n ) => ( { ...n, open: false } ) )
				}
				onSubmit={ saveCategoryName }
			/>
			<ManageCategoriesDialog
				open={ categorising.open }
				onClose={ () =>
					setCategorising( ( c ) => ( { ...c, open: false } ) )
				}
				wordpressId={ wordpressId }
				contacts={ categorisedContacts }
				categories={ categories.data ?? NO_CATEGORIES }
				onCategoriesChange={ ( next ) => categories.setData( next ) }
				onApplied={ ( updated ) => {
					clearSelection();
					setCategoryRevision( ( r ) => r + 1 );
					refresh();
					categories.reload();
					setNotice( {
						type: 'success',
						message: `Categories updated for ${ plural( updated.length || categorising.contacts.length, 'contact' ) }.`,
					} );
				} }
			/>

			<FlashMessage flash={ page.flash } />
			<NoticeBar notice={ notice } onClose={ () => setNotice( null ) } />
		</Box>
	);
}

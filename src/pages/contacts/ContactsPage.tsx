import { useCallback, useState } from 'react';
import { __ } from '@wordpress/i18n';
import Box from '../../components/light/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { getContactIds } from '../../api/client';
import {
	useCategories,
	useContactPage,
	useImportSourceCounts,
	useStageCounts,
} from '../../api/hooks';
import type { Flash, PageProps, ReachOutFilter } from '../../api/types';
import type { Notice } from '../../components/FlashMessage';
import { OnceOpened, lazyNamed } from '../../components/OnceOpened';
import {
	EMPTY_FILTERS,
	activeFilterCount,
	allContacts,
	clearFilters,
	clearFiltersInView,
	listKey,
	toListQuery,
	toggleFilter,
	toggleNameOrder,
	withArchived,
	withNotContacted,
	withOrder,
	withPage,
	withReachOut,
	withSearch,
} from '../../domain/listFilters';
import type { NotContactedDays } from '../../domain/interactions';
import type {
	FilterGroup,
	FilterValues,
	ListFilters,
} from '../../domain/listFilters';
import { useDialog } from '../../hooks/useDialog';
import { useSelection } from '../../hooks/useSelection';
import { ActiveFilters } from './ActiveFilters';
import { ArchivedViewNotice } from './ArchivedViewNotice';
import { BulkActions } from './BulkActions';
import { ContactsMenu } from './ContactsMenu';
import { ContactsDialogs } from './dialogs/ContactsDialogs';
import type { ContactsDialog } from './dialogs/dialogState';
import { ListBody } from './ListBody';
import { ListToolbar, SEARCH_INPUT_ID } from './ListToolbar';
import { LoadError } from './ListStates';
import { LoadingBar } from '../../components/LoadingBar';
import { MenuBar } from './MenuBar';
import { Pager } from '../../components/Pager';
import { useBulkActions } from './useBulkActions';
import { useBulkChanges } from './useBulkChanges';
import { useCategoryActions } from './useCategoryActions';
import { useContactLookup } from './useContactLookup';
import { useImports } from './useImports';
import {
	takeAddFlag,
	takeImportFlag,
	useListUrl,
	useStayInRange,
} from './useListUrl';
import { Surface } from '../../components/Surface';
import { SkipLink } from '../../components/SkipLink';

/* Loaded when first needed: the phone's menu drawer, and the snackbars that carry messages. */
const MenuDrawer = lazyNamed( () =>
	import(
		/* webpackChunkName: "contacts-menu-drawer", webpackPrefetch: true */ './MenuDrawer'
	).then( ( m ) => m.MenuDrawer )
);
const FlashMessage = lazyNamed( () =>
	import(
		/* webpackChunkName: "notices", webpackPrefetch: true */ '../../components/FlashMessage'
	).then( ( m ) => m.FlashMessage )
);
/* The imports' progress, loaded when the member has an import to show. */
const ImportProgress = lazyNamed( () =>
	import( /* webpackChunkName: "import-progress" */ './ImportProgress' ).then(
		( m ) => m.ImportProgress
	)
);
const NoticeBar = lazyNamed( () =>
	import(
		/* webpackChunkName: "notices", webpackPrefetch: true */ '../../components/FlashMessage'
	).then( ( m ) => m.NoticeBar )
);
/**
 * The island sits in the theme's post content, whose link rule (.wp-block-post-content a) underlines every link
 * and outranks MUI's classes; the list's links underline on hover (the menu's links are styled with it: MenuRow).
 */
const pageSx = {
	py: 2,
	position: 'relative',
	'& a.MuiLink-underlineHover': {
		textDecoration: 'none',
		'&:hover, &:focus-visible': { textDecoration: 'underline' },
	},
} as const;

/** Whether the page was opened with ?import=1 (read before the flag leaves the URL). */
const OPENED_TO_IMPORT =
	typeof window !== 'undefined' &&
	new URLSearchParams( window.location.search ).get( 'import' ) === '1';

/**
 * Whether the page's flash is the Import dialog's: a refused import post, shown in the dialog it reopens.
 *
 * @param flash The page's one-time message.
 */
function isImportRefusal( flash: Flash | null ): flash is Flash {
	return (
		flash?.type === 'error' &&
		( flash.form === 'import' ||
			// An import post whose session had expired comes back to ?import=1&prism_form=expired: nothing
			// was kept, and the reopened dialog says so.
			( flash.form === 'expired' && OPENED_TO_IMPORT ) )
	);
}

/**
 * Whether the page's flash is the Add Contact form's refusal: the reopened dialog says it, naming the fields, so it
 * is not also a message at the top of the page, over the dialog's title.
 *
 * @param flash The page's one-time message.
 */
function isContactFormRefusal( flash: Flash | null ): flash is Flash {
	return (
		flash?.type === 'error' &&
		( flash.form === 'add-contact' || flash.form === 'contact' )
	);
}

/**
 * The dialog open on load: Add Contact when the page was opened to add one (?add=1), or when the server refused
 * what the member typed in it (the flash carries it back); Import when it was opened to import (?import=1), with
 * the reason when the server refused an import post.
 *
 * @param flash The page's one-time message.
 */
function dialogOnLoad( flash: Flash | null ): ContactsDialog | null {
	const draft = isContactFormRefusal( flash ) ? flash : null;
	// Both flags leave the URL, whichever dialog opens.
	const wanted = { add: takeAddFlag(), import: takeImportFlag() };
	if ( wanted.add || draft ) {
		return { kind: 'add', draft };
	}
	if ( wanted.import || isImportRefusal( flash ) ) {
		return {
			kind: 'import',
			flash: isImportRefusal( flash ) ? flash : null,
		};
	}
	return null;
}

/**
 * The contact list screen: the left menu, the filtered and searchable list with its pages, selection and bulk
 * actions, and the dialogs they open. Data comes from the named hooks of src/api, which reload by themselves
 * after a change; the rules live in the hooks it composes (docs/frontend-pattern.md).
 *
 * @param props      Props.
 * @param props.page Page props.
 */
export function ContactsPage( { page }: { page: PageProps } ) {
	const { wordpressId } = page;
	const theme = useTheme();
	const wide = useMediaQuery( theme.breakpoints.up( 'md' ), { noSsr: true } );
	const tableLayout = useMediaQuery( theme.breakpoints.up( 'lg' ), {
		noSsr: true,
	} );
	const layout = tableLayout ? 'table' : 'cards';

	/* The list, from the URL. */
	const { filters, navigate } = useListUrl();
	const query = toListQuery( filters );
	const list = useContactPage( wordpressId, query );
	const categories = useCategories( wordpressId );
	const counts = useStageCounts( wordpressId );
	const sourceCounts = useImportSourceCounts( wordpressId );
	const lookup = useContactLookup( wordpressId, list.data?.items );
	useStayInRange( filters, navigate, list );
	const total = list.data?.total;

	/* What the member is doing with it. */
	const [ notice, setNotice ] = useState< Notice | null >( null );
	const [ menuOpen, setMenuOpen ] = useState( false );
	const dialogs = useDialog< ContactsDialog >( () =>
		dialogOnLoad( page.flash )
	);
	const selection = useSelection( {
		list: listKey( filters ),
		total,
		loadAll: () => getContactIds( wordpressId, query ),
		onError: ( e ) => setNotice( { type: 'error', message: e.message } ),
	} );
	const context = {
		wordpressId,
		filters,
		selection,
		dialogs,
		notify: setNotice,
	};
	const bulk = useBulkActions( { ...context, lookup } );
	const changes = useBulkChanges( context );
	const imports = useImports( wordpressId );
	const categoryActions = useCategoryActions( {
		...context,
		categories,
		navigate,
	} );

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
	const notContacted = useCallback(
		( days: NotContactedDays ) =>
			change( withNotContacted( filters, days ) ),
		[ change, filters ]
	);
	const reachOut = useCallback(
		( value: ReachOutFilter ) => change( withReachOut( filters, value ) ),
		[ change, filters ]
	);
	const showArchived = useCallback(
		( on: boolean ) => change( withArchived( filters, on ) ),
		[ change, filters ]
	);
	const fromMenu = ( action: () => void ) => () => {
		action();
		setMenuOpen( false );
	};
	const openAdd = fromMenu( () =>
		dialogs.open( { kind: 'add', draft: null } )
	);
	const openImport = fromMenu( () =>
		dialogs.open( { kind: 'import', flash: null } )
	);
	const openExport = fromMenu( () => dialogs.open( { kind: 'export' } ) );
	const openBackup = fromMenu( () => dialogs.open( { kind: 'backup' } ) );
	const openRestore = fromMenu( () => dialogs.open( { kind: 'restore' } ) );

	const menu = (
		<ContactsMenu
			links={ page.links }
			filters={ filters }
			categories={ categories }
			counts={ counts.data }
			sourceCounts={ sourceCounts.data }
			wordpressId={ wordpressId }
			onAddContact={ openAdd }
			onImport={ openImport }
			onExport={ openExport }
			onBackup={ openBackup }
			onRestore={ openRestore }
			onAllContacts={ fromMenu( () => change( allContacts() ) ) }
			onRecentlyAdded={ fromMenu( () =>
				change( withOrder( filters, 'recent' ) )
			) }
			onToggle={ toggle }
			onNotContacted={ notContacted }
			onReachOut={ reachOut }
			onArchived={ () => showArchived( ! filters.archived ) }
			onAddCategory={ () =>
				dialogs.open( { kind: 'name-category', mode: 'add' } )
			}
			onRenameCategory={ ( category ) =>
				dialogs.open( {
					kind: 'name-category',
					mode: 'rename',
					category,
				} )
			}
			onCategoryCadence={ ( category ) =>
				dialogs.open( { kind: 'category-cadence', category } )
			}
			onDeleteCategory={ ( category ) =>
				dialogs.open( { kind: 'delete-category', category } )
			}
		/>
	);

	const data = list.data;
	return (
		<Box sx={ pageSx } data-testid="contacts-page">
			{ /* The menu's filters come first in reading order, some forty stops before the search. */ }
			<SkipLink
				targetId={ SEARCH_INPUT_ID }
				label={ __( 'Skip to search', 'prism' ) }
			/>
			{ ! wide && (
				<MenuBar
					filterCount={ activeFilterCount( filters ) }
					menuOpen={ menuOpen }
					onMenu={ () => setMenuOpen( true ) }
					onAdd={ openAdd }
				/>
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
					<Surface sx={ { p: 1, pt: 1.5 } }>{ menu }</Surface>
				) : (
					<OnceOpened open={ menuOpen }>
						<MenuDrawer
							open={ menuOpen }
							onClose={ () => setMenuOpen( false ) }
							total={ total }
						>
							{ menu }
						</MenuDrawer>
					</OnceOpened>
				) }

				<Box sx={ { display: 'grid', gap: 2, minWidth: 0 } }>
					<OnceOpened
						open={
							imports.imports.length > 0 ||
							Boolean( imports.loadError )
						}
					>
						<ImportProgress
							control={ imports }
							links={ page.links }
							onShowImported={ ( source ) =>
								change( {
									...EMPTY_FILTERS,
									sources: [ source ],
								} )
							}
						/>
					</OnceOpened>
					<Surface
						as="section"
						aria-label={ __( 'Contact list', 'prism' ) }
						sx={ { overflow: 'hidden', position: 'relative' } }
					>
						<ListToolbar
							q={ filters.q }
							onSearch={ search }
							order={ filters.order }
							onToggleOrder={ () =>
								change( toggleNameOrder( filters ) )
							}
							onOrder={ ( order ) =>
								change( withOrder( filters, order ) )
							}
							total={ total }
							selectedCount={ selection.ids.length }
							allState={ selection.allState }
							onToggleAll={ selection.toggleAll }
							selectingAll={ selection.selectingAll }
						/>
						<ActiveFilters
							filters={ filters }
							onToggle={ toggle }
							onNotContacted={ notContacted }
							onReachOut={ reachOut }
							onSearch={ search }
							onArchived={ () => showArchived( false ) }
							onClear={ () => change( clearFilters( filters ) ) }
						/>
						{ filters.archived && (
							<ArchivedViewNotice
								onBack={ () => showArchived( false ) }
							/>
						) }
						<BulkActions
							selectedCount={ selection.ids.length }
							busy={ bulk.busy }
							onEmail={ bulk.email }
							onMerge={ bulk.merge }
							onCategories={ bulk.categorise }
							onDelete={ bulk.remove }
							onExport={ openExport }
							onMore={ changes.open }
							changing={ changes.running }
							onClear={ selection.clear }
						/>
						<Box sx={ { height: 4 } }>
							{ list.isLoading && data && (
								<LoadingBar
									label={ __( 'Loading contacts', 'prism' ) }
								/>
							) }
						</Box>
						{ list.error && data && (
							<LoadError
								error={ list.error }
								onRetry={ list.reload }
							/>
						) }
						<ListBody
							list={ list }
							filters={ filters }
							links={ page.links }
							selection={ selection }
							layout={ layout }
							today={ page.today }
							onClearFilters={ () =>
								change( clearFiltersInView( filters ) )
							}
							onLeaveArchived={ () => showArchived( false ) }
							onAdd={ openAdd }
							onImport={ openImport }
						/>
						{ data && data.total > 0 && (
							<Pager
								page={ filters.page }
								total={ data.total }
								shown={ data.items.length }
								onPage={ ( p ) =>
									change( withPage( filters, p ) )
								}
								disabled={ list.isLoading }
							/>
						) }
					</Surface>
				</Box>
			</Box>

			<ContactsDialogs
				page={ page }
				dialogs={ dialogs }
				categories={ categories }
				bulk={ bulk }
				changes={ changes }
				categoryActions={ categoryActions }
				list={ {
					filters,
					matching: total,
					selected: selection.ids,
				} }
				notify={ ( message, type = 'info' ) =>
					setNotice( { type, message } )
				}
			/>
			{ /* A refused import or Add Contact post is told in the dialog it reopens. */ }
			<OnceOpened
				open={
					Boolean( page.flash ) &&
					! isImportRefusal( page.flash ) &&
					! isContactFormRefusal( page.flash )
				}
			>
				<FlashMessage flash={ page.flash } links={ page.links } />
			</OnceOpened>
			<OnceOpened open={ Boolean( notice ) }>
				<NoticeBar
					notice={ notice }
					onClose={ () => setNotice( null ) }
				/>
			</OnceOpened>
		</Box>
	);
}

import { useState } from 'react';
import type { ComponentProps, MouseEvent } from 'react';
import { OnceOpened, lazyNamed } from '../../components/OnceOpened';
import { __, _n, sprintf } from '@wordpress/i18n';
import Box from '../../components/light/Box';
import Button from '../../components/light/Button';
import IconButton from '../../components/light/IconButton';
import Typography from '../../components/light/Typography';
import Add from '@mui/icons-material/Add';
import BackupOutlined from '@mui/icons-material/BackupOutlined';
import CallMerge from '@mui/icons-material/CallMerge';
import CloudDownloadOutlined from '@mui/icons-material/CloudDownloadOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Flag from '@mui/icons-material/Flag';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import Schedule from '@mui/icons-material/Schedule';
import SettingsBackupRestore from '@mui/icons-material/SettingsBackupRestore';
import PeopleAlt from '@mui/icons-material/PeopleAlt';
import PersonAddAlt1 from '@mui/icons-material/PersonAddAlt1';
import type {
	ApiError,
	Category,
	ImportSource,
	Links,
	ReachOutFilter,
	StageCounts,
	StatusLabel,
} from '../../api/types';
import {
	PROCESS_VALUES,
	STATUS_VALUES,
	filterValueLabel,
	hasActiveFilters,
	isFilterOn,
} from '../../domain/listFilters';
import type {
	ProcessValue,
	FilterGroup as Group,
	FilterValues,
	ListFilters,
} from '../../domain/listFilters';
import { IMPORT_SOURCES, importSourceName } from '../../domain/importSources';
import {
	NOT_CONTACTED_DAYS,
	notContactedOptionLabel,
} from '../../domain/interactions';
import type { NotContactedDays } from '../../domain/interactions';
import {
	REACH_OUT_FILTERS,
	cadenceLabel,
	reachOutOptionLabel,
} from '../../domain/cadence';
import { useCollisions } from '../../api/hooks';
import { STAGE_NAMES, stageName } from '../../domain/stages';
import { stageIcon } from '../../components/StageChip';
import { FilterGroup, focusRing } from './FilterGroup';
import { MenuRow, menuRowsSx } from './MenuRow';
import { ImportSourceIcon } from '../../components/ImportSources';
import { RetryAlert } from '../../components/RetryAlert';
import { Hint } from '../../components/Hint';
import { SkeletonBar } from '../../components/SkeletonBar';
import { visuallyHidden } from '../../components/visuallyHidden';

export interface ContactsMenuProps {
	links: Pick< Links, 'merge' | 'help' | 'account' >;
	filters: ListFilters;
	categories: {
		data: Category[] | undefined;
		isLoading: boolean;
		error: ApiError | null;
		reload: () => void;
	};
	/** Stage counts for the Process, Stage and Status filters (all contacts, unfiltered). */
	counts: StageCounts | undefined;
	/** How many contacts carry each import source (a contact from two sources counts for both). */
	sourceCounts?: Partial< Record< ImportSource, number > >;
	/** The member: the Merge Contacts row flags the duplicate suggestions waiting (MergeFlag reads them). */
	wordpressId: number;
	onAddContact: () => void;
	onImport: () => void;
	onExport: () => void;
	/** Back up everything (the backup's download). */
	onBackup: () => void;
	/** Restore from a backup. */
	onRestore: () => void;
	onAllContacts: () => void;
	onRecentlyAdded: () => void;
	onToggle: < G extends Group >( group: G, value: FilterValues[ G ] ) => void;
	/** Chooses a "Not contacted for" value, or clears it when it is the one chosen. */
	onNotContacted: ( days: NotContactedDays ) => void;
	/** Chooses a Keep in touch value, or clears it when it is the one chosen. */
	onReachOut: ( value: ReachOutFilter ) => void;
	/** Shows the archived contacts, or the others again. */
	onArchived: () => void;
	onAddCategory: () => void;
	onRenameCategory: ( category: Category ) => void;
	/** Sets how often to keep in touch with a category's contacts. */
	onCategoryCadence: ( category: Category ) => void;
	onDeleteCategory: ( category: Category ) => void;
}

function stageCount(
	counts: StageCounts | undefined,
	stage: number
): number | undefined {
	const name = STAGE_NAMES[ stage ];
	if ( ! counts || name === undefined ) {
		return undefined;
	}
	const label = name.charAt( 0 ) + name.slice( 1 ).toLowerCase();
	return (
		( counts[ `${ label }InProgress` ] ?? 0 ) +
		( counts[ `${ label }Complete` ] ?? 0 )
	);
}

function processCount(
	counts: StageCounts | undefined,
	value: ProcessValue
): number | undefined {
	if ( ! counts ) {
		return undefined;
	}
	return value === 'Active' ? counts.Active : counts.InActive;
}

function statusCount(
	counts: StageCounts | undefined,
	value: StatusLabel
): number | undefined {
	if ( ! counts ) {
		return undefined;
	}
	return value === 'Complete' ? counts.Complete : counts.InProgress;
}

/* The Rename / Keep in touch / Delete menu of a category, loaded when first opened (MUI's Menu brings Popover and Modal). */
/** Each category's ⋮ button: a little away from its count, and the menu's focus ring. */
const categoryActionSx = { ml: 0.25, ...focusRing } as const;

const CategoryActionsMenu = lazyNamed( () =>
	import(
		/* webpackChunkName: "category-actions-menu", webpackPrefetch: true */ './CategoryActionsMenu'
	).then( ( m ) => m.CategoryActionsMenu )
);
/**
 * The contact list's left menu: add and import, the list views, the filters (import source, categories with
 * add/rename/delete, networking process, stage, status, not contacted for, keep in touch, archived), and links to Help and Account
 * Settings.
 *
 * @param props Props.
 */
export function ContactsMenu( props: ContactsMenuProps ) {
	const {
		links,
		filters,
		categories,
		counts,
		sourceCounts,
		wordpressId,
		onAddContact,
		onImport,
		onExport,
		onBackup,
		onRestore,
		onAllContacts,
		onRecentlyAdded,
		onToggle,
		onNotContacted,
		onReachOut,
		onArchived,
		onAddCategory,
		onRenameCategory,
		onCategoryCadence,
		onDeleteCategory,
	} = props;
	const [ menu, setMenu ] = useState< {
		anchor: HTMLElement;
		category: Category;
	} | null >( null );
	const openMenu =
		( category: Category ) => ( event: MouseEvent< HTMLElement > ) =>
			setMenu( { anchor: event.currentTarget, category } );
	const closeMenu = () => setMenu( null );
	/* A filter value's row: named by its label, turned on and off by a click. */
	const valueOption = < G extends Group >(
		group: G,
		value: FilterValues[ G ],
		label: string
	) => ( {
		label,
		name: label,
		selected: isFilterOn( filters, group, value ),
		onToggle: () => onToggle( group, value ),
	} );
	/* The rows of a group that filterValueLabel names (Networking Process, Status), with their counts. */
	const namedOptions = < G extends 'process' | 'statuses' >(
		group: G,
		values: ReadonlyArray< FilterValues[ G ] >,
		count: ( value: FilterValues[ G ] ) => number | undefined
	) =>
		values.map( ( value ) => ( {
			key: value,
			...valueOption( group, value, filterValueLabel( group, value ) ),
			count: count( value ),
		} ) );

	/* A category's row: its name, and under it how often to keep in touch with its contacts when it says. */
	const categoryOption = ( category: Category ) => {
		const option = valueOption(
			'categories',
			category.name,
			category.name
		);
		if ( ! category.cadenceDays ) {
			return option;
		}
		const every = cadenceLabel( category.cadenceDays );
		return {
			...option,
			label: (
				<>
					{ category.name }
					<span className="prism-menu-note">{ every }</span>
				</>
			),
			name: sprintf(
				/* translators: 1: a category's name; 2: how often to keep in touch, e.g. Every 3 months. */
				__( '%1$s (%2$s)', 'prism' ),
				category.name,
				every
			),
		};
	};

	const all = ! hasActiveFilters( filters ) && filters.order !== 'recent';
	const views = [
		{
			key: 'all',
			label: __( 'All Contacts', 'prism' ),
			icon: <PeopleAlt />,
			selected: all,
			onClick: onAllContacts,
		},
		{
			key: 'recent',
			label: __( 'Recently Added', 'prism' ),
			icon: <Schedule />,
			selected: filters.order === 'recent',
			onClick: onRecentlyAdded,
		},
	];

	return (
		<Box
			component="nav"
			aria-label={ __( 'Contacts menu', 'prism' ) }
			sx={ { pb: 2, ...menuRowsSx } }
		>
			<Box sx={ { display: 'grid', gap: 1, px: 1 } }>
				<Button
					variant="contained"
					startIcon={ <PersonAddAlt1 /> }
					onClick={ onAddContact }
					fullWidth
				>
					{ __( 'Add Contact', 'prism' ) }
				</Button>
				<Button
					variant="outlined"
					startIcon={ <CloudDownloadOutlined /> }
					onClick={ onImport }
					fullWidth
				>
					{ __( 'Import Contacts', 'prism' ) }
				</Button>
			</Box>

			<ul className="prism-menu-list is-spaced">
				{ views.map( ( view ) => (
					<MenuItem
						key={ view.key }
						selected={ view.selected }
						current={ view.selected }
						onClick={ view.onClick }
						icon={ view.icon }
						text={ view.label }
						textClass={ view.selected ? 'is-strong' : '' }
					/>
				) ) }
				<MenuItem
					href={ links.merge }
					icon={ <CallMerge /> }
					text={ __( 'Merge Contacts', 'prism' ) }
					after={ <MergeFlag wordpressId={ wordpressId } /> }
				/>
				<MenuItem
					onClick={ onExport }
					icon={ <FileDownloadOutlined /> }
					text={ __( 'Export Contacts', 'prism' ) }
				/>
				<MenuItem
					onClick={ onBackup }
					icon={ <BackupOutlined /> }
					text={ __( 'Back up everything', 'prism' ) }
				/>
				<MenuItem
					onClick={ onRestore }
					icon={ <SettingsBackupRestore /> }
					text={ __( 'Restore from a backup…', 'prism' ) }
				/>
			</ul>

			<hr className="prism-menu-divider" />

			<FilterGroup
				title={ __( 'Import Source', 'prism' ) }
				id="prism-filter-source"
				options={ IMPORT_SOURCES.map( ( source: ImportSource ) => ( {
					key: source,
					...valueOption(
						'sources',
						source,
						importSourceName( source )
					),
					icon: <ImportSourceIcon source={ source } />,
					count: sourceCounts?.[ source ],
				} ) ) }
			/>

			<FilterGroup
				title={ __( 'Categories', 'prism' ) }
				id="prism-filter-category"
				action={
					<Hint title={ __( 'Add category', 'prism' ) }>
						<IconButton
							size="small"
							onClick={ onAddCategory }
							aria-label={ __( 'Add category', 'prism' ) }
							sx={ focusRing }
						>
							<Add fontSize="small" />
						</IconButton>
					</Hint>
				}
				empty={ <CategoriesState categories={ categories } /> }
				options={ ( categories.data ?? [] ).map( ( category ) => ( {
					key: String( category.id ),
					...categoryOption( category ),
					count: category.count,
					action: (
						<IconButton
							size="small"
							onClick={ openMenu( category ) }
							aria-label={ sprintf(
								/* translators: %s: category name. */
								__( 'Edit or delete category %s', 'prism' ),
								category.name
							) }
							aria-haspopup="menu"
							sx={ categoryActionSx }
						>
							<MoreVert fontSize="small" />
						</IconButton>
					),
				} ) ) }
			/>
			{ categories.data && categories.error && (
				<RetryAlert onRetry={ categories.reload } sx={ { mx: 1 } }>
					{ categories.error.message }
				</RetryAlert>
			) }
			{ /* A category named in the URL that the member does not have still shows, so it can be turned off. */ }
			{ filters.categories
				.filter(
					( name ) =>
						categories.data &&
						! categories.data.some( ( c ) => c.name === name )
				)
				.map( ( name ) => (
					<Box key={ name } sx={ { px: 1 } }>
						<Button
							size="small"
							onClick={ () => onToggle( 'categories', name ) }
							aria-pressed
							sx={ focusRing }
						>
							{ sprintf(
								/* translators: %s: category name. */
								__( 'Unknown category “%s” (remove)', 'prism' ),
								name
							) }
						</Button>
					</Box>
				) ) }

			<FilterGroup
				title={ __( 'Networking Process', 'prism' ) }
				id="prism-filter-process"
				options={ namedOptions( 'process', PROCESS_VALUES, ( value ) =>
					processCount( counts, value )
				) }
			/>

			<FilterGroup
				title={ __( 'Stage', 'prism' ) }
				id="prism-filter-stage"
				options={ STAGE_NAMES.map( ( name, stage ) => {
					const Icon = stageIcon( stage );
					return {
						key: name,
						...valueOption( 'stages', stage, stageName( stage ) ),
						icon: <Icon />,
						count: stageCount( counts, stage ),
					};
				} ) }
			/>

			<FilterGroup
				title={ __( 'Status', 'prism' ) }
				id="prism-filter-status"
				options={ namedOptions( 'statuses', STATUS_VALUES, ( value ) =>
					statusCount( counts, value )
				) }
			/>

			<FilterGroup
				title={ __( 'Not contacted for', 'prism' ) }
				id="prism-filter-not-contacted"
				exclusive
				options={ NOT_CONTACTED_DAYS.map( ( days ) => ( {
					key: String( days ),
					label: notContactedOptionLabel( days ),
					name: notContactedOptionLabel( days ),
					selected: filters.notContacted === days,
					onToggle: () => onNotContacted( days ),
				} ) ) }
			/>

			<FilterGroup
				title={ __( 'Keep in touch', 'prism' ) }
				id="prism-filter-reach-out"
				exclusive
				options={ REACH_OUT_FILTERS.map( ( value ) => ( {
					key: value,
					label: reachOutOptionLabel( value ),
					name: reachOutOptionLabel( value ),
					selected: filters.reachOut === value,
					onToggle: () => onReachOut( value ),
				} ) ) }
			/>

			{ /* Archived contacts are left out of the list: here is where they are found, and restored from. */ }
			<FilterGroup
				title={ __( 'Archive', 'prism' ) }
				id="prism-filter-archived"
				options={ [
					{
						key: 'archived',
						label: __( 'Archived', 'prism' ),
						name: __( 'Archived contacts', 'prism' ),
						selected: filters.archived,
						icon: <Inventory2Outlined />,
						onToggle: onArchived,
					},
				] }
			/>

			<hr className="prism-menu-divider is-spaced" />
			{ /* Where a member looks for help and their account when the list is all they have open. */ }
			<ul
				className="prism-menu-list"
				aria-label={ __( 'Help and account', 'prism' ) }
			>
				{ [
					{
						href: links.help,
						label: __( 'Help', 'prism' ),
						icon: <HelpOutlineOutlined />,
					},
					{
						href: links.account,
						label: __( 'Account Settings', 'prism' ),
						icon: <ManageAccountsOutlined />,
					},
				].map( ( item ) => (
					<MenuItem
						key={ item.label }
						href={ item.href }
						icon={ item.icon }
						text={ item.label }
					/>
				) ) }
			</ul>

			<OnceOpened open={ Boolean( menu ) }>
				<CategoryActionsMenu
					anchor={ menu?.anchor ?? null }
					onClose={ closeMenu }
					onRename={ () => {
						closeMenu();
						if ( menu ) {
							onRenameCategory( menu.category );
						}
					} }
					onCadence={ () => {
						closeMenu();
						if ( menu ) {
							onCategoryCadence( menu.category );
						}
					} }
					onDelete={ () => {
						closeMenu();
						if ( menu ) {
							onDeleteCategory( menu.category );
						}
					} }
				/>
			</OnceOpened>
		</Box>
	);
}

/**
 * A row of the menu's lists, its icon in the menu's icon box.
 *
 * @param props      MenuRow's props.
 * @param props.icon The icon.
 */
function MenuItem( { icon, ...row }: ComponentProps< typeof MenuRow > ) {
	return (
		<li className="prism-menu-item">
			<MenuRow
				{ ...row }
				icon={ <span className="prism-menu-icon">{ icon }</span> }
			/>
		</li>
	);
}

function CategoriesState( {
	categories,
}: {
	categories: ContactsMenuProps[ 'categories' ];
} ) {
	if ( categories.isLoading && ! categories.data ) {
		return (
			<Box sx={ { px: 1 } } aria-hidden>
				<SkeletonBar width="100%" height={ 20 } />
				<SkeletonBar width="80%" height={ 20 } />
				<SkeletonBar width="60%" height={ 20 } />
			</Box>
		);
	}
	if ( categories.error ) {
		return (
			<RetryAlert onRetry={ categories.reload } sx={ { mx: 1 } }>
				{ categories.error.message }
			</RetryAlert>
		);
	}
	return (
		<Typography variant="body2" color="text.secondary" sx={ { px: 1 } }>
			{ __( 'No categories yet. Use + to add one.', 'prism' ) }
		</Typography>
	);
}

/**
 * The flag beside Merge Contacts while duplicate suggestions wait: it reads them itself (every pending pair, which
 * grows with the network), after the list has shown, and only it is drawn again when they arrive.
 *
 * @param props             Props.
 * @param props.wordpressId The member.
 */
function MergeFlag( { wordpressId }: { wordpressId: number } ) {
	const collisions = useCollisions( wordpressId );
	const suggestionCount = collisions.data?.length ?? 0;
	if ( suggestionCount === 0 ) {
		return null;
	}
	return (
		<Hint
			title={ __( 'Possible duplicates are waiting for you', 'prism' ) }
		>
			<Box
				component="span"
				data-testid="merge-flag"
				sx={ {
					display: 'inline-flex',
					alignItems: 'center',
					gap: 0.25,
					color: 'warning.dark',
					typography: 'caption',
					fontWeight: 600,
				} }
			>
				<Flag color="warning" fontSize="small" aria-hidden />
				<span aria-hidden>{ suggestionCount.toLocaleString() }</span>
				<Box component="span" sx={ visuallyHidden }>
					{ sprintf(
						/* translators: %s: how many duplicate suggestions are waiting. */
						_n(
							'%s duplicate suggestion waiting',
							'%s duplicate suggestions waiting',
							suggestionCount,
							'prism'
						),
						suggestionCount.toLocaleString()
					) }
				</Box>
			</Box>
		</Hint>
	);
}

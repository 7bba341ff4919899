/**
 * The contact list's filters, search, sort and page: how they read from and write to the page URL, and how a
 * click changes them. The server applies them (AND between groups, all values within a group); these rules only
 * decide what to ask for.
 */
import { __, sprintf } from '@wordpress/i18n';
import type {
	ContactListQuery,
	ImportSource,
	ReachOutFilter,
	StatusLabel,
} from '../api/types';
import { isReachOutFilter } from './cadence';
import { IMPORT_SOURCES, importSourceName } from './importSources';
import { isNotContactedDays } from './interactions';
import type { NotContactedDays } from './interactions';
import { isStage, stageName } from './stages';

export const PAGE_SIZE = 10;

export const PROCESS_VALUES = [ 'Active', 'Inactive' ] as const;
export const STATUS_VALUES: readonly StatusLabel[] = [
	'In Progress',
	'Complete',
];
export const ORDERS = [
	'name_asc',
	'name_desc',
	'recent',
	'contacted_desc',
	'contacted_asc',
	'reach_out',
] as const;

export type ProcessValue = ( typeof PROCESS_VALUES )[ number ];
export type ListOrder = ( typeof ORDERS )[ number ];

export interface ListFilters {
	/** Search text, as committed (not what is being typed). */
	q: string;
	/** Category names. */
	categories: string[];
	sources: ImportSource[];
	process: ProcessValue[];
	/** Stage indexes 0-5. */
	stages: number[];
	statuses: StatusLabel[];
	/** Only contacts never contacted or last contacted more than this many days ago; null: every contact. */
	notContacted: NotContactedDays | null;
	/** Keep in touch: due today or before, due within a week (or before), any cadence; null: every contact. */
	reachOut: ReachOutFilter | null;
	/** The archived contacts instead of the others (the list never mixes them); every other filter applies as well. */
	archived: boolean;
	order: ListOrder;
	/** 1-based. */
	page: number;
}

/** The filter groups a click toggles, with the type of their values. */
export interface FilterValues {
	categories: string;
	sources: ImportSource;
	process: ProcessValue;
	stages: number;
	statuses: StatusLabel;
}
export type FilterGroup = keyof FilterValues;

export const FILTER_GROUPS: readonly FilterGroup[] = [
	'sources',
	'categories',
	'process',
	'stages',
	'statuses',
];

export const EMPTY_FILTERS: ListFilters = {
	q: '',
	categories: [],
	sources: [],
	process: [],
	stages: [],
	statuses: [],
	notContacted: null,
	reachOut: null,
	archived: false,
	order: 'name_asc',
	page: 1,
};

/**
 * URL parameter of each part of the state. q, c, networkingProcess, networkingStage and networkingStatus are the
 * spec's (the dashboard links to them); the rest are PRISM's own and avoid WordPress's public query vars (page,
 * paged, order, s …), which WordPress would read as its own.
 */
export const URL_PARAMS = {
	q: 'q',
	categories: 'c',
	sources: 'importSource',
	process: 'networkingProcess',
	stages: 'networkingStage',
	statuses: 'networkingStatus',
	notContacted: 'notContacted',
	reachOut: 'reachOut',
	archived: 'archived',
	order: 'sort',
	page: 'pg',
} as const satisfies Record< keyof ListFilters, string >;

function unique< T >( values: T[] ): T[] {
	return values.filter( ( value, i ) => values.indexOf( value ) === i );
}

function oneOf< T extends string >(
	allowed: readonly T[],
	value: string
): value is T {
	return ( allowed as readonly string[] ).includes( value );
}

/**
 * Reads the list state from a query string (location.search). Values that are not allowed are ignored, repeats
 * are kept once, and a parameter may repeat to select several values.
 *
 * @param search Query string, with or without the leading '?'.
 */
export function filtersFromSearch( search: string ): ListFilters {
	const params = new URLSearchParams( search );
	const all = ( key: string ) =>
		unique(
			params
				.getAll( key )
				.map( ( value ) => value.trim() )
				.filter( Boolean )
		);
	const order = params.get( URL_PARAMS.order ) ?? '';
	const page = Number( params.get( URL_PARAMS.page ) );
	const notContacted = ( params.get( URL_PARAMS.notContacted ) ?? '' ).trim();
	const archived = ( params.get( URL_PARAMS.archived ) ?? '' ).trim();
	const reachOut = ( params.get( URL_PARAMS.reachOut ) ?? '' ).trim();

	return {
		q: ( params.get( URL_PARAMS.q ) ?? '' ).trim(),
		categories: all( URL_PARAMS.categories ),
		sources: all( URL_PARAMS.sources ).filter( ( v ): v is ImportSource =>
			oneOf( IMPORT_SOURCES, v )
		),
		process: all( URL_PARAMS.process ).filter( ( v ): v is ProcessValue =>
			oneOf( PROCESS_VALUES, v )
		),
		stages: unique(
			all( URL_PARAMS.stages )
				.filter( ( v ) => /^\d+$/.test( v ) )
				.map( Number )
				.filter( isStage )
		),
		statuses: all( URL_PARAMS.statuses ).filter( ( v ): v is StatusLabel =>
			oneOf( STATUS_VALUES, v )
		),
		notContacted:
			/^\d+$/.test( notContacted ) &&
			isNotContactedDays( Number( notContacted ) )
				? ( Number( notContacted ) as NotContactedDays )
				: null,
		reachOut: isReachOutFilter( reachOut ) ? reachOut : null,
		archived: archived === '1' || archived === 'true',
		order: oneOf( ORDERS, order ) ? order : 'name_asc',
		page: Number.isInteger( page ) && page > 1 ? page : 1,
	};
}

/**
 * Writes the list state into a query string, keeping any other parameters of `current` (another plugin's, say).
 * Defaults (no search, name A-Z, page 1) are left out so a plain list has a plain URL.
 *
 * @param filters The state.
 * @param current The query string to keep other parameters from.
 * @return The query string with its leading '?', or '' when there is nothing to say.
 */
export function filtersToSearch( filters: ListFilters, current = '' ): string {
	const params = new URLSearchParams( current );
	for ( const key of Object.values( URL_PARAMS ) ) {
		params.delete( key );
	}
	if ( filters.q ) {
		params.set( URL_PARAMS.q, filters.q );
	}
	for ( const group of FILTER_GROUPS ) {
		for ( const value of filters[ group ] ) {
			params.append( URL_PARAMS[ group ], String( value ) );
		}
	}
	if ( filters.notContacted !== null ) {
		params.set( URL_PARAMS.notContacted, String( filters.notContacted ) );
	}
	if ( filters.reachOut !== null ) {
		params.set( URL_PARAMS.reachOut, filters.reachOut );
	}
	if ( filters.archived ) {
		params.set( URL_PARAMS.archived, '1' );
	}
	if ( filters.order !== 'name_asc' ) {
		params.set( URL_PARAMS.order, filters.order );
	}
	if ( filters.page > 1 ) {
		params.set( URL_PARAMS.page, String( filters.page ) );
	}
	const text = params.toString();
	return text ? `?${ text }` : '';
}

/**
 * Whether a value of a group is selected.
 *
 * @param filters The state.
 * @param group   Filter group.
 * @param value   Value.
 */
export function isFilterOn< G extends FilterGroup >(
	filters: ListFilters,
	group: G,
	value: FilterValues[ G ]
): boolean {
	return ( filters[ group ] as Array< FilterValues[ G ] > ).includes( value );
}

/**
 * A click on a filter value: selects it, or unselects it when it was selected. The list returns to page 1.
 *
 * @param filters The state.
 * @param group   Filter group.
 * @param value   Value clicked.
 */
export function toggleFilter< G extends FilterGroup >(
	filters: ListFilters,
	group: G,
	value: FilterValues[ G ]
): ListFilters {
	const current = filters[ group ] as Array< FilterValues[ G ] >;
	const next = current.includes( value )
		? current.filter( ( v ) => v !== value )
		: [ ...current, value ];
	return { ...filters, [ group ]: next, page: 1 };
}

/**
 * New search text; back to page 1 when it changed.
 *
 * @param filters The state.
 * @param q       Search text.
 */
export function withSearch( filters: ListFilters, q: string ): ListFilters {
	const text = q.trim();
	return text === filters.q ? filters : { ...filters, q: text, page: 1 };
}

/**
 * New sort; back to page 1 when it changed.
 *
 * @param filters The state.
 * @param order   Sort.
 */
export function withOrder(
	filters: ListFilters,
	order: ListOrder
): ListFilters {
	return order === filters.order ? filters : { ...filters, order, page: 1 };
}

/**
 * The name-sort toggle: A-Z becomes Z-A; Z-A and "newest first" become A-Z.
 *
 * @param filters The state.
 */
export function toggleNameOrder( filters: ListFilters ): ListFilters {
	return withOrder(
		filters,
		filters.order === 'name_asc' ? 'name_desc' : 'name_asc'
	);
}

/**
 * A click on a "Not contacted for" choice: chooses it (in place of another), or clears it when it was chosen. The
 * list returns to page 1.
 *
 * @param filters The state.
 * @param days    The choice clicked; null clears it.
 */
export function withNotContacted(
	filters: ListFilters,
	days: NotContactedDays | null
): ListFilters {
	return {
		...filters,
		notContacted: days === filters.notContacted ? null : days,
		page: 1,
	};
}

/**
 * A click on a Keep in touch choice: chooses it (in place of another), or clears it when it was chosen. The list
 * returns to page 1.
 *
 * @param filters The state.
 * @param value   The choice clicked; null clears it.
 */
export function withReachOut(
	filters: ListFilters,
	value: ReachOutFilter | null
): ListFilters {
	return {
		...filters,
		reachOut: value === filters.reachOut ? null : value,
		page: 1,
	};
}

/**
 * The archived contacts (on) or the others (off), with the same search and filters; back to page 1.
 *
 * @param filters The state.
 * @param on      Whether to show the archived contacts.
 */
export function withArchived( filters: ListFilters, on: boolean ): ListFilters {
	return on === filters.archived
		? filters
		: { ...filters, archived: on, page: 1 };
}

/**
 * Another page of the same list.
 *
 * @param filters The state.
 * @param page    1-based page.
 */
export function withPage( filters: ListFilters, page: number ): ListFilters {
	return { ...filters, page: Math.max( 1, Math.floor( page ) ) };
}

/**
 * "All Contacts": every filter and the search cleared, name A-Z, page 1.
 */
export function allContacts(): ListFilters {
	return { ...EMPTY_FILTERS };
}

/**
 * "Clear filters" (beside the filters in use): drops the filters, the search and the Archived view but keeps the
 * sort.
 *
 * @param filters The state.
 */
export function clearFilters( filters: ListFilters ): ListFilters {
	return { ...EMPTY_FILTERS, order: filters.order };
}

/**
 * "Clear filters" for an empty result: drops the filters and the search but keeps the sort and the view (the
 * archived contacts, or the others), so the member sees every contact of the view they are in.
 *
 * @param filters The state.
 */
export function clearFiltersInView( filters: ListFilters ): ListFilters {
	return { ...clearFilters( filters ), archived: filters.archived };
}

/**
 * Whether the list is narrowed by a filter, the search or the Archived view (the sort and page do not narrow it).
 *
 * @param filters The state.
 */
export function hasActiveFilters( filters: ListFilters ): boolean {
	return filters.archived || narrowsView( filters );
}

/**
 * Whether the search or a filter narrows the view the member is in (the archived contacts, or the others).
 *
 * @param filters The state.
 */
export function narrowsView( filters: ListFilters ): boolean {
	return (
		filters.q !== '' ||
		filters.notContacted !== null ||
		filters.reachOut !== null ||
		FILTER_GROUPS.some( ( group ) => filters[ group ].length > 0 )
	);
}

/**
 * How many filter values are selected (the search counts as one).
 *
 * @param filters The state.
 */
export function activeFilterCount( filters: ListFilters ): number {
	return (
		( filters.q ? 1 : 0 ) +
		( filters.notContacted !== null ? 1 : 0 ) +
		( filters.reachOut !== null ? 1 : 0 ) +
		( filters.archived ? 1 : 0 ) +
		FILTER_GROUPS.reduce(
			( sum, group ) => sum + filters[ group ].length,
			0
		)
	);
}

/**
 * A key naming the list the filters describe, whatever page is shown: when it changes, the list is a different
 * list (and the selection is cleared).
 *
 * @param filters The state.
 */
export function listKey( filters: ListFilters ): string {
	return JSON.stringify( [
		filters.q,
		[ ...filters.categories ].sort(),
		[ ...filters.sources ].sort(),
		[ ...filters.process ].sort(),
		[ ...filters.stages ].sort(),
		[ ...filters.statuses ].sort(),
		filters.notContacted,
		filters.reachOut,
		filters.archived,
		filters.order,
	] );
}

/**
 * The REST query for the state (GET contact-list).
 *
 * @param filters The state.
 * @param perPage Rows per page.
 */
export function toListQuery(
	filters: ListFilters,
	perPage = PAGE_SIZE
): ContactListQuery {
	const query: ContactListQuery = {
		order: filters.order,
		page: filters.page,
		per_page: perPage,
	};
	if ( filters.q ) {
		query.q = filters.q;
	}
	if ( filters.categories.length ) {
		query.category = filters.categories;
	}
	if ( filters.sources.length ) {
		query.importSource = filters.sources;
	}
	if ( filters.process.length ) {
		query.process = filters.process;
	}
	if ( filters.stages.length ) {
		query.stage = filters.stages;
	}
	if ( filters.statuses.length ) {
		query.status = filters.statuses;
	}
	if ( filters.notContacted !== null ) {
		query.notContacted = filters.notContacted;
	}
	if ( filters.reachOut !== null ) {
		query.reachOut = filters.reachOut;
	}
	// Only when on: the plain list's query stays the one its page's preload answers (includes/Pages/Page_Data.php).
	if ( filters.archived ) {
		query.archived = true;
	}
	return query;
}

/**
 * A category was renamed: a filter on its old name follows it.
 *
 * @param filters The state.
 * @param from    Old name.
 * @param to      New name.
 */
export function renameCategoryFilter(
	filters: ListFilters,
	from: string,
	to: string
): ListFilters {
	if ( ! filters.categories.includes( from ) ) {
		return filters;
	}
	return {
		...filters,
		categories: unique(
			filters.categories.map( ( name ) => ( name === from ? to : name ) )
		),
	};
}

/**
 * A category was deleted: a filter on it goes too.
 *
 * @param filters The state.
 * @param name    Its name.
 */
export function dropCategoryFilter(
	filters: ListFilters,
	name: string
): ListFilters {
	if ( ! filters.categories.includes( name ) ) {
		return filters;
	}
	return {
		...filters,
		categories: filters.categories.filter( ( c ) => c !== name ),
		page: 1,
	};
}

/**
 * The last page that has rows (at least 1).
 *
 * @param total   Rows in the whole list.
 * @param perPage Rows per page.
 */
export function lastPage( total: number, perPage = PAGE_SIZE ): number {
	return Math.max( 1, Math.ceil( total / perPage ) );
}

/**
 * How a filter value reads on the screen. Process and status values are words, translated; stages keep the
 * spec's names; sources and categories are names.
 *
 * @param group Filter group.
 * @param value Value.
 */
export function filterValueLabel< G extends FilterGroup >(
	group: G,
	value: FilterValues[ G ]
): string {
	switch ( value ) {
		case 'Active':
			return __( 'Active', 'prism' );
		case 'Inactive':
			return __( 'Inactive', 'prism' );
		case 'In Progress':
			return __( 'In Progress', 'prism' );
		case 'Complete':
			return __( 'Complete', 'prism' );
	}
	if ( group === 'stages' ) {
		return stageName( value as number );
	}
	return group === 'sources'
		? importSourceName( value as ImportSource )
		: String( value );
}

/**
 * The 'x-y of total' label of a page: "11-20 of 36", "0 of 0" for an empty list.
 *
 * @param page    1-based page.
 * @param total   Rows in the whole list.
 * @param shown   Rows on this page.
 * @param perPage Rows per page.
 */
export function rangeLabel(
	page: number,
	total: number,
	shown: number,
	perPage = PAGE_SIZE
): string {
	if ( total === 0 || shown === 0 ) {
		return sprintf(
			/* translators: %d: total. */
			__( '0 of %d', 'prism' ),
			total
		);
	}
	const from = ( page - 1 ) * perPage + 1;
	return sprintf(
		/* translators: 1: first row, 2: last row, 3: total. */
		__( '%1$d-%2$d of %3$d', 'prism' ),
		from,
		from + shown - 1,
		total
	);
}

/**
 * A row's categories: the first 30 characters, then '...' when there are more.
 *
 * @param categories Category names joined with ", ".
 * @param max        Characters to keep.
 */
export function categoriesPreview( categories: string, max = 30 ): string {
	return categories.length > max
		? `${ categories.slice( 0, max ) }...`
		: categories;
}

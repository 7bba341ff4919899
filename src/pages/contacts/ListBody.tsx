import { __ } from '@wordpress/i18n';
import Box from '../../components/light/Box';
import type { ContactPage, Links } from '../../api/types';
import type { Resource } from '../../api/useResource';
import type { ListFilters } from '../../domain/listFilters';
import {
	activeFilterCount,
	hasActiveFilters,
	narrowsView,
} from '../../domain/listFilters';
import type { SelectionControl } from '../../hooks/useSelection';
import { ContactRows, ContactRowsSkeleton } from './ContactRows';
import { LoadError, NoArchived, NoContacts, NoMatches } from './ListStates';

/**
 * Why a filtered list can be empty even though contacts exist: PRISM's AND-within-a-group rule, or the Keep in touch
 * filter alone (nobody due, or no cadence yet).
 *
 * @param filters The state.
 */
function whyEmpty( filters: ListFilters ): string | undefined {
	if (
		filters.stages.length > 1 ||
		filters.process.length > 1 ||
		filters.statuses.length > 1
	) {
		return __(
			'A contact is at one stage, with one status, active or not, so choosing two values in one of those groups matches nobody. Turn one of them off.',
			'prism'
		);
	}
	if ( filters.reachOut !== null && activeFilterCount( filters ) === 1 ) {
		switch ( filters.reachOut ) {
			case 'due':
				return __(
					'No contact is due or overdue: you are in touch with everyone on time.',
					'prism'
				);
			case 'week':
				return __( 'No contact is due within the next week.', 'prism' );
			case 'set':
				return __(
					'None of your contacts has a keep-in-touch cadence yet. Set one on a contact’s page, or on a category from its menu under Categories.',
					'prism'
				);
		}
	}
	return undefined;
}

export interface ListBodyProps {
	list: Resource< ContactPage >;
	filters: ListFilters;
	links: Pick< Links, 'contactDetail' >;
	selection: SelectionControl;
	layout: 'table' | 'cards';
	/** Today, site time (YYYY-MM-DD). */
	today: string;
	/** Clears the search and the filters, and keeps the view (the archived contacts, or the others). */
	onClearFilters: () => void;
	/** Leaves the Archived view for the member's contacts. */
	onLeaveArchived: () => void;
	onAdd: () => void;
	onImport: () => void;
}

/**
 * What the list shows: the rows, placeholders while the first page loads, a failure with Retry, or why it is
 * empty (no contacts at all, none archived, or none that match).
 *
 * @param props Props.
 */
export function ListBody( props: ListBodyProps ) {
	const {
		list,
		filters,
		links,
		selection,
		layout,
		today,
		onClearFilters,
		onLeaveArchived,
		onAdd,
		onImport,
	} = props;
	const data = list.data;
	if ( list.error && ! data ) {
		return <LoadError error={ list.error } onRetry={ list.reload } />;
	}
	if ( ! data ) {
		return <ContactRowsSkeleton layout={ layout } />;
	}
	if ( data.total === 0 && ! list.isLoading && filters.archived ) {
		return narrowsView( filters ) ? (
			<NoMatches
				archived
				onClear={ onClearFilters }
				detail={ whyEmpty( filters ) }
			/>
		) : (
			<NoArchived onBack={ onLeaveArchived } />
		);
	}
	if ( data.total === 0 && ! list.isLoading ) {
		return hasActiveFilters( filters ) ? (
			<NoMatches
				onClear={ onClearFilters }
				detail={ whyEmpty( filters ) }
			/>
		) : (
			<NoContacts onAdd={ onAdd } onImport={ onImport } />
		);
	}
	return (
		<Box
			sx={ {
				overflowX: layout === 'table' ? 'auto' : 'visible',
				p: layout === 'cards' ? { xs: 1.5, sm: 2 } : 0,
			} }
		>
			<ContactRows
				contacts={ data.items }
				links={ links }
				selection={ selection.ids }
				onToggle={ selection.toggle }
				busy={ list.isLoading }
				layout={ layout }
				today={ today }
			/>
		</Box>
	);
}

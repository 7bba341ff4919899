import { __, sprintf } from '@wordpress/i18n';
import Box from '../../components/light/Box';
import Button from '../../components/light/Button';
import Cancel from '@mui/icons-material/Cancel';
import { Tag } from '../../components/Tag';
import type {
	FilterGroup,
	FilterValues,
	ListFilters,
} from '../../domain/listFilters';
import {
	FILTER_GROUPS,
	filterValueLabel,
	hasActiveFilters,
} from '../../domain/listFilters';
import { notContactedFilterLabel } from '../../domain/interactions';
import type { NotContactedDays } from '../../domain/interactions';
import { reachOutFilterLabel } from '../../domain/cadence';
import type { ReachOutFilter } from '../../api/types';

/**
 * A chip's label: the group and the value, as one translated phrase.
 *
 * @param group Filter group.
 * @param value The value, as it reads.
 */
function chipLabel( group: FilterGroup, value: string ): string {
	switch ( group ) {
		case 'sources':
			/* translators: %s: source, e.g. Google. */
			return sprintf( __( 'Source: %s', 'prism' ), value );
		case 'categories':
			/* translators: %s: category name. */
			return sprintf( __( 'Category: %s', 'prism' ), value );
		case 'process':
			/* translators: %s: Active or Inactive. */
			return sprintf( __( 'Process: %s', 'prism' ), value );
		case 'stages':
			/* translators: %s: stage, e.g. BUILD. */
			return sprintf( __( 'Stage: %s', 'prism' ), value );
		case 'statuses':
			/* translators: %s: In Progress or Complete. */
			return sprintf( __( 'Status: %s', 'prism' ), value );
	}
}

/**
 * The filters in force, each removable, and Clear filters.
 *
 * @param props                Props.
 * @param props.filters        The state.
 * @param props.onToggle       Removes one value.
 * @param props.onNotContacted Toggles a "Not contacted for" value (so the one chosen goes).
 * @param props.onReachOut     Toggles a Keep in touch value (so the one chosen goes).
 * @param props.onSearch       Changes the search (to clear it).
 * @param props.onArchived     Leaves the Archived view.
 * @param props.onClear        Clears everything.
 */
export function ActiveFilters( {
	filters,
	onToggle,
	onNotContacted,
	onReachOut,
	onSearch,
	onArchived,
	onClear,
}: {
	filters: ListFilters;
	onToggle: < G extends FilterGroup >(
		group: G,
		value: FilterValues[ G ]
	) => void;
	onNotContacted: ( days: NotContactedDays ) => void;
	onReachOut: ( value: ReachOutFilter ) => void;
	onSearch: ( q: string ) => void;
	onArchived: () => void;
	onClear: () => void;
} ) {
	if ( ! hasActiveFilters( filters ) ) {
		return null;
	}
	const chips: Array< { key: string; label: string; onDelete: () => void } > =
		[];
	if ( filters.archived ) {
		chips.push( {
			key: 'archived',
			label: __( 'Archived contacts', 'prism' ),
			onDelete: onArchived,
		} );
	}
	if ( filters.q ) {
		chips.push( {
			key: 'q',
			label: sprintf(
				/* translators: %s: search text. */
				__( 'Search: “%s”', 'prism' ),
				filters.q
			),
			onDelete: () => onSearch( '' ),
		} );
	}
	for ( const group of FILTER_GROUPS ) {
		for ( const value of filters[ group ] ) {
			chips.push( {
				key: `${ group }-${ value }`,
				label: chipLabel(
					group,
					filterValueLabel(
						group,
						value as FilterValues[ typeof group ]
					)
				),
				onDelete: () =>
					onToggle( group, value as FilterValues[ typeof group ] ),
			} );
		}
	}
	const notContacted = filters.notContacted;
	if ( notContacted !== null ) {
		chips.push( {
			key: 'notContacted',
			label: notContactedFilterLabel( notContacted ),
			onDelete: () => onNotContacted( notContacted ),
		} );
	}
	const reachOut = filters.reachOut;
	if ( reachOut !== null ) {
		chips.push( {
			key: 'reachOut',
			label: reachOutFilterLabel( reachOut ),
			onDelete: () => onReachOut( reachOut ),
		} );
	}
	return (
		<Box
			component="section"
			aria-label={ __( 'Filters in use', 'prism' ) }
			sx={ {
				display: 'flex',
				flexWrap: 'wrap',
				alignItems: 'center',
				gap: 0.75,
				px: { xs: 1.5, sm: 2 },
				pb: 1.5,
			} }
			data-testid="active-filters"
		>
			{ chips.map( ( chip ) => (
				<Tag
					key={ chip.key }
					component="button"
					tone="primary"
					onClick={ chip.onDelete }
					onKeyDown={ ( event ) => {
						if (
							event.key === 'Backspace' ||
							event.key === 'Delete'
						) {
							chip.onDelete();
						}
					} }
					endIcon={ <Cancel aria-hidden /> }
					aria-label={ sprintf(
						/* translators: %s: filter, e.g. Category: Friends. */
						__( '%s. Remove filter', 'prism' ),
						chip.label
					) }
					sx={ { fontWeight: 500, pr: 0.5 } }
				>
					{ chip.label }
				</Tag>
			) ) }
			<Button size="small" onClick={ onClear }>
				{ __( 'Clear filters', 'prism' ) }
			</Button>
		</Box>
	);
}

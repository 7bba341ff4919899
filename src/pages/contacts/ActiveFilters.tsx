import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type {
	FilterGroup,
	FilterValues,
	ListFilters,
} from '../../domain/listFilters';
import { FILTER_GROUPS, hasActiveFilters } from '../../domain/listFilters';
import { stageName } from '../../domain/stages';

const GROUP_LABELS: Record< FilterGroup, string > = {
	sources: 'Source',
	categories: 'Category',
	process: 'Process',
	stages: 'Stage',
	statuses: 'Status',
};

/**
 * The filters in force, each removable, and Clear filters.
 *
 * @param props          Props.
 * @param props.filters  The state.
 * @param props.onToggle Removes one value.
 * @param props.onSearch Changes the search (to clear it).
 * @param props.onClear  Clears everything.
 */
export function ActiveFilters( {
	filters,
	onToggle,
	onSearch,
	onClear,
}: {
	filters: ListFilters;
	onToggle: < G extends FilterGroup >(
		group: G,
		value: FilterValues[ G ]
	) => void;
	onSearch: ( q: string ) => void;
	onClear: () => void;
} ) {
	if ( ! hasActiveFilters( filters ) ) {
		return null;
	}
	const chips: Array< { key: string; label: string; onDelete: () => void } > =
		[];
	if ( filters.q ) {
		chips.push( {
			key: 'q',
			label: `Search: “${ filters.q }”`,
			onDelete: () => onSearch( '' ),
		} );
	}
	for ( const group of FILTER_GROUPS ) {
		for ( const value of filters[ group ] ) {
			const text =
				group === 'stages'
					? stageName( value as number )
					: String( value );
			chips.push( {
				key: `${ group }-${ value }`,
				label: `${ GROUP_LABELS[ group ] }: ${ text }`,
				onDelete: () =>
					onToggle( group, value as FilterValues[ typeof group ] ),
			} );
		}
	}
	return (
		<Box
			component="section"
			aria-label="Filters in use"
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
				<Chip
					key={ chip.key }
					label={ chip.label }
					onClick={ chip.onDelete }
					onDelete={ chip.onDelete }
					size="small"
					color="primary"
					variant="outlined"
					aria-label={ `${ chip.label }. Remove filter` }
					sx={ { maxWidth: '100%' } }
				/>
			) ) }
			<Button size="small" onClick={ onClear }>
				Clear filters
			</Button>
		</Box>
	);
}

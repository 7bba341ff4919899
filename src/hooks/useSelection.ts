import { useCallback, useState } from 'react';
import { toApiError } from '../api/errors';
import type { ApiError } from '../api/errors';
import {
	EMPTY_SELECTION,
	selectionScope,
	toggleAll as toggleAllRule,
	toggleSelected,
	wholeListState,
} from '../domain/selection';
import type { CheckState, Selection } from '../domain/selection';

export interface SelectionOptions {
	/**
	 * The list being shown, without its page (e.g. listFilters.listKey): a different list clears the selection,
	 * another page of the same list keeps it.
	 */
	list: string;
	/** How many rows the list has on all its pages, once known. */
	total: number | undefined;
	/** The ids of every row of the list, on all pages, in list order (select-all). */
	loadAll: () => Promise< readonly number[] >;
	/** Select-all could not read the ids. */
	onError: ( error: ApiError ) => void;
}

export interface SelectionControl {
	/** The selected ids, in the order they were picked. */
	ids: Selection;
	/** How the select-all box reads. */
	allState: CheckState;
	/** A row's checkbox. */
	toggle: ( id: number ) => void;
	/** Select-all: every row of the list on all pages, or none when all are selected already. */
	toggleAll: () => Promise< void >;
	/** While select-all reads the ids. */
	selectingAll: boolean;
	/**
	 * Empties the selection: the Clear button, after a bulk action, after a change to the categories. A select-all
	 * still reading its ids is dropped too.
	 */
	clear: () => void;
}

/**
 * The rows picked for a bulk action, with the spec's rules (src/domain/selection.ts): kept across pages, cleared
 * when the list changes or by clear(), and select-all takes every match of the list, not only the page.
 *
 * @param options The list and how to read all its ids.
 */
export function useSelection( options: SelectionOptions ): SelectionControl {
	const { list, total, loadAll, onError } = options;
	const [ generation, setGeneration ] = useState( 0 );
	const scope = selectionScope( list, generation );
	const [ picked, setPicked ] = useState< { scope: string; ids: Selection } >(
		{ scope, ids: EMPTY_SELECTION }
	);
	const [ selectingAll, setSelectingAll ] = useState( false );
	const ids = picked.scope === scope ? picked.ids : EMPTY_SELECTION;

	const clear = useCallback( () => setGeneration( ( g ) => g + 1 ), [] );

	const toggle = ( id: number ) =>
		setPicked( { scope, ids: toggleSelected( ids, id ) } );

	const toggleAll = async () => {
		if ( total === undefined ) {
			return;
		}
		if ( wholeListState( ids, total ) === 'all' ) {
			clear();
			return;
		}
		// The answer belongs to this list: when the list changes meanwhile, it is dropped.
		const startedIn = scope;
		setSelectingAll( true );
		try {
			const all = await loadAll();
			setPicked( { scope: startedIn, ids: toggleAllRule( ids, all ) } );
		} catch ( e ) {
			onError( toApiError( e ) );
		} finally {
			setSelectingAll( false );
		}
	};

	return {
		ids,
		allState: wholeListState( ids, total ?? 0 ),
		toggle,
		toggleAll,
		selectingAll,
		clear,
	};
}

/**
 * Applying categories to several contacts at once. Each category's box starts checked (every selected contact
 * has it), indeterminate (some do) or unchecked (none do). A click cycles checked → unchecked → checked …; a box
 * that started indeterminate also passes through indeterminate again (checked → unchecked → indeterminate →
 * checked), so the member can go back to "leave as it is". Apply sends 1 (add to all), 0 (leave) or -1 (remove
 * from all) per category.
 */

export type TriState = 'checked' | 'indeterminate' | 'unchecked';
export type ApplyValue = 1 | 0 | -1;

/** One category's box: how it started and how it is now. */
export interface TriBox {
	initial: TriState;
	current: TriState;
}

/** Category id => its box. */
export type TriStates = Record< number, TriBox >;

/**
 * How a category's box starts for the selected contacts.
 *
 * @param categoryId Category id.
 * @param contacts   The selected contacts' category ids.
 */
export function initialState(
	categoryId: number,
	contacts: ReadonlyArray< { categoryIds: readonly number[] } >
): TriState {
	const having = contacts.filter( ( c ) =>
		c.categoryIds.includes( categoryId )
	).length;
	if ( having === 0 ) {
		return 'unchecked';
	}
	return having === contacts.length ? 'checked' : 'indeterminate';
}

/**
 * Every category's box, as it starts.
 *
 * @param categoryIds All category ids.
 * @param contacts    The selected contacts' category ids.
 */
export function initialStates(
	categoryIds: readonly number[],
	contacts: ReadonlyArray< { categoryIds: readonly number[] } >
): TriStates {
	const states: TriStates = {};
	for ( const id of categoryIds ) {
		const state = initialState( id, contacts );
		states[ id ] = { initial: state, current: state };
	}
	return states;
}

/**
 * The state after a click.
 *
 * @param box The box.
 */
export function nextState( box: TriBox ): TriState {
	switch ( box.current ) {
		case 'checked':
			return 'unchecked';
		case 'unchecked':
			return box.initial === 'indeterminate'
				? 'indeterminate'
				: 'checked';
		default:
			return 'checked';
	}
}

/**
 * Clicks one category's box.
 *
 * @param states     All boxes.
 * @param categoryId The box clicked.
 */
export function cycle( states: TriStates, categoryId: number ): TriStates {
	const box = states[ categoryId ];
	if ( ! box ) {
		return states;
	}
	return { ...states, [ categoryId ]: { ...box, current: nextState( box ) } };
}

/**
 * Adds the box of a category created while choosing: nobody has it yet, and it starts checked because the member
 * made it to apply it.
 *
 * @param states     All boxes.
 * @param categoryId The new category.
 */
export function withNewCategory(
	states: TriStates,
	categoryId: number
): TriStates {
	if ( states[ categoryId ] ) {
		return states;
	}
	return {
		...states,
		[ categoryId ]: { initial: 'unchecked', current: 'checked' },
	};
}

/**
 * Keeps the boxes in step with the category list (after a category was added or removed elsewhere): new
 * categories get their starting box, deleted ones go, and boxes already clicked keep their state.
 *
 * @param states      All boxes.
 * @param categoryIds All category ids now.
 * @param contacts    The selected contacts' category ids.
 */
export function syncCategories(
	states: TriStates,
	categoryIds: readonly number[],
	contacts: ReadonlyArray< { categoryIds: readonly number[] } >
): TriStates {
	const next: TriStates = {};
	for ( const id of categoryIds ) {
		next[ id ] = states[ id ] ?? {
			initial: initialState( id, contacts ),
			current: initialState( id, contacts ),
		};
	}
	return next;
}

/**
 * The value Apply sends for a state.
 *
 * @param state The state.
 */
export function applyValue( state: TriState ): ApplyValue {
	if ( state === 'checked' ) {
		return 1;
	}
	return state === 'unchecked' ? -1 : 0;
}

/**
 * The map Apply sends: category id => 1, 0 or -1. A box left as it started sends 0 (nothing to change).
 *
 * @param states All boxes.
 */
export function applyMap( states: TriStates ): Record< number, ApplyValue > {
	const map: Record< number, ApplyValue > = {};
	for ( const [ id, box ] of Object.entries( states ) ) {
		map[ Number( id ) ] =
			box.current === box.initial ? 0 : applyValue( box.current );
	}
	return map;
}

/**
 * Whether Apply would change anything.
 *
 * @param states All boxes.
 */
export function hasChanges( states: TriStates ): boolean {
	return Object.values( states ).some(
		( box ) => box.current !== box.initial
	);
}

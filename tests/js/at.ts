/**
 * The item at a position of a list, for tests: a position the list does not have fails the test there, with a
 * sentence that says so, rather than later on an undefined.
 *
 * @param list  The list.
 * @param index The position, from 0.
 */
export function at< T >( list: readonly T[], index: number ): T {
	const item = list[ index ];
	if ( item === undefined ) {
		throw new Error(
			`The list of ${ list.length } has no item at position ${ index }.`
		);
	}
	return item;
}

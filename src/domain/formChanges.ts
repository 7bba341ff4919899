/**
 * Whether a form holds something the member typed: what closing it would lose, so the dialog asks before it
 * discards (hooks/useDiscardGuard). Text is compared with its ends trimmed (a stray space is not worth a question),
 * lists item by item.
 */

/**
 * Whether any value differs from where the form started (an empty form, or the item being edited).
 *
 * @param values   The form's values.
 * @param baseline What it started from.
 */
export function formChanged< T extends object >(
	values: T,
	baseline: T
): boolean {
	const keys = new Set( [
		...Object.keys( values ),
		...Object.keys( baseline ),
	] ) as Set< keyof T >;
	for ( const key of keys ) {
		const a = values[ key ];
		const b = baseline[ key ];
		let same = a === b;
		if ( typeof a === 'string' && typeof b === 'string' ) {
			same = a.trim() === b.trim();
		} else if ( typeof a === 'object' && typeof b === 'object' ) {
			// Lists (the contacts of an article): the same items in the same order.
			same = JSON.stringify( a ) === JSON.stringify( b );
		}
		if ( ! same ) {
			return true;
		}
	}
	return false;
}

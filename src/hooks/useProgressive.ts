import { useAfterLoad } from './useAfterLoad';

/**
 * A long list shown in two steps: its first `first` items at once, and the rest once the page has loaded and is idle
 * (the rest of the page, and parts loaded in their own chunk, come first), rendered in a transition (React renders it
 * in slices between which the page answers clicks and keys). So a page with a long list shows its top, and responds,
 * without waiting for every row. Once the whole list has shown, it always shows whole.
 *
 * @param items The list (undefined while it loads).
 * @param first How many to show at first.
 * @return The items to show now.
 */
export function useProgressive< T >(
	items: readonly T[] | undefined,
	first: number
): readonly T[] | undefined {
	const longer = ( items?.length ?? 0 ) > first;
	const whole = useAfterLoad( longer );
	return items && longer && ! whole ? items.slice( 0, first ) : items;
}

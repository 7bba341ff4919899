import { startTransition, useEffect, useState } from 'react';

/**
 * A long list shown in two steps: its first `first` items at once, and the rest once the page has loaded and is idle
 * (the rest of the page, and parts loaded in their own chunk, come first), rendered in a transition (React renders it in slices
 * between which the page answers clicks and keys). So a page with a long list shows its top, and responds, without
 * waiting for every row. Once the whole list has shown, it always shows whole.
 *
 * @param items The list (undefined while it loads).
 * @param first How many to show at first.
 * @return The items to show now.
 */
export function useProgressive< T >(
	items: readonly T[] | undefined,
	first: number
): readonly T[] | undefined {
	const [ whole, setWhole ] = useState( false );
	const longer = ( items?.length ?? 0 ) > first;
	useEffect( () => {
		if ( ! longer || whole ) {
			return;
		}
		const show = () => startTransition( () => setWhole( true ) );
		let cancel = () => {};
		const whenIdle = () => {
			if ( typeof window.requestIdleCallback === 'function' ) {
				const id = window.requestIdleCallback( show, {
					timeout: 2000,
				} );
				cancel = () => window.cancelIdleCallback( id );
			} else {
				const id = window.setTimeout( show, 0 );
				cancel = () => window.clearTimeout( id );
			}
		};
		// After the page's load event (its scripts, and the chunks it started, have run) and then once idle.
		if ( document.readyState === 'complete' ) {
			whenIdle();
		} else {
			window.addEventListener( 'load', whenIdle, { once: true } );
			cancel = () => window.removeEventListener( 'load', whenIdle );
		}
		return () => cancel();
	}, [ longer, whole ] );
	return items && longer && ! whole ? items.slice( 0, first ) : items;
}

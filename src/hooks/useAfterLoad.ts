import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the page has loaded (its scripts, and the chunks it started, have run) and then been idle once: for what a
 * page's first screen can do without, so it does not hold up the rest (the dashboard's long lists, its category
 * search). The change is a transition, which React renders in slices between which the page answers input.
 *
 * @param wanted Whether to wait at all (false: stays false, and nothing is scheduled).
 * @return Whether the moment has come; once true, stays true.
 */
export function useAfterLoad( wanted = true ): boolean {
	const [ done, setDone ] = useState( false );
	useEffect( () => {
		if ( ! wanted || done ) {
			return;
		}
		const show = () => startTransition( () => setDone( true ) );
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
		if ( document.readyState === 'complete' ) {
			whenIdle();
		} else {
			window.addEventListener( 'load', whenIdle, { once: true } );
			cancel = () => window.removeEventListener( 'load', whenIdle );
		}
		return () => cancel();
	}, [ wanted, done ] );
	return done;
}

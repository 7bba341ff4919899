/**
 * Mounts a page island on every `.prism-island[data-prism-page=<page>]` element, with the props its shortcode
 * printed into `data-prism-props`.
 */
import { createRoot } from 'react-dom/client';
import type { ReactNode } from 'react';
import { configureApi } from './api/client';
import { setPreloaded } from './api/preload';
import type { PreloadedAnswer } from './api/preload';
import type { Flash, PageProps } from './api/types';
import { PrismApp } from './components/PrismApp';
import {
	EXPIRED_ARG,
	expiredFormFlash,
	withoutExpiredArg,
} from './domain/formDraft';

/** The message for a form whose session had expired, read once per page load (see domain/formDraft). */
let expiredFlash: Flash | null | undefined;

function takeExpiredFlash(): Flash | null {
	if ( expiredFlash === undefined ) {
		const { pathname, search, hash } = window.location;
		expiredFlash = expiredFormFlash( search );
		if ( new URLSearchParams( search ).has( EXPIRED_ARG ) ) {
			window.history.replaceState(
				window.history.state,
				'',
				pathname + withoutExpiredArg( search ) + hash
			);
		}
		return expiredFlash;
	}
	return null;
}

// eslint-disable-next-line camelcase -- webpack's name for the folder its runtime fetches chunks from.
declare const __webpack_public_path__: string | undefined;

/** Chunks already asked for on this page (two islands of one entry prefetch once). */
const prefetched = new Set< string >();

/**
 * Asks the browser to fetch a page's likely next chunks (its dialogs) when it has nothing else to do: at its first
 * idle moment, after the first render. Their `<link rel="prefetch">` used to be added by webpack's runtime just before the page
 * drew (webpack.config.js, PageChunksManifestPlugin).
 *
 * @param chunks Chunk files below build/ (build/chunks.json, `prefetch`).
 */
function prefetchWhenIdle( chunks: readonly string[] ): void {
	/* eslint-disable camelcase -- webpack's name. */
	const base =
		typeof __webpack_public_path__ === 'string'
			? __webpack_public_path__
			: '';
	/* eslint-enable camelcase */
	const fresh = chunks.filter( ( chunk ) => ! prefetched.has( chunk ) );
	if ( ! base || ! fresh.length ) {
		return;
	}
	fresh.forEach( ( chunk ) => prefetched.add( chunk ) );
	const queue = [ ...fresh ];
	// A link at a time, for as long as the browser is idle: each starts a request (or a cache lookup), and a page's
	// 29 links added at once were one task of 70 ms with the CPU slowed four times, in the member's first clicks.
	const add = ( deadline?: IdleDeadline ) => {
		let added = 0;
		do {
			const link = document.createElement( 'link' );
			link.rel = 'prefetch';
			link.as = 'script';
			link.href = base + queue.shift();
			document.head.appendChild( link );
			added++;
		} while (
			queue.length &&
			// Where the browser cannot say how idle it is (no requestIdleCallback), four at a time.
			( deadline ? deadline.timeRemaining() > 3 : added < 4 )
		);
		if ( queue.length ) {
			later( add );
		}
	};
	// The first idle moment comes once the first render has been drawn: the requests go out while the member looks
	// at the page, not as they leave it (a prefetch outlives its page and would compete with the next one's scripts).
	later( add );
}

/**
 * Runs `task` when the browser is idle (within a second), or in 200 ms where it cannot tell.
 *
 * @param task What to run, given the idle period's deadline.
 */
function later( task: ( deadline?: IdleDeadline ) => void ): void {
	if ( 'requestIdleCallback' in window ) {
		window.requestIdleCallback( task, { timeout: 1000 } );
	} else {
		setTimeout( task, 200 );
	}
}

/**
 * Renders `render(props)` into each mount point of the page.
 *
 * @param page   Entry name (src/pages/<page>).
 * @param render What to show.
 */
export function mountIsland(
	page: string,
	render: ( props: PageProps ) => ReactNode
): void {
	const start = () => {
		document
			.querySelectorAll< HTMLElement >(
				`.prism-island[data-prism-page="${ page }"]`
			)
			.forEach( ( element ) => {
				if ( element.dataset.prismMounted ) {
					return;
				}
				element.dataset.prismMounted = '1';
				// The page props, and the REST answers of the page's first screen (includes/Pages/Page_Data.php).
				const { preload, prefetch, ...props } = JSON.parse(
					element.dataset.prismProps ?? '{}'
				) as PageProps & {
					preload?: PreloadedAnswer[];
					prefetch?: string[];
				};
				const expired = takeExpiredFlash();
				if ( expired && ! props.flash ) {
					props.flash = expired;
				}
				configureApi( props.restRoot, props.nonce );
				setPreloaded( preload );
				createRoot( element ).render(
					<PrismApp>{ render( props ) }</PrismApp>
				);
				prefetchWhenIdle( prefetch ?? [] );
			} );
	};
	if ( document.readyState === 'loading' ) {
		document.addEventListener( 'DOMContentLoaded', start );
	} else {
		start();
	}
}

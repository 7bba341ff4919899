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
				const { preload, ...props } = JSON.parse(
					element.dataset.prismProps ?? '{}'
				) as PageProps & { preload?: PreloadedAnswer[] };
				const expired = takeExpiredFlash();
				if ( expired && ! props.flash ) {
					props.flash = expired;
				}
				configureApi( props.restRoot, props.nonce );
				setPreloaded( preload );
				createRoot( element ).render(
					<PrismApp>{ render( props ) }</PrismApp>
				);
			} );
	};
	if ( document.readyState === 'loading' ) {
		document.addEventListener( 'DOMContentLoaded', start );
	} else {
		start();
	}
}

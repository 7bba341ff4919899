import { act } from '@testing-library/react';
import { mountIsland } from './mount';

/** Idle callbacks the test runs by hand, with the idle time it chooses. */
let idle: Array< ( deadline: IdleDeadline ) => void > = [];

/**
 * Runs the next idle callback with `ms` of idle time that does not pass.
 * @param ms
 */
function runIdle( ms: number ) {
	const task = idle.shift();
	expect( task ).toBeDefined();
	task?.( { didTimeout: false, timeRemaining: () => ms } );
}

const prefetchLinks = () =>
	Array.from(
		document.head.querySelectorAll< HTMLLinkElement >(
			'link[rel="prefetch"]'
		)
	).map( ( link ) => link.getAttribute( 'href' ) );

describe( 'mountIsland: the chunks a page may need next', () => {
	const chunks = Array.from(
		{ length: 29 },
		( _, i ) => `chunks/dialog-${ i }.js`
	);

	beforeEach( () => {
		idle = [];
		(
			globalThis as { __webpack_public_path__?: string }
		 ).__webpack_public_path__ = '/build/';
		window.requestIdleCallback = ( task: IdleRequestCallback ) => {
			idle.push( task );
			return idle.length;
		};
		document.body.innerHTML = `<div class="prism-island" data-prism-page="test" data-prism-props='${ JSON.stringify(
			{
				wordpressId: 1,
				nonce: 'n',
				restRoot: '/wp-json/',
				prefetch: chunks,
			}
		) }'></div>`;
		document.head.innerHTML = '';
	} );

	it( 'asks for them only once the page is idle, a few at a time while it stays idle, until all are asked for', async () => {
		await act( async () => mountIsland( 'test', () => <p>Page</p> ) );
		expect( document.body.textContent ).toBe( 'Page' );
		expect( prefetchLinks() ).toEqual( [] );

		runIdle( 0 ); // A moment with no idle time left: one link, and the rest later.
		expect( prefetchLinks() ).toEqual( [ '/build/chunks/dialog-0.js' ] );

		runIdle( 2 );
		expect( prefetchLinks() ).toHaveLength( 2 );

		let left = 10;
		const task = idle.shift();
		task?.( { didTimeout: false, timeRemaining: () => left-- } ); // Idle time running out as links go in.
		expect( prefetchLinks() ).toHaveLength( 2 + 8 );

		while ( idle.length ) {
			runIdle( 50 );
		}
		expect( prefetchLinks() ).toEqual(
			chunks.map( ( chunk ) => `/build/${ chunk }` )
		);
	} );
} );

/// <reference types="@wordpress/jest-console" />
import { Component, useState } from 'react';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Deferred, OnceOpened, lazyNamed } from './OnceOpened';

/** A module load the test settles by hand. */
function manualLoad< T >() {
	let settle: { resolve: ( v: T ) => void; reject: ( e: unknown ) => void };
	const load = jest.fn(
		() =>
			new Promise< T >( ( resolve, reject ) => {
				settle = { resolve, reject };
			} )
	);
	return {
		load,
		resolve: ( value: T ) => act( async () => settle.resolve( value ) ),
		reject: ( error: unknown ) => act( async () => settle.reject( error ) ),
	};
}

function Greeting( { name }: { name: string } ) {
	return <p>Hello { name }</p>;
}

/** Shows what its children threw, as a page's error handling would. */
class Catch extends Component< { children: ReactNode }, { error: string } > {
	state = { error: '' };
	static getDerivedStateFromError( error: Error ) {
		return { error: error.message };
	}
	render() {
		return this.state.error ? (
			<p role="alert">{ this.state.error }</p>
		) : (
			this.props.children
		);
	}
}

/**
 * Runs `test` as a browser runs React: without act(), so React schedules its work in later tasks.
 *
 * @param test The test's body.
 */
async function outsideAct( test: () => Promise< void > ) {
	const flags = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
	const before = flags.IS_REACT_ACT_ENVIRONMENT;
	flags.IS_REACT_ACT_ENVIRONMENT = false;
	try {
		await test();
	} finally {
		flags.IS_REACT_ACT_ENVIRONMENT = before;
	}
}

describe( 'lazyNamed and Deferred', () => {
	it( 'shows the fallback while the code loads, then the part with its props as soon as the code has run', () =>
		// Outside act(), as in a browser: React's Suspense held content that came after its fallback for 300 ms.
		outsideAct( async () => {
			let arrive: ( component: typeof Greeting ) => void = () =>
				undefined;
			const load = jest.fn(
				() =>
					new Promise< typeof Greeting >( ( resolve ) => {
						arrive = resolve;
					} )
			);
			const Part = lazyNamed( load );
			render(
				<Deferred fallback={ <span>Loading…</span> }>
					<Part name="Ada" />
				</Deferred>
			);
			await screen.findByText( 'Loading…' );
			expect( load ).toHaveBeenCalledTimes( 1 );
			arrive( Greeting );
			await new Promise( ( resolve ) => setTimeout( resolve, 60 ) );
			expect( screen.getByText( 'Hello Ada' ) ).toBeTruthy();
			expect( screen.queryByText( 'Loading…' ) ).toBeNull();
		} ) );

	it( 'draws the part whose code ran between its first render and the commit', () =>
		// As in a browser (no act()): React runs a render's effects in a later task, after the microtasks in which a
		// chunk already on its way has run.
		outsideAct( async () => {
			const host = document.createElement( 'div' );
			document.body.appendChild( host );
			const root = createRoot( host );
			try {
				const Part = lazyNamed( () => Promise.resolve( Greeting ) );
				root.render(
					<Deferred fallback={ <span>Loading the form</span> }>
						<Part name="Ada" />
					</Deferred>
				);
				await new Promise( ( resolve ) => setTimeout( resolve, 60 ) );
				expect( host.textContent ).toBe( 'Hello Ada' );
			} finally {
				root.unmount();
				host.remove();
			}
		} ) );

	it( 'loads once for every use, and a use after the code arrived renders at once', async () => {
		const module = manualLoad< typeof Greeting >();
		const Part = lazyNamed( module.load );
		const first = render(
			<Deferred fallback="wait">
				<Part name="Ada" />
				<Part name="Grace" />
			</Deferred>
		);
		await module.resolve( Greeting );
		expect( screen.getByText( 'Hello Grace' ) ).toBeTruthy();
		first.unmount();
		render( <Part name="Linus" /> );
		expect( screen.getByText( 'Hello Linus' ) ).toBeTruthy();
		expect( module.load ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'preload() ahead of the first render lets that render draw the part', async () => {
		const Part = lazyNamed( () => Promise.resolve( Greeting ) );
		await act( () => Part.preload() );
		render(
			<Deferred fallback="wait">
				<Part name="Ada" />
			</Deferred>
		);
		expect( screen.getByText( 'Hello Ada' ) ).toBeTruthy();
		expect( screen.queryByText( 'wait' ) ).toBeNull();
	} );

	it( 'throws a failed load to the nearest error boundary, and loads again on the next use', async () => {
		const module = manualLoad< typeof Greeting >();
		const Part = lazyNamed( module.load );
		const view = render(
			<Catch>
				<Part name="Ada" />
			</Catch>
		);
		await module.reject( new Error( 'Loading chunk 42 failed.' ) );
		expect( screen.getByRole( 'alert' ).textContent ).toBe(
			'Loading chunk 42 failed.'
		);
		view.unmount();
		render( <Part name="Ada" /> );
		expect( module.load ).toHaveBeenCalledTimes( 2 );
		await module.resolve( Greeting );
		expect( screen.getByText( 'Hello Ada' ) ).toBeTruthy();
		// React reports the error it hands to the boundary.
		expect( console ).toHaveErrored();
	} );
} );

describe( 'OnceOpened', () => {
	it( 'renders nothing until first opened, then keeps its child after closing', async () => {
		const module = manualLoad< typeof Greeting >();
		const Part = lazyNamed( module.load );
		function Host() {
			const [ open, setOpen ] = useState( false );
			return (
				<>
					<button onClick={ () => setOpen( ! open ) }>toggle</button>
					<OnceOpened open={ open }>
						<Part name="Ada" />
					</OnceOpened>
				</>
			);
		}
		render( <Host /> );
		expect( module.load ).not.toHaveBeenCalled();
		fireEvent.click( screen.getByText( 'toggle' ) );
		expect( module.load ).toHaveBeenCalledTimes( 1 );
		await module.resolve( Greeting );
		expect( screen.getByText( 'Hello Ada' ) ).toBeTruthy();
		fireEvent.click( screen.getByText( 'toggle' ) );
		expect( screen.getByText( 'Hello Ada' ) ).toBeTruthy();
	} );
} );

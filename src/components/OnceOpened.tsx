import {
	createContext,
	createElement,
	useContext,
	useEffect,
	useState,
} from 'react';
import type { ComponentType, ReactNode } from 'react';

/**
 * What a part loaded on first use (`lazyNamed`) shows while its code loads: set by the nearest `Deferred`.
 */
const FallbackContext = createContext< ReactNode >( null );

/**
 * Where parts loaded on first use (`lazyNamed`) show `fallback` while their code loads: the role React's Suspense
 * had here. Suspense holds back content that arrives after its fallback was shown for 300 ms (React's
 * FALLBACK_THROTTLE_MS, to spare a page flicker when data comes in waves); for a chunk that is usually on its way
 * already, that made the dashboard's cards, a contact's tabs and the calendar show 0.25-0.3 s after their code was
 * there. A part shows the moment its code runs.
 *
 * @param props          Props.
 * @param props.fallback Shown in place of each part whose code is loading.
 * @param props.children The parts (and anything else).
 */
export function Deferred( {
	fallback,
	children,
}: {
	fallback: ReactNode;
	children: ReactNode;
} ) {
	return (
		<FallbackContext.Provider value={ fallback }>
			{ children }
		</FallbackContext.Provider>
	);
}

/**
 * Renders its children from the first time `open` is true, and keeps them afterwards, so a dialog whose code is
 * loaded when first opened (see `lazyNamed`) can still animate closed. Nothing shows while its code loads.
 *
 * @param props          Props.
 * @param props.open     Whether the child is open now.
 * @param props.children The child (usually a lazily loaded dialog).
 */
export function OnceOpened( {
	open,
	children,
}: {
	open: boolean;
	children: ReactNode;
} ) {
	const [ opened, setOpened ] = useState( open );
	if ( open && ! opened ) {
		setOpened( true );
	}
	return opened || open ? (
		<Deferred fallback={ null }>{ children }</Deferred>
	) : null;
}

/**
 * A component exported by name from a module loaded on first use, in its own chunk. Until the module has run it
 * renders the nearest `Deferred`'s fallback (nothing without one); then the component, in the same commit as any
 * other update. Once loaded, every later use renders at once. A chunk that fails to load is thrown from render, as
 * React.lazy did; a later render tries again.
 *
 * A part of the first screen in its own chunk (`webpackPreload`) calls `preload()` where it is defined, so its code
 * runs as soon as it has arrived and the first render can already draw it.
 *
 * @param load Loads the module and picks the component.
 * @return The component, with `preload()` to start loading ahead of use.
 */
export function lazyNamed< P extends object >(
	load: () => Promise< ComponentType< P > >
): ComponentType< P > & { preload: () => Promise< void > } {
	let loaded: ComponentType< P > | null = null;
	let loading: Promise< void > | null = null;
	const preload = () => {
		loading ??= load().then(
			( component ) => {
				loaded = component;
			},
			( error: unknown ) => {
				loading = null;
				throw error;
			}
		);
		return loading;
	};

	function Part( props: P ) {
		const fallback = useContext( FallbackContext );
		if ( ! loaded ) {
			// Start loading with the first render, not after its commit (as React.lazy did); loading is idempotent.
			preload().catch( () => undefined );
		}
		const [ , setArrived ] = useState( false );
		const [ failure, setFailure ] = useState< { error: unknown } | null >(
			null
		);
		const drawn = loaded;
		useEffect( () => {
			if ( drawn ) {
				return;
			}
			if ( loaded ) {
				// The code ran between this render and its commit (it was already on its way): draw it now.
				setArrived( true );
				return;
			}
			let live = true;
			preload().then(
				() => live && setArrived( true ),
				( error: unknown ) => live && setFailure( { error } )
			);
			return () => {
				live = false;
			};
		}, [ drawn ] );
		if ( failure ) {
			throw failure.error;
		}
		return drawn ? createElement( drawn, props ) : <>{ fallback }</>;
	}

	return Object.assign( Part, { preload } );
}

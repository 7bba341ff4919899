import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, toApiError } from './errors';
import { subscribe } from './invalidation';
import { forgetPreloaded, peekPreloaded } from './preload';
import type { Preload } from './preload';
import type { Tag } from './tags';

/** What every data hook returns (STYLE.md: `{ data, isLoading, error }`, plus reload). */
export interface Resource< T > {
	/** The newest answer; kept while the next one loads, so a list does not blank out between pages. */
	data: T | undefined;
	isLoading: boolean;
	/** Why the newest load failed, with a message a member can read; null while loading or after a success. */
	error: ApiError | null;
	/** Loads again (a Retry button). */
	reload: () => void;
	/** Takes an answer the server already gave (a write that returns the new list), instead of asking again. */
	setData: ( data: T ) => void;
}

export interface ResourceOptions< T > {
	/**
	 * What is asked for, as a string (JSON of the parameters): when it changes, the resource loads again. null
	 * when there is nothing to load yet.
	 */
	key: string | null;
	/** Reads it (a function of ./client.ts). */
	load: () => Promise< T >;
	/** What it reads: invalidating one of these tags (see ./invalidation.ts) loads it again. */
	tags: readonly Tag[];
	/**
	 * The request `load` makes, when the page may have come with its answer (./preload.ts): that answer is then the
	 * first data, in place of the first load, and is used up.
	 */
	preload?: Preload< T >;
}

interface State< T > {
	data: T | undefined;
	isLoading: boolean;
	error: ApiError | null;
}

/**
 * The data hook every named hook in ./hooks.ts is made of. It loads when `key` changes, when reload() is called
 * and when one of `tags` is invalidated, and keeps only the newest answer: a slow old request never overwrites a
 * newer one (nor data set by setData after it started), and answers after unmounting are dropped.
 *
 * @param options Key, loader and tags.
 */
export function useResource< T >(
	options: ResourceOptions< T >
): Resource< T > {
	const { key, load, tags, preload } = options;
	const [ state, setState ] = useState< State< T > >( () => {
		const data =
			key !== null && preload ? peekPreloaded( preload ) : undefined;
		return {
			data,
			isLoading: key !== null && data === undefined,
			error: null,
		};
	} );
	const [ tick, setTick ] = useState( 0 );
	const latest = useRef( 0 );
	// The path of the answer the first render showed, until the first load it stands for is skipped.
	const preloaded = useRef(
		state.data !== undefined && preload ? preload.path : null
	);
	// The loader of the latest render: callers pass a new closure each time; `key` says when it asks for more.
	const loader = useRef( load );
	useEffect( () => {
		loader.current = load;
	} );

	useEffect( () => {
		const call = ++latest.current;
		if ( preloaded.current !== null ) {
			forgetPreloaded( preloaded.current );
			preloaded.current = null;
			return;
		}
		if ( key === null ) {
			setState( ( s ) =>
				s.isLoading ? { ...s, isLoading: false } : s
			);
			return;
		}
		setState( ( s ) => ( { ...s, isLoading: true, error: null } ) );
		loader.current().then(
			( data ) => {
				if ( call === latest.current ) {
					setState( { data, isLoading: false, error: null } );
				}
			},
			( e: unknown ) => {
				if ( call === latest.current ) {
					setState( ( s ) => ( {
						data: s.data,
						isLoading: false,
						error: toApiError( e ),
					} ) );
				}
			}
		);
	}, [ key, tick ] );

	// Answers that arrive after unmounting are dropped.
	useEffect(
		() => () => {
			latest.current++;
		},
		[]
	);

	const reload = useCallback( () => setTick( ( t ) => t + 1 ), [] );

	useInvalidation( tags, reload );

	const setData = useCallback( ( data: T ) => {
		latest.current++;
		setState( { data, isLoading: false, error: null } );
	}, [] );

	return { ...state, reload, setData };
}

/**
 * Runs `listener` whenever one of `tags` is invalidated, while the component is mounted: for what is not a data
 * hook but goes stale with the data (a cache of contacts already read, say).
 *
 * @param tags     The tags.
 * @param listener What to do.
 */
export function useInvalidation( tags: readonly Tag[], listener: () => void ) {
	const latest = useRef( listener );
	useEffect( () => {
		latest.current = listener;
	} );
	const tagList = tags.join( '\n' );
	useEffect(
		() =>
			subscribe( tagList ? tagList.split( '\n' ) : [], () =>
				latest.current()
			),
		[ tagList ]
	);
}

import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError } from '../api/types';

export interface AsyncState< T > {
	data: T | undefined;
	isLoading: boolean;
	error: ApiError | null;
	reload: () => void;
	setData: ( data: T ) => void;
}

/**
 * Runs `load` when its dependencies change and keeps only the newest answer, so a slow old request never
 * overwrites a newer one.
 *
 * @param load What to fetch.
 * @param deps When to fetch again.
 */
export function useAsync< T >(
	load: () => Promise< T >,
	deps: unknown[]
): AsyncState< T > {
	const [ data, setData ] = useState< T | undefined >( undefined );
	const [ isLoading, setLoading ] = useState( true );
	const [ error, setError ] = useState< ApiError | null >( null );
	const [ tick, setTick ] = useState( 0 );
	const latest = useRef( 0 );

	useEffect( () => {
		const call = ++latest.current;
		setLoading( true );
		setError( null );
		load().then(
			( result ) => {
				if ( call === latest.current ) {
					setData( result );
					setLoading( false );
				}
			},
			( e: ApiError ) => {
				if ( call === latest.current ) {
					setError( e );
					setLoading( false );
				}
			}
		);
		// eslint-disable-next-line react-hooks/exhaustive-deps -- callers pass the dependencies of `load`.
	}, [ ...deps, tick ] );

	const reload = useCallback( () => setTick( ( t ) => t + 1 ), [] );
	return { data, isLoading, error, reload, setData };
}

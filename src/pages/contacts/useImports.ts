import { useCallback, useEffect, useRef, useState } from 'react';
import {
	dismissImport,
	getImport,
	getImportStatus,
	runImport,
} from '../../api/client';
import { toApiError } from '../../api/errors';
import type { ApiError } from '../../api/errors';
import type { ImportReport } from '../../api/types';
import {
	MAX_RUN_FAILURES,
	importIdFrom,
	isImportRunning,
	runDelay,
	shownImports,
	withImport,
} from '../../domain/importProgress';
import { takeParam } from './useListUrl';

/** A run call that failed: the reason, and whether the page has stopped retrying (Try again is offered). */
export interface RunTrouble {
	error: ApiError;
	stopped: boolean;
}

export interface ImportsControl {
	/** The imports the member has not dismissed, newest first. */
	imports: ImportReport[];
	/** The import the page was sent to show after a post (?import_id), or null. */
	startedId: number | null;
	/** Why reading the imports failed, when the page was sent to show one. */
	loadError: ApiError | null;
	reload: () => void;
	/** Per import: the last run call's failure, while it lasts. */
	trouble: Record< number, RunTrouble >;
	/** Runs a failed or stalled import again (the server resumes where it stopped). */
	retry: ( id: number ) => void;
	dismiss: ( id: number ) => Promise< void >;
	/** Reads one import with its rejected rows (up to 1,000). */
	details: ( id: number ) => Promise< ImportReport >;
}

/**
 * Takes ?import_id out of the page's URL (a reload should not start from it again) and answers it.
 */
function takeImportId(): number | null {
	const id = importIdFrom( window.location.search );
	takeParam( 'import_id' );
	return id;
}

/**
 * The member's imports on the contact list, and the open page driving the running one: it asks the server to run
 * it (POST imports/{id}/run, about a second and a half of work each) again and again, one call at a time, at once
 * while each call moves it on, a second after one that did not, more slowly while the page is hidden, and retries
 * a failed call a few times before it offers Try again. The contact list reloads
 * when an import is done (the client invalidates it).
 *
 * @param wordpressId Member id.
 */
export function useImports( wordpressId: number ): ImportsControl {
	const [ startedId ] = useState( takeImportId );
	const [ imports, setImports ] = useState< ImportReport[] >( [] );
	const [ loadError, setLoadError ] = useState< ApiError | null >( null );
	const [ trouble, setTrouble ] = useState< Record< number, RunTrouble > >(
		{}
	);
	const [ loadTick, setLoadTick ] = useState( 0 );
	const [ runTick, setRunTick ] = useState( 0 );
	/** The run call in flight, so a new driver never starts a second one beside it. */
	const inFlight = useRef< Promise< unknown > >( Promise.resolve() );

	const update = useCallback(
		( report: ImportReport ) =>
			setImports( ( list ) => withImport( list, report ) ),
		[]
	);

	/* The member's imports; the one just posted even if the list does not have it yet. */
	useEffect( () => {
		let live = true;
		( async () => {
			try {
				const list = shownImports(
					await getImportStatus( wordpressId )
				);
				const missing =
					startedId !== null &&
					! list.some( ( report ) => report.id === startedId );
				const started = missing
					? await getImport( startedId )
					: undefined;
				if ( live ) {
					const next = started ? withImport( list, started ) : list;
					// No import to show, as before: the page is not drawn again for it.
					setImports( ( current ) =>
						current.length === 0 && next.length === 0
							? current
							: next
					);
					setLoadError( null );
				}
			} catch ( e ) {
				if ( live ) {
					setLoadError( toApiError( e ) );
				}
			}
		} )();
		return () => {
			live = false;
		};
	}, [ wordpressId, startedId, loadTick ] );

	/* The driver: the oldest running import whose calls have not stopped. */
	const running = imports
		.filter( ( report ) => isImportRunning( report ) )
		.filter( ( report ) => ! trouble[ report.id ]?.stopped )
		.sort( ( a, b ) => a.id - b.id )[ 0 ];
	const runningId = running?.id ?? null;

	useEffect( () => {
		if ( runningId === null ) {
			return;
		}
		let live = true;
		let timer: ReturnType< typeof setTimeout > | undefined;
		let waiting: ( () => void ) | null = null;
		/** Rows the last answer said were read, to tell whether the next one moved the import on. */
		let lastDone = -1;

		const step = async ( failures: number ) => {
			waiting = null;
			await inFlight.current.catch( () => undefined );
			if ( ! live ) {
				return;
			}
			const call = runImport( runningId );
			inFlight.current = call;
			try {
				const report = await call;
				if ( ! live ) {
					return;
				}
				update( report );
				setTrouble( ( t ) => without( t, runningId ) );
				const progressed = report.done !== lastDone;
				lastDone = report.done;
				if ( isImportRunning( report ) ) {
					schedule( 0, progressed );
				}
			} catch ( e ) {
				if ( ! live ) {
					return;
				}
				const next = failures + 1;
				const stopped = next >= MAX_RUN_FAILURES;
				setTrouble( ( t ) => ( {
					...t,
					[ runningId ]: { error: toApiError( e ), stopped },
				} ) );
				if ( ! stopped ) {
					schedule( next );
				}
			}
		};
		const schedule = ( failures: number, progressed = true ) => {
			waiting = () => {
				clearTimeout( timer );
				step( failures );
			};
			timer = setTimeout(
				waiting,
				runDelay( document.hidden, failures, progressed )
			);
		};
		// Back in view: the slow wait of a hidden page ends at once.
		const onVisible = () => {
			if ( ! document.hidden && waiting ) {
				waiting();
			}
		};
		document.addEventListener( 'visibilitychange', onVisible );
		step( 0 );
		return () => {
			live = false;
			clearTimeout( timer );
			document.removeEventListener( 'visibilitychange', onVisible );
		};
	}, [ runningId, runTick, update ] );

	const retry = useCallback( ( id: number ) => {
		setTrouble( ( t ) => without( t, id ) );
		setImports( ( list ) =>
			list.map( ( report ) =>
				report.id === id && report.state === 'failed'
					? { ...report, state: 'running', error: null }
					: report
			)
		);
		setRunTick( ( t ) => t + 1 );
	}, [] );

	const dismiss = useCallback( async ( id: number ) => {
		const report = await dismissImport( id );
		setImports( ( list ) =>
			withImport( list, { ...report, dismissed: true } )
		);
	}, [] );

	return {
		imports,
		startedId,
		loadError: startedId === null ? null : loadError,
		reload: () => setLoadTick( ( t ) => t + 1 ),
		trouble,
		retry,
		dismiss,
		details: getImport,
	};
}

function without< T >( map: Record< number, T >, id: number ) {
	if ( ! ( id in map ) ) {
		return map;
	}
	const next = { ...map };
	delete next[ id ];
	return next;
}

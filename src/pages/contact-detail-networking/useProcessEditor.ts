import { useCallback, useEffect, useRef, useState } from 'react';
import { saveProcess } from '../../api/client';
import { toApiError } from '../../api/errors';
import type {
	ApiError,
	FollowupOffer,
	ProcessAnswer,
	ProcessObject,
	ProcessSaveAnswer,
	Series,
} from '../../api/types';
import {
	alignWithSeries,
	newProcessObject,
	sameProcess,
} from '../../domain/process';

export interface ProcessEditorOptions {
	contactId: number;
	series: Series | undefined;
	/** The GET's answer (useProcess().data). */
	answer: ProcessAnswer | undefined;
	/** Loads the GET again (useProcess().reload): after a 409, for what is stored now. */
	reload: () => void;
	/** Each save's answer, for what it says about the contact (stage, status, keep-in-touch date). */
	onSaved?: ( answer: ProcessSaveAnswer ) => void;
}

export interface ProcessEditor {
	/** The object shown: the member's latest change, saved or on its way; null until the GET and series answer. */
	object: ProcessObject | null;
	/** Applies a rule of domain/process to the object shown and saves the result (nothing before the load). */
	apply: ( rule: ( object: ProcessObject ) => ProcessObject ) => void;
	/** 'saving' while a save is on its way or waiting; 'saved' after the last one succeeded; else 'idle'. */
	status: 'idle' | 'saving' | 'saved';
	/** The last save was refused because the process changed elsewhere; the latest is loaded (or loading). */
	conflict: boolean;
	/** Whether the object is being replaced by what is stored now (after a conflict); changes wait. */
	resyncing: boolean;
	dismissConflict: () => void;
	/** Why the last save failed (the object shown went back to the last saved one). */
	error: ApiError | null;
	/** Sends the change that failed again. */
	retry: () => void;
	/** Follow-ups the saves offered, not yet dismissed. */
	offers: FollowupOffer[];
	dismissOffer: ( key: string ) => void;
}

interface Failure {
	error: ApiError;
	/** The object whose save failed, sent again by Retry. */
	object: ProcessObject;
}

/**
 * What a 409 says is stored now (its data.current, a ProcessAnswer), when it says so.
 *
 * @param error The refused save's error.
 */
function storedNow( error: ApiError ): ProcessAnswer | null {
	const answer = error.data?.current as Partial< ProcessAnswer > | undefined;
	return answer &&
		typeof answer === 'object' &&
		typeof answer.id === 'number' &&
		typeof answer.version === 'number' &&
		answer.object !== undefined
		? ( answer as ProcessAnswer )
		: null;
}

/**
 * The object an answer holds, as the screen uses it: aligned with the series, or a new one when nothing is stored
 * yet; the answer's version either way (it is what the next save must send).
 *
 * @param answer The GET's or a save's answer.
 * @param series The networking series.
 */
export function objectOf(
	answer: ProcessAnswer,
	series: Series
): ProcessObject {
	const object = answer.object
		? alignWithSeries( answer.object, series )
		: newProcessObject( series, answer.id );
	return { ...object, version: answer.version };
}

/**
 * One contact's process object as the networking screen edits it. Every change shows at once and is saved with
 * the version last saved; one save is on its way at a time, and a change made meanwhile is saved once it answers
 * (only the latest object, with the version that answer gave). An answer replaces the object unless the member
 * has changed it since. A 409 drops the change and shows what is stored now (the 409's data.current, else the
 * GET loaded again) and says so; any other failure puts the
 * object back to the last saved one and keeps the change for Retry. Nothing is saved before the GET has answered,
 * nor an object the same as the one stored (so never the fresh object unchanged).
 *
 * @param options Contact, series, the GET's answer and its reload.
 */
export function useProcessEditor(
	options: ProcessEditorOptions
): ProcessEditor {
	const { series, answer } = options;
	const [ object, setObject ] = useState< ProcessObject | null >( null );
	const [ saving, setSaving ] = useState( false );
	const [ savedOnce, setSavedOnce ] = useState( false );
	const [ conflict, setConflict ] = useState( false );
	const [ resyncing, setResyncing ] = useState( false );
	const [ failure, setFailureState ] = useState< Failure | null >( null );
	const failed = useRef< Failure | null >( null );
	const setFailure = useCallback( ( next: Failure | null ) => {
		failed.current = next;
		setFailureState( next );
	}, [] );
	const [ offers, setOffers ] = useState< FollowupOffer[] >( [] );

	/** What the server holds, as far as this page knows. */
	const saved = useRef< ProcessObject | null >( null );
	/** The member's latest object (what the screen shows). */
	const latest = useRef< ProcessObject | null >( null );
	const inFlight = useRef( false );
	const waitingForLatest = useRef( false );
	const mounted = useRef( true );
	const current = useRef( options );
	useEffect( () => {
		current.current = options;
	} );
	useEffect( () => {
		mounted.current = true;
		return () => {
			mounted.current = false;
		};
	}, [] );

	// The GET's answer: taken on load, after a conflict, and when it brings a newer version while nothing waits.
	useEffect( () => {
		if ( ! series || ! answer ) {
			return;
		}
		const known = saved.current;
		const idle =
			! inFlight.current &&
			( ! known ||
				! latest.current ||
				sameProcess( latest.current, known ) );
		if (
			! known ||
			waitingForLatest.current ||
			( idle && answer.version > known.version )
		) {
			const next = objectOf( answer, series );
			saved.current = next;
			latest.current = next;
			waitingForLatest.current = false;
			setResyncing( false );
			setObject( next );
		}
	}, [ answer, series ] );

	const pump = useCallback( () => {
		const base = saved.current;
		const wanted = latest.current;
		const { contactId, series: seriesNow } = current.current;
		if ( inFlight.current || ! base || ! wanted || ! seriesNow ) {
			return;
		}
		if ( sameProcess( wanted, base ) ) {
			setSaving( false );
			return;
		}
		const sending = { ...wanted, version: base.version };
		inFlight.current = true;
		setSaving( true );
		saveProcess( contactId, sending ).then(
			( reply ) => {
				if ( ! mounted.current ) {
					return;
				}
				inFlight.current = false;
				const stored = objectOf( reply, seriesNow );
				saved.current = stored;
				if (
					latest.current &&
					sameProcess( latest.current, sending )
				) {
					latest.current = stored;
					setObject( stored );
				}
				setSavedOnce( true );
				if ( reply.offers?.length ) {
					setOffers( ( shown ) => [
						...shown.filter(
							( offer ) =>
								! reply.offers.some(
									( o ) => o.key === offer.key
								)
						),
						...reply.offers,
					] );
				}
				current.current.onSaved?.( reply );
				pump();
			},
			( e: unknown ) => {
				if ( ! mounted.current ) {
					return;
				}
				inFlight.current = false;
				setSaving( false );
				const error = toApiError( e );
				if ( error.status === 409 ) {
					// The change was made over an old version: drop it and show what is stored now.
					setConflict( true );
					const stored = storedNow( error );
					if ( stored ) {
						const next = objectOf( stored, seriesNow );
						saved.current = next;
						latest.current = next;
						setObject( next );
						return;
					}
					latest.current = saved.current;
					setObject( saved.current );
					waitingForLatest.current = true;
					setResyncing( true );
					current.current.reload();
					return;
				}
				setFailure( { error, object: wanted } );
				latest.current = saved.current;
				setObject( saved.current );
			}
		);
	}, [ setFailure ] );

	const apply = useCallback(
		( rule: ( o: ProcessObject ) => ProcessObject ) => {
			const base = latest.current;
			if ( ! base || waitingForLatest.current ) {
				return;
			}
			const next = rule( base );
			if ( sameProcess( next, base ) ) {
				return;
			}
			latest.current = next;
			setObject( next );
			setFailure( null );
			setConflict( false );
			pump();
		},
		[ pump, setFailure ]
	);

	const retry = useCallback( () => {
		const again = failed.current;
		if ( ! again || waitingForLatest.current ) {
			return;
		}
		setFailure( null );
		latest.current = again.object;
		setObject( again.object );
		pump();
	}, [ pump, setFailure ] );

	// Leaving while a change is on its way could lose it: the browser asks first.
	useEffect( () => {
		if ( ! saving ) {
			return;
		}
		const warn = ( event: BeforeUnloadEvent ) => {
			event.preventDefault();
		};
		window.addEventListener( 'beforeunload', warn );
		return () => window.removeEventListener( 'beforeunload', warn );
	}, [ saving ] );

	let status: ProcessEditor[ 'status' ] = 'idle';
	if ( saving ) {
		status = 'saving';
	} else if ( savedOnce && ! failure && ! conflict ) {
		status = 'saved';
	}

	return {
		object,
		apply,
		status,
		conflict,
		resyncing,
		dismissConflict: useCallback( () => setConflict( false ), [] ),
		error: failure?.error ?? null,
		retry,
		offers,
		dismissOffer: useCallback(
			( key: string ) =>
				setOffers( ( shown ) =>
					shown.filter( ( o ) => o.key !== key )
				),
			[]
		),
	};
}

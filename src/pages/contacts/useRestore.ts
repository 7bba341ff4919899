import { useCallback, useEffect, useRef, useState } from 'react';
import {
	RESTORED,
	UPLOAD_ABORTED,
	forgetRestore,
	getRestore,
	runJob,
	startRestore,
	uploadBackup,
} from '../../api/client';
import { toApiError } from '../../api/errors';
import type { ApiError } from '../../api/errors';
import { invalidate } from '../../api/invalidation';
import type { JobStatus, Restore } from '../../api/types';
import { MAX_RUN_FAILURES, runDelay } from '../../domain/importProgress';
import { isJobRunning } from '../../domain/jobs';

/** Where the Restore dialog is: each step with what it shows. */
export type RestoreStep =
	/** Choosing the file; `error` is why the last one was refused. */
	| { step: 'choose'; error: ApiError | null }
	/** The file going up (bytes sent of the total, 0 while not known), then the server checking it. */
	| { step: 'uploading'; fileName: string; sent: number; total: number }
	/** What the file holds and what restoring it will do; `busy` while Restore or Cancel is being sent. */
	| {
			step: 'preview';
			restore: Restore;
			busy: 'start' | 'cancel' | null;
			error: ApiError | null;
	  }
	/** The restore under way; `trouble` while the site cannot be reached (the page keeps asking). */
	| { step: 'running'; restore: Restore; trouble: ApiError | null }
	/** The restore has ended: `restore` says what it restored, `preview` what the file held. */
	| { step: 'done'; restore: Restore; preview: Restore }
	/** It stopped before its end; `reason` is the server's or the connection's sentence, when there is one. */
	| {
			step: 'failed';
			restore: Restore;
			preview: Restore;
			reason: string | null;
	  };

const CHOOSE: RestoreStep = { step: 'choose', error: null };

/** How many times in a row a finished job may leave its restore still running before the page stops waiting. */
const MAX_STALE_READS = 5;

const wait = ( ms: number ) =>
	new Promise< void >( ( resolve ) => setTimeout( resolve, ms ) );

/**
 * The Restore dialog's steps (docs: includes/Rest/Backup_Controller.php): the file goes up (POST restores, with its
 * progress) and the server answers what it holds; Cancel forgets it (DELETE); Restore starts its job, which the open
 * page drives as it drives an import or a bulk action (POST jobs/{id}/run again and again, at once while each call
 * moves it on, a second after one that did not, slower while the page is hidden; a failed call is tried again a few
 * times), reading the restore (GET restores/{id}) for its progress and, at the end, what it restored. The job announces
 * what it changed when it ends, so the contact list loads again. The restore goes on when the dialog is closed (and on
 * the server when the page is left); `onEnd` hears of its end.
 *
 * @param wordpressId The member.
 * @param onEnd       Told when a restore has ended (done or stopped).
 */
export function useRestore(
	wordpressId: number,
	onEnd?: (
		step: Extract< RestoreStep, { step: 'done' | 'failed' } >
	) => void
) {
	const [ state, setState ] = useState< RestoreStep >( CHOOSE );
	const live = useRef( true );
	const upload = useRef< AbortController | null >( null );
	/*
	 * The file's name as the member chose it: the server keeps it made safe for a file system (sanitize_file_name
	 * turns "….jsonl.gz" into "….jsonl_.gz"), a name the member would not know as theirs.
	 */
	const chosenName = useRef( '' );
	const named = useCallback(
		( restore: Restore ): Restore =>
			chosenName.current === ''
				? restore
				: { ...restore, fileName: chosenName.current },
		[]
	);
	const ended = useRef( onEnd );
	useEffect( () => {
		ended.current = onEnd;
	} );
	useEffect( () => {
		live.current = true;
		return () => {
			live.current = false;
			upload.current?.abort();
		};
	}, [] );

	/**
	 * Sends the chosen file; the answer is the preview, a refusal goes back to choosing with the server's sentence.
	 *
	 * @param file The backup file.
	 */
	const send = useCallback(
		async ( file: File ) => {
			const controller = new AbortController();
			upload.current?.abort();
			upload.current = controller;
			chosenName.current = file.name;
			setState( {
				step: 'uploading',
				fileName: file.name,
				sent: 0,
				total: file.size,
			} );
			try {
				const restore = await uploadBackup( wordpressId, file, {
					signal: controller.signal,
					onProgress: ( sent, total ) =>
						live.current &&
						! controller.signal.aborted &&
						setState( ( s ) =>
							s.step === 'uploading' ? { ...s, sent, total } : s
						),
				} );
				if ( live.current && ! controller.signal.aborted ) {
					setState( {
						step: 'preview',
						restore: named( restore ),
						busy: null,
						error: null,
					} );
				} else if ( controller.signal.aborted ) {
					// Called off once the server had it: it is not wanted.
					forgetRestore( wordpressId, restore.id ).catch(
						() => undefined
					);
				}
			} catch ( e ) {
				const error = toApiError( e );
				if ( live.current && error.code !== UPLOAD_ABORTED ) {
					setState( { step: 'choose', error } );
				}
			} finally {
				if ( upload.current === controller ) {
					upload.current = null;
				}
			}
		},
		[ named, wordpressId ]
	);

	/** Calls the upload off: back to choosing a file. */
	const stopUpload = useCallback( () => {
		upload.current?.abort();
		upload.current = null;
		setState( CHOOSE );
	}, [] );

	/**
	 * The preview's Cancel: forgets the stored backup (nothing was restored). Answers whether the dialog may close;
	 * a failure stays in the preview with its reason.
	 */
	const cancel = useCallback( async (): Promise< boolean > => {
		if ( state.step !== 'preview' ) {
			return true;
		}
		const { restore } = state;
		setState( { ...state, busy: 'cancel', error: null } );
		try {
			await forgetRestore( wordpressId, restore.id );
		} catch ( e ) {
			const error = toApiError( e );
			// Already gone (404): there is nothing left to forget.
			if ( error.status !== 404 ) {
				if ( live.current ) {
					setState( {
						step: 'preview',
						restore,
						busy: null,
						error,
					} );
				}
				return false;
			}
		}
		if ( live.current ) {
			setState( CHOOSE );
		}
		return true;
	}, [ state, wordpressId ] );

	/**
	 * The end of a restore: what it restored, or why it stopped.
	 *
	 * @param preview What the file held.
	 * @param last    The restore as last read.
	 * @param reason  Why the page stopped driving it, if it did.
	 */
	const finish = useCallback(
		( preview: Restore, last: Restore, reason: string | null ) => {
			const end: Extract< RestoreStep, { step: 'done' | 'failed' } > =
				last.state === 'done' && reason === null
					? { step: 'done', restore: last, preview }
					: { step: 'failed', restore: last, preview, reason };
			setState( end );
			ended.current?.( end );
		},
		[]
	);

	/**
	 * Drives a started restore to its end, a slice at a time, reading its progress after each.
	 *
	 * @param preview What the file held.
	 * @param started The restore as the start answered it (with its job).
	 */
	const drive = useCallback(
		async ( preview: Restore, started: Restore ) => {
			let restore = started;
			let job: JobStatus | null = null;
			let failures = 0;
			let stale = 0;
			while ( live.current && restore.state === 'running' ) {
				const jobId = restore.jobId;
				if ( jobId === null ) {
					break;
				}
				const before = job?.done ?? -1;
				try {
					job = await runJob( jobId, RESTORED );
					restore = named(
						await getRestore( wordpressId, restore.id )
					);
					failures = 0;
				} catch ( e ) {
					failures += 1;
					const error = toApiError( e );
					if ( ! live.current ) {
						return;
					}
					if ( failures >= MAX_RUN_FAILURES ) {
						// What was restored so far shows; the job itself goes on on the server.
						invalidate( RESTORED );
						finish( preview, restore, error.message );
						return;
					}
					const now = restore;
					setState( {
						step: 'running',
						restore: now,
						trouble: error,
					} );
					await wait( runDelay( document.hidden, failures ) );
					continue;
				}
				if ( ! live.current ) {
					return;
				}
				const now = restore;
				setState( { step: 'running', restore: now, trouble: null } );
				if ( restore.state !== 'running' ) {
					break;
				}
				if ( ! isJobRunning( job ) ) {
					// The job has ended but the restore does not say so yet: read it again, a few times.
					stale += 1;
					if ( stale >= MAX_STALE_READS ) {
						finish( preview, restore, job.error );
						return;
					}
				}
				await wait(
					runDelay(
						document.hidden,
						0,
						job.done !== before && isJobRunning( job )
					)
				);
			}
			if ( live.current ) {
				finish(
					preview,
					restore,
					restore.state === 'failed' ? ( job?.error ?? null ) : null
				);
			}
		},
		[ finish, named, wordpressId ]
	);

	/** The preview's Restore: starts the restore and drives it; a refusal stays in the preview with its reason. */
	const start = useCallback( async () => {
		if ( state.step !== 'preview' ) {
			return;
		}
		const preview = state.restore;
		setState( { ...state, busy: 'start', error: null } );
		let started: Restore;
		try {
			started = named( await startRestore( wordpressId, preview.id ) );
		} catch ( e ) {
			if ( live.current ) {
				setState( {
					step: 'preview',
					restore: preview,
					busy: null,
					error: toApiError( e ),
				} );
			}
			return;
		}
		if ( ! live.current ) {
			return;
		}
		setState( { step: 'running', restore: started, trouble: null } );
		if ( started.state === 'running' ) {
			// Not awaited: the dialog shows the progress (and may be closed) while it goes on.
			void drive( preview, started );
		} else {
			finish( preview, started, null );
		}
	}, [ drive, finish, named, state, wordpressId ] );

	/** Starts over with another file (after an end, or a refusal). */
	const reset = useCallback( () => setState( CHOOSE ), [] );

	return { state, send, stopUpload, cancel, start, reset };
}

export type RestoreControl = ReturnType< typeof useRestore >;

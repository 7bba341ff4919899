import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { __, sprintf } from '@wordpress/i18n';
import {
	createMentoringNote,
	deleteMentoringNote,
	setMentoringTask,
	updateMentoringNote,
} from '../../api/client';
import type {
	ApiError,
	MentoringTask,
	MentorshipDetail,
} from '../../api/types';
import { completedTaskIds } from '../../domain/mentoring';

/** A tick shown before the server has answered it. */
interface Pending {
	complete: boolean;
	/** Which click it is, so an older answer does not clear a newer click. */
	version: number;
}

export interface MentoringEditor {
	/** The ticked task ids as shown: the server's, with the clicks it has not answered yet. */
	completed: ReadonlySet< number >;
	/** Ticks or unticks a task at once; saved in the background, undone with a message if the save fails. */
	toggle: ( task: MentoringTask, complete: boolean ) => void;
	/** Why the last tick could not be saved, or null. */
	failure: string | null;
	clearFailure: () => void;
	/** Note writes: each resolves once saved, or rejects with an ApiError the note dialog shows. */
	addNote: ( taskId: number, note: string ) => Promise< void >;
	editNote: ( noteId: number, note: string ) => Promise< void >;
	deleteNote: ( noteId: number ) => Promise< void >;
}

/**
 * The changes a member makes to one mentoring relationship: ticks (shown at once) and task notes. Every write
 * answers the relationship in full, which `onAnswer` takes; the writes go one after another, so answers arrive in
 * the order of the clicks.
 *
 * @param options          Options.
 * @param options.detail   The relationship shown (null while there is none).
 * @param options.onAnswer Takes the relationship as the server answered a write.
 */
export function useMentoringEditor( options: {
	detail: MentorshipDetail | null;
	onAnswer: ( answer: MentorshipDetail ) => void;
} ): MentoringEditor {
	const { detail, onAnswer } = options;
	const [ pending, setPending ] = useState< Record< string, Pending > >( {} );
	const [ failure, setFailure ] = useState< string | null >( null );
	const queue = useRef< Promise< unknown > >( Promise.resolve() );
	const clicks = useRef( 0 );
	const answer = useRef( onAnswer );
	useEffect( () => {
		answer.current = onAnswer;
	} );

	/** Runs a write after the ones before it; its answer goes to onAnswer. */
	const enqueue = useCallback(
		( write: () => Promise< MentorshipDetail > ): Promise< void > => {
			const run = queue.current.then( async () => {
				answer.current( await write() );
			} );
			// The next write waits for this one, whether it succeeds or not.
			queue.current = run.catch( () => undefined );
			return run;
		},
		[]
	);

	const mentorshipId = detail?.id ?? 0;
	const completed = useMemo( () => {
		const ids = detail ? completedTaskIds( detail ) : new Set< number >();
		for ( const [ key, click ] of Object.entries( pending ) ) {
			const [ forMentorship, taskId ] = key.split( ':' ).map( Number );
			if ( forMentorship === mentorshipId && taskId !== undefined ) {
				if ( click.complete ) {
					ids.add( taskId );
				} else {
					ids.delete( taskId );
				}
			}
		}
		return ids;
	}, [ detail, pending, mentorshipId ] );

	const toggle = useCallback(
		( task: MentoringTask, complete: boolean ) => {
			if ( ! mentorshipId ) {
				return;
			}
			const key = `${ mentorshipId }:${ task.id }`;
			const version = ++clicks.current;
			setFailure( null );
			setPending( ( p ) => ( { ...p, [ key ]: { complete, version } } ) );
			enqueue( () => setMentoringTask( mentorshipId, task.id, complete ) )
				.catch( ( e: unknown ) =>
					setFailure(
						sprintf(
							/* translators: 1: a mentoring task's name; 2: the reason, a sentence. */
							__( '“%1$s” could not be saved. %2$s', 'prism' ),
							task.name,
							( e as ApiError ).message
						)
					)
				)
				.finally( () =>
					setPending( ( p ) => {
						if ( p[ key ]?.version !== version ) {
							return p;
						}
						const rest = { ...p };
						delete rest[ key ];
						return rest;
					} )
				);
		},
		[ mentorshipId, enqueue ]
	);

	const addNote = useCallback(
		( taskId: number, note: string ) =>
			enqueue( () => createMentoringNote( mentorshipId, taskId, note ) ),
		[ mentorshipId, enqueue ]
	);
	const editNote = useCallback(
		( noteId: number, note: string ) =>
			enqueue( () => updateMentoringNote( mentorshipId, noteId, note ) ),
		[ mentorshipId, enqueue ]
	);
	const deleteNote = useCallback(
		( noteId: number ) =>
			enqueue( () => deleteMentoringNote( mentorshipId, noteId ) ),
		[ mentorshipId, enqueue ]
	);
	const clearFailure = useCallback( () => setFailure( null ), [] );

	return {
		completed,
		toggle,
		failure,
		clearFailure,
		addNote,
		editNote,
		deleteNote,
	};
}

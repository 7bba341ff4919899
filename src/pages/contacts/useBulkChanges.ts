import { useCallback, useEffect, useRef, useState } from 'react';
import { bulkChanges, runJob, startBulkContacts } from '../../api/client';
import { toApiError } from '../../api/errors';
import { invalidate } from '../../api/invalidation';
import type {
	BulkContactsAction,
	BulkContactsChange,
	JobStatus,
} from '../../api/types';
import type { Notice } from '../../components/FlashMessage';
import type {
	bulkFailure,
	bulkOutOfReach,
	bulkResult,
} from '../../domain/bulkActions';
import { isJobRunning } from '../../domain/jobs';
import type { Dialogs } from '../../hooks/useDialog';
import type { SelectionControl } from '../../hooks/useSelection';
import type { ContactsDialog } from './dialogs/dialogState';
import { MESSAGES } from './messages';

/** A bulk change the page has started: what was asked, of which contacts, and how far the job has gone. */
export interface BulkRun {
	change: BulkContactsChange;
	ids: readonly number[];
	status: JobStatus;
	/** Why it stopped before the end (a failed job, or the site could not be reached), or null. */
	error: string | null;
}

export interface BulkChangesOptions {
	wordpressId: number;
	selection: SelectionControl;
	dialogs: Dialogs< ContactsDialog >;
	notify: ( notice: Notice ) => void;
}

/** How long to wait before asking again when a job has not moved (waiting for a retry, or another tab runs it). */
export const STILL_MS = 1500;

/**
 * The words of a change's end. They come with the dialogs' chunk (the only caller of start()), not with the list's
 * first screen.
 */
interface EndTexts {
	bulkResult: typeof bulkResult;
	bulkFailure: typeof bulkFailure;
	bulkOutOfReach: typeof bulkOutOfReach;
}

const endTexts = (): Promise< EndTexts > =>
	import(
		/* webpackChunkName: "bulk-change-dialog" */ '../../domain/bulkActions'
	);

const wait = ( ms: number ) =>
	new Promise< void >( ( resolve ) => setTimeout( resolve, ms ) );

/**
 * The bulk actions of issue 30 (part 5) on the selected contacts: move to a networking stage, keep in touch, add the
 * same follow-up, archive. Each opens its dialog with the selected ids (without a selection it says what to do
 * first); the dialog's confirm starts the job, which the server runs for a second and a half. A job not finished by
 * then goes on here, one `jobs/{id}/run` after another, while the dialog shows its progress; closing the dialog does
 * not stop it (it also goes on on the server once the page is left). When it is done the dialog closes and a notice
 * says what changed; archived contacts leave the list and the selection. Only one runs at a time: an action asked for
 * meanwhile opens the running one's progress again.
 *
 * @param options The page's state the actions work on.
 */
export function useBulkChanges( options: BulkChangesOptions ) {
	const { wordpressId, selection, dialogs, notify } = options;
	const [ run, setRun ] = useState< BulkRun | null >( null );
	const gone = useRef( false );
	// What the job's last step needs once it is done, read then (a job outlives many renders).
	const latest = useRef( { selection, dialogs, notify } );
	useEffect( () => {
		latest.current = { selection, dialogs, notify };
	} );
	useEffect( () => {
		gone.current = false;
		return () => {
			gone.current = true;
		};
	}, [] );

	const running = run !== null && isJobRunning( run.status );

	/**
	 * Opens an action's dialog on the selected contacts.
	 *
	 * @param action The action.
	 */
	const open = ( action: BulkContactsAction ) => {
		if ( run && running ) {
			dialogs.open( {
				kind: 'bulk',
				action: run.change.action,
				ids: run.ids,
			} );
			return;
		}
		if ( selection.ids.length === 0 ) {
			dialogs.open( {
				kind: 'message',
				message: MESSAGES.bulkNone( action ),
			} );
			return;
		}
		setRun( null );
		dialogs.open( { kind: 'bulk', action, ids: [ ...selection.ids ] } );
	};

	/**
	 * The end of a job: done (the dialog closes, the notice says what changed) or stopped (the dialog says why, or
	 * the notice when it was closed).
	 *
	 * @param change What was asked.
	 * @param ids    Of which contacts.
	 * @param status The job's last status.
	 * @param error  Why driving it failed, if it did.
	 * @param texts  The words.
	 */
	const finish = useCallback(
		(
			change: BulkContactsChange,
			ids: readonly number[],
			status: JobStatus,
			error: string | null,
			texts: EndTexts
		) => {
			const {
				selection: picked,
				dialogs: shown,
				notify: say,
			} = latest.current;
			if ( change.action === 'archive' ) {
				// Archived contacts leave the list: nothing of the selection is left to act on.
				picked.clear();
			}
			if ( status.state === 'done' && error === null ) {
				setRun( { change, ids, status, error: null } );
				shown.close( 'bulk' );
				say( {
					type: 'success',
					message: texts.bulkResult( change, status ),
				} );
				return;
			}
			const message = error ?? texts.bulkFailure( status );
			setRun( { change, ids, status, error: message } );
			if ( shown.current?.kind !== 'bulk' ) {
				say( { type: 'error', message } );
			}
		},
		[]
	);

	/**
	 * Runs a job to its end, a step at a time, keeping its status for the progress.
	 *
	 * @param change What was asked.
	 * @param ids    Of which contacts.
	 * @param first  The status the start answered.
	 * @param texts  The words of its end.
	 */
	const follow = useCallback(
		async (
			change: BulkContactsChange,
			ids: readonly number[],
			first: JobStatus,
			texts: EndTexts
		) => {
			const changes = bulkChanges( change.action );
			let status = first;
			try {
				while ( ! gone.current && isJobRunning( status ) ) {
					const before = status.done;
					status = await runJob( status.id, changes );
					if ( gone.current ) {
						return;
					}
					const now = status;
					setRun( ( r ) => ( r ? { ...r, status: now } : r ) );
					if ( isJobRunning( status ) && status.done === before ) {
						await wait( STILL_MS );
					}
				}
			} catch ( e ) {
				if ( gone.current ) {
					return;
				}
				// The list shows what was changed so far; the job itself goes on on the server.
				invalidate( changes );
				finish(
					change,
					ids,
					status,
					texts.bulkOutOfReach( toApiError( e ).message ),
					texts
				);
				return;
			}
			if ( ! gone.current ) {
				finish( change, ids, status, null, texts );
			}
		},
		[ finish ]
	);

	/**
	 * The dialog's confirm: starts the change. A refusal (an id not the member's, a wrong value) rejects, and the
	 * dialog shows it beside its fields; otherwise the dialog shows the progress until it is done.
	 *
	 * @param ids    The contacts the dialog was opened with.
	 * @param change What to do to them.
	 */
	const start = async (
		ids: readonly number[],
		change: BulkContactsChange
	) => {
		const texts = await endTexts();
		const status = await startBulkContacts( wordpressId, ids, change );
		setRun( { change, ids, status, error: null } );
		if ( isJobRunning( status ) ) {
			// Not awaited: the dialog shows the progress (and may be closed) while it goes on.
			void follow( change, ids, status, texts );
		} else {
			finish( change, ids, status, null, texts );
		}
	};

	return { run, running, open, start };
}

export type BulkChangesControl = ReturnType< typeof useBulkChanges >;

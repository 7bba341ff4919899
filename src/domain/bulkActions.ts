/**
 * Bulk actions on the contact list's selection (issue 30, part 5): move to a networking stage, keep in touch, add the
 * same follow-up, archive. The server checks what is sent and changes each contact whole or not at all
 * (includes/Service/Bulk_Contacts.php); these rules give the words a member reads (the question with the count, the
 * progress, the outcome from the job's `changed` and `left`) and check the stage chosen before it is sent.
 */
import { __, _n, sprintf } from '@wordpress/i18n';
import type {
	BulkContactsAction,
	BulkContactsChange,
	JobStatus,
	StatusLabel,
} from '../api/types';
import { cadenceLabel } from './cadence';
import { formatNumber } from './locale';
import { isStage, stageName, statusLabel } from './stages';

/**
 * An action's dialog title.
 *
 * @param action The action.
 */
export function bulkTitle( action: BulkContactsAction ): string {
	switch ( action ) {
		case 'process':
			return __( 'Move to stage', 'prism' );
		case 'cadence':
			return __( 'Keep in touch', 'prism' );
		case 'followup':
			return __( 'Add Follow-up', 'prism' );
		case 'archive':
			return __( 'Archive contacts', 'prism' );
	}
}

/**
 * The dialog's confirming button, and its words while the server starts the change.
 *
 * @param action The action.
 */
export function bulkConfirmLabels( action: BulkContactsAction ): {
	confirm: string;
	busy: string;
} {
	switch ( action ) {
		case 'process':
			return {
				confirm: __( 'Move', 'prism' ),
				busy: __( 'Moving…', 'prism' ),
			};
		case 'cadence':
			return {
				confirm: __( 'Set cadence', 'prism' ),
				busy: __( 'Saving…', 'prism' ),
			};
		case 'followup':
			return {
				confirm: __( 'Add Follow-up', 'prism' ),
				busy: __( 'Adding…', 'prism' ),
			};
		case 'archive':
			return {
				confirm: __( 'Archive', 'prism' ),
				busy: __( 'Archiving…', 'prism' ),
			};
	}
}

/** What the Move to stage dialog holds: the stage's index as the select gives it ('' until chosen), the status. */
export interface StageDraft {
	stage: string;
	status: StatusLabel;
}

/**
 * What is wrong with the stage chosen, and the change to send when nothing is.
 *
 * @param draft The dialog's values.
 */
export function stageDraftProblems( draft: StageDraft ): {
	problems: Partial< Record< 'stage', string > >;
	input: Extract< BulkContactsChange, { action: 'process' } > | null;
} {
	const stage = draft.stage === '' ? NaN : Number( draft.stage );
	if ( ! isStage( stage ) ) {
		return {
			problems: {
				stage: __( 'Choose the stage to move them to.', 'prism' ),
			},
			input: null,
		};
	}
	return {
		problems: {},
		input: {
			action: 'process',
			stage,
			complete: draft.status === 'Complete',
		},
	};
}

/**
 * The question a dialog asks, naming how many contacts it changes: "Move 1,234 contacts to CONNECT, In Progress?",
 * "Archive 12 contacts?".
 *
 * @param action The action.
 * @param count  How many contacts are selected.
 * @param stage  Move to stage: the stage and status chosen so far (none yet: the question says "a networking stage").
 */
export function bulkQuestion(
	action: BulkContactsAction,
	count: number,
	stage?: { stage: number; complete: boolean } | null
): string {
	const n = formatNumber( count );
	switch ( action ) {
		case 'process':
			return stage && isStage( stage.stage )
				? sprintf(
						/* translators: 1: number of contacts, 2: a networking stage (CONNECT), 3: its status (In Progress, Complete). */
						_n(
							'Move %1$s contact to %2$s, %3$s?',
							'Move %1$s contacts to %2$s, %3$s?',
							count,
							'prism'
						),
						n,
						stageName( stage.stage ),
						statusLabel(
							stage.complete ? 'Complete' : 'In Progress'
						)
					)
				: sprintf(
						/* translators: %s: number of contacts. */
						_n(
							'Move %s contact to a networking stage?',
							'Move %s contacts to a networking stage?',
							count,
							'prism'
						),
						n
					);
		case 'cadence':
			return sprintf(
				/* translators: %s: number of contacts. */
				_n(
					'How often do you want to keep in touch with %s contact?',
					'How often do you want to keep in touch with these %s contacts?',
					count,
					'prism'
				),
				n
			);
		case 'followup':
			return sprintf(
				/* translators: %s: number of contacts. */
				_n(
					'Add this Follow-up to %s contact?',
					'Add this Follow-up to each of %s contacts?',
					count,
					'prism'
				),
				n
			);
		case 'archive':
			return sprintf(
				/* translators: %s: number of contacts. */
				_n(
					'Archive %s contact?',
					'Archive %s contacts?',
					count,
					'prism'
				),
				n
			);
	}
}

/**
 * What a change under way is doing: "Moving 1,234 contacts to CONNECT, In Progress…".
 *
 * @param change What was asked.
 * @param count  How many contacts.
 */
export function bulkRunning(
	change: BulkContactsChange,
	count: number
): string {
	const n = formatNumber( count );
	switch ( change.action ) {
		case 'process':
			return sprintf(
				/* translators: 1: number of contacts, 2: a networking stage (CONNECT), 3: its status (In Progress, Complete). */
				_n(
					'Moving %1$s contact to %2$s, %3$s…',
					'Moving %1$s contacts to %2$s, %3$s…',
					count,
					'prism'
				),
				n,
				stageName( change.stage ),
				statusLabel( change.complete ? 'Complete' : 'In Progress' )
			);
		case 'cadence':
			return sprintf(
				/* translators: %s: number of contacts. */
				_n(
					'Setting how often to keep in touch with %s contact…',
					'Setting how often to keep in touch with %s contacts…',
					count,
					'prism'
				),
				n
			);
		case 'followup':
			return sprintf(
				/* translators: %s: number of contacts. */
				_n(
					'Adding the Follow-up to %s contact…',
					'Adding the Follow-up to %s contacts…',
					count,
					'prism'
				),
				n
			);
		case 'archive':
			return sprintf(
				/* translators: %s: number of contacts. */
				_n(
					'Archiving %s contact…',
					'Archiving %s contacts…',
					count,
					'prism'
				),
				n
			);
	}
}

/**
 * What archiving means, under the question.
 *
 * @param count How many contacts are selected.
 */
export function archiveDetails( count: number ): string {
	return _n(
		'It leaves the list, Today, the calendar and reminders; nothing is deleted, and Restore brings it back.',
		'They leave the list, Today, the calendar and reminders; nothing is deleted, and Restore brings each back.',
		count,
		'prism'
	);
}

/**
 * How far a change has gone: "312 of 1,234 contacts"; "Starting…" before the job knows how many.
 *
 * @param done  Contacts done.
 * @param total Contacts in all (0 while not known).
 */
export function bulkProgressText( done: number, total: number ): string {
	if ( total <= 0 ) {
		return __( 'Starting…', 'prism' );
	}
	return sprintf(
		/* translators: 1: contacts done so far, 2: all the contacts selected. */
		_n( '%1$s of %2$s contact', '%1$s of %2$s contacts', total, 'prism' ),
		formatNumber( Math.min( done, total ) ),
		formatNumber( total )
	);
}

/**
 * The progress as a whole percentage (0 while the total is not known).
 *
 * @param status The job's status.
 */
export function bulkPercent( status: Pick< JobStatus, 'done' | 'total' > ) {
	return status.total > 0
		? Math.min( 100, Math.round( ( status.done / status.total ) * 100 ) )
		: 0;
}

/**
 * How many contacts a finished job changed, and how many it left as they were (the job's counts; a job that says
 * nothing of them changed all it did).
 *
 * @param status The job's status.
 */
function countsOf( status: Pick< JobStatus, 'done' | 'changed' | 'left' > ) {
	return {
		changed: status.changed ?? status.done,
		left: status.left ?? 0,
	};
}

/**
 * What a finished change did, said whole: "Moved 1,200 contacts to CONNECT. 34 were already further along and were
 * left as they are."
 *
 * @param change What was asked.
 * @param status The finished job.
 */
export function bulkResult(
	change: BulkContactsChange,
	status: Pick< JobStatus, 'done' | 'changed' | 'left' >
): string {
	const { changed, left } = countsOf( status );
	if ( change.action === 'process' ) {
		const moved =
			changed === 0
				? __( 'No contacts were moved.', 'prism' )
				: sprintf(
						/* translators: 1: number of contacts, 2: a networking stage (CONNECT). */
						_n(
							'Moved %1$s contact to %2$s.',
							'Moved %1$s contacts to %2$s.',
							changed,
							'prism'
						),
						formatNumber( changed ),
						stageName( change.stage )
					);
		return left > 0
			? `${ moved } ${ sprintf(
					/* translators: %s: number of contacts. */
					_n(
						'%s was already further along and was left as it is.',
						'%s were already further along and were left as they are.',
						left,
						'prism'
					),
					formatNumber( left )
				) }`
			: moved;
	}
	const said = doneText( change, changed );
	// Otherwise only a contact deleted meanwhile (from another tab) is left out.
	return left > 0
		? `${ said } ${ sprintf(
				/* translators: %s: number of contacts. */
				_n(
					'%s contact was no longer there.',
					'%s contacts were no longer there.',
					left,
					'prism'
				),
				formatNumber( left )
			) }`
		: said;
}

/**
 * What a cadence, a follow-up or archiving did to the contacts it changed.
 *
 * @param change  What was asked.
 * @param changed How many contacts it changed.
 */
function doneText(
	change: Exclude< BulkContactsChange, { action: 'process' } >,
	changed: number
): string {
	const n = formatNumber( changed );
	switch ( change.action ) {
		case 'cadence':
			return change.cadenceDays === null
				? sprintf(
						/* translators: %s: number of contacts. */
						_n(
							'%s contact no longer has a cadence of its own.',
							'%s contacts no longer have a cadence of their own.',
							changed,
							'prism'
						),
						n
					)
				: sprintf(
						/* translators: 1: number of contacts, 2: a cadence, e.g. Every month. */
						_n(
							'Keep in touch with %1$s contact: %2$s.',
							'Keep in touch with %1$s contacts: %2$s.',
							changed,
							'prism'
						),
						n,
						cadenceLabel( change.cadenceDays )
					);
		case 'followup':
			return sprintf(
				/* translators: 1: number of contacts, 2: the follow-up's title. */
				_n(
					'Added the Follow-up “%2$s” to %1$s contact.',
					'Added the Follow-up “%2$s” to %1$s contacts.',
					changed,
					'prism'
				),
				n,
				change.title.trim()
			);
		case 'archive':
			return sprintf(
				/* translators: %s: number of contacts. */
				_n(
					'Archived %s contact. It is under the Archived filter now.',
					'Archived %s contacts. They are under the Archived filter now.',
					changed,
					'prism'
				),
				n
			);
	}
}

/**
 * Why a change stopped, and how far it had gone: the job's own sentence (or a general one), then how many contacts
 * were changed before it stopped, each of them whole.
 *
 * @param status The failed job.
 */
export function bulkFailure(
	status: Pick< JobStatus, 'done' | 'changed' | 'left' | 'error' >
): string {
	const reason =
		status.error ??
		__( 'The change stopped before the end. Try again.', 'prism' );
	const { changed } = countsOf( status );
	return changed > 0
		? `${ reason } ${ sprintf(
				/* translators: %s: number of contacts. */
				_n(
					'%s contact was changed before it stopped.',
					'%s contacts were changed before it stopped.',
					changed,
					'prism'
				),
				formatNumber( changed )
			) }`
		: reason;
}

/**
 * Why the page stopped following a change (the site could not be reached, the session expired): the reason, then that
 * the change itself goes on on the site.
 *
 * @param reason The failed call's message.
 */
export function bulkOutOfReach( reason: string ): string {
	return `${ reason } ${ __(
		'The change goes on on the site; the list shows it when it loads again.',
		'prism'
	) }`;
}

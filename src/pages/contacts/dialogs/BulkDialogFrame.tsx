import { useEffect, useId, useRef } from 'react';
import type { FormEvent, ReactNode, RefObject } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { __ } from '@wordpress/i18n';
import type { BulkContactsAction } from '../../../api/types';
import Box from '../../../components/light/Box';
import Typography from '../../../components/light/Typography';
import {
	GuardedDialog,
	SaveCancelActions,
} from '../../../components/GuardedDialog';
import { Spinner } from '../../../components/Spinner';
import type { Saving } from '../../../components/events-followups/FormDialog';
import {
	bulkConfirmLabels,
	bulkPercent,
	bulkProgressText,
	bulkResult,
	bulkRunning,
	bulkTitle,
} from '../../../domain/bulkActions';
import { isJobRunning } from '../../../domain/jobs';
import { useDiscardGuard } from '../../../hooks/useDiscardGuard';
import type { BulkRun } from '../useBulkChanges';

export interface BulkDialogFrameProps {
	open: boolean;
	action: BulkContactsAction;
	/** The question, naming how many contacts change: "Move 1,234 contacts to CONNECT, In Progress?". */
	question: string;
	/** Under the question: what the change does. */
	about?: ReactNode;
	/** The change once started (its progress, its end), or null while the member chooses. */
	run: BulkRun | null;
	saving: Saving;
	/** The field that has the focus once the dialog is open; none: the confirming button. */
	focus?: RefObject< HTMLElement | null >;
	/** Whether something was typed: Escape, a click outside and Cancel then ask before discarding it. */
	dirty: boolean;
	/** The fields the server may name in a 400 (shown beside them); a failure naming none shows under the fields. */
	fields: readonly string[];
	onSubmit: () => void;
	onClose: () => void;
	/** A confirmation without fields: narrower, and not full screen on a phone. */
	compact?: boolean;
	children?: ReactNode;
}

/**
 * The frame of a bulk action's dialog (issue 30, part 5): the question with the count, the action's fields, Cancel and
 * the confirming button (busy while the server starts the change); once the change is under way, its progress
 * ("312 of 1,234 contacts", read out as it moves) and Close, since the change goes on without the dialog; if it
 * stops, why. Built like FormDialog (GuardedDialog, useSaving): a failure naming a field shows beside it.
 *
 * @param props Props.
 */
export function BulkDialogFrame( props: BulkDialogFrameProps ) {
	const {
		open,
		action,
		question,
		about,
		run,
		saving,
		focus,
		dirty,
		fields,
		onSubmit,
		onClose,
		compact = false,
		children,
	} = props;
	const id = useId();
	const guard = useDiscardGuard( run === null && dirty, onClose );
	const busy = run === null && saving.busy;
	const confirmButton = useRef< HTMLButtonElement >( null );
	const closeButton = useRef< HTMLButtonElement >( null );
	const labels = bulkConfirmLabels( action );
	const { failure } = saving;
	const unplaced =
		failure !== null &&
		! fields.some( ( field ) => failure.fields[ field ] !== undefined );
	const started = run !== null;

	// The confirming button goes with the form: the focus moves to Close, which stays.
	useEffect( () => {
		if ( open && started ) {
			closeButton.current?.focus();
		}
	}, [ open, started ] );

	const submit = ( event: FormEvent ) => {
		event.preventDefault();
		onSubmit();
	};

	return (
		<GuardedDialog
			open={ open }
			busy={ busy }
			guard={ guard }
			labelledBy={ `${ id }-title` }
			maxWidth={ compact ? 'xs' : 'sm' }
			phoneFullScreen={ ! compact }
			transition={ {
				onEntered: () =>
					( run
						? closeButton
						: ( focus ?? confirmButton )
					).current?.focus(),
			} }
		>
			<Box
				component="form"
				onSubmit={ submit }
				noValidate
				sx={ { display: 'contents' } }
				data-testid="bulk-dialog"
				data-action={ action }
			>
				<DialogTitle id={ `${ id }-title` }>
					{ bulkTitle( action ) }
				</DialogTitle>
				<DialogContent>
					{ run ? (
						<BulkProgress run={ run } />
					) : (
						<Stack spacing={ 2.5 } sx={ { pt: 1 } }>
							<Box>
								<Typography
									sx={ { fontWeight: 600 } }
									data-testid="bulk-question"
								>
									{ question }
								</Typography>
								{ about && (
									<Typography
										variant="body2"
										color="text.secondary"
										component="div"
										sx={ { mt: 1 } }
									>
										{ about }
									</Typography>
								) }
							</Box>
							{ children }
						</Stack>
					) }
					{ ! run && unplaced && failure && (
						<Alert severity="error" sx={ { mt: 2 } }>
							{ failure.message }
						</Alert>
					) }
				</DialogContent>
				{ run ? (
					<DialogActions sx={ { px: 3, pb: 2 } }>
						<Button
							ref={ closeButton }
							variant="contained"
							onClick={ onClose }
						>
							{ __( 'Close', 'prism' ) }
						</Button>
					</DialogActions>
				) : (
					<SaveCancelActions
						busy={ busy }
						guard={ guard }
						saveLabel={ labels.confirm }
						busyLabel={ labels.busy }
						busyIcon={ <Spinner size={ 16 } /> }
						saveTestId="bulk-confirm"
						saveRef={ confirmButton }
					/>
				) }
			</Box>
		</GuardedDialog>
	);
}

/**
 * A change under way: what it does, a bar and "312 of 1,234 contacts" (a live region, read out as it moves), and that
 * it goes on when the dialog is closed; once it has stopped, why; once done, what it did (as the dialog fades out).
 *
 * @param props     Props.
 * @param props.run The change.
 */
function BulkProgress( { run }: { run: BulkRun } ) {
	const { change, ids, status, error } = run;
	const total = status.total || ids.length;
	const progress = bulkProgressText( status.done, total );
	const going = error === null && isJobRunning( status );
	const done = error === null && status.state === 'done';
	return (
		<Stack spacing={ 1.5 } sx={ { pt: 1 } }>
			<Typography sx={ { fontWeight: 600 } }>
				{ bulkRunning( change, ids.length ) }
			</Typography>
			<LinearProgress
				variant="determinate"
				value={
					done ? 100 : bulkPercent( { done: status.done, total } )
				}
				aria-label={ bulkTitle( change.action ) }
				aria-valuetext={ progress }
				sx={ { height: 6, borderRadius: 3 } }
			/>
			<Typography
				variant="body2"
				role="status"
				aria-live="polite"
				data-testid="bulk-progress"
			>
				{ done ? bulkResult( change, status ) : progress }
			</Typography>
			{ going && (
				<Typography variant="body2" color="text.secondary">
					{ __(
						'It carries on in the background; you can close this.',
						'prism'
					) }
				</Typography>
			) }
			{ error !== null && (
				<Alert severity="error" data-testid="bulk-error">
					{ error }
				</Alert>
			) }
		</Stack>
	);
}

import { useEffect, useId, useRef, useState } from 'react';
import { __, sprintf } from '@wordpress/i18n';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import SettingsBackupRestore from '@mui/icons-material/SettingsBackupRestore';
import type { Restore } from '../../../api/types';
import Box from '../../../components/light/Box';
import Typography from '../../../components/light/Typography';
import { FileField } from '../../../components/import/FileField';
import { Spinner } from '../../../components/Spinner';
import {
	BACKUP_ACCEPT,
	backupContents,
	backupFacts,
	restoreFailedText,
	restoreNotices,
	restorePercent,
	restoreProgressText,
	restoreSummary,
	uploadPercent,
} from '../../../domain/backup';
import { fileSizeLabel } from '../../../domain/imports';
import { useRestore } from '../useRestore';
import type { RestoreStep } from '../useRestore';

export interface RestoreDialogProps {
	open: boolean;
	onClose: () => void;
	/** The member. */
	wordpressId: number;
	/** Tells the member how a restore ended when it ends with the dialog closed. */
	notify: ( message: string, type: 'success' | 'error' ) => void;
}

/**
 * Restore from a backup: the member chooses a PRISM backup file, which goes up (with its progress) and is checked
 * whole by the server; the dialog then says whose backup it is, when and where it was made, what it holds and what
 * restoring it will do (into an empty account, beside the contacts the account has, a second time, without the
 * mentoring series or photos this site cannot take). Cancel forgets the file; Restore starts the restore, whose
 * progress shows until it is done, then what it restored. The restore goes on when the dialog is closed.
 *
 * @param props Props.
 */
export function RestoreDialog( props: RestoreDialogProps ) {
	const { open, onClose, wordpressId, notify } = props;
	const theme = useTheme();
	const fullScreen = useMediaQuery( theme.breakpoints.down( 'sm' ) );
	const id = useId();
	const shown = useRef( open );
	useEffect( () => {
		shown.current = open;
	}, [ open ] );
	const restore = useRestore( wordpressId, ( end ) => {
		// The dialog says it itself when it is open.
		if ( ! shown.current ) {
			notify(
				end.step === 'done'
					? restoreSummary( end.restore.restored ).join( ' ' )
					: restoreFailedText(),
				end.step === 'done' ? 'success' : 'error'
			);
		}
	} );
	const { state } = restore;
	const [ file, setFile ] = useState< File | null >( null );
	const fileInput = useRef< HTMLInputElement >( null );
	const focusTarget = useRef< HTMLElement | null >( null );

	// Opened again after an end: start over with another file.
	const ended = state.step === 'done' || state.step === 'failed';
	useEffect( () => {
		if ( open && ended ) {
			restore.reset();
			setFile( null );
		}
		// Only when it opens: an end while it is open stays on screen.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ open ] );

	// Each step puts the focus where the member goes on from: the file, the preview, Close.
	useEffect( () => {
		if ( open ) {
			focusTarget.current?.focus();
		}
	}, [ open, state.step ] );

	const busy =
		state.step === 'uploading' ||
		( state.step === 'preview' && state.busy !== null );

	/* Escape and a click outside: what Cancel or Close does there, except while something is being sent. */
	const close = async () => {
		if ( state.step === 'uploading' ) {
			restore.stopUpload();
			return;
		}
		if ( state.step === 'preview' ) {
			if ( await restore.cancel() ) {
				setFile( null );
				onClose();
			}
			return;
		}
		if ( state.step === 'choose' && state.error ) {
			restore.reset();
		}
		onClose();
	};

	const upload = () => {
		if ( file ) {
			void restore.send( file );
		}
	};

	return (
		<Dialog
			open={ open }
			onClose={ busy ? undefined : close }
			fullScreen={ fullScreen }
			fullWidth
			maxWidth="sm"
			aria-labelledby={ `${ id }-title` }
			aria-busy={ busy }
			slotProps={ {
				transition: { onEntered: () => focusTarget.current?.focus() },
			} }
		>
			<DialogTitle id={ `${ id }-title` }>
				{ __( 'Restore from a backup', 'prism' ) }
			</DialogTitle>
			<DialogContent data-step={ state.step } data-testid="restore-step">
				{ state.step === 'choose' && (
					<Stack spacing={ 2 }>
						<Typography variant="body2" color="text.secondary">
							{ __(
								'Choose a PRISM backup file (prism-backup-….jsonl.gz). PRISM reads it first and shows you what it holds: nothing is restored until you say so.',
								'prism'
							) }
						</Typography>
						{ state.error && (
							<Alert severity="error" data-testid="restore-error">
								{ state.error.message }
							</Alert>
						) }
						<FileField
							id={ `${ id }-file` }
							label={ __( 'Backup file', 'prism' ) }
							file={ file }
							onChange={ setFile }
							error={ null }
							accept={ BACKUP_ACCEPT }
							inputRef={ ( input: HTMLInputElement | null ) => {
								fileInput.current = input;
								focusTarget.current = input;
							} }
						/>
					</Stack>
				) }
				{ state.step === 'uploading' && (
					<Uploading
						fileName={ state.fileName }
						sent={ state.sent }
						total={ state.total }
					/>
				) }
				{ state.step === 'preview' && (
					<Preview
						restore={ state.restore }
						focusRef={ ( node ) => {
							focusTarget.current = node;
						} }
					/>
				) }
				{ state.step === 'preview' && state.error && (
					<Alert
						severity="error"
						sx={ { mt: 2 } }
						data-testid="restore-error"
					>
						{ state.error.message }
					</Alert>
				) }
				{ state.step === 'running' && <Running state={ state } /> }
				{ ( state.step === 'done' || state.step === 'failed' ) && (
					<Ended state={ state } />
				) }
			</DialogContent>
			<DialogActions sx={ { flexWrap: 'wrap', gap: 1, px: 3, pb: 2 } }>
				{ state.step === 'choose' && (
					<>
						<Button onClick={ close }>
							{ __( 'Cancel', 'prism' ) }
						</Button>
						<Button
							variant="contained"
							onClick={ upload }
							disabled={ ! file }
							data-testid="restore-upload"
						>
							{ __( 'Upload and check', 'prism' ) }
						</Button>
					</>
				) }
				{ state.step === 'uploading' && (
					<Button
						onClick={ restore.stopUpload }
						ref={ ( node: HTMLButtonElement | null ) => {
							focusTarget.current = node;
						} }
					>
						{ __( 'Cancel', 'prism' ) }
					</Button>
				) }
				{ state.step === 'preview' && (
					<>
						<Button
							onClick={ close }
							disabled={ state.busy !== null }
							startIcon={
								state.busy === 'cancel' ? (
									<Spinner size={ 16 } />
								) : undefined
							}
							data-testid="restore-cancel"
						>
							{ __( 'Cancel', 'prism' ) }
						</Button>
						<Button
							variant="contained"
							color={
								state.restore.restoredBefore
									? 'error'
									: 'primary'
							}
							onClick={ () => void restore.start() }
							disabled={ state.busy !== null }
							startIcon={
								state.busy === 'start' ? (
									<Spinner size={ 16 } />
								) : (
									<SettingsBackupRestore />
								)
							}
							data-testid="restore-confirm"
						>
							{ state.busy === 'start'
								? __( 'Starting…', 'prism' )
								: __( 'Restore', 'prism' ) }
						</Button>
					</>
				) }
				{ ( state.step === 'running' ||
					state.step === 'done' ||
					state.step === 'failed' ) && (
					<Button
						variant={
							state.step === 'running' ? 'text' : 'contained'
						}
						onClick={ close }
						ref={ ( node: HTMLButtonElement | null ) => {
							focusTarget.current = node;
						} }
						data-testid="restore-close"
					>
						{ __( 'Close', 'prism' ) }
					</Button>
				) }
			</DialogActions>
		</Dialog>
	);
}

/**
 * The file going up: its name, a bar and how much has gone; once it has all gone, that the server is checking it.
 *
 * @param props          Props.
 * @param props.fileName The file's name.
 * @param props.sent     Bytes sent.
 * @param props.total    Bytes in all (0 while not known).
 */
function Uploading( {
	fileName,
	sent,
	total,
}: {
	fileName: string;
	sent: number;
	total: number;
} ) {
	const checking = total > 0 && sent >= total;
	const status = checking
		? __( 'Checking the backup…', 'prism' )
		: sprintf(
				/* translators: 1: the part of the file sent ("2.1 MB"), 2: the file's size ("14 MB"). */
				__( 'Uploading… %1$s of %2$s', 'prism' ),
				fileSizeLabel( sent ),
				fileSizeLabel( total )
			);
	return (
		<Stack spacing={ 1.5 } data-testid="restore-uploading">
			<Typography sx={ { fontWeight: 600, overflowWrap: 'anywhere' } }>
				{ fileName }
			</Typography>
			<LinearProgress
				variant={
					checking || total <= 0 ? 'indeterminate' : 'determinate'
				}
				value={ uploadPercent( sent, total ) }
				aria-label={ __( 'Uploading the backup', 'prism' ) }
				aria-valuetext={ status }
				sx={ { height: 6, borderRadius: 3 } }
			/>
			<Typography variant="body2" role="status" aria-live="polite">
				{ status }
			</Typography>
			<Typography variant="body2" color="text.secondary">
				{ __(
					'PRISM reads the whole file before it shows you what it holds. A large backup takes a while: keep this page open.',
					'prism'
				) }
			</Typography>
		</Stack>
	);
}

/**
 * What the backup is and holds, and what restoring it will do, before anything is restored.
 *
 * @param props          Props.
 * @param props.restore  The stored backup.
 * @param props.focusRef Takes the preview's box, which has the focus when it shows.
 */
function Preview( {
	restore,
	focusRef,
}: {
	restore: Restore;
	focusRef: ( node: HTMLElement | null ) => void;
} ) {
	const id = useId();
	return (
		<Stack
			spacing={ 2 }
			ref={ focusRef }
			tabIndex={ -1 }
			role="group"
			aria-labelledby={ `${ id }-about` }
			data-testid="restore-preview"
			sx={ { outline: 'none' } }
		>
			<Typography id={ `${ id }-about` } variant="body2">
				{ __(
					'Check that this is the backup you want to restore.',
					'prism'
				) }
			</Typography>
			<Box
				component="dl"
				sx={ {
					display: 'grid',
					gridTemplateColumns: {
						xs: 'minmax(0, 1fr)',
						sm: 'max-content minmax(0, 1fr)',
					},
					columnGap: 2,
					rowGap: { xs: 0, sm: 0.5 },
					m: 0,
					typography: 'body2',
					// A classic theme styles dl's terms bold and indents their descriptions.
					'& dt': {
						m: 0,
						p: 0,
						color: 'text.secondary',
						fontFamily: 'inherit',
						fontWeight: 400,
					},
					'& dd': {
						m: 0,
						p: 0,
						mb: { xs: 1, sm: 0 },
						overflowWrap: 'anywhere',
					},
				} }
				data-testid="restore-facts"
			>
				{ backupFacts( restore ).map( ( fact ) => (
					<Box key={ fact.key } sx={ { display: 'contents' } }>
						<dt>{ fact.label }</dt>
						<dd data-fact={ fact.key }>{ fact.value }</dd>
					</Box>
				) ) }
			</Box>
			<Box>
				<Typography
					variant="subtitle2"
					component="h3"
					sx={ { mb: 0.5 } }
				>
					{ __( 'What it holds', 'prism' ) }
				</Typography>
				<Typography variant="body2" data-testid="restore-contents">
					{ backupContents( restore.counts ) }
				</Typography>
			</Box>
			<Box>
				<Typography variant="subtitle2" component="h3" sx={ { mb: 1 } }>
					{ __( 'What restoring does', 'prism' ) }
				</Typography>
				<Stack spacing={ 1 }>
					{ restoreNotices( restore ).map( ( notice ) => (
						<Alert
							key={ notice.key }
							severity={ notice.severity }
							data-testid={ `restore-notice-${ notice.key }` }
						>
							{ notice.text }
						</Alert>
					) ) }
				</Stack>
			</Box>
		</Stack>
	);
}

/**
 * The restore under way: a bar, "Restoring… 1,200 of 5,034" (read out as it moves), that it goes on when the dialog
 * is closed, and when the site cannot be reached, that the page keeps trying.
 *
 * @param props       Props.
 * @param props.state The running step.
 */
function Running( {
	state,
}: {
	state: Extract< RestoreStep, { step: 'running' } >;
} ) {
	const { restore, trouble } = state;
	const text = restoreProgressText( restore.progress );
	return (
		<Stack spacing={ 1.5 } sx={ { pt: 1 } }>
			<Typography sx={ { fontWeight: 600, overflowWrap: 'anywhere' } }>
				{ restore.fileName }
			</Typography>
			<LinearProgress
				variant="determinate"
				value={ restorePercent( restore.progress, restore.state ) }
				aria-label={ __( 'Restore progress', 'prism' ) }
				aria-valuetext={ text }
				sx={ { height: 6, borderRadius: 3 } }
			/>
			<Typography
				variant="body2"
				role="status"
				aria-live="polite"
				data-testid="restore-progress"
			>
				{ text }
			</Typography>
			<Typography variant="body2" color="text.secondary">
				{ __(
					'It carries on in the background; you can close this.',
					'prism'
				) }
			</Typography>
			{ trouble && (
				<Alert severity="warning" data-testid="restore-trouble">
					<Typography variant="body2" component="p">
						{ trouble.message }
					</Typography>
					<Typography variant="body2" component="p">
						{ __( 'PRISM keeps trying.', 'prism' ) }
					</Typography>
				</Alert>
			) }
		</Stack>
	);
}

/**
 * How the restore ended: what it restored (and left out), or that it stopped and what is kept.
 *
 * @param props       Props.
 * @param props.state The end.
 */
function Ended( {
	state,
}: {
	state: Extract< RestoreStep, { step: 'done' | 'failed' } >;
} ) {
	if ( state.step === 'done' ) {
		return (
			<Alert
				severity="success"
				role="status"
				sx={ { mt: 1 } }
				data-testid="restore-summary"
			>
				{ restoreSummary( state.restore.restored ).map( ( line ) => (
					<Typography key={ line } variant="body2" component="p">
						{ line }
					</Typography>
				) ) }
			</Alert>
		);
	}
	return (
		<Alert severity="error" sx={ { mt: 1 } } data-testid="restore-failed">
			<Typography variant="body2" component="p">
				{ restoreFailedText() }
			</Typography>
			{ state.reason && (
				<Typography variant="body2" component="p" sx={ { mt: 0.5 } }>
					{ state.reason }
				</Typography>
			) }
		</Alert>
	);
}

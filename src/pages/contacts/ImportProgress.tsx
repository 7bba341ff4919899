import { useEffect, useRef, useState } from 'react';
import { __, _n, sprintf } from '@wordpress/i18n';
import Alert from '@mui/material/Alert';
import Box from '../../components/light/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '../../components/light/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { toApiError } from '../../api/errors';
import type {
	ApiError,
	ImportReport,
	ImportSource,
	Links,
} from '../../api/types';
import { ImportSourceIcon } from '../../components/ImportSources';
import {
	Table,
	TableBody,
	TableCell,
	TableHead,
	TableRow,
} from '../../components/PlainTable';
import { RetryAlert } from '../../components/RetryAlert';
import { Spinner } from '../../components/Spinner';
import { importSourceName } from '../../domain/importSources';
import { fileTypeLabel } from '../../domain/imports';
import { isImportRunning } from '../../domain/importProgress';
import {
	importPercent,
	importProgressLabel,
} from '../../domain/importProgressText';
import { formatNumber } from '../../domain/locale';
import { ImportMatches } from './ImportMatches';
import type { ImportsControl, RunTrouble } from './useImports';

export interface ImportProgressProps {
	control: ImportsControl;
	/** Page links (the report names contacts). */
	links: Pick< Links, 'contactDetail' >;
	/** Shows the contact list filtered by an import source. */
	onShowImported: ( source: ImportSource ) => void;
}

/**
 * The member's newest import above the contact list, in one card: running, with its progress bar and counts;
 * finished, with the bar full ("12 of 12 rows", so a file read in one step still shows what was read), its summary
 * and the rows that could not be imported; failed, with its reason and Try again. Dismiss lets it go.
 *
 * @param props                Props.
 * @param props.control
 * @param props.links
 * @param props.onShowImported
 */
export function ImportProgress( {
	control,
	links,
	onShowImported,
}: ImportProgressProps ) {
	const { imports, startedId, loadError, reload } = control;
	const newest = imports[ 0 ];
	return (
		<Stack
			spacing={ 2 }
			component="section"
			aria-label={ __( 'Imports', 'prism' ) }
			data-testid="import-progress"
		>
			{ loadError && (
				<RetryAlert onRetry={ reload }>
					{ sprintf(
						/* translators: %s: why the server did not answer. */
						__(
							'Your import’s progress could not be read: %s',
							'prism'
						),
						loadError.message
					) }
				</RetryAlert>
			) }
			{ /* One card: the newest import's. A new import replaces the card of the one before (the server marks
			the finished ones seen), so cards never pile up above the list. */ }
			{ newest && (
				<ImportCard
					key={ newest.id }
					report={ newest }
					control={ control }
					focus={ newest.id === startedId }
					links={ links }
					onShowImported={ onShowImported }
				/>
			) }
		</Stack>
	);
}

/**
 * Where the import came from: its file and source ("contacts.csv, Google CSV").
 *
 * @param report The import.
 */
function origin( report: ImportReport ): string {
	return report.fileName
		? sprintf(
				/* translators: 1: the imported file's name, 2: its type (Google CSV, LinkedIn CSV, iCloud CSV). */
				__( '%1$s, %2$s', 'prism' ),
				report.fileName,
				fileTypeLabel( report.fileType )
			)
		: sprintf(
				/* translators: %s: an import source (iCloud). */
				__( 'Your %s account', 'prism' ),
				importSourceName( report.source )
			);
}

/**
 * The card's heading, by state.
 *
 * @param report The import.
 */
function heading( report: ImportReport ): string {
	const source = importSourceName( report.source );
	switch ( report.state ) {
		case 'queued':
			return sprintf(
				/* translators: %s: an import source (Google, LinkedIn, iCloud, CSV). */
				__( 'Import from %s is about to start', 'prism' ),
				source
			);
		case 'running':
			return sprintf(
				/* translators: %s: an import source (Google, LinkedIn, iCloud, CSV). */
				__( 'Importing from %s', 'prism' ),
				source
			);
		case 'done':
			return sprintf(
				/* translators: %s: an import source (Google, LinkedIn, iCloud, CSV). */
				__( 'Import from %s finished', 'prism' ),
				source
			);
		case 'failed':
			return sprintf(
				/* translators: %s: an import source (Google, LinkedIn, iCloud, CSV). */
				__( 'Import from %s stopped', 'prism' ),
				source
			);
	}
}

/**
 * The counts, each a short sentence.
 *
 * @param report The import.
 */
function counts( report: ImportReport ): Array< {
	key: 'created' | 'keptApart' | 'updated' | 'skipped' | 'rejected';
	text: string;
} > {
	const rows = report.kind === 'vcard';
	return [
		{
			key: 'created',
			text: sprintf(
				/* translators: %s: number of contacts. */
				_n(
					'%s new contact added',
					'%s new contacts added',
					report.created,
					'prism'
				),
				formatNumber( report.created )
			),
		},
		{
			key: 'keptApart',
			text: sprintf(
				/* translators: %s: number of new contacts. */
				_n(
					'%s of them shares an email, phone number or profile with a contact of another name, and was kept apart',
					'%s of them share an email, phone number or profile with a contact of another name, and were kept apart',
					report.keptApart,
					'prism'
				),
				formatNumber( report.keptApart )
			),
		},
		{
			key: 'updated',
			text: sprintf(
				/* translators: %s: number of contacts. */
				_n(
					'%s contact already in PRISM updated',
					'%s contacts already in PRISM updated',
					report.updated,
					'prism'
				),
				formatNumber( report.updated )
			),
		},
		{
			key: 'skipped',
			text: sprintf(
				/* translators: %s: number of contacts. */
				_n(
					'%s skipped: already in PRISM',
					'%s skipped: already in PRISM',
					report.skipped,
					'prism'
				),
				formatNumber( report.skipped )
			),
		},
		{
			key: 'rejected',
			text: rows
				? sprintf(
						/* translators: %s: number of contacts in a vCard file. */
						_n(
							'%s contact could not be imported',
							'%s contacts could not be imported',
							report.rejected,
							'prism'
						),
						formatNumber( report.rejected )
					)
				: sprintf(
						/* translators: %s: number of rows in a file. */
						_n(
							'%s row could not be imported',
							'%s rows could not be imported',
							report.rejected,
							'prism'
						),
						formatNumber( report.rejected )
					),
		},
	];
}

/** The colour of a card's edge and icon, by state. */
const TONES = {
	queued: 'primary.main',
	running: 'primary.main',
	done: 'success.main',
	failed: 'error.main',
} as const;

/**
 * One import.
 *
 * @param props                Props.
 * @param props.report         The import.
 * @param props.control        The imports' actions.
 * @param props.focus          Whether it is the import just posted (its heading takes the focus).
 * @param props.links          Page links.
 * @param props.onShowImported Shows the list filtered by the import's source.
 */
function ImportCard( {
	report,
	control,
	focus,
	links,
	onShowImported,
}: {
	report: ImportReport;
	control: ImportsControl;
	focus: boolean;
	links: Pick< Links, 'contactDetail' >;
	onShowImported: ( source: ImportSource ) => void;
} ) {
	const headingRef = useRef< HTMLHeadingElement >( null );
	const [ dismissing, setDismissing ] = useState( false );
	const [ dismissError, setDismissError ] = useState< ApiError | null >(
		null
	);
	const running = isImportRunning( report );
	const trouble = control.trouble[ report.id ];
	const headingId = `prism-import-${ report.id }-heading`;

	useEffect( () => {
		if ( focus ) {
			headingRef.current?.focus();
		}
	}, [ focus ] );

	const dismiss = async () => {
		setDismissing( true );
		setDismissError( null );
		try {
			await control.dismiss( report.id );
		} catch ( e ) {
			setDismissError( toApiError( e ) );
			setDismissing( false );
		}
	};

	const tone = TONES[ report.state ];

	return (
		<Paper
			variant="outlined"
			component="article"
			aria-labelledby={ headingId }
			data-testid="import-card"
			data-state={ report.state }
			sx={ {
				p: { xs: 1.5, sm: 2 },
				borderLeft: 4,
				borderLeftColor: tone,
			} }
		>
			<Box sx={ { display: 'flex', gap: 1.5, alignItems: 'flex-start' } }>
				<Box sx={ { color: tone, display: 'flex', pt: 0.25 } }>
					{ report.state === 'done' && (
						<CheckCircleOutline aria-hidden />
					) }
					{ report.state === 'failed' && (
						<ErrorOutline aria-hidden />
					) }
					{ running && <ImportSourceIcon source={ report.source } /> }
				</Box>
				<Box sx={ { minWidth: 0, flex: 1 } }>
					<Typography
						id={ headingId }
						ref={ headingRef }
						tabIndex={ -1 }
						variant="subtitle1"
						component="h2"
						aria-live="polite"
						sx={ {
							fontWeight: 600,
							lineHeight: 1.4,
							outline: 'none',
						} }
						data-testid="import-heading"
					>
						{ heading( report ) }
					</Typography>
					<Typography
						variant="body2"
						color="text.secondary"
						sx={ { overflowWrap: 'anywhere' } }
					>
						{ origin( report ) }
					</Typography>
				</Box>
			</Box>

			{ ( running || report.state === 'done' ) && (
				<Box sx={ { mt: 1.5 } }>
					<LinearProgress
						variant="determinate"
						value={ importPercent( report ) }
						aria-label={ __( 'Import progress', 'prism' ) }
						aria-valuetext={ importProgressLabel( report ) }
						color={ running ? 'primary' : 'success' }
						sx={ { height: 8, borderRadius: 4 } }
					/>
					<Box
						sx={ {
							display: 'flex',
							flexWrap: 'wrap',
							justifyContent: 'space-between',
							gap: 1,
							mt: 0.75,
						} }
					>
						<Typography
							variant="body2"
							sx={ { fontWeight: 600 } }
							data-testid="import-rows"
						>
							{ report.state === 'queued' && report.total === 0
								? __( 'Reading the file…', 'prism' )
								: importProgressLabel( report ) }
						</Typography>
						{ running && (
							<Typography variant="body2" color="text.secondary">
								{ sprintf(
									/* translators: %s: number of contacts added so far. */
									_n(
										'%s added so far',
										'%s added so far',
										report.created,
										'prism'
									),
									formatNumber( report.created )
								) }
								{ report.updated > 0 &&
									` · ${ sprintf(
										/* translators: %s: number of contacts updated so far. */
										_n(
											'%s updated',
											'%s updated',
											report.updated,
											'prism'
										),
										formatNumber( report.updated )
									) }` }
							</Typography>
						) }
					</Box>
					{ running && (
						<Typography
							variant="body2"
							color="text.secondary"
							sx={ { mt: 0.75 } }
						>
							{ __(
								'You can leave this page: the import carries on, and this card shows where it is when you come back.',
								'prism'
							) }
						</Typography>
					) }
				</Box>
			) }

			{ report.state === 'failed' && (
				<Alert severity="error" sx={ { mt: 1.5 } } icon={ false }>
					{ report.error ??
						__( 'The import stopped before the end.', 'prism' ) }
					{ report.done > 0 && (
						<Box
							component="span"
							sx={ { display: 'block', mt: 0.5 } }
						>
							{ sprintf(
								/* translators: 1: what was read ("1,200 of 30,000 rows"). */
								__(
									'%1$s were read before it stopped; Try again carries on from there.',
									'prism'
								),
								importProgressLabel( report )
							) }
						</Box>
					) }
				</Alert>
			) }

			{ ( report.state === 'done' ||
				( report.state === 'failed' && report.done > 0 ) ) && (
				<Summary
					report={ report }
					control={ control }
					links={ links }
				/>
			) }

			{ trouble && <RunTroubleNotice trouble={ trouble } /> }
			{ dismissError && (
				<Alert severity="error" sx={ { mt: 1.5 } }>
					{ dismissError.message }
				</Alert>
			) }

			{ ! running || trouble?.stopped ? (
				<Box
					sx={ {
						display: 'flex',
						flexWrap: 'wrap',
						gap: 1,
						mt: 1.5,
					} }
				>
					{ report.state === 'done' &&
						report.created + report.updated > 0 && (
							<Button
								variant="contained"
								size="small"
								onClick={ () =>
									onShowImported( report.source )
								}
							>
								{ sprintf(
									/* translators: %s: an import source (Google, LinkedIn, iCloud, CSV). */
									__( 'Show contacts from %s', 'prism' ),
									importSourceName( report.source )
								) }
							</Button>
						) }
					{ ( report.state === 'failed' || trouble?.stopped ) && (
						<Button
							variant="contained"
							size="small"
							onClick={ () => control.retry( report.id ) }
						>
							{ __( 'Try again', 'prism' ) }
						</Button>
					) }
					{ ! running && (
						<Button
							size="small"
							onClick={ dismiss }
							disabled={ dismissing }
							startIcon={
								dismissing ? <Spinner size={ 16 } /> : undefined
							}
							aria-describedby={ headingId }
						>
							{ __( 'Dismiss', 'prism' ) }
						</Button>
					) }
				</Box>
			) : null }
		</Paper>
	);
}

/**
 * A run call that failed: retrying by itself, or stopped (Try again is offered).
 *
 * @param props         Props.
 * @param props.trouble The failure.
 */
function RunTroubleNotice( { trouble }: { trouble: RunTrouble } ) {
	return (
		<Alert severity="warning" sx={ { mt: 1.5 } }>
			{ trouble.stopped
				? sprintf(
						/* translators: %s: why the server did not answer. */
						__(
							'The server did not answer: %s The import waits; Try again carries on from where it is.',
							'prism'
						),
						trouble.error.message
					)
				: sprintf(
						/* translators: %s: why the server did not answer. */
						__(
							'The server did not answer: %s Trying again…',
							'prism'
						),
						trouble.error.message
					) }
		</Alert>
	);
}

/**
 * What a finished import did, and the rows it could not import (read when first shown).
 *
 * @param props         Props.
 * @param props.report  The import.
 * @param props.control The imports' actions.
 * @param props.links   Page links.
 */
function Summary( {
	report,
	control,
	links,
}: {
	report: ImportReport;
	control: ImportsControl;
	links: Pick< Links, 'contactDetail' >;
} ) {
	const [ open, setOpen ] = useState( false );
	const [ matchesOpen, setMatchesOpen ] = useState( false );
	const matchesId = `prism-import-${ report.id }-matches`;
	const matched =
		report.matchCounts.updated +
		report.matchCounts.unchanged +
		report.matchCounts.keptApart +
		report.matchCounts.separated;
	const [ rows, setRows ] = useState( report.rejectedRows );
	const [ loading, setLoading ] = useState( false );
	const [ error, setError ] = useState< ApiError | null >( null );
	const tableId = `prism-import-${ report.id }-rejected`;
	const wanted = Math.min( report.rejected, 1000 );

	const load = async () => {
		setLoading( true );
		setError( null );
		try {
			setRows( ( await control.details( report.id ) ).rejectedRows );
		} catch ( e ) {
			setError( toApiError( e ) );
		} finally {
			setLoading( false );
		}
	};

	const toggle = () => {
		if ( ! open && rows.length < wanted ) {
			load();
		}
		setOpen( ! open );
	};

	return (
		<Box sx={ { mt: 1.5 } }>
			<Box
				component="ul"
				sx={ {
					m: 0,
					pl: 2.5,
					typography: 'body2',
					'& > li': { mb: 0.25 },
				} }
				data-testid="import-summary"
			>
				{ counts( report )
					// What did not happen is left out; how many were added is always said.
					.filter(
						( { key } ) => key === 'created' || report[ key ] > 0
					)
					.map( ( { key, text } ) => (
						<li key={ key } data-count={ key }>
							{ text }
						</li>
					) ) }
			</Box>
			{ matched > 0 && (
				<Box sx={ { mt: 1 } }>
					<Button
						size="small"
						onClick={ () => setMatchesOpen( ! matchesOpen ) }
						aria-expanded={ matchesOpen }
						aria-controls={ matchesId }
						endIcon={
							matchesOpen ? <ExpandLess /> : <ExpandMore />
						}
					>
						{ matchesOpen
							? __(
									'Hide the rows that met your contacts',
									'prism'
								)
							: sprintf(
									/* translators: %s: number of rows. */
									_n(
										'Show the row that met your contacts (%s)',
										'Show the rows that met your contacts (%s)',
										matched,
										'prism'
									),
									formatNumber( matched )
								) }
					</Button>
					<Collapse in={ matchesOpen } id={ matchesId } unmountOnExit>
						<Box sx={ { pt: 1 } }>
							<ImportMatches report={ report } links={ links } />
						</Box>
					</Collapse>
				</Box>
			) }
			{ report.rejected > 0 && (
				<Box sx={ { mt: 1 } }>
					<Button
						size="small"
						onClick={ toggle }
						aria-expanded={ open }
						aria-controls={ tableId }
						endIcon={ open ? <ExpandLess /> : <ExpandMore /> }
					>
						{ open
							? __( 'Hide the rows not imported', 'prism' )
							: __( 'Show the rows not imported', 'prism' ) }
					</Button>
					<Collapse in={ open } id={ tableId }>
						{ loading && (
							<Box sx={ { display: 'flex', gap: 1, p: 1 } }>
								<Spinner size={ 16 } />
								<Typography variant="body2">
									{ __( 'Loading…', 'prism' ) }
								</Typography>
							</Box>
						) }
						{ error && (
							<RetryAlert onRetry={ load } sx={ { my: 1 } }>
								{ error.message }
							</RetryAlert>
						) }
						<RejectedTable report={ report } rows={ rows } />
					</Collapse>
				</Box>
			) }
		</Box>
	);
}

/**
 * The rows that could not be imported: where each is in the file, why, and a few words of it.
 *
 * @param props        Props.
 * @param props.report The import.
 * @param props.rows   Its rejected rows, as read.
 */
function RejectedTable( {
	report,
	rows,
}: {
	report: ImportReport;
	rows: ImportReport[ 'rejectedRows' ];
} ) {
	if ( rows.length === 0 ) {
		return null;
	}
	return (
		<Box sx={ { overflowX: 'auto', maxHeight: 360, overflowY: 'auto' } }>
			<Table data-testid="import-rejected">
				<caption style={ { textAlign: 'left', captionSide: 'bottom' } }>
					{ rows.length < report.rejected &&
						sprintf(
							/* translators: 1: rows shown, 2: rows not imported in all. */
							__( 'The first %1$s of %2$s.', 'prism' ),
							formatNumber( rows.length ),
							formatNumber( report.rejected )
						) }
				</caption>
				<TableHead>
					<TableRow>
						<TableCell as="th" scope="col">
							{ report.kind === 'vcard'
								? __( 'Card', 'prism' )
								: __( 'Row', 'prism' ) }
						</TableCell>
						<TableCell as="th" scope="col">
							{ __( 'Why', 'prism' ) }
						</TableCell>
						<TableCell as="th" scope="col">
							{ __( 'What it holds', 'prism' ) }
						</TableCell>
					</TableRow>
				</TableHead>
				<TableBody>
					{ rows.map( ( row ) => (
						<TableRow key={ `${ row.row }-${ row.reason }` }>
							<TableCell>{ formatNumber( row.row ) }</TableCell>
							<TableCell>{ row.reason }</TableCell>
							<TableCell sx={ { overflowWrap: 'anywhere' } }>
								{ row.summary || '—' }
							</TableCell>
						</TableRow>
					) ) }
				</TableBody>
			</Table>
		</Box>
	);
}

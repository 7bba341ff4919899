import { useCallback, useEffect, useRef, useState } from 'react';
import { __, sprintf } from '@wordpress/i18n';
import Alert from '@mui/material/Alert';
import Box from '../../components/light/Box';
import Button from '@mui/material/Button';
import Typography from '../../components/light/Typography';
import { getImportMatches, separateImportMatch } from '../../api/client';
import { toApiError } from '../../api/errors';
import type {
	ApiError,
	ImportMatch,
	ImportMatchContact,
	ImportMatchCounts,
	ImportReport,
	Links,
} from '../../api/types';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Pager } from '../../components/Pager';
import { PlainLink } from '../../components/PlainLink';
import {
	Table,
	TableBody,
	TableCell,
	TableHead,
	TableRow,
} from '../../components/PlainTable';
import { RetryAlert } from '../../components/RetryAlert';
import { Spinner } from '../../components/Spinner';
import { sprintfElements } from '../../components/sprintfElements';
import {
	afterSeparation,
	isAmbiguous,
	matchFilters,
	matchReasonText,
} from '../../domain/importMatches';
import type { ImportMatchFilter } from '../../domain/importMatches';
import { contactDetailUrl } from '../../domain/links';
import { formatNumber } from '../../domain/locale';

/** Rows of the report a page. */
const PER_PAGE = 50;

/*
 * On a phone the table keeps two columns, the row and what happened: the row's number and the reason move under
 * them (so nothing is read twice by a screen reader, the wide columns are not displayed there).
 */
const WIDE = { display: { xs: 'none', sm: 'table-cell' } } as const;
const NARROW = { display: { xs: 'block', sm: 'none' } } as const;

export interface ImportMatchesProps {
	report: ImportReport;
	links: Pick< Links, 'contactDetail' >;
}

/**
 * The import report's rows that met a contact (docs/import.md, "The report"): which contact each row went into, was
 * kept apart from, or left as it was, and why; a row added to a contact can be separated from it, after a question.
 * Read a page at a time when the member opens it.
 *
 * @param props        Props.
 * @param props.report The import.
 * @param props.links  Page links (to the contacts named).
 */
export function ImportMatches( { report, links }: ImportMatchesProps ) {
	const [ counts, setCounts ] = useState< ImportMatchCounts >(
		report.matchCounts
	);
	const [ filter, setFilter ] = useState< ImportMatchFilter >( 'all' );
	const [ page, setPage ] = useState( 1 );
	const [ rows, setRows ] = useState< ImportMatch[] | null >( null );
	const [ total, setTotal ] = useState( 0 );
	const [ error, setError ] = useState< ApiError | null >( null );
	const [ loading, setLoading ] = useState( true );
	const [ asking, setAsking ] = useState< ImportMatch | null >( null );
	const [ done, setDone ] = useState< ImportMatch | null >( null );
	const request = useRef( 0 );

	const load = useCallback( async () => {
		const mine = ++request.current;
		setLoading( true );
		setError( null );
		try {
			const answer = await getImportMatches(
				report.id,
				page,
				PER_PAGE,
				filter === 'all' ? undefined : filter
			);
			if ( mine === request.current ) {
				setRows( answer.items );
				setTotal( answer.total );
			}
		} catch ( e ) {
			if ( mine === request.current ) {
				setError( toApiError( e ) );
			}
		} finally {
			if ( mine === request.current ) {
				setLoading( false );
			}
		}
	}, [ report.id, page, filter ] );

	useEffect( () => {
		load();
	}, [ load ] );

	const separate = async () => {
		if ( ! asking ) {
			return;
		}
		// A failure is thrown on to the dialog, which shows it and stays open.
		const separated = await separateImportMatch( report.id, asking.id );
		setRows(
			( current ) =>
				current?.map( ( row ) =>
					row.id === separated.id ? separated : row
				) ?? null
		);
		setCounts( afterSeparation );
		setDone( separated );
		setAsking( null );
	};

	const filters = matchFilters( counts );
	const rowWord =
		report.kind === 'vcard' ? __( 'Card', 'prism' ) : __( 'Row', 'prism' );
	const rowLabel = ( row: number ) =>
		report.kind === 'vcard'
			? /* translators: %s: a card's number in a vCard file. */
				sprintf( __( 'Card %s', 'prism' ), formatNumber( row ) )
			: /* translators: %s: a row's number in a file. */
				sprintf( __( 'Row %s', 'prism' ), formatNumber( row ) );
	const tableId = `prism-import-${ report.id }-matches-table`;

	return (
		<Box data-testid="import-matches">
			<Typography variant="body2" color="text.secondary" sx={ { mb: 1 } }>
				{ __(
					'Rows that share an email address, phone number or LinkedIn profile with one of your contacts. A row goes into a contact only when their names agree; a shared company line, team mailbox or family number with another name stays a contact of its own.',
					'prism'
				) }
			</Typography>
			{ filters.length > 2 && (
				<Box
					role="group"
					aria-label={ __( 'Show rows', 'prism' ) }
					sx={ { display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 } }
				>
					{ filters.map( ( option ) => (
						<Button
							key={ option.filter }
							size="small"
							variant={
								option.filter === filter
									? 'contained'
									: 'outlined'
							}
							aria-pressed={ option.filter === filter }
							aria-controls={ tableId }
							onClick={ () => {
								setFilter( option.filter );
								setPage( 1 );
							} }
						>
							{ sprintf(
								/* translators: 1: a filter of the import report, e.g. Kept apart; 2: its number of rows. */
								__( '%1$s (%2$s)', 'prism' ),
								option.label,
								formatNumber( option.count )
							) }
						</Button>
					) ) }
				</Box>
			) }
			{ done && (
				<Alert
					severity="success"
					onClose={ () => setDone( null ) }
					sx={ { mb: 1 } }
					data-testid="import-separated"
				>
					{ done.separatedContact
						? sprintfElements(
								/* translators: %s: a contact's name, as a link to the contact. */
								__(
									'%s is now a contact of their own. What the row had added to the other contact was taken back.',
									'prism'
								),
								<ContactLink
									key="new"
									links={ links }
									contact={ done.separatedContact }
								/>
							)
						: __(
								'The row is now a contact of its own.',
								'prism'
							) }
				</Alert>
			) }
			{ error && (
				<RetryAlert onRetry={ load } sx={ { my: 1 } }>
					{ error.message }
				</RetryAlert>
			) }
			{ loading && rows === null && (
				<Box sx={ { display: 'flex', gap: 1, p: 1 } }>
					<Spinner size={ 16 } />
					<Typography variant="body2">
						{ __( 'Loading…', 'prism' ) }
					</Typography>
				</Box>
			) }
			{ rows !== null && (
				<Box
					sx={ {
						overflowX: 'auto',
						maxHeight: 480,
						overflowY: 'auto',
						opacity: loading ? 0.6 : 1,
					} }
					aria-busy={ loading }
				>
					<Table id={ tableId } data-testid="import-matches-table">
						<TableHead>
							<TableRow>
								<TableCell as="th" scope="col" sx={ WIDE }>
									{ rowWord }
								</TableCell>
								<TableCell as="th" scope="col">
									{ __( 'In the file', 'prism' ) }
								</TableCell>
								<TableCell as="th" scope="col">
									{ __( 'What happened', 'prism' ) }
								</TableCell>
								<TableCell as="th" scope="col" sx={ WIDE }>
									{ __( 'Why', 'prism' ) }
								</TableCell>
							</TableRow>
						</TableHead>
						<TableBody>
							{ rows.map( ( row ) => (
								<TableRow
									key={ row.id }
									data-testid="import-match"
									data-outcome={ row.outcome }
								>
									<TableCell sx={ WIDE }>
										{ formatNumber( row.row ) }
									</TableCell>
									<TableCell
										sx={ { overflowWrap: 'break-word' } }
									>
										{ row.rowName || '—' }
										<Box
											component="span"
											sx={ NARROW }
											color="text.secondary"
										>
											{ rowLabel( row.row ) }
										</Box>
									</TableCell>
									<TableCell
										sx={ { overflowWrap: 'break-word' } }
									>
										<Outcome row={ row } links={ links } />
										<Box
											component="span"
											sx={ NARROW }
											color="text.secondary"
										>
											{ matchReasonText( row.reasons ) }
										</Box>
										{ row.canSeparate && (
											<Box sx={ { mt: 0.5 } }>
												<Button
													size="small"
													variant="outlined"
													onClick={ () =>
														setAsking( row )
													}
												>
													{ __(
														'Make it a separate contact',
														'prism'
													) }
												</Button>
											</Box>
										) }
									</TableCell>
									<TableCell sx={ WIDE }>
										{ matchReasonText( row.reasons ) }
									</TableCell>
								</TableRow>
							) ) }
						</TableBody>
					</Table>
				</Box>
			) }
			{ rows !== null && total > PER_PAGE && (
				<Pager
					page={ page }
					total={ total }
					shown={ rows.length }
					perPage={ PER_PAGE }
					onPage={ setPage }
					disabled={ loading }
				/>
			) }
			<ConfirmDialog
				open={ asking !== null }
				title={ __( 'Make it a separate contact?', 'prism' ) }
				message={
					asking
						? sprintf(
								/* translators: 1: the name in the imported row; 2: the contact it was added to. */
								__(
									'Make %1$s a contact of their own instead of part of %2$s?',
									'prism'
								),
								asking.rowName,
								asking.contact?.name ?? ''
							)
						: ''
				}
				details={ __(
					'What this row added is taken back: the details it filled in, its notes, events and categories. Anything you changed since stays as you left it. The row becomes a new contact with everything it held.',
					'prism'
				) }
				confirmLabel={ __( 'Make a separate contact', 'prism' ) }
				busyLabel={ __( 'Separating…', 'prism' ) }
				onConfirm={ separate }
				onCancel={ () => setAsking( null ) }
			/>
		</Box>
	);
}

/**
 * What the import did with a row, in a sentence naming the contact (a link while it exists).
 *
 * @param props       Props.
 * @param props.row   The report's row.
 * @param props.links Page links.
 */
function Outcome( {
	row,
	links,
}: {
	row: ImportMatch;
	links: Pick< Links, 'contactDetail' >;
} ) {
	const contact = row.contact ? (
		<ContactLink links={ links } contact={ row.contact } />
	) : (
		<em>{ __( 'a contact deleted since', 'prism' ) }</em>
	);
	switch ( row.outcome ) {
		case 'updated':
			return (
				<>
					{ sprintfElements(
						/* translators: %s: a contact (a link). */
						__( 'Added to %s', 'prism' ),
						contact
					) }
				</>
			);
		case 'unchanged':
			return (
				<>
					{ sprintfElements(
						/* translators: %s: a contact (a link). */
						__( 'Already in PRISM as %s: nothing new', 'prism' ),
						contact
					) }
				</>
			);
		case 'kept_apart':
			return (
				<>
					{ sprintfElements(
						isAmbiguous( row.reasons )
							? /* translators: %s: a contact (a link). */
								__(
									'A new contact: it names nobody, and several contacts share it, such as %s',
									'prism'
								)
							: /* translators: %s: a contact (a link). */
								__(
									'A new contact, kept apart from %s: another person',
									'prism'
								),
						contact
					) }
				</>
			);
		case 'separated':
			return (
				<>
					{ sprintfElements(
						/* translators: 1: the contact it had been added to (a link); 2: the contact it became (a link). */
						__( 'Separated from %1$s: now %2$s', 'prism' ),
						contact,
						row.separatedContact ? (
							<ContactLink
								links={ links }
								contact={ row.separatedContact }
							/>
						) : (
							<em>
								{ __( 'a contact deleted since', 'prism' ) }
							</em>
						)
					) }
				</>
			);
	}
}

/**
 * A contact's name as a link to its page.
 *
 * @param props         Props.
 * @param props.links   Page links.
 * @param props.contact The contact.
 */
function ContactLink( {
	links,
	contact,
}: {
	links: Pick< Links, 'contactDetail' >;
	contact: ImportMatchContact;
} ) {
	return (
		<PlainLink href={ contactDetailUrl( links, contact ) }>
			{ contact.name || __( '(no name)', 'prism' ) }
		</PlainLink>
	);
}

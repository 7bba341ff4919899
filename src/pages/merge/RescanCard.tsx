import { useEffect, useRef, useState } from 'react';
import { __, sprintf } from '@wordpress/i18n';
import Alert from '@mui/material/Alert';
import Box from '../../components/light/Box';
import Button from '@mui/material/Button';
import Typography from '../../components/light/Typography';
import Refresh from '@mui/icons-material/Refresh';
import { runJob, startDuplicateScan } from '../../api/client';
import { toApiError } from '../../api/errors';
import type { JobStatus } from '../../api/types';
import { isJobRunning } from '../../domain/jobs';
import { formatNumber } from '../../domain/locale';
import { MergeHeading } from './MergeHeading';

const wait = ( ms: number ) =>
	new Promise< void >( ( resolve ) => setTimeout( resolve, ms ) );

/**
 * The full rescan: compares all the member's contacts again (POST duplicate-scan/{wordpressId}, then
 * POST jobs/{id}/run until it is done, with its progress). PRISM checks each contact as it is added, edited or
 * imported, so this is for the member who wants to be sure (or after the site's phone region changed). New
 * suggestions show above when it is done (runJob announces them).
 *
 * @param props             Props.
 * @param props.wordpressId Member id.
 */
export function RescanCard( { wordpressId }: { wordpressId: number } ) {
	const [ status, setStatus ] = useState< JobStatus | null >( null );
	const [ error, setError ] = useState< string | null >( null );
	const gone = useRef( false );
	useEffect(
		() => () => {
			gone.current = true;
		},
		[]
	);
	const [ starting, setStarting ] = useState( false );
	const running = starting || isJobRunning( status );

	const start = async () => {
		setError( null );
		setStarting( true );
		try {
			let next = await startDuplicateScan( wordpressId );
			setStatus( next );
			setStarting( false );
			while ( ! gone.current && isJobRunning( next ) ) {
				const before = next.done;
				next = await runJob( next.id );
				if ( gone.current ) {
					return;
				}
				setStatus( next );
				if ( isJobRunning( next ) && next.done === before ) {
					// Waiting for a retry, or another tab is running it: ask again in a moment.
					await wait( 1500 );
				}
			}
			if ( next.state === 'failed' ) {
				setError(
					next.error ??
						__(
							'The scan stopped before the end. Try again.',
							'prism'
						)
				);
			}
		} catch ( e ) {
			if ( ! gone.current ) {
				setError( toApiError( e ).message );
			}
		} finally {
			if ( ! gone.current ) {
				setStarting( false );
			}
		}
	};

	const percent =
		status && status.total > 0
			? Math.min(
					100,
					Math.round( ( status.done / status.total ) * 100 )
				)
			: 0;

	return (
		<Box
			component="section"
			aria-labelledby="prism-rescan-heading"
			data-testid="merge-rescan"
		>
			<MergeHeading id="prism-rescan-heading">
				{ __( 'Look for duplicates again', 'prism' ) }
			</MergeHeading>
			<Typography
				variant="body2"
				color="text.secondary"
				sx={ { mt: 0.5 } }
			>
				{ __(
					'PRISM checks each contact when you add, edit or import it. A full scan compares all your contacts with each other again; it takes a few seconds for thousands of contacts, and you can leave this page while it runs.',
					'prism'
				) }
			</Typography>
			{ isJobRunning( status ) && status && (
				<Box sx={ { mt: 1.5 } }>
					<Box
						role="progressbar"
						aria-label={ __( 'Scan progress', 'prism' ) }
						aria-valuemin={ 0 }
						aria-valuemax={ 100 }
						aria-valuenow={ percent }
						sx={ {
							height: 6,
							borderRadius: 3,
							overflow: 'hidden',
							bgcolor: 'rgba(63, 79, 181, 0.2)',
						} }
					>
						<Box
							sx={ {
								height: '100%',
								width: `${ percent }%`,
								bgcolor: 'primary.main',
								transition: 'width 0.3s',
							} }
						/>
					</Box>
					<Typography
						variant="body2"
						sx={ { mt: 0.5 } }
						role="status"
						data-testid="merge-rescan-progress"
					>
						{ status.total > 0
							? sprintf(
									/* translators: 1: contacts checked so far, 2: all contacts. */
									__(
										'Checked %1$s of %2$s contacts…',
										'prism'
									),
									formatNumber( status.done ),
									formatNumber( status.total )
								)
							: __( 'Starting the scan…', 'prism' ) }
					</Typography>
				</Box>
			) }
			{ status?.state === 'done' && (
				<Typography
					variant="body2"
					sx={ { mt: 1.5 } }
					role="status"
					data-testid="merge-rescan-done"
				>
					{ sprintf(
						/* translators: %s: how many contacts were compared. */
						__(
							'Scan finished: %s contacts compared. Any new suggestions are shown above.',
							'prism'
						),
						formatNumber( status.done )
					) }
				</Typography>
			) }
			{ error && (
				<Alert severity="error" sx={ { mt: 1.5 } }>
					{ error }
				</Alert>
			) }
			<Button
				variant="outlined"
				startIcon={ <Refresh /> }
				onClick={ start }
				disabled={ running }
				sx={ { mt: 1.5 } }
			>
				{ running
					? __( 'Scanning…', 'prism' )
					: __( 'Scan all contacts', 'prism' ) }
			</Button>
		</Box>
	);
}

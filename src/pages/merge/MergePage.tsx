import { useEffect, useMemo, useRef, useState } from 'react';
import { __, _n, sprintf } from '@wordpress/i18n';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CallMerge from '@mui/icons-material/CallMerge';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import { dismissCollision, mergeCollision } from '../../api/client';
import { useCollisionsWithContacts, useMergedContacts } from '../../api/hooks';
import type { ApiError, PageProps } from '../../api/types';
import { NoticeBar } from '../../components/FlashMessage';
import type { Notice } from '../../components/FlashMessage';
import { LoadingBar } from '../../components/LoadingBar';
import { OnceOpened, lazyNamed } from '../../components/OnceOpened';
import { RetryAlert } from '../../components/RetryAlert';
import { Tag } from '../../components/Tag';
import { displayName } from '../../domain/contactFields';
import {
	compareContacts,
	pendingCount,
	reasonTexts,
	stillPending,
	survivorOf,
} from '../../domain/duplicates';
import { MergedList } from './MergedList';
import { PairView } from './PairView';
import { RescanCard } from './RescanCard';

/* The confirmation brings MUI's Dialog: loaded when Merge is first pressed (prefetched when idle). */
const MergePairDialog = lazyNamed( () =>
	import(
		/* webpackChunkName: "merge-pair-dialog", webpackPrefetch: true */ './MergePairDialog'
	).then( ( m ) => m.MergePairDialog )
);

/**
 * Whether a failed merge or dismiss means the pair was already handled (merged, dismissed, or a contact deleted
 * since): 409 prism_collision_stale, or 404 for a pair that is gone.
 *
 * @param error The failure.
 */
function isStale( error: ApiError ): boolean {
	return (
		error.code === 'prism_collision_stale' ||
		error.status === 409 ||
		error.status === 404
	);
}

const staleMessage = () =>
	__(
		'This pair was already handled (merged, dismissed, or one of the contacts deleted). Here is the next one.',
		'prism'
	);

/**
 * The duplicate merge screen: the suggested pairs one at a time, highest score first, with the reasons in words
 * and every field of both contacts; the member picks which contact stays, then merges (after a confirmation) or
 * dismisses, and the next pair shows at once. Below, the contacts merged so far.
 *
 * @param props      Props.
 * @param props.page Page props.
 */
export function MergePage( { page }: { page: PageProps } ) {
	const { wordpressId, links } = page;
	const pairs = useCollisionsWithContacts( wordpressId );
	const merged = useMergedContacts( wordpressId );
	const [ handled, setHandled ] = useState< ReadonlySet< number > >(
		() => new Set()
	);
	// The pair whose survivor the member swapped (a new pair starts with its primary).
	const [ swappedId, setSwappedId ] = useState< number | null >( null );
	const [ confirming, setConfirming ] = useState( false );
	const [ dismissing, setDismissing ] = useState( false );
	const [ actionError, setActionError ] = useState< string | null >( null );
	const [ notice, setNotice ] = useState< Notice | null >( null );
	const heading = useRef< HTMLHeadingElement >( null );
	const moved = useRef( false );
	const closing = useRef( false );

	const items = pairs.data ? stillPending( pairs.data.items, handled ) : [];
	const current = items[ 0 ];
	const left = pairs.data
		? pendingCount( pairs.data.total, pairs.data.items, handled )
		: 0;
	const swapped = current !== undefined && swappedId === current.id;
	const { survivor, other } = current
		? survivorOf( current, swapped )
		: { survivor: undefined, other: undefined };
	const rows = useMemo(
		() =>
			current
				? compareContacts( current.primary, current.secondary )
				: [],
		[ current ]
	);

	// Also while the list loads again after the last loaded pair was handled (never a flash of 'all caught up').
	const looking =
		! current &&
		( pairs.isLoading ||
			( ! pairs.error &&
				( ! pairs.data ||
					pairs.data.items.some( ( pair ) =>
						handled.has( pair.id )
					) ) ) );

	// After a merge or dismiss, the keyboard focus goes to the heading of what shows next (the next pair, or all
	// caught up), as the buttons it was on are gone.
	const focusNext = () => {
		// Not while the confirmation fades out: on closing it gives the focus back to where it was.
		if ( moved.current && ! closing.current && heading.current ) {
			moved.current = false;
			heading.current.focus();
		}
	};
	useEffect( focusNext, [ current, looking ] );

	const done = ( id: number ) => {
		moved.current = true;
		setActionError( null );
		setHandled( ( ids ) => new Set( ids ).add( id ) );
	};

	const confirmMerge = async () => {
		if ( ! current || ! survivor || ! other ) {
			return;
		}
		try {
			await mergeCollision( current.id, survivor.id );
			setNotice( {
				type: 'success',
				message: sprintf(
					/* translators: 1: contact merged, 2: contact kept. */
					__( 'Merged %1$s into %2$s.', 'prism' ),
					displayName( other.name ),
					displayName( survivor.name )
				),
			} );
		} catch ( e ) {
			if ( ! isStale( e as ApiError ) ) {
				throw e;
			}
			setNotice( { type: 'info', message: staleMessage() } );
		}
		closing.current = true;
		setConfirming( false );
		done( current.id );
	};

	const dismiss = async () => {
		if ( ! current ) {
			return;
		}
		setDismissing( true );
		setActionError( null );
		try {
			await dismissCollision( current.id );
			setNotice( {
				type: 'success',
				message: __(
					'Dismissed. PRISM will not suggest this pair again.',
					'prism'
				),
			} );
			done( current.id );
		} catch ( e ) {
			if ( isStale( e as ApiError ) ) {
				setNotice( { type: 'info', message: staleMessage() } );
				done( current.id );
			} else {
				setActionError( ( e as ApiError ).message );
			}
		} finally {
			setDismissing( false );
		}
	};

	return (
		<Box sx={ { py: 2, display: 'grid', gap: 3 } }>
			<Card
				component="section"
				aria-labelledby="prism-pair-heading"
				aria-busy={ pairs.isLoading || undefined }
				sx={ { p: { xs: 1.5, sm: 2 }, position: 'relative' } }
			>
				{ pairs.isLoading && (
					<LoadingBar
						label={ __(
							'Looking for contacts to merge…',
							'prism'
						) }
						sx={ {
							position: 'absolute',
							top: 0,
							left: 0,
							right: 0,
						} }
					/>
				) }
				{ pairs.error && ! current && ! looking && (
					<Typography
						id="prism-pair-heading"
						component="h2"
						variant="h6"
						sx={ { mb: 1 } }
					>
						{ __( 'Suggested duplicates', 'prism' ) }
					</Typography>
				) }
				{ pairs.error && (
					<RetryAlert onRetry={ pairs.reload } sx={ { mb: 1.5 } }>
						{ pairs.error.message }
					</RetryAlert>
				) }
				{ looking && (
					<Typography
						id="prism-pair-heading"
						component="h2"
						variant="h6"
						role="status"
						data-testid="merge-loading"
					>
						{ __( 'Looking for contacts to merge…', 'prism' ) }
					</Typography>
				) }
				{ ! looking && ! current && ! pairs.error && (
					<Box
						sx={ { textAlign: 'center', py: 3 } }
						data-testid="merge-caught-up"
					>
						<CheckCircleOutline
							color="success"
							sx={ { fontSize: 40 } }
							aria-hidden
						/>
						<Typography
							id="prism-pair-heading"
							ref={ heading }
							tabIndex={ -1 }
							component="h2"
							variant="h6"
							role="status"
							sx={ { outline: 'none' } }
						>
							{ __( 'You’re all caught up!', 'prism' ) }
						</Typography>
						<Typography
							variant="body2"
							color="text.secondary"
							sx={ { mt: 1, maxWidth: '40rem', mx: 'auto' } }
						>
							{ __(
								'PRISM looks for contacts that are very likely the same person: the same email address, phone number or social profile, or a similar name with the same company or email domain. New suggestions show here after you add, edit or import contacts.',
								'prism'
							) }
						</Typography>
						<Link
							href={ links.contacts }
							sx={ { display: 'inline-block', mt: 1.5 } }
						>
							{ __( 'Back to your contacts', 'prism' ) }
						</Link>
					</Box>
				) }
				{ current && survivor && other && (
					<>
						<Box
							sx={ {
								display: 'flex',
								flexWrap: 'wrap',
								alignItems: 'baseline',
								justifyContent: 'space-between',
								gap: 1,
							} }
						>
							<Typography
								id="prism-pair-heading"
								ref={ heading }
								tabIndex={ -1 }
								component="h2"
								variant="h6"
								sx={ { outline: 'none' } }
							>
								{ __( 'Are these the same person?', 'prism' ) }
							</Typography>
							<Typography
								variant="body2"
								color="text.secondary"
								data-testid="merge-left"
							>
								{ sprintf(
									/* translators: %s: how many suggestions are waiting. */
									_n(
										'%s suggestion left',
										'%s suggestions left',
										left,
										'prism'
									),
									left.toLocaleString()
								) }
							</Typography>
						</Box>
						<Box
							component="ul"
							aria-label={ __(
								'Why they are suggested',
								'prism'
							) }
							data-testid="merge-reasons"
							sx={ {
								listStyle: 'none',
								p: 0,
								m: 0,
								mt: 1,
								display: 'flex',
								flexWrap: 'wrap',
								gap: 1,
							} }
						>
							{ reasonTexts( current.reasons ).map(
								( reason ) => (
									<li key={ reason }>
										<Tag tone="primary">{ reason }</Tag>
									</li>
								)
							) }
						</Box>
						<Box sx={ { mt: 2 } } data-testid="merge-pair">
							<PairView
								links={ links }
								primary={ current.primary }
								secondary={ current.secondary }
								survivorId={ survivor.id }
								rows={ rows }
							/>
						</Box>
						<Typography
							variant="body2"
							color="text.secondary"
							sx={ { mt: 2 } }
							data-testid="merge-explain"
						>
							{ sprintf(
								/* translators: 1: contact kept, 2: contact merged into it. */
								__(
									'%1$s stays. Where both have a name, job title, company or link, %1$s’s wins; %2$s’s fills the gaps. Emails, phones, addresses, notes, events, follow-ups and categories of both are kept, and anything that does not fit is saved in a note: nothing is lost.',
									'prism'
								),
								displayName( survivor.name ),
								displayName( other.name )
							) }
						</Typography>
						{ actionError && (
							<Box
								role="alert"
								sx={ {
									mt: 1.5,
									color: 'error.dark',
									typography: 'body2',
								} }
							>
								{ actionError }
							</Box>
						) }
						<Box
							sx={ {
								mt: 2,
								display: 'flex',
								flexWrap: 'wrap',
								gap: 1,
								justifyContent: 'flex-end',
							} }
						>
							<Button
								startIcon={ <SwapHoriz /> }
								onClick={ () =>
									setSwappedId( swapped ? null : current.id )
								}
								aria-label={ sprintf(
									/* translators: %s: contact name. */
									__( 'Swap: keep %s instead', 'prism' ),
									displayName( other.name )
								) }
							>
								{ __( 'Swap', 'prism' ) }
							</Button>
							<Button
								variant="outlined"
								onClick={ dismiss }
								disabled={ dismissing }
							>
								{ dismissing
									? __( 'Dismissing…', 'prism' )
									: __( 'Dismiss', 'prism' ) }
							</Button>
							<Button
								variant="contained"
								startIcon={ <CallMerge /> }
								onClick={ () => setConfirming( true ) }
								disabled={ dismissing }
							>
								{ __( 'Merge', 'prism' ) }
							</Button>
						</Box>
					</>
				) }
			</Card>

			<Card sx={ { p: { xs: 1.5, sm: 2 } } }>
				<RescanCard wordpressId={ wordpressId } />
			</Card>

			<Card sx={ { p: { xs: 1.5, sm: 2 } } }>
				<MergedList links={ links } merged={ merged } />
			</Card>

			<OnceOpened open={ confirming }>
				<MergePairDialog
					open={ confirming }
					names={
						survivor && other
							? { survivor: survivor.name, other: other.name }
							: null
					}
					onConfirm={ confirmMerge }
					onCancel={ () => setConfirming( false ) }
					onExited={ () => {
						closing.current = false;
						focusNext();
					} }
				/>
			</OnceOpened>
			<NoticeBar notice={ notice } onClose={ () => setNotice( null ) } />
		</Box>
	);
}

import { useEffect, useMemo, useRef, useState } from 'react';
import { __, _n, sprintf } from '@wordpress/i18n';
import Box from '../../components/light/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '../../components/light/Link';
import Typography from '../../components/light/Typography';
import CallMerge from '@mui/icons-material/CallMerge';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import SkipNext from '@mui/icons-material/SkipNext';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import { dismissCollision, mergeCollision } from '../../api/client';
import { useCollisionsWithContacts, useMergedContacts } from '../../api/hooks';
import type {
	ApiError,
	CollisionWithContacts,
	PageProps,
} from '../../api/types';
import { NoticeBar } from '../../components/FlashMessage';
import type { Notice } from '../../components/FlashMessage';
import { LoadingBar, OVER_TOP_EDGE } from '../../components/LoadingBar';
import { OnceOpened, lazyNamed } from '../../components/OnceOpened';
import { LoadFailure } from '../../components/RetryAlert';
import { Tag } from '../../components/Tag';
import { displayName } from '../../domain/contactFields';
import {
	afterSkip,
	compareContacts,
	mergeNames,
	pageOf,
	pendingCount,
	reasonTexts,
	stillPending,
	survivorOf,
} from '../../domain/duplicates';
import { numberFormat, siteLocale } from '../../domain/locale';
import { MergedList } from './MergedList';
import { MergeHeading } from './MergeHeading';
import { PairView } from './PairView';
import { RescanCard } from './RescanCard';
import { SuggestionList } from './SuggestionList';

/** Pairs a page, for the pair shown and for the list (the server pages them). */
const PER_PAGE = 20;

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

const count = ( n: number ) => numberFormat( siteLocale() ).format( n );

const staleMessage = () =>
	__(
		'This pair was already handled (merged, dismissed, or one of the contacts deleted). Here is the next one.',
		'prism'
	);

/**
 * The duplicate merge screen: the suggested pairs one at a time, highest score first, with the reasons in words
 * and every field of both contacts; the member picks which contact stays, then merges (after a confirmation) or
 * dismisses, and the next pair shows at once; or moves on with Previous, Next and Skip (a skipped pair comes back
 * after the last one; skips last for this visit). Below, every suggestion a page at a time (choosing one shows
 * it), then the contacts merged so far.
 *
 * @param props      Props.
 * @param props.page Page props.
 */
export function MergePage( { page }: { page: PageProps } ) {
	const { wordpressId, links } = page;
	// Where the pair shown stands in the server's list (from 0), and the page of the list below.
	const [ position, setPosition ] = useState( 0 );
	const [ listPage, setListPage ] = useState( 1 );
	const pairPage = pageOf( position, PER_PAGE );
	const pairs = useCollisionsWithContacts( wordpressId, pairPage, PER_PAGE );
	// The list reads its own page only when it shows another one than the pair's.
	const otherPage = useCollisionsWithContacts(
		wordpressId,
		listPage === pairPage ? null : listPage,
		PER_PAGE
	);
	const list = listPage === pairPage ? pairs : otherPage;
	const merged = useMergedContacts( wordpressId );
	const [ handled, setHandled ] = useState< ReadonlySet< number > >(
		() => new Set()
	);
	// Skipped on this visit (not stored: a skip is not a decision; see docs/duplicates.md).
	const [ skipped, setSkipped ] = useState< ReadonlySet< number > >(
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

	// The page the pair shown is on, once it has loaded (the previous answer stays while the next one loads).
	const pageData =
		pairs.data && pairs.data.page === pairPage ? pairs.data : undefined;
	const items = pageData ? stillPending( pageData.items, handled ) : [];
	const current: CollisionWithContacts | undefined =
		items[ position - ( pairPage - 1 ) * PER_PAGE ];
	const left = pairs.data
		? pendingCount( pairs.data.total, pairs.data.items, handled )
		: 0;
	// Past the last pair (the last ones were merged or dismissed): back to the first, the skipped ones come back.
	const pastTheEnd = left > 0 && position >= left;
	useEffect( () => {
		if ( pastTheEnd && ! pairs.isLoading ) {
			setPosition( 0 );
		}
	}, [ pastTheEnd, pairs.isLoading ] );
	const listData =
		list.data && list.data.page === listPage ? list.data : undefined;
	const swapped = current !== undefined && swappedId === current.id;
	const { survivor, other } = current
		? survivorOf( current, swapped )
		: { survivor: undefined, other: undefined };
	const names = survivor && other ? mergeNames( survivor, other ) : null;
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
				( ! pageData ||
					pastTheEnd ||
					pageData.items.some( ( pair ) =>
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

	/**
	 * Shows the pair at a position; the list follows to its page.
	 *
	 * @param to        Position, from 0.
	 * @param focusPair Whether the keyboard focus goes to the pair's heading (the control pressed is gone or off).
	 */
	const goTo = ( to: number, focusPair: boolean ) => {
		setActionError( null );
		setPosition( to );
		setListPage( pageOf( to, PER_PAGE ) );
		// Another page of pairs loads first, and the buttons go while it does: the focus waits for the pair's heading.
		if ( focusPair || pageOf( to, PER_PAGE ) !== pairPage ) {
			moved.current = true;
			if ( to === position ) {
				focusNext();
			}
		}
	};

	const skip = () => {
		if ( ! current ) {
			return;
		}
		setSkipped( ( ids ) => new Set( ids ).add( current.id ) );
		goTo( afterSkip( position, left ), false );
	};

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
					names?.other ?? displayName( other.name ),
					names?.survivor ?? displayName( survivor.name )
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
						sx={ OVER_TOP_EDGE }
					/>
				) }
				{ pairs.error && ! current && ! looking && (
					<MergeHeading id="prism-pair-heading" sx={ { mb: 1 } }>
						{ __( 'Suggested duplicates', 'prism' ) }
					</MergeHeading>
				) }
				<LoadFailure load={ pairs } sx={ { mb: 1.5 } } />
				{ looking && (
					<MergeHeading
						id="prism-pair-heading"
						role="status"
						testId="merge-loading"
					>
						{ __( 'Looking for contacts to merge…', 'prism' ) }
					</MergeHeading>
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
						<MergeHeading
							id="prism-pair-heading"
							focusRef={ heading }
							role="status"
						>
							{ __( 'You’re all caught up!', 'prism' ) }
						</MergeHeading>
						<Typography
							variant="body2"
							color="text.secondary"
							sx={ { mt: 1, maxWidth: '40rem', mx: 'auto' } }
						>
							{ __(
								'PRISM looks for contacts that are very likely the same person: the same email address, phone number or social profile, a similar name with the same company or email domain, or the same name when few of your contacts share it. New suggestions show here after you add, edit or import contacts.',
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
							<MergeHeading
								id="prism-pair-heading"
								focusRef={ heading }
							>
								{ __( 'Are these the same person?', 'prism' ) }
							</MergeHeading>
							<Box
								component="nav"
								aria-label={ __(
									'Suggested duplicates',
									'prism'
								) }
								sx={ {
									display: 'flex',
									alignItems: 'center',
									gap: 0.5,
								} }
							>
								<Button
									size="small"
									startIcon={ <ChevronLeft /> }
									onClick={ () =>
										goTo( position - 1, position === 1 )
									}
									disabled={ position === 0 }
								>
									{ __( 'Previous', 'prism' ) }
								</Button>
								<Typography
									variant="body2"
									color="text.secondary"
									aria-live="polite"
									data-testid="merge-position"
									sx={ {
										fontVariantNumeric: 'tabular-nums',
									} }
								>
									{ sprintf(
										/* translators: 1: which suggestion is shown, 2: how many are waiting. */
										_n(
											'%1$s of %2$s suggestion',
											'%1$s of %2$s suggestions',
											left,
											'prism'
										),
										count( position + 1 ),
										count( left )
									) }
								</Typography>
								<Button
									size="small"
									endIcon={ <ChevronRight /> }
									onClick={ () =>
										goTo(
											position + 1,
											position + 2 >= left
										)
									}
									disabled={ position + 1 >= left }
								>
									{ __( 'Next', 'prism' ) }
								</Button>
							</Box>
						</Box>
						{ skipped.has( current.id ) && (
							<Typography
								variant="body2"
								color="text.secondary"
								sx={ { mt: 0.5 } }
								data-testid="merge-skipped-note"
							>
								{ __(
									'You skipped this pair earlier. Merge it, dismiss it, or skip it again.',
									'prism'
								) }
							</Typography>
						) }
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
									'%1$s stays. Where both have a name, job title, company or link, %1$s wins; %2$s fills the gaps. Emails, phones, addresses, notes, events, follow-ups and categories of both are kept, and anything that does not fit is saved in a note: nothing is lost.',
									'prism'
								),
								names?.survivor ?? '',
								names?.other ?? ''
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
								startIcon={ <SkipNext /> }
								onClick={ skip }
								disabled={ dismissing || left < 2 }
								aria-label={ __(
									'Skip: decide later; this pair comes back after the last one',
									'prism'
								) }
							>
								{ __( 'Skip', 'prism' ) }
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

			{ left > 0 && (
				<Card sx={ { p: { xs: 1.5, sm: 2 } } }>
					<SuggestionList
						items={
							listData
								? stillPending( listData.items, handled )
								: undefined
						}
						isLoading={ list.isLoading }
						error={ list.error }
						reload={ list.reload }
						page={ listPage }
						perPage={ PER_PAGE }
						total={ left }
						onPage={ setListPage }
						currentId={ current?.id ?? null }
						skipped={ skipped }
						onChoose={ ( to ) => goTo( to, true ) }
					/>
				</Card>
			) }

			<Card sx={ { p: { xs: 1.5, sm: 2 } } }>
				<RescanCard wordpressId={ wordpressId } />
			</Card>

			<Card sx={ { p: { xs: 1.5, sm: 2 } } }>
				<MergedList links={ links } merged={ merged } />
			</Card>

			<OnceOpened open={ confirming }>
				<MergePairDialog
					open={ confirming }
					names={ names }
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

import { useState } from 'react';
import Box from '../../components/light/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '../../components/light/Link';
import Typography from '../../components/light/Typography';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import { __, _n, sprintf } from '@wordpress/i18n';
import { useReachOut } from '../../api/hooks';
import type { PageProps, ReachOutItem } from '../../api/types';
import type { Notice } from '../../components/FlashMessage';
import { OnceOpened, lazyNamed } from '../../components/OnceOpened';
import { RetryAlert } from '../../components/RetryAlert';
import { ShowAllButton } from '../../components/ShowAllButton';
import { SkeletonBar } from '../../components/SkeletonBar';
import { LastTouch } from '../../components/cadence/LastTouch';
import { ReachOutTag } from '../../components/cadence/ReachOutTag';
import { reachOutStatus } from '../../domain/cadence';
import { contactDetailUrl } from '../../domain/links';
import { formatNumber } from '../../domain/locale';
import { useDialog } from '../../hooks/useDialog';
import { displayName, reachOutFollowup } from './reachOut';
import type { ReachOutDialog } from './reachOut';

const ReachOutDialogs = lazyNamed( () =>
	import(
		/* webpackChunkName: "reach-out-dialogs", webpackPrefetch: true */ './ReachOutDialogs'
	).then( ( m ) => m.ReachOutDialogs )
);
const NoticeBar = lazyNamed( () =>
	import(
		/* webpackChunkName: "notices", webpackPrefetch: true */ '../../components/FlashMessage'
	).then( ( m ) => m.NoticeBar )
);

/** Rows shown before 'Show all'. */
const FIRST_ROWS = 5;

/**
 * 'Due to reach out': the contacts whose day to reach out by has come (from a keep-in-touch cadence of their own, of a
 * category, or MAINTAIN's), the most overdue first, each with how overdue it is (in words and colour) and its last
 * touch, and one-click 'Add follow-up' (prefilled 'Reach out to {name}', today) and 'Add note'. A note is a touch and
 * a follow-up planned is the reminder until its day: either takes the contact off, and the list loads again by itself.
 *
 * @param props      Props.
 * @param props.page Page props.
 */
export function ReachOutCard( { page }: { page: PageProps } ) {
	const reachOut = useReachOut( page.wordpressId );
	const dialogs = useDialog< ReachOutDialog >();
	const [ notice, setNotice ] = useState< Notice | null >( null );
	const [ showAll, setShowAll ] = useState( false );

	const items = reachOut.data?.items;
	const total = reachOut.data?.total ?? 0;
	const shown = items && ! showAll ? items.slice( 0, FIRST_ROWS ) : items;

	return (
		<Card
			sx={ { height: '100%' } }
			data-testid="reach-out"
			component="section"
			aria-labelledby="prism-reach-out"
		>
			<CardContent>
				<Typography variant="h3" component="h2" id="prism-reach-out">
					{ __( 'Due to reach out', 'prism' ) }
					{ total > 0 && (
						<Box
							component="span"
							sx={ {
								ml: 1,
								color: 'text.secondary',
								fontWeight: 400,
							} }
						>
							{ sprintf(
								/* translators: %s: how many contacts are due. */
								__( '(%s)', 'prism' ),
								formatNumber( total )
							) }
						</Box>
					) }
				</Typography>

				{ reachOut.error && ! reachOut.data && (
					<RetryAlert onRetry={ reachOut.reload } sx={ { mt: 1.5 } }>
						{ reachOut.error.message }
					</RetryAlert>
				) }
				{ ! reachOut.data && ! reachOut.error && <Loading /> }

				{ items && items.length === 0 && (
					<Box sx={ { mt: 1.5 } }>
						<Typography>
							{ __(
								'Nobody is waiting to hear from you.',
								'prism'
							) }
						</Typography>
						<Typography
							variant="body2"
							color="text.secondary"
							sx={ { mt: 0.5 } }
						>
							{ __(
								'A contact with a keep-in-touch cadence (set on the contact or on a category, or in the MAINTAIN stage) appears here when it is time to reach out.',
								'prism'
							) }
						</Typography>
					</Box>
				) }

				{ shown && shown.length > 0 && (
					<Box component="ul" sx={ listSx }>
						{ shown.map( ( item ) => (
							<Item
								key={ item.contact.id }
								item={ item }
								page={ page }
								onFollowup={ () =>
									dialogs.open( {
										kind: 'followup',
										contact: item.contact,
										followup: reachOutFollowup(
											item.contact,
											page.today
										),
									} )
								}
								onNote={ () =>
									dialogs.open( {
										kind: 'note',
										contact: item.contact,
									} )
								}
							/>
						) ) }
					</Box>
				) }

				{ items && items.length > FIRST_ROWS && (
					<ShowAllButton
						all={ showAll }
						count={ items.length }
						onToggle={ () => setShowAll( ( all ) => ! all ) }
					/>
				) }

				{ items && total > items.length && (
					<Typography
						variant="body2"
						color="text.secondary"
						sx={ { mt: 1 } }
						data-testid="reach-out-total"
					>
						{ sprintf(
							/* translators: 1: contacts listed, 2: contacts due in all. */
							_n(
								'Showing the %1$s most overdue contact, of %2$s due.',
								'Showing the %1$s most overdue contacts, of %2$s due.',
								items.length,
								'prism'
							),
							formatNumber( items.length ),
							formatNumber( total )
						) }
					</Typography>
				) }
			</CardContent>

			<OnceOpened open={ dialogs.current !== null }>
				<ReachOutDialogs
					wordpressId={ page.wordpressId }
					today={ page.today }
					dialogs={ dialogs }
					onSaved={ ( message ) =>
						setNotice( { type: 'success', message } )
					}
				/>
			</OnceOpened>
			<OnceOpened open={ Boolean( notice ) }>
				<NoticeBar
					notice={ notice }
					onClose={ () => setNotice( null ) }
				/>
			</OnceOpened>
		</Card>
	);
}

const listSx = {
	listStyle: 'none',
	p: 0,
	m: 0,
	mt: 1.5,
	display: 'grid',
	gridTemplateColumns: 'minmax(0, 1fr)',
	gap: 1,
} as const;

function Item( {
	item,
	page,
	onFollowup,
	onNote,
}: {
	item: ReachOutItem;
	page: PageProps;
	onFollowup: () => void;
	onNote: () => void;
} ) {
	const { contact } = item;
	const name = displayName( contact );
	return (
		<Box
			component="li"
			data-testid={ `reach-out-item-${ contact.id }` }
			sx={ {
				display: 'flex',
				flexWrap: 'wrap',
				alignItems: 'center',
				columnGap: 1.5,
				rowGap: 0.5,
				py: 1,
				px: 1.5,
				border: 1,
				borderColor: 'divider',
				borderRadius: 2,
			} }
		>
			<Box sx={ { flex: '1 1 12rem', minWidth: 0 } }>
				<Link
					href={ contactDetailUrl( page.links, contact ) }
					sx={ { fontWeight: 600, overflowWrap: 'anywhere' } }
				>
					{ name }
				</Link>
				<Box
					sx={ {
						display: 'flex',
						flexWrap: 'wrap',
						alignItems: 'center',
						columnGap: 1,
						rowGap: 0.25,
						mt: 0.25,
					} }
				>
					<ReachOutTag
						status={ reachOutStatus( item.reachOutOn, page.today ) }
					/>
					{ item.touchedOn && (
						<LastTouch
							touchedOn={ item.touchedOn }
							testId="reach-out-touched"
						/>
					) }
				</Box>
			</Box>
			<Box sx={ { display: 'flex', gap: 0.5, flexWrap: 'wrap' } }>
				<Button
					size="small"
					startIcon={ <EventAvailableOutlined aria-hidden /> }
					onClick={ onFollowup }
					aria-label={ sprintf(
						/* translators: %s: a contact's name. */
						__( 'Add follow-up for %s', 'prism' ),
						name
					) }
				>
					{ __( 'Add follow-up', 'prism' ) }
				</Button>
				<Button
					size="small"
					startIcon={ <EditNoteOutlined aria-hidden /> }
					onClick={ onNote }
					aria-label={ sprintf(
						/* translators: %s: a contact's name. */
						__( 'Add note for %s', 'prism' ),
						name
					) }
				>
					{ __( 'Add note', 'prism' ) }
				</Button>
			</Box>
		</Box>
	);
}

function Loading() {
	return (
		<Box
			aria-busy="true"
			aria-label={ __( 'Loading', 'prism' ) }
			sx={ { display: 'grid', gap: 1, mt: 1.5 } }
		>
			<SkeletonBar width="100%" height={ 52 } rounded />
			<SkeletonBar width="100%" height={ 52 } rounded />
		</Box>
	);
}

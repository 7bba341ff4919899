import { useState } from 'react';
import Box from '../../components/light/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '../../components/light/Link';
import Typography from '../../components/light/Typography';
import { __, sprintf } from '@wordpress/i18n';
import { setFollowupComplete } from '../../components/events-followups/api';
import { useFollowupsDue, useTodaysEvents } from '../../api/hooks';
import type {
	EventWithContact,
	FollowupWithContact,
	PageProps,
} from '../../api/types';
import { LightCheckbox } from '../../components/LightCheckbox';
import { LightTabs } from '../../components/LightTabs';
import { PlainLink } from '../../components/PlainLink';
import { OnceOpened, lazyNamed } from '../../components/OnceOpened';
import { LoadFailure } from '../../components/RetryAlert';
import { ShowAllButton } from '../../components/ShowAllButton';
import { SkeletonBar } from '../../components/SkeletonBar';
import { Tag } from '../../components/Tag';
import {
	EventTypeIcon,
	TypedText,
} from '../../components/events-followups/EventParts';
import { formatDay } from '../../domain/dates';
import { dueText, eventTypeLabel, yearsOn } from '../../domain/eventsFollowups';
import { contactDetailUrl } from '../../domain/links';
import { formatNumber } from '../../domain/locale';

type TodayTab = 'followups' | 'events';

/* Shown only when ticking off a follow-up fails: loaded then (prefetched while the page is idle). */
const Alert = lazyNamed( () =>
	import(
		/* webpackChunkName: "alert", webpackPrefetch: true */ '@mui/material/Alert'
	).then( ( m ) => m.default )
);

/**
 * Follow-ups drawn with the panel; the rest (a member with many overdue has up to a hundred more) when asked for
 * ('Show all'): drawing a hundred rows as the page loads held a slow phone up for a few hundred milliseconds.
 */
const FIRST_FOLLOWUPS = 12;

/**
 * The dashboard's 'Today': Follow-ups (due today, and overdue ones not done yet, marked overdue) and Events
 * (birthdays and anniversaries on their yearly day, other events on theirs), each with its contact's name linking
 * to the contact. A follow-up not yet done can be marked done here (not undone: that is on the contact's page);
 * the lists then load again.
 *
 * @param props      Props.
 * @param props.page Page props.
 */
export function TodayPanel( { page }: { page: PageProps } ) {
	const followups = useFollowupsDue( page.wordpressId );
	const events = useTodaysEvents( page.wordpressId );
	const [ tab, setTab ] = useState< TodayTab >( 'followups' );
	// Follow-ups being completed, and completed here: ticked at once, and still ticked while the list loads again.
	const [ completing, setCompleting ] = useState< ReadonlySet< number > >(
		() => new Set()
	);
	const [ failure, setFailure ] = useState< string | null >( null );

	const complete = async ( item: FollowupWithContact ) => {
		const id = item.followup.id;
		setCompleting( ( ids ) => new Set( ids ).add( id ) );
		setFailure( null );
		try {
			// Sends "complete", not "flip": a second click on a slow connection cannot undo it.
			await setFollowupComplete( item.contact.id, id, true );
		} catch ( error ) {
			setFailure( ( error as Error ).message );
			setCompleting( ( ids ) => {
				const left = new Set( ids );
				left.delete( id );
				return left;
			} );
		}
	};

	const [ showAll, setShowAll ] = useState( false );
	const dueItems = followups.data?.items;
	const shownItems =
		dueItems && ! showAll ? dueItems.slice( 0, FIRST_FOLLOWUPS ) : dueItems;
	const shownOverdue = ( dueItems ?? [] ).filter(
		( item ) => item.followup.overdue
	).length;
	const hiddenOverdue = ( followups.data?.overdueTotal ?? 0 ) - shownOverdue;
	const open = ( dueItems ?? [] ).filter(
		( item ) => item.followup.complete !== '1'
	).length;

	return (
		<Card sx={ { mt: 3 } } data-testid="today-panel">
			<CardContent>
				<Box
					sx={ {
						display: 'flex',
						alignItems: 'baseline',
						justifyContent: 'space-between',
						flexWrap: 'wrap',
						gap: 1,
					} }
				>
					<Typography variant="h3" component="h2" id="prism-today">
						{ __( 'Today', 'prism' ) }
					</Typography>
					<Link href={ page.links.notifications }>
						{ __( 'View Future Dates', 'prism' ) }
					</Link>
				</Box>
				<LightTabs< TodayTab >
					value={ tab }
					onChange={ setTab }
					labelledBy="prism-today"
					sx={ { mt: 1, borderBottom: 1, borderColor: 'divider' } }
					tabs={ [
						{
							value: 'followups',
							id: 'prism-today-tab-followups',
							controls: 'prism-today-panel-followups',
							label: withCount(
								__( 'Follow-ups', 'prism' ),
								dueItems
									? open + Math.max( 0, hiddenOverdue )
									: null
							),
						},
						{
							value: 'events',
							id: 'prism-today-tab-events',
							controls: 'prism-today-panel-events',
							label: withCount(
								__( 'Events', 'prism' ),
								events.data ? events.data.length : null
							),
						},
					] }
				/>

				<Box
					role="tabpanel"
					id="prism-today-panel-followups"
					aria-labelledby="prism-today-tab-followups"
					hidden={ tab !== 'followups' }
					sx={ { pt: 2 } }
				>
					<OnceOpened open={ Boolean( failure ) }>
						{ failure && (
							<Alert
								severity="error"
								sx={ { mb: 1.5 } }
								onClose={ () => setFailure( null ) }
							>
								{ failure }
							</Alert>
						) }
					</OnceOpened>
					<LoadFailure load={ followups } />
					{ ! followups.data && ! followups.error && <Loading /> }
					{ dueItems && dueItems.length === 0 && (
						<Typography color="text.secondary">
							{ __(
								'No follow-ups today and nothing overdue. You’re all caught up!',
								'prism'
							) }
						</Typography>
					) }
					{ dueItems && hiddenOverdue > 0 && (
						<Typography
							variant="body2"
							color="text.secondary"
							sx={ { mb: 1.5 } }
							data-testid="overdue-more"
						>
							{ sprintf(
								/* translators: 1: overdue follow-ups shown, 2: overdue follow-ups in all. */
								__(
									'Showing the %1$s most recent of %2$s overdue follow-ups. Tick off or reschedule them on each contact’s page to see the rest.',
									'prism'
								),
								formatNumber( shownOverdue ),
								formatNumber( shownOverdue + hiddenOverdue )
							) }
						</Typography>
					) }
					{ shownItems && shownItems.length > 0 && (
						<Box component="ul" sx={ listSx }>
							{ shownItems.map( ( item ) => (
								<FollowupItem
									key={ item.followup.id }
									item={ item }
									page={ page }
									busy={ completing.has( item.followup.id ) }
									onComplete={ () => complete( item ) }
								/>
							) ) }
						</Box>
					) }
					{ dueItems && dueItems.length > FIRST_FOLLOWUPS && (
						<ShowAllButton
							all={ showAll }
							count={ dueItems.length }
							onToggle={ () => setShowAll( ( all ) => ! all ) }
							testId="today-show-all"
						/>
					) }
				</Box>

				<Box
					role="tabpanel"
					id="prism-today-panel-events"
					aria-labelledby="prism-today-tab-events"
					hidden={ tab !== 'events' }
					sx={ { pt: 2 } }
				>
					{ /* Drawn when the tab is first opened: the page opens on Follow-ups. */ }
					<OnceOpened open={ tab === 'events' }>
						<LoadFailure load={ events } />
						{ ! events.data && ! events.error && <Loading /> }
						{ events.data && events.data.length === 0 && (
							<Typography color="text.secondary">
								{ __(
									'No birthdays, anniversaries or other events today.',
									'prism'
								) }
							</Typography>
						) }
						{ events.data && events.data.length > 0 && (
							<Box component="ul" sx={ listSx }>
								{ events.data.map( ( item ) => (
									<EventItem
										key={ item.event.id }
										item={ item }
										page={ page }
									/>
								) ) }
							</Box>
						) }
					</OnceOpened>
				</Box>
			</CardContent>
		</Card>
	);
}

const listSx = {
	listStyle: 'none',
	p: 0,
	m: 0,
	display: 'grid',
	// Rows as wide as the list, never as wide as their longest unbreakable text.
	gridTemplateColumns: 'minmax(0, 1fr)',
	gap: 1,
} as const;

const itemSx = {
	display: 'flex',
	gap: 1.5,
	alignItems: 'flex-start',
	py: 1,
	px: 1.5,
	border: 1,
	borderColor: 'divider',
	borderRadius: 2,
} as const;

/**
 * A tab label with its count once known: "Follow-ups (3)".
 *
 * @param label Label.
 * @param count Count, or null while loading.
 */
function withCount( label: string, count: number | null ): string {
	return count === null
		? label
		: sprintf(
				/* translators: 1: a tab's name, 2: how many items it holds. */
				__( '%1$s (%2$s)', 'prism' ),
				label,
				formatNumber( count )
			);
}

function ContactLink( {
	page,
	contact,
}: {
	page: PageProps;
	contact: FollowupWithContact[ 'contact' ];
} ) {
	const name = contact.name || __( '(no name)', 'prism' );
	return (
		<PlainLink
			href={ `${ contactDetailUrl( page.links, contact ) }&tab=notifications` }
			sx={ { fontWeight: 600 } }
		>
			{ name }
		</PlainLink>
	);
}

function FollowupItem( {
	item,
	page,
	busy,
	onComplete,
}: {
	item: FollowupWithContact;
	page: PageProps;
	busy: boolean;
	onComplete: () => void;
} ) {
	const { followup, contact } = item;
	const done = followup.complete === '1';
	const checkboxId = `prism-today-followup-${ followup.id }`;
	return (
		<Box component="li" sx={ itemSx } data-testid="today-followup">
			<LightCheckbox
				id={ checkboxId }
				// Ticked at once (while the server is asked), so the click shows.
				checked={ done || busy }
				// Done here cannot be undone here (spec): a done follow-up's box stays ticked and disabled.
				disabled={ done || busy }
				onChange={ () => ! done && onComplete() }
				sx={ { p: 0.25 } }
				label={
					done
						? sprintf(
								/* translators: %s: a follow-up's title. */
								__( '%s is done', 'prism' ),
								followup.title
							)
						: sprintf(
								/* translators: %s: a follow-up's title. */
								__( 'Mark %s done', 'prism' ),
								followup.title
							)
				}
			/>
			<Box sx={ { flex: 1, minWidth: 0 } }>
				<Typography
					component="label"
					htmlFor={ checkboxId }
					sx={ {
						display: 'block',
						fontWeight: 600,
						overflowWrap: 'anywhere',
						textDecoration: done ? 'line-through' : undefined,
						color: done ? 'text.secondary' : undefined,
					} }
				>
					{ followup.title }
				</Typography>
				<Typography variant="body2" color="text.secondary">
					<ContactLink page={ page } contact={ contact } />
					{ followup.overdue ? (
						<>
							{ ' · ' }
							<Box
								component="span"
								sx={ { color: 'error.main', fontWeight: 600 } }
							>
								{ sprintf(
									/* translators: 1: how late it is, e.g. Overdue by 3 days; 2: the day it was due. */
									__( '%1$s (due %2$s)', 'prism' ),
									dueText( followup, page.today ),
									formatDay( followup.date )
								) }
							</Box>
						</>
					) : (
						` · ${ dueText( followup, page.today ) }`
					) }
				</Typography>
				{ followup.desc && (
					<TypedText mt={ 0.5 }>{ followup.desc }</TypedText>
				) }
			</Box>
			{ followup.overdue && (
				<Tag
					sx={ {
						bgcolor: 'error.main',
						color: 'error.contrastText',
						flexShrink: 0,
					} }
				>
					{ __( 'Overdue', 'prism' ) }
				</Tag>
			) }
		</Box>
	);
}

function EventItem( {
	item,
	page,
}: {
	item: EventWithContact;
	page: PageProps;
} ) {
	const { event, contact } = item;
	const years = yearsOn( event, item.date );
	return (
		<Box component="li" sx={ itemSx } data-testid="today-event">
			<Box sx={ { pt: 0.25 } }>
				<EventTypeIcon type={ event.type } />
			</Box>
			<Box sx={ { flex: 1, minWidth: 0 } }>
				<Typography
					sx={ { fontWeight: 600, overflowWrap: 'anywhere' } }
				>
					{ event.title }
				</Typography>
				<Typography variant="body2" color="text.secondary">
					<ContactLink page={ page } contact={ contact } />
					{ [ '', eventTypeLabel( event.type ), years ]
						.filter( ( part ) => part !== null )
						.join( ' · ' ) }
				</Typography>
				{ event.desc && (
					<TypedText mt={ 0.5 }>{ event.desc }</TypedText>
				) }
			</Box>
		</Box>
	);
}

function Loading() {
	return (
		<Box
			aria-busy="true"
			aria-label={ __( 'Loading', 'prism' ) }
			sx={ { display: 'grid', gap: 1 } }
		>
			<SkeletonBar width="100%" height={ 44 } />
			<SkeletonBar width="70%" height={ 44 } />
		</Box>
	);
}

import { useMemo, useState } from 'react';
import { __, sprintf } from '@wordpress/i18n';
import Box from '../../components/light/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '../../components/light/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { renewFeedUrl } from '../../api/client';
import { useFeedUrl } from '../../api/hooks';
import type { CalendarItem, PageProps } from '../../api/types';
import { LoadingBar, OVER_TOP_EDGE } from '../../components/LoadingBar';
import { Deferred, lazyNamed } from '../../components/OnceOpened';
import { LoadFailure } from '../../components/RetryAlert';
import { fromIsoDay } from '../../domain/dates';
import { siteLocale } from '../../domain/locale';
import { useDialog } from '../../hooks/useDialog';
import {
	agendaStart,
	visibleRange,
	weekStartsOn,
	type CalendarView as ViewName,
} from './calendarRange';
import {
	AGENDA_PAGE,
	MONTH_PER_DAY,
	useCalendarDay,
	useCalendarPage,
} from './api';
import { NotificationsDialogs } from './dialogs/NotificationsDialogs';
import type { NotificationsDialog } from './dialogs/dialogState';
import { CalendarPlaceholder, ReminderCardsPlaceholder } from './Placeholders';

/*
 * react-big-calendar (with its stylesheet) and the reminder cards are chunks of their own, preloaded alongside the
 * page's chunk: the page, its placeholders and the calendar's data request start without waiting for them (the
 * calendar alone is about as heavy as the rest of the page).
 */
const CalendarView = lazyNamed( () =>
	import(
		/* webpackChunkName: "notifications-calendar", webpackPreload: true */ './CalendarView'
	).then( ( m ) => m.CalendarView )
);
CalendarView.preload().catch( () => undefined );
const ReminderCards = lazyNamed( () =>
	import(
		/* webpackChunkName: "notifications-reminders", webpackPreload: true */ './ReminderCards'
	).then( ( m ) => m.ReminderCards )
);
ReminderCards.preload().catch( () => undefined );

const NO_ITEMS: CalendarItem[] = [];
const NO_DAYS: Record< string, number > = {};

/**
 * The Notifications page: the calendar of events and follow-ups (month or agenda; the agenda on a phone until the
 * member picks), each item opening in a dialog, and the reminders that reach the member outside PRISM (the private
 * calendar feed and the daily email). The calendar asks the server only for what it shows: in the month, each day's
 * first few items and how many it has; in the agenda, a page of items at a time ("Show more"); a busy day's whole
 * list when its "+N more" is opened.
 *
 * @param props      Props.
 * @param props.page Page props.
 */
export function NotificationsPage( { page }: { page: PageProps } ) {
	const { wordpressId, today } = page;
	const theme = useTheme();
	const phone = useMediaQuery( theme.breakpoints.down( 'sm' ), {
		noSsr: true,
	} );
	const [ picked, setPicked ] = useState< ViewName | null >( null );
	const view: ViewName = picked ?? ( phone ? 'agenda' : 'month' );
	const [ day, setDay ] = useState( today );
	const weekStart = useMemo( () => weekStartsOn( siteLocale() ), [] );
	const range = useMemo(
		() => visibleRange( view, day, weekStart ),
		[ view, day, weekStart ]
	);
	// Agenda pages shown of these days: back to one whenever the days change.
	const rangeKey = `${ view } ${ range.from } ${ range.to }`;
	const [ more, setMore ] = useState( { rangeKey, pages: 1 } );
	const pages = more.rangeKey === rangeKey ? more.pages : 1;
	const ask = useMemo(
		() =>
			view === 'month'
				? { perDay: MONTH_PER_DAY }
				: { limit: AGENDA_PAGE * pages },
		[ view, pages ]
	);
	const items = useCalendarPage( wordpressId, range, ask );
	const [ openDay, setOpenDay ] = useState< string | null >( null );
	const dayItems = useCalendarDay( wordpressId, openDay );
	const feed = useFeedUrl( wordpressId );
	const [ renewed, setRenewed ] = useState( false );
	const dialogs = useDialog< NotificationsDialog >();
	const shown = items.data?.items ?? NO_ITEMS;
	const through = items.data?.through ?? range.to;
	const known = useMemo(
		() => [ ...shown, ...( dayItems.data ?? NO_ITEMS ) ],
		[ shown, dayItems.data ]
	);
	const throughName = useMemo(
		() =>
			new Intl.DateTimeFormat( siteLocale(), {
				day: 'numeric',
				month: 'long',
			} ).format( fromIsoDay( through ) ),
		[ through ]
	);

	const changeView = ( next: ViewName ) => {
		if ( next === 'agenda' && view === 'month' ) {
			setDay( agendaStart( day, today ) );
		}
		setPicked( next );
	};

	const confirmRenew = async () => {
		feed.setData( await renewFeedUrl( wordpressId ) );
		setRenewed( true );
		dialogs.close( 'renew-feed' );
	};

	return (
		<Box sx={ { py: 2 } }>
			{ /* The page's title (Notifications) is the site theme's heading. */ }
			<Typography color="text.secondary">
				{ __(
					'Your contacts’ birthdays, anniversaries and other events, and your follow-ups. Select one to see it in full.',
					'prism'
				) }
			</Typography>

			<Card
				component="section"
				aria-label={ __( 'Calendar', 'prism' ) }
				aria-busy={ items.isLoading || undefined }
				sx={ {
					mt: 2,
					p: { xs: 1.5, sm: 2 },
					position: 'relative',
					// The Back and Next hints show above the toolbar.
					overflow: 'visible',
				} }
			>
				{ items.isLoading && (
					<LoadingBar
						label={ __( 'Loading the calendar', 'prism' ) }
						sx={ OVER_TOP_EDGE }
					/>
				) }
				<LoadFailure load={ items } sx={ { mb: 1.5 } } />
				<Deferred fallback={ <CalendarPlaceholder /> }>
					<CalendarView
						items={ shown }
						days={ items.data?.days ?? NO_DAYS }
						dayItems={ dayItems.data }
						onOpenDay={ setOpenDay }
						view={ view }
						day={ day }
						today={ today }
						weekStart={ weekStart }
						onView={ changeView }
						onNavigate={ setDay }
						onDrillDown={ ( next ) => {
							setPicked( 'agenda' );
							setDay( next );
						} }
						onSelect={ ( item ) =>
							dialogs.open( { kind: 'item', item } )
						}
					/>
				</Deferred>
				{ view === 'agenda' && items.data && through < range.to && (
					<Box
						sx={ {
							mt: 1.5,
							display: 'flex',
							flexWrap: 'wrap',
							alignItems: 'center',
							gap: 1.5,
						} }
					>
						<Typography variant="body2" color="text.secondary">
							{ sprintf(
								/* translators: %s: a day, e.g. "January 11": the agenda lists everything up to it, and more days follow. */
								__( 'Listed up to %s.', 'prism' ),
								throughName
							) }
						</Typography>
						<Button
							variant="outlined"
							size="small"
							disabled={ items.isLoading }
							onClick={ () =>
								setMore( { rangeKey, pages: pages + 1 } )
							}
						>
							{ __( 'Show more', 'prism' ) }
						</Button>
					</Box>
				) }
				{ view === 'month' && items.data?.items.length === 0 && (
					<Typography
						variant="body2"
						color="text.secondary"
						sx={ { mt: 1 } }
					>
						{ __(
							'Nothing on the calendar these weeks. Events and follow-ups you add on a contact’s page show here.',
							'prism'
						) }
					</Typography>
				) }
			</Card>

			<Box
				component="section"
				aria-labelledby="prism-reminders-title"
				sx={ { mt: 4 } }
			>
				<Typography
					id="prism-reminders-title"
					variant="h2"
					component="h2"
				>
					{ __( 'Reminders outside PRISM', 'prism' ) }
				</Typography>
				<Typography color="text.secondary" sx={ { mt: 0.5 } }>
					{ feed.data?.enabled === false
						? __(
								'Get your events and follow-ups by email each morning.',
								'prism'
							)
						: __(
								'See your events and follow-ups in your own calendar app, and get them by email each morning.',
								'prism'
							) }
				</Typography>
				<Deferred fallback={ <ReminderCardsPlaceholder /> }>
					<ReminderCards
						wordpressId={ wordpressId }
						feed={ feed }
						renewed={ renewed }
						onRenew={ () => dialogs.open( { kind: 'renew-feed' } ) }
					/>
				</Deferred>
			</Box>

			<NotificationsDialogs
				page={ page }
				dialogs={ dialogs }
				items={ known }
				onConfirmRenew={ confirmRenew }
			/>
		</Box>
	);
}

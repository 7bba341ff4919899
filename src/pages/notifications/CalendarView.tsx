/**
 * The calendar of events and follow-ups (react-big-calendar): a month view and a 30-day agenda, every item all-day.
 * Each item is a button (react-big-calendar's own items take no keyboard focus), in its kind's colour and icon,
 * with its kind in words for screen readers and in the agenda.
 *
 * The month view keeps the spec's 500 px, so a day cell holds one or two rows of items. PRISM folds a busy day
 * itself (monthFold.ts: the rows that fit, "+N more" in the last of them) from the rows it measures, and hands
 * react-big-calendar only what fits: react-big-calendar's own fold measures a bare row, not PRISM's 24 px items, and
 * draws "+N more" below the rows that fit, where the week's row cut it off. "+N more" opens the day's list (DayList).
 * The server sends only each day's first few items and how many it has (a busy member has thousands in a month):
 * the day's list shows those at once and the rest when the page has fetched the whole day.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { __, sprintf } from '@wordpress/i18n';
import { Calendar } from 'react-big-calendar';
import type {
	Components,
	DateHeaderProps,
	EventProps,
	View,
} from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import Box from '../../components/light/Box';
import type { CalendarItem } from '../../api/types';
import { fromIsoDay, toIsoDay } from '../../domain/dates';
import { siteLocale } from '../../domain/locale';
import { visuallyHidden } from '../../components/visuallyHidden';
import {
	calendarFormats,
	calendarLocalizer,
	calendarMessages,
} from './calendarLocale';
import { AGENDA_DAYS } from './calendarRange';
import type { CalendarView as ViewName, Weekday } from './calendarRange';
import { CalendarLegend } from './CalendarLegend';
import { CalendarToolbar } from './CalendarToolbar';
import type { CalendarEntry } from './calendarEntry';
import { DayList } from './DayList';
import { ItemIcon, LOOK_COLOURS } from './ItemIcon';
import {
	contactName,
	itemSummary,
	lookLabel,
	lookOf,
	ITEM_LOOKS,
} from './itemLook';
import { foldDays, itemsOfDay, rowsThatFit, type MonthRow } from './monthFold';

export interface CalendarViewProps {
	/** What the server sent of the days shown: in the month, each day's first few items. */
	items: CalendarItem[];
	/** How many items each day has in all (the month's "+N more" counts from these). */
	days: Record< string, number >;
	/** Every item of the day whose "+N more" is open; undefined while it loads. */
	dayItems: CalendarItem[] | undefined;
	/** A busy day's "+N more" was opened (its day), or its list closed (null). */
	onOpenDay: ( day: string | null ) => void;
	view: ViewName;
	/** The day the calendar is on, YYYY-MM-DD. */
	day: string;
	/** Today, YYYY-MM-DD (site time). */
	today: string;
	weekStart: Weekday;
	onView: ( view: ViewName ) => void;
	onNavigate: ( day: string ) => void;
	/** A day number was clicked in the month view: the agenda from that day. */
	onDrillDown: ( day: string ) => void;
	onSelect: ( item: CalendarItem ) => void;
}

/** The calendar's height in pixels (spec section 9). */
export const CALENDAR_HEIGHT = 500;

/** A month view item's height and the gap under it, in px: an item is a 24 px target, the least WCAG 2.2 allows. */
const ITEM_HEIGHT = 24;
const ITEM_GAP = 1;

const VIEWS: View[] = [ 'month', 'agenda' ];

/**
 * An item in a month cell: its icon and title, its kind for screen readers, the full line as a hint.
 *
 * @param props       Props from react-big-calendar.
 * @param props.event The entry.
 */
function MonthItem( { event }: { event: CalendarEntry & { kind: 'item' } } ) {
	const look = lookOf( event.item );
	return (
		<button type="button" className="prism-item__button">
			<ItemIcon look={ look } className="prism-item__icon" />
			<Box component="span" sx={ visuallyHidden }>
				{ lookLabel( look ) }:{ ' ' }
			</Box>
			<span className="prism-item__title">{ event.item.title }</span>
			<Box component="span" sx={ visuallyHidden }>
				{ ' ' }
				{ contactName( event.item.contact ) }
			</Box>
		</button>
	);
}

/**
 * An item in the agenda: its title and contact. Its kind is in the column before, or, on a phone (where that column
 * is hidden to leave room), in front of the title.
 *
 * @param props       Props from react-big-calendar.
 * @param props.event The entry.
 */
function AgendaItem( { event }: EventProps< CalendarEntry > ) {
	if ( event.kind !== 'item' ) {
		return null;
	}
	const look = lookOf( event.item );
	return (
		<button type="button" className="prism-item__button">
			<span className="prism-item__kind prism-item__kind--inline">
				<ItemIcon look={ look } className="prism-item__icon" />
				{ lookLabel( look ) }
			</span>
			<span className="prism-item__title">{ event.item.title }</span>
			<span className="prism-item__contact">
				{ contactName( event.item.contact ) }
			</span>
		</button>
	);
}

/**
 * The agenda's second column: the item's kind, with its icon (every item is all-day, so a time would say nothing).
 *
 * @param props       Props from react-big-calendar.
 * @param props.event The entry.
 */
function AgendaKind( { event }: { event: object } ) {
	const entry = event as CalendarEntry;
	if ( entry.kind !== 'item' ) {
		return null;
	}
	const look = lookOf( entry.item );
	return (
		<span className="prism-item__kind">
			<ItemIcon look={ look } className="prism-item__icon" />
			{ lookLabel( look ) }
		</span>
	);
}

/** A day in words, in the site's language: "Monday, January 11, 2027". */
function longDayFormat(): Intl.DateTimeFormat {
	return new Intl.DateTimeFormat( siteLocale(), {
		weekday: 'long',
		day: 'numeric',
		month: 'long',
		year: 'numeric',
	} );
}

/**
 * The month view's parts: a day's number (named with the whole date, today marked as the current date; it opens the
 * agenda from that day) and what a day shows, an item or a busy day's "+N more" (named with its day; it opens the
 * day's list). On a phone "+N more" says "+N" (its name stays whole).
 *
 * @param today Today, YYYY-MM-DD.
 */
function monthParts(
	today: string
): Pick< Components< CalendarEntry >, 'month' | 'event' > {
	const longDay = longDayFormat();
	function DayNumber( { label, date, onDrillDown: open }: DateHeaderProps ) {
		return (
			<button
				type="button"
				className="rbc-button-link"
				aria-label={ longDay.format( date ) }
				aria-current={ toIsoDay( date ) === today ? 'date' : undefined }
				onClick={ open }
			>
				{ label }
			</button>
		);
	}
	function MonthEntry( { event, localizer }: EventProps< CalendarEntry > ) {
		if ( event.kind === 'item' ) {
			return <MonthItem event={ event } />;
		}
		const more = String(
			localizer.messages.showMore?.( event.count, [], [] )
		);
		return (
			<button
				type="button"
				className="rbc-button-link rbc-show-more"
				aria-label={ sprintf(
					/* translators: 1: "+2 more" (items a day cell has no room for); 2: that day's date. */
					__( '%1$s on %2$s', 'prism' ),
					more,
					longDay.format( fromIsoDay( event.day ) )
				) }
			>
				<span className="prism-more__long">{ more }</span>
				<span className="prism-more__short" aria-hidden="true">
					{ sprintf(
						/* translators: %d: how many more items a day has than its cell shows; the short form of "+2 more" in a phone's narrow day cell. */
						__( '+%d', 'prism' ),
						event.count
					) }
				</span>
			</button>
		);
	}
	return { month: { dateHeader: DayNumber }, event: MonthEntry };
}

/**
 * The month view's entries: the rows of each day that fit (monthFold.ts) as react-big-calendar takes them.
 *
 * @param rows What the days show.
 */
function monthEntries( rows: MonthRow[] ): CalendarEntry[] {
	return rows.map( ( row ): CalendarEntry => {
		if ( row.kind === 'item' ) {
			return itemEntry( row.item );
		}
		const date = fromIsoDay( row.day );
		return {
			kind: 'more',
			day: row.day,
			count: row.count,
			title: '',
			start: date,
			end: date,
			allDay: true,
		};
	} );
}

/**
 * An item as react-big-calendar takes it.
 *
 * @param item The item.
 */
function itemEntry( item: CalendarItem ): CalendarEntry {
	const date = fromIsoDay( item.date );
	return {
		kind: 'item',
		title: item.title,
		start: date,
		end: date,
		allDay: true,
		item,
	};
}

/**
 * How many rows of items a day of the month view holds: under its number, in the lowest week row (the rows of a
 * month share the height less the day names, and round differently). Null when no month is drawn.
 *
 * @param root The calendar's box.
 */
function rowsOfMonth( root: HTMLElement ): number | null {
	const weeks = Array.from(
		root.querySelectorAll< HTMLElement >( '.rbc-month-view .rbc-month-row' )
	);
	const numbers = weeks[ 0 ]?.querySelector< HTMLElement >(
		'.rbc-row-content > .rbc-row'
	);
	if ( ! numbers ) {
		return null;
	}
	const inner = ( week: HTMLElement ) => {
		const style = week.ownerDocument.defaultView?.getComputedStyle( week );
		return (
			week.getBoundingClientRect().height -
			( parseFloat( style?.borderTopWidth ?? '' ) || 0 ) -
			( parseFloat( style?.borderBottomWidth ?? '' ) || 0 )
		);
	};
	return rowsThatFit(
		Math.min( ...weeks.map( inner ) ) -
			numbers.getBoundingClientRect().height,
		ITEM_HEIGHT + ITEM_GAP
	);
}

/**
 * Mends the roles react-big-calendar gives its views. It draws the month as an ARIA table whose week rows hold the
 * items outside any cell (an invalid table that screen readers read as a jumble): the month is named as a group of
 * buttons instead, each day number saying its whole date and each item its kind, title and contact. It draws the
 * agenda's column titles as a table of their own, with no rows under them: that one is for the eye only, and the
 * agenda's table is named.
 *
 * @param root The calendar's box.
 */
function mendRoles( root: HTMLElement ): void {
	const [ titles, agenda ] = root.querySelectorAll(
		'.rbc-agenda-view table.rbc-agenda-table'
	);
	titles?.setAttribute( 'aria-hidden', 'true' );
	agenda?.setAttribute( 'aria-label', __( 'Agenda', 'prism' ) );
	const month = root.querySelector( '.rbc-month-view' );
	if ( ! month ) {
		return;
	}
	month.setAttribute( 'role', 'group' );
	// react-big-calendar names its month grid "Month View" in English, with no message to translate it.
	month.setAttribute( 'aria-label', __( 'Month view', 'prism' ) );
	month
		.querySelectorAll(
			'[role="rowgroup"], [role="row"], [role="cell"], [role="columnheader"]'
		)
		.forEach( ( element ) => {
			element.setAttribute( 'role', 'none' );
			element.removeAttribute( 'aria-sort' );
		} );
}

/**
 * The calendar.
 *
 * @param props Props.
 */
export function CalendarView( props: CalendarViewProps ) {
	const { items, days, dayItems, view, day, today, weekStart } = props;
	const { onView, onNavigate, onDrillDown, onSelect, onOpenDay } = props;
	const localizer = useMemo(
		() => calendarLocalizer( weekStart, siteLocale() ),
		[ weekStart ]
	);
	const formats = useMemo( () => calendarFormats( siteLocale() ), [] );
	const messages = useMemo( () => calendarMessages(), [] );
	// Rows of items a month day holds: measured once the month is drawn (two fit a five-week month's day).
	const [ rows, setRows ] = useState( 2 );
	const entries = useMemo(
		() =>
			view === 'month'
				? monthEntries( foldDays( items, rows, days ) )
				: items.map( itemEntry ),
		[ items, days, view, rows ]
	);
	const date = useMemo( () => fromIsoDay( day ), [ day ] );
	const now = useMemo( () => fromIsoDay( today ), [ today ] );
	const box = useRef< HTMLDivElement >( null );
	const components = useMemo(
		(): Components< CalendarEntry > => ( {
			toolbar: CalendarToolbar,
			agenda: { event: AgendaItem, time: AgendaKind },
			...monthParts( today ),
		} ),
		[ today ]
	);
	// The busy day whose list is open, and its "+N more" (kept while the list closes, so it does not empty).
	const [ dayList, setDayList ] = useState< {
		day: string;
		anchor: HTMLElement;
	} | null >( null );
	const [ dayListOpen, setDayListOpen ] = useState( false );
	const longDay = useMemo( longDayFormat, [] );

	// The rows that fit change with the weeks of the month (five or six) and with the width (the toolbar wraps on a
	// phone, leaving the month less height). react-big-calendar draws the month before this runs.
	useLayoutEffect( () => {
		const root = box.current;
		const month = root?.querySelector( '.rbc-month-view' );
		if ( ! root || ! month || view !== 'month' ) {
			return;
		}
		const measure = () => {
			const fit = rowsOfMonth( root );
			if ( fit ) {
				setRows( fit );
			}
		};
		measure();
		const observer = new ResizeObserver( measure );
		observer.observe( month );
		return () => observer.disconnect();
	}, [ view, day ] );

	// The roles are mended again whenever react-big-calendar draws a view, new weeks or items. (React leaves the
	// attributes alone on later renders, as its own values never change.)
	useEffect( () => {
		const root = box.current;
		if ( ! root ) {
			return;
		}
		mendRoles( root );
		const observer = new MutationObserver( () => mendRoles( root ) );
		observer.observe( root, { childList: true, subtree: true } );
		return () => observer.disconnect();
	}, [] );

	return (
		<Box
			ref={ box }
			className="prism-calendar"
			sx={ ( theme ) => ( {
				...calendarLook,
				[ theme.breakpoints.down( 'sm' ) ]: phoneLook,
			} ) }
		>
			<Calendar< CalendarEntry >
				localizer={ localizer }
				formats={ formats }
				messages={ messages }
				culture={ siteLocale() }
				events={ entries }
				views={ VIEWS }
				view={ view }
				onView={ ( next ) =>
					onView( next === 'agenda' ? 'agenda' : 'month' )
				}
				date={ date }
				onNavigate={ ( next ) => onNavigate( toIsoDay( next ) ) }
				getNow={ () => now }
				length={ AGENDA_DAYS }
				drilldownView="agenda"
				onDrillDown={ ( next ) => onDrillDown( toIsoDay( next ) ) }
				// Each day gets only what fits (foldDays): react-big-calendar draws all of it, folding nothing.
				showAllEvents
				components={ components }
				onSelectEvent={ ( entry, event ) => {
					if ( entry.kind === 'item' ) {
						onSelect( entry.item );
						return;
					}
					const anchor = ( event.target as Element ).closest(
						'button'
					);
					if ( anchor ) {
						setDayList( { day: entry.day, anchor } );
						setDayListOpen( true );
						onOpenDay( entry.day );
					}
				} }
				eventPropGetter={ ( entry ) => ( {
					className:
						entry.kind === 'item'
							? `prism-item prism-item--${ lookOf( entry.item ) }`
							: 'prism-more',
				} ) }
				tooltipAccessor={ ( entry ) =>
					entry.kind === 'item' ? itemSummary( entry.item ) : ''
				}
			/>
			<CalendarLegend />
			{ dayList && (
				<DayList
					open={ dayListOpen }
					anchor={ dayList.anchor }
					dayName={ longDay.format( fromIsoDay( dayList.day ) ) }
					items={ dayItems ?? itemsOfDay( items, dayList.day ) }
					loading={ dayItems === undefined }
					onSelect={ onSelect }
					onClose={ () => {
						setDayListOpen( false );
						onOpenDay( null );
					} }
				/>
			) }
		</Box>
	);
}

/** Colours of each look, for both the month's items and the agenda's rows. */
const lookStyles = Object.fromEntries(
	ITEM_LOOKS.map( ( look ) => {
		const colour = LOOK_COLOURS[ look ];
		return [
			`& .prism-item--${ look }`,
			{
				'&.rbc-event, &.rbc-event.rbc-selected': {
					backgroundColor: colour.background,
					color: colour.text,
					borderLeftColor: colour.border,
				},
				'& .prism-item__icon, & .prism-item__kind': {
					color: colour.border,
				},
			},
		];
	} )
);

/**
 * A button drawn as plain text, whatever the site's theme does to buttons: the theme's rules lose to the calendar's
 * class three times over in front (`&&&`; with the button's own class, four classes). Twenty Twenty-One paints every
 * button dark with `button:not(:hover):not(:active):not(.has-background)` (three classes and an element, more than
 * the calendar's class twice), and outlines a button the mouse has focused, which only a keyboard's focus should.
 */
const plainButton = {
	m: 0,
	p: 0,
	minHeight: 0,
	font: 'inherit',
	lineHeight: 'inherit',
	color: 'inherit',
	textAlign: 'start',
	textTransform: 'none',
	letterSpacing: 'normal',
	background: 'none',
	border: 0,
	borderRadius: 0.5,
	boxShadow: 'none',
	cursor: 'pointer',
	'&:focus': { outline: 'none' },
	'&:focus-visible': {
		outline: '2px solid',
		outlineColor: 'primary.main',
		outlineOffset: '1px',
	},
} as const;

/**
 * react-big-calendar's stylesheet, in PRISM's theme. Every rule sits under the island's calendar, so the site's
 * theme (which may style every button and table) neither leaks in nor is touched.
 */
const calendarLook = {
	// The spec's height, 500; a day shows what fits of its 24 px items and '+N more' for the rest.
	'& .rbc-calendar': {
		fontFamily: 'inherit',
		color: 'text.primary',
		height: CALENDAR_HEIGHT,
	},
	'& .rbc-month-view, & .rbc-agenda-view table.rbc-agenda-table, & .rbc-header, & .rbc-header + .rbc-header, & .rbc-day-bg + .rbc-day-bg, & .rbc-month-row + .rbc-month-row':
		{ borderColor: '#e1e4ee' },
	'& .rbc-month-view': { borderRadius: 1, overflow: 'hidden' },
	'& .rbc-header': {
		py: 0.5,
		fontWeight: 600,
		fontSize: '0.8rem',
		color: 'text.secondary',
	},
	'& .rbc-off-range-bg': { bgcolor: '#f6f7fb' },
	// Days of the months around: greyed by their background, their numbers still readable (AA contrast).
	'& .rbc-off-range': { color: 'text.secondary' },
	'& .rbc-today': { bgcolor: 'rgba(63, 79, 181, 0.08)' },
	'& .rbc-date-cell': { px: 0.75, pt: 0.25, fontSize: '0.85rem' },
	// Buttons react-big-calendar draws: the day numbers (they open the agenda there) and "+2 more"; each at least
	// 24 px square, the smallest target WCAG 2.2 allows.
	'&&& .rbc-button-link, &&& .rbc-show-more': {
		...plainButton,
		display: 'inline-flex',
		alignItems: 'center',
		justifyContent: 'center',
		minWidth: 24,
		minHeight: 24,
		px: '3px',
		'&:hover': { textDecoration: 'underline' },
	},
	'&&& .rbc-now .rbc-button-link': {
		color: 'primary.main',
		fontWeight: 700,
	},
	'&&& .rbc-show-more': {
		display: 'flex',
		justifyContent: 'flex-start',
		width: '100%',
		height: ITEM_HEIGHT,
		color: 'primary.main',
		fontWeight: 600,
		fontSize: '0.8rem',
		lineHeight: 1.4,
		whiteSpace: 'nowrap',
		bgcolor: 'transparent',
	},
	'& .prism-more__short': { display: 'none' },
	// "+N more" sits in a day's last row as an item would, without an item's colours.
	'& .rbc-event.prism-more, & .rbc-event.prism-more.rbc-selected': {
		bgcolor: 'transparent',
		borderLeft: 0,
		overflow: 'visible',
	},
	// react-big-calendar's scroller for showAllEvents: each day already gets only what fits (foldDays), so the rows
	// flow as in a plain week, and no focus ring is cut at its edges.
	'& .rbc-row-content-scrollable .rbc-row-content-scroll-container': {
		height: 'auto',
		overflow: 'visible',
	},
	'& .rbc-event': {
		p: 0,
		borderRadius: 0.75,
		border: 0,
		borderLeft: '3px solid',
		fontSize: '0.8rem',
		lineHeight: 1.4,
	},
	'& .rbc-event:focus, & .rbc-event.rbc-selected': { outline: 'none' },
	'& .rbc-row-segment': { px: '3px', pb: `${ ITEM_GAP }px` },
	'&&& .prism-item__button': {
		...plainButton,
		display: 'flex',
		alignItems: 'center',
		gap: '3px',
		width: '100%',
		minHeight: ITEM_HEIGHT,
		p: '1px 4px 1px 3px',
		overflow: 'hidden',
		whiteSpace: 'nowrap',
	},
	// Exactly one row (what the fold counts on), whatever the theme's font size.
	'&&& .rbc-month-view .prism-item__button': { height: ITEM_HEIGHT },
	'& .prism-item__icon': { fontSize: '0.95rem', flexShrink: 0 },
	'& .prism-item__title': {
		fontWeight: 600,
		overflow: 'hidden',
		textOverflow: 'ellipsis',
		flexShrink: 1,
		minWidth: '2em',
	},
	'& .prism-item__contact': {
		opacity: 0.85,
		overflow: 'hidden',
		textOverflow: 'ellipsis',
		flexShrink: 100,
	},
	'& .prism-item--done .prism-item__title': {
		textDecoration: 'line-through',
		fontWeight: 400,
	},
	// The agenda: a list of days; each row's kind column and item button.
	'& .rbc-agenda-view table.rbc-agenda-table': {
		borderRadius: 1,
		fontSize: '0.9rem',
	},
	'& .rbc-agenda-view table.rbc-agenda-table thead > tr > th': {
		py: 0.75,
		px: 1,
		textAlign: 'start',
	},
	'& .rbc-agenda-view table.rbc-agenda-table tbody > tr > td': {
		py: 0.75,
		px: 1,
		verticalAlign: 'middle',
	},
	'& .rbc-agenda-view table.rbc-agenda-table tbody > tr + tr, & .rbc-agenda-view table.rbc-agenda-table tbody > tr > td + td':
		{ borderColor: '#e1e4ee' },
	'& .rbc-agenda-view table.rbc-agenda-table tbody > tr > td.rbc-agenda-date-cell':
		{
			fontWeight: 600,
			whiteSpace: 'nowrap',
			verticalAlign: 'top',
			bgcolor: '#fafbfd',
		},
	'& .rbc-agenda-view table.rbc-agenda-table .rbc-agenda-time-cell': {
		textTransform: 'none',
		whiteSpace: 'nowrap',
	},
	'& .rbc-agenda-time-cell, & .rbc-agenda-event-cell': {
		bgcolor: 'background.paper',
	},
	'& .prism-item__kind': {
		display: 'inline-flex',
		alignItems: 'center',
		gap: 0.5,
		fontSize: '0.8rem',
		fontWeight: 600,
	},
	'&&& .rbc-agenda-event-cell .prism-item__button': {
		flexWrap: 'wrap',
		columnGap: 1,
		whiteSpace: 'normal',
		p: '2px 4px',
		'&:hover .prism-item__title': { textDecoration: 'underline' },
	},
	'& .rbc-agenda-event-cell .prism-item__title': {
		overflow: 'visible',
		overflowWrap: 'anywhere',
	},
	'& .rbc-agenda-event-cell .prism-item__contact': {
		color: 'text.secondary',
		opacity: 1,
	},
	'& .prism-item--overdue .rbc-agenda-event-cell .prism-item__title': {
		color: 'error.dark',
	},
	'& .prism-item--done .rbc-agenda-event-cell': { color: 'text.secondary' },
	'& .prism-item__kind--inline': { display: 'none' },
	'& .rbc-agenda-empty': {
		p: 3,
		textAlign: 'center',
		color: 'text.secondary',
	},
	...lookStyles,
} as const;

/**
 * On a phone: the agenda drops its Kind column (each item says its kind in front of its title) and wraps its dates;
 * the month's items show their icons only (each still names its kind and title to screen readers and in its hint).
 */
const phoneLook = {
	'& .rbc-agenda-view table.rbc-agenda-table .rbc-agenda-time-cell, & .rbc-agenda-view table.rbc-agenda-table thead > tr > th:nth-of-type(2)':
		{ display: 'none' },
	'& .rbc-agenda-view table.rbc-agenda-table tbody > tr > td.rbc-agenda-date-cell':
		{ whiteSpace: 'normal', width: '4.5em' },
	'& .rbc-agenda-event-cell .prism-item__kind--inline': {
		display: 'inline-flex',
		flexBasis: '100%',
	},
	'& .rbc-month-view .prism-item__title': { display: 'none' },
	'&&& .rbc-month-view .prism-item__button': {
		justifyContent: 'center',
		py: '2px',
	},
	'& .rbc-month-view .rbc-row-segment': { px: '2px' },
	'& .rbc-month-view .rbc-event': { borderLeftWidth: '2px' },
	'& .prism-more__long': { display: 'none' },
	'& .prism-more__short': { display: 'inline' },
} as const;

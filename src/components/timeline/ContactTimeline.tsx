import { useId } from 'react';
import type { ElementType } from 'react';
import Box from '../light/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '../light/Typography';
import EventOutlined from '@mui/icons-material/EventOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import NoteOutlined from '@mui/icons-material/StickyNote2Outlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import { __, sprintf } from '@wordpress/i18n';
import { RetryAlert } from '../RetryAlert';
import { formatDay, relativeDay } from '../../domain/dates';
import { timelineTypeLabel } from '../../domain/timeline';
import { useTimeline } from './api';
import type { TimelineItem } from './types';

export interface ContactTimelineProps {
	contactId: number;
	/** Today, site time (YYYY-MM-DD). */
	today: string;
	/** The element of the heading. */
	headingComponent?: ElementType;
}

const ICONS: Record< string, typeof NoteOutlined > = {
	note: NoteOutlined,
	followup: TaskAltOutlined,
	event: EventOutlined,
};

/**
 * Everything with a contact on one line of days, newest first: interactions, notes (on the day written),
 * follow-ups (on their due day, done or not) and dated events. Read only: each is changed in its own tab.
 *
 * @param props Props.
 */
export function ContactTimeline( props: ContactTimelineProps ) {
	const { contactId, today, headingComponent = 'h2' } = props;
	const timeline = useTimeline( contactId );
	const headingId = `${ useId() }-timeline`;
	const items = timeline.data ?? [];
	return (
		<Box
			component="section"
			aria-labelledby={ headingId }
			data-testid="contact-timeline"
			sx={ { mt: 4 } }
		>
			<Typography
				variant="h2"
				component={ headingComponent }
				id={ headingId }
				sx={ { mb: 0.5 } }
			>
				{ __( 'Timeline', 'prism' ) }
			</Typography>
			<Typography variant="body2" color="text.secondary" sx={ { mb: 2 } }>
				{ __(
					'Interactions, notes, follow-ups and dated events with this contact, newest first.',
					'prism'
				) }
			</Typography>
			{ timeline.isLoading && ! timeline.data && (
				<Box
					aria-busy="true"
					aria-label={ __( 'Loading the timeline', 'prism' ) }
				>
					{ [ 0, 1 ].map( ( i ) => (
						<Skeleton
							key={ i }
							variant="rounded"
							height={ 56 }
							sx={ { mb: 1 } }
						/>
					) ) }
				</Box>
			) }
			{ timeline.error && (
				<RetryAlert onRetry={ timeline.reload } sx={ { mb: 2 } }>
					{ sprintf(
						/* translators: %s: the reason, a sentence from the server. */
						__( 'The timeline could not be loaded. %s', 'prism' ),
						timeline.error.message
					) }
				</RetryAlert>
			) }
			{ timeline.data && items.length === 0 && (
				<Typography
					color="text.secondary"
					data-testid="contact-timeline-empty"
				>
					{ __(
						'Nothing yet: interactions, notes, follow-ups and events will show here.',
						'prism'
					) }
				</Typography>
			) }
			{ items.length > 0 && (
				<Box
					component="ol"
					aria-label={ __( 'Timeline, newest first', 'prism' ) }
					sx={ {
						listStyle: 'none',
						p: 0,
						m: 0,
						borderLeft: 2,
						borderColor: 'divider',
						ml: 1.5,
					} }
				>
					{ items.map( ( item ) => (
						<TimelineEntry
							key={ `${ item.type }-${ item.id }` }
							item={ item }
							today={ today }
						/>
					) ) }
				</Box>
			) }
		</Box>
	);
}

/**
 * One entry: its icon on the line, the day (and how long ago), what it is, and its text as typed.
 *
 * @param props       Props.
 * @param props.item  The item.
 * @param props.today Today (YYYY-MM-DD).
 */
function TimelineEntry( {
	item,
	today,
}: {
	item: TimelineItem;
	today: string;
} ) {
	const Icon = ICONS[ item.type ] ?? ForumOutlined;
	return (
		<Box
			component="li"
			data-testid="timeline-item"
			sx={ { position: 'relative', pl: 3, pb: 2 } }
		>
			<Box
				aria-hidden
				sx={ {
					position: 'absolute',
					left: -13,
					top: 0,
					bgcolor: 'background.paper',
					color: 'primary.main',
					lineHeight: 0,
				} }
			>
				<Icon fontSize="small" />
			</Box>
			<Paper variant="outlined" sx={ { p: 1.5 } }>
				<Box
					sx={ {
						display: 'flex',
						flexWrap: 'wrap',
						alignItems: 'center',
						columnGap: 1,
						rowGap: 0.5,
					} }
				>
					<Typography
						component="span"
						variant="body2"
						sx={ { fontWeight: 600 } }
					>
						{ item.title }
					</Typography>
					{ timelineTypeLabel( item.type ) !== item.title && (
						<Typography
							component="span"
							variant="body2"
							color="text.secondary"
						>
							{ timelineTypeLabel( item.type ) }
						</Typography>
					) }
					{ item.done !== null && (
						<Chip
							size="small"
							label={
								item.done
									? __( 'Done', 'prism' )
									: __( 'To do', 'prism' )
							}
							color={ item.done ? 'success' : 'default' }
							variant="outlined"
						/>
					) }
					<Typography
						component="span"
						variant="body2"
						color="text.secondary"
						sx={ {
							ml: { xs: 0, sm: 'auto' },
							whiteSpace: 'nowrap',
						} }
					>
						<time dateTime={ item.day }>
							{ formatDay( item.day ) }
						</time>
						{ ' · ' }
						{ relativeDay( item.day, today ) }
					</Typography>
				</Box>
				{ item.text !== '' && (
					<Typography
						variant="body2"
						sx={ {
							mt: 0.5,
							whiteSpace: 'pre-wrap',
							overflowWrap: 'anywhere',
						} }
					>
						{ item.text }
					</Typography>
				) }
			</Paper>
		</Box>
	);
}

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EventOutlined from '@mui/icons-material/EventOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import type { Links } from '../../api/types';

/**
 * The Notifications tab: where the contact's events and follow-ups will be listed. Until they arrive it explains
 * what each list will hold; it shows no made-up data.
 *
 * @param props       Props.
 * @param props.name  Contact name.
 * @param props.links Page links.
 */
export function NotificationsTab( {
	name,
	links,
}: {
	name: string;
	links: Links;
} ) {
	return (
		<Paper
			variant="outlined"
			sx={ { p: { xs: 2, sm: 3 } } }
			data-testid="notifications-panel"
		>
			<Typography variant="h2" component="h2">
				Notifications
			</Typography>
			<Box
				component="nav"
				aria-label="Notifications sections"
				sx={ { display: 'flex', gap: 2.5, mt: 1, flexWrap: 'wrap' } }
			>
				<Link href="#prism-contact-events">View Events</Link>
				<Link href="#prism-contact-followups">View Follow Ups</Link>
			</Box>

			<Placeholder
				id="prism-contact-events"
				title="Events"
				icon={ <EventOutlined color="primary" aria-hidden /> }
				text={ `Birthdays, anniversaries and other dates to remember for ${ name } will be listed here.` }
			/>
			<Placeholder
				id="prism-contact-followups"
				title="Follow Ups"
				icon={ <TaskAltOutlined color="primary" aria-hidden /> }
				text={ `Follow-ups you plan with ${ name } will be listed here, grouped as Incomplete and Complete.` }
			/>

			<Typography variant="body2" color="text.secondary" sx={ { mt: 3 } }>
				Events and follow-ups are coming soon. Until then, keep
				reminders in a note.{ ' ' }
				<Link href={ links.notifications }>View Future Dates</Link>
			</Typography>
		</Paper>
	);
}

function Placeholder( {
	id,
	title,
	icon,
	text,
}: {
	id: string;
	title: string;
	icon: ReactNode;
	text: string;
} ) {
	return (
		<Box
			component="section"
			id={ id }
			tabIndex={ -1 }
			aria-labelledby={ `${ id }-title` }
			sx={ { mt: 3, scrollMarginTop: 96, outline: 'none' } }
		>
			<Typography
				variant="h3"
				component="h3"
				id={ `${ id }-title` }
				sx={ { mb: 1 } }
			>
				{ title }
			</Typography>
			<Box
				sx={ {
					display: 'flex',
					gap: 1.5,
					alignItems: 'flex-start',
					p: 2,
					border: 1,
					borderStyle: 'dashed',
					borderColor: 'divider',
					borderRadius: 2,
				} }
			>
				{ icon }
				<Box>
					<Typography sx={ { fontWeight: 600 } }>
						Nothing here yet
					</Typography>
					<Typography variant="body2" color="text.secondary">
						{ text }
					</Typography>
				</Box>
			</Box>
		</Box>
	);
}

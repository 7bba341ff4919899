import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EventOutlined from '@mui/icons-material/EventOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import type { Links } from '../../api/types';
import { __, sprintf } from '@wordpress/i18n';

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
				{ __( 'Notifications', 'prism' ) }
			</Typography>
			<Box
				component="nav"
				aria-label={ __( 'Notifications sections', 'prism' ) }
				sx={ { display: 'flex', gap: 2.5, mt: 1, flexWrap: 'wrap' } }
			>
				<Link href="#prism-contact-events">
					{ __( 'View Events', 'prism' ) }
				</Link>
				<Link href="#prism-contact-followups">
					{ __( 'View Follow Ups', 'prism' ) }
				</Link>
			</Box>

			<Placeholder
				id="prism-contact-events"
				title={ __( 'Events', 'prism' ) }
				icon={ <EventOutlined color="primary" aria-hidden /> }
				text={ sprintf(
					/* translators: %s: a contact's name. */
					__(
						'Birthdays, anniversaries and other dates to remember for %s will be listed here.',
						'prism'
					),
					name
				) }
			/>
			<Placeholder
				id="prism-contact-followups"
				title={ __( 'Follow Ups', 'prism' ) }
				icon={ <TaskAltOutlined color="primary" aria-hidden /> }
				text={ sprintf(
					/* translators: %s: a contact's name. */
					__(
						'Follow-ups you plan with %s will be listed here, grouped as Incomplete and Complete.',
						'prism'
					),
					name
				) }
			/>

			<Typography variant="body2" color="text.secondary" sx={ { mt: 3 } }>
				{ __(
					'Events and follow-ups are coming soon. Until then, keep reminders in a note.',
					'prism'
				) }{ ' ' }
				<Link href={ links.notifications }>
					{ __( 'View Future Dates', 'prism' ) }
				</Link>
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
						{ __( 'Nothing here yet', 'prism' ) }
					</Typography>
					<Typography variant="body2" color="text.secondary">
						{ text }
					</Typography>
				</Box>
			</Box>
		</Box>
	);
}

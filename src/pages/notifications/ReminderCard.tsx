import type { ReactNode } from 'react';
import Box from '../../components/light/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '../../components/light/Typography';
import type { Resource } from '../../api/useResource';
import { RetryAlert } from '../../components/RetryAlert';

/**
 * One of the reminder cards under the calendar (the calendar feed, the daily email): a section named by its heading.
 *
 * @param props          Props.
 * @param props.titleId  The heading's id, which names the section.
 * @param props.title    The heading.
 * @param props.children What the card holds under its heading.
 */
export function ReminderCard( {
	titleId,
	title,
	children,
}: {
	titleId: string;
	title: string;
	children: ReactNode;
} ) {
	return (
		<Card component="section" aria-labelledby={ titleId }>
			<CardContent>
				<Typography
					id={ titleId }
					variant="h3"
					component="h3"
					sx={ { fontSize: '1.05rem', m: 0 } }
				>
					{ title }
				</Typography>
				{ children }
			</CardContent>
		</Card>
	);
}

/**
 * A reminder card's first load: its failure with Retry, or grey lines while it loads; nothing once it has loaded.
 *
 * @param props          Props.
 * @param props.load     What the card loads.
 * @param props.label    What the grey lines say to a screen reader.
 * @param props.children The grey lines.
 */
export function ReminderCardLoad( {
	load,
	label,
	children,
}: {
	load: Pick< Resource< unknown >, 'data' | 'error' | 'reload' >;
	label: string;
	children: ReactNode;
} ) {
	if ( load.data ) {
		return null;
	}
	return load.error ? (
		<RetryAlert onRetry={ load.reload } sx={ { mt: 2 } }>
			{ load.error.message }
		</RetryAlert>
	) : (
		<Box role="status" aria-label={ label } sx={ { mt: 2 } }>
			{ children }
		</Box>
	);
}

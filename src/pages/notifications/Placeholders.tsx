/**
 * What shows while the calendar's code and the reminder cards' code arrive (each is its own chunk, fetched with
 * the page): their shapes, so nothing moves when they come.
 */
import { __ } from '@wordpress/i18n';
import Box from '../../components/light/Box';
import Card from '@mui/material/Card';
import { SkeletonBar } from '../../components/SkeletonBar';

/** The reminder cards' grid: two columns from the md breakpoint, one below. */
export const cardsGrid = {
	display: 'grid',
	gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
	alignItems: 'start',
	gap: 2,
	mt: 2,
} as const;

/** The calendar's place: its toolbar and its 500 px. */
export function CalendarPlaceholder() {
	return (
		<Box role="status" aria-label={ __( 'Loading the calendar', 'prism' ) }>
			<Box
				sx={ {
					display: 'flex',
					alignItems: 'center',
					gap: 1,
					mb: 1.5,
					minHeight: 36,
				} }
			>
				<SkeletonBar width={ 64 } height={ 30 } rounded />
				<SkeletonBar width={ 60 } height={ 30 } rounded />
				<Box sx={ { flex: 1 } } />
				<SkeletonBar width={ 140 } height={ 30 } rounded />
			</Box>
			<SkeletonBar width="100%" height={ 500 } rounded />
		</Box>
	);
}

/** The two reminder cards' place. */
export function ReminderCardsPlaceholder() {
	return (
		<Box
			sx={ cardsGrid }
			role="status"
			aria-label={ __( 'Loading your reminder settings', 'prism' ) }
		>
			{ [ 0, 1 ].map( ( card ) => (
				<Card key={ card } sx={ { p: 2 } }>
					<SkeletonBar width="40%" />
					<SkeletonBar width="90%" />
					<SkeletonBar width="80%" />
					<Box sx={ { mt: 2 } }>
						<SkeletonBar width="100%" height={ 40 } rounded />
					</Box>
				</Card>
			) ) }
		</Box>
	);
}

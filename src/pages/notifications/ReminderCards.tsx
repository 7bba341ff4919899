import Box from '../../components/light/Box';
import { FeedUrlCard, type FeedUrlCardProps } from './FeedUrlCard';
import { cardsGrid } from './Placeholders';
import { ReminderEmailCard } from './ReminderEmailCard';

/**
 * The two ways reminders reach the member outside PRISM, side by side on a wide screen: the calendar feed and the
 * daily email. Its own chunk, loaded with the page (preloaded), so the page shows without waiting for it.
 *
 * @param props Props: the feed card's, and the member id.
 */
export function ReminderCards(
	props: FeedUrlCardProps & { wordpressId: number }
) {
	const { wordpressId, ...feed } = props;
	return (
		<Box sx={ cardsGrid }>
			<FeedUrlCard { ...feed } />
			<ReminderEmailCard wordpressId={ wordpressId } />
		</Box>
	);
}

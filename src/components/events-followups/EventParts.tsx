import Typography from '../light/Typography';
import CakeOutlined from '@mui/icons-material/CakeOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import type { EventType } from './types';

/**
 * The icon of an event type: a cake for a birthday, a heart for an anniversary, a calendar page otherwise. Decoration:
 * the type is always written next to it.
 *
 * @param props      Props.
 * @param props.type Event type.
 */
export function EventTypeIcon( { type }: { type: EventType } ) {
	if ( type === 'Birthday' ) {
		return <CakeOutlined color="primary" aria-hidden />;
	}
	if ( type === 'Anniversary' ) {
		return <FavoriteBorder color="secondary" aria-hidden />;
	}
	return <EventOutlined color="action" aria-hidden />;
}

/**
 * A description a member typed, shown exactly so: line breaks kept, long words wrapped.
 *
 * @param props          Props.
 * @param props.children The text.
 * @param props.mt       Space above (theme units).
 */
export function TypedText( {
	children,
	mt = 0.5,
}: {
	children: string;
	mt?: number;
} ) {
	return (
		<Typography
			variant="body2"
			sx={ { mt, whiteSpace: 'pre-line', overflowWrap: 'anywhere' } }
		>
			{ children }
		</Typography>
	);
}

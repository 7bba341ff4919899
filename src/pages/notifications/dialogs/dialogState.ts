import type { CalendarItem } from '../../../api/types';

/**
 * Every dialog of the notifications page, as one state (useDialog): at most one is open, and each carries what it
 * shows.
 */
export type NotificationsDialog =
	/** A calendar item in full. */
	| { kind: 'item'; item: CalendarItem }
	/** Confirms a new calendar feed URL. */
	| { kind: 'renew-feed' };

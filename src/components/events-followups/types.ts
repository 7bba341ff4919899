/**
 * The REST payloads of a contact's events and follow-ups (prism/v1/events/{contactId}, followups/{contactId} and
 * their writes), beside the dialogs and lists that use them (issue 28: the client split by resource). An event and a
 * follow-up as the server sends them stay in src/api/types.ts, which the dashboard's and the calendar's reads across
 * contacts (the page preload's table in src/api/client.ts) are made of; they are named here too.
 */
import type { EventType, Followup, PrismEvent } from '../../api/types';

export type { EventType, Followup, PrismEvent };

/** What the event dialog sends (no id: add; an id: edit). */
export interface EventInput {
	id?: number;
	title: string;
	type: EventType;
	date: string;
	desc: string;
}

/** What the follow-up dialog sends (no id: add; an id: edit). */
export interface FollowupInput {
	id?: number;
	title: string;
	desc: string;
	date: string;
}

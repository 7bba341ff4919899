/**
 * The client and data hook of a contact's timeline, beside the component that shows it. It reads what four
 * resources change, so a write to any of them (an interaction, a note, a follow-up, an event) loads it again.
 */
import { get } from '../../api/client';
import {
	eventsTag,
	followupsTag,
	interactionsTag,
	notesTag,
} from '../../api/tags';
import { useResource } from '../../api/useResource';
import type { TimelineItem } from './types';

/**
 * A contact's timeline, newest day first.
 *
 * @param contactId Contact id.
 */
export const getTimeline = ( contactId: number ) =>
	get< TimelineItem[] >( `contact-timeline/${ contactId }` );

/**
 * One contact's timeline.
 *
 * @param contactId Contact id (nothing is loaded without one).
 */
export const useTimeline = ( contactId: number ) =>
	useResource( {
		key: contactId > 0 ? String( contactId ) : null,
		load: () => getTimeline( contactId ),
		tags: [
			interactionsTag( contactId ),
			notesTag( contactId ),
			followupsTag( contactId ),
			eventsTag( contactId ),
		],
	} );

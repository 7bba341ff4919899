/**
 * What a calendar item is, as the member sees it: a birthday, an anniversary, another event, or a follow-up that is
 * open, done or overdue. Each kind has its own colour and icon (./ItemIcon.tsx) and its own words, so the kinds are
 * never told apart by colour alone.
 */
import { __, sprintf } from '@wordpress/i18n';
import type { CalendarItem, ContactSummary } from '../../api/types';
import { eventTypeLabel } from '../../domain/eventsFollowups';

export type ItemLook =
	'birthday' | 'anniversary' | 'event' | 'followup' | 'done' | 'overdue';

/** Every look, in the order the legend names them. */
export const ITEM_LOOKS: readonly ItemLook[] = [
	'birthday',
	'anniversary',
	'event',
	'followup',
	'done',
	'overdue',
];

/**
 * The look of an item.
 *
 * @param item Calendar item.
 */
export function lookOf( item: CalendarItem ): ItemLook {
	if ( item.kind === 'followup' ) {
		if ( item.followup.complete === '1' ) {
			return 'done';
		}
		return item.followup.overdue ? 'overdue' : 'followup';
	}
	switch ( item.event.type ) {
		case 'Birthday':
			return 'birthday';
		case 'Anniversary':
			return 'anniversary';
		default:
			return 'event';
	}
}

/**
 * The item's kind in words: "Birthday", "Follow-up", "Overdue follow-up"…
 *
 * @param look The item's look.
 */
export function lookLabel( look: ItemLook ): string {
	switch ( look ) {
		case 'birthday':
			return eventTypeLabel( 'Birthday' );
		case 'anniversary':
			return eventTypeLabel( 'Anniversary' );
		case 'event':
			// Not the type's own word ("Other"): alone on the calendar, an item is just an event.
			return __( 'Event', 'prism' );
		case 'done':
			return __( 'Follow-up, done', 'prism' );
		case 'overdue':
			return __( 'Follow-up, overdue', 'prism' );
		default:
			return __( 'Follow-up', 'prism' );
	}
}

/**
 * The contact's full name as the calendar shows it; a sentence when the contact has no name at all.
 *
 * @param contact The contact.
 */
export function contactName( contact: ContactSummary ): string {
	const name =
		contact.name.trim() ||
		`${ contact.firstName } ${ contact.lastName }`.trim();
	return name || __( 'Contact without a name', 'prism' );
}

/**
 * The item in one line, for its hint and for screen readers: "Birthday: Priya's birthday (Priya Shah)".
 *
 * @param item Calendar item.
 */
export function itemSummary( item: CalendarItem ): string {
	return sprintf(
		/* translators: A calendar item. 1: its kind (Birthday, Follow-up…); 2: its title; 3: the contact's name. */
		__( '%1$s: %2$s (%3$s)', 'prism' ),
		lookLabel( lookOf( item ) ),
		item.title,
		contactName( item.contact )
	);
}

/**
 * A phone number as a tel: link: digits, and a leading + (spaces, dashes and brackets dropped).
 *
 * @param phone The stored number.
 */
export function telHref( phone: string ): string {
	const trimmed = phone.trim();
	const digits = trimmed.replace( /[^\d]/g, '' );
	return `tel:${ trimmed.startsWith( '+' ) ? '+' : '' }${ digits }`;
}

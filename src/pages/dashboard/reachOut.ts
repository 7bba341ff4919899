import { __, sprintf } from '@wordpress/i18n';
import type { ContactSummary } from '../../api/types';
import type { FollowupInput } from '../../components/events-followups/types';

/** The reach-out card's dialogs: one at a time, each about one contact. */
export type ReachOutDialog =
	| {
			kind: 'followup';
			contact: ContactSummary;
			followup: Omit< FollowupInput, 'id' >;
	  }
	| { kind: 'note'; contact: ContactSummary };

/**
 * How the card names a contact: its name, or '(no name)'.
 *
 * @param contact The contact.
 */
export function displayName( contact: ContactSummary ): string {
	return contact.name.trim() || __( '(no name)', 'prism' );
}

/**
 * The follow-up 'Add follow-up' offers: 'Reach out to {first name}' (or the whole name), due today: the values the
 * follow-up dialog starts with when it adds one.
 *
 * @param contact The contact.
 * @param today   Today, site time (YYYY-MM-DD).
 */
export function reachOutFollowup(
	contact: ContactSummary,
	today: string
): Omit< FollowupInput, 'id' > {
	return {
		title: sprintf(
			/* translators: %s: a contact's first name (or whole name). */
			__( 'Reach out to %s', 'prism' ),
			contact.firstName.trim() || displayName( contact )
		),
		desc: '',
		date: today,
	};
}

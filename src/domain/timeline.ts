/**
 * Words of a contact's timeline.
 */
import { __ } from '@wordpress/i18n';

/**
 * What an item of the timeline is, in the site's language.
 *
 * @param type The item's type from the server: interaction, note, followup or event.
 */
export function timelineTypeLabel( type: string ): string {
	switch ( type ) {
		case 'interaction':
			return __( 'Interaction', 'prism' );
		case 'note':
			return __( 'Note', 'prism' );
		case 'followup':
			return __( 'Follow-up', 'prism' );
		case 'event':
			return __( 'Event', 'prism' );
	}
	return '';
}

import { __, sprintf } from '@wordpress/i18n';
import type { Contact } from '../../api/types';
import { PhotoThumb } from '../../components/photos/ContactPhoto';

/** The size of a contact's photo on the merge screen, in CSS pixels. */
export const PAIR_PHOTO_PX = 48;

/**
 * A contact's photo beside its name on the merge screen (its small square), named for a screen reader: the screen
 * compares what each contact has. Its own chunk, loaded once a pair with a photo shows: the merge screen's first load
 * does not grow, and its place is kept meanwhile (PairView).
 *
 * @param props         Props.
 * @param props.contact The contact.
 * @param props.name    Its name as shown.
 */
export function PairPhoto( {
	contact,
	name,
}: {
	contact: Pick< Contact, 'id' | 'photo' >;
	name: string;
} ) {
	return (
		<PhotoThumb
			contact={ contact }
			name={ name }
			px={ PAIR_PHOTO_PX }
			alt={ sprintf(
				/* translators: %s: a contact's name. */
				__( 'Photo of %s', 'prism' ),
				name
			) }
		/>
	);
}

/**
 * The writes of a contact's photo, beside the dialogs that use them (loaded with them, not with every page that shows
 * a photo). They go through src/api's `send` like every other write. A photo shows on the contact's page, in the
 * contact list and on the merge screen, which all read `contacts`: a new photo has a new version, so their addresses
 * change and the browser fetches the new image.
 */
import { send } from '../../api/client';
import { TAGS } from '../../api/tags';
import type { PhotoAnswer } from '../../api/types';

/** What a photo changes: every reader of contacts (their answers name the photo's version). */
const PHOTO_CHANGED = [ TAGS.contacts ];

/**
 * Stores an image as the contact's photo, in place of the one it had; answers the photo as the server keeps it.
 * The server reads, turns upright and scales the image; it refuses one it cannot read, one over 10 MB or too many
 * pixels, and a photo past the member's limit with 400 `prism_invalid` and a sentence for the member, and a contact
 * that is not the member's with 404.
 *
 * @param contactId Contact id.
 * @param image     The image (see shrinkForUpload).
 * @param fileName  Its file name.
 */
export function uploadPhoto(
	contactId: number,
	image: Blob,
	fileName: string
): Promise< PhotoAnswer > {
	const form = new FormData();
	form.append( 'photo', image, fileName );
	return send< PhotoAnswer >(
		'POST',
		`photos/${ contactId }`,
		form,
		PHOTO_CHANGED
	);
}

/**
 * Removes the contact's photo (a contact without one answers the same).
 *
 * @param contactId Contact id.
 */
export const removePhoto = ( contactId: number ) =>
	send< PhotoAnswer >( 'DELETE', `photos/${ contactId }`, {}, PHOTO_CHANGED );

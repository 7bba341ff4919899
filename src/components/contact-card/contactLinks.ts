/**
 * Addresses the contact card links to, built the way the spec's routes are written.
 */
import type { Contact, Links } from '../../api/types';
import { urlName } from '../../domain/links';

/**
 * The networking process view of one contact:
 * /prism/contact-detail-networking/{name without spaces}/{id}/?tab=BUILD&contactId={id}
 *
 * @param links   Page links.
 * @param contact Contact.
 */
export function networkingProcessHref(
	links: Pick< Links, 'contactDetailNetworking' >,
	contact: Pick< Contact, 'id' | 'name' >
): string {
	const base = links.contactDetailNetworking.endsWith( '/' )
		? links.contactDetailNetworking
		: `${ links.contactDetailNetworking }/`;
	return `${ base }${ urlName( contact.name ) }/${ contact.id }/?tab=BUILD&contactId=${ contact.id }`;
}

/**
 * A stored web address as a link target: addresses typed without a scheme open as https.
 *
 * @param value Stored address.
 */
export function webHref( value: string ): string {
	const trimmed = value.trim();
	return /^https?:\/\//i.test( trimmed )
		? trimmed
		: `https://${ trimmed.replace( /^\/+/, '' ) }`;
}

/**
 * Links to PRISM pages built from the links every island receives (includes/Pages/Page_Registry.php), so no page
 * hard-codes a site path.
 */
import type { Links } from '../api/types';
import { STAGE_NAMES } from './stages';

/**
 * The name part of a contact's pretty URL: the name without spaces ("Priya Shah" => "PriyaShah"), or 'contact'
 * (the spec's alternative form) when there is no name.
 *
 * @param name Display name.
 */
export function urlName( name: string ): string {
	const compact = name.replace( /\s+/g, '' );
	return compact ? encodeURIComponent( compact ) : 'contact';
}

function withSlash( base: string ): string {
	return base.endsWith( '/' ) ? base : `${ base }/`;
}

/**
 * The contact detail page: /prism/contact-detail/{name without spaces}/{id}/?contactId={id}.
 *
 * @param links        Page links.
 * @param contact      The contact.
 * @param contact.id   Its id.
 * @param contact.name Its display name.
 */
export function contactDetailUrl(
	links: Pick< Links, 'contactDetail' >,
	contact: { id: number; name: string }
): string {
	return `${ withSlash( links.contactDetail ) }${ urlName( contact.name ) }/${ contact.id }/?contactId=${ contact.id }`;
}

/**
 * The networking process view of one contact, opened at its first stage:
 * /prism/contact-detail-networking/{name without spaces}/{id}/?tab=BUILD&contactId={id}.
 *
 * @param links        Page links.
 * @param contact      The contact.
 * @param contact.id   Its id.
 * @param contact.name Its display name.
 */
export function networkingProcessUrl(
	links: Pick< Links, 'contactDetailNetworking' >,
	contact: { id: number; name: string }
): string {
	return `${ withSlash( links.contactDetailNetworking ) }${ urlName( contact.name ) }/${ contact.id }/?tab=${ STAGE_NAMES[ 0 ] }&contactId=${ contact.id }`;
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

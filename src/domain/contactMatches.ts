/**
 * What the Add Contact form looks up while a member types (GET contact-matches/{wordpressId}): the whole email
 * addresses and phone numbers typed so far, so the form can say that a contact already holds one. A value still
 * being typed ('ann@', '555') is not looked up: the notice would flicker at every key.
 */
import { SLOTS } from '../api/types';
import type { ContactFields, ContactMatchQuery } from '../api/types';
import { slotField } from './contactFields';

/** An address with something before the @ and a dotted domain after it. */
const WHOLE_EMAIL = /^[^@\s]+@[^@\s.]+(?:\.[^@\s.]+)*\.[^@\s.]{2,}$/;

/** Fewer digits than this are a number still being typed (Contact_Matches_Controller::MIN_PHONE_DIGITS). */
export const MIN_PHONE_DIGITS = 6;

/**
 * The emails and phone numbers of the form worth looking up, each once, as typed (ends trimmed).
 *
 * @param values The form's values.
 */
export function contactMatchQuery( values: ContactFields ): ContactMatchQuery {
	const email: string[] = [];
	const phone: string[] = [];
	for ( const slot of SLOTS ) {
		const address = values[ slotField( 'email', slot ) ].trim();
		if ( WHOLE_EMAIL.test( address ) && ! email.includes( address ) ) {
			email.push( address );
		}
		const number = values[ slotField( 'phone', slot ) ].trim();
		if (
			( number.match( /\d/g ) ?? [] ).length >= MIN_PHONE_DIGITS &&
			! phone.includes( number )
		) {
			phone.push( number );
		}
	}
	return { email, phone };
}

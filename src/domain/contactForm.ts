/**
 * What the Add/Edit Contact form needs beyond the fields themselves: the fields in the form's order, their names in a
 * message, what it can tell before sending, and whether anything was typed. Kept apart from contactFields.ts, which
 * every page loads (the contact card), so this ships only with the form.
 */
import { __, sprintf } from '@wordpress/i18n';
import { SLOTS } from '../api/types';
import type { ContactFields, Slot } from '../api/types';
import { SOCIAL_FIELD_NAMES, socialLabel } from './contactFields';
import type { SocialField } from './contactFields';
import { formatNumber } from './locale';
import { socialProblem } from './socialProfileChecks';

/**
 * Every field in the order the contact form shows them (names, emails, phones, addresses, social links): the order
 * in which refused fields are named and the first of them is focused.
 */
export function contactFieldsInFormOrder(): Array< keyof ContactFields > {
	const order: string[] = [ 'firstName', 'lastName', 'title', 'company' ];
	for ( const group of [ 'email', 'phone' ] ) {
		for ( const slot of SLOTS ) {
			order.push( `${ group }${ slot }`, `${ group }${ slot }Type` );
		}
	}
	for ( const slot of SLOTS ) {
		for ( const part of [ '', 'Type', 'City', 'State', 'Zip' ] ) {
			order.push( `address${ slot }${ part }` );
		}
	}
	order.push( ...SOCIAL_FIELD_NAMES );
	return order as Array< keyof ContactFields >;
}

/**
 * The number of a slot as the form shows it ('' for the first, which has none; '2', '3' in the site's digits).
 *
 * @param slot Slot.
 */
function slotNumber( slot: Slot ): string {
	const index = SLOTS.indexOf( slot );
	return index === 0 ? '' : formatNumber( index + 1 );
}

/**
 * A contact field's name as a member reads it in a message ('Email 2', 'Type of phone 3', 'City (address 2)'), in
 * the site's language: the names the form shows, told apart where the form shows several alike.
 *
 * @param field The field.
 */
export function contactFieldLabel( field: keyof ContactFields ): string {
	switch ( field ) {
		case 'firstName':
			return __( 'First name', 'prism' );
		case 'lastName':
			return __( 'Last name', 'prism' );
		case 'title':
			return __( 'Job title', 'prism' );
		case 'company':
			return __( 'Company', 'prism' );
	}
	if ( ( SOCIAL_FIELD_NAMES as readonly string[] ).includes( field ) ) {
		return socialLabel( field as SocialField );
	}
	const match = /^(email|phone|address)(One|Two|Three)(.*)$/.exec( field );
	if ( ! match ) {
		return field;
	}
	const [ , group, slot, part = '' ] = match;
	const n = slotNumber( slot as Slot );
	const value = ( () => {
		switch ( group ) {
			case 'email':
				return n
					? sprintf(
							/* translators: %s: 2 or 3, the number of an extra email field. */
							__( 'Email %s', 'prism' ),
							n
						)
					: __( 'Email', 'prism' );
			case 'phone':
				return n
					? sprintf(
							/* translators: %s: 2 or 3, the number of an extra phone field. */
							__( 'Phone %s', 'prism' ),
							n
						)
					: __( 'Phone', 'prism' );
			default:
				return n
					? sprintf(
							/* translators: %s: 2 or 3, the number of an extra address. */
							__( 'Street address %s', 'prism' ),
							n
						)
					: __( 'Street address', 'prism' );
		}
	} )();
	switch ( part ) {
		case '':
			return value;
		case 'Type':
			return sprintf(
				/* translators: %s: a field, e.g. "Email 2" or "Street address". */
				__( 'Type of %s', 'prism' ),
				value
			);
	}
	const partLabels: Record< string, string > = {
		City: __( 'City', 'prism' ),
		State: __( 'State', 'prism' ),
		Zip: __( 'ZIP', 'prism' ),
	};
	const partLabel = partLabels[ part ] ?? part;
	return n
		? sprintf(
				/* translators: 1: City, State or ZIP; 2: 2 or 3, the number of an extra address. */
				__( '%1$s (address %2$s)', 'prism' ),
				partLabel,
				n
			)
		: partLabel;
}

/**
 * What the Add/Edit Contact form can tell before it is sent, per field: a social link that is neither a handle of its
 * network nor a web address, said in the network's words. The browser checks emails (type="email"); the server
 * checks everything (phones, lengths) and has the last word.
 *
 * @param values The form's values.
 */
export function contactFieldProblems(
	values: ContactFields
): Partial< Record< keyof ContactFields, string > > {
	const problems: Partial< Record< keyof ContactFields, string > > = {};
	for ( const field of SOCIAL_FIELD_NAMES ) {
		const problem = socialProblem( field, values[ field ] );
		if ( problem ) {
			problems[ field ] = problem;
		}
	}
	return problems;
}

/**
 * The fields whose values differ (each compared as typed, ends trimmed): what a form would lose if it were closed.
 *
 * @param values   The form's values.
 * @param baseline What it started from (the contact being edited, or an empty form).
 */
export function changedContactFields(
	values: ContactFields,
	baseline: ContactFields
): Array< keyof ContactFields > {
	return ( Object.keys( baseline ) as Array< keyof ContactFields > ).filter(
		( field ) => values[ field ].trim() !== baseline[ field ].trim()
	);
}

/**
 * The contact's editable fields and their type choices. Labels are the stored values in the site's language: the
 * older system showed Main as 'Home' and Mobile as 'Work'; PRISM shows what it stores. (Mirrors
 * includes/Domain/Contact_Fields.php.)
 */
import { __, _x } from '@wordpress/i18n';
import { SLOTS } from '../api/types';
import type { ContactFields, Slot } from '../api/types';

export const EMAIL_TYPES = [ 'Main', 'Home', 'Work', 'Other' ] as const;
export const PHONE_TYPES = [
	'Mobile',
	'Main',
	'Home',
	'Work',
	'Other',
] as const;
export const ADDRESS_TYPES = [ 'Home', 'Work', 'Other' ] as const;

/**
 * A stored email, phone or address type ('Main', 'Mobile', 'Home', 'Work', 'Other') as the screen shows it, in
 * the site's language. A value PRISM does not know is shown as stored.
 *
 * @param value Stored type.
 */
export function typeLabel( value: string ): string {
	switch ( value ) {
		case 'Main':
			return _x( 'Main', 'email, phone or address type', 'prism' );
		case 'Mobile':
			return _x( 'Mobile', 'email, phone or address type', 'prism' );
		case 'Home':
			return _x( 'Home', 'email, phone or address type', 'prism' );
		case 'Work':
			return _x( 'Work', 'email, phone or address type', 'prism' );
		case 'Other':
			return _x( 'Other', 'email, phone or address type', 'prism' );
		default:
			return value;
	}
}

/** The social link fields, in the order the forms and the card show them. */
export const SOCIAL_FIELD_NAMES = [
	'linkedIn',
	'facebook',
	'instagram',
	'twitter',
	'website',
] as const satisfies ReadonlyArray< keyof ContactFields >;

export type SocialField = ( typeof SOCIAL_FIELD_NAMES )[ number ];

/**
 * A social link field's label, in the site's language.
 *
 * @param field The field.
 */
export function socialLabel( field: SocialField ): string {
	switch ( field ) {
		case 'linkedIn':
			return _x( 'LinkedIn', 'social network', 'prism' );
		case 'facebook':
			return _x( 'Facebook', 'social network', 'prism' );
		case 'instagram':
			return _x( 'Instagram', 'social network', 'prism' );
		case 'twitter':
			return _x( 'Twitter / X', 'social network', 'prism' );
		case 'website':
			return __( 'Website', 'prism' );
	}
}

/**
 * The social link fields with their labels, in order.
 */
export function socialFields(): Array< { field: SocialField; label: string } > {
	return SOCIAL_FIELD_NAMES.map( ( field ) => ( {
		field,
		label: socialLabel( field ),
	} ) );
}

export const ADDRESS_PARTS = [ '', 'City', 'State', 'Zip' ] as const;

/**
 * A contact's name as the screen shows it: 'Unnamed contact' when it has none.
 *
 * @param name The contact's display name (first and last name), if known.
 */
export function displayName( name: string | null | undefined ): string {
	return name || __( 'Unnamed contact', 'prism' );
}

/** Every editable field, empty. */
export function emptyContactFields(): ContactFields {
	const fields: Record< string, string > = {
		firstName: '',
		lastName: '',
		title: '',
		company: '',
		facebook: '',
		linkedIn: '',
		instagram: '',
		twitter: '',
		website: '',
	};
	for ( const slot of SLOTS ) {
		for ( const key of [
			`email${ slot }`,
			`email${ slot }Type`,
			`phone${ slot }`,
			`phone${ slot }Type`,
		] ) {
			fields[ key ] = '';
		}
		for ( const part of [ '', 'Type', 'City', 'State', 'Zip' ] ) {
			fields[ `address${ slot }${ part }` ] = '';
		}
	}
	return fields as unknown as ContactFields;
}

/**
 * The editable fields of a contact (or of submitted values), every field present.
 *
 * @param source A contact, or partial values.
 */
export function pickContactFields(
	source: Partial< ContactFields > | null | undefined
): ContactFields {
	const fields = emptyContactFields();
	if ( source ) {
		for ( const key of Object.keys( fields ) as Array<
			keyof ContactFields
		> ) {
			const value = source[ key ];
			if ( typeof value === 'string' ) {
				fields[ key ] = value;
			}
		}
	}
	return fields;
}

export type SlotGroup = 'email' | 'phone' | 'address';

/**
 * Field name of a slot part, e.g. slotField('address', 'Two', 'City') = 'addressTwoCity'.
 *
 * @param group Slot group.
 * @param slot  Slot.
 * @param part  Part ('' for the value itself).
 */
export function slotField(
	group: SlotGroup,
	slot: Slot,
	part = ''
): keyof ContactFields {
	return `${ group }${ slot }${ part }` as keyof ContactFields;
}

/**
 * How many slots of a group to show: the filled ones, at least one.
 *
 * @param fields Values.
 * @param group  Slot group.
 */
export function visibleSlots(
	fields: ContactFields,
	group: SlotGroup
): number {
	let last = 0;
	SLOTS.forEach( ( slot, i ) => {
		const parts = group === 'address' ? ADDRESS_PARTS : [ '' ];
		if (
			parts.some(
				( part ) =>
					fields[ slotField( group, slot, part ) ].trim() !== ''
			)
		) {
			last = i + 1;
		}
	} );
	return Math.max( 1, last );
}

/**
 * A readable one-line address.
 *
 * @param fields Values.
 * @param slot   Slot.
 */
export function formatAddress( fields: ContactFields, slot: Slot ): string {
	const street = fields[ slotField( 'address', slot ) ];
	const city = fields[ slotField( 'address', slot, 'City' ) ];
	const stateZip = [
		fields[ slotField( 'address', slot, 'State' ) ],
		fields[ slotField( 'address', slot, 'Zip' ) ],
	]
		.filter( Boolean )
		.join( ' ' );
	return [ street, city, stateZip ].filter( Boolean ).join( ', ' );
}

/**
 * An email address cut where a line may break: after the '@' and before each dot of the domain
 * ('ana@studio.example' → ['ana@', 'studio', '.example']). Joined, the parts are the address unchanged.
 *
 * @param email The address.
 */
export function emailParts( email: string ): string[] {
	const at = email.lastIndexOf( '@' );
	if ( at <= 0 || at === email.length - 1 ) {
		return [ email ];
	}
	const domain = email
		.slice( at + 1 )
		.split( /(?=\.)/ )
		.filter( Boolean );
	return [ email.slice( 0, at + 1 ), ...domain ];
}

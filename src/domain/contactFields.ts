/**
 * The contact's editable fields and their type choices. Labels equal values: the older system showed Main as
 * 'Home' and Mobile as 'Work'; PRISM shows what it stores. (Mirrors includes/Domain/Contact_Fields.php.)
 */
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

export const SOCIAL_FIELDS = [
	{ field: 'linkedIn', label: 'LinkedIn' },
	{ field: 'facebook', label: 'Facebook' },
	{ field: 'instagram', label: 'Instagram' },
	{ field: 'twitter', label: 'Twitter / X' },
	{ field: 'website', label: 'Website' },
] as const satisfies ReadonlyArray< {
	field: keyof ContactFields;
	label: string;
} >;

export const ADDRESS_PARTS = [ '', 'City', 'State', 'Zip' ] as const;

/** What a contact without a name is called on the screen. */
const UNNAMED_CONTACT = 'Unnamed contact';

/**
 * A contact's name as the screen shows it: 'Unnamed contact' when it has none.
 *
 * @param name The contact's display name (first and last name), if known.
 */
export function displayName( name: string | null | undefined ): string {
	return name || UNNAMED_CONTACT;
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

/**
 * The client and data hook of a contact's relationships, beside the panel that uses them. They go through src/api's
 * fetch helpers, tags and useResource like every other route: reads with `get`, writes with `send` naming the tags
 * they change, so every mounted reader loads again. A relationship shows on both its contacts, so a write changes
 * the other contact's relationships too (and, for an edit that chose someone else, those of the one it had).
 * Merging, deleting or importing contacts reaches these readers through CONTACT_DATA.
 */
import { get, send } from '../../api/client';
import { relationshipsTag } from '../../api/tags';
import type { Tag } from '../../api/tags';
import { useResource } from '../../api/useResource';
import type { Relationship, RelationshipInput } from './types';

/**
 * What a write to a contact's relationships changes: its own, and those of each other contact it touches.
 *
 * @param contactId Contact id.
 * @param others    The other contacts the relationship had or has (null: a name only, nobody's list).
 */
const changedBy = (
	contactId: number,
	...others: Array< number | null | undefined >
): Tag[] => [
	relationshipsTag( contactId ),
	...[ ...new Set( others ) ]
		.filter(
			( id ): id is number =>
				typeof id === 'number' && id > 0 && id !== contactId
		)
		.map( relationshipsTag ),
];

/**
 * A contact's relationships, both directions, each seen from this contact, ordered by kind, then name.
 *
 * @param contactId Contact id.
 */
export const getRelationships = ( contactId: number ) =>
	get< Relationship[] >( `relationships/${ contactId }` );

/**
 * Records a relationship; answers the contact's relationships.
 *
 * @param contactId Contact id.
 * @param input     Kind, label ('' for none) and the other person: a contact (otherId) or a name (otherName).
 */
export const addRelationship = (
	contactId: number,
	input: RelationshipInput
) =>
	send< Relationship[] >(
		'POST',
		`relationships/${ contactId }`,
		input,
		changedBy( contactId, input.otherId )
	);

/**
 * Changes a relationship (it may be stored from the other contact's side: the server turns it round); answers the
 * contact's relationships.
 *
 * @param contactId Contact id.
 * @param id        Relationship id.
 * @param input     Its values, all of them, as seen from this contact.
 * @param before    The other contact it had until now (null: a name only), whose list changes too.
 */
export const updateRelationship = (
	contactId: number,
	id: number,
	input: RelationshipInput,
	before: number | null = null
) =>
	send< Relationship[] >(
		'POST',
		`relationships/${ contactId }/${ id }`,
		input,
		changedBy( contactId, input.otherId, before )
	);

/**
 * Deletes a relationship, from both contacts; answers the contact's relationships.
 *
 * @param contactId Contact id.
 * @param id        Relationship id.
 * @param otherId   The other contact (null: a name only), whose list changes too.
 */
export const deleteRelationship = (
	contactId: number,
	id: number,
	otherId: number | null = null
) =>
	send< Relationship[] >(
		'DELETE',
		`relationships/${ contactId }/${ id }`,
		{},
		changedBy( contactId, otherId )
	);

/**
 * One contact's relationships, ordered by kind, then name.
 *
 * @param contactId Contact id (nothing is loaded without one).
 */
export const useRelationships = ( contactId: number ) =>
	useResource( {
		key: contactId > 0 ? String( contactId ) : null,
		load: () => getRelationships( contactId ),
		tags: [ relationshipsTag( contactId ) ],
	} );

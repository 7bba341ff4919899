/**
 * The REST payloads of a contact's relationships with other people (prism/v1/relationships/{contactId}), as the PHP
 * controller sends them. Every relationship is seen from the contact whose list it is in: the server has already
 * turned round those stored from the other contact's side.
 */
import type {
	RelationKind,
	RelationshipInput,
} from '../../domain/relationships';

export type { RelationKind, RelationshipInput };

/** One relationship of a contact with another person: a contact, or someone who is not a contact yet. */
export interface Relationship {
	id: number;
	/** The OTHER person's role, as seen from this contact. */
	kind: RelationKind;
	/** The role as typed or imported ("Mother", "Godmother"), '' when the kind's own name says it. */
	label: string;
	/** Display text, translated by the server: the label if set, else the kind's name. */
	role: string;
	/** The other contact, or null when the other person is a name only (not a contact yet). */
	otherId: number | null;
	/** The other contact's current display name, or the stored name. */
	otherName: string;
	/** The other contact is archived. */
	otherArchived: boolean;
	/** The other contact is marked deceased. */
	otherDeceased: boolean;
}

/**
 * Rules for the relationships between a member's contacts (issue 30): the kinds and how they read, what the Add and
 * Edit Relationship dialog may send, and how a relationship reads in a sentence. A relationship is always seen from
 * one contact: its kind and label name the other person's role (Ann's page says "Parent: Mary" when Mary is Ann's
 * parent); the server turns it round for the other contact. The server keeps the same rules and has the last word.
 */
import { __, sprintf } from '@wordpress/i18n';
import { displayName } from './contactFields';
import { formatNumber } from './locale';

/** The kinds, as the API names them, in the order the kind picker offers them (and the server sorts by). */
export const RELATION_KINDS = [
	'spouse',
	'parent',
	'child',
	'sibling',
	'relative',
	'friend',
	'colleague',
	'manager',
	'report',
	'assistant',
	'assists',
	'introducedBy',
	'introduced',
	'mentor',
	'mentee',
	'other',
] as const;

export type RelationKind = ( typeof RELATION_KINDS )[ number ];

/** Longest label the server keeps, in characters ("Godmother"). */
export const RELATION_LABEL_MAX = 100;
/** Longest name of someone who is not a contact yet, in characters. */
export const RELATION_NAME_MAX = 200;

/**
 * Whether a value is one of the kinds.
 *
 * @param value Anything.
 */
export function isRelationKind( value: unknown ): value is RelationKind {
	return ( RELATION_KINDS as readonly unknown[] ).includes( value );
}

/**
 * A kind as the screen shows it, in the site's language: the other person's role ("Parent", "Introduced you to").
 *
 * @param kind The kind.
 */
export function relationKindLabel( kind: RelationKind ): string {
	switch ( kind ) {
		case 'spouse':
			return __( 'Spouse or partner', 'prism' );
		case 'parent':
			return __( 'Parent', 'prism' );
		case 'child':
			return __( 'Child', 'prism' );
		case 'sibling':
			return __( 'Sibling', 'prism' );
		case 'relative':
			return __( 'Relative', 'prism' );
		case 'friend':
			return __( 'Friend', 'prism' );
		case 'colleague':
			return __( 'Colleague', 'prism' );
		case 'manager':
			return __( 'Manager', 'prism' );
		case 'report':
			return __( 'Direct report', 'prism' );
		case 'assistant':
			return __( 'Assistant', 'prism' );
		case 'assists':
			return __( 'Assists', 'prism' );
		case 'introducedBy':
			return __( 'Introduced by', 'prism' );
		case 'introduced':
			return __( 'Introduced you to', 'prism' );
		case 'mentor':
			return __( 'Mentor', 'prism' );
		case 'mentee':
			return __( 'Mentee', 'prism' );
		case 'other':
			return __( 'Other', 'prism' );
	}
}

/** What adding or changing a relationship sends (POST relationships/{contactId}[/{id}]). */
export interface RelationshipInput {
	kind: RelationKind;
	/** The role as the member names it ("Mother"), '' when the kind's name says it; required for 'other'. */
	label: string;
	/** The other contact, or null for someone who is not a contact yet. */
	otherId: number | null;
	/** The name of someone who is not a contact yet; '' when otherId is set. */
	otherName: string;
}

/** What the Add and Edit Relationship dialog holds while it is being filled in. */
export interface RelationshipDraft {
	/** '' until a kind is chosen. */
	kind: RelationKind | '';
	label: string;
	/** The contact chosen, or null while the person is a name typed (or nothing yet). */
	otherId: number | null;
	/** The chosen contact's name, or the name typed. */
	otherName: string;
}

/** The dialog's fields: the kind, the label and the person (a contact chosen or a name typed). */
export type RelationshipField = 'kind' | 'label' | 'other';

export type RelationshipProblems = Partial<
	Record< RelationshipField, string >
>;

/** A relationship as a contact's page shows it (the REST payload's fields this module reads). */
export interface RelationshipView {
	kind: RelationKind;
	label: string;
	/** The display text of the role, translated by the server: the label if set, else the kind's name. */
	role: string;
	otherId: number | null;
	otherName: string;
}

/** A fresh Add Relationship dialog: nothing chosen or typed. */
export function newRelationshipDraft(): RelationshipDraft {
	return { kind: '', label: '', otherId: null, otherName: '' };
}

/**
 * The dialog holding a relationship's values (to edit it).
 *
 * @param relationship The relationship, as seen from this contact.
 */
export function relationshipDraftOf(
	relationship: RelationshipView
): RelationshipDraft {
	return {
		kind: relationship.kind,
		label: relationship.label,
		otherId: relationship.otherId,
		otherName: relationship.otherName,
	};
}

/**
 * Characters in a text, as the server counts them (code points, not UTF-16 units).
 *
 * @param text Text.
 */
const length = ( text: string ) => Array.from( text ).length;

/**
 * What is wrong with each field of the dialog, and the values to send when nothing is. The label and the name are
 * sent as typed (a label of only white space as ''); the server trims their ends. A chosen contact is sent by its
 * id alone, a name typed as text.
 *
 * @param draft     The dialog.
 * @param contactId The contact whose page it is: a contact is not related to itself.
 */
export function relationshipDraftProblems(
	draft: RelationshipDraft,
	contactId: number
): { problems: RelationshipProblems; input: RelationshipInput | null } {
	const problems: RelationshipProblems = {};
	const label = draft.label.trim();
	if ( ! isRelationKind( draft.kind ) ) {
		problems.kind = __( 'Choose the relationship.', 'prism' );
	}
	if ( draft.kind === 'other' && label === '' ) {
		problems.label = __(
			'Name the relationship, for example Godmother.',
			'prism'
		);
	} else if ( length( label ) > RELATION_LABEL_MAX ) {
		problems.label = sprintf(
			/* translators: %s: the most characters allowed, e.g. 100. */
			__( 'Keep the name to %s characters or fewer.', 'prism' ),
			formatNumber( RELATION_LABEL_MAX )
		);
	}
	const name = draft.otherName.trim();
	if ( draft.otherId !== null && draft.otherId === contactId ) {
		problems.other = __(
			'A contact cannot be related to themselves. Choose someone else.',
			'prism'
		);
	} else if ( draft.otherId === null && name === '' ) {
		problems.other = __(
			'Choose one of your contacts, or type the name of someone who is not one yet.',
			'prism'
		);
	} else if ( draft.otherId === null && length( name ) > RELATION_NAME_MAX ) {
		problems.other = sprintf(
			/* translators: %s: the most characters allowed, e.g. 200. */
			__( 'Keep the name to %s characters or fewer.', 'prism' ),
			formatNumber( RELATION_NAME_MAX )
		);
	}
	if (
		Object.keys( problems ).length > 0 ||
		! isRelationKind( draft.kind )
	) {
		return { problems, input: null };
	}
	return {
		problems,
		input: {
			kind: draft.kind,
			label: label === '' ? '' : draft.label,
			otherId: draft.otherId,
			otherName: draft.otherId === null ? draft.otherName : '',
		},
	};
}

/**
 * The dialog's field a server's message belongs to (its `data.params` name a route's parameters), or null for one
 * the dialog does not show.
 *
 * @param param A REST parameter.
 */
export function relationshipFieldOf( param: string ): RelationshipField | null {
	switch ( param ) {
		case 'kind':
			return 'kind';
		case 'label':
			return 'label';
		case 'otherId':
		case 'otherName':
			return 'other';
		default:
			return null;
	}
}

/**
 * A server's per-parameter messages (a 400's `data.params`) by the dialog's field they belong to; the first of each.
 *
 * @param fields The messages by parameter (ApiError.fields).
 */
export function relationshipServerProblems(
	fields: Readonly< Record< string, string > >
): RelationshipProblems {
	const problems: RelationshipProblems = {};
	for ( const [ param, message ] of Object.entries( fields ) ) {
		const field = relationshipFieldOf( param );
		if ( field && ! problems[ field ] ) {
			problems[ field ] = message;
		}
	}
	return problems;
}

/**
 * The role shown for a relationship: the server's (the label, or the kind's name in the site's language), or the
 * kind's name when the server sent none.
 *
 * @param relationship The relationship.
 */
export function relationshipRole( relationship: RelationshipView ): string {
	return (
		relationship.role ||
		relationship.label ||
		relationKindLabel( relationship.kind )
	);
}

/**
 * A relationship in a few words, as a row shows it: "Parent: Mary Lee" (the delete confirmation's details).
 *
 * @param relationship The relationship.
 */
export function describeRelationship( relationship: RelationshipView ): string {
	return sprintf(
		/* translators: 1: the other person's role, e.g. Parent or Godmother; 2: their name. */
		__( '%1$s: %2$s', 'prism' ),
		relationshipRole( relationship ),
		displayName( relationship.otherName )
	);
}

/**
 * The other person of a relationship with their role, for the names of a row's buttons: "Mary Lee (Parent)".
 *
 * @param relationship The relationship.
 */
export function relationshipWho( relationship: RelationshipView ): string {
	return sprintf(
		/* translators: 1: a person's name; 2: their role, e.g. Parent or Godmother. */
		__( '%1$s (%2$s)', 'prism' ),
		displayName( relationship.otherName ),
		relationshipRole( relationship )
	);
}

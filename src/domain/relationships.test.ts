import {
	RELATION_KINDS,
	RELATION_LABEL_MAX,
	RELATION_NAME_MAX,
	describeRelationship,
	isRelationKind,
	newRelationshipDraft,
	relationKindLabel,
	relationshipDraftOf,
	relationshipDraftProblems,
	relationshipFieldOf,
	relationshipRole,
	relationshipServerProblems,
	relationshipWho,
} from './relationships';
import type { RelationshipDraft, RelationshipView } from './relationships';

const CONTACT = 7;

const draft = ( changes: Partial< RelationshipDraft > = {} ) => ( {
	...newRelationshipDraft(),
	...changes,
} );

const view = ( changes: Partial< RelationshipView > = {} ) => ( {
	kind: 'parent' as const,
	label: '',
	role: 'Parent',
	otherId: 12,
	otherName: 'Mary Lee',
	...changes,
} );

describe( 'relationship kinds', () => {
	it( 'offers every kind in the picker’s order, each with its name', () => {
		expect( RELATION_KINDS.map( relationKindLabel ) ).toEqual( [
			'Spouse or partner',
			'Parent',
			'Child',
			'Sibling',
			'Relative',
			'Friend',
			'Colleague',
			'Manager',
			'Direct report',
			'Assistant',
			'Assists',
			'Introduced by',
			'Introduced you to',
			'Mentor',
			'Mentee',
			'Other',
		] );
	} );

	it( 'knows its kinds and nothing else', () => {
		expect( isRelationKind( 'introducedBy' ) ).toBe( true );
		expect( isRelationKind( 'enemy' ) ).toBe( false );
		expect( isRelationKind( '' ) ).toBe( false );
	} );
} );

describe( 'relationshipDraftProblems', () => {
	it( 'asks for a kind and a person in a fresh dialog', () => {
		const { problems, input } = relationshipDraftProblems(
			draft(),
			CONTACT
		);
		expect( input ).toBeNull();
		expect( problems ).toEqual( {
			kind: 'Choose the relationship.',
			other: 'Choose one of your contacts, or type the name of someone who is not one yet.',
		} );
	} );

	it( 'sends a chosen contact by its id alone, with the label as typed', () => {
		expect(
			relationshipDraftProblems(
				draft( {
					kind: 'parent',
					label: 'Mother ',
					otherId: 12,
					otherName: 'Mary Lee',
				} ),
				CONTACT
			)
		).toEqual( {
			problems: {},
			input: {
				kind: 'parent',
				label: 'Mother ',
				otherId: 12,
				otherName: '',
			},
		} );
	} );

	it( 'sends a name typed as text, and a label of only spaces as none', () => {
		expect(
			relationshipDraftProblems(
				draft( { kind: 'friend', label: '   ', otherName: 'Bo <3' } ),
				CONTACT
			).input
		).toEqual( {
			kind: 'friend',
			label: '',
			otherId: null,
			otherName: 'Bo <3',
		} );
	} );

	it( 'needs a label for Other, and keeps it to 100 characters', () => {
		expect(
			relationshipDraftProblems(
				draft( { kind: 'other', label: ' ', otherName: 'Rae' } ),
				CONTACT
			).problems
		).toEqual( { label: 'Name the relationship, for example Godmother.' } );
		expect(
			relationshipDraftProblems(
				draft( {
					kind: 'other',
					label: 'Godmother',
					otherName: 'Rae',
				} ),
				CONTACT
			).input
		).toEqual( {
			kind: 'other',
			label: 'Godmother',
			otherId: null,
			otherName: 'Rae',
		} );
		const long = 'é'.repeat( RELATION_LABEL_MAX );
		expect(
			relationshipDraftProblems(
				draft( { kind: 'parent', label: long, otherName: 'Rae' } ),
				CONTACT
			).problems
		).toEqual( {} );
		expect(
			relationshipDraftProblems(
				draft( {
					kind: 'parent',
					label: `${ long }x`,
					otherName: 'Rae',
				} ),
				CONTACT
			).problems
		).toEqual( { label: 'Keep the name to 100 characters or fewer.' } );
	} );

	it( 'keeps a typed name to 200 characters, counting characters rather than UTF-16 units', () => {
		const emoji = '😀'.repeat( RELATION_NAME_MAX );
		expect(
			relationshipDraftProblems(
				draft( { kind: 'friend', otherName: emoji } ),
				CONTACT
			).problems
		).toEqual( {} );
		expect(
			relationshipDraftProblems(
				draft( { kind: 'friend', otherName: `${ emoji }a` } ),
				CONTACT
			).problems
		).toEqual( { other: 'Keep the name to 200 characters or fewer.' } );
		// A chosen contact's name is the server's, whatever its length.
		expect(
			relationshipDraftProblems(
				draft( {
					kind: 'friend',
					otherId: 3,
					otherName: `${ emoji }a`,
				} ),
				CONTACT
			).problems
		).toEqual( {} );
	} );

	it( 'refuses to relate the contact to itself', () => {
		expect(
			relationshipDraftProblems(
				draft( { kind: 'friend', otherId: CONTACT, otherName: 'Ann' } ),
				CONTACT
			).problems
		).toEqual( {
			other: 'A contact cannot be related to themselves. Choose someone else.',
		} );
	} );

	it( 'starts from a relationship to edit it', () => {
		expect(
			relationshipDraftOf( view( { label: 'Mother', role: 'Mother' } ) )
		).toEqual( {
			kind: 'parent',
			label: 'Mother',
			otherId: 12,
			otherName: 'Mary Lee',
		} );
	} );
} );

describe( 'the server’s messages', () => {
	it( 'belong to the dialog’s fields: the other person’s id and name to the person', () => {
		expect( relationshipFieldOf( 'kind' ) ).toBe( 'kind' );
		expect( relationshipFieldOf( 'label' ) ).toBe( 'label' );
		expect( relationshipFieldOf( 'otherId' ) ).toBe( 'other' );
		expect( relationshipFieldOf( 'otherName' ) ).toBe( 'other' );
		expect( relationshipFieldOf( 'contactId' ) ).toBeNull();
		expect(
			relationshipServerProblems( {
				otherId: 'That contact was not found.',
				otherName: 'Give a name.',
				contactId: 'Nope.',
			} )
		).toEqual( { other: 'That contact was not found.' } );
	} );
} );

describe( 'how a relationship reads', () => {
	it( 'shows the server’s role, with the kind’s name as a fallback', () => {
		expect( relationshipRole( view() ) ).toBe( 'Parent' );
		expect(
			relationshipRole( view( { label: 'Mother', role: '' } ) )
		).toBe( 'Mother' );
		expect(
			relationshipRole( view( { kind: 'introducedBy', role: '' } ) )
		).toBe( 'Introduced by' );
	} );

	it( 'names the other person with their role', () => {
		expect( describeRelationship( view() ) ).toBe( 'Parent: Mary Lee' );
		expect( relationshipWho( view() ) ).toBe( 'Mary Lee (Parent)' );
		expect( describeRelationship( view( { otherName: '' } ) ) ).toBe(
			'Parent: Unnamed contact'
		);
	} );
} );

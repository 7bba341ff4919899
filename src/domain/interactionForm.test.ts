import {
	INTERACTION_NOTE_MAX,
	changedInteractionValues,
	interactionDraftOf,
	interactionDraftProblems,
	newInteractionDraft,
} from './interactionForm';
import type { InteractionValues } from './interactionForm';

const TODAY = '2026-03-15';

describe( 'the Log an interaction form', () => {
	it( 'starts as a call today, with no note and no stage', () => {
		const draft = newInteractionDraft( TODAY );
		expect( draft ).toEqual( {
			kind: 'call',
			happenedOn: TODAY,
			note: '',
			stageId: '',
		} );
		expect( interactionDraftProblems( draft, TODAY ).input ).toEqual( {
			kind: 'call',
			happenedOn: TODAY,
			note: '',
			stageId: null,
		} );
	} );

	it( 'sends the note exactly as typed', () => {
		const note = '  Budget <100k and >50k\nhttps://example.com/a%20b  ';
		const { input } = interactionDraftProblems(
			{ ...newInteractionDraft( TODAY ), note, stageId: '3' },
			TODAY
		);
		expect( input?.note ).toBe( note );
		expect( input?.stageId ).toBe( 3 );
	} );

	it( 'sends a note of only white space as no note', () => {
		const { input } = interactionDraftProblems(
			{ ...newInteractionDraft( TODAY ), note: ' \n\t ' },
			TODAY
		);
		expect( input?.note ).toBe( '' );
	} );

	it( 'refuses a missing, impossible or future day', () => {
		const at = ( happenedOn: string ) =>
			interactionDraftProblems(
				{ ...newInteractionDraft( TODAY ), happenedOn },
				TODAY
			);
		expect( at( '' ).problems.happenedOn ).toBe(
			'Enter the day it happened.'
		);
		expect( at( '2026-02-30' ).problems.happenedOn ).toBe(
			'Enter a real date.'
		);
		expect( at( '2026-03-16' ).problems.happenedOn ).toBe(
			'The day cannot be after today.'
		);
		expect( at( '2026-03-16' ).input ).toBeNull();
		expect( at( '1999-12-31' ).input?.happenedOn ).toBe( '1999-12-31' );
	} );

	it( 'refuses a note over the limit and a stage that does not exist', () => {
		const { problems, input } = interactionDraftProblems(
			{
				...newInteractionDraft( TODAY ),
				note: 'x'.repeat( INTERACTION_NOTE_MAX + 1 ),
				stageId: '6',
			},
			TODAY
		);
		expect( problems.note ).toBe(
			'Keep the note to 20,000 characters or fewer.'
		);
		expect( problems.stageId ).toBe( 'Choose a networking stage.' );
		expect( input ).toBeNull();
		expect(
			interactionDraftProblems(
				{
					...newInteractionDraft( TODAY ),
					note: 'x'.repeat( INTERACTION_NOTE_MAX ),
				},
				TODAY
			).input
		).not.toBeNull();
	} );

	it( 'edits an interaction from its values, and sends only what changed', () => {
		const stored: InteractionValues = {
			kind: 'meeting',
			happenedOn: '2026-03-01',
			note: 'Coffee',
			stageId: null,
		};
		expect( interactionDraftOf( stored ) ).toEqual( {
			kind: 'meeting',
			happenedOn: '2026-03-01',
			note: 'Coffee',
			stageId: '',
		} );
		expect( interactionDraftOf( { ...stored, stageId: 0 } ).stageId ).toBe(
			'0'
		);
		expect( changedInteractionValues( stored, { ...stored } ) ).toBeNull();
		expect(
			changedInteractionValues( stored, {
				...stored,
				kind: 'call',
				stageId: 2,
			} )
		).toEqual( { kind: 'call', stageId: 2 } );
	} );
} );

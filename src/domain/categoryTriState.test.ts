import {
	applyMap,
	applyValue,
	cycle,
	hasChanges,
	initialState,
	initialStates,
	nextState,
	syncCategories,
	withNewCategory,
} from './categoryTriState';
import type { TriStates } from './categoryTriState';

const contacts = [
	{ categoryIds: [ 1, 2 ] },
	{ categoryIds: [ 1 ] },
	{ categoryIds: [ 1, 3 ] },
];

describe( 'initial state', () => {
	it( 'is checked when every selected contact has the category, indeterminate when some do, unchecked when none', () => {
		expect( initialState( 1, contacts ) ).toBe( 'checked' );
		expect( initialState( 2, contacts ) ).toBe( 'indeterminate' );
		expect( initialState( 4, contacts ) ).toBe( 'unchecked' );
	} );

	it( 'is unchecked with nobody selected', () => {
		expect( initialState( 1, [] ) ).toBe( 'unchecked' );
	} );

	it( 'builds every box, each starting as it is', () => {
		expect( initialStates( [ 1, 2, 4 ], contacts ) ).toEqual( {
			1: { initial: 'checked', current: 'checked' },
			2: { initial: 'indeterminate', current: 'indeterminate' },
			4: { initial: 'unchecked', current: 'unchecked' },
		} );
	} );
} );

describe( 'a click', () => {
	it( 'cycles a box that started checked or unchecked between checked and unchecked', () => {
		expect( nextState( { initial: 'checked', current: 'checked' } ) ).toBe(
			'unchecked'
		);
		expect(
			nextState( { initial: 'checked', current: 'unchecked' } )
		).toBe( 'checked' );
		expect(
			nextState( { initial: 'unchecked', current: 'unchecked' } )
		).toBe( 'checked' );
		expect(
			nextState( { initial: 'unchecked', current: 'checked' } )
		).toBe( 'unchecked' );
	} );

	it( 'takes an indeterminate box to checked, unchecked, and back to indeterminate', () => {
		let states: TriStates = initialStates( [ 2 ], contacts );
		const seen = [];
		for ( let i = 0; i < 4; i++ ) {
			states = cycle( states, 2 );
			seen.push( states[ 2 ]?.current );
		}
		expect( seen ).toEqual( [
			'checked',
			'unchecked',
			'indeterminate',
			'checked',
		] );
	} );

	it( 'changes only the box clicked, and ignores an unknown category', () => {
		const states = initialStates( [ 1, 2 ], contacts );
		expect( cycle( states, 1 )[ 2 ] ).toBe( states[ 2 ] );
		expect( cycle( states, 99 ) ).toBe( states );
	} );
} );

describe( 'apply', () => {
	it( 'sends 1 for checked, 0 for indeterminate and -1 for unchecked', () => {
		expect( applyValue( 'checked' ) ).toBe( 1 );
		expect( applyValue( 'indeterminate' ) ).toBe( 0 );
		expect( applyValue( 'unchecked' ) ).toBe( -1 );
	} );

	it( 'sends the changed boxes’ states and 0 for boxes left as they started', () => {
		let states = initialStates( [ 1, 2, 3, 4 ], contacts );
		states = cycle( states, 1 ); // checked → unchecked: remove from all
		states = cycle( states, 2 ); // indeterminate → checked: add to all
		states = cycle( states, 4 ); // unchecked → checked: add to all
		states = cycle( states, 3 );
		states = cycle( states, 3 );
		states = cycle( states, 3 ); // indeterminate → checked → unchecked → indeterminate: leave
		expect( applyMap( states ) ).toEqual( { 1: -1, 2: 1, 3: 0, 4: 1 } );
		expect( hasChanges( states ) ).toBe( true );
	} );

	it( 'has nothing to change until a box is changed', () => {
		const states = initialStates( [ 1, 2 ], contacts );
		expect( hasChanges( states ) ).toBe( false );
		expect( applyMap( states ) ).toEqual( { 1: 0, 2: 0 } );
	} );
} );

describe( 'categories changing while choosing', () => {
	it( 'a category created in the dialog starts checked, to be applied', () => {
		const states = withNewCategory( initialStates( [ 1 ], contacts ), 9 );
		expect( states[ 9 ] ).toEqual( {
			initial: 'unchecked',
			current: 'checked',
		} );
		expect( applyMap( states ) ).toEqual( { 1: 0, 9: 1 } );
	} );

	it( 'keeps clicked boxes, adds new categories and drops deleted ones', () => {
		const clicked = cycle( initialStates( [ 1, 2 ], contacts ), 1 );
		expect( syncCategories( clicked, [ 1, 3 ], contacts ) ).toEqual( {
			1: { initial: 'checked', current: 'unchecked' },
			3: { initial: 'indeterminate', current: 'indeterminate' },
		} );
	} );
} );

import {
	afterSeparation,
	isAmbiguous,
	matchFilters,
	matchReasonText,
} from './importMatches';

describe( 'matchReasonText', () => {
	it( 'names what a row and a contact share', () => {
		expect( matchReasonText( [ 'email' ] ) ).toBe( 'Same email address' );
		expect( matchReasonText( [ 'phone' ] ) ).toBe( 'Same phone number' );
		expect( matchReasonText( [ 'profile' ] ) ).toBe(
			'Same LinkedIn profile'
		);
		expect( matchReasonText( [ 'name' ] ) ).toBe( 'Same name and company' );
	} );

	it( 'joins several in a fixed order, whatever order they come in', () => {
		expect( matchReasonText( [ 'phone', 'email' ] ) ).toBe(
			'Same email address and phone number'
		);
		expect( matchReasonText( [ 'profile', 'phone', 'email' ] ) ).toBe(
			'Same email address, phone number, and LinkedIn profile'
		);
	} );

	it( 'leaves the ambiguous flag to the outcome sentence', () => {
		expect( matchReasonText( [ 'email', 'ambiguous' ] ) ).toBe(
			'Same email address'
		);
		expect( isAmbiguous( [ 'email', 'ambiguous' ] ) ).toBe( true );
		expect( isAmbiguous( [ 'email' ] ) ).toBe( false );
		expect( matchReasonText( [] ) ).toBe( 'Similar details' );
	} );
} );

describe( 'matchFilters', () => {
	it( 'offers All and each outcome that has rows, with counts', () => {
		expect(
			matchFilters( {
				updated: 2,
				unchanged: 0,
				keptApart: 10,
				separated: 1,
			} )
		).toEqual( [
			{ filter: 'all', label: 'All', count: 13 },
			{ filter: 'updated', label: 'Added to a contact', count: 2 },
			{ filter: 'kept_apart', label: 'Kept apart', count: 10 },
			{ filter: 'separated', label: 'Separated', count: 1 },
		] );
	} );
} );

describe( 'afterSeparation', () => {
	it( 'moves one row from added to separated', () => {
		expect(
			afterSeparation( {
				updated: 1,
				unchanged: 3,
				keptApart: 0,
				separated: 0,
			} )
		).toEqual( { updated: 0, unchanged: 3, keptApart: 0, separated: 1 } );
	} );
} );

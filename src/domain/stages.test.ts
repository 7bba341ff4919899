import { NOT_STARTED, STAGE_NAMES, isStage, stageName } from './stages';

describe( 'stages', () => {
	it( 'lists the six stages in order', () => {
		expect( STAGE_NAMES ).toEqual( [
			'BUILD',
			'DISCOVER',
			'CONNECT',
			'ASSESS',
			'ENGAGE',
			'MAINTAIN',
		] );
	} );

	it( 'names stages, with Not started for -1', () => {
		expect( stageName( 0 ) ).toBe( 'BUILD' );
		expect( stageName( 4 ) ).toBe( 'ENGAGE' );
		expect( stageName( 5 ) ).toBe( 'MAINTAIN' );
		expect( stageName( -1 ) ).toBe( NOT_STARTED );
		expect( stageName( -1 ) ).toBe( 'Not started' );
		expect( stageName( 6 ) ).toBe( 'Not started' );
	} );

	it( 'knows which indexes are stages', () => {
		expect( [ 0, 1, 2, 3, 4, 5 ].every( isStage ) ).toBe( true );
		expect( isStage( -1 ) ).toBe( false );
		expect( isStage( 6 ) ).toBe( false );
		expect( isStage( 1.5 ) ).toBe( false );
		expect( isStage( NaN ) ).toBe( false );
	} );
} );

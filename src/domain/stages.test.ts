import { setLocaleData, resetLocaleData } from '@wordpress/i18n';
import { STAGE_NAMES, isStage, stageName, statusLabel } from './stages';

describe( 'stages', () => {
	afterEach( () => resetLocaleData( undefined, 'prism' ) );

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
		expect( stageName( -1 ) ).toBe( 'Not started' );
		expect( stageName( 6 ) ).toBe( 'Not started' );
		expect( statusLabel( 'In Progress' ) ).toBe( 'In Progress' );
		expect( statusLabel( 'Complete' ) ).toBe( 'Complete' );
	} );

	it( 'names stages and statuses in the site’s language', () => {
		setLocaleData(
			{
				'networking stage\u0004CONNECT': [ 'VERBINDEN' ],
				'networking status\u0004Complete': [ 'Abgeschlossen' ],
				'Not started': [ 'Nicht begonnen' ],
			},
			'prism'
		);
		expect( stageName( 2 ) ).toBe( 'VERBINDEN' );
		expect( stageName( -1 ) ).toBe( 'Nicht begonnen' );
		expect( statusLabel( 'Complete' ) ).toBe( 'Abgeschlossen' );
		// The data names stay as the API knows them.
		expect( STAGE_NAMES[ 2 ] ).toBe( 'CONNECT' );
	} );

	it( 'knows which indexes are stages', () => {
		expect( [ 0, 1, 2, 3, 4, 5 ].every( isStage ) ).toBe( true );
		expect( isStage( -1 ) ).toBe( false );
		expect( isStage( 6 ) ).toBe( false );
		expect( isStage( 1.5 ) ).toBe( false );
		expect( isStage( NaN ) ).toBe( false );
	} );
} );

import { displayName } from './contactFields';

describe( 'displayName', () => {
	it( 'shows the name, or Unnamed contact without one', () => {
		expect( displayName( 'Priya Shah' ) ).toBe( 'Priya Shah' );
		expect( displayName( '' ) ).toBe( 'Unnamed contact' );
		expect( displayName( undefined ) ).toBe( 'Unnamed contact' );
		expect( displayName( null ) ).toBe( 'Unnamed contact' );
	} );
} );

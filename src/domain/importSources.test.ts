import { IMPORT_SOURCES, parseImportSources } from './importSources';

describe( 'parseImportSources', () => {
	it( 'reads the stored text in PRISM’s fixed order', () => {
		expect( parseImportSources( 'PRISM' ) ).toEqual( [ 'PRISM' ] );
		expect( parseImportSources( 'Google,LinkedIn' ) ).toEqual( [
			'Google',
			'LinkedIn',
		] );
		expect( parseImportSources( 'CSV,Facebook,iCloud,PRISM' ) ).toEqual( [
			'PRISM',
			'iCloud',
			'Facebook',
			'CSV',
		] );
	} );

	it( 'ignores case, spaces, repeats and unknown names', () => {
		expect(
			parseImportSources( ' google , LINKEDIN,Google,MySpace,,' )
		).toEqual( [ 'Google', 'LinkedIn' ] );
		expect( parseImportSources( '' ) ).toEqual( [] );
		expect( parseImportSources( 'MySpace' ) ).toEqual( [] );
	} );

	it( 'knows every source', () => {
		expect( parseImportSources( IMPORT_SOURCES.join( ',' ) ) ).toEqual(
			IMPORT_SOURCES
		);
	} );
} );

import {
	accountProblems,
	choiceFromFlash,
	fileProblem,
	fileProblemMessage,
	fileSizeLabel,
	formTypes,
	recallChoice,
	rememberChoice,
	suggestFileType,
} from './imports';

const MB = 1024 * 1024;

describe( 'formTypes', () => {
	it( 'sends the spec’s file_type and upload_type for each tab', () => {
		expect( formTypes( { tab: 'google', way: 'account' } ) ).toEqual( {
			fileType: 'Google CSV',
			uploadType: 'CSV',
		} );
		expect( formTypes( { tab: 'icloud', way: 'account' } ) ).toEqual( {
			fileType: 'iCloud CSV',
			uploadType: 'iCloud',
		} );
		expect( formTypes( { tab: 'icloud', way: 'file' } ) ).toEqual( {
			fileType: 'iCloud CSV',
			uploadType: 'CSV',
		} );
		// The Upload CSV tab's file type is the member's choice.
		expect( formTypes( { tab: 'csv', way: 'file' } ) ).toEqual( {
			fileType: null,
			uploadType: 'CSV',
		} );
	} );
} );

describe( 'choiceFromFlash', () => {
	it( 'reopens an account import on the iCloud tab, account way', () => {
		expect(
			choiceFromFlash( { fileType: 'iCloud CSV', uploadType: 'iCloud' } )
		).toEqual( { tab: 'icloud', way: 'account' } );
	} );

	it( 'picks the tab from the file type when nothing was remembered', () => {
		expect(
			choiceFromFlash( { fileType: 'Google CSV', uploadType: 'CSV' } ).tab
		).toBe( 'google' );
		expect(
			choiceFromFlash( { fileType: 'LinkedIn CSV', uploadType: 'CSV' } )
				.tab
		).toBe( 'csv' );
		expect(
			choiceFromFlash( { fileType: 'iCloud CSV', uploadType: 'CSV' } )
		).toEqual( { tab: 'icloud', way: 'file' } );
		expect( choiceFromFlash( {} ).tab ).toBe( 'google' );
	} );

	it( 'prefers the tab remembered before the post when it fits', () => {
		const csv = { tab: 'csv', way: 'account' } as const;
		expect(
			choiceFromFlash(
				{ fileType: 'Google CSV', uploadType: 'CSV' },
				csv
			)
		).toBe( csv );
		expect(
			choiceFromFlash(
				{ fileType: 'iCloud CSV', uploadType: 'CSV' },
				csv
			)
		).toBe( csv );
		// Remembered from another post: the Google tab cannot have sent an iCloud file type.
		expect(
			choiceFromFlash(
				{ fileType: 'iCloud CSV', uploadType: 'CSV' },
				{ tab: 'google', way: 'account' }
			)
		).toEqual( { tab: 'icloud', way: 'file' } );
	} );
} );

describe( 'rememberChoice / recallChoice', () => {
	it( 'keeps the tab for one reading', () => {
		rememberChoice( { tab: 'icloud', way: 'file' }, window.sessionStorage );
		expect( recallChoice( window.sessionStorage ) ).toEqual( {
			tab: 'icloud',
			way: 'file',
		} );
		expect( recallChoice( window.sessionStorage ) ).toBeNull();
	} );

	it( 'ignores what it cannot read', () => {
		window.sessionStorage.setItem( 'prism:import-choice', '{"tab":"x"}' );
		expect( recallChoice( window.sessionStorage ) ).toBeNull();
		window.sessionStorage.setItem( 'prism:import-choice', 'not json' );
		expect( recallChoice( window.sessionStorage ) ).toBeNull();
		expect( recallChoice( undefined ) ).toBeNull();
	} );
} );

describe( 'suggestFileType', () => {
	it( 'knows the names the services give their exports', () => {
		expect( suggestFileType( 'Connections.csv' ) ).toBe( 'LinkedIn CSV' );
		expect( suggestFileType( 'Connections (1).csv' ) ).toBe(
			'LinkedIn CSV'
		);
		expect( suggestFileType( 'vCards iCloud.vcf' ) ).toBe( 'iCloud CSV' );
		expect( suggestFileType( 'Alex Morgan.VCF' ) ).toBe( 'iCloud CSV' );
		expect( suggestFileType( 'contacts.csv' ) ).toBe( 'Google CSV' );
		expect( suggestFileType( 'google.csv' ) ).toBe( 'Google CSV' );
		expect( suggestFileType( 'export.csv' ) ).toBeNull();
	} );
} );

describe( 'fileProblem', () => {
	it( 'wants a file that is neither empty nor too large', () => {
		expect( fileProblem( null, 10 * MB ) ).toBe( 'missing' );
		expect( fileProblem( undefined, 10 * MB ) ).toBe( 'missing' );
		expect( fileProblem( { size: 0 }, 10 * MB ) ).toBe( 'empty' );
		expect( fileProblem( { size: 10 * MB }, 10 * MB ) ).toBeNull();
		expect( fileProblem( { size: 10 * MB + 1 }, 10 * MB ) ).toBe(
			'too-large'
		);
		expect( fileProblem( { size: 1 }, 10 * MB ) ).toBeNull();
	} );

	it( 'says the limit in MB', () => {
		expect( fileProblemMessage( 'too-large', 20 * MB, 50 * MB ) ).toBe(
			'This file is 50 MB; PRISM takes files of up to 20 MB. Export fewer contacts at a time, or split the file.'
		);
		expect(
			fileProblemMessage( 'too-large', 2.5 * MB, 3.25 * MB )
		).toMatch( /is 3\.3 MB; PRISM takes files of up to 2\.5 MB/ );
		expect( fileProblemMessage( 'empty', MB ) ).toMatch(
			/empty \(0 bytes\)/
		);
		expect( fileProblemMessage( 'missing', MB ) ).toBe(
			'Choose the file to import.'
		);
	} );

	it( 'writes a size the way people read it', () => {
		expect( fileSizeLabel( 0 ) ).toBe( '0 bytes' );
		expect( fileSizeLabel( 1 ) ).toBe( '1 byte' );
		expect( fileSizeLabel( 1500 ) ).toBe( '2 KB' );
		expect( fileSizeLabel( 2.5 * MB ) ).toBe( '2.5 MB' );
		expect( fileSizeLabel( 31 * MB ) ).toBe( '31 MB' );
	} );
} );

describe( 'accountProblems', () => {
	it( 'needs an email and a password', () => {
		expect( accountProblems( { name: '', password: '' } ) ).toEqual( {
			name: 'Enter the email address of your Apple ID.',
			password: 'Enter the app-specific password.',
		} );
		expect(
			accountProblems( { name: 'alex', password: 'abcd-efgh' } ).name
		).toMatch( /like name@icloud.com/ );
		expect(
			accountProblems( {
				name: ' alex@icloud.com ',
				password: 'abcd-efgh-ijkl-mnop',
			} )
		).toEqual( {} );
		expect(
			accountProblems( { name: 'alex@icloud.com', password: '   ' } )
		).toEqual( { password: 'Enter the app-specific password.' } );
	} );
} );

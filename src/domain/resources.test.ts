import {
	LINK_SHOWN_MAX,
	abbreviateLink,
	resourceDraftProblems,
} from './resources';

describe( 'abbreviateLink', () => {
	it( 'shows a link of up to 30 characters as it is', () => {
		const thirty = 'https://example.com/abcdefghij';
		expect( thirty ).toHaveLength( LINK_SHOWN_MAX );
		expect( abbreviateLink( thirty ) ).toBe( thirty );
		expect( abbreviateLink( 'https://a.io' ) ).toBe( 'https://a.io' );
	} );

	it( 'keeps the start and the end of a longer link around an ellipsis, 30 characters in all', () => {
		const long =
			'https://example.com/guides/networking/interview-guide.pdf';
		const shown = abbreviateLink( long );
		expect( Array.from( shown ) ).toHaveLength( LINK_SHOWN_MAX );
		expect( shown ).toBe( 'https://example.com/…guide.pdf' );
		expect( shown.startsWith( 'https://example.com/' ) ).toBe( true );
		expect( shown.endsWith( 'guide.pdf' ) ).toBe( true );
	} );

	it( 'counts characters, not UTF-16 code units, so no emoji is cut in half', () => {
		const link =
			'https://example.com/☕☕☕☕☕☕☕☕☕☕☕☕☕☕☕☕☕☕☕☕/👩🏽‍💻';
		const shown = abbreviateLink( link );
		expect( Array.from( shown ) ).toHaveLength( LINK_SHOWN_MAX );
		expect( shown ).not.toMatch( /[\uD800-\uDBFF](?![\uDC00-\uDFFF])/ );
		expect( abbreviateLink( 'https://example.com/a%20b' ) ).toBe(
			'https://example.com/a%20b'
		);
	} );

	it( 'takes another length', () => {
		expect( abbreviateLink( 'https://example.com/page', 10 ) ).toBe(
			'https:…age'
		);
	} );
} );

describe( 'resourceDraftProblems', () => {
	it( 'sends what was typed when it is valid, < > and %20 included', () => {
		const draft = {
			description: 'Budget <100k and >50k',
			link: 'https://example.com/a%20b?x=<1>',
		};
		expect( resourceDraftProblems( draft ) ).toEqual( {
			problems: {},
			input: draft,
		} );
		expect(
			resourceDraftProblems( {
				description: 'Profile',
				link: 'linkedin.com/in/someone',
			} ).input
		).not.toBeNull();
		expect(
			resourceDraftProblems( {
				description: 'Local',
				link: 'example.com:8080/x',
			} ).input
		).not.toBeNull();
	} );

	it( 'needs a description of at most 100 characters', () => {
		expect(
			resourceDraftProblems( { description: '  ', link: 'https://a.io' } )
				.problems.description
		).toBe( 'Describe the resource before saving it.' );
		expect(
			resourceDraftProblems( {
				description: 'é'.repeat( 100 ),
				link: 'https://a.io',
			} ).input
		).not.toBeNull();
		const over = resourceDraftProblems( {
			description: 'x'.repeat( 101 ),
			link: 'https://a.io',
		} );
		expect( over.input ).toBeNull();
		expect( over.problems.description ).toBe(
			'Keep this to 100 characters or fewer.'
		);
	} );

	it( 'refuses links that are not http(s), naming the scheme', () => {
		for ( const [ link, scheme ] of [
			[ 'javascript:alert(1)', 'javascript' ],
			[ 'ftp://files.example.com', 'ftp' ],
			[ 'data:text/html,x', 'data' ],
		] as const ) {
			const { problems, input } = resourceDraftProblems( {
				description: 'x',
				link,
			} );
			expect( input ).toBeNull();
			expect( problems.link ).toBe(
				`Only web addresses starting with https:// or http:// can be saved, not "${ scheme }:" links.`
			);
		}
		expect(
			resourceDraftProblems( { description: 'x', link: '' } ).problems
				.link
		).toBe( 'Enter the web address of the resource.' );
		expect(
			resourceDraftProblems( {
				description: 'x',
				link: 'https://a.io/a b',
			} ).problems.link
		).toBe( 'A web address cannot contain spaces.' );
	} );
} );

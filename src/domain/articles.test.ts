import type { Article } from '../components/articles/types';
import {
	ARTICLE_CONTACTS_MAX,
	ARTICLE_NOTE_MAX,
	ARTICLE_TITLE_MAX,
	articleDraftOf,
	articleDraftProblems,
	characterCount,
	isLongNote,
	linkSite,
	pageAfterDelete,
	savedOn,
} from './articles';
import type { ArticleDraft } from './articles';

const draft = ( values: Partial< ArticleDraft > = {} ): ArticleDraft => ( {
	title: 'How to ask for an intro',
	link: 'https://example.com/intro',
	note: '',
	contacts: [],
	...values,
} );

describe( 'articleDraftProblems', () => {
	it( 'sends what was typed, < > and %20 included, with the contact ids', () => {
		const typed = draft( {
			title: 'Budget <100k and >50k',
			link: 'https://example.com/a%20b?x=<1>',
			note: '  Line one\n\n\tindented  ',
			contacts: [
				{ id: 7, name: 'Ann' },
				{ id: 3, name: 'Ben' },
			],
		} );
		expect( articleDraftProblems( typed ) ).toEqual( {
			problems: {},
			input: {
				title: 'Budget <100k and >50k',
				link: 'https://example.com/a%20b?x=<1>',
				note: '  Line one\n\n\tindented  ',
				contactIds: [ 7, 3 ],
			},
		} );
	} );

	it( 'needs a title and a link; the note and the contacts are optional', () => {
		const { problems, input } = articleDraftProblems(
			draft( { title: '  ', link: ' ' } )
		);
		expect( input ).toBeNull();
		expect( problems ).toEqual( {
			title: 'Give the article a title before saving it.',
			link: 'Enter the web address of the article.',
		} );
		expect(
			articleDraftProblems( draft( { link: 'example.com/x' } ) ).input
		).toEqual( {
			title: 'How to ask for an intro',
			link: 'example.com/x',
			note: '',
			contactIds: [],
		} );
	} );

	it( 'refuses links that are not http(s), naming the scheme, and links with spaces', () => {
		for ( const [ link, scheme ] of [
			[ 'javascript:alert(1)', 'javascript' ],
			[ 'data:text/html,<b>x</b>', 'data' ],
			[ 'ftp://files.example.com/a', 'ftp' ],
			[ ' JavaScript:alert(1)', 'JavaScript' ],
		] ) {
			expect(
				articleDraftProblems( draft( { link } ) ).problems.link
			).toBe(
				`Only web addresses starting with https:// or http:// can be saved, not "${ scheme }:" links.`
			);
		}
		expect(
			articleDraftProblems( draft( { link: 'https://example.com/a b' } ) )
				.problems.link
		).toBe( 'A web address cannot contain spaces.' );
		expect(
			articleDraftProblems( draft( { link: 'example.com:8080/x' } ) )
				.problems.link
		).toBeUndefined();
	} );

	it( 'holds the firm limits, counting characters as the server does', () => {
		expect(
			articleDraftProblems(
				draft( { title: '☕'.repeat( ARTICLE_TITLE_MAX ) } )
			).input
		).not.toBeNull();
		expect(
			articleDraftProblems(
				draft( { title: 'é'.repeat( ARTICLE_TITLE_MAX + 1 ) } )
			).problems.title
		).toBe( 'Keep this to 255 characters or fewer.' );
		expect(
			articleDraftProblems(
				draft( { note: `  ${ 'x'.repeat( ARTICLE_NOTE_MAX ) }\n` } )
			).problems
		).toEqual( {} );
		expect(
			articleDraftProblems(
				draft( { note: 'x'.repeat( ARTICLE_NOTE_MAX + 1 ) } )
			).problems.note
		).toBe( 'Keep this to 5,000 characters or fewer.' );
		const many = Array.from(
			{ length: ARTICLE_CONTACTS_MAX + 1 },
			( _, i ) => ( { id: i + 1, name: `C${ i }` } )
		);
		expect(
			articleDraftProblems( draft( { contacts: many } ) ).problems
				.contactIds
		).toBe( 'An article can be tied to at most 50 contacts.' );
		expect(
			articleDraftProblems(
				draft( { contacts: many.slice( 0, ARTICLE_CONTACTS_MAX ) } )
			).input?.contactIds
		).toHaveLength( ARTICLE_CONTACTS_MAX );
	} );

	it( 'sends a contact chosen twice once', () => {
		expect(
			articleDraftProblems(
				draft( {
					contacts: [
						{ id: 4, name: 'Ann' },
						{ id: 4, name: 'Ann' },
					],
				} )
			).input?.contactIds
		).toEqual( [ 4 ] );
	} );
} );

describe( 'articleDraftOf', () => {
	const article: Article = {
		id: 9,
		title: 'T',
		link: 'https://example.com',
		note: 'N',
		contacts: [ { id: 2, name: 'Ann' } ],
		createdAt: '2026-11-22T10:00:00+00:00',
		updatedAt: null,
	};

	it( 'starts an edit from the article and a new one empty, tied to the given contacts', () => {
		expect( articleDraftOf( article ) ).toEqual( {
			title: 'T',
			link: 'https://example.com',
			note: 'N',
			contacts: [ { id: 2, name: 'Ann' } ],
		} );
		expect( articleDraftOf( null, [ { id: 5, name: 'Ben' } ] ) ).toEqual( {
			title: '',
			link: '',
			note: '',
			contacts: [ { id: 5, name: 'Ben' } ],
		} );
	} );
} );

describe( 'how an article shows', () => {
	it( 'counts characters, not UTF-16 units', () => {
		// The woman technologist is four code points (woman, skin tone, joiner, laptop), as mb_strlen() counts them.
		expect( characterCount( ' 👩🏽‍💻 ☕ ' ) ).toBe( 6 );
		expect( characterCount( 'é' ) ).toBe( 1 );
	} );

	it( 'names the site of a link without www.', () => {
		expect( linkSite( 'https://www.example.com/a%20b?x=1' ) ).toBe(
			'example.com'
		);
		expect( linkSite( 'http://blog.example.org:8080/' ) ).toBe(
			'blog.example.org'
		);
		expect( linkSite( 'not a link' ) ).toBe( 'not a link' );
	} );

	it( 'writes the day it was saved, or nothing', () => {
		expect( savedOn( '2026-11-22T12:00:00+00:00' ) ).toMatch( /2026/ );
		expect( savedOn( '2026-11-22T12:00:00+00:00' ) ).toMatch( /22/ );
		expect( savedOn( null ) ).toBe( '' );
		expect( savedOn( 'yesterday' ) ).toBe( '' );
	} );

	it( 'folds long notes and notes of many lines', () => {
		expect( isLongNote( 'Short note.' ) ).toBe( false );
		expect( isLongNote( 'x'.repeat( 281 ) ) ).toBe( true );
		expect( isLongNote( 'a\nb\nc\nd' ) ).toBe( false );
		expect( isLongNote( 'a\nb\nc\nd\ne' ) ).toBe( true );
	} );

	it( 'goes back a page when the last article of the last page is deleted', () => {
		expect( pageAfterDelete( 3, 1 ) ).toBe( 2 );
		expect( pageAfterDelete( 3, 4 ) ).toBe( 3 );
		expect( pageAfterDelete( 1, 1 ) ).toBe( 1 );
	} );
} );

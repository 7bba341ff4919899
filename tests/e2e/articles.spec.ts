/**
 * Saved articles, clicked through as a member would: save an article tied to a contact chosen through the picker
 * (a link that is not http(s) is refused with a sentence), see it listed exactly as typed, search, edit, find it on
 * that contact's Articles tab (which shows only once the contact has an article) and add another there with the
 * contact already chosen, then delete after the confirmation; the pager's '1-10 of N'; the pages at 390 px. Every
 * article and contact the test makes carries a token unique to the run and is removed afterwards.
 */
import { test, expect, type Page } from '@playwright/test';
import {
	addContactByForm,
	deleteContacts,
	islandProps,
	loginAs,
	restCall,
	screenshot,
} from './helpers';

const ARTICLES = '/articles/';

interface Props {
	wordpressId: number;
	nonce: string;
}

interface Article {
	id: number;
	title: string;
	link: string;
	note: string;
	contacts: Array< { id: number; name: string } >;
}

const token = Date.now().toString( 36 );
/** The contact the articles are tied to: a last name no demo contact has, so the picker finds only them. */
const contact = { firstName: 'Wren', lastName: `Reader${ token }` };
const contactName = `${ contact.firstName } ${ contact.lastName }`;
const title = `Budget <100k and >50k ${ token }`;
const link = `https://example.com/reading%20list/guide.html?run=${ token }`;
const note = `Read before the fair.\n  Ask Wren about <b>tags</b> & 100% of it.`;
let contactId = 0;

const contactUrl = () =>
	`/prism/contact-detail/${ contact.firstName }${ contact.lastName }/${ contactId }/?contactId=${ contactId }`;

/**
 * The articles this run made, as the API answers them.
 *
 * @param page The page, logged in.
 */
async function ourArticles( page: Page ): Promise< Article[] > {
	await page.goto( ARTICLES );
	const props = await islandProps< Props >( page, 'articles' );
	const all = await restCall< Article[] >(
		page,
		props.nonce,
		'GET',
		`prism/v1/articles/${ props.wordpressId }?per_page=100&search=${ token }`
	);
	return all.filter(
		( a ) => a.title.includes( token ) || a.link.includes( token )
	);
}

function row( page: Page, text: string ) {
	return page.getByTestId( 'article-row' ).filter( { hasText: text } );
}

/**
 * Picks a contact in the dialog's picker by typing part of its name.
 *
 * @param page  The page.
 * @param typed What to type.
 * @param name  The contact's name as offered.
 */
async function pickContact( page: Page, typed: string, name: string ) {
	const box = page.getByTestId( 'article-contact-search' );
	await box.click();
	await box.pressSequentially( typed );
	const option = page.getByRole( 'option', { name } );
	await expect( option ).toHaveCount( 1 );
	await option.click();
}

test.beforeAll( async ( { browser } ) => {
	const page = await browser.newPage();
	await loginAs( page, 'alex' );
	contactId = await addContactByForm( page, {
		firstName: contact.firstName,
		lastName: contact.lastName,
		company: `Libraries ${ token }`,
	} );
	await page.close();
} );

test.afterAll( async ( { browser } ) => {
	const page = await browser.newPage();
	await loginAs( page, 'alex' );
	await page.goto( ARTICLES );
	const props = await islandProps< Props >( page, 'articles' );
	for ( const article of await ourArticles( page ) ) {
		await restCall(
			page,
			props.nonce,
			'DELETE',
			'prism/v1/delete-article',
			{
				articleId: article.id,
				wordpressId: props.wordpressId,
			}
		);
	}
	if ( contactId ) {
		await deleteContacts( page, [ contactId ] );
	}
	await page.close();
} );

test( 'save an article tied to a contact, search, edit, see it on the contact, delete it', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 1280, height: 900 } );
	await loginAs( page, 'alex' );

	// The contact has no article yet: its Articles tab is hidden.
	await page.goto( contactUrl() );
	await expect( page.getByRole( 'tab', { name: 'Notes' } ) ).toBeVisible();
	await expect( page.getByRole( 'tab', { name: 'Articles' } ) ).toHaveCount(
		0
	);

	await page.goto( ARTICLES );
	await expect(
		page.getByRole( 'heading', { name: 'Your reading list' } )
	).toBeVisible();
	await expect( page.getByText( /last synced/i ) ).toHaveCount( 0 );
	await expect( page.getByTestId( 'article-row' ).first() ).toBeVisible();
	await screenshot( page, 'articles-list-1280' );

	// Add: the focus starts in the title.
	await page.getByRole( 'button', { name: 'Add Article' } ).click();
	const dialog = page.getByRole( 'dialog', { name: 'Add Article' } );
	await expect( dialog.getByTestId( 'article-title' ) ).toBeFocused();
	await page.keyboard.type( title );
	// A link that is not http(s) is refused with a sentence that names it.
	await dialog.getByTestId( 'article-link' ).fill( 'javascript:alert(1)' );
	await dialog.getByRole( 'button', { name: 'Save Article' } ).click();
	await expect( dialog ).toContainText(
		'Only web addresses starting with https:// or http:// can be saved, not "javascript:" links.'
	);
	await dialog.getByTestId( 'article-link' ).fill( link );
	await dialog.getByTestId( 'article-note' ).fill( note );
	await pickContact( page, `reader${ token }`, contactName );
	await expect(
		dialog.getByRole( 'button', { name: contactName } )
	).toBeVisible();
	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toBeVisible();
	await screenshot( page, 'articles-add-dialog-1280' );
	await dialog.getByRole( 'button', { name: 'Save Article' } ).click();
	await expect( dialog ).toBeHidden();
	await expect( page.getByTestId( 'notice' ) ).toHaveText( 'Article saved.' );

	// Listed first (the newest), exactly as typed, opening in a new tab, with its contact as a link to their page.
	const added = row( page, token );
	await expect( page.getByTestId( 'article-row' ).first() ).toContainText(
		title
	);
	const anchor = added.getByTestId( 'article-link' );
	await expect( anchor ).toHaveAttribute( 'href', link );
	await expect( anchor ).toHaveAttribute( 'target', '_blank' );
	await expect( anchor ).toHaveAttribute( 'rel', 'noopener noreferrer' );
	await expect( anchor ).toContainText( title );
	await expect( added.getByTestId( 'article-note' ) ).toHaveText( note, {
		useInnerText: false,
	} );
	await expect( added.getByTestId( 'article-meta' ) ).toContainText(
		'example.com'
	);
	const tiedLink = added
		.getByTestId( 'article-contacts' )
		.getByRole( 'link', { name: contactName } );
	await expect( tiedLink ).toHaveAttribute(
		'href',
		new RegExp( `/${ contactId }/\\?contactId=${ contactId }$` )
	);
	const stored = await ourArticles( page );
	expect(
		stored.map( ( a ) => [ a.title, a.link, a.note, a.contacts ] )
	).toEqual( [
		[ title, link, note, [ { id: contactId, name: contactName } ] ],
	] );

	// Search: any case, over title, link and note.
	const search = page.getByRole( 'searchbox', {
		name: 'Search saved articles',
	} );
	await search.fill( token.toUpperCase() );
	await expect( page.getByTestId( 'article-row' ) ).toHaveCount( 1 );
	await expect( page.getByTestId( 'articles-count' ) ).toHaveText(
		'1 article matches'
	);
	await expect( page.getByTestId( 'range-label' ) ).toHaveText( '1-1 of 1' );
	await search.fill( `tags</b> & 100%` );
	await expect( row( page, token ) ).toHaveCount( 1 );
	await search.fill( `nothing-${ token }` );
	await expect( page.getByTestId( 'articles-no-match' ) ).toBeVisible();
	await page
		.getByTestId( 'articles-no-match' )
		.getByRole( 'button', { name: 'Clear search' } )
		.click();
	await expect( search ).toHaveValue( '' );
	await expect( row( page, token ) ).toHaveCount( 1 );

	// Edit: the dialog holds the article and its contact.
	const edited = `Interview guide ${ token }`;
	await row( page, token )
		.getByRole( 'button', { name: `Edit ${ title }` } )
		.click();
	const editDialog = page.getByRole( 'dialog', { name: 'Edit Article' } );
	await expect( editDialog.getByTestId( 'article-title' ) ).toHaveValue(
		title
	);
	await expect( editDialog.getByTestId( 'article-note' ) ).toHaveValue(
		note
	);
	await expect(
		editDialog.getByRole( 'button', { name: contactName } )
	).toBeVisible();
	await editDialog.getByTestId( 'article-title' ).fill( edited );
	await editDialog.getByRole( 'button', { name: 'Save Article' } ).click();
	await expect( editDialog ).toBeHidden();
	await expect(
		row( page, token ).getByTestId( 'article-link' )
	).toContainText( edited );

	// The contact's page now has the Articles tab, listing the article.
	await row( page, token ).getByRole( 'link', { name: contactName } ).click();
	await expect( page ).toHaveURL( new RegExp( `contactId=${ contactId }` ) );
	const tab = page.getByRole( 'tab', { name: 'Articles' } );
	await expect( tab ).toBeVisible();
	await tab.click();
	await expect( page ).toHaveURL( /tab=articles/ );
	const panel = page.getByTestId( 'contact-articles' );
	await expect(
		panel.getByRole( 'heading', {
			name: `Articles about ${ contactName }`,
		} )
	).toBeVisible();
	await expect( row( page, token ) ).toHaveCount( 1 );
	await expect( panel.getByTestId( 'range-label' ) ).toHaveText( '1-1 of 1' );
	// Added from the tab, a new article starts tied to the contact.
	await panel.getByRole( 'button', { name: 'Add Article' } ).click();
	const tabDialog = page.getByRole( 'dialog', { name: 'Add Article' } );
	await expect(
		tabDialog.getByRole( 'button', { name: contactName } )
	).toBeVisible();
	await tabDialog
		.getByTestId( 'article-title' )
		.fill( `Second read ${ token }` );
	await tabDialog
		.getByTestId( 'article-link' )
		.fill( `example.org/second?run=${ token }` );
	await tabDialog.getByRole( 'button', { name: 'Save Article' } ).click();
	await expect( tabDialog ).toBeHidden();
	await expect( page.getByTestId( 'article-row' ) ).toHaveCount( 2 );
	await expect(
		row( page, `Second read ${ token }` ).getByTestId( 'article-link' )
	).toHaveAttribute( 'href', `https://example.org/second?run=${ token }` );
	await screenshot( page, 'articles-contact-tab-1280' );
	// A reload keeps the tab open.
	await page.reload();
	await expect(
		page.getByRole( 'tab', { name: 'Articles' } )
	).toHaveAttribute( 'aria-selected', 'true' );

	// Delete both on the reading list, after the confirmation; Cancel keeps the article.
	await page.goto( ARTICLES );
	await page
		.getByRole( 'searchbox', { name: 'Search saved articles' } )
		.fill( token );
	await expect( page.getByTestId( 'article-row' ) ).toHaveCount( 2 );
	await row( page, edited )
		.getByRole( 'button', { name: `Delete ${ edited }` } )
		.click();
	let confirm = page.getByRole( 'alertdialog', { name: 'Delete Article' } );
	await expect( confirm ).toContainText(
		'Are you sure you want to delete this?'
	);
	await expect( confirm ).toContainText( edited );
	await expect(
		confirm.getByRole( 'button', { name: 'Cancel' } )
	).toBeFocused();
	await page.waitForTimeout( 400 );
	await screenshot( page, 'articles-delete-confirm-1280' );
	await confirm.getByRole( 'button', { name: 'Cancel' } ).click();
	await expect( confirm ).toBeHidden();
	await expect( row( page, edited ) ).toHaveCount( 1 );
	for ( const gone of [ edited, `Second read ${ token }` ] ) {
		await row( page, gone )
			.getByRole( 'button', { name: `Delete ${ gone }` } )
			.click();
		confirm = page.getByRole( 'alertdialog', { name: 'Delete Article' } );
		await confirm.getByRole( 'button', { name: 'Delete' } ).click();
		await expect( confirm ).toBeHidden();
		await expect( row( page, gone ) ).toHaveCount( 0 );
	}
	await expect(
		page.getByRole( 'button', { name: 'Add Article' } )
	).toBeFocused();
	expect( await ourArticles( page ) ).toEqual( [] );

	// Without articles, the contact's tab is hidden again, and an address that asks for it opens Details.
	await page.goto( `${ contactUrl() }&tab=articles` );
	await expect(
		page.getByRole( 'tab', { name: 'Details' } )
	).toHaveAttribute( 'aria-selected', 'true' );
	await expect( page.getByRole( 'tab', { name: 'Articles' } ) ).toHaveCount(
		0
	);
} );

test( 'pages of ten with the 1-10 of N label', async ( { page } ) => {
	await page.setViewportSize( { width: 1280, height: 900 } );
	await loginAs( page, 'alex' );
	await page.goto( ARTICLES );
	const props = await islandProps< Props >( page, 'articles' );
	for ( let i = 1; i <= 11; i++ ) {
		await restCall( page, props.nonce, 'POST', 'prism/v1/push-article', {
			wordpressId: props.wordpressId,
			title: `Paged ${ token } #${ i }`,
			link: `https://example.com/paged/${ i }?run=${ token }`,
		} );
	}
	await page.reload();
	await page
		.getByRole( 'searchbox', { name: 'Search saved articles' } )
		.fill( `paged ${ token }` );
	await expect( page.getByTestId( 'range-label' ) ).toHaveText(
		'1-10 of 11'
	);
	await expect( page.getByTestId( 'article-row' ) ).toHaveCount( 10 );
	await expect( page.getByTestId( 'article-row' ).first() ).toContainText(
		`Paged ${ token } #11`
	);
	await page.getByRole( 'button', { name: 'Next page' } ).click();
	await expect( page.getByTestId( 'range-label' ) ).toHaveText(
		'11-11 of 11'
	);
	await expect( page.getByTestId( 'article-row' ) ).toHaveCount( 1 );
	await expect( page.getByTestId( 'article-row' ) ).toContainText(
		`Paged ${ token } #1`
	);
	// Deleting the only article of the last page goes back a page.
	await page
		.getByRole( 'button', {
			name: `Delete Paged ${ token } #1`,
			exact: true,
		} )
		.click();
	await page
		.getByRole( 'alertdialog', { name: 'Delete Article' } )
		.getByRole( 'button', { name: 'Delete' } )
		.click();
	await expect( page.getByTestId( 'range-label' ) ).toHaveText(
		'1-10 of 10'
	);
	await expect(
		page.getByRole( 'button', { name: 'Next page' } )
	).toBeDisabled();
} );

test( 'the pages at 390 px', async ( { page } ) => {
	await page.setViewportSize( { width: 390, height: 844 } );
	await loginAs( page, 'alex' );
	await page.goto( ARTICLES );
	// A title with no space to wrap at (an address pasted as the title) still wraps.
	const props = await islandProps< Props >( page, 'articles' );
	await restCall( page, props.nonce, 'POST', 'prism/v1/push-article', {
		wordpressId: props.wordpressId,
		title: `https://example.com/${ 'averyveryverylongpath'.repeat( 4 ) }/${ token }`,
		link: `https://example.com/long?run=${ token }`,
	} );
	await page.reload();
	await expect( page.getByTestId( 'article-row' ).first() ).toBeVisible();
	const noSidewaysScroll = async () =>
		expect(
			await page.evaluate(
				() => document.documentElement.scrollWidth - window.innerWidth
			)
		).toBeLessThanOrEqual( 0 );
	await noSidewaysScroll();
	await screenshot( page, 'articles-list-390' );

	await page.getByRole( 'button', { name: 'Add Article' } ).click();
	const dialog = page.getByRole( 'dialog', { name: 'Add Article' } );
	await expect( dialog.getByTestId( 'article-title' ) ).toBeFocused();
	await dialog
		.getByTestId( 'article-title' )
		.fill(
			`A long title that has to wrap on a phone without pushing the buttons away ${ token }`
		);
	await dialog
		.getByTestId( 'article-link' )
		.fill( `example.org/jobs?q=product%20manager&run=${ token }` );
	await dialog
		.getByTestId( 'article-note' )
		.fill( 'First line\nSecond line\nThird line' );
	await pickContact( page, `reader${ token }`, contactName );
	await page.keyboard.press( 'Escape' );
	await screenshot( page, 'articles-add-dialog-390' );
	await dialog.getByRole( 'button', { name: 'Save Article' } ).click();
	await expect( dialog ).toBeHidden();
	await expect( row( page, 'A long title' ) ).toBeVisible();
	await noSidewaysScroll();

	await page.goto( `${ contactUrl() }&tab=articles` );
	await expect( page.getByTestId( 'contact-articles' ) ).toBeVisible();
	await expect( row( page, token ) ).toHaveCount( 1 );
	await noSidewaysScroll();
	await screenshot( page, 'articles-contact-tab-390' );
} );

/**
 * A real translation, end to end: a small German translation of PRISM (tests/fixtures/i18n/prism-de_DE.po, a handful
 * of strings) is installed into the test site as WordPress loads a plugin's translations (bin/i18n/install-translation.mjs:
 * a .mo compiled by msgfmt, one JSON per script that uses a translated string), and a browser that sends the cookie
 * prism_test_locale=de_DE sees those strings in German: from the PHP (the help page's heading, the login prompt a
 * block prints for a visitor, a block's title and description from its block.json) and from React (the dashboard's
 * Add Contact, the contact list's search box on a page made with the PRISM block, the block editor's placeholder).
 * What the translation leaves out stays English.
 */
import { execFileSync } from 'child_process';
import path from 'path';
import { test, expect, type Page } from '@playwright/test';
import { islandProps, loginAs, restCall, screenshot } from './helpers';

const ROOT = path.resolve( __dirname, '../..' );
/** The site the tests run against (bin/test.sh sets it); the translation is installed there. */
const WP_DIR = process.env.PRISM_WP_DIR || path.join( ROOT, '.wp/test-sqlite' );
const PO = path.join( ROOT, 'tests/fixtures/i18n/prism-de_DE.po' );
const stamp = Date.now().toString( 36 );

/**
 * Makes the browser ask for German from now on (the cookie outlives a login).
 *
 * @param page The page.
 */
async function inGerman( page: Page ): Promise< void > {
	const origin = new URL( test.info().project.use.baseURL ?? '' ).origin;
	await page
		.context()
		.addCookies( [
			{ name: 'prism_test_locale', value: 'de_DE', url: origin },
		] );
}

/**
 * The REST nonce of the logged-in user, from the dashboard island's props.
 *
 * @param page The page.
 */
async function restNonce( page: Page ): Promise< string > {
	await page.goto( '/prism/' );
	return ( await islandProps< { nonce: string } >( page ) ).nonce;
}

let blockPage: { id: number; link: string };

test.beforeAll( async ( { browser } ) => {
	execFileSync(
		'node',
		[ path.join( ROOT, 'bin/i18n/install-translation.mjs' ), PO, WP_DIR ],
		{ stdio: 'pipe' }
	);
	// A page made with the contact list's block, not its shortcode.
	const page = await browser.newPage();
	await loginAs( page, 'admin' );
	blockPage = await restCall(
		page,
		await restNonce( page ),
		'POST',
		'wp/v2/pages',
		{
			title: `Kontakte ${ stamp }`,
			content: '<!-- wp:prism/contacts /-->',
			status: 'publish',
			slug: `prism-german-${ stamp }`,
		}
	);
	await page.close();
} );

test.afterAll( async ( { browser } ) => {
	const page = await browser.newPage();
	await loginAs( page, 'admin' );
	await restCall(
		page,
		await restNonce( page ),
		'DELETE',
		`wp/v2/pages/${ blockPage.id }?force=true`
	);
	await page.close();
} );

test( 'from the PHP: the help page’s heading, and the login prompt a block prints for a visitor', async ( {
	page,
} ) => {
	await inGerman( page );
	await page.goto( '/help/' );
	await expect( page.locator( 'html' ) ).toHaveAttribute( 'lang', 'de-DE' );
	await expect(
		page.getByRole( 'heading', { name: 'Die sechs Phasen' } )
	).toBeVisible();
	// Left out of the translation: still English.
	await expect(
		page.getByRole( 'heading', { name: 'Bringing your contacts in' } )
	).toBeVisible();

	await page.goto( blockPage.link );
	await expect(
		page.getByText(
			'PRISM ist für die Mitglieder dieser Website. Melde dich an, um dein Netzwerk zu sehen.'
		)
	).toBeVisible();
	await expect(
		page.getByRole( 'link', { name: 'Anmelden', exact: true } )
	).toBeVisible();
	await screenshot( page, 'i18n-german-block-visitor-1280' );
} );

test( 'from React: the dashboard’s Add Contact, and the contact list’s search box on the block’s page', async ( {
	page,
} ) => {
	await loginAs( page, 'alex' );
	await inGerman( page );
	await page.goto( '/prism/' );
	await expect(
		page.getByRole( 'link', { name: 'Kontakt hinzufügen' } )
	).toBeVisible();
	// Left out of the translation: still English.
	await expect(
		page.getByRole( 'link', { name: 'All Contacts' } )
	).toBeVisible();

	// The block, not the shortcode: its page loads the contact list's script and its chunks' translations.
	await page.goto( blockPage.link );
	await expect(
		page.getByPlaceholder( 'SUCHE: Name, E-Mail, Firma, Telefon, Notizen' )
	).toBeVisible();
	await expect(
		page.getByRole( 'button', { name: 'Kontakt hinzufügen' } ).first()
	).toBeVisible();
	await expect(
		page.locator( 'script[src*="/build/contacts.js"]' )
	).toHaveCount( 1 );
	// The list has loaded (the count of contacts shows) before the screenshot.
	await expect( page.getByText( /^Select all \d+$/ ) ).toBeVisible();
	await screenshot( page, 'i18n-german-block-contacts-1280' );
} );

test( 'the block’s title and description from block.json, and the editor’s placeholder', async ( {
	page,
} ) => {
	await loginAs( page, 'admin' );
	await inGerman( page );
	const nonce = await restNonce( page );
	const type = await restCall< { title: string; description: string } >(
		page,
		nonce,
		'GET',
		'wp/v2/block-types/prism/contacts'
	);
	expect( type.title ).toBe( 'PRISM-Kontaktliste' );
	expect( type.description ).toMatch( /^Die Kontakte eines Mitglieds: / );

	await page.setViewportSize( { width: 1280, height: 900 } );
	await page.goto( '/wp-admin/post-new.php?post_type=page' );
	await page.waitForFunction(
		() =>
			!! (
				window as unknown as {
					wp?: {
						blocks?: { getBlockType: ( n: string ) => unknown };
					};
				}
			 ).wp?.blocks?.getBlockType( 'prism/contacts' ) &&
			!! document.querySelector(
				'.edit-post-layout, .editor-editor-interface'
			)
	);
	const guide = page.getByRole( 'dialog' );
	if ( await guide.isVisible().catch( () => false ) ) {
		await page.keyboard.press( 'Escape' );
		await expect( guide ).toBeHidden();
	}
	await page.evaluate( () => {
		const { wp } = window as unknown as {
			wp: {
				blocks: { createBlock: ( name: string ) => unknown };
				data: {
					dispatch: ( store: string ) => {
						insertBlocks: ( blocks: unknown ) => void;
					};
				};
			};
		};
		wp.data
			.dispatch( 'core/block-editor' )
			.insertBlocks( wp.blocks.createBlock( 'prism/contacts' ) );
	} );
	const placeholder = page.locator( '.prism-block-placeholder' );
	await expect( placeholder ).toContainText( 'PRISM-Kontaktliste' );
	await expect( placeholder ).toContainText( 'Die Kontakte eines Mitglieds' );
	await expect( placeholder ).toContainText(
		'Angemeldete Mitglieder sehen dies auf der veröffentlichten Seite.'
	);
	await page.mouse.move( 1200, 800 );
	await screenshot( page, 'i18n-german-editor-placeholder-1280' );
} );

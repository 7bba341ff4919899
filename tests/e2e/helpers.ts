/**
 * Shared steps for PRISM's browser tests.
 */
import fs from 'fs';
import path from 'path';
import { expect, type Browser, type Page } from '@playwright/test';

export { at } from '../js/at';

/** Where tests save the screenshots that a person looks at. */
export const SCREENSHOT_DIR = path.resolve(
	__dirname,
	'../../artifacts/screenshots'
);

/** The demo users that bin/lib/install-wp.php creates; all use the password `password`. */
export type DemoUser = 'admin' | 'alex' | 'sam';

/**
 * Logs in through /wp-login.php and waits until WordPress has left the login page.
 *
 * @param page     The page.
 * @param user     Login name.
 * @param password Password (the demo users' is `password`).
 */
export async function loginAs(
	page: Page,
	user: DemoUser | string,
	password = 'password'
): Promise< void > {
	// Start logged out, as a person switching accounts would: another member's cookies must not carry over.
	await page.context().clearCookies();
	await page.goto( '/wp-login.php' );
	// wp-login.php focuses and selects the user field 200 ms after it loads; a fill racing that timer can land in
	// the wrong field (seen once: the password typed over the user name). Fill until both fields hold their values.
	await expect( async () => {
		await page.fill( '#user_login', user );
		await page.fill( '#user_pass', password );
		await expect( page.locator( '#user_login' ) ).toHaveValue( user, {
			timeout: 500,
		} );
		await expect( page.locator( '#user_pass' ) ).toHaveValue( password, {
			timeout: 500,
		} );
	} ).toPass( { timeout: 10_000 } );
	await Promise.all( [
		// The redirect away from wp-login.php is what proves the login; waiting for every resource of the next
		// page's `load` event only made the helper hang when one asset was slow.
		page.waitForURL(
			( url ) => ! url.pathname.endsWith( '/wp-login.php' ),
			{ waitUntil: 'domcontentloaded' }
		),
		page.click( '#wp-submit' ),
	] );
	await expect( page.locator( '#login_error' ) ).toHaveCount( 0 );
}

/**
 * A logged-in page of its own (its own cookies), for a test's setup and clean-up.
 *
 * @param browser The browser.
 * @param user    Login name.
 */
export async function memberPage(
	browser: Browser,
	user: DemoUser | string = 'alex'
): Promise< Page > {
	const page = await browser.newPage();
	await loginAs( page, user );
	return page;
}

/**
 * Saves a full-page screenshot as artifacts/screenshots/<name>.png.
 *
 * @param page The page.
 * @param name File name without extension.
 * @return The file's path.
 */
export async function screenshot(
	page: Page,
	name: string
): Promise< string > {
	fs.mkdirSync( SCREENSHOT_DIR, { recursive: true } );
	const file = path.join( SCREENSHOT_DIR, `${ name }.png` );
	await page.screenshot( { path: file, fullPage: true } );
	return file;
}

/**
 * The props the page's island printed on its mount point (wordpressId, nonce, restRoot, the page's own props).
 *
 * @param page  The page, already open.
 * @param entry The island's page name (data-prism-page); the first island when left out.
 */
export async function islandProps< T = Record< string, unknown > >(
	page: Page,
	entry?: string
): Promise< T > {
	const island = entry
		? page.locator( `.prism-island[data-prism-page="${ entry }"]` )
		: page.locator( '.prism-island' ).first();
	return JSON.parse(
		( await island.getAttribute( 'data-prism-props' ) ) ?? '{}'
	) as T;
}

/**
 * The dashboard island's props (the member, the REST nonce, today's date, ...), read off the dashboard page.
 *
 * @param page The page, logged in.
 */
export async function dashboardProps< T = Record< string, unknown > >(
	page: Page
): Promise< T > {
	await page.goto( '/prism/' );
	return islandProps< T >( page );
}

/**
 * A REST call with the page's cookies and the island's nonce, as the page itself makes it; fails the test with the
 * response body unless the answer is a 2xx.
 *
 * @param page   The page (its cookies).
 * @param nonce  The island's REST nonce.
 * @param method HTTP method.
 * @param route  Route under /wp-json/, e.g. `prism/v1/create-note` or `wp/v2/users`.
 * @param data   JSON body.
 * @return The decoded answer.
 */
export async function restCall< T = unknown >(
	page: Page,
	nonce: string,
	method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
	route: string,
	data?: object
): Promise< T > {
	const response = await page.request.fetch( `/wp-json/${ route }`, {
		method,
		headers: { 'X-WP-Nonce': nonce },
		data,
	} );
	expect(
		response.ok(),
		`${ method } ${ route }: ${ await response.text() }`
	).toBe( true );
	return ( await response.json() ) as T;
}

/**
 * Deletes contacts of the logged-in member through the REST API (a test's clean-up), from the dashboard's props.
 *
 * @param page The page, logged in.
 * @param ids  Contact ids.
 */
export async function deleteContacts(
	page: Page,
	ids: number[]
): Promise< void > {
	await page.goto( '/prism/' );
	const props = await islandProps< { wordpressId: number; nonce: string } >(
		page
	);
	await restCall( page, props.nonce, 'DELETE', 'prism/v1/delete-contact', {
		idList: ids,
		wordpressId: props.wordpressId,
	} );
}

/**
 * Adds a contact for the logged-in member through the Add Contact form post (admin-post.php, as the dialog sends
 * it) and answers its id, read from the outcome the next page view carries (the post's redirect is not followed).
 *
 * @param page   The page, logged in.
 * @param fields The form's contact fields (firstName, lastName, emailOne, …).
 * @return The new contact's id.
 */
export async function addContactByForm(
	page: Page,
	fields: Record< string, string >
): Promise< number > {
	await page.goto( '/prism/' );
	const props = await islandProps< {
		formNonce: string;
		links: { adminPost: string };
	} >( page );
	const response = await page.request.post( props.links.adminPost, {
		maxRedirects: 0,
		multipart: {
			action: 'request_add_contact',
			_prism_nonce: props.formNonce,
			_wp_http_referer: '/prism/',
			importSource: 'PRISM',
			...fields,
		},
	} );
	expect( response.status() ).toBe( 303 );
	await page.goto( '/prism/' );
	const after = await islandProps< {
		flash: { type: string; contactId?: number } | null;
	} >( page );
	expect( after.flash?.type ).toBe( 'success' );
	const id = after.flash?.contactId ?? 0;
	expect( id ).toBeGreaterThan( 0 );
	return id;
}

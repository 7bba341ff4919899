/**
 * The help page (/help/) and the links members follow: every section is there with its anchor, the stages read as
 * the networking series has them, every link on the page and every Quick Link of the dashboard answers a real page
 * (200, not the login page, not WordPress's 404, no PHP error), Account Settings opens the member's own profile, the
 * contact list's menu leads to help and the account, and the stage page leads to the resources page. Screenshots of
 * the help page at 1280 and 390 px.
 */
import { test, expect, type Page } from '@playwright/test';
import { islandProps, loginAs, screenshot } from './helpers';

const SECTIONS = [
	'stages',
	'moving',
	'importing',
	'exporting',
	'backup',
	'reminders',
	'keep-in-touch',
	'relationships',
	'bulk',
	'photos',
	'duplicates',
	'archive',
	'more',
	'privacy',
];
const STAGES = [
	'BUILD',
	'DISCOVER',
	'CONNECT',
	'ASSESS',
	'ENGAGE',
	'MAINTAIN',
];
/** Links that leave the site (no network here): only their addresses are checked. */
const OUTSIDE = [
	'https://appleid.apple.com',
	'https://www.icloud.com/contacts',
];

interface Links {
	dashboard: string;
	contacts: string;
	merge: string;
	networking: string;
	resources: string;
	help: string;
	account: string;
}

/**
 * Fails unless an address of the site answers a page: 200 after redirects, not the login form, not WordPress's
 * "not found" page, and no PHP error printed.
 *
 * @param page The page (its cookies).
 * @param url  The address.
 */
async function expectWorkingPage( page: Page, url: string ): Promise< void > {
	const response = await page.request.get( url );
	const body = await response.text();
	const where = `${ url } → ${ response.url() }`;
	expect( response.status(), where ).toBe( 200 );
	expect( new URL( response.url() ).pathname, where ).not.toMatch(
		/wp-login\.php$/
	);
	expect( body, where ).not.toMatch( /<body[^>]*\berror404\b/ );
	expect( body, where ).not.toMatch(
		/(Fatal error|Parse error|Warning|Notice|Deprecated)<\/b>:|critical error on this website/i
	);
}

test( 'the help page: its sections, the stages, and every link answers', async ( {
	page,
} ) => {
	await loginAs( page, 'alex' );
	await page.goto( '/help/' );
	const help = page.locator( '.prism-help' );
	await expect( help ).toBeVisible();

	// The table of contents leads to each section's heading.
	const contents = help.getByRole( 'navigation', { name: 'On this page' } );
	await expect( contents.getByRole( 'link' ) ).toHaveCount( SECTIONS.length );
	for ( const anchor of SECTIONS ) {
		await expect(
			contents.locator( `a[href="#${ anchor }"]` )
		).toHaveCount( 1 );
		await expect( help.locator( `h2#${ anchor }` ) ).toHaveCount( 1 );
	}
	await contents
		.getByRole( 'link', { name: 'Duplicates and merging' } )
		.click();
	await expect( page ).toHaveURL( /\/help\/#duplicates$/ );
	await expect( help.locator( 'h2#duplicates' ) ).toBeInViewport();

	// The six stages in order, each with its intro from the series.
	const stages = help.locator( 'h2#stages ~ ol' ).first().locator( 'li' );
	await expect( stages ).toHaveCount( 6 );
	for ( const [ i, name ] of STAGES.entries() ) {
		await expect( stages.nth( i ).locator( 'strong' ) ).toHaveText( name );
	}
	await expect( stages.nth( 0 ) ).toContainText( 'social media links' );

	// The parts a member came for.
	for ( const text of [
		'Get a copy of your data',
		'Connections.csv',
		'App-Specific Passwords',
		'Export vCard',
		'From URL',
		'New Calendar Subscription',
		'Make a new URL',
		'Daily reminder email',
		'Merging keeps everything',
		'never suggested again',
		'Dead end for now',
		'Only you can see your contacts',
		'Nothing is deleted',
		'Mark as deceased',
	] ) {
		await expect( help ).toContainText( text );
	}

	// Every link answers: the site's pages as this member, the anchors on this page, the outside ones by address.
	const hrefs = await help
		.locator( 'a' )
		.evaluateAll( ( anchors ) =>
			anchors.map( ( a ) => a.getAttribute( 'href' ) ?? '' )
		);
	expect( hrefs.length ).toBeGreaterThan( 20 );
	const site = new URL( page.url() ).origin;
	const checked = new Set< string >();
	for ( const href of hrefs ) {
		if ( href.startsWith( '#' ) ) {
			await expect( page.locator( href ) ).toHaveCount( 1 );
			continue;
		}
		if ( OUTSIDE.includes( href ) ) {
			continue;
		}
		expect( href.startsWith( site ), `${ href } is on this site` ).toBe(
			true
		);
		const [ url = '' ] = href.split( '#' );
		if ( ! checked.has( url ) ) {
			checked.add( url );
			await expectWorkingPage( page, url );
		}
	}
	for ( const outside of OUTSIDE ) {
		expect( hrefs ).toContain( outside );
	}
	// The pages the help explains are among them.
	await page.goto( '/prism/' );
	const links = ( await islandProps< { links: Links } >( page ) ).links;
	for ( const target of [
		links.contacts,
		`${ links.networking }#stages`,
		links.merge,
		links.resources,
		links.account,
		`${ links.contacts }?import=1`,
	] ) {
		expect( hrefs ).toContain( target );
	}
	expect(
		hrefs.some( ( href ) => href.endsWith( '/google-authentication/' ) )
	).toBe( true );
} );

test( 'Account Settings opens the member’s own profile', async ( { page } ) => {
	await loginAs( page, 'alex' );
	await page.goto( '/help/' );
	await page
		.locator( '.prism-help' )
		.getByRole( 'link', { name: 'Account Settings', exact: true } )
		.click();
	await expect( page ).toHaveURL( /\/wp-admin\/profile\.php$/ );
	await expect( page.locator( '#user_login' ) ).toHaveValue( 'alex' );
	await expect( page.locator( '#email' ) ).toBeVisible();
} );

test( 'every Quick Link of the dashboard answers a page; the networking page has its #stages', async ( {
	page,
} ) => {
	await loginAs( page, 'alex' );
	await page.goto( '/prism/' );
	const quick = page.getByTestId( 'quick-links' );
	await expect( quick.getByRole( 'link' ) ).toHaveCount( 10 );
	const props = await islandProps< { links: Links } >( page );
	await expect(
		quick.getByRole( 'link', { name: 'Account Settings', exact: true } )
	).toHaveAttribute( 'href', props.links.account );
	await expect(
		quick.getByRole( 'link', { name: 'Help', exact: true } )
	).toHaveAttribute( 'href', props.links.help );
	const hrefs = await quick
		.getByRole( 'link' )
		.evaluateAll( ( links ) =>
			links.map( ( a ) => a.getAttribute( 'href' ) ?? '' )
		);
	for ( const href of hrefs ) {
		const [ url = '' ] = href.split( '#' );
		await expectWorkingPage( page, url );
	}

	// 'The PRISM Process' is /networking/#stages: the stages block is there, and the page scrolls to it.
	const process = hrefs.find( ( href ) => href.endsWith( '#stages' ) );
	expect( process ).toBeTruthy();
	await page.goto( process as string );
	await expect( page.locator( '#stages' ) ).toBeVisible();
	await expect( page.locator( '#stages' ) ).toBeInViewport();

	// The stage page's resources section ends with a link to all of PRISM's resources, which answers.
	const all = page
		.getByTestId( 'stage-page' )
		.getByRole( 'link', { name: 'All PRISM resources' } );
	await expect( all ).toHaveAttribute( 'href', props.links.resources );
	await all.click();
	await expect( page ).toHaveURL( props.links.resources );
	await expect(
		page.locator( '.prism-island[data-prism-page="resources"]' )
	).toBeVisible();
} );

test( 'the contact list’s menu leads to help and to the account', async ( {
	page,
} ) => {
	await loginAs( page, 'alex' );
	await page.goto( '/prism/contact/' );
	const props = await islandProps< { links: Links } >( page );
	const menu = page.getByRole( 'navigation', { name: 'Contacts menu' } );
	await expect(
		menu.getByRole( 'link', { name: 'Help', exact: true } )
	).toHaveAttribute( 'href', props.links.help );
	await menu
		.getByRole( 'link', { name: 'Account Settings', exact: true } )
		.click();
	await expect( page ).toHaveURL( /\/wp-admin\/profile\.php$/ );
} );

test( 'a visitor who is not logged in reads the help too', async ( {
	page,
} ) => {
	await page.context().clearCookies();
	await page.goto( '/help/' );
	await expect( page.locator( '.prism-help h2#stages' ) ).toBeVisible();
	await expect( page.locator( '.prism-help h2#privacy' ) ).toBeVisible();
} );

test( 'the help page at 1280 and 390 px', async ( { page } ) => {
	await loginAs( page, 'alex' );
	await page.setViewportSize( { width: 1280, height: 900 } );
	await page.goto( '/help/' );
	await expect( page.locator( '.prism-help' ) ).toBeVisible();
	await screenshot( page, 'help-desktop' );
	await page.setViewportSize( { width: 390, height: 844 } );
	await page.goto( '/help/' );
	// Nothing wider than the phone: no sideways scrolling.
	const overflow = await page.evaluate(
		() => document.documentElement.scrollWidth - window.innerWidth
	);
	expect( overflow ).toBeLessThanOrEqual( 0 );
	await screenshot( page, 'help-phone' );
} );

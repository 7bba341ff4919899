/**
 * A member's first hour inside a WordPress theme (issue 26): the pages about one contact are not in the theme's
 * navigation and, opened bare, offer a way on; every PRISM page has one h1 with the view near the top, in a block
 * theme and a classic one; wp-login.php lands a member on the dashboard, or back on the page that asked for a login.
 */
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { loginAs, screenshot } from './helpers';
import { THEMES, installThemeSwitch, showInTheme } from './support/themes';

/** Every page PRISM makes that shows a view, by path. */
const PRISM_PAGES = [
	'/prism/',
	'/prism/contact/',
	'/prism/contact-detail/',
	'/prism/contact-detail-networking/',
	'/contact-detail-mentoring/',
	'/prism/merge/',
	'/notifications/',
	'/networking/',
	'/prism-resources/',
	'/articles/',
	'/mentoring/',
];

/** The pages about one contact. */
const CONTACT_PAGES = [
	'/prism/contact-detail/',
	'/prism/contact-detail-networking/',
	'/contact-detail-mentoring/',
];

/**
 * Waits until the page's island has replaced its loading text.
 *
 * @param page The page.
 */
async function mounted( page: Page ): Promise< void > {
	await expect( page.locator( '.prism-island__loading' ) ).toHaveCount( 0 );
	await expect( page.locator( 'h1' ).first() ).toBeVisible();
}

test.beforeAll( () => installThemeSwitch() );

for ( const theme of THEMES ) {
	test.describe( theme.name, () => {
		/**
		 * Logs alex in, then shows the site in this theme (a login starts from no cookies).
		 *
		 * @param page    The page.
		 * @param baseURL The site's address.
		 */
		const member = async ( page: Page, baseURL: string | undefined ) => {
			await loginAs( page, 'alex' );
			await showInTheme( page.context(), baseURL ?? '', theme.folder );
		};

		/**
		 * Checks the page is drawn by this theme.
		 *
		 * @param page The page.
		 */
		const inTheme = async ( page: Page ) =>
			expect(
				page.locator(
					theme.folder === 'twentytwentyone'
						? 'link#twenty-twenty-one-style-css'
						: 'body .wp-site-blocks'
				)
			).toHaveCount( 1 );

		test( 'the navigation leaves out the pages about one contact', async ( {
			page,
			baseURL,
		} ) => {
			await member( page, baseURL );
			await page.goto( '/' );
			await inTheme( page );
			const hrefs = await page
				.locator( 'a[href]' )
				.evaluateAll( ( links ) =>
					links.map(
						( a ) =>
							new URL( ( a as HTMLAnchorElement ).href ).pathname
					)
				);
			for ( const path of CONTACT_PAGES ) {
				expect( hrefs ).not.toContain( path );
			}
		} );

		test( 'every PRISM page has one h1 and its view near the top', async ( {
			page,
			baseURL,
		} ) => {
			await page.setViewportSize( { width: 1280, height: 800 } );
			await member( page, baseURL );
			for ( const path of PRISM_PAGES ) {
				await page.goto( path );
				await inTheme( page );
				await mounted( page );
				await screenshot(
					page,
					`theme-fit-${ theme.folder }-1280${ path.replace( /\//g, '-' ) }`
				);
				await expect( page.locator( 'h1' ), path ).toHaveCount( 1 );
				const top =
					( await page.locator( 'h1' ).boundingBox() )?.y ?? 0;
				// The theme's header and the admin bar above, then PRISM's heading: not under a second, larger title. (A
				// bare contact page's h1 is the title of its Choose a contact panel, under the breadcrumb and an icon.)
				expect( top, `${ path }: the h1's top` ).toBeLessThan(
					CONTACT_PAGES.includes( path ) ? 460 : 300
				);
				const island = await page
					.locator( '.prism-island' )
					.boundingBox();
				expect(
					island?.y ?? 0,
					`${ path }: the view's top`
				).toBeLessThan( 360 );
			}
		} );

		test( 'every PRISM page has one h1 on a phone', async ( {
			page,
			baseURL,
		} ) => {
			await page.setViewportSize( { width: 390, height: 844 } );
			await member( page, baseURL );
			for ( const path of PRISM_PAGES ) {
				await page.goto( path );
				await inTheme( page );
				await mounted( page );
				await expect( page.locator( 'h1' ), path ).toHaveCount( 1 );
				await screenshot(
					page,
					`theme-fit-${ theme.folder }-390${ path.replace( /\//g, '-' ) }`
				);
			}
		} );

		test( 'a bare contact page offers a way on', async ( {
			page,
			baseURL,
		} ) => {
			await member( page, baseURL );
			for ( const path of CONTACT_PAGES ) {
				await page.goto( path );
				await inTheme( page );
				const choose = page.getByTestId( 'choose-contact' );
				await expect( choose ).toBeVisible();
				await expect(
					page.getByTestId( 'contact-not-found' )
				).toHaveCount( 0 );
				await expect( page.locator( 'h1' ) ).toHaveCount( 1 );
			}
		} );
	} );
}

test( 'choosing a contact on a bare page opens that contact, and the list link leads to the list', async ( {
	page,
} ) => {
	await loginAs( page, 'alex' );
	const cases = [
		{
			path: '/prism/contact-detail/',
			opens: /\/prism\/contact-detail\/[^/]+\/(\d+)\/\?contactId=\1$/,
			shows: 'contact-detail',
			list: 'Go to your contact list',
			listPath: '/prism/contact/',
		},
		{
			path: '/prism/contact-detail-networking/',
			opens: /\/prism\/contact-detail-networking\/[^/]+\/(\d+)\/\?tab=\w+&contactId=\1$/,
			shows: 'networking-screen',
			list: 'Go to your contact list',
			listPath: '/prism/contact/',
		},
		{
			path: '/contact-detail-mentoring/',
			opens: /\/contact-detail-mentoring\/[^/]+\/\d+\/$/,
			shows: 'mentoring-detail',
			list: 'Go to your mentoring',
			listPath: '/mentoring/',
		},
	];
	for ( const c of cases ) {
		await page.goto( c.path );
		const search = page.getByTestId( 'choose-contact-search' );
		await search.click();
		await search.fill( 'a' );
		const option = page.getByRole( 'option' ).first();
		await expect( option ).toBeVisible();
		const name =
			( await option.locator( 'span' ).first().textContent() ) ?? '';
		await option.click();
		await page.waitForURL( c.opens );
		await expect( page.getByTestId( c.shows ) ).toBeVisible();
		await expect( page.getByTestId( 'choose-contact' ) ).toHaveCount( 0 );
		if ( c.shows !== 'mentoring-detail' ) {
			await expect(
				page
					.getByRole( 'heading', {
						level: c.shows === 'contact-detail' ? 1 : 2,
						name,
					} )
					.first()
			).toBeVisible();
		}

		await page.goto( c.path );
		await page.getByRole( 'link', { name: c.list } ).click();
		await page.waitForURL( ( url ) => url.pathname === c.listPath );
	}
} );

test( 'a search that finds nobody says so, with what was typed', async ( {
	page,
} ) => {
	await loginAs( page, 'alex' );
	await page.goto( '/prism/contact-detail/' );
	const search = page.getByTestId( 'choose-contact-search' );
	await search.click();
	await search.fill( 'Zz <b>&amp; 100%' );
	await expect(
		page.getByText( 'No contact matches “Zz <b>&amp; 100%”.' )
	).toBeVisible();
	await expect( search ).toHaveValue( 'Zz <b>&amp; 100%' );
} );

test( 'the bare contact page is accessible', async ( { page } ) => {
	await loginAs( page, 'alex' );
	for ( const width of [ 1280, 390 ] ) {
		await page.setViewportSize( {
			width,
			height: width > 400 ? 800 : 844,
		} );
		await page.goto( '/prism/contact-detail/' );
		await expect( page.getByTestId( 'choose-contact' ) ).toBeVisible();
		const results = await new AxeBuilder( { page } )
			.withTags( [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ] )
			.include( '.prism-island' )
			.analyze();
		const blocking = results.violations.filter(
			( v ) => v.impact === 'serious' || v.impact === 'critical'
		);
		expect(
			blocking.map( ( v ) => `${ v.id }: ${ v.help }` ),
			`at ${ width }`
		).toEqual( [] );
	}
} );

test.describe( 'logging in at wp-login.php', () => {
	test( 'a member lands on the PRISM dashboard', async ( { page } ) => {
		await loginAs( page, 'alex' );
		await expect( page ).toHaveURL( /\/prism\/$/ );
		await expect( page.getByTestId( 'welcome' ) ).toBeVisible();
	} );

	test( 'an admin still lands in wp-admin', async ( { page } ) => {
		await loginAs( page, 'admin' );
		await expect( page ).toHaveURL( /\/wp-admin\/$/ );
	} );

	test( 'a member asked to log in on a PRISM page comes back to it', async ( {
		page,
	} ) => {
		await page.context().clearCookies();
		await page.goto( '/prism/contact/?q=Morgan' );
		await page.locator( '.prism-login-prompt a' ).click();
		await page.waitForURL( /wp-login\.php/ );
		await page.fill( '#user_login', 'alex' );
		await page.fill( '#user_pass', 'password' );
		await expect( page.locator( '#user_login' ) ).toHaveValue( 'alex' );
		await page.click( '#wp-submit' );
		await page.waitForURL( ( url ) => url.pathname === '/prism/contact/' );
		expect( new URL( page.url() ).searchParams.get( 'q' ) ).toBe(
			'Morgan'
		);
		await mounted( page );
	} );
} );

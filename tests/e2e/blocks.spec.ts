/**
 * PRISM's blocks, as a site builder uses them: a page made with one PRISM block (created as an admin through the REST
 * API, wp/v2/pages with block markup) shows the island to a member, with the page's script, and the login prompt to
 * a visitor; in the block editor (a new page) the inserter lists the PRISM blocks under their category, and an
 * inserted block shows its placeholder (the view's name, what it shows, who sees it) and is saved as the block's
 * comment. Screenshots of the inserter and the placeholder at 1280 px. Runs on WordPress 6.5 and 6.1 alike.
 */
import { test, expect, type FrameLocator, type Page } from '@playwright/test';
import { islandProps, loginAs, restCall, screenshot } from './helpers';

const stamp = Date.now().toString( 36 );

/**
 * The WordPress version of the site under test, from the generator tag of its front page.
 *
 * @param page The page.
 */
async function wordpressVersion( page: Page ): Promise< string > {
	const html = await ( await page.request.get( '/' ) ).text();
	return html.match( /content="WordPress ([\d.]+)"/ )?.[ 1 ] ?? 'unknown';
}

/**
 * Creates a published page as the admin through the REST API, and answers its id and address.
 *
 * @param page    The page (logged in as admin).
 * @param title   Page title.
 * @param content Block markup.
 */
async function createPage(
	page: Page,
	title: string,
	content: string
): Promise< { id: number; link: string } > {
	await page.goto( '/prism/' );
	const { nonce } = await islandProps< { nonce: string } >( page );
	return restCall< { id: number; link: string } >(
		page,
		nonce,
		'POST',
		'wp/v2/pages',
		{ title, content, status: 'publish', slug: `prism-block-${ stamp }` }
	);
}

/**
 * Deletes a page as the admin through the REST API.
 *
 * @param page The page (logged in as admin).
 * @param id   Page id.
 */
async function deletePage( page: Page, id: number ): Promise< void > {
	await page.goto( '/prism/' );
	const { nonce } = await islandProps< { nonce: string } >( page );
	await restCall( page, nonce, 'DELETE', `wp/v2/pages/${ id }?force=true` );
}

/**
 * Where the editor shows the post: the editor's iframe when it has one (WordPress 6.3 and later with blocks of API
 * version 3 only), else the admin page itself.
 *
 * @param page The editor's page.
 */
async function editorCanvas( page: Page ): Promise< Page | FrameLocator > {
	return ( await page.locator( 'iframe[name="editor-canvas"]' ).count() ) > 0
		? page.frameLocator( 'iframe[name="editor-canvas"]' )
		: page;
}

/**
 * A block in the inserter's list, by its title (its accessible name starts with the icon's glyph).
 *
 * @param page  The editor's page.
 * @param title Block title.
 */
function blockOption( page: Page, title: string ) {
	return page
		.getByRole( 'listbox', { name: 'Blocks' } )
		.getByRole( 'option', { name: new RegExp( `^\\W*${ title }$` ) } );
}

test( 'a page made with one PRISM block shows the island to a member and the login prompt to a visitor', async ( {
	page,
} ) => {
	await loginAs( page, 'admin' );
	const made = await createPage(
		page,
		`Contacts block ${ stamp }`,
		'<!-- wp:paragraph -->\n<p>My network</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:prism/contacts /-->'
	);
	try {
		await loginAs( page, 'alex' );
		await page.goto( made.link );
		// The island itself, mounted by the contacts page's own script: the list's search box and a demo contact.
		const island = page.locator(
			'.prism-island[data-prism-page="contacts"]'
		);
		await expect( island ).toHaveCount( 1 );
		await expect(
			page.getByPlaceholder(
				'SEARCH: Name, Email, Company, Phone, Notes'
			)
		).toBeVisible();
		await expect(
			page.locator( 'script[src*="/build/contacts.js"]' )
		).toHaveCount( 1 );
		const props = await islandProps< { wordpressId: number } >( page );
		expect( props.wordpressId ).toBeGreaterThan( 0 );
		await expect( page.getByText( 'My network' ) ).toBeVisible();
		await screenshot( page, 'blocks-contacts-page-1280' );

		// A visitor gets the same login prompt as on the shortcode's page, leading back here.
		await page.context().clearCookies();
		await page.goto( made.link );
		await expect( island ).toHaveCount( 0 );
		await expect(
			page.getByText(
				'PRISM is for members of this site. Log in to see your network.'
			)
		).toBeVisible();
		const login = page.getByRole( 'link', { name: 'Log in', exact: true } );
		const href = new URL( ( await login.getAttribute( 'href' ) ) ?? '' );
		expect( href.pathname ).toMatch( /\/wp-login\.php$/ );
		expect(
			new URL( href.searchParams.get( 'redirect_to' ) ?? '' ).pathname
		).toBe( new URL( made.link ).pathname );
		await expect(
			page.locator( 'script[src*="/build/contacts.js"]' )
		).toHaveCount( 0 );
	} finally {
		await loginAs( page, 'admin' );
		await deletePage( page, made.id );
	}
} );

test( 'the block editor: the inserter lists the PRISM blocks, and an inserted block shows its placeholder', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 1280, height: 900 } );
	await loginAs( page, 'admin' );
	const version = await wordpressVersion( page );
	await page.goto( '/wp-admin/post-new.php?post_type=page' );
	// The editor is ready once its store has a post to edit.
	await page.waitForFunction(
		() =>
			!! ( window as unknown as { wp?: { data?: unknown } } ).wp?.data &&
			!! document.querySelector(
				'.edit-post-layout, .editor-editor-interface'
			)
	);
	// The first visit's welcome guide (and 6.5's page-pattern chooser) closes like any dialog.
	const guide = page.getByRole( 'dialog' );
	if ( await guide.isVisible().catch( () => false ) ) {
		await page.keyboard.press( 'Escape' );
		await expect( guide ).toBeHidden();
	}

	const inserterToggle = page
		.getByRole( 'button', {
			name: /^(Toggle block inserter|Block Inserter)$/,
		} )
		.first();
	await inserterToggle.click();
	// Browsing, the blocks stand under their own category, PRISM.
	const category = page
		.locator( '.block-editor-inserter__panel-title' )
		.filter( { hasText: /^PRISM$/ } );
	await category.scrollIntoViewIfNeeded();
	await expect( category ).toBeVisible();
	await expect(
		page
			.locator( '.block-editor-inserter__panel-header' )
			.filter( { has: category } )
			.locator( '+ .block-editor-inserter__panel-content' )
			.getByRole( 'option' )
	).toHaveCount( 11 );
	await screenshot( page, `blocks-editor-category-wp${ version }-1280` );

	const search = page.getByRole( 'searchbox', {
		name: /Search for blocks and patterns|Search/,
	} );
	await expect( search ).toBeVisible();
	await search.fill( 'PRISM' );
	// Every island's block, by its title from block.json.
	const titles = [
		'PRISM Dashboard',
		'PRISM Contact List',
		'PRISM Contact Detail',
		'PRISM Contact Networking',
		'PRISM Contact Mentoring',
		'PRISM Mentoring',
		'PRISM Networking Series',
		'PRISM Saved Articles',
		'PRISM Merge Duplicates',
		'PRISM Resources',
		'PRISM Notifications',
	];
	for ( const title of titles ) {
		await expect( blockOption( page, title ) ).toBeVisible();
	}
	await screenshot( page, `blocks-editor-inserter-wp${ version }-1280` );

	await blockOption( page, 'PRISM Contact List' ).click();
	// Only one of each view fits a page: the inserted block is no longer offered.
	await expect( blockOption( page, 'PRISM Contact List' ) ).toBeDisabled();
	await inserterToggle.click();
	await expect( search ).toBeHidden();
	const canvas = await editorCanvas( page );
	const placeholder = canvas.locator( '.prism-block-placeholder' );
	await expect( placeholder ).toBeVisible();
	await expect( placeholder ).toContainText( 'PRISM Contact List' );
	await expect( placeholder ).toContainText(
		"A member's contacts: search, filters and categories"
	);
	await expect( placeholder ).toContainText(
		'Shown to logged-in members on the published page. Visitors who are not logged in are asked to log in.'
	);
	await page.mouse.move( 1200, 800 );
	await screenshot( page, `blocks-editor-placeholder-wp${ version }-1280` );

	// Saved as the block's comment only: the page renders it on the server.
	const content = await page.evaluate( () =>
		(
			window as unknown as {
				wp: {
					data: {
						select: ( store: string ) => {
							getEditedPostContent: () => string;
						};
					};
				};
			}
		 ).wp.data
			.select( 'core/editor' )
			.getEditedPostContent()
	);
	expect( content.trim() ).toBe( '<!-- wp:prism/contacts /-->' );
} );

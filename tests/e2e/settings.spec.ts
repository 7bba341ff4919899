/**
 * Settings › PRISM as a site admin uses it, and what each setting does for a member:
 * - the screen at 1280 and 390 px (status box, every section, labels tied to their fields, nothing wider than the
 *   phone), photographed;
 * - a page re-chosen for the contact list and for the contact detail view: the member's links lead there, and a
 *   contact opens at its pretty address below the new page; a page without the view's shortcode is warned about;
 * - calendar feeds switched off: the member's Notifications page says so, and the old feed address answers
 *   WordPress's "no route" 404; switched on again, it works again;
 * - the phone country, the hour of the daily email, who edits the series: saved and shown;
 * - 'Run background jobs now': back on the screen with what it did.
 * Everything is put back at the end (PRISM's own pages, feeds on, the defaults).
 */
import { test, expect, type Page } from '@playwright/test';
import { islandProps, loginAs, restCall, screenshot } from './helpers';

const SETTINGS = '/wp-admin/options-general.php?page=prism';
const stamp = Date.now().toString( 36 );

interface Links {
	contacts: string;
	contactDetail: string;
	notifications: string;
}

/**
 * Opens the settings screen.
 *
 * @param page The page (logged in as admin).
 */
async function openSettings( page: Page ): Promise< void > {
	await page.goto( SETTINGS );
	await expect(
		page.getByRole( 'heading', { name: 'PRISM', level: 1 } )
	).toBeVisible();
}

/**
 * Saves the settings form and waits for the screen it comes back to.
 *
 * @param page The page.
 */
async function saveSettings( page: Page ): Promise< void > {
	await Promise.all( [
		page.waitForURL( /settings-updated=true/ ),
		page.getByRole( 'button', { name: 'Save Changes' } ).click(),
	] );
}

/**
 * The REST nonce of the logged-in user, from a PRISM page's props.
 *
 * @param page The page.
 */
async function restNonce( page: Page ): Promise< string > {
	await page.goto( '/prism/' );
	return ( await islandProps< { nonce: string } >( page ) ).nonce;
}

/**
 * Puts every setting back as a new site has it.
 *
 * @param page The page (logged in as admin).
 */
async function resetSettings( page: Page ): Promise< void > {
	await openSettings( page );
	const pages = page.locator( 'select[name^="prism_view_pages["]' );
	for ( let i = 0; i < ( await pages.count() ); i++ ) {
		await pages.nth( i ).selectOption( '0' );
	}
	await page.getByLabel( 'Country of national numbers' ).selectOption( '' );
	await page
		.getByLabel( 'Daily reminder email goes out at' )
		.selectOption( '7' );
	await page.getByLabel( 'New members get the daily reminder email' ).check();
	await page
		.getByLabel(
			'Members may subscribe to a private calendar feed of their events and follow-ups'
		)
		.check();
	await page.getByLabel( 'Administrators only' ).check();
	await saveSettings( page );
}

test.describe.configure( { mode: 'serial' } );

test.afterAll( async ( { browser } ) => {
	const page = await browser.newPage();
	await loginAs( page, 'admin' );
	await resetSettings( page );
	await page.close();
} );

test( 'the screen at 1280 and 390 px', async ( { page } ) => {
	await page.setViewportSize( { width: 1280, height: 900 } );
	await loginAs( page, 'admin' );
	await openSettings( page );

	const status = page.locator( '#prism-status' );
	await expect(
		status.getByRole( 'heading', { name: 'Status' } )
	).toBeVisible();
	await expect( status.locator( '[data-prism-status="jobs"]' ) ).toHaveText(
		/^\s*\d+ queued, \d+ running, \d+ failed\s*$/
	);
	await expect( status.locator( '[data-prism-status="db"]' ) ).toContainText(
		'(up to date)'
	);
	await expect(
		status.locator( '[data-prism-status="pages"]' )
	).toContainText( '(up to date)' );
	await expect(
		status.getByRole( 'button', { name: 'Run background jobs now' } )
	).toBeVisible();
	for ( const section of [
		'Pages',
		'Phone numbers',
		'Reminders',
		'Networking and mentoring series',
		'iCloud import',
		'Uninstalling',
	] ) {
		await expect(
			page.getByRole( 'heading', { name: section, exact: true } )
		).toBeVisible();
	}
	// Fields are reached by their labels; the current page of each view is selected.
	await expect( page.getByLabel( 'Contact list' ) ).toHaveValue(
		/^[1-9]\d*$/
	);
	await expect(
		page.getByLabel( 'Contact list' ).locator( 'option:checked' )
	).toHaveText( /Contacts/ );
	await expect(
		page.getByLabel( 'Country of national numbers' )
	).toBeVisible();
	await expect(
		page.getByRole( 'group', { name: 'Who may edit the series' } )
	).toBeVisible();
	await screenshot( page, 'settings-1280' );

	await page.setViewportSize( { width: 390, height: 844 } );
	await openSettings( page );
	const overflow = await page.evaluate(
		() => document.documentElement.scrollWidth - window.innerWidth
	);
	expect( overflow ).toBeLessThanOrEqual( 0 );
	const select = await page.getByLabel( 'Contact list' ).boundingBox();
	expect( select ).not.toBeNull();
	expect( ( select?.x ?? 0 ) + ( select?.width ?? 0 ) ).toBeLessThanOrEqual(
		390
	);
	await screenshot( page, 'settings-390' );
} );

test( 're-chosen pages: links and pretty contact addresses follow', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 1280, height: 900 } );
	await loginAs( page, 'admin' );
	const nonce = await restNonce( page );
	const made: number[] = [];
	const create = async ( title: string, content: string, slug: string ) => {
		const created = await restCall< { id: number; link: string } >(
			page,
			nonce,
			'POST',
			'wp/v2/pages',
			{ title, content, status: 'publish', slug }
		);
		made.push( created.id );
		return created;
	};
	const people = await create(
		`Our people ${ stamp }`,
		'<!-- wp:shortcode -->\n[prism_contacts]\n<!-- /wp:shortcode -->',
		`our-people-${ stamp }`
	);
	const card = await create(
		`Person ${ stamp }`,
		'<!-- wp:shortcode -->\n[prism_contact_detail]\n<!-- /wp:shortcode -->',
		`person-${ stamp }`
	);
	const plain = await create(
		`Plain ${ stamp }`,
		'<!-- wp:paragraph --><p>No PRISM here.</p><!-- /wp:paragraph -->',
		`plain-${ stamp }`
	);

	try {
		await openSettings( page );
		await page
			.getByLabel( 'Contact list' )
			.selectOption( String( people.id ) );
		await page
			.getByLabel( 'Contact detail' )
			.selectOption( String( card.id ) );
		await page
			.getByLabel( 'Saved articles' )
			.selectOption( String( plain.id ) );
		await saveSettings( page );
		await expect(
			page.locator( '#setting-error-prism_view_pages_articles' )
		).toContainText(
			`the page “Plain ${ stamp }” does not hold [prism_articles]`
		);
		await expect( page.getByLabel( 'Contact list' ) ).toHaveValue(
			String( people.id )
		);
		await expect(
			page.locator( '.prism-settings__warning', {
				hasText: 'does not hold [prism_articles]',
			} )
		).toBeVisible();

		// The member's pages link to the chosen pages.
		await loginAs( page, 'alex' );
		await page.goto( '/prism/' );
		const { links } = await islandProps< { links: Links } >( page );
		expect( links.contacts ).toBe( people.link );
		expect( links.contactDetail ).toBe( card.link );
		await page.goto( links.contacts );
		await expect(
			page.locator( '.prism-island[data-prism-page="contacts"]' )
		).toBeVisible();
		// A contact opens at its pretty address below the chosen page.
		const contact = page
			.locator( `tbody a[href*="/person-${ stamp }/"]` )
			.first();
		await expect( contact ).toBeVisible();
		await contact.click();
		await page.waitForURL( new RegExp( `/person-${ stamp }/[^/]+/\\d+/` ) );
		const detailUrl = new URL( page.url() );
		await expect(
			page.locator( '.prism-island[data-prism-page="contact-detail"]' )
		).toBeVisible();
		// Without ?contactId, the rewrite rule alone finds the contact.
		await page.goto( detailUrl.pathname );
		const { contactId } = await islandProps< { contactId: number } >(
			page,
			'contact-detail'
		);
		expect( String( contactId ) ).toBe(
			detailUrl.pathname.split( '/' ).filter( Boolean ).pop()
		);
		await screenshot( page, 'settings-rechosen-contact-detail-1280' );
	} finally {
		await loginAs( page, 'admin' );
		await resetSettings( page );
		const cleanup = await restNonce( page );
		for ( const id of made ) {
			await restCall(
				page,
				cleanup,
				'DELETE',
				`wp/v2/pages/${ id }?force=true`
			);
		}
	}
} );

test( 'calendar feeds switched off for the site', async ( {
	page,
	request,
} ) => {
	await page.setViewportSize( { width: 1280, height: 900 } );
	await loginAs( page, 'alex' );
	await page.goto( '/notifications/' );
	const field = page.getByLabel( 'Private feed URL' );
	await expect( field ).toHaveValue( /\.ics$/ );
	const url = await field.inputValue();
	expect( ( await request.get( url ) ).status() ).toBe( 200 );
	const wrong = await request.get(
		url.replace( /[A-Za-z0-9_-]{43}\.ics$/, `${ 'A'.repeat( 43 ) }.ics` )
	);

	await loginAs( page, 'admin' );
	await openSettings( page );
	await page
		.getByLabel(
			'Members may subscribe to a private calendar feed of their events and follow-ups'
		)
		.uncheck();
	await saveSettings( page );
	await expect( page.getByText( 'Settings saved.' ) ).toBeVisible();

	const off = await request.get( url );
	expect( off.status() ).toBe( 404 );
	expect( await off.text() ).toBe( await wrong.text() );
	expect( ( await off.json() ).code ).toBe( 'rest_no_route' );

	await loginAs( page, 'alex' );
	await page.goto( '/notifications/' );
	await expect( page.getByTestId( 'feed-off' ) ).toHaveText(
		/This site has turned calendar feeds off/
	);
	await expect( page.getByLabel( 'Private feed URL' ) ).toHaveCount( 0 );
	await expect(
		page.getByRole( 'button', { name: 'Make a new URL' } )
	).toHaveCount( 0 );
	await screenshot( page, 'settings-feed-off-notifications-1280' );
	await page.setViewportSize( { width: 390, height: 844 } );
	await page.getByTestId( 'feed-off' ).scrollIntoViewIfNeeded();
	await screenshot( page, 'settings-feed-off-notifications-390' );

	await loginAs( page, 'admin' );
	await openSettings( page );
	await page
		.getByLabel(
			'Members may subscribe to a private calendar feed of their events and follow-ups'
		)
		.check();
	await saveSettings( page );
	expect( ( await request.get( url ) ).status() ).toBe( 200 );
} );

test( 'the phone country, the email hour and the series editors are saved; a refused hour keeps the earlier one', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 1280, height: 900 } );
	await loginAs( page, 'admin' );
	await openSettings( page );
	await page.getByLabel( 'Country of national numbers' ).selectOption( 'GB' );
	await page
		.getByLabel( 'Daily reminder email goes out at' )
		.selectOption( '23' );
	await page.getByLabel( 'Administrators and editors' ).check();
	await page
		.getByLabel( 'New members get the daily reminder email' )
		.uncheck();
	await saveSettings( page );
	await expect( page.getByText( 'Settings saved.' ) ).toBeVisible();
	await expect(
		page.getByLabel( 'Country of national numbers' )
	).toHaveValue( 'GB' );
	await expect(
		page
			.getByLabel( 'Country of national numbers' )
			.locator( 'option:checked' )
	).toHaveText( /United Kingdom \(GB\)/ );
	await expect(
		page.getByLabel( 'Daily reminder email goes out at' )
	).toHaveValue( '23' );
	await expect(
		page.getByLabel( 'Administrators and editors' )
	).toBeChecked();
	await expect(
		page.getByLabel( 'New members get the daily reminder email' )
	).not.toBeChecked();
	// The event moved to 23:00 (or runs now, in a run of this test after 23:00).
	await expect(
		page.locator( '[data-prism-status="next-digest"]' )
	).toContainText( /11:00 pm|23:00|due now/ );

	// The member's Notifications page says the new hour.
	await loginAs( page, 'alex' );
	await page.goto( '/notifications/' );
	const { nonce, wordpressId } = await islandProps< {
		nonce: string;
		wordpressId: number;
	} >( page, 'notifications' );
	const email = await restCall< { hour: number } >(
		page,
		nonce,
		'GET',
		`prism/v1/reminder-email/${ wordpressId }`
	);
	expect( email.hour ).toBe( 23 );

	// A forged hour is refused and the earlier one kept.
	await loginAs( page, 'admin' );
	await openSettings( page );
	await page
		.getByLabel( 'Daily reminder email goes out at' )
		.evaluate( ( select: HTMLSelectElement ) => {
			const option = document.createElement( 'option' );
			option.value = '25';
			option.textContent = '25:00';
			select.append( option );
			select.value = '25';
		} );
	await saveSettings( page );
	await expect(
		page.getByText( 'The hour of the daily email must be a whole hour' )
	).toBeVisible();
	await expect(
		page.getByLabel( 'Daily reminder email goes out at' )
	).toHaveValue( '23' );
	await resetSettings( page );
} );

test( 'run background jobs now', async ( { page } ) => {
	await page.setViewportSize( { width: 390, height: 844 } );
	await loginAs( page, 'admin' );
	await openSettings( page );
	await Promise.all( [
		page.waitForURL( /options-general\.php\?page=prism#prism-status/ ),
		page.getByRole( 'button', { name: 'Run background jobs now' } ).click(),
	] );
	await expect( page.locator( '#prism-status [role="status"]' ) ).toHaveText(
		/^(Background jobs run: .+\.|No background job was due, so there was nothing to run\.)$/
	);
	await screenshot( page, 'settings-run-now-390' );
	await page.reload();
	await expect( page.locator( '#prism-status [role="status"]' ) ).toHaveCount(
		0
	);
} );

/**
 * The plugin installed from prism.zip (bin/test-zip.sh), as a site admin and a member meet it. PRISM_ZIP_PHASE:
 * `keep` opens every PRISM page as a member (each shows its view, with no error in the browser console), then the
 * admin deactivates and deletes PRISM from the Plugins screen; `remove` deletes it again once reinstalled (the
 * data-removal option is on by then); `upload` installs the zip (PRISM_ZIP_FILE) through Plugins > Add New > Upload
 * Plugin and activates it, as a site admin does by hand. What is left is checked by tests/zip/check-state.php.
 */
import { test, expect, type Page } from '@playwright/test';
import { islandProps, loginAs, restCall, screenshot } from '../e2e/helpers';

const phase = process.env.PRISM_ZIP_PHASE ?? 'keep';

/**
 * Deactivates PRISM on the Plugins screen and deletes it, accepting WordPress's confirmation.
 *
 * @param page The page, logged in as the administrator.
 */
async function deactivateAndDelete( page: Page ): Promise< void > {
	page.on( 'dialog', ( dialog ) => dialog.accept() );
	await page.goto( '/wp-admin/plugins.php' );
	const row = page.locator( 'tr[data-plugin="prism/prism-plugin.php"]' );
	await expect( row ).toBeVisible();
	await row.getByRole( 'link', { name: /^Deactivate/ } ).click();
	await expect( page.getByText( 'Plugin deactivated.' ) ).toBeVisible();
	await page
		.locator( 'tr[data-plugin="prism/prism-plugin.php"]' )
		.getByRole( 'link', { name: /^Delete/ } )
		.click();
	// WordPress deletes in place (Ajax) or, for a plugin that brings its own uninstall step, may first ask on a page.
	const confirm = page.getByRole( 'button', {
		name: 'Yes, delete these files and data',
	} );
	const done = page.getByText(
		/PRISM was successfully deleted|The selected plugin has been deleted/
	);
	await expect( confirm.or( done ).first() ).toBeVisible( {
		timeout: 30_000,
	} );
	if ( await confirm.isVisible() ) {
		await confirm.click();
	}
	await expect( done.first() ).toBeVisible( { timeout: 30_000 } );
}

test( `prism.zip: ${ phase }`, async ( { page } ) => {
	test.setTimeout( 180_000 );
	if ( phase === 'upload' ) {
		// As a site admin installs it: Plugins > Add New > Upload Plugin, Install Now, Activate Plugin.
		const zip = process.env.PRISM_ZIP_FILE;
		expect( zip, 'PRISM_ZIP_FILE names the zip' ).toBeTruthy();
		await loginAs( page, 'admin' );
		await page.goto( '/wp-admin/plugin-install.php?tab=upload' );
		await page.locator( '#pluginzip' ).setInputFiles( zip as string );
		await page.getByRole( 'button', { name: 'Install Now' } ).click();
		await expect(
			page.getByText( 'Plugin installed successfully.' )
		).toBeVisible( { timeout: 60_000 } );
		await page.getByRole( 'link', { name: 'Activate Plugin' } ).click();
		await expect( page.getByText( /Plugin activated\./ ) ).toBeVisible();
		await expect(
			page.locator( 'tr[data-plugin="prism/prism-plugin.php"].active' )
		).toHaveCount( 1 );
		await screenshot( page, 'zip-uploaded' );
		// The row leads to Settings › PRISM.
		await page
			.locator( 'tr[data-plugin="prism/prism-plugin.php"]' )
			.getByRole( 'link', { name: 'Settings' } )
			.click();
		await expect(
			page.getByRole( 'heading', { level: 1, name: /PRISM/ } )
		).toBeVisible();
		return;
	}
	if ( phase === 'keep' ) {
		const problems: string[] = [];
		page.on( 'console', ( message ) => {
			if ( message.type() === 'error' ) {
				problems.push( `${ page.url() }: ${ message.text() }` );
			}
		} );
		page.on( 'pageerror', ( error ) =>
			problems.push( `${ page.url() }: ${ error.message }` )
		);
		await loginAs( page, 'alex' );
		await page.goto( '/prism/' );
		const props = await islandProps< {
			wordpressId: number;
			nonce: string;
		} >( page );
		const [ contact ] = await restCall< Array< { id: number } > >(
			page,
			props.nonce,
			'GET',
			`prism/v1/contact-list/${ props.wordpressId }?per_page=1`
		);
		const id = contact.id;
		const pages = [
			'/prism/',
			'/prism/contact/',
			`/prism/contact-detail/contact/${ id }/?contactId=${ id }`,
			`/prism/contact-detail-networking/contact/${ id }/?contactId=${ id }`,
			`/prism/contact-detail-mentoring/${ id }?contactId=${ id }`,
			`/contact-detail-mentoring/contact/${ id }/`,
			'/prism/merge/',
			'/notifications/',
			'/networking/',
			'/prism-resources/',
			'/articles/',
			'/mentoring/',
			'/help/',
			'/google-authentication/',
		];
		for ( const url of pages ) {
			const response = await page.goto( url );
			expect( response?.status(), url ).toBe( 200 );
			if ( url.startsWith( '/help/' ) || url.startsWith( '/google' ) ) {
				await expect( page.locator( 'main' ) ).toContainText( /PRISM/ );
				continue;
			}
			const island = page.locator( '.prism-island' ).first();
			await expect( island, url ).toBeVisible();
			// The view rendered into its island (a heading of its own), not the login prompt or an empty mount.
			await expect(
				island.locator( 'h1, h2, h3' ).first(),
				url
			).toBeVisible( {
				timeout: 15_000,
			} );
			await expect( page.getByText( /coming soon/i ) ).toHaveCount( 0 );
		}
		await screenshot( page, 'zip-mentoring' );
		expect( problems, 'no error in the browser console' ).toEqual( [] );
	}
	await loginAs( page, 'admin' );
	await deactivateAndDelete( page );
} );

/**
 * Import and export in the browser, as a member does them: the Import dialog's tabs and their checks, a Google
 * CSV posted through the dialog, the progress view following it to the end, the imported contacts found with their
 * categories and source, a bad file refused with the server's reason in the reopened dialog, and an export
 * downloaded. The progress view's states are also shown from answers the test gives (a running import of 30,000
 * rows, a failed one), for the screenshots at 1280 and 390 px. Every contact and category the test makes carries a
 * token unique to the run and is removed afterwards.
 */
import fs from 'fs';
import path from 'path';
import { test, expect, type Page, type Route } from '@playwright/test';
import {
	SCREENSHOT_DIR,
	deleteContacts,
	islandProps,
	loginAs,
	restCall,
	screenshot,
} from './helpers';

const LIST = '/prism/contact/';
const RUN = `Ix${ Date.now().toString( 36 ) }`;
const run = RUN.toLowerCase();

interface Props {
	wordpressId: number;
	nonce: string;
	importMaxBytes: number;
	links: { googleAuthentication: string };
}

/** The Google CSV fixture with this run's token in its names, emails and labels. */
function googleCsv(): Buffer {
	const text = fs
		.readFileSync(
			path.join( __dirname, 'fixtures/google-contacts-e2e.csv' ),
			'utf8'
		)
		.replaceAll( '{{RUN}}', RUN )
		.replaceAll( '{{run}}', run );
	return Buffer.from( text, 'utf8' );
}

/** A PNG image (1×1 pixel) saved as .csv: what a member uploads by mistake. */
const PNG = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
	'base64'
);

/**
 * Saves what the screen shows (a dialog covers the screen, not the page), and, with `scrolled`, the same after
 * scrolling the open dialog's content to its end.
 *
 * @param page     The page.
 * @param name     File name.
 * @param scrolled Also the dialog's end.
 */
async function view( page: Page, name: string, scrolled = false ) {
	fs.mkdirSync( SCREENSHOT_DIR, { recursive: true } );
	// Once every dialog has faded in.
	await page.waitForFunction( () =>
		Array.from( document.querySelectorAll( '.MuiDialog-container' ) ).every(
			( element ) => getComputedStyle( element ).opacity === '1'
		)
	);
	await page.screenshot( {
		path: path.join( SCREENSHOT_DIR, `${ name }.png` ),
	} );
	if ( scrolled ) {
		await page
			.locator( '.MuiDialogContent-root' )
			.evaluate( ( element ) =>
				element.scrollTo( 0, element.scrollHeight )
			);
		await page.screenshot( {
			path: path.join( SCREENSHOT_DIR, `${ name }-end.png` ),
		} );
		await page
			.locator( '.MuiDialogContent-root' )
			.evaluate( ( element ) => element.scrollTo( 0, 0 ) );
	}
}

async function openList( page: Page ): Promise< Props > {
	await page.goto( LIST );
	await expect( page.getByTestId( 'contacts-page' ) ).toBeVisible();
	return islandProps< Props >( page, 'contacts' );
}

async function openImport( page: Page ) {
	await page
		.getByRole( 'button', { name: 'Import Contacts' } )
		.first()
		.click();
	const dialog = page.getByRole( 'dialog', { name: 'Import Contacts' } );
	await expect( dialog ).toBeVisible();
	return dialog;
}

/**
 * This run's contacts (by the token), for the clean-up.
 *
 * @param page  The page.
 * @param props Page props.
 */
async function runContactIds( page: Page, props: Props ): Promise< number[] > {
	const found = await restCall< Array< { id: number } > >(
		page,
		props.nonce,
		'GET',
		`prism/v1/contact-list/${ props.wordpressId }?q=${ RUN }&per_page=100`
	);
	return found.map( ( c ) => c.id );
}

test.afterAll( async ( { browser } ) => {
	const page = await browser.newPage();
	await loginAs( page, 'alex' );
	const props = await openList( page );
	const ids = await runContactIds( page, props );
	if ( ids.length ) {
		await deleteContacts( page, ids );
	}
	const categories = await restCall< Array< { id: number; name: string } > >(
		page,
		props.nonce,
		'GET',
		`prism/v1/categories/${ props.wordpressId }`
	);
	for ( const category of categories.filter( ( c ) =>
		c.name.includes( RUN )
	) ) {
		await restCall(
			page,
			props.nonce,
			'DELETE',
			'prism/v1/delete-category',
			{
				id: category.id,
				wordpressId: props.wordpressId,
			}
		);
	}
	await page.close();
} );

test( 'the dialog’s tabs check what they send before posting', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 1280, height: 800 } );
	await loginAs( page, 'alex' );
	await openList( page );
	const dialog = await openImport( page );

	// Google: explains the export, links to the longer help, and wants a file.
	await expect(
		dialog.getByRole( 'tab', { name: 'Google' } )
	).toHaveAttribute( 'aria-selected', 'true' );
	await expect(
		dialog.getByRole( 'link', {
			name: 'More help with exporting from Google',
		} )
	).toHaveAttribute( 'href', /\/google-authentication\/?$/ );
	await expect(
		dialog.getByRole( 'radio', { name: /Update it/ } )
	).toBeChecked();
	await dialog.getByTestId( 'import-submit' ).click();
	await expect( dialog.getByTestId( 'import-file-error' ) ).toHaveText(
		'Choose the file to import.'
	);
	await expect( page ).toHaveURL( /\/prism\/contact\/$/ );
	// An empty file is refused at once, with its size.
	await dialog.getByLabel( 'Your Google Contacts file' ).setInputFiles( {
		name: 'contacts.csv',
		mimeType: 'text/csv',
		buffer: Buffer.alloc( 0 ),
	} );
	await expect( dialog.getByTestId( 'import-file-error' ) ).toContainText(
		'This file is empty (0 bytes)'
	);
	await view( page, 'import-dialog-google-desktop', true );

	// iCloud: the account needs an Apple ID and an app-specific password.
	await dialog.getByRole( 'tab', { name: 'iCloud' } ).click();
	const icloud = dialog.locator( '#prism-import-panel-icloud' );
	await expect( icloud.getByText( /App-Specific Passwords/ ) ).toBeVisible();
	await dialog.getByTestId( 'import-submit' ).click();
	await expect(
		dialog.getByText( 'Enter the email address of your Apple ID.' )
	).toBeVisible();
	await expect(
		dialog.getByText( 'Enter the app-specific password.' )
	).toBeVisible();
	await expect( dialog.getByLabel( 'Apple ID (email)' ) ).toBeFocused();
	await expect(
		dialog.getByLabel( 'App-specific password', { exact: true } )
	).toHaveAttribute( 'type', 'password' );
	await view( page, 'import-dialog-icloud-desktop', true );
	await dialog.getByTestId( 'icloud-way-file' ).click();
	await expect(
		dialog.getByLabel( 'Your iCloud vCard file' )
	).toBeAttached();
	await expect( icloud.getByText( /Export vCard/ ) ).toBeVisible();
	await view( page, 'import-dialog-icloud-file-desktop' );

	// Upload CSV: the file type, where each comes from; the file's name suggests its type.
	await dialog.getByRole( 'tab', { name: 'Upload CSV' } ).click();
	await dialog.getByTestId( 'import-submit' ).click();
	await expect(
		dialog.getByText( 'Choose where the file comes from.' )
	).toBeVisible();
	await expect(
		dialog
			.locator( '#prism-import-panel-csv' )
			.getByText( /Get a copy of your data/ )
	).toBeVisible();
	await dialog.getByLabel( 'Your file', { exact: true } ).setInputFiles( {
		name: 'Connections.csv',
		mimeType: 'text/csv',
		buffer: Buffer.from( 'Notes:\n\nFirst Name,Last Name,URL\n' ),
	} );
	await expect( dialog.getByLabel( 'File type' ) ).toHaveValue(
		'LinkedIn CSV'
	);
	await view( page, 'import-dialog-csv-desktop', true );

	await page.setViewportSize( { width: 390, height: 844 } );
	for ( const [ tab, name ] of [
		[ 'Google', 'google' ],
		[ 'iCloud', 'icloud' ],
		[ 'Upload CSV', 'csv' ],
	] ) {
		await dialog.getByRole( 'tab', { name: tab } ).click();
		await view( page, `import-dialog-${ name }-phone`, true );
		// Full screen, and nothing wider than the phone.
		const overflow = await page.evaluate(
			() =>
				document.querySelector( '.MuiDialog-paper' )!.scrollWidth -
				window.innerWidth
		);
		expect( overflow ).toBeLessThanOrEqual( 0 );
	}
	await dialog.getByRole( 'button', { name: 'Cancel' } ).click();
	await expect( dialog ).toBeHidden();
} );

test( 'a Google CSV imported through the dialog: progress, summary, the contacts with their categories and source', async ( {
	page,
} ) => {
	test.setTimeout( 120_000 );
	await loginAs( page, 'alex' );
	await openList( page );
	const dialog = await openImport( page );
	await dialog.getByLabel( 'Your Google Contacts file' ).setInputFiles( {
		name: 'contacts.csv',
		mimeType: 'text/csv',
		buffer: googleCsv(),
	} );
	await expect(
		dialog.getByText( /contacts\.csv \(\d+ KB\)/ )
	).toBeVisible();
	// The post takes a moment (held here): the button says so and cannot be pressed twice.
	await page.route( /admin-post\.php/, async ( route ) => {
		await new Promise( ( resolve ) => setTimeout( resolve, 1500 ) );
		await route.continue();
	} );
	// Playwright waits for a navigation under way before it reads the page, so the button is watched from inside
	// the page while the post is held, and each state it shows is reported out.
	const seen: string[] = [];
	await page.exposeFunction( 'prismSeen', ( state: string ) =>
		seen.push( state )
	);
	await page.evaluate( () => {
		const button = document.querySelector< HTMLButtonElement >(
			'[data-testid="import-submit"]'
		)!;
		const report = () =>
			(
				window as unknown as { prismSeen: ( s: string ) => void }
			 ).prismSeen( `${ button.textContent }|${ button.disabled }` );
		new MutationObserver( report ).observe( button, {
			childList: true,
			subtree: true,
			characterData: true,
			attributes: true,
		} );
	} );
	await Promise.all( [
		page.waitForURL( /\/prism\/contact\/\?import_id=\d+/ ),
		dialog.getByTestId( 'import-submit' ).click(),
	] );
	expect(
		seen,
		'the button said Uploading… and could not be pressed twice'
	).toContain( 'Uploading…|true' );
	await page.unroute( /admin-post\.php/ );
	// The page takes ?import_id out of its address and follows the import.
	await expect( page ).not.toHaveURL( /import_id/ );
	const card = page.getByTestId( 'import-card' ).first();
	await expect( card ).toBeVisible();
	await expect( card.getByTestId( 'import-heading' ) ).toBeFocused();
	await expect( card ).toHaveAttribute( 'data-state', 'done', {
		timeout: 60_000,
	} );
	await expect( card.getByTestId( 'import-heading' ) ).toHaveText(
		'Import from Google finished'
	);
	await expect( card ).toContainText(
		'contacts.csv, Google Contacts (.csv or .vcf)'
	);
	const summary = card.getByTestId( 'import-summary' );
	await expect( summary.locator( '[data-count="created"]' ) ).toHaveText(
		'2 new contacts added'
	);
	await expect( summary.locator( '[data-count="rejected"]' ) ).toHaveText(
		'1 row could not be imported'
	);
	await card
		.getByRole( 'button', { name: 'Show the rows not imported' } )
		.click();
	const rejected = card.getByTestId( 'import-rejected' );
	await expect( rejected ).toBeVisible();
	await expect( rejected.locator( 'tbody tr' ) ).toHaveCount( 1 );
	// The header is line 1; Grace's record spans lines 2-5 (its note and address hold line breaks), Linus is line 6.
	await expect( rejected.locator( 'tbody tr td' ).first() ).toHaveText( '7' );
	await screenshot( page, 'import-progress-done-desktop' );
	await page.setViewportSize( { width: 390, height: 844 } );
	await card.scrollIntoViewIfNeeded();
	await view( page, 'import-progress-done-phone' );
	await page.setViewportSize( { width: 1280, height: 900 } );

	// The list was refreshed when the import finished; Show contacts filters it by the source.
	await card
		.getByRole( 'button', { name: 'Show contacts from Google' } )
		.click();
	await expect( page ).toHaveURL( /importSource=Google/ );
	await page.goto( `${ LIST }?importSource=Google&q=${ RUN }` );
	const rows = page.getByTestId( 'contact-row' );
	await expect( rows ).toHaveCount( 2 );
	const grace = rows.filter( { hasText: `Grace Hopper ${ RUN }` } );
	await expect( grace ).toContainText( `Mentors ${ RUN }` );
	await expect( grace ).toContainText( 'Google' );
	await expect( grace ).toContainText( 'Navy Computing Lab' );
	const linus = rows.filter( { hasText: `Linus Torvald ${ RUN }` } );
	await expect( linus ).toContainText( `Board ${ RUN }` );
	await expect( linus ).not.toContainText( 'myContacts' );

	// Dismiss: the card goes, and stays gone after a reload.
	await card.getByRole( 'button', { name: 'Dismiss' } ).click();
	await expect( page.getByTestId( 'import-card' ) ).toHaveCount( 0 );
	await page.reload();
	await expect( page.getByTestId( 'contacts-page' ) ).toBeVisible();
	await page.waitForLoadState( 'networkidle' );
	await expect( page.getByTestId( 'import-card' ) ).toHaveCount( 0 );
} );

test( 'a bad file is refused: the dialog reopens on its tab with the server’s reason', async ( {
	page,
} ) => {
	await loginAs( page, 'alex' );
	await openList( page );
	let dialog = await openImport( page );
	await dialog.getByRole( 'tab', { name: 'Upload CSV' } ).click();
	await dialog.getByLabel( 'File type' ).selectOption( 'LinkedIn CSV' );
	await dialog.getByRole( 'radio', { name: /Skip it/ } ).check();
	await dialog.getByLabel( 'Your file', { exact: true } ).setInputFiles( {
		name: 'Connections.csv',
		mimeType: 'text/csv',
		buffer: PNG,
	} );
	await Promise.all( [
		page.waitForURL( /\/prism\/contact\/\?import=1/ ),
		dialog.getByTestId( 'import-submit' ).click(),
	] );
	dialog = page.getByRole( 'dialog', { name: 'Import Contacts' } );
	await expect( dialog ).toBeVisible();
	const refused = dialog.getByTestId( 'import-refused' );
	await expect( refused ).toContainText( 'This file is a PNG image' );
	await expect( refused ).toContainText( 'Choose the file again' );
	// Back on the tab it was sent from, with what was chosen; the message is not also a snackbar.
	await expect(
		dialog.getByRole( 'tab', { name: 'Upload CSV' } )
	).toHaveAttribute( 'aria-selected', 'true' );
	await expect( dialog.getByLabel( 'File type' ) ).toHaveValue(
		'LinkedIn CSV'
	);
	await expect(
		dialog
			.locator( '#prism-import-panel-csv' )
			.getByRole( 'radio', { name: /Skip it/ } )
	).toBeChecked();
	await expect( page.getByTestId( 'flash' ) ).toHaveCount( 0 );
	await expect( page ).not.toHaveURL( /import=1/ );
	await view( page, 'import-dialog-refused-desktop' );
} );

test( 'export downloads the filtered contacts as Google CSV and vCard', async ( {
	page,
} ) => {
	await loginAs( page, 'alex' );
	await page.goto( `${ LIST }?q=${ RUN }` );
	await expect( page.getByTestId( 'contact-row' ) ).toHaveCount( 2 );
	await page.getByRole( 'button', { name: 'Export Contacts' } ).click();
	const dialog = page.getByRole( 'dialog', { name: 'Export Contacts' } );
	await expect(
		dialog.getByRole( 'radio', {
			name: 'The 2 contacts matching the current filter',
		} )
	).toBeChecked();
	await view( page, 'export-dialog-desktop' );
	let [ download ] = await Promise.all( [
		page.waitForEvent( 'download' ),
		dialog.getByTestId( 'export-download' ).click(),
	] );
	expect( download.suggestedFilename() ).toMatch( /\.csv$/ );
	const csv = fs.readFileSync( ( await download.path() )!, 'utf8' );
	expect( csv ).toContain( 'First Name' );
	expect( csv ).toContain( `Hopper ${ RUN }` );
	expect( csv ).toContain( `Torvald ${ RUN }` );
	expect( csv ).toContain( `Mentors ${ RUN }` );
	await expect( page.getByTestId( 'notice' ) ).toContainText(
		'Your download has started'
	);

	// One selected contact, as vCard, from the bulk actions.
	await page
		.getByRole( 'checkbox', {
			name: new RegExp( `Select Grace Hopper ${ RUN }` ),
		} )
		.check();
	await page
		.getByRole( 'toolbar', { name: 'Actions on selected contacts' } )
		.getByRole( 'button', { name: 'Export' } )
		.click();
	await expect(
		dialog.getByRole( 'radio', { name: 'The 1 selected contact' } )
	).toBeChecked();
	await dialog.getByRole( 'radio', { name: /vCard/ } ).check();
	[ download ] = await Promise.all( [
		page.waitForEvent( 'download' ),
		dialog.getByTestId( 'export-download' ).click(),
	] );
	const vcf = fs.readFileSync( ( await download.path() )!, 'utf8' );
	expect( vcf ).toContain( 'BEGIN:VCARD' );
	expect( vcf ).toContain( `Hopper ${ RUN }` );
	expect( vcf ).not.toContain( `Torvald ${ RUN }` );
} );

/**
 * Answers the imports routes with the given imports (the run route: the same running import, a little later).
 *
 * @param page    The page.
 * @param reports The member's imports.
 */
async function fakeImports( page: Page, reports: object[] ): Promise< void > {
	const json = ( route: Route, body: unknown ) =>
		route.fulfill( {
			status: 200,
			contentType: 'application/json',
			body: JSON.stringify( body ),
		} );
	await page.route( /import-status/, ( route ) => json( route, reports ) );
	await page.route( /imports(%2F|\/)\d+(%2F|\/)run/, async ( route ) => {
		await new Promise( ( resolve ) => setTimeout( resolve, 1500 ) );
		await json( route, reports[ 0 ] );
	} );
}

test( 'the progress view of a running and a failed import (screenshots)', async ( {
	page,
} ) => {
	await loginAs( page, 'alex' );
	const base = {
		jobId: 1,
		source: 'LinkedIn',
		kind: 'linkedin',
		fileType: 'LinkedIn CSV',
		fileName: 'Connections.csv',
		mode: 'update',
		rejectedRows: [],
		keptApart: 0,
		matchCounts: { updated: 0, unchanged: 0, keptApart: 0, separated: 0 },
		dismissed: false,
		createdAt: '2026-11-23T06:00:00Z',
		finishedAt: null,
	};
	const running902 = {
		...base,
		id: 902,
		state: 'running',
		done: 1200,
		total: 30000,
		created: 1100,
		updated: 80,
		skipped: 20,
		rejected: 0,
		error: null,
	};
	const failed901 = {
		...base,
		id: 901,
		source: 'Google',
		kind: 'google',
		fileType: 'Google CSV',
		fileName: 'contacts.csv',
		state: 'failed',
		done: 400,
		total: 2500,
		created: 390,
		updated: 0,
		skipped: 0,
		rejected: 10,
		error: 'The import stopped: the database did not answer.',
	};
	// Two imports: one card, the newest one's.
	await fakeImports( page, [ running902, failed901 ] );
	await openList( page );
	await expect( page.getByTestId( 'import-card' ) ).toHaveCount( 1 );
	const running = page.locator(
		'[data-testid="import-card"][data-state="running"]'
	);
	await expect( running ).toContainText( '1,200 of 30,000 rows' );
	await expect( running.getByRole( 'progressbar' ) ).toHaveAttribute(
		'aria-valuenow',
		'4'
	);
	await expect( running ).toContainText( '1,100 added so far' );
	await screenshot( page, 'import-progress-running-desktop' );
	await page.setViewportSize( { width: 390, height: 844 } );
	await running.scrollIntoViewIfNeeded();
	await view( page, 'import-progress-running-phone' );

	await page.unrouteAll( { behavior: 'ignoreErrors' } );
	await fakeImports( page, [ failed901 ] );
	await openList( page );
	const failed = page.locator(
		'[data-testid="import-card"][data-state="failed"]'
	);
	await expect( failed ).toContainText( 'the database did not answer' );
	await expect(
		failed.getByRole( 'button', { name: 'Try again' } )
	).toBeVisible();
	await failed.scrollIntoViewIfNeeded();
	await view( page, 'import-progress-failed-phone' );
	const overflow = await page.evaluate(
		() => document.documentElement.scrollWidth - window.innerWidth
	);
	expect( overflow ).toBeLessThanOrEqual( 0 );
} );

test( 'the Google help page explains the export and leads back to the Import dialog', async ( {
	page,
} ) => {
	await loginAs( page, 'alex' );
	const props = await openList( page );
	await page.goto( props.links.googleAuthentication );
	await expect(
		page.getByRole( 'heading', { name: 'Import from Google Contacts' } )
	).toBeVisible();
	await expect(
		page.getByRole( 'link', { name: 'contacts.google.com' } )
	).toHaveAttribute( 'href', 'https://contacts.google.com' );
	await expect( page.getByText( /pick Google CSV/ ) ).toBeVisible();
	await screenshot( page, 'google-authentication-page' );
	await page
		.getByRole( 'link', {
			name: 'Go to your contacts and import the file',
		} )
		.click();
	await expect(
		page.getByRole( 'dialog', { name: 'Import Contacts' } )
	).toBeVisible();
	await expect( page ).toHaveURL( /\/prism\/contact\/$/ );
} );

/**
 * Back up everything and Restore from a backup (issue 30, part 6) as members use them on the contact list. A member
 * with a few contacts, a note and a category downloads the backup from the menu: a gzip file named for the member and
 * the day, whose first line names the format. A second, empty member restores that file through the dialog: the
 * preview says what it holds and that everything is added, the restore runs to its end and says what it restored,
 * and the list then shows the contacts, with their note and category. Restoring the same file again into that (now
 * not empty) account warns that the contacts come beside the ones there and that the file was restored before; Cancel
 * forgets the file and changes nothing. A file that is not a backup is refused with the server's sentence. The dialog
 * works on a 390 px phone, in the block theme and the classic one (Twenty Twenty-One); screenshots go to
 * artifacts/screenshots/backup-*.png.
 *
 * Each member is new, made by the admin through WordPress's REST API.
 */
import fs from 'fs';
import path from 'path';
import zlib from 'zlib';
import {
	test,
	expect,
	type Browser,
	type Locator,
	type Page,
	type Response,
} from '@playwright/test';
import {
	addContactByForm,
	islandProps,
	loginAs,
	restCall,
	screenshot,
} from './helpers';
import { THEMES, installThemeSwitch, showInTheme } from './support/themes';

const LIST = '/prism/contact/';
const RUN = Date.now().toString( 36 );
/** Letters only (the duplicate finder compares names without digits), unique to this run. */
const token = RUN.replace( /\d/g, ( d ) => 'qwrtypsdfg'.charAt( Number( d ) ) );
const surname = `Backup${ token }`;

interface Props {
	wordpressId: number;
	nonce: string;
}

interface Contact {
	id: number;
	name: string;
}

interface RestoreAnswer {
	id: number;
	state: string;
	counts: Record< string, number >;
}

const source = { login: `bksrc${ RUN }`, first: 'Sasha', last: 'Source' };
const target = { login: `bkdst${ RUN }`, first: 'Tamsin', last: 'Target' };

const PEOPLE = [ 'Ada', 'Bea', 'Cy' ].map( ( first ) => ( {
	first,
	name: `${ first } ${ surname }`,
} ) );
const NOTE = `Met Ada at the ${ token } harbour meetup`;
const CATEGORY = `Sailing ${ token }`;

/** The downloaded backup, for the restores. */
let backupFile = '';

/**
 * A new site member, made by the admin.
 *
 * @param browser      The browser.
 * @param member       Login and name.
 * @param member.login Login.
 * @param member.first First name.
 * @param member.last  Last name.
 */
async function newMember(
	browser: Browser,
	member: { login: string; first: string; last: string }
): Promise< void > {
	const admin = await browser.newPage();
	await loginAs( admin, 'admin' );
	await admin.goto( '/prism/' );
	const props = await islandProps< Props >( admin );
	await restCall( admin, props.nonce, 'POST', 'wp/v2/users', {
		username: member.login,
		email: `${ member.login }@example.test`,
		password: 'password',
		first_name: member.first,
		last_name: member.last,
		name: `${ member.first } ${ member.last }`,
		roles: [ 'subscriber' ],
	} );
	await admin.close();
}

/**
 * Opens the contact list and answers its island's props.
 *
 * @param page The page, logged in.
 */
async function openList( page: Page ): Promise< Props > {
	await page.goto( LIST );
	await expect( page.getByTestId( 'contacts-page' ) ).toBeVisible();
	return islandProps< Props >( page );
}

/**
 * Chooses an item of the contact list's menu (in its drawer on a phone).
 *
 * @param page The contact list.
 * @param name The item's name.
 */
async function fromMenu( page: Page, name: string ): Promise< void > {
	const drawer = page.getByRole( 'button', { name: /^Menu and filters/ } );
	if ( await drawer.isVisible() ) {
		await drawer.click();
	}
	await page
		.getByRole( 'navigation', { name: 'Contacts menu' } )
		.getByRole( 'button', { name, exact: true } )
		.click();
}

/**
 * Opens Restore from a backup, chooses a file and uploads it; answers the dialog and the server's answer.
 *
 * @param page The contact list.
 * @param file The file: a path, or a name and its bytes.
 */
async function uploadToRestore(
	page: Page,
	file: string | { name: string; mimeType: string; buffer: Buffer }
): Promise< {
	dialog: Locator;
	status: number;
	body: RestoreAnswer & { message?: string };
} > {
	await fromMenu( page, 'Restore from a backup…' );
	const dialog = page.getByRole( 'dialog', {
		name: 'Restore from a backup',
	} );
	await expect( dialog ).toBeVisible();
	const upload = dialog.getByTestId( 'restore-upload' );
	await expect( upload ).toBeDisabled();
	await dialog
		.getByLabel( 'Backup file', { exact: true } )
		.setInputFiles( file );
	const [ response ] = await Promise.all( [
		page.waitForResponse(
			( r ) =>
				/\/prism\/v1\/restores\/\d+/.test( r.url() ) &&
				r.request().method() === 'POST'
		),
		upload.click(),
	] );
	return {
		dialog,
		status: response.status(),
		body: ( await response.json() ) as RestoreAnswer & {
			message?: string;
		},
	};
}

/**
 * The member's contacts, through the REST API.
 *
 * @param page  The page (its cookies).
 * @param props The island's props.
 */
const contactsOf = ( page: Page, props: Props ) =>
	restCall< Contact[] >(
		page,
		props.nonce,
		'GET',
		`prism/v1/contacts/${ props.wordpressId }`
	);

/**
 * Whether a response answers the page forgetting a stored backup: DELETE restores/{wordpressId}/{id} (apiFetch sends
 * a DELETE as a POST that names it in X-HTTP-Method-Override).
 *
 * @param response The response.
 */
const isForget = ( response: Response ) =>
	/\/prism\/v1\/restores\/\d+\/\d+(\?|$)/.test( response.url() ) &&
	( response.request().method() === 'DELETE' ||
		response.request().headers()[ 'x-http-method-override' ] === 'DELETE' );

/**
 * Whether the page scrolls sideways (it must not on a phone).
 *
 * @param page The page.
 */
const scrollsSideways = ( page: Page ) =>
	page.evaluate(
		() =>
			document.documentElement.scrollWidth >
			document.documentElement.clientWidth + 1
	);

/**
 * A screenshot once the dialog's opening transition has ended.
 *
 * @param page The page.
 * @param name File name without extension.
 */
async function shot( page: Page, name: string ): Promise< void > {
	await page.waitForFunction( () =>
		Array.from( document.querySelectorAll( '.MuiDialog-container' ) ).every(
			( element ) => getComputedStyle( element ).opacity === '1'
		)
	);
	await page.screenshot( {
		path: path.resolve(
			__dirname,
			'../../artifacts/screenshots',
			`${ name }.png`
		),
	} );
}

test.describe.serial( 'back up everything and restore from a backup', () => {
	test.beforeAll( async ( { browser } ) => {
		await newMember( browser, source );
		await newMember( browser, target );
		const page = await browser.newPage();
		await loginAs( page, source.login );
		const ids: number[] = [];
		for ( const person of PEOPLE ) {
			ids.push(
				await addContactByForm( page, {
					firstName: person.first,
					lastName: surname,
					emailOne: `${ person.first.toLowerCase() }.${ token }@example.com`,
				} )
			);
		}
		const props = await openList( page );
		const rest = < T >( method: 'POST', route: string, data: object ) =>
			restCall< T >(
				page,
				props.nonce,
				method,
				`prism/v1/${ route }`,
				data
			);
		await rest( 'POST', 'create-note', {
			contactId: ids[ 0 ],
			wordpressId: props.wordpressId,
			note: NOTE,
			stageId: null,
		} );
		const categories = await rest< Array< { id: number; name: string } > >(
			'POST',
			'add-category',
			{ name: CATEGORY, wordpressId: props.wordpressId }
		);
		const category = categories.find( ( c ) => c.name === CATEGORY );
		expect( category ).toBeDefined();
		await rest( 'POST', 'apply-categories', {
			categories: { [ category?.id ?? 0 ]: 1 },
			contacts: [ ids[ 0 ], ids[ 1 ] ],
			wordpressId: props.wordpressId,
		} );
		await page.close();
	} );

	test( 'a member downloads the backup from the menu: one gzip file of JSON Lines, named for them and the day', async ( {
		page,
	}, testInfo ) => {
		await page.setViewportSize( { width: 1280, height: 900 } );
		await loginAs( page, source.login );
		await openList( page );
		await expect( page.getByTestId( 'contact-row' ) ).toHaveCount( 3 );

		await fromMenu( page, 'Back up everything' );
		const dialog = page.getByRole( 'dialog', {
			name: 'Back up everything',
		} );
		await expect( dialog ).toContainText(
			'One file with everything PRISM holds for you: contacts, notes, events, follow-ups, interactions, relationships, photos, categories, articles, resources and mentoring. Keep it safe: you can restore it into an empty account here or on another PRISM site.'
		);
		await shot( page, 'backup-dialog-1280' );
		const [ download ] = await Promise.all( [
			page.waitForEvent( 'download' ),
			dialog.getByTestId( 'backup-download' ).click(),
		] );
		await expect( dialog ).toBeHidden();
		await expect(
			page.getByText(
				'Your download has started. Your browser saves the file.'
			)
		).toBeVisible();

		expect( download.suggestedFilename() ).toMatch(
			new RegExp(
				`^prism-backup-${ source.login }-\\d{4}-\\d{2}-\\d{2}\\.jsonl\\.gz$`
			)
		);
		backupFile = testInfo.outputPath( download.suggestedFilename() );
		await download.saveAs( backupFile );
		const bytes = fs.readFileSync( backupFile );
		// gzip's magic number.
		expect( [ bytes[ 0 ], bytes[ 1 ] ] ).toEqual( [ 0x1f, 0x8b ] );
		const lines = zlib.gunzipSync( bytes ).toString( 'utf8' ).split( '\n' );
		const header = JSON.parse( lines[ 0 ] ?? '{}' ) as {
			format?: string;
		};
		expect( header.format ).toBe( 'prism-backup' );
		expect( lines.some( ( line ) => line.includes( NOTE ) ) ).toBe( true );
	} );

	test( 'an empty account restores it: the preview says what it holds, the restore runs to its end, the contacts are there', async ( {
		page,
	} ) => {
		test.skip( ! backupFile, 'needs the downloaded backup' );
		await page.setViewportSize( { width: 1280, height: 900 } );
		await loginAs( page, target.login );
		const props = await openList( page );
		await expect( page.getByTestId( 'contact-row' ) ).toHaveCount( 0 );

		const { dialog, status, body } = await uploadToRestore(
			page,
			backupFile
		);
		expect( status ).toBe( 201 );
		expect( body.state ).toBe( 'ready' );
		const preview = dialog.getByTestId( 'restore-preview' );
		await expect( preview ).toBeVisible();
		await expect( preview ).toBeFocused();
		await expect( dialog.locator( 'dd[data-fact="member"]' ) ).toHaveText(
			`${ source.first } ${ source.last }`
		);
		await expect( dialog.locator( 'dd[data-fact="site"]' ) ).toHaveText(
			/^This site \(http/
		);
		// The file's name as the member knows it.
		await expect( dialog.locator( 'dd[data-fact="file"]' ) ).toHaveText(
			path.basename( backupFile )
		);
		const contents = dialog.getByTestId( 'restore-contents' );
		await expect( contents ).toContainText( '3 contacts' );
		await expect( contents ).toContainText( '1 note' );
		await expect( contents ).toContainText( '1 category' );
		await expect( dialog.getByTestId( 'restore-notice-added' ) ).toHaveText(
			'Everything in it is added to your account.'
		);
		await expect(
			dialog.getByTestId( 'restore-notice-beside' )
		).toHaveCount( 0 );
		await expect(
			dialog.getByTestId( 'restore-notice-restoredBefore' )
		).toHaveCount( 0 );
		await shot( page, 'backup-restore-preview-1280' );

		await dialog.getByTestId( 'restore-confirm' ).click();
		const summary = dialog.getByTestId( 'restore-summary' );
		await expect( summary ).toBeVisible( { timeout: 60_000 } );
		await expect( summary ).toContainText(
			/^Restored 3 contacts \(\d+ items\)\./
		);
		await expect( dialog.getByTestId( 'restore-close' ) ).toBeFocused();
		await shot( page, 'backup-restore-done-1280' );
		await dialog.getByTestId( 'restore-close' ).click();
		await expect( dialog ).toBeHidden();

		// The list loaded again by itself: the restored contacts, with their category.
		const rows = page.getByTestId( 'contact-row' );
		await expect( rows ).toHaveCount( 3 );
		for ( const person of PEOPLE ) {
			await expect( rows.filter( { hasText: person.name } ) ).toHaveCount(
				1
			);
		}
		await expect(
			page
				.getByRole( 'navigation', { name: 'Contacts menu' } )
				.getByText( CATEGORY )
		).toBeVisible();
		expect( ( await contactsOf( page, props ) ).length ).toBe( 3 );

		// Ada's note came with her.
		await rows
			.filter( { hasText: PEOPLE[ 0 ]?.name } )
			.getByRole( 'link', { name: PEOPLE[ 0 ]?.name } )
			.click();
		await expect( page.getByTestId( 'details-view' ) ).toBeVisible();
		await page.getByRole( 'tab', { name: 'Notes' } ).click();
		await expect( page.getByText( NOTE ) ).toBeVisible();
	} );

	test( 'restoring into an account with contacts warns first; Cancel forgets the file and changes nothing', async ( {
		page,
	} ) => {
		test.skip( ! backupFile, 'needs the downloaded backup' );
		await page.setViewportSize( { width: 1280, height: 900 } );
		await loginAs( page, target.login );
		const props = await openList( page );
		await expect( page.getByTestId( 'contact-row' ) ).toHaveCount( 3 );

		const { dialog, status, body } = await uploadToRestore(
			page,
			backupFile
		);
		expect( status ).toBe( 201 );
		await expect(
			dialog.getByTestId( 'restore-notice-beside' )
		).toHaveText(
			'Your account already has 3 contacts. Restoring adds the backup’s 3 contacts beside them; PRISM then suggests the ones that look the same as duplicates to merge.'
		);
		await expect(
			dialog.getByTestId( 'restore-notice-added' )
		).toHaveCount( 0 );
		// The same file was restored into this account a moment ago.
		await expect(
			dialog.getByTestId( 'restore-notice-restoredBefore' )
		).toContainText(
			'Restoring it again adds everything in it a second time.'
		);
		await shot( page, 'backup-restore-warning-1280' );

		const [ forgotten ] = await Promise.all( [
			page.waitForResponse( isForget ),
			dialog.getByTestId( 'restore-cancel' ).click(),
		] );
		expect( forgotten.status() ).toBe( 200 );
		await expect( dialog ).toBeHidden();

		// Nothing changed, and the file is gone.
		await expect( page.getByTestId( 'contact-row' ) ).toHaveCount( 3 );
		expect( ( await contactsOf( page, props ) ).length ).toBe( 3 );
		const gone = await page.request.get(
			`/wp-json/prism/v1/restores/${ props.wordpressId }/${ body.id }`,
			{ headers: { 'X-WP-Nonce': props.nonce } }
		);
		expect( gone.status() ).toBe( 404 );

		// Opened again, it starts from choosing a file.
		await fromMenu( page, 'Restore from a backup…' );
		await expect( dialog ).toBeVisible();
		await expect( dialog.getByTestId( 'restore-step' ) ).toHaveAttribute(
			'data-step',
			'choose'
		);
		await expect( dialog.getByTestId( 'restore-upload' ) ).toBeDisabled();
		await page.keyboard.press( 'Escape' );
		await expect( dialog ).toBeHidden();
	} );

	test( 'a file that is not a backup is refused with the server’s sentence, and another file can be chosen', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 1280, height: 900 } );
		await loginAs( page, target.login );
		await openList( page );

		const { dialog, status, body } = await uploadToRestore( page, {
			name: 'contacts.jsonl.gz',
			mimeType: 'application/gzip',
			buffer: Buffer.from( 'First Name,Last Name\nAda,Lovelace\n' ),
		} );
		expect( status ).toBe( 400 );
		expect( body.message ).toMatch( /^[A-Z].{20,}\.$/ );
		const error = dialog.getByTestId( 'restore-error' );
		await expect( error ).toHaveText( body.message ?? '' );
		await expect( dialog.getByTestId( 'restore-step' ) ).toHaveAttribute(
			'data-step',
			'choose'
		);
		await expect( dialog.getByTestId( 'restore-preview' ) ).toHaveCount(
			0
		);
		await expect( dialog.getByTestId( 'restore-upload' ) ).toBeEnabled();
		await dialog.getByRole( 'button', { name: 'Cancel' } ).click();
		await expect( dialog ).toBeHidden();
		await expect( page.getByTestId( 'contact-row' ) ).toHaveCount( 3 );
	} );

	for ( const theme of THEMES ) {
		test( `on a 390 px phone in ${ theme.name }: the menu's items, the dialog by keyboard, nothing sideways`, async ( {
			page,
			context,
			baseURL,
		} ) => {
			test.skip( ! backupFile, 'needs the downloaded backup' );
			installThemeSwitch();
			const slug = theme.folder === THEMES[ 0 ].folder ? '' : '-classic';
			await page.setViewportSize( { width: 390, height: 844 } );
			await loginAs( page, target.login );
			// After the login, which starts from no cookies.
			await showInTheme( context, baseURL ?? '', theme.folder );
			await openList( page );
			await expect(
				page.locator( 'link#twenty-twenty-one-style-css' )
			).toHaveCount( slug ? 1 : 0 );

			// The menu's drawer names both.
			await page
				.getByRole( 'button', { name: /^Menu and filters/ } )
				.click();
			const menu = page.getByRole( 'navigation', {
				name: 'Contacts menu',
			} );
			await expect(
				menu.getByRole( 'button', { name: 'Back up everything' } )
			).toBeVisible();
			await menu
				.getByRole( 'button', { name: 'Restore from a backup…' } )
				.scrollIntoViewIfNeeded();
			await screenshot( page, `backup-menu-390${ slug }` );

			await menu
				.getByRole( 'button', { name: 'Back up everything' } )
				.click();
			const backup = page.getByRole( 'dialog', {
				name: 'Back up everything',
			} );
			await expect( backup ).toBeVisible();
			await shot( page, `backup-dialog-390${ slug }` );
			// From here to Restore from a backup, which opens in its place.
			await backup
				.getByRole( 'button', { name: 'Restore from a backup…' } )
				.click();
			const dialog = page.getByRole( 'dialog', {
				name: 'Restore from a backup',
			} );
			await expect( dialog ).toBeVisible();
			await expect( backup ).toBeHidden();
			// The file chooser has the focus; Tab reaches the dialog's buttons.
			await expect(
				dialog.getByLabel( 'Backup file', { exact: true } )
			).toBeFocused();
			await shot( page, `backup-restore-choose-390${ slug }` );
			expect( await scrollsSideways( page ) ).toBe( false );

			await dialog
				.getByLabel( 'Backup file', { exact: true } )
				.setInputFiles( backupFile );
			const upload = dialog.getByTestId( 'restore-upload' );
			await upload.focus();
			await page.keyboard.press( 'Enter' );
			const preview = dialog.getByTestId( 'restore-preview' );
			await expect( preview ).toBeVisible();
			await expect(
				dialog.getByTestId( 'restore-notice-beside' )
			).toBeVisible();
			await shot( page, `backup-restore-preview-390${ slug }` );
			expect( await scrollsSideways( page ) ).toBe( false );
			const box = await dialog
				.getByRole( 'button', { name: 'Restore', exact: true } )
				.boundingBox();
			expect( box ).not.toBeNull();
			expect( ( box?.x ?? 0 ) + ( box?.width ?? 0 ) ).toBeLessThanOrEqual(
				390
			);

			// Escape is Cancel here: the file is forgotten.
			const [ forgotten ] = await Promise.all( [
				page.waitForResponse( isForget ),
				page.keyboard.press( 'Escape' ),
			] );
			expect( forgotten.status() ).toBe( 200 );
			await expect( dialog ).toBeHidden();
		} );
	}
} );

/**
 * Import matching as a new member meets it (issue 25): the four rows of a company's main line and a team mailbox,
 * imported through the Import dialog's Upload CSV tab as a Google CSV, are four contacts, and the import's card
 * says two were kept apart and, in its report, from whom and why. A row the import added to the wrong contact (one
 * first name on one mailbox) is made a separate contact from the report, behind a question, and both contacts then
 * show only what is theirs. Each test's member is new, made by the admin through WordPress's REST API.
 */
import { test, expect, type Browser, type Page } from '@playwright/test';
import { addContactByForm, islandProps, loginAs, screenshot } from './helpers';

const LIST = '/prism/contact/';
const RUN = Date.now().toString( 36 );

interface Props {
	wordpressId: number;
	nonce: string;
}

/**
 * A new site member, made by the admin; answers its login.
 *
 * @param browser The browser.
 * @param name    What tells this test's member apart.
 */
async function newMember( browser: Browser, name: string ): Promise< string > {
	const login = `im${ name }${ RUN }`;
	const admin = await browser.newPage();
	await loginAs( admin, 'admin' );
	await admin.goto( '/prism/' );
	const props = await islandProps< Props >( admin );
	const response = await admin.request.post( '/wp-json/wp/v2/users', {
		headers: { 'X-WP-Nonce': props.nonce },
		data: {
			username: login,
			email: `${ login }@example.test`,
			password: 'password',
			roles: [ 'subscriber' ],
		},
	} );
	expect( response.ok(), await response.text() ).toBe( true );
	await admin.close();
	return login;
}

/**
 * Imports a file through the Import dialog's Upload CSV tab as a Google CSV and waits for its card to finish.
 *
 * @param page The page, on the contact list.
 * @param csv  The file's text.
 */
async function importCsv( page: Page, csv: string ) {
	await page
		.getByRole( 'button', { name: 'Import Contacts' } )
		.first()
		.click();
	const dialog = page.getByRole( 'dialog', { name: 'Import Contacts' } );
	await expect( dialog ).toBeVisible();
	await dialog.getByRole( 'tab', { name: 'Upload CSV' } ).click();
	await dialog.getByLabel( 'File type' ).selectOption( 'Google CSV' );
	await dialog.getByLabel( 'Your file', { exact: true } ).setInputFiles( {
		name: 'contacts.csv',
		mimeType: 'text/csv',
		buffer: Buffer.from( csv, 'utf8' ),
	} );
	await Promise.all( [
		page.waitForURL( /\/prism\/contact\/\?import_id=\d+/ ),
		dialog.getByTestId( 'import-submit' ).click(),
	] );
	const card = page.getByTestId( 'import-card' ).first();
	await expect( card ).toHaveAttribute( 'data-state', 'done', {
		timeout: 60_000,
	} );
	return card;
}

test( 'a main line and a team mailbox: four rows are four people, and the report says who was kept apart from whom', async ( {
	browser,
	page,
} ) => {
	test.setTimeout( 120_000 );
	const login = await newMember( browser, 'four' );
	await page.setViewportSize( { width: 1280, height: 900 } );
	await loginAs( page, login );
	await page.goto( LIST );
	await expect( page.getByTestId( 'contacts-page' ) ).toBeVisible();

	const card = await importCsv(
		page,
		[
			'First Name,Last Name,Organization Name,E-mail 1 - Label,E-mail 1 - Value,Phone 1 - Label,Phone 1 - Value',
			'Karen,Liu,Pacific Dental,* Work,karen.liu@pacificdental.example,Work,+1 (415) 555-0252',
			'Derek,Moss,Pacific Dental,* Work,derek.moss@pacificdental.example,Work,+1 (415) 555-0252',
			'Jo,Park,Sunrise Bakery,* Work,info@sunrisebakery.example,Work,+1 (206) 555-0253',
			'Min,Park,Sunrise Bakery,* Work,info@sunrisebakery.example,Work,+1 (206) 555-0254',
		].join( '\n' ) + '\n'
	);
	const summary = card.getByTestId( 'import-summary' );
	await expect( summary.locator( '[data-count="created"]' ) ).toHaveText(
		'4 new contacts added'
	);
	await expect( summary.locator( '[data-count="keptApart"]' ) ).toHaveText(
		'2 of them share an email, phone number or profile with a contact of another name, and were kept apart'
	);
	await expect( summary.locator( '[data-count="updated"]' ) ).toHaveCount(
		0
	);
	await expect( page.getByTestId( 'contact-row' ) ).toHaveCount( 4 );
	for ( const name of [ 'Karen Liu', 'Derek Moss', 'Jo Park', 'Min Park' ] ) {
		await expect(
			page.getByTestId( 'contact-row' ).filter( { hasText: name } )
		).toHaveCount( 1 );
	}

	const show = card.getByRole( 'button', {
		name: 'Show the rows that met your contacts (2)',
	} );
	await show.click();
	await expect(
		card.getByRole( 'button', {
			name: 'Hide the rows that met your contacts',
		} )
	).toHaveAttribute( 'aria-expanded', 'true' );
	const rows = card.getByTestId( 'import-match' );
	await expect( rows ).toHaveCount( 2 );
	await expect( rows.nth( 0 ) ).toContainText( 'Derek Moss' );
	await expect( rows.nth( 0 ) ).toContainText(
		'A new contact, kept apart from Karen Liu: another person'
	);
	await expect( rows.nth( 0 ) ).toContainText( 'Same phone number' );
	await expect( rows.nth( 1 ) ).toContainText(
		'A new contact, kept apart from Jo Park: another person'
	);
	await expect( rows.nth( 1 ) ).toContainText( 'Same email address' );
	await expect(
		rows.nth( 0 ).getByRole( 'link', { name: 'Karen Liu' } )
	).toHaveAttribute(
		'href',
		/\/contact-detail\/KarenLiu\/\d+\/\?contactId=\d+$/
	);
	await expect(
		rows.getByRole( 'button', { name: 'Make it a separate contact' } )
	).toHaveCount( 0 );
	await card.scrollIntoViewIfNeeded();
	await screenshot( page, 'import-matching-kept-apart-desktop' );
	await page.setViewportSize( { width: 390, height: 844 } );
	await card.scrollIntoViewIfNeeded();
	await page.screenshot( {
		path: 'artifacts/screenshots/import-matching-kept-apart-phone.png',
	} );
} );

test( 'a row added to the wrong contact is made a separate contact from the report', async ( {
	browser,
	page,
} ) => {
	test.setTimeout( 120_000 );
	const login = await newMember( browser, 'sep' );
	await page.setViewportSize( { width: 1280, height: 900 } );
	await loginAs( page, login );
	const jo = await addContactByForm( page, {
		firstName: 'Jo',
		lastName: 'Park',
		company: 'Sunrise Bakery',
		emailOne: 'info@sunrisebakery.example',
	} );
	await page.goto( LIST );
	const card = await importCsv(
		page,
		'First Name,Last Name,Organization Name,Organization Title,E-mail 1 - Label,E-mail 1 - Value,Phone 1 - Label,Phone 1 - Value\n' +
			'Jo,Kim,Sunrise Bakery,Manager,* Work,info@sunrisebakery.example,Mobile,+1 (206) 555-0299\n'
	);
	await expect(
		card.getByTestId( 'import-summary' ).locator( '[data-count="updated"]' )
	).toHaveText( '1 contact already in PRISM updated' );
	await card
		.getByRole( 'button', {
			name: 'Show the row that met your contacts (1)',
		} )
		.click();
	const row = card.getByTestId( 'import-match' );
	await expect( row ).toContainText( 'Jo Kim' );
	await expect( row ).toContainText( 'Added to Jo Park' );

	// The question says what happens; Cancel changes nothing.
	await row
		.getByRole( 'button', { name: 'Make it a separate contact' } )
		.click();
	const question = page.getByRole( 'alertdialog', {
		name: 'Make it a separate contact?',
	} );
	await expect( question ).toContainText(
		'Make Jo Kim a contact of their own instead of part of Jo Park?'
	);
	await screenshot( page, 'import-matching-separate-question' );
	await question.getByRole( 'button', { name: 'Cancel' } ).click();
	await expect( question ).toBeHidden();
	await expect( row ).toHaveAttribute( 'data-outcome', 'updated' );

	await row
		.getByRole( 'button', { name: 'Make it a separate contact' } )
		.click();
	await question
		.getByRole( 'button', { name: 'Make a separate contact' } )
		.click();
	await expect( question ).toBeHidden();
	await expect( row ).toHaveAttribute( 'data-outcome', 'separated' );
	await expect( row ).toContainText( 'Separated from Jo Park: now Jo Kim' );
	const done = card.getByTestId( 'import-separated' );
	await expect( done ).toContainText(
		'Jo Kim is now a contact of their own.'
	);
	await screenshot( page, 'import-matching-separated' );

	// The list has both, and Jo Park is as the member typed him.
	await expect(
		page.getByTestId( 'contact-row' ).filter( { hasText: 'Jo Kim' } )
	).toHaveCount( 1 );
	await done.getByRole( 'link', { name: 'Jo Kim' } ).click();
	await expect( page.getByText( '+1 (206) 555-0299' ).first() ).toBeVisible();
	await page.goto(
		`/prism/contact-detail/JoPark/${ jo }/?contactId=${ jo }`
	);
	await expect(
		page.getByText( 'info@sunrisebakery.example' ).first()
	).toBeVisible();
	await expect( page.getByText( '+1 (206) 555-0299' ) ).toHaveCount( 0 );
	await expect( page.getByText( 'Manager' ) ).toHaveCount( 0 );
} );

/**
 * Data entry that never loses work (issue 26), clicked through as a member would: handles in the social fields,
 * a server refusal far down the Add Contact form, the question before a half-filled dialog is thrown away, the
 * link to a contact just added, and the notice that a typed email or phone already belongs to a contact. Every
 * test makes its own contacts (named with a token unique to the run) and removes them afterwards.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Locator, type Page } from '@playwright/test';
import { addContactByForm, deleteContacts, loginAs } from './helpers';

const LIST = '/prism/contact/';
const SHOTS = '/tmp';

/** A token unique to this run, in every name the tests make (short: it also goes into an X handle). */
const token = `q${ Date.now().toString( 36 ) }`;

/**
 * Fails on serious or critical axe violations in the open dialogs.
 *
 * @param page The page.
 */
async function expectDialogsAccessible( page: Page ): Promise< void > {
	const results = await new AxeBuilder( { page } )
		.withTags( [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa' ] )
		.include( 'body > .MuiModal-root' )
		.analyze();
	const blocking = results.violations.filter(
		( v ) => v.impact === 'serious' || v.impact === 'critical'
	);
	expect(
		blocking.map(
			( v ) =>
				`${ v.id }: ${ v.nodes.map( ( n ) => n.target ).join( ' ' ) }`
		)
	).toEqual( [] );
}

/**
 * Opens the contact list's Add Contact dialog.
 *
 * @param page The page.
 */
async function openAddContact( page: Page ): Promise< Locator > {
	await page.goto( LIST );
	await page.getByRole( 'button', { name: 'Add Contact' } ).first().click();
	const dialog = page.getByRole( 'dialog', { name: 'Add Contact' } );
	await expect( dialog.getByLabel( 'First name' ) ).toBeFocused();
	return dialog;
}

/**
 * The 'Discard changes?' question.
 *
 * @param page The page.
 */
const question = ( page: Page ) =>
	page.getByRole( 'alertdialog', { name: 'Discard changes?' } );

test.describe( 'data entry', () => {
	const made: number[] = [];

	test.afterEach( async ( { page } ) => {
		if ( made.length ) {
			await deleteContacts( page, made.splice( 0 ) );
		}
	} );

	test( 'handles are taken as typed and linked; the message links to the new contact', async ( {
		page,
	} ) => {
		await loginAs( page, 'alex' );
		const dialog = await openAddContact( page );
		await dialog.getByLabel( 'First name' ).fill( 'Walker' );
		await dialog.getByLabel( 'Last name' ).fill( token );
		await dialog.getByLabel( 'Twitter / X' ).fill( `@${ token }` );
		await dialog.getByLabel( 'Instagram' ).fill( `@walker.${ token }` );
		await dialog.getByRole( 'button', { name: 'Save Contact' } ).click();

		const flash = page.getByTestId( 'flash' );
		await expect( flash ).toContainText(
			`Contact added: Walker ${ token }`
		);
		const open = flash.getByRole( 'link', {
			name: `Open Walker ${ token }`,
		} );
		await expect( open ).toBeVisible();
		await open.click();

		await expect(
			page.getByRole( 'heading', { name: `Walker ${ token }` } ).first()
		).toBeVisible();
		const id = Number(
			new URL( page.url() ).searchParams.get( 'contactId' )
		);
		expect( id ).toBeGreaterThan( 0 );
		made.push( id );
		const social = page.getByRole( 'list', { name: 'Social links' } );
		await expect(
			social.locator( `a[href="https://x.com/${ token }"]` )
		).toHaveCount( 1 );
		await expect(
			social.locator(
				`a[href="https://www.instagram.com/walker.${ token }"]`
			)
		).toHaveCount( 1 );
	} );

	test( 'a field the server refuses far down the form gets the focus, scrolled into view, and is named', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 390, height: 844 } );
		await loginAs( page, 'alex' );
		const dialog = await openAddContact( page );
		// Longer than the server keeps (20 and 255 characters); the browser has no reason to refuse either.
		const zip = '1234567890-1234567890';
		const website = `https://example.com/${ 'a'.repeat( 250 ) }`;
		await dialog.getByLabel( 'First name' ).fill( 'Refused' );
		await dialog.getByLabel( 'Last name' ).fill( token );
		await dialog.getByLabel( 'ZIP' ).fill( zip );
		await dialog.getByLabel( 'Website' ).fill( website );
		await dialog.getByRole( 'button', { name: 'Save Contact' } ).click();

		const again = page.getByRole( 'dialog', { name: 'Add Contact' } );
		await expect( again.getByTestId( 'contact-form-problems' ) ).toHaveText(
			'Nothing was saved yet. Please fix: ZIP and Website.'
		);
		const field = again.getByLabel( 'ZIP' );
		await expect( field ).toBeFocused();
		await expect( field ).toBeInViewport();
		await expect( field ).toHaveValue( zip );
		await expect( again.getByLabel( 'Website' ) ).toHaveValue( website );
		await expect( again.getByLabel( 'Last name' ) ).toHaveValue( token );
		await page.screenshot( {
			path: `${ SHOTS }/issue26-forms-refused-390.png`,
		} );
		await expectDialogsAccessible( page );

		// Once a refused field is changed, the message forgets it.
		await field.fill( '12345' );
		await expect( again.getByTestId( 'contact-form-problems' ) ).toHaveText(
			'Nothing was saved yet. Please fix: Website.'
		);
	} );

	test( 'at 1280 the refused field low in the form is scrolled into view too', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 1280, height: 800 } );
		await loginAs( page, 'alex' );
		const dialog = await openAddContact( page );
		await dialog.getByLabel( 'First name' ).fill( 'Refused' );
		await dialog.getByLabel( 'Last name' ).fill( token );
		await dialog
			.getByLabel( 'Website' )
			.fill( `https://example.com/${ 'b'.repeat( 250 ) }` );
		await dialog.getByRole( 'button', { name: 'Save Contact' } ).click();

		const again = page.getByRole( 'dialog', { name: 'Add Contact' } );
		await expect( again.getByTestId( 'contact-form-problems' ) ).toHaveText(
			'Nothing was saved yet. Please fix: Website.'
		);
		await expect( again.getByLabel( 'Website' ) ).toBeFocused();
		await expect( again.getByLabel( 'Website' ) ).toBeInViewport();
		await page.screenshot( {
			path: `${ SHOTS }/issue26-forms-refused-1280.png`,
		} );
	} );

	test( 'a handle the network would not take is refused before sending, named and focused', async ( {
		page,
	} ) => {
		await loginAs( page, 'alex' );
		const dialog = await openAddContact( page );
		await dialog.getByLabel( 'First name' ).fill( 'Dotted' );
		await dialog.getByLabel( 'Twitter / X' ).fill( '@walker.q' );
		await dialog.getByRole( 'button', { name: 'Save Contact' } ).click();
		await expect(
			dialog.getByTestId( 'contact-form-problems' )
		).toHaveText( 'Nothing was saved yet. Please fix: Twitter / X.' );
		await expect( dialog.getByLabel( 'Twitter / X' ) ).toBeFocused();
		await expect( dialog.getByText( /Enter an X handle/ ) ).toBeVisible();
		expect( page.url() ).not.toContain( 'admin-post' );
	} );

	test( 'Add Contact asks before discarding what was typed, and closes at once when nothing was', async ( {
		page,
	} ) => {
		await loginAs( page, 'alex' );
		let dialog = await openAddContact( page );
		await page.keyboard.press( 'Escape' );
		await expect( dialog ).toBeHidden();
		await expect( question( page ) ).toHaveCount( 0 );

		dialog = await openAddContact( page );
		await dialog.getByLabel( 'First name' ).fill( 'Half' );
		await dialog.getByLabel( 'Company' ).fill( 'Filled Ltd' );
		await page.keyboard.press( 'Escape' );
		await expect( question( page ) ).toBeVisible();
		await expect(
			question( page ).getByRole( 'button', { name: 'Keep editing' } )
		).toBeFocused();
		await page.screenshot( {
			path: `${ SHOTS }/issue26-forms-discard.png`,
		} );
		await expectDialogsAccessible( page );
		await question( page )
			.getByRole( 'button', { name: 'Keep editing' } )
			.click();
		await expect( question( page ) ).toBeHidden();
		await expect( dialog.getByLabel( 'First name' ) ).toHaveValue( 'Half' );
		await expect( dialog.getByLabel( 'Company' ) ).toHaveValue(
			'Filled Ltd'
		);

		// A click outside asks too; Discard closes and the next form is empty.
		await page.mouse.click( 5, 5 );
		await expect( question( page ) ).toBeVisible();
		await question( page )
			.getByRole( 'button', { name: 'Discard' } )
			.click();
		await expect( dialog ).toBeHidden();
		await page
			.getByRole( 'button', { name: 'Add Contact' } )
			.first()
			.click();
		await expect( dialog.getByLabel( 'First name' ) ).toHaveValue( '' );
	} );

	test( 'the event, follow-up and note dialogs ask before discarding', async ( {
		page,
	} ) => {
		await loginAs( page, 'alex' );
		const id = await addContactByForm( page, {
			firstName: 'Guarded',
			lastName: token,
		} );
		made.push( id );
		await page.goto(
			`/prism/contact-detail/Guarded${ token }/${ id }/?contactId=${ id }&tab=notifications`
		);
		const panel = page.getByTestId( 'notifications-panel' );

		// Untouched: Escape closes at once.
		await panel.getByRole( 'button', { name: 'Add Follow-up' } ).click();
		const followup = page.getByTestId( 'followup-dialog' );
		await expect( followup ).toBeVisible();
		await page.keyboard.press( 'Escape' );
		await expect( followup ).toBeHidden();
		await expect( question( page ) ).toHaveCount( 0 );

		await panel.getByRole( 'button', { name: 'Add Event' } ).click();
		const event = page.getByTestId( 'event-dialog' );
		await event.getByTestId( 'event-title' ).fill( 'Half an event' );
		await page.keyboard.press( 'Escape' );
		await question( page )
			.getByRole( 'button', { name: 'Keep editing' } )
			.click();
		await expect( event.getByTestId( 'event-title' ) ).toHaveValue(
			'Half an event'
		);
		await event.getByRole( 'button', { name: 'Cancel' } ).click();
		await question( page )
			.getByRole( 'button', { name: 'Discard' } )
			.click();
		await expect( event ).toBeHidden();
		// The focus goes back to what opened the form, not to the page's start.
		await expect(
			panel.getByRole( 'button', { name: 'Add Event' } )
		).toBeFocused();

		await panel.getByRole( 'button', { name: 'Add Follow-up' } ).click();
		await followup.getByTestId( 'followup-desc' ).fill( 'Ask about' );
		await page.keyboard.press( 'Escape' );
		await expect( question( page ) ).toBeVisible();
		await question( page )
			.getByRole( 'button', { name: 'Discard' } )
			.click();
		await expect( followup ).toBeHidden();

		await page.getByRole( 'tab', { name: 'Notes' } ).click();
		await page
			.getByTestId( 'notes-panel' )
			.getByRole( 'button', { name: 'Add Note' } )
			.click();
		const note = page.getByRole( 'dialog', { name: 'Add Note' } );
		await note.getByTestId( 'note-input' ).fill( 'Met at the fair' );
		await page.mouse.click( 5, 5 );
		await question( page )
			.getByRole( 'button', { name: 'Keep editing' } )
			.click();
		await expect( note.getByTestId( 'note-input' ) ).toHaveValue(
			'Met at the fair'
		);
		await page.keyboard.press( 'Escape' );
		await question( page )
			.getByRole( 'button', { name: 'Discard' } )
			.click();
		await expect( note ).toBeHidden();
		await expect(
			page
				.getByTestId( 'notes-panel' )
				.getByRole( 'button', { name: 'Add Note' } )
		).toBeFocused();
	} );

	test( 'an email or phone that already belongs to a contact is named, with a link to it', async ( {
		page,
		context,
	} ) => {
		await loginAs( page, 'alex' );
		const email = `ann.${ token }@example.com`;
		const id = await addContactByForm( page, {
			firstName: 'Ann',
			lastName: token,
			emailOne: email,
			phoneOne: '+1 (555) 010-7788',
		} );
		made.push( id );

		for ( const viewport of [
			{ width: 1280, height: 800 },
			{ width: 390, height: 844 },
		] ) {
			await page.setViewportSize( viewport );
			const dialog = await openAddContact( page );
			// Typed in another case and another phone format: the same email, the same number.
			await dialog
				.getByLabel( 'Email', { exact: true } )
				.fill( email.toUpperCase() );
			await dialog
				.getByLabel( 'Phone', { exact: true } )
				.fill( '555-010-7788' );
			const notices = dialog.getByTestId( 'contact-match' );
			await expect( notices ).toHaveCount( 2 );
			await expect( notices.first() ).toContainText(
				`Already in your network: ${ email.toUpperCase() } belongs to Ann ${ token }`
			);
			await expect( notices.nth( 1 ) ).toContainText(
				`is the number of Ann ${ token }`
			);
			await page.screenshot( {
				path: `${ SHOTS }/issue26-forms-match-${ viewport.width }.png`,
			} );
			await expectDialogsAccessible( page );

			// The link opens the contact in a new tab; the form keeps what was typed.
			const link = notices.first().getByRole( 'link', {
				name: `Ann ${ token }`,
			} );
			const [ opened ] = await Promise.all( [
				context.waitForEvent( 'page' ),
				link.click(),
			] );
			await opened.waitForLoadState( 'domcontentloaded' );
			expect( opened.url() ).toContain( `contactId=${ id }` );
			await expect(
				opened
					.getByRole( 'heading', { name: `Ann ${ token }` } )
					.first()
			).toBeVisible();
			await opened.close();
			await expect(
				dialog.getByLabel( 'Email', { exact: true } )
			).toHaveValue( email.toUpperCase() );

			// A value changed since is no longer named.
			await dialog
				.getByLabel( 'Email', { exact: true } )
				.fill( `other.${ token }@example.com` );
			await expect( notices ).toHaveCount( 1 );
		}
	} );
} );

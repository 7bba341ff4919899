/**
 * The contact detail page, as a member uses it: open a contact by its pretty URL, edit its details (and see a
 * refused save keep what was typed), keep notes, and be told when a contact is not theirs.
 *
 * The tests make their own contact through the Add Contact form post and delete it afterwards.
 */
import { test, expect, type Page } from '@playwright/test';
import {
	islandProps,
	loginAs,
	restCall,
	screenshot,
	deleteContacts,
	addContactByForm,
	memberPage,
} from './helpers';

interface IslandProps {
	wordpressId: number;
	nonce: string;
	formNonce: string;
	links: { adminPost: string; contacts: string };
	flash: { type: string; contactId?: number } | null;
}

const stamp = Date.now().toString( 36 );
const first = 'Robin';
const last = `Detail${ stamp }`;
const fullName = `${ first } ${ last }`;
const categoryName = `E2E tag ${ stamp }`;
const prettyPath = ( id: number ) =>
	`/prism/contact-detail/${ first }${ last }/${ id }`;

let contactId = 0;

/**
 * Opens a page and reads the props its island was given.
 *
 * @param page The page.
 * @param path Page to open.
 */
async function openProps(
	page: Page,
	path = '/prism/'
): Promise< IslandProps > {
	await page.goto( path );
	return islandProps< IslandProps >( page );
}

/**
 * A full-page screenshot taken from the top, so the fixed admin bar sits where it belongs, once dialogs have
 * finished fading in.
 *
 * @param page The page.
 * @param name File name.
 */
async function shot( page: Page, name: string ): Promise< void > {
	await page.evaluate( () => window.scrollTo( 0, 0 ) );
	// An opening dialog fades in; wait until it is fully shown.
	await page.waitForFunction( () =>
		Array.from( document.querySelectorAll( '.MuiDialog-container' ) ).every(
			( element ) => getComputedStyle( element ).opacity === '1'
		)
	);
	await screenshot( page, name );
}

test.describe.serial( 'contact detail page', () => {
	test.beforeAll( async ( { browser } ) => {
		const page = await memberPage( browser, 'alex' );
		contactId = await addContactByForm( page, {
			firstName: first,
			lastName: last,
			title: 'Product Designer',
			company: 'Acme Old',
			emailOne: `robin.${ stamp }@example.com`,
			emailOneType: 'Work',
			linkedIn: `https://www.linkedin.com/in/robin-${ stamp }`,
		} );
		await page.close();
	} );

	test.afterAll( async ( { browser } ) => {
		if ( ! contactId ) {
			return;
		}
		const page = await memberPage( browser, 'alex' );
		await deleteContacts( page, [ contactId ] );
		const props = await openProps( page );
		const categories = await restCall<
			Array< { id: number; name: string } >
		>(
			page,
			props.nonce,
			'GET',
			`prism/v1/categories/${ props.wordpressId }`
		);
		for ( const category of categories.filter(
			( c ) => c.name === categoryName
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

	test( 'a member opens a contact by its pretty URL and edits its details', async ( {
		page,
	} ) => {
		await loginAs( page, 'alex' );
		await page.goto( prettyPath( contactId ) );

		const card = page.getByTestId( 'contact-card' );
		await expect(
			card.getByRole( 'heading', { level: 1, name: fullName } )
		).toBeVisible();
		await expect( card.getByTestId( 'contact-role' ) ).toHaveText(
			'Product Designer · Acme Old'
		);
		await expect( card.getByTestId( 'contact-stage' ) ).toHaveText(
			'Not in the networking process'
		);
		await expect(
			card.getByRole( 'link', { name: 'Networking Process' } )
		).toHaveAttribute(
			'href',
			new RegExp(
				`/prism/contact-detail-networking/${ first }${ last }/${ contactId }/\\?tab=BUILD&contactId=${ contactId }$`
			)
		);
		const linkedIn = card.getByRole( 'link', {
			name: `${ fullName } on LinkedIn (opens in a new tab)`,
		} );
		await expect( linkedIn ).toHaveAttribute( 'target', '_blank' );
		await expect( card.getByLabel( 'Added in PRISM' ) ).toBeVisible();
		await expect(
			page
				.getByRole( 'navigation', { name: 'Breadcrumb' } )
				.getByRole( 'link', { name: 'Contacts' } )
		).toBeVisible();

		const details = page.getByTestId( 'details-view' );
		await expect(
			details.getByRole( 'link', {
				name: `robin.${ stamp }@example.com`,
			} )
		).toHaveAttribute( 'href', `mailto:robin.${ stamp }@example.com` );
		await shot( page, 'contact-detail-1280' );

		// Edit: change the company and add a second email.
		await page.getByRole( 'button', { name: /^Edit details/ } ).click();
		const form = page.getByTestId( 'details-edit' );
		await expect( form.getByLabel( 'First name' ) ).toBeFocused();
		await form.getByLabel( 'Company' ).fill( `Globex ${ stamp }` );
		await form.getByRole( 'button', { name: 'Add another email' } ).click();
		await form
			.getByLabel( 'Email 2', { exact: true } )
			.fill( `robin.home.${ stamp }@example.com` );
		await shot( page, 'contact-detail-edit-1280' );
		await form.getByRole( 'button', { name: 'Save' } ).click();

		await expect( page.getByTestId( 'flash' ) ).toContainText(
			'Contact details saved.'
		);
		const saved = page.getByTestId( 'details-view' );
		await expect( saved ).toContainText( `Globex ${ stamp }` );
		await expect(
			saved.getByRole( 'link', {
				name: `robin.home.${ stamp }@example.com`,
			} )
		).toHaveAttribute( 'href', `mailto:robin.home.${ stamp }@example.com` );
		await expect( page.getByTestId( 'contact-role' ) ).toHaveText(
			`Product Designer · Globex ${ stamp }`
		);

		// Cancel leaves without saving.
		await page.getByRole( 'button', { name: /^Edit details/ } ).click();
		await page
			.getByTestId( 'details-edit' )
			.getByLabel( 'Company' )
			.fill( 'Never saved' );
		await page.getByRole( 'button', { name: 'Cancel' } ).click();
		await expect( page.getByTestId( 'details-view' ) ).toContainText(
			`Globex ${ stamp }`
		);
		await expect( page.getByTestId( 'details-view' ) ).not.toContainText(
			'Never saved'
		);
		await expect(
			page.getByRole( 'button', { name: /^Edit details/ } )
		).toBeFocused();
	} );

	test( 'a refused save reopens the form with the typed values and the error', async ( {
		page,
	} ) => {
		await loginAs( page, 'alex' );
		await page.goto( prettyPath( contactId ) );
		await page.getByRole( 'button', { name: /^Edit details/ } ).click();
		const form = page.getByTestId( 'details-edit' );
		await form.getByLabel( 'Company' ).fill( 'Typed Company' );
		// Passes the browser's own email check but not the server's (no dot in the domain).
		await form
			.getByLabel( 'Email 2', { exact: true } )
			.fill( 'robin@invalid' );
		await form.getByRole( 'button', { name: 'Save' } ).click();

		await expect( page.getByTestId( 'flash' ) ).toContainText(
			'Please fix the highlighted fields'
		);
		const again = page.getByTestId( 'details-edit' );
		await expect( again ).toBeVisible();
		await expect( again.getByLabel( 'Company' ) ).toHaveValue(
			'Typed Company'
		);
		const email = again.getByLabel( 'Email 2', { exact: true } );
		await expect( email ).toHaveValue( 'robin@invalid' );
		await expect( email ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect( email ).toBeFocused();
		await expect( again ).toContainText(
			'Enter an email address like name@example.com.'
		);
		await shot( page, 'contact-detail-edit-error-1280' );

		// Nothing was saved: Cancel shows the stored details.
		await again.getByRole( 'button', { name: 'Cancel' } ).click();
		await expect( page.getByTestId( 'details-view' ) ).toContainText(
			`Globex ${ stamp }`
		);
		await expect( page.getByTestId( 'contact-role' ) ).not.toContainText(
			'Typed Company'
		);
	} );

	test( 'a save sent after the session expired keeps what was typed', async ( {
		page,
	} ) => {
		await loginAs( page, 'alex' );
		await page.goto( prettyPath( contactId ) );
		await page.getByRole( 'button', { name: /^Edit details/ } ).click();
		const form = page.getByTestId( 'details-edit' );
		await form.getByLabel( 'Job title' ).fill( 'Typed after lunch' );
		// What a form left open past the nonce's lifetime sends. (React keeps its own input's value, so the stale
		// nonce goes in an input of its own.)
		await form
			.locator( 'input[name="_prism_nonce"]' )
			.evaluate( ( input: HTMLInputElement ) => {
				input.name = 'fresh_nonce_unused';
				const stale = input.ownerDocument.createElement( 'input' );
				stale.type = 'hidden';
				stale.name = '_prism_nonce';
				stale.value = 'stale';
				input.form?.append( stale );
			} );
		await form.getByRole( 'button', { name: 'Save' } ).click();

		await expect( page.getByTestId( 'flash' ) ).toContainText(
			'nothing was saved'
		);
		await expect(
			page.getByTestId( 'details-edit' ).getByLabel( 'Job title' )
		).toHaveValue( 'Typed after lunch' );
		await page.getByRole( 'button', { name: 'Cancel' } ).click();
		await expect( page.getByTestId( 'contact-role' ) ).toHaveText(
			`Product Designer · Globex ${ stamp }`
		);
	} );

	test( 'a member adds, searches, edits and deletes notes', async ( {
		page,
	} ) => {
		await loginAs( page, 'alex' );
		await page.goto( `${ prettyPath( contactId ) }?tab=notes` );

		const panel = page.getByTestId( 'notes-panel' );
		await expect(
			page.getByRole( 'tab', { name: 'Notes' } )
		).toHaveAttribute( 'aria-selected', 'true' );
		await expect( panel.getByTestId( 'notes-empty' ) ).toContainText(
			'No notes yet'
		);

		// A blank note cannot be saved.
		await panel.getByRole( 'button', { name: 'Add Note' } ).click();
		const dialog = page.getByRole( 'dialog', { name: 'Add Note' } );
		const input = dialog.getByTestId( 'note-input' );
		await expect( input ).toBeFocused();
		await expect(
			dialog.getByRole( 'button', { name: 'Save Note' } )
		).toBeDisabled();
		await input.fill( '   \n  ' );
		await expect(
			dialog.getByRole( 'button', { name: 'Save Note' } )
		).toBeDisabled();
		await expect( dialog ).toContainText(
			'Write something to save the note.'
		);

		await input.fill( `Met at the meetup\nAsked about ${ stamp } hiring` );
		await dialog.getByRole( 'button', { name: 'Save Note' } ).click();
		await expect( dialog ).toBeHidden();
		await expect( page.getByTestId( 'notice' ) ).toContainText(
			'Note added.'
		);

		await panel.getByRole( 'button', { name: 'Add Note' } ).click();
		await page
			.getByRole( 'dialog', { name: 'Add Note' } )
			.getByTestId( 'note-input' )
			.fill( 'Coffee next month' );
		await page
			.getByRole( 'dialog', { name: 'Add Note' } )
			.getByRole( 'button', { name: 'Save Note' } )
			.click();

		const items = panel.getByTestId( 'note-item' );
		await expect( items ).toHaveCount( 2 );
		// Newest first: the coffee note was written last.
		await expect( items.nth( 0 ) ).toContainText( 'Coffee next month' );
		// Line breaks are kept.
		expect(
			await items.nth( 1 ).getByTestId( 'note-text' ).innerText()
		).toBe( `Met at the meetup\nAsked about ${ stamp } hiring` );
		await expect( items.nth( 1 ) ).toContainText( 'Updated Today at' );

		await panel.getByRole( 'button', { name: 'Oldest first' } ).click();
		await expect( items.nth( 0 ) ).toContainText( 'Met at the meetup' );
		await panel.getByRole( 'button', { name: 'Newest first' } ).click();

		// Search ignores case.
		const search = panel.getByLabel( 'Search Notes' );
		await search.fill( 'MEETUP' );
		await expect( items ).toHaveCount( 1 );
		await expect( items.first() ).toContainText( 'Met at the meetup' );
		await expect( panel.getByTestId( 'notes-count' ) ).toHaveText(
			'1 of 2 notes match'
		);
		await search.fill( 'no such words' );
		await expect( panel.getByTestId( 'notes-no-match' ) ).toContainText(
			'No notes match'
		);
		await panel.getByRole( 'button', { name: 'Clear search' } ).click();
		await expect( items ).toHaveCount( 2 );
		await shot( page, 'contact-detail-notes-1280' );

		// Edit.
		await items
			.filter( { hasText: 'Met at the meetup' } )
			.getByRole( 'button', { name: /^Edit note/ } )
			.click();
		const edit = page.getByRole( 'dialog', { name: 'Edit Note' } );
		await expect( edit.getByTestId( 'note-input' ) ).toHaveValue(
			`Met at the meetup\nAsked about ${ stamp } hiring`
		);
		await edit
			.getByTestId( 'note-input' )
			.fill( `Met at the spring meetup\nAsked about ${ stamp } hiring` );
		await edit.getByRole( 'button', { name: 'Save Note' } ).click();
		await expect( edit ).toBeHidden();
		await expect( page.getByTestId( 'notice' ) ).toContainText(
			'Note saved.'
		);
		await expect(
			items.filter( { hasText: 'Met at the spring meetup' } )
		).toHaveCount( 1 );
		// The edited note is now the most recently updated.
		await expect( items.nth( 0 ) ).toContainText( 'spring meetup' );

		// Delete, after the confirm; Cancel keeps the note.
		const target = items.filter( { hasText: 'Coffee next month' } );
		await target.getByRole( 'button', { name: /^Delete note/ } ).click();
		const confirm = page.getByRole( 'alertdialog', {
			name: 'Delete note',
		} );
		await expect( confirm ).toContainText(
			'Are you sure you want to delete this note?'
		);
		await expect(
			confirm.getByRole( 'button', { name: 'Cancel' } )
		).toBeFocused();
		await shot( page, 'contact-detail-delete-note-1280' );
		await confirm.getByRole( 'button', { name: 'Cancel' } ).click();
		await expect( items ).toHaveCount( 2 );

		await target.getByRole( 'button', { name: /^Delete note/ } ).click();
		await confirm.getByRole( 'button', { name: 'Delete' } ).click();
		await expect( confirm ).toBeHidden();
		await expect( items ).toHaveCount( 1 );
		await expect( panel ).not.toContainText( 'Coffee next month' );
		await expect( page.getByTestId( 'notice' ) ).toContainText(
			'Note deleted.'
		);

		// The tab survives a reload.
		await page.reload();
		await expect(
			page.getByRole( 'tab', { name: 'Notes' } )
		).toHaveAttribute( 'aria-selected', 'true' );
		await expect( page.getByTestId( 'note-item' ) ).toHaveCount( 1 );
	} );

	test( 'tabs work by keyboard and keep their place in the address', async ( {
		page,
	} ) => {
		await loginAs( page, 'alex' );
		await page.goto( `${ prettyPath( contactId ) }?tab=notifications` );
		await expect(
			page.getByRole( 'tab', { name: 'Notifications' } )
		).toHaveAttribute( 'aria-selected', 'true' );
		const panel = page.getByTestId( 'notifications-panel' );
		await expect(
			panel.getByRole( 'link', { name: 'View Events' } )
		).toBeVisible();
		await expect(
			panel.getByRole( 'link', { name: 'View Follow Ups' } )
		).toBeVisible();

		await page.getByRole( 'tab', { name: 'Notifications' } ).focus();
		await page.keyboard.press( 'ArrowLeft' );
		await expect(
			page.getByRole( 'tab', { name: 'Interactions' } )
		).toBeFocused();
		await page.keyboard.press( 'ArrowLeft' );
		await expect(
			page.getByRole( 'tab', { name: 'Notes' } )
		).toBeFocused();
		await page.keyboard.press( 'Enter' );
		await expect(
			page.getByRole( 'tab', { name: 'Notes' } )
		).toHaveAttribute( 'aria-selected', 'true' );
		await expect( page ).toHaveURL( /[?&]tab=notes/ );
		await page.keyboard.press( 'Home' );
		await page.keyboard.press( 'Enter' );
		await expect( page.getByTestId( 'details-view' ) ).toBeVisible();
		await expect( page ).not.toHaveURL( /[?&]tab=/ );
	} );

	test( 'the page works at phone width', async ( { page } ) => {
		await page.setViewportSize( { width: 390, height: 844 } );
		await loginAs( page, 'alex' );
		await page.goto( prettyPath( contactId ) );
		await expect( page.getByTestId( 'contact-name' ) ).toHaveText(
			fullName
		);
		const overflow = await page.evaluate(
			() => document.documentElement.scrollWidth - window.innerWidth
		);
		expect( overflow ).toBeLessThanOrEqual( 0 );
		await shot( page, 'contact-detail-390' );
		await page.getByRole( 'tab', { name: 'Notes' } ).click();
		await expect( page.getByTestId( 'note-item' ) ).toHaveCount( 1 );
		await shot( page, 'contact-detail-notes-390' );
		await page.getByRole( 'button', { name: 'Add Note' } ).click();
		const dialog = page.getByRole( 'dialog', { name: 'Add Note' } );
		await dialog.getByTestId( 'note-input' ).fill( 'Draft\nnot saved' );
		await shot( page, 'contact-detail-add-note-390' );
		// Typed text is not thrown away without asking (docs/contact-forms.md).
		await dialog.getByRole( 'button', { name: 'Cancel' } ).click();
		await page
			.getByRole( 'alertdialog', { name: 'Discard changes?' } )
			.getByRole( 'button', { name: 'Discard' } )
			.click();
		await expect( dialog ).toBeHidden();
		await expect( page.getByTestId( 'note-item' ) ).toHaveCount( 1 );
		await page.getByRole( 'tab', { name: 'Details' } ).click();
		await page.getByRole( 'button', { name: /^Edit details/ } ).click();
		await expect( page.getByTestId( 'details-edit' ) ).toBeVisible();
		await shot( page, 'contact-detail-edit-390' );
	} );

	test( "the card's tag icon manages the contact's categories", async ( {
		page,
	} ) => {
		await loginAs( page, 'alex' );
		await page.goto( prettyPath( contactId ) );
		const card = page.getByTestId( 'contact-card' );
		await expect( card.getByTestId( 'contact-categories' ) ).toHaveText(
			'No categories'
		);
		await card
			.getByRole( 'button', {
				name: `Manage categories for ${ fullName }`,
			} )
			.click();
		const dialog = page.getByRole( 'dialog', {
			name: 'Manage Categories',
		} );
		await dialog.getByLabel( 'New category' ).fill( categoryName );
		await dialog
			.getByRole( 'button', { name: 'Add', exact: true } )
			.click();
		// A category made here is ticked for the contact straight away.
		await expect( dialog.getByLabel( categoryName ) ).toBeChecked();
		await shot( page, 'contact-detail-categories-1280' );
		await dialog.getByRole( 'button', { name: 'Apply' } ).click();
		await expect( dialog ).toBeHidden();
		await expect( card.getByTestId( 'contact-categories' ) ).toHaveText(
			categoryName
		);
		await page.reload();
		await expect(
			page
				.getByTestId( 'contact-card' )
				.getByTestId( 'contact-categories' )
		).toHaveText( categoryName );
	} );

	test( 'another member sees the not-found panel; a missing id, the way on', async ( {
		page,
	} ) => {
		await loginAs( page, 'sam' );
		await page.goto(
			`${ prettyPath( contactId ) }?contactId=${ contactId }`
		);
		const panel = page.getByTestId( 'contact-not-found' );
		await expect( panel ).toContainText( "We couldn't find that contact" );
		await expect(
			panel.getByRole( 'link', { name: 'Back to your contacts' } )
		).toHaveAttribute( 'href', /\/prism\/contact\/$/ );
		await expect( page.getByTestId( 'contact-card' ) ).toHaveCount( 0 );
		await expect( page.locator( 'body' ) ).not.toContainText( fullName );
		await shot( page, 'contact-detail-not-found-1280' );

		// Opened without a contact (from a menu, a bookmark): a search of the member's contacts, not a dead end
		// (theme-fit.spec.ts follows it through).
		await page.goto( '/prism/contact-detail/' );
		await expect( page.getByTestId( 'choose-contact' ) ).toBeVisible();
		await expect( page.getByTestId( 'contact-not-found' ) ).toHaveCount(
			0
		);
	} );
} );

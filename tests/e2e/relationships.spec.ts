/**
 * Relationships between contacts (issue 30, part 2) as a member uses them on a contact's page: add a Parent named
 * "Mother" by choosing a contact in the person field, see it on both contacts (the other side turned round: Child;
 * saved unchanged from there, Ann's "Mother" stays); add one to a name typed for someone who is not a contact yet
 * (shown exactly as typed, with the hint), linked as soon as a contact of that name is added through the Add Contact
 * dialog; edit one (its kind) and delete one (asked first; Cancel keeps it; it goes from both contacts); the
 * dialog's own checks (no kind, no person, Other without a name) and the server's (a repeat, its message gone once
 * the form changes); a custom "Godmother" read as "Godmother of" on the other side; the dialog by keyboard alone,
 * and 'Discard changes?' on Escape; the panel (a row's hint showing) and the dialog at 390 px without sideways
 * scrolling. Screenshots at 1280 and 390 px go to artifacts/screenshots/relationships-*.png.
 *
 * The tests make their own contacts (the Add Contact form post, and one through the Add Contact dialog), named with
 * a token unique to the run, and delete them afterwards (their relationships go with them).
 */
import path from 'path';
import { test, expect, type Locator, type Page } from '@playwright/test';
import {
	SCREENSHOT_DIR,
	addContactByForm,
	deleteContacts,
	loginAs,
	memberPage,
	screenshot,
} from './helpers';
import { THEMES, installThemeSwitch, showInTheme } from './support/themes';

/** A token unique to this run: the last name of every contact the tests make. */
const stamp = `Rel${ Date.now().toString( 36 ) }`;

interface Person {
	first: string;
	last: string;
	name: string;
	id: number;
}

const person = ( first: string, last = stamp ): Person => ( {
	first,
	last,
	name: `${ first } ${ last }`,
	id: 0,
} );

/** Whose page most of the tests are on. */
const ann = person( 'Ann' );
/** Ann's parent ("Mother"). */
const mary = person( 'Mary' );
/** Ann's godmother (an Other relationship). */
const pat = person( 'Pat' );
/** Ann's sister, added by keyboard. */
const kim = person( 'Kim' );
/**
 * Typed as a name first (not a contact yet), then added through the Add Contact dialog: markup, an ampersand and a
 * percent sign that must show exactly as typed.
 */
const tom = person( 'Budget <Tom>', `& 100% ${ stamp }` );

const NOT_A_CONTACT_HINT = 'Not in your contacts';

/**
 * A contact's page, Details tab.
 *
 * @param who The contact.
 */
const detailPath = ( who: Person ) =>
	`/prism/contact-detail/${ encodeURIComponent(
		who.name.replace( /\s+/g, '' )
	) }/${ who.id }/?contactId=${ who.id }`;

/**
 * Opens a contact's page and answers its Relationships panel, once loaded.
 *
 * @param page The page.
 * @param who  The contact.
 */
async function openPanel( page: Page, who: Person ): Promise< Locator > {
	await page.goto( detailPath( who ) );
	await expect( page.getByTestId( 'contact-name' ) ).toHaveText( who.name );
	const panel = page.getByTestId( 'relationships-panel' );
	await expect(
		panel.getByRole( 'heading', { name: 'Relationships', level: 2 } )
	).toBeVisible();
	await expect(
		panel
			.getByTestId( 'relationships-list' )
			.or( panel.getByTestId( 'relationships-empty' ) )
	).toBeVisible();
	return panel;
}

/**
 * A text as a regular expression that matches it literally.
 *
 * @param text Text.
 */
const escapeRegExp = ( text: string ) =>
	text.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' );

/**
 * A row's role as its text reads: the role, then a colon only a screen reader hears ("Mother: Mary Lee").
 *
 * @param role The role as shown.
 */
const roleText = ( role: string ) =>
	new RegExp( `^${ escapeRegExp( role ) }: $` );

/**
 * The panel's row of a relationship with someone.
 *
 * @param panel The panel.
 * @param name  The other person's name, as shown.
 */
const rowOf = ( panel: Locator, name: string ) => {
	const page = panel.page();
	return panel.getByTestId( 'relationship-row' ).filter( {
		has: page
			.getByTestId( 'relationship-link' )
			.or( page.getByTestId( 'relationship-name' ) )
			.filter( { hasText: new RegExp( `^${ escapeRegExp( name ) }$` ) } ),
	} );
};

/**
 * Opens the Add Relationship dialog from the panel.
 *
 * @param page  The page.
 * @param panel The panel.
 */
async function openAdd( page: Page, panel: Locator ): Promise< Locator > {
	await panel.getByRole( 'button', { name: 'Add Relationship' } ).click();
	const dialog = page.getByRole( 'dialog', { name: 'Add Relationship' } );
	await expect( dialog ).toBeVisible();
	// The kind takes the focus once the dialog has opened.
	await expect( dialog.getByTestId( 'relationship-kind' ) ).toBeFocused();
	return dialog;
}

/**
 * Types part of a contact's name into the person field and picks the contact from the list.
 *
 * @param page   The page.
 * @param dialog The dialog.
 * @param who    The contact.
 */
async function chooseContact( page: Page, dialog: Locator, who: Person ) {
	const field = dialog.getByRole( 'combobox', { name: 'Person' } );
	await field.fill( who.name );
	const option = page
		.getByRole( 'listbox' )
		.getByTestId( 'relationship-contact-option' )
		.filter( { hasText: who.name } );
	await expect( option ).toHaveCount( 1 );
	await option.click();
	await expect( field ).toHaveValue( who.name );
	await expect(
		dialog.getByText( 'One of your contacts: their page links here.' )
	).toBeVisible();
}

/**
 * Presses Tab (or Shift+Tab) until the element has the focus; fails, naming where the focus went, when it is not
 * reached within `most` presses.
 *
 * @param page         The page.
 * @param target       The element to reach.
 * @param options      Direction and limit.
 * @param options.back Shift+Tab instead of Tab.
 * @param options.most The most presses allowed.
 */
async function tabTo(
	page: Page,
	target: Locator,
	{ back = false, most = 60 }: { back?: boolean; most?: number } = {}
): Promise< void > {
	const visited: string[] = [];
	for ( let presses = 1; presses <= most; presses++ ) {
		await page.keyboard.press( back ? 'Shift+Tab' : 'Tab' );
		if (
			await target.evaluate(
				( el ) => el === el.ownerDocument.activeElement
			)
		) {
			return;
		}
		visited.push(
			await page.locator( 'body' ).evaluate( ( body ) => {
				const el = body.ownerDocument.activeElement;
				return el
					? `${ el.tagName.toLowerCase() } "${ (
							el.getAttribute( 'aria-label' ) ??
							el.textContent ??
							''
						)
							.trim()
							.slice( 0, 30 ) }"`
					: 'body';
			} )
		);
	}
	throw new Error(
		`not reached in ${ most } presses; the focus went to: ${ visited.join( ' → ' ) }`
	);
}

/**
 * A screenshot once dialogs and menus have faded in: the whole page, or the screen as it is while a dialog is open
 * (a full-page shot would stretch a phone's full-screen dialog over the whole page).
 *
 * @param page The page.
 * @param name File name, without extension.
 */
async function shot( page: Page, name: string ): Promise< void > {
	await page.waitForFunction( () =>
		Array.from(
			document.querySelectorAll(
				'.MuiDialog-container, .MuiPopover-paper, .MuiBackdrop-root'
			)
		).every( ( element ) => {
			const style = getComputedStyle( element );
			return style.opacity === '1' || style.visibility === 'hidden';
		} )
	);
	if (
		await page
			.getByRole( 'dialog' )
			.or( page.getByRole( 'alertdialog' ) )
			.count()
	) {
		await page.screenshot( {
			path: path.join( SCREENSHOT_DIR, `${ name }.png` ),
		} );
	} else {
		await screenshot( page, name );
	}
}

/**
 * Fails unless the page fits its width (nothing to scroll sideways).
 *
 * @param page  The page.
 * @param width The viewport's width.
 * @param what  What is checked, for the message.
 */
async function expectFits( page: Page, width: number, what: string ) {
	const scrollWidth = await page.evaluate(
		() => document.documentElement.scrollWidth
	);
	expect( scrollWidth, `${ what } scrolls sideways` ).toBeLessThanOrEqual(
		width
	);
}

/**
 * Fails unless an element lies within the viewport's width.
 *
 * @param page    The page.
 * @param element The element.
 * @param what    What it is, for the message.
 */
async function expectWithinWidth( page: Page, element: Locator, what: string ) {
	const box = await element.boundingBox();
	const width = page.viewportSize()?.width ?? 0;
	expect( box, `${ what } has a box` ).toBeTruthy();
	expect( box?.x ?? -1, `${ what } starts on screen` ).toBeGreaterThanOrEqual(
		0
	);
	expect(
		( box?.x ?? 0 ) + ( box?.width ?? 0 ),
		`${ what } ends on screen`
	).toBeLessThanOrEqual( width );
}

test.describe.serial( 'relationships between contacts', () => {
	test.beforeAll( async ( { browser } ) => {
		const page = await memberPage( browser, 'alex' );
		for ( const who of [ ann, mary, pat, kim ] ) {
			who.id = await addContactByForm( page, {
				firstName: who.first,
				lastName: who.last,
				emailOne: `${ who.first.toLowerCase() }.${ stamp.toLowerCase() }@example.com`,
			} );
		}
		await page.close();
	} );

	test.afterAll( async ( { browser } ) => {
		const ids = [ ann, mary, pat, kim, tom ]
			.map( ( who ) => who.id )
			.filter( ( id ) => id > 0 );
		if ( ! ids.length ) {
			return;
		}
		const page = await memberPage( browser, 'alex' );
		await deleteContacts( page, ids );
		await page.close();
	} );

	test.beforeEach( async ( { page } ) => {
		await page.setViewportSize( { width: 1280, height: 900 } );
		await loginAs( page, 'alex' );
	} );

	test( 'a Parent named Mother, chosen from the contacts: shown on both contacts, turned round on the other', async ( {
		page,
	} ) => {
		const panel = await openPanel( page, ann );
		await expect( panel.getByTestId( 'relationships-empty' ) ).toHaveText(
			'No relationships yet. Add spouses, family, colleagues and who introduced you.'
		);

		const dialog = await openAdd( page, panel );
		await expect( dialog ).toContainText(
			`What the person is to ${ ann.name }.`
		);
		await dialog.getByTestId( 'relationship-kind' ).selectOption( {
			label: 'Parent',
		} );
		await dialog
			.getByRole( 'textbox', { name: 'Name it (optional)' } )
			.fill( 'Mother' );
		await chooseContact( page, dialog, mary );
		await dialog
			.getByRole( 'button', { name: 'Save Relationship' } )
			.click();
		await expect( dialog ).toBeHidden();
		await expect( page.getByTestId( 'notice' ) ).toContainText(
			'Relationship added.'
		);

		// Ann's page: the label, and a link to Mary's page.
		const row = rowOf( panel, mary.name );
		await expect( row ).toHaveCount( 1 );
		await expect( row.getByTestId( 'relationship-role' ) ).toHaveText(
			roleText( 'Mother' )
		);
		const link = row.getByRole( 'link', { name: mary.name } );
		await expect( link ).toHaveAttribute(
			'href',
			new RegExp( `/${ mary.id }/\\?contactId=${ mary.id }$` )
		);
		await expect( row ).not.toContainText( NOT_A_CONTACT_HINT );
		await expect(
			row.getByRole( 'button', {
				name: `Edit relationship with ${ mary.name } (Mother)`,
			} )
		).toBeVisible();
		await shot( page, 'relationships-panel-1280' );

		// Followed: Mary's page names Ann her child (the label "Mother" is Ann's word for Mary, not shown here).
		await link.click();
		await expect( page ).toHaveURL(
			new RegExp( `contactId=${ mary.id }` )
		);
		await expect( page.getByTestId( 'contact-name' ) ).toHaveText(
			mary.name
		);
		const other = page.getByTestId( 'relationships-panel' );
		const back = rowOf( other, ann.name );
		await expect( back ).toHaveCount( 1 );
		await expect( back.getByTestId( 'relationship-role' ) ).toHaveText(
			roleText( 'Child' )
		);
		await expect( other ).not.toContainText( 'Mother' );
		await expect(
			back.getByRole( 'link', { name: ann.name } )
		).toHaveAttribute(
			'href',
			new RegExp( `/${ ann.id }/\\?contactId=${ ann.id }$` )
		);
		await shot( page, 'relationships-other-side-1280' );

		// Kept: read again, the same.
		await page.reload();
		const reread = rowOf(
			page.getByTestId( 'relationships-panel' ),
			ann.name
		);
		await expect( reread.getByTestId( 'relationship-role' ) ).toHaveText(
			roleText( 'Child' )
		);

		// Edited from this side and saved unchanged: Mary's page holds it as she sees it, and Ann's "Mother" stays.
		await reread
			.getByRole( 'button', {
				name: `Edit relationship with ${ ann.name } (Child)`,
			} )
			.click();
		const edit = page.getByRole( 'dialog', { name: 'Edit Relationship' } );
		await expect( edit.getByTestId( 'relationship-kind' ) ).toHaveValue(
			'child'
		);
		await expect( edit.getByTestId( 'relationship-label' ) ).toHaveValue(
			''
		);
		await expect(
			edit.getByRole( 'combobox', { name: 'Person' } )
		).toHaveValue( ann.name );
		await edit.getByRole( 'button', { name: 'Save Relationship' } ).click();
		await expect( edit ).toBeHidden();
		const annPanel = await openPanel( page, ann );
		await expect(
			rowOf( annPanel, mary.name ).getByTestId( 'relationship-role' )
		).toHaveText( roleText( 'Mother' ) );
	} );

	test( 'a name typed for someone who is not a contact: kept exactly, then linked once a contact has the name', async ( {
		page,
	} ) => {
		let panel = await openPanel( page, ann );
		const dialog = await openAdd( page, panel );
		await dialog.getByTestId( 'relationship-kind' ).selectOption( {
			label: 'Friend',
		} );
		const field = dialog.getByRole( 'combobox', { name: 'Person' } );
		await field.fill( tom.name );
		await expect(
			dialog.getByText(
				'Not in your contacts: kept as a name, without a link. Choose a contact from the list to link them.'
			)
		).toBeVisible();
		await dialog
			.getByRole( 'button', { name: 'Save Relationship' } )
			.click();
		await expect( dialog ).toBeHidden();

		let row = rowOf( panel, tom.name );
		await expect( row ).toHaveCount( 1 );
		await expect( row.getByTestId( 'relationship-role' ) ).toHaveText(
			roleText( 'Friend' )
		);
		// Exactly as typed, as text: no link, no element made of the markup.
		await expect( row.getByTestId( 'relationship-name' ) ).toHaveText(
			tom.name
		);
		await expect( row.getByRole( 'link' ) ).toHaveCount( 0 );
		await expect( row.locator( 'tom' ) ).toHaveCount( 0 );
		await expect( row ).toContainText( NOT_A_CONTACT_HINT );
		await shot( page, 'relationships-typed-name-1280' );
		// Mary's page does not show it: it is Ann's.
		const maryPanel = await openPanel( page, mary );
		await expect( rowOf( maryPanel, tom.name ) ).toHaveCount( 0 );

		// The contact comes through the Add Contact dialog, with exactly that name.
		await page.goto( '/prism/contact/' );
		await page
			.getByRole( 'button', { name: 'Add Contact' } )
			.first()
			.click();
		const add = page.getByRole( 'dialog', { name: 'Add Contact' } );
		await expect( add.getByLabel( 'First name' ) ).toBeFocused();
		await add.getByLabel( 'First name' ).fill( tom.first );
		await add.getByLabel( 'Last name' ).fill( tom.last );
		await add.getByRole( 'button', { name: 'Save Contact' } ).click();
		const flash = page.getByTestId( 'flash' );
		await expect( flash ).toContainText( `Contact added: ${ tom.name }` );
		const open = flash.getByRole( 'link', { name: `Open ${ tom.name }` } );
		tom.id = Number(
			new URL(
				( await open.getAttribute( 'href' ) ) ?? '',
				page.url()
			).searchParams.get( 'contactId' )
		);
		expect( tom.id ).toBeGreaterThan( 0 );

		// Ann's page links it now.
		panel = await openPanel( page, ann );
		row = rowOf( panel, tom.name );
		await expect( row ).toHaveCount( 1 );
		const link = row.getByRole( 'link', { name: tom.name, exact: true } );
		await expect( link ).toHaveText( tom.name );
		await expect( link ).toHaveAttribute(
			'href',
			new RegExp( `/${ tom.id }/\\?contactId=${ tom.id }$` )
		);
		await expect( row ).not.toContainText( NOT_A_CONTACT_HINT );
		await expect( row.getByTestId( 'relationship-role' ) ).toHaveText(
			roleText( 'Friend' )
		);

		// And the new contact's page names Ann.
		await link.click();
		await expect( page.getByTestId( 'contact-name' ) ).toHaveText(
			tom.name
		);
		const tomPanel = page.getByTestId( 'relationships-panel' );
		await expect(
			rowOf( tomPanel, ann.name ).getByTestId( 'relationship-role' )
		).toHaveText( roleText( 'Friend' ) );
	} );

	test( 'edit a relationship’s kind; delete one after confirming (Cancel keeps it), from both contacts', async ( {
		page,
	} ) => {
		const panel = await openPanel( page, ann );
		const row = rowOf( panel, tom.name );
		const edit = row.getByRole( 'button', {
			name: `Edit relationship with ${ tom.name } (Friend)`,
		} );
		await edit.click();
		const dialog = page.getByRole( 'dialog', {
			name: 'Edit Relationship',
		} );
		await expect( dialog ).toBeVisible();
		// The dialog holds the relationship as it is.
		await expect( dialog.getByTestId( 'relationship-kind' ) ).toHaveValue(
			'friend'
		);
		await expect(
			dialog.getByRole( 'combobox', { name: 'Person' } )
		).toHaveValue( tom.name );
		await expect(
			dialog.getByText( 'One of your contacts: their page links here.' )
		).toBeVisible();
		await dialog.getByTestId( 'relationship-kind' ).selectOption( {
			label: 'Colleague',
		} );
		await dialog
			.getByRole( 'button', { name: 'Save Relationship' } )
			.click();
		await expect( dialog ).toBeHidden();
		await expect( page.getByTestId( 'notice' ) ).toContainText(
			'Relationship saved.'
		);
		await expect( row.getByTestId( 'relationship-role' ) ).toHaveText(
			roleText( 'Colleague' )
		);
		await expect( rowOf( panel, tom.name ) ).toHaveCount( 1 );

		// The other side says the same (a colleague's colleague).
		let other = await openPanel( page, tom );
		await expect(
			rowOf( other, ann.name ).getByTestId( 'relationship-role' )
		).toHaveText( roleText( 'Colleague' ) );

		// Delete, from Ann's page: asked first, Cancel (the focused choice) keeps it.
		await openPanel( page, ann );
		const remove = row.getByRole( 'button', {
			name: `Delete relationship with ${ tom.name } (Colleague)`,
		} );
		await remove.click();
		let confirm = page.getByRole( 'alertdialog', {
			name: 'Delete Relationship',
		} );
		await expect( confirm ).toBeVisible();
		await expect( confirm ).toContainText(
			'Delete this relationship? It goes from both contacts.'
		);
		await expect( confirm ).toContainText( `Colleague: ${ tom.name }` );
		await expect(
			confirm.getByRole( 'button', { name: 'Cancel' } )
		).toBeFocused();
		await shot( page, 'relationships-delete-1280' );
		await confirm.getByRole( 'button', { name: 'Cancel' } ).click();
		await expect( confirm ).toBeHidden();
		await expect( row ).toHaveCount( 1 );

		await remove.click();
		confirm = page.getByRole( 'alertdialog', {
			name: 'Delete Relationship',
		} );
		await confirm.getByRole( 'button', { name: 'Delete' } ).click();
		await expect( confirm ).toBeHidden();
		await expect( page.getByTestId( 'notice' ) ).toContainText(
			'Relationship deleted.'
		);
		await expect( row ).toHaveCount( 0 );
		// Mary's stays.
		await expect( rowOf( panel, mary.name ) ).toHaveCount( 1 );
		// The focus goes to Add Relationship (the row that held it is gone).
		await expect(
			panel.getByRole( 'button', { name: 'Add Relationship' } )
		).toBeFocused();

		// Gone from the other contact too, and from Ann's page read again.
		other = await openPanel( page, tom );
		await expect(
			other.getByTestId( 'relationships-empty' )
		).toBeVisible();
		const again = await openPanel( page, ann );
		await expect( rowOf( again, tom.name ) ).toHaveCount( 0 );
	} );

	test( 'the dialog’s checks: no kind and no person, a repeat the server refuses, Other without a name; a Godmother reads “Godmother of” on the other side', async ( {
		page,
	} ) => {
		const panel = await openPanel( page, ann );
		const dialog = await openAdd( page, panel );
		const kind = dialog.getByTestId( 'relationship-kind' );
		const label = dialog.getByTestId( 'relationship-label' );
		const who = dialog.getByRole( 'combobox', { name: 'Person' } );
		const save = dialog.getByRole( 'button', {
			name: 'Save Relationship',
		} );

		// Nothing filled in: the kind and the person are named, the kind takes the focus, nothing is sent.
		await save.click();
		await expect(
			dialog.getByText( 'Choose the relationship.' )
		).toBeVisible();
		await expect( kind ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect( kind ).toBeFocused();
		await expect( who ).toHaveAttribute( 'aria-invalid', 'true' );
		// The person's message (in the error colour, tied to the field).
		const personMessage = dialog.locator(
			`#${ await who.getAttribute( 'aria-describedby' ) }`
		);
		await expect( personMessage ).toHaveText(
			'Choose one of your contacts, or type the name of someone who is not one yet.'
		);
		await expect( personMessage ).toHaveClass( /Mui-error/ );
		await expect( label ).not.toHaveAttribute( 'aria-invalid', 'true' );
		await shot( page, 'relationships-dialog-errors-1280' );

		// The server's word: Mary is Ann's parent already. Its message shows beside the kind, which takes the focus;
		// nothing is added.
		await kind.selectOption( { label: 'Parent' } );
		await chooseContact( page, dialog, mary );
		await save.click();
		const repeat = dialog.getByText(
			'These two already have this relationship. Choose another, or edit the one there.'
		);
		await expect( repeat ).toBeVisible();
		await expect( kind ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect( kind ).toBeFocused();
		await expect( dialog ).toBeVisible();
		await expect( panel.getByTestId( 'relationship-row' ) ).toHaveCount(
			1
		);

		// Other: the server's message goes with the change; the name becomes required, and its message shows; the
		// person becomes Pat.
		await kind.selectOption( { label: 'Other' } );
		await expect( repeat ).toHaveCount( 0 );
		await expect(
			dialog.getByRole( 'textbox', { name: 'Name it', exact: false } )
		).toHaveAttribute( 'required', '' );
		await expect(
			dialog.getByText( 'Name the relationship, for example Godmother.' )
		).toBeVisible();
		await expect( label ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect( kind ).not.toHaveAttribute( 'aria-invalid', 'true' );
		await chooseContact( page, dialog, pat );
		await expect( who ).not.toHaveAttribute( 'aria-invalid', 'true' );
		await save.click();
		// Still open, the name's field focused; nothing was added.
		await expect( dialog ).toBeVisible();
		await expect( label ).toBeFocused();
		await expect( rowOf( panel, pat.name ) ).toHaveCount( 0 );

		// Only white space is no name either.
		await label.fill( '   ' );
		await save.click();
		await expect( label ).toBeFocused();
		await expect( label ).toHaveAttribute( 'aria-invalid', 'true' );

		await label.fill( 'Godmother' );
		await expect( label ).not.toHaveAttribute( 'aria-invalid', 'true' );
		await save.click();
		await expect( dialog ).toBeHidden();
		const row = rowOf( panel, pat.name );
		await expect( row.getByTestId( 'relationship-role' ) ).toHaveText(
			roleText( 'Godmother' )
		);

		// Pat's page: Ann, "Godmother of".
		await row.getByRole( 'link', { name: pat.name } ).click();
		await expect( page.getByTestId( 'contact-name' ) ).toHaveText(
			pat.name
		);
		const other = page.getByTestId( 'relationships-panel' );
		await expect(
			rowOf( other, ann.name ).getByTestId( 'relationship-role' )
		).toHaveText( roleText( 'Godmother of' ) );
	} );

	test( 'by keyboard alone: open, fill (arrows in the list of contacts) and save; Escape with changes asks first', async ( {
		page,
	} ) => {
		const panel = await openPanel( page, ann );
		const opener = panel.getByRole( 'button', {
			name: 'Add Relationship',
		} );
		await tabTo( page, opener );
		await page.keyboard.press( 'Enter' );
		const dialog = page.getByRole( 'dialog', { name: 'Add Relationship' } );
		const kind = dialog.getByTestId( 'relationship-kind' );
		await expect( kind ).toBeFocused();

		// The kind: the arrows move through the choices (Choose…, Spouse or partner, Parent, Child, Sibling).
		for ( let i = 0; i < 4; i++ ) {
			await page.keyboard.press( 'ArrowDown' );
		}
		await expect( kind ).toHaveValue( 'sibling' );
		await page.keyboard.press( 'Tab' );
		await expect(
			dialog.getByTestId( 'relationship-label' )
		).toBeFocused();
		await page.keyboard.type( 'Sister' );
		await page.keyboard.press( 'Tab' );
		const who = dialog.getByRole( 'combobox', { name: 'Person' } );
		await expect( who ).toBeFocused();
		await page.keyboard.type( kim.name );
		const option = page
			.getByRole( 'listbox' )
			.getByTestId( 'relationship-contact-option' )
			.filter( { hasText: kim.name } );
		await expect( option ).toHaveCount( 1 );
		await page.keyboard.press( 'ArrowDown' );
		await expect( who ).toHaveAttribute(
			'aria-activedescendant',
			( await option.getAttribute( 'id' ) ) ?? 'none'
		);
		await shot( page, 'relationships-dialog-search-1280' );
		await page.keyboard.press( 'Enter' );
		await expect( page.getByRole( 'listbox' ) ).toHaveCount( 0 );
		await expect( who ).toHaveValue( kim.name );
		await expect(
			dialog.getByText( 'One of your contacts: their page links here.' )
		).toBeVisible();
		// Still open: Enter chose the contact, it did not send the form.
		await expect( dialog ).toBeVisible();
		await tabTo(
			page,
			dialog.getByRole( 'button', { name: 'Save Relationship' } )
		);
		await page.keyboard.press( 'Enter' );
		await expect( dialog ).toBeHidden();
		await expect( opener ).toBeFocused();
		const row = rowOf( panel, kim.name );
		await expect( row.getByTestId( 'relationship-role' ) ).toHaveText(
			roleText( 'Sister' )
		);
		await expect(
			row.getByRole( 'link', { name: kim.name } )
		).toHaveAttribute( 'href', new RegExp( `contactId=${ kim.id }$` ) );

		// Untouched, Escape closes at once.
		await page.keyboard.press( 'Enter' );
		await expect( kind ).toBeFocused();
		await page.keyboard.press( 'Escape' );
		await expect( dialog ).toBeHidden();
		await expect( page.getByRole( 'alertdialog' ) ).toHaveCount( 0 );
		await expect( opener ).toBeFocused();

		// With a change, Escape asks; Keep editing (focused) keeps what was chosen; Discard throws it away.
		await page.keyboard.press( 'Enter' );
		await expect( kind ).toBeFocused();
		await page.keyboard.press( 'ArrowDown' );
		await expect( kind ).toHaveValue( 'spouse' );
		await page.keyboard.press( 'Escape' );
		const question = page.getByRole( 'alertdialog', {
			name: 'Discard changes?',
		} );
		await expect( question ).toBeVisible();
		const keep = question.getByRole( 'button', { name: 'Keep editing' } );
		await expect( keep ).toBeFocused();
		await page.keyboard.press( 'Enter' );
		await expect( question ).toBeHidden();
		await expect( dialog ).toBeVisible();
		await expect( kind ).toHaveValue( 'spouse' );
		// Back where it was, to carry on typing.
		await expect( kind ).toBeFocused();
		await page.keyboard.press( 'Escape' );
		await expect( question ).toBeVisible();
		await tabTo(
			page,
			question.getByRole( 'button', { name: 'Discard' } ),
			{
				most: 4,
			}
		);
		await page.keyboard.press( 'Enter' );
		await expect( question ).toBeHidden();
		await expect( dialog ).toBeHidden();
		// The focus goes back to what opened the dialog (useDiscardGuard closes the question first).
		await expect( opener ).toBeFocused();
		// Nothing was added.
		await expect( panel.getByTestId( 'relationship-row' ) ).toHaveCount(
			3
		);
	} );

	test( 'at 390 px the panel and the dialog fit, without sideways scrolling', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 390, height: 844 } );
		const panel = await openPanel( page, ann );
		await expect( panel.getByTestId( 'relationship-row' ) ).toHaveCount(
			3
		);
		// A row's Delete button with the focus, its hint showing: the hint ends at the row's right end, so neither
		// it nor (hidden) any other hint makes the page scroll sideways.
		const lastDelete = panel.getByTestId( 'relationship-delete' ).last();
		await lastDelete.focus();
		await expect
			.poll( () =>
				lastDelete.evaluate(
					( el ) =>
						el.parentElement &&
						getComputedStyle( el.parentElement, '::after' ).opacity
				)
			)
			.toBe( '1' );
		await expectFits( page, 390, 'the contact page at 390' );
		await panel.screenshot( {
			path: path.join( SCREENSHOT_DIR, 'relationships-hint-390.png' ),
		} );
		for ( const row of await panel
			.getByTestId( 'relationship-row' )
			.all() ) {
			await expectWithinWidth(
				page,
				row.getByTestId( 'relationship-delete' ),
				'a row’s Delete button'
			);
		}
		await panel.scrollIntoViewIfNeeded();
		await shot( page, 'relationships-panel-390' );

		// The dialog, full screen, with a long name typed: its buttons on screen, nothing wider than the phone.
		const dialog = await openAdd( page, panel );
		await dialog.getByTestId( 'relationship-kind' ).selectOption( {
			label: 'Other',
		} );
		await dialog
			.getByTestId( 'relationship-label' )
			.fill( 'Godmother’s neighbour from the allotment' );
		await dialog
			.getByRole( 'combobox', { name: 'Person' } )
			.fill( `${ tom.name } with a very long surname indeed` );
		await expectFits( page, 390, 'the Add Relationship dialog at 390' );
		await expectWithinWidth(
			page,
			dialog.getByRole( 'button', { name: 'Save Relationship' } ),
			'Save Relationship'
		);
		await expect(
			dialog.getByRole( 'button', { name: 'Save Relationship' } )
		).toBeInViewport();
		// The search has answered: no contact has the name, so no list shows under the field.
		await expect( page.locator( '.MuiAutocomplete-popper' ) ).toHaveCount(
			0
		);
		await shot( page, 'relationships-dialog-390' );
		// One Escape from the person field asks about what was typed (no hidden list takes it first).
		await expect(
			dialog.getByRole( 'combobox', { name: 'Person' } )
		).toBeFocused();
		await page.keyboard.press( 'Escape' );
		await page
			.getByRole( 'alertdialog', { name: 'Discard changes?' } )
			.getByRole( 'button', { name: 'Discard' } )
			.click();
		await expect( dialog ).toBeHidden();

		// The Edit dialog of Mary's relationship, and the other side at 390.
		await panel
			.getByRole( 'button', {
				name: `Edit relationship with ${ mary.name } (Mother)`,
			} )
			.click();
		const edit = page.getByRole( 'dialog', { name: 'Edit Relationship' } );
		await expect( edit.getByTestId( 'relationship-label' ) ).toHaveValue(
			'Mother'
		);
		await expectFits( page, 390, 'the Edit Relationship dialog at 390' );
		await shot( page, 'relationships-edit-dialog-390' );
		await page.keyboard.press( 'Escape' );
		await expect( edit ).toBeHidden();

		const other = await openPanel( page, mary );
		await expectFits( page, 390, 'the other contact’s page at 390' );
		await other.scrollIntoViewIfNeeded();
		await shot( page, 'relationships-other-side-390' );

		// And the dialog at 1280, for comparison.
		await page.setViewportSize( { width: 1280, height: 900 } );
		await openPanel( page, ann );
		await page
			.getByTestId( 'relationships-panel' )
			.getByRole( 'button', {
				name: `Edit relationship with ${ mary.name } (Mother)`,
			} )
			.click();
		await expect(
			page.getByRole( 'dialog', { name: 'Edit Relationship' } )
		).toBeVisible();
		await shot( page, 'relationships-edit-dialog-1280' );
	} );

	test( 'in a classic theme the panel and the dialog look and fit the same', async ( {
		page,
		baseURL,
	} ) => {
		installThemeSwitch();
		await showInTheme( page.context(), baseURL ?? '', THEMES[ 1 ].folder );
		for ( const width of [ 1280, 390 ] ) {
			await page.setViewportSize( { width, height: 900 } );
			const panel = await openPanel( page, ann );
			// Drawn by the classic theme (Twenty Twenty-One's own stylesheet is on the page).
			await expect(
				page.locator( 'link#twenty-twenty-one-style-css' )
			).toHaveCount( 1 );
			await expect(
				rowOf( panel, mary.name ).getByRole( 'link', {
					name: mary.name,
				} )
			).toBeVisible();
			await expectFits( page, width, `the contact page at ${ width }` );
			await panel.scrollIntoViewIfNeeded();
			await shot( page, `relationships-classic-panel-${ width }` );
			const dialog = await openAdd( page, panel );
			await expectFits( page, width, `the dialog at ${ width }` );
			await expect(
				dialog.getByRole( 'button', { name: 'Save Relationship' } )
			).toBeInViewport();
			await shot( page, `relationships-classic-dialog-${ width }` );
			await page.keyboard.press( 'Escape' );
			await expect( dialog ).toBeHidden();
		}
	} );
} );

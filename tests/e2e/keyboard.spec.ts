/**
 * PRISM by keyboard alone (issue 15): every step below is a key press from the top of the page (Tab, Shift+Tab,
 * arrows, Space, Enter, Escape); nothing is clicked and no element is focused by the test itself. The contact list
 * (search, select a row, the bulk actions and a category's menu), a dialog (focus moves in, stays in, returns to its
 * opener), the contact detail tabs (arrow keys), the calendar (an item opened with Enter), the mentoring carousel
 * (focus pauses it; Next and Previous with Enter), and a visible focus indicator on the controls reached on the way.
 *
 * The member is the demo member alex; the test adds two contacts and a follow-up due today, and removes them.
 */
import path from 'path';
import { test, expect, type Locator, type Page } from '@playwright/test';
import {
	SCREENSHOT_DIR,
	addContactByForm,
	deleteContacts,
	islandProps,
	loginAs,
	restCall,
	screenshot,
} from './helpers';

interface Props {
	wordpressId: number;
	nonce: string;
	today: string;
}

const token = `Kb${ Date.now().toString( 36 ) }`;
const followupTitle = `Ring back ${ token }`;
const made: number[] = [];
let followupId = 0;

/**
 * Presses Tab (or Shift+Tab) until the element has the focus; fails, saying where the focus went, when it is not
 * reached within `most` presses.
 *
 * @param page         The page.
 * @param target       The element to reach.
 * @param options      Direction and limit.
 * @param options.back Shift+Tab instead of Tab.
 * @param options.most The most presses allowed.
 * @return How many presses it took.
 */
async function tabTo(
	page: Page,
	target: Locator,
	{ back = false, most = 80 }: { back?: boolean; most?: number } = {}
): Promise< number > {
	const visited: string[] = [];
	for ( let presses = 1; presses <= most; presses++ ) {
		await page.keyboard.press( back ? 'Shift+Tab' : 'Tab' );
		if (
			await target.evaluate(
				( el ) => el === el.ownerDocument.activeElement
			)
		) {
			return presses;
		}
		visited.push(
			await page.locator( 'body' ).evaluate( ( body ) => {
				const el = body.ownerDocument.activeElement;
				if ( ! el || el === document.body ) {
					return 'body';
				}
				const name =
					el.getAttribute( 'aria-label' ) ??
					( el.textContent ?? '' ).trim().slice( 0, 30 );
				return `${ el.tagName.toLowerCase() } "${ name }"`;
			} )
		);
	}
	throw new Error(
		`not reached by ${ back ? 'Shift+Tab' : 'Tab' } in ${ most } presses; the focus went to: ${ visited.join(
			' → '
		) }`
	);
}

/**
 * The focus ring of an element: outline and box-shadow of the element and of its two nearest ancestors (a MUI
 * checkbox draws its ring on the span around the input, the search field on the box around it).
 *
 * @param target The element.
 */
function ring( target: Locator ): Promise< string > {
	return target.evaluate( ( el ) => {
		const parts: string[] = [];
		let node: Element | null = el;
		for ( let i = 0; i < 3 && node; i++, node = node.parentElement ) {
			const style = getComputedStyle( node );
			parts.push(
				`${ style.outlineStyle } ${ style.outlineWidth } ${ style.outlineColor } | ${ style.boxShadow }`
			);
		}
		return parts.join( ' || ' );
	} );
}

/**
 * Tabs to a control and checks that it shows the focus: its ring (outline or box-shadow) differs from its
 * unfocused look, and is not nothing.
 *
 * @param page         The page.
 * @param target       The control.
 * @param options      As for tabTo().
 * @param options.back Shift+Tab instead of Tab.
 * @param options.most The most presses allowed.
 */
async function tabToVisibly(
	page: Page,
	target: Locator,
	options: { back?: boolean; most?: number } = {}
): Promise< void > {
	const before = await ring( target );
	await tabTo( page, target, options );
	// MUI marks keyboard focus a frame after the focus event.
	await expect.poll( () => ring( target ) ).not.toBe( before );
	const after = await ring( target );
	expect(
		/solid|dashed|dotted|double|auto/.test( after ) ||
			/rgb\S* [0-9.]+px [0-9.]+px/.test( after ),
		`a focus ring on ${ await target.evaluate( ( el ) =>
			el.outerHTML.slice( 0, 120 )
		) }: ${ after }`
	).toBe( true );
}

/**
 * The focused element's markup (its start), to tell which one it is.
 *
 * @param page The page.
 */
function activeElement( page: Page ): Promise< string > {
	return page
		.locator( 'body' )
		.evaluate(
			( body ) =>
				body.ownerDocument.activeElement?.outerHTML.slice( 0, 200 ) ??
				''
		);
}

/**
 * Whether the focus is inside the element.
 *
 * @param target The element.
 */
function holdsFocus( target: Locator ): Promise< boolean > {
	return target.evaluate( ( el ) =>
		el.contains( el.ownerDocument.activeElement )
	);
}

/**
 * Waits until the carousel's slide has finished moving into view (react-slick ignores a press while it moves).
 *
 * @param page  The page.
 * @param index The slide in view.
 */
async function settledOn( page: Page, index: number ): Promise< void > {
	const carousel = page.getByTestId( 'series-carousel' );
	await expect
		.poll( async () => {
			const view = await carousel.locator( '.slick-list' ).boundingBox();
			const slide = await carousel
				.getByTestId( 'series-slide' )
				.nth( index )
				.boundingBox();
			return Math.abs( ( slide?.x ?? -999 ) - ( view?.x ?? 0 ) ) < 1;
		} )
		.toBe( true );
}

test.beforeAll( async ( { browser } ) => {
	const page = await browser.newPage();
	await loginAs( page, 'alex' );
	made.push(
		await addContactByForm( page, {
			firstName: 'Kai',
			lastName: token,
			emailOne: `kai.${ token }@example.com`,
		} ),
		await addContactByForm( page, {
			firstName: 'Lee',
			lastName: token,
		} )
	);
	await page.goto( '/notifications/' );
	const props = await islandProps< Props >( page, 'notifications' );
	const followups = await restCall< Array< { id: number; title: string } > >(
		page,
		props.nonce,
		'POST',
		'prism/v1/create-followup',
		{
			contactId: made[ 0 ],
			wordpressId: props.wordpressId,
			title: followupTitle,
			desc: '',
			date: props.today,
		}
	);
	followupId = followups.find( ( f ) => f.title === followupTitle )?.id ?? 0;
	expect( followupId ).toBeGreaterThan( 0 );
	await page.close();
} );

test.afterAll( async ( { browser } ) => {
	const page = await browser.newPage();
	await loginAs( page, 'alex' );
	// The follow-up goes with its contact.
	await deleteContacts( page, made );
	await page.close();
} );

test.beforeEach( async ( { page } ) => {
	await page.setViewportSize( { width: 1280, height: 900 } );
	await loginAs( page, 'alex' );
} );

test( 'the contact list: search, select a row, a bulk action and a category menu', async ( {
	page,
} ) => {
	await page.goto( '/prism/contact/' );
	await expect( page.getByTestId( 'contact-row' ).first() ).toBeVisible();

	const search = page.getByRole( 'searchbox', {
		name: 'Search contacts by name, email, company, phone or notes',
	} );
	await tabToVisibly( page, search );
	await page.keyboard.type( token );
	await page.keyboard.press( 'Enter' );
	await expect( page.getByTestId( 'contact-row' ) ).toHaveCount( 2 );

	const kai = page.getByRole( 'checkbox', { name: `Select Kai ${ token }` } );
	await tabToVisibly( page, kai );
	await page.keyboard.press( 'Space' );
	await expect( kai ).toBeChecked();
	await expect( page.getByTestId( 'bulk-count' ) ).toContainText(
		'1 selected'
	);

	// The bulk actions sit above the rows: back to Manage Categories, which opens its dialog.
	const manage = page
		.getByRole( 'toolbar', { name: 'Actions on selected contacts' } )
		.getByRole( 'button', { name: 'Manage Categories' } );
	await tabToVisibly( page, manage, { back: true } );
	await page.keyboard.press( 'Enter' );
	const dialog = page.getByRole( 'dialog', { name: 'Manage Categories' } );
	await expect( dialog ).toBeVisible();
	await expect.poll( () => holdsFocus( dialog ) ).toBe( true );
	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toBeHidden();
	await expect( manage ).toBeFocused();
	// Still selected: Escape cancelled the dialog, not the selection.
	await expect( kai ).toBeChecked();

	// A category's Rename / Keep in touch / Delete menu: opened with Enter, walked with the arrows, closed with Escape.
	const opener = page
		.getByRole( 'button', { name: /^Edit or delete category / } )
		.first();
	await tabTo( page, opener, { back: true, most: 120 } );
	await page.keyboard.press( 'Enter' );
	// PRISM's menu (WordPress's admin bar has menus of its own).
	const menu = page
		.getByRole( 'menu' )
		.filter( { has: page.getByRole( 'menuitem', { name: 'Rename' } ) } );
	await expect( menu ).toBeVisible();
	await expect(
		menu.getByRole( 'menuitem', { name: 'Rename' } )
	).toBeFocused();
	await page.keyboard.press( 'ArrowDown' );
	await expect(
		menu.getByRole( 'menuitem', { name: 'Keep in touch…' } )
	).toBeFocused();
	await page.keyboard.press( 'ArrowDown' );
	await expect(
		menu.getByRole( 'menuitem', { name: 'Delete' } )
	).toBeFocused();
	await page.keyboard.press( 'Escape' );
	await expect( menu ).toBeHidden();
	await expect( opener ).toBeFocused();

	// A contact's name is a link to its page, and shows the focus too; Enter follows it.
	const link = page
		.getByTestId( 'contact-row' )
		.getByRole( 'link', { name: `Kai ${ token }` } );
	await tabToVisibly( page, link, { most: 120 } );
	await page.keyboard.press( 'Enter' );
	await expect( page ).toHaveURL( new RegExp( `/${ made[ 0 ] }/` ) );
} );

test( 'a dialog: the focus moves in, stays in, and returns to the opener', async ( {
	page,
} ) => {
	await page.goto( '/prism/contact/' );
	await expect( page.getByTestId( 'contact-row' ).first() ).toBeVisible();
	const opener = page.getByRole( 'button', {
		name: 'Add Contact',
		exact: true,
	} );
	await tabToVisibly( page, opener );
	await page.keyboard.press( 'Enter' );
	const dialog = page.getByRole( 'dialog', { name: 'Add Contact' } );
	await expect( dialog ).toBeVisible();
	await expect.poll( () => holdsFocus( dialog ) ).toBe( true );
	// Round the whole dialog and more, both ways: the focus never leaves it.
	const stops = new Set< string >();
	for ( const key of [ 'Tab', 'Shift+Tab' ] ) {
		for ( let i = 0; i < 40; i++ ) {
			await page.keyboard.press( key );
			expect( await holdsFocus( dialog ), `${ key } #${ i + 1 }` ).toBe(
				true
			);
			stops.add( await activeElement( page ) );
		}
	}
	// It went round: the fields and the buttons, not one element.
	expect( stops.size ).toBeGreaterThan( 5 );
	const save = dialog.getByRole( 'button', { name: 'Save Contact' } );
	await tabToVisibly( page, save );
	await page.screenshot( {
		path: path.join( SCREENSHOT_DIR, 'keyboard-dialog-save-focused.png' ),
	} );
	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toBeHidden();
	await expect( opener ).toBeFocused();
} );

test( 'the contact detail tabs: arrow keys move between them, Enter opens one', async ( {
	page,
} ) => {
	await page.goto( `/prism/contact-detail/Kai${ token }/${ made[ 0 ] }/` );
	await expect( page.getByTestId( 'details-view' ) ).toBeVisible();
	const details = page.getByRole( 'tab', { name: 'Details' } );
	const notes = page.getByRole( 'tab', { name: 'Notes' } );
	const interactions = page.getByRole( 'tab', { name: 'Interactions' } );
	const notifications = page.getByRole( 'tab', { name: 'Notifications' } );
	await tabToVisibly( page, details );
	await page.keyboard.press( 'ArrowRight' );
	await expect( notes ).toBeFocused();
	await page.keyboard.press( 'ArrowRight' );
	await expect( interactions ).toBeFocused();
	await page.keyboard.press( 'ArrowRight' );
	await expect( notifications ).toBeFocused();
	await page.keyboard.press( 'Enter' );
	await expect( notifications ).toHaveAttribute( 'aria-selected', 'true' );
	await expect( page.getByTestId( 'notifications-panel' ) ).toBeVisible();
	await expect(
		page.getByTestId( 'followup-row' ).filter( { hasText: followupTitle } )
	).toBeVisible();
	await page.keyboard.press( 'ArrowLeft' );
	await expect( interactions ).toBeFocused();
	await page.keyboard.press( 'ArrowLeft' );
	await expect( notes ).toBeFocused();
	await page.keyboard.press( 'Space' );
	await expect( notes ).toHaveAttribute( 'aria-selected', 'true' );
	await page.keyboard.press( 'Home' );
	await expect( details ).toBeFocused();
	await page.keyboard.press( 'Enter' );
	await expect( page.getByTestId( 'details-view' ) ).toBeVisible();
	// From the selected tab, Tab goes into its panel.
	await page.keyboard.press( 'Tab' );
	expect(
		await page
			.locator( 'body' )
			.evaluate( ( body ) =>
				Boolean(
					body.ownerDocument.activeElement?.closest(
						'[role="tabpanel"]'
					)
				)
			)
	).toBe( true );
} );

test( 'the calendar: a day and an item reached by Tab, the item opened with Enter', async ( {
	page,
} ) => {
	await page.goto( '/notifications/' );
	await expect( page.locator( '.rbc-month-view' ) ).toBeVisible();
	const props = await islandProps< Props >( page, 'notifications' );
	const back = page.getByRole( 'button', { name: 'Back', exact: true } );
	await tabToVisibly( page, back );
	// Today's number: named with its whole date and marked as today.
	const today = page.locator( '.rbc-month-view [aria-current="date"]' );
	await expect( today ).toHaveCount( 1 );
	await tabToVisibly( page, today );
	const todayName = ( await today.getAttribute( 'aria-label' ) ) ?? '';
	expect( todayName ).toContain( String( Number( props.today.slice( 8 ) ) ) );
	const item = page
		.getByRole( 'group', { name: 'Month view' } )
		.getByRole( 'button', { name: new RegExp( followupTitle ) } );
	if ( await item.isVisible() ) {
		await tabToVisibly( page, item );
	} else {
		// A busy day folds its later items into "+N more", named with its day; it opens the day's list, where the
		// focus moves in.
		const more = page.getByRole( 'button', {
			name: new RegExp( `more on ${ todayName }$` ),
		} );
		await tabToVisibly( page, more );
		await page.keyboard.press( 'Enter' );
		const list = page.getByRole( 'dialog', { name: todayName } );
		await expect( list ).toBeVisible();
		await expect.poll( () => holdsFocus( list ) ).toBe( true );
		await tabToVisibly(
			page,
			list.getByRole( 'button', { name: new RegExp( followupTitle ) } )
		);
	}
	const opener = await activeElement( page );
	await page.keyboard.press( 'Enter' );
	// The item's dialog (over the day's list, when it came from one).
	const dialog = page.getByRole( 'dialog', {
		name: new RegExp( followupTitle ),
	} );
	await expect( dialog ).toBeVisible();
	await expect( dialog.getByRole( 'heading', { level: 2 } ) ).toContainText(
		followupTitle
	);
	await expect.poll( () => holdsFocus( dialog ) ).toBe( true );
	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toBeHidden();
	expect( await activeElement( page ) ).toBe( opener );
} );

test( 'the mentoring carousel: focus pauses it, Next and Previous work with Enter', async ( {
	page,
} ) => {
	// One series at a time, so the two shipped series make a carousel that can move.
	await page.setViewportSize( { width: 390, height: 844 } );
	await page.goto( '/mentoring/' );
	const carousel = page.getByTestId( 'series-carousel' );
	await expect( carousel ).toHaveAttribute( 'data-rotating', 'true' );
	await expect( carousel ).toHaveAttribute( 'data-current', '0' );

	const pause = page.getByRole( 'button', { name: 'Pause the carousel' } );
	await tabToVisibly( page, pause );
	await expect( carousel ).toHaveAttribute( 'data-rotating', 'false' );
	// It would move after 6 s; with the focus in it, it stays.
	await page.waitForTimeout( 7000 );
	await expect( carousel ).toHaveAttribute( 'data-current', '0' );

	const next = page.getByRole( 'button', { name: 'Next series' } );
	await tabToVisibly( page, next );
	await page.keyboard.press( 'Enter' );
	await expect( carousel ).toHaveAttribute( 'data-current', '1' );
	await settledOn( page, 1 );
	const previous = page.getByRole( 'button', { name: 'Previous series' } );
	await expect( previous ).toBeEnabled();
	await tabToVisibly( page, previous, { back: true } );
	await page.keyboard.press( 'Enter' );
	await expect( carousel ).toHaveAttribute( 'data-current', '0' );
	await settledOn( page, 0 );
	// A dot names its series and shows the focus too.
	const dot = page.getByRole( 'button', { name: /^Show / } ).first();
	await tabToVisibly( page, dot );
	await screenshot( page, 'keyboard-carousel-dot-focused-390' );
} );

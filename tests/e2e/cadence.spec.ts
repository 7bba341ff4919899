/**
 * Keep-in-touch cadences (issue 30, part 1) as a member uses them: set a contact's cadence on its page (by keyboard,
 * then a custom number of days, refused out of range) and see the day to reach out by; a contact last in touch long
 * ago shows overdue on its page, in the contact list under the Keep in touch filter and on the dashboard's 'Due to
 * reach out'; a category's cadence, set from the list's menu, applies to its contacts and a contact's own one wins;
 * the list's 'Reach out by' sort puts the most overdue first; the block, its dialog and the filter at 390 px.
 *
 * The tests make their own four contacts (the Add Contact form post) and a category (REST), log interactions on
 * past days through the interactions route (a touch on that day), and delete them afterwards. Screenshots of the
 * block, the list and the dashboard card at 1280 and 390 px go to /tmp/cadence-shots/.
 */
import fs from 'fs';
import path from 'path';
import { test, expect, type Page } from '@playwright/test';
import {
	addContactByForm,
	deleteContacts,
	loginAs,
	restCall,
	memberPage,
	dashboardProps,
} from './helpers';

interface IslandProps {
	wordpressId: number;
	nonce: string;
	today: string;
}

interface CategoryRow {
	id: number;
	name: string;
	cadenceDays: number | null;
}

/** A token unique to this run: the last name of every contact, so the list's search finds exactly them. */
const token = `Cd${ Date.now().toString( 36 ) }`;
const category = { name: `Family ${ token }`, id: 0 };

/** Set on its page in the first test: added today, never touched. */
const cara = { first: 'Cara', name: `Cara ${ token }`, id: 0 };
/** Its own cadence of 30 days, last in touch 3,500 days ago: the most overdue of all. */
const olly = { first: 'Olly', name: `Olly ${ token }`, id: 0 };
/** In the category, last in touch 120 days ago. */
const fay = { first: 'Fay', name: `Fay ${ token }`, id: 0 };
/** No cadence anywhere. */
const nia = { first: 'Nia', name: `Nia ${ token }`, id: 0 };
type Person = typeof cara;

const OLLY_TOUCHED = 3500;
const FAY_TOUCHED = 120;

const LIST = '/prism/contact/';
const SHOTS = '/tmp/cadence-shots';

/** Today, site time, as the pages have it (set in beforeAll). */
let today = '';

/**
 * A day some days from another (negative: before), YYYY-MM-DD.
 *
 * @param day  YYYY-MM-DD.
 * @param days Days to add.
 */
function addDays( day: string, days: number ): string {
	const [ y, m, d ] = day.split( '-' ).map( Number );
	const date = new Date( Date.UTC( y ?? 0, ( m ?? 1 ) - 1, d ?? 1 ) );
	date.setUTCDate( date.getUTCDate() + days );
	return date.toISOString().slice( 0, 10 );
}

/**
 * A day as the pages write it in English: "12 November 2026".
 *
 * @param day YYYY-MM-DD.
 */
function longDay( day: string ): string {
	return new Intl.DateTimeFormat( 'en-GB', {
		day: 'numeric',
		month: 'long',
		year: 'numeric',
		timeZone: 'UTC',
	} ).format( new Date( `${ day }T00:00:00Z` ) );
}

/**
 * A contact's page, by its pretty URL.
 *
 * @param person The contact.
 */
const detailPath = ( person: Person ) =>
	`/prism/contact-detail/${ person.first }${ token }/${ person.id }/`;

/**
 * Saves a screenshot of the viewport (from the top, once dialogs and menus have faded in) into /tmp/cadence-shots/.
 *
 * @param page     The page.
 * @param name     File name without extension.
 * @param fullPage The whole page rather than the viewport.
 */
async function shot( page: Page, name: string, fullPage = false ) {
	await page.waitForFunction( () =>
		Array.from(
			document.querySelectorAll(
				'.MuiDialog-container, .MuiMenu-paper, .MuiDrawer-paper'
			)
		).every( ( element ) => getComputedStyle( element ).opacity === '1' )
	);
	fs.mkdirSync( SHOTS, { recursive: true } );
	await page.screenshot( {
		path: path.join( SHOTS, `${ name }.png` ),
		fullPage,
	} );
}

/**
 * Fails unless the page fits its width (nothing to scroll sideways).
 *
 * @param page The page.
 * @param what What is checked, for the message.
 */
async function expectNoSidewaysScroll( page: Page, what: string ) {
	const overflow = await page.evaluate(
		() => document.documentElement.scrollWidth - window.innerWidth
	);
	expect( overflow, `${ what } scrolls sideways` ).toBeLessThanOrEqual( 0 );
}

/**
 * Opens a contact's page and answers its Keep in touch block.
 *
 * @param page   The page.
 * @param person The contact.
 */
async function openBlock( page: Page, person: Person ) {
	await page.goto( detailPath( person ) );
	await expect( page.getByTestId( 'contact-name' ) ).toHaveText(
		person.name
	);
	const block = page.getByTestId( 'keep-in-touch' );
	await expect( block ).toBeVisible();
	return block;
}

/**
 * Opens the contact's cadence dialog from its block.
 *
 * @param page   The page.
 * @param person The contact.
 */
async function openDialog( page: Page, person: Person ) {
	await page
		.getByTestId( 'keep-in-touch' )
		.getByRole( 'button', {
			name: `Set how often to keep in touch with ${ person.name }`,
		} )
		.click();
	const dialog = page.getByRole( 'dialog', {
		name: `Keep in touch with ${ person.name }`,
	} );
	await expect( dialog ).toBeVisible();
	return dialog;
}

/**
 * Opens the contact list on the run's contacts (the list's search for the token) with more of the address.
 *
 * @param page   The page.
 * @param search More parameters, e.g. '&reachOut=due'.
 */
async function openOurs( page: Page, search = '' ) {
	await page.goto( `${ LIST }?q=${ token }${ search }` );
	await expect( page.getByTestId( 'contacts-page' ) ).toBeVisible();
	await expect(
		page
			.getByTestId( 'contact-row' )
			.or( page.getByTestId( 'empty-filtered' ) )
			.first()
	).toBeVisible();
}

/**
 * The list's row of a contact.
 *
 * @param page   The page.
 * @param person The contact.
 */
const rowOf = ( page: Page, person: Person ) =>
	page.getByTestId( 'contact-row' ).filter( {
		has: page.getByRole( 'link', { name: person.name, exact: true } ),
	} );

test.describe.serial( 'keep-in-touch cadences', () => {
	test.beforeAll( async ( { browser } ) => {
		const page = await memberPage( browser );
		const props = await dashboardProps< IslandProps >( page );
		const { wordpressId, nonce } = props;
		today = props.today;
		for ( const person of [ cara, olly, fay, nia ] ) {
			person.id = await addContactByForm( page, {
				firstName: person.first,
				lastName: token,
				emailOne: `${ person.first.toLowerCase() }.${ token }@example.com`,
			} );
		}
		const touch = ( person: Person, daysAgo: number ) =>
			restCall(
				page,
				nonce,
				'POST',
				`prism/v1/interactions/${ person.id }`,
				{
					kind: 'call',
					happenedOn: addDays( today, -daysAgo ),
					note: '',
					stageId: null,
				}
			);
		await touch( olly, OLLY_TOUCHED );
		await restCall(
			page,
			nonce,
			'POST',
			`prism/v1/contact-cadence/${ olly.id }`,
			{
				cadenceDays: 30,
			}
		);
		await touch( fay, FAY_TOUCHED );
		const categories = await restCall< CategoryRow[] >(
			page,
			nonce,
			'POST',
			'prism/v1/add-category',
			{ name: category.name, wordpressId }
		);
		category.id =
			categories.find( ( c ) => c.name === category.name )?.id ?? 0;
		expect( category.id ).toBeGreaterThan( 0 );
		await restCall( page, nonce, 'POST', 'prism/v1/apply-categories', {
			categories: { [ category.id ]: 1 },
			contacts: [ fay.id ],
			wordpressId,
		} );
		await page.close();
	} );

	test.afterAll( async ( { browser } ) => {
		const page = await memberPage( browser );
		const ids = [ cara.id, olly.id, fay.id, nia.id ].filter(
			( id ) => id > 0
		);
		if ( ids.length > 0 ) {
			await deleteContacts( page, ids );
		}
		if ( category.id > 0 ) {
			const { wordpressId, nonce } =
				await dashboardProps< IslandProps >( page );
			await restCall( page, nonce, 'DELETE', 'prism/v1/delete-category', {
				id: category.id,
				wordpressId,
			} );
		}
		await page.close();
	} );

	test( 'a contact’s own cadence: set by keyboard, then a custom number of days (refused out of range)', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 1280, height: 900 } );
		await loginAs( page, 'alex' );
		const block = await openBlock( page, cara );
		await expect( block.getByTestId( 'keep-in-touch-cadence' ) ).toHaveText(
			'No cadence set'
		);
		await expect( block.getByTestId( 'keep-in-touch-touched' ) ).toHaveText(
			'No touch recorded yet'
		);
		await expect( block.getByTestId( 'reach-out-status' ) ).toHaveCount(
			0
		);

		// The keyboard alone: the dialog opens on the choice in force; the arrows move between the choices.
		const button = block.getByRole( 'button', {
			name: `Set how often to keep in touch with ${ cara.name }`,
		} );
		await expect( button ).toHaveText( 'Set cadence' );
		await button.focus();
		await page.keyboard.press( 'Enter' );
		const dialog = page.getByRole( 'dialog', {
			name: `Keep in touch with ${ cara.name }`,
		} );
		const none = dialog.getByRole( 'radio', {
			name: 'No cadence of its own',
		} );
		await expect( none ).toBeFocused();
		await expect( none ).toBeChecked();
		await page.keyboard.press( 'ArrowDown' );
		await page.keyboard.press( 'ArrowDown' );
		const twoWeeks = dialog.getByRole( 'radio', { name: 'Every 2 weeks' } );
		await expect( twoWeeks ).toBeFocused();
		await expect( twoWeeks ).toBeChecked();
		await shot( page, 'detail-dialog-1280' );
		await page.keyboard.press( 'Enter' );
		await expect( dialog ).toBeHidden();
		await expect( button ).toBeFocused();
		await expect( page.getByTestId( 'notice' ) ).toContainText(
			'Keep in touch: Every 2 weeks.'
		);
		await expect( block.getByTestId( 'keep-in-touch-cadence' ) ).toHaveText(
			'Every 2 weeks · set for this contact'
		);
		await expect( block.getByTestId( 'reach-out-status' ) ).toHaveText(
			'Due in 14 days'
		);
		await expect( block.getByTestId( 'keep-in-touch-due' ) ).toHaveText(
			`Reach out by ${ longDay( addDays( today, 14 ) ) }`
		);
		await expect( button ).toHaveText( 'Change cadence' );

		// A custom number of days: refused out of range, with a message, and nothing sent.
		const again = await openDialog( page, cara );
		await expect(
			again.getByRole( 'radio', { name: 'Every 2 weeks' } )
		).toBeChecked();
		const days = again.getByRole( 'textbox', { name: 'Days' } );
		await days.fill( '4000' );
		await expect(
			again.getByRole( 'radio', { name: 'Custom' } )
		).toBeChecked();
		await again.getByRole( 'button', { name: 'Save' } ).click();
		await expect( again ).toContainText(
			'Enter a whole number of days from 1 to 3,650.'
		);
		await expect( days ).toHaveAttribute( 'aria-invalid', 'true' );
		await days.fill( '45' );
		await again.getByRole( 'button', { name: 'Save' } ).click();
		await expect( again ).toBeHidden();
		await expect( block.getByTestId( 'keep-in-touch-cadence' ) ).toHaveText(
			'Every 45 days · set for this contact'
		);
		await expect( block.getByTestId( 'reach-out-status' ) ).toHaveText(
			'Due in 45 days'
		);

		// Kept: the page read again says the same.
		await page.reload();
		await expect(
			page
				.getByTestId( 'keep-in-touch' )
				.getByTestId( 'keep-in-touch-cadence' )
		).toHaveText( 'Every 45 days · set for this contact' );
		await shot( page, 'detail-block-1280' );
	} );

	test( 'a contact last in touch long ago is overdue on its page, under the list’s Keep in touch filter and on the dashboard', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 1280, height: 900 } );
		await loginAs( page, 'alex' );
		const overdue = `Overdue by ${ ( OLLY_TOUCHED - 30 ).toLocaleString(
			'en'
		) } days`;
		const lastTouch = `Last in touch on ${ longDay(
			addDays( today, -OLLY_TOUCHED )
		) }`;

		const block = await openBlock( page, olly );
		await expect( block.getByTestId( 'keep-in-touch-cadence' ) ).toHaveText(
			'Every month · set for this contact'
		);
		const status = block.getByTestId( 'reach-out-status' );
		await expect( status ).toHaveText( overdue );
		await expect( status ).toHaveAttribute( 'data-status', 'overdue' );
		// The error colour, with the words.
		await expect( status ).toHaveCSS( 'color', 'rgb(138, 28, 28)' );
		await expect( block.getByTestId( 'keep-in-touch-touched' ) ).toHaveText(
			lastTouch
		);

		// The list: the filter from the menu, kept in the address, as a chip; only the overdue contacts of the run.
		await openOurs( page );
		await page
			.getByRole( 'navigation', { name: 'Contacts menu' } )
			.getByRole( 'region', { name: 'Keep in touch' } )
			.getByRole( 'button', { name: 'Due or overdue' } )
			.click();
		await expect( page ).toHaveURL( /[?&]reachOut=due/ );
		await expect( rowOf( page, olly ) ).toHaveCount( 1 );
		await expect( rowOf( page, cara ) ).toHaveCount( 0 );
		await expect( rowOf( page, nia ) ).toHaveCount( 0 );
		await expect(
			rowOf( page, olly ).getByTestId( 'row-reach-out' )
		).toHaveText( overdue );
		await expect(
			page.getByTestId( 'active-filters' ).getByRole( 'button', {
				name: 'Keep in touch: Due or overdue. Remove filter',
			} )
		).toBeVisible();
		await shot( page, 'list-filter-1280', true );

		// 'Has a cadence' replaces it (one choice) and lists Cara too, without a tag (45 days away).
		await page
			.getByRole( 'region', { name: 'Keep in touch' } )
			.getByRole( 'button', { name: 'Has a cadence' } )
			.click();
		await expect( page ).toHaveURL( /[?&]reachOut=set/ );
		await expect( rowOf( page, cara ) ).toHaveCount( 1 );
		await expect(
			rowOf( page, cara ).getByTestId( 'row-reach-out' )
		).toHaveCount( 0 );
		await expect( rowOf( page, nia ) ).toHaveCount( 0 );

		// The dashboard: the most overdue first, with its last touch.
		await page.goto( '/prism/' );
		const card = page.getByTestId( 'reach-out' );
		await expect(
			card
				.getByTestId( /^reach-out-item-/ )
				.or( card.getByText( 'Nobody is waiting to hear from you.' ) )
				.first()
		).toBeVisible();
		const showAll = card.getByRole( 'button', { name: /^Show all/ } );
		if ( ( await showAll.count() ) > 0 ) {
			await showAll.click();
		}
		const item = card.getByTestId( `reach-out-item-${ olly.id }` );
		await expect( item ).toContainText( olly.name );
		await expect( item.getByTestId( 'reach-out-status' ) ).toHaveText(
			overdue
		);
		await expect( item ).toContainText( lastTouch );
		// Cara is not due yet.
		await expect(
			card.getByTestId( `reach-out-item-${ cara.id }` )
		).toHaveCount( 0 );
		await card.scrollIntoViewIfNeeded();
		await card.screenshot( {
			path: path.join( SHOTS, 'dashboard-card-1280.png' ),
		} );
	} );

	test( 'a category’s cadence applies to its contacts, and the contact’s own one wins', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 1280, height: 900 } );
		await loginAs( page, 'alex' );
		let block = await openBlock( page, fay );
		await expect( block.getByTestId( 'keep-in-touch-cadence' ) ).toHaveText(
			'No cadence set'
		);

		// Set on the category from its menu in the contact list.
		await openOurs( page );
		const menu = page.getByRole( 'navigation', { name: 'Contacts menu' } );
		await menu
			.getByRole( 'button', {
				name: `Edit or delete category ${ category.name }`,
			} )
			.click();
		await page.getByRole( 'menuitem', { name: 'Keep in touch…' } ).click();
		const dialog = page.getByRole( 'dialog', {
			name: `Keep in touch: ${ category.name }`,
		} );
		await expect(
			dialog.getByRole( 'radio', { name: 'No cadence' } )
		).toBeChecked();
		await dialog.getByRole( 'radio', { name: 'Every 3 months' } ).check();
		await dialog.getByRole( 'button', { name: 'Save' } ).click();
		await expect( dialog ).toBeHidden();
		await expect(
			menu.getByRole( 'button', {
				name: `${ category.name } (Every 3 months), 1`,
			} )
		).toBeVisible();
		await expect(
			rowOf( page, fay ).getByTestId( 'row-reach-out' )
		).toHaveText( `Overdue by ${ FAY_TOUCHED - 90 } days` );
		await shot( page, 'list-category-1280' );

		// Fay's page: the category's, by name.
		block = await openBlock( page, fay );
		await expect( block.getByTestId( 'keep-in-touch-cadence' ) ).toHaveText(
			`Every 3 months · from the category ${ category.name }`
		);
		await expect( block.getByTestId( 'reach-out-status' ) ).toHaveText(
			`Overdue by ${ FAY_TOUCHED - 90 } days`
		);

		// Her own cadence wins.
		let own = await openDialog( page, fay );
		await own.getByRole( 'radio', { name: 'Every week' } ).check();
		await own.getByRole( 'button', { name: 'Save' } ).click();
		await expect( own ).toBeHidden();
		await expect( block.getByTestId( 'keep-in-touch-cadence' ) ).toHaveText(
			'Every week · set for this contact'
		);
		await expect( block.getByTestId( 'reach-out-status' ) ).toHaveText(
			`Overdue by ${ FAY_TOUCHED - 7 } days`
		);

		// No cadence of her own: the category's applies again.
		own = await openDialog( page, fay );
		await own
			.getByRole( 'radio', { name: 'No cadence of its own' } )
			.check();
		await own.getByRole( 'button', { name: 'Save' } ).click();
		await expect( own ).toBeHidden();
		await expect( block.getByTestId( 'keep-in-touch-cadence' ) ).toHaveText(
			`Every 3 months · from the category ${ category.name }`
		);
		await expect( page.getByTestId( 'notice' ) ).toContainText(
			'This contact no longer has a cadence of its own.'
		);
	} );

	test( 'the list’s Reach out by sort puts the most overdue first, contacts without a cadence last', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 1280, height: 900 } );
		await loginAs( page, 'alex' );
		await openOurs( page );
		await page.getByRole( 'button', { name: 'More ways to sort' } ).click();
		await page
			.getByRole( 'menuitemradio', {
				name: 'Reach out by (most overdue first)',
			} )
			.click();
		await expect( page ).toHaveURL( /[?&]sort=reach_out/ );
		// Olly (3,470 days overdue), Fay (30), Cara (due in 45 days), then Nia (no cadence).
		await expect(
			page.getByTestId( 'contact-row' ).getByRole( 'link', {
				name: new RegExp( `^\\w+ ${ token }$` ),
			} )
		).toHaveText( [ olly.name, fay.name, cara.name, nia.name ] );
		await shot( page, 'list-sort-1280', true );

		// The address keeps the sort: read again, the same order.
		await page.reload();
		await expect(
			page.getByTestId( 'contact-row' ).getByRole( 'link', {
				name: new RegExp( `^\\w+ ${ token }$` ),
			} )
		).toHaveText( [ olly.name, fay.name, cara.name, nia.name ] );
	} );

	test( 'at 390 px: the block, its dialog, the filter and the dashboard card, without sideways scrolling', async ( {
		page,
	} ) => {
		await loginAs( page, 'alex' );
		await page.setViewportSize( { width: 390, height: 844 } );

		const block = await openBlock( page, olly );
		await expect( block.getByTestId( 'reach-out-status' ) ).toBeVisible();
		const button = block.getByRole( 'button', {
			name: `Set how often to keep in touch with ${ olly.name }`,
		} );
		await button.scrollIntoViewIfNeeded();
		await expect( button ).toBeInViewport();
		await expectNoSidewaysScroll( page, 'the contact page at 390' );
		await block.screenshot( {
			path: path.join( SHOTS, 'detail-block-390.png' ),
		} );
		await shot( page, 'detail-page-390' );

		const dialog = await openDialog( page, olly );
		await expect(
			dialog.getByRole( 'radio', { name: 'Every month' } )
		).toBeChecked();
		await expect(
			dialog.getByRole( 'button', { name: 'Save' } )
		).toBeInViewport();
		await expectNoSidewaysScroll( page, 'the cadence dialog at 390' );
		await shot( page, 'detail-dialog-390' );
		await dialog.getByRole( 'button', { name: 'Cancel' } ).click();
		await expect( dialog ).toBeHidden();

		// The filter from the menu drawer, on the list sorted by the day to reach out by: the sort's button and its
		// menu's arrow both inside the list's box.
		await openOurs( page, '&sort=reach_out' );
		const list = await page
			.getByRole( 'region', { name: 'Contact list' } )
			.boundingBox();
		const arrow = await page
			.getByTestId( 'sort-menu-button' )
			.boundingBox();
		expect( arrow && list ).toBeTruthy();
		expect( ( arrow?.x ?? 0 ) + ( arrow?.width ?? 0 ) ).toBeLessThanOrEqual(
			( list?.x ?? 0 ) + ( list?.width ?? 0 )
		);
		await expect( page.getByTestId( 'sort-toggle' ) ).toHaveText(
			'Reach out by'
		);
		await page.getByRole( 'button', { name: /^Menu and filters/ } ).click();
		const drawer = page.getByRole( 'navigation', {
			name: 'Contacts menu',
		} );
		const due = drawer
			.getByRole( 'region', { name: 'Keep in touch' } )
			.getByRole( 'button', { name: 'Due or overdue' } );
		await due.scrollIntoViewIfNeeded();
		await expect( due ).toBeInViewport();
		await shot( page, 'list-drawer-390' );
		await due.click();
		await expect( page ).toHaveURL( /[?&]reachOut=due/ );
		await page.getByRole( 'button', { name: 'Close menu' } ).click();
		await expect(
			page.getByRole( 'button', { name: 'Menu and filters, 2 in use' } )
		).toBeVisible();
		await expect(
			rowOf( page, olly ).getByTestId( 'row-reach-out' )
		).toBeVisible();
		await expect( rowOf( page, cara ) ).toHaveCount( 0 );
		await expectNoSidewaysScroll( page, 'the filtered list at 390' );
		await shot( page, 'list-filter-390', true );

		await page.goto( '/prism/' );
		const card = page.getByTestId( 'reach-out' );
		await expect(
			card
				.getByTestId( /^reach-out-item-/ )
				.or( card.getByText( 'Nobody is waiting to hear from you.' ) )
				.first()
		).toBeVisible();
		await expectNoSidewaysScroll( page, 'the dashboard at 390' );
		await card.scrollIntoViewIfNeeded();
		await card.screenshot( {
			path: path.join( SHOTS, 'dashboard-card-390.png' ),
		} );
	} );
} );

/**
 * Archive and deceased (issue 30, part 3) as a member uses them: archive a contact from its page after the
 * confirmation, see it leave the contact list and the dashboard's Today and find it under the list's Archived filter;
 * restore it from its page and find it back with its follow-up; mark another contact deceased and see its birthday
 * leave Today while it stays in the list, tagged Deceased; the same pages at 390 px, without sideways scrolling.
 *
 * The tests make their own two contacts (the Add Contact form post), each with a follow-up due today and a birthday
 * today (REST), and delete them afterwards (their follow-ups and events go with them).
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import {
	addContactByForm,
	deleteContacts,
	loginAs,
	restCall,
	screenshot,
	memberPage,
	dashboardProps,
} from './helpers';

interface IslandProps {
	wordpressId: number;
	nonce: string;
	today: string;
}

/** A token unique to this run, the last name of both contacts (the list's search finds them by it). */
const token = `Zq${ Date.now().toString( 36 ) }`;
const archie = {
	first: 'Archie',
	name: `Archie ${ token }`,
	followup: `Call Archie back ${ token }`,
	birthday: `Archie's birthday ${ token }`,
	id: 0,
};
const dee = {
	first: 'Dee',
	name: `Dee ${ token }`,
	followup: `Write to Dee ${ token }`,
	birthday: `Dee's birthday ${ token }`,
	id: 0,
};
type Person = typeof archie;

const LIST = '/prism/contact/';

/**
 * A contact's page, by its pretty URL.
 *
 * @param person The contact.
 * @param tab    A tab to open on.
 */
const detailPath = ( person: Person, tab?: string ) =>
	`/prism/contact-detail/${ person.first }${ token }/${ person.id }/${
		tab ? `?tab=${ tab }` : ''
	}`;

/**
 * Sets a contact's states through the REST route, as the page does.
 *
 * @param page           The page, logged in.
 * @param person         The contact.
 * @param state          archived and/or deceased.
 * @param state.archived
 * @param state.deceased
 */
async function setState(
	page: Page,
	person: Person,
	state: { archived?: boolean; deceased?: boolean }
): Promise< void > {
	const props = await dashboardProps< IslandProps >( page );
	await restCall(
		page,
		props.nonce,
		'POST',
		`prism/v1/contact-state/${ person.id }`,
		state
	);
}

/**
 * The dashboard's Today, with every follow-up drawn (it draws the first twelve until 'Show all').
 *
 * @param page The page, logged in.
 */
async function openToday( page: Page ) {
	await page.goto( '/prism/' );
	const today = page.getByTestId( 'today-panel' );
	await expect(
		today.getByRole( 'tab', { name: /Follow-ups/ } )
	).toBeVisible();
	// The follow-ups have loaded once the tab has its count or the list says there are none.
	await expect(
		today
			.getByTestId( 'today-followup' )
			.or( today.getByText( /You’re all caught up/ ) )
	).not.toHaveCount( 0 );
	const showAll = today.getByTestId( 'today-show-all' );
	if (
		( await showAll.count() ) > 0 &&
		/^Show all/.test( ( await showAll.textContent() ) ?? '' )
	) {
		await showAll.click();
	}
	return today;
}

/**
 * Today's events, with the Events tab open.
 *
 * @param today The Today panel.
 */
async function todaysEvents( today: Locator ) {
	await today.getByRole( 'tab', { name: /Events/ } ).click();
	await expect(
		today
			.getByTestId( 'today-event' )
			.or(
				today.getByText(
					'No birthdays, anniversaries or other events today.'
				)
			)
	).not.toHaveCount( 0 );
	return today.getByTestId( 'today-event' );
}

/**
 * Opens the contact list on the run's contacts (the list's search for the token), in the Archived view or not.
 *
 * @param page     The page.
 * @param archived Whether to open the Archived view.
 */
async function openOurs( page: Page, archived = false ) {
	await page.goto(
		`${ LIST }?q=${ token }${ archived ? '&archived=1' : '' }`
	);
	await expect( page.getByTestId( 'contacts-page' ) ).toBeVisible();
	await expect(
		page
			.getByTestId( 'contact-row' )
			.or( page.getByTestId( 'empty-filtered' ) )
			.or( page.getByTestId( 'empty-archived' ) )
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
 * A full-page screenshot from the top, once dialogs and menus have finished fading in.
 *
 * @param page The page.
 * @param name File name.
 */
async function shot( page: Page, name: string ): Promise< void > {
	await page.evaluate( () => window.scrollTo( 0, 0 ) );
	await page.waitForFunction( () =>
		Array.from(
			document.querySelectorAll( '.MuiDialog-container, .MuiMenu-paper' )
		).every( ( element ) => getComputedStyle( element ).opacity === '1' )
	);
	await screenshot( page, name );
}

test.describe.serial( 'archive and deceased', () => {
	test.beforeAll( async ( { browser } ) => {
		const page = await memberPage( browser );
		const { wordpressId, nonce, today } =
			await dashboardProps< IslandProps >( page );
		// Born thirty years ago today: the birthday falls on today.
		const born = `${ Number( today.slice( 0, 4 ) ) - 30 }${ today.slice( 4 ) }`;
		for ( const person of [ archie, dee ] ) {
			person.id = await addContactByForm( page, {
				firstName: person.first,
				lastName: token,
				emailOne: `${ person.first.toLowerCase() }.${ token }@example.com`,
			} );
			await restCall( page, nonce, 'POST', 'prism/v1/create-followup', {
				contactId: person.id,
				wordpressId,
				title: person.followup,
				desc: '',
				date: today,
			} );
			await restCall( page, nonce, 'POST', 'prism/v1/create-event', {
				contactId: person.id,
				wordpressId,
				title: person.birthday,
				type: 'Birthday',
				date: born,
				desc: '',
			} );
		}
		await page.close();
	} );

	test.afterAll( async ( { browser } ) => {
		const ids = [ archie.id, dee.id ].filter( ( id ) => id > 0 );
		if ( ids.length === 0 ) {
			return;
		}
		const page = await memberPage( browser );
		await deleteContacts( page, ids );
		await page.close();
	} );

	test( 'archiving asks first, then the contact leaves the list and Today and is found under Archived', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 1280, height: 900 } );
		await loginAs( page, 'alex' );

		// Before: both contacts on Today.
		let today = await openToday( page );
		await expect(
			today
				.getByTestId( 'today-followup' )
				.filter( { hasText: archie.followup } )
		).toHaveCount( 1 );
		await expect(
			( await todaysEvents( today ) ).filter( {
				hasText: archie.birthday,
			} )
		).toHaveCount( 1 );

		await page.goto( detailPath( archie ) );
		const card = page.getByTestId( 'contact-card' );
		await expect( card.getByTestId( 'contact-name' ) ).toHaveText(
			archie.name
		);
		await expect( card.getByTestId( 'archived-notice' ) ).toHaveCount( 0 );
		await card
			.getByRole( 'button', {
				name: `More actions for ${ archie.name }`,
			} )
			.click();
		await page.getByRole( 'menuitem', { name: 'Archive' } ).click();
		const confirm = page.getByRole( 'alertdialog', {
			name: `Archive ${ archie.name }?`,
		} );
		await expect( confirm ).toContainText(
			'They will leave your contact list, Today, the calendar, the calendar feed, the daily email and duplicate suggestions.'
		);
		await expect( confirm ).toContainText( 'Nothing is deleted' );
		await expect( confirm ).toContainText(
			'under the Archived filter of your contact list'
		);
		await shot( page, 'archive-confirm-1280' );

		// Cancel archives nothing.
		await confirm.getByRole( 'button', { name: 'Cancel' } ).click();
		await expect( confirm ).toBeHidden();
		await expect( card.getByTestId( 'archived-notice' ) ).toHaveCount( 0 );

		await card
			.getByRole( 'button', {
				name: `More actions for ${ archie.name }`,
			} )
			.click();
		await page.getByRole( 'menuitem', { name: 'Archive' } ).click();
		await confirm.getByRole( 'button', { name: 'Archive' } ).click();
		await expect( confirm ).toBeHidden();
		await expect( page.getByTestId( 'notice' ) ).toContainText(
			`${ archie.name } was archived.`
		);
		const band = card.getByTestId( 'archived-notice' );
		await expect( band ).toContainText( /^Archived on \d{1,2} \w+ \d{4}/ );
		await expect(
			band.getByRole( 'button', { name: 'Restore' } )
		).toBeVisible();
		await shot( page, 'archive-card-1280' );

		// The list: only Dee; under Archived, only Archie, tagged.
		await openOurs( page );
		await expect( rowOf( page, dee ) ).toHaveCount( 1 );
		await expect( rowOf( page, archie ) ).toHaveCount( 0 );
		await page
			.getByRole( 'navigation', { name: 'Contacts menu' } )
			.getByRole( 'button', { name: 'Archived contacts' } )
			.click();
		await expect( page ).toHaveURL( /[?&]archived=1/ );
		await expect( page.getByTestId( 'archived-view' ) ).toBeVisible();
		await expect( rowOf( page, archie ) ).toHaveCount( 1 );
		await expect( rowOf( page, dee ) ).toHaveCount( 0 );
		await expect(
			rowOf( page, archie ).getByTestId( 'row-states' )
		).toHaveText( 'Archived' );
		await expect(
			page.getByTestId( 'active-filters' ).getByRole( 'button', {
				name: 'Archived contacts. Remove filter',
			} )
		).toBeVisible();
		await shot( page, 'archive-list-archived-1280' );
		// The way back keeps the search.
		await page
			.getByTestId( 'archived-view' )
			.getByRole( 'button', { name: 'Back to your contacts' } )
			.click();
		await expect( page ).not.toHaveURL( /archived=/ );
		await expect( rowOf( page, dee ) ).toHaveCount( 1 );
		await expect( rowOf( page, archie ) ).toHaveCount( 0 );

		// Today: Archie's follow-up and birthday are gone, Dee's are there.
		today = await openToday( page );
		await expect(
			today
				.getByTestId( 'today-followup' )
				.filter( { hasText: archie.followup } )
		).toHaveCount( 0 );
		await expect(
			today
				.getByTestId( 'today-followup' )
				.filter( { hasText: dee.followup } )
		).toHaveCount( 1 );
		const events = await todaysEvents( today );
		await expect(
			events.filter( { hasText: archie.birthday } )
		).toHaveCount( 0 );
		await expect( events.filter( { hasText: dee.birthday } ) ).toHaveCount(
			1
		);
	} );

	test( 'Restore brings the contact back with its follow-up, without asking', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 1280, height: 900 } );
		await loginAs( page, 'alex' );
		await page.goto( detailPath( archie, 'notifications' ) );
		const card = page.getByTestId( 'contact-card' );
		const band = card.getByTestId( 'archived-notice' );
		await band.getByRole( 'button', { name: 'Restore' } ).click();
		await expect( page.getByRole( 'alertdialog' ) ).toHaveCount( 0 );
		await expect( band ).toBeHidden();
		await expect( page.getByTestId( 'notice' ) ).toContainText(
			'Restored to your contact list.'
		);
		// The focus is not lost with the band's button.
		await expect(
			card.getByRole( 'button', {
				name: `More actions for ${ archie.name }`,
			} )
		).toBeFocused();
		// Everything kept: its follow-up and its birthday are still on its page.
		const panel = page.getByTestId( 'notifications-panel' );
		await expect(
			panel.getByTestId( 'followups-incomplete' )
		).toContainText( archie.followup );
		await expect( panel.getByTestId( 'event-row' ) ).toContainText(
			archie.birthday
		);

		await openOurs( page );
		await expect( rowOf( page, archie ) ).toHaveCount( 1 );
		await expect(
			rowOf( page, archie ).getByTestId( 'row-states' )
		).toHaveCount( 0 );
		await openOurs( page, true );
		await expect( rowOf( page, archie ) ).toHaveCount( 0 );

		const today = await openToday( page );
		await expect(
			today
				.getByTestId( 'today-followup' )
				.filter( { hasText: archie.followup } )
		).toHaveCount( 1 );
		await expect(
			( await todaysEvents( today ) ).filter( {
				hasText: archie.birthday,
			} )
		).toHaveCount( 1 );
	} );

	test( 'marking a contact deceased (by keyboard) takes its birthday off Today and keeps it in the list, tagged', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 1280, height: 900 } );
		await loginAs( page, 'alex' );
		await page.goto( detailPath( dee ) );
		const card = page.getByTestId( 'contact-card' );
		const more = card.getByRole( 'button', {
			name: `More actions for ${ dee.name }`,
		} );
		await expect( card.getByTestId( 'contact-deceased' ) ).toHaveCount( 0 );

		// The keyboard alone: the menu opens on its first item; Escape closes the confirmation and gives the focus back.
		await more.focus();
		await page.keyboard.press( 'Enter' );
		await expect(
			page.getByRole( 'menuitem', { name: 'Archive' } )
		).toBeFocused();
		await page.keyboard.press( 'ArrowDown' );
		await expect(
			page.getByRole( 'menuitem', { name: 'Mark as deceased' } )
		).toBeFocused();
		await page.keyboard.press( 'Enter' );
		const confirm = page.getByRole( 'alertdialog', {
			name: `Mark ${ dee.name } as deceased?`,
		} );
		await expect( confirm ).toContainText(
			'They stay in your contacts with all their notes and dates.'
		);
		await expect( confirm ).toContainText(
			'No more birthday reminders will be shown for them.'
		);
		await page.keyboard.press( 'Escape' );
		await expect( confirm ).toBeHidden();
		await expect( more ).toBeFocused();
		await expect( card.getByTestId( 'contact-deceased' ) ).toHaveCount( 0 );

		await page.keyboard.press( 'Enter' );
		await page
			.getByRole( 'menuitem', { name: 'Mark as deceased' } )
			.click();
		await expect(
			confirm.getByRole( 'button', { name: 'Mark as deceased' } )
		).toBeFocused();
		await page.keyboard.press( 'Enter' );
		await expect( confirm ).toBeHidden();
		await expect( card.getByTestId( 'contact-deceased' ) ).toHaveText(
			'Deceased'
		);
		await expect( card.getByTestId( 'contact-name' ) ).toHaveText(
			dee.name
		);
		await expect( page.getByTestId( 'notice' ) ).toContainText(
			'marked as deceased'
		);
		await shot( page, 'deceased-card-1280' );

		// Today: the birthday is gone, the follow-up stays.
		const today = await openToday( page );
		await expect(
			today
				.getByTestId( 'today-followup' )
				.filter( { hasText: dee.followup } )
		).toHaveCount( 1 );
		await expect(
			( await todaysEvents( today ) ).filter( { hasText: dee.birthday } )
		).toHaveCount( 0 );

		// The list: still there, tagged.
		await openOurs( page );
		await expect( rowOf( page, dee ) ).toHaveCount( 1 );
		await expect(
			rowOf( page, dee ).getByTestId( 'row-states' )
		).toHaveText( 'Deceased' );
		await shot( page, 'deceased-list-1280' );

		// The mark comes off without asking, and the birthday is back.
		await page.goto( detailPath( dee ) );
		await card
			.getByRole( 'button', { name: `More actions for ${ dee.name }` } )
			.click();
		await page
			.getByRole( 'menuitem', { name: 'Remove deceased mark' } )
			.click();
		await expect( page.getByRole( 'alertdialog' ) ).toHaveCount( 0 );
		await expect( card.getByTestId( 'contact-deceased' ) ).toHaveCount( 0 );
		await expect( page.getByTestId( 'notice' ) ).toContainText(
			`The deceased mark was removed from ${ dee.name }.`
		);
		await expect(
			( await todaysEvents( await openToday( page ) ) ).filter( {
				hasText: dee.birthday,
			} )
		).toHaveCount( 1 );
	} );

	test( 'the same pages at 390 px, without sideways scrolling', async ( {
		page,
	} ) => {
		await loginAs( page, 'alex' );
		await setState( page, archie, { archived: true } );
		await setState( page, dee, { deceased: true } );
		await page.setViewportSize( { width: 390, height: 844 } );

		await page.goto( detailPath( archie ) );
		const card = page.getByTestId( 'contact-card' );
		await expect( card.getByTestId( 'archived-notice' ) ).toBeVisible();
		await expect(
			card.getByRole( 'button', { name: 'Restore' } )
		).toBeInViewport();
		await expectNoSidewaysScroll( page, 'an archived contact at 390' );
		await shot( page, 'archive-card-390' );
		await card
			.getByRole( 'button', {
				name: `More actions for ${ archie.name }`,
			} )
			.click();
		await expect(
			page.getByRole( 'menuitem', { name: 'Restore to contact list' } )
		).toBeInViewport();
		await shot( page, 'archive-menu-390' );
		await page.keyboard.press( 'Escape' );

		await page.goto( detailPath( dee ) );
		await expect( card.getByTestId( 'contact-deceased' ) ).toBeVisible();
		await expectNoSidewaysScroll( page, 'a deceased contact at 390' );
		await card
			.getByRole( 'button', { name: `More actions for ${ dee.name }` } )
			.click();
		await page.getByRole( 'menuitem', { name: 'Archive' } ).click();
		const confirm = page.getByRole( 'alertdialog' );
		await expect( confirm ).toBeVisible();
		await expectNoSidewaysScroll( page, 'the archive confirmation at 390' );
		await shot( page, 'archive-confirm-390' );
		await confirm.getByRole( 'button', { name: 'Cancel' } ).click();
		await expect( confirm ).toBeHidden();

		await openOurs( page, true );
		await expect( page.getByTestId( 'archived-view' ) ).toBeVisible();
		await expect( rowOf( page, archie ) ).toHaveCount( 1 );
		await expect(
			rowOf( page, archie ).getByTestId( 'row-states' )
		).toHaveText( 'Archived' );
		// The search and the Archived view are the filters in use.
		await expect(
			page.getByRole( 'button', { name: 'Menu and filters, 2 in use' } )
		).toBeVisible();
		await expectNoSidewaysScroll( page, 'the Archived view at 390' );
		await shot( page, 'archive-list-archived-390' );

		await openOurs( page );
		await expect(
			rowOf( page, dee ).getByTestId( 'row-states' )
		).toHaveText( 'Deceased' );
		await expect( rowOf( page, archie ) ).toHaveCount( 0 );
		await expectNoSidewaysScroll( page, 'the contact list at 390' );
		await shot( page, 'deceased-list-390' );

		await page.goto( '/prism/' );
		await expect( page.getByTestId( 'today-panel' ) ).toBeVisible();
		await expectNoSidewaysScroll( page, 'the dashboard at 390' );
	} );
} );

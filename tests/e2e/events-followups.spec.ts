/**
 * Events and follow-ups as a member uses them: add an event and a follow-up from a contact's Notifications tab, see
 * both in the dashboard's Today and on the calendar, complete the follow-up from the dashboard (where it cannot be
 * undone), un-complete it from the contact's page, and delete both after confirming. Screenshots at 1280 and 390 px.
 *
 * The test makes its own contact through the Add Contact form post and deletes it afterwards (its events and
 * follow-ups go with it).
 */
import { test, expect, type Page } from '@playwright/test';
import {
	deleteContacts,
	islandProps,
	loginAs,
	screenshot,
	addContactByForm,
	memberPage,
} from './helpers';

interface IslandProps {
	wordpressId: number;
	nonce: string;
	formNonce: string;
	today: string;
	links: { adminPost: string };
	flash: { type: string; contactId?: number } | null;
}

const stamp = Date.now().toString( 36 );
const first = 'Jordan';
const last = `Dates${ stamp }`;
const fullName = `${ first } ${ last }`;
const eventTitle = `Birthday <party> & 100% fun ${ stamp }`;
const followupTitle = `Send the deck ${ stamp }`;
const followupDesc = 'Budget <100k and >50k\nhttps://example.com/a%20b';

let contactId = 0;
let today = '';

const detailPath = () =>
	`/prism/contact-detail/${ first }${ last }/${ contactId }/?contactId=${ contactId }&tab=notifications`;

async function openProps( page: Page, path = '/prism/' ) {
	await page.goto( path );
	return islandProps< IslandProps >( page );
}

/**
 * A full-page screenshot from the top, once dialogs have finished fading.
 *
 * @param page The page.
 * @param name File name.
 */
async function shot( page: Page, name: string ): Promise< void > {
	await page.evaluate( () => window.scrollTo( 0, 0 ) );
	await page.waitForFunction( () =>
		Array.from( document.querySelectorAll( '.MuiDialog-container' ) ).every(
			( element ) => getComputedStyle( element ).opacity === '1'
		)
	);
	await screenshot( page, name );
}

test.describe.serial( 'events and follow-ups', () => {
	test.beforeAll( async ( { browser } ) => {
		const page = await memberPage( browser, 'alex' );
		const props = await openProps( page );
		today = props.today;
		contactId = await addContactByForm( page, {
			firstName: first,
			lastName: last,
			emailOne: `jordan.${ stamp }@example.com`,
			emailOneType: 'Work',
			phoneOne: '+1 555 010 2030',
			phoneOneType: 'Mobile',
		} );
		await page.close();
	} );

	test.afterAll( async ( { browser } ) => {
		if ( ! contactId ) {
			return;
		}
		const page = await memberPage( browser, 'alex' );
		await deleteContacts( page, [ contactId ] );
		await page.close();
	} );

	test( 'add an event and a follow-up from the Notifications tab', async ( {
		page,
	} ) => {
		await loginAs( page, 'alex' );
		await page.goto( detailPath() );
		const panel = page.getByTestId( 'notifications-panel' );
		await expect(
			panel.getByRole( 'link', { name: 'View Events' } )
		).toBeVisible();
		await expect(
			panel.getByRole( 'link', { name: 'View Follow Ups' } )
		).toBeVisible();
		await expect( panel.getByText( /No events yet/ ) ).toBeVisible();

		// The event: type is required and starts as 'Select Event Type'.
		await panel.getByRole( 'button', { name: 'Add Event' } ).click();
		const eventDialog = page.getByTestId( 'event-dialog' );
		await expect( eventDialog.getByTestId( 'event-type' ) ).toHaveValue(
			''
		);
		await expect(
			eventDialog.getByTestId( 'event-type' ).locator( 'option:checked' )
		).toHaveText( 'Select Event Type' );
		await eventDialog.getByTestId( 'event-title' ).fill( eventTitle );
		await eventDialog.getByTestId( 'event-save' ).click();
		await expect(
			eventDialog.getByText(
				'Choose the event type: Birthday, Anniversary or Other.'
			)
		).toBeVisible();
		await expect( eventDialog.getByText( 'Choose a date.' ) ).toBeVisible();
		await eventDialog
			.getByTestId( 'event-type' )
			.selectOption( 'Birthday' );
		// Born 30 years ago today: the birthday falls on today's date this year.
		const born = `${ Number( today.slice( 0, 4 ) ) - 30 }${ today.slice(
			4
		) }`;
		await eventDialog.getByTestId( 'event-date' ).fill( born );
		await eventDialog
			.getByTestId( 'event-desc' )
			.fill( 'Cake: <chocolate>' );
		await eventDialog.getByTestId( 'event-save' ).click();
		await expect( eventDialog ).toBeHidden();
		const eventRow = panel.getByTestId( 'event-row' );
		await expect( eventRow ).toHaveCount( 1 );
		await expect( eventRow ).toContainText( eventTitle );
		await expect( eventRow ).toContainText( 'Cake: <chocolate>' );
		await expect( eventRow ).toContainText( 'Turns 30' );

		// The follow-up, due today.
		await panel.getByRole( 'button', { name: 'Add Follow-up' } ).click();
		const followupDialog = page.getByTestId( 'followup-dialog' );
		await followupDialog
			.getByTestId( 'followup-title' )
			.fill( followupTitle );
		await followupDialog
			.getByTestId( 'followup-desc' )
			.fill( followupDesc );
		await followupDialog.getByTestId( 'followup-date' ).fill( today );
		await followupDialog.getByTestId( 'followup-save' ).click();
		await expect( followupDialog ).toBeHidden();
		const incomplete = panel.getByTestId( 'followups-incomplete' );
		await expect( incomplete ).toContainText( followupTitle );
		await expect( incomplete ).toContainText( 'Due today' );
		// Stored and shown exactly as typed.
		await expect(
			incomplete.getByText( 'Budget <100k and >50k' )
		).toBeVisible();
		await expect(
			incomplete.getByText( 'https://example.com/a%20b' )
		).toBeVisible();

		await page.setViewportSize( { width: 1280, height: 900 } );
		await shot( page, 'events-followups-detail-1280' );
		await page.setViewportSize( { width: 390, height: 844 } );
		await shot( page, 'events-followups-detail-390' );
		const width = await page.evaluate(
			() => document.documentElement.scrollWidth
		);
		expect( width ).toBeLessThanOrEqual( 390 );
	} );

	test( 'both are on the dashboard today, and the follow-up is completed there', async ( {
		page,
	} ) => {
		await loginAs( page, 'alex' );
		await page.goto( '/prism/' );
		const todayPanel = page.getByTestId( 'today-panel' );
		const item = todayPanel
			.getByTestId( 'today-followup' )
			.filter( { hasText: followupTitle } );
		await expect( item ).toBeVisible();
		await expect(
			item.getByRole( 'link', { name: fullName } )
		).toHaveAttribute( 'href', new RegExp( `contactId=${ contactId }` ) );

		await todayPanel.getByRole( 'tab', { name: /Events/ } ).click();
		const event = todayPanel
			.getByTestId( 'today-event' )
			.filter( { hasText: eventTitle } );
		await expect( event ).toBeVisible();
		await expect( event ).toContainText( 'Turns 30' );
		await expect(
			event.getByRole( 'link', { name: fullName } )
		).toBeVisible();

		await page.setViewportSize( { width: 1280, height: 900 } );
		await shot( page, 'events-followups-dashboard-events-1280' );

		await todayPanel.getByRole( 'tab', { name: /Follow-ups/ } ).click();
		const box = item.getByRole( 'checkbox' );
		await expect( box ).not.toBeChecked();
		await box.check();
		// The dashboard loads again; the follow-up stays, ticked, and cannot be unticked here.
		await expect( box ).toBeChecked();
		await expect( box ).toBeDisabled();
		await page.reload();
		const reloaded = page
			.getByTestId( 'today-followup' )
			.filter( { hasText: followupTitle } );
		await expect( reloaded.getByRole( 'checkbox' ) ).toBeChecked();
		await expect( reloaded.getByRole( 'checkbox' ) ).toBeDisabled();

		await shot( page, 'events-followups-dashboard-1280' );
		await page.setViewportSize( { width: 390, height: 844 } );
		await shot( page, 'events-followups-dashboard-390' );
	} );

	test( 'both are on the calendar', async ( { page } ) => {
		await loginAs( page, 'alex' );
		await page.goto( '/notifications/' );
		// The month view may fold a busy day into "+N more"; the agenda lists every item.
		await page.getByRole( 'button', { name: 'Agenda' } ).click();
		await expect(
			page.getByText( eventTitle, { exact: false } ).first()
		).toBeVisible();
		await expect(
			page.getByText( followupTitle, { exact: false } ).first()
		).toBeVisible();
		await page.setViewportSize( { width: 1280, height: 900 } );
		await shot( page, 'events-followups-calendar-1280' );
		await page.setViewportSize( { width: 390, height: 844 } );
		await shot( page, 'events-followups-calendar-390' );
	} );

	test( 'un-complete the follow-up on the contact page, then delete both', async ( {
		page,
	} ) => {
		await loginAs( page, 'alex' );
		await page.goto( detailPath() );
		const panel = page.getByTestId( 'notifications-panel' );
		const complete = panel.getByTestId( 'followups-complete' );
		await expect( complete ).toContainText( followupTitle );
		await complete.getByRole( 'checkbox' ).uncheck();
		const incomplete = panel.getByTestId( 'followups-incomplete' );
		await expect( incomplete ).toContainText( followupTitle );
		await expect( complete ).not.toContainText( followupTitle );

		// Deleting asks first; Cancel keeps it.
		await panel
			.getByRole( 'button', { name: `Delete ${ followupTitle }` } )
			.click();
		const confirm = page.getByRole( 'alertdialog' );
		await expect( confirm ).toContainText(
			'Are you sure you want to delete this?'
		);
		await confirm.getByRole( 'button', { name: 'Cancel' } ).click();
		await expect( incomplete ).toContainText( followupTitle );
		await panel
			.getByRole( 'button', { name: `Delete ${ followupTitle }` } )
			.click();
		await page
			.getByRole( 'alertdialog' )
			.getByRole( 'button', { name: 'Delete' } )
			.click();
		await expect( panel.getByText( /No follow-ups yet/ ) ).toBeVisible();

		await panel
			.getByRole( 'button', { name: `Delete ${ eventTitle }` } )
			.click();
		await page
			.getByRole( 'alertdialog' )
			.getByRole( 'button', { name: 'Delete' } )
			.click();
		await expect( panel.getByText( /No events yet/ ) ).toBeVisible();
	} );
} );

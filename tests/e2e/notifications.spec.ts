/**
 * The Notifications page as a member uses it: an event and a follow-up made for today (through the REST API) are on
 * the calendar, which asks only for the days it shows; the follow-up opens in a dialog with its contact's link and
 * can be marked complete there; the private feed URL is shown and copied; the daily reminder email switches off and
 * on. At phone width the page opens on the agenda. Screenshots at 1280 and 390 px.
 *
 * The test adds its items to an existing contact of the demo member and deletes them afterwards; it puts the
 * reminder email back as it found it.
 */
import { test, expect, type Page } from '@playwright/test';
import { at, islandProps, loginAs, restCall, screenshot } from './helpers';

interface Props {
	wordpressId: number;
	nonce: string;
	today: string;
}

interface ApiContact {
	id: number;
	name: string;
}

const stamp = Date.now().toString( 36 );
const eventTitle = `Launch <party> & 100% ${ stamp }`;
const followupTitle = `Send the deck ${ stamp }`;
const followupDesc = 'Budget <100k and >50k\nsecond line %20';

let props: Props;
let contact: ApiContact;
let eventId = 0;
let followupId = 0;

/**
 * Opens the Notifications page and waits for its calendar.
 *
 * @param page The page.
 */
async function openCalendar( page: Page ): Promise< void > {
	await page.goto( '/notifications/' );
	await expect( page.locator( '.rbc-calendar' ) ).toBeVisible();
}

test.describe.configure( { mode: 'serial' } );

test.beforeAll( async ( { browser } ) => {
	const page = await browser.newPage();
	await loginAs( page, 'alex' );
	await page.goto( '/notifications/' );
	props = await islandProps< Props >( page, 'notifications' );
	contact = at(
		await restCall< ApiContact[] >(
			page,
			props.nonce,
			'GET',
			`prism/v1/contact-list/${ props.wordpressId }?per_page=1`
		),
		0
	);
	const events = await restCall< Array< { id: number; title: string } > >(
		page,
		props.nonce,
		'POST',
		'prism/v1/create-event',
		{
			contactId: contact.id,
			wordpressId: props.wordpressId,
			title: eventTitle,
			type: 'Other',
			date: props.today,
			desc: '',
		}
	);
	eventId = events.find( ( e ) => e.title === eventTitle )?.id ?? 0;
	const followups = await restCall< Array< { id: number; title: string } > >(
		page,
		props.nonce,
		'POST',
		'prism/v1/create-followup',
		{
			contactId: contact.id,
			wordpressId: props.wordpressId,
			title: followupTitle,
			desc: followupDesc,
			date: props.today,
		}
	);
	followupId = followups.find( ( f ) => f.title === followupTitle )?.id ?? 0;
	expect( eventId ).toBeGreaterThan( 0 );
	expect( followupId ).toBeGreaterThan( 0 );
	await page.close();
} );

test.afterAll( async ( { browser } ) => {
	const page = await browser.newPage();
	await loginAs( page, 'alex' );
	await page.goto( '/notifications/' );
	const { nonce } = await islandProps< Props >( page, 'notifications' );
	if ( eventId ) {
		await restCall( page, nonce, 'POST', 'prism/v1/delete-event', {
			id: eventId,
			contactId: contact.id,
		} );
	}
	if ( followupId ) {
		await restCall( page, nonce, 'POST', 'prism/v1/delete-followup', {
			id: followupId,
			contactId: contact.id,
		} );
	}
	await page.close();
} );

test( 'the calendar shows today’s event and follow-up, asking only for the weeks it shows', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 1280, height: 900 } );
	await loginAs( page, 'alex' );
	const asked = page.waitForRequest( /calendar-followups\/\d+\?/ );
	await openCalendar( page );
	const url = new URL( ( await asked ).url() );
	const from = url.searchParams.get( 'from' ) ?? '';
	const to = url.searchParams.get( 'to' ) ?? '';
	expect( from <= props.today && props.today <= to ).toBe( true );
	const days = ( Date.parse( to ) - Date.parse( from ) ) / 86400000 + 1;
	expect( days % 7 ).toBe( 0 );
	expect( days ).toBeLessThanOrEqual( 42 );

	// The month view may fold a busy day into "+N more"; the agenda lists every item.
	await page
		.getByRole( 'group', { name: 'Calendar view' } )
		.getByRole( 'button', { name: 'Agenda' } )
		.click();
	const calendar = page.getByRole( 'region', { name: 'Calendar' } );
	// Relative locators (for `has`), not scoped to the calendar.
	const event = page.getByRole( 'button', {
		name: new RegExp( `Launch <party> & 100% ${ stamp }` ),
	} );
	const followup = page.getByRole( 'button', {
		name: new RegExp( followupTitle ),
	} );
	await expect( calendar.locator( event ) ).toBeVisible();
	await expect( calendar.locator( followup ) ).toBeVisible();
	// Each says its kind in words, not by colour alone.
	await expect(
		calendar
			.locator( 'tr', { has: event } )
			.getByText( 'Event', { exact: true } )
			.first()
	).toBeVisible();
	await expect(
		calendar
			.locator( 'tr', { has: followup } )
			.getByText( 'Follow-up', { exact: true } )
			.first()
	).toBeVisible();
	await screenshot( page, 'notifications-agenda-1280' );
} );

test( 'a follow-up opens in a dialog with its contact, and can be marked complete', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 1280, height: 900 } );
	await loginAs( page, 'alex' );
	await openCalendar( page );
	await page
		.getByRole( 'group', { name: 'Calendar view' } )
		.getByRole( 'button', { name: 'Agenda' } )
		.click();
	// By keyboard: the item is a button.
	await page
		.getByRole( 'region', { name: 'Calendar' } )
		.getByRole( 'button', { name: new RegExp( followupTitle ) } )
		.focus();
	await page.keyboard.press( 'Enter' );

	const dialog = page.getByRole( 'dialog' );
	await expect( dialog ).toBeVisible();
	await expect( dialog.getByRole( 'heading', { level: 2 } ) ).toContainText(
		followupTitle
	);
	// The description exactly as typed, line break included.
	await expect( dialog.getByTestId( 'item-desc' ) ).toHaveText(
		followupDesc
	);
	await expect( dialog.getByTestId( 'item-status' ) ).toHaveText(
		'Due today'
	);
	const link = dialog.getByTestId( 'item-contact' );
	await expect( link ).toHaveText( contact.name );
	await expect( link ).toHaveAttribute(
		'href',
		new RegExp( `/${ contact.id }/\\?contactId=${ contact.id }$` )
	);
	await expect(
		dialog.getByRole( 'link', { name: 'Open contact' } )
	).toHaveAttribute( 'href', ( await link.getAttribute( 'href' ) ) ?? '' );
	await screenshot( page, 'notifications-dialog-1280' );

	await dialog.getByRole( 'button', { name: 'Mark complete' } ).click();
	await expect( dialog.getByTestId( 'item-status' ) ).toHaveText( 'Done' );
	await expect(
		dialog.getByRole( 'button', { name: 'Mark complete' } )
	).toHaveCount( 0 );
	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toBeHidden();
	// The calendar reloaded: the follow-up now reads as done.
	await expect(
		page
			.getByRole( 'region', { name: 'Calendar' } )
			.locator( 'tr', {
				has: page.getByRole( 'button', {
					name: new RegExp( followupTitle ),
				} ),
			} )
			.getByText( 'Follow-up, done' )
			.first()
	).toBeVisible();
} );

test( 'the private feed URL is shown and copied', async ( {
	page,
	context,
	request,
} ) => {
	await context.grantPermissions( [ 'clipboard-read', 'clipboard-write' ] );
	await page.setViewportSize( { width: 1280, height: 900 } );
	await loginAs( page, 'alex' );
	await openCalendar( page );
	const field = page.getByLabel( 'Private feed URL' );
	await expect( field ).toHaveValue( /^https?:\/\/.+\.ics$/ );
	const url = await field.inputValue();
	await expect(
		page.getByRole( 'link', { name: 'Subscribe in Apple Calendar' } )
	).toHaveAttribute( 'href', url.replace( /^https?:/, 'webcal:' ) );

	await page.getByRole( 'button', { name: 'Copy URL' } ).click();
	await expect(
		page.getByRole( 'button', { name: 'Copied' } )
	).toBeVisible();
	expect( await page.evaluate( () => navigator.clipboard.readText() ) ).toBe(
		url
	);

	// The feed answers with the member's calendar to a calendar app, which has no login.
	const feed = await request.get( url );
	expect( feed.status() ).toBe( 200 );
	expect( await feed.text() ).toContain( 'BEGIN:VCALENDAR' );
} );

test( 'the daily reminder email switches off and on', async ( { page } ) => {
	await page.setViewportSize( { width: 1280, height: 900 } );
	await loginAs( page, 'alex' );
	await openCalendar( page );
	// This login's nonce (each login is a new session).
	const { nonce } = await islandProps< Props >( page, 'notifications' );
	const settings = () =>
		restCall< { enabled: boolean } >(
			page,
			nonce,
			'GET',
			`prism/v1/reminder-email/${ props.wordpressId }`
		);
	const before = ( await settings() ).enabled;
	const toggle = page.getByRole( 'switch', {
		name: /Email me a daily reminder/,
	} );
	await expect( toggle ).toBeChecked( { checked: before } );
	try {
		for ( const on of [ ! before, before ] ) {
			await toggle.click();
			await expect( toggle ).toBeChecked( { checked: on } );
			await expect( toggle ).toBeEnabled();
			expect( ( await settings() ).enabled ).toBe( on );
		}
	} finally {
		if ( ( await settings() ).enabled !== before ) {
			await restCall(
				page,
				props.nonce,
				'POST',
				'prism/v1/reminder-email',
				{
					wordpressId: props.wordpressId,
					enabled: before,
				}
			);
		}
	}
	await expect(
		page.getByText( /sent to .+@.+ around .+, site time/ )
	).toBeVisible();
} );

test( 'at phone width the page opens on the agenda', async ( { page } ) => {
	await page.setViewportSize( { width: 390, height: 844 } );
	await loginAs( page, 'alex' );
	await openCalendar( page );
	await expect(
		page
			.getByRole( 'group', { name: 'Calendar view' } )
			.getByRole( 'button', { name: 'Agenda' } )
	).toHaveAttribute( 'aria-pressed', 'true' );
	await expect(
		page
			.getByRole( 'region', { name: 'Calendar' } )
			.getByRole( 'button', { name: new RegExp( followupTitle ) } )
	).toBeVisible();
	// Nothing wider than the screen.
	expect(
		await page.evaluate(
			() => document.documentElement.scrollWidth <= window.innerWidth
		)
	).toBe( true );
	await screenshot( page, 'notifications-390' );
} );

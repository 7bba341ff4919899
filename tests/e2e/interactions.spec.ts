/**
 * Interactions ("when did we last talk?"), as a member uses them: log one on a contact's Interactions tab and see it
 * listed and the card's "Last contacted" follow, edit it in place, delete it after a confirm, with a note that keeps
 * '<', '>' and '%20' exactly; then the contact list's "Not contacted for" filter and the last-contacted sorts.
 *
 * The tests make their own contacts (named with a token unique to the run) through the Add Contact form post and
 * delete them afterwards.
 */
import path from 'path';
import { test, expect, type Page } from '@playwright/test';
import {
	SCREENSHOT_DIR,
	addContactByForm,
	deleteContacts,
	islandProps,
	loginAs,
	restCall,
	screenshot,
	memberPage,
} from './helpers';

interface Props {
	wordpressId: number;
	nonce: string;
	today: string;
}

interface ApiInteraction {
	id: number;
	contactId: number;
	kind: string;
	happenedOn: string;
	note: string;
	stageId: number | null;
}

const token = `Ix${ Date.now().toString( 36 ) }`;
const LIST = '/prism/contact/';
const NOTE =
	'Budget <100k and >50k\nDeck: https://example.com/q3%20plan?a=1&b=2';

/** The three contacts: contacted today, 45 days ago, never. */
const people = {
	recent: { first: 'Rhea', last: `Recent${ token }` },
	older: { first: 'Omar', last: `Older${ token }` },
	never: { first: 'Nell', last: `Never${ token }` },
};
const ids = { recent: 0, older: 0, never: 0 };

const detailPath = ( who: keyof typeof people ) =>
	`/prism/contact-detail/${ people[ who ].first }${ people[ who ].last }/${ ids[ who ] }/?contactId=${ ids[ who ] }`;

/**
 * The day `days` before `today`, YYYY-MM-DD.
 *
 * @param today YYYY-MM-DD.
 * @param days  Days back.
 */
function daysBefore( today: string, days: number ): string {
	const date = new Date( `${ today }T00:00:00Z` );
	date.setUTCDate( date.getUTCDate() - days );
	return date.toISOString().slice( 0, 10 );
}

/**
 * A full-page screenshot from the top, once dialogs have faded in.
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

test.describe.serial( 'interactions', () => {
	test.beforeAll( async ( { browser } ) => {
		const page = await memberPage( browser );
		for ( const who of Object.keys( people ) as Array<
			keyof typeof people
		> ) {
			ids[ who ] = await addContactByForm( page, {
				firstName: people[ who ].first,
				lastName: people[ who ].last,
			} );
		}
		await page.close();
	} );

	test.afterAll( async ( { browser } ) => {
		const made = Object.values( ids ).filter( ( id ) => id > 0 );
		if ( made.length === 0 ) {
			return;
		}
		const page = await memberPage( browser );
		await deleteContacts( page, made );
		await page.close();
	} );

	test( 'a member logs, edits and deletes interactions, and the card says when they last talked', async ( {
		page,
	} ) => {
		await loginAs( page, 'alex' );
		await page.setViewportSize( { width: 1280, height: 900 } );
		await page.goto( detailPath( 'recent' ) );
		const props = await islandProps< Props >( page, 'contact-detail' );
		const { today } = props;
		const card = page.getByTestId( 'contact-card' );
		await expect( card.getByTestId( 'contact-last-contacted' ) ).toHaveText(
			'Never contacted'
		);

		// The tab comes after Notes, and opens the panel; the address keeps it.
		const tabs = page.getByRole( 'tab' );
		await expect( tabs ).toHaveText( [
			'Details',
			'Notes',
			'Interactions',
			'Notifications',
		] );
		await page.getByRole( 'tab', { name: 'Interactions' } ).click();
		await expect( page ).toHaveURL( /[?&]tab=interactions/ );
		const panel = page.getByTestId( 'interactions-panel' );
		await expect( panel.getByTestId( 'interactions-empty' ) ).toContainText(
			'No interactions logged yet…'
		);

		// The form starts as a call, today, and refuses a day after today.
		const form = panel.getByTestId( 'interaction-log' );
		await expect( form.getByLabel( 'Kind' ) ).toHaveValue( 'call' );
		await expect( form.getByLabel( 'Date' ) ).toHaveValue( today );
		await expect(
			form.getByLabel( 'Kind' ).locator( 'option' ).allInnerTexts()
		).resolves.toEqual( [
			'Call',
			'Meeting',
			'Message',
			'Email',
			'Other',
		] );
		await form.getByLabel( 'Date' ).fill( daysBefore( today, -1 ) );
		await form.getByRole( 'button', { name: 'Log interaction' } ).click();
		await expect( form ).toContainText( 'The day cannot be after today.' );

		// An older call, then a meeting today with a note and a stage.
		await form.getByLabel( 'Date' ).fill( daysBefore( today, 12 ) );
		await form.getByRole( 'button', { name: 'Log interaction' } ).click();
		await expect( page.getByTestId( 'notice' ) ).toHaveText(
			'Interaction logged.'
		);
		await expect( card.getByTestId( 'contact-last-contacted' ) ).toHaveText(
			'Last contacted 12 days ago'
		);
		// The form is fresh again.
		await expect( form.getByLabel( 'Date' ) ).toHaveValue( today );

		await form.getByLabel( 'Kind' ).selectOption( { label: 'Meeting' } );
		await form.getByLabel( 'Note (optional)' ).fill( NOTE );
		await form
			.getByLabel( 'Networking stage (optional)' )
			.selectOption( { label: 'CONNECT' } );
		await form.getByRole( 'button', { name: 'Log interaction' } ).click();
		await expect( form.getByLabel( 'Note (optional)' ) ).toHaveValue( '' );

		const items = panel.getByTestId( 'interaction-item' );
		await expect( items ).toHaveCount( 2 );
		await expect( panel.getByTestId( 'interactions-count' ) ).toHaveText(
			'2 interactions'
		);
		// Newest first; the note shown exactly as typed, as text.
		await expect(
			items.nth( 0 ).getByTestId( 'interaction-kind-label' )
		).toHaveText( 'Meeting' );
		await expect( items.nth( 0 ) ).toContainText( 'CONNECT' );
		expect(
			await items
				.nth( 0 )
				.getByTestId( 'interaction-note-text' )
				.innerText()
		).toBe( NOTE );
		await expect(
			items.nth( 0 ).getByTestId( 'interaction-date-label' )
		).toHaveAttribute( 'datetime', today );
		await expect(
			items.nth( 1 ).getByTestId( 'interaction-kind-label' )
		).toHaveText( 'Call' );
		await expect( items.nth( 1 ) ).toContainText( '12 days ago' );
		await expect( card.getByTestId( 'contact-last-contacted' ) ).toHaveText(
			'Last contacted today'
		);
		await expect(
			panel.locator( 'b, a[href*="example.com"]' )
		).toHaveCount( 0 );

		// What the server stored is what was typed.
		const stored = await restCall< ApiInteraction[] >(
			page,
			props.nonce,
			'GET',
			`prism/v1/interactions/${ ids.recent }`
		);
		expect( stored.map( ( i ) => i.kind ) ).toEqual( [
			'meeting',
			'call',
		] );
		expect( stored[ 0 ]?.note ).toBe( NOTE );
		expect( stored[ 0 ]?.stageId ).toBe( 2 );

		await shot( page, 'interactions-tab-1280' );

		// Edit in place: the form takes the item's place with its values; Escape leaves it unchanged.
		await items
			.nth( 0 )
			.getByRole( 'button', { name: /^Edit Meeting on / } )
			.click();
		const edit = panel.getByTestId( 'interaction-edit' );
		await expect( edit.getByLabel( 'Kind' ) ).toBeFocused();
		await expect( edit.getByLabel( 'Note (optional)' ) ).toHaveValue(
			NOTE
		);
		await page.keyboard.press( 'Escape' );
		await expect( edit ).toHaveCount( 0 );
		await expect(
			items.nth( 0 ).getByRole( 'button', { name: /^Edit Meeting on / } )
		).toBeFocused();

		await page.keyboard.press( 'Enter' );
		await edit.getByLabel( 'Kind' ).selectOption( { label: 'Email' } );
		await edit
			.getByLabel( 'Note (optional)' )
			.fill( `${ NOTE }\nSent the follow-up.` );
		await edit.getByRole( 'button', { name: 'Save interaction' } ).click();
		await expect( page.getByTestId( 'notice' ) ).toHaveText(
			'Interaction saved.'
		);
		await expect( edit ).toHaveCount( 0 );
		await expect(
			items.nth( 0 ).getByTestId( 'interaction-kind-label' )
		).toHaveText( 'Email' );
		expect(
			await items
				.nth( 0 )
				.getByTestId( 'interaction-note-text' )
				.innerText()
		).toBe( `${ NOTE }\nSent the follow-up.` );

		// Delete asks first; Cancel keeps it.
		await items
			.nth( 0 )
			.getByRole( 'button', { name: /^Delete Email on / } )
			.click();
		const confirm = page.getByRole( 'alertdialog', {
			name: 'Delete interaction',
		} );
		await expect( confirm ).toContainText(
			'Are you sure you want to delete this interaction?'
		);
		await expect(
			confirm.getByRole( 'button', { name: 'Cancel' } )
		).toBeFocused();
		await shot( page, 'interactions-delete-1280' );
		await confirm.getByRole( 'button', { name: 'Cancel' } ).click();
		await expect( confirm ).toBeHidden();
		await expect( items ).toHaveCount( 2 );

		await items
			.nth( 0 )
			.getByRole( 'button', { name: /^Delete Email on / } )
			.click();
		await confirm.getByRole( 'button', { name: 'Delete' } ).click();
		await expect( confirm ).toBeHidden();
		await expect( page.getByTestId( 'notice' ) ).toHaveText(
			'Interaction deleted.'
		);
		await expect( items ).toHaveCount( 1 );
		await expect( card.getByTestId( 'contact-last-contacted' ) ).toHaveText(
			'Last contacted 12 days ago'
		);

		// The same tab on a phone.
		await page.setViewportSize( { width: 390, height: 844 } );
		await page.reload();
		await expect( panel.getByTestId( 'interaction-item' ) ).toHaveCount(
			1
		);
		const width = await page.evaluate(
			() => document.documentElement.scrollWidth
		);
		expect( width ).toBeLessThanOrEqual( 390 );
		await shot( page, 'interactions-tab-390' );
	} );

	test( 'the contact list filters by "Not contacted for" and sorts by last contacted', async ( {
		page,
	} ) => {
		await loginAs( page, 'alex' );
		await page.setViewportSize( { width: 1280, height: 900 } );
		await page.goto( LIST );
		const props = await islandProps< Props >( page, 'contacts' );
		const log = ( id: number, happenedOn: string ) =>
			restCall< ApiInteraction[] >(
				page,
				props.nonce,
				'POST',
				`prism/v1/interactions/${ id }`,
				{ kind: 'call', happenedOn }
			);
		await log( ids.recent, props.today );
		await log( ids.older, daysBefore( props.today, 45 ) );

		await page.goto( `${ LIST }?q=${ token }` );
		const rows = page.getByTestId( 'contact-row' );
		const names = () => rows.locator( 'a[href*="contact-detail"]' );
		await expect( rows ).toHaveCount( 3 );
		const row = ( who: keyof typeof people ) =>
			rows.filter( { hasText: people[ who ].last } );
		await expect( row( 'recent' ) ).toContainText( 'Last contacted today' );
		await expect( row( 'older' ) ).toContainText(
			'Last contacted 45 days ago'
		);
		await expect( row( 'never' ) ).toContainText( 'Never contacted' );

		// Not contacted for 30 days: the one contacted 45 days ago and the one never contacted.
		const group = page.getByRole( 'region', { name: 'Not contacted for' } );
		await group.getByRole( 'button', { name: '30 days' } ).click();
		await expect( page ).toHaveURL( /[?&]notContacted=30(&|$)/ );
		await expect( rows ).toHaveCount( 2 );
		await expect( row( 'recent' ) ).toHaveCount( 0 );
		await expect(
			group.getByRole( 'button', { name: '30 days' } )
		).toHaveAttribute( 'aria-pressed', 'true' );
		const chip = page.getByTestId( 'active-filters' ).getByRole( 'button', {
			name: 'Not contacted for 30 days. Remove filter',
		} );
		await expect( chip ).toBeVisible();
		await shot( page, 'contacts-not-contacted-1280' );

		// 90 days replaces 30; the address holds it through a reload.
		await group.getByRole( 'button', { name: '90 days' } ).click();
		await expect( page ).toHaveURL( /[?&]notContacted=90(&|$)/ );
		await expect( rows ).toHaveCount( 1 );
		await expect( row( 'never' ) ).toHaveCount( 1 );
		await page.reload();
		await expect( rows ).toHaveCount( 1 );
		await expect(
			page.getByRole( 'button', {
				name: 'Not contacted for 90 days. Remove filter',
			} )
		).toBeVisible();
		await page
			.getByRole( 'button', {
				name: 'Not contacted for 90 days. Remove filter',
			} )
			.click();
		await expect( page ).not.toHaveURL( /notContacted=/ );
		await expect( rows ).toHaveCount( 3 );

		// The sorts: most recent first (never contacted last), longest ago first (never contacted first).
		await page.getByRole( 'button', { name: 'More ways to sort' } ).click();
		await page
			.getByRole( 'menuitemradio', {
				name: 'Last contacted: most recent',
			} )
			.click();
		await expect( page ).toHaveURL( /[?&]sort=contacted_desc(&|$)/ );
		await expect( page.getByTestId( 'sort-toggle' ) ).toHaveText(
			'Last contacted: most recent'
		);
		await expect( names() ).toHaveText( [
			new RegExp( people.recent.last ),
			new RegExp( people.older.last ),
			new RegExp( people.never.last ),
		] );

		await page.getByRole( 'button', { name: 'More ways to sort' } ).click();
		await expect(
			page.getByRole( 'menuitemradio', {
				name: 'Last contacted: most recent',
			} )
		).toHaveAttribute( 'aria-checked', 'true' );
		// The open menu as it shows (not the full page: scrolling to the top would leave the menu behind).
		await page.waitForFunction( () =>
			Array.from( document.querySelectorAll( '.MuiMenu-paper' ) ).every(
				( element ) => getComputedStyle( element ).opacity === '1'
			)
		);
		await page.screenshot( {
			path: path.join( SCREENSHOT_DIR, 'contacts-sort-menu-1280.png' ),
		} );
		await page
			.getByRole( 'menuitemradio', {
				name: 'Last contacted: longest ago',
			} )
			.click();
		await expect( page ).toHaveURL( /[?&]sort=contacted_asc(&|$)/ );
		await expect( names() ).toHaveText( [
			new RegExp( people.never.last ),
			new RegExp( people.older.last ),
			new RegExp( people.recent.last ),
		] );
		// The menu's coming and going leaves the list where it was (its box does not scroll sideways).
		await expect( page.getByTestId( 'sort-menu-button' ) ).toBeFocused();
		expect(
			await page
				.getByRole( 'region', { name: 'Contact list' } )
				.evaluate( ( box ) => box.scrollLeft )
		).toBe( 0 );

		// The name toggle goes back to A-Z.
		await page.getByTestId( 'sort-toggle' ).click();
		await expect( page ).not.toHaveURL( /sort=/ );
		await expect( page.getByTestId( 'sort-toggle' ) ).toHaveText(
			'Name A–Z'
		);

		// On a phone: the filter from the address, the chip, the cards with their line, and the menu's group.
		await page.setViewportSize( { width: 390, height: 844 } );
		await page.goto(
			`${ LIST }?q=${ token }&notContacted=30&sort=contacted_asc`
		);
		await expect( rows ).toHaveCount( 2 );
		await expect( names() ).toHaveText( [
			new RegExp( people.never.last ),
			new RegExp( people.older.last ),
		] );
		const width = await page.evaluate(
			() => document.documentElement.scrollWidth
		);
		expect( width ).toBeLessThanOrEqual( 390 );
		await shot( page, 'contacts-not-contacted-390' );
		await page.getByRole( 'button', { name: /^Menu/ } ).click();
		const drawerGroup = page.getByRole( 'region', {
			name: 'Not contacted for',
		} );
		await drawerGroup.scrollIntoViewIfNeeded();
		await expect(
			drawerGroup.getByRole( 'button', { name: '30 days' } )
		).toHaveAttribute( 'aria-pressed', 'true' );
		await screenshot( page, 'contacts-not-contacted-menu-390' );
	} );
	test( 'the timeline shows interactions with notes, follow-ups and dated events, newest first', async ( {
		page,
	} ) => {
		await loginAs( page, 'alex' );
		await page.setViewportSize( { width: 1280, height: 900 } );
		await page.goto( detailPath( 'older' ) );
		const { nonce, today, wordpressId } = await islandProps< Props >(
			page,
			'contact-detail'
		);
		await restCall( page, nonce, 'POST', 'prism/v1/create-note', {
			contactId: ids.older,
			wordpressId,
			note: NOTE,
		} );
		await restCall( page, nonce, 'POST', 'prism/v1/create-followup', {
			contactId: ids.older,
			wordpressId,
			title: `Send the deck ${ token }`,
			desc: '',
			date: today,
		} );
		await page.reload();
		await page.getByRole( 'tab', { name: 'Interactions' } ).click();
		const timeline = page.getByTestId( 'contact-timeline' );
		await expect(
			timeline.getByRole( 'heading', { name: 'Timeline' } )
		).toBeVisible();
		const items = timeline.getByTestId( 'timeline-item' );
		// Today's note, then today's follow-up (on one day: interactions, notes, follow-ups, events), then the
		// interaction logged 45 days ago.
		await expect( items ).toHaveCount( 3 );
		await expect( items.nth( 0 ) ).toContainText( 'Budget <100k and >50k' );
		await expect( items.nth( 0 ) ).toContainText(
			'https://example.com/q3%20plan?a=1&b=2'
		);
		await expect( items.nth( 1 ) ).toContainText(
			`Send the deck ${ token }`
		);
		await expect( items.nth( 1 ) ).toContainText( 'To do' );
		await expect( items.nth( 2 ) ).toContainText( 'Interaction' );
		await timeline.scrollIntoViewIfNeeded();
		await screenshot( page, 'interactions-timeline-1280' );
		await page.setViewportSize( { width: 390, height: 844 } );
		await expect( items ).toHaveCount( 3 );
		expect(
			await page.evaluate( () => document.documentElement.scrollWidth )
		).toBeLessThanOrEqual( 390 );
		await timeline.scrollIntoViewIfNeeded();
		await screenshot( page, 'interactions-timeline-390' );
	} );
} );

/**
 * The duplicate merge screen, clicked through as a member would: two look-alike contacts added by hand are
 * suggested, the contact list flags them, the merge screen shows the pair with its reason, the member swaps which
 * one stays and merges, and the merged list shows it; another pair dismissed never returns. Every contact the test
 * makes carries a token unique to the run and is removed afterwards.
 */
import { test, expect, type Page } from '@playwright/test';
import {
	addContactByForm,
	islandProps,
	loginAs,
	restCall,
	screenshot,
} from './helpers';

const MERGE = '/prism/merge/';
const LIST = '/prism/contact/';

interface Props {
	wordpressId: number;
	nonce: string;
}

interface Pair {
	id: number;
	primary: { id: number; name: string };
	secondary: { id: number; name: string };
	reasons: string[];
}

/** A token of letters only (names are compared without digits), unique to this run. */
const token = Date.now()
	.toString( 36 )
	.replace( /\d/g, ( d ) => 'qwrtypsdfg'.charAt( Number( d ) ) );
const surname = `Zeph${ token }`;
/** A London drama number (020 7946 0xxx, never assigned), different each run. */
const digits = String( Date.now() % 1000 ).padStart( 3, '0' );

const created: number[] = [];

async function pendingPairs( page: Page ): Promise< Pair[] > {
	await page.goto( '/prism/' );
	const props = await islandProps< Props >( page );
	return restCall< Pair[] >(
		page,
		props.nonce,
		'GET',
		`prism/v1/collisions-with-contacts/${ props.wordpressId }?per_page=100`
	);
}

/**
 * This test's pair, once the server suggests it, checked to be the first the screen shows (highest score first;
 * the demo members have no other pending suggestions).
 *
 * @param page The page, logged in.
 * @param ours Whether a pair is one this test made.
 */
async function ourPairFirst(
	page: Page,
	ours: ( pair: Pair ) => boolean
): Promise< Pair > {
	const pairs = await pendingPairs( page );
	const mine = pairs.find( ours );
	expect( mine, 'the look-alike pair is suggested' ).toBeTruthy();
	expect(
		pairs.indexOf( mine as Pair ),
		`other suggestions rank first: ${ JSON.stringify(
			pairs.map( ( p ) => [ p.primary.name, p.secondary.name ] )
		) }`
	).toBe( 0 );
	return mine as Pair;
}

const involves = ( ids: number[] ) => ( pair: Pair ) =>
	ids.includes( pair.primary.id ) && ids.includes( pair.secondary.id );

test.afterAll( async ( { browser } ) => {
	const page = await browser.newPage();
	await loginAs( page, 'alex' );
	// A merged contact is gone already; delete the rest one by one so one missing id does not stop the others.
	for ( const id of created ) {
		await page.goto( '/prism/' );
		const props = await islandProps< Props >( page );
		await page.request.fetch( '/wp-json/prism/v1/delete-contact', {
			method: 'DELETE',
			headers: { 'X-WP-Nonce': props.nonce },
			data: { idList: [ id ], wordpressId: props.wordpressId },
		} );
	}
	await page.close();
} );

test( 'a look-alike pair is flagged, shown with its reason, swapped and merged', async ( {
	page,
} ) => {
	await loginAs( page, 'alex' );
	const robert = await addContactByForm( page, {
		firstName: 'Robert',
		lastName: surname,
		company: `Orbital ${ token }`,
		phoneOne: `+44 20 7946 0${ digits }`,
		phoneOneType: 'Mobile',
	} );
	created.push( robert );
	const bob = await addContactByForm( page, {
		firstName: 'Bob',
		lastName: surname,
		company: `Orbital ${ token }`,
		title: 'Engineer',
		phoneOne: `0044 (20) 7946-0${ digits }`,
	} );
	created.push( bob );
	const pair = await ourPairFirst( page, involves( [ robert, bob ] ) );

	// The contact list's menu flags the waiting suggestions, with their count.
	await page.setViewportSize( { width: 1280, height: 900 } );
	await page.goto( LIST );
	const item = page.getByRole( 'link', { name: /Merge Contacts/ } );
	await expect( item.getByTestId( 'merge-flag' ) ).toBeVisible();
	await expect( item ).toContainText( /\d/ );
	await screenshot( page, 'merge-contacts-flag-1280' );
	await item.click();
	await expect( page ).toHaveURL( /\/prism\/merge\/?/ );

	// The pair, side by side, with the reasons in words and the differing fields marked in words.
	const section = page.getByTestId( 'merge-pair' );
	await expect( section ).toBeVisible();
	await expect( section ).toContainText( `Robert ${ surname }` );
	await expect( section ).toContainText( `Bob ${ surname }` );
	const reasons = page.getByTestId( 'merge-reasons' );
	await expect( reasons ).toContainText( 'Similar name and same company' );
	const firstName = section.locator( 'tr', { hasText: 'First Name' } );
	await expect( firstName ).toContainText( 'Different' );
	await expect(
		section.locator( 'tr', { hasText: 'Job Title' } )
	).toContainText( 'Only one has it' );
	await expect(
		section.locator( 'tr', { hasText: 'Phone' } )
	).not.toContainText( 'Different' );
	await screenshot( page, 'merge-pair-1280' );

	// Swap: the other contact stays.
	const keptFirst = pair.primary.id;
	const header = ( id: number ) =>
		section.locator( 'th', {
			has: page.locator( `a[href*="contactId=${ id }"]` ),
		} );
	await expect(
		header( keptFirst ).getByTestId( 'survivor-tag' )
	).toBeVisible();
	await page.getByRole( 'button', { name: /^Swap/ } ).click();
	const kept = pair.secondary.id;
	await expect( header( kept ).getByTestId( 'survivor-tag' ) ).toBeVisible();
	await expect(
		header( keptFirst ).getByTestId( 'other-tag' )
	).toBeVisible();
	await expect( page.getByTestId( 'merge-explain' ) ).toContainText(
		`${ pair.secondary.name } stays`
	);

	// Merge, behind a confirmation that warns it cannot be undone (Escape cancels; the keyboard works).
	await page.getByRole( 'button', { name: 'Merge', exact: true } ).click();
	const dialog = page.getByRole( 'alertdialog' );
	await expect( dialog ).toContainText( 'Merging cannot be undone.' );
	await expect( dialog ).toContainText(
		`${ pair.secondary.name } will be kept`
	);
	await expect(
		dialog.getByRole( 'button', { name: 'Cancel' } )
	).toBeFocused();
	await screenshot( page, 'merge-confirm-1280' );
	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toBeHidden();
	await page.getByRole( 'button', { name: 'Merge', exact: true } ).click();
	await dialog.getByRole( 'button', { name: 'Merge' } ).click();
	await expect( dialog ).toBeHidden();
	await expect( page.getByTestId( 'notice' ) ).toContainText(
		`Merged ${ pair.primary.name } into ${ pair.secondary.name }.`
	);

	// The next pair (or the all-caught-up message) shows without a reload; the merged list has this merge.
	await expect(
		section.or( page.getByTestId( 'merge-caught-up' ) )
	).toBeVisible();
	await expect( section.getByText( `Robert ${ surname }` ) ).toHaveCount( 0 );
	// The keyboard focus moves to what shows next, as the buttons it was on are gone.
	await expect( page.locator( '#prism-pair-heading' ) ).toBeFocused();
	const merged = page.getByTestId( 'merged-list' );
	const row = merged.locator( 'li', {
		hasText: `${ pair.primary.name } merged into ${ pair.secondary.name }`,
	} );
	await expect( row ).toBeVisible();
	await expect(
		row.getByRole( 'link', { name: /View Contact Detail/ } )
	).toHaveAttribute( 'href', new RegExp( `contactId=${ kept }` ) );
	await screenshot( page, 'merge-merged-list-1280' );

	// The survivor has the removed contact's job title (its gap filled), and the removed contact is gone.
	await page.goto( '/prism/' );
	const props = await islandProps< Props >( page );
	const survivor = await restCall< { title: string; firstName: string } >(
		page,
		props.nonce,
		'GET',
		`prism/v1/contact-detail/${ kept }`
	);
	expect( survivor.firstName ).toBe( kept === bob ? 'Bob' : 'Robert' );
	expect( survivor.title ).toBe( 'Engineer' );
} );

test( 'a dismissed pair leaves the screen and never returns', async ( {
	page,
} ) => {
	await loginAs( page, 'alex' );
	const one = await addContactByForm( page, {
		firstName: 'Marguerite',
		lastName: `Vale${ token }`,
		emailOne: `marguerite.vale.${ token }@example.com`,
	} );
	created.push( one );
	const two = await addContactByForm( page, {
		firstName: 'marguerite',
		lastName: `Vale${ token }`,
		emailOne: ` Marguerite.Vale.${ token }+crm@Example.com`,
	} );
	created.push( two );
	await ourPairFirst( page, involves( [ one, two ] ) );

	await page.setViewportSize( { width: 390, height: 844 } );
	await page.goto( MERGE );
	const section = page.getByTestId( 'merge-pair' );
	await expect( section ).toContainText( `Marguerite Vale${ token }` );
	await expect( page.getByTestId( 'merge-reasons' ) ).toContainText(
		'Same email address'
	);
	await screenshot( page, 'merge-pair-390' );
	await page.getByRole( 'button', { name: 'Dismiss' } ).click();
	await expect( page.getByTestId( 'notice' ) ).toContainText( 'Dismissed' );
	await expect( page.locator( '#prism-pair-heading' ) ).toBeFocused();
	await expect( page.getByText( `Marguerite Vale${ token }` ) ).toHaveCount(
		0
	);

	// A full rescan of the member's contacts (the page's own button) does not bring the pair back.
	await page.getByRole( 'button', { name: 'Scan all contacts' } ).click();
	await expect( page.getByTestId( 'merge-rescan-done' ) ).toContainText(
		'Scan finished',
		{ timeout: 60_000 }
	);
	await screenshot( page, 'merge-rescan-390' );
	const pairs = await pendingPairs( page );
	expect( pairs.some( involves( [ one, two ] ) ) ).toBe( false );
	await page.goto( MERGE );
	await expect(
		page
			.getByTestId( 'merge-pair' )
			.or( page.getByTestId( 'merge-caught-up' ) )
	).toBeVisible();
	await expect( page.getByText( `Marguerite Vale${ token }` ) ).toHaveCount(
		0
	);
	await screenshot( page, 'merge-after-dismiss-390' );
} );

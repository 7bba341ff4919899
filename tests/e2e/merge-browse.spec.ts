/**
 * Working through the duplicate suggestions as a member would (issue 26): the list of every suggestion with its
 * reason and score, Skip / Next / Previous on the pair shown, a skipped pair coming back, merging a pair chosen
 * from the list; two contacts with the same rare name and nothing else in common suggested as 'Same name', and the
 * merge wording telling the two apart by where and when each was added. Every contact the test makes carries a
 * token unique to the run and is removed afterwards.
 */
import { execFileSync } from 'child_process';
import path from 'path';
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page } from '@playwright/test';
import {
	addContactByForm,
	islandProps,
	loginAs,
	restCall,
	screenshot,
} from './helpers';

const MERGE = '/prism/merge/';
const ROOT = path.resolve( __dirname, '../..' );
const WP_DIR = process.env.PRISM_WP_DIR || path.join( ROOT, '.wp/test-sqlite' );

interface Props {
	wordpressId: number;
	nonce: string;
}

interface Pair {
	id: number;
	primary: { id: number; name: string };
	secondary: { id: number; name: string };
	reasons: string[];
	score: number;
}

/** Letters only (names are compared without digits), unique to this run. */
const token = Date.now()
	.toString( 36 )
	.replace( /\d/g, ( d ) => 'qwrtypsdfg'.charAt( Number( d ) ) );
const digits = String( Date.now() % 1000 ).padStart( 3, '0' );
const created: number[] = [];

const names = {
	email: `Ottoline Vex${ token }`,
	phone: `Ignatius Brack${ token }`,
	rare: `Kwame Mensah${ token }`,
};

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

const named = ( name: string ) => ( pair: Pair ) =>
	pair.primary.name === name && pair.secondary.name === name;

/**
 * The row of a pair in the list below the pair, turning the list's pages until it shows.
 *
 * @param page The merge page.
 * @param pair The pair.
 */
async function listRow( page: Page, pair: Pair ) {
	const list = page.getByTestId( 'merge-suggestions' );
	const row = list.locator( `[data-pair-id="${ pair.id }"]` );
	await expect( list ).toBeVisible();
	for ( let turn = 0; turn < 10; turn++ ) {
		if ( await row.count() ) {
			return row;
		}
		await page.getByRole( 'button', { name: 'Next page' } ).click();
		await expect( list ).not.toHaveAttribute( 'aria-busy', 'true' );
	}
	throw new Error( `pair ${ pair.id } is not in the list` );
}

const shows = async ( page: Page, pair: Pair ) =>
	expect( page.getByTestId( 'merge-pair' ) ).toContainText(
		pair.primary.name
	);

test.beforeAll( async ( { browser } ) => {
	const page = await browser.newPage();
	await loginAs( page, 'alex' );
	const [ first = '', last = '' ] = names.email.split( ' ' );
	created.push(
		await addContactByForm( page, {
			firstName: first,
			lastName: last,
			emailOne: `ottoline.${ token }@example.org`,
		} ),
		await addContactByForm( page, {
			firstName: first,
			lastName: last,
			emailOne: `Ottoline.${ token }@Example.org`,
			company: `Loom ${ token }`,
		} )
	);
	const [ iFirst = '', iLast = '' ] = names.phone.split( ' ' );
	created.push(
		await addContactByForm( page, {
			firstName: iFirst,
			lastName: iLast,
			phoneOne: `+44 20 7946 1${ digits }`,
		} ),
		await addContactByForm( page, {
			firstName: iFirst,
			lastName: iLast,
			phoneOne: `+442079461${ digits }`,
			title: 'Cartographer',
		} )
	);
	// One typed by hand with a work email and company; the other as a LinkedIn import adds it: a profile and a
	// phone. Nothing in common but the name, which nobody else in the member's network carries.
	const [ kFirst = '', kLast = '' ] = names.rare.split( ' ' );
	const typed = await addContactByForm( page, {
		firstName: kFirst,
		lastName: kLast,
		company: `Adinkra ${ token }`,
		emailOne: `kwame@adinkra-${ token }.example`,
	} );
	const imported = await addContactByForm( page, {
		firstName: kFirst,
		lastName: kLast,
		phoneOne: `+233 30 2${ digits } 456`,
		linkedIn: `https://www.linkedin.com/in/kwame-mensah-${ token }`,
	} );
	created.push( typed, imported );
	const fixture = path.join( __dirname, 'support/merge-fixture.php' );
	execFileSync( 'php', [
		fixture,
		WP_DIR,
		'alex',
		String( typed ),
		'PRISM',
		'2025-05-03 12:00:00',
	] );
	execFileSync( 'php', [
		fixture,
		WP_DIR,
		'alex',
		String( imported ),
		'LinkedIn',
		'2026-11-12 12:00:00',
	] );
	await page.close();
} );

test.afterAll( async ( { browser } ) => {
	const page = await browser.newPage();
	await loginAs( page, 'alex' );
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

test( 'the same rare name alone is suggested as Same name, and the merge wording tells the two apart', async ( {
	page,
} ) => {
	await loginAs( page, 'alex' );
	const pairs = await pendingPairs( page );
	const rare = pairs.find( named( names.rare ) );
	expect( rare, 'the two namesakes are suggested' ).toBeTruthy();
	expect( rare!.reasons ).toEqual( [ 'name_rare' ] );
	expect( rare!.score ).toBe( 60 );

	await page.setViewportSize( { width: 1280, height: 900 } );
	await page.goto( MERGE );
	const row = await listRow( page, rare! );
	await expect( row ).toContainText( 'Same name' );
	await expect( row ).toContainText( 'Score 60 of 100' );
	await row.click();
	await expect( page.locator( '#prism-pair-heading' ) ).toBeFocused();
	await shows( page, rare! );
	await expect( page.getByTestId( 'merge-reasons' ) ).toHaveText(
		'Same name'
	);
	const explain = page.getByTestId( 'merge-explain' );
	await expect( explain ).toContainText(
		`${ names.rare } (added 3 May 2025 by hand) stays.`
	);
	await expect( explain ).toContainText(
		`${ names.rare } (imported from LinkedIn on 12 Nov 2026) fills the gaps`
	);
	await expect(
		page.getByTestId( 'merge-pair' ).getByTestId( 'contact-origin' )
	).toHaveText( [
		'added 3 May 2025 by hand',
		'imported from LinkedIn on 12 Nov 2026',
	] );
	await page.getByRole( 'button', { name: /^Swap/ } ).click();
	await expect( explain ).toContainText(
		`${ names.rare } (imported from LinkedIn on 12 Nov 2026) stays.`
	);
	await page.getByRole( 'button', { name: 'Merge', exact: true } ).click();
	const dialog = page.getByRole( 'alertdialog' );
	await expect( dialog ).toContainText(
		`${ names.rare } (imported from LinkedIn on 12 Nov 2026) will be kept`
	);
	await screenshot( page, 'merge-same-name-confirm-1280' );
	await dialog.getByRole( 'button', { name: 'Cancel' } ).click();
	await expect( dialog ).toBeHidden();
	await screenshot( page, 'merge-same-name-1280' );
} );

test( 'browse every suggestion, skip one, come back to it, and merge one chosen from the list', async ( {
	page,
} ) => {
	await loginAs( page, 'alex' );
	const pairs = await pendingPairs( page );
	const email = pairs.find( named( names.email ) )!;
	const phone = pairs.find( named( names.phone ) )!;
	expect( email, 'the same-email pair is suggested' ).toBeTruthy();
	expect( phone, 'the same-phone pair is suggested' ).toBeTruthy();
	const at = pairs.indexOf( email );
	// Both positions are in the list: it holds the email pair.
	const after = pairs[ at + 1 < pairs.length ? at + 1 : 0 ]!;

	await page.setViewportSize( { width: 1280, height: 900 } );
	await page.goto( MERGE );
	await expect(
		page.getByRole( 'heading', { name: /^All suggestions/ } )
	).toContainText( String( pairs.length ) );
	// Every pair with its reason and score.
	const emailRow = await listRow( page, email );
	await expect( emailRow ).toContainText( 'Same email address' );
	await expect( emailRow ).toContainText( `Score ${ email.score } of 100` );
	await emailRow.click();
	await shows( page, email );
	await expect( emailRow ).toHaveAttribute( 'aria-current', 'true' );
	await expect( page.getByTestId( 'merge-position' ) ).toHaveText(
		`${ at + 1 } of ${ pairs.length } suggestions`
	);
	await screenshot( page, 'merge-browse-1280' );

	// Skip: the next pair shows; the skipped one is marked in the list.
	await page.getByRole( 'button', { name: /^Skip/ } ).click();
	await shows( page, after );
	await expect(
		( await listRow( page, email ) ).getByText( 'Skipped' )
	).toBeVisible();
	// It comes back: Previous shows it again (or, skipped from the last pair, the list does), saying it was skipped.
	if ( at + 1 < pairs.length ) {
		await page.getByRole( 'button', { name: 'Previous' } ).click();
	} else {
		await ( await listRow( page, email ) ).click();
	}
	await shows( page, email );
	await expect( page.getByTestId( 'merge-skipped-note' ) ).toBeVisible();
	// Next goes on to the same pair Skip did, and Previous comes back, by keyboard.
	if ( at + 1 < pairs.length ) {
		await page.getByRole( 'button', { name: 'Next' } ).focus();
		await page.keyboard.press( 'Enter' );
		await shows( page, after );
		await page.getByRole( 'button', { name: 'Previous' } ).focus();
		await page.keyboard.press( 'Enter' );
		await shows( page, email );
	}

	// From the last pair, Skip brings back the first: skipped pairs come back until they are merged or dismissed.
	const last = pairs[ pairs.length - 1 ]!;
	await ( await listRow( page, last ) ).click();
	await shows( page, last );
	await expect( page.getByRole( 'button', { name: 'Next' } ) ).toBeDisabled();
	await page.getByRole( 'button', { name: /^Skip/ } ).click();
	await shows( page, pairs[ 0 ]! );
	await expect( page.getByTestId( 'merge-position' ) ).toHaveText(
		`1 of ${ pairs.length } suggestions`
	);

	// Axe on the page with the pair and the list.
	const axe = await new AxeBuilder( { page } )
		.withTags( [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa' ] )
		.include( '.prism-island' )
		.analyze();
	expect(
		axe.violations.filter(
			( v ) => v.impact === 'serious' || v.impact === 'critical'
		),
		JSON.stringify( axe.violations, null, 1 )
	).toEqual( [] );

	// Merge a pair chosen from the list: it leaves the list, the count goes down, the merged list has it.
	await ( await listRow( page, phone ) ).click();
	await shows( page, phone );
	await page.getByRole( 'button', { name: 'Merge', exact: true } ).click();
	const dialog = page.getByRole( 'alertdialog' );
	await dialog.getByRole( 'button', { name: 'Merge' } ).click();
	await expect( dialog ).toBeHidden();
	await expect( page.getByTestId( 'notice' ) ).toContainText(
		`Merged ${ names.phone }`
	);
	await expect(
		page
			.getByTestId( 'merge-suggestions' )
			.locator( `[data-pair-id="${ phone.id }"]` )
	).toHaveCount( 0 );
	await expect(
		page.getByRole( 'heading', { name: /^All suggestions/ } )
	).toContainText( String( pairs.length - 1 ) );
	await expect(
		page.getByTestId( 'merged-list' ).locator( 'li', {
			hasText: `${ names.phone } merged into ${ names.phone }`,
		} )
	).toBeVisible();
	expect(
		( await pendingPairs( page ) ).some( ( p ) => p.id === phone.id )
	).toBe( false );

	// On a phone: the pair, the moves and the list fit the screen.
	await page.setViewportSize( { width: 390, height: 844 } );
	await page.goto( MERGE );
	await expect( page.getByTestId( 'merge-pair' ) ).toBeVisible();
	await expect( page.getByTestId( 'merge-suggestions' ) ).toBeVisible();
	const overflow = await page.evaluate(
		() => document.documentElement.scrollWidth - window.innerWidth
	);
	expect( overflow ).toBeLessThanOrEqual( 0 );
	await screenshot( page, 'merge-browse-390' );
} );

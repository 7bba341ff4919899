/**
 * The screenshots of readme.txt (its == Screenshots == list, in that order), taken as the demo member alex sees the
 * pages at 1280 × 900. They go to artifacts/wordpress-org/; `npm run readme:screenshots` (PRISM_README_SCREENSHOTS=1)
 * writes them to .wordpress-org/, where the plugin directory takes them from.
 */
import fs from 'fs';
import path from 'path';
import { test, expect, type Page } from '@playwright/test';
import {
	addContactByForm,
	at,
	deleteContacts,
	islandProps,
	loginAs,
	restCall,
} from './helpers';

const dir = path.resolve(
	__dirname,
	process.env.PRISM_README_SCREENSHOTS
		? '../../.wordpress-org'
		: '../../artifacts/wordpress-org'
);

/**
 * Saves the visible page as screenshot-N.png.
 *
 * @param page The page.
 * @param n    Its number in readme.txt.
 */
async function shoot( page: Page, n: number ): Promise< void > {
	fs.mkdirSync( dir, { recursive: true } );
	// Every part drawn: nothing still loading, no placeholder left.
	await page.waitForLoadState( 'networkidle' );
	await expect(
		page.locator( '.prism-island [aria-busy="true"]' )
	).toHaveCount( 0, { timeout: 15_000 } );
	// The view itself, not the theme's header above it.
	await page.evaluate( () =>
		document
			.querySelector( '.prism-island' )
			?.scrollIntoView( { block: 'start' } )
	);
	await page.waitForTimeout( 500 );
	await page.screenshot( {
		path: path.join( dir, `screenshot-${ n }.png` ),
	} );
}

test( 'the readme screenshots', async ( { page } ) => {
	test.setTimeout( 120_000 );
	await page.setViewportSize( { width: 1280, height: 900 } );
	await loginAs( page, 'alex' );
	await page.goto( '/prism/' );
	const props = await islandProps< { wordpressId: number; nonce: string } >(
		page
	);
	await expect( page.getByText( /Today is/ ).first() ).toBeVisible();
	await shoot( page, 1 );

	await page.goto( '/prism/contact/' );
	await expect( page.getByTestId( 'contact-row' ).first() ).toBeVisible();
	await shoot( page, 2 );

	const inProcess = await restCall< Array< { id: number } > >(
		page,
		props.nonce,
		'GET',
		`prism/v1/contact-list/${ props.wordpressId }?process[]=Active&per_page=1`
	);
	const id = at( inProcess, 0 ).id;
	await page.goto(
		`/prism/contact-detail-networking/contact/${ id }/?contactId=${ id }`
	);
	await expect( page.getByRole( 'tab' ).first() ).toBeVisible();
	await shoot( page, 3 );

	// A look-alike of one of alex's contacts, so the merge screen shows a pair (removed again below).
	const twin = await addContactByForm( page, {
		firstName: 'Priya',
		lastName: 'Shah',
		company: 'Northwind Labs',
		title: 'Senior Product Manager',
		phoneOne: '+1 415 555 0142',
	} );
	await page.goto( '/prism/merge/' );
	await expect( page.locator( '.prism-island h2' ).first() ).toBeVisible();
	await expect(
		page.getByText( /Looking for contacts to merge/ )
	).toHaveCount( 0, { timeout: 15_000 } );
	await shoot( page, 4 );
	await deleteContacts( page, [ twin ] );

	await page.goto( '/notifications/' );
	await expect( page.locator( '.rbc-calendar' ) ).toBeVisible();
	await shoot( page, 5 );

	await page.goto( '/mentoring/' );
	await expect(
		page.getByText( 'Available Mentoring Series' )
	).toBeVisible();
	await shoot( page, 6 );
} );

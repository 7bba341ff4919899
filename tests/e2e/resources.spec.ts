/**
 * The Resources page, clicked through as a member would: add a resource (a link that is not http(s) is refused
 * with a sentence, the counter counts the description), see it listed exactly as typed with a long link shown
 * abbreviated, edit it, delete it after the confirmation; and the same page at 390 px. Every resource the test makes
 * carries a token unique to the run and is removed afterwards.
 */
import { test, expect, type Page } from '@playwright/test';
import { islandProps, loginAs, restCall, screenshot } from './helpers';

const RESOURCES = '/prism-resources/';

interface Props {
	wordpressId: number;
	nonce: string;
}

interface Resource {
	id: number;
	description: string;
	link: string;
}

const token = Date.now().toString( 36 );
const description = `Budget <100k and >50k ${ token }`;
const link = `https://example.com/guides/networking%20basics/interview-guide.pdf?run=${ token }`;

async function ourResources( page: Page ): Promise< Resource[] > {
	await page.goto( RESOURCES );
	const props = await islandProps< Props >( page, 'resources' );
	const all = await restCall< Resource[] >(
		page,
		props.nonce,
		'GET',
		`prism/v1/resources/${ props.wordpressId }`
	);
	return all.filter(
		( r ) => r.description.includes( token ) || r.link.includes( token )
	);
}

test.afterAll( async ( { browser } ) => {
	const page = await browser.newPage();
	await loginAs( page, 'alex' );
	const props = await ( async () => {
		await page.goto( RESOURCES );
		return islandProps< Props >( page, 'resources' );
	} )();
	for ( const resource of await ourResources( page ) ) {
		await restCall(
			page,
			props.nonce,
			'DELETE',
			'prism/v1/delete-resource',
			{
				resourceId: resource.id,
				wordpressId: props.wordpressId,
			}
		);
	}
	await page.close();
} );

function row( page: Page, text: string ) {
	return page.getByTestId( 'resource-row' ).filter( { hasText: text } );
}

test( 'add, edit and delete a resource', async ( { page } ) => {
	await page.setViewportSize( { width: 1280, height: 900 } );
	await loginAs( page, 'alex' );
	await page.goto( RESOURCES );
	await expect(
		page.getByRole( 'heading', { name: 'Your resources' } )
	).toBeVisible();

	// Add: the dialog opens with the focus in the description, and the counter counts it.
	await page.getByRole( 'button', { name: 'Add Resource' } ).click();
	const dialog = page.getByRole( 'dialog', { name: 'Add Resource' } );
	await expect( dialog ).toBeVisible();
	await expect( dialog.getByTestId( 'resource-description' ) ).toBeFocused();
	await page.keyboard.type( description );
	await expect( dialog.getByTestId( 'resource-counter' ) ).toHaveText(
		`${ description.length } / 100`
	);

	// A link that is not http(s) is refused with a sentence that names it.
	await dialog.getByTestId( 'resource-link' ).fill( 'javascript:alert(1)' );
	await dialog.getByRole( 'button', { name: 'Save Resource' } ).click();
	await expect( dialog ).toContainText(
		'Only web addresses starting with https:// or http:// can be saved, not "javascript:" links.'
	);
	await dialog.getByTestId( 'resource-link' ).fill( link );
	await screenshot( page, 'resources-add-dialog-1280' );
	// Enter in the form saves it (keyboard use).
	await dialog.getByTestId( 'resource-link' ).press( 'Enter' );
	await expect( dialog ).toBeHidden();

	// Listed exactly as typed; the long link abbreviated, with the whole link as its title and accessible name.
	const added = row( page, token );
	await expect( added ).toHaveCount( 1 );
	await expect( added.getByTestId( 'resource-description' ) ).toHaveText(
		description
	);
	const anchor = added.getByTestId( 'resource-link' );
	await expect( anchor ).toHaveAttribute( 'href', link );
	await expect( anchor ).toHaveAttribute( 'title', link );
	await expect( anchor ).toHaveAttribute( 'target', '_blank' );
	const shown = (
		await anchor.locator( 'span[aria-hidden]' ).innerText()
	).trim();
	expect( Array.from( shown ) ).toHaveLength( 30 );
	expect( shown ).toContain( '…' );
	await expect(
		page.getByRole( 'link', { name: `${ link } (opens in a new tab)` } )
	).toHaveCount( 1 );
	const stored = await ourResources( page );
	expect( stored.map( ( r ) => [ r.description, r.link ] ) ).toEqual( [
		[ description, link ],
	] );
	await screenshot( page, 'resources-list-1280' );

	// Edit.
	const edited = `Interview guide, 2nd edition ${ token }`;
	await row( page, token )
		.getByRole( 'button', { name: `Edit ${ description }` } )
		.click();
	const editDialog = page.getByRole( 'dialog', { name: 'Edit Resource' } );
	await expect(
		editDialog.getByTestId( 'resource-description' )
	).toHaveValue( description );
	await editDialog.getByTestId( 'resource-description' ).fill( edited );
	await editDialog.getByRole( 'button', { name: 'Save Resource' } ).click();
	await expect( editDialog ).toBeHidden();
	await expect(
		row( page, token ).getByTestId( 'resource-description' )
	).toHaveText( edited );

	// Delete, after the confirmation; Cancel keeps it.
	await row( page, token )
		.getByRole( 'button', { name: `Delete ${ edited }` } )
		.click();
	let confirm = page.getByRole( 'alertdialog', { name: 'Delete Resource' } );
	await expect( confirm ).toContainText(
		'Are you sure you want to delete this?'
	);
	// The safe choice has the focus, so a stray Enter deletes nothing.
	await expect(
		confirm.getByRole( 'button', { name: 'Cancel' } )
	).toBeFocused();
	// Let the dialog finish fading in before the picture.
	await page.waitForTimeout( 400 );
	await screenshot( page, 'resources-delete-confirm-1280' );
	await confirm.getByRole( 'button', { name: 'Cancel' } ).click();
	await expect( confirm ).toBeHidden();
	await expect( row( page, token ) ).toHaveCount( 1 );
	await row( page, token )
		.getByRole( 'button', { name: `Delete ${ edited }` } )
		.click();
	confirm = page.getByRole( 'alertdialog', { name: 'Delete Resource' } );
	await confirm.getByRole( 'button', { name: 'Delete' } ).click();
	await expect( confirm ).toBeHidden();
	await expect( row( page, token ) ).toHaveCount( 0 );
	// The row is gone, so the focus goes back to Add Resource.
	await expect(
		page.getByRole( 'button', { name: 'Add Resource' } )
	).toBeFocused();
	expect( await ourResources( page ) ).toEqual( [] );
} );

test( 'the page at 390 px', async ( { page } ) => {
	await page.setViewportSize( { width: 390, height: 844 } );
	await loginAs( page, 'alex' );
	await page.goto( RESOURCES );
	await page.getByRole( 'button', { name: 'Add Resource' } ).click();
	const dialog = page.getByRole( 'dialog', { name: 'Add Resource' } );
	// Once the dialog has opened, the focus is in the description (typing before then could land elsewhere).
	await expect( dialog.getByTestId( 'resource-description' ) ).toBeFocused();
	await dialog
		.getByTestId( 'resource-description' )
		.fill( `Job board with a long name to wrap on a phone ${ token }` );
	await dialog
		.getByTestId( 'resource-link' )
		.fill( `example.org/jobs?q=product%20manager&run=${ token }` );
	await screenshot( page, 'resources-add-dialog-390' );
	await dialog.getByRole( 'button', { name: 'Save Resource' } ).click();
	await expect( dialog ).toBeHidden();
	const added = row( page, token );
	await expect( added.getByTestId( 'resource-link' ) ).toHaveAttribute(
		'href',
		`https://example.org/jobs?q=product%20manager&run=${ token }`
	);
	// Nothing sticks out sideways.
	const overflow = await page.evaluate(
		() => document.documentElement.scrollWidth - window.innerWidth
	);
	expect( overflow ).toBeLessThanOrEqual( 0 );
	await screenshot( page, 'resources-list-390' );
} );

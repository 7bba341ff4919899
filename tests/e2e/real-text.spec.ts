/**
 * Text real people type, seen on the pages as typed: a contact added through the Add Contact dialog with '<' and
 * '>' in its fields, a note with markup-like prose and a %-escaped link, a category named 'Clients <2024>' beside
 * 'Clients'. Nothing is stripped or shown as an entity, no script runs, and links point where they were typed.
 */
import { test, expect, type Page } from '@playwright/test';
import { at, islandProps, loginAs, restCall, screenshot } from './helpers';

interface IslandProps {
	wordpressId: number;
	nonce: string;
}

const stamp = Date.now().toString( 36 );
const first = `Zoë <3 ${ stamp }`;
const last = 'O\'Brien & "Sons"';
const company = 'I <3 NY Deli <b>bold</b>';
const note =
	'Budget <100k and >50k, prefers email\n  <script>window.__prismXss = 1</script>\nMap: https://maps.example.com/?q=caf%C3%A9%20Berlin &amp; &lt;done&gt; 🎉 שלום';
const website = 'https://maps.example.com/?q=caf%C3%A9%20Berlin';
const categories = [ `Clients ${ stamp }`, `Clients ${ stamp } <2024>` ];

/**
 * A PRISM REST call from the page, with the page's nonce.
 *
 * @param page   The page.
 * @param method Method.
 * @param route  Route below prism/v1/.
 * @param body   JSON body.
 */
async function rest(
	page: Page,
	method: 'GET' | 'POST' | 'DELETE',
	route: string,
	body?: object
): Promise< unknown > {
	const { nonce } = await islandProps< IslandProps >( page );
	return restCall( page, nonce, method, `prism/v1/${ route }`, body );
}

test( 'typed text is stored and shown exactly, and never runs', async ( {
	page,
} ) => {
	const dialogs: string[] = [];
	page.on( 'dialog', ( dialog ) => {
		dialogs.push( dialog.message() );
		dialog.dismiss();
	} );

	await loginAs( page, 'sam' );
	await page.goto( '/prism/contact/' );
	await page.getByRole( 'button', { name: 'Add Contact' } ).first().click();
	const dialog = page.getByRole( 'dialog', { name: 'Add Contact' } );
	await dialog.getByLabel( 'First name' ).fill( first );
	await dialog.getByLabel( 'Last name' ).fill( last );
	await dialog.getByLabel( 'Company' ).fill( company );
	await dialog.getByLabel( 'Website' ).fill( website );
	await dialog.getByRole( 'button', { name: 'Save Contact' } ).click();
	await expect(
		page.getByText( `Contact added: ${ first } ${ last }.` )
	).toBeVisible();

	const { wordpressId } = await islandProps< IslandProps >( page );
	const found = ( await rest(
		page,
		'GET',
		`contact-list/${ wordpressId }?q=${ encodeURIComponent( stamp ) }`
	) ) as Array< { id: number; company: string; website: string } >;
	expect( found ).toHaveLength( 1 );
	const saved = at( found, 0 );
	const id = saved.id;
	expect( saved.company ).toBe( company );
	expect( saved.website ).toBe( website );

	const made = ( await rest( page, 'POST', 'add-category', {
		name: categories[ 0 ],
		wordpressId,
	} ) ) as Array< { id: number; name: string } >;
	const both = ( await rest( page, 'POST', 'add-category', {
		name: categories[ 1 ],
		wordpressId,
	} ) ) as Array< { id: number; name: string } >;
	expect( both.map( ( c ) => c.name ) ).toEqual(
		expect.arrayContaining( categories )
	);
	expect( made.length + 1 ).toBe( both.length );
	const tricky = both.find( ( c ) => c.name === categories[ 1 ] );
	await rest( page, 'POST', 'apply-categories', {
		categories: { [ tricky!.id ]: 1 },
		contacts: [ id ],
		wordpressId,
	} );
	await rest( page, 'POST', 'create-note', {
		contactId: id,
		wordpressId,
		note,
	} );

	try {
		// The list: the row shows the name, company and category as typed.
		await page.goto( `/prism/contact/?q=${ encodeURIComponent( stamp ) }` );
		const row = page.getByRole( 'link', { name: `${ first } ${ last }` } );
		await expect( row ).toBeVisible();
		await expect( page.getByText( company ).first() ).toBeVisible();
		await expect(
			page.getByText( at( categories, 1 ) ).first()
		).toBeVisible();
		await screenshot( page, 'real-text-list' );

		// The detail page: name, company, website link and the note as typed, line breaks included.
		await row.click();
		await expect(
			page.getByRole( 'heading', { name: `${ first } ${ last }` } )
		).toBeVisible();
		await expect( page.getByText( company ).first() ).toBeVisible();
		const websiteLink = page.locator( `a[href="${ website }"]` ).first();
		await expect( websiteLink ).toHaveCount( 1 );
		await page.getByRole( 'tab', { name: 'Notes' } ).click();
		const shown = page.getByText( 'Budget <100k and >50k' ).first();
		await expect( shown ).toBeVisible();
		const noteText = await shown.evaluate(
			( element ) =>
				( element.closest( 'li, article, [data-note-id]' ) ?? element )
					.textContent ?? ''
		);
		for ( const line of note.split( '\n' ) ) {
			expect( noteText ).toContain( line.trim() );
		}
		await screenshot( page, 'real-text-detail-notes' );

		expect(
			await page.evaluate(
				() =>
					( window as unknown as { __prismXss?: number } ).__prismXss
			)
		).toBeUndefined();
		expect( dialogs ).toEqual( [] );
	} finally {
		await rest( page, 'DELETE', 'delete-contact', {
			idList: [ id ],
			wordpressId,
		} );
		for ( const category of both.filter( ( c ) =>
			categories.includes( c.name )
		) ) {
			await rest( page, 'DELETE', 'delete-category', {
				id: category.id,
				wordpressId,
			} );
		}
	}
} );

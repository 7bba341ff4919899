/**
 * Reading at a glance (issue 26): the contact table at 1280 px shows a long email, a title and a company whole; the
 * skip link takes the keyboard to the list's search in a few presses; the dashboard's search hint is not cut at
 * 390 px and its two progress measures say what each counts; the mentoring milestone tabs at 390 px are each shown
 * whole, their names never broken inside a word; two imports leave one card, which stays compact above the list and
 * shows what was read even for a file read in one step. Axe stays clean on each of these screens.
 */
import { test, expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {
	addContactByForm,
	deleteContacts,
	islandProps,
	loginAs,
	restCall,
} from './helpers';

const LIST = '/prism/contact/';
const token = Date.now().toString( 36 );
const shot = ( page: Page, name: string ) =>
	page.screenshot( { path: `/tmp/issue26-reading-${ name }.png` } );

/**
 * Whether an element's text is drawn whole: nothing cut by its box (no ellipsis, no hidden overflow).
 *
 * @param locator The element.
 */
async function drawnWhole( locator: Locator ): Promise< boolean > {
	return locator.evaluate(
		( element ) =>
			element.scrollWidth <= element.clientWidth + 1 &&
			element.scrollHeight <= element.clientHeight + 1
	);
}

/**
 * Whether every word of an element's text sits on one line (a name may wrap between its words, never inside one).
 *
 * @param locator The element.
 */
async function wordsWhole( locator: Locator ): Promise< boolean > {
	return locator.evaluate( ( element ) => {
		const node = element.firstChild;
		if ( ! node || node.nodeType !== Node.TEXT_NODE ) {
			return false;
		}
		const text = node.textContent ?? '';
		const range = document.createRange();
		let at = 0;
		for ( const word of text.split( /\s+/ ).filter( Boolean ) ) {
			const start = text.indexOf( word, at );
			at = start + word.length;
			range.setStart( node, start );
			range.setEnd( node, at );
			const lines = new Set(
				Array.from( range.getClientRects() ).map( ( rect ) =>
					Math.round( rect.top )
				)
			);
			if ( lines.size !== 1 ) {
				return false;
			}
		}
		return true;
	} );
}

/**
 * Fails on serious or critical axe violations in PRISM's islands.
 *
 * @param page The page.
 * @param name What is checked.
 */
async function expectAxeClean( page: Page, name: string ): Promise< void > {
	const results = await new AxeBuilder( { page } )
		.withTags( [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa' ] )
		.include( '.prism-island' )
		.analyze();
	const blocking = results.violations.filter(
		( v ) => v.impact === 'serious' || v.impact === 'critical'
	);
	expect(
		blocking.map( ( v ) => `${ v.id }: ${ v.nodes[ 0 ]?.html }` ),
		`axe, ${ name }`
	).toEqual( [] );
}

test.describe( 'reading at a glance', () => {
	const email = `fatima.haddad.${ token }@bluefinanalytics-research.example`;
	const title = 'Director of Partnerships and Ecosystem Development';
	const company = 'Bluefin Analytics Research Cooperative International';
	let contactId = 0;

	test.beforeAll( async ( { browser } ) => {
		const page = await browser.newPage();
		await loginAs( page, 'alex' );
		contactId = await addContactByForm( page, {
			firstName: 'Fatima',
			lastName: `Haddad ${ token }`,
			emailOne: email,
			title,
			company,
		} );
		await page.close();
	} );

	test.afterAll( async ( { browser } ) => {
		const page = await browser.newPage();
		await loginAs( page, 'alex' );
		await deleteContacts( page, [ contactId ] );
		await page.close();
	} );

	test( 'the contact table at 1280 px shows a long email, the title, the company and the stage whole', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 1280, height: 800 } );
		await loginAs( page, 'alex' );
		await page.goto( `${ LIST }?q=${ token }` );
		const row = page
			.getByTestId( 'contact-row' )
			.filter( { hasText: `Haddad ${ token }` } );
		await expect( row ).toHaveCount( 1 );
		expect( email.length ).toBeGreaterThan( 30 );
		const link = row.getByTestId( 'row-email' );
		await expect( link ).toHaveText( email );
		expect( await drawnWhole( link ), 'the email is not cut' ).toBe( true );
		const subtitles = row.getByTestId( 'row-subtitle' );
		await expect( subtitles ).toHaveText( [ title, company ] );
		for ( const line of await subtitles.all() ) {
			expect( await drawnWhole( line ), 'title and company whole' ).toBe(
				true
			);
		}
		// The stage chip says "Not started" whole, not "Not star…".
		const chip = row.getByText( 'Not started', { exact: true } );
		await expect( chip ).toBeVisible();
		expect( await drawnWhole( chip ), 'the stage whole' ).toBe( true );
		await shot( page, 'contacts-1280' );
		await expectAxeClean( page, 'contact list at 1280' );

		await page.setViewportSize( { width: 390, height: 844 } );
		await expect( page.getByTestId( 'contact-row' ).first() ).toBeVisible();
		await shot( page, 'contacts-390' );
	} );

	test( 'the skip link takes the keyboard to the search in a few presses', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 1280, height: 800 } );
		await loginAs( page, 'alex' );
		await page.goto( LIST );
		await expect( page.getByTestId( 'contact-row' ).first() ).toBeVisible();
		const skip = page.getByRole( 'link', { name: 'Skip to search' } );
		// From the top of the page, past the theme's header and menu, the skip link is the list's first stop.
		const island = page.locator(
			'.prism-island[data-prism-page="contacts"]'
		);
		let presses = 0;
		let insideBefore = false;
		while (
			presses < 40 &&
			! ( await skip.evaluate(
				( e ) => e === e.ownerDocument.activeElement
			) )
		) {
			insideBefore = await island.evaluate( ( e ) =>
				e.contains( e.ownerDocument.activeElement )
			);
			await page.keyboard.press( 'Tab' );
			presses++;
		}
		expect( insideBefore, 'nothing of the list comes before it' ).toBe(
			false
		);
		await expect( skip ).toBeFocused();
		await expect( skip ).toBeInViewport();
		await shot( page, 'skip-link-1280' );
		await page.keyboard.press( 'Enter' );
		// Two presses from the list's start, where the menu's filters took some forty.
		await expect(
			page.getByRole( 'searchbox', {
				name: 'Search contacts by name, email, company, phone or notes',
			} )
		).toBeFocused();
		// The address keeps the list's state, not a #fragment.
		expect( new URL( page.url() ).hash ).toBe( '' );
	} );

	test( 'the dashboard at 390 px: the search hint whole, and the two progress measures named apart', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 390, height: 844 } );
		await loginAs( page, 'alex' );
		await page.goto( '/prism/' );
		const search = page.getByRole( 'textbox', { name: 'Search contacts' } );
		await expect( search ).toBeVisible();
		// No placeholder to cut; the hint under the box wraps and is the box's description.
		expect( await search.getAttribute( 'placeholder' ) ).toBeNull();
		const hint = page.getByTestId( 'dashboard-search-hint' );
		await expect( hint ).toHaveText(
			'Finds contacts by name, email, company, phone or notes.'
		);
		await expect( search ).toHaveAccessibleDescription(
			'Finds contacts by name, email, company, phone or notes.'
		);
		expect( await drawnWhole( hint ) ).toBe( true );
		const box = await hint.boundingBox();
		expect(
			( box?.x ?? -1 ) >= 0 &&
				( box?.x ?? 0 ) + ( box?.width ?? 0 ) <= 390
		).toBe( true );
		await shot( page, 'dashboard-390' );

		// PRISM Process: where contacts stand now; Your Weekly Progress: what finished this week.
		await expect( page.getByTestId( 'process-block-intro' ) ).toContainText(
			'Where your contacts stand now.'
		);
		await expect(
			page.getByTestId( 'weekly-progress-intro' )
		).toContainText( 'What you did this week' );
		await expect( page.getByTestId( 'goal-bar-0' ) ).toContainText(
			/finished BUILD this week/
		);
		await page.getByTestId( 'goal-bars' ).scrollIntoViewIfNeeded();
		await shot( page, 'dashboard-390-progress' );
		await expectAxeClean( page, 'dashboard at 390' );
		await page.setViewportSize( { width: 1280, height: 800 } );
		await page.getByTestId( 'process-block' ).scrollIntoViewIfNeeded();
		await shot( page, 'dashboard-1280' );
	} );

	test( 'the mentoring milestone tabs at 390 px are each whole, never cut inside a word', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 390, height: 844 } );
		await loginAs( page, 'alex' );
		await page.goto( '/mentoring/' );
		await page
			.getByRole( 'link', { name: /^Details/ } )
			.first()
			.click();
		const tabs = page.getByTestId( 'milestone-tab' );
		await expect( tabs.first() ).toBeVisible();
		const count = await tabs.count();
		expect( count ).toBeGreaterThan( 1 );
		for ( let i = 0; i < count; i++ ) {
			const tab = tabs.nth( i );
			await tab.click();
			await expect( tab ).toHaveAttribute( 'aria-selected', 'true' );
			const box = await tab.boundingBox();
			expect( box, `tab ${ i } on screen` ).not.toBeNull();
			expect( box!.x ).toBeGreaterThanOrEqual( 0 );
			expect( box!.x + box!.width ).toBeLessThanOrEqual( 390 );
			const name = tab.getByTestId( 'milestone-tab-name' );
			expect( await drawnWhole( name ), `tab ${ i } not cut` ).toBe(
				true
			);
			expect(
				await wordsWhole( name ),
				`tab ${ i }: no word broken`
			).toBe( true );
		}
		await tabs.first().scrollIntoViewIfNeeded();
		await shot( page, 'mentoring-390' );
		await expectAxeClean( page, 'mentoring detail at 390' );
		await page.setViewportSize( { width: 1280, height: 800 } );
		await shot( page, 'mentoring-1280' );
	} );

	test( 'two imports leave one card, compact above the list, with what was read shown', async ( {
		page,
	} ) => {
		test.setTimeout( 120_000 );
		await page.setViewportSize( { width: 1280, height: 800 } );
		await loginAs( page, 'alex' );
		await page.goto( LIST );
		await expect( page.getByTestId( 'contact-row' ).first() ).toBeVisible();
		const list = page.getByRole( 'region', { name: 'Contact list' } );
		const listTop = async () => ( await list.boundingBox() )?.y ?? 0;
		const before = await listTop();
		const props = await islandProps< {
			nonce: string;
			wordpressId: number;
			importNonce: string;
			links: { adminPost: string };
		} >( page, 'contacts' );

		const imported: string[] = [];
		const post = async ( n: number ) => {
			const names = [ 1, 2, 3 ].map(
				( i ) => `Reader${ n }x${ i } Card${ token }`
			);
			imported.push( ...names );
			const csv = [
				'First Name,Last Name,Email',
				...names.map( ( name ) => {
					const [ first = '', last = '' ] = name.split( ' ' );
					return `${ first },${ last },${ first.toLowerCase() }.${ token }@example.org`;
				} ),
			].join( '\n' );
			const response = await page.request.post( props.links.adminPost, {
				maxRedirects: 0,
				multipart: {
					action: 'request_upload_import',
					_prism_nonce: props.importNonce,
					_wp_http_referer: LIST,
					file_type: 'iCloud CSV',
					upload_type: 'CSV',
					mode: 'update',
					file: {
						name: `reading-${ n }.csv`,
						mimeType: 'text/csv',
						buffer: Buffer.from( csv ),
					},
				},
			} );
			expect( response.status() ).toBe( 303 );
			const location = response.headers().location ?? '';
			expect( location ).toMatch( /import_id=\d+/ );
			await page.goto( location );
			const card = page.getByTestId( 'import-card' );
			await expect( card ).toHaveCount( 1 );
			await expect( card ).toHaveAttribute( 'data-state', 'done', {
				timeout: 60_000,
			} );
			return card;
		};

		await post( 1 );
		const card = await post( 2 );
		// One card, the second import's; the first one's is gone for good.
		await expect( card ).toContainText( 'reading-2.csv' );
		// A file read in one step still shows what was read: the bar full, "3 of 3 rows".
		await expect( card.getByTestId( 'import-rows' ) ).toHaveText(
			'3 of 3 rows'
		);
		await expect( card.getByRole( 'progressbar' ) ).toHaveAttribute(
			'aria-valuenow',
			'100'
		);
		await expect(
			card
				.getByTestId( 'import-summary' )
				.locator( '[data-count="created"]' )
		).toHaveText( '3 new contacts added' );
		// The card sits above the list and keeps it near where it was: far less than the 350 px it used to take.
		const cardBox = await card.boundingBox();
		const after = await listTop();
		expect( cardBox!.y ).toBeLessThan( after );
		expect( after - before ).toBeLessThan( 300 );
		await shot( page, 'import-1280' );
		await expectAxeClean( page, 'contact list with an import card' );
		await page.setViewportSize( { width: 390, height: 844 } );
		await card.scrollIntoViewIfNeeded();
		await shot( page, 'import-390' );
		await page.setViewportSize( { width: 1280, height: 800 } );

		await page.reload();
		await expect( page.getByTestId( 'import-card' ) ).toHaveCount( 1 );
		// Dismissed, it goes and the list comes back up; the first import's card does not come back.
		await page
			.getByTestId( 'import-card' )
			.getByRole( 'button', { name: 'Dismiss' } )
			.click();
		await expect( page.getByTestId( 'import-card' ) ).toHaveCount( 0 );
		await page.reload();
		await expect( page.getByTestId( 'contact-row' ).first() ).toBeVisible();
		await page.waitForLoadState( 'networkidle' );
		await expect( page.getByTestId( 'import-card' ) ).toHaveCount( 0 );

		// Clean-up: this run's imported contacts.
		const mine = await restCall< Array< { id: number } > >(
			page,
			props.nonce,
			'GET',
			`prism/v1/contact-list/${ props.wordpressId }?q=Card${ token }&per_page=100`
		);
		expect( mine ).toHaveLength( imported.length );
		await deleteContacts(
			page,
			mine.map( ( c ) => c.id )
		);
	} );
} );

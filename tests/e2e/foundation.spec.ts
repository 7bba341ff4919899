/**
 * The foundation, end to end: a member logs in through wp-login.php, the dashboard greets them by name with
 * today's date and their contact count; another member sees none of it; every PRISM page renders its island
 * without a console error; the spec's link forms resolve.
 */
import { test, expect, type Page } from '@playwright/test';
import { at, islandProps, loginAs, restCall, screenshot } from './helpers';

/** Every page of spec section 2, by the path activation gives it. */
const PAGES: Array< [ string, string ] > = [
	[ 'dashboard', '/prism/' ],
	[ 'contacts', '/prism/contact/' ],
	[ 'contact-detail', '/prism/contact-detail/' ],
	[ 'contact-detail-networking', '/prism/contact-detail-networking/' ],
	[ 'contact-detail-mentoring', '/contact-detail-mentoring/' ],
	[ 'merge', '/prism/merge/' ],
	[ 'notifications', '/notifications/' ],
	[ 'networking', '/networking/' ],
	[ 'resources', '/prism-resources/' ],
	[ 'articles', '/articles/' ],
	[ 'mentoring', '/mentoring/' ],
];

/**
 * Collects console errors and uncaught exceptions of a page.
 *
 * @param page The page.
 */
function watchErrors( page: Page ): string[] {
	const errors: string[] = [];
	page.on( 'console', ( message ) => {
		if ( message.type() === 'error' ) {
			errors.push( message.text() );
		}
	} );
	page.on( 'pageerror', ( error ) => errors.push( error.message ) );
	return errors;
}

type DashboardProps = { wordpressId: number; nonce: string; today: string };

test( "Alex sees a personal dashboard; Sam sees none of Alex's contacts", async ( {
	page,
} ) => {
	const errors = watchErrors( page );
	await loginAs( page, 'alex' );
	await page.goto( '/prism/' );
	await expect( page.getByTestId( 'welcome' ) ).toHaveText(
		'Welcome, Alex Morgan'
	);

	const props = await islandProps< DashboardProps >( page );
	const expectedDate = new Date(
		`${ props.today }T12:00:00`
	).toLocaleDateString( 'en-US', {
		weekday: 'long',
		month: 'long',
		day: 'numeric',
		year: 'numeric',
	} );
	await expect( page.getByTestId( 'today' ) ).toHaveText(
		`Today is ${ expectedDate }`
	);

	const alexContacts = await page.evaluate(
		async ( { id, nonce } ) => {
			const response = await fetch(
				`/wp-json/prism/v1/contacts/${ id }`,
				{ headers: { 'X-WP-Nonce': nonce } }
			);
			return ( await response.json() ) as Array< {
				id: number;
				name: string;
			} >;
		},
		{ id: props.wordpressId, nonce: props.nonce }
	);
	expect( alexContacts.length ).toBeGreaterThan( 0 );
	// The PRISM Process block: the share of the member's contacts in the process, of all of them.
	await expect( page.getByTestId( 'active-percent' ) ).toContainText(
		`of your ${ alexContacts.length } contact`
	);
	await screenshot( page, 'dashboard-alex-desktop' );
	await page.setViewportSize( { width: 390, height: 844 } );
	await screenshot( page, 'dashboard-alex-phone' );
	expect( errors ).toEqual( [] );

	await page.context().clearCookies();
	await loginAs( page, 'sam' );
	await page.goto( '/prism/' );
	await expect( page.getByTestId( 'welcome' ) ).toHaveText(
		'Welcome, Sam Lee'
	);
	const sam = await islandProps< DashboardProps >( page );
	const answers = await page.evaluate(
		async ( { samId, alexId, nonce, someAlexContact } ) => {
			const headers = { 'X-WP-Nonce': nonce };
			const own = await fetch( `/wp-json/prism/v1/contacts/${ samId }`, {
				headers,
			} );
			const alexList = await fetch(
				`/wp-json/prism/v1/contacts/${ alexId }`,
				{ headers }
			);
			const alexDetail = await fetch(
				`/wp-json/prism/v1/contact-detail/${ someAlexContact }`,
				{ headers }
			);
			return {
				own: ( await own.json() ) as Array< { name: string } >,
				alexList: alexList.status,
				alexDetail: alexDetail.status,
			};
		},
		{
			samId: sam.wordpressId,
			alexId: props.wordpressId,
			nonce: sam.nonce,
			someAlexContact: at( alexContacts, 0 ).id,
		}
	);
	const alexNames = new Set( alexContacts.map( ( c ) => c.name ) );
	expect( answers.own.filter( ( c ) => alexNames.has( c.name ) ) ).toEqual(
		[]
	);
	expect( answers.alexList ).toBe( 403 );
	expect( answers.alexDetail ).toBe( 404 );
	await expect( page.getByTestId( 'active-percent' ) ).toContainText(
		`of your ${ answers.own.length } contact`
	);
} );

test( 'every PRISM page renders its island without a console error', async ( {
	page,
} ) => {
	const errors = watchErrors( page );
	await loginAs( page, 'alex' );
	for ( const [ name, path ] of PAGES ) {
		await page.goto( path );
		const island = page.locator(
			`.prism-island[data-prism-page="${ name }"]`
		);
		await expect( island, `${ path } mounts ${ name }` ).toHaveAttribute(
			'data-prism-mounted',
			'1'
		);
		// The loading placeholder is replaced by the React page.
		await expect( island.locator( '.prism-island__loading' ) ).toHaveCount(
			0
		);
		await expect( island ).not.toBeEmpty();
		await screenshot( page, `page-${ name }` );
		expect( errors, `console errors on ${ path }` ).toEqual( [] );
	}
} );

test( "the spec's link forms open their page with the contact id", async ( {
	page,
} ) => {
	await loginAs( page, 'alex' );
	await page.goto( '/prism/' );
	const { wordpressId, nonce } = await islandProps< DashboardProps >( page );
	const id = await page.evaluate(
		async ( { wid, n } ) => {
			const r = await fetch( `/wp-json/prism/v1/contacts/${ wid }`, {
				headers: { 'X-WP-Nonce': n },
			} );
			const [ first ] = ( await r.json() ) as Array< { id: number } >;
			if ( ! first ) {
				throw new Error( 'alex has no contact' );
			}
			return first.id;
		},
		{ wid: wordpressId, n: nonce }
	);

	const forms: Array< [ string, string ] > = [
		[ `/prism/contact-detail/SomeName/${ id }`, 'contact-detail' ],
		[
			`/prism/contact-detail/contact/${ id }?contactId=${ id }`,
			'contact-detail',
		],
		[
			`/prism/contact-detail-networking/SomeName/${ id }/?tab=BUILD&contactId=${ id }`,
			'contact-detail-networking',
		],
		[
			`/prism/contact-detail-mentoring/${ id }?contactId=${ id }`,
			'contact-detail-mentoring',
		],
		[
			`/contact-detail-mentoring/SomeName/${ id }`,
			'contact-detail-mentoring',
		],
	];
	for ( const [ path, entry ] of forms ) {
		const response = await page.goto( path );
		expect( response?.status(), path ).toBe( 200 );
		const props = await islandProps< { contactId: number } >( page, entry );
		expect( props.contactId, path ).toBe( id );
	}

	// The spec's /contact/ link reaches the contact list, keeping its query.
	await page.goto( '/contact/?q=shah' );
	expect( new URL( page.url() ).pathname ).toBe( '/prism/contact/' );
	expect( new URL( page.url() ).searchParams.get( 'q' ) ).toBe( 'shah' );

	for ( const path of [
		'/notifications/',
		'/networking/',
		'/prism-resources/',
		'/articles/',
		'/mentoring/',
		'/help/',
	] ) {
		const response = await page.goto( path );
		expect( response?.status(), path ).toBe( 200 );
	}
} );

test( 'a visitor who is not logged in is asked to log in', async ( {
	page,
} ) => {
	await page.goto( '/prism/contact/' );
	await expect(
		page.getByText(
			'PRISM is for members of this site. Log in to see your network.'
		)
	).toBeVisible();
	await expect( page.locator( '.prism-island' ) ).toHaveCount( 0 );
} );

/*
 * The dashboard's 'Search Categories' is drawn as a plain look-alike field and becomes the searchable dropdown when
 * the member reaches for it: what they type before it is drawn is kept, and the focus stays in the field.
 */
test( "the dashboard's category search: typed into at once, then chosen with the keyboard", async ( {
	page,
} ) => {
	const errors = watchErrors( page );
	await loginAs( page, 'alex' );
	await page.goto( '/prism/' );
	await expect( page.getByTestId( 'welcome' ) ).toBeVisible();
	// Tabbed to from the contact search's hint-bearing box and its two buttons, then typed into straight away.
	const search = page.getByRole( 'textbox', { name: 'Search contacts' } );
	await search.focus();
	await page.keyboard.press( 'Tab' );
	await page.keyboard.press( 'Tab' );
	await page.keyboard.press( 'Tab' );
	await page.keyboard.type( 'indus' );
	const field = page.getByRole( 'combobox', { name: 'Search Categories' } );
	await expect( field ).toBeFocused();
	await expect( field ).toHaveValue( 'indus' );
	await expect(
		page.getByRole( 'option', { name: /Industry Contacts/ } )
	).toBeVisible();
	await page.keyboard.press( 'Enter' );
	await expect( page ).toHaveURL( /[?&]c=Industry(\+|%20)Contacts/ );
	expect( errors ).toEqual( [] );
} );

test( "the dashboard's category search: a pointer over it draws the dropdown, a click lists the categories", async ( {
	page,
} ) => {
	await loginAs( page, 'alex' );
	await page.goto( '/prism/' );
	const wait = page.getByRole( 'textbox', { name: 'Search Categories' } );
	await expect( wait ).toBeVisible();
	await wait.hover();
	const field = page.getByRole( 'combobox', { name: 'Search Categories' } );
	await expect( field ).toBeVisible();
	await field.click();
	await expect(
		page.getByRole( 'option', { name: /Family/ } )
	).toBeVisible();
	await page.getByRole( 'option', { name: /Family/ } ).click();
	await expect( page ).toHaveURL( /[?&]c=Family/ );
} );

test( "the dashboard's Today draws its first 12 follow-ups, and the rest when asked", async ( {
	page,
} ) => {
	await loginAs( page, 'sam' );
	await page.goto( '/prism/' );
	const props = await islandProps< DashboardProps >( page );
	const contacts = await restCall< Array< { id: number } > >(
		page,
		props.nonce,
		'GET',
		`prism/v1/contacts/${ props.wordpressId }`
	);
	const contactId = contacts[ 0 ]?.id ?? 0;
	expect( contactId ).toBeGreaterThan( 0 );
	const made: number[] = [];
	for ( let i = 1; i <= 14; i++ ) {
		const followups = await restCall< Array< { id: number } > >(
			page,
			props.nonce,
			'POST',
			'prism/v1/create-followup',
			{
				contactId,
				wordpressId: props.wordpressId,
				title: `Call back ${ i }`,
				desc: '',
				date: props.today,
			}
		);
		made.push( Math.max( ...followups.map( ( f ) => f.id ) ) );
	}
	try {
		await page.reload();
		const today = page.getByTestId( 'today-panel' );
		const rows = today.getByTestId( 'today-followup' );
		await expect( rows ).toHaveCount( 12 );
		await screenshot( page, 'dashboard-today-first-12-desktop' );
		await page.setViewportSize( { width: 390, height: 844 } );
		await screenshot( page, 'dashboard-today-first-12-phone' );
		await page.setViewportSize( { width: 1280, height: 900 } );
		const more = today.getByTestId( 'today-show-all' );
		await expect( more ).toHaveAttribute( 'aria-expanded', 'false' );
		const all = Number(
			( ( await more.textContent() ) ?? '' ).replace( /\D+/g, '' )
		);
		expect( all ).toBeGreaterThanOrEqual( 14 );
		await more.click();
		await expect( rows ).toHaveCount( all );
		await expect( more ).toHaveText( 'Show fewer' );
		await more.click();
		await expect( rows ).toHaveCount( 12 );
	} finally {
		for ( const id of made ) {
			await restCall(
				page,
				props.nonce,
				'POST',
				'prism/v1/delete-followup',
				{
					id,
					contactId,
				}
			);
		}
	}
} );

/**
 * Stored XSS through every member-typed field onto every page (issue 14). A new member types the corpus of
 * tests/fixtures/security/xss-payloads.json (markup, event handlers, javascript: and data: text, quotes and entities
 * that could end an attribute or the page props, </script>, RTL overrides) into contact fields, notes, categories,
 * events, follow-ups, resources, saved articles and mentoring notes, and opens every PRISM page, tab and main
 * dialog in Chromium: no script runs (the payloads set window.__xss), no alert opens, no unsafe link is clickable,
 * no live element came from a payload, and the text shows exactly as typed.
 */
import fs from 'fs';
import path from 'path';
import { test, expect, type Page } from '@playwright/test';
import { at, islandProps, loginAs, restCall, screenshot } from './helpers';

interface Corpus {
	text: string[];
	multiline: string[];
	links: string[];
	refusedLinks: string[];
}

interface Props {
	wordpressId: number;
	nonce: string;
	formNonce: string;
	links: { adminPost: string };
}

const corpus = JSON.parse(
	fs.readFileSync(
		path.resolve( __dirname, '../fixtures/security/xss-payloads.json' ),
		'utf8'
	)
) as Corpus;

/**
 * What a one-line field stores: line breaks (U+2028 and U+2029 too) and tabs as spaces, the ends trimmed.
 *
 * @param text Typed text.
 */
const oneLine = ( text: string ) =>
	text.replace( /[\n\t\u2028\u2029]+/g, ' ' ).trim();

const stamp = Date.now().toString( 36 );
const login = `xss${ stamp }`;

/**
 * Everything on the page that a payload could have made live: a script that ran (window.__xss), an event-handler
 * attribute or element carrying a payload, a link, frame or form that is not a web, mail, phone or calendar
 * (webcal:, PRISM's own feed) address, a <base>.
 *
 * @param page The page.
 */
async function livePayloads( page: Page ): Promise< string[] > {
	return page.evaluate( () => {
		const found: string[] = [];
		const w = window as unknown as { __xss?: unknown };
		if ( w.__xss ) {
			found.push( `window.__xss = ${ String( w.__xss ) }` );
		}
		document.querySelectorAll( '*' ).forEach( ( element ) => {
			for ( const attribute of Array.from( element.attributes ) ) {
				if (
					/^on/i.test( attribute.name ) &&
					/__xss/.test( attribute.value )
				) {
					found.push(
						`${ element.tagName }@${ attribute.name }=${ attribute.value }`
					);
				}
				if ( attribute.name === 'srcdoc' ) {
					found.push( `${ element.tagName }@srcdoc` );
				}
			}
		} );
		document
			.querySelectorAll(
				'a[href], area[href], iframe[src], form[action]'
			)
			.forEach( ( element ) => {
				const value =
					element.getAttribute( 'href' ) ??
					element.getAttribute( 'src' ) ??
					element.getAttribute( 'action' ) ??
					'';
				let protocol = '';
				try {
					protocol = new URL( value, location.href ).protocol;
				} catch {
					protocol = 'unparsable:';
				}
				if (
					! [
						'http:',
						'https:',
						'mailto:',
						'tel:',
						'webcal:',
					].includes( protocol )
				) {
					found.push( `${ element.tagName } ${ value }` );
				}
			} );
		document.querySelectorAll( 'script' ).forEach( ( script ) => {
			if ( /__xss/.test( script.textContent ?? '' ) ) {
				found.push( 'a <script> holding a payload' );
			}
		} );
		if ( document.querySelectorAll( 'base' ).length > 0 ) {
			found.push( '<base>' );
		}
		return found;
	} );
}

/**
 * Opens a page and checks that nothing of the payloads is live.
 *
 * @param page  The page.
 * @param url   Address below the site.
 * @param label What it is (for the failure and the screenshot).
 * @param ready Text the page shows once loaded.
 */
async function visit(
	page: Page,
	url: string,
	label: string,
	ready?: string
): Promise< void > {
	await page.goto( url );
	await expect(
		page.locator( '.prism-island, .prism-help' ).first()
	).toBeVisible();
	if ( ready ) {
		await expect( page.getByText( ready ).first() ).toBeVisible( {
			timeout: 15_000,
		} );
	}
	// Give any payload that could run the time to run (images failing, toggles, autofocus).
	await page.waitForTimeout( 400 );
	expect( await livePayloads( page ), label ).toEqual( [] );
}

test.describe.configure( { mode: 'serial' } );

test( 'no payload runs or becomes a live element on any page, and the text shows as typed', async ( {
	page,
} ) => {
	test.setTimeout( 300_000 );
	const alerts: string[] = [];
	page.on( 'dialog', ( dialog ) => {
		alerts.push( dialog.message() );
		dialog.dismiss();
	} );
	const errors: string[] = [];
	page.on( 'pageerror', ( error ) => errors.push( error.message ) );

	// A new member, made by the administrator.
	await loginAs( page, 'admin' );
	await page.goto( '/prism/' );
	const admin = await islandProps< Props >( page );
	await restCall( page, admin.nonce, 'POST', 'wp/v2/users', {
		username: login,
		password: 'password',
		email: `${ login }@example.test`,
		roles: [ 'subscriber' ],
	} );
	await loginAs( page, login );
	await page.goto( '/prism/' );
	const props = await islandProps< Props >( page );
	const rest = < T = unknown >(
		method: 'GET' | 'POST' | 'DELETE',
		route: string,
		data?: object
	) =>
		restCall< T >( page, props.nonce, method, `prism/v1/${ route }`, data );

	// Contacts through the Add Contact form post, each carrying one payload in every text field.
	const today = await page.evaluate( () =>
		new Date().toISOString().slice( 0, 10 )
	);
	for ( const [ i, text ] of corpus.text.entries() ) {
		const response = await page.request.post( props.links.adminPost, {
			maxRedirects: 0,
			multipart: {
				action: 'request_add_contact',
				_prism_nonce: props.formNonce,
				_wp_http_referer: '/prism/',
				importSource: 'PRISM',
				firstName: text.slice( 0, 100 ),
				lastName: `X${ stamp }n${ i }`,
				title: text,
				company: text,
				addressOne: text,
				website: at( corpus.links, i % corpus.links.length ),
			},
		} );
		expect( response.status() ).toBe( 303 );
	}
	const contacts = await rest<
		Array< { id: number; lastName: string; company: string } >
	>(
		'GET',
		`contact-list/${ props.wordpressId }?per_page=100&q=X${ stamp }n`
	);
	expect( contacts ).toHaveLength( corpus.text.length );
	const byIndex = new Map(
		contacts.map( ( c ) => [
			Number( c.lastName.replace( `X${ stamp }n`, '' ) ),
			c,
		] )
	);
	for ( const [ i, text ] of corpus.text.entries() ) {
		expect( byIndex.get( i )?.company, 'stored as typed' ).toBe(
			oneLine( text )
		);
	}

	const first = byIndex.get( 0 )!.id;
	for ( const [ i, text ] of corpus.text.entries() ) {
		const id = byIndex.get( i )!.id;
		const multiline = corpus.multiline[ i % corpus.multiline.length ];
		await rest( 'POST', 'create-note', {
			wordpressId: props.wordpressId,
			contactId: id,
			note: `${ text }\n${ multiline }`,
		} );
		if ( i % 3 === 0 ) {
			await rest( 'POST', 'create-event', {
				wordpressId: props.wordpressId,
				contactId: id,
				title: text,
				type: 'Other',
				date: today,
				desc: multiline,
			} );
			await rest( 'POST', 'create-followup', {
				wordpressId: props.wordpressId,
				contactId: id,
				title: text,
				desc: multiline,
				date: today,
			} );
		}
		if ( i < 8 ) {
			const categories = await rest<
				Array< { id: number; name: string } >
			>( 'POST', 'add-category', {
				wordpressId: props.wordpressId,
				name: `${ text.slice( 0, 150 ) } ${ i }`,
			} );
			const made = categories.find( ( c ) =>
				c.name.endsWith( ` ${ i }` )
			)!;
			await rest( 'POST', 'apply-categories', {
				wordpressId: props.wordpressId,
				categories: { [ made.id ]: 1 },
				contacts: [ ...new Set( [ id, first ] ) ],
			} );
		}
		if ( i < 6 ) {
			await rest( 'POST', 'push-resource', {
				wordpressId: props.wordpressId,
				description: text.slice( 0, 100 ),
				link: corpus.links[ i % corpus.links.length ],
			} );
			await rest( 'POST', 'push-article', {
				wordpressId: props.wordpressId,
				title: text,
				link: corpus.links[ i % corpus.links.length ],
				note: multiline,
				contactIds: [ ...new Set( [ id, first ] ) ],
			} );
		}
	}
	// Links that could run script are refused, each with a readable sentence.
	for ( const link of corpus.refusedLinks ) {
		const refused = await page.request.post(
			'/wp-json/prism/v1/push-resource',
			{
				headers: { 'X-WP-Nonce': props.nonce },
				data: {
					wordpressId: props.wordpressId,
					description: 'x',
					link,
				},
			}
		);
		expect( refused.status(), link ).toBe( 400 );
	}
	// Two contacts that look alike, so the merge page shows a pair made of payloads.
	await page.request.post( props.links.adminPost, {
		maxRedirects: 0,
		multipart: {
			action: 'request_add_contact',
			_prism_nonce: props.formNonce,
			importSource: 'PRISM',
			firstName: at( corpus.text, 1 ).slice( 0, 100 ),
			lastName: `Twin${ stamp }`,
			emailOne: `twin${ stamp }@example.test`,
		},
	} );
	await page.request.post( props.links.adminPost, {
		maxRedirects: 0,
		multipart: {
			action: 'request_add_contact',
			_prism_nonce: props.formNonce,
			importSource: 'PRISM',
			firstName: at( corpus.text, 1 ).slice( 0, 100 ),
			lastName: `Twin${ stamp }`,
			emailOne: `twin${ stamp }@example.test`,
			company: at( corpus.text, 0 ),
		},
	} );
	// A mentoring relationship with a note on its first task.
	const series = await rest<
		Array< {
			id: number;
			milestones: Array< { tasks: Array< { id: number } > } >;
		} >
	>( 'GET', `mentoring-series/${ props.wordpressId }` );
	const mentorships = await rest<
		Array< { id: number; contactId: number } >
	>( 'POST', 'create-mentorship', {
		wordpressId: props.wordpressId,
		contactId: first,
		seriesId: at( series, 0 ).id,
		role: 'mentor',
	} );
	await rest( 'POST', 'create-mentoring-note', {
		mentorshipId: at( mentorships, 0 ).id,
		taskId: at( at( at( series, 0 ).milestones, 0 ).tasks, 0 ).id,
		note: `${ corpus.text[ 1 ] }\n${ corpus.multiline[ 0 ] }`,
	} );

	// Every page, tab and main dialog.
	await visit( page, '/prism/', 'dashboard' );
	await visit( page, `/prism/contact/?q=X${ stamp }n`, 'contact list' );
	await screenshot( page, 'xss-contacts-1280' );
	await visit(
		page,
		`/prism/contact/?q=X${ stamp }n11`,
		'contact list search'
	);
	await expect(
		page.getByRole( 'link', { name: /Budget <100k and >50k/ } ).first()
	).toBeVisible();

	for ( const i of [ 0, 1, 3, 4, 9, 11, 15, 16 ] ) {
		const id = byIndex.get( i )!.id;
		const detail = `/prism/contact-detail/contact/${ id }/?contactId=${ id }`;
		await visit( page, detail, `contact detail ${ i }` );
		await expect(
			page
				.getByText( oneLine( at( corpus.text, i ) ), { exact: true } )
				.first(),
			'the company as typed'
		).toBeVisible();
		await page.getByRole( 'tab', { name: /Notes/ } ).click();
		await expect(
			page.getByText( at( corpus.text, i ), { exact: false } ).first()
		).toBeVisible();
		expect( await livePayloads( page ), `notes ${ i }` ).toEqual( [] );
		await page.getByRole( 'tab', { name: /Notifications/ } ).click();
		await page.waitForTimeout( 300 );
		expect( await livePayloads( page ), `notifications ${ i }` ).toEqual(
			[]
		);
		if ( i === 0 ) {
			await page.getByRole( 'tab', { name: /Articles/ } ).click();
			await page.waitForTimeout( 500 );
			expect( await livePayloads( page ), 'articles tab' ).toEqual( [] );
			await page.getByRole( 'tab', { name: /Details/ } ).click();
			await page.getByRole( 'button', { name: 'Edit' } ).first().click();
			await expect( page.getByLabel( 'Company' ) ).toHaveValue(
				oneLine( at( corpus.text, 0 ) )
			);
			expect( await livePayloads( page ), 'edit form' ).toEqual( [] );
			await screenshot( page, 'xss-contact-detail-1280' );
		}
		await visit(
			page,
			`/prism/contact-detail-networking/contact/${ id }/?contactId=${ id }`,
			`networking ${ i }`
		);
	}
	await visit( page, '/prism/merge/', 'merge' );
	await visit( page, '/notifications/', 'notifications' );
	const item = page.locator( '.rbc-event' ).first();
	if ( await item.count() ) {
		await item.click();
		await page.waitForTimeout( 300 );
		expect( await livePayloads( page ), 'calendar item dialog' ).toEqual(
			[]
		);
		await page.keyboard.press( 'Escape' );
	}
	await visit( page, '/networking/', 'networking series' );
	await visit( page, '/prism-resources/', 'resources' );
	await expect(
		page.getByText( at( corpus.text, 3 ), { exact: true } ).first()
	).toBeVisible();
	await visit( page, '/articles/', 'saved articles' );
	// Titles are links (with their 'opens in a new tab' for screen readers): the title is the link's text.
	await expect(
		page.getByRole( 'link', { name: corpus.text[ 5 ] } ).first()
	).toBeVisible();
	await visit( page, '/mentoring/', 'mentoring' );
	await visit(
		page,
		`/contact-detail-mentoring/contact/${ first }/`,
		'mentoring detail'
	);
	await visit( page, '/help/', 'help' );

	expect( alerts, 'no alert, confirm or prompt opened' ).toEqual( [] );
	expect(
		errors.filter( ( e ) => /__xss/.test( e ) ),
		'no payload reached a script'
	).toEqual( [] );
} );

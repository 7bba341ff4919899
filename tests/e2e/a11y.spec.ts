/**
 * Accessibility (issue 15): axe-core runs on every page a member uses and on the main dialogs, at 1280 and 390 px,
 * with the WCAG 2.0/2.1/2.2 A and AA rules. A serious or critical violation fails the test and is printed with its
 * elements; moderate and minor ones are printed as notes.
 *
 * What is checked is PRISM's own markup: the island (`.prism-island`), the help page's text (`.prism-help`), the
 * Google export page's text (the post content PRISM wrote) and MUI's portals that PRISM opens into <body> (dialogs,
 * drawers, menus, popovers, poppers). The site theme's header, navigation, page title and footer are the theme's,
 * not PRISM's; the page-level rules (document title, `lang`, skip links) therefore belong to the theme too.
 *
 * The member is the demo member alex (contacts, categories, notes, events, articles, mentoring). What the demo lacks
 * is added through the REST API and removed afterwards: three follow-ups today (so today's cell folds into
 * "+N more") and a saved article on the contact that is opened, a resource, two look-alike contacts so the merge
 * screen has a pair, and a relationship between the contact opened and one of them; photos on the contact opened
 * and on both contacts of the pair (the contact opened's is removed afterwards).
 */
import fs from 'fs';
import path from 'path';
import { test, expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {
	SCREENSHOT_DIR,
	addContactByForm,
	at,
	deleteContacts,
	islandProps,
	loginAs,
	restCall,
	screenshot,
} from './helpers';

const TAGS = [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa' ];

/** PRISM's markup: the islands, the PHP-rendered help and the portals React opens into <body>. */
const SCOPES = [
	'.prism-island',
	'.prism-help',
	'body > .MuiModal-root',
	'body > .MuiPopover-root',
	'body > .MuiPopper-root',
];

const WIDTHS = [
	{ label: '1280', width: 1280, height: 900 },
	{ label: '390', width: 390, height: 844 },
] as const;

interface Props {
	wordpressId: number;
	nonce: string;
	today: string;
}

interface ApiContact {
	id: number;
	name: string;
}

/** A token of letters only (the duplicate finder compares names without digits), unique to this run. */
const token = Date.now()
	.toString( 36 )
	.replace( /\d/g, ( d ) => 'qwrtypsdfg'.charAt( Number( d ) ) );

const data = {
	contact: { id: 0, name: '' },
	mentee: { id: 0, name: '' },
	made: [] as number[],
	followupId: 0,
	/** Two more follow-ups today: with the first, today folds into "+N more" in any month. */
	busyIds: [] as number[],
	articleId: 0,
	resourceId: 0,
};

const slug = ( name: string ) =>
	name.replace( /[^a-z0-9]+/gi, '-' ).toLowerCase();

/** Where the summary of every run of a page goes (README's figure). */
const SUMMARY = path.resolve( __dirname, '../../artifacts/a11y' );

interface AxeNode {
	target: unknown[];
	html: string;
	failureSummary?: string;
}

interface AxeViolation {
	id: string;
	impact?: string | null;
	help: string;
	helpUrl: string;
	nodes: AxeNode[];
}

/**
 * One violation, as a person reads it: the rule, what it asks, and each element with what is wrong with it.
 *
 * @param violation An axe violation.
 */
function explain( violation: AxeViolation ): string {
	const nodes = violation.nodes
		.slice( 0, 8 )
		.map(
			( node ) =>
				`    - ${ node.target.join( ' ' ) }\n      ${ node.html
					.replace( /\s+/g, ' ' )
					.slice( 0, 220 ) }\n      ${ ( node.failureSummary ?? '' )
					.replace( /\n\s*/g, ' / ' )
					.slice( 0, 400 ) }`
		)
		.join( '\n' );
	const more =
		violation.nodes.length > 8
			? `\n    … and ${ violation.nodes.length - 8 } more`
			: '';
	return `  [${ violation.impact }] ${ violation.id }: ${ violation.help } (${ violation.helpUrl })\n${ nodes }${ more }`;
}

/**
 * Waits until MUI's opening transitions have ended (a dialog fading in would be measured half transparent).
 *
 * @param page The page.
 */
async function settled( page: Page ): Promise< void > {
	await page.waitForFunction( () =>
		Array.from(
			document.querySelectorAll(
				'.MuiDialog-container, .MuiDrawer-paper, .MuiPopover-paper, .MuiBackdrop-root'
			)
		).every( ( element ) => {
			const style = getComputedStyle( element );
			return style.opacity === '1' || style.visibility === 'hidden';
		} )
	);
	await page.waitForTimeout( 250 );
}

/**
 * Runs axe over PRISM's markup on the page as it is now; fails on serious or critical violations, prints the rest.
 *
 * @param page The page.
 * @param name What is being checked ("contact list at 390").
 */
async function expectAccessible( page: Page, name: string ): Promise< void > {
	await settled( page );
	const present: string[] = [];
	for ( const scope of SCOPES ) {
		if ( ( await page.locator( scope ).count() ) > 0 ) {
			present.push( scope );
		}
	}
	// The Google export page is post content that PRISM wrote, without an island.
	if ( ! present.length ) {
		present.push( '.wp-block-post-content, .entry-content' );
	}
	let builder = new AxeBuilder( { page } ).withTags( TAGS );
	for ( const scope of present ) {
		builder = builder.include( scope );
	}
	const results = await builder.analyze();
	const violations = results.violations as AxeViolation[];
	const blocking = violations.filter(
		( v ) => v.impact === 'serious' || v.impact === 'critical'
	);
	const notes = violations.filter( ( v ) => ! blocking.includes( v ) );
	// What axe could not decide (a colour over an image or a layer it cannot see through) is for a person to look at.
	const review = results.incomplete as AxeViolation[];
	if ( notes.length || review.length ) {
		// eslint-disable-next-line no-console
		console.log(
			[
				`a11y notes, ${ name }:`,
				...notes.map( explain ),
				...review.map( ( v ) => `  (needs review) ${ explain( v ) }` ),
			].join( '\n' )
		);
	}
	fs.mkdirSync( SUMMARY, { recursive: true } );
	fs.writeFileSync(
		path.join( SUMMARY, `${ slug( name ) }.json` ),
		JSON.stringify(
			{
				name,
				passes: results.passes.length,
				blocking: blocking.map( ( v ) => v.id ),
				notes: notes.map( ( v ) => `${ v.impact } ${ v.id }` ),
				review: review.map(
					( v ) => `${ v.id } (${ v.nodes.length })`
				),
			},
			null,
			'\t'
		)
	);
	expect(
		blocking.length,
		`serious or critical accessibility violations, ${ name }:\n${ blocking
			.map( explain )
			.join( '\n' ) }`
	).toBe( 0 );
	// Something was checked (the Google export page is a few paragraphs and a list: 6 rules apply there).
	expect( results.passes.length ).toBeGreaterThan( 3 );
}

/**
 * Nothing of PRISM's is still loading: the PHP placeholder is gone, no skeleton, spinner or busy region shows.
 *
 * @param page The page.
 */
async function loaded( page: Page ): Promise< void > {
	await page.waitForLoadState( 'networkidle' );
	await expect(
		page.locator(
			[
				'.prism-island__loading',
				'.MuiSkeleton-root',
				'.MuiCircularProgress-root',
				'[aria-busy="true"]',
				// A bar with a value (a goal) has arrived; one without is still loading.
				'[role="progressbar"]:not([aria-valuenow])',
			].join( ', ' )
		)
	).toHaveCount( 0 );
}

/**
 * A square photo drawn in the page (a gradient and a head and shoulders), as a JPEG's bytes.
 *
 * @param page A page of the site.
 * @param side Its size in pixels.
 * @param hue  Its colour.
 */
async function drawPhoto( page: Page, side: number, hue: number ) {
	const url = await page.evaluate(
		( args ) => {
			const canvas = document.createElement( 'canvas' );
			canvas.width = args.side;
			canvas.height = args.side;
			const context = canvas.getContext(
				'2d'
			) as CanvasRenderingContext2D;
			context.fillStyle = `hsl(${ args.hue }, 55%, 55%)`;
			context.fillRect( 0, 0, args.side, args.side );
			context.fillStyle = `hsl(${ args.hue }, 30%, 90%)`;
			context.beginPath();
			context.arc(
				args.side / 2,
				args.side * 0.4,
				args.side * 0.2,
				0,
				7
			);
			context.fill();
			return canvas.toDataURL( 'image/jpeg', 0.9 );
		},
		{ side, hue }
	);
	return Buffer.from( url.split( ',' )[ 1 ] ?? '', 'base64' );
}

const contactPath = () =>
	`/prism/contact-detail/${ data.contact.name.replace( /\s+/g, '' ) }/${
		data.contact.id
	}/?contactId=${ data.contact.id }`;

interface PageCheck {
	name: string;
	path: () => string;
	/** What shows once the page has loaded its data. */
	ready: ( page: Page ) => Locator;
	/** Steps after loading (a tab to open, a view to choose). */
	then?: ( page: Page ) => Promise< void >;
}

const PAGES: PageCheck[] = [
	{
		name: 'dashboard',
		path: () => '/prism/',
		ready: ( page ) => page.getByTestId( 'process-block' ),
	},
	{
		name: 'contact list',
		path: () => '/prism/contact/',
		ready: ( page ) => page.getByTestId( 'contact-row' ).first(),
	},
	{
		name: 'contact detail',
		path: contactPath,
		ready: ( page ) => page.getByTestId( 'details-view' ),
	},
	{
		name: 'contact notes tab',
		path: contactPath,
		ready: ( page ) => page.getByTestId( 'details-view' ),
		then: async ( page ) => {
			await page.getByRole( 'tab', { name: 'Notes' } ).click();
			await expect(
				page.getByTestId( 'note-item' ).first()
			).toBeVisible();
		},
	},
	{
		name: 'contact interactions tab',
		path: contactPath,
		ready: ( page ) => page.getByTestId( 'details-view' ),
		then: async ( page ) => {
			await page.getByRole( 'tab', { name: 'Interactions' } ).click();
			await expect( page.getByTestId( 'interaction-log' ) ).toBeVisible();
		},
	},
	{
		name: 'contact notifications tab',
		path: contactPath,
		ready: ( page ) => page.getByTestId( 'details-view' ),
		then: async ( page ) => {
			await page.getByRole( 'tab', { name: 'Notifications' } ).click();
			await expect(
				page.getByTestId( 'followup-row' ).first()
			).toBeVisible();
		},
	},
	{
		name: 'contact articles tab',
		path: contactPath,
		ready: ( page ) => page.getByTestId( 'details-view' ),
		then: async ( page ) => {
			await page.getByRole( 'tab', { name: 'Articles' } ).click();
			await expect(
				page.getByTestId( 'article-row' ).first()
			).toBeVisible();
		},
	},
	{
		name: 'contact networking',
		path: () =>
			`/prism/contact-detail-networking/${ data.contact.name.replace(
				/\s+/g,
				''
			) }/${ data.contact.id }/?contactId=${ data.contact.id }`,
		ready: ( page ) => page.getByTestId( 'stage-panel' ),
	},
	{
		name: 'mentoring detail',
		path: () => `/prism/contact-detail-mentoring/${ data.mentee.id }`,
		ready: ( page ) => page.getByTestId( 'milestone-panel' ),
	},
	{
		name: 'merge',
		path: () => '/prism/merge/',
		ready: ( page ) => page.getByTestId( 'merge-pair' ),
	},
	{
		name: 'notifications month',
		path: () => '/notifications/',
		ready: ( page ) => page.locator( '.rbc-calendar' ),
		then: async ( page ) => {
			await page
				.getByRole( 'group', { name: 'Calendar view' } )
				.getByRole( 'button', { name: 'Month' } )
				.click();
			await expect( page.locator( '.rbc-month-view' ) ).toBeVisible();
		},
	},
	{
		name: 'notifications agenda',
		path: () => '/notifications/',
		ready: ( page ) => page.locator( '.rbc-calendar' ),
		then: async ( page ) => {
			await page
				.getByRole( 'group', { name: 'Calendar view' } )
				.getByRole( 'button', { name: 'Agenda' } )
				.click();
			await expect( page.locator( '.rbc-agenda-view' ) ).toBeVisible();
		},
	},
	{
		name: 'networking',
		path: () => '/networking/',
		ready: ( page ) => page.getByTestId( 'series-page' ),
	},
	{
		name: 'resources',
		path: () => '/prism-resources/',
		ready: ( page ) => page.getByTestId( 'resource-row' ).first(),
	},
	{
		name: 'articles',
		path: () => '/articles/',
		ready: ( page ) => page.getByTestId( 'article-row' ).first(),
	},
	{
		name: 'mentoring',
		path: () => '/mentoring/',
		ready: ( page ) => page.getByTestId( 'mentorship-entry' ).first(),
	},
	{
		name: 'help',
		path: () => '/help/',
		ready: ( page ) => page.locator( '.prism-help' ),
	},
	{
		name: 'google authentication',
		path: () => '/google-authentication/',
		ready: ( page ) =>
			page.getByRole( 'heading', {
				name: 'Export your contacts from Google',
			} ),
	},
];

interface DialogCheck {
	name: string;
	path: () => string;
	ready: ( page: Page ) => Locator;
	/** Opens the dialog and answers it. */
	open: ( page: Page ) => Promise< Locator >;
	/** Puts back what opening it left behind, once it has been checked. */
	after?: ( page: Page ) => Promise< void >;
}

/**
 * Chooses an item of the contact list's menu (in its drawer on a phone).
 *
 * @param page The contact list.
 * @param item The item's name.
 */
async function contactsMenu( page: Page, item: string ): Promise< void > {
	const drawer = page.getByRole( 'button', { name: /^Menu and filters/ } );
	if ( await drawer.isVisible() ) {
		await drawer.click();
	}
	await page
		.getByRole( 'navigation', { name: 'Contacts menu' } )
		.getByRole( 'button', { name: item, exact: true } )
		.click();
}

/**
 * Clicks a button of the contact detail page's card or tabs that may sit in a phone's narrower layout.
 *
 * @param page The page.
 * @param tab  The tab to open first.
 */
async function detailTab( page: Page, tab: string ): Promise< void > {
	await page.getByRole( 'tab', { name: tab } ).click();
	await expect( page.getByRole( 'tabpanel' ).first() ).toBeVisible();
}

/**
 * Selects the contact list's first contact and opens one of More actions (the bulk actions' menu), or only the menu.
 *
 * @param page The contact list.
 * @param item The menu item to choose; none: the menu is left open.
 */
async function bulkMore( page: Page, item?: string ): Promise< Locator > {
	await page
		.getByTestId( 'contact-row' )
		.first()
		.getByRole( 'checkbox' )
		.check();
	await page.getByTestId( 'bulk-more' ).click();
	const menu = page.getByRole( 'menu', {
		name: 'More actions on selected contacts',
	} );
	if ( ! item ) {
		return menu;
	}
	await menu.getByRole( 'menuitem', { name: item } ).click();
	return page.getByRole( 'dialog' );
}

const DIALOGS: DialogCheck[] = [
	{
		name: 'Add Contact',
		path: () => '/prism/contact/?add=1',
		ready: ( page ) => page.getByTestId( 'contacts-page' ),
		open: async ( page ) =>
			page.getByRole( 'dialog', { name: 'Add Contact' } ),
	},
	{
		name: 'Import',
		path: () => '/prism/contact/',
		ready: ( page ) => page.getByTestId( 'contact-row' ).first(),
		open: async ( page ) => {
			const menu = page.getByRole( 'button', {
				name: /^Menu and filters/,
			} );
			if ( await menu.isVisible() ) {
				await menu.click();
			}
			await page
				.getByRole( 'button', { name: 'Import Contacts' } )
				.first()
				.click();
			return page.getByRole( 'dialog', { name: 'Import Contacts' } );
		},
	},
	{
		name: 'Manage Categories',
		path: contactPath,
		ready: ( page ) => page.getByTestId( 'details-view' ),
		open: async ( page ) => {
			await page
				.getByRole( 'button', { name: /^Manage categories for/ } )
				.click();
			return page.getByRole( 'dialog', { name: 'Manage Categories' } );
		},
	},
	{
		name: 'Add Note',
		path: contactPath,
		ready: ( page ) => page.getByTestId( 'details-view' ),
		open: async ( page ) => {
			await detailTab( page, 'Notes' );
			await page.getByRole( 'button', { name: 'Add Note' } ).click();
			return page.getByRole( 'dialog', { name: 'Add Note' } );
		},
	},
	{
		name: 'Add Event',
		path: contactPath,
		ready: ( page ) => page.getByTestId( 'details-view' ),
		open: async ( page ) => {
			await detailTab( page, 'Notifications' );
			await page.getByRole( 'button', { name: 'Add Event' } ).click();
			return page.getByTestId( 'event-dialog' );
		},
	},
	{
		name: 'Add Follow-up',
		path: contactPath,
		ready: ( page ) => page.getByTestId( 'details-view' ),
		open: async ( page ) => {
			await detailTab( page, 'Notifications' );
			await page.getByRole( 'button', { name: 'Add Follow-up' } ).click();
			return page.getByTestId( 'followup-dialog' );
		},
	},
	{
		name: 'Add Relationship, its checks shown',
		path: contactPath,
		ready: ( page ) => page.getByTestId( 'details-view' ),
		open: async ( page ) => {
			await page
				.getByTestId( 'relationships-panel' )
				.getByRole( 'button', { name: 'Add Relationship' } )
				.click();
			const dialog = page.getByRole( 'dialog', {
				name: 'Add Relationship',
			} );
			// Save with nothing filled in: the fields' messages in the error colour, tied to their fields.
			await dialog
				.getByRole( 'button', { name: 'Save Relationship' } )
				.click();
			await expect(
				dialog.getByText( 'Choose the relationship.' )
			).toBeVisible();
			return dialog;
		},
	},
	{
		name: 'Edit Relationship',
		path: contactPath,
		ready: ( page ) => page.getByTestId( 'details-view' ),
		open: async ( page ) => {
			await page
				.getByTestId( 'relationships-panel' )
				.getByRole( 'button', {
					name: /^Edit relationship with Robert Zeph/,
				} )
				.click();
			const dialog = page.getByRole( 'dialog', {
				name: 'Edit Relationship',
			} );
			await expect(
				dialog.getByRole( 'combobox', { name: 'Person' } )
			).toHaveValue( new RegExp( `^Robert Zeph${ token }$` ) );
			return dialog;
		},
	},
	{
		name: 'the photo menu',
		path: contactPath,
		ready: ( page ) => page.getByTestId( 'details-view' ),
		open: async ( page ) => {
			await page
				.getByRole( 'button', {
					name: /^Change the photo of Priya Shah$/,
				} )
				.click();
			return page.getByTestId( 'photo-menu' ).getByRole( 'menu' );
		},
	},
	{
		name: 'a photo, the server’s refusal shown',
		path: contactPath,
		ready: ( page ) => page.getByTestId( 'details-view' ),
		open: async ( page ) => {
			await page.getByTestId( 'photo-button' ).click();
			const [ chooser ] = await Promise.all( [
				page.waitForEvent( 'filechooser' ),
				page
					.getByTestId( 'photo-menu' )
					.getByRole( 'menuitem', { name: 'Upload a photo…' } )
					.click(),
			] );
			// Not an image: the server refuses it (nothing is stored), and the dialog shows its sentence.
			await chooser.setFiles( {
				name: 'notes.jpg',
				mimeType: 'image/jpeg',
				buffer: Buffer.from( 'Not a photo.\n' ),
			} );
			const dialog = page.getByRole( 'dialog', {
				name: 'Photo of Priya Shah',
			} );
			await dialog.getByRole( 'button', { name: 'Save photo' } ).click();
			await expect( dialog.getByTestId( 'photo-error' ) ).toBeVisible();
			return dialog;
		},
	},
	{
		name: 'Add Resource',
		path: () => '/prism-resources/',
		ready: ( page ) => page.getByTestId( 'resource-row' ).first(),
		open: async ( page ) => {
			await page.getByTestId( 'resource-add' ).click();
			return page.getByTestId( 'resource-dialog' );
		},
	},
	{
		name: 'Add Article',
		path: () => '/articles/',
		ready: ( page ) => page.getByTestId( 'article-row' ).first(),
		open: async ( page ) => {
			await page.getByTestId( 'article-add' ).click();
			return page.getByTestId( 'article-dialog' );
		},
	},
	{
		name: 'Send a Mentor Request',
		path: () => '/mentoring/',
		ready: ( page ) => page.getByTestId( 'mentorship-entry' ).first(),
		open: async ( page ) => {
			await page.getByTestId( 'mentor-request-open' ).click();
			return page.getByRole( 'dialog', {
				name: 'Send a Mentor Request',
			} );
		},
	},
	{
		name: 'a confirmation',
		path: contactPath,
		ready: ( page ) => page.getByTestId( 'details-view' ),
		open: async ( page ) => {
			await detailTab( page, 'Notes' );
			await page
				.getByRole( 'button', { name: /^Delete note/ } )
				.first()
				.click();
			return page.getByRole( 'alertdialog' );
		},
	},
	{
		name: 'contact list with a selection and a menu',
		path: () => '/prism/contact/',
		ready: ( page ) => page.getByTestId( 'contact-row' ).first(),
		open: async ( page ) => {
			await page
				.getByTestId( 'contact-row' )
				.first()
				.getByRole( 'checkbox' )
				.check();
			await expect( page.getByTestId( 'bulk-count' ) ).toContainText(
				'1 selected'
			);
			const phoneMenu = page.getByRole( 'button', {
				name: /^Menu and filters/,
			} );
			if ( await phoneMenu.isVisible() ) {
				// A phone: the menu and filters in their drawer.
				await phoneMenu.click();
				return page.getByRole( 'navigation', {
					name: 'Contacts menu',
				} );
			}
			await page
				.getByRole( 'button', { name: /^Edit or delete category/ } )
				.first()
				.click();
			return page.getByRole( 'menu' ).filter( {
				has: page.getByRole( 'menuitem', { name: 'Rename' } ),
			} );
		},
	},
	{
		name: 'Merge confirmation',
		path: () => '/prism/merge/',
		ready: ( page ) => page.getByTestId( 'merge-pair' ),
		open: async ( page ) => {
			await page
				.getByRole( 'button', { name: 'Merge', exact: true } )
				.click();
			return page.getByRole( 'alertdialog' );
		},
	},
	{
		name: 'Export',
		path: () => '/prism/contact/',
		ready: ( page ) => page.getByTestId( 'contact-row' ).first(),
		open: async ( page ) => {
			await page
				.getByRole( 'toolbar', {
					name: 'Actions on selected contacts',
				} )
				.getByRole( 'button', { name: 'Export' } )
				.click();
			return page.getByRole( 'dialog' );
		},
	},
	{
		name: 'Back up everything',
		path: () => '/prism/contact/',
		ready: ( page ) => page.getByTestId( 'contact-row' ).first(),
		open: async ( page ) => {
			await contactsMenu( page, 'Back up everything' );
			return page.getByRole( 'dialog', { name: 'Back up everything' } );
		},
	},
	{
		name: 'Restore from a backup',
		path: () => '/prism/contact/',
		ready: ( page ) => page.getByTestId( 'contact-row' ).first(),
		open: async ( page ) => {
			await contactsMenu( page, 'Restore from a backup…' );
			return page.getByRole( 'dialog', {
				name: 'Restore from a backup',
			} );
		},
	},
	{
		// The member's own backup, uploaded: what it holds and the warnings (the account has contacts).
		name: 'Restore from a backup, its preview',
		path: () => '/prism/contact/',
		ready: ( page ) => page.getByTestId( 'contact-row' ).first(),
		open: async ( page ) => {
			const props = await islandProps< Props >( page );
			const backup = await page.request.get(
				`/wp-json/prism/v1/backup/${ props.wordpressId }?_wpnonce=${ props.nonce }`
			);
			expect( backup.ok() ).toBe( true );
			await contactsMenu( page, 'Restore from a backup…' );
			const dialog = page.getByRole( 'dialog', {
				name: 'Restore from a backup',
			} );
			await dialog
				.getByLabel( 'Backup file', { exact: true } )
				.setInputFiles( {
					name: 'prism-backup-alex.jsonl.gz',
					mimeType: 'application/gzip',
					buffer: await backup.body(),
				} );
			await dialog.getByTestId( 'restore-upload' ).click();
			await expect( dialog.getByTestId( 'restore-preview' ) ).toBeVisible(
				{
					timeout: 60_000,
				}
			);
			return dialog;
		},
		// Cancel forgets the stored file.
		after: async ( page ) => {
			await page.getByTestId( 'restore-cancel' ).click();
			await expect(
				page.getByRole( 'dialog', { name: 'Restore from a backup' } )
			).toBeHidden();
		},
	},
	{
		name: 'More actions on selected contacts',
		path: () => '/prism/contact/',
		ready: ( page ) => page.getByTestId( 'contact-row' ).first(),
		open: ( page ) => bulkMore( page ),
	},
	{
		name: 'Move to stage (selected contacts), its check shown',
		path: () => '/prism/contact/',
		ready: ( page ) => page.getByTestId( 'contact-row' ).first(),
		open: async ( page ) => {
			const dialog = await bulkMore( page, 'Move to stage…' );
			await dialog.getByRole( 'button', { name: 'Move' } ).click();
			await expect(
				dialog.getByText( 'Choose the stage to move them to.' )
			).toBeVisible();
			return dialog;
		},
	},
	{
		name: 'Keep in touch (selected contacts)',
		path: () => '/prism/contact/',
		ready: ( page ) => page.getByTestId( 'contact-row' ).first(),
		open: ( page ) => bulkMore( page, 'Keep in touch…' ),
	},
	{
		name: 'Add Follow-up (selected contacts)',
		path: () => '/prism/contact/',
		ready: ( page ) => page.getByTestId( 'contact-row' ).first(),
		open: ( page ) => bulkMore( page, 'Add Follow-up…' ),
	},
	{
		name: 'Archive (selected contacts)',
		path: () => '/prism/contact/',
		ready: ( page ) => page.getByTestId( 'contact-row' ).first(),
		open: ( page ) => bulkMore( page, 'Archive' ),
	},
	{
		name: 'mentoring task note',
		path: () => `/prism/contact-detail-mentoring/${ data.mentee.id }`,
		ready: ( page ) => page.getByTestId( 'milestone-panel' ),
		open: async ( page ) => {
			await page.getByTestId( 'task-add-note' ).first().click();
			return page.getByRole( 'dialog' );
		},
	},
	{
		name: 'contact details being edited',
		path: contactPath,
		ready: ( page ) => page.getByTestId( 'details-view' ),
		open: async ( page ) => {
			await page
				.getByRole( 'button', { name: /^Edit details of/ } )
				.click();
			return page.getByTestId( 'details-edit' );
		},
	},
	{
		name: 'a busy day in the month view',
		path: () => '/notifications/',
		ready: ( page ) => page.locator( '.rbc-calendar' ),
		open: async ( page ) => {
			await page
				.getByRole( 'group', { name: 'Calendar view' } )
				.getByRole( 'button', { name: 'Month' } )
				.click();
			await page
				.getByRole( 'group', { name: 'Month view' } )
				.getByRole( 'button', { name: /^\+\d+ more on / } )
				.first()
				.click();
			return page.getByRole( 'dialog' );
		},
	},
	{
		name: 'a calendar item',
		path: () => '/notifications/',
		ready: ( page ) => page.locator( '.rbc-calendar' ),
		open: async ( page ) => {
			await page
				.getByRole( 'group', { name: 'Calendar view' } )
				.getByRole( 'button', { name: 'Agenda' } )
				.click();
			await page
				.getByRole( 'region', { name: 'Calendar' } )
				.getByRole( 'button', { name: new RegExp( token ) } )
				.first()
				.click();
			return page.getByRole( 'dialog' );
		},
	},
];

test.beforeAll( async ( { browser } ) => {
	const page = await browser.newPage();
	await loginAs( page, 'alex' );
	await page.goto( '/notifications/' );
	const props = await islandProps< Props >( page, 'notifications' );
	const rest = < T >(
		method: 'GET' | 'POST' | 'DELETE',
		route: string,
		body?: object
	) =>
		restCall< T >( page, props.nonce, method, `prism/v1/${ route }`, body );

	// Priya Shah: categories, a note and a birthday in the demo data.
	data.contact = at(
		await rest< ApiContact[] >(
			'GET',
			`contact-list/${ props.wordpressId }?q=Priya%20Shah&per_page=1`
		),
		0
	);
	data.mentee = at(
		await rest< ApiContact[] >(
			'GET',
			`contact-list/${ props.wordpressId }?q=Mateo%20Silva&per_page=1`
		),
		0
	);
	expect( data.contact?.name ).toBe( 'Priya Shah' );
	expect( data.mentee?.name ).toBe( 'Mateo Silva' );

	const followups = await rest< Array< { id: number; title: string } > >(
		'POST',
		'create-followup',
		{
			contactId: data.contact.id,
			wordpressId: props.wordpressId,
			title: `Call back ${ token }`,
			desc: 'Budget <100k and >50k',
			date: props.today,
		}
	);
	data.followupId =
		followups.find( ( f ) => f.title.includes( token ) )?.id ?? 0;
	for ( const title of [
		`Send notes ${ token }`,
		`Book a room ${ token }`,
	] ) {
		const made = await rest< Array< { id: number; title: string } > >(
			'POST',
			'create-followup',
			{
				contactId: data.contact.id,
				wordpressId: props.wordpressId,
				title,
				desc: '',
				date: props.today,
			}
		);
		data.busyIds.push( made.find( ( f ) => f.title === title )?.id ?? 0 );
	}
	const article = await rest< { id: number } >( 'POST', 'push-article', {
		wordpressId: props.wordpressId,
		title: `Field notes ${ token }`,
		link: `https://example.com/field-notes?run=${ token }`,
		note: 'Read before the next coffee.',
		contactIds: [ data.contact.id ],
	} );
	data.articleId = article.id;
	const resources = await rest<
		Array< { id: number; description: string } >
	>( 'POST', 'push-resource', {
		wordpressId: props.wordpressId,
		description: `Interview checklist ${ token }`,
		link: `https://example.com/checklist?run=${ token }`,
	} );
	data.resourceId =
		resources.find( ( r ) => r.description.includes( token ) )?.id ?? 0;

	// Two look-alikes: the merge screen shows them as a pair.
	const digits = String( Date.now() % 1000 ).padStart( 3, '0' );
	data.made.push(
		await addContactByForm( page, {
			firstName: 'Robert',
			lastName: `Zeph${ token }`,
			company: `Orbital ${ token }`,
			phoneOne: `+44 20 7946 0${ digits }`,
		} ),
		await addContactByForm( page, {
			firstName: 'Bob',
			lastName: `Zeph${ token }`,
			company: `Orbital ${ token }`,
			phoneOne: `0044 (20) 7946-0${ digits }`,
		} )
	);
	// A relationship on the contact opened (its page's Relationships panel, the Edit Relationship dialog); it goes
	// with Robert in afterAll.
	await rest( 'POST', `relationships/${ data.contact.id }`, {
		kind: 'sibling',
		label: 'Brother',
		otherId: at( data.made, 0 ),
		otherName: '',
	} );
	// Photos: on the contact opened (its card, the photo menu and dialog) and on both contacts of the pair.
	for ( const [ index, id ] of [ data.contact.id, ...data.made ].entries() ) {
		const response = await page.request.post(
			`/wp-json/prism/v1/photos/${ id }`,
			{
				headers: { 'X-WP-Nonce': props.nonce },
				multipart: {
					photo: {
						name: 'photo.jpg',
						mimeType: 'image/jpeg',
						buffer: await drawPhoto(
							page,
							600 + index * 200,
							120 * index
						),
					},
				},
			}
		);
		expect( response.status(), await response.text() ).toBe( 200 );
	}
	expect( data.followupId ).toBeGreaterThan( 0 );
	expect( data.articleId ).toBeGreaterThan( 0 );
	expect( data.resourceId ).toBeGreaterThan( 0 );
	await page.close();
} );

test.afterAll( async ( { browser } ) => {
	const page = await browser.newPage();
	await loginAs( page, 'alex' );
	await page.goto( '/notifications/' );
	const props = await islandProps< Props >( page, 'notifications' );
	const remove = ( route: string, body: object ) =>
		page.request.fetch( `/wp-json/prism/v1/${ route }`, {
			method: route === 'delete-followup' ? 'POST' : 'DELETE',
			headers: { 'X-WP-Nonce': props.nonce },
			data: body,
		} );
	if ( data.followupId ) {
		await remove( 'delete-followup', {
			id: data.followupId,
			contactId: data.contact.id,
		} );
	}
	for ( const id of data.busyIds.filter( Boolean ) ) {
		await remove( 'delete-followup', { id, contactId: data.contact.id } );
	}
	if ( data.articleId ) {
		await remove( 'delete-article', {
			articleId: data.articleId,
			wordpressId: props.wordpressId,
		} );
	}
	if ( data.resourceId ) {
		await remove( 'delete-resource', {
			resourceId: data.resourceId,
			wordpressId: props.wordpressId,
		} );
	}
	if ( data.contact.id ) {
		await remove( `photos/${ data.contact.id }`, {} );
	}
	if ( data.made.length ) {
		await deleteContacts( page, data.made );
	}
	await page.close();
} );

for ( const size of WIDTHS ) {
	test.describe( `at ${ size.label } px`, () => {
		test.beforeEach( async ( { page } ) => {
			await page.setViewportSize( {
				width: size.width,
				height: size.height,
			} );
			await loginAs( page, 'alex' );
		} );

		for ( const check of PAGES ) {
			test( `page: ${ check.name }`, async ( { page } ) => {
				await page.goto( check.path() );
				await expect( check.ready( page ) ).toBeVisible();
				await loaded( page );
				await check.then?.( page );
				await loaded( page );
				await screenshot(
					page,
					`a11y-${ slug( check.name ) }-${ size.label }`
				);
				await expectAccessible(
					page,
					`${ check.name } at ${ size.label }`
				);
			} );
		}

		for ( const check of DIALOGS ) {
			test( `dialog: ${ check.name }`, async ( { page } ) => {
				await page.goto( check.path() );
				await expect( check.ready( page ) ).toBeVisible();
				await loaded( page );
				const dialog = await check.open( page );
				await expect( dialog ).toBeVisible();
				await loaded( page );
				await settled( page );
				await page.screenshot( {
					path: path.join(
						SCREENSHOT_DIR,
						`a11y-dialog-${ slug( check.name ) }-${ size.label }.png`
					),
				} );
				await expectAccessible(
					page,
					`${ check.name } dialog at ${ size.label }`
				);
				await check.after?.( page );
			} );
		}
	} );
}

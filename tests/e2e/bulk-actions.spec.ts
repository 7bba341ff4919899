/**
 * Bulk actions on the contact list's selection (issue 30, part 5) as a member uses them: from More actions, move the
 * selected contacts to a networking stage (one already further along stays), set how often to keep in touch, add the
 * same follow-up to each, archive them; each dialog names the count, Cancel changes nothing, and the effect shows
 * where a member looks for it (the stage chips and the stage filter, a contact's Keep in touch block, its
 * Notifications tab, the Archived filter). The menu by keyboard; without a selection each says what to do first. A
 * selection of 150 contacts runs as a job of several slices, with its progress in the dialog (or done within the first
 * request: both are accepted, the final counts are checked). At 390 px the toolbar, the menu and every dialog fit.
 *
 * The tests make their own five contacts (the Add Contact form post) and 150 more (one CSV import, run and dismissed
 * through REST), all with a token unique to the run, and delete them afterwards. Screenshots: artifacts/screenshots/
 * bulk-*.png.
 */
import { test, expect, type Page } from '@playwright/test';
import fs from 'fs';
import path from 'path';
import {
	addContactByForm,
	deleteContacts,
	islandProps,
	loginAs,
	memberPage,
	restCall,
	SCREENSHOT_DIR,
} from './helpers';
import { THEMES, installThemeSwitch, showInTheme } from './support/themes';

interface ListProps {
	wordpressId: number;
	nonce: string;
	today: string;
	importNonce: string;
	links: { adminPost: string };
}

interface Job {
	id: number;
	state: 'queued' | 'running' | 'done' | 'failed';
	done: number;
	total: number;
	changed: number | null;
	left: number | null;
	error: string | null;
}

/** A token unique to this run: the last name of the five contacts, so the list's search finds exactly them. */
const token = `Bk${ Date.now().toString( 36 ) }`;
/** The last name of the 150 imported contacts. */
const many = `Mny${ Date.now().toString( 36 ) }`;
const MANY = 150;

const people = [ 'Ann', 'Ben', 'Cleo', 'Dev', 'Eve' ].map( ( first ) => ( {
	first,
	name: `${ first } ${ token }`,
	id: 0,
} ) );
type Person = ( typeof people )[ number ];
const [ ann, ben, cleo, , eve ] = people as [
	Person,
	Person,
	Person,
	Person,
	Person,
];
let manyIds: number[] = [];

const LIST = '/prism/contact/';
const followupTitle = `Send the deck ${ token }`;

/**
 * A contact's page, by its pretty URL.
 *
 * @param person The contact.
 * @param tab    A tab to open on.
 */
const detailPath = ( person: Person, tab?: string ) =>
	`/prism/contact-detail/${ person.first }${ token }/${ person.id }/${
		tab ? `?tab=${ tab }` : ''
	}`;

/**
 * Saves a screenshot (artifacts/screenshots/<name>.png) once dialogs and menus have faded in: the viewport, where a
 * dialog shows, or the whole page.
 *
 * @param page     The page.
 * @param name     File name without extension.
 * @param fullPage The whole page rather than the viewport.
 */
async function shot( page: Page, name: string, fullPage = false ) {
	await page.waitForFunction( () =>
		Array.from(
			document.querySelectorAll(
				'.MuiDialog-container, .MuiMenu-paper, .MuiSnackbar-root'
			)
		).every( ( element ) => getComputedStyle( element ).opacity === '1' )
	);
	fs.mkdirSync( SCREENSHOT_DIR, { recursive: true } );
	await page.screenshot( {
		path: path.join( SCREENSHOT_DIR, `${ name }.png` ),
		fullPage,
	} );
}

/**
 * Fails unless the page fits its width (nothing to scroll sideways).
 *
 * @param page  The page.
 * @param width The viewport's width.
 * @param what  What is checked, for the message.
 */
async function expectFits( page: Page, width: number, what: string ) {
	const scrollWidth = await page.evaluate(
		() => document.documentElement.scrollWidth
	);
	expect( scrollWidth, `${ what } scrolls sideways` ).toBeLessThanOrEqual(
		width
	);
}

/**
 * Opens the contact list on a search, in the Archived view or not, once its rows (or its empty state) show.
 *
 * @param page     The page.
 * @param q        The search.
 * @param archived Whether to open the Archived view.
 */
async function openList( page: Page, q: string, archived = false ) {
	await page.goto( `${ LIST }?q=${ q }${ archived ? '&archived=1' : '' }` );
	await expect( page.getByTestId( 'contacts-page' ) ).toBeVisible();
	await expect(
		page
			.getByTestId( 'contact-row' )
			.or( page.getByTestId( 'empty-filtered' ) )
			.first()
	).toBeVisible();
}

/**
 * Selects every contact the list matches (the select-all box) and waits until the toolbar says so.
 *
 * @param page  The page.
 * @param count How many the list matches.
 */
async function selectAll( page: Page, count: number ) {
	await page.locator( '#prism-select-all' ).click();
	await expect( page.getByTestId( 'selected-count' ) ).toHaveText(
		`All ${ count.toLocaleString( 'en-US' ) } selected`
	);
	await expect( page.getByTestId( 'bulk-count' ) ).toContainText(
		`${ count.toLocaleString( 'en-US' ) } selected`
	);
}

/**
 * The list's row of a contact.
 *
 * @param page   The page.
 * @param person The contact.
 */
const rowOf = ( page: Page, person: Person ) =>
	page.getByTestId( 'contact-row' ).filter( {
		has: page.getByRole( 'link', { name: person.name, exact: true } ),
	} );

/**
 * More actions' menu.
 *
 * @param page The page.
 */
const moreMenu = ( page: Page ) =>
	page.getByRole( 'menu', { name: 'More actions on selected contacts' } );

/**
 * Chooses one of More actions with the mouse and answers the dialog it opens.
 *
 * @param page  The page.
 * @param label The menu item.
 */
async function chooseMore( page: Page, label: string ) {
	await page.getByTestId( 'bulk-more' ).click();
	const menu = moreMenu( page );
	await expect( menu ).toBeVisible();
	await menu.getByRole( 'menuitem', { name: label } ).click();
	return page.getByRole( 'dialog' );
}

/**
 * The bulk dialog's question.
 *
 * @param page The page.
 */
const question = ( page: Page ) =>
	page.getByRole( 'dialog' ).getByTestId( 'bulk-question' );

/**
 * The notice a finished change leaves.
 *
 * @param page The page.
 */
const notice = ( page: Page ) => page.getByTestId( 'notice' );

test.describe.serial( 'bulk actions on the selection', () => {
	test.beforeAll( async ( { browser } ) => {
		test.setTimeout( 240_000 );
		const page = await memberPage( browser );
		for ( const person of people ) {
			person.id = await addContactByForm( page, {
				firstName: person.first,
				lastName: token,
				emailOne: `${ person.first.toLowerCase() }.${ token }@example.com`,
			} );
		}
		// One already further along than the stage the test moves them to: ENGAGE, complete (set through the route).
		await page.goto( LIST );
		const props = await islandProps< ListProps >( page, 'contacts' );
		const engaged = await restCall< Job >(
			page,
			props.nonce,
			'POST',
			`prism/v1/bulk-contacts/${ props.wordpressId }`,
			{
				wordpressId: props.wordpressId,
				idList: [ eve.id ],
				action: 'process',
				stage: 4,
				complete: true,
			}
		);
		expect( engaged ).toMatchObject( {
			state: 'done',
			changed: 1,
			left: 0,
		} );

		// 150 more, from one CSV import run to its end through REST, its card dismissed.
		const csv = [
			'First Name,Last Name,Email',
			...Array.from(
				{ length: MANY },
				( _, i ) =>
					`Bulk${ i + 1 },${ many },bulk${ i + 1 }.${ many }@example.org`
			),
		].join( '\n' );
		const upload = await page.request.post( props.links.adminPost, {
			maxRedirects: 0,
			multipart: {
				action: 'request_upload_import',
				_prism_nonce: props.importNonce,
				_wp_http_referer: LIST,
				file_type: 'iCloud CSV',
				upload_type: 'CSV',
				mode: 'update',
				file: {
					name: `bulk-${ many }.csv`,
					mimeType: 'text/csv',
					buffer: Buffer.from( csv ),
				},
			},
		} );
		expect( upload.status() ).toBe( 303 );
		const importId = Number(
			/import_id=(\d+)/.exec( upload.headers().location ?? '' )?.[ 1 ]
		);
		expect( importId ).toBeGreaterThan( 0 );
		let report = { state: 'queued', created: 0 };
		for (
			let turn = 0;
			turn < 60 && ! [ 'done', 'failed' ].includes( report.state );
			turn++
		) {
			report = await restCall(
				page,
				props.nonce,
				'POST',
				`prism/v1/imports/${ importId }/run`,
				{}
			);
		}
		expect( report ).toMatchObject( { state: 'done', created: MANY } );
		await restCall(
			page,
			props.nonce,
			'POST',
			`prism/v1/imports/${ importId }/dismiss`,
			{}
		);
		manyIds = (
			await restCall< number[] >(
				page,
				props.nonce,
				'GET',
				`prism/v1/contact-list-ids/${ props.wordpressId }?q=${ many }`
			)
		).map( Number );
		expect( manyIds ).toHaveLength( MANY );
		await page.close();
	} );

	test.afterAll( async ( { browser } ) => {
		const page = await memberPage( browser );
		const ids = [ ...people.map( ( p ) => p.id ), ...manyIds ].filter(
			( id ) => id > 0
		);
		if ( ids.length > 0 ) {
			await deleteContacts( page, ids );
		}
		await page.close();
	} );

	test( 'without a selection each says what to select first; More actions by keyboard', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 1280, height: 900 } );
		await loginAs( page, 'alex' );
		await openList( page, token );
		await expect( page.getByTestId( 'contact-row' ) ).toHaveCount( 5 );
		await expect( page.getByTestId( 'bulk-count' ) ).toHaveText(
			'None selected'
		);

		// The keyboard alone: Enter opens the menu on its first item, the arrows move, Escape gives the focus back.
		const more = page.getByTestId( 'bulk-more' );
		await expect( more ).toHaveAccessibleName( 'More actions' );
		await expect( more ).toHaveAttribute( 'aria-haspopup', 'menu' );
		await more.focus();
		await page.keyboard.press( 'Enter' );
		const menu = moreMenu( page );
		await expect( menu ).toBeVisible();
		await expect( more ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect(
			menu.getByRole( 'menuitem' ).allInnerTexts()
		).resolves.toEqual( [
			'Move to stage…',
			'Keep in touch…',
			'Add Follow-up…',
			'Archive',
		] );
		await expect(
			menu.getByRole( 'menuitem', { name: 'Move to stage…' } )
		).toBeFocused();
		await page.keyboard.press( 'ArrowDown' );
		await expect(
			menu.getByRole( 'menuitem', { name: 'Keep in touch…' } )
		).toBeFocused();
		await shot( page, 'bulk-menu-1280' );
		await page.keyboard.press( 'Escape' );
		await expect( menu ).toBeHidden();
		await expect( more ).toBeFocused();

		const expected: Array< [ string, string ] > = [
			[ 'Move to stage…', 'Select some contacts to move to a stage.' ],
			[ 'Keep in touch…', 'Select some contacts to keep in touch with.' ],
			[ 'Add Follow-up…', 'Select some contacts to add a Follow-up to.' ],
			[ 'Archive', 'Select some contacts to archive.' ],
		];
		for ( const [ index, [ item, message ] ] of expected.entries() ) {
			await more.focus();
			await page.keyboard.press( 'Enter' );
			await expect( menu ).toBeVisible();
			for ( let step = 0; step < index; step++ ) {
				await page.keyboard.press( 'ArrowDown' );
			}
			await expect(
				menu.getByRole( 'menuitem', { name: item } )
			).toBeFocused();
			await page.keyboard.press( 'Enter' );
			const alert = page.getByRole( 'alertdialog' );
			await expect( alert ).toContainText( message );
			await page.keyboard.press( 'Enter' );
			await expect( alert ).toBeHidden();
		}
	} );

	test( 'Move to stage: the count, Cancel changes nothing, then the move; one further along stays', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 1280, height: 900 } );
		await loginAs( page, 'alex' );
		await openList( page, token );
		await expect(
			rowOf( page, ann ).getByText( 'Not started' )
		).toBeVisible();
		await expect(
			rowOf( page, eve ).getByText( 'ENGAGE', { exact: true } )
		).toBeVisible();
		await selectAll( page, 5 );
		await shot( page, 'bulk-toolbar-1280', true );

		let dialog = await chooseMore( page, 'Move to stage…' );
		await expect( dialog ).toHaveAccessibleName( 'Move to stage' );
		await expect( question( page ) ).toHaveText(
			'Move 5 contacts to a networking stage?'
		);
		await expect( dialog ).toContainText(
			'Contacts already further along are left where they are.'
		);
		// The stage is required.
		await dialog.getByRole( 'button', { name: 'Move' } ).click();
		await expect( dialog ).toContainText(
			'Choose the stage to move them to.'
		);
		await dialog.getByTestId( 'bulk-stage' ).selectOption( 'CONNECT' );
		await expect( question( page ) ).toHaveText(
			'Move 5 contacts to CONNECT, In Progress?'
		);
		await dialog.getByRole( 'radio', { name: 'Complete' } ).check();
		await expect( question( page ) ).toHaveText(
			'Move 5 contacts to CONNECT, Complete?'
		);
		await dialog.getByRole( 'radio', { name: 'In Progress' } ).check();
		await shot( page, 'bulk-stage-1280' );

		// Cancel (asking first: a stage was chosen) changes nothing.
		await dialog.getByRole( 'button', { name: 'Cancel' } ).click();
		await page
			.getByRole( 'alertdialog', { name: 'Discard changes?' } )
			.getByRole( 'button', { name: 'Discard' } )
			.click();
		await expect( page.getByTestId( 'bulk-dialog' ) ).toBeHidden();
		await page.reload();
		await expect(
			rowOf( page, ann ).getByText( 'Not started' )
		).toBeVisible();

		await selectAll( page, 5 );
		dialog = await chooseMore( page, 'Move to stage…' );
		await dialog.getByTestId( 'bulk-stage' ).selectOption( 'CONNECT' );
		await dialog.getByRole( 'button', { name: 'Move' } ).click();
		await expect( notice( page ) ).toContainText(
			'Moved 4 contacts to CONNECT. 1 was already further along and was left as it is.'
		);
		await expect( page.getByTestId( 'bulk-dialog' ) ).toBeHidden();
		// The list has loaded again by itself: four at CONNECT, Eve still at ENGAGE. The selection stays.
		for ( const person of [ ann, ben, cleo ] ) {
			await expect(
				rowOf( page, person ).getByText( 'CONNECT', { exact: true } )
			).toBeVisible();
		}
		await expect(
			rowOf( page, eve ).getByText( 'ENGAGE', { exact: true } )
		).toBeVisible();
		await expect( page.getByTestId( 'bulk-count' ) ).toContainText(
			'5 selected'
		);
		await shot( page, 'bulk-stage-done-1280', true );

		// The stage filter agrees.
		await page.goto( `${ LIST }?q=${ token }&networkingStage=2` );
		await expect( page.getByTestId( 'contact-row' ) ).toHaveCount( 4 );
		await page.goto( `${ LIST }?q=${ token }&networkingStage=4` );
		await expect( page.getByTestId( 'contact-row' ) ).toHaveCount( 1 );
	} );

	test( 'Keep in touch: the cadence choices, shown on each contact’s page', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 1280, height: 900 } );
		await loginAs( page, 'alex' );
		await openList( page, token );
		await selectAll( page, 5 );
		const dialog = await chooseMore( page, 'Keep in touch…' );
		await expect( dialog ).toHaveAccessibleName( 'Keep in touch' );
		await expect( question( page ) ).toHaveText(
			'How often do you want to keep in touch with these 5 contacts?'
		);
		// The dialog opens on Every month, its radio focused; the arrows move between the choices.
		const month = dialog.getByRole( 'radio', { name: 'Every month' } );
		await expect( month ).toBeChecked();
		await expect( month ).toBeFocused();
		await expect(
			dialog.getByRole( 'radio', { name: 'No cadence of their own' } )
		).toBeVisible();
		await page.keyboard.press( 'ArrowDown' );
		await page.keyboard.press( 'ArrowDown' );
		await expect(
			dialog.getByRole( 'radio', { name: 'Every 3 months' } )
		).toBeChecked();
		await shot( page, 'bulk-cadence-1280' );
		await page.keyboard.press( 'Enter' );
		await expect( notice( page ) ).toContainText(
			'Keep in touch with 5 contacts: Every 3 months.'
		);
		await expect( page.getByTestId( 'bulk-dialog' ) ).toBeHidden();

		for ( const person of [ ann, eve ] ) {
			await page.goto( detailPath( person ) );
			await expect(
				page
					.getByTestId( 'keep-in-touch' )
					.getByTestId( 'keep-in-touch-cadence' )
			).toHaveText( 'Every 3 months · set for this contact' );
		}
	} );

	test( 'Add Follow-up: the same follow-up on each contact’s Notifications tab', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 1280, height: 900 } );
		await loginAs( page, 'alex' );
		await openList( page, token );
		await selectAll( page, 5 );
		const dialog = await chooseMore( page, 'Add Follow-up…' );
		await expect( dialog ).toHaveAccessibleName( 'Add Follow-up' );
		await expect( question( page ) ).toHaveText(
			'Add this Follow-up to each of 5 contacts?'
		);
		await expect( dialog.getByTestId( 'followup-title' ) ).toBeFocused();
		await dialog.getByRole( 'button', { name: 'Add Follow-up' } ).click();
		await expect( dialog ).toContainText( 'Give the follow-up a title.' );
		await expect( dialog ).toContainText( 'Choose the day to follow up.' );
		await dialog.getByTestId( 'followup-title' ).fill( followupTitle );
		await dialog
			.getByTestId( 'followup-desc' )
			.fill( 'Budget <100k and >50k' );
		await dialog.getByRole( 'button', { name: 'In a week' } ).click();
		await shot( page, 'bulk-followup-1280' );
		await dialog.getByRole( 'button', { name: 'Add Follow-up' } ).click();
		await expect( notice( page ) ).toContainText(
			`Added the Follow-up “${ followupTitle }” to 5 contacts.`
		);

		for ( const person of [ ben, eve ] ) {
			await page.goto( detailPath( person, 'notifications' ) );
			const incomplete = page
				.getByTestId( 'notifications-panel' )
				.getByTestId( 'followups-incomplete' );
			await expect( incomplete ).toContainText( followupTitle );
			await expect( incomplete ).toContainText( 'Budget <100k and >50k' );
		}
	} );

	test( 'Archive: the count, Cancel keeps them, then they leave the list for the Archived filter', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 1280, height: 900 } );
		await loginAs( page, 'alex' );
		await openList( page, token );
		for ( const person of [ ann, ben ] ) {
			await page
				.getByRole( 'checkbox', { name: `Select ${ person.name }` } )
				.check();
		}
		await expect( page.getByTestId( 'bulk-count' ) ).toContainText(
			'2 selected'
		);
		let dialog = await chooseMore( page, 'Archive' );
		await expect( dialog ).toHaveAccessibleName( 'Archive contacts' );
		await expect( question( page ) ).toHaveText( 'Archive 2 contacts?' );
		await expect( dialog ).toContainText(
			'They leave the list, Today, the calendar and reminders; nothing is deleted, and Restore brings each back.'
		);
		await expect(
			dialog.getByRole( 'button', { name: 'Archive' } )
		).toBeFocused();
		await shot( page, 'bulk-archive-1280' );
		await dialog.getByRole( 'button', { name: 'Cancel' } ).click();
		await expect( dialog ).toBeHidden();
		// Back to the button that opened the menu.
		await expect( page.getByTestId( 'bulk-more' ) ).toBeFocused();
		await page.reload();
		await expect( page.getByTestId( 'contact-row' ) ).toHaveCount( 5 );

		for ( const person of [ ann, ben ] ) {
			await page
				.getByRole( 'checkbox', { name: `Select ${ person.name }` } )
				.check();
		}
		dialog = await chooseMore( page, 'Archive' );
		await dialog.getByRole( 'button', { name: 'Archive' } ).click();
		await expect( notice( page ) ).toContainText(
			'Archived 2 contacts. They are under the Archived filter now.'
		);
		await expect( page.getByTestId( 'contact-row' ) ).toHaveCount( 3 );
		await expect( rowOf( page, ann ) ).toHaveCount( 0 );
		await expect( page.getByTestId( 'bulk-count' ) ).toHaveText(
			'None selected'
		);

		await openList( page, token, true );
		await expect( page.getByTestId( 'contact-row' ) ).toHaveCount( 2 );
		await expect( rowOf( page, ann ) ).toHaveCount( 1 );
		await expect( rowOf( page, ben ) ).toHaveCount( 1 );
	} );

	test( `a selection of ${ MANY } (two slices of the job), to the final counts`, async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 1280, height: 900 } );
		await loginAs( page, 'alex' );
		await openList( page, many );
		await selectAll( page, MANY );
		// Seen from the start's answer on: whether the first request finished the job or left it for jobs/{id}/run.
		const answers: Array< { status: number; job: Job } > = [];
		page.on( 'response', async ( response ) => {
			if ( /bulk-contacts\/\d+/.test( response.url() ) ) {
				answers.push( {
					status: response.status(),
					job: ( await response.json() ) as Job,
				} );
			}
		} );
		const runs: Job[] = [];
		page.on( 'response', async ( response ) => {
			if ( /jobs\/\d+\/run/.test( response.url() ) ) {
				runs.push( ( await response.json() ) as Job );
			}
		} );

		const dialog = await chooseMore( page, 'Move to stage…' );
		await dialog.getByTestId( 'bulk-stage' ).selectOption( 'MAINTAIN' );
		await dialog.getByRole( 'radio', { name: 'Complete' } ).check();
		await expect( question( page ) ).toHaveText(
			'Move 150 contacts to MAINTAIN, Complete?'
		);
		await dialog.getByRole( 'button', { name: 'Move' } ).click();
		await expect( notice( page ) ).toContainText(
			'Moved 150 contacts to MAINTAIN.',
			{ timeout: 60_000 }
		);
		await expect( page.getByTestId( 'bulk-dialog' ) ).toBeHidden();
		const [ first ] = answers;
		expect( [ 200, 202 ] ).toContain( first?.status );
		// Finished within the first request (200), or driven by the page (202): the last answer holds the counts.
		const last =
			first?.status === 202 ? runs[ runs.length - 1 ] : first?.job;
		expect( last ).toMatchObject( {
			state: 'done',
			done: MANY,
			total: MANY,
			changed: MANY,
			left: 0,
		} );
		test.info().annotations.push( {
			type: 'bulk job',
			description:
				first?.status === 202
					? `went on after the first request (${ runs.length } run calls)`
					: 'finished within the first request',
		} );
		await page.goto( `${ LIST }?q=${ many }&networkingStage=5` );
		await expect( page.getByTestId( 'selected-count' ) ).toContainText(
			'150'
		);
	} );

	test( 'the progress of a job that goes on: Close leaves it running, the notice says when it is done', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 1280, height: 900 } );
		await loginAs( page, 'alex' );
		await openList( page, many );
		await selectAll( page, MANY );
		/*
		 * The server may finish 150 contacts within the first request. To see the page's own path every time, the
		 * start's answer is held back as after one slice (202, running, 100 of 150) and each jobs/{id}/run waits 1.5 s
		 * before it goes to the server; the job, its end and its counts are the server's.
		 */
		const started: Job[] = [];
		await page.route( /\/bulk-contacts\/\d+/, async ( route ) => {
			const response = await route.fetch();
			const job = ( await response.json() ) as Job;
			started.push( job );
			const slice = Math.min( 100, job.total );
			await route.fulfill( {
				response,
				status: 202,
				json: {
					...job,
					state: 'running',
					done: slice,
					changed: Math.min( slice, job.changed ?? 0 ),
					finishedAt: null,
				},
			} );
		} );
		const runs: Job[] = [];
		await page.route( /\/jobs\/\d+\/run/, async ( route ) => {
			await new Promise( ( resolve ) => setTimeout( resolve, 1500 ) );
			const response = await route.fetch();
			runs.push( ( await response.json() ) as Job );
			await route.fulfill( { response } );
		} );

		const dialog = await chooseMore( page, 'Keep in touch…' );
		await expect( question( page ) ).toHaveText(
			'How often do you want to keep in touch with these 150 contacts?'
		);
		await dialog.getByRole( 'radio', { name: 'Every week' } ).check();
		await dialog.getByRole( 'button', { name: 'Set cadence' } ).click();

		const progress = dialog.getByTestId( 'bulk-progress' );
		await expect( progress ).toHaveText( '100 of 150 contacts' );
		await expect( progress ).toHaveAttribute( 'role', 'status' );
		await expect( dialog ).toContainText(
			'Setting how often to keep in touch with 150 contacts…'
		);
		await expect( dialog ).toContainText(
			'It carries on in the background; you can close this.'
		);
		const bar = dialog.getByRole( 'progressbar', {
			name: 'Keep in touch',
		} );
		await expect( bar ).toHaveAttribute( 'aria-valuenow', '67' );
		await expect( bar ).toHaveAttribute(
			'aria-valuetext',
			'100 of 150 contacts'
		);
		const close = dialog.getByRole( 'button', { name: 'Close' } );
		await expect( close ).toBeFocused();
		await shot( page, 'bulk-progress-1280' );

		// Closed, it goes on: More actions waits with a spinner; reopened, it shows the same progress.
		await close.click();
		await expect( page.getByTestId( 'bulk-dialog' ) ).toBeHidden();
		const more = page.getByTestId( 'bulk-more' );
		await expect( more ).toHaveAttribute( 'aria-busy', 'true' );
		await expect( notice( page ) ).toContainText(
			'Keep in touch with 150 contacts: Every week.',
			{ timeout: 30_000 }
		);
		await expect( more ).not.toHaveAttribute( 'aria-busy', 'true' );
		expect( started[ 0 ] ).toMatchObject( { total: MANY } );
		expect( runs[ runs.length - 1 ] ).toMatchObject( {
			state: 'done',
			done: MANY,
			total: MANY,
			changed: MANY,
			left: 0,
		} );
		await page.unrouteAll( { behavior: 'wait' } );

		// The list shows their cadence (Keep in touch: Has a cadence).
		await page.goto( `${ LIST }?q=${ many }&reachOut=set` );
		await expect( page.getByTestId( 'selected-count' ) ).toHaveText(
			'Select all 150'
		);
	} );

	test( 'at 390 px: the toolbar, the menu and each dialog fit', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 390, height: 844 } );
		await loginAs( page, 'alex' );
		await openList( page, token );
		await expectFits( page, 390, 'the list' );
		await selectAll( page, 3 );
		await page.getByTestId( 'bulk-more' ).scrollIntoViewIfNeeded();
		await expectFits( page, 390, 'the toolbar with a selection' );
		await shot( page, 'bulk-toolbar-390', true );
		await page.getByTestId( 'bulk-more' ).click();
		await expect( moreMenu( page ) ).toBeVisible();
		await expectFits( page, 390, 'the menu' );
		await shot( page, 'bulk-menu-390' );
		await page.keyboard.press( 'Escape' );

		const dialogs: Array< [ string, string ] > = [
			[ 'Move to stage…', 'stage' ],
			[ 'Keep in touch…', 'cadence' ],
			[ 'Add Follow-up…', 'followup' ],
			[ 'Archive', 'archive' ],
		];
		for ( const [ item, name ] of dialogs ) {
			const dialog = await chooseMore( page, item );
			await expect( question( page ) ).toContainText( '3' );
			await expectFits( page, 390, `the ${ name } dialog` );
			const box = await dialog
				.locator( '.MuiDialog-paper' )
				.or( dialog )
				.first()
				.boundingBox();
			expect( box!.x ).toBeGreaterThanOrEqual( 0 );
			expect( box!.x + box!.width ).toBeLessThanOrEqual( 390 );
			await shot( page, `bulk-${ name }-390` );
			await dialog.getByRole( 'button', { name: 'Cancel' } ).click();
			await expect( page.getByTestId( 'bulk-dialog' ) ).toBeHidden();
		}
	} );

	test( 'in a classic theme: the toolbar, the menu and a dialog at 1280 and 390', async ( {
		page,
		baseURL,
	} ) => {
		installThemeSwitch();
		await loginAs( page, 'alex' );
		await showInTheme( page.context(), baseURL ?? '', THEMES[ 1 ].folder );
		for ( const width of [ 1280, 390 ] ) {
			await page.setViewportSize( { width, height: 900 } );
			await openList( page, token );
			await expect(
				page.locator( 'link#twenty-twenty-one-style-css' )
			).toHaveCount( 1 );
			await selectAll( page, 3 );
			await page.getByTestId( 'bulk-more' ).scrollIntoViewIfNeeded();
			await expectFits( page, width, `the toolbar at ${ width }` );
			const dialog = await chooseMore( page, 'Move to stage…' );
			await expect( question( page ) ).toContainText( '3' );
			await expectFits( page, width, `the dialog at ${ width }` );
			await shot( page, `bulk-classic-stage-${ width }` );
			await dialog.getByRole( 'button', { name: 'Cancel' } ).click();
			await expect( page.getByTestId( 'bulk-dialog' ) ).toBeHidden();
		}
	} );
} );

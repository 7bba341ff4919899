/**
 * The mentoring pages as a member uses them (docs/mentoring.md): the dashboard's 'Available Mentoring Series'
 * carousel with the spec's constants (2 columns on desktop, 1 on a phone, a move every 6000 ms, no loop); 'Send a
 * Mentor Request' for an existing contact and for one added on the way; the relationship under the right heading
 * with the right role line; its milestones: a ticked task and a note kept exactly as typed after a reload. The
 * contacts the tests make carry a token unique to the run and are deleted afterwards (their relationships, ticks and
 * notes go with them).
 */
import fs from 'fs';
import path from 'path';
import { test, expect, type Page } from '@playwright/test';
import {
	SCREENSHOT_DIR,
	addContactByForm,
	at,
	deleteContacts,
	islandProps,
	loginAs,
	restCall,
	screenshot,
	memberPage,
} from './helpers';

const MENTORING = '/mentoring/';

interface Props {
	wordpressId: number;
	nonce: string;
	links: { contactDetailMentoring: string };
}

interface Series {
	id: number;
	name: string;
	status: 'active' | 'archived';
	who: string;
	milestones: Array< { id: number; name: string; tasks: unknown[] } >;
}

const stamp = Date.now().toString( 36 );
const mentee = {
	firstName: 'Noor',
	lastName: `Mentee${ stamp }`,
	emailOne: `noor.${ stamp }@example.com`,
};
const menteeName = `${ mentee.firstName } ${ mentee.lastName }`;
const added = { firstName: 'Ravi', lastName: `Added${ stamp }` };
const addedName = `${ added.firstName } ${ added.lastName }`;
const NOTE = `Budget <100k and >50k ${ stamp }`;

const made: number[] = [];

/**
 * The series the member is offered, read as the page reads them.
 *
 * @param page The page, on /mentoring/.
 */
async function offeredSeries( page: Page ): Promise< Series[] > {
	const props = await islandProps< Props >( page, 'mentoring' );
	const all = await restCall< Series[] >(
		page,
		props.nonce,
		'GET',
		`prism/v1/mentoring-series/${ props.wordpressId }`
	);
	return all.filter( ( s ) => s.status === 'active' );
}

/**
 * A full-page screenshot from the top, once dialogs have faded in.
 *
 * @param page The page.
 * @param name File name.
 */
async function shot( page: Page, name: string ): Promise< void > {
	await page.evaluate( () => window.scrollTo( 0, 0 ) );
	await page.waitForFunction( () =>
		Array.from( document.querySelectorAll( '.MuiDialog-container' ) ).every(
			( element ) => getComputedStyle( element ).opacity === '1'
		)
	);
	await screenshot( page, name );
}

/**
 * A screenshot of what the window shows, once an open dialog has faded in (a full-page one would show the page
 * beyond the dialog's backdrop).
 *
 * @param page The page.
 * @param name File name.
 */
async function dialogShot( page: Page, name: string ): Promise< void > {
	await page.waitForFunction( () =>
		Array.from( document.querySelectorAll( '.MuiDialog-container' ) ).every(
			( element ) => getComputedStyle( element ).opacity === '1'
		)
	);
	// The focused field's label has moved up.
	await page.waitForTimeout( 300 );
	fs.mkdirSync( SCREENSHOT_DIR, { recursive: true } );
	await page.screenshot( {
		path: path.join( SCREENSHOT_DIR, `${ name }.png` ),
	} );
}

async function noSidewaysScroll( page: Page ): Promise< void > {
	const widths = await page.evaluate(
		() =>
			[ document.documentElement.scrollWidth, window.innerWidth ] as const
	);
	expect( widths[ 0 ] ).toBeLessThanOrEqual( widths[ 1 ] );
}

/**
 * The page was scrolled (once its lists had loaded) so that the list of the address's anchor is in view.
 *
 * @param page   The page.
 * @param anchor The list's id.
 */
async function expectScrolledTo( page: Page, anchor: string ): Promise< void > {
	await expect
		.poll( () =>
			page.evaluate( ( id ) => {
				const top =
					document.getElementById( id )?.getBoundingClientRect()
						.top ?? -1;
				// Its heading in view (a list at the page's end may stay lower).
				return (
					window.scrollY > 0 && top >= 0 && top + 80 <= innerHeight
				);
			}, anchor )
		)
		.toBe( true );
}

function carousel( page: Page ) {
	return page.getByTestId( 'series-carousel' );
}

test.describe.serial( 'mentoring', () => {
	test.beforeAll( async ( { browser } ) => {
		const page = await memberPage( browser );
		made.push( await addContactByForm( page, mentee ) );
		await page.close();
	} );

	test.afterAll( async ( { browser } ) => {
		const page = await memberPage( browser );
		const props = await ( async () => {
			await page.goto( '/prism/' );
			return islandProps< Props >( page );
		} )();
		const found = await restCall< Array< { id: number } > >(
			page,
			props.nonce,
			'GET',
			`prism/v1/contact-list/${ props.wordpressId }?q=${ stamp }&per_page=100`
		);
		const ids = [
			...new Set( [ ...made, ...found.map( ( c ) => c.id ) ] ),
		];
		if ( ids.length ) {
			await deleteContacts( page, ids );
		}
		await page.close();
	} );

	test( 'the carousel shows the shipped series: 2 at 1280 px, 1 at 390 px', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 1280, height: 900 } );
		await loginAs( page, 'alex' );
		await page.goto( MENTORING );
		await expect(
			page.getByRole( 'heading', { name: 'Available Mentoring Series' } )
		).toBeVisible();
		const series = await offeredSeries( page );
		// PRISM ships two series (docs/mentoring.md).
		expect( series.map( ( s ) => s.name ) ).toEqual(
			expect.arrayContaining( [
				'Finding a Mentor',
				'Your First Year as a Mentor',
			] )
		);
		const slides = carousel( page ).getByTestId( 'series-slide' );
		await expect( slides ).toHaveCount( series.length );
		for ( const [ i, item ] of series.entries() ) {
			const slide = slides.nth( i );
			await expect( slide.getByTestId( 'series-name' ) ).toHaveText(
				item.name
			);
			const counts = slide.getByTestId( 'milestone-tasks' );
			await expect( counts ).toHaveText(
				item.milestones.map(
					( m ) =>
						`${ m.tasks.length } task${
							m.tasks.length === 1 ? '' : 's'
						} to complete`
				)
			);
			await expect(
				slide.getByRole( 'heading', { name: 'Milestones' } )
			).toBeAttached();
			await expect(
				slide.getByRole( 'heading', {
					name: 'Who is this series for?',
				} )
			).toBeAttached();
			await expect( slide.getByTestId( 'series-who' ) ).toHaveText(
				item.who
			);
		}

		// Desktop: two series side by side, both in view.
		await expect( carousel( page ) ).toHaveAttribute( 'data-columns', '2' );
		const inView = slides.and( page.locator( '[data-in-view="true"]' ) );
		await expect( inView ).toHaveCount( Math.min( 2, series.length ) );
		const [ a, b ] = [
			await slides.nth( 0 ).boundingBox(),
			await slides.nth( 1 ).boundingBox(),
		];
		expect( a && b ).toBeTruthy();
		expect( Math.abs( ( a?.y ?? 0 ) - ( b?.y ?? 1 ) ) ).toBeLessThan( 2 );
		expect( ( b?.x ?? 0 ) + ( b?.width ?? 0 ) ).toBeLessThanOrEqual( 1280 );
		await shot( page, 'mentoring-1280' );

		// Phone: one series at a time; the next one waits outside the view and cannot be reached by Tab.
		await page.setViewportSize( { width: 390, height: 844 } );
		await page.goto( MENTORING );
		await expect( carousel( page ) ).toHaveAttribute( 'data-columns', '1' );
		await expect( inView ).toHaveCount( 1 );
		// The list clips the track: the first series fills it, the second starts where it ends.
		const view = await carousel( page )
			.locator( '.slick-list' )
			.boundingBox();
		const first = await slides.nth( 0 ).boundingBox();
		const second = await slides.nth( 1 ).boundingBox();
		const viewEnd = ( view?.x ?? 0 ) + ( view?.width ?? 0 );
		expect( viewEnd ).toBeLessThanOrEqual( 390 );
		expect(
			Math.abs( ( first?.x ?? -9 ) - ( view?.x ?? 0 ) )
		).toBeLessThan( 1 );
		expect(
			Math.abs( ( first?.x ?? 0 ) + ( first?.width ?? 0 ) - viewEnd )
		).toBeLessThan( 1 );
		expect( second?.x ?? 0 ).toBeGreaterThanOrEqual( viewEnd - 1 );
		await expect( slides.nth( 1 ) ).toHaveAttribute( 'inert', '' );
		await noSidewaysScroll( page );
		await shot( page, 'mentoring-390' );
	} );

	test( 'the carousel moves after 6000 ms and does not loop', async ( {
		page,
	} ) => {
		// One column, so the two shipped series make a carousel that can move once.
		await page.setViewportSize( { width: 390, height: 844 } );
		await loginAs( page, 'alex' );
		await page.goto( MENTORING );
		await expect( carousel( page ) ).toHaveAttribute( 'data-current', '0' );
		await expect( carousel( page ) ).toHaveAttribute(
			'data-rotating',
			'true'
		);
		// The mouse stays away from the carousel (hovering pauses it).
		const started = Date.now();
		await page.waitForTimeout( 5000 - ( Date.now() - started ) );
		await expect( carousel( page ) ).toHaveAttribute( 'data-current', '0', {
			timeout: 100,
		} );
		await page.waitForTimeout( 9000 - ( Date.now() - started ) );
		await expect( carousel( page ) ).toHaveAttribute( 'data-current', '1', {
			timeout: 100,
		} );
		const slides = carousel( page ).getByTestId( 'series-slide' );
		const moved = await slides.nth( 0 ).boundingBox();
		expect( moved?.x ?? 0 ).toBeLessThan( 0 );
		// The last series stays: no loop back to the first, 6 and more seconds later.
		await page.waitForTimeout( 16000 - ( Date.now() - started ) );
		await expect( carousel( page ) ).toHaveAttribute( 'data-current', '1', {
			timeout: 100,
		} );
		await expect( carousel( page ) ).toHaveAttribute(
			'data-rotating',
			'false'
		);
		await expect(
			page.getByRole( 'button', { name: 'Next series' } )
		).toBeDisabled();
		await page.getByRole( 'button', { name: 'Previous series' } ).click();
		await expect( carousel( page ) ).toHaveAttribute( 'data-current', '0' );
	} );

	test( 'a member who asks for reduced motion: no rotation, a Play button', async ( {
		page,
	} ) => {
		await page.emulateMedia( { reducedMotion: 'reduce' } );
		await page.setViewportSize( { width: 390, height: 844 } );
		await loginAs( page, 'alex' );
		await page.goto( MENTORING );
		await expect( carousel( page ) ).toHaveAttribute(
			'data-rotating',
			'false'
		);
		await expect(
			page.getByRole( 'button', { name: 'Play the carousel' } )
		).toBeVisible();
	} );

	test( 'send a mentor request, tick a task, add a note, reload: kept', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 1280, height: 900 } );
		await loginAs( page, 'alex' );
		await page.goto( MENTORING );
		const series = await offeredSeries( page );
		const chosen = series.find(
			( s ) => s.name === 'Your First Year as a Mentor'
		) as Series;
		const total = chosen.milestones.reduce(
			( sum, m ) => sum + m.tasks.length,
			0
		);

		await page.getByTestId( 'mentor-request-open' ).click();
		const dialog = page.getByRole( 'dialog', {
			name: 'Send a Mentor Request',
		} );
		await expect( dialog ).toBeVisible();
		await expect(
			dialog.getByTestId( 'mentor-request-contact' )
		).toBeFocused();
		// Create without choosing says what is missing.
		await dialog.getByRole( 'button', { name: 'Create' } ).click();
		await expect( dialog ).toContainText(
			'Choose a contact, or add a new one.'
		);
		await expect( dialog ).toContainText( 'Choose who mentors whom.' );
		// Search as you type, over the member's contacts.
		await dialog
			.getByTestId( 'mentor-request-contact' )
			.pressSequentially( mentee.lastName );
		await page
			.getByRole( 'option', { name: new RegExp( menteeName ) } )
			.click();
		await dialog.getByRole( 'radio', { name: chosen.name } ).check();
		await dialog
			.getByRole( 'radio', { name: 'I will mentor them' } )
			.check();
		await dialogShot( page, 'mentoring-request-1280' );
		await dialog.getByRole( 'button', { name: 'Create' } ).click();

		// The success step: a pre-written email to the contact's first address, the text to copy, the milestones.
		const done = page.getByRole( 'dialog', {
			name: 'Mentoring relationship created',
		} );
		await expect( done ).toContainText(
			`${ menteeName } is now listed under Your Mentees, in “${ chosen.name }”.`
		);
		const email = done.getByRole( 'link', {
			name: `Email ${ menteeName }`,
		} );
		const href = ( await email.getAttribute( 'href' ) ) ?? '';
		expect(
			href.startsWith( `mailto:${ mentee.emailOne }?subject=` )
		).toBe( true );
		const mail = new URL( href );
		expect( mail.searchParams.get( 'subject' ) ).toBe(
			'Shall we start mentoring?'
		);
		expect( mail.searchParams.get( 'body' ) ).toContain(
			`Hi ${ mentee.firstName },`
		);
		expect( mail.searchParams.get( 'body' ) ).toContain(
			`“${ chosen.name }”`
		);
		await expect(
			done.getByRole( 'button', { name: 'Copy the text' } )
		).toBeVisible();
		await dialogShot( page, 'mentoring-request-done-1280' );
		await done.getByRole( 'button', { name: 'Done' } ).click();
		await expect( done ).toBeHidden();

		// Listed under Your Mentees (#mentor-series) with the series by name and the member's role.
		const mentees = page.locator( '#mentor-series' );
		await expect(
			mentees.getByRole( 'heading', { name: 'Your Mentees' } )
		).toBeVisible();
		const entry = mentees
			.getByTestId( 'mentorship-entry' )
			.filter( { hasText: menteeName } );
		await expect( entry ).toHaveCount( 1 );
		await expect( entry.getByTestId( 'entry-series' ) ).toHaveText(
			chosen.name
		);
		await expect( entry.getByTestId( 'entry-role' ) ).toHaveText(
			'Your Role: Mentor'
		);
		await expect( entry.getByTestId( 'entry-progress' ) ).toHaveText(
			`0 of ${ total } tasks done`
		);
		await expect(
			page
				.locator( '#mentor-relationships' )
				.getByTestId( 'mentorship-entry' )
				.filter( { hasText: menteeName } )
		).toHaveCount( 0 );

		// Details: /contact-detail-mentoring/{name without spaces}/{id}/.
		const details = entry.getByRole( 'link', { name: /^Details/ } );
		const detailsHref = ( await details.getAttribute( 'href' ) ) ?? '';
		expect( new URL( detailsHref, page.url() ).pathname ).toBe(
			`/contact-detail-mentoring/${ mentee.firstName }${ mentee.lastName }/${ made[ 0 ] }/`
		);
		await details.click();
		await expect( page.getByTestId( 'contact-name' ) ).toHaveText(
			menteeName
		);
		await expect( page.getByTestId( 'mentorship-series' ) ).toHaveText(
			chosen.name
		);
		await expect( page.getByTestId( 'mentorship-role' ) ).toHaveText(
			'Your Role: Mentor'
		);
		const tabs = page.getByRole( 'tab' );
		await expect( tabs ).toHaveCount( chosen.milestones.length );
		const firstTasks = at( chosen.milestones, 0 ).tasks.length;
		await expect( tabs.first() ).toHaveAttribute( 'aria-selected', 'true' );
		await expect( tabs.first() ).toContainText( `0/${ firstTasks }` );

		// Tick the first task: saved at once, progress per milestone.
		const task = page.getByTestId( 'mentoring-task' ).first();
		const taskName = (
			await task.getByTestId( 'task-name' ).innerText()
		).trim();
		const box = page.getByRole( 'checkbox', { name: taskName } );
		const saved = page.waitForResponse(
			( r ) =>
				r.url().includes( 'toggle-mentoring-task' ) &&
				r.request().method() === 'POST'
		);
		await box.check();
		expect( ( await saved ).ok() ).toBe( true );
		await expect( tabs.first() ).toContainText( `1/${ firstTasks }` );
		await expect( page.getByTestId( 'milestone-progress' ) ).toHaveText(
			`1 of ${ firstTasks } tasks done`
		);

		// A note on it, exactly as typed; an empty note cannot be saved.
		await task.getByTestId( 'task-add-note' ).click();
		const noteDialog = page.getByRole( 'dialog', { name: 'Add Note' } );
		await expect( noteDialog ).toBeVisible();
		await expect(
			noteDialog.getByRole( 'button', { name: 'Save Note' } )
		).toBeDisabled();
		await noteDialog.getByTestId( 'note-input' ).fill( NOTE );
		await noteDialog.getByRole( 'button', { name: 'Save Note' } ).click();
		await expect( noteDialog ).toBeHidden();
		await expect( task.getByTestId( 'task-note-text' ) ).toHaveText( NOTE );
		await shot( page, 'mentoring-detail-1280' );

		// Another milestone's tab by keyboard.
		await tabs.first().focus();
		await page.keyboard.press( 'ArrowRight' );
		await expect( tabs.nth( 1 ) ).toBeFocused();
		await page.keyboard.press( 'Enter' );
		await expect( tabs.nth( 1 ) ).toHaveAttribute(
			'aria-selected',
			'true'
		);
		await tabs.first().click();

		// Reload: the tick and the note are kept.
		await page.reload();
		await expect( box ).toBeChecked();
		await expect( tabs.first() ).toContainText( `1/${ firstTasks }` );
		await expect( page.getByTestId( 'mentorship-progress' ) ).toHaveText(
			`1 of ${ total } tasks done`
		);
		await task.getByTestId( 'task-view-notes' ).click();
		await expect( task.getByTestId( 'task-note-text' ) ).toHaveText( NOTE );

		// Edit the note, then delete it behind the spec's question.
		await task.getByTestId( 'task-note-edit' ).click();
		const editDialog = page.getByRole( 'dialog', { name: 'Edit Note' } );
		await editDialog
			.getByTestId( 'note-input' )
			.fill( `${ NOTE } (edited)` );
		await editDialog.getByRole( 'button', { name: 'Save Note' } ).click();
		await expect( task.getByTestId( 'task-note-text' ) ).toHaveText(
			`${ NOTE } (edited)`
		);

		// At 390 px the page works without sideways scrolling.
		await page.setViewportSize( { width: 390, height: 844 } );
		await noSidewaysScroll( page );
		await shot( page, 'mentoring-detail-390' );

		await task.getByTestId( 'task-note-delete' ).click();
		const confirm = page.getByRole( 'alertdialog', {
			name: 'Delete note',
		} );
		await expect( confirm ).toContainText(
			'Are you sure you want to delete this note?'
		);
		await confirm.getByRole( 'button', { name: 'Delete' } ).click();
		await expect( task.getByTestId( 'task-note' ) ).toHaveCount( 0 );

		// Back on the dashboard through the anchor: the list is scrolled to, with the progress.
		await page.setViewportSize( { width: 1280, height: 900 } );
		await page.goto( `${ MENTORING }#mentor-series` );
		await expect( entry.getByTestId( 'entry-progress' ) ).toHaveText(
			`1 of ${ total } tasks done`
		);
		await expectScrolledTo( page, 'mentor-series' );
		await page.setViewportSize( { width: 390, height: 844 } );
		await page.goto( `${ MENTORING }#mentor-relationships` );
		// A new load of the page (going to another anchor of the same page only scrolls).
		await page.reload();
		await expectScrolledTo( page, 'mentor-relationships' );
		await noSidewaysScroll( page );

		// The request dialog at 390 px.
		await page.getByTestId( 'mentor-request-open' ).click();
		await expect(
			page.getByRole( 'dialog', { name: 'Send a Mentor Request' } )
		).toBeVisible();
		await dialogShot( page, 'mentoring-request-390' );
	} );

	test( 'several relationships: the chooser, and End this mentoring', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 1280, height: 900 } );
		await loginAs( page, 'alex' );
		await page.goto( MENTORING );
		const props = await islandProps< Props >( page, 'mentoring' );
		const series = await offeredSeries( page );
		const finding = series.find(
			( s ) => s.name === 'Finding a Mentor'
		) as Series;
		// The mentee of the test above becomes the member's mentor too, in another series.
		const list = await restCall<
			Array< { id: number; contactId: number; seriesId: number } >
		>( page, props.nonce, 'POST', 'prism/v1/create-mentorship', {
			wordpressId: props.wordpressId,
			contactId: made[ 0 ],
			seriesId: finding.id,
			role: 'mentor',
		} );
		const second = list.find(
			( m ) => m.contactId === made[ 0 ] && m.seriesId === finding.id
		);
		await page.goto(
			`/prism/contact-detail-mentoring/${ made[ 0 ] }?contactId=${ made[ 0 ] }`
		);
		// The newest first, and a chooser naming each by series and role.
		await expect( page.getByTestId( 'mentorship-series' ) ).toHaveText(
			finding.name
		);
		await expect( page.getByTestId( 'mentorship-role' ) ).toHaveText(
			'Your Role: Mentee'
		);
		const chooser = page.getByRole( 'combobox', {
			name: 'Mentoring relationship',
		} );
		await chooser.click();
		const options = page.getByRole( 'option' );
		await expect( options ).toHaveText( [
			`${ finding.name } — Your Role: Mentee`,
			'Your First Year as a Mentor — Your Role: Mentor',
		] );
		await options.nth( 1 ).click();
		await expect( page.getByTestId( 'mentorship-series' ) ).toHaveText(
			'Your First Year as a Mentor'
		);
		const firstOne = list.find(
			( m ) => m.contactId === made[ 0 ] && m.seriesId !== finding.id
		);
		expect( firstOne && second ).toBeTruthy();
		// The relationship shown is kept in the address.
		expect(
			Number( new URL( page.url() ).searchParams.get( 'mentorship' ) )
		).toBe( firstOne?.id );
		// Ticks belong to each relationship: the first one's tick is here, none in the new one.
		await expect( page.getByTestId( 'mentorship-progress' ) ).toContainText(
			'1 of'
		);

		// End the new one, behind a confirmation: the other stays, the chooser goes.
		await chooser.click();
		await page.getByRole( 'option' ).first().click();
		await expect( page.getByTestId( 'mentorship-progress' ) ).toContainText(
			'0 of'
		);
		await page.getByTestId( 'mentorship-end' ).click();
		const confirm = page.getByRole( 'alertdialog', {
			name: 'End this mentoring',
		} );
		await expect( confirm ).toContainText(
			'Are you sure you want to end this mentoring relationship?'
		);
		await confirm
			.getByRole( 'button', { name: 'End this mentoring' } )
			.click();
		await expect( confirm ).toBeHidden();
		await expect( page.getByTestId( 'mentorship-series' ) ).toHaveText(
			'Your First Year as a Mentor'
		);
		await expect( chooser ).toHaveCount( 0 );
		await page.goto( MENTORING );
		await expect(
			page
				.locator( '#mentor-relationships' )
				.getByTestId( 'mentorship-entry' )
				.filter( { hasText: menteeName } )
		).toHaveCount( 0 );
	} );

	test( 'failures: a list that does not load, a tick that is not saved', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 1280, height: 900 } );
		await loginAs( page, 'alex' );
		let failing = true;
		await page.route( '**/wp-json/prism/v1/mentorships/**', ( route ) =>
			failing
				? route.fulfill( {
						status: 500,
						contentType: 'application/json',
						body: JSON.stringify( {
							code: 'boom',
							message: 'The server is busy.',
							data: { status: 500 },
						} ),
					} )
				: route.continue()
		);
		await page.goto( MENTORING );
		const alert = page
			.getByRole( 'alert' )
			.filter( { hasText: 'The server is busy.' } );
		await expect( alert ).toBeVisible();
		failing = false;
		await alert.getByRole( 'button', { name: 'Retry' } ).click();
		await expect( alert ).toHaveCount( 0 );
		await expect(
			page
				.locator( '#mentor-series' )
				.getByTestId( 'mentorship-entry' )
				.filter( { hasText: menteeName } )
		).toHaveCount( 1 );

		// A tick the server refuses is undone, and the member is told. The refusal waits until the tick has shown
		// (it shows at once, before the server answers).
		let answer = () => {};
		const shown = new Promise< void >( ( resolve ) => {
			answer = resolve;
		} );
		await page.route(
			'**/wp-json/prism/v1/toggle-mentoring-task**',
			async ( route ) => {
				await shown;
				await route.fulfill( {
					status: 500,
					contentType: 'application/json',
					body: JSON.stringify( {
						code: 'boom',
						message: 'The server is busy.',
						data: { status: 500 },
					} ),
				} );
			}
		);
		await page.goto(
			`/prism/contact-detail-mentoring/${ made[ 0 ] }?contactId=${ made[ 0 ] }`
		);
		const task = page.getByTestId( 'mentoring-task' ).nth( 1 );
		const name = (
			await task.getByTestId( 'task-name' ).innerText()
		).trim();
		const box = page.getByRole( 'checkbox', { name } );
		await expect( box ).not.toBeChecked();
		await box.click();
		await expect( box ).toBeChecked();
		answer();
		await expect(
			page.getByText(
				`“${ name }” could not be saved. The server is busy.`
			)
		).toBeVisible();
		await expect( box ).not.toBeChecked();
	} );

	test( 'add a new contact from the request and come back with it', async ( {
		page,
	} ) => {
		// On a phone: the Add Contact form is full screen there.
		await page.setViewportSize( { width: 390, height: 844 } );
		await loginAs( page, 'alex' );
		await page.goto( MENTORING );
		await page.getByTestId( 'mentor-request-open' ).click();
		const dialog = page.getByRole( 'dialog', {
			name: 'Send a Mentor Request',
		} );
		await dialog.getByRole( 'radio', { name: 'Finding a Mentor' } ).check();
		await dialog
			.getByRole( 'radio', { name: 'They will mentor me' } )
			.check();
		await dialog
			.getByRole( 'button', { name: 'Add a new contact' } )
			.click();
		const form = page.getByRole( 'dialog', { name: 'Add Contact' } );
		await expect( form ).toBeVisible();
		await form.getByLabel( 'First name' ).fill( added.firstName );
		await form.getByLabel( 'Last name' ).fill( added.lastName );
		await form.getByRole( 'button', { name: 'Save Contact' } ).click();

		// The form post comes back to the mentoring page, with the request open, the new contact and the choices.
		const back = page.getByRole( 'dialog', {
			name: 'Send a Mentor Request',
		} );
		await expect( back ).toBeVisible();
		await expect( back.getByTestId( 'mentor-request-notice' ) ).toHaveText(
			`Contact added: ${ addedName }.`
		);
		await expect( page.getByTestId( 'flash' ) ).toHaveCount( 0 );
		await expect(
			back.getByTestId( 'mentor-request-contact' )
		).toHaveValue( addedName );
		await expect(
			back.getByRole( 'radio', { name: 'Finding a Mentor' } )
		).toBeChecked();
		await expect(
			back.getByRole( 'radio', { name: 'They will mentor me' } )
		).toBeChecked();
		expect( new URL( page.url() ).search ).toBe( '' );
		await back.getByRole( 'button', { name: 'Create' } ).click();
		const done = page.getByRole( 'dialog', {
			name: 'Mentoring relationship created',
		} );
		// No email address: no Email button, the text to copy instead.
		await expect( done ).toContainText( 'has no email address in PRISM' );
		await dialogShot( page, 'mentoring-request-done-390' );
		await expect(
			done.getByRole( 'link', { name: /^Email/ } )
		).toHaveCount( 0 );
		await done.getByRole( 'button', { name: 'Done' } ).click();
		const entry = page
			.locator( '#mentor-relationships' )
			.getByTestId( 'mentorship-entry' )
			.filter( { hasText: addedName } );
		await expect( entry.getByTestId( 'entry-role' ) ).toHaveText(
			'Your Role: Mentee'
		);
	} );

	test( 'a contact without mentoring, and one that is not there', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 1280, height: 900 } );
		await loginAs( page, 'alex' );
		const id = await addContactByForm( page, {
			firstName: 'Ines',
			lastName: `Empty${ stamp }`,
		} );
		made.push( id );
		await page.goto(
			`/prism/contact-detail-mentoring/${ id }?contactId=${ id }`
		);
		await expect( page.getByTestId( 'mentoring-empty' ) ).toContainText(
			`No mentoring with Ines Empty${ stamp } yet`
		);
		await page
			.getByTestId( 'mentoring-empty' )
			.getByRole( 'button', { name: 'Send a Mentor Request' } )
			.click();
		const dialog = page.getByRole( 'dialog', {
			name: 'Send a Mentor Request',
		} );
		await expect( dialog ).toContainText( `Ines Empty${ stamp }` );
		await expect(
			dialog.getByTestId( 'mentor-request-contact' )
		).toHaveCount( 0 );
		await page.keyboard.press( 'Escape' );

		await page.goto(
			'/prism/contact-detail-mentoring/999999999?contactId=999999999'
		);
		await expect( page.getByTestId( 'contact-not-found' ) ).toContainText(
			"We couldn't find that contact"
		);
	} );
} );

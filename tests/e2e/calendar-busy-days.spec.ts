/**
 * Busy days in the calendar's month view (issue 25.5): at the spec's height (500 px) a day cell holds only a few
 * items, so a busy day shows what fits and "+N more". Every item of such a day must stay reachable: "+N more" whole
 * and on top inside its day cell (not clipped by the week's row, not covered), and it opens the day's list, where
 * each item opens its dialog, by mouse and by keyboard, at 1280 and 390 px.
 *
 * The test seeds, through the REST API, a week with days of 4, 8 and 20 items (events and follow-ups) in a month the
 * grid draws in six weeks (the least room a day gets) and days of 2, 3, 4 and 8 items in a five-week month, and
 * deletes them afterwards. Screenshots name the site's theme, so a run on a classic theme keeps its own.
 */
import path from 'path';
import { test, expect, type Locator, type Page } from '@playwright/test';
import { SCREENSHOT_DIR, islandProps, loginAs, restCall } from './helpers';

interface Props {
	wordpressId: number;
	nonce: string;
	today: string;
}

interface Seeded {
	kind: 'event' | 'followup';
	id: number;
	title: string;
	day: string;
}

/** A month of the test, its busy days and how many items each gets. */
interface BusyMonth {
	/** First day of the month, YYYY-MM-01. */
	first: string;
	/** Week rows the month view draws (weeks start on Sunday on the en_US test site). */
	weeks: number;
	days: Array< { day: string; count: number } >;
}

const stamp = Date.now().toString( 36 );
const seeded: Seeded[] = [];
let props: Props;
let contactId = 0;
let months: BusyMonth[] = [];

const longDay = new Intl.DateTimeFormat( 'en-US', {
	weekday: 'long',
	day: 'numeric',
	month: 'long',
	year: 'numeric',
	timeZone: 'UTC',
} );
const monthTitle = new Intl.DateTimeFormat( 'en-US', {
	month: 'long',
	year: 'numeric',
	timeZone: 'UTC',
} );

/**
 * A day as the calendar names it: "Wednesday, January 13, 2027".
 *
 * @param day YYYY-MM-DD.
 */
function dayName( day: string ): string {
	return longDay.format( new Date( `${ day }T00:00:00Z` ) );
}

function isoDay( year: number, month: number, date: number ): string {
	return new Date( Date.UTC( year, month, date ) )
		.toISOString()
		.slice( 0, 10 );
}

/**
 * Week rows of a month whose weeks start on Sunday.
 *
 * @param year  Year.
 * @param month Month, 0-11.
 */
function weekRows( year: number, month: number ): number {
	const lead = new Date( Date.UTC( year, month, 1 ) ).getUTCDay();
	const length = new Date( Date.UTC( year, month + 1, 0 ) ).getUTCDate();
	return Math.ceil( ( lead + length ) / 7 );
}

/**
 * The first month after today's with the given number of week rows, with busy days from the Monday of its second
 * whole week on (so they share a week).
 *
 * @param today  YYYY-MM-DD.
 * @param weeks  Week rows wanted.
 * @param counts Items of each busy day.
 */
function busyMonth(
	today: string,
	weeks: number,
	counts: number[]
): BusyMonth {
	const [ year = NaN, month = NaN ] = today.split( '-' ).map( Number );
	for ( let ahead = 1; ahead <= 36; ahead++ ) {
		const at = new Date( Date.UTC( year, month - 1 + ahead, 1 ) );
		const [ y, m ] = [ at.getUTCFullYear(), at.getUTCMonth() ];
		if ( weekRows( y, m ) !== weeks ) {
			continue;
		}
		const firstSunday = 1 + ( ( 7 - at.getUTCDay() ) % 7 );
		return {
			first: isoDay( y, m, 1 ),
			weeks,
			days: counts.map( ( count, i ) => ( {
				day: isoDay( y, m, firstSunday + 8 + i ),
				count,
			} ) ),
		};
	}
	throw new Error( `no month of ${ weeks } weeks in three years` );
}

/**
 * The month's first seeded day.
 *
 * @param month The month.
 */
function firstDay( month: BusyMonth ): BusyMonth[ 'days' ][ number ] {
	const [ first ] = month.days;
	if ( ! first ) {
		throw new Error( `no seeded day in the month of ${ month.first }` );
	}
	return first;
}

/**
 * Opens the Notifications page in the month view, on the given month.
 *
 * @param page  The page.
 * @param month The month.
 */
async function openMonth( page: Page, month: BusyMonth ): Promise< void > {
	await page.goto( '/notifications/' );
	await expect( page.locator( '.rbc-calendar' ) ).toBeVisible();
	const views = page.getByRole( 'group', { name: 'Calendar view' } );
	await views.getByRole( 'button', { name: 'Month' } ).click();
	await expect( page.locator( '.rbc-month-view' ) ).toBeVisible();
	const [ ty = NaN, tm = NaN ] = props.today.split( '-' ).map( Number );
	const [ my = NaN, mm = NaN ] = month.first.split( '-' ).map( Number );
	for ( let i = 0; i < ( my - ty ) * 12 + mm - tm; i++ ) {
		await page.getByRole( 'button', { name: 'Next', exact: true } ).click();
	}
	const region = page.getByRole( 'region', {
		name: 'Calendar',
		exact: true,
	} );
	await expect( region.getByRole( 'heading', { level: 2 } ) ).toHaveText(
		monthTitle.format( new Date( `${ month.first }T00:00:00Z` ) )
	);
	await expect( page.locator( '.rbc-month-row' ) ).toHaveCount( month.weeks );
	await expect( region ).not.toHaveAttribute( 'aria-busy', 'true' );
	// The seeded items have arrived: the busiest day folds.
	await expect( moreOf( page, firstDay( month ).day ) ).toHaveCount( 1 );
}

/**
 * A day's "+N more" in the month view.
 *
 * @param page The page.
 * @param day  YYYY-MM-DD.
 */
function moreOf( page: Page, day: string ): Locator {
	return page
		.getByRole( 'group', { name: 'Month view' } )
		.getByRole( 'button', {
			name: new RegExp( `^\\+\\d+ more on ${ dayName( day ) }$` ),
		} );
}

/**
 * What a day's cell shows: its controls (items and "+N more"), each with whether it lies wholly inside the cell and
 * is the element found at its centre (so nothing clips or covers it).
 *
 * @param page The page.
 * @param day  YYYY-MM-DD.
 */
function cellOf( page: Page, day: string ) {
	return page.locator( '.rbc-month-view' ).evaluate( ( view, name ) => {
		const number = view.querySelector(
			`.rbc-date-cell [aria-label="${ name }"]`
		);
		const week = number?.closest( '.rbc-month-row' );
		if ( ! number || ! week ) {
			throw new Error( `no day ${ name } in the month view` );
		}
		// elementFromPoint sees only what is on the screen (a classic theme's header pushes the month down).
		week.scrollIntoView( { block: 'center' } );
		const dateCell = number.closest( '.rbc-date-cell' ) as Element;
		const column = Array.from(
			dateCell.parentElement?.children ?? []
		).indexOf( dateCell );
		const cell = week
			.querySelectorAll( '.rbc-day-bg' )
			[ column ]?.getBoundingClientRect();
		if ( ! cell ) {
			throw new Error( `no day ${ name } in the month view's cells` );
		}
		const inCell = ( box: DOMRect ) =>
			box.left >= cell.left - 0.5 &&
			box.right <= cell.right + 0.5 &&
			box.top >= cell.top - 0.5 &&
			box.bottom <= cell.bottom + 0.5;
		const controls = Array.from(
			week.querySelectorAll( '.rbc-row-segment button' )
		)
			.filter( ( button ) => {
				const box = button.getBoundingClientRect();
				const middle = box.left + box.width / 2;
				return middle > cell.left && middle < cell.right;
			} )
			.map( ( button ) => {
				const box = button.getBoundingClientRect();
				const hit = button.ownerDocument.elementFromPoint(
					box.left + box.width / 2,
					box.top + box.height / 2
				);
				return {
					name:
						button.getAttribute( 'aria-label' ) ??
						button.textContent ??
						'',
					more: button.classList.contains( 'rbc-show-more' ),
					text: button.textContent ?? '',
					inside: inCell( box ),
					onTop: Boolean( hit && button.contains( hit ) ),
					height: box.height,
				};
			} );
		return { controls, cellHeight: cell.height };
	}, dayName( day ) );
}

/**
 * Checks a day's cell: every control in it whole, on top and at least 24 px tall; the items it shows and the count
 * in its "+N more" (when it folds) add up to the day's items.
 *
 * @param page  The page.
 * @param day   YYYY-MM-DD.
 * @param total The day's items.
 * @return The count in "+N more", 0 when the day does not fold.
 */
async function checkCell(
	page: Page,
	day: string,
	total: number
): Promise< number > {
	// Whatever was open over the month (the list of the day before, fading out) has gone.
	await expect
		.poll( async () =>
			( await cellOf( page, day ) ).controls.every( ( c ) => c.onTop )
		)
		.toBe( true );
	const { controls } = await cellOf( page, day );
	for ( const control of controls ) {
		expect( control.inside, `${ control.name }: inside its day` ).toBe(
			true
		);
		expect( control.onTop, `${ control.name }: not covered` ).toBe( true );
		expect( control.height ).toBeGreaterThanOrEqual( 24 );
	}
	const more = controls.filter( ( c ) => c.more );
	expect( more.length ).toBeLessThanOrEqual( 1 );
	const [ moreControl ] = more;
	const hidden = moreControl
		? Number( /\d+/.exec( moreControl.text )?.[ 0 ] ?? 0 )
		: 0;
	const shown = controls.length - more.length;
	expect( shown + hidden, `items of ${ day }` ).toBe( total );
	if ( more.length ) {
		// "+1 more" would take the room of the one item it stands for.
		expect( hidden ).toBeGreaterThanOrEqual( 2 );
	}
	return hidden;
}

/**
 * The list a day's "+N more" opens.
 *
 * @param page The page.
 * @param day  YYYY-MM-DD.
 */
function dayList( page: Page, day: string ): Locator {
	return page.getByRole( 'dialog', { name: dayName( day ) } );
}

/**
 * An item's button in a day's list.
 *
 * @param list  The day's list.
 * @param title The item's title.
 */
function listItem( list: Locator, title: string ): Locator {
	return list.getByRole( 'button', { name: new RegExp( `${ title } ` ) } );
}

/**
 * Saves what the viewport shows (the day's list is placed in it) or one element, as
 * artifacts/screenshots/<name>.png.
 *
 * @param target The page, or an element.
 * @param name   File name without extension.
 */
async function shoot( target: Page | Locator, name: string ): Promise< void > {
	await target.screenshot( {
		path: path.join( SCREENSHOT_DIR, `${ name }.png` ),
	} );
}

/**
 * The site's theme, from the paths of its files (for the screenshots' names).
 *
 * @param page The page.
 */
async function themeOf( page: Page ): Promise< string > {
	const html = await page.content();
	return /\/themes\/([a-z0-9-]+)\//.exec( html )?.[ 1 ] ?? 'theme';
}

/**
 * Alex, logged in at 1280 px, and the six-week busy month beforeAll made.
 *
 * @param page The page.
 */
async function asAlexAtDesk( page: Page ): Promise< BusyMonth > {
	await page.setViewportSize( { width: 1280, height: 900 } );
	await loginAs( page, 'alex' );
	const [ month ] = months;
	if ( ! month ) {
		throw new Error( 'beforeAll made no busy month' );
	}
	return month;
}

test.describe.configure( { mode: 'serial' } );

test.beforeAll( async ( { browser } ) => {
	const page = await browser.newPage();
	await loginAs( page, 'alex' );
	await page.goto( '/notifications/' );
	props = await islandProps< Props >( page, 'notifications' );
	const [ contact ] = await restCall< Array< { id: number } > >(
		page,
		props.nonce,
		'GET',
		`prism/v1/contact-list/${ props.wordpressId }?per_page=1`
	);
	if ( ! contact ) {
		throw new Error( 'alex has no contact to file the follow-ups under' );
	}
	contactId = contact.id;
	months = [
		busyMonth( props.today, 6, [ 4, 8, 20 ] ),
		busyMonth( props.today, 5, [ 4, 8, 3, 2 ] ),
	];
	for ( const month of months ) {
		for ( const { day, count } of month.days ) {
			for ( let i = 1; i <= count; i++ ) {
				const kind = i % 2 ? 'event' : 'followup';
				const title = `Busy ${ stamp } ${ day } ${ kind } ${ i }`;
				const made = await restCall<
					Array< { id: number; title: string } >
				>(
					page,
					props.nonce,
					'POST',
					`prism/v1/create-${ kind }`,
					kind === 'event'
						? {
								contactId,
								wordpressId: props.wordpressId,
								title,
								type: 'Other',
								date: day,
								desc: '',
							}
						: {
								contactId,
								wordpressId: props.wordpressId,
								title,
								desc: '',
								date: day,
							}
				);
				const id = made.find( ( m ) => m.title === title )?.id ?? 0;
				expect( id ).toBeGreaterThan( 0 );
				seeded.push( { kind, id, title, day } );
			}
		}
	}
	await page.close();
} );

test.afterAll( async ( { browser } ) => {
	const page = await browser.newPage();
	await loginAs( page, 'alex' );
	await page.goto( '/notifications/' );
	const { nonce } = await islandProps< Props >( page, 'notifications' );
	for ( const item of seeded ) {
		await restCall( page, nonce, 'POST', `prism/v1/delete-${ item.kind }`, {
			id: item.id,
			contactId,
		} );
	}
	await page.close();
} );

for ( const width of [ 1280, 390 ] ) {
	test( `at ${ width } px every item of a busy day is reachable by mouse`, async ( {
		page,
	} ) => {
		await page.setViewportSize( { width, height: 900 } );
		await loginAs( page, 'alex' );
		let theme = '';
		for ( const month of months ) {
			await openMonth( page, month );
			theme ||= await themeOf( page );
			for ( const { day, count } of month.days ) {
				const titles = seeded
					.filter( ( s ) => s.day === day )
					.map( ( s ) => s.title );
				expect( titles ).toHaveLength( count );
				const hidden = await checkCell( page, day, count );
				if ( ! hidden ) {
					continue;
				}
				await moreOf( page, day ).click();
				const list = dayList( page, day );
				await expect( list ).toBeVisible();
				// Every item of the day, not only the folded ones.
				await expect(
					list.getByRole( 'button', { name: /^(?!Close)/ } )
				).toHaveCount( count );
				if ( count >= 8 ) {
					// Once it has grown in.
					await expect( list ).toHaveCSS( 'opacity', '1' );
					await shoot(
						page,
						`calendar-busy-day-list-${ count }-${ width }-${ theme }`
					);
				}
				for ( const title of titles ) {
					// A long list scrolls inside its box.
					const item = listItem( list, title );
					await item.scrollIntoViewIfNeeded();
					await expect( item ).toBeInViewport();
				}
				// Each opens its dialog (all of them on the smallest day; the last one elsewhere).
				for ( const title of count === 4
					? titles
					: titles.slice( -1 ) ) {
					await listItem( list, title ).click();
					const dialog = page.getByRole( 'dialog', {
						name: new RegExp( title ),
					} );
					await expect( dialog ).toBeVisible();
					await expect(
						dialog.getByRole( 'heading', { level: 2 } )
					).toContainText( title );
					// Its Close button (the × above says the same).
					await dialog
						.getByRole( 'button', { name: 'Close' } )
						.last()
						.click();
					await expect( dialog ).toBeHidden();
					await expect( list ).toBeVisible();
				}
				await list.getByRole( 'button', { name: 'Close' } ).click();
				await expect( list ).toBeHidden();
				await expect( moreOf( page, day ) ).toBeFocused();
			}
			// Once the last list has faded out.
			const first = firstDay( month );
			await checkCell( page, first.day, first.count );
			await shoot(
				page.getByRole( 'region', { name: 'Calendar', exact: true } ),
				`calendar-busy-month-${ month.weeks }-weeks-${ width }-${ theme }`
			);
		}
	} );
}

test( 'by keyboard: "+N more" opens the day, each item opens, Escape goes back', async ( {
	page,
} ) => {
	const month = await asAlexAtDesk( page );
	await openMonth( page, month );
	const { day, count } = firstDay( month );
	const titles = seeded
		.filter( ( s ) => s.day === day )
		.map( ( s ) => s.title );
	const more = moreOf( page, day );
	// From the toolbar's Next, by Tab alone.
	await page.getByRole( 'button', { name: 'Next', exact: true } ).focus();
	for ( let i = 0; i < 80; i++ ) {
		await page.keyboard.press( 'Tab' );
		if (
			await more.evaluate(
				( el ) => el === el.ownerDocument.activeElement
			)
		) {
			break;
		}
	}
	await expect( more ).toBeFocused();
	await page.keyboard.press( 'Enter' );
	const list = dayList( page, day );
	await expect( list ).toBeVisible();
	await expect
		.poll( () =>
			list.evaluate( ( el ) =>
				el.contains( el.ownerDocument.activeElement )
			)
		)
		.toBe( true );
	expect( titles ).toHaveLength( count );
	for ( const title of titles ) {
		const item = listItem( list, title );
		for ( let i = 0; i < 30; i++ ) {
			if (
				await item.evaluate(
					( el ) => el === el.ownerDocument.activeElement
				)
			) {
				break;
			}
			await page.keyboard.press( 'Tab' );
		}
		await expect( item ).toBeFocused();
		await page.keyboard.press( 'Enter' );
		const dialog = page.getByRole( 'dialog', {
			name: new RegExp( title ),
		} );
		await expect( dialog ).toBeVisible();
		if ( title === titles[ 1 ] ) {
			// A follow-up marked complete: the calendar reloads under the dialog and the list with it.
			const complete = dialog.getByRole( 'button', {
				name: 'Mark complete',
			} );
			for ( let i = 0; i < 30; i++ ) {
				if (
					await complete.evaluate(
						( el ) => el === el.ownerDocument.activeElement
					)
				) {
					break;
				}
				await page.keyboard.press( 'Tab' );
			}
			await page.keyboard.press( 'Enter' );
			await expect( dialog.getByTestId( 'item-status' ) ).toHaveText(
				'Done'
			);
		}
		await page.keyboard.press( 'Escape' );
		await expect( dialog ).toBeHidden();
		// Back on the item it was opened from, in the day's list.
		await expect( item ).toBeFocused();
	}
	await expect(
		list.getByRole( 'button', {
			name: new RegExp( `^Follow-up, done: ${ titles[ 1 ] } ` ),
		} )
	).toBeVisible();
	await page.keyboard.press( 'Escape' );
	await expect( list ).toBeHidden();
	await expect( more ).toBeFocused();
} );

test( 'the month asks for each day’s first items and counts; the agenda comes a page at a time', async ( {
	page,
} ) => {
	const month = await asAlexAtDesk( page );
	const answers: Array< {
		url: string;
		body: { items: Array< { date: string } >; days: object };
	} > = [];
	page.on( 'response', async ( response ) => {
		if ( /calendar-(events|followups)\/\d+\?/.test( response.url() ) ) {
			answers.push( {
				url: response.url(),
				body: await response.json(),
			} );
		}
	} );
	await openMonth( page, month );
	const { day, count } = firstDay( month );
	// The month's answers: at most three items a day of each kind, and each day's count.
	const monthly = answers.filter( ( a ) => a.url.includes( 'perDay=3' ) );
	expect( monthly.length ).toBeGreaterThanOrEqual( 2 );
	for ( const { body } of monthly ) {
		const perDay = new Map< string, number >();
		for ( const item of body.items ) {
			perDay.set( item.date, ( perDay.get( item.date ) ?? 0 ) + 1 );
		}
		expect( Math.max( 0, ...perDay.values() ) ).toBeLessThanOrEqual( 3 );
	}
	const last = monthly.slice( -2 );
	expect(
		last.reduce(
			( sum, { body } ) =>
				sum + ( ( body.days as Record< string, number > )[ day ] ?? 0 ),
			0
		)
	).toBe( count );

	// A day 300 days on with 105 follow-ups over two days: the agenda lists the first 100 of them (whole days), then
	// the rest after "Show more".
	const [ ty = NaN, tm = NaN, td = NaN ] = props.today
		.split( '-' )
		.map( Number );
	const far = isoDay( ty, tm - 1, td + 300 );
	const after = isoDay( ty, tm - 1, td + 301 );
	const titles: string[] = [];
	const { nonce } = await islandProps< Props >( page, 'notifications' );
	for ( let i = 1; i <= 105; i++ ) {
		const date = i <= 100 ? far : after;
		const title = `Paged ${ stamp } ${ i }`;
		const made = await restCall< Array< { id: number; title: string } > >(
			page,
			nonce,
			'POST',
			'prism/v1/create-followup',
			{ contactId, wordpressId: props.wordpressId, title, desc: '', date }
		);
		const id = made.find( ( m ) => m.title === title )?.id ?? 0;
		seeded.push( { kind: 'followup', id, title, day: date } );
		titles.push( title );
	}
	await page.goto( '/notifications/' );
	const views = page.getByRole( 'group', { name: 'Calendar view' } );
	await views.getByRole( 'button', { name: 'Month' } ).click();
	const [ fy = NaN, fm = NaN ] = far.split( '-' ).map( Number );
	for ( let i = 0; i < ( fy - ty ) * 12 + fm - tm; i++ ) {
		await page.getByRole( 'button', { name: 'Next', exact: true } ).click();
	}
	await page
		.getByRole( 'group', { name: 'Month view' } )
		.getByRole( 'button', { name: dayName( far ), exact: true } )
		.first()
		.click();
	const agenda = page.getByRole( 'table', { name: 'Agenda' } );
	const item = ( title: string ) =>
		agenda.getByRole( 'button', { name: new RegExp( `${ title } ` ) } );
	await expect( item( titles[ 99 ] ?? '' ) ).toBeVisible();
	await expect( item( titles[ 100 ] ?? '' ) ).toHaveCount( 0 );
	const more = page.getByRole( 'button', { name: 'Show more' } );
	await expect( page.getByText( /^Listed up to / ) ).toBeVisible();
	await more.click();
	await expect( item( titles[ 104 ] ?? '' ) ).toBeVisible();
	await expect( item( titles[ 0 ] ?? '' ) ).toBeVisible();
	await expect( more ).toHaveCount( 0 );
	await shoot( page, `calendar-agenda-pages-${ await themeOf( page ) }` );
} );

#!/usr/bin/env node
/**
 * How fast the pages feel to the member `bench` (30,000 contacts): the contact list, the dashboard, the three pages of
 * a contact with notes, and every other page of PRISM (networking, mentoring, articles, resources, notifications,
 * merge), in Chromium with its CPU slowed down (4 times by default, through CDP's
 * Emulation.setCPUThrottlingRate) to stand for a member's laptop or phone. Prints figures; asserts nothing.
 *
 * Each page is opened once with an empty browser cache ("cold"), then N times in turn with the others, as a member
 * moving between pages ("warm": the browser keeps what the server lets it keep). For each load, from the start of
 * the navigation:
 *
 * - first paint and first contentful paint (the browser's paint timing);
 * - content: the first frame in which the page's real content is on screen, every part of the first screen that
 *   reads data showing it (READY below: the contact list's first page of rows with the menu's categories and
 *   counts; the dashboard's Today, due to reach out, process and weekly progress; the contact's card and Details
 *   tab), with no loading placeholder or busy region left. It is checked once a frame, before the frame is drawn,
 *   and timed once the frame has been drawn. (Rows below the first screen may follow: the dashboard draws its first
 *   dozen follow-ups with Today and the rest once the page is idle, in slices; a long task they cause counts below.)
 * - interactive: the end of the last long task (over 50 ms, Long Tasks API) that starts before the main thread has
 *   been quiet for QUIET ms after content; content itself when no long task follows it. The script then checks that
 *   the page answers: it clicks one control (a row's checkbox, the search box, the Notes tab), waits for its effect,
 *   and reports the click's Event Timing duration (from the input to the next frame after its handlers ran);
 * - where the time went (medians): the HTML's last byte, the last byte of the page's own scripts (runtime, entry and
 *   the chunks it needs to show), the page's REST calls before the content (how many, first start, last end), and
 *   the main thread's busy time until interactive (CDP Performance metrics: all tasks, of which script and
 *   style + layout).
 *
 * The floor: a page of WordPress's own in the same theme (the first page whose content holds no PRISM shortcode,
 * the Sample Page on a new site), loaded the same way; its content is the frame after its load event. Each PRISM
 * page's "over floor" is its interactive median less the floor's: the part of the time that is PRISM's, which moves
 * much less than the totals when the machine's own speed changes (on this project's shared machine the same build
 * measured 0.43-0.51 s and 0.91-0.99 s for the contact list within an hour; the HTML alone took 89 ms and 170 ms).
 *
 * With the figures, each page's gzipped PRISM JavaScript before it shows, from bin/lib/bench-http.php (`weights`),
 * which computes it from build/chunks.json.
 *
 * Usage: node bin/lib/bench-interactive.mjs <site url> [warm runs per page]
 *   PRISM_BENCH_CPU=4          CPU slowdown (1: none)
 *   PRISM_BENCH_QUIET=500      ms without a long task that make the page interactive
 *   PRISM_BENCH_PAGES=...      some of: contacts dashboard contact-detail contact-detail-networking contact-detail-mentoring
 *                              networking mentoring articles resources notifications merge (default all; the floor is
 *                              always measured)
 *   PRISM_BENCH_VERBOSE=1      every load's figures too
 *   PRISM_CHROMIUM=/usr/bin/chromium
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const ROOT = path.resolve( path.dirname( fileURLToPath( import.meta.url ) ), '../..' );
const base = ( process.argv[ 2 ] || '' ).replace( /\/$/, '' );
if ( ! base ) {
	process.stderr.write( 'usage: node bin/lib/bench-interactive.mjs <site url> [warm runs per page]\n' );
	process.exit( 2 );
}
const RUNS = Math.max( 3, Number( process.argv[ 3 ] || 15 ) );
const CPU = Math.max( 1, Number( process.env.PRISM_BENCH_CPU || 4 ) );
const QUIET = Math.max( 50, Number( process.env.PRISM_BENCH_QUIET || 500 ) );
const TIMEOUT = 60_000;

/**
 * Runs in every page before its own scripts: records long tasks, the first input's timing, and the frame in which
 * the page's real content is on screen (READY, checked once a frame after changes to the document).
 */
function instrument() {
	const q = ( selector ) => document.querySelector( selector );
	const busy = () =>
		q( '.prism-island [aria-busy="true"]' ) !== null || q( '.prism-island__loading' ) !== null;
	const READY = {
		// The first page of rows with the total above them, and the menu's categories and counts.
		contacts: () =>
			q( '[data-testid="contact-row"]' ) &&
			! q( '[data-testid="list-skeleton"]' ) &&
			q( 'section[aria-labelledby="prism-filter-category"] button[aria-pressed]' ) &&
			q( 'section[aria-labelledby="prism-filter-stage"] button[aria-label*=","]' ) &&
			! busy(),
		// Today, the contacts due to reach out, the process in figures and the weekly progress.
		dashboard: () =>
			q( '[data-testid="today-panel"]' ) &&
			q( '[data-testid="reach-out"]' ) &&
			q( '[data-testid="process-block"]' ) &&
			q( '[data-testid="goal-bars"]' ) &&
			! busy(),
		// The contact's card and its Details tab.
		'contact-detail': () =>
			q( '[data-testid="contact-card"]' ) &&
			q( '#prism-contact-tabpanel-details' ) &&
			! q( '[data-testid="contact-loading"]' ) &&
			! busy(),
	};
	// Every other page: its heading drawn, and nothing on it loading (no busy region, placeholder or spinner).
	const settled = () =>
		q( '.prism-island h1, .prism-island h2' ) &&
		! q( '.prism-island [role="progressbar"]:not([aria-valuenow])' ) &&
		! q( '[data-testid="contact-loading"]' ) &&
		! busy();
	for ( const other of [
		'contact-detail-networking',
		'contact-detail-mentoring',
		'networking',
		'mentoring',
		'articles',
		'resources',
		'notifications',
		'merge',
	] ) {
		READY[ other ] = settled;
	}
	const bench = {
		longTasks: [],
		ready: null,
		readyFrame: null,
		firstInput: null,
	};
	window.__prismBench = bench;
	try {
		new PerformanceObserver( ( list ) => {
			for ( const entry of list.getEntries() ) {
				bench.longTasks.push( [ entry.startTime, entry.startTime + entry.duration ] );
			}
		} ).observe( { type: 'longtask', buffered: true } );
		new PerformanceObserver( ( list ) => {
			for ( const entry of list.getEntries() ) {
				bench.firstInput = {
					name: entry.name,
					delay: entry.processingStart - entry.startTime,
					duration: entry.duration,
				};
			}
		} ).observe( { type: 'first-input', buffered: true } );
	} catch {
		// An old browser: the figures say n/a.
	}
	const check = () => {
		if ( bench.ready !== null ) {
			return;
		}
		const island = q( '.prism-island' );
		const ready = island && READY[ island.dataset.prismPage ];
		if ( ready && ready() ) {
			bench.ready = performance.now();
			// The frame that shows it (this check runs just before it is drawn), once painted.
			setTimeout( () => {
				bench.readyFrame = performance.now();
			} );
			observer.disconnect();
		}
	};
	// WordPress's own page (the floor: no island): its content is what the load event has, in the frame after it.
	window.addEventListener( 'load', () => {
		if ( ! q( '.prism-island' ) && bench.ready === null ) {
			bench.ready = performance.now();
			requestAnimationFrame( () =>
				setTimeout( () => {
					bench.readyFrame = performance.now();
				} )
			);
			observer.disconnect();
		}
	} );
	// Checked once a frame at most, before it is drawn, so that watching costs the page next to nothing.
	let pending = false;
	const observer = new MutationObserver( () => {
		if ( ! pending ) {
			pending = true;
			requestAnimationFrame( () => {
				pending = false;
				check();
			} );
		}
	} );
	observer.observe( document, {
		subtree: true,
		childList: true,
		attributes: true,
		attributeFilter: [ 'aria-busy', 'aria-pressed', 'aria-label' ],
	} );
}

/** What to click once the page is interactive, and how to tell that it answered. */
const CLICKS = {
	contacts: {
		selector: '[data-testid="contact-row"] input[type="checkbox"]',
		answered: ( el ) => el.checked,
	},
	dashboard: {
		selector: '#prism-dashboard-search',
		answered: ( el ) => document.activeElement === el,
	},
	'contact-detail': {
		selector: '#prism-contact-tab-notes',
		answered: ( el ) => el.getAttribute( 'aria-selected' ) === 'true',
	},
};

/**
 * Clicks a page's control once it is interactive and waits for its effect and for the click's Event Timing entry.
 *
 * @param {import('@playwright/test').Page}                   page  Tab.
 * @param {{ selector: string, answered: Function }}          click What to click, and how to tell it answered.
 */
async function answers( page, click ) {
	const control = page.locator( click.selector ).first();
	await control.click( { timeout: TIMEOUT } );
	await control.evaluate(
		( el, answered ) =>
			new Promise( ( resolve, reject ) => {
				// eslint-disable-next-line no-new-func
				const test = new Function( 'el', `return (${ answered })(el)` );
				const stop = Date.now() + 10_000;
				const poll = () => {
					if ( test( el ) ) {
						resolve();
					} else if ( Date.now() > stop ) {
						reject( new Error( 'the click was not answered' ) );
					} else {
						requestAnimationFrame( poll );
					}
				};
				poll();
			} ),
		click.answered.toString()
	);
	// The first input's entry is queued after the frame that follows it.
	await page.waitForFunction( () => window.__prismBench.firstInput !== null, null, {
		timeout: 5_000,
		polling: 50,
	} ).catch( () => null );
}

/**
 * One load of a page: navigates, waits until it is interactive (and QUIET ms more), clicks, and reads the figures.
 *
 * @param {import('@playwright/test').Page} page Tab.
 * @param {{ entry: string, url: string }} target Page.
 */
async function measure( page, cdp, target ) {
	await page.goto( target.url, { waitUntil: 'commit', timeout: TIMEOUT } );
	// Interactive: the end of the last long task that starts before QUIET ms without one, after the content frame.
	const handle = await page.waitForFunction(
		( quiet ) => {
			const b = window.__prismBench;
			if ( ! b || b.readyFrame === null ) {
				return false;
			}
			let at = b.readyFrame;
			for ( const [ start, end ] of [ ...b.longTasks ].sort( ( x, y ) => x[ 0 ] - y[ 0 ] ) ) {
				if ( end <= at ) {
					continue;
				}
				if ( start >= at + quiet ) {
					break;
				}
				at = Math.max( at, end );
			}
			return performance.now() >= at + quiet ? at : false;
		},
		QUIET,
		{ timeout: TIMEOUT, polling: 100 }
	);
	const interactive = await handle.jsonValue();
	const after = await busy( cdp );
	const click = CLICKS[ target.entry ];
	if ( click ) {
		await answers( page, click );
	}
	const figures = await page.evaluate(
		( { result, origin, startFiles } ) => {
			const b = window.__prismBench;
			const paints = Object.fromEntries(
				performance.getEntriesByType( 'paint' ).map( ( e ) => [ e.name, e.startTime ] )
			);
			const nav = performance.getEntriesByType( 'navigation' )[ 0 ];
			const resources = performance.getEntriesByType( 'resource' ).filter( ( e ) => e.startTime < b.readyFrame );
			// The page's runtime, entry and the chunks it needs to show (not those prefetched for later).
			const own = resources.filter(
				( e ) =>
					/\/plugins\/prism\/build\/[^/]+\.js/.test( e.name ) ||
					startFiles.some( ( file ) => e.name.endsWith( `/build/${ file }` ) )
			);
			const rest = resources.filter( ( e ) => e.name.startsWith( `${ origin }/wp-json/` ) || e.name.includes( 'rest_route=' ) );
			return {
				firstPaint: paints[ 'first-paint' ] ?? null,
				fcp: paints[ 'first-contentful-paint' ] ?? null,
				content: b.readyFrame,
				interactive: result,
				click: b.firstInput ? b.firstInput.duration : null,
				html: nav ? nav.responseEnd : null,
				scripts: own.length ? Math.max( ...own.map( ( e ) => e.responseEnd ) ) : null,
				restCalls: rest.length,
				restStart: rest.length ? Math.min( ...rest.map( ( e ) => e.startTime ) ) : null,
				restEnd: rest.length ? Math.max( ...rest.map( ( e ) => e.responseEnd ) ) : null,
				longTasks: b.longTasks.filter( ( [ s ] ) => s < result ).reduce( ( sum, [ s, e ] ) => sum + e - s, 0 ),
			};
		},
		{ result: interactive, origin: new URL( base ).origin, startFiles: target.startFiles }
	);
	return {
		...figures,
		...after,
	};
}

/**
 * The page's main thread time so far (CDP Performance metrics, counted from its navigation; ms): all tasks, script,
 * style and layout.
 *
 * @param {import('@playwright/test').CDPSession} cdp Session.
 */
async function busy( cdp ) {
	const { metrics } = await cdp.send( 'Performance.getMetrics' );
	const of = ( name ) => ( metrics.find( ( m ) => m.name === name )?.value ?? 0 ) * 1000;
	return {
		task: of( 'TaskDuration' ),
		script: of( 'ScriptDuration' ),
		layout: of( 'LayoutDuration' ) + of( 'RecalcStyleDuration' ),
	};
}

/**
 * Percentile of numbers (linear between the two nearest).
 *
 * @param {number[]} values Values.
 * @param {number}   p      0-100.
 */
function pct( values, p ) {
	const sorted = values.filter( ( v ) => v !== null && Number.isFinite( v ) ).sort( ( a, b ) => a - b );
	if ( ! sorted.length ) {
		return NaN;
	}
	const i = ( ( sorted.length - 1 ) * p ) / 100;
	const lo = Math.floor( i );
	const hi = Math.ceil( i );
	return sorted[ lo ] + ( sorted[ hi ] - sorted[ lo ] ) * ( i - lo );
}

const seconds = ( ms ) => ( Number.isFinite( ms ) ? ( ms / 1000 ).toFixed( 2 ) : 'n/a' );
const millis = ( ms ) => ( Number.isFinite( ms ) ? String( Math.round( ms ) ) : 'n/a' );

/** The member's session, a REST nonce, and the pages to open. */
async function setUp( context ) {
	const host = new URL( base ).hostname;
	await context.addCookies( [
		{ name: 'wordpress_test_cookie', value: 'WP%20Cookie%20check', domain: host, path: '/' },
	] );
	const login = await context.request.post( `${ base }/wp-login.php`, {
		form: { log: 'bench', pwd: 'password', 'wp-submit': 'Log In', testcookie: '1' },
		maxRedirects: 0,
	} );
	if ( login.status() !== 302 ) {
		throw new Error( `could not log in as bench (HTTP ${ login.status() })` );
	}
	const nonce = ( await ( await context.request.get( `${ base }/wp-admin/admin-ajax.php?action=rest-nonce` ) ).text() ).trim();
	const api = async ( route ) => {
		const response = await context.request.get( `${ base }/wp-json/prism/v1/${ route }`, {
			headers: { 'X-WP-Nonce': nonce },
		} );
		if ( ! response.ok() ) {
			throw new Error( `GET ${ route }: HTTP ${ response.status() }` );
		}
		return response.json();
	};
	const me = await ( await context.request.get( `${ base }/wp-json/wp/v2/users/me`, { headers: { 'X-WP-Nonce': nonce } } ) ).json();
	// A contact with notes: the note-text search of bin/lib/bench-http.php ("meetup" is only in notes).
	const withNotes = ( await api( `contact-list/${ me.id }?q=meetup&per_page=1` ) )[ 0 ];
	if ( ! withNotes ) {
		throw new Error( 'the bench member has no contact with notes; run bin/bench-seed.php first' );
	}
	const slug = encodeURIComponent( String( withNotes.name ).replace( /\s+/g, '' ) || 'contact' );
	// The floor: a page of WordPress's own in the same theme, with the admin bar, and no PRISM island on it.
	const pages = await (
		await context.request.get( `${ base }/wp-json/wp/v2/pages?per_page=100&_fields=link,content`, {
			headers: { 'X-WP-Nonce': nonce },
		} )
	).json();
	const plain = Array.isArray( pages )
		? pages.find( ( p ) => ! /prism/i.test( p.content?.rendered ?? '' ) )
		: undefined;
	return [
		{ label: 'contact list', entry: 'contacts', url: `${ base }/prism/contact/` },
		{ label: 'dashboard', entry: 'dashboard', url: `${ base }/prism/` },
		{
			label: 'contact detail',
			entry: 'contact-detail',
			url: `${ base }/prism/contact-detail/${ slug }/${ withNotes.id }/?contactId=${ withNotes.id }`,
		},
		{
			label: 'contact: process',
			entry: 'contact-detail-networking',
			url: `${ base }/prism/contact-detail-networking/${ slug }/${ withNotes.id }/?contactId=${ withNotes.id }`,
		},
		{
			label: 'contact: mentoring',
			entry: 'contact-detail-mentoring',
			url: `${ base }/contact-detail-mentoring/${ slug }/${ withNotes.id }/`,
		},
		{ label: 'networking', entry: 'networking', url: `${ base }/networking/` },
		{ label: 'mentoring', entry: 'mentoring', url: `${ base }/mentoring/` },
		{ label: 'articles', entry: 'articles', url: `${ base }/articles/` },
		{ label: 'resources', entry: 'resources', url: `${ base }/prism-resources/` },
		{ label: 'notifications', entry: 'notifications', url: `${ base }/notifications/` },
		{ label: 'merge', entry: 'merge', url: `${ base }/prism/merge/` },
		...( plain ? [ { label: 'WordPress page', entry: 'floor', url: plain.link } ] : [] ),
	];
}

/** How much slower a fixed piece of work runs with the throttle than without (a check that it applies). */
async function measuredSlowdown( page, cdp ) {
	const work = () =>
		page.evaluate( () => {
			const start = performance.now();
			let x = 0;
			for ( let i = 0; i < 3e7; i++ ) {
				x += Math.sqrt( i );
			}
			return performance.now() - start + ( x < 0 ? 1 : 0 );
		} );
	await cdp.send( 'Emulation.setCPUThrottlingRate', { rate: 1 } );
	const plain = Math.min( await work(), await work(), await work() );
	await cdp.send( 'Emulation.setCPUThrottlingRate', { rate: CPU } );
	const slowed = Math.min( await work(), await work(), await work() );
	return slowed / plain;
}

/** Each page's gzipped PRISM JavaScript before it shows, as bin/lib/bench-http.php computes it. */
function weights() {
	try {
		const out = execFileSync( 'php', [ path.join( ROOT, 'bin/lib/bench-http.php' ), base, '5', 'weights' ], {
			encoding: 'utf8',
		} );
		return JSON.parse( out.slice( out.indexOf( '{' ) ) );
	} catch ( e ) {
		process.stderr.write( `bench: page weights unavailable (${ e.message.split( '\n' )[ 0 ] })\n` );
		return {};
	}
}

const load = os.loadavg()[ 0 ];
/** The chunks each page needs before it shows (build/chunks.json, `start`). */
const manifest = JSON.parse( fs.readFileSync( path.join( ROOT, 'build/chunks.json' ), 'utf8' ) );

// The browser tests' launch options (tests/e2e/chromium.json).
const launch = JSON.parse( fs.readFileSync( path.join( ROOT, 'tests/e2e/chromium.json' ), 'utf8' ) );
const browser = await chromium.launch( {
	executablePath: process.env.PRISM_CHROMIUM || launch.executablePath,
	args: launch.args,
} );
try {
	const context = await browser.newContext( { viewport: { width: 1280, height: 800 } } );
	const only = ( process.env.PRISM_BENCH_PAGES || '' ).split( /[\s,]+/ ).filter( Boolean );
	const targets = ( await setUp( context ) )
		.filter( ( t ) => ! only.length || only.includes( t.entry ) || 'floor' === t.entry )
		.map( ( t ) => ( { ...t, startFiles: manifest[ t.entry ]?.start ?? [] } ) );
	await context.addInitScript( instrument );
	const page = await context.newPage();
	const cdp = await context.newCDPSession( page );
	await cdp.send( 'Performance.enable' );
	await page.goto( `${ base }/wp-login.php`, { waitUntil: 'load' } );
	const slowdown = await measuredSlowdown( page, cdp );

	// Cold: the HTTP cache emptied before each page. Only the first page measured is cold for V8 as well (the next
	// ones find the shared chunks' compiled code in the renderer's memory): PRISM_BENCH_PAGES=<one page> measures a
	// page first.
	const cold = {};
	for ( const target of targets ) {
		await cdp.send( 'Network.clearBrowserCache' );
		cold[ target.entry ] = await measure( page, cdp, target );
		if ( process.env.PRISM_BENCH_VERBOSE ) {
			console.log( `${ target.entry } (cold)`, JSON.stringify( cold[ target.entry ], ( k, v ) => ( typeof v === 'number' ? Math.round( v ) : v ) ) );
		}
	}
	// One round to fill the cache, then RUNS rounds in turn.
	for ( const target of targets ) {
		await measure( page, cdp, target );
	}
	const warm = Object.fromEntries( targets.map( ( t ) => [ t.entry, [] ] ) );
	for ( let i = 0; i < RUNS; i++ ) {
		for ( const target of targets ) {
			const figures = await measure( page, cdp, target );
			warm[ target.entry ].push( figures );
			if ( process.env.PRISM_BENCH_VERBOSE ) {
				console.log( target.entry, JSON.stringify( figures, ( k, v ) => ( typeof v === 'number' ? Math.round( v ) : v ) ) );
			}
		}
	}
	await context.close();

	const weight = weights();
	console.log(
		`\nPages in Chromium, CPU ${ CPU }× slower (measured ${ slowdown.toFixed( 1 ) }×), 1280×800, from navigation start; ` +
			`warm: ${ RUNS } loads each in turn, cold: the first, empty cache. Interactive: content shown and no long task for ${ QUIET } ms. ` +
			`Load average ${ load.toFixed( 1 ) } before, ${ os.loadavg()[ 0 ].toFixed( 1 ) } after, on ${ os.cpus().length } CPUs.`
	);
	console.log(
		`\n${ 'page'.padEnd( 16 ) }${ 'interactive s'.padStart( 15 ) }${ 'p95 s'.padStart( 8 ) }${ 'content s'.padStart( 11 ) }` +
			`${ 'FCP s'.padStart( 8 ) }${ 'FP s'.padStart( 7 ) }${ 'click ms'.padStart( 10 ) }${ 'cold s'.padStart( 9 ) }${ 'PRISM JS gz'.padStart( 13 ) }` +
			`${ 'over floor s'.padStart( 14 ) }`
	);
	const floor = warm.floor ? pct( warm.floor.map( ( r ) => r.interactive ), 50 ) : NaN;
	for ( const target of targets ) {
		const runs = warm[ target.entry ];
		const col = ( key, p = 50 ) => pct( runs.map( ( r ) => r[ key ] ), p );
		const kb = weight[ target.entry ];
		const over = 'floor' === target.entry ? '' : seconds( col( 'interactive' ) - floor );
		console.log(
			`${ target.label.padEnd( 16 ) }${ seconds( col( 'interactive' ) ).padStart( 15 ) }${ seconds( col( 'interactive', 95 ) ).padStart( 8 ) }` +
				`${ seconds( col( 'content' ) ).padStart( 11 ) }${ seconds( col( 'fcp' ) ).padStart( 8 ) }${ seconds( col( 'firstPaint' ) ).padStart( 7 ) }` +
				`${ millis( col( 'click' ) ).padStart( 10 ) }${ seconds( cold[ target.entry ].interactive ).padStart( 9 ) }` +
				`${ ( kb === undefined ? 'n/a' : `${ kb.toFixed( 1 ) } KB` ).padStart( 13 ) }${ over.padStart( 14 ) }`
		);
	}
	console.log(
		`\nwhere the time goes (warm medians, ms)\n${ 'page'.padEnd( 16 ) }${ 'HTML'.padStart( 7 ) }${ 'PRISM JS'.padStart( 10 ) }` +
			`${ 'REST calls'.padStart( 12 ) }${ 'first start'.padStart( 13 ) }${ 'last end'.padStart( 10 ) }${ 'content'.padStart( 9 ) }` +
			`${ 'interactive'.padStart( 13 ) }${ 'busy'.padStart( 7 ) }${ 'script'.padStart( 8 ) }${ 'layout'.padStart( 8 ) }${ 'long tasks'.padStart( 12 ) }`
	);
	for ( const target of targets ) {
		const runs = warm[ target.entry ];
		const col = ( key ) => millis( pct( runs.map( ( r ) => r[ key ] ), 50 ) );
		console.log(
			`${ target.label.padEnd( 16 ) }${ col( 'html' ).padStart( 7 ) }${ col( 'scripts' ).padStart( 10 ) }${ col( 'restCalls' ).padStart( 12 ) }` +
				`${ col( 'restStart' ).padStart( 13 ) }${ col( 'restEnd' ).padStart( 10 ) }${ col( 'content' ).padStart( 9 ) }` +
				`${ col( 'interactive' ).padStart( 13 ) }${ col( 'task' ).padStart( 7 ) }${ col( 'script' ).padStart( 8 ) }${ col( 'layout' ).padStart( 8 ) }` +
				`${ col( 'longTasks' ).padStart( 12 ) }`
		);
	}
} finally {
	await browser.close();
}

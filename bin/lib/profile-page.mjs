#!/usr/bin/env node
/**
 * Where a page's main-thread time goes: opens one PRISM page as a member in Chromium with the CPU slowed down, warm
 * (loaded once before), records a CPU profile (CDP Profiler) from the navigation until the network and the main
 * thread have been quiet for a second, and prints the self time by script file and the functions that took most,
 * summed over the runs. A tool for finding what to cut (bin/lib/bench-interactive.mjs gives the timings); prints
 * figures, asserts nothing.
 *
 * Usage: node bin/lib/profile-page.mjs <site url> <path, e.g. /prism/contact/> [runs] [login]
 *   PRISM_BENCH_CPU=4   PRISM_PROFILE_TOP=40   PRISM_CHROMIUM=/usr/bin/chromium
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const ROOT = path.resolve( path.dirname( fileURLToPath( import.meta.url ) ), '../..' );
const [ , , baseArg, pagePath, runsArg, loginArg ] = process.argv;
if ( ! baseArg || ! pagePath ) {
	process.stderr.write( 'usage: node bin/lib/profile-page.mjs <site url> <path> [runs] [login]\n' );
	process.exit( 2 );
}
const base = baseArg.replace( /\/$/, '' );
const RUNS = Math.max( 1, Number( runsArg || 5 ) );
const LOGIN = loginArg || 'bench';
const CPU = Math.max( 1, Number( process.env.PRISM_BENCH_CPU || 4 ) );
const TOP = Number( process.env.PRISM_PROFILE_TOP || 40 );

const launch = JSON.parse( fs.readFileSync( path.join( ROOT, 'tests/e2e/chromium.json' ), 'utf8' ) );
const browser = await chromium.launch( {
	executablePath: process.env.PRISM_CHROMIUM || launch.executablePath,
	args: launch.args,
} );
const byFile = new Map();
const byFunction = new Map();
const inclusive = new Map();
/* PRISM_PROFILE_CALLERS=name: who calls that function (its caller chain, three deep), by time. */
const CALLERS = process.env.PRISM_PROFILE_CALLERS || '';
const callers = new Map();
let total = 0;
try {
	const context = await browser.newContext( { viewport: { width: 1280, height: 800 } } );
	const host = new URL( base ).hostname;
	await context.addCookies( [
		{ name: 'wordpress_test_cookie', value: 'WP%20Cookie%20check', domain: host, path: '/' },
	] );
	const login = await context.request.post( `${ base }/wp-login.php`, {
		form: { log: LOGIN, pwd: 'password', 'wp-submit': 'Log In', testcookie: '1' },
		maxRedirects: 0,
	} );
	if ( login.status() !== 302 ) {
		throw new Error( `could not log in as ${ LOGIN } (HTTP ${ login.status() })` );
	}
	const page = await context.newPage();
	const cdp = await context.newCDPSession( page );
	await page.goto( base + pagePath, { waitUntil: 'networkidle' } );
	await cdp.send( 'Emulation.setCPUThrottlingRate', { rate: CPU } );
	await cdp.send( 'Profiler.enable' );
	await cdp.send( 'Profiler.setSamplingInterval', { interval: 200 } );
	for ( let i = 0; i < RUNS; i++ ) {
		await page.goto( 'about:blank' );
		await cdp.send( 'Profiler.start' );
		await page.goto( base + pagePath, { waitUntil: 'networkidle' } );
		await page.waitForTimeout( 1000 );
		const { profile } = await cdp.send( 'Profiler.stop' );
		const nodes = new Map( profile.nodes.map( ( n ) => [ n.id, n ] ) );
		const parent = new Map();
		profile.nodes.forEach( ( n ) => ( n.children || [] ).forEach( ( c ) => parent.set( c, n.id ) ) );
		profile.samples.forEach( ( id, k ) => {
			const node = nodes.get( id );
			const ms = ( profile.timeDeltas[ k ] || 0 ) / 1000;
			const frame = node.callFrame;
			if ( frame.functionName === '(idle)' || frame.functionName === '(program)' && ! frame.url ) {
				if ( frame.functionName === '(idle)' ) {
					return;
				}
			}
			total += ms;
			const file = frame.url ? frame.url.replace( /^.*\//, '' ).replace( /\?.*$/, '' ) : frame.functionName;
			byFile.set( file, ( byFile.get( file ) || 0 ) + ms );
			const fn = `${ frame.functionName || '(anonymous)' } ${ file }:${ frame.lineNumber + 1 }:${ frame.columnNumber + 1 }`;
			byFunction.set( fn, ( byFunction.get( fn ) || 0 ) + ms );
			// Inclusive: once per distinct named function on the sample's stack.
			const seen = new Set();
			for ( let at = id; at !== undefined; at = parent.get( at ) ) {
				const f = nodes.get( at ).callFrame;
				if ( f.url && f.functionName ) {
					seen.add( `${ f.functionName } ${ f.url.replace( /^.*\//, '' ) }:${ f.lineNumber + 1 }` );
				}
			}
			seen.forEach( ( key ) => inclusive.set( key, ( inclusive.get( key ) || 0 ) + ms ) );
			if ( CALLERS && frame.functionName === CALLERS ) {
				const chain = [];
				for ( let at = parent.get( id ); at !== undefined && chain.length < 3; at = parent.get( at ) ) {
					const f = nodes.get( at ).callFrame;
					chain.push( `${ f.functionName || '(anonymous)' } ${ f.url.replace( /^.*\//, '' ) }:${ f.lineNumber + 1 }` );
				}
				const key = chain.join( ' < ' );
				callers.set( key, ( callers.get( key ) || 0 ) + ms );
			}
		} );
	}
	await context.close();
} finally {
	await browser.close();
}
const show = ( map, n ) =>
	[ ...map.entries() ]
		.sort( ( a, b ) => b[ 1 ] - a[ 1 ] )
		.slice( 0, n )
		.forEach( ( [ k, v ] ) => console.log( `${ ( v / RUNS ).toFixed( 1 ).padStart( 8 ) } ms  ${ k }` ) );
console.log( `${ pagePath }: ${ ( total / RUNS ).toFixed( 0 ) } ms of samples a load (CPU ${ CPU }x, ${ RUNS } runs)\n\nby file` );
show( byFile, 20 );
console.log( '\nby function (self)' );
show( byFunction, TOP );
console.log( '\nby function (inclusive: the function and what it called)' );
show( inclusive, TOP );
if ( CALLERS ) {
	console.log( `\ncallers of ${ CALLERS }` );
	show( callers, 15 );
}

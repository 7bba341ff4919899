#!/usr/bin/env node
/**
 * Names the browser tests that did not pass, from Playwright's JSON record (tests/e2e/playwright.config.ts writes it):
 * one line each, "file:line › title: status: the error's first line". bin/test.sh prints them in its summary.
 *
 * Usage: node bin/lib/e2e-failures.js artifacts/e2e-results.json
 */
const fs = require( 'fs' );

const file = process.argv[ 2 ];
if ( ! file || ! fs.existsSync( file ) ) {
	process.stdout.write( `no Playwright record at ${ file }\n` );
	process.exit( 0 );
}
const report = JSON.parse( fs.readFileSync( file, 'utf8' ) );
const lines = [];

function walk( suite, titles ) {
	const path =
		suite.title && ! suite.file?.endsWith( suite.title )
			? [ ...titles, suite.title ]
			: titles;
	for ( const spec of suite.specs || [] ) {
		for ( const test of spec.tests || [] ) {
			const last = ( test.results || [] ).at( -1 );
			const status = last ? last.status : 'not run';
			if ( status === 'passed' || status === 'skipped' ) {
				continue;
			}
			const error = ( last?.error?.message || '' )
				.replace( /\u001b\[[0-9;]*m/g, '' )
				.split( '\n' )[ 0 ];
			lines.push(
				`${ spec.file }:${ spec.line } › ${ [ ...path, spec.title ].join( ' › ' ) }: ${ status }${ error ? `: ${ error }` : '' }`
			);
		}
	}
	for ( const child of suite.suites || [] ) {
		walk( child, path );
	}
}

for ( const suite of report.suites || [] ) {
	walk( suite, [] );
}
for ( const error of report.errors || [] ) {
	lines.push(
		`outside a test: ${ ( error.message || '' ).split( '\n' )[ 0 ] }`
	);
}
process.stdout.write(
	lines.length
		? `${ lines.join( '\n' ) }\n`
		: 'every test in the record passed\n'
);

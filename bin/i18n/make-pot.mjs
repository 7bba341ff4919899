#!/usr/bin/env node
/**
 * Writes languages/prism.pot, the template translators start from (what `npm run i18n:pot` runs, and
 * `npm run build` after webpack):
 *
 * - the TypeScript under src/ (tests left out) and the block editor's script (blocks/editor.js), read by Babel with the
 *   preset @wordpress/scripts builds with, and @wordpress/babel-plugin-makepot collecting __(), _x(), _n() and _nx()
 *   with their translator comments;
 * - the PHP of prism-plugin.php and includes/, read by GNU xgettext with WordPress's translation functions;
 * - each block's title, description and keywords from blocks/<view>/block.json, with the contexts WordPress
 *   translates them in at registration ("block title", "block description", "block keyword"), as wp-cli's make-pot
 *   writes them;
 * - the plugin header's name, description and author (WordPress translates them on the Plugins screen);
 *
 * merged by msgcat under one POT header; a string used in several files lists every reference and translator comment.
 * The file is rewritten only when a string, a comment or a reference changed, so a build that changes nothing leaves it
 * (and its POT-Creation-Date) alone.
 *
 * Needs GNU gettext (xgettext, msgcat): bin/lib/deps.sh installs it.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve( path.dirname( fileURLToPath( import.meta.url ) ), '../..' );
const OUTPUT = path.join( ROOT, 'languages/prism.pot' );
const DOMAIN = 'prism';

const require = createRequire( import.meta.url );
// Babel and the preset exactly as @wordpress/scripts resolves them for the webpack build.
const fromScripts = createRequire( require.resolve( '@wordpress/scripts/package.json' ) );
const babel = fromScripts( '@babel/core' );
const BABEL_PRESET = fromScripts.resolve( '@wordpress/babel-preset-default' );
const MAKEPOT = require.resolve( '@wordpress/babel-plugin-makepot' );

/**
 * WordPress's translation functions for xgettext: the msgid (and plural, context) positions, and `t`, the number
 * of arguments with the text domain, so a call without a domain is not taken (PHPCS checks the domain is prism).
 */
const PHP_KEYWORDS = [
	'__:1,2t',
	'_e:1,2t',
	'esc_html__:1,2t',
	'esc_html_e:1,2t',
	'esc_attr__:1,2t',
	'esc_attr_e:1,2t',
	'_x:1,2c,3t',
	'_ex:1,2c,3t',
	'esc_html_x:1,2c,3t',
	'esc_attr_x:1,2c,3t',
	'_n:1,2,4t',
	'_nx:1,2,4c,5t',
	'_n_noop:1,2,3t',
	'_nx_noop:1,2,3c,4t',
];

/**
 * Files under a folder whose names pass the test, sorted (so the POT's order does not depend on the disk).
 *
 * @param {string}                   dir  Folder.
 * @param {(name: string) => boolean} keep Test on the file name.
 * @return {string[]} Paths relative to the repository.
 */
function filesUnder( dir, keep ) {
	return fs
		.readdirSync( path.join( ROOT, dir ), { recursive: true, withFileTypes: true } )
		.filter( ( entry ) => entry.isFile() && keep( entry.name ) )
		.map( ( entry ) =>
			path.relative( ROOT, path.join( entry.parentPath ?? entry.path, entry.name ) )
		)
		.sort();
}

/**
 * A string as a PO literal.
 *
 * @param {string} text Text.
 */
function poString( text ) {
	return JSON.stringify( text ).replace( /\\u([0-9a-f]{4})/g, ( _, hex ) =>
		String.fromCharCode( parseInt( hex, 16 ) )
	);
}

/** The POT header: what the translation tools and WordPress read about the template. */
function headerEntry( version ) {
	const now = new Date()
		.toISOString()
		.replace( /T(\d\d:\d\d).*$/, ' $1+0000' );
	const fields = [
		`Project-Id-Version: PRISM ${ version }`,
		'Report-Msgid-Bugs-To: ',
		`POT-Creation-Date: ${ now }`,
		'PO-Revision-Date: YEAR-MO-DA HO:MI+ZONE',
		'Last-Translator: FULL NAME <EMAIL@ADDRESS>',
		'Language-Team: LANGUAGE <LL@li.org>',
		'Language: ',
		'MIME-Version: 1.0',
		'Content-Type: text/plain; charset=UTF-8',
		'Content-Transfer-Encoding: 8bit',
		'Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;',
		'X-Generator: PRISM bin/i18n/make-pot.mjs',
		`X-Domain: ${ DOMAIN }`,
	];
	return [
		'# Translation template for PRISM.',
		'# This file is distributed under the same license as the PRISM plugin (GPL-2.0-or-later).',
		'msgid ""',
		'msgstr ""',
		...fields.map( ( field ) => poString( `${ field }\n` ) ),
		'',
	].join( '\n' );
}

/**
 * The plugin header's translatable fields, as WordPress reads them from prism-plugin.php.
 *
 * @param {string} source prism-plugin.php.
 */
function pluginHeaderEntries( source ) {
	const field = ( name ) =>
		source.match( new RegExp( `^[ \\t/*#@]*${ name }:(.*)$`, 'mi' ) )?.[ 1 ].trim() ?? '';
	// One entry per text: the name and the author may well be the same word.
	const comments = new Map();
	for ( const name of [ 'Plugin Name', 'Description', 'Author' ] ) {
		const value = field( name );
		if ( value !== '' ) {
			comments.set( value, [ ...( comments.get( value ) ?? [] ), `#. ${ name } of the plugin` ] );
		}
	}
	return [ ...comments ]
		.map( ( [ value, lines ] ) =>
			[ ...lines, '#: prism-plugin.php', `msgid ${ poString( value ) }`, 'msgstr ""', '' ].join( '\n' )
		)
		.join( '\n' );
}

/**
 * The TypeScript's strings, and the block editor script's: one POT per source file, written by the makepot plugin.
 *
 * @param {string} work Scratch folder.
 * @return {string[]} The POT files written.
 */
function extractTypeScript( work ) {
	const sources = [
		...filesUnder(
			'src',
			( name ) => /\.[jt]sx?$/.test( name ) && ! /\.test\.[jt]sx?$/.test( name ) && ! name.endsWith( '.d.ts' )
		),
		...filesUnder( 'blocks', ( name ) => name.endsWith( '.js' ) ),
	];
	const written = [];
	sources.forEach( ( file, i ) => {
		const output = path.join( work, `js-${ String( i ).padStart( 4, '0' ) }.pot` );
		babel.transformFileSync( path.join( ROOT, file ), {
			cwd: ROOT,
			root: ROOT,
			babelrc: false,
			configFile: false,
			code: false,
			presets: [ BABEL_PRESET ],
			plugins: [ [ MAKEPOT, { output } ] ],
		} );
		if ( fs.existsSync( output ) ) {
			// The plugin keeps only the text after "translators:"; xgettext (and WordPress's own POTs) keep the tag.
			fs.writeFileSync(
				output,
				fs.readFileSync( output, 'utf8' ).replace( /^#\. (?!translators:)/gm, '#. translators: ' )
			);
			written.push( output );
		}
	} );
	return written;
}

/**
 * The fields of block.json that WordPress translates, with their contexts (wp-includes/block-i18n.json).
 */
const BLOCK_FIELDS = [
	[ 'title', 'block title' ],
	[ 'description', 'block description' ],
	[ 'keywords', 'block keyword' ],
];

/**
 * The blocks' strings: one POT per block.json, each string with WordPress's context and a reference to the file.
 *
 * @param {string} work Scratch folder.
 * @return {string[]} The POT files written.
 */
function extractBlockJson( work ) {
	return filesUnder( 'blocks', ( name ) => name === 'block.json' ).map( ( file, i ) => {
		const block = JSON.parse( fs.readFileSync( path.join( ROOT, file ), 'utf8' ) );
		if ( block.textdomain !== DOMAIN ) {
			throw new Error( `${ file }: textdomain must be "${ DOMAIN }", so WordPress translates it` );
		}
		const seen = new Set();
		const entries = BLOCK_FIELDS.flatMap( ( [ field, context ] ) =>
			[ block[ field ] ?? [] ].flat().filter( ( text ) => {
				const key = `${ context }\u0004${ text }`;
				const fresh = typeof text === 'string' && text !== '' && ! seen.has( key );
				seen.add( key );
				return fresh;
			} ).map( ( text ) =>
				[ `#: ${ file }`, `msgctxt ${ poString( context ) }`, `msgid ${ poString( text ) }`, 'msgstr ""', '' ].join( '\n' )
			)
		);
		const output = path.join( work, `block-${ String( i ).padStart( 4, '0' ) }.pot` );
		fs.writeFileSync(
			output,
			[ 'msgid ""', 'msgstr ""', poString( 'Content-Type: text/plain; charset=UTF-8\n' ), '', ...entries ].join( '\n' )
		);
		return output;
	} );
}

/**
 * The PHP's strings, through xgettext.
 *
 * @param {string} work Scratch folder.
 * @return {string[]} The POT file written, if the PHP has strings.
 */
function extractPhp( work ) {
	const output = path.join( work, 'php.pot' );
	const files = [ 'prism-plugin.php', ...filesUnder( 'includes', ( name ) => name.endsWith( '.php' ) ) ];
	execFileSync(
		'xgettext',
		[
			'--language=PHP',
			'--from-code=UTF-8',
			'--add-comments=translators:',
			'--package-name=PRISM',
			...PHP_KEYWORDS.map( ( keyword ) => `--keyword=${ keyword }` ),
			'-o',
			output,
			...files,
		],
		{ cwd: ROOT, stdio: [ 'ignore', 'inherit', 'inherit' ] }
	);
	return fs.existsSync( output ) ? [ output ] : [];
}

/**
 * A PO file's header: its leading comments and the entry of the empty msgid, up to the first blank line.
 *
 * @param {string} po The file's text.
 */
function headerOf( po ) {
	const match = po.match( /^(?:#.*\n)*msgid ""\nmsgstr ""\n(?:".*"\n)*/ );
	if ( ! match ) {
		throw new Error( 'a POT part without a header' );
	}
	return match[ 0 ];
}

/** The POT without the line that changes on every run. */
function withoutDate( pot ) {
	return pot.replace( /^"POT-Creation-Date: .*"$/m, '' );
}

function main() {
	const version = JSON.parse( fs.readFileSync( path.join( ROOT, 'package.json' ), 'utf8' ) ).version;
	const work = fs.mkdtempSync( path.join( os.tmpdir(), 'prism-pot-' ) );
	try {
		const header = path.join( work, '0-header.pot' );
		fs.writeFileSync(
			header,
			headerEntry( version ) +
				'\n' +
				pluginHeaderEntries( fs.readFileSync( path.join( ROOT, 'prism-plugin.php' ), 'utf8' ) )
		);
		const parts = [ header, ...extractTypeScript( work ), ...extractPhp( work ), ...extractBlockJson( work ) ];
		// Every part under the same header, so msgcat merges each string's references and comments from all the
		// files that use it, with nothing to choose between.
		const ours = headerOf( fs.readFileSync( header, 'utf8' ) );
		for ( const part of parts.slice( 1 ) ) {
			const text = fs.readFileSync( part, 'utf8' );
			fs.writeFileSync( part, ours + text.slice( headerOf( text ).length ) );
		}
		const merged = path.join( work, 'prism.pot' );
		execFileSync( 'msgcat', [ '-o', merged, ...parts ], {
			stdio: [ 'ignore', 'inherit', 'inherit' ],
		} );
		// msgcat marks comments that came from different parts with the part's name: the comments stay, the marks go.
		const pot = fs
			.readFileSync( merged, 'utf8' )
			.replace( /^#\. #-#-#-#-# {2}.* {2}#-#-#-#-#\n/gm, '' );
		const count = ( pot.match( /^msgid /gm ) ?? [] ).length - 1;
		const previous = fs.existsSync( OUTPUT ) ? fs.readFileSync( OUTPUT, 'utf8' ) : '';
		if ( withoutDate( previous ) === withoutDate( pot ) ) {
			console.log( `i18n: ${ path.relative( ROOT, OUTPUT ) } is current (${ count } strings)` );
			return;
		}
		fs.mkdirSync( path.dirname( OUTPUT ), { recursive: true } );
		fs.writeFileSync( OUTPUT, pot );
		console.log( `i18n: wrote ${ path.relative( ROOT, OUTPUT ) } (${ count } strings)` );
	} finally {
		fs.rmSync( work, { recursive: true, force: true } );
	}
}

main();

#!/usr/bin/env node
/**
 * Installs PRISM's pseudo-locale (en_XA) into a test site, for the browser test that proves every string a member
 * sees is translatable (tests/e2e/i18n.spec.ts).
 *
 * Usage: node bin/i18n/install-pseudo-locale.mjs <WordPress dir>
 *
 * From languages/prism.pot it makes a translation in which every string is its English text wrapped in ⟦…⟧
 * (placeholders and both plural forms kept), and writes into <WordPress dir>/wp-content/languages/plugins/:
 *
 * - prism-en_XA.mo, compiled by msgfmt --check (which also checks that each translation keeps the placeholders of
 *   a php-format string), for the PHP;
 * - prism-en_XA-<md5 of build/<file>.js or build/chunks/<file>.js>.json for every built bundle that calls the translation functions, in the
 *   Jed format load_script_textdomain() reads, holding the strings that bundle uses. A string a bundle uses that
 *   the POT lacks stops the script: the POT is then out of date (npm run i18n:pot).
 *
 * It also copies bin/mu-plugins/test/prism-test-locale.php into the site's mu-plugins: with the cookie
 * prism_test_locale=en_XA a request is answered in the pseudo-locale.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { po } from 'gettext-parser';

const ROOT = path.resolve( path.dirname( fileURLToPath( import.meta.url ) ), '../..' );
const LOCALE = 'en_XA';
const DOMAIN = 'prism';
const PLURAL_FORMS = 'nplurals=2; plural=(n != 1);';
const OPEN = '⟦';
const CLOSE = '⟧';

const require = createRequire( import.meta.url );
const fromScripts = createRequire( require.resolve( '@wordpress/scripts/package.json' ) );
const { parse } = fromScripts( '@babel/parser' );

/** Translation functions: argument positions of msgid, plural, context and text domain (as in @wordpress/i18n). */
const FUNCTIONS = {
	__: { msgid: 0, domain: 1 },
	_x: { msgid: 0, context: 1, domain: 2 },
	_n: { msgid: 0, plural: 1, domain: 3 },
	_nx: { msgid: 0, plural: 1, context: 3, domain: 4 },
};

/**
 * The pseudo-translation of a text: the same text, visibly marked.
 *
 * @param {string} text English text.
 */
function mark( text ) {
	return `${ OPEN }${ text }${ CLOSE }`;
}

/**
 * The key of a string in a Jed locale_data object: the msgid, after its context and EOT when it has one.
 *
 * @param {string} context Context, or ''.
 * @param {string} msgid   Text.
 */
function jedKey( context, msgid ) {
	return context ? `${ context }\u0004${ msgid }` : msgid;
}

/**
 * The POT with every string translated into the pseudo-locale.
 *
 * @param {object} pot Parsed POT (gettext-parser).
 */
function pseudoTranslate( pot ) {
	const translations = {};
	for ( const [ context, entries ] of Object.entries( pot.translations ) ) {
		translations[ context ] = {};
		for ( const [ msgid, entry ] of Object.entries( entries ) ) {
			translations[ context ][ msgid ] =
				msgid === ''
					? entry
					: {
							...entry,
							msgstr: entry.msgid_plural
								? [ mark( msgid ), mark( entry.msgid_plural ) ]
								: [ mark( msgid ) ],
						};
		}
	}
	return {
		charset: 'utf-8',
		headers: {
			...pot.headers,
			Language: LOCALE,
			'Plural-Forms': PLURAL_FORMS,
			'Content-Type': 'text/plain; charset=UTF-8',
			'PO-Revision-Date': new Date().toISOString(),
			'Last-Translator': 'bin/i18n/install-pseudo-locale.mjs',
			'Language-Team': 'PRISM pseudo-locale',
		},
		translations,
	};
}

/**
 * The name a call's callee gives: `__`, `o.__` and webpack's `(0, o.__)` all call __.
 *
 * @param {object} callee Callee node.
 * @return {string|undefined} The function name.
 */
function calleeName( callee ) {
	switch ( callee.type ) {
		case 'Identifier':
			return callee.name;
		case 'MemberExpression':
			return callee.computed ? callee.property.value : callee.property.name;
		case 'SequenceExpression':
			return calleeName( callee.expressions[ callee.expressions.length - 1 ] );
		default:
			return undefined;
	}
}

/**
 * Every string a built bundle passes to the translation functions with the text domain prism.
 *
 * @param {string} code The bundle.
 * @return {Array<{context: string, msgid: string}>} The strings.
 */
function bundleStrings( code ) {
	const found = [];
	const visit = ( node ) => {
		if ( ! node || typeof node.type !== 'string' ) {
			return;
		}
		if ( node.type === 'CallExpression' ) {
			const spec = FUNCTIONS[ calleeName( node.callee ) ];
			const arg = ( i ) => ( i === undefined ? undefined : node.arguments[ i ] );
			const literal = ( i ) => ( arg( i )?.type === 'StringLiteral' ? arg( i ).value : undefined );
			if ( spec && literal( spec.domain ) === DOMAIN && literal( spec.msgid ) !== undefined ) {
				found.push( { context: literal( spec.context ) ?? '', msgid: literal( spec.msgid ) } );
			}
		}
		for ( const [ key, value ] of Object.entries( node ) ) {
			if ( key === 'loc' || key === 'start' || key === 'end' ) {
				continue;
			}
			if ( Array.isArray( value ) ) {
				value.forEach( visit );
			} else if ( value && typeof value === 'object' ) {
				visit( value );
			}
		}
	};
	visit( parse( code, { sourceType: 'script', errorRecovery: true } ).program );
	return found;
}

/**
 * The Jed JSON of one bundle, as load_script_textdomain() reads it.
 *
 * @param {object}                                   pseudo  The pseudo-translation.
 * @param {Array<{context: string, msgid: string}>} strings The bundle's strings.
 */
function jedJson( pseudo, strings ) {
	const messages = {
		'': { domain: 'messages', lang: LOCALE, 'plural-forms': PLURAL_FORMS },
	};
	for ( const { context, msgid } of strings ) {
		messages[ jedKey( context, msgid ) ] = pseudo.translations[ context ][ msgid ].msgstr;
	}
	return {
		'translation-revision-date': pseudo.headers[ 'PO-Revision-Date' ],
		generator: 'PRISM bin/i18n/install-pseudo-locale.mjs',
		domain: 'messages',
		locale_data: { messages },
	};
}

function main() {
	const wpDir = process.argv[ 2 ];
	if ( ! wpDir || ! fs.existsSync( path.join( wpDir, 'wp-config.php' ) ) ) {
		console.error( 'usage: node bin/i18n/install-pseudo-locale.mjs <WordPress dir> (a site with wp-config.php)' );
		process.exit( 2 );
	}
	const potFile = path.join( ROOT, 'languages/prism.pot' );
	const pot = po.parse( fs.readFileSync( potFile ) );
	const pseudo = pseudoTranslate( pot );
	const target = path.join( wpDir, 'wp-content/languages/plugins' );
	fs.mkdirSync( target, { recursive: true } );
	for ( const old of fs.readdirSync( target ) ) {
		if ( old.startsWith( `${ DOMAIN }-${ LOCALE }` ) ) {
			fs.rmSync( path.join( target, old ) );
		}
	}

	// The PHP's translations, compiled and checked by msgfmt.
	const work = fs.mkdtempSync( path.join( os.tmpdir(), 'prism-pseudo-' ) );
	try {
		const poFile = path.join( work, `${ DOMAIN }-${ LOCALE }.po` );
		fs.writeFileSync( poFile, po.compile( pseudo ) );
		execFileSync( 'msgfmt', [ '--check', '-o', path.join( target, `${ DOMAIN }-${ LOCALE }.mo` ), poFile ], {
			stdio: [ 'ignore', 'inherit', 'inherit' ],
		} );
	} finally {
		fs.rmSync( work, { recursive: true, force: true } );
	}

	// The scripts' translations: one JSON per built bundle, named after the md5 of its path in the plugin.
	const missing = [];
	const written = [];
	// The entries in build/, and the chunks webpack's runtime fetches, in build/chunks/.
	const bundles = [ 'build', 'build/chunks' ]
		.filter( ( dir ) => fs.existsSync( path.join( ROOT, dir ) ) )
		.flatMap( ( dir ) =>
			fs
				.readdirSync( path.join( ROOT, dir ) )
				.filter( ( name ) => name.endsWith( '.js' ) )
				.map( ( name ) => `${ dir }/${ name }` )
		)
		.sort();
	for ( const relative of bundles ) {
		const strings = bundleStrings( fs.readFileSync( path.join( ROOT, relative ), 'utf8' ) );
		const known = strings.filter( ( { context, msgid } ) => {
			if ( pseudo.translations[ context ]?.[ msgid ] ) {
				return true;
			}
			missing.push( `${ relative }: ${ context ? `${ context } | ` : '' }${ msgid }` );
			return false;
		} );
		if ( known.length === 0 ) {
			continue;
		}
		const md5 = createHash( 'md5' ).update( relative ).digest( 'hex' );
		const file = `${ DOMAIN }-${ LOCALE }-${ md5 }.json`;
		fs.writeFileSync( path.join( target, file ), JSON.stringify( jedJson( pseudo, known ) ) );
		written.push( `${ relative } (${ new Set( known.map( ( s ) => jedKey( s.context, s.msgid ) ) ).size } strings) -> ${ file }` );
	}
	if ( missing.length > 0 ) {
		console.error(
			`The built bundles use strings that languages/prism.pot lacks (run npm run build, or npm run i18n:pot):\n  ${ missing.join( '\n  ' ) }`
		);
		process.exit( 1 );
	}

	const muPlugins = path.join( wpDir, 'wp-content/mu-plugins' );
	fs.mkdirSync( muPlugins, { recursive: true } );
	fs.copyFileSync(
		path.join( ROOT, 'bin/mu-plugins/test/prism-test-locale.php' ),
		path.join( muPlugins, 'prism-test-locale.php' )
	);

	const count = Object.values( pseudo.translations ).reduce( ( n, entries ) => n + Object.keys( entries ).length, 0 ) - 1;
	console.log( `i18n: pseudo-locale ${ LOCALE } installed in ${ target }: ${ DOMAIN }-${ LOCALE }.mo (${ count } strings)` );
	for ( const line of written ) {
		console.log( `  ${ line }` );
	}
}

main();

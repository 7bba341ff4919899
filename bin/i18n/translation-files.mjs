/**
 * Writes a translation of PRISM into a WordPress site the way WordPress loads it, for the test tooling: the pseudo-locale
 * (install-pseudo-locale.mjs) and a real translation from a .po file (install-translation.mjs).
 *
 * Into <WordPress dir>/wp-content/languages/plugins/ go:
 *
 * - prism-<locale>.mo, compiled by msgfmt --check (which also checks that each translation keeps the placeholders of
 *   a php-format string), for the PHP and the block.json strings WordPress translates at registration;
 * - prism-<locale>-<md5 of the script's path in the plugin>.json for every script that calls the translation
 *   functions (the built entries in build/, the chunks webpack's runtime fetches in build/chunks/, and the block
 *   editor's blocks/editor.js), in the Jed format load_script_textdomain() reads, holding the translated strings
 *   that script uses.
 *
 * and bin/mu-plugins/test/prism-test-locale.php into its mu-plugins, so a browser can ask for the locale by cookie.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { po } from 'gettext-parser';

export const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);
export const DOMAIN = 'prism';

const require = createRequire( import.meta.url );
const fromScripts = createRequire(
	require.resolve( '@wordpress/scripts/package.json' )
);
const { parse } = fromScripts( '@babel/parser' );

/** Translation functions: argument positions of msgid, plural, context and text domain (as in @wordpress/i18n). */
const FUNCTIONS = {
	__: { msgid: 0, domain: 1 },
	_x: { msgid: 0, context: 1, domain: 2 },
	_n: { msgid: 0, plural: 1, domain: 3 },
	_nx: { msgid: 0, plural: 1, context: 3, domain: 4 },
};

/** Folders of the plugin whose scripts WordPress loads translations for (by the md5 of each one's path). */
const SCRIPT_DIRS = [ 'build', 'build/chunks', 'blocks' ];

/**
 * The key of a string in a Jed locale_data object: the msgid, after its context and EOT when it has one.
 *
 * @param {string} context Context, or ''.
 * @param {string} msgid   Text.
 */
export function jedKey( context, msgid ) {
	return context ? `${ context }\u0004${ msgid }` : msgid;
}

/**
 * The name a call's callee gives: `__`, `o.__` and webpack's `(0, o.__)` all call __.
 *
 * @param {Object} callee Callee node.
 * @return {string|undefined} The function name.
 */
function calleeName( callee ) {
	switch ( callee.type ) {
		case 'Identifier':
			return callee.name;
		case 'MemberExpression':
			return callee.computed
				? callee.property.value
				: callee.property.name;
		case 'SequenceExpression':
			return calleeName(
				callee.expressions[ callee.expressions.length - 1 ]
			);
		default:
			return undefined;
	}
}

/**
 * Every string a script passes to the translation functions with the text domain prism.
 *
 * @param {string} code The script (built bundles are minified).
 * @return {Array<{context: string, msgid: string}>} The strings.
 */
export function scriptStrings( code ) {
	const found = [];
	const visit = ( node ) => {
		if ( ! node || typeof node.type !== 'string' ) {
			return;
		}
		if ( node.type === 'CallExpression' ) {
			const spec = FUNCTIONS[ calleeName( node.callee ) ];
			const arg = ( i ) =>
				i === undefined ? undefined : node.arguments[ i ];
			const literal = ( i ) =>
				arg( i )?.type === 'StringLiteral' ? arg( i ).value : undefined;
			if (
				spec &&
				literal( spec.domain ) === DOMAIN &&
				literal( spec.msgid ) !== undefined
			) {
				found.push( {
					context: literal( spec.context ) ?? '',
					msgid: literal( spec.msgid ),
				} );
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
	visit(
		parse( code, { sourceType: 'script', errorRecovery: true } ).program
	);
	return found;
}

/**
 * The plugin's scripts WordPress loads translations for, as paths in the plugin (e.g. build/chunks/x.1a2b3c4d.js).
 *
 * @return {string[]} Paths, sorted.
 */
export function pluginScripts() {
	return SCRIPT_DIRS.filter( ( dir ) =>
		fs.existsSync( path.join( ROOT, dir ) )
	)
		.flatMap( ( dir ) =>
			fs
				.readdirSync( path.join( ROOT, dir ) )
				.filter( ( name ) => name.endsWith( '.js' ) )
				.map( ( name ) => `${ dir }/${ name }` )
		)
		.sort();
}

/**
 * The entry of a string in a translation, when it is translated (not fuzzy, every msgstr filled in).
 *
 * @param {Object} translation Parsed PO (gettext-parser).
 * @param {string} context     Context, or ''.
 * @param {string} msgid       Text.
 * @return {object|undefined} The entry.
 */
function translated( translation, context, msgid ) {
	const entry = translation.translations[ context ]?.[ msgid ];
	if (
		! entry ||
		/\bfuzzy\b/.test( entry.comments?.flag ?? '' ) ||
		! entry.msgstr.every( ( text ) => text !== '' )
	) {
		return undefined;
	}
	return entry;
}

/**
 * Installs a translation into a site, replacing any earlier files of the same locale, with the test locale plugin.
 *
 * @param {string} wpDir       The WordPress site's folder.
 * @param {Object} translation Parsed PO (gettext-parser), with its Language and Plural-Forms headers.
 * @param {string} generator   The script that made it (written into the JSON files).
 * @return {{mo: string, written: string[], untranslated: string[]}} The .mo file, one line per JSON file
 *         written, and the strings the scripts use that the translation does not translate ("script: msgid").
 */
export function installTranslation( wpDir, translation, generator ) {
	const locale = translation.headers.Language;
	const pluralForms = translation.headers[ 'Plural-Forms' ];
	if ( ! /^[a-z]{2,3}(_[A-Z]{2})?$/.test( locale ?? '' ) || ! pluralForms ) {
		throw new Error(
			'the translation needs its Language (e.g. de_DE) and Plural-Forms headers'
		);
	}
	const target = path.join( wpDir, 'wp-content/languages/plugins' );
	fs.mkdirSync( target, { recursive: true } );
	for ( const old of fs.readdirSync( target ) ) {
		if (
			old.startsWith( `${ DOMAIN }-${ locale }.` ) ||
			old.startsWith( `${ DOMAIN }-${ locale }-` )
		) {
			fs.rmSync( path.join( target, old ) );
		}
	}

	// The PHP's translations, compiled and checked by msgfmt.
	const mo = path.join( target, `${ DOMAIN }-${ locale }.mo` );
	const work = fs.mkdtempSync( path.join( os.tmpdir(), 'prism-l10n-' ) );
	try {
		const poFile = path.join( work, `${ DOMAIN }-${ locale }.po` );
		fs.writeFileSync( poFile, po.compile( translation ) );
		execFileSync( 'msgfmt', [ '--check', '-o', mo, poFile ], {
			stdio: [ 'ignore', 'inherit', 'inherit' ],
		} );
	} finally {
		fs.rmSync( work, { recursive: true, force: true } );
	}

	// The scripts' translations: one JSON per script, named after the md5 of its path in the plugin.
	const written = [];
	const untranslated = [];
	for ( const relative of pluginScripts() ) {
		const messages = {
			'': {
				domain: 'messages',
				lang: locale,
				'plural-forms': pluralForms,
			},
		};
		let count = 0;
		for ( const { context, msgid } of scriptStrings(
			fs.readFileSync( path.join( ROOT, relative ), 'utf8' )
		) ) {
			const entry = translated( translation, context, msgid );
			if ( ! entry ) {
				untranslated.push(
					`${ relative }: ${ context ? `${ context } | ` : '' }${ msgid }`
				);
				continue;
			}
			if ( ! ( jedKey( context, msgid ) in messages ) ) {
				count++;
			}
			messages[ jedKey( context, msgid ) ] = entry.msgstr;
		}
		if ( count === 0 ) {
			continue;
		}
		const md5 = createHash( 'md5' ).update( relative ).digest( 'hex' );
		const file = `${ DOMAIN }-${ locale }-${ md5 }.json`;
		fs.writeFileSync(
			path.join( target, file ),
			JSON.stringify( {
				'translation-revision-date':
					translation.headers[ 'PO-Revision-Date' ] ?? '',
				generator,
				domain: 'messages',
				locale_data: { messages },
			} )
		);
		written.push( `${ relative } (${ count } strings) -> ${ file }` );
	}

	const muPlugins = path.join( wpDir, 'wp-content/mu-plugins' );
	fs.mkdirSync( muPlugins, { recursive: true } );
	fs.copyFileSync(
		path.join( ROOT, 'bin/mu-plugins/test/prism-test-locale.php' ),
		path.join( muPlugins, 'prism-test-locale.php' )
	);
	return { mo, written, untranslated };
}

/**
 * The site folder named on the command line, or exit with the usage.
 *
 * @param {string|undefined} wpDir The argument.
 * @param {string}           usage What to print when it is not a site.
 * @return {string} The folder.
 */
export function siteArgument( wpDir, usage ) {
	if ( ! wpDir || ! fs.existsSync( path.join( wpDir, 'wp-config.php' ) ) ) {
		// eslint-disable-next-line no-console
		console.error( usage );
		process.exit( 2 );
	}
	return wpDir;
}

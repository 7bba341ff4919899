#!/usr/bin/env node
/**
 * Installs PRISM's pseudo-locale (en_XA) into a test site, for the browser test that proves every string a member
 * sees is translatable (tests/e2e/i18n.spec.ts).
 *
 * Usage: node bin/i18n/install-pseudo-locale.mjs <WordPress dir>
 *
 * From languages/prism.pot it makes a translation in which every string is its English text wrapped in ⟦…⟧
 * (placeholders and both plural forms kept), and installs it with bin/i18n/translation-files.mjs into
 * <WordPress dir>/wp-content/languages/plugins/: prism-en_XA.mo, compiled by msgfmt --check, for the PHP and the
 * blocks' block.json; and prism-en_XA-<md5 of the script's path>.json for every script that calls the translation
 * functions (build/, build/chunks/, blocks/editor.js), holding the strings that script uses. A string a script uses
 * that the POT lacks stops it: the POT is then out of date (npm run i18n:pot).
 *
 * It also copies bin/mu-plugins/test/prism-test-locale.php into the site's mu-plugins: with the cookie
 * prism_test_locale=en_XA a request is answered in the pseudo-locale.
 */
/* eslint-disable no-console -- a command-line script that reports what it installed. */
import fs from 'node:fs';
import path from 'node:path';
import { po } from 'gettext-parser';
import {
	ROOT,
	DOMAIN,
	installTranslation,
	siteArgument,
} from './translation-files.mjs';

const LOCALE = 'en_XA';
const PLURAL_FORMS = 'nplurals=2; plural=(n != 1);';
const OPEN = '⟦';
const CLOSE = '⟧';

/**
 * The pseudo-translation of a text: the same text, visibly marked.
 *
 * @param {string} text English text.
 */
function mark( text ) {
	return `${ OPEN }${ text }${ CLOSE }`;
}

/**
 * The POT with every string translated into the pseudo-locale.
 *
 * @param {Object} pot Parsed POT (gettext-parser).
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

function main() {
	const wpDir = siteArgument(
		process.argv[ 2 ],
		'usage: node bin/i18n/install-pseudo-locale.mjs <WordPress dir> (a site with wp-config.php)'
	);
	const pot = po.parse(
		fs.readFileSync( path.join( ROOT, 'languages/prism.pot' ) )
	);
	const pseudo = pseudoTranslate( pot );
	const { mo, written, untranslated } = installTranslation(
		wpDir,
		pseudo,
		'PRISM bin/i18n/install-pseudo-locale.mjs'
	);
	// Every string of the POT is translated here: a string a script uses and the pseudo-locale lacks is not in the POT.
	if ( untranslated.length > 0 ) {
		console.error(
			`The built bundles use strings that languages/prism.pot lacks (run npm run build, or npm run i18n:pot):\n  ${ untranslated.join( '\n  ' ) }`
		);
		process.exit( 1 );
	}

	const count =
		Object.values( pseudo.translations ).reduce(
			( n, entries ) => n + Object.keys( entries ).length,
			0
		) - 1;
	console.log(
		`i18n: pseudo-locale ${ LOCALE } installed in ${ path.dirname( mo ) }: ${ DOMAIN }-${ LOCALE }.mo (${ count } strings)`
	);
	for ( const line of written ) {
		console.log( `  ${ line }` );
	}
}

main();

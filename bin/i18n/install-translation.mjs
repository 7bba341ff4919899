#!/usr/bin/env node
/**
 * Installs a translation of PRISM from a .po file into a test site, as WordPress loads a plugin's translations:
 * prism-<locale>.mo compiled by msgfmt --check, and one Jed JSON per script that uses a translated string (see
 * bin/i18n/translation-files.mjs, which the pseudo-locale's installer shares). The locale comes from the file's
 * Language header; strings it leaves untranslated stay English, as in any partial translation.
 *
 * Usage: node bin/i18n/install-translation.mjs <file.po> <WordPress dir>
 *
 * tests/e2e/i18n-german.spec.ts installs tests/fixtures/i18n/prism-de_DE.po with it; with the cookie
 * prism_test_locale=de_DE (bin/mu-plugins/test/prism-test-locale.php) a request is answered in German.
 */
import fs from 'node:fs';
import path from 'node:path';
import { po } from 'gettext-parser';
import { installTranslation, siteArgument } from './translation-files.mjs';

function main() {
	const [ poFile, site ] = process.argv.slice( 2 );
	const usage =
		'usage: node bin/i18n/install-translation.mjs <file.po> <WordPress dir> (a site with wp-config.php)';
	if ( ! poFile || ! fs.existsSync( poFile ) ) {
		// eslint-disable-next-line no-console
		console.error( usage );
		process.exit( 2 );
	}
	const wpDir = siteArgument( site, usage );
	const translation = po.parse( fs.readFileSync( poFile ) );
	const { mo, written } = installTranslation(
		wpDir,
		translation,
		`PRISM bin/i18n/install-translation.mjs (${ path.basename( poFile ) })`
	);
	// eslint-disable-next-line no-console
	console.log(
		`i18n: ${ path.basename( poFile ) } installed in ${ path.dirname( mo ) }: ${ path.basename( mo ) }`
	);
	for ( const line of written ) {
		// eslint-disable-next-line no-console
		console.log( `  ${ line }` );
	}
}

main();

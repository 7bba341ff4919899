/**
 * PRISM seen in another installed theme than the site's: the test site gets the mu-plugin
 * bin/mu-plugins/test/prism-test-theme.php, and a browser context that carries the cookie prism_test_theme sees that
 * theme, for its own requests only (the site's theme is not switched, so nothing needs putting back).
 */
import fs from 'fs';
import path from 'path';
import type { BrowserContext } from '@playwright/test';

const ROOT = path.resolve( __dirname, '../../..' );
const WP_DIR = process.env.PRISM_WP_DIR || path.join( ROOT, '.wp/test-sqlite' );

/** The themes PRISM is looked at in: the site's block theme and a classic one. */
export const THEMES = [
	{ folder: 'twentytwentythree', name: 'Twenty Twenty-Three' },
	{ folder: 'twentytwentyone', name: 'Twenty Twenty-One' },
] as const;

/** Copies the theme-switching mu-plugin into the test site (idempotent). */
export function installThemeSwitch(): void {
	const target = path.join(
		WP_DIR,
		'wp-content/mu-plugins/prism-test-theme.php'
	);
	fs.mkdirSync( path.dirname( target ), { recursive: true } );
	fs.copyFileSync(
		path.join( ROOT, 'bin/mu-plugins/test/prism-test-theme.php' ),
		target
	);
}

/**
 * Makes every later request of the context show the site in this theme.
 *
 * @param context The browser context.
 * @param baseURL The site's address.
 * @param folder  The theme's folder.
 */
export async function showInTheme(
	context: BrowserContext,
	baseURL: string,
	folder: string
): Promise< void > {
	await context.addCookies( [
		{ name: 'prism_test_theme', value: folder, url: baseURL },
	] );
}

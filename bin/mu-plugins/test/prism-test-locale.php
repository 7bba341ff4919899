<?php
/**
 * Plugin Name: PRISM test locale
 * Description: Test sites only. A browser that sends the cookie prism_test_locale=en_XA sees the site in PRISM's pseudo-locale (every translated string marked ⟦…⟧), so a browser test can find text that is not translatable; with prism_test_locale=de_DE it sees the small German test translation. Without the cookie nothing changes.
 *
 * Not copied with the other mu-plugins (bin/lib/site.sh takes bin/mu-plugins/*.php only): bin/i18n/install-pseudo-locale.mjs
 * and bin/i18n/install-translation.mjs install it into the test site, next to the translation files.
 *
 * @package Prism
 */

defined( 'ABSPATH' ) || exit;

/**
 * The locales a test may ask for: the pseudo-locale (prism-en_XA.mo and prism-en_XA-<md5>.json) and the German test
 * translation (tests/fixtures/i18n/prism-de_DE.po, installed as prism-de_DE.mo and prism-de_DE-<md5>.json).
 */
const PRISM_TEST_LOCALES = array( 'en_XA', 'de_DE' );

/**
 * The locale the browser asks for, when it is one of the test locales, else the site's own locale.
 *
 * @param string $locale The locale WordPress chose.
 * @return string
 */
function prism_test_locale( $locale ) {
	$asked = isset( $_COOKIE['prism_test_locale'] ) ? sanitize_text_field( wp_unslash( $_COOKIE['prism_test_locale'] ) ) : '';
	return in_array( $asked, PRISM_TEST_LOCALES, true ) ? $asked : $locale;
}
add_filter( 'locale', 'prism_test_locale' );
add_filter( 'determine_locale', 'prism_test_locale' );

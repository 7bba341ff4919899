<?php
/**
 * Plugin Name: PRISM test locale
 * Description: Test sites only. A browser that sends the cookie prism_test_locale=en_XA sees the site in PRISM's pseudo-locale (every translated string marked ⟦…⟧), so a browser test can find text that is not translatable. Without the cookie nothing changes.
 *
 * Not copied with the other mu-plugins (bin/lib/site.sh takes bin/mu-plugins/*.php only): bin/i18n/install-pseudo-locale.mjs
 * installs it into the test site, next to the pseudo-locale's translation files.
 *
 * @package Prism
 */

defined( 'ABSPATH' ) || exit;

/** The pseudo-locale's code: the files are prism-en_XA.mo and prism-en_XA-<md5>.json. */
const PRISM_TEST_LOCALE = 'en_XA';

/**
 * The pseudo-locale when the browser asks for it, else the site's own locale.
 *
 * @param string $locale The locale WordPress chose.
 * @return string
 */
function prism_test_locale( $locale ) {
	$asked = isset( $_COOKIE['prism_test_locale'] ) ? sanitize_text_field( wp_unslash( $_COOKIE['prism_test_locale'] ) ) : '';
	return PRISM_TEST_LOCALE === $asked ? PRISM_TEST_LOCALE : $locale;
}
add_filter( 'locale', 'prism_test_locale' );
add_filter( 'determine_locale', 'prism_test_locale' );

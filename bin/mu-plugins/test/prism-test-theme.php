<?php
/**
 * Plugin Name: PRISM test theme
 * Description: Test sites only. A browser that sends the cookie prism_test_theme=<theme folder> sees the site in that installed theme (Twenty Twenty-One, say), for that request only; the site's own theme is not switched, so nothing needs putting back. Without the cookie nothing changes.
 *
 * Not copied with the other mu-plugins (bin/lib/site.sh takes bin/mu-plugins/*.php only): the browser tests that look
 * at PRISM in another theme install it into the test site (tests/e2e/support/themes.ts).
 *
 * @package Prism
 */

defined( 'ABSPATH' ) || exit;

/**
 * The theme the browser asks for, when it is installed; null otherwise.
 *
 * @return WP_Theme|null
 */
function prism_test_theme() {
	static $theme = false;
	if ( false === $theme ) {
		$asked = isset( $_COOKIE['prism_test_theme'] ) ? sanitize_key( wp_unslash( $_COOKIE['prism_test_theme'] ) ) : '';
		$found = '' === $asked ? null : wp_get_theme( $asked );
		$theme = $found && $found->exists() && ! $found->errors() ? $found : null;
	}
	return $theme;
}

add_filter(
	'stylesheet',
	static function ( $stylesheet ) {
		$theme = prism_test_theme();
		return $theme ? $theme->get_stylesheet() : $stylesheet;
	}
);
add_filter(
	'template',
	static function ( $template ) {
		$theme = prism_test_theme();
		return $theme ? $theme->get_template() : $template;
	}
);

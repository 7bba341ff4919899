<?php
/**
 * Installs WordPress in a site folder built by bin/lib/site.sh, or brings an
 * installed one up to date: options, theme, the PRISM plugin (re-activated so
 * its idempotent activation runs), and the demo users.
 *
 * Usage: php bin/lib/install-wp.php SITE_DIR SITE_URL
 * Prints "site-state: new" or "site-state: existing" as its last line.
 *
 * This file runs in WordPress's global scope: every variable is prefixed
 * prism_ so that none overwrites a WordPress global ($wp, $post, $wpdb...).
 *
 * @package Prism
 */

if ( 'cli' !== PHP_SAPI || $argc < 3 ) {
	fwrite( STDERR, "usage: php install-wp.php SITE_DIR SITE_URL\n" );
	exit( 2 );
}

const PRISM_INSTALL_PLUGIN   = 'prism/prism-plugin.php';
const PRISM_INSTALL_PASSWORD = 'password';
const PRISM_INSTALL_USERS    = array(
	array( 'admin', 'administrator', 'Admin', '', 'admin@example.test' ),
	array( 'alex', 'subscriber', 'Alex', 'Morgan', 'alex@example.test' ),
	array( 'sam', 'subscriber', 'Sam', 'Lee', 'sam@example.test' ),
);

/**
 * Stops with a message on stderr.
 *
 * @param string $message What went wrong.
 */
function prism_install_fail( $message ) {
	fwrite( STDERR, "install-wp: error: $message\n" );
	exit( 1 );
}

/**
 * Loads WordPress in installing mode (plugins are not loaded yet).
 *
 * @param string $site_dir The WordPress folder.
 * @param string $site_url Its URL.
 */
function prism_install_load( $site_dir, $site_url ) {
	$parts                  = parse_url( $site_url );
	$_SERVER['HTTP_HOST']   = $parts['host'] . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
	$_SERVER['SERVER_NAME'] = $parts['host'];
	$_SERVER['REQUEST_URI'] = '/';
	define( 'WP_INSTALLING', true );
	require_once $site_dir . '/wp-load.php';
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	require_once ABSPATH . 'wp-admin/includes/plugin.php';
	require_once ABSPATH . 'wp-admin/includes/user.php';
}

/**
 * Runs wp_install() unless WordPress is installed already.
 *
 * @return bool True when this call installed it.
 */
function prism_install_core() {
	if ( is_blog_installed() ) {
		return false;
	}
	$result = wp_install( 'PRISM Demo', 'admin', 'admin@example.test', true, '', PRISM_INSTALL_PASSWORD );
	if ( is_wp_error( $result ) || empty( $result['user_id'] ) ) {
		prism_install_fail( 'wp_install() failed' );
	}
	return true;
}

/**
 * Site options for a demo and test site.
 */
function prism_install_options() {
	update_option( 'blogname', 'PRISM Demo' );
	update_option( 'show_avatars', '0' );
	$GLOBALS['wp_rewrite']->set_permalink_structure( '/%postname%/' );
	flush_rewrite_rules( false );
}

/**
 * Activates Twenty Twenty-Three when it is not the current theme.
 */
function prism_install_theme() {
	if ( 'twentytwentythree' === get_stylesheet() ) {
		return;
	}
	$theme = wp_get_theme( 'twentytwentythree' );
	if ( ! $theme->exists() ) {
		prism_install_fail( 'theme twentytwentythree is missing' );
	}
	switch_theme( 'twentytwentythree' );
}

/**
 * (Re-)activates the plugin so that its activation hook runs every time.
 */
function prism_install_plugin() {
	deactivate_plugins( PRISM_INSTALL_PLUGIN, true );
	$result = activate_plugin( PRISM_INSTALL_PLUGIN );
	if ( is_wp_error( $result ) ) {
		$data = $result->get_error_data();
		prism_install_fail( 'activate_plugin(' . PRISM_INSTALL_PLUGIN . '): ' . $result->get_error_message() . ( is_string( $data ) ? "\n" . $data : '' ) );
	}
	// The plugin registers its rewrite rules on `init`, which ran before it was
	// loaded here: drop the saved rules so that the next request rebuilds them.
	delete_option( 'rewrite_rules' );
}

/**
 * Creates or updates one user.
 *
 * @param array $spec Login, role, first name, last name, email.
 */
function prism_install_user( $spec ) {
	list( $login, $role, $first, $last, $email ) = $spec;
	$fields   = array(
		'user_login'   => $login,
		'user_pass'    => PRISM_INSTALL_PASSWORD,
		'user_email'   => $email,
		'first_name'   => $first,
		'last_name'    => $last,
		'display_name' => trim( "$first $last" ),
		'role'         => $role,
	);
	$existing = get_user_by( 'login', $login );
	if ( $existing ) {
		$fields['ID'] = $existing->ID;
		$result       = wp_update_user( $fields );
	} else {
		$result = wp_insert_user( $fields );
	}
	if ( is_wp_error( $result ) ) {
		prism_install_fail( "user $login: " . $result->get_error_message() );
	}
}

prism_install_load( rtrim( $argv[1], '/' ), $argv[2] );
$prism_install_is_new = prism_install_core();
prism_install_options();
prism_install_theme();
prism_install_plugin();
add_filter( 'send_password_change_email', '__return_false' );
add_filter( 'send_email_change_email', '__return_false' );
array_map( 'prism_install_user', PRISM_INSTALL_USERS );
echo 'site-state: ' . ( $prism_install_is_new ? 'new' : 'existing' ) . "\n";

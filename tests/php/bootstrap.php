<?php
/**
 * PHPUnit bootstrap: loads the WordPress site named by PRISM_WP_DIR (bin/test.sh
 * builds it in .wp/test-sqlite or .wp/test-mariadb), with PRISM active.
 * Nothing else: the tests talk to a real site and a real database.
 *
 * @package Prism
 */

$prism_wp_dir = getenv( 'PRISM_WP_DIR' );
if ( ! $prism_wp_dir || ! is_file( $prism_wp_dir . '/wp-load.php' ) ) {
	fwrite( STDERR, "PRISM_WP_DIR must name a WordPress folder (wp-load.php not found in '" . $prism_wp_dir . "').\nRun the tests with `npm test`, or build a site with `bash bin/start.sh --background`\nand run: PRISM_WP_DIR=.wp/dev-sqlite phpunit -c tests/php/phpunit.xml.dist\n" );
	exit( 1 );
}

$prism_test_url = getenv( 'PRISM_TEST_URL' ) ? getenv( 'PRISM_TEST_URL' ) : 'http://127.0.0.1';
$_SERVER['HTTP_HOST']   = (string) parse_url( $prism_test_url, PHP_URL_HOST ) . ( parse_url( $prism_test_url, PHP_URL_PORT ) ? ':' . parse_url( $prism_test_url, PHP_URL_PORT ) : '' );
$_SERVER['SERVER_NAME'] = (string) parse_url( $prism_test_url, PHP_URL_HOST );
$_SERVER['REQUEST_URI'] = '/';

// A deprecation from PRISM's files or the libraries it ships fails the test that raised it; WordPress's own go to
// the site's debug.log (tests/php/Support/Plugin_Errors.php). Installed before WordPress loads, so PRISM's loading
// is covered too.
require_once __DIR__ . '/Support/Plugin_Errors.php';
\Prism\Tests\Support\Plugin_Errors::register();

// PHPUnit includes this file from inside a function; WordPress expects to be
// loaded in the global scope, so its config globals are declared global here.
global $table_prefix;

require_once $prism_wp_dir . '/wp-load.php';

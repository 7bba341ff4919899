<?php
/**
 * Router for PHP's built-in server, doing what WordPress's .htaccess does:
 * real files are served as they are (PHP files run), everything else goes
 * to index.php, so pretty permalinks and /wp-json/ work.
 *
 * Usage: php -S 127.0.0.1:8888 -t SITE_DIR bin/router.php
 *
 * @package Prism
 */

$prism_root = rtrim( $_SERVER['DOCUMENT_ROOT'], '/' );
$prism_path = rawurldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );

// The environment's own files in the site folder are not for the web.
$prism_private = '#(^|/)\.|^/(debug|mail|server)\.log$|^/server\.pid$|^/salts\.php$#';
if ( preg_match( $prism_private, $prism_path ) ) {
	http_response_code( 404 );
	return true;
}

$prism_file = $prism_root . $prism_path;

// A directory without its trailing slash: redirect, as Apache's mod_dir does.
if ( is_dir( $prism_file ) && '/' !== substr( $prism_path, -1 ) ) {
	$prism_query = parse_url( $_SERVER['REQUEST_URI'], PHP_URL_QUERY );
	header( 'Location: ' . $prism_path . '/' . ( $prism_query ? '?' . $prism_query : '' ), true, 301 );
	return true;
}

// A real file, or a directory with an index.php: let the server handle it.
if ( is_file( $prism_file ) || is_file( rtrim( $prism_file, '/' ) . '/index.php' ) ) {
	return false;
}

// Everything else is WordPress's to route.
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $prism_root . '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
chdir( $prism_root );
require $prism_root . '/index.php';

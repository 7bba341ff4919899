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

// Scripts and styles with the validators Apache and nginx send (Last-Modified, ETag) and a 304 to a conditional
// request. PHP's server sends neither, so a browser could keep nothing and fetched every script again on every page.
// Only what cannot change under the same address is left to the browser's own judgement, as those servers leave it
// (WordPress's files, and a plugin's build/, whose files carry their version in their name or their ?ver=); anything
// else (a plugin's or a theme's edited assets) is checked with the server each time, so an edit shows at once.
$prism_types = array(
	'js'  => 'application/javascript',
	'css' => 'text/css; charset=UTF-8',
);
$prism_type  = $prism_types[ strtolower( pathinfo( $prism_file, PATHINFO_EXTENSION ) ) ] ?? null;
if ( null !== $prism_type && is_file( $prism_file ) ) {
	$prism_mtime = (int) filemtime( $prism_file );
	$prism_etag  = sprintf( '"%x-%x"', $prism_mtime, (int) filesize( $prism_file ) );
	header( 'Last-Modified: ' . gmdate( 'D, d M Y H:i:s', $prism_mtime ) . ' GMT' );
	header( 'ETag: ' . $prism_etag );
	if ( ! preg_match( '#^/wp-(includes|admin)/|/build/#', $prism_path ) ) {
		header( 'Cache-Control: no-cache' );
	}
	$prism_match = $_SERVER['HTTP_IF_NONE_MATCH'] ?? null;
	$prism_since = isset( $_SERVER['HTTP_IF_MODIFIED_SINCE'] ) ? strtotime( $_SERVER['HTTP_IF_MODIFIED_SINCE'] ) : false;
	if ( null !== $prism_match ? $prism_match === $prism_etag : ( false !== $prism_since && $prism_since >= $prism_mtime ) ) {
		http_response_code( 304 );
		return true;
	}
	header( 'Content-Type: ' . $prism_type );
	header( 'Content-Length: ' . filesize( $prism_file ) );
	readfile( $prism_file );
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

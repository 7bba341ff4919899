<?php
/**
 * A second PHP process that imports one file as a member would, from the check of the upload to the last batch,
 * and reports what happened and how much memory PHP needed beyond WordPress itself:
 *
 *   php upload-child.php OWNER PATH FILE_NAME FILE_TYPE   prints {"refused": sentence} or {"import": id, ...},
 *                                                         with "peak_mb" either way
 *
 * @package Prism
 */

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}
$prism_url              = (string) getenv( 'PRISM_TEST_URL' );
$_SERVER['HTTP_HOST']   = (string) parse_url( $prism_url, PHP_URL_HOST ) . ( parse_url( $prism_url, PHP_URL_PORT ) ? ':' . parse_url( $prism_url, PHP_URL_PORT ) : '' );
$_SERVER['SERVER_NAME'] = (string) parse_url( $prism_url, PHP_URL_HOST );
$_SERVER['REQUEST_URI'] = '/';
define( 'DISABLE_WP_CRON', true );

require getenv( 'PRISM_WP_DIR' ) . '/wp-load.php';

// WordPress's own limit for a request, as on the site (the 256 MB it gives an admin screen would hide a leak).
ini_set( 'memory_limit', '128M' ); // phpcs:ignore WordPress.PHP.IniSet.memory_limit_Disallowed -- the limit a web request has.
wp_set_current_user( (int) $argv[1] );
$prism_base = memory_get_usage();
if ( function_exists( 'memory_reset_peak_usage' ) ) {
	memory_reset_peak_usage();
}
$prism_answer = array();
try {
	$prism_id     = ( new \Prism\Import\Import_Store() )->import_file( (int) $argv[1], $argv[2], $argv[3], $argv[4], 'update' );
	$prism_import = ( new \Prism\Data\Import_Repository() )->find( $prism_id );
	( new \Prism\Jobs\Runner( null, 5, 0 ) )->run_job( (int) $prism_import['job_id'], INF );
	$prism_import = ( new \Prism\Data\Import_Repository() )->find( $prism_id );
	$prism_answer = array(
		'import'   => $prism_id,
		'state'    => $prism_import['job_state'] ?? null,
		'created'  => (int) $prism_import['created_count'],
		'rejected' => (int) $prism_import['rejected_count'],
		'skipped'  => (int) $prism_import['skipped_count'],
	);
} catch ( \Prism\Domain\Invalid_Input $e ) {
	$prism_answer = array( 'refused' => $e->getMessage() );
}
$prism_answer['peak_mb'] = round( ( memory_get_peak_usage() - $prism_base ) / 1048576, 1 );
echo wp_json_encode( $prism_answer ), "\n";

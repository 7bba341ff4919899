<?php
/**
 * Import benchmark (npm run bench): writes a 30,000-row Google Contacts CSV and a 30,000-row LinkedIn
 * Connections.csv, then imports each for the member `bench-import` the way the site does — Import_Store checks and
 * stores the file, the import job runs batch after batch (Jobs\Runner, as WP-Cron or the open page would) — and
 * prints rows a second for the first import and for a re-import (update mode: every row matches), with the peak
 * memory of each: until the import is done (every row read, every contact in the list) and until its second phase,
 * the search n-gram lists of the contacts it created, is done too (searches scan until then). No assertions: the target (at least 1,000 rows a second) is read off the figures.
 *
 *   php bin/lib/bench-import.php SITE_DIR [ROWS]
 *
 * @package Prism
 */

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}
$prism_site = (string) ( $argv[1] ?? '' );
$prism_rows = (int) ( $argv[2] ?? 30000 );
if ( ! is_file( $prism_site . '/wp-load.php' ) ) {
	fwrite( STDERR, "usage: php bench-import.php SITE_DIR [ROWS]\n" );
	exit( 2 );
}
$_SERVER['HTTP_HOST']   = 'localhost';
$_SERVER['REQUEST_URI'] = '/';
define( 'DISABLE_WP_CRON', true );
require $prism_site . '/wp-load.php';

use Prism\Data\Import_Repository;
use Prism\Data\Job_Repository;
use Prism\Import\Import_Grams_Job;
use Prism\Import\Import_Store;
use Prism\Jobs\Runner;
use Prism\Schema\Schema;

/**
 * The benchmark member, made once.
 */
function prism_bench_import_member(): int {
	$user = get_user_by( 'login', 'bench-import' );
	if ( $user ) {
		return (int) $user->ID;
	}
	return (int) wp_insert_user(
		array(
			'user_login' => 'bench-import',
			'user_pass'  => wp_generate_password(),
			'user_email' => 'bench-import@example.test',
			'role'       => 'subscriber',
		)
	);
}

require_once __DIR__ . '/bench-import-files.php';

/**
 * Imports a file to the end and prints its figures.
 *
 * @param int    $owner     Member.
 * @param string $path      File.
 * @param string $file_type File type.
 * @param string $mode      Mode.
 * @param string $label     Line label.
 */
function prism_bench_run( int $owner, string $path, string $file_type, string $mode, string $label ): void {
	global $wpdb;
	$wpdb->queries = array();
	memory_reset_peak_usage();
	$base  = memory_get_usage();
	$start = microtime( true );
	$id    = ( new Import_Store() )->import_file( $owner, $path, basename( $path ), $file_type, $mode );
	$store = microtime( true ) - $start;
	$row   = ( new Import_Repository() )->find( $id );
	$runner = new Runner();
	do {
		$outcome = $runner->run_job( (int) $row['job_id'], microtime( true ) + 20 );
	} while ( Runner::PROGRESS === $outcome );
	$seconds = microtime( true ) - $start;
	// The second phase: the search lists of the contacts it created (searches scan until it is done).
	$grams = ( new Job_Repository() )->find_by_key( $owner, Import_Grams_Job::TYPE, (string) $id );
	if ( $grams ) {
		do {
			$outcome = $runner->run_job( $grams->id, microtime( true ) + 20 );
		} while ( Runner::PROGRESS === $outcome );
	}
	$indexed = microtime( true ) - $start;
	$row     = ( new Import_Repository() )->find( $id );
	$rows    = (int) $row['total_rows'];
	printf(
		"  %-40s %6d rows in %5.1f s (store %4.1f s) = %5.0f rows/s; search lists done at %5.1f s = %5.0f rows/s   created %d, updated %d, skipped %d, rejected %d; peak memory +%.1f MB; state %s\n",
		$label,
		$rows,
		$seconds,
		$store,
		$rows / max( 0.001, $seconds ),
		$indexed,
		$rows / max( 0.001, $indexed ),
		(int) $row['created_count'],
		(int) $row['updated_count'],
		(int) $row['skipped_count'],
		(int) $row['rejected_count'],
		( memory_get_peak_usage() - $base ) / 1048576,
		(string) $row['job_state']
	);
}

$prism_owner = prism_bench_import_member();
wp_set_current_user( $prism_owner );
$prism_dir = get_temp_dir();
echo "\nImport ({$prism_rows} rows, in-process: Import_Store + the import job's batches, as WP-Cron or the open page run them)\n";
foreach ( array(
	'Google CSV'   => 'prism_bench_google',
	'LinkedIn CSV' => 'prism_bench_linkedin',
) as $prism_type => $prism_writer ) {
	$prism_path = $prism_dir . 'bench-' . sanitize_title( $prism_type ) . '.csv';
	$prism_writer( $prism_path, $prism_rows );
	prism_bench_import_clear( $prism_owner );
	prism_bench_run( $prism_owner, $prism_path, $prism_type, 'update', "{$prism_type}, into an empty account" );
	prism_bench_run( $prism_owner, $prism_path, $prism_type, 'update', "{$prism_type}, again (update: all match)" );
	unlink( $prism_path );
}
prism_bench_import_clear( $prism_owner );

<?php
/**
 * Duplicate rescan benchmark (npm run bench): runs the full rescan job (Jobs\Duplicate_Scan_Job) of the benchmark
 * member `bench` (30,000 contacts seeded by bin/bench-seed.php) the way the merge page or WP-Cron would
 * (Jobs\Runner, slice after slice, SQLite's pause between long slices included), from no stored suggestions, and
 * prints the seconds it took, its slices and the pairs it found. No assertions: the target (under 10 seconds) is
 * read off the figure.
 *
 *   php bin/lib/bench-duplicates.php SITE_DIR
 *
 * @package Prism
 */

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}
$prism_site = (string) ( $argv[1] ?? '' );
if ( ! is_file( $prism_site . '/wp-load.php' ) ) {
	fwrite( STDERR, "usage: php bench-duplicates.php SITE_DIR\n" );
	exit( 2 );
}
$_SERVER['HTTP_HOST']   = 'localhost';
$_SERVER['REQUEST_URI'] = '/';
define( 'DISABLE_WP_CRON', true );
require $prism_site . '/wp-load.php';

use Prism\Data\Job_Repository;
use Prism\Jobs\Duplicate_Scan_Job;
use Prism\Jobs\Job;
use Prism\Jobs\Queue;
use Prism\Jobs\Runner;
use Prism\Schema\Schema;

$prism_user = get_user_by( 'login', 'bench' );
if ( ! $prism_user ) {
	fwrite( STDERR, "bench-duplicates: no member 'bench' (run bin/bench-seed.php first)\n" );
	exit( 1 );
}
$prism_owner = (int) $prism_user->ID;
global $wpdb;
$prism_table = Schema::table( 'collisions' );
// A rescan from nothing: the suggestions of an earlier run would only be found again.
$wpdb->query( $wpdb->prepare( "DELETE FROM {$prism_table} WHERE owner_id = %d", $prism_owner ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
$prism_jobs = new Job_Repository();
$prism_jobs->forget( $prism_owner, Duplicate_Scan_Job::TYPE );
$prism_contacts = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Schema::table( 'contacts' ) . ' WHERE owner_id = %d', $prism_owner ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name from Schema.

$prism_id     = Queue::enqueue( Duplicate_Scan_Job::TYPE, $prism_owner );
$prism_runner = new Runner();
$prism_start  = microtime( true );
$prism_runs   = 0;
do {
	$prism_runner->run_job( $prism_id, microtime( true ) + 60 );
	$prism_job = $prism_jobs->find( $prism_id );
	++$prism_runs;
} while ( $prism_job && ! $prism_job->finished() && $prism_runs < 1000 );
$prism_seconds = microtime( true ) - $prism_start;
$prism_pairs   = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$prism_table} WHERE owner_id = %d AND state = 'pending'", $prism_owner ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.

printf(
	"duplicate rescan: %s contacts in %.2f s (%s), %s pairs found, peak memory %.0f MB\n",
	number_format( $prism_contacts ),
	$prism_seconds,
	$prism_job ? $prism_job->state : 'gone',
	number_format( $prism_pairs ),
	memory_get_peak_usage( true ) / 1048576
);
if ( ! $prism_job || Job::DONE !== $prism_job->state ) {
	exit( 1 );
}

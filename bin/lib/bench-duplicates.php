<?php
/**
 * Duplicate rescan benchmark (npm run bench): runs the full rescan job (Jobs\Duplicate_Scan_Job) the way the merge
 * page or WP-Cron would (Jobs\Runner, slice after slice, SQLite's pause between long slices included), from no
 * stored suggestions, for two members of 30,000 contacts: `bench` (seeded by bin/bench-seed.php for the list
 * routes: 1,440 names and 21 companies, so about 15,000 pairs have a similar name at one company, a worst case),
 * and `bench-dups` (a realistic network, seeded here once). Prints the seconds, PHP's CPU seconds and the pairs
 * found. No assertions: the target (under 10 seconds) is read off the figures.
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
use Prism\Data\Job;
use Prism\Jobs\Queue;
use Prism\Jobs\Runner;
use Prism\Schema\Schema;

/**
 * Runs the full rescan of one member from no stored suggestions and prints the figures.
 *
 * @param int    $owner Member.
 * @param string $label What the member's contacts are.
 * @return bool Whether the job finished.
 */
function prism_bench_rescan( int $owner, string $label ): bool {
	global $wpdb;
	$table = Schema::table( 'collisions' );
	// A rescan from nothing: the suggestions of an earlier run would only be found again.
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE owner_id = %d", $owner ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
	$jobs = new Job_Repository();
	$jobs->forget( $owner, Duplicate_Scan_Job::TYPE );
	$contacts = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Schema::table( 'contacts' ) . ' WHERE owner_id = %d', $owner ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name from Schema.

	$id     = Queue::enqueue( Duplicate_Scan_Job::TYPE, $owner );
	$runner = new Runner();
	$start  = microtime( true );
	$cpu    = getrusage();
	$runs   = 0;
	do {
		$runner->run_job( $id, microtime( true ) + 60 );
		$job = $jobs->find( $id );
		++$runs;
	} while ( $job && ! $job->finished() && $runs < 1000 );
	$seconds = microtime( true ) - $start;
	$used    = getrusage();
	$pairs   = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE owner_id = %d AND state = 'pending'", $owner ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
	printf(
		"duplicate rescan, %s: %s contacts in %.2f s (%.2f s of PHP's CPU; %s), %s pairs found, peak memory %.0f MB\n",
		$label,
		number_format( $contacts ),
		$seconds,
		( $used['ru_utime.tv_sec'] + $used['ru_utime.tv_usec'] / 1e6 ) - ( $cpu['ru_utime.tv_sec'] + $cpu['ru_utime.tv_usec'] / 1e6 ),
		$job ? $job->state : 'gone',
		number_format( $pairs ),
		memory_get_peak_usage( true ) / 1048576
	);
	return $job && Job::DONE === $job->state;
}

$prism_user = get_user_by( 'login', 'bench' );
if ( ! $prism_user ) {
	fwrite( STDERR, "bench-duplicates: no member 'bench' (run bin/bench-seed.php first)\n" );
	exit( 1 );
}
$prism_ok = prism_bench_rescan( (int) $prism_user->ID, 'worst case (the bench member: 1,440 names and 21 companies for 30,000 people)' );

// A realistic network (tests/php/Data/Support/Large_Network.php): 12,000 names, companies of twenty, 300 people
// entered twice. Seeded once per site, as the 30,000 contacts of a member of its own.
$prism_dups = get_user_by( 'login', 'bench-dups' );
if ( ! $prism_dups ) {
	$prism_dups = get_user_by( 'id', wp_insert_user( array( 'user_login' => 'bench-dups', 'user_pass' => wp_generate_password(), 'user_email' => 'bench-dups@example.test' ) ) );
}
$prism_dups_id = (int) $prism_dups->ID;
if ( 0 === (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Schema::table( 'contacts' ) . ' WHERE owner_id = %d', $prism_dups_id ) ) ) { // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name from Schema.
	require_once dirname( __DIR__, 2 ) . '/tests/php/Data/Support/Large_Network.php';
	$prism_people = \Prism\Tests\Data\Support\Large_Network::people();
	\Prism\Data\Db::transaction(
		static function () use ( $prism_people, $prism_dups_id ): void {
			$keys = new \Prism\Data\Contact_Keys();
			foreach ( array_chunk( $prism_people, 1000 ) as $chunk ) {
				$ids = ( new \Prism\Data\Contact_Repository() )->insert_many( $prism_dups_id, $chunk );
				$keys->write( $prism_dups_id, array_combine( $ids, array_map( static fn( array $person ): array => \Prism\Domain\Contact_Fields::from_row( \Prism\Domain\Contact_Fields::to_columns( $person['values'] ) ), $chunk ) ) );
			}
		}
	);
}
$prism_ok = prism_bench_rescan( $prism_dups_id, 'realistic (12,000 names, companies of twenty, 300 people entered twice)' ) && $prism_ok;
exit( $prism_ok ? 0 : 1 );

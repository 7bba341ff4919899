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

/**
 * Deletes everything PRISM holds for the member (a fresh start for each file).
 *
 * @param int $owner Member.
 */
function prism_bench_import_clear( int $owner ): void {
	global $wpdb;
	foreach ( Schema::all_tables() as $table ) {
		$columns = array_column( (array) $wpdb->get_results( "SHOW COLUMNS FROM {$table}", ARRAY_A ), 'Field' ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- names from Schema.
		if ( in_array( 'owner_id', $columns, true ) ) {
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE owner_id = %d", $owner ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- names from Schema.
		}
	}
}

/**
 * Writes a Google Contacts CSV (current layout) of $rows people: names, a company and title, two labels, a
 * birthday on every third, a two-line note on every fifth, one or two emails, a phone, an address on every
 * fourth, a LinkedIn URL on every second.
 *
 * @param string $path File.
 * @param int    $rows People.
 */
function prism_bench_google( string $path, int $rows ): void {
	$out = fopen( $path, 'wb' );
	fputcsv( $out, array( 'First Name', 'Middle Name', 'Last Name', 'Nickname', 'Organization Name', 'Organization Title', 'Organization Department', 'Birthday', 'Notes', 'Labels', 'E-mail 1 - Label', 'E-mail 1 - Value', 'E-mail 2 - Label', 'E-mail 2 - Value', 'Phone 1 - Label', 'Phone 1 - Value', 'Address 1 - Label', 'Address 1 - Street', 'Address 1 - City', 'Address 1 - Region', 'Address 1 - Postal Code', 'Address 1 - Country', 'Website 1 - Label', 'Website 1 - Value' ), ',', '"', '' );
	$firsts = array( 'Ada', 'Grace', 'Alan', 'Katherine', 'Linus', 'Margaret', 'Dennis', 'Barbara', 'Ken', 'Frances' );
	$lasts  = array( 'Lovelace', 'Hopper', 'Turing', 'Johnson', 'Torvalds', 'Hamilton', 'Ritchie', 'Liskov', 'Thompson', 'Allen' );
	for ( $i = 0; $i < $rows; $i++ ) {
		fputcsv(
			$out,
			array(
				$firsts[ $i % 10 ],
				0 === $i % 7 ? 'Q.' : '',
				$lasts[ intdiv( $i, 10 ) % 10 ] . $i,
				'',
				'Company ' . ( $i % 500 ),
				'Engineer',
				0 === $i % 9 ? 'R&D' : '',
				0 === $i % 3 ? sprintf( '19%02d-%02d-%02d', 50 + $i % 50, 1 + $i % 12, 1 + $i % 28 ) : '',
				0 === $i % 5 ? "Met at the conference.\nBudget <100k and >50k, see https://example.test/a%20b" : '',
				'* myContacts ::: ' . ( 0 === $i % 2 ? 'Clients' : 'Friends' ),
				'* Work',
				"person{$i}@example.test",
				0 === $i % 4 ? 'Home' : '',
				0 === $i % 4 ? "person{$i}@home.test" : '',
				'Mobile',
				sprintf( '+1 (555) %03d-%04d', intdiv( $i, 10000 ), $i % 10000 ),
				0 === $i % 4 ? 'Home' : '',
				0 === $i % 4 ? "{$i} Main Street" : '',
				0 === $i % 4 ? 'Springfield' : '',
				0 === $i % 4 ? 'IL' : '',
				0 === $i % 4 ? '62701' : '',
				0 === $i % 4 ? 'United States' : '',
				0 === $i % 2 ? 'Profile' : '',
				0 === $i % 2 ? "https://www.linkedin.com/in/person-{$i}" : '',
			),
			',',
			'"',
			''
		);
	}
	fclose( $out );
}

/**
 * Writes a LinkedIn Connections.csv of $rows connections (its "Notes:" preamble first; an email on every fifth).
 *
 * @param string $path File.
 * @param int    $rows Connections.
 */
function prism_bench_linkedin( string $path, int $rows ): void {
	$out = fopen( $path, 'wb' );
	fwrite( $out, "Notes:\n\"When exporting your connection data, you may notice that some of the email addresses are missing. You will only see email addresses for connections who have allowed their connections to see or download their email address using this setting https://www.linkedin.com/psettings/privacy/email. You can learn more here https://www.linkedin.com/help/linkedin/answer/261\"\n\n" );
	fputcsv( $out, array( 'First Name', 'Last Name', 'URL', 'Email Address', 'Company', 'Position', 'Connected On' ), ',', '"', '' );
	$months = array( 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec' );
	for ( $i = 0; $i < $rows; $i++ ) {
		fputcsv(
			$out,
			array( 'First' . $i, 'Last' . $i, "https://www.linkedin.com/in/connection-{$i}", 0 === $i % 5 ? "connection{$i}@example.test" : '', 'Company ' . ( $i % 700 ), 'Director, Sales', sprintf( '%02d %s %d', 1 + $i % 28, $months[ $i % 12 ], 2010 + $i % 15 ) ),
			',',
			'"',
			''
		);
	}
	fclose( $out );
}

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

<?php
/**
 * A ROWS-row Google CSV import driven through the balancer exactly as the open contact list drives it
 * (bin/lib/bench-import-load-worker.php: the Import form, then POST imports/{id}/run one call at a time, retrying a
 * failed call after 2 s, 4 s … and giving up after four in a row, as the page does), while web1 is killed (SIGKILL
 * to its nginx and php-fpm) in the middle of a run call it is answering. The import must finish, with every row
 * created exactly once. Web1 is started again afterwards.
 *
 *   php tests/cluster/import-kill.php [ROWS=30000]
 *
 * @package Prism
 */

require __DIR__ . '/lib.php';
require_once dirname( __DIR__, 2 ) . '/bin/lib/bench-import-files.php';

use Prism\Schema\Schema;

global $wpdb;
$rows = max( 100, (int) ( $argv[1] ?? 30000 ) );
echo "import-kill: a {$rows}-row import through the balancer; web1 killed mid-batch\n";
$importer = cluster_member( 'cluster_kill_import' );
$file     = get_temp_dir() . 'cluster-kill-import.csv';
prism_bench_google( $file, $rows );

$root    = dirname( __DIR__, 2 );
$pipes   = array();
$driver  = proc_open( array( PHP_BINARY, "{$root}/bin/lib/bench-import-load-worker.php", 'import', $cluster_wp, $cluster_url, 'cluster_kill_import', $file, '900' ), array( 1 => array( 'pipe', 'w' ), 2 => array( 'pipe', 'w' ) ), $pipes );
$started = microtime( true );

/**
 * The import's rows done so far, read from the database (0 before it exists).
 */
$done_so_far = static function () use ( $wpdb, $importer ): int {
	wp_cache_flush();
	return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT j.progress_done FROM ' . Schema::table( 'imports' ) . ' i JOIN ' . Schema::table( 'jobs' ) . ' j ON j.id = i.job_id WHERE i.owner_id = %d ORDER BY i.id DESC LIMIT 1', $importer ) ); // phpcs:ignore WordPress.DB.PreparedSQL
};
/**
 * Requests web1 is answering now, from HAProxy's statistics.
 */
$web1_busy = static function (): int {
	foreach ( explode( "\n", cluster_ctl( 'haproxy', 'show stat' ) ) as $line ) {
		$fields = explode( ',', $line );
		if ( 'webs' === ( $fields[0] ?? '' ) && 'web1' === ( $fields[1] ?? '' ) ) {
			return (int) $fields[4];
		}
	}
	return 0;
};

// Wait for a third of the rows, then for web1 to be in the middle of a run call.
$killed_at = null;
$before    = 0;
$busy      = 0;
while ( null === $killed_at && microtime( true ) - $started < 600 ) {
	usleep( 100000 );
	if ( $done_so_far() < intdiv( $rows, 3 ) ) {
		continue;
	}
	if ( $web1_busy() > 0 ) {
		// Into the call's work, and still in it.
		usleep( 300000 );
		$busy = $web1_busy();
		if ( 0 === $busy ) {
			continue;
		}
		$before = $done_so_far();
		cluster_ctl( 'web-kill', '1' );
		$killed_at = microtime( true ) - $started;
		printf( "import-kill: web1 killed at %.1f s with %d of %d rows done, %d request(s) in flight on it\n", $killed_at, $before, $rows, $busy );
	}
}
$out = (string) stream_get_contents( $pipes[1] );
$err = (string) stream_get_contents( $pipes[2] );
proc_close( $driver );
$result = (array) json_decode( trim( (string) strrchr( "\n" . trim( $out ), "\n" ) ), true );
cluster_ctl( 'web-start', '1' );

// How the import went, as the page saw it.
$progress = (array) ( $result['progress'] ?? array() );
$stall    = 0.0;
// The first answer after the kill with more rows done than the kill left: how long the import stood still (the
// dead server's hold on the job lasts Runner::LOCK_TTL).
foreach ( $progress as $answer ) {
	if ( null !== $killed_at && $answer[0] >= $killed_at && $answer[1] > $before ) {
		$stall = $answer[0] - $killed_at;
		break;
	}
}
// The answers the page got around the kill: seconds since the upload, rows done.
$around = array_values( array_filter( $progress, static fn( $p ) => null !== $killed_at && $p[0] >= $killed_at - 4 && $p[0] <= $killed_at + 40 ) );
echo '  answers around the kill (s, rows): ', implode( ' ', array_map( static fn( $p ) => "{$p[0]}:{$p[1]}", array_slice( $around, 0, 16 ) ) ), "\n";
$failed_calls = count( array_filter( (array) ( $result['errors'] ?? array() ), static fn( $e ) => str_starts_with( (string) $e, 'run' ) ) );
printf(
	"import-kill: rows done in %.1f s (%.0f rows/s through the balancer); %d run calls; the import moved on again %.1f s after the kill; the page's errors: %s\n",
	(float) ( $result['rows_done'] ?? 0 ),
	$rows / max( 0.001, (float) ( $result['rows_done'] ?? 0 ) ),
	count( (array) ( $result['runs'] ?? array() ) ),
	$stall,
	$result['errors'] ? implode( ' | ', array_map( static fn( $e ) => substr( (string) $e, 0, 120 ), (array) $result['errors'] ) ) : 'none'
);
if ( '' !== trim( $err ) ) {
	echo '  driver stderr: ', substr( trim( $err ), 0, 500 ), "\n";
}

$contacts = Schema::table( 'contacts' );
$total    = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$contacts} WHERE owner_id = %d", $importer ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
$distinct = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(DISTINCT email_one) FROM {$contacts} WHERE owner_id = %d", $importer ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
cluster_check( null !== $killed_at && $busy > 0, 'web1 was killed while it answered a run call' );
cluster_check( $failed_calls > 0, "the page saw the call web1 was answering fail: {$failed_calls} error line(s)" );
cluster_check( 'done' === ( $result['state'] ?? '' ), 'the import finished: ' . ( $result['state'] ?? '?' ) );
cluster_check( $rows === (int) ( $result['created'] ?? 0 ), "the report says {$rows} created: " . ( $result['created'] ?? '?' ) );
cluster_check( $rows === $total && $rows === $distinct, "no row created twice, none lost: {$total} contacts, {$distinct} different emails for {$rows} rows" );
cluster_check( cluster_web_up( 1 ), 'web1 answers again after its restart' );
cluster_done();

/**
 * Whether web server N answers.
 *
 * @param int $web Server.
 */
function cluster_web_up( int $web ): bool {
	$ch = curl_init( 'http://127.0.0.1:' . ( 8780 + $web ) . '/wp-login.php' );
	curl_setopt_array( $ch, array( CURLOPT_RETURNTRANSFER => true, CURLOPT_TIMEOUT => 10 ) );
	curl_exec( $ch );
	$code = (int) curl_getinfo( $ch, CURLINFO_RESPONSE_CODE );
	curl_close( $ch );
	return 200 === $code;
}

<?php
/**
 * The load benchmark (issue 14): twenty members working at once against one site for a minute, over loopback
 * HTTP (bin/lib/bench-load-worker.php each), then a check that every member's data is exactly what their
 * requests say: the number of contacts (added, imported, merged away), every edited name, every note. Prints the
 * throughput, latencies by operation (median and p95), the errors and the lost updates. Asserts nothing.
 *
 *   php bin/lib/bench-load.php WP_DIR SITE_URL [MEMBERS=20] [SECONDS=60]
 *
 * @package Prism
 */

if ( 'cli' !== PHP_SAPI || count( $argv ) < 3 ) {
	fwrite( STDERR, "usage: php bin/lib/bench-load.php WP_DIR SITE_URL [MEMBERS] [SECONDS]\n" );
	exit( 2 );
}
$load_wp      = $argv[1];
$load_url     = rtrim( $argv[2], '/' );
$load_members = max( 1, (int) ( $argv[3] ?? 20 ) );
$load_seconds = max( 5, (int) ( $argv[4] ?? 60 ) );
$_SERVER['HTTP_HOST']   = (string) parse_url( $load_url, PHP_URL_HOST ) . ':' . (string) parse_url( $load_url, PHP_URL_PORT );
$_SERVER['SERVER_NAME'] = (string) parse_url( $load_url, PHP_URL_HOST );
$_SERVER['REQUEST_URI'] = '/';
define( 'DISABLE_WP_CRON', true );
require $load_wp . '/wp-load.php';

require_once __DIR__ . '/bench-load-members.php';

$load_people  = prism_bench_load_members( $load_members );
$load_logins  = $load_people['logins'];

echo "load: {$load_members} members at once for {$load_seconds} s against {$load_url}\n";
$started   = microtime( true );
$answers   = prism_bench_load_collect( prism_bench_load_start( $load_wp, $load_url, $load_logins, $load_seconds ) );
$elapsed   = microtime( true ) - $started;
if ( getenv( 'PRISM_LOAD_DUMP' ) ) {
	file_put_contents( (string) getenv( 'PRISM_LOAD_DUMP' ), (string) wp_json_encode( $answers ) );
}

// Every member's data, read back from the database, against what their requests say.
$load_checked = prism_bench_load_verify( $answers, $load_logins, $load_people['initial'] );
$errors       = $load_checked['errors'];
$lost         = $load_checked['lost'];
$times        = $load_checked['times'];

$all = array();
foreach ( $times as $list ) {
	$all = array_merge( $all, $list );
}
$pct = 'prism_bench_load_pct';
printf( "load: %d requests in %.1f s: %.1f requests/s; median %.0f ms, p95 %.0f ms\n", count( $all ), $elapsed, count( $all ) / $elapsed, $pct( $all, 0.5 ), $pct( $all, 0.95 ) );
printf( "  %-8s %8s %10s %10s\n", 'request', 'count', 'median ms', 'p95 ms' );
ksort( $times );
foreach ( $times as $op => $list ) {
	printf( "  %-8s %8d %10.0f %10.0f\n", $op, count( $list ), $pct( $list, 0.5 ), $pct( $list, 0.95 ) );
}
printf( "load: errors: %d; lost updates: %d\n", count( $errors ), count( $lost ) );
foreach ( array_slice( array_merge( $errors, $lost ), 0, 20 ) as $line ) {
	echo "  ! {$line}\n";
}

<?php
/**
 * Twenty members working at once (the bench's load test, bin/lib/bench-load-worker.php: lists, searches, the Add and
 * Edit forms, notes, merges, small imports) through the balancer for SECONDS, while Galera node2 (web2's own node) is
 * stopped the way an operator stops one (taken out of HAProxy, its connections left to finish, then SIGTERM) and
 * started again later. Every member's data is then read back and checked against what their requests say (0 lost
 * updates), no member may have seen an error, and the node must rejoin, catch up and hold the same tables as the
 * other two.
 *
 *   php tests/cluster/node-stop.php [MEMBERS=20] [SECONDS=60]
 *
 * @package Prism
 */

require __DIR__ . '/lib.php';
require_once dirname( __DIR__, 2 ) . '/bin/lib/bench-load-members.php';

use Prism\Schema\Schema;

$members = max( 1, (int) ( $argv[1] ?? 20 ) );
$seconds = max( 30, (int) ( $argv[2] ?? 60 ) );
echo "node-stop: {$members} members working for {$seconds} s; node2 stopped at 15 s and started again\n";
$people  = prism_bench_load_members( $members );
$started = microtime( true );
$running = prism_bench_load_start( $cluster_wp, $cluster_url, $people['logins'], $seconds );

sleep( 15 );
$stop_began = microtime( true ) - $started;
$said       = cluster_ctl( 'node-stop', '2' );
$stopped_at = microtime( true ) - $started;
printf( "node-stop: node2 drained and stopped between %.1f s and %.1f s (%s)\n", $stop_began, $stopped_at, trim( $said ) );
sleep( max( 5, (int) ( $seconds / 4 ) ) );
$start_began = microtime( true ) - $started;
cluster_ctl( 'node-start', '2' );
$synced_at = microtime( true ) - $started;
printf( "node-stop: node2 started at %.1f s, rejoined and Synced at %.1f s (%.1f s)\n", $start_began, $synced_at, $synced_at - $start_began );
$log = (string) @file_get_contents( dirname( $cluster_wp, 2 ) . '/node2/error.log' ); // phpcs:ignore WordPress.PHP.NoSilencedErrors
$how = str_contains( substr( $log, -20000 ), 'IST received' ) ? 'an incremental state transfer (IST)' : ( str_contains( substr( $log, -20000 ), 'SST' ) ? 'a full state transfer (SST)' : 'an unknown transfer' );
echo "node-stop: node2 caught up by {$how}\n";

$answers = prism_bench_load_collect( $running );
$elapsed = microtime( true ) - $started;
$checked = prism_bench_load_verify( $answers, $people['logins'], $people['initial'] );
$all     = array();
foreach ( $checked['times'] as $list ) {
	$all = array_merge( $all, $list );
}
list( $median, $p95 ) = cluster_pcts( $all );
printf( "node-stop: %d requests in %.1f s (%.1f a second), median %.0f ms, p95 %.0f ms; errors %d; lost updates %d\n", count( $all ), $elapsed, count( $all ) / $elapsed, $median, $p95, count( $checked['errors'] ), count( $checked['lost'] ) );
foreach ( array_slice( array_merge( $checked['errors'], $checked['lost'] ), 0, 10 ) as $line ) {
	echo "  ! {$line}\n";
}

// The three nodes hold the same PRISM tables. Each node's read waits for every write the cluster has committed
// (wsrep_sync_wait); cron may still be writing (its locks, its jobs), so a table that differs is compared again.
$tables    = array_values( Schema::all_tables() );
$checksums = static function ( int $node, array $tables ): array {
	$out = array();
	$sql = 'SET SESSION wsrep_sync_wait = 1; CHECKSUM TABLE ' . implode( ', ', array_map( static fn( $t ) => DB_NAME . '.' . $t, $tables ) );
	foreach ( explode( "\n", cluster_ctl( 'node-sql', (string) $node, $sql ) ) as $line ) {
		$fields = explode( "\t", $line );
		if ( 2 === count( $fields ) ) {
			$out[ $fields[0] ] = $fields[1];
		}
	}
	return $out;
};
$differ = $tables;
for ( $round = 0; $round < 10 && $differ; $round++ ) {
	$round > 0 && sleep( 2 );
	$sums   = array_map( static fn( $node ) => $checksums( $node, $differ ), array( 1, 2, 3 ) );
	$differ = array_values( array_filter( $differ, static fn( $t ) => count( array_unique( array_column( $sums, DB_NAME . '.' . $t ) ) ) !== 1 ) );
}
cluster_check( count( $all ) > 100, count( $all ) . ' requests made' );
cluster_check( array() === $checked['errors'], 'no member saw an error: ' . count( $checked['errors'] ) );
cluster_check( array() === $checked['lost'], 'no lost update: ' . count( $checked['lost'] ) );
cluster_check( 'Synced' === trim( cluster_ctl( 'node-state', '2' ) ), 'node2 rejoined: ' . trim( cluster_ctl( 'node-state', '2' ) ) );
cluster_check( array() === $differ, 'the three nodes hold the same ' . count( $tables ) . ' PRISM tables (CHECKSUM TABLE)' . ( $differ ? ': not ' . implode( ', ', $differ ) : '' ) );
cluster_done();

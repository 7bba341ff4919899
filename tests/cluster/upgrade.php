<?php
/**
 * A new plugin version with a schema upgrade, deployed to both web servers under traffic (bin/lib/cluster-ctl.sh
 * deploy-all: web1 out and updated while web2 answers, then web1 in and web2 out together, web2 updated and put back):
 * ten members work through the balancer the whole time. The first request that runs the new
 * code upgrades the tables under the database lock; requests that arrive meanwhile, on either server, wait for it
 * (Installer::maybe_upgrade); the old code on the other server keeps working on the new tables until it is replaced.
 * No request may fail, nothing may be lost, the upgrade must run exactly once (one "database upgraded" line across
 * both servers' logs) and no request may have carried on without it.
 *
 *   php tests/cluster/upgrade.php NEW_ZIP [MEMBERS=10] [SECONDS=45]
 *
 * @package Prism
 */

require __DIR__ . '/lib.php';
require_once dirname( __DIR__, 2 ) . '/bin/lib/bench-load-members.php';

use Prism\Schema\Schema;

$zip     = (string) ( $argv[1] ?? '' );
$members = max( 1, (int) ( $argv[2] ?? 10 ) );
$seconds = max( 20, (int) ( $argv[3] ?? 45 ) );
if ( ! is_file( $zip ) ) {
	fwrite( STDERR, "usage: php tests/cluster/upgrade.php NEW_ZIP [MEMBERS] [SECONDS]\n" );
	exit( 2 );
}
// The version the new code brings (this process runs the old code, loaded before the deployment).
$archive = new ZipArchive();
$archive->open( $zip );
preg_match( '/DB_VERSION\s*=\s*(\d+)/', (string) $archive->getFromName( 'prism/includes/Schema/Schema.php' ), $m );
$archive->close();
$new_version = (int) ( $m[1] ?? 0 );
global $wpdb;
$from = (int) $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", Schema::VERSION_OPTION ) );
echo "upgrade: the site runs schema version {$from}; a new version is deployed to web1, then web2, under {$members} members' work\n";

$logs = array();
foreach ( array( 1, 2 ) as $web ) {
	$log          = dirname( $cluster_wp, 2 ) . "/web{$web}/debug.log";
	$logs[ $web ] = array( $log, is_file( $log ) ? (int) filesize( $log ) : 0 );
}
$people  = prism_bench_load_members( $members );
$started = microtime( true );
$running = prism_bench_load_start( $cluster_wp, $cluster_url, $people['logins'], $seconds );
sleep( 10 );
$deploying = microtime( true ) - $started;
cluster_ctl( 'deploy-all', $zip );
printf( "upgrade: deployed to web1, then web2, between %.1f s and %.1f s\n", $deploying, microtime( true ) - $started );

$answers = prism_bench_load_collect( $running );
$checked = prism_bench_load_verify( $answers, $people['logins'], $people['initial'] );
$all     = array();
foreach ( $checked['times'] as $list ) {
	$all = array_merge( $all, $list );
}
list( $median, $p95 ) = cluster_pcts( $all );
wp_cache_flush();
$to = (int) $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", Schema::VERSION_OPTION ) );

$upgraded = array();
$gave_up  = array();
$php      = array();
foreach ( $logs as $web => list( $log, $offset ) ) {
	foreach ( explode( "\n", (string) @file_get_contents( $log, false, null, $offset ) ) as $line ) { // phpcs:ignore WordPress.PHP.NoSilencedErrors
		if ( str_contains( $line, 'PRISM: database upgraded' ) ) {
			$upgraded[] = "web{$web}: " . trim( substr( $line, (int) strpos( $line, 'PRISM:' ) ) );
		}
		if ( str_contains( $line, 'carried on without waiting longer' ) ) {
			$gave_up[] = "web{$web}";
		}
		if ( preg_match( '/PHP (Fatal|Warning|Notice|Deprecated|Parse).*plugins\/prism\//', $line ) ) {
			$php[] = "web{$web}: " . substr( $line, 0, 200 );
		}
	}
}
printf( "upgrade: %d requests, median %.0f ms, p95 %.0f ms; errors %d; lost updates %d; schema %d -> %d\n", count( $all ), $median, $p95, count( $checked['errors'] ), count( $checked['lost'] ), $from, $to );
foreach ( array_merge( $upgraded, array_slice( array_merge( $checked['errors'], $checked['lost'], $php ), 0, 10 ) ) as $line ) {
	echo "  {$line}\n";
}
cluster_check( $to === $new_version && $from < $to, "the schema went from {$from} to the new version {$new_version}: {$to}" );
cluster_check( 1 === count( $upgraded ), 'one server ran the upgrade, once: ' . count( $upgraded ) );
cluster_check( array() === $gave_up, 'no request carried on without the upgrade: ' . count( $gave_up ) );
cluster_check( array() === $checked['errors'], 'no request failed: ' . count( $checked['errors'] ) );
cluster_check( array() === $checked['lost'], 'no lost update: ' . count( $checked['lost'] ) );
cluster_check( array() === $php, 'no PHP error from PRISM in either server\'s log: ' . count( $php ) );
cluster_done();

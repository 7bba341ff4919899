<?php
/**
 * What the cluster tests share (bin/test-cluster.sh runs them against the stack of bin/cluster.sh): WordPress
 * loaded from web server 1's copy (its database entry is HAProxy's, so these scripts reach the cluster as that server
 * does), a member's browser over the load balancer (bin/lib/bench-load-member.php), the stack's controls
 * (bin/lib/cluster-ctl.sh) and the checks. A check that fails is printed as FAIL and makes the script exit 1;
 * every figure is printed.
 *
 * Environment: PRISM_CLUSTER_WP (web1's WordPress folder), PRISM_CLUSTER_URL (the balancer), PRISM_ROOT.
 *
 * @package Prism
 */

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}
$cluster_wp  = (string) getenv( 'PRISM_CLUSTER_WP' );
$cluster_url = rtrim( (string) getenv( 'PRISM_CLUSTER_URL' ), '/' );
if ( '' === $cluster_wp || '' === $cluster_url ) {
	fwrite( STDERR, "PRISM_CLUSTER_WP and PRISM_CLUSTER_URL must be set (bin/test-cluster.sh sets them)\n" );
	exit( 2 );
}
$_SERVER['HTTP_HOST']   = (string) parse_url( $cluster_url, PHP_URL_HOST ) . ':' . (string) parse_url( $cluster_url, PHP_URL_PORT );
$_SERVER['SERVER_NAME'] = (string) parse_url( $cluster_url, PHP_URL_HOST );
$_SERVER['REQUEST_URI'] = '/';
define( 'DISABLE_WP_CRON', true );
require $cluster_wp . '/wp-load.php';
// WordPress hides PHP errors here (WP_DEBUG_DISPLAY false): a test that dies must say why on its own output.
ini_set( 'display_errors', 'stderr' ); // phpcs:ignore WordPress.PHP.IniSet.display_errors_Disallowed
require_once dirname( __DIR__, 2 ) . '/bin/lib/bench-load-member.php';
require_once dirname( __DIR__, 2 ) . '/bin/lib/bench-load-members.php';

/** @var string[] Failed checks. */
$GLOBALS['cluster_failures'] = array();

/**
 * One check: printed, and remembered when it fails.
 *
 * @param bool   $ok   Whether it holds.
 * @param string $what What was checked, with its figure.
 */
function cluster_check( bool $ok, string $what ): void {
	echo ( $ok ? '  ok    ' : '  FAIL  ' ), $what, "\n";
	if ( ! $ok ) {
		$GLOBALS['cluster_failures'][] = $what;
	}
}

/**
 * Ends the script: exit 1 when a check failed.
 */
function cluster_done(): void {
	exit( $GLOBALS['cluster_failures'] ? 1 : 0 );
}

/**
 * Runs bin/lib/cluster-ctl.sh; its output.
 *
 * @param string ...$args Command and arguments.
 * @throws RuntimeException When it fails.
 */
function cluster_ctl( string ...$args ): string {
	$command = 'bash ' . escapeshellarg( dirname( __DIR__, 2 ) . '/bin/lib/cluster-ctl.sh' ) . ' ' . implode( ' ', array_map( 'escapeshellarg', $args ) ) . ' 2>&1';
	exec( $command, $out, $status );
	if ( 0 !== $status ) {
		throw new RuntimeException( "cluster-ctl {$args[0]} failed: " . implode( "\n", $out ) );
	}
	return implode( "\n", $out );
}

/**
 * A member (made once; password `password`) with no PRISM data left from an earlier run.
 *
 * @param string $login Login.
 * @return int User id.
 */
function cluster_member( string $login ): int {
	return prism_bench_fresh_member( $login );
}

/**
 * Median and 95th percentile in ms of a list of seconds.
 *
 * @param float[] $seconds Times.
 * @return array{0: float, 1: float}
 */
function cluster_pcts( array $seconds ): array {
	sort( $seconds );
	$n = count( $seconds );
	if ( 0 === $n ) {
		return array( 0.0, 0.0 );
	}
	return array( 1000 * $seconds[ (int) floor( 0.5 * ( $n - 1 ) ) ], 1000 * $seconds[ (int) floor( 0.95 * ( $n - 1 ) ) ] );
}

<?php
/**
 * The security suite's hostile parameters (tests/php/Security/Support/Hostile_Values.php: SQL metacharacters, arrays
 * for scalars, 1 MB strings, invalid UTF-8, NUL bytes, 10,000-item lists, huge numbers in paths, WordPress's global
 * parameters) sent to every PRISM route as the member `bench` with 30,000 contacts, in-process (rest_do_request),
 * timed. HostileParametersTest checks every answer on a small network; this prints how long the same calls take at
 * full size: the median, the p95, the slowest, and every call over 2 s or answered with a 5xx.
 *
 * Each route's calls run inside one database transaction that is rolled back afterwards (PRISM's own transactions
 * join it), so a call that is answered correctly (a 10,000-id list of the member's own contacts given to delete-contact
 * deletes them, as it should) changes nothing on the benchmark site.
 *
 * Usage: php bin/lib/bench-hostile.php <wordpress dir>
 *
 * @package Prism
 */

use Prism\Data\Db;
use Prism\Tests\Security\Support\Hostile_Values;
use Prism\Tests\Security\Support\Route_Matrix;

if ( PHP_SAPI !== 'cli' || empty( $argv[1] ) ) {
	fwrite( STDERR, "usage: php bin/lib/bench-hostile.php <wordpress dir>\n" );
	exit( 2 );
}
require rtrim( $argv[1], '/' ) . '/wp-load.php';
require dirname( __DIR__, 2 ) . '/tests/php/Security/Support/Route_Matrix.php';
require dirname( __DIR__, 2 ) . '/tests/php/Security/Support/Hostile_Values.php';

$member = get_user_by( 'login', 'bench' );
if ( ! $member ) {
	fwrite( STDERR, "no member bench\n" );
	exit( 1 );
}
global $wpdb;
// The answers are read, not shown; a query PRISM refuses on purpose must not print WordPress's HTML error box.
$wpdb->suppress_errors( true );
wp_set_current_user( $member->ID );
rest_get_server();

// PRISM's transactions join an open one when its depth is above zero (Data\Db::transaction).
$depth = new ReflectionProperty( Db::class, 'depth' );
$depth->setAccessible( true );

$times   = array();
$slowest = array( 0.0, '' );
$over    = array();
$errors  = array();
$started = microtime( true );
foreach ( Route_Matrix::matrix() as $key => $spec ) {
	if ( Route_Matrix::PUBLIC === $spec['kind'] ) {
		continue;
	}
	list( $method, $route ) = explode( ' ', $key, 2 );
	$args                   = array();
	foreach ( rest_get_server()->get_routes( 'prism/v1' )[ $route ] ?? array() as $handler ) {
		if ( ! empty( $handler['methods'][ $method ] ) ) {
			$args = (array) $handler['args'];
		}
	}
	$wpdb->query( 'START TRANSACTION' );
	$depth->setValue( null, 1 );
	try {
		$fixture = Route_Matrix::fixture( $member->ID, 'Qbench' );
		wp_set_current_user( $member->ID );
		$path   = ( $spec['path'] )( $fixture );
		$params = ( $spec['body'] )( $fixture );
		foreach ( Hostile_Values::calls( $route, $args, $path, $params ) as $call ) {
			$request = new WP_REST_Request( $method, '/prism/v1/' . $call['path'] );
			if ( 'GET' === $method ) {
				$request->set_query_params( $call['params'] );
			} else {
				$request->set_body_params( $call['params'] );
			}
			$t0     = microtime( true );
			$answer = rest_do_request( $request );
			$data   = $answer->get_data();
			if ( is_object( $data ) && method_exists( $data, 'write' ) ) {
				// A streamed answer (the exports, the full list) is written out, as over HTTP.
				$data->write( static function ( string $chunk ): void {} );
			}
			$took    = microtime( true ) - $t0;
			$times[] = $took;
			$what    = "{$key} {$call['what']}";
			if ( $took > $slowest[0] ) {
				$slowest = array( $took, $what );
			}
			if ( $took > 2.0 ) {
				$over[] = sprintf( '%6.2f s  %s', $took, $what );
			}
			if ( $answer->get_status() >= 500 ) {
				$errors[] = sprintf( '%d  %s', $answer->get_status(), $what );
			}
		}
	} finally {
		$depth->setValue( null, 0 );
		$wpdb->query( 'ROLLBACK' );
	}
}
sort( $times );
$count = count( $times );
$at    = static fn( float $q ): float => $times[ min( $count - 1, (int) floor( $q * $count ) ) ] * 1000;
printf( "\nhostile parameters at %s contacts (in-process, member bench): %d calls in %.0f s\n", number_format( (int) Db::value( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . \Prism\Schema\Schema::table( 'contacts' ) . ' WHERE owner_id = %d', $member->ID ) ) ), $count, microtime( true ) - $started ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table from Schema.
printf( "  median %.0f ms, p95 %.0f ms, slowest %.0f ms (%s)\n", $at( 0.5 ), $at( 0.95 ), $slowest[0] * 1000, $slowest[1] );
printf( "  over 2 s: %d%s\n", count( $over ), $over ? "\n    " . implode( "\n    ", $over ) : '' );
printf( "  answered 5xx: %d%s\n", count( $errors ), $errors ? "\n    " . implode( "\n    ", $errors ) : '' );

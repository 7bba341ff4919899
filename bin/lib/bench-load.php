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

use Prism\Schema\Schema;

global $wpdb;
$load_logins = array();
for ( $i = 1; $i <= $load_members; $i++ ) {
	$login = sprintf( 'load_%02d', $i );
	$user  = get_user_by( 'login', $login );
	$id    = $user ? (int) $user->ID : (int) wp_insert_user(
		array(
			'user_login' => $login,
			'user_pass'  => 'password',
			'user_email' => "{$login}@example.test",
			'role'       => 'subscriber',
		)
	);
	// A fresh start: the member's earlier runs are erased the way WordPress's eraser does.
	$ids = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( 'SELECT id FROM ' . Schema::table( 'contacts' ) . ' WHERE owner_id = %d', $id ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
	( new \Prism\Service\Contact_Service() )->delete_many( $id, $ids );
	( new \Prism\Data\Member_Data() )->erase_rest( $id );
	$people = array();
	foreach ( array( 'Ada', 'Bea', 'Cal', 'Dev', 'Eli', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jon' ) as $n => $first ) {
		for ( $k = 0; $k < 6; $k++ ) {
			$people[] = array( 'input' => array( 'firstName' => $first, 'lastName' => "Member{$i} {$k}", 'company' => 'Load Test ' . ( $n % 3 ) ) );
		}
	}
	( new \Prism\Service\Contact_Service() )->create_many( $id, $people );
	$load_logins[ $login ] = $id;
}
$initial = array();
foreach ( $load_logins as $login => $id ) {
	$initial[ $login ] = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Schema::table( 'contacts' ) . ' WHERE owner_id = %d', $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
}

echo "load: {$load_members} members at once for {$load_seconds} s against {$load_url}\n";
$processes = array();
$started   = microtime( true );
foreach ( $load_logins as $login => $id ) {
	$pipes                 = array();
	$process               = proc_open( array( PHP_BINARY, __DIR__ . '/bench-load-worker.php', $load_wp, $load_url, $login, (string) $load_seconds ), array( 1 => array( 'pipe', 'w' ), 2 => array( 'pipe', 'w' ) ), $pipes );
	$processes[ $login ] = array( $process, $pipes );
}
$answers = array();
foreach ( $processes as $login => list( $process, $pipes ) ) {
	$out = (string) stream_get_contents( $pipes[1] );
	$err = (string) stream_get_contents( $pipes[2] );
	proc_close( $process );
	$answer = json_decode( trim( (string) strrchr( "\n" . trim( $out ), "\n" ) ), true );
	if ( ! is_array( $answer ) ) {
		$answer = array(
			'times'  => array(),
			'errors' => array( "worker {$login} answered: " . substr( $out . $err, 0, 300 ) ),
			'expect' => null,
		);
	}
	$answers[ $login ] = $answer;
}
$elapsed = microtime( true ) - $started;
if ( getenv( 'PRISM_LOAD_DUMP' ) ) {
	file_put_contents( (string) getenv( 'PRISM_LOAD_DUMP' ), (string) wp_json_encode( $answers ) );
}

// Every member's data, read back from the database, against what their requests say.
wp_cache_flush();
$contacts = Schema::table( 'contacts' );
$notes    = Schema::table( 'notes' );
$lost     = array();
$errors   = array();
$times    = array();
foreach ( $answers as $login => $answer ) {
	$errors = array_merge( $errors, $answer['errors'] );
	foreach ( $answer['times'] as $op => $list ) {
		$times[ $op ] = array_merge( $times[ $op ] ?? array(), $list );
	}
	$expect = $answer['expect'];
	if ( null === $expect ) {
		continue;
	}
	$id     = $load_logins[ $login ];
	$wanted = $initial[ $login ] + count( $expect['added'] ) + (int) $expect['imports'] - count( $expect['gone'] );
	$have   = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$contacts} WHERE owner_id = %d", $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	if ( $have !== $wanted ) {
		$lost[] = "{$login}: {$have} contacts, its requests say {$wanted}";
	}
	foreach ( $expect['gone'] as $gone ) {
		if ( null !== $wpdb->get_var( $wpdb->prepare( "SELECT id FROM {$contacts} WHERE id = %d", $gone ) ) ) { // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			$lost[] = "{$login}: contact {$gone} was merged away but is still there";
		}
	}
	foreach ( $expect['names'] as $contact => $name ) {
		$stored = $wpdb->get_var( $wpdb->prepare( "SELECT first_name FROM {$contacts} WHERE id = %d AND owner_id = %d", $contact, $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		if ( null !== $stored && $stored !== $name && ! in_array( (int) $contact, $expect['gone'], true ) ) {
			$lost[] = "{$login}: contact {$contact} is '{$stored}', its last edit said '{$name}'";
		}
	}
	foreach ( $expect['notes'] as $contact => $count ) {
		$stored = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$notes} WHERE contact_id = %d AND owner_id = %d AND note LIKE %s", $contact, $id, 'Note L%' ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		if ( $stored !== (int) $count ) {
			$lost[] = "{$login}: contact {$contact} has {$stored} of this run's notes, its requests added {$count}";
		}
	}
}

$all = array();
foreach ( $times as $list ) {
	$all = array_merge( $all, $list );
}
$pct = static function ( array $list, float $p ): float {
	sort( $list );
	return $list ? $list[ (int) min( count( $list ) - 1, floor( $p * ( count( $list ) - 1 ) ) ) ] * 1000 : 0.0;
};
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

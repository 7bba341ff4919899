<?php
/**
 * The members of the load benchmarks (bin/lib/bench-load.php, bin/lib/bench-import-load.php): made once, their
 * earlier runs erased, each started as a bin/lib/bench-load-worker.php process, and afterwards every member's data
 * read back from the database and checked against what their requests say. Needs WordPress loaded.
 *
 * @package Prism
 */

use Prism\Schema\Schema;

/**
 * Members load_01 … load_NN (password `password`), each starting with the same sixty contacts.
 *
 * @param int $count Members.
 * @return array{logins: array<string, int>, initial: array<string, int>} Login => user id, login => contacts at the start.
 */
function prism_bench_load_members( int $count ): array {
	global $wpdb;
	$logins  = array();
	$initial = array();
	for ( $i = 1; $i <= $count; $i++ ) {
		$login  = sprintf( 'load_%02d', $i );
		$id     = prism_bench_fresh_member( $login );
		$people = array();
		foreach ( array( 'Ada', 'Bea', 'Cal', 'Dev', 'Eli', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jon' ) as $n => $first ) {
			for ( $k = 0; $k < 6; $k++ ) {
				$people[] = array( 'input' => array( 'firstName' => $first, 'lastName' => "Member{$i} {$k}", 'company' => 'Load Test ' . ( $n % 3 ) ) );
			}
		}
		( new \Prism\Service\Contact_Service() )->create_many( $id, $people );
		$logins[ $login ] = $id;
	}
	foreach ( $logins as $login => $id ) {
		$initial[ $login ] = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Schema::table( 'contacts' ) . ' WHERE owner_id = %d', $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
	}
	return array(
		'logins'  => $logins,
		'initial' => $initial,
	);
}

/**
 * Starts one bin/lib/bench-load-worker.php process per member.
 *
 * @param string             $wp      WordPress folder.
 * @param string             $url     Site URL.
 * @param array<string, int> $logins  Login => user id.
 * @param int                $seconds How long each works at most.
 * @param int                $think   Milliseconds between two things a member does (0: none).
 * @param string             $stop    File whose existence stops them ('' for none).
 * @return array<string, array{0: resource, 1: array<int, resource>}>
 */
function prism_bench_load_start( string $wp, string $url, array $logins, int $seconds, int $think = 0, string $stop = '' ): array {
	$processes = array();
	foreach ( array_keys( $logins ) as $login ) {
		$pipes     = array();
		$process   = proc_open( array( PHP_BINARY, __DIR__ . '/bench-load-worker.php', $wp, $url, $login, (string) $seconds, (string) $think, $stop ), array( 1 => array( 'pipe', 'w' ), 2 => array( 'pipe', 'w' ) ), $pipes );
		$processes[ $login ] = array( $process, $pipes );
	}
	return $processes;
}

/**
 * Waits for the workers and reads each one's JSON line.
 *
 * @param array<string, array{0: resource, 1: array<int, resource>}> $processes From prism_bench_load_start().
 * @return array<string, array<string, mixed>>
 */
function prism_bench_load_collect( array $processes ): array {
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
	return $answers;
}

/**
 * Every member's data, read back from the database, against what their requests say.
 *
 * @param array<string, array<string, mixed>> $answers Workers' answers.
 * @param array<string, int>                  $logins  Login => user id.
 * @param array<string, int>                  $initial Login => contacts at the start.
 * @return array{errors: string[], lost: string[], times: array<string, float[]>}
 */
function prism_bench_load_verify( array $answers, array $logins, array $initial ): array {
	global $wpdb;
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
		$id     = $logins[ $login ];
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
			// SUBSTR, not LIKE: the SQLite integration's translation of a LIKE without ESCAPE writes a PHP deprecation to
			// debug.log for each such query (its own code; PRISM's queries use no LIKE).
			$stored = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$notes} WHERE contact_id = %d AND owner_id = %d AND SUBSTR(note, 1, 6) = %s", $contact, $id, 'Note L' ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			if ( $stored !== (int) $count ) {
				$lost[] = "{$login}: contact {$contact} has {$stored} of this run's notes, its requests added {$count}";
			}
		}
	}
	return array(
		'errors' => $errors,
		'lost'   => $lost,
		'times'  => $times,
	);
}

/**
 * A percentile of seconds, in milliseconds.
 *
 * @param float[] $list Seconds.
 * @param float   $p    0-1.
 */
function prism_bench_load_pct( array $list, float $p ): float {
	sort( $list );
	return $list ? $list[ (int) min( count( $list ) - 1, floor( $p * ( count( $list ) - 1 ) ) ) ] * 1000 : 0.0;
}

/**
 * A member (made once, password `password`) with nothing left of earlier runs: their data erased the way WordPress's
 * personal-data eraser does.
 *
 * @param string $login Login.
 * @return int User id.
 */
function prism_bench_fresh_member( string $login ): int {
	global $wpdb;
	$user = get_user_by( 'login', $login );
	$id   = $user ? (int) $user->ID : (int) wp_insert_user(
		array(
			'user_login' => $login,
			'user_pass'  => 'password',
			'user_email' => "{$login}@example.test",
			'role'       => 'subscriber',
		)
	);
	$ids = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( 'SELECT id FROM ' . Schema::table( 'contacts' ) . ' WHERE owner_id = %d', $id ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
	( new \Prism\Service\Contact_Service() )->delete_many( $id, $ids );
	( new \Prism\Data\Member_Data() )->erase_rest( $id );
	return $id;
}

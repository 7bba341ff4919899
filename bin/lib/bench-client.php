<?php
/**
 * What the HTTP benchmarks (bench-http.php, bench-sweep.php) share: a request with the member's cookies that answers
 * its status, body, time and headers; the login as the member `bench` (cookie and REST nonce); percentiles.
 *
 * Two clients can take turns (PRISM_BENCH_TURNS=<file>:<0 or 1>, the same file for both): each request waits until the
 * other client has made one, so two sites measured at once (bin/bench.sh's scale part: the same script on a network
 * and on one twice its size) meet the machine in the same moments, request by request, and never overlap. When one of
 * them has finished (or has not taken its turn for two minutes), the other goes on alone.
 *
 * @package Prism
 */

/**
 * One HTTP request with the cookies of the jar bench_client_login() made; a form POST when `$post` is given.
 *
 * @param string               $url     URL.
 * @param array<string,string> $headers Extra headers.
 * @param string|null          $post    Form body for a POST.
 * @return array{0: int, 1: string, 2: float, 3: array<string,string>} Status, body, seconds, headers by lower-case name.
 */
function bench_client_http( string $url, array $headers = array(), ?string $post = null ): array {
	global $bench_client_jar;
	bench_client_turn_wait();
	$ch       = curl_init( $url );
	$h        = array();
	$received = array();
	foreach ( $headers as $k => $v ) {
		$h[] = "{$k}: {$v}";
	}
	curl_setopt_array(
		$ch,
		array(
			CURLOPT_RETURNTRANSFER => true,
			CURLOPT_COOKIEJAR      => $bench_client_jar,
			CURLOPT_COOKIEFILE     => $bench_client_jar,
			CURLOPT_HTTPHEADER     => $h,
			CURLOPT_FOLLOWLOCATION => false,
			CURLOPT_TIMEOUT        => 60,
			CURLOPT_ENCODING       => '',
			CURLOPT_HEADERFUNCTION => static function ( $handle, string $line ) use ( &$received ): int {
				$parts = explode( ':', $line, 2 );
				if ( 2 === count( $parts ) ) {
					$received[ strtolower( trim( $parts[0] ) ) ] = trim( $parts[1] );
				}
				return strlen( $line );
			},
		)
	);
	if ( null !== $post ) {
		curl_setopt( $ch, CURLOPT_POSTFIELDS, $post );
	}
	$start = microtime( true );
	$body  = (string) curl_exec( $ch );
	$secs  = microtime( true ) - $start;
	$code  = (int) curl_getinfo( $ch, CURLINFO_RESPONSE_CODE );
	curl_close( $ch );
	bench_client_turn_pass();
	return array( $code, $body, $secs, $received );
}

/**
 * The turns file and this client's place (PRISM_BENCH_TURNS), opened once; null when the client goes alone.
 *
 * @return array{0: resource, 1: int}|null The open file, and 0 or 1.
 */
function bench_client_turns() {
	static $turns = false;
	if ( false === $turns ) {
		$turns = null;
		$spec  = (string) getenv( 'PRISM_BENCH_TURNS' );
		if ( preg_match( '/^(.+):([01])$/', $spec, $m ) ) {
			$handle = fopen( $m[1], 'c+' );
			if ( false === $handle ) {
				fwrite( STDERR, "bench: cannot open the turns file {$m[1]}; going alone\n" );
				return null;
			}
			$turns = array( $handle, (int) $m[2] );
			register_shutdown_function( 'bench_client_turn_done' );
		}
	}
	return $turns;
}

/**
 * The turns file's state, read under its lock: whose turn it is, and which clients have finished.
 *
 * @param resource $handle The locked file.
 * @return array{turn: int, done: array{0: bool, 1: bool}}
 */
function bench_client_turn_read( $handle ): array {
	rewind( $handle );
	$words = explode( ' ', trim( (string) stream_get_contents( $handle ) ) );
	return array(
		'turn' => (int) ( $words[0] ?? 0 ),
		'done' => array( '1' === ( $words[1] ?? '' ), '1' === ( $words[2] ?? '' ) ),
	);
}

/**
 * Writes the turns file's state (under its lock).
 *
 * @param resource                                        $handle The locked file.
 * @param array{turn: int, done: array{0: bool, 1: bool}} $state  State.
 */
function bench_client_turn_write( $handle, array $state ): void {
	ftruncate( $handle, 0 );
	rewind( $handle );
	fwrite( $handle, sprintf( '%d %d %d', $state['turn'], $state['done'][0] ? 1 : 0, $state['done'][1] ? 1 : 0 ) );
	fflush( $handle );
}

/**
 * Waits for this client's turn and keeps the lock while its request runs (so the two never overlap).
 */
function bench_client_turn_wait(): void {
	$turns = bench_client_turns();
	if ( null === $turns ) {
		return;
	}
	list( $handle, $me ) = $turns;
	$until = microtime( true ) + 120;
	while ( true ) {
		flock( $handle, LOCK_EX );
		$state = bench_client_turn_read( $handle );
		if ( $state['turn'] === $me || $state['done'][ 1 - $me ] ) {
			return;
		}
		if ( microtime( true ) > $until ) {
			fwrite( STDERR, "bench: the other client has not taken its turn for two minutes; going on alone\n" );
			$state['done'][ 1 - $me ] = true;
			bench_client_turn_write( $handle, $state );
			return;
		}
		flock( $handle, LOCK_UN );
		usleep( 200 );
	}
}

/**
 * After this client's request: the other client's turn, and the lock let go.
 */
function bench_client_turn_pass(): void {
	$turns = bench_client_turns();
	if ( null === $turns ) {
		return;
	}
	list( $handle, $me ) = $turns;
	$state               = bench_client_turn_read( $handle );
	$state['turn']       = 1 - $me;
	bench_client_turn_write( $handle, $state );
	flock( $handle, LOCK_UN );
}

/**
 * When the client ends: marked finished, so that the other one goes on alone.
 */
function bench_client_turn_done(): void {
	$turns = bench_client_turns();
	if ( null === $turns ) {
		return;
	}
	list( $handle, $me ) = $turns;
	flock( $handle, LOCK_EX );
	$state                = bench_client_turn_read( $handle );
	$state['done'][ $me ] = true;
	bench_client_turn_write( $handle, $state );
	flock( $handle, LOCK_UN );
}

/**
 * Logs in as the member `bench` (password `password`) in a new cookie jar, removed when the script ends.
 *
 * @param string $base Site URL, without a trailing slash.
 * @return array{0: array<string,string>, 1: int}|null The REST nonce header, and the member's id; null when the login failed.
 */
function bench_client_login( string $base ): ?array {
	global $bench_client_jar;
	$bench_client_jar = (string) tempnam( sys_get_temp_dir(), 'prism-bench' );
	$jar              = $bench_client_jar;
	register_shutdown_function( static fn() => is_file( $jar ) && unlink( $jar ) );
	file_put_contents( $bench_client_jar, "127.0.0.1\tFALSE\t/\tFALSE\t0\twordpress_test_cookie\tWP%20Cookie%20check\n" );
	bench_client_http(
		$base . '/wp-login.php',
		array(),
		http_build_query(
			array(
				'log'        => 'bench',
				'pwd'        => 'password',
				'wp-submit'  => 'Log In',
				'testcookie' => '1',
			)
		)
	);
	list( , $nonce )   = bench_client_http( $base . '/wp-admin/admin-ajax.php?action=rest-nonce' );
	$auth              = array( 'X-WP-Nonce' => trim( $nonce ) );
	list( $code, $me ) = bench_client_http( $base . '/wp-json/wp/v2/users/me', $auth );
	$me                = json_decode( $me, true );
	if ( 200 !== $code || empty( $me['id'] ) ) {
		return null;
	}
	return array( $auth, (int) $me['id'] );
}

/**
 * Percentile of sorted values (0 for none).
 *
 * @param float[] $sorted Sorted values.
 * @param float   $p      0-100.
 */
function bench_client_pct( array $sorted, float $p ): float {
	if ( ! $sorted ) {
		return 0.0;
	}
	$i  = ( count( $sorted ) - 1 ) * $p / 100;
	$lo = (int) floor( $i );
	$hi = (int) ceil( $i );
	return $sorted[ $lo ] + ( $sorted[ $hi ] - $sorted[ $lo ] ) * ( $i - $lo );
}

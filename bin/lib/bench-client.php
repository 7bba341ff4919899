<?php
/**
 * What the HTTP benchmarks (bench-http.php, bench-sweep.php) share: a request with the member's cookies that answers
 * its status, body, time and headers; the login as the member `bench` (cookie and REST nonce); percentiles.
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
	return array( $code, $body, $secs, $received );
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

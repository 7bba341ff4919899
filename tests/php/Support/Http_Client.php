<?php
/**
 * A browser-like HTTP client for the test site (PRISM_TEST_URL): PHP curl with its own cookie jar, a login
 * through wp-login.php and the REST nonce the logged-in page would get.
 *
 * @package Prism
 */

namespace Prism\Tests\Support;

/**
 * One visitor of the test site.
 */
final class Http_Client {

	/**
	 * Site address, without a trailing slash.
	 *
	 * @var string
	 */
	private string $base;

	/**
	 * Cookie jar file.
	 *
	 * @var string
	 */
	private string $jar;

	/**
	 * Starts a visitor with no cookies.
	 */
	public function __construct() {
		$base = getenv( 'PRISM_TEST_URL' );
		if ( ! $base ) {
			throw new \RuntimeException( 'PRISM_TEST_URL must name the test site served over HTTP (bin/test.sh sets it).' );
		}
		$this->base = rtrim( $base, '/' );
		$this->jar  = (string) tempnam( sys_get_temp_dir(), 'prism-jar-' );
	}

	public function __destruct() {
		if ( is_file( $this->jar ) ) {
			unlink( $this->jar );
		}
	}

	/**
	 * The site's address.
	 */
	public function base(): string {
		return $this->base;
	}

	/**
	 * Logs in through wp-login.php, as a person would. Returns whether WordPress accepted the login.
	 *
	 * @param string $login    User login.
	 * @param string $password Password.
	 */
	public function login( string $login, string $password ): bool {
		// wp-login.php refuses a login without wordpress_test_cookie, which its page sets (always the same value). The
		// jar holds it as a browser would after that page, rather than getting the page each time: on WordPress 6.1
		// with PHP 8.2 every GET of it logs two deprecations of core's own (wp_authenticate() of a missing password).
		$host = (string) wp_parse_url( $this->base, PHP_URL_HOST );
		file_put_contents( $this->jar, "{$host}\tFALSE\t/\tFALSE\t0\twordpress_test_cookie\tWP%20Cookie%20check\n", FILE_APPEND );
		$response = $this->request(
			'POST',
			'/wp-login.php',
			array(
				'log'         => $login,
				'pwd'         => $password,
				'wp-submit'   => 'Log In',
				'testcookie'  => '1',
				'redirect_to' => $this->base . '/wp-admin/',
			)
		);
		return 302 === $response['status'] && null !== $this->cookie( 'wordpress_logged_in_' );
	}

	/**
	 * The REST nonce for the logged-in session (what PRISM's pages hand their scripts).
	 */
	public function rest_nonce(): string {
		$response = $this->request( 'GET', '/wp-admin/admin-ajax.php?action=rest-nonce' );
		if ( 200 !== $response['status'] || ! preg_match( '/^[a-f0-9]{10}$/', trim( $response['body'] ) ) ) {
			throw new \RuntimeException( 'No REST nonce: HTTP ' . $response['status'] . ' ' . substr( $response['body'], 0, 200 ) );
		}
		return trim( $response['body'] );
	}

	/**
	 * Value of the first cookie in the jar whose name starts with $prefix (decoded), or null.
	 *
	 * @param string $prefix Cookie name or its start.
	 */
	public function cookie( string $prefix ): ?string {
		$lines = is_file( $this->jar ) ? (array) file( $this->jar, FILE_IGNORE_NEW_LINES ) : array();
		foreach ( $lines as $line ) {
			$line = (string) preg_replace( '/^#HttpOnly_/', '', (string) $line );
			if ( '' === $line || '#' === $line[0] ) {
				continue;
			}
			$fields = explode( "\t", $line );
			if ( count( $fields ) >= 7 && 0 === strpos( $fields[5], $prefix ) ) {
				return rawurldecode( $fields[6] );
			}
		}
		return null;
	}

	/**
	 * A REST call under /wp-json/prism/v1/, with a JSON body when $body is not null.
	 *
	 * @param string      $method HTTP method.
	 * @param string      $route  Route below prism/v1/, with any query string.
	 * @param mixed       $body   Body to JSON-encode, or null.
	 * @param string|null $nonce  X-WP-Nonce header, or null for none.
	 * @return array{status: int, headers: array<string, string>, body: string, json: mixed}
	 */
	public function rest( string $method, string $route, $body = null, ?string $nonce = null ): array {
		$headers = array( 'Accept: application/json' );
		if ( null !== $nonce ) {
			$headers[] = 'X-WP-Nonce: ' . $nonce;
		}
		if ( null !== $body ) {
			$headers[] = 'Content-Type: application/json';
			$body      = (string) wp_json_encode( $body );
		}
		return $this->request( $method, '/wp-json/prism/v1/' . $route, $body, $headers );
	}

	/**
	 * One HTTP request (redirects are not followed).
	 *
	 * @param string                           $method  HTTP method.
	 * @param string                           $path    Path and query below the site address.
	 * @param array<string, mixed>|string|null $body    Form fields (a \CURLFile among them: multipart), a raw body, or null.
	 * @param string[]                         $headers Extra request headers.
	 * @return array{status: int, headers: array<string, string>, body: string, json: mixed}
	 */
	public function request( string $method, string $path, $body = null, array $headers = array() ): array {
		$curl            = curl_init( $this->base . $path );
		$response_headers = array();
		curl_setopt_array(
			$curl,
			array(
				CURLOPT_CUSTOMREQUEST  => $method,
				CURLOPT_RETURNTRANSFER => true,
				CURLOPT_FOLLOWLOCATION => false,
				CURLOPT_COOKIEJAR      => $this->jar,
				CURLOPT_COOKIEFILE     => $this->jar,
				CURLOPT_HTTPHEADER     => $headers,
				CURLOPT_TIMEOUT        => 30,
				CURLOPT_HEADERFUNCTION => static function ( $handle, $line ) use ( &$response_headers ) {
					$parts = explode( ':', $line, 2 );
					if ( 2 === count( $parts ) ) {
						$response_headers[ strtolower( trim( $parts[0] ) ) ] = trim( $parts[1] );
					}
					return strlen( $line );
				},
			)
		);
		if ( null !== $body ) {
			// Fields with a file (a CURLFile) go as multipart/form-data, the way a browser uploads.
			$multipart = is_array( $body ) && array_filter( $body, static fn( $value ) => $value instanceof \CURLFile );
			curl_setopt( $curl, CURLOPT_POSTFIELDS, is_array( $body ) && ! $multipart ? http_build_query( $body ) : $body );
		}
		$text = curl_exec( $curl );
		if ( false === $text ) {
			$error = curl_error( $curl );
			curl_close( $curl );
			throw new \RuntimeException( "HTTP {$method} {$path} failed: {$error} (is the test site served at {$this->base}?)" );
		}
		$status = (int) curl_getinfo( $curl, CURLINFO_RESPONSE_CODE );
		curl_close( $curl );
		return array(
			'status'  => $status,
			'headers' => $response_headers,
			'body'    => (string) $text,
			'json'    => json_decode( (string) $text, true ),
		);
	}
}

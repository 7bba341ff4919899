<?php
/**
 * A simulated member's browser for the load benchmarks (bin/lib/bench-load-worker.php,
 * bin/lib/bench-import-load-worker.php): cookies, the REST nonce, and the time of every request by operation.
 * Needs WordPress loaded only for form_nonce().
 *
 * @package Prism
 */

/**
 * The member's browser.
 */
final class Prism_Load_Member {

	/** @var string */
	private string $jar;

	/** @var string */
	public string $nonce = '';

	/** @var array<string, float[]> Seconds per request, by operation. */
	public array $times = array();

	/** @var string[] */
	public array $errors = array();

	/**
	 * @param string $base Site URL.
	 */
	public function __construct( private string $base ) {
		$this->jar = (string) tempnam( sys_get_temp_dir(), 'prism-load' );
		file_put_contents( $this->jar, "127.0.0.1\tFALSE\t/\tFALSE\t0\twordpress_test_cookie\tWP%20Cookie%20check\n" );
	}

	/**
	 * One request; returns [status, headers, body]. A 5xx or a transport error is recorded as an error.
	 *
	 * @param string      $op      Operation name (for the figures).
	 * @param string      $method  Method.
	 * @param string      $path    Path below the site.
	 * @param mixed       $body    Form fields, a JSON-able array (with $json) or null.
	 * @param bool        $json    Send $body as JSON with the REST nonce.
	 * @return array{0: int, 1: array<string, string>, 2: string}
	 */
	public function call( string $op, string $method, string $path, $body = null, bool $json = false ): array {
		$ch      = curl_init( $this->base . $path );
		$headers = array();
		$out     = array();
		if ( $json ) {
			$out[] = 'X-WP-Nonce: ' . $this->nonce;
			$out[] = 'Content-Type: application/json';
		} elseif ( str_starts_with( $path, '/wp-json/' ) ) {
			$out[] = 'X-WP-Nonce: ' . $this->nonce;
		}
		curl_setopt_array(
			$ch,
			array(
				CURLOPT_CUSTOMREQUEST  => $method,
				CURLOPT_RETURNTRANSFER => true,
				CURLOPT_COOKIEJAR      => $this->jar,
				CURLOPT_COOKIEFILE     => $this->jar,
				CURLOPT_HTTPHEADER     => $out,
				CURLOPT_FOLLOWLOCATION => false,
				CURLOPT_TIMEOUT        => 60,
				CURLOPT_HEADERFUNCTION => static function ( $handle, $line ) use ( &$headers ) {
					$parts = explode( ':', $line, 2 );
					if ( 2 === count( $parts ) ) {
						$headers[ strtolower( trim( $parts[0] ) ) ] = trim( $parts[1] );
					}
					return strlen( $line );
				},
			)
		);
		if ( null !== $body ) {
			$multipart = is_array( $body ) && array_filter( $body, static fn( $value ) => $value instanceof CURLFile );
			curl_setopt( $ch, CURLOPT_POSTFIELDS, $json ? (string) json_encode( $body ) : ( $multipart ? $body : http_build_query( $body ) ) );
		}
		$start = microtime( true );
		$text  = curl_exec( $ch );
		$this->times[ $op ][] = microtime( true ) - $start;
		$code = (int) curl_getinfo( $ch, CURLINFO_RESPONSE_CODE );
		if ( false === $text || $code >= 500 || 0 === $code ) {
			$this->errors[] = "{$op} {$method} {$path}: HTTP {$code} " . substr( (string) $text, 0, 200 ) . ' ' . curl_error( $ch );
		}
		curl_close( $ch );
		return array( $code, $headers, (string) $text );
	}

	/**
	 * A JSON REST call; the decoded answer, or null after recording an unexpected status.
	 *
	 * @param string     $op     Operation.
	 * @param string     $method Method.
	 * @param string     $route  Route below prism/v1/.
	 * @param array|null $body   JSON body.
	 * @return array{0: mixed, 1: array<string, string>}
	 */
	public function rest( string $op, string $method, string $route, ?array $body = null ): array {
		list( $code, $headers, $text ) = $this->call( $op, $method, '/wp-json/prism/v1/' . $route, $body, null !== $body );
		if ( $code >= 300 ) {
			$this->errors[] = "{$op} {$route}: HTTP {$code} " . substr( $text, 0, 200 );
			return array( null, $headers );
		}
		return array( json_decode( $text, true ), $headers );
	}

	/**
	 * Uploads a Google CSV through the Import form as the dialog posts it (admin-post, the form's nonce, mode
	 * update); the answer is a redirect to the list with the import's id.
	 *
	 * @param int    $user_id The member (for the form's nonce).
	 * @param string $path    The file.
	 * @return array{0: int, 1: int, 2: array<string, string>} Status, import id (0 when none), headers.
	 */
	public function upload_google_csv( int $user_id, string $path ): array {
		list( $code, $headers ) = $this->call(
			'upload',
			'POST',
			'/wp-admin/admin-post.php',
			array(
				'action'                                => \Prism\Import\Import_Store::ACTION,
				'file_type'                             => 'Google CSV',
				'upload_type'                           => 'CSV',
				'mode'                                  => 'update',
				\Prism\Import\Import_Store::NONCE_FIELD => $this->form_nonce( $user_id, \Prism\Import\Import_Store::NONCE_ACTION ),
				'file'                                  => new CURLFile( $path, 'text/csv', basename( $path ) ),
			)
		);
		parse_str( (string) parse_url( $headers['location'] ?? '', PHP_URL_QUERY ), $query );
		return array( $code, (int) ( $query[ \Prism\Import\Import_Store::PROGRESS_ARG ] ?? 0 ), $headers );
	}

	/**
	 * The same browser (cookies, nonce) asking another address: one web server of a cluster directly, say.
	 *
	 * @param string $base Site URL.
	 */
	public function at( string $base ): self {
		$other       = clone $this;
		$other->base = $base;
		return $other;
	}

	/**
	 * A form's nonce for this session (tied to its login cookie, as WordPress ties it).
	 *
	 * @param int    $user_id The member.
	 * @param string $action  Nonce action.
	 */
	public function form_nonce( int $user_id, string $action ): string {
		foreach ( (array) file( $this->jar, FILE_IGNORE_NEW_LINES ) as $line ) {
			$fields = explode( "\t", (string) preg_replace( '/^#HttpOnly_/', '', (string) $line ) );
			if ( count( $fields ) >= 7 && str_starts_with( $fields[5], LOGGED_IN_COOKIE ) ) {
				$_COOKIE[ LOGGED_IN_COOKIE ] = rawurldecode( $fields[6] );
			}
		}
		wp_set_current_user( $user_id );
		return wp_create_nonce( $action );
	}

	/**
	 * Logs in through wp-login.php as a person does and reads the REST nonce (admin-ajax's rest-nonce).
	 *
	 * @param string $login    User login.
	 * @param string $password Password.
	 * @return bool Whether a nonce came back.
	 */
	public function log_in( string $login, string $password = 'password' ): bool {
		$this->call( 'login', 'GET', '/wp-login.php' );
		$this->call( 'login', 'POST', '/wp-login.php', array( 'log' => $login, 'pwd' => $password, 'wp-submit' => 'Log In', 'testcookie' => '1' ) );
		list( , , $nonce ) = $this->call( 'login', 'GET', '/wp-admin/admin-ajax.php?action=rest-nonce' );
		$this->nonce       = trim( $nonce );
		return (bool) preg_match( '/^[0-9a-f]{10}$/', $this->nonce );
	}
}

<?php
/**
 * One simulated member of the load benchmark (bin/lib/bench-load.php starts twenty): logs in through wp-login.php
 * and, until its time is up, works as a member does, over loopback HTTP with cookies and the REST nonce: opens the
 * list, searches, adds a contact (the form), edits one (the form), writes a note, merges two contacts, imports a
 * small file (the form, then the import driven to its end). It records every request's time and what each write
 * should leave behind, and prints one JSON line. WordPress is loaded only to sign the form nonces, as the pages do.
 *
 *   php bench-load-worker.php WP_DIR SITE_URL LOGIN SECONDS
 *
 * @package Prism
 */

if ( 'cli' !== PHP_SAPI || count( $argv ) < 5 ) {
	fwrite( STDERR, "usage: php bench-load-worker.php WP_DIR SITE_URL LOGIN SECONDS\n" );
	exit( 2 );
}
list( , $prism_wp, $prism_base, $prism_login, $prism_seconds ) = $argv;
$_SERVER['HTTP_HOST']   = (string) parse_url( $prism_base, PHP_URL_HOST ) . ':' . (string) parse_url( $prism_base, PHP_URL_PORT );
$_SERVER['SERVER_NAME'] = (string) parse_url( $prism_base, PHP_URL_HOST );
$_SERVER['REQUEST_URI'] = '/';
define( 'DISABLE_WP_CRON', true );
require $prism_wp . '/wp-load.php';

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
}

$prism_user   = get_user_by( 'login', $prism_login );
$prism_id     = (int) $prism_user->ID;
$prism_member = new Prism_Load_Member( $prism_base );
$prism_member->call( 'login', 'GET', '/wp-login.php' );
list( $prism_code ) = $prism_member->call( 'login', 'POST', '/wp-login.php', array( 'log' => $prism_login, 'pwd' => 'password', 'wp-submit' => 'Log In', 'testcookie' => '1' ) );
list( , , $prism_nonce ) = $prism_member->call( 'login', 'GET', '/wp-admin/admin-ajax.php?action=rest-nonce' );
$prism_member->nonce     = trim( $prism_nonce );

// What the member's requests should leave behind.
$prism_expect = array(
	'added'   => array(),  // Unique token => true (each added contact carries its token as last name).
	'names'   => array(),  // Contact id => the first name last saved.
	'notes'   => array(),  // Contact id => notes added through this run.
	'gone'    => array(),  // Contact ids merged away.
	'imports' => 0,        // Contacts the finished imports created.
);
list( $prism_list ) = $prism_member->rest( 'list', 'GET', "contact-list/{$prism_id}?per_page=100" );
$prism_pool         = array_map( static fn( $c ) => (int) $c['id'], (array) $prism_list );
$prism_form         = \Prism\Forms\Contact_Form_Handler::NONCE_ACTION;
$prism_deadline     = microtime( true ) + (float) $prism_seconds;
$prism_seq          = 0;
mt_srand( crc32( $prism_login ) );

while ( microtime( true ) < $prism_deadline ) {
	++$prism_seq;
	$prism_token = "L{$prism_id}x{$prism_seq}";
	switch ( $prism_seq % 8 ) {
		case 0:
		case 4:
			$prism_member->rest( 'list', 'GET', "contact-list/{$prism_id}?page=" . mt_rand( 1, 5 ) );
			break;
		case 1:
			$prism_member->rest( 'search', 'GET', "contact-list/{$prism_id}?q=" . rawurlencode( substr( 'abcdefghijklmnopqrstuvwxyz', mt_rand( 0, 23 ), 3 ) ) );
			break;
		case 2:
			list( $prism_code ) = $prism_member->call(
				'add',
				'POST',
				'/wp-admin/admin-post.php',
				array(
					'action'                                    => \Prism\Forms\Contact_Form_Handler::ADD_ACTION,
					'importSource'                              => 'PRISM',
					'firstName'                                 => 'Added',
					'lastName'                                  => $prism_token,
					\Prism\Forms\Contact_Form_Handler::NONCE_FIELD => $prism_member->form_nonce( $prism_id, $prism_form ),
				)
			);
			// The form always answers with a redirect; whether the contact was saved, the page then says.
			list( $prism_found ) = $prism_member->rest( 'search', 'GET', "contact-list/{$prism_id}?q=" . rawurlencode( $prism_token ) );
			if ( 303 === $prism_code && 1 === count( (array) $prism_found ) ) {
				$prism_expect['added'][ $prism_token ] = true;
				$prism_pool[]                          = (int) $prism_found[0]['id'];
				$prism_expect['names'][ (int) $prism_found[0]['id'] ] = 'Added';
			} else {
				$prism_member->errors[] = "add {$prism_token}: HTTP {$prism_code}, found " . count( (array) $prism_found );
			}
			break;
		case 3:
			$prism_target = $prism_pool[ array_rand( $prism_pool ) ];
			list( $prism_code, $prism_headers ) = $prism_member->call(
				'edit',
				'POST',
				'/wp-admin/admin-post.php',
				array(
					'action'                                    => \Prism\Forms\Contact_Form_Handler::EDIT_ACTION,
					'contactId'                                 => (string) $prism_target,
					'firstName'                                 => "Edited {$prism_token}",
					\Prism\Forms\Contact_Form_Handler::NONCE_FIELD => $prism_member->form_nonce( $prism_id, $prism_form ),
				)
			);
			list( $prism_read ) = $prism_member->rest( 'read', 'GET', "contact-detail/{$prism_target}" );
			if ( 303 === $prism_code && "Edited {$prism_token}" === ( $prism_read['firstName'] ?? null ) ) {
				$prism_expect['names'][ $prism_target ] = "Edited {$prism_token}";
			} else {
				$prism_member->errors[] = "edit {$prism_target}: HTTP {$prism_code}, reads " . json_encode( $prism_read['firstName'] ?? null );
			}
			break;
		case 5:
			$prism_target = $prism_pool[ array_rand( $prism_pool ) ];
			list( $prism_notes ) = $prism_member->rest( 'note', 'POST', 'create-note', array( 'wordpressId' => $prism_id, 'contactId' => $prism_target, 'note' => "Note {$prism_token} <100k" ) );
			if ( null !== $prism_notes ) {
				$prism_expect['notes'][ $prism_target ] = ( $prism_expect['notes'][ $prism_target ] ?? 0 ) + 1;
			}
			break;
		case 6:
			if ( count( $prism_pool ) < 20 ) {
				break;
			}
			shuffle( $prism_pool );
			$prism_keep = array_shift( $prism_pool );
			$prism_drop = array_shift( $prism_pool );
			array_unshift( $prism_pool, $prism_keep );
			list( $prism_merged ) = $prism_member->rest( 'merge', 'POST', 'collide-and-merge', array( 'wordpressId' => $prism_id, 'idList' => array( $prism_keep, $prism_drop ) ) );
			if ( null !== $prism_merged ) {
				$prism_expect['gone'][] = $prism_drop;
				$prism_expect['notes'][ $prism_keep ] = ( $prism_expect['notes'][ $prism_keep ] ?? 0 ) + ( $prism_expect['notes'][ $prism_drop ] ?? 0 );
				unset( $prism_expect['notes'][ $prism_drop ], $prism_expect['names'][ $prism_drop ] );
				// The survivor keeps its own first name when it has one (Contact_Merge).
			}
			break;
		case 7:
			if ( 23 !== $prism_seq % 24 ) {
				$prism_member->rest( 'list', 'GET', "contact-list/{$prism_id}" );
				break;
			}
			$prism_file = (string) tempnam( sys_get_temp_dir(), 'prism-load-csv' );
			$prism_rows = "First Name,Last Name,Email\n";
			for ( $prism_i = 1; $prism_i <= 5; $prism_i++ ) {
				$prism_rows .= "Imported,{$prism_token}i{$prism_i},{$prism_token}i{$prism_i}@example.test\n";
			}
			file_put_contents( $prism_file, $prism_rows );
			list( $prism_code ) = $prism_member->call(
				'import',
				'POST',
				'/wp-admin/admin-post.php',
				array(
					'action'                               => \Prism\Import\Import_Store::ACTION,
					'file_type'                            => 'iCloud CSV',
					'upload_type'                          => 'CSV',
					'mode'                                 => 'update',
					\Prism\Import\Import_Store::NONCE_FIELD => $prism_member->form_nonce( $prism_id, \Prism\Import\Import_Store::NONCE_ACTION ),
					'file'                                 => new CURLFile( $prism_file, 'text/csv', 'load.csv' ),
				)
			);
			unlink( $prism_file );
			list( $prism_status ) = $prism_member->rest( 'import', 'GET', "import-status/{$prism_id}" );
			$prism_import         = is_array( $prism_status ) && $prism_status ? $prism_status[0] : null;
			// The page drives the import while it is open (WP-Cron would finish it otherwise), about twice a second.
			for ( $prism_turn = 0; $prism_import && 'done' !== ( $prism_import['state'] ?? '' ) && $prism_turn < 60; $prism_turn++ ) {
				list( $prism_import ) = $prism_member->rest( 'import', 'POST', "imports/{$prism_import['id']}/run", array() );
				if ( 'done' !== ( $prism_import['state'] ?? '' ) ) {
					usleep( 250000 );
				}
			}
			if ( $prism_import && 'done' === ( $prism_import['state'] ?? '' ) ) {
				$prism_expect['imports'] += (int) ( $prism_import['created'] ?? 0 );
			} else {
				$prism_member->errors[] = 'import did not finish: ' . json_encode( $prism_import );
			}
			break;
	}
}

echo json_encode(
	array(
		'login'  => $prism_login,
		'id'     => $prism_id,
		'times'  => $prism_member->times,
		'errors' => $prism_member->errors,
		'expect' => $prism_expect,
	)
), "\n";

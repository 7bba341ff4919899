<?php
/**
 * Injection and type confusion on every parameter of every route, generated from each route's own argument
 * schema: SQL metacharacters, arrays for scalars and scalars for arrays, huge, negative and fractional numbers,
 * nested objects, a 1 MB string, invalid UTF-8 and NUL bytes; huge numbers in the path; WordPress's own global
 * parameters. Each call is answered with a clean 4xx and a readable message, or correctly: never a 500, never SQL
 * error text, never another member's data, and a refused call changes nothing. (A PHP notice or warning fails the
 * test: PHPUnit turns it into an exception, and bin/test.sh fails on any in the site's debug.log.) The slowest call
 * is printed; timings at 30,000 contacts are in `npm run bench`.
 *
 * WordPress's global parameters (`_fields`, `_envelope`, `_embed`, `_jsonp`, `context`, `_method`) are tried again
 * on every route, the public calendar feed and the streamed answers included, over real HTTP: WordPress applies
 * several of them only when it serves a request (serve_request: the `rest_post_dispatch` filters, the envelope,
 * JSONP, the method override), never in rest_do_request. There, any PHP error, warning, notice or deprecation the
 * call adds to the site's debug.log fails the test, wherever it comes from (WordPress's own files included), unless
 * the same call without the parameter writes it too; WP-Cron is held off meanwhile.
 *
 * @package Prism
 */

namespace Prism\Tests\Security;

use Prism\Reminders\Reminder_Settings;
use Prism\Tests\Security\Support\Hostile_Values;
use Prism\Tests\Security\Support\Route_Matrix;
use Prism\Tests\Support\Http_Client;
use Prism\Tests\Support\Members;
use Prism\Tests\Support\Prism_Test_Case;
use Prism\Tests\Support\Wp_Cron;
use WP_REST_Request;
use WP_REST_Response;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';
require_once dirname( __DIR__ ) . '/Support/Http_Client.php';
require_once dirname( __DIR__ ) . '/Support/Wp_Cron.php';
require_once __DIR__ . '/Support/Route_Matrix.php';
require_once __DIR__ . '/Support/Hostile_Values.php';

/**
 * Hostile values in every parameter.
 */
final class HostileParametersTest extends Prism_Test_Case {

	/** What a database error message looks like, on either engine. */
	private const SQL_ERROR = '/SQL syntax|SQLSTATE|WordPress database error|mysqli|PDOException|no such (table|column)|syntax error near|unrecognized token/i';

	/** What a PHP error, warning, notice or deprecation looks like in a debug log. */
	private const PHP_MESSAGE = '/PHP (Warning|Notice|Deprecated|Fatal error|Parse error|Recoverable fatal error)|Uncaught/';

	/**
	 * A deprecation PHP reports when it compiles a library's class (sabre/vobject's and Requests' PHP 8.1 return
	 * types): written by whichever request first loads the file, whatever its parameters.
	 */
	private const CLASS_DECLARATION = '/PHP Deprecated:\s+Return type of \S+ should either be compatible with /';

	/**
	 * Calls made (in-process and over HTTP), and the slowest one.
	 *
	 * @var array{calls: int, http: int, slowest: float, what: string}
	 */
	private static array $tally = array(
		'calls'   => 0,
		'http'    => 0,
		'slowest' => 0.0,
		'what'    => '',
	);

	/**
	 * The owner's browser session on the test site, and its REST nonce.
	 *
	 * @var array{0: Http_Client, 1: string}|null
	 */
	private static ?array $session = null;

	/**
	 * Whether this class holds WP-Cron off (hold_cron()).
	 *
	 * @var bool
	 */
	private static bool $cron_held = false;

	public static function tearDownAfterClass(): void {
		fwrite( STDERR, sprintf( "\n[hostile parameters] %d calls in-process, slowest %.0f ms (%s); %d over HTTP\n", self::$tally['calls'], 1000 * self::$tally['slowest'], self::$tally['what'], self::$tally['http'] ) );
		self::$session = null;
		if ( self::$cron_held ) {
			Wp_Cron::release();
			self::$cron_held = false;
		}
		parent::tearDownAfterClass();
	}

	/**
	 * The routes, one test each.
	 *
	 * @return array<string, array{0: string}>
	 */
	public function routes(): array {
		$cases = array();
		foreach ( Route_Matrix::matrix() as $key => $spec ) {
			if ( Route_Matrix::PUBLIC !== $spec['kind'] ) {
				$cases[ $key ] = array( $key );
			}
		}
		return $cases;
	}

	/**
	 * Every parameter of a route, with every hostile value, as the owner with otherwise valid parameters.
	 *
	 * @dataProvider routes
	 *
	 * @param string $key "METHOD route".
	 */
	public function test_every_parameter_takes_hostile_values( string $key ): void {
		list( $method, $route ) = explode( ' ', $key, 2 );
		$spec                   = Route_Matrix::matrix()[ $key ];
		$mine                   = Route_Matrix::fixture( self::$owner, 'Qmine' );
		Route_Matrix::fixture( self::$other, 'Qtheirs' );
		$this->act_as( self::$owner );
		$path   = ( $spec['path'] )( $mine );
		$params = ( $spec['body'] )( $mine );
		$args   = $this->args_of( $method, $route );
		$this->assertNotEmpty( $args + array( '_fields' => true ) );

		foreach ( Hostile_Values::path_params( $route ) as $name => $unused ) {
			$this->assertNotNull( Hostile_Values::path_value( $route, $path, $name ), "{$path} does not match {$route}" );
		}
		foreach ( Hostile_Values::calls( $route, $args, $path, $params ) as $call ) {
			$this->check( $method, $call['path'], $call['params'], "{$key} {$call['what']}" );
		}
	}

	/**
	 * WordPress filters every item of an answer by every field `_fields` names: a PRISM request may name at most 100
	 * (5,000 names on 6,000 notes took seconds), and is refused before it runs beyond that.
	 */
	public function test_a_request_naming_too_many_fields_is_refused_before_it_runs(): void {
		Route_Matrix::fixture( self::$owner, 'Qmine' );
		$this->act_as( self::$owner );
		$ask = static function ( $fields ): WP_REST_Response {
			$request = new WP_REST_Request( 'GET', '/prism/v1/all-notes/' . self::$owner );
			$request->set_query_params( array( '_fields' => $fields ) );
			return rest_do_request( $request );
		};
		$names = array_merge( array( 'id', 'note' ), array_map( static fn( int $i ): string => "f{$i}", range( 1, 98 ) ) );
		$this->assertSame( 200, $ask( implode( ',', $names ) )->get_status(), '100 names are answered' );
		$this->assertSame( 200, $ask( $names )->get_status(), 'as a list too' );
		$names[] = 'one-more';
		foreach ( array( implode( ',', $names ), $names, str_repeat( 'x,', 5000 ), str_repeat( 'y', 3000 ) ) as $fields ) {
			$answer = $ask( $fields );
			$this->assertSame( 400, $answer->get_status() );
			$this->assertSame( 'Name at most 100 fields in _fields.', $this->body( $answer )['message'] );
		}
	}

	/**
	 * Every route, the public ones included, one test each.
	 *
	 * @return array<string, array{0: string}>
	 */
	public function every_route(): array {
		$cases = array();
		foreach ( array_keys( Route_Matrix::matrix() ) as $key ) {
			$cases[ $key ] = array( $key );
		}
		return $cases;
	}

	/**
	 * WordPress's global parameters on a route over real HTTP, as the owner (the calendar feed without logging in, as
	 * a calendar app reads it): each alone as text, a list and empty, and some together. Never a 500, never a PHP
	 * message in the site's debug.log; a readable 4xx, or the route's own answer: the same file for the export and
	 * the feed, and for a read, the same data as without the parameter unless `_fields` picks from it.
	 *
	 * @dataProvider every_route
	 *
	 * @param string $key "METHOD route".
	 */
	public function test_global_parameters_over_http( string $key ): void {
		list( $method ) = explode( ' ', $key, 2 );
		$spec           = Route_Matrix::matrix()[ $key ];
		$this->hold_cron();
		Route_Matrix::fixture( self::$other, 'Qtheirs' );
		$call     = $this->http_call_for( $key, $spec );
		$baseline = $this->over_http( $method, $call, array() );
		$this->assertSame( $spec['ok'], $baseline['status'], "{$key} without global parameters: " . mb_substr( $baseline['body'], 0, 300 ) );
		$this->assertSame( array(), array_values( preg_grep( '/PHP (Warning|Notice|Fatal error|Parse error|Recoverable fatal error)|Uncaught/', $baseline['log'] ) ), "{$key} without global parameters wrote to debug.log" );
		$is_file  = ! self::is_json_type( $baseline['headers']['content-type'] ?? '' );
		$expected = $is_file ? $baseline['body'] : json_decode( $baseline['body'], true );
		// A write that can be sent twice (an edit, a toggle) runs on the same rows throughout; one that uses its rows up
		// (a delete, a merge) gets fresh ones after each call that did its work.
		$uses_up = 'GET' !== $method && $spec['ok'] !== $this->over_http( $method, $call, array() )['status'];
		if ( $uses_up ) {
			$call = $this->http_call_for( $key, $spec );
		}
		foreach ( Hostile_Values::global_calls() as $what => $globals ) {
			$answer = $this->over_http( $method, $call, $globals );
			$what   = "{$key} {$what}";
			$status = $answer['status'];
			$this->assertLessThan( 500, $status, "{$what}: " . mb_substr( $answer['body'], 0, 300 ) );
			// Messages that the same call without global parameters also writes are not the parameter's doing.
			$added = preg_grep( self::CLASS_DECLARATION, preg_grep( self::PHP_MESSAGE, array_diff( $answer['log'], $baseline['log'] ) ), PREG_GREP_INVERT );
			$this->assertSame( array(), array_values( $added ), "{$what}: PHP messages in debug.log" );
			$this->assertStringNotContainsString( 'Qtheirs', $answer['body'], "{$what}: another member's data" );
			list( $status, $data ) = self::unwrap( $answer, $globals );
			$this->assertLessThan( 500, $status, "{$what}, in its envelope: " . mb_substr( $answer['body'], 0, 300 ) );
			if ( $status >= 400 ) {
				$this->assertIsArray( $data, "{$what}: a JSON error: " . mb_substr( $answer['body'], 0, 300 ) );
				$this->assertIsString( $data['message'] ?? null, "{$what}: a readable message" );
				$this->assertNotSame( '', trim( $data['message'] ), "{$what}: a readable message" );
			} elseif ( $is_file && isset( $globals['_envelope'] ) ) {
				// JSON carries text: an image (a contact's photo) is in its envelope as a data: address of the same bytes.
				$type = (string) ( $baseline['headers']['content-type'] ?? '' );
				$file = str_starts_with( $type, 'image/' ) ? 'data:' . $type . ';base64,' . base64_encode( $expected ) : $expected; // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- an image in JSON.
				if ( str_starts_with( $type, 'application/gzip' ) && is_string( $data ) && str_starts_with( $data, 'data:application/gzip;base64,' ) ) {
					// A backup likewise; compared as its text, made at another second.
					$data = self::backup_text( (string) base64_decode( substr( $data, strlen( 'data:application/gzip;base64,' ) ) ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- a file in JSON.
				}
				$this->assertSame( $file, $data, "{$what}: the file, in its envelope" );
			} elseif ( $is_file ) {
				$this->assertSame( $baseline['headers']['content-type'], $answer['headers']['content-type'] ?? '', "{$what}: the file's own type" );
				$this->assertSame( $expected, $answer['body'], "{$what}: the same file" );
			} elseif ( 'GET' === $method && ! isset( $globals['_fields'] ) ) {
				$this->assertSame( $expected, $data, "{$what}: the same answer as without it" );
			} elseif ( ! isset( $globals['_fields'] ) ) {
				// A write answers about rows made afresh for each call: the same shape, other ids.
				$this->assertSame( self::shape( $expected ), self::shape( $data ), "{$what}: the same kind of answer as without it: " . mb_substr( $answer['body'], 0, 300 ) );
			} else {
				$this->assertNotNull( $data, "{$what}: JSON: " . mb_substr( $answer['body'], 0, 300 ) );
			}
			if ( $uses_up && $status < 300 ) {
				$call = $this->http_call_for( $key, $spec );
			}
		}
	}

	/**
	 * A `_jsonp` callback named by a page on another site gets nothing private: its `<script>` tag brings the member's
	 * cookies but not the REST nonce, so every private route answers the logged-out 401, wrapped. (WordPress serves
	 * JSONP as it does on its own routes; a same-site page that has the nonce has the data anyway.) The file answers
	 * are never wrapped: the calendar feed, which its secret address opens without a login, is served as
	 * iCalendar text that a browser refuses to run (nosniff).
	 */
	public function test_a_jsonp_callback_gets_nothing_private_without_the_nonce(): void {
		$mine   = Route_Matrix::fixture( self::$owner, 'Qmine' );
		$client = $this->session()[0];
		$before = $this->snapshot();
		foreach ( Route_Matrix::matrix() as $key => $spec ) {
			if ( Route_Matrix::PUBLIC === $spec['kind'] ) {
				continue;
			}
			list( $method ) = explode( ' ', $key, 2 );
			$params         = ( $spec['body'] )( $mine );
			$query          = array( '_jsonp' => 'steal' ) + ( 'GET' === $method ? $params : array() );
			$answer         = $client->rest( $method, ( $spec['path'] )( $mine ) . '?' . http_build_query( $query ), 'GET' === $method ? null : $params );
			++self::$tally['http'];
			$this->assertSame( 401, $answer['status'], "{$key}: {$answer['body']}" );
			$this->assertMatchesRegularExpression( '#^/\*\*/steal\(\{"code":"rest_not_logged_in".*\}\)$#s', $answer['body'], $key );
			$this->assertStringNotContainsString( 'Qmine', $answer['body'], $key );
		}
		$this->assertSame( $before, $this->snapshot(), 'A refused JSONP call changed something' );

		$feed = ( new Http_Client() )->request( 'GET', '/wp-json/prism/v1/' . $this->feed_path() . '?_jsonp=steal' );
		++self::$tally['http'];
		$this->assertSame( 200, $feed['status'] );
		$this->assertStringStartsWith( 'BEGIN:VCALENDAR', $feed['body'] );
		$this->assertStringStartsWith( 'text/calendar', $feed['headers']['content-type'] ?? '' );
		$this->assertSame( 'nosniff', $feed['headers']['x-content-type-options'] ?? '' );
	}

	/**
	 * WordPress finds a route whatever the case of its address (/wp-json/PRISM/V1/...): the global parameters are
	 * checked there the same.
	 */
	public function test_the_checks_hold_whatever_the_case_of_the_address(): void {
		Route_Matrix::fixture( self::$owner, 'Qmine' );
		list( $client, $nonce ) = $this->session();
		$ask                    = static function ( string $route, array $query ) use ( $client, $nonce ): array {
			++self::$tally['http'];
			return $client->request( 'GET', '/wp-json/PRISM/V1/' . $route . '?' . http_build_query( $query ), null, array( 'X-WP-Nonce: ' . $nonce ) );
		};
		$ids = $ask( 'contact-list-ids/' . self::$owner, array( '_fields' => 'id' ) );
		$this->assertSame( 200, $ids['status'], $ids['body'] );
		$this->assertNotEmpty( $ids['json'] );
		$this->assertSame( array_map( 'intval', (array) $ids['json'] ), $ids['json'], 'the list of ids, whole' );
		$many = $ask( 'all-notes/' . self::$owner, array( '_fields' => str_repeat( 'x,', 101 ) ) );
		$this->assertSame( 400, $many['status'] );
		$this->assertSame( 'Name at most 100 fields in _fields.', $many['json']['message'] ?? null );
		$this->assertSame( 400, $ask( 'calendar-followups/' . self::$owner, array( 'context' => array( 'x' ) ) )['status'] );
		$this->assertSame( 404, $ask( 'contacts/' . self::$owner, array( '_method' => array( 'x' ) ) )['status'] );
	}

	/**
	 * Keeps WP-Cron from starting while the calls run: its messages in the debug log would not be the call's. The first
	 * time, waits for a run under way to end (Wp_Cron::hold()); then renews WordPress's lock, which holds 90 seconds.
	 */
	private function hold_cron(): void {
		if ( self::$cron_held ) {
			set_transient( 'doing_cron', sprintf( '%.22F', microtime( true ) + 30 ) );
			return;
		}
		Wp_Cron::hold();
		self::$cron_held = true;
	}

	/**
	 * The call of a route for the owner's fresh rows: path below the namespace and parameters.
	 *
	 * @param string               $key  "METHOD route".
	 * @param array<string, mixed> $spec Its Route_Matrix entry.
	 * @return array{path: string, params: array<string, mixed>, public: bool}
	 */
	private function http_call_for( string $key, array $spec ): array {
		Members::delete_data( array( self::$owner ) );
		$mine = Route_Matrix::fixture( self::$owner, 'Qmine' );
		$feed = str_contains( $key, 'calendar-feed' );
		return array(
			'path'   => $feed ? $this->feed_path() : ( $spec['path'] )( $mine ),
			'params' => ( $spec['body'] )( $mine ),
			'public' => $feed,
		);
	}

	/**
	 * The owner's calendar feed below the namespace: calendar-feed/{member}/{secret}.ics.
	 */
	private function feed_path(): string {
		// A call over HTTP may have given the owner a new secret (POST ical-feed) behind this process's cache.
		wp_cache_delete( self::$owner, 'user_meta' );
		return sprintf( 'calendar-feed/%d/%s.ics', self::$owner, Reminder_Settings::feed_secret( self::$owner ) );
	}

	/**
	 * One call over HTTP: the global parameters in the query string (where WordPress reads `_envelope`, `_embed`,
	 * `_jsonp` and `_method`), a read's parameters with them, anything else's as its JSON body; as the logged-in owner
	 * with the REST nonce, or, for the feed, as nobody. With what the call added to the site's debug.log.
	 *
	 * @param string                                                          $method  Method.
	 * @param array{path: string, params: array<string, mixed>, public: bool} $call    The route's call.
	 * @param array<string, mixed>                                            $globals Global parameters.
	 * @return array{status: int, headers: array<string, string>, body: string, json: mixed, log: string[]}
	 */
	private function over_http( string $method, array $call, array $globals ): array {
		$query = http_build_query( $globals + ( 'GET' === $method ? $call['params'] : array() ) );
		$route = $call['path'] . ( '' === $query ? '' : '?' . $query );
		$body  = 'GET' === $method ? null : $call['params'];
		$log   = self::debug_log();
		$from  = is_file( $log ) ? (int) filesize( $log ) : 0;
		if ( $call['public'] ) {
			$answer = ( new Http_Client() )->rest( $method, $route, $body );
		} else {
			list( $client, $nonce ) = $this->session();
			$answer                 = $client->rest( $method, $route, $body, $nonce );
		}
		++self::$tally['http'];
		if ( str_starts_with( (string) ( $answer['headers']['content-type'] ?? '' ), 'application/gzip' ) ) {
			$answer['body'] = self::backup_text( $answer['body'] );
		}
		clearstatcache( true, $log );
		$added = is_file( $log ) ? (string) file_get_contents( $log, false, null, $from ) : ''; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local log file.
		// One entry per message, without its time: "[27-Nov-2026 13:08:29 UTC] PHP Warning: ..." (stack traces left out).
		$answer['log'] = array_values( array_map( static fn( string $line ): string => (string) preg_replace( '/^\[[^\]]*\] /', '', $line ), preg_grep( '/^\[/', explode( "\n", $added ) ) ) );
		return $answer;
	}

	/**
	 * A backup's text, uncompressed, without the time it was made (two calls a second apart make the same backup).
	 *
	 * @param string $gzip The file.
	 */
	private static function backup_text( string $gzip ): string {
		return (string) preg_replace( '/"createdAt":"[^"]*"/', '"createdAt":""', (string) gzdecode( $gzip ) );
	}

	/**
	 * The site's debug log (its wp-config.php names it).
	 */
	private static function debug_log(): string {
		$log = defined( 'WP_DEBUG_LOG' ) && is_string( WP_DEBUG_LOG ) ? WP_DEBUG_LOG : (string) ini_get( 'error_log' );
		if ( '' === $log ) {
			self::fail( 'The test site logs nowhere: WP_DEBUG_LOG names no file' );
		}
		return $log;
	}

	/**
	 * The owner logged in over HTTP, with the REST nonce (once per class).
	 *
	 * @return array{0: Http_Client, 1: string}
	 */
	private function session(): array {
		if ( null === self::$session ) {
			$client = new Http_Client();
			$this->assertTrue( $client->login( Members::login( self::$owner ), Members::PASSWORD ), 'The owner logs in' );
			self::$session = array( $client, $client->rest_nonce() );
		}
		return self::$session;
	}

	/**
	 * The shape of decoded JSON: its keys, the keys of what they hold, a list as the shape of its first item. (Values
	 * are left out: a job's state, and whether its `finishedAt` is set yet, depend on when cron ran.)
	 *
	 * @param mixed $data Decoded JSON.
	 * @return mixed
	 */
	private static function shape( $data ) {
		if ( ! is_array( $data ) ) {
			return 'value';
		}
		if ( array() !== $data && array_is_list( $data ) ) {
			return array( self::shape( $data[0] ) );
		}
		return array_map( array( self::class, 'shape' ), $data );
	}

	/**
	 * Whether a Content-Type is WordPress's JSON (or JSONP) answer.
	 *
	 * @param string $type Content-Type header.
	 */
	private static function is_json_type( string $type ): bool {
		return 1 === preg_match( '#^application/(json|javascript)#', $type );
	}

	/**
	 * The status and data of an answer as the client reads them: out of its JSONP callback, and out of its envelope
	 * (which WordPress always sends with HTTP 200, the answer's own status inside). The data is null when the answer
	 * is not JSON (a file).
	 *
	 * @param array{status: int, headers: array<string, string>, body: string} $answer  Answer.
	 * @param array<string, mixed>                                             $globals The global parameters sent.
	 * @return array{0: int, 1: mixed}
	 */
	private static function unwrap( array $answer, array $globals ): array {
		if ( ! self::is_json_type( $answer['headers']['content-type'] ?? '' ) ) {
			return array( $answer['status'], null );
		}
		$body = $answer['body'];
		if ( isset( $globals['_jsonp'] ) && is_string( $globals['_jsonp'] ) && '' !== $globals['_jsonp'] && preg_match( '#^/\*\*/' . preg_quote( $globals['_jsonp'], '#' ) . '\((.*)\)$#s', $body, $m ) ) {
			$body = $m[1];
		}
		$data = json_decode( $body, true );
		if ( isset( $globals['_envelope'] ) && 200 === $answer['status'] && is_array( $data ) && isset( $data['status'] ) && array_key_exists( 'body', $data ) ) {
			return array( (int) $data['status'], $data['body'] );
		}
		return array( $answer['status'], $data );
	}

	/**
	 * One call: no 500, no SQL error text, nothing of another member's, a readable refusal that changed nothing.
	 *
	 * @param string               $method Method.
	 * @param string               $path   Route below the namespace.
	 * @param array<string, mixed> $params Parameters (raw PHP values, as a form post or query string delivers them).
	 * @param string               $what   What is tried.
	 */
	private function check( string $method, string $path, array $params, string $what ): void {
		$before  = $this->snapshot();
		$request = new WP_REST_Request( $method, '/prism/v1/' . $path );
		if ( 'GET' === $method ) {
			$request->set_query_params( $params );
		} else {
			$request->set_body_params( $params );
		}
		$started = microtime( true );
		// As WordPress serves it: over HTTP its `rest_post_dispatch` filters run after dispatching (`_fields` is
		// applied there); rest_do_request() alone does not run them.
		$answer = rest_ensure_response( apply_filters( 'rest_post_dispatch', rest_do_request( $request ), rest_get_server(), $request ) );
		$took   = microtime( true ) - $started;
		++self::$tally['calls'];
		if ( $took > self::$tally['slowest'] ) {
			self::$tally['slowest'] = $took;
			self::$tally['what']    = $what;
		}
		$status = $answer->get_status();
		$text   = $this->text_of( $answer );
		$this->assertNotSame( 500, $status, "{$what}: " . mb_substr( $text, 0, 300 ) );
		$this->assertLessThan( 500, $status, "{$what}: " . mb_substr( $text, 0, 300 ) );
		$this->assertDoesNotMatchRegularExpression( self::SQL_ERROR, $text, "{$what}: database error text in the answer" );
		$this->assertStringNotContainsString( 'Qtheirs', $text, "{$what}: another member's data" );
		if ( $status >= 400 ) {
			$body = $this->body( $answer );
			$this->assertIsString( $body['message'] ?? null, "{$what}: a readable message" );
			$this->assertNotSame( '', trim( $body['message'] ), "{$what}: a readable message" );
			$this->assertSame( $before, $this->snapshot(), "{$what}: refused, yet something changed" );
		}
	}

	/**
	 * The argument schemas of a route's handler for a method.
	 *
	 * @param string $method Method.
	 * @param string $route  Route pattern.
	 * @return array<string, array<string, mixed>>
	 */
	private function args_of( string $method, string $route ): array {
		foreach ( rest_get_server()->get_routes( 'prism/v1' )[ $route ] ?? array() as $handler ) {
			if ( ! empty( $handler['methods'][ $method ] ) ) {
				return (array) $handler['args'];
			}
		}
		$this->fail( "No handler for {$method} {$route}" );
	}

	/**
	 * An answer as text (a streamed export is read from its stream).
	 *
	 * @param WP_REST_Response $answer Answer.
	 */
	private function text_of( WP_REST_Response $answer ): string {
		$data = $answer->get_data();
		if ( is_object( $data ) && method_exists( $data, 'write' ) ) {
			$text = '';
			$data->write(
				static function ( string $chunk ) use ( &$text ): void {
					$text .= $chunk;
				}
			);
			return $text;
		}
		return is_string( $data ) ? $data : (string) wp_json_encode( $data, JSON_INVALID_UTF8_SUBSTITUTE );
	}
}

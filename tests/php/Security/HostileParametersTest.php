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
 * @package Prism
 */

namespace Prism\Tests\Security;

use Prism\Tests\Security\Support\Hostile_Values;
use Prism\Tests\Security\Support\Route_Matrix;
use Prism\Tests\Support\Members;
use Prism\Tests\Support\Prism_Test_Case;
use WP_REST_Request;
use WP_REST_Response;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';
require_once __DIR__ . '/Support/Route_Matrix.php';
require_once __DIR__ . '/Support/Hostile_Values.php';

/**
 * Hostile values in every parameter.
 */
final class HostileParametersTest extends Prism_Test_Case {

	/** What a database error message looks like, on either engine. */
	private const SQL_ERROR = '/SQL syntax|SQLSTATE|WordPress database error|mysqli|PDOException|no such (table|column)|syntax error near|unrecognized token/i';

	/**
	 * Calls made, and the slowest one.
	 *
	 * @var array{calls: int, slowest: float, what: string}
	 */
	private static array $tally = array(
		'calls'   => 0,
		'slowest' => 0.0,
		'what'    => '',
	);

	public static function tearDownAfterClass(): void {
		fwrite( STDERR, sprintf( "\n[hostile parameters] %d calls, slowest %.0f ms (%s)\n", self::$tally['calls'], 1000 * self::$tally['slowest'], self::$tally['what'] ) );
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
		$answer  = rest_do_request( $request );
		$took    = microtime( true ) - $started;
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

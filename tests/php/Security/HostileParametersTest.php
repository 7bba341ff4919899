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

use Prism\Tests\Security\Support\Route_Matrix;
use Prism\Tests\Support\Members;
use Prism\Tests\Support\Prism_Test_Case;
use WP_REST_Request;
use WP_REST_Response;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';
require_once __DIR__ . '/Support/Route_Matrix.php';

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
	 * Hostile values for a parameter of a schema type (every value is tried on every parameter; the type decides
	 * which few are added).
	 *
	 * @param array<string, mixed> $schema The argument's schema.
	 * @return array<string, mixed> Label => value.
	 */
	private static function values( array $schema ): array {
		$values = array(
			'SQL quote'          => "' OR '1'='1",
			'SQL comment'        => '1; DROP TABLE wp_users; --',
			'SQL union'          => "%' UNION SELECT user_pass FROM wp_users WHERE '1'='1",
			'LIKE wildcards'     => '%_%\\',
			'markup'             => '"><script>alert(1)</script>',
			'invalid UTF-8'      => "Ann \xC3\x28 \xFF\xFE",
			'NUL byte'           => "Ann\0Admin",
			'1 MB string'        => str_repeat( 'A', 1024 * 1024 ),
			'array for a scalar' => array( 'x', array( 'y' ) ),
			'nested object'      => array( 'a' => array( 'b' => array( 'c' => 1 ) ) ),
			'empty string'       => '',
			'null'               => null,
			'true'               => true,
			'float'              => 1.5,
			'negative'           => -1,
			'zero'               => 0,
			'huge number'        => PHP_INT_MAX,
			'huge numeric text'  => '99999999999999999999999999',
			'exponent'           => '1e308',
		);
		$types = (array) ( $schema['type'] ?? array() );
		if ( in_array( 'array', $types, true ) || in_array( 'object', $types, true ) ) {
			$values['scalar for a list'] = '1,2,3';
			$values['10,000 items']      = range( 1, 10000 );
			$values['lists in a list']   = array( array( 1 ), array( 2 ) );
			$values['map of junk']       = array( 'x' => 'y', '-1' => 2 );
		}
		return $values;
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

		$names = array_unique( array_merge( array_keys( $args ), array_keys( $params ) ) );
		$names = array_diff( $names, array_keys( $this->path_params( $route ) ) );
		foreach ( $names as $name ) {
			foreach ( self::values( $args[ $name ] ?? array() ) as $label => $value ) {
				$this->check( $method, $path, array( $name => $value ) + $params, "{$key} {$name} = {$label}" );
			}
		}
		// Numbers no real id reaches, in the path.
		foreach ( $this->path_params( $route ) as $name => $unused ) {
			foreach ( array( '0', '99999999999999999999999999', str_repeat( '9', 400 ) ) as $number ) {
				$swapped = (string) preg_replace( '#(^|/)' . preg_quote( (string) $this->path_value( $route, $path, $name ), '#' ) . '(/|$)#', '${1}' . $number . '${2}', $path, 1 );
				$this->check( $method, $swapped, $params, "{$key} path {$name} = " . substr( $number, 0, 30 ) );
			}
		}
		// WordPress's global parameters, which every route takes.
		foreach ( array( '_fields' => array( 'id,../../x', array( 'a' => 'b' ), str_repeat( 'x,', 5000 ) ), '_envelope' => array( '1', array( 1 ) ), '_embed' => array( 'x', array( 'y' ) ) ) as $name => $list ) {
			foreach ( $list as $i => $value ) {
				$this->check( $method, $path, array( $name => $value ) + $params, "{$key} {$name} #{$i}" );
			}
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
	 * Named groups of a route pattern.
	 *
	 * @param string $route Route pattern.
	 * @return array<string, true>
	 */
	private function path_params( string $route ): array {
		preg_match_all( '/\(\?P<([a-zA-Z]+)>/', $route, $m );
		return array_fill_keys( $m[1], true );
	}

	/**
	 * The value a path holds for a named group of the route.
	 *
	 * @param string $route Route pattern.
	 * @param string $path  Path below the namespace.
	 * @param string $name  Group name.
	 */
	private function path_value( string $route, string $path, string $name ): string {
		$pattern = '@^' . substr( $route, strlen( '/prism/v1/' ) ) . '$@';
		$this->assertSame( 1, preg_match( $pattern, $path, $m ), "{$path} does not match {$route}" );
		return (string) $m[ $name ];
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

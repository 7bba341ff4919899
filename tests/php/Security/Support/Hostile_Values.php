<?php
/**
 * The hostile values the security suite sends to every parameter of every route (HostileParametersTest), and that
 * `npm run bench` sends again at 30,000 contacts to time them (bin/lib/bench-hostile.php).
 *
 * @package Prism
 */

namespace Prism\Tests\Security\Support;

/**
 * Hostile values, by what they try.
 */
final class Hostile_Values {

	/**
	 * Hostile values for a parameter of a schema type (every value is tried on every parameter; the type decides
	 * which few are added).
	 *
	 * @param array<string, mixed> $schema The argument's schema.
	 * @return array<string, mixed> Label => value.
	 */
	public static function for_schema( array $schema ): array {
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
	 * The numbers put in place of an id in a path.
	 *
	 * @return string[]
	 */
	public static function path_numbers(): array {
		return array( '0', '99999999999999999999999999', str_repeat( '9', 400 ) );
	}

	/**
	 * WordPress's global parameters, which every route takes: WordPress reads them itself, around the route's own
	 * code (`_fields` and `context` from the request, `_envelope`, `_embed`, `_jsonp` and `_method` from the query
	 * string over HTTP). Each as text, as a list and empty, and with the values that mean something.
	 *
	 * @return array<string, array<string, mixed>> Name => label => value.
	 */
	public static function globals(): array {
		return array(
			'_fields'   => array(
				'names'          => 'id,name,contact.name,../../x',
				'a list'         => array( 'id', 'title' ),
				'a map of lists' => array( 'a' => array( 'b' ) ),
				'empty'          => '',
				'5,000 names'    => str_repeat( 'x,', 5000 ),
			),
			'_envelope' => array(
				'text'   => '1',
				'a list' => array( 1 ),
				'empty'  => '',
			),
			'_embed'    => array(
				'text'   => 'x',
				'a list' => array( 'y' ),
				'empty'  => '',
			),
			'_jsonp'    => array(
				'a callback' => 'prismCallback',
				'script'     => 'alert(1)//',
				'a list'     => array( 'x' ),
				'empty'      => '',
			),
			'context'   => array(
				'view'   => 'view',
				'edit'   => 'edit',
				'embed'  => 'embed',
				'text'   => 'x',
				'a list' => array( 'x' ),
				'empty'  => '',
			),
			'_method'   => array(
				'a method' => 'PATCH',
				'a list'   => array( 'x' ),
				'empty'    => '',
			),
		);
	}

	/**
	 * Every global parameter alone (each value of globals()), then some together, as one request may send them:
	 * WordPress builds an envelope from the answer's data, and `_embed` then walks it.
	 *
	 * @return array<string, array<string, mixed>> What is tried => the parameters.
	 */
	public static function global_calls(): array {
		$calls = array();
		foreach ( self::globals() as $name => $values ) {
			foreach ( $values as $label => $value ) {
				$calls[ "{$name} = {$label}" ] = array( $name => $value );
			}
		}
		return $calls + array(
			'_envelope with _embed'  => array(
				'_envelope' => '1',
				'_embed'    => '1',
			),
			'_envelope with _fields' => array(
				'_envelope' => '1',
				'_fields'   => 'id',
			),
			'_jsonp with _fields'    => array(
				'_jsonp'  => 'prismCallback',
				'_fields' => 'id',
			),
			'all of them'            => array(
				'_envelope' => '1',
				'_embed'    => '1',
				'_fields'   => 'id,title',
				'context'   => 'view',
				'_jsonp'    => 'prismCallback',
			),
		);
	}

	/**
	 * Named groups of a route pattern.
	 *
	 * @param string $route Route pattern.
	 * @return array<string, true>
	 */
	public static function path_params( string $route ): array {
		preg_match_all( '/\(\?P<([a-zA-Z]+)>/', $route, $m );
		return array_fill_keys( $m[1], true );
	}

	/**
	 * The value a path holds for a named group of the route, or null when the path does not match the route.
	 *
	 * @param string $route Route pattern.
	 * @param string $path  Path below the namespace.
	 * @param string $name  Group name.
	 */
	public static function path_value( string $route, string $path, string $name ): ?string {
		$pattern = '@^' . substr( $route, strlen( '/prism/v1/' ) ) . '$@';
		return 1 === preg_match( $pattern, $path, $m ) ? (string) $m[ $name ] : null;
	}

	/**
	 * Every hostile call for one route: its parameters one by one with each value (the others valid), numbers no
	 * id reaches in its path, and WordPress's global parameters (global_calls()).
	 *
	 * @param string               $route  Route pattern.
	 * @param array<string, mixed> $args   The handler's argument schemas.
	 * @param string               $path   A valid path below the namespace.
	 * @param array<string, mixed> $params Valid parameters.
	 * @return array<int, array{path: string, params: array<string, mixed>, what: string}>
	 */
	public static function calls( string $route, array $args, string $path, array $params ): array {
		$calls  = array();
		$inpath = self::path_params( $route );
		$names  = array_diff( array_unique( array_merge( array_keys( $args ), array_keys( $params ) ) ), array_keys( $inpath ) );
		foreach ( $names as $name ) {
			foreach ( self::for_schema( $args[ $name ] ?? array() ) as $label => $value ) {
				$calls[] = array(
					'path'   => $path,
					'params' => array( $name => $value ) + $params,
					'what'   => "{$name} = {$label}",
				);
			}
		}
		foreach ( $inpath as $name => $unused ) {
			$current = self::path_value( $route, $path, $name );
			foreach ( self::path_numbers() as $number ) {
				$calls[] = array(
					'path'   => (string) preg_replace( '#(^|/)' . preg_quote( (string) $current, '#' ) . '(/|$)#', '${1}' . $number . '${2}', $path, 1 ),
					'params' => $params,
					'what'   => "path {$name} = " . substr( $number, 0, 30 ),
				);
			}
		}
		foreach ( self::global_calls() as $what => $globals ) {
			$calls[] = array(
				'path'   => $path,
				'params' => $globals + $params,
				'what'   => $what,
			);
		}
		return $calls;
	}
}

<?php
/**
 * The declared resources: every class in includes/Resources/Declarations/ (one file each). Adding a file there is
 * all it takes for the schema, the routes, merge and delete, the personal-data export and eraser and the security
 * tests to know the resource; nothing else lists them.
 *
 * @package Prism
 */

namespace Prism\Resources;

defined( 'ABSPATH' ) || exit;

/**
 * Declared resources, found in their folder.
 */
final class Registry {

	/**
	 * Every declared resource, by name (logical table), in file-name order.
	 *
	 * @return array<string, Declaration>
	 */
	public static function all(): array {
		// Read from the code, which is the same on every server and for the whole request; not state.
		static $all = null;
		if ( null === $all ) {
			$all   = array();
			$files = glob( __DIR__ . '/Declarations/*.php' );
			sort( $files );
			foreach ( (array) $files as $file ) {
				$class = __NAMESPACE__ . '\\Declarations\\' . basename( (string) $file, '.php' );
				if ( is_subclass_of( $class, Declaration::class ) ) {
					$resource                 = new $class();
					$all[ $resource->name() ] = $resource;
				}
			}
		}
		return $all;
	}

	/**
	 * One declared resource, or null.
	 *
	 * @param string $name Logical table.
	 */
	public static function get( string $name ): ?Declaration {
		return self::all()[ $name ] ?? null;
	}
}

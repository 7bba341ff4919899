<?php
/**
 * PRISM's runtime libraries (vendor/, installed by Composer) loaded so that they live beside another plugin's copy
 * of the same libraries. Composer's autoloader defines a class only when no one has, so the first copy loaded is
 * the one in use: a newer copy does PRISM no harm, an older sabre/vobject is refused with a sentence (vobject_problem())
 * instead of a fatal error. Function files are another matter: sabre/uri and sabre/xml declare plain functions, and
 * a plugin that loaded them without Composer would make our autoloader fatal with "Cannot redeclare". Those files
 * are marked as loaded before our autoloader runs, the way Composer marks the files it has loaded itself.
 *
 * @package Prism
 */

namespace Prism;

defined( 'ABSPATH' ) || exit;

/**
 * Runtime library loading and checks.
 */
final class Libraries {

	/** Oldest sabre/vobject PRISM works with (the vCard import and the calendar feed). */
	public const VOBJECT_MIN = '4.0.0';

	/**
	 * Composer's `files` entries of our libraries ("package:path", hashed into Composer's file identifier) with one
	 * function each declares: when that function exists, the file has been loaded by someone already.
	 */
	private const FUNCTION_FILES = array(
		'sabre/uri:lib/functions.php'              => 'Sabre\\Uri\\resolve',
		'sabre/xml:lib/Deserializer/functions.php' => 'Sabre\\Xml\\Deserializer\\keyValue',
		'sabre/xml:lib/Serializer/functions.php'   => 'Sabre\\Xml\\Serializer\\enum',
	);

	/**
	 * Loads vendor/autoload.php from the plugin's folder, if it is there.
	 *
	 * @param string $plugin_dir The plugin's folder, with a trailing slash.
	 */
	public static function load( string $plugin_dir ): void {
		$autoload = $plugin_dir . 'vendor/autoload.php';
		if ( ! is_readable( $autoload ) ) {
			return;
		}
		foreach ( self::FUNCTION_FILES as $file => $function ) {
			if ( function_exists( $function ) ) {
				$GLOBALS['__composer_autoload_files'][ md5( $file ) ] = true; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited, WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedVariableFound -- Composer's own record of loaded files.
			}
		}
		require_once $autoload;
		// A development checkout's vendor/ also holds Composer's dev packages, WP-CLI among them with its own older copy
		// of the Requests library under the class names WordPress 6.1 uses (Requests_*). Composer's loader runs before
		// WordPress's, so it lent WordPress that copy: another HTTP library than the site's, and its PHP 8.2
		// deprecations in debug.log on every WP-Cron spawn. WordPress's own loader goes first for those names; the
		// plugin zip holds no dev packages, and WordPress 6.2 and later load Requests under other names.
		if ( is_dir( $plugin_dir . 'vendor/rmccue/requests' ) && class_exists( 'Requests', false ) ) {
			spl_autoload_register(
				static function ( string $class_name ): void {
					if ( str_starts_with( $class_name, 'Requests_' ) ) {
						\Requests::autoloader( $class_name );
					}
				},
				true,
				true
			);
		}
	}

	/**
	 * Why the vCard library cannot be used on this site, or null when it can: missing, or an older major version
	 * that another plugin loaded first.
	 *
	 * @return string|null A sentence for the member.
	 */
	public static function vobject_problem(): ?string {
		$version = self::vobject_version();
		if ( null === $version ) {
			return __( 'The vCard library (sabre/vobject) that PRISM needs is missing. Ask the site administrator to reinstall PRISM.', 'prism' );
		}
		if ( version_compare( $version, self::VOBJECT_MIN, '<' ) ) {
			return sprintf(
				/* translators: %s: the version of the library another plugin loaded, e.g. 3.5.3. */
				__( 'Another plugin on this site loaded an older version of the vCard library (sabre/vobject %s). PRISM needs version 4 or newer: ask the site administrator to update or deactivate that plugin.', 'prism' ),
				$version
			);
		}
		return null;
	}

	/**
	 * The version of the sabre/vobject in use, read at run time (the copy loaded may be another plugin's), or null
	 * when there is none.
	 */
	public static function vobject_version(): ?string {
		$constant = '\\Sabre\\VObject\\Version::VERSION';
		if ( ! class_exists( \Sabre\VObject\Version::class ) || ! defined( $constant ) ) {
			return null;
		}
		return (string) constant( $constant );
	}
}

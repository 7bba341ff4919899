<?php
/**
 * Registers the page bundles on `init`: block themes render shortcodes before `wp_enqueue_scripts`, so a script
 * registered later would be missing when the shortcode enqueues it.
 *
 * The bundles carry their own React (see webpack.config.js), so a page runs the React its tests ran, on any
 * WordPress version. Code shared by pages lives in build/shared.js, loaded once with the webpack runtime.
 *
 * Every bundle gets its translations: WordPress prints a script's JSON translations (languages/ or
 * wp-content/languages/plugins/, prism-<locale>-<md5 of build/<file>.js>.json) just before it, and most of the
 * strings live in the shared chunk, not in the page entries.
 *
 * @package Prism
 */

namespace Prism\Pages;

defined( 'ABSPATH' ) || exit;

/**
 * Script and style registration.
 */
final class Assets {

	private const RUNTIME = 'prism-runtime';
	private const SHARED  = 'prism-shared';

	/**
	 * Script handle of a page entry.
	 *
	 * @param string $entry Build entry name.
	 */
	public static function handle( string $entry ): string {
		return 'prism-page-' . $entry;
	}

	/**
	 * Registers the runtime, the shared chunk and every page entry that has been built.
	 */
	public static function register(): void {
		$build = PRISM_DIR . 'build/';
		if ( ! is_readable( $build . 'runtime.js' ) ) {
			return;
		}
		wp_register_script( self::RUNTIME, PRISM_URL . 'build/runtime.js', array(), (string) filemtime( $build . 'runtime.js' ), true );
		self::set_translations( self::RUNTIME );
		$page_deps = array( self::RUNTIME );
		if ( is_readable( $build . 'shared.js' ) ) {
			$shared = is_readable( $build . 'shared.asset.php' ) ? require $build . 'shared.asset.php' : array();
			wp_register_script(
				self::SHARED,
				PRISM_URL . 'build/shared.js',
				array_merge( array( self::RUNTIME ), $shared['dependencies'] ?? array() ),
				(string) filemtime( $build . 'shared.js' ),
				true
			);
			self::set_translations( self::SHARED );
			$page_deps[] = self::SHARED;
		}
		if ( is_readable( $build . 'shared.css' ) ) {
			wp_register_style( self::SHARED, PRISM_URL . 'build/shared.css', array(), (string) filemtime( $build . 'shared.css' ) );
		}

		foreach ( array_unique( array_column( Page_Registry::ISLANDS, 'entry' ) ) as $entry ) {
			$asset_file = $build . $entry . '.asset.php';
			if ( ! is_readable( $asset_file ) ) {
				continue;
			}
			$asset = require $asset_file;
			wp_register_script(
				self::handle( $entry ),
				PRISM_URL . 'build/' . $entry . '.js',
				array_merge( $page_deps, $asset['dependencies'] ?? array() ),
				$asset['version'] ?? PRISM_VERSION,
				true
			);
			self::set_translations( self::handle( $entry ) );
			if ( is_readable( $build . $entry . '.css' ) ) {
				wp_register_style( self::handle( $entry ), PRISM_URL . 'build/' . $entry . '.css', array(), $asset['version'] ?? PRISM_VERSION );
			}
		}
	}

	/**
	 * Loads a bundle's translations (text domain prism) before it runs; this also makes it depend on wp-i18n.
	 *
	 * @param string $handle Script handle.
	 */
	private static function set_translations( string $handle ): void {
		wp_set_script_translations( $handle, 'prism', PRISM_DIR . 'languages' );
	}

	/**
	 * Enqueues the island stylesheet (layout of the mount point) and the page's own CSS when it has any.
	 *
	 * @param string $entry Build entry name.
	 */
	public static function enqueue_style( string $entry ): void {
		wp_enqueue_style( 'prism-islands', PRISM_URL . 'assets/islands.css', array(), PRISM_VERSION );
		if ( wp_style_is( self::SHARED, 'registered' ) ) {
			wp_enqueue_style( self::SHARED );
		}
		if ( wp_style_is( self::handle( $entry ), 'registered' ) ) {
			wp_enqueue_style( self::handle( $entry ) );
		}
	}
}

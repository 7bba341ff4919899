<?php
/**
 * Registers the page bundles on `init`: block themes render shortcodes before `wp_enqueue_scripts`, so a script
 * registered later would be missing when the shortcode enqueues it.
 *
 * A page's entry (build/<page>.js) is only a loader: webpack's runtime (build/runtime.js, one per page however many
 * islands it holds) fetches the page's code in chunks (build/chunks/), split by what each page uses, so a page
 * downloads only what it shows, and dialogs only when first opened. The bundles carry their own React (see
 * webpack.config.js), so a page runs the React its tests ran, on any WordPress version.
 *
 * Translations: WordPress prints a script's JSON translations (languages/ or wp-content/languages/plugins/,
 * prism-<locale>-<md5 of the file's path in the plugin>.json) before the script. The chunks are not WordPress
 * scripts, so when a page is enqueued, the translations of every chunk it may fetch (build/chunks.json lists them)
 * are loaded the same way and handed to wp.i18n before the entry runs.
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

	/**
	 * Script handle of a page entry.
	 *
	 * @param string $entry Build entry name.
	 */
	public static function handle( string $entry ): string {
		return 'prism-page-' . $entry;
	}

	/**
	 * Registers the runtime and every page entry that has been built.
	 */
	public static function register(): void {
		$build = PRISM_DIR . 'build/';
		if ( ! is_readable( $build . 'runtime.js' ) ) {
			return;
		}
		wp_register_script( self::RUNTIME, PRISM_URL . 'build/runtime.js', array(), (string) filemtime( $build . 'runtime.js' ), true );
		foreach ( array_unique( array_column( Page_Registry::ISLANDS, 'entry' ) ) as $entry ) {
			$asset_file = $build . $entry . '.asset.php';
			if ( ! is_readable( $asset_file ) ) {
				continue;
			}
			$asset = require $asset_file;
			wp_register_script(
				self::handle( $entry ),
				PRISM_URL . 'build/' . $entry . '.js',
				array_merge( array( self::RUNTIME ), $asset['dependencies'] ?? array() ),
				$asset['version'] ?? PRISM_VERSION,
				true
			);
			wp_set_script_translations( self::handle( $entry ), 'prism', PRISM_DIR . 'languages' );
			if ( is_readable( $build . $entry . '.css' ) ) {
				wp_register_style( self::handle( $entry ), PRISM_URL . 'build/' . $entry . '.css', array(), $asset['version'] ?? PRISM_VERSION );
			}
		}
	}

	/**
	 * Enqueues a page's entry with the translations of the chunks it loads, and its styles. False when the entry
	 * has not been built.
	 *
	 * @param string $entry Build entry name.
	 */
	public static function enqueue( string $entry ): bool {
		$handle = self::handle( $entry );
		if ( ! wp_script_is( $handle, 'registered' ) ) {
			return false;
		}
		if ( ! wp_script_is( $handle, 'enqueued' ) ) {
			self::add_chunk_translations( $entry );
			wp_enqueue_script( $handle );
		}
		self::enqueue_styles();
		if ( wp_style_is( $handle, 'registered' ) ) {
			wp_enqueue_style( $handle );
		}
		return true;
	}

	/**
	 * Enqueues the islands' own stylesheet: the mount points, the login prompt, the page title PRISM prints, and what
	 * PRISM changes in the theme's layout on its pages (Theme_Fit).
	 */
	public static function enqueue_styles(): void {
		wp_enqueue_style( 'prism-islands', PRISM_URL . 'assets/islands.css', array(), PRISM_VERSION );
	}

	/**
	 * The chunk files a page may fetch (build/chunks.json: what it needs to show, and what it loads on first use).
	 *
	 * @param string $entry Build entry name.
	 * @return string[] Paths below build/.
	 */
	public static function chunks_of( string $entry ): array {
		return self::manifest_lists( $entry, array( 'start', 'later' ) );
	}

	/**
	 * `<link rel="preload">` for the chunks a page fetches as soon as it runs (build/chunks.json: `start`, and
	 * `preload`, e.g. the dashboard's cards), so they download alongside the runtime and the entry instead of after
	 * the entry has run and asked for them. Each URL is the one webpack's runtime then requests (build/ + the chunk:
	 * its public path is the runtime's folder), so the browser uses the preloaded copy. Empty after the first call
	 * for an entry (a page with two islands of one entry preloads once).
	 *
	 * @param string $entry Build entry name.
	 */
	public static function preload_links( string $entry ): string {
		static $done = array();
		if ( isset( $done[ $entry ] ) ) {
			return '';
		}
		$done[ $entry ] = true;
		$links          = '';
		foreach ( self::manifest_lists( $entry, array( 'start', 'preload' ) ) as $chunk ) {
			$links .= sprintf( '<link rel="preload" as="script" href="%s">', esc_url( PRISM_URL . 'build/' . $chunk ) );
		}
		return $links;
	}

	/**
	 * The chunks a page asks the browser to fetch once it is idle (build/chunks.json: `prefetch`, the parts it will
	 * likely open: its dialogs), below build/. The page adds the links itself after it has drawn (src/mount.tsx):
	 * webpack's runtime added them just before the page drew, and in the HTML their requests went out beside the
	 * page's own scripts.
	 *
	 * @param string $entry Build entry name.
	 * @return string[] Paths below build/.
	 */
	public static function prefetch_chunks( string $entry ): array {
		return self::manifest_lists( $entry, array( 'prefetch' ) );
	}

	/**
	 * Chunk files of some of a page's lists in build/chunks.json.
	 *
	 * @param string   $entry Build entry name.
	 * @param string[] $lists Lists: start, later, preload, prefetch.
	 * @return string[] Paths below build/.
	 */
	private static function manifest_lists( string $entry, array $lists ): array {
		static $manifest = null;
		if ( null === $manifest ) {
			$file     = PRISM_DIR . 'build/chunks.json';
			$manifest = is_readable( $file ) ? json_decode( (string) file_get_contents( $file ), true ) : array(); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local build file.
			$manifest = is_array( $manifest ) ? $manifest : array();
		}
		$chunks = is_array( $manifest[ $entry ] ?? null ) ? $manifest[ $entry ] : array();
		$files  = array();
		foreach ( $lists as $list ) {
			$files = array_merge( $files, (array) ( $chunks[ $list ] ?? array() ) );
		}
		return array_values( array_unique( array_filter( $files, 'is_string' ) ) );
	}

	/**
	 * Hands the translations of a page's chunks to wp.i18n before the page's entry runs (nothing when the site's
	 * language has none, as in English).
	 *
	 * @param string $entry Build entry name.
	 */
	private static function add_chunk_translations( string $entry ): void {
		$messages = array();
		foreach ( self::chunks_of( $entry ) as $chunk ) {
			$handle = 'prism-chunk-' . md5( $chunk );
			// Registered only so that WordPress finds the chunk's translation file by its path; never enqueued.
			wp_register_script( $handle, PRISM_URL . 'build/' . $chunk, array(), null, true ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion -- never printed.
			$json = load_script_textdomain( $handle, 'prism', PRISM_DIR . 'languages' );
			$data = is_string( $json ) ? json_decode( $json, true ) : null;
			$set  = $data['locale_data']['prism'] ?? $data['locale_data']['messages'] ?? null;
			if ( is_array( $set ) ) {
				$messages = array_merge( $messages, $set );
			}
		}
		if ( $messages ) {
			wp_add_inline_script(
				self::handle( $entry ),
				sprintf( 'wp.i18n.setLocaleData( %s, "prism" );', wp_json_encode( $messages, JSON_HEX_TAG | JSON_HEX_AMP ) ),
				'before'
			);
		}
	}
}

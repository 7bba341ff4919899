<?php
/**
 * Every PRISM bundle loads its translations: each page entry is registered with the text domain prism and depends on
 * WordPress's own wp-i18n; WordPress finds a bundle's JSON translations under the name
 * wp-content/languages/plugins/prism-<locale>-<md5 of its path>.json and prints them before the bundle; and the
 * chunks webpack's runtime fetches for a page (build/chunks/, listed in build/chunks.json) have theirs handed to
 * wp.i18n before the page's entry runs.
 *
 * @package Prism
 */

namespace Prism\Tests\Pages;

use PHPUnit\Framework\TestCase;
use Prism\Pages\Assets;
use Prism\Pages\Page_Registry;

/**
 * Script translations of the built bundles, on the real site's WordPress.
 */
final class ScriptTranslationsTest extends TestCase {

	/** A locale no site has, so only the test's own file can answer. */
	private const LOCALE = 'xx_PRISMTEST';

	/**
	 * Translation files the test wrote, removed afterwards.
	 *
	 * @var string[]
	 */
	private array $written = array();

	/**
	 * The test's locale filter.
	 *
	 * @var callable|null
	 */
	private $locale_filter = null;

	protected function tearDown(): void {
		if ( $this->locale_filter ) {
			remove_filter( 'determine_locale', $this->locale_filter );
		}
		foreach ( $this->written as $file ) {
			wp_delete_file( $file );
		}
		parent::tearDown();
	}

	/**
	 * The page entries' script handles.
	 *
	 * @return string[]
	 */
	private function handles(): array {
		$this->assertFileExists( PRISM_DIR . 'build/runtime.js', 'build/ is missing: run npm run build' );
		$handles = array();
		foreach ( array_unique( array_column( Page_Registry::ISLANDS, 'entry' ) ) as $entry ) {
			$handles[] = Assets::handle( $entry );
		}
		return $handles;
	}

	public function test_every_bundle_has_the_prism_text_domain_and_depends_on_wp_i18n(): void {
		$scripts = wp_scripts();
		$this->assertArrayHasKey( 'wp-i18n', $scripts->registered, 'WordPress registers wp-i18n' );
		foreach ( $this->handles() as $handle ) {
			$this->assertArrayHasKey( $handle, $scripts->registered, "$handle is registered" );
			$script = $scripts->registered[ $handle ];
			$this->assertSame( 'prism', $script->textdomain, "$handle loads the prism translations" );
			$this->assertSame( PRISM_DIR . 'languages', $script->translations_path, "$handle looks in languages/" );
			$this->assertContains( 'wp-i18n', $script->deps, "$handle depends on wp-i18n" );
		}
	}

	public function test_the_bundles_take_i18n_from_wordpress(): void {
		foreach ( array_unique( array_column( Page_Registry::ISLANDS, 'entry' ) ) as $entry ) {
			$asset = require PRISM_DIR . 'build/' . $entry . '.asset.php';
			$this->assertContains( 'wp-i18n', $asset['dependencies'], "build/$entry.js uses WordPress's wp-i18n, not a copy" );
		}
	}

	public function test_a_page_and_the_chunks_it_fetches_find_their_translations_by_the_md5_of_their_path(): void {
		$this->locale_filter = static function () {
			return self::LOCALE;
		};
		add_filter( 'determine_locale', $this->locale_filter );
		$chunks = Assets::chunks_of( 'dashboard' );
		$this->assertNotEmpty( $chunks, 'build/chunks.json lists the dashboard\'s chunks' );
		$page_chunk = current( preg_grep( '#^chunks/dashboard\.page\.#', $chunks ) );
		$this->assertIsString( $page_chunk, 'the dashboard\'s own code is a chunk' );
		$entry = $this->write_translation( 'build/dashboard.js', 'Loading…', 'Lädt…' );
		$this->write_translation( 'build/' . $page_chunk, 'Your network', 'Dein Netzwerk' );

		$this->assertSame( $entry, load_script_textdomain( Assets::handle( 'dashboard' ), 'prism', PRISM_DIR . 'languages' ) );

		wp_dequeue_script( Assets::handle( 'dashboard' ) );
		$this->assertTrue( Assets::enqueue( 'dashboard' ) );
		$before = implode( "\n", (array) wp_scripts()->get_data( Assets::handle( 'dashboard' ), 'before' ) );
		$this->assertStringContainsString( 'wp.i18n.setLocaleData', $before, 'the chunks\' translations are handed to wp.i18n before the entry' );
		$this->assertStringContainsString( 'Dein Netzwerk', $before );
		$this->assertStringContainsString( '"prism"', $before );
	}

	public function test_every_chunk_a_page_lists_exists(): void {
		foreach ( array_unique( array_column( Page_Registry::ISLANDS, 'entry' ) ) as $entry ) {
			$chunks = Assets::chunks_of( $entry );
			$this->assertNotEmpty( $chunks, "{$entry} lists its chunks" );
			foreach ( $chunks as $chunk ) {
				$this->assertFileExists( PRISM_DIR . 'build/' . $chunk, "{$entry}: {$chunk}" );
			}
		}
	}

	/**
	 * Writes a one-string Jed translation file for a bundle where WordPress looks for a plugin's script translations.
	 *
	 * @param string $bundle      The bundle's path in the plugin, e.g. build/dashboard.js.
	 * @param string $original    English string.
	 * @param string $translation Its translation.
	 * @return string The file's content.
	 */
	private function write_translation( string $bundle, string $original, string $translation ): string {
		$json = (string) wp_json_encode(
			array(
				'domain'      => 'messages',
				'locale_data' => array(
					'messages' => array(
						''        => array(
							'domain' => 'messages',
							'lang'   => self::LOCALE,
						),
						$original => array( $translation ),
					),
				),
			)
		);
		$dir = WP_LANG_DIR . '/plugins';
		wp_mkdir_p( $dir );
		$file = $dir . '/prism-' . self::LOCALE . '-' . md5( $bundle ) . '.json';
		file_put_contents( $file, $json ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		$this->written[] = $file;
		return $json;
	}
}

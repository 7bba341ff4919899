<?php
/**
 * The weight budget of issue 15: no PRISM page loads more than 150 KB of gzipped PRISM JavaScript before it shows.
 * Before it shows means what the page's HTML loads (the webpack runtime and the page's entry) and the chunks the
 * entry fetches to draw its first screen (build/chunks.json, "start"); dialogs and other parts fetched on first use
 * ("later") do not count. Sizes, not times: the same build always weighs the same. `npm run bench` prints the same
 * figures measured through the site.
 *
 * @package Prism
 */

namespace Prism\Tests\Pages;

use PHPUnit\Framework\TestCase;
use Prism\Pages\Page_Registry;

/**
 * Every page island's gzipped JavaScript before it shows, against the budget.
 */
final class PageWeightTest extends TestCase {

	/** The budget, gzipped bytes. */
	private const BUDGET = 150 * 1024;

	/**
	 * Gzipped size of a built file.
	 *
	 * @param string $path Path under build/.
	 */
	private function gz( string $path ): int {
		$file = PRISM_DIR . 'build/' . $path;
		$this->assertFileExists( $file, "build/{$path} is missing: run npm run build" );
		return strlen( (string) gzencode( (string) file_get_contents( $file ), 9 ) );
	}

	public function test_every_page_is_under_150_kb_before_it_shows(): void {
		$manifest = json_decode( (string) file_get_contents( PRISM_DIR . 'build/chunks.json' ), true );
		$this->assertIsArray( $manifest, 'build/chunks.json is readable' );
		$entries = array_unique( array_column( Page_Registry::ISLANDS, 'entry' ) );
		$this->assertGreaterThanOrEqual( 11, count( $entries ), 'every island has an entry' );
		$over = array();
		foreach ( $entries as $entry ) {
			$this->assertArrayHasKey( $entry, $manifest, "build/chunks.json lists {$entry}" );
			$this->assertNotEmpty( $manifest[ $entry ]['start'], "{$entry} has chunks before it shows" );
			$bytes = $this->gz( 'runtime.js' ) + $this->gz( $entry . '.js' );
			foreach ( $manifest[ $entry ]['start'] as $chunk ) {
				$bytes += $this->gz( $chunk );
			}
			if ( $bytes > self::BUDGET ) {
				$over[] = sprintf( '%s: %.1f KB', $entry, $bytes / 1024 );
			}
		}
		$this->assertSame( array(), $over, 'pages over 150 KB of gzipped PRISM JavaScript before they show' );
	}
}

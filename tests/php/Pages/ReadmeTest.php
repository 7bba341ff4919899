<?php
/**
 * readme.txt, as the WordPress.org directory and a site admin read it, agrees with the plugin: the header's versions
 * are the plugin header's and the ones the tests run, the sections are there, and each screenshot has its file.
 *
 * @package Prism
 */

namespace Prism\Tests\Pages;

use PHPUnit\Framework\TestCase;

/**
 * readme.txt.
 */
final class ReadmeTest extends TestCase {

	/**
	 * The readme's text.
	 */
	private static function readme(): string {
		return (string) file_get_contents( dirname( __DIR__, 3 ) . '/readme.txt' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- test.
	}

	/**
	 * A "Name: value" header line of the readme.
	 *
	 * @param string $name Header name.
	 */
	private static function header( string $name ): string {
		preg_match( '/^' . preg_quote( $name, '/' ) . ':\s*(.+)$/m', self::readme(), $m );
		return trim( $m[1] ?? '' );
	}

	public function test_the_header_matches_the_plugin(): void {
		$plugin = get_file_data(
			dirname( __DIR__, 3 ) . '/prism-plugin.php',
			array(
				'version' => 'Version',
				'wp'      => 'Requires at least',
				'php'     => 'Requires PHP',
				'license' => 'License',
			)
		);
		$this->assertSame( '=== PRISM ===', strtok( self::readme(), "\n" ) );
		$this->assertSame( $plugin['version'], self::header( 'Stable tag' ) );
		$this->assertSame( PRISM_VERSION, $plugin['version'] );
		$this->assertSame( $plugin['wp'], self::header( 'Requires at least' ) );
		$this->assertSame( $plugin['php'], self::header( 'Requires PHP' ) );
		$this->assertStringStartsWith( 'GPL', self::header( 'License' ) );
		$this->assertStringContainsString( $plugin['version'], self::readme(), 'the changelog names this version' );
	}

	public function test_the_versions_are_ones_the_tests_run(): void {
		// The test sites: WordPress 6.1 (Debian, MariaDB) and 6.5 (SQLite), on the machine's PHP.
		$this->assertSame( '6.1', self::header( 'Requires at least' ) );
		$this->assertSame( '6.5', self::header( 'Tested up to' ) );
		$this->assertTrue( version_compare( PHP_VERSION, self::header( 'Requires PHP' ), '>=' ) );
		$this->assertSame( self::header( 'Requires PHP' ), implode( '.', array_slice( explode( '.', PHP_VERSION ), 0, 2 ) ), 'the oldest PHP named is the one the tests run' );
	}

	public function test_the_sections_are_there_and_each_screenshot_has_its_file(): void {
		foreach ( array( 'Description', 'Installation', 'Frequently Asked Questions', 'Screenshots', 'Changelog' ) as $section ) {
			$this->assertStringContainsString( "== {$section} ==", self::readme() );
		}
		preg_match( '/== Screenshots ==\s*(.*?)\n==/s', self::readme(), $m );
		preg_match_all( '/^(\d+)\. /m', $m[1] ?? '', $numbers );
		$this->assertNotEmpty( $numbers[1] );
		foreach ( $numbers[1] as $n ) {
			$this->assertFileExists( dirname( __DIR__, 3 ) . "/.wordpress-org/screenshot-{$n}.png" );
		}
	}
}

<?php
/**
 * PRISM beside another plugin that bundles the same sabre libraries and loads them first, without Composer: in a
 * separate PHP process (a fatal error there cannot hide behind this one's already-loaded classes), the other plugin
 * loads a copy of vendor/sabre made for the test, then WordPress loads PRISM. PRISM must load, read a vCard with the
 * other copy, and serve its calendar feed; with an older copy (3.x), both say so in a sentence.
 *
 * @package Prism
 */

namespace Prism\Tests\Import;

use Prism\Import\Vcard_Reader;
use Prism\Reminders\Reminder_Settings;
use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';

/**
 * Library coexistence.
 */
final class LibraryCoexistenceTest extends Prism_Test_Case {

	private const FIXTURE = __DIR__ . '/../../fixtures/import/icloud-export.vcf';

	/**
	 * The temporary folder holding the other plugin's copy of the libraries.
	 *
	 * @var string
	 */
	private string $dir = '';

	protected function setUp(): void {
		parent::setUp();
		$this->dir = sys_get_temp_dir() . '/prism-other-plugin-' . getmypid() . '-' . wp_generate_password( 8, false );
		self::copy_tree( dirname( __DIR__, 3 ) . '/vendor/sabre', $this->dir . '/sabre' );
	}

	protected function tearDown(): void {
		self::remove_tree( $this->dir );
		parent::tearDown();
	}

	public function test_prism_loads_and_reads_a_vcard_with_the_copy_another_plugin_loaded_first(): void {
		$result = $this->child();
		$this->assertStringStartsWith( $this->dir . '/sabre/vobject/', (string) $result['vobjectFile'], 'The other plugin\'s copy is the one in use.' );
		$this->assertNull( $result['error'] );
		$in_process = ( new Vcard_Reader() )->read( fopen( self::FIXTURE, 'rb' ), array(), 1000 )['records'];
		$this->assertSame( json_decode( (string) wp_json_encode( $in_process ), true ), $result['records'] );
		$this->assertSame( 200, $result['feedStatus'] );
		$this->assertSame( 'BEGIN:VCALENDAR', $result['feed'] );
	}

	public function test_an_older_copy_gets_a_sentence_instead_of_a_fatal_error(): void {
		$version = $this->dir . '/sabre/vobject/lib/Version.php';
		file_put_contents( $version, (string) preg_replace( "/const VERSION = '[^']+'/", "const VERSION = '3.5.3'", (string) file_get_contents( $version ) ) );
		$result   = $this->child();
		$sentence = 'Another plugin on this site loaded an older version of the vCard library (sabre/vobject 3.5.3). PRISM needs version 4 or newer: ask the site administrator to update or deactivate that plugin.';
		$this->assertSame( '3.5.3', $result['version'] );
		$this->assertNull( $result['records'] );
		$this->assertSame( $sentence, $result['error'] );
		$this->assertSame( 503, $result['feedStatus'] );
		$this->assertSame( $sentence, $result['feed'] );
	}

	public function test_without_the_guard_the_same_situation_is_a_fatal_error(): void {
		$run = $this->run_child( array( self::FIXTURE, 'raw' ) );
		$this->assertNotSame( 0, $run['status'], 'Requiring the autoloader straight away dies: the guard is what saves PRISM.' );
		$this->assertStringContainsString( 'Cannot redeclare', $run['stdout'] . $run['stderr'] );
	}

	/**
	 * Runs the child process on the fixture and decodes its answer; fails on any PHP error it printed.
	 *
	 * @return array<string, mixed>
	 */
	private function child(): array {
		$run = $this->run_child( array( self::FIXTURE ) );
		$this->assertSame( 0, $run['status'], $run['stdout'] . $run['stderr'] );
		$this->assertDoesNotMatchRegularExpression( '/(Fatal error|Warning|Notice|Deprecated).*prism/i', $run['stdout'] . $run['stderr'] );
		$lines  = array_filter( explode( "\n", trim( $run['stdout'] ) ) );
		$result = json_decode( (string) end( $lines ), true );
		$this->assertIsArray( $result, $run['stdout'] . $run['stderr'] );
		return $result;
	}

	/**
	 * Runs tests/php/Import/Support/coexistence-child.php in a new PHP process.
	 *
	 * @param string[] $args Arguments.
	 * @return array{status: int, stdout: string, stderr: string}
	 */
	private function run_child( array $args ): array {
		$env     = array_merge(
			getenv(),
			array(
				'PRISM_OTHER_SABRE' => $this->dir . '/sabre',
				'PRISM_FEED_MEMBER' => (string) self::$owner,
				'PRISM_FEED_SECRET' => Reminder_Settings::feed_secret( self::$owner ),
			)
		);
		$command = array_merge( array( PHP_BINARY, '-d', 'display_errors=stderr', __DIR__ . '/Support/coexistence-child.php' ), $args );
		$process = proc_open( $command, array( 1 => array( 'pipe', 'w' ), 2 => array( 'pipe', 'w' ) ), $pipes, null, $env );
		$this->assertIsResource( $process );
		$stdout = (string) stream_get_contents( $pipes[1] );
		$stderr = (string) stream_get_contents( $pipes[2] );
		fclose( $pipes[1] );
		fclose( $pipes[2] );
		return array(
			'status' => proc_close( $process ),
			'stdout' => $stdout,
			'stderr' => $stderr,
		);
	}

	/**
	 * Copies a folder.
	 *
	 * @param string $from Source.
	 * @param string $to   Destination (created).
	 */
	private static function copy_tree( string $from, string $to ): void {
		wp_mkdir_p( $to );
		$items = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $from, \FilesystemIterator::SKIP_DOTS ), \RecursiveIteratorIterator::SELF_FIRST );
		foreach ( $items as $item ) {
			$target = $to . '/' . substr( $item->getPathname(), strlen( $from ) + 1 );
			if ( $item->isDir() ) {
				wp_mkdir_p( $target );
			} else {
				copy( $item->getPathname(), $target );
			}
		}
	}

	/**
	 * Deletes a folder and what it holds.
	 *
	 * @param string $dir Folder.
	 */
	private static function remove_tree( string $dir ): void {
		if ( ! is_dir( $dir ) ) {
			return;
		}
		$items = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $dir, \FilesystemIterator::SKIP_DOTS ), \RecursiveIteratorIterator::CHILD_FIRST );
		foreach ( $items as $item ) {
			if ( $item->isDir() ) {
				rmdir( $item->getPathname() );
			} else {
				unlink( $item->getPathname() );
			}
		}
		rmdir( $dir );
	}
}

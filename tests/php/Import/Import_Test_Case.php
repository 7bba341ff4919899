<?php
/**
 * Shared helpers for the import file tests: fixture paths, decoding, reading a whole file through its reader in
 * batches, and temporary files removed after each test.
 *
 * @package Prism
 */

namespace Prism\Tests\Import;

use PHPUnit\Framework\TestCase;
use Prism\Import\Import_File;

/**
 * Base of the import file tests.
 */
abstract class Import_Test_Case extends TestCase {

	/**
	 * Temporary files to remove.
	 *
	 * @var string[]
	 */
	private $temporary = array();

	protected function tearDown(): void {
		foreach ( $this->temporary as $path ) {
			if ( is_file( $path ) ) {
				unlink( $path );
			}
		}
		$this->temporary = array();
		parent::tearDown();
	}

	/**
	 * A fixture's path.
	 *
	 * @param string $name File name in tests/fixtures/import.
	 */
	protected function fixture( string $name ): string {
		return dirname( __DIR__, 2 ) . '/fixtures/import/' . $name;
	}

	/**
	 * A temporary file holding bytes (removed after the test).
	 *
	 * @param string $bytes Content.
	 */
	protected function temporary( string $bytes = '' ): string {
		$path = (string) tempnam( sys_get_temp_dir(), 'prism-import-' );
		file_put_contents( $path, $bytes );
		$this->temporary[] = $path;
		return $path;
	}

	/**
	 * A file decoded (the test fails if it is refused).
	 *
	 * @param string $path File.
	 * @return resource
	 */
	protected function decoded( string $path ) {
		$decoded = Import_File::decode( $path );
		$this->assertNull( $decoded['problem'], 'decoded without a problem' );
		$this->assertIsResource( $decoded['stream'] );
		return $decoded['stream'];
	}

	/**
	 * The decoded text of a file.
	 *
	 * @param string $path File.
	 */
	protected function decoded_text( string $path ): string {
		$stream = $this->decoded( $path );
		$text   = (string) stream_get_contents( $stream );
		fclose( $stream );
		return $text;
	}

	/**
	 * Every record of a file, read in batches through the reader its layout gets, after checking the layout.
	 *
	 * @param string $path      File.
	 * @param string $file_type File type chosen.
	 * @param string $kind      Layout expected.
	 * @param int    $batch     Records per read.
	 * @return array<int, array<string, mixed>> Records by row number.
	 */
	protected function records( string $path, string $file_type, string $kind, int $batch = 100 ): array {
		$stream  = $this->decoded( $path );
		$found   = Import_File::inspect( $stream, $file_type );
		$this->assertNull( $found['problem'] );
		$this->assertSame( $kind, $found['kind'] );
		$reader  = Import_File::reader( $kind );
		$cursor  = array();
		$records = array();
		for ( $reads = 0; $reads < 100000; $reads++ ) {
			$answer = $reader->read( $stream, $cursor, $batch );
			foreach ( $answer['records'] as $record ) {
				$this->assertArrayNotHasKey( $record['row'], $records, 'each row once' );
				$records[ $record['row'] ] = $record;
			}
			$cursor = json_decode( (string) wp_json_encode( $answer['cursor'] ), true );
			if ( $answer['finished'] ) {
				break;
			}
		}
		fclose( $stream );
		$this->assertCount( $found['total'], $records, 'inspect counted every record the reader gives' );
		return $records;
	}
}

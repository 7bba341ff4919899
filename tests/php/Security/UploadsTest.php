<?php
/**
 * Hostile and broken uploads (issue 14): a truncated file, binary data, an image or a zip renamed .csv/.vcf, UTF-16
 * without a byte-order mark, a 100 MB file, a file of one 10 MB line, a CSV with 10,000 columns and a vCard with a
 * huge photo. Each is refused with a sentence that names the problem, or imported whole; PHP's memory stays bounded
 * (each import runs in its own process under the 128 MB a web request gets, and its peak is printed); nothing is
 * left half-stored, and the stored upload is removed when the import ends.
 *
 * @package Prism
 */

namespace Prism\Tests\Security;

use Prism\Import\Import_Store;
use Prism\Tests\Support\Http_Client;
use Prism\Tests\Support\Members;
use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';
require_once dirname( __DIR__ ) . '/Support/Http_Client.php';

/**
 * Uploads.
 */
final class UploadsTest extends Prism_Test_Case {

	/** Most memory an import may take beyond WordPress itself, in MB. */
	private const MEMORY_MB = 64;

	/**
	 * Files written by the test.
	 *
	 * @var string[]
	 */
	private array $files = array();

	/**
	 * Peak memory of each import, for the summary line.
	 *
	 * @var array<string, float>
	 */
	private static array $peaks = array();

	/**
	 * Stored upload chunks before the last import.
	 *
	 * @var int
	 */
	private int $chunks_before = 0;

	public static function tearDownAfterClass(): void {
		$parts = array();
		foreach ( self::$peaks as $what => $mb ) {
			$parts[] = "{$what} {$mb} MB";
		}
		fwrite( STDERR, "\n[uploads] peak memory: " . implode( ', ', $parts ) . "\n" );
		parent::tearDownAfterClass();
	}

	protected function tearDown(): void {
		foreach ( $this->files as $file ) {
			if ( is_file( $file ) ) {
				unlink( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink -- test files.
			}
		}
		parent::tearDown();
	}

	/**
	 * A file with these bytes.
	 *
	 * @param string $bytes Content.
	 */
	private function file( string $bytes ): string {
		$path          = (string) tempnam( sys_get_temp_dir(), 'prism-upload' );
		$this->files[] = $path;
		file_put_contents( $path, $bytes ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- test file.
		return $path;
	}

	/**
	 * Imports a file in a second process, as the import form and WP-Cron would, and returns what it answered.
	 *
	 * @param string $path      File.
	 * @param string $name      Its name.
	 * @param string $file_type File type chosen.
	 * @return array<string, mixed>
	 */
	private function import( string $path, string $name, string $file_type = 'iCloud CSV' ): array {
		$this->chunks_before = $this->all_chunks();
		$pipes               = array();
		$process = proc_open(
			array( PHP_BINARY, __DIR__ . '/Support/upload-child.php', (string) self::$owner, $path, $name, $file_type ),
			array(
				0 => array( 'pipe', 'r' ),
				1 => array( 'pipe', 'w' ),
				2 => array( 'pipe', 'w' ),
			),
			$pipes
		);
		$this->assertIsResource( $process );
		fclose( $pipes[0] );
		$out = (string) stream_get_contents( $pipes[1] );
		$err = (string) stream_get_contents( $pipes[2] );
		proc_close( $process );
		$answer = json_decode( trim( $out ), true );
		$this->assertIsArray( $answer, "the import process answered: {$out} {$err}" );
		self::$peaks[ $name ] = (float) $answer['peak_mb'];
		$this->assertLessThan( self::MEMORY_MB, (float) $answer['peak_mb'], "{$name}: memory" );
		return $answer;
	}

	/**
	 * Asserts a refusal naming the problem, with nothing stored.
	 *
	 * @param array<string, mixed> $answer   What the import answered.
	 * @param string               $sentence Part of the expected sentence.
	 */
	private function assert_refused( array $answer, string $sentence ): void {
		$this->assertStringContainsString( $sentence, (string) ( $answer['refused'] ?? wp_json_encode( $answer ) ) );
		$this->assertSame( 0, $this->count_rows( 'imports', array( 'owner_id' => self::$owner ) ), 'no import was stored' );
		$this->assertSame( 0, $this->count_rows( 'contacts', array( 'owner_id' => self::$owner ) ) );
		$this->assertSame( $this->chunks_before, $this->all_chunks(), 'nothing of the upload was stored' );
	}

	/**
	 * Stored upload chunks on the whole site.
	 */
	private function all_chunks(): int {
		global $wpdb;
		return (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . \Prism\Schema\Schema::table( 'import_chunks' ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- test; table from Schema.
	}

	/**
	 * Asserts an import that finished, with its stored upload removed.
	 *
	 * @param array<string, mixed> $answer  What the import answered.
	 * @param int                  $created Contacts expected.
	 */
	private function assert_imported( array $answer, int $created ): void {
		$this->assertSame( 'done', $answer['state'] ?? null, (string) wp_json_encode( $answer ) );
		$this->assertSame( $created, $answer['created'] );
		$this->assertSame( 0, $this->count_rows( 'import_chunks', array( 'import_id' => (int) $answer['import'] ) ), 'the stored upload is removed' );
	}

	/**
	 * The owner's contacts: first name => row.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private function people(): array {
		return array_column( $this->contacts_of( self::$owner ), null, 'firstName' );
	}

	public function test_a_file_cut_short_inside_a_quoted_value_is_refused(): void {
		$answer = $this->import( $this->file( "First Name,Last Name,Email\nAnn,Lee,ann@example.test\n\"Bob,Ray,bo" ), 'cut.csv' );
		$this->assert_refused( $answer, 'Row 3, the last of the file, ends inside a quoted value' );
		$this->assertStringContainsString( 'cut short', $answer['refused'] );
	}

	/**
	 * @dataProvider not_contact_lists
	 *
	 * @param string $bytes    File content.
	 * @param string $name     File name.
	 * @param string $sentence Part of the expected sentence.
	 */
	public function test_files_that_are_not_contact_lists_are_refused( string $bytes, string $name, string $sentence ): void {
		$this->assert_refused( $this->import( $this->file( $bytes ), $name ), $sentence );
	}

	/**
	 * Binary data, an image and a zip under a contact list's name, and a file of one 10 MB line.
	 *
	 * @return array<string, array{0: string, 1: string, 2: string}>
	 */
	public function not_contact_lists(): array {
		mt_srand( 7 );
		$binary = '';
		for ( $i = 0; $i < 50000; $i++ ) {
			$binary .= chr( mt_rand( 0, 255 ) );
		}
		$zip = (string) tempnam( sys_get_temp_dir(), 'prism-zip' );
		$archive = new \ZipArchive();
		$archive->open( $zip, \ZipArchive::OVERWRITE );
		$archive->addFromString( 'contacts.vcf', "BEGIN:VCARD\nVERSION:3.0\nFN:Ann\nEND:VCARD\n" );
		$archive->close();
		$zipped = (string) file_get_contents( $zip ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- test file.
		unlink( $zip ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink -- test file.
		$png = "\x89PNG\r\n\x1A\n" . pack( 'N', 13 ) . 'IHDR' . pack( 'NNCCCCC', 1, 1, 8, 2, 0, 0, 0 ) . pack( 'N', 0 );
		return array(
			'binary data'       => array( $binary, 'contacts.csv', 'it holds binary data' ),
			'an image as .csv'  => array( $png, 'contacts.csv', 'PNG image' ),
			'a zip as .vcf'     => array( $zipped, 'contacts.vcf', 'ZIP archive' ),
			'one 10 MB line'    => array( str_repeat( 'A', 10 * 1024 * 1024 ), 'line.csv', 'does not look like a contact list' ),
		);
	}

	/**
	 * @dataProvider utf16_orders
	 *
	 * @param string $encoding UTF-16LE or UTF-16BE.
	 */
	public function test_utf16_without_a_byte_order_mark_is_read_exactly( string $encoding ): void {
		$text = "First Name,Last Name,Email\nAnn,Lée,ann@example.test\nZoë,Ærø 李,zoe@example.test\n";
		$this->assert_imported( $this->import( $this->file( (string) mb_convert_encoding( $text, $encoding, 'UTF-8' ) ), "utf16-{$encoding}.csv" ), 2 );
		$people = $this->people();
		$this->assertSame( 'Lée', $people['Ann']['lastName'] );
		$this->assertSame( 'Ærø 李', $people['Zoë']['lastName'] );
	}

	/**
	 * Both byte orders.
	 *
	 * @return array<string, array{0: string}>
	 */
	public function utf16_orders(): array {
		return array(
			'little-endian' => array( 'UTF-16LE' ),
			'big-endian'    => array( 'UTF-16BE' ),
		);
	}

	public function test_a_csv_with_10000_columns_imports_its_person_and_keeps_every_value(): void {
		$columns = array();
		$values  = array();
		for ( $i = 0; $i < 10000; $i++ ) {
			$columns[] = "Column {$i}";
			$values[]  = "value {$i}";
		}
		$csv    = 'First Name,Last Name,Email,' . implode( ',', $columns ) . "\nAnn,Lee,ann@example.test," . implode( ',', $values ) . "\n";
		$answer = $this->import( $this->file( $csv ), 'wide.csv' );
		$this->assert_imported( $answer, 1 );
		$people = $this->people();
		$this->assertSame( array( 'Ann' ), array_keys( $people ), 'one person, not a row made of the header' );
		global $wpdb;
		$note = (string) $wpdb->get_var( $wpdb->prepare( 'SELECT note FROM ' . \Prism\Schema\Schema::table( 'notes' ) . ' WHERE owner_id = %d', self::$owner ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- test; table from Schema.
		$this->assertStringContainsString( "Column 0: value 0\n", $note );
		$this->assertStringContainsString( 'Column 9999: value 9999', $note, 'nothing lost: the columns without a field are kept in a note' );
	}

	public function test_a_vcard_with_a_huge_photo_imports_its_people_without_the_photo(): void {
		$photo  = chunk_split( base64_encode( random_bytes( 14 * 1024 * 1024 ) ), 74, "\r\n " ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- a vCard photo.
		$vcard  = "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Lee;Ann;;;\r\nFN:Ann Lee\r\nEMAIL:ann@example.test\r\nPHOTO;ENCODING=b;TYPE=JPEG:" . rtrim( $photo ) . "\r\nNOTE:Budget <100k and >50k\r\nEND:VCARD\r\n"
			. "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Ray;Bob;;;\r\nFN:Bob Ray\r\nEND:VCARD\r\n";
		$this->assertGreaterThan( 19 * 1024 * 1024, strlen( $vcard ) );
		$this->assertLessThan( Import_Store::MAX_BYTES, strlen( $vcard ) );
		$answer = $this->import( $this->file( $vcard ), 'photo.vcf' );
		$this->assert_imported( $answer, 2 );
		$this->assertSame( array( 'Ann', 'Bob' ), array_keys( $this->people() ) );
		global $wpdb;
		$notes = (string) $wpdb->get_var( $wpdb->prepare( 'SELECT GROUP_CONCAT(note) FROM ' . \Prism\Schema\Schema::table( 'notes' ) . ' WHERE owner_id = %d', self::$owner ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- test; table from Schema.
		$this->assertStringContainsString( 'Budget <100k and >50k', $notes );
		$this->assertLessThan( 10000, strlen( $notes ), 'the photo is not stored' );
	}

	/**
	 * A 100 MB upload through the import form: PHP drops a body over post_max_size whole, and the member gets the
	 * form back saying the file is too large; nothing is stored.
	 */
	public function test_a_100_mb_file_through_the_form_is_refused_and_stores_nothing(): void {
		$path = (string) tempnam( sys_get_temp_dir(), 'prism-huge' );
		$this->files[] = $path;
		$out  = fopen( $path, 'wb' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen -- test file.
		fwrite( $out, "First Name,Last Name,Email\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite -- test file.
		$row = str_repeat( "Ann,Lee,ann@example.test\n", 40000 );
		while ( ftell( $out ) < 100 * 1024 * 1024 ) {
			fwrite( $out, $row ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite -- test file.
		}
		fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- test file.
		$this->make_contact( self::$owner, array( 'firstName' => 'Already here' ) );

		$client = new Http_Client();
		$this->assertTrue( $client->login( Members::login( self::$owner ), Members::PASSWORD ) );
		$saved                       = $_COOKIE[ LOGGED_IN_COOKIE ] ?? null;
		$_COOKIE[ LOGGED_IN_COOKIE ] = (string) $client->cookie( LOGGED_IN_COOKIE );
		$nonce                       = wp_create_nonce( Import_Store::NONCE_ACTION );
		if ( null === $saved ) {
			unset( $_COOKIE[ LOGGED_IN_COOKIE ] );
		}
		$before = $this->snapshot();
		$answer = $client->request(
			'POST',
			'/wp-admin/admin-post.php',
			array(
				'action'                  => Import_Store::ACTION,
				'file_type'               => 'Google CSV',
				'upload_type'             => 'CSV',
				'mode'                    => 'update',
				Import_Store::NONCE_FIELD => $nonce,
				'file'                    => new \CURLFile( $path, 'text/csv', 'contacts.csv' ),
			),
			array( 'Referer: ' . $client->base() . '/prism/contact/' )
		);
		$this->assertContains( $answer['status'], array( 302, 303 ), substr( $answer['body'], 0, 300 ) );
		$this->assertStringContainsString( '/prism/contact/', $answer['headers']['location'] ?? '' );
		wp_cache_flush();
		$flash = \Prism\Site\Flash::take( self::$owner );
		$this->assertStringContainsString( 'larger than', (string) ( $flash['message'] ?? '' ), (string) wp_json_encode( $flash ) );
		$this->assert_unchanged( $before );
	}
}

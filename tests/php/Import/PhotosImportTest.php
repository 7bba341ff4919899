<?php
/**
 * Photos in real files, through the real import path (Import_Store, then the job) and back out through the vCard
 * export: iCloud's base64 photos, vCard 4.0's data: address and vCard 2.1's unindented base64 become the contacts'
 * photos; a photo the file only points to, one that is not an image and one past the member's limit leave a line in
 * the note; a photo the member has is never replaced; importing the file again changes nothing; the export carries
 * the photos and reads back the same; separating an import row takes its photo along.
 *
 * @package Prism
 */

namespace Prism\Tests\Import;

use Prism\Data\Import_Repository;
use Prism\Data\Job;
use Prism\Data\Photo_Repository;
use Prism\Domain\Contact_Query;
use Prism\Export\Contact_Export;
use Prism\Export\Contact_Source;
use Prism\Import\Import_Store;
use Prism\Import\Vcard_Reader;
use Prism\Jobs\Runner;
use Prism\Service\Photos;
use Prism\Tests\Support\Images;
use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';
require_once dirname( __DIR__ ) . '/Support/Images.php';

/**
 * Photo imports and exports.
 */
final class PhotosImportTest extends Prism_Test_Case {

	private const FIXTURES = __DIR__ . '/../../fixtures/import/';

	/**
	 * Temporary files to delete.
	 *
	 * @var string[]
	 */
	private array $files = array();

	protected function tearDown(): void {
		remove_all_filters( 'prism_photo_limit' );
		foreach ( $this->files as $file ) {
			wp_delete_file( $file );
		}
		parent::tearDown();
	}

	/**
	 * Imports bytes as a member's upload would, and runs the job to the end.
	 *
	 * @param string $bytes File content.
	 * @param string $name  File name.
	 * @param int    $owner Member (the owner when 0).
	 * @return array<string, mixed> The import's row.
	 */
	private function import( string $bytes, string $name = 'contacts.vcf', int $owner = 0 ): array {
		$path = (string) tempnam( sys_get_temp_dir(), 'prism-photos-' );
		file_put_contents( $path, $bytes ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- test fixture.
		$this->files[] = $path;
		$imports       = new Import_Repository();
		$id            = ( new Import_Store() )->import_file( $owner ? $owner : self::$owner, $path, $name, 'iCloud CSV', 'update' );
		( new Runner() )->run_job( (int) $imports->find( $id )['job_id'], INF );
		$import = $imports->find( $id );
		$this->assertSame( Job::DONE, $import['job_state'] );
		return $import;
	}

	/**
	 * The member's contacts by first name => their photo's row (without images), or null.
	 *
	 * @param int $owner Member (the owner when 0).
	 * @return array<string, array<string, mixed>|null>
	 */
	private function photos( int $owner = 0 ): array {
		$owner    = $owner ? $owner : self::$owner;
		$contacts = $this->contacts_of( $owner );
		$photos   = ( new Photo_Repository() )->metas( $owner, array_map( 'intval', array_column( $contacts, 'id' ) ) );
		$out      = array();
		foreach ( $contacts as $contact ) {
			$out[ $contact['firstName'] . ' ' . $contact['lastName'] ] = $photos[ (int) $contact['id'] ] ?? null;
		}
		ksort( $out );
		return $out;
	}

	/**
	 * A contact's notes, joined.
	 *
	 * @param int $contact_id Contact.
	 */
	private function notes_of( int $contact_id ): string {
		return implode( "\n", array_column( ( new \Prism\Data\Note_Repository() )->for_contacts( self::$owner, array( $contact_id ) )[ $contact_id ] ?? array(), 'note' ) );
	}

	/**
	 * A card with a photo property written as given.
	 *
	 * @param string $first First name.
	 * @param string $photo The PHOTO line(s), CRLF-ended, or ''.
	 */
	private static function card( string $first, string $photo ): string {
		return "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Lee;{$first};;;\r\nFN:{$first} Lee\r\nEMAIL:" . strtolower( $first ) . "@lee.example\r\n{$photo}NOTE:Budget <100k and >50k\r\nEND:VCARD\r\n";
	}

	public function test_every_way_a_card_carries_a_photo_is_read(): void {
		foreach ( array( 'icloud-export.vcf', 'vcard40.vcf', 'vcard21.vcf' ) as $fixture ) {
			$stream = fopen( 'php://memory', 'w+b' ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- test stream.
			fwrite( $stream, (string) file_get_contents( self::FIXTURES . $fixture ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- test stream.
			$records = ( new Vcard_Reader() )->read( $stream, array(), 100 )['records'];
			$with    = array_values( array_filter( $records, static fn( array $record ): bool => isset( $record['photo'] ) ) );
			$this->assertNotEmpty( $with, $fixture );
			foreach ( $with as $record ) {
				$this->assertSame(
					array(
						'mime'   => 'image/jpeg',
						'width'  => 96,
						'height' => 96,
					),
					Images::size( $record['photo'] ),
					$fixture
				);
				$this->assertStringNotContainsStringIgnoringCase( 'photo', implode( "\n", $record['extra'] ), 'nothing about the photo in the note' );
			}
		}
	}

	public function test_imported_photos_are_kept_and_a_second_import_changes_nothing(): void {
		$file   = (string) file_get_contents( self::FIXTURES . 'icloud-export.vcf' ) . (string) file_get_contents( self::FIXTURES . 'vcard21.vcf' );
		$import = $this->import( $file );
		$this->assertGreaterThan( 0, (int) $import['created_count'] );
		$photos = array_filter( $this->photos() );
		$this->assertCount( 3, $photos, 'the two iCloud photos and the vCard 2.1 one' );
		foreach ( $photos as $photo ) {
			$this->assertSame( 'import', $photo['origin'] );
			$this->assertSame( array( 96, 96 ), array( (int) $photo['source_width'], (int) $photo['source_height'] ) );
		}
		$again = $this->import( $file );
		$this->assertSame( 0, (int) $again['created_count'] );
		$this->assertSame( $photos, array_filter( $this->photos() ), 'the same photos, the same versions' );
	}

	public function test_a_photo_the_member_has_is_never_replaced_by_a_files(): void {
		$ann = $this->make_contact( self::$owner, array( 'firstName' => 'Ann', 'lastName' => 'Lee', 'emailOne' => 'ann@lee.example' ) );
		( new Photos() )->upload( self::$owner, $ann, Images::jpeg( 300, 200 ) );
		$mine  = ( new Photo_Repository() )->meta( self::$owner, $ann );
		$photo = "PHOTO;ENCODING=b;TYPE=JPEG:" . chunk_split( base64_encode( Images::jpeg( 500, 500 ) ), 74, "\r\n " ) . "\r\n"; // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- a vCard photo.
		$this->import( self::card( 'Ann', $photo ) );
		$this->assertSame( 1, count( $this->contacts_of( self::$owner ) ), 'the card went into Ann' );
		$this->assertSame( $mine, ( new Photo_Repository() )->meta( self::$owner, $ann ) );
	}

	public function test_a_photo_that_cannot_be_kept_leaves_a_line_in_the_note(): void {
		add_filter( 'prism_photo_limit', static fn(): int => 1 );
		$jpeg = base64_encode( Images::jpeg( 120, 80 ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- a vCard photo.
		$file = self::card( 'Ann', "PHOTO;VALUE=uri:https://photos.example/ann%20lee.jpg\r\n" )
			. self::card( 'Ben', 'PHOTO;ENCODING=b;TYPE=JPEG:' . base64_encode( 'Budget <100k and >50k' ) . "\r\n" ) // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- a vCard photo.
			. self::card( 'Cy', "PHOTO;ENCODING=b;TYPE=JPEG:{$jpeg}\r\n" )
			. self::card( 'Di', "PHOTO:data:image/jpeg;base64,{$jpeg}\r\n" );
		$this->import( $file );
		$people = array();
		foreach ( $this->contacts_of( self::$owner ) as $contact ) {
			$people[ $contact['firstName'] ] = (int) $contact['id'];
		}
		$this->assertStringContainsString( 'Photo: https://photos.example/ann%20lee.jpg', $this->notes_of( $people['Ann'] ), 'an address is kept as it was, not fetched' );
		$this->assertStringContainsString( 'Photo: not kept (not an image PRISM can read)', $this->notes_of( $people['Ben'] ) );
		$this->assertStringContainsString( 'Budget <100k and >50k', $this->notes_of( $people['Ben'] ) );
		$this->assertSame( array( 'Cy Lee' ), array_keys( array_filter( $this->photos() ) ) );
		$this->assertStringContainsString( 'Photo: not kept (you have 1 contact photos, the most this site keeps for a member)', $this->notes_of( $people['Di'] ) );
	}

	public function test_the_vcard_export_carries_the_photos_and_reads_back_the_same(): void {
		$ann = $this->make_contact( self::$owner, array( 'firstName' => 'Ann', 'lastName' => 'Lee' ) );
		$ben = $this->make_contact( self::$owner, array( 'firstName' => 'Ben', 'lastName' => 'Lee' ) );
		( new Photos() )->upload( self::$owner, $ann, Images::jpeg( 1200, 900 ) );
		( new Photos() )->upload( self::$owner, $ben, Images::png( 50, 40 ) );
		$exported = ( new Contact_Export( Contact_Source::matching( self::$owner, new Contact_Query() ), 'vcard' ) )->render();
		$this->assertStringContainsString( "PHOTO;ENCODING=b;TYPE=JPEG:/9j/", $exported );
		$this->assertStringContainsString( 'PHOTO;ENCODING=b;TYPE=PNG:', $exported );
		foreach ( explode( "\r\n", $exported ) as $line ) {
			$this->assertLessThanOrEqual( 75, strlen( $line ), 'lines are folded' );
		}

		// Into another member's empty account: the same people, with the same pictures.
		$this->import( $exported, 'prism-contacts.vcf', self::$other );
		$photos = $this->photos( self::$other );
		$this->assertSame( array( 'Ann Lee', 'Ben Lee' ), array_keys( $photos ) );
		$this->assertSame( array( 640, 480, 640, 480 ), array( (int) $photos['Ann Lee']['width'], (int) $photos['Ann Lee']['height'], (int) $photos['Ann Lee']['source_width'], (int) $photos['Ann Lee']['source_height'] ) );
		$this->assertSame( array( 'image/png', 50, 40 ), array( $photos['Ben Lee']['mime'], (int) $photos['Ben Lee']['width'], (int) $photos['Ben Lee']['height'] ) );
	}
}

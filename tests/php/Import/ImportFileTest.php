<?php
/**
 * Import_File: uploads decoded to UTF-8 (BOM dropped, UTF-16 converted even with a character cut between chunks,
 * Windows-1252 read right), bad files refused with a sentence naming the problem (empty, binary, images, PDF,
 * workbooks, archives, web pages, only a header, broken quoting, unknown columns), layouts told apart by content,
 * the chosen file type checked, and records counted.
 *
 * @package Prism
 */

namespace Prism\Tests\Import;

use Prism\Import\Csv_Reader;
use Prism\Import\Import_File;
use Prism\Import\Vcard_Reader;

require_once __DIR__ . '/Import_Test_Case.php';

/**
 * Import file checks.
 */
final class ImportFileTest extends Import_Test_Case {

	/** Import_File's conversion chunk, to put characters across its boundary. */
	private const CHUNK = 1048576;

	// --- decoding ------------------------------------------------------------------------------------------

	public function test_utf8_is_copied_and_its_bom_dropped(): void {
		$text = "First Name,Last Name\nZoë,Ærø 🎉\n";
		$this->assertSame( $text, $this->decoded_text( $this->temporary( $text ) ) );
		$this->assertSame( $text, $this->decoded_text( $this->temporary( "\xEF\xBB\xBF" . $text ) ) );
	}

	public function test_utf16_with_a_bom_is_converted_both_ways(): void {
		$text = "Name,E-mail 1 - Value\r\n山田 太郎,taro@example.jp 🎉\r\n";
		$this->assertSame( $text, $this->decoded_text( $this->temporary( "\xFF\xFE" . mb_convert_encoding( $text, 'UTF-16LE', 'UTF-8' ) ) ) );
		$this->assertSame( $text, $this->decoded_text( $this->temporary( "\xFE\xFF" . mb_convert_encoding( $text, 'UTF-16BE', 'UTF-8' ) ) ) );
		$this->assertSame( $text, $this->decoded_text( $this->temporary( mb_convert_encoding( $text, 'UTF-16LE', 'UTF-8' ) ) ), 'UTF-16 without a BOM, told by its zero bytes' );
	}

	public function test_a_utf16_character_cut_between_chunks_is_kept_whole(): void {
		// The BOM is skipped, so the first chunk holds CHUNK / 2 code units: the emoji's first half is the last one.
		$text = str_repeat( 'x', self::CHUNK / 2 - 1 ) . "🎉é\nend";
		$this->assertSame( $text, $this->decoded_text( $this->temporary( "\xFF\xFE" . mb_convert_encoding( $text, 'UTF-16LE', 'UTF-8' ) ) ) );
		$this->assertSame( $text, $this->decoded_text( $this->temporary( "\xFE\xFF" . mb_convert_encoding( $text, 'UTF-16BE', 'UTF-8' ) ) ) );
	}

	public function test_a_utf8_character_cut_between_chunks_is_still_utf8(): void {
		$text = str_repeat( 'x', self::CHUNK - 1 ) . "é🎉\n";
		$this->assertSame( $text, $this->decoded_text( $this->temporary( $text ) ), 'not mistaken for Windows-1252' );
		$text = str_repeat( 'x', self::CHUNK - 2 ) . "🎉é\n";
		$this->assertSame( $text, $this->decoded_text( $this->temporary( "\xEF\xBB\xBF" . $text ) ) );
	}

	public function test_text_that_is_not_utf8_is_read_as_windows_1252(): void {
		$this->assertSame( "Name,Note\nJürgen Müller,5 € café\n", $this->decoded_text( $this->temporary( "Name,Note\nJ\xFCrgen M\xFCller,5 \x80 caf\xE9\n" ) ) );
		$this->assertStringContainsString( 'Hauptstraße 5', $this->decoded_text( $this->fixture( 'outlook.csv' ) ) );
	}

	public function test_old_mac_line_ends_become_line_feeds(): void {
		$this->assertSame( "Name,Email\nAnn,ann@example.com\n", $this->decoded_text( $this->temporary( "Name,Email\rAnn,ann@example.com\r" ) ) );
	}

	/**
	 * @dataProvider refused_files
	 *
	 * @param string $bytes    File content (or 'fixture:name').
	 * @param string $contains Part of the sentence.
	 */
	public function test_files_that_are_not_text_are_refused_with_a_sentence( string $bytes, string $contains ): void {
		$path    = str_starts_with( $bytes, 'fixture:' ) ? $this->fixture( substr( $bytes, 8 ) ) : $this->temporary( $bytes );
		$decoded = Import_File::decode( $path );
		$this->assertNull( $decoded['stream'] );
		$this->assertIsString( $decoded['problem'] );
		$this->assertStringContainsString( $contains, (string) $decoded['problem'] );
	}

	/**
	 * Files decode() refuses.
	 *
	 * @return array<string, array{0: string, 1: string}>
	 */
	public function refused_files(): array {
		return array(
			'empty'                 => array( 'fixture:empty.csv', 'The file is empty.' ),
			'only blank lines'      => array( "\r\n \r\n\t\n", 'The file is empty.' ),
			'binary'                => array( 'fixture:binary.csv', 'not text' ),
			'a zero byte in text'   => array( "First Name,Last Name\nAnn,Lee\0\0\0\1\2\3\n", 'not text' ),
			'a PNG renamed .csv'    => array( 'fixture:image-renamed.csv', 'This file is a PNG image' ),
			'a JPEG'                => array( "\xFF\xD8\xFF\xE0\0\x10JFIF\0", 'This file is a JPEG image' ),
			'a GIF'                 => array( "GIF89a\x01\0\x01\0", 'This file is a GIF image' ),
			'a WebP'                => array( "RIFF\x24\0\0\0WEBPVP8 ", 'This file is a WebP image' ),
			'a HEIC photo'          => array( "\0\0\0\x18ftypheic\0\0\0\0mif1heic", 'This file is a HEIC image' ),
			'a PDF'                 => array( "%PDF-1.7\n%\xE2\xE3\xCF\xD3\n", 'This file is a PDF document' ),
			'an Excel workbook'     => array( "PK\x03\x04\x14\0\x06\0\x08\0\0\0!\0[Content_Types].xml PK\x03\x04 xl/workbook.xml", 'an Excel workbook: export it as CSV' ),
			'an old Excel workbook' => array( "\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1\0\0\0\0", 'an Excel workbook: export it as CSV' ),
			'a ZIP archive'         => array( "PK\x03\x04\x14\0\0\0\x08\0Basic_LinkedInDataExport/Connections.csv", 'This file is a ZIP archive' ),
			'a web page'            => array( "<!DOCTYPE html>\n<html><body>Sign in</body></html>", 'a web page (HTML)' ),
		);
	}

	// --- telling layouts apart -----------------------------------------------------------------------------

	/**
	 * @dataProvider layouts
	 *
	 * @param string $fixture   Fixture.
	 * @param string $file_type File type chosen.
	 * @param string $kind      Layout.
	 * @param string $source    Source.
	 * @param int    $total     Records.
	 */
	public function test_layouts_are_told_apart_by_content_and_counted( string $fixture, string $file_type, string $kind, string $source, int $total ): void {
		$stream = $this->decoded( $this->fixture( $fixture ) );
		$this->assertSame(
			array(
				'kind'    => $kind,
				'source'  => $source,
				'total'   => $total,
				'problem' => null,
			),
			Import_File::inspect( $stream, $file_type )
		);
		fclose( $stream );
	}

	/**
	 * Files and what they are.
	 *
	 * @return array<string, array{0: string, 1: string, 2: string, 3: string, 4: int}>
	 */
	public function layouts(): array {
		return array(
			'Google, current layout'           => array( 'google-contacts.csv', 'Google CSV', 'google', 'Google', 6 ),
			'Google, with a BOM'               => array( 'google-bom.csv', 'Google CSV', 'google', 'Google', 2 ),
			'Google, older layout in UTF-16'   => array( 'google-legacy-utf16.csv', 'Google CSV', 'google-legacy', 'Google', 4 ),
			'Google also exports vCard'        => array( 'icloud-export.vcf', 'Google CSV', 'vcard', 'Google', 5 ),
			'LinkedIn'                         => array( 'linkedin-connections.csv', 'LinkedIn CSV', 'linkedin', 'LinkedIn', 4 ),
			'LinkedIn, older export'           => array( 'linkedin-connections-older.csv', 'LinkedIn CSV', 'linkedin', 'LinkedIn', 2 ),
			'iCloud takes vCard'               => array( 'icloud-export.vcf', 'iCloud CSV', 'vcard', 'iCloud', 5 ),
			'iCloud takes an Outlook CSV'      => array( 'outlook.csv', 'iCloud CSV', 'csv', 'iCloud', 2 ),
			'iCloud takes a Google CSV'        => array( 'google-contacts.csv', 'iCloud CSV', 'google', 'iCloud', 6 ),
			'iCloud takes a LinkedIn CSV'      => array( 'linkedin-connections.csv', 'iCloud CSV', 'linkedin', 'iCloud', 4 ),
		);
	}

	/**
	 * @dataProvider wrong_types
	 *
	 * @param string $fixture   Fixture.
	 * @param string $file_type File type chosen.
	 * @param string $sentence  The whole sentence.
	 */
	public function test_the_wrong_file_type_is_named_with_what_to_choose( string $fixture, string $file_type, string $sentence ): void {
		$stream = $this->decoded( $this->fixture( $fixture ) );
		$this->assertSame( $sentence, Import_File::inspect( $stream, $file_type )['problem'] );
		fclose( $stream );
	}

	/**
	 * Files of the wrong type for the one chosen.
	 *
	 * @return array<string, array{0: string, 1: string, 2: string}>
	 */
	public function wrong_types(): array {
		return array(
			'LinkedIn as Google'   => array( 'linkedin-connections.csv', 'Google CSV', 'This file is a LinkedIn connections export, but you chose Google Contacts (.csv or .vcf). Choose LinkedIn Connections (.csv) and upload it again.' ),
			'Google as LinkedIn'   => array( 'google-contacts.csv', 'LinkedIn CSV', 'This file is a Google Contacts export, but you chose LinkedIn Connections (.csv). Choose Google Contacts (.csv or .vcf) and upload it again.' ),
			'old Google, LinkedIn' => array( 'google-legacy-utf16.csv', 'LinkedIn CSV', 'This file is a Google Contacts export (the older layout), but you chose LinkedIn Connections (.csv). Choose Google Contacts (.csv or .vcf) and upload it again.' ),
			'vCard as LinkedIn'    => array( 'icloud-export.vcf', 'LinkedIn CSV', 'This file is a vCard file (.vcf), but you chose LinkedIn Connections (.csv). Choose iCloud (.vcf) or any contact list (.csv) and upload it again.' ),
			'Outlook as Google'    => array( 'outlook.csv', 'Google CSV', 'This file is a contact list from another program (not Google or LinkedIn), but you chose Google Contacts (.csv or .vcf). Choose iCloud (.vcf) or any contact list (.csv), which takes any contact list, and upload it again.' ),
			'Outlook as LinkedIn'  => array( 'outlook.csv', 'LinkedIn CSV', 'This file is a contact list from another program (not Google or LinkedIn), but you chose LinkedIn Connections (.csv). Choose iCloud (.vcf) or any contact list (.csv), which takes any contact list, and upload it again.' ),
		);
	}

	public function test_a_file_with_only_a_header_has_no_contacts(): void {
		$stream = $this->decoded( $this->fixture( 'only-header.csv' ) );
		$found  = Import_File::inspect( $stream, 'Google CSV' );
		$this->assertSame( 'The file has column names but no contacts.', $found['problem'] );
		$this->assertSame( 0, $found['total'] );
	}

	public function test_a_quoted_value_that_never_ends_names_its_row(): void {
		$stream = $this->decoded( $this->fixture( 'broken-quoting.csv' ) );
		$found  = Import_File::inspect( $stream, 'iCloud CSV' );
		$this->assertSame( 'Row 3 of the file has a quoted value that never ends (a quote mark " without its closing one), so the rest of the file cannot be read. Fix the quoting, or export the file again.', $found['problem'] );
	}

	public function test_a_quote_out_of_place_that_runs_rows_together_names_its_row(): void {
		$stream = $this->decoded( $this->temporary( "First Name,Last Name,Email,Notes\nAnn,Lee,a@x.com,\"ok\nBob,Ray,b@x.com,\"second\"\nCat,Kim,c@x.com,\n" ) );
		$this->assertSame( 'Row 2 of the file has a quote mark (") out of place, so several rows run together. Fix the quoting, or export the file again.', Import_File::inspect( $stream, 'iCloud CSV' )['problem'] );
	}

	public function test_quote_marks_inside_plain_values_and_quoted_line_breaks_are_fine(): void {
		$stream = $this->decoded( $this->temporary( "First Name,Last Name,Notes\nBob \"The Builder\",Ray,5\" screen\nCat,Kim,\"two\nlines, \"\"quoted\"\"\"\n" ) );
		$found  = Import_File::inspect( $stream, 'iCloud CSV' );
		$this->assertNull( $found['problem'] );
		$this->assertSame( 2, $found['total'] );
	}

	public function test_unknown_columns_are_named_with_what_was_expected(): void {
		$stream = $this->decoded( $this->fixture( 'unknown-headers.csv' ) );
		$this->assertSame(
			'PRISM does not know the columns of this file (Product, SKU, Price, Stock). A contact list needs columns such as First Name, Last Name, Name, Email, Phone or Company, as Google Contacts, LinkedIn and Outlook export them.',
			Import_File::inspect( $stream, 'iCloud CSV' )['problem']
		);
	}

	public function test_text_without_columns_is_not_a_contact_list(): void {
		$stream = $this->decoded( $this->temporary( "Dear all\nplease find my contacts attached\n" ) );
		$this->assertStringStartsWith( 'This file does not look like a contact list', (string) Import_File::inspect( $stream, 'Google CSV' )['problem'] );
	}

	public function test_a_linkedin_preamble_without_its_header_says_so(): void {
		$sentence = 'This file starts like a LinkedIn connections export, but its column names (First Name, Last Name, URL, Email Address, Company, Position, Connected On) were not found. Export your connections from LinkedIn again and upload Connections.csv as it is.';
		foreach ( array( "Notes:\n\"Some text\"\n\nName,Where\nx,y\n", "Notes:\n\"Some text\"\n" ) as $text ) {
			$stream = $this->decoded( $this->temporary( $text ) );
			$this->assertSame( $sentence, Import_File::inspect( $stream, 'LinkedIn CSV' )['problem'] );
		}
	}

	public function test_a_vcard_is_counted_by_its_begin_lines(): void {
		$stream = $this->decoded( $this->temporary( "\r\nBEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\nEND:VCARD\r\nbegin:vcard\r\nVERSION:3.0\r\nFN:B\r\nEND:VCARD\r\n" ) );
		$found  = Import_File::inspect( $stream, 'iCloud CSV' );
		$this->assertSame( array( 'vcard', 2 ), array( $found['kind'], $found['total'] ) );
	}

	public function test_an_unknown_file_type_is_refused(): void {
		$stream = $this->decoded( $this->fixture( 'google-contacts.csv' ) );
		$this->assertSame( 'Choose the kind of file: Google Contacts (.csv or .vcf), LinkedIn Connections (.csv), iCloud (.vcf) or any contact list (.csv).', Import_File::inspect( $stream, 'Excel' )['problem'] );
	}

	public function test_each_layout_gets_its_reader(): void {
		$this->assertInstanceOf( Vcard_Reader::class, Import_File::reader( 'vcard' ) );
		foreach ( array( 'google', 'google-legacy', 'linkedin', 'csv' ) as $kind ) {
			$this->assertInstanceOf( Csv_Reader::class, Import_File::reader( $kind ) );
		}
	}
}

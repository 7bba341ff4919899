<?php
/**
 * Google Contacts CSV, both generations, read by column name: every field PRISM has lands in it, the rest in extra
 * lines; ' ::: ' lists, labels and system labels, birthdays with and without a year, anniversaries, multi-line
 * notes kept exactly with the row numbers after them right, formula guards taken off, the older layout in UTF-16,
 * a cursor that resumes exactly, and 30,000 rows read with flat memory.
 *
 * @package Prism
 */

namespace Prism\Tests\Import;

use Prism\Import\Csv_Reader;
use Prism\Import\Import_File;

require_once __DIR__ . '/Import_Test_Case.php';

/**
 * Google CSV reading.
 */
final class GoogleCsvTest extends Import_Test_Case {

	public function test_rows_are_numbered_by_the_file_line_they_start_on_even_after_multi_line_notes(): void {
		$records = $this->records( $this->fixture( 'google-contacts.csv' ), 'Google CSV', 'google' );
		// Ada's notes hold 3 line breaks and her formatted address 3 more; Björn's address 2; Eve's notes 1.
		$this->assertSame( array( 2, 9, 12, 13, 15, 16 ), array_keys( $records ) );
		$this->assertSame( 'Björn', $records[9]['values']['firstName'] );
		$this->assertSame( 'Zoë', $records[16]['values']['firstName'] );
	}

	public function test_every_field_of_a_full_row_lands_in_its_place(): void {
		$ada    = $this->records( $this->fixture( 'google-contacts.csv' ), 'Google CSV', 'google' )[2];
		$values = $ada['values'];
		$this->assertSame( 'Ada', $values['firstName'] );
		$this->assertSame( 'Lovelace', $values['lastName'] );
		$this->assertSame( 'Analyst', $values['title'] );
		$this->assertSame( 'Analytical Engines Ltd', $values['company'] );

		// E-mail 1 (* Home), two values sharing E-mail 2's label, E-mail 3 repeats the first, E-mail 4 overflows.
		$this->assertSame( array( 'ada@home.example', 'Home' ), array( $values['emailOne'], $values['emailOneType'] ) );
		$this->assertSame( array( 'ada@engines.example', 'Work' ), array( $values['emailTwo'], $values['emailTwoType'] ) );
		$this->assertSame( array( 'ada.lovelace@engines.example', 'Work' ), array( $values['emailThree'], $values['emailThreeType'] ) );
		$this->assertContains( 'Email (School): ada@uni.example', $ada['extra'] );

		// Pager and Home Fax have no PRISM type: Other, with the label kept beside the number.
		$this->assertSame( array( '+44 7700 900123', 'Mobile' ), array( $values['phoneOne'], $values['phoneOneType'] ) );
		$this->assertSame( array( '+44 20 7946 0001', 'Other' ), array( $values['phoneTwo'], $values['phoneTwoType'] ) );
		$this->assertSame( 'Other', $values['phoneThreeType'] );
		$this->assertContains( 'Phone (Pager): +44 20 7946 0001', $ada['extra'] );
		$this->assertContains( 'Phone (Home Fax): +44 20 7946 0002', $ada['extra'] );

		$this->assertSame( "12 St James's Square, Flat 2", $values['addressOne'] );
		$this->assertSame( 'London', $values['addressOneCity'] );
		$this->assertSame( 'SW1Y 4JH', $values['addressOneZip'] );
		$this->assertSame( 'Home', $values['addressOneType'] );
		$this->assertContains( 'Country of address 1 (Home): United Kingdom', $ada['extra'] );

		// Profile URLs in the website columns go to their social fields.
		$this->assertSame( 'https://www.linkedin.com/in/ada-lovelace', $values['linkedIn'] );
		$this->assertSame( 'https://twitter.com/ada', $values['twitter'] );
		$this->assertSame( 'https://ada.example.org/blog', $values['website'] );

		$this->assertSame( array( 'Starred', 'Friends', 'Board' ), $ada['categories'] );
		$this->assertSame(
			array(
				array(
					'type'  => 'Birthday',
					'title' => 'Birthday',
					'date'  => '1815-12-10',
				),
				array(
					'type'  => 'Anniversary',
					'title' => 'Anniversary',
					'date'  => '1835-07-08',
				),
				array(
					'type'  => 'Other',
					'title' => 'Graduation',
					'date'  => '1833-06-05',
				),
			),
			$ada['events']
		);
		foreach ( array(
			'Middle name: Augusta',
			'Name prefix: Countess',
			'Nickname: Ada',
			'Department: Research',
			'Photo: https://lh3.googleusercontent.com/contacts/ADA123',
			'Membership: Gold',
			'Instant messaging (Skype, Work): ada.l',
		) as $line ) {
			$this->assertContains( $line, $ada['extra'] );
		}
		// "Relation 1": a relationship of the contact (kept as the name until a contact has it), not a note line.
		$this->assertSame( array( array( 'kind' => 'spouse', 'label' => '', 'name' => 'William King' ) ), $ada['relations'] );
		$this->assertStringNotContainsString( 'William King', implode( "\n", $ada['extra'] ) );
		$this->assertNull( $ada['problem'] );
	}

	public function test_notes_keep_their_exact_text(): void {
		$records = $this->records( $this->fixture( 'google-contacts.csv' ), 'Google CSV', 'google' );
		$this->assertSame(
			array( "Met at the Royal Society.\nBudget <100k and >50k\nDeck: https://example.com/deck%20v2.pdf\nLoves ☕ and 🎉 — café \"quoted\"" ),
			$records[2]['notes']
		);
		$this->assertSame( array( 'He said "call me before 9"' ), $records[12]['notes'] );
	}

	public function test_a_birthday_without_a_year_system_labels_and_a_social_url(): void {
		$bjorn = $this->records( $this->fixture( 'google-contacts.csv' ), 'Google CSV', 'google' )[9];
		$this->assertSame(
			array(
				array(
					'type'  => 'Birthday',
					'title' => 'Birthday',
					'date'  => '--07-01',
				),
			),
			$bjorn['events']
		);
		$this->assertSame( array( 'Vänner' ), $bjorn['categories'], '* myContacts is not a category' );
		$this->assertSame( 'Other', $bjorn['values']['emailOneType'], "'* Other' is Google's mark on the primary" );
		$this->assertSame( 'Main', $bjorn['values']['phoneOneType'] );
		$this->assertSame( 'https://www.facebook.com/bjorn.angstrom', $bjorn['values']['facebook'] );
		$this->assertSame( "Drottninggatan 1\n111 51 Stockholm\nSverige", $bjorn['values']['addressOne'], 'only Formatted: kept as the street' );
	}

	public function test_company_only_rows_other_system_labels_and_formula_guards(): void {
		$records = $this->records( $this->fixture( 'google-contacts.csv' ), 'Google CSV', 'google' );
		$acme    = $records[12];
		$this->assertSame( 'Acme, Inc.', $acme['values']['company'] );
		$this->assertSame( '', $acme['values']['emailOneType'] );
		$this->assertSame( 'acme.example', $acme['values']['website'] );
		$this->assertSame( array(), $acme['categories'] );
		$this->assertNull( $acme['problem'] );

		$eve = $records[13];
		$this->assertSame( "=cmd|' /C calc'!A0", $eve['values']['lastName'], 'one guard quote taken off' );
		$this->assertSame( '+1 (555) 010-0199', $eve['values']['phoneOne'] );
		$this->assertSame( array( "+1 555 0100 is her old number\nsecond line" ), $eve['notes'] );
		$this->assertContains( "Formula: '=1+1", $eve['extra'], 'exactly one quote taken off' );
		$this->assertSame( array( 'Coworkers', 'Family' ), $eve['categories'] );
	}

	public function test_a_row_naming_nobody_is_rejected_with_a_reason_and_bad_dates_are_kept_as_text(): void {
		$records = $this->records( $this->fixture( 'google-contacts.csv' ), 'Google CSV', 'google' );
		$this->assertSame( 'No name, company or email.', $records[15]['problem'] );
		$zoe = $records[16];
		$this->assertSame( array( 'Board' ), $zoe['categories'], 'repeats ignoring case dropped' );
		$this->assertContains( 'Event: 2020-02-30', $zoe['extra'] );
		$this->assertCount( 1, $zoe['events'] );
	}

	public function test_a_bom_is_dropped_and_the_header_still_read(): void {
		$this->assertStringStartsWith( 'First Name,', $this->decoded_text( $this->fixture( 'google-bom.csv' ) ) );
		$records = $this->records( $this->fixture( 'google-bom.csv' ), 'Google CSV', 'google' );
		$this->assertSame( 'Élodie', $records[2]['values']['firstName'] );
		$this->assertSame( 'Work', $records[2]['values']['emailOneType'] );
		$this->assertSame( 'Weiß', $records[3]['values']['lastName'] );
	}

	public function test_the_older_layout_in_utf16_reads_like_its_utf8_twin(): void {
		$this->assertSame(
			(string) file_get_contents( $this->fixture( 'google-legacy-utf8.csv' ) ),
			$this->decoded_text( $this->fixture( 'google-legacy-utf16.csv' ) )
		);
		$records = $this->records( $this->fixture( 'google-legacy-utf16.csv' ), 'Google CSV', 'google-legacy' );
		$this->assertSame( array( 2, 6, 7, 8 ), array_keys( $records ) );

		$grace = $records[2];
		$this->assertSame( 'Grace', $grace['values']['firstName'] );
		$this->assertSame( 'Hopper', $grace['values']['lastName'] );
		$this->assertSame( 'US Navy', $grace['values']['company'] );
		$this->assertSame( 'Rear Admiral', $grace['values']['title'] );
		$this->assertSame( array( 'grace@navy.example', 'Work' ), array( $grace['values']['emailOne'], $grace['values']['emailOneType'] ) );
		$this->assertSame( array( '202-555-0102', 'Mobile' ), array( $grace['values']['phoneTwo'], $grace['values']['phoneTwoType'] ) );
		$this->assertSame( array( '1000 Navy Pentagon', 'Washington', 'DC', '20350', 'Work' ), array( $grace['values']['addressOne'], $grace['values']['addressOneCity'], $grace['values']['addressOneState'], $grace['values']['addressOneZip'], $grace['values']['addressOneType'] ) );
		$this->assertSame( 'https://www.linkedin.com/in/grace-hopper', $grace['values']['linkedIn'] );
		$this->assertSame( array( 'Navy', 'Starred' ), $grace['categories'], '* My Contacts dropped, * Starred kept' );
		$this->assertSame( array( '1906-12-09', '1930-06-15' ), array_column( $grace['events'], 'date' ) );
		$this->assertSame( array( "Invented the first compiler.\nHands out nanosecond wires." ), $grace['notes'] );
		foreach ( array( 'Middle name: Brewster', 'Occupation: Rear admiral', 'Department: Computing', 'Organization: Harvard University, Research fellow', 'Country of address 1 (Work): USA' ) as $line ) {
			$this->assertContains( $line, $grace['extra'] );
		}
		$this->assertSame( array( array( 'kind' => 'spouse', 'label' => '', 'name' => 'Vincent Hopper' ) ), $grace['relations'], 'the older layout\'s "Relation 1 - Type"' );
		$this->assertNotContains( 'Name: Grace Brewster Hopper', $grace['extra'], 'a Name that only repeats the parts is not kept twice' );

		$this->assertSame( array( 'Alan Mathison', 'Turing' ), array( $records[6]['values']['firstName'], $records[6]['values']['lastName'] ) );
		$this->assertSame( array( 'Jane', 'Doe' ), array( $records[7]['values']['firstName'], $records[7]['values']['lastName'] ) );
		$this->assertSame( array( '太郎', '山田' ), array( $records[8]['values']['firstName'], $records[8]['values']['lastName'] ) );
		$this->assertContains( 'Phonetic first name: タロウ', $records[8]['extra'] );
		$this->assertSame( array( '取引先' ), $records[8]['categories'] );
	}

	/**
	 * @dataProvider names
	 *
	 * @param string $name  Whole name.
	 * @param string $first First name.
	 * @param string $last  Last name.
	 */
	public function test_a_whole_name_is_split_sensibly( string $name, string $first, string $last ): void {
		$this->assertSame( array( $first, $last ), Csv_Reader::split_name( $name ) );
	}

	/**
	 * Whole names.
	 *
	 * @return array<string, array{0: string, 1: string, 2: string}>
	 */
	public function names(): array {
		return array(
			'two words'          => array( 'Jane Doe', 'Jane', 'Doe' ),
			'three words'        => array( 'Alan Mathison Turing', 'Alan Mathison', 'Turing' ),
			'last, first'        => array( 'Doe, Jane', 'Jane', 'Doe' ),
			'one word'           => array( 'Cher', 'Cher', '' ),
			'a suffix'           => array( 'Martin Luther King Jr.', 'Martin Luther', 'King Jr.' ),
			'a suffix after ","' => array( 'Sammy Davis, Jr.', 'Sammy', 'Davis, Jr.' ),
			'extra spaces'       => array( '  Jane   Doe ', 'Jane', 'Doe' ),
		);
	}

	public function test_reading_on_from_a_cursor_gives_the_same_records_as_reading_all_at_once(): void {
		$all = $this->records( $this->fixture( 'google-contacts.csv' ), 'Google CSV', 'google', 1000 );

		$stream = $this->decoded( $this->fixture( 'google-contacts.csv' ) );
		$reader = Import_File::reader( 'google' );
		$first  = $reader->read( $stream, array(), 3 );
		$this->assertCount( 3, $first['records'] );
		$this->assertFalse( $first['finished'] );
		$cursor = json_decode( (string) wp_json_encode( $first['cursor'] ), true );
		$this->assertSame( $first['cursor'], $cursor, 'the cursor is JSON-safe' );

		$again = Import_File::reader( 'google' )->read( $stream, $cursor, 1000 );
		$twice = Import_File::reader( 'google' )->read( $stream, $cursor, 1000 );
		$this->assertSame( $again, $twice, 'a batch read again from its cursor gives the same records' );
		$this->assertTrue( $again['finished'] );
		$this->assertSame( array_values( $all ), array_merge( $first['records'], $again['records'] ) );
		fclose( $stream );
	}

	public function test_thirty_thousand_rows_are_read_with_flat_memory(): void {
		$path = $this->temporary();
		self::write_big_google_file( $path, 30000 );
		$this->assertGreaterThan( 8 * 1024 * 1024, filesize( $path ), 'a file bigger than the memory bound' );

		$before = memory_get_usage();
		memory_reset_peak_usage();
		$stream = $this->decoded( $path );
		$found  = Import_File::inspect( $stream, 'Google CSV' );
		$this->assertNull( $found['problem'] );
		$this->assertSame( 30000, $found['total'] );

		$reader = Import_File::reader( 'google' );
		$cursor = array();
		$count  = 0;
		$last   = null;
		do {
			$answer = $reader->read( $stream, $cursor, 500 );
			$count += count( $answer['records'] );
			$last   = end( $answer['records'] ) ? end( $answer['records'] ) : $last;
			$cursor = $answer['cursor'];
		} while ( ! $answer['finished'] );
		fclose( $stream );
		$peak = memory_get_peak_usage() - $before;

		$this->assertSame( 30000, $count );
		// Each row spans two lines (a two-line formatted address), every 10th three (a two-line note): the 30,000th
		// starts after the header and 29,999 rows = 1 + 29,999 × 2 + 2,999 lines.
		$this->assertSame( 62999, $last['row'] );
		$this->assertSame( 'Person30000', $last['values']['lastName'] );
		$this->assertLessThan( 12 * 1024 * 1024, $peak, 'memory stays flat: ' . round( $peak / 1048576, 1 ) . ' MB above the start' );
	}

	/**
	 * Writes a Google CSV with $rows contacts (every 10th with a two-line note), a row at a time.
	 *
	 * @param string $path File.
	 * @param int    $rows Contacts.
	 */
	public static function write_big_google_file( string $path, int $rows ): void {
		$header = array( 'First Name', 'Middle Name', 'Last Name', 'Phonetic First Name', 'Phonetic Middle Name', 'Phonetic Last Name', 'Name Prefix', 'Name Suffix', 'Nickname', 'File As', 'Organization Name', 'Organization Title', 'Organization Department', 'Birthday', 'Notes', 'Photo', 'Labels', 'E-mail 1 - Label', 'E-mail 1 - Value', 'E-mail 2 - Label', 'E-mail 2 - Value', 'Phone 1 - Label', 'Phone 1 - Value', 'Phone 2 - Label', 'Phone 2 - Value', 'Address 1 - Label', 'Address 1 - Formatted', 'Address 1 - Street', 'Address 1 - City', 'Address 1 - PO Box', 'Address 1 - Region', 'Address 1 - Postal Code', 'Address 1 - Country', 'Address 1 - Extended Address', 'Website 1 - Label', 'Website 1 - Value', 'Event 1 - Label', 'Event 1 - Value' );
		$file   = fopen( $path, 'wb' );
		fputcsv( $file, $header, ',', '"', '' );
		for ( $i = 1; $i <= $rows; $i++ ) {
			fputcsv(
				$file,
				array( 'First' . $i, '', 'Person' . $i, '', '', '', '', '', '', '', 'Company ' . ( $i % 500 ), 'Title ' . ( $i % 40 ), '', sprintf( '19%02d-%02d-%02d', $i % 100, 1 + $i % 12, 1 + $i % 28 ), 0 === $i % 10 ? "Met at event {$i}\nFollow up soon" : '', '', '* myContacts ::: Group ' . ( $i % 20 ), '* Home', "person{$i}@example.com", 'Work', "p{$i}@work.example", 'Mobile', sprintf( '+1 555 %03d %04d', $i % 1000, $i % 10000 ), '', '', 'Home', "{$i} Main St\nSpringfield", "{$i} Main St", 'Springfield', '', 'IL', '62701', 'USA', '', 'Profile', "https://www.linkedin.com/in/person-{$i}", 'Anniversary', '2010-06-15' ),
				',',
				'"',
				''
			);
		}
		fclose( $file );
	}
}

<?php
/**
 * The Google CSV writer on contacts as Contact_Source hands them: Google's current header in Google's order, each
 * value in its column, categories joined with ' ::: ' after '* myContacts', notes joined by a blank line, the
 * birthday and the other events, cells a spreadsheet would run neutralised, and text exactly as typed (quotes,
 * line breaks, '<100k', '%20', backslashes, emoji) read back by an RFC 4180 parser.
 *
 * @package Prism
 */

namespace Prism\Tests\Export;

use PHPUnit\Framework\TestCase;
use Prism\Domain\Contact_Fields;
use Prism\Export\Google_Csv_Writer;

/**
 * Google CSV writer.
 */
final class GoogleCsvWriterTest extends TestCase {

	/**
	 * A contact in Contact_Source's shape, every field empty unless given.
	 *
	 * @param array<string, string> $values     Field values.
	 * @param string[]              $categories Category names.
	 * @param string[]              $notes      Note texts.
	 * @param array<int, array<string, string>> $events Events (type, title, date).
	 * @return array<string, mixed>
	 */
	public static function contact( array $values, array $categories = array(), array $notes = array(), array $events = array() ): array {
		return array(
			'id'           => 7,
			'values'       => array_merge( array_fill_keys( array_keys( Contact_Fields::map() ), '' ), $values ),
			'importSource' => 'PRISM',
			'categories'   => $categories,
			'notes'        => $notes,
			'events'       => array_map( static fn( array $e ): array => $e + array( 'description' => '' ), $events ),
		);
	}

	/**
	 * The file for some contacts, parsed back: the raw text and the rows as header name => cell.
	 *
	 * @param array<int, array<string, mixed>> $contacts      Contacts.
	 * @param int                              $event_columns Event columns.
	 * @return array{0: string, 1: string[], 2: array<int, array<string, string>>} Text, header, rows.
	 */
	private static function write( array $contacts, int $event_columns = 1 ): array {
		$writer = new Google_Csv_Writer( $event_columns );
		$text   = '';
		$out    = static function ( string $chunk ) use ( &$text ): void {
			$text .= $chunk;
		};
		$writer->begin( $out );
		$writer->write( $contacts, $out );
		$writer->end( $out );
		$stream = fopen( 'php://temp', 'w+b' );
		fwrite( $stream, substr( $text, 3 ) );
		rewind( $stream );
		$header = fgetcsv( $stream, null, ',', '"', '' );
		$rows   = array();
		while ( false !== ( $cells = fgetcsv( $stream, null, ',', '"', '' ) ) ) { // phpcs:ignore Generic.CodeAnalysis.AssignmentInCondition.FoundInWhileCondition -- reading rows.
			self::assertCount( count( $header ), $cells, 'every row has as many cells as the header' );
			$rows[] = array_combine( $header, $cells );
		}
		fclose( $stream );
		return array( $text, $header, $rows );
	}

	public function test_the_header_is_googles_current_one_in_googles_order(): void {
		list( $text, $header ) = self::write( array(), 2 );
		$this->assertStringStartsWith( "\xEF\xBB\xBFFirst Name,Middle Name,Last Name,Phonetic First Name,Phonetic Middle Name,Phonetic Last Name,Name Prefix,Name Suffix,Nickname,File As,Organization Name,Organization Title,Organization Department,Birthday,Notes,Photo,Labels,E-mail 1 - Label,E-mail 1 - Value,E-mail 2 - Label,E-mail 2 - Value,E-mail 3 - Label,E-mail 3 - Value,Phone 1 - Label,Phone 1 - Value,Phone 2 - Label,Phone 2 - Value,Phone 3 - Label,Phone 3 - Value,Address 1 - Label,Address 1 - Formatted,Address 1 - Street,Address 1 - City,Address 1 - PO Box,Address 1 - Region,Address 1 - Postal Code,Address 1 - Country,Address 1 - Extended Address,Address 2 - Label,", $text );
		$this->assertSame( 'Website 1 - Label', $header[ array_search( 'Address 3 - Extended Address', $header, true ) + 1 ] );
		$this->assertSame(
			array( 'Website 5 - Label', 'Website 5 - Value', 'Event 1 - Label', 'Event 1 - Value', 'Event 2 - Label', 'Event 2 - Value' ),
			array_slice( $header, -6 )
		);
		$this->assertStringEndsWith( "Event 2 - Value\r\n", $text, 'CRLF after each row' );
		$this->assertCount( 17 + 12 + 27 + 10 + 4, $header );
	}

	public function test_every_field_lands_in_its_column(): void {
		$values = array(
			'firstName'         => 'Ada',
			'lastName'          => 'Lovelace',
			'title'             => 'Analyst',
			'company'           => 'Engines Ltd',
			'emailOne'          => 'ada@example.test',
			'emailOneType'      => 'Main',
			'emailThree'        => 'ada@work.example',
			'emailThreeType'    => 'Work',
			'phoneOne'          => '555 0100',
			'phoneOneType'      => 'Mobile',
			'phoneTwo'          => '555 0101',
			'phoneTwoType'      => 'Main',
			'phoneThree'        => '555 0102',
			'phoneThreeType'    => '',
			'addressTwo'        => '12 St James\'s Square',
			'addressTwoType'    => 'Home',
			'addressTwoCity'    => 'London',
			'addressTwoState'   => 'Greater London',
			'addressTwoZip'     => 'SW1Y 4JH',
			'linkedIn'          => 'https://www.linkedin.com/in/ada',
			'website'           => 'https://ada.example',
			'twitter'           => 'https://x.com/ada',
		);
		$events = array(
			array(
				'type'  => 'Anniversary',
				'title' => 'Wedding',
				'date'  => '1835-07-08',
			),
			array(
				'type'  => 'Birthday',
				'title' => 'Birthday',
				'date'  => '1815-12-10',
			),
			array(
				'type'  => 'Other',
				'title' => 'Met at the Analytical Society',
				'date'  => '1833-06-05',
			),
		);
		list( , , $rows ) = self::write( array( self::contact( $values, array( 'Mathematicians', 'Board' ), array( 'First note.', "Second\nnote." ), $events ) ), 3 );
		$row              = $rows[0];
		$this->assert_has( array(
			'First Name'              => 'Ada',
			'Middle Name'             => '',
			'Last Name'               => 'Lovelace',
			'Organization Name'       => 'Engines Ltd',
			'Organization Title'      => 'Analyst',
			'Birthday'                => '1815-12-10',
			'Notes'                   => "First note.\n\nSecond\nnote.",
			'Labels'                  => '* myContacts ::: Mathematicians ::: Board',
			'E-mail 1 - Label'        => 'Main',
			'E-mail 1 - Value'        => 'ada@example.test',
			'E-mail 2 - Label'        => '',
			'E-mail 2 - Value'        => '',
			'E-mail 3 - Label'        => 'Work',
			'E-mail 3 - Value'        => 'ada@work.example',
			'Phone 1 - Label'         => 'Mobile',
			'Phone 1 - Value'         => '555 0100',
			'Phone 2 - Label'         => 'Main',
			'Phone 3 - Label'         => '',
			'Phone 3 - Value'         => '555 0102',
			'Address 1 - Label'       => '',
			'Address 1 - Street'      => '',
			'Address 2 - Label'       => 'Home',
			'Address 2 - Formatted'   => "12 St James's Square\nLondon, Greater London SW1Y 4JH",
			'Address 2 - Street'      => '12 St James\'s Square',
			'Address 2 - City'        => 'London',
			'Address 2 - PO Box'      => '',
			'Address 2 - Region'      => 'Greater London',
			'Address 2 - Postal Code' => 'SW1Y 4JH',
			'Address 2 - Country'     => '',
			'Website 1 - Label'       => 'Homepage',
			'Website 1 - Value'       => 'https://ada.example',
			'Website 2 - Label'       => 'LinkedIn',
			'Website 2 - Value'       => 'https://www.linkedin.com/in/ada',
			'Website 3 - Label'       => 'Twitter',
			'Website 3 - Value'       => 'https://x.com/ada',
			'Website 4 - Value'       => '',
			'Event 1 - Label'         => 'Anniversary',
			'Event 1 - Value'         => '1835-07-08',
			'Event 2 - Label'         => 'Met at the Analytical Society',
			'Event 2 - Value'         => '1833-06-05',
			'Event 3 - Label'         => '',
			'Event 3 - Value'         => '',
		), $row );
	}

	public function test_handles_are_written_as_their_address_on_the_network(): void {
		list( , , $rows ) = self::write(
			array(
				self::contact(
					array(
						'firstName' => 'Walker',
						'twitter'   => '@walkerq',
						'instagram' => 'walker.q',
						'linkedIn'  => 'in/walker-q',
					)
				),
			)
		);
		$this->assert_has(
			array(
				'Website 1 - Label' => 'LinkedIn',
				'Website 1 - Value' => 'https://www.linkedin.com/in/walker-q',
				'Website 2 - Label' => 'Instagram',
				'Website 2 - Value' => 'https://www.instagram.com/walker.q',
				'Website 3 - Label' => 'Twitter',
				'Website 3 - Value' => 'https://x.com/walkerq',
			),
			$rows[0]
		);
	}

	public function test_a_contact_with_nothing_but_a_name_still_belongs_to_my_contacts(): void {
		list( , , $rows ) = self::write( array( self::contact( array( 'company' => 'Acme' ) ) ) );
		$this->assertSame( '* myContacts', $rows[0]['Labels'] );
		$this->assertSame( 'Acme', $rows[0]['Organization Name'] );
		$this->assertSame( array( '' ), array_values( array_unique( array_diff_key( $rows[0], array_flip( array( 'Labels', 'Organization Name' ) ) ) ) ) );
	}

	public function test_birthdays_without_a_year_and_a_second_birthday(): void {
		$events           = array(
			array(
				'type'  => 'Birthday',
				'title' => 'Birthday',
				'date'  => '--07-01',
			),
			array(
				'type'  => 'Birthday',
				'title' => 'Twin\'s birthday',
				'date'  => '--02-29',
			),
			array(
				'type'  => 'Anniversary',
				'title' => 'Anniversary',
				'date'  => '--03-02',
			),
			array(
				'type'  => 'Other',
				'title' => '',
				'date'  => '2026-01-05',
			),
		);
		list( , , $rows ) = self::write( array( self::contact( array( 'firstName' => 'Bo' ), array(), array(), $events ) ), 4 );
		$this->assert_has(
			array(
				'Birthday'        => '--07-01',
				'Event 1 - Label' => 'Birthday',
				'Event 1 - Value' => '--02-29',
				'Event 2 - Label' => 'Anniversary',
				'Event 2 - Value' => '--03-02',
				'Event 3 - Label' => 'Other',
				'Event 3 - Value' => '2026-01-05',
			),
			$rows[0]
		);
	}

	/**
	 * Cells a spreadsheet would run get one apostrophe; the importer's rule (take one apostrophe off a cell that
	 * matches /^'+[=+\-@\t\r]/) gives back the exact text, whatever the cell held.
	 */
	public function test_formula_cells_are_neutralised_and_come_back_exactly(): void {
		$cases = array(
			'=HYPERLINK("http://evil.example","click")' => "'=HYPERLINK(\"http://evil.example\",\"click\")",
			'+1 555 0100'                                => "'+1 555 0100",
			'-2+3'                                       => "'-2+3",
			'@SUM(A1)'                                   => "'@SUM(A1)",
			"\tTabbed"                                   => "'\tTabbed",
			"\rReturn"                                   => "'\rReturn",
			"'=already quoted"                           => "''=already quoted",
			"''+twice"                                   => "'''+twice",
			"'plain apostrophe"                          => "'plain apostrophe",
			'a=b'                                        => 'a=b',
			'O\'Brien'                                   => 'O\'Brien',
			''                                           => '',
		);
		foreach ( $cases as $typed => $written ) {
			$this->assertSame( $written, Google_Csv_Writer::neutralise( $typed ), 'written: ' . $typed );
			$read = preg_match( "/^'+[=+\\-@\\t\\r]/", $written ) ? substr( $written, 1 ) : $written;
			$this->assertSame( $typed, $read, 'read back: ' . $typed );
		}

		$events           = array(
			array(
				'type'  => 'Birthday',
				'title' => 'Birthday',
				'date'  => '--07-01',
			),
			array(
				'type'  => 'Other',
				'title' => '=HYPERLINK("http://evil.example")',
				'date'  => '--01-02',
			),
		);
		list( , , $rows ) = self::write( array( self::contact( array( 'firstName' => '=cmd|\' /C calc\'!A0', 'phoneOne' => '+49 30 1234567', 'lastName' => '-' ), array( '@home' ), array( '=1+1' ), $events ) ) );
		$this->assert_has(
			array(
				'First Name'      => "'=cmd|' /C calc'!A0",
				'Last Name'       => "'-",
				'Phone 1 - Value' => "'+49 30 1234567",
				'Notes'           => "'=1+1",
				'Labels'          => '* myContacts ::: @home',
				'Birthday'        => '--07-01',
				'Event 1 - Label' => "'=HYPERLINK(\"http://evil.example\")",
				'Event 1 - Value' => '--01-02',
			),
			$rows[0]
		);
	}

	public function test_text_comes_back_exactly(): void {
		$note             = "She said \"yes\", then left;\nprice: <100k and >50k\r\nlink: https://maps.example/?q=caf%C3%A9%20Berlin\n\\N backslash \\\" quote\n\nשלום 👋";
		$values           = array(
			'firstName' => 'Zoë "Zed"',
			'lastName'  => 'O\'Neil, Jr.',
			'company'   => 'A\\B "Quotes", Inc.',
			'title'     => '%20 <b>not bold</b>',
		);
		list( , , $rows ) = self::write( array( self::contact( $values, array( 'Friends, close', 'Q"uote' ), array( $note ) ) ) );
		$this->assert_has(
			array(
				'First Name'         => 'Zoë "Zed"',
				'Last Name'          => 'O\'Neil, Jr.',
				'Organization Name'  => 'A\\B "Quotes", Inc.',
				'Organization Title' => '%20 <b>not bold</b>',
				'Notes'              => $note,
				'Labels'             => '* myContacts ::: Friends, close ::: Q"uote',
			),
			$rows[0]
		);
	}

	public function test_many_contacts_one_row_each(): void {
		$contacts = array();
		for ( $i = 1; $i <= 250; $i++ ) {
			$contacts[] = self::contact( array( 'firstName' => "Person {$i}", 'emailOne' => "p{$i}@example.test" ), array(), array( "Line 1\nLine 2 of {$i}" ) );
		}
		list( , , $rows ) = self::write( $contacts );
		$this->assertCount( 250, $rows );
		$this->assertSame( 'Person 250', $rows[249]['First Name'] );
		$this->assertSame( "Line 1\nLine 2 of 17", $rows[16]['Notes'] );
	}

	/**
	 * Asserts the row has exactly these cells.
	 *
	 * @param array<string, string> $expected Column => cell.
	 * @param array<string, string> $row      Row.
	 */
	private function assert_has( array $expected, array $row ): void {
		$actual = array();
		foreach ( array_keys( $expected ) as $column ) {
			$actual[ $column ] = $row[ $column ] ?? '(missing)';
		}
		$this->assertSame( $expected, $actual );
	}
}

<?php
/**
 * Vcard_Reader on files written the way iCloud.com, vCard 4.0 and vCard 2.1 writers write them: every field PRISM
 * has a place for arrives in it, the rest in readable note lines, a photo is read on its own as an image, a card that
 * cannot be read is rejected with its reason while the rest of the file goes on, and the cursor and memory hold up
 * on a 10,000-card file.
 *
 * @package Prism
 */

namespace Prism\Tests\Import;

use PHPUnit\Framework\TestCase;
use Prism\Import\Vcard_Photo;
use Prism\Import\Vcard_Reader;
use Prism\Tests\Support\Images;

require_once dirname( __DIR__ ) . '/Support/Images.php';

/**
 * Reading vCard files.
 */
final class VcardReaderTest extends TestCase {

	private const FIXTURES = __DIR__ . '/../../fixtures/import/';

	/**
	 * All records of a fixture file, read at once.
	 *
	 * @param string $file File name in tests/fixtures/import.
	 * @return array<int, array<string, mixed>>
	 */
	private function records_of( string $file ): array {
		return $this->read_all( $this->stream( (string) file_get_contents( self::FIXTURES . $file ) ), 1000 );
	}

	/**
	 * A php://temp stream holding the text.
	 *
	 * @param string $text Text.
	 * @return resource
	 */
	private function stream( string $text ) {
		$stream = fopen( 'php://temp', 'w+b' );
		fwrite( $stream, $text );
		rewind( $stream );
		return $stream;
	}

	/**
	 * Every record of a stream, read in batches of $batch, the cursor passed through JSON as the job stores it.
	 *
	 * @param resource $stream Stream.
	 * @param int      $batch  Records per read.
	 * @return array<int, array<string, mixed>>
	 */
	private function read_all( $stream, int $batch ): array {
		$reader  = new Vcard_Reader();
		$cursor  = array();
		$records = array();
		for ( $reads = 0; $reads < 100000; $reads++ ) {
			$result  = $reader->read( $stream, $cursor, $batch );
			$records = array_merge( $records, $result['records'] );
			$cursor  = json_decode( (string) wp_json_encode( $result['cursor'] ), true );
			if ( $result['finished'] ) {
				return $records;
			}
		}
		$this->fail( 'The reader never finished.' );
	}

	/**
	 * The values a record filled (empty ones left out).
	 *
	 * @param array<string, mixed> $record Record.
	 * @return array<string, string>
	 */
	private function filled( array $record ): array {
		return array_filter( $record['values'], static fn( string $value ) => '' !== $value );
	}

	public function test_an_icloud_card_brings_every_field_into_its_place_and_the_rest_into_the_note(): void {
		$records = $this->records_of( 'icloud-export.vcf' );
		$this->assertCount( 5, $records );
		$johnny = $records[0];
		$this->assertSame( 1, $johnny['row'] );
		$this->assertNull( $johnny['problem'] );
		$this->assertSame(
			array(
				'firstName'       => 'Johnny',
				'lastName'        => 'Appleseed',
				'title'           => 'Senior Manager, Retail',
				'company'         => 'Apple Inc.',
				'emailOne'        => 'johnny.appleseed@icloud.example',
				'emailOneType'    => 'Home',
				'phoneOne'        => '+1 (408) 555-0134',
				'phoneOneType'    => 'Mobile',
				'addressOne'      => '1 Infinite Loop, Building 4, Floor 2',
				'addressOneType'  => 'Home',
				'addressOneCity'  => 'Cupertino',
				'addressOneState' => 'CA',
				'addressOneZip'   => '95014',
				'emailTwo'        => 'jappleseed@apple.example',
				'emailTwoType'    => 'Work',
				'phoneTwo'        => '(408) 555-0100',
				'phoneTwoType'    => 'Work',
				'addressTwo'      => 'One Apple Park Way',
				'addressTwoType'  => 'Work',
				'addressTwoCity'  => 'Cupertino',
				'addressTwoState' => 'CA',
				'addressTwoZip'   => '95014',
				'emailThree'      => 'johnny@orchard.example',
				'emailThreeType'  => 'Other',
				'phoneThree'      => '+1 408 555 0111',
				'phoneThreeType'  => 'Main',
				'linkedIn'        => 'https://www.linkedin.com/in/johnny-appleseed',
				'twitter'         => 'http://twitter.com/johnnyapple',
				'website'         => 'https://orchard.example/blog',
			),
			$this->filled( $johnny )
		);
		$this->assertSame( array( 'Friends', 'Board, Advisory' ), $johnny['categories'], 'An escaped comma stays inside its category.' );
		$this->assertSame(
			array(
				array(
					'type'  => 'Birthday',
					'title' => 'Birthday',
					'date'  => '--07-01',
				),
				array(
					'type'  => 'Anniversary',
					'title' => 'Anniversary',
					'date'  => '2012-06-15',
				),
			),
			$johnny['events'],
			'X-APPLE-OMIT-YEAR=1604 means the year is not known; X-ABDATE labelled Anniversary is one.'
		);
		$this->assertSame( array( "Met at WWDC, 2019 in San José.\nLikes apples; pears too.\n\nAsk about the orchard: \\o/ 100% organic." ), $johnny['notes'] );
		foreach ( array(
			'Middle name: Quincy',
			'Name prefix: Dr.',
			'Name suffix: Jr.',
			'Nickname: Johnny Apples',
			'Department: Retail Operations',
			'Messaging (Skype): johnny.apple',
			'Phonetic last name: APP-el-seed',
			'Phone (Work fax): (408) 555-0199',
			'Country of address 1 (Home): United States',
			'Website (Blog): https://orchard.example/blog',
		) as $line ) {
			$this->assertContains( $line, $johnny['extra'] );
		}
		$this->assertSame( array( array( 'kind' => 'spouse', 'label' => '', 'name' => 'Jane Appleseed' ) ), $johnny['relations'], 'X-ABRELATEDNAMES: a relationship, not a note line' );
	}

	public function test_a_photo_is_read_apart_from_the_rest_of_the_card(): void {
		$records = $this->records_of( 'icloud-export.vcf' );
		$photos  = 0;
		foreach ( $records as $record ) {
			if ( isset( $record['photo'] ) ) {
				++$photos;
				$size = getimagesizefromstring( $record['photo'] );
				$this->assertSame( array( 96, 96, 'image/jpeg' ), array( $size[0], $size[1], $size['mime'] ), 'the image itself, decoded' );
			}
			unset( $record['photo'] );
			$json = (string) wp_json_encode( $record );
			$this->assertStringNotContainsString( '/9j/', $json, 'no base64 anywhere else' );
			$this->assertStringNotContainsStringIgnoringCase( 'photo', $json );
			$this->assertLessThan( 3000, strlen( $json ) );
		}
		$this->assertSame( 2, $photos );
		$this->assertSame( 'Hiroshi', $records[4]['values']['firstName'] );
		$this->assertSame( array( 'Friends' ), $records[4]['categories'], 'The property after a photo is read.' );
	}

	public function test_a_company_card_has_no_person_name_and_keeps_its_departments(): void {
		$company = $this->records_of( 'icloud-export.vcf' )[1];
		$this->assertNull( $company['problem'] );
		$this->assertSame( '', $company['values']['firstName'] );
		$this->assertSame( '', $company['values']['lastName'] );
		$this->assertSame( 'Müller & Söhne Maschinenbau GmbH', $company['values']['company'] );
		$this->assertSame( 'Leopoldstraße 244', $company['values']['addressOne'], 'A folded line split inside a UTF-8 character is whole again.' );
		$this->assertSame( 'München', $company['values']['addressOneCity'] );
		$this->assertSame( 'Main', $company['values']['phoneOneType'] );
		$this->assertContains( 'Department: Vertrieb, Export', $company['extra'] );
		$this->assertContains( 'Country of address 1 (Work): Deutschland', $company['extra'] );
	}

	public function test_apple_labels_and_custom_labels_are_kept(): void {
		$chidinma = $this->records_of( 'icloud-export.vcf' )[2];
		$this->assertSame( '+234 803 555 0199', $chidinma['values']['phoneOne'], 'The preferred number takes the first slot.' );
		$this->assertSame( 'Mobile', $chidinma['values']['phoneOneType'], 'IPHONE is a mobile.' );
		$this->assertSame( 'Other', $chidinma['values']['phoneTwoType'] );
		$this->assertSame( 'Other', $chidinma['values']['emailTwoType'] );
		$this->assertSame( 'https://www.linkedin.com/in/chidinma-okafor', $chidinma['values']['linkedIn'], 'A social profile given by user name becomes its address.' );
		$this->assertSame(
			array(
				array(
					'type'  => 'Birthday',
					'title' => 'Birthday',
					'date'  => '1990-11-22',
				),
				array(
					'type'  => 'Other',
					'title' => 'Graduation',
					'date'  => '2014-09-01',
				),
			),
			$chidinma['events']
		);
		foreach ( array(
			'Email (School): c.okafor@university.example',
			'Email: chidi.o@mail.example',
			'Phone (Home fax): +234 803 555 0147',
			'Phone (Pager): +234 803 555 0148',
			'Social profile (Flickr): chidi_pics',
			'Messaging (AIM): chidi1990',
		) as $line ) {
			$this->assertContains( $line, $chidinma['extra'] );
		}
		$this->assertSame( array( array( 'kind' => 'parent', 'label' => 'Mother', 'name' => 'Ngozi Okafor' ) ), $chidinma['relations'], 'Apple\'s _$!<Mother>!$_: a parent, the label kept' );
	}

	public function test_escaped_text_arrives_exactly_and_unknown_properties_are_kept_readably(): void {
		$zoe = $this->records_of( 'icloud-export.vcf' )[3];
		$this->assertSame( 'Zoë', $zoe['values']['firstName'] );
		$this->assertSame( "O'Brien-Łukasiewicz", $zoe['values']['lastName'] );
		$this->assertSame( 'Fjord & Fell Ltd.', $zoe['values']['company'] );
		$this->assertSame( '--02-29', $zoe['events'][0]['date'] );
		$this->assertSame( array( 'Conference 2024', 'Leads' ), $zoe['categories'] );
		$this->assertSame(
			array( "Long conversation at the Dublin summit about supply chains, cold storage and the new harbour tariffs; she will send the report in March.\nFollow up by email – she prefers that to calls.\nFavourite café: Bewley’s, Grafton Street." ),
			$zoe['notes']
		);
		$this->assertSame( array( 'Favourite food: Colcannon' ), $zoe['extra'] );
	}

	public function test_vcard_4_cards_are_read(): void {
		$records = $this->records_of( 'vcard40.vcf' );
		$this->assertCount( 2, $records );
		$ana = $records[0];
		$this->assertSame( 'ana@lee.example', $ana['values']['emailOne'], 'PREF=1 comes first.' );
		$this->assertSame( 'Home', $ana['values']['emailOneType'] );
		$this->assertSame( '+1-555-555-0123', $ana['values']['phoneOne'] );
		$this->assertSame( 'Mobile', $ana['values']['phoneOneType'], 'TYPE="cell,voice" is a mobile.' );
		$this->assertSame( '+1-555-555-0100 ext. 42', $ana['values']['phoneTwo'] );
		$this->assertSame( 'Work', $ana['values']['phoneTwoType'] );
		$this->assertSame( 'https://www.instagram.com/ana.lee.studio/', $ana['values']['instagram'] );
		$this->assertSame( array( '--07-01', '2010-06-15' ), array_column( $ana['events'], 'date' ) );
		$this->assertSame( array( 'Birthday', 'Anniversary' ), array_column( $ana['events'], 'type' ) );
		$this->assertSame( array( 'Design', 'Clients' ), $ana['categories'] );
		foreach ( array( 'Middle name: María', 'Gender: F', 'Messaging (XMPP): ana@chat.example' ) as $line ) {
			$this->assertContains( $line, $ana['extra'] );
		}
		$this->assertSame( array( array( 'kind' => 'spouse', 'label' => '', 'name' => 'Sam Lee' ) ), $ana['relations'], 'RELATED;TYPE=spouse' );
		$this->assertStringNotContainsString( 'base64', (string) wp_json_encode( $ana ) );
		$this->assertSame( 'Studio Nord', $records[1]['values']['company'] );
		$this->assertSame( '', $records[1]['values']['firstName'], 'An organisation\'s FN is its company, not a person\'s name.' );
	}

	public function test_vcard_2_1_quoted_printable_is_decoded(): void {
		$records = $this->records_of( 'vcard21.vcf' );
		$this->assertCount( 1, $records );
		$joerg = $records[0];
		$this->assertSame( 'Jörg', $joerg['values']['firstName'] );
		$this->assertSame( 'Müller', $joerg['values']['lastName'] );
		$this->assertSame( 'Straße des 17. Juni 1', $joerg['values']['addressOne'] );
		$this->assertSame( 'Mobile', $joerg['values']['phoneOneType'] );
		$this->assertSame( 'Home', $joerg['values']['phoneTwoType'] );
		$this->assertSame( 'Work', $joerg['values']['emailOneType'] );
		$this->assertSame( array( "Erste Zeile\nZweite Zeile mit äöü und einer langen Fortsetzung" ), $joerg['notes'] );
		$this->assertSame( '1975-03-09', $joerg['events'][0]['date'], 'The property after a 2.1 photo (ended by a blank line) is read.' );
	}

	public function test_a_card_that_cannot_be_read_is_rejected_with_its_reason_and_the_file_goes_on(): void {
		$records = $this->records_of( 'broken.vcf' );
		$this->assertSame( array( 1, 2, 3, 4, 5, 6, 7 ), array_column( $records, 'row' ) );
		$problems = array_column( $records, 'problem' );
		$this->assertNull( $problems[0] );
		$this->assertSame( 'The card of “Broken Bob” could not be read: the line “this line is not a property” does not follow the vCard format.', $problems[1] );
		$this->assertNull( $problems[2] );
		$this->assertSame( 'The card of “Ending Lost” is cut short: it has no END:VCARD line. Export the contacts again.', $problems[3] );
		$this->assertSame( 'This card is the group “Friends” of the address book, not a contact.', $problems[4] );
		$this->assertNull( $problems[5] );
		$this->assertSame( 'The card of “Short Cut” is cut short: it has no END:VCARD line. Export the contacts again.', $problems[6] );
		$this->assertSame( array( 'good.first@example.com', '', 'good.second@example.com', '', '', 'good.third@example.com', '' ), array_map( static fn( array $r ) => $r['values']['emailOne'], $records ) );
	}

	public function test_reading_in_batches_from_the_cursor_gives_the_same_records_as_reading_at_once(): void {
		foreach ( array( 'icloud-export.vcf', 'broken.vcf', 'vcard40.vcf' ) as $file ) {
			$text = (string) file_get_contents( self::FIXTURES . $file );
			$all  = $this->read_all( $this->stream( $text ), 1000 );
			$this->assertSame( $all, $this->read_all( $this->stream( $text ), 2 ), $file );
			$this->assertSame( $all, $this->read_all( $this->stream( $text ), 1 ), $file );
		}
	}

	public function test_a_batch_read_again_from_its_cursor_gives_the_same_records(): void {
		$stream = $this->stream( (string) file_get_contents( self::FIXTURES . 'icloud-export.vcf' ) );
		$reader = new Vcard_Reader();
		$first  = $reader->read( $stream, array(), 2 );
		$this->assertFalse( $first['finished'] );
		$this->assertSame( 2, $first['cursor']['card'] );
		$second = $reader->read( $stream, $first['cursor'], 2 );
		$again  = $reader->read( $stream, $first['cursor'], 2 );
		$this->assertSame( $second, $again );
		$this->assertSame( array( 3, 4 ), array_column( $second['records'], 'row' ) );
		$last = $reader->read( $stream, $second['cursor'], 2 );
		$this->assertTrue( $last['finished'], 'The last card read says the file is finished.' );
		$this->assertSame( array( 5 ), array_column( $last['records'], 'row' ) );
		$this->assertSame( array(), $reader->read( $stream, $last['cursor'], 2 )['records'] );
	}

	public function test_line_endings_do_not_matter(): void {
		$crlf = (string) file_get_contents( self::FIXTURES . 'icloud-export.vcf' );
		$this->assertStringContainsString( "\r\n ", $crlf, 'The fixture has folded lines.' );
		$this->assertSame(
			$this->read_all( $this->stream( $crlf ), 1000 ),
			$this->read_all( $this->stream( str_replace( "\r\n", "\n", $crlf ) ), 1000 )
		);
	}

	public function test_count_counts_the_cards(): void {
		$this->assertSame( 5, Vcard_Reader::count( $this->stream( (string) file_get_contents( self::FIXTURES . 'icloud-export.vcf' ) ) ) );
		$this->assertSame( 7, Vcard_Reader::count( $this->stream( (string) file_get_contents( self::FIXTURES . 'broken.vcf' ) ) ) );
	}

	public function test_a_photo_larger_than_prism_takes_is_let_go_as_it_is_read(): void {
		$photo  = str_repeat( 'QUJDRA', 2700000 ); // 16.2 MB on one line, as some vCard 2.1 writers leave it.
		$stream = $this->stream( "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Large;Photo;;;\r\nPHOTO;ENCODING=b;TYPE=JPEG:{$photo}\r\nEMAIL:large@example.com\r\nEND:VCARD\r\n" );
		unset( $photo );
		memory_reset_peak_usage();
		$before  = memory_get_usage();
		$records = ( new Vcard_Reader() )->read( $stream, array(), 10 )['records'];
		$this->assertLessThan( Vcard_Photo::MAX_TEXT + 1024 * 1024, memory_get_peak_usage() - $before, 'at most Vcard_Photo::MAX_TEXT of it is held' );
		$this->assertSame( 'large@example.com', $records[0]['values']['emailOne'] );
		$this->assertArrayNotHasKey( 'photo', $records[0] );
		$this->assertContains( 'Photo: not kept (larger than 10 MB)', $records[0]['extra'] );
	}

	public function test_a_photo_that_is_no_image_is_named_in_the_note(): void {
		$stream  = $this->stream( "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Odd;Photo;;;\r\nPHOTO;ENCODING=b;TYPE=JPEG:" . str_repeat( 'QUJDRA', 800000 ) . "\r\nEMAIL:odd@example.com\r\nEND:VCARD\r\n" );
		$records = ( new Vcard_Reader() )->read( $stream, array(), 10 )['records'];
		$this->assertArrayNotHasKey( 'photo', $records[0] );
		$this->assertContains( 'Photo: not kept (not an image PRISM can read)', $records[0]['extra'] );
	}

	public function test_a_batch_of_photos_ends_early_to_keep_memory_bounded(): void {
		// A real JPEG with 3 MB after its end (ignored by image readers): a large photo, cheap to make.
		$photo = chunk_split( base64_encode( Images::jpeg( 40, 40 ) . random_bytes( 3 * 1024 * 1024 ) ), 74, "\r\n " ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- a vCard photo.
		$text  = '';
		for ( $i = 1; $i <= 12; $i++ ) {
			$text .= "BEGIN:VCARD\r\nVERSION:3.0\r\nN:P{$i};Test;;;\r\nPHOTO;ENCODING=b;TYPE=JPEG:" . rtrim( $photo ) . "\r\nEND:VCARD\r\n";
		}
		$reader = new Vcard_Reader();
		$stream = $this->stream( $text );
		$first  = $reader->read( $stream, array(), 500 );
		$this->assertCount( 6, $first['records'], 'the batch ends after the card that takes its photos past 16 MB' );
		$this->assertFalse( $first['finished'] );
		$second = $reader->read( $stream, $first['cursor'], 500 );
		$this->assertCount( 6, $second['records'] );
		$this->assertSame( 'P12', $second['records'][5]['values']['lastName'] );
		$this->assertTrue( $second['finished'] );
	}

	public function test_memory_stays_flat_on_ten_thousand_cards(): void {
		$stream = fopen( 'php://temp', 'w+b' );
		$photo  = implode( "\r\n ", str_split( base64_encode( random_bytes( 6000 ) ), 74 ) );
		for ( $i = 1; $i <= 10000; $i++ ) {
			fwrite(
				$stream,
				"BEGIN:VCARD\r\nVERSION:3.0\r\nPRODID:-//Apple Inc.//iCloud Web Address Book 2415B33//EN\r\nN:Person{$i};Test;;;\r\n"
				. "FN:Test Person{$i}\r\nORG:Company {$i};Sales\r\nEMAIL;type=INTERNET;type=HOME;type=pref:person{$i}@example.com\r\n"
				. sprintf( "item1.TEL:+1 555 01%05d\r\n", $i ) . "item1.X-ABLabel:_\$!<Mobile>!\$_\r\nNOTE:Note {$i}\\, with a comma.\r\n"
				. ( 0 === $i % 10 ? "PHOTO;ENCODING=b;TYPE=JPEG:{$photo}\r\n" : '' ) . "END:VCARD\r\n"
			);
		}
		$this->assertSame( 10000, Vcard_Reader::count( $stream ) );
		$reader = new Vcard_Reader();
		$cursor = array();
		$rows   = 0;
		$usage  = array();
		memory_reset_peak_usage();
		$start = memory_get_usage();
		do {
			$result = $reader->read( $stream, $cursor, 500 );
			$cursor = $result['cursor'];
			foreach ( $result['records'] as $record ) {
				++$rows;
				$this->assertSame( "person{$rows}@example.com", $record['values']['emailOne'] );
			}
			unset( $result['records'] );
			gc_collect_cycles();
			$usage[] = memory_get_usage();
		} while ( ! $result['finished'] );
		$this->assertSame( 10000, $rows );
		$this->assertSame( 10000, $cursor['card'] );
		$this->assertLessThan( 256 * 1024, max( array_slice( $usage, 2 ) ) - $usage[1], 'Memory does not grow with the number of cards read.' );
		$this->assertLessThan( 8 * 1024 * 1024, memory_get_peak_usage() - $start, 'A batch of 500 cards takes a few megabytes at most.' );
	}

	public function test_a_shown_name_that_only_repeats_an_email_or_the_company_is_not_taken_as_the_name(): void {
		$records = $this->read_all(
			$this->stream( "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:only@example.test\r\nEMAIL;TYPE=INTERNET:only@example.test\r\nEND:VCARD\r\nBEGIN:VCARD\r\nVERSION:3.0\r\nFN:Acme Inc\r\nORG:Acme Inc\r\nEND:VCARD\r\nBEGIN:VCARD\r\nVERSION:3.0\r\nFN:Jane Doe\r\nEMAIL:jane@example.test\r\nEND:VCARD\r\n" ),
			10
		);
		$this->assertSame( '', $records[0]['values']['firstName'] ?? '' );
		$this->assertSame( 'only@example.test', $records[0]['values']['emailOne'] );
		$this->assertSame( '', $records[1]['values']['firstName'] ?? '' );
		$this->assertSame( 'Acme Inc', $records[1]['values']['company'] );
		$this->assertSame( array( 'Jane', 'Doe' ), array( $records[2]['values']['firstName'], $records[2]['values']['lastName'] ) );
	}
}

<?php
/**
 * Other contact lists (Outlook, spreadsheets): columns by their usual names, case and punctuation ignored;
 * Windows-1252 text read right; Outlook's "nothing" values left out; every other column kept as "Column: value";
 * semicolon-separated files; a whole name split.
 *
 * @package Prism
 */

namespace Prism\Tests\Import;

require_once __DIR__ . '/Import_Test_Case.php';

/**
 * Generic CSV reading.
 */
final class GenericCsvTest extends Import_Test_Case {

	public function test_an_outlook_export_in_windows_1252_lands_in_its_fields(): void {
		$records = $this->records( $this->fixture( 'outlook.csv' ), 'iCloud CSV', 'csv' );
		// Jürgen's note holds one line break.
		$this->assertSame( array( 2, 4 ), array_keys( $records ) );
		$jurgen = $records[2];
		$values = $jurgen['values'];
		$this->assertSame( 'Jürgen', $values['firstName'] );
		$this->assertSame( 'Müller', $values['lastName'] );
		$this->assertSame( 'Müller GmbH', $values['company'] );
		$this->assertSame( 'Geschäftsführer', $values['title'], 'Job Title is the title' );
		$this->assertSame( 'juergen@mueller.example', $values['emailOne'] );
		$this->assertSame( 'jm@private.example', $values['emailTwo'] );
		$this->assertSame( array( '+49 171 1234567', 'Mobile' ), array( $values['phoneOne'], $values['phoneOneType'] ) );
		$this->assertSame( array( '+49 30 987654', 'Work' ), array( $values['phoneTwo'], $values['phoneTwoType'] ) );
		$this->assertSame( array( '+49 30 987655', 'Other' ), array( $values['phoneThree'], $values['phoneThreeType'] ) );
		$this->assertSame( array( 'Hauptstraße 5', 'Berlin', '10115', 'Home' ), array( $values['addressOne'], $values['addressOneCity'], $values['addressOneZip'], $values['addressOneType'] ) );
		$this->assertSame( 'http://www.mueller.example/', $values['website'] );
		$this->assertSame( array( 'Kunden', 'VIP' ), $jurgen['categories'], "Outlook's categories are separated by ';'" );
		$this->assertSame( array( "Café owner\r\nPrefers calls" ), $jurgen['notes'] );
		$this->assertSame(
			array(
				array(
					'type'  => 'Birthday',
					'title' => 'Birthday',
					'date'  => '1970-11-22',
				),
			),
			$jurgen['events'],
			'11/22/1970 can only be November 22; 0/0/00 is no date'
		);
		$this->assertSame(
			array( 'Name prefix: Dr.', 'Spouse: Anna', 'Department: Leitung', 'Phone (Business Fax): +49 30 987655', 'Country of address 1 (Home): Germany' ),
			$jurgen['extra'],
			"Outlook's Unspecified, Normal and False say nothing and are left out"
		);

		$pat = $records[4];
		$this->assertSame( array( '1 Infinite Loop', 'Cupertino', 'CA', '95014', 'Work' ), array( $pat['values']['addressOne'], $pat['values']['addressOneCity'], $pat['values']['addressOneState'], $pat['values']['addressOneZip'], $pat['values']['addressOneType'] ) );
		$this->assertSame( array( 'Gender: Female' ), $pat['extra'] );
	}

	public function test_plain_columns_a_whole_name_and_unknown_columns(): void {
		$csv     = "Name,E-Mail,Phone,Company,Twitter,LinkedIn Profile,Favourite Colour,Tags\n"
			. "Jane Doe,jane@example.com,555-0100,Acme,@janedoe,linkedin.com/in/janedoe,Teal,Friends; Board\n"
			. "\n"
			. ",,,,,,,\n"
			. "Cher,,,,,,,\n"
			. "Bob,bob@example.com,,,,,,,extra cell\n";
		$records = $this->records( $this->temporary( $csv ), 'iCloud CSV', 'csv' );
		$this->assertSame( array( 2, 5, 6 ), array_keys( $records ), 'blank lines and empty rows hold nothing and are skipped' );
		$jane = $records[2];
		$this->assertSame( array( 'Jane', 'Doe' ), array( $jane['values']['firstName'], $jane['values']['lastName'] ) );
		$this->assertSame( 'jane@example.com', $jane['values']['emailOne'] );
		$this->assertSame( '555-0100', $jane['values']['phoneOne'] );
		$this->assertSame( 'Acme', $jane['values']['company'] );
		$this->assertSame( 'linkedin.com/in/janedoe', $jane['values']['linkedIn'] );
		$this->assertSame( '', $jane['values']['twitter'], 'a handle is not a web address' );
		$this->assertSame( array( 'Twitter: @janedoe', 'Favourite Colour: Teal' ), $jane['extra'] );
		$this->assertSame( array( 'Friends', 'Board' ), $jane['categories'] );
		$this->assertSame( array( 'Cher', '' ), array( $records[5]['values']['firstName'], $records[5]['values']['lastName'] ) );
		$this->assertSame( array( 'Column 9: extra cell' ), $records[6]['extra'], 'a cell beyond the header is kept' );
	}

	public function test_a_semicolon_separated_file_is_read(): void {
		$csv     = "Vorname;Nachname;First Name;Last Name;Email;Telefon\nx;y;Anna;Schmidt;anna@example.de;030 1234\n";
		$records = $this->records( $this->temporary( $csv ), 'iCloud CSV', 'csv' );
		$this->assertSame( 'Anna', $records[2]['values']['firstName'] );
		$this->assertSame( 'anna@example.de', $records[2]['values']['emailOne'] );
		$this->assertSame( array( 'Vorname: x', 'Nachname: y', 'Telefon: 030 1234' ), $records[2]['extra'] );
	}

	public function test_headers_are_matched_ignoring_case_and_punctuation(): void {
		$csv     = "FIRST_NAME,last-name,EMAIL ADDRESS,Mobile Phone,Job Title,Organization\nLi,Wei,li@example.cn,+86 10 1234 5678,Engineer,Tencent\n";
		$values  = $this->records( $this->temporary( $csv ), 'iCloud CSV', 'csv' )[2]['values'];
		$this->assertSame( array( 'Li', 'Wei', 'li@example.cn', '+86 10 1234 5678', 'Mobile', 'Engineer', 'Tencent' ), array( $values['firstName'], $values['lastName'], $values['emailOne'], $values['phoneOne'], $values['phoneOneType'], $values['title'], $values['company'] ) );
	}

	public function test_dates_are_read_in_the_forms_people_write_and_kept_as_text_otherwise(): void {
		$dates   = array(
			'1990-11-22'   => '1990-11-22',
			'--07-01'      => '--07-01',
			'19901122'     => '1990-11-22',
			'1990/11/22'   => '1990-11-22',
			'22 Nov 1990'  => '1990-11-22',
			'Nov 22, 1990' => '1990-11-22',
			'22/11/1990'   => '1990-11-22',
			'11/22/1990'   => '1990-11-22',
			'04/04/1990'   => '1990-04-04',
			'03/04/1990'   => null,
			'31 Feb 1990'  => null,
			'last summer'  => null,
		);
		$csv     = "Name,Birthday\n";
		foreach ( array_keys( $dates ) as $i => $date ) {
			$csv .= "Person {$i},\"{$date}\"\n";
		}
		$records = array_values( $this->records( $this->temporary( $csv ), 'iCloud CSV', 'csv' ) );
		foreach ( array_values( $dates ) as $i => $expected ) {
			$raw = array_keys( $dates )[ $i ];
			if ( null === $expected ) {
				$this->assertSame( array(), $records[ $i ]['events'], $raw );
				$this->assertSame( array( 'Birthday: ' . $raw ), $records[ $i ]['extra'], $raw );
			} else {
				$this->assertSame( $expected, $records[ $i ]['events'][0]['date'] ?? null, $raw );
			}
		}
	}
}

<?php
/**
 * LinkedIn's Connections.csv: a 'Notes:' preamble of any length before the header (its lines count in the row
 * numbers), the profile URL into linkedIn, 'Connected On' kept verbatim, missing emails, the older export without
 * a URL column.
 *
 * @package Prism
 */

namespace Prism\Tests\Import;

require_once __DIR__ . '/Import_Test_Case.php';

/**
 * LinkedIn CSV reading.
 */
final class LinkedInCsvTest extends Import_Test_Case {

	public function test_the_preamble_is_skipped_and_counted_in_the_row_numbers(): void {
		$records = $this->records( $this->fixture( 'linkedin-connections.csv' ), 'LinkedIn CSV', 'linkedin' );
		// Notes:, the quoted paragraph, a blank line, the header: the first connection is on line 5.
		$this->assertSame( array( 5, 6, 7, 8 ), array_keys( $records ) );
	}

	public function test_a_connection_keeps_its_profile_company_position_and_connected_on(): void {
		$jane = $this->records( $this->fixture( 'linkedin-connections.csv' ), 'LinkedIn CSV', 'linkedin' )[5];
		$this->assertSame( 'Jane', $jane['values']['firstName'] );
		$this->assertSame( 'Doe', $jane['values']['lastName'] );
		$this->assertSame( 'https://www.linkedin.com/in/jane-doe-12345', $jane['values']['linkedIn'] );
		$this->assertSame( 'Acme Corp', $jane['values']['company'] );
		$this->assertSame( 'VP, Sales', $jane['values']['title'] );
		$this->assertSame( '', $jane['values']['emailOne'], 'LinkedIn often gives no email' );
		$this->assertSame( array( 'Connected On: 12 Mar 2024' ), $jane['extra'] );
		$this->assertNull( $jane['problem'] );
	}

	public function test_emails_quotes_and_escaped_urls_are_kept(): void {
		$records = $this->records( $this->fixture( 'linkedin-connections.csv' ), 'LinkedIn CSV', 'linkedin' );
		$this->assertSame( 'rahul@example.in', $records[6]['values']['emailOne'] );
		$this->assertSame( '', $records[6]['values']['emailOneType'] );
		$this->assertSame( 'Senior Engineer "Platform"', $records[6]['values']['title'] );
		$this->assertSame( 'Chloé', $records[7]['values']['firstName'] );
		$this->assertSame( 'https://www.linkedin.com/in/chlo%C3%A9-martin', $records[7]['values']['linkedIn'] );
	}

	public function test_a_connection_without_a_name_is_rejected_with_a_reason(): void {
		$private = $this->records( $this->fixture( 'linkedin-connections.csv' ), 'LinkedIn CSV', 'linkedin' )[8];
		$this->assertSame( 'No name, company or email.', $private['problem'] );
	}

	public function test_the_older_export_has_a_longer_preamble_and_no_url_column(): void {
		$records = $this->records( $this->fixture( 'linkedin-connections-older.csv' ), 'LinkedIn CSV', 'linkedin' );
		// Notes:, a paragraph over three lines, a blank line, the header on line 6.
		$this->assertSame( array( 7, 8 ), array_keys( $records ) );
		$this->assertSame( 'sam@example.com', $records[7]['values']['emailOne'] );
		$this->assertSame( 'CTO', $records[7]['values']['title'] );
		$this->assertSame( 'Globex', $records[7]['values']['company'] );
		$this->assertSame( '', $records[7]['values']['linkedIn'] );
		$this->assertSame( array( 'Connected On: 3 Sep 2019' ), $records[7]['extra'] );
		$this->assertSame( 'García', $records[8]['values']['lastName'] );
	}

	public function test_a_file_without_the_preamble_is_still_linkedin(): void {
		$path    = $this->temporary( "First Name,Last Name,URL,Email Address,Company,Position,Connected On\r\nAmy,Wu,https://www.linkedin.com/in/amy-wu,,Acme,CEO,02 Jan 2025\r\n" );
		$records = $this->records( $path, 'LinkedIn CSV', 'linkedin' );
		$this->assertSame( array( 2 ), array_keys( $records ) );
		$this->assertSame( 'https://www.linkedin.com/in/amy-wu', $records[2]['values']['linkedIn'] );
	}
}

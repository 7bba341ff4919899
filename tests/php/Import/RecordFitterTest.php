<?php
/**
 * Record_Fitter: what a reader found becomes a record: three slots per kind in file order without repeats, the rest
 * and every label PRISM has no type for in readable extra lines, web addresses routed by host, countries and bad
 * dates kept as text, categories cleaned, and a problem for a row that names nobody.
 *
 * @package Prism
 */

namespace Prism\Tests\Import;

use PHPUnit\Framework\TestCase;
use Prism\Import\Record_Fitter;

/**
 * Fitting found values into a record.
 */
final class RecordFitterTest extends TestCase {

	public function test_a_plain_contact_fills_the_first_slots_and_every_field_is_present(): void {
		$record = Record_Fitter::fit(
			array(
				'row'       => 2,
				'firstName' => ' Ada ',
				'lastName'  => 'Lovelace',
				'title'     => 'Analyst',
				'company'   => 'Engines Ltd',
				'emails'    => array(
					array(
						'value' => 'ada@example.com',
						'type'  => 'Work',
						'label' => 'Work',
					),
				),
				'phones'    => array(
					array(
						'value' => '+44 20 7946 0000',
						'type'  => 'Mobile',
						'label' => '',
					),
				),
			)
		);
		$this->assertSame( 2, $record['row'] );
		$this->assertSame( 'Ada', $record['values']['firstName'] );
		$this->assertSame( 'Engines Ltd', $record['values']['company'] );
		$this->assertSame( 'ada@example.com', $record['values']['emailOne'] );
		$this->assertSame( 'Work', $record['values']['emailOneType'] );
		$this->assertSame( '+44 20 7946 0000', $record['values']['phoneOne'] );
		$this->assertSame( 'Mobile', $record['values']['phoneOneType'] );
		$this->assertSame( '', $record['values']['emailTwo'] );
		$this->assertSame( '', $record['values']['website'] );
		$this->assertArrayHasKey( 'addressThreeZip', $record['values'] );
		$this->assertSame( array(), $record['extra'] );
		$this->assertNull( $record['problem'] );
	}

	public function test_a_fourth_email_goes_to_extra_and_repeats_are_dropped(): void {
		$emails = array();
		foreach ( array( 'a@x.com', 'B@x.com', 'b@X.com', 'c@x.com', 'd@x.com' ) as $i => $email ) {
			$emails[] = array(
				'value' => $email,
				'type'  => '',
				'label' => 0 === $i ? '* Home' : 'Home',
			);
		}
		$record = Record_Fitter::fit(
			array(
				'firstName' => 'A',
				'emails'    => $emails,
			)
		);
		$this->assertSame( 'a@x.com', $record['values']['emailOne'] );
		$this->assertSame( 'Home', $record['values']['emailOneType'] );
		$this->assertSame( 'B@x.com', $record['values']['emailTwo'] );
		$this->assertSame( 'c@x.com', $record['values']['emailThree'] );
		$this->assertSame( array( 'Email (Home): d@x.com' ), $record['extra'] );
	}

	public function test_a_label_without_a_prism_type_gives_other_and_is_kept_in_extra(): void {
		$record = Record_Fitter::fit(
			array(
				'firstName' => 'A',
				'phones'    => array(
					array(
						'value' => '555 0100',
						'type'  => '',
						'label' => 'Pager',
					),
					array(
						'value' => '555 0101',
						'type'  => 'Other',
						'label' => 'Home Fax',
					),
					array(
						'value' => '(555) 0100',
						'type'  => 'Work',
						'label' => 'Work',
					),
					array(
						'value' => '555 0102',
						'type'  => '',
						'label' => '_$!<Mobile>!$_',
					),
					array(
						'value' => '555 0103',
						'type'  => '',
						'label' => '',
					),
				),
			)
		);
		$this->assertSame( '555 0100', $record['values']['phoneOne'] );
		$this->assertSame( 'Other', $record['values']['phoneOneType'] );
		$this->assertSame( 'Other', $record['values']['phoneTwoType'] );
		$this->assertSame( '555 0102', $record['values']['phoneThree'], 'the same number in another format is a repeat' );
		$this->assertSame( 'Mobile', $record['values']['phoneThreeType'] );
		$this->assertSame( array( 'Phone (Pager): 555 0100', 'Phone (Home Fax): 555 0101', 'Phone: 555 0103' ), $record['extra'] );
	}

	public function test_type_words(): void {
		$this->assertSame( 'Home', Record_Fitter::email_type( '* Home' ) );
		$this->assertSame( 'Work', Record_Fitter::email_type( 'WORK' ) );
		$this->assertSame( '', Record_Fitter::email_type( 'internet' ) );
		$this->assertSame( 'Other', Record_Fitter::email_type( 'School' ) );
		$this->assertSame( 'Mobile', Record_Fitter::phone_type( 'cell' ) );
		$this->assertSame( 'Main', Record_Fitter::phone_type( 'Main' ) );
		$this->assertSame( 'Other', Record_Fitter::phone_type( 'Work Fax' ) );
		$this->assertSame( 'Work', Record_Fitter::address_type( '_$!<Work>!$_' ) );
		$this->assertSame( 'Other', Record_Fitter::address_type( 'Cottage' ) );
	}

	public function test_addresses_fill_slots_and_countries_and_overflow_are_kept(): void {
		$address = static fn( string $street, string $type, string $label = '', string $country = '' ) => array(
			'street'  => $street,
			'city'    => 'Springfield',
			'state'   => 'IL',
			'zip'     => '62701',
			'country' => $country,
			'type'    => $type,
			'label'   => $label,
		);
		$record  = Record_Fitter::fit(
			array(
				'firstName' => 'A',
				'addresses' => array(
					$address( "1 Main St\nApt 4", 'Home', '', 'United States' ),
					$address( '1 MAIN ST, Apt 4', 'Home', '', 'United States' ),
					$address( '2 Side St', '', 'Cottage' ),
					$address( '3 Third St', 'Work' ),
					$address( '4 Fourth St', 'Work', '', 'USA' ),
					array(
						'country' => 'Iceland',
						'type'    => 'Other',
					),
				),
			)
		);
		$values  = $record['values'];
		$this->assertSame( "1 Main St\nApt 4", $values['addressOne'] );
		$this->assertSame( 'Springfield', $values['addressOneCity'] );
		$this->assertSame( 'IL', $values['addressOneState'] );
		$this->assertSame( '62701', $values['addressOneZip'] );
		$this->assertSame( 'Home', $values['addressOneType'] );
		$this->assertSame( '2 Side St', $values['addressTwo'] );
		$this->assertSame( 'Other', $values['addressTwoType'] );
		$this->assertSame( '3 Third St', $values['addressThree'] );
		$this->assertSame(
			array(
				'Country of address 1 (Home): United States',
				'Address (Cottage): 2 Side St, Springfield, IL, 62701',
				'Address (Work): 4 Fourth St, Springfield, IL, 62701, USA',
				'Address (Other): Iceland',
			),
			$record['extra']
		);
	}

	public function test_web_addresses_go_by_host(): void {
		$urls   = array(
			array(
				'value' => 'https://www.linkedin.com/in/ada-lovelace/',
				'label' => 'Profile',
			),
			array(
				'value' => 'https://uk.linkedin.com/in/Ada-Lovelace',
				'label' => '',
			),
			array(
				'value' => 'https://uk.linkedin.com/in/someone-else',
				'label' => '',
			),
			array(
				'value' => 'fb.com/ada',
				'label' => '',
			),
			array(
				'value' => 'https://instagram.com/ada',
				'label' => '',
			),
			array(
				'value' => 'https://x.com/ada',
				'label' => '',
			),
			array(
				'value' => 'https://ada.example.com/',
				'label' => 'Home Page',
			),
			array(
				'value' => 'https://blog.example.org/ada',
				'label' => 'Blog',
			),
			array(
				'value' => 'https://notlinkedin.com/ada',
				'label' => '',
			),
		);
		$record = Record_Fitter::fit(
			array(
				'firstName' => 'A',
				'urls'      => $urls,
			)
		);
		$values = $record['values'];
		$this->assertSame( 'https://www.linkedin.com/in/ada-lovelace/', $values['linkedIn'] );
		$this->assertSame( 'fb.com/ada', $values['facebook'] );
		$this->assertSame( 'https://instagram.com/ada', $values['instagram'] );
		$this->assertSame( 'https://x.com/ada', $values['twitter'] );
		$this->assertSame( 'https://ada.example.com/', $values['website'] );
		$this->assertSame(
			array(
				'LinkedIn: https://uk.linkedin.com/in/someone-else',
				'Website (Blog): https://blog.example.org/ada',
				'Website: https://notlinkedin.com/ada',
			),
			$record['extra']
		);
	}

	public function test_events_with_prism_dates_are_kept_and_others_become_text(): void {
		$record = Record_Fitter::fit(
			array(
				'firstName' => 'A',
				'events'    => array(
					array(
						'type'  => 'Birthday',
						'title' => '',
						'date'  => '1990-11-22',
					),
					array(
						'type'  => 'Anniversary',
						'title' => '',
						'date'  => '--07-01',
					),
					array(
						'type'  => 'Birthday',
						'title' => '',
						'date'  => '1990-11-22',
					),
					array(
						'type'  => 'Other',
						'title' => 'Graduation',
						'date'  => '20010615',
					),
					array(
						'type'  => 'Birthday',
						'title' => '',
						'date'  => '1990-02-30',
					),
					array(
						'type'  => 'Other',
						'title' => 'Met',
						'date'  => 'last summer',
					),
				),
			)
		);
		$this->assertSame(
			array(
				array(
					'type'  => 'Birthday',
					'title' => 'Birthday',
					'date'  => '1990-11-22',
				),
				array(
					'type'  => 'Anniversary',
					'title' => 'Anniversary',
					'date'  => '--07-01',
				),
				array(
					'type'  => 'Other',
					'title' => 'Graduation',
					'date'  => '2001-06-15',
				),
			),
			$record['events']
		);
		$this->assertSame( array( 'Birthday: 1990-02-30', 'Met: last summer' ), $record['extra'] );
	}

	public function test_categories_notes_and_extra_are_cleaned(): void {
		$record = Record_Fitter::fit(
			array(
				'company'    => 'Acme',
				'categories' => array( ' Friends ', 'friends', '', 'Board', 'FRIENDS' ),
				'notes'      => array( "  Budget <100k and >50k\nhttps://example.com/a%20b 🎉  ", '   ' ),
				'extra'      => array( 'Middle name: Quincy', '', 'Middle name: Quincy' ),
			)
		);
		$this->assertSame( array( 'Friends', 'Board' ), $record['categories'] );
		$this->assertSame( array( "Budget <100k and >50k\nhttps://example.com/a%20b 🎉" ), $record['notes'] );
		$this->assertSame( array( 'Middle name: Quincy' ), $record['extra'] );
		$this->assertNull( $record['problem'] );
	}

	public function test_a_record_naming_nobody_has_a_problem(): void {
		$record = Record_Fitter::fit(
			array(
				'row'    => 9,
				'phones' => array(
					array(
						'value' => '555 0100',
						'type'  => 'Mobile',
						'label' => '',
					),
				),
			)
		);
		$this->assertSame( 'No name, company or email.', $record['problem'] );
		$this->assertSame( '555 0100', $record['values']['phoneOne'], 'the values stay for the report' );
	}
}

<?php
/**
 * Contact_Merge: the field-level rules that turn two contacts into one without losing anything.
 *
 * @package Prism
 */

namespace Prism\Tests\Domain;

use PHPUnit\Framework\TestCase;
use Prism\Domain\Contact_Fields;
use Prism\Domain\Contact_Merge;

/**
 * Merge rules.
 */
final class ContactMergeTest extends TestCase {

	/**
	 * A contact's values with every field present.
	 *
	 * @param array<string, string> $values Filled fields.
	 * @return array<string, string>
	 */
	private static function contact( array $values ): array {
		return array_merge( array_fill_keys( array_keys( Contact_Fields::map() ), '' ), array( 'importSource' => 'PRISM' ), $values );
	}

	/**
	 * The slots of one group after a merge, e.g. emails as "value (type)".
	 *
	 * @param array<string, string> $values Merged values.
	 * @param string                $group  'email' or 'phone'.
	 * @return string[]
	 */
	private static function slots( array $values, string $group ): array {
		$slots = array();
		foreach ( array( 'One', 'Two', 'Three' ) as $slot ) {
			$slots[] = trim( $values[ $group . $slot ] . ( '' !== $values[ $group . $slot . 'Type' ] ? ' (' . $values[ $group . $slot . 'Type' ] . ')' : '' ) );
		}
		return $slots;
	}

	public function test_survivor_keeps_its_values_and_gains_the_missing_ones(): void {
		$merged = Contact_Merge::merge(
			self::contact( array( 'firstName' => 'Ann', 'lastName' => '', 'company' => 'Acme', 'website' => '' ) ),
			self::contact( array( 'firstName' => 'Ann', 'lastName' => 'Archer', 'title' => 'CTO', 'company' => 'acme', 'website' => 'https://ann.example' ) )
		);
		$this->assertSame( 'Ann', $merged['values']['firstName'] );
		$this->assertSame( 'Archer', $merged['values']['lastName'] );
		$this->assertSame( 'CTO', $merged['values']['title'] );
		$this->assertSame( 'Acme', $merged['values']['company'] );
		$this->assertSame( 'https://ann.example', $merged['values']['website'] );
		$this->assertSame( array(), $merged['overflow'], 'the same company in another case is no conflict, nor is a filled gap' );
	}

	/**
	 * A different title, company or social link of the other contact, and a different name, are kept as lines.
	 */
	public function test_conflicting_values_of_the_other_contact_are_kept_as_lines(): void {
		$merged = Contact_Merge::merge(
			self::contact( array( 'firstName' => 'Ann', 'lastName' => 'Archer', 'title' => 'CEO', 'company' => 'Acme', 'linkedIn' => 'https://linkedin.com/in/ann' ) ),
			self::contact( array( 'firstName' => 'Annie', 'lastName' => 'Archer-Smith', 'title' => 'CTO', 'company' => 'Acme', 'linkedIn' => 'https://linkedin.com/in/annie' ) )
		);
		$this->assertSame( 'Ann', $merged['values']['firstName'] );
		$this->assertSame( 'Archer', $merged['values']['lastName'] );
		$this->assertSame( 'CEO', $merged['values']['title'] );
		$this->assertSame(
			array( 'Job title: CTO', 'LinkedIn: https://linkedin.com/in/annie', 'Also known as: Annie Archer-Smith' ),
			$merged['overflow']
		);
	}

	public function test_the_same_name_in_another_case_is_not_an_alias(): void {
		$merged = Contact_Merge::merge( self::contact( array( 'firstName' => 'Ann', 'lastName' => 'Archer' ) ), self::contact( array( 'firstName' => 'ANN', 'lastName' => 'archer' ) ) );
		$this->assertSame( array(), $merged['overflow'] );
	}

	/**
	 * Emails are united without repeats (case-insensitive), the survivor's first, gaps closed; a fourth is kept
	 * as a line with its type.
	 */
	public function test_emails_are_united_case_insensitively_and_overflow_beyond_three(): void {
		$merged = Contact_Merge::merge(
			self::contact( array( 'emailTwo' => 'Ann@Acme.test', 'emailTwoType' => 'Work', 'emailThree' => 'ann@home.test', 'emailThreeType' => 'Home' ) ),
			self::contact( array( 'emailOne' => 'ann@acme.TEST', 'emailOneType' => 'Other', 'emailTwo' => 'ann@gmail.test', 'emailTwoType' => 'Other', 'emailThree' => 'ann@old.test', 'emailThreeType' => 'Main' ) )
		);
		$this->assertSame( array( 'Ann@Acme.test (Work)', 'ann@home.test (Home)', 'ann@gmail.test (Other)' ), self::slots( $merged['values'], 'email' ) );
		$this->assertSame( array( 'Email (Main): ann@old.test' ), $merged['overflow'] );
	}

	/**
	 * Phones are the same when their digits are, with or without a leading country code 1.
	 */
	public function test_phones_are_united_by_digits(): void {
		$merged = Contact_Merge::merge(
			self::contact( array( 'phoneOne' => '(555) 010-0001', 'phoneOneType' => 'Mobile' ) ),
			self::contact( array( 'phoneOne' => '+1 555.010.0001', 'phoneOneType' => 'Work', 'phoneTwo' => '555 010 0002', 'phoneThree' => '44 20 7946 0958', 'phoneThreeType' => 'Home' ) )
		);
		$this->assertSame( array( '(555) 010-0001 (Mobile)', '555 010 0002', '44 20 7946 0958 (Home)' ), self::slots( $merged['values'], 'phone' ) );
		$this->assertSame( array(), $merged['overflow'] );
	}

	public function test_phone_overflow_is_kept_as_lines(): void {
		$merged = Contact_Merge::merge(
			self::contact( array( 'phoneOne' => '555-0001', 'phoneTwo' => '555-0002', 'phoneThree' => '555-0003' ) ),
			self::contact( array( 'phoneOne' => '5550003', 'phoneTwo' => '555-0004', 'phoneTwoType' => 'Work', 'phoneThree' => '555-0005' ) )
		);
		$this->assertSame( array( '555-0001', '555-0002', '555-0003' ), self::slots( $merged['values'], 'phone' ) );
		$this->assertSame( array( 'Phone (Work): 555-0004', 'Phone: 555-0005' ), $merged['overflow'] );
	}

	/**
	 * Addresses are the same when their words are (case and punctuation aside); an address keeps its own type,
	 * city, state and zip.
	 */
	public function test_addresses_are_united_by_their_words(): void {
		$merged = Contact_Merge::merge(
			self::contact( array( 'addressOne' => '1 Main St.', 'addressOneType' => 'Home', 'addressOneCity' => 'Austin', 'addressOneState' => 'TX', 'addressOneZip' => '73301' ) ),
			self::contact(
				array(
					'addressOne'      => '1 main st',
					'addressOneType'  => 'Work',
					'addressOneCity'  => 'AUSTIN',
					'addressOneState' => 'tx',
					'addressOneZip'   => '73301',
					'addressTwoCity'  => 'Denver',
					'addressTwoState' => 'CO',
					'addressTwoType'  => 'Other',
				)
			)
		);
		$values = $merged['values'];
		$this->assertSame( array( '1 Main St.', 'Home', 'Austin', 'TX', '73301' ), array( $values['addressOne'], $values['addressOneType'], $values['addressOneCity'], $values['addressOneState'], $values['addressOneZip'] ) );
		$this->assertSame( array( '', 'Other', 'Denver', 'CO', '' ), array( $values['addressTwo'], $values['addressTwoType'], $values['addressTwoCity'], $values['addressTwoState'], $values['addressTwoZip'] ) );
		$this->assertSame( array( '', '', '', '', '' ), array( $values['addressThree'], $values['addressThreeType'], $values['addressThreeCity'], $values['addressThreeState'], $values['addressThreeZip'] ) );
		$this->assertSame( array(), $merged['overflow'] );
	}

	public function test_address_overflow_reads_as_an_address(): void {
		$survivor = self::contact(
			array(
				'addressOne'   => 'A St',
				'addressTwo'   => 'B St',
				'addressThree' => 'C St',
			)
		);
		$other    = self::contact( array( 'addressOne' => '9 Elm Rd', 'addressOneType' => 'Work', 'addressOneCity' => 'Boston', 'addressOneState' => 'MA', 'addressOneZip' => '02101' ) );
		$this->assertSame( array( 'Address (Work): 9 Elm Rd, Boston, MA 02101' ), Contact_Merge::merge( $survivor, $other )['overflow'] );
	}

	public function test_import_sources_are_united(): void {
		$merged = Contact_Merge::merge( self::contact( array( 'importSource' => 'LinkedIn,CSV' ) ), self::contact( array( 'importSource' => 'Google,LinkedIn' ) ) );
		$this->assertSame( 'Google,LinkedIn,CSV', $merged['importSource'] );
	}

	/**
	 * Every field the contact has comes out of a merge, so the survivor is written whole.
	 */
	public function test_the_result_has_every_contact_field(): void {
		$merged = Contact_Merge::merge( self::contact( array( 'firstName' => 'Ann' ) ), self::contact( array() ) );
		$fields = array_keys( $merged['values'] );
		$map    = array_keys( Contact_Fields::map() );
		sort( $fields );
		sort( $map );
		$this->assertSame( $map, $fields );
	}
}

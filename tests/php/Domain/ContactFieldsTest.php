<?php
/**
 * Contact_Fields: how raw input becomes stored values (or readable errors), import sources, search text and the
 * shown name.
 *
 * @package Prism
 */

namespace Prism\Tests\Domain;

use PHPUnit\Framework\TestCase;
use Prism\Domain\Contact_Fields;

/**
 * Field cleaning and validation.
 */
final class ContactFieldsTest extends TestCase {

	/**
	 * Cleaned value of one field (failing when it has an error).
	 *
	 * @param string $field API field.
	 * @param mixed  $raw   Raw value.
	 */
	private function cleaned( string $field, $raw ): string {
		$clean = Contact_Fields::clean( array( $field => $raw ) );
		$this->assertSame( array(), $clean['errors'], "{$field} should be valid" );
		return $clean['values'][ $field ];
	}

	/**
	 * Error of one field (failing when it has none).
	 *
	 * @param string $field API field.
	 * @param mixed  $raw   Raw value.
	 */
	private function error( string $field, $raw ): string {
		$clean = Contact_Fields::clean( array( $field => $raw ) );
		$this->assertArrayHasKey( $field, $clean['errors'], "{$field} = " . wp_json_encode( $raw ) . ' should be refused' );
		$this->assertArrayNotHasKey( $field, $clean['values'] );
		$this->assertNotSame( '', $clean['errors'][ $field ] );
		return $clean['errors'][ $field ];
	}

	public function test_only_known_fields_that_were_sent_are_kept(): void {
		$clean = Contact_Fields::clean(
			array(
				'firstName'  => 'Ann',
				'company'    => null,
				'action'     => 'request_add_contact',
				'id'         => '7',
				'owner_id'   => '1',
				'categories' => 'VIP',
			)
		);
		$this->assertSame( array( 'firstName' => 'Ann', 'company' => '' ), $clean['values'] );
		$this->assertSame( array(), $clean['errors'] );
	}

	public function test_every_field_of_the_spec_is_known(): void {
		$fields = array( 'firstName', 'lastName', 'title', 'company', 'facebook', 'linkedIn', 'instagram', 'twitter', 'website' );
		foreach ( array( 'One', 'Two', 'Three' ) as $slot ) {
			array_push( $fields, "email{$slot}", "email{$slot}Type", "phone{$slot}", "phone{$slot}Type", "address{$slot}", "address{$slot}Type", "address{$slot}City", "address{$slot}State", "address{$slot}Zip" );
		}
		$map = array_keys( Contact_Fields::map() );
		sort( $map );
		sort( $fields );
		$this->assertSame( $fields, $map );
	}

	/**
	 * Text is trimmed, markup removed and line breaks turned into spaces.
	 */
	public function test_text_is_plain_single_line_and_trimmed(): void {
		$this->assertSame( 'Ann', $this->cleaned( 'firstName', "  Ann\t" ) );
		$this->assertSame( 'Ann', $this->cleaned( 'firstName', '<em>Ann</em>' ) );
		$this->assertSame( 'Head of Research', $this->cleaned( 'title', "Head of\r\nResearch" ) );
		$this->assertSame( 'Archer', $this->cleaned( 'lastName', '<script>alert(1)</script>Archer' ) );
		$this->assertSame( "O'Brien & Sons", $this->cleaned( 'company', "O'Brien & Sons" ) );
		$this->assertSame( 'Zoë', $this->cleaned( 'firstName', 'Zoë' ) );
		$this->assertSame( '42', $this->cleaned( 'addressOne', 42 ) );
	}

	public function test_values_that_are_not_text_are_refused(): void {
		$this->assertSame( 'This field must be text.', $this->error( 'firstName', array( 'Ann' ) ) );
		$this->error( 'emailOne', array( 'a@b.test' ) );
	}

	public function test_lengths_are_limited_in_characters(): void {
		$this->assertSame( str_repeat( 'é', 100 ), $this->cleaned( 'firstName', str_repeat( 'é', 100 ) ) );
		$this->error( 'firstName', str_repeat( 'a', 101 ) );
		$this->assertSame( str_repeat( 'a', 191 ), $this->cleaned( 'company', str_repeat( 'a', 191 ) ) );
		$this->error( 'company', str_repeat( 'a', 192 ) );
		$this->error( 'addressOneZip', str_repeat( '1', 21 ) );
		$this->error( 'phoneTwo', str_repeat( '1', 51 ) );
	}

	public function test_emails_are_checked_and_stored_lower_case(): void {
		$this->assertSame( 'ann.archer@acme.test', $this->cleaned( 'emailOne', ' Ann.Archer@ACME.test ' ) );
		$this->assertSame( '', $this->cleaned( 'emailTwo', '' ) );
		foreach ( array( 'ann', 'ann@', '@acme.test', 'ann at acme.test', 'ann@acme' ) as $bad ) {
			$this->error( 'emailThree', $bad );
		}
	}

	public function test_phones_allow_digits_and_the_usual_punctuation(): void {
		foreach ( array( '+1 (555) 010-0001', '555.010.0001', '555 0100 x12', '020/7946 0958', '*67 555-0100#' ) as $good ) {
			$this->assertSame( $good, $this->cleaned( 'phoneOne', $good ) );
		}
		foreach ( array( 'call me', '555-CALL-NOW', '---', '()' ) as $bad ) {
			$this->error( 'phoneOne', $bad );
		}
	}

	/**
	 * Type choices: Main for email and phone, Mobile for phone only, Home/Work/Other everywhere; values equal labels.
	 */
	public function test_type_choices_per_kind(): void {
		foreach ( array( 'Main', 'Home', 'Work', 'Other' ) as $type ) {
			$this->assertSame( $type, $this->cleaned( 'emailOneType', $type ) );
		}
		foreach ( array( 'Mobile', 'Main', 'Home', 'Work', 'Other' ) as $type ) {
			$this->assertSame( $type, $this->cleaned( 'phoneTwoType', $type ) );
		}
		foreach ( array( 'Home', 'Work', 'Other' ) as $type ) {
			$this->assertSame( $type, $this->cleaned( 'addressThreeType', $type ) );
		}
		$this->error( 'emailOneType', 'Mobile' );
		$this->error( 'addressOneType', 'Main' );
		$this->error( 'addressOneType', 'Mobile' );
		$this->error( 'phoneOneType', 'mobile' );
		$this->error( 'phoneOneType', 'Pager' );
		$this->assertSame( '', $this->cleaned( 'phoneOneType', '' ) );
	}

	public function test_web_addresses_get_a_scheme_and_must_be_web_addresses(): void {
		$this->assertSame( 'https://linkedin.com/in/ann', $this->cleaned( 'linkedIn', 'linkedin.com/in/ann' ) );
		$this->assertSame( 'http://ann.example/page?x=1', $this->cleaned( 'website', 'http://ann.example/page?x=1' ) );
		$this->assertSame( 'https://twitter.com/ann', $this->cleaned( 'twitter', 'https://twitter.com/ann' ) );
		$this->error( 'website', 'http://' );
		$this->error( 'website', 'not a web address' );
		$clean = Contact_Fields::clean( array( 'facebook' => 'javascript:alert(1)' ) );
		$this->assertStringNotContainsString( 'javascript:', $clean['values']['facebook'] ?? '', 'a script URL is never stored as one' );
	}

	public function test_errors_name_every_invalid_field_and_keep_the_valid_ones(): void {
		$clean = Contact_Fields::clean(
			array(
				'firstName' => 'Ann',
				'emailOne'  => 'nope',
				'phoneOne'  => 'nope',
				'website'   => 'ann.example',
			)
		);
		$this->assertSame( array( 'emailOne', 'phoneOne' ), array_keys( $clean['errors'] ) );
		$this->assertSame( array( 'firstName' => 'Ann', 'website' => 'https://ann.example' ), $clean['values'] );
	}

	/**
	 * @dataProvider import_sources
	 *
	 * @param string|string[] $raw      Raw sources.
	 * @param string          $expected Stored list.
	 */
	public function test_import_sources_are_a_set_in_a_fixed_order( $raw, string $expected ): void {
		$this->assertSame( $expected, Contact_Fields::import_sources( $raw ) );
	}

	/**
	 * Raw import sources and their stored form.
	 *
	 * @return array<string, array{0: string|string[], 1: string}>
	 */
	public function import_sources(): array {
		return array(
			'one'                => array( 'Google', 'Google' ),
			'any case, spaces'   => array( 'google, LINKEDIN ', 'Google,LinkedIn' ),
			'fixed order'        => array( 'CSV,Facebook,LinkedIn,iCloud,Google,PRISM', 'PRISM,Google,iCloud,LinkedIn,Facebook,CSV' ),
			'repeats'            => array( 'iCloud,icloud,ICLOUD', 'iCloud' ),
			'a list'             => array( array( 'LinkedIn', 'csv' ), 'LinkedIn,CSV' ),
			'unknown ones drop'  => array( 'MySpace,Google', 'Google' ),
			'nothing known'      => array( 'MySpace', 'PRISM' ),
			'empty'              => array( '', 'PRISM' ),
		);
	}

	public function test_search_text_is_lower_case_with_phone_digits(): void {
		$text = Contact_Fields::search_text(
			array(
				'firstName'  => 'Ann',
				'lastName'   => 'Archer',
				'company'    => 'ACME Labs',
				'emailOne'   => 'ann@acme.test',
				'phoneOne'   => '+1 (555) 010-0001',
				'phoneThree' => '555.777.1234',
				'title'      => 'Secret Title',
			)
		);
		foreach ( array( 'ann archer', 'acme labs', 'ann@acme.test', '+1 (555) 010-0001', '15550100001', '5557771234' ) as $part ) {
			$this->assertStringContainsString( $part, $text );
		}
		$this->assertStringNotContainsString( 'secret', $text, 'the job title is not searched' );
		$this->assertSame( $text, mb_strtolower( $text ) );
	}

	/**
	 * @dataProvider display_names
	 *
	 * @param array<string, string> $values   Contact values.
	 * @param string                $expected Shown name.
	 */
	public function test_display_name( array $values, string $expected ): void {
		$this->assertSame( $expected, Contact_Fields::display_name( $values ) );
	}

	/**
	 * Contacts and the name they are shown by.
	 *
	 * @return array<string, array{0: array<string, string>, 1: string}>
	 */
	public function display_names(): array {
		$empty = array_fill_keys( array_keys( Contact_Fields::map() ), '' );
		return array(
			'first and last'             => array( array_merge( $empty, array( 'firstName' => 'Ann', 'lastName' => 'Archer', 'emailOne' => 'a@b.test' ) ), 'Ann Archer' ),
			'first only'                 => array( array_merge( $empty, array( 'firstName' => 'Ann' ) ), 'Ann' ),
			'last only'                  => array( array_merge( $empty, array( 'lastName' => 'Archer' ) ), 'Archer' ),
			'email when no name'         => array( array_merge( $empty, array( 'emailOne' => 'ann@acme.test', 'company' => 'Acme' ) ), 'ann@acme.test' ),
			'company when no name/email' => array( array_merge( $empty, array( 'company' => 'Acme' ) ), 'Acme' ),
			'company, fields missing'    => array( array( 'company' => 'Acme' ), 'Acme' ),
			'nothing'                    => array( $empty, '' ),
		);
	}
}

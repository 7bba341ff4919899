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

	/**
	 * The source filter reads the stored lists that hold every chosen source: each one is a list import_sources()
	 * writes, and every list it can write that holds them is among them.
	 */
	public function test_the_source_filter_reads_every_stored_list_that_holds_the_sources(): void {
		$linkedin = Contact_Fields::import_source_values( array( 'LinkedIn' ) );
		$this->assertContains( 'LinkedIn', $linkedin );
		$this->assertContains( 'Google,LinkedIn', $linkedin );
		$this->assertContains( 'PRISM,Google,iCloud,LinkedIn,Facebook,CSV', $linkedin );
		$this->assertNotContains( 'Google', $linkedin );
		$this->assertCount( 32, $linkedin, 'half of the 64 subsets of six sources hold one of them' );
		foreach ( $linkedin as $value ) {
			$this->assertSame( $value, Contact_Fields::import_sources( $value ), 'a list in the stored form' );
		}
		$both = Contact_Fields::import_source_values( array( 'LinkedIn', 'Google', 'LinkedIn' ) );
		$this->assertCount( 16, $both );
		$this->assertContains( 'Google,LinkedIn', $both );
		$this->assertNotContains( 'LinkedIn', $both );
		foreach ( array( 'linkedin, google', 'CSV,google,LINKEDIN', 'Google , LinkedIn , Facebook' ) as $typed ) {
			$this->assertContains( Contact_Fields::import_sources( $typed ), $both, $typed );
		}
		$this->assertSame( array(), Contact_Fields::import_source_values( array( 'Link' ) ), 'an unknown name holds nothing' );
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
	 * Text is stored as typed: nothing a person can see is removed or encoded. Only control characters go, line
	 * breaks and tabs in a one-line field become spaces, and the ends are trimmed.
	 */
	public function test_text_is_stored_as_typed(): void {
		$this->assertSame( 'Ann', $this->cleaned( 'firstName', "  Ann\t" ) );
		$this->assertSame( '<em>Ann</em>', $this->cleaned( 'firstName', '<em>Ann</em>' ) );
		$this->assertSame( 'Head of Research', $this->cleaned( 'title', "Head of\r\nResearch" ) );
		$this->assertSame( 'Head of Research and Data', $this->cleaned( 'title', "Head of\nResearch\tand Data" ) );
		$this->assertSame( '<script>alert(1)</script>Archer', $this->cleaned( 'lastName', '<script>alert(1)</script>Archer' ) );
		$this->assertSame( 'I <3 NY Deli', $this->cleaned( 'company', 'I <3 NY Deli' ) );
		$this->assertSame( 'Budget <100k and >50k', $this->cleaned( 'title', 'Budget <100k and >50k' ) );
		$this->assertSame( 'a<b & c>d &lt; &amp; "quoted" \'single\'', $this->cleaned( 'company', 'a<b & c>d &lt; &amp; "quoted" \'single\'' ) );
		$this->assertSame( "O'Brien & Sons", $this->cleaned( 'company', "O'Brien & Sons" ) );
		$this->assertSame( 'Zoë', $this->cleaned( 'firstName', 'Zoë' ) );
		$this->assertSame( '👩🏽‍💻 Ana 🎉', $this->cleaned( 'firstName', '👩🏽‍💻 Ana 🎉' ), 'emoji with joiners and skin tones' );
		$this->assertSame( 'שלום עולם', $this->cleaned( 'lastName', 'שלום עולם' ), 'right-to-left text' );
		$this->assertSame( "abc\u{202E}def", $this->cleaned( 'company', "abc\u{202E}def" ), 'format characters are not control characters' );
		$this->assertSame( '100% sure, 50%20off', $this->cleaned( 'title', '100% sure, 50%20off' ) );
		$this->assertSame( 'AnnArcher', $this->cleaned( 'firstName', "Ann\0Archer\x07\x1B\x7F" ), 'control characters are removed' );
		$this->assertSame( 'Ann Archer', $this->cleaned( 'firstName', "Ann\u{2028}Archer" ), 'a Unicode line separator is a line break' );
		$this->assertSame( '42', $this->cleaned( 'addressOne', 42 ) );
	}

	public function test_values_that_are_not_text_are_refused(): void {
		$this->assertSame( 'This must be text.', $this->error( 'firstName', array( 'Ann' ) ) );
		$this->error( 'emailOne', array( 'a@b.test' ) );
		$this->assertStringContainsString( 'UTF-8', $this->error( 'company', "Caf\xC3\x28" ), 'invalid UTF-8 is refused, not repaired' );
		$this->error( 'firstName', "\xFF\xFE" );
	}

	public function test_lengths_are_limited_in_characters(): void {
		$this->assertSame( str_repeat( 'é', 100 ), $this->cleaned( 'firstName', str_repeat( 'é', 100 ) ) );
		$this->error( 'firstName', str_repeat( 'a', 101 ) );
		$this->assertSame( str_repeat( 'a', 191 ), $this->cleaned( 'company', str_repeat( 'a', 191 ) ) );
		$this->error( 'company', str_repeat( 'a', 192 ) );
		$this->error( 'addressOneZip', str_repeat( '1', 21 ) );
		$this->error( 'phoneTwo', str_repeat( '1', 51 ) );
	}

	public function test_emails_are_checked_and_stored_as_typed(): void {
		$this->assertSame( 'Ann.Archer@ACME.test', $this->cleaned( 'emailOne', ' Ann.Archer@ACME.test ' ), 'never silently altered' );
		$this->assertSame( 'ann+prism@acme.test', $this->cleaned( 'emailOne', 'ann+prism@acme.test' ) );
		$this->assertSame( '', $this->cleaned( 'emailTwo', '' ) );
		foreach ( array( 'ann', 'ann@', '@acme.test', 'ann at acme.test', 'ann@acme' ) as $bad ) {
			$this->error( 'emailThree', $bad );
		}
	}

	public function test_phones_allow_digits_and_the_usual_punctuation(): void {
		foreach ( array( '+1 (555) 010-0001', '555.010.0001', '555 0100 x12', '+1 555 0100 ext. 23', '020/7946 0958', '*67 555-0100#' ) as $good ) {
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

	public function test_web_addresses_are_stored_as_given_and_must_be_http(): void {
		$this->assertSame( 'https://linkedin.com/in/ann', $this->cleaned( 'linkedIn', 'linkedin.com/in/ann' ), 'an address typed without a scheme gets https://' );
		$this->assertSame( 'http://ann.example/page?x=1&y=2', $this->cleaned( 'website', 'http://ann.example/page?x=1&y=2' ) );
		$this->assertSame( 'https://twitter.com/ann', $this->cleaned( 'twitter', 'https://twitter.com/ann' ) );
		$this->assertSame( 'https://maps.example.com/?q=caf%C3%A9%20Berlin', $this->cleaned( 'website', 'https://maps.example.com/?q=caf%C3%A9%20Berlin' ), 'percent-escapes are kept' );
		$this->assertSame( 'https://de.wikipedia.org/wiki/Köln_(Stadt)', $this->cleaned( 'website', 'https://de.wikipedia.org/wiki/Köln_(Stadt)' ) );
		$this->assertSame( 'HTTPS://Example.COM/A?B=<c>', $this->cleaned( 'website', 'HTTPS://Example.COM/A?B=<c>' ) );
		$this->assertSame( 'https://bücher.example/', $this->cleaned( 'website', 'https://bücher.example/' ) );
		$this->assertSame( 'https://example.com:8443/x', $this->cleaned( 'website', 'example.com:8443/x' ) );
		$this->error( 'website', 'http://' );
		$this->error( 'website', 'not a web address' );
		$this->error( 'website', 'https://example.com/my file.pdf' );
		foreach ( array( 'javascript:alert(1)', 'JavaScript:alert(1)//x.com', "java\tscript:alert(1)", 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', 'mailto:ann@example.com', 'ftp://files.example.com/a', 'file:///etc/passwd' ) as $bad ) {
			$message = $this->error( 'facebook', $bad );
			$this->assertStringNotContainsString( '<script>', $message );
		}
		$this->assertStringContainsString( 'javascript', $this->error( 'website', 'javascript:alert(1)' ), 'the message says which kind of link was refused' );
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

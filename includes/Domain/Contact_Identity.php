<?php
/**
 * When two values name the same thing: the identity rules for emails, phone numbers and addresses. Pure PHP,
 * used wherever contacts are compared (merge today; duplicate detection and import matching later). The stored
 * values are never changed by these rules: they only give comparison keys.
 *
 * @package Prism
 */

namespace Prism\Domain;

/**
 * Comparison keys for contact details.
 */
final class Contact_Identity {

	/**
	 * An email's key: case and surrounding spaces ignored.
	 *
	 * @param string $email Email as stored.
	 */
	public static function email_key( string $email ): string {
		return mb_strtolower( trim( $email ) );
	}

	/**
	 * A phone number's key: its digits, without a leading North American country code 1 (so +1 555 010 0000 and
	 * (555) 010-0000 are the same number).
	 *
	 * @param string $phone Phone as stored.
	 */
	public static function phone_key( string $phone ): string {
		$digits = (string) preg_replace( '/\D+/', '', $phone );
		return strlen( $digits ) === 11 && str_starts_with( $digits, '1' ) ? substr( $digits, 1 ) : $digits;
	}

	/**
	 * An address's key: its words (street, city, state, zip), case and punctuation ignored.
	 *
	 * @param string[] $parts Street, city, state, zip.
	 */
	public static function address_key( array $parts ): string {
		$words = mb_strtolower( implode( ' ', $parts ) );
		return trim( (string) preg_replace( '/[^\p{L}\p{N}]+/u', ' ', $words ) );
	}

	/**
	 * A free-text value's key (names, titles, companies, links): case and surrounding spaces ignored.
	 *
	 * @param string $value Value as stored.
	 */
	public static function text_key( string $value ): string {
		return mb_strtolower( trim( $value ) );
	}
}

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

	/** Option holding the region a site admin chose for national numbers ('' or absent: from the site language). */
	public const REGION_OPTION = 'prism_phone_region';

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

	/**
	 * A phone number in E.164 form (+15550100000), or null when libphonenumber cannot read it as a possible number.
	 * Formatting (spaces, dots, brackets, dashes) is ignored; a number without a country code is read in $region
	 * (two letters, e.g. 'US'); an extension is dropped (two lines with the same number are the same number).
	 *
	 * @param string $phone  Phone as stored.
	 * @param string $region Region for numbers without a country code; default_region() when ''.
	 */
	public static function phone_e164( string $phone, string $region = '' ): ?string {
		$phone = trim( $phone );
		if ( '' === $phone || ! preg_match( '/\d/', $phone ) ) {
			return null;
		}
		// "00" is the international call prefix almost everywhere (not in North America, where libphonenumber knows
		// 011): 0044 20 7946 0123 is +44 20 7946 0123 whatever the site's region.
		if ( preg_match( '/^00[\s.\-]*(?=[1-9])/', $phone, $prefix ) ) {
			$phone = '+' . substr( $phone, strlen( $prefix[0] ) );
		}
		// Remembered: a duplicate scan reads each contact's numbers for its keys and again for its score.
		static $memo = array();
		$region      = '' !== $region ? strtoupper( $region ) : self::default_region();
		$memo_key    = $region . '|' . $phone;
		if ( array_key_exists( $memo_key, $memo ) ) {
			return $memo[ $memo_key ];
		}
		if ( count( $memo ) >= 4000 ) {
			$memo = array();
		}
		$util = \libphonenumber\PhoneNumberUtil::getInstance();
		try {
			$number = $util->parse( $phone, $region );
		} catch ( \libphonenumber\NumberParseException $e ) {
			$memo[ $memo_key ] = null;
			return null;
		}
		if ( ! $util->isPossibleNumber( $number ) ) {
			$memo[ $memo_key ] = null;
			return null;
		}
		$number->clearExtension();
		$memo[ $memo_key ] = $util->format( $number, \libphonenumber\PhoneNumberFormat::E164 );
		return $memo[ $memo_key ];
	}

	/**
	 * The key two phone numbers match by: E.164 when the number reads as one, else its digits (phone_key()).
	 *
	 * @param string $phone  Phone as stored.
	 * @param string $region Region for numbers without a country code; default_region() when ''.
	 */
	public static function phone_match_key( string $phone, string $region = '' ): string {
		$e164 = self::phone_e164( $phone, $region );
		if ( null !== $e164 ) {
			return $e164;
		}
		$digits = self::phone_key( $phone );
		return '' === $digits ? '' : 'd' . $digits;
	}

	/**
	 * The region a phone number without a country code is read in: the filter prism_phone_region, else the country a
	 * site admin chose on Settings › PRISM (option REGION_OPTION), else the country of the site's language (en_GB
	 * gives GB, de_DE gives DE), else US.
	 */
	public static function default_region(): string {
		$chosen = function_exists( 'get_option' ) ? get_option( self::REGION_OPTION, '' ) : '';
		$region = is_string( $chosen ) && preg_match( '/^[A-Z]{2}$/D', $chosen ) ? $chosen : self::language_region();
		if ( function_exists( 'apply_filters' ) ) {
			/**
			 * The two-letter region PRISM reads phone numbers without a country code in (import matching).
			 *
			 * @param string $region Region chosen on Settings › PRISM, else from the site language, e.g. 'US'.
			 */
			$region = (string) apply_filters( 'prism_phone_region', $region );
		}
		return strtoupper( $region );
	}

	/**
	 * The country of the site's language (en_GB gives GB, de_DE gives DE), else US.
	 */
	public static function language_region(): string {
		$locale = function_exists( 'get_locale' ) ? (string) get_locale() : 'en_US';
		return preg_match( '/^[a-z]{2,3}_([A-Z]{2})/', $locale, $m ) ? $m[1] : 'US';
	}

	/**
	 * A LinkedIn profile's key: the address without scheme, "www." (or a country sub-domain like "uk."), query,
	 * fragment and trailing slash, lower-cased, percent-escapes decoded: https://www.linkedin.com/in/Jane-Doe/ and
	 * linkedin.com/in/jane-doe are the same profile. A profile typed as a name ("jane-doe", "in/jane-doe",
	 * Social_Profile) is read as its address, linkedin.com/in/jane-doe. '' for an empty value.
	 *
	 * @param string $url Profile address as stored.
	 */
	public static function linkedin_key( string $url ): string {
		$handle = Social_Profile::handle_path( 'linkedIn', trim( $url ) );
		if ( null !== $handle ) {
			return mb_strtolower( 'linkedin.com/' . $handle );
		}
		$key = mb_strtolower( rawurldecode( trim( $url ) ) );
		$key = (string) preg_replace( '#^[a-z][a-z0-9+.\-]*://#', '', $key );
		$key = (string) preg_replace( '#[?\#].*$#', '', $key );
		$key = (string) preg_replace( '#^(?:www\.|[a-z]{2}\.)(?=linkedin\.com)#', '', $key );
		return rtrim( $key, '/' );
	}
}

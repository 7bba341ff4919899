<?php
/**
 * The contact's fields as the API names them, the column each is stored in, and how each is cleaned and checked.
 * Pure PHP: the form handler, the REST routes, the importers and the merge all use this one description.
 *
 * @package Prism
 */

namespace Prism\Domain;

/**
 * Contact field map, normalisation and validation.
 */
final class Contact_Fields {

	public const SLOTS = array( 'One', 'Two', 'Three' );

	/** Types a person expects; labels equal values (the older system showed Main as 'Home' and Mobile as 'Work'). */
	public const EMAIL_TYPES   = array( 'Main', 'Home', 'Work', 'Other' );
	public const PHONE_TYPES   = array( 'Mobile', 'Main', 'Home', 'Work', 'Other' );
	public const ADDRESS_TYPES = array( 'Home', 'Work', 'Other' );

	public const IMPORT_SOURCES = array( 'PRISM', 'Google', 'iCloud', 'LinkedIn', 'Facebook', 'CSV' );

	public const SOCIAL = array(
		'facebook'  => 'facebook',
		'linkedIn'  => 'linkedin',
		'instagram' => 'instagram',
		'twitter'   => 'twitter',
		'website'   => 'website',
	);

	/** Maximum stored length per kind of field. */
	private const MAX = array(
		'name'    => 100,
		'text'    => 191,
		'email'   => 191,
		'phone'   => 50,
		'address' => 255,
		'city'    => 100,
		'state'   => 100,
		'zip'     => 20,
		'url'     => 255,
	);

	/**
	 * API field => array{column: string, kind: string}.
	 *
	 * @return array<string, array{column: string, kind: string}>
	 */
	public static function map(): array {
		static $map = null;
		if ( null !== $map ) {
			return $map;
		}
		$map = array(
			'firstName' => array(
				'column' => 'first_name',
				'kind'   => 'name',
			),
			'lastName'  => array(
				'column' => 'last_name',
				'kind'   => 'name',
			),
			'title'     => array(
				'column' => 'title',
				'kind'   => 'text',
			),
			'company'   => array(
				'column' => 'company',
				'kind'   => 'text',
			),
		);
		foreach ( self::SLOTS as $slot ) {
			$n                            = strtolower( $slot );
			$map[ "email{$slot}" ]        = array(
				'column' => "email_{$n}",
				'kind'   => 'email',
			);
			$map[ "email{$slot}Type" ]    = array(
				'column' => "email_{$n}_type",
				'kind'   => 'email_type',
			);
			$map[ "phone{$slot}" ]        = array(
				'column' => "phone_{$n}",
				'kind'   => 'phone',
			);
			$map[ "phone{$slot}Type" ]    = array(
				'column' => "phone_{$n}_type",
				'kind'   => 'phone_type',
			);
			$map[ "address{$slot}" ]      = array(
				'column' => "address_{$n}",
				'kind'   => 'address',
			);
			$map[ "address{$slot}Type" ]  = array(
				'column' => "address_{$n}_type",
				'kind'   => 'address_type',
			);
			$map[ "address{$slot}City" ]  = array(
				'column' => "address_{$n}_city",
				'kind'   => 'city',
			);
			$map[ "address{$slot}State" ] = array(
				'column' => "address_{$n}_state",
				'kind'   => 'state',
			);
			$map[ "address{$slot}Zip" ]   = array(
				'column' => "address_{$n}_zip",
				'kind'   => 'zip',
			);
		}
		foreach ( self::SOCIAL as $field => $column ) {
			$map[ $field ] = array(
				'column' => $column,
				'kind'   => 'url',
			);
		}
		return $map;
	}

	/**
	 * Cleans the known fields of raw input (unknown keys are dropped) and lists what is invalid.
	 * Nothing is stored unless the error list is empty.
	 *
	 * @param array<string, mixed> $input Raw values by API field name.
	 * @return array{values: array<string, string>, errors: array<string, string>}
	 */
	public static function clean( array $input ): array {
		$values = array();
		$errors = array();
		foreach ( self::map() as $field => $spec ) {
			if ( ! array_key_exists( $field, $input ) ) {
				continue;
			}
			$raw = $input[ $field ];
			if ( null === $raw ) {
				$raw = '';
			}
			if ( ! is_scalar( $raw ) ) {
				$errors[ $field ] = __( 'This field must be text.', 'prism' );
				continue;
			}
			$value = trim( preg_replace( '/[\r\n\t]+/', ' ', wp_strip_all_tags( (string) $raw ) ) ?? '' );
			$error = self::check( $spec['kind'], $value );
			if ( null !== $error ) {
				$errors[ $field ] = $error;
				continue;
			}
			$values[ $field ] = self::normalise( $spec['kind'], $value );
		}
		return array(
			'values' => $values,
			'errors' => $errors,
		);
	}

	/**
	 * A readable problem with one value, or null when it is fine.
	 *
	 * @param string $kind  Field kind.
	 * @param string $value Trimmed value.
	 */
	private static function check( string $kind, string $value ): ?string {
		$max = self::MAX[ $kind ] ?? 20;
		if ( mb_strlen( $value ) > $max ) {
			/* translators: %d: maximum number of characters. */
			return sprintf( __( 'Keep this under %d characters.', 'prism' ), $max );
		}
		if ( '' === $value ) {
			return null;
		}
		switch ( $kind ) {
			case 'email':
				return is_email( $value ) ? null : __( 'Enter an email address like name@example.com.', 'prism' );
			case 'phone':
				return preg_match( '/^[0-9+().\-\s\/x#*]+$/i', $value ) && preg_match( '/[0-9]/', $value )
					? null
					: __( 'Enter a phone number using digits, spaces and + ( ) - only.', 'prism' );
			case 'email_type':
				return self::type_error( $value, self::EMAIL_TYPES );
			case 'phone_type':
				return self::type_error( $value, self::PHONE_TYPES );
			case 'address_type':
				return self::type_error( $value, self::ADDRESS_TYPES );
			case 'url':
				return self::is_web_address( self::with_scheme( $value ) ) ? null : __( 'Enter a web address like https://example.com/name.', 'prism' );
		}
		return null;
	}

	/**
	 * Error for a type outside its choices.
	 *
	 * @param string   $value   Chosen type.
	 * @param string[] $choices Allowed types.
	 */
	private static function type_error( string $value, array $choices ): ?string {
		/* translators: %s: comma-separated list of allowed types. */
		return in_array( $value, $choices, true ) ? null : sprintf( __( 'Choose one of: %s.', 'prism' ), implode( ', ', $choices ) );
	}

	/**
	 * Canonical stored form of a valid value.
	 *
	 * @param string $kind  Field kind.
	 * @param string $value Valid value.
	 */
	private static function normalise( string $kind, string $value ): string {
		if ( '' === $value ) {
			return '';
		}
		switch ( $kind ) {
			case 'email':
				return strtolower( $value );
			case 'url':
				return esc_url_raw( self::with_scheme( $value ) );
		}
		return $value;
	}

	/**
	 * Whether a value is an http(s) address with a dotted host. Purely syntactic: wp_http_validate_url() would
	 * resolve the host over DNS, which makes saving a contact as slow as the network (or hang offline).
	 *
	 * @param string $url Address with scheme.
	 */
	private static function is_web_address( string $url ): bool {
		if ( false === filter_var( $url, FILTER_VALIDATE_URL ) ) {
			return false;
		}
		$parts = wp_parse_url( $url );
		return in_array( strtolower( (string) ( $parts['scheme'] ?? '' ) ), array( 'http', 'https' ), true )
			&& str_contains( (string) ( $parts['host'] ?? '' ), '.' );
	}

	/**
	 * Adds https:// to a bare host like linkedin.com/in/someone.
	 *
	 * @param string $value URL as typed.
	 */
	private static function with_scheme( string $value ): string {
		return preg_match( '#^[a-z][a-z0-9+.\-]*://#i', $value ) ? $value : 'https://' . $value;
	}

	/**
	 * Normalises an import-source list ("google, LinkedIn") to known names in a fixed order ("Google,LinkedIn").
	 *
	 * @param string|string[] $sources Raw sources.
	 */
	public static function import_sources( $sources ): string {
		$given = is_array( $sources ) ? $sources : explode( ',', (string) $sources );
		$given = array_map( static fn( $s ) => strtolower( trim( (string) $s ) ), $given );
		$known = array_filter( self::IMPORT_SOURCES, static fn( string $s ) => in_array( strtolower( $s ), $given, true ) );
		return $known ? implode( ',', $known ) : 'PRISM';
	}

	/**
	 * Lower-case text the list search scans: name, emails, phones (as typed and digits only), company, and the
	 * text of the contact's notes, so one column answers the whole search.
	 *
	 * @param array<string, string> $values     Contact values by API field.
	 * @param string[]              $note_texts The contact's notes.
	 */
	public static function search_text( array $values, array $note_texts = array() ): string {
		$parts = array( ( $values['firstName'] ?? '' ) . ' ' . ( $values['lastName'] ?? '' ), $values['company'] ?? '' );
		foreach ( self::SLOTS as $slot ) {
			$parts[] = $values[ "email{$slot}" ] ?? '';
			$phone   = $values[ "phone{$slot}" ] ?? '';
			$parts[] = $phone;
			$parts[] = preg_replace( '/\D+/', '', $phone );
		}
		$parts = array_merge( $parts, $note_texts );
		return mb_strtolower( implode( ' | ', array_filter( array_map( 'trim', $parts ) ) ) );
	}

	/**
	 * Name shown for a contact: first and last name, else the first email, else the company. An empty field
	 * counts as missing (API contacts carry every field, filled or not).
	 *
	 * @param array<string, string> $values Contact values by API field.
	 */
	public static function display_name( array $values ): string {
		$name = trim( ( $values['firstName'] ?? '' ) . ' ' . ( $values['lastName'] ?? '' ) );
		if ( '' !== $name ) {
			return $name;
		}
		foreach ( array( 'emailOne', 'company' ) as $field ) {
			$value = trim( (string) ( $values[ $field ] ?? '' ) );
			if ( '' !== $value ) {
				return $value;
			}
		}
		return '';
	}
}

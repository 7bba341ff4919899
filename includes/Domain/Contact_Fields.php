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
	 * Checks the known fields of raw input (unknown keys are dropped) and lists what is invalid. Valid values are
	 * returned as they will be stored: exactly as typed, less control characters and surrounding spaces (line
	 * breaks become spaces: every contact field is one line). A web address typed without a scheme gets https://;
	 * a handle in a social field ("@walkerq", LinkedIn's "in/jane-doe") is kept as typed (Social_Profile).
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
			$raw     = $input[ $field ];
			$problem = Text::problem( $raw, self::MAX[ $spec['kind'] ] ?? 20 );
			if ( null === $problem ) {
				$value   = Text::clean( (string) $raw );
				$problem = Social_Profile::takes_handles( $field ) ? Social_Profile::problem( $field, $value ) : self::check( $spec['kind'], $value );
			}
			if ( null !== $problem ) {
				$errors[ $field ] = $problem;
				continue;
			}
			$handle           = null !== Social_Profile::handle_path( $field, $value );
			$values[ $field ] = 'url' === $spec['kind'] && '' !== $value && ! $handle ? Text::with_scheme( $value ) : $value;
		}
		return array(
			'values' => $values,
			'errors' => $errors,
		);
	}

	/**
	 * A readable problem with one cleaned value of a kind, or null when it is fine. An empty value is fine: the
	 * rule that a contact must name someone is identifies_someone().
	 *
	 * @param string $kind  Field kind.
	 * @param string $value Cleaned value.
	 */
	private static function check( string $kind, string $value ): ?string {
		if ( '' === $value ) {
			return null;
		}
		switch ( $kind ) {
			case 'email':
				return is_email( $value ) ? null : __( 'Enter an email address like name@example.com.', 'prism' );
			case 'phone':
				return preg_match( '/^(?:[0-9+().\-\s\/#*,;]|x|ext\.?)+$/i', $value ) && preg_match( '/[0-9]/', $value )
					? null
					: __( 'Enter a phone number using digits, spaces and + ( ) - only.', 'prism' );
			case 'email_type':
				return self::type_error( $value, self::EMAIL_TYPES );
			case 'phone_type':
				return self::type_error( $value, self::PHONE_TYPES );
			case 'address_type':
				return self::type_error( $value, self::ADDRESS_TYPES );
			case 'url':
				return Text::web_address_problem( $value );
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
	 * Whether contact values name someone: a first or last name, a company or an email. A contact without any of
	 * these could not be found again.
	 *
	 * @param array<string, string> $values Values by API field (the whole contact, after an edit).
	 */
	public static function identifies_someone( array $values ): bool {
		foreach ( array( 'firstName', 'lastName', 'company', 'emailOne', 'emailTwo', 'emailThree' ) as $field ) {
			if ( '' !== trim( (string) ( $values[ $field ] ?? '' ) ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The API values of a stored contact row, every field present.
	 *
	 * @param array<string, mixed> $row Row of the contacts table.
	 * @return array<string, string>
	 */
	public static function from_row( array $row ): array {
		$values = array();
		foreach ( self::map() as $field => $spec ) {
			$values[ $field ] = (string) ( $row[ $spec['column'] ] ?? '' );
		}
		return $values;
	}

	/**
	 * Column => value for the API fields present in $values.
	 *
	 * @param array<string, string> $values Values by API field.
	 * @return array<string, string>
	 */
	public static function to_columns( array $values ): array {
		$row = array();
		foreach ( self::map() as $field => $spec ) {
			if ( array_key_exists( $field, $values ) ) {
				$row[ $spec['column'] ] = (string) $values[ $field ];
			}
		}
		return $row;
	}

	/**
	 * The first filled slot of a group: the summary email or phone.
	 *
	 * @param array<string, string> $values Values by API field.
	 * @param string                $prefix 'email' or 'phone'.
	 */
	public static function first_filled( array $values, string $prefix ): string {
		foreach ( self::SLOTS as $slot ) {
			if ( '' !== (string) ( $values[ $prefix . $slot ] ?? '' ) ) {
				return (string) $values[ $prefix . $slot ];
			}
		}
		return '';
	}

	/**
	 * The key the list sorts by: the display name, lower-cased.
	 *
	 * @param array<string, string> $values Full values by API field.
	 */
	public static function sort_name( array $values ): string {
		return mb_substr( mb_strtolower( self::display_name( $values ) ), 0, 200 );
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
	 * Every stored import-source list (import_sources()' form) that holds all of the given sources: the values an
	 * index on the column is read for, instead of testing each contact's list for the names.
	 *
	 * @param string[] $sources Known source names (IMPORT_SOURCES), as the list filter takes them.
	 * @return string[] Lists such as "LinkedIn" and "Google,LinkedIn"; none when a name is unknown.
	 */
	public static function import_source_values( array $sources ): array {
		$wanted = array_unique( $sources );
		if ( array_diff( $wanted, self::IMPORT_SOURCES ) ) {
			return array();
		}
		$values = array();
		$count  = count( self::IMPORT_SOURCES );
		for ( $mask = 1; $mask < ( 1 << $count ); $mask++ ) {
			$set = array();
			foreach ( self::IMPORT_SOURCES as $bit => $name ) {
				if ( $mask & ( 1 << $bit ) ) {
					$set[] = $name;
				}
			}
			if ( ! array_diff( $wanted, $set ) ) {
				$values[] = implode( ',', $set );
			}
		}
		return $values;
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

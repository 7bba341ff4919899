<?php
/**
 * How two contacts become one without losing anything. Pure: takes the two contacts' values, returns the
 * survivor's new values and the lines that did not fit (kept in a note on the survivor).
 *
 * @package Prism
 */

namespace Prism\Domain;

/**
 * Field-level merge rules.
 */
final class Contact_Merge {

	/**
	 * Merges $other into $survivor.
	 *
	 * - A field the survivor has keeps the survivor's value; an empty one is filled from the other contact.
	 * - Emails, phones and addresses are united without repeats into the three slots, the survivor's first;
	 *   what does not fit is returned in `overflow` as readable lines.
	 * - Import sources are united.
	 *
	 * @param array<string, string> $survivor Survivor's values by API field (plus importSource).
	 * @param array<string, string> $other    Other contact's values by API field (plus importSource).
	 * @return array{values: array<string, string>, overflow: string[], importSource: string}
	 */
	public static function merge( array $survivor, array $other ): array {
		$values   = array();
		$overflow = array();

		foreach ( array( 'firstName', 'lastName', 'title', 'company', 'facebook', 'linkedIn', 'instagram', 'twitter', 'website' ) as $field ) {
			$mine             = trim( (string) ( $survivor[ $field ] ?? '' ) );
			$theirs           = trim( (string) ( $other[ $field ] ?? '' ) );
			$values[ $field ] = '' !== $mine ? $mine : $theirs;
			if ( '' !== $mine && '' !== $theirs && Contact_Identity::text_key( $mine ) !== Contact_Identity::text_key( $theirs ) && in_array( $field, array( 'title', 'company', 'facebook', 'linkedIn', 'instagram', 'twitter', 'website' ), true ) ) {
				$overflow[] = self::kept_line( $field, $theirs );
			}
		}

		$other_name = trim( ( $other['firstName'] ?? '' ) . ' ' . ( $other['lastName'] ?? '' ) );
		$kept_name  = trim( $values['firstName'] . ' ' . $values['lastName'] );
		if ( '' !== $other_name && Contact_Identity::text_key( $other_name ) !== Contact_Identity::text_key( $kept_name ) ) {
			/* translators: %s: the merged contact's name. */
			$overflow[] = sprintf( __( 'Also known as: %s', 'prism' ), $other_name );
		}

		foreach ( self::groups() as $group => $parts ) {
			$entries = array_merge( self::entries( $survivor, $group, $parts ), self::entries( $other, $group, $parts ) );
			$kept    = array();
			$seen    = array();
			foreach ( $entries as $entry ) {
				$key = self::identity( $group, $entry );
				if ( isset( $seen[ $key ] ) ) {
					continue;
				}
				$seen[ $key ] = true;
				if ( count( $kept ) < count( Contact_Fields::SLOTS ) ) {
					$kept[] = $entry;
				} else {
					$overflow[] = self::describe( $group, $entry );
				}
			}
			foreach ( Contact_Fields::SLOTS as $i => $slot ) {
				foreach ( $parts as $part ) {
					$values[ $group . $slot . $part ] = (string) ( $kept[ $i ][ $part ] ?? '' );
				}
			}
		}

		return array(
			'values'       => $values,
			'overflow'     => $overflow,
			'importSource' => Contact_Fields::import_sources(
				array_merge( explode( ',', (string) ( $survivor['importSource'] ?? '' ) ), explode( ',', (string) ( $other['importSource'] ?? '' ) ) )
			),
		);
	}

	/**
	 * Slot groups and the parts of each slot ('' is the value itself).
	 *
	 * @return array<string, string[]>
	 */
	private static function groups(): array {
		return array(
			'email'   => array( '', 'Type' ),
			'phone'   => array( '', 'Type' ),
			'address' => array( '', 'Type', 'City', 'State', 'Zip' ),
		);
	}

	/**
	 * The filled slots of one group, in slot order.
	 *
	 * @param array<string, string> $values Values by API field.
	 * @param string                $group  'email', 'phone' or 'address'.
	 * @param string[]              $parts  Parts of a slot.
	 * @return array<int, array<string, string>>
	 */
	private static function entries( array $values, string $group, array $parts ): array {
		$entries = array();
		foreach ( Contact_Fields::SLOTS as $slot ) {
			$entry = array();
			foreach ( $parts as $part ) {
				$entry[ $part ] = trim( (string) ( $values[ $group . $slot . $part ] ?? '' ) );
			}
			$filled = 'address' === $group ? implode( '', array_diff_key( $entry, array( 'Type' => 1 ) ) ) : $entry[''];
			if ( '' !== $filled ) {
				$entries[] = $entry;
			}
		}
		return $entries;
	}

	/**
	 * What makes two entries the same: case-insensitive email, the digits of a phone, the words of an address.
	 *
	 * @param string                $group Group.
	 * @param array<string, string> $entry Slot parts.
	 */
	private static function identity( string $group, array $entry ): string {
		switch ( $group ) {
			case 'email':
				return Contact_Identity::email_key( $entry[''] );
			case 'phone':
				return Contact_Identity::phone_key( $entry[''] );
		}
		return Contact_Identity::address_key( array( $entry[''], $entry['City'], $entry['State'], $entry['Zip'] ) );
	}

	/**
	 * A readable line for an entry that did not fit.
	 *
	 * @param string                $group Group.
	 * @param array<string, string> $entry Slot parts.
	 */
	private static function describe( string $group, array $entry ): string {
		$text = 'address' === $group
			? implode( ', ', array_filter( array( $entry[''], $entry['City'], trim( $entry['State'] . ' ' . $entry['Zip'] ) ) ) )
			: $entry[''];
		$type = $entry['Type'];
		switch ( $group ) {
			case 'email':
				return '' !== $type
					/* translators: 1: email type such as Work, 2: email address. */
					? sprintf( __( 'Email (%1$s): %2$s', 'prism' ), $type, $text )
					/* translators: %s: email address. */
					: sprintf( __( 'Email: %s', 'prism' ), $text );
			case 'phone':
				return '' !== $type
					/* translators: 1: phone type such as Mobile, 2: phone number. */
					? sprintf( __( 'Phone (%1$s): %2$s', 'prism' ), $type, $text )
					/* translators: %s: phone number. */
					: sprintf( __( 'Phone: %s', 'prism' ), $text );
		}
		return '' !== $type
			/* translators: 1: address type such as Home, 2: the address. */
			? sprintf( __( 'Address (%1$s): %2$s', 'prism' ), $type, $text )
			/* translators: %s: the address. */
			: sprintf( __( 'Address: %s', 'prism' ), $text );
	}

	/**
	 * The line that keeps another contact's differing value of a field, e.g. "Company: Acme".
	 *
	 * @param string $field API field.
	 * @param string $value The other contact's value.
	 */
	private static function kept_line( string $field, string $value ): string {
		switch ( $field ) {
			case 'title':
				/* translators: %s: job title of the contact merged away. */
				return sprintf( __( 'Job title: %s', 'prism' ), $value );
			case 'company':
				/* translators: %s: company of the contact merged away. */
				return sprintf( __( 'Company: %s', 'prism' ), $value );
			case 'facebook':
				/* translators: %s: Facebook link of the contact merged away. */
				return sprintf( __( 'Facebook: %s', 'prism' ), $value );
			case 'linkedIn':
				/* translators: %s: LinkedIn link of the contact merged away. */
				return sprintf( __( 'LinkedIn: %s', 'prism' ), $value );
			case 'instagram':
				/* translators: %s: Instagram link of the contact merged away. */
				return sprintf( __( 'Instagram: %s', 'prism' ), $value );
			case 'twitter':
				/* translators: %s: Twitter (X) link of the contact merged away. */
				return sprintf( __( 'Twitter: %s', 'prism' ), $value );
		}
		/* translators: %s: website of the contact merged away. */
		return sprintf( __( 'Website: %s', 'prism' ), $value );
	}
}

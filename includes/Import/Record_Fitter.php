<?php
/**
 * Fits what an import reader found in one row or card into a record (docs/import.md, "A record"): PRISM's three
 * email, phone and address slots, the social fields, events, categories, and readable lines for everything that
 * has no field or no free slot. Pure PHP: the CSV and vCard readers share it, so every file type fits alike.
 *
 * @package Prism
 */

namespace Prism\Import;

defined( 'ABSPATH' ) || exit;

use Prism\Domain\Calendar_Date;
use Prism\Domain\Contact_Fields;
use Prism\Domain\Contact_Identity;
use Prism\Domain\Relations;

/**
 * What a reader found, fitted into a record.
 *
 * A reader hands fit() one array (every key optional):
 *
 *     array(
 *         'row'        => int,      // the member's row number (CSV: the file line the record starts on; vCard: card number)
 *         'firstName'  => string, 'lastName' => string, 'title' => string, 'company' => string,
 *         'emails'     => list<array{value: string, type: string, label: string}>,
 *         'phones'     => list<array{value: string, type: string, label: string}>,
 *         'addresses'  => list<array{street: string, city: string, state: string, zip: string, country: string,
 *                                    type: string, label: string}>,
 *         'urls'       => list<array{value: string, label: string}>,
 *         'categories' => string[],
 *         'events'     => list<array{type: string, title: string, date: string}>,
 *         'notes'      => string[],  // the service's own notes, verbatim
 *         'extra'      => string[],  // readable lines the reader already wrote ("Middle name: Quincy")
 *         'relations'  => list<array{role: string, name: string}>, // the file's role word ("Mother", Apple's
 *                                    // `_$!<Brother>!$_`, Google's "Relation 1 - Type") and the other person's name
 *     )
 *
 * `type` is PRISM's type (Contact_Fields::EMAIL_TYPES …) or '' when the reader left it to the label; `label` is the
 * file's own label ('' if none), so a label PRISM has no type for is not lost.
 *
 * The rules:
 * - Emails, phones and addresses fill their three slots in file order; a repeat (same Contact_Identity key) is
 *   dropped; the fourth and later go to `extra` as "Email (Home): x@example.com".
 * - A label with no PRISM type ('Pager', 'Home Fax', 'Assistant') gives the slot the type Other, and the value is
 *   also written to `extra` under its label ("Phone (Pager): +1 555 0100"), so the label is kept next to the number.
 * - An address's country (PRISM has no country field) goes to `extra` naming the slot: "Country of address 1
 *   (Home): Germany"; an address beyond the slots goes there whole, country included.
 * - Web addresses go by host: linkedin.com (any sub-domain) to linkedIn, facebook.com / fb.com to facebook,
 *   instagram.com to instagram, twitter.com / x.com to twitter, the first other one to website; a second profile of
 *   the same network and every further web address go to `extra`.
 * - An event whose date is not a PRISM date (YYYY-MM-DD, or --MM-DD for birthdays and anniversaries) goes to
 *   `extra` as text. YYYYMMDD and --MMDD (vCard's basic form) are read as dates.
 * - Categories are trimmed and de-duplicated ignoring case (the first spelling wins).
 * - A relation becomes a relationship (Domain\Relations::from_file(): a role PRISM knows is its kind, the file's word
 *   kept as the label): `relations` => list<array{kind, label, name}>, each once; a name too long for one goes to
 *   `extra` as "Relation (Mother): …".
 * - A record that names nobody (no first or last name, company or email) gets a `problem`.
 */
final class Record_Fitter {

	/** Words (lower case) that are a PRISM email type, or say nothing more than one. */
	private const EMAIL_WORDS = array(
		'home'     => 'Home',
		'personal' => 'Home',
		'private'  => 'Home',
		'work'     => 'Work',
		'business' => 'Work',
		'office'   => 'Work',
		'main'     => 'Main',
		'primary'  => 'Main',
		'pref'     => 'Main',
		'other'    => 'Other',
		'internet' => '',
		'email'    => '',
		'e-mail'   => '',
	);

	/** Words (lower case) that are a PRISM phone type, or say nothing more than one. */
	private const PHONE_WORDS = array(
		'mobile'       => 'Mobile',
		'cell'         => 'Mobile',
		'cellular'     => 'Mobile',
		'mobile phone' => 'Mobile',
		'iphone'       => 'Mobile',
		'main'         => 'Main',
		'primary'      => 'Main',
		'pref'         => 'Main',
		'home'         => 'Home',
		'personal'     => 'Home',
		'work'         => 'Work',
		'business'     => 'Work',
		'office'       => 'Work',
		'other'        => 'Other',
		'voice'        => '',
		'phone'        => '',
		'tel'          => '',
	);

	/** Words (lower case) that are a PRISM address type, or say nothing more than one. */
	private const ADDRESS_WORDS = array(
		'home'     => 'Home',
		'personal' => 'Home',
		'work'     => 'Work',
		'business' => 'Work',
		'office'   => 'Work',
		'other'    => 'Other',
		'postal'   => '',
		'address'  => '',
		'adr'      => '',
	);

	/** Labels of a web address that add nothing to it (lower case). */
	private const PLAIN_URL_LABELS = array( '', 'website', 'web site', 'web', 'url', 'homepage', 'home page', 'home', 'work', 'other', 'profile' );

	/** Social field => hosts (a sub-domain of one counts too). */
	private const SOCIAL_HOSTS = array(
		'linkedIn'  => array( 'linkedin.com', 'lnkd.in' ),
		'facebook'  => array( 'facebook.com', 'fb.com', 'fb.me' ),
		'instagram' => array( 'instagram.com', 'instagr.am' ),
		'twitter'   => array( 'twitter.com', 'x.com' ),
	);

	/** How each social field is named in a note line (the networks' own names, not translated). */
	private const SOCIAL_NAMES = array(
		'linkedIn'  => 'LinkedIn',
		'facebook'  => 'Facebook',
		'instagram' => 'Instagram',
		'twitter'   => 'X (Twitter)',
	);

	/**
	 * The record for what a reader found.
	 *
	 * @param array<string, mixed> $found What the reader found (shape in the class comment).
	 * @return array{row: int, values: array<string, string>, categories: string[], events: array<int, array{type: string, title: string, date: string}>, notes: string[], extra: string[], problem: string|null, interactions?: array<int, array<string, string>>, relations?: array<int, array{kind: string, label: string, name: string}>}
	 */
	public static function fit( array $found ): array {
		$values = array_fill_keys( array_keys( Contact_Fields::map() ), '' );
		foreach ( array( 'firstName', 'lastName', 'title', 'company' ) as $field ) {
			$values[ $field ] = self::text( $found[ $field ] ?? '' );
		}
		$extra = array();
		foreach ( (array) ( $found['extra'] ?? array() ) as $line ) {
			$extra[] = self::text( $line );
		}

		self::fit_emails( (array) ( $found['emails'] ?? array() ), $values, $extra );
		self::fit_phones( (array) ( $found['phones'] ?? array() ), $values, $extra );
		self::fit_addresses( (array) ( $found['addresses'] ?? array() ), $values, $extra );
		self::fit_urls( (array) ( $found['urls'] ?? array() ), $values, $extra );
		$events = self::fit_events( (array) ( $found['events'] ?? array() ), $extra );

		$notes = array();
		foreach ( (array) ( $found['notes'] ?? array() ) as $note ) {
			$note = self::text( $note );
			if ( '' !== $note ) {
				$notes[] = $note;
			}
		}

		$relations = self::fit_relations( (array) ( $found['relations'] ?? array() ), $extra );

		return array(
			'row'        => (int) ( $found['row'] ?? 0 ),
			'values'     => $values,
			'categories' => self::categories( (array) ( $found['categories'] ?? array() ) ),
			'events'     => $events,
			'notes'      => $notes,
			'extra'      => array_values( array_unique( array_filter( $extra, static fn( string $line ) => '' !== $line ) ) ),
			'problem'    => Contact_Fields::identifies_someone( $values ) ? null : __( 'No name, company or email.', 'prism' ),
		) + ( empty( $found['interactions'] ) ? array() : array( 'interactions' => array_values( (array) $found['interactions'] ) ) )
			+ ( $relations ? array( 'relations' => $relations ) : array() );
	}

	/**
	 * The relationships a row names, each once (kind, label and name, case ignored): a name longer than a relationship
	 * keeps goes to the extra lines instead.
	 *
	 * @param array<int, mixed> $found What the reader found: role and name.
	 * @param string[]          $extra Extra lines (appended to).
	 * @return array<int, array{kind: string, label: string, name: string}>
	 */
	private static function fit_relations( array $found, array &$extra ): array {
		$relations = array();
		foreach ( $found as $one ) {
			$name = self::text( is_array( $one ) ? ( $one['name'] ?? '' ) : '' );
			$role = self::text( is_array( $one ) ? ( $one['role'] ?? '' ) : '' );
			if ( '' === $name ) {
				continue;
			}
			$seen = Relations::from_file( $role );
			if ( mb_strlen( $name ) > Relations::MAX_NAME ) {
				$extra[] = self::labelled( __( 'Relation', 'prism' ), Relations::file_role( $seen['kind'], $seen['label'] ), $name );
				continue;
			}
			$relations[ mb_strtolower( $seen['kind'] . '|' . $seen['label'] . '|' . $name ) ] = $seen + array( 'name' => $name );
		}
		return array_values( $relations );
	}

	/**
	 * PRISM's email type for a file's label: '' when the label says nothing (none, 'internet'), Other for a label
	 * PRISM has no type for.
	 *
	 * @param string $label The file's label ('* Home', 'work', '_$!<Home>!$_', 'Pager' …).
	 */
	public static function email_type( string $label ): string {
		return self::type_for( $label, self::EMAIL_WORDS );
	}

	/**
	 * PRISM's phone type for a file's label (see email_type()).
	 *
	 * @param string $label The file's label.
	 */
	public static function phone_type( string $label ): string {
		return self::type_for( $label, self::PHONE_WORDS );
	}

	/**
	 * PRISM's address type for a file's label (see email_type()).
	 *
	 * @param string $label The file's label.
	 */
	public static function address_type( string $label ): string {
		return self::type_for( $label, self::ADDRESS_WORDS );
	}

	/**
	 * A label as a person would read it: Google's system mark ('* Home') and Apple's wrapper ('_$!<Mobile>!$_')
	 * taken off, spaces trimmed.
	 *
	 * @param string $label The file's label.
	 */
	public static function plain_label( string $label ): string {
		$label = trim( $label );
		if ( preg_match( '/^_\$!<(.*)>!\$_$/s', $label, $m ) ) {
			$label = $m[1];
		}
		if ( str_starts_with( $label, '* ' ) ) {
			$label = substr( $label, 2 );
		}
		return trim( $label );
	}

	/**
	 * The social field a web address belongs to by its host, or '' for any other address.
	 *
	 * @param string $url A web address, with or without scheme.
	 */
	public static function social_field( string $url ): string {
		$host = self::host( $url );
		if ( '' === $host ) {
			return '';
		}
		foreach ( self::SOCIAL_HOSTS as $field => $domains ) {
			foreach ( $domains as $domain ) {
				if ( $host === $domain || str_ends_with( $host, '.' . $domain ) ) {
					return $field;
				}
			}
		}
		return '';
	}

	/**
	 * The lower-case host of a web address ('' when it has none).
	 *
	 * @param string $url Address, with or without scheme.
	 */
	private static function host( string $url ): string {
		$url = trim( $url );
		$url = (string) preg_replace( '#^[a-z][a-z0-9+.\-]*://#i', '', $url );
		$url = (string) preg_replace( '#^//#', '', $url );
		if ( ! preg_match( '#^(?:[^@/?\#]*@)?([^/?\#:]+)#', $url, $m ) ) {
			return '';
		}
		$host = strtolower( rtrim( $m[1], '.' ) );
		return str_contains( $host, '.' ) ? $host : '';
	}

	/**
	 * Type for a label from a word table.
	 *
	 * @param string                $label The file's label.
	 * @param array<string, string> $words Lower-case word => PRISM type ('' = no type).
	 */
	private static function type_for( string $label, array $words ): string {
		$plain = strtolower( self::plain_label( $label ) ); // The words are ASCII; other letters never match.
		if ( '' === $plain ) {
			return '';
		}
		return $words[ $plain ] ?? 'Other';
	}

	/**
	 * The label worth keeping next to a value: the file's label when it is not one of PRISM's types or a word that
	 * says no more than one; '' otherwise.
	 *
	 * @param string                $label The file's label.
	 * @param array<string, string> $words Word table.
	 */
	private static function custom_label( string $label, array $words ): string {
		$plain = self::plain_label( $label );
		return '' === $plain || array_key_exists( strtolower( $plain ), $words ) ? '' : $plain;
	}

	/**
	 * The type and the label worth keeping for one found value.
	 *
	 * @param array<string, mixed>  $item    Found value with type and label.
	 * @param array<string, string> $words   Word table.
	 * @param string[]              $choices PRISM's types.
	 * @return array{0: string, 1: string} Type, custom label.
	 */
	private static function type_and_label( array $item, array $words, array $choices ): array {
		$label = (string) ( $item['label'] ?? '' );
		$type  = (string) ( $item['type'] ?? '' );
		if ( ! in_array( $type, $choices, true ) ) {
			$type = self::type_for( $label, $words );
		}
		return array( $type, self::custom_label( $label, $words ) );
	}

	/**
	 * Slots the emails; the rest go to extra. Repeats are told apart by the email's key only when there is more
	 * than one.
	 *
	 * @param array<int, mixed>     $emails Found emails.
	 * @param array<string, string> $values Record values (filled).
	 * @param string[]              $extra  Extra lines (added to).
	 */
	private static function fit_emails( array $emails, array &$values, array &$extra ): void {
		$key = static fn( string $value ): string => Contact_Identity::email_key( $value );
		self::fit_slots( $emails, 'email', $key, self::EMAIL_WORDS, Contact_Fields::EMAIL_TYPES, __( 'Email', 'prism' ), $values, $extra );
	}

	/**
	 * Slots the phone numbers; the rest go to extra. A number with no digits to compare is told apart by its text.
	 *
	 * @param array<int, mixed>     $phones Found phones.
	 * @param array<string, string> $values Record values (filled).
	 * @param string[]              $extra  Extra lines (added to).
	 */
	private static function fit_phones( array $phones, array &$values, array &$extra ): void {
		$key = static function ( string $value ): string {
			$digits = Contact_Identity::phone_key( $value );
			return '' === $digits ? 't' . mb_strtolower( $value ) : $digits;
		};
		self::fit_slots( $phones, 'phone', $key, self::PHONE_WORDS, Contact_Fields::PHONE_TYPES, __( 'Phone', 'prism' ), $values, $extra );
	}

	/**
	 * Slots emails or phones: the first three distinct ones in the record's slots (with their type), a repeat left
	 * out, the rest and any custom label as extra lines ("Email (home): …").
	 *
	 * @param array<int, mixed>     $items   Found items (value, type, label).
	 * @param string                $prefix  Field prefix: 'email' or 'phone'.
	 * @param callable              $key     Value => what two of the same share (used when there are several).
	 * @param array<string, string> $words   Label words => type.
	 * @param string[]              $types   The record's types.
	 * @param string                $label   The extra line's name (translated).
	 * @param array<string, string> $values  Record values (filled).
	 * @param string[]              $extra   Extra lines (added to).
	 */
	private static function fit_slots( array $items, string $prefix, callable $key, array $words, array $types, string $label, array &$values, array &$extra ): void {
		$seen = array();
		$many = count( $items ) > 1; // Repeats need keys only when there is more than one.
		$slot = 0;
		foreach ( $items as $item ) {
			$item  = (array) $item;
			$value = self::text( $item['value'] ?? '' );
			$same  = $many ? (string) $key( $value ) : '';
			if ( '' === $value || isset( $seen[ $same ] ) ) {
				continue;
			}
			$seen[ $same ]         = true;
			list( $type, $custom ) = self::type_and_label( $item, $words, $types );
			if ( $slot < 3 ) {
				$name                     = $prefix . Contact_Fields::SLOTS[ $slot ];
				$values[ $name ]          = $value;
				$values[ $name . 'Type' ] = $type;
				++$slot;
				if ( '' === $custom ) {
					continue;
				}
			}
			$extra[] = self::labelled( $label, '' !== $custom ? $custom : $type, $value );
		}
	}

	/**
	 * Slots the addresses; countries and the rest go to extra.
	 *
	 * @param array<int, mixed>     $addresses Found addresses.
	 * @param array<string, string> $values    Record values (filled).
	 * @param string[]              $extra     Extra lines (added to).
	 */
	private static function fit_addresses( array $addresses, array &$values, array &$extra ): void {
		$seen = array();
		$slot = 0;
		foreach ( $addresses as $item ) {
			$item    = (array) $item;
			$parts   = array();
			$country = self::text( $item['country'] ?? '' );
			foreach ( array( 'street', 'city', 'state', 'zip' ) as $part ) {
				$parts[ $part ] = self::text( $item[ $part ] ?? '' );
			}
			$place = implode( '', $parts );
			$key   = count( $addresses ) > 1 ? Contact_Identity::address_key( array_merge( array_values( $parts ), array( $country ) ) ) : $place . $country;
			if ( '' === $key || isset( $seen[ $key ] ) ) {
				continue;
			}
			$seen[ $key ]          = true;
			list( $type, $custom ) = self::type_and_label( $item, self::ADDRESS_WORDS, Contact_Fields::ADDRESS_TYPES );
			$label                 = '' !== $custom ? $custom : $type;
			$has_place             = '' !== $place;
			if ( $slot < 3 && $has_place ) {
				$name                      = 'address' . Contact_Fields::SLOTS[ $slot ];
				$values[ $name ]           = $parts['street'];
				$values[ $name . 'City' ]  = $parts['city'];
				$values[ $name . 'State' ] = $parts['state'];
				$values[ $name . 'Zip' ]   = $parts['zip'];
				$values[ $name . 'Type' ]  = $type;
				++$slot;
				if ( '' !== $custom ) {
					$extra[] = self::labelled( __( 'Address', 'prism' ), $custom, self::one_line( array_merge( array_values( $parts ), array( $country ) ) ) );
				} elseif ( '' !== $country ) {
					$extra[] = '' !== $type
						/* translators: 1: address slot number (1 to 3), 2: address type (Home, Work …), 3: country name. */
						? sprintf( __( 'Country of address %1$d (%2$s): %3$s', 'prism' ), $slot, $type, $country )
						/* translators: 1: address slot number (1 to 3), 2: country name. */
						: sprintf( __( 'Country of address %1$d: %2$s', 'prism' ), $slot, $country );
				}
				continue;
			}
			$extra[] = self::labelled( __( 'Address', 'prism' ), $label, self::one_line( array_merge( array_values( $parts ), array( $country ) ) ) );
		}
	}

	/**
	 * Routes web addresses by host to the social fields and website; the rest go to extra.
	 *
	 * @param array<int, mixed>     $urls   Found web addresses.
	 * @param array<string, string> $values Record values (filled).
	 * @param string[]              $extra  Extra lines (added to).
	 */
	private static function fit_urls( array $urls, array &$values, array &$extra ): void {
		$seen = array();
		$many = count( $urls ) > 1;
		foreach ( $urls as $item ) {
			$item  = is_array( $item ) ? $item : array( 'value' => $item );
			$value = self::text( $item['value'] ?? '' );
			$field = self::social_field( $value );
			$key   = ! $many ? '' : ( 'linkedIn' === $field ? Contact_Identity::linkedin_key( $value ) : rtrim( (string) preg_replace( '#^[a-z][a-z0-9+.\-]*://(?:www\.)?#', '', mb_strtolower( $value ) ), '/' ) );
			if ( '' === $value || isset( $seen[ $key ] ) ) {
				continue;
			}
			$seen[ $key ] = true;
			$label        = self::plain_label( (string) ( $item['label'] ?? '' ) );
			$custom       = in_array( strtolower( $label ), self::PLAIN_URL_LABELS, true ) ? '' : $label;
			if ( '' !== $field ) {
				if ( '' === $values[ $field ] ) {
					$values[ $field ] = $value;
				} else {
					$extra[] = self::labelled( self::SOCIAL_NAMES[ $field ], $custom, $value );
				}
				continue;
			}
			if ( '' === $values['website'] ) {
				$values['website'] = $value;
				if ( '' === $custom ) {
					continue;
				}
			}
			$extra[] = self::labelled( __( 'Website', 'prism' ), $custom, $value );
		}
	}

	/**
	 * The events with PRISM dates; the others go to extra as text. Repeats are dropped.
	 *
	 * @param array<int, mixed> $found Found events.
	 * @param string[]          $extra Extra lines (added to).
	 * @return array<int, array{type: string, title: string, date: string}>
	 */
	private static function fit_events( array $found, array &$extra ): array {
		$events = array();
		$seen   = array();
		foreach ( $found as $item ) {
			$item = (array) $item;
			$type = (string) ( $item['type'] ?? '' );
			$type = in_array( $type, Calendar_Date::EVENT_TYPES, true ) ? $type : 'Other';
			$raw  = self::text( $item['date'] ?? '' );
			if ( '' === $raw ) {
				continue;
			}
			$title = self::text( $item['title'] ?? '' );
			$title = '' !== $title ? $title : Calendar_Date::default_title( $type );
			$date  = self::date( $raw );
			if ( null === $date || null !== Calendar_Date::problem( $date, Calendar_Date::is_yearly( $type ) ) ) {
				$extra[] = self::labelled( $title, '', $raw );
				continue;
			}
			$key = $type . '|' . mb_strtolower( $title ) . '|' . $date;
			if ( isset( $seen[ $key ] ) ) {
				continue;
			}
			$seen[ $key ] = true;
			$events[]     = array(
				'type'  => $type,
				'title' => $title,
				'date'  => $date,
			);
		}
		return $events;
	}

	/**
	 * A date in PRISM's form (YYYY-MM-DD or --MM-DD) from the forms files use, or null.
	 *
	 * @param string $raw Date as the file had it.
	 */
	private static function date( string $raw ): ?string {
		if ( preg_match( '/^(\d{4})-?(\d{2})-?(\d{2})(?:T[0-9:.Z+\-]*)?$/D', $raw, $m ) ) {
			return "{$m[1]}-{$m[2]}-{$m[3]}";
		}
		if ( preg_match( '/^--(\d{2})-?(\d{2})$/D', $raw, $m ) ) {
			return "--{$m[1]}-{$m[2]}";
		}
		return null;
	}

	/**
	 * Categories trimmed, without empty ones and repeats (ignoring case; the first spelling wins).
	 *
	 * @param array<int, mixed> $found Found categories.
	 * @return string[]
	 */
	private static function categories( array $found ): array {
		$list = array();
		foreach ( $found as $name ) {
			$name = self::text( $name );
			$key  = mb_strtolower( $name );
			if ( '' !== $name && ! isset( $list[ $key ] ) ) {
				$list[ $key ] = $name;
			}
		}
		return array_values( $list );
	}

	/**
	 * "Name (label): value", or "Name: value" without a label: the one form every extra line takes. Line breaks in
	 * the value become ", ".
	 *
	 * @param string $name  What the value is (Email, Phone, Website …).
	 * @param string $label Its label or type ('' for none).
	 * @param string $value The value.
	 */
	public static function labelled( string $name, string $label, string $value ): string {
		$value = self::one_line( array( $value ) );
		return '' === $label
			/* translators: 1: what the value is (Email, Phone, a field name), 2: the value. */
			? sprintf( __( '%1$s: %2$s', 'prism' ), $name, $value )
			/* translators: 1: what the value is (Email, Phone …), 2: its label in the file (Home, Pager …), 3: the value. */
			: sprintf( __( '%1$s (%2$s): %3$s', 'prism' ), $name, $label, $value );
	}

	/**
	 * Parts joined into one readable line: empty parts left out, line breaks inside a part become ", ".
	 *
	 * @param string[] $parts Parts.
	 */
	private static function one_line( array $parts ): string {
		$lines = array();
		foreach ( $parts as $part ) {
			foreach ( (array) preg_split( '/\R/u', (string) $part ) as $line ) {
				$line = trim( $line );
				if ( '' !== $line ) {
					$lines[] = $line;
				}
			}
		}
		return implode( ', ', $lines );
	}

	/**
	 * A found value as text, ends trimmed.
	 *
	 * @param mixed $value Found value.
	 */
	private static function text( $value ): string {
		return is_scalar( $value ) ? trim( (string) $value ) : '';
	}
}

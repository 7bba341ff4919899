<?php
/**
 * Contacts as vCard 3.0 (RFC 2426), the version Apple Contacts, iCloud and Google read and write, with Apple's
 * conventions where vCard 3.0 has no word: `itemN.` groups with `X-ABLabel` for labelled web addresses and dates,
 * `X-APPLE-OMIT-YEAR` for a birthday without a year. Written with sabre/vobject, which escapes text and folds lines
 * as the RFC requires; one card is built and serialised at a time.
 *
 * What goes where: N and FN (the name; the company for a company's card, with Apple's X-ABShowAs:COMPANY), ORG,
 * TITLE, EMAIL / TEL / ADR with PRISM's type (Mobile as CELL, Main as MAIN for a phone and as a labelled item
 * `X-ABLabel:Main` for an email), URL for the website, `itemN.URL` labelled LinkedIn,
 * Facebook, Instagram or Twitter for the social fields (a handle typed there, "@walkerq", as its address on the
 * network, https://x.com/walkerq: a URL must be a URI), CATEGORIES, one NOTE per note (its exact text), BDAY for
 * the first birthday, `itemN.X-ABDATE` for the other events (labelled `_$!<Anniversary>!$_` for anniversaries,
 * Birthday for a second birthday, the event's title for the others), `itemN.X-ABRELATEDNAMES` for the relationships
 * (labelled as Apple labels them: `_$!<Spouse>!$_`, or the role's words, "Mother"), UID `prism-contact-{id}@{host}`.
 *
 * @package Prism
 */

namespace Prism\Export;

use Prism\Domain\Calendar_Date;
use Prism\Domain\Contact_Fields;
use Prism\Domain\Relations;
use Prism\Domain\Social_Profile;
use Sabre\VObject\Component\VCard;

defined( 'ABSPATH' ) || exit;

/**
 * The vCard 3.0 writer.
 */
final class Vcard_Writer implements Contact_Writer {

	/** Apple's year for a date without one (X-APPLE-OMIT-YEAR). */
	public const NO_YEAR = '1604';

	/** Apple's label of an anniversary. */
	public const ANNIVERSARY_LABEL = '_$!<Anniversary>!$_';

	/** Social field => its label on an `itemN.URL`. */
	public const SOCIAL_LABELS = array(
		'linkedIn'  => 'LinkedIn',
		'facebook'  => 'Facebook',
		'instagram' => 'Instagram',
		'twitter'   => 'Twitter',
	);

	/**
	 * PRISM's email type => vCard TYPE values. Main has no TYPE (PREF only says which address comes first): it is
	 * written as a labelled item, `itemN.EMAIL` with `X-ABLabel:Main`, as Apple writes a custom label.
	 */
	private const EMAIL_TYPES = array(
		'Home'  => array( 'INTERNET', 'HOME' ),
		'Work'  => array( 'INTERNET', 'WORK' ),
		'Other' => array( 'INTERNET', 'OTHER' ),
	);

	/** PRISM's phone type => vCard TYPE values. */
	private const PHONE_TYPES = array(
		'Mobile' => array( 'CELL' ),
		'Main'   => array( 'MAIN' ),
		'Home'   => array( 'HOME' ),
		'Work'   => array( 'WORK' ),
		'Other'  => array( 'OTHER' ),
	);

	/** PRISM's address type => vCard TYPE values. */
	private const ADDRESS_TYPES = array(
		'Home'  => array( 'HOME' ),
		'Work'  => array( 'WORK' ),
		'Other' => array( 'OTHER' ),
	);

	/**
	 * The site's host, for UIDs.
	 *
	 * @var string
	 */
	private string $host;

	/**
	 * A writer for this site.
	 */
	public function __construct() {
		$this->host = (string) wp_parse_url( home_url(), PHP_URL_HOST );
	}

	/**
	 * {@inheritDoc}
	 */
	public function content_type(): string {
		return 'text/vcard; charset=utf-8';
	}

	/**
	 * {@inheritDoc}
	 */
	public function carries_photos(): bool {
		return true;
	}

	/**
	 * {@inheritDoc}
	 */
	public function extension(): string {
		return 'vcf';
	}

	/**
	 * Nothing comes before the first card.
	 *
	 * @param callable(string): void $out Receives the text.
	 */
	public function begin( callable $out ): void {
		unset( $out );
	}

	/**
	 * One card per contact.
	 *
	 * @param array<int, array<string, mixed>> $contacts Contacts (Contact_Source's shape).
	 * @param callable(string): void           $out      Receives the text.
	 */
	public function write( array $contacts, callable $out ): void {
		$text = '';
		foreach ( $contacts as $contact ) {
			$card  = $this->card( $contact );
			$text .= $card->serialize();
			// A card and its properties point at each other: freed now, instead of by PHP's cycle collector, which
			// scanned every card written so far again and again (2.9 s for 30,000 cards; see docs/benchmarks.md).
			$card->destroy();
		}
		$out( $text );
	}

	/**
	 * Nothing follows the last card.
	 *
	 * @param callable(string): void $out Receives the text.
	 */
	public function end( callable $out ): void {
		unset( $out );
	}

	/**
	 * One contact's card.
	 *
	 * @param array<string, mixed> $contact Contact (Contact_Source's shape).
	 */
	public function card( array $contact ): VCard {
		$values = (array) $contact['values'];
		$v      = static fn( string $field ): string => (string) ( $values[ $field ] ?? '' );
		$card   = new VCard(
			array(
				'VERSION' => '3.0',
				'PRODID'  => '-//PRISM//PRISM ' . PRISM_VERSION . '//EN',
				'UID'     => 'prism-contact-' . (int) $contact['id'] . '@' . $this->host,
			),
			false
		);
		$name   = trim( $v( 'firstName' ) . ' ' . $v( 'lastName' ) );
		$card->add( 'N', array( $v( 'lastName' ), $v( 'firstName' ), '', '', '' ) );
		// The name; a company's card is named after the company (and Apple shows it so with X-ABShowAs).
		$card->add( 'FN', '' !== $name ? $name : ( '' !== $v( 'company' ) ? $v( 'company' ) : Contact_Fields::first_filled( $values, 'email' ) ) );
		if ( '' === $name && '' !== $v( 'company' ) ) {
			$card->add( 'X-ABShowAs', 'COMPANY' );
		}
		if ( '' !== $v( 'company' ) ) {
			$card->add( 'ORG', $v( 'company' ) );
		}
		if ( '' !== $v( 'title' ) ) {
			$card->add( 'TITLE', $v( 'title' ) );
		}
		$item = 0;
		foreach ( Contact_Fields::SLOTS as $slot ) {
			if ( '' === $v( "email{$slot}" ) ) {
				continue;
			}
			if ( 'Main' === $v( "email{$slot}Type" ) ) {
				++$item;
				$card->add( "item{$item}.EMAIL", $v( "email{$slot}" ), array( 'TYPE' => array( 'INTERNET' ) ) );
				$card->add( "item{$item}.X-ABLabel", 'Main' );
				continue;
			}
			$card->add( 'EMAIL', $v( "email{$slot}" ), array( 'TYPE' => self::EMAIL_TYPES[ $v( "email{$slot}Type" ) ] ?? array( 'INTERNET' ) ) );
		}
		foreach ( Contact_Fields::SLOTS as $slot ) {
			if ( '' !== $v( "phone{$slot}" ) ) {
				$card->add( 'TEL', $v( "phone{$slot}" ), self::types( self::PHONE_TYPES[ $v( "phone{$slot}Type" ) ] ?? array() ) );
			}
		}
		foreach ( Contact_Fields::SLOTS as $slot ) {
			$parts = array( '', '', $v( "address{$slot}" ), $v( "address{$slot}City" ), $v( "address{$slot}State" ), $v( "address{$slot}Zip" ), '' );
			if ( '' !== implode( '', $parts ) ) {
				$card->add( 'ADR', $parts, self::types( self::ADDRESS_TYPES[ $v( "address{$slot}Type" ) ] ?? array() ) );
			}
		}
		if ( '' !== $v( 'website' ) ) {
			self::add_url( $card, $v( 'website' ) );
		}
		foreach ( self::SOCIAL_LABELS as $field => $label ) {
			if ( '' !== $v( $field ) ) {
				++$item;
				self::add_url( $card, Social_Profile::href( $field, $v( $field ) ), "item{$item}" );
				$card->add( "item{$item}.X-ABLabel", $label );
			}
		}
		$categories = array_values( array_filter( array_map( 'strval', (array) ( $contact['categories'] ?? array() ) ), static fn( string $name ): bool => '' !== $name ) );
		if ( $categories ) {
			$card->add( 'CATEGORIES', $categories );
		}
		foreach ( (array) ( $contact['notes'] ?? array() ) as $note ) {
			$card->add( 'NOTE', (string) $note );
		}
		$birthday = false;
		foreach ( (array) ( $contact['events'] ?? array() ) as $event ) {
			$date = (string) $event['date'];
			if ( ! $birthday && 'Birthday' === $event['type'] ) {
				$birthday = true;
				$card->add( 'BDAY', self::date_value( $date ), self::date_parameters( $date ) );
				continue;
			}
			++$item;
			$card->add( "item{$item}.X-ABDATE", self::date_value( $date ), self::date_parameters( $date ) );
			$card->add( "item{$item}.X-ABLabel", self::event_label( $event ) );
		}
		// Relationships as Apple writes related names (vCard 3.0 has no RELATED): Apple's own label for a kind it
		// knows, else the role's words, which PRISM reads back as the same kind and label (Domain\Relations).
		foreach ( (array) ( $contact['relations'] ?? array() ) as $relation ) {
			++$item;
			$card->add( "item{$item}.X-ABRELATEDNAMES", (string) $relation['name'] );
			$card->add( "item{$item}.X-ABLabel", Relations::apple_label( (string) $relation['kind'], (string) $relation['label'] ) );
		}
		// The photo inline, base64, as iCloud writes it (sabre/vobject encodes and folds it).
		if ( isset( $contact['photo'] ) ) {
			$card->add(
				'PHOTO',
				(string) $contact['photo']['bytes'],
				array(
					'ENCODING' => 'b',
					'TYPE'     => 'image/png' === $contact['photo']['mime'] ? 'PNG' : 'JPEG',
				)
			);
		}
		return $card;
	}

	/**
	 * Adds a URL, unescaped (Vcard_Uri) and without the VALUE=URI that is vCard 3.0's default anyway.
	 *
	 * @param VCard       $card  Card.
	 * @param string      $url   Web address.
	 * @param string|null $group Group (itemN) or null.
	 */
	private static function add_url( VCard $card, string $url, ?string $group = null ): void {
		$property = new Vcard_Uri( $card, 'URL', $url, array(), $group );
		unset( $property['VALUE'] );
		$card->add( $property );
	}

	/**
	 * TYPE parameters, or none.
	 *
	 * @param string[] $types TYPE values.
	 * @return array<string, string[]>
	 */
	private static function types( array $types ): array {
		return $types ? array( 'TYPE' => $types ) : array();
	}

	/**
	 * A date as vCard 3.0 writes it: YYYY-MM-DD, or Apple's year 1604 for a date without a year.
	 *
	 * @param string $date `YYYY-MM-DD` or `--MM-DD`.
	 */
	private static function date_value( string $date ): string {
		return Calendar_Date::has_no_year( $date ) ? self::NO_YEAR . substr( $date, 1 ) : $date;
	}

	/**
	 * The parameters of a date: Apple's X-APPLE-OMIT-YEAR for a date without a year.
	 *
	 * @param string $date `YYYY-MM-DD` or `--MM-DD`.
	 * @return array<string, string>
	 */
	private static function date_parameters( string $date ): array {
		return Calendar_Date::has_no_year( $date ) ? array( 'X-APPLE-OMIT-YEAR' => self::NO_YEAR ) : array();
	}

	/**
	 * The X-ABLabel of an event's date.
	 *
	 * @param array<string, mixed> $event Event.
	 */
	private static function event_label( array $event ): string {
		switch ( $event['type'] ) {
			case 'Anniversary':
				return self::ANNIVERSARY_LABEL;
			case 'Birthday':
				return 'Birthday';
		}
		$title = trim( (string) $event['title'] );
		return '' === $title ? 'Other' : $title;
	}
}

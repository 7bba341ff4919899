<?php
/**
 * Contacts as Google Contacts' current CSV layout: the columns Google writes today, in Google's order, so the file
 * imports into Google Contacts (and back into PRISM) by column name. UTF-8 with a byte-order mark (Excel reads it
 * as UTF-8 then), RFC 4180 quoting (quotes doubled, no backslash escapes), CRLF between rows.
 *
 * What goes where:
 * - Organization Name / Title: company / title. Labels: '* myContacts', then the categories, joined by ' ::: '.
 * - E-mail, Phone and Address 1-3: PRISM's three slots in place (an empty slot stays empty), labelled with PRISM's
 *   type (Home, Work, Other, Mobile, Main: Google keeps a label it has no type for as a custom label).
 * - Website 1-5: website ('Homepage'), LinkedIn, Facebook, Instagram and X ('Twitter'), the filled ones in that order.
 *   A handle typed in a social field ("@walkerq") is written as its address on the network (https://x.com/walkerq):
 *   Google keeps websites, not handles.
 * - Birthday: the first birthday (YYYY-MM-DD, or --MM-DD without a year). Event 1-N: the other events, labelled
 *   'Anniversary' for anniversaries, 'Birthday' for a second birthday, and the event's title for the others.
 * - Notes: the contact's notes, oldest first, joined by a blank line.
 * - Relation 1-N: the relationships, as the contact's page reads them, labelled with the role in English (Spouse,
 *   Parent, Child …) or as the member named it ("Mother"), which Google keeps and PRISM reads back.
 * - Every cell that a spreadsheet would read as a formula (starting with = + - @, a tab or a carriage return, after
 *   any apostrophes) gets one apostrophe in front; PRISM's importer takes exactly one off again. The dates in the
 *   Birthday and Event value columns are the exception: PRISM checked them (YYYY-MM-DD, --MM-DD), so they carry no
 *   formula, and Google would not read a birthday without a year behind an apostrophe.
 *
 * @package Prism
 */

namespace Prism\Export;

use Prism\Domain\Contact_Fields;
use Prism\Domain\Relations;
use Prism\Domain\Social_Profile;

defined( 'ABSPATH' ) || exit;

/**
 * Google CSV writer.
 */
final class Google_Csv_Writer implements Contact_Writer {

	/** Google's columns before the repeated groups, in Google's order. */
	public const FIXED_COLUMNS = array(
		'First Name',
		'Middle Name',
		'Last Name',
		'Phonetic First Name',
		'Phonetic Middle Name',
		'Phonetic Last Name',
		'Name Prefix',
		'Name Suffix',
		'Nickname',
		'File As',
		'Organization Name',
		'Organization Title',
		'Organization Department',
		'Birthday',
		'Notes',
		'Photo',
		'Labels',
	);

	/** The columns of one address, after 'Address N - '. */
	public const ADDRESS_PARTS = array( 'Label', 'Formatted', 'Street', 'City', 'PO Box', 'Region', 'Postal Code', 'Country', 'Extended Address' );

	/** Google's system label of the contacts in "Contacts" (not a category). */
	public const MY_CONTACTS = '* myContacts';

	/** How Google joins several values in one cell. */
	public const JOIN = ' ::: ';

	/** Social field => its Website label, in column order. */
	public const WEBSITE_LABELS = array(
		'website'   => 'Homepage',
		'linkedIn'  => 'LinkedIn',
		'facebook'  => 'Facebook',
		'instagram' => 'Instagram',
		'twitter'   => 'Twitter',
	);

	/** A cell a spreadsheet would take for a formula, after any apostrophes already there. */
	private const FORMULA = "/^'*[=+\\-@\\t\\r]/";

	/**
	 * Rows are written here by fputcsv and read back a batch at a time.
	 *
	 * @var resource|null
	 */
	private $buffer = null;

	/**
	 * A writer with this many Event columns.
	 *
	 * @param int $event_columns    Event N columns (at least 1): the most events one exported contact has.
	 * @param int $relation_columns Relation N columns (none when 0): the most relationships one exported contact has.
	 */
	public function __construct( private readonly int $event_columns = 1, private readonly int $relation_columns = 0 ) {
	}

	/**
	 * The header row.
	 *
	 * @return string[]
	 */
	public function header(): array {
		$header = self::FIXED_COLUMNS;
		foreach ( array( 'E-mail', 'Phone' ) as $group ) {
			foreach ( array_keys( Contact_Fields::SLOTS ) as $i ) {
				$header[] = sprintf( '%s %d - Label', $group, $i + 1 );
				$header[] = sprintf( '%s %d - Value', $group, $i + 1 );
			}
		}
		foreach ( array_keys( Contact_Fields::SLOTS ) as $i ) {
			foreach ( self::ADDRESS_PARTS as $part ) {
				$header[] = sprintf( 'Address %d - %s', $i + 1, $part );
			}
		}
		foreach ( array_keys( array_values( self::WEBSITE_LABELS ) ) as $i ) {
			$header[] = sprintf( 'Website %d - Label', $i + 1 );
			$header[] = sprintf( 'Website %d - Value', $i + 1 );
		}
		$events = max( 1, $this->event_columns );
		for ( $i = 1; $i <= $events; $i++ ) {
			$header[] = sprintf( 'Event %d - Label', $i );
			$header[] = sprintf( 'Event %d - Value', $i );
		}
		for ( $i = 1; $i <= $this->relation_columns; $i++ ) {
			$header[] = sprintf( 'Relation %d - Label', $i );
			$header[] = sprintf( 'Relation %d - Value', $i );
		}
		return $header;
	}

	/**
	 * {@inheritDoc}
	 */
	public function content_type(): string {
		return 'text/csv; charset=utf-8';
	}

	/**
	 * {@inheritDoc}
	 */
	public function carries_photos(): bool {
		return false; // Google's "Photo" column takes an address; a private photo has none.
	}

	/**
	 * {@inheritDoc}
	 */
	public function extension(): string {
		return 'csv';
	}

	/**
	 * The byte-order mark and the header row.
	 *
	 * @param callable(string): void $out Receives the text.
	 */
	public function begin( callable $out ): void {
		// Written as Google writes it: its names need no quotes.
		$out( "\xEF\xBB\xBF" . implode( ',', $this->header() ) . "\r\n" );
	}

	/**
	 * One row per contact.
	 *
	 * @param array<int, array<string, mixed>> $contacts Contacts (Contact_Source's shape).
	 * @param callable(string): void           $out      Receives the text.
	 */
	public function write( array $contacts, callable $out ): void {
		$out( $this->lines( array_map( array( $this, 'row' ), $contacts ) ) );
	}

	/**
	 * Nothing follows the last row.
	 *
	 * @param callable(string): void $out Receives the text.
	 */
	public function end( callable $out ): void {
		unset( $out );
		if ( is_resource( $this->buffer ) ) {
			fclose( $this->buffer ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fclose -- a php://temp stream.
			$this->buffer = null;
		}
	}

	/**
	 * One contact's cells, in header order, neutralised.
	 *
	 * @param array<string, mixed> $contact Contact (Contact_Source's shape).
	 * @return string[]
	 */
	public function row( array $contact ): array {
		$values = (array) $contact['values'];
		$v      = static fn( string $field ): string => (string) ( $values[ $field ] ?? '' );
		$events = (array) ( $contact['events'] ?? array() );

		$birthday = '';
		$others   = array();
		foreach ( $events as $event ) {
			if ( '' === $birthday && 'Birthday' === $event['type'] ) {
				$birthday = (string) $event['date'];
				continue;
			}
			$others[] = $event;
		}

		$cells = array_fill_keys( self::FIXED_COLUMNS, '' );

		$cells['First Name']         = $v( 'firstName' );
		$cells['Last Name']          = $v( 'lastName' );
		$cells['Organization Name']  = $v( 'company' );
		$cells['Organization Title'] = $v( 'title' );
		$cells['Birthday']           = $birthday;
		$cells['Notes']              = implode( "\n\n", array_map( 'strval', (array) ( $contact['notes'] ?? array() ) ) );
		$cells['Labels']             = implode( self::JOIN, array_merge( array( self::MY_CONTACTS ), array_map( 'strval', (array) ( $contact['categories'] ?? array() ) ) ) );
		$cells                       = array_values( $cells );

		foreach ( array( 'email', 'phone' ) as $group ) {
			foreach ( Contact_Fields::SLOTS as $slot ) {
				$value   = $v( $group . $slot );
				$cells[] = '' === $value ? '' : $v( $group . $slot . 'Type' );
				$cells[] = $value;
			}
		}
		foreach ( Contact_Fields::SLOTS as $slot ) {
			$street = $v( "address{$slot}" );
			$city   = $v( "address{$slot}City" );
			$state  = $v( "address{$slot}State" );
			$zip    = $v( "address{$slot}Zip" );
			$filled = '' !== $street . $city . $state . $zip;
			$cells  = array_merge(
				$cells,
				array(
					$filled ? $v( "address{$slot}Type" ) : '',
					self::formatted_address( $street, $city, $state, $zip ),
					$street,
					$city,
					'',
					$state,
					$zip,
					'',
					'',
				)
			);
		}
		$websites = array();
		foreach ( self::WEBSITE_LABELS as $field => $label ) {
			if ( '' !== $v( $field ) ) {
				$websites[] = array( $label, Social_Profile::href( $field, $v( $field ) ) );
			}
		}
		foreach ( array_keys( array_values( self::WEBSITE_LABELS ) ) as $i ) {
			$cells[] = $websites[ $i ][0] ?? '';
			$cells[] = $websites[ $i ][1] ?? '';
		}
		$dates   = array( array_search( 'Birthday', self::FIXED_COLUMNS, true ) );
		$columns = max( 1, $this->event_columns );
		for ( $i = 0; $i < $columns; $i++ ) {
			$event   = $others[ $i ] ?? null;
			$cells[] = null === $event ? '' : self::event_label( $event );
			$dates[] = count( $cells );
			$cells[] = null === $event ? '' : (string) $event['date'];
		}
		$relations = array_values( (array) ( $contact['relations'] ?? array() ) );
		for ( $i = 0; $i < $this->relation_columns; $i++ ) {
			$relation = $relations[ $i ] ?? null;
			$cells[]  = null === $relation ? '' : Relations::file_role( (string) $relation['kind'], (string) $relation['label'] );
			$cells[]  = null === $relation ? '' : (string) $relation['name'];
		}
		foreach ( $cells as $i => $cell ) {
			// A date PRISM checked (YYYY-MM-DD, --MM-DD) carries no formula; an apostrophe would hide a birthday
			// without a year from Google.
			$is_date     = in_array( $i, $dates, true ) && preg_match( '/^(?:\d{4}|-)-\d{2}-\d{2}$/D', $cell );
			$cells[ $i ] = $is_date ? $cell : self::neutralise( $cell );
		}
		return $cells;
	}

	/**
	 * A cell as a spreadsheet will show it rather than run it: one apostrophe in front of a cell that starts (after
	 * any apostrophes) with = + - @, a tab or a carriage return. The importer takes exactly one apostrophe off a cell
	 * that starts with apostrophes and then one of those, so the text comes back exactly.
	 *
	 * @param string $cell Cell text.
	 */
	public static function neutralise( string $cell ): string {
		return preg_match( self::FORMULA, $cell ) ? "'" . $cell : $cell;
	}

	/**
	 * The label of an event in an Event column.
	 *
	 * @param array<string, mixed> $event Event.
	 */
	private static function event_label( array $event ): string {
		switch ( $event['type'] ) {
			case 'Anniversary':
				return 'Anniversary';
			case 'Birthday':
				return 'Birthday';
		}
		$title = trim( (string) $event['title'] );
		return '' === $title ? 'Other' : $title;
	}

	/**
	 * An address as Google's Formatted column shows it: the street, then "City, Region Postal code".
	 *
	 * @param string $street Street.
	 * @param string $city   City.
	 * @param string $state  State or region.
	 * @param string $zip    Postal code.
	 */
	private static function formatted_address( string $street, string $city, string $state, string $zip ): string {
		$place = trim( implode( ' ', array_filter( array( $state, $zip ), static fn( string $part ): bool => '' !== $part ) ) );
		$place = trim( implode( ', ', array_filter( array( $city, $place ), static fn( string $part ): bool => '' !== $part ) ) );
		return implode( "\n", array_filter( array( $street, $place ), static fn( string $part ): bool => '' !== $part ) );
	}

	/**
	 * Rows as CSV text: RFC 4180 (a quote inside a cell is doubled; a backslash is an ordinary character), CRLF
	 * after each row.
	 *
	 * @param array<int, string[]> $rows Rows of cells.
	 * @throws \RuntimeException When PHP cannot open a temporary stream.
	 */
	private function lines( array $rows ): string {
		if ( ! is_resource( $this->buffer ) ) {
			$this->buffer = fopen( 'php://temp', 'w+b' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fopen -- an in-memory stream for fputcsv.
			if ( false === $this->buffer ) {
				throw new \RuntimeException( 'PRISM export: no temporary stream.' );
			}
		}
		foreach ( $rows as $row ) {
			fputcsv( $this->buffer, $row, ',', '"', '', "\r\n" );
		}
		rewind( $this->buffer );
		$text = (string) stream_get_contents( $this->buffer );
		ftruncate( $this->buffer, 0 );
		rewind( $this->buffer );
		return $text;
	}
}

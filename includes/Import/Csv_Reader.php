<?php
/**
 * Reads contacts from a CSV file: Google Contacts (both generations), LinkedIn's Connections.csv and other contact
 * lists, with columns known by name (Csv_Layout), in bounded batches from a resumable cursor.
 *
 * @package Prism
 */

namespace Prism\Import;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.WP.AlternativeFunctions -- reads a php://temp stream, not a file on disk.

/**
 * A CSV reader for one layout.
 *
 * The file is read with fgetcsv as RFC 4180 describes it (quotes doubled inside quoted values, no backslash escape),
 * so quoted values keep their line breaks and exact text. The cursor is `{offset, line, header, delimiter}`: the
 * byte offset of the next record in the UTF-8 stream, the file line it starts on (a record's row number is that
 * line: Google's header is line 1, so its first contact is row 2; LinkedIn's Notes preamble counts), and the
 * header found at the start, so a batch read again from the same cursor gives the same records.
 *
 * Spreadsheet formulas: PRISM's export puts one "'" before a cell that matches /^'*[=+\-@\t\r]/ so a spreadsheet
 * shows it as text. This reader takes exactly one leading "'" off a cell that matches /^'+[=+\-@\t\r]/, so an export
 * imported again gives back the exact text ('=SUM(A1)' → "'=SUM(A1)" → '=SUM(A1)').
 */
final class Csv_Reader implements Reader {

	/** How far the header is looked for: records (LinkedIn's preamble is a few lines). */
	private const HEADER_SCAN = 50;

	/** Rows that carry no date (Outlook's empty birthday). */
	private const NO_DATES = array( '0/0/00', '0/0/0000', '00/00/0000', '1/1/1601' );

	/** Words that end a name and belong with the last name ("King Jr."). */
	private const NAME_SUFFIXES = '/^(?:jr|sr|ii|iii|iv|v|phd|md|esq|dds|cpa)\.?$/i';

	/**
	 * Layout (Csv_Layout::GOOGLE …).
	 *
	 * @var string
	 */
	private $kind;

	/**
	 * Plan of the last header seen, and that header.
	 *
	 * @var array{header: string[], plan: array<int, array<int, mixed>>}|null
	 */
	private $plan_cache = null;

	/**
	 * A reader for a layout.
	 *
	 * @param string $kind Csv_Layout::GOOGLE, GOOGLE_LEGACY, LINKEDIN or CSV.
	 */
	public function __construct( string $kind ) {
		$this->kind = $kind;
	}

	/**
	 * Reads at most $max records from the cursor (see Reader).
	 *
	 * @param resource             $stream UTF-8 text, no BOM.
	 * @param array<string, mixed> $cursor Where to start; array() = the start of the file.
	 * @param int                  $max    Most records to read.
	 * @return array{records: array<int, array<string, mixed>>, cursor: array<string, mixed>, finished: bool}
	 */
	public function read( $stream, array $cursor, int $max ): array {
		if ( ! isset( $cursor['offset'], $cursor['line'], $cursor['header'] ) ) {
			$start = self::start( $stream );
			if ( null === $start['header'] ) {
				return array(
					'records'  => array(),
					'cursor'   => $cursor,
					'finished' => true,
				);
			}
			$cursor = array(
				'offset'    => $start['offset'],
				'line'      => $start['line'],
				'header'    => $start['header'],
				'delimiter' => $start['delimiter'],
			);
		}
		$header    = array_map( 'strval', (array) $cursor['header'] );
		$delimiter = (string) ( $cursor['delimiter'] ?? ',' );
		$plan      = $this->plan( $header );
		$line      = (int) $cursor['line'];
		$size      = (int) ( fstat( $stream )['size'] ?? 0 );
		$records   = array();
		$read      = 0;
		fseek( $stream, (int) $cursor['offset'] );
		while ( $read < $max ) {
			$cells = fgetcsv( $stream, 0, $delimiter, '"', '' );
			if ( false === $cells ) {
				break;
			}
			$row   = $line;
			$line += 1 + self::breaks( $cells );
			if ( self::blank( $cells ) ) {
				continue;
			}
			$records[] = Record_Fitter::fit( $this->found( $cells, $row, $header, $plan ) );
			++$read;
		}
		$offset = (int) ftell( $stream );
		return array(
			'records'  => $records,
			'cursor'   => array(
				'offset'    => $offset,
				'line'      => $line,
				'header'    => $header,
				'delimiter' => $delimiter,
			),
			'finished' => $offset >= $size,
		);
	}

	/**
	 * Finds the header: the first record that is not blank, after LinkedIn's 'Notes:' preamble when there is one.
	 * The delimiter is a comma unless the header line has more semicolons or tabs (spreadsheets in some languages).
	 *
	 * @param resource $stream UTF-8 text.
	 * @return array{header: string[]|null, offset: int, line: int, header_line: int, delimiter: string, preamble: bool}
	 */
	public static function start( $stream ): array {
		rewind( $stream );
		$line     = 1;
		$preamble = false;
		$opening  = true;
		for ( $scanned = 0; $scanned < self::HEADER_SCAN; $scanned++ ) {
			$at    = (int) ftell( $stream );
			$first = $line;
			$cells = fgetcsv( $stream, 0, ',', '"', '' );
			if ( false === $cells ) {
				break;
			}
			$line += 1 + self::breaks( $cells );
			if ( self::blank( $cells ) ) {
				continue;
			}
			if ( $opening && 'notes:' === strtolower( trim( (string) $cells[0] ) ) && self::filled( $cells ) === 1 ) {
				$preamble = true;
				$opening  = false;
				continue;
			}
			$opening = false;
			if ( $preamble && ! self::names_people( $cells ) ) {
				continue;
			}
			$after     = (int) ftell( $stream );
			$delimiter = $preamble ? ',' : self::delimiter( $stream, $at );
			if ( ',' !== $delimiter ) {
				fseek( $stream, $at );
				$cells = (array) fgetcsv( $stream, 0, $delimiter, '"', '' );
				$line  = $first + 1 + self::breaks( $cells );
			} else {
				// The delimiter's sniff reads at most 64 KB of the line: the records start after the whole header.
				fseek( $stream, $after );
			}
			return array(
				'header'      => self::header( $cells ),
				'offset'      => (int) ftell( $stream ),
				'line'        => $line,
				'header_line' => $first,
				'delimiter'   => $delimiter,
				'preamble'    => $preamble,
			);
		}
		return array(
			'header'      => null,
			'offset'      => (int) ftell( $stream ),
			'line'        => $line,
			'header_line' => 0,
			'delimiter'   => ',',
			'preamble'    => $preamble,
		);
	}

	/**
	 * Counts the records after the header in one streaming pass, and finds broken quoting: a quoted value that
	 * never ends (it runs to the end of the file), or a record spread over several lines whose quoting is not
	 * RFC 4180's (a quoted value followed by more text, or more values than columns), where a missing or extra
	 * quote mark ran rows together. Records on one line are not checked: fgetcsv reads them as a person would.
	 *
	 * @param resource                                                           $stream UTF-8 text.
	 * @param array{offset: int, line: int, delimiter: string, header: string[]} $start  What start() found.
	 * @return array{total: int, problem: string|null}
	 */
	public static function scan( $stream, array $start ): array {
		$columns   = count( $start['header'] );
		$delimiter = $start['delimiter'];
		$line      = $start['line'];
		$total     = 0;
		$size      = (int) ( fstat( $stream )['size'] ?? 0 );
		fseek( $stream, $start['offset'] );
		while ( true ) {
			$at    = (int) ftell( $stream );
			$cells = fgetcsv( $stream, 0, $delimiter, '"', '' );
			if ( false === $cells ) {
				break;
			}
			$row    = $line;
			$breaks = self::breaks( $cells );
			$line  += 1 + $breaks;
			if ( self::blank( $cells ) ) {
				continue;
			}
			++$total;
			if ( 0 === $breaks ) {
				// The last record of a file cut short (a download stopped) ends inside a quoted value.
				if ( (int) ftell( $stream ) >= $size && self::unterminated( $stream, $at, $delimiter ) ) {
					return array(
						'total'   => $total,
						/* translators: %d: row number in the file. */
						'problem' => sprintf( __( 'Row %d, the last of the file, ends inside a quoted value (a quote mark " without its closing one): the file may have been cut short. Nothing was imported: export the file again and upload it whole.', 'prism' ), $row ),
					);
				}
				continue;
			}
			$end    = (int) ftell( $stream );
			$broken = count( $cells ) > $columns && self::filled( array_slice( $cells, $columns ) ) > 0;
			if ( ! $broken ) {
				fseek( $stream, $at );
				$broken = ! self::well_quoted( (string) fread( $stream, $end - $at ), $delimiter );
				fseek( $stream, $end );
			}
			if ( ! $broken ) {
				continue;
			}
			$problem = self::unterminated( $stream, $at, $delimiter )
				/* translators: %d: row number in the file. */
				? __( 'Row %d of the file has a quoted value that never ends (a quote mark " without its closing one), so the rest of the file cannot be read. Fix the quoting, or export the file again.', 'prism' )
				/* translators: %d: row number in the file. */
				: __( 'Row %d of the file has a quote mark (") out of place, so several rows run together. Fix the quoting, or export the file again.', 'prism' );
			return array(
				'total'   => $total,
				'problem' => sprintf( $problem, $row ),
			);
		}
		return array(
			'total'   => $total,
			'problem' => null,
		);
	}

	/**
	 * Whether one record's bytes are quoted as RFC 4180 says: every quoted value ends, and is followed by the
	 * delimiter or the line's end. Quote marks inside a value that does not start with one are let through.
	 *
	 * @param string $raw       The record's bytes, line end included.
	 * @param string $delimiter Delimiter.
	 */
	private static function well_quoted( string $raw, string $delimiter ): bool {
		$d     = preg_quote( $delimiter, '/' );
		$value = '(?:"(?:[^"]++|"")*+"|[^"' . $d . '\r\n][^' . $d . '\r\n]*+|)';
		return 1 === preg_match( '/\A' . $value . '(?:' . $d . $value . ')*+(?:\r\n|\n|\r)?\z/', $raw );
	}

	/**
	 * The plan for a header (kept for the next batch with the same header).
	 *
	 * @param string[] $header Column names.
	 * @return array<int, array<int, mixed>>
	 */
	private function plan( array $header ): array {
		if ( null === $this->plan_cache || $this->plan_cache['header'] !== $header ) {
			$this->plan_cache = array(
				'header' => $header,
				'plan'   => Csv_Layout::plan( $this->kind, $header ),
			);
		}
		return $this->plan_cache['plan'];
	}

	/**
	 * What one row holds, in the shape Record_Fitter::fit() takes.
	 *
	 * @param array<int, string|null>       $cells  The row's cells.
	 * @param int                           $row    Its row number.
	 * @param string[]                      $header Column names.
	 * @param array<int, array<int, mixed>> $plan   The header's plan.
	 * @return array<string, mixed>
	 */
	private function found( array $cells, int $row, array $header, array $plan ): array {
		$found  = array(
			'row'        => $row,
			'firstName'  => '',
			'lastName'   => '',
			'title'      => '',
			'company'    => '',
			'emails'     => array(),
			'phones'     => array(),
			'addresses'  => array(),
			'urls'       => array(),
			'categories' => array(),
			'events'     => array(),
			'notes'      => array(),
			'extra'      => array(),
		);
		$groups = array();
		$name   = '';
		foreach ( $plan as $step ) {
			$value = $cells[ $step[0] ] ?? '';
			if ( '' === $value ) {
				continue; // Most cells of a Google row are empty: skip them before any work.
			}
			$value = self::cell( $value );
			if ( '' === $value ) {
				continue;
			}
			switch ( $step[1] ) {
				case 'field':
					if ( '' === $found[ $step[2] ] ) {
						$found[ $step[2] ] = $value;
					} else {
						$found['extra'][] = Record_Fitter::labelled( trim( $header[ $step[0] ] ), '', $value );
					}
					break;
				case 'name':
					$name = '' === $name ? $value : $name . ' ' . $value;
					break;
				case 'extra':
					$found['extra'][] = Record_Fitter::labelled( $step[2], '', $value );
					break;
				case 'connected':
					// LinkedIn's "Connected On" (e.g. 12 Mar 2024): kept verbatim in the note, and the contact's
					// first interaction when it reads as a day.
					$found['extra'][] = Record_Fitter::labelled( $step[2], '', $value );
					$day              = \DateTimeImmutable::createFromFormat( '!j M Y', $value );
					if ( $day && $day->format( 'j M Y' ) === ltrim( $value, '0' ) ) {
						$found['interactions'][] = array(
							'kind'       => 'other',
							'happenedOn' => $day->format( 'Y-m-d' ),
							'note'       => __( 'Connected on LinkedIn.', 'prism' ),
						);
					}
					break;
				case 'default':
					if ( 0 !== strcasecmp( $value, $step[3] ) ) {
						$found['extra'][] = Record_Fitter::labelled( $step[2], '', $value );
					}
					break;
				case 'notes':
					$found['notes'][] = $value;
					break;
				case 'labels':
					$found['categories'] = array_merge( $found['categories'], self::google_labels( $value ) );
					break;
				case 'categories':
					$found['categories'] = array_merge( $found['categories'], self::split( $value, true ) );
					break;
				case 'event':
					$date = self::date( $value );
					if ( '' !== $date ) {
						$found['events'][] = array(
							'type'  => $step[2],
							'title' => $step[3],
							'date'  => $date,
						);
					}
					break;
				case 'email':
				case 'phone':
					foreach ( self::split( $value ) as $one ) {
						$found[ $step[1] . 's' ][] = array(
							'value' => $one,
							'type'  => $step[2],
							'label' => $step[3],
						);
					}
					break;
				case 'url':
					foreach ( self::split( $value ) as $one ) {
						if ( $step[3] && '' === Record_Fitter::social_field( $one ) && ! str_contains( $one, '/' ) ) {
							$found['extra'][] = Record_Fitter::labelled( trim( $header[ $step[0] ] ), '', $one );
							continue;
						}
						$found['urls'][] = array(
							'value' => $one,
							'label' => $step[2],
						);
					}
					break;
				case 'group':
					$groups[ $step[2] ][ $step[3] ][ $step[4] ] = isset( $groups[ $step[2] ][ $step[3] ][ $step[4] ] )
						? $groups[ $step[2] ][ $step[3] ][ $step[4] ] . "\n" . $value
						: $value;
					if ( isset( $step[5] ) ) {
						$groups[ $step[2] ][ $step[3] ]['type'] = $step[5];
					}
					break;
			}
		}
		foreach ( $groups as $kind => $numbered ) {
			ksort( $numbered );
			self::groups( (string) $kind, $numbered, $found );
		}
		if ( '' !== $name ) {
			self::name( $name, $found );
		}
		for ( $i = count( $header ), $n = count( $cells ); $i < $n; $i++ ) {
			$value = self::cell( $cells[ $i ] ?? '' );
			if ( '' !== $value ) {
				/* translators: %d: column number in the file, from 1. */
				$found['extra'][] = Record_Fitter::labelled( sprintf( __( 'Column %d', 'prism' ), $i + 1 ), '', $value );
			}
		}
		return $found;
	}

	/**
	 * Puts a row's numbered groups of one kind into what was found.
	 *
	 * @param string                            $kind     Group kind (email, phone, address …, or a name).
	 * @param array<int, array<string, string>> $numbered Group number => part => value.
	 * @param array<string, mixed>              $found    What was found (added to).
	 */
	private static function groups( string $kind, array $numbered, array &$found ): void {
		$org_taken = false;
		foreach ( $numbered as $parts ) {
			$label = $parts['label'] ?? '';
			switch ( $kind ) {
				case 'email':
				case 'phone':
					foreach ( self::split( $parts['value'] ?? '' ) as $one ) {
						$found[ $kind . 's' ][] = array(
							'value' => $one,
							'type'  => '',
							'label' => $label,
						);
					}
					break;
				case 'url':
					foreach ( self::split( $parts['value'] ?? '' ) as $one ) {
						$found['urls'][] = array(
							'value' => $one,
							'label' => $label,
						);
					}
					break;
				case 'address':
					$found['addresses'][] = self::address( $parts );
					break;
				case 'event':
					$date = self::date( $parts['value'] ?? '' );
					if ( '' === $date ) {
						break;
					}
					$plain             = Record_Fitter::plain_label( $label );
					$type              = in_array( ucfirst( strtolower( $plain ) ), array( 'Birthday', 'Anniversary' ), true ) ? ucfirst( strtolower( $plain ) ) : 'Other';
					$found['events'][] = array(
						'type'  => $type,
						'title' => 'Other' === $type && 'other' !== strtolower( $plain ) ? $plain : '',
						'date'  => $date,
					);
					break;
				case 'relation':
					foreach ( self::split( $parts['value'] ?? '' ) as $one ) {
						$found['relations'][] = array(
							// Google's "Relation 1 - Label" (the older layout's "- Type").
							'role' => Record_Fitter::plain_label( '' !== $label ? $label : (string) ( $parts['type'] ?? '' ) ),
							'name' => $one,
						);
					}
					break;
				case 'custom':
					if ( '' !== ( $parts['value'] ?? '' ) ) {
						$found['extra'][] = Record_Fitter::labelled( '' !== $label ? $label : __( 'Custom field', 'prism' ), '', $parts['value'] );
					}
					break;
				case 'im':
					$service = $parts['service'] ?? '';
					if ( '' !== ( $parts['value'] ?? '' ) ) {
						$found['extra'][] = Record_Fitter::labelled( __( 'Instant messaging', 'prism' ), implode( ', ', array_filter( array( $service, Record_Fitter::plain_label( $label ) ) ) ), $parts['value'] );
					}
					break;
				case 'org':
					$org_taken = self::organization( $parts, $org_taken, $found );
					break;
				default:
					foreach ( $parts as $part => $value ) {
						if ( 'label' !== $part && 'type' !== $part ) {
							$found['extra'][] = Record_Fitter::labelled( 'value' === $part ? $kind : $kind . ' ' . $part, Record_Fitter::plain_label( $label ), $value );
						}
					}
			}
		}
	}

	/**
	 * An address group as the fitter takes it: Street, Extended Address and PO Box make the street; Formatted is
	 * used only when the address has no parts (it repeats them otherwise).
	 *
	 * @param array<string, string> $parts Part => value.
	 * @return array<string, string>
	 */
	private static function address( array $parts ): array {
		$street  = implode( ', ', array_filter( array( $parts['street'] ?? '', $parts['street2'] ?? '', $parts['street3'] ?? '', $parts['extended address'] ?? '', $parts['po box'] ?? '' ), static fn( string $part ) => '' !== $part ) );
		$address = array(
			'street'  => $street,
			'city'    => $parts['city'] ?? '',
			'state'   => $parts['region'] ?? '',
			'zip'     => $parts['postal code'] ?? '',
			'country' => $parts['country'] ?? '',
			'type'    => $parts['type'] ?? '',
			'label'   => $parts['label'] ?? '',
		);
		if ( '' === $street . $address['city'] . $address['state'] . $address['zip'] . $address['country'] ) {
			$address['street'] = $parts['formatted'] ?? '';
		}
		return $address;
	}

	/**
	 * An organization group (Google's older layout): the first one with a name or title gives company and title,
	 * its other parts and every further organization go to extra.
	 *
	 * @param array<string, string> $parts Part => value.
	 * @param bool                  $taken Whether an earlier organization gave company and title.
	 * @param array<string, mixed>  $found What was found (added to).
	 * @return bool Whether company and title are taken now.
	 */
	private static function organization( array $parts, bool $taken, array &$found ): bool {
		$label = Record_Fitter::plain_label( $parts['label'] ?? '' );
		unset( $parts['label'] );
		if ( $taken || ( '' === ( $parts['name'] ?? '' ) && '' === ( $parts['title'] ?? '' ) ) ) {
			if ( $parts ) {
				$found['extra'][] = Record_Fitter::labelled( __( 'Organization', 'prism' ), $label, implode( ', ', $parts ) );
			}
			return $taken;
		}
		$names = array(
			'department'      => __( 'Department', 'prism' ),
			'job description' => __( 'Job description', 'prism' ),
			'location'        => __( 'Office location', 'prism' ),
			'symbol'          => __( 'Company symbol', 'prism' ),
			'yomi name'       => __( 'Phonetic company name', 'prism' ),
		);
		foreach ( $parts as $part => $value ) {
			if ( 'name' === $part || 'title' === $part ) {
				$field = 'name' === $part ? 'company' : 'title';
				if ( '' === $found[ $field ] ) {
					$found[ $field ] = $value;
					continue;
				}
			}
			$found['extra'][] = Record_Fitter::labelled( $names[ $part ] ?? __( 'Organization', 'prism' ) . ' ' . $part, '', $value );
		}
		return true;
	}

	/**
	 * Google's labels: ' ::: '-joined; '* myContacts' is Google's own and dropped, other system labels
	 * ('* starred') become categories without the mark, capitalised.
	 *
	 * @param string $value The Labels / Group Membership cell.
	 * @return string[]
	 */
	private static function google_labels( string $value ): array {
		$categories = array();
		foreach ( self::split( $value ) as $label ) {
			if ( str_starts_with( $label, '* ' ) ) {
				$label = trim( substr( $label, 2 ) );
				if ( in_array( strtolower( $label ), array( 'mycontacts', 'my contacts' ), true ) ) {
					continue;
				}
				$label = ucfirst( $label );
			}
			$categories[] = $label;
		}
		return $categories;
	}

	/**
	 * The first and last name from a whole name, when the row has neither; otherwise the whole name goes to extra
	 * unless it only repeats the name parts.
	 *
	 * @param string               $name  Whole name.
	 * @param array<string, mixed> $found What was found (changed).
	 */
	private static function name( string $name, array &$found ): void {
		if ( '' !== $found['firstName'] || '' !== $found['lastName'] ) {
			$known = mb_strtolower( $found['firstName'] . ' ' . $found['lastName'] . ' ' . implode( ' ', $found['extra'] ) );
			foreach ( (array) preg_split( '/\s+/u', mb_strtolower( $name ) ) as $word ) {
				if ( '' !== $word && ! str_contains( $known, (string) $word ) ) {
					$found['extra'][] = Record_Fitter::labelled( __( 'Name', 'prism' ), '', $name );
					return;
				}
			}
			return;
		}
		list( $found['firstName'], $found['lastName'] ) = self::split_name( $name );
	}

	/**
	 * A whole name split in two: "Doe, Jane" and "Jane Doe" give Jane / Doe, "Martin Luther King Jr." gives
	 * Martin Luther / King Jr., one word is a first name.
	 *
	 * @param string $name Whole name.
	 * @return array{0: string, 1: string} First, last.
	 */
	public static function split_name( string $name ): array {
		$name  = trim( (string) preg_replace( '/\s+/u', ' ', $name ) );
		$comma = explode( ',', $name );
		if ( 2 === count( $comma ) && '' !== trim( $comma[1] ) && ! preg_match( self::NAME_SUFFIXES, trim( $comma[1] ) ) ) {
			return array( trim( $comma[1] ), trim( $comma[0] ) );
		}
		$words = explode( ' ', $name );
		if ( count( $words ) < 2 ) {
			return array( $name, '' );
		}
		$last = array( (string) array_pop( $words ) );
		$left = count( $words );
		while ( $left-- > 1 && preg_match( self::NAME_SUFFIXES, rtrim( $last[0], ',' ) ) ) {
			array_unshift( $last, (string) array_pop( $words ) );
		}
		return array( implode( ' ', $words ), implode( ' ', $last ) );
	}

	/**
	 * A date as PRISM writes it when the text is one (ISO dates, '22 Nov 1990', 'Nov 22, 1990', an unambiguous
	 * 11/22/1990); otherwise the text as it was (it will be kept in the note); '' for Outlook's "no date".
	 *
	 * @param string $value Date text.
	 */
	private static function date( string $value ): string {
		$value = trim( $value );
		if ( in_array( $value, self::NO_DATES, true ) ) {
			return '';
		}
		if ( '' === $value || preg_match( '/^\d{4}-?\d{2}-?\d{2}$|^--\d{2}-?\d{2}$/', $value ) ) {
			return $value;
		}
		if ( preg_match( '#^(\d{4})[/.](\d{1,2})[/.](\d{1,2})$#', $value, $m ) ) {
			return sprintf( '%04d-%02d-%02d', $m[1], $m[2], $m[3] );
		}
		if ( preg_match( '#^(\d{1,2})[/.\-](\d{1,2})[/.\-](\d{4})$#', $value, $m ) ) {
			list( , $a, $b, $year ) = array_map( 'intval', $m );
			if ( $a > 12 && $b <= 12 ) {
				return sprintf( '%04d-%02d-%02d', $year, $b, $a );
			}
			if ( ( $b > 12 && $a <= 12 ) || $a === $b ) {
				return sprintf( '%04d-%02d-%02d', $year, $a, $b );
			}
			return $value;
		}
		foreach ( array( '!j M Y', '!M j, Y', '!F j, Y', '!j F Y', '!M j Y', '!F j Y' ) as $format ) {
			$date = \DateTimeImmutable::createFromFormat( $format, $value, new \DateTimeZone( 'UTC' ) );
			if ( $date && ! \DateTimeImmutable::getLastErrors() ) {
				return $date->format( 'Y-m-d' );
			}
		}
		return $value;
	}

	/**
	 * Values Google joined in one cell with ' ::: ' (and, for category lists, separated by ';').
	 *
	 * @param string $value      Cell.
	 * @param bool   $semicolons Whether ';' separates too.
	 * @return string[]
	 */
	private static function split( string $value, bool $semicolons = false ): array {
		if ( ! str_contains( $value, ':::' ) && ( ! $semicolons || ! str_contains( $value, ';' ) ) ) {
			return '' === $value ? array() : array( $value );
		}
		$parts = preg_split( $semicolons ? '/\s*(?::::|;)\s*/' : '/\s*:::\s*/', $value );
		return array_values( array_filter( array_map( 'trim', (array) $parts ), static fn( string $part ) => '' !== $part ) );
	}

	/**
	 * One cell as text: one formula-guard "'" taken off (see the class comment), ends trimmed.
	 *
	 * @param string|null $cell Cell.
	 */
	private static function cell( $cell ): string {
		$cell = (string) $cell;
		if ( '' !== $cell && "'" === $cell[0] && preg_match( "/^'+[=+\\-@\\t\\r]/", $cell ) ) {
			$cell = substr( $cell, 1 );
		}
		return trim( $cell );
	}

	/**
	 * Header cells trimmed, a stray byte-order mark taken off.
	 *
	 * @param array<int, string|null> $cells Header cells.
	 * @return string[]
	 */
	private static function header( array $cells ): array {
		$header = array();
		foreach ( $cells as $cell ) {
			$header[] = trim( str_replace( "\u{FEFF}", '', (string) $cell ) );
		}
		return $header;
	}

	/**
	 * The delimiter of the line at an offset: ',' unless ';' or a tab is more frequent.
	 *
	 * @param resource $stream Stream.
	 * @param int      $at     Offset of the line.
	 */
	private static function delimiter( $stream, int $at ): string {
		fseek( $stream, $at );
		$line   = (string) fgets( $stream, 65536 );
		$counts = array(
			','  => substr_count( $line, ',' ),
			';'  => substr_count( $line, ';' ),
			"\t" => substr_count( $line, "\t" ),
		);
		arsort( $counts );
		$delimiter = (string) array_key_first( $counts );
		return $counts[ $delimiter ] > $counts[','] ? $delimiter : ',';
	}

	/**
	 * Whether the bytes from an offset to the end of the stream leave a quoted value open.
	 *
	 * @param resource $stream    Stream.
	 * @param int      $offset    Start of the last record.
	 * @param string   $delimiter Delimiter.
	 */
	private static function unterminated( $stream, int $offset, string $delimiter ): bool {
		fseek( $stream, $offset );
		$state = 0; // 0 start of a value, 1 in a bare value, 2 in quotes, 3 just after a quote in quotes.
		while ( ! feof( $stream ) ) {
			$chunk = (string) fread( $stream, 1048576 );
			$len   = strlen( $chunk );
			$i     = 0;
			while ( $i < $len ) {
				if ( 2 === $state ) {
					$quote = strpos( $chunk, '"', $i );
					if ( false === $quote ) {
						break;
					}
					$state = 3;
					$i     = $quote + 1;
					continue;
				}
				$c   = $chunk[ $i ];
				$end = $c === $delimiter || "\n" === $c || "\r" === $c;
				if ( '"' === $c && 1 !== $state ) {
					$state = 2;
				} elseif ( $end ) {
					$state = 0;
				} elseif ( 1 !== $state ) {
					$state = 1;
				}
				++$i;
			}
		}
		return 2 === $state;
	}

	/**
	 * The line breaks inside a record's values (each one moves the file's line count on).
	 *
	 * @param array<int, string|null> $cells Cells.
	 */
	private static function breaks( array $cells ): int {
		$breaks = 0;
		foreach ( $cells as $cell ) {
			if ( null !== $cell && str_contains( $cell, "\n" ) ) {
				$breaks += substr_count( $cell, "\n" );
			}
		}
		return $breaks;
	}

	/**
	 * Whether a record holds nothing (a blank line, or only empty cells).
	 *
	 * @param array<int, string|null> $cells Cells.
	 */
	private static function blank( array $cells ): bool {
		return 0 === self::filled( $cells );
	}

	/**
	 * How many cells hold something.
	 *
	 * @param array<int, string|null> $cells Cells.
	 */
	private static function filled( array $cells ): int {
		$filled = 0;
		foreach ( $cells as $cell ) {
			if ( null !== $cell && '' !== trim( $cell ) ) {
				++$filled;
			}
		}
		return $filled;
	}

	/**
	 * Whether a record after LinkedIn's Notes is its header (it names first and last name columns).
	 *
	 * @param array<int, string|null> $cells Cells.
	 */
	private static function names_people( array $cells ): bool {
		$names = array_map( static fn( $cell ) => Csv_Layout::lower( (string) $cell ), $cells );
		return in_array( 'first name', $names, true ) && in_array( 'last name', $names, true );
	}
}

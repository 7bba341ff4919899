<?php
/**
 * An uploaded import file: decoded to UTF-8, told apart by its content (Google's two CSV layouts, LinkedIn's
 * Connections.csv, vCard, any other contact list), counted, and refused with a sentence the member can act on when
 * it cannot be imported. Streams throughout: memory stays flat whatever the file's size.
 *
 * @package Prism
 */

namespace Prism\Import;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.WP.AlternativeFunctions -- the upload and php://temp are streamed in chunks, never read whole; WP_Filesystem has no streams.

/**
 * Import file checks.
 */
final class Import_File {

	public const KIND_VCARD = 'vcard';

	/** Bytes looked at to tell what a file is. */
	private const SNIFF = 65536;

	/** Bytes converted at a time. */
	private const CHUNK = 1048576;

	/** Which layouts each file type takes, and the source its contacts get. */
	private const ACCEPTS = array(
		'Google CSV'   => array( Csv_Layout::GOOGLE, Csv_Layout::GOOGLE_LEGACY, self::KIND_VCARD ),
		'LinkedIn CSV' => array( Csv_Layout::LINKEDIN ),
		'iCloud CSV'   => array( self::KIND_VCARD, Csv_Layout::GOOGLE, Csv_Layout::GOOGLE_LEGACY, Csv_Layout::LINKEDIN, Csv_Layout::CSV ),
	);

	/** The file type to choose for a layout that another file type was chosen for. */
	private const CHOOSE = array(
		Csv_Layout::GOOGLE        => 'Google CSV',
		Csv_Layout::GOOGLE_LEGACY => 'Google CSV',
		Csv_Layout::LINKEDIN      => 'LinkedIn CSV',
		self::KIND_VCARD          => 'iCloud CSV',
	);

	private const SOURCES = array(
		'Google CSV'   => 'Google',
		'LinkedIn CSV' => 'LinkedIn',
		'iCloud CSV'   => 'iCloud',
	);

	/**
	 * The file as a php://temp stream of UTF-8 text without a byte-order mark, or why it cannot be a contact list.
	 * UTF-8 (with or without BOM) is copied; UTF-16 LE/BE (with a BOM, or plain ASCII-range UTF-16 without one) is
	 * converted; other text that is not valid UTF-8 is read as Windows-1252 (what Excel and Outlook write on
	 * Windows). Old Mac line ends (CR alone) become LF.
	 *
	 * @param string $path File on disk.
	 * @return array{stream: resource|null, problem: string|null}
	 */
	public static function decode( string $path ): array {
		$in = is_readable( $path ) ? fopen( $path, 'rb' ) : false;
		if ( false === $in ) {
			return self::problem( __( 'The file could not be read. Upload it again.', 'prism' ) );
		}
		$head = (string) fread( $in, self::SNIFF );
		if ( '' === trim( $head ) && feof( $in ) ) {
			fclose( $in );
			return self::problem( __( 'The file is empty. Export your contacts again and upload the new file.', 'prism' ) );
		}
		$what = self::not_text( $head );
		if ( null !== $what ) {
			fclose( $in );
			return self::problem( $what );
		}
		rewind( $in );
		$encoding = self::encoding( $head, $in );
		$skip     = array(
			'UTF-8'    => str_starts_with( $head, "\xEF\xBB\xBF" ) ? 3 : 0,
			'UTF-16LE' => str_starts_with( $head, "\xFF\xFE" ) ? 2 : 0,
			'UTF-16BE' => str_starts_with( $head, "\xFE\xFF" ) ? 2 : 0,
		);
		fseek( $in, $skip[ $encoding ] ?? 0 );
		$out  = fopen( 'php://temp', 'w+b' );
		$tail = '';
		$mac  = null;
		while ( ! feof( $in ) ) {
			$chunk = $tail . (string) fread( $in, self::CHUNK );
			$tail  = '';
			if ( 'UTF-16LE' === $encoding || 'UTF-16BE' === $encoding ) {
				list( $chunk, $tail ) = self::whole_units( $chunk, 'UTF-16LE' === $encoding, feof( $in ) );
				$chunk                = (string) mb_convert_encoding( $chunk, 'UTF-8', $encoding );
			} elseif ( 'Windows-1252' === $encoding ) {
				$chunk = (string) mb_convert_encoding( $chunk, 'UTF-8', 'Windows-1252' );
			} else {
				// A file marked UTF-8 by its BOM may still hold a stray byte: it becomes '?', never invalid text.
				$cut   = feof( $in ) ? strlen( $chunk ) : self::utf8_cut( $chunk );
				$tail  = substr( $chunk, $cut );
				$chunk = (string) mb_scrub( substr( $chunk, 0, $cut ), 'UTF-8' );
			}
			if ( null === $mac && '' !== $chunk ) {
				$mac = str_contains( $chunk, "\r" ) && ! str_contains( $chunk, "\n" );
			}
			fwrite( $out, $mac ? strtr( $chunk, "\r", "\n" ) : $chunk );
		}
		fclose( $in );
		rewind( $out );
		$text = (string) fread( $out, self::SNIFF );
		rewind( $out );
		if ( '' === trim( $text ) ) {
			fclose( $out );
			return self::problem( __( 'The file is empty. Export your contacts again and upload the new file.', 'prism' ) );
		}
		if ( self::binary( $text ) ) {
			fclose( $out );
			return self::problem( self::binary_sentence() );
		}
		return array(
			'stream'  => $out,
			'problem' => null,
		);
	}

	/**
	 * What a decoded file is, for the file type the member chose: its layout, the source its contacts get, how many
	 * records it holds (one streaming pass), and the problem that stops it being imported.
	 *
	 * @param resource $stream    UTF-8 text from decode().
	 * @param string   $file_type 'Google CSV', 'LinkedIn CSV' or 'iCloud CSV'.
	 * @return array{kind: string, source: string, total: int, problem: string|null}
	 */
	public static function inspect( $stream, string $file_type ): array {
		$source = self::SOURCES[ $file_type ] ?? 'CSV';
		$answer = static fn( string $kind, int $total, ?string $problem ) => array(
			'kind'    => $kind,
			'source'  => $source,
			'total'   => $total,
			'problem' => $problem,
		);

		if ( self::is_vcard( $stream ) ) {
			// Another plugin's older copy of sabre/vobject would fail every batch: say so now, before storing anything.
			$problem = self::wrong_type( self::KIND_VCARD, $file_type ) ?? \Prism\Libraries::vobject_problem();
			return $answer( self::KIND_VCARD, null === $problem ? self::count_cards( $stream ) : 0, $problem );
		}

		$start = Csv_Reader::start( $stream );
		if ( null === $start['header'] ) {
			return $answer(
				'',
				0,
				$start['preamble']
					? __( 'This file starts like a LinkedIn connections export, but its column names (First Name, Last Name, URL, Email Address, Company, Position, Connected On) were not found. Export your connections from LinkedIn again and upload Connections.csv as it is.', 'prism' )
					: __( 'The file is empty. Export your contacts again and upload the new file.', 'prism' )
			);
		}
		$kind = Csv_Layout::detect( $start['header'] );
		if ( '' === $kind ) {
			return $answer( '', 0, self::unknown_columns( $start['header'] ) );
		}
		$problem = self::wrong_type( $kind, $file_type );
		if ( null !== $problem ) {
			return $answer( $kind, 0, $problem );
		}
		$scan = Csv_Reader::scan(
			$stream,
			array(
				'offset'    => $start['offset'],
				'line'      => $start['line'],
				'delimiter' => $start['delimiter'],
				'header'    => $start['header'],
			)
		);
		rewind( $stream );
		if ( null !== $scan['problem'] ) {
			return $answer( $kind, $scan['total'], $scan['problem'] );
		}
		if ( 0 === $scan['total'] ) {
			return $answer( $kind, 0, __( 'The file has column names but no contacts.', 'prism' ) );
		}
		return $answer( $kind, $scan['total'], null );
	}

	/**
	 * The file type that takes this file under its own source (what the wrong-type sentence tells a member to
	 * choose): Google CSV for Google's layouts, LinkedIn CSV for LinkedIn's, iCloud CSV for a vCard and for any other
	 * contact list (and for a file whose layout is not known, so that inspect() names its problem). Read from the
	 * content only; the stream is rewound.
	 *
	 * @param resource $stream UTF-8 text from decode().
	 */
	public static function file_type_of( $stream ): string {
		if ( self::is_vcard( $stream ) ) {
			return 'iCloud CSV';
		}
		$start = Csv_Reader::start( $stream );
		rewind( $stream );
		$kind = null === $start['header'] ? '' : Csv_Layout::detect( $start['header'] );
		return self::CHOOSE[ $kind ] ?? 'iCloud CSV';
	}

	/**
	 * The reader for a layout.
	 *
	 * @param string $kind What inspect() answered.
	 */
	public static function reader( string $kind ): Reader {
		return self::KIND_VCARD === $kind ? new Vcard_Reader() : new Csv_Reader( $kind );
	}

	/**
	 * A file type as the member reads it: named by what it takes (the wire values, 'iCloud CSV' and the others, are
	 * the spec's; 'iCloud CSV' takes a .vcf, so the screen does not call it that). Same words as the import dialog's
	 * choices (src/domain/imports.ts, fileTypeLabel).
	 *
	 * @param string $file_type A file type (Google CSV, LinkedIn CSV, iCloud CSV).
	 */
	public static function type_label( string $file_type ): string {
		switch ( $file_type ) {
			case 'Google CSV':
				return __( 'Google Contacts (.csv or .vcf)', 'prism' );
			case 'LinkedIn CSV':
				return __( 'LinkedIn Connections (.csv)', 'prism' );
			case 'iCloud CSV':
				return __( 'iCloud (.vcf) or any contact list (.csv)', 'prism' );
		}
		return $file_type;
	}

	/**
	 * Why the chosen file type does not take this layout, or null when it does.
	 *
	 * @param string $kind      Layout found.
	 * @param string $file_type File type chosen.
	 */
	private static function wrong_type( string $kind, string $file_type ): ?string {
		if ( ! isset( self::ACCEPTS[ $file_type ] ) ) {
			/* translators: %s: the file types, e.g. "Google Contacts (.csv or .vcf), LinkedIn Connections (.csv)". */
			return sprintf( __( 'Choose the kind of file: %s.', 'prism' ), implode( ', ', array_map( array( self::class, 'type_label' ), array_keys( self::ACCEPTS ) ) ) );
		}
		if ( in_array( $kind, self::ACCEPTS[ $file_type ], true ) ) {
			return null;
		}
		$names = array(
			Csv_Layout::GOOGLE        => __( 'a Google Contacts export', 'prism' ),
			Csv_Layout::GOOGLE_LEGACY => __( 'a Google Contacts export (the older layout)', 'prism' ),
			Csv_Layout::LINKEDIN      => __( 'a LinkedIn connections export', 'prism' ),
			self::KIND_VCARD          => __( 'a vCard file (.vcf)', 'prism' ),
		);
		if ( Csv_Layout::CSV === $kind ) {
			return sprintf(
				/* translators: 1: the file type chosen, e.g. Google Contacts (.csv or .vcf); 2: the file type that takes any contact list. */
				__( 'This file is a contact list from another program (not Google or LinkedIn), but you chose %1$s. Choose %2$s, which takes any contact list, and upload it again.', 'prism' ),
				self::type_label( $file_type ),
				self::type_label( 'iCloud CSV' )
			);
		}
		return sprintf(
			/* translators: 1: what the file is, e.g. "a LinkedIn connections export", 2: the file type chosen, 3: the file type to choose. */
			__( 'This file is %1$s, but you chose %2$s. Choose %3$s and upload it again.', 'prism' ),
			$names[ $kind ] ?? $kind,
			self::type_label( $file_type ),
			self::type_label( self::CHOOSE[ $kind ] ?? 'iCloud CSV' )
		);
	}

	/**
	 * The sentence for a header PRISM cannot read, naming what it expected.
	 *
	 * @param string[] $header Column names found.
	 */
	private static function unknown_columns( array $header ): string {
		$named = array_values( array_filter( $header, static fn( string $name ) => '' !== $name ) );
		if ( count( $named ) < 2 ) {
			return __( 'This file does not look like a contact list: it has no column names, or only one. Upload the CSV file your contacts were exported to (the first line names the columns: First Name, Last Name, Email …) or a vCard file (.vcf).', 'prism' );
		}
		$shown = array_slice( $named, 0, 5 );
		$list  = implode( ', ', $shown ) . ( count( $named ) > 5 ? ', …' : '' );
		/* translators: %s: the first column names found, comma-separated. */
		return sprintf( __( 'PRISM does not know the columns of this file (%s). A contact list needs columns such as First Name, Last Name, Name, Email, Phone or Company, as Google Contacts, LinkedIn and Outlook export them.', 'prism' ), $list );
	}

	/**
	 * Whether the first line that is not blank opens a vCard.
	 *
	 * @param resource $stream UTF-8 text.
	 */
	private static function is_vcard( $stream ): bool {
		rewind( $stream );
		$found = false;
		for ( $i = 0; $i < 1000; $i++ ) {
			$line = fgets( $stream );
			if ( false === $line ) {
				break;
			}
			if ( '' !== trim( $line ) ) {
				$found = 0 === strncasecmp( trim( $line ), 'BEGIN:VCARD', 11 ) && '' === trim( substr( trim( $line ), 11 ) );
				break;
			}
		}
		rewind( $stream );
		return $found;
	}

	/**
	 * The number of BEGIN:VCARD lines.
	 *
	 * @param resource $stream UTF-8 text.
	 */
	private static function count_cards( $stream ): int {
		rewind( $stream );
		$cards = 0;
		$line  = fgets( $stream );
		while ( false !== $line ) {
			if ( 0 === strncasecmp( ltrim( $line ), 'BEGIN:VCARD', 11 ) ) {
				++$cards;
			}
			$line = fgets( $stream );
		}
		rewind( $stream );
		return $cards;
	}

	/**
	 * The encoding of a file from its first bytes (and, without a BOM, a pass checking every byte is UTF-8).
	 *
	 * @param string   $head First bytes.
	 * @param resource $in   The file (rewound afterwards).
	 */
	private static function encoding( string $head, $in ): string {
		if ( str_starts_with( $head, "\xFF\xFE" ) ) {
			return 'UTF-16LE';
		}
		if ( str_starts_with( $head, "\xFE\xFF" ) ) {
			return 'UTF-16BE';
		}
		if ( str_starts_with( $head, "\xEF\xBB\xBF" ) ) {
			return 'UTF-8';
		}
		$units = self::utf16_without_bom( $head );
		if ( null !== $units ) {
			return $units;
		}
		// Valid UTF-8 throughout? A sequence cut at a chunk's end is carried to the next chunk.
		$tail  = '';
		$valid = true;
		while ( ! feof( $in ) ) {
			$chunk = $tail . (string) fread( $in, self::CHUNK );
			$cut   = self::utf8_cut( $chunk );
			$tail  = substr( $chunk, $cut );
			if ( ! mb_check_encoding( substr( $chunk, 0, $cut ), 'UTF-8' ) ) {
				$valid = false;
				break;
			}
		}
		$valid = $valid && ( '' === $tail || mb_check_encoding( $tail, 'UTF-8' ) );
		rewind( $in );
		return $valid ? 'UTF-8' : 'Windows-1252';
	}

	/**
	 * Where the last whole UTF-8 character of a chunk ends (a lead byte whose sequence runs past the end is cut).
	 *
	 * @param string $chunk Bytes.
	 */
	private static function utf8_cut( string $chunk ): int {
		$len = strlen( $chunk );
		for ( $back = 1; $back <= 3 && $back <= $len; $back++ ) {
			$byte = ord( $chunk[ $len - $back ] );
			if ( $byte < 0x80 ) {
				return $len;
			}
			if ( $byte >= 0xC0 ) {
				$needs = $byte >= 0xF0 ? 4 : ( $byte >= 0xE0 ? 3 : 2 );
				return $needs > $back ? $len - $back : $len;
			}
		}
		return $len;
	}

	/**
	 * UTF-16 without a BOM, told by the zero bytes of ASCII text: 'UTF-16LE', 'UTF-16BE' or null.
	 *
	 * @param string $head First bytes.
	 */
	private static function utf16_without_bom( string $head ): ?string {
		$sample = substr( $head, 0, 4096 );
		$len    = strlen( $sample ) - strlen( $sample ) % 2;
		if ( $len < 4 ) {
			return null;
		}
		$even = 0;
		$odd  = 0;
		for ( $i = 0; $i < $len; $i += 2 ) {
			$even += "\0" === $sample[ $i ] ? 1 : 0;
			$odd  += "\0" === $sample[ $i + 1 ] ? 1 : 0;
		}
		$pairs = $len / 2;
		if ( $odd > $pairs * 0.6 && $even < $pairs * 0.05 ) {
			return 'UTF-16LE';
		}
		if ( $even > $pairs * 0.6 && $odd < $pairs * 0.05 ) {
			return 'UTF-16BE';
		}
		return null;
	}

	/**
	 * A UTF-16 chunk cut after its last whole character: an odd byte, or a high surrogate whose low half is in the
	 * next chunk, is carried over.
	 *
	 * @param string $chunk  Bytes.
	 * @param bool   $little Little-endian.
	 * @param bool   $last   Whether this is the end of the file (an odd byte is then dropped).
	 * @return array{0: string, 1: string} Whole characters, bytes carried over.
	 */
	private static function whole_units( string $chunk, bool $little, bool $last ): array {
		$len  = strlen( $chunk );
		$keep = $len - $len % 2;
		if ( $keep >= 2 ) {
			$high = ord( $chunk[ $keep - ( $little ? 1 : 2 ) ] );
			if ( $high >= 0xD8 && $high <= 0xDB && ! $last ) {
				$keep -= 2;
			}
		}
		return array( substr( $chunk, 0, $keep ), $last ? '' : substr( $chunk, $keep ) );
	}

	/**
	 * Why the first bytes are not a text file (an image, a PDF, a workbook, an archive, binary data), or null.
	 *
	 * @param string $head First bytes.
	 */
	private static function not_text( string $head ): ?string {
		$image = null;
		if ( str_starts_with( $head, "\x89PNG\r\n\x1A\n" ) ) {
			$image = 'PNG';
		} elseif ( str_starts_with( $head, "\xFF\xD8\xFF" ) ) {
			$image = 'JPEG';
		} elseif ( str_starts_with( $head, 'GIF87a' ) || str_starts_with( $head, 'GIF89a' ) ) {
			$image = 'GIF';
		} elseif ( str_starts_with( $head, 'RIFF' ) && 'WEBP' === substr( $head, 8, 4 ) ) {
			$image = 'WebP';
		} elseif ( 'ftyp' === substr( $head, 4, 4 ) && in_array( substr( $head, 8, 4 ), array( 'heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1', 'heim', 'heis' ), true ) ) {
			$image = 'HEIC';
		} elseif ( 'ftyp' === substr( $head, 4, 4 ) && in_array( substr( $head, 8, 4 ), array( 'avif', 'avis' ), true ) ) {
			$image = 'AVIF';
		} elseif ( str_starts_with( $head, 'BM' ) && strlen( $head ) > 26 && "\0\0" === substr( $head, 6, 2 ) ) {
			$image = 'BMP';
		}
		if ( null !== $image ) {
			/* translators: %s: the kind of image, e.g. PNG or JPEG. */
			return sprintf( __( 'This file is a %s image, not a contact list. Upload the CSV or vCard file your contacts were exported to.', 'prism' ), $image );
		}
		if ( str_starts_with( $head, '%PDF-' ) ) {
			return __( 'This file is a PDF document, not a contact list. Upload the CSV or vCard file your contacts were exported to.', 'prism' );
		}
		if ( str_starts_with( $head, "PK\x03\x04" ) ) {
			if ( str_contains( $head, 'xl/' ) ) {
				return __( 'This file is an Excel workbook: export it as CSV (in Excel: File, Save As, CSV UTF-8) and upload that.', 'prism' );
			}
			if ( str_contains( $head, 'opendocument.spreadsheet' ) ) {
				return __( 'This file is a spreadsheet (OpenDocument): export it as CSV and upload that.', 'prism' );
			}
			if ( str_contains( $head, 'word/' ) ) {
				return __( 'This file is a Word document, not a contact list. Upload the CSV or vCard file your contacts were exported to.', 'prism' );
			}
			return __( 'This file is a ZIP archive. Unzip it and upload the CSV or vCard file inside (LinkedIn\'s is Connections.csv).', 'prism' );
		}
		if ( str_starts_with( $head, "\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1" ) ) {
			return __( 'This file is an Excel workbook: export it as CSV (in Excel: File, Save As, CSV UTF-8) and upload that.', 'prism' );
		}
		if ( str_starts_with( $head, "\x1F\x8B" ) ) {
			return __( 'This file is compressed (gzip). Uncompress it and upload the CSV or vCard file inside.', 'prism' );
		}
		$bom = str_starts_with( $head, "\xFF\xFE" ) || str_starts_with( $head, "\xFE\xFF" );
		if ( ! $bom && null === self::utf16_without_bom( $head ) && self::binary( $head ) ) {
			return self::binary_sentence();
		}
		$start = strtolower( ltrim( substr( $head, 0, 200 ), "\xEF\xBB\xBF \t\r\n" ) );
		if ( str_starts_with( $start, '<!doctype html' ) || str_starts_with( $start, '<html' ) ) {
			return __( 'This file is a web page (HTML), not a contact list. Upload the CSV or vCard file your contacts were exported to.', 'prism' );
		}
		return null;
	}

	/**
	 * Whether bytes are binary: a zero byte, or more than 1 in 100 control bytes (tab, line ends and form feed aside).
	 *
	 * @param string $bytes Bytes.
	 */
	private static function binary( string $bytes ): bool {
		if ( str_contains( $bytes, "\0" ) ) {
			return true;
		}
		$controls = strlen( $bytes ) - strlen( (string) preg_replace( '/[\x01-\x08\x0B\x0E-\x1F\x7F]/', '', $bytes ) );
		return $controls > max( 2, strlen( $bytes ) / 100 );
	}

	/**
	 * The sentence for binary data.
	 */
	private static function binary_sentence(): string {
		return __( 'This file is not text (it holds binary data), so it cannot be a contact list. Upload the CSV or vCard file your contacts were exported to.', 'prism' );
	}

	/**
	 * A decode() answer with a problem.
	 *
	 * @param string $problem Sentence.
	 * @return array{stream: null, problem: string}
	 */
	private static function problem( string $problem ): array {
		return array(
			'stream'  => null,
			'problem' => $problem,
		);
	}
}

<?php
/**
 * A backup file on its way in (Backup\Restore): read as it is (gzip-compressed or not, whatever its name says), checked
 * line by line before anything is stored (each line JSON, each row's values fitting their columns, the tables in the
 * order a restore writes them, the last line counting the rows: a file cut short is refused), then stored in the
 * database in chunks as an import's file is (any web server reads it; the restore job reads it a slice at a time).
 *
 * @package Prism
 */

namespace Prism\Backup;

use Prism\Data\Import_Repository;
use Prism\Domain\Invalid_Input;
use Prism\Schema\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * Reading, checking and storing a backup file.
 */
final class Backup_File {

	/** The longest line read (a row of a photo is about a megabyte as text). */
	public const MAX_LINE = 40 * 1024 * 1024;

	/** Bytes read from the file at a time (compressed: 8 KB, which a gzip bomb turns into at most about 8 MB). */
	private const READ = 1048576;

	private const READ_COMPRESSED = 8192;

	/**
	 * The largest backup (uncompressed) a restore takes; filter `prism_backup_max_bytes`.
	 */
	public static function max_bytes(): int {
		/**
		 * Filters the largest backup file, in bytes once uncompressed, that a restore reads (default 1 GB).
		 *
		 * @param int $bytes Bytes.
		 */
		return max( 1, (int) apply_filters( 'prism_backup_max_bytes', 1024 * 1024 * 1024 ) );
	}

	/**
	 * Reads a file (uncompressing it when it is gzip), checks it, and stores it for the member; returns the stored
	 * backup's id. Nothing is stored when it is refused.
	 *
	 * @param int    $owner_id  Member.
	 * @param string $path      The file.
	 * @param string $file_name Its name as the member knows it.
	 * @throws Invalid_Input When the file is not a whole PRISM backup this site can restore (the sentence says why).
	 */
	public static function store( int $owner_id, string $path, string $file_name ): int {
		$stream = self::text_of( $path );
		try {
			$facts   = self::check( $stream );
			$imports = new Import_Repository();
			$total   = array_sum( $facts['counts'] );
			$id      = $imports->create(
				$owner_id,
				array(
					'source'    => Import_Repository::BACKUP_KIND,
					'kind'      => Import_Repository::BACKUP_KIND,
					'file_type' => 'PRISM backup',
					'file_name' => '' === $file_name ? 'prism-backup.jsonl' : $file_name,
					'mode'      => 'create',
				),
				$total
			);
			$imports->store_file( $id, $stream );
			return $id;
		} finally {
			fclose( $stream ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- a php://temp stream.
		}
	}

	/**
	 * The file's text as a seekable stream (php://temp: a temporary file past 2 MB), uncompressed when it is gzip.
	 *
	 * @param string $path File.
	 * @return resource
	 * @throws Invalid_Input When it cannot be read, is not valid gzip, or is larger than max_bytes().
	 * @throws \Throwable What writing it failed with (the stream is closed first).
	 */
	public static function text_of( string $path ) {
		$in  = '' !== $path && is_readable( $path ) ? fopen( $path, 'rb' ) : false; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen -- reading an upload.
		$out = fopen( 'php://temp/maxmemory:2097152', 'w+b' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen -- a memory stream.
		if ( false === $in || false === $out ) {
			throw new Invalid_Input( __( 'The backup file could not be read. Please choose it again.', 'prism' ) );
		}
		$max     = self::max_bytes();
		$head    = (string) fread( $in, 2 ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fread -- reading an upload.
		$inflate = "\x1f\x8b" === $head ? inflate_init( ZLIB_ENCODING_GZIP ) : null;
		$bytes   = 0;
		$pending = $head;
		try {
			while ( true ) {
				$read    = $pending . (string) fread( $in, null === $inflate ? self::READ : self::READ_COMPRESSED ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fread -- reading an upload.
				$pending = '';
				$done    = feof( $in );
				if ( null !== $inflate ) {
					// A gzip bomb stops at the limit: at most a chunk's expansion is held at once.
					$text = @inflate_add( $inflate, $read, $done ? ZLIB_FINISH : ZLIB_SYNC_FLUSH ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- a broken file is answered below.
					if ( false === $text || ( $done && ZLIB_STREAM_END !== inflate_get_status( $inflate ) ) ) {
						throw new Invalid_Input( __( 'The backup file is damaged: it is compressed, but it could not be uncompressed. Download it again and restore that file.', 'prism' ) );
					}
				} else {
					$text = $read;
				}
				$bytes += strlen( $text );
				if ( $bytes > $max ) {
					/* translators: %s: a size such as "1 GB". */
					throw new Invalid_Input( sprintf( __( 'The backup is larger than this site restores (%s). Ask the site\'s administrator to restore it with WP-CLI.', 'prism' ), size_format( $max ) ) );
				}
				fwrite( $out, $text ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite -- a memory stream.
				if ( $done ) {
					break;
				}
			}
		} catch ( \Throwable $e ) {
			fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- the stream opened above.
			throw $e;
		} finally {
			fclose( $in ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- the upload opened above.
		}
		rewind( $out );
		return $out;
	}

	/**
	 * Checks a backup's text from its start: its first line, every row, and its last line. Leaves the stream rewound.
	 *
	 * @param resource $stream Text.
	 * @return array{header: array<string, mixed>, counts: array<string, int>}
	 * @throws Invalid_Input When it is not a whole PRISM backup this site can restore.
	 */
	public static function check( $stream ): array {
		rewind( $stream );
		$header = self::header( self::next_line( $stream, 1 ) );
		$order  = array_flip( array_keys( Backup_Tables::all() ) );
		$counts = array();
		$at     = -1;
		$end    = null;
		$number = 1;
		while ( true ) {
			$line = self::next_line( $stream, ++$number );
			if ( null === $line ) {
				break;
			}
			if ( '' === trim( $line ) ) {
				continue;
			}
			if ( null !== $end ) {
				self::bad_line( $number, __( 'there is more after the backup\'s last line', 'prism' ) );
			}
			$value = json_decode( $line, true );
			if ( ! is_array( $value ) || ! is_string( $value['t'] ?? null ) ) {
				self::bad_line( $number, __( 'it is not a row of a PRISM backup', 'prism' ) );
			}
			if ( 'end' === $value['t'] ) {
				$end = is_array( $value['counts'] ?? null ) ? $value['counts'] : array();
				continue;
			}
			$table = $value['t'];
			if ( ! isset( $order[ $table ] ) || ! is_array( $value['r'] ?? null ) ) {
				self::bad_line( $number, __( 'it is not a row of a PRISM backup', 'prism' ) );
			}
			if ( $order[ $table ] < $at ) {
				self::bad_line( $number, __( 'its rows are not in the order a backup writes them', 'prism' ) );
			}
			$at      = $order[ $table ];
			$problem = Backup_Tables::problem( $table, $value['r'] );
			if ( null !== $problem ) {
				/* translators: 1: a table such as "notes", 2: what is wrong, such as "note: too long". */
				self::bad_line( $number, sprintf( __( 'a row of %1$s does not fit (%2$s)', 'prism' ), $table, $problem ) );
			}
			$counts[ $table ] = ( $counts[ $table ] ?? 0 ) + 1;
		}
		rewind( $stream );
		if ( null === $end ) {
			throw new Invalid_Input( __( 'The backup file is incomplete: it ends before its last line (a download cut short?). Download the backup again and restore that file.', 'prism' ) );
		}
		foreach ( array_keys( $order ) as $table ) {
			if ( (int) ( $end[ $table ] ?? 0 ) !== ( $counts[ $table ] ?? 0 ) ) {
				throw new Invalid_Input( __( 'The backup file is incomplete: it holds fewer rows than its last line counts. Download the backup again and restore that file.', 'prism' ) );
			}
		}
		return array(
			'header' => $header,
			'counts' => $counts,
		);
	}

	/**
	 * The first line, checked: a PRISM backup of a format version and database version this site reads.
	 *
	 * @param string|null $line The first line.
	 * @return array<string, mixed>
	 * @throws Invalid_Input When it is not.
	 */
	public static function header( ?string $line ): array {
		$header = null === $line ? null : json_decode( $line, true );
		if ( ! is_array( $header ) || Member_Backup::FORMAT !== ( $header['format'] ?? null ) || ! is_int( $header['version'] ?? null ) || ! is_int( $header['schema'] ?? null ) ) {
			throw new Invalid_Input( __( 'This file is not a PRISM backup. Choose the file that "Back up everything" downloaded (prism-backup-….jsonl.gz).', 'prism' ) );
		}
		if ( $header['version'] > Member_Backup::VERSION || $header['schema'] > Schema::DB_VERSION ) {
			throw new Invalid_Input( __( 'This backup was made by a newer version of PRISM than this site runs. Update PRISM on this site, then restore it.', 'prism' ) );
		}
		if ( $header['version'] < 1 ) {
			throw new Invalid_Input( __( 'This file is not a PRISM backup. Choose the file that "Back up everything" downloaded (prism-backup-….jsonl.gz).', 'prism' ) );
		}
		return $header;
	}

	/**
	 * The next line of a stream without its line break, or null at its end.
	 *
	 * @param resource $stream Text.
	 * @param int      $number Its number (for the message when it is too long).
	 * @throws Invalid_Input When a line is longer than MAX_LINE.
	 */
	private static function next_line( $stream, int $number ): ?string {
		if ( feof( $stream ) ) {
			return null;
		}
		$line = stream_get_line( $stream, self::MAX_LINE + 1, "\n" );
		if ( false === $line ) {
			return null;
		}
		if ( strlen( $line ) > self::MAX_LINE ) {
			self::bad_line( $number, __( 'it is longer than any row of a backup', 'prism' ) );
		}
		return $line;
	}

	/**
	 * Refuses a file for one of its lines.
	 *
	 * @param int    $number Line number.
	 * @param string $why    What is wrong with it.
	 * @throws Invalid_Input Always.
	 */
	private static function bad_line( int $number, string $why ): never {
		/* translators: 1: a line number, 2: what is wrong with it. */
		throw new Invalid_Input( sprintf( __( 'The backup file cannot be restored: line %1$d is damaged (%2$s). Nothing was changed.', 'prism' ), $number, $why ) );
	}
}

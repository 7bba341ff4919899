<?php
/**
 * The import tables: `prism_imports` (one row per import, with its report), `prism_import_chunks` (the file's UTF-8
 * text in pieces of about a megabyte, so whichever web server runs the next batch can read it; deleted when the
 * import ends) and `prism_import_rejects` (the rows that could not be imported, with the reason).
 *
 * @package Prism
 */

namespace Prism\Data;

use Prism\Schema\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * Import rows, file chunks and rejected rows.
 */
final class Import_Repository {

	/** The kind of a stored backup file waiting to be restored or being restored (Backup\Restore), not an import. */
	public const BACKUP_KIND = 'backup';

	/** Bytes per stored chunk (a chunk ends at a line break where one is near). */
	public const CHUNK_BYTES = 1048576;

	/**
	 * Stores a new import and returns its id; the member's finished imports before it are marked seen.
	 *
	 * @param int                   $owner_id Member.
	 * @param array<string, string> $fields   source, kind, file_type, file_name, mode.
	 * @param int                   $total    Records in the file.
	 */
	public function create( int $owner_id, array $fields, int $total ): int {
		global $wpdb;
		$table = Schema::table( 'imports' );
		Db::check(
			$wpdb->query(
				$wpdb->prepare(
					// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table from Schema.
					"INSERT INTO {$table} (owner_id, source, kind, file_type, file_name, mode, total_rows, created_at) VALUES (%d, %s, %s, %s, %s, %s, %d, %s)",
					$owner_id,
					$fields['source'],
					$fields['kind'],
					$fields['file_type'],
					mb_substr( $fields['file_name'], 0, 191 ),
					$fields['mode'],
					$total,
					Db::now()
				)
			)
		);
		$id = (int) $wpdb->insert_id;
		if ( self::BACKUP_KIND === $fields['kind'] ) {
			return $id;
		}
		// The new import's card replaces the cards of the finished ones before it (docs/import.md, "The import card").
		Db::check(
			$wpdb->query(
				$wpdb->prepare(
					// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table from Schema.
					"UPDATE {$table} SET dismissed = 1 WHERE owner_id = %d AND id < %d AND finished_at IS NOT NULL AND dismissed = 0",
					$owner_id,
					$id
				)
			)
		);
		return $id;
	}

	/**
	 * Records the job that runs the import.
	 *
	 * @param int $id     Import.
	 * @param int $job_id Job.
	 */
	public function set_job( int $id, int $job_id ): void {
		$this->set( $id, 'job_id = %d', array( $job_id ) );
	}

	/**
	 * Stores the text of a UTF-8 stream in chunks, from its start; returns the bytes stored. A chunk ends after
	 * a line break when there is one in its last quarter, else at a character boundary, so each is valid UTF-8.
	 *
	 * @param int      $id     Import.
	 * @param resource $stream UTF-8 text.
	 */
	public function store_file( int $id, $stream ): int {
		$table = Schema::table( 'import_chunks' );
		rewind( $stream );
		$seq   = 0;
		$bytes = 0;
		$carry = '';
		while ( ! feof( $stream ) || '' !== $carry ) {
			$read  = feof( $stream ) ? '' : (string) fread( $stream, self::CHUNK_BYTES ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fread -- a php://temp stream.
			$text  = $carry . $read;
			$carry = '';
			if ( '' === $text ) {
				break;
			}
			if ( ! feof( $stream ) && strlen( $text ) >= self::CHUNK_BYTES ) {
				$cut   = self::cut( $text );
				$carry = substr( $text, $cut );
				$text  = substr( $text, 0, $cut );
			}
			Db::insert_rows( $table, array( 'import_id', 'seq', 'chunk' ), array( array( $id, $seq, $text ) ) );
			$bytes += strlen( $text );
			++$seq;
		}
		$this->set( $id, 'file_bytes = %d', array( $bytes ) );
		return $bytes;
	}

	/**
	 * The stored text as a seekable stream (php://temp: in memory up to 2 MB, then a temporary file), or null when
	 * the chunks are gone.
	 *
	 * @param int $id Import.
	 * @return resource|null
	 */
	public function open_file( int $id ) {
		global $wpdb;
		$table  = Schema::table( 'import_chunks' );
		$stream = fopen( 'php://temp/maxmemory:2097152', 'w+b' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen -- a memory stream.
		if ( false === $stream ) {
			return null;
		}
		$seq   = 0;
		$found = false;
		do {
			// One chunk per query, so memory holds one megabyte whatever the file's size.
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table from Schema.
			$chunk = $wpdb->get_var( $wpdb->prepare( "SELECT chunk FROM {$table} WHERE import_id = %d AND seq = %d", $id, $seq ) );
			Db::check( true );
			if ( null !== $chunk ) {
				fwrite( $stream, (string) $chunk ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite -- a memory stream.
				$found = true;
			}
			$wpdb->flush();
			++$seq;
		} while ( null !== $chunk );
		rewind( $stream );
		return $found ? $stream : null;
	}

	/**
	 * Deletes the stored text of an import.
	 *
	 * @param int $id Import.
	 */
	public function delete_file( int $id ): void {
		global $wpdb;
		$table = Schema::table( 'import_chunks' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table from Schema.
		Db::check( $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE import_id = %d", $id ) ) );
	}

	/**
	 * An import row by id (any owner: the job's view), or null.
	 *
	 * @param int $id Import.
	 * @return array<string, mixed>|null
	 */
	public function find( int $id ): ?array {
		global $wpdb;
		$table = Schema::table( 'imports' );
		$jobs  = Schema::table( 'jobs' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- tables from Schema.
		return Db::row( $wpdb->prepare( "SELECT i.*, j.state AS job_state, j.progress_done, j.last_error FROM {$table} i LEFT JOIN {$jobs} j ON j.id = i.job_id WHERE i.id = %d", $id ) );
	}

	/**
	 * A member's own import, or null when it does not exist or is another member's.
	 *
	 * @param int $owner_id Member.
	 * @param int $id       Import.
	 * @return array<string, mixed>|null
	 */
	public function find_for_owner( int $owner_id, int $id ): ?array {
		$row = $this->find( $id );
		return $row && (int) $row['owner_id'] === $owner_id && self::BACKUP_KIND !== $row['kind'] ? $row : null;
	}

	/**
	 * A member's own stored backup (Backup\Restore), or null when it does not exist, is another member's or is an import.
	 *
	 * @param int $owner_id Member.
	 * @param int $id       Stored backup.
	 * @return array<string, mixed>|null
	 */
	public function find_backup( int $owner_id, int $id ): ?array {
		$row = $this->find( $id );
		return $row && (int) $row['owner_id'] === $owner_id && self::BACKUP_KIND === $row['kind'] ? $row : null;
	}

	/**
	 * One stored chunk of a file, or null past its end.
	 *
	 * @param int $id  Import or stored backup.
	 * @param int $seq Chunk number, from 0.
	 */
	public function chunk( int $id, int $seq ): ?string {
		$table  = Schema::table( 'import_chunks' );
		$values = Db::column( "SELECT chunk FROM {$table} WHERE import_id = ? AND seq = ?", array( $id, $seq ) );
		return $values ? $values[0] : null;
	}

	/**
	 * How many chunks a stored file has.
	 *
	 * @param int $id Import or stored backup.
	 */
	public function chunks( int $id ): int {
		$table = Schema::table( 'import_chunks' );
		return (int) ( Db::column( "SELECT COUNT(*) FROM {$table} WHERE import_id = ?", array( $id ) )[0] ?? 0 );
	}

	/**
	 * A member's imports of the last $days days, newest first.
	 *
	 * @param int $owner_id Member.
	 * @param int $days     Days back.
	 * @param int $limit    At most this many.
	 * @return array<int, array<string, mixed>>
	 */
	public function recent( int $owner_id, int $days = 30, int $limit = 20 ): array {
		global $wpdb;
		$table = Schema::table( 'imports' );
		$jobs  = Schema::table( 'jobs' );
		$since = gmdate( 'Y-m-d H:i:s', time() - $days * DAY_IN_SECONDS );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- tables from Schema.
		return Db::rows( $wpdb->prepare( "SELECT i.*, j.state AS job_state, j.progress_done, j.last_error FROM {$table} i LEFT JOIN {$jobs} j ON j.id = i.job_id WHERE i.owner_id = %d AND i.kind <> %s AND i.created_at >= %s ORDER BY i.id DESC LIMIT %d", $owner_id, self::BACKUP_KIND, $since, $limit ) );
	}

	/**
	 * Adds a batch's outcome to the import's counts (inside the batch's transaction).
	 *
	 * @param int                                                                              $id     Import.
	 * @param array{created: int, updated: int, skipped: int, rejected: int, kept_apart?: int} $counts This batch's counts.
	 */
	public function add_counts( int $id, array $counts ): void {
		$this->set(
			$id,
			'created_count = created_count + %d, updated_count = updated_count + %d, skipped_count = skipped_count + %d, rejected_count = rejected_count + %d, kept_apart_count = kept_apart_count + %d',
			array( $counts['created'], $counts['updated'], $counts['skipped'], $counts['rejected'], $counts['kept_apart'] ?? 0 )
		);
	}

	/**
	 * Stores rejected rows (inside the batch's transaction).
	 *
	 * @param int                                                          $id   Import.
	 * @param array<int, array{row: int, reason: string, summary: string}> $rows Rejected rows.
	 */
	public function add_rejects( int $id, array $rows ): void {
		Db::insert_rows(
			Schema::table( 'import_rejects' ),
			array( 'import_id', 'file_row', 'reason', 'summary' ),
			array_map( static fn( array $row ): array => array( $id, (int) $row['row'], mb_substr( $row['reason'], 0, 255 ), mb_substr( $row['summary'], 0, 191 ) ), $rows ),
			true
		);
	}

	/**
	 * The first $limit rejected rows of an import, by row number.
	 *
	 * @param int $id    Import.
	 * @param int $limit At most this many.
	 * @return array<int, array{row: int, reason: string, summary: string}>
	 */
	public function rejects( int $id, int $limit ): array {
		global $wpdb;
		$table = Schema::table( 'import_rejects' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table from Schema.
		$rows = Db::rows( $wpdb->prepare( "SELECT file_row, reason, summary FROM {$table} WHERE import_id = %d ORDER BY file_row LIMIT %d", $id, $limit ) );
		return array_map(
			static fn( array $row ): array => array(
				'row'     => (int) $row['file_row'],
				'reason'  => (string) $row['reason'],
				'summary' => (string) $row['summary'],
			),
			$rows
		);
	}

	/**
	 * Records the end of an import and deletes its stored text (inside the last batch's transaction).
	 *
	 * @param int $id Import.
	 */
	public function finish( int $id ): void {
		$this->set( $id, 'finished_at = %s', array( Db::now() ) );
		$this->delete_file( $id );
	}

	/**
	 * Marks a member's import as seen.
	 *
	 * @param int $owner_id Member.
	 * @param int $id       Import.
	 */
	public function dismiss( int $owner_id, int $id ): void {
		global $wpdb;
		$table = Schema::table( 'imports' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table from Schema.
		Db::check( $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET dismissed = 1 WHERE id = %d AND owner_id = %d", $id, $owner_id ) ) );
	}

	/**
	 * Deletes imports older than $days days with their text, rejected rows and matches (the cron run's clean-up); returns
	 * how many.
	 *
	 * @param int $days Age in days.
	 */
	public function prune( int $days ): int {
		global $wpdb;
		$table = Schema::table( 'imports' );
		$since = gmdate( 'Y-m-d H:i:s', time() - $days * DAY_IN_SECONDS );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table from Schema.
		$ids = array_map( 'intval', Db::col( $wpdb->prepare( "SELECT id FROM {$table} WHERE created_at < %s LIMIT 200", $since ) ) );
		foreach ( $ids as $id ) {
			$this->delete( $id );
		}
		return count( $ids );
	}

	/**
	 * Deletes one import with its text, rejected rows and matches.
	 *
	 * @param int $id Import.
	 */
	public function delete( int $id ): void {
		global $wpdb;
		$this->delete_file( $id );
		foreach ( array(
			'import_rejects' => 'import_id',
			'import_matches' => 'import_id',
			'imports'        => 'id',
		) as $name => $column ) {
			$table = Schema::table( $name );
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table and column from this class.
			Db::check( $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE {$column} = %d", $id ) ) );
		}
	}

	/**
	 * Runs UPDATE … SET $assignments WHERE id = $id.
	 *
	 * @param int                    $id          Import.
	 * @param string                 $assignments SET clause with placeholders.
	 * @param array<int, int|string> $args        Its values.
	 */
	private function set( int $id, string $assignments, array $args ): void {
		global $wpdb;
		$table = Schema::table( 'imports' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table from Schema, assignments from this class.
		Db::check( $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET {$assignments} WHERE id = %d", ...array_merge( $args, array( $id ) ) ) ) );
	}

	/**
	 * Where to end a chunk of $text: after the last line break in its last quarter, else at the last character
	 * boundary (a byte that does not continue a UTF-8 sequence).
	 *
	 * @param string $text At least CHUNK_BYTES bytes.
	 */
	private static function cut( string $text ): int {
		$limit = min( strlen( $text ), self::CHUNK_BYTES );
		$break = strrpos( substr( $text, 0, $limit ), "\n" );
		if ( false !== $break && $break >= (int) ( $limit * 0.75 ) ) {
			return $break + 1;
		}
		$cut = $limit;
		while ( $cut > 0 && ( ord( $text[ $cut ] ?? "\0" ) & 0xC0 ) === 0x80 ) {
			--$cut;
		}
		return $cut;
	}
}

<?php
/**
 * Everything PRISM holds for a member as one file a restore reads back (Backup\Restore): JSON Lines, gzip-compressed
 * for a download. The first line says what the file is (format, version, the database version that wrote it, the site,
 * the member, the series their processes and mentoring follow, their reminder preference); then one line per row
 * ({"t": logical table, "r": the row as stored, without owner_id}) for every table Backup_Tables names, a page at a
 * time in the order of the table's key (memory holds one page, whatever the network's size); the last line holds how
 * many rows of each table the file holds, so a restore knows the file is whole (docs/backup.md has the format).
 *
 * @package Prism
 */

namespace Prism\Backup;

use Prism\Data\Member_Rows;
use Prism\Data\Series_Repository;
use Prism\Domain\Download;
use Prism\Domain\Streamed_Text;
use Prism\Reminders\Reminder_Settings;
use Prism\Schema\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * A member's backup file.
 */
final class Member_Backup implements Download, \JsonSerializable {

	use Streamed_Text;

	/** What the first line's `format` says. */
	public const FORMAT = 'prism-backup';

	/** The format's version: a restore reads files of this version and older. */
	public const VERSION = 1;

	/** Rows read per query; photos (up to a megabyte each as text) fewer. */
	private const PAGE = 500;

	private const PHOTO_PAGE = 8;

	/** The user settings a backup carries (a calendar feed's secret address is not: the site makes a new one). */
	public const META = array( 'digestOff' => Reminder_Settings::DIGEST_OFF );

	/**
	 * A member's backup.
	 *
	 * @param int  $owner_id Member.
	 * @param bool $gzip     Whether the file is gzip-compressed (a download is; `wp prism backup` writes either).
	 */
	public function __construct( private readonly int $owner_id, private readonly bool $gzip = true ) {
	}

	/**
	 * The file's media type.
	 */
	public function content_type(): string {
		return $this->gzip ? 'application/gzip' : 'application/jsonl; charset=utf-8';
	}

	/**
	 * The download's file name: prism-backup-{login}-YYYY-MM-DD.jsonl.gz (today in the site's time zone).
	 */
	public function file_name(): string {
		$user  = get_userdata( $this->owner_id );
		$login = $user ? sanitize_file_name( (string) $user->user_login ) : (string) $this->owner_id;
		return 'prism-backup-' . ( '' === $login ? (string) $this->owner_id : $login ) . '-' . wp_date( 'Y-m-d' ) . '.jsonl' . ( $this->gzip ? '.gz' : '' );
	}

	/**
	 * Writes the file to `$out` a page of rows at a time.
	 *
	 * @param callable(string): void     $out     Receives the bytes in order.
	 * @param (callable(int): void)|null $written Told how many rows each page wrote (`wp prism backup`'s progress).
	 * @throws \RuntimeException When compression fails.
	 */
	public function write( callable $out, ?callable $written = null ): void {
		$deflate = $this->gzip ? deflate_init( ZLIB_ENCODING_GZIP, array( 'level' => 6 ) ) : null;
		if ( false === $deflate ) {
			throw new \RuntimeException( 'PRISM: zlib could not start.' );
		}
		$emit = static function ( string $text, bool $last = false ) use ( $out, $deflate ): void {
			$bytes = null === $deflate ? $text : deflate_add( $deflate, $text, $last ? ZLIB_FINISH : ZLIB_NO_FLUSH );
			if ( false === $bytes ) {
				throw new \RuntimeException( 'PRISM: zlib could not compress the backup.' );
			}
			if ( '' !== $bytes ) {
				$out( $bytes );
			}
		};
		$emit( self::line( $this->header() ) );
		$rows   = new Member_Rows();
		$counts = array();
		foreach ( Backup_Tables::all() as $name => $table ) {
			$key             = array_values( array_diff( $table['key'], array( 'owner_id' ) ) );
			$limit           = 'photos' === $name ? self::PHOTO_PAGE : self::PAGE;
			$after           = null;
			$counts[ $name ] = 0;
			do {
				$page = $rows->page( $name, $this->owner_id, array_keys( $table['columns'] ), $key, $after, $limit );
				$got  = count( $page );
				$last = $page ? array_intersect_key( (array) end( $page ), array_flip( $key ) ) : array();
				$text = '';
				foreach ( $page as $i => $row ) {
					$text .= self::line(
						array(
							't' => $name,
							'r' => $row,
						)
					);
					unset( $page[ $i ] );
					// Out in parts of 64 KB or more: a page of photos is never held twice.
					if ( strlen( $text ) >= 65536 ) {
						$emit( $text );
						$text = '';
					}
				}
				if ( '' !== $text ) {
					$emit( $text );
				}
				$counts[ $name ] += $got;
				if ( null !== $written && $got > 0 ) {
					$written( $got );
				}
				$after = array_map( static fn( string $column ) => (string) ( $last[ $column ] ?? '' ), $key );
				$full  = $got === $limit;
			} while ( $full );
		}
		$emit(
			self::line(
				array(
					't'      => 'end',
					'counts' => $counts,
				)
			),
			true
		);
	}

	/**
	 * How many rows the backup will hold, by table (for the header and `wp prism backup`'s progress).
	 *
	 * @return array<string, int>
	 */
	public function counts(): array {
		$rows   = new Member_Rows();
		$counts = array();
		foreach ( array_keys( Backup_Tables::all() ) as $name ) {
			$counts[ $name ] = $rows->count( $name, $this->owner_id );
		}
		return $counts;
	}

	/**
	 * The first line: what the file is and whose.
	 *
	 * @return array<string, mixed>
	 */
	public function header(): array {
		$user   = get_userdata( $this->owner_id );
		$series = array();
		$ids    = array( Series_Repository::NETWORKING_ID );
		foreach ( ( new Member_Rows() )->series_used( $this->owner_id ) as $id ) {
			$ids[] = $id;
		}
		$repository = new Series_Repository();
		foreach ( array_unique( $ids ) as $id ) {
			$found = $repository->find( (int) $id );
			if ( null !== $found ) {
				$series[] = array(
					'id'         => (int) $id,
					'kind'       => (string) ( $found['kind'] ?? '' ),
					'shippedKey' => (string) ( $found['shippedKey'] ?? '' ),
					'name'       => (string) ( $found['name'] ?? '' ),
				);
			}
		}
		$meta = array();
		foreach ( self::META as $field => $key ) {
			$meta[ $field ] = (string) get_user_meta( $this->owner_id, $key, true );
		}
		return array(
			'format'    => self::FORMAT,
			'version'   => self::VERSION,
			'schema'    => Schema::DB_VERSION,
			'plugin'    => defined( 'PRISM_VERSION' ) ? PRISM_VERSION : '',
			'site'      => home_url( '/' ),
			'createdAt' => gmdate( 'Y-m-d\TH:i:s\Z' ),
			'member'    => array(
				'login' => $user ? (string) $user->user_login : '',
				'name'  => $user ? (string) $user->display_name : '',
			),
			'counts'    => $this->counts(),
			'series'    => $series,
			'meta'      => $meta,
		);
	}

	/**
	 * The file as JSON carries bytes, when a client asked for the answer in an envelope (`_envelope`): a data: address
	 * of the file (as a photo's is). Held whole in memory: a download is written a part at a time by
	 * Rest\Export_Controller::serve().
	 */
	public function jsonSerialize(): string { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName.MethodNameInvalid -- JsonSerializable's method.
		return 'data:' . ( $this->gzip ? 'application/gzip' : 'application/jsonl' ) . ';base64,' . base64_encode( $this->render() ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- a file in JSON.
	}

	/**
	 * One line of the file: JSON (characters as they are, slashes unescaped) and a line break. Text that is not valid
	 * UTF-8 (which no PRISM route stores) would make the line fail; its bad bytes become U+FFFD instead.
	 *
	 * @param array<string, mixed> $value Value.
	 */
	private static function line( array $value ): string {
		return (string) wp_json_encode( $value, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_INVALID_UTF8_SUBSTITUTE ) . "\n";
	}
}

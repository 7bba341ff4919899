<?php
/**
 * Restoring a member's backup (docs/backup.md): the stored file (Backup_File) is described before anything is
 * written (what it holds, whose it is, what the account holds now), then a job (Restore_Job) writes its rows slice by
 * slice, each slice's rows and the job's cursor committed together, so a restore cut short by a server going away goes
 * on from where it stopped, on any web server.
 *
 * Every row gets a new id; the rows others point at (contacts, categories, articles, duplicate suggestions, mentoring
 * relationships) keep their old id beside the new one in `prism_restore_ids`, and every reference is rewritten through
 * it. A category whose name the account already has is that category. A networking process follows this site's
 * networking series; a mentoring relationship the series of the same key (a shipped one), of the same id on the same
 * site, or of the same name; one whose series this site lacks is left out and its task notes become notes on the
 * contact (nothing typed is lost). A merge record keeps its chain of removed contacts under ids no contact can have
 * (ghost ids). What PRISM derives (search text and lists, duplicate keys, reach-out days, list orders) is built again
 * once the rows are in; a restore into an account that already has contacts ends with a duplicate scan.
 *
 * @package Prism
 */

namespace Prism\Backup;

use Prism\Data\Contact_Keys;
use Prism\Data\Contact_Repository;
use Prism\Data\Import_Repository;
use Prism\Data\Job;
use Prism\Data\Job_Repository;
use Prism\Data\Keep_In_Touch_Repository;
use Prism\Data\List_Orders;
use Prism\Data\Member_Rows;
use Prism\Data\Photo_Repository;
use Prism\Data\Search_Index;
use Prism\Data\Series_Repository;
use Prism\Data\Slice;
use Prism\Domain\Invalid_Input;
use Prism\Domain\Photo_Rules;
use Prism\Jobs\Duplicate_Scan_Job;
use Prism\Jobs\Queue;

defined( 'ABSPATH' ) || exit;

/**
 * A member's restore.
 */
final class Restore {

	/** Rows a slice writes at most. */
	private const SLICE_ROWS = 500;

	/** Bytes of the file a slice reads at most (photos: a megabyte a row). */
	private const SLICE_BYTES = 8 * 1024 * 1024;

	/** Contacts whose search text, keys and reach-out day a slice builds again. */
	private const DERIVE = 500;

	/** The first ghost id (2^62): a merge record's removed contact, which no contact of this site will ever have as id. */
	public const GHOST_BASE = 4611686018427387904;

	/** User meta: the backups restored into the account (their fingerprints and when). */
	public const RESTORED_META = 'prism_restored_backups';

	/**
	 * Stored files.
	 *
	 * @var Import_Repository
	 */
	private Import_Repository $imports;

	/**
	 * Rows.
	 *
	 * @var Member_Rows
	 */
	private Member_Rows $rows;

	/**
	 * Repositories.
	 */
	public function __construct() {
		$this->imports = new Import_Repository();
		$this->rows    = new Member_Rows();
	}

	/**
	 * What a stored backup holds and what restoring it will do, or null when it is not the member's.
	 *
	 * @param int $owner_id Member.
	 * @param int $id       Stored backup.
	 * @return array<string, mixed>|null
	 */
	public function describe( int $owner_id, int $id ): ?array {
		$row = $this->imports->find_backup( $owner_id, $id );
		if ( null === $row ) {
			return null;
		}
		$job      = (int) $row['job_id'] > 0 ? ( new Job_Repository() )->find_for_owner( $owner_id, (int) $row['job_id'] ) : null;
		$finished = null !== $row['finished_at'];
		$facts    = $finished ? array(
			'header' => array(),
			'counts' => array(),
		) : $this->facts( $id );
		$header   = $facts['header'];
		$state    = $finished ? 'done' : ( null === $job ? 'ready' : ( Job::FAILED === $job->state ? 'failed' : 'running' ) );
		$photos   = (int) ( $facts['counts']['photos'] ?? 0 );
		$room     = self::photo_room( $owner_id );
		return array(
			'id'              => $id,
			'state'           => $state,
			'jobId'           => null === $job ? null : $job->id,
			'fileName'        => (string) $row['file_name'],
			'createdAt'       => is_string( $header['createdAt'] ?? null ) ? $header['createdAt'] : null,
			'site'            => is_string( $header['site'] ?? null ) ? $header['site'] : '',
			'sameSite'        => home_url( '/' ) === ( $header['site'] ?? null ),
			'memberName'      => (string) ( $header['member']['name'] ?? '' ),
			'counts'          => $facts['counts'],
			'accountContacts' => ( new Contact_Repository() )->count( $owner_id ),
			'seriesMissing'   => $finished ? array() : array_values( array_map( static fn( array $series ): string => (string) $series['name'], array_filter( $this->series_of( $header ), static fn( array $series ): bool => 0 === $series['to'] ) ) ),
			'photosLeftOut'   => max( 0, $photos - $room ),
			'restoredBefore'  => $finished ? null : $this->restored_before( $owner_id, $header ),
			'restored'        => array(
				'contacts' => (int) $row['created_count'],
				'rows'     => (int) $row['updated_count'],
				'leftOut'  => (int) $row['skipped_count'],
			),
			'progress'        => array(
				'done'  => null === $job ? 0 : $job->done,
				'total' => null === $job ? (int) $row['total_rows'] : $job->total,
			),
		);
	}

	/**
	 * Starts restoring a stored backup (once: a second call finds the job of the first); returns the job's id.
	 *
	 * @param int $owner_id Member.
	 * @param int $id       Stored backup.
	 * @throws Invalid_Input When it is not the member's, or was restored already.
	 */
	public function start( int $owner_id, int $id ): int {
		$row = $this->imports->find_backup( $owner_id, $id );
		if ( null === $row || null !== $row['finished_at'] ) {
			throw new Invalid_Input( __( 'That backup is no longer waiting to be restored. Choose the file again.', 'prism' ) );
		}
		if ( (int) $row['job_id'] > 0 ) {
			return (int) $row['job_id'];
		}
		$facts = $this->facts( $id );
		$found = $this->series_of( $facts['header'] );
		$job   = Queue::enqueue(
			Restore_Job::TYPE,
			$owner_id,
			(string) $id,
			array(
				'restore'  => $id,
				'phase'    => 'rows',
				'seq'      => 0,
				'offset'   => 0,
				'line'     => 0,
				'series'   => array_map( static fn( array $one ): int => $one['to'], $found ),
				'names'    => array_map( static fn( array $one ): string => $one['name'], $found ),
				'room'     => self::photo_room( $owner_id ),
				'had'      => ( new Contact_Repository() )->count( $owner_id ),
				'meta'     => is_array( $facts['header']['meta'] ?? null ) ? $facts['header']['meta'] : array(),
				'mark'     => self::fingerprint( $facts['header'] ),
				'after'    => 0,
				'contacts' => 0,
				'written'  => 0,
				'left'     => 0,
				'total'    => array_sum( $facts['counts'] ),
			)
		);
		$this->imports->set_job( $id, $job );
		return $job;
	}

	/**
	 * Forgets a stored backup that is not being restored (the member changed their mind).
	 *
	 * @param int $owner_id Member.
	 * @param int $id       Stored backup.
	 */
	public function cancel( int $owner_id, int $id ): bool {
		$row = $this->imports->find_backup( $owner_id, $id );
		if ( null === $row || ( (int) $row['job_id'] > 0 && null === $row['finished_at'] ) ) {
			return false;
		}
		$this->imports->delete( $id );
		return true;
	}

	/**
	 * Runs one slice of a restore (Restore_Job): rows while the file has them, then what PRISM derives from them, then
	 * the end.
	 *
	 * @param Job   $job      The job.
	 * @param float $deadline microtime( true ) after which the slice returns.
	 * @throws \RuntimeException When the stored file is gone.
	 */
	public function slice( Job $job, float $deadline ): Slice {
		$cursor = $job->cursor;
		$owner  = $job->owner_id;
		$id     = (int) $cursor['restore'];
		$total  = max( 1, (int) $cursor['total'] );
		if ( 'rows' === $cursor['phase'] ) {
			$read = $this->read_lines( $id, (int) $cursor['seq'], (int) $cursor['offset'], self::SLICE_ROWS, self::SLICE_BYTES, $deadline );
			$rows = array();
			foreach ( $read['lines'] as $line ) {
				++$cursor['line'];
				if ( 1 === $cursor['line'] || '' === trim( $line ) ) {
					continue;
				}
				$value = json_decode( $line, true );
				if ( ! is_array( $value ) || 'end' === ( $value['t'] ?? null ) ) {
					$read['done'] = true;
					break;
				}
				$rows[] = $value;
			}
			$written = $this->write_rows( $owner, $id, $rows, $cursor );
			$cursor  = array(
				'seq'     => $read['seq'],
				'offset'  => $read['offset'],
				'phase'   => $read['done'] ? 'derive' : 'rows',
				'written' => (int) $cursor['written'] + $written['written'],
				'left'    => (int) $cursor['left'] + $written['left'],
			) + $cursor;
			$this->imports->add_counts(
				$id,
				array(
					'created'  => $written['contacts'],
					'updated'  => $written['written'],
					'skipped'  => $written['left'],
					'rejected' => 0,
				)
			);
			return new Slice( $cursor, min( $total, (int) $cursor['written'] + (int) $cursor['left'] ), $total + 1, false );
		}
		if ( 'derive' === $cursor['phase'] ) {
			$ids = $this->rows->restored_after( $owner, $id, 'contacts', (int) $cursor['after'], self::DERIVE );
			if ( $ids ) {
				$new = array_values( $ids );
				( new Search_Index() )->refresh( $owner, $new );
				( new Contact_Keys() )->refresh( $owner, $new );
				( new Keep_In_Touch_Repository() )->refresh( $owner, $new );
				$cursor['after'] = (int) array_key_last( $ids );
			}
			if ( count( $ids ) < self::DERIVE ) {
				$cursor['phase'] = 'finish';
			}
			return new Slice( $cursor, $total, $total + 1, false );
		}
		$this->finish( $owner, $id, $cursor );
		return new Slice( $cursor, $total + 1, $total + 1, true );
	}

	/**
	 * The end of a restore: the member's reminder preference when they have none, the id map and the stored file gone,
	 * the list orders out of date, a duplicate scan when the account had contacts, and the backup remembered.
	 *
	 * @param int                  $owner_id Member.
	 * @param int                  $id       Stored backup.
	 * @param array<string, mixed> $cursor   The job's cursor.
	 */
	private function finish( int $owner_id, int $id, array $cursor ): void {
		foreach ( Member_Backup::META as $field => $key ) {
			$value = $cursor['meta'][ $field ] ?? '';
			if ( '1' === $value && '' === (string) get_user_meta( $owner_id, $key, true ) ) {
				update_user_meta( $owner_id, $key, $value );
			}
		}
		$this->rows->forget( $owner_id, $id );
		$this->imports->finish( $id );
		List_Orders::changed( $owner_id );
		if ( (int) $cursor['had'] > 0 ) {
			( new Job_Repository() )->forget_finished( $owner_id, Duplicate_Scan_Job::TYPE );
			Queue::enqueue( Duplicate_Scan_Job::TYPE, $owner_id );
		}
		$restored   = (array) get_user_meta( $owner_id, self::RESTORED_META, true );
		$restored   = array_slice( array_filter( $restored, 'is_array' ), -49 );
		$restored[] = array(
			'mark' => (string) $cursor['mark'],
			'at'   => gmdate( 'Y-m-d\TH:i:s\Z' ),
		);
		update_user_meta( $owner_id, self::RESTORED_META, array_values( $restored ) );
	}

	/**
	 * Writes a slice's rows, table by table, with their references rewritten; returns how many were written, how many
	 * contacts among them, and how many were left out (rows pointing at nothing the backup holds).
	 *
	 * @param int                              $owner_id Member.
	 * @param int                              $id       Stored backup.
	 * @param array<int, array<string, mixed>> $lines    The slice's rows ({t, r}).
	 * @param array<string, mixed>             $cursor   The job's cursor (series map, photo room).
	 * @return array{written: int, contacts: int, left: int}
	 */
	private function write_rows( int $owner_id, int $id, array $lines, array &$cursor ): array {
		$done    = array(
			'written'  => 0,
			'contacts' => 0,
			'left'     => 0,
		);
		$group   = array();
		$name    = null;
		$lines[] = array( 't' => null );
		foreach ( $lines as $line ) {
			if ( $line['t'] !== $name && $group ) {
				$this->write_group( $owner_id, $id, (string) $name, $group, $cursor, $done );
				$group = array();
			}
			$name = $line['t'];
			if ( null !== $name && is_array( $line['r'] ?? null ) && null !== Backup_Tables::get( (string) $name ) ) {
				$group[] = $line['r'];
			}
		}
		return $done;
	}

	/**
	 * Writes rows of one table.
	 *
	 * @param int                                           $owner_id Member.
	 * @param int                                           $id       Stored backup.
	 * @param string                                        $name     Logical table.
	 * @param array<int, array<string, mixed>>              $rows     Rows as the file holds them.
	 * @param array<string, mixed>                          $cursor   The job's cursor.
	 * @param array{written: int, contacts: int, left: int} $done Counts so far.
	 */
	private function write_group( int $owner_id, int $id, string $name, array $rows, array &$cursor, array &$done ): void {
		$table = (array) Backup_Tables::get( $name );
		$refs  = Backup_Tables::references( $name );
		$olds  = array();
		foreach ( $rows as $row ) {
			foreach ( $refs as $column => $parent ) {
				if ( 'series' !== $parent && isset( $row[ $column ] ) && (int) $row[ $column ] > 0 ) {
					$olds[ $parent ][] = (int) $row[ $column ];
				}
			}
		}
		$maps = array();
		foreach ( $olds as $parent => $ids ) {
			$maps[ $parent ] = $this->rows->mapped( $owner_id, $id, $parent, $ids );
		}
		if ( 'categories' === $name ) {
			$rows = $this->known_categories( $owner_id, $id, $rows );
		}
		$fitted = array();
		foreach ( $rows as $row ) {
			$row = $this->fit( $owner_id, $id, $name, $row, $refs, $maps, $cursor );
			if ( null === $row ) {
				++$done['left'];
				continue;
			}
			if ( isset( $row['_note'] ) ) {
				$this->write_group( $owner_id, $id, 'notes', array( $row['_note'] ), $cursor, $done );
				continue;
			}
			$fitted[] = $row;
		}
		// Rows with the same columns go in one statement (a backup's rows all have the same ones).
		$shapes = array();
		foreach ( $fitted as $row ) {
			$old = isset( $row['id'] ) ? (int) $row['id'] : 0;
			unset( $row['id'], $row['owner_id'] );
			$columns                              = array_keys( $row );
			$shapes[ implode( ',', $columns ) ][] = array( $old, array_values( $row ) );
		}
		foreach ( $shapes as $columns => $shaped ) {
			$new = $this->rows->insert( $name, $owner_id, explode( ',', $columns ), array_column( $shaped, 1 ), ! empty( $table['id'] ) );
			if ( Backup_Tables::is_parent( $name ) ) {
				$map = array();
				foreach ( $shaped as $i => $row ) {
					$map[ $row[0] ] = $new[ $i ];
				}
				$this->rows->remember( $owner_id, $id, $name, $map );
			}
			$done['written'] += count( $shaped );
			if ( 'contacts' === $name ) {
				$done['contacts'] += count( $shaped );
			}
		}
	}

	/**
	 * Categories the account already has by name are theirs: remembered as that category, not written again.
	 *
	 * @param int                              $owner_id Member.
	 * @param int                              $id       Stored backup.
	 * @param array<int, array<string, mixed>> $rows     Category rows.
	 * @return array<int, array<string, mixed>> The ones to write.
	 */
	private function known_categories( int $owner_id, int $id, array $rows ): array {
		$have = $this->rows->categories_by_key( $owner_id, array_map( static fn( array $row ): string => (string) ( $row['name_key'] ?? '' ), $rows ) );
		$map  = array();
		$new  = array();
		foreach ( $rows as $row ) {
			$key = (string) ( $row['name_key'] ?? '' );
			if ( isset( $have[ $key ] ) ) {
				$map[ (int) $row['id'] ] = $have[ $key ];
			} else {
				$new[]        = $row;
				$have[ $key ] = -1;
			}
		}
		$this->rows->remember( $owner_id, $id, 'categories', array_filter( $map, static fn( int $to ): bool => $to > 0 ) );
		return $new;
	}

	/**
	 * A row with its references rewritten, or null when it points at nothing the backup restored. A mentoring task
	 * note whose relationship is left out comes back as `_note`: a note on the contact.
	 *
	 * @param int                            $owner_id Member.
	 * @param int                            $id       Stored backup.
	 * @param string                         $name     Logical table.
	 * @param array<string, mixed>           $row      Row as the file holds it.
	 * @param array<string, string>          $refs     Its references: column => table.
	 * @param array<string, array<int, int>> $maps     Old => new ids by table.
	 * @param array<string, mixed>           $cursor   The job's cursor.
	 * @return array<string, mixed>|null
	 */
	private function fit( int $owner_id, int $id, string $name, array $row, array $refs, array $maps, array &$cursor ): ?array {
		$original = $row;
		foreach ( $refs as $column => $parent ) {
			$old = (int) ( $row[ $column ] ?? 0 );
			if ( 'series' === $parent ) {
				$row[ $column ] = 'processes' === $name ? Series_Repository::NETWORKING_ID : (int) ( $cursor['series'][ (string) $old ] ?? 0 );
				if ( 0 === $row[ $column ] ) {
					// Its task notes become notes on the contact, naming the series (note_of_mentoring()).
					$cursor['lost'][ (string) (int) ( $row['id'] ?? 0 ) ] = (string) ( $cursor['names'][ (string) $old ] ?? '' );
					return null;
				}
				continue;
			}
			if ( 0 === $old ) {
				continue;
			}
			if ( isset( $maps[ $parent ][ $old ] ) ) {
				$row[ $column ] = $maps[ $parent ][ $old ];
				continue;
			}
			if ( 'merges' === $name && 'collision_id' === $column ) {
				$row[ $column ] = null;
			} elseif ( 'merges' === $name ) {
				$row[ $column ] = self::ghost( $id, $old );
			} elseif ( 'relationships' === $name && 'related_id' === $column && '' !== (string) ( $row['related_name'] ?? '' ) ) {
				$row[ $column ] = 0;
			} elseif ( 'mentoring_notes' === $name && 'mentorship_id' === $column && isset( $cursor['lost'][ (string) $old ], $maps['contacts'][ (int) ( $original['contact_id'] ?? 0 ) ] ) ) {
				return array( '_note' => self::note_of_mentoring( $original, (string) $cursor['lost'][ (string) $old ] ) );
			} else {
				return null;
			}
		}
		switch ( $name ) {
			case 'processes':
				$object = json_decode( (string) ( $row['process_object'] ?? '' ), true );
				if ( is_array( $object ) && isset( $object['networkingSeriesId'] ) ) {
					$object['networkingSeriesId'] = Series_Repository::NETWORKING_ID;
					$row['process_object']        = (string) wp_json_encode( $object );
				}
				break;
			case 'collisions':
				$pair             = array( (int) $row['first_id'], (int) $row['second_id'] );
				$row['first_id']  = min( $pair );
				$row['second_id'] = max( $pair );
				break;
			case 'merges':
				$snapshot = json_decode( (string) $row['removed_snapshot'], true );
				if ( is_array( $snapshot ) && is_array( $snapshot['contact'] ?? null ) ) {
					$snapshot['contact']['id']       = (int) $row['removed_id'];
					$snapshot['contact']['owner_id'] = $owner_id;
					$row['removed_snapshot']         = (string) wp_json_encode( $snapshot );
				}
				break;
			case 'photos':
				if ( (int) $cursor['room'] <= 0 ) {
					return null;
				}
				--$cursor['room'];
				break;
		}
		return $row;
	}

	/**
	 * A mentoring task note as a note on its contact (a notes row as a backup holds it, the contact's id the backup's),
	 * for a relationship whose series this site lacks.
	 *
	 * @param array<string, mixed> $row    The mentoring note as the file holds it.
	 * @param string               $series The series' name.
	 * @return array<string, mixed>
	 */
	private static function note_of_mentoring( array $row, string $series ): array {
		return array(
			'contact_id'   => $row['contact_id'],
			'note'         => '' === $series
				/* translators: %s: the note as the member wrote it. */
				? sprintf( __( 'Mentoring note (restored from a backup; this site does not offer its mentoring series): %s', 'prism' ), (string) $row['note'] )
				/* translators: 1: a mentoring series' name, 2: the note as the member wrote it. */
				: sprintf( __( 'Mentoring note, %1$s (restored from a backup; this site does not offer that mentoring series): %2$s', 'prism' ), $series, (string) $row['note'] ),
			'stage_id'     => null,
			'created_at'   => $row['created_at'],
			'last_updated' => $row['last_updated'],
		);
	}

	/**
	 * How many more photos the member may keep (Photo_Rules::limit()).
	 *
	 * @param int $owner_id Member.
	 */
	private static function photo_room( int $owner_id ): int {
		return max( 0, Photo_Rules::limit() - ( new Photo_Repository() )->count( $owner_id ) );
	}

	/**
	 * The id a merge record's removed contact gets: above every id a contact of this site will have, apart for each
	 * restore, so merge chains read as they did.
	 *
	 * @param int $id  Stored backup.
	 * @param int $old Its id in the backup.
	 */
	public static function ghost( int $id, int $old ): int {
		return self::GHOST_BASE + ( $id % 1048576 ) * 4294967296 + ( $old % 4294967296 );
	}

	/**
	 * The series a backup names, each with the id it has on this site (0: this site lacks it) and its name.
	 *
	 * @param array<string, mixed> $header The backup's first line.
	 * @return array<int, array{to: int, name: string}>
	 */
	private function series_of( array $header ): array {
		$repository = new Series_Repository();
		$mentoring  = $repository->mentoring();
		$same_site  = home_url( '/' ) === ( $header['site'] ?? null );
		$found      = array();
		foreach ( (array) ( $header['series'] ?? array() ) as $series ) {
			if ( ! is_array( $series ) || ! is_int( $series['id'] ?? null ) ) {
				continue;
			}
			$to = 0;
			if ( Series_Repository::MENTORING !== ( $series['kind'] ?? '' ) ) {
				$to = Series_Repository::NETWORKING_ID;
			} else {
				foreach ( $mentoring as $have ) {
					$key = (string) ( $series['shippedKey'] ?? '' );
					if ( ( '' !== $key && $key === $have['shippedKey'] ) || ( '' === $key && $same_site && $series['id'] === (int) $have['id'] ) ) {
						$to = (int) $have['id'];
						break;
					}
				}
				foreach ( 0 === $to ? $mentoring : array() as $have ) {
					$name = (string) ( $series['name'] ?? '' );
					if ( '' !== $name && in_array( $name, array( (string) ( $have['name'] ?? '' ) ), true ) ) {
						$to = (int) $have['id'];
						break;
					}
				}
			}
			$found[ $series['id'] ] = array(
				'to'   => $to,
				'name' => (string) ( $series['name'] ?? '' ),
			);
		}
		return $found;
	}

	/**
	 * The first line and the row counts of a stored backup (its first and last lines).
	 *
	 * @param int $id Stored backup.
	 * @return array{header: array<string, mixed>, counts: array<string, int>}
	 * @throws \RuntimeException When the stored file is gone.
	 */
	private function facts( int $id ): array {
		$first = $this->read_lines( $id, 0, 0, 1, Backup_File::MAX_LINE, PHP_FLOAT_MAX );
		if ( ! $first['lines'] ) {
			throw new \RuntimeException( 'PRISM: a stored backup has no text.' );
		}
		$header = (array) json_decode( $first['lines'][0], true );
		$last   = $this->imports->chunks( $id ) - 1;
		$text   = (string) $this->imports->chunk( $id, $last );
		// The last line is small; it may begin in the chunk before.
		if ( $last > 0 && substr_count( rtrim( $text, "\n" ), "\n" ) < 1 ) {
			$text = (string) $this->imports->chunk( $id, $last - 1 ) . $text;
		}
		$lines  = explode( "\n", rtrim( $text, "\n" ) );
		$end    = json_decode( (string) end( $lines ), true );
		$counts = array_map( 'intval', (array) ( $end['counts'] ?? array() ) );
		return array(
			'header' => $header,
			'counts' => array_filter( $counts ),
		);
	}

	/**
	 * Lines of a stored file from a position (chunk and byte), up to a number of lines or bytes, and the position after
	 * them. Memory holds the lines read and one chunk.
	 *
	 * @param int   $id        Stored file.
	 * @param int   $seq       Chunk.
	 * @param int   $offset    Byte in that chunk.
	 * @param int   $max_lines Lines.
	 * @param int   $max_bytes Bytes.
	 * @param float $deadline  microtime( true ) after which no more lines are read.
	 * @return array{lines: string[], seq: int, offset: int, done: bool}
	 */
	private function read_lines( int $id, int $seq, int $offset, int $max_lines, int $max_bytes, float $deadline ): array {
		$lines  = array();
		$bytes  = 0;
		$chunk  = $this->imports->chunk( $id, $seq );
		$buffer = null === $chunk ? '' : substr( $chunk, $offset );
		$sizes  = array( null === $chunk ? 0 : strlen( $chunk ) );
		$done   = null === $chunk;
		$read   = 0;
		while ( ! $done && $read < $max_lines && $bytes < $max_bytes && ( 0 === $read || microtime( true ) < $deadline ) ) {
			$break = strpos( $buffer, "\n" );
			if ( false === $break ) {
				$next = $this->imports->chunk( $id, $seq + count( $sizes ) );
				if ( null !== $next ) {
					$buffer .= $next;
					$sizes[] = strlen( $next );
					continue;
				}
				// The last line without a line break.
				$done  = true;
				$break = strlen( $buffer );
				if ( 0 === $break ) {
					break;
				}
			}
			$lines[] = substr( $buffer, 0, $break );
			++$read;
			$buffer  = (string) substr( $buffer, $break + 1 );
			$bytes  += $break + 1;
			$offset += $break + 1;
			while ( isset( $sizes[1] ) && $offset >= $sizes[0] ) {
				$offset -= array_shift( $sizes );
				++$seq;
			}
			if ( '' === $buffer && 1 === count( $sizes ) && $offset >= $sizes[0] && null === $this->imports->chunk( $id, $seq + 1 ) ) {
				$done = true;
			}
		}
		return array(
			'lines'  => $lines,
			'seq'    => $seq,
			'offset' => $offset,
			'done'   => $done,
		);
	}

	/**
	 * When this backup was restored into the account before, or null.
	 *
	 * @param int                  $owner_id Member.
	 * @param array<string, mixed> $header   The backup's first line.
	 */
	private function restored_before( int $owner_id, array $header ): ?string {
		$mark = self::fingerprint( $header );
		foreach ( (array) get_user_meta( $owner_id, self::RESTORED_META, true ) as $restored ) {
			if ( is_array( $restored ) && in_array( $restored['mark'] ?? null, array( $mark ), true ) ) {
				return (string) $restored['at'];
			}
		}
		return null;
	}

	/**
	 * What tells one backup from another: where, whose and when it was made.
	 *
	 * @param array<string, mixed> $header The backup's first line.
	 */
	private static function fingerprint( array $header ): string {
		return sha1( (string) wp_json_encode( array( $header['site'] ?? '', $header['member']['login'] ?? '', $header['createdAt'] ?? '' ) ) );
	}
}

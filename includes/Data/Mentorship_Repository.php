<?php
/**
 * A member's mentoring relationships: which contact mentors them or is mentored by them in which series, the
 * milestone tasks ticked in each, and the notes written on those tasks. Returns rows as stored;
 * Rest\Mentoring_Controller shapes the answer (docs/mentoring.md).
 *
 * @package Prism
 */

namespace Prism\Data;

use Prism\Schema\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * Mentoring relationship storage.
 */
final class Mentorship_Repository {

	/**
	 * The member's relationships, newest first, each with its contact's name fields.
	 *
	 * @param int      $owner_id   Member.
	 * @param int|null $contact_id Only this contact's, or every one.
	 * @return array<int, array<string, mixed>>
	 */
	public function all( int $owner_id, ?int $contact_id = null ): array {
		global $wpdb;
		$table    = Schema::table( 'mentorships' );
		$contacts = Schema::table( 'contacts' );
		$sql      = "SELECT m.*, c.first_name, c.last_name, c.company, c.email_one FROM {$table} m INNER JOIN {$contacts} c ON c.id = m.contact_id AND c.owner_id = m.owner_id WHERE m.owner_id = %d";
		$args     = array( $owner_id );
		if ( null !== $contact_id ) {
			$sql   .= ' AND m.contact_id = %d';
			$args[] = $contact_id;
		}
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- tables from Schema, every value a placeholder.
		return Db::rows( $wpdb->prepare( $sql . ' ORDER BY m.created_at DESC, m.id DESC', ...$args ) );
	}

	/**
	 * The relationships of some contacts (personal-data export): contact id => relationship rows.
	 *
	 * @param int   $owner_id    Member.
	 * @param int[] $contact_ids Contacts.
	 * @return array<int, array<int, array<string, mixed>>>
	 */
	public function for_contacts( int $owner_id, array $contact_ids ): array {
		global $wpdb;
		$ids = Db::ids( $contact_ids );
		$out = array();
		if ( ! $ids ) {
			return $out;
		}
		$table = Schema::table( 'mentorships' );
		$in    = Db::placeholders( count( $ids ) );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table from Schema, placeholders from Db.
		foreach ( Db::rows( $wpdb->prepare( "SELECT * FROM {$table} WHERE owner_id = %d AND contact_id IN ({$in}) ORDER BY id", $owner_id, ...$ids ) ) as $row ) {
			$out[ (int) $row['contact_id'] ][] = $row;
		}
		return $out;
	}

	/**
	 * One relationship, or null when it is not the member's.
	 *
	 * @param int $owner_id      Member.
	 * @param int $mentorship_id Relationship.
	 * @return array<string, mixed>|null
	 */
	public function find( int $owner_id, int $mentorship_id ): ?array {
		global $wpdb;
		$table    = Schema::table( 'mentorships' );
		$contacts = Schema::table( 'contacts' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- tables from Schema.
		return Db::row( $wpdb->prepare( "SELECT m.*, c.first_name, c.last_name, c.company, c.email_one FROM {$table} m INNER JOIN {$contacts} c ON c.id = m.contact_id AND c.owner_id = m.owner_id WHERE m.owner_id = %d AND m.id = %d", $owner_id, $mentorship_id ) );
	}

	/**
	 * How many relationships the member has.
	 *
	 * @param int $owner_id Member.
	 */
	public function count( int $owner_id ): int {
		global $wpdb;
		$table = Schema::table( 'mentorships' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		return (int) Db::value( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE owner_id = %d", $owner_id ) );
	}

	/**
	 * Records a relationship, only while its series is offered: the series is read in the same statement, so a
	 * series archived or deleted at the same moment is never used. Returns the new id, or 0 when the series is not
	 * offered (or the same relationship exists: the unique key refuses it).
	 *
	 * @param int    $owner_id   Member.
	 * @param int    $contact_id The member's contact (checked by the caller).
	 * @param int    $series_id  Mentoring series.
	 * @param string $role       The contact's role: 'mentor' or 'mentee'.
	 */
	public function create( int $owner_id, int $contact_id, int $series_id, string $role ): int {
		global $wpdb;
		$table  = Schema::table( 'mentorships' );
		$series = Schema::table( 'series' );
		$now    = Db::now();
		$added  = (int) Db::check(
			$wpdb->query(
				$wpdb->prepare(
					// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- tables from Schema.
					"INSERT IGNORE INTO {$table} (owner_id, contact_id, series_id, role, created_at, updated_at) SELECT %d, %d, s.id, %s, %s, %s FROM {$series} s WHERE s.id = %d AND s.kind = %s AND s.status = %s",
					$owner_id,
					$contact_id,
					$role,
					$now,
					$now,
					$series_id,
					Series_Repository::MENTORING,
					Series_Repository::ACTIVE
				)
			)
		);
		return $added > 0 ? (int) $wpdb->insert_id : 0;
	}

	/**
	 * Whether the member already has this relationship.
	 *
	 * @param int    $owner_id   Member.
	 * @param int    $contact_id Contact.
	 * @param int    $series_id  Series.
	 * @param string $role       Role.
	 */
	public function exists( int $owner_id, int $contact_id, int $series_id, string $role ): bool {
		global $wpdb;
		$table = Schema::table( 'mentorships' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		return null !== Db::value( $wpdb->prepare( "SELECT id FROM {$table} WHERE owner_id = %d AND contact_id = %d AND series_id = %d AND role = %s", $owner_id, $contact_id, $series_id, $role ) );
	}

	/**
	 * Ends a relationship: it goes with its ticks and notes, in one transaction.
	 *
	 * @param int $owner_id      Member.
	 * @param int $mentorship_id Relationship (checked to be the member's).
	 */
	public function delete( int $owner_id, int $mentorship_id ): void {
		Db::transaction(
			function () use ( $owner_id, $mentorship_id ): void {
				global $wpdb;
				foreach ( array( 'mentoring_tasks', 'mentoring_notes' ) as $name ) {
					Db::check(
						$wpdb->delete(
							Schema::table( $name ),
							array(
								'owner_id'      => $owner_id,
								'mentorship_id' => $mentorship_id,
							)
						)
					);
				}
				Db::delete_row( Schema::table( 'mentorships' ), $owner_id, $mentorship_id );
			}
		);
	}

	/**
	 * Ticked tasks of relationships: mentorship id => (task id => completed at).
	 *
	 * @param int   $owner_id       Member.
	 * @param int[] $mentorship_ids Relationships.
	 * @return array<int, array<int, string>>
	 */
	public function completed( int $owner_id, array $mentorship_ids ): array {
		global $wpdb;
		$ids = Db::ids( $mentorship_ids );
		$out = array();
		if ( ! $ids ) {
			return $out;
		}
		$table = Schema::table( 'mentoring_tasks' );
		$in    = Db::placeholders( count( $ids ) );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table from Schema, placeholders from Db.
		foreach ( Db::rows( $wpdb->prepare( "SELECT mentorship_id, task_id, completed_at FROM {$table} WHERE owner_id = %d AND mentorship_id IN ({$in}) ORDER BY task_id", $owner_id, ...$ids ) ) as $row ) {
			$out[ (int) $row['mentorship_id'] ][ (int) $row['task_id'] ] = (string) $row['completed_at'];
		}
		return $out;
	}

	/**
	 * Ticks or unticks a task of a relationship. Ticking twice keeps the first time.
	 *
	 * @param array<string, mixed> $mentorship Relationship row (the member's).
	 * @param int                  $task_id    Task of its series.
	 * @param bool                 $complete   Ticked or not.
	 */
	public function set_task( array $mentorship, int $task_id, bool $complete ): void {
		global $wpdb;
		$table = Schema::table( 'mentoring_tasks' );
		if ( $complete ) {
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
			Db::check( $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (mentorship_id, task_id, owner_id, contact_id, completed_at) VALUES (%d, %d, %d, %d, %s)", $mentorship['id'], $task_id, $mentorship['owner_id'], $mentorship['contact_id'], Db::now() ) ) );
			return;
		}
		Db::check(
			$wpdb->delete(
				$table,
				array(
					'owner_id'      => (int) $mentorship['owner_id'],
					'mentorship_id' => (int) $mentorship['id'],
					'task_id'       => $task_id,
				)
			)
		);
	}

	/**
	 * Notes of relationships, oldest first: mentorship id => note rows.
	 *
	 * @param int   $owner_id       Member.
	 * @param int[] $mentorship_ids Relationships.
	 * @return array<int, array<int, array<string, mixed>>>
	 */
	public function notes( int $owner_id, array $mentorship_ids ): array {
		global $wpdb;
		$ids = Db::ids( $mentorship_ids );
		$out = array();
		if ( ! $ids ) {
			return $out;
		}
		$table = Schema::table( 'mentoring_notes' );
		$in    = Db::placeholders( count( $ids ) );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table from Schema, placeholders from Db.
		foreach ( Db::rows( $wpdb->prepare( "SELECT * FROM {$table} WHERE owner_id = %d AND mentorship_id IN ({$in}) ORDER BY created_at, id", $owner_id, ...$ids ) ) as $row ) {
			$out[ (int) $row['mentorship_id'] ][] = $row;
		}
		return $out;
	}

	/**
	 * One note of a relationship, or null when it is not there.
	 *
	 * @param int $owner_id      Member.
	 * @param int $mentorship_id Relationship.
	 * @param int $note_id       Note.
	 * @return array<string, mixed>|null
	 */
	public function find_note( int $owner_id, int $mentorship_id, int $note_id ): ?array {
		global $wpdb;
		$table = Schema::table( 'mentoring_notes' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		return Db::row( $wpdb->prepare( "SELECT * FROM {$table} WHERE owner_id = %d AND mentorship_id = %d AND id = %d", $owner_id, $mentorship_id, $note_id ) );
	}

	/**
	 * Adds a note to a task of a relationship.
	 *
	 * @param array<string, mixed> $mentorship Relationship row (the member's).
	 * @param int                  $task_id    Task of its series.
	 * @param string               $note       Clean, non-empty text.
	 */
	public function add_note( array $mentorship, int $task_id, string $note ): int {
		global $wpdb;
		$now = Db::now_precise();
		Db::check(
			$wpdb->insert(
				Schema::table( 'mentoring_notes' ),
				array(
					'owner_id'      => (int) $mentorship['owner_id'],
					'contact_id'    => (int) $mentorship['contact_id'],
					'mentorship_id' => (int) $mentorship['id'],
					'task_id'       => $task_id,
					'note'          => $note,
					'created_at'    => $now,
					'last_updated'  => $now,
				)
			)
		);
		return (int) $wpdb->insert_id;
	}

	/**
	 * Changes a note's text.
	 *
	 * @param int    $owner_id Member.
	 * @param int    $note_id  Note (checked to be the member's).
	 * @param string $note     Clean, non-empty text.
	 */
	public function update_note( int $owner_id, int $note_id, string $note ): void {
		global $wpdb;
		Db::check(
			$wpdb->update(
				Schema::table( 'mentoring_notes' ),
				array(
					'note'         => $note,
					'last_updated' => Db::now_precise(),
				),
				array(
					'owner_id' => $owner_id,
					'id'       => $note_id,
				)
			)
		);
	}

	/**
	 * Deletes a note.
	 *
	 * @param int $owner_id Member.
	 * @param int $note_id  Note.
	 */
	public function delete_note( int $owner_id, int $note_id ): void {
		Db::delete_row( Schema::table( 'mentoring_notes' ), $owner_id, $note_id );
	}

	/**
	 * Merge of two contacts (Contact_Children): the removed contact's relationships go to the survivor. Where the
	 * survivor already has the same relationship (series and role), the two become one: ticks united (the earlier
	 * time kept) and every note kept. Runs inside the merge's transaction.
	 *
	 * @param int $owner_id    Member.
	 * @param int $survivor_id Contact that stays.
	 * @param int $removed_id  Contact merged away.
	 */
	public function merge_into( int $owner_id, int $survivor_id, int $removed_id ): void {
		global $wpdb;
		$table = Schema::table( 'mentorships' );
		$tasks = Schema::table( 'mentoring_tasks' );
		$notes = Schema::table( 'mentoring_notes' );
		$kept  = array();
		foreach ( $this->all( $owner_id, $survivor_id ) as $row ) {
			$kept[ $row['series_id'] . '/' . $row['role'] ] = (int) $row['id'];
		}
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- tables from Schema.
		foreach ( Db::rows( $wpdb->prepare( "SELECT id, series_id, role FROM {$table} WHERE owner_id = %d AND contact_id = %d", $owner_id, $removed_id ) ) as $row ) {
			$from = (int) $row['id'];
			$into = $kept[ $row['series_id'] . '/' . $row['role'] ] ?? null;
			if ( null === $into ) {
				Db::update_row( $table, $owner_id, $from, array( 'contact_id' => $survivor_id ) );
				Db::check(
					$wpdb->update(
						$tasks,
						array( 'contact_id' => $survivor_id ),
						array(
							'mentorship_id' => $from,
							'owner_id'      => $owner_id,
						)
					)
				);
				Db::check(
					$wpdb->update(
						$notes,
						array( 'contact_id' => $survivor_id ),
						array(
							'mentorship_id' => $from,
							'owner_id'      => $owner_id,
						)
					)
				);
				continue;
			}
			$survivor_ticks = $this->completed( $owner_id, array( $into ) )[ $into ] ?? array();
			foreach ( $this->completed( $owner_id, array( $from ) )[ $from ] ?? array() as $task_id => $at ) {
				if ( ! isset( $survivor_ticks[ $task_id ] ) ) {
					Db::check( $wpdb->query( $wpdb->prepare( "INSERT INTO {$tasks} (mentorship_id, task_id, owner_id, contact_id, completed_at) VALUES (%d, %d, %d, %d, %s)", $into, $task_id, $owner_id, $survivor_id, $at ) ) );
				} elseif ( strcmp( $at, $survivor_ticks[ $task_id ] ) < 0 ) {
					Db::check(
						$wpdb->update(
							$tasks,
							array( 'completed_at' => $at ),
							array(
								'mentorship_id' => $into,
								'task_id'       => $task_id,
								'owner_id'      => $owner_id,
							)
						)
					);
				}
			}
			Db::check(
				$wpdb->update(
					$notes,
					array(
						'mentorship_id' => $into,
						'contact_id'    => $survivor_id,
					),
					array(
						'mentorship_id' => $from,
						'owner_id'      => $owner_id,
					)
				)
			);
			Db::check(
				$wpdb->delete(
					$tasks,
					array(
						'mentorship_id' => $from,
						'owner_id'      => $owner_id,
					)
				)
			);
			Db::delete_row( $table, $owner_id, $from );
		}
		// phpcs:enable WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}
}

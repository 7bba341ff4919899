<?php
/**
 * The notes' writes that are not a member's (Resources\Declarations\Notes declares the resource, and its routes
 * write through Service\Declared_Service): an import's notes in bulk, a merge's note of what it could not keep, the
 * legacy repair of a note's text, and the notes of many contacts for an export, oldest first. A note's text is part of
 * its contact's search row, kept current here in the same transaction.
 *
 * @package Prism
 */

namespace Prism\Data;

use Prism\Resources\Declarations\Notes;
use Prism\Schema\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * Note storage.
 */
final class Note_Repository {

	/**
	 * Notes of one contact, newest change first.
	 *
	 * @param int $owner_id   Member.
	 * @param int $contact_id Contact (already checked to be the member's).
	 * @return array<int, array<string, mixed>> Note rows.
	 */
	public function for_contact( int $owner_id, int $contact_id ): array {
		return $this->declared()->for_contact( $owner_id, $contact_id );
	}

	/**
	 * Every member's rows after an id, by id (site jobs walk the table with it).
	 *
	 * @param int $after Last id already seen.
	 * @param int $limit Rows.
	 * @return array<int, array<string, mixed>>
	 */
	public function batch_after( int $after, int $limit ): array {
		return Db::rows_after( Schema::table( 'notes' ), $after, $limit );
	}

	/**
	 * One note, or null when it is not the member's.
	 *
	 * @param int $owner_id Member.
	 * @param int $note_id  Note.
	 * @return array<string, mixed>|null Note row.
	 */
	public function find( int $owner_id, int $note_id ): ?array {
		return $this->declared()->find( $owner_id, $note_id );
	}

	/**
	 * The declared notes' repository (Resources\Declarations\Notes), whose reads these are.
	 */
	private function declared(): Declared_Repository {
		return new Declared_Repository( new Notes() );
	}

	/**
	 * Adds a note and returns its id.
	 *
	 * @param int      $owner_id   Member.
	 * @param int      $contact_id Contact (already checked).
	 * @param string   $note       Non-empty text.
	 * @param int|null $stage_id   Stage 0-5 or null.
	 */
	public function create( int $owner_id, int $contact_id, string $note, ?int $stage_id = null ): int {
		return Db::transaction(
			function () use ( $owner_id, $contact_id, $note, $stage_id ): int {
				global $wpdb;
				$now = Db::now_precise();
				Db::check(
					$wpdb->insert(
						Schema::table( 'notes' ),
						array(
							'owner_id'     => $owner_id,
							'contact_id'   => $contact_id,
							'note'         => $note,
							'stage_id'     => $stage_id,
							'created_at'   => $now,
							'last_updated' => $now,
						)
					)
				);
				$id = (int) $wpdb->insert_id;
				( new Search_Index() )->refresh( $owner_id, array( $contact_id ) );
				return $id;
			}
		);
	}

	/**
	 * Adds many notes in one transaction with few statements (imports, seeding).
	 *
	 * @param int                                             $owner_id Member.
	 * @param array<int, array{contactId: int, note: string}> $notes    Notes on contacts already checked.
	 * @param bool                                            $search   Whether to refresh the contacts' search text
	 *                                                                  (false: the caller wrote it with these notes).
	 * @param bool                                            $ids      Whether to answer the new notes' ids.
	 * @return int[] With $ids, the new notes' ids in the order of $notes; else none.
	 */
	public function create_many( int $owner_id, array $notes, bool $search = true, bool $ids = false ): array {
		return Db::transaction(
			static function () use ( $owner_id, $notes, $search, $ids ): array {
				$table = Schema::table( 'notes' );
				$now   = Db::now_precise();
				$rows  = array();
				foreach ( $notes as $note ) {
					$rows[] = array( $owner_id, (int) $note['contactId'], (string) $note['note'], $now, $now );
				}
				$floor = $ids ? Db::max_id( $table ) : 0;
				Db::insert_rows( $table, array( 'owner_id', 'contact_id', 'note', 'created_at', 'last_updated' ), $rows );
				if ( $search ) {
					( new Search_Index() )->refresh( $owner_id, array_unique( array_column( $notes, 'contactId' ) ) );
				}
				return $ids ? Db::inserted_ids( $table, $owner_id, $floor, array_column( $notes, 'contactId' ), count( $notes ) ) : array();
			}
		);
	}

	/**
	 * Changes a note's text (the member's edit: it moves the note's last-updated time).
	 *
	 * @param int    $owner_id Member.
	 * @param int    $note_id  Note (already checked).
	 * @param string $note     Non-empty text.
	 */
	public function update( int $owner_id, int $note_id, string $note ): void {
		$this->write_text(
			$owner_id,
			$note_id,
			array(
				'note'         => $note,
				'last_updated' => Db::now_precise(),
			)
		);
	}

	/**
	 * Replaces a note's stored text without it counting as the member's edit (its last-updated time, and so its
	 * place in the list, stay): for repairs of text an earlier version stored wrongly.
	 *
	 * @param int    $owner_id Member.
	 * @param int    $note_id  Note.
	 * @param string $note     Repaired text.
	 */
	public function repair_text( int $owner_id, int $note_id, string $note ): void {
		$this->write_text( $owner_id, $note_id, array( 'note' => $note ) );
	}

	/**
	 * Writes a note's columns and its contact's search row, in one transaction.
	 *
	 * @param int                  $owner_id Member.
	 * @param int                  $note_id  Note.
	 * @param array<string, mixed> $columns  Column => value.
	 */
	private function write_text( int $owner_id, int $note_id, array $columns ): void {
		Db::transaction(
			function () use ( $owner_id, $note_id, $columns ): void {
				Db::update_row( Schema::table( 'notes' ), $owner_id, $note_id, $columns );
				$this->refresh_contact_of( $owner_id, $note_id );
			}
		);
	}

	/**
	 * Deletes a note.
	 *
	 * @param int $owner_id Member.
	 * @param int $note_id  Note.
	 */
	public function delete( int $owner_id, int $note_id ): void {
		Db::transaction(
			function () use ( $owner_id, $note_id ): void {
				$note = $this->find( $owner_id, $note_id );
				Db::delete_row( Schema::table( 'notes' ), $owner_id, $note_id );
				if ( $note ) {
					( new Search_Index() )->refresh( $owner_id, array( (int) $note['contact_id'] ) );
				}
			}
		);
	}

	/**
	 * Refreshes the search text of the contact a note is on.
	 *
	 * @param int $owner_id Member.
	 * @param int $note_id  Note.
	 */
	private function refresh_contact_of( int $owner_id, int $note_id ): void {
		$note = $this->find( $owner_id, $note_id );
		if ( $note ) {
			( new Search_Index() )->refresh( $owner_id, array( (int) $note['contact_id'] ) );
		}
	}

	/**
	 * Notes of many contacts, by contact id, each list oldest first (the order they were written in): exports read a
	 * batch of contacts' notes at once.
	 *
	 * @param int   $owner_id    Member.
	 * @param int[] $contact_ids Contacts.
	 * @return array<int, array<int, array<string, mixed>>> Contact id => note rows.
	 */
	public function for_contacts( int $owner_id, array $contact_ids ): array {
		$table      = Schema::table( 'notes' );
		$by_contact = array();
		foreach ( array_chunk( Db::ids( $contact_ids ), Contact_Repository::CHUNK ) as $chunk ) {
			$sql = "SELECT * FROM {$table} WHERE owner_id = ? AND contact_id IN (" . Db::placeholders( count( $chunk ) ) . ') ORDER BY contact_id ASC, created_at ASC, id ASC';
			foreach ( Db::select( Db::positional( $sql ), array_merge( array( $owner_id ), $chunk ) ) as $row ) {
				$by_contact[ (int) $row['contact_id'] ][] = $row;
			}
		}
		return $by_contact;
	}
}

<?php
/**
 * Contact rows: the only code that reads or writes the contacts table. Every method takes the owner's id and
 * never touches another member's rows. It returns rows as stored (column => value); the REST answer is shaped
 * by Rest\Contacts_Controller, the list query lives in Contact_List_Query, the search rows in Search_Index, and
 * what hangs off a contact in Contact_Children. Writes come through Service\Contact_Service, which validates.
 *
 * @package Prism
 */

namespace Prism\Data;

use Prism\Domain\Contact_Fields;
use Prism\Domain\Networking_Stages;
use Prism\Schema\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * Contact storage.
 */
final class Contact_Repository {

	/**
	 * The columns of a contact that rows of its events and follow-ups carry (as contact_*), for lists that show
	 * whose they are: select them with `JOIN contacts c ON c.id = x.contact_id AND c.owner_id = x.owner_id`.
	 */
	public const SUMMARY_COLUMNS = 'c.first_name AS contact_first_name, c.last_name AS contact_last_name, c.email_one AS contact_email_one, c.phone_one AS contact_phone_one';

	/** IN lists are split into chunks of this many ids. */
	public const CHUNK = 500;

	/**
	 * One contact row, or null when it does not exist or belongs to someone else.
	 *
	 * @param int $owner_id   Member.
	 * @param int $contact_id Contact.
	 * @return array<string, mixed>|null
	 */
	public function find( int $owner_id, int $contact_id ): ?array {
		$rows = $this->find_many( $owner_id, array( $contact_id ) );
		return $rows ? $rows[0] : null;
	}

	/**
	 * Contact rows in the order of $ids; ids that are not the owner's are left out.
	 *
	 * @param int   $owner_id Member.
	 * @param int[] $ids      Contact ids.
	 * @return array<int, array<string, mixed>>
	 */
	public function find_many( int $owner_id, array $ids ): array {
		$table = Schema::table( 'contacts' );
		$by_id = array();
		foreach ( array_chunk( Db::ids( $ids ), self::CHUNK ) as $chunk ) {
			$sql = "SELECT * FROM {$table} WHERE id IN (" . Db::placeholders( count( $chunk ) ) . ') AND ' . Db::OWNER_OF_IDS;
			foreach ( Db::select( Db::positional( $sql ), array_merge( $chunk, array( $owner_id ) ) ) as $row ) {
				$by_id[ (int) $row['id'] ] = $row;
			}
		}
		$ordered = array();
		foreach ( Db::ids( $ids ) as $id ) {
			if ( isset( $by_id[ $id ] ) ) {
				$ordered[] = $by_id[ $id ];
			}
		}
		return $ordered;
	}

	/**
	 * Walks every contact row of the member in name order, $size at a time, without holding them all: the full
	 * list of a 30,000-contact network is streamed this way.
	 *
	 * @param int      $owner_id Member.
	 * @param callable $visit    Called with each batch of rows.
	 * @param int      $size     Rows per query.
	 */
	public function each_batch( int $owner_id, callable $visit, int $size = 500 ): void {
		global $wpdb;
		$table = Schema::table( 'contacts' );
		$after = array( '', 0 );
		$more  = true;
		while ( $more ) {
			// Keyset paging on (sort_name, id), the order of the owner_sort_filters index.
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
			$rows = Db::rows( $wpdb->prepare( "SELECT * FROM {$table} WHERE owner_id = %d AND (sort_name > %s OR (sort_name = %s AND id > %d)) ORDER BY sort_name ASC, id ASC LIMIT %d", $owner_id, $after[0], $after[0], $after[1], $size ) );
			$wpdb->flush();
			if ( $rows ) {
				$visit( $rows );
				$last  = end( $rows );
				$after = array( (string) $last['sort_name'], (int) $last['id'] );
			}
			$more = count( $rows ) === $size;
		}
	}

	/**
	 * Every member's rows after an id, by id (site jobs walk the table with it).
	 *
	 * @param int $after Last id already seen.
	 * @param int $limit Rows.
	 * @return array<int, array<string, mixed>>
	 */
	public function batch_after( int $after, int $limit ): array {
		return Db::rows_after( Schema::table( 'contacts' ), $after, $limit );
	}

	/**
	 * Which of $ids belong to the member.
	 *
	 * @param int   $owner_id Member.
	 * @param int[] $ids      Contact ids.
	 * @return int[]
	 */
	public function owned_ids( int $owner_id, array $ids ): array {
		global $wpdb;
		$table = Schema::table( 'contacts' );
		$owned = array();
		foreach ( array_chunk( Db::ids( $ids ), self::CHUNK ) as $chunk ) {
			$sql   = "SELECT id FROM {$table} WHERE id IN (" . Db::placeholders( count( $chunk ) ) . ') AND ' . Db::OWNER_OF_IDS;
			$owned = array_merge( $owned, array_map( 'intval', Db::col( $wpdb->prepare( $sql, ...array_merge( $chunk, array( $owner_id ) ) ) ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table from Schema, placeholders from Db.
		}
		return $owned;
	}

	/**
	 * Whether every id belongs to the member (and the list is not empty).
	 *
	 * @param int   $owner_id Member.
	 * @param int[] $ids      Contact ids.
	 */
	public function owns_all( int $owner_id, array $ids ): bool {
		$ids = Db::ids( $ids );
		return $ids && count( $this->owned_ids( $owner_id, $ids ) ) === count( $ids );
	}

	/**
	 * Number of contacts the member has.
	 *
	 * @param int $owner_id Member.
	 */
	public function count( int $owner_id ): int {
		global $wpdb;
		$table = Schema::table( 'contacts' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		return (int) Db::value( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE owner_id = %d", $owner_id ) );
	}

	/**
	 * Inserts contacts from checked values (Contact_Service validates them) and returns the new ids in input
	 * order. Few statements per batch, for imports; the caller holds the transaction.
	 *
	 * @param int                                                                    $owner_id Member.
	 * @param array<int, array{values: array<string, string>, importSource: string}> $people   Checked values and source.
	 * @return int[]
	 * @throws \RuntimeException When the database stored something other than what was asked.
	 */
	public function insert_many( int $owner_id, array $people ): array {
		$table   = Schema::table( 'contacts' );
		$now     = Db::now();
		$fields  = Contact_Fields::map();
		$columns = array_merge( array_column( $fields, 'column' ), array( 'owner_id', 'import_source', 'networking_stage', 'networking_status', 'sort_name', 'created_at', 'updated_at' ) );
		$ids     = array();
		foreach ( array_chunk( $people, 200 ) as $chunk ) {
			$rows = array();
			foreach ( $chunk as $person ) {
				$values = $person['values'];
				$row    = array();
				foreach ( array_keys( $fields ) as $field ) {
					$row[] = (string) ( $values[ $field ] ?? '' );
				}
				array_push( $row, $owner_id, Contact_Fields::import_sources( $person['importSource'] ), Networking_Stages::NONE, '', Contact_Fields::sort_name( $values ), $now, $now );
				$rows[] = $row;
			}
			$before = (int) ( Db::column( "SELECT COALESCE(MAX(id), 0) FROM {$table}", array() )[0] ?? 0 );
			Db::insert_rows( $table, $columns, $rows );
			// The engines differ in which id a multi-row insert reports, so the new ids are read back (the caller's
			// transaction holds the write lock: no other insert comes between).
			$new = array_map( 'intval', Db::column( "SELECT id FROM {$table} WHERE owner_id = ? AND id > ? ORDER BY id ASC LIMIT ?", array( $owner_id, $before, count( $chunk ) ) ) );
			if ( count( $new ) !== count( $chunk ) ) {
				throw new \RuntimeException( 'Batch insert stored an unexpected number of contacts.' );
			}
			$ids = array_merge( $ids, $new );
		}
		List_Orders::changed( $owner_id );
		return $ids;
	}

	/**
	 * Writes the given fields of a contact (others keep their value) and its sort key.
	 *
	 * @param int                   $owner_id   Member.
	 * @param int                   $contact_id Contact (already checked).
	 * @param array<string, string> $values     Checked values by API field.
	 * @param string                $sort_name  Sort key of the whole contact after the change.
	 * @param bool                  $touch      Whether this is the member's change (it moves updated_at); a repair
	 *                                          of stored text is not.
	 */
	public function update( int $owner_id, int $contact_id, array $values, string $sort_name, bool $touch = true ): void {
		$columns = array_merge( Contact_Fields::to_columns( $values ), array( 'sort_name' => $sort_name ) );
		if ( $touch ) {
			$columns['updated_at'] = Db::now();
		}
		$this->update_columns( $owner_id, $contact_id, $columns );
	}

	/**
	 * Sets the import sources of a contact.
	 *
	 * @param int    $owner_id   Member.
	 * @param int    $contact_id Contact.
	 * @param string $sources    Source list.
	 */
	public function set_import_source( int $owner_id, int $contact_id, string $sources ): void {
		$this->update_columns( $owner_id, $contact_id, array( 'import_source' => Contact_Fields::import_sources( $sources ) ) );
	}

	/**
	 * Stores the contact's position in the networking process (derived from its process object).
	 *
	 * @param int    $owner_id   Member.
	 * @param int    $contact_id Contact.
	 * @param int    $stage      Stage index or -1.
	 * @param string $status     Stored status or ''.
	 */
	public function set_position( int $owner_id, int $contact_id, int $stage, string $status ): void {
		$this->update_columns(
			$owner_id,
			$contact_id,
			array(
				'networking_stage'  => $stage,
				'networking_status' => $stage < 0 ? '' : $status,
			)
		);
	}

	/**
	 * Archives a contact (now, UTC) or brings it back (null). Only the row: Service\Contact_Service::set_state() also
	 * takes its search rows out or puts them back.
	 *
	 * @param int  $owner_id   Member.
	 * @param int  $contact_id Contact.
	 * @param bool $archived   Whether the contact is archived.
	 */
	public function set_archived( int $owner_id, int $contact_id, bool $archived ): void {
		$this->update_columns( $owner_id, $contact_id, array( 'archived_at' => $archived ? Db::now() : null ) );
	}

	/**
	 * Marks a contact deceased or not.
	 *
	 * @param int  $owner_id   Member.
	 * @param int  $contact_id Contact.
	 * @param bool $deceased   Whether the contact has died.
	 */
	public function set_deceased( int $owner_id, int $contact_id, bool $deceased ): void {
		$this->update_columns( $owner_id, $contact_id, array( 'deceased' => $deceased ? 1 : 0 ) );
	}

	/**
	 * The member's archived contacts' ids, ascending, off the (owner_id, archived_at) index alone.
	 *
	 * @param int $owner_id Member.
	 * @return int[]
	 */
	public function archived_ids( int $owner_id ): array {
		$table = Schema::table( 'contacts' );
		return Db::int_column( "SELECT id FROM {$table} WHERE owner_id = ? AND archived_at IS NOT NULL ORDER BY id ASC", array( $owner_id ) );
	}

	/**
	 * A condition that leaves out the member's archived contacts, on a column that holds a contact id: '' when
	 * they have none (one indexed probe), else `AND {column} NOT IN (subquery)`, the subquery on their own index
	 * (owner_archived), read once per statement by either engine. Not their ids written in: on SQLite the
	 * integration's translator lexes each one (316 ids made "Due to reach out" 1.8 -> 11.5 ms in-process). Every list of
	 * contacts or of what hangs off them that a member sees day to day (the contact list, Today, the calendar and its
	 * feed, the daily email, duplicate suggestions) adds it; a contact's own page, its export and the personal-data
	 * export do not.
	 *
	 * @param int    $owner_id Member.
	 * @param string $column   Column holding a contact id, e.g. `f.contact_id` (from code).
	 */
	public static function not_archived( int $owner_id, string $column ): string {
		$table = Schema::table( 'contacts' );
		if ( ! Db::int_column( "SELECT 1 FROM {$table} WHERE owner_id = ? AND archived_at IS NOT NULL LIMIT 1", array( $owner_id ) ) ) {
			return '';
		}
		return self::not_archived_sql( $owner_id, $column );
	}

	/**
	 * The condition of not_archived(), for a member known to have archived contacts.
	 *
	 * @param int    $owner_id Member.
	 * @param string $column   Column holding a contact id (from code).
	 */
	public static function not_archived_sql( int $owner_id, string $column ): string {
		return " AND {$column} NOT IN (SELECT a.id FROM " . Schema::table( 'contacts' ) . ' a WHERE a.owner_id = ' . (int) $owner_id . ' AND a.archived_at IS NOT NULL)';
	}

	/**
	 * A condition on events (alias `e`) that leaves out the birthdays of the member's contacts marked deceased: ''
	 * when they have none. A deceased contact keeps every event; only the birthday is no longer a reminder.
	 *
	 * @param int $owner_id Member.
	 */
	public static function no_deceased_birthdays( int $owner_id ): string {
		$table = Schema::table( 'contacts' );
		if ( ! Db::int_column( "SELECT 1 FROM {$table} WHERE owner_id = ? AND deceased = 1 LIMIT 1", array( $owner_id ) ) ) {
			return '';
		}
		return " AND NOT (e.type = 'Birthday' AND e.contact_id IN (SELECT d.id FROM {$table} d WHERE d.owner_id = " . (int) $owner_id . ' AND d.deceased = 1))';
	}

	/**
	 * Deletes contact rows (their children are Contact_Children's). The caller holds the transaction.
	 *
	 * @param int   $owner_id Member.
	 * @param int[] $ids      Contact ids.
	 */
	public function delete_rows( int $owner_id, array $ids ): void {
		global $wpdb;
		$table = Schema::table( 'contacts' );
		foreach ( array_chunk( Db::ids( $ids ), self::CHUNK ) as $chunk ) {
			$sql = "DELETE FROM {$table} WHERE id IN (" . Db::placeholders( count( $chunk ) ) . ') AND ' . Db::OWNER_OF_IDS;
			Db::check( $wpdb->query( $wpdb->prepare( $sql, ...array_merge( $chunk, array( $owner_id ) ) ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table from Schema, placeholders from Db.
		}
		List_Orders::changed( $owner_id );
	}

	/**
	 * Updates columns of one of the member's contacts.
	 *
	 * @param int                  $owner_id   Member.
	 * @param int                  $contact_id Contact.
	 * @param array<string, mixed> $columns    Column => value (names from code).
	 */
	private function update_columns( int $owner_id, int $contact_id, array $columns ): void {
		Db::update_row( Schema::table( 'contacts' ), $owner_id, $contact_id, $columns );
		List_Orders::changed( $owner_id );
	}

	/**
	 * One page of the member's contact rows in name order (the personal-data exporter pages through them).
	 *
	 * @param int $owner_id Member.
	 * @param int $offset   Rows to skip.
	 * @param int $limit    Rows.
	 * @return array<int, array<string, mixed>>
	 */
	public function page( int $owner_id, int $offset, int $limit ): array {
		$table = Schema::table( 'contacts' );
		return Db::select( "SELECT * FROM {$table} WHERE owner_id = ? ORDER BY sort_name ASC, id ASC LIMIT ? OFFSET ?", array( $owner_id, $limit, $offset ) );
	}

	/**
	 * How many of the member's contacts came from each import source (a contact from two counts for both).
	 *
	 * @param int $owner_id Member.
	 * @return array<string, int> Source (Contact_Fields::IMPORT_SOURCES) => contacts.
	 */
	public function import_source_counts( int $owner_id ): array {
		global $wpdb;
		$table  = Schema::table( 'contacts' );
		$counts = array_fill_keys( Contact_Fields::IMPORT_SOURCES, 0 );
		// A handful of distinct lists ("Google", "Google,LinkedIn" …), whatever the number of contacts.
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table from Schema.
		foreach ( Db::rows( $wpdb->prepare( "SELECT import_source, COUNT(*) AS n FROM {$table} WHERE owner_id = %d GROUP BY import_source", $owner_id ) ) as $row ) {
			foreach ( explode( ',', Contact_Fields::import_sources( (string) $row['import_source'] ) ) as $source ) {
				$counts[ $source ] += (int) $row['n'];
			}
		}
		return $counts;
	}
}

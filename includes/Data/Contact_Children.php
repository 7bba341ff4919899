<?php
/**
 * Everything stored about a contact outside the contacts table: deleting a contact deletes all of it, merging two
 * contacts carries all of it over to the survivor. Every declared resource (Resources\Registry: notes, events,
 * follow-ups, interactions …) is in it without being named: its rows move to the survivor, and the survivor's
 * "latest" column is recomputed. TABLES holds only the contact-dependent tables that are not per-contact resources
 * and merge their own way (a repository's merge_into, or with the row they belong to); DeclaredResourcesTest fails
 * on a table with a contact_id column that is in neither.
 *
 * @package Prism
 */

namespace Prism\Data;

use Prism\Resources\Registry;
use Prism\Schema\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * A contact's dependent rows.
 */
final class Contact_Children {

	/** The survivor of a merge takes every row (every declared resource's). */
	public const MOVE = 'move';

	/** Rows the process merge (Process_Repository::merge_into) carries over with the process they belong to. */
	public const WITH_PROCESS = 'with-process';

	/** Rows the relationship merge (Mentorship_Repository::merge_into) carries over with the relationship they belong to. */
	public const WITH_MENTORSHIP = 'with-mentorship';

	/**
	 * Logical table => how a merge treats its rows: MOVE, or the class whose `merge_into( $owner_id, $survivor_id,
	 * $removed_id )` decides (categories are united without repeats; the further-advanced process is kept). Every
	 * table here has `owner_id` and `contact_id` columns.
	 */
	public const TABLES = array(
		'contact_categories' => Category_Repository::class,
		'processes'          => Process_Repository::class,
		'stage_completions'  => self::WITH_PROCESS,
		'article_contacts'   => Article_Repository::class,
		'mentorships'        => Mentorship_Repository::class,
		'mentoring_tasks'    => self::WITH_MENTORSHIP,
		'mentoring_notes'    => self::WITH_MENTORSHIP,
		'relationships'      => Relationship_Repository::class,
		'photos'             => Photo_Repository::class,
	);

	/**
	 * Tables with a contact_id that are indexes over contacts rather than what the member stored: the search rows
	 * (Search_Index), the match keys (Contact_Keys) and an import's report rows (Import_Match_Repository). Their own
	 * classes forget a deleted contact (delete()) and are rebuilt for a merge's survivor.
	 */
	public const INDEXES = array( 'contact_search', 'match_keys', 'import_matches' );

	/**
	 * TABLES and every declared resource (whose rows move).
	 *
	 * @return array<string, string>
	 */
	public static function tables(): array {
		return self::TABLES + array_fill_keys( array_keys( Registry::all() ), self::MOVE );
	}

	/**
	 * Deletes every dependent row of contacts, their search rows and the duplicate suggestions that name them.
	 * The caller holds the transaction and has checked ownership.
	 *
	 * @param int   $owner_id Member.
	 * @param int[] $ids      Contact ids.
	 */
	public function delete( int $owner_id, array $ids ): void {
		global $wpdb;
		foreach ( array_chunk( Db::ids( $ids ), Contact_Repository::CHUNK ) as $chunk ) {
			$in = Db::placeholders( count( $chunk ) );
			( new Search_Index() )->forget( $owner_id, $chunk );
			( new Contact_Keys() )->forget( $owner_id, $chunk );
			// A relationship goes from the other contact's page too (the loop below deletes only this side's).
			( new Relationship_Repository() )->forget( $owner_id, $chunk );
			foreach ( array_keys( self::tables() ) as $name ) {
				$table = Schema::table( $name );
				Db::check( $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE owner_id = %d AND contact_id IN ({$in})", $owner_id, ...$chunk ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table from Schema, placeholders from Db.
			}
			$table = Schema::table( 'collisions' );
			Db::check( $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE owner_id = %d AND (first_id IN ({$in}) OR second_id IN ({$in}))", $owner_id, ...array_merge( $chunk, $chunk ) ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table from Schema, placeholders from Db.
			( new Import_Match_Repository() )->forget_contacts( $owner_id, $chunk );
		}
	}

	/**
	 * Moves some of a contact's rows of one MOVE table (notes, follow-ups, events) to another of the member's contacts
	 * (an import row separated from the contact it went into takes what it added). The caller holds the transaction.
	 *
	 * @param int    $owner_id Member.
	 * @param string $name     Logical table, a MOVE one.
	 * @param int[]  $ids      Rows.
	 * @param int    $from     The contact they are on now (rows elsewhere are left alone).
	 * @param int    $to       The contact they go to.
	 * @throws \InvalidArgumentException For a table that is not moved row by row.
	 */
	public function move_rows( int $owner_id, string $name, array $ids, int $from, int $to ): void {
		$this->rows_of( $owner_id, $name, $ids, $from, 'UPDATE %s SET contact_id = ' . (int) $to );
	}

	/**
	 * Deletes some of a contact's rows of one MOVE table. The caller holds the transaction and refreshes the
	 * contact's search text.
	 *
	 * @param int    $owner_id Member.
	 * @param string $name     Logical table, a MOVE one.
	 * @param int[]  $ids      Rows.
	 * @param int    $from     The contact they are on (rows elsewhere are left alone).
	 * @throws \InvalidArgumentException For a table that is not moved row by row.
	 */
	public function delete_rows( int $owner_id, string $name, array $ids, int $from ): void {
		$this->rows_of( $owner_id, $name, $ids, $from, 'DELETE FROM %s' );
	}

	/**
	 * Runs "$verb WHERE id IN (…) AND owner_id = … AND contact_id = …" on a MOVE table.
	 *
	 * @param int    $owner_id Member.
	 * @param string $name     Logical table.
	 * @param int[]  $ids      Rows.
	 * @param int    $from     Their contact.
	 * @param string $verb     Statement head with %s for the table (from this class).
	 * @throws \InvalidArgumentException For a table that is not moved row by row.
	 */
	private function rows_of( int $owner_id, string $name, array $ids, int $from, string $verb ): void {
		global $wpdb;
		if ( self::MOVE !== ( self::tables()[ $name ] ?? null ) ) {
			throw new \InvalidArgumentException( esc_html( "{$name} rows do not move one by one" ) );
		}
		$head = sprintf( $verb, Schema::table( $name ) );
		foreach ( array_chunk( Db::ids( $ids ), 500 ) as $chunk ) {
			$in = Db::placeholders( count( $chunk ) );
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- table from Schema, verb from this class, placeholders from Db.
			Db::check( $wpdb->query( $wpdb->prepare( "{$head} WHERE id IN ({$in}) AND owner_id = %d AND contact_id = %d", ...array_merge( $chunk, array( $owner_id, $from ) ) ) ) );
		}
		List_Orders::changed( $owner_id ); // Answers kept at the member's generation (List_Orders::kept(): the calendar's views).
	}

	/**
	 * Carries the removed contact's dependent rows over to the survivor, table by table. The caller holds the
	 * merge transaction and has checked both contacts.
	 *
	 * @param int $owner_id    Member.
	 * @param int $survivor_id Contact that stays.
	 * @param int $removed_id  Contact merged away.
	 */
	public function merge( int $owner_id, int $survivor_id, int $removed_id ): void {
		global $wpdb;
		( new Import_Match_Repository() )->follow_merge( $owner_id, $survivor_id, $removed_id );
		foreach ( self::tables() as $name => $rule ) {
			if ( self::WITH_PROCESS === $rule || self::WITH_MENTORSHIP === $rule ) {
				continue;
			}
			if ( self::MOVE !== $rule ) {
				( new $rule() )->merge_into( $owner_id, $survivor_id, $removed_id );
				continue;
			}
			Db::check(
				$wpdb->update(
					Schema::table( $name ),
					array( 'contact_id' => $survivor_id ),
					array(
						'owner_id'   => $owner_id,
						'contact_id' => $removed_id,
					)
				)
			);
		}
		foreach ( Registry::all() as $resource ) {
			( new Declared_Repository( $resource ) )->refresh_latest( $owner_id, array( $survivor_id ) );
		}
	}

	/**
	 * What some of the member's contacts already hold, for an import's update to leave out: their notes' texts
	 * (oldest first), their events (type, date, title) and their categories' name keys.
	 *
	 * @param int   $owner_id Member.
	 * @param int[] $ids      Contacts (others' are left out).
	 * @return array{notes: array<int, string[]>, events: array<int, array<int, array{type: string, date: string, title: string}>>, categories: array<int, string[]>}
	 */
	public function held( int $owner_id, array $ids ): array {
		global $wpdb;
		$held = array(
			'notes'      => array(),
			'events'     => array(),
			'categories' => array(),
		);
		foreach ( array_chunk( Db::ids( $ids ), 500 ) as $chunk ) {
			$in         = Db::placeholders( count( $chunk ) );
			$args       = array_merge( array( $owner_id ), $chunk );
			$notes      = Schema::table( 'notes' );
			$events     = Schema::table( 'events' );
			$links      = Schema::table( 'contact_categories' );
			$categories = Schema::table( 'categories' );
			// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- tables from Schema, placeholders from Db.
			foreach ( Db::rows( $wpdb->prepare( "SELECT contact_id, note FROM {$notes} WHERE owner_id = %d AND contact_id IN ({$in}) ORDER BY created_at, id", ...$args ) ) as $row ) {
				$held['notes'][ (int) $row['contact_id'] ][] = (string) $row['note'];
			}
			foreach ( Db::rows( $wpdb->prepare( "SELECT contact_id, type, event_date, title FROM {$events} WHERE owner_id = %d AND contact_id IN ({$in})", ...$args ) ) as $row ) {
				$held['events'][ (int) $row['contact_id'] ][] = array(
					'type'  => (string) $row['type'],
					'date'  => (string) $row['event_date'],
					'title' => (string) $row['title'],
				);
			}
			foreach ( Db::rows( $wpdb->prepare( "SELECT cc.contact_id, c.name_key FROM {$links} cc JOIN {$categories} c ON c.id = cc.category_id WHERE cc.owner_id = %d AND cc.contact_id IN ({$in})", ...$args ) ) as $row ) {
				$held['categories'][ (int) $row['contact_id'] ][] = (string) $row['name_key'];
			}
			// phpcs:enable
		}
		return $held;
	}
}

<?php
/**
 * Data steps of schema upgrades (dbDelta has already added the columns). Each step is safe to run twice.
 *
 * @package Prism
 */

namespace Prism\Schema;

use Prism\Data\Contact_Repository;
use Prism\Data\Note_Repository;

defined( 'ABSPATH' ) || exit;

/**
 * Upgrade steps.
 */
final class Upgrades {

	/**
	 * Version 2: fills the lower-case search copy of notes written before it existed. Only rows still missing it
	 * are touched, in batches, so a re-run (or a run cut short) simply continues.
	 */
	public static function fill_note_search_text(): void {
		global $wpdb;
		$table = Schema::table( 'notes' );
		$batch = 500;
		do {
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
			$rows = $wpdb->get_results( "SELECT id, note FROM {$table} WHERE search_text = '' AND note <> '' LIMIT {$batch}", ARRAY_A );
			foreach ( $rows ? $rows : array() as $row ) {
				$wpdb->update( $table, array( 'search_text' => Note_Repository::search_text( (string) $row['note'] ) ), array( 'id' => (int) $row['id'] ) );
			}
			$done = ! $rows || count( $rows ) < $batch;
		} while ( ! $done );
	}

	/**
	 * Version 3: the contact list search reads one column per contact, which now also holds the contact's note
	 * text, through one index that also gives the name order; the old name-only index is dropped.
	 */
	public static function search_notes_with_contacts(): void {
		global $wpdb;
		$table = Schema::table( 'contacts' );
		self::drop_index( $table, 'owner_sort' );
		$contacts = new Contact_Repository();
		$last     = 0;
		do {
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
			$rows     = $wpdb->get_results( $wpdb->prepare( "SELECT id, owner_id FROM {$table} WHERE id > %d ORDER BY id ASC LIMIT 500", $last ), ARRAY_A );
			$by_owner = array();
			foreach ( $rows ? $rows : array() as $row ) {
				$by_owner[ (int) $row['owner_id'] ][] = (int) $row['id'];
				$last                                 = (int) $row['id'];
			}
			foreach ( $by_owner as $owner_id => $ids ) {
				$contacts->refresh_search_text( $owner_id, $ids );
			}
		} while ( $rows );
	}

	/**
	 * Version 4: the name index also holds the id, so "ORDER BY sort_name, id" needs no sort on MariaDB; it
	 * replaces version 3's index of the same columns without the id (dbDelta has added the new one).
	 */
	public static function order_by_name_then_id(): void {
		self::drop_index( Schema::table( 'contacts' ), 'owner_sort_search' );
	}

	/**
	 * Drops an index when the table has it.
	 *
	 * @param string $table Table (from Schema).
	 * @param string $index Index name (from code).
	 */
	private static function drop_index( string $table, string $index ): void {
		global $wpdb;
		// Filtered here: the SQLite integration ignores a WHERE on SHOW INDEX.
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		$names = array_column( (array) $wpdb->get_results( "SHOW INDEX FROM {$table}", ARRAY_A ), 'Key_name' );
		if ( in_array( $index, $names, true ) ) {
			$wpdb->query( "ALTER TABLE {$table} DROP INDEX {$index}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		}
	}
}

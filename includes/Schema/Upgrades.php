<?php
/**
 * Data steps of schema upgrades (dbDelta has already added the columns). Each step is safe to run twice.
 *
 * @package Prism
 */

namespace Prism\Schema;

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
}

<?php
/**
 * The `prism_import_matches` table: for each import row that shared an email, a phone number or a profile with a
 * contact of the member's (or, with none, its exact name and company), which contact, why, and what the import did:
 * added to it (with what it changed, so the member can take it back), left it as it was, or kept the row apart as a
 * contact of its own. Kept with the import's report and deleted with it (30 days).
 *
 * @package Prism
 */

namespace Prism\Data;

use Prism\Schema\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * Import match rows.
 */
final class Import_Match_Repository {

	/**
	 * Stores a batch's matches (inside the batch's transaction).
	 *
	 * @param int                                                                                                                          $owner_id  Member.
	 * @param int                                                                                                                          $import_id Import.
	 * @param array<int, array{row: int, name: string, contact: int, outcome: string, reasons: string[], undo: array<string, mixed>|null}> $matches   Matches.
	 */
	public function add_many( int $owner_id, int $import_id, array $matches ): void {
		if ( ! $matches ) {
			return;
		}
		$now  = Db::now();
		$rows = array();
		foreach ( $matches as $match ) {
			$rows[] = array(
				$owner_id,
				$import_id,
				(int) $match['row'],
				mb_substr( (string) $match['name'], 0, 191 ),
				(int) $match['contact'],
				(string) $match['outcome'],
				implode( ',', $match['reasons'] ),
				null === $match['undo'] ? null : (string) wp_json_encode( $match['undo'] ),
				$now,
			);
		}
		Db::insert_rows( Schema::table( 'import_matches' ), array( 'owner_id', 'import_id', 'file_row', 'row_name', 'contact_id', 'outcome', 'reasons', 'undo_data', 'created_at' ), $rows );
	}

	/**
	 * One page of an import's matches in file order, with the name of the contact each names now (the list's
	 * display columns; null when that contact is gone) and of the contact a separated row became.
	 *
	 * @param int         $owner_id  Member.
	 * @param int         $import_id Import.
	 * @param string|null $outcome   Only this outcome; null for all.
	 * @param int         $offset    Rows to skip.
	 * @param int         $limit     Rows.
	 * @return array<int, array<string, mixed>>
	 */
	public function page( int $owner_id, int $import_id, ?string $outcome, int $offset, int $limit ): array {
		$matches  = Schema::table( 'import_matches' );
		$contacts = Schema::table( 'contacts' );
		$where    = 'm.owner_id = ? AND m.import_id = ?';
		$args     = array( $owner_id, $import_id );
		if ( null !== $outcome ) {
			$where .= ' AND m.outcome = ?';
			$args[] = $outcome;
		}
		// The contact it names (c_…) and the contact a separated row became (s_…): their id when they exist, and what
		// a display name is made of.
		$columns = 'c.id AS c_id, c.first_name AS c_first_name, c.last_name AS c_last_name, c.email_one AS c_email_one, c.company AS c_company, s.id AS s_id, s.first_name AS s_first_name, s.last_name AS s_last_name, s.email_one AS s_email_one, s.company AS s_company';
		return Db::select(
			"SELECT m.id, m.file_row, m.row_name, m.contact_id, m.outcome, m.reasons, m.separated_id, m.undo_data IS NOT NULL AS has_undo, {$columns}
			FROM {$matches} m
			LEFT JOIN {$contacts} c ON c.id = m.contact_id AND c.owner_id = m.owner_id
			LEFT JOIN {$contacts} s ON s.id = m.separated_id AND s.owner_id = m.owner_id
			WHERE {$where} ORDER BY m.file_row, m.id LIMIT ? OFFSET ?",
			array_merge( $args, array( $limit, $offset ) )
		);
	}

	/**
	 * How many matches an import has, by outcome (outcomes without any are left out).
	 *
	 * @param int $owner_id  Member.
	 * @param int $import_id Import.
	 * @return array<string, int>
	 */
	public function counts( int $owner_id, int $import_id ): array {
		$table  = Schema::table( 'import_matches' );
		$counts = array();
		foreach ( Db::select( "SELECT outcome, COUNT(*) AS n FROM {$table} WHERE owner_id = ? AND import_id = ? GROUP BY outcome", array( $owner_id, $import_id ) ) as $row ) {
			$counts[ (string) $row['outcome'] ] = (int) $row['n'];
		}
		return $counts;
	}

	/**
	 * One match of the member's import, with its undo record decoded; null when it is not theirs or not this import's.
	 *
	 * @param int $owner_id  Member.
	 * @param int $import_id Import.
	 * @param int $id        Match.
	 * @return array<string, mixed>|null
	 */
	public function find( int $owner_id, int $import_id, int $id ): ?array {
		$table = Schema::table( 'import_matches' );
		$rows  = Db::select( "SELECT * FROM {$table} WHERE id = ? AND owner_id = ? AND import_id = ?", array( $id, $owner_id, $import_id ) );
		if ( ! $rows ) {
			return null;
		}
		$row         = $rows[0];
		$undo        = null === $row['undo_data'] ? null : json_decode( (string) $row['undo_data'], true );
		$row['undo'] = is_array( $undo ) ? $undo : null;
		unset( $row['undo_data'] );
		return $row;
	}

	/**
	 * Claims an UPDATED match for its separation (inside the separation's transaction): of two requests, one wins.
	 *
	 * @param int    $owner_id Member.
	 * @param int    $id       Match.
	 * @param string $from     The outcome it must have.
	 * @param string $to       The outcome it gets.
	 * @return bool Whether this call changed it.
	 */
	public function claim( int $owner_id, int $id, string $from, string $to ): bool {
		global $wpdb;
		$table = Schema::table( 'import_matches' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table from Schema.
		return 1 === (int) Db::check( $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET outcome = %s WHERE id = %d AND owner_id = %d AND outcome = %s", $to, $id, $owner_id, $from ) ) );
	}

	/**
	 * Records the contact a separated row became.
	 *
	 * @param int $owner_id   Member.
	 * @param int $id         Match.
	 * @param int $contact_id The new contact.
	 */
	public function set_separated( int $owner_id, int $id, int $contact_id ): void {
		global $wpdb;
		$table = Schema::table( 'import_matches' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table from Schema.
		Db::check( $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET separated_id = %d, undo_data = NULL WHERE id = %d AND owner_id = %d", $contact_id, $id, $owner_id ) ) );
	}

	/**
	 * A merge moved everything of $removed_id to $survivor_id: the matches naming it follow, so a row imported into
	 * the removed contact can still be separated from the survivor (the caller holds the merge's transaction).
	 *
	 * @param int $owner_id    Member.
	 * @param int $survivor_id Contact that stays.
	 * @param int $removed_id  Contact merged away.
	 */
	public function follow_merge( int $owner_id, int $survivor_id, int $removed_id ): void {
		global $wpdb;
		$table = Schema::table( 'import_matches' );
		foreach ( array( 'contact_id', 'separated_id' ) as $column ) {
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table from Schema, column from this list.
			Db::check( $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET {$column} = %d WHERE owner_id = %d AND {$column} = %d", $survivor_id, $owner_id, $removed_id ) ) );
		}
	}

	/**
	 * Contacts were deleted: what their matches kept of the imported rows to separate them is deleted too (the
	 * report still says which row went where).
	 *
	 * @param int   $owner_id    Member.
	 * @param int[] $contact_ids Contacts deleted.
	 */
	public function forget_contacts( int $owner_id, array $contact_ids ): void {
		global $wpdb;
		$table = Schema::table( 'import_matches' );
		foreach ( array_chunk( Db::ids( $contact_ids ), 500 ) as $chunk ) {
			$in = Db::placeholders( count( $chunk ) );
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table from Schema, placeholders from Db.
			Db::check( $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET undo_data = NULL WHERE owner_id = %d AND undo_data IS NOT NULL AND contact_id IN ({$in})", $owner_id, ...$chunk ) ) );
		}
	}
}

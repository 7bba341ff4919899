<?php
/**
 * The per-contact networking-process object's storage, and the days its stages were completed. What derives from
 * a saved object (the contact's stage and status, the completions, the keep-in-touch date) is applied by
 * Service\Process_Service, the one write path, in the same transaction.
 *
 * Every save carries the version it was made from; a save from an older version changes nothing and raises
 * Process_Conflict with what is stored now (compare-and-set on `version`, so two web servers cannot both win).
 *
 * @package Prism
 */

namespace Prism\Data;

use Prism\Domain\Networking_Stages;
use Prism\Domain\Process_Rules;
use Prism\Schema\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * Networking process storage.
 */
final class Process_Repository {

	/**
	 * The stored row for a contact: {id, object, version} (object null when none was saved yet), or null.
	 *
	 * @param int $owner_id   Member.
	 * @param int $contact_id Contact (already checked).
	 * @return array{id: int, object: array<string, mixed>|null, version: int}|null
	 */
	public function find( int $owner_id, int $contact_id ): ?array {
		global $wpdb;
		$table = Schema::table( 'processes' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		$row = Db::row( $wpdb->prepare( "SELECT id, process_object, version FROM {$table} WHERE owner_id = %d AND contact_id = %d", $owner_id, $contact_id ) );
		if ( ! $row ) {
			return null;
		}
		$object = null === $row['process_object'] ? null : json_decode( (string) $row['process_object'], true );
		return array(
			'id'      => (int) $row['id'],
			'object'  => is_array( $object ) ? $object : null,
			'version' => (int) $row['version'],
		);
	}

	/**
	 * The contact's process row, created (with no object, version 0) when it has none yet, so the first answer
	 * already carries the id the new object takes. Two requests creating it at once both get the one row.
	 *
	 * @param int $owner_id   Member.
	 * @param int $contact_id Contact (already checked).
	 * @return array{id: int, object: array<string, mixed>|null, version: int}
	 */
	public function ensure( int $owner_id, int $contact_id ): array {
		$found = $this->find( $owner_id, $contact_id );
		if ( $found ) {
			return $found;
		}
		global $wpdb;
		$table = Schema::table( 'processes' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		Db::check( $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (owner_id, contact_id, series_id, process_object, version, updated_at) VALUES (%d, %d, %d, NULL, 0, %s)", $owner_id, $contact_id, Series_Repository::NETWORKING_ID, Db::now() ) ) );
		return (array) $this->find( $owner_id, $contact_id );
	}

	/**
	 * Writes the process object over the stored one if it is still at $expected (compare-and-set on `version`),
	 * and answers the row's id, the object as stored, the new version and the object before. Only the write: what
	 * derives from the object is Service\Process_Service's, in the same transaction.
	 *
	 * @param int                  $owner_id   Member.
	 * @param int                  $contact_id Contact (already checked).
	 * @param array<string, mixed> $object     Process object.
	 * @param int|null             $expected   The version the object was made from; null writes over any.
	 * @return array{id: int, object: array<string, mixed>, version: int, before: array<string, mixed>|null}
	 * @throws Process_Conflict When the stored version is not $expected.
	 */
	public function write( int $owner_id, int $contact_id, array $object, ?int $expected ): array {
		global $wpdb;
		$table = Schema::table( 'processes' );
		$row   = $this->ensure( $owner_id, $contact_id );
		if ( null !== $expected && $expected !== $row['version'] ) {
			throw new Process_Conflict( $row );
		}
		$object['id'] = $row['id'];
		unset( $object['version'] );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		$changed = Db::check( $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET process_object = %s, series_id = %d, version = version + 1, updated_at = %s WHERE id = %d AND owner_id = %d AND version = %d", (string) wp_json_encode( $object ), (int) ( $object['networkingSeriesId'] ?? Series_Repository::NETWORKING_ID ), Db::now(), $row['id'], $owner_id, $row['version'] ) ) );
		if ( 1 !== (int) $changed ) {
			throw new Process_Conflict( (array) $this->find( $owner_id, $contact_id ) );
		}
		return array(
			'id'      => $row['id'],
			'object'  => $object,
			'version' => $row['version'] + 1,
			'before'  => $row['object'],
		);
	}

	/**
	 * How many contacts completed each stage from $from to $to (inclusive), by stage index, in one query.
	 *
	 * @param int    $owner_id Member.
	 * @param string $from     First day, YYYY-MM-DD.
	 * @param string $to       Last day, YYYY-MM-DD.
	 * @return int[] Six counts.
	 */
	public function completed_between( int $owner_id, string $from, string $to ): array {
		// Kept until the member's next change (List_Orders::kept(): record_completions() and merge_into() move it).
		return array_map(
			'intval',
			( new List_Orders() )->kept(
				$owner_id,
				"completed:{$from}:{$to}",
				static function () use ( $owner_id, $from, $to ): array {
					$table  = Schema::table( 'stage_completions' );
					$counts = array_fill( 0, count( Networking_Stages::NAMES ), 0 );
					// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
					foreach ( Db::select( "SELECT stage, COUNT(*) AS n FROM {$table} WHERE owner_id = ? AND completed_on BETWEEN ? AND ? GROUP BY stage", array( $owner_id, $from, $to ) ) as $row ) {
						if ( isset( $counts[ (int) $row['stage'] ] ) ) {
							$counts[ (int) $row['stage'] ] = (int) $row['n'];
						}
					}
					return $counts;
				}
			)
		);
	}

	/**
	 * Gives the survivor of a merge the further-advanced process of the two, with that process's completion
	 * days. Runs inside the merge transaction.
	 *
	 * @param int $owner_id    Member.
	 * @param int $survivor_id Contact that stays.
	 * @param int $removed_id  Contact merged away.
	 */
	public function merge_into( int $owner_id, int $survivor_id, int $removed_id ): void {
		global $wpdb;
		$table    = Schema::table( 'processes' );
		$done     = Schema::table( 'stage_completions' );
		$contacts = new Contact_Repository();
		$survivor = $contacts->find( $owner_id, $survivor_id );
		$removed  = $contacts->find( $owner_id, $removed_id );
		if ( ! $survivor || ! $removed ) {
			return;
		}
		$keep_removed = Networking_Stages::rank( (int) $removed['networking_stage'], (string) $removed['networking_status'] )
			> Networking_Stages::rank( (int) $survivor['networking_stage'], (string) $survivor['networking_status'] );
		$gone         = $keep_removed ? $survivor_id : $removed_id;
		List_Orders::changed( $owner_id ); // The completions change hands: the week's kept counts (completed_between()).
		foreach ( array( $table, $done ) as $each ) {
			Db::check(
				$wpdb->delete(
					$each,
					array(
						'owner_id'   => $owner_id,
						'contact_id' => $gone,
					)
				)
			);
		}
		if ( ! $keep_removed ) {
			return;
		}
		foreach ( array( $table, $done ) as $each ) {
			Db::check(
				$wpdb->update(
					$each,
					array( 'contact_id' => $survivor_id ),
					array(
						'owner_id'   => $owner_id,
						'contact_id' => $removed_id,
					)
				)
			);
		}
		$contacts->set_position( $owner_id, $survivor_id, (int) $removed['networking_stage'], (string) $removed['networking_status'] );
		( new Keep_In_Touch_Repository() )->set_maintaining( $owner_id, $survivor_id, (bool) (int) ( $removed['maintaining'] ?? 0 ) );
	}

	/**
	 * Records the day each stage became complete, and forgets stages no longer complete.
	 *
	 * @param int                       $owner_id   Member.
	 * @param int                       $contact_id Contact.
	 * @param array<string, mixed>|null $before     Object before.
	 * @param array<string, mixed>      $after      Object after.
	 * @param string                    $today      YYYY-MM-DD.
	 */
	public function record_completions( int $owner_id, int $contact_id, ?array $before, array $after, string $today ): void {
		global $wpdb;
		$table = Schema::table( 'stage_completions' );
		$was   = Process_Rules::complete_stages( $before );
		$is    = Process_Rules::complete_stages( $after );
		foreach ( array_diff( $was, $is ) as $stage ) {
			Db::check(
				$wpdb->delete(
					$table,
					array(
						'owner_id'   => $owner_id,
						'contact_id' => $contact_id,
						'stage'      => $stage,
					)
				)
			);
		}
		foreach ( array_diff( $is, $was ) as $stage ) {
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
			Db::check( $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (owner_id, contact_id, stage, completed_on) VALUES (%d, %d, %d, %s)", $owner_id, $contact_id, $stage, $today ) ) );
		}
		if ( array_diff( $was, $is ) || array_diff( $is, $was ) ) {
			List_Orders::changed( $owner_id ); // The week's kept counts (completed_between()).
		}
	}
}

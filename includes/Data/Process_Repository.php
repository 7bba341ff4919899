<?php
/**
 * The per-contact networking-process object, and the contact's stage position derived from it.
 *
 * @package Prism
 */

namespace Prism\Data;

use Prism\Domain\Networking_Stages;
use Prism\Schema\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * Networking process storage.
 */
final class Process_Repository {

	/**
	 * The stored row for a contact: {id, object} (object null when none was saved yet).
	 *
	 * @param int $owner_id   Member.
	 * @param int $contact_id Contact (already checked).
	 * @return array{id: int, object: array<string, mixed>|null}|null
	 */
	public function find( int $owner_id, int $contact_id ): ?array {
		global $wpdb;
		$table = Schema::table( 'processes' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		$row = Db::row( $wpdb->prepare( "SELECT id, process_object FROM {$table} WHERE owner_id = %d AND contact_id = %d", $owner_id, $contact_id ) );
		if ( ! $row ) {
			return null;
		}
		$object = null === $row['process_object'] ? null : json_decode( (string) $row['process_object'], true );
		return array(
			'id'     => (int) $row['id'],
			'object' => is_array( $object ) ? $object : null,
		);
	}

	/**
	 * Stores the process object and updates the contact's stage and status to match, in one transaction.
	 *
	 * @param int                  $owner_id   Member.
	 * @param int                  $contact_id Contact (already checked).
	 * @param array<string, mixed> $object     Process object.
	 * @return int Row id.
	 */
	public function save( int $owner_id, int $contact_id, array $object ): int {
		return Db::transaction(
			function () use ( $owner_id, $contact_id, $object ): int {
				global $wpdb;
				$table    = Schema::table( 'processes' );
				$existing = $this->find( $owner_id, $contact_id );
				$data     = array(
					'process_object' => (string) wp_json_encode( $object ),
					'series_id'      => (int) ( $object['networkingSeriesId'] ?? 1 ),
					'updated_at'     => Db::now(),
				);
				if ( $existing ) {
					Db::check(
						$wpdb->update(
							$table,
							$data,
							array(
								'id'       => $existing['id'],
								'owner_id' => $owner_id,
							)
						)
					);
					$id = $existing['id'];
				} else {
					Db::check(
						$wpdb->insert(
							$table,
							array_merge(
								$data,
								array(
									'owner_id'   => $owner_id,
									'contact_id' => $contact_id,
								)
							)
						)
					);
					$id = (int) $wpdb->insert_id;
				}
				$position = Networking_Stages::position( $object );
				( new Contact_Repository() )->set_position( $owner_id, $contact_id, $position['stage'], $position['status'] );
				return $id;
			}
		);
	}

	/**
	 * Saves many process objects in one transaction (imports, seeding).
	 *
	 * @param int                              $owner_id Member.
	 * @param array<int, array<string, mixed>> $objects  Contact id => process object (contacts already checked).
	 */
	public function save_many( int $owner_id, array $objects ): void {
		Db::transaction(
			function () use ( $owner_id, $objects ): void {
				foreach ( $objects as $contact_id => $object ) {
					$this->save( $owner_id, (int) $contact_id, $object );
				}
			}
		);
	}

	/**
	 * Gives the survivor of a merge the further-advanced process of the two. Runs inside the merge transaction.
	 *
	 * @param int $owner_id    Member.
	 * @param int $survivor_id Contact that stays.
	 * @param int $removed_id  Contact merged away.
	 */
	public function merge_into( int $owner_id, int $survivor_id, int $removed_id ): void {
		global $wpdb;
		$table    = Schema::table( 'processes' );
		$contacts = new Contact_Repository();
		$survivor = $contacts->find( $owner_id, $survivor_id );
		$removed  = $contacts->find( $owner_id, $removed_id );
		if ( ! $survivor || ! $removed ) {
			return;
		}
		$keep_removed    = Networking_Stages::rank( (int) $removed['networking_stage'], (string) $removed['networking_status'] )
			> Networking_Stages::rank( (int) $survivor['networking_stage'], (string) $survivor['networking_status'] );
		$removed_process = $this->find( $owner_id, $removed_id );
		if ( $keep_removed ) {
			Db::check(
				$wpdb->delete(
					$table,
					array(
						'owner_id'   => $owner_id,
						'contact_id' => $survivor_id,
					)
				)
			);
			if ( $removed_process ) {
				Db::check(
					$wpdb->update(
						$table,
						array( 'contact_id' => $survivor_id ),
						array(
							'id'       => $removed_process['id'],
							'owner_id' => $owner_id,
						)
					)
				);
			}
			$contacts->set_position( $owner_id, $survivor_id, (int) $removed['networking_stage'], (string) $removed['networking_status'] );
			return;
		}
		Db::check(
			$wpdb->delete(
				$table,
				array(
					'owner_id'   => $owner_id,
					'contact_id' => $removed_id,
				)
			)
		);
	}
}

<?php
/**
 * Merging two contacts into one, in one transaction, and the record of every merge.
 *
 * @package Prism
 */

namespace Prism\Data;

use Prism\Domain\Contact_Merge;
use Prism\Schema\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * Merge storage.
 */
final class Merge_Repository {

	/**
	 * Merges $removed_id into $survivor_id: nothing the member entered is lost. Both ids must be the member's
	 * (checked by the caller). Returns the merge record id.
	 *
	 * @param int      $owner_id     Member.
	 * @param int      $survivor_id  Contact that stays (the first of the pair).
	 * @param int      $removed_id   Contact merged away.
	 * @param int|null $collision_id Duplicate suggestion this merge resolves, if any.
	 * @throws \InvalidArgumentException When the two ids are the same or a contact is missing.
	 */
	public function merge( int $owner_id, int $survivor_id, int $removed_id, ?int $collision_id = null ): int {
		if ( $survivor_id === $removed_id ) {
			throw new \InvalidArgumentException( 'A contact cannot be merged with itself.' );
		}
		return Db::transaction(
			function () use ( $owner_id, $survivor_id, $removed_id, $collision_id ): int {
				global $wpdb;
				$contacts = new Contact_Repository();
				$survivor = $contacts->find( $owner_id, $survivor_id );
				$removed  = $contacts->find( $owner_id, $removed_id );
				if ( ! $survivor || ! $removed ) {
					throw new \InvalidArgumentException( 'Both contacts must exist.' );
				}

				$merged = Contact_Merge::merge(
					array_merge( $contacts->api_values( $survivor ), array( 'importSource' => $survivor['importSource'] ) ),
					array_merge( $contacts->api_values( $removed ), array( 'importSource' => $removed['importSource'] ) )
				);
				$contacts->update( $owner_id, $survivor_id, $merged['values'] );
				$contacts->set_import_source( $owner_id, $survivor_id, $merged['importSource'] );

				if ( $merged['overflow'] ) {
					/* translators: %s: name of the contact merged away. */
					$heading = sprintf( __( 'Kept from the merge with %s:', 'prism' ), $removed['name'] );
					( new Note_Repository() )->create( $owner_id, $survivor_id, $heading . "\n" . implode( "\n", $merged['overflow'] ) );
				}

				foreach ( array( 'notes', 'followups', 'events' ) as $name ) {
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
				$contacts->refresh_search_text( $owner_id, array( $survivor_id ) );
				( new Category_Repository() )->merge_into( $owner_id, $survivor_id, $removed_id );
				( new Process_Repository() )->merge_into( $owner_id, $survivor_id, $removed_id );

				$collisions = Schema::table( 'collisions' );
				if ( $collision_id ) {
					Db::check(
						$wpdb->update(
							$collisions,
							array(
								'state'       => 'merged',
								'resolved_at' => Db::now(),
							),
							array(
								'id'       => $collision_id,
								'owner_id' => $owner_id,
							)
						)
					);
				}
				// Other suggestions that name the removed contact can no longer be acted on.
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
				Db::check( $wpdb->query( $wpdb->prepare( "DELETE FROM {$collisions} WHERE owner_id = %d AND state = 'pending' AND (first_id = %d OR second_id = %d)", $owner_id, $removed_id, $removed_id ) ) );

				Db::check(
					$wpdb->insert(
						Schema::table( 'merges' ),
						array(
							'owner_id'         => $owner_id,
							'survivor_id'      => $survivor_id,
							'removed_id'       => $removed_id,
							'collision_id'     => $collision_id,
							'removed_snapshot' => (string) wp_json_encode( $removed ),
							'merged_at'        => Db::now(),
						)
					)
				);
				$merge_id = (int) $wpdb->insert_id;

				$table = Schema::table( 'contacts' );
				Db::check(
					$wpdb->delete(
						$table,
						array(
							'id'       => $removed_id,
							'owner_id' => $owner_id,
						)
					)
				);
				( new Search_Index() )->forget( $owner_id, array( $removed_id ) );
				return $merge_id;
			}
		);
	}

	/**
	 * The member's merges, newest first: survivor id, removed contact's snapshot, when.
	 *
	 * @param int $owner_id Member.
	 * @return array<int, array<string, mixed>>
	 */
	public function all( int $owner_id ): array {
		global $wpdb;
		$table = Schema::table( 'merges' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE owner_id = %d ORDER BY merged_at DESC, id DESC", $owner_id ), ARRAY_A );
		return array_map(
			static fn( $r ) => array(
				'id'         => (int) $r['id'],
				'survivorId' => (int) $r['survivor_id'],
				'removedId'  => (int) $r['removed_id'],
				'removed'    => json_decode( (string) $r['removed_snapshot'], true ),
				'mergedAt'   => Db::iso( $r['merged_at'] ),
			),
			$rows ? $rows : array()
		);
	}
}

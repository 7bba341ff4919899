<?php
/**
 * The record of every merge (with the removed contact as it was), and the duplicate suggestions a merge settles.
 * The merge itself is Service\Contact_Service::merge().
 *
 * @package Prism
 */

namespace Prism\Data;

use Prism\Schema\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * Merge records.
 */
final class Merge_Repository {

	/**
	 * Stores the record of a merge and returns its id.
	 *
	 * @param int                  $owner_id     Member.
	 * @param int                  $survivor_id  Contact that stayed.
	 * @param int                  $removed_id   Contact merged away.
	 * @param int|null             $collision_id Suggestion the merge resolved, if any.
	 * @param array<string, mixed> $snapshot     The removed contact as it was: its row and category names.
	 */
	public function record( int $owner_id, int $survivor_id, int $removed_id, ?int $collision_id, array $snapshot ): int {
		global $wpdb;
		Db::check(
			$wpdb->insert(
				Schema::table( 'merges' ),
				array(
					'owner_id'         => $owner_id,
					'survivor_id'      => $survivor_id,
					'removed_id'       => $removed_id,
					'collision_id'     => $collision_id,
					'removed_snapshot' => (string) wp_json_encode( $snapshot ),
					'merged_at'        => Db::now(),
				)
			)
		);
		return (int) $wpdb->insert_id;
	}

	/**
	 * Marks the suggestion a merge acted on as merged, and drops the other pending suggestions that name the
	 * removed contact (they can no longer be acted on).
	 *
	 * @param int      $owner_id     Member.
	 * @param int      $removed_id   Contact merged away.
	 * @param int|null $collision_id Suggestion the merge resolved, if any.
	 */
	public function resolve_collisions( int $owner_id, int $removed_id, ?int $collision_id ): void {
		global $wpdb;
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
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		Db::check( $wpdb->query( $wpdb->prepare( "DELETE FROM {$collisions} WHERE owner_id = %d AND state = 'pending' AND (first_id = %d OR second_id = %d)", $owner_id, $removed_id, $removed_id ) ) );
	}

	/**
	 * The member's merge records, newest first, each with its snapshot decoded.
	 *
	 * @param int $owner_id Member.
	 * @return array<int, array{id: int, survivor_id: int, removed_id: int, collision_id: int|null, snapshot: array<string, mixed>, merged_at: string}>
	 */
	public function all( int $owner_id ): array {
		global $wpdb;
		$table = Schema::table( 'merges' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		$rows = Db::rows( $wpdb->prepare( "SELECT * FROM {$table} WHERE owner_id = %d ORDER BY merged_at DESC, id DESC", $owner_id ) );
		return array_map(
			static fn( array $r ): array => array(
				'id'           => (int) $r['id'],
				'survivor_id'  => (int) $r['survivor_id'],
				'removed_id'   => (int) $r['removed_id'],
				'collision_id' => null === $r['collision_id'] ? null : (int) $r['collision_id'],
				'snapshot'     => (array) json_decode( (string) $r['removed_snapshot'], true ),
				'merged_at'    => (string) $r['merged_at'],
			),
			$rows
		);
	}
}

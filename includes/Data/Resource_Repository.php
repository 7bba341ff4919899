<?php
/**
 * A member's resources: links saved with a short description. Returns rows as stored; Rest\Resources_Controller
 * shapes the answer.
 *
 * @package Prism
 */

namespace Prism\Data;

use Prism\Schema\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * Resource storage.
 */
final class Resource_Repository {

	/**
	 * The member's resources, oldest first (the order they were added in).
	 *
	 * @param int $owner_id Member.
	 * @return array<int, array<string, mixed>> Resource rows.
	 */
	public function all( int $owner_id ): array {
		global $wpdb;
		$table = Schema::table( 'resources' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		return Db::rows( $wpdb->prepare( "SELECT * FROM {$table} WHERE owner_id = %d ORDER BY id ASC", $owner_id ) );
	}

	/**
	 * How many resources the member has.
	 *
	 * @param int $owner_id Member.
	 */
	public function count( int $owner_id ): int {
		global $wpdb;
		$table = Schema::table( 'resources' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		return (int) Db::value( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE owner_id = %d", $owner_id ) );
	}

	/**
	 * One resource, or null when it is not the member's.
	 *
	 * @param int $owner_id    Member.
	 * @param int $resource_id Resource.
	 * @return array<string, mixed>|null Resource row.
	 */
	public function find( int $owner_id, int $resource_id ): ?array {
		global $wpdb;
		$table = Schema::table( 'resources' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		return Db::row( $wpdb->prepare( "SELECT * FROM {$table} WHERE owner_id = %d AND id = %d", $owner_id, $resource_id ) );
	}

	/**
	 * Adds a resource and returns its id.
	 *
	 * @param int    $owner_id    Member.
	 * @param string $description Clean, non-empty description.
	 * @param string $link        Valid http(s) address.
	 */
	public function create( int $owner_id, string $description, string $link ): int {
		global $wpdb;
		Db::check(
			$wpdb->insert(
				Schema::table( 'resources' ),
				array(
					'owner_id'    => $owner_id,
					'description' => $description,
					'link'        => $link,
					'created_at'  => Db::now(),
				)
			)
		);
		return (int) $wpdb->insert_id;
	}

	/**
	 * Changes a resource's description and link.
	 *
	 * @param int    $owner_id    Member.
	 * @param int    $resource_id Resource (already checked to be the member's).
	 * @param string $description Clean, non-empty description.
	 * @param string $link        Valid http(s) address.
	 */
	public function update( int $owner_id, int $resource_id, string $description, string $link ): void {
		global $wpdb;
		Db::check(
			$wpdb->update(
				Schema::table( 'resources' ),
				array(
					'description' => $description,
					'link'        => $link,
				),
				array(
					'id'       => $resource_id,
					'owner_id' => $owner_id,
				)
			)
		);
	}

	/**
	 * Deletes a resource.
	 *
	 * @param int $owner_id    Member.
	 * @param int $resource_id Resource.
	 */
	public function delete( int $owner_id, int $resource_id ): void {
		Db::delete_row( Schema::table( 'resources' ), $owner_id, $resource_id );
	}
}

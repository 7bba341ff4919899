<?php
/**
 * The SQL of every declared resource (Resources\Declaration): a contact's rows, one row, insert, update, delete, the
 * rows of many contacts (export), and the contact's "latest" column (Declaration::latest_on_contact()). Every statement
 * is scoped to the owner; table and column names come from the declaration, values go through prepare().
 *
 * @package Prism
 */

namespace Prism\Data;

use Prism\Resources\Declaration;
use Prism\Schema\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * Storage of one declared resource.
 */
final class Declared_Repository {

	/**
	 * For one declared resource.
	 *
	 * @param Declaration $resource The declaration.
	 */
	public function __construct( private readonly Declaration $resource ) {}

	/**
	 * The table's full name.
	 */
	private function table(): string {
		return Schema::table( $this->resource->name() );
	}

	/**
	 * A contact's rows, in the declared order.
	 *
	 * @param int $owner_id   Member.
	 * @param int $contact_id Contact (checked by the caller).
	 * @return array<int, array<string, mixed>>
	 */
	public function for_contact( int $owner_id, int $contact_id ): array {
		global $wpdb;
		$table = $this->table();
		// A contact's few rows, found by (owner_id, contact_id), then sorted: not the member's every row in order.
		$order = Db::order_off_index( $this->resource->order() );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table and order from the declaration.
		return Db::rows( $wpdb->prepare( "SELECT * FROM {$table} WHERE owner_id = %d AND contact_id = %d ORDER BY {$order}", $owner_id, $contact_id ) );
	}

	/**
	 * The rows of several contacts, by contact, each in the declared order.
	 *
	 * @param int   $owner_id    Member.
	 * @param int[] $contact_ids Contacts.
	 * @return array<int, array<int, array<string, mixed>>>
	 */
	public function for_contacts( int $owner_id, array $contact_ids ): array {
		$table = $this->table();
		$order = Db::order_off_index( $this->resource->order() );
		$by    = array();
		foreach ( array_chunk( Db::ids( $contact_ids ), Contact_Repository::CHUNK ) as $chunk ) {
			$in = Db::placeholders( count( $chunk ) );
			// Db::select: on SQLite straight to the database (an export reads every contact's rows, 500 at a time).
			foreach ( Db::select( Db::positional( "SELECT * FROM {$table} WHERE owner_id = %d AND contact_id IN ({$in}) ORDER BY contact_id, {$order}" ), array_merge( array( $owner_id ), $chunk ) ) as $row ) {
				$by[ (int) $row['contact_id'] ][] = $row;
			}
		}
		return $by;
	}

	/**
	 * Every row of the member, in the declared order for them (the 'all' route).
	 *
	 * @param int $owner_id Member.
	 * @return array<int, array<string, mixed>>
	 */
	public function all_for_owner( int $owner_id ): array {
		global $wpdb;
		$table = $this->table();
		$order = $this->resource->order_all();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table and order from the declaration.
		return Db::rows( $wpdb->prepare( "SELECT * FROM {$table} WHERE owner_id = %d ORDER BY {$order}", $owner_id ) );
	}

	/**
	 * One row, or null when it is not the member's.
	 *
	 * @param int $owner_id Member.
	 * @param int $id       Row.
	 * @return array<string, mixed>|null
	 */
	public function find( int $owner_id, int $id ): ?array {
		global $wpdb;
		$table = $this->table();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table from the declaration.
		return Db::row( $wpdb->prepare( "SELECT * FROM {$table} WHERE owner_id = %d AND id = %d", $owner_id, $id ) );
	}

	/**
	 * Inserts rows (checked values by column) on contacts already checked, and answers their ids in order.
	 *
	 * @param int                              $owner_id Member.
	 * @param array<int, array<string, mixed>> $rows     Column => value, each with contact_id.
	 * @return int[]
	 */
	public function insert_many( int $owner_id, array $rows ): array {
		global $wpdb;
		$ids = array();
		$now = Db::now_precise();
		foreach ( $rows as $row ) {
			Db::check(
				$wpdb->insert(
					$this->table(),
					array(
						'owner_id'     => $owner_id,
						'created_at'   => $now,
						'last_updated' => $now,
					) + $row
				)
			);
			$ids[] = (int) $wpdb->insert_id;
		}
		return $ids;
	}

	/**
	 * Changes a row's columns.
	 *
	 * @param int                  $owner_id Member.
	 * @param int                  $id       Row (checked).
	 * @param array<string, mixed> $columns  Column => checked value.
	 */
	public function update( int $owner_id, int $id, array $columns ): void {
		Db::update_row( $this->table(), $owner_id, $id, array( 'last_updated' => Db::now_precise() ) + $columns );
	}

	/**
	 * Deletes a row.
	 *
	 * @param int $owner_id Member.
	 * @param int $id       Row.
	 */
	public function delete( int $owner_id, int $id ): void {
		Db::delete_row( $this->table(), $owner_id, $id );
	}

	/**
	 * Sets each contact's "latest" column (Declaration::latest_on_contact()) from its rows: the latest value, or null
	 * when it has none. Nothing for a resource that keeps none.
	 *
	 * @param int   $owner_id    Member.
	 * @param int[] $contact_ids Contacts.
	 */
	public function refresh_latest( int $owner_id, array $contact_ids ): void {
		global $wpdb;
		$latest = $this->resource->latest_on_contact();
		if ( null === $latest ) {
			return;
		}
		list( $target, $source ) = $latest;
		$contacts                = Schema::table( 'contacts' );
		$table                   = $this->table();
		foreach ( array_chunk( Db::ids( $contact_ids ), 500 ) as $chunk ) {
			$in = Db::placeholders( count( $chunk ) );
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- tables and columns from the declaration, placeholders from Db.
			Db::check( $wpdb->query( $wpdb->prepare( "UPDATE {$contacts} SET {$target} = (SELECT MAX(r.{$source}) FROM {$table} r WHERE r.owner_id = %d AND r.contact_id = {$contacts}.id) WHERE owner_id = %d AND id IN ({$in})", $owner_id, $owner_id, ...$chunk ) ) );
		}
		List_Orders::changed( $owner_id );
	}
}

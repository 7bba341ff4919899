<?php
/**
 * A member's PRISM data as a whole, for WordPress's personal-data tools and for a deleted user: the member's
 * resources (read through Resource_Repository), whether PRISM's tables exist on this site, and the removal of every
 * row a member owns once their contacts are gone (contacts go through Service\Contact_Service::delete_many, so their search rows
 * and everything that hangs off them go the usual way).
 *
 * Which tables hold a member's rows is read from the table definitions (every table with an `owner_id` column),
 * so a table added to Schema is erased without being listed again here. Tables keyed by another member-owned row
 * instead (an import's chunks and rejected rows) are listed in CHILDREN.
 *
 * @package Prism
 */

namespace Prism\Data;

use Prism\Schema\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * Whole-member reads and deletes.
 */
final class Member_Data {

	/**
	 * Logical table without owner_id => array( parent logical table with owner_id, the column holding the parent's id ).
	 * Applied when both tables exist in Schema.
	 */
	private const CHILDREN = array(
		'import_chunks'  => array( 'imports', 'import_id' ),
		'import_rejects' => array( 'imports', 'import_id' ),
	);

	/**
	 * Whether PRISM's tables exist on this site (a multisite site where PRISM never ran has none).
	 */
	public function installed(): bool {
		return Schema::exists( Schema::table( 'contacts' ) );
	}

	/**
	 * The member's resources (links saved with a description), oldest first.
	 *
	 * @param int $owner_id Member.
	 * @return array<int, array<string, mixed>>
	 */
	public function resources( int $owner_id ): array {
		return ( new Resource_Repository() )->all( $owner_id );
	}

	/**
	 * Full names of the tables whose rows carry the member's id in `owner_id`.
	 *
	 * @return string[]
	 */
	public function owned_tables(): array {
		$tables = array();
		foreach ( Schema::definitions() as $definition ) {
			if ( preg_match( '/CREATE TABLE (\S+) \(/', $definition, $m ) && preg_match( '/^\towner_id /m', $definition ) ) {
				$tables[] = $m[1];
			}
		}
		return $tables;
	}

	/**
	 * Deletes every row the member still owns, in every table, and returns how many went. The caller deletes the
	 * member's contacts first (Contact_Service::delete_many); what is left are the rows that hang off the member
	 * rather than a contact: categories, resources, merge records, imports, jobs, reminder-email days.
	 *
	 * @param int $owner_id Member.
	 * @throws \RuntimeException On a database error; the transaction is rolled back.
	 */
	public function erase_rest( int $owner_id ): int {
		return Db::large_transaction(
			function () use ( $owner_id ): int {
				global $wpdb;
				$removed = 0;
				foreach ( self::CHILDREN as $child => $parent ) {
					$tables = $this->tables( array( $child, $parent[0] ) );
					if ( null === $tables ) {
						continue;
					}
					list( $child_table, $parent_table ) = $tables;
					$column                             = $parent[1];
					// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- tables and column from code.
					$removed += (int) Db::check( $wpdb->query( $wpdb->prepare( "DELETE FROM {$child_table} WHERE {$column} IN (SELECT id FROM {$parent_table} WHERE owner_id = %d)", $owner_id ) ) );
				}
				foreach ( $this->owned_tables() as $table ) {
					// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- table from Schema.
					$removed += (int) Db::check( $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE owner_id = %d", $owner_id ) ) );
				}
				return $removed;
			}
		);
	}

	/**
	 * Full names of logical tables, or null when Schema does not define one of them.
	 *
	 * @param string[] $names Logical names.
	 * @return string[]|null
	 */
	private function tables( array $names ): ?array {
		$tables = array();
		foreach ( $names as $name ) {
			try {
				$tables[] = Schema::table( $name );
			} catch ( \InvalidArgumentException $e ) {
				return null;
			}
		}
		return $tables;
	}
}

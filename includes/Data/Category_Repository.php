<?php
/**
 * Categories and their links to contacts.
 *
 * @package Prism
 */

namespace Prism\Data;

use Prism\Domain\Contact_Identity;
use Prism\Schema\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * Category storage.
 */
final class Category_Repository {

	/**
	 * The member's categories by name, each with how many contacts carry it.
	 *
	 * @param int $owner_id Member.
	 * @return array<int, array{id: int, name: string, count: int, cadenceDays: int}>
	 */
	public function all( int $owner_id ): array {
		$categories = Schema::table( 'categories' );
		$links      = Schema::table( 'contact_categories' );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names from Schema.
		$rows   = Db::select( "SELECT id, name, cadence_days FROM {$categories} WHERE owner_id = ? ORDER BY name ASC", array( $owner_id ) );
		$counts = Db::select( "SELECT category_id, COUNT(*) AS n FROM {$links} WHERE owner_id = ? GROUP BY category_id", array( $owner_id ) );
		// phpcs:enable
		$count_by_id = array_column( $counts ? $counts : array(), 'n', 'category_id' );
		$list        = array();
		foreach ( $rows ? $rows : array() as $row ) {
			$list[] = array(
				'id'          => (int) $row['id'],
				'name'        => (string) $row['name'],
				'count'       => (int) ( $count_by_id[ $row['id'] ] ?? 0 ),
				'cadenceDays' => (int) $row['cadence_days'],
			);
		}
		usort( $list, static fn( $a, $b ) => strcasecmp( $a['name'], $b['name'] ) );
		return $list;
	}

	/**
	 * The member's categories without counts (cheap; used for lookups).
	 *
	 * @param int $owner_id Member.
	 * @return array<int, array{id: int, name: string}>
	 */
	private function names( int $owner_id ): array {
		$table = Schema::table( 'categories' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		$rows = Db::select( "SELECT id, name FROM {$table} WHERE owner_id = ?", array( $owner_id ) );
		return array_map(
			static fn( $r ) => array(
				'id'   => (int) $r['id'],
				'name' => (string) $r['name'],
			),
			$rows ? $rows : array()
		);
	}

	/**
	 * Every member's rows after an id, by id (site jobs walk the table with it).
	 *
	 * @param int $after Last id already seen.
	 * @param int $limit Rows.
	 * @return array<int, array<string, mixed>>
	 */
	public function batch_after( int $after, int $limit ): array {
		return Db::rows_after( Schema::table( 'categories' ), $after, $limit );
	}

	/**
	 * One category, or null when it is not the member's.
	 *
	 * @param int $owner_id    Member.
	 * @param int $category_id Category.
	 * @return array{id: int, name: string}|null
	 */
	public function find( int $owner_id, int $category_id ): ?array {
		global $wpdb;
		$table = Schema::table( 'categories' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		$row = Db::row( $wpdb->prepare( "SELECT id, name FROM {$table} WHERE owner_id = %d AND id = %d", $owner_id, $category_id ) );
		return $row ? array(
			'id'   => (int) $row['id'],
			'name' => (string) $row['name'],
		) : null;
	}

	/**
	 * Id of the member's category with this name (case-insensitive), or null.
	 *
	 * @param int    $owner_id Member.
	 * @param string $name     Category name.
	 *
	 * @phpstan-impure
	 */
	public function find_by_name( int $owner_id, string $name ): ?int {
		$ids = $this->ids_by_names( $owner_id, array( $name ) );
		return $ids ? $ids[0] : null;
	}

	/**
	 * Ids of the member's categories with these names (case-insensitive); unknown names are left out.
	 *
	 * @param int      $owner_id Member.
	 * @param string[] $names    Names.
	 * @return int[]
	 */
	public function ids_by_names( int $owner_id, array $names ): array {
		$wanted = array_unique( array_map( static fn( $n ) => Contact_Identity::text_key( (string) $n ), $names ) );
		$ids    = array();
		foreach ( $this->names( $owner_id ) as $category ) {
			if ( in_array( Contact_Identity::text_key( $category['name'] ), $wanted, true ) ) {
				$ids[] = $category['id'];
			}
		}
		return $ids;
	}

	/**
	 * Which of $ids are the member's categories.
	 *
	 * @param int   $owner_id Member.
	 * @param int[] $ids      Category ids.
	 * @return int[]
	 */
	public function owned_ids( int $owner_id, array $ids ): array {
		$own = array_column( $this->names( $owner_id ), 'id' );
		return array_values( array_intersect( Db::ids( $ids ), $own ) );
	}

	/**
	 * Creates a category and returns its id; a name the member already uses returns null.
	 *
	 * @param int    $owner_id Member.
	 * @param string $name     Clean, non-empty name.
	 */
	public function create( int $owner_id, string $name ): ?int {
		global $wpdb;
		if ( null !== $this->find_by_name( $owner_id, $name ) ) {
			return null;
		}
		$suppress = $wpdb->suppress_errors( true );
		$inserted = $wpdb->insert(
			Schema::table( 'categories' ),
			array(
				'owner_id'   => $owner_id,
				'name'       => $name,
				'name_key'   => self::name_key( $name ),
				'created_at' => Db::now(),
			)
		);
		$wpdb->suppress_errors( $suppress );
		if ( false === $inserted && null !== $this->find_by_name( $owner_id, $name ) ) {
			// Another request added the same name a moment ago: the unique key refused the second one.
			return null;
		}
		Db::check( $inserted );
		return (int) $wpdb->insert_id;
	}

	/**
	 * What makes two category names the same one: case and surrounding spaces ignored (Contact_Identity), and
	 * nothing else, so 'Résumé' and 'Resume', or 'Clients' and 'Clients <2024>', are different categories. Stored as a
	 * hash in `name_key` under a unique key: the rule is PHP's on every engine, not the database collation's
	 * (MariaDB's would take 'Café' and 'Cafe' for the same name).
	 *
	 * @param string $name Category name.
	 */
	public static function name_key( string $name ): string {
		return md5( Contact_Identity::text_key( $name ) );
	}

	/**
	 * Id of the named category, created when missing (importers and the demo seed use this).
	 *
	 * @param int    $owner_id Member.
	 * @param string $name     Clean, non-empty name.
	 */
	public function ensure( int $owner_id, string $name ): int {
		return $this->find_by_name( $owner_id, $name ) ?? (int) $this->create( $owner_id, $name );
	}

	/**
	 * Renames a category. Returns false when another category already has the name.
	 *
	 * @param int    $owner_id    Member.
	 * @param int    $category_id Category (already checked to be the member's).
	 * @param string $name        Clean, non-empty name.
	 */
	public function rename( int $owner_id, int $category_id, string $name ): bool {
		global $wpdb;
		$existing = $this->find_by_name( $owner_id, $name );
		if ( null !== $existing && $existing !== $category_id ) {
			return false;
		}
		Db::check(
			$wpdb->update(
				Schema::table( 'categories' ),
				array(
					'name'     => $name,
					'name_key' => self::name_key( $name ),
				),
				array(
					'id'       => $category_id,
					'owner_id' => $owner_id,
				)
			)
		);
		return true;
	}

	/**
	 * Deletes a category and its links (contacts stay).
	 *
	 * @param int $owner_id    Member.
	 * @param int $category_id Category.
	 */
	public function delete( int $owner_id, int $category_id ): void {
		Db::transaction(
			static function () use ( $owner_id, $category_id ): void {
				global $wpdb;
				$keep    = new Keep_In_Touch_Repository();
				$members = $keep->category_cadence( $owner_id, $category_id ) > 0 ? $keep->category_contacts( $owner_id, $category_id ) : array();
				Db::check(
					$wpdb->delete(
						Schema::table( 'contact_categories' ),
						array(
							'owner_id'    => $owner_id,
							'category_id' => $category_id,
						)
					)
				);
				Db::delete_row( Schema::table( 'categories' ), $owner_id, $category_id );
				List_Orders::changed( $owner_id );
				$keep->refresh( $owner_id, $members );
			}
		);
	}

	/**
	 * Applies a tri-state map to contacts in one transaction: 1 adds the category to every contact, -1 removes it
	 * from every contact, 0 (indeterminate) leaves each contact as it is. Ownership is checked by the caller.
	 *
	 * @param int             $owner_id    Member.
	 * @param array<int, int> $states      Category id => 1, 0 or -1.
	 * @param int[]           $contact_ids Contacts.
	 */
	public function apply( int $owner_id, array $states, array $contact_ids ): void {
		$contact_ids = Db::ids( $contact_ids );
		if ( ! $contact_ids ) {
			return;
		}
		Db::transaction(
			function () use ( $owner_id, $states, $contact_ids ): void {
				foreach ( $states as $category_id => $state ) {
					if ( 1 === (int) $state ) {
						$this->attach( $owner_id, (int) $category_id, $contact_ids );
					} elseif ( -1 === (int) $state ) {
						$this->detach( $owner_id, (int) $category_id, $contact_ids );
					}
					// Fault-injection point for the tests (tests/php/Security/FaultsTest.php): nothing listens in production.
					do_action( 'prism_fault_point', 'category-apply' );
				}
			}
		);
	}

	/**
	 * Links a category to contacts that do not have it yet.
	 *
	 * @param int   $owner_id    Member.
	 * @param int   $category_id Category.
	 * @param int[] $contact_ids Contacts.
	 */
	public function attach( int $owner_id, int $category_id, array $contact_ids ): void {
		global $wpdb;
		$links = Schema::table( 'contact_categories' );
		foreach ( array_chunk( Db::ids( $contact_ids ), 500 ) as $chunk ) {
			$sql  = "SELECT contact_id FROM {$links} WHERE owner_id = %d AND category_id = %d AND contact_id IN (" . Db::placeholders( count( $chunk ) ) . ')';
			$have = array_map( 'intval', Db::col( $wpdb->prepare( $sql, $owner_id, $category_id, ...$chunk ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
			$new  = array_values( array_diff( $chunk, $have ) );
			if ( ! $new ) {
				continue;
			}
			Db::insert_integers( $links, array( 'contact_id', 'category_id', 'owner_id' ), array_map( static fn( int $contact_id ): array => array( $contact_id, $category_id, $owner_id ), $new ) );
			$this->cadence_changed( $owner_id, $category_id, $new );
			// The categories' kept bitmaps (Contact_List_Query::category_bitmaps()) are out of date.
			List_Orders::changed( $owner_id );
		}
	}

	/**
	 * Unlinks a category from contacts.
	 *
	 * @param int   $owner_id    Member.
	 * @param int   $category_id Category.
	 * @param int[] $contact_ids Contacts.
	 */
	public function detach( int $owner_id, int $category_id, array $contact_ids ): void {
		global $wpdb;
		$links = Schema::table( 'contact_categories' );
		foreach ( array_chunk( Db::ids( $contact_ids ), 500 ) as $chunk ) {
			$sql = "DELETE FROM {$links} WHERE owner_id = %d AND category_id = %d AND contact_id IN (" . Db::placeholders( count( $chunk ) ) . ')';
			Db::check( $wpdb->query( $wpdb->prepare( $sql, $owner_id, $category_id, ...$chunk ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
			List_Orders::changed( $owner_id );
			$this->cadence_changed( $owner_id, $category_id, $chunk );
		}
	}

	/**
	 * Contacts that joined or left a category with a cadence have their reach-out day worked out again (a category
	 * without one changes nothing: an import's categories cost no more).
	 *
	 * @param int   $owner_id    Member.
	 * @param int   $category_id Category.
	 * @param int[] $contact_ids Contacts.
	 */
	private function cadence_changed( int $owner_id, int $category_id, array $contact_ids ): void {
		$keep = new Keep_In_Touch_Repository();
		if ( $keep->category_cadence( $owner_id, $category_id ) > 0 ) {
			$keep->refresh( $owner_id, $contact_ids );
		}
	}

	/**
	 * Moves the removed contact's categories onto the survivor (union, no repeats) and drops the removed links.
	 *
	 * @param int $owner_id    Member.
	 * @param int $survivor_id Contact that stays.
	 * @param int $removed_id  Contact merged away.
	 */
	public function merge_into( int $owner_id, int $survivor_id, int $removed_id ): void {
		global $wpdb;
		$links = Schema::table( 'contact_categories' );
		foreach ( $this->for_contacts( $owner_id, array( $removed_id ) )[ $removed_id ] ?? array() as $category ) {
			$this->attach( $owner_id, (int) $category['id'], array( $survivor_id ) );
		}
		Db::check(
			$wpdb->delete(
				$links,
				array(
					'owner_id'   => $owner_id,
					'contact_id' => $removed_id,
				)
			)
		);
	}

	/**
	 * Categories of each contact, by contact id, each list by name.
	 *
	 * @param int   $owner_id    Member.
	 * @param int[] $contact_ids Contacts.
	 * @return array<int, array<int, array{id: int, name: string}>>
	 */
	public function for_contacts( int $owner_id, array $contact_ids ): array {
		$links       = Schema::table( 'contact_categories' );
		$categories  = Schema::table( 'categories' );
		$by_contact  = array();
		$contact_ids = Db::ids( $contact_ids );
		if ( ! $contact_ids ) {
			return array();
		}
		// Loading the whole link table once is cheaper than an IN list when most contacts are asked for.
		$whole = count( $contact_ids ) > 500;
		foreach ( $whole ? array( array() ) : array_chunk( $contact_ids, 500 ) as $chunk ) {
			// With an id list, the links are found through their primary key (contact_id, category_id); the category's
			// owner_id keeps the answer to the member's own categories.
			$sql  = "SELECT cc.contact_id, cat.id, cat.name FROM {$links} cc INNER JOIN {$categories} cat ON cat.id = cc.category_id WHERE cat.owner_id = %d";
			$args = array( $owner_id );
			if ( $whole ) {
				$sql   .= ' AND cc.owner_id = %d';
				$args[] = $owner_id;
			} else {
				$sql .= ' AND cc.contact_id IN (' . Db::placeholders( count( $chunk ) ) . ')';
				$args = array_merge( $args, $chunk );
			}
			foreach ( Db::select( Db::positional( $sql ), $args ) as $row ) {
				$by_contact[ (int) $row['contact_id'] ][] = array(
					'id'   => (int) $row['id'],
					'name' => (string) $row['name'],
				);
			}
		}
		foreach ( $by_contact as &$list ) {
			usort( $list, static fn( $a, $b ) => strcasecmp( $a['name'], $b['name'] ) );
		}
		return $by_contact;
	}
}

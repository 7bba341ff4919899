<?php
/**
 * A member's rows of any PRISM table, read and written as they are stored: what a backup reads (Backup\Member_Backup,
 * a page at a time in the order of the table's key) and what a restore writes (Backup\Restore), with the restore's
 * map from the ids rows had in the backup to the ones they have now (`prism_restore_ids`).
 *
 * Tables and columns come from code (Backup\Backup_Tables reads them from Schema), never from a file.
 *
 * @package Prism
 */

namespace Prism\Data;

use Prism\Schema\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * Whole rows of a member's tables.
 */
final class Member_Rows {

	/**
	 * How many rows of a table are the member's.
	 *
	 * @param string $name     Logical table.
	 * @param int    $owner_id Member.
	 */
	public function count( string $name, int $owner_id ): int {
		$table = Schema::table( $name );
		return (int) ( Db::column( "SELECT COUNT(*) FROM {$table} WHERE owner_id = ?", array( $owner_id ) )[0] ?? 0 );
	}

	/**
	 * The member's next rows of a table after a position of its key, in key order, without owner_id; every value as a
	 * string or null (the engines hand numbers back differently).
	 *
	 * @param string                      $name     Logical table.
	 * @param int                         $owner_id Member.
	 * @param string[]                    $columns  The columns to read: the ones Schema defines (an upgraded site's
	 *                                              table may keep a column a version stopped using).
	 * @param string[]                    $key      The key's columns (owner_id left out).
	 * @param array<int, int|string>|null $after    The last row's values of those columns, or null for the first page.
	 * @param int                         $limit    Rows.
	 * @return array<int, array<string, string|null>>
	 */
	public function page( string $name, int $owner_id, array $columns, array $key, ?array $after, int $limit ): array {
		$table = Schema::table( $name );
		$where = '';
		$args  = array( $owner_id );
		if ( null !== $after ) {
			// (a > x) OR (a = x AND b > y) ...: the rows after the last one in key order, on both engines.
			$ors = array();
			foreach ( $key as $i => $column ) {
				$ands = array();
				for ( $j = 0; $j < $i; $j++ ) {
					$ands[] = "{$key[ $j ]} = ?";
					$args[] = $after[ $j ];
				}
				$ands[] = "{$column} > ?";
				$args[] = $after[ $i ];
				$ors[]  = '(' . implode( ' AND ', $ands ) . ')';
			}
			$where = ' AND (' . implode( ' OR ', $ors ) . ')';
		}
		$args[] = $limit;
		$order  = implode( ', ', $key );
		$list   = implode( ', ', array_diff( $columns, array( 'owner_id' ) ) );
		$rows   = Db::select( "SELECT {$list} FROM {$table} WHERE owner_id = ?{$where} ORDER BY {$order} LIMIT ?", $args );
		foreach ( $rows as &$row ) {
			foreach ( $row as &$value ) {
				$value = null === $value ? null : (string) $value;
			}
			unset( $value );
		}
		unset( $row );
		return $rows;
	}

	/**
	 * The series the member's mentoring relationships follow.
	 *
	 * @param int $owner_id Member.
	 * @return int[]
	 */
	public function series_used( int $owner_id ): array {
		$table = Schema::table( 'mentorships' );
		return Db::int_column( "SELECT DISTINCT series_id FROM {$table} WHERE owner_id = ?", array( $owner_id ) );
	}

	/**
	 * Inserts rows for the member (the caller holds the transaction) and, for a table with an AUTO_INCREMENT id, returns
	 * the new ids in the order of the rows.
	 *
	 * @param string                                  $name     Logical table.
	 * @param int                                     $owner_id Member.
	 * @param string[]                                $columns  Columns (from code), owner_id and id left out.
	 * @param array<int, array<int, int|string|null>> $rows     Values in the columns' order.
	 * @param bool                                    $with_id  Whether the table has an id to read back.
	 * @return int[]
	 * @throws \RuntimeException When the rows read back are not the rows inserted (another writer came between).
	 */
	public function insert( string $name, int $owner_id, array $columns, array $rows, bool $with_id ): array {
		if ( ! $rows ) {
			return array();
		}
		$table = Schema::table( $name );
		$floor = $with_id ? Db::max_id( $table ) : 0;
		Db::insert_rows(
			$table,
			array_merge( array( 'owner_id' ), $columns ),
			array_map( static fn( array $row ): array => array_merge( array( $owner_id ), $row ), $rows )
		);
		if ( ! $with_id ) {
			return array();
		}
		$ids = array_map( 'intval', Db::column( "SELECT id FROM {$table} WHERE id > ? AND owner_id = ? ORDER BY id LIMIT ?", array( $floor, $owner_id, count( $rows ) + 1 ) ) );
		if ( count( $ids ) !== count( $rows ) ) {
			throw new \RuntimeException( 'PRISM concurrent write: ' . (int) count( $ids ) . ' rows read back of the ' . (int) count( $rows ) . ' restored.' );
		}
		return $ids;
	}

	/**
	 * The member's categories by name key, among the keys given: name key => id.
	 *
	 * @param int      $owner_id Member.
	 * @param string[] $keys     Name keys.
	 * @return array<string, int>
	 */
	public function categories_by_key( int $owner_id, array $keys ): array {
		$keys = array_values( array_unique( array_map( 'strval', $keys ) ) );
		if ( ! $keys ) {
			return array();
		}
		$table = Schema::table( 'categories' );
		$found = array();
		foreach ( Db::num_rows( "SELECT name_key, id FROM {$table} WHERE owner_id = ? AND name_key IN (" . Db::positional( Db::placeholders( count( $keys ) ) ) . ')', array_merge( array( $owner_id ), $keys ) ) as $row ) {
			$found[ (string) $row[0] ] = (int) $row[1];
		}
		return $found;
	}

	/**
	 * Records which id each restored row of a table has now.
	 *
	 * @param int             $owner_id   Member.
	 * @param int             $restore_id The restore.
	 * @param string          $name       Logical table.
	 * @param array<int, int> $ids        Id in the backup => id now.
	 */
	public function remember( int $owner_id, int $restore_id, string $name, array $ids ): void {
		$rows = array();
		foreach ( $ids as $old => $new ) {
			$rows[] = array( $owner_id, $restore_id, $name, (int) $old, (int) $new );
		}
		foreach ( array_chunk( $rows, 500 ) as $chunk ) {
			Db::insert_rows( Schema::table( 'restore_ids' ), array( 'owner_id', 'restore_id', 'tbl', 'old_id', 'new_id' ), $chunk, true );
		}
	}

	/**
	 * The ids now of rows a restore wrote, by their id in the backup (ids it did not write are left out).
	 *
	 * @param int    $owner_id   Member.
	 * @param int    $restore_id The restore.
	 * @param string $name       Logical table.
	 * @param int[]  $old_ids    Ids in the backup.
	 * @return array<int, int>
	 */
	public function mapped( int $owner_id, int $restore_id, string $name, array $old_ids ): array {
		$table = Schema::table( 'restore_ids' );
		$found = array();
		foreach ( array_chunk( Db::ids( $old_ids ), 500 ) as $chunk ) {
			foreach ( Db::num_rows( "SELECT old_id, new_id FROM {$table} WHERE owner_id = ? AND restore_id = ? AND tbl = ? AND old_id IN (" . Db::positional( Db::placeholders( count( $chunk ) ) ) . ')', array_merge( array( $owner_id, $restore_id, $name ), $chunk ) ) as $row ) {
				$found[ (int) $row[0] ] = (int) $row[1];
			}
		}
		return $found;
	}

	/**
	 * The next rows a restore wrote to a table, after an id in the backup, in the backup's order: id in the backup =>
	 * id now.
	 *
	 * @param int    $owner_id   Member.
	 * @param int    $restore_id The restore.
	 * @param string $name       Logical table.
	 * @param int    $after      The last id in the backup already seen.
	 * @param int    $limit      Rows.
	 * @return array<int, int>
	 */
	public function restored_after( int $owner_id, int $restore_id, string $name, int $after, int $limit ): array {
		$table = Schema::table( 'restore_ids' );
		$found = array();
		foreach ( Db::num_rows( "SELECT old_id, new_id FROM {$table} WHERE owner_id = ? AND restore_id = ? AND tbl = ? AND old_id > ? ORDER BY old_id LIMIT ?", array( $owner_id, $restore_id, $name, $after, $limit ) ) as $row ) {
			$found[ (int) $row[0] ] = (int) $row[1];
		}
		return $found;
	}

	/**
	 * Forgets a restore's ids.
	 *
	 * @param int $owner_id   Member.
	 * @param int $restore_id The restore.
	 */
	public function forget( int $owner_id, int $restore_id ): void {
		$table = Schema::table( 'restore_ids' );
		Db::execute( "DELETE FROM {$table} WHERE owner_id = ? AND restore_id = ?", array( $owner_id, $restore_id ) );
	}
}

<?php
/**
 * The `prism_relationships` table: relationships between a member's contacts (Domain\Relations). One row per
 * relationship, written from one contact's side (contact_id: "related is their <kind>"); both contacts read it. The
 * other person is a contact (related_id) or a name kept as text (related_id 0) until a contact of that name comes
 * (link_names()). A merge moves both sides to the survivor and leaves no repeat (merge_into()); deleting a contact
 * takes its relationships from the other side too (forget(), from Contact_Children::delete()).
 *
 * @package Prism
 */

namespace Prism\Data;

use Prism\Domain\Contact_Fields;
use Prism\Domain\Relations;
use Prism\Schema\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * Relationship storage.
 */
final class Relationship_Repository {

	/**
	 * The relationships that touch a contact, either side, oldest first.
	 *
	 * @param int $owner_id   Member.
	 * @param int $contact_id Contact.
	 * @return array<int, array<string, mixed>>
	 */
	public function touching( int $owner_id, int $contact_id ): array {
		return $this->touching_any( $owner_id, array( $contact_id ) );
	}

	/**
	 * The relationships that touch any of some contacts, either side, oldest first (each once).
	 *
	 * @param int   $owner_id Member.
	 * @param int[] $ids      Contacts.
	 * @return array<int, array<string, mixed>>
	 */
	public function touching_any( int $owner_id, array $ids ): array {
		$table = Schema::table( 'relationships' );
		$rows  = array();
		foreach ( array_chunk( Db::ids( $ids ), 500 ) as $chunk ) {
			$in = implode( ',', array_fill( 0, count( $chunk ), '?' ) );
			foreach ( array( 'contact_id', 'related_id' ) as $side ) {
				foreach ( Db::select( "SELECT * FROM {$table} WHERE owner_id = ? AND {$side} IN ({$in})", array_merge( array( $owner_id ), $chunk ) ) as $row ) {
					$rows[ (int) $row['id'] ] = $row;
				}
			}
		}
		ksort( $rows );
		return array_values( $rows );
	}

	/**
	 * One of the member's relationships, or null.
	 *
	 * @param int $owner_id Member.
	 * @param int $id       Relationship.
	 * @return array<string, mixed>|null
	 */
	public function find( int $owner_id, int $id ): ?array {
		$table = Schema::table( 'relationships' );
		return Db::select( "SELECT * FROM {$table} WHERE owner_id = ? AND id = ?", array( $owner_id, $id ) )[0] ?? null;
	}

	/**
	 * Stores relationships; answers their ids, in order.
	 *
	 * @param int                                                                                                    $owner_id Member.
	 * @param array<int, array{contact_id: int, kind: string, label: string, related_id: int, related_name: string}> $rows Rows.
	 * @return int[]
	 */
	public function insert_many( int $owner_id, array $rows ): array {
		global $wpdb;
		$table = Schema::table( 'relationships' );
		$now   = Db::now();
		$ids   = array();
		foreach ( $rows as $row ) {
			Db::check(
				$wpdb->insert(
					$table,
					array(
						'owner_id'     => $owner_id,
						'contact_id'   => (int) $row['contact_id'],
						'kind'         => (string) $row['kind'],
						'label'        => (string) $row['label'],
						'related_id'   => (int) $row['related_id'],
						'related_name' => (string) $row['related_name'],
						'name_key'     => Relations::name_key( (string) $row['related_name'] ),
						'created_at'   => $now,
						'updated_at'   => $now,
					)
				)
			);
			$ids[] = (int) $wpdb->insert_id;
		}
		return $ids;
	}

	/**
	 * Writes a relationship again, from the side given.
	 *
	 * @param int                                                                                        $owner_id Member.
	 * @param int                                                                                        $id       Relationship.
	 * @param array{contact_id: int, kind: string, label: string, related_id: int, related_name: string} $row Row.
	 */
	public function update( int $owner_id, int $id, array $row ): void {
		Db::update_row(
			Schema::table( 'relationships' ),
			$owner_id,
			$id,
			array(
				'contact_id'   => (int) $row['contact_id'],
				'kind'         => (string) $row['kind'],
				'label'        => (string) $row['label'],
				'related_id'   => (int) $row['related_id'],
				'related_name' => (string) $row['related_name'],
				'name_key'     => Relations::name_key( (string) $row['related_name'] ),
				'updated_at'   => Db::now(),
			)
		);
	}

	/**
	 * Deletes one relationship.
	 *
	 * @param int $owner_id Member.
	 * @param int $id       Relationship.
	 */
	public function delete( int $owner_id, int $id ): void {
		Db::delete_row( Schema::table( 'relationships' ), $owner_id, $id );
	}

	/**
	 * Deletes every relationship of contacts that are being deleted, from both sides. The caller holds the
	 * transaction.
	 *
	 * @param int   $owner_id Member.
	 * @param int[] $ids      Contacts.
	 */
	public function forget( int $owner_id, array $ids ): void {
		$table = Schema::table( 'relationships' );
		foreach ( array_chunk( Db::ids( $ids ), 500 ) as $chunk ) {
			$in = implode( ',', array_fill( 0, count( $chunk ), '?' ) );
			foreach ( array( 'contact_id', 'related_id' ) as $side ) {
				Db::execute( "DELETE FROM {$table} WHERE owner_id = ? AND {$side} IN ({$in})", array_merge( array( $owner_id ), $chunk ) );
			}
		}
	}

	/**
	 * Moves some relationships written from one contact's side to another contact (an import row separated from the
	 * contact it went into takes the ones it named), then removes repeats on both. One that now names the contact
	 * itself goes.
	 *
	 * @param int   $owner_id Member.
	 * @param int[] $ids      Relationships.
	 * @param int   $from     The contact they are written from now (others are left alone).
	 * @param int   $to       The contact they go to.
	 */
	public function move( int $owner_id, array $ids, int $from, int $to ): void {
		$table = Schema::table( 'relationships' );
		foreach ( array_chunk( Db::ids( $ids ), 500 ) as $chunk ) {
			$in = implode( ',', array_fill( 0, count( $chunk ), '?' ) );
			Db::execute( "UPDATE {$table} SET contact_id = ? WHERE owner_id = ? AND contact_id = ? AND id IN ({$in})", array_merge( array( $to, $owner_id, $from ), $chunk ) );
		}
		Db::execute( "DELETE FROM {$table} WHERE owner_id = ? AND contact_id = ? AND related_id = ?", array( $owner_id, $to, $to ) );
		$this->unrepeat( $owner_id, array( $from, $to ) );
	}

	/**
	 * Carries a merged-away contact's relationships to the survivor, from either side: a relationship between the two
	 * goes (a contact is not their own spouse), and one the survivor already has is not repeated (its label kept if
	 * the survivor's has none). The caller holds the merge transaction.
	 *
	 * @param int $owner_id    Member.
	 * @param int $survivor_id Contact that stays.
	 * @param int $removed_id  Contact merged away.
	 */
	public function merge_into( int $owner_id, int $survivor_id, int $removed_id ): void {
		$table = Schema::table( 'relationships' );
		foreach ( array( 'contact_id', 'related_id' ) as $side ) {
			Db::execute( "UPDATE {$table} SET {$side} = ? WHERE owner_id = ? AND {$side} = ?", array( $survivor_id, $owner_id, $removed_id ) );
		}
		Db::execute( "DELETE FROM {$table} WHERE owner_id = ? AND contact_id = ? AND related_id = ?", array( $owner_id, $survivor_id, $survivor_id ) );
		$this->unrepeat( $owner_id, array( $survivor_id ) );
	}

	/**
	 * Links relationships kept as a name to the contact of that name, when exactly one of the member's contacts has
	 * it (as their list shows it: first and last name, case and runs of spaces ignored) and it is not the contact
	 * itself. Reads the rows given, or those whose name is one of $names; answers how many it linked.
	 *
	 * @param int           $owner_id Member.
	 * @param int[]|null    $row_ids  Relationships to try (null: by $names).
	 * @param string[]|null $names    Display names of contacts that just came (null: by $row_ids).
	 */
	public function link_names( int $owner_id, ?array $row_ids, ?array $names = null ): int {
		$table = Schema::table( 'relationships' );
		$rows  = array();
		foreach ( array_chunk( Db::ids( (array) $row_ids ), 500 ) as $chunk ) {
			$in   = implode( ',', array_fill( 0, count( $chunk ), '?' ) );
			$rows = array_merge( $rows, Db::select( "SELECT id, contact_id, name_key FROM {$table} WHERE owner_id = ? AND id IN ({$in}) AND related_id = 0", array_merge( array( $owner_id ), $chunk ) ) );
		}
		$keys = array_values( array_unique( array_filter( array_map( array( Relations::class, 'name_key' ), (array) $names ) ) ) );
		foreach ( array_chunk( $keys, 500 ) as $chunk ) {
			$in   = implode( ',', array_fill( 0, count( $chunk ), '?' ) );
			$rows = array_merge( $rows, Db::select( "SELECT id, contact_id, name_key FROM {$table} WHERE owner_id = ? AND name_key IN ({$in}) AND related_id = 0", array_merge( array( $owner_id ), $chunk ) ) );
		}
		if ( ! $rows ) {
			return 0;
		}
		$holders = $this->name_holders( $owner_id, array_values( array_unique( array_column( $rows, 'name_key' ) ) ) );
		$linked  = array();
		$done    = array();
		foreach ( $rows as $row ) {
			$id    = (int) $row['id'];
			$found = array_values( array_diff( $holders[ (string) $row['name_key'] ] ?? array(), array( (int) $row['contact_id'] ) ) );
			if ( isset( $done[ $id ] ) || 1 !== count( $found ) ) {
				continue;
			}
			$done[ $id ] = true;
			Db::execute( "UPDATE {$table} SET related_id = ?, updated_at = ? WHERE owner_id = ? AND id = ? AND related_id = 0", array( $found[0], Db::now(), $owner_id, $id ) );
			$linked[] = (int) $row['contact_id'];
			$linked[] = $found[0];
		}
		if ( $linked ) {
			$this->unrepeat( $owner_id, array_values( array_unique( $linked ) ) );
		}
		return count( $done );
	}

	/**
	 * The member's contacts whose list name is one of some keys: key => contact ids (from the list's own index).
	 *
	 * @param int      $owner_id Member.
	 * @param string[] $keys     Name keys (Relations::name_key()).
	 * @return array<string, int[]>
	 */
	public function name_holders( int $owner_id, array $keys ): array {
		$contacts = Schema::table( 'contacts' );
		$holders  = array();
		foreach ( array_chunk( array_values( array_filter( $keys ) ), 500 ) as $chunk ) {
			$in = implode( ',', array_fill( 0, count( $chunk ), '?' ) );
			foreach ( Db::select( "SELECT id, sort_name FROM {$contacts} WHERE owner_id = ? AND sort_name IN ({$in})", array_merge( array( $owner_id ), $chunk ) ) as $row ) {
				$holders[ (string) $row['sort_name'] ][] = (int) $row['id'];
			}
		}
		return $holders;
	}

	/**
	 * Removes repeats among the relationships that touch some contacts: the same two people (or the same contact and
	 * name) in the same relationship, written from either side. The one that stays is the oldest with a label (the
	 * role as the member or a file named it: "Mother"), else the oldest.
	 *
	 * @param int   $owner_id Member.
	 * @param int[] $ids      Contacts.
	 */
	public function unrepeat( int $owner_id, array $ids ): void {
		$groups = array();
		foreach ( $this->touching_any( $owner_id, $ids ) as $row ) {
			$groups[ self::sameness( $row ) ][] = $row;
		}
		foreach ( $groups as $rows ) {
			if ( count( $rows ) < 2 ) {
				continue;
			}
			$labelled = array_values( array_filter( $rows, static fn( array $row ): bool => '' !== (string) $row['label'] ) );
			$keep     = (int) ( $labelled[0] ?? $rows[0] )['id'];
			foreach ( $rows as $row ) {
				if ( (int) $row['id'] !== $keep ) {
					$this->delete( $owner_id, (int) $row['id'] );
				}
			}
		}
	}

	/**
	 * What makes two relationships the same: the two people and the kind, read from the lower contact id's side; a
	 * name kept as text is read from its contact's side.
	 *
	 * @param array<string, mixed> $row Relationship row.
	 */
	public static function sameness( array $row ): string {
		$contact = (int) $row['contact_id'];
		$related = (int) $row['related_id'];
		$kind    = Relations::is_kind( $row['kind'] ) ? (string) $row['kind'] : 'other';
		if ( 0 === $related ) {
			return "{$contact}|{$kind}|n:" . $row['name_key'] . ( 'other' === $kind ? '|' . mb_strtolower( (string) $row['label'] ) : '' );
		}
		$label = 'other' === $kind ? '|' . mb_strtolower( (string) $row['label'] ) : '';
		if ( $contact < $related ) {
			return "{$contact}|{$kind}|{$related}{$label}";
		}
		// 'other' relationships are compared by label from their own side only: "Godmother" is not "Godmother of".
		return "{$related}|" . Relations::REVERSE[ $kind ] . "|{$contact}" . ( '' !== $label ? "|r{$label}" : '' );
	}

	/**
	 * The most relationships one of the member's contacts has, either side (a CSV export's Relation columns).
	 *
	 * @param int $owner_id Member.
	 */
	public function most_per_contact( int $owner_id ): int {
		$table = Schema::table( 'relationships' );
		return (int) ( Db::column( "SELECT COUNT(*) AS n FROM (SELECT contact_id AS c FROM {$table} WHERE owner_id = ? UNION ALL SELECT related_id AS c FROM {$table} WHERE owner_id = ? AND related_id > 0) sides GROUP BY c ORDER BY n DESC LIMIT 1", array( $owner_id, $owner_id ) )[0] ?? 0 );
	}

	/**
	 * How many relationships touch a contact.
	 *
	 * @param int $owner_id   Member.
	 * @param int $contact_id Contact.
	 */
	public function count_touching( int $owner_id, int $contact_id ): int {
		return count( $this->touching( $owner_id, $contact_id ) );
	}

	/**
	 * The contacts a list of relationships names (both sides): id => name, archived, deceased.
	 *
	 * @param int                              $owner_id Member.
	 * @param array<int, array<string, mixed>> $rows     Relationship rows.
	 * @return array<int, array{name: string, archived: bool, deceased: bool}>
	 */
	public function people( int $owner_id, array $rows ): array {
		$ids = array();
		foreach ( $rows as $row ) {
			$ids[] = (int) $row['contact_id'];
			$ids[] = (int) $row['related_id'];
		}
		$people = array();
		foreach ( ( new Contact_Repository() )->find_many( $owner_id, array_values( array_filter( array_unique( $ids ) ) ) ) as $contact ) {
			$people[ (int) $contact['id'] ] = array(
				'name'     => Contact_Fields::display_name( Contact_Fields::from_row( $contact ) ),
				'archived' => null !== ( $contact['archived_at'] ?? null ),
				'deceased' => (bool) (int) ( $contact['deceased'] ?? 0 ),
			);
		}
		return $people;
	}
}

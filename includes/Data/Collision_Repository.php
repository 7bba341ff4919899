<?php
/**
 * A member's duplicate suggestions (`prism_collisions`) as the merge screen reads and settles them: the pending
 * pairs, best first and paged; one pair by id for its owner; dismissing a pair. Suggestions are stored by
 * Data\Duplicate_Finder and merged through Service\Contact_Service::merge() (docs/duplicates.md).
 *
 * @package Prism
 */

namespace Prism\Data;

use Prism\Schema\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * Duplicate suggestions.
 */
final class Collision_Repository {

	/** State of a suggestion the member has not acted on. */
	public const PENDING = 'pending';

	/** State of a suggestion the member dismissed: never suggested again. */
	public const DISMISSED = 'dismissed';

	/** State of a suggestion the member merged. */
	public const MERGED = 'merged';

	/**
	 * The member's pending pairs, highest score first (then oldest first), $limit from $offset.
	 *
	 * @param int $owner_id Member.
	 * @param int $offset   Pairs to skip.
	 * @param int $limit    Pairs at most; 0 for all.
	 * @return array<int, array{id: int, first_id: int, second_id: int, reasons: string[], score: int}>
	 */
	public function pending( int $owner_id, int $offset = 0, int $limit = 0 ): array {
		$table = Schema::table( 'collisions' );
		$sql   = "SELECT id, first_id, second_id, reason, score FROM {$table} c WHERE owner_id = ? AND state = ? AND " . self::both_exist() . ' ORDER BY score DESC, id';
		$args  = array( $owner_id, self::PENDING );
		if ( $limit > 0 ) {
			$sql   .= ' LIMIT ? OFFSET ?';
			$args[] = $limit;
			$args[] = max( 0, $offset );
		}
		return array_map( array( self::class, 'shape' ), Db::select( $sql, $args ) );
	}

	/**
	 * How many pairs of the member are pending.
	 *
	 * @param int $owner_id Member.
	 * @phpstan-impure
	 */
	public function count_pending( int $owner_id ): int {
		$table = Schema::table( 'collisions' );
		return (int) ( Db::column( "SELECT COUNT(*) FROM {$table} c WHERE owner_id = ? AND state = ? AND " . self::both_exist(), array( $owner_id, self::PENDING ) )[0] ?? 0 );
	}

	/**
	 * SQL: both contacts of the pair `c` still exist and neither is archived. A pair stored while one of its contacts
	 * was being deleted (a scan reads before it writes) is never shown or counted; merging or dismissing it drops it
	 * (drop()). A pair with an archived contact is kept, unshown, and shown again once the contact is restored.
	 */
	private static function both_exist(): string {
		$contacts = Schema::table( 'contacts' );
		return "EXISTS (SELECT 1 FROM {$contacts} a WHERE a.id = c.first_id AND a.owner_id = c.owner_id AND a.archived_at IS NULL) AND EXISTS (SELECT 1 FROM {$contacts} b WHERE b.id = c.second_id AND b.owner_id = c.owner_id AND b.archived_at IS NULL)";
	}

	/**
	 * Deletes one suggestion of the member (a pair whose contact is gone).
	 *
	 * @param int $owner_id     Member.
	 * @param int $collision_id Suggestion.
	 */
	public function drop( int $owner_id, int $collision_id ): void {
		global $wpdb;
		Db::check(
			$wpdb->delete(
				Schema::table( 'collisions' ),
				array(
					'id'       => $collision_id,
					'owner_id' => $owner_id,
				),
				array( '%d', '%d' )
			)
		);
	}

	/**
	 * One suggestion of the member, whatever its state, or null when it does not exist or is another member's.
	 *
	 * @param int $owner_id     Member.
	 * @param int $collision_id Suggestion.
	 * @return array{id: int, first_id: int, second_id: int, reasons: string[], score: int, state: string}|null
	 * @phpstan-impure
	 */
	public function find( int $owner_id, int $collision_id ): ?array {
		$table = Schema::table( 'collisions' );
		$rows  = Db::select( "SELECT id, first_id, second_id, reason, score, state FROM {$table} WHERE id = ? AND owner_id = ?", array( $collision_id, $owner_id ) );
		if ( ! $rows ) {
			return null;
		}
		return self::shape( $rows[0] ) + array( 'state' => (string) $rows[0]['state'] );
	}

	/**
	 * Records that two contacts are not to be suggested as duplicates (the member separated them): a dismissed pair,
	 * whether it was pending, dismissed already or never suggested. The caller holds the transaction.
	 *
	 * @param int $owner_id Member.
	 * @param int $a        A contact.
	 * @param int $b        Another contact.
	 */
	public function keep_apart( int $owner_id, int $a, int $b ): void {
		global $wpdb;
		if ( $a === $b ) {
			return;
		}
		$table = Schema::table( 'collisions' );
		$first = min( $a, $b );
		$last  = max( $a, $b );
		$now   = Db::now();
		Db::insert_rows( $table, array( 'owner_id', 'first_id', 'second_id', 'state', 'reason', 'score', 'created_at', 'resolved_at' ), array( array( $owner_id, $first, $last, self::DISMISSED, '', 0, $now, $now ) ), true );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		Db::check( $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET state = %s, resolved_at = %s WHERE owner_id = %d AND first_id = %d AND second_id = %d AND state = %s", self::DISMISSED, $now, $owner_id, $first, $last, self::PENDING ) ) );
	}

	/**
	 * Settles a pending suggestion: DISMISSED (never suggested again) or MERGED. Answers whether it was pending and
	 * this call changed it (false: it was not, and nothing changed); one statement, so of two concurrent calls only
	 * one wins.
	 *
	 * @param int    $owner_id     Member.
	 * @param int    $collision_id Suggestion.
	 * @param string $state        DISMISSED or MERGED.
	 */
	public function settle( int $owner_id, int $collision_id, string $state ): bool {
		global $wpdb;
		$table = Schema::table( 'collisions' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		$changed = Db::check( $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET state = %s, resolved_at = %s WHERE id = %d AND owner_id = %d AND state = %s", $state, Db::now(), $collision_id, $owner_id, self::PENDING ) ) );
		return (int) $changed > 0;
	}

	/**
	 * Dismisses a pending suggestion (settle() with DISMISSED).
	 *
	 * @param int $owner_id     Member.
	 * @param int $collision_id Suggestion.
	 */
	public function dismiss( int $owner_id, int $collision_id ): bool {
		return $this->settle( $owner_id, $collision_id, self::DISMISSED );
	}

	/**
	 * A row as this repository answers it.
	 *
	 * @param array<string, mixed> $row Row.
	 * @return array{id: int, first_id: int, second_id: int, reasons: string[], score: int}
	 */
	private static function shape( array $row ): array {
		return array(
			'id'        => (int) $row['id'],
			'first_id'  => (int) $row['first_id'],
			'second_id' => (int) $row['second_id'],
			'reasons'   => array_values( array_filter( array_map( 'trim', explode( ',', (string) $row['reason'] ) ), static fn( string $code ): bool => '' !== $code ) ),
			'score'     => (int) $row['score'],
		);
	}
}

<?php
/**
 * Finds a member's likely duplicate contacts (docs/duplicates.md, "Detection"): the candidates of a contact are the
 * contacts that share one of its blocking keys in `prism_contact_keys` (batched lookups, never all pairs); each pair
 * is scored by Domain\Duplicate_Rules and stored as a pending suggestion in `prism_collisions` unless the pair is
 * already there in any state, so a dismissed or merged pair is never suggested again.
 *
 * @package Prism
 */

namespace Prism\Data;

use Prism\Domain\Contact_Fields;
use Prism\Domain\Duplicate_Rules;
use Prism\Schema\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * Duplicate detection.
 */
final class Duplicate_Finder {

	/** A key held by more contacts than this is too common to say anything (a common name, a shared switchboard). */
	public const MAX_GROUP = 25;

	/**
	 * A work email domain shared by more of the member's contacts than this is like a free-mail domain: a similar
	 * name at it is no evidence (a large employer, or every contact of an address book exported from one company).
	 */
	public const MAX_DOMAIN = 50;

	/** The key kinds candidates are found by. */
	private const KINDS = array(
		Contact_Keys::DUPLICATE_EMAIL,
		Contact_Keys::PHONE,
		Contact_Keys::LINKEDIN,
		Contact_Keys::DUPLICATE_PROFILE,
		Contact_Keys::DUPLICATE_NAME,
	);

	/**
	 * Checks contacts against the member's others and stores the new suggestions. Called after a contact is added
	 * or edited (its keys are written by then).
	 *
	 * @param int   $owner_id    Member.
	 * @param int[] $contact_ids Contacts to check.
	 * @return int How many new pending suggestions were stored.
	 */
	public function check( int $owner_id, array $contact_ids ): int {
		return $this->check_after( $owner_id, $contact_ids, 0 );
	}

	/**
	 * The full rescan's batch: checks the member's contacts after id $after, $limit of them, in id order.
	 *
	 * @param int $owner_id Member.
	 * @param int $after    Last contact id already checked by this scan (0 to start).
	 * @param int $limit    Contacts per batch.
	 * @return array{after: int, checked: int, left: int}
	 */
	public function scan( int $owner_id, int $after, int $limit = 500 ): array {
		$table = Schema::table( 'contacts' );
		$ids   = array_map( 'intval', Db::column( "SELECT id FROM {$table} WHERE owner_id = ? AND id > ? ORDER BY id ASC LIMIT ?", array( $owner_id, $after, max( 0, $limit ) ) ) );
		if ( $ids ) {
			// Contacts up to $after were checked against every other contact already: their pairs are stored.
			$this->check_after( $owner_id, $ids, $after );
			$after = max( $ids );
		}
		$left = (int) ( Db::column( "SELECT COUNT(*) FROM {$table} WHERE owner_id = ? AND id > ?", array( $owner_id, $after ) )[0] ?? 0 );
		return array(
			'after'   => $after,
			'checked' => count( $ids ),
			'left'    => $left,
		);
	}

	/**
	 * Checks contacts against the member's others, skipping candidates with an id up to $skip_upto.
	 *
	 * @param int   $owner_id    Member.
	 * @param int[] $contact_ids Contacts to check.
	 * @param int   $skip_upto   Candidates at or below this id are not paired (0: none skipped).
	 * @return int New pending suggestions.
	 */
	private function check_after( int $owner_id, array $contact_ids, int $skip_upto ): int {
		$repository = new Contact_Repository();
		$keys       = new Contact_Keys();
		$values     = array();
		foreach ( $repository->find_many( $owner_id, $contact_ids ) as $row ) {
			$values[ (int) $row['id'] ] = Contact_Fields::from_row( $row );
		}
		if ( ! $values ) {
			return 0;
		}

		// The checked contacts' keys, then every contact holding one of them: one lookup per kind per batch.
		$wanted = array_fill_keys( self::KINDS, array() );
		$owners = array();
		foreach ( $values as $id => $contact ) {
			foreach ( array_intersect_key( Contact_Keys::of( $contact ), $wanted ) as $kind => $list ) {
				foreach ( $list as $key ) {
					$wanted[ $kind ][]              = $key;
					$owners[ $kind . ':' . $key ][] = $id;
				}
			}
		}
		$name_keys = array( Contact_Keys::DUPLICATE_NAME => $wanted[ Contact_Keys::DUPLICATE_NAME ] );
		unset( $wanted[ Contact_Keys::DUPLICATE_NAME ] );
		// Emails, phones and profiles are rarely shared: read with their holders at once. Name keys often are, so
		// their holders are counted first and a common one's are never read.
		$found = $keys->find( $owner_id, array_filter( $wanted ) ) + $keys->find( $owner_id, array_filter( $name_keys ), self::MAX_GROUP );
		$pairs = array();
		foreach ( $found as $key => $holders ) {
			if ( count( $holders ) > self::MAX_GROUP ) {
				continue;
			}
			foreach ( array_unique( $owners[ $key ] ?? array() ) as $id ) {
				foreach ( $holders as $other ) {
					if ( $other === $id || ( $other <= $skip_upto && ! isset( $values[ $other ] ) ) ) {
						continue;
					}
					$pairs[ min( $id, $other ) . ':' . max( $id, $other ) ] = true;
				}
			}
		}
		if ( ! $pairs ) {
			return 0;
		}

		$missing = array();
		foreach ( array_keys( $pairs ) as $pair ) {
			foreach ( array_map( 'intval', explode( ':', $pair ) ) as $id ) {
				if ( ! isset( $values[ $id ] ) ) {
					$missing[ $id ] = $id;
				}
			}
		}
		foreach ( $repository->find_many( $owner_id, array_values( $missing ) ) as $row ) {
			$values[ (int) $row['id'] ] = Contact_Fields::from_row( $row );
		}

		$features = array_map( array( Duplicate_Rules::class, 'features' ), $values );
		$features = $this->without_common_domains( $owner_id, $features, $keys );
		$now      = Db::now();
		$rows     = array();
		foreach ( array_keys( $pairs ) as $pair ) {
			list( $first, $second ) = array_map( 'intval', explode( ':', $pair ) );
			if ( ! isset( $features[ $first ], $features[ $second ] ) ) {
				continue;
			}
			$match = Duplicate_Rules::score_features( $features[ $first ], $features[ $second ] );
			if ( null !== $match ) {
				$rows[] = array( $owner_id, $first, $second, 'pending', implode( ',', $match['reasons'] ), $match['score'], $now );
			}
		}
		if ( ! $rows ) {
			return 0;
		}
		$before = $this->count( $owner_id );
		Db::insert_rows( Schema::table( 'collisions' ), array( 'owner_id', 'first_id', 'second_id', 'state', 'reason', 'score', 'created_at' ), $rows, true );
		return $this->count( $owner_id ) - $before;
	}

	/**
	 * Features with the work email domains that more than MAX_DOMAIN of the member's contacts share left out (their
	 * holders are counted from the key index; a common domain's holders are never read).
	 *
	 * @param int                              $owner_id Member.
	 * @param array<int, array<string, mixed>> $features Contact id => Duplicate_Rules::features().
	 * @param Contact_Keys                     $keys     Key lookups.
	 * @return array<int, array<string, mixed>>
	 */
	private function without_common_domains( int $owner_id, array $features, Contact_Keys $keys ): array {
		$domains = array();
		foreach ( $features as $feature ) {
			foreach ( (array) $feature['domains'] as $domain ) {
				$domains[ (string) $domain ] = true;
			}
		}
		if ( ! $domains ) {
			return $features;
		}
		$stored = array();
		foreach ( array_keys( $domains ) as $domain ) {
			$stored[ Duplicate_Rules::short( $domain ) ] = $domain;
		}
		$found    = $keys->find( $owner_id, array( Duplicate_Rules::KIND_DOMAIN => array_keys( $stored ) ), self::MAX_DOMAIN );
		$uncommon = array();
		foreach ( array_keys( $found ) as $key ) {
			$uncommon[] = $stored[ substr( (string) $key, strlen( Duplicate_Rules::KIND_DOMAIN ) + 1 ) ] ?? '';
		}
		foreach ( $features as $id => $feature ) {
			$features[ $id ]['domains'] = array_values( array_intersect( (array) $feature['domains'], $uncommon ) );
		}
		return $features;
	}

	/**
	 * How many pairs of the member are stored, in any state.
	 *
	 * @param int $owner_id Member.
	 */
	private function count( int $owner_id ): int {
		$table = Schema::table( 'collisions' );
		return (int) ( Db::column( "SELECT COUNT(*) FROM {$table} WHERE owner_id = ?", array( $owner_id ) )[0] ?? 0 );
	}
}

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

	/**
	 * Work domain => how many of the member's contacts share it, as counted by this finder (a scan's slice checks
	 * batch after batch with one finder; a domain is counted once a slice).
	 *
	 * @var array<int, array<string, int>> Member => domain => holders.
	 */
	private array $domain_holders = array();

	/**
	 * First names (`g`) and last names (`f`) => how many of the member's contacts carry them, and `named` => how many
	 * have both, as counted by this finder (once a scan's slice, like the domains).
	 *
	 * @var array<int, array{g: array<string, int>, f: array<string, int>, named: int|null}> Member => counts.
	 */
	private array $name_holders = array();

	/**
	 * Whether every contact's keys are listed (Jobs\Contact_Keys_Job), as this finder read it: until then the first
	 * and last names are not all counted, so no name is called rare.
	 *
	 * @var bool|null
	 */
	private ?bool $keys_listed = null;

	/**
	 * Checks contacts against the member's others and stores the new suggestions. Called after a contact is added
	 * or edited (its keys are written by then).
	 *
	 * @param int   $owner_id    Member.
	 * @param int[] $contact_ids Contacts to check.
	 * @return int How many new pending suggestions were stored.
	 */
	public function check( int $owner_id, array $contact_ids ): int {
		// Counted afresh: the contacts just saved may have changed what is common (a scan counts once, see scan()).
		unset( $this->domain_holders[ $owner_id ], $this->name_holders[ $owner_id ] );
		return $this->check_after( $owner_id, $contact_ids, null );
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
	 * Checks contacts against the member's others. In a full scan ($skip_upto set), a candidate at or below
	 * $skip_upto was checked against everyone earlier in the same scan and is not paired again, except a name-alike
	 * found by a plain name key (`z`, `b`): a contact with no email and no phone looks up every similar name, the
	 * others look up only the similar names of contacts without, so such a pair is stored by whichever side is
	 * checked (INSERT IGNORE keeps it once).
	 *
	 * @param int      $owner_id    Member.
	 * @param int[]    $contact_ids Contacts to check.
	 * @param int|null $skip_upto   A scan's last contact id already checked; null for a check of these contacts.
	 * @return int New pending suggestions.
	 */
	private function check_after( int $owner_id, array $contact_ids, ?int $skip_upto ): int {
		$repository = new Contact_Repository();
		$keys       = new Contact_Keys();
		$values     = array();
		foreach ( $repository->find_many( $owner_id, $contact_ids ) as $row ) {
			$values[ (int) $row['id'] ] = Contact_Fields::from_row( $row );
		}
		if ( ! $values ) {
			return 0;
		}
		// The phone numbers' keys (E.164), computed once here and handed to the rules below: parsing is most of the
		// cost of reading a contact (Contact_Identity remembers each number it parsed for the request).
		$phones = array();
		foreach ( $values as $id => $contact ) {
			$phones[ $id ] = Contact_Keys::of_kind( $contact, Contact_Keys::PHONE );
		}
		$features = array();
		foreach ( $values as $id => $contact ) {
			$features[ $id ] = Duplicate_Rules::features( $contact, $phones[ $id ] ?? array() );
		}
		// The checked contacts whose full name is rare in the member's network: the same name is evidence, so they
		// look up everyone holding their name key (a handful: a rare name has at most MAX_NAMESAKES holders).
		$rare = $this->rare_names( $owner_id, $features, $keys );

		// The keys the checked contacts' candidates are found by (Duplicate_Rules::find_keys), then every contact
		// holding one of them: one lookup per kind per 500 keys. A similar name at a work domain counts only when
		// few of the member's contacts share the domain, so the domains are counted first (from the key index).
		$wanted  = array();
		$owners  = array();
		$domains = array();
		foreach ( $values as $id => $contact ) {
			$find = Duplicate_Rules::find_keys( $contact, $phones[ $id ] ?? array() );
			foreach ( $find['domain_keys'] as $domain => $list ) {
				$domains[ (string) $domain ][ $id ] = $list;
			}
			foreach ( $find['keys'] as $kind => $list ) {
				foreach ( $list as $key ) {
					$wanted[ $kind ][]              = $key;
					$owners[ $kind . ':' . $key ][] = $id;
				}
			}
		}
		$rare_names = array();
		foreach ( $rare as $id => $name ) {
			$wanted[ Contact_Keys::DUPLICATE_NAME ][]                                 = $name['name'];
			$owners[ Contact_Keys::DUPLICATE_NAME . ':' . $name['name'] ][]           = $id;
			$rare_names[ $features[ $id ]['first'] . ' ' . $features[ $id ]['last'] ] = true;
		}
		$uncommon = $this->uncommon_domains( $owner_id, array_keys( $domains ), $keys );
		foreach ( $uncommon as $domain ) {
			foreach ( $domains[ $domain ] as $id => $list ) {
				foreach ( $list as $key ) {
					$wanted[ Contact_Keys::DUPLICATE_NAME_WITH ][]              = $key;
					$owners[ Contact_Keys::DUPLICATE_NAME_WITH . ':' . $key ][] = $id;
				}
			}
		}
		// Plain name keys (`b`, everyone's; `z`, those with no email and no phone) are shared by everyone of a common
		// name: their holders are counted first and a common one's are never read. Emails, phones, profiles and names
		// with a second signal are rarely shared: read with their holders at once, a group over MAX_GROUP dropped
		// after reading.
		$names = array();
		foreach ( array( Contact_Keys::DUPLICATE_NAME_ALONE, Contact_Keys::DUPLICATE_NAME ) as $kind ) {
			if ( ! empty( $wanted[ $kind ] ) ) {
				$names[ $kind ] = $wanted[ $kind ];
			}
			unset( $wanted[ $kind ] );
		}
		$found = $keys->find( $owner_id, $wanted ) + $keys->find( $owner_id, $names, self::MAX_GROUP );
		$pairs = array();
		foreach ( $found as $key => $holders ) {
			if ( count( $holders ) > self::MAX_GROUP ) {
				continue;
			}
			// A pair of a contact without email and phone and one with is found from both sides (`z` by the one with,
			// `b` by the one without), whichever was checked first in a scan: not skipped. Two namesakes of a rare
			// name both look their `b` key up, so either side would do.
			$skip = in_array( substr( (string) $key, 0, 2 ), array( Contact_Keys::DUPLICATE_NAME_ALONE . ':', Contact_Keys::DUPLICATE_NAME . ':' ), true ) ? 0 : (int) $skip_upto;
			foreach ( array_unique( $owners[ $key ] ?? array() ) as $id ) {
				foreach ( $holders as $other ) {
					if ( $other === $id || ( $other <= $skip && ! isset( $values[ $other ] ) ) ) {
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
			$phones[ (int) $row['id'] ] = Contact_Keys::of_kind( $values[ (int) $row['id'] ], Contact_Keys::PHONE );
		}

		// A pair shares a domain only if a checked contact has it: the checked contacts' uncommon domains are all
		// that can count. A candidate's full name is rare when it is a checked contact's rare name (same first and
		// last name: the same counts).
		foreach ( $values as $id => $contact ) {
			if ( ! isset( $features[ $id ] ) ) {
				$features[ $id ] = Duplicate_Rules::features( $contact, $phones[ $id ] ?? array() );
			}
			$features[ $id ]['domains']   = array_values( array_intersect( (array) $features[ $id ]['domains'], $uncommon ) );
			$features[ $id ]['rare_name'] = isset( $rare[ $id ] ) || ( null !== Duplicate_Rules::rare_name_keys( $features[ $id ] ) && isset( $rare_names[ $features[ $id ]['first'] . ' ' . $features[ $id ]['last'] ] ) );
		}
		$now  = Db::now();
		$rows = array();
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
		return Db::insert_rows( Schema::table( 'collisions' ), array( 'owner_id', 'first_id', 'second_id', 'state', 'reason', 'score', 'created_at' ), $rows, true );
	}

	/**
	 * The contacts among these whose full name is rare in the member's network (Duplicate_Rules::name_is_rare()), read
	 * from the key index: the holders of each name key first (a name more than MAX_NAMESAKES carry goes no further),
	 * then of its first and last names and the member's contacts with both (counted once per finder).
	 *
	 * @param int                                            $owner_id Member.
	 * @param array<int, array{first: string, last: string}> $features Contact id => its features.
	 * @param Contact_Keys                                   $keys     Key lookups.
	 * @return array<int, array{name: string, first: string, last: string}> Contact id => its name keys.
	 */
	private function rare_names( int $owner_id, array $features, Contact_Keys $keys ): array {
		$names = array();
		foreach ( $features as $id => $feature ) {
			$name = Duplicate_Rules::rare_name_keys( $feature );
			if ( null !== $name ) {
				$names[ $id ] = $name;
			}
		}
		if ( ! $names ) {
			return array();
		}
		$this->keys_listed ??= Contact_Keys::listed();
		if ( ! $this->keys_listed ) {
			return array();
		}
		$namesakes = $keys->holders( $owner_id, Duplicate_Rules::KIND_NAME, array_column( $names, 'name' ) );
		$names     = array_filter( $names, static fn( array $name ): bool => ( $namesakes[ $name['name'] ] ?? 0 ) >= 2 && $namesakes[ $name['name'] ] <= Duplicate_Rules::MAX_NAMESAKES );
		if ( ! $names ) {
			return array();
		}
		$counts = $this->name_holders[ $owner_id ] ?? array(
			Duplicate_Rules::KIND_FIRST_NAME => array(),
			Duplicate_Rules::KIND_LAST_NAME  => array(),
			'named'                          => null,
		);
		foreach ( array(
			Duplicate_Rules::KIND_FIRST_NAME => 'first',
			Duplicate_Rules::KIND_LAST_NAME  => 'last',
		) as $kind => $part ) {
			$unknown = array_values( array_diff( array_unique( array_column( $names, $part ) ), array_keys( $counts[ $kind ] ) ) );
			if ( $unknown ) {
				$counts[ $kind ] += $keys->holders( $owner_id, $kind, $unknown ) + array_fill_keys( $unknown, 0 );
			}
		}
		if ( null === $counts['named'] ) {
			$counts['named'] = $keys->count( $owner_id, Duplicate_Rules::KIND_LAST_NAME );
		}
		$this->name_holders[ $owner_id ] = $counts;

		$rare = array();
		foreach ( $names as $id => $name ) {
			if ( Duplicate_Rules::name_is_rare( $namesakes[ $name['name'] ], $counts[ Duplicate_Rules::KIND_FIRST_NAME ][ $name['first'] ] ?? 0, $counts[ Duplicate_Rules::KIND_LAST_NAME ][ $name['last'] ] ?? 0, (int) $counts['named'] ) ) {
				$rare[ $id ] = $name;
			}
		}
		return $rare;
	}

	/**
	 * The work email domains that at most MAX_DOMAIN of the member's contacts share (counted from the key index; a
	 * common domain's holders are never read).
	 *
	 * @param int          $owner_id Member.
	 * @param string[]     $domains  Domains.
	 * @param Contact_Keys $keys     Key lookups.
	 * @return string[]
	 */
	private function uncommon_domains( int $owner_id, array $domains, Contact_Keys $keys ): array {
		if ( ! $domains ) {
			return array();
		}
		$known  = $this->domain_holders[ $owner_id ] ?? array();
		$stored = array();
		foreach ( $domains as $domain ) {
			if ( ! isset( $known[ (string) $domain ] ) ) {
				$stored[ Duplicate_Rules::short( (string) $domain ) ] = (string) $domain;
				$known[ (string) $domain ]                            = 0;
			}
		}
		if ( $stored ) {
			foreach ( $keys->holders( $owner_id, Duplicate_Rules::KIND_DOMAIN, array_keys( $stored ) ) as $key => $holders ) {
				if ( isset( $stored[ $key ] ) ) {
					$known[ $stored[ $key ] ] = $holders;
				}
			}
			$this->domain_holders[ $owner_id ] = $known;
		}
		$uncommon = array();
		foreach ( $domains as $domain ) {
			if ( $known[ (string) $domain ] > 0 && $known[ (string) $domain ] <= self::MAX_DOMAIN ) {
				$uncommon[] = (string) $domain;
			}
		}
		return $uncommon;
	}
}

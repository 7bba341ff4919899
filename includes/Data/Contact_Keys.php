<?php
/**
 * The `prism_match_keys` table: each contact's match keys — its emails (case ignored), phone numbers (E.164 when
 * libphonenumber reads them, else their digits) and LinkedIn profile (scheme, www, trailing slash and case ignored).
 * An import finds the contacts a row matches with indexed lookups instead of reading every contact. The name and
 * company are keyed too, for rows that carry nothing else. Duplicate detection (Data\Duplicate_Finder) adds its own
 * kinds: canonical emails, other social profiles, name keys, and first and last names it counts
 * (Domain\Duplicate_Rules::block_keys). The keys are
 * written with every contact write (Service\Contact_Service) and listed for contacts stored before schema version 16
 * by a site job (Jobs\Contact_Keys_Job).
 *
 * @package Prism
 */

namespace Prism\Data;

use Prism\Domain\Contact_Fields;
use Prism\Domain\Contact_Identity;
use Prism\Domain\Duplicate_Rules;
use Prism\Schema\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * Contact match keys.
 */
final class Contact_Keys {

	public const EMAIL    = 'e';
	public const PHONE    = 'p';
	public const LINKEDIN = 'l';
	/** Name and company: matches only rows that carry no email, phone or profile (see Import_Applier). */
	public const NAME = 'n';

	/** Stored type name of the site job that lists every contact's keys (Jobs\Contact_Keys_Job). */
	public const JOB = 'contact_keys';
	/** Duplicate detection (Domain\Duplicate_Rules::block_keys): canonical email, other social profiles, name keys. */
	public const DUPLICATE_EMAIL      = Duplicate_Rules::KIND_EMAIL;
	public const DUPLICATE_PROFILE    = Duplicate_Rules::KIND_PROFILE;
	public const DUPLICATE_NAME_ALONE = Duplicate_Rules::KIND_NAME_ALONE;
	public const DUPLICATE_NAME       = Duplicate_Rules::KIND_NAME;
	public const DUPLICATE_NAME_WITH  = Duplicate_Rules::KIND_NAME_WITH;
	/** First and last names, counted to tell a rare full name (Duplicate_Rules::name_is_rare). */
	public const DUPLICATE_FIRST_NAME = Duplicate_Rules::KIND_FIRST_NAME;
	public const DUPLICATE_LAST_NAME  = Duplicate_Rules::KIND_LAST_NAME;

	/** Rows per INSERT. */
	private const CHUNK = 500;

	/**
	 * The match keys of contact values: kind => keys (each once; empty values give none).
	 *
	 * @param array<string, string> $values Values by API field.
	 * @return array<string, string[]>
	 */
	public static function of( array $values ): array {
		$keys = array(
			self::EMAIL    => array(),
			self::PHONE    => array(),
			self::LINKEDIN => array(),
			self::NAME     => array(),
		);
		foreach ( Contact_Fields::SLOTS as $slot ) {
			$email = Contact_Identity::email_key( (string) ( $values[ "email{$slot}" ] ?? '' ) );
			if ( '' !== $email ) {
				$keys[ self::EMAIL ][] = mb_substr( $email, 0, 191 );
			}
			$phone = Contact_Identity::phone_match_key( (string) ( $values[ "phone{$slot}" ] ?? '' ) );
			if ( '' !== $phone ) {
				$keys[ self::PHONE ][] = mb_substr( $phone, 0, 191 );
			}
		}
		$linkedin = Contact_Identity::linkedin_key( (string) ( $values['linkedIn'] ?? '' ) );
		if ( '' !== $linkedin ) {
			$keys[ self::LINKEDIN ][] = mb_substr( $linkedin, 0, 191 );
		}
		$name = self::name_key( $values );
		if ( '' !== $name ) {
			$keys[ self::NAME ][] = $name;
		}
		$keys += Duplicate_Rules::block_keys( $values );
		return array_map( static fn( array $list ): array => array_values( array_unique( $list ) ), $keys );
	}

	/**
	 * The name-and-company key: first name, last name and company, case and surrounding spaces ignored ('' when
	 * all three are empty). Hashed, so any length fits the column.
	 *
	 * @param array<string, string> $values Values by API field.
	 */
	public static function name_key( array $values ): string {
		$parts = array_map(
			static fn( string $field ): string => Contact_Identity::text_key( (string) ( $values[ $field ] ?? '' ) ),
			array( 'firstName', 'lastName', 'company' )
		);
		return '' === implode( '', $parts ) ? '' : md5( implode( '|', $parts ) );
	}

	/**
	 * The stored form of a key: its kind's byte, then the first 7 bytes of the md5 of its kind and text, as one 64-bit
	 * integer (positive: kinds are ASCII letters). The table holds only these (8 bytes a key, not up to 191
	 * characters), and a kind's keys are one range of the index (count()). Every lookup checks the contacts it finds
	 * against their own values (find()), so two keys that share a hash never match the wrong contact.
	 *
	 * @param string $kind Kind (one ASCII letter).
	 * @param string $key  Key.
	 */
	public static function hash( string $kind, string $key ): int {
		return ( ord( $kind ) << 56 ) | unpack( 'J', "\0" . substr( md5( $kind . "\0" . $key, true ), 0, 7 ) )[1];
	}

	/**
	 * The keys of one kind of contact values (each once), computing that kind only: a phone number is parsed only
	 * for phone keys.
	 *
	 * @param array<string, string> $values Values by API field.
	 * @param string                $kind   Kind.
	 * @return string[]
	 */
	public static function of_kind( array $values, string $kind ): array {
		$keys = array();
		switch ( $kind ) {
			case self::EMAIL:
			case self::PHONE:
				foreach ( Contact_Fields::SLOTS as $slot ) {
					$key = self::EMAIL === $kind
						? Contact_Identity::email_key( (string) ( $values[ "email{$slot}" ] ?? '' ) )
						: Contact_Identity::phone_match_key( (string) ( $values[ "phone{$slot}" ] ?? '' ) );
					if ( '' !== $key ) {
						$keys[] = mb_substr( $key, 0, 191 );
					}
				}
				break;
			case self::LINKEDIN:
				$key = Contact_Identity::linkedin_key( (string) ( $values['linkedIn'] ?? '' ) );
				if ( '' !== $key ) {
					$keys[] = mb_substr( $key, 0, 191 );
				}
				break;
			case self::NAME:
				$key = self::name_key( $values );
				if ( '' !== $key ) {
					$keys[] = $key;
				}
				break;
			default:
				// Only `z` (no email and no phone that parses) needs the phone numbers parsed.
				$keys = Duplicate_Rules::block_keys( $values, self::DUPLICATE_NAME_ALONE === $kind ? null : array() )[ $kind ] ?? array();
		}
		return array_values( array_unique( $keys ) );
	}

	/**
	 * Replaces the keys of contacts whose earlier keys are gone or were never listed (new contacts, or contacts
	 * whose keys forget() removed before they changed). The caller holds the transaction.
	 *
	 * @param int                               $owner_id Member.
	 * @param array<int, array<string, string>> $values   Contact id => its values by API field.
	 */
	public function write( int $owner_id, array $values ): void {
		if ( ! $values ) {
			return;
		}
		$rows = array();
		foreach ( $values as $contact_id => $contact ) {
			foreach ( self::hashes( $contact ) as $hash ) {
				$rows[] = array( $owner_id, $hash, (int) $contact_id );
			}
		}
		Db::insert_integers( Schema::table( 'match_keys' ), array( 'owner_id', 'key_hash', 'contact_id' ), $rows, true );
	}

	/**
	 * Lists the keys of stored contacts again from their rows (after an edit or a merge, whose caller called
	 * forget() before changing them). The caller holds the transaction.
	 *
	 * @param int   $owner_id    Member.
	 * @param int[] $contact_ids Contacts.
	 */
	public function refresh( int $owner_id, array $contact_ids ): void {
		$values = $this->values_of( $owner_id, $contact_ids );
		// Keys the rows hold now and that were listed already are deleted and written again: a refresh is safe twice.
		$this->forget_values( $owner_id, $values );
		$this->write( $owner_id, $values );
	}

	/**
	 * Deletes the keys of contacts, computed from their rows as stored: call it before a contact's row changes or
	 * goes (the table has no index by contact). The caller holds the transaction.
	 *
	 * @param int   $owner_id    Member.
	 * @param int[] $contact_ids Contacts.
	 */
	public function forget( int $owner_id, array $contact_ids ): void {
		$this->forget_values( $owner_id, $this->values_of( $owner_id, $contact_ids ) );
	}

	/**
	 * Deletes the keys that contact values give.
	 *
	 * @param int                               $owner_id Member.
	 * @param array<int, array<string, string>> $values   Contact id => its values by API field.
	 */
	private function forget_values( int $owner_id, array $values ): void {
		$table = Schema::table( 'match_keys' );
		foreach ( array_chunk( $values, 50, true ) as $chunk ) {
			$hashes = array();
			foreach ( $chunk as $contact ) {
				$hashes = array_merge( $hashes, self::hashes( $contact ) );
			}
			$hashes = array_values( array_unique( $hashes ) );
			if ( ! $hashes ) {
				continue;
			}
			$ids = array_map( 'intval', array_keys( $chunk ) );
			// Every row of these contacts under any of their hashes: a row of one of them under another's hash is one
			// of its own keys too (the hashes are all of theirs), so nothing else is deleted.
			Db::execute(
				"DELETE FROM {$table} WHERE owner_id = ? AND key_hash IN (" . implode( ',', array_fill( 0, count( $hashes ), '?' ) ) . ') AND contact_id IN (' . implode( ',', array_fill( 0, count( $ids ), '?' ) ) . ')',
				array_merge( array( $owner_id ), $hashes, $ids )
			);
		}
	}

	/**
	 * The distinct hashes of a contact's keys.
	 *
	 * @param array<string, string> $values Values by API field.
	 * @return int[]
	 */
	private static function hashes( array $values ): array {
		$hashes = array();
		foreach ( self::of( $values ) as $kind => $keys ) {
			foreach ( $keys as $key ) {
				$hashes[ self::hash( (string) $kind, $key ) ] = true;
			}
		}
		return array_keys( $hashes );
	}

	/**
	 * Values of the member's stored contacts: id => values by API field (ids not found are left out).
	 *
	 * @param int   $owner_id    Member.
	 * @param int[] $contact_ids Contacts.
	 * @return array<int, array<string, string>>
	 */
	private function values_of( int $owner_id, array $contact_ids ): array {
		$values = array();
		foreach ( ( new Contact_Repository() )->find_many( $owner_id, $contact_ids ) as $row ) {
			$values[ (int) $row['id'] ] = Contact_Fields::from_row( $row );
		}
		return $values;
	}

	/**
	 * Hash => the keys of a list that have it (usually one).
	 *
	 * @param string   $kind Kind.
	 * @param string[] $keys Keys.
	 * @return array<int, string[]>
	 */
	private static function by_hash( string $kind, array $keys ): array {
		$by_hash = array();
		foreach ( array_unique( array_filter( array_map( 'strval', $keys ), static fn( string $key ): bool => '' !== $key ) ) as $key ) {
			$by_hash[ self::hash( $kind, $key ) ][] = $key;
		}
		return $by_hash;
	}

	/**
	 * The member's contacts that hold any of the keys: "kind:key" => contact ids (lowest first). With $most, a key
	 * held by more contacts than that is left out (and its holders are not read). The contacts found under a key's
	 * hash are checked against their own values: only those that really hold the key are answered.
	 *
	 * @param int                     $owner_id Member.
	 * @param array<string, string[]> $keys     Kind => keys.
	 * @param int                     $most     Most holders a key may have (0: any number).
	 * @return array<string, int[]>
	 */
	public function find( int $owner_id, array $keys, int $most = 0 ): array {
		$table   = Schema::table( 'match_keys' );
		$wanted  = array();
		$holders = array();
		foreach ( $keys as $kind => $list ) {
			$kind = (string) $kind;
			foreach ( array_chunk( self::by_hash( $kind, $list ), self::CHUNK, true ) as $chunk ) {
				// Db::select: on SQLite the integration's translator cost more than the lookup (a duplicate scan makes
				// five of these per 500 contacts).
				if ( $most > 0 ) {
					// Counted first, from the index alone, so that a common key's many holders are never read.
					$chunk = array_filter( array_intersect_key( $chunk, array_filter( $this->hash_holders( $owner_id, array_keys( $chunk ) ), static fn( int $holders ): bool => $holders <= $most ) ) );
					if ( ! $chunk ) {
						continue;
					}
				}
				$wanted[ $kind ] = ( $wanted[ $kind ] ?? array() ) + $chunk;
				$in              = implode( ',', array_fill( 0, count( $chunk ), '?' ) );
				foreach ( Db::select( "SELECT key_hash, contact_id FROM {$table} WHERE owner_id = ? AND key_hash IN ({$in}) ORDER BY contact_id", array_merge( array( $owner_id ), array_keys( $chunk ) ) ) as $row ) {
					$holders[ $kind ][ (int) $row['key_hash'] ][] = (int) $row['contact_id'];
				}
			}
		}
		if ( ! $holders ) {
			return array();
		}
		// The holders' own values, read once for every kind, each contact's duplicate keys computed once.
		$ids = array();
		foreach ( $holders as $by_hash ) {
			foreach ( $by_hash as $list ) {
				$ids = array_merge( $ids, $list );
			}
		}
		$values = $this->values_of( $owner_id, $ids );
		$blocks = array();
		$held   = static function ( int $id, string $kind ) use ( $values, &$blocks ): array {
			if ( in_array( $kind, array( self::EMAIL, self::PHONE, self::LINKEDIN, self::NAME, self::DUPLICATE_NAME_ALONE ), true ) ) {
				return self::of_kind( $values[ $id ], $kind );
			}
			$blocks[ $id ] ??= Duplicate_Rules::block_keys( $values[ $id ], array() );
			return $blocks[ $id ][ $kind ] ?? array();
		};
		$found  = array();
		foreach ( $holders as $kind => $by_hash ) {
			foreach ( $by_hash as $hash => $list ) {
				foreach ( $list as $id ) {
					if ( ! isset( $values[ $id ] ) ) {
						continue;
					}
					$keys_held = $held( $id, (string) $kind );
					foreach ( $wanted[ $kind ][ $hash ] as $key ) {
						if ( in_array( $key, $keys_held, true ) ) {
							$found[ $kind . ':' . $key ][] = $id;
						}
					}
				}
			}
		}
		return $found;
	}

	/**
	 * The keys of one kind that contacts hold, from their rows: contact id => keys (contacts with none are left out).
	 *
	 * @param int    $owner_id    Member.
	 * @param string $kind        Kind.
	 * @param int[]  $contact_ids Contacts.
	 * @return array<int, string[]>
	 */
	public function held( int $owner_id, string $kind, array $contact_ids ): array {
		$held = array();
		foreach ( $this->values_of( $owner_id, $contact_ids ) as $id => $values ) {
			$keys = self::of_kind( $values, $kind );
			if ( $keys ) {
				$held[ $id ] = $keys;
			}
		}
		return $held;
	}

	/**
	 * How many of the member's contacts hold each key of one kind: key => count (keys nobody holds are left out),
	 * from the index alone. Two keys that share a hash (a chance of about one in 2^64 for a pair) would count each
	 * other's holders: a count can only be too high, which makes a name look less rare and a key look too common to
	 * read, never a wrong match.
	 *
	 * @param int      $owner_id Member.
	 * @param string   $kind     Kind.
	 * @param string[] $keys     Keys.
	 * @return array<string, int>
	 */
	public function holders( int $owner_id, string $kind, array $keys ): array {
		$counts = array();
		foreach ( array_chunk( self::by_hash( $kind, $keys ), self::CHUNK, true ) as $chunk ) {
			foreach ( $this->hash_holders( $owner_id, array_keys( $chunk ) ) as $hash => $holders ) {
				foreach ( $chunk[ $hash ] as $key ) {
					$counts[ $key ] = $holders;
				}
			}
		}
		return $counts;
	}

	/**
	 * How many rows each hash has: hash => count (hashes without rows left out), from the primary key alone.
	 *
	 * @param int   $owner_id Member.
	 * @param int[] $hashes   Hashes (at most one chunk).
	 * @return array<int, int>
	 */
	private function hash_holders( int $owner_id, array $hashes ): array {
		$table  = Schema::table( 'match_keys' );
		$counts = array();
		$in     = implode( ',', array_fill( 0, count( $hashes ), '?' ) );
		foreach ( Db::select( "SELECT key_hash, COUNT(*) AS holders FROM {$table} WHERE owner_id = ? AND key_hash IN ({$in}) GROUP BY key_hash", array_merge( array( $owner_id ), $hashes ) ) as $row ) {
			$counts[ (int) $row['key_hash'] ] = (int) $row['holders'];
		}
		return $counts;
	}

	/**
	 * How many keys of one kind the member's contacts hold, from the index alone (for a kind each contact holds at
	 * most once, how many contacts hold one): the kind's range of hashes.
	 *
	 * @param int    $owner_id Member.
	 * @param string $kind     Kind.
	 */
	public function count( int $owner_id, string $kind ): int {
		$table = Schema::table( 'match_keys' );
		$first = ord( $kind ) << 56;
		return (int) ( Db::column( "SELECT COUNT(*) FROM {$table} WHERE owner_id = ? AND key_hash BETWEEN ? AND ?", array( $owner_id, $first, $first | 0xFFFFFFFFFFFFFF ) )[0] ?? 0 );
	}

	/**
	 * The first (lowest id) of the member's contacts holding each key of one kind: key => contact id (keys nobody holds
	 * are left out). The index gives each hash's holders in id order; the first whose row holds the key is answered.
	 *
	 * @param int      $owner_id Member.
	 * @param string   $kind     Kind.
	 * @param string[] $keys     Keys.
	 * @return array<string, int>
	 */
	public function first_holders( int $owner_id, string $kind, array $keys ): array {
		$table = Schema::table( 'match_keys' );
		$first = array();
		foreach ( self::by_hash( $kind, $keys ) as $hash => $list ) {
			$after = 0;
			$left  = $list;
			// A few holders at a time: the first one nearly always holds the key.
			while ( $left ) {
				$ids = array_map( 'intval', Db::column( "SELECT contact_id FROM {$table} WHERE owner_id = ? AND key_hash = ? AND contact_id > ? ORDER BY contact_id LIMIT 8", array( $owner_id, $hash, $after ) ) );
				if ( ! $ids ) {
					break;
				}
				foreach ( $this->values_of( $owner_id, $ids ) as $id => $values ) {
					$holds = array_intersect( $left, self::of_kind( $values, $kind ) );
					foreach ( $holds as $key ) {
						$first[ $key ] = $id;
					}
					$left = array_diff( $left, $holds );
				}
				$after = max( $ids );
			}
		}
		return $first;
	}

	/**
	 * Whether the site job (JOB) has listed every contact's keys: until then, imports list their member's keys first
	 * and duplicate detection skips rare names.
	 */
	public static function listed(): bool {
		return Job::DONE === ( new Job_Repository() )->state_of( 0, self::JOB );
	}

	/**
	 * Empties the table before the site job lists every contact's keys again (new kinds, a new phone region): the table
	 * has no index by contact, so a contact's keys from an earlier rule could not be found to delete them otherwise.
	 * Until the job is done, imports list their member's keys first and duplicate detection skips rare names
	 * (listed()).
	 */
	public static function clear(): void {
		global $wpdb;
		$table = Schema::table( 'match_keys' );
		$sql   = Db::is_sqlite() ? "DELETE FROM {$table}" : "TRUNCATE TABLE {$table}";
		Db::check( $wpdb->query( $sql ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table from Schema, no values.
	}

	/**
	 * Lists the keys of the contacts after id $after (all members), $limit at a time: the site job's batch.
	 *
	 * @param int $after Last contact id listed.
	 * @param int $limit Contacts per batch.
	 * @return array{after: int, listed: int, left: int}
	 */
	public static function backfill( int $after, int $limit = 500 ): array {
		$rows   = $limit > 0 ? ( new Contact_Repository() )->batch_after( $after, $limit ) : array();
		$owners = array();
		foreach ( $rows as $row ) {
			$owners[ (int) $row['owner_id'] ][ (int) $row['id'] ] = Contact_Fields::from_row( $row );
			$after = max( $after, (int) $row['id'] );
		}
		$keys = new self();
		foreach ( $owners as $owner_id => $values ) {
			$keys->forget_values( $owner_id, $values );
			$keys->write( $owner_id, $values );
		}
		global $wpdb;
		$table = Schema::table( 'contacts' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table from Schema.
		$left = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE id > %d", $after ) );
		return array(
			'after'  => $after,
			'listed' => count( $rows ),
			'left'   => $left,
		);
	}

	/**
	 * Lists the keys of every contact of one member (an import that cannot wait for the site job).
	 *
	 * @param int $owner_id Member.
	 */
	public function backfill_owner( int $owner_id ): void {
		( new Contact_Repository() )->each_batch(
			$owner_id,
			function ( array $rows ) use ( $owner_id ): void {
				$values = array();
				foreach ( $rows as $row ) {
					$values[ (int) $row['id'] ] = Contact_Fields::from_row( $row );
				}
				$this->forget_values( $owner_id, $values );
				$this->write( $owner_id, $values );
			}
		);
	}
}

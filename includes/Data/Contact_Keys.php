<?php
/**
 * The `prism_contact_keys` table: each contact's match keys — its emails (case ignored), phone numbers (E.164 when
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
	 * Replaces the keys of contacts. The caller holds the transaction.
	 *
	 * @param int                               $owner_id Member.
	 * @param array<int, array<string, string>> $values   Contact id => its values by API field.
	 */
	public function write( int $owner_id, array $values ): void {
		if ( ! $values ) {
			return;
		}
		$this->forget( $owner_id, array_keys( $values ) );
		$rows = array();
		foreach ( $values as $contact_id => $contact ) {
			foreach ( self::of( $contact ) as $kind => $keys ) {
				foreach ( $keys as $key ) {
					$rows[] = array( $kind, $key, (int) $contact_id );
				}
			}
		}
		$this->insert( $owner_id, $rows );
	}

	/**
	 * Lists the keys of stored contacts again (after an edit or a merge). The caller holds the transaction.
	 *
	 * @param int   $owner_id    Member.
	 * @param int[] $contact_ids Contacts.
	 */
	public function refresh( int $owner_id, array $contact_ids ): void {
		$values = array();
		foreach ( ( new Contact_Repository() )->find_many( $owner_id, $contact_ids ) as $row ) {
			$values[ (int) $row['id'] ] = Contact_Fields::from_row( $row );
		}
		$gone = array_diff( Db::ids( $contact_ids ), array_keys( $values ) );
		if ( $gone ) {
			$this->forget( $owner_id, $gone );
		}
		$this->write( $owner_id, $values );
	}

	/**
	 * Deletes the keys of contacts.
	 *
	 * @param int   $owner_id    Member.
	 * @param int[] $contact_ids Contacts.
	 */
	public function forget( int $owner_id, array $contact_ids ): void {
		global $wpdb;
		$table = Schema::table( 'contact_keys' );
		foreach ( array_chunk( Db::ids( $contact_ids ), self::CHUNK ) as $chunk ) {
			$in = Db::placeholders( count( $chunk ) );
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table from Schema, placeholders from Db.
			Db::check( $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE contact_id IN ({$in}) AND owner_id = %d", ...array_merge( $chunk, array( $owner_id ) ) ) ) );
		}
	}

	/**
	 * The member's contacts that hold any of the keys: "kind:key" => contact ids (lowest first). With $most, a key
	 * held by more contacts than that is left out (and its holders are not read).
	 *
	 * @param int                     $owner_id Member.
	 * @param array<string, string[]> $keys     Kind => keys.
	 * @param int                     $most     Most holders a key may have (0: any number).
	 * @return array<string, int[]>
	 */
	public function find( int $owner_id, array $keys, int $most = 0 ): array {
		$table = Schema::table( 'contact_keys' );
		$found = array();
		foreach ( $keys as $kind => $list ) {
			$list = array_values( array_unique( array_filter( array_map( 'strval', $list ), static fn( string $key ): bool => '' !== $key ) ) );
			foreach ( array_chunk( $list, self::CHUNK ) as $chunk ) {
				// Db::select: on SQLite the integration's translator cost more than the lookup (a duplicate scan makes
				// five of these per 500 contacts).
				if ( $most > 0 ) {
					// Counted first, from the index alone, so that a common key's many holders are never read.
					$chunk = array_keys( array_filter( $this->holders( $owner_id, (string) $kind, $chunk ), static fn( int $holders ): bool => $holders <= $most ) );
					if ( ! $chunk ) {
						continue;
					}
				}
				$in   = implode( ',', array_fill( 0, count( $chunk ), '?' ) );
				$rows = Db::select( "SELECT match_key, contact_id FROM {$table} WHERE owner_id = ? AND kind = ? AND match_key IN ({$in}) ORDER BY contact_id", array_merge( array( $owner_id, (string) $kind ), $chunk ) );
				foreach ( $rows as $row ) {
					$found[ $kind . ':' . $row['match_key'] ][] = (int) $row['contact_id'];
				}
			}
		}
		return $found;
	}

	/**
	 * The keys of one kind that contacts hold: contact id => keys (contacts with none are left out).
	 *
	 * @param int    $owner_id    Member.
	 * @param string $kind        Kind.
	 * @param int[]  $contact_ids Contacts.
	 * @return array<int, string[]>
	 */
	public function held( int $owner_id, string $kind, array $contact_ids ): array {
		$table = Schema::table( 'contact_keys' );
		$held  = array();
		foreach ( array_chunk( Db::ids( $contact_ids ), self::CHUNK ) as $chunk ) {
			$in = implode( ',', array_fill( 0, count( $chunk ), '?' ) );
			// "+owner_id": read by the contact_id index (without statistics SQLite would walk the owner's keys of the
			// kind instead: 15 ms for 500 contacts of 30,000, against 6); the owner is still checked.
			foreach ( Db::select( "SELECT contact_id, match_key FROM {$table} WHERE contact_id IN ({$in}) AND +owner_id = ? AND kind = ?", array_merge( $chunk, array( $owner_id, $kind ) ) ) as $row ) {
				$held[ (int) $row['contact_id'] ][] = (string) $row['match_key'];
			}
		}
		return $held;
	}

	/**
	 * How many of the member's contacts hold each key of one kind: key => count (keys nobody holds are left out),
	 * from the index alone.
	 *
	 * @param int      $owner_id Member.
	 * @param string   $kind     Kind.
	 * @param string[] $keys     Keys.
	 * @return array<string, int>
	 */
	public function holders( int $owner_id, string $kind, array $keys ): array {
		$table  = Schema::table( 'contact_keys' );
		$counts = array();
		$keys   = array_values( array_unique( array_filter( array_map( 'strval', $keys ), static fn( string $key ): bool => '' !== $key ) ) );
		foreach ( array_chunk( $keys, self::CHUNK ) as $chunk ) {
			$in = implode( ',', array_fill( 0, count( $chunk ), '?' ) );
			foreach ( Db::select( "SELECT match_key, COUNT(*) AS holders FROM {$table} WHERE owner_id = ? AND kind = ? AND match_key IN ({$in}) GROUP BY match_key", array_merge( array( $owner_id, $kind ), $chunk ) ) as $row ) {
				$counts[ (string) $row['match_key'] ] = (int) $row['holders'];
			}
		}
		return $counts;
	}

	/**
	 * How many keys of one kind the member's contacts hold, from the index alone (for a kind each contact holds at
	 * most once, how many contacts hold one).
	 *
	 * @param int    $owner_id Member.
	 * @param string $kind     Kind.
	 */
	public function count( int $owner_id, string $kind ): int {
		$table = Schema::table( 'contact_keys' );
		return (int) ( Db::column( "SELECT COUNT(*) FROM {$table} WHERE owner_id = ? AND kind = ?", array( $owner_id, $kind ) )[0] ?? 0 );
	}

	/**
	 * The first (lowest id) of the member's contacts holding each key of one kind: key => contact id (keys nobody holds
	 * are left out), from the index alone however many hold it.
	 *
	 * @param int      $owner_id Member.
	 * @param string   $kind     Kind.
	 * @param string[] $keys     Keys.
	 * @return array<string, int>
	 */
	public function first_holders( int $owner_id, string $kind, array $keys ): array {
		$table = Schema::table( 'contact_keys' );
		$first = array();
		$keys  = array_values( array_unique( array_filter( array_map( 'strval', $keys ), static fn( string $key ): bool => '' !== $key ) ) );
		foreach ( array_chunk( $keys, self::CHUNK ) as $chunk ) {
			$in = implode( ',', array_fill( 0, count( $chunk ), '?' ) );
			foreach ( Db::select( "SELECT match_key, MIN(contact_id) AS first_id FROM {$table} WHERE owner_id = ? AND kind = ? AND match_key IN ({$in}) GROUP BY match_key", array_merge( array( $owner_id, $kind ), $chunk ) ) as $row ) {
				$first[ (string) $row['match_key'] ] = (int) $row['first_id'];
			}
		}
		return $first;
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
				$this->write( $owner_id, $values );
			}
		);
	}

	/**
	 * Inserts key rows [kind, key, contact id]; a row already there is kept.
	 *
	 * @param int                                             $owner_id Member.
	 * @param array<int, array{0: string, 1: string, 2: int}> $rows Rows.
	 */
	private function insert( int $owner_id, array $rows ): void {
		Db::insert_rows(
			Schema::table( 'contact_keys' ),
			array( 'owner_id', 'kind', 'match_key', 'contact_id' ),
			array_map( static fn( array $row ): array => array( $owner_id, $row[0], $row[1], $row[2] ), $rows ),
			true
		);
	}
}

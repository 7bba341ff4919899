<?php
/**
 * Duplicate_Finder against a labelled network (Support\Duplicate_Fixture): the suggestions a full scan stores are
 * measured for recall and precision against the labels, never pair two members' contacts, never bring back a
 * dismissed pair, and a scan of a 30,000-contact network stays fast.
 *
 * @package Prism
 */

namespace Prism\Tests\Data;

use Prism\Data\Contact_Keys;
use Prism\Data\Contact_Repository;
use Prism\Data\Db;
use Prism\Data\Duplicate_Finder;
use Prism\Domain\Contact_Fields;
use Prism\Domain\Duplicate_Rules;
use Prism\Schema\Schema;
use Prism\Tests\Data\Support\Duplicate_Fixture;
use Prism\Tests\Data\Support\Large_Network;
use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';
require_once __DIR__ . '/Support/Duplicate_Fixture.php';
require_once __DIR__ . '/Support/Large_Network.php';

/**
 * Duplicate detection.
 */
final class DuplicateFinderTest extends Prism_Test_Case {

	/** The floors the labelled network must keep (measured: see docs/duplicates.md, "Detection"). */
	private const MIN_RECALL    = 0.97;
	private const MIN_PRECISION = 0.97;

	/**
	 * Reads national phone numbers as British, as the fixture's are.
	 */
	public static function british(): string {
		return 'GB';
	}

	protected function setUp(): void {
		parent::setUp();
		add_filter( 'prism_phone_region', array( self::class, 'british' ) );
	}

	protected function tearDown(): void {
		remove_filter( 'prism_phone_region', array( self::class, 'british' ) );
		parent::tearDown();
	}

	/**
	 * CPU seconds this process has used (user and system).
	 */
	private static function cpu_seconds(): float {
		$usage = getrusage();
		return (float) ( $usage['ru_utime.tv_sec'] + $usage['ru_stime.tv_sec'] ) + (float) ( $usage['ru_utime.tv_usec'] + $usage['ru_stime.tv_usec'] ) / 1e6;
	}

	/**
	 * Stores a contact and its keys as an import batch does, without the duplicate check that adding a contact
	 * through Contact_Service makes, so the tests call the finder themselves.
	 *
	 * @param int                   $owner  Member.
	 * @param array<string, string> $values Raw values by API field.
	 * @return int Contact id.
	 */
	private function store( int $owner, array $values ): int {
		$clean = Contact_Fields::clean( $values );
		$this->assertSame( array(), $clean['errors'], wp_json_encode( $values ) );
		return Db::transaction(
			static function () use ( $owner, $clean ): int {
				$id = ( new Contact_Repository() )->insert_many( $owner, array( array( 'values' => $clean['values'], 'importSource' => 'PRISM' ) ) )[0];
				( new Contact_Keys() )->write( $owner, array( $id => Contact_Fields::from_row( Contact_Fields::to_columns( $clean['values'] ) ) ) );
				return $id;
			}
		);
	}

	/**
	 * Stores the labelled network for a member.
	 *
	 * @param int $owner Member.
	 * @return array<int, array{person: string, kind: string}> Contact id => label.
	 */
	private function store_network( int $owner ): array {
		$people = array();
		foreach ( Duplicate_Fixture::contacts() as $contact ) {
			$id            = $this->store( $owner, $contact['values'] );
			$people[ $id ] = array(
				'person' => $contact['person'],
				'kind'   => $contact['kind'],
			);
		}
		return $people;
	}

	/**
	 * Runs a full scan of the member's contacts, 100 at a time.
	 *
	 * @param int $owner Member.
	 * @return int Batches.
	 */
	private function full_scan( int $owner, int $limit = 100 ): int {
		$finder  = new Duplicate_Finder();
		$after   = 0;
		$batches = 0;
		do {
			$step  = $finder->scan( $owner, $after, $limit );
			$after = $step['after'];
			++$batches;
		} while ( $step['left'] > 0 && $batches < 1000 );
		return $batches;
	}

	/**
	 * The member's stored pairs.
	 *
	 * @param int $owner Member.
	 * @return array<int, array<string, mixed>>
	 */
	private function pairs( int $owner ): array {
		$table = Schema::table( 'collisions' );
		return Db::select( "SELECT * FROM {$table} WHERE owner_id = ? ORDER BY id", array( $owner ) );
	}

	public function test_a_full_scan_finds_the_labelled_duplicates(): void {
		$people = $this->store_network( self::$owner );
		$this->full_scan( self::$owner );

		$true  = array();
		$found = array();
		$by    = array();
		foreach ( $people as $id => $label ) {
			$by[ $label['person'] ][] = $id;
		}
		foreach ( $by as $ids ) {
			for ( $i = 0; $i < count( $ids ); $i++ ) {
				for ( $j = $i + 1; $j < count( $ids ); $j++ ) {
					$true[ min( $ids[ $i ], $ids[ $j ] ) . ':' . max( $ids[ $i ], $ids[ $j ] ) ] = true;
				}
			}
		}
		$wrong    = array();
		$reasons  = array();
		$by_label = array();
		foreach ( $this->pairs( self::$owner ) as $row ) {
			$first  = (int) $row['first_id'];
			$second = (int) $row['second_id'];
			$reasons[ $people[ $first ]['person'] . ' ~ ' . $people[ $second ]['person'] ][] = $row['reason'] . ' ' . $row['score'];
			$by_label[ (string) $row['reason'] ] = ( $by_label[ (string) $row['reason'] ] ?? 0 ) + 1;
			$this->assertLessThan( $second, $first, 'first_id < second_id' );
			$this->assertSame( 'pending', $row['state'] );
			$this->assertGreaterThanOrEqual( Duplicate_Rules::THRESHOLD, (int) $row['score'] );
			$this->assertNotSame( '', $row['reason'] );
			$found[ "{$first}:{$second}" ] = true;
			if ( ! isset( $true[ "{$first}:{$second}" ] ) ) {
				$wrong[] = $people[ $first ]['person'] . ' ~ ' . $people[ $second ]['person'] . ' (' . $row['reason'] . ')';
			}
		}
		$missed = array();
		foreach ( array_keys( $true ) as $pair ) {
			if ( ! isset( $found[ $pair ] ) ) {
				list( $first, $second ) = array_map( 'intval', explode( ':', $pair ) );
				$missed[]               = $people[ $first ]['person'] . ' ' . ( $people[ $second ]['kind'] ?: $people[ $first ]['kind'] );
			}
		}
		$hits      = count( array_intersect_key( $found, $true ) );
		$recall    = $hits / max( 1, count( $true ) );
		$precision = $hits / max( 1, count( $found ) );
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite -- the measured quality, for the docs.
		fwrite( STDERR, sprintf( "\nDuplicates: %d contacts, %d labelled pairs, %d suggested; recall %.3f, precision %.3f\n  missed: %s\n  wrong: %s\n", count( $people ), count( $true ), count( $found ), $recall, $precision, implode( '; ', $missed ), implode( '; ', $wrong ) ) );
		$this->assertGreaterThanOrEqual( self::MIN_RECALL, $recall, 'missed: ' . implode( '; ', $missed ) );
		$this->assertGreaterThanOrEqual( self::MIN_PRECISION, $precision, 'wrong: ' . implode( '; ', $wrong ) );

		// The same rare name alone is suggested, at the lowest score; common names and two people with one rare name
		// and two LinkedIn profiles are not.
		$rare = Duplicate_Rules::RARE_NAME_SCORE;
		foreach ( range( 0, 7 ) as $n ) {
			$this->assertContains( "name_rare {$rare}", $reasons[ "rare{$n} ~ rare{$n}" ] ?? array(), "rare{$n}" );
		}
		$this->assertCount( 3, $reasons['rare7 ~ rare7'], 'a rare name entered three times: three pairs' );
		foreach ( array_keys( $reasons ) as $pair ) {
			$this->assertDoesNotMatchRegularExpression( '/^(john-smith|maria-garcia|wei-zhang|ximena|common)/', $pair, 'a common name, or another person: ' . implode( ', ', $reasons[ $pair ] ) );
		}
		$this->assertSame( 8 + 1, $by_label['name_rare'] ?? 0, 'only the rare namesakes are suggested on their name alone' );
	}

	public function test_checking_each_contact_as_it_is_added_finds_what_a_full_scan_finds(): void {
		// A check (Add Contact, an edit) looks a contact's name-alikes without email and phone up through their `z`
		// keys; a scan finds those pairs from the other side. Both must give the same suggestions.
		$finder = new Duplicate_Finder();
		$ids    = array();
		foreach ( Duplicate_Fixture::contacts() as $contact ) {
			$id    = $this->store( self::$owner, $contact['values'] );
			$ids[] = $id;
			$finder->check( self::$owner, array( $id ) );
		}
		$checked = array_map( static fn( array $row ): string => $row['first_id'] . ':' . $row['second_id'] . ' ' . $row['reason'], $this->pairs( self::$owner ) );
		sort( $checked );
		global $wpdb;
		$wpdb->delete( Schema::table( 'collisions' ), array( 'owner_id' => self::$owner ), array( '%d' ) );
		$this->assertSame( array(), $this->pairs( self::$owner ) );
		$this->full_scan( self::$owner );
		$scanned = array_map( static fn( array $row ): string => $row['first_id'] . ':' . $row['second_id'] . ' ' . $row['reason'], $this->pairs( self::$owner ) );
		sort( $scanned );
		$this->assertGreaterThan( 100, count( $scanned ) );
		$this->assertSame( $scanned, $checked );
	}

	public function test_check_stores_a_new_pair_once_and_never_brings_back_a_dismissed_one(): void {
		$jane  = $this->store( self::$owner, array( 'firstName' => 'Jane', 'lastName' => 'Doe', 'emailOne' => 'jane.doe@gmail.com' ) );
		$again = $this->store( self::$owner, array( 'firstName' => 'Jane', 'lastName' => 'Doe', 'emailOne' => 'JaneDoe+x@googlemail.com' ) );
		$this->store( self::$owner, array( 'firstName' => 'Priya', 'lastName' => 'Patel', 'emailOne' => 'priya@example.test' ) );

		$finder = new Duplicate_Finder();
		$this->assertSame( 1, $finder->check( self::$owner, array( $again ) ) );
		$this->assertSame( 0, $finder->check( self::$owner, array( $again, $jane ) ), 'a stored pair is not stored again' );
		$rows = $this->pairs( self::$owner );
		$this->assertCount( 1, $rows );
		$this->assertSame( array( $jane, $again ), array( (int) $rows[0]['first_id'], (int) $rows[0]['second_id'] ) );
		$this->assertSame( 'email', $rows[0]['reason'] );

		global $wpdb;
		$wpdb->update( Schema::table( 'collisions' ), array( 'state' => 'dismissed' ), array( 'id' => (int) $rows[0]['id'] ) );
		$this->assertSame( 0, $finder->check( self::$owner, array( $jane ) ) );
		$this->full_scan( self::$owner );
		$rows = $this->pairs( self::$owner );
		$this->assertCount( 1, $rows, 'a dismissed pair is never suggested again' );
		$this->assertSame( 'dismissed', $rows[0]['state'] );
	}

	public function test_members_contacts_are_never_paired(): void {
		$mine   = $this->store( self::$owner, array( 'firstName' => 'Jane', 'lastName' => 'Doe', 'emailOne' => 'jane@doe.example', 'phoneOne' => '+44 20 7946 0001' ) );
		$theirs = $this->store( self::$other, array( 'firstName' => 'Jane', 'lastName' => 'Doe', 'emailOne' => 'jane@doe.example', 'phoneOne' => '+44 20 7946 0001' ) );
		$finder = new Duplicate_Finder();
		$this->assertSame( 0, $finder->check( self::$owner, array( $mine, $theirs ) ) );
		$this->assertSame( 0, $finder->check( self::$other, array( $mine, $theirs ) ) );
		$this->full_scan( self::$owner );
		$this->full_scan( self::$other );
		$this->assertSame( array(), $this->pairs( self::$owner ) );
		$this->assertSame( array(), $this->pairs( self::$other ) );
	}

	public function test_a_similar_name_at_a_domain_many_contacts_share_is_no_evidence(): void {
		// Robert and Bob Okonkwo at a small firm: the same work domain makes them a pair.
		$this->store( self::$owner, array( 'firstName' => 'Robert', 'lastName' => 'Okonkwo', 'emailOne' => 'robert@smallfirm.test' ) );
		$this->store( self::$owner, array( 'firstName' => 'Bob', 'lastName' => 'Okonkwo', 'emailOne' => 'bokonkwo@smallfirm.test' ) );
		// Richard and Rick Adeyemi at a domain sixty of the member's contacts share: not a pair by that alone.
		$this->store( self::$owner, array( 'firstName' => 'Richard', 'lastName' => 'Adeyemi', 'emailOne' => 'richard.adeyemi@bigcorp.test' ) );
		$this->store( self::$owner, array( 'firstName' => 'Rick', 'lastName' => 'Adeyemi', 'emailOne' => 'radeyemi@bigcorp.test' ) );
		for ( $i = 0; $i < Duplicate_Finder::MAX_DOMAIN; $i++ ) {
			$this->store( self::$owner, array( 'firstName' => 'Colleague' . $i, 'lastName' => 'Staff' . $i, 'emailOne' => "staff{$i}@bigcorp.test" ) );
		}
		$this->full_scan( self::$owner );
		$reasons = array_column( $this->pairs( self::$owner ), 'reason' );
		$this->assertSame( array( 'name_domain' ), $reasons, 'only the pair at the small firm' );
	}

	public function test_a_scan_of_thirty_thousand_contacts_finds_each_pair_once(): void {
		$people = Large_Network::people();
		Db::transaction(
			function () use ( $people ): void {
				$keys = new Contact_Keys();
				foreach ( array_chunk( $people, 1000 ) as $chunk ) {
					$ids = ( new Contact_Repository() )->insert_many( self::$owner, $chunk );
					$keys->write( self::$owner, array_combine( $ids, array_map( static fn( array $person ): array => Contact_Fields::from_row( Contact_Fields::to_columns( $person['values'] ) ), $chunk ) ) );
				}
			}
		);

		$cpu     = self::cpu_seconds();
		$started = microtime( true );
		$batches = $this->full_scan( self::$owner, 500 );
		$seconds = microtime( true ) - $started;
		$cpu     = self::cpu_seconds() - $cpu;
		$found   = count( $this->pairs( self::$owner ) );
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite -- the measured speed, for the docs.
		fwrite( STDERR, sprintf( "\nDuplicate scan: %d contacts in %d batches, %.2f s (%.2f s of this process's CPU), %d pairs\n", count( $people ), $batches, $seconds, $cpu, $found ) );
		$this->assertSame( 300, $found, 'each contact entered twice is found once, and nobody else' );
		// Speed is printed, not asserted: timed tests flake on a shared machine. npm run bench prints the full
		// rescan's time for the benchmark member (bin/lib/bench-duplicates.php).
	}
}

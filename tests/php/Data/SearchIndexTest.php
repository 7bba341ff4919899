<?php
/**
 * Search_Index: the trigram path gives exactly what a scan gives, stays true through every change to a contact,
 * keeps members apart, and is built for contacts stored before it existed (by a background job).
 *
 * @package Prism
 */

namespace Prism\Tests\Data;

use Prism\Data\Job;
use Prism\Data\Job_Repository;
use Prism\Data\Note_Repository;
use Prism\Data\Search_Index;
use Prism\Jobs\Cron;
use Prism\Jobs\Runner;
use Prism\Jobs\Search_Grams_Job;
use Prism\Schema\Installer;
use Prism\Schema\Schema;
use Prism\Service\Contact_Service;
use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';

/**
 * The search index.
 */
final class SearchIndexTest extends Prism_Test_Case {

	/** Terms that cover short, common, rare, accented, phone-like, cross-field and absent searches. */
	private const TERMS = array( 'a', 'é', 'jo', 'ann', 'smith', 'ÉMILE', 'émile', 'acme', 'acme labs', '@acme.test', '555', '(555) 010', '555.010.0002', '0100004', 'meetup', 'r | a', 'zzz', 'coffee chat with', '中文', 'x' );

	/**
	 * The owner's contacts with notes, and a look-alike of the other member's.
	 *
	 * @return int[] The owner's contact ids.
	 */
	private function make_network(): array {
		$people = array(
			array( 'firstName' => 'Ann', 'lastName' => 'Archer', 'company' => 'Acme Labs', 'emailOne' => 'ann@acme.test', 'phoneOne' => '(555) 010-0001' ),
			array( 'firstName' => 'Ben', 'lastName' => 'Smith', 'company' => 'Bakery Co', 'emailOne' => 'ben@bakery.test', 'phoneOne' => '555.010.0002' ),
			array( 'firstName' => 'Joanna', 'lastName' => 'Smithers', 'company' => 'Acme Labs', 'emailTwo' => 'jo@SMITH.test' ),
			array( 'firstName' => 'Dan', 'lastName' => 'Dorsey', 'phoneTwo' => '+1 555 010 0004' ),
			array( 'firstName' => 'Émile', 'lastName' => 'Zola', 'company' => 'Zola & Fils' ),
			array( 'firstName' => 'Wei', 'lastName' => '中文', 'company' => 'Meetup Hub' ),
			array( 'company' => 'Northwind' ),
		);
		$ids = array();
		foreach ( $people as $fields ) {
			$ids[] = $this->make_contact( self::$owner, $fields );
		}
		$this->make_note( self::$owner, $ids[1], 'Met at the Acme meetup; coffee chat with Ann next week.' );
		$this->make_note( self::$owner, $ids[6], 'JOHN from accounts' );
		$this->make_contact( self::$other, array( 'firstName' => 'Ann', 'lastName' => 'Smith', 'company' => 'Acme Labs', 'emailOne' => 'ann@acme.test' ) );
		return $ids;
	}

	/**
	 * What the search must find: the owner's contacts whose stored search text holds a term, brute force, in name
	 * order.
	 *
	 * @param string $search Search text.
	 * @return int[]
	 */
	private function expected( string $search ): array {
		global $wpdb;
		$table = Schema::table( 'contact_search' );
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT contact_id, sort_name, search_text FROM {$table} WHERE owner_id = %d", self::$owner ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$this->assertNotEmpty( $rows );
		$found = array();
		foreach ( $rows as $row ) {
			foreach ( Search_Index::terms( $search ) as $term ) {
				if ( str_contains( $row['search_text'], $term ) ) {
					$found[ (int) $row['contact_id'] ] = $row['sort_name'];
					break;
				}
			}
		}
		$ids = array_keys( $found );
		$all = ( new Search_Index( 1 ) )->find( self::$owner, $search, 'ASC', 0, 0 )['ids'];
		// Same set as the brute force; the order is the database's (its collation), checked against the scan.
		$this->assertEqualsCanonicalizing( $ids, $all, "scan for '{$search}'" );
		return $all;
	}

	/**
	 * How many (gram, contact) pairs the member's lists hold: the sum of their rows' counts.
	 *
	 * @param int $owner_id Member.
	 */
	private function postings( int $owner_id ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COALESCE(SUM(holders), 0) FROM ' . Schema::table( 'contact_lists' ) . ' WHERE owner_id = %d', $owner_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
	}

	/**
	 * Whether any of the owner's lists holds a contact.
	 *
	 * @param int $contact_id Contact.
	 */
	private function listed( int $contact_id ): bool {
		global $wpdb;
		$grams = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( 'SELECT DISTINCT gram FROM ' . Schema::table( 'contact_lists' ) . ' WHERE owner_id = %d', self::$owner ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		return isset( ( new Search_Index() )->list_ids( self::$owner, $grams )[ $contact_id ] );
	}

	public function test_the_trigram_path_finds_exactly_what_a_scan_finds_in_the_same_order(): void {
		$this->make_network();
		$index = new Search_Index();
		foreach ( self::TERMS as $search ) {
			$expected = $this->expected( $search );
			foreach ( array( 'ASC', 'DESC' ) as $direction ) {
				$want = 'ASC' === $direction ? $expected : array_reverse( $expected );
				$this->assertSame( $want, $index->find( self::$owner, $search, $direction, 0, 0 )['ids'], "all of '{$search}' {$direction}" );
				$page = $index->find( self::$owner, $search, $direction, 2, 1 );
				$this->assertSame( array_slice( $want, 1, 2 ), $page['ids'], "page of '{$search}' {$direction}" );
				$this->assertSame( count( $want ), $page['total'], "total of '{$search}'" );
				// With a cap of one candidate, an exact list is walked in name order and a longer term scans.
				foreach ( array( array( 0, 2 ), array( 1, 2 ), array( 2, 3 ) ) as list( $offset, $limit ) ) {
					$walked = ( new Search_Index( 1 ) )->find( self::$owner, $search, $direction, $limit, $offset );
					$this->assertSame( array_slice( $want, $offset, $limit ), $walked['ids'], "walked page {$offset}+{$limit} of '{$search}' {$direction}" );
					$this->assertSame( count( $want ), $walked['total'], "walked total of '{$search}'" );
				}
				// A longer term's page walked for in the name index from either end, whatever the number of matches.
				for ( $offset = 0; $offset <= count( $want ); $offset++ ) {
					$walked = ( new Search_Index( Search_Index::CAP, 1 ) )->find( self::$owner, $search, $direction, 1, $offset );
					$this->assertSame( array_slice( $want, $offset, 1 ), $walked['ids'], "page {$offset} of '{$search}' {$direction}, walked" );
					$this->assertSame( count( $want ), $walked['total'], "total of '{$search}', walked" );
				}
			}
		}
	}

	public function test_a_longer_terms_page_near_either_end_is_walked_for_in_the_name_index(): void {
		$this->make_large_network();
		$want = $this->expected( 'common' );
		$n    = count( $want );
		$this->assertGreaterThan( 600, $n );
		$walks = array();
		foreach ( array( 'ASC', 'DESC' ) as $direction ) {
			$in_order = 'ASC' === $direction ? $want : array_reverse( $want );
			foreach ( array( 0, 5, 60, 70, 300, $n - 80, $n - 70, $n - 10, $n - 1, $n ) as $offset ) {
				// Walked from 100 matches (the default's minimum is larger than this network's matches).
				$index = new Search_Index( Search_Index::CAP, 100 );
				$page  = $index->find( self::$owner, 'common', $direction, 10, $offset );
				$this->assertSame( array_slice( $in_order, $offset, 10 ), $page['ids'], "page at {$offset} {$direction}" );
				$this->assertSame( $n, $page['total'] );
				$walks[ $index->last_walk ] = true;
			}
		}
		$this->assertEqualsCanonicalizing( array( 'start', 'end', '' ), array_keys( $walks ), 'walked from the start, from the end, and sorted in the middle' );
	}

	public function test_a_term_uses_the_lists_only_when_they_are_short_or_exact(): void {
		$this->make_network();
		list( , $where ) = ( new Search_Index() )->matching( self::$owner, 'acme' );
		$this->assertStringContainsString( 's.contact_id IN (', $where, 'a rare term checks candidates' );
		$plan = ( new Search_Index() )->plan( self::$owner, 'jo' );
		$this->assertTrue( $plan['exact'], 'two letters have an exact list' );
		$this->assertSame( count( $this->expected( 'jo' ) ), $plan['size'], 'whose size is the total' );
		$plan = ( new Search_Index( 1 ) )->plan( self::$owner, 'a' );
		$this->assertTrue( $plan['exact'], 'an exact list is used however long it is' );
		$this->assertSame( count( $this->expected( 'a' ) ), $plan['size'] );
		$this->assertSame( 0, ( new Search_Index() )->plan( self::$owner, 'q' )['size'] ?? null, 'a letter nobody has: nothing, at once' );
		// With a cap of 2 candidates, "acme" (3 contacts hold "acm") is answered by the scan.
		list( , $where ) = ( new Search_Index( 2 ) )->matching( self::$owner, 'acme' );
		$this->assertStringNotContainsString( 's.contact_id IN (', $where, 'a common term scans' );
	}

	/**
	 * A longer term whose every sampled trigram is common is answered from the contacts under all of those lists at
	 * once when they are within the cap (at 60,000 contacts "wil", "lli" and "lia" each held over 3,000 and "willia" was
	 * scanned for: 80 ms within the Inactive contacts).
	 */
	public function test_a_term_whose_every_trigram_is_common_reads_the_contacts_under_all_of_them(): void {
		$williams = $this->make_contact( self::$owner, array( 'firstName' => 'Ann', 'lastName' => 'Williams' ) );
		$wil_lia  = $this->make_contact( self::$owner, array( 'firstName' => 'Wilma', 'lastName' => 'Amelia' ) );
		foreach ( array( 'Wilbur', 'Ellie', 'Gallion', 'Julia' ) as $name ) {
			$this->make_contact( self::$owner, array( 'firstName' => $name ) );
		}
		// "wil", "lli" and "lia" (its sampled trigrams) each hold three contacts; all three, only Ann Williams.
		$index = new Search_Index( 2 );
		$plan  = $index->plan( self::$owner, 'willia' );
		$this->assertNotNull( $plan, 'no single list is within the cap, their contacts in common are' );
		$this->assertFalse( $plan['exact'], 'a superset, checked like any longer term\'s list' );
		$this->assertSame( array( $williams ), array_keys( $index->plan_ids( self::$owner, $plan ) ), 'under every list, not any: Wilma Amelia has "wil" and "lia" but not "lli"' );
		$this->assertNotContains( $wil_lia, array_keys( $index->plan_ids( self::$owner, $plan ) ) );
		$found = $index->find( self::$owner, 'willia', 'ASC', 10, 0 );
		$this->assertSame( array( $williams ), $found['ids'] );
		$this->assertSame( 1, $found['total'] );
		list( , $where ) = $index->matching( self::$owner, 'willia' );
		$this->assertStringContainsString( 's.contact_id IN (', $where, 'the candidates are checked, not every search row' );
		$this->assertSame( $this->expected( 'willia' ), $found['ids'], 'what a scan finds' );
	}

	public function test_terms_scan_until_the_lists_are_built(): void {
		global $wpdb;
		$this->make_network();
		$jobs = Schema::table( 'jobs' );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$wpdb->query( $wpdb->prepare( "UPDATE {$jobs} SET state = %s WHERE owner_id = 0 AND type = %s AND job_key = %s", Job::QUEUED, Search_Grams_Job::TYPE, Search_Grams_Job::LISTS ) );
		try {
			$this->assertFalse( Search_Index::ready() );
			$this->assertNull( ( new Search_Index() )->plan( self::$owner, 'jo' ), 'two letters scan meanwhile' );
			$this->assertNull( ( new Search_Index() )->plan( self::$owner, 'acme' ), 'and longer terms' );
			foreach ( array( 'a', 'jo', 'é', 'x', 'acme labs' ) as $term ) {
				$this->assertSame( $this->expected( $term ), ( new Search_Index() )->find( self::$owner, $term, 'ASC', 0, 0 )['ids'], $term );
			}
		} finally {
			$wpdb->query( $wpdb->prepare( "UPDATE {$jobs} SET state = %s WHERE owner_id = 0 AND type = %s AND job_key = %s", Job::DONE, Search_Grams_Job::TYPE, Search_Grams_Job::LISTS ) );
		}
		// phpcs:enable
		$this->assertTrue( Search_Index::ready() );
		$this->assertTrue( ( new Search_Index() )->plan( self::$owner, 'jo' )['exact'] );
	}

	public function test_the_lists_follow_every_change_to_a_contact(): void {
		$ids      = $this->make_network();
		$contacts = new Contact_Service();
		$index    = new Search_Index();
		$find     = fn( string $q ): array => $index->find( self::$owner, $q, 'ASC', 0, 0 )['ids'];

		$contacts->update( self::$owner, $ids[0], array( 'company' => 'Globex Harbour' ) );
		$this->assertSame( array( $ids[2] ), $find( 'acme labs' ), 'the old company is gone' );
		$this->assertSame( array( $ids[0] ), $find( 'globex harb' ), 'the new company is found' );

		$note = $this->make_note( self::$owner, $ids[3], 'Quarterly offsite in Lisbon' );
		$this->assertSame( array( $ids[3] ), $find( 'lisbon' ) );
		( new Note_Repository() )->update( self::$owner, $note, 'Quarterly offsite in Porto' );
		$this->assertSame( array(), $find( 'lisbon' ) );
		$this->assertSame( array( $ids[3] ), $find( 'porto' ) );
		( new Note_Repository() )->delete( self::$owner, $note );
		$this->assertSame( array(), $find( 'porto' ) );

		// A merge moves the removed contact's note to the survivor and forgets the removed contact.
		$contacts->merge( self::$owner, $ids[6], $ids[1] );
		$this->assertSame( array( $ids[6] ), $find( 'coffee chat' ) );
		$this->assertFalse( $this->listed( $ids[1] ) );

		$contacts->delete_many( self::$owner, array( $ids[6], $ids[4] ) );
		$this->assertSame( array(), $find( 'coffee chat' ) );
		$this->assertSame( array(), $find( 'émile' ) );
		$this->assertFalse( $this->listed( $ids[6] ) );
		$this->assertFalse( $this->listed( $ids[4] ) );
		$this->assertTrue( $this->listed( $ids[0] ) );
	}

	public function test_a_costly_total_is_kept_until_the_members_search_text_changes(): void {
		global $wpdb;
		$ids      = $this->make_network();
		$contacts = new Contact_Service();
		$totals   = Schema::table( 'search_totals' );
		// A cap of 1: every longer term counts as common, and its total is counted over every search row. A page of
		// one, after the first: the total is not the page's length.
		$total = fn( string $q ): int => ( new Search_Index( 1 ) )->find( self::$owner, $q, 'ASC', 1, 1 )['total'];
		// The term's own kept total (Search_Index::kept() hashes its terms); the contacts under all of its trigrams are kept
		// in another row (intersected_plan()).
		$hash  = (string) max( 1, (int) hexdec( substr( md5( 'acme labs' ), 0, 15 ) ) );
		$kept  = fn(): array => array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT total FROM {$totals} WHERE owner_id = %d AND term_hash = %s", self::$owner, $hash ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared

		$this->assertSame( 2, $total( 'acme labs' ) );
		$this->assertSame( array( 2 ), $kept(), 'kept' );
		$this->assertSame( '2', $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$totals} WHERE owner_id = %d AND term_hash <> 0", self::$owner ) ), 'the total and the contacts under all of its trigrams' ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		// Read back, not counted again: a total changed behind PRISM's back is what comes out.
		$wpdb->query( $wpdb->prepare( "UPDATE {$totals} SET total = 7 WHERE owner_id = %d AND term_hash <> 0", self::$owner ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$this->assertSame( 7, $total( 'acme labs' ) );
		$this->assertSame( 1, ( new Search_Index( 1 ) )->find( self::$other, 'acme labs', 'ASC', 1, 1 )['total'], 'another member\'s total is their own' );

		// Every change of the member's search text counts them again: an edit, a note, a new contact, a merge, a delete.
		$contacts->update( self::$owner, $ids[0], array( 'company' => 'Globex' ) );
		$this->assertSame( 1, $total( 'acme labs' ) );
		$this->assertSame( array( 1 ), $kept(), 'the older total is gone' );
		$this->make_note( self::$owner, $ids[4], 'Acme Labs again' );
		$this->assertSame( 2, $total( 'acme labs' ) );
		$new = $this->make_contact( self::$owner, array( 'firstName' => 'Ada', 'company' => 'Acme Labs' ) );
		$this->assertSame( 3, $total( 'acme labs' ) );
		$contacts->merge( self::$owner, $new, $ids[2] );
		$this->assertSame( 2, $total( 'acme labs' ) );
		$contacts->delete_many( self::$owner, array( $new ) );
		$this->assertSame( 1, $total( 'acme labs' ) );
		$this->assertSame( count( $this->expected( 'acme labs' ) ), $total( 'acme labs' ) );
		// Two contacts again: more than the cap even under all of the term's lists at once (intersected_plan()), so
		// counted over every search row and kept.
		$this->make_contact( self::$owner, array( 'firstName' => 'Bea', 'company' => 'Acme Labs' ) );
		$this->assertSame( 2, $total( 'acme labs' ) );
		// Another member's changes leave this member's totals alone.
		$this->make_contact( self::$other, array( 'company' => 'Acme Labs' ) );
		$wpdb->query( $wpdb->prepare( "UPDATE {$totals} SET total = 7 WHERE owner_id = %d AND term_hash <> 0", self::$owner ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$this->assertSame( 7, $total( 'acme labs' ) );
	}

	/**
	 * The member's network size is kept as a total is, and counted again after every contact added (one, or an
	 * import's batch), merged away or deleted.
	 */
	public function test_the_kept_network_size_follows_every_contact_added_or_removed(): void {
		$ids      = $this->make_network();
		$contacts = new Contact_Service();
		$size     = fn(): int => ( new Search_Index() )->network_size( self::$owner );
		$count    = fn(): int => (int) ( \Prism\Data\Db::column( 'SELECT COUNT(*) FROM ' . Schema::table( 'contacts' ) . ' WHERE owner_id = ?', array( self::$owner ) )[0] ?? 0 );
		$this->assertSame( $count(), $size() );
		$this->assertSame( $count(), $size(), 'read back' );
		$new = $this->make_contact( self::$owner, array( 'firstName' => 'Ada' ) );
		$this->assertSame( $count(), $size(), 'after one added' );
		$contacts->create_many(
			self::$owner,
			array(
				array( 'input' => array( 'firstName' => 'Imported One' ) ),
				array( 'input' => array( 'firstName' => 'Imported Two' ) ),
			),
			false
		);
		$this->assertSame( $count(), $size(), 'after an import batch' );
		$contacts->merge( self::$owner, $new, $ids[2] );
		$this->assertSame( $count(), $size(), 'after a merge' );
		$contacts->delete_many( self::$owner, array( $ids[3] ) );
		$this->assertSame( $count(), $size(), 'after a delete' );
		$this->make_contact( self::$other, array( 'firstName' => 'Elsewhere' ) );
		$this->assertSame( $count(), $size(), 'another member\'s contacts are not counted' );
	}

	public function test_a_change_rolled_back_keeps_the_totals_and_a_kept_total_waits_for_no_lock(): void {
		global $wpdb;
		$ids    = $this->make_network();
		$totals = Schema::table( 'search_totals' );
		$total  = fn( string $q ): int => ( new Search_Index( 1 ) )->find( self::$owner, $q, 'ASC', 1, 1 )['total'];
		$this->assertSame( 2, $total( 'acme labs' ) );
		$generation = fn(): int => (int) $wpdb->get_var( $wpdb->prepare( "SELECT generation FROM {$totals} WHERE owner_id = %d AND term_hash = 0", self::$owner ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$before     = $generation();
		try {
			\Prism\Data\Db::transaction(
				function () use ( $ids ): void {
					( new Contact_Service() )->update( self::$owner, $ids[0], array( 'company' => 'Globex' ) );
					throw new \RuntimeException( 'the rest of the work failed' );
				}
			);
		} catch ( \RuntimeException $e ) {
			$this->assertSame( 'the rest of the work failed', $e->getMessage() );
		}
		$this->assertSame( $before, $generation(), 'nothing changed, so nothing is counted again' );
		$this->assertSame( 2, $total( 'acme labs' ) );
		// Inside a transaction (which may yet roll back) a total is counted and not kept.
		\Prism\Data\Db::transaction(
			function () use ( $total, $wpdb, $totals ): void {
				$wpdb->query( "DELETE FROM {$totals} WHERE term_hash <> 0" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
				$this->assertSame( 2, $total( 'acme labs' ) );
				$this->assertSame( 0, (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$totals} WHERE term_hash <> 0" ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			}
		);
	}

	public function test_a_member_never_finds_another_members_contacts(): void {
		$this->make_network();
		$other_only = $this->make_contact( self::$other, array( 'firstName' => 'Quentin', 'company' => 'Quasar Inc' ) );
		$this->assertSame( array(), ( new Search_Index() )->find( self::$owner, 'quasar', 'ASC', 0, 0 )['ids'] );
		$this->assertSame( array( $other_only ), ( new Search_Index() )->find( self::$other, 'quasar', 'ASC', 0, 0 )['ids'] );
		foreach ( ( new Search_Index() )->find( self::$other, 'acme', 'ASC', 0, 0 )['ids'] as $id ) {
			$this->assertNull( $this->contact( self::$owner, $id ), 'the other member found only their own' );
		}
	}

	public function test_a_failed_merge_takes_its_new_trigrams_back(): void {
		$ids    = $this->make_network();
		$before = $this->snapshot();
		$this->assertNotEmpty( $before[ Schema::table( 'contact_lists' ) ] );
		try {
			// The survivor's search row and trigrams are rewritten (on SQLite straight through PDO) before the merge
			// record is written; that write fails, and the whole merge must roll back, trigrams included.
			$this->with_failing_sql( 'INSERT INTO', 'merges', fn() => ( new Contact_Service() )->merge( self::$owner, $ids[6], $ids[1] ) );
			$this->fail( 'The merge should have failed' );
		} catch ( \RuntimeException $e ) {
			$this->assertStringContainsString( 'database error', $e->getMessage() );
		}
		$this->assert_unchanged( $before, 'a merge that failed halfway' );
		$this->assertSame( array( $ids[1] ), ( new Search_Index() )->find( self::$owner, 'coffee chat', 'ASC', 0, 0 )['ids'], 'the note text is found on its own contact only' );
	}

	/**
	 * A site upgrading from version 7 (or, with $version, another version before 23): the lists are empty, and there is
	 * no lists job yet (with $listed_up_to, an interrupted version-8 step's cursor is left, as it left it).
	 *
	 * @param int $listed_up_to The version-8 step's cursor (0: none).
	 * @param int $version      The version the site is at.
	 */
	private function as_before_version_8( int $listed_up_to = 0, int $version = 7 ): void {
		global $wpdb;
		$this->with_the_old_lists_table();
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$wpdb->query( 'DELETE FROM ' . Schema::table( 'contact_lists' ) );
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . Schema::table( 'jobs' ) . ' WHERE owner_id = 0 AND type = %s', Search_Grams_Job::TYPE ) );
		// phpcs:enable
		update_option( Schema::VERSION_OPTION, $version );
		delete_option( 'prism_grams_cursor' );
		if ( $listed_up_to > 0 ) {
			update_option( 'prism_grams_cursor', $listed_up_to );
		}
	}

	/**
	 * Leaves the site as the other tests expect it: at the current version, the lists job done, every list full.
	 */
	/**
	 * An hour after the upgrade: the drops of the retired tables run (the old lists' drop enqueues the lists again),
	 * then the lists' job.
	 */
	private function retire_old_lists(): void {
		global $wpdb;
		$jobs = new Job_Repository();
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Schema::table( 'jobs' ) . ' SET run_after = 0 WHERE owner_id = 0 AND type = %s', \Prism\Jobs\Retired_Tables_Job::TYPE ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		foreach ( \Prism\Jobs\Retired_Tables_Job::RETIRED as $table ) {
			$drop = $jobs->find_by_key( 0, \Prism\Jobs\Retired_Tables_Job::TYPE, $table );
			if ( $drop ) {
				( new Runner() )->run_job( $drop->id, INF );
			}
		}
		( new Runner() )->run_job( Search_Grams_Job::enqueue_lists(), INF );
		Cron::unschedule();
	}

	/**
	 * The one-row-per-gram-and-contact table of versions 8 to 22, as a site upgraded from one of them has it (the
	 * version-23 step retires it, and searches scan until it is dropped).
	 */
	private function with_the_old_lists_table(): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.SchemaChange
		$wpdb->query( "CREATE TABLE IF NOT EXISTS {$wpdb->prefix}prism_contact_grams (owner_id bigint(20) unsigned NOT NULL, gram int(10) unsigned NOT NULL, contact_id bigint(20) unsigned NOT NULL, PRIMARY KEY (owner_id,gram,contact_id))" );
	}

	private function restore_the_trigram_job(): void {
		update_option( Schema::VERSION_OPTION, Schema::DB_VERSION );
		( new Runner() )->run_job( Search_Grams_Job::enqueue(), INF );
		( new Runner() )->run_job( Search_Grams_Job::enqueue_short(), INF );
		( new Runner() )->run_job( Search_Grams_Job::enqueue_lists(), INF );
		$this->retire_old_lists();
		$this->assertTrue( Search_Index::ready() );
	}

	/**
	 * 620 more contacts for the owner, seven of them at "Rare Widgets": more than one slice of the trigram job.
	 */
	private function make_large_network(): void {
		$this->make_network();
		$people = array();
		for ( $i = 0; $i < 620; $i++ ) {
			$people[] = array( 'input' => array( 'firstName' => "Person{$i}", 'company' => 0 === $i % 100 ? 'Rare Widgets' : 'Common' ) );
		}
		( new Contact_Service() )->create_many( self::$owner, $people );
	}

	public function test_the_lists_job_lists_contacts_stored_before_the_lists_resuming_slice_by_slice(): void {
		$this->make_large_network();
		$expected = $this->expected( 'rare widg' );
		$this->assertCount( 7, $expected );
		$full     = $this->postings( self::$owner );
		$contacts = $this->count_rows( 'contact_search', array() );
		$this->assertGreaterThan( 500, $contacts, 'more than one slice of work' );

		$this->as_before_version_8( 0, 22 );
		try {
			// The version-23 step enqueues the job (once); cron would run it. Here this test runs it, slice by slice.
			$id = Search_Grams_Job::enqueue_lists();
			Cron::unschedule();
			$this->assertSame( $id, Search_Grams_Job::enqueue_lists(), 'enqueued once' );
			Cron::unschedule();
			$this->assertFalse( Search_Index::ready() );
			$this->assertSame( $expected, ( new Search_Index() )->find( self::$owner, 'rare widg', 'ASC', 0, 0 )['ids'], 'searches scan meanwhile' );

			// One slice: 500 contacts listed, the cursor stored with them, the job not done.
			$this->assertSame( Runner::PROGRESS, ( new Runner() )->run_job( $id, 0.0 ) );
			$job     = ( new Job_Repository() )->find( $id );
			$partial = $this->postings( self::$owner );
			$this->assertSame( array( Job::RUNNING, 500, $contacts ), array( $job->state, $job->done, $job->total ) );
			$this->assertGreaterThan( 0, (int) $job->cursor['after'] );
			$this->assertGreaterThan( 0, $partial );
			$this->assertLessThan( $full, $partial );
			$this->assertFalse( Search_Index::ready(), 'not done until every contact is listed' );
			$this->assertSame( $expected, ( new Search_Index() )->find( self::$owner, 'rare widg', 'ASC', 0, 0 )['ids'], 'searches are right meanwhile' );

			// The installer (a command-line run) finds the job and runs it to the end, from where it stopped.
			Installer::install_schema();
			$this->assertSame( Schema::DB_VERSION, (int) get_option( Schema::VERSION_OPTION ) );
			$job = ( new Job_Repository() )->find( $id );
			$this->assertSame( array( Job::DONE, $contacts, $contacts ), array( $job->state, $job->done, $job->total ), 'resumed, not restarted' );
			$this->assertSame(
				1,
				$this->count_rows(
					'jobs',
					array(
						'type'    => Search_Grams_Job::TYPE,
						'job_key' => Search_Grams_Job::LISTS,
					)
				)
			);
			$this->assertSame( $full, $this->postings( self::$owner ) );
			// The upgrade retired the old lists: until their drop, an hour later, other web servers may still run the
			// old code, so searches keep scanning; the drop lists every contact again, then the lists are used.
			$this->assertFalse( Search_Index::ready(), 'scans while the old lists are not yet retired' );
			$this->retire_old_lists();
			$this->assertSame( $full, $this->postings( self::$owner ) );
			$this->assertTrue( Search_Index::ready() );
			list( , $where ) = ( new Search_Index() )->matching( self::$owner, 'rare widg' );
			$this->assertStringContainsString( 's.contact_id IN (', $where );
			$this->assertSame( $expected, ( new Search_Index() )->find( self::$owner, 'rare widg', 'ASC', 0, 0 )['ids'] );
		} finally {
			$this->restore_the_trigram_job();
		}
	}

	public function test_a_failed_slice_of_the_trigram_job_lists_nothing_and_is_retried(): void {
		// One slice lists every contact here; the one after the failure finishes the job.
		$this->make_network();
		$full = $this->postings( self::$owner );
		$this->as_before_version_8( 0, 22 );
		try {
			// As a web request's upgrade leaves it: the version recorded, the job queued.
			$id = Search_Grams_Job::enqueue_lists();
			Cron::unschedule();
			update_option( Schema::VERSION_OPTION, Schema::DB_VERSION );
			// The slice lists the contacts (on SQLite straight to its connection, on MariaDB through $wpdb), then
			// storing its cursor fails, as a lost connection would make it: the trigrams must go with the cursor.
			global $wpdb;
			$hits     = 0;
			$break    = static function ( $sql ) use ( &$hits ) {
				if ( preg_match( '/^UPDATE \S+prism_jobs SET state = \S+, job_cursor = /', (string) $sql ) ) {
					++$hits;
					return 'INSERT INTO prism_test_no_such_table VALUES (1)';
				}
				return $sql;
			};
			$suppress = $wpdb->suppress_errors( true );
			add_filter( 'query', $break );
			try {
				$this->assertSame( Runner::RETRY, ( new Runner( null, 5, 0 ) )->run_job( $id, 0.0 ) );
			} finally {
				remove_filter( 'query', $break );
				$wpdb->suppress_errors( $suppress );
			}
			$this->assertSame( 1, $hits );
			$job = ( new Job_Repository() )->find( $id );
			$this->assertSame( 0, $this->postings( self::$owner ), 'the slice\'s lists were rolled back' );
			$this->assertSame( array( 0, 0, 1 ), array( (int) ( $job->cursor['after'] ?? 0 ), $job->done, $job->attempts ) );
			$this->assertFalse( Search_Index::ready() );

			$this->assertSame( Runner::DONE, ( new Runner( null, 5, 0 ) )->run_job( $id, INF ) );
			$this->assertSame( $full, $this->postings( self::$owner ) );
			$this->assertTrue( Search_Index::ready() );
		} finally {
			$this->restore_the_trigram_job();
		}
	}

	public function test_the_job_goes_on_where_an_interrupted_version_8_step_stopped(): void {
		$this->make_network();
		$ids   = array_map( 'intval', $GLOBALS['wpdb']->get_col( $GLOBALS['wpdb']->prepare( 'SELECT contact_id FROM ' . Schema::table( 'contact_search' ) . ' WHERE owner_id = %d ORDER BY contact_id', self::$owner ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		$after = $ids[2];
		$this->as_before_version_8( $after );
		try {
			$id  = Search_Grams_Job::enqueue();
			$job = ( new Job_Repository() )->find( $id );
			Cron::unschedule();
			$this->assertSame( $after, (int) $job->cursor['after'] );
			$this->assertFalse( get_option( 'prism_grams_cursor' ), 'the old cursor is handed over' );
			update_option( Schema::VERSION_OPTION, Schema::DB_VERSION );
			$this->assertFalse( Search_Index::ready() );
			$this->assertSame( Runner::DONE, ( new Runner() )->run_job( $id, INF ) );
			$left = (int) $GLOBALS['wpdb']->get_var( $GLOBALS['wpdb']->prepare( 'SELECT COUNT(*) FROM ' . Schema::table( 'contact_search' ) . ' WHERE contact_id > %d', $after ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
			$this->assertSame( $left, ( new Job_Repository() )->find( $id )->done, 'only the contacts after the old cursor were listed' );
			$this->assertFalse( Search_Index::ready(), 'searches wait for the version-23 lists job, which lists every contact' );
		} finally {
			$this->restore_the_trigram_job();
		}
	}

	public function test_a_site_whose_version_8_step_had_finished_records_the_job_as_done(): void {
		global $wpdb;
		$this->make_network();
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . Schema::table( 'jobs' ) . ' WHERE owner_id = 0 AND type = %s', Search_Grams_Job::TYPE ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		$this->with_the_old_lists_table();
		update_option( Schema::VERSION_OPTION, 9 );
		try {
			$this->assertFalse( Search_Index::ready() );
			Installer::maybe_upgrade();
			$this->assertSame( Schema::DB_VERSION, (int) get_option( Schema::VERSION_OPTION ) );
			$this->assertSame( Job::DONE, ( new Job_Repository() )->find_by_key( 0, Search_Grams_Job::TYPE )->state );
			$this->assertFalse( Search_Index::ready(), 'scans until the old lists are retired' );
			$this->retire_old_lists();
			$this->assertTrue( Search_Index::ready() );
			// Nothing for cron to do but the drops of the tables versions 22 and 23 retired, an hour from now (and the
			// day's digest, which the site's cron queues on its first run from the digest hour on, whatever the tests do).
			global $wpdb;
			$pending = $wpdb->get_col( $wpdb->prepare( 'SELECT type FROM ' . Schema::table( 'jobs' ) . " WHERE owner_id = 0 AND state IN ('queued', 'running') AND type NOT IN (%s, %s)", \Prism\Jobs\Retired_Tables_Job::TYPE, \Prism\Reminders\Digest_Job::TYPE ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
			$this->assertSame( array(), $pending, 'nothing else for cron to do' );
		} finally {
			$this->restore_the_trigram_job();
		}
	}
}

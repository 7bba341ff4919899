<?php
/**
 * The full duplicate rescan job: walks the member's contacts a batch a slice, resumes from its cursor, shows its
 * progress, stores the pairs it finds as pending suggestions and leaves other members alone.
 *
 * @package Prism
 */

namespace Prism\Tests\Jobs;

use Prism\Data\Job;
use Prism\Data\Job_Repository;
use Prism\Jobs\Duplicate_Scan_Job;
use Prism\Jobs\Queue;
use Prism\Jobs\Runner;
use Prism\Schema\Schema;
use Prism\Service\Contact_Service;
use Prism\Tests\Jobs\Support\Jobs_Test_Case;

require_once __DIR__ . '/Support/Jobs_Test_Case.php';

/**
 * Duplicate_Scan_Job.
 */
final class DuplicateScanJobTest extends Jobs_Test_Case {

	/**
	 * Stores $count contacts no rule pairs (distinct names and email domains, no phone or company) without
	 * checking them, then $pairs copies of some of them (the same person, the email in capitals). Answers the ids.
	 *
	 * @param int $owner Member.
	 * @param int $count Distinct contacts.
	 * @param int $pairs Copies.
	 * @return int[]
	 */
	private function seed( int $owner, int $count, int $pairs ): array {
		$people = array();
		for ( $i = 0; $i < $count; $i++ ) {
			$people[] = array( 'input' => self::person( $i ) );
		}
		for ( $i = 0; $i < $pairs; $i++ ) {
			$copy             = self::person( $i * 7 );
			$copy['emailOne'] = strtoupper( $copy['emailOne'] );
			$people[]         = array( 'input' => $copy );
		}
		// create_many() does not check for duplicates (imports and seeds): the rescan has them all to find.
		return ( new Contact_Service() )->create_many( $owner, $people, false );
	}

	/**
	 * A person no other seeded person resembles.
	 *
	 * @param int $i Number.
	 * @return array<string, string>
	 */
	private static function person( int $i ): array {
		$word = '';
		for ( $n = $i + 1000; $n > 0; $n = intdiv( $n, 26 ) ) {
			$word .= chr( 97 + $n % 26 );
		}
		return array(
			'firstName' => 'Xy' . $word,
			'lastName'  => ucfirst( strrev( $word ) ) . 'son',
			'emailOne'  => "p{$i}@d{$word}.test",
		);
	}

	/**
	 * Pending suggestions of a member, as first-second pairs.
	 *
	 * @param int $owner Member.
	 * @return string[]
	 */
	private function pending( int $owner ): array {
		global $wpdb;
		$table = Schema::table( 'collisions' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- test helper.
		$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT first_id, second_id FROM {$table} WHERE owner_id = %d AND state = 'pending' ORDER BY first_id, second_id", $owner ), ARRAY_A );
		return array_map( static fn( array $r ): string => $r['first_id'] . '-' . $r['second_id'], $rows );
	}

	public function test_the_rescan_checks_every_contact_a_batch_a_slice_and_stores_the_pairs(): void {
		$ids    = $this->seed( self::$owner, 1100, 3 );
		$theirs = $this->seed( self::$other, 10, 2 );
		$id     = Queue::enqueue( Duplicate_Scan_Job::TYPE, self::$owner );
		$runner = new Runner();

		$runner->run_job( $id, 0.0 );
		$job = ( new Job_Repository() )->find( $id );
		$this->assertContains( $job->done, array( 500, 1000, 1103 ), 'one slice: whole batches of 500 (as many as fit in its time)' );
		$this->assertSame( 1103, $job->total, 'the progress figure counts every contact' );
		$this->assertSame( array( 'after' => $ids[ $job->done - 1 ] ), $job->cursor );
		$this->assertSame( 1103 === $job->done ? Job::DONE : Job::RUNNING, $job->state );
		$first = $job->done;

		$runner->run_job( $id, 0.0 );
		$this->assertGreaterThan( min( $first, 1102 ), ( new Job_Repository() )->find( $id )->done, 'the next slice resumes from the cursor' );

		$runner->run_job( $id, microtime( true ) + 30 );
		$job = ( new Job_Repository() )->find( $id );
		$this->assertSame( Job::DONE, $job->state );
		$this->assertSame( 1103, $job->done );
		$this->assertSame( 1103, $job->total );

		$expected = array();
		foreach ( array( 0, 1, 2 ) as $i ) {
			$expected[] = $ids[ $i * 7 ] . '-' . $ids[ 1100 + $i ];
		}
		sort( $expected );
		$found = $this->pending( self::$owner );
		sort( $found );
		$this->assertSame( $expected, $found, 'exactly the three copies, each once' );
		$this->assertSame( array(), $this->pending( self::$other ), 'another member\'s contacts are not scanned' );
		$this->assertCount( 12, $theirs );

		// A second rescan finds nothing new and stores nothing twice.
		( new Job_Repository() )->forget( self::$owner, Duplicate_Scan_Job::TYPE );
		$again = Queue::enqueue( Duplicate_Scan_Job::TYPE, self::$owner );
		$runner->run_job( $again, microtime( true ) + 30 );
		$this->assertSame( Job::DONE, ( new Job_Repository() )->find( $again )->state );
		$this->assertSame( $found, $this->pending( self::$owner ) );
	}

	public function test_a_slice_cut_short_keeps_its_pairs_and_its_retry_ends_with_the_same_ones(): void {
		// The rescan's slices run outside a transaction (Idempotent_Job_Type): pairs stored before a failure stay,
		// and the retried slice stores them again with INSERT IGNORE: the same pairs, each once.
		$ids = $this->seed( self::$owner, 600, 3 );
		$id  = Queue::enqueue( Duplicate_Scan_Job::TYPE, self::$owner );
		// The slice's work is done, then storing its cursor fails (a lost connection, say).
		$break = static function ( string $query ): string {
			return false !== strpos( $query, 'SET state = ' ) && false !== strpos( $query, 'job_cursor' ) ? 'SELECT broken FROM nowhere' : $query;
		};
		add_filter( 'query', $break );
		$runner = new Runner( null, 5, 0 );
		$this->assertSame( Runner::RETRY, $runner->run_job( $id, microtime( true ) + 30 ) );
		remove_filter( 'query', $break );
		$job = ( new Job_Repository() )->find( $id );
		$this->assertSame( 1, $job->attempts );
		$this->assertSame( 0, $job->done, 'the cursor did not move' );
		$kept = $this->pending( self::$owner );
		$this->assertNotSame( array(), $kept, 'what the slice stored before the failure stays' );

		$runner->run_job( $id, microtime( true ) + 30 );
		$job = ( new Job_Repository() )->find( $id );
		$this->assertSame( Job::DONE, $job->state );
		$expected = array();
		foreach ( array( 0, 1, 2 ) as $i ) {
			$expected[] = $ids[ $i * 7 ] . '-' . $ids[ 600 + $i ];
		}
		sort( $expected );
		$found = $this->pending( self::$owner );
		sort( $found );
		$this->assertSame( $expected, $found );
	}

	public function test_a_member_without_contacts_is_done_at_once(): void {
		$id = Queue::enqueue( Duplicate_Scan_Job::TYPE, self::$owner );
		( new Runner() )->run_job( $id, 0.0 );
		$job = ( new Job_Repository() )->find( $id );
		$this->assertSame( Job::DONE, $job->state );
		$this->assertSame( 0, $job->done );
		$this->assertSame( 0, $job->total );
	}
}

<?php
/**
 * Killed workers: a second PHP process (as another web server's worker would be) starts a merge, a bulk delete, a
 * category apply, an import batch or a duplicate scan and is killed with SIGKILL at a chosen step
 * (Support/fault-child.php, at the code's `prism_fault_point` actions). Afterwards nothing is half-done: a change
 * made in one transaction is rolled back whole, and a job resumes where its last committed slice ended, creating
 * nothing twice. Then the same work done again ends exactly as if nothing had happened.
 *
 * @package Prism
 */

namespace Prism\Tests\Security;

use Prism\Data\Db;
use Prism\Data\Import_Repository;
use Prism\Data\Mentorship_Repository;
use Prism\Data\Series_Repository;
use Prism\Import\Import_Job;
use Prism\Import\Import_Store;
use Prism\Data\Job_Repository;
use Prism\Jobs\Duplicate_Scan_Job;
use Prism\Jobs\Queue;
use Prism\Jobs\Runner;
use Prism\Schema\Schema;
use Prism\Service\Contact_Service;
use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';

/**
 * Faults injected into multi-row changes.
 */
final class FaultsTest extends Prism_Test_Case {

	/**
	 * Faults injected, for the summary line.
	 *
	 * @var int
	 */
	private static int $killed = 0;

	public static function tearDownAfterClass(): void {
		fwrite( STDERR, sprintf( "\n[faults] %d workers killed mid-change\n", self::$killed ) );
		parent::tearDownAfterClass();
	}

	/**
	 * Runs fault-child.php and asserts it was killed at the step.
	 *
	 * @param string   $step Fault point.
	 * @param int      $nth  The how-many-th time the point is reached.
	 * @param string[] $args What to do (see fault-child.php).
	 */
	private function kill_at( string $step, int $nth, array $args ): void {
		$pipes   = array();
		$process = proc_open(
			array_merge( array( PHP_BINARY, __DIR__ . '/Support/fault-child.php', $step, (string) $nth ), $args ),
			array(
				0 => array( 'pipe', 'r' ),
				1 => array( 'pipe', 'w' ),
				2 => array( 'pipe', 'w' ),
			),
			$pipes
		);
		$this->assertIsResource( $process );
		fclose( $pipes[0] );
		$out = (string) stream_get_contents( $pipes[1] );
		$err = (string) stream_get_contents( $pipes[2] );
		$status = proc_close( $process );
		$this->assertSame( array( 'reached' => $step ), json_decode( trim( $out ), true ), "the child was not killed at {$step}: {$out} {$err}" );
		$this->assertNotSame( 0, $status, 'killed, not ended' );
		++self::$killed;
		// A fresh transaction sees what the dead process committed, and nothing else.
		Db::transaction( static fn() => null );
	}

	/**
	 * Lets a job a killed runner held run now (its lock would expire after Runner::LOCK_TTL).
	 *
	 * @param int $job_id Job.
	 */
	private function free_job( int $job_id ): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- test; table from Schema.
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Schema::table( 'locks' ) . ' SET expires_at = 0 WHERE name = %s', 'job-' . $job_id ) );
	}

	/**
	 * The owner's rows of one table.
	 *
	 * @param string $table Logical table.
	 */
	private function rows_in( string $table ): int {
		return $this->count_rows( $table, array( 'owner_id' => self::$owner ) );
	}

	/**
	 * A CSV of people, some pairs sharing an email (rows with the same email appear twice when $pairs).
	 *
	 * @param int $people How many rows.
	 * @param int $pairs  How many of them repeat an earlier row's email.
	 */
	private function csv( int $people, int $pairs = 0 ): string {
		$path  = (string) tempnam( sys_get_temp_dir(), 'prism-fault' );
		$lines = array( 'First Name,Last Name,Email' );
		for ( $i = 1; $i <= $people; $i++ ) {
			$email   = $i <= $pairs ? "shared{$i}@example.test" : "person{$i}@example.test";
			$lines[] = "Person{$i},Family{$i},{$email}";
		}
		for ( $i = 1; $i <= $pairs; $i++ ) {
			$lines[] = "Person{$i},Family{$i},shared{$i}@example.test";
		}
		file_put_contents( $path, implode( "\n", $lines ) . "\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- test fixture.
		return $path;
	}

	public function test_a_merge_killed_midway_changes_nothing_and_then_loses_nothing(): void {
		$ann   = $this->make_contact( self::$owner, array( 'firstName' => 'Ann', 'emailOne' => 'ann@example.test', 'company' => 'Acme' ) );
		$annie = $this->make_contact( self::$owner, array( 'firstName' => 'Annie', 'emailOne' => 'annie@example.test', 'phoneOne' => '+44 20 7946 0000' ) );
		$this->make_note( self::$owner, $ann, 'Budget <100k and >50k' );
		$this->make_note( self::$owner, $annie, 'Met at the conference' );
		$this->make_category( self::$owner, 'Board', array( $annie ) );
		$series = ( new Series_Repository() )->mentoring( true )[0];
		( new Mentorship_Repository() )->create( self::$owner, $annie, (int) $series['id'], 'mentor' );
		$before = $this->snapshot();

		$this->kill_at( 'merge', 1, array( 'merge', (string) self::$owner, (string) $ann, (string) $annie ) );
		$this->assertSame( $before, $this->snapshot(), 'the merge was rolled back whole' );

		( new Contact_Service() )->merge( self::$owner, $ann, $annie );
		$this->assertNull( $this->contact( self::$owner, $annie ) );
		$kept = $this->contact( self::$owner, $ann );
		$this->assertSame( array( 'ann@example.test', 'annie@example.test' ), array( $kept['emailOne'], $kept['emailTwo'] ) );
		$this->assertSame( '+44 20 7946 0000', $kept['phoneOne'] );
		$this->assertSame( 'Board', $kept['categories'] );
		$this->assertSame( 1, $this->count_rows( 'notes', array( 'contact_id' => $ann, 'note' => 'Budget <100k and >50k' ) ) );
		$this->assertSame( 1, $this->count_rows( 'notes', array( 'contact_id' => $ann, 'note' => 'Met at the conference' ) ), 'both notes are on the survivor' );
		$this->assertSame( 1, $this->count_rows( 'mentorships', array( 'contact_id' => $ann ) ) );
	}

	public function test_a_bulk_delete_killed_midway_deletes_nothing(): void {
		$ids = array();
		for ( $i = 0; $i < 120; $i++ ) {
			$ids[] = $this->make_contact( self::$owner, array( 'firstName' => "Gone {$i}" ) );
			$this->make_note( self::$owner, end( $ids ), "Note {$i}" );
		}
		$kept   = $this->make_contact( self::$owner, array( 'firstName' => 'Kept' ) );
		$before = $this->snapshot();

		$this->kill_at( 'bulk-delete', 1, array( 'delete', (string) self::$owner, implode( ',', $ids ) ) );
		$this->assertSame( $before, $this->snapshot(), 'the delete was rolled back whole: no contact without its notes, no notes without their contact' );

		$this->assertSame( 120, ( new Contact_Service() )->delete_many( self::$owner, $ids ) );
		$this->assertSame( 1, $this->rows_in( 'contacts' ) );
		$this->assertSame( 0, $this->rows_in( 'notes' ) );
		$this->assertNotNull( $this->contact( self::$owner, $kept ) );
	}

	public function test_a_category_apply_killed_after_one_category_applies_none(): void {
		$ids = array();
		for ( $i = 0; $i < 60; $i++ ) {
			$ids[] = $this->make_contact( self::$owner, array( 'firstName' => "Person {$i}" ) );
		}
		$add    = $this->make_category( self::$owner, 'Added' );
		$remove = $this->make_category( self::$owner, 'Removed', $ids );
		$before = $this->snapshot();

		$this->kill_at( 'category-apply', 1, array( 'apply', (string) self::$owner, "{$add}=1,{$remove}=-1", implode( ',', $ids ) ) );
		$this->assertSame( $before, $this->snapshot(), 'neither category changed' );
		$this->assertSame( 60, $this->count_rows( 'contact_categories', array( 'category_id' => $remove ) ) );
		$this->assertSame( 0, $this->count_rows( 'contact_categories', array( 'category_id' => $add ) ) );
	}

	public function test_an_import_killed_in_its_second_batch_resumes_and_creates_no_one_twice(): void {
		$path   = $this->csv( 1300 );
		$id     = ( new Import_Store() )->import_file( self::$owner, $path, 'contacts.csv', 'iCloud CSV', 'update' );
		$job_id = (int) ( new Import_Repository() )->find( $id )['job_id'];
		unlink( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink -- test fixture.

		$this->kill_at( 'import-batch', 2, array( 'job', (string) $job_id ) );
		$this->assertSame( Import_Job::BATCH, $this->rows_in( 'contacts' ), 'the first batch is in, nothing of the second' );
		$this->assertSame( Import_Job::BATCH, (int) ( new Import_Repository() )->find( $id )['created_count'] );

		$this->free_job( $job_id );
		( new Runner( null, 5, 0 ) )->run_job( $job_id, INF );
		$this->assertSame( 1300, $this->rows_in( 'contacts' ) );
		global $wpdb;
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- test; table from Schema.
		$this->assertSame( 1300, (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(DISTINCT email_one) FROM ' . Schema::table( 'contacts' ) . ' WHERE owner_id = %d', self::$owner ) ), 'no one twice' );
		$import = ( new Import_Repository() )->find( $id );
		$this->assertSame( 1300, (int) $import['created_count'] );
		$this->assertSame( 0, $this->count_rows( 'import_chunks', array( 'import_id' => $id ) ), 'the stored upload is removed when the import ends' );
	}

	public function test_a_duplicate_scan_killed_midway_resumes_and_finds_each_pair_once(): void {
		$path = $this->csv( 1100, 40 );
		$id   = ( new Import_Store() )->import_file( self::$owner, $path, 'contacts.csv', 'iCloud CSV', 'create' );
		unlink( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink -- test fixture.
		( new Runner( null, 5, 0 ) )->run_job( (int) ( new Import_Repository() )->find( $id )['job_id'], INF );
		( new Runner( null, 5, 0 ) )->run_due( 60 ); // The import's own duplicate check and search lists.
		$this->assertSame( 1140, $this->rows_in( 'contacts' ) );
		global $wpdb;
		$wpdb->delete( Schema::table( 'collisions' ), array( 'owner_id' => self::$owner ) );

		$job_id = Queue::enqueue( Duplicate_Scan_Job::TYPE, self::$owner );
		$this->kill_at( 'duplicate-scan', 1, array( 'job', (string) $job_id ) );
		$this->free_job( $job_id );
		( new Runner( null, 5, 0 ) )->run_job( $job_id, INF );
		$this->assertSame( 40, $this->count_rows( 'collisions', array( 'owner_id' => self::$owner, 'state' => 'pending' ) ), 'each shared email once' );

		// A whole new scan finds the same pairs and stores none twice.
		( new Job_Repository() )->forget_finished( self::$owner, Duplicate_Scan_Job::TYPE );
		( new Runner( null, 5, 0 ) )->run_job( Queue::enqueue( Duplicate_Scan_Job::TYPE, self::$owner ), INF );
		$this->assertSame( 40, $this->rows_in( 'collisions' ) );
	}
}

<?php
/**
 * Jobs\Runner and Data\Job_Repository on the real database: enqueueing is idempotent; slices resume from the cursor
 * and finish; a failing slice is rolled back together with its cursor, retried with back-off, and the job fails
 * after N attempts; a job held by another runner (also in another process) is not run twice at once.
 *
 * @package Prism
 */

namespace Prism\Tests\Jobs;

use Prism\Data\Db;
use Prism\Data\Job;
use Prism\Data\Job_Repository;
use Prism\Data\Lock;
use Prism\Data\Slice;
use Prism\Jobs\Runner;
use Prism\Schema\Schema;
use Prism\Tests\Jobs\Support\Counting_Job;
use Prism\Tests\Jobs\Support\Jobs_Test_Case;
use Prism\Tests\Jobs\Support\Mailing_Job;

require_once __DIR__ . '/Support/Jobs_Test_Case.php';

/**
 * The runner.
 */
final class RunnerTest extends Jobs_Test_Case {

	/**
	 * A runner that knows the Counting_Job.
	 *
	 * @param int $max_attempts Attempts before a job fails.
	 * @param int $backoff      First back-off in seconds.
	 */
	private function runner( int $max_attempts = 5, int $backoff = 0 ): Runner {
		return new Runner( array( Counting_Job::TYPE => new Counting_Job() ), $max_attempts, $backoff );
	}

	public function test_enqueueing_the_same_job_twice_keeps_one(): void {
		$jobs  = new Job_Repository();
		$first = $jobs->enqueue( self::$owner, Counting_Job::TYPE, 'import-1', Counting_Job::cursor( 3, 3 ) );
		$again = $jobs->enqueue( self::$owner, Counting_Job::TYPE, 'import-1', Counting_Job::cursor( 99, 1 ) );
		$this->assertSame( $first, $again );
		$this->assertSame( 1, $this->count_rows( 'jobs', array( 'owner_id' => self::$owner, 'type' => Counting_Job::TYPE ) ) );
		$this->assertSame( 3, $this->job( $first )->cursor['size'], 'the second enqueue changed nothing' );
		$this->assertNotSame( $first, $jobs->enqueue( self::$owner, Counting_Job::TYPE, 'import-2' ), 'another key is another job' );
		$this->assertNotSame( $first, $jobs->enqueue( self::$other, Counting_Job::TYPE, 'import-1' ), 'another member\'s job is theirs' );

		$job = $this->job( $first );
		$this->assertSame( Job::QUEUED, $job->state );
		$this->assertSame( self::$owner, $job->owner_id );
		$this->assertSame( array( 0, 0, 0 ), array( $job->done, $job->total, $job->attempts ) );
	}

	public function test_two_processes_enqueueing_at_the_same_moment_make_one_job(): void {
		$answers = $this->children(
			array(
				array( 'enqueue', (string) self::$owner, 'same-moment' ),
				array( 'enqueue', (string) self::$owner, 'same-moment' ),
			)
		);
		$this->assertSame( $answers[0]['id'], $answers[1]['id'] );
		$this->assertSame( 1, $this->count_rows( 'jobs', array( 'owner_id' => self::$owner, 'job_key' => 'same-moment' ) ) );
	}

	public function test_slices_resume_from_the_cursor_and_the_job_finishes(): void {
		$id = $this->counting_job( Counting_Job::cursor( 25, 10 ) );

		// Each call with a deadline already past runs exactly one slice; each runner starts from what is stored.
		$this->assertSame( Runner::PROGRESS, $this->runner()->run_job( $id, 0.0 ) );
		$job = $this->job( $id );
		$this->assertSame( range( 0, 9 ), $this->items( $id )['items'] );
		$this->assertSame( array( Job::RUNNING, 10, 25, 10 ), array( $job->state, $job->done, $job->total, $job->cursor['next'] ) );
		$this->assertNull( $job->finished_at );

		$this->assertSame( Runner::PROGRESS, $this->runner()->run_job( $id, 0.0 ) );
		$this->assertSame( range( 0, 19 ), $this->items( $id )['items'] );

		$this->assertSame( Runner::DONE, $this->runner()->run_job( $id, 0.0 ) );
		$job = $this->job( $id );
		$this->assertSame( range( 0, 24 ), $this->items( $id )['items'], 'every item once' );
		$this->assertSame( array( Job::DONE, 25, 25 ), array( $job->state, $job->done, $job->total ) );
		$this->assertNotNull( $job->finished_at );

		$this->assertSame( Runner::FINISHED, $this->runner()->run_job( $id, microtime( true ) + 5 ) );
		$this->assertSame( range( 0, 24 ), $this->items( $id )['items'], 'a finished job does nothing more' );
		$this->assertSame( 0, $this->count_rows( 'locks', array( 'name' => "job-{$id}" ) ), 'the runner released its lock' );
	}

	public function test_a_runner_with_time_left_runs_slice_after_slice(): void {
		$id = $this->counting_job( Counting_Job::cursor( 45, 10 ) );
		$this->assertSame( Runner::DONE, $this->runner()->run_job( $id, microtime( true ) + 30 ) );
		$this->assertSame( range( 0, 44 ), $this->items( $id )['items'] );
	}

	public function test_a_failing_slice_is_rolled_back_with_its_cursor_then_retried(): void {
		// The slice of items 10-19 writes its rows, then throws on its first two attempts.
		$id     = $this->counting_job( Counting_Job::cursor( 25, 10, 12, 2 ) );
		$runner = $this->runner();
		$this->assertSame( Runner::PROGRESS, $runner->run_job( $id, 0.0 ) );

		$this->assertSame( Runner::RETRY, $runner->run_job( $id, 0.0 ) );
		$job = $this->job( $id );
		$this->assertSame( range( 0, 9 ), $this->items( $id )['items'], 'the failed slice\'s rows were rolled back' );
		$this->assertSame( array( 10, 10, 1 ), array( $job->cursor['next'], $job->done, $job->attempts ), 'and so was its cursor' );
		$this->assertStringContainsString( 'Attempt 1 of 5 failed: Item 12 could not be processed', $job->last_error );
		$this->assertNotSame( Job::FAILED, $job->state );

		$this->assertSame( Runner::RETRY, $runner->run_job( $id, 0.0 ) );
		$this->assertSame( 2, $this->job( $id )->attempts );
		$this->assertSame( range( 0, 9 ), $this->items( $id )['items'] );

		$this->assertSame( Runner::PROGRESS, $runner->run_job( $id, 0.0 ), 'the third attempt succeeds' );
		$job = $this->job( $id );
		$this->assertSame( array( 0, '' ), array( $job->attempts, $job->last_error ), 'a success clears the failures' );
		$this->assertSame( Runner::DONE, $runner->run_job( $id, 0.0 ) );
		$this->assertSame( range( 0, 24 ), $this->items( $id )['items'], 'every item exactly once, in spite of the failures' );
	}

	public function test_a_retry_waits_for_its_back_off(): void {
		$id = $this->counting_job( Counting_Job::cursor( 5, 10, 3, 1 ) );
		$this->assertSame( Runner::RETRY, $this->runner( 5, 30 )->run_job( $id, 0.0 ) );
		$job = $this->job( $id );
		$this->assertFalse( $job->due );
		$this->assertGreaterThanOrEqual( time() + 25, $job->run_after );
		$this->assertSame( Runner::WAITING, $this->runner( 5, 30 )->run_job( $id, 0.0 ) );
		$this->assertSame( array(), $this->runner( 5, 30 )->run_due( 0.5 ), 'not due: run_due leaves it alone' );
		$this->assertSame( array(), $this->items( $id )['items'] );
	}

	public function test_a_slice_that_keeps_failing_fails_the_job_after_n_attempts(): void {
		$id     = $this->counting_job( Counting_Job::cursor( 25, 10, 12, 99 ) );
		$runner = $this->runner( 3, 0 );
		$log    = (string) ini_get( 'error_log' );
		$from   = is_file( $log ) ? (int) filesize( $log ) : 0;
		$this->assertSame( Runner::PROGRESS, $runner->run_job( $id, 0.0 ) );
		$this->assertSame( Runner::RETRY, $runner->run_job( $id, 0.0 ) );
		$this->assertSame( Runner::RETRY, $runner->run_job( $id, 0.0 ) );
		$this->assertSame( Runner::FAILED, $runner->run_job( $id, 0.0 ) );

		$job = $this->job( $id );
		$this->assertSame( array( Job::FAILED, 3, 10, 10 ), array( $job->state, $job->attempts, $job->done, $job->cursor['next'] ) );
		$this->assertSame( 'Attempt 3 of 3 failed: Item 12 could not be processed', $job->last_error );
		$this->assertNotNull( $job->finished_at );
		$this->assertSame( Runner::FINISHED, $runner->run_job( $id, 0.0 ), 'a failed job is not run again' );
		$this->assertSame( range( 0, 9 ), $this->items( $id )['items'] );
		if ( is_file( $log ) ) {
			$logged = (string) file_get_contents( $log, false, null, $from );
			$this->assertStringContainsString( "PRISM: job {$id} (test_counting) Attempt 3 of 3 failed: Item 12 could not be processed; the job has failed", $logged );
		}

		// Enqueueing it again queues it again, from where it stopped.
		$this->assertSame( $id, ( new Job_Repository() )->enqueue( 0, Counting_Job::TYPE, $job->key ) );
		$job = $this->job( $id );
		$this->assertSame( array( Job::QUEUED, 0, 10, null ), array( $job->state, $job->attempts, $job->cursor['next'], $job->finished_at ) );
	}

	public function test_a_type_with_effects_outside_the_database_never_repeats_an_item(): void {
		$outbox = (string) tempnam( sys_get_temp_dir(), 'prism-outbox-' );
		try {
			// The slice "sends" items 0-3, then fails before item 4, twice. Its effects cannot be rolled back.
			$id     = ( new Job_Repository() )->enqueue( 0, Mailing_Job::TYPE, 'mailing', Mailing_Job::cursor( $outbox, 10, 10, 4, 2 ) );
			$runner = new Runner( array( Mailing_Job::TYPE => new Mailing_Job() ), 5, 0 );
			$sent   = static fn(): array => array_map( 'intval', (array) file( $outbox, FILE_IGNORE_NEW_LINES ) );

			$this->assertSame( Runner::RETRY, $runner->run_job( $id, 0.0 ) );
			$this->assertSame( array( 0, 1, 2, 3 ), $sent() );
			$job = $this->job( $id );
			$this->assertSame( array( 0, 1 ), array( $job->cursor['next'], $job->attempts ), 'the cursor did not move' );
			$this->assertStringContainsString( 'The mail server hung up before item 4', $job->last_error );

			$this->assertSame( Runner::RETRY, $runner->run_job( $id, 0.0 ) );
			$this->assertSame( array( 0, 1, 2, 3 ), $sent(), 'the retry skipped the items already sent' );
			$this->assertSame( Runner::DONE, $runner->run_job( $id, 0.0 ) );
			$this->assertSame( range( 0, 9 ), $sent(), 'every item sent exactly once' );
			$this->assertSame( array( Job::DONE, 10, 0 ), array( $this->job( $id )->state, $this->job( $id )->done, $this->job( $id )->attempts ) );
		} finally {
			unlink( $outbox );
		}
	}

	public function test_a_job_held_by_another_runner_is_skipped(): void {
		$id    = $this->counting_job( Counting_Job::cursor( 5, 10 ) );
		$other = new Lock( "job-{$id}" );
		$this->assertTrue( $other->acquire( 60 ) );
		$this->assertSame( Runner::BUSY, $this->runner()->run_job( $id, microtime( true ) + 5 ) );
		$this->assertSame( array( Runner::BUSY => 1 ), $this->runner()->run_due( 1.0 ) );
		$this->assertSame( array(), $this->items( $id )['items'] );
		$this->assertTrue( $other->held(), 'the other runner still holds it' );

		$other->release();
		$this->assertSame( Runner::DONE, $this->runner()->run_job( $id, 0.0 ) );
	}

	public function test_two_processes_never_run_the_same_job_at_once(): void {
		// Eight slices of 250 ms each: the first process holds the job for two seconds.
		$id      = $this->counting_job( Counting_Job::cursor( 8, 1, null, 0, 250 ) );
		$answers = $this->children(
			array(
				array( 'run-job', (string) $id, '30' ),
				array( 'run-job', (string) $id, '30' ),
			)
		);
		$outcomes = array_column( $answers, 'outcome' );
		sort( $outcomes );
		// The other found it taken, or (on SQLite, whose single writer can keep it waiting for the lock's own row
		// until the first is through) found it finished.
		$this->assertContains( $outcomes, array( array( Runner::BUSY, Runner::DONE ), array( Runner::DONE, Runner::FINISHED ) ), 'one ran it: ' . implode( ', ', $outcomes ) );
		$items = $this->items( $id );
		$this->assertSame( range( 0, 7 ), $items['items'], 'every item exactly once' );
		$this->assertCount( 1, $items['pids'], 'all by one process' );
		$this->assertSame( Job::DONE, $this->job( $id )->state );
	}

	public function test_a_runner_whose_lock_expired_mid_slice_cannot_apply_it(): void {
		$id    = $this->counting_job( Counting_Job::cursor( 20, 10 ) );
		$jobs  = new Job_Repository();
		$stale = $this->job( $id );
		// A runner claims its slice, then stalls past its lock's time to live...
		$this->assertTrue( $jobs->begin_slice( $id, $stale->revision ) );
		// ...another runner takes the job over and runs a slice...
		$this->assertSame( Runner::PROGRESS, $this->runner()->run_job( $id, 0.0 ) );
		$this->assertSame( 10, $this->job( $id )->cursor['next'] );
		// ...and the first one wakes up: it can neither store its cursor, nor start another slice, nor record a failure.
		$this->assertFalse( $jobs->finish_slice( $id, $stale->revision + 1, new Slice( array( 'next' => 5 ), 5, 20, false ) ) );
		$this->assertFalse( Db::transaction( fn() => $jobs->begin_slice( $id, $stale->revision ) ) );
		$this->assertFalse( $jobs->record_failure( $id, $stale->revision + 1, 1, 'stale', false, 0 ) );
		$job = $this->job( $id );
		$this->assertSame( array( 10, 10, 0, '' ), array( $job->cursor['next'], $job->done, $job->attempts, $job->last_error ) );
		$this->assertSame( Runner::DONE, $this->runner()->run_job( $id, 0.0 ) );
		$this->assertSame( range( 0, 19 ), $this->items( $id )['items'] );
	}

	public function test_run_due_finishes_due_jobs_and_leaves_unknown_types_alone(): void {
		$a       = $this->counting_job( Counting_Job::cursor( 15, 10 ) );
		$b       = $this->counting_job( Counting_Job::cursor( 5, 10 ), self::$owner );
		$unknown = ( new Job_Repository() )->enqueue( 0, 'nobody_knows', 'x' );
		$counts  = $this->runner()->run_due( 30.0 );
		$this->assertSame( 2, $counts[ Runner::DONE ] ?? 0, wp_json_encode( $counts ) );
		$this->assertSame( Job::DONE, $this->job( $a )->state );
		$this->assertSame( Job::DONE, $this->job( $b )->state );
		$this->assertSame( Job::QUEUED, $this->job( $unknown )->state, 'left for a server that knows the type' );
		$this->assertSame( Runner::UNKNOWN, $this->runner()->run_job( $unknown, 0.0 ) );
		$this->assertSame( Job::QUEUED, $this->job( $unknown )->state );
	}

	public function test_members_finished_jobs_are_pruned_after_a_while_and_site_jobs_kept(): void {
		global $wpdb;
		$old_member = $this->counting_job( Counting_Job::cursor( 1, 1 ), self::$owner );
		$new_member = $this->counting_job( Counting_Job::cursor( 1, 1 ), self::$owner );
		$old_site   = $this->counting_job( Counting_Job::cursor( 1, 1 ) );
		foreach ( array( $old_member, $new_member, $old_site ) as $id ) {
			$this->runner()->run_job( $id, 0.0 );
		}
		$long_ago = gmdate( 'Y-m-d H:i:s', time() - 40 * DAY_IN_SECONDS );
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Schema::table( 'jobs' ) . ' SET finished_at = %s WHERE id IN (%d, %d)', $long_ago, $old_member, $old_site ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		( new Job_Repository() )->prune( 30 );
		$this->assertNull( ( new Job_Repository() )->find( $old_member ) );
		$this->assertNotNull( ( new Job_Repository() )->find( $new_member ) );
		$this->assertNotNull( ( new Job_Repository() )->find( $old_site ) );
	}
}

<?php
/**
 * What drives the jobs: the WP-Cron event (scheduled only while there is work), WordPress's wp-cron.php requested
 * over HTTP as a system cron's curl would, and bin/run-jobs.php run by a system cron.
 *
 * @package Prism
 */

namespace Prism\Tests\Jobs;

use Prism\Data\Job;
use Prism\Data\Job_Repository;
use Prism\Data\Search_Index;
use Prism\Jobs\Cron;
use Prism\Jobs\Queue;
use Prism\Jobs\Runner;
use Prism\Jobs\Search_Grams_Job;
use Prism\Reminders\Digest_Job;
use Prism\Reminders\Digest_Schedule;
use Prism\Schema\Schema;
use Prism\Tests\Jobs\Support\Counting_Job;
use Prism\Tests\Jobs\Support\Jobs_Test_Case;
use Prism\Tests\Support\Http_Client;

require_once __DIR__ . '/Support/Jobs_Test_Case.php';
require_once dirname( __DIR__ ) . '/Support/Http_Client.php';

/**
 * Cron and the system-cron entry point.
 */
final class CronTest extends Jobs_Test_Case {

	/**
	 * Adds the Counting_Job to this process's job types.
	 *
	 * @param array<string, mixed> $types Types.
	 * @return array<string, mixed>
	 */
	public static function with_counting_job( $types ): array {
		return (array) $types + array( Counting_Job::TYPE => Counting_Job::class );
	}

	protected function setUp(): void {
		parent::setUp();
		add_filter( 'prism_job_types', array( self::class, 'with_counting_job' ) );
	}

	protected function tearDown(): void {
		remove_filter( 'prism_job_types', array( self::class, 'with_counting_job' ) );
		parent::tearDown();
	}

	public function test_enqueueing_schedules_the_event_which_runs_the_jobs_and_then_unschedules_itself(): void {
		$this->assertFalse( wp_next_scheduled( Cron::HOOK ) );
		$id = Queue::enqueue( Counting_Job::TYPE, self::$owner, 'cron', Counting_Job::cursor( 25, 10 ) );
		$this->assertNotFalse( wp_next_scheduled( Cron::HOOK ) );
		$this->assertSame( Cron::SCHEDULE, wp_get_schedule( Cron::HOOK ) );
		$this->assertSame( MINUTE_IN_SECONDS, wp_get_schedules()[ Cron::SCHEDULE ]['interval'] );
		$this->assertSame( $id, Queue::enqueue( Counting_Job::TYPE, self::$owner, 'cron' ) );

		do_action( Cron::HOOK );

		$this->assertSame( Job::DONE, $this->job( $id )->state );
		$this->assertSame( range( 0, 24 ), $this->items( $id )['items'] );
		$this->assertFalse( wp_next_scheduled( Cron::HOOK ), 'no work left: no event' );
	}

	/**
	 * Deactivation takes PRISM's cron events away (the data stays); activation brings the jobs' event back when a job
	 * still has work, and the next request schedules the morning email again.
	 */
	public function test_deactivation_unschedules_and_activation_reschedules_pending_work(): void {
		$id = Queue::enqueue( Counting_Job::TYPE, self::$owner, 'deactivate', Counting_Job::cursor( 5, 10 ) );
		\Prism\Reminders\Digest_Schedule::ensure_scheduled();
		$this->assertNotFalse( wp_next_scheduled( Cron::HOOK ) );
		$this->assertNotFalse( wp_next_scheduled( \Prism\Reminders\Digest_Schedule::HOOK ) );

		\Prism\Plugin::deactivate();
		$this->assertFalse( wp_next_scheduled( Cron::HOOK ) );
		$this->assertFalse( wp_next_scheduled( \Prism\Reminders\Digest_Schedule::HOOK ) );
		$this->assertSame( Job::QUEUED, $this->job( $id )->state, 'the job itself stays' );

		Cron::schedule_if_pending();
		$this->assertNotFalse( wp_next_scheduled( Cron::HOOK ), 'a job has work: its event is back' );
		do_action( Cron::HOOK );
		$this->assertSame( Job::DONE, $this->job( $id )->state );
		Cron::schedule_if_pending();
		$this->assertFalse( wp_next_scheduled( Cron::HOOK ), 'no work, no event' );
		\Prism\Reminders\Digest_Schedule::ensure_scheduled();
		$this->assertNotFalse( wp_next_scheduled( \Prism\Reminders\Digest_Schedule::HOOK ) );
	}

	public function test_the_event_stays_while_a_job_waits_for_its_retry(): void {
		$id = Queue::enqueue( Counting_Job::TYPE, 0, 'retry', Counting_Job::cursor( 5, 10, 0, 1 ) );
		do_action( Cron::HOOK );
		$job = $this->job( $id );
		$this->assertSame( array( 1, false ), array( $job->attempts, $job->due ), 'failed once, waiting for its back-off' );
		$this->assertNotFalse( wp_next_scheduled( Cron::HOOK ), 'still work to do: the event stays' );
	}

	/**
	 * Gives the site's trigram job work: the owner's contacts lose their trigrams and the job is queued again from
	 * the start, as after an upgrade from version 7.
	 *
	 * @return int The job id.
	 */
	private function queue_trigram_work(): int {
		global $wpdb;
		foreach ( array( 'Ann Archer', 'Ben Smith', 'Cleo Rare-Widgets' ) as $name ) {
			list( $first, $last ) = explode( ' ', $name );
			$this->make_contact( self::$owner, array( 'firstName' => $first, 'lastName' => $last ) );
		}
		$this->assertGreaterThan( 0, $this->count_rows( 'contact_lists', array( 'owner_id' => self::$owner ) ) );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . Schema::table( 'contact_lists' ) . ' WHERE owner_id = %d', self::$owner ) );
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . Schema::table( 'jobs' ) . ' WHERE owner_id = 0 AND type = %s', Search_Grams_Job::TYPE ) );
		// phpcs:enable
		$id = ( new Job_Repository() )->enqueue( 0, Search_Grams_Job::TYPE, Search_Grams_Job::LISTS, array( 'after' => 0 ) );
		$this->assertFalse( Search_Index::ready() );
		return $id;
	}

	/**
	 * Whatever happened, the trigram job ends done and the lists full, as the other tests expect.
	 *
	 * @param int $id The job.
	 */
	private function finish_trigram_work( int $id ): void {
		( new Runner() )->run_job( $id, INF );
		Cron::unschedule();
		$this->assertTrue( Search_Index::ready() );
	}

	public function test_wp_cron_requested_over_http_runs_the_jobs(): void {
		global $wpdb;
		$id = $this->queue_trigram_work();
		try {
			// A WP-Cron run still going on the server (spawned by an earlier request) rewrites WordPress's whole list
			// of events as it goes, and would drop an event added meanwhile: wait until none is going on (by
			// WordPress's own rule, a cron lock younger than WP_CRON_LOCK_TIMEOUT).
			$cron_running = static fn(): bool => (float) $wpdb->get_var( "SELECT option_value FROM {$wpdb->options} WHERE option_name = '_transient_doing_cron'" ) + WP_CRON_LOCK_TIMEOUT > microtime( true );
			for ( $wait = 0; $wait < 100 && $cron_running(); $wait++ ) {
				usleep( 100000 );
			}
			wp_cache_flush();
			Cron::ensure_scheduled();
			// What a system cron's `curl https://site/wp-cron.php` does, with no other cron run in progress.
			delete_transient( 'doing_cron' );
			$response = ( new Http_Client() )->request( 'GET', '/wp-cron.php' );
			$this->assertSame( 200, $response['status'] );
			$job = ( new Job_Repository() )->find( $id );
			for ( $wait = 0; $wait < 50 && Job::DONE !== $job->state; $wait++ ) {
				usleep( 100000 );
				$job = ( new Job_Repository() )->find( $id );
			}
			$this->assertSame( Job::DONE, $job->state, 'the web server ran the job' );
			$this->assertGreaterThan( 0, $this->count_rows( 'contact_lists', array( 'owner_id' => self::$owner ) ) );
			$this->assertTrue( Search_Index::ready() );
			wp_cache_flush();
			$this->assertFalse( wp_next_scheduled( Cron::HOOK ), 'and unscheduled the event' );
			$found = $this->ok( $this->get( 'contact-list/' . self::$owner, array( 'q' => 'rare-widg' ) ) );
			$this->assertSame( array( 'Cleo' ), array_column( $found, 'firstName' ) );
		} finally {
			$this->finish_trigram_work( $id );
		}
	}

	public function test_a_system_cron_runs_the_jobs_with_bin_run_jobs(): void {
		$id = $this->queue_trigram_work();
		// The daily emails' event not due (the next test has it due).
		wp_clear_scheduled_hook( Digest_Schedule::HOOK );
		wp_schedule_single_event( time() + DAY_IN_SECONDS, Digest_Schedule::HOOK );
		try {
			list( $out, $err ) = $this->run_jobs();
			$this->assertSame( "run-jobs: done 1\n", $out, $err );
			$this->assertSame( Job::DONE, ( new Job_Repository() )->find( $id )->state );
			$this->assertTrue( Search_Index::ready() );
		} finally {
			$this->finish_trigram_work( $id );
		}
	}

	/**
	 * On a site with WP-Cron off, WP-Cron's events never run: bin/run-jobs.php runs the daily emails' event when it is
	 * due (it enqueues the day's job and schedules the next morning), then the jobs, the day's emails among them.
	 */
	public function test_bin_run_jobs_runs_the_daily_emails_event_when_it_is_due(): void {
		global $wpdb;
		$today = current_datetime()->format( 'Y-m-d' );
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . Schema::table( 'jobs' ) . ' WHERE owner_id = 0 AND type = %s AND job_key = %s', Digest_Job::TYPE, $today ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		update_option( Digest_Schedule::HOUR_OPTION, 0 );
		wp_clear_scheduled_hook( Digest_Schedule::HOOK );
		wp_schedule_single_event( time() - 60, Digest_Schedule::HOOK );
		try {
			list( $out, $err ) = $this->run_jobs();
			$this->assertSame( '', $err, 'no PHP message' );
			$this->assertStringStartsWith( "run-jobs: enqueued the day's reminder emails\n", $out );
			$job = ( new Job_Repository() )->find_by_key( 0, Digest_Job::TYPE, $today );
			$this->assertNotNull( $job, "today's emails were enqueued" );
			$this->assertSame( Job::DONE, $job->state, $out );
			wp_cache_delete( 'cron', 'options' );
			wp_cache_delete( 'alloptions', 'options' );
			$this->assertGreaterThan( time(), (int) wp_next_scheduled( Digest_Schedule::HOOK ), 'the next run is scheduled for a later morning' );
		} finally {
			delete_option( Digest_Schedule::HOUR_OPTION );
		}
	}
}

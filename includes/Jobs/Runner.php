<?php
/**
 * Runs jobs in bounded slices: from WP-Cron, from a system cron (bin/run-jobs.php), from the page that waits on a
 * job (Rest\Jobs_Controller) and from command-line upgrades.
 *
 * Why a job never runs twice at once, and no slice is ever applied twice, even with several web servers:
 * - A runner takes the job's database lock (Data\Lock, "job-{id}") before anything else and skips the job when
 *   another runner holds it. The lock expires, so a runner that died stops blocking the job after LOCK_TTL.
 * - Each slice is one transaction: it first moves the job's revision on from the one the runner read (a write that
 *   matches nothing if another runner got there first, so the slice does not run), then does its own writes, then
 *   stores the new cursor and progress. A crash or an exception before COMMIT leaves the job exactly as it was.
 * - A slice that throws is rolled back and tried again after a back-off, up to the maximum number of attempts; then
 *   the job is marked failed with the cause, which is also logged.
 *
 * @package Prism
 */

namespace Prism\Jobs;

use Prism\Data\Db;
use Prism\Data\Job;
use Prism\Data\Job_Repository;
use Prism\Data\Lock;
use Prism\Data\Slice;

defined( 'ABSPATH' ) || exit;

/**
 * The job runner.
 */
final class Runner {

	/** Outcomes of run_job(). */
	public const PROGRESS = 'progress';
	public const DONE     = 'done';
	public const RETRY    = 'retry';
	public const FAILED   = 'failed';
	public const BUSY     = 'busy';
	public const WAITING  = 'waiting';
	public const FINISHED = 'finished';
	public const UNKNOWN  = 'unknown';
	public const MISSING  = 'missing';

	/**
	 * Seconds a runner's hold on a job lasts without renewal (renewed after every slice, and a slice is about a
	 * second). A web server that dies mid-slice holds its jobs up for at most this long; a slice that outlived it
	 * would still not run twice (the claim checks the job's revision).
	 */
	public const LOCK_TTL = 30;

	/** Failed attempts of one slice, in a row, before the job fails for good. */
	public const MAX_ATTEMPTS = 5;

	/** Seconds before the first retry; doubled for each further one, at most an hour. */
	public const BACKOFF = 30;

	/** On SQLite, seconds between two slices that held the database's write lock (make_way()). */
	public const PAUSE = 0.06;

	/**
	 * Job types this runner can run, by stored name.
	 *
	 * @var array<string, Job_Type>
	 */
	private array $types;

	/**
	 * Job storage.
	 *
	 * @var Job_Repository
	 */
	private Job_Repository $jobs;

	/**
	 * Attempts before a job fails.
	 *
	 * @var int
	 */
	private int $max_attempts;

	/**
	 * First back-off in seconds.
	 *
	 * @var int
	 */
	private int $backoff;

	/**
	 * Whether the last slice this runner ran held a transaction (on SQLite, the database's write lock) throughout.
	 *
	 * @var bool
	 */
	private bool $held = false;

	/**
	 * Sets the runner up.
	 *
	 * @param array<string, Job_Type>|null $types        Job types by name (default: Job_Types::all()).
	 * @param int                          $max_attempts Failed attempts before a job fails (tests lower it).
	 * @param int                          $backoff      First back-off in seconds (tests set 0).
	 */
	public function __construct( ?array $types = null, int $max_attempts = self::MAX_ATTEMPTS, int $backoff = self::BACKOFF ) {
		$this->types        = null === $types ? Job_Types::all() : $types;
		$this->jobs         = new Job_Repository();
		$this->max_attempts = max( 1, $max_attempts );
		$this->backoff      = max( 0, $backoff );
	}

	/**
	 * Runs due jobs for about $budget seconds: each turn takes the due job worked on least recently (so one large
	 * job does not starve the others) and runs one slice of it. Jobs another runner holds are skipped.
	 *
	 * @param float                              $budget Seconds to work (a slice that starts in time may end a little later).
	 * @param (callable(int, string): void)|null $ran    Told the job id and outcome after each turn (`wp prism jobs run` lists them).
	 * @return array<string, int> How many slices ended in each outcome.
	 */
	public function run_due( float $budget, ?callable $ran = null ): array {
		$deadline = microtime( true ) + $budget;
		$counts   = array();
		$skip     = array();
		do {
			$ids = $this->jobs->due_ids( array_keys( $this->types ), $skip, 1 );
			if ( ! $ids ) {
				break;
			}
			$started            = microtime( true );
			$outcome            = $this->run_job( $ids[0], 0.0 );
			$counts[ $outcome ] = ( $counts[ $outcome ] ?? 0 ) + 1;
			if ( null !== $ran ) {
				$ran( $ids[0], $outcome );
			}
			$this->make_way( microtime( true ) - $started, $deadline );
			if ( self::PROGRESS !== $outcome ) {
				// Done, failed, waiting for its retry, or held by another runner: not again in this run.
				$skip[] = $ids[0];
			}
		} while ( microtime( true ) < $deadline );
		return $counts;
	}

	/**
	 * Runs slices of one job until it is finished or the next slice would end after $deadline (judged by the last
	 * one): at least one slice when the job can run.
	 *
	 * @param int   $id       Job id.
	 * @param float $deadline microtime( true ) after which no new slice starts (0.0: exactly one slice).
	 * @return string One of the outcome constants.
	 */
	public function run_job( int $id, float $deadline ): string {
		$this->held = false;
		$lock       = new Lock( 'job-' . $id );
		if ( ! $lock->acquire( self::LOCK_TTL ) ) {
			return self::BUSY;
		}
		try {
			do {
				// Read after taking the lock: the cursor is the one the last holder committed.
				$job = $this->jobs->find( $id );
				if ( ! $job ) {
					return self::MISSING;
				}
				if ( $job->finished() ) {
					return self::FINISHED;
				}
				if ( ! isset( $this->types[ $job->type ] ) ) {
					// Left for a server whose code knows the type (during a rolling update, say).
					return self::UNKNOWN;
				}
				if ( ! $job->due ) {
					return self::WAITING;
				}
				$started = microtime( true );
				$outcome = $this->slice( $job, $this->types[ $job->type ], $deadline );
				if ( self::PROGRESS !== $outcome ) {
					return $outcome;
				}
				if ( ! $lock->renew( self::LOCK_TTL ) ) {
					return self::BUSY;
				}
				$took = microtime( true ) - $started;
				$this->make_way( $took, $deadline );
				// Another slice only when one as long as the last still ends by the deadline: a request that runs a job
				// (POST jobs/{id}/run, imports/{id}/run) answers within its budget, not a slice after it.
			} while ( microtime( true ) + $took < $deadline );
			return self::PROGRESS;
		} finally {
			$lock->release();
		}
	}

	/**
	 * On SQLite, a pause after a long slice that ran in a transaction, before the next one. SQLite has one write lock
	 * for the whole database: back-to-back slices of an import would leave the site's other writes (a member saving a
	 * note, a login) no gap to get in, and they would wait until the import ends or their busy timeout does. Writers
	 * waiting for the lock ask for it every 5 ms (Data\Sqlite_Connection::take_write_lock()), so a pause of PAUSE
	 * seconds lets every one waiting in, one after the other. MariaDB locks rows, and needs none.
	 *
	 * @param float $slice_seconds How long the slice held the lock.
	 * @param float $deadline      When the runner stops anyway.
	 */
	private function make_way( float $slice_seconds, float $deadline ): void {
		if ( ! $this->held || $slice_seconds < 0.05 || ! Db::is_sqlite() || microtime( true ) + self::PAUSE >= $deadline ) {
			return;
		}
		usleep( (int) ( self::PAUSE * 1000000 ) );
	}

	/**
	 * Runs one slice; on failure records the attempt.
	 *
	 * A slice of database work is one transaction: the revision claim, the slice's writes and the new cursor commit
	 * together or not at all. A type with effects outside the database (Job_Type_With_Outside_Effects) runs without
	 * that transaction: its claim and its cursor are committed on their own, and the type commits a done marker
	 * for each item before acting on it.
	 *
	 * @param Job      $job      The job as read under its lock.
	 * @param Job_Type $type     Its type.
	 * @param float    $deadline When the slice should stop.
	 * @return string PROGRESS, DONE, RETRY, FAILED or BUSY (another runner moved the job on).
	 */
	private function slice( Job $job, Job_Type $type, float $deadline ): string {
		$work       = function () use ( $job, $type, $deadline ): ?Slice {
			if ( ! $this->jobs->begin_slice( $job->id, $job->revision ) ) {
				return null;
			}
			$slice = $type->run( $job, $deadline );
			if ( ! $this->jobs->finish_slice( $job->id, $job->revision + 1, $slice ) ) {
				throw new \RuntimeException( 'Another runner moved the job on during this slice' );
			}
			return $slice;
		};
		$outside    = $type instanceof Job_Type_With_Outside_Effects || $type instanceof Idempotent_Job_Type;
		$this->held = ! $outside;
		try {
			$slice = $outside ? $work() : Db::transaction( $work );
		} catch ( \Throwable $e ) {
			// Rolled back to the revision read, or, without a transaction, left at the one the claim moved to.
			return $this->failed( $job, $outside ? $job->revision + 1 : $job->revision, $e );
		}
		if ( null === $slice ) {
			return self::BUSY;
		}
		return $slice->finished ? self::DONE : self::PROGRESS;
	}

	/**
	 * Records a failed attempt (the transaction has been rolled back) and logs it.
	 *
	 * @param Job        $job      The job as the failed slice read it.
	 * @param int        $revision The job's revision now.
	 * @param \Throwable $e        Cause.
	 * @return string RETRY or FAILED.
	 */
	private function failed( Job $job, int $revision, \Throwable $e ): string {
		$attempts = $job->attempts + 1;
		$final    = $attempts >= $this->max_attempts;
		$retry_in = $final ? 0 : (int) min( HOUR_IN_SECONDS, $this->backoff * 2 ** ( $attempts - 1 ) );
		$cause    = $e->getMessage() !== '' ? $e->getMessage() : get_class( $e );
		$message  = sprintf( 'Attempt %d of %d failed: %s', $attempts, $this->max_attempts, $cause );
		$this->jobs->record_failure( $job->id, $revision, $attempts, $message, $final, $retry_in );
		// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the site owner needs the cause.
		error_log( sprintf( 'PRISM: job %d (%s) %s; %s', $job->id, $job->type, $message, $final ? 'the job has failed' : "next try in {$retry_in} s" ) );
		return $final ? self::FAILED : self::RETRY;
	}
}

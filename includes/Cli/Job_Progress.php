<?php
/**
 * Runs one job to its end in the command's own process, with a progress bar, through the same Jobs\Runner as WP-Cron
 * and the member's pages: under the job's database lock, one slice at a time. Another runner (WP-Cron, a page) may
 * hold the job for a while; the bar then follows the progress that runner commits. A slice that fails waits for its
 * back-off, as it would under WP-Cron, and the job failing for good ends the command with an error.
 *
 * @package Prism
 */

namespace Prism\Cli;

use Prism\Data\Job;
use Prism\Data\Job_Repository;
use Prism\Jobs\Runner;
use WP_CLI;

defined( 'ABSPATH' ) || exit;

/**
 * A job run to its end from the command line.
 */
final class Job_Progress {

	/** Seconds of work between two looks at the job's progress. */
	private const STEP = 0.5;

	/** Seconds to wait while another runner holds the job. */
	private const BUSY_WAIT = 0.25;

	/**
	 * Runs the job until it is done and answers it as stored then. A job that fails for good ends the command with
	 * `$failed` and the cause (WP_CLI::error exits).
	 *
	 * @param int    $job_id  Job.
	 * @param string $label   What the progress bar says, e.g. "Importing rows".
	 * @param string $failed  The sentence when the job fails for good.
	 * @param int    $total   The size of the work when known before the first slice (0: the job's own total).
	 */
	public static function run( int $job_id, string $label, string $failed, int $total = 0 ): Job {
		$runner = new Runner();
		$jobs   = new Job_Repository();
		$bar    = null;
		$shown  = 0;
		while ( true ) {
			try {
				$outcome = $runner->run_job( $job_id, microtime( true ) + self::STEP );
			} catch ( \RuntimeException $e ) {
				// On SQLite, "database is locked" while another runner writes a long batch: as good as busy.
				$outcome = Runner::BUSY;
			}
			$job = $jobs->find( $job_id );
			if ( null === $job ) {
				self::finish( $bar );
				/* translators: %d: a job id. */
				WP_CLI::error( sprintf( __( 'Job %d no longer exists.', 'prism' ), $job_id ) );
			}
			$size = max( $total, $job->total, $job->done );
			if ( null === $bar && $size > 0 ) {
				$bar = WP_CLI\Utils\make_progress_bar( $label, $size );
			}
			if ( null !== $bar ) {
				$bar->setTotal( $size );
				$bar->tick( max( 0, min( $job->done, $size ) - $shown ) );
				$shown = max( $shown, min( $job->done, $size ) );
			}
			if ( Job::DONE === $job->state ) {
				self::finish( $bar );
				return $job;
			}
			if ( Job::FAILED === $job->state ) {
				self::finish( $bar );
				WP_CLI::error( $failed . ( '' !== $job->last_error ? ' (' . $job->last_error . ')' : '' ) );
			}
			if ( Runner::UNKNOWN === $outcome ) {
				self::finish( $bar );
				/* translators: %s: a job type, e.g. import. */
				WP_CLI::error( sprintf( __( 'This site\'s PRISM does not know the job type %s.', 'prism' ), $job->type ) );
			}
			if ( Runner::RETRY === $outcome ) {
				WP_CLI::warning( $job->last_error );
			}
			if ( Runner::BUSY === $outcome ) {
				usleep( (int) ( self::BUSY_WAIT * 1000000 ) );
			} elseif ( Runner::RETRY === $outcome || Runner::WAITING === $outcome ) {
				// A failed slice waits for its back-off (the database's clock decides when it is due).
				sleep( 1 );
			}
		}
	}

	/**
	 * Ends the progress bar's line, if one was drawn.
	 *
	 * @param mixed $bar The bar (a cli\progress\Bar, or WP-CLI's NoOp when the output is not a terminal) or null.
	 */
	private static function finish( $bar ): void {
		if ( null !== $bar ) {
			$bar->finish();
		}
	}
}

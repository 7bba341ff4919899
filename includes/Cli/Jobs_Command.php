<?php
/**
 * `wp prism jobs run` and `wp prism jobs list`: PRISM's background jobs (docs/jobs.md) from the command line. `run`
 * is the system cron's entry point for a site with WP-Cron turned off; it is the same run as WP-Cron's event and
 * bin/run-jobs.php (Jobs\Cron::run() and Cron::summary()), listing each job it worked on.
 *
 * @package Prism
 */

namespace Prism\Cli;

use Prism\Data\Job;
use Prism\Data\Job_Repository;
use Prism\Jobs\Cron;
use WP_CLI;

defined( 'ABSPATH' ) || exit;

/**
 * Runs and lists PRISM's background jobs (imports, duplicate scans, search lists, the daily reminder emails).
 */
final class Jobs_Command {

	/** States a job can be in. */
	private const STATES = array( Job::QUEUED, Job::RUNNING, Job::DONE, Job::FAILED );

	/**
	 * Runs the background jobs that are due: what a large site's system cron calls every minute.
	 *
	 * The same run as WP-Cron's event and bin/run-jobs.php: the due job served least recently first, one slice at a time, each under the job's database lock, so it is safe beside WP-Cron, members' open pages and runs on other machines. Stops after --seconds or when no job is due, then deletes members' finished jobs older than 30 days. Prints each job it worked on and what the slices did (done, progress, retry, failed, busy ...).
	 *
	 * ## OPTIONS
	 *
	 * [--seconds=<seconds>]
	 * : Work for up to this many seconds (a slice that starts in time may end a little later). The default stays under a minute, so runs from a system cron every minute do not pile up.
	 * ---
	 * default: 50
	 * ---
	 *
	 * ## EXAMPLES
	 *
	 *     # What is due now
	 *     $ wp prism jobs run
	 *     Job 31 (import, alex, 12): done, 1200/1200 (3 slices)
	 *     Success: done 1, progress 2
	 *
	 *     # Every minute from a system crontab, with WP-Cron off
	 *     * * * * * wp prism jobs run --path=/var/www/html --quiet
	 *
	 * @when after_wp_load
	 *
	 * @param string[]              $args       None.
	 * @param array<string, string> $assoc_args Options.
	 */
	public function run( array $args, array $assoc_args ): void {
		unset( $args );
		$seconds = $assoc_args['seconds'] ?? '50';
		if ( ! is_numeric( $seconds ) || (float) $seconds <= 0 ) {
			WP_CLI::error( __( '--seconds must be a number of seconds above 0, e.g. --seconds=50.', 'prism' ) );
		}
		// As bin/run-jobs.php: on a site with WP-Cron off, the day's reminder emails are enqueued here when due.
		if ( \Prism\Reminders\Digest_Schedule::run_if_due() ) {
			WP_CLI::log( __( "Enqueued the day's reminder emails.", 'prism' ) );
		}
		$ran    = array();
		$counts = Cron::run(
			(float) $seconds,
			static function ( int $id, string $outcome ) use ( &$ran ): void {
				$ran[ $id ] = array(
					'slices'  => ( $ran[ $id ]['slices'] ?? 0 ) + 1,
					'outcome' => $outcome,
				);
			}
		);
		$jobs   = new Job_Repository();
		foreach ( $ran as $id => $turns ) {
			$job = $jobs->find( $id );
			WP_CLI::log(
				sprintf(
					/* translators: 1: job id, 2: who and what, e.g. "import, alex, 12", 3: what the last slice did (done, progress, retry, failed, busy ...), 4: progress, e.g. 37/120, 5: number of slices. */
					_n( 'Job %1$d (%2$s): %3$s, %4$s (%5$d slice)', 'Job %1$d (%2$s): %3$s, %4$s (%5$d slices)', $turns['slices'], 'prism' ),
					$id,
					null === $job ? '?' : self::who( $job ),
					$turns['outcome'],
					null === $job ? '?' : self::progress( $job ),
					$turns['slices']
				)
			);
		}
		WP_CLI::success( $counts ? Cron::summary( $counts ) : __( 'No job was due.', 'prism' ) );
	}

	/**
	 * Lists PRISM's background jobs, newest first: type, member, state and progress.
	 *
	 * ## OPTIONS
	 *
	 * [--state=<state>]
	 * : Only the jobs in this state.
	 * ---
	 * options:
	 *   - queued
	 *   - running
	 *   - done
	 *   - failed
	 * ---
	 *
	 * [--limit=<number>]
	 * : At most this many jobs.
	 * ---
	 * default: 50
	 * ---
	 *
	 * [--format=<format>]
	 * : How to print them.
	 * ---
	 * default: table
	 * options:
	 *   - table
	 *   - csv
	 *   - json
	 *   - yaml
	 *   - count
	 * ---
	 *
	 * ## EXAMPLES
	 *
	 *     $ wp prism jobs list --state=queued
	 *     +----+----------------+--------+-----+--------+----------+----------+-------+---------------------+
	 *     | id | type           | member | key | state  | progress | attempts | error | updated             |
	 *     +----+----------------+--------+-----+--------+----------+----------+-------+---------------------+
	 *     | 44 | duplicate_scan | alex   |     | queued | 0        | 0        |       | 2026-11-23 06:00:00 |
	 *     +----+----------------+--------+-----+--------+----------+----------+-------+---------------------+
	 *
	 * @subcommand list
	 * @when after_wp_load
	 *
	 * @param string[]              $args       None.
	 * @param array<string, string> $assoc_args Options.
	 */
	public function list_( array $args, array $assoc_args ): void {
		unset( $args );
		$state = (string) ( $assoc_args['state'] ?? '' );
		if ( '' !== $state && ! in_array( $state, self::STATES, true ) ) {
			WP_CLI::error( __( '--state must be queued, running, done or failed.', 'prism' ) );
		}
		$limit = $assoc_args['limit'] ?? '50';
		if ( ! is_numeric( $limit ) || (int) $limit < 1 ) {
			WP_CLI::error( __( '--limit must be a whole number above 0.', 'prism' ) );
		}
		$rows = array_map(
			static fn( Job $job ): array => array(
				'id'       => $job->id,
				'type'     => $job->type,
				'member'   => $job->owner_id > 0 ? Member::login( $job->owner_id ) : __( '(site)', 'prism' ),
				'key'      => $job->key,
				'state'    => $job->state,
				'progress' => self::progress( $job ),
				'attempts' => $job->attempts,
				'error'    => $job->last_error,
				'updated'  => $job->updated_at,
			),
			( new Job_Repository() )->latest( (int) $limit, $state )
		);
		WP_CLI\Utils\format_items( (string) ( $assoc_args['format'] ?? 'table' ), $rows, array( 'id', 'type', 'member', 'key', 'state', 'progress', 'attempts', 'error', 'updated' ) );
	}

	/**
	 * The job's type, member (or "site") and key, e.g. "import, alex, 12".
	 *
	 * @param Job $job The job.
	 */
	private static function who( Job $job ): string {
		$parts = array( $job->type, $job->owner_id > 0 ? Member::login( $job->owner_id ) : __( 'site', 'prism' ) );
		if ( '' !== $job->key ) {
			$parts[] = $job->key;
		}
		return implode( ', ', $parts );
	}

	/**
	 * Progress as done/total, or done alone while the total is unknown.
	 *
	 * @param Job $job The job.
	 */
	private static function progress( Job $job ): string {
		return $job->total > 0 ? $job->done . '/' . $job->total : (string) $job->done;
	}
}

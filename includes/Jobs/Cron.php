<?php
/**
 * WP-Cron drives the jobs: a recurring event on a one-minute schedule, scheduled only while some job has work
 * left. Each run works for a bounded time. A site that turns WP-Cron off runs the same Runner from a system cron
 * (bin/run-jobs.php, docs/jobs.md).
 *
 * @package Prism
 */

namespace Prism\Jobs;

use Prism\Data\Import_Repository;
use Prism\Data\Job_Repository;

defined( 'ABSPATH' ) || exit;

/**
 * The cron event.
 */
final class Cron {

	/** The event's hook. */
	public const HOOK = 'prism_run_jobs';

	/** The event's schedule. */
	public const SCHEDULE = 'prism_every_minute';

	/** Seconds one cron run works on jobs (under PHP's usual 30-second limit for a web request). */
	public const BUDGET = 20.0;

	/** Days a member's finished job stays readable before it is deleted. */
	public const KEEP_DAYS = 30;

	/** Option: when the last run ended (Unix time) and what its slices came to (Settings › PRISM shows it). */
	public const LAST_RUN_OPTION = 'prism_jobs_last_run';

	/**
	 * Adds the one-minute schedule (cron_schedules filter).
	 *
	 * @param array<string, array<string, mixed>> $schedules Schedules.
	 * @return array<string, array<string, mixed>>
	 */
	public static function schedules( $schedules ): array {
		$schedules                   = (array) $schedules;
		$schedules[ self::SCHEDULE ] = array(
			'interval' => MINUTE_IN_SECONDS,
			'display'  => __( 'Every minute (PRISM background jobs)', 'prism' ),
		);
		return $schedules;
	}

	/**
	 * Schedules the recurring event unless it is already scheduled.
	 */
	public static function ensure_scheduled(): void {
		if ( ! wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_event( time(), self::SCHEDULE, self::HOOK );
		}
	}

	/**
	 * The event (and a system cron's bin/run-jobs.php and `wp prism jobs run`): runs due jobs for $budget seconds,
	 * deletes members' long-finished jobs, then unschedules the event when no job has work left (and schedules it
	 * again if a job was enqueued meanwhile).
	 *
	 * @param float|string                       $budget Seconds to work on jobs (do_action() passes '' for none: BUDGET then).
	 * @param (callable(int, string): void)|null $ran    Told the job id and outcome after each turn (Runner::run_due()).
	 * @return array<string, int> How many slices ended in each outcome (Runner::run_due()).
	 */
	public static function run( $budget = self::BUDGET, ?callable $ran = null ): array {
		$budget = is_numeric( $budget ) && $budget > 0 ? (float) $budget : self::BUDGET;
		$counts = ( new Runner() )->run_due( $budget, $ran );
		$jobs   = new Job_Repository();
		$types  = array_keys( Job_Types::all() );
		$jobs->prune( self::KEEP_DAYS );
		( new Import_Repository() )->prune( self::KEEP_DAYS );
		self::unschedule_if_idle();
		update_option(
			self::LAST_RUN_OPTION,
			array(
				'at'     => time(),
				'counts' => $counts,
			),
			false
		);
		return $counts;
	}

	/**
	 * What a run did, in one line: "done 1, progress 37", or "no due jobs" (printed by bin/run-jobs.php and
	 * `wp prism jobs run`; the words are the runner's outcome names).
	 *
	 * @param array<string, int> $counts What run() answered.
	 */
	public static function summary( array $counts ): string {
		$parts = array();
		foreach ( $counts as $outcome => $count ) {
			$parts[] = "{$outcome} {$count}";
		}
		return $parts ? implode( ', ', $parts ) : 'no due jobs';
	}

	/**
	 * Schedules the event when some job has work left (activation after a deactivation that unscheduled it).
	 */
	public static function schedule_if_pending(): void {
		if ( ( new Job_Repository() )->has_pending( array_keys( Job_Types::all() ) ) ) {
			self::ensure_scheduled();
		}
	}

	/**
	 * Removes the event (uninstall, deactivation).
	 */
	public static function unschedule(): void {
		wp_clear_scheduled_hook( self::HOOK );
	}

	/**
	 * Unschedules the event when no job has work left (and schedules it again if a job was enqueued meanwhile):
	 * after a cron run, and after a command-line run finished the jobs it enqueued.
	 */
	public static function unschedule_if_idle(): void {
		$jobs  = new Job_Repository();
		$types = array_keys( Job_Types::all() );
		if ( ! $jobs->has_pending( $types ) ) {
			wp_clear_scheduled_hook( self::HOOK );
			if ( $jobs->has_pending( $types ) ) {
				self::ensure_scheduled();
			}
		}
	}
}

<?php
/**
 * When the daily reminder emails go out: a WP-Cron event at the morning hour in the site's time zone (7:00 unless a
 * site admin chose another hour on Settings › PRISM; filter `prism_digest_hour`), scheduled one day at a time so
 * that it stays at that hour across daylight saving changes. The event only enqueues the day's Digest_Job (keyed by
 * the day, so two servers firing it make one job); the jobs runner sends. If the site had no visitor at the hour,
 * the event runs at the next visit that day.
 *
 * @package Prism
 */

namespace Prism\Reminders;

use Prism\Data\Job_Repository;
use Prism\Jobs\Queue;

defined( 'ABSPATH' ) || exit;

/**
 * The daily reminder schedule.
 */
final class Digest_Schedule {

	/** The WP-Cron event. */
	public const HOOK = 'prism_daily_digest';

	/** Option: the hour (0-23, site time) a site admin chose on Settings › PRISM. */
	public const HOUR_OPTION = 'prism_digest_hour';

	/** The hour when no one chose one. */
	public const DEFAULT_HOUR = 7;

	/** Days a finished day's job, and its record of who was sent an email, are kept. */
	private const KEEP_DAYS = 14;

	/**
	 * The hour (0-23, site time) the emails go out: the one chosen on Settings › PRISM (7 by default); the filter
	 * `prism_digest_hour` has the last word.
	 */
	public static function hour(): int {
		return max( 0, min( 23, (int) apply_filters( 'prism_digest_hour', self::chosen_hour() ) ) );
	}

	/**
	 * The hour chosen on Settings › PRISM, before the filter.
	 */
	public static function chosen_hour(): int {
		$stored = get_option( self::HOUR_OPTION, self::DEFAULT_HOUR );
		return is_numeric( $stored ) && (int) $stored >= 0 && (int) $stored <= 23 ? (int) $stored : self::DEFAULT_HOUR;
	}

	/**
	 * Moves the next run to the new hour (the hour option was saved). Today's emails go out once whatever the moves:
	 * the day's job is keyed by the day, so a second run the same day finds it and sends nothing again.
	 */
	public static function reschedule(): void {
		wp_clear_scheduled_hook( self::HOOK );
		wp_schedule_single_event( self::next_run( false ), self::HOOK );
	}

	/**
	 * Schedules the next run unless one is scheduled (runs on `init`; one read of the cron option WordPress loads anyway).
	 */
	public static function ensure_scheduled(): void {
		if ( ! wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_single_event( self::next_run( false ), self::HOOK );
		}
	}

	/**
	 * The event: enqueues today's emails (once it is the hour), forgets old days' jobs and schedules the next run.
	 */
	public static function run(): void {
		$now = current_datetime();
		if ( (int) $now->format( 'G' ) >= self::hour() ) {
			self::enqueue( $now->format( 'Y-m-d' ) );
		}
		( new Job_Repository() )->prune_site_jobs( array( Digest_Job::TYPE ), self::KEEP_DAYS );
		Digest_Job::forget_claims_before( $now->modify( '-' . self::KEEP_DAYS . ' days' )->format( 'Y-m-d' ) );
		wp_clear_scheduled_hook( self::HOOK );
		wp_schedule_single_event( self::next_run( true ), self::HOOK );
	}

	/**
	 * Runs the event now when it is due (its time has come and WP-Cron has not run it). A site that turns WP-Cron off
	 * and runs bin/run-jobs.php (or `wp prism jobs run`) from system cron gets its daily emails this way: WP-Cron
	 * events do not run there. Several servers' cron firing in the same minute may each run it; the day's job is
	 * keyed by the day, so each member still gets one email.
	 *
	 * @return bool Whether it ran.
	 */
	public static function run_if_due(): bool {
		$next = wp_next_scheduled( self::HOOK );
		if ( false === $next ) {
			self::ensure_scheduled();
			$next = wp_next_scheduled( self::HOOK );
		}
		if ( false === $next || $next > time() ) {
			return false;
		}
		self::run();
		return true;
	}

	/**
	 * Enqueues the emails of a day (the same day twice gives the same job: each member gets one email a day).
	 *
	 * @param string $day `YYYY-MM-DD`.
	 * @return int Job id.
	 */
	public static function enqueue( string $day ): int {
		return Queue::enqueue( Digest_Job::TYPE, 0, $day, array( 'after' => 0 ) );
	}

	/**
	 * Unix time of the next run: today at the hour if that is still to come; otherwise, after a run, tomorrow at the
	 * hour, and when nothing was scheduled yet, now (today's emails have not gone out).
	 *
	 * @param bool $after_run Whether today's run just happened.
	 */
	public static function next_run( bool $after_run ): int {
		$now   = current_datetime();
		$today = $now->setTime( self::hour(), 0 );
		if ( $now < $today ) {
			return $today->getTimestamp();
		}
		return $after_run ? $today->modify( '+1 day' )->setTime( self::hour(), 0 )->getTimestamp() : time();
	}

	/**
	 * Removes the event (uninstall).
	 */
	public static function unschedule(): void {
		wp_clear_scheduled_hook( self::HOOK );
	}
}

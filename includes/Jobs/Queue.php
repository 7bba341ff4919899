<?php
/**
 * Where code hands work to the background: stores the job (once) and makes sure WP-Cron will run it.
 *
 * @package Prism
 */

namespace Prism\Jobs;

use Prism\Data\Job_Repository;

defined( 'ABSPATH' ) || exit;

/**
 * Enqueues jobs.
 */
final class Queue {

	/**
	 * Enqueues a job; enqueueing the same (type, owner, key) again returns the same job instead of a second one
	 * (and queues it again if it had failed). Schedules the cron event that runs jobs.
	 *
	 * @param string               $type     Job type (a key of Job_Types::all()).
	 * @param int                  $owner_id Member whose job it is, or 0 for a site job.
	 * @param string               $key      What tells this job apart from others of its type and owner.
	 * @param array<string, mixed> $cursor   Where the first slice starts.
	 * @return int Job id.
	 */
	public static function enqueue( string $type, int $owner_id = 0, string $key = '', array $cursor = array() ): int {
		$id = ( new Job_Repository() )->enqueue( $owner_id, $type, $key, $cursor );
		// After the row exists: Cron::run() re-checks for work after it unschedules, so one of the two sees the other.
		Cron::ensure_scheduled();
		return $id;
	}
}

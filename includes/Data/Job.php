<?php
/**
 * One stored job as the runner and its job type see it (read from Data\Job_Repository).
 *
 * @package Prism
 */

namespace Prism\Data;

defined( 'ABSPATH' ) || exit;

/**
 * A job row.
 */
final class Job {

	public const QUEUED  = 'queued';
	public const RUNNING = 'running';
	public const DONE    = 'done';
	public const FAILED  = 'failed';

	/**
	 * Takes the stored values.
	 *
	 * @param int                  $id          Job id.
	 * @param int                  $owner_id    Member, or 0 for a site job.
	 * @param string               $type        Job type (a key of Job_Types::all()).
	 * @param string               $key         What tells this job apart from others of its type and owner.
	 * @param string               $state       QUEUED, RUNNING, DONE or FAILED.
	 * @param array<string, mixed> $cursor      Where the next slice starts; the job type's own format.
	 * @param int                  $done        Items done so far.
	 * @param int                  $total       Items in all (0 while unknown).
	 * @param int                  $attempts    Failed attempts of the current slice, in a row.
	 * @param string               $last_error  Why the last attempt failed ('' when it did not).
	 * @param int                  $run_after   Not before this Unix time (database clock): a retry's back-off.
	 * @param bool                 $due         Whether run_after has passed, by the database's clock.
	 * @param int                  $revision    Bumped by every slice and every failure: a slice commits only on the
	 *                                          revision it started from.
	 * @param string               $created_at  Stored UTC datetime.
	 * @param string               $updated_at  Stored UTC datetime.
	 * @param string|null          $finished_at Stored UTC datetime, or null.
	 */
	public function __construct(
		public readonly int $id,
		public readonly int $owner_id,
		public readonly string $type,
		public readonly string $key,
		public readonly string $state,
		public readonly array $cursor,
		public readonly int $done,
		public readonly int $total,
		public readonly int $attempts,
		public readonly string $last_error,
		public readonly int $run_after,
		public readonly bool $due,
		public readonly int $revision,
		public readonly string $created_at,
		public readonly string $updated_at,
		public readonly ?string $finished_at
	) {}

	/**
	 * Whether the job has nothing left to run (done, or failed for good).
	 */
	public function finished(): bool {
		return self::DONE === $this->state || self::FAILED === $this->state;
	}
}

<?php
/**
 * What a kind of background work implements: one slice at a time, from a cursor (docs/jobs.md has the steps).
 *
 * @package Prism
 */

namespace Prism\Jobs;

use Prism\Data\Job;
use Prism\Data\Slice;

defined( 'ABSPATH' ) || exit;

/**
 * A job type.
 */
interface Job_Type {

	/**
	 * Runs one slice of the job, starting at `$job->cursor`, and says where the next one starts.
	 *
	 * The runner calls this inside a database transaction that also stores the returned cursor and progress: the
	 * slice's own database writes and the new cursor are committed together, or, when this throws, rolled back
	 * together and the same slice is tried again later. A slice should therefore be a bounded batch (a few hundred
	 * rows; its writes hold locks until it returns) and stop early once `$deadline` has passed. Work outside the
	 * database (mail, HTTP) cannot be rolled back: such a type implements Job_Type_With_Outside_Effects instead.
	 *
	 * @param Job   $job      The job, with its cursor and progress as stored.
	 * @param float $deadline microtime( true ) after which the slice should return.
	 * @return Slice Cursor, progress, and whether the job is finished.
	 * @throws \Throwable Any failure: the slice's writes are rolled back and it is retried with back-off.
	 */
	public function run( Job $job, float $deadline ): Slice;
}

<?php
/**
 * A restore as a job (Backup\Restore): the page that started it drives it (POST jobs/{id}/run) and shows its progress;
 * WP-Cron finishes it when the page is left; `wp prism restore` runs it to the end. Each slice's rows and the cursor
 * are committed together, so a slice that dies is rolled back and read again from the same line.
 *
 * @package Prism
 */

namespace Prism\Backup;

use Prism\Data\Job;
use Prism\Data\Slice;
use Prism\Jobs\Job_Type;

defined( 'ABSPATH' ) || exit;

/**
 * The restore job type.
 */
final class Restore_Job implements Job_Type {

	/** Stored type name. */
	public const TYPE = 'restore_backup';

	/**
	 * Runs the next slice.
	 *
	 * @param Job   $job      The job.
	 * @param float $deadline microtime( true ) after which the slice returns.
	 */
	public function run( Job $job, float $deadline ): Slice {
		return ( new Restore() )->slice( $job, $deadline );
	}
}

<?php
/**
 * The site job that lists the match keys of contacts stored before schema version 16 (Data\Contact_Keys). Until it
 * is done, an import lists its own member's keys first (Import\Import_Job), so matching never misses a contact.
 *
 * @package Prism
 */

namespace Prism\Jobs;

use Prism\Data\Contact_Keys;
use Prism\Data\Job;
use Prism\Data\Job_Repository;
use Prism\Data\Slice;

defined( 'ABSPATH' ) || exit;

/**
 * Lists match keys, 500 contacts per slice.
 */
final class Contact_Keys_Job implements Job_Type {

	/** Stored type name. */
	public const TYPE = Contact_Keys::JOB;

	/**
	 * Enqueues the site's job (once); done at once on a site without contacts.
	 *
	 * @param bool $schedule Whether WP-Cron should run it (false: the caller runs it to the end itself).
	 * @return int Job id.
	 */
	public static function enqueue( bool $schedule = true ): int {
		$jobs = new Job_Repository();
		if ( 0 === Contact_Keys::backfill( 0, 0 )['left'] ) {
			return $jobs->enqueue( 0, self::TYPE, '', array( 'after' => 0 ), Job::DONE );
		}
		return $schedule ? Queue::enqueue( self::TYPE, 0, '', array( 'after' => 0 ) ) : $jobs->enqueue( 0, self::TYPE, '', array( 'after' => 0 ) );
	}

	/**
	 * Whether every contact stored before version 16 has its keys listed.
	 */
	public static function done(): bool {
		return Contact_Keys::listed();
	}

	/**
	 * Lists the keys of the next 500 contacts.
	 *
	 * @param Job   $job      The job.
	 * @param float $deadline Unused: one batch is the whole slice.
	 */
	public function run( Job $job, float $deadline ): Slice {
		$batch = Contact_Keys::backfill( (int) ( $job->cursor['after'] ?? 0 ) );
		$done  = $job->done + $batch['listed'];
		return new Slice( array( 'after' => $batch['after'] ), $done, $done + $batch['left'], 0 === $batch['left'] );
	}
}

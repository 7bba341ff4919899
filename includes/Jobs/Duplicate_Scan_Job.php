<?php
/**
 * A member's full duplicate rescan (type `duplicate_scan`, key ''): every contact of the member, by id, checked
 * against the others through their blocking keys (Data\Duplicate_Finder::scan()), a batch a slice. New pairs are
 * stored as pending suggestions; a dismissed or merged pair is never stored again (docs/duplicates.md). Started
 * by `POST duplicate-scan/{wordpressId}`; the merge page follows it with `POST jobs/{id}/run`.
 *
 * @package Prism
 */

namespace Prism\Jobs;

use Prism\Data\Duplicate_Finder;

defined( 'ABSPATH' ) || exit;

/**
 * Rescans a member's contacts for duplicates, 500 contacts a slice.
 */
final class Duplicate_Scan_Job implements Job_Type {

	/** Stored type name. */
	public const TYPE = 'duplicate_scan';

	/** Contacts a slice. */
	private const BATCH = 500;

	/**
	 * Checks the next contacts.
	 *
	 * @param Job   $job      The job.
	 * @param float $deadline Unused: one batch is the whole slice.
	 */
	public function run( Job $job, float $deadline ): Slice {
		$after  = (int) ( $job->cursor['after'] ?? 0 );
		$result = ( new Duplicate_Finder() )->scan( $job->owner_id, $after, self::BATCH );
		$done   = $job->done + (int) $result['checked'];
		$left   = (int) $result['left'];
		return new Slice( array( 'after' => (int) $result['after'] ), $done, $done + $left, 0 === $left || 0 === (int) $result['checked'] );
	}
}

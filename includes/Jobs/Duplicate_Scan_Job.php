<?php
/**
 * A member's full duplicate rescan (type `duplicate_scan`, key ''): every contact of the member, by id, checked
 * against the others through their blocking keys (Data\Duplicate_Finder::scan()), 500 a batch, as many batches a
 * slice as fit in a second, outside a transaction (Idempotent_Job_Type). New pairs are stored as pending suggestions; a dismissed or merged pair is never stored
 * again (docs/duplicates.md). Started by `POST duplicate-scan/{wordpressId}`; the merge page follows it with
 * `POST jobs/{id}/run`.
 *
 * @package Prism
 */

namespace Prism\Jobs;

use Prism\Data\Duplicate_Finder;
use Prism\Data\Job;
use Prism\Data\Slice;

defined( 'ABSPATH' ) || exit;

/**
 * Rescans a member's contacts for duplicates, 500 contacts a slice.
 */
final class Duplicate_Scan_Job implements Idempotent_Job_Type {

	/** Stored type name. */
	public const TYPE = 'duplicate_scan';

	/** Contacts a batch (one Duplicate_Finder::scan() call). */
	private const BATCH = 500;

	/**
	 * Seconds after which a slice starts no further batch. The slices run outside a transaction (Idempotent_Job_Type:
	 * a batch run twice stores the same pairs, INSERT IGNORE), so they hold no lock between statements; a second
	 * keeps the progress figure moving on the merge page while saving the job row's writes.
	 */
	private const SLICE_SECONDS = 1.0;

	/**
	 * Checks the next contacts: a batch, and more batches while the slice is young.
	 *
	 * @param Job   $job      The job.
	 * @param float $deadline Unused: the slice bounds itself (SLICE_SECONDS).
	 */
	public function run( Job $job, float $deadline ): Slice {
		$start  = microtime( true );
		$after  = (int) ( $job->cursor['after'] ?? 0 );
		$done   = $job->done;
		$finder = new Duplicate_Finder();
		do {
			$result = $finder->scan( $job->owner_id, $after, self::BATCH );
			$after  = (int) $result['after'];
			$done  += (int) $result['checked'];
			$left   = (int) $result['left'];
			$over   = 0 === $left || 0 === (int) $result['checked'];
			// Fault-injection point for the tests (tests/php/Security/FaultsTest.php): nothing listens in production.
			do_action( 'prism_fault_point', 'duplicate-scan' );
		} while ( ! $over && microtime( true ) - $start < self::SLICE_SECONDS );
		return new Slice( array( 'after' => $after ), $done, $done + $left, $over );
	}
}

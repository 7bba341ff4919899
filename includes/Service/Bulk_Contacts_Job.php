<?php
/**
 * A bulk action on a selection of contacts, as a job (Service\Bulk_Contacts): a slice of contacts at a time, each
 * slice's changes and the cursor stored together (a slice that dies is rolled back and run again, so no follow-up is
 * added twice). The cursor holds the action, its checked values, the contacts still to do and the counts; the page
 * that started it drives it (POST jobs/{id}/run) and shows its progress, and WP-Cron finishes it when the page is
 * left.
 *
 * @package Prism
 */

namespace Prism\Service;

use Prism\Data\Job;
use Prism\Data\Slice;
use Prism\Jobs\Job_Type;

defined( 'ABSPATH' ) || exit;

/**
 * The bulk-action job type.
 */
final class Bulk_Contacts_Job implements Job_Type {

	/** Stored type name. */
	public const TYPE = 'bulk_contacts';

	/** Contacts a slice changes (each in its own savepoint, all in the slice's transaction). */
	public const SLICE = 100;

	/**
	 * The cursor a new job starts from.
	 *
	 * @param string               $action One of Bulk_Contacts::ACTIONS.
	 * @param array<string, mixed> $values Its checked values.
	 * @param int[]                $ids    The selected contacts.
	 * @return array<string, mixed>
	 */
	public static function cursor( string $action, array $values, array $ids ): array {
		$ids = array_values( array_unique( array_map( 'intval', $ids ) ) );
		return array(
			'action'  => $action,
			'values'  => $values,
			'ids'     => implode( ',', $ids ),
			'total'   => count( $ids ),
			'changed' => 0,
			'left'    => 0,
		);
	}

	/**
	 * Changes the next slice of contacts.
	 *
	 * @param Job   $job      The job.
	 * @param float $deadline Unused: a slice is bounded by its size.
	 */
	public function run( Job $job, float $deadline ): Slice {
		unset( $deadline );
		$cursor = $job->cursor;
		$ids    = '' === (string) ( $cursor['ids'] ?? '' ) ? array() : array_map( 'intval', explode( ',', (string) $cursor['ids'] ) );
		$now    = array_slice( $ids, 0, self::SLICE );
		$done   = ( new Bulk_Contacts() )->apply( $job->owner_id, (string) $cursor['action'], (array) ( $cursor['values'] ?? array() ), $now );
		$rest   = array_slice( $ids, self::SLICE );
		$cursor = array(
			'ids'     => implode( ',', $rest ),
			'changed' => (int) ( $cursor['changed'] ?? 0 ) + $done['changed'],
			'left'    => (int) ( $cursor['left'] ?? 0 ) + $done['left'],
		) + $cursor;
		$total  = (int) ( $cursor['total'] ?? 0 );
		return new Slice( $cursor, $total - count( $rest ), $total, ! $rest );
	}
}

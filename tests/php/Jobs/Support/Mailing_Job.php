<?php
/**
 * A job type for the tests with an effect outside the database: it "sends" items 0..size-1 by appending a line to
 * a file, which no transaction can take back. It keeps the documented rule: commit a done marker per item (INSERT
 * IGNORE under a unique key) before acting on it, and skip items already marked. Its cursor can make a slice fail
 * just before claiming an item, a number of times.
 *
 * @package Prism
 */

namespace Prism\Tests\Jobs\Support;

use Prism\Data\Db;
use Prism\Data\Job;
use Prism\Data\Slice;
use Prism\Jobs\Job_Type_With_Outside_Effects;

/**
 * Appends one line per item to a file.
 */
final class Mailing_Job implements Job_Type_With_Outside_Effects {

	/** Its stored type name. */
	public const TYPE = 'test_mailing';

	/**
	 * The done markers' table (created by Jobs_Test_Case).
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'prism_test_job_marks';
	}

	/**
	 * A cursor for a new job.
	 *
	 * @param string   $outbox     File the "sent" items go to.
	 * @param int      $size       Items in all.
	 * @param int      $batch      Items per slice.
	 * @param int|null $fail_at    The slice fails just before claiming this item, or never (null).
	 * @param int      $fail_times How many attempts fail there.
	 * @return array<string, mixed>
	 */
	public static function cursor( string $outbox, int $size, int $batch, ?int $fail_at = null, int $fail_times = 0 ): array {
		return array(
			'outbox'     => $outbox,
			'next'       => 0,
			'size'       => $size,
			'batch'      => $batch,
			'fail_at'    => $fail_at,
			'fail_times' => $fail_times,
		);
	}

	/**
	 * Sends the next batch of items, each at most once.
	 *
	 * @param Job   $job      Job.
	 * @param float $deadline Unused: one batch per slice.
	 * @throws \RuntimeException When the cursor says this slice fails.
	 */
	public function run( Job $job, float $deadline ): Slice {
		global $wpdb;
		$c    = $job->cursor;
		$next = (int) $c['next'];
		$end  = min( (int) $c['size'], $next + (int) $c['batch'] );
		for ( $item = $next; $item < $end; $item++ ) {
			if ( $item === $c['fail_at'] && $job->attempts < (int) $c['fail_times'] ) {
				throw new \RuntimeException( "The mail server hung up before item {$item}" );
			}
			// 1. The marker, committed at once (no transaction is open): only one caller can insert it.
			$claimed = Db::check( $wpdb->query( $wpdb->prepare( 'INSERT IGNORE INTO ' . self::table() . ' (job_id, item) VALUES (%d, %d)', $job->id, $item ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
			if ( 1 !== (int) $claimed ) {
				continue;
			}
			// 2. Then the effect.
			file_put_contents( (string) $c['outbox'], "{$item}\n", FILE_APPEND );
		}
		$c['next'] = $end;
		return new Slice( $c, $end, (int) $c['size'], $end >= (int) $c['size'] );
	}
}

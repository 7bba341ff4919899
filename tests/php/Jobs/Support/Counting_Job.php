<?php
/**
 * A job type for the tests: it "processes" items 0..size-1, a batch per slice, by writing one row per item into a
 * table of its own (database work, so the runner's transaction covers it). Its cursor can make it fail at an item a
 * number of times, and slow each slice down.
 *
 * @package Prism
 */

namespace Prism\Tests\Jobs\Support;

use Prism\Data\Db;
use Prism\Data\Job;
use Prism\Data\Slice;
use Prism\Jobs\Job_Type;

/**
 * Writes one row per item.
 */
final class Counting_Job implements Job_Type {

	/** Its stored type name. */
	public const TYPE = 'test_counting';

	/**
	 * The items table (created by Jobs_Test_Case).
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'prism_test_job_items';
	}

	/**
	 * A cursor for a new job.
	 *
	 * @param int      $size       Items in all.
	 * @param int      $batch      Items per slice.
	 * @param int|null $fail_at    An item whose slice throws (after writing its rows), or null.
	 * @param int      $fail_times How many attempts of that slice throw.
	 * @param int      $sleep_ms   Milliseconds each slice waits before its writes.
	 * @return array<string, int|null>
	 */
	public static function cursor( int $size, int $batch, ?int $fail_at = null, int $fail_times = 0, int $sleep_ms = 0 ): array {
		return array(
			'next'       => 0,
			'size'       => $size,
			'batch'      => $batch,
			'fail_at'    => $fail_at,
			'fail_times' => $fail_times,
			'sleep_ms'   => $sleep_ms,
		);
	}

	/**
	 * Writes the rows of the next batch of items.
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
		/**
		 * A slice has begun: its claim is written, so its transaction holds the job row's lock (on SQLite, the
		 * database's write lock). tests/php/Jobs/Support/child.php `hold-job` tells the test here.
		 *
		 * @param int $id Job.
		 */
		do_action( 'prism_test_counting_slice', $job->id );
		if ( $c['sleep_ms'] > 0 ) {
			usleep( 1000 * (int) $c['sleep_ms'] );
		}
		for ( $item = $next; $item < $end; $item++ ) {
			Db::check( $wpdb->insert( self::table(), array( 'job_id' => $job->id, 'item' => $item, 'pid' => getmypid() ), array( '%d', '%d', '%d' ) ) );
		}
		if ( null !== $c['fail_at'] && $c['fail_at'] >= $next && $c['fail_at'] < $end && $job->attempts < (int) $c['fail_times'] ) {
			throw new \RuntimeException( "Item {$c['fail_at']} could not be processed" );
		}
		$c['next'] = $end;
		return new Slice( $c, $end, (int) $c['size'], $end >= (int) $c['size'] );
	}
}

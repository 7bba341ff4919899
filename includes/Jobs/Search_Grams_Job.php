<?php
/**
 * The site jobs that list the n-grams of contacts stored before the lists existed, so that searches can use them
 * (Data\Search_Index): the trigrams (schema version 8, key '') and the single bytes and pairs that version 11 added
 * (key 'short'), and the packed lists of version 23 (key 'lists', the one searches now wait for: it lists every
 * gram). Until a job is done, the searches it serves scan, with the same results.
 *
 * @package Prism
 */

namespace Prism\Jobs;

use Prism\Data\Job;
use Prism\Data\Job_Repository;
use Prism\Data\Search_Index;
use Prism\Data\Slice;

defined( 'ABSPATH' ) || exit;

/**
 * Fills the trigram lists, 500 contacts per slice.
 */
final class Search_Grams_Job implements Job_Type {

	/** Stored type name. */
	public const TYPE = Search_Index::LISTS_JOB;

	/** Key of the job that lists one- and two-byte grams (schema version 11). */
	public const SHORT = 'short';

	/** Key of the job that fills the packed lists (schema version 23, Domain\Posting_List): every gram of every contact. */
	public const LISTS = Search_Index::LISTS_JOB_KEY;

	/** Where the version-8 upgrade step kept its cursor before jobs existed. */
	private const LEGACY_CURSOR_OPTION = 'prism_grams_cursor';

	/**
	 * Enqueues the site's job (once), starting where an interrupted version-8 upgrade stopped. A site without a
	 * single contact has nothing to list: the job is recorded as done at once.
	 *
	 * @return int Job id.
	 */
	public static function enqueue(): int {
		$after = (int) get_option( self::LEGACY_CURSOR_OPTION, 0 );
		$jobs  = new Job_Repository();
		if ( 0 === $after && 0 === Search_Index::backfill( 0, 0 )['left'] ) {
			$id = $jobs->enqueue( 0, self::TYPE, '', array( 'after' => 0 ), Job::DONE );
		} else {
			$id = Queue::enqueue( self::TYPE, 0, '', array( 'after' => $after ) );
		}
		delete_option( self::LEGACY_CURSOR_OPTION );
		return $id;
	}

	/**
	 * Enqueues the job that lists every contact's one- and two-byte grams (once); done at once on a site without
	 * contacts. Rows already listed are kept, so the contacts' trigrams are simply listed again.
	 *
	 * @return int Job id.
	 */
	public static function enqueue_short(): int {
		if ( 0 === Search_Index::backfill( 0, 0 )['left'] ) {
			return ( new Job_Repository() )->enqueue( 0, self::TYPE, self::SHORT, array( 'after' => 0 ), Job::DONE );
		}
		return Queue::enqueue( self::TYPE, 0, self::SHORT, array( 'after' => 0 ) );
	}

	/**
	 * Enqueues the job that fills the packed lists from every contact's search text (once); done at once on a site
	 * without contacts.
	 *
	 * @return int Job id.
	 */
	public static function enqueue_lists(): int {
		if ( 0 === Search_Index::backfill( 0, 0 )['left'] ) {
			return ( new Job_Repository() )->enqueue( 0, self::TYPE, self::LISTS, array( 'after' => 0 ), Job::DONE );
		}
		return Queue::enqueue( self::TYPE, 0, self::LISTS, array( 'after' => 0 ) );
	}

	/**
	 * Records the job as done on a site whose lists an earlier version's upgrade step already completed.
	 */
	public static function record_completed(): void {
		( new Job_Repository() )->enqueue( 0, self::TYPE, '', array(), Job::DONE );
	}

	/**
	 * Lists the trigrams of the next 500 contacts.
	 *
	 * @param Job   $job      The job.
	 * @param float $deadline Unused: one batch is the whole slice.
	 */
	public function run( Job $job, float $deadline ): Slice {
		$after = (int) ( $job->cursor['after'] ?? 0 );
		$batch = Search_Index::backfill( $after );
		$done  = $job->done + $batch['listed'];
		return new Slice( array( 'after' => $batch['after'] ), $done, $done + $batch['left'], 0 === $batch['left'] );
	}
}

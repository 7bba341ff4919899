<?php
/**
 * The site job that lists the trigrams of contacts stored before the trigram index existed (schema version 8), so
 * that searches can use it (Data\Search_Index). Until it is done, searches scan, with the same results.
 *
 * @package Prism
 */

namespace Prism\Jobs;

use Prism\Data\Job_Repository;
use Prism\Data\Search_Index;

defined( 'ABSPATH' ) || exit;

/**
 * Fills the trigram lists, 500 contacts per slice.
 */
final class Search_Grams_Job implements Job_Type {

	/** Stored type name. */
	public const TYPE = 'search_grams';

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

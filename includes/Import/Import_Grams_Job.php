<?php
/**
 * The second phase of an import (type `import_grams`, key = the import's id): lists the search n-grams of the
 * contacts the import created. An import writes its contacts, their search text, keys, notes, events and
 * categories batch after batch, and leaves their n-gram lists — about 190 rows a contact, most of a batch's time —
 * to this job, so the member has every contact in the list as soon as the rows are read. Until this job is done
 * the member's searches scan their search text (Data\Search_Index::usable()): the same results, a little
 * slower. The job walks the member's contacts created since the import began, by id; a contact the member added
 * meanwhile has its lists already, and listing them again changes nothing.
 *
 * @package Prism
 */

namespace Prism\Import;

use Prism\Data\Db;
use Prism\Data\Duplicate_Finder;
use Prism\Data\Job;
use Prism\Data\Search_Index;
use Prism\Data\Slice;
use Prism\Jobs\Job_Type;
use Prism\Jobs\Slice_Size;

defined( 'ABSPATH' ) || exit;

/**
 * Lists the n-grams of an import's contacts: as many per slice as fit in about Slice_Size::TARGET seconds (each
 * contact is about 190 rows), so that the member's and the site's other writes do not wait long for the slice's
 * transaction (on SQLite, the database's write lock).
 */
final class Import_Grams_Job implements Job_Type {

	/** Stored type name. */
	public const TYPE = Search_Index::IMPORT_LISTS_JOB;

	/** Most contacts a slice lists. */
	private const BATCH = 500;

	/** Contacts the first slice lists; later slices as many as fit in Slice_Size::TARGET. */
	private const FIRST_BATCH = 100;

	/** Fewest contacts a slice lists. */
	private const MIN_BATCH = 20;

	/**
	 * Lists the n-grams of the next contacts.
	 *
	 * @param Job   $job      The job.
	 * @param float $deadline Unused: one batch is the whole slice.
	 * @throws \Throwable A conflict with another transaction or a lost connection in the duplicate check: the slice runs again.
	 */
	public function run( Job $job, float $deadline ): Slice {
		$started = microtime( true );
		$size    = max( self::MIN_BATCH, min( self::BATCH, (int) ( $job->cursor['batch'] ?? self::FIRST_BATCH ) ) );
		Db::roomy_cache();
		$index = new Search_Index();
		$after = (int) ( $job->cursor['after'] ?? 0 );
		$total = $job->total;
		if ( 0 === $total ) {
			$total = $index->count_after( $job->owner_id, $after );
		}
		$texts = $index->texts_after( $job->owner_id, $after, $size );
		if ( $texts ) {
			$index->relist_grams( $job->owner_id, $texts );
			// Each import ends with a check of what it imported: these contacts against the member's others. A failed
			// check is logged and does not hold the search lists back (a rescan finds what it missed). Except a
			// conflict with another transaction (a deadlock, a cluster's certification conflict) or a lost connection:
			// the database has rolled back this whole slice then, search lists included, so it is run again (thrown to
			// Db::transaction) rather than carried on as if only the check had failed.
			try {
				( new Duplicate_Finder() )->check( $job->owner_id, array_keys( $texts ) );
			} catch ( \Throwable $e ) {
				if ( Db::is_conflict( $e ) || Db::is_connection_loss( $e ) ) {
					throw $e;
				}
				// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- operators need the cause.
				error_log( 'PRISM: duplicate check of imported contacts failed: ' . $e->getMessage() );
			}
			$after = max( array_keys( $texts ) );
		}
		$done = $job->done + count( $texts );
		$next = array(
			'after' => $after,
			'batch' => Slice_Size::next( count( $texts ), microtime( true ) - $started, self::MIN_BATCH, self::BATCH ),
		);
		return new Slice( $next, $done, max( $total, $done ), count( $texts ) < $size );
	}
}

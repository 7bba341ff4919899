<?php
/**
 * The second phase of an import (type `import_grams`, key = the import's id): lists the search n-grams of the
 * contacts the import created. An import writes its contacts, their search text, keys, notes, events and
 * categories batch after batch, and leaves their n-gram lists — about 190 rows a contact, most of a batch's time —
 * to this job, so the member has every contact in the list as soon as the rows are read. Until this job is done
 * the member's searches scan their search text (Data\Search_Index::grams_pending()): the same results, a little
 * slower. The job walks the member's contacts created since the import began, by id; a contact the member added
 * meanwhile has its lists already, and listing them again changes nothing.
 *
 * @package Prism
 */

namespace Prism\Import;

use Prism\Data\Db;
use Prism\Data\Duplicate_Finder;
use Prism\Data\Search_Index;
use Prism\Jobs\Job;
use Prism\Jobs\Job_Type;
use Prism\Jobs\Slice;
use Prism\Schema\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * Lists the n-grams of an import's contacts, 500 per slice.
 */
final class Import_Grams_Job implements Job_Type {

	/** Stored type name. */
	public const TYPE = 'import_grams';

	/** Contacts per slice. */
	private const BATCH = 500;

	/**
	 * Lists the n-grams of the next contacts.
	 *
	 * @param Job   $job      The job.
	 * @param float $deadline Unused: one batch is the whole slice.
	 */
	public function run( Job $job, float $deadline ): Slice {
		Db::roomy_cache();
		$table = Schema::table( 'contact_search' );
		$after = (int) ( $job->cursor['after'] ?? 0 );
		$total = $job->total;
		if ( 0 === $total ) {
			$total = (int) ( Db::column( "SELECT COUNT(*) FROM {$table} WHERE owner_id = ? AND contact_id > ?", array( $job->owner_id, $after ) )[0] ?? 0 );
		}
		$rows  = Db::select( "SELECT contact_id, search_text FROM {$table} WHERE owner_id = ? AND contact_id > ? ORDER BY contact_id LIMIT ?", array( $job->owner_id, $after, self::BATCH ) );
		$texts = array();
		foreach ( $rows as $row ) {
			$texts[ (int) $row['contact_id'] ] = (string) $row['search_text'];
		}
		if ( $texts ) {
			( new Search_Index() )->relist_grams( $job->owner_id, $texts );
			// Each import ends with a check of what it imported: these contacts against the member's others. A failed
			// check is logged and does not hold the search lists back (a rescan finds what it missed).
			try {
				( new Duplicate_Finder() )->check( $job->owner_id, array_keys( $texts ) );
			} catch ( \Throwable $e ) {
				// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- operators need the cause.
				error_log( 'PRISM: duplicate check of imported contacts failed: ' . $e->getMessage() );
			}
			$after = max( array_keys( $texts ) );
		}
		$done = $job->done + count( $texts );
		return new Slice( array( 'after' => $after ), $done, max( $total, $done ), count( $texts ) < self::BATCH );
	}
}

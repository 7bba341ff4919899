<?php
/**
 * Drops a table a new version of PRISM stopped using, an hour after the upgrade that stopped using it: a site on
 * several web servers is deployed one server after the other, and until the last one runs the new code, the old code
 * on the others still reads and writes the old table (dropping it in the upgrade made every search and edit on those
 * servers fail, as the cluster test's rolling upgrade showed). Expand now, contract later.
 *
 * @package Prism
 */

namespace Prism\Jobs;

use Prism\Data\Job;
use Prism\Data\Job_Repository;
use Prism\Data\Search_Index;
use Prism\Data\Slice;
use Prism\Schema\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * One retired table, dropped once its time has come.
 */
final class Retired_Tables_Job implements Idempotent_Job_Type {

	/** Stored type name. */
	public const TYPE = Search_Index::RETIRE_JOB;

	/** Seconds between the upgrade and the drop: time for every web server to run the new code. */
	public const DELAY = HOUR_IN_SECONDS;

	/** Tables (without the site's prefix) that a version retired; only these can be dropped. */
	public const RETIRED = array(
		'prism_contact_grams', // Version 23: the packed search lists (prism_contact_lists) replace it.
		'prism_contact_keys',  // Version 22: the hashed match keys (prism_match_keys) replace it.
	);

	/**
	 * Enqueues the drop of a retired table, DELAY seconds from now (once per table). Nothing when the site does not
	 * have the table (a new site, or one installed after the version that made it): no server uses it, and nothing
	 * waits for its drop (the searches of a new site use their lists at once).
	 *
	 * @param string $table One of RETIRED.
	 * @return int Job id, or 0 when the table is not there.
	 * @throws \InvalidArgumentException On a table that was not retired.
	 */
	public static function enqueue( string $table ): int {
		global $wpdb;
		if ( ! in_array( $table, self::RETIRED, true ) ) {
			throw new \InvalidArgumentException( esc_html( "{$table} is not a retired table" ) );
		}
		if ( ! Schema::exists( $wpdb->prefix . $table ) ) {
			return 0;
		}
		$id = Queue::enqueue( self::TYPE, 0, $table, array( 'table' => $table ) );
		( new Job_Repository() )->delay( $id, self::DELAY );
		return $id;
	}

	/**
	 * Drops the table (DDL, outside any transaction: the type is idempotent, and DROP TABLE IF EXISTS twice is once).
	 *
	 * @param Job   $job      The job.
	 * @param float $deadline Unused.
	 */
	public function run( Job $job, float $deadline ): Slice {
		global $wpdb;
		$table = (string) ( $job->cursor['table'] ?? '' );
		if ( 'prism_contact_grams' === $table ) {
			// Web servers still on the old code until now may have added contacts to the old lists only: the new lists
			// are filled again from the search rows (adding what is there changes nothing), and trusted once that is
			// done (Search_Index::ready()).
			( new Job_Repository() )->forget( 0, Search_Grams_Job::TYPE, Search_Grams_Job::LISTS );
			Search_Grams_Job::enqueue_lists();
		}
		if ( in_array( $table, self::RETIRED, true ) ) {
			Schema::drop( $wpdb->prefix . $table );
		}
		return new Slice( $job->cursor, 1, 1, true );
	}
}

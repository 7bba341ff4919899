<?php
/**
 * Data steps of schema upgrades (dbDelta has already added the columns). Each step is safe to run twice.
 *
 * @package Prism
 */

namespace Prism\Schema;

use Prism\Data\Category_Repository;
use Prism\Data\Db;
use Prism\Data\Keep_In_Touch_Repository;
use Prism\Data\Search_Index;
use Prism\Data\Series_Repository;
use Prism\Domain\Calendar_Date;
use Prism\Domain\Contact_Fields;
use Prism\Domain\Default_Mentoring_Series;
use Prism\Jobs\Contact_Keys_Job;
use Prism\Jobs\Cron;
use Prism\Jobs\Legacy_Entities_Job;
use Prism\Jobs\Retired_Tables_Job;
use Prism\Jobs\Runner;
use Prism\Jobs\Search_Grams_Job;
use Prism\Resources\Registry;

defined( 'ABSPATH' ) || exit;

/**
 * Upgrade steps.
 */
final class Upgrades {

	/**
	 * Version 2 added a lower-case copy of each note; version 5 folds note text into the contact search table
	 * instead and drops that column, so there is nothing left to do here.
	 */
	public static function fill_note_search_text(): void {
	}

	/**
	 * Version 3: the contact list search reads one column per contact, which now also holds the contact's note
	 * text, through one index that also gives the name order; the old name-only index is dropped.
	 */
	public static function search_notes_with_contacts(): void {
		self::drop_index( Schema::table( 'contacts' ), 'owner_sort' );
		// The search text itself is rewritten by version 5, into its own table.
	}

	/**
	 * Version 4: the name index also holds the id, so "ORDER BY sort_name, id" needs no sort on MariaDB; it
	 * replaces version 3's index of the same columns without the id (dbDelta has added the new one).
	 */
	public static function order_by_name_then_id(): void {
		self::drop_index( Schema::table( 'contacts' ), 'owner_sort_search' );
	}

	/**
	 * Version 5: the search text lives in a narrow table of its own, clustered by member, so a search reads the
	 * member's rows in one short range instead of whole contact rows; the contacts table loses the copy.
	 */
	public static function search_table_of_its_own(): void {
		global $wpdb;
		$contacts = Schema::table( 'contacts' );
		self::drop_index( $contacts, 'owner_name' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		$columns = array_column( (array) $wpdb->get_results( "SHOW COLUMNS FROM {$contacts}", ARRAY_A ), 'Field' );
		if ( in_array( 'search_text', $columns, true ) ) {
			$wpdb->query( "ALTER TABLE {$contacts} DROP COLUMN search_text" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		}
		$notes = Schema::table( 'notes' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		$columns = array_column( (array) $wpdb->get_results( "SHOW COLUMNS FROM {$notes}", ARRAY_A ), 'Field' );
		if ( in_array( 'search_text', $columns, true ) ) {
			$wpdb->query( "ALTER TABLE {$notes} DROP COLUMN search_text" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		}
		self::refresh_all_search_text();
	}

	/**
	 * Version 6: the search table is clustered by (member, name) so a search walks names in order and stops at
	 * the page; version 5's table had another primary key, which dbDelta cannot change, so it is rebuilt.
	 */
	public static function search_table_in_name_order(): void {
		global $wpdb;
		$table = Schema::table( 'contact_search' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		$columns = array_column( (array) $wpdb->get_results( "SHOW COLUMNS FROM {$table}", ARRAY_A ), 'Field' );
		$names   = array_column( (array) $wpdb->get_results( "SHOW INDEX FROM {$table}", ARRAY_A ), 'Key_name' ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		if ( ! in_array( 'owner_sort_text', $names, true ) || ! in_array( 'sort_name', $columns, true ) ) {
			$wpdb->query( "DROP TABLE IF EXISTS {$table}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			dbDelta( Schema::definitions() );
		}
		self::refresh_all_search_text();
	}

	/**
	 * Version 8: lists the trigrams of every contact already stored, so a search checks a few candidates instead
	 * of every contact (Search_Index). At 30,000 contacts this takes tens of seconds, so it is a background job
	 * (Jobs\Search_Grams_Job) that cron runs in slices; searches scan until it is done. A command-line run (WP-CLI,
	 * the project's scripts) runs the job to the end here.
	 */
	public static function index_search_grams(): void {
		$job = Search_Grams_Job::enqueue();
		if ( 'cli' === PHP_SAPI ) {
			( new Runner() )->run_job( $job, INF );
		}
	}

	/**
	 * Version 10: jobs and locks live in their own tables (dbDelta has added them). A site whose version-8 step
	 * completed before jobs existed has complete trigram lists: that is recorded as the job, done, so searches use
	 * them. Where the step enqueued the job instead, the job is left as it is.
	 */
	public static function record_search_grams_job(): void {
		Search_Grams_Job::record_completed();
	}

	/**
	 * What dbDelta cannot do, run before it: dbDelta can add a primary key but not change one. From version 9 the
	 * search table is keyed by (owner_id, contact_id); sites created at versions 6-8 have it keyed by
	 * (owner_id, sort_name, contact_id). On MySQL/MariaDB the key is changed in place. On SQLite, where a
	 * table's declared key is only a unique index beside the row id, the older key is left as it is, together
	 * with the unique (owner_id, contact_id) index those sites also have (Schema::definitions() says so to
	 * dbDelta).
	 */
	public static function before_dbdelta(): void {
		global $wpdb;
		$table = Schema::table( 'contact_search' );
		if ( ! Db::is_sqlite() && array( 'owner_id', 'sort_name', 'contact_id' ) === Schema::primary_key( $table ) ) {
			$wpdb->query( "ALTER TABLE {$table} DROP PRIMARY KEY, ADD PRIMARY KEY (owner_id, contact_id)" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		}
		self::key_category_names();
	}

	/**
	 * Version 11, before dbDelta: category names are unique per member by `name_key` (Category_Repository::name_key(),
	 * PHP's rule) instead of by the name under the database's collation. On a site from before, the column is added
	 * and filled here and the old unique index dropped, so that dbDelta can then add the new unique index. Two names
	 * with the same key (which PRISM never let a member make) keep distinct keys.
	 */
	private static function key_category_names(): void {
		global $wpdb;
		$table = Schema::table( 'categories' );
		if ( ! Schema::exists( $table ) ) {
			return;
		}
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		$columns = array_column( (array) $wpdb->get_results( "SHOW COLUMNS FROM {$table}", ARRAY_A ), 'Field' );
		if ( ! in_array( 'name_key', $columns, true ) ) {
			$wpdb->query( "ALTER TABLE {$table} ADD COLUMN name_key char(32) NOT NULL DEFAULT ''" );
		}
		$seen = array();
		foreach ( (array) $wpdb->get_results( "SELECT id, owner_id, name, name_key FROM {$table} ORDER BY id ASC", ARRAY_A ) as $row ) {
			$key = Category_Repository::name_key( (string) $row['name'] );
			if ( isset( $seen[ $row['owner_id'] ][ $key ] ) ) {
				$key = md5( $key . "\0" . $row['id'] );
			}
			$seen[ $row['owner_id'] ][ $key ] = true;
			if ( $key !== $row['name_key'] ) {
				$wpdb->update( $table, array( 'name_key' => $key ), array( 'id' => (int) $row['id'] ) );
			}
		}
		// phpcs:enable
		self::drop_index( $table, 'owner_name' );
	}

	/**
	 * Version 11: one- and two-byte search terms get exact lists of their own, filled for the contacts already
	 * stored by a background job (searches for such terms scan until it is done); and the text earlier versions
	 * stored with HTML entities for '<', '>' and '&' is repaired by another (Jobs\Legacy_Entities_Job). Both jobs are
	 * enqueued once: running this step again finds them. A command-line run finishes them at once.
	 */
	public static function short_grams_and_entity_repair(): void {
		$jobs = array( Search_Grams_Job::enqueue_short() );
		// Only a site upgraded from an earlier version holds such text; a new site's text is as typed.
		if ( (int) get_option( Schema::VERSION_OPTION, 0 ) > 0 ) {
			$jobs[] = Legacy_Entities_Job::enqueue();
		}
		if ( 'cli' === PHP_SAPI ) {
			foreach ( $jobs as $job ) {
				( new Runner() )->run_job( $job, INF );
			}
			Cron::unschedule_if_idle();
		}
	}

	/**
	 * Version 9: drops search indexes that no longer serve anything: version 5's (owner_id, search_text) index,
	 * which the version 6 step meant to rebuild away but left, and on MySQL/MariaDB the unique (owner_id,
	 * contact_id) index that the primary key now is.
	 */
	public static function drop_stale_search_indexes(): void {
		$table = Schema::table( 'contact_search' );
		self::drop_index( $table, 'owner_text' );
		if ( ! Db::is_sqlite() ) {
			self::drop_index( $table, 'owner_contact' );
		}
	}

	/**
	 * Version 12: the (owner, stage, status) index becomes (owner, stage, status, name, id), which dbDelta has added;
	 * a search within a stage reads its contacts, and their order, from it without touching their rows. The older
	 * index it replaces is dropped.
	 */
	public static function stage_index_with_names(): void {
		self::drop_index( Schema::table( 'contacts' ), 'owner_stage' );
	}

	/**
	 * Version 26: the stage completions' day index also holds the stage (dbDelta added it as
	 * owner_completed_stage); the old one goes.
	 */
	public static function completions_index_with_stages(): void {
		self::drop_index( Schema::table( 'stage_completions' ), 'owner_completed' );
	}

	/**
	 * Version 31: the events' day indexes hold the type and the other date column (a month view places ~2,000 events
	 * of 18,000 from the index, without reading each row: 7.8 → 2.7 ms on MariaDB); dbDelta has added them under new
	 * names, and the indexes they replace are dropped.
	 */
	public static function event_indexes_with_types(): void {
		$table = Schema::table( 'events' );
		self::drop_index( $table, 'owner_date' );
		self::drop_index( $table, 'owner_month_day' );
	}

	/**
	 * Version 36: keep-in-touch cadences. A contact that had a keep-in-touch date (in MAINTAIN) keeps that day and is
	 * marked as maintaining, unless its last touch is later than that day allows (then the day is worked out again);
	 * every contact's last touch is its latest interaction or note (the days follow-ups were completed on were not
	 * kept); the old column's index is dropped (the column stays, unread, where it was: the
	 * SQLite integration cannot drop one).
	 */
	public static function keep_in_touch_cadences(): void {
		global $wpdb;
		$contacts = Schema::table( 'contacts' );
		$notes    = Schema::table( 'notes' );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names from Schema.
		$columns = array_column( (array) $wpdb->get_results( "SHOW COLUMNS FROM {$contacts}", ARRAY_A ), 'Field' );
		if ( in_array( 'reach_out_on', $columns, true ) ) {
			Db::execute( "UPDATE {$contacts} SET maintaining = 1, reach_out_by = reach_out_on WHERE reach_out_on IS NOT NULL", array() );
		}
		if ( in_array( 'last_contacted', $columns, true ) ) {
			Db::execute( "UPDATE {$contacts} SET touched_on = last_contacted WHERE last_contacted IS NOT NULL", array() );
		}
		$latest = array();
		foreach ( Db::select( "SELECT owner_id, contact_id, MAX(created_at) AS latest FROM {$notes} GROUP BY owner_id, contact_id", array() ) as $row ) {
			$latest[ substr( (string) $row['latest'], 0, 10 ) ][] = (int) $row['contact_id'];
		}
		foreach ( $latest as $day => $ids ) {
			foreach ( array_chunk( $ids, 500 ) as $chunk ) {
				Db::execute( "UPDATE {$contacts} SET touched_on = ? WHERE id IN (" . Db::positional( Db::positional( Db::placeholders( count( $chunk ) ) ) ) . ') AND (touched_on IS NULL OR touched_on < ?)', array_merge( array( (string) $day ), $chunk, array( (string) $day ) ) );
			}
		}
		// A day carried over that a later touch has passed (a note stored without moving it, as demo data is) is worked
		// out again, so a contact never reads "overdue" beside a touch since; a day still ahead of its touches stays.
		$days  = max( 1, (int) ( ( new Series_Repository() )->networking()['keepInTouchDays'] ?? 30 ) );
		$stale = array();
		foreach ( Db::select( "SELECT id, owner_id, touched_on, reach_out_by FROM {$contacts} WHERE maintaining = 1 AND touched_on IS NOT NULL", array() ) as $row ) {
			if ( Calendar_Date::add_days( substr( (string) $row['touched_on'], 0, 10 ), $days ) > substr( (string) $row['reach_out_by'], 0, 10 ) ) {
				$stale[ (int) $row['owner_id'] ][] = (int) $row['id'];
			}
		}
		// phpcs:enable
		foreach ( $stale as $owner_id => $ids ) {
			( new Keep_In_Touch_Repository() )->refresh( $owner_id, $ids );
		}
		self::drop_index( $contacts, 'owner_reach_out' );
	}

	/**
	 * Version 35: the follow-ups' day indexes hold the contact (a follow-up of an archived contact is left out of
	 * Today and the calendar by its contact id); dbDelta has added them under new names, and the ones they replace
	 * are dropped.
	 */
	public static function followup_indexes_with_contacts(): void {
		$table = Schema::table( 'followups' );
		self::drop_index( $table, 'owner_date' );
		self::drop_index( $table, 'owner_open_date' );
	}

	/**
	 * Version 28: the contact list's order indexes hold the columns its filters test (Schema::LIST_FILTER_COLUMNS);
	 * dbDelta has added them under new names, and the indexes they replace are dropped.
	 */
	public static function list_indexes_with_filters(): void {
		$table = Schema::table( 'contacts' );
		self::drop_index( $table, 'owner_sort_id' );
		self::drop_index( $table, 'owner_created' );
		foreach ( Registry::all() as $resource ) {
			$latest = $resource->latest_on_contact();
			if ( null !== $latest ) {
				self::drop_index( $table, 'owner_' . $latest[0] );
			}
		}
	}

	/**
	 * Version 27: every contact's import sources in the form the source filter reads them by (import_sources():
	 * known names, in a fixed order). The code has written that form since the filter existed; a list written
	 * otherwise (by hand, or by an early build) is rewritten, one distinct value at a time.
	 */
	public static function known_import_sources(): void {
		$table = Schema::table( 'contacts' );
		// Told apart byte by byte ("GOOGLE" is not "Google"), which neither MariaDB's collation nor the SQLite
		// integration's NOCASE columns do by themselves.
		$distinct = Db::is_sqlite() ? "SELECT DISTINCT import_source COLLATE BINARY FROM {$table}" : "SELECT DISTINCT BINARY import_source FROM {$table}";
		foreach ( Db::column( $distinct, array() ) as $stored ) {
			$known = Contact_Fields::import_sources( (string) $stored );
			if ( $known !== (string) $stored ) {
				Db::execute( "UPDATE {$table} SET import_source = ? WHERE import_source = ?", array( $known, (string) $stored ) );
			}
		}
	}

	/**
	 * Rewrites every contact's search text, 500 contacts at a time.
	 */
	private static function refresh_all_search_text(): void {
		global $wpdb;
		$table = Schema::table( 'contacts' );
		$index = new Search_Index();
		$last  = 0;
		do {
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
			$rows     = $wpdb->get_results( $wpdb->prepare( "SELECT id, owner_id FROM {$table} WHERE id > %d ORDER BY id ASC LIMIT 500", $last ), ARRAY_A );
			$by_owner = array();
			foreach ( $rows ? $rows : array() as $row ) {
				$by_owner[ (int) $row['owner_id'] ][] = (int) $row['id'];
				$last                                 = (int) $row['id'];
			}
			foreach ( $by_owner as $owner_id => $ids ) {
				$index->refresh( $owner_id, $ids );
			}
		} while ( $rows );
	}

	/**
	 * Drops an index when the table has it.
	 *
	 * @param string $table Table (from Schema).
	 * @param string $index Index name (from code).
	 */
	private static function drop_index( string $table, string $index ): void {
		global $wpdb;
		// Filtered here: the SQLite integration ignores a WHERE on SHOW INDEX.
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		$names = array_column( (array) $wpdb->get_results( "SHOW INDEX FROM {$table}", ARRAY_A ), 'Key_name' );
		if ( in_array( $index, $names, true ) ) {
			$wpdb->query( "ALTER TABLE {$table} DROP INDEX {$index}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		}
	}

	/**
	 * Version 17: contacts have more keys (duplicate blocking keys): the keys job lists every contact again.
	 */
	public static function relist_contact_keys(): void {
		( new \Prism\Data\Job_Repository() )->forget( 0, Contact_Keys_Job::TYPE );
		\Prism\Data\Contact_Keys::clear();
		self::list_contact_keys();
	}

	/**
	 * Version 23: the search lists are packed, one row per gram and block of contacts (`prism_contact_lists`, which
	 * dbDelta makes), filled by a job from the search rows; searches scan until it is done. The old one-row-per-gram-
	 * and-contact table (most of PRISM's bytes on disk) is dropped an hour later (Retired_Tables_Job): until every web
	 * server runs this version, the old code on the others still uses it.
	 */
	public static function pack_search_lists(): void {
		Retired_Tables_Job::enqueue( 'prism_contact_grams' );
		$job = Search_Grams_Job::enqueue_lists();
		if ( 'cli' === PHP_SAPI ) {
			( new Runner() )->run_job( $job, INF );
			Cron::unschedule_if_idle();
		}
	}

	/**
	 * Version 24: no search total is kept from before the upgrade (steps before it may have rewritten search rows
	 * without counting as a change).
	 */
	public static function forget_search_totals(): void {
		Search_Index::forget_totals();
	}

	/**
	 * Version 22: the match keys move to `prism_match_keys` (hashed, no index by contact; dbDelta makes it), listed
	 * there by the keys job; the old table is dropped an hour later (Retired_Tables_Job), when every web server runs
	 * this version.
	 */
	public static function compact_match_keys(): void {
		Retired_Tables_Job::enqueue( 'prism_contact_keys' );
		self::relist_contact_keys();
	}

	/**
	 * Version 16: the match keys of the contacts already stored, as a site job (a command-line upgrade runs it to
	 * the end at once).
	 */
	public static function list_contact_keys(): void {
		if ( 'cli' === PHP_SAPI ) {
			( new Runner() )->run_job( Contact_Keys_Job::enqueue( false ), INF );
			return;
		}
		Contact_Keys_Job::enqueue();
	}

	/**
	 * Version 19: saved articles and mentoring relationships (dbDelta makes their tables), and the mentoring series
	 * PRISM ships, one row each with its shipped key and no data (members read the shipped text in their own
	 * language until an admin edits it). The networking series gets its row first, so that it keeps id 1.
	 */
	public static function ship_mentoring_series(): void {
		global $wpdb;
		$table = Schema::table( 'series' );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		if ( null === Db::value( $wpdb->prepare( "SELECT id FROM {$table} WHERE id = %d", Series_Repository::NETWORKING_ID ) ) ) {
			Db::check(
				$wpdb->insert(
					$table,
					array(
						'id'   => Series_Repository::NETWORKING_ID,
						'kind' => 'networking',
					)
				)
			);
		}
		foreach ( Default_Mentoring_Series::KEYS as $key ) {
			if ( null === Db::value( $wpdb->prepare( "SELECT id FROM {$table} WHERE shipped_key = %s", $key ) ) ) {
				Db::check(
					$wpdb->insert(
						$table,
						array(
							'kind'        => Series_Repository::MENTORING,
							'status'      => Series_Repository::ACTIVE,
							'shipped_key' => $key,
						)
					)
				);
			}
		}
		// phpcs:enable WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}
}

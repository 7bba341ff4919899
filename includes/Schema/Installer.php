<?php
/**
 * Creates and upgrades PRISM's tables, and creates the site pages that hold PRISM's screens.
 * Every step here can run any number of times.
 *
 * @package Prism
 */

namespace Prism\Schema;

use Prism\Data\Db;
use Prism\Data\Lock;
use Prism\Data\Sqlite_Connection;
use Prism\Jobs\Cron;
use Prism\Pages\Page_Registry;
use Prism\Reminders\Digest_Schedule;
use Prism\Reminders\Reminder_Settings;
use Prism\Site\View_Pages;

defined( 'ABSPATH' ) || exit;

/**
 * Versioned, idempotent installation.
 */
final class Installer {

	/** Name of the database lock an upgrade holds. */
	public const UPGRADE_LOCK = 'upgrade';

	/** Seconds the upgrade lock lasts if its holder neither releases it nor shuts down (a killed process). */
	public const UPGRADE_LOCK_TTL = 10 * MINUTE_IN_SECONDS;

	/**
	 * Upgrade steps, in order, keyed by the db version they bring the site to. Each must be safe to run twice.
	 * Version 1 is the initial schema, created by dbDelta alone. A step that returns false has more to do: the
	 * version before it is recorded, and the next request carries on.
	 *
	 * @return array<int, callable>
	 */
	private static function upgrades(): array {
		return array(
			1  => static function (): void {},
			2  => array( Upgrades::class, 'fill_note_search_text' ),
			3  => array( Upgrades::class, 'search_notes_with_contacts' ),
			4  => array( Upgrades::class, 'order_by_name_then_id' ),
			5  => array( Upgrades::class, 'search_table_of_its_own' ),
			6  => array( Upgrades::class, 'search_table_in_name_order' ),
			// Version 7: notes keep microseconds (dbDelta changes the column types; no data step).
			7  => static function (): void {},
			// Version 8: the trigram lists of the contacts already stored; resumable, see Upgrades.
			8  => array( Upgrades::class, 'index_search_grams' ),
			// Version 9: the search table is keyed by contact (its key is changed before dbDelta runs).
			9  => array( Upgrades::class, 'drop_stale_search_indexes' ),
			// Version 10: background jobs and database locks; the trigram lists' job.
			10 => array( Upgrades::class, 'record_search_grams_job' ),
			// Version 11: category names keyed by PHP's rule (before dbDelta); short n-gram lists and the repair of
			// text stored with entities, as jobs.
			11 => array( Upgrades::class, 'short_grams_and_entity_repair' ),
			// Version 12: the stage index also holds the name, so a stage filter is read (and sorted) from it alone.
			12 => array( Upgrades::class, 'stage_index_with_names' ),
			// Version 13: event dates as text (a birthday may have no year: --MM-DD) with their month and day for
			// yearly repeats, and the table of reminder emails sent (dbDelta does it all; no event was stored before).
			13 => static function (): void {},
			// Version 14: follow-ups not done, by day (the dashboard's overdue list and count, the daily email's members).
			14 => static function (): void {},
			// Version 15: the networking process: process versions (a stale save is refused), the day each stage was
			// completed (weekly progress), the keep-in-touch date of contacts in MAINTAIN, and the series table
			// (dbDelta does it all; the shipped series needs no row).
			15 => static function (): void {},
			// Version 16: imports (their rows, file chunks and rejected rows) and the contacts' match keys, which a
			// site job lists for the contacts already stored.
			16 => array( Upgrades::class, 'list_contact_keys' ),
			// Version 17: duplicate suggestions carry a score; contacts get the duplicate blocking keys (canonical
			// email, social profiles, name keys), listed again by the keys job.
			17 => array( Upgrades::class, 'relist_contact_keys' ),
			// Version 18: contacts get the name keys with their second signal (company, work domain, or neither email
			// nor phone) that duplicate detection now finds name-alikes by; the keys job lists every contact again.
			18 => array( Upgrades::class, 'relist_contact_keys' ),
			// Version 19: saved articles, mentoring relationships with their ticked tasks and notes, and the mentoring
			// series PRISM ships (a row each; the series table learns a status and a shipped key).
			19 => array( Upgrades::class, 'ship_mentoring_series' ),
			// Version 20: the import report's matches (which contact each row went into or was kept apart from, and
			// why) and each import's count of rows kept apart; dbDelta adds both.
			20 => static function (): void {},
			// Version 21: contacts hold their first and last names as keys (g, f), which duplicate detection counts to
			// tell a full name that is rare in the member's network; the keys job lists every contact again.
			21 => array( Upgrades::class, 'relist_contact_keys' ),
			// Version 22: the match keys as 8-byte hashes in `prism_match_keys` without an index by contact (about a
			// third of the old table's bytes); the keys job lists them there and the old table is dropped.
			22 => array( Upgrades::class, 'compact_match_keys' ),
			// Version 23: the search lists packed, a row per gram and block of 4,096 contact ids instead of a row per
			// gram and contact (about a twentieth of the bytes); a job fills them, searches scan until it is done.
			23 => array( Upgrades::class, 'pack_search_lists' ),
			// Version 24: the totals of costly searches are kept until the member's contacts change
			// (`prism_search_totals`, which dbDelta makes); none kept from before.
			24 => array( Upgrades::class, 'forget_search_totals' ),
			// Version 25: the first declared resource, interactions (`prism_interactions`), and the contact's
			// last_contacted day with its index; dbDelta adds them from the declaration (Resources\Registry).
			25 => static function (): void {},
			// Version 26: the weekly progress counts each stage's completions off an index alone (owner_id,
			// completed_on, stage), which dbDelta adds; the index it replaces is dropped.
			26 => array( Upgrades::class, 'completions_index_with_stages' ),
			// Version 27: the contacts' import sources are indexed (owner_id, import_source, id), which dbDelta adds: the
			// list's source filter reads the contacts of each stored list of sources that holds the chosen ones
			// (Contact_Fields::import_source_values()), so any list stored in another form is written in the known one.
			27 => array( Upgrades::class, 'known_import_sources' ),
			// Version 28: the list's order indexes (name, newest, last contacted) also hold the stage, status, import
			// sources and last-contacted day, so a filtered page is walked for on the index alone; dbDelta adds them
			// (owner_sort_filters, owner_created_filters, owner_last_contacted_filters) and the ones they replace go.
			28 => array( Upgrades::class, 'list_indexes_with_filters' ),
			// Version 29: each member's contacts in each list order, packed with the columns the list filters on
			// (`prism_list_orders`, which dbDelta makes; Data\List_Orders builds the rows when a list first needs them).
			29 => static function (): void {},
			// Version 30: the contacts a longer term matches are kept with its total (`ids` in `prism_search_totals`, which
			// dbDelta adds; Data\Search_Index::matched()), so its text is checked once until the member's text changes.
			30 => static function (): void {},
			// Version 31: the events' day indexes also hold the type and the other date column, so a calendar's month
			// or agenda page places its events from an index alone; dbDelta adds them (owner_date_type,
			// owner_month_day_type) and the ones they replace go.
			31 => array( Upgrades::class, 'event_indexes_with_types' ),
			// Version 32: each packed list order also holds where each contact is in it (`places`) and a byte a contact for
			// how long ago they were last contacted (`ages`, `age_bounds`), which dbDelta adds; an order stored without them
			// is built again when a list first needs it (Data\List_Orders).
			32 => static function (): void {},
			// Version 33: each packed list order also holds its codes and age buckets by contact id (`span_codes`,
			// `span_ages`, which dbDelta adds), so a search's lists are intersected with the list's filters as byte
			// strings; an order stored without them is built again when a list first needs it (Data\List_Orders).
			33 => static function (): void {},
			// Version 34: a contact can be archived (`archived_at`) or marked deceased (`deceased`), each with an index
			// by member (`owner_archived`, `owner_deceased`), which dbDelta adds. No contact is either until a member
			// says so.
			34 => static function (): void {},
			// Version 35: the follow-ups' day indexes also hold the contact (`owner_date_contact`,
			// `owner_open_date_contact`, which dbDelta adds), so Today's overdue ones and a calendar's count leave an
			// archived contact's out from the index alone; the step drops the ones they replace.
			35 => array( Upgrades::class, 'followup_indexes_with_contacts' ),
			// Version 36: keep-in-touch cadences on contacts and categories (`cadence_days`), whether a contact is in
			// MAINTAIN (`maintaining`), its last touch (`touched_on`) and the day to reach out by (`reach_out_by`, NOT NULL:
			// 9999-12-31 when it has no cadence, so the list sorts it last), with the list index that holds it
			// (`owner_reach_out_filters`); dbDelta adds them, and the step carries the old `reach_out_on` days over.
			36 => array( Upgrades::class, 'keep_in_touch_cadences' ),
			// Version 37: relationships between contacts (`prism_relationships`), which dbDelta creates; no contact has
			// one until a member or an import adds it.
			37 => static function (): void {},
			// Version 38: contact photos (`prism_photos`), which dbDelta creates.
			38 => static function (): void {},
			// Version 39: a restore's id map (`prism_restore_ids`, Backup\Restore), which dbDelta creates; empty until a
			// member restores a backup.
			39 => static function (): void {},
			// Version 40: each packed list order also holds the block of the order each contact is in, by contact id
			// (`span_blocks`, which dbDelta adds), so a page anywhere in a search's list is walked for within its block;
			// an order stored without them is built again when a list first needs it (Data\List_Orders).
			40 => static function (): void {},
		);
	}

	/**
	 * Runs on activation: on SQLite the database's write-ahead log (Data\Sqlite_Connection), tables, pages, rewrite
	 * rules.
	 */
	public static function activate(): void {
		if ( Db::is_sqlite() ) {
			Sqlite_Connection::use_wal();
		}
		self::install_schema();
		self::create_pages();
		flush_rewrite_rules();
	}

	/**
	 * Runs on every request (cheap option read); upgrades when the stored version is behind.
	 *
	 * Only one request upgrades at a time, on any web server: the one that takes the database lock "upgrade" (as
	 * WooCommerce's installer guards against concurrent installs). The others skip the upgrade and carry on serving;
	 * a later request upgrades if this one did not finish. A request that dies mid-upgrade frees the lock on PHP's
	 * shutdown, and at the latest when it expires.
	 */
	public static function maybe_upgrade(): void {
		if ( (int) get_option( Schema::VERSION_OPTION, 0 ) >= Schema::DB_VERSION ) {
			return;
		}
		// The lock's own table arrived with version 10.
		Lock::ensure_table();
		$lock = new Lock( self::UPGRADE_LOCK );
		if ( ! $lock->acquire( self::UPGRADE_LOCK_TTL ) && ! self::wait_for_upgrade( $lock ) ) {
			return;
		}
		register_shutdown_function( array( $lock, 'release' ) );
		try {
			// Another request may have finished the upgrade since this one read its options.
			$from = self::stored_version();
			if ( $from < Schema::DB_VERSION ) {
				$started = microtime( true );
				self::install_schema();
				$to = self::stored_version();
				// One line per upgrade, in the log of the server that ran it: site admins (and the cluster tests) see
				// which server upgraded and how long the tables were being changed.
				// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the site owner's record.
				error_log( sprintf( 'PRISM: database upgraded from version %d to %d in %.1f s', $from, $to, microtime( true ) - $started ) );
			}
		} finally {
			$lock->release();
		}
	}

	/**
	 * While another request (on this web server or another) holds the upgrade lock, this one waits for it rather
	 * than running new code on tables not yet changed for it: a deployment to several servers under traffic then
	 * fails no request. It waits until the version is recorded (false: nothing left to do), or the lock is free
	 * again (a holder that gave up or died and whose lock expired: this request takes it, true, and upgrades), for
	 * at most `prism_upgrade_wait` seconds (30). After that it carries on, as before the wait, and says so in the log.
	 *
	 * @param Lock $lock The upgrade lock, not held by this request.
	 * @return bool Whether this request now holds the lock and must upgrade.
	 */
	private static function wait_for_upgrade( Lock $lock ): bool {
		/**
		 * Seconds a request waits for another request's PRISM database upgrade before carrying on without it.
		 *
		 * @param int $seconds Default 30.
		 */
		$budget   = max( 0.0, (float) apply_filters( 'prism_upgrade_wait', 30 ) );
		$deadline = microtime( true ) + $budget;
		while ( microtime( true ) < $deadline ) {
			usleep( 200000 );
			if ( self::stored_version() >= Schema::DB_VERSION ) {
				// The options this request loaded at its start hold the old version.
				wp_cache_delete( 'alloptions', 'options' );
				wp_cache_delete( Schema::VERSION_OPTION, 'options' );
				return false;
			}
			if ( $lock->acquire( self::UPGRADE_LOCK_TTL ) ) {
				return true;
			}
		}
		// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the site owner needs to know.
		error_log( sprintf( 'PRISM: another request has been upgrading the database for more than %d s; this request carried on without waiting longer', (int) $budget ) );
		return false;
	}

	/**
	 * The schema version as stored now, read past the options cache.
	 */
	private static function stored_version(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", Schema::VERSION_OPTION ) );
	}

	/**
	 * Creates or alters the tables with dbDelta, then runs the pending upgrade steps.
	 */
	public static function install_schema(): void {
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		Upgrades::before_dbdelta();
		dbDelta( Schema::definitions() );

		// Go on only when the tables really have every column; otherwise the version is not recorded, the next
		// request tries again, and the cause is logged for the site owner instead of a half-upgraded schema
		// being taken as done.
		$missing = Schema::missing_columns();
		if ( $missing ) {
			// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the site owner needs the cause.
			error_log( 'PRISM: database upgrade incomplete, missing ' . implode( ', ', $missing ) );
			return;
		}

		$current = (int) get_option( Schema::VERSION_OPTION, 0 );
		foreach ( self::upgrades() as $version => $step ) {
			if ( $version > $current && false === $step() ) {
				update_option( Schema::VERSION_OPTION, $version - 1, true );
				return;
			}
		}
		update_option( Schema::VERSION_OPTION, Schema::DB_VERSION, true );
	}

	/**
	 * Creates every PRISM page whose path is still free (or only those of `$paths`). Parents come first, so
	 * /prism/contact/ lands under /prism/. A page an admin already has at that path (any status but trash) is left
	 * alone. The site then has every page of this version (Page_Registry::ADDED_PAGES).
	 *
	 * @param string[]|null $paths The paths to create; null for all.
	 */
	public static function create_pages( ?array $paths = null ): void {
		$created = (array) get_option( 'prism_pages', array() );
		$pages   = Page_Registry::site_pages();
		if ( null !== $paths ) {
			$pages = array_intersect_key( $pages, array_flip( $paths ) );
		}
		foreach ( $pages as $path => $page ) {
			$existing = get_page_by_path( $path, OBJECT, 'page' );
			if ( $existing instanceof \WP_Post && 'trash' !== $existing->post_status ) {
				continue;
			}
			$parent_id = 0;
			$slug      = $path;
			if ( str_contains( $path, '/' ) ) {
				$parent_path = substr( $path, 0, strrpos( $path, '/' ) );
				$parent      = get_page_by_path( $parent_path, OBJECT, 'page' );
				$parent_id   = $parent instanceof \WP_Post ? $parent->ID : 0;
				$slug        = substr( $path, strrpos( $path, '/' ) + 1 );
			}
			$id = wp_insert_post(
				array(
					'post_type'    => 'page',
					'post_status'  => 'publish',
					'post_title'   => $page['title'],
					'post_name'    => $slug,
					'post_parent'  => $parent_id,
					'post_content' => $page['content'],
					'post_author'  => get_current_user_id() ? get_current_user_id() : 1,
				),
				true
			);
			if ( ! is_wp_error( $id ) ) {
				$created[ $path ] = $id;
			}
		}
		update_option( 'prism_pages', $created, false );
		$stored = (int) get_option( Page_Registry::VERSION_OPTION, 1 );
		self::update_changed_pages( $stored );
		self::retire_pages( $stored );
		update_option( Page_Registry::VERSION_OPTION, Page_Registry::version(), true );
	}

	/**
	 * Moves to the trash, once, each page PRISM made that a version after `$stored` retired (Page_Registry::
	 * RETIRED_PAGES: the second page of a contact's mentoring), when nobody has touched it: still published, with
	 * exactly the title and content PRISM gave it, not chosen for a view on Settings › PRISM, not the front page or the
	 * posts page, without child pages, and not linked from a menu (a classic menu's item or a navigation block's
	 * link). Anything else means an admin made it theirs: it stays as it is. The trash keeps it for WordPress's usual
	 * 30 days, so an admin can restore it. Safe to run twice: a page in the trash is left alone.
	 *
	 * @param int $stored The pages version the site had.
	 */
	private static function retire_pages( int $stored ): void {
		$created = (array) get_option( 'prism_pages', array() );
		$changed = false;
		foreach ( Page_Registry::RETIRED_PAGES as $version => $paths ) {
			if ( $version <= $stored ) {
				continue;
			}
			foreach ( $paths as $path ) {
				$page = isset( $created[ $path ] ) ? get_post( (int) $created[ $path ] ) : null;
				if ( ! $page instanceof \WP_Post || 'page' !== $page->post_type || 'trash' === $page->post_status ) {
					continue;
				}
				if ( ! self::untouched_retired_page( $path, $page ) ) {
					continue;
				}
				if ( wp_trash_post( $page->ID ) ) {
					unset( $created[ $path ] );
					$changed = true;
				}
			}
		}
		if ( $changed ) {
			update_option( 'prism_pages', $created, false );
		}
	}

	/**
	 * Whether a retired page is still exactly as PRISM left it, and nothing on the site leads to it on purpose.
	 *
	 * @param string   $path Its path when PRISM made it.
	 * @param \WP_Post $page The page.
	 */
	private static function untouched_retired_page( string $path, \WP_Post $page ): bool {
		if ( 'publish' !== $page->post_status || ! Page_Registry::is_retired_content( $path, (string) $page->post_title, (string) $page->post_content ) ) {
			return false;
		}
		if ( in_array( $page->ID, array_map( 'intval', View_Pages::choices() ), true )
			|| in_array( $page->ID, array( (int) get_option( 'page_on_front' ), (int) get_option( 'page_for_posts' ) ), true ) ) {
			return false;
		}
		$children = get_children(
			array(
				'post_parent' => $page->ID,
				'post_type'   => 'any',
				'post_status' => 'any',
				'numberposts' => 1,
				'fields'      => 'ids',
			)
		);
		if ( $children || wp_get_associated_nav_menu_items( $page->ID, 'post_type', 'page' ) ) {
			return false;
		}
		// A navigation block's link to the page names its id: {"id":123,…} in the link's attributes.
		$navigations = get_posts(
			array(
				'post_type'   => 'wp_navigation',
				'post_status' => array( 'publish', 'draft', 'private' ),
				'numberposts' => -1,
			)
		);
		foreach ( $navigations as $navigation ) {
			if ( preg_match( '/"id":' . $page->ID . '\b/', (string) $navigation->post_content ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Writes the new content of the pages a version after `$stored` changed (Page_Registry::CHANGED_PAGES), once, into
	 * each page that still holds exactly what an earlier version wrote; a page an admin has edited, trashed or deleted
	 * is left as it is. WordPress keeps the old content as a revision.
	 *
	 * @param int $stored The pages version the site had.
	 */
	private static function update_changed_pages( int $stored ): void {
		$created = (array) get_option( 'prism_pages', array() );
		$pages   = Page_Registry::site_pages();
		foreach ( Page_Registry::CHANGED_PAGES as $version => $paths ) {
			if ( $version <= $stored ) {
				continue;
			}
			foreach ( $paths as $path ) {
				// The page PRISM made, wherever an admin has moved it since; else the one at its path.
				$page = isset( $created[ $path ] ) ? get_post( (int) $created[ $path ] ) : null;
				if ( ! $page instanceof \WP_Post || 'page' !== $page->post_type ) {
					$page = get_page_by_path( $path, OBJECT, 'page' );
				}
				if ( ! $page instanceof \WP_Post || 'trash' === $page->post_status || ! Page_Registry::is_former_content( $path, (string) $page->post_content ) ) {
					continue;
				}
				// The old text as a revision first (WordPress keeps only the new one), so an admin can restore it.
				wp_save_post_revision( $page->ID );
				wp_update_post(
					array(
						'ID'           => $page->ID,
						'post_content' => wp_slash( $pages[ $path ]['content'] ),
					)
				);
			}
		}
	}

	/**
	 * Action `init`: a site that had PRISM before a version added pages (the Google authentication page, say) gets
	 * them once, as a new site gets them on activation. A page an admin has deleted since is not made again. The
	 * pages whose content a version changed get it once too, unless an admin edited them (update_changed_pages), and
	 * the pages a version retired go to the trash once, unless an admin made them theirs (retire_pages). One request
	 * does it (the database lock "pages"); the others carry on.
	 */
	public static function add_new_pages(): void {
		$stored = (int) get_option( Page_Registry::VERSION_OPTION, 1 );
		if ( $stored >= Page_Registry::version() ) {
			return;
		}
		$lock = new Lock( 'pages' );
		if ( ! $lock->acquire( MINUTE_IN_SECONDS ) ) {
			return;
		}
		try {
			// Another request may have added them since this one read its options.
			wp_cache_delete( 'alloptions', 'options' );
			$stored = (int) get_option( Page_Registry::VERSION_OPTION, 1 );
			$paths  = array();
			foreach ( Page_Registry::ADDED_PAGES as $version => $added ) {
				if ( $version > $stored ) {
					$paths = array_merge( $paths, $added );
				}
			}
			// Also records the new version, after writing the content of the pages it changed.
			self::create_pages( $paths );
		} finally {
			$lock->release();
		}
	}

	/**
	 * Drops every PRISM table and option. Only uninstall.php calls this, and only after the owner opted in.
	 */
	public static function drop_everything(): void {
		global $wpdb;
		Cron::unschedule();
		Digest_Schedule::unschedule();
		delete_metadata( 'user', 0, Reminder_Settings::FEED_SECRET, '', true );
		delete_metadata( 'user', 0, Reminder_Settings::DIGEST_OFF, '', true );
		delete_metadata( 'user', 0, 'prism_digest_last_test', '', true );
		foreach ( Schema::all_tables() as $table ) {
			$wpdb->query( "DROP TABLE IF EXISTS `{$table}`" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- names come from Schema's whitelist.
		}
		foreach ( (array) get_option( 'prism_pages', array() ) as $page_id ) {
			wp_delete_post( (int) $page_id, true );
		}
		// Every option, transient and user setting PRISM wrote, whichever version wrote it: all named prism_. Prefixes
		// are compared with SUBSTR, not LIKE: the SQLite integration writes a PHP deprecation for every LIKE.
		$options = $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE SUBSTR(option_name, 1, 6) = %s OR SUBSTR(option_name, 1, 17) = %s OR SUBSTR(option_name, 1, 25) = %s", 'prism_', '_transient_prism_', '_transient_timeout_prism_' ) );
		foreach ( (array) $options as $option ) {
			delete_option( (string) $option );
		}
		foreach ( (array) $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT meta_key FROM {$wpdb->usermeta} WHERE SUBSTR(meta_key, 1, 6) = %s", 'prism_' ) ) as $key ) {
			delete_metadata( 'user', 0, (string) $key, '', true );
		}
		// Capabilities PRISM granted (who may edit the series).
		foreach ( wp_roles()->role_objects as $role ) {
			foreach ( array_keys( $role->capabilities ) as $capability ) {
				if ( str_starts_with( (string) $capability, 'prism_' ) ) {
					$role->remove_cap( (string) $capability );
				}
			}
		}
		flush_rewrite_rules();
	}
}

<?php
/**
 * Activation and upgrades: idempotent, versioned, and respectful of pages an admin already has.
 *
 * @package Prism
 */

namespace Prism\Tests\Schema;

use Prism\Data\Db;
use Prism\Domain\Calendar_Date;
use Prism\Pages\Page_Registry;
use Prism\Schema\Installer;
use Prism\Schema\Schema;
use Prism\Site\Page_Urls;
use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';

/**
 * Installer behaviour on the real database.
 */
final class InstallerTest extends Prism_Test_Case {

	public function test_activation_twice_keeps_one_of_each_table_and_page(): void {
		Installer::activate();
		Installer::activate();

		global $wpdb;
		foreach ( Schema::all_tables() as $table ) {
			$this->assertSame( $table, $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $table ) ), "{$table} exists" );
		}
		$this->assertSame( Schema::DB_VERSION, (int) get_option( Schema::VERSION_OPTION ) );

		foreach ( array_keys( Page_Registry::site_pages() ) as $path ) {
			$page = get_page_by_path( $path, OBJECT, 'page' );
			$this->assertInstanceOf( \WP_Post::class, $page, "page {$path} exists" );
			$slug = basename( $path );
			$same = get_posts(
				array(
					'post_type'   => 'page',
					'name'        => $slug,
					'post_parent' => $page->post_parent,
					'post_status' => 'any',
					'numberposts' => -1,
				)
			);
			$this->assertCount( 1, $same, "exactly one page at {$path}" );
		}
		$this->assertStringContainsString( '[prism_contacts]', get_page_by_path( 'prism/contact', OBJECT, 'page' )->post_content );
		$this->assertSame( home_url( '/prism/contact/' ), Page_Urls::url( 'prism/contact' ) );
	}

	public function test_a_page_an_admin_already_has_is_left_alone(): void {
		$help = get_page_by_path( 'help', OBJECT, 'page' );
		$this->assertInstanceOf( \WP_Post::class, $help );
		$original = $help->post_content;
		wp_update_post( array( 'ID' => $help->ID, 'post_content' => '<p>Our own help page</p>' ) );

		Installer::activate();

		$this->assertSame( '<p>Our own help page</p>', get_post( $help->ID )->post_content );
		wp_update_post( array( 'ID' => $help->ID, 'post_content' => $original ) );
	}

	public function test_an_older_schema_upgrades_in_place_and_the_upgrade_can_run_twice(): void {
		global $wpdb;
		$contact  = $this->make_contact( self::$owner, array( 'firstName' => 'Quinn' ) );
		$this->make_note( self::$owner, $contact, 'Loves sailing on Lake Tahoe' );
		$contacts = Schema::table( 'contacts' );
		$notes    = Schema::table( 'notes' );
		// What versions 2-4 left behind: search copies on contacts and notes, and the older name indexes.
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$wpdb->query( "ALTER TABLE {$contacts} ADD COLUMN search_text text" );
		$wpdb->query( "ALTER TABLE {$notes} ADD COLUMN search_text text" );
		$wpdb->query( "ALTER TABLE {$contacts} ADD INDEX owner_sort (owner_id, sort_name)" );
		$wpdb->query( "ALTER TABLE {$contacts} ADD INDEX owner_name (owner_id, sort_name, id)" );
		$wpdb->delete( Schema::table( 'contact_search' ), array( 'contact_id' => $contact ) );
		update_option( Schema::VERSION_OPTION, 2 );

		Installer::maybe_upgrade();
		update_option( Schema::VERSION_OPTION, 2 );
		Installer::maybe_upgrade();

		$this->assertSame( Schema::DB_VERSION, (int) get_option( Schema::VERSION_OPTION ) );
		$this->assertSame( array(), Schema::missing_columns() );
		$this->assertNotContains( 'search_text', array_column( $wpdb->get_results( "SHOW COLUMNS FROM {$contacts}", ARRAY_A ), 'Field' ) );
		$this->assertNotContains( 'search_text', array_column( $wpdb->get_results( "SHOW COLUMNS FROM {$notes}", ARRAY_A ), 'Field' ) );
		$index_names = array_column( $wpdb->get_results( "SHOW INDEX FROM {$contacts}", ARRAY_A ), 'Key_name' );
		// phpcs:enable
		$this->assertNotContains( 'owner_sort', $index_names );
		$this->assertNotContains( 'owner_name', $index_names );
		$this->assertNotContains( 'owner_sort_id', $index_names );
		$this->assertContains( 'owner_sort_filters', $index_names );
		$this->assertContains( 'owner_last_contacted_filters', $index_names );

		$found = $this->ok( $this->get( 'contact-list/' . self::$owner, array( 'q' => 'tahoe' ) ) );
		$this->assertSame( array( $contact ), array_column( $found, 'id' ), 'the note text is searchable again' );
		$this->make_note( self::$owner, $contact, 'Second note' );
	}

	public function test_version_22_moves_the_match_keys_to_hashes_and_drops_the_old_table_an_hour_later(): void {
		global $wpdb;
		$ann   = $this->make_contact( self::$owner, array( 'firstName' => 'Ann', 'lastName' => 'Lee', 'emailOne' => 'ann@example.test' ) );
		$keys  = Schema::table( 'match_keys' );
		$old   = $wpdb->prefix . 'prism_contact_keys';
		$jobs  = Schema::table( 'jobs' );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.SchemaChange
		// A version 21 site: its keys in the old table, none in the new one.
		$wpdb->query( "CREATE TABLE IF NOT EXISTS {$old} (owner_id bigint(20) unsigned NOT NULL, kind char(1) NOT NULL, match_key varchar(191) NOT NULL, contact_id bigint(20) unsigned NOT NULL, PRIMARY KEY (owner_id,kind,match_key,contact_id))" );
		$wpdb->query( $wpdb->prepare( "INSERT INTO {$old} VALUES (%d, 'e', 'ann@example.test', %d)", self::$owner, $ann ) );
		$wpdb->query( "DELETE FROM {$keys}" );
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$jobs} WHERE owner_id = 0 AND type = %s", \Prism\Jobs\Contact_Keys_Job::TYPE ) );
		update_option( Schema::VERSION_OPTION, 21 );

		Installer::maybe_upgrade();
		update_option( Schema::VERSION_OPTION, 21 );
		Installer::maybe_upgrade();

		$this->assertSame( Schema::DB_VERSION, (int) get_option( Schema::VERSION_OPTION ) );
		// The old table stays for an hour, while other web servers may still run the version that uses it.
		$this->assertSame( array( $old ), $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $old ) ), 'the old table is still there' );
		$drop = ( new \Prism\Data\Job_Repository() )->find_by_key( 0, \Prism\Jobs\Retired_Tables_Job::TYPE, 'prism_contact_keys' );
		$this->assertNotNull( $drop );
		$this->assertFalse( $drop->due, 'its drop waits' );
		$this->assertSame( \Prism\Jobs\Runner::WAITING, ( new \Prism\Jobs\Runner() )->run_job( $drop->id, INF ) );
		$this->assertSame( array( $old ), $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $old ) ) );
		// An hour later.
		$wpdb->query( $wpdb->prepare( "UPDATE {$jobs} SET run_after = 0 WHERE id = %d", $drop->id ) );
		( new \Prism\Jobs\Runner() )->run_job( $drop->id, INF );
		$this->assertSame( array(), $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $old ) ), 'then the old table is gone' );
		( new \Prism\Jobs\Runner() )->run_job( ( new \Prism\Data\Job_Repository() )->find_by_key( 0, \Prism\Jobs\Contact_Keys_Job::TYPE )->id, INF );
		$this->assertTrue( \Prism\Jobs\Contact_Keys_Job::done() );
		$hashes = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT key_hash FROM {$keys} WHERE owner_id = %d AND contact_id = %d", self::$owner, $ann ) ) );
		// phpcs:enable
		$this->assertContains( \Prism\Data\Contact_Keys::hash( \Prism\Data\Contact_Keys::EMAIL, 'ann@example.test' ), $hashes );
		$found = ( new \Prism\Data\Contact_Keys() )->find( self::$owner, array( \Prism\Data\Contact_Keys::EMAIL => array( 'ann@example.test', 'nobody@example.test' ) ) );
		$this->assertSame( array( 'e:ann@example.test' => array( $ann ) ), $found );
	}

	public function test_a_site_without_the_retired_tables_searches_with_its_lists_at_once(): void {
		global $wpdb;
		$jobs = new \Prism\Data\Job_Repository();
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery.SchemaChange
		foreach ( \Prism\Jobs\Retired_Tables_Job::RETIRED as $table ) {
			$wpdb->query( "DROP TABLE IF EXISTS {$wpdb->prefix}{$table}" );
		}
		// phpcs:enable
		$this->make_contact( self::$owner, array( 'firstName' => 'Nadia', 'lastName' => 'Northwind' ) );
		// A site installed at version 23 or later never had the old tables: the versions 22 and 23 steps run, as on a
		// new site, and nothing is left to drop.
		update_option( Schema::VERSION_OPTION, 21 );
		Installer::maybe_upgrade();

		$this->assertSame( Schema::DB_VERSION, (int) get_option( Schema::VERSION_OPTION ) );
		foreach ( \Prism\Jobs\Retired_Tables_Job::RETIRED as $table ) {
			$this->assertNull( $jobs->find_by_key( 0, \Prism\Jobs\Retired_Tables_Job::TYPE, $table ), "no drop of {$table} waits" );
		}
		( new \Prism\Jobs\Runner() )->run_job( $jobs->find_by_key( 0, \Prism\Jobs\Search_Grams_Job::TYPE, \Prism\Jobs\Search_Grams_Job::LISTS )->id, INF );
		$this->assertTrue( \Prism\Data\Search_Index::ready(), 'searches use the lists once they are filled, not an hour later' );
		$this->assertSame( 1, ( new \Prism\Data\Search_Index() )->find( self::$owner, 'northwind', 'ASC', 10, 0 )['total'] );
	}

	public function test_a_key_is_answered_only_for_contacts_that_hold_it_even_when_their_hash_is_listed(): void {
		global $wpdb;
		$ann = $this->make_contact( self::$owner, array( 'firstName' => 'Ann', 'emailOne' => 'ann@example.test' ) );
		$bob = $this->make_contact( self::$owner, array( 'firstName' => 'Bob', 'emailOne' => 'bob@example.test' ) );
		// A collision, made by hand: Bob listed under the hash of Ann's email.
		$wpdb->insert(
			Schema::table( 'match_keys' ),
			array(
				'owner_id'   => self::$owner,
				'key_hash'   => \Prism\Data\Contact_Keys::hash( \Prism\Data\Contact_Keys::EMAIL, 'ann@example.test' ),
				'contact_id' => $bob,
			)
		);
		$keys = new \Prism\Data\Contact_Keys();
		$this->assertSame( array( 'e:ann@example.test' => array( $ann ) ), $keys->find( self::$owner, array( 'e' => array( 'ann@example.test' ) ) ) );
		$this->assertSame( array( 'ann@example.test' => $ann ), $keys->first_holders( self::$owner, 'e', array( 'ann@example.test' ) ) );
		$this->assertSame( array( $bob => array( 'bob@example.test' ) ), $keys->held( self::$owner, 'e', array( $bob ) ) );
		// Deleting Bob takes his own keys; a stray row like this one can only cost a lookup, never a match.
		( new \Prism\Service\Contact_Service() )->delete_many( self::$owner, array( $bob ) );
		$this->assertSame( array( 'e:ann@example.test' => array( $ann ) ), $keys->find( self::$owner, array( 'e' => array( 'ann@example.test' ) ) ) );
	}

	public function test_version_11_keys_category_names_by_php_rule_not_by_collation(): void {
		global $wpdb;
		$table = Schema::table( 'categories' );
		$work  = $this->make_category( self::$owner, 'Work' );
		$cafe  = $this->make_category( self::$owner, 'Café' );
		$other = $this->make_category( self::$other, 'Work' );
		// A categories table as versions 1-10 made it: unique by (owner_id, name), no name_key.
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$wpdb->query( "ALTER TABLE {$table} DROP INDEX owner_name_key" );
		$wpdb->query( "ALTER TABLE {$table} DROP COLUMN name_key" );
		$wpdb->query( "ALTER TABLE {$table} ADD UNIQUE KEY owner_name (owner_id, name)" );
		update_option( Schema::VERSION_OPTION, 10 );
		try {
			Installer::maybe_upgrade();
			$this->assertSame( Schema::DB_VERSION, (int) get_option( Schema::VERSION_OPTION ) );
			$keys = array_column( $wpdb->get_results( "SELECT id, name_key FROM {$table} WHERE id IN ({$work}, {$cafe}, {$other})", ARRAY_A ), 'name_key', 'id' );
			$this->assertSame( md5( 'work' ), $keys[ $work ] );
			$this->assertSame( md5( 'café' ), $keys[ $cafe ] );
			$this->assertSame( md5( 'work' ), $keys[ $other ], 'another member may use the same name' );
			$indexes = array_column( $wpdb->get_results( "SHOW INDEX FROM {$table}", ARRAY_A ), 'Key_name' );
			// phpcs:enable
			$this->assertContains( 'owner_name_key', $indexes );
			$this->assertNotContains( 'owner_name', $indexes );
		} finally {
			update_option( Schema::VERSION_OPTION, Schema::DB_VERSION );
		}

		// Names that only a collation would call the same are different categories; case alone is not.
		$this->ok( $this->send( 'POST', 'add-category', array( 'name' => 'Cafe', 'wordpressId' => self::$owner ) ) );
		$this->ok( $this->send( 'POST', 'add-category', array( 'name' => 'Résumé', 'wordpressId' => self::$owner ) ) );
		$names = array_column( $this->ok( $this->send( 'POST', 'add-category', array( 'name' => 'Resume', 'wordpressId' => self::$owner ) ) ), 'name' );
		$this->assertEqualsCanonicalizing( array( 'Work', 'Café', 'Cafe', 'Résumé', 'Resume' ), $names );
		$this->assert_error( $this->send( 'POST', 'add-category', array( 'name' => 'CAFÉ', 'wordpressId' => self::$owner ) ), 409, 'prism_category_exists' );
		$this->assert_error( $this->send( 'POST', 'edit-category', array( 'id' => $work, 'name' => 'résumé', 'wordpressId' => self::$owner ) ), 409, 'prism_category_exists' );
	}

	public function test_version_9_keys_the_search_rows_by_contact_and_drops_stale_indexes(): void {
		global $wpdb;
		$contact = $this->make_contact( self::$owner, array( 'firstName' => 'Quinn', 'company' => 'Harbourside Pilots' ) );
		$table   = Schema::table( 'contact_search' );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		// What versions 5-8 left: version 5's text index everywhere and, on MariaDB, the name-ordered key.
		$wpdb->query( "ALTER TABLE {$table} ADD INDEX owner_text (owner_id, search_text(191), contact_id)" );
		if ( ! Db::is_sqlite() ) {
			$wpdb->query( "ALTER TABLE {$table} DROP PRIMARY KEY, ADD PRIMARY KEY (owner_id, sort_name, contact_id), ADD UNIQUE KEY owner_contact (owner_id, contact_id)" );
			$this->assertSame( array( 'owner_id', 'sort_name', 'contact_id' ), Schema::primary_key( $table ) );
		}
		$this->assertContains( 'owner_text', array_column( $wpdb->get_results( "SHOW INDEX FROM {$table}", ARRAY_A ), 'Key_name' ) );
		update_option( Schema::VERSION_OPTION, 8 );

		Installer::maybe_upgrade();

		$this->assertSame( Schema::DB_VERSION, (int) get_option( Schema::VERSION_OPTION ) );
		$this->assertSame( array( 'owner_id', 'contact_id' ), Schema::primary_key( $table ) );
		$names = array_column( $wpdb->get_results( "SHOW INDEX FROM {$table}", ARRAY_A ), 'Key_name' );
		// phpcs:enable
		$this->assertNotContains( 'owner_text', $names );
		$this->assertContains( 'owner_sort_text', $names );
		$found = $this->ok( $this->get( 'contact-list/' . self::$owner, array( 'q' => 'harbourside' ) ) );
		$this->assertSame( array( $contact ), array_column( $found, 'id' ) );
	}

	/**
	 * Version 27: the source filter reads the sources' index for the lists the code writes, so a list stored in
	 * another form (by hand, or an early build) is rewritten; the filter then finds those contacts, alone and with a
	 * search.
	 */
	public function test_version_27_writes_every_list_of_sources_in_the_form_the_filter_reads(): void {
		$google = $this->make_contact( self::$owner, array( 'firstName' => 'Gina', 'lastName' => 'Sourced' ), 'Google' );
		$both   = $this->make_contact( self::$owner, array( 'firstName' => 'Lin', 'lastName' => 'Sourced' ) );
		$plain  = $this->make_contact( self::$owner, array( 'firstName' => 'Pia', 'lastName' => 'Sourced' ) );
		$table  = Schema::table( 'contacts' );
		Db::execute( "UPDATE {$table} SET import_source = ? WHERE id = ?", array( 'linkedin, google', $both ) );
		Db::execute( "UPDATE {$table} SET import_source = ? WHERE id = ?", array( 'GOOGLE', $google ) );
		update_option( Schema::VERSION_OPTION, 26 );
		Installer::maybe_upgrade();
		$this->assertSame( Schema::DB_VERSION, (int) get_option( Schema::VERSION_OPTION ) );
		$stored = static fn( int $id ): string => (string) ( Db::column( "SELECT import_source FROM {$table} WHERE id = ?", array( $id ) )[0] ?? '' );
		$this->assertSame( 'Google,LinkedIn', $stored( $both ) );
		$this->assertSame( 'Google', $stored( $google ) );
		$this->assertSame( 'PRISM', $stored( $plain ) );
		foreach ( array( array(), array( 'q' => 'sourced' ) ) as $search ) {
			$found = $this->ok( $this->get( 'contact-list/' . self::$owner, $search + array( 'importSource' => array( 'Google' ) ) ) );
			$this->assertEqualsCanonicalizing( array( $google, $both ), array_column( $found, 'id' ), 'Google: ' . wp_json_encode( $search ) );
			$found = $this->ok( $this->get( 'contact-list/' . self::$owner, $search + array( 'importSource' => array( 'LinkedIn', 'Google' ) ) ) );
			$this->assertSame( array( $both ), array_column( $found, 'id' ), 'LinkedIn and Google: ' . wp_json_encode( $search ) );
		}
	}

	public function test_version_36_carries_the_keep_in_touch_days_over_and_finds_each_contact_s_last_touch(): void {
		global $wpdb;
		$table = Schema::table( 'contacts' );
		// A site from before version 36 has the old column (a site created since has not).
		if ( ! in_array( 'reach_out_on', array_column( (array) $wpdb->get_results( "SHOW COLUMNS FROM {$table}", ARRAY_A ), 'Field' ), true ) ) { // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			$wpdb->query( "ALTER TABLE {$table} ADD COLUMN reach_out_on date DEFAULT NULL" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		}
		$kept   = $this->make_contact( self::$owner, array( 'firstName' => 'Kept' ) );
		$passed = $this->make_contact( self::$owner, array( 'firstName' => 'Passed' ) );
		$noted  = $this->make_contact( self::$owner, array( 'firstName' => 'Noted' ) );
		$called = $this->make_contact( self::$owner, array( 'firstName' => 'Called' ) );
		$this->make_note( self::$owner, $noted, 'Lunch' );
		Db::execute( "UPDATE {$table} SET reach_out_on = ?, reach_out_by = ?, maintaining = 0, touched_on = NULL WHERE id = ?", array( '2026-01-15', '9999-12-31', $kept ) );
		Db::execute( "UPDATE {$table} SET touched_on = NULL WHERE id = ?", array( $noted ) );
		// In MAINTAIN, due three days ago by the old day, but with a note written today.
		$this->make_note( self::$owner, $passed, 'Called today' );
		Db::execute( "UPDATE {$table} SET reach_out_on = ?, reach_out_by = ?, maintaining = 0, touched_on = NULL WHERE id = ?", array( Calendar_Date::add_days( gmdate( 'Y-m-d' ), -3 ), '9999-12-31', $passed ) );
		Db::execute( "UPDATE {$table} SET last_contacted = ?, touched_on = NULL WHERE id = ?", array( '2025-06-01', $called ) );

		update_option( Schema::VERSION_OPTION, 35 );
		Installer::maybe_upgrade();
		update_option( Schema::VERSION_OPTION, 35 );
		Installer::maybe_upgrade();

		$this->assertSame( Schema::DB_VERSION, (int) get_option( Schema::VERSION_OPTION ) );
		$row = static fn( int $id ): array => Db::select( "SELECT maintaining, reach_out_by, touched_on FROM {$table} WHERE id = ?", array( $id ) )[0];
		$this->assertSame( array( 1, '2026-01-15' ), array( (int) $row( $kept )['maintaining'], substr( (string) $row( $kept )['reach_out_by'], 0, 10 ) ), 'a contact in MAINTAIN keeps its day' );
		$this->assertSame( gmdate( 'Y-m-d' ), substr( (string) $row( $noted )['touched_on'], 0, 10 ), 'its note, written today (UTC), is its last touch' );
		$days = (int) ( new \Prism\Data\Series_Repository() )->networking()['keepInTouchDays'];
		$this->assertSame( Calendar_Date::add_days( wp_date( 'Y-m-d' ), $days ), substr( (string) $row( $passed )['reach_out_by'], 0, 10 ), 'a day its last touch has passed is worked out again' );
		$this->assertSame( '2025-06-01', substr( (string) $row( $called )['touched_on'], 0, 10 ), 'its latest interaction' );
		$this->assertSame( '9999-12-31', substr( (string) $row( $called )['reach_out_by'], 0, 10 ), 'no cadence, no day' );
		$this->assertNotContains( 'owner_reach_out', array_column( (array) $wpdb->get_results( "SHOW INDEX FROM {$table}", ARRAY_A ), 'Key_name' ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}

	public function test_the_version_is_not_recorded_when_the_tables_do_not_match_it(): void {
		update_option( Schema::VERSION_OPTION, Schema::DB_VERSION - 1 );
		global $wpdb;
		$table = Schema::table( 'contacts' );
		$wpdb->query( "ALTER TABLE {$table} DROP COLUMN website" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$skip_dbdelta = static fn(): array => array();
		add_filter( 'dbdelta_queries', $skip_dbdelta );
		try {
			Installer::maybe_upgrade();
		} finally {
			remove_filter( 'dbdelta_queries', $skip_dbdelta );
		}
		$this->assertContains( "{$table}.website", Schema::missing_columns() );
		$this->assertSame( Schema::DB_VERSION - 1, (int) get_option( Schema::VERSION_OPTION ), 'a failed upgrade is tried again' );

		Installer::maybe_upgrade();
		$this->assertSame( array(), Schema::missing_columns() );
		$this->assertSame( Schema::DB_VERSION, (int) get_option( Schema::VERSION_OPTION ) );
	}

	public function test_note_search_ignores_case_beyond_ascii_on_every_engine(): void {
		$contact = $this->make_contact( self::$owner, array( 'firstName' => 'Zed' ) );
		$this->make_note( self::$owner, $contact, 'Met ÉMILE at the Café ÉCLAIR' );

		foreach ( array( 'émile', 'ÉMILE', 'éclair', 'café' ) as $term ) {
			$found = $this->ok( $this->get( 'contact-list/' . self::$owner, array( 'q' => $term ) ) );
			$this->assertSame( array( $contact ), array_column( $found, 'id' ), "search {$term}" );
		}
	}
}

<?php
/**
 * Schema version 13: a site at version 12 (event_date a DATE column, no month_day, no digests table) upgrades in
 * place, and events without a year, yearly repeats and the daily email's claims work afterwards.
 *
 * @package Prism
 */

namespace Prism\Tests\Schema;

use Prism\Schema\Installer;
use Prism\Schema\Schema;
use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';

/**
 * The version 13 upgrade on the real database.
 */
final class RemindersSchemaTest extends Prism_Test_Case {

	public function test_version_12_upgrades_to_text_dates_month_days_and_the_digests_table(): void {
		global $wpdb;
		$events  = Schema::table( 'events' );
		$digests = Schema::table( 'digests' );
		$charset = $wpdb->get_charset_collate();
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- names from Schema.
		$wpdb->query( "DROP TABLE IF EXISTS {$events}" );
		$wpdb->query( "DROP TABLE IF EXISTS {$digests}" );
		// The events table as versions 1-12 made it.
		$wpdb->query(
			"CREATE TABLE {$events} (
	id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
	owner_id bigint(20) unsigned NOT NULL,
	contact_id bigint(20) unsigned NOT NULL,
	title varchar(191) NOT NULL DEFAULT '',
	type varchar(20) NOT NULL DEFAULT '',
	description text NOT NULL,
	event_date date DEFAULT NULL,
	created_at datetime NOT NULL,
	updated_at datetime NOT NULL,
	PRIMARY KEY  (id),
	KEY owner_contact (owner_id,contact_id),
	KEY owner_date (owner_id,event_date)
) {$charset}"
		);
		update_option( Schema::VERSION_OPTION, 12 );

		Installer::maybe_upgrade();

		$this->assertSame( Schema::DB_VERSION, (int) get_option( Schema::VERSION_OPTION ) );
		$this->assertSame( array(), Schema::missing_columns() );
		$this->assertSame( $digests, $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $digests ) ) );
		$columns = array_column( $wpdb->get_results( "SHOW COLUMNS FROM {$events}", ARRAY_A ), null, 'Field' );
		$this->assertArrayHasKey( 'month_day', $columns );
		$this->assertStringNotContainsString( 'date', strtolower( $columns['event_date']['Type'] ), 'a text column (varchar; SQLite reports text)' );
		$this->assertContains( 'owner_month_day_type', array_column( $wpdb->get_results( "SHOW INDEX FROM {$events}", ARRAY_A ), 'Key_name' ) );
		// phpcs:enable

		$ann  = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$body = $this->ok( $this->send( 'POST', 'create-event', array( 'contactId' => $ann, 'wordpressId' => self::$owner, 'title' => 'Birthday', 'type' => 'Birthday', 'date' => '--02-29' ) ) );
		$this->assertSame( '--02-29', $body[0]['date'] );
		$this->assertSame( 1, $this->count_rows( 'events', array( 'event_date' => '--02-29', 'month_day' => '02-29' ) ) );
		$this->assertSame( array( $body[0]['id'] ), array_column( array_column( $this->ok( $this->get( 'events-with-contacts/' . self::$owner, array( 'date' => '2027-02-28' ) ) ), 'event' ), 'id' ) );

		$claim = "INSERT IGNORE INTO {$digests} (owner_id, digest_date, sent_at) VALUES (%d, %s, %s)";
		// phpcs:disable WordPress.DB.PreparedSQL.NotPrepared -- table from Schema.
		$this->assertSame( 1, (int) $wpdb->query( $wpdb->prepare( $claim, self::$owner, '2031-03-14', gmdate( 'Y-m-d H:i:s' ) ) ) );
		$suppress = $wpdb->suppress_errors( true );
		$this->assertSame( 0, (int) $wpdb->query( $wpdb->prepare( $claim, self::$owner, '2031-03-14', gmdate( 'Y-m-d H:i:s' ) ) ), 'one claim per member and day' );
		$wpdb->suppress_errors( $suppress );
		// phpcs:enable
		$this->assertSame( 1, $this->count_rows( 'digests', array( 'owner_id' => self::$owner ) ) );

		Installer::maybe_upgrade();
		update_option( Schema::VERSION_OPTION, 12 );
		Installer::maybe_upgrade();
		$this->assertSame( 1, $this->count_rows( 'events', array( 'event_date' => '--02-29' ) ), 'the upgrade can run again and keeps the rows' );
		$this->assertSame( Schema::DB_VERSION, (int) get_option( Schema::VERSION_OPTION ) );
	}

	public function test_version_31_gives_the_event_day_indexes_the_type_and_drops_the_ones_they_replace(): void {
		global $wpdb;
		$events = Schema::table( 'events' );
		$ann    = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$this->ok( $this->send( 'POST', 'create-event', array( 'contactId' => $ann, 'wordpressId' => self::$owner, 'title' => 'Birthday', 'type' => 'Birthday', 'date' => '--03-14' ) ) );
		$this->ok( $this->send( 'POST', 'create-event', array( 'contactId' => $ann, 'wordpressId' => self::$owner, 'title' => 'Lunch', 'type' => 'Other', 'date' => '2031-03-15' ) ) );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- names from Schema.
		// The indexes as versions 13-30 had them.
		$wpdb->query( "ALTER TABLE {$events} DROP INDEX owner_date_type" );
		$wpdb->query( "ALTER TABLE {$events} DROP INDEX owner_month_day_type" );
		$wpdb->query( "ALTER TABLE {$events} ADD INDEX owner_date (owner_id,event_date)" );
		$wpdb->query( "ALTER TABLE {$events} ADD INDEX owner_month_day (owner_id,month_day)" );
		$indexes = static fn(): array => array_values( array_unique( array_column( $wpdb->get_results( "SHOW INDEX FROM {$events}", ARRAY_A ), 'Key_name' ) ) );
		// phpcs:enable
		$this->assertContains( 'owner_month_day', $indexes() );
		update_option( Schema::VERSION_OPTION, 30 );

		Installer::maybe_upgrade();

		$this->assertSame( Schema::DB_VERSION, (int) get_option( Schema::VERSION_OPTION ) );
		$now = $indexes();
		$this->assertContains( 'owner_date_type', $now );
		$this->assertContains( 'owner_month_day_type', $now );
		$this->assertNotContains( 'owner_date', $now );
		$this->assertNotContains( 'owner_month_day', $now );
		// The month view reads through the new indexes (named on MariaDB): both events on their days.
		$body = $this->ok( $this->get( 'calendar-events/' . self::$owner, array( 'from' => '2031-03-01', 'to' => '2031-03-31', 'perDay' => 3 ) ) );
		$this->assertSame( array( '2031-03-14', '2031-03-15' ), array_column( $body['items'], 'date' ) );
	}

	public function test_version_35_gives_the_follow_up_day_indexes_the_contact_and_drops_the_ones_they_replace(): void {
		global $wpdb;
		$followups = Schema::table( 'followups' );
		$ann       = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$ben       = $this->make_contact( self::$owner, array( 'firstName' => 'Ben' ) );
		$this->ok( $this->send( 'POST', 'create-followup', array( 'contactId' => $ann, 'wordpressId' => self::$owner, 'title' => 'Call Ann', 'date' => '2020-03-14' ) ) );
		$this->ok( $this->send( 'POST', 'create-followup', array( 'contactId' => $ben, 'wordpressId' => self::$owner, 'title' => 'Call Ben', 'date' => '2020-03-15' ) ) );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- names from Schema.
		// The indexes as versions 1-34 had them.
		$wpdb->query( "ALTER TABLE {$followups} DROP INDEX owner_date_contact" );
		$wpdb->query( "ALTER TABLE {$followups} DROP INDEX owner_open_date_contact" );
		$wpdb->query( "ALTER TABLE {$followups} ADD INDEX owner_date (owner_id,due_date)" );
		$wpdb->query( "ALTER TABLE {$followups} ADD INDEX owner_open_date (owner_id,complete,due_date)" );
		$indexes = static fn(): array => array_values( array_unique( array_column( $wpdb->get_results( "SHOW INDEX FROM {$followups}", ARRAY_A ), 'Key_name' ) ) );
		// phpcs:enable
		$this->assertContains( 'owner_open_date', $indexes() );
		update_option( Schema::VERSION_OPTION, 33 );

		Installer::maybe_upgrade();

		$this->assertSame( Schema::DB_VERSION, (int) get_option( Schema::VERSION_OPTION ) );
		$now = $indexes();
		$this->assertContains( 'owner_date_contact', $now );
		$this->assertContains( 'owner_open_date_contact', $now );
		$this->assertNotContains( 'owner_date', $now );
		$this->assertNotContains( 'owner_open_date', $now );
		// Today reads through the new indexes, with an archived contact's follow-up left out.
		$this->ok( $this->send( 'POST', 'contact-state/' . $ann, array( 'archived' => true ) ) );
		$body = $this->ok( $this->get( 'followups-with-contacts/' . self::$owner ) );
		$this->assertSame( array( 'Call Ben' ), array_column( array_column( $body, 'followup' ), 'title' ) );
	}
}

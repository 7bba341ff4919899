<?php
/**
 * Installer::maybe_upgrade() under its database lock: of requests that start together, one upgrades and the others
 * wait for it, then carry on with the new version; a request waits at most `prism_upgrade_wait` seconds for a holder
 * that does not finish (then carries on without the upgrade); a crashed upgrade's lock expires, and one that dies in
 * PHP frees it at once.
 *
 * @package Prism
 */

namespace Prism\Tests\Jobs;

use Prism\Data\Lock;
use Prism\Schema\Installer;
use Prism\Schema\Schema;
use Prism\Tests\Jobs\Support\Jobs_Test_Case;

require_once __DIR__ . '/Support/Jobs_Test_Case.php';

/**
 * The upgrade lock.
 */
final class UpgradeLockTest extends Jobs_Test_Case {

	/**
	 * How often dbDelta ran in this process since the test began.
	 *
	 * @var int
	 */
	private int $dbdelta = 0;

	/**
	 * Counts a dbDelta call (dbdelta_queries filter).
	 *
	 * @param array<int, string> $queries Queries.
	 * @return array<int, string>
	 */
	public function count_dbdelta( $queries ) {
		++$this->dbdelta;
		return $queries;
	}

	protected function setUp(): void {
		parent::setUp();
		$this->dbdelta = 0;
		add_filter( 'dbdelta_queries', array( $this, 'count_dbdelta' ) );
		$this->forget_upgrade_lock();
	}

	protected function tearDown(): void {
		remove_filter( 'dbdelta_queries', array( $this, 'count_dbdelta' ) );
		$this->forget_upgrade_lock();
		update_option( Schema::VERSION_OPTION, Schema::DB_VERSION );
		parent::tearDown();
	}

	/**
	 * Removes the upgrade lock, whoever holds it.
	 */
	private function forget_upgrade_lock(): void {
		global $wpdb;
		$wpdb->delete( Schema::table( 'locks' ), array( 'name' => Installer::UPGRADE_LOCK ) );
	}

	public function test_while_a_dead_process_holds_the_upgrade_lock_a_request_waits_a_bounded_time_then_carries_on_until_the_lock_expires(): void {
		global $wpdb;
		// Another process takes the upgrade lock and dies without releasing it (killed mid-upgrade).
		$this->assertSame( array( 'acquired' => true ), $this->child( 'acquire', Installer::UPGRADE_LOCK, (string) Installer::UPGRADE_LOCK_TTL ) );
		update_option( Schema::VERSION_OPTION, Schema::DB_VERSION - 1 );

		$wait = static fn() => 1;
		add_filter( 'prism_upgrade_wait', $wait );
		$started = microtime( true );
		Installer::maybe_upgrade();
		$waited = microtime( true ) - $started;
		remove_filter( 'prism_upgrade_wait', $wait );
		$this->assertGreaterThanOrEqual( 1.0, $waited, 'it waited for the other upgrade' );
		$this->assertLessThan( 5.0, $waited, 'for no longer than prism_upgrade_wait' );
		$this->assertSame( 0, $this->dbdelta, 'this request did not upgrade' );
		$this->assertSame( Schema::DB_VERSION - 1, (int) get_option( Schema::VERSION_OPTION ) );
		$this->assertSame( 1, $this->count_rows( 'locks', array( 'name' => Installer::UPGRADE_LOCK ) ) );

		// Its ten minutes are up.
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Schema::table( 'locks' ) . ' SET expires_at = UNIX_TIMESTAMP() - 1 WHERE name = %s', Installer::UPGRADE_LOCK ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		Installer::maybe_upgrade();
		$this->assertSame( 1, $this->dbdelta, 'the next request upgraded' );
		$this->assertSame( Schema::DB_VERSION, (int) get_option( Schema::VERSION_OPTION ) );
		$this->assertSame( 0, $this->count_rows( 'locks', array( 'name' => Installer::UPGRADE_LOCK ) ), 'and released the lock' );

		Installer::maybe_upgrade();
		$this->assertSame( 1, $this->dbdelta, 'nothing to do once the version is current' );
	}

	public function test_a_site_before_version_10_creates_the_locks_table_for_its_upgrade_lock(): void {
		global $wpdb;
		$locks = Schema::table( 'locks' );
		$wpdb->query( "DROP TABLE {$locks}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		update_option( Schema::VERSION_OPTION, 9 );

		Installer::maybe_upgrade();

		$this->assertSame( $locks, $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $locks ) ) );
		$this->assertSame( Schema::DB_VERSION, (int) get_option( Schema::VERSION_OPTION ) );
		$this->assertSame( 1, $this->dbdelta );
		$this->assertSame( array(), Schema::missing_columns() );
		$this->assertSame( array( 'name' ), Schema::primary_key( $locks ) );
		$this->assertTrue( ( new Lock( 'test-after-upgrade' ) )->acquire( 60 ) );
		$this->assertFalse( ( new Lock( 'test-after-upgrade' ) )->acquire( 60 ), 'the key makes it exclusive' );
	}

	public function test_of_two_requests_that_start_together_one_upgrades_and_the_other_waits_for_it(): void {
		update_option( Schema::VERSION_OPTION, Schema::DB_VERSION - 1 );
		$answers = $this->children(
			array(
				array( 'boot', '500', '0' ),
				array( 'boot', '500', '0' ),
			)
		);
		$this->assertSame( 1, $answers[0]['dbdelta'] + $answers[1]['dbdelta'], 'dbDelta ran once: ' . wp_json_encode( $answers ) );
		// The other one waited for the upgrade (half a second of dbDelta) and went on with the new version, rather
		// than running the new code on the old tables.
		$this->assertSame( array( Schema::DB_VERSION, Schema::DB_VERSION ), array( $answers[0]['version'], $answers[1]['version'] ), wp_json_encode( $answers ) );
		wp_cache_flush();
		$this->assertSame( Schema::DB_VERSION, (int) get_option( Schema::VERSION_OPTION ) );
		$this->assertSame( 0, $this->count_rows( 'locks', array( 'name' => Installer::UPGRADE_LOCK ) ) );
	}

	public function test_a_request_that_dies_mid_upgrade_frees_the_lock_on_shutdown(): void {
		update_option( Schema::VERSION_OPTION, Schema::DB_VERSION - 1 );
		$this->assertSame( array( 'died' => true ), $this->child( 'boot', '0', '1' ) );
		wp_cache_flush();
		$this->assertSame( Schema::DB_VERSION - 1, (int) get_option( Schema::VERSION_OPTION ), 'it died before recording anything' );
		$this->assertSame( 0, $this->count_rows( 'locks', array( 'name' => Installer::UPGRADE_LOCK ) ), 'its lock went with it' );
		$this->assertTrue( ( new Lock( Installer::UPGRADE_LOCK ) )->acquire( 60 ), 'so the next request can upgrade' );
	}
}

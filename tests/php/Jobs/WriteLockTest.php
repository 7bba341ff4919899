<?php
/**
 * No request fails because another one holds the database's write lock (issue 25): while a second PHP process runs a
 * job slice that holds its transaction open for about a second (on SQLite, the whole database's write lock, as an
 * import batch does), this process's writes of every kind wait for it and succeed, and nothing is logged: a transient
 * stored as WP-Cron stores `doing_cron` (an INSERT … ON DUPLICATE KEY UPDATE, which the SQLite integration prepares by
 * reading the table's keys first), an option, a member's note through REST, another job's claim and slice, a job lock, the
 * runner's read of due jobs. Nothing here measures time: each step only has to succeed.
 *
 * @package Prism
 */

namespace Prism\Tests\Jobs;

use Prism\Data\Db;
use Prism\Data\Job_Repository;
use Prism\Data\Lock;
use Prism\Data\Sqlite_Connection;
use Prism\Jobs\Runner;
use Prism\Tests\Jobs\Support\Counting_Job;
use Prism\Tests\Jobs\Support\Jobs_Test_Case;

require_once __DIR__ . '/Support/Jobs_Test_Case.php';

/**
 * Writes wait for a held write lock.
 */
final class WriteLockTest extends Jobs_Test_Case {

	/**
	 * Where PHP's error log went before a test sent it to a file of its own.
	 *
	 * @var string|false
	 */
	private $error_log = false;

	protected function tearDown(): void {
		delete_transient( 'prism_test_doing_cron' );
		delete_option( 'prism_test_write_lock' );
		parent::tearDown();
	}

	/**
	 * Starts child.php `hold-job` on the job and returns once its slice holds the write lock.
	 *
	 * @param int $job_id A Counting_Job whose slice sleeps.
	 * @return array{0: resource, 1: array<int, resource>}
	 */
	private function start_holding( int $job_id ): array {
		$pipes   = array();
		$process = proc_open(
			array( PHP_BINARY, __DIR__ . '/Support/child.php', 'hold-job', (string) $job_id ),
			array(
				0 => array( 'pipe', 'r' ),
				1 => array( 'pipe', 'w' ),
				2 => array( 'pipe', 'w' ),
			),
			$pipes
		);
		$this->assertIsResource( $process, 'could not start a PHP process' );
		$this->assertSame( "ready\n", (string) fgets( $pipes[1] ), 'the second process did not start' );
		fwrite( $pipes[0], "go\n" );
		fclose( $pipes[0] );
		$said = (string) fgets( $pipes[1] );
		if ( "holding\n" !== $said ) {
			// Read only now: reading the child's stderr waits for it to end.
			$this->fail( "the second process's slice did not begin: {$said} " . stream_get_contents( $pipes[2] ) );
		}
		return array( $process, $pipes );
	}

	/**
	 * Waits for the child and returns its answer.
	 *
	 * @param array{0: resource, 1: array<int, resource>} $child From start_holding().
	 * @return array<string, mixed>
	 */
	private function finish( array $child ): array {
		list( $process, $pipes ) = $child;
		$out    = (string) stream_get_contents( $pipes[1] );
		$err    = (string) stream_get_contents( $pipes[2] );
		$status = proc_close( $process );
		$this->assertSame( 0, $status, "the second process failed: {$out} {$err}" );
		$answer = json_decode( trim( $out ), true );
		$this->assertIsArray( $answer, "the second process answered: {$out} {$err}" );
		return $answer;
	}

	/**
	 * Sends PHP's error log (WordPress's database errors, the runner's failed attempts) to a new file.
	 */
	private function capture_log(): string {
		$file            = (string) tempnam( sys_get_temp_dir(), 'prism-lock-log' );
		$this->error_log = ini_get( 'error_log' );
		ini_set( 'error_log', $file ); // phpcs:ignore WordPress.PHP.IniSet.Risky -- restored in release_log().
		return $file;
	}

	/**
	 * What was logged since capture_log(); the error log goes back where it was.
	 *
	 * @param string $file From capture_log().
	 */
	private function release_log( string $file ): string {
		ini_set( 'error_log', (string) $this->error_log ); // phpcs:ignore WordPress.PHP.IniSet.Risky -- restores the setting.
		$logged = (string) file_get_contents( $file );
		unlink( $file );
		return $logged;
	}

	public function test_writes_of_every_kind_wait_for_a_slice_that_holds_the_write_lock_and_succeed(): void {
		global $wpdb, $EZSQL_ERROR;
		$contact = $this->make_contact( self::$owner, array( 'firstName' => 'Waiting' ) );
		// One slice of two items that holds its transaction for a second before it writes them.
		$held = $this->counting_job( Counting_Job::cursor( 2, 2, null, 0, 1000 ) );
		$mine = $this->counting_job( Counting_Job::cursor( 3, 3 ) );
		delete_transient( 'prism_test_doing_cron' );
		$errors = is_array( $EZSQL_ERROR ) ? count( $EZSQL_ERROR ) : 0;
		$log    = $this->capture_log();
		$child  = $this->start_holding( $held );
		try {
			// The child's slice holds the lock now. A transient as spawn_cron() stores WP-Cron's `doing_cron` (a name of
			// the test's own: the test site's real WP-Cron may hold that one): an INSERT … ON DUPLICATE KEY UPDATE.
			$this->assertTrue( set_transient( 'prism_test_doing_cron', sprintf( '%.22F', microtime( true ) ) ), 'the transient was stored: ' . $wpdb->last_error );
			$this->assertSame( '', $wpdb->last_error );
			$this->assertTrue( add_option( 'prism_test_write_lock', 'stored', '', false ) );
			// A member's write through REST (one transaction of PRISM's).
			$this->ok( $this->send( 'POST', 'create-note', array( 'wordpressId' => self::$owner, 'contactId' => $contact, 'note' => 'Written while an import ran' ) ) );
			// The runner: the due jobs' read, a job's lock, its claim, its slice and its cursor.
			$this->assertContains( $mine, ( new Job_Repository() )->due_ids( array( Counting_Job::TYPE ), array( $held ) ) );
			$lock = new Lock( 'test-write-lock' );
			$this->assertTrue( $lock->acquire( 60 ) );
			$lock->release();
			$runner = new Runner( array( Counting_Job::TYPE => new Counting_Job() ), 5, 0 );
			$this->assertSame( Runner::DONE, $runner->run_job( $mine, 0.0 ) );
		} finally {
			$answer = $this->finish( $child );
			$logged = $this->release_log( $log );
		}
		$this->assertSame( Runner::DONE, $answer['outcome'], 'the holding slice committed too' );
		$this->assertSame( '', $logged, 'nothing was logged' );
		$this->assertSame( $errors, is_array( $EZSQL_ERROR ) ? count( $EZSQL_ERROR ) : 0, 'no database error was recorded' );
		$this->assertSame( array( 0, 1 ), $this->items( $held )['items'] );
		$this->assertSame( array( 0, 1, 2 ), $this->items( $mine )['items'] );
		$this->assertSame( 0, $this->job( $mine )->attempts, 'no failed attempt' );
		$this->assertSame( 'stored', get_option( 'prism_test_write_lock' ) );
		$this->assertSame( array( 'Written while an import ran' ), array_column( $this->notes_of( $contact ), 'note' ) );
	}

	public function test_sqlite_connections_wait_for_the_lock_and_readers_do_not_wait_for_writers(): void {
		if ( ! Db::is_sqlite() ) {
			$this->markTestSkipped( 'SQLite only: MariaDB locks rows and its readers never wait for writers.' );
		}
		$pdo = Db::integration_pdo();
		$this->assertNotNull( $pdo );
		$this->assertSame( 'wal', Sqlite_Connection::mode(), 'the database file is in write-ahead-log mode' );
		$this->assertGreaterThanOrEqual( Sqlite_Connection::BUSY_TIMEOUT_MS, (int) $pdo->query( 'PRAGMA busy_timeout' )->fetchColumn() );
		$this->assertSame( 1, (int) $pdo->query( 'PRAGMA synchronous' )->fetchColumn(), 'synchronous = NORMAL' );
	}

	/**
	 * The notes of a contact of the owner's, as stored.
	 *
	 * @param int $contact Contact.
	 * @return array<int, array<string, mixed>>
	 */
	private function notes_of( int $contact ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		return (array) $wpdb->get_results( $wpdb->prepare( 'SELECT note FROM ' . \Prism\Schema\Schema::table( 'notes' ) . ' WHERE contact_id = %d AND owner_id = %d', $contact, self::$owner ), ARRAY_A );
	}
}

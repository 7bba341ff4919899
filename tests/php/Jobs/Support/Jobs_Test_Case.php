<?php
/**
 * Base of the job tests: the Counting_Job's items table, its jobs cleaned up after each test, and second PHP
 * processes on the same site (child.php) started side by side.
 *
 * @package Prism
 */

namespace Prism\Tests\Jobs\Support;

use Prism\Data\Job;
use Prism\Data\Job_Repository;
use Prism\Jobs\Cron;
use Prism\Data\Db;
use Prism\Schema\Schema;
use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__, 2 ) . '/Support/Prism_Test_Case.php';
require_once __DIR__ . '/Counting_Job.php';
require_once __DIR__ . '/Mailing_Job.php';

/**
 * Job test helpers.
 */
abstract class Jobs_Test_Case extends Prism_Test_Case {

	public static function setUpBeforeClass(): void {
		global $wpdb;
		parent::setUpBeforeClass();
		$table = Counting_Job::table();
		$marks = Mailing_Job::table();
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$wpdb->query( "CREATE TABLE IF NOT EXISTS {$table} (id bigint(20) unsigned NOT NULL AUTO_INCREMENT, job_id bigint(20) unsigned NOT NULL, item int(11) NOT NULL, pid int(11) NOT NULL, PRIMARY KEY  (id))" );
		$wpdb->query( "CREATE TABLE IF NOT EXISTS {$marks} (job_id bigint(20) unsigned NOT NULL, item int(11) NOT NULL, PRIMARY KEY  (job_id,item))" );
		// phpcs:enable
	}

	public static function tearDownAfterClass(): void {
		global $wpdb;
		$wpdb->query( 'DROP TABLE IF EXISTS ' . Counting_Job::table() ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		$wpdb->query( 'DROP TABLE IF EXISTS ' . Mailing_Job::table() ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		parent::tearDownAfterClass();
	}

	protected function setUp(): void {
		parent::setUp();
		$this->forget_test_jobs();
	}

	protected function tearDown(): void {
		$this->forget_test_jobs();
		parent::tearDown();
	}

	/**
	 * Removes every job of the test types, their items, their locks and the cron event.
	 */
	private function forget_test_jobs(): void {
		global $wpdb;
		$jobs = Schema::table( 'jobs' );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		// LIKE goes through Db (placeholders; on SQLite the integration's own connection): its SQL translator logs a
		// PHP 8 deprecation for every LIKE it reads.
		Db::execute( "DELETE FROM {$jobs} WHERE type LIKE ? OR type = ?", array( 'test%', 'nobody_knows' ) );
		$wpdb->query( 'DELETE FROM ' . Counting_Job::table() );
		$wpdb->query( 'DELETE FROM ' . Mailing_Job::table() );
		Db::execute( 'DELETE FROM ' . Schema::table( 'locks' ) . ' WHERE name LIKE ? OR name LIKE ?', array( 'job-%', 'test-%' ) );
		// phpcs:enable
		Cron::unschedule();
	}

	/**
	 * A stored job of the Counting_Job type (through the repository: no cron event).
	 *
	 * @param array<string, mixed> $cursor   Counting_Job::cursor().
	 * @param int                  $owner_id Member, or 0.
	 * @param string               $key      Job key.
	 */
	protected function counting_job( array $cursor, int $owner_id = 0, string $key = '' ): int {
		return ( new Job_Repository() )->enqueue( $owner_id, Counting_Job::TYPE, '' !== $key ? $key : uniqid( 'k', true ), $cursor );
	}

	/**
	 * A job as stored now.
	 *
	 * @param int $id Job id.
	 */
	protected function job( int $id ): Job {
		$job = ( new Job_Repository() )->find( $id );
		$this->assertNotNull( $job, "job {$id} exists" );
		return $job;
	}

	/**
	 * The items a Counting_Job wrote, in order, and the processes that wrote them.
	 *
	 * @param int $job_id Job.
	 * @return array{items: int[], pids: int[]}
	 */
	protected function items( int $job_id ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$rows = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT item, pid FROM ' . Counting_Job::table() . ' WHERE job_id = %d ORDER BY item, id', $job_id ), ARRAY_A );
		return array(
			'items' => array_map( 'intval', array_column( $rows, 'item' ) ),
			'pids'  => array_values( array_unique( array_map( 'intval', array_column( $rows, 'pid' ) ) ) ),
		);
	}

	/**
	 * Runs child.php commands as separate PHP processes: starts them all, waits until each has booted WordPress
	 * and said "ready", then tells them all to go at once, and returns each one's JSON answer.
	 *
	 * @param array<int, string[]> $commands Arguments of each child.
	 * @return array<int, array<string, mixed>>
	 */
	protected function children( array $commands ): array {
		$running = array();
		foreach ( $commands as $i => $args ) {
			$pipes   = array();
			$process = proc_open(
				array_merge( array( PHP_BINARY, __DIR__ . '/child.php' ), array_map( 'strval', $args ) ),
				array(
					0 => array( 'pipe', 'r' ),
					1 => array( 'pipe', 'w' ),
					2 => array( 'pipe', 'w' ),
				),
				$pipes
			);
			$this->assertIsResource( $process, 'could not start a PHP process' );
			$running[ $i ] = array( $process, $pipes );
		}
		$ready = array();
		foreach ( $running as $i => list( , $pipes ) ) {
			$ready[ $i ] = (string) fgets( $pipes[1] );
		}
		foreach ( $running as list( , $pipes ) ) {
			fwrite( $pipes[0], "go\n" );
			fclose( $pipes[0] );
		}
		$answers = array();
		foreach ( $running as $i => list( $process, $pipes ) ) {
			$out    = (string) stream_get_contents( $pipes[1] );
			$err    = (string) stream_get_contents( $pipes[2] );
			$status = proc_close( $process );
			$this->assertSame( "ready\n", $ready[ $i ], "child {$i} did not start: {$ready[ $i ]}{$out} {$err}" );
			$this->assertSame( 0, $status, "child {$i} failed: {$out} {$err}" );
			$answer = json_decode( trim( $out ), true );
			$this->assertIsArray( $answer, "child {$i} answered: {$out} {$err}" );
			$answers[ $i ] = $answer;
		}
		return $answers;
	}

	/**
	 * One child.php command.
	 *
	 * @param string ...$args Arguments.
	 * @return array<string, mixed>
	 */
	protected function child( string ...$args ): array {
		return $this->children( array( $args ) )[0];
	}
}

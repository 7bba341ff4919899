<?php
/**
 * Db::transaction() runs a transaction again when the database rolled it back for a conflict with another one (a
 * deadlock between two members' writes, a lock wait that timed out, SQLite's busy database), and only then: any
 * other failure is thrown at once, and nothing of a failed attempt stays. On MariaDB also: a COMMIT the database refuses
 * is a failure (a Galera cluster refuses at COMMIT), and a connection lost in the middle of a transaction (its node
 * stopped) runs the whole transaction again on the new connection, with nothing committed piecemeal.
 *
 * @package Prism
 */

namespace Prism\Tests\Data;

use Prism\Data\Db;
use Prism\Data\Resource_Repository;
use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';

/**
 * Transactions retried on conflicts.
 */
final class TransactionRetryTest extends Prism_Test_Case {

	public function test_a_deadlock_runs_the_transaction_again_and_keeps_only_the_last_attempt(): void {
		$attempts = 0;
		$id       = Db::transaction(
			function () use ( &$attempts ): int {
				++$attempts;
				$id = ( new Resource_Repository() )->create( self::$owner, "Attempt {$attempts}", 'https://example.test/' );
				if ( $attempts < 3 ) {
					throw new \RuntimeException( 'PRISM database error: Deadlock found when trying to get lock; try restarting transaction' );
				}
				return $id;
			}
		);
		$this->assertSame( 3, $attempts );
		$this->assertSame( array( 'Attempt 3' ), array_column( ( new Resource_Repository() )->all( self::$owner ), 'description' ), 'the rolled-back attempts left nothing' );
		$this->assertGreaterThan( 0, $id );
	}

	public function test_other_failures_are_not_retried(): void {
		$attempts = 0;
		try {
			Db::transaction(
				function () use ( &$attempts ): void {
					++$attempts;
					( new Resource_Repository() )->create( self::$owner, 'Never kept', 'https://example.test/' );
					throw new \RuntimeException( 'PRISM database error: Duplicate entry' );
				}
			);
			$this->fail( 'The failure was swallowed' );
		} catch ( \RuntimeException $e ) {
			$this->assertStringContainsString( 'Duplicate entry', $e->getMessage() );
		}
		$this->assertSame( 1, $attempts );
		$this->assertSame( array(), ( new Resource_Repository() )->all( self::$owner ) );
	}

	public function test_a_conflict_that_persists_is_thrown_after_the_retries(): void {
		$attempts = 0;
		$this->expectExceptionMessage( 'Lock wait timeout exceeded' );
		try {
			Db::transaction(
				function () use ( &$attempts ): void {
					++$attempts;
					throw new \RuntimeException( 'PRISM database error: Lock wait timeout exceeded; try restarting transaction' );
				}
			);
		} finally {
			$this->assertSame( 1 + Db::CONFLICT_RETRIES, $attempts );
		}
	}

	public function test_a_nested_transaction_leaves_the_retry_to_the_outer_one(): void {
		$inner = 0;
		$outer = 0;
		Db::transaction(
			function () use ( &$inner, &$outer ): void {
				++$outer;
				Db::transaction(
					function () use ( &$inner ): void {
						++$inner;
						if ( 1 === $inner ) {
							throw new \RuntimeException( 'PRISM database error: Deadlock found when trying to get lock' );
						}
					}
				);
			}
		);
		$this->assertSame( array( 2, 2 ), array( $outer, $inner ), 'the whole transaction ran again, not the inner part alone' );
	}

	public function test_a_refused_commit_is_a_failure_and_nothing_is_stored(): void {
		if ( Db::is_sqlite() ) {
			$this->markTestSkipped( 'A MariaDB COMMIT; SQLite has its own test of a failed COMMIT (WriteLockTest).' );
		}
		$refuse = static fn( $query ) => 'COMMIT' === $query ? 'COMMIT PRISM_REFUSED' : $query;
		add_filter( 'query', $refuse );
		try {
			Db::transaction(
				static function (): void {
					( new Resource_Repository() )->create( self::$owner, 'Not committed', 'https://example.test/' );
				}
			);
			$this->fail( 'A refused COMMIT was reported as stored' );
		} catch ( \RuntimeException $e ) {
			$this->assertStringContainsString( 'PRISM database error', $e->getMessage() );
		} finally {
			remove_filter( 'query', $refuse );
		}
		$this->assertSame( array(), ( new Resource_Repository() )->all( self::$owner ) );
	}

	public function test_a_connection_lost_mid_transaction_runs_it_again_whole_and_commits_nothing_twice(): void {
		global $wpdb;
		if ( Db::is_sqlite() ) {
			$this->markTestSkipped( 'A MariaDB connection; SQLite has none to lose.' );
		}
		$attempts = 0;
		Db::transaction(
			function () use ( &$attempts, $wpdb ): void {
				++$attempts;
				$resources = new Resource_Repository();
				$resources->create( self::$owner, "First of attempt {$attempts}", 'https://example.test/1' );
				if ( 1 === $attempts ) {
					// The node goes away: the server ends this connection and rolls its transaction back.
					$this->kill_connection( (int) $wpdb->dbh->thread_id );
				}
				// WordPress reconnects here and runs this statement again on the new connection.
				$resources->create( self::$owner, "Second of attempt {$attempts}", 'https://example.test/2' );
				$resources->create( self::$owner, "Third of attempt {$attempts}", 'https://example.test/3' );
			}
		);
		$this->assertSame( 2, $attempts );
		$descriptions = array_column( ( new Resource_Repository() )->all( self::$owner ), 'description' );
		sort( $descriptions );
		$this->assertSame( array( 'First of attempt 2', 'Second of attempt 2', 'Third of attempt 2' ), $descriptions, 'nothing of the first attempt was committed' );
		$this->assertSame( '1', (string) $wpdb->get_var( 'SELECT @@autocommit' ), 'the new connection commits as usual again' );
	}

	/**
	 * Ends a database connection from another one, as a stopped server does.
	 *
	 * @param int $thread MariaDB connection id.
	 */
	private function kill_connection( int $thread ): void {
		list( $host, $socket ) = array_pad( explode( ':', DB_HOST, 2 ), 2, '' );
		$port                  = ctype_digit( $socket ) ? (int) $socket : 3306;
		$other                 = new \mysqli( $host, DB_USER, DB_PASSWORD, DB_NAME, $port, ctype_digit( $socket ) ? '' : $socket );
		$other->query( 'KILL ' . $thread );
		$other->close();
	}
}

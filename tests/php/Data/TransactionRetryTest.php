<?php
/**
 * Db::transaction() runs a transaction again when the database rolled it back for a conflict with another one (a
 * deadlock between two members' writes, a lock wait that timed out, SQLite's busy database), and only then: any
 * other failure is thrown at once, and nothing of a failed attempt stays.
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
}

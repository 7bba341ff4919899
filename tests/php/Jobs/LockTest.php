<?php
/**
 * Data\Lock on the real database: one holder at a time, also across processes; only the holder releases or renews
 * it; a lock whose holder vanished expires and can then be taken over.
 *
 * @package Prism
 */

namespace Prism\Tests\Jobs;

use Prism\Data\Lock;
use Prism\Schema\Schema;
use Prism\Tests\Jobs\Support\Jobs_Test_Case;

require_once __DIR__ . '/Support/Jobs_Test_Case.php';

/**
 * Database locks.
 */
final class LockTest extends Jobs_Test_Case {

	/**
	 * The stored row of a lock, or null.
	 *
	 * @param string $name Lock name.
	 * @return array<string, string>|null
	 */
	private function row( string $name ): ?array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM ' . Schema::table( 'locks' ) . ' WHERE name = %s', $name ), ARRAY_A );
		return $row ? $row : null;
	}

	public function test_one_holder_at_a_time_and_the_next_one_after_release(): void {
		$first  = new Lock( 'test-exclusive' );
		$second = new Lock( 'test-exclusive' );
		$this->assertTrue( $first->acquire( 60 ) );
		$this->assertFalse( $second->acquire( 60 ), 'a second caller is refused while the lock is held' );
		$this->assertFalse( $first->acquire( 60 ), 'even the holder cannot take it twice' );
		$this->assertTrue( $first->held() );
		$this->assertFalse( $second->held() );
		$this->assertTrue( ( new Lock( 'test-other-name' ) )->acquire( 60 ), 'other names are independent' );

		$this->assertTrue( $first->release() );
		$this->assertNull( $this->row( 'test-exclusive' ) );
		$this->assertTrue( $second->acquire( 60 ), 'free again after the release' );
		$this->assertTrue( $second->release() );
	}

	public function test_a_second_process_is_refused_while_the_lock_is_held_and_holds_it_after(): void {
		$mine = new Lock( 'test-across-processes' );
		$this->assertTrue( $mine->acquire( 60 ) );
		$this->assertSame( array( 'acquired' => false ), $this->child( 'acquire', 'test-across-processes', '60' ) );

		$mine->release();
		// The child takes it and exits without releasing it, as a process that died would.
		$this->assertSame( array( 'acquired' => true ), $this->child( 'acquire', 'test-across-processes', '60' ) );
		$this->assertFalse( ( new Lock( 'test-across-processes' ) )->acquire( 60 ), 'this process is refused while the child\'s lock lasts' );
		$this->assertNotNull( $this->row( 'test-across-processes' ) );
	}

	public function test_of_two_processes_asking_at_the_same_moment_exactly_one_gets_it(): void {
		$answers = $this->children(
			array(
				array( 'acquire', 'test-race', '60' ),
				array( 'acquire', 'test-race', '60' ),
				array( 'acquire', 'test-race', '60' ),
			)
		);
		$this->assertSame( 1, count( array_filter( array_column( $answers, 'acquired' ) ) ), wp_json_encode( $answers ) );
	}

	public function test_a_lock_expires_and_is_then_taken_over_and_the_old_holder_cannot_release_it(): void {
		$old = new Lock( 'test-expiry' );
		$new = new Lock( 'test-expiry' );
		$this->assertTrue( $old->acquire( 1 ) );
		$this->assertFalse( $new->acquire( 60 ), 'not before it expires' );
		sleep( 2 );
		$this->assertTrue( $new->acquire( 60 ), 'taken over once expired' );
		$this->assertFalse( $old->held() );
		$this->assertFalse( $old->renew( 60 ), 'the old holder cannot extend the new holder\'s lock' );
		$this->assertFalse( $old->release(), 'nor release it' );
		$this->assertTrue( $new->held() );
		$this->assertTrue( $new->release() );
	}

	public function test_only_the_holder_renews_and_a_renewed_lock_does_not_expire(): void {
		$holder = new Lock( 'test-renew' );
		$other  = new Lock( 'test-renew' );
		$this->assertTrue( $holder->acquire( 1 ) );
		$this->assertFalse( $other->renew( 60 ), 'a caller that never took it cannot renew it' );
		$this->assertTrue( $holder->renew( 60 ) );
		$this->assertTrue( $holder->renew( 60 ), 'renewed twice in the same second (MySQL reports no change)' );
		sleep( 2 );
		$this->assertFalse( $other->acquire( 60 ), 'still held after the first time to live' );
		$this->assertTrue( $holder->release() );
	}

	public function test_a_lock_name_is_checked(): void {
		$this->expectException( \InvalidArgumentException::class );
		new Lock( "bad name'; DROP TABLE x" );
	}
}

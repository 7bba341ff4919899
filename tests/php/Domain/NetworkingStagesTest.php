<?php
/**
 * Networking_Stages: where a process object puts a contact (stage and status), and how positions compare.
 *
 * @package Prism
 */

namespace Prism\Tests\Domain;

use PHPUnit\Framework\TestCase;
use Prism\Domain\Networking_Stages;

/**
 * Stage position rules.
 */
final class NetworkingStagesTest extends TestCase {

	/**
	 * A process object from per-stage flags.
	 *
	 * @param array<int, array{0: bool, 1: bool}> $flags [inprogress, complete] per stage.
	 * @return array<string, mixed>
	 */
	private static function process( array $flags ): array {
		$stages = array();
		foreach ( $flags as $i => list( $inprogress, $complete ) ) {
			$stages[] = array(
				'id'         => $i + 1,
				'inprogress' => $inprogress,
				'complete'   => $complete,
				'tasks'      => array(),
			);
		}
		return array(
			'networkingSeriesId' => 1,
			'stages'             => $stages,
		);
	}

	/**
	 * @dataProvider positions
	 *
	 * @param array<string, mixed>|null $process  Process object.
	 * @param int                       $stage    Expected stage.
	 * @param string                    $status   Expected stored status.
	 */
	public function test_position( ?array $process, int $stage, string $status ): void {
		$this->assertSame( array( 'stage' => $stage, 'status' => $status ), Networking_Stages::position( $process ) );
	}

	/**
	 * Process objects and where they put the contact.
	 *
	 * @return array<string, array{0: array<string, mixed>|null, 1: int, 2: string}>
	 */
	public function positions(): array {
		$n = array( false, false );
		$p = array( true, false );
		$c = array( false, true );
		return array(
			'no object'                           => array( null, -1, '' ),
			'no stages'                           => array( array( 'stages' => array() ), -1, '' ),
			'stages not a list'                   => array( array( 'stages' => 'BUILD' ), -1, '' ),
			'nothing started'                     => array( self::process( array( $n, $n, $n, $n, $n, $n ) ), -1, '' ),
			'BUILD in progress'                   => array( self::process( array( $p, $n, $n, $n, $n, $n ) ), 0, Networking_Stages::IN_PROGRESS ),
			'BUILD complete'                      => array( self::process( array( $c, $n, $n, $n, $n, $n ) ), 0, Networking_Stages::COMPLETE ),
			'CONNECT complete after earlier ones' => array( self::process( array( $c, $c, $c, $n, $n, $n ) ), 2, Networking_Stages::COMPLETE ),
			'ASSESS in progress'                  => array( self::process( array( $c, $c, $c, $p, $n, $n ) ), 3, Networking_Stages::IN_PROGRESS ),
			'furthest started stage wins'         => array( self::process( array( $c, $n, $c, $n, $p, $n ) ), 4, Networking_Stages::IN_PROGRESS ),
			'MAINTAIN complete'                   => array( self::process( array( $c, $c, $c, $c, $c, $c ) ), 5, Networking_Stages::COMPLETE ),
			'complete wins over in progress'      => array( self::process( array( $c, array( true, true ), $n, $n, $n, $n ) ), 1, Networking_Stages::COMPLETE ),
			'fewer than six stages'               => array( self::process( array( $c, $p ) ), 1, Networking_Stages::IN_PROGRESS ),
			'a seventh stage is ignored'          => array( self::process( array( $c, $p, $n, $n, $n, $n, $c ) ), 1, Networking_Stages::IN_PROGRESS ),
			'stages keyed by id'                  => array( array( 'stages' => array( 10 => array( 'complete' => true ), 20 => array( 'inprogress' => true ) ) ), 1, Networking_Stages::IN_PROGRESS ),
			'a malformed stage is skipped'        => array( array( 'stages' => array( array( 'complete' => true ), 'junk' ) ), 0, Networking_Stages::COMPLETE ),
			'truthy flags from JSON'              => array( array( 'stages' => array( array( 'inprogress' => 1 ), array( 'complete' => '1' ) ) ), 1, Networking_Stages::COMPLETE ),
		);
	}

	/**
	 * Later stages rank higher; at one stage Complete ranks above In Progress; out of the process ranks lowest.
	 */
	public function test_rank_orders_positions(): void {
		$in_order = array(
			Networking_Stages::rank( -1, '' ),
			Networking_Stages::rank( 0, Networking_Stages::IN_PROGRESS ),
			Networking_Stages::rank( 0, Networking_Stages::COMPLETE ),
			Networking_Stages::rank( 1, Networking_Stages::IN_PROGRESS ),
			Networking_Stages::rank( 4, Networking_Stages::COMPLETE ),
			Networking_Stages::rank( 5, Networking_Stages::IN_PROGRESS ),
			Networking_Stages::rank( 5, Networking_Stages::COMPLETE ),
		);
		$sorted = $in_order;
		sort( $sorted );
		$this->assertSame( $in_order, $sorted );
		$this->assertSame( count( $in_order ), count( array_unique( $in_order ) ) );
	}

	public function test_status_labels_map_to_stored_statuses(): void {
		$this->assertSame( Networking_Stages::IN_PROGRESS, Networking_Stages::status_from_label( 'In Progress' ) );
		$this->assertSame( Networking_Stages::COMPLETE, Networking_Stages::status_from_label( 'Complete' ) );
		$this->assertNull( Networking_Stages::status_from_label( 'complete' ) );
		$this->assertNull( Networking_Stages::status_from_label( '' ) );
		$this->assertSame( array( 'BUILD', 'DISCOVER', 'CONNECT', 'ASSESS', 'ENGAGE', 'MAINTAIN' ), Networking_Stages::NAMES );
	}
}

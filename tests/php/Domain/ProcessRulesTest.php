<?php
/**
 * Process_Rules: which process objects the server stores (and with which field named when it refuses one), how a
 * stored object is read against a series an admin has edited since, which follow-ups a change offers, and which
 * contacts keep in touch.
 *
 * @package Prism
 */

namespace Prism\Tests\Domain;

use PHPUnit\Framework\TestCase;
use Prism\Domain\Default_Series;
use Prism\Domain\Invalid_Input;
use Prism\Domain\Networking_Stages;
use Prism\Domain\Process_Rules;

/**
 * Server-side networking process rules.
 */
final class ProcessRulesTest extends TestCase {

	/** The process id the tests validate against. */
	private const ID = 7;

	/** The day offers are counted from. */
	private const TODAY = '2026-11-22';

	/**
	 * The shipped series (stage ids 0-5; task ids BUILD 1-6, DISCOVER 7-12, CONNECT 13-18, ASSESS 19-23, ENGAGE
	 * 24-29, MAINTAIN 30-35).
	 *
	 * @return array<string, mixed>
	 */
	private static function series(): array {
		return Default_Series::networking();
	}

	/**
	 * An object that places the contact at a stage, as the stage rules would.
	 *
	 * @param int                  $stage    Stage index or -1.
	 * @param bool                 $complete Whether that stage is complete.
	 * @param array<string, mixed> $series   Series (default: the shipped one).
	 * @return array<string, mixed>
	 */
	private static function placed( int $stage, bool $complete, array $series = array() ): array {
		return Process_Rules::at_position( $series ? $series : self::series(), $stage, $complete );
	}

	/**
	 * Ticks of an object, stage by stage: task id => complete.
	 *
	 * @param array<string, mixed> $process_object Process object.
	 * @return array<int, array<int, bool>>
	 */
	private static function ticks( array $process_object ): array {
		return array_map( static fn( array $stage ): array => array_column( $stage['tasks'], 'complete', 'id' ), $process_object['stages'] );
	}

	/**
	 * Asserts that validate() refuses an object, naming $field.
	 *
	 * @param mixed  $input Posted object.
	 * @param string $field Field path expected in errors().
	 * @param string $why   What is wrong with it.
	 */
	private function assert_refused( $input, string $field, string $why ): void {
		try {
			Process_Rules::validate( $input, self::series(), self::ID );
		} catch ( Invalid_Input $e ) {
			$this->assertSame( array( $field ), array_keys( $e->errors() ), "{$why}: the field named" );
			$this->assertNotSame( '', trim( $e->errors()[ $field ] ), "{$why}: a readable problem" );
			$this->assertSame( $e->errors()[ $field ], $e->getMessage(), "{$why}: the message is the field's problem" );
			return;
		}
		$this->fail( "{$why}: accepted" );
	}

	// --- validate() ----------------------------------------------------------------------------------------

	public function test_every_position_the_stage_rules_make_is_accepted_as_it_is(): void {
		foreach ( range( -1, 5 ) as $stage ) {
			foreach ( array( false, true ) as $complete ) {
				$input  = self::placed( $stage, $complete );
				$stored = Process_Rules::validate( $input, self::series(), self::ID );
				$this->assertSame(
					array(
						'id'                 => self::ID,
						'networkingSeriesId' => 1,
						'deadEnd'            => false,
						'stages'             => $input['stages'],
					),
					$stored,
					"stage {$stage}, " . ( $complete ? 'complete' : 'in progress' )
				);
				if ( $stage >= 0 ) {
					$this->assertSame(
						array(
							'stage'  => $stage,
							'status' => $complete ? Networking_Stages::COMPLETE : Networking_Stages::IN_PROGRESS,
						),
						Networking_Stages::position( $stored )
					);
				}
			}
		}
	}

	public function test_an_object_with_its_own_id_version_and_dead_end_is_accepted(): void {
		$input            = self::placed( 3, false ) + array(
			'id'      => self::ID,
			'version' => 4,
		);
		$input['deadEnd'] = true;
		$stored           = Process_Rules::validate( $input, self::series(), self::ID );
		$this->assertTrue( $stored['deadEnd'] );
		$this->assertSame( self::ID, $stored['id'] );
		$this->assertArrayNotHasKey( 'version', $stored, 'the version is the server\'s, never stored from the client' );
	}

	public function test_tasks_left_out_are_stored_unticked_in_the_series_order(): void {
		$input = self::placed( 1, false );
		foreach ( array( 2, 3, 4 ) as $i ) {
			$input['stages'][ $i ]['tasks'] = array();
		}
		unset( $input['stages'][5]['tasks'] );
		$input['stages'][1]['tasks'] = array(
			array(
				'id'       => 9,
				'complete' => true,
			),
			array(
				'id'       => 7,
				'complete' => false,
			),
		);

		$this->assertSame(
			array(
				array( 1 => true, 2 => true, 3 => true, 4 => true, 5 => true, 6 => true ),
				array( 7 => false, 8 => false, 9 => true, 10 => false, 11 => false, 12 => false ),
				array( 13 => false, 14 => false, 15 => false, 16 => false, 17 => false, 18 => false ),
				array( 19 => false, 20 => false, 21 => false, 22 => false, 23 => false ),
				array( 24 => false, 25 => false, 26 => false, 27 => false, 28 => false, 29 => false ),
				array( 30 => false, 31 => false, 32 => false, 33 => false, 34 => false, 35 => false ),
			),
			self::ticks( Process_Rules::validate( $input, self::series(), self::ID ) )
		);
	}

	public function test_a_complete_stage_sent_without_its_task_list_has_every_task_done(): void {
		$input = self::placed( 0, true );
		unset( $input['stages'][0]['tasks'] );
		$this->assertSame(
			array( 1 => true, 2 => true, 3 => true, 4 => true, 5 => true, 6 => true ),
			self::ticks( Process_Rules::validate( $input, self::series(), self::ID ) )[0],
			'Mark Complete ticks every task: a complete stage without a task list is read so'
		);
	}

	public function test_a_complete_stage_with_an_unticked_task_is_refused(): void {
		$input = self::placed( 0, true );
		$input['stages'][0]['tasks'] = array(
			array(
				'id'       => 1,
				'complete' => false,
			),
		);
		$this->assert_refused( $input, 'obj.stages.0', 'BUILD complete, with task 1 sent unticked' );
	}

	/**
	 * @dataProvider refused_objects
	 *
	 * @param callable $spoil Turns a valid object (DISCOVER in progress, task 7 ticked) into the refused one.
	 * @param string   $field The field the refusal names.
	 */
	public function test_an_object_the_series_does_not_allow_is_refused_naming_the_field( callable $spoil, string $field ): void {
		$input = $spoil( self::placed( 1, false ) );
		$this->assert_refused( $input, $field, $this->getDataSetAsString( false ) );
	}

	/**
	 * Objects that cannot be stored, and the field each refusal names.
	 *
	 * @return array<string, array{0: callable, 1: string}>
	 */
	public function refused_objects(): array {
		$set = static function ( string $path, $value ): callable {
			return static function ( array $o ) use ( $path, $value ): array {
				$ref = &$o;
				foreach ( explode( '.', $path ) as $key ) {
					$ref = &$ref[ is_numeric( $key ) ? (int) $key : $key ];
				}
				$ref = $value;
				return $o;
			};
		};
		return array(
			'seven stages'                       => array(
				static function ( array $o ): array {
					$extra       = $o['stages'][5];
					$extra['id'] = 6;
					$o['stages'][] = $extra;
					return $o;
				},
				'obj.stages',
			),
			'five stages'                        => array(
				static function ( array $o ): array {
					array_pop( $o['stages'] );
					return $o;
				},
				'obj.stages',
			),
			'no stages'                          => array(
				static function ( array $o ): array {
					unset( $o['stages'] );
					return $o;
				},
				'obj.stages',
			),
			'stages keyed by name, not a list'   => array(
				static fn( array $o ): array => array( 'stages' => array_combine( Networking_Stages::NAMES, $o['stages'] ) ) + $o,
				'obj.stages',
			),
			'stages as text'                     => array( $set( 'stages', 'BUILD,DISCOVER' ), 'obj.stages' ),
			'stages swapped (ids out of order)'  => array(
				static function ( array $o ): array {
					list( $o['stages'][2], $o['stages'][3] ) = array( $o['stages'][3], $o['stages'][2] );
					return $o;
				},
				'obj.stages.2.id',
			),
			'stage id numbered from 1'           => array( $set( 'stages.0.id', 1 ), 'obj.stages.0.id' ),
			'stage id as text'                   => array( $set( 'stages.4.id', '4' ), 'obj.stages.4.id' ),
			'stage without an id'                => array(
				static function ( array $o ): array {
					unset( $o['stages'][3]['id'] );
					return $o;
				},
				'obj.stages.3.id',
			),
			'a stage that is a list'             => array( $set( 'stages.2', array( 1, 2 ) ), 'obj.stages.2' ),
			'unknown task id'                    => array( $set( 'stages.0.tasks.0.id', 999 ), 'obj.stages.0.tasks.0.id' ),
			'task of another stage'              => array( $set( 'stages.1.tasks.2.id', 13 ), 'obj.stages.1.tasks.2.id' ),
			'task id as text'                    => array( $set( 'stages.1.tasks.0.id', '7' ), 'obj.stages.1.tasks.0.id' ),
			'duplicate task id'                  => array( $set( 'stages.1.tasks.3.id', 7 ), 'obj.stages.1.tasks.3.id' ),
			'task that is not an object'         => array( $set( 'stages.1.tasks.1', 8 ), 'obj.stages.1.tasks.1' ),
			'tasks as an object'                 => array( $set( 'stages.1.tasks', array( 'x' => array( 'id' => 7, 'complete' => true ) ) ), 'obj.stages.1.tasks' ),
			'inprogress as the text true'        => array( $set( 'stages.1.inprogress', 'true' ), 'obj.stages.1.inprogress' ),
			'complete as 1'                      => array( $set( 'stages.0.complete', 1 ), 'obj.stages.0.complete' ),
			'complete missing'                   => array(
				static function ( array $o ): array {
					unset( $o['stages'][2]['complete'] );
					return $o;
				},
				'obj.stages.2.complete',
			),
			'task complete as 1'                 => array( $set( 'stages.1.tasks.0.complete', 1 ), 'obj.stages.1.tasks.0.complete' ),
			'task complete as the text true'     => array( $set( 'stages.1.tasks.1.complete', 'true' ), 'obj.stages.1.tasks.1.complete' ),
			'task complete null'                 => array( $set( 'stages.1.tasks.1.complete', null ), 'obj.stages.1.tasks.1.complete' ),
			'deadEnd as the text true'           => array( $set( 'deadEnd', 'true' ), 'obj.deadEnd' ),
			'deadEnd as 1'                       => array( $set( 'deadEnd', 1 ), 'obj.deadEnd' ),
			'unknown key on the object'          => array( $set( 'owner', 3 ), 'obj' ),
			'unknown key on a stage'             => array( $set( 'stages.2.notes', 'hi' ), 'obj.stages.2' ),
			'unknown key on a task'              => array( $set( 'stages.1.tasks.0.task', 'Find them' ), 'obj.stages.1.tasks.0' ),
			'id of another process'              => array( $set( 'id', self::ID + 1 ), 'obj.id' ),
			'id as text'                         => array( $set( 'id', (string) self::ID ), 'obj.id' ),
			'another series'                     => array( $set( 'networkingSeriesId', 2 ), 'obj.networkingSeriesId' ),
			'version as text'                    => array( $set( 'version', '3' ), 'obj.version' ),
			'in progress and complete both'      => array( $set( 'stages.0.inprogress', true ), 'obj.stages.0' ),
			'complete with an unticked task'     => array( $set( 'stages.0.tasks.5.complete', false ), 'obj.stages.0' ),
			'ticked task in a not-started stage' => array( $set( 'stages.4.tasks.2.complete', true ), 'obj.stages.4' ),
			'ticked task, stage left unmarked'   => array( $set( 'stages.1.inprogress', false ), 'obj.stages.1' ),
		);
	}

	public function test_what_is_not_an_object_is_refused(): void {
		foreach ( array( 'a list of stages' => self::placed( 0, false )['stages'], 'text' => 'BUILD', 'a number' => 3, 'null' => null ) as $why => $input ) {
			try {
				Process_Rules::validate( $input, self::series(), self::ID );
				$this->fail( "{$why}: accepted" );
			} catch ( Invalid_Input $e ) {
				$this->assertNotSame( '', trim( $e->getMessage() ), $why );
			}
		}
	}

	// --- align() -------------------------------------------------------------------------------------------

	public function test_null_stays_null(): void {
		$this->assertNull( Process_Rules::align( null, self::series(), self::ID ) );
	}

	public function test_an_object_stored_for_the_series_as_it_is_reads_back_unchanged(): void {
		foreach ( array( array( -1, false ), array( 2, false ), array( 5, true ) ) as list( $stage, $complete ) ) {
			$stored = Process_Rules::validate( self::placed( $stage, $complete ), self::series(), self::ID );
			$this->assertSame( $stored, Process_Rules::align( $stored, self::series(), self::ID ) );
		}
	}

	/**
	 * An admin removed BUILD's task 2, added a task to BUILD (complete for this contact) and one to DISCOVER (in
	 * progress): the removed task is gone, the new BUILD task is ticked, the new DISCOVER task is not.
	 */
	public function test_tasks_follow_the_series_an_admin_edited(): void {
		$stored = Process_Rules::validate( self::placed( 1, false ), self::series(), self::ID );
		$edited = self::series();
		array_splice( $edited['stages'][0]['tasks'], 1, 1 );
		$edited['stages'][0]['tasks'][] = array(
			'id'   => 36,
			'task' => 'Added to BUILD.',
		);
		$edited['stages'][1]['tasks'][] = array(
			'id'   => 37,
			'task' => 'Added to DISCOVER.',
		);

		$aligned = Process_Rules::align( $stored, $edited, self::ID );

		$ticks = self::ticks( $aligned );
		$this->assertSame( array( 1 => true, 3 => true, 4 => true, 5 => true, 6 => true, 36 => true ), $ticks[0] );
		$this->assertSame( array( 7 => true, 8 => false, 9 => false, 10 => false, 11 => false, 12 => false, 37 => false ), $ticks[1] );
		$this->assertSame( array( true, false ), array( $aligned['stages'][0]['complete'], $aligned['stages'][0]['inprogress'] ) );
		$this->assertSame( array( false, true ), array( $aligned['stages'][1]['complete'], $aligned['stages'][1]['inprogress'] ) );
		$this->assertSame( array_slice( $stored['stages'], 2 ), array_slice( $aligned['stages'], 2 ), 'the stages nobody edited read the same' );
		$this->assertSame( $aligned, Process_Rules::validate( $aligned, $edited, self::ID ), 'the aligned object can be saved back as it is' );
	}

	public function test_an_object_stored_without_the_invariants_is_read_with_them(): void {
		$stored                                      = self::placed( 2, false );
		$stored['id']                                = 99;
		$stored['version']                           = 12;
		$stored['deadEnd']                           = true;
		$stored['stages'][4]['tasks'][1]['complete'] = true;
		$stored['stages'][0]['inprogress']           = true;
		$stored['stages'][3]['complete']             = true;
		array_pop( $stored['stages'] );

		$aligned = Process_Rules::align( $stored, self::series(), self::ID );

		$this->assertSame( self::ID, $aligned['id'], 'the id is the process row\'s' );
		$this->assertSame( 1, $aligned['networkingSeriesId'] );
		$this->assertTrue( $aligned['deadEnd'] );
		$this->assertArrayNotHasKey( 'version', $aligned );
		$flags = array_map( static fn( $s ) => array( $s['inprogress'], $s['complete'] ), $aligned['stages'] );
		$this->assertSame(
			array(
				array( false, true ),
				array( false, true ),
				array( true, false ),
				array( false, true ),
				array( true, false ),
				array( false, false ),
			),
			$flags,
			'complete wins over in progress; a not-started stage with a ticked task is in progress; a missing stage is not started'
		);
		$this->assertNotContains( false, self::ticks( $aligned )[3], 'a stage read as complete has every task done' );
		$this->assertSame( array( 24 => false, 25 => true, 26 => false, 27 => false, 28 => false, 29 => false ), self::ticks( $aligned )[4] );
		$this->assertSame( array( 30, 31, 32, 33, 34, 35 ), array_keys( self::ticks( $aligned )[5] ) );
		$this->assertSame( $aligned, Process_Rules::validate( $aligned, self::series(), self::ID ), 'what is read can be saved' );
	}

	// --- offers() ------------------------------------------------------------------------------------------

	public function test_completing_connect_offers_a_thank_you_due_tomorrow(): void {
		$series = self::series();
		$this->assertSame(
			array(
				array(
					'key'   => 'stage-2',
					'title' => 'Send a thank-you',
					'desc'  => $series['stages'][2]['offer']['desc'],
					'date'  => '2026-11-23',
				),
			),
			Process_Rules::offers( self::placed( 2, false ), self::placed( 2, true ), $series, self::TODAY )
		);
	}

	public function test_completing_engage_and_assess_offer_their_follow_ups(): void {
		$series = self::series();
		$engage = Process_Rules::offers( self::placed( 4, false ), self::placed( 4, true ), $series, self::TODAY );
		$this->assertSame( array( 'stage-4' ), array_column( $engage, 'key' ) );
		$this->assertSame( $series['stages'][4]['offer']['title'], $engage[0]['title'] );
		$this->assertSame( '2026-12-22', $engage[0]['date'], '30 days' );

		$assess = Process_Rules::offers( self::placed( 3, false ), self::placed( 3, true ), $series, self::TODAY );
		$this->assertSame( array( 'stage-3' ), array_column( $assess, 'key' ) );
		$this->assertSame( $series['stages'][3]['offer']['desc'], $assess[0]['desc'] );
		$this->assertSame( '2027-01-21', $assess[0]['date'], '60 days' );
	}

	public function test_completing_several_stages_offers_only_the_furthest_ones(): void {
		$series = self::series();
		$this->assertSame( array( 'stage-4' ), array_column( Process_Rules::offers( null, self::placed( 4, true ), $series, self::TODAY ), 'key' ), 'BUILD to ENGAGE at once: ENGAGE only' );
		$this->assertSame( array( 'stage-4' ), array_column( Process_Rules::offers( self::placed( 1, false ), self::placed( 4, true ), $series, self::TODAY ), 'key' ) );
		$this->assertSame( array( 'stage-2' ), array_column( Process_Rules::offers( self::placed( -1, false ), self::placed( 3, false ), $series, self::TODAY ), 'key' ), 'ASSESS in progress: CONNECT is the furthest completed' );
		$this->assertSame( array(), Process_Rules::offers( self::placed( 1, false ), self::placed( 5, true ), $series, self::TODAY ), 'MAINTAIN has no offer, and no earlier stage\'s is offered instead' );
		$this->assertSame( array(), Process_Rules::offers( null, self::placed( 1, true ), $series, self::TODAY ), 'BUILD and DISCOVER have none' );
	}

	public function test_marking_a_dead_end_offers_to_try_again_in_ninety_days(): void {
		$series           = self::series();
		$before           = self::placed( 3, false );
		$after            = $before;
		$after['deadEnd'] = true;
		$this->assertSame(
			array(
				array(
					'key'   => 'dead-end',
					'title' => 'Try again',
					'desc'  => $series['deadEndOffer']['desc'],
					'date'  => '2027-02-20',
				),
			),
			Process_Rules::offers( $before, $after, $series, self::TODAY )
		);
		$this->assertSame( array(), Process_Rules::offers( $after, $after, $series, self::TODAY ), 'already a dead end' );

		$connect            = self::placed( 2, true );
		$connect['deadEnd'] = true;
		$this->assertSame( array( 'stage-2', 'dead-end' ), array_column( Process_Rules::offers( self::placed( 2, false ), $connect, $series, self::TODAY ), 'key' ), 'both, when both happen in one change' );
	}

	public function test_nothing_is_offered_when_nothing_newly_completes(): void {
		$series                                      = self::series();
		$ticked                                      = self::placed( 2, false );
		$ticked['stages'][2]['tasks'][3]['complete'] = true;
		$undead                                      = self::placed( 3, false );
		$dead                                        = $undead;
		$dead['deadEnd']                             = true;
		foreach (
			array(
				'no change'              => array( self::placed( 2, true ), self::placed( 2, true ) ),
				'a task ticked'          => array( self::placed( 2, false ), $ticked ),
				'a stage started'        => array( self::placed( 1, true ), self::placed( 2, false ) ),
				'a stage un-completed'   => array( self::placed( 4, true ), self::placed( 4, false ) ),
				'back to an earlier one' => array( self::placed( 4, true ), self::placed( 2, false ) ),
				'dead end lifted'        => array( $dead, $undead ),
			) as $why => list( $before, $after )
		) {
			$this->assertSame( array(), Process_Rules::offers( $before, $after, $series, self::TODAY ), $why );
		}
	}

	public function test_offer_texts_and_delays_come_from_the_series(): void {
		$edited                       = self::series();
		$edited['stages'][2]['offer'] = array(
			'title' => 'Write a card',
			'desc'  => 'A handwritten one.',
			'days'  => 3,
		);
		$edited['stages'][4]['offer'] = null;
		$edited['stages'][5]['offer'] = array(
			'title' => 'Plan a lunch',
			'desc'  => '',
			'days'  => 0,
		);
		$edited['deadEndOffer']       = null;

		$this->assertSame(
			array(
				array(
					'key'   => 'stage-2',
					'title' => 'Write a card',
					'desc'  => 'A handwritten one.',
					'date'  => '2026-11-25',
				),
			),
			Process_Rules::offers( self::placed( 2, false, $edited ), self::placed( 2, true, $edited ), $edited, self::TODAY )
		);
		$this->assertSame( array(), Process_Rules::offers( self::placed( 4, false, $edited ), self::placed( 4, true, $edited ), $edited, self::TODAY ), 'ENGAGE\'s offer was removed' );
		$this->assertSame( array( 'Plan a lunch' => self::TODAY ), array_column( Process_Rules::offers( self::placed( 4, true, $edited ), self::placed( 5, true, $edited ), $edited, self::TODAY ), 'date', 'title' ), 'MAINTAIN was given one' );
		$dead            = self::placed( 3, false, $edited );
		$dead['deadEnd'] = true;
		$this->assertSame( array(), Process_Rules::offers( self::placed( 3, false, $edited ), $dead, $edited, self::TODAY ), 'the dead-end offer was removed' );
	}

	// --- keeps_in_touch() ----------------------------------------------------------------------------------

	public function test_only_a_contact_in_maintain_that_is_not_a_dead_end_keeps_in_touch(): void {
		$this->assertFalse( Process_Rules::keeps_in_touch( null ) );
		$this->assertFalse( Process_Rules::keeps_in_touch( self::placed( -1, false ) ) );
		foreach ( range( 0, 4 ) as $stage ) {
			$this->assertFalse( Process_Rules::keeps_in_touch( self::placed( $stage, true ) ), "stage {$stage} complete" );
		}
		$this->assertTrue( Process_Rules::keeps_in_touch( self::placed( 5, false ) ), 'MAINTAIN in progress' );
		$this->assertTrue( Process_Rules::keeps_in_touch( self::placed( 5, true ) ), 'MAINTAIN complete' );
		$dead            = self::placed( 5, true );
		$dead['deadEnd'] = true;
		$this->assertFalse( Process_Rules::keeps_in_touch( $dead ), 'a dead end' );
		$dead['deadEnd'] = false;
		$this->assertTrue( Process_Rules::keeps_in_touch( $dead ) );
	}
}

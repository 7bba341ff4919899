<?php
/**
 * Bulk actions on a selection (issue 30, part 5): POST bulk-contacts/{wordpressId} moves contacts to a networking
 * stage (never back), sets a keep-in-touch cadence, adds the same follow-up to each and archives; one id that is not
 * the member's or one wrong value refuses the whole request and changes nothing; a selection larger than a slice runs
 * as a job driven by POST jobs/{id}/run, with its progress and counts.
 *
 * @package Prism
 */

namespace Prism\Tests\Rest;

use Prism\Data\Followup_Repository;
use Prism\Data\Process_Repository;
use Prism\Domain\Networking_Stages;
use Prism\Service\Bulk_Contacts_Job;
use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';

/**
 * Bulk contact actions.
 */
final class BulkContactsTest extends Prism_Test_Case {

	/**
	 * Starts a bulk action as the owner and answers its status.
	 *
	 * @param int[]                $ids    Contacts.
	 * @param string               $action Action.
	 * @param array<string, mixed> $values Its values.
	 * @return array<string, mixed>
	 */
	private function bulk( array $ids, string $action, array $values = array() ): array {
		$response = $this->send( 'POST', 'bulk-contacts/' . self::$owner, array( 'idList' => $ids, 'action' => $action ) + $values );
		$this->assertContains( $response->get_status(), array( 200, 202 ), (string) wp_json_encode( $response->get_data() ) );
		return $this->body( $response );
	}

	/**
	 * Contacts made for the owner.
	 *
	 * @param int $count How many.
	 * @return int[]
	 */
	private function people( int $count ): array {
		$ids = array();
		for ( $i = 0; $i < $count; $i++ ) {
			$ids[] = $this->make_contact( self::$owner, array( 'firstName' => 'Bulk' . $i, 'lastName' => 'Person' ) );
		}
		return $ids;
	}

	public function test_moving_to_a_stage_places_each_contact_forward_and_never_back(): void {
		list( $fresh, $started, $ahead ) = $this->people( 3 );
		$this->place( self::$owner, $ahead, 4, true );
		// DISCOVER in progress with its second task ticked: kept, and DISCOVER completed on the way.
		$object = self::process_object( 1, false );
		$object['stages'][1]['tasks'][1]['complete'] = true;
		( new \Prism\Service\Process_Service() )->save( self::$owner, $started, $object );

		$status = $this->bulk( array( $fresh, $started, $ahead ), 'process', array( 'stage' => 2, 'complete' => false ) );
		$this->assert_has_values( array( 'state' => 'done', 'done' => 3, 'total' => 3, 'changed' => 2, 'left' => 1 ), $status );

		foreach ( array( $fresh, $started ) as $id ) {
			$this->assert_has_values( array( 'networkingStage' => 2, 'networkingStatus' => 'In Progress' ), $this->contact( self::$owner, $id ) );
		}
		$this->assert_has_values( array( 'networkingStage' => 4, 'networkingStatus' => 'Complete' ), $this->contact( self::$owner, $ahead ), 'not moved back' );
		$stored = ( new Process_Repository() )->find( self::$owner, $started )['object'];
		$this->assertTrue( $stored['stages'][1]['complete'] );
		$this->assertSame( array( true ), array_values( array_unique( array_column( $stored['stages'][1]['tasks'], 'complete' ) ) ), 'a stage passed is complete with every task' );
		$this->assertTrue( $stored['stages'][2]['inprogress'] );
		$this->assertSame( array( 'stage' => 2, 'status' => Networking_Stages::IN_PROGRESS ), Networking_Stages::position( $stored ) );
	}

	public function test_a_cadence_a_followup_and_archive_reach_every_contact(): void {
		$ids = $this->people( 3 );
		$this->assert_has_values( array( 'changed' => 3 ), $this->bulk( $ids, 'cadence', array( 'cadenceDays' => 45 ) ) );
		foreach ( $ids as $id ) {
			$this->assertSame( 45, $this->contact( self::$owner, $id )['cadenceDays'] );
		}
		$this->bulk( array( $ids[0] ), 'cadence', array( 'cadenceDays' => null ) );
		$this->assertNull( $this->contact( self::$owner, $ids[0] )['cadenceDays'] );

		$text = "Budget <100k and >50k\nhttps://example.test/a%20b";
		$this->bulk( $ids, 'followup', array( 'title' => 'Send the <deck>', 'desc' => $text, 'date' => '2099-03-01' ) );
		foreach ( ( new Followup_Repository() )->for_contacts( self::$owner, $ids ) as $rows ) {
			$this->assertCount( 1, $rows );
			$this->assertSame( array( 'Send the <deck>', $text, '2099-03-01' ), array( $rows[0]['title'], $rows[0]['description'], substr( (string) $rows[0]['due_date'], 0, 10 ) ) );
		}
		$this->assertSame( '2099-03-02', $this->contact( self::$owner, $ids[1] )['reachOutOn'], 'a planned follow-up holds the reach-out day back, as one added on the page does' );

		$this->bulk( array( $ids[1], $ids[2] ), 'archive' );
		$this->assertFalse( $this->contact( self::$owner, $ids[0] )['archived'] );
		$this->assertTrue( $this->contact( self::$owner, $ids[1] )['archived'] );
		$this->assertTrue( $this->contact( self::$owner, $ids[2] )['archived'] );
	}

	public function test_another_members_id_or_a_wrong_value_refuses_everything(): void {
		$ids    = $this->people( 2 );
		$olga   = $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		$before = $this->snapshot();
		$jobs   = $this->count_rows( 'jobs', array( 'type' => Bulk_Contacts_Job::TYPE ) );
		$this->assert_error( $this->send( 'POST', 'bulk-contacts/' . self::$owner, array( 'idList' => array( $ids[0], $olga ), 'action' => 'archive' ) ), 404, 'prism_not_found' );
		$cases = array(
			'no stage'           => array( 'action' => 'process' ),
			'stage 6'            => array( 'action' => 'process', 'stage' => 6 ),
			'no cadence'         => array( 'action' => 'cadence' ),
			'cadence 0'          => array( 'action' => 'cadence', 'cadenceDays' => 0 ),
			'cadence 4000'       => array( 'action' => 'cadence', 'cadenceDays' => 4000 ),
			'follow-up no title' => array( 'action' => 'followup', 'title' => '  ', 'date' => '2099-01-01' ),
			'follow-up bad day'  => array( 'action' => 'followup', 'title' => 'Call', 'date' => '2099-02-30' ),
			'unknown action'     => array( 'action' => 'delete' ),
			'no ids'             => array( 'action' => 'archive', 'idList' => array() ),
		);
		foreach ( $cases as $why => $body ) {
			$response = $this->send( 'POST', 'bulk-contacts/' . self::$owner, $body + array( 'idList' => $ids ) );
			$this->assertSame( 400, $response->get_status(), $why . ': ' . wp_json_encode( $response->get_data() ) );
			$this->assertMatchesRegularExpression( '/\w+ \w+/', (string) ( $this->body( $response )['message'] ?? '' ), $why );
		}
		$this->assert_error( $this->send( 'POST', 'bulk-contacts/' . self::$other, array( 'idList' => $ids, 'action' => 'archive' ) ), 403, 'prism_forbidden' );
		$this->assert_unchanged( $before );
		$this->assertSame( $jobs, $this->count_rows( 'jobs', array( 'type' => Bulk_Contacts_Job::TYPE ) ), 'no job was queued' );
	}

	public function test_a_large_selection_runs_as_a_job_a_slice_at_a_time_with_its_progress(): void {
		$ids    = $this->people( Bulk_Contacts_Job::SLICE * 2 + 30 );
		$status = $this->bulk( $ids, 'cadence', array( 'cadenceDays' => 7 ) );
		$this->assertSame( count( $ids ), $status['total'] );
		$this->assertGreaterThanOrEqual( Bulk_Contacts_Job::SLICE, $status['done'], 'the request ran at least a slice' );
		$id = (int) $status['id'];
		for ( $i = 0; $i < 10 && 'done' !== $status['state']; $i++ ) {
			$status = $this->ok( $this->send( 'POST', "jobs/{$id}/run", array() ) );
			$this->assertLessThanOrEqual( $status['total'], $status['done'] );
		}
		$this->assert_has_values( array( 'state' => 'done', 'done' => count( $ids ), 'changed' => count( $ids ), 'left' => 0 ), $status );
		$this->assertSame( 7, $this->contact( self::$owner, $ids[ count( $ids ) - 2 ] )['cadenceDays'] );

		// The same as a job run a slice at a time (a request with no time to spare): a slice's progress, then the rest.
		$queued = \Prism\Jobs\Queue::enqueue( Bulk_Contacts_Job::TYPE, self::$owner, 'slices', Bulk_Contacts_Job::cursor( 'cadence', array( 'cadenceDays' => 14 ), $ids ) );
		( new \Prism\Jobs\Runner() )->run_job( $queued, microtime( true ) );
		$first = $this->ok( $this->get( "jobs/{$queued}" ) );
		$this->assert_has_values( array( 'state' => 'running', 'done' => Bulk_Contacts_Job::SLICE, 'total' => count( $ids ), 'changed' => Bulk_Contacts_Job::SLICE ), $first );
		$this->assertSame( 14, $this->contact( self::$owner, $ids[0] )['cadenceDays'] );
		$this->assertSame( 7, $this->contact( self::$owner, $ids[ count( $ids ) - 1 ] )['cadenceDays'], 'not yet reached' );
		$this->ok( $this->send( 'POST', "jobs/{$queued}/run", array() ) );
		$this->ok( $this->send( 'POST', "jobs/{$queued}/run", array() ) );
		$this->assert_has_values( array( 'state' => 'done', 'done' => count( $ids ), 'changed' => count( $ids ) ), $this->ok( $this->get( "jobs/{$queued}" ) ) );
		$this->assertSame( 14, $this->contact( self::$owner, $ids[ count( $ids ) - 1 ] )['cadenceDays'] );

		// A contact gone after the job was queued is counted as left.
		$gone    = $this->people( 2 );
		$queued2 = \Prism\Jobs\Queue::enqueue( Bulk_Contacts_Job::TYPE, self::$owner, 'gone', Bulk_Contacts_Job::cursor( 'archive', array(), $gone ) );
		( new \Prism\Service\Contact_Service() )->delete_many( self::$owner, array( $gone[1] ) );
		$this->ok( $this->send( 'POST', "jobs/{$queued2}/run", array() ) );
		$this->assert_has_values( array( 'state' => 'done', 'done' => 2, 'changed' => 1, 'left' => 1 ), $this->ok( $this->get( "jobs/{$queued2}" ) ) );

		// Another member cannot read or drive it.
		$this->act_as( self::$other );
		$this->assert_error( $this->get( "jobs/{$id}" ), 404, 'prism_not_found' );
	}
}

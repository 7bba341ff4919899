<?php
/**
 * networking-series/{wordpressId}, networking-process-object/{contactId}, update-networking-process-object,
 * networking-progress/{wordpressId} and reach-out/{wordpressId}, as the owner, as another member and as nobody;
 * what a save changes (the contact's stage in the list and the counts, weekly progress, the keep-in-touch date),
 * how notes and follow-ups move that date, and what happens to a process when its contact is merged or deleted.
 *
 * @package Prism
 */

namespace Prism\Tests\Rest;

use Prism\Data\Contact_Repository;
use Prism\Data\Followup_Repository;
use Prism\Data\Process_Repository;
use Prism\Data\Series_Repository;
use Prism\Domain\Calendar_Date;
use Prism\Domain\Networking_Stages;
use Prism\Schema\Schema;
use Prism\Tests\Support\Http_Client;
use Prism\Tests\Support\Members;
use Prism\Tests\Support\Prism_Test_Case;
use WP_REST_Response;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';
require_once dirname( __DIR__ ) . '/Support/Http_Client.php';

/**
 * Networking process routes.
 */
final class ProcessControllerTest extends Prism_Test_Case {

	/**
	 * Today in the site's time zone.
	 */
	private static function today(): string {
		return wp_date( 'Y-m-d' );
	}

	/**
	 * A day counted from today.
	 *
	 * @param int $days Days after today (negative: before).
	 */
	private static function day( int $days ): string {
		return Calendar_Date::add_days( self::today(), $days );
	}

	/**
	 * GET networking-process-object/{contactId} as the current user, asserting 200.
	 *
	 * @param int $contact_id Contact.
	 * @return array{object: array<string, mixed>|null, id: int, version: int}
	 */
	private function open( int $contact_id ): array {
		return $this->ok( $this->get( 'networking-process-object/' . $contact_id ) );
	}

	/**
	 * POST update-networking-process-object for a contact, with the process id its GET answers.
	 *
	 * @param int                  $contact_id Contact.
	 * @param mixed                $obj        The object.
	 * @param int|null             $version    Version it was loaded at; null sends none.
	 * @param array<string, mixed> $extra      More body fields (they win).
	 */
	private function save( int $contact_id, $obj, ?int $version = null, array $extra = array() ): WP_REST_Response {
		$body = array(
			'id'        => $this->open( $contact_id )['id'],
			'obj'       => $obj,
			'contactId' => $contact_id,
		);
		if ( null !== $version ) {
			$body['version'] = $version;
		}
		return $this->send( 'POST', 'update-networking-process-object', array_merge( $body, $extra ) );
	}

	/**
	 * Saves an object that places the contact at a stage through the route, asserting 200.
	 *
	 * @param int  $contact_id Contact.
	 * @param int  $stage      Stage 0-5 (-1: nothing started).
	 * @param bool $complete   Whether the stage is complete.
	 * @return array<string, mixed> The answer.
	 */
	private function move( int $contact_id, int $stage, bool $complete ): array {
		return $this->ok( $this->save( $contact_id, self::process_object( $stage, $complete ) ) );
	}

	/**
	 * The stored object as the API answers it for $obj saved at $version.
	 *
	 * @param array<string, mixed> $obj     Object sent.
	 * @param int                  $id      Process id.
	 * @param int                  $version Version.
	 * @return array<string, mixed>
	 */
	private static function stored( array $obj, int $id, int $version ): array {
		return array(
			'id'                 => $id,
			'networkingSeriesId' => 1,
			'deadEnd'            => (bool) ( $obj['deadEnd'] ?? false ),
			'stages'             => $obj['stages'],
			'version'            => $version,
		);
	}

	/**
	 * Weekly progress of the current user.
	 *
	 * @return array<string, mixed>
	 */
	private function progress(): array {
		return $this->ok( $this->get( 'networking-progress/' . get_current_user_id() ) );
	}

	/**
	 * Ids of the contacts the current user is due to reach out to, in the order listed, and the total.
	 *
	 * @return array{0: int[], 1: int}
	 */
	private function due(): array {
		$body = $this->ok( $this->get( 'reach-out/' . get_current_user_id() ) );
		return array( array_column( array_column( $body['items'], 'contact' ), 'id' ), $body['total'] );
	}

	/**
	 * Stage completions of a contact: stage => day.
	 *
	 * @param int $contact_id Contact.
	 * @return array<int, string>
	 */
	private function completions( int $contact_id ): array {
		global $wpdb;
		$rows = $wpdb->get_results( $wpdb->prepare( 'SELECT stage, completed_on FROM ' . Schema::table( 'stage_completions' ) . ' WHERE contact_id = %d ORDER BY stage', $contact_id ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- test helper; table from Schema.
		$out  = array();
		foreach ( $rows as $row ) {
			$out[ (int) $row['stage'] ] = substr( (string) $row['completed_on'], 0, 10 );
		}
		return $out;
	}

	// --- networking-process-object/{contactId} --------------------------------------------------------------

	public function test_a_fresh_contact_has_no_object_and_a_process_id_that_stays(): void {
		$ann = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );

		$first = $this->open( $ann );

		$this->assertSame( array( 'object', 'id', 'version' ), array_keys( $first ) );
		$this->assertNull( $first['object'] );
		$this->assertIsInt( $first['id'] );
		$this->assertGreaterThan( 0, $first['id'] );
		$this->assertSame( 0, $first['version'] );
		$this->assertSame( $first, $this->open( $ann ), 'the second GET answers the same process' );
		$this->assertSame( 1, $this->count_rows( 'processes', array( 'contact_id' => $ann ) ) );
		$this->assertSame( -1, $this->contact( self::$owner, $ann )['networkingStage'], 'opening the process does not start it' );

		$ben = $this->make_contact( self::$owner, array( 'firstName' => 'Ben' ) );
		$this->assertNotSame( $first['id'], $this->open( $ben )['id'], 'each contact has its own process' );
	}

	public function test_another_members_contact_is_not_found_and_gets_no_process(): void {
		$olga = $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );

		$theirs  = $this->assert_error( $this->get( 'networking-process-object/' . $olga ), 404, 'prism_not_found' );
		$missing = $this->assert_error( $this->get( 'networking-process-object/' . ( $olga + 1000 ) ), 404, 'prism_not_found' );
		$this->assertSame( $missing, $theirs, 'another member\'s contact answers like one that does not exist' );
		$this->assertSame( 0, $this->count_rows( 'processes', array( 'contact_id' => $olga ) ) );
		$this->assert_error( $this->get( 'networking-process-object/0' ), 400, 'rest_invalid_param' );

		$this->act_as( 0 );
		$this->assert_error( $this->get( 'networking-process-object/' . $olga ), 401, 'rest_not_logged_in' );
		$this->assertSame( 0, $this->count_rows( 'processes', array( 'contact_id' => $olga ) ) );
	}

	// --- update-networking-process-object -------------------------------------------------------------------

	public function test_owner_saves_and_the_contact_moves_to_the_stage(): void {
		$ann = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$id  = $this->open( $ann )['id'];
		$obj = self::process_object( 2, false );

		$body = $this->ok( $this->save( $ann, $obj, 0 ) );

		$this->assertSame(
			array(
				'object'           => self::stored( $obj, $id, 1 ),
				'id'               => $id,
				'version'          => 1,
				'networkingStage'  => 2,
				'networkingStatus' => 'In Progress',
				'reachOutOn'       => null,
				'offers'           => array(),
			),
			$body
		);
		$contact = $this->contact( self::$owner, $ann );
		$this->assertSame( array( 2, 'In Progress' ), array( $contact['networkingStage'], $contact['networkingStatus'] ) );
		$this->assertSame(
			array(
				'object'  => self::stored( $obj, $id, 1 ),
				'id'      => $id,
				'version' => 1,
			),
			$this->open( $ann ),
			'the GET answers what was saved'
		);

		$done = self::process_object( 2, true );
		$body = $this->ok( $this->save( $ann, $done, 1 ) );
		$this->assertSame( 2, $body['version'] );
		$this->assertSame( self::stored( $done, $id, 2 ), $body['object'] );
		$this->assertSame( array( 2, 'Complete' ), array( $body['networkingStage'], $body['networkingStatus'] ) );
		$this->assertSame( array( 'Send a thank-you' => self::day( 1 ) ), array_column( $body['offers'], 'date', 'title' ), 'completing CONNECT offers a thank-you due tomorrow' );
		$contact = $this->contact( self::$owner, $ann );
		$this->assertSame( array( 2, 'Complete' ), array( $contact['networkingStage'], $contact['networkingStatus'] ) );
		$this->assertSame( 0, $this->count_rows( 'followups', array( 'contact_id' => $ann ) ), 'an offer is only offered' );

		$body = $this->ok( $this->save( $ann, self::process_object( -1, false ), 2 ) );
		$this->assertSame( array( -1, '' ), array( $body['networkingStage'], $body['networkingStatus'] ), 'clearing every stage makes the contact inactive' );
		$this->assertSame( -1, $this->contact( self::$owner, $ann )['networkingStage'] );
	}

	/**
	 * After saves through the route, every stage/status filter of the contact list lists exactly the contacts the
	 * dashboard counts.
	 */
	public function test_the_list_filtered_by_stage_and_status_matches_the_counts(): void {
		$places = array(
			'Ann'  => array( 2, false ),
			'Ben'  => array( 2, true ),
			'Cora' => array( 0, false ),
			'Dan'  => array( 5, true ),
			'Fay'  => array( 2, true ),
			'Gus'  => array( 4, false ),
		);
		$ids    = array();
		foreach ( $places as $name => list( $stage, $complete ) ) {
			$ids[ $name ] = $this->make_contact( self::$owner, array( 'firstName' => $name ) );
			$this->move( $ids[ $name ], $stage, $complete );
		}
		$ids['Emile'] = $this->make_contact( self::$owner, array( 'firstName' => 'Emile' ) );
		$this->open( $ids['Emile'] );
		$olga = $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		$this->place( self::$other, $olga, 2, true );

		$counts = $this->ok( $this->get( 'networking-stages-status/' . self::$owner ) )[0];
		$this->assertSame( 6, $counts['Active'] );
		$this->assertSame( 1, $counts['InActive'] );
		$this->assertSame( 2, $counts['ConnectComplete'] );

		foreach ( Networking_Stages::NAMES as $stage => $name ) {
			foreach ( Networking_Stages::STATUS_LABELS as $stored => $label ) {
				$query    = array(
					'stage'  => array( $stage ),
					'status' => array( $label ),
				);
				$expected = array();
				foreach ( $places as $who => list( $at, $complete ) ) {
					if ( $stage === $at && ( Networking_Stages::COMPLETE === $stored ) === $complete ) {
						$expected[] = $ids[ $who ];
					}
				}
				$key      = ucfirst( strtolower( $name ) ) . str_replace( ' ', '', $label );
				$listed   = $this->ok( $this->get( 'contact-list-ids/' . self::$owner, $query ) );
				$response = $this->get( 'contact-list/' . self::$owner, $query );
				$this->assertSame( $expected, $listed, "{$name} {$label}" );
				$this->assertSame( $expected, array_column( $this->ok( $response ), 'id' ), "{$name} {$label} page" );
				$this->assertSame( $counts[ $key ], count( $listed ), "{$key} counts what the list shows" );
				$this->assertSame( (string) $counts[ $key ], (string) $response->get_headers()['X-WP-Total'], "{$key} total" );
			}
		}
	}

	/**
	 * An object the series does not allow, an id that is not this contact's process, or no object at all: 400, and
	 * the stored object, its version and the contact's stage are as they were.
	 */
	public function test_malformed_saves_are_refused_and_change_nothing(): void {
		$ann = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$ben = $this->make_contact( self::$owner, array( 'firstName' => 'Ben' ) );
		$this->move( $ann, 1, false );
		$this->move( $ben, 3, true );
		$ann_id                                    = $this->open( $ann )['id'];
		$ben_id                                    = $this->open( $ben )['id'];
		$valid                                     = self::process_object( 2, false );
		$seven                                     = $valid;
		$extra                                     = $seven['stages'][5];
		$extra['id']                               = 6;
		$seven['stages'][]                         = $extra;
		$unknown                                   = $valid;
		$unknown['stages'][0]['tasks'][0]['id']    = 999;
		$strings                                   = $valid;
		$strings['stages'][2]['inprogress']        = 'true';
		$ones                                      = $valid;
		$ones['stages'][0]['tasks'][0]['complete'] = 1;
		$foreign                                   = $valid + array( 'id' => $ben_id );
		$stored                                    = $this->open( $ann );
		$before                                    = $this->snapshot();

		$cases = array(
			'seven stages'                         => array( array( 'obj' => $seven ), 'prism_invalid', 'obj.stages' ),
			'unknown task'                         => array( array( 'obj' => $unknown ), 'prism_invalid', 'obj.stages.0.tasks.0.id' ),
			'the text true for a boolean'          => array( array( 'obj' => $strings ), 'prism_invalid', 'obj.stages.2.inprogress' ),
			'1 for a boolean'                      => array( array( 'obj' => $ones ), 'prism_invalid', 'obj.stages.0.tasks.0.complete' ),
			'another contact\'s process id as id'  => array( array( 'id' => $ben_id, 'obj' => $valid ), 'prism_invalid', 'id' ),
			'another contact\'s process in obj.id' => array( array( 'obj' => $foreign ), 'prism_invalid', 'obj.id' ),
			'a list for the object'                => array( array( 'obj' => array( 1, 2 ) ), 'prism_invalid', null ),
			'text for the object'                  => array( array( 'obj' => 'BUILD' ), 'rest_invalid_param', null ),
			'no object'                            => array( array( 'obj' => null ), 'rest_missing_callback_param', null ),
			'no process id'                        => array( array( 'id' => null ), 'rest_missing_callback_param', null ),
		);
		foreach ( $cases as $why => list( $fields, $code, $field ) ) {
			$body = array_merge(
				array(
					'id'        => $ann_id,
					'obj'       => $valid,
					'contactId' => $ann,
					'version'   => 1,
				),
				$fields
			);
			$body = array_filter( $body, static fn( $value ) => null !== $value );

			$error = $this->assert_error( $this->send( 'POST', 'update-networking-process-object', $body ), 400, $code );

			if ( null !== $field ) {
				$this->assertArrayHasKey( $field, $error['data']['errors'] ?? array(), "{$why}: " . wp_json_encode( $error ) );
			}
			$this->assert_unchanged( $before, $why );
			$this->assertSame( $stored, $this->open( $ann ), "{$why}: the stored object and version" );
			$this->assertSame( array( 1, 'In Progress' ), array( $this->contact( self::$owner, $ann )['networkingStage'], $this->contact( self::$owner, $ann )['networkingStatus'] ), $why );
		}
		$this->assertSame( 2, $this->ok( $this->save( $ann, $valid, 1 ) )['version'], 'the same request with a valid object saves' );
	}

	public function test_saving_where_it_does_not_belong_changes_nothing(): void {
		$ann = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$this->move( $ann, 1, false );
		$olga = $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		$this->place( self::$other, $olga, 1, false );
		$olga_id = ( new Process_Repository() )->find( self::$other, $olga )['id'];
		$ann_id  = $this->open( $ann )['id'];
		$obj     = self::process_object( 4, true );
		$before  = $this->snapshot();

		$this->assert_error( $this->send( 'POST', 'update-networking-process-object', array( 'id' => $olga_id, 'obj' => $obj, 'contactId' => $olga ) ), 404, 'prism_not_found' );
		$this->assert_error( $this->send( 'POST', 'update-networking-process-object', array( 'id' => $olga_id, 'obj' => $obj, 'contactId' => $olga + 1000 ) ), 404, 'prism_not_found' );
		$this->assert_error( $this->send( 'POST', 'update-networking-process-object', array( 'id' => $ann_id, 'obj' => $obj, 'contactId' => $ann, 'wordpressId' => self::$other ) ), 403, 'prism_forbidden' );
		$this->assert_unchanged( $before, 'another member\'s contact, or their wordpressId' );

		$this->act_as( 0 );
		$this->assert_error( $this->send( 'POST', 'update-networking-process-object', array( 'id' => $ann_id, 'obj' => $obj, 'contactId' => $ann ) ), 401, 'rest_not_logged_in' );
		$this->assert_unchanged( $before, 'nobody logged in' );

		$this->act_as( self::$other );
		$this->assert_error( $this->send( 'POST', 'update-networking-process-object', array( 'id' => $ann_id, 'obj' => $obj, 'contactId' => $ann ) ), 404, 'prism_not_found' );
		$this->assert_unchanged( $before, 'the other member naming the owner\'s contact' );
		$this->assertSame( 1, $this->contact( self::$owner, $ann )['networkingStage'] );
	}

	/**
	 * A save made from an older version (another tab saved in between) answers 409 with what is stored, and
	 * changes nothing; a save without a version is saved over whatever is stored.
	 */
	public function test_a_stale_version_is_refused_with_what_is_stored(): void {
		$ann = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$id  = $this->open( $ann )['id'];
		$this->assertSame( 1, $this->ok( $this->save( $ann, self::process_object( 1, false ), 0 ) )['version'] );
		$this->assertSame( 2, $this->ok( $this->save( $ann, self::process_object( 2, false ), 1 ) )['version'], 'the other tab' );
		$before = $this->snapshot();
		$stored = array(
			'object'  => self::stored( self::process_object( 2, false ), $id, 2 ),
			'id'      => $id,
			'version' => 2,
		);

		foreach (
			array(
				'the version it was loaded at'     => array( 'version' => 1 ),
				'the version inside the object'    => array( 'obj' => self::process_object( 3, true ) + array( 'version' => 1 ) ),
				'a version never stored'           => array( 'version' => 7 ),
				'version 0 for a process saved to' => array( 'version' => 0 ),
			) as $why => $fields
		) {
			$response = $this->save( $ann, self::process_object( 3, true ), null, $fields );
			$error    = $this->assert_error( $response, 409, 'prism_process_conflict' );
			$this->assertSame( $stored, $error['data']['current'], "{$why}: the answer holds what is stored" );
			$this->assert_unchanged( $before, $why );
		}
		$this->assertSame( array( 2, 'In Progress' ), array( $this->contact( self::$owner, $ann )['networkingStage'], $this->contact( self::$owner, $ann )['networkingStatus'] ) );

		$body = $this->ok( $this->save( $ann, self::process_object( 3, true ) ) );
		$this->assertSame( 3, $body['version'], 'without a version the last write wins' );
		$this->assertSame( array( 3, 'Complete' ), array( $body['networkingStage'], $body['networkingStatus'] ) );
		$this->assertSame( 4, $this->ok( $this->save( $ann, self::process_object( 3, false ), 3 ) )['version'], 'the current version saves' );
	}

	// --- networking-progress/{wordpressId} ------------------------------------------------------------------

	public function test_completing_a_stage_counts_in_the_weeks_progress_until_it_is_undone(): void {
		$ann = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$ben = $this->make_contact( self::$owner, array( 'firstName' => 'Ben' ) );
		$this->assertSame(
			array(
				'counts'           => array( 0, 0, 0, 0, 0, 0 ),
				'BuildComplete'    => 0,
				'DiscoverComplete' => 0,
				'ConnectComplete'  => 0,
				'AssessComplete'   => 0,
				'EngageComplete'   => 0,
				'MaintainComplete' => 0,
				'goal'             => 10,
				'from'             => self::day( -6 ),
				'to'               => self::today(),
			),
			$this->progress()
		);

		$this->move( $ann, 2, true );
		$this->move( $ben, 0, true );
		$progress = $this->progress();
		$this->assertSame( array( 2, 1, 1, 0, 0, 0 ), $progress['counts'] );
		$this->assertSame( array( 20, 10, 10, 0 ), array( $progress['BuildComplete'], $progress['DiscoverComplete'], $progress['ConnectComplete'], $progress['AssessComplete'] ), '10 per contact' );
		$this->assertSame( array( 0 => self::today(), 1 => self::today(), 2 => self::today() ), $this->completions( $ann ) );

		$this->move( $ann, 2, false );
		$this->assertSame( array( 2, 1, 0, 0, 0, 0 ), $this->progress()['counts'], 'un-completing CONNECT takes it off' );
		$this->move( $ann, 2, true );
		$this->assertSame( array( 2, 1, 1, 0, 0, 0 ), $this->progress()['counts'], 'completing it again counts it once' );
		$this->move( $ann, 1, false );
		$this->assertSame( array( 2, 0, 0, 0, 0, 0 ), $this->progress()['counts'], 'back to DISCOVER in progress' );
		$this->assertSame( array( 0 => self::today() ), $this->completions( $ann ) );

		// The week's counts are kept between changes (List_Orders::kept()): a merge and a delete change them too.
		$cara = $this->make_contact( self::$owner, array( 'firstName' => 'Cara' ) );
		$this->move( $cara, 3, true );
		$this->assertSame( array( 3, 1, 1, 1, 0, 0 ), $this->progress()['counts'], 'Cara completed four stages' );
		( new \Prism\Service\Contact_Service() )->merge( self::$owner, $ann, $cara );
		$this->assertSame( array( 2, 1, 1, 1, 0, 0 ), $this->progress()['counts'], 'the merge kept the further-advanced process of the two' );
		( new \Prism\Service\Contact_Service() )->delete_many( self::$owner, array( $ben ) );
		$this->assertSame( array( 1, 1, 1, 1, 0, 0 ), $this->progress()['counts'], 'a deleted contact\'s completions no longer count' );

		$this->act_as( self::$other );
		$this->assertSame( array( 0, 0, 0, 0, 0, 0 ), $this->progress()['counts'], 'the other member\'s week is their own' );
		$this->assert_error( $this->get( 'networking-progress/' . self::$owner ), 403, 'prism_forbidden' );
		$this->act_as( 0 );
		$this->assert_error( $this->get( 'networking-progress/' . self::$owner ), 401, 'rest_not_logged_in' );
	}

	public function test_the_week_is_today_and_the_six_days_before(): void {
		foreach ( array( 0, -6, -7, -8, 1 ) as $days ) {
			$contact = $this->make_contact( self::$owner, array( 'firstName' => 'Day ' . $days ) );
			( new \Prism\Service\Process_Service() )->store( self::$owner, $contact, self::process_object( 0, true ), null, self::day( $days ) );
		}
		$this->assertSame( 2, $this->progress()['counts'][0], 'completed today and six days ago, not seven or eight days ago (nor on a day still to come)' );

		global $wpdb;
		$late = $this->make_contact( self::$owner, array( 'firstName' => 'Late' ) );
		$wpdb->insert( Schema::table( 'stage_completions' ), array( 'owner_id' => self::$owner, 'contact_id' => $late, 'stage' => 3, 'completed_on' => self::day( -8 ) ) );
		$this->assertSame( 0, $this->progress()['counts'][3] );
	}

	public function test_progress_is_capped_at_one_hundred_percent(): void {
		$processes = new \Prism\Service\Process_Service();
		for ( $i = 1; $i <= 11; $i++ ) {
			$processes->save( self::$owner, $this->make_contact( self::$owner, array( 'firstName' => 'Person ' . $i ) ), self::process_object( 0, true ) );
		}
		$progress = $this->progress();
		$this->assertSame( 11, $progress['counts'][0] );
		$this->assertSame( 100, $progress['BuildComplete'] );
	}

	// --- keep in touch ---------------------------------------------------------------------------------------

	public function test_entering_maintain_sets_the_keep_in_touch_date_and_leaving_it_or_a_dead_end_clears_it(): void {
		$ann = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$this->assertNull( $this->move( $ann, 4, true )['reachOutOn'] );

		$body = $this->move( $ann, 5, false );
		$this->assertSame( self::day( 30 ), $body['reachOutOn'] );
		$this->assertSame( self::day( 30 ), $this->reach_out_on( self::$owner, $ann ) );
		$this->assertSame( self::day( 30 ), $this->contact( self::$owner, $ann )['reachOutOn'] );

		$this->due_on( self::$owner, $ann, self::day( 12 ) );
		$this->assertSame( self::day( 12 ), $this->move( $ann, 5, true )['reachOutOn'], 'a save within MAINTAIN keeps the date' );

		$dead            = self::process_object( 5, true );
		$dead['deadEnd'] = true;
		$body            = $this->ok( $this->save( $ann, $dead ) );
		$this->assertNull( $body['reachOutOn'], 'a dead end is not kept in touch with' );
		$this->assertNull( $this->reach_out_on( self::$owner, $ann ) );
		$this->assertSame( array( 'Try again' => self::day( 90 ) ), array_column( $body['offers'], 'date', 'title' ) );

		$this->assertSame( self::day( 30 ), $this->move( $ann, 5, true )['reachOutOn'], 'no longer a dead end' );
		$this->assertNull( $this->move( $ann, 4, false )['reachOutOn'], 'back to ENGAGE' );
		$this->assertNull( $this->reach_out_on( self::$owner, $ann ) );
		$this->assertNull( $this->contact( self::$owner, $ann )['reachOutOn'] );
	}

	public function test_contacts_due_are_listed_to_their_owner_only(): void {
		$contacts = new Contact_Repository();
		$ann      = $this->make_contact( self::$owner, array( 'firstName' => 'Ann', 'lastName' => 'Archer', 'emailOne' => 'ann@example.test', 'emailOneType' => 'Work', 'phoneOne' => '555 0100', 'phoneOneType' => 'Mobile' ) );
		$ben      = $this->make_contact( self::$owner, array( 'firstName' => 'Ben' ) );
		$cora     = $this->make_contact( self::$owner, array( 'firstName' => 'Cora' ) );
		$olga     = $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		foreach ( array( $ann, $ben, $cora ) as $contact ) {
			$this->place( self::$owner, $contact, 5, false );
		}
		$this->place( self::$other, $olga, 5, true );
		$this->due_on( self::$owner, $ann, self::day( -3 ) );
		$this->due_on( self::$owner, $ben, self::today() );
		$this->due_on( self::$owner, $cora, self::day( 1 ) );
		$this->due_on( self::$other, $olga, self::day( -10 ) );

		$body = $this->ok( $this->get( 'reach-out/' . self::$owner ) );

		$this->assertSame(
			array(
				'items' => array(
					array(
						'contact'    => array(
							'id'        => $ann,
							'name'      => 'Ann Archer',
							'firstName' => 'Ann',
							'lastName'  => 'Archer',
							'emailOne'  => 'ann@example.test',
							'phoneOne'  => '555 0100',
						),
						'reachOutOn' => self::day( -3 ),
						'touchedOn'  => self::day( -33 ),
					),
					array(
						'contact'    => array(
							'id'        => $ben,
							'name'      => 'Ben',
							'firstName' => 'Ben',
							'lastName'  => '',
							'emailOne'  => '',
							'phoneOne'  => '',
						),
						'reachOutOn' => self::today(),
						'touchedOn'  => self::day( -30 ),
					),
				),
				'total' => 2,
			),
			$body,
			'the longest-waiting first; not Cora, due tomorrow; not the other member\'s Olga'
		);

		$this->assert_error( $this->get( 'reach-out/' . self::$other ), 403, 'prism_forbidden' );
		$this->act_as( self::$other );
		$this->assertSame( array( array( $olga ), 1 ), $this->due() );
		$this->act_as( 0 );
		$this->assert_error( $this->get( 'reach-out/' . self::$owner ), 401, 'rest_not_logged_in' );
	}

	public function test_a_note_moves_the_date_a_month_on(): void {
		$ann  = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$ben  = $this->make_contact( self::$owner, array( 'firstName' => 'Ben' ) );
		$olga = $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		$this->place( self::$owner, $ann, 5, false );
		$this->place( self::$owner, $ben, 5, true );
		$this->place( self::$other, $olga, 5, false );
		$contacts = new Contact_Repository();
		$this->due_on( self::$owner, $ann, self::day( -5 ) );
		$this->due_on( self::$owner, $ben, self::day( -1 ) );
		$this->due_on( self::$other, $olga, self::day( -5 ) );
		$this->assertSame( array( array( $ann, $ben ), 2 ), $this->due() );

		$this->ok( $this->send( 'POST', 'create-note', array( 'contactId' => $ann, 'wordpressId' => self::$owner, 'note' => 'Called for her birthday.', 'stageId' => 5 ) ) );

		$this->assertSame( self::day( 30 ), $this->reach_out_on( self::$owner, $ann ) );
		$this->assertSame( array( array( $ben ), 1 ), $this->due(), 'Ann is no longer due' );
		$this->assertSame( self::day( -1 ), $this->reach_out_on( self::$owner, $ben ), 'a note on Ann does not move Ben' );
		$this->assertSame( self::day( -5 ), $this->reach_out_on( self::$other, $olga ) );

		$this->ok( $this->send( 'POST', 'create-note', array( 'contactId' => $ben, 'wordpressId' => self::$owner, 'note' => 'Lunch.', 'stageId' => null ) ) );
		$this->assertSame( array( array(), 0 ), $this->due() );
	}

	public function test_completing_a_followup_moves_the_date_a_month_on(): void {
		$ann = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$this->place( self::$owner, $ann, 5, false );
		$followups = new Followup_Repository();
		$call      = $followups->create( self::$owner, $ann, array( 'title' => 'Call', 'desc' => '', 'date' => self::day( -2 ) ) );
		$this->due_on( self::$owner, $ann, self::day( -2 ) );
		$this->assertSame( array( array( $ann ), 1 ), $this->due() );

		$this->ok( $this->send( 'POST', 'toggle-followup', array( 'contactId' => $ann, 'followupId' => $call ) ) );

		$this->assertSame( self::day( 30 ), $this->reach_out_on( self::$owner, $ann ) );
		$this->assertSame( array( array(), 0 ), $this->due() );

		$this->ok( $this->send( 'POST', 'toggle-followup', array( 'contactId' => $ann, 'followupId' => $call ) ) );
		$this->assertSame( self::day( 30 ), $this->reach_out_on( self::$owner, $ann ), 'un-completing a follow-up is not being in touch: the last touch stays where it was (today), and the follow-up planned again is overdue, so the day is the cadence\'s' );
		$this->due_on( self::$owner, $ann, self::day( -5 ) );
		$this->assertSame( self::day( -1 ), $this->reach_out_on( self::$owner, $ann ), 'the follow-up not done, due two days ago, puts the day at the day after it, not before' );
		$this->ok( $this->send( 'POST', 'toggle-followup', array( 'contactId' => $ann, 'followupId' => $call, 'complete' => '1' ) ) );
		$this->assertSame( self::day( 30 ), $this->reach_out_on( self::$owner, $ann ) );
	}

	public function test_a_followup_planned_later_moves_the_date_past_its_day(): void {
		$ann = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$this->move( $ann, 5, false );
		$this->assertSame( self::day( 30 ), $this->reach_out_on( self::$owner, $ann ) );

		$this->ok( $this->send( 'POST', 'create-followup', array( 'contactId' => $ann, 'wordpressId' => self::$owner, 'title' => 'Coffee', 'date' => self::day( 45 ) ) ) );
		$this->assertSame( self::day( 46 ), $this->reach_out_on( self::$owner, $ann ), 'a follow-up planned after the date moves it to the day after' );

		$this->ok( $this->send( 'POST', 'create-followup', array( 'contactId' => $ann, 'wordpressId' => self::$owner, 'title' => 'Email', 'date' => self::day( 10 ) ) ) );
		$this->assertSame( self::day( 46 ), $this->reach_out_on( self::$owner, $ann ), 'an earlier one leaves it' );
	}

	public function test_a_followup_planned_for_today_takes_a_due_contact_off_the_list_until_tomorrow(): void {
		$ann = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$this->move( $ann, 5, false );
		$this->due_on( self::$owner, $ann, self::day( -3 ) );
		$this->ok( $this->send( 'POST', 'create-followup', array( 'contactId' => $ann, 'wordpressId' => self::$owner, 'title' => 'Reach out to Ann', 'date' => self::day( 0 ) ) ) );
		$this->assertSame( self::day( 1 ), $this->reach_out_on( self::$owner, $ann ), 'the follow-up in Today is the reminder; the contact is due again tomorrow if it is not done' );
	}

	public function test_a_contact_not_in_maintain_gets_no_date_from_notes_or_followups(): void {
		$ben  = $this->make_contact( self::$owner, array( 'firstName' => 'Ben' ) );
		$cora = $this->make_contact( self::$owner, array( 'firstName' => 'Cora' ) );
		$dead = $this->make_contact( self::$owner, array( 'firstName' => 'Dee' ) );
		$this->move( $ben, 4, true );
		$obj            = self::process_object( 5, false );
		$obj['deadEnd'] = true;
		$this->ok( $this->save( $dead, $obj ) );

		foreach ( array( $ben, $cora, $dead ) as $contact ) {
			$this->ok( $this->send( 'POST', 'create-note', array( 'contactId' => $contact, 'wordpressId' => self::$owner, 'note' => 'Met.', 'stageId' => null ) ) );
			$list = $this->ok( $this->send( 'POST', 'create-followup', array( 'contactId' => $contact, 'wordpressId' => self::$owner, 'title' => 'Call', 'date' => self::day( 40 ) ) ) );
			$this->ok( $this->send( 'POST', 'toggle-followup', array( 'contactId' => $contact, 'followupId' => $list[0]['id'] ) ) );
			$this->assertNull( $this->reach_out_on( self::$owner, $contact ) );
		}
		$this->assertSame( array( array(), 0 ), $this->due() );
	}

	// --- merge and delete -----------------------------------------------------------------------------------

	public function test_a_merge_keeps_the_further_process_with_its_completion_days(): void {
		$processes = new Process_Repository();
		$ann       = $this->make_contact( self::$owner, array( 'firstName' => 'Ann', 'lastName' => 'Archer' ) );
		$annie     = $this->make_contact( self::$owner, array( 'firstName' => 'Annie', 'lastName' => 'Archer' ) );
		( new \Prism\Service\Process_Service() )->store( self::$owner, $ann, self::process_object( 1, true ), null, self::day( -1 ) );
		( new \Prism\Service\Process_Service() )->store( self::$owner, $annie, self::process_object( 1, false ), null, self::day( -5 ) );
		( new \Prism\Service\Process_Service() )->store( self::$owner, $annie, self::process_object( 3, true ), null, self::day( -2 ) );
		$annie_process = $processes->find( self::$owner, $annie );
		$this->assertSame( array( 2, 2, 1, 1, 0, 0 ), $this->progress()['counts'] );

		$this->ok( $this->send( 'POST', 'collide-and-merge', array( 'idList' => array( $ann, $annie ), 'wordpressId' => self::$owner ) ) );

		$this->assertSame( $annie_process, $processes->find( self::$owner, $ann ), 'Annie\'s process, further along, is kept under Ann' );
		$this->assertSame( array( 0 => self::day( -5 ), 1 => self::day( -2 ), 2 => self::day( -2 ), 3 => self::day( -2 ) ), $this->completions( $ann ), 'with the days Annie completed each stage' );
		$this->assertSame( array(), $this->completions( $annie ) );
		$this->assertSame( array( 1, 1, 1, 1, 0, 0 ), $this->progress()['counts'], 'one person, counted once' );
		$this->assertSame( 3, $this->contact( self::$owner, $ann )['networkingStage'] );
		$this->assertSame( $annie_process['id'], $this->open( $ann )['id'] );
		$this->assertSame( $annie_process['version'] + 1, $this->ok( $this->save( $ann, self::process_object( 4, false ), $annie_process['version'] ) )['version'], 'and saves on from its version' );
	}

	public function test_a_merge_into_the_further_contact_keeps_its_own_completions_and_date(): void {
		$processes = new Process_Repository();
		$ann       = $this->make_contact( self::$owner, array( 'firstName' => 'Ann', 'lastName' => 'Archer' ) );
		$annie     = $this->make_contact( self::$owner, array( 'firstName' => 'Annie', 'lastName' => 'Archer' ) );
		( new \Prism\Service\Process_Service() )->store( self::$owner, $ann, self::process_object( 5, false ), null, self::day( -3 ) );
		( new \Prism\Service\Process_Service() )->store( self::$owner, $annie, self::process_object( 2, true ), null, self::today() );
		$ann_process = $processes->find( self::$owner, $ann );

		$this->ok( $this->send( 'POST', 'collide-and-merge', array( 'idList' => array( $ann, $annie ), 'wordpressId' => self::$owner ) ) );

		$this->assertSame( $ann_process, $processes->find( self::$owner, $ann ) );
		$this->assertSame( array_fill( 0, 5, self::day( -3 ) ), $this->completions( $ann ) );
		$this->assertSame( array(), $this->completions( $annie ) );
		$this->assertSame( 0, $this->count_rows( 'processes', array( 'contact_id' => $annie ) ) );
		$this->assertSame( self::day( 27 ), $this->reach_out_on( self::$owner, $ann ) );
	}

	public function test_a_merge_moves_the_keep_in_touch_date_with_the_process(): void {
		$ann       = $this->make_contact( self::$owner, array( 'firstName' => 'Ann', 'lastName' => 'Archer' ) );
		$annie     = $this->make_contact( self::$owner, array( 'firstName' => 'Annie', 'lastName' => 'Archer' ) );
		( new \Prism\Service\Process_Service() )->store( self::$owner, $ann, self::process_object( 2, false ) );
		( new \Prism\Service\Process_Service() )->store( self::$owner, $annie, self::process_object( 5, true ), null, self::day( -40 ) );
		$this->assertSame( array( array( $annie ), 1 ), $this->due() );

		$this->ok( $this->send( 'POST', 'collide-and-merge', array( 'idList' => array( $ann, $annie ), 'wordpressId' => self::$owner ) ) );

		$this->assertSame( self::day( -10 ), $this->reach_out_on( self::$owner, $ann ) );
		$this->assertSame( array( array( $ann ), 1 ), $this->due() );
	}

	public function test_deleting_a_contact_deletes_its_process_and_completions(): void {
		$ann  = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$ben  = $this->make_contact( self::$owner, array( 'firstName' => 'Ben' ) );
		$olga = $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		$this->move( $ann, 2, true );
		$this->move( $ben, 0, true );
		$this->place( self::$other, $olga, 2, true );
		$others = $this->snapshot( array( self::$other ) );

		$this->ok( $this->send( 'DELETE', 'delete-contact', array( 'idList' => array( $ann ), 'wordpressId' => self::$owner ) ) );

		$this->assertSame( 0, $this->count_rows( 'stage_completions', array( 'contact_id' => $ann ) ) );
		$this->assertSame( 0, $this->count_rows( 'processes', array( 'contact_id' => $ann ) ) );
		$this->assertSame( array( 1, 0, 0, 0, 0, 0 ), $this->progress()['counts'] );
		$this->assertSame( array( 0 => self::today() ), $this->completions( $ben ) );
		$this->assertSame( $others, $this->snapshot( array( self::$other ) ) );
		$this->assert_error( $this->get( 'networking-process-object/' . $ann ), 404, 'prism_not_found' );
	}

	// --- networking-series/{wordpressId} --------------------------------------------------------------------

	public function test_the_series_has_six_stages_with_their_tasks(): void {
		$series = $this->ok( $this->get( 'networking-series/' . self::$owner ) );

		$this->assertSame( 1, $series['id'] );
		$this->assertSame( 'The PRISM Process', $series['name'] );
		$this->assertSame( array( 0, 1, 2, 3, 4, 5 ), array_column( $series['stages'], 'id' ) );
		$this->assertSame( Networking_Stages::NAMES, array_column( $series['stages'], 'name' ) );
		foreach ( $series['stages'] as $stage ) {
			$this->assertNotEmpty( $stage['tasks'], $stage['name'] );
			$this->assertSame( array( 'id', 'task' ), array_keys( $stage['tasks'][0] ) );
			$this->assertNotEmpty( $stage['tips'] );
		}
		$this->assertSame( range( 1, 35 ), array_merge( ...array_map( static fn( $s ) => array_column( $s['tasks'], 'id' ), $series['stages'] ) ) );
		$this->assertArrayNotHasKey( 'nextTaskId', $series, 'the admin\'s id counter is not the members\' business' );
		$this->assertArrayNotHasKey( 'nextResourceId', $series );
		$this->assertSame( 30, $series['keepInTouchDays'] );

		$this->assert_error( $this->get( 'networking-series/' . self::$other ), 403, 'prism_forbidden' );
		$this->act_as( 0 );
		$this->assert_error( $this->get( 'networking-series/' . self::$owner ), 401, 'rest_not_logged_in' );
	}

	public function test_saves_are_checked_against_the_series_an_admin_edited(): void {
		global $wpdb;
		$series_repo = new Series_Repository();
		$admin       = get_users( array( 'role' => 'administrator', 'number' => 1, 'fields' => 'ID' ) );
		$original    = $series_repo->networking();
		$this->assertFalse( $series_repo->is_customised( Series_Repository::NETWORKING_ID ), 'the test site starts with the shipped series' );
		$row_before = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM ' . Schema::table( 'series' ) . ' WHERE id = %d', Series_Repository::NETWORKING_ID ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- test; table from Schema.
		$ann        = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$this->move( $ann, 0, true );
		$edited = $original;
		array_pop( $edited['stages'][0]['tasks'] );
		$edited['stages'][0]['tasks'][] = array( 'id' => 0, 'task' => 'A new BUILD task.' );
		$series_repo->save( Series_Repository::NETWORKING_ID, $edited, (int) ( $admin[0] ?? 1 ) );
		try {
			$new_id = $series_repo->networking()['stages'][0]['tasks'][5]['id'];
			$this->assertSame( 36, $new_id, 'the new task gets the next unused id' );

			$opened = $this->open( $ann );
			$this->assertSame( array( 1, 2, 3, 4, 5, 36 ), array_column( $opened['object']['stages'][0]['tasks'], 'id' ), 'the object is read against the edited series' );
			$this->assertNotContains( false, array_column( $opened['object']['stages'][0]['tasks'], 'complete' ), 'the new task of a complete stage is done' );

			$old                       = self::process_object( 1, false );
			$old['stages'][0]['tasks'] = array_map( static fn( int $task ): array => array( 'id' => $task, 'complete' => true ), range( 1, 6 ) );
			$error                     = $this->assert_error( $this->save( $ann, $old ), 400, 'prism_invalid' );
			$this->assertArrayHasKey( 'obj.stages.0.tasks.5.id', $error['data']['errors'], 'task 6 was removed' );

			$this->assertSame( 2, $this->ok( $this->save( $ann, $opened['object'] ) )['version'], 'what the GET answered saves back' );
		} finally {
			// Leave the series row exactly as it was: the shipped series, as the other tests expect it.
			$wpdb->delete( Schema::table( 'series' ), array( 'id' => Series_Repository::NETWORKING_ID ) );
			if ( $row_before ) {
				$wpdb->insert( Schema::table( 'series' ), $row_before );
			}
		}
		$this->assertFalse( $series_repo->is_customised( Series_Repository::NETWORKING_ID ) );
	}

	// --- over HTTP -----------------------------------------------------------------------------------------

	public function test_over_http_the_nonce_is_needed(): void {
		$ann    = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$client = new Http_Client();
		$this->assertTrue( $client->login( Members::login( self::$owner ), Members::PASSWORD ), 'login through wp-login.php failed' );
		$nonce = $client->rest_nonce();

		$opened = $client->rest( 'GET', 'networking-process-object/' . $ann, null, $nonce );
		$this->assertSame( 200, $opened['status'], $opened['body'] );
		$this->assertNull( $opened['json']['object'] );
		$saved = $client->rest( 'POST', 'update-networking-process-object', array( 'id' => $opened['json']['id'], 'obj' => self::process_object( 2, true ), 'contactId' => $ann, 'version' => 0, 'wordpressId' => self::$owner ), $nonce );
		$this->assertSame( 200, $saved['status'], $saved['body'] );
		$this->assertSame( array( 1, 2, 'Complete' ), array( $saved['json']['version'], $saved['json']['networkingStage'], $saved['json']['networkingStatus'] ) );
		$this->assertSame( true, $saved['json']['object']['stages'][2]['complete'], 'booleans arrive as JSON booleans' );

		$before = $this->snapshot();
		foreach (
			array(
				array( 'POST', 'update-networking-process-object', array( 'id' => $opened['json']['id'], 'obj' => self::process_object( 5, true ), 'contactId' => $ann ) ),
				array( 'GET', 'networking-process-object/' . $ann, null ),
				array( 'GET', 'networking-progress/' . self::$owner, null ),
				array( 'GET', 'reach-out/' . self::$owner, null ),
				array( 'GET', 'networking-series/' . self::$owner, null ),
			) as list( $method, $route, $body )
		) {
			$forged = $client->rest( $method, $route, $body );
			$this->assertSame( 401, $forged['status'], "{$method} {$route} without the nonce: {$forged['body']}" );
			$this->assertSame( 'rest_not_logged_in', $forged['json']['code'] ?? null );
		}
		$this->assert_unchanged( $before );
	}
}

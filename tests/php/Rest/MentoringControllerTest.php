<?php
/**
 * The mentoring routes (docs/mentoring.md): the series offered, relationships created and ended, milestone tasks
 * ticked and notes kept per relationship; as the owner, as another member and as nobody; and what a contact merge or
 * delete does to them.
 *
 * @package Prism
 */

namespace Prism\Tests\Rest;

use Prism\Data\Series_Repository;
use Prism\Domain\Series_Schema;
use Prism\Resources\Declarations\Notes;
use Prism\Tests\Support\Http_Client;
use Prism\Tests\Support\Members;
use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';
require_once dirname( __DIR__ ) . '/Support/Http_Client.php';

/**
 * Mentoring routes.
 */
final class MentoringControllerTest extends Prism_Test_Case {

	/**
	 * Series this test added (deleted after each test: the series table is the site's, not a member's).
	 *
	 * @var int[]
	 */
	private array $added_series = array();

	protected function tearDown(): void {
		global $wpdb;
		foreach ( $this->added_series as $id ) {
			$wpdb->delete( \Prism\Schema\Schema::table( 'series' ), array( 'id' => $id ) );
		}
		$this->added_series = array();
		parent::tearDown();
	}

	/**
	 * The shipped series offered to members, by name.
	 *
	 * @return array<string, mixed>
	 */
	private function shipped(): array {
		$series = ( new Series_Repository() )->mentoring( true );
		$this->assertGreaterThanOrEqual( 2, count( $series ), 'PRISM ships two mentoring series' );
		return $series[0];
	}

	/**
	 * Adds a mentoring series written here.
	 *
	 * @param string $name Name.
	 * @return int Series id.
	 */
	private function add_series( string $name ): int {
		$tasks = array();
		for ( $i = 1; $i <= 4; $i++ ) {
			$tasks[] = array(
				'name'        => "Task {$i}",
				'description' => "Do thing {$i}.",
			);
		}
		$id                   = ( new Series_Repository() )->create_mentoring(
			array(
				'name'       => $name,
				'milestones' => array(
					array(
						'name'  => 'Only milestone',
						'tasks' => $tasks,
					),
				),
			),
			1
		);
		$this->added_series[] = $id;
		return $id;
	}

	/**
	 * Creates a relationship through the route and returns its id.
	 *
	 * @param int    $contact_id Contact.
	 * @param int    $series_id  Series.
	 * @param string $role       The contact's role.
	 */
	private function relate( int $contact_id, int $series_id, string $role = 'mentor' ): int {
		$list = $this->ok( $this->send( 'POST', 'create-mentorship', array( 'wordpressId' => self::$owner, 'contactId' => $contact_id, 'seriesId' => $series_id, 'role' => $role ) ) );
		foreach ( $list as $entry ) {
			if ( $entry['contactId'] === $contact_id && $entry['seriesId'] === $series_id && $entry['role'] === $role ) {
				return $entry['id'];
			}
		}
		$this->fail( 'The new relationship is not in the answer' );
	}

	/**
	 * Task ids of a series' first milestone.
	 *
	 * @param array<string, mixed> $series Series.
	 * @return int[]
	 */
	private static function first_tasks( array $series ): array {
		return array_map( static fn( $task ) => (int) $task['id'], $series['milestones'][0]['tasks'] );
	}

	// --- mentoring-series -------------------------------------------------------------------------------------

	public function test_the_shipped_series_are_offered_with_milestones_of_named_tasks(): void {
		$body = $this->ok( $this->get( 'mentoring-series/' . self::$owner ) );
		$this->assertGreaterThanOrEqual( 2, count( $body ) );
		foreach ( $body as $series ) {
			$this->assertSame( array( 'id', 'name', 'shortDescription', 'longDescription', 'who', 'status', 'milestones' ), array_keys( $series ) );
			$this->assertSame( 'active', $series['status'] );
			$this->assertNotSame( '', $series['name'] );
			$this->assertNotEmpty( $series['milestones'] );
			foreach ( $series['milestones'] as $milestone ) {
				$this->assertGreaterThanOrEqual( Series_Schema::MIN_MILESTONE_TASKS, count( $milestone['tasks'] ) );
				$this->assertLessThanOrEqual( Series_Schema::MAX_MILESTONE_TASKS, count( $milestone['tasks'] ) );
				foreach ( $milestone['tasks'] as $task ) {
					$this->assertSame( array( 'id', 'name', 'description' ), array_keys( $task ) );
					$this->assertNotSame( '', $task['name'] );
				}
			}
		}
		$this->assertNotContains( Series_Repository::NETWORKING_ID, array_column( $body, 'id' ), 'the networking series is not a mentoring series' );
	}

	public function test_an_archived_series_is_listed_only_for_members_whose_relationships_use_it(): void {
		$series  = $this->add_series( 'Leadership circle' );
		$contact = $this->make_contact( self::$owner, array( 'firstName' => 'Ada' ) );
		$this->relate( $contact, $series );
		( new Series_Repository() )->set_status( $series, Series_Repository::ARCHIVED );

		$mine = $this->ok( $this->get( 'mentoring-series/' . self::$owner ) );
		$this->assertContains( $series, array_column( $mine, 'id' ) );
		$this->assertSame( 'archived', array_column( $mine, 'status', 'id' )[ $series ] );
		$this->act_as( self::$other );
		$this->assertNotContains( $series, array_column( $this->ok( $this->get( 'mentoring-series/' . self::$other ) ), 'id' ) );
		$this->assert_error( $this->get( 'mentoring-series/' . self::$owner ), 403, 'prism_forbidden' );
		$this->act_as( 0 );
		$this->assert_error( $this->get( 'mentoring-series/' . self::$owner ), 401, 'rest_not_logged_in' );
	}

	// --- create-mentorship and mentorships ---------------------------------------------------------------------

	public function test_owner_records_a_mentor_and_a_mentee_and_lists_only_their_own(): void {
		$series = $this->shipped();
		$ann    = $this->make_contact( self::$owner, array( 'firstName' => 'Ann', 'lastName' => 'Lee' ) );
		$bob    = $this->make_contact( self::$owner, array( 'company' => 'Acme <Labs>' ) );
		$theirs = $this->make_contact( self::$other, array( 'firstName' => 'Zed' ) );
		$this->relate( $ann, $series['id'], 'mentor' );
		$this->relate( $bob, $series['id'], 'mentee' );
		$this->act_as( self::$other );
		$this->ok( $this->send( 'POST', 'create-mentorship', array( 'wordpressId' => self::$other, 'contactId' => $theirs, 'seriesId' => $series['id'], 'role' => 'mentee' ) ) );
		$this->act_as( self::$owner );

		$list  = $this->ok( $this->get( 'mentorships/' . self::$owner ) );
		$total = count( Series_Schema::milestone_task_ids( $series ) );
		$this->assertCount( 2, $list );
		$this->assertSame( array( 'id', 'contactId', 'name', 'seriesId', 'role', 'done', 'total', 'createdAt' ), array_keys( $list[0] ) );
		$by_contact = array_column( $list, null, 'contactId' );
		$this->assert_has_values( array( 'name' => 'Ann Lee', 'seriesId' => $series['id'], 'role' => 'mentor', 'done' => 0, 'total' => $total ), $by_contact[ $ann ] );
		$this->assert_has_values( array( 'name' => 'Acme <Labs>', 'role' => 'mentee' ), $by_contact[ $bob ], 'a contact without a name is named by its company, exactly' );
		$this->assertNotContains( $theirs, array_column( $list, 'contactId' ) );
	}

	public function test_the_same_contact_may_mentor_in_one_series_and_be_mentored_in_another(): void {
		$all = ( new Series_Repository() )->mentoring( true );
		$ann = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$this->relate( $ann, $all[0]['id'], 'mentor' );
		$this->relate( $ann, $all[1]['id'], 'mentee' );
		$this->relate( $ann, $all[0]['id'], 'mentee' );
		$this->assertCount( 3, $this->ok( $this->get( 'mentorships/' . self::$owner ) ) );
	}

	public function test_refused_relationships_change_nothing(): void {
		$series   = $this->shipped();
		$archived = $this->add_series( 'Old series' );
		( new Series_Repository() )->set_status( $archived, Series_Repository::ARCHIVED );
		$mine   = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$theirs = $this->make_contact( self::$other, array( 'firstName' => 'Zed' ) );
		$this->relate( $mine, $series['id'] );
		$before = $this->snapshot();
		$base   = array( 'wordpressId' => self::$owner, 'contactId' => $mine, 'seriesId' => $series['id'], 'role' => 'mentee' );

		$this->assert_error( $this->send( 'POST', 'create-mentorship', array( 'contactId' => $theirs ) + $base ), 404, 'prism_not_found' );
		$this->assert_error( $this->send( 'POST', 'create-mentorship', array( 'contactId' => $theirs + 1000 ) + $base ), 404, 'prism_not_found' );
		$error = $this->assert_error( $this->send( 'POST', 'create-mentorship', array( 'seriesId' => $archived ) + $base ), 404, 'prism_not_found' );
		$this->assertSame( 'That mentoring series is no longer offered.', $error['message'] );
		$this->assert_error( $this->send( 'POST', 'create-mentorship', array( 'seriesId' => Series_Repository::NETWORKING_ID ) + $base ), 404, 'prism_not_found' );
		$this->assert_error( $this->send( 'POST', 'create-mentorship', array( 'seriesId' => 999999 ) + $base ), 404, 'prism_not_found' );
		$this->assert_error( $this->send( 'POST', 'create-mentorship', array( 'role' => 'mentor' ) + $base ), 409, 'prism_mentorship_exists' );
		$this->assert_error( $this->send( 'POST', 'create-mentorship', array( 'role' => 'boss' ) + $base ), 400, 'rest_invalid_param' );
		$this->assert_error( $this->send( 'POST', 'create-mentorship', array( 'contactId' => array( $mine ) ) + $base ), 400, 'rest_invalid_param' );
		$this->assert_error( $this->send( 'POST', 'create-mentorship', array( 'wordpressId' => self::$other ) + $base ), 403, 'prism_forbidden' );
		$this->act_as( 0 );
		$this->assert_error( $this->send( 'POST', 'create-mentorship', $base ), 401, 'rest_not_logged_in' );
		$this->assert_unchanged( $before );
	}

	public function test_a_member_keeps_at_most_the_limit(): void {
		global $wpdb;
		$series = $this->shipped();
		$ann    = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$rows   = array();
		$now    = gmdate( 'Y-m-d H:i:s' );
		for ( $i = 1; $i <= \Prism\Rest\Mentoring_Controller::MAX_PER_MEMBER; $i++ ) {
			// Fixture rows in series that do not exist: the limit counts relationships, whatever their series.
			$rows[] = $wpdb->prepare( '(%d, %d, %d, %s, %s, %s)', self::$owner, $ann, 100000 + $i, 'mentor', $now, $now );
		}
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery -- test fixture, values prepared above.
		$wpdb->query( 'INSERT INTO ' . \Prism\Schema\Schema::table( 'mentorships' ) . ' (owner_id, contact_id, series_id, role, created_at, updated_at) VALUES ' . implode( ',', $rows ) );
		$before = $this->snapshot();
		$error  = $this->assert_error( $this->send( 'POST', 'create-mentorship', array( 'wordpressId' => self::$owner, 'contactId' => $ann, 'seriesId' => $series['id'], 'role' => 'mentee' ) ), 409, 'prism_mentorship_limit' );
		$this->assertStringContainsString( '1000 mentoring relationships', (string) $error['message'] );
		$this->assert_unchanged( $before );
	}

	// --- toggle-mentoring-task ---------------------------------------------------------------------------------

	public function test_ticks_persist_per_relationship_and_count_towards_progress(): void {
		$series = $this->shipped();
		$tasks  = self::first_tasks( $series );
		$ann    = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$bob    = $this->make_contact( self::$owner, array( 'firstName' => 'Bob' ) );
		$one    = $this->relate( $ann, $series['id'] );
		$two    = $this->relate( $bob, $series['id'] );

		$detail = $this->ok( $this->send( 'POST', 'toggle-mentoring-task', array( 'mentorshipId' => $one, 'taskId' => $tasks[1], 'complete' => true ) ) );
		$this->assertSame( array( $tasks[1] ), array_column( $detail['completed'], 'taskId' ) );
		$this->assertSame( 1, $detail['done'] );
		$this->assertSame( $series['id'], $detail['series']['id'] );
		$again = $this->ok( $this->send( 'POST', 'toggle-mentoring-task', array( 'mentorshipId' => $one, 'taskId' => $tasks[1], 'complete' => true ) ) );
		$this->assertSame( $detail['completed'], $again['completed'], 'ticking twice keeps the first time' );
		$this->ok( $this->send( 'POST', 'toggle-mentoring-task', array( 'mentorshipId' => $one, 'taskId' => $tasks[2], 'complete' => true ) ) );

		$list = array_column( $this->ok( $this->get( 'mentorships/' . self::$owner ) ), 'done', 'id' );
		$this->assertSame( 2, $list[ $one ] );
		$this->assertSame( 0, $list[ $two ], 'another relationship in the same series is not ticked' );

		$untick = $this->ok( $this->send( 'POST', 'toggle-mentoring-task', array( 'mentorshipId' => $one, 'taskId' => $tasks[1], 'complete' => false ) ) );
		$this->assertSame( array( $tasks[2] ), array_column( $untick['completed'], 'taskId' ) );
	}

	public function test_refused_ticks_change_nothing(): void {
		$series = $this->shipped();
		$tasks  = self::first_tasks( $series );
		$ann    = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$mine   = $this->relate( $ann, $series['id'] );
		$this->act_as( self::$other );
		$zed    = $this->make_contact( self::$other, array( 'firstName' => 'Zed' ) );
		$list   = $this->ok( $this->send( 'POST', 'create-mentorship', array( 'wordpressId' => self::$other, 'contactId' => $zed, 'seriesId' => $series['id'], 'role' => 'mentor' ) ) );
		$theirs = $list[0]['id'];
		$this->act_as( self::$owner );
		$before = $this->snapshot();

		$this->assert_error( $this->send( 'POST', 'toggle-mentoring-task', array( 'mentorshipId' => $theirs, 'taskId' => $tasks[0], 'complete' => true ) ), 404, 'prism_not_found' );
		$this->assert_error( $this->send( 'POST', 'toggle-mentoring-task', array( 'mentorshipId' => $mine, 'taskId' => 999999, 'complete' => true ) ), 400, 'prism_invalid' );
		$this->assert_error( $this->send( 'POST', 'toggle-mentoring-task', array( 'mentorshipId' => $mine, 'taskId' => $tasks[0], 'complete' => 'maybe' ) ), 400, 'rest_invalid_param' );
		$this->assert_error( $this->send( 'POST', 'toggle-mentoring-task', array( 'mentorshipId' => $mine, 'taskId' => $tasks[0] ) ), 400, 'rest_missing_callback_param' );
		$this->assert_error( $this->send( 'POST', 'toggle-mentoring-task', array( 'wordpressId' => self::$other, 'mentorshipId' => $mine, 'taskId' => $tasks[0], 'complete' => true ) ), 403, 'prism_forbidden' );
		$this->act_as( 0 );
		$this->assert_error( $this->send( 'POST', 'toggle-mentoring-task', array( 'mentorshipId' => $mine, 'taskId' => $tasks[0], 'complete' => true ) ), 401, 'rest_not_logged_in' );
		$this->assert_unchanged( $before );
	}

	// --- notes -------------------------------------------------------------------------------------------------

	public function test_task_notes_are_added_edited_and_deleted_exactly_as_typed(): void {
		$series = $this->shipped();
		$tasks  = self::first_tasks( $series );
		$ann    = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$id     = $this->relate( $ann, $series['id'] );
		$typed  = "Budget <100k and >50k\n  see https://example.com/a%20b & \"quotes\" ☕";

		$detail = $this->ok( $this->send( 'POST', 'create-mentoring-note', array( 'mentorshipId' => $id, 'taskId' => $tasks[0], 'note' => $typed ) ) );
		$this->assertCount( 1, $detail['notes'] );
		$this->assert_has_values( array( 'taskId' => $tasks[0], 'note' => $typed ), $detail['notes'][0] );
		$this->assertSame( 1, $this->count_rows( 'mentoring_notes', array( 'owner_id' => self::$owner, 'note' => $typed ) ), 'stored as typed' );
		$note = $detail['notes'][0]['id'];

		$edited = $this->ok( $this->send( 'POST', 'update-mentoring-note', array( 'mentorshipId' => $id, 'id' => $note, 'note' => '<b>not bold</b>' ) ) );
		$this->assertSame( '<b>not bold</b>', $edited['notes'][0]['note'] );

		$read = $this->ok( $this->get( 'contact-mentoring/' . $ann ) );
		$this->assertSame( array( $id ), array_column( $read, 'id' ) );
		$this->assertSame( '<b>not bold</b>', $read[0]['notes'][0]['note'] );

		$gone = $this->ok( $this->send( 'DELETE', 'delete-mentoring-note', array( 'mentorshipId' => $id, 'id' => $note ) ) );
		$this->assertSame( array(), $gone['notes'] );
	}

	public function test_refused_notes_change_nothing(): void {
		$series = $this->shipped();
		$tasks  = self::first_tasks( $series );
		$ann    = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$bob    = $this->make_contact( self::$owner, array( 'firstName' => 'Bob' ) );
		$one    = $this->relate( $ann, $series['id'] );
		$two    = $this->relate( $bob, $series['id'] );
		$note   = $this->ok( $this->send( 'POST', 'create-mentoring-note', array( 'mentorshipId' => $one, 'taskId' => $tasks[0], 'note' => 'Mine' ) ) )['notes'][0]['id'];
		$this->act_as( self::$other );
		$zed    = $this->make_contact( self::$other, array( 'firstName' => 'Zed' ) );
		$theirs = $this->ok( $this->send( 'POST', 'create-mentorship', array( 'wordpressId' => self::$other, 'contactId' => $zed, 'seriesId' => $series['id'], 'role' => 'mentor' ) ) )[0]['id'];
		$their_note = $this->ok( $this->send( 'POST', 'create-mentoring-note', array( 'mentorshipId' => $theirs, 'taskId' => $tasks[0], 'note' => 'Theirs' ) ) )['notes'][0]['id'];
		$this->act_as( self::$owner );
		$before = $this->snapshot();

		$this->assert_error( $this->send( 'POST', 'create-mentoring-note', array( 'mentorshipId' => $one, 'taskId' => $tasks[0], 'note' => " \n\t " ) ), 400, 'rest_invalid_param' );
		$this->assert_error( $this->send( 'POST', 'create-mentoring-note', array( 'mentorshipId' => $one, 'taskId' => $tasks[0], 'note' => str_repeat( 'x', Notes::MAX_NOTE + 1 ) ) ), 400, 'rest_invalid_param' );
		$this->assert_error( $this->send( 'POST', 'create-mentoring-note', array( 'mentorshipId' => $one, 'taskId' => 999999, 'note' => 'x' ) ), 400, 'prism_invalid' );
		$this->assert_error( $this->send( 'POST', 'create-mentoring-note', array( 'mentorshipId' => $theirs, 'taskId' => $tasks[0], 'note' => 'x' ) ), 404, 'prism_not_found' );
		$this->assert_error( $this->send( 'POST', 'update-mentoring-note', array( 'mentorshipId' => $theirs, 'id' => $their_note, 'note' => 'Hijacked' ) ), 404, 'prism_not_found' );
		$this->assert_error( $this->send( 'POST', 'update-mentoring-note', array( 'mentorshipId' => $one, 'id' => $their_note, 'note' => 'Hijacked' ) ), 404, 'prism_not_found' );
		$this->assert_error( $this->send( 'POST', 'update-mentoring-note', array( 'mentorshipId' => $two, 'id' => $note, 'note' => 'Wrong relationship' ) ), 404, 'prism_not_found' );
		$this->assert_error( $this->send( 'DELETE', 'delete-mentoring-note', array( 'mentorshipId' => $one, 'id' => $their_note ) ), 404, 'prism_not_found' );
		$this->assert_error( $this->send( 'DELETE', 'delete-mentoring-note', array( 'mentorshipId' => $theirs, 'id' => $their_note ) ), 404, 'prism_not_found' );
		$this->act_as( 0 );
		$this->assert_error( $this->send( 'POST', 'update-mentoring-note', array( 'mentorshipId' => $one, 'id' => $note, 'note' => 'Anonymous' ) ), 401, 'rest_not_logged_in' );
		$this->assert_unchanged( $before );
	}

	// --- contact-mentoring and delete-mentorship ---------------------------------------------------------------

	public function test_contact_mentoring_is_the_owners_only(): void {
		$theirs = $this->make_contact( self::$other, array( 'firstName' => 'Zed' ) );
		$this->assert_error( $this->get( 'contact-mentoring/' . $theirs ), 404, 'prism_not_found' );
		$this->assertSame( array(), $this->ok( $this->get( 'contact-mentoring/' . $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) ) ) ) );
		$this->act_as( 0 );
		$this->assert_error( $this->get( 'contact-mentoring/' . $theirs ), 401, 'rest_not_logged_in' );
	}

	public function test_ending_a_relationship_removes_its_ticks_and_notes_only(): void {
		$series = $this->shipped();
		$tasks  = self::first_tasks( $series );
		$ann    = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$gone   = $this->relate( $ann, $series['id'], 'mentor' );
		$kept   = $this->relate( $ann, $series['id'], 'mentee' );
		foreach ( array( $gone, $kept ) as $id ) {
			$this->ok( $this->send( 'POST', 'toggle-mentoring-task', array( 'mentorshipId' => $id, 'taskId' => $tasks[0], 'complete' => true ) ) );
			$this->ok( $this->send( 'POST', 'create-mentoring-note', array( 'mentorshipId' => $id, 'taskId' => $tasks[0], 'note' => "Note {$id}" ) ) );
		}
		$before = $this->snapshot();
		$this->assert_error( $this->send( 'DELETE', 'delete-mentorship', array( 'wordpressId' => self::$other, 'mentorshipId' => $gone ) ), 403, 'prism_forbidden' );
		$this->act_as( self::$other );
		$this->assert_error( $this->send( 'DELETE', 'delete-mentorship', array( 'wordpressId' => self::$other, 'mentorshipId' => $gone ) ), 404, 'prism_not_found' );
		$this->act_as( self::$owner );
		$this->assert_unchanged( $before );

		$list = $this->ok( $this->send( 'DELETE', 'delete-mentorship', array( 'wordpressId' => self::$owner, 'mentorshipId' => $gone ) ) );
		$this->assertSame( array( $kept ), array_column( $list, 'id' ) );
		$this->assertSame( 0, $this->count_rows( 'mentoring_tasks', array( 'mentorship_id' => $gone ) ) );
		$this->assertSame( 0, $this->count_rows( 'mentoring_notes', array( 'mentorship_id' => $gone ) ) );
		$this->assertSame( 1, $this->count_rows( 'mentoring_notes', array( 'mentorship_id' => $kept ) ) );
	}

	// --- contacts merged and deleted ---------------------------------------------------------------------------

	public function test_merging_two_contacts_unites_their_relationships_and_keeps_every_note(): void {
		$all    = ( new Series_Repository() )->mentoring( true );
		$tasks  = self::first_tasks( $all[0] );
		$ann    = $this->make_contact( self::$owner, array( 'firstName' => 'Ann', 'emailOne' => 'ann@example.com' ) );
		$annie  = $this->make_contact( self::$owner, array( 'firstName' => 'Annie', 'emailOne' => 'ann@example.com' ) );
		$same_a = $this->relate( $ann, $all[0]['id'], 'mentor' );
		$same_b = $this->relate( $annie, $all[0]['id'], 'mentor' );
		$moved  = $this->relate( $annie, $all[1]['id'], 'mentee' );
		$this->ok( $this->send( 'POST', 'toggle-mentoring-task', array( 'mentorshipId' => $same_a, 'taskId' => $tasks[0], 'complete' => true ) ) );
		$this->ok( $this->send( 'POST', 'toggle-mentoring-task', array( 'mentorshipId' => $same_b, 'taskId' => $tasks[0], 'complete' => true ) ) );
		$this->ok( $this->send( 'POST', 'toggle-mentoring-task', array( 'mentorshipId' => $same_b, 'taskId' => $tasks[1], 'complete' => true ) ) );
		$this->ok( $this->send( 'POST', 'create-mentoring-note', array( 'mentorshipId' => $same_a, 'taskId' => $tasks[0], 'note' => 'From Ann' ) ) );
		$this->ok( $this->send( 'POST', 'create-mentoring-note', array( 'mentorshipId' => $same_b, 'taskId' => $tasks[1], 'note' => 'From Annie' ) ) );
		$this->ok( $this->send( 'POST', 'create-mentoring-note', array( 'mentorshipId' => $moved, 'taskId' => self::first_tasks( $all[1] )[0], 'note' => 'Other series' ) ) );

		$this->ok( $this->send( 'POST', 'collide-and-merge', array( 'idList' => array( $ann, $annie ), 'wordpressId' => self::$owner ) ) );

		$detail = array_column( $this->ok( $this->get( 'contact-mentoring/' . $ann ) ), null, 'id' );
		$this->assertEqualsCanonicalizing( array( $same_a, $moved ), array_keys( $detail ), 'two relationships: the united one and the moved one' );
		$this->assertSame( array( $tasks[0], $tasks[1] ), array_column( $detail[ $same_a ]['completed'], 'taskId' ) );
		$this->assertEqualsCanonicalizing( array( 'From Ann', 'From Annie' ), array_column( $detail[ $same_a ]['notes'], 'note' ) );
		$this->assertSame( array( 'Other series' ), array_column( $detail[ $moved ]['notes'], 'note' ) );
		$this->assertSame( 0, $this->count_rows( 'mentorships', array( 'contact_id' => $annie ) ) );
		$this->assertSame( 0, $this->count_rows( 'mentoring_tasks', array( 'contact_id' => $annie ) ) );
		$this->assertSame( 0, $this->count_rows( 'mentoring_notes', array( 'contact_id' => $annie ) ) );
	}

	public function test_deleting_a_contact_ends_its_relationships(): void {
		$series = $this->shipped();
		$ann    = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$bob    = $this->make_contact( self::$owner, array( 'firstName' => 'Bob' ) );
		$gone   = $this->relate( $ann, $series['id'] );
		$kept   = $this->relate( $bob, $series['id'] );
		$this->ok( $this->send( 'POST', 'create-mentoring-note', array( 'mentorshipId' => $gone, 'taskId' => self::first_tasks( $series )[0], 'note' => 'x' ) ) );
		$this->ok( $this->send( 'DELETE', 'delete-contact', array( 'idList' => array( $ann ), 'wordpressId' => self::$owner ) ) );
		$this->assertSame( array( $kept ), array_column( $this->ok( $this->get( 'mentorships/' . self::$owner ) ), 'id' ) );
		$this->assertSame( 0, $this->count_rows( 'mentoring_notes', array( 'owner_id' => self::$owner ) ) );
	}

	// --- the series edited by an admin -------------------------------------------------------------------------

	public function test_an_edited_series_keeps_ticks_of_renamed_tasks_and_notes_of_removed_ones(): void {
		$id     = $this->add_series( 'Editable' );
		$repo   = new Series_Repository();
		$series = $repo->find( $id );
		$tasks  = self::first_tasks( $series );
		$ann    = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$rel    = $this->relate( $ann, $id );
		$this->ok( $this->send( 'POST', 'toggle-mentoring-task', array( 'mentorshipId' => $rel, 'taskId' => $tasks[0], 'complete' => true ) ) );
		$this->ok( $this->send( 'POST', 'toggle-mentoring-task', array( 'mentorshipId' => $rel, 'taskId' => $tasks[3], 'complete' => true ) ) );
		$this->ok( $this->send( 'POST', 'create-mentoring-note', array( 'mentorshipId' => $rel, 'taskId' => $tasks[3], 'note' => 'On the last task' ) ) );

		$edited                                     = $series;
		$edited['milestones'][0]['tasks'][0]['name'] = 'Renamed first task';
		$edited['milestones'][0]['tasks'][3]        = array( 'name' => 'A new fourth task', 'description' => '' );
		$repo->save( $id, $edited, 1 );

		$detail = $this->ok( $this->get( 'contact-mentoring/' . $ann ) )[0];
		$this->assertSame( 'Renamed first task', $detail['series']['milestones'][0]['tasks'][0]['name'] );
		$this->assertSame( $tasks[0], $detail['series']['milestones'][0]['tasks'][0]['id'], 'a renamed task keeps its id' );
		$this->assertNotContains( $tasks[3], Series_Schema::milestone_task_ids( $repo->find( $id ) ), 'a replaced task gets a new id' );
		$this->assertSame( 1, $detail['done'], 'the tick of the removed task no longer counts' );
		$this->assertSame( 4, $detail['total'] );
		$this->assertSame( array( 'On the last task' ), array_column( $detail['notes'], 'note' ), 'the note on the removed task is kept' );
		$this->assertSame( $tasks[3], $detail['notes'][0]['taskId'] );
		$this->assertFalse( $repo->delete_unused( $id ), 'a series in use is not deleted' );
	}

	// --- failures and HTTP -------------------------------------------------------------------------------------

	public function test_a_failing_write_is_a_500_and_changes_nothing(): void {
		$series = $this->shipped();
		$ann    = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$id     = $this->relate( $ann, $series['id'] );
		$this->ok( $this->send( 'POST', 'create-mentoring-note', array( 'mentorshipId' => $id, 'taskId' => self::first_tasks( $series )[0], 'note' => 'x' ) ) );
		$before = $this->snapshot();
		$delete = $this->with_failing_sql( 'DELETE FROM', 'mentorships', fn() => $this->send( 'DELETE', 'delete-mentorship', array( 'wordpressId' => self::$owner, 'mentorshipId' => $id ) ) );
		$this->assert_error( $delete, 500, 'prism_failed' );
		$this->assert_unchanged( $before, 'the ticks and notes are deleted in the same transaction' );
	}

	public function test_over_http_the_nonce_is_needed(): void {
		$series = $this->shipped();
		$ann    = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$client = new Http_Client();
		$this->assertTrue( $client->login( Members::login( self::$owner ), Members::PASSWORD ), 'login through wp-login.php failed' );
		$created = $client->rest( 'POST', 'create-mentorship', array( 'wordpressId' => self::$owner, 'contactId' => $ann, 'seriesId' => $series['id'], 'role' => 'mentor' ), $client->rest_nonce() );
		$this->assertSame( 200, $created['status'], $created['body'] );
		$id = $created['json'][0]['id'];

		$before = $this->snapshot();
		foreach ( array( $client, new Http_Client() ) as $without_nonce ) {
			$this->assertSame( 401, $without_nonce->rest( 'GET', 'mentorships/' . self::$owner )['status'] );
			$this->assertSame( 401, $without_nonce->rest( 'POST', 'toggle-mentoring-task', array( 'mentorshipId' => $id, 'taskId' => self::first_tasks( $series )[0], 'complete' => true ) )['status'] );
			$this->assertSame( 401, $without_nonce->rest( 'DELETE', 'delete-mentorship', array( 'wordpressId' => self::$owner, 'mentorshipId' => $id ) )['status'] );
		}
		$this->assert_unchanged( $before );
	}
}

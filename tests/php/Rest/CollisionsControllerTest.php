<?php
/**
 * The duplicate-suggestion routes: pending pairs with both contacts in full, the lossless merge through a
 * suggestion, dismissing, the merge history, the rescan job; owner checks and stale suggestions.
 *
 * @package Prism
 */

namespace Prism\Tests\Rest;

use Prism\Data\Event_Repository;
use Prism\Data\Followup_Repository;
use Prism\Data\Merge_Repository;
use Prism\Data\Note_Repository;
use Prism\Data\Process_Repository;
use Prism\Jobs\Duplicate_Scan_Job;
use Prism\Schema\Schema;
use Prism\Service\Contact_Service;
use Prism\Tests\Support\Http_Client;
use Prism\Tests\Support\Members;
use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';
require_once dirname( __DIR__ ) . '/Support/Http_Client.php';

/**
 * Collisions_Controller.
 */
final class CollisionsControllerTest extends Prism_Test_Case {

	/**
	 * A stored suggestion for a pair (the finder may have stored it already when the contacts were added: then that
	 * one, with the reasons and score given here).
	 *
	 * @param int    $owner  Member.
	 * @param int    $a      Contact.
	 * @param int    $b      Contact.
	 * @param string $reason Reason codes.
	 * @param int    $score  Score.
	 * @param string $state  State.
	 */
	private function collide( int $owner, int $a, int $b, string $reason = 'email', int $score = 90, string $state = 'pending' ): int {
		global $wpdb;
		$table = Schema::table( 'collisions' );
		$first = min( $a, $b );
		$other = max( $a, $b );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- test helper; table name from Schema.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE owner_id = %d AND first_id = %d AND second_id = %d", $owner, $first, $other ) );
		$wpdb->insert(
			$table,
			array(
				'owner_id'   => $owner,
				'first_id'   => $first,
				'second_id'  => $other,
				'state'      => $state,
				'reason'     => $reason,
				'score'      => $score,
				'created_at' => gmdate( 'Y-m-d H:i:s' ),
			)
		);
		// phpcs:enable
		return (int) $wpdb->insert_id;
	}

	/**
	 * The state of a suggestion, or null when it is gone.
	 *
	 * @param int $id Suggestion.
	 */
	private function state_of( int $id ): ?string {
		global $wpdb;
		$table = Schema::table( 'collisions' );
		$state = $wpdb->get_var( $wpdb->prepare( "SELECT state FROM {$table} WHERE id = %d", $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- test helper.
		return null === $state ? null : (string) $state;
	}

	/**
	 * Contacts that no rule pairs with each other (different names, no shared detail).
	 *
	 * @param int $owner Member.
	 * @param int $count How many.
	 * @return int[]
	 */
	private function strangers( int $owner, int $count ): array {
		$names = array( array( 'Quentin', 'Abernathy' ), array( 'Wilhelmina', 'Zhou' ), array( 'Bartholomew', 'Okafor' ), array( 'Genevieve', 'Lindqvist' ), array( 'Thaddeus', 'Moreau' ) );
		$ids   = array();
		for ( $i = 0; $i < $count; $i++ ) {
			$ids[] = $this->make_contact( $owner, array( 'firstName' => $names[ $i ][0], 'lastName' => $names[ $i ][1], 'emailOne' => strtolower( $names[ $i ][0] ) . '@' . strtolower( $names[ $i ][1] ) . '.test' ) );
		}
		return $ids;
	}

	public function test_owner_gets_pending_pairs_best_first_with_full_contacts_and_reasons(): void {
		list( $a, $b, $c, $d ) = $this->strangers( self::$owner, 4 );
		$low    = $this->collide( self::$owner, $d, $c, 'name_company', 60 );
		$high   = $this->collide( self::$owner, $a, $b, 'email,phone', 95 );
		$gone   = $this->collide( self::$owner, $a, $c, 'email', 99, 'dismissed' );
		$theirs = $this->strangers( self::$other, 2 );
		$this->collide( self::$other, $theirs[0], $theirs[1] );

		$pairs = $this->ok( $this->get( 'collisions/' . self::$owner ) );
		$this->assertSame(
			array(
				array( 'id' => $high, 'firstId' => $a, 'secondId' => $b ),
				array( 'id' => $low, 'firstId' => $c, 'secondId' => $d ),
			),
			$pairs,
			'pending pairs only, best first, first the older contact'
		);
		$this->assertNotContains( $gone, array_column( $pairs, 'id' ) );

		$response = $this->get( 'collisions-with-contacts/' . self::$owner );
		$full     = $this->ok( $response );
		$this->assertCount( 2, $full );
		$this->assertSame( $high, $full[0]['id'] );
		$this->assertSame( $this->contact( self::$owner, $a ), $full[0]['primary'], 'the contact object of the contact routes' );
		$this->assertSame( $this->contact( self::$owner, $b ), $full[0]['secondary'] );
		$this->assertSame( array( 'email', 'phone' ), $full[0]['reasons'] );
		$this->assertSame( 95, $full[0]['score'] );
		$this->assertSame( array( 'name_company' ), $full[1]['reasons'] );
		$this->assertSame( $this->contact( self::$owner, $c ), $full[1]['primary'] );
		$this->assertSame( '2', (string) $response->get_headers()['X-WP-Total'] );
		$this->assertSame( '1', (string) $response->get_headers()['X-WP-TotalPages'] );
	}

	public function test_pages_of_suggestions_carry_the_paging_headers(): void {
		list( $a, $b, $c, $d, $e ) = $this->strangers( self::$owner, 5 );
		$ids                       = array(
			$this->collide( self::$owner, $a, $b, 'email', 90 ),
			$this->collide( self::$owner, $a, $c, 'email', 80 ),
			$this->collide( self::$owner, $a, $d, 'email', 70 ),
			$this->collide( self::$owner, $a, $e, 'email', 60 ),
			$this->collide( self::$owner, $b, $c, 'email', 50 ),
		);
		$response = $this->get( 'collisions-with-contacts/' . self::$owner, array( 'page' => 2, 'per_page' => 2 ) );
		$this->assertSame( array( $ids[2], $ids[3] ), array_column( $this->ok( $response ), 'id' ) );
		$this->assertSame( '5', (string) $response->get_headers()['X-WP-Total'] );
		$this->assertSame( '3', (string) $response->get_headers()['X-WP-TotalPages'] );
		$this->assertSame( array( $ids[4] ), array_column( $this->ok( $this->get( 'collisions-with-contacts/' . self::$owner, array( 'page' => 3, 'per_page' => 2 ) ) ), 'id' ) );
		$this->assertSame( array(), $this->ok( $this->get( 'collisions-with-contacts/' . self::$owner, array( 'page' => 4, 'per_page' => 2 ) ) ) );
		$this->assertCount( 5, $this->ok( $this->get( 'collisions-with-contacts/' . self::$owner ) ), 'default page size 20' );
		$this->assert_error( $this->get( 'collisions-with-contacts/' . self::$owner, array( 'per_page' => 101 ) ), 400, 'rest_invalid_param' );
		$this->assert_error( $this->get( 'collisions-with-contacts/' . self::$owner, array( 'page' => 0 ) ), 400, 'rest_invalid_param' );
	}

	/**
	 * The merge page's list (issue 26) walks the pages of this route: whatever page is asked, only the member's own
	 * pairs, counted without anyone else's, in one order from page to page, each once.
	 */
	public function test_walking_every_page_shows_each_of_the_members_pairs_once_and_no_one_elses(): void {
		list( $a, $b, $c ) = $this->strangers( self::$owner, 3 );
		$mine              = array(
			$this->collide( self::$owner, $a, $b, 'name_rare', 60 ),
			$this->collide( self::$owner, $a, $c, 'email', 95 ),
			$this->collide( self::$owner, $b, $c, 'phone', 90 ),
		);
		$theirs            = $this->strangers( self::$other, 4 );
		$this->collide( self::$other, $theirs[0], $theirs[1], 'email', 99 );
		$this->collide( self::$other, $theirs[2], $theirs[3], 'email', 99 );
		$this->collide( self::$other, $theirs[0], $theirs[3], 'email', 61 );

		$seen = array();
		for ( $page = 1; $page <= 5; $page++ ) {
			$response = $this->get( 'collisions-with-contacts/' . self::$owner, array( 'page' => $page, 'per_page' => 1 ) );
			$this->assertSame( '3', (string) $response->get_headers()['X-WP-Total'], "page {$page}: only the member's pairs are counted" );
			foreach ( $this->ok( $response ) as $pair ) {
				$seen[] = $pair['id'];
				$this->assertContains( $pair['primary']['id'], array( $a, $b, $c ) );
				$this->assertContains( $pair['secondary']['id'], array( $a, $b, $c ) );
			}
		}
		$this->assertSame( array( $mine[1], $mine[2], $mine[0] ), $seen, 'best first, each once, the rare same name last' );
	}

	/**
	 * Merging through a suggestion keeps every row of both contacts on the survivor, like collide-and-merge.
	 */
	public function test_merge_through_a_suggestion_keeps_every_child_row(): void {
		$ann   = $this->make_contact( self::$owner, array( 'firstName' => 'Ann', 'lastName' => 'Archer', 'emailOne' => 'ann@acme.test', 'company' => 'Acme' ), 'LinkedIn' );
		$annie = $this->make_contact( self::$owner, array( 'firstName' => 'Annie', 'lastName' => 'Archer', 'emailOne' => 'ANN@acme.test', 'phoneOne' => '555 010 0001', 'title' => 'CTO' ), 'Google' );
		$cora  = $this->strangers( self::$owner, 1 )[0];
		$work  = $this->make_category( self::$owner, 'Work', array( $ann ) );
		$vip   = $this->make_category( self::$owner, 'VIP', array( $annie ) );
		$this->make_note( self::$owner, $ann, 'Note on Ann.' );
		$this->make_note( self::$owner, $annie, 'Note on Annie.' );
		$this->make_note( self::$owner, $annie, 'Stage note on Annie.', 3 );
		( new Event_Repository() )->create( self::$owner, $annie, array( 'title' => 'Birthday', 'type' => 'Birthday', 'desc' => '', 'date' => '2026-05-01' ) );
		( new Event_Repository() )->create( self::$owner, $ann, array( 'title' => 'Met', 'type' => 'Other', 'desc' => '', 'date' => '2026-02-01' ) );
		( new Followup_Repository() )->create( self::$owner, $annie, array( 'title' => 'Call Annie', 'desc' => '', 'date' => '2026-12-01' ) );
		$this->place( self::$owner, $annie, 3, true );
		$annie_process = ( new Process_Repository() )->find( self::$owner, $annie );
		$pair          = $this->collide( self::$owner, $ann, $annie, 'email', 95 );
		$other_pair    = $this->collide( self::$owner, $annie, $cora, 'name_sparse', 40 );
		$theirs        = $this->snapshot( array( self::$other ) );

		$merged = $this->ok( $this->send( 'POST', 'merge', array( 'collisionId' => $pair ) ) );

		$this->assertSame( $this->contact( self::$owner, $ann ), $merged, 'answers the merged contact in full' );
		$this->assertNull( $this->contact( self::$owner, $annie ) );
		$this->assertSame( 'CTO', $merged['title'] );
		$this->assertSame( '555 010 0001', $merged['phoneOne'] );
		$this->assertSame( 'Google,LinkedIn', $merged['importSource'] );
		$this->assertSame( array( $vip, $work ), $merged['categoryIds'] );
		$this->assertSame( 3, $merged['networkingStage'] );
		$this->assertSame( $annie_process['object'], ( new Process_Repository() )->find( self::$owner, $ann )['object'] );
		$notes = array_column( ( new Note_Repository() )->for_contact( self::$owner, $ann ), 'note' );
		$this->assertContains( 'Note on Ann.', $notes );
		$this->assertContains( 'Note on Annie.', $notes );
		$this->assertContains( 'Stage note on Annie.', $notes );
		$this->assertSame( 1, $this->count_rows( 'notes', array( 'contact_id' => $ann, 'stage_id' => 3 ) ), 'the stage note keeps its stage' );
		$this->assertSame( 2, $this->count_rows( 'events', array( 'contact_id' => $ann ) ) );
		$this->assertSame( 1, $this->count_rows( 'followups', array( 'contact_id' => $ann ) ) );
		foreach ( array( 'notes', 'events', 'followups', 'contact_categories', 'processes' ) as $table ) {
			$this->assertSame( 0, $this->count_rows( $table, array( 'contact_id' => $annie ) ), "no {$table} left on the removed contact" );
		}
		$this->assertSame( 'merged', $this->state_of( $pair ) );
		$this->assertNull( $this->state_of( $other_pair ), 'another pending pair of the removed contact goes away' );
		$record = ( new Merge_Repository() )->all( self::$owner );
		$this->assertCount( 1, $record );
		$this->assertSame( $pair, $record[0]['collision_id'] );
		$this->assertSame( array(), $this->ok( $this->get( 'collisions/' . self::$owner ) ) );
		$this->assertSame( $theirs, $this->snapshot( array( self::$other ) ) );

		$history = $this->ok( $this->get( 'merged-contacts/' . self::$owner ) );
		$this->assertCount( 1, $history );
		$this->assert_has_values( array( 'id' => $record[0]['id'], 'survivorId' => $ann, 'survivorName' => 'Ann Archer', 'removedName' => 'Annie Archer' ), $history[0] );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/', (string) $history[0]['mergedAt'] );
	}

	public function test_the_member_may_keep_the_newer_contact_but_not_a_stranger(): void {
		list( $a, $b, $c ) = $this->strangers( self::$owner, 3 );
		$pair              = $this->collide( self::$owner, $a, $b );
		$before            = $this->snapshot();

		$this->assert_error( $this->send( 'POST', 'merge', array( 'collisionId' => $pair, 'survivorId' => $c ) ), 400, 'prism_invalid' );
		$this->assert_unchanged( $before, 'a survivor outside the pair' );

		$merged = $this->ok( $this->send( 'POST', 'merge', array( 'collisionId' => $pair, 'survivorId' => $b ) ) );
		$this->assertSame( $b, $merged['id'] );
		$this->assertNull( $this->contact( self::$owner, $a ) );
		$this->assertNotNull( $this->contact( self::$owner, $b ) );
		$this->assertSame( 'merged', $this->state_of( $pair ) );
	}

	public function test_dismissing_answers_the_pending_list_and_the_pair_stays_dismissed(): void {
		list( $a, $b, $c ) = $this->strangers( self::$owner, 3 );
		$one               = $this->collide( self::$owner, $a, $b, 'email', 90 );
		$two               = $this->collide( self::$owner, $b, $c, 'phone', 80 );

		$pending = $this->ok( $this->send( 'POST', 'dismiss-collision', array( 'collisionId' => $one ) ) );
		$this->assertSame( array( array( 'id' => $two, 'firstId' => $b, 'secondId' => $c ) ), $pending );
		$this->assertSame( 'dismissed', $this->state_of( $one ) );
		$this->assertNotNull( $this->contact( self::$owner, $a ) );
		$this->assertNotNull( $this->contact( self::$owner, $b ) );
	}

	public function test_the_survivor_of_a_merge_is_checked_again(): void {
		// Robert and Bob Okonkwo at Acme are a pair; Bob and another Robert Okonkwo at Globex share an email. After Bob goes into
		// Robert, the first Robert has that email: the two Roberts are suggested, though nobody edited them.
		$service = new \Prism\Service\Contact_Service();
		$robert  = $service->create( self::$owner, array( 'firstName' => 'Robert', 'lastName' => 'Okonkwo', 'company' => 'Acme', 'emailOne' => 'robert@gmail.com' ) );
		$bob     = $service->create( self::$owner, array( 'firstName' => 'Bob', 'lastName' => 'Okonkwo', 'company' => 'Acme Inc.', 'emailOne' => 'bob.okonkwo@yahoo.com' ) );
		$initial = $service->create( self::$owner, array( 'firstName' => 'Robert', 'lastName' => 'Okonkwo', 'company' => 'Globex', 'emailOne' => 'Bob.Okonkwo@yahoo.com' ) );
		$pairs   = array_column( $this->send( 'GET', 'collisions/' . self::$owner, array() )->get_data(), 'id', 'secondId' );
		$this->assertArrayHasKey( $bob, $pairs, 'Robert and Bob' );
		$this->assertArrayHasKey( $initial, $pairs, 'Bob and the other Robert, by the email' );
		$response = $this->send( 'POST', 'merge', array( 'collisionId' => $pairs[ $bob ], 'survivorId' => $robert ) );
		$this->assertSame( 200, $response->get_status() );
		$after = array_map( static fn( array $pair ): string => $pair['firstId'] . '-' . $pair['secondId'], $this->send( 'GET', 'collisions/' . self::$owner, array() )->get_data() );
		$this->assertSame( array( $robert . '-' . $initial ), $after );
	}

	/**
	 * A suggestion already merged or dismissed, or whose contact is gone: 409 and nothing changes.
	 */
	public function test_a_stale_suggestion_answers_409_and_changes_nothing(): void {
		global $wpdb;
		list( $a, $b, $c, $d ) = $this->strangers( self::$owner, 4 );
		$merged                = $this->collide( self::$owner, $a, $b, 'email', 90, 'merged' );
		$dismissed             = $this->collide( self::$owner, $a, $c, 'email', 90, 'dismissed' );
		$orphan                = $this->collide( self::$owner, $c, $d, 'email', 90 );
		// A contact removed behind the routes' back (the suggestion row is left).
		$wpdb->delete( Schema::table( 'contacts' ), array( 'id' => $d ) );
		$before = $this->snapshot();

		foreach ( array( $merged, $dismissed ) as $id ) {
			$error = $this->assert_error( $this->send( 'POST', 'merge', array( 'collisionId' => $id ) ), 409, 'prism_collision_stale' );
			$this->assertNotSame( '', $error['message'] );
			$this->assert_unchanged( $before, "merge of stale suggestion {$id}" );
			$this->assert_error( $this->send( 'POST', 'dismiss-collision', array( 'collisionId' => $id ) ), 409, 'prism_collision_stale' );
			$this->assert_unchanged( $before, "dismissal of stale suggestion {$id}" );
		}
		// A pair whose contact is gone is neither listed nor counted; merging (or dismissing) it answers 409 and
		// drops that dead row, and nothing else changes.
		$listed = $this->send( 'GET', 'collisions/' . self::$owner, array() );
		$this->assertSame( array(), array_values( array_filter( $listed->get_data(), static fn( array $pair ): bool => $pair['id'] === $orphan ) ) );
		$this->assert_error( $this->send( 'POST', 'merge', array( 'collisionId' => $orphan ) ), 409, 'prism_collision_stale' );
		$after = $this->snapshot();
		$table = Schema::table( 'collisions' );
		$left  = array_map( static fn( array $row ): int => (int) $row['id'], $after[ $table ] );
		sort( $left );
		$this->assertSame( array( min( $merged, $dismissed ), max( $merged, $dismissed ) ), $left, 'only the dead pair went' );
		unset( $before[ $table ], $after[ $table ] );
		$this->assertSame( $before, $after, 'nothing else changed' );
		$this->assert_error( $this->send( 'POST', 'dismiss-collision', array( 'collisionId' => $orphan ) ), 404, 'prism_not_found' );
		$this->assertSame( array(), ( new Merge_Repository() )->all( self::$owner ) );
	}

	public function test_a_merge_repeated_answers_409_the_second_time(): void {
		list( $a, $b ) = $this->strangers( self::$owner, 2 );
		$pair          = $this->collide( self::$owner, $a, $b );
		$this->ok( $this->send( 'POST', 'merge', array( 'collisionId' => $pair ) ) );
		$before = $this->snapshot();
		$this->assert_error( $this->send( 'POST', 'merge', array( 'collisionId' => $pair ) ), 409, 'prism_collision_stale' );
		$this->assert_unchanged( $before );
		$this->assertCount( 1, ( new Merge_Repository() )->all( self::$owner ) );
	}

	public function test_another_members_suggestions_unknown_ids_and_visitors_are_refused(): void {
		list( $a, $b ) = $this->strangers( self::$owner, 2 );
		$mine          = $this->collide( self::$owner, $a, $b );
		$theirs_ids    = $this->strangers( self::$other, 2 );
		$theirs        = $this->collide( self::$other, $theirs_ids[0], $theirs_ids[1] );
		$before        = $this->snapshot();

		$foreign = $this->assert_error( $this->send( 'POST', 'merge', array( 'collisionId' => $theirs ) ), 404, 'prism_not_found' );
		$this->assert_unchanged( $before, 'merge of another member\'s suggestion' );
		$this->assert_error( $this->send( 'POST', 'dismiss-collision', array( 'collisionId' => $theirs ) ), 404, 'prism_not_found' );
		$this->assert_unchanged( $before, 'dismissal of another member\'s suggestion' );
		$missing = $this->assert_error( $this->send( 'POST', 'merge', array( 'collisionId' => $theirs + $mine + 1000 ) ), 404, 'prism_not_found' );
		$this->assertSame( $missing, $foreign, 'another member\'s id answers like a missing one' );
		$this->assert_error( $this->send( 'POST', 'dismiss-collision', array( 'collisionId' => $theirs + $mine + 1000 ) ), 404, 'prism_not_found' );
		$this->assert_error( $this->send( 'POST', 'merge', array( 'collisionId' => 'first' ) ), 400, 'rest_invalid_param' );
		$this->assert_error( $this->send( 'POST', 'merge', array() ), 400, 'rest_missing_callback_param' );
		$this->assert_unchanged( $before, 'forged ids' );

		foreach ( array( 'collisions/', 'collisions-with-contacts/', 'merged-contacts/' ) as $route ) {
			$this->assert_error( $this->get( $route . self::$other ), 403, 'prism_forbidden' );
		}
		$this->assert_error( $this->send( 'POST', 'duplicate-scan/' . self::$other, array() ), 403, 'prism_forbidden' );

		$this->act_as( 0 );
		foreach ( array( 'collisions/', 'collisions-with-contacts/', 'merged-contacts/' ) as $route ) {
			$this->assert_error( $this->get( $route . self::$owner ), 401, 'rest_not_logged_in' );
		}
		$this->assert_error( $this->send( 'POST', 'merge', array( 'collisionId' => $mine ) ), 401, 'rest_not_logged_in' );
		$this->assert_error( $this->send( 'POST', 'dismiss-collision', array( 'collisionId' => $mine ) ), 401, 'rest_not_logged_in' );
		$this->assert_error( $this->send( 'POST', 'duplicate-scan/' . self::$owner, array() ), 401, 'rest_not_logged_in' );
		$this->assert_unchanged( $before, 'nobody logged in' );
	}

	public function test_the_merge_history_follows_a_survivor_merged_again_and_forgets_a_deleted_one(): void {
		list( $a, $b, $c ) = $this->strangers( self::$owner, 3 );
		$this->ok( $this->send( 'POST', 'merge', array( 'collisionId' => $this->collide( self::$owner, $a, $b ) ) ) );
		$this->ok( $this->send( 'POST', 'merge', array( 'collisionId' => $this->collide( self::$owner, $c, $a ), 'survivorId' => $c ) ) );
		$history = $this->ok( $this->get( 'merged-contacts/' . self::$owner ) );
		$this->assertCount( 2, $history );
		$this->assertSame( array( $c, $c ), array_column( $history, 'survivorId' ), 'the older merge leads to where its survivor went' );
		$this->assertSame( array( 'Quentin Abernathy', 'Wilhelmina Zhou' ), array_column( $history, 'removedName' ) );

		$this->ok( $this->send( 'DELETE', 'delete-contact', array( 'idList' => array( $c ), 'wordpressId' => self::$owner ) ) );
		$history = $this->ok( $this->get( 'merged-contacts/' . self::$owner ) );
		$this->assertSame( array( null, null ), array_column( $history, 'survivorId' ) );
		$this->assertSame( 'Quentin Abernathy', $history[1]['survivorName'], 'a survivor merged away since keeps the name it had' );
	}

	public function test_the_rescan_is_a_job_that_a_second_request_finds_and_a_finished_one_is_replaced(): void {
		$this->strangers( self::$owner, 2 );
		$status = $this->ok( $this->send( 'POST', 'duplicate-scan/' . self::$owner, array() ) );
		$this->assert_has_values( array( 'type' => Duplicate_Scan_Job::TYPE, 'state' => 'queued', 'done' => 0, 'error' => null ), $status );
		$again = $this->ok( $this->send( 'POST', 'duplicate-scan/' . self::$owner, array() ) );
		$this->assertSame( $status['id'], $again['id'], 'a rescan under way is not queued twice' );

		$run = $this->ok( $this->send( 'POST', "jobs/{$status['id']}/run", array() ) );
		$this->assert_has_values( array( 'state' => 'done', 'done' => 2, 'total' => 2 ), $run );

		$next = $this->ok( $this->send( 'POST', 'duplicate-scan/' . self::$owner, array() ) );
		$this->assertNotSame( $status['id'], $next['id'], 'a finished rescan is started afresh' );
		$this->assertSame( 'queued', $next['state'] );

		$this->act_as( self::$other );
		$this->assert_error( $this->get( "jobs/{$next['id']}" ), 404, 'prism_not_found' );
	}

	public function test_a_dismissed_pair_is_not_suggested_again_after_a_rescan(): void {
		$a = $this->make_contact( self::$owner, array( 'firstName' => 'Dana', 'lastName' => 'Scully', 'emailOne' => 'dana@fbi.test' ) );
		$b = $this->make_contact( self::$owner, array( 'firstName' => 'Dana', 'lastName' => 'Scully', 'emailOne' => 'Dana@FBI.test ' ) );
		$pending = $this->ok( $this->get( 'collisions/' . self::$owner ) );
		$this->assertSame( array( array( 'firstId' => $a, 'secondId' => $b ) ), array_map( static fn( $p ) => array( 'firstId' => $p['firstId'], 'secondId' => $p['secondId'] ), $pending ), 'the second contact was checked as it was added' );
		$this->ok( $this->send( 'POST', 'dismiss-collision', array( 'collisionId' => $pending[0]['id'] ) ) );

		$job = $this->ok( $this->send( 'POST', 'duplicate-scan/' . self::$owner, array() ) );
		$this->assertSame( 'done', $this->ok( $this->send( 'POST', "jobs/{$job['id']}/run", array() ) )['state'] );
		$this->assertSame( array(), $this->ok( $this->get( 'collisions/' . self::$owner ) ) );
		$this->assertSame( 'dismissed', $this->state_of( (int) $pending[0]['id'] ) );
	}

	public function test_a_contact_edited_into_a_duplicate_is_suggested_at_once(): void {
		list( $a, $b ) = $this->strangers( self::$owner, 2 );
		$this->assertSame( array(), $this->ok( $this->get( 'collisions/' . self::$owner ) ) );
		( new Contact_Service() )->update( self::$owner, $b, array( 'firstName' => 'Quentin', 'lastName' => 'Abernathy', 'emailOne' => 'Quentin@Abernathy.test' ) );
		$pending = $this->ok( $this->get( 'collisions/' . self::$owner ) );
		$this->assertSame( array( array( $a, $b ) ), array_map( static fn( $p ) => array( $p['firstId'], $p['secondId'] ), $pending ) );
		$full = $this->ok( $this->get( 'collisions-with-contacts/' . self::$owner ) );
		$this->assertContains( 'email', $full[0]['reasons'] );
		$this->assertGreaterThan( 0, $full[0]['score'] );
	}

	/**
	 * Over HTTP, the member's cookies with the REST nonce merge; the same cookies without it count as logged out.
	 */
	public function test_over_http_the_nonce_is_needed(): void {
		list( $a, $b, $c ) = $this->strangers( self::$owner, 3 );
		$one               = $this->collide( self::$owner, $a, $b );
		$two               = $this->collide( self::$owner, $a, $c );
		$client            = new Http_Client();
		$this->assertTrue( $client->login( Members::login( self::$owner ), Members::PASSWORD ), 'login through wp-login.php failed' );
		$nonce = $client->rest_nonce();

		$before = $this->snapshot();
		foreach ( array( 'merge', 'dismiss-collision' ) as $route ) {
			$forged = $client->rest( 'POST', $route, array( 'collisionId' => $one ) );
			$this->assertSame( 401, $forged['status'], $forged['body'] );
			$this->assertSame( 'rest_not_logged_in', $forged['json']['code'] ?? null );
		}
		$this->assertSame( 401, $client->rest( 'GET', 'collisions/' . self::$owner )['status'] );
		$this->assert_unchanged( $before, 'no nonce' );

		$merged = $client->rest( 'POST', 'merge', array( 'collisionId' => $one ), $nonce );
		$this->assertSame( 200, $merged['status'], $merged['body'] );
		$this->assertSame( $a, $merged['json']['id'] );
		$pending = $client->rest( 'POST', 'dismiss-collision', array( 'collisionId' => $two ), $nonce );
		$this->assertSame( 200, $pending['status'], $pending['body'] );
		$this->assertSame( array(), $pending['json'] );
	}
}

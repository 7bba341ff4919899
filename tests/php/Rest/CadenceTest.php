<?php
/**
 * Keep-in-touch cadences (issue 30, part 1): contact-cadence/{contactId} and category-cadence, which cadence wins
 * (the contact's own, then the shortest of its categories', then MAINTAIN's), the day to reach out by counted from
 * the last touch, the contact list's Keep in touch filter and sort, 'Due to reach out', the daily email, merge, the
 * personal-data export, and refused requests.
 *
 * @package Prism
 */

namespace Prism\Tests\Rest;

use Prism\Domain\Calendar_Date;
use Prism\Privacy\Personal_Data;
use Prism\Reminders\Digest_Mail;
use Prism\Schema\Schema;
use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';

/**
 * Cadences.
 */
final class CadenceTest extends Prism_Test_Case {

	/**
	 * A day relative to the member's today.
	 *
	 * @param int $days Days from today (negative: before).
	 */
	private static function day( int $days ): string {
		return Calendar_Date::add_days( wp_date( 'Y-m-d' ), $days );
	}

	/**
	 * Sets a contact's own cadence through the route and answers the contact.
	 *
	 * @param int      $contact_id Contact.
	 * @param int|null $days       Days, or null.
	 * @return array<string, mixed>
	 */
	private function set_cadence( int $contact_id, ?int $days ): array {
		return $this->ok( $this->send( 'POST', 'contact-cadence/' . $contact_id, array( 'cadenceDays' => $days ) ) );
	}

	/**
	 * Sets a category's cadence through the route and answers the list.
	 *
	 * @param int      $category_id Category.
	 * @param int|null $days        Days, or null.
	 * @return array<int, array<string, mixed>>
	 */
	private function set_category_cadence( int $category_id, ?int $days ): array {
		return $this->ok(
			$this->send(
				'POST',
				'category-cadence',
				array(
					'wordpressId' => self::$owner,
					'id'          => $category_id,
					'cadenceDays' => $days,
				)
			)
		);
	}

	/**
	 * Writes a contact's last touch straight to the database (as if it were days ago), then sets the cadence again
	 * through the route, which works the day out.
	 *
	 * @param int $contact_id Contact.
	 * @param int $days_ago   Days before today.
	 * @param int $cadence    Days.
	 */
	private function touched_ago( int $contact_id, int $days_ago, int $cadence ): void {
		global $wpdb;
		$wpdb->update( Schema::table( 'contacts' ), array( 'touched_on' => self::day( -$days_ago ) ), array( 'id' => $contact_id ) );
		$this->set_cadence( $contact_id, $cadence );
	}

	/**
	 * Ids on the contact list for some parameters, and its total.
	 *
	 * @param array<string, mixed> $params List parameters.
	 * @return array{0: int[], 1: int}
	 */
	private function listed( array $params = array() ): array {
		$response = $this->get( 'contact-list/' . self::$owner, $params + array( 'per_page' => 100 ) );
		$body     = $this->ok( $response );
		return array( array_column( $body, 'id' ), (int) $response->get_headers()['X-WP-Total'] );
	}

	/**
	 * Ids of the contacts due to reach out to, in the order listed, and the total.
	 *
	 * @return array{0: int[], 1: int}
	 */
	private function due(): array {
		$body = $this->ok( $this->get( 'reach-out/' . self::$owner ) );
		return array( array_column( array_column( $body['items'], 'contact' ), 'id' ), $body['total'] );
	}

	public function test_a_contact_s_own_cadence_counts_from_its_last_touch_and_a_touch_moves_it_on(): void {
		$ann = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$this->assertNull( $this->contact( self::$owner, $ann )['keepInTouch'], 'no cadence until one is set' );

		$body = $this->set_cadence( $ann, 30 );
		$this->assertSame( 30, $body['cadenceDays'] );
		$this->assertSame( array( 'days' => 30, 'from' => 'contact', 'category' => null ), $body['keepInTouch'] );
		$this->assertSame( self::day( 30 ), $body['reachOutOn'], 'never touched: counted from the day it was added' );
		$this->assertNull( $body['touchedOn'] );
		$this->assertSame( 'Ann', $body['firstName'], 'the whole contact is answered' );

		$this->touched_ago( $ann, 45, 30 );
		$this->assertSame( self::day( -15 ), $this->contact( self::$owner, $ann )['reachOutOn'], 'overdue by 15 days' );
		$this->assertSame( array( array( $ann ), 1 ), $this->due() );

		// A note is a touch today.
		$this->ok( $this->send( 'POST', 'create-note', array( 'contactId' => $ann, 'wordpressId' => self::$owner, 'note' => 'Budget <100k and >50k', 'stageId' => null ) ) );
		$contact = $this->contact( self::$owner, $ann );
		$this->assertSame( self::day( 0 ), $contact['touchedOn'] );
		$this->assertSame( self::day( 30 ), $contact['reachOutOn'] );
		$this->assertSame( array( array(), 0 ), $this->due() );

		// A shorter cadence brings the day nearer at once; clearing it leaves none (no category, not in MAINTAIN).
		$this->assertSame( self::day( 7 ), $this->set_cadence( $ann, 7 )['reachOutOn'] );
		$cleared = $this->set_cadence( $ann, null );
		$this->assertNull( $cleared['cadenceDays'] );
		$this->assertNull( $cleared['keepInTouch'] );
		$this->assertNull( $cleared['reachOutOn'] );
		$this->assertSame( self::day( 0 ), $cleared['touchedOn'], 'the last touch is kept' );
	}

	public function test_a_category_s_cadence_applies_to_its_contacts_the_shortest_wins_and_the_contact_s_own_wins_over_all(): void {
		$ann    = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$ben    = $this->make_contact( self::$owner, array( 'firstName' => 'Ben' ) );
		$cora   = $this->make_contact( self::$owner, array( 'firstName' => 'Cora' ) );
		$family = $this->make_category( self::$owner, 'Family', array( $ann, $ben ) );
		$former = $this->make_category( self::$owner, 'Former colleagues', array( $ben, $cora ) );

		$list = $this->set_category_cadence( $family, 30 );
		$this->assertSame( array( 'Family' => 30, 'Former colleagues' => null ), array_column( $list, 'cadenceDays', 'name' ) );
		$this->set_category_cadence( $former, 90 );

		$this->assertSame( array( 'days' => 30, 'from' => 'category', 'category' => 'Family' ), $this->contact( self::$owner, $ann )['keepInTouch'] );
		$this->assertSame( array( 'days' => 30, 'from' => 'category', 'category' => 'Family' ), $this->contact( self::$owner, $ben )['keepInTouch'], 'the shortest of its categories' );
		$this->assertSame( array( 'days' => 90, 'from' => 'category', 'category' => 'Former colleagues' ), $this->contact( self::$owner, $cora )['keepInTouch'] );
		$this->assertSame( self::day( 90 ), $this->contact( self::$owner, $cora )['reachOutOn'] );

		$this->set_cadence( $ben, 180 );
		$this->assertSame( array( 'days' => 180, 'from' => 'contact', 'category' => null ), $this->contact( self::$owner, $ben )['keepInTouch'], 'its own cadence wins, even a longer one' );

		// Leaving a category, joining one, and a category deleted: the day is worked out again each time.
		$this->ok( $this->send( 'POST', 'apply-categories', array( 'wordpressId' => self::$owner, 'categories' => array( (string) $family => -1 ), 'contacts' => array( $ann ) ) ) );
		$this->assertNull( $this->contact( self::$owner, $ann )['reachOutOn'], 'out of Family: no cadence left' );
		$this->ok( $this->send( 'POST', 'apply-categories', array( 'wordpressId' => self::$owner, 'categories' => array( (string) $former => 1 ), 'contacts' => array( $ann ) ) ) );
		$this->assertSame( self::day( 90 ), $this->contact( self::$owner, $ann )['reachOutOn'] );
		$this->ok( $this->send( 'DELETE', 'delete-category', array( 'wordpressId' => self::$owner, 'id' => $former ) ) );
		$this->assertNull( $this->contact( self::$owner, $ann )['keepInTouch'] );
		$this->assertNull( $this->contact( self::$owner, $cora )['reachOutOn'] );

		// A category's cadence cleared.
		$this->set_category_cadence( $family, null );
		$this->assertSame( 180, $this->contact( self::$owner, $ben )['keepInTouch']['days'], 'Ben keeps his own' );
	}

	public function test_in_maintain_the_series_cadence_applies_unless_the_contact_or_a_category_has_one(): void {
		$ann   = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$ben   = $this->make_contact( self::$owner, array( 'firstName' => 'Ben' ) );
		$close = $this->make_category( self::$owner, 'Close', array( $ben ) );
		$this->place( self::$owner, $ann, 5, false );
		$this->place( self::$owner, $ben, 5, false );
		$days = (int) ( new \Prism\Data\Series_Repository() )->networking()['keepInTouchDays'];

		$this->assertSame( array( 'days' => $days, 'from' => 'maintain', 'category' => null ), $this->contact( self::$owner, $ann )['keepInTouch'] );
		$this->assertSame( self::day( 0 ), $this->contact( self::$owner, $ann )['touchedOn'], 'reaching MAINTAIN is a touch' );
		$this->set_category_cadence( $close, 14 );
		$this->assertSame( array( 'days' => 14, 'from' => 'category', 'category' => 'Close' ), $this->contact( self::$owner, $ben )['keepInTouch'] );
		$this->assertSame( self::day( 14 ), $this->contact( self::$owner, $ben )['reachOutOn'] );

		// Back to ENGAGE: only the cadences the member set are left.
		$this->place( self::$owner, $ann, 4, false );
		$this->place( self::$owner, $ben, 4, false );
		$this->assertNull( $this->contact( self::$owner, $ann )['keepInTouch'] );
		$this->assertSame( 14, $this->contact( self::$owner, $ben )['keepInTouch']['days'] );
	}

	public function test_a_followup_planned_holds_the_day_back_until_after_it_and_deleting_it_lets_go(): void {
		$ann = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$this->touched_ago( $ann, 40, 30 );
		$this->assertSame( self::day( -10 ), $this->contact( self::$owner, $ann )['reachOutOn'] );

		$list = $this->ok( $this->send( 'POST', 'create-followup', array( 'contactId' => $ann, 'wordpressId' => self::$owner, 'title' => 'Coffee', 'date' => self::day( 5 ) ) ) );
		$this->assertSame( self::day( 6 ), $this->contact( self::$owner, $ann )['reachOutOn'], 'the follow-up is the reminder until its day' );
		$this->assertSame( array( array(), 0 ), $this->due() );

		$this->ok( $this->send( 'POST', 'delete-followup', array( 'contactId' => $ann, 'id' => $list[0]['id'], 'wordpressId' => self::$owner ) ) );
		$this->assertSame( self::day( -10 ), $this->contact( self::$owner, $ann )['reachOutOn'], 'no follow-up planned: due again' );
	}

	public function test_the_list_filters_and_sorts_by_the_day_to_reach_out_by(): void {
		$late   = $this->make_contact( self::$owner, array( 'firstName' => 'Zoe', 'lastName' => 'Late' ) );
		$today  = $this->make_contact( self::$owner, array( 'firstName' => 'Amy', 'lastName' => 'Today' ) );
		$soon   = $this->make_contact( self::$owner, array( 'firstName' => 'Sam', 'lastName' => 'Soon' ) );
		$later  = $this->make_contact( self::$owner, array( 'firstName' => 'Lou', 'lastName' => 'Later' ) );
		$none   = $this->make_contact( self::$owner, array( 'firstName' => 'Abe', 'lastName' => 'None' ) );
		$theirs = $this->make_contact( self::$other, array( 'firstName' => 'Theirs' ) );
		$this->touched_ago( $late, 50, 30 );
		$this->touched_ago( $today, 30, 30 );
		$this->touched_ago( $soon, 25, 30 );
		$this->touched_ago( $later, 0, 30 );
		$this->act_as( self::$other );
		$this->set_cadence( $theirs, 1 );
		$this->act_as( self::$owner );

		$this->assertSame( array( array( $late, $today ), 2 ), $this->listed( array( 'reachOut' => 'due', 'order' => 'reach_out' ) ), 'due or overdue, most overdue first' );
		$this->assertSame( array( array( $today, $late ), 2 ), $this->listed( array( 'reachOut' => 'due' ) ), 'in name order' );
		$this->assertSame( array( array( $late, $today, $soon ), 3 ), $this->listed( array( 'reachOut' => 'week', 'order' => 'reach_out' ) ) );
		$this->assertSame( array( array( $late, $today, $soon, $later ), 4 ), $this->listed( array( 'reachOut' => 'set', 'order' => 'reach_out' ) ) );
		$this->assertSame( array( array( $late, $today, $soon, $later, $none ), 5 ), $this->listed( array( 'order' => 'reach_out' ) ), 'no cadence last' );
		$this->assertSame( array( $late, $today ), $this->ok( $this->get( 'contact-list-ids/' . self::$owner, array( 'reachOut' => 'due', 'order' => 'reach_out' ) ) ), 'select-all' );

		// Page by page, with a search, a category and a stage.
		$response = $this->get( 'contact-list/' . self::$owner, array( 'order' => 'reach_out', 'per_page' => 2, 'page' => 3 ) );
		$this->assertSame( array( $none ), array_column( $this->ok( $response ), 'id' ) );
		$this->assertSame( '5', (string) $response->get_headers()['X-WP-Total'] );
		$this->assertSame( array( array( $soon ), 1 ), $this->listed( array( 'reachOut' => 'week', 'q' => 'soon' ) ) );
		$this->make_category( self::$owner, 'Family', array( $late, $soon ) );
		$this->assertSame( array( array( $late ), 1 ), $this->listed( array( 'reachOut' => 'due', 'category' => array( 'Family' ) ) ) );
		$this->place( self::$owner, $today, 2, false );
		$this->assertSame( array( array( $today ), 1 ), $this->listed( array( 'reachOut' => 'due', 'stage' => array( 2 ) ) ) );
		$this->assertSame( array( array( $late ), 1 ), $this->listed( array( 'reachOut' => 'due', 'process' => array( 'Inactive' ) ) ) );

		// Archived contacts are under the Archived filter alone, with the same Keep in touch filter.
		$this->ok( $this->send( 'POST', 'contact-state/' . $late, array( 'archived' => true ) ) );
		$this->assertSame( array( array( $today ), 1 ), $this->listed( array( 'reachOut' => 'due' ) ) );
		$this->assertSame( array( array( $late ), 1 ), $this->listed( array( 'reachOut' => 'due', 'archived' => true ) ) );
		$this->assertSame( array( array( $today ), 1 ), $this->due(), 'and out of Due to reach out' );
	}

	public function test_the_daily_email_lists_contacts_due_and_writes_on_the_day_one_comes_due(): void {
		$ann = $this->make_contact( self::$owner, array( 'firstName' => 'Ann', 'lastName' => '<b>Archer</b>' ) );
		$ben = $this->make_contact( self::$owner, array( 'firstName' => 'Ben' ) );
		$this->touched_ago( $ann, 42, 30 );
		$this->assertNull( ( new Digest_Mail() )->compose( self::$owner, wp_date( 'Y-m-d' ) ), 'an overdue contact alone is no reason to write every morning' );

		$this->touched_ago( $ben, 30, 30 );
		$mail = ( new Digest_Mail() )->compose( self::$owner, wp_date( 'Y-m-d' ) );
		$this->assertNotNull( $mail, 'Ben comes due today' );
		$this->assertStringContainsString( 'Due to reach out', $mail['body'] );
		$this->assertStringContainsString( 'Ann &lt;b&gt;Archer&lt;/b&gt;', $mail['body'], 'escaped' );
		$this->assertStringContainsString( 'overdue by 12 days', $mail['body'] );
		$this->assertStringContainsString( 'due today', $mail['body'] );
		$this->assertLessThan( strpos( $mail['body'], 'Ben' ), strpos( $mail['body'], 'Ann' ), 'most overdue first' );
	}

	public function test_a_merge_keeps_the_shorter_cadence_and_the_later_touch(): void {
		$ann   = $this->make_contact( self::$owner, array( 'firstName' => 'Ann', 'lastName' => 'Lee' ) );
		$annie = $this->make_contact( self::$owner, array( 'firstName' => 'Annie', 'lastName' => 'Lee' ) );
		$this->touched_ago( $ann, 20, 90 );
		$this->touched_ago( $annie, 3, 14 );

		$this->ok( $this->send( 'POST', 'collide-and-merge', array( 'idList' => array( $ann, $annie ), 'wordpressId' => self::$owner ) ) );

		$merged = $this->contact( self::$owner, $ann );
		$this->assertSame( 14, $merged['cadenceDays'] );
		$this->assertSame( self::day( -3 ), $merged['touchedOn'] );
		$this->assertSame( self::day( 11 ), $merged['reachOutOn'] );
	}

	public function test_the_personal_data_export_says_the_cadences(): void {
		$user = get_userdata( self::$owner );
		$ann  = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$this->set_category_cadence( $this->make_category( self::$owner, 'Family', array( $ann ) ), 30 );
		$this->touched_ago( $ann, 10, 14 );

		$data = array();
		for ( $page = 1, $done = false; ! $done; ++$page ) {
			$answer = Personal_Data::export( (string) $user->user_email, $page );
			$data   = array_merge( $data, $answer['data'] );
			$done   = $answer['done'];
		}
		$lines = array();
		foreach ( $data as $item ) {
			foreach ( $item['data'] as $datum ) {
				$lines[] = $datum['name'] . ': ' . $datum['value'];
			}
		}
		$this->assertContains( 'Keep in touch: Every 14 days', $lines );
		$this->assertContains( 'Last in touch: ' . self::day( -10 ), $lines );
		$this->assertContains( 'Reach out by: ' . self::day( 4 ), $lines );
		$this->assertContains( 'Keep in touch: Every 30 days', $lines, 'the category\'s' );
	}

	public function test_bad_requests_and_other_members_change_nothing(): void {
		$mine     = $this->make_contact( self::$owner, array( 'firstName' => 'Mine' ) );
		$theirs   = $this->make_contact( self::$other, array( 'firstName' => 'Theirs' ) );
		$category = $this->make_category( self::$owner, 'Mine' );
		$foreign  = $this->make_category( self::$other, 'Theirs' );
		$before   = $this->snapshot();

		foreach ( array( 0, -1, 3651, 'thirty', 1.5, array( 30 ), true ) as $bad ) {
			$this->assert_error( $this->send( 'POST', 'contact-cadence/' . $mine, array( 'cadenceDays' => $bad ) ), 400, 'rest_invalid_param' );
			$this->assert_error( $this->send( 'POST', 'category-cadence', array( 'wordpressId' => self::$owner, 'id' => $category, 'cadenceDays' => $bad ) ), 400, 'rest_invalid_param' );
		}
		$this->assert_error( $this->send( 'POST', 'contact-cadence/' . $mine, array() ), 400, 'prism_invalid' );
		$this->assert_error( $this->send( 'POST', 'category-cadence', array( 'wordpressId' => self::$owner, 'id' => $category ) ), 400, 'prism_invalid' );
		$this->assert_error( $this->send( 'POST', 'contact-cadence/' . $theirs, array( 'cadenceDays' => 30 ) ), 404, 'prism_not_found' );
		$this->assert_error( $this->send( 'POST', 'category-cadence', array( 'wordpressId' => self::$owner, 'id' => $foreign, 'cadenceDays' => 30 ) ), 404, 'prism_not_found' );
		$this->assert_error( $this->send( 'POST', 'category-cadence', array( 'wordpressId' => self::$other, 'id' => $foreign, 'cadenceDays' => 30 ) ), 403, 'prism_forbidden' );
		$this->assert_error( $this->get( 'contact-list/' . self::$owner, array( 'reachOut' => 'overdue' ) ), 400, 'rest_invalid_param' );
		$this->assert_error( $this->get( 'contact-list/' . self::$owner, array( 'order' => 'reach_out_desc' ) ), 400, 'rest_invalid_param' );
		$this->act_as( 0 );
		$this->assert_error( $this->send( 'POST', 'contact-cadence/' . $mine, array( 'cadenceDays' => 30 ) ), 401, 'rest_not_logged_in' );
		$this->assert_unchanged( $before, 'refused requests' );
	}
}

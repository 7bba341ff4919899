<?php
/**
 * contact-state/{contactId}: archiving a contact takes it out of every day-to-day list (the contact list, its
 * searches and counts, Today, the calendar, the feed, the daily email, keep-in-touch and duplicate suggestions) and
 * keeps everything; the Archived filter finds it; restoring brings it back intact. Marking a contact deceased keeps
 * it and its events, and stops its birthdays being reminders. As the owner, as another member and as nobody.
 *
 * @package Prism
 */

namespace Prism\Tests\Rest;

use Prism\Data\Contact_Repository;
use Prism\Reminders\Calendar_Feed;
use Prism\Reminders\Digest_Mail;
use Prism\Service\Contact_Service;
use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';

/**
 * Archive and deceased.
 */
final class ArchiveTest extends Prism_Test_Case {

	/**
	 * Today in the site's time zone, as the routes read it.
	 */
	private static function today(): string {
		return wp_date( 'Y-m-d' );
	}

	/**
	 * A contact with a note, a category, two follow-ups overdue, a birthday and an anniversary today, and a
	 * keep-in-touch cadence by which it is due to be reached out to.
	 *
	 * @param string $first First name (unique in the test).
	 * @return int Contact id.
	 */
	private function full_contact( string $first ): int {
		$this->act_as( self::$owner );
		$id = $this->make_contact(
			self::$owner,
			array(
				'firstName' => $first,
				'lastName'  => 'Quill',
				'emailOne'  => strtolower( $first ) . '@example.test',
			)
		);
		$this->make_note( self::$owner, $id, "Budget <100k and >50k for {$first}-zebra" );
		$this->make_category( self::$owner, 'Family', array( $id ) );
		$md = substr( self::today(), 5 );
		$this->ok( $this->send( 'POST', 'create-followup', array( 'contactId' => $id, 'wordpressId' => self::$owner, 'title' => "Call {$first}", 'date' => gmdate( 'Y-m-d', strtotime( self::today() . ' -1 day' ) ) ) ) );
		$this->ok( $this->send( 'POST', 'create-followup', array( 'contactId' => $id, 'wordpressId' => self::$owner, 'title' => "Late {$first}", 'date' => gmdate( 'Y-m-d', strtotime( self::today() . ' -3 days' ) ) ) ) );
		$this->ok( $this->send( 'POST', 'create-event', array( 'contactId' => $id, 'wordpressId' => self::$owner, 'title' => "{$first} born", 'type' => 'Birthday', 'date' => '--' . $md ) ) );
		$this->ok( $this->send( 'POST', 'create-event', array( 'contactId' => $id, 'wordpressId' => self::$owner, 'title' => "{$first} wed", 'type' => 'Anniversary', 'date' => '2001-' . $md ) ) );
		// Kept in touch with every 30 days, and due: its follow-ups not done are all overdue, so they hold nothing back.
		$this->assertSame( 30, $this->ok( $this->send( 'POST', 'contact-cadence/' . $id, array( 'cadenceDays' => 30 ) ) )['cadenceDays'] );
		$this->due_on( self::$owner, $id, gmdate( 'Y-m-d', strtotime( self::today() . ' -1 day' ) ) );
		return $id;
	}

	/**
	 * Everything of a contact that a restore must bring back: the contact as answered (less its archive state), its
	 * notes, follow-ups, events and categories.
	 *
	 * @param int $id Contact.
	 * @return array<string, mixed>
	 */
	private function everything_of( int $id ): array {
		$contact = $this->contact( self::$owner, $id );
		unset( $contact['archived'], $contact['archivedAt'], $contact['updatedAt'] );
		return array(
			'contact'   => $contact,
			'notes'     => $this->ok( $this->get( 'notes/' . $id ) ),
			'followups' => $this->ok( $this->get( 'followups/' . $id ) ),
			'events'    => $this->ok( $this->get( 'events/' . $id ) ),
		);
	}

	/**
	 * The titles on the day-to-day lists a member sees: Today's follow-ups and events, the calendar (whole and as a
	 * month view), the feed, the daily email and keep-in-touch.
	 *
	 * @return array<string, string[]|string>
	 */
	private function day_to_day(): array {
		$today = self::today();
		$range = array(
			'from' => gmdate( 'Y-m-d', strtotime( $today . ' -7 days' ) ),
			'to'   => gmdate( 'Y-m-d', strtotime( $today . ' +7 days' ) ),
		);
		$feed  = '';
		( new Calendar_Feed( self::$owner, $today ) )->write(
			static function ( string $chunk ) use ( &$feed ): void {
				$feed .= $chunk;
			}
		);
		$mail  = ( new Digest_Mail() )->compose( self::$owner, $today );
		$month = $this->ok( $this->get( 'calendar-events/' . self::$owner, $range + array( 'perDay' => 5 ) ) );
		$fmon  = $this->ok( $this->get( 'calendar-followups/' . self::$owner, $range + array( 'perDay' => 5 ) ) );
		return array(
			'today followups' => self::titles( $this->ok( $this->get( 'followups-with-contacts/' . self::$owner ) ) ),
			'today events'    => self::titles( $this->ok( $this->get( 'events-with-contacts/' . self::$owner ) ) ),
			'calendar events' => self::titles( $this->ok( $this->get( 'calendar-events/' . self::$owner, $range ) ) ),
			'calendar follow' => self::titles( $this->ok( $this->get( 'calendar-followups/' . self::$owner, $range ) ) ),
			'month events'    => array_merge( self::titles( $month['items'] ), array( 'days:' . array_sum( $month['days'] ) ) ),
			'month follow'    => array_merge( self::titles( $fmon['items'] ), array( 'days:' . array_sum( $fmon['days'] ) ) ),
			'reach out'       => array_column( array_column( $this->ok( $this->get( 'reach-out/' . self::$owner ) )['items'], 'contact' ), 'firstName' ),
			'feed'            => $feed,
			'mail'            => null === $mail ? '' : $mail['body'],
		);
	}

	/**
	 * The titles of answered follow-ups or events (each under `followup` or `event`, or plain).
	 *
	 * @param array<int, array<string, mixed>> $items Items.
	 * @return string[]
	 */
	private static function titles( array $items ): array {
		return array_map( static fn( array $item ): string => (string) ( $item['followup']['title'] ?? $item['event']['title'] ?? $item['title'] ?? '' ), $items );
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

	public function test_an_archived_contact_leaves_every_day_to_day_list_and_comes_back_intact(): void {
		$kept     = $this->full_contact( 'Kestrel' );
		$archived = $this->full_contact( 'Ambrose' );
		$before   = $this->everything_of( $archived );
		$lists    = $this->day_to_day();
		foreach ( array( 'today followups', 'today events', 'calendar events', 'calendar follow', 'month events', 'month follow' ) as $list ) {
			$this->assertNotEmpty( preg_grep( '/Ambrose/', $lists[ $list ] ), "{$list} shows the contact before it is archived" );
		}
		$this->assertStringContainsString( 'Ambrose', $lists['feed'] );
		$this->assertStringContainsString( 'Ambrose', $lists['mail'] );
		$this->assertContains( 'Ambrose', $lists['reach out'] );
		$this->assertSame( array( array( $archived, $kept ), 2 ), $this->listed(), 'both listed, in name order' );

		$body = $this->ok( $this->send( 'POST', 'contact-state/' . $archived, array( 'archived' => true ) ) );
		$this->assertTrue( $body['archived'] );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(Z|\+00:00)$/', (string) $body['archivedAt'] );
		$this->assertFalse( $body['deceased'] );
		$this->assertSame( 'Ambrose', $body['firstName'], 'the whole contact is answered' );

		// Out of the contact list, its searches (name, email, note text), filters and counts.
		$this->assertSame( array( array( $kept ), 1 ), $this->listed() );
		foreach ( array( 'Ambrose', 'ambrose@', 'zebra', 'Quill', 'a' ) as $q ) {
			$this->assertNotContains( $archived, $this->listed( array( 'q' => $q ) )[0], "search {$q}" );
		}
		$this->assertSame( array( array( $kept ), 1 ), $this->listed( array( 'category' => array( 'Family' ) ) ) );
		$this->assertSame( array( array( $kept ), 1 ), $this->listed( array( 'process' => array( 'Inactive' ) ) ) );
		$this->assertSame( array( $kept ), $this->ok( $this->get( 'contact-list-ids/' . self::$owner ) ) );
		$this->assertSame( 1, $this->ok( $this->get( 'networking-stages-status/' . self::$owner ) )[0]['InActive'] );

		// Out of Today, the calendar, the feed, the daily email and keep-in-touch.
		$lists = $this->day_to_day();
		foreach ( array( 'today followups', 'today events', 'calendar events', 'calendar follow', 'month events', 'month follow' ) as $list ) {
			$this->assertEmpty( preg_grep( '/Ambrose/', $lists[ $list ] ), "{$list} leaves the archived contact out" );
			$this->assertNotEmpty( preg_grep( '/Kestrel/', $lists[ $list ] ), "{$list} still shows the other contact" );
		}
		$this->assertContains( 'days:2', $lists['month events'], 'the month view counts only what it may show' );
		$this->assertStringNotContainsString( 'Ambrose', $lists['feed'] );
		$this->assertStringNotContainsString( 'Ambrose', $lists['mail'] );
		$this->assertSame( array( 'Kestrel' ), $lists['reach out'] );

		// Under the Archived filter, with its search (name, note text), filters and every id.
		$this->assertSame( array( array( $archived ), 1 ), $this->listed( array( 'archived' => true ) ) );
		$this->assertSame( array( array( $archived ), 1 ), $this->listed( array( 'archived' => true, 'q' => 'ZEBRA' ) ) );
		$this->assertSame( array( array( $archived ), 1 ), $this->listed( array( 'archived' => true, 'q' => 'Budget <100k' ) ), 'note text exactly as typed' );
		$this->assertSame( array( array(), 0 ), $this->listed( array( 'archived' => true, 'q' => 'Kestrel' ) ) );
		$this->assertSame( array( array( $archived ), 1 ), $this->listed( array( 'archived' => true, 'category' => array( 'Family' ) ) ) );
		$this->assertSame( array( array(), 0 ), $this->listed( array( 'archived' => true, 'stage' => array( 2 ) ) ) );
		$this->assertSame( array( $archived ), $this->ok( $this->get( 'contact-list-ids/' . self::$owner, array( 'archived' => true ) ) ) );
		$this->assertTrue( $this->ok( $this->get( 'contact-detail/' . $archived ) )['archived'], 'its own page still opens' );

		// A note added meanwhile is kept, found under the Archived filter at once (what its searches kept is out of
		// date), and on the list once the contact is back.
		$this->assertSame( array( array(), 0 ), $this->listed( array( 'archived' => true, 'q' => 'walrus' ) ) );
		$this->ok( $this->send( 'POST', 'create-note', array( 'contactId' => $archived, 'wordpressId' => self::$owner, 'note' => 'Added while archived: walrus' ) ) );
		$this->assertSame( array(), $this->listed( array( 'q' => 'walrus' ) )[0] );
		$this->assertSame( array( array( $archived ), 1 ), $this->listed( array( 'archived' => true, 'q' => 'walrus' ) ) );

		$body = $this->ok( $this->send( 'POST', 'contact-state/' . $archived, array( 'archived' => false ) ) );
		$this->assertFalse( $body['archived'] );
		$this->assertNull( $body['archivedAt'] );
		$after = $this->everything_of( $archived );
		$this->assertCount( count( $before['notes'] ) + 1, $after['notes'] );
		$after['notes'] = array_values( array_filter( $after['notes'], static fn( array $n ): bool => ! str_contains( $n['note'], 'walrus' ) ) );
		// The note was a touch: the keep-in-touch day moved on from it, as for any contact.
		$this->assertGreaterThan( $before['contact']['reachOutOn'], $after['contact']['reachOutOn'] );
		$this->assertSame( self::today(), $after['contact']['touchedOn'] );
		unset( $before['contact']['reachOutOn'], $after['contact']['reachOutOn'], $before['contact']['touchedOn'], $after['contact']['touchedOn'] );
		$this->assertSame( $before, $after, 'restored with everything as it was' );
		$this->assertSame( array( array( $archived, $kept ), 2 ), $this->listed() );
		$this->assertSame( array( $archived ), $this->listed( array( 'q' => 'walrus' ) )[0], 'searchable again, the new note too' );
		$this->assertSame( array( array(), 0 ), $this->listed( array( 'archived' => true ) ) );
		$lists = $this->day_to_day();
		foreach ( array( 'today followups', 'today events', 'calendar events', 'calendar follow', 'month events', 'month follow' ) as $list ) {
			$this->assertNotEmpty( preg_grep( '/Ambrose/', $lists[ $list ] ), "{$list} shows the restored contact" );
		}
		$this->assertStringContainsString( 'Ambrose', $lists['feed'] );
	}

	public function test_a_deceased_contact_is_kept_with_its_events_and_its_birthday_is_no_reminder(): void {
		$id   = $this->full_contact( 'Dorothea' );
		$body = $this->ok( $this->send( 'POST', 'contact-state/' . $id, array( 'deceased' => true ) ) );
		$this->assertTrue( $body['deceased'] );
		$this->assertFalse( $body['archived'] );
		$this->assertSame( array( array( $id ), 1 ), $this->listed(), 'still in the contact list' );
		$this->assertTrue( $this->ok( $this->get( 'contact-list/' . self::$owner ) )[0]['deceased'] );
		$this->assertCount( 2, $this->ok( $this->get( 'events/' . $id ) ), 'every event kept' );

		$lists = $this->day_to_day();
		foreach ( array( 'today events', 'calendar events', 'month events' ) as $list ) {
			$this->assertNotContains( 'Dorothea born', $lists[ $list ], "{$list}: no birthday" );
			$this->assertContains( 'Dorothea wed', $lists[ $list ], "{$list}: the anniversary stays" );
		}
		$this->assertStringNotContainsString( 'Dorothea born', $lists['feed'] );
		$this->assertStringContainsString( 'Dorothea wed', $lists['feed'] );
		$this->assertStringNotContainsString( 'Dorothea born', $lists['mail'] );
		$this->assertNotEmpty( preg_grep( '/Dorothea/', $lists['today followups'] ), 'follow-ups stay' );

		$this->ok( $this->send( 'POST', 'contact-state/' . $id, array( 'deceased' => false ) ) );
		$this->assertContains( 'Dorothea born', $this->day_to_day()['today events'] );
	}

	public function test_duplicate_suggestions_leave_an_archived_contact_out_until_it_is_restored(): void {
		$this->act_as( self::$owner );
		$a = $this->make_contact( self::$owner, array( 'firstName' => 'Twin', 'emailOne' => 'twin@example.test' ) );
		$b = $this->make_contact( self::$owner, array( 'firstName' => 'Twin', 'emailOne' => 'twin@example.test' ) );
		Contact_Service::check_duplicates( self::$owner, $b );
		$this->run_jobs();
		$pending = fn(): int => count( $this->ok( $this->get( 'collisions/' . self::$owner ) ) );
		$this->assertSame( 1, $pending() );
		$this->ok( $this->send( 'POST', 'contact-state/' . $a, array( 'archived' => true ) ) );
		$this->assertSame( 0, $pending() );
		$this->ok( $this->send( 'POST', 'contact-state/' . $a, array( 'archived' => false ) ) );
		$this->assertSame( 1, $pending() );
	}

	public function test_a_merge_keeps_the_contact_in_use_and_the_deceased_mark(): void {
		$this->act_as( self::$owner );
		$a = $this->make_contact( self::$owner, array( 'firstName' => 'Merle', 'emailOne' => 'merle@example.test' ) );
		$b = $this->make_contact( self::$owner, array( 'firstName' => 'Merle', 'lastName' => 'Stone' ) );
		$this->ok( $this->send( 'POST', 'contact-state/' . $a, array( 'archived' => true ) ) );
		$this->ok( $this->send( 'POST', 'contact-state/' . $b, array( 'deceased' => true ) ) );
		( new Contact_Service() )->merge( self::$owner, $a, $b );
		$merged = $this->contact( self::$owner, $a );
		$this->assertFalse( $merged['archived'], 'merged with a contact in use, the survivor is in use' );
		$this->assertTrue( $merged['deceased'] );
		$this->assertSame( array( array( $a ), 1 ), $this->listed( array( 'q' => 'merle@' ) ), 'and searchable' );
	}

	public function test_bad_requests_and_other_members_change_nothing(): void {
		$this->act_as( self::$owner );
		$mine   = $this->make_contact( self::$owner, array( 'firstName' => 'Mine' ) );
		$theirs = $this->make_contact( self::$other, array( 'firstName' => 'Theirs' ) );
		$before = $this->snapshot();

		$this->assert_error( $this->send( 'POST', 'contact-state/' . $theirs, array( 'archived' => true ) ), 404, 'prism_not_found' );
		$this->assert_error( $this->send( 'POST', 'contact-state/' . $mine, array() ), 400, 'prism_invalid' );
		$this->assert_error( $this->send( 'POST', 'contact-state/' . $mine, array( 'archived' => 'perhaps' ) ), 400, 'rest_invalid_param' );
		$this->assert_error( $this->send( 'POST', 'contact-state/' . $mine, array( 'deceased' => array( true ) ) ), 400, 'rest_invalid_param' );
		$this->assert_error( $this->send( 'POST', 'contact-state/999999999', array( 'archived' => true ) ), 404, 'prism_not_found' );
		$this->assert_error( $this->get( 'contact-list/' . self::$owner, array( 'archived' => 'sometimes' ) ), 400, 'rest_invalid_param' );
		$this->act_as( 0 );
		$this->assert_error( $this->send( 'POST', 'contact-state/' . $mine, array( 'archived' => true ) ), 401, 'rest_not_logged_in' );
		$this->assert_unchanged( $before, 'refused requests' );

		// Another member's archived contacts are not under this member's Archived filter.
		$this->act_as( self::$other );
		$this->ok( $this->send( 'POST', 'contact-state/' . $theirs, array( 'archived' => true ) ) );
		$this->act_as( self::$owner );
		$this->assertSame( array( array(), 0 ), $this->listed( array( 'archived' => true ) ) );
		$this->assertSame( array( array( $mine ), 1 ), $this->listed() );
		$this->assertSame( 1, $this->count_rows( 'contacts', array( 'id' => $theirs, 'deceased' => 0 ) ) );
		$this->assertNotNull( ( new Contact_Repository() )->find( self::$other, $theirs )['archived_at'] );
	}
}

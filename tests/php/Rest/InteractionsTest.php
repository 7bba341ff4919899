<?php
/**
 * Interactions (a declared resource): interactions/{contactId} and interactions/{contactId}/{id}, the contact's
 * lastContacted and the list's filter and sort by it, the keep-in-touch date, merge, delete and the personal-data
 * export.
 *
 * @package Prism
 */

namespace Prism\Tests\Rest;

use Prism\Data\Contact_Repository;
use Prism\Domain\Calendar_Date;
use Prism\Privacy\Personal_Data;
use Prism\Schema\Schema;
use Prism\Data\Series_Repository;
use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';

/**
 * Interactions.
 */
final class InteractionsTest extends Prism_Test_Case {

	/**
	 * A day relative to the member's today.
	 *
	 * @param int $days Days from today (negative: before).
	 */
	private static function day( int $days ): string {
		return Calendar_Date::add_days( wp_date( 'Y-m-d' ), $days );
	}

	/**
	 * Logs an interaction through the route and answers the contact's list.
	 *
	 * @param int                  $contact_id Contact.
	 * @param array<string, mixed> $values     Fields.
	 * @return array<int, array<string, mixed>>
	 */
	private function log( int $contact_id, array $values ): array {
		return $this->ok( $this->send( 'POST', "interactions/{$contact_id}", $values ) );
	}

	public function test_logging_answers_the_list_newest_day_first_with_the_text_exactly_as_typed(): void {
		$ann  = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$text = "Budget <100k and >50k\nhttps://example.test/a%20b \"quoted\" & more";
		$this->log( $ann, array( 'kind' => 'call', 'happenedOn' => self::day( -10 ) ) );
		$list = $this->log( $ann, array( 'kind' => 'meeting', 'happenedOn' => self::day( -2 ), 'note' => $text, 'stageId' => 2 ) );

		$this->assertCount( 2, $list );
		$this->assert_has_values( array( 'contactId' => $ann, 'kind' => 'meeting', 'happenedOn' => self::day( -2 ), 'note' => $text, 'stageId' => 2 ), $list[0] );
		$this->assert_has_values( array( 'kind' => 'call', 'happenedOn' => self::day( -10 ), 'note' => '', 'stageId' => null ), $list[1] );
		$this->assertSame( array( 'id', 'contactId', 'kind', 'happenedOn', 'note', 'stageId', 'createdAt', 'lastUpdated' ), array_keys( $list[0] ) );
		$this->assertSame( $list, $this->ok( $this->get( "interactions/{$ann}" ) ) );
		$this->assertSame( self::day( -2 ), $this->contact( self::$owner, $ann )['lastContacted'] );
	}

	public function test_bad_input_is_refused_with_a_sentence_and_changes_nothing(): void {
		$ann    = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$before = $this->snapshot();
		$cases  = array(
			'future day'    => array( 'kind' => 'call', 'happenedOn' => self::day( 1 ) ),
			'no such day'   => array( 'kind' => 'call', 'happenedOn' => '2025-02-30' ),
			'not a day'     => array( 'kind' => 'call', 'happenedOn' => 'yesterday' ),
			'no day'        => array( 'kind' => 'call' ),
			'unknown kind'  => array( 'kind' => 'telegram', 'happenedOn' => self::day( 0 ) ),
			'no kind'       => array( 'happenedOn' => self::day( 0 ) ),
			'long note'     => array( 'kind' => 'call', 'happenedOn' => self::day( 0 ), 'note' => str_repeat( 'a', 20001 ) ),
			'note not text' => array( 'kind' => 'call', 'happenedOn' => self::day( 0 ), 'note' => array( 'a' ) ),
			'stage 6'       => array( 'kind' => 'call', 'happenedOn' => self::day( 0 ), 'stageId' => 6 ),
		);
		foreach ( $cases as $why => $values ) {
			$response = $this->send( 'POST', "interactions/{$ann}", $values );
			$error    = $this->body( $response );
			$this->assertSame( 400, $response->get_status(), $why );
			$this->assertContains( $error['code'] ?? '', array( 'rest_invalid_param', 'rest_missing_callback_param' ), $why );
			if ( 'rest_invalid_param' === $error['code'] ) {
				// The field's own sentence, which the form shows beside it.
				$this->assertMatchesRegularExpression( '/[.!?]$/', trim( (string) reset( $error['data']['params'] ) ), $why );
			}
		}
		$error = $this->body( $this->send( 'POST', "interactions/{$ann}", $cases['future day'] ) );
		$this->assertStringContainsString( 'has not come yet', wp_json_encode( $error ) );
		$this->assert_unchanged( $before, 'a refused interaction stores nothing' );
	}

	public function test_an_update_changes_only_what_it_is_given_and_last_contacted_follows(): void {
		$ann  = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$list = $this->log( $ann, array( 'kind' => 'email', 'happenedOn' => self::day( -1 ), 'note' => 'Sent the deck.' ) );
		$this->log( $ann, array( 'kind' => 'call', 'happenedOn' => self::day( -20 ) ) );
		$id = $list[0]['id'];

		$list = $this->ok( $this->send( 'POST', "interactions/{$ann}/{$id}", array( 'happenedOn' => self::day( -30 ) ) ) );
		$this->assert_has_values( array( 'id' => $id, 'kind' => 'email', 'note' => 'Sent the deck.', 'happenedOn' => self::day( -30 ) ), $list[1] );
		$this->assertSame( self::day( -20 ), $this->contact( self::$owner, $ann )['lastContacted'] );

		$list = $this->ok( $this->send( 'PATCH', "interactions/{$ann}/{$id}", array( 'note' => '' ) ) );
		$this->assertSame( '', $list[1]['note'] );

		$this->assertError400( $this->send( 'POST', "interactions/{$ann}/{$id}", array( 'happenedOn' => self::day( 3 ) ) ) );
		$this->assertSame( self::day( -30 ), $this->ok( $this->get( "interactions/{$ann}" ) )[1]['happenedOn'] );

		foreach ( $this->ok( $this->get( "interactions/{$ann}" ) ) as $row ) {
			$this->ok( $this->send( 'DELETE', "interactions/{$ann}/{$row['id']}", array() ) );
		}
		$this->assertNull( $this->contact( self::$owner, $ann )['lastContacted'] );
	}

	/**
	 * Asserts a 400 answer.
	 *
	 * @param \WP_REST_Response $response Response.
	 */
	private function assertError400( \WP_REST_Response $response ): void { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName.MethodNameInvalid -- reads as an assertion.
		$this->assertSame( 400, $response->get_status() );
	}

	public function test_another_members_contacts_and_rows_answer_404_and_stay_as_they_were(): void {
		$ann   = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$ben   = $this->make_contact( self::$owner, array( 'firstName' => 'Ben' ) );
		$id    = $this->log( $ann, array( 'kind' => 'call', 'happenedOn' => self::day( 0 ) ) )[0]['id'];
		$other = $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );

		// The row named on the wrong contact of the owner's: the row's sentence.
		$error = $this->assert_error( $this->send( 'DELETE', "interactions/{$ben}/{$id}", array() ), 404, 'prism_not_found' );
		$this->assertStringContainsString( 'interaction does not exist', $error['message'] );

		$this->act_as( self::$other );
		$before = $this->snapshot();
		$this->assert_error( $this->get( "interactions/{$ann}" ), 404, 'prism_not_found' );
		$this->assert_error( $this->send( 'POST', "interactions/{$ann}", array( 'kind' => 'call', 'happenedOn' => self::day( 0 ) ) ), 404, 'prism_not_found' );
		$this->assert_error( $this->send( 'POST', "interactions/{$ann}/{$id}", array( 'note' => 'Mine now' ) ), 404, 'prism_not_found' );
		$this->assert_error( $this->send( 'POST', "interactions/{$other}/{$id}", array( 'note' => 'Mine now' ) ), 404, 'prism_not_found' );
		$this->assert_error( $this->send( 'DELETE', "interactions/{$other}/{$id}", array() ), 404, 'prism_not_found' );
		$this->assert_unchanged( $before );

		$this->act_as( 0 );
		$this->assertSame( 401, $this->get( "interactions/{$ann}" )->get_status() );
	}

	public function test_logging_moves_the_keep_in_touch_date_like_a_note_and_an_old_day_never_pulls_it_back(): void {
		$ann = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$this->place( self::$owner, $ann, 5, false );
		$days = (int) ( new Series_Repository() )->networking()['keepInTouchDays'];

		$this->due_on( self::$owner, $ann, self::day( -3 ) );
		$this->log( $ann, array( 'kind' => 'call', 'happenedOn' => self::day( 0 ) ) );
		$this->assertSame( self::day( $days ), $this->reach_out_on( self::$owner, $ann ), 'today counts as a note does' );
		$this->assertSame( self::day( 0 ), $this->contact( self::$owner, $ann )['touchedOn'] );

		$this->log( $ann, array( 'kind' => 'message', 'happenedOn' => self::day( -40 ) ) );
		$this->assertSame( self::day( $days ), $this->reach_out_on( self::$owner, $ann ), 'an older day does not pull the date back' );

		$this->due_on( self::$owner, $ann, self::day( -3 ) );
		$this->log( $ann, array( 'kind' => 'message', 'happenedOn' => self::day( -5 ) ) );
		$this->assertSame( self::day( $days - 5 ), $this->reach_out_on( self::$owner, $ann ), 'an earlier day counts from that day' );

		// A contact outside MAINTAIN, without a cadence, has no date, and gets none.
		$ben = $this->make_contact( self::$owner, array( 'firstName' => 'Ben' ) );
		$this->log( $ben, array( 'kind' => 'call', 'happenedOn' => self::day( 0 ) ) );
		$this->assertNull( $this->reach_out_on( self::$owner, $ben ) );
	}

	public function test_a_merge_moves_them_to_the_survivor_and_a_deleted_contact_takes_them_along(): void {
		$ann   = $this->make_contact( self::$owner, array( 'firstName' => 'Ann', 'lastName' => 'Lee', 'emailOne' => 'ann@example.test' ) );
		$annie = $this->make_contact( self::$owner, array( 'firstName' => 'Annie', 'lastName' => 'Lee', 'emailOne' => 'ann@example.test' ) );
		$this->log( $ann, array( 'kind' => 'call', 'happenedOn' => self::day( -9 ) ) );
		$this->log( $annie, array( 'kind' => 'meeting', 'happenedOn' => self::day( -4 ), 'note' => 'Coffee' ) );

		$this->ok( $this->send( 'POST', 'collide-and-merge', array( 'idList' => array( $ann, $annie ), 'wordpressId' => self::$owner ) ) );
		$list = $this->ok( $this->get( "interactions/{$ann}" ) );
		$this->assertSame( array( 'meeting', 'call' ), array_column( $list, 'kind' ) );
		$this->assertSame( self::day( -4 ), $this->contact( self::$owner, $ann )['lastContacted'] );

		$this->ok( $this->send( 'DELETE', 'delete-contact', array( 'idList' => array( $ann ), 'wordpressId' => self::$owner ) ) );
		$this->assertSame( 0, $this->count_rows( 'interactions', array( 'owner_id' => self::$owner ) ) );
	}

	public function test_the_list_filters_not_contacted_for_days_and_sorts_by_the_last_contact(): void {
		$never  = $this->make_contact( self::$owner, array( 'firstName' => 'Nina' ) );
		$recent = $this->make_contact( self::$owner, array( 'firstName' => 'Rita' ) );
		$old    = $this->make_contact( self::$owner, array( 'firstName' => 'Olaf' ) );
		$month  = $this->make_contact( self::$owner, array( 'firstName' => 'Mona' ) );
		$this->log( $recent, array( 'kind' => 'call', 'happenedOn' => self::day( -3 ) ) );
		$this->log( $old, array( 'kind' => 'call', 'happenedOn' => self::day( -200 ) ) );
		$this->log( $month, array( 'kind' => 'call', 'happenedOn' => self::day( -30 ) ) );

		$names = fn( array $query ): array => array_column( $this->ok( $this->get( 'contact-list/' . self::$owner, $query ) ), 'firstName' );
		$this->assertSame( array( 'Nina', 'Olaf' ), $names( array( 'notContacted' => 30 ) ), 'exactly 30 days ago is not "more than 30 days"' );
		$this->assertSame( array( 'Nina', 'Olaf' ), $names( array( 'notContacted' => 180 ) ) );
		$this->assertSame( array( 'Mona', 'Nina', 'Olaf' ), $names( array( 'notContacted' => 29 ) ) );
		$this->assertSame( array( 'Rita', 'Mona', 'Olaf', 'Nina' ), $names( array( 'order' => 'contacted_desc' ) ) );
		$this->assertSame( array( 'Nina', 'Olaf', 'Mona', 'Rita' ), $names( array( 'order' => 'contacted_asc' ) ) );
		$this->assertSame( array( 'Olaf' ), $names( array( 'notContacted' => 90, 'q' => 'olaf' ) ), 'with a search' );
		// A search with the filter or the sort (the index's matches, filtered and sorted by day) answers as the SQL
		// path does.
		$this->assertSame( array( 'Rita', 'Mona', 'Olaf', 'Nina' ), $names( array( 'q' => 'a', 'order' => 'contacted_desc' ) ) );
		$this->assertSame( array( 'Nina', 'Olaf', 'Mona', 'Rita' ), $names( array( 'q' => 'a', 'order' => 'contacted_asc' ) ) );
		$this->assertSame( array( 'Nina', 'Olaf' ), $names( array( 'q' => 'a', 'notContacted' => 30 ) ) );
		$this->assertSame( array( 'Olaf' ), $names( array( 'q' => 'a', 'notContacted' => 30, 'per_page' => 1, 'page' => 2 ) ) );
		foreach ( array( array( 'contacted_desc', 0 ), array( 'contacted_asc', 0 ), array( 'name_asc', 30 ), array( 'name_desc', 90 ), array( 'contacted_asc', 90 ) ) as $case ) {
			$query = new \Prism\Domain\Contact_Query( search: 'a', order: $case[0], not_contacted_days: $case[1], today: wp_date( 'Y-m-d' ) );
			$this->assertSame(
				( new \Prism\Data\Contact_List_Query( 0 ) )->query_ids( self::$owner, $query ),
				( new \Prism\Data\Contact_List_Query() )->query_ids( self::$owner, $query ),
				implode( ' ', $case )
			);
		}
		$this->assertSame( array( $never, $old ), array_map( 'intval', $this->ok( $this->get( 'contact-list-ids/' . self::$owner, array( 'notContacted' => 90 ) ) ) ) );
		$this->assertSame( 400, $this->get( 'contact-list/' . self::$owner, array( 'notContacted' => -1 ) )->get_status() );
		$this->assertSame( 400, $this->get( 'contact-list/' . self::$owner, array( 'order' => 'contacted' ) )->get_status() );
	}

	public function test_linkedin_connected_on_becomes_the_first_interaction_once_and_stays_in_the_note(): void {
		$csv  = "Notes:\n\"When exporting your connection data, you may notice…\"\n\nFirst Name,Last Name,URL,Email Address,Company,Position,Connected On\n"
			. "Jane,Doe,https://www.linkedin.com/in/jane,jane@example.test,Acme,CEO,12 Mar 2024\n"
			. "Odd,Date,https://www.linkedin.com/in/odd,,Acme,CTO,sometime in 2020\n";
		$path = (string) tempnam( sys_get_temp_dir(), 'prism-linkedin' );
		file_put_contents( $path, $csv ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- test fixture.
		foreach ( array( 1, 2 ) as $time ) {
			( new \Prism\Import\Import_Store() )->import_file( self::$owner, $path, 'Connections.csv', 'LinkedIn CSV', 'update' );
			$this->run_jobs();
		}
		unlink( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink -- test fixture.

		$people = array_column( $this->contacts_of( self::$owner ), null, 'firstName' );
		$jane   = $this->ok( $this->get( 'interactions/' . $people['Jane']['id'] ) );
		$this->assertCount( 1, $jane, 'importing the file twice adds it once' );
		$this->assert_has_values( array( 'kind' => 'other', 'happenedOn' => '2024-03-12', 'note' => 'Connected on LinkedIn.' ), $jane[0] );
		$this->assertSame( '2024-03-12', $people['Jane']['lastContacted'] );
		$this->assertSame( array(), $this->ok( $this->get( 'interactions/' . $people['Odd']['id'] ) ), 'a date that does not read as a day is only kept in the note' );
		$notes = implode( "\n", array_column( ( new \Prism\Data\Note_Repository() )->for_contact( self::$owner, (int) $people['Odd']['id'] ), 'note' ) );
		$this->assertStringContainsString( 'Connected On: sometime in 2020', $notes );
	}

	public function test_separating_an_import_row_takes_the_interaction_it_added_along(): void {
		$jane = $this->make_contact( self::$owner, array( 'firstName' => 'Jane', 'lastName' => 'Doe', 'emailOne' => 'jane@example.test' ) );
		$mine = $this->ok( $this->send( 'POST', 'interactions/' . $jane, array( 'kind' => 'call', 'happenedOn' => '2023-01-05' ) ) );
		$csv  = "First Name,Last Name,URL,Email Address,Company,Position,Connected On\n"
			. "Jane,Doe,https://www.linkedin.com/in/jane,jane@example.test,Acme,CEO,12 Mar 2024\n";
		$path = (string) tempnam( sys_get_temp_dir(), 'prism-linkedin' );
		file_put_contents( $path, $csv ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- test fixture.
		$id = ( new \Prism\Import\Import_Store() )->import_file( self::$owner, $path, 'Connections.csv', 'LinkedIn CSV', 'update' );
		unlink( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink -- test fixture.
		$this->run_jobs();
		$this->assertCount( 2, $this->ok( $this->get( 'interactions/' . $jane ) ) );
		$this->assertSame( '2024-03-12', $this->ok( $this->get( 'contact-detail/' . $jane ) )['lastContacted'] );

		$match = $this->ok( $this->get( "imports/{$id}/matches" ) )[0];
		$this->assertSame( array( 'updated', $jane ), array( $match['outcome'], (int) $match['contact']['id'] ) );
		$new = (int) $this->ok( $this->send( 'POST', "imports/{$id}/matches/{$match['id']}/separate", array() ) )['separatedContact']['id'];

		$this->assertSame( array( (int) $mine[0]['id'] ), array_map( 'intval', array_column( $this->ok( $this->get( 'interactions/' . $jane ) ), 'id' ) ), 'the member\'s own interaction stays' );
		$this->assertSame( '2023-01-05', $this->ok( $this->get( 'contact-detail/' . $jane ) )['lastContacted'] );
		$moved = $this->ok( $this->get( 'interactions/' . $new ) );
		$this->assertCount( 1, $moved );
		$this->assert_has_values( array( 'kind' => 'other', 'happenedOn' => '2024-03-12', 'note' => 'Connected on LinkedIn.' ), $moved[0] );
		$this->assertSame( '2024-03-12', $this->ok( $this->get( 'contact-detail/' . $new ) )['lastContacted'] );
	}

	public function test_the_vcard_and_csv_exports_carry_them_in_the_notes(): void {
		$ann = $this->make_contact( self::$owner, array( 'firstName' => 'Ann', 'lastName' => 'Lee' ) );
		$this->make_note( self::$owner, $ann, 'A note.' );
		$this->log( $ann, array( 'kind' => 'meeting', 'happenedOn' => '2026-01-15', 'note' => 'Budget <100k and >50k', 'stageId' => 2 ) );
		$this->log( $ann, array( 'kind' => 'call', 'happenedOn' => '2026-02-01' ) );
		$lines = "PRISM interactions:\nCall · 2026-02-01\nMeeting · 2026-01-15 · Budget <100k and >50k · CONNECT";
		foreach ( array( 'vcard', 'csv' ) as $format ) {
			$response = $this->get( 'export', array( 'format' => $format, 'ids' => array( $ann ) ) );
			$this->assertSame( 200, $response->get_status() );
			$file = $response->get_data()->render();
			if ( 'vcard' === $format ) {
				$card  = \Sabre\VObject\Reader::read( $file );
				$notes = array_map( 'strval', iterator_to_array( $card->select( 'NOTE' ) ) );
				$this->assertSame( array( 'A note.', $lines ), array_values( $notes ) );
			} else {
				$this->assertStringContainsString( '"A note.' . "\n\n" . $lines . '"', $file );
			}
		}
	}

	public function test_the_timeline_shows_them_with_notes_follow_ups_and_dated_events_newest_day_first(): void {
		$ann      = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$note     = $this->make_note( self::$owner, $ann, 'Budget <100k and >50k' );
		$call     = $this->log( $ann, array( 'kind' => 'call', 'happenedOn' => self::day( 0 ), 'note' => 'Called about %20' ) )[0]['id'];
		$meeting  = max( array_column( $this->log( $ann, array( 'kind' => 'meeting', 'happenedOn' => self::day( -9 ) ) ), 'id' ) );
		$followup = ( new \Prism\Data\Followup_Repository() )->create( self::$owner, $ann, array( 'title' => 'Send the deck', 'desc' => 'Slides', 'date' => self::day( 5 ) ) );
		$event    = ( new \Prism\Data\Event_Repository() )->create( self::$owner, $ann, array( 'title' => 'Launch party', 'type' => 'Other', 'date' => self::day( -3 ), 'desc' => '' ) );
		( new \Prism\Data\Event_Repository() )->create( self::$owner, $ann, array( 'title' => 'Birthday', 'type' => 'Birthday', 'date' => '1990-07-01', 'desc' => '' ) );

		$timeline = $this->ok( $this->get( "contact-timeline/{$ann}" ) );
		$this->assertSame(
			array(
				array( 'followup', $followup, self::day( 5 ), 'Send the deck', 'Slides', null, false ),
				array( 'interaction', $call, self::day( 0 ), 'Call', 'Called about %20', 'call', null ),
				array( 'note', $note, self::day( 0 ), 'Note', 'Budget <100k and >50k', null, null ),
				array( 'event', $event, self::day( -3 ), 'Launch party', '', null, null ),
				array( 'interaction', $meeting, self::day( -9 ), 'Meeting', '', 'meeting', null ),
			),
			array_map( static fn( array $item ): array => array_values( $item ), $timeline ),
			'a yearly event recurs, so it is not on the timeline'
		);

		$this->act_as( self::$other );
		$this->assert_error( $this->get( "contact-timeline/{$ann}" ), 404, 'prism_not_found' );
	}

	public function test_the_personal_data_export_lists_them_with_their_labels(): void {
		$ann = $this->make_contact( self::$owner, array( 'firstName' => 'Ann', 'lastName' => 'Lee' ) );
		$this->log( $ann, array( 'kind' => 'meeting', 'happenedOn' => '2026-01-15', 'note' => 'Budget <100k', 'stageId' => 5 ) );
		$user  = get_userdata( self::$owner );
		$items = array_values( array_filter( Personal_Data::export( $user->user_email, 1 )['data'], static fn( array $item ): bool => 'prism-interactions' === $item['group_id'] ) );
		$this->assertCount( 1, $items );
		$data = array_column( $items[0]['data'], 'value', 'name' );
		$this->assertSame( 'Ann Lee', $data['Contact'] );
		$this->assertSame( 'Meeting', $data['Kind'] );
		$this->assertSame( '2026-01-15', $data['Day'] );
		$this->assertSame( 'Budget &lt;100k', $data['Note'] );
		$this->assertSame( 'MAINTAIN', $data['Networking stage'] );
		$this->assertTrue( Schema::exists( Schema::table( 'interactions' ) ) );
	}
}

<?php
/**
 * events/{contactId}, create-event, update-event, delete-event, events-with-contacts/{wordpressId} and
 * calendar-events/{wordpressId}, as the owner, as another member and as nobody; over HTTP with and without the
 * REST nonce; and what happens to events when their contact is deleted or merged.
 *
 * @package Prism
 */

namespace Prism\Tests\Rest;

use Prism\Data\Event_Repository;
use Prism\Domain\Calendar_Date;
use Prism\Tests\Support\Http_Client;
use Prism\Tests\Support\Members;
use Prism\Tests\Support\Prism_Test_Case;
use WP_REST_Request;
use WP_REST_Response;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';
require_once dirname( __DIR__ ) . '/Support/Http_Client.php';

/**
 * Event routes.
 */
final class EventsControllerTest extends Prism_Test_Case {

	/**
	 * Stores an event through the repository.
	 *
	 * @param int    $owner      Member.
	 * @param int    $contact_id Contact.
	 * @param string $title      Title.
	 * @param string $type       Birthday, Anniversary or Other.
	 * @param string $date       YYYY-MM-DD or --MM-DD.
	 * @param string $desc       Description.
	 * @return int Event id.
	 */
	private function make_event( int $owner, int $contact_id, string $title, string $type, string $date, string $desc = '' ): int {
		return ( new Event_Repository() )->create(
			$owner,
			$contact_id,
			array(
				'title' => $title,
				'type'  => $type,
				'desc'  => $desc,
				'date'  => $date,
			)
		);
	}

	/**
	 * Today in the site's time zone.
	 */
	private static function today(): string {
		return current_datetime()->format( 'Y-m-d' );
	}

	/**
	 * An event as the API answers it.
	 *
	 * @param int    $id         Event.
	 * @param int    $contact_id Contact.
	 * @param string $title      Title.
	 * @param string $type       Type.
	 * @param string $date       Stored date.
	 * @param string $desc       Description.
	 * @return array<string, mixed>
	 */
	private static function shape( int $id, int $contact_id, string $title, string $type, string $date, string $desc = '' ): array {
		return array(
			'id'        => $id,
			'contactId' => $contact_id,
			'title'     => $title,
			'type'      => $type,
			'date'      => $date,
			'desc'      => $desc,
			'yearly'    => 'Other' !== $type,
			'next'      => Calendar_Date::next_occurrence( $date, $type, self::today() ),
		);
	}

	/**
	 * A contact as the event lists show whose an event is.
	 *
	 * @param int    $id    Contact.
	 * @param string $first First name.
	 * @param string $last  Last name.
	 * @param string $email First email.
	 * @param string $phone First phone.
	 * @return array<string, mixed>
	 */
	private static function summary( int $id, string $first, string $last = '', string $email = '', string $phone = '' ): array {
		return array(
			'id'        => $id,
			'name'      => trim( $first . ' ' . $last ),
			'firstName' => $first,
			'lastName'  => $last,
			'emailOne'  => $email,
			'phoneOne'  => $phone,
		);
	}

	/**
	 * The owner's contact Ann Archer with an email and a phone.
	 */
	private function ann(): int {
		return $this->make_contact(
			self::$owner,
			array(
				'firstName' => 'Ann',
				'lastName'  => 'Archer',
				'emailOne'  => 'ann@example.test',
				'phoneOne'  => '555 0100',
			)
		);
	}

	/**
	 * The readable sentence a 400 gives for a parameter (WordPress puts the validator's sentence under data.params).
	 *
	 * @param array<string, mixed> $error Error body.
	 * @param string               $param Parameter.
	 */
	private static function problem_of( array $error, string $param ): string {
		return (string) ( $error['data']['params'][ $param ] ?? $error['message'] );
	}

	/**
	 * GET prism/v1/$route as WordPress serves it over HTTP: after dispatching, its `rest_post_dispatch` filters run
	 * (among them the one that applies `_fields` to the whole answer).
	 *
	 * @param string               $route Route below prism/v1/.
	 * @param array<string, mixed> $query Query parameters.
	 */
	private function get_as_served( string $route, array $query ): WP_REST_Response {
		$request = new WP_REST_Request( 'GET', '/prism/v1/' . $route );
		$request->set_query_params( $query );
		return rest_ensure_response( apply_filters( 'rest_post_dispatch', rest_do_request( $request ), rest_get_server(), $request ) );
	}

	// --- events/{contactId} --------------------------------------------------------------------------------

	/**
	 * The coming events first (the next to come first), then past one-off events, the most recent first.
	 */
	public function test_owner_gets_a_contacts_events_next_first(): void {
		$ann      = $this->ann();
		$ben      = $this->make_contact( self::$owner, array( 'firstName' => 'Ben' ) );
		$old      = $this->make_event( self::$owner, $ann, 'Graduation', 'Other', '2001-05-05' );
		$birthday = $this->make_event( self::$owner, $ann, 'Birthday', 'Birthday', '1990-11-22', 'Likes dark chocolate.' );
		$future   = $this->make_event( self::$owner, $ann, 'Launch', 'Other', '2099-01-01' );
		$recent   = $this->make_event( self::$owner, $ann, 'Conference', 'Other', '2020-01-01' );
		$leap     = $this->make_event( self::$owner, $ann, 'Wedding', 'Anniversary', '--02-29' );
		$this->make_event( self::$owner, $ben, 'Ben only', 'Other', '2099-02-02' );

		$body = $this->ok( $this->get( 'events/' . $ann ) );

		$yearly = array( self::shape( $birthday, $ann, 'Birthday', 'Birthday', '1990-11-22', 'Likes dark chocolate.' ), self::shape( $leap, $ann, 'Wedding', 'Anniversary', '--02-29' ) );
		usort( $yearly, static fn( $a, $b ) => strcmp( $a['next'], $b['next'] ) );
		$this->assertSame(
			array_merge(
				$yearly,
				array(
					self::shape( $future, $ann, 'Launch', 'Other', '2099-01-01' ),
					self::shape( $recent, $ann, 'Conference', 'Other', '2020-01-01' ),
					self::shape( $old, $ann, 'Graduation', 'Other', '2001-05-05' ),
				)
			),
			$body
		);
		$by_id = array_column( $body, null, 'id' );
		$this->assertSame( '2099-01-01', $by_id[ $future ]['next'] );
		$this->assertNull( $by_id[ $old ]['next'], 'a past one-off event has no next day' );
		$this->assertTrue( $by_id[ $leap ]['yearly'] );
		$this->assertFalse( $by_id[ $old ]['yearly'] );
		$this->assertGreaterThanOrEqual( self::today(), $by_id[ $birthday ]['next'] );
		$this->assertSame( '11-22', substr( $by_id[ $birthday ]['next'], 5 ) );
		$this->assertContains( substr( $by_id[ $leap ]['next'], 5 ), array( '02-28', '02-29' ) );

		$this->assertSame( array(), $this->ok( $this->get( 'events/' . $this->make_contact( self::$owner, array( 'firstName' => 'Cora' ) ) ) ) );
		$this->assertSame( array( array( 'id' => $future, 'title' => 'Launch' ) ), array_values( array_filter( $this->ok( $this->get( 'events/' . $ann, array( '_fields' => 'id,title' ) ) ), static fn( $e ) => $future === $e['id'] ) ) );
	}

	/**
	 * Another member's contact answers like a contact that does not exist.
	 */
	public function test_events_of_another_members_contact_are_not_found(): void {
		$olga = $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		$this->make_event( self::$other, $olga, 'Private', 'Birthday', '1980-01-01' );
		$theirs  = $this->assert_error( $this->get( 'events/' . $olga ), 404, 'prism_not_found' );
		$missing = $this->assert_error( $this->get( 'events/' . ( $olga + 1000 ) ), 404, 'prism_not_found' );
		$this->assertSame( $missing, $theirs );
		$this->assert_error( $this->get( 'events/0' ), 400, 'rest_invalid_param' );
		$this->act_as( 0 );
		$this->assert_error( $this->get( 'events/' . $olga ), 401, 'rest_not_logged_in' );
	}

	// --- create-event --------------------------------------------------------------------------------------

	public function test_owner_creates_events_and_gets_the_contacts_events(): void {
		$ann = $this->ann();

		$body = $this->ok(
			$this->send(
				'POST',
				'create-event',
				array(
					'contactId'   => $ann,
					'wordpressId' => self::$owner,
					'title'       => '  Budget <100k and >50k  ',
					'type'        => 'Other',
					'date'        => '2099-03-04',
					'desc'        => "First line 🎉\nhttps://maps.example.com/?q=caf%C3%A9%20Berlin\n\n  <b>not bold</b> & more",
				)
			)
		);
		$id   = $body[0]['id'];
		$this->assertSame( array( self::shape( $id, $ann, 'Budget <100k and >50k', 'Other', '2099-03-04', "First line 🎉\nhttps://maps.example.com/?q=caf%C3%A9%20Berlin\n\n  <b>not bold</b> & more" ) ), $body );
		$this->assertSame( $body, $this->ok( $this->get( 'events/' . $ann ) ) );

		$body = $this->ok( $this->send( 'POST', 'create-event', array( 'contactId' => $ann, 'wordpressId' => self::$owner, 'title' => "Born\non this day", 'type' => 'Birthday', 'date' => '--02-29' ) ) );
		$this->assertCount( 2, $body );
		$born = array_values( array_filter( $body, static fn( $e ) => $id !== $e['id'] ) )[0];
		$this->assertSame( self::shape( $born['id'], $ann, 'Born on this day', 'Birthday', '--02-29', '' ), $born, 'a one-line title; no description is an empty one' );
		$this->assertSame( 1, $this->count_rows( 'events', array( 'id' => $born['id'], 'month_day' => '02-29', 'event_date' => '--02-29' ) ) );

		$body = $this->ok( $this->send( 'POST', 'create-event', array( 'contactId' => $ann, 'wordpressId' => self::$owner, 'title' => 'Leap baby', 'type' => 'Anniversary', 'date' => '2024-02-29', 'desc' => '' ) ) );
		$this->assertCount( 3, $body );
		$this->assertSame( 3, $this->count_rows( 'events', array( 'owner_id' => self::$owner, 'contact_id' => $ann ) ) );
		$this->assertSame( 0, $this->count_rows( 'events', array( 'owner_id' => self::$other ) ) );
	}

	/**
	 * An event on another member's contact (or a missing one) is 404; for another member's wordpressId 403; with
	 * nobody logged in 401. None of them stores anything.
	 */
	public function test_creating_an_event_where_it_does_not_belong_changes_nothing(): void {
		$ann  = $this->ann();
		$this->make_event( self::$owner, $ann, 'Existing', 'Other', '2099-01-01' );
		$olga = $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		$before = $this->snapshot();
		$event  = array( 'title' => 'Sneaky', 'type' => 'Other', 'date' => '2099-01-01' );

		$theirs  = $this->assert_error( $this->send( 'POST', 'create-event', array( 'contactId' => $olga, 'wordpressId' => self::$owner ) + $event ), 404, 'prism_not_found' );
		$missing = $this->assert_error( $this->send( 'POST', 'create-event', array( 'contactId' => $olga + 1000, 'wordpressId' => self::$owner ) + $event ), 404, 'prism_not_found' );
		$this->assertSame( $missing, $theirs );
		$this->assert_error( $this->send( 'POST', 'create-event', array( 'contactId' => $olga, 'wordpressId' => self::$other ) + $event ), 403, 'prism_forbidden' );
		$this->assert_error( $this->send( 'POST', 'create-event', array( 'contactId' => $ann, 'wordpressId' => self::$other ) + $event ), 403, 'prism_forbidden' );
		$this->act_as( self::$other );
		$this->assert_error( $this->send( 'POST', 'create-event', array( 'contactId' => $ann, 'wordpressId' => self::$other ) + $event ), 404, 'prism_not_found' );
		$this->act_as( 0 );
		$this->assert_error( $this->send( 'POST', 'create-event', array( 'contactId' => $ann, 'wordpressId' => self::$owner ) + $event ), 401, 'rest_not_logged_in' );
		$this->assert_unchanged( $before );
	}

	/**
	 * Missing, malformed and impossible values are 400 with a readable sentence, and store nothing.
	 *
	 * @dataProvider bad_new_events
	 *
	 * @param array<string, mixed> $fields   Body fields replacing the valid ones (null values are left out).
	 * @param string               $code     Expected error code.
	 * @param string               $param    The parameter refused.
	 * @param string               $sentence Part of the sentence given for it.
	 */
	public function test_creating_a_bad_event_changes_nothing( array $fields, string $code, string $param, string $sentence ): void {
		$ann = $this->ann();
		$this->make_event( self::$owner, $ann, 'Existing', 'Other', '2099-01-01' );
		$before = $this->snapshot();
		$valid  = array(
			'contactId'   => $ann,
			'wordpressId' => self::$owner,
			'title'       => 'Dinner',
			'type'        => 'Birthday',
			'date'        => '1990-11-22',
			'desc'        => 'Fine.',
		);
		$body   = array_filter( array_merge( $valid, $fields ), static fn( $v ) => null !== $v );
		$error  = $this->assert_error( $this->send( 'POST', 'create-event', $body ), 400, $code );
		$this->assertStringContainsString( $param, $error['message'] );
		$this->assertStringContainsString( $sentence, self::problem_of( $error, $param ) );
		$this->assert_unchanged( $before );
	}

	/**
	 * Bodies create-event refuses.
	 *
	 * @return array<string, array{0: array<string, mixed>, 1: string, 2: string, 3: string}>
	 */
	public function bad_new_events(): array {
		$invalid = 'rest_invalid_param';
		$missing = 'rest_missing_callback_param';
		return array(
			'no title'                  => array( array( 'title' => null ), $missing, 'title', 'title' ),
			'empty title'               => array( array( 'title' => '' ), $invalid, 'title', 'Give the event a title.' ),
			'blank title'               => array( array( 'title' => " \n\t " ), $invalid, 'title', 'Give the event a title.' ),
			'title a list'              => array( array( 'title' => array( 'a' ) ), $invalid, 'title', 'This must be text.' ),
			'title too long'            => array( array( 'title' => str_repeat( 'é', 192 ) ), $invalid, 'title', 'Keep this to 191 characters or fewer.' ),
			'desc too long'             => array( array( 'desc' => str_repeat( 'a', 5001 ) ), $invalid, 'desc', 'Keep this to 5000 characters or fewer.' ),
			'desc a number'             => array( array( 'desc' => 12 ), $invalid, 'desc', 'This must be text.' ),
			'no type'                   => array( array( 'type' => null ), $missing, 'type', 'type' ),
			'lower-case type'           => array( array( 'type' => 'birthday' ), $invalid, 'type', 'Choose the event type: Birthday, Anniversary or Other.' ),
			'unknown type'              => array( array( 'type' => 'Holiday' ), $invalid, 'type', 'Choose the event type' ),
			'type a list'               => array( array( 'type' => array( 'Birthday' ) ), $invalid, 'type', 'Choose the event type' ),
			'no date'                   => array( array( 'date' => null ), $missing, 'date', 'date' ),
			'empty date'                => array( array( 'date' => '' ), $invalid, 'date', 'Choose a date.' ),
			'US date'                   => array( array( 'date' => '11/22/2026' ), $invalid, 'date', 'YYYY-MM-DD' ),
			'date with a time'          => array( array( 'date' => '2026-11-22 10:00' ), $invalid, 'date', 'YYYY-MM-DD' ),
			'30 February'               => array( array( 'date' => '2026-02-30' ), $invalid, 'date', '2026-02-30 is not a day in the calendar.' ),
			'29 February, common year'  => array( array( 'date' => '2026-02-29' ), $invalid, 'date', '2026-02-29 is not a day in the calendar.' ),
			'no year, 30 February'      => array( array( 'date' => '--02-30' ), $invalid, 'date', '--02-30 is not a day in the calendar.' ),
			'no year on Other'          => array( array( 'type' => 'Other', 'date' => '--11-22' ), $invalid, 'date', 'This date needs a year.' ),
			'no year on unknown type'   => array( array( 'type' => 'Holiday', 'date' => '--11-22' ), $invalid, 'date', 'This date needs a year.' ),
			'date a number'             => array( array( 'date' => 20261122 ), $invalid, 'date', 'Choose a date.' ),
			'contactId a word'          => array( array( 'contactId' => 'ann' ), $invalid, 'contactId', 'contactId' ),
			'no contactId'              => array( array( 'contactId' => null ), $missing, 'contactId', 'contactId' ),
			'no wordpressId'            => array( array( 'wordpressId' => null ), $missing, 'wordpressId', 'wordpressId' ),
		);
	}

	/**
	 * A failing insert is a 500 and stores nothing.
	 */
	public function test_a_failing_create_changes_nothing(): void {
		$ann = $this->ann();
		$this->make_event( self::$owner, $ann, 'Existing', 'Other', '2099-01-01' );
		$before   = $this->snapshot();
		$response = $this->with_failing_sql( 'INSERT INTO', 'events', fn() => $this->send( 'POST', 'create-event', array( 'contactId' => $ann, 'wordpressId' => self::$owner, 'title' => 'Dinner', 'type' => 'Other', 'date' => '2099-01-02' ) ) );
		$this->assert_error( $response, 500, 'prism_failed' );
		$this->assert_unchanged( $before );
	}

	// --- update-event --------------------------------------------------------------------------------------

	public function test_owner_updates_an_event(): void {
		$ann   = $this->ann();
		$event = $this->make_event( self::$owner, $ann, 'Birthday', 'Birthday', '1990-11-22', "Two lines\nof notes." );
		$other = $this->make_event( self::$owner, $ann, 'Launch', 'Other', '2099-01-01' );

		$body = $this->ok( $this->send( 'POST', 'update-event', array( 'id' => $event, 'contactId' => $ann, 'title' => 'Birthday (Ann)', 'type' => 'Birthday', 'date' => '--11-22' ) ) );
		$this->assertSame(
			array(
				self::shape( $event, $ann, 'Birthday (Ann)', 'Birthday', '--11-22', "Two lines\nof notes." ),
				self::shape( $other, $ann, 'Launch', 'Other', '2099-01-01' ),
			),
			$body,
			'a description left out is kept'
		);
		$this->assertSame( 1, $this->count_rows( 'events', array( 'id' => $event, 'month_day' => '11-22', 'event_date' => '--11-22' ) ) );

		$body = $this->ok( $this->send( 'POST', 'update-event', array( 'id' => $event, 'contactId' => $ann, 'wordpressId' => self::$owner, 'title' => 'Trip', 'type' => 'Other', 'date' => '2099-06-30', 'desc' => '' ) ) );
		$this->assertSame(
			array(
				self::shape( $other, $ann, 'Launch', 'Other', '2099-01-01' ),
				self::shape( $event, $ann, 'Trip', 'Other', '2099-06-30', '' ),
			),
			$body,
			'an empty description empties it; the type and date change'
		);
		$this->assertSame( 1, $this->count_rows( 'events', array( 'id' => $event, 'month_day' => '06-30' ) ) );
		$this->assertSame( $body, $this->ok( $this->get( 'events/' . $ann ) ) );
	}

	/**
	 * Another member's event, an event of another of the owner's contacts, or a missing event: 404 and unchanged.
	 */
	public function test_updating_an_event_that_does_not_match_changes_nothing(): void {
		$ann   = $this->ann();
		$ben   = $this->make_contact( self::$owner, array( 'firstName' => 'Ben' ) );
		$event = $this->make_event( self::$owner, $ann, 'Ann event', 'Other', '2099-01-01' );
		$olga  = $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		$hers  = $this->make_event( self::$other, $olga, 'Private', 'Birthday', '1980-01-01' );
		$before = $this->snapshot();
		$values = array( 'title' => 'Changed', 'type' => 'Other', 'date' => '2099-02-02' );

		$cases = array(
			'another member\'s event and contact'      => array( $hers, $olga ),
			'another member\'s event on my contact id' => array( $hers, $ann ),
			'my event under another contact'           => array( $event, $ben ),
			'my event under another member\'s contact' => array( $event, $olga ),
			'an event that does not exist'             => array( $hers + $event + 1000, $ann ),
		);
		$answers = array();
		foreach ( $cases as $why => list( $id, $contact ) ) {
			$answers[] = $this->assert_error( $this->send( 'POST', 'update-event', array( 'id' => $id, 'contactId' => $contact ) + $values ), 404, 'prism_not_found' );
			$this->assert_unchanged( $before, $why );
		}
		$this->assertCount( 1, array_unique( array_map( 'wp_json_encode', $answers ) ), 'every 404 is the same answer' );

		$this->assert_error( $this->send( 'POST', 'update-event', array( 'id' => $event, 'contactId' => $ann, 'wordpressId' => self::$other ) + $values ), 403, 'prism_forbidden' );
		$this->act_as( self::$other );
		$this->assert_error( $this->send( 'POST', 'update-event', array( 'id' => $event, 'contactId' => $ann ) + $values ), 404, 'prism_not_found' );
		$this->act_as( 0 );
		$this->assert_error( $this->send( 'POST', 'update-event', array( 'id' => $event, 'contactId' => $ann ) + $values ), 401, 'rest_not_logged_in' );
		$this->assert_unchanged( $before );
	}

	/**
	 * @dataProvider bad_updates
	 *
	 * @param array<string, mixed> $fields Body fields replacing the valid ones (null values are left out).
	 * @param string               $code   Expected error code.
	 * @param string               $param  The parameter refused.
	 */
	public function test_bad_updates_change_nothing( array $fields, string $code, string $param ): void {
		$ann   = $this->ann();
		$event = $this->make_event( self::$owner, $ann, 'Birthday', 'Birthday', '--02-29', 'Kept.' );
		$before = $this->snapshot();
		$body   = array_filter(
			array_merge(
				array(
					'id'        => $event,
					'contactId' => $ann,
					'title'     => 'Fine',
					'type'      => 'Birthday',
					'date'      => '--02-29',
				),
				$fields
			),
			static fn( $v ) => null !== $v
		);
		$error  = $this->assert_error( $this->send( 'POST', 'update-event', $body ), 400, $code );
		$this->assertStringContainsString( $param, $error['message'] );
		$this->assert_unchanged( $before );
	}

	/**
	 * Bodies update-event refuses.
	 *
	 * @return array<string, array{0: array<string, mixed>, 1: string, 2: string}>
	 */
	public function bad_updates(): array {
		return array(
			'type changed to Other, no year' => array( array( 'type' => 'Other' ), 'rest_invalid_param', 'date' ),
			'impossible date'                => array( array( 'date' => '2027-02-29' ), 'rest_invalid_param', 'date' ),
			'empty title'                    => array( array( 'title' => '' ), 'rest_invalid_param', 'title' ),
			'no title'                       => array( array( 'title' => null ), 'rest_missing_callback_param', 'title' ),
			'no type'                        => array( array( 'type' => null ), 'rest_missing_callback_param', 'type' ),
			'no date'                        => array( array( 'date' => null ), 'rest_missing_callback_param', 'date' ),
			'no id'                          => array( array( 'id' => null ), 'rest_missing_callback_param', 'id' ),
			'no contactId'                   => array( array( 'contactId' => null ), 'rest_missing_callback_param', 'contactId' ),
			'id a word'                      => array( array( 'id' => 'first' ), 'rest_invalid_param', 'id' ),
			'unknown type'                   => array( array( 'type' => 'Memorial' ), 'rest_invalid_param', 'type' ),
			'desc an object'                 => array( array( 'desc' => array( 'text' => 'x' ) ), 'rest_invalid_param', 'desc' ),
		);
	}

	public function test_a_failing_update_changes_nothing(): void {
		$ann   = $this->ann();
		$event = $this->make_event( self::$owner, $ann, 'Birthday', 'Birthday', '1990-11-22' );
		$before   = $this->snapshot();
		$response = $this->with_failing_sql( 'UPDATE', 'events', fn() => $this->send( 'POST', 'update-event', array( 'id' => $event, 'contactId' => $ann, 'title' => 'Changed', 'type' => 'Other', 'date' => '2099-01-01' ) ) );
		$this->assert_error( $response, 500, 'prism_failed' );
		$this->assert_unchanged( $before );
	}

	// --- delete-event --------------------------------------------------------------------------------------

	public function test_owner_deletes_an_event_and_gets_the_rest(): void {
		$ann  = $this->ann();
		$ben  = $this->make_contact( self::$owner, array( 'firstName' => 'Ben' ) );
		$gone = $this->make_event( self::$owner, $ann, 'Delete me', 'Other', '2099-01-01' );
		$stay = $this->make_event( self::$owner, $ann, 'Keep me', 'Other', '2099-01-02' );
		$bens = $this->make_event( self::$owner, $ben, 'Ben event', 'Other', '2099-01-03' );

		$body = $this->ok( $this->send( 'DELETE', 'delete-event', array( 'id' => $gone, 'contactId' => $ann ) ) );
		$this->assertSame( array( self::shape( $stay, $ann, 'Keep me', 'Other', '2099-01-02' ) ), $body );
		$this->assertNull( ( new Event_Repository() )->find( self::$owner, $gone ) );

		$body = $this->ok( $this->send( 'POST', 'delete-event', array( 'id' => $stay, 'contactId' => $ann, 'wordpressId' => self::$owner ) ) );
		$this->assertSame( array(), $body, 'POST deletes as DELETE does' );
		$this->assertSame( array( $bens ), array_column( $this->ok( $this->get( 'events/' . $ben ) ), 'id' ) );
		$this->assertNotNull( $this->contact( self::$owner, $ann ), 'the contact stays' );
	}

	public function test_deleting_an_event_that_does_not_match_changes_nothing(): void {
		$ann   = $this->ann();
		$ben   = $this->make_contact( self::$owner, array( 'firstName' => 'Ben' ) );
		$event = $this->make_event( self::$owner, $ann, 'Ann event', 'Other', '2099-01-01' );
		$olga  = $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		$hers  = $this->make_event( self::$other, $olga, 'Private', 'Birthday', '1980-01-01' );
		$before = $this->snapshot();

		$cases = array(
			'another member\'s event'                  => array( $hers, $olga ),
			'another member\'s event on my contact id' => array( $hers, $ann ),
			'my event under another contact'           => array( $event, $ben ),
			'an event that does not exist'             => array( $hers + $event + 1000, $ann ),
		);
		foreach ( $cases as $why => list( $id, $contact ) ) {
			$this->assert_error( $this->send( 'DELETE', 'delete-event', array( 'id' => $id, 'contactId' => $contact ) ), 404, 'prism_not_found' );
			$this->assert_error( $this->send( 'POST', 'delete-event', array( 'id' => $id, 'contactId' => $contact ) ), 404, 'prism_not_found' );
			$this->assert_unchanged( $before, $why );
		}
		$this->assert_error( $this->send( 'DELETE', 'delete-event', array( 'id' => $event, 'contactId' => $ann, 'wordpressId' => self::$other ) ), 403, 'prism_forbidden' );
		$this->assert_error( $this->send( 'DELETE', 'delete-event', array( 'contactId' => $ann ) ), 400, 'rest_missing_callback_param' );
		$this->assert_error( $this->send( 'DELETE', 'delete-event', array( 'id' => $event ) ), 400, 'rest_missing_callback_param' );
		$this->assert_error( $this->send( 'DELETE', 'delete-event', array( 'id' => 'all', 'contactId' => $ann ) ), 400, 'rest_invalid_param' );
		$this->assert_error( $this->send( 'GET', 'delete-event', array( 'id' => $event, 'contactId' => $ann ) ), 404, 'rest_no_route' );
		$this->act_as( self::$other );
		$this->assert_error( $this->send( 'DELETE', 'delete-event', array( 'id' => $event, 'contactId' => $ann ) ), 404, 'prism_not_found' );
		$this->act_as( 0 );
		$this->assert_error( $this->send( 'DELETE', 'delete-event', array( 'id' => $event, 'contactId' => $ann ) ), 401, 'rest_not_logged_in' );
		$this->assert_unchanged( $before );

		$this->act_as( self::$owner );
		$response = $this->with_failing_sql( 'DELETE FROM', 'events', fn() => $this->send( 'DELETE', 'delete-event', array( 'id' => $event, 'contactId' => $ann ) ) );
		$this->assert_error( $response, 500, 'prism_failed' );
		$this->assert_unchanged( $before, 'a failing delete' );
	}

	// --- events-with-contacts/{wordpressId} ----------------------------------------------------------------

	/**
	 * The events falling on a day, yearly ones of earlier years included, each with its contact, by contact name.
	 */
	public function test_events_with_contacts_on_a_day(): void {
		$ann   = $this->ann();
		$zed   = $this->make_contact( self::$owner, array( 'firstName' => 'Zed' ) );
		$bea   = $this->make_contact( self::$owner, array( 'firstName' => 'bea', 'lastName' => 'Brown' ) );
		$born  = $this->make_event( self::$owner, $zed, 'Birthday', 'Birthday', '1990-11-22', 'Call in the morning.' );
		$meet  = $this->make_event( self::$owner, $ann, 'Board meeting', 'Other', '2026-11-22' );
		$wed   = $this->make_event( self::$owner, $bea, 'Wedding', 'Anniversary', '--11-22' );
		$this->make_event( self::$owner, $ann, 'Last year', 'Other', '2025-11-22' );
		$this->make_event( self::$owner, $ann, 'Not yet married', 'Anniversary', '2030-11-22' );
		$this->make_event( self::$owner, $ann, 'Day after', 'Birthday', '1990-11-23' );
		$olga = $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		$this->make_event( self::$other, $olga, 'Private', 'Birthday', '1980-11-22' );

		$body = $this->ok( $this->get( 'events-with-contacts/' . self::$owner, array( 'date' => '2026-11-22' ) ) );

		$this->assertSame(
			array(
				array(
					'event'   => self::shape( $meet, $ann, 'Board meeting', 'Other', '2026-11-22' ),
					'contact' => self::summary( $ann, 'Ann', 'Archer', 'ann@example.test', '555 0100' ),
					'date'    => '2026-11-22',
				),
				array(
					'event'   => self::shape( $wed, $bea, 'Wedding', 'Anniversary', '--11-22' ),
					'contact' => self::summary( $bea, 'bea', 'Brown' ),
					'date'    => '2026-11-22',
				),
				array(
					'event'   => self::shape( $born, $zed, 'Birthday', 'Birthday', '1990-11-22', 'Call in the morning.' ),
					'contact' => self::summary( $zed, 'Zed' ),
					'date'    => '2026-11-22',
				),
			),
			$body
		);
		$this->assertSame( array(), $this->ok( $this->get( 'events-with-contacts/' . self::$owner, array( 'date' => '2026-11-21' ) ) ) );
		$this->assertSame( array( $wed, $born ), array_column( array_column( $this->ok( $this->get( 'events-with-contacts/' . self::$owner, array( 'date' => '1990-11-22' ) ) ), 'event' ), 'id' ), 'a birthday on its first day; a yearly date of no year any year' );
	}

	/**
	 * A birthday on 29 February comes on 28 February in common years, on the 29th in leap years.
	 */
	public function test_a_leap_day_birthday_on_the_days_it_is_kept(): void {
		$ann   = $this->ann();
		$leap  = $this->make_event( self::$owner, $ann, 'Leap birthday', 'Birthday', '--02-29' );
		$dated = $this->make_event( self::$owner, $ann, 'Leap anniversary', 'Anniversary', '1992-02-29' );
		$feb28 = $this->make_event( self::$owner, $ann, 'Real 28th', 'Birthday', '1985-02-28' );
		$ids   = fn( string $day ): array => array_column( array_column( $this->ok( $this->get( 'events-with-contacts/' . self::$owner, array( 'date' => $day ) ) ), 'event' ), 'id' );

		$this->assertSame( array( $leap, $dated, $feb28 ), $ids( '2027-02-28' ), 'common year: 29 February comes on the 28th' );
		$this->assertSame( array(), $ids( '2027-03-01' ) );
		$this->assertSame( array( $feb28 ), $ids( '2028-02-28' ), 'leap year: not on the 28th' );
		$this->assertSame( array( $leap, $dated ), $ids( '2028-02-29' ) );
		$this->assertSame( array( $leap, $feb28 ), $ids( '1991-02-28' ), 'the dated one not before its first year' );
		$item = $this->ok( $this->get( 'events-with-contacts/' . self::$owner, array( 'date' => '2027-02-28' ) ) )[0];
		$this->assertSame( '2027-02-28', $item['date'] );
		$this->assertSame( '--02-29', $item['event']['date'] );
	}

	/**
	 * Without a date: today in the site's time zone.
	 */
	public function test_events_with_contacts_default_to_today(): void {
		$ann   = $this->ann();
		$today = self::today();
		$event = $this->make_event( self::$owner, $ann, 'Today', 'Other', $today );
		$yearly = $this->make_event( self::$owner, $ann, 'Yearly today', 'Anniversary', '--' . substr( $today, 5 ) );
		$this->make_event( self::$owner, $ann, 'Tomorrow', 'Other', Calendar_Date::add_days( $today, 1 ) );
		$body = $this->ok( $this->get( 'events-with-contacts/' . self::$owner ) );
		$this->assertSame( array( $event, $yearly ), array_column( array_column( $body, 'event' ), 'id' ) );
		$this->assertSame( array( $today, $today ), array_column( $body, 'date' ) );
	}

	/**
	 * "Today" is the site's day, not the server's UTC day: with the site in a time zone whose date differs from UTC's
	 * now, the day's events and each event's next day follow the site.
	 */
	public function test_today_is_the_sites_day(): void {
		$zone  = (int) gmdate( 'G' ) >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
		$local = ( new \DateTimeImmutable( 'now', new \DateTimeZone( $zone ) ) )->format( 'Y-m-d' );
		$utc   = gmdate( 'Y-m-d' );
		$this->assertNotSame( $utc, $local, "{$zone} is on another day than UTC now" );
		$ann    = $this->ann();
		$theirs = $this->make_event( self::$owner, $ann, 'On the site\'s day', 'Other', $local );
		$this->make_event( self::$owner, $ann, 'On the UTC day', 'Other', $utc );
		$saved = get_option( 'timezone_string' );
		update_option( 'timezone_string', $zone );
		try {
			$body = $this->ok( $this->get( 'events-with-contacts/' . self::$owner ) );
			$this->assertSame( array( $theirs ), array_column( array_column( $body, 'event' ), 'id' ) );
			$this->assertSame( array( $local ), array_column( $body, 'date' ) );
			$next = array_column( $this->ok( $this->get( 'events/' . $ann ) ), 'next', 'id' );
			$this->assertSame( $local, $next[ $theirs ], 'an event on the site\'s today is still to come' );
		} finally {
			update_option( 'timezone_string', $saved );
		}
	}

	/**
	 * The longest title (191 characters, emoji and other multi-byte ones included) is stored whole.
	 */
	public function test_the_longest_title_is_stored_whole(): void {
		$ann = $this->ann();
		foreach ( array( str_repeat( '☕', 191 ), str_repeat( '👩', 190 ) . 'x', str_repeat( 'a', 191 ) ) as $title ) {
			$body = $this->ok( $this->send( 'POST', 'create-event', array( 'contactId' => $ann, 'wordpressId' => self::$owner, 'title' => $title, 'type' => 'Other', 'date' => '2099-01-01', 'desc' => str_repeat( '🎉', 5000 ) ) ) );
			$this->assertSame( $title, $body[ count( $body ) - 1 ]['title'] );
			$this->assertSame( str_repeat( '🎉', 5000 ), $body[ count( $body ) - 1 ]['desc'] );
		}
	}

	public function test_events_with_contacts_refuse_what_they_cannot_answer(): void {
		$ann = $this->ann();
		$this->make_event( self::$owner, $ann, 'Today', 'Other', '2026-11-22' );
		foreach ( array( '2026-02-30', '11/22/2026', '--11-22', 'today' ) as $bad ) {
			$error = $this->assert_error( $this->get( 'events-with-contacts/' . self::$owner, array( 'date' => $bad ) ), 400, 'rest_invalid_param' );
			$this->assertStringContainsString( 'date', $error['message'] );
		}
		$this->assert_error( $this->get( 'events-with-contacts/' . self::$other, array( 'date' => '2026-11-22' ) ), 403, 'prism_forbidden' );
		$this->act_as( self::$other );
		$this->assertSame( array(), $this->ok( $this->get( 'events-with-contacts/' . self::$other, array( 'date' => '2026-11-22' ) ) ) );
		$this->act_as( 0 );
		$this->assert_error( $this->get( 'events-with-contacts/' . self::$owner, array( 'date' => '2026-11-22' ) ), 401, 'rest_not_logged_in' );
	}

	// --- calendar-events/{wordpressId} ---------------------------------------------------------------------

	/**
	 * A range across the year end: each yearly event once a year it falls in it, one-off events on their day, by day.
	 */
	public function test_calendar_events_in_a_range_across_the_year_end(): void {
		$ann  = $this->ann();
		$ben  = $this->make_contact( self::$owner, array( 'firstName' => 'Ben' ) );
		$nye  = $this->make_event( self::$owner, $ann, 'New Year\'s Eve birthday', 'Birthday', '1990-12-31', 'Party!' );
		$jan  = $this->make_event( self::$owner, $ben, 'Anniversary', 'Anniversary', '--01-02' );
		$trip = $this->make_event( self::$owner, $ben, 'Trip', 'Other', '2027-01-01' );
		$outside = $this->make_event( self::$owner, $ben, 'Outside', 'Other', '2027-03-01' );
		$this->make_event( self::$owner, $ben, 'A year before', 'Other', '2025-12-31' );
		$this->make_event( self::$owner, $ben, 'Later first year', 'Birthday', '2027-12-31' );
		$olga = $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		$this->make_event( self::$other, $olga, 'Private', 'Birthday', '1980-12-31' );

		$body = $this->ok( $this->get( 'calendar-events/' . self::$owner, array( 'from' => '2026-12-20', 'to' => '2027-01-10' ) ) );

		$item = static fn( int $id, int $contact, array $summary, string $title, string $type, string $date, string $day, string $desc = '' ): array => array(
			'id'      => "event-{$id}-{$day}",
			'kind'    => 'event',
			'type'    => $type,
			'title'   => $title,
			'desc'    => $desc,
			'date'    => $day,
			'start'   => $day,
			'end'     => $day,
			'contact' => $summary,
			'event'   => self::shape( $id, $contact, $title, $type, $date, $desc ),
		);
		$this->assertSame(
			array(
				$item( $nye, $ann, self::summary( $ann, 'Ann', 'Archer', 'ann@example.test', '555 0100' ), 'New Year\'s Eve birthday', 'Birthday', '1990-12-31', '2026-12-31', 'Party!' ),
				$item( $trip, $ben, self::summary( $ben, 'Ben' ), 'Trip', 'Other', '2027-01-01', '2027-01-01' ),
				$item( $jan, $ben, self::summary( $ben, 'Ben' ), 'Anniversary', 'Anniversary', '--01-02', '2027-01-02' ),
			),
			$body
		);

		$twice = $this->ok( $this->get( 'calendar-events/' . self::$owner, array( 'from' => '2026-12-31', 'to' => '2027-01-02' ) ) );
		$this->assertSame( array( "event-{$nye}-2026-12-31", "event-{$trip}-2027-01-01", "event-{$jan}-2027-01-02" ), array_column( $twice, 'id' ) );
		$leap = $this->make_event( self::$owner, $ann, 'Leap', 'Birthday', '--02-29' );
		$this->assertSame( array( "event-{$leap}-2027-02-28", "event-{$outside}-2027-03-01" ), array_column( $this->ok( $this->get( 'calendar-events/' . self::$owner, array( 'from' => '2027-02-01', 'to' => '2027-03-31' ) ) ), 'id' ) );
		$this->assertSame( array( "event-{$leap}-2028-02-29" ), array_column( $this->ok( $this->get( 'calendar-events/' . self::$owner, array( 'from' => '2028-02-01', 'to' => '2028-03-31' ) ) ), 'id' ) );
	}

	/**
	 * A month view (perDay): each day's first events, in the calendar's order, whole and exactly as the full answer
	 * has them; how many each day has in all; the other member's events neither shown nor counted.
	 */
	public function test_a_month_view_answers_each_days_first_events_and_how_many_it_has(): void {
		$ann  = $this->ann();
		$ben  = $this->make_contact( self::$owner, array( 'firstName' => 'Ben' ) );
		$busy = array();
		foreach ( array( 'Birthday' => '1990-01-11', 'Anniversary' => '--01-11', 'Other' => '2027-01-11' ) as $type => $date ) {
			$busy[] = $this->make_event( self::$owner, $ann, "{$type} one", $type, $date, 'Budget <100k and >50k' );
			$busy[] = $this->make_event( self::$owner, $ben, "{$type} two", $type, $date );
		}
		$quiet = $this->make_event( self::$owner, $ben, 'Quiet', 'Other', '2027-01-20' );
		$this->make_event( self::$owner, $ann, 'Outside', 'Other', '2027-03-01' );
		$olga = $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		$this->make_event( self::$other, $olga, 'Private', 'Birthday', '1980-01-11' );
		$range = array(
			'from' => '2027-01-01',
			'to'   => '2027-01-31',
		);

		$all  = $this->ok( $this->get( 'calendar-events/' . self::$owner, $range ) );
		$view = $this->ok( $this->get( 'calendar-events/' . self::$owner, $range + array( 'perDay' => 2 ) ) );

		$this->assertSame( array( 'items', 'days', 'through' ), array_keys( $view ) );
		$this->assertSame(
			array( "event-{$busy[0]}-2027-01-11", "event-{$busy[1]}-2027-01-11", "event-{$quiet}-2027-01-20" ),
			array_column( $view['items'], 'id' ),
			'the first two of the busy day by event id, and the quiet day\'s one'
		);
		$by_id = array_column( $all, null, 'id' );
		foreach ( $view['items'] as $item ) {
			$this->assertSame( $by_id[ $item['id'] ], $item, 'each item whole, as the full answer has it' );
		}
		$this->assertSame( array( '2027-01-11' => 6, '2027-01-20' => 1 ), $view['days'] );
		$this->assertSame( '2027-01-31', $view['through'] );

		$one = $this->ok( $this->get( 'calendar-events/' . self::$owner, $range + array( 'perDay' => 20 ) ) );
		$this->assertSame( array_column( $all, 'id' ), array_column( $one['items'], 'id' ), 'a day that fits is answered whole' );

		// The view is kept between changes (List_Orders::kept()): every kind of change shows at once.
		$later = array_column( $this->ok( $this->send( 'POST', 'create-event', array( 'contactId' => $ann, 'wordpressId' => self::$owner, 'title' => 'Later', 'type' => 'Other', 'date' => '2027-01-20' ) ) ), 'id', 'title' )['Later'];
		$view  = $this->ok( $this->get( 'calendar-events/' . self::$owner, $range + array( 'perDay' => 2 ) ) );
		$this->assertSame( array( '2027-01-11' => 6, '2027-01-20' => 2 ), $view['days'], 'a created event is counted' );
		$this->assertContains( "event-{$later}-2027-01-20", array_column( $view['items'], 'id' ) );
		$this->ok( $this->send( 'POST', 'update-event', array( 'id' => $quiet, 'contactId' => $ben, 'title' => 'Quiet, moved', 'type' => 'Other', 'date' => '2027-01-21' ) ) );
		$this->ok( $this->send( 'POST', 'delete-event', array( 'id' => $busy[0], 'contactId' => $ann ) ) );
		$view = $this->ok( $this->get( 'calendar-events/' . self::$owner, $range + array( 'perDay' => 2 ) ) );
		$this->assertSame( array( '2027-01-11' => 5, '2027-01-20' => 1, '2027-01-21' => 1 ), $view['days'], 'a moved and a deleted event' );
		$this->assertSame( array( "event-{$busy[1]}-2027-01-11", "event-{$busy[2]}-2027-01-11", "event-{$later}-2027-01-20", "event-{$quiet}-2027-01-21" ), array_column( $view['items'], 'id' ) );
		( new \Prism\Service\Contact_Service() )->delete_many( self::$owner, array( $ben ) );
		$view = $this->ok( $this->get( 'calendar-events/' . self::$owner, $range + array( 'perDay' => 2 ) ) );
		$this->assertSame( array( '2027-01-11' => 2, '2027-01-20' => 1 ), $view['days'], 'a deleted contact\'s events go with them' );

		$empty = $this->get_as_served( 'calendar-events/' . self::$owner, array( 'from' => '2026-05-01', 'to' => '2026-05-31', 'perDay' => 3 ) );
		$this->assertSame( '{"items":[],"days":{},"through":"2026-05-31"}', wp_json_encode( $empty->get_data() ), 'no day is an empty object, not a list' );
	}

	/**
	 * An agenda's page (limit): whole days from the first until that many items are answered, however busy the last
	 * day is; `through` says where the next page starts.
	 */
	public function test_an_agenda_page_answers_whole_days_and_says_where_it_stopped(): void {
		$ann = $this->ann();
		$ids = array();
		foreach ( array( '2027-01-03', '2027-01-03', '2027-01-05', '2027-01-05', '2027-01-05', '2027-01-09' ) as $n => $day ) {
			$ids[] = $this->make_event( self::$owner, $ann, "Event {$n}", 'Other', $day );
		}
		$ask = static fn( array $query ): array => $query + array( 'to' => '2027-01-31' );

		$page = $this->ok( $this->get( 'calendar-events/' . self::$owner, $ask( array( 'from' => '2027-01-01', 'limit' => 3 ) ) ) );
		$this->assertSame( array_slice( $ids, 0, 5 ), array_column( array_column( $page['items'], 'event' ), 'id' ), 'the day that passes the limit comes whole' );
		$this->assertSame( '2027-01-08', $page['through'] );
		$this->assertSame( array( '2027-01-03' => 2, '2027-01-05' => 3 ), $page['days'] );

		$first = $this->ok( $this->get( 'calendar-events/' . self::$owner, $ask( array( 'from' => '2027-01-01', 'limit' => 1 ) ) ) );
		$this->assertSame( array_slice( $ids, 0, 2 ), array_column( array_column( $first['items'], 'event' ), 'id' ), 'a page holds one day at least' );
		$this->assertSame( '2027-01-04', $first['through'] );

		$next = $this->ok( $this->get( 'calendar-events/' . self::$owner, $ask( array( 'from' => '2027-01-09', 'limit' => 3 ) ) ) );
		$this->assertSame( array( $ids[5] ), array_column( array_column( $next['items'], 'event' ), 'id' ) );
		$this->assertSame( '2027-01-31', $next['through'], 'the last page reaches the range\'s end' );
	}

	public function test_a_view_of_the_calendar_refuses_what_it_cannot_answer(): void {
		foreach ( array( array( 'perDay' => 0 ), array( 'perDay' => 21 ), array( 'perDay' => 'three' ), array( 'limit' => 0 ), array( 'limit' => 501 ), array( 'limit' => '1e3' ) ) as $query ) {
			$this->assert_error( $this->get( 'calendar-events/' . self::$owner, $query + array( 'from' => '2027-01-01' ) ), 400, 'rest_invalid_param' );
		}
	}

	/**
	 * From and to 100 days apart is the most; without them, the weeks around this month.
	 */
	public function test_calendar_events_ranges(): void {
		$ann   = $this->ann();
		$today = self::today();
		$event = $this->make_event( self::$owner, $ann, 'Today', 'Other', $today );
		$this->assertSame( array( "event-{$event}-{$today}" ), array_column( $this->ok( $this->get( 'calendar-events/' . self::$owner ) ), 'id' ), 'the default range holds today' );
		$this->assertCount( 1, $this->ok( $this->get( 'calendar-events/' . self::$owner, array( 'from' => Calendar_Date::add_days( $today, -100 ), 'to' => $today ) ) ), '100 days apart' );
		$this->assertCount( 1, $this->ok( $this->get( 'calendar-events/' . self::$owner, array( 'from' => $today ) ) ), 'only from' );
		$this->assertSame( array(), $this->ok( $this->get( 'calendar-events/' . self::$owner, array( 'from' => '2026-01-01', 'to' => '2026-01-01' ) ) ) );
	}

	/**
	 * @dataProvider bad_ranges
	 *
	 * @param array<string, string> $query    Query.
	 * @param string                $code     Expected code.
	 * @param string                $sentence Part of the answer's message.
	 */
	public function test_calendar_events_refuse_bad_ranges( array $query, string $code, string $sentence ): void {
		$error = $this->assert_error( $this->get( 'calendar-events/' . self::$owner, $query ), 400, $code );
		$this->assertStringContainsString( $sentence, wp_json_encode( $error, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) );
	}

	/**
	 * Ranges the calendar routes refuse.
	 *
	 * @return array<string, array{0: array<string, string>, 1: string, 2: string}>
	 */
	public function bad_ranges(): array {
		return array(
			'to before from'   => array( array( 'from' => '2027-01-10', 'to' => '2027-01-09' ), 'prism_invalid', 'The last day comes before the first day.' ),
			'101 days'         => array( array( 'from' => '2026-01-01', 'to' => '2026-04-12' ), 'prism_invalid', 'Ask for at most 100 days at a time.' ),
			'a year'           => array( array( 'from' => '2026-01-01', 'to' => '2027-01-01' ), 'prism_invalid', 'at most 100 days' ),
			'only to, far'     => array( array( 'to' => '2099-01-01' ), 'prism_invalid', 'at most 100 days' ),
			'impossible from'  => array( array( 'from' => '2026-02-30', 'to' => '2026-03-10' ), 'rest_invalid_param', '2026-02-30 is not a day in the calendar.' ),
			'US to'            => array( array( 'from' => '2026-02-01', 'to' => '03/10/2026' ), 'rest_invalid_param', 'YYYY-MM-DD' ),
			'no year'          => array( array( 'from' => '--02-01', 'to' => '2026-03-10' ), 'rest_invalid_param', 'This date needs a year.' ),
		);
	}

	public function test_calendar_events_of_another_member_are_forbidden_and_need_a_login(): void {
		$this->assert_error( $this->get( 'calendar-events/' . self::$other, array( 'from' => '2026-12-20', 'to' => '2027-01-10' ) ), 403, 'prism_forbidden' );
		$this->act_as( 0 );
		$this->assert_error( $this->get( 'calendar-events/' . self::$owner, array( 'from' => '2026-12-20', 'to' => '2027-01-10' ) ), 401, 'rest_not_logged_in' );
	}

	/**
	 * `_fields` picks parts of the day's and the calendar's items, nested fields included, as on every WordPress
	 * route: the event inside an item is whole before the picking.
	 */
	public function test_day_and_calendar_items_answer_the_fields_asked_for(): void {
		$ann  = $this->ann();
		$born = $this->make_event( self::$owner, $ann, 'Birthday', 'Birthday', '1990-11-22', 'Cake.' );
		$meet = $this->make_event( self::$owner, $ann, 'Meeting', 'Other', '2026-11-22' );

		$this->assertSame(
			array(
				array(
					'event'   => array( 'title' => 'Birthday' ),
					'contact' => array( 'name' => 'Ann Archer' ),
				),
				array(
					'event'   => array( 'title' => 'Meeting' ),
					'contact' => array( 'name' => 'Ann Archer' ),
				),
			),
			$this->ok( $this->get_as_served( 'events-with-contacts/' . self::$owner, array( 'date' => '2026-11-22', '_fields' => 'event.title,contact.name' ) ) )
		);
		$this->assertSame(
			array( array( 'date' => '2026-11-22' ), array( 'date' => '2026-11-22' ) ),
			$this->ok( $this->get_as_served( 'events-with-contacts/' . self::$owner, array( 'date' => '2026-11-22', '_fields' => 'date' ) ) )
		);
		$this->assertSame(
			array(
				array(
					'id'    => "event-{$born}-2026-11-22",
					'title' => 'Birthday',
					'desc'  => 'Cake.',
				),
				array(
					'id'    => "event-{$meet}-2026-11-22",
					'title' => 'Meeting',
					'desc'  => '',
				),
			),
			$this->ok( $this->get_as_served( 'calendar-events/' . self::$owner, array( 'from' => '2026-11-01', 'to' => '2026-11-30', '_fields' => 'id,title,desc' ) ) )
		);
		$this->assertSame(
			array( array( 'event' => array( 'next' => Calendar_Date::next_occurrence( '1990-11-22', 'Birthday', self::today() ) ) ), array( 'event' => array( 'next' => '2026-11-22' >= self::today() ? '2026-11-22' : null ) ) ),
			$this->ok( $this->get_as_served( 'calendar-events/' . self::$owner, array( 'from' => '2026-11-01', 'to' => '2026-11-30', '_fields' => 'event.next' ) ) )
		);
	}

	// --- contacts deleted and merged -----------------------------------------------------------------------

	public function test_deleting_a_contact_deletes_its_events(): void {
		$ann  = $this->ann();
		$ben  = $this->make_contact( self::$owner, array( 'firstName' => 'Ben' ) );
		$this->make_event( self::$owner, $ann, 'Birthday', 'Birthday', '1990-11-22' );
		$this->make_event( self::$owner, $ann, 'Trip', 'Other', '2099-01-01' );
		$keep = $this->make_event( self::$owner, $ben, 'Ben birthday', 'Birthday', '1991-11-22' );
		$olga = $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		$this->make_event( self::$other, $olga, 'Private', 'Birthday', '1980-11-22' );
		$others = $this->snapshot( array( self::$other ) );

		$this->ok( $this->send( 'DELETE', 'delete-contact', array( 'idList' => array( $ann ), 'wordpressId' => self::$owner ) ) );

		$this->assertSame( 0, $this->count_rows( 'events', array( 'contact_id' => $ann ) ) );
		$this->assert_error( $this->get( 'events/' . $ann ), 404, 'prism_not_found' );
		$this->assertSame( array( $keep ), array_column( $this->ok( $this->get( 'events/' . $ben ) ), 'id' ) );
		$this->assertSame( array( $keep ), array_column( array_column( $this->ok( $this->get( 'events-with-contacts/' . self::$owner, array( 'date' => '2026-11-22' ) ) ), 'event' ), 'id' ) );
		$this->assertSame( $others, $this->snapshot( array( self::$other ) ) );
	}

	public function test_merging_two_contacts_moves_the_events_to_the_survivor(): void {
		$ann   = $this->ann();
		$annie = $this->make_contact( self::$owner, array( 'firstName' => 'Annie', 'lastName' => 'Archer', 'emailOne' => 'ann@example.test' ) );
		$mine  = $this->make_event( self::$owner, $ann, 'Trip', 'Other', '2099-01-01' );
		$moved = $this->make_event( self::$owner, $annie, 'Birthday', 'Birthday', '--02-29', 'From the address book.' );

		$this->ok( $this->send( 'POST', 'collide-and-merge', array( 'idList' => array( $ann, $annie ), 'wordpressId' => self::$owner ) ) );

		$events = $this->ok( $this->get( 'events/' . $ann ) );
		$this->assertEqualsCanonicalizing( array( $mine, $moved ), array_column( $events, 'id' ) );
		$this->assertSame( self::shape( $moved, $ann, 'Birthday', 'Birthday', '--02-29', 'From the address book.' ), array_column( $events, null, 'id' )[ $moved ] );
		$this->assertSame( 0, $this->count_rows( 'events', array( 'contact_id' => $annie ) ) );
		$this->assert_error( $this->get( 'events/' . $annie ), 404, 'prism_not_found' );
		$item = $this->ok( $this->get( 'events-with-contacts/' . self::$owner, array( 'date' => '2027-02-28' ) ) );
		$this->assertSame( array( $ann ), array_column( array_column( $item, 'contact' ), 'id' ), 'shown with the survivor' );
	}

	// --- over HTTP -----------------------------------------------------------------------------------------

	/**
	 * A logged-in browser with the REST nonce creates and reads events; the same cookies without the nonce count as
	 * logged out (401) and write nothing.
	 */
	public function test_over_http_the_nonce_is_needed(): void {
		$ann    = $this->ann();
		$client = new Http_Client();
		$this->assertTrue( $client->login( Members::login( self::$owner ), Members::PASSWORD ), 'login through wp-login.php failed' );
		$nonce  = $client->rest_nonce();

		$created = $client->rest( 'POST', 'create-event', array( 'contactId' => $ann, 'wordpressId' => self::$owner, 'title' => 'Budget <100k and >50k 🎉', 'type' => 'Birthday', 'date' => '--02-29', 'desc' => "a\nb" ), $nonce );
		$this->assertSame( 200, $created['status'], $created['body'] );
		$this->assertSame( 'Budget <100k and >50k 🎉', $created['json'][0]['title'] );
		$this->assertSame( "a\nb", $created['json'][0]['desc'] );
		$read = $client->rest( 'GET', 'events-with-contacts/' . self::$owner . '?date=2027-02-28', null, $nonce );
		$this->assertSame( 200, $read['status'], $read['body'] );
		$this->assertSame( array( $created['json'][0]['id'] ), array_column( array_column( $read['json'], 'event' ), 'id' ) );

		$before = $this->snapshot();
		$forged = $client->rest( 'POST', 'create-event', array( 'contactId' => $ann, 'wordpressId' => self::$owner, 'title' => 'Forged', 'type' => 'Other', 'date' => '2099-01-01' ) );
		$this->assertSame( 401, $forged['status'], $forged['body'] );
		$this->assertSame( 'rest_not_logged_in', $forged['json']['code'] ?? null );
		$this->assertSame( 401, $client->rest( 'GET', 'events/' . $ann )['status'] );
		$this->assertSame( 401, $client->rest( 'POST', 'delete-event', array( 'id' => $created['json'][0]['id'], 'contactId' => $ann ) )['status'] );
		$this->assert_unchanged( $before );
	}
}

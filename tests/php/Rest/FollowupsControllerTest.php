<?php
/**
 * followups/{contactId}, create-followup, update-followup, delete-followup, toggle-followup,
 * followups-with-contacts/{wordpressId} and calendar-followups/{wordpressId}, as the owner, as another member and
 * as nobody; over HTTP with and without the REST nonce; and what happens to follow-ups when their contact is
 * deleted or merged.
 *
 * @package Prism
 */

namespace Prism\Tests\Rest;

use Prism\Data\Followup_Repository;
use Prism\Domain\Calendar_Date;
use Prism\Tests\Support\Http_Client;
use Prism\Tests\Support\Members;
use Prism\Tests\Support\Prism_Test_Case;
use WP_REST_Request;
use WP_REST_Response;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';
require_once dirname( __DIR__ ) . '/Support/Http_Client.php';

/**
 * Follow-up routes.
 */
final class FollowupsControllerTest extends Prism_Test_Case {

	/**
	 * Stores a follow-up through the repository.
	 *
	 * @param int    $owner      Member.
	 * @param int    $contact_id Contact.
	 * @param string $title      Title.
	 * @param string $date       YYYY-MM-DD.
	 * @param string $desc       Description.
	 * @param bool   $complete   Whether it is done.
	 * @return int Follow-up id.
	 */
	private function make_followup( int $owner, int $contact_id, string $title, string $date, string $desc = '', bool $complete = false ): int {
		$followups = new Followup_Repository();
		$id        = $followups->create(
			$owner,
			$contact_id,
			array(
				'title' => $title,
				'desc'  => $desc,
				'date'  => $date,
			)
		);
		if ( $complete ) {
			$followups->set_complete( $owner, $id, true );
		}
		return $id;
	}

	/**
	 * Today in the site's time zone.
	 */
	private static function today(): string {
		return current_datetime()->format( 'Y-m-d' );
	}

	/**
	 * A follow-up as the API answers it.
	 *
	 * @param int       $id         Follow-up.
	 * @param int       $contact_id Contact.
	 * @param string    $title      Title.
	 * @param string    $date       Day.
	 * @param string    $desc       Description.
	 * @param string    $complete   '0' or '1'.
	 * @param bool|null $overdue    Overdue, or null for "before today".
	 * @return array<string, mixed>
	 */
	private static function shape( int $id, int $contact_id, string $title, string $date, string $desc = '', string $complete = '0', ?bool $overdue = null ): array {
		return array(
			'id'        => $id,
			'contactId' => $contact_id,
			'title'     => $title,
			'desc'      => $desc,
			'date'      => $date,
			'complete'  => $complete,
			'overdue'   => $overdue ?? ( '0' === $complete && $date < self::today() ),
		);
	}

	/**
	 * A contact as the follow-up lists show whose a follow-up is.
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

	// --- followups/{contactId} -----------------------------------------------------------------------------

	public function test_owner_gets_a_contacts_followups_by_day(): void {
		$ann   = $this->ann();
		$ben   = $this->make_contact( self::$owner, array( 'firstName' => 'Ben' ) );
		$late  = $this->make_followup( self::$owner, $ann, 'Send the deck', '2099-05-01', "Slides 1-5\nand the budget" );
		$early = $this->make_followup( self::$owner, $ann, 'Call back', '2020-01-15' );
		$done  = $this->make_followup( self::$owner, $ann, 'Thank-you note', '2020-01-10', '', true );
		$same  = $this->make_followup( self::$owner, $ann, 'Second on the 15th', '2020-01-15' );
		$this->make_followup( self::$owner, $ben, 'Ben only', '2020-01-01' );

		$this->assertSame(
			array(
				self::shape( $done, $ann, 'Thank-you note', '2020-01-10', '', '1', false ),
				self::shape( $early, $ann, 'Call back', '2020-01-15', '', '0', true ),
				self::shape( $same, $ann, 'Second on the 15th', '2020-01-15', '', '0', true ),
				self::shape( $late, $ann, 'Send the deck', '2099-05-01', "Slides 1-5\nand the budget", '0', false ),
			),
			$this->ok( $this->get( 'followups/' . $ann ) )
		);
		$this->assertSame( array(), $this->ok( $this->get( 'followups/' . $this->make_contact( self::$owner, array( 'firstName' => 'Cora' ) ) ) ) );
	}

	public function test_followups_of_another_members_contact_are_not_found(): void {
		$olga = $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		$this->make_followup( self::$other, $olga, 'Private', '2020-01-01' );
		$theirs  = $this->assert_error( $this->get( 'followups/' . $olga ), 404, 'prism_not_found' );
		$missing = $this->assert_error( $this->get( 'followups/' . ( $olga + 1000 ) ), 404, 'prism_not_found' );
		$this->assertSame( $missing, $theirs );
		$this->assert_error( $this->get( 'followups/0' ), 400, 'rest_invalid_param' );
		$this->act_as( 0 );
		$this->assert_error( $this->get( 'followups/' . $olga ), 401, 'rest_not_logged_in' );
	}

	// --- create-followup -----------------------------------------------------------------------------------

	public function test_owner_creates_followups_and_gets_the_contacts_followups(): void {
		$ann  = $this->ann();
		$desc = "Ask about the offer: Budget <100k and >50k.\nLink: https://maps.example.com/?q=caf%C3%A9%20Berlin\n\tThen ☕ 👩🏽‍💻 — שלום";

		$body = $this->ok(
			$this->send(
				'POST',
				'create-followup',
				array(
					'contactId'   => $ann,
					'wordpressId' => self::$owner,
					'title'       => " Budget <100k and >50k\r\nfollow-up ",
					'desc'        => $desc,
					'date'        => '2099-03-04',
				)
			)
		);
		$this->assertSame( array( self::shape( $body[0]['id'], $ann, 'Budget <100k and >50k follow-up', '2099-03-04', $desc ) ), $body );
		$this->assertSame( $body, $this->ok( $this->get( 'followups/' . $ann ) ) );

		$body = $this->ok( $this->send( 'POST', 'create-followup', array( 'contactId' => $ann, 'wordpressId' => self::$owner, 'title' => 'No description', 'date' => '2024-02-29' ) ) );
		$this->assertSame( self::shape( $body[0]['id'], $ann, 'No description', '2024-02-29', '', '0', true ), $body[0], 'a new follow-up is not complete; an empty description' );
		$this->assertCount( 2, $body );
		$this->assertSame( 2, $this->count_rows( 'followups', array( 'owner_id' => self::$owner, 'contact_id' => $ann, 'complete' => 0 ) ) );
	}

	public function test_creating_a_followup_where_it_does_not_belong_changes_nothing(): void {
		$ann  = $this->ann();
		$this->make_followup( self::$owner, $ann, 'Existing', '2099-01-01' );
		$olga = $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		$before = $this->snapshot();
		$values = array( 'title' => 'Sneaky', 'date' => '2099-01-01' );

		$theirs  = $this->assert_error( $this->send( 'POST', 'create-followup', array( 'contactId' => $olga, 'wordpressId' => self::$owner ) + $values ), 404, 'prism_not_found' );
		$missing = $this->assert_error( $this->send( 'POST', 'create-followup', array( 'contactId' => $olga + 1000, 'wordpressId' => self::$owner ) + $values ), 404, 'prism_not_found' );
		$this->assertSame( $missing, $theirs );
		$this->assert_error( $this->send( 'POST', 'create-followup', array( 'contactId' => $olga, 'wordpressId' => self::$other ) + $values ), 403, 'prism_forbidden' );
		$this->assert_error( $this->send( 'POST', 'create-followup', array( 'contactId' => $ann, 'wordpressId' => self::$other ) + $values ), 403, 'prism_forbidden' );
		$this->act_as( self::$other );
		$this->assert_error( $this->send( 'POST', 'create-followup', array( 'contactId' => $ann, 'wordpressId' => self::$other ) + $values ), 404, 'prism_not_found' );
		$this->act_as( 0 );
		$this->assert_error( $this->send( 'POST', 'create-followup', array( 'contactId' => $ann, 'wordpressId' => self::$owner ) + $values ), 401, 'rest_not_logged_in' );
		$this->assert_unchanged( $before );
	}

	/**
	 * @dataProvider bad_new_followups
	 *
	 * @param array<string, mixed> $fields   Body fields replacing the valid ones (null values are left out).
	 * @param string               $code     Expected error code.
	 * @param string               $param    The parameter refused.
	 * @param string               $sentence Part of the sentence given for it.
	 */
	public function test_creating_a_bad_followup_changes_nothing( array $fields, string $code, string $param, string $sentence ): void {
		$ann = $this->ann();
		$this->make_followup( self::$owner, $ann, 'Existing', '2099-01-01' );
		$before = $this->snapshot();
		$valid  = array(
			'contactId'   => $ann,
			'wordpressId' => self::$owner,
			'title'       => 'Call',
			'desc'        => 'Fine.',
			'date'        => '2099-01-02',
		);
		$body   = array_filter( array_merge( $valid, $fields ), static fn( $v ) => null !== $v );
		$error  = $this->assert_error( $this->send( 'POST', 'create-followup', $body ), 400, $code );
		$this->assertStringContainsString( $param, $error['message'] );
		$this->assertStringContainsString( $sentence, (string) ( $error['data']['params'][ $param ] ?? $error['message'] ) );
		$this->assert_unchanged( $before );
	}

	/**
	 * Bodies create-followup refuses.
	 *
	 * @return array<string, array{0: array<string, mixed>, 1: string, 2: string, 3: string}>
	 */
	public function bad_new_followups(): array {
		$invalid = 'rest_invalid_param';
		$missing = 'rest_missing_callback_param';
		return array(
			'no title'                 => array( array( 'title' => null ), $missing, 'title', 'title' ),
			'empty title'              => array( array( 'title' => '' ), $invalid, 'title', 'Give the follow-up a title.' ),
			'blank title'              => array( array( 'title' => "\n \t" ), $invalid, 'title', 'Give the follow-up a title.' ),
			'title too long'           => array( array( 'title' => str_repeat( '☕', 192 ) ), $invalid, 'title', 'Keep this to 191 characters or fewer.' ),
			'desc too long'            => array( array( 'desc' => str_repeat( 'a', 5001 ) ), $invalid, 'desc', 'Keep this to 5000 characters or fewer.' ),
			'desc a list'              => array( array( 'desc' => array( 'a' ) ), $invalid, 'desc', 'This must be text.' ),
			'no date'                  => array( array( 'date' => null ), $missing, 'date', 'date' ),
			'empty date'               => array( array( 'date' => '' ), $invalid, 'date', 'Choose a date.' ),
			'US date'                  => array( array( 'date' => '11/22/2026' ), $invalid, 'date', 'YYYY-MM-DD, for example' ),
			'30 February'              => array( array( 'date' => '2026-02-30' ), $invalid, 'date', '2026-02-30 is not a day in the calendar.' ),
			'29 February, common year' => array( array( 'date' => '2026-02-29' ), $invalid, 'date', '2026-02-29 is not a day in the calendar.' ),
			'no year'                  => array( array( 'date' => '--11-22' ), $invalid, 'date', 'This date needs a year.' ),
			'no year, with a type'     => array( array( 'date' => '--11-22', 'type' => 'Birthday' ), $invalid, 'date', 'This date needs a year.' ),
			'contactId a word'         => array( array( 'contactId' => 'ann' ), $invalid, 'contactId', 'contactId' ),
			'no contactId'             => array( array( 'contactId' => null ), $missing, 'contactId', 'contactId' ),
			'no wordpressId'           => array( array( 'wordpressId' => null ), $missing, 'wordpressId', 'wordpressId' ),
		);
	}

	public function test_a_failing_create_changes_nothing(): void {
		$ann = $this->ann();
		$this->make_followup( self::$owner, $ann, 'Existing', '2099-01-01' );
		$before   = $this->snapshot();
		$response = $this->with_failing_sql( 'INSERT INTO', 'followups', fn() => $this->send( 'POST', 'create-followup', array( 'contactId' => $ann, 'wordpressId' => self::$owner, 'title' => 'Call', 'date' => '2099-01-02' ) ) );
		$this->assert_error( $response, 500, 'prism_failed' );
		$this->assert_unchanged( $before );
	}

	// --- update-followup -----------------------------------------------------------------------------------

	public function test_owner_updates_a_followup(): void {
		$ann   = $this->ann();
		$first = $this->make_followup( self::$owner, $ann, 'Call', '2099-01-01', "Two lines\nof notes.", true );
		$later = $this->make_followup( self::$owner, $ann, 'Write', '2099-02-01' );

		$body = $this->ok( $this->send( 'POST', 'update-followup', array( 'id' => $first, 'contactId' => $ann, 'title' => 'Call again', 'date' => '2099-03-01' ) ) );
		$this->assertSame(
			array(
				self::shape( $later, $ann, 'Write', '2099-02-01' ),
				self::shape( $first, $ann, 'Call again', '2099-03-01', "Two lines\nof notes.", '1' ),
			),
			$body,
			'a description left out is kept; so is whether it is complete'
		);

		$body = $this->ok( $this->send( 'POST', 'update-followup', array( 'id' => $first, 'contactId' => $ann, 'wordpressId' => self::$owner, 'title' => 'Call again', 'desc' => '', 'date' => '2099-01-15' ) ) );
		$this->assertSame( self::shape( $first, $ann, 'Call again', '2099-01-15', '', '1' ), $body[0], 'an empty description empties it' );
		$this->assertSame( $body, $this->ok( $this->get( 'followups/' . $ann ) ) );
	}

	public function test_updating_a_followup_that_does_not_match_changes_nothing(): void {
		$ann      = $this->ann();
		$ben      = $this->make_contact( self::$owner, array( 'firstName' => 'Ben' ) );
		$followup = $this->make_followup( self::$owner, $ann, 'Ann call', '2099-01-01' );
		$olga     = $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		$hers     = $this->make_followup( self::$other, $olga, 'Private', '2099-01-01' );
		$before   = $this->snapshot();
		$values   = array( 'title' => 'Changed', 'date' => '2099-02-02' );

		$cases = array(
			'another member\'s follow-up and contact'      => array( $hers, $olga ),
			'another member\'s follow-up on my contact id' => array( $hers, $ann ),
			'my follow-up under another contact'           => array( $followup, $ben ),
			'my follow-up under another member\'s contact' => array( $followup, $olga ),
			'a follow-up that does not exist'              => array( $hers + $followup + 1000, $ann ),
		);
		$answers = array();
		foreach ( $cases as $why => list( $id, $contact ) ) {
			$answers[] = $this->assert_error( $this->send( 'POST', 'update-followup', array( 'id' => $id, 'contactId' => $contact ) + $values ), 404, 'prism_not_found' );
			$this->assert_unchanged( $before, $why );
		}
		$this->assertCount( 1, array_unique( array_map( 'wp_json_encode', $answers ) ), 'every 404 is the same answer' );
		$this->assert_error( $this->send( 'POST', 'update-followup', array( 'id' => $followup, 'contactId' => $ann, 'wordpressId' => self::$other ) + $values ), 403, 'prism_forbidden' );
		$this->act_as( self::$other );
		$this->assert_error( $this->send( 'POST', 'update-followup', array( 'id' => $followup, 'contactId' => $ann ) + $values ), 404, 'prism_not_found' );
		$this->act_as( 0 );
		$this->assert_error( $this->send( 'POST', 'update-followup', array( 'id' => $followup, 'contactId' => $ann ) + $values ), 401, 'rest_not_logged_in' );
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
		$ann      = $this->ann();
		$followup = $this->make_followup( self::$owner, $ann, 'Call', '2099-01-01', 'Kept.' );
		$before   = $this->snapshot();
		$body     = array_filter( array_merge( array( 'id' => $followup, 'contactId' => $ann, 'title' => 'Fine', 'date' => '2099-01-02' ), $fields ), static fn( $v ) => null !== $v );
		$error    = $this->assert_error( $this->send( 'POST', 'update-followup', $body ), 400, $code );
		$this->assertStringContainsString( $param, $error['message'] );
		$this->assert_unchanged( $before );
	}

	/**
	 * Bodies update-followup refuses.
	 *
	 * @return array<string, array{0: array<string, mixed>, 1: string, 2: string}>
	 */
	public function bad_updates(): array {
		return array(
			'impossible date' => array( array( 'date' => '2027-02-29' ), 'rest_invalid_param', 'date' ),
			'no year'         => array( array( 'date' => '--02-28' ), 'rest_invalid_param', 'date' ),
			'empty title'     => array( array( 'title' => ' ' ), 'rest_invalid_param', 'title' ),
			'no title'        => array( array( 'title' => null ), 'rest_missing_callback_param', 'title' ),
			'no date'         => array( array( 'date' => null ), 'rest_missing_callback_param', 'date' ),
			'no id'           => array( array( 'id' => null ), 'rest_missing_callback_param', 'id' ),
			'no contactId'    => array( array( 'contactId' => null ), 'rest_missing_callback_param', 'contactId' ),
			'id a word'       => array( array( 'id' => 'first' ), 'rest_invalid_param', 'id' ),
		);
	}

	public function test_a_failing_update_changes_nothing(): void {
		$ann      = $this->ann();
		$followup = $this->make_followup( self::$owner, $ann, 'Call', '2099-01-01' );
		$before   = $this->snapshot();
		$response = $this->with_failing_sql( 'UPDATE', 'followups', fn() => $this->send( 'POST', 'update-followup', array( 'id' => $followup, 'contactId' => $ann, 'title' => 'Changed', 'date' => '2099-02-01' ) ) );
		$this->assert_error( $response, 500, 'prism_failed' );
		$response = $this->with_failing_sql( 'UPDATE', 'followups', fn() => $this->send( 'POST', 'toggle-followup', array( 'contactId' => $ann, 'followupId' => $followup ) ) );
		$this->assert_error( $response, 500, 'prism_failed' );
		$this->assert_unchanged( $before );
	}

	// --- delete-followup -----------------------------------------------------------------------------------

	public function test_owner_deletes_a_followup_and_gets_the_rest(): void {
		$ann  = $this->ann();
		$ben  = $this->make_contact( self::$owner, array( 'firstName' => 'Ben' ) );
		$gone = $this->make_followup( self::$owner, $ann, 'Delete me', '2099-01-01' );
		$stay = $this->make_followup( self::$owner, $ann, 'Keep me', '2099-01-02' );
		$bens = $this->make_followup( self::$owner, $ben, 'Ben call', '2099-01-03' );

		$body = $this->ok( $this->send( 'DELETE', 'delete-followup', array( 'id' => $gone, 'contactId' => $ann ) ) );
		$this->assertSame( array( self::shape( $stay, $ann, 'Keep me', '2099-01-02' ) ), $body );
		$this->assertNull( ( new Followup_Repository() )->find( self::$owner, $gone ) );

		$this->assertSame( array(), $this->ok( $this->send( 'POST', 'delete-followup', array( 'id' => $stay, 'contactId' => $ann, 'wordpressId' => self::$owner ) ) ), 'POST deletes as DELETE does' );
		$this->assertSame( array( $bens ), array_column( $this->ok( $this->get( 'followups/' . $ben ) ), 'id' ) );
		$this->assertNotNull( $this->contact( self::$owner, $ann ), 'the contact stays' );
	}

	public function test_deleting_a_followup_that_does_not_match_changes_nothing(): void {
		$ann      = $this->ann();
		$ben      = $this->make_contact( self::$owner, array( 'firstName' => 'Ben' ) );
		$followup = $this->make_followup( self::$owner, $ann, 'Ann call', '2099-01-01' );
		$olga     = $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		$hers     = $this->make_followup( self::$other, $olga, 'Private', '2099-01-01' );
		$before   = $this->snapshot();

		$cases = array(
			'another member\'s follow-up'                  => array( $hers, $olga ),
			'another member\'s follow-up on my contact id' => array( $hers, $ann ),
			'my follow-up under another contact'           => array( $followup, $ben ),
			'a follow-up that does not exist'              => array( $hers + $followup + 1000, $ann ),
		);
		foreach ( $cases as $why => list( $id, $contact ) ) {
			$this->assert_error( $this->send( 'DELETE', 'delete-followup', array( 'id' => $id, 'contactId' => $contact ) ), 404, 'prism_not_found' );
			$this->assert_error( $this->send( 'POST', 'delete-followup', array( 'id' => $id, 'contactId' => $contact ) ), 404, 'prism_not_found' );
			$this->assert_unchanged( $before, $why );
		}
		$this->assert_error( $this->send( 'DELETE', 'delete-followup', array( 'id' => $followup, 'contactId' => $ann, 'wordpressId' => self::$other ) ), 403, 'prism_forbidden' );
		$this->assert_error( $this->send( 'DELETE', 'delete-followup', array( 'contactId' => $ann ) ), 400, 'rest_missing_callback_param' );
		$this->assert_error( $this->send( 'DELETE', 'delete-followup', array( 'id' => $followup ) ), 400, 'rest_missing_callback_param' );
		$this->act_as( self::$other );
		$this->assert_error( $this->send( 'DELETE', 'delete-followup', array( 'id' => $followup, 'contactId' => $ann ) ), 404, 'prism_not_found' );
		$this->act_as( 0 );
		$this->assert_error( $this->send( 'DELETE', 'delete-followup', array( 'id' => $followup, 'contactId' => $ann ) ), 401, 'rest_not_logged_in' );
		$this->assert_unchanged( $before );
		$this->act_as( self::$owner );
		$response = $this->with_failing_sql( 'DELETE FROM', 'followups', fn() => $this->send( 'DELETE', 'delete-followup', array( 'id' => $followup, 'contactId' => $ann ) ) );
		$this->assert_error( $response, 500, 'prism_failed' );
		$this->assert_unchanged( $before, 'a failing delete' );
	}

	// --- toggle-followup -----------------------------------------------------------------------------------

	public function test_toggle_flips_without_complete_and_sets_with_it(): void {
		$ann   = $this->ann();
		$call  = $this->make_followup( self::$owner, $ann, 'Call', '2020-01-01' );
		$write = $this->make_followup( self::$owner, $ann, 'Write', '2099-01-01' );
		$state = fn(): array => array_column( $this->ok( $this->get( 'followups/' . $ann ) ), 'complete', 'id' );

		$body = $this->ok( $this->send( 'POST', 'toggle-followup', array( 'contactId' => $ann, 'followupId' => $call ) ) );
		$this->assertSame(
			array(
				self::shape( $call, $ann, 'Call', '2020-01-01', '', '1', false ),
				self::shape( $write, $ann, 'Write', '2099-01-01' ),
			),
			$body,
			'flipped to complete: no longer overdue; the answer is the contact\'s follow-ups'
		);
		$this->ok( $this->send( 'POST', 'toggle-followup', array( 'contactId' => $ann, 'followupId' => $call ) ) );
		$this->assertSame( array( $call => '0', $write => '0' ), $state(), 'flipped back' );

		foreach ( array( '1', '1', '0', '0', '1' ) as $wanted ) {
			$body = $this->ok( $this->send( 'POST', 'toggle-followup', array( 'contactId' => $ann, 'followupId' => $write, 'complete' => $wanted, 'wordpressId' => self::$owner ) ) );
			$this->assertSame( $wanted, array_column( $body, 'complete', 'id' )[ $write ], "set to {$wanted}, however often" );
		}
		$this->assertSame( array( $call => '0', $write => '1' ), $state() );
		$this->assertSame( 1, $this->count_rows( 'followups', array( 'id' => $write, 'complete' => 1 ) ) );
	}

	public function test_toggling_a_followup_that_does_not_match_changes_nothing(): void {
		$ann      = $this->ann();
		$ben      = $this->make_contact( self::$owner, array( 'firstName' => 'Ben' ) );
		$followup = $this->make_followup( self::$owner, $ann, 'Ann call', '2099-01-01' );
		$olga     = $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		$hers     = $this->make_followup( self::$other, $olga, 'Private', '2099-01-01' );
		$before   = $this->snapshot();

		foreach ( array( array( $hers, $olga ), array( $hers, $ann ), array( $followup, $ben ), array( $hers + $followup + 1000, $ann ) ) as list( $id, $contact ) ) {
			$this->assert_error( $this->send( 'POST', 'toggle-followup', array( 'contactId' => $contact, 'followupId' => $id ) ), 404, 'prism_not_found' );
			$this->assert_error( $this->send( 'POST', 'toggle-followup', array( 'contactId' => $contact, 'followupId' => $id, 'complete' => '1' ) ), 404, 'prism_not_found' );
		}
		$this->assert_error( $this->send( 'POST', 'toggle-followup', array( 'contactId' => $ann, 'followupId' => $followup, 'wordpressId' => self::$other ) ), 403, 'prism_forbidden' );
		foreach ( array( '2', 'yes', '', array( '1' ) ) as $bad ) {
			$error = $this->assert_error( $this->send( 'POST', 'toggle-followup', array( 'contactId' => $ann, 'followupId' => $followup, 'complete' => $bad ) ), 400, 'rest_invalid_param' );
			$this->assertStringContainsString( 'complete', $error['message'] );
		}
		$this->assert_error( $this->send( 'POST', 'toggle-followup', array( 'contactId' => $ann ) ), 400, 'rest_missing_callback_param' );
		$this->assert_error( $this->send( 'POST', 'toggle-followup', array( 'followupId' => $followup ) ), 400, 'rest_missing_callback_param' );
		$this->act_as( self::$other );
		$this->assert_error( $this->send( 'POST', 'toggle-followup', array( 'contactId' => $ann, 'followupId' => $followup ) ), 404, 'prism_not_found' );
		$this->act_as( 0 );
		$this->assert_error( $this->send( 'POST', 'toggle-followup', array( 'contactId' => $ann, 'followupId' => $followup ) ), 401, 'rest_not_logged_in' );
		$this->assert_unchanged( $before );
	}

	// --- followups-with-contacts/{wordpressId} -------------------------------------------------------------

	/**
	 * The dashboard's Today for a day: every follow-up due that day (done or not), and the ones not done that were
	 * due before it, marked overdue; oldest first. Done overdue ones and later ones are not listed.
	 */
	public function test_followups_with_contacts_due_and_overdue_on_a_day(): void {
		$ann        = $this->ann();
		$ben        = $this->make_contact( self::$owner, array( 'firstName' => 'Ben', 'lastName' => 'Baker' ) );
		$overdue    = $this->make_followup( self::$owner, $ben, 'Send the contract', '2026-11-01', 'Signed copy.' );
		$older      = $this->make_followup( self::$owner, $ann, 'Call back', '2025-12-31' );
		$due        = $this->make_followup( self::$owner, $ann, 'Lunch', '2026-11-22', 'Noon at the deli.' );
		$due_done   = $this->make_followup( self::$owner, $ben, 'Email', '2026-11-22', '', true );
		$this->make_followup( self::$owner, $ann, 'Done long ago', '2026-10-01', '', true );
		$tomorrow   = $this->make_followup( self::$owner, $ann, 'Tomorrow', '2026-11-23' );
		$olga = $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		$this->make_followup( self::$other, $olga, 'Private', '2026-11-22' );
		$this->make_followup( self::$other, $olga, 'Private overdue', '2026-11-01' );

		$body = $this->ok( $this->get( 'followups-with-contacts/' . self::$owner, array( 'date' => '2026-11-22' ) ) );

		$anns = self::summary( $ann, 'Ann', 'Archer', 'ann@example.test', '555 0100' );
		$bens = self::summary( $ben, 'Ben', 'Baker' );
		$this->assertSame(
			array(
				array(
					'followup' => self::shape( $older, $ann, 'Call back', '2025-12-31', '', '0', true ),
					'contact'  => $anns,
				),
				array(
					'followup' => self::shape( $overdue, $ben, 'Send the contract', '2026-11-01', 'Signed copy.', '0', true ),
					'contact'  => $bens,
				),
				array(
					'followup' => self::shape( $due, $ann, 'Lunch', '2026-11-22', 'Noon at the deli.', '0', false ),
					'contact'  => $anns,
				),
				array(
					'followup' => self::shape( $due_done, $ben, 'Email', '2026-11-22', '', '1', false ),
					'contact'  => $bens,
				),
			),
			$body
		);

		$ids = fn( string $day ): array => array_column( array_column( $this->ok( $this->get( 'followups-with-contacts/' . self::$owner, array( 'date' => $day ) ) ), 'followup' ), 'id' );
		$this->assertSame( array( $older ), $ids( '2026-01-01' ), 'before the others were due' );
		$this->assertSame( array(), $ids( '2025-12-30' ) );
		$this->ok( $this->send( 'POST', 'toggle-followup', array( 'contactId' => $ann, 'followupId' => $older, 'complete' => '1' ) ) );
		$this->assertSame( array( $overdue, $due, $due_done ), $ids( '2026-11-22' ), 'done, it is no longer overdue' );
		$this->assertSame( array( $older ), $ids( '2025-12-31' ), 'but still listed on its own day' );
		$this->assertSame( array( $overdue, $due, $tomorrow ), $ids( '2026-11-24' ), 'two days on, what was not done is overdue' );
	}

	/**
	 * A network neglected for long: the 100 most recent overdue follow-ups are listed (oldest of them first), after
	 * them the day's, and the header says how many are overdue in all.
	 */
	public function test_followups_with_contacts_lists_the_most_recent_hundred_overdue(): void {
		$ann  = $this->ann();
		$rows = array();
		for ( $i = 0; $i < 130; $i++ ) {
			$rows[] = array(
				'contactId' => $ann,
				'title'     => "Late {$i}",
				'desc'      => '',
				'date'      => Calendar_Date::add_days( '2026-11-22', -130 + $i ),
			);
		}
		( new Followup_Repository() )->create_many( self::$owner, $rows );
		$due = $this->make_followup( self::$owner, $ann, 'Lunch', '2026-11-22' );

		$response = $this->get( 'followups-with-contacts/' . self::$owner, array( 'date' => '2026-11-22' ) );
		$body     = $this->ok( $response );
		$this->assertCount( 101, $body );
		$this->assertSame( 'Late 30', $body[0]['followup']['title'], 'the oldest of the hundred most recent' );
		$this->assertSame( 'Late 129', $body[99]['followup']['title'] );
		$this->assertSame( $due, $body[100]['followup']['id'] );
		$this->assertSame( '130', $response->get_headers()['X-Prism-Overdue-Total'] );

		$few = $this->get( 'followups-with-contacts/' . self::$owner, array( 'date' => Calendar_Date::add_days( '2026-11-22', -120 ) ) );
		$this->assertCount( 11, $this->ok( $few ), 'ten overdue, and the one due that day' );
		$this->assertSame( '10', $few->get_headers()['X-Prism-Overdue-Total'] );

		// The count is kept until the follow-ups or their contacts change: one done, one more, a contact archived.
		$late = $body[50]['followup']['id'];
		$this->ok( $this->send( 'POST', 'toggle-followup', array( 'contactId' => $ann, 'followupId' => $late, 'complete' => '1' ) ) );
		$this->assertSame( '129', $this->get( 'followups-with-contacts/' . self::$owner, array( 'date' => '2026-11-22' ) )->get_headers()['X-Prism-Overdue-Total'], 'one done' );
		$bob = $this->make_contact( self::$owner, array( 'firstName' => 'Bob' ) );
		$this->make_followup( self::$owner, $bob, 'Late too', '2026-11-01' );
		$this->assertSame( '130', $this->get( 'followups-with-contacts/' . self::$owner, array( 'date' => '2026-11-22' ) )->get_headers()['X-Prism-Overdue-Total'], 'one more' );
		$this->assertTrue( ( new \Prism\Service\Contact_Service() )->set_state( self::$owner, $ann, true, null ) );
		$this->assertSame( '1', $this->get( 'followups-with-contacts/' . self::$owner, array( 'date' => '2026-11-22' ) )->get_headers()['X-Prism-Overdue-Total'], 'an archived contact\'s are left out' );
	}

	/**
	 * Without a date: today in the site's time zone; overdue then means before today.
	 */
	public function test_followups_with_contacts_default_to_today(): void {
		$ann       = $this->ann();
		$today     = self::today();
		$yesterday = Calendar_Date::add_days( $today, -1 );
		$late      = $this->make_followup( self::$owner, $ann, 'Yesterday', $yesterday );
		$now       = $this->make_followup( self::$owner, $ann, 'Today', $today );
		$this->make_followup( self::$owner, $ann, 'Tomorrow', Calendar_Date::add_days( $today, 1 ) );

		$body = $this->ok( $this->get( 'followups-with-contacts/' . self::$owner ) );
		$this->assertSame(
			array(
				self::shape( $late, $ann, 'Yesterday', $yesterday, '', '0', true ),
				self::shape( $now, $ann, 'Today', $today, '', '0', false ),
			),
			array_column( $body, 'followup' )
		);
	}

	/**
	 * "Today" and "overdue" follow the site's day, not the server's UTC day.
	 */
	public function test_today_is_the_sites_day(): void {
		$zone  = (int) gmdate( 'G' ) >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
		$local = ( new \DateTimeImmutable( 'now', new \DateTimeZone( $zone ) ) )->format( 'Y-m-d' );
		$utc   = gmdate( 'Y-m-d' );
		$this->assertNotSame( $utc, $local, "{$zone} is on another day than UTC now" );
		$ann   = $this->ann();
		$site  = $this->make_followup( self::$owner, $ann, 'Site day', $local );
		$other = $this->make_followup( self::$owner, $ann, 'UTC day', $utc );
		$saved = get_option( 'timezone_string' );
		update_option( 'timezone_string', $zone );
		try {
			$due = array_column( array_column( $this->ok( $this->get( 'followups-with-contacts/' . self::$owner ) ), 'followup' ), 'overdue', 'id' );
			if ( $utc < $local ) {
				$this->assertSame( array( $other => true, $site => false ), $due, 'the UTC day is yesterday for the site' );
			} else {
				$this->assertSame( array( $site => false ), $due, 'the UTC day is tomorrow for the site' );
			}
			$listed = array_column( $this->ok( $this->get( 'followups/' . $ann ) ), 'overdue', 'id' );
			$this->assertSame( array( $site => false, $other => $utc < $local ), array( $site => $listed[ $site ], $other => $listed[ $other ] ) );
		} finally {
			update_option( 'timezone_string', $saved );
		}
	}

	public function test_followups_with_contacts_refuse_what_they_cannot_answer(): void {
		foreach ( array( '2026-02-30', '11/22/2026', '--11-22', 'tomorrow' ) as $bad ) {
			$error = $this->assert_error( $this->get( 'followups-with-contacts/' . self::$owner, array( 'date' => $bad ) ), 400, 'rest_invalid_param' );
			$this->assertStringContainsString( 'date', $error['message'] );
		}
		$this->assert_error( $this->get( 'followups-with-contacts/' . self::$other, array( 'date' => '2026-11-22' ) ), 403, 'prism_forbidden' );
		$this->act_as( 0 );
		$this->assert_error( $this->get( 'followups-with-contacts/' . self::$owner, array( 'date' => '2026-11-22' ) ), 401, 'rest_not_logged_in' );
	}

	// --- calendar-followups/{wordpressId} ------------------------------------------------------------------

	/**
	 * A month view (perDay) and an agenda's page (limit) of follow-ups: each day's first ones by id, whole as the full
	 * answer has them, with each day's count; a page of whole days and where it stopped.
	 */
	public function test_views_of_the_calendar_answer_a_days_first_followups_and_pages_of_whole_days(): void {
		$ann = $this->ann();
		$ids = array();
		foreach ( array( '2027-01-03', '2027-01-03', '2027-01-03', '2027-01-05', '2027-01-09' ) as $n => $day ) {
			$ids[] = $this->make_followup( self::$owner, $ann, "Call {$n}", $day, '', 1 === $n );
		}
		$olga = $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		$this->make_followup( self::$other, $olga, 'Private', '2027-01-03' );
		$range = array(
			'from' => '2027-01-01',
			'to'   => '2027-01-31',
		);
		$all   = array_column( $this->ok( $this->get( 'calendar-followups/' . self::$owner, $range ) ), null, 'id' );

		$month = $this->ok( $this->get( 'calendar-followups/' . self::$owner, $range + array( 'perDay' => 2 ) ) );
		$this->assertSame( array( $ids[0], $ids[1], $ids[3], $ids[4] ), array_column( array_column( $month['items'], 'followup' ), 'id' ) );
		foreach ( $month['items'] as $item ) {
			$this->assertSame( $all[ $item['id'] ], $item );
		}
		$this->assertSame( array( '2027-01-03' => 3, '2027-01-05' => 1, '2027-01-09' => 1 ), $month['days'] );
		$this->assertSame( '2027-01-31', $month['through'] );

		$page = $this->ok( $this->get( 'calendar-followups/' . self::$owner, $range + array( 'limit' => 2 ) ) );
		$this->assertSame( array( $ids[0], $ids[1], $ids[2] ), array_column( array_column( $page['items'], 'followup' ), 'id' ) );
		$this->assertSame( '2027-01-04', $page['through'] );
		$this->assertSame( array( '2027-01-03' => 3 ), $page['days'] );

		// The views are kept between changes (List_Orders::kept()): every kind of change shows at once.
		$month = fn(): array => $this->ok( $this->get( 'calendar-followups/' . self::$owner, $range + array( 'perDay' => 2 ) ) );
		$this->ok( $this->send( 'POST', 'create-followup', array( 'contactId' => $ann, 'wordpressId' => self::$owner, 'title' => 'New', 'date' => '2027-01-05' ) ) );
		$this->assertSame( array( '2027-01-03' => 3, '2027-01-05' => 2, '2027-01-09' => 1 ), $month()['days'], 'a created follow-up is counted' );
		$this->ok( $this->send( 'POST', 'update-followup', array( 'id' => $ids[4], 'contactId' => $ann, 'title' => 'Call 4', 'date' => '2027-01-10' ) ) );
		$this->ok( $this->send( 'POST', 'delete-followup', array( 'id' => $ids[0], 'contactId' => $ann ) ) );
		$view = $month();
		$this->assertSame( array( '2027-01-03' => 2, '2027-01-05' => 2, '2027-01-10' => 1 ), $view['days'], 'a moved and a deleted follow-up' );
		$this->assertSame( array( $ids[1], $ids[2] ), array_slice( array_column( array_column( $view['items'], 'followup' ), 'id' ), 0, 2 ) );
		( new Followup_Repository() )->set_complete( self::$owner, $ids[1], false );
		$this->assertSame( array( $ids[1], '0' ), array( $month()['items'][0]['followup']['id'], $month()['items'][0]['followup']['complete'] ), 'the items themselves are read fresh' );
		( new \Prism\Service\Contact_Service() )->delete_many( self::$owner, array( $ann ) );
		$this->assertSame( array(), $month()['days'], 'a deleted contact\'s follow-ups go with them' );
	}

	public function test_calendar_followups_in_a_range_across_the_year_end(): void {
		$ann  = $this->ann();
		$ben  = $this->make_contact( self::$owner, array( 'firstName' => 'Ben' ) );
		$nye  = $this->make_followup( self::$owner, $ann, 'Wish a happy new year', '2026-12-31', "Card\nand call" );
		$jan  = $this->make_followup( self::$owner, $ben, 'Invoice', '2027-01-02', '', true );
		$this->make_followup( self::$owner, $ben, 'Outside', '2027-01-11' );
		$early = $this->make_followup( self::$owner, $ben, 'Before', '2026-12-19' );
		$olga = $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		$this->make_followup( self::$other, $olga, 'Private', '2026-12-31' );

		$item = static fn( int $id, int $contact, array $summary, string $title, string $day, string $desc = '', string $complete = '0' ): array => array(
			'id'       => "followup-{$id}",
			'kind'     => 'followup',
			'type'     => 'Follow-Up',
			'title'    => $title,
			'desc'     => $desc,
			'date'     => $day,
			'start'    => $day,
			'end'      => $day,
			'contact'  => $summary,
			'followup' => self::shape( $id, $contact, $title, $day, $desc, $complete ),
		);
		$this->assertSame(
			array(
				$item( $nye, $ann, self::summary( $ann, 'Ann', 'Archer', 'ann@example.test', '555 0100' ), 'Wish a happy new year', '2026-12-31', "Card\nand call" ),
				$item( $jan, $ben, self::summary( $ben, 'Ben' ), 'Invoice', '2027-01-02', '', '1' ),
			),
			$this->ok( $this->get( 'calendar-followups/' . self::$owner, array( 'from' => '2026-12-20', 'to' => '2027-01-10' ) ) )
		);
		$this->assertSame(
			array( array( 'id' => "followup-{$nye}", 'followup' => array( 'title' => 'Wish a happy new year' ) ) ),
			$this->ok( $this->get_as_served( 'calendar-followups/' . self::$owner, array( 'from' => '2026-12-31', 'to' => '2026-12-31', '_fields' => 'id,followup.title' ) ) ),
			'_fields, nested ones included'
		);
		$this->assertSame(
			array( array( 'followup' => array( 'id' => $early, 'overdue' => true ) ), array( 'followup' => array( 'id' => $nye, 'overdue' => false ) ) ),
			$this->ok( $this->get_as_served( 'followups-with-contacts/' . self::$owner, array( 'date' => '2026-12-31', '_fields' => 'followup.id,followup.overdue' ) ) )
		);
	}

	/**
	 * @dataProvider bad_ranges
	 *
	 * @param array<string, string> $query    Query.
	 * @param string                $code     Expected code.
	 * @param string                $sentence Part of the answer.
	 */
	public function test_calendar_followups_refuse_bad_ranges( array $query, string $code, string $sentence ): void {
		$error = $this->assert_error( $this->get( 'calendar-followups/' . self::$owner, $query ), 400, $code );
		$this->assertStringContainsString( $sentence, wp_json_encode( $error, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) );
	}

	/**
	 * Ranges the calendar refuses.
	 *
	 * @return array<string, array{0: array<string, string>, 1: string, 2: string}>
	 */
	public function bad_ranges(): array {
		return array(
			'to before from'  => array( array( 'from' => '2027-01-10', 'to' => '2026-12-20' ), 'prism_invalid', 'The last day comes before the first day.' ),
			'101 days'        => array( array( 'from' => '2026-12-01', 'to' => '2027-03-12' ), 'prism_invalid', 'Ask for at most 100 days at a time.' ),
			'impossible to'   => array( array( 'from' => '2027-02-01', 'to' => '2027-02-29' ), 'rest_invalid_param', '2027-02-29 is not a day in the calendar.' ),
			'words'           => array( array( 'from' => 'last week' ), 'rest_invalid_param', 'YYYY-MM-DD' ),
		);
	}

	public function test_calendar_followups_ranges_and_access(): void {
		$ann   = $this->ann();
		$today = self::today();
		$id    = $this->make_followup( self::$owner, $ann, 'Today', $today );
		$this->assertSame( array( "followup-{$id}" ), array_column( $this->ok( $this->get( 'calendar-followups/' . self::$owner ) ), 'id' ), 'the default range holds today' );
		$this->assertCount( 1, $this->ok( $this->get( 'calendar-followups/' . self::$owner, array( 'from' => $today, 'to' => Calendar_Date::add_days( $today, 100 ) ) ) ), '100 days apart' );
		$this->assert_error( $this->get( 'calendar-followups/' . self::$other, array( 'from' => $today, 'to' => $today ) ), 403, 'prism_forbidden' );
		$this->act_as( 0 );
		$this->assert_error( $this->get( 'calendar-followups/' . self::$owner, array( 'from' => $today, 'to' => $today ) ), 401, 'rest_not_logged_in' );
	}

	// --- contacts deleted and merged -----------------------------------------------------------------------

	public function test_deleting_a_contact_deletes_its_followups(): void {
		$ann  = $this->ann();
		$ben  = $this->make_contact( self::$owner, array( 'firstName' => 'Ben' ) );
		$this->make_followup( self::$owner, $ann, 'Call', '2026-11-01' );
		$this->make_followup( self::$owner, $ann, 'Write', '2026-11-22', '', true );
		$keep = $this->make_followup( self::$owner, $ben, 'Ben call', '2026-11-10' );
		$olga = $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		$this->make_followup( self::$other, $olga, 'Private', '2026-11-01' );
		$others = $this->snapshot( array( self::$other ) );

		$this->ok( $this->send( 'DELETE', 'delete-contact', array( 'idList' => array( $ann ), 'wordpressId' => self::$owner ) ) );

		$this->assertSame( 0, $this->count_rows( 'followups', array( 'contact_id' => $ann ) ) );
		$this->assert_error( $this->get( 'followups/' . $ann ), 404, 'prism_not_found' );
		$this->assertSame( array( $keep ), array_column( array_column( $this->ok( $this->get( 'followups-with-contacts/' . self::$owner, array( 'date' => '2026-11-22' ) ) ), 'followup' ), 'id' ) );
		$this->assertSame( $others, $this->snapshot( array( self::$other ) ) );
	}

	public function test_merging_two_contacts_moves_the_followups_to_the_survivor(): void {
		$ann   = $this->ann();
		$annie = $this->make_contact( self::$owner, array( 'firstName' => 'Annie', 'lastName' => 'Archer', 'emailOne' => 'ann@example.test' ) );
		$mine  = $this->make_followup( self::$owner, $ann, 'Call', '2026-11-01' );
		$moved = $this->make_followup( self::$owner, $annie, 'Write', '2026-11-02', 'From Annie.', true );

		$this->ok( $this->send( 'POST', 'collide-and-merge', array( 'idList' => array( $ann, $annie ), 'wordpressId' => self::$owner ) ) );

		$this->assertSame(
			array(
				self::shape( $mine, $ann, 'Call', '2026-11-01' ),
				self::shape( $moved, $ann, 'Write', '2026-11-02', 'From Annie.', '1' ),
			),
			$this->ok( $this->get( 'followups/' . $ann ) )
		);
		$this->assertSame( 0, $this->count_rows( 'followups', array( 'contact_id' => $annie ) ) );
		$this->assert_error( $this->get( 'followups/' . $annie ), 404, 'prism_not_found' );
		$this->ok( $this->send( 'POST', 'toggle-followup', array( 'contactId' => $ann, 'followupId' => $moved ) ) );
		$this->assertSame( 0, $this->count_rows( 'followups', array( 'id' => $moved, 'complete' => 1 ) ), 'and is toggled under the survivor' );
	}

	// --- over HTTP -----------------------------------------------------------------------------------------

	public function test_over_http_the_nonce_is_needed(): void {
		$ann    = $this->ann();
		$client = new Http_Client();
		$this->assertTrue( $client->login( Members::login( self::$owner ), Members::PASSWORD ), 'login through wp-login.php failed' );
		$nonce  = $client->rest_nonce();

		$created = $client->rest( 'POST', 'create-followup', array( 'contactId' => $ann, 'wordpressId' => self::$owner, 'title' => 'Budget <100k and >50k', 'date' => '2026-11-22', 'desc' => "a\nb 🎉" ), $nonce );
		$this->assertSame( 200, $created['status'], $created['body'] );
		$id = $created['json'][0]['id'];
		$this->assertSame( array( 'Budget <100k and >50k', "a\nb 🎉", '0' ), array( $created['json'][0]['title'], $created['json'][0]['desc'], $created['json'][0]['complete'] ) );
		$toggled = $client->rest( 'POST', 'toggle-followup', array( 'contactId' => $ann, 'followupId' => $id, 'complete' => '1' ), $nonce );
		$this->assertSame( 200, $toggled['status'], $toggled['body'] );
		$this->assertSame( '1', $toggled['json'][0]['complete'] );
		$due = $client->rest( 'GET', 'followups-with-contacts/' . self::$owner . '?date=2026-11-22', null, $nonce );
		$this->assertSame( array( $id ), array_column( array_column( $due['json'], 'followup' ), 'id' ) );

		$before = $this->snapshot();
		foreach (
			array(
				array( 'POST', 'create-followup', array( 'contactId' => $ann, 'wordpressId' => self::$owner, 'title' => 'Forged', 'date' => '2026-11-22' ) ),
				array( 'POST', 'toggle-followup', array( 'contactId' => $ann, 'followupId' => $id ) ),
				array( 'DELETE', 'delete-followup', array( 'id' => $id, 'contactId' => $ann ) ),
				array( 'GET', 'followups/' . $ann, null ),
			) as list( $method, $route, $body )
		) {
			$forged = $client->rest( $method, $route, $body );
			$this->assertSame( 401, $forged['status'], "{$method} {$route} without the nonce: {$forged['body']}" );
			$this->assertSame( 'rest_not_logged_in', $forged['json']['code'] ?? null );
		}
		$this->assert_unchanged( $before );
	}
}

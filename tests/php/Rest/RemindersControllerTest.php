<?php
/**
 * ical-feed (the private calendar feed's URL, and a new one), the feed itself read over HTTP without cookies as a
 * calendar app reads it and parsed with a real iCalendar parser (sabre/vobject), and the reminder email settings
 * and test email: as the owner, as another member and as nobody.
 *
 * @package Prism
 */

namespace Prism\Tests\Rest;

use Prism\Data\Event_Repository;
use Prism\Data\Followup_Repository;
use Prism\Reminders\Reminder_Settings;
use Prism\Tests\Support\Http_Client;
use Prism\Tests\Support\Members;
use Prism\Tests\Support\Prism_Test_Case;
use Sabre\VObject\Component\VCalendar;
use Sabre\VObject\Component\VEvent;
use Sabre\VObject\Reader;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';
require_once dirname( __DIR__ ) . '/Support/Http_Client.php';

/**
 * Reminder routes and the calendar feed.
 */
final class RemindersControllerTest extends Prism_Test_Case {

	/** User meta the reminder routes keep. */
	private const META = array( Reminder_Settings::FEED_SECRET, Reminder_Settings::DIGEST_OFF, 'prism_digest_last_test' );

	/**
	 * Mails wp_mail() was asked to send in this process, in order.
	 *
	 * @var array<int, array<string, mixed>>
	 */
	private array $mails = array();

	/**
	 * Whether wp_mail() fails (as with a mail server that refuses).
	 *
	 * @var bool
	 */
	private bool $mail_fails = false;

	/**
	 * Filter `pre_wp_mail`, last of all (after the dev mail capture): records the mail and answers for wp_mail().
	 *
	 * @param null|bool            $short_circuit Earlier answer.
	 * @param array<string, mixed> $atts          The wp_mail() arguments.
	 */
	public function capture_mail( $short_circuit, array $atts ): bool {
		unset( $short_circuit );
		$this->mails[] = $atts;
		return ! $this->mail_fails;
	}

	protected function setUp(): void {
		parent::setUp();
		$this->forget_settings();
		$this->mails      = array();
		$this->mail_fails = false;
		add_filter( 'pre_wp_mail', array( $this, 'capture_mail' ), PHP_INT_MAX, 2 );
	}

	protected function tearDown(): void {
		remove_filter( 'pre_wp_mail', array( $this, 'capture_mail' ), PHP_INT_MAX );
		$this->forget_settings();
		parent::tearDown();
	}

	/**
	 * Removes the members' reminder settings.
	 */
	private function forget_settings(): void {
		foreach ( array( self::$owner, self::$other ) as $member ) {
			foreach ( self::META as $key ) {
				delete_user_meta( $member, $key );
			}
		}
	}

	/**
	 * Stores an event.
	 *
	 * @param int    $owner      Member.
	 * @param int    $contact_id Contact.
	 * @param string $title      Title.
	 * @param string $type       Type.
	 * @param string $date       Date.
	 * @param string $desc       Description.
	 */
	private function make_event( int $owner, int $contact_id, string $title, string $type, string $date, string $desc = '' ): int {
		return ( new Event_Repository() )->create( $owner, $contact_id, compact( 'title', 'type', 'desc', 'date' ) );
	}

	/**
	 * Stores a follow-up.
	 *
	 * @param int    $owner      Member.
	 * @param int    $contact_id Contact.
	 * @param string $title      Title.
	 * @param string $date       Day.
	 * @param string $desc       Description.
	 * @param bool   $complete   Done.
	 */
	private function make_followup( int $owner, int $contact_id, string $title, string $date, string $desc = '', bool $complete = false ): int {
		$followups = new Followup_Repository();
		$id        = $followups->create( $owner, $contact_id, compact( 'title', 'desc', 'date' ) );
		if ( $complete ) {
			$followups->set_complete( $owner, $id, true );
		}
		return $id;
	}

	/**
	 * The owner's feed URL, from the route.
	 *
	 * @param int $member Member (logged in).
	 */
	private function feed_url( int $member ): string {
		$this->act_as( $member );
		$url = $this->ok( $this->get( 'ical-feed/' . $member ) )['url'];
		$this->act_as( self::$owner );
		return $url;
	}

	/**
	 * Fetches a URL of the test site over HTTP by a visitor with no cookies, as a calendar app does.
	 *
	 * @param string $url Absolute URL on the test site.
	 * @return array{status: int, headers: array<string, string>, body: string, json: mixed}
	 */
	private function fetch( string $url ): array {
		$client = new Http_Client();
		$this->assertStringStartsWith( $client->base() . '/', $url );
		return $client->request( 'GET', substr( $url, strlen( $client->base() ) ) );
	}

	/**
	 * Fetches the member's feed over HTTP and parses it.
	 *
	 * @param int $member Member.
	 * @return array{0: VCalendar, 1: string} The calendar and the raw text.
	 */
	private function read_feed( int $member ): array {
		$response = $this->fetch( $this->feed_url( $member ) );
		$this->assertSame( 200, $response['status'], $response['body'] );
		$this->assertSame( 'text/calendar; charset=utf-8', $response['headers']['content-type'] ?? null );
		$this->assertStringStartsWith( "BEGIN:VCALENDAR\r\n", $response['body'] );
		$calendar = Reader::read( $response['body'], Reader::OPTION_FORGIVING );
		$this->assertInstanceOf( VCalendar::class, $calendar );
		$this->assertSame( array(), array_map( static fn( $w ) => $w['message'], $calendar->validate() ), 'the feed is valid iCalendar' );
		return array( $calendar, $response['body'] );
	}

	/**
	 * The VEVENTs of a calendar by UID.
	 *
	 * @param VCalendar $calendar Calendar.
	 * @return array<string, VEvent>
	 */
	private static function by_uid( VCalendar $calendar ): array {
		$events = array();
		foreach ( $calendar->select( 'VEVENT' ) as $event ) {
			$events[ (string) $event->UID ] = $event; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- iCalendar property.
		}
		return $events;
	}

	/**
	 * The days a feed's item falls on between two days, with its recurrence expanded by sabre/vobject.
	 *
	 * @param VCalendar $calendar Calendar.
	 * @param string    $uid      Item.
	 * @param string    $from     First day.
	 * @param string    $to       Day after the last.
	 * @return string[] YYYY-MM-DD days.
	 */
	private static function days_of( VCalendar $calendar, string $uid, string $from, string $to ): array {
		$expanded = $calendar->expand( new \DateTimeImmutable( $from . 'T00:00:00Z' ), new \DateTimeImmutable( $to . 'T00:00:00Z' ) );
		$days     = array();
		foreach ( $expanded->select( 'VEVENT' ) as $event ) {
			if ( (string) $event->UID === $uid ) { // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- iCalendar property.
				$days[] = $event->DTSTART->getDateTime()->format( 'Y-m-d' ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- iCalendar property.
			}
		}
		sort( $days );
		return $days;
	}

	/**
	 * The site's host, as the feed's UIDs carry it.
	 */
	private static function host(): string {
		return (string) wp_parse_url( home_url(), PHP_URL_HOST );
	}

	// --- ical-feed -----------------------------------------------------------------------------------------

	public function test_each_member_has_one_feed_url(): void {
		$url = $this->feed_url( self::$owner );
		$this->assertMatchesRegularExpression( '#^' . preg_quote( rest_url( 'prism/v1/calendar-feed/' . self::$owner . '/' ), '#' ) . '[A-Za-z0-9_-]{43}\.ics$#', $url );
		$this->assertSame( $url, $this->feed_url( self::$owner ), 'the same URL until a new one is asked for' );
		$theirs = $this->feed_url( self::$other );
		$this->assertNotSame( substr( $url, -47 ), substr( $theirs, -47 ), 'each member has their own secret' );
		$this->assertStringContainsString( '/calendar-feed/' . self::$other . '/', $theirs );

		$this->assert_error( $this->get( 'ical-feed/' . self::$other ), 403, 'prism_forbidden' );
		$this->act_as( 0 );
		$this->assert_error( $this->get( 'ical-feed/' . self::$owner ), 401, 'rest_not_logged_in' );
		$this->assert_error( $this->send( 'POST', 'ical-feed', array( 'wordpressId' => self::$owner ) ), 401, 'rest_not_logged_in' );
	}

	/**
	 * A new URL: the old one answers 404 from then on, the new one the feed.
	 */
	public function test_a_new_feed_url_retires_the_old_one(): void {
		$ann = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$this->make_event( self::$owner, $ann, 'Birthday', 'Birthday', '1990-11-22' );
		$old = $this->feed_url( self::$owner );
		$this->assertSame( 200, $this->fetch( $old )['status'] );

		$new = $this->ok( $this->send( 'POST', 'ical-feed', array( 'wordpressId' => self::$owner ) ) )['url'];

		$this->assertNotSame( $old, $new );
		$this->assertSame( $new, $this->feed_url( self::$owner ) );
		$gone = $this->fetch( $old );
		$this->assertSame( 404, $gone['status'] );
		$this->assertSame( 'rest_no_route', $gone['json']['code'] ?? null );
		$feed = $this->fetch( $new );
		$this->assertSame( 200, $feed['status'] );
		$this->assertStringContainsString( 'Birthday (Ann)', $feed['body'] );
	}

	/**
	 * A member's page that fetches their own feed while they are logged in (cookie and REST nonce) gets the feed with
	 * its own caching header, and the site's debug.log gains nothing (WordPress 6.1 sent its no-cache headers after the
	 * body had started: a PHP warning for each, and the feed's caching overridden).
	 */
	public function test_the_feed_fetched_by_its_member_logged_in_writes_nothing_to_the_log(): void {
		$url    = $this->feed_url( self::$owner );
		$log    = defined( 'WP_DEBUG_LOG' ) && is_string( WP_DEBUG_LOG ) ? WP_DEBUG_LOG : (string) ini_get( 'error_log' );
		$client = new Http_Client();
		$this->assertTrue( $client->login( Members::login( self::$owner ), Members::PASSWORD ) );
		clearstatcache();
		$before   = is_file( $log ) ? (int) filesize( $log ) : 0;
		// With the REST nonce too, as a PRISM page would send it: WordPress then counts the member as logged in.
		$response = $client->request( 'GET', substr( $url, strlen( $client->base() ) ), null, array( 'X-WP-Nonce: ' . $client->rest_nonce() ) );
		$this->assertSame( 200, $response['status'] );
		$this->assertStringStartsWith( "BEGIN:VCALENDAR\r\n", $response['body'] );
		// Private either way: the feed's own header (6.1, where WordPress's later no-cache headers are switched off) or
		// WordPress's no-cache ones for a logged-in member (6.5 sends them before the feed is served).
		$this->assertStringContainsString( 'private', (string) ( $response['headers']['cache-control'] ?? '' ) );
		clearstatcache();
		$added = is_file( $log ) ? (string) file_get_contents( $log, false, null, $before ) : ''; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- the test site's log.
		$this->assertSame( array(), array_values( preg_grep( '/PHP (Warning|Notice|Fatal error)/', explode( "\n", $added ) ) ) );
	}

	/**
	 * Another member can neither read nor renew the owner's feed URL, and the owner's URL keeps working.
	 */
	public function test_another_member_cannot_read_or_renew_a_feed_url(): void {
		$url    = $this->feed_url( self::$owner );
		$theirs = $this->feed_url( self::$other );
		$this->act_as( self::$other );
		$this->assert_error( $this->get( 'ical-feed/' . self::$owner ), 403, 'prism_forbidden' );
		$this->assert_error( $this->send( 'POST', 'ical-feed', array( 'wordpressId' => self::$owner ) ), 403, 'prism_forbidden' );
		$this->assert_error( $this->send( 'POST', 'ical-feed', array() ), 400, 'rest_missing_callback_param' );
		$this->assertSame( $url, $this->feed_url( self::$owner ) );
		$this->assertSame( $theirs, $this->feed_url( self::$other ) );
		$this->assertSame( 200, $this->fetch( $url )['status'] );
	}

	/**
	 * A wrong secret, another member's secret, an unknown member or no secret at all: WordPress's own 404 for a URL
	 * no route matches, word for word, so a guess learns nothing.
	 */
	public function test_a_wrong_secret_answers_like_a_route_that_does_not_exist(): void {
		$url    = $this->feed_url( self::$owner );
		$secret = substr( $url, -47, 43 );
		$theirs = substr( $this->feed_url( self::$other ), -47, 43 );
		$base   = rest_url( 'prism/v1/' );

		$nothing = $this->fetch( rest_url( 'prism/v1/no-such-route' ) );
		$this->assertSame( 404, $nothing['status'] );
		$this->assertSame( 'rest_no_route', $nothing['json']['code'] ?? null );

		$wrong = strrev( $secret ) === $secret ? str_repeat( 'A', 43 ) : strrev( $secret );
		$cases = array(
			'a wrong secret'              => $base . 'calendar-feed/' . self::$owner . '/' . $wrong . '.ics',
			'another member\'s secret'    => $base . 'calendar-feed/' . self::$owner . '/' . $theirs . '.ics',
			'the secret of another id'    => $base . 'calendar-feed/' . self::$other . '/' . $secret . '.ics',
			'an unknown member'           => $base . 'calendar-feed/' . ( self::$owner + self::$other + 1000 ) . '/' . $secret . '.ics',
			'member 0'                    => $base . 'calendar-feed/0/' . $secret . '.ics',
			'a secret in another case'    => $base . 'calendar-feed/' . self::$owner . '/' . ( strtoupper( $secret ) === $secret ? strtolower( $secret ) : strtoupper( $secret ) ) . '.ics',
			'a secret one character short' => $base . 'calendar-feed/' . self::$owner . '/' . substr( $secret, 1 ) . '.ics',
			'no secret'                   => $base . 'calendar-feed/' . self::$owner . '.ics',
			'no .ics'                     => $base . 'calendar-feed/' . self::$owner . '/' . $secret,
		);
		$headers = array();
		foreach ( $cases as $why => $guess ) {
			$response = $this->fetch( $guess );
			$this->assertSame( 404, $response['status'], $why );
			$this->assertSame( $nothing['body'], $response['body'], $why );
			$this->assertSame( $nothing['headers']['content-type'] ?? null, $response['headers']['content-type'] ?? null, $why );
			unset( $response['headers']['date'] );
			$headers[ $why ] = $response['headers'];
		}
		// Whether the member exists or the secret is someone else's, the answer is the same, headers and all.
		foreach ( array( 'another member\'s secret', 'the secret of another id', 'an unknown member', 'member 0', 'a secret in another case' ) as $why ) {
			$this->assertSame( $headers['a wrong secret'], $headers[ $why ], $why );
		}
		$this->assertSame( 200, $this->fetch( $url )['status'], 'the right secret still works' );
	}

	// --- the feed ------------------------------------------------------------------------------------------

	/**
	 * The feed, as a calendar app reads it: yearly birthdays and anniversaries (29 February on the 28th in common
	 * years), all-day follow-ups with the completed ones marked, stable UIDs, text exactly as typed, and nothing of
	 * another member's.
	 */
	public function test_the_feed_read_over_http_by_an_icalendar_parser(): void {
		$ann      = $this->make_contact( self::$owner, array( 'firstName' => 'Ann', 'lastName' => 'Archer', 'emailOne' => 'ann@example.test', 'phoneOne' => '555 0100' ) );
		$ben      = $this->make_contact( self::$owner, array( 'firstName' => 'Ben' ) );
		$birthday = $this->make_event( self::$owner, $ann, 'Birthday', 'Birthday', '1990-11-22', 'Likes dark chocolate.' );
		$leap     = $this->make_event( self::$owner, $ben, 'Leap birthday', 'Birthday', '--02-29' );
		$wedding  = $this->make_event( self::$owner, $ben, 'Wedding', 'Anniversary', '1992-02-29' );
		$trip     = $this->make_event( self::$owner, $ann, 'Trip', 'Other', '2026-12-24' );
		$today    = current_datetime()->format( 'Y-m-d' );
		$call     = $this->make_followup( self::$owner, $ann, 'Call', $today, 'Ask about the offer.' );
		$done     = $this->make_followup( self::$owner, $ben, 'Thank-you note', $today, '', true );
		$ancient  = $this->make_followup( self::$owner, $ben, 'Long ago', '2001-01-01' );
		$olga     = $this->make_contact( self::$other, array( 'firstName' => 'Olga', 'lastName' => 'Secretsson' ) );
		$this->make_event( self::$other, $olga, 'Olga private birthday', 'Birthday', '1980-11-22' );
		$this->make_followup( self::$other, $olga, 'Olga private follow-up', $today );

		list( $calendar, $text ) = $this->read_feed( self::$owner );
		$host  = self::host();
		$items = self::by_uid( $calendar );

		$this->assertSame(
			array(
				"prism-event-{$birthday}@{$host}",
				"prism-event-{$leap}@{$host}",
				"prism-event-{$wedding}@{$host}",
				"prism-event-{$trip}@{$host}",
				"prism-followup-{$call}@{$host}",
				"prism-followup-{$done}@{$host}",
			),
			array_keys( $items ),
			'every item once, follow-ups of the last year on; none of another member\'s'
		);
		$this->assertArrayNotHasKey( "prism-followup-{$ancient}@{$host}", $items );
		foreach ( array( 'Olga', 'Secretsson', 'private' ) as $theirs ) {
			$this->assertStringNotContainsString( $theirs, $text );
		}

		// Yearly birthdays and anniversaries; one-off events and follow-ups do not repeat.
		foreach ( array( $birthday, $leap, $wedding ) as $id ) {
			$this->assertStringStartsWith( 'FREQ=YEARLY', (string) $items[ "prism-event-{$id}@{$host}" ]->RRULE ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
		}
		$this->assertStringContainsString( "RRULE:FREQ=YEARLY\r\n", $text );
		$this->assertStringContainsString( "\r\nREFRESH-INTERVAL;VALUE=DURATION:PT6H\r\nX-PUBLISHED-TTL:PT6H\r\n", $text, 'calendar apps are asked to refresh every six hours' );
		$this->assertFalse( isset( $items[ "prism-event-{$trip}@{$host}" ]->RRULE ) ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
		$this->assertFalse( isset( $items[ "prism-followup-{$call}@{$host}" ]->RRULE ) ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase

		// Expanded by the parser: on their days in later years, 29 February on the 28th in common years.
		$this->assertSame( array( '2026-11-22' ), self::days_of( $calendar, "prism-event-{$birthday}@{$host}", '2026-11-01', '2026-12-01' ) );
		$this->assertSame( array( '2026-11-22', '2027-11-22' ), self::days_of( $calendar, "prism-event-{$birthday}@{$host}", '2026-01-01', '2028-01-01' ) );
		$this->assertSame( array(), self::days_of( $calendar, "prism-event-{$birthday}@{$host}", '1989-01-01', '1990-11-22' ), 'not before it was born' );
		$this->assertSame( array( '2027-02-28' ), self::days_of( $calendar, "prism-event-{$leap}@{$host}", '2027-02-01', '2027-03-31' ) );
		$this->assertSame( array( '2028-02-29' ), self::days_of( $calendar, "prism-event-{$leap}@{$host}", '2028-02-01', '2028-03-31' ) );
		$this->assertSame( array( '2027-02-28', '2028-02-29' ), self::days_of( $calendar, "prism-event-{$wedding}@{$host}", '2027-01-01', '2029-01-01' ) );
		$this->assertSame( array( '2026-12-24' ), self::days_of( $calendar, "prism-event-{$trip}@{$host}", '2026-01-01', '2028-01-01' ) );

		// All-day items.
		foreach ( $items as $uid => $item ) {
			$this->assertSame( 'DATE', (string) $item->DTSTART['VALUE'], $uid ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
			$this->assertFalse( $item->DTSTART->hasTime(), $uid ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
		}
		$call_item = $items[ "prism-followup-{$call}@{$host}" ];
		$this->assertSame( str_replace( '-', '', $today ), (string) $call_item->DTSTART ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
		$this->assertSame( 'Call (Ann Archer)', (string) $call_item->SUMMARY ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
		$this->assertSame( "Ask about the offer.\n\nContact: Ann Archer\nEmail: ann@example.test\nPhone: 555 0100", (string) $call_item->DESCRIPTION ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
		$this->assertSame( array( 'Follow-up' ), $call_item->CATEGORIES->getParts() ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
		$done_item = $items[ "prism-followup-{$done}@{$host}" ];
		$this->assertSame( '✓ Thank-you note (Ben)', (string) $done_item->SUMMARY, 'completed ones are marked' ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
		$this->assertSame( array( 'Follow-up', 'Completed' ), $done_item->CATEGORIES->getParts() ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
		$this->assertSame( array( 'Birthday' ), $items[ "prism-event-{$birthday}@{$host}" ]->CATEGORIES->getParts() ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
		$this->assertSame( array( 'Anniversary' ), $items[ "prism-event-{$wedding}@{$host}" ]->CATEGORIES->getParts() ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase

		// Stable: a second fetch has the same items, UIDs and all.
		list( $again, $again_text ) = $this->read_feed( self::$owner );
		$this->assertSame( array_keys( $items ), array_keys( self::by_uid( $again ) ) );
		$this->assertSame( $text, $again_text, 'nothing changed, so neither did the feed' );
		$this->ok( $this->send( 'POST', 'toggle-followup', array( 'contactId' => $ann, 'followupId' => $call, 'complete' => '1' ) ) );
		list( $after ) = $this->read_feed( self::$owner );
		$this->assertSame( array_keys( $items ), array_keys( self::by_uid( $after ) ), 'a change keeps the UIDs' );
		$this->assertSame( '✓ Call (Ann Archer)', (string) self::by_uid( $after )[ "prism-followup-{$call}@{$host}" ]->SUMMARY ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
	}

	/**
	 * Text with the characters iCalendar escapes (; , \ and line breaks), and other real text, comes back exactly.
	 */
	public function test_feed_text_round_trips_exactly(): void {
		$ann   = $this->make_contact( self::$owner, array( 'firstName' => 'Zoë; "Z"', 'lastName' => 'O\'Brien, Jr.' ) );
		$title = 'Budget <100k and >50k; call, then \\ write \\n not a break 🎉';
		$desc  = "Line one; with, commas\nLine two \\ backslash \\, and \\n\n\nhttps://maps.example.com/?q=caf%C3%A9%20Berlin\nשלום — مرحبا " . str_repeat( 'long text ', 20 );
		$event = $this->make_event( self::$owner, $ann, $title, 'Other', '2026-12-24', $desc );
		$fu    = $this->make_followup( self::$owner, $ann, $title, '2099-01-01', $desc );

		list( $calendar, $text ) = $this->read_feed( self::$owner );
		foreach ( explode( "\r\n", $text ) as $line ) {
			$this->assertLessThanOrEqual( 75, strlen( $line ), 'lines are folded at 75 octets' );
		}
		$items = self::by_uid( $calendar );
		$host  = self::host();
		foreach ( array( "prism-event-{$event}@{$host}", "prism-followup-{$fu}@{$host}" ) as $uid ) {
			$this->assertSame( $title . ' (Zoë; "Z" O\'Brien, Jr.)', (string) $items[ $uid ]->SUMMARY, $uid ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
			$this->assertSame( $desc . "\n\nContact: Zoë; \"Z\" O'Brien, Jr.", (string) $items[ $uid ]->DESCRIPTION, $uid ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
		}
	}

	/**
	 * A member with nothing dated still gets a calendar the parser reads (strict RFC 5545 wants one component at least,
	 * which is all sabre/vobject's validator finds to say about it).
	 */
	public function test_an_empty_feed_is_read_as_an_empty_calendar(): void {
		$response = $this->fetch( $this->feed_url( self::$owner ) );
		$this->assertSame( 200, $response['status'], $response['body'] );
		$calendar = Reader::read( $response['body'] );
		$this->assertInstanceOf( VCalendar::class, $calendar );
		$this->assertSame( array(), self::by_uid( $calendar ) );
		$this->assertSame( 'PUBLISH', (string) $calendar->METHOD ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase
		$this->assertSame( array( 'An iCalendar object must have at least 1 component.' ), array_map( static fn( $w ) => $w['message'], $calendar->validate() ) );
	}

	// --- reminder-email ------------------------------------------------------------------------------------

	public function test_the_reminder_email_is_on_until_switched_off(): void {
		$email = get_userdata( self::$owner )->user_email;
		$this->assertSame( array( 'enabled' => true, 'email' => $email, 'hour' => 7 ), $this->ok( $this->get( 'reminder-email/' . self::$owner ) ) );

		$this->assertSame( array( 'enabled' => false, 'email' => $email, 'hour' => 7 ), $this->ok( $this->send( 'POST', 'reminder-email', array( 'wordpressId' => self::$owner, 'enabled' => false ) ) ) );
		$this->assertSame( false, $this->ok( $this->get( 'reminder-email/' . self::$owner ) )['enabled'] );
		$this->assertFalse( Reminder_Settings::digest_enabled( self::$owner ) );
		$this->assertTrue( Reminder_Settings::digest_enabled( self::$other ), 'only the owner switched it off' );
		$this->act_as( self::$other );
		$this->assertTrue( $this->ok( $this->get( 'reminder-email/' . self::$other ) )['enabled'] );
		$this->act_as( self::$owner );

		$this->assertSame( array( 'enabled' => true, 'email' => $email, 'hour' => 7 ), $this->ok( $this->send( 'POST', 'reminder-email', array( 'wordpressId' => self::$owner, 'enabled' => true ) ) ) );
		$this->assertTrue( Reminder_Settings::digest_enabled( self::$owner ) );

		$hour = static fn(): int => 18;
		add_filter( 'prism_digest_hour', $hour );
		try {
			$this->assertSame( 18, $this->ok( $this->get( 'reminder-email/' . self::$owner ) )['hour'] );
		} finally {
			remove_filter( 'prism_digest_hour', $hour );
		}
	}

	public function test_reminder_email_settings_refuse_what_they_should(): void {
		$this->assert_error( $this->send( 'POST', 'reminder-email', array( 'wordpressId' => self::$owner ) ), 400, 'rest_missing_callback_param' );
		$this->assert_error( $this->send( 'POST', 'reminder-email', array( 'wordpressId' => self::$owner, 'enabled' => 'maybe' ) ), 400, 'rest_invalid_param' );
		$this->assert_error( $this->send( 'POST', 'reminder-email', array( 'enabled' => false ) ), 400, 'rest_missing_callback_param' );
		$this->assertTrue( Reminder_Settings::digest_enabled( self::$owner ) );

		$this->assert_error( $this->get( 'reminder-email/' . self::$other ), 403, 'prism_forbidden' );
		$this->assert_error( $this->send( 'POST', 'reminder-email', array( 'wordpressId' => self::$other, 'enabled' => false ) ), 403, 'prism_forbidden' );
		$this->assertTrue( Reminder_Settings::digest_enabled( self::$other ), 'another member cannot switch it off' );
		$this->assert_error( $this->send( 'POST', 'reminder-email-test', array( 'wordpressId' => self::$other ) ), 403, 'prism_forbidden' );
		$this->act_as( 0 );
		$this->assert_error( $this->get( 'reminder-email/' . self::$owner ), 401, 'rest_not_logged_in' );
		$this->assert_error( $this->send( 'POST', 'reminder-email', array( 'wordpressId' => self::$owner, 'enabled' => false ) ), 401, 'rest_not_logged_in' );
		$this->assert_error( $this->send( 'POST', 'reminder-email-test', array( 'wordpressId' => self::$owner ) ), 401, 'rest_not_logged_in' );
		$this->assertTrue( Reminder_Settings::digest_enabled( self::$owner ) );
		$this->assertSame( array(), $this->mails );
	}

	// --- reminder-email-test -------------------------------------------------------------------------------

	public function test_a_test_email_with_nothing_to_say_is_not_sent(): void {
		$ann = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$this->make_followup( self::$owner, $ann, 'Later', '2099-01-01' );
		$this->make_followup( self::$owner, $ann, 'Done', '2001-01-01', '', true );
		$body = $this->ok( $this->send( 'POST', 'reminder-email-test', array( 'wordpressId' => self::$owner ) ) );
		$this->assertFalse( $body['sent'] );
		$this->assertSame( 'Nothing is due today and nothing is overdue, so there was nothing to send.', $body['message'] );
		$this->assertSame( array(), $this->mails );
		$this->assertFalse( $this->ok( $this->send( 'POST', 'reminder-email-test', array( 'wordpressId' => self::$owner ) ) )['sent'], 'asking again is not held back' );
	}

	public function test_a_test_email_is_sent_at_most_once_a_minute(): void {
		$ann   = $this->make_contact( self::$owner, array( 'firstName' => 'Ann', 'lastName' => 'Archer' ) );
		$today = current_datetime()->format( 'Y-m-d' );
		$this->make_followup( self::$owner, $ann, 'Call <script>x</script>', $today );
		$email = get_userdata( self::$owner )->user_email;

		$body = $this->ok( $this->send( 'POST', 'reminder-email-test', array( 'wordpressId' => self::$owner ) ) );
		$this->assertSame( array( 'sent' => true, 'message' => "Today's reminders were sent to {$email}." ), $body );
		$this->assertCount( 1, $this->mails );
		$this->assertSame( $email, $this->mails[0]['to'] );
		$this->assertStringContainsString( 'Call &lt;script&gt;x&lt;/script&gt;', $this->mails[0]['message'] );
		$this->assertStringNotContainsString( '<script>', $this->mails[0]['message'] );
		$this->assertContains( 'Content-Type: text/html; charset=UTF-8', (array) $this->mails[0]['headers'] );

		$error = $this->assert_error( $this->send( 'POST', 'reminder-email-test', array( 'wordpressId' => self::$owner ) ), 429, 'prism_too_soon' );
		$this->assertStringContainsString( 'wait a minute', $error['message'] );
		$this->assertCount( 1, $this->mails, 'not sent again' );

		update_user_meta( self::$owner, 'prism_digest_last_test', time() - 61 );
		$this->assertTrue( $this->ok( $this->send( 'POST', 'reminder-email-test', array( 'wordpressId' => self::$owner ) ) )['sent'], 'a minute later it is sent' );
		$this->assertCount( 2, $this->mails );

		$this->act_as( self::$other );
		$this->assertFalse( $this->ok( $this->send( 'POST', 'reminder-email-test', array( 'wordpressId' => self::$other ) ) )['sent'], 'another member\'s own limit and own reminders' );
	}

	/**
	 * When the site cannot send, the member is told (502) and may try again at once.
	 */
	public function test_a_test_email_the_site_cannot_send(): void {
		$ann = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$this->make_followup( self::$owner, $ann, 'Overdue', '2001-01-01' );
		$this->mail_fails = true;
		$error = $this->assert_error( $this->send( 'POST', 'reminder-email-test', array( 'wordpressId' => self::$owner ) ), 502, 'prism_mail_failed' );
		$this->assertStringContainsString( 'could not send', $error['message'] );
		$this->mail_fails = false;
		$this->assertTrue( $this->ok( $this->send( 'POST', 'reminder-email-test', array( 'wordpressId' => self::$owner ) ) )['sent'] );
		$this->assertCount( 2, $this->mails );
	}
}

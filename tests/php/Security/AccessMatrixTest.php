<?php
/**
 * The access matrix: every `prism/v1` route and method, read from the REST server itself, run as every kind of
 * caller against a member's data, with that member's ids (and another member's) in every id position. A route added
 * without an entry here fails `test_every_route_has_an_entry`.
 *
 * Callers: the owner; another member, a member with no PRISM data and an administrator (administrators see members'
 * data only through WordPress's privacy tools); a visitor who is not logged in. Over real HTTP with cookies: the
 * owner's session without the REST nonce, and with another user's nonce. Every refusal is checked to have changed
 * nothing (a snapshot of every member-owned table before and after).
 *
 * @package Prism
 */

namespace Prism\Tests\Security;

use Prism\Tests\Support\Http_Client;
use Prism\Tests\Support\Members;
use Prism\Tests\Security\Support\Route_Matrix;
use Prism\Tests\Support\Prism_Test_Case;
use WP_REST_Response;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';
require_once dirname( __DIR__ ) . '/Support/Http_Client.php';
require_once __DIR__ . '/Support/Route_Matrix.php';

/**
 * Every route × every caller.
 */
final class AccessMatrixTest extends Prism_Test_Case {

	/**
	 * A member with no PRISM data at all.
	 *
	 * @var int
	 */
	private static int $empty = 0;

	/**
	 * A site administrator.
	 *
	 * @var int
	 */
	private static int $admin = 0;

	/**
	 * Every HTTP call this class made, counted for the summary line.
	 *
	 * @var int
	 */
	private static int $calls = 0;

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::$empty = Members::create( 'empty' );
		self::$admin = Members::create( 'admin' );
		( new \WP_User( self::$admin ) )->set_role( 'administrator' );
	}

	public static function tearDownAfterClass(): void {
		Members::delete( array( self::$empty, self::$admin ) );
		fwrite( STDERR, sprintf( "\n[access matrix] %d route calls checked\n", self::$calls ) );
		parent::tearDownAfterClass();
	}

	protected function setUp(): void {
		parent::setUp();
		Members::delete_data( array( self::$empty, self::$admin ) );
	}

	protected function tearDown(): void {
		Members::delete_data( array( self::$empty, self::$admin ) );
		parent::tearDown();
	}

	public function test_every_route_has_an_entry(): void {
		$missing = array_diff( Route_Matrix::registered(), array_keys( Route_Matrix::matrix() ) );
		$this->assertSame( array(), array_values( $missing ), 'Routes without an entry in the access matrix: add them to AccessMatrixTest::matrix()' );
		$stale = array_diff( array_keys( Route_Matrix::matrix() ), Route_Matrix::registered() );
		$this->assertSame( array(), array_values( $stale ), 'Entries for routes that no longer exist' );
	}

	/**
	 * The routes, one test each.
	 *
	 * @return array<string, array{0: string}>
	 */
	public function routes(): array {
		$cases = array();
		foreach ( array_keys( Route_Matrix::matrix() ) as $key ) {
			$cases[ $key ] = array( $key );
		}
		return $cases;
	}

	/**
	 * A route as every caller: only the owner gets the owner's data or changes it; everyone else changes nothing.
	 *
	 * @dataProvider routes
	 *
	 * @param string $key "METHOD route".
	 */
	public function test_only_the_owner_reaches_their_data( string $key ): void {
		$spec = Route_Matrix::matrix()[ $key ];
		if ( Route_Matrix::PUBLIC === $spec['kind'] ) {
			$this->addToAssertionCount( 1 );
			return;
		}
		list( $method ) = explode( ' ', $key, 2 );
		$mine           = Route_Matrix::fixture( self::$owner, 'Qmine' );
		$theirs         = Route_Matrix::fixture( self::$other, 'Qtheirs' );
		$path           = ( $spec['path'] )( $mine );
		$params         = ( $spec['body'] )( $mine );
		$before         = $this->snapshot( array( self::$owner, self::$other, self::$empty, self::$admin ) );
		$has_member     = str_contains( $key, 'wordpressId' ) || array_key_exists( 'wordpressId', $params );

		foreach ( array( 'another member' => self::$other, 'a member without data' => self::$empty, 'an administrator' => self::$admin ) as $who => $caller ) {
			$this->act_as( $caller );
			$answer = $this->call( $method, $path, $params );
			if ( Route_Matrix::OWN_DATA === $spec['kind'] ) {
				$this->assertLessThan( 300, $answer->get_status(), "{$key} as {$who}: their own data" );
				$this->assertStringNotContainsString( 'Qmine', $this->text_of( $answer ), "{$key} as {$who} shows nothing of the owner's" );
				// A selection of ids is of the caller's own contacts; others are left out (docs/import.md, Export).
				$foreign = $this->call( $method, $path, ( $spec['foreign'] )( $mine ) );
				$this->assertLessThan( 300, $foreign->get_status(), "{$key} as {$who} naming the owner's rows" );
				$this->assertStringNotContainsString( 'Qmine', $this->text_of( $foreign ), "{$key} as {$who} naming the owner's rows" );
			} else {
				$this->assert_refused( $answer, $has_member ? 403 : 404, "{$key} as {$who} with the owner's ids" );
			}
			if ( $has_member ) {
				// Their own member id with the owner's row ids: the rows answer as missing.
				$own = $this->with_member( $path, $params, $caller, $mine['member'] );
				if ( $own ) {
					$this->assert_refused( $this->call( $method, $own[0], $own[1] ), 404, "{$key} as {$who} with their own id and the owner's rows" );
				}
			}
		}
		$this->act_as( 0 );
		$this->assert_refused( $this->call( $method, $path, $params ), 401, "{$key} logged out" );
		if ( $spec['mixed'] ) {
			$this->act_as( self::$owner );
			$mixed = $this->call( $method, $path, ( $spec['mixed'] )( $mine, $theirs ) );
			if ( Route_Matrix::OWN_DATA === $spec['kind'] ) {
				$this->assertStringNotContainsString( 'Qtheirs', $this->text_of( $mixed ), "{$key} as the owner with a list mixing another member's ids" );
			} else {
				$this->assert_refused( $mixed, 404, "{$key} as the owner with a list mixing another member's ids" );
			}
		}
		$this->assertSame( $before, $this->snapshot( array( self::$owner, self::$other, self::$empty, self::$admin ) ), "{$key}: a refused call changed something" );

		$this->act_as( self::$owner );
		$answer = $this->call( $method, $path, $params );
		$this->assertSame( $spec['ok'], $answer->get_status(), "{$key} as the owner: " . $this->short( $answer ) );
		$this->assertStringNotContainsString( 'Qtheirs', $this->text_of( $answer ), "{$key} as the owner shows nothing of another member's" );
	}

	/**
	 * A route over real HTTP with the owner's login cookies: without the REST nonce it is a logged-out call (401);
	 * with another user's nonce it is refused (403). Nothing changes either way.
	 */
	public function test_over_http_every_route_needs_the_callers_own_nonce(): void {
		$mine   = Route_Matrix::fixture( self::$owner, 'Qmine' );
		$client = new Http_Client();
		$this->assertTrue( $client->login( Members::login( self::$owner ), Members::PASSWORD ) );
		$stranger = new Http_Client();
		$this->assertTrue( $stranger->login( Members::login( self::$other ), Members::PASSWORD ) );
		$their_nonce = $stranger->rest_nonce();
		$before      = $this->snapshot();
		$checked     = 0;
		foreach ( Route_Matrix::matrix() as $key => $spec ) {
			if ( Route_Matrix::PUBLIC === $spec['kind'] ) {
				continue;
			}
			list( $method ) = explode( ' ', $key, 2 );
			$path           = ( $spec['path'] )( $mine );
			$params         = ( $spec['body'] )( $mine );
			$route          = 'GET' === $method && $params ? $path . '?' . http_build_query( $params ) : $path;
			$payload        = 'GET' === $method ? null : $params;
			$none           = $client->rest( $method, $route, $payload );
			$this->assertSame( 401, $none['status'], "{$key} without a nonce: {$none['body']}" );
			$wrong = $client->rest( $method, $route, $payload, $their_nonce );
			$this->assertSame( 403, $wrong['status'], "{$key} with another user's nonce: {$wrong['body']}" );
			$this->assertSame( 'rest_cookie_invalid_nonce', $wrong['json']['code'] ?? null, $key );
			$checked     += 2;
			self::$calls += 2;
		}
		$this->assertGreaterThan( 140, $checked );
		$this->assert_unchanged( $before );
	}

	/**
	 * The calendar feed answers only its own secret address: a wrong, old or missing secret, another member's
	 * number with the right secret, or a malformed address all answer WordPress's own "no route" 404.
	 */
	public function test_the_calendar_feed_reveals_nothing_without_its_secret(): void {
		Route_Matrix::fixture( self::$owner, 'Qmine' );
		$feed   = $this->ok( $this->get( 'ical-feed/' . self::$owner ) )['url'];
		$client = new Http_Client();
		$good   = $client->request( 'GET', (string) wp_parse_url( $feed, PHP_URL_PATH ) );
		$this->assertSame( 200, $good['status'] );
		$this->assertStringContainsString( 'BEGIN:VCALENDAR', $good['body'] );
		$this->assertStringContainsString( 'Birthday Qmine', $good['body'] );

		$secret = (string) preg_replace( '#^.*/([^/]+)\.ics$#', '$1', $feed );
		$this->ok( $this->send( 'POST', 'ical-feed', array( 'wordpressId' => self::$owner ) ) );
		$base     = '/wp-json/prism/v1/calendar-feed/';
		$attempts = array(
			'old secret'         => $base . self::$owner . "/{$secret}.ics",
			'wrong secret'       => $base . self::$owner . '/' . str_repeat( 'A', 43 ) . '.ics',
			'another member'     => $base . self::$other . "/{$secret}.ics",
			'no secret'          => $base . self::$owner . '/.ics',
			'no member'          => $base . "/{$secret}.ics",
			'short secret'       => $base . self::$owner . '/abc.ics',
			'no such member'     => $base . '999999/' . str_repeat( 'B', 43 ) . '.ics',
		);
		$reference = null;
		foreach ( $attempts as $what => $path ) {
			$answer = $client->request( 'GET', $path );
			$this->assertSame( 404, $answer['status'], $what );
			if ( 'no secret' === $what ) {
				// "/.ics" is not even a REST address: the site's own 404, with nothing of the member's.
				$this->assertStringNotContainsString( 'Qmine', $answer['body'] );
				continue;
			}
			$json = json_decode( $answer['body'], true );
			$this->assertSame( 'rest_no_route', $json['code'] ?? null, "{$what}: " . mb_substr( $answer['body'], 0, 300 ) );
			$this->assertStringNotContainsString( 'Qmine', $answer['body'], $what );
			$reference = $reference ?? $answer['body'];
			$this->assertSame( $reference, $answer['body'], "{$what}: the same answer as any other unknown address" );
			++self::$calls;
		}
	}

	// --- helpers ------------------------------------------------------------------------------------------------

	/**
	 * Sends a request the way the REST server receives it from a browser: query parameters for GET, a JSON body
	 * otherwise.
	 *
	 * @param string               $method Method.
	 * @param string               $path   Route below the namespace ('' for the index).
	 * @param array<string, mixed> $params Parameters.
	 */
	private function call( string $method, string $path, array $params ): WP_REST_Response {
		++self::$calls;
		if ( 'GET' === $method ) {
			return $this->get( $path, $params );
		}
		return $this->send( $method, $path, $params );
	}

	/**
	 * The request with the caller's own member id in place of the owner's (path and body), or null when the request
	 * names no row besides the member.
	 *
	 * @param string               $path   Path.
	 * @param array<string, mixed> $params Parameters.
	 * @param int                  $caller The caller.
	 * @param int                  $owner  The owner.
	 * @return array{0: string, 1: array<string, mixed>}|null
	 */
	private function with_member( string $path, array $params, int $caller, int $owner ): ?array {
		// A backup file sent to the restore route is the caller's to send (what it holds is theirs once restored), not
		// a reference to the owner's rows.
		$rows = array_diff( array_keys( $params ), array( 'wordpressId', 'name', 'note', 'title', 'desc', 'date', 'type', 'description', 'link', 'enabled', 'role', 'complete', 'format', 'email', 'phone', 'backup' ) );
		if ( ! $rows ) {
			return null;
		}
		$path = (string) preg_replace( '#/' . $owner . '(/|$)#', '/' . $caller . '$1', $path );
		if ( array_key_exists( 'wordpressId', $params ) ) {
			$params['wordpressId'] = $caller;
		}
		return array( $path, $params );
	}

	/**
	 * Asserts a refusal with the expected status and a readable message.
	 *
	 * @param WP_REST_Response $answer Answer.
	 * @param int              $status Expected status.
	 * @param string           $what   What was tried.
	 */
	private function assert_refused( WP_REST_Response $answer, int $status, string $what ): void {
		$this->assertSame( $status, $answer->get_status(), $what . ': ' . $this->short( $answer ) );
		$body = $this->body( $answer );
		$this->assertIsString( $body['message'] ?? null, $what );
		$this->assertNotSame( '', $body['message'], $what );
		// A member sees the message (a progress card shows a job's): a sentence, not a bare word such as "job".
		$this->assertMatchesRegularExpression( '/^\S+(?:\s+\S+){2,}[.!?]$/u', trim( $body['message'] ), "{$what}: a sentence a member can read" );
		$this->assertStringNotContainsString( 'Qmine', $this->text_of( $answer ), "{$what}: the refusal reveals nothing" );
	}

	/**
	 * An answer as text (a streamed export is read from its stream).
	 *
	 * @param WP_REST_Response $answer Answer.
	 */
	private function text_of( WP_REST_Response $answer ): string {
		$data = $answer->get_data();
		return is_string( $data ) ? $data : (string) wp_json_encode( $data );
	}

	/**
	 * The start of an answer, for a failure message.
	 *
	 * @param WP_REST_Response $answer Answer.
	 */
	private function short( WP_REST_Response $answer ): string {
		return mb_substr( $this->text_of( $answer ), 0, 300 );
	}
}

<?php
/**
 * Authentication as the browser meets it: a real login through wp-login.php, cookies, the REST nonce, and the
 * admin-post form endpoint, over HTTP against the test site (PRISM_TEST_URL).
 *
 * @package Prism
 */

namespace Prism\Tests\Http;

use Prism\Forms\Contact_Form_Handler;
use Prism\Site\Flash;
use Prism\Tests\Support\Http_Client;
use Prism\Tests\Support\Members;
use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';
require_once dirname( __DIR__ ) . '/Support/Http_Client.php';

/**
 * Cookie + nonce authentication of PRISM's routes.
 */
final class AuthOverHttpTest extends Prism_Test_Case {

	/**
	 * A visitor logged in as $user_id, and that session's REST nonce.
	 *
	 * @param int $user_id User.
	 * @return array{0: Http_Client, 1: string}
	 */
	private function logged_in( int $user_id ): array {
		$client = new Http_Client();
		$this->assertTrue( $client->login( Members::login( $user_id ), Members::PASSWORD ), 'login through wp-login.php failed' );
		return array( $client, $client->rest_nonce() );
	}

	/**
	 * Asserts a REST error answer over HTTP.
	 *
	 * @param array<string, mixed> $response Http_Client response.
	 * @param int                  $status   Expected status.
	 * @param string               $code     Expected code.
	 */
	private function assert_http_error( array $response, int $status, string $code ): void {
		$this->assertSame( $status, $response['status'], $response['body'] );
		$this->assertSame( $code, $response['json']['code'] ?? null, $response['body'] );
		$this->assertNotSame( '', (string) ( $response['json']['message'] ?? '' ) );
	}

	/**
	 * The nonce a page of this session would carry for the Add/Edit Contact forms. Computed here from the
	 * session's logged-in cookie, with the site's own salts, exactly as the page would.
	 *
	 * @param Http_Client $client  Logged-in visitor.
	 * @param int         $user_id Their user id.
	 */
	private function form_nonce( Http_Client $client, int $user_id ): string {
		$cookie = $client->cookie( LOGGED_IN_COOKIE );
		$this->assertNotNull( $cookie );
		$saved                       = $_COOKIE[ LOGGED_IN_COOKIE ] ?? null;
		$_COOKIE[ LOGGED_IN_COOKIE ] = $cookie;
		wp_set_current_user( $user_id );
		$nonce = wp_create_nonce( Contact_Form_Handler::NONCE_ACTION );
		if ( null === $saved ) {
			unset( $_COOKIE[ LOGGED_IN_COOKIE ] );
		} else {
			$_COOKIE[ LOGGED_IN_COOKIE ] = $saved;
		}
		return $nonce;
	}

	/**
	 * The owner's pending form message, as the next page view would take it. The server process stored it, so
	 * whatever this process cached about that option is dropped first.
	 *
	 * @return array<string, mixed>|null
	 */
	private function take_flash(): ?array {
		wp_cache_flush();
		return Flash::take( self::$owner );
	}

	/**
	 * Logged in with the nonce: 200 and only the member's own contacts; the list headers reach the browser.
	 */
	public function test_owner_with_nonce_gets_only_their_contacts(): void {
		$ann = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$ben = $this->make_contact( self::$owner, array( 'firstName' => 'Ben' ) );
		$this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		list( $client, $nonce ) = $this->logged_in( self::$owner );

		$response = $client->rest( 'GET', 'contacts/' . self::$owner, null, $nonce );
		$this->assertSame( 200, $response['status'], $response['body'] );
		$this->assertSame( array( $ann, $ben ), array_column( $response['json'], 'id' ) );

		$list = $client->rest( 'GET', 'contact-list/' . self::$owner . '?per_page=1&page=2&order=name_asc', null, $nonce );
		$this->assertSame( 200, $list['status'], $list['body'] );
		$this->assertSame( array( $ben ), array_column( $list['json'], 'id' ) );
		$this->assertSame( '2', $list['headers']['x-wp-total'] ?? null );
		$this->assertSame( '2', $list['headers']['x-wp-totalpages'] ?? null );

		$filtered = $client->rest( 'GET', 'contact-list-ids/' . self::$owner . '?q=ann&process%5B%5D=Inactive', null, $nonce );
		$this->assertSame( array( $ann ), $filtered['json'] );
	}

	/**
	 * Logged in with the nonce, but asking for the other member's data: 403 for their wordpressId, 404 for their
	 * contact, and a write naming their contact changes nothing.
	 */
	public function test_owner_cannot_reach_the_other_members_data(): void {
		$ann  = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$olga = $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		$this->make_note( self::$other, $olga, 'Private.' );
		list( $client, $nonce ) = $this->logged_in( self::$owner );
		$before = $this->snapshot();

		$this->assert_http_error( $client->rest( 'GET', 'contacts/' . self::$other, null, $nonce ), 403, 'prism_forbidden' );
		$this->assert_http_error( $client->rest( 'GET', 'contact-detail/' . $olga, null, $nonce ), 404, 'prism_not_found' );
		$this->assert_http_error( $client->rest( 'GET', 'notes/' . $olga, null, $nonce ), 404, 'prism_not_found' );
		$this->assert_http_error( $client->rest( 'DELETE', 'delete-contact', array( 'idList' => array( $ann, $olga ), 'wordpressId' => self::$owner ), $nonce ), 404, 'prism_not_found' );
		$this->assert_http_error( $client->rest( 'DELETE', 'delete-contact', array( 'idList' => array( $olga ), 'wordpressId' => self::$other ), $nonce ), 403, 'prism_forbidden' );
		$this->assert_unchanged( $before );
	}

	/**
	 * A write with the nonce goes through, with its JSON body, and is stored for the logged-in member.
	 */
	public function test_owner_with_nonce_can_write(): void {
		$ann = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		list( $client, $nonce ) = $this->logged_in( self::$owner );

		$response = $client->rest( 'POST', 'create-note', array( 'contactId' => $ann, 'wordpressId' => self::$owner, 'note' => 'Over HTTP.', 'stageId' => null ), $nonce );

		$this->assertSame( 200, $response['status'], $response['body'] );
		$this->assertSame( array( 'Over HTTP.' ), array_column( $response['json'], 'note' ) );
		$this->assertSame( 1, $this->count_rows( 'notes', array( 'owner_id' => self::$owner, 'contact_id' => $ann ) ) );
	}

	/**
	 * Cookies without the nonce count as logged out (WordPress's CSRF protection): 401, and nothing is written.
	 */
	public function test_logged_in_without_nonce_is_treated_as_logged_out(): void {
		$ann = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		list( $client ) = $this->logged_in( self::$owner );
		$before = $this->snapshot();

		$this->assert_http_error( $client->rest( 'GET', 'contacts/' . self::$owner ), 401, 'rest_not_logged_in' );
		$this->assert_http_error( $client->rest( 'POST', 'create-note', array( 'contactId' => $ann, 'wordpressId' => self::$owner, 'note' => 'Forged.' ) ), 401, 'rest_not_logged_in' );
		$this->assert_unchanged( $before );
	}

	public function test_anonymous_visitor_is_not_logged_in(): void {
		$ann    = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$client = new Http_Client();
		$before = $this->snapshot();

		$this->assert_http_error( $client->rest( 'GET', 'contacts/' . self::$owner ), 401, 'rest_not_logged_in' );
		$this->assert_http_error( $client->rest( 'GET', 'contact-detail/' . $ann ), 401, 'rest_not_logged_in' );
		$this->assert_http_error( $client->rest( 'GET', 'categories/' . self::$owner ), 401, 'rest_not_logged_in' );
		$this->assert_http_error( $client->rest( 'DELETE', 'delete-contact', array( 'idList' => array( $ann ), 'wordpressId' => self::$owner ) ), 401, 'rest_not_logged_in' );
		$this->assert_unchanged( $before );
	}

	/**
	 * A nonce that is not this session's (made up, another member's, or from an earlier login of the same
	 * member) is refused with WordPress's 403 rest_cookie_invalid_nonce.
	 */
	public function test_invalid_or_stale_nonce_is_refused(): void {
		$ann = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		list( $client, $nonce )        = $this->logged_in( self::$owner );
		list( , $other_nonce )         = $this->logged_in( self::$other );
		list( $earlier, $earlier_nonce ) = $this->logged_in( self::$owner );
		unset( $earlier );
		$this->assertNotSame( $nonce, $earlier_nonce );
		$before = $this->snapshot();

		foreach ( array( 'made up' => 'abcdef1234', 'another member\'s' => $other_nonce, 'an earlier session\'s' => $earlier_nonce ) as $why => $bad ) {
			$response = $client->rest( 'GET', 'contacts/' . self::$owner, null, $bad );
			$this->assertSame( 403, $response['status'], $why . ': ' . $response['body'] );
			$this->assertSame( 'rest_cookie_invalid_nonce', $response['json']['code'] ?? null, $why );
			$this->assert_http_error( $client->rest( 'DELETE', 'delete-contact', array( 'idList' => array( $ann ), 'wordpressId' => self::$owner ), $bad ), 403, 'rest_cookie_invalid_nonce' );
		}
		$this->assert_unchanged( $before );

		$this->assertSame( 200, $client->rest( 'GET', 'contacts/' . self::$owner, null, $nonce )['status'], 'the session\'s own nonce still works' );
	}

	/**
	 * The Add Contact form post: a logged-out post goes to the login screen, a post without a valid form nonce
	 * goes back with nothing stored, and a valid one stores the contact and goes back with a message.
	 */
	public function test_add_contact_form_post(): void {
		$this->make_contact( self::$owner, array( 'firstName' => 'Existing' ) );
		$fields = array(
			'action'       => Contact_Form_Handler::ADD_ACTION,
			'importSource' => 'PRISM',
			'firstName'    => 'Posted',
			'lastName'     => 'Person',
			'emailOne'     => 'posted@example.test',
			'emailOneType' => 'Work',
		);
		$before = $this->snapshot();

		$anonymous = ( new Http_Client() )->request( 'POST', '/wp-admin/admin-post.php', $fields );
		$this->assertContains( $anonymous['status'], array( 302, 303 ) );
		$this->assertStringContainsString( 'wp-login.php', $anonymous['headers']['location'] ?? '' );
		$this->assert_unchanged( $before, 'logged-out form post' );

		list( $client ) = $this->logged_in( self::$owner );
		$back = $client->base() . '/prism/contact/';
		$forged = $client->request( 'POST', '/wp-admin/admin-post.php', $fields + array( Contact_Form_Handler::NONCE_FIELD => 'abcdef1234' ), array( 'Referer: ' . $back ) );
		$this->assertSame( 303, $forged['status'], $forged['body'] );
		$this->assertSame( $back . '?prism_form=expired', $forged['headers']['location'] ?? null, 'the page is told the form was not saved' );
		$this->assert_unchanged( $before, 'form post with a bad nonce' );
		$this->assertNull( $this->take_flash(), 'a post without a valid nonce keeps no values and writes no message (they could come from another site)' );

		$no_nonce = $client->request( 'POST', '/wp-admin/admin-post.php', $fields, array( 'Referer: https://evil.example/page' ) );
		$this->assertSame( 303, $no_nonce['status'] );
		$this->assertStringStartsWith( $client->base() . '/prism/contact/', $no_nonce['headers']['location'] ?? '', 'never back to another site' );
		$this->assert_unchanged( $before, 'form post without a nonce, from another site' );
		$this->assertNull( $this->take_flash() );

		$nonce = $this->form_nonce( $client, self::$owner );
		$get   = $client->request( 'GET', '/wp-admin/admin-post.php?' . http_build_query( $fields + array( Contact_Form_Handler::NONCE_FIELD => $nonce ) ) );
		$this->assertContains( $get['status'], array( 302, 303 ), 'a GET does nothing but send the browser on' );
		$this->assert_unchanged( $before, 'the form action as a GET, even with a valid nonce' );
		$this->assertNull( $this->take_flash() );

		$nonce = $this->form_nonce( $client, self::$owner );
		$valid = $client->request( 'POST', '/wp-admin/admin-post.php', $fields + array( Contact_Form_Handler::NONCE_FIELD => $nonce ), array( 'Referer: ' . $back ) );
		$this->assertSame( 303, $valid['status'], $valid['body'] );
		$this->assertSame( $back, $valid['headers']['location'] ?? null );
		$flash = $this->take_flash();
		$this->assertSame( 'success', $flash['type'] ?? null, wp_json_encode( $flash ) );
		$this->assertSame( 'Contact added: Posted Person.', $flash['message'] );
		$added = $this->contact( self::$owner, (int) $flash['contactId'] );
		$this->assertSame( 'posted@example.test', $added['emailOne'] );
		$this->assertSame( 'PRISM', $added['importSource'] );
	}

	/**
	 * The Edit Contact form post cannot change another member's contact, even with a valid form nonce.
	 */
	public function test_edit_contact_form_post_cannot_touch_another_members_contact(): void {
		$olga   = $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		$mine   = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		list( $client ) = $this->logged_in( self::$owner );
		$nonce  = $this->form_nonce( $client, self::$owner );
		$before = $this->snapshot();

		$response = $client->request(
			'POST',
			'/wp-admin/admin-post.php',
			array(
				'action'                          => Contact_Form_Handler::EDIT_ACTION,
				'contactId'                       => (string) $olga,
				'firstName'                       => 'Hacked',
				Contact_Form_Handler::NONCE_FIELD => $nonce,
			)
		);
		$this->assertSame( 303, $response['status'], $response['body'] );
		$this->assert_unchanged( $before );
		$this->assertSame( 'error', $this->take_flash()['type'] ?? null );

		$client->request(
			'POST',
			'/wp-admin/admin-post.php',
			array(
				'action'                          => Contact_Form_Handler::EDIT_ACTION,
				'contactId'                       => (string) $mine,
				'firstName'                       => 'Annabel',
				Contact_Form_Handler::NONCE_FIELD => $nonce,
			)
		);
		$this->assertSame( 'Annabel', $this->contact( self::$owner, $mine )['firstName'], 'the same post on the member\'s own contact works' );
	}
}

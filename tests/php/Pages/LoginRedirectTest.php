<?php
/**
 * Where wp-login.php sends a user (issue 26, includes/Pages/Login_Redirect.php): a member lands on the PRISM
 * Dashboard, or back on the page that asked them to log in; staff keep WordPress's wp-admin.
 *
 * @package Prism
 */

namespace Prism\Tests\Pages;

use Prism\Tests\Support\Http_Client;
use Prism\Tests\Support\Members;
use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';
require_once dirname( __DIR__ ) . '/Support/Http_Client.php';

/**
 * @covers \Prism\Pages\Login_Redirect
 */
final class LoginRedirectTest extends Prism_Test_Case {

	/**
	 * An editor (site staff), made for the class.
	 *
	 * @var int
	 */
	private static int $editor = 0;

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::$editor = Members::create( 'editor' );
		( new \WP_User( self::$editor ) )->set_role( 'editor' );
	}

	public static function tearDownAfterClass(): void {
		Members::delete( array( self::$editor ) );
		parent::tearDownAfterClass();
	}

	/**
	 * Logs in over HTTP through wp-login.php's form and answers where WordPress sends the browser.
	 *
	 * @param int         $user        The user.
	 * @param string|null $redirect_to The form's redirect_to (null: the form opened without one, which posts wp-admin).
	 */
	private function location_after_login( int $user, ?string $redirect_to ): string {
		$client = new Http_Client();
		$client->request( 'GET', '/wp-login.php' );
		$response = $client->request(
			'POST',
			'/wp-login.php',
			array(
				'log'         => Members::login( $user ),
				'pwd'         => Members::PASSWORD,
				'wp-submit'   => 'Log In',
				'testcookie'  => '1',
				'redirect_to' => $redirect_to ?? admin_url(),
			)
		);
		$this->assertSame( 302, $response['status'] );
		$this->assertNotNull( $client->cookie( 'wordpress_logged_in_' ) );
		return (string) ( $response['headers']['location'] ?? '' );
	}

	public function test_a_member_lands_on_the_dashboard(): void {
		$this->assertSame( home_url( '/prism/' ), $this->location_after_login( self::$owner, null ) );
		$this->assertSame( home_url( '/prism/' ), $this->location_after_login( self::$owner, '' ) );
	}

	public function test_a_member_asked_to_log_in_on_a_page_comes_back_to_it(): void {
		$page = home_url( '/prism/contact/?q=Priya' );
		$this->assertSame( $page, $this->location_after_login( self::$owner, $page ) );
		// wp-admin's own pages, asked for, are honoured too (the profile, say).
		$this->assertSame( admin_url( 'profile.php' ), $this->location_after_login( self::$owner, admin_url( 'profile.php' ) ) );
	}

	public function test_staff_keep_wp_admin(): void {
		$this->assertSame( admin_url(), $this->location_after_login( self::$editor, null ) );
	}

	public function test_a_failed_login_is_left_to_wordpress(): void {
		$error = new \WP_Error( 'incorrect_password', 'no' );
		$this->assertSame( admin_url(), apply_filters( 'login_redirect', admin_url(), '', $error ) );
	}

	public function test_without_a_dashboard_page_a_member_keeps_wordpress_s_default(): void {
		$dashboard = get_page_by_path( 'prism' );
		wp_update_post(
			array(
				'ID'          => $dashboard->ID,
				'post_status' => 'draft',
			)
		);
		try {
			$user = new \WP_User( self::$owner );
			$this->assertSame( admin_url(), apply_filters( 'login_redirect', admin_url(), '', $user ) );
		} finally {
			wp_update_post(
				array(
					'ID'          => $dashboard->ID,
					'post_status' => 'publish',
				)
			);
		}
	}
}

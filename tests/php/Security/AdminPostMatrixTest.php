<?php
/**
 * Every admin-post action PRISM registers, over real HTTP with cookies: a visitor who is not logged in, a logged-in
 * user without the form's nonce, with a forged one or with another user's, the action as a GET (a link) even with
 * a valid nonce, a member without the capability an admin action needs, and a member's valid nonce on another
 * member's contact: none of them changes anything. The same post with the right user's valid nonce does. An action
 * registered without an entry here fails the suite.
 *
 * @package Prism
 */

namespace Prism\Tests\Security;

use Prism\Admin\Mentoring_Admin;
use Prism\Admin\Series_Admin;
use Prism\Data\Job_Repository;
use Prism\Data\Series_Repository;
use Prism\Forms\Contact_Form_Handler;
use Prism\Import\Import_Store;
use Prism\Jobs\Cron;
use Prism\Jobs\Duplicate_Scan_Job;
use Prism\Pages\Site_Status;
use Prism\Schema\Schema;
use Prism\Tests\Support\Http_Client;
use Prism\Tests\Support\Members;
use Prism\Tests\Support\Prism_Test_Case;
use Prism\Tests\Support\Wp_Cron;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';
require_once dirname( __DIR__ ) . '/Support/Http_Client.php';
require_once dirname( __DIR__ ) . '/Support/Wp_Cron.php';

/**
 * admin-post.php × every caller.
 */
final class AdminPostMatrixTest extends Prism_Test_Case {

	/**
	 * A site administrator.
	 *
	 * @var int
	 */
	private static int $admin = 0;

	/**
	 * Series this test added (deleted afterwards: the series table is the site's).
	 *
	 * @var int[]
	 */
	private array $added = array();

	/**
	 * The file an import post uploads.
	 *
	 * @var string
	 */
	private string $upload = '';

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::$admin = Members::create( 'admin' );
		( new \WP_User( self::$admin ) )->set_role( 'administrator' );
	}

	public static function tearDownAfterClass(): void {
		Members::delete( array( self::$admin ) );
		parent::tearDownAfterClass();
	}

	protected function setUp(): void {
		parent::setUp();
		$this->upload = (string) tempnam( sys_get_temp_dir(), 'prism-post' );
		file_put_contents( $this->upload, "First Name,Last Name,E-mail 1 - Value\nPosted,Person,posted@example.test\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- test fixture.
	}

	protected function tearDown(): void {
		global $wpdb;
		Wp_Cron::release();
		unlink( $this->upload ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink -- test fixture.
		foreach ( $this->added as $id ) {
			$wpdb->delete( Schema::table( 'series' ), array( 'id' => $id ) );
		}
		( new Series_Repository() )->reset( Series_Repository::NETWORKING_ID, 0 );
		// The shipped mentoring series edited for the restore case goes back to what PRISM ships, whatever ran.
		foreach ( ( new Series_Repository() )->mentoring() as $series ) {
			if ( '' !== $series['shippedKey'] ) {
				( new Series_Repository() )->reset( (int) $series['id'], 0 );
				( new Series_Repository() )->set_status( (int) $series['id'], Series_Repository::ACTIVE );
			}
		}
		parent::tearDown();
	}

	/**
	 * Every action: who may post it ('member' or 'admin'), the nonce it needs, and its fields for the data at hand.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private function actions(): array {
		$contact = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$theirs  = $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) );
		$series  = ( new Series_Repository() )->create_mentoring( self::mentoring_form( 'Before' ), self::$admin );
		$shipped = (int) ( new Series_Repository() )->mentoring( true )[0]['id'];
		( new Series_Repository() )->save( $shipped, array( 'name' => 'Edited shipped' ) + (array) ( new Series_Repository() )->find( $shipped ), self::$admin );
		$this->added[] = $series;
		$mentoring     = static fn( string $action, int $id, array $fields ): array => array(
			'who'     => 'admin',
			'nonce'   => Mentoring_Admin::nonce_action( $action, $id ),
			'field'   => '_wpnonce',
			'fields'  => array(
				'action'    => $action,
				'series_id' => (string) $id,
			) + $fields,
			'foreign' => null,
		);
		$shipped_restore = $mentoring( Mentoring_Admin::RESTORE_ACTION, $shipped, array() );
		return array(
			Contact_Form_Handler::ADD_ACTION       => array(
				'who'     => 'member',
				'nonce'   => Contact_Form_Handler::NONCE_ACTION,
				'field'   => Contact_Form_Handler::NONCE_FIELD,
				'fields'  => array(
					'action'       => Contact_Form_Handler::ADD_ACTION,
					'importSource' => 'PRISM',
					'firstName'    => 'Posted',
					'lastName'     => 'Person',
				),
				'foreign' => null,
			),
			Contact_Form_Handler::EDIT_ACTION      => array(
				'who'     => 'member',
				'nonce'   => Contact_Form_Handler::NONCE_ACTION,
				'field'   => Contact_Form_Handler::NONCE_FIELD,
				'fields'  => array(
					'action'    => Contact_Form_Handler::EDIT_ACTION,
					'contactId' => (string) $contact,
					'firstName' => 'Edited',
				),
				// The owner's valid nonce on another member's contact.
				'foreign' => array( 'contactId' => (string) $theirs ),
			),
			Import_Store::ACTION                   => array(
				'who'     => 'member',
				'nonce'   => Import_Store::NONCE_ACTION,
				'field'   => Import_Store::NONCE_FIELD,
				'fields'  => array(
					'action'      => Import_Store::ACTION,
					'file_type'   => 'iCloud CSV',
					'upload_type' => 'CSV',
					'mode'        => 'update',
					'file'        => 'FILE',
				),
				'foreign' => null,
			),
			Series_Admin::SAVE_ACTION              => array(
				'who'     => 'admin',
				'nonce'   => Series_Admin::SAVE_ACTION,
				'field'   => '_wpnonce',
				'fields'  => array(
					'action' => Series_Admin::SAVE_ACTION,
					'series' => self::networking_form( 'Our own series' ),
				),
				'foreign' => null,
			),
			Series_Admin::RESET_ACTION             => array(
				'who'     => 'admin',
				'nonce'   => Series_Admin::RESET_ACTION,
				'field'   => '_wpnonce',
				'fields'  => array( 'action' => Series_Admin::RESET_ACTION ),
				'foreign' => null,
				'before'  => static function (): void {
					( new Series_Repository() )->save( Series_Repository::NETWORKING_ID, array( 'name' => 'Saved before' ) + ( new Series_Repository() )->networking(), self::$admin );
				},
			),
			Mentoring_Admin::SAVE_ACTION           => $mentoring( Mentoring_Admin::SAVE_ACTION, $series, array( 'series' => self::mentoring_form( 'After' ) ) ),
			Mentoring_Admin::STATUS_ACTION         => $mentoring( Mentoring_Admin::STATUS_ACTION, $series, array( 'status' => Series_Repository::ARCHIVED ) ),
			Mentoring_Admin::DELETE_ACTION         => $mentoring( Mentoring_Admin::DELETE_ACTION, $series, array() ),
			Mentoring_Admin::RESTORE_ACTION        => $shipped_restore,
			Site_Status::RUN_ACTION                => array(
				'who'     => 'admin',
				'nonce'   => Site_Status::RUN_ACTION,
				'field'   => '_wpnonce',
				'fields'  => array( 'action' => Site_Status::RUN_ACTION ),
				'foreign' => null,
				// A due job of the owner's (its row is among the member tables compared): only the valid post runs it,
				// so WP-Cron is held off meanwhile.
				'before'  => static function (): void {
					Wp_Cron::hold();
					wp_clear_scheduled_hook( Cron::HOOK );
					( new Job_Repository() )->enqueue( self::$owner, Duplicate_Scan_Job::TYPE );
				},
			),
		);
	}

	/**
	 * A mentoring series as its form posts it.
	 *
	 * @param string $name Name.
	 * @return array<string, mixed>
	 */
	private static function mentoring_form( string $name ): array {
		$tasks = array();
		for ( $i = 1; $i <= 4; $i++ ) {
			$tasks[] = array(
				'name'        => "Task {$i}",
				'description' => "Do {$i}.",
			);
		}
		return array(
			'name'       => $name,
			'milestones' => array(
				array(
					'name'  => 'Milestone',
					'tasks' => $tasks,
				),
			),
		);
	}

	/**
	 * The networking series as its form posts it, renamed.
	 *
	 * @param string $name Name.
	 * @return array<string, mixed>
	 */
	private static function networking_form( string $name ): array {
		$series = ( new Series_Repository() )->networking();
		$form   = array(
			'name'   => $name,
			'stages' => array(),
		);
		foreach ( $series['stages'] as $stage ) {
			$form['stages'][] = array(
				'name'        => $stage['name'],
				'icon'        => $stage['icon'],
				'intro'       => $stage['intro'],
				'description' => $stage['description'],
				'tasks'       => $stage['tasks'],
				'tips'        => implode( "\n", $stage['tips'] ),
			);
		}
		return $form;
	}

	/**
	 * Everything a post could change: every member-owned row and the site's series.
	 *
	 * @return array<string, mixed>
	 */
	private function state(): array {
		global $wpdb;
		wp_cache_flush();
		$series = (array) $wpdb->get_results( 'SELECT * FROM ' . Schema::table( 'series' ) . ' ORDER BY id', ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- test helper.
		return array(
			'members' => $this->snapshot( array( self::$owner, self::$other, self::$admin ) ),
			'series'  => $series,
		);
	}

	/**
	 * A form nonce of a logged-in HTTP session (WordPress ties it to the session token in the cookie).
	 *
	 * @param Http_Client $client  Session.
	 * @param int         $user_id Its user.
	 * @param string      $action  Nonce action.
	 */
	private function nonce_for( Http_Client $client, int $user_id, string $action ): string {
		$cookie                      = $client->cookie( LOGGED_IN_COOKIE );
		$saved                       = $_COOKIE[ LOGGED_IN_COOKIE ] ?? null;
		$_COOKIE[ LOGGED_IN_COOKIE ] = (string) $cookie;
		$was                         = get_current_user_id();
		wp_set_current_user( $user_id );
		$nonce = wp_create_nonce( $action );
		wp_set_current_user( $was );
		if ( null === $saved ) {
			unset( $_COOKIE[ LOGGED_IN_COOKIE ] );
		} else {
			$_COOKIE[ LOGGED_IN_COOKIE ] = $saved;
		}
		return $nonce;
	}

	/**
	 * A logged-in session.
	 *
	 * @param int $user_id User.
	 */
	private function session( int $user_id ): Http_Client {
		$client = new Http_Client();
		$this->assertTrue( $client->login( Members::login( $user_id ), Members::PASSWORD ) );
		return $client;
	}

	/**
	 * Posts (or GETs) an action's fields.
	 *
	 * @param Http_Client          $client Session.
	 * @param string               $method Method.
	 * @param array<string, mixed> $fields Fields ('FILE' stands for the upload).
	 * @return array{status: int, headers: array<string, string>, body: string, json: mixed}
	 */
	private function hit( Http_Client $client, string $method, array $fields ): array {
		if ( 'GET' === $method ) {
			// A link carries the action and its nonce; a whole series would not fit in an address.
			unset( $fields['file'], $fields['series'] );
			return $client->request( 'GET', '/wp-admin/admin-post.php?' . http_build_query( $fields ) );
		}
		if ( 'FILE' === ( $fields['file'] ?? null ) ) {
			$fields['file'] = new \CURLFile( $this->upload, 'text/csv', 'contacts.csv' );
		}
		return $client->request( 'POST', '/wp-admin/admin-post.php', $fields, array( 'Referer: ' . $client->base() . '/prism/contact/' ) );
	}

	public function test_every_action_has_an_entry(): void {
		global $wp_filter;
		$registered = array();
		foreach ( array_keys( (array) $wp_filter ) as $hook ) {
			if ( ! preg_match( '/^admin_post_(?:nopriv_)?(.+)$/', (string) $hook, $m ) ) {
				continue;
			}
			foreach ( $wp_filter[ $hook ]->callbacks as $callbacks ) {
				foreach ( $callbacks as $callback ) {
					$function = $callback['function'];
					$class    = is_array( $function ) && is_string( $function[0] ) ? $function[0] : '';
					if ( str_starts_with( $class, 'Prism\\' ) ) {
						$registered[ $m[1] ] = true;
					}
				}
			}
		}
		$this->assertNotEmpty( $registered );
		$missing = array_diff( array_keys( $registered ), array_keys( $this->actions() ) );
		$this->assertSame( array(), array_values( $missing ), 'admin-post actions without an entry: add them to AdminPostMatrixTest::actions()' );
	}

	/**
	 * Action names, one test each.
	 *
	 * @return array<string, array{0: string}>
	 */
	public function action_names(): array {
		$names = array(
			Contact_Form_Handler::ADD_ACTION,
			Contact_Form_Handler::EDIT_ACTION,
			Import_Store::ACTION,
			Series_Admin::SAVE_ACTION,
			Series_Admin::RESET_ACTION,
			Mentoring_Admin::SAVE_ACTION,
			Mentoring_Admin::STATUS_ACTION,
			Mentoring_Admin::DELETE_ACTION,
			Mentoring_Admin::RESTORE_ACTION,
			Site_Status::RUN_ACTION,
		);
		return array_combine( $names, array_map( static fn( $name ) => array( $name ), $names ) );
	}

	/**
	 * Only the right user's valid POST changes anything.
	 *
	 * @dataProvider action_names
	 *
	 * @param string $name Action.
	 */
	public function test_only_a_valid_post_by_the_right_user_acts( string $name ): void {
		$spec = $this->actions()[ $name ];
		if ( isset( $spec['before'] ) ) {
			( $spec['before'] )();
		}
		$actor    = 'admin' === $spec['who'] ? self::$admin : self::$owner;
		$session  = $this->session( $actor );
		$stranger = $this->session( 'admin' === $spec['who'] ? self::$owner : self::$other );
		$before   = $this->state();
		$valid    = $spec['fields'] + array( $spec['field'] => $this->nonce_for( $session, $actor, $spec['nonce'] ) );

		$tries = array(
			'logged out'              => array( new Http_Client(), 'POST', $valid ),
			'no nonce'                => array( $session, 'POST', $spec['fields'] ),
			'a forged nonce'          => array( $session, 'POST', $spec['fields'] + array( $spec['field'] => 'abcdef1234' ) ),
			'another user\'s nonce'   => array( $session, 'POST', $spec['fields'] + array( $spec['field'] => $this->nonce_for( $stranger, 'admin' === $spec['who'] ? self::$owner : self::$other, $spec['nonce'] ) ) ),
			'a GET with a valid nonce' => array( $session, 'GET', $valid ),
		);
		if ( 'admin' === $spec['who'] ) {
			$tries['a member with their own valid nonce'] = array( $stranger, 'POST', $spec['fields'] + array( $spec['field'] => $this->nonce_for( $stranger, self::$owner, $spec['nonce'] ) ) );
		}
		if ( $spec['foreign'] ) {
			$tries['a valid nonce on another member\'s row'] = array( $session, 'POST', $spec['foreign'] + $valid );
		}
		foreach ( $tries as $what => list( $client, $method, $fields ) ) {
			$answer = $this->hit( $client, $method, $fields );
			$this->assertNotSame( 500, $answer['status'], "{$name}, {$what}" );
			$this->assertNotSame( 200, $answer['status'], "{$name}, {$what}: a refusal is a redirect or a 403, never a page that looks done" );
			$this->assertSame( $before, $this->state(), "{$name}, {$what}: something changed" );
		}

		$answer = $this->hit( $session, 'POST', $valid );
		$this->assertContains( $answer['status'], array( 302, 303 ), "{$name}, valid: " . substr( $answer['body'], 0, 300 ) );
		$this->assertNotSame( $before, $this->state(), "{$name}: the valid post changed nothing" );
	}
}

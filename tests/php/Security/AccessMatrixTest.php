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

use Prism\Data\Article_Repository;
use Prism\Data\Event_Repository;
use Prism\Data\Followup_Repository;
use Prism\Data\Mentorship_Repository;
use Prism\Data\Process_Repository;
use Prism\Data\Resource_Repository;
use Prism\Data\Series_Repository;
use Prism\Import\Import_Store;
use Prism\Reminders\Reminder_Settings;
use Prism\Schema\Schema;
use Prism\Tests\Support\Http_Client;
use Prism\Tests\Support\Members;
use Prism\Tests\Support\Prism_Test_Case;
use WP_REST_Response;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';
require_once dirname( __DIR__ ) . '/Support/Http_Client.php';

/**
 * Every route × every caller.
 */
final class AccessMatrixTest extends Prism_Test_Case {

	/** The answer concerns the member named in the request (wordpressId or a row id): others are refused. */
	private const OWNED = 'owned';

	/** The answer is the caller's own data whoever calls (no member id in the request): others get their own. */
	private const OWN_DATA = 'own-data';

	/** Public by design (the namespace index; the calendar feed has its own test). */
	private const PUBLIC = 'public';

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

	// --- fixtures -----------------------------------------------------------------------------------------------

	/**
	 * One of every kind of row for a member: two contacts (and a third for merges), a note, an event, a follow-up, a
	 * category, a resource, an article, a mentoring relationship with a note, a duplicate suggestion, an import and
	 * a job.
	 *
	 * @param int    $member Member.
	 * @param string $word   A word that marks the member's text.
	 * @return array<string, mixed>
	 */
	private function fixture( int $member, string $word ): array {
		$was = get_current_user_id();
		wp_set_current_user( $member );
		$f            = array( 'member' => $member );
		$f['contact'] = $this->make_contact( $member, array( 'firstName' => 'Ann', 'lastName' => $word, 'emailOne' => "ann.{$word}@example.test" ) );
		$f['second']  = $this->make_contact( $member, array( 'firstName' => 'Annie', 'lastName' => $word, 'emailOne' => "ann.{$word}@example.test" ) );
		$f['third']   = $this->make_contact( $member, array( 'firstName' => 'Bob', 'lastName' => $word ) );
		$f['note']    = $this->make_note( $member, $f['contact'], "Note {$word}" );
		$f['event']   = ( new Event_Repository() )->create(
			$member,
			$f['contact'],
			array(
				'title' => "Birthday {$word}",
				'type'  => 'Birthday',
				'date'  => '1990-07-01',
				'desc'  => '',
			)
		);
		$f['followup'] = ( new Followup_Repository() )->create(
			$member,
			$f['contact'],
			array(
				'title' => "Call {$word}",
				'desc'  => '',
				'date'  => '2026-12-01',
			)
		);
		$f['category'] = $this->make_category( $member, "Board {$word}", array( $f['contact'] ) );
		$f['resource'] = ( new Resource_Repository() )->create( $member, "Guide {$word}", 'https://example.test/guide' );
		$f['article']  = ( new Article_Repository() )->create( $member, "Article {$word}", 'https://example.test/a', '', array( $f['contact'] ) );
		$series        = ( new Series_Repository() )->mentoring( true )[0];
		$f['series']   = (int) $series['id'];
		$f['task']     = (int) $series['milestones'][0]['tasks'][0]['id'];
		$mentorships   = new Mentorship_Repository();
		$f['mentorship']      = $mentorships->create( $member, $f['contact'], $f['series'], 'mentor' );
		$f['mentoring_note']  = $mentorships->add_note( (array) $mentorships->find( $member, $f['mentorship'] ), $f['task'], "Mentoring {$word}" );
		$f['collision']       = $this->collision( $member, $f['contact'], $f['second'] );
		$f['process']         = (int) ( new Process_Repository() )->ensure( $member, $f['contact'] )['id'];
		$path                 = (string) tempnam( sys_get_temp_dir(), 'prism-matrix' );
		file_put_contents( $path, "First Name,Last Name,E-mail 1 - Value\nImported,{$word},imported.{$word}@example.test\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- test fixture.
		$f['import'] = ( new Import_Store() )->import_file( $member, $path, 'contacts.csv', 'iCloud CSV', 'update' );
		unlink( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink -- test fixture.
		$f['job'] = (int) $this->body( rest_do_request( new \WP_REST_Request( 'POST', "/prism/v1/duplicate-scan/{$member}" ) ) )['id'];
		wp_set_current_user( $was );
		return $f;
	}

	/**
	 * Stores a pending duplicate suggestion.
	 *
	 * @param int $member Member.
	 * @param int $a      Contact.
	 * @param int $b      Contact.
	 */
	private function collision( int $member, int $a, int $b ): int {
		global $wpdb;
		$table = Schema::table( 'collisions' );
		// Adding the second contact has usually suggested the pair already (same email).
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- test fixture; table from Schema.
		$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (owner_id, first_id, second_id, state, reason, score, created_at) VALUES (%d, %d, %d, 'pending', 'email', 90, %s)", $member, min( $a, $b ), max( $a, $b ), gmdate( 'Y-m-d H:i:s' ) ) );
		$id = (int) $wpdb->get_var( $wpdb->prepare( "SELECT id FROM {$table} WHERE owner_id = %d AND first_id = %d AND second_id = %d", $member, min( $a, $b ), max( $a, $b ) ) );
		// phpcs:enable WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$this->assertGreaterThan( 0, $id );
		return $id;
	}

	// --- the matrix ---------------------------------------------------------------------------------------------

	/**
	 * Every route and method: how to call it for the data of fixture $f (path and parameters), what the owner gets,
	 * and, for list parameters, a call that mixes the owner's ids with those of another member ($o).
	 *
	 * @return array<string, array<string, mixed>> "METHOD route" => entry.
	 */
	private static function matrix(): array {
		$wid   = static fn( array $f ): array => array( 'wordpressId' => $f['member'] );
		$entry = static fn( callable $path, ?callable $body = null, array $more = array() ): array => $more + array(
			'path'  => $path,
			'body'  => $body ?? static fn(): array => array(),
			'ok'    => 200,
			'kind'  => self::OWNED,
			'mixed' => null,
		);
		$m     = array(
			'GET /prism/v1' => $entry( static fn(): string => '', null, array( 'kind' => self::PUBLIC ) ),
			'GET /prism/v1/calendar-feed/(?P<member>\d+)/(?P<secret>[A-Za-z0-9_-]{43})\.ics' => $entry( static fn(): string => '', null, array( 'kind' => self::PUBLIC ) ),
		);
		foreach ( array( 'contacts', 'contact-list', 'contact-list-ids', 'networking-stages-status', 'categories', 'all-notes', 'events-with-contacts', 'calendar-events', 'followups-with-contacts', 'calendar-followups', 'ical-feed', 'reminder-email', 'networking-series', 'networking-progress', 'reach-out', 'import-status', 'import-source-counts', 'collisions', 'collisions-with-contacts', 'merged-contacts', 'resources', 'mentoring-series', 'mentorships', 'articles' ) as $read ) {
			$m[ "GET /prism/v1/{$read}/(?P<wordpressId>\\d+)" ] = $entry( static fn( array $f ): string => "{$read}/{$f['member']}" );
		}
		foreach ( array( 'contact-detail', 'notes', 'events', 'followups', 'networking-process-object', 'contact-mentoring' ) as $read ) {
			$m[ "GET /prism/v1/{$read}/(?P<contactId>\\d+)" ] = $entry( static fn( array $f ): string => "{$read}/{$f['contact']}" );
		}
		$m['GET /prism/v1/jobs/(?P<id>\d+)']                     = $entry( static fn( array $f ): string => "jobs/{$f['job']}" );
		$m['POST /prism/v1/jobs/(?P<id>\d+)/run']                = $entry( static fn( array $f ): string => "jobs/{$f['job']}/run" );
		$m['GET /prism/v1/imports/(?P<id>\d+)']                  = $entry( static fn( array $f ): string => "imports/{$f['import']}" );
		$m['POST /prism/v1/imports/(?P<id>\d+)/run']             = $entry( static fn( array $f ): string => "imports/{$f['import']}/run" );
		$m['POST /prism/v1/imports/(?P<id>\d+)/dismiss']         = $entry( static fn( array $f ): string => "imports/{$f['import']}/dismiss" );
		$m['POST /prism/v1/duplicate-scan/(?P<wordpressId>\d+)'] = $entry( static fn( array $f ): string => "duplicate-scan/{$f['member']}" );

		$body = static fn( string $path, callable $fields, array $more = array() ): array => $entry( static fn(): string => $path, $fields, $more );

		$m['DELETE /prism/v1/delete-contact']   = $body( 'delete-contact', static fn( array $f ): array => $wid( $f ) + array( 'idList' => array( $f['third'] ) ), array( 'mixed' => static fn( array $f, array $o ): array => $wid( $f ) + array( 'idList' => array( $f['third'], $o['third'] ) ) ) );
		$m['POST /prism/v1/collide-and-merge']  = $body( 'collide-and-merge', static fn( array $f ): array => $wid( $f ) + array( 'idList' => array( $f['contact'], $f['second'] ) ), array( 'mixed' => static fn( array $f, array $o ): array => $wid( $f ) + array( 'idList' => array( $f['contact'], $o['contact'] ) ) ) );
		$m['POST /prism/v1/add-category']       = $body( 'add-category', static fn( array $f ): array => $wid( $f ) + array( 'name' => 'Added' ) );
		$m['POST /prism/v1/edit-category']      = $body( 'edit-category', static fn( array $f ): array => $wid( $f ) + array( 'id' => $f['category'], 'name' => 'Renamed' ) );
		$m['DELETE /prism/v1/delete-category']  = $body( 'delete-category', static fn( array $f ): array => $wid( $f ) + array( 'id' => $f['category'] ) );
		$m['POST /prism/v1/apply-categories']   = $body(
			'apply-categories',
			static fn( array $f ): array => $wid( $f ) + array( 'categories' => array( (string) $f['category'] => 1 ), 'contacts' => array( $f['third'] ) ),
			array( 'mixed' => static fn( array $f, array $o ): array => $wid( $f ) + array( 'categories' => array( (string) $f['category'] => 1, (string) $o['category'] => 1 ), 'contacts' => array( $f['third'], $o['third'] ) ) )
		);
		$m['POST /prism/v1/create-note']        = $body( 'create-note', static fn( array $f ): array => $wid( $f ) + array( 'contactId' => $f['contact'], 'note' => 'New note' ) );
		$m['POST /prism/v1/update-note']        = $body( 'update-note', static fn( array $f ): array => array( 'contactId' => $f['contact'], 'id' => $f['note'], 'note' => 'Edited' ) );
		$m['DELETE /prism/v1/delete-note']      = $body( 'delete-note', static fn( array $f ): array => array( 'contactId' => $f['contact'], 'id' => $f['note'] ) );
		$event                                  = static fn( array $f ): array => array( 'contactId' => $f['contact'], 'wordpressId' => $f['member'], 'title' => 'Launch', 'type' => 'Other', 'date' => '2026-12-24', 'desc' => '' );
		$m['POST /prism/v1/create-event']       = $body( 'create-event', $event );
		$m['POST /prism/v1/update-event']       = $body( 'update-event', static fn( array $f ): array => $event( $f ) + array( 'id' => $f['event'] ) );
		$m['POST /prism/v1/delete-event']       = $body( 'delete-event', static fn( array $f ): array => array( 'contactId' => $f['contact'], 'id' => $f['event'] ) );
		$m['DELETE /prism/v1/delete-event']     = $m['POST /prism/v1/delete-event'];
		$followup                               = static fn( array $f ): array => array( 'contactId' => $f['contact'], 'wordpressId' => $f['member'], 'title' => 'Call back', 'desc' => '', 'date' => '2026-12-24' );
		$m['POST /prism/v1/create-followup']    = $body( 'create-followup', $followup );
		$m['POST /prism/v1/update-followup']    = $body( 'update-followup', static fn( array $f ): array => $followup( $f ) + array( 'id' => $f['followup'] ) );
		$m['POST /prism/v1/delete-followup']    = $body( 'delete-followup', static fn( array $f ): array => array( 'contactId' => $f['contact'], 'id' => $f['followup'] ) );
		$m['DELETE /prism/v1/delete-followup']  = $m['POST /prism/v1/delete-followup'];
		$m['POST /prism/v1/toggle-followup']    = $body( 'toggle-followup', static fn( array $f ): array => array( 'contactId' => $f['contact'], 'followupId' => $f['followup'] ) );
		$m['POST /prism/v1/ical-feed']          = $body( 'ical-feed', $wid );
		$m['POST /prism/v1/reminder-email']     = $body( 'reminder-email', static fn( array $f ): array => $wid( $f ) + array( 'enabled' => false ) );
		$m['POST /prism/v1/reminder-email-test'] = $body( 'reminder-email-test', $wid );
		$m['POST /prism/v1/update-networking-process-object'] = $body(
			'update-networking-process-object',
			static fn( array $f ): array => array(
				'contactId' => $f['contact'],
				'id'        => $f['process'],
				'obj'       => array( 'id' => $f['process'] ) + self::process_object( 1, false ),
			)
		);
		$m['GET /prism/v1/export']               = $entry(
			static fn(): string => 'export',
			static fn(): array => array( 'format' => 'csv' ),
			array(
				'kind'    => self::OWN_DATA,
				'foreign' => static fn( array $f ): array => array( 'format' => 'csv', 'ids' => array( $f['contact'] ) ),
				'mixed'   => static fn( array $f, array $o ): array => array( 'format' => 'csv', 'ids' => array( $f['contact'], $o['contact'] ) ),
			)
		);
		$m['POST /prism/v1/export']              = $m['GET /prism/v1/export'];
		$m['POST /prism/v1/merge']               = $body( 'merge', static fn( array $f ): array => array( 'collisionId' => $f['collision'] ) );
		$m['POST /prism/v1/dismiss-collision']   = $body( 'dismiss-collision', static fn( array $f ): array => array( 'collisionId' => $f['collision'] ) );
		$resource                                = static fn( array $f ): array => $wid( $f ) + array( 'description' => 'A guide', 'link' => 'https://example.test/' );
		$m['POST /prism/v1/push-resource']       = $body( 'push-resource', $resource );
		$m['POST /prism/v1/update-resource']     = $body( 'update-resource', static fn( array $f ): array => $resource( $f ) + array( 'resourceId' => $f['resource'] ) );
		$m['DELETE /prism/v1/delete-resource']   = $body( 'delete-resource', static fn( array $f ): array => $wid( $f ) + array( 'resourceId' => $f['resource'] ) );
		$m['POST /prism/v1/create-mentorship']   = $body( 'create-mentorship', static fn( array $f ): array => $wid( $f ) + array( 'contactId' => $f['third'], 'seriesId' => $f['series'], 'role' => 'mentee' ) );
		$m['DELETE /prism/v1/delete-mentorship'] = $body( 'delete-mentorship', static fn( array $f ): array => $wid( $f ) + array( 'mentorshipId' => $f['mentorship'] ) );
		$m['POST /prism/v1/toggle-mentoring-task'] = $body( 'toggle-mentoring-task', static fn( array $f ): array => array( 'mentorshipId' => $f['mentorship'], 'taskId' => $f['task'], 'complete' => true ) );
		$m['POST /prism/v1/create-mentoring-note'] = $body( 'create-mentoring-note', static fn( array $f ): array => array( 'mentorshipId' => $f['mentorship'], 'taskId' => $f['task'], 'note' => 'More' ) );
		$m['POST /prism/v1/update-mentoring-note'] = $body( 'update-mentoring-note', static fn( array $f ): array => array( 'mentorshipId' => $f['mentorship'], 'id' => $f['mentoring_note'], 'note' => 'Edited' ) );
		$m['DELETE /prism/v1/delete-mentoring-note'] = $body( 'delete-mentoring-note', static fn( array $f ): array => array( 'mentorshipId' => $f['mentorship'], 'id' => $f['mentoring_note'] ) );
		$article                                 = static fn( array $f ): array => $wid( $f ) + array( 'title' => 'Read this', 'link' => 'https://example.test/read', 'note' => '', 'contactIds' => array( $f['contact'] ) );
		$m['POST /prism/v1/push-article']        = $body( 'push-article', $article, array( 'ok' => 201, 'mixed' => static fn( array $f, array $o ): array => array( 'contactIds' => array( $f['contact'], $o['contact'] ) ) + $article( $f ) ) );
		$m['POST /prism/v1/update-article']      = $body( 'update-article', static fn( array $f ): array => $article( $f ) + array( 'articleId' => $f['article'] ), array( 'mixed' => static fn( array $f, array $o ): array => array( 'contactIds' => array( $f['contact'], $o['contact'] ), 'articleId' => $f['article'] ) + $article( $f ) ) );
		$m['DELETE /prism/v1/delete-article']    = $body( 'delete-article', static fn( array $f ): array => $wid( $f ) + array( 'articleId' => $f['article'] ) );
		return $m;
	}

	/**
	 * Every registered PRISM route and method, as "METHOD route".
	 *
	 * @return string[]
	 */
	private static function registered(): array {
		$keys = array();
		foreach ( rest_get_server()->get_routes( 'prism/v1' ) as $route => $handlers ) {
			foreach ( $handlers as $handler ) {
				foreach ( array_keys( $handler['methods'] ) as $method ) {
					$keys[] = "{$method} {$route}";
				}
			}
		}
		sort( $keys );
		return $keys;
	}

	public function test_every_route_has_an_entry(): void {
		$missing = array_diff( self::registered(), array_keys( self::matrix() ) );
		$this->assertSame( array(), array_values( $missing ), 'Routes without an entry in the access matrix: add them to AccessMatrixTest::matrix()' );
		$stale = array_diff( array_keys( self::matrix() ), self::registered() );
		$this->assertSame( array(), array_values( $stale ), 'Entries for routes that no longer exist' );
	}

	/**
	 * The routes, one test each.
	 *
	 * @return array<string, array{0: string}>
	 */
	public function routes(): array {
		$cases = array();
		foreach ( array_keys( self::matrix() ) as $key ) {
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
		$spec = self::matrix()[ $key ];
		if ( self::PUBLIC === $spec['kind'] ) {
			$this->addToAssertionCount( 1 );
			return;
		}
		list( $method ) = explode( ' ', $key, 2 );
		$mine           = $this->fixture( self::$owner, 'Qmine' );
		$theirs         = $this->fixture( self::$other, 'Qtheirs' );
		$path           = ( $spec['path'] )( $mine );
		$params         = ( $spec['body'] )( $mine );
		$before         = $this->snapshot( array( self::$owner, self::$other, self::$empty, self::$admin ) );
		$has_member     = str_contains( $key, 'wordpressId' ) || array_key_exists( 'wordpressId', $params );

		foreach ( array( 'another member' => self::$other, 'a member without data' => self::$empty, 'an administrator' => self::$admin ) as $who => $caller ) {
			$this->act_as( $caller );
			$answer = $this->call( $method, $path, $params );
			if ( self::OWN_DATA === $spec['kind'] ) {
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
			if ( self::OWN_DATA === $spec['kind'] ) {
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
		$mine   = $this->fixture( self::$owner, 'Qmine' );
		$client = new Http_Client();
		$this->assertTrue( $client->login( Members::login( self::$owner ), Members::PASSWORD ) );
		$stranger = new Http_Client();
		$this->assertTrue( $stranger->login( Members::login( self::$other ), Members::PASSWORD ) );
		$their_nonce = $stranger->rest_nonce();
		$before      = $this->snapshot();
		$checked     = 0;
		foreach ( self::matrix() as $key => $spec ) {
			if ( self::PUBLIC === $spec['kind'] ) {
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
		$this->fixture( self::$owner, 'Qmine' );
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
		$rows = array_diff( array_keys( $params ), array( 'wordpressId', 'name', 'note', 'title', 'desc', 'date', 'type', 'description', 'link', 'enabled', 'role', 'complete', 'format' ) );
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

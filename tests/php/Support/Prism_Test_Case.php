<?php
/**
 * Base of PRISM's in-process integration tests: two real members of the real test site, REST requests
 * dispatched through WordPress's own server as one of them, and the rows they own read back from the database.
 *
 * Every test starts with both members owning nothing; tearDown() deletes whatever the test created, and the
 * members themselves are deleted after the class.
 *
 * @package Prism
 */

namespace Prism\Tests\Support;

use PHPUnit\Framework\TestCase;
use Prism\Data\Category_Repository;
use Prism\Data\Contact_Repository;
use Prism\Data\Keep_In_Touch_Repository;
use Prism\Data\Note_Repository;
use Prism\Data\Series_Repository;
use Prism\Domain\Cadence;
use Prism\Domain\Calendar_Date;
use Prism\Domain\Process_Rules;
use Prism\Domain\Invalid_Input;
use Prism\Rest\Contacts_Controller;
use Prism\Service\Contact_Service;
use Prism\Schema\Schema;
use WP_REST_Request;
use WP_REST_Response;

require_once __DIR__ . '/Members.php';

/**
 * Test case with an owner, another member, and request/fixture helpers.
 */
abstract class Prism_Test_Case extends TestCase {

	/**
	 * The member whose data the tests use (user id).
	 *
	 * @var int
	 */
	protected static int $owner = 0;

	/**
	 * A second member, who must never see or change the owner's data (user id).
	 *
	 * @var int
	 */
	protected static int $other = 0;

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::$owner = Members::create( 'owner' );
		self::$other = Members::create( 'other' );
	}

	public static function tearDownAfterClass(): void {
		Members::delete( array( self::$owner, self::$other ) );
		parent::tearDownAfterClass();
	}

	protected function setUp(): void {
		parent::setUp();
		Members::delete_data( array( self::$owner, self::$other ) );
		$this->act_as( self::$owner );
	}

	protected function tearDown(): void {
		global $wpdb;
		Members::delete_data( array( self::$owner, self::$other ) );
		wp_set_current_user( 0 );
		// A test that upgraded from before version 22 or 23 queued the drop of a retired table for an hour later
		// (Jobs\Retired_Tables_Job): the next tests expect no pending site work from it.
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . Schema::table( 'jobs' ) . ' WHERE owner_id = 0 AND type = %s', \Prism\Jobs\Retired_Tables_Job::TYPE ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		parent::tearDown();
	}

	/**
	 * Runs bin/run-jobs.php in its own process, as a system cron does, for up to 20 seconds; it must exit 0.
	 *
	 * @return array{0: string, 1: string} What it printed, and its stderr.
	 */
	protected function run_jobs(): array {
		$pipes   = array();
		$process = proc_open(
			array( PHP_BINARY, dirname( __DIR__, 3 ) . '/bin/run-jobs.php', (string) getenv( 'PRISM_WP_DIR' ), '20' ),
			array(
				1 => array( 'pipe', 'w' ),
				2 => array( 'pipe', 'w' ),
			),
			$pipes
		);
		$this->assertIsResource( $process );
		$out = (string) stream_get_contents( $pipes[1] );
		$err = (string) stream_get_contents( $pipes[2] );
		$this->assertSame( 0, proc_close( $process ), $out . $err );
		return array( $out, $err );
	}

	// --- requests ------------------------------------------------------------------------------------------

	/**
	 * Makes the next requests come from this user (0: nobody logged in).
	 *
	 * @param int $user_id User.
	 */
	protected function act_as( int $user_id ): void {
		wp_set_current_user( $user_id );
	}

	/**
	 * GET prism/v1/$route with query parameters.
	 *
	 * @param string               $route Route below prism/v1/, e.g. "contacts/12".
	 * @param array<string, mixed> $query Query parameters.
	 */
	protected function get( string $route, array $query = array() ): WP_REST_Response {
		$request = new WP_REST_Request( 'GET', '/prism/v1/' . $route );
		$request->set_query_params( $query );
		return rest_do_request( $request );
	}

	/**
	 * A request with a JSON body, as the browser client sends it.
	 *
	 * @param string $method HTTP method.
	 * @param string $route  Route below prism/v1/.
	 * @param mixed  $body   Body, JSON-encoded here.
	 */
	protected function send( string $method, string $route, $body ): WP_REST_Response {
		$request = new WP_REST_Request( $method, '/prism/v1/' . $route );
		$request->set_header( 'content-type', 'application/json' );
		$request->set_body( (string) wp_json_encode( $body ) );
		return rest_do_request( $request );
	}

	/**
	 * The body of a response as the browser would read it (JSON round trip).
	 *
	 * @param WP_REST_Response $response Response.
	 * @return mixed
	 */
	protected function body( WP_REST_Response $response ) {
		return json_decode( (string) wp_json_encode( rest_get_server()->response_to_data( $response, false ) ), true );
	}

	/**
	 * Asserts a successful response and returns its body.
	 *
	 * @param WP_REST_Response $response Response.
	 * @param int              $status   Expected status.
	 * @return mixed
	 */
	protected function ok( WP_REST_Response $response, int $status = 200 ) {
		$body = $this->body( $response );
		$this->assertSame( $status, $response->get_status(), 'Unexpected status; body: ' . wp_json_encode( $body ) );
		return $body;
	}

	/**
	 * Asserts a WordPress REST error with this status and code, and a readable message.
	 *
	 * @param WP_REST_Response $response Response.
	 * @param int              $status   Expected status.
	 * @param string           $code     Expected error code.
	 * @return array<string, mixed> The error body.
	 */
	protected function assert_error( WP_REST_Response $response, int $status, string $code ): array {
		$body = $this->body( $response );
		$this->assertSame( $status, $response->get_status(), 'Unexpected status; body: ' . wp_json_encode( $body ) );
		$this->assertIsArray( $body );
		$this->assertSame( $code, $body['code'] ?? null, 'Unexpected error code; body: ' . wp_json_encode( $body ) );
		$this->assertIsString( $body['message'] ?? null );
		$this->assertNotSame( '', trim( $body['message'] ) );
		$this->assertSame( $status, $body['data']['status'] ?? null );
		return $body;
	}

	/**
	 * Asserts that $actual holds every key of $expected with exactly that value (other keys are ignored).
	 *
	 * @param array<string, mixed> $expected Key => value.
	 * @param array<string, mixed> $actual   Actual array.
	 * @param string               $message  Failure message.
	 */
	protected function assert_has_values( array $expected, array $actual, string $message = '' ): void {
		$missing = array_diff_key( $expected, $actual );
		$this->assertSame( array(), array_keys( $missing ), 'Missing keys' . ( '' !== $message ? ': ' . $message : '' ) );
		$actual = array_intersect_key( $actual, $expected );
		ksort( $expected );
		ksort( $actual );
		$this->assertSame( $expected, $actual, $message );
	}

	/**
	 * Runs $work while every SQL statement that begins like $verb on PRISM table $table fails in the database, as
	 * a full disk or a lost connection would make it fail halfway through a multi-row change.
	 *
	 * @param string   $verb  'INSERT INTO', 'UPDATE' or 'DELETE FROM'.
	 * @param string   $table Logical table name.
	 * @param callable $work  What to run.
	 * @return mixed What $work returned.
	 */
	protected function with_failing_sql( string $verb, string $table, callable $work ) {
		global $wpdb;
		$pattern = '/^\s*' . preg_quote( $verb, '/' ) . '\s+`?' . preg_quote( Schema::table( $table ), '/' ) . '\b/i';
		$hits    = 0;
		$break   = static function ( $sql ) use ( $pattern, &$hits ) {
			if ( preg_match( $pattern, (string) $sql ) ) {
				++$hits;
				return 'INSERT INTO prism_test_no_such_table VALUES (1)';
			}
			return $sql;
		};
		$suppress = $wpdb->suppress_errors( true );
		add_filter( 'query', $break );
		try {
			$result = $work();
		} finally {
			remove_filter( 'query', $break );
			$wpdb->suppress_errors( $suppress );
		}
		$this->assertGreaterThan( 0, $hits, "No {$verb} {$table} statement ran, so nothing failed" );
		return $result;
	}

	// --- fixtures ------------------------------------------------------------------------------------------

	/**
	 * Stores a contact through the one write path every form, route and import uses, from raw field values.
	 *
	 * @param int                  $owner  Member.
	 * @param array<string, mixed> $fields Raw values by API field.
	 * @param string               $source Import source list.
	 * @return int Contact id.
	 */
	protected function make_contact( int $owner, array $fields, string $source = 'PRISM' ): int {
		try {
			return ( new Contact_Service() )->create( $owner, $fields, $source );
		} catch ( Invalid_Input $e ) {
			$this->fail( 'Fixture contact is invalid: ' . wp_json_encode( $e->errors() ) );
		}
	}

	/**
	 * Stores a category for a member and links it to contacts.
	 *
	 * @param int    $owner       Member.
	 * @param string $name        Category name.
	 * @param int[]  $contact_ids Contacts that carry it.
	 * @return int Category id.
	 */
	protected function make_category( int $owner, string $name, array $contact_ids = array() ): int {
		$categories = new Category_Repository();
		$id         = $categories->ensure( $owner, $name );
		if ( $contact_ids ) {
			$categories->attach( $owner, $id, $contact_ids );
		}
		return $id;
	}

	/**
	 * Stores a note.
	 *
	 * @param int      $owner      Member.
	 * @param int      $contact_id Contact.
	 * @param string   $text       Note text.
	 * @param int|null $stage_id   Stage or null.
	 * @return int Note id.
	 */
	protected function make_note( int $owner, int $contact_id, string $text, ?int $stage_id = null ): int {
		return ( new Note_Repository() )->create( $owner, $contact_id, $text, $stage_id );
	}

	/**
	 * A networking-process object whose furthest started stage is $stage: earlier stages complete, this one in
	 * progress or complete, later ones not started.
	 *
	 * @param int  $stage    Stage 0-5.
	 * @param bool $complete Whether $stage itself is complete.
	 * @return array<string, mixed>
	 */
	protected static function process_object( int $stage, bool $complete ): array {
		return Process_Rules::at_position( ( new Series_Repository() )->networking(), $stage, $complete );
	}

	/**
	 * Puts a contact at a stage of the networking process (through the process repository, as the app does).
	 *
	 * @param int  $owner      Member.
	 * @param int  $contact_id Contact.
	 * @param int  $stage      Stage 0-5.
	 * @param bool $complete   Whether the stage is complete.
	 */
	protected function place( int $owner, int $contact_id, int $stage, bool $complete ): void {
		( new \Prism\Service\Process_Service() )->save( $owner, $contact_id, self::process_object( $stage, $complete ) );
	}

	/**
	 * A contact's day to reach out by (YYYY-MM-DD), read from the database; null when it has no cadence.
	 *
	 * @param int $owner      Member.
	 * @param int $contact_id Contact.
	 */
	protected function reach_out_on( int $owner, int $contact_id ): ?string {
		return Cadence::day_or_null( ( new Contact_Repository() )->find( $owner, $contact_id )['reach_out_by'] ?? null );
	}

	/**
	 * Makes a contact that has a cadence due on a day, as if its last touch were a cadence before that day (written
	 * straight to the database, then the day worked out again as the app does).
	 *
	 * @param int    $owner      Member.
	 * @param int    $contact_id Contact (with a cadence).
	 * @param string $day        YYYY-MM-DD.
	 */
	protected function due_on( int $owner, int $contact_id, string $day ): void {
		global $wpdb;
		$keep = new Keep_In_Touch_Repository();
		$days = $keep->cadences( $owner, array( $contact_id ) )[ $contact_id ]['days'] ?? 0;
		$this->assertGreaterThan( 0, $days, 'the contact has a cadence' );
		$wpdb->update( Schema::table( 'contacts' ), array( 'touched_on' => Calendar_Date::add_days( $day, -$days ) ), array( 'id' => $contact_id ) );
		$keep->refresh( $owner, array( $contact_id ) );
	}

	/**
	 * One contact as the API answers it (read straight from the database, whoever is logged in), or null.
	 *
	 * @param int $owner      Member.
	 * @param int $contact_id Contact.
	 * @return array<string, mixed>|null
	 */
	protected function contact( int $owner, int $contact_id ): ?array {
		$row = ( new Contact_Repository() )->find( $owner, $contact_id );
		if ( null === $row ) {
			return null;
		}
		$shape = new Contacts_Controller();
		return $shape->prepare_rows( array( $row ), $shape->all_fields() )[0];
	}

	/**
	 * Every contact of a member as the API answers them, in name order.
	 *
	 * @param int $owner Member.
	 * @return array<int, array<string, mixed>>
	 */
	protected function contacts_of( int $owner ): array {
		global $wpdb;
		$ids = $wpdb->get_col( $wpdb->prepare( 'SELECT id FROM ' . Schema::table( 'contacts' ) . ' WHERE owner_id = %d ORDER BY sort_name, id', $owner ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- test helper; table from Schema.
		return array_map( fn( $id ) => $this->contact( $owner, (int) $id ), $ids );
	}

	/**
	 * Every PRISM row the members own, table by table, in a stable order: compare two of these to prove that a
	 * refused request changed nothing.
	 *
	 * @param int[] $owners Members (default: the owner and the other member).
	 * @return array<string, array<int, array<string, mixed>>>
	 */
	protected function snapshot( array $owners = array() ): array {
		global $wpdb;
		$owners = $owners ? $owners : array( self::$owner, self::$other );
		$in     = implode( ',', array_map( 'intval', $owners ) );
		$all    = array();
		foreach ( Members::member_tables() as $table ) {
			$rows = (array) $wpdb->get_results( "SELECT * FROM {$table} WHERE owner_id IN ({$in})", ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- test helper; names from Schema, ids are ints.
			$rows = array_map( static fn( $row ) => array_map( 'strval', array_map( static fn( $v ) => $v ?? '(null)', $row ) ), $rows );
			usort( $rows, static fn( $a, $b ) => strcmp( (string) wp_json_encode( $a ), (string) wp_json_encode( $b ) ) );
			$all[ $table ] = $rows;
		}
		return $all;
	}

	/**
	 * Asserts that the members' rows are exactly as in $before.
	 *
	 * @param array<string, array<int, array<string, mixed>>> $before Earlier snapshot().
	 * @param string                                          $why    What was refused.
	 */
	protected function assert_unchanged( array $before, string $why = '' ): void {
		$this->assertNotEmpty( array_filter( $before ), 'The snapshot is empty, so it proves nothing' );
		$this->assertSame( $before, $this->snapshot(), 'The database changed' . ( '' !== $why ? ': ' . $why : '' ) );
	}

	/**
	 * Number of rows of one PRISM table that match a condition.
	 *
	 * @param string               $table Logical table name.
	 * @param array<string, mixed> $where Column => value (ANDed).
	 */
	protected function count_rows( string $table, array $where ): int {
		global $wpdb;
		$sql  = 'SELECT COUNT(*) FROM ' . Schema::table( $table ) . ' WHERE 1=1';
		$args = array();
		foreach ( $where as $column => $value ) {
			$sql   .= ' AND ' . preg_replace( '/[^a-z_]/', '', $column ) . ( is_int( $value ) ? ' = %d' : ' = %s' );
			$args[] = $value;
		}
		return (int) $wpdb->get_var( $args ? $wpdb->prepare( $sql, ...$args ) : $sql ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- test helper.
	}
}

<?php
/**
 * Requests no member's browser sends: huge or repeated list parameters, page numbers past any integer, WordPress's
 * own global parameters on the streamed list, and database failures. Each gets a clear answer (400 for bad
 * input, 500 with a readable message when the database fails), never a crash or an empty success.
 *
 * @package Prism
 */

namespace Prism\Tests\Http;

use Prism\Data\Db;
use Prism\Schema\Schema;
use Prism\Tests\Support\Http_Client;
use Prism\Tests\Support\Members;
use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';
require_once dirname( __DIR__ ) . '/Support/Http_Client.php';

/**
 * Hostile and odd input.
 */
final class HostileInputTest extends Prism_Test_Case {

	/**
	 * A visitor logged in as the owner, and the session's REST nonce.
	 *
	 * @return array{0: Http_Client, 1: string}
	 */
	private function owner_session(): array {
		$client = new Http_Client();
		$this->assertTrue( $client->login( Members::login( self::$owner ), Members::PASSWORD ) );
		return array( $client, $client->rest_nonce() );
	}

	/**
	 * @dataProvider unbounded_lists
	 *
	 * @param array<string, mixed> $query Query parameters.
	 */
	public function test_oversized_list_parameters_are_refused( array $query ): void {
		$this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$this->assert_error( $this->get( 'contact-list/' . self::$owner, $query ), 400, 'rest_invalid_param' );
		$this->assert_error( $this->get( 'contact-list-ids/' . self::$owner, $query ), 400, 'rest_invalid_param' );
	}

	/**
	 * List parameters beyond any real use.
	 *
	 * @return array<string, array{0: array<string, mixed>}>
	 */
	public function unbounded_lists(): array {
		return array(
			'5,000 repeated sources'      => array( array( 'importSource' => array_fill( 0, 5000, 'Google' ) ) ),
			'a source twice'              => array( array( 'importSource' => array( 'Google', 'Google' ) ) ),
			'an unknown source'           => array( array( 'importSource' => array( 'Myspace' ) ) ),
			'51 categories'               => array( array( 'category' => array_map( static fn( $i ) => "Category {$i}", range( 1, 51 ) ) ) ),
			'a category too long'         => array( array( 'category' => array( str_repeat( 'x', 192 ) ) ) ),
			'seven stages'                => array( array( 'stage' => range( 0, 6 ) ) ),
			'a stage twice'               => array( array( 'stage' => array( 1, 1 ) ) ),
			'three statuses'              => array( array( 'status' => array( 'In Progress', 'Complete', 'In Progress' ) ) ),
			'page past any integer'       => array( array( 'page' => '9223372036854775807' ) ),
			'page as an exponent'         => array( array( 'page' => '1e18' ) ),
			'page past the last possible' => array( array( 'page' => 100001 ) ),
			'per_page too large'          => array( array( 'per_page' => 1000 ) ),
			'a search too long'           => array( array( 'q' => str_repeat( 'a', 201 ) ) ),
			'a search as a list'          => array( array( 'q' => array( 'a' ) ) ),
		);
	}

	public function test_the_last_possible_page_is_answered_empty(): void {
		$this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$response = $this->get( 'contact-list/' . self::$owner, array( 'page' => 100000 ) );
		$this->assertSame( array(), $this->ok( $response ) );
		$this->assertSame( '1', $response->get_headers()['X-WP-Total'] );
	}

	public function test_a_search_with_invalid_utf8_is_refused(): void {
		list( $client, $nonce ) = $this->owner_session();
		$response               = $client->request( 'GET', '/wp-json/prism/v1/contact-list/' . self::$owner . '?q=caf%C3%28', null, array( 'X-WP-Nonce: ' . $nonce ) );
		$this->assertSame( 400, $response['status'], $response['body'] );
		$this->assertSame( 'rest_invalid_param', $response['json']['code'] ?? null );
	}

	/**
	 * The streamed full list honours WordPress's global parameters, in process and over HTTP.
	 */
	public function test_the_streamed_list_honours_fields_jsonp_and_envelope(): void {
		$ann = $this->make_contact( self::$owner, array( 'firstName' => 'Ann', 'company' => 'Acme' ) );
		$ben = $this->make_contact( self::$owner, array( 'firstName' => 'Ben' ) );

		$this->assertSame(
			array(
				array( 'id' => $ann ),
				array( 'id' => $ben ),
			),
			$this->ok( $this->get( 'contacts/' . self::$owner, array( '_fields' => 'id' ) ) )
		);

		list( $client, $nonce ) = $this->owner_session();
		$auth                   = array( 'X-WP-Nonce: ' . $nonce );
		$base                   = '/wp-json/prism/v1/contacts/' . self::$owner;

		$fields = $client->request( 'GET', $base . '?_fields=id,company', null, $auth );
		$this->assertSame( 200, $fields['status'], $fields['body'] );
		$this->assertSame(
			array(
				array(
					'id'      => $ann,
					'company' => 'Acme',
				),
				array(
					'id'      => $ben,
					'company' => '',
				),
			),
			$fields['json']
		);

		$jsonp = $client->request( 'GET', $base . '?_jsonp=prismCallback&_fields=id', null, $auth );
		$this->assertSame( 200, $jsonp['status'], $jsonp['body'] );
		$this->assertSame( '/**/prismCallback([{"id":' . $ann . '},{"id":' . $ben . '}])', $jsonp['body'] );
		$this->assertStringStartsWith( 'application/javascript', $jsonp['headers']['content-type'] ?? '' );

		$bad = $client->request( 'GET', $base . '?_jsonp=alert(1)', null, $auth );
		$this->assertSame( 400, $bad['status'], $bad['body'] );

		$envelope = $client->request( 'GET', $base . '?_envelope&_embed', null, $auth );
		$this->assertSame( 200, $envelope['status'], $envelope['body'] );
		$this->assertSame( 200, $envelope['json']['status'] ?? null );
		$this->assertSame( array( $ann, $ben ), array_column( $envelope['json']['body'] ?? array(), 'id' ) );

		$head = $client->request( 'HEAD', $base, null, $auth );
		$this->assertSame( 200, $head['status'] );
	}

	/**
	 * A database failure while reading is a readable 500, never an empty list that looks like "no contacts".
	 */
	public function test_a_failed_read_is_an_error_not_an_empty_list(): void {
		global $wpdb;
		$this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$contacts = Schema::table( 'contacts' );
		$away     = $contacts . '_away';
		// The contacts table is gone for a moment, as a broken or unreachable table would be: every read of it fails,
		// through $wpdb and through the direct path the list's hot reads take on SQLite alike.
		$rename   = static function ( string $from, string $to ) use ( $wpdb ): void {
			if ( Db::is_sqlite() ) {
				$wpdb->dbh->get_pdo()->exec( "ALTER TABLE {$from} RENAME TO {$to}" );
			} else {
				$wpdb->query( "RENAME TABLE {$from} TO {$to}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			}
		};
		$suppress = $wpdb->suppress_errors( true );
		$rename( $contacts, $away );
		try {
			$list = $this->assert_error( $this->get( 'contact-list/' . self::$owner ), 500, 'prism_failed' );
			$this->assert_error( $this->get( 'contact-list/' . self::$owner, array( 'q' => 'ann' ) ), 500, 'prism_failed' );
			$this->assert_error( $this->get( 'contact-list/' . self::$owner, array( 'q' => 'ann', 'stage' => array( 1 ) ) ), 500, 'prism_failed' );
			$detail = $this->assert_error( $this->get( 'contact-detail/1' ), 500, 'prism_failed' );
			$this->assert_error( $this->get( 'contact-list/' . self::$owner, array( 'stage' => array( 1 ) ) ), 500, 'prism_failed' );
			$this->assert_error( $this->get( 'networking-stages-status/' . self::$owner ), 500, 'prism_failed' );
		} finally {
			$rename( $away, $contacts );
			$wpdb->suppress_errors( $suppress );
		}
		$this->assertStringContainsString( 'nothing was changed', $list['message'] );
		$this->assertSame( $list['message'], $detail['message'] );
		$this->assertSame( 'Ann', $this->ok( $this->get( 'contact-list/' . self::$owner ) )[0]['firstName'], 'and it reads again once the table is back' );
	}

	/**
	 * A database failure while writing is a readable 500 and leaves everything as it was.
	 */
	public function test_a_failed_write_is_a_readable_error_and_changes_nothing(): void {
		$ann    = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$before = $this->snapshot();
		$this->with_failing_sql(
			'INSERT INTO',
			'categories',
			fn() => $this->assert_error( $this->send( 'POST', 'add-category', array( 'name' => 'VIP', 'wordpressId' => self::$owner ) ), 500, 'prism_failed' )
		);
		$this->with_failing_sql(
			'INSERT INTO',
			'notes',
			fn() => $this->assert_error( $this->send( 'POST', 'create-note', array( 'name' => 'x', 'contactId' => $ann, 'wordpressId' => self::$owner, 'note' => 'Hello' ) ), 500, 'prism_failed' )
		);
		$this->with_failing_sql(
			'DELETE FROM',
			'contacts',
			fn() => $this->assert_error( $this->send( 'DELETE', 'delete-contact', array( 'idList' => array( $ann ), 'wordpressId' => self::$owner ) ), 500, 'prism_failed' )
		);
		$this->assert_unchanged( $before, 'failed writes' );
	}
}

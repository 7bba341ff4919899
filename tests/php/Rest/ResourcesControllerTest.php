<?php
/**
 * resources/{wordpressId}, push-resource, update-resource and delete-resource, as the owner, as another member and as
 * nobody; links that are not http(s), over-long text, and text stored exactly as typed.
 *
 * @package Prism
 */

namespace Prism\Tests\Rest;

use Prism\Data\Resource_Repository;
use Prism\Domain\Resource_Rules;
use Prism\Tests\Support\Http_Client;
use Prism\Tests\Support\Members;
use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';
require_once dirname( __DIR__ ) . '/Support/Http_Client.php';

/**
 * Resource routes.
 */
final class ResourcesControllerTest extends Prism_Test_Case {

	/**
	 * Stores a resource directly.
	 *
	 * @param int    $owner       Member.
	 * @param string $description Description.
	 * @param string $link        Link.
	 */
	private function make_resource( int $owner, string $description, string $link = 'https://example.com/guide' ): int {
		return ( new Resource_Repository() )->create( $owner, $description, $link );
	}

	/**
	 * The owner's resources as the API answers them.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	private function resources(): array {
		return $this->ok( $this->get( 'resources/' . self::$owner ) );
	}

	// --- resources/{wordpressId} -----------------------------------------------------------------------------

	public function test_owner_lists_only_their_resources_oldest_first(): void {
		$first  = $this->make_resource( self::$owner, 'Interview guide', 'https://example.com/interview' );
		$this->make_resource( self::$other, 'Private list', 'https://example.com/private' );
		$second = $this->make_resource( self::$owner, 'Salary data', 'http://example.org/salaries?y=2026' );

		$this->assertSame(
			array(
				array( 'id' => $first, 'description' => 'Interview guide', 'link' => 'https://example.com/interview' ),
				array( 'id' => $second, 'description' => 'Salary data', 'link' => 'http://example.org/salaries?y=2026' ),
			),
			$this->resources()
		);
	}

	public function test_an_empty_list_is_an_empty_array(): void {
		$this->assertSame( array(), $this->resources() );
	}

	public function test_resources_of_another_member_are_forbidden_and_need_a_login(): void {
		$this->make_resource( self::$other, 'Private list' );
		$this->assert_error( $this->get( 'resources/' . self::$other ), 403, 'prism_forbidden' );
		$this->act_as( 0 );
		$this->assert_error( $this->get( 'resources/' . self::$owner ), 401, 'rest_not_logged_in' );
	}

	// --- push-resource -------------------------------------------------------------------------------------

	public function test_owner_adds_a_resource_and_gets_the_updated_list(): void {
		$this->make_resource( self::$owner, 'Interview guide' );
		$body = $this->ok( $this->send( 'POST', 'push-resource', array( 'wordpressId' => self::$owner, 'description' => '  Salary data ', 'link' => ' https://example.org/s ' ) ) );

		$this->assertSame( array( 'Interview guide', 'Salary data' ), array_column( $body, 'description' ), 'the ends are trimmed' );
		$this->assertSame( 'https://example.org/s', $body[1]['link'] );
		$this->assertSame( $body, $this->resources() );
		$this->assertSame( 0, $this->count_rows( 'resources', array( 'owner_id' => self::$other ) ) );
	}

	public function test_a_link_typed_without_a_scheme_gets_https(): void {
		$body = $this->ok( $this->send( 'POST', 'push-resource', array( 'wordpressId' => self::$owner, 'description' => 'Profile', 'link' => 'linkedin.com/in/someone' ) ) );
		$this->assertSame( 'https://linkedin.com/in/someone', $body[0]['link'] );
	}

	/**
	 * Text real people type comes back exactly: '<', '>', '%20', quotes, emoji, right-to-left.
	 *
	 * @dataProvider real_text
	 *
	 * @param string $description Description.
	 * @param string $link        Link.
	 */
	public function test_text_is_stored_and_answered_exactly_as_typed( string $description, string $link ): void {
		$body = $this->ok( $this->send( 'POST', 'push-resource', array( 'wordpressId' => self::$owner, 'description' => $description, 'link' => $link ) ) );
		$this->assertSame( array( $description, $link ), array( $body[0]['description'], $body[0]['link'] ) );
		$this->assertSame( 1, $this->count_rows( 'resources', array( 'owner_id' => self::$owner, 'description' => $description, 'link' => $link ) ), 'stored as typed' );

		$renamed = mb_substr( $description, 0, Resource_Rules::MAX_DESCRIPTION - 4 ) . ' (2)';
		$edited  = $this->ok( $this->send( 'POST', 'update-resource', array( 'wordpressId' => self::$owner, 'resourceId' => $body[0]['id'], 'description' => $renamed, 'link' => $link . '#x' ) ) );
		$this->assertSame( array( $renamed, $link . '#x' ), array( $edited[0]['description'], $edited[0]['link'] ) );
	}

	/**
	 * Descriptions and links as people type them.
	 *
	 * @return array<string, array{0: string, 1: string}>
	 */
	public function real_text(): array {
		return array(
			'less and greater than' => array( 'Budget <100k and >50k', 'https://example.com/budget?min=50k&max=100k' ),
			'percent escapes'       => array( 'Cafés in Berlin 100%', 'https://maps.example.com/?q=caf%C3%A9%20Berlin' ),
			'markup'                => array( '<script>alert("x")</script>', 'https://example.com/a%20b/<c>' ),
			'entities typed'        => array( 'Use &lt;b&gt; &amp; "quotes" it\'s', 'http://example.com/?a=1&amp;b=2' ),
			'emoji and rtl'         => array( 'Coffee ☕ 👩🏽‍💻 שלום مرحبا', 'https://example.com/ünïcode/☕' ),
			'exactly 100'           => array( str_repeat( 'é', Resource_Rules::MAX_DESCRIPTION ), 'https://example.com/' . str_repeat( 'x', 200 ) ),
		);
	}

	/**
	 * Bad input is a 400 with a readable sentence, and nothing is stored.
	 *
	 * @dataProvider bad_input
	 *
	 * @param array<string, mixed> $fields  Fields sent (null removes one).
	 * @param string               $code    Expected code.
	 * @param string               $message Part of the expected message ('' for any).
	 */
	public function test_bad_input_changes_nothing( array $fields, string $code, string $message ): void {
		$id     = $this->make_resource( self::$owner, 'Interview guide' );
		$before = $this->snapshot();
		$base   = array(
			'wordpressId' => self::$owner,
			'description' => 'A guide',
			'link'        => 'https://example.com/',
		);
		$body   = array_filter( array_merge( $base, $fields ), static fn( $v ) => null !== $v );
		$error  = $this->assert_error( $this->send( 'POST', 'push-resource', $body ), 400, $code );
		if ( '' !== $message ) {
			$this->assertStringContainsString( $message, implode( ' ', (array) ( $error['data']['params'] ?? array() ) ) );
		}
		$this->assert_error( $this->send( 'POST', 'update-resource', $body + array( 'resourceId' => $id ) ), 400, $code );
		$this->assert_unchanged( $before );
	}

	/**
	 * Input push-resource and update-resource refuse.
	 *
	 * @return array<string, array{0: array<string, mixed>, 1: string, 2: string}>
	 */
	public function bad_input(): array {
		$scheme = 'Only web addresses starting with https:// or http:// can be saved';
		return array(
			'javascript link'      => array( array( 'link' => 'javascript:alert(1)' ), 'rest_invalid_param', $scheme . ', not "javascript:" links' ),
			'ftp link'             => array( array( 'link' => 'ftp://files.example.com/a' ), 'rest_invalid_param', 'not "ftp:" links' ),
			'data link'            => array( array( 'link' => 'data:text/html,<b>x</b>' ), 'rest_invalid_param', 'not "data:" links' ),
			'link with spaces'     => array( array( 'link' => 'https://example.com/a b' ), 'rest_invalid_param', 'cannot contain spaces' ),
			'not an address'       => array( array( 'link' => 'hello' ), 'rest_invalid_param', 'Enter a web address like' ),
			'blank link'           => array( array( 'link' => '   ' ), 'rest_invalid_param', 'Enter the web address of the resource.' ),
			'missing link'         => array( array( 'link' => null ), 'rest_missing_callback_param', '' ),
			'over-long link'       => array( array( 'link' => 'https://example.com/' . str_repeat( 'x', Resource_Rules::MAX_LINK ) ), 'rest_invalid_param', '2000 characters' ),
			'blank description'    => array( array( 'description' => " \t " ), 'rest_invalid_param', 'Describe the resource before saving it.' ),
			'missing description'  => array( array( 'description' => null ), 'rest_missing_callback_param', '' ),
			'101 characters'       => array( array( 'description' => str_repeat( 'x', Resource_Rules::MAX_DESCRIPTION + 1 ) ), 'rest_invalid_param', 'Keep this to 100 characters or fewer.' ),
			'description a list'   => array( array( 'description' => array( 'x' ) ), 'rest_invalid_param', '' ),
		);
	}

	public function test_adding_for_another_member_or_without_login_changes_nothing(): void {
		$this->make_resource( self::$owner, 'Interview guide' );
		$this->make_resource( self::$other, 'Private list' );
		$before = $this->snapshot();
		$this->assert_error( $this->send( 'POST', 'push-resource', array( 'wordpressId' => self::$other, 'description' => 'Intruder', 'link' => 'https://example.com' ) ), 403, 'prism_forbidden' );
		$this->assert_error( $this->send( 'POST', 'push-resource', array( 'description' => 'No member', 'link' => 'https://example.com' ) ), 400, 'rest_missing_callback_param' );
		$this->act_as( 0 );
		$this->assert_error( $this->send( 'POST', 'push-resource', array( 'wordpressId' => self::$owner, 'description' => 'Anonymous', 'link' => 'https://example.com' ) ), 401, 'rest_not_logged_in' );
		$this->assert_unchanged( $before );
	}

	public function test_a_member_keeps_at_most_the_limit(): void {
		global $wpdb;
		$now  = gmdate( 'Y-m-d H:i:s' );
		$rows = array();
		for ( $i = 1; $i < Resource_Rules::MAX_PER_MEMBER; $i++ ) {
			$rows[] = $wpdb->prepare( '(%d, %s, %s, %s)', self::$owner, "Link {$i}", "https://example.com/{$i}", $now );
		}
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery -- test fixture, values prepared above.
		$wpdb->query( 'INSERT INTO ' . \Prism\Schema\Schema::table( 'resources' ) . ' (owner_id, description, link, created_at) VALUES ' . implode( ',', $rows ) );

		$this->assertCount( Resource_Rules::MAX_PER_MEMBER, $this->ok( $this->send( 'POST', 'push-resource', array( 'wordpressId' => self::$owner, 'description' => 'The last one', 'link' => 'https://example.com/last' ) ) ) );
		$before = $this->snapshot();
		$error  = $this->assert_error( $this->send( 'POST', 'push-resource', array( 'wordpressId' => self::$owner, 'description' => 'One too many', 'link' => 'https://example.com/more' ) ), 409, 'prism_resource_limit' );
		$this->assertStringContainsString( 'You can keep up to 500 resources.', (string) $error['message'] );
		$this->assert_unchanged( $before );
		$this->act_as( self::$other );
		$this->ok( $this->send( 'POST', 'push-resource', array( 'wordpressId' => self::$other, 'description' => 'Another member is not affected', 'link' => 'https://example.com' ) ) );
	}

	// --- update-resource -----------------------------------------------------------------------------------

	public function test_owner_edits_a_resource(): void {
		$id   = $this->make_resource( self::$owner, 'Interview guide', 'https://example.com/old' );
		$body = $this->ok( $this->send( 'POST', 'update-resource', array( 'wordpressId' => self::$owner, 'resourceId' => $id, 'description' => 'Interview guide, 2nd edition', 'link' => 'https://example.com/new' ) ) );
		$this->assertSame( array( array( 'id' => $id, 'description' => 'Interview guide, 2nd edition', 'link' => 'https://example.com/new' ) ), $body );
	}

	public function test_editing_another_members_resource_is_not_found_and_changes_nothing(): void {
		$mine   = $this->make_resource( self::$owner, 'Interview guide' );
		$theirs = $this->make_resource( self::$other, 'Private list' );
		$before = $this->snapshot();
		$edit   = array( 'description' => 'Hijacked', 'link' => 'https://evil.example.com' );
		$error  = $this->assert_error( $this->send( 'POST', 'update-resource', $edit + array( 'wordpressId' => self::$owner, 'resourceId' => $theirs ) ), 404, 'prism_not_found' );
		$this->assertSame( 'That resource does not exist. It may have been deleted.', $error['message'] );
		$this->assert_error( $this->send( 'POST', 'update-resource', $edit + array( 'wordpressId' => self::$owner, 'resourceId' => $theirs + 1000 ) ), 404, 'prism_not_found' );
		$this->assert_error( $this->send( 'POST', 'update-resource', $edit + array( 'wordpressId' => self::$other, 'resourceId' => $theirs ) ), 403, 'prism_forbidden' );
		$this->act_as( 0 );
		$this->assert_error( $this->send( 'POST', 'update-resource', $edit + array( 'wordpressId' => self::$owner, 'resourceId' => $mine ) ), 401, 'rest_not_logged_in' );
		$this->assert_unchanged( $before );
	}

	// --- delete-resource -----------------------------------------------------------------------------------

	public function test_owner_deletes_a_resource_and_gets_the_rest(): void {
		$gone = $this->make_resource( self::$owner, 'Interview guide' );
		$kept = $this->make_resource( self::$owner, 'Salary data' );
		$this->make_resource( self::$other, 'Private list' );
		$body = $this->ok( $this->send( 'DELETE', 'delete-resource', array( 'wordpressId' => self::$owner, 'resourceId' => $gone ) ) );
		$this->assertSame( array( $kept ), array_column( $body, 'id' ) );
		$this->assertSame( 1, $this->count_rows( 'resources', array( 'owner_id' => self::$other ) ) );
	}

	public function test_deleting_another_members_resource_is_not_found_and_changes_nothing(): void {
		$mine   = $this->make_resource( self::$owner, 'Interview guide' );
		$theirs = $this->make_resource( self::$other, 'Private list' );
		$before = $this->snapshot();
		$this->assert_error( $this->send( 'DELETE', 'delete-resource', array( 'wordpressId' => self::$owner, 'resourceId' => $theirs ) ), 404, 'prism_not_found' );
		$this->assert_error( $this->send( 'DELETE', 'delete-resource', array( 'wordpressId' => self::$other, 'resourceId' => $theirs ) ), 403, 'prism_forbidden' );
		$this->assert_error( $this->send( 'DELETE', 'delete-resource', array( 'resourceId' => $mine ) ), 400, 'rest_missing_callback_param' );
		$this->act_as( 0 );
		$this->assert_error( $this->send( 'DELETE', 'delete-resource', array( 'wordpressId' => self::$owner, 'resourceId' => $mine ) ), 401, 'rest_not_logged_in' );
		$this->assert_unchanged( $before );
	}

	// --- failures ------------------------------------------------------------------------------------------

	public function test_a_failing_write_is_a_500_and_changes_nothing(): void {
		$id     = $this->make_resource( self::$owner, 'Interview guide' );
		$before = $this->snapshot();
		$add    = $this->with_failing_sql( 'INSERT INTO', 'resources', fn() => $this->send( 'POST', 'push-resource', array( 'wordpressId' => self::$owner, 'description' => 'New', 'link' => 'https://example.com' ) ) );
		$this->assert_error( $add, 500, 'prism_failed' );
		$edit = $this->with_failing_sql( 'UPDATE', 'resources', fn() => $this->send( 'POST', 'update-resource', array( 'wordpressId' => self::$owner, 'resourceId' => $id, 'description' => 'New', 'link' => 'https://example.com' ) ) );
		$this->assert_error( $edit, 500, 'prism_failed' );
		$delete = $this->with_failing_sql( 'DELETE FROM', 'resources', fn() => $this->send( 'DELETE', 'delete-resource', array( 'wordpressId' => self::$owner, 'resourceId' => $id ) ) );
		$this->assert_error( $delete, 500, 'prism_failed' );
		$this->assert_unchanged( $before );
	}

	// --- over HTTP -----------------------------------------------------------------------------------------

	/**
	 * A logged-in browser with the REST nonce adds and reads resources; the same cookies without the nonce count as
	 * logged out (401) and write nothing, as does a visitor who is not logged in.
	 */
	public function test_over_http_the_nonce_is_needed(): void {
		$client = new Http_Client();
		$this->assertTrue( $client->login( Members::login( self::$owner ), Members::PASSWORD ), 'login through wp-login.php failed' );
		$nonce = $client->rest_nonce();

		$created = $client->rest( 'POST', 'push-resource', array( 'wordpressId' => self::$owner, 'description' => 'Budget <100k and >50k', 'link' => 'https://example.com/a%20b' ), $nonce );
		$this->assertSame( 200, $created['status'], $created['body'] );
		$this->assertSame( array( 'Budget <100k and >50k', 'https://example.com/a%20b' ), array( $created['json'][0]['description'], $created['json'][0]['link'] ) );
		$id = $created['json'][0]['id'];

		$before = $this->snapshot();
		foreach ( array( $client, new Http_Client() ) as $without_nonce ) {
			$this->assertSame( 401, $without_nonce->rest( 'GET', 'resources/' . self::$owner )['status'] );
			$forged = $without_nonce->rest( 'POST', 'push-resource', array( 'wordpressId' => self::$owner, 'description' => 'Forged', 'link' => 'https://example.com' ) );
			$this->assertSame( 401, $forged['status'], $forged['body'] );
			$this->assertSame( 'rest_not_logged_in', $forged['json']['code'] ?? null );
			$this->assertSame( 401, $without_nonce->rest( 'DELETE', 'delete-resource', array( 'wordpressId' => self::$owner, 'resourceId' => $id ) )['status'] );
		}
		$this->assert_unchanged( $before );
	}
}

<?php
/**
 * contact-list/{wordpressId} and contact-list-ids/{wordpressId}: search, filters, sort and pages, and their
 * agreement with the dashboard's networking-stages-status counts.
 *
 * @package Prism
 */

namespace Prism\Tests\Rest;

use Prism\Tests\Support\Prism_Test_Case;
use WP_REST_Response;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';

/**
 * The paginated list query.
 */
final class ContactListQueryTest extends Prism_Test_Case {

	/**
	 * Contact ids of the fixture by first name.
	 *
	 * @var array<string, int>
	 */
	private array $ids = array();

	protected function setUp(): void {
		parent::setUp();
		$this->ids = array();
	}

	/**
	 * Five contacts of the owner that differ in every way the list filters on, and a look-alike of the other
	 * member's that must never show up.
	 */
	private function make_people(): void {
		$this->ids['Ann'] = $this->make_contact(
			self::$owner,
			array( 'firstName' => 'Ann', 'lastName' => 'Archer', 'company' => 'Acme Labs', 'emailOne' => 'ann@acme.test', 'phoneOne' => '(555) 010-0001' ),
			'LinkedIn'
		);
		$this->ids['Ben'] = $this->make_contact(
			self::$owner,
			array( 'firstName' => 'Ben', 'lastName' => 'Baker', 'company' => 'Bakery Co', 'emailOne' => 'ben@bakery.test', 'phoneOne' => '555.010.0002' ),
			'Google'
		);
		$this->ids['Cora'] = $this->make_contact(
			self::$owner,
			array( 'firstName' => 'Cora', 'lastName' => 'Cole', 'company' => 'Acme Labs', 'emailOne' => 'cora@cole.test' ),
			'Google,LinkedIn'
		);
		$this->ids['Dan'] = $this->make_contact(
			self::$owner,
			array( 'firstName' => 'Dan', 'lastName' => 'Dorsey', 'emailTwo' => 'Dan@DORSEY.test', 'phoneTwo' => '+1 555 010 0004' ),
			'PRISM'
		);
		$this->ids['Émile'] = $this->make_contact(
			self::$owner,
			array( 'firstName' => 'Émile', 'lastName' => 'Zola', 'company' => 'Zola & Fils' ),
			'CSV'
		);
		$this->make_category( self::$owner, 'Work', array( $this->ids['Ann'], $this->ids['Ben'] ) );
		$this->make_category( self::$owner, 'VIP', array( $this->ids['Ann'], $this->ids['Cora'] ) );
		$this->make_category( self::$owner, 'Empty' );
		$this->make_note( self::$owner, $this->ids['Cora'], 'Met at the ZEBRA conference in Lisbon.' );
		$this->make_note( self::$owner, $this->ids['Ben'], 'Owes me 100 dollars.' );
		$this->place( self::$owner, $this->ids['Ann'], 2, true );
		$this->place( self::$owner, $this->ids['Ben'], 2, false );
		$this->place( self::$owner, $this->ids['Cora'], 0, false );
		$this->place( self::$owner, $this->ids['Émile'], 5, true );

		$olga = $this->make_contact(
			self::$other,
			array( 'firstName' => 'Ann', 'lastName' => 'Anyone', 'company' => 'Acme Labs', 'emailOne' => 'ann@acme.test', 'phoneOne' => '555-010-0001' ),
			'Google,LinkedIn,CSV'
		);
		$this->make_category( self::$other, 'Work', array( $olga ) );
		$this->make_category( self::$other, 'Suppliers', array( $olga ) );
		$this->make_note( self::$other, $olga, 'zebra 100% _underscore_' );
		$this->place( self::$other, $olga, 2, true );
	}

	/**
	 * GET contact-list as the owner.
	 *
	 * @param array<string, mixed> $query Query parameters.
	 */
	private function list( array $query = array() ): WP_REST_Response {
		return $this->get( 'contact-list/' . self::$owner, $query );
	}

	/**
	 * First names of the contacts a list query returns (page 1 unless asked), checking the headers agree.
	 *
	 * @param array<string, mixed> $query Query parameters.
	 * @return string[]
	 */
	private function names( array $query = array() ): array {
		$response = $this->list( $query );
		$body     = $this->ok( $response );
		$by_id    = array_flip( $this->ids );
		return array_map( static fn( $c ) => $by_id[ $c['id'] ] ?? 'foreign:' . $c['id'], $body );
	}

	/**
	 * Total the list reports for a query (X-WP-Total).
	 *
	 * @param array<string, mixed> $query Query parameters.
	 */
	private function total( array $query ): int {
		$response = $this->list( $query );
		$this->ok( $response );
		return (int) $response->get_headers()['X-WP-Total'];
	}

	/**
	 * Search is a case-insensitive substring match over name, email, phone (as typed or as digits), company and
	 * note text, over the owner's contacts only.
	 *
	 * @dataProvider searches
	 *
	 * @param string   $q        Search text.
	 * @param string[] $expected First names, by name.
	 */
	public function test_search( string $q, array $expected ): void {
		$this->make_people();
		$this->assertSame( $expected, $this->names( array( 'q' => $q ) ) );
		$this->assertSame( count( $expected ), $this->total( array( 'q' => $q ) ) );
	}

	/**
	 * Search texts and what they find.
	 *
	 * @return array<string, array{0: string, 1: string[]}>
	 */
	public function searches(): array {
		return array(
			'first name'                       => array( 'ann', array( 'Ann' ) ),
			'last name, upper case'            => array( 'ARCHER', array( 'Ann' ) ),
			'full name'                        => array( 'Cora Cole', array( 'Cora' ) ),
			'company'                          => array( 'acme', array( 'Ann', 'Cora' ) ),
			'email part'                       => array( 'bakery.test', array( 'Ben' ) ),
			'second email, stored lower case'  => array( 'dan@dorsey', array( 'Dan' ) ),
			'phone as stored'                  => array( '(555) 010-0001', array( 'Ann' ) ),
			'phone formatted differently'      => array( '555-010-0002', array( 'Ben' ) ),
			'phone digits only'                => array( '5550100001', array( 'Ann' ) ),
			'second phone, digits'             => array( '0100004', array( 'Dan' ) ),
			'phone prefix shared by three'     => array( '555 010', array( 'Ann', 'Ben', 'Dan' ) ),
			'note text, other case'            => array( 'zebra', array( 'Cora' ) ),
			'note text, several words'         => array( 'ZEBRA Conference', array( 'Cora' ) ),
			'note digits'                      => array( '100 dollars', array( 'Ben' ) ),
			'accented name, upper case'        => array( 'ÉMILE', array( 'Émile' ) ),
			'ampersand in company'             => array( 'zola & fils', array( 'Émile' ) ),
			'surrounding spaces'               => array( '  cole  ', array( 'Cora' ) ),
			'percent sign is not a wildcard'   => array( '%', array() ),
			'underscore is not a wildcard'     => array( '_', array() ),
			'no match'                         => array( 'nobody-at-all', array() ),
			'empty search lists everyone'      => array( '', array( 'Ann', 'Ben', 'Cora', 'Dan', 'Émile' ) ),
		);
	}

	/**
	 * Filters by category, import source, process, stage and status; within a group every value must match.
	 *
	 * @dataProvider filters
	 *
	 * @param array<string, mixed> $query    Query parameters.
	 * @param string[]             $expected First names, by name.
	 */
	public function test_filters( array $query, array $expected ): void {
		$this->make_people();
		$this->assertSame( $expected, $this->names( $query ) );
		$this->assertSame( count( $expected ), $this->total( $query ) );
	}

	/**
	 * Filter combinations and what they find.
	 *
	 * @return array<string, array{0: array<string, mixed>, 1: string[]}>
	 */
	public function filters(): array {
		return array(
			'one category'                         => array( array( 'category' => array( 'Work' ) ), array( 'Ann', 'Ben' ) ),
			'category name in another case'        => array( array( 'category' => array( 'vip' ) ), array( 'Ann', 'Cora' ) ),
			'two categories: both needed'          => array( array( 'category' => array( 'Work', 'VIP' ) ), array( 'Ann' ) ),
			'category nobody has'                  => array( array( 'category' => array( 'Empty' ) ), array() ),
			'unknown category'                     => array( array( 'category' => array( 'Nope' ) ), array() ),
			'another member\'s category name'      => array( array( 'category' => array( 'Suppliers' ) ), array() ),
			'known and unknown category'           => array( array( 'category' => array( 'Work', 'Nope' ) ), array() ),
			'import source'                        => array( array( 'importSource' => array( 'Google' ) ), array( 'Ben', 'Cora' ) ),
			'two import sources: both needed'      => array( array( 'importSource' => array( 'Google', 'LinkedIn' ) ), array( 'Cora' ) ),
			'CSV import'                           => array( array( 'importSource' => array( 'CSV' ) ), array( 'Émile' ) ),
			'added in PRISM'                       => array( array( 'importSource' => array( 'PRISM' ) ), array( 'Dan' ) ),
			'process Active'                       => array( array( 'process' => array( 'Active' ) ), array( 'Ann', 'Ben', 'Cora', 'Émile' ) ),
			'process Inactive'                     => array( array( 'process' => array( 'Inactive' ) ), array( 'Dan' ) ),
			'Active and Inactive match nobody'     => array( array( 'process' => array( 'Active', 'Inactive' ) ), array() ),
			'stage CONNECT'                        => array( array( 'stage' => array( 2 ) ), array( 'Ann', 'Ben' ) ),
			'stage as text'                        => array( array( 'stage' => array( '0' ) ), array( 'Cora' ) ),
			'stage CONNECT, Complete'              => array( array( 'stage' => array( 2 ), 'status' => array( 'Complete' ) ), array( 'Ann' ) ),
			'stage CONNECT, In Progress'           => array( array( 'stage' => array( 2 ), 'status' => array( 'In Progress' ) ), array( 'Ben' ) ),
			'status Complete at any stage'         => array( array( 'status' => array( 'Complete' ) ), array( 'Ann', 'Émile' ) ),
			'status In Progress at any stage'      => array( array( 'status' => array( 'In Progress' ) ), array( 'Ben', 'Cora' ) ),
			'both statuses match nobody'           => array( array( 'status' => array( 'In Progress', 'Complete' ) ), array() ),
			'two stages match nobody'              => array( array( 'stage' => array( 2, 5 ) ), array() ),
			'stage nobody is at'                   => array( array( 'stage' => array( 3 ) ), array() ),
			'search and category'                  => array( array( 'q' => 'acme', 'category' => array( 'VIP' ) ), array( 'Ann', 'Cora' ) ),
			'search, category and stage'           => array( array( 'q' => 'acme', 'category' => array( 'VIP' ), 'stage' => array( 0 ) ), array( 'Cora' ) ),
			'note search and source'               => array( array( 'q' => 'zebra', 'importSource' => array( 'LinkedIn' ) ), array( 'Cora' ) ),
			'Active and Google'                    => array( array( 'process' => array( 'Active' ), 'importSource' => array( 'Google' ) ), array( 'Ben', 'Cora' ) ),
		);
	}

	/**
	 * The figures the dashboard shows and the lists its links open always agree, for every stage and status.
	 */
	public function test_filtered_totals_agree_with_the_stage_counts(): void {
		$positions = array( array( 0, false ), array( 0, true ), array( 1, true ), array( 2, false ), array( 2, true ), array( 2, true ), array( 3, false ), array( 4, true ), array( 4, false ), array( 5, false ), array( 5, true ), array( 5, true ) );
		foreach ( $positions as $i => list( $stage, $complete ) ) {
			$this->place( self::$owner, $this->make_contact( self::$owner, array( 'firstName' => "P{$i}" ) ), $stage, $complete );
		}
		$this->make_contact( self::$owner, array( 'firstName' => 'Idle' ) );
		$this->place( self::$other, $this->make_contact( self::$other, array( 'firstName' => 'Olga' ) ), 2, true );

		$counts = $this->ok( $this->get( 'networking-stages-status/' . self::$owner ) )[0];

		$stage_total = 0;
		foreach ( array( 'Build', 'Discover', 'Connect', 'Assess', 'Engage', 'Maintain' ) as $stage => $name ) {
			$in_progress = $this->total( array( 'stage' => array( $stage ), 'status' => array( 'In Progress' ) ) );
			$complete    = $this->total( array( 'stage' => array( $stage ), 'status' => array( 'Complete' ) ) );
			$this->assertSame( $counts[ $name . 'InProgress' ], $in_progress, "{$name} In Progress" );
			$this->assertSame( $counts[ $name . 'Complete' ], $complete, "{$name} Complete" );
			$this->assertSame( $in_progress + $complete, $this->total( array( 'stage' => array( $stage ) ) ), "{$name} total" );
			$stage_total += $in_progress + $complete;
		}
		$this->assertSame( 12, $counts['Active'] );
		$this->assertSame( 2, $counts['ConnectComplete'] );
		$this->assertSame( $counts['Active'], $stage_total );
		$this->assertSame( $counts['Active'], $this->total( array( 'process' => array( 'Active' ) ) ) );
		$this->assertSame( $counts['InActive'], $this->total( array( 'process' => array( 'Inactive' ) ) ) );
		$this->assertSame( $counts['Complete'], $this->total( array( 'status' => array( 'Complete' ) ) ) );
		$this->assertSame( $counts['InProgress'], $this->total( array( 'status' => array( 'In Progress' ) ) ) );
	}

	/**
	 * A contact at CONNECT, complete, is listed under stage=2&status=Complete and counted as ConnectComplete.
	 */
	public function test_contact_complete_at_connect_is_listed_and_counted_there(): void {
		$ann = $this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$this->place( self::$owner, $ann, 2, true );
		$body = $this->ok( $this->list( array( 'stage' => array( 2 ), 'status' => array( 'Complete' ) ) ) );
		$this->assertSame( array( $ann ), array_column( $body, 'id' ) );
		$this->assertSame( 1, $this->ok( $this->get( 'networking-stages-status/' . self::$owner ) )[0]['ConnectComplete'] );
		$this->assertSame( array(), $this->ok( $this->list( array( 'stage' => array( 2 ), 'status' => array( 'In Progress' ) ) ) ) );
	}

	public function test_sort_orders(): void {
		$this->make_people();
		$this->assertSame( array( 'Ann', 'Ben', 'Cora', 'Dan', 'Émile' ), $this->names() );
		$this->assertSame( array( 'Ann', 'Ben', 'Cora', 'Dan', 'Émile' ), $this->names( array( 'order' => 'name_asc' ) ) );
		$this->assertSame( array( 'Émile', 'Dan', 'Cora', 'Ben', 'Ann' ), $this->names( array( 'order' => 'name_desc' ) ) );
		$this->assertSame( array( 'Émile', 'Dan', 'Cora', 'Ben', 'Ann' ), $this->names( array( 'order' => 'recent' ) ) );
	}

	/**
	 * Newest first really is by creation time, not by name: a contact created later with an early name comes
	 * first.
	 */
	public function test_recent_order_puts_the_newest_contact_first(): void {
		$zed = $this->make_contact( self::$owner, array( 'firstName' => 'Zed' ) );
		$amy = $this->make_contact( self::$owner, array( 'firstName' => 'Amy' ) );
		$this->assertSame( array( $amy, $zed ), array_column( $this->ok( $this->list( array( 'order' => 'recent' ) ) ), 'id' ) );
		$this->assertSame( array( $amy, $zed ), array_column( $this->ok( $this->list( array( 'order' => 'name_asc' ) ) ), 'id' ) );
		$this->assertSame( array( $zed, $amy ), array_column( $this->ok( $this->list( array( 'order' => 'name_desc' ) ) ), 'id' ) );
	}

	/**
	 * Twelve contacts, five a page: three pages, headers on each, page 2 holds the sixth to tenth by name.
	 */
	public function test_pages_and_headers(): void {
		$ids = array();
		foreach ( range( 1, 12 ) as $n ) {
			$ids[ sprintf( 'Person %02d', $n ) ] = $this->make_contact( self::$owner, array( 'firstName' => 'Person', 'lastName' => sprintf( '%02d', $n ) ) );
		}
		$this->make_contact( self::$other, array( 'firstName' => 'Person', 'lastName' => '99' ) );
		$in_order = array_values( $ids );

		$pages = array(
			1 => array_slice( $in_order, 0, 5 ),
			2 => array_slice( $in_order, 5, 5 ),
			3 => array_slice( $in_order, 10, 2 ),
			4 => array(),
		);
		foreach ( $pages as $page => $expected ) {
			$response = $this->list( array( 'per_page' => 5, 'page' => $page ) );
			$this->assertSame( $expected, array_column( $this->ok( $response ), 'id' ), "page {$page}" );
			$headers = $response->get_headers();
			$this->assertSame( '12', (string) $headers['X-WP-Total'], "X-WP-Total on page {$page}" );
			$this->assertSame( '3', (string) $headers['X-WP-TotalPages'], "X-WP-TotalPages on page {$page}" );
		}

		$default = $this->list();
		$this->assertSame( array_slice( $in_order, 0, 10 ), array_column( $this->ok( $default ), 'id' ), 'default page size is 10' );
		$this->assertSame( '2', (string) $default->get_headers()['X-WP-TotalPages'] );

		$filtered = $this->list( array( 'q' => 'person 1', 'per_page' => 2, 'page' => 2 ) );
		$this->assertSame( array( $ids['Person 12'] ), array_column( $this->ok( $filtered ), 'id' ) );
		$this->assertSame( '3', (string) $filtered->get_headers()['X-WP-Total'] );
		$this->assertSame( '2', (string) $filtered->get_headers()['X-WP-TotalPages'] );

		$empty = $this->get( 'contact-list/' . self::$owner, array( 'q' => 'nobody' ) );
		$this->assertSame( array(), $this->ok( $empty ) );
		$this->assertSame( '0', (string) $empty->get_headers()['X-WP-Total'] );
		$this->assertSame( '0', (string) $empty->get_headers()['X-WP-TotalPages'] );
	}

	/**
	 * contact-list-ids: every matching id across all pages, in list order (select-all), the owner's only.
	 */
	public function test_list_ids_returns_every_match_across_pages(): void {
		$ids = array();
		foreach ( range( 1, 14 ) as $n ) {
			$ids[] = $this->make_contact( self::$owner, array( 'firstName' => 'Member', 'lastName' => sprintf( '%02d', $n ) ) );
		}
		$this->make_category( self::$owner, 'Even', array_values( array_filter( $ids, static fn( $k ) => 1 === $k % 2, ARRAY_FILTER_USE_KEY ) ) );
		$olga = $this->make_contact( self::$other, array( 'firstName' => 'Member', 'lastName' => '00' ) );

		$this->assertSame( $ids, $this->ok( $this->get( 'contact-list-ids/' . self::$owner ) ) );
		$this->assertSame( $ids, $this->ok( $this->get( 'contact-list-ids/' . self::$owner, array( 'per_page' => 5, 'page' => 2 ) ) ) );
		$this->assertSame( array_reverse( $ids ), $this->ok( $this->get( 'contact-list-ids/' . self::$owner, array( 'order' => 'name_desc' ) ) ) );
		$even = array( $ids[1], $ids[3], $ids[5], $ids[7], $ids[9], $ids[11], $ids[13] );
		$this->assertSame( $even, $this->ok( $this->get( 'contact-list-ids/' . self::$owner, array( 'category' => array( 'Even' ), 'per_page' => 2 ) ) ) );
		$this->assertSame( array( $ids[9] ), $this->ok( $this->get( 'contact-list-ids/' . self::$owner, array( 'q' => 'member 10' ) ) ) );
		$this->assertSame( array(), $this->ok( $this->get( 'contact-list-ids/' . self::$owner, array( 'category' => array( 'Nope' ) ) ) ) );
		$this->assertNotContains( $olga, $this->ok( $this->get( 'contact-list-ids/' . self::$owner, array( 'q' => 'member' ) ) ) );
	}

	/**
	 * Both routes: another member's wordpressId is 403, nobody logged in is 401.
	 */
	public function test_lists_of_another_member_are_forbidden_and_need_a_login(): void {
		$this->make_people();
		foreach ( array( 'contact-list', 'contact-list-ids' ) as $route ) {
			$this->assert_error( $this->get( $route . '/' . self::$other ), 403, 'prism_forbidden' );
			$this->assert_error( $this->get( $route . '/' . self::$other, array( 'q' => 'ann' ) ), 403, 'prism_forbidden' );
			$this->act_as( 0 );
			$this->assert_error( $this->get( $route . '/' . self::$owner ), 401, 'rest_not_logged_in' );
			$this->act_as( self::$owner );
		}
	}

	/**
	 * Values outside the allowed choices are 400 on both routes.
	 *
	 * @dataProvider bad_queries
	 *
	 * @param array<string, mixed> $query Query parameters.
	 */
	public function test_bad_query_values_are_refused( array $query ): void {
		$this->make_contact( self::$owner, array( 'firstName' => 'Ann' ) );
		$this->assert_error( $this->list( $query ), 400, 'rest_invalid_param' );
		$this->assert_error( $this->get( 'contact-list-ids/' . self::$owner, $query ), 400, 'rest_invalid_param' );
	}

	/**
	 * Queries the list refuses.
	 *
	 * @return array<string, array{0: array<string, mixed>}>
	 */
	public function bad_queries(): array {
		return array(
			'unknown order'          => array( array( 'order' => 'sideways' ) ),
			'unknown status'         => array( array( 'status' => array( 'Done' ) ) ),
			'unknown process'        => array( array( 'process' => array( 'Maybe' ) ) ),
			'unknown import source'  => array( array( 'importSource' => array( 'MySpace' ) ) ),
			'stage above MAINTAIN'   => array( array( 'stage' => array( 6 ) ) ),
			'negative stage'         => array( array( 'stage' => array( -1 ) ) ),
			'stage a word'           => array( array( 'stage' => array( 'two' ) ) ),
			'page 0'                 => array( array( 'page' => 0 ) ),
			'page a word'            => array( array( 'page' => 'next' ) ),
			'per_page 0'             => array( array( 'per_page' => 0 ) ),
			'per_page above 100'     => array( array( 'per_page' => 101 ) ),
			'search too long'        => array( array( 'q' => str_repeat( 'a', 201 ) ) ),
			'search a list'          => array( array( 'q' => array( 'ann' ) ) ),
			'category a nested list' => array( array( 'category' => array( array( 'Work' ) ) ) ),
		);
	}
}

<?php
/**
 * The packed list orders (Data\List_Orders): a page read off a member's stored order is what the SQL path gives
 * after every kind of write to their contacts (created, renamed, moved in the process, re-sourced, contacted,
 * merged, deleted), an order built at an older generation is never stored over a newer one, and inside a
 * transaction no stored order is read (its own writes are not in it).
 *
 * @package Prism
 */

namespace Prism\Tests\Data;

use Prism\Data\Contact_List_Query;
use Prism\Data\Contact_Repository;
use Prism\Data\Db;
use Prism\Data\List_Orders;
use Prism\Domain\Contact_Query;
use Prism\Domain\Posting_List;
use Prism\Schema\Schema;
use Prism\Service\Contact_Service;
use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';

/**
 * Packed orders against the SQL path.
 */
final class ListOrdersTest extends Prism_Test_Case {

	private const NAMES = array( 'Ann', 'Bob', 'Carla', 'Dana', 'Émile', 'Jo', 'Zoë', 'Sonja', 'Kwame', 'Mary' );

	/**
	 * Twenty contacts in the category All, some placed in the process, from two sources.
	 *
	 * @return int[] Their ids.
	 */
	private function make_network(): array {
		$ids = array();
		for ( $i = 0; $i < 20; $i++ ) {
			$ids[] = $this->make_contact(
				self::$owner,
				array(
					'firstName' => self::NAMES[ $i % 10 ],
					'lastName'  => 'Person ' . ( 19 - $i ),
					'emailOne'  => "p{$i}@example.test",
				),
				0 === $i % 3 ? 'LinkedIn' : 'PRISM'
			);
		}
		$this->make_category( self::$owner, 'All', $ids );
		foreach ( array_slice( $ids, 0, 8 ) as $i => $id ) {
			$this->place( self::$owner, $id, $i % 6, 0 === $i % 2 );
		}
		return $ids;
	}

	/**
	 * Queries that page the category's set on the packed order (a set of more than two ids: the planner's column set).
	 *
	 * @return Contact_Query[]
	 */
	private static function queries(): array {
		$queries = array();
		$filters = array(
			array(),
			array( 'sources' => array( 'LinkedIn' ) ),
			array( 'processes' => array( 'Active' ) ),
			array( 'processes' => array( 'Inactive' ) ),
			array( 'stages' => array( 2 ) ),
			array( 'not_contacted_days' => 30 ),
		);
		// A longer term (its matches kept once checked, Search_Index::matched()), alone and with a filter.
		$filters[] = array( 'search' => 'erson 1' );
		$filters[] = array(
			'search'    => 'erson 1',
			'processes' => array( 'Inactive' ),
		);
		foreach ( $filters as $filter ) {
			foreach ( Contact_Query::ORDERS as $order ) {
				foreach ( array( 1, 2, 4 ) as $page ) {
					$queries[] = new Contact_Query(
						search: $filter['search'] ?? '',
						categories: isset( $filter['search'] ) && ! isset( $filter['processes'] ) ? array() : array( 'All' ),
						sources: $filter['sources'] ?? array(),
						processes: $filter['processes'] ?? array(),
						stages: $filter['stages'] ?? array(),
						order: $order,
						page: $page,
						per_page: 3,
						not_contacted_days: $filter['not_contacted_days'] ?? 0,
						today: gmdate( 'Y-m-d' )
					);
				}
			}
		}
		return $queries;
	}

	/**
	 * Every query's page, total and every id, on the packed order and on the SQL path, must be the same.
	 *
	 * @param string $after What was just written.
	 */
	private function assert_same_as_sql( string $after ): void {
		// Keep in touch's sets of more than two contacts on the packed orders too (the reach-out order among them).
		$packed = new Contact_List_Query( 100, 1, 2, named_max: 2 );
		$sql    = new Contact_List_Query( 0 );
		$read   = 0;
		foreach ( self::queries() as $query ) {
			$label = $after . ': ' . $query->order . ' page ' . $query->page . ' ' . wp_json_encode( array( $query->search, $query->categories, $query->sources, $query->processes, $query->stages, $query->not_contacted_days ) );
			$want  = $sql->query( self::$owner, $query );
			$got   = $packed->query( self::$owner, $query );
			$this->assertSame( array_column( $want['items'], 'id' ), array_column( $got['items'], 'id' ), "page after {$label}" );
			$this->assertSame( $want['total'], $got['total'], "total after {$label}" );
			$read += preg_match( '/(order|absent|bits)$/', (string) $packed->last_source );
			$this->assertSame( $sql->query_ids( self::$owner, $query ), $packed->query_ids( self::$owner, $query ), "every id after {$label}" );
		}
		$this->assertGreaterThan( count( self::queries() ) / 2, $read, "most pages after {$after} were read off the packed order" );
		$kinds = ( new List_Orders() )->kinds( self::$owner );
		$this->assertNotNull( $kinds, "the kinds are counted off a current order after {$after}" );
		$this->assertSame( ( new Contact_List_Query( packed: false ) )->stage_counts( self::$owner ), $packed->stage_counts( self::$owner ), "stage counts after {$after}" );
	}

	/**
	 * The member's generation and the generation each stored order was built at.
	 *
	 * @return array<string, int> order_key => generation ('' for the member's).
	 */
	private static function generations(): array {
		global $wpdb;
		$rows = $wpdb->get_results( $wpdb->prepare( 'SELECT order_key, generation FROM ' . Schema::table( 'list_orders' ) . ' WHERE owner_id = %d', self::$owner ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- test; table from Schema.
		return array_map( 'intval', array_column( $rows, 'generation', 'order_key' ) );
	}

	public function test_a_stored_order_answers_what_the_sql_path_answers_after_every_kind_of_write(): void {
		$ids     = $this->make_network();
		$service = new Contact_Service();
		$this->assert_same_as_sql( 'the network was made' );
		// Kept answers (List_Orders::kept(): keys 'k…', such as a category's bitmaps) are rows of the table too.
		$keys = array_values( array_filter( array_map( 'strval', array_keys( self::generations() ) ), static fn( string $key ): bool => ! str_starts_with( $key, 'k' ) ) );
		sort( $keys );
		$this->assertSame( array( '', 'contacted', 'created', 'name', 'reach' ), $keys, 'the member has a generation and each of the four orders is stored' );

		$ids[] = $this->make_contact( self::$owner, array( 'firstName' => 'Aaron', 'lastName' => 'Aardvark' ), 'LinkedIn' );
		$this->make_category( self::$owner, 'All', array( end( $ids ) ) );
		$this->assert_same_as_sql( 'a contact was created' );

		$this->assertTrue( $service->update( self::$owner, $ids[5], array( 'firstName' => 'Zed', 'lastName' => 'Zulu' ) ) );
		$this->assertTrue( $service->update( self::$owner, $ids[2], array( 'firstName' => 'Carla', 'lastName' => 'Person 1x' ) ) );
		$this->assert_same_as_sql( 'a contact was renamed' );

		$this->place( self::$owner, $ids[12], 4, false );
		$this->place( self::$owner, $ids[0], 1, true );
		$this->assertNull( ( new List_Orders() )->kinds( self::$owner ), 'no kinds are counted off an order the moves made out of date' );
		$this->assertSame( ( new Contact_List_Query( packed: false ) )->stage_counts( self::$owner ), ( new Contact_List_Query() )->stage_counts( self::$owner ), 'the stage counts before any order is built again' );
		$this->assert_same_as_sql( 'contacts moved in the process' );

		( new Contact_Repository() )->set_import_source( self::$owner, $ids[1], 'LinkedIn' );
		$this->assert_same_as_sql( 'a contact was re-sourced' );

		$this->act_as( self::$owner );
		$this->ok( $this->send( 'POST', "interactions/{$ids[2]}", array( 'kind' => 'call', 'happenedOn' => gmdate( 'Y-m-d' ) ) ) );
		$this->ok( $this->send( 'POST', "interactions/{$ids[3]}", array( 'kind' => 'call', 'happenedOn' => gmdate( 'Y-m-d', time() - 90 * DAY_IN_SECONDS ) ) ) );
		$this->assert_same_as_sql( 'contacts were contacted' );

		// A cadence moves a contact in the order by the day to reach out by (Keep_In_Touch_Repository).
		$this->ok( $this->send( 'POST', "contact-cadence/{$ids[4]}", array( 'cadenceDays' => 7 ) ) );
		$this->ok( $this->send( 'POST', "contact-cadence/{$ids[10]}", array( 'cadenceDays' => 30 ) ) );
		$this->assert_same_as_sql( 'cadences were set' );
		$this->ok( $this->send( 'POST', "contact-cadence/{$ids[4]}", array( 'cadenceDays' => null ) ) );
		$this->assert_same_as_sql( 'a cadence was cleared' );

		$service->merge( self::$owner, $ids[6], $ids[7] );
		$this->assert_same_as_sql( 'two contacts were merged' );

		$service->delete_many( self::$owner, array( $ids[8], $ids[9] ) );
		$this->assert_same_as_sql( 'contacts were deleted' );

		$generations = self::generations();
		foreach ( array( 'name', 'created', 'contacted', 'reach' ) as $key ) {
			$this->assertSame( $generations[''], $generations[ $key ], "the {$key} order was stored again at the member's generation" );
		}
	}

	public function test_many_contacted_days_and_sets_of_every_size_are_answered_as_the_sql_path_answers(): void {
		// 300 contacts last contacted on as many days (and some never): more days than a byte's buckets, so some
		// buckets hold the "not contacted since" day on both sides and their contacts are tested on their own day.
		$ids = array();
		for ( $i = 0; $i < 300; $i++ ) {
			$ids[] = $this->make_contact( self::$owner, array( 'firstName' => self::NAMES[ $i % 10 ], 'lastName' => sprintf( 'Many %03d', ( $i * 7 ) % 300 ) ), 0 === $i % 4 ? 'LinkedIn' : 'PRISM' );
		}
		foreach ( array_slice( $ids, 0, 60 ) as $i => $id ) {
			$this->place( self::$owner, $id, $i % 6, 0 === $i % 2 );
		}
		Db::transaction(
			static function () use ( $ids ): void {
				foreach ( $ids as $i => $id ) {
					if ( 0 !== $i % 11 ) {
						Db::execute( 'UPDATE ' . Schema::table( 'contacts' ) . ' SET last_contacted = ? WHERE id = ?', array( gmdate( 'Y-m-d', time() - ( ( $i * 37 ) % 400 ) * DAY_IN_SECONDS ), $id ) );
					}
					// Days to reach out by for two contacts in three, several sharing a day (the order breaks ties by id).
					if ( 0 !== $i % 3 ) {
						Db::execute( 'UPDATE ' . Schema::table( 'contacts' ) . ' SET reach_out_by = ? WHERE id = ?', array( gmdate( 'Y-m-d', time() + ( ( $i * 13 ) % 40 - 20 ) * DAY_IN_SECONDS ), $id ) );
					}
				}
				List_Orders::changed( self::$owner );
			}
		);
		$this->make_category( self::$owner, 'Few', array_slice( $ids, 0, 40 ) );
		$this->make_category( self::$owner, 'Most', array_slice( $ids, 40, 250 ) );
		$sql = new Contact_List_Query( 0 );
		// Orders cut into 7 blocks (of 43 contacts), built now: a page is walked for within blocks of many contacts.
		$orders = new List_Orders( true, List_Orders::BITS_WALK, 7 );
		List_Orders::changed( self::$owner );
		foreach ( Contact_Query::ORDERS as $order ) {
			$this->assertNotNull( $orders->select( self::$owner, new Contact_Query( order: $order ), null, false ) );
		}
		$sets = array(
			'everyone' => null,
			'Few'      => array_fill_keys( array_slice( $ids, 0, 40 ), true ),
			'Most'     => array_fill_keys( array_slice( $ids, 40, 250 ), true ),
		);
		// A set as a search's lists give it to select_bits(): a bitmap a block of ids.
		$bitmaps_of = static fn( array $set ): callable => static function ( int $first, int $last ) use ( $set ): array {
			$offsets = array();
			foreach ( array_keys( $set ) as $id ) {
				$offsets[ Posting_List::block( $id ) ][] = $id & ( Posting_List::SPAN - 1 );
			}
			return array_map( static fn( array $held ): string => Posting_List::bitmap( Posting_List::encode( $held ) ), $offsets );
		};
		$checked = 0;
		foreach ( $sets as $category => $set ) {
			foreach ( array( 0, 1, 45, 150, 299, 500 ) as $days ) {
				foreach ( array( array(), array( 'processes' => array( 'Inactive' ) ), array( 'stages' => array( 3 ) ), array( 'sources' => array( 'LinkedIn' ) ) ) as $filter ) {
					// The Keep in touch filter is no column of a packed order: such a query is declined (Contact_List_Query
					// reads its contacts as a set). Its order is one.
					$declined = new Contact_Query( reach_out: 'due', not_contacted_days: $days, today: gmdate( 'Y-m-d' ) );
					$this->assertNull( $orders->select( self::$owner, $declined, $set, false ) );
					$this->assertNull( $orders->select_bits( self::$owner, $declined, array( $bitmaps_of( $set ?? array_fill_keys( $ids, true ) ) ) ) );
					foreach ( Contact_Query::ORDERS as $order ) {
						foreach ( array( 1, 3, 9, 17 ) as $page ) {
							$query = new Contact_Query( categories: null === $set ? array() : array( $category ), sources: $filter['sources'] ?? array(), processes: $filter['processes'] ?? array(), stages: $filter['stages'] ?? array(), order: $order, page: $page, per_page: 13, not_contacted_days: $days, today: gmdate( 'Y-m-d' ) );
							$label = "{$category}, not contacted {$days}, " . wp_json_encode( $filter ) . ", {$order} page {$page}";
							$want  = $sql->query( self::$owner, $query );
							$got   = $orders->select( self::$owner, $query, $set, false );
							$this->assertNotNull( $got, $label );
							$this->assertSame( array_map( 'intval', array_column( $want['items'], 'id' ) ), $got['ids'], "page of {$label}" );
							$this->assertSame( $want['total'], $got['total'], "total of {$label}" );
							// The same set by contact id, its filters' mask by id (the one bucket's contacts tested on
							// their day through their places).
							$bits = $orders->select_bits( self::$owner, $query, array( $bitmaps_of( $set ?? array_fill_keys( $ids, true ) ) ) );
							$this->assertNotNull( $bits, $label );
							$this->assertSame( $got['ids'], $bits['ids'], "page by id of {$label}" );
							$this->assertSame( $want['total'], $bits['total'], "total by id of {$label}" );
							++$checked;
						}
					}
					$every = $sql->query_ids( self::$owner, $query );
					$this->assertSame( $every, $orders->select( self::$owner, $query, $set, true )['ids'] ?? null, "every id of {$label}" );
					if ( null !== $set ) {
						$kept = $orders->keep( self::$owner, $query, $set );
						$this->assertNotNull( $kept );
						$this->assertEqualsCanonicalizing( $every, array_keys( $kept ), "kept of {$label}" );
					}
				}
			}
		}
		$this->assertGreaterThan( 1000, $checked );
	}

	public function test_a_kept_answer_is_never_read_as_an_order(): void {
		$this->make_network();
		// Only a kept answer is current (no order built yet): the stage counts must not be read off it.
		$this->assertSame( array( 3, 4 ), ( new List_Orders() )->kept( self::$owner, 'test:answer', static fn(): array => array( 3, 4 ) ) );
		$this->assertSame( array( 3, 4 ), ( new List_Orders() )->kept( self::$owner, 'test:answer', static fn(): array => array( 5 ) ), 'read back, not found again' );
		$this->assertNull( ( new List_Orders() )->kinds( self::$owner ), 'no order is current' );
		$this->assertSame( ( new Contact_List_Query( packed: false ) )->stage_counts( self::$owner ), ( new Contact_List_Query() )->stage_counts( self::$owner ) );
	}

	public function test_an_order_built_before_a_write_is_never_stored_over_it(): void {
		$ids = $this->make_network();
		$this->assert_same_as_sql( 'the network was made' );
		$before = self::generations()[''];
		// A build that read the contacts before a write committed, and comes to store its order after it.
		$this->place( self::$owner, $ids[15], 3, false );
		$this->assertGreaterThan( $before, self::generations()[''], 'the write moved the generation' );
		$build = new \ReflectionMethod( List_Orders::class, 'build' );
		$build->setAccessible( true );
		$build->invoke( new List_Orders(), self::$owner, 'name', $before );
		$this->assertSame( $before, self::generations()['name'], 'the late build was not stored under the newer generation' );
		$this->assert_same_as_sql( 'a late build' );
	}

	public function test_inside_a_transaction_no_stored_order_is_read(): void {
		$ids = $this->make_network();
		$this->assert_same_as_sql( 'the network was made' );
		$query = new Contact_Query( categories: array( 'All' ), sources: array( 'LinkedIn' ), per_page: 50 );
		Db::transaction(
			function () use ( $ids, $query ): void {
				( new Contact_Repository() )->set_import_source( self::$owner, $ids[1], 'LinkedIn' );
				$this->assertNull( ( new List_Orders() )->select( self::$owner, $query, null, true ) );
				$found = ( new Contact_List_Query( 3, 1, 2 ) )->query( self::$owner, $query );
				$this->assertContains( $ids[1], array_map( 'intval', array_column( $found['items'], 'id' ) ), 'the transaction sees its own write' );
			}
		);
		$this->assert_same_as_sql( 'the transaction committed' );
	}
}

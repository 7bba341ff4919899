<?php
/**
 * The contact list's planner for searches combined with filters: whichever source it reads (the search's list, a
 * category's links, the contacts at a stage), every page, order and total is exactly what the SQL path that walks
 * the name index gives, for short and long terms, common and rare, with every kind of filter.
 *
 * @package Prism
 */

namespace Prism\Tests\Data;

use Prism\Data\Contact_List_Query;
use Prism\Data\Db;
use Prism\Data\Search_Index;
use Prism\Domain\Contact_Query;
use Prism\Domain\Networking_Stages;
use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';

/**
 * Planner against the SQL path.
 */
final class ListPlannerTest extends Prism_Test_Case {

	private const FIRST = array( 'Ann', 'Anna', 'Bob', 'Benson', 'Carla', 'Dana', 'Émile', 'Jo', 'Zoë', 'Sonja' );
	private const LAST  = array( 'Smith', 'Johnson', 'Anderson', 'Lee', 'Nguyen', 'Okafor', 'Ross' );

	/**
	 * Sixty contacts spread over categories, stages, sources and notes, and a look-alike network of the other member.
	 *
	 * @return array<string, int> Category name => id.
	 */
	private function make_network(): array {
		$ids = array();
		for ( $i = 0; $i < 60; $i++ ) {
			$ids[] = $this->make_contact(
				self::$owner,
				array(
					'firstName' => self::FIRST[ $i % count( self::FIRST ) ],
					'lastName'  => self::LAST[ ( $i * 3 ) % count( self::LAST ) ],
					'company'   => 0 === $i % 4 ? 'Acme Labs' : ( 0 === $i % 5 ? 'Harbour & Son' : '' ),
					'emailOne'  => 'person' . $i . '@example.test',
					'phoneOne'  => sprintf( '(555) 01%d-%04d', $i % 10, $i ),
				),
				array( 'PRISM', 'Google', 'LinkedIn', 'Google,LinkedIn' )[ $i % 4 ]
			);
		}
		$categories = array(
			'Big'   => $this->make_category( self::$owner, 'Big', array_filter( $ids, static fn( $id, $i ) => 0 !== $i % 7, ARRAY_FILTER_USE_BOTH ) ),
			'Small' => $this->make_category( self::$owner, 'Small', array_slice( $ids, 0, 9 ) ),
			'Odd'   => $this->make_category( self::$owner, 'Odd', array_filter( $ids, static fn( $id, $i ) => 1 === $i % 2, ARRAY_FILTER_USE_BOTH ) ),
		);
		foreach ( $ids as $i => $id ) {
			if ( 0 === $i % 3 ) {
				$this->place( self::$owner, $id, $i % 6, 0 === $i % 2 );
			}
			if ( 0 === $i % 8 ) {
				$this->make_note( self::$owner, $id, "Met at the son-of-a-meetup #{$i}" );
			}
		}
		// Some contacts never contacted, the others on days several share (the contacted sorts break ties by id).
		foreach ( $ids as $i => $id ) {
			if ( 0 !== $i % 3 ) {
				Db::update_row( \Prism\Schema\Schema::table( 'contacts' ), self::$owner, $id, array( 'last_contacted' => '2026-0' . ( 1 + $i % 4 ) . '-15' ) );
			}
		}
		// Written here, not through a repository: the packed orders are told as a repository would tell them.
		\Prism\Data\List_Orders::changed( self::$owner );
		for ( $i = 0; $i < 10; $i++ ) {
			$other = $this->make_contact( self::$other, array( 'firstName' => self::FIRST[ $i ], 'company' => 'Acme Labs' ) );
			$this->make_category( self::$other, 'Big', array( $other ) );
		}
		return $categories;
	}

	/**
	 * A query from the list's parameters.
	 *
	 * @param array<string, mixed> $args Parameters.
	 */
	private static function query( array $args ): Contact_Query {
		return new Contact_Query(
			search: (string) ( $args['q'] ?? '' ),
			categories: (array) ( $args['category'] ?? array() ),
			sources: (array) ( $args['source'] ?? array() ),
			processes: (array) ( $args['process'] ?? array() ),
			stages: (array) ( $args['stage'] ?? array() ),
			statuses: array_map( static fn( $label ) => (string) Networking_Stages::status_from_label( $label ), (array) ( $args['status'] ?? array() ) ),
			order: (string) ( $args['order'] ?? 'name_asc' ),
			page: (int) ( $args['page'] ?? 1 ),
			per_page: (int) ( $args['per_page'] ?? 4 ),
			not_contacted_days: (int) ( $args['notContacted'] ?? 0 ),
			today: '2026-05-01',
			archived: (bool) ( $args['archived'] ?? false ),
			reach_out: (string) ( $args['reachOut'] ?? '' )
		);
	}

	public function test_every_source_answers_exactly_what_the_sql_path_answers(): void {
		$this->make_network();
		$searches = array( 'a', 'an', 'son', 'acme', 'é', 'zz', '555', '(555) 013', 'meetup', 'harbour & s', 'x' );
		$filters  = array(
			array(),
			array( 'order' => 'name_desc' ),
			array( 'category' => array( 'Big' ) ),
			array( 'category' => array( 'Small' ) ),
			array( 'category' => array( 'Big', 'Odd' ) ),
			array( 'category' => array( 'big', 'BIG' ) ),
			array( 'stage' => array( 2 ) ),
			array(
				'stage'  => array( 3 ),
				'status' => array( 'In Progress' ),
			),
			array( 'status' => array( 'Complete' ) ),
			array( 'process' => array( 'Active' ) ),
			array( 'process' => array( 'Inactive' ) ),
			array( 'source' => array( 'Google' ) ),
			array(
				'source'   => array( 'LinkedIn', 'Google' ),
				'category' => array( 'Odd' ),
			),
			array(
				'category' => array( 'Small' ),
				'stage'    => array( 0 ),
			),
			array( 'stage' => array( 1, 2 ) ),
			array( 'category' => array( 'Nope' ) ),
			array( 'order' => 'recent' ),
			array(
				'order'    => 'name_desc',
				'category' => array( 'Odd' ),
			),
			array( 'notContacted' => 90 ),
			array( 'order' => 'contacted_asc' ),
			array(
				'order'        => 'contacted_desc',
				'notContacted' => 60,
				'category'     => array( 'Big' ),
			),
			array(
				'order' => 'contacted_desc',
				'stage' => array( 3 ),
			),
		);
		$planner  = new Contact_List_Query();
		$walker   = new Contact_List_Query( walk_min: 1 );
		// A cap of three makes every common short term "broad": answered from sets of ids, its page walked for.
		$broad    = new Contact_List_Query( 3, 1 );
		// And a set of more than two ids (on MariaDB combined with column filters) is paged on the packed order.
		$columned = new Contact_List_Query( 3, 1, 2 );
		// Any source read, and more than two candidates ended on the packed orders (List_Orders).
		$packed   = new Contact_List_Query( 100, 1, 2 );
		$sql_path = new Contact_List_Query( 0 );
		$sources  = array();
		$walks    = array();
		foreach ( $searches as $q ) {
			foreach ( $filters as $filter ) {
				$last = (int) ceil( $sql_path->query( self::$owner, self::query( $filter + array( 'q' => $q ) ) )['total'] / 4 );
				// The first pages, a middle one, and the last two (which a walk finds from the other end).
				foreach ( array_unique( array( 1, 2, 5, max( 1, $last - 1 ), max( 1, $last ), $last + 1 ) ) as $page ) {
					$query = self::query( $filter + array( 'q' => $q, 'page' => $page ) );
					$label = wp_json_encode( $filter + array( 'q' => $q, 'page' => $page ) );
					$want  = $sql_path->query( self::$owner, $query );
					$this->assertNull( $sql_path->last_source, "the comparison runs the SQL path: {$label}" );
					foreach ( array( $planner, $walker, $broad, $columned, $packed ) as $candidate ) {
						$got = $candidate->query( self::$owner, $query );
						$this->assertSame( array_column( $want['items'], 'id' ), array_column( $got['items'], 'id' ), "page: {$label}" );
						$this->assertSame( $want['total'], $got['total'], "total: {$label}" );
						$sources[ (string) $candidate->last_source ] = true;
						$walks[ $candidate->last_walk ]              = true;
					}
				}
				$query = self::query( $filter + array( 'q' => $q ) );
				$every = $sql_path->query_ids( self::$owner, $query );
				$this->assertSame( $every, $planner->query_ids( self::$owner, $query ), 'every id: ' . wp_json_encode( $filter + array( 'q' => $q ) ) );
				$this->assertSame( $every, $broad->query_ids( self::$owner, $query ), 'every id, broad: ' . wp_json_encode( $filter + array( 'q' => $q ) ) );
				$this->assertSame( $every, $columned->query_ids( self::$owner, $query ), 'every id, columned: ' . wp_json_encode( $filter + array( 'q' => $q ) ) );
				$this->assertSame( $every, $packed->query_ids( self::$owner, $query ), 'every id, packed: ' . wp_json_encode( $filter + array( 'q' => $q ) ) );
			}
		}
		foreach ( array_merge( array( 'search', 'position', 'sets', 'order', 'search+order', 'position+order' ), Db::is_sqlite() ? array() : array( 'set+columns' ) ) as $source ) {
			$this->assertArrayHasKey( $source, $sources, "the {$source} source was exercised" );
		}
		foreach ( array( 'start', 'end', '' ) as $walk ) {
			$this->assertArrayHasKey( $walk, $walks, "pages found by walking from the {$walk} end, and by sorting, were compared" );
		}
		$this->assertNotEmpty( preg_grep( '/^category:/', array_keys( $sources ) ), 'a category source was exercised' );
	}

	/**
	 * Archived contacts are in no list, whichever path answers it (the packed orders, the search's lists, the sets,
	 * the column walks, SQL), and the Archived filter lists exactly them: each page and total is what the SQL path
	 * answered before they were archived, less (or only) them. Restored, every list is as it was.
	 */
	public function test_archived_contacts_are_in_no_list_and_the_archived_filter_lists_exactly_them(): void {
		$this->make_network();
		$ids = array_map( 'intval', array_column( $this->contacts_of( self::$owner ), 'id' ) );
		sort( $ids );
		// Every fifth contact, and one with a note that a search finds.
		$archived = array_values( array_filter( $ids, static fn( int $id, int $i ): bool => 0 === $i % 5 || 8 === $i, ARRAY_FILTER_USE_BOTH ) );
		$searches = array( '', 'a', 'son', 'acme', 'meetup', '555', 'harbour & s', 'zz' );
		$filters  = array(
			array(),
			array( 'order' => 'name_desc' ),
			array( 'order' => 'recent' ),
			array( 'category' => array( 'Big' ) ),
			array( 'category' => array( 'Small' ) ),
			array( 'category' => array( 'Big', 'Odd' ) ),
			array( 'stage' => array( 0 ) ),
			array( 'process' => array( 'Inactive' ) ),
			array( 'source' => array( 'Google' ) ),
			array( 'notContacted' => 90 ),
			array(
				'order'        => 'contacted_asc',
				'notContacted' => 60,
				'category'     => array( 'Big' ),
			),
		);
		$sql_path   = new Contact_List_Query( 0 );
		$candidates = array(
			'planner'  => new Contact_List_Query(),
			'broad'    => new Contact_List_Query( 3, 1 ),
			'columned' => new Contact_List_Query( 3, 1, 2 ),
			'packed'   => new Contact_List_Query( 100, 1, 2 ),
			'unpacked' => new Contact_List_Query( 3, 1, 2, false ),
			'sql'      => $sql_path,
		);
		$before     = array();
		foreach ( $searches as $q ) {
			foreach ( $filters as $filter ) {
				$before[ wp_json_encode( $filter + array( 'q' => $q ) ) ] = $sql_path->query_ids( self::$owner, self::query( $filter + array( 'q' => $q ) ) );
			}
		}
		$service = new \Prism\Service\Contact_Service();
		foreach ( $archived as $id ) {
			$this->assertTrue( $service->set_state( self::$owner, $id, true, null ) );
		}
		$sources = array();
		foreach ( $searches as $q ) {
			foreach ( $filters as $filter ) {
				$label = wp_json_encode( $filter + array( 'q' => $q ) );
				$live  = array_values( array_diff( $before[ $label ], $archived ) );
				$gone  = array_values( array_intersect( $before[ $label ], $archived ) );
				foreach ( array( 'live' => array( $live, false ), 'archived' => array( $gone, true ) ) as $view => list( $want, $flag ) ) {
					$last = max( 1, (int) ceil( count( $want ) / 4 ) );
					foreach ( array_unique( array( 1, 2, intdiv( $last + 1, 2 ), $last, $last + 1 ) ) as $page ) {
						$query = self::query( $filter + array( 'q' => $q, 'page' => $page, 'archived' => $flag ) );
						foreach ( $candidates as $name => $candidate ) {
							$got = $candidate->query( self::$owner, $query );
							$this->assertSame( array_slice( $want, ( $page - 1 ) * 4, 4 ), array_map( 'intval', array_column( $got['items'], 'id' ) ), "{$view} page {$page}, {$name}: {$label}" );
							$this->assertSame( count( $want ), $got['total'], "{$view} total, {$name}: {$label}" );
							$sources[ (string) $candidate->last_source ] = true;
						}
					}
					foreach ( $candidates as $name => $candidate ) {
						$this->assertSame( $want, $candidate->query_ids( self::$owner, self::query( $filter + array( 'q' => $q, 'archived' => $flag ) ) ), "{$view} every id, {$name}: {$label}" );
					}
				}
			}
		}
		foreach ( array( 'archived', 'index', 'order', 'sets', 'bits', 'search', 'position' ) as $source ) {
			$this->assertArrayHasKey( $source, $sources, "the {$source} path was compared" );
		}
		$counts = $sql_path->stage_counts( self::$owner );
		$this->assertSame( count( $ids ) - count( $archived ), $counts['active'] + $counts['inactive'], 'the stage counts leave them out' );

		foreach ( $archived as $id ) {
			$this->assertTrue( $service->set_state( self::$owner, $id, false, null ) );
		}
		foreach ( $searches as $q ) {
			foreach ( $filters as $filter ) {
				$label = wp_json_encode( $filter + array( 'q' => $q ) );
				foreach ( $candidates as $name => $candidate ) {
					$this->assertSame( $before[ $label ], $candidate->query_ids( self::$owner, self::query( $filter + array( 'q' => $q ) ) ), "restored, {$name}: {$label}" );
				}
			}
		}
	}

	/**
	 * Every page of every order, with and without filters, is its slice of the whole ordered list: on MariaDB a deep
	 * page is read from an index and, past the middle, from the other end in the reverse order (NULL last contacted
	 * days and days shared by several contacts included).
	 */
	public function test_every_page_of_every_order_is_its_slice_of_the_whole_list(): void {
		$this->make_network();
		$filters  = array(
			array(),
			array( 'notContacted' => 100 ),
			array( 'stage' => array( 0 ) ),
			array(
				'stage'  => array( 3 ),
				'status' => array( 'In Progress' ),
			),
			array( 'process' => array( 'Active' ) ),
			array( 'source' => array( 'Google' ) ),
			array(
				'source'       => array( 'LinkedIn' ),
				'notContacted' => 100,
				'category'     => array( 'Big' ),
			),
			array(
				'category' => array( 'Odd' ),
				'process'  => array( 'Inactive' ),
			),
		);
		$sql_path = new Contact_List_Query( 0 );
		// The planner answers these from sets of ids (a source; a deep page not contacted since a day, or of a stage
		// or category in another order than by name), every contact's set or a few of them, walked for here.
		$planner = new Contact_List_Query();
		// And without the packed orders, as inside a transaction (List_Orders).
		$unpacked = new Contact_List_Query( packed: false );
		$sources  = array();
		foreach ( Contact_Query::ORDERS as $order ) {
			foreach ( $filters as $filter ) {
				$all = $sql_path->query_ids( self::$owner, self::query( $filter + array( 'order' => $order ) ) );
				$this->assertNotEmpty( $all );
				foreach ( array( 4, 7 ) as $per_page ) {
					for ( $page = 1; $page <= (int) ceil( count( $all ) / $per_page ) + 1; $page++ ) {
						$label = wp_json_encode( $filter + compact( 'order', 'page', 'per_page' ) );
						$got   = $sql_path->query( self::$owner, self::query( $filter + compact( 'order', 'page', 'per_page' ) ) );
						$this->assertSame( array_slice( $all, ( $page - 1 ) * $per_page, $per_page ), array_map( 'intval', array_column( $got['items'], 'id' ) ), "page: {$label}" );
						$this->assertSame( count( $all ), $got['total'], "total: {$label}" );
						foreach ( array( $planner, $unpacked ) as $candidate ) {
							$planned = $candidate->query( self::$owner, self::query( $filter + compact( 'order', 'page', 'per_page' ) ) );
							$this->assertSame( array_slice( $all, ( $page - 1 ) * $per_page, $per_page ), array_map( 'intval', array_column( $planned['items'], 'id' ) ), "planned page: {$label}" );
							$this->assertSame( count( $all ), $planned['total'], "planned total: {$label}" );
							$sources[ (string) $candidate->last_source ] = true;
						}
					}
				}
				$this->assertSame( $all, $planner->query_ids( self::$owner, self::query( $filter + compact( 'order' ) ) ), 'every id: ' . wp_json_encode( $filter + compact( 'order' ) ) );
				$this->assertSame( $all, $unpacked->query_ids( self::$owner, self::query( $filter + compact( 'order' ) ) ), 'every id, unpacked: ' . wp_json_encode( $filter + compact( 'order' ) ) );
			}
		}
		$this->assertArrayHasKey( '', $sources, 'pages answered by SQL were compared' );
		$this->assertArrayHasKey( 'order', $sources, 'pages answered on the packed orders were compared' );
		if ( Db::is_sqlite() ) {
			$this->assertArrayHasKey( 'sets', $sources, 'pages answered from sets were compared' );
		} else {
			// MariaDB tests the column filters on the order index, alone or with a category's set.
			$this->assertArrayHasKey( 'columns', $sources, 'pages walked for on an order index that holds the filters were compared' );
			$this->assertArrayHasKey( 'set+columns', $sources, 'pages of a set with column filters were compared' );
		}
	}

	/**
	 * Keep in touch (its filter, and its order by the day to reach out by) with a search, other filters, and no
	 * search: every page, total and every id answered by reach_out_search() (the search's matches within the filter's
	 * range; many of them paged on the packed orders, or walked for on the reach-out index from either end) is what the
	 * SQL path answers, with an archived contact in the range left out.
	 */
	public function test_keep_in_touch_with_a_search_answers_what_the_sql_path_answers(): void {
		$this->make_network();
		$ids = array_map( 'intval', array_column( $this->contacts_of( self::$owner ), 'id' ) );
		sort( $ids );
		// Reach-out days around the query's today (2026-05-01), several sharing a day; every fifth without a cadence.
		foreach ( $ids as $i => $id ) {
			if ( 0 !== $i % 5 ) {
				Db::update_row( \Prism\Schema\Schema::table( 'contacts' ), self::$owner, $id, array( 'reach_out_by' => \Prism\Domain\Calendar_Date::add_days( '2026-05-01', ( $i % 13 ) - 6 ) ) );
			}
		}
		\Prism\Data\List_Orders::changed( self::$owner );
		$this->assertTrue( ( new \Prism\Service\Contact_Service() )->set_state( self::$owner, $ids[3], true, null ), 'a contact due is archived' );
		$searches = array( 'a', 'an', 'son', 'acme', 'meetup', 'example', 'zz' );
		$filters  = array(
			array( 'reachOut' => 'due' ),
			array( 'reachOut' => 'week' ),
			array( 'reachOut' => 'set' ),
			array( 'order' => 'reach_out' ),
			array(
				'reachOut' => 'set',
				'order'    => 'name_desc',
			),
			array(
				'reachOut' => 'week',
				'order'    => 'recent',
				'category' => array( 'Big' ),
			),
			array(
				'reachOut' => 'set',
				'order'    => 'reach_out',
				'stage'    => array( 0 ),
			),
			array(
				'reachOut'     => 'set',
				'order'        => 'contacted_asc',
				'source'       => array( 'Google' ),
				'notContacted' => 60,
			),
			array(
				'reachOut' => 'due',
				'process'  => array( 'Inactive' ),
			),
			array(
				'reachOut' => 'set',
				'order'    => 'name_desc',
				'process'  => array( 'Active' ),
			),
		);
		$sql_path = new Contact_List_Query( 0 );
		// Every match named in the statement; none (each path of many: the packed orders, the walk of the index).
		$candidates = array(
			'planner' => new Contact_List_Query(),
			'many'    => new Contact_List_Query( named_max: 0 ),
			'few'     => new Contact_List_Query( named_max: 2 ),
			'sets'    => new Contact_List_Query( 3, 1, 2, named_max: 2 ),
			// A short term's matches in the reach-out order by contact id (select_bits()), from three contacts.
			'bits'    => new Contact_List_Query( 100, 1, 2 ),
		);
		$sources    = array();
		foreach ( array_merge( array( '' ), $searches ) as $q ) {
			foreach ( $filters as $filter ) {
				$every = $sql_path->query_ids( self::$owner, self::query( $filter + array( 'q' => $q ) ) );
				$this->assertNotContains( $ids[3], $every, 'the archived contact is in no Keep in touch list' );
				$last = (int) ceil( count( $every ) / 4 );
				foreach ( array_unique( array( 1, 2, max( 1, intdiv( $last + 1, 2 ) ), max( 1, $last - 1 ), max( 1, $last ), $last + 1 ) ) as $page ) {
					$args  = $filter + array(
						'q'    => $q,
						'page' => $page,
					);
					$label = wp_json_encode( $args );
					$want  = $sql_path->query( self::$owner, self::query( $args ) );
					$this->assertSame( array_slice( $every, ( $page - 1 ) * 4, 4 ), array_map( 'intval', array_column( $want['items'], 'id' ) ), "SQL page: {$label}" );
					foreach ( $candidates as $name => $candidate ) {
						$got = $candidate->query( self::$owner, self::query( $args ) );
						$this->assertSame( array_column( $want['items'], 'id' ), array_column( $got['items'], 'id' ), "{$name} page: {$label}" );
						$this->assertSame( $want['total'], $got['total'], "{$name} total: {$label}" );
						$sources[ (string) $candidate->last_source ] = true;
					}
				}
				foreach ( $candidates as $name => $candidate ) {
					$this->assertSame( $every, $candidate->query_ids( self::$owner, self::query( $filter + array( 'q' => $q ) ) ), "{$name}, every id: " . wp_json_encode( $filter + array( 'q' => $q ) ) );
				}
			}
		}
		foreach ( array( 'reach out', 'reach out+order', 'reach out+first', 'reach out+masked', 'bits', '' ) as $source ) {
			$this->assertArrayHasKey( $source, $sources, "the '{$source}' path was compared" );
		}
	}

	/**
	 * A search every contact matches ("555": every phone of the network holds it) answers what the filters alone
	 * answer, every page and total, on both paths; with one contact that does not match, that one is left out.
	 */
	public function test_a_search_every_contact_matches_answers_what_the_filters_alone_answer(): void {
		$this->make_network();
		$filters = array(
			array(),
			array( 'process' => array( 'Inactive' ) ),
			array( 'source' => array( 'Google' ) ),
			array(
				'notContacted' => 90,
				'order'        => 'name_desc',
			),
			array( 'order' => 'contacted_asc' ),
		);
		$paths   = array( new Contact_List_Query( 0 ), new Contact_List_Query() );
		foreach ( $filters as $filter ) {
			$alone = $paths[0]->query_ids( self::$owner, self::query( $filter ) );
			$this->assertNotEmpty( $alone );
			foreach ( $paths as $n => $path ) {
				$label = wp_json_encode( $filter ) . " path {$n}";
				$this->assertSame( $alone, $path->query_ids( self::$owner, self::query( $filter + array( 'q' => '555' ) ) ), "every id: {$label}" );
				foreach ( array( 1, 2, (int) ceil( count( $alone ) / 4 ) ) as $page ) {
					$got = $path->query( self::$owner, self::query( $filter + array( 'q' => '555', 'page' => $page ) ) );
					$this->assertSame( array_slice( $alone, ( $page - 1 ) * 4, 4 ), array_map( 'intval', array_column( $got['items'], 'id' ) ), "page {$page}: {$label}" );
					$this->assertSame( count( $alone ), $got['total'], "total: {$label}" );
				}
			}
		}
		$odd = $this->make_contact( self::$owner, array( 'firstName' => 'Nophone' ) );
		foreach ( $paths as $n => $path ) {
			$ids = $path->query_ids( self::$owner, self::query( array( 'q' => '555' ) ) );
			$this->assertNotContains( $odd, $ids, "path {$n}" );
			$this->assertCount( 60, $ids, "path {$n}" );
		}
	}

	/**
	 * A short term most contacts match ("qz": 40 of 48), with column filters and no category, is answered as every
	 * contact less those its lists leave out (List_Orders::select_absent()), and the pages near either end of a rarer
	 * one's ("ha": 8) by contact id (List_Orders::select_bits()): every page, order and total is the SQL path's, with
	 * the other member's contacts between the member's ids and a deleted contact among them, whether the planner
	 * reaches them from its sets (every source over a cap of three) or from its sources (a cap of a hundred).
	 */
	public function test_a_search_most_contacts_match_is_every_contact_less_the_ones_it_leaves_out(): void {
		$ids = array();
		for ( $i = 0; $i < 48; $i++ ) {
			$ids[] = $this->make_contact(
				self::$owner,
				array(
					'firstName' => self::FIRST[ $i % count( self::FIRST ) ],
					'lastName'  => self::LAST[ ( $i * 5 ) % count( self::LAST ) ],
					'company'   => 0 === $i % 6 ? 'Harbour' : 'Qz Works',
				),
				array( 'PRISM', 'Google', 'LinkedIn' )[ $i % 3 ]
			);
			if ( 0 === $i % 7 ) {
				$this->make_contact( self::$other, array( 'firstName' => 'Other', 'company' => 'Qz Works' ) );
			}
		}
		foreach ( $ids as $i => $id ) {
			if ( 0 === $i % 4 ) {
				$this->place( self::$owner, $id, $i % 6, 0 === $i % 8 );
			}
			if ( 0 !== $i % 3 ) {
				Db::update_row( \Prism\Schema\Schema::table( 'contacts' ), self::$owner, $id, array( 'last_contacted' => '2026-0' . ( 1 + $i % 4 ) . '-15' ) );
			}
		}
		\Prism\Data\List_Orders::changed( self::$owner );
		( new \Prism\Service\Contact_Service() )->delete_many( self::$owner, array( $ids[5] ) );
		$this->assertSame( 39, ( new Search_Index() )->plan( self::$owner, 'qz' )['size'] );
		$this->make_category( self::$owner, 'Many', array_filter( $ids, static fn( $id, $i ) => 0 !== $i % 5, ARRAY_FILTER_USE_BOTH ) );
		$this->make_category( self::$owner, 'Half', array_filter( $ids, static fn( $id, $i ) => 0 === $i % 2, ARRAY_FILTER_USE_BOTH ) );

		$filters  = array(
			array(),
			array( 'notContacted' => 90 ),
			array( 'process' => array( 'Active' ) ),
			array( 'process' => array( 'Inactive' ) ),
			array( 'stage' => array( 2 ) ),
			array( 'source' => array( 'Google' ) ),
			array(
				'notContacted' => 60,
				'source'       => array( 'LinkedIn', 'PRISM' ),
			),
			array( 'category' => array( 'Many' ) ),
			array(
				'category'     => array( 'Many', 'Half' ),
				'notContacted' => 90,
			),
		);
		$sql_path = new Contact_List_Query( 0 );
		// Every source over a cap of three: the sets, ended on the packed orders from two contacts; and any source read.
		$planners = array(
			'sets'    => new Contact_List_Query( 3, 1, 2 ),
			'sources' => new Contact_List_Query( 100, 1, 2 ),
			// With no page walked for by contact id, as a middle page of a large network is answered.
			'no bits' => new Contact_List_Query( 3, 1, 2, bits_walk: 0 ),
		);
		$planner  = $planners['no bits'];
		$sources  = array();
		foreach ( array( 'qz', 'ha' ) as $q ) {
			foreach ( Contact_Query::ORDERS as $order ) {
				foreach ( $filters as $filter ) {
					$args  = $filter + compact( 'q', 'order' );
					$every = $sql_path->query_ids( self::$owner, self::query( $args ) );
					foreach ( $planners as $name => $candidate ) {
						$this->assertSame( $every, $candidate->query_ids( self::$owner, self::query( $args ) ), "every id, {$name}: " . wp_json_encode( $args ) );
						for ( $page = 1; $page <= (int) ceil( count( $every ) / 4 ) + 1; $page++ ) {
							$label = $name . ' ' . wp_json_encode( $args + compact( 'page' ) );
							$want  = $sql_path->query( self::$owner, self::query( $args + compact( 'page' ) ) );
							$got   = $candidate->query( self::$owner, self::query( $args + compact( 'page' ) ) );
							$this->assertSame( array_column( $want['items'], 'id' ), array_column( $got['items'], 'id' ), "page: {$label}" );
							$this->assertSame( $want['total'], $got['total'], "total: {$label}" );
							$sources[ $q ][ (string) $candidate->last_source ] = true;
						}
					}
				}
			}
		}
		$this->assertArrayHasKey( 'absent', $sources['qz'], 'a term most contacts match: every contact less the ones it leaves out' );
		$this->assertArrayHasKey( 'reach out+absent', $sources['qz'], 'and so in the order by the day to reach out by' );
		// A plain search's every id (select-all) too; its pages from the 1,000th contact on, which this network has not.
		$every = $sql_path->query_ids( self::$owner, self::query( array( 'q' => 'qz' ) ) );
		$this->assertCount( 39, $every );
		$this->assertSame( $every, $planner->query_ids( self::$owner, self::query( array( 'q' => 'qz' ) ) ) );
		$this->assertSame( 'index+absent', $planner->last_source );
		$this->assertArrayNotHasKey( 'absent', $sources['ha'], 'a term few contacts match: its own set' );
		$this->assertArrayHasKey( 'bits', $sources['ha'], 'a rarer term\'s pages near either end: by contact id' );
		$this->assertArrayHasKey( 'bits', $sources['qz'], 'and a common one\'s, with a filter that leaves few' );
		// A plain search's page deep in its matches (from the walk's threshold on: the second page here), by contact id.
		foreach ( array( 'qz', 'ha' ) as $q ) {
			foreach ( array( 'name_asc', 'name_desc', 'recent' ) as $order ) {
				$args = array( 'q' => $q, 'order' => $order, 'page' => 2 );
				$want = $sql_path->query( self::$owner, self::query( $args ) );
				$got  = $planners['sets']->query( self::$owner, self::query( $args ) );
				$this->assertSame( array_column( $want['items'], 'id' ), array_column( $got['items'], 'id' ), 'deep page: ' . wp_json_encode( $args ) );
				$this->assertSame( 'bits', $planners['sets']->last_source, 'deep page by contact id: ' . wp_json_encode( $args ) );
			}
		}

		// A category's bitmaps are kept until its contacts change: linked, unlinked, deleted.
		$categories = new \Prism\Data\Category_Repository();
		$many       = (int) $categories->find_by_name( self::$owner, 'Many' );
		$query      = self::query(
			array(
				'q'        => 'qz',
				'category' => array( 'Many' ),
			)
		);
		$writes     = array(
			'linked'   => static fn() => $categories->attach( self::$owner, $many, array( $ids[0], $ids[10] ) ),
			'unlinked' => static fn() => $categories->detach( self::$owner, $many, array( $ids[1], $ids[2], $ids[3] ) ),
			'deleted'  => static fn() => $categories->delete( self::$owner, (int) $categories->find_by_name( self::$owner, 'Half' ) ),
		);
		foreach ( $writes as $write => $change ) {
			$planners['sources']->query( self::$owner, $query );
			$change();
			foreach ( array( $query, self::query( array( 'q' => 'qz', 'category' => array( 'Many', 'Half' ) ) ) ) as $asked ) {
				$want = $sql_path->query( self::$owner, $asked );
				$got  = $planners['sources']->query( self::$owner, $asked );
				$this->assertSame( array_column( $want['items'], 'id' ), array_column( $got['items'], 'id' ), "page after the category's contacts were {$write}" );
				$this->assertSame( $want['total'], $got['total'], "total after the category's contacts were {$write}" );
			}
		}

		// Archived contacts (some that match "qz", some that do not) are not among the ones it leaves out: the pages
		// are what the SQL path answered before, less them.
		$asked = array();
		foreach ( $filters as $filter ) {
			$args                           = $filter + array( 'q' => 'qz' );
			$asked[ wp_json_encode( $args ) ] = array( $args, $sql_path->query_ids( self::$owner, self::query( $args ) ) );
		}
		$archived = array( $ids[1], $ids[6], $ids[12], $ids[13], $ids[30], $ids[47] );
		foreach ( $archived as $id ) {
			( new \Prism\Service\Contact_Service() )->set_state( self::$owner, $id, true, null );
		}
		$sources = array();
		foreach ( $asked as $label => list( $args, $before ) ) {
			$want = array_values( array_diff( $before, $archived ) );
			foreach ( $planners + array( 'sql' => $sql_path ) as $name => $candidate ) {
				$this->assertSame( $want, $candidate->query_ids( self::$owner, self::query( $args ) ), "archived left out, every id, {$name}: {$label}" );
				for ( $page = 1; $page <= (int) ceil( count( $want ) / 4 ) + 1; $page++ ) {
					$got = $candidate->query( self::$owner, self::query( $args + compact( 'page' ) ) );
					$this->assertSame( array_slice( $want, ( $page - 1 ) * 4, 4 ), array_map( 'intval', array_column( $got['items'], 'id' ) ), "archived left out, page {$page}, {$name}: {$label}" );
					$this->assertSame( count( $want ), $got['total'], "archived left out, total, {$name}: {$label}" );
					$sources[ (string) $candidate->last_source ] = true;
				}
			}
		}
		$this->assertArrayHasKey( 'absent', $sources, 'with archived contacts, every contact less the ones a term leaves out' );
		$this->assertArrayHasKey( 'bits', $sources, 'and by contact id' );
	}

	public function test_the_most_selective_source_is_read(): void {
		$categories = $this->make_network();
		$planner    = new Contact_List_Query();

		$planner->query( self::$owner, self::query( array( 'q' => 'a', 'category' => array( 'Small' ) ) ) );
		$this->assertSame( 'category:' . $categories['Small'], $planner->last_source, 'a common letter within a small category reads the category' );

		$planner->query( self::$owner, self::query( array( 'q' => 'meetup', 'category' => array( 'Big' ) ) ) );
		$this->assertSame( 'search', $planner->last_source, 'a rare term within a big category reads the term\'s list' );

		$planner->query( self::$owner, self::query( array( 'q' => 'a', 'stage' => array( 3 ), 'status' => array( 'In Progress' ) ) ) );
		$this->assertSame( 'position', $planner->last_source, 'a common letter at one stage reads that stage' );

		$planner->query( self::$owner, self::query( array( 'q' => 'a' ) ) );
		$this->assertSame( 'index', $planner->last_source, 'a plain search is the search index\'s alone' );

		$planner->query( self::$owner, self::query( array( 'category' => array( 'Small' ) ) ) );
		$this->assertNull( $planner->last_source, 'no search: the SQL path' );

		$small_cap = new Contact_List_Query( 3 );
		$small_cap->query( self::$owner, self::query( array( 'q' => 'har', 'category' => array( 'Small' ) ) ) );
		$this->assertSame( 'sets', $small_cap->last_source, 'every source over the cap, a term its lists name exactly: sets of ids' );
		$small_cap->query( self::$owner, self::query( array( 'q' => 'a', 'category' => array( 'Small' ) ) ) );
		$this->assertNull( $small_cap->last_source, 'a term every contact matches ("a", in every email) is no condition: the category alone, by SQL' );
		$small_cap->query( self::$owner, self::query( array( 'q' => 'acme', 'category' => array( 'Small' ) ) ) );
		$this->assertNull( $small_cap->last_source, 'every source over the cap, a longer term: the SQL path' );
	}

	public function test_a_common_term_within_a_tiny_category_checks_the_few_texts_instead_of_reading_its_list(): void {
		$this->make_network();
		// "e" is in every email of the network (example.test); Bob has no email and no "e" anywhere.
		$bob  = $this->make_contact( self::$owner, array( 'firstName' => 'Bob' ) );
		$tiny = $this->make_category( self::$owner, 'Tiny', array( $bob ) );
		$this->assertGreaterThan( 32, ( new Search_Index() )->plan( self::$owner, 'e' )['size'], 'the list is too long to read for one contact' );

		$planner = new Contact_List_Query();
		$found   = $planner->query( self::$owner, self::query( array( 'q' => 'e', 'category' => array( 'Tiny' ) ) ) );
		$this->assertSame( 'category:' . $tiny, $planner->last_source );
		$this->assertSame( array(), $found['items'], 'Bob has no "e": his text was checked' );
		$this->assertSame( 0, $found['total'] );
		$this->assertSame( array(), $planner->query_ids( self::$owner, self::query( array( 'q' => 'e', 'category' => array( 'Tiny' ) ) ) ) );
		// With a contact who has one, that contact alone.
		$ann = $this->make_contact( self::$owner, array( 'firstName' => 'Ann', 'emailOne' => 'ann@example.test' ) );
		$this->make_category( self::$owner, 'Tiny', array( $ann ) );
		$found = $planner->query( self::$owner, self::query( array( 'q' => 'e', 'category' => array( 'Tiny' ) ) ) );
		$this->assertSame( array( $ann ), array_map( 'intval', array_column( $found['items'], 'id' ) ) );
	}

	public function test_a_search_that_matches_nobody_ends_at_once(): void {
		$this->make_network();
		$planner = new Contact_List_Query();
		$found   = $planner->query( self::$owner, self::query( array( 'q' => 'zz', 'category' => array( 'Big' ) ) ) );
		$this->assertSame( 0, $found['total'] );
		$this->assertSame( 'search', $planner->last_source );
		$this->assertSame( 0, ( new Search_Index() )->plan( self::$owner, 'zz' )['size'] );
	}

	public function test_on_mariadb_the_list_sorts_without_reading_each_row_twice(): void {
		global $wpdb;
		if ( Db::is_sqlite() ) {
			$this->markTestSkipped( 'A MariaDB session setting; SQLite has none.' );
		}
		$this->make_network();
		$wpdb->query( 'SET SESSION max_length_for_sort_data = 1024' );
		$found = ( new Contact_List_Query() )->query( self::$owner, self::query( array( 'q' => 'son', 'stage' => array( 2 ) ) ) );
		$this->assertIsInt( $found['total'] );
		// The list's sort key is wider than MariaDB's default 1,024 bytes: left there, each sort re-reads its rows.
		$this->assertSame( '8192', (string) $wpdb->get_var( 'SELECT @@SESSION.max_length_for_sort_data' ) );
	}
}

<?php
/**
 * The contact list query: one page of a member's contacts filtered, searched and sorted, its exact total, every
 * matching id (select-all), and the stage counts. Reads only; returns contact rows as stored (the REST answer
 * is shaped by Rest\Contacts_Controller). Filters combine with AND; within one group every value must match.
 *
 * @package Prism
 */

namespace Prism\Data;

use Prism\Domain\Contact_Identity;
use Prism\Domain\Contact_Query;
use Prism\Domain\Networking_Stages;
use Prism\Schema\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * Contact list reads.
 */
final class Contact_List_Query {

	/**
	 * A search combined with other filters reads the contacts of its most selective source (the search's list, a
	 * category, or a stage) when that source holds at most this many; beyond it the query walks the name index.
	 */
	private const DRIVER_CAP = 5000;

	/**
	 * Another source is read whole and intersected when it holds at most this many times the candidates so far;
	 * beyond, it is probed once per candidate (on SQLite, reading an index is several times cheaper per entry than probing it).
	 */
	private const SCAN_RATIO = 4;

	/**
	 * Largest source worth reading whole.
	 *
	 * @var int
	 */
	private int $driver_cap;

	/**
	 * Which path answered the last search: 'search', 'category:<id>' or 'position' (read from that source),
	 * 'index' (the search index alone), or null (the SQL path). For tests and the benchmark's curiosity.
	 *
	 * @var string|null
	 */
	public ?string $last_source = null;

	/**
	 * Sets the source cap.
	 *
	 * @param int $driver_cap Largest source read whole; 0 never reads one (tests compare with the name-index path).
	 */
	public function __construct( int $driver_cap = self::DRIVER_CAP ) {
		$this->driver_cap = max( 0, $driver_cap );
	}

	/**
	 * One page of the filtered, sorted list, and the total number of matches.
	 *
	 * @param int           $owner_id Member.
	 * @param Contact_Query $query    Filters, sort, page.
	 * @return array{items: array<int, array<string, mixed>>, total: int} Contact rows and the number of matches.
	 */
	public function query( int $owner_id, Contact_Query $query ): array {
		global $wpdb;
		$this->last_source = null;
		Db::roomy_sorts();
		$found = $this->is_plain_search( $query ) ? $this->plain_search( $owner_id, $query, false ) : $this->filtered_search( $owner_id, $query, false );
		if ( null !== $found ) {
			return array(
				'items' => ( new Contact_Repository() )->find_many( $owner_id, $found['ids'] ),
				'total' => $found['total'],
			);
		}
		$where = $this->where( $owner_id, $query );
		if ( null === $where ) {
			return array(
				'items' => array(),
				'total' => 0,
			);
		}
		$table              = Schema::table( 'contacts' );
		list( $sql, $args ) = $where;
		$order              = $this->order_by( $query->order );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- built from whitelisted fragments with placeholders.
		// On MariaDB/MySQL, walking the name index and stopping at the page beats joining every match and sorting
		// them (a 2,000-contact category: 0.5 ms against 15 ms); the optimizer does not see it by itself. SQLite
		// finds that plan unaided (and its integration has no index hints).
		$hint = ! Db::is_sqlite() && 'recent' !== $query->order ? 'FORCE INDEX (owner_sort_id)' : '';
		$rows = Db::select( Db::positional( "SELECT c.* FROM {$table} c {$hint} WHERE {$sql} ORDER BY {$order} LIMIT %d OFFSET %d" ), array_merge( $args, array( $query->per_page, $query->offset() ) ) );
		// A first page that is not full holds every match: no second pass over the table to count them.
		if ( 0 === $query->offset() && count( $rows ) < $query->per_page ) {
			$total = count( $rows );
		} else {
			$total = $this->count_one_category( $owner_id, $query )
				?? (int) ( Db::column( Db::positional( "SELECT COUNT(*) FROM {$table} c WHERE {$sql}" ), $args )[0] ?? 0 );
		}
		// phpcs:enable
		return array(
			'items' => $rows,
			'total' => $total,
		);
	}

	/**
	 * Ids of every contact that matches the query (all pages), in list order: select-all selects these.
	 *
	 * @param int           $owner_id Member.
	 * @param Contact_Query $query    Filters and sort; the page is ignored.
	 * @return int[]
	 */
	public function query_ids( int $owner_id, Contact_Query $query ): array {
		global $wpdb;
		$this->last_source = null;
		Db::roomy_sorts();
		$found = $this->is_plain_search( $query ) ? $this->plain_search( $owner_id, $query, true ) : $this->filtered_search( $owner_id, $query, true );
		if ( null !== $found ) {
			return $found['ids'];
		}
		$where = $this->where( $owner_id, $query );
		if ( null === $where ) {
			return array();
		}
		$table              = Schema::table( 'contacts' );
		list( $sql, $args ) = $where;
		$order              = $this->order_by( $query->order );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- built from whitelisted fragments with placeholders.
		return array_map( 'intval', Db::column( Db::positional( "SELECT c.id FROM {$table} c WHERE {$sql} ORDER BY {$order}" ), $args ) );
	}

	/**
	 * Counts per stage and status, plus Active and Inactive totals.
	 *
	 * @param int $owner_id Member.
	 * @return array{active: int, inactive: int, stages: array<int, array{inProgress: int, complete: int}>}
	 */
	public function stage_counts( int $owner_id ): array {
		$table  = Schema::table( 'contacts' );
		$rows   = Db::select( "SELECT networking_stage AS stage, networking_status AS status, COUNT(*) AS n FROM {$table} WHERE owner_id = ? GROUP BY networking_stage, networking_status", array( $owner_id ) );
		$counts = array(
			'active'   => 0,
			'inactive' => 0,
			'stages'   => array_fill(
				0,
				count( Networking_Stages::NAMES ),
				array(
					'inProgress' => 0,
					'complete'   => 0,
				)
			),
		);
		foreach ( $rows as $row ) {
			$stage = (int) $row['stage'];
			$n     = (int) $row['n'];
			if ( $stage < 0 || ! isset( $counts['stages'][ $stage ] ) ) {
				$counts['inactive'] += $n;
				continue;
			}
			$counts['active']                   += $n;
			$key                                 = Networking_Stages::COMPLETE === $row['status'] ? 'complete' : 'inProgress';
			$counts['stages'][ $stage ][ $key ] += $n;
		}
		return $counts;
	}

	/**
	 * WHERE clause and its arguments for a query, or null when it cannot match anything (an unknown category).
	 *
	 * @param int           $owner_id Member.
	 * @param Contact_Query $query    Query.
	 * @return array{0: string, 1: array<int, mixed>}|null
	 */
	private function where( int $owner_id, Contact_Query $query ): ?array {
		global $wpdb;
		$sql  = array( 'c.owner_id = %d' );
		$args = array( $owner_id );

		$search = trim( $query->search );
		if ( '' !== $search ) {
			list( $from, $match, $match_args ) = ( new Search_Index() )->matching( $owner_id, $search );
			$sql[]                             = "c.id IN (SELECT s.contact_id FROM {$from} WHERE {$match})";
			$args                              = array_merge( $args, $match_args );
		}

		if ( $query->categories ) {
			$category_ids = ( new Category_Repository() )->ids_by_names( $owner_id, $query->categories );
			if ( count( $category_ids ) !== count( array_unique( array_map( array( Contact_Identity::class, 'text_key' ), $query->categories ) ) ) ) {
				return null;
			}
			$links = Schema::table( 'contact_categories' );
			foreach ( $category_ids as $category_id ) {
				// An uncorrelated IN list reads the category's links once through (owner_id, category_id, ...);
				// a correlated EXISTS probed the links once per contact.
				$sql[]  = "c.id IN (SELECT cc.contact_id FROM {$links} cc WHERE cc.owner_id = %d AND cc.category_id = %d)";
				$args[] = $owner_id;
				$args[] = $category_id;
			}
		}

		foreach ( $query->sources as $source ) {
			$sql[]  = 'c.import_source LIKE %s';
			$args[] = '%' . $wpdb->esc_like( $source ) . '%';
		}

		$position = $this->position_sql( $query );
		if ( null !== $position ) {
			$sql[] = $position[0];
			$args  = array_merge( $args, $position[1] );
		}

		return array( implode( ' AND ', $sql ), $args );
	}

	/**
	 * Whether the query is a search (or nothing) in name order with no other filter: the search table alone,
	 * walked in name order, answers it.
	 *
	 * @param Contact_Query $query Query.
	 */
	private function is_plain_search( Contact_Query $query ): bool {
		return '' !== trim( $query->search ) && 'recent' !== $query->order
			&& ! $query->categories && ! $query->sources && ! $query->processes && ! $query->stages && ! $query->statuses;
	}

	/**
	 * A plain search, answered by the search index alone: the page's ids in name order (or every id), and the total.
	 *
	 * @param int           $owner_id Member.
	 * @param Contact_Query $query    Query (is_plain_search()).
	 * @param bool          $all      Every matching id instead of one page.
	 * @return array{ids: int[], total: int}
	 */
	private function plain_search( int $owner_id, Contact_Query $query, bool $all ): array {
		$this->last_source = 'index';
		return ( new Search_Index() )->find(
			$owner_id,
			trim( $query->search ),
			'name_desc' === $query->order ? 'DESC' : 'ASC',
			$all ? 0 : $query->per_page,
			$all ? 0 : $query->offset()
		);
	}

	/**
	 * A search combined with other filters, answered from its most selective source: the search's list (exact for
	 * a term of up to three bytes), one of the categories' links, or the contacts at the chosen stage and status,
	 * whichever holds the fewest contacts. Its contacts are read from a covering index, each other source is
	 * checked by primary key, and only the survivors' rows are read, to check what no list answers and to put them
	 * in list order: the page is a slice of them and the total is exact. Null when the query has no search, or when every source is larger than the cap (the caller then
	 * uses the SQL path that walks the name index).
	 *
	 * @param int           $owner_id Member.
	 * @param Contact_Query $query    Query with a search and at least one other filter, or the recent order.
	 * @param bool          $all      Every matching id instead of one page.
	 * @return array{ids: int[], total: int}|null
	 */
	private function filtered_search( int $owner_id, Contact_Query $query, bool $all ): ?array {
		$search = trim( $query->search );
		if ( '' === $search ) {
			return null;
		}
		$none = array(
			'ids'   => array(),
			'total' => 0,
		);
		// Within a group every value must match, and a contact has one stage, one status, active or not.
		if ( count( array_unique( $query->stages ) ) > 1 || count( array_unique( $query->statuses ) ) > 1 || count( array_unique( $query->processes ) ) > 1 ) {
			return $none;
		}
		$category_ids = array();
		if ( $query->categories ) {
			$category_ids = ( new Category_Repository() )->ids_by_names( $owner_id, $query->categories );
			if ( count( $category_ids ) !== count( array_unique( array_map( array( Contact_Identity::class, 'text_key' ), $query->categories ) ) ) ) {
				return $none;
			}
		}
		// The filters' sizes first (cheap); the search's lists are then counted no further than the smallest of them.
		$sources = array();
		foreach ( $this->category_sizes( $owner_id, $category_ids ) as $category_id => $size ) {
			$sources[ 'category:' . $category_id ] = $size;
		}
		$position = $this->position_sql( $query );
		if ( null !== $position ) {
			$sources['position'] = $this->position_size( $owner_id, $position );
		}
		$enough = $sources ? min( $sources ) + 1 : null;
		$plan   = ( new Search_Index() )->plan( $owner_id, $search, $enough );
		if ( null !== $plan ) {
			$sources['search'] = $plan['size'];
		}
		if ( ! $sources ) {
			return null;
		}
		asort( $sources );
		$driver = (string) array_key_first( $sources );
		if ( 0 === $this->driver_cap || $sources[ $driver ] > $this->driver_cap ) {
			return null;
		}
		$this->last_source = $driver;
		if ( 0 === $sources[ $driver ] ) {
			return $none;
		}

		$contacts = Schema::table( 'contacts' );
		$links    = Schema::table( 'contact_categories' );
		$joins    = array();
		$where    = array();
		$probed   = array();
		if ( Db::is_sqlite() ) {
			// SQLite (through its own connection) reads an index faster than it probes it: the smallest source's
			// contacts are read, and narrowed by each other source that is not much larger, read the same way and
			// intersected here. Larger sources are probed by key in the statement below, which reads the rows of the
			// candidates alone (by id: SQLite's fastest path).
			$ids = $this->source_ids( $owner_id, $driver, $plan, $position );
			foreach ( $sources as $source => $size ) {
				if ( $source === $driver || ( 'search' === $source && ! $plan['exact'] ) ) {
					continue;
				}
				if ( $ids && $size <= self::SCAN_RATIO * count( $ids ) ) {
					$ids = array_intersect_key( $ids, $this->source_ids( $owner_id, $source, $plan, $position ) );
				} else {
					$probed[] = $source;
				}
			}
			if ( ! $ids ) {
				return $none;
			}
			$from    = "{$contacts} c";
			$id      = 'c.id';
			$where[] = array( 'c.id IN (' . implode( ',', array_keys( $ids ) ) . ') AND +c.owner_id = %d', array( $owner_id ) );
		} else {
			// MariaDB/MySQL probe faster than they hand rows to PHP: one statement, in the order written
			// (STRAIGHT_JOIN), reads the smallest source from its covering index, probes every other source by key,
			// and only then reads the rows of the contacts that passed.
			list( $from, $id, $driver_where ) = $this->driver_sql( $owner_id, $driver, $plan, $position );
			$where[]                          = $driver_where;
			$probed                           = array_values( array_diff( array_keys( $sources ), array( $driver ) ) );
		}

		// The larger sources, probed by key; what no list answers (the text of a longer term, or before the lists
		// exist; the import sources), checked on each contact that passed; then the order.
		foreach ( $probed as $n => $source ) {
			if ( 'position' === $source ) {
				$where[] = $position;
			} elseif ( 'search' !== $source ) {
				$joins[] = array( "CROSS JOIN {$links} l{$n} ON l{$n}.contact_id = {$id} AND l{$n}.category_id = %d", array( (int) substr( $source, strlen( 'category:' ) ) ) );
			}
		}
		if ( 'c.id' !== $id ) {
			// The contact's row, read once every probe has passed.
			$joins[] = array( "CROSS JOIN {$contacts} c ON c.id = {$id}", array() );
			$where[] = array( '+c.owner_id = %d', array( $owner_id ) );
		}
		foreach ( array_unique( $query->sources ) as $source ) {
			$where[] = array( 'c.import_source LIKE %s', array( '%' . $GLOBALS['wpdb']->esc_like( $source ) . '%' ) );
		}
		// A search that did not narrow the candidates by its exact list (a longer term, no lists yet, or a list larger
		// than another source, probed) is checked on each candidate's text: the same contacts as its list.
		if ( null === $plan || ! $plan['exact'] || in_array( 'search', $probed, true ) ) {
			$joins[] = array( 'CROSS JOIN ' . Schema::table( 'contact_search' ) . " s ON s.owner_id = %d AND s.contact_id = {$id}", array( $owner_id ) );
			$where[] = Search_Index::match_sql( null === $plan ? Search_Index::terms( $search ) : $plan['terms'] );
		}
		$order  = $this->order_by( $query->order );
		$select = 'c.id';
		if ( Db::is_sqlite() ) {
			// An order SQLite cannot read off an index: left to itself, it walked the member's whole name index to
			// avoid sorting a few hundred contacts.
			$order = (string) preg_replace( '/\bc\./', '+c.', $order );
		} else {
			$select = 'STRAIGHT_JOIN c.id';
		}
		$args = array();
		foreach ( array_merge( $joins, $where ) as $part ) {
			$args = array_merge( $args, $part[1] );
		}
		$sql = Db::positional( "SELECT {$select} FROM {$from} " . implode( ' ', array_column( $joins, 0 ) ) . ' WHERE ' . implode( ' AND ', array_column( $where, 0 ) ) . " ORDER BY {$order}" );
		$ids = array_values( array_unique( array_map( 'intval', Db::column( $sql, $args ) ) ) );
		return array(
			'ids'   => $all ? $ids : array_slice( $ids, $query->offset(), $query->per_page ),
			'total' => count( $ids ),
		);
	}

	/**
	 * The contacts of one source, as a set (id => true), read from its covering index: the search's lists, a
	 * category's links, or the contacts at a position.
	 *
	 * @param int                                                               $owner_id Member.
	 * @param string                                                            $source   'search', 'category:<id>' or 'position'.
	 * @param array{terms: string[], grams: int[], size: int, exact: bool}|null $plan     The search's plan.
	 * @param array{0: string, 1: array<int, int|string>}|null                  $position position_sql().
	 * @return array<int, true>
	 */
	private function source_ids( int $owner_id, string $source, ?array $plan, ?array $position ): array {
		if ( 'search' === $source && null !== $plan ) {
			return ( new Search_Index() )->list_ids( $owner_id, $plan['grams'] );
		}
		list( $from, $id, $where ) = $this->driver_sql( $owner_id, $source, $plan, $position );
		return array_fill_keys( array_map( 'intval', Db::column( Db::positional( "SELECT {$id} FROM {$from} WHERE {$where[0]}" ), $where[1] ) ), true );
	}

	/**
	 * A source as the first table of a statement: its FROM (with alias), the expression of a contact's id, and its
	 * condition with arguments.
	 *
	 * @param int                                                               $owner_id Member.
	 * @param string                                                            $source   'search', 'category:<id>' or 'position'.
	 * @param array{terms: string[], grams: int[], size: int, exact: bool}|null $plan     The search's plan.
	 * @param array{0: string, 1: array<int, int|string>}|null                  $position position_sql().
	 * @return array{0: string, 1: string, 2: array{0: string, 1: array<int, int|string>}}
	 */
	private function driver_sql( int $owner_id, string $source, ?array $plan, ?array $position ): array {
		if ( 'search' === $source && null !== $plan ) {
			// The lists, decoded: their contacts by id (integers from the lists, written as they are).
			$ids = array_keys( ( new Search_Index() )->list_ids( $owner_id, $plan['grams'] ) );
			return array(
				Schema::table( 'contacts' ) . ' c',
				'c.id',
				array( 'c.id IN (' . ( $ids ? implode( ',', array_map( 'intval', $ids ) ) : '0' ) . ') AND +c.owner_id = %d', array( $owner_id ) ),
			);
		}
		if ( 'position' === $source && null !== $position ) {
			return array(
				Schema::table( 'contacts' ) . ' c',
				'c.id',
				array( "c.owner_id = %d AND {$position[0]}", array_merge( array( $owner_id ), $position[1] ) ),
			);
		}
		return array(
			Schema::table( 'contact_categories' ) . ' d',
			'd.contact_id',
			array( 'd.owner_id = %d AND d.category_id = %d', array( $owner_id, (int) substr( $source, strlen( 'category:' ) ) ) ),
		);
	}

	/**
	 * How many contacts carry each category.
	 *
	 * @param int   $owner_id     Member.
	 * @param int[] $category_ids The member's categories.
	 * @return array<int, int> Category id => contacts.
	 */
	private function category_sizes( int $owner_id, array $category_ids ): array {
		if ( ! $category_ids ) {
			return array();
		}
		$links = Schema::table( 'contact_categories' );
		$sizes = array();
		foreach ( $category_ids as $category_id ) {
			$sizes[ $category_id ] = (int) ( Db::column( "SELECT COUNT(*) FROM {$links} WHERE owner_id = ? AND category_id = ?", array( $owner_id, $category_id ) )[0] ?? 0 );
		}
		return $sizes;
	}

	/**
	 * The condition on the contact row (alias c) for the stage, status and process filters, with its arguments, or
	 * null when none is set. Served by the (owner_id, networking_stage, networking_status) index.
	 *
	 * @param Contact_Query $query Query (at most one value per group).
	 * @return array{0: string, 1: array<int, int|string>}|null
	 */
	private function position_sql( Contact_Query $query ): ?array {
		$sql  = array();
		$args = array();
		foreach ( array_unique( $query->processes ) as $process ) {
			$sql[] = 'Active' === $process ? 'c.networking_stage >= 0' : 'c.networking_stage < 0';
		}
		foreach ( array_unique( $query->stages ) as $stage ) {
			$sql[]  = 'c.networking_stage = %d';
			$args[] = (int) $stage;
		}
		foreach ( array_unique( $query->statuses ) as $status ) {
			$sql[]  = 'c.networking_status = %s';
			$args[] = $status;
		}
		return $sql ? array( implode( ' AND ', $sql ), $args ) : null;
	}

	/**
	 * How many of the member's contacts meet a position condition.
	 *
	 * @param int                                         $owner_id Member.
	 * @param array{0: string, 1: array<int, int|string>} $position position_sql().
	 */
	private function position_size( int $owner_id, array $position ): int {
		$contacts = Schema::table( 'contacts' );
		return (int) ( Db::column( Db::positional( "SELECT COUNT(*) FROM {$contacts} c WHERE c.owner_id = %d AND {$position[0]}" ), array_merge( array( $owner_id ), $position[1] ) )[0] ?? 0 );
	}

	/**
	 * The total of a list filtered by one category and nothing else, read from the category's links alone (every
	 * link belongs to one of the member's contacts), or null for any other query.
	 *
	 * @param int           $owner_id Member.
	 * @param Contact_Query $query    Query.
	 */
	private function count_one_category( int $owner_id, Contact_Query $query ): ?int {
		global $wpdb;
		if ( 1 !== count( array_unique( $query->categories ) ) || '' !== trim( $query->search )
			|| $query->sources || $query->processes || $query->stages || $query->statuses ) {
			return null;
		}
		$ids = ( new Category_Repository() )->ids_by_names( $owner_id, $query->categories );
		if ( 1 !== count( $ids ) ) {
			return null;
		}
		$links = Schema::table( 'contact_categories' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		return (int) ( Db::column( "SELECT COUNT(*) FROM {$links} WHERE owner_id = ? AND category_id = ?", array( $owner_id, $ids[0] ) )[0] ?? 0 );
	}

	/**
	 * ORDER BY for a whitelisted sort.
	 *
	 * @param string $order One of Contact_Query::ORDERS.
	 */
	private function order_by( string $order ): string {
		switch ( $order ) {
			case 'name_desc':
				return 'c.sort_name DESC, c.id DESC';
			case 'recent':
				return 'c.created_at DESC, c.id DESC';
		}
		return 'c.sort_name ASC, c.id ASC';
	}
}

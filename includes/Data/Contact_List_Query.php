<?php
/**
 * The contact list query: one page of a member's contacts filtered, searched and sorted, its exact total, every
 * matching id (select-all), and the stage counts. Reads only; returns contact rows as stored (the REST answer
 * is shaped by Rest\Contacts_Controller). Filters combine with AND; within one group every value must match.
 *
 * @package Prism
 */

namespace Prism\Data;

use Prism\Domain\Contact_Fields;
use Prism\Domain\Contact_Identity;
use Prism\Domain\Contact_Query;
use Prism\Domain\Page_Walk;
use Prism\Domain\Posting_List;
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
	 * Contacts at a position (stage, status, Active/Inactive) from which SQLite finds a page by name faster by walking
	 * the name index than by sorting them all: a page of 10 then reads about 10 × network ÷ this many rows (300 in a
	 * network of 30,000), where the sort reads them all.
	 */
	private const WALK_POSITION = 1000;

	/**
	 * The search's lists are decoded and intersected when they hold at most this many times the candidates so far;
	 * beyond, each candidate's text is checked. Decoding costs about 0.2 µs a listed contact; checking a candidate's
	 * text and then sorting every match about 7 µs on MariaDB, where an intersected set's page is walked for instead
	 * ("a", in all 30,000 contacts, within a category of 2,099: 10 ms intersected, 16 ms checked; within a category of
	 * nine, nine texts checked rather than 30,000 ids decoded).
	 */
	private const SEARCH_RATIO = 32;

	/**
	 * A set larger than this whose page is walked for is walked here (walk_here()), not given to the database as a
	 * list of ids.
	 */
	private const LISTED_WALK = 1000;

	/**
	 * Most Keep in touch contacts (its filter's, with a search or categories) found by naming them in a statement;
	 * more are found on the packed orders (reach_out_search()). Weighed at 30,000 and 60,000 contacts on SQLite: 413
	 * and 825 due, by name, 0.7 and 1.9 ms named, 0.4 and 0.6 ms on the packed order; 59 and 114 due matching "son",
	 * about the same either way.
	 */
	private const NAMED_MAX = 50;

	/**
	 * On MariaDB/MySQL, a set of more ids than this is paged on the member's packed order (List_Orders: about 2 ms at
	 * 30,000 contacts, whatever the set) rather than sorted by the database (about 13 µs a contact in the list's
	 * collation: "Mary", 763 contacts, 10 ms).
	 */
	private const PACKED_MARIADB = 150;

	/**
	 * Fewest candidates of a filtered search for which the import sources and "not contacted" are read as sets of
	 * ids rather than tested on each candidate's row (a row read costs 2-7 µs, an id of a set about 0.3 µs).
	 */
	private const ROWS_TESTED = 500;

	/** The answer of a query nothing can match: no ids, none in all. */
	private const NONE = array(
		'ids'   => array(),
		'total' => 0,
	);

	/**
	 * On MariaDB, a set of ids larger than this, combined with filters that are columns, is tested against every id the
	 * columns leave on the order's index (set_with_columns()) rather than intersected with the columns' own sets and
	 * handed back as a list.
	 */
	private const COLUMN_SET = 5000;

	/**
	 * Largest source worth reading whole.
	 *
	 * @var int
	 */
	private int $driver_cap;

	/**
	 * Fewest matches whose page may be walked for (page_of()).
	 *
	 * @var int
	 */
	private int $walk_min;

	/**
	 * Largest set of ids combined with column filters that is not tested on the order index (set_with_columns()).
	 *
	 * @var int
	 */
	private int $column_set;

	/**
	 * Whether the packed orders are read.
	 *
	 * @var bool
	 */
	private bool $packed;

	/**
	 * Most places walked for a page by contact id (List_Orders::select_bits()).
	 *
	 * @var int
	 */
	private int $bits_walk;

	/**
	 * Which path answered the last search: 'search', 'category:<id>' or 'position' (read from that source; with
	 * '+order' when the packed orders ended it: packed_search()), 'sets', 'columns', 'set+columns', 'order' (the packed
	 * order alone), 'index' (the search index alone), or null (the SQL path). For tests and the benchmark's curiosity.
	 *
	 * @var string|null
	 */
	public ?string $last_source = null;

	/**
	 * Whether the last query's page was walked for, and from which end: 'start', 'end', or '' (for tests).
	 *
	 * @var string
	 */
	public string $last_walk = '';

	/**
	 * Members' network sizes read by the query running (network_size()).
	 *
	 * @var array<int, int>
	 */
	private array $networks = array();

	/**
	 * The search index this query asks (index()): one per query, so that its plans and the lists it decoded are read
	 * once however many times the query consults them.
	 *
	 * @var Search_Index|null
	 */
	private ?Search_Index $index = null;

	/**
	 * Most Keep in touch matches named in a statement (reach_out_search()).
	 *
	 * @var int
	 */
	private int $named_max;

	/**
	 * The packed list orders this query reads (orders()), one per query like the index.
	 *
	 * @var List_Orders|null
	 */
	private ?List_Orders $orders = null;

	/**
	 * The member's archived contacts (id => true), read once per query: every path of the contact list leaves them
	 * out, and the Archived filter lists them alone.
	 *
	 * @var array<int, true>|null
	 */
	private ?array $archived = null;

	/**
	 * Whether the member has archived contacts at all, when known without their set (one probe per query).
	 *
	 * @var bool|null
	 */
	private ?bool $any_archived = null;

	/**
	 * The categories' contacts read by this query (category_set()): category id => [count, packed ids].
	 *
	 * @var array<int, array{0: int, 1: string}>
	 */
	private array $categories = array();

	/**
	 * Sets the source cap and the walk's threshold.
	 *
	 * @param int  $driver_cap Largest source read whole; 0 never reads one, nor the search index alone (tests compare
	 *                         with the SQL path).
	 * @param int  $walk_min   Fewest matches whose page may be walked for (tests lower it to walk small networks).
	 * @param int  $column_set Largest set tested with column filters otherwise than on the order index (COLUMN_SET;
	 *                         tests lower it).
	 * @param bool $packed     Whether the packed orders are read (List_Orders; tests turn them off to compare the paths
	 *                         taken without them, as inside a transaction).
	 * @param int  $bits_walk  Most places walked for a page by contact id (List_Orders::BITS_WALK; tests set 0 to take
	 *                         the other paths in small networks).
	 * @param int  $named_max  Most Keep in touch matches named in a statement (NAMED_MAX; tests set it to take either
	 *                         path in small networks: reach_out_search()).
	 */
	public function __construct( int $driver_cap = self::DRIVER_CAP, int $walk_min = Page_Walk::MIN, int $column_set = self::COLUMN_SET, bool $packed = true, int $bits_walk = List_Orders::BITS_WALK, int $named_max = self::NAMED_MAX ) {
		$this->driver_cap = max( 0, $driver_cap );
		$this->walk_min   = max( 1, $walk_min );
		$this->column_set = max( 1, $column_set );
		$this->packed     = $packed;
		$this->bits_walk  = max( 0, $bits_walk );
		$this->named_max  = max( 0, $named_max );
	}

	/**
	 * What one query reads once (the member's network sizes, search index, packed orders, archived contacts,
	 * categories) forgotten from the query before, and the session's sorts made roomy.
	 */
	private function begin(): void {
		$this->last_source  = null;
		$this->last_walk    = '';
		$this->networks     = array();
		$this->index        = null;
		$this->orders       = null;
		$this->archived     = null;
		$this->any_archived = null;
		$this->categories   = array();
		Db::roomy_sorts();
	}

	/**
	 * One page of the filtered, sorted list, and the total number of matches.
	 *
	 * @param int           $owner_id Member.
	 * @param Contact_Query $query    Filters, sort, page.
	 * @return array{items: array<int, array<string, mixed>>, total: int} Contact rows and the number of matches.
	 */
	public function query( int $owner_id, Contact_Query $query ): array {
		$this->begin();
		if ( $query->archived ) {
			$found = $this->archived_list( $owner_id, $query, false );
			return array(
				'items' => ( new Contact_Repository() )->find_many( $owner_id, $found['ids'] ),
				'total' => $found['total'],
			);
		}
		$query = $this->without_universal_search( $owner_id, $query );
		$found = null;
		if ( $query->by_reach_out() ) {
			$found = $this->reach_out_search( $owner_id, $query, false );
		} else {
			$found = $this->uses_sets( $owner_id, $query ) ? $this->set_search( $owner_id, $query, false ) : null;
			$found = $found ?? ( $this->is_plain_search( $query ) ? $this->plain_search( $owner_id, $query, false ) : $this->filtered_search( $owner_id, $query, false ) );
			$found = $found ?? ( $this->is_deep_and_unfiltered( $query ) ? $this->orders()->select( $owner_id, $query, null, false ) : null );
		}
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
		$by_name  = in_array( $query->order, array( 'name_asc', 'name_desc' ), true );
		$category = $this->count_one_category( $owner_id, $query );
		// In another order, a category large enough to fill a page soon is walked for too (a category of 2,259, longest
		// ago contacted first: 14 ms sorting its rows, 0.7 ms walking the index); a small one is sorted.
		// By the day to reach out by, its own index is walked: the page is its first entries (within the Keep in touch
		// filter's range, when there is one).
		$walks = $by_name || 'reach_out' === $query->order || ( null !== $category && $category >= $this->walk_min );
		$hint  = ! Db::is_sqlite() && $walks ? 'FORCE INDEX (' . $this->order_index( $query->order ) . ')' : '';
		// The whole list's total is the network's size, kept (counting 30,000 contacts took 7 ms on MariaDB).
		// A stage, status or Active/Inactive alone is counted on the stage index (position_size()).
		$position_only = null !== $this->position_sql( $query ) && '' === trim( $query->search ) && ! $query->categories && ! $query->sources && 0 === $query->not_contacted_days && '' === $query->reach_out;
		$count         = fn(): int => $category
			?? ( 'c.owner_id = %d' . $this->live( $owner_id, 'c.id' ) === $sql ? $this->network_size( $owner_id ) : null )
			?? ( $position_only ? $this->position_size( $owner_id, $query, $this->position_sql( $query ) ) : null )
			?? (int) ( Db::column( Db::positional( "SELECT COUNT(*) FROM {$table} c WHERE {$sql}" ), $args )[0] ?? 0 );
		$offset        = $query->offset();
		// SQLite, left to itself, reads a stage, status or Active/Inactive filter off its index and sorts every contact
		// there (the first page of 20,000 inactive contacts by name: 100 ms). When the filter holds many contacts, the
		// name index is walked instead, and the page found after a few rows; the count still reads the filter's index.
		$position = Db::is_sqlite() && $by_name ? $this->position_sql( $query ) : null;
		if ( null !== $position && $this->position_size( $owner_id, $query, $position ) >= self::WALK_POSITION ) {
			list( $sql ) = $this->where( $owner_id, $query, true ) ?? $where;
		}
		if ( 0 === $offset ) {
			$rows = Db::select( Db::positional( "SELECT c.* FROM {$table} c {$hint} WHERE {$sql} ORDER BY {$order} LIMIT %d OFFSET %d" ), array_merge( $args, array( $query->per_page, $offset ) ) );
			// A first page that is not full holds every match: no second pass over the table to count them.
			$total = count( $rows ) < $query->per_page ? count( $rows ) : $count();
		} else {
			// A deep page costs what it skips (MariaDB's InnoDB reads each skipped row: the last page of 30,000
			// contacts by name took 88 ms; SQLite reads each skipped row that a filter tests: the last page of 20,000
			// inactive contacts took 139 ms). So the rows skipped are read from an index alone where one serves (ids;
			// the page's rows are read whole after), a page past the middle is counted from the other end, in the
			// reverse order, and on MariaDB a stage or status filter walks its own index, where the name index would
			// read every row to test it.
			$total   = $count();
			$reverse = 2 * $offset > $total;
			$limit   = $reverse ? min( $query->per_page, $total - $offset ) : $query->per_page;
			$skip    = $reverse ? max( 0, $total - $offset - $query->per_page ) : $offset;
			// Only a stage (and status) is a prefix of that index in name order; Active or Inactive alone is a range
			// of stages, whose contacts MariaDB then sorted (the last page of 20,000 inactive contacts: 25 ms).
			if ( '' !== $hint && 'reach_out' !== $query->order && $query->stages && $this->position_sql( $query ) ) {
				$hint = 'FORCE INDEX (owner_stage_sort)';
			}
			$ids  = $limit > 0 ? Db::column( Db::positional( "SELECT c.id FROM {$table} c {$hint} WHERE {$sql} ORDER BY " . ( $reverse ? $this->order_by( $query->order, true ) : $order ) . ' LIMIT %d OFFSET %d' ), array_merge( $args, array( $limit, $skip ) ) ) : array();
			$ids  = array_map( 'intval', $ids );
			$rows = ( new Contact_Repository() )->find_many( $owner_id, $reverse ? array_reverse( $ids ) : $ids );
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
		$this->begin();
		if ( $query->archived ) {
			return $this->archived_list( $owner_id, $query, true )['ids'];
		}
		$query = $this->without_universal_search( $owner_id, $query );
		$found = null;
		if ( $query->by_reach_out() ) {
			$found = $this->reach_out_search( $owner_id, $query, true );
		} else {
			$found = $this->uses_sets( $owner_id, $query ) ? $this->set_search( $owner_id, $query, true ) : null;
			$found = $found ?? ( $this->is_plain_search( $query ) ? $this->plain_search( $owner_id, $query, true ) : $this->filtered_search( $owner_id, $query, true ) );
		}
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
		// Off a current packed order when there is one (a byte a contact); else the stage index groups them as they are
		// read. MariaDB, left to choose, read an order index (which holds the stage too, schema v28) and sorted what it
		// counted: 9 → 20 ms at 30,000 contacts.
		$rows = $this->packed ? $this->orders()->kinds( $owner_id ) : null;
		if ( null === $rows ) {
			$table = Schema::table( 'contacts' );
			$hint  = Db::is_sqlite() ? '' : 'FORCE INDEX (owner_stage_sort)';
			$live  = $this->live( $owner_id, 'id' );
			$rows  = Db::select( "SELECT networking_stage AS stage, networking_status AS status, COUNT(*) AS n FROM {$table} {$hint} WHERE owner_id = ?{$live} GROUP BY networking_stage, networking_status", array( $owner_id ) );
		}
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
	 * WHERE clause and its arguments for a query, or null when it cannot match anything (an unknown category). A
	 * search that every one of the member's contacts matches (an exact list as long as the network: "@", "o") is no
	 * condition at all: testing it on every row cost up to 150 ms at 30,000 contacts when combined with a filter.
	 *
	 * @param int           $owner_id   Member.
	 * @param Contact_Query $query      Query.
	 * @param bool          $walk_names Whether SQLite must leave the stage index to the count and walk the name
	 *                                  index (position_sql()).
	 * @param bool          $live       Whether archived contacts are left out (the Archived filter names its own).
	 * @return array{0: string, 1: array<int, mixed>}|null
	 */
	private function where( int $owner_id, Contact_Query $query, bool $walk_names = false, bool $live = true ): ?array {
		global $wpdb;
		$sql  = array( 'c.owner_id = %d' . ( $live ? $this->live( $owner_id, 'c.id' ) : '' ) );
		$args = array( $owner_id );

		$search = trim( $query->search );
		if ( '' !== $search && ! $this->matches_everyone( $owner_id, $search ) ) {
			list( $from, $match, $match_args ) = $this->index()->matching( $owner_id, $search );
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

		$position = $this->position_sql( $query, $walk_names );
		if ( null !== $position ) {
			$sql[] = $position[0];
			$args  = array_merge( $args, $position[1] );
		}

		if ( $query->not_contacted_days > 0 ) {
			$sql[]  = '(c.last_contacted IS NULL OR c.last_contacted < %s)';
			$args[] = $query->contacted_before();
		}

		if ( '' !== $query->reach_out ) {
			// A contact without a cadence holds Cadence::NONE, after every day the filter keeps.
			$sql[]  = 'c.reach_out_by <= %s';
			$args[] = $query->reach_out_until();
		}

		return array( implode( ' AND ', $sql ), $args );
	}

	/**
	 * Whether the query is a page deep in the whole list (no search, no filter): a slice of the member's packed order
	 * (List_Orders) rather than an index walked to its offset, which costs what it skips (the middle page of 60,000
	 * contacts by name: 3 ms over the floor on SQLite, twice what it was at 30,000).
	 *
	 * @param Contact_Query $query Query (its search, if any, not one every contact matches).
	 */
	private function is_deep_and_unfiltered( Contact_Query $query ): bool {
		return 0 !== $this->driver_cap && $query->offset() >= self::LISTED_WALK && '' === trim( $query->search ) && ! $query->categories
			&& ! $query->sources && ! $query->processes && ! $query->stages && ! $query->statuses && 0 === $query->not_contacted_days;
	}

	/**
	 * Whether the query is a search (or nothing) in name order with no other filter: the search table alone,
	 * walked in name order, answers it.
	 *
	 * @param Contact_Query $query Query.
	 */
	private function is_plain_search( Contact_Query $query ): bool {
		return 0 !== $this->driver_cap && '' !== trim( $query->search ) && 'recent' !== $query->order && ! $query->by_contact_day()
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
		$index             = $this->index();
		$plan              = $index->plan( $owner_id, trim( $query->search ) );
		if ( null !== $plan && $plan['exact'] && ! isset( $plan['ids'] ) && $plan['size'] > $this->packed_set() && ( $all || $query->offset() >= self::LISTED_WALK ) ) {
			// A deep page of a term most contacts match ("d": 40,975 of 60,000, middle page: 30 → 6 ms in-process at
			// 60,000 on SQLite): every contact less the ones its lists leave out. A first page is found sooner by
			// walking the search rows in name order (find()).
			$found = $this->orders()->select_absent( $owner_id, new Contact_Query( order: $query->order, page: $query->page, per_page: $query->per_page ), $plan['size'], fn( int $from, int $to ): array => $index->plan_absent( $owner_id, $plan, $from, $to ), $all );
			if ( null !== $found ) {
				$this->last_source = 'index+absent';
				return $found;
			}
		}
		if ( ! $all && null !== $plan && $query->offset() >= min( self::LISTED_WALK, $this->walk_min ) ) {
			// A deep page of a short term's matches (find() would walk the search rows to it): by contact id, the page
			// walked for within its block of the order ("st", 16,485 of 60,000, middle page: 7.6 ms placing each match,
			// twice what 30,000 took). Tests with a walk of a few contacts take it from the second page.
			$found = $this->bits_search( $owner_id, new Contact_Query( order: $query->order, page: $query->page, per_page: $query->per_page ), false, $plan, array() );
			if ( null !== $found ) {
				return $found;
			}
		}
		// The matches named by the lists (and, for a longer term, kept once checked), paged on the packed order.
		$matched = $index->matched_search( $owner_id, trim( $query->search ), $query->offset() >= self::LISTED_WALK );
		if ( null !== $matched && ( $all || count( $matched ) > $this->packed_set() ) ) {
			$found = $this->orders()->select( $owner_id, new Contact_Query( order: $query->order, page: $query->page, per_page: $query->per_page ), $matched, $all );
			if ( null !== $found ) {
				$this->last_source = 'index+order';
				return $found;
			}
		}
		if ( null !== $matched && ! $all ) {
			// A few, kept once checked: their page in list order, with no candidate's text checked again ("mohammed.pa",
			// 46 of the 3,000 contacts under its rarest trigram at 60,000: 5 ms a request on MariaDB, 2.3 at 30,000).
			return array(
				'ids'   => $this->page_of( $owner_id, array_keys( $matched ), $query ),
				'total' => count( $matched ),
			);
		}
		if ( ! $all ) {
			// A search whose lists name its matches (checked when they are a superset): their page in list order.
			$ids = $index->matches( $owner_id, trim( $query->search ) );
			if ( null !== $ids ) {
				return array(
					'ids'   => $this->page_of( $owner_id, $ids, $query ),
					'total' => count( $ids ),
				);
			}
		}
		return $index->find(
			$owner_id,
			trim( $query->search ),
			'name_desc' === $query->order ? 'DESC' : 'ASC',
			$all ? 0 : $query->per_page,
			$all ? 0 : $query->offset()
		);
	}

	/**
	 * A search combined with other filters, answered from its most selective source: the search's lists (exact for
	 * a term of up to three bytes, a superset for a longer one), one of the categories' links, or the contacts at the
	 * chosen stage and status, whichever holds the fewest contacts. Its contacts are read, the other sources that are
	 * not much larger are read and intersected with them, the rest are checked by key on the survivors, whose rows
	 * are then read to check what no list answers and to put them in list order: the page is a slice of them and the
	 * total is exact. Null when the query has no search, or when every source is larger than the cap (the caller
	 * then uses the SQL path that walks the name index).
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
		$category_ids = $this->category_ids_if_any_match( $owner_id, $query );
		if ( null === $category_ids ) {
			return self::NONE;
		}
		// The filters' sizes first (cheap); the search's lists are then counted no further than the smallest of them.
		$sources = array();
		foreach ( $this->category_sizes( $owner_id, $category_ids ) as $category_id => $size ) {
			$sources[ 'category:' . $category_id ] = $size;
		}
		$position = $this->position_sql( $query );
		if ( null !== $position ) {
			$sources['position'] = $this->position_size( $owner_id, $query, $position );
		}
		$enough = $sources ? min( $sources ) + 1 : null;
		$plan   = $this->index()->plan( $owner_id, $search, $enough );
		if ( null !== $plan ) {
			$sources['search'] = $plan['size'];
		}
		if ( ! $sources ) {
			return null;
		}
		// Every source large ("son", 8,478 of 60,000 contacts, not contacted for 90 days): the search's lists and the
		// filters as byte strings, rather than each of the smallest source's contacts decoded and placed.
		$bits = min( $sources ) > $this->packed_set() ? $this->bits_search( $owner_id, $query, $all, $plan, $category_ids ) : null;
		if ( null !== $bits ) {
			return $bits;
		}
		asort( $sources );
		$driver = (string) array_key_first( $sources );
		if ( 0 === $this->driver_cap ) {
			return null;
		}
		if ( $sources[ $driver ] > $this->driver_cap && $sources[ $driver ] > $this->network_cap( $owner_id ) ) {
			// Every source is large. A search whose lists name its matches exactly is answered from sets of ids that
			// indexes hold; any other is left to the SQL path, which walks the name index.
			if ( null === $plan || ! $plan['exact'] ) {
				return null;
			}
			// A search every contact matches is no set to read: every contact (less any left out) is.
			return $this->set_search( $owner_id, $query, $all, $this->matches_everyone( $owner_id, $search ) ? null : $plan );
		}
		$this->last_source = $driver;
		if ( 0 === $sources[ $driver ] ) {
			return self::NONE;
		}

		$contacts = Schema::table( 'contacts' );
		$links    = Schema::table( 'contact_categories' );
		$joins    = array();
		$where    = array();
		$probed   = array();
		// The smallest source's contacts are read from its covering index (or, for the search, decoded from its lists),
		// and narrowed by each other source that is not much larger (the search's lists by a wider margin), read the
		// same way and intersected here: a list is decoded in PHP faster than either engine probes it once per candidate (a search
		// of "son" within a category of 2,259 contacts on MariaDB: 7.7 ms probing the category's contacts, 1.4 ms
		// reading the 324 that are in both). A longer term's list holds every contact whose text has the term, and some
		// more: narrowing by it is exact, and the text is still checked below. Larger sources are probed by key in the
		// statement below, which reads the rows of the candidates alone.
		$ids = $this->source_ids( $owner_id, $driver, $plan, $query );
		foreach ( $sources as $source => $size ) {
			if ( $source === $driver ) {
				continue;
			}
			if ( $ids && 'search' === $source && null !== $plan && $size > self::SCAN_RATIO * count( $ids ) && $size <= self::SEARCH_RATIO * count( $ids ) ) {
				// The search's lists, much longer than the candidates: each candidate looked up in them.
				$ids = $this->index()->plan_holds( $owner_id, $plan, $ids );
			} elseif ( $ids && $size <= ( 'search' === $source ? self::SEARCH_RATIO : self::SCAN_RATIO ) * count( $ids ) ) {
				$ids = array_intersect_key( $ids, $this->source_ids( $owner_id, $source, $plan, $query ) );
			} else {
				$probed[] = $source;
			}
		}
		$text_check = null === $plan || ! $plan['exact'] || in_array( 'search', $probed, true );
		// Many candidates; or, on MariaDB, more than a few with only the order (and the filters a packed order holds)
		// left to apply: sorted by MariaDB they cost what they hold ("se" in stage 3, 367 contacts at 60,000: 1.4 ms
		// against 0.8 for 202 at 30,000), placed on the packed order read to narrow them, they do not.
		if ( count( $ids ) >= min( self::ROWS_TESTED, $this->column_set ) || ( ! $probed && ! $text_check && count( $ids ) > $this->packed_set() ) ) {
			$found = $this->packed_search( $owner_id, $query, $ids, $probed, $text_check ? ( $plan['terms'] ?? Search_Index::terms( $search ) ) : null, $plan, $all );
			if ( null !== $found ) {
				return $found;
			}
		}
		// Many candidates: the import sources and "not contacted" are read as sets too (from the sources' index, and
		// the few contacted since the day from the last-contacted index) rather than tested on each candidate's row
		// ("son", 4,287 contacts, not contacted for 90 days: 12 ms testing rows on SQLite).
		$sets_left = count( $ids ) >= self::ROWS_TESTED;
		if ( $sets_left && $query->sources ) {
			$ids = array_intersect_key( $ids, $this->sourced_ids( $owner_id, $query->sources ) );
		}
		if ( $sets_left && $query->not_contacted_days > 0 ) {
			$ids = array_diff_key( $ids, $this->contacted_ids( $owner_id, $query->contacted_before() ) );
		}
		if ( ! $ids ) {
			return self::NONE;
		}
		if ( ! $all && ! $probed && ! $text_check && ( $sets_left || ( ! $query->sources && ! $query->by_contact_day() ) ) ) {
			// Every source was read: the candidates are the matches, and only the page's order is left.
			return array(
				'ids'   => $this->page_of( $owner_id, array_keys( $ids ), $query, count( $ids ) > self::LISTED_WALK ? $this->network_size( $owner_id ) : 0 ),
				'total' => count( $ids ),
			);
		}
		// What is left is checked on the candidates in one statement: the larger sources, probed by key; what no list
		// answers (the text of a longer term, or a search whose list was not read; the import sources); then the
		// order. The search rows hold the name order too: on MariaDB, when nothing else needs the contact's row, they
		// alone are read (SQLite reads a contact's row by id faster than anything else).
		$row_needed = ! $text_check || Db::is_sqlite() || $query->sources || 'recent' === $query->order || $query->by_contact_day() || in_array( 'position', $probed, true );
		$texts      = Schema::table( 'contact_search' );
		$id         = $row_needed ? 'c.id' : 's.contact_id';
		$from       = $row_needed ? "{$contacts} c" : "{$texts} s";
		$where[]    = $row_needed
			? array( 'c.id IN (' . implode( ',', array_keys( $ids ) ) . ') AND +c.owner_id = %d', array( $owner_id ) )
			: array( 's.owner_id = %d AND s.contact_id IN (' . implode( ',', array_keys( $ids ) ) . ')', array( $owner_id ) );
		if ( $row_needed && $text_check ) {
			$joins[] = array( "CROSS JOIN {$texts} s ON s.owner_id = %d AND s.contact_id = c.id", array( $owner_id ) );
		}
		if ( $text_check ) {
			$where[] = Search_Index::match_sql( null === $plan ? Search_Index::terms( $search ) : $plan['terms'] );
		}
		foreach ( $probed as $n => $source ) {
			if ( 'position' === $source ) {
				$where[] = $position;
			} elseif ( 'search' !== $source ) { // The search, probed, is the text check below.
				$joins[] = array( "CROSS JOIN {$links} l{$n} ON l{$n}.contact_id = {$id} AND l{$n}.category_id = %d", array( (int) substr( $source, strlen( 'category:' ) ) ) );
			}
		}
		foreach ( array_unique( $query->sources ) as $source ) {
			$where[] = array( 'c.import_source LIKE %s', array( '%' . $GLOBALS['wpdb']->esc_like( $source ) . '%' ) );
		}
		if ( $query->not_contacted_days > 0 ) {
			$where[] = array( '(c.last_contacted IS NULL OR c.last_contacted < %s)', array( $query->contacted_before() ) );
		}
		$order = $this->order_by( $query->order );
		if ( ! $row_needed ) {
			$order = strtr(
				$order,
				array(
					'c.sort_name' => 's.sort_name',
					'c.id'        => 's.contact_id',
				)
			);
		}
		// Left to itself, SQLite walked the member's whole name index to avoid sorting a few hundred contacts.
		$order = Db::order_off_index( $order );
		$args  = array();
		foreach ( array_merge( $joins, $where ) as $part ) {
			$args = array_merge( $args, $part[1] );
		}
		// No STRAIGHT_JOIN on MariaDB: it makes a list of over a thousand ids (which MariaDB turns into a table of its
		// own) wait behind a walk of the member's whole name index.
		$sql = Db::positional( "SELECT {$id} FROM {$from} " . implode( ' ', array_column( $joins, 0 ) ) . ' WHERE ' . implode( ' AND ', array_column( $where, 0 ) ) . " ORDER BY {$order}" );
		$ids = array_values( array_unique( array_map( 'intval', Db::column( $sql, $args ) ) ) );
		return array(
			'ids'   => $all ? $ids : array_slice( $ids, $query->offset(), $query->per_page ),
			'total' => count( $ids ),
		);
	}

	/**
	 * Whether a query without a search (or with one every contact matches) is answered from sets of ids rather than
	 * by SQL that tests each row: one with import sources (no index tests a list of sources; the sources' index is
	 * read for the lists that hold them) or two categories or more (walking the name index for contacts in both of
	 * two categories read 23 ms on MariaDB to pass 70 of 143), and a page past the first of one with a category, not
	 * contacted since a day, or with a stage, status or Active/Inactive in any order (each page past the first cost
	 * what it skipped: Inactive contacts longest ago contacted, last page, 29 ms in-process on SQLite; on MariaDB, which
	 * walked its name index for them, the middle page of 19,802 active contacts of 60,000 by name took 11 ms, on the
	 * packed order 0.6). On SQLite the first page of Active or Inactive in
	 * another order than by name too: SQLite sorted all 10,000 active contacts for the first page longest ago contacted
	 * (23 ms; 7 ms from the set). A stage or a category, smaller, is sorted faster than its set is read (1.5 against
	 * 2.6 ms for 1,598 contacts). With the packed orders (List_Orders), also any page not contacted since a day (the
	 * first page's count read every contact's day: 9 ms on MariaDB) and a category with a stage or status (14.8 ms by
	 * SQL for the first page of 113 by name, 6.8 from the sets).
	 *
	 * @param int           $owner_id Member.
	 * @param Contact_Query $query    Query.
	 */
	private function uses_sets( int $owner_id, Contact_Query $query ): bool {
		if ( 0 === $this->driver_cap ) {
			return false;
		}
		$filtered = $query->categories || null !== $this->position_sql( $query );
		$by_name  = in_array( $query->order, array( 'name_asc', 'name_desc' ), true );
		$costly   = $query->sources || count( array_unique( $query->categories ) ) > 1 || ( $query->categories && null !== $this->position_sql( $query ) ) || $query->not_contacted_days > 0
			|| ( $query->offset() > 0 && ( $query->categories || $filtered ) )
			|| ( $query->processes && ! $by_name && Db::is_sqlite() );
		return $costly && ( '' === trim( $query->search ) || $this->matches_everyone( $owner_id, trim( $query->search ) ) );
	}

	/**
	 * A query answered from sets of ids that indexes hold, with no contact's row read to test it: the search's exact
	 * lists (when it has a search every contact does not match), the categories' links, the contacts at the stage
	 * and status, the ones with the import sources (each stored list that holds them, from the sources' index), and,
	 * left out, the ones contacted since the "not contacted" day. The sets are intersected here and the page walked
	 * for in list order (page_in()). With "n" (25,000 contacts) and an import source, a middle page cost 150-200 ms
	 * when each match was tested on its row and the rows before the page were skipped one by one; 15 ms so.
	 *
	 * @param int                                                                                       $owner_id Member.
	 * @param Contact_Query                                                                             $query    Query.
	 * @param bool                                                                                      $all      Every matching
	 *                                                                                                            id instead of
	 *                                                                                                            one page.
	 * @param array{terms: string[], grams: int[], size: int, exact: bool, ids?: array<int, true>}|null $plan     The search's
	 *                                                                                                            exact plan, or
	 *                                                                                                            null for a
	 *                                                                                                            query whose
	 *                                                                                                            search (if
	 *                                                                                                            any) every
	 *                                                                                                            contact
	 *                                                                                                            matches.
	 * @return array{ids: int[], total: int}
	 */
	private function set_search( int $owner_id, Contact_Query $query, bool $all, ?array $plan = null ): array {
		$this->last_source = 'sets';
		$category_ids      = $this->category_ids_if_any_match( $owner_id, $query );
		if ( null === $category_ids ) {
			return self::NONE;
		}
		if ( null === $plan && ! $category_ids && ! Db::is_sqlite() ) {
			// Filters that are all columns: one pass over the packed order, or a walk of the order's index.
			$found = $this->orders()->select( $owner_id, $query, null, $all );
			if ( null !== $found ) {
				$this->last_source = 'order';
				return $found;
			}
			return $this->column_walk( $owner_id, $query, $all );
		}
		if ( null !== $plan && ! isset( $plan['ids'] ) && ! $category_ids && $plan['size'] > $this->packed_set() ) {
			// A search most contacts match, with column filters only: every contact less those its lists leave out,
			// on the packed order. Decoding "n" (50,430 of 60,000 contacts) for a middle page not contacted for 90
			// days was most of its 30 ms in-process on SQLite, twice its cost at 30,000.
			$found = $this->orders()->select_absent( $owner_id, $query, $plan['size'], fn( int $from, int $to ): array => $this->index()->plan_absent( $owner_id, $plan, $from, $to ), $all );
			if ( null !== $found ) {
				$this->last_source = 'absent';
				return $found;
			}
		}
		$bits = $this->bits_search( $owner_id, $query, $all, $plan, $category_ids );
		if ( null !== $bits ) {
			return $bits;
		}
		// The sets, smallest first where it is known: null is every contact.
		$ids  = null === $plan ? null : $this->index()->plan_ids( $owner_id, $plan );
		$keep = static fn( ?array $ids, array $set ): array => null === $ids ? $set : ( $ids ? array_intersect_key( $ids, $set ) : $ids );
		foreach ( $category_ids as $category_id ) {
			$ids = $keep( $ids, $this->source_ids( $owner_id, 'category:' . $category_id, null, null ) );
		}
		if ( null === $ids || count( $ids ) > $this->packed_set() ) {
			// A large set, or every contact, tested with the column filters in one pass over the member's packed order.
			$found = $this->orders()->select( $owner_id, $query, $ids, $all );
			if ( null !== $found ) {
				$this->last_source = 'order';
				return $found;
			}
		}
		$position = $this->position_sql( $query );
		// A set of middling size is intersected with the columns' own sets instead (below): reading 3,000 ids was
		// cheaper than walking the whole order index (about 16 ms at 30,000 contacts).
		$columns = null !== $position || $query->sources || $query->not_contacted_days > 0;
		if ( null !== $ids && ! Db::is_sqlite() && $columns && ( count( $ids ) <= self::LISTED_WALK || count( $ids ) > $this->column_set ) ) {
			return $ids ? $this->set_with_columns( $owner_id, $ids, $query, $all ) : self::NONE;
		}
		if ( null !== $position && ( null === $ids || $ids ) ) {
			$ids = $keep( $ids, $this->source_ids( $owner_id, 'position', null, $query ) );
		}
		if ( $query->sources && ( null === $ids || $ids ) ) {
			$ids = $keep( $ids, $this->sourced_ids( $owner_id, $query->sources ) );
		}
		$left_out = $query->not_contacted_days > 0 ? $this->contacted_ids( $owner_id, $query->contacted_before() ) : array();
		if ( null !== $ids ) {
			$ids      = array_diff_key( $ids, $left_out );
			$left_out = array();
		}
		$network = $this->network_size( $owner_id );
		$total   = null === $ids ? max( 0, $network - count( $left_out ) ) : count( $ids );
		$page    = $all ? new Contact_Query( order: $query->order, page: 1, per_page: max( 1, $total ) ) : $query;
		return array(
			'ids'   => $total > 0 ? $this->page_in( $owner_id, $ids, $left_out, $total, $page, $network ) : array(),
			'total' => $total,
		);
	}

	/**
	 * A page of a search whose lists name its matches exactly (a term of up to three bytes), with column filters and
	 * categories, found on the member's packed order by contact id (List_Orders::select_bits()): the lists' bitmaps,
	 * each category's (category_bitmaps()) and the filters' mask combined as byte strings, and the page walked for near
	 * either end of the list. Null for every id (select-all), a longer term, or a page the packed order leaves to the
	 * other paths.
	 *
	 * @param int                                                                                       $owner_id     Member.
	 * @param Contact_Query                                                                             $query        Query.
	 * @param bool                                                                                      $all          Every id
	 *                                                                                                                instead of
	 *                                                                                                                one page.
	 * @param array{terms: string[], grams: int[], size: int, exact: bool, ids?: array<int, true>}|null $plan         The search's
	 *                                                                                                                plan.
	 * @param int[]                                                                                     $category_ids The query's
	 *                                                                                                                categories.
	 * @return array{ids: int[], total: int}|null
	 */
	private function bits_search( int $owner_id, Contact_Query $query, bool $all, ?array $plan, array $category_ids ): ?array {
		if ( $all || null === $plan || ! $plan['exact'] || isset( $plan['ids'] ) || $plan['size'] <= $this->packed_set() ) {
			return null;
		}
		$sets = array( fn( int $first, int $last ): array => $this->index()->plan_bitmaps( $owner_id, $plan, $first, $last ) );
		foreach ( $category_ids as $category_id ) {
			$sets[] = fn(): array => $this->category_bitmaps( $owner_id, $category_id );
		}
		$found = $this->orders()->select_bits( $owner_id, $query, $sets );
		if ( null !== $found ) {
			$this->last_source = 'bits';
		}
		return $found;
	}

	/**
	 * A category's contacts as bitmaps by block of ids (Posting_List), kept at the member's generation
	 * (List_Orders::kept(); Category_Repository moves it when it links or unlinks contacts): "son" within a category of
	 * 4,264 contacts read and placed each of them on every request (8.6 ms in-process at 60,000 contacts on SQLite,
	 * 5.8 at 30,000).
	 *
	 * @param int $owner_id    Member.
	 * @param int $category_id One of the member's categories.
	 * @return array<int, string> Block number => bitmap.
	 */
	private function category_bitmaps( int $owner_id, int $category_id ): array {
		$kept = $this->orders()->kept(
			$owner_id,
			"category bitmaps, hex\0{$category_id}",
			function () use ( $owner_id, $category_id ): array {
				$offsets = array();
				foreach ( array_keys( $this->source_ids( $owner_id, 'category:' . $category_id, null, null ) ) as $id ) {
					$offsets[ Posting_List::block( $id ) ][] = $id & ( Posting_List::SPAN - 1 );
				}
				return array_map( static fn( array $held ): string => bin2hex( Posting_List::bitmap( Posting_List::encode( $held ) ) ), $offsets );
			}
		);
		return array_map( static fn( $bitmap ): string => (string) hex2bin( (string) $bitmap ), $kept );
	}

	/**
	 * The end of a filtered search with many candidates, on the member's packed orders (List_Orders): the column
	 * filters tested on the packed name order, the categories too large to have been read intersected now, the text of
	 * a longer term taken from its kept matches (Search_Index::matched()) or checked on the search rows alone, with no
	 * sort, and the page read off the packed order of the list. A statement that read each candidate's contact row and
	 * sorted the matches cost more: "Copperleaf" (1,700 contacts) not contacted for 90 days, 18 ms on MariaDB, most of
	 * it sorting by name. Null when no packed order can answer.
	 *
	 * @param int                                                               $owner_id Member.
	 * @param Contact_Query                                                     $query    Query.
	 * @param array<int, true>                                                  $ids      The candidates (the
	 *                                                                                    sources read,
	 *                                                                                    intersected).
	 * @param string[]                                                          $probed   The sources not read.
	 * @param string[]|null                                                     $terms    The terms whose text is checked, or
	 *                                                                                    null when the candidates need none.
	 * @param array{terms: string[], grams: int[], size: int, exact: bool}|null $plan     The search's plan, if it has one.
	 * @param bool                                                              $all      Every matching id instead of one
	 *                                                                                    page.
	 * @return array{ids: int[], total: int}|null
	 */
	private function packed_search( int $owner_id, Contact_Query $query, array $ids, array $probed, ?array $terms, ?array $plan, bool $all ): ?array {
		$kept = $this->orders()->keep( $owner_id, $query, $ids );
		if ( null === $kept ) {
			return null;
		}
		$this->last_source .= '+order';
		foreach ( preg_grep( '/^category:/', $probed ) as $source ) {
			$kept = $kept ? array_intersect_key( $kept, $this->source_ids( $owner_id, $source, null, null ) ) : $kept;
		}
		if ( $kept && null !== $terms ) {
			// The term's kept matches, when its plan's lists are short enough to be checked whole once.
			$matched = null !== $plan && ( $plan['exact'] || $plan['size'] <= $this->network_cap( $owner_id ) ) ? $this->index()->matched( $owner_id, $plan ) : null;
			$kept    = array_intersect_key( $kept, $matched ?? $this->index()->checked( $owner_id, $terms, array_keys( $kept ) ) );
		}
		if ( ! $kept ) {
			return self::NONE;
		}
		// The kept contacts come with their places in the order: the page is theirs, sorted (not looked up again).
		return List_Orders::page( $query, $kept, $all );
	}

	/**
	 * On MariaDB/MySQL, a query whose filters are all columns of the contact's row (stage, status, Active/Inactive,
	 * import sources, not contacted since a day) and whose search (if any) every contact matches: counted, then the
	 * page walked for from the nearer end of the order's index, which holds those columns
	 * (Schema::LIST_FILTER_COLUMNS), without reading a row. Reading the filters as sets of ids and handing them back as
	 * a list cost more than the walk: the list alone, 20,000 inactive contacts, took MariaDB 25 ms to take in.
	 *
	 * @param int           $owner_id Member.
	 * @param Contact_Query $query    Query.
	 * @param bool          $all      Every matching id instead of one page.
	 * @return array{ids: int[], total: int}
	 */
	private function column_walk( int $owner_id, Contact_Query $query, bool $all ): array {
		$this->last_source = 'columns';
		$columns           = $this->column_sql( $owner_id, $query );
		if ( null === $columns ) {
			return self::NONE;
		}
		list( $sql, $args ) = $columns;
		$position           = $this->position_sql( $query );
		$table              = Schema::table( 'contacts' );
		$where              = implode( ' AND ', $sql );
		$hint               = 'FORCE INDEX (' . $this->order_index( $query->order ) . ')';
		// Counted on the index of the one kind of filter there is (the stage index holds a position's contacts, the
		// sources' index theirs); with several kinds, on an order index, which holds them all. Left to choose, MariaDB
		// counted 10,000 active contacts by reading all 30,000 entries of an order index (7 ms; 2.6 ms on the stage's).
		$kinds = array_keys(
			array_filter(
				array(
					'owner_stage_sort'             => null !== $position,
					'owner_source'                 => (bool) $query->sources,
					'owner_last_contacted_filters' => $query->not_contacted_days > 0,
				)
			)
		);
		$count = 1 === count( $kinds ) ? $kinds[0] : 'owner_last_contacted_filters';
		$total = 1 === count( $sql ) ? $this->network_size( $owner_id ) : (int) ( Db::column( "SELECT COUNT(*) FROM {$table} c FORCE INDEX ({$count}) WHERE {$where}", $args )[0] ?? 0 );
		if ( $all ) {
			return array(
				'ids'   => $total > 0 ? Db::int_column( "SELECT c.id FROM {$table} c {$hint} WHERE {$where} ORDER BY " . $this->order_by( $query->order ), $args ) : array(),
				'total' => $total,
			);
		}
		if ( $query->offset() >= $total ) {
			return array(
				'ids'   => array(),
				'total' => $total,
			);
		}
		$walk            = Page_Walk::nearer_end( $total, $query->offset(), $query->per_page );
		$this->last_walk = $walk->reverse ? 'end' : 'start';
		$rows            = Db::int_column( "SELECT c.id FROM {$table} c {$hint} WHERE {$where} ORDER BY {$walk->order( $this->order_by( $query->order ) )} LIMIT ? OFFSET ?", array_merge( $args, array( $walk->limit, $walk->offset ) ) );
		return array(
			'ids'   => $walk->in_list_order( $rows ),
			'total' => $total,
		);
	}

	/**
	 * The query's filters that are columns of the contact's row (stage, status, Active/Inactive, import sources, not
	 * contacted since a day) as conditions with `?` placeholders on alias c, the member's first; null when no contact
	 * can match (an unknown import source). Every one of them is held by each order index (Schema::LIST_FILTER_COLUMNS).
	 *
	 * @param int           $owner_id Member.
	 * @param Contact_Query $query    Query.
	 * @return array{0: string[], 1: array<int, int|string>}|null
	 */
	private function column_sql( int $owner_id, Contact_Query $query ): ?array {
		$sql      = array( 'c.owner_id = ?' . $this->live( $owner_id, 'c.id' ) );
		$args     = array( $owner_id );
		$position = $this->position_sql( $query );
		if ( null !== $position ) {
			$sql[] = Db::positional( $position[0] );
			$args  = array_merge( $args, $position[1] );
		}
		if ( $query->sources ) {
			$values = Contact_Fields::import_source_values( $query->sources );
			if ( ! $values ) {
				return null;
			}
			$sql[] = 'c.import_source IN (' . implode( ',', array_fill( 0, count( $values ), '?' ) ) . ')';
			$args  = array_merge( $args, $values );
		}
		if ( $query->not_contacted_days > 0 ) {
			$sql[]  = '(c.last_contacted IS NULL OR c.last_contacted < ?)';
			$args[] = $query->contacted_before();
		}
		return array( $sql, $args );
	}

	/**
	 * On MariaDB/MySQL, a set of ids (a search's exact list, categories) combined with filters that are columns: the
	 * columns are tested on the order's index, not read as sets of their own, and the set is tested here rather than
	 * handed to MariaDB as a list (a list of 9,000-25,000 ids cost it 17-45 ms to take in and walk for a middle
	 * page; reading the source LinkedIn as a set another 17 ms). A small set (LISTED_WALK) is a list, read by id with
	 * the columns tested in one statement; a large one (COLUMN_SET) is tested here against every id the columns
	 * leave, read in order off the order's index alone.
	 *
	 * @param int              $owner_id Member.
	 * @param array<int, true> $ids      The set (not empty).
	 * @param Contact_Query    $query    Query (with at least one column filter).
	 * @param bool             $all      Every matching id instead of one page.
	 * @return array{ids: int[], total: int}
	 */
	private function set_with_columns( int $owner_id, array $ids, Contact_Query $query, bool $all ): array {
		$this->last_source = 'set+columns';
		$columns           = $this->column_sql( $owner_id, $query );
		if ( null === $columns ) {
			return self::NONE;
		}
		if ( count( $ids ) > $this->packed_set() ) {
			$found = $this->orders()->select( $owner_id, $query, $ids, $all );
			if ( null !== $found ) {
				$this->last_source = 'order';
				return $found;
			}
		}
		list( $sql, $args ) = $columns;
		$table              = Schema::table( 'contacts' );
		if ( count( $ids ) <= $this->column_set && count( $ids ) <= self::LISTED_WALK ) {
			// Read by id and sorted (the member tested without the owner's index, which would read all of theirs).
			$sql[0]  = '+' . $sql[0];
			$sql[]   = 'c.id IN (' . implode( ',', array_keys( $ids ) ) . ')';
			$ordered = Db::int_column( "SELECT c.id FROM {$table} c WHERE " . implode( ' AND ', $sql ) . ' ORDER BY ' . $this->order_by( $query->order ), $args );
		} else {
			$ordered = Db::int_column( "SELECT c.id FROM {$table} c FORCE INDEX (" . $this->order_index( $query->order ) . ') WHERE ' . implode( ' AND ', $sql ) . ' ORDER BY ' . $this->order_by( $query->order ), $args );
			$ordered = array_values( array_filter( $ordered, static fn( int $id ): bool => isset( $ids[ $id ] ) ) );
		}
		return array(
			'ids'   => $all ? $ordered : array_slice( $ordered, $query->offset(), $query->per_page ),
			'total' => count( $ordered ),
		);
	}

	/**
	 * One page, in list order, of a set of the member's contacts given as the contacts in $ids (null: all of them)
	 * less those in $left_out, $total in all.
	 *
	 * @param int                   $owner_id Member.
	 * @param array<int, true>|null $ids      The set, or null for every contact.
	 * @param array<int, true>      $left_out Contacts left out of it (with $ids null).
	 * @param int                   $total    Its size.
	 * @param Contact_Query         $query    The order and page.
	 * @param int                   $network  The member's contacts.
	 * @return int[]
	 */
	private function page_in( int $owner_id, ?array $ids, array $left_out, int $total, Contact_Query $query, int $network ): array {
		if ( null !== $ids ) {
			return $this->page_of( $owner_id, array_keys( $ids ), $query, $network );
		}
		if ( $query->offset() >= $total ) {
			return array();
		}
		return $this->walk_in( $owner_id, null, $left_out, Page_Walk::nearer_end( $total, $query->offset(), $query->per_page ), $query->order, $network, $total );
	}

	/**
	 * One page, in list order, of a set of the member's contacts: found by walking the member's index in that order
	 * from the nearer end until the page is full, or by sorting the whole set, whichever reads less (Domain\Page_Walk).
	 *
	 * @param int           $owner_id Member.
	 * @param int[]         $ids      Some of the member's contacts (other ids are left out).
	 * @param Contact_Query $query    The order and page.
	 * @param int           $network  The member's contacts, when known: a page of a set that holds many of them is
	 *                                walked for wherever it lies (Page_Walk::plan()).
	 * @return int[]
	 */
	private function page_of( int $owner_id, array $ids, Contact_Query $query, int $network = 0 ): array {
		if ( $query->offset() >= count( $ids ) ) {
			return array();
		}
		$order = $this->order_by( $query->order );
		$list  = implode( ',', array_map( 'intval', $ids ) );
		$table = Schema::table( 'contacts' );
		$walk  = Page_Walk::plan( count( $ids ), $query->offset(), $query->per_page, $this->walk_min, $network, Db::is_sqlite() ? Page_Walk::SORT_COST : Page_Walk::SORT_COST_MARIADB );
		if ( null === $walk ) {
			// Sorted whole, by a plan that reads each contact by id: on SQLite an order it cannot read off an index
			// (left to itself it walked the member's whole name index to avoid sorting a few hundred contacts).
			$sorted = Db::order_off_index( $order );
			$all    = Db::column( Db::positional( "SELECT c.id FROM {$table} c WHERE c.id IN ({$list}) AND +c.owner_id = %d ORDER BY {$sorted}" ), array( $owner_id ) );
			return array_map( 'intval', array_slice( $all, $query->offset(), $query->per_page ) );
		}
		// MariaDB/MySQL would rather sort a list of ids than walk an index for them; SQLite walks unaided.
		$hint = Db::is_sqlite() ? '' : 'FORCE INDEX (' . $this->order_index( $query->order ) . ')';
		if ( $network > 0 && count( $ids ) > self::LISTED_WALK && Db::is_sqlite() ) {
			return $this->walk_in( $owner_id, array_fill_keys( $ids, true ), array(), $walk, $query->order, $network, count( $ids ) );
		}
		$rows            = Db::column( Db::positional( "SELECT c.id FROM {$table} c {$hint} WHERE c.owner_id = %d AND c.id IN ({$list}) ORDER BY {$walk->order( $order )} LIMIT %d OFFSET %d" ), array( $owner_id, $walk->limit, $walk->offset ) );
		$this->last_walk = $walk->reverse ? 'end' : 'start';
		return $walk->in_list_order( array_map( 'intval', $rows ) );
	}

	/**
	 * A walk for a page of a large set. On SQLite made here: the member's ids are read in the walk's order from the
	 * index alone, a chunk at a time, and the set's members counted until the page is passed (SQLite took 11 ms to
	 * walk for a middle page of 11,000 ids given as an IN list, most of it taking the list in; read here, 4 ms). On
	 * MariaDB/MySQL the database walks, given the set as a list of ids (or those left out of every contact).
	 *
	 * @param int                   $owner_id Member.
	 * @param array<int, true>|null $ids      The set, or null for every contact.
	 * @param array<int, true>      $left_out Contacts left out of it.
	 * @param Page_Walk             $walk     The walk.
	 * @param string                $order    One of Contact_Query::ORDERS.
	 * @param int                   $network  The member's contacts.
	 * @param int                   $total    The set's size.
	 * @return int[] The page's ids in list order.
	 */
	private function walk_in( int $owner_id, ?array $ids, array $left_out, Page_Walk $walk, string $order, int $network, int $total ): array {
		$this->last_walk = $walk->reverse ? 'end' : 'start';
		if ( null === $ids ) {
			// Every contact is every one that is not archived (the total is counted without them already).
			$left_out += $this->archived_set( $owner_id );
		}
		$table    = Schema::table( 'contacts' );
		$order_by = $walk->order( $this->order_by( $order ) );
		if ( ! Db::is_sqlite() ) {
			// MariaDB/MySQL test a list of ids against each index entry without sending the entries here (a list,
			// not a table of its own: Db::roomy_sorts()); sent, each of 16,500 ids cost about as much again.
			$test = null === $ids
				? ( $left_out ? ' AND c.id NOT IN (' . implode( ',', array_keys( $left_out ) ) . ')' : '' )
				: ' AND c.id IN (' . implode( ',', array_keys( $ids ) ) . ')';
			$rows = Db::int_column( "SELECT c.id FROM {$table} c FORCE INDEX (" . $this->order_index( $order ) . ") WHERE c.owner_id = ?{$test} ORDER BY {$order_by} LIMIT ? OFFSET ?", array( $owner_id, $walk->limit, $walk->offset ) );
			return $walk->in_list_order( $rows );
		}
		$sql = "SELECT c.id FROM {$table} c WHERE c.owner_id = ? ORDER BY {$order_by} LIMIT ? OFFSET ?";
		// Entries expected before the page is passed, with the set spread evenly over the index.
		$chunk = max( 1000, (int) ( ( $walk->offset + $walk->limit ) * max( $network, $total ) / max( 1, $total ) * 1.1 ) );
		$read  = 0;
		$seen  = 0;
		$page  = array();
		do {
			$chunk_ids = Db::int_column( $sql, array( $owner_id, $chunk, $read ) );
			$full      = count( $chunk_ids ) === $chunk;
			foreach ( $chunk_ids as $id ) {
				if ( null === $ids ? isset( $left_out[ $id ] ) : ! isset( $ids[ $id ] ) ) {
					continue;
				}
				if ( $seen++ >= $walk->offset ) {
					$page[] = $id;
					if ( count( $page ) >= $walk->limit ) {
						return $walk->in_list_order( $page );
					}
				}
			}
			$read += $chunk;
		} while ( $full );
		return $walk->in_list_order( $page );
	}

	/**
	 * The contacts of one source, as a set (id => true): the search's lists, decoded, or a category's links or the
	 * contacts at a position, read from their covering index.
	 *
	 * @param int                                                               $owner_id Member.
	 * @param string                                                            $source   'search', 'category:<id>' or 'position'.
	 * @param array{terms: string[], grams: int[], size: int, exact: bool}|null $plan     The search's plan.
	 * @param Contact_Query|null                                                $query    The query whose position it is.
	 * @return array<int, true>
	 */
	private function source_ids( int $owner_id, string $source, ?array $plan, ?Contact_Query $query ): array {
		if ( 'search' === $source && null !== $plan ) {
			return $this->index()->plan_ids( $owner_id, $plan );
		}
		$position = null === $query ? null : $this->position_sql( $query );
		if ( 'position' === $source && null !== $query && null !== $position ) {
			// Found in the packed order's bytes (List_Orders::ids_at()), or read from the stage index.
			$packed = $this->orders()->ids_at( $owner_id, $query );
			if ( null !== $packed ) {
				return $packed;
			}
			$sql  = 'SELECT c.id FROM ' . Schema::table( 'contacts' ) . " c WHERE c.owner_id = %d AND {$position[0]}" . $this->live( $owner_id, 'c.id' );
			$args = array_merge( array( $owner_id ), $position[1] );
		} else {
			$packed = $this->category_set( $owner_id, (int) substr( $source, strlen( 'category:' ) ) )[1];
			return '' === $packed ? array() : array_fill_keys( (array) unpack( 'V*', $packed ), true );
		}
		return array_fill_keys( Db::int_column( Db::positional( $sql ), $args ), true );
	}

	/**
	 * A category's contacts (archived ones left out): how many, and their ids packed ('V*', ascending), kept until the
	 * member's contacts or links next change (List_Orders::kept(); Category_Repository moves the generation when it
	 * links or unlinks contacts), so that a search within a category reads no link: reading the 4,173 links of a
	 * category took 1.7 ms at 60,000 contacts on MariaDB, and counting them (to plan) 0.4 ms more, on every request.
	 *
	 * @param int $owner_id    Member.
	 * @param int $category_id One of the member's categories.
	 * @return array{0: int, 1: string}
	 */
	private function category_set( int $owner_id, int $category_id ): array {
		if ( ! isset( $this->categories[ $category_id ] ) ) {
			$read = function () use ( $owner_id, $category_id ): array {
				$sql = 'SELECT d.contact_id FROM ' . Schema::table( 'contact_categories' ) . ' d WHERE d.owner_id = ? AND d.category_id = ?' . $this->live( $owner_id, 'd.contact_id' );
				$ids = Db::int_column( $sql, array( $owner_id, $category_id ) );
				sort( $ids, SORT_NUMERIC );
				return array( count( $ids ), $ids ? bin2hex( pack( 'V*', ...$ids ) ) : '' );
			};
			$kept = $this->orders()->kept( $owner_id, "category ids, hex\0{$category_id}", $read );

			$this->categories[ $category_id ] = array( (int) ( $kept[0] ?? 0 ), (string) hex2bin( (string) ( $kept[1] ?? '' ) ) );
		}
		return $this->categories[ $category_id ];
	}

	/**
	 * The member's contacts that have every one of some import sources, as a set: read from the sources' index for
	 * each stored list that holds them all.
	 *
	 * @param int      $owner_id Member.
	 * @param string[] $sources  Source names (Contact_Fields::IMPORT_SOURCES).
	 * @return array<int, true>
	 */
	private function sourced_ids( int $owner_id, array $sources ): array {
		$values = Contact_Fields::import_source_values( $sources );
		if ( ! $values ) {
			return array();
		}
		$sql = 'SELECT c.id FROM ' . Schema::table( 'contacts' ) . ' c WHERE c.owner_id = ? AND c.import_source IN (' . implode( ',', array_fill( 0, count( $values ), '?' ) ) . ')' . $this->live( $owner_id, 'c.id' );
		return array_fill_keys( Db::int_column( $sql, array_merge( array( $owner_id ), $values ) ), true );
	}

	/**
	 * The member's contacts last contacted on or after a day, as a set (read from the last-contacted index): the
	 * ones "not contacted since" leaves out.
	 *
	 * @param int    $owner_id Member.
	 * @param string $day      Y-m-d.
	 * @return array<int, true>
	 */
	private function contacted_ids( int $owner_id, string $day ): array {
		$sql = 'SELECT c.id FROM ' . Schema::table( 'contacts' ) . ' c WHERE c.owner_id = ? AND c.last_contacted >= ?' . $this->live( $owner_id, 'c.id' );
		return array_fill_keys( Db::int_column( $sql, array( $owner_id, $day ) ), true );
	}

	/**
	 * The search index this query asks, made at its first question.
	 */
	private function index(): Search_Index {
		$this->index = $this->index ?? new Search_Index( Search_Index::CAP, $this->walk_min );
		return $this->index;
	}

	/**
	 * Largest set of ids paged otherwise than on the member's packed order (List_Orders): on SQLite LISTED_WALK, on
	 * MariaDB/MySQL PACKED_MARIADB, or the column set when that is smaller (tests lower it to take the packed order with
	 * a few contacts).
	 */
	private function packed_set(): int {
		return min( Db::is_sqlite() ? self::LISTED_WALK : self::PACKED_MARIADB, $this->column_set );
	}

	/**
	 * The member's packed list orders, read once per query.
	 */
	private function orders(): List_Orders {
		$this->orders = $this->orders ?? new List_Orders( $this->packed, $this->bits_walk );
		return $this->orders;
	}

	/**
	 * The member's archived contacts, as a set (read once per query, off the (owner_id, archived_at) index).
	 *
	 * @param int $owner_id Member.
	 * @return array<int, true>
	 */
	private function archived_set( int $owner_id ): array {
		if ( null === $this->archived ) {
			$this->archived = array_fill_keys( ( new Contact_Repository() )->archived_ids( $owner_id ), true );
		}
		return $this->archived;
	}

	/**
	 * The condition that leaves the member's archived contacts out, on a column holding a contact id: '' when they
	 * have none, so a member who archives nothing has every statement as it was.
	 *
	 * @param int    $owner_id Member.
	 * @param string $column   Column (from code), e.g. `c.id`.
	 */
	private function live( int $owner_id, string $column ): string {
		// Whether there are any is all it needs: their set is read only when a path uses it (606 ids of 60,000
		// contacts read on every Keep in touch request, 0.3 ms on MariaDB).
		$this->any_archived ??= null === $this->archived ? '' !== Contact_Repository::not_archived( $owner_id, 'c.id' ) : (bool) $this->archived;
		return $this->any_archived ? Contact_Repository::not_archived_sql( $owner_id, $column ) : '';
	}

	/**
	 * The Archived filter: the member's archived contacts that match the query's search and filters, in its order.
	 * They have no search rows (Search_Index::refresh()), so a search reads their text from what is stored, and keeps
	 * what it found until their text changes (Search_Index::archived_matches()); the filters and the order are one
	 * statement over their ids. It costs what
	 * the member has archived, not what they keep.
	 *
	 * @param int           $owner_id Member.
	 * @param Contact_Query $query    Query (archived).
	 * @param bool          $all      Every matching id instead of one page.
	 * @return array{ids: int[], total: int}
	 */
	private function archived_list( int $owner_id, Contact_Query $query, bool $all ): array {
		$this->last_source = 'archived';
		$alone             = '' === trim( $query->search ) && ! $query->categories && ! $query->sources && ! $query->processes && ! $query->stages && ! $query->statuses && 0 === $query->not_contacted_days && '' === $query->reach_out;
		if ( $alone && 0 !== $this->driver_cap ) {
			// The filter alone, in an order: kept until the member's contacts next change (archiving or restoring one
			// moves their generation). Read and sorted on each request it cost what the archived contacts are (606 of
			// 60,000: 0.8 ms on MariaDB, 0.55 for 316 at 30,000).
			$ordered = array_map( 'intval', $this->orders()->kept( $owner_id, "archived\0" . $query->order, fn(): array => $this->archived_ordered( $owner_id, $query ) ) );
		} else {
			$ordered = $this->archived_ordered( $owner_id, $query );
		}
		return array(
			'ids'   => $all ? $ordered : array_slice( $ordered, $query->offset(), $query->per_page ),
			'total' => count( $ordered ),
		);
	}

	/**
	 * Every archived contact of the member that a query (archived) holds, in its order.
	 *
	 * @param int           $owner_id Member.
	 * @param Contact_Query $query    Query (archived).
	 * @return int[]
	 */
	private function archived_ordered( int $owner_id, Contact_Query $query ): array {
		$ids    = array_keys( $this->archived_set( $owner_id ) );
		$search = trim( $query->search );
		if ( $ids && '' !== $search ) {
			$ids = $this->index()->archived_matches( $owner_id, $ids, $search );
		}
		$filters = new Contact_Query(
			categories: $query->categories,
			sources: $query->sources,
			processes: $query->processes,
			stages: $query->stages,
			statuses: $query->statuses,
			order: $query->order,
			not_contacted_days: $query->not_contacted_days,
			today: $query->today,
			reach_out: $query->reach_out
		);
		$where   = $ids ? $this->where( $owner_id, $filters, false, false ) : null;
		if ( null === $where ) {
			return array();
		}
		list( $sql, $args ) = $where;
		$table              = Schema::table( 'contacts' );
		// Without a search, the archived contacts are read off their own index; with one, its matches are named.
		$matches = '' === $search ? '' : ' AND c.id IN (' . implode( ',', $ids ) . ')';
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- built from whitelisted fragments with placeholders; the ids are integers read from the table.
		return array_map( 'intval', Db::column( Db::positional( "SELECT c.id FROM {$table} c WHERE {$sql}{$matches} AND c.archived_at IS NOT NULL ORDER BY " . Db::order_off_index( $this->order_by( $query->order ) ) ), $args ) );
	}

	/**
	 * Keep in touch (its filter, or its order by the day to reach out by) with a search or other filters, which the
	 * list's other shortcuts do not hold: the search's matches as a set, narrowed to the contacts in the filter's range
	 * (read off `owner_reach_out_filters` alone) and to the categories, then the column filters and the order on the
	 * member's packed order (List_Orders, the reach-out order among them). The SQL path wrote every candidate of the
	 * search's lists into its statement and tested each row ("son", 4,233 contacts, due to reach out: 7 ms in-process
	 * on SQLite; "n" with any cadence: 38 ms), and a search in the reach-out order with a source read every contact of
	 * the source in that order (2.9 times the floor at 60,000 contacts). A few matches are sorted by SQL. Null for the
	 * SQL path: no filter but the order (its index walked to the page), a few due with no search, or a search with no
	 * lists to read.
	 *
	 * @param int           $owner_id Member.
	 * @param Contact_Query $query    Query (by_reach_out(), its search not one every contact matches).
	 * @param bool          $all      Every matching id instead of one page.
	 * @return array{ids: int[], total: int}|null
	 */
	private function reach_out_search( int $owner_id, Contact_Query $query, bool $all ): ?array {
		$search  = trim( $query->search );
		$columns = $query->categories || $query->sources || $query->processes || $query->stages || $query->statuses || $query->not_contacted_days > 0;
		if ( 0 === $this->driver_cap ) {
			return null;
		}
		if ( '' === $search && '' === $query->reach_out && ! $columns ) {
			// The order alone: a deep page is a slice of the packed order (its index walked to the middle of 60,000
			// contacts cost 5 ms on SQLite); a first one, the index walked to it.
			return $query->offset() >= self::LISTED_WALK ? $this->orders()->select( $owner_id, $query, null, $all ) : null;
		}
		// The column filters, the order and the page alone: the search, categories and Keep in touch filter are sets here.
		$on   = new Contact_Query( '', array(), $query->sources, $query->processes, $query->stages, $query->statuses, $query->order, $query->page, $query->per_page, $query->not_contacted_days, $query->today );
		$plan = '' === $search ? null : $this->index()->plan( $owner_id, $search );
		if ( '' !== $search && ( null === $plan || ( ! $plan['exact'] && ! isset( $plan['ids'] ) && $plan['size'] > $this->network_cap( $owner_id ) ) ) ) {
			return null;
		}
		$held = null; // Every contact.
		if ( '' !== $query->reach_out ) {
			// The contacts due by the filter's last day: where the packed order by that day begins, counted off the index
			// that starts with the day (9,300 contacts with a cadence of 60,000: 2 ms to read their ids, 0.5 to count
			// them), or their ids read off it.
			$table = Schema::table( 'contacts' );
			$hint  = Db::is_sqlite() ? '' : 'FORCE INDEX (owner_reach_out_filters)';
			$live  = $this->live( $owner_id, 'c.id' );
			$due   = array( $owner_id, $query->reach_out_until() );
			// Their number is kept until the member's contacts next change (List_Orders::kept()): counting 9,200 off the
			// index took 1.4 ms at 60,000 contacts on SQLite.
			$count = (int) ( $this->orders()->kept( $owner_id, "reach out count\0" . $due[1], static fn(): array => array( Db::int_column( "SELECT COUNT(*) FROM {$table} c {$hint} WHERE c.owner_id = ? AND c.reach_out_by <= ?{$live}", $due )[0] ?? 0 ) )[0] ?? 0 );
			if ( null === $plan && ! $query->categories && 'reach_out' === $query->order && $count > $this->named_max ) {
				// In that order, with column filters alone: the first places of the packed order, with no id looked up.
				$found = $this->orders()->select_first( $owner_id, $on, $count, $all );
				if ( null !== $found ) {
					$this->last_source = 'reach out+first';
					return $found;
				}
			}
			if ( null === $plan && ! $query->categories && 'reach_out' !== $query->order && $count > $this->named_max ) {
				// In another order: those first places masked there, and the few kept placed in the query's order.
				$found = $this->orders()->select_reaching( $owner_id, $on, $count, $all );
				if ( null !== $found ) {
					$this->last_source = 'reach out+masked';
					return $found;
				}
			}
			$in = $count > $this->named_max ? $this->orders()->reaching_first( $owner_id, $count ) : null;
			$in = $in ?? array_fill_keys( Db::int_column( "SELECT c.id FROM {$table} c {$hint} WHERE c.owner_id = ? AND c.reach_out_by <= ?{$live}", $due ), true );
			if ( null === $plan && count( $in ) <= $this->named_max ) {
				return null; // A few due, no search: sorted by SQL.
			}
			$held = $in && null !== $plan ? $this->held_of( $owner_id, $plan, $in ) : $in;
		}
		$category_ids = $this->category_ids_if_any_match( $owner_id, $query );
		if ( null === $category_ids ) {
			return self::NONE;
		}
		if ( null !== $plan && '' === $query->reach_out ) {
			if ( ! $category_ids && $plan['exact'] && ! isset( $plan['ids'] ) && $plan['size'] > $this->packed_set() ) {
				// A search most contacts match ("d": 40,571 of 60,000), in the reach-out order: every contact less the
				// ones its lists leave out, as in the other orders (set_search()).
				$found = $this->orders()->select_absent( $owner_id, $on, $plan['size'], fn( int $from, int $to ): array => $this->index()->plan_absent( $owner_id, $plan, $from, $to ), $all );
				if ( null !== $found ) {
					$this->last_source = 'reach out+absent';
					return $found;
				}
			}
			// A short term's matches with the column filters and categories, in the order by the day to reach out by:
			// by contact id (select_bits()), rather than each match placed ("st" among inactive contacts, middle page:
			// 7.8 ms at 60,000 contacts, 4.5 at 30,000).
			$found = $this->bits_search( $owner_id, $on, $all, $plan, $category_ids );
			if ( null !== $found ) {
				return $found;
			}
			$held = $this->index()->matched( $owner_id, $plan );
		}
		if ( null !== $held && ! $held ) {
			return self::NONE;
		}
		foreach ( $category_ids as $category_id ) {
			$held = null === $held ? $this->source_ids( $owner_id, 'category:' . $category_id, null, null ) : $this->in_category( $owner_id, $category_id, $held );
		}
		$this->last_source = 'reach out';
		if ( null === $held || count( $held ) > $this->named_max ) {
			// The column filters and the order (the reach-out one too) on the member's packed order.
			$found = $held || null === $held ? $this->orders()->select( $owner_id, $on, $held, $all ) : self::NONE;
			if ( null !== $found ) {
				$this->last_source .= '+order';
				return $found;
			}
		}
		$where = $this->where( $owner_id, $on );
		if ( null === $where || ( null !== $held && ! $held ) ) {
			return self::NONE;
		}
		list( $sql, $args ) = $where;
		$table              = Schema::table( 'contacts' );
		// A few are named in the statement (integers read from the lists and indexes) and found by id; more (with no
		// packed order to read, as in a transaction) are kept here as the filters' contacts are read in the order.
		$named = null !== $held && count( $held ) <= $this->named_max;
		$order = $named ? Db::order_off_index( $this->order_by( $query->order ) ) : $this->order_by( $query->order );
		// Found by id: SQLite, left to itself, walked the member's owner index and tested each row against the ids
		// (418 of 60,000 contacts: 10.5 ms against 0.5).
		$sql = $named && str_starts_with( $sql, 'c.owner_id = %d' ) ? '+' . $sql : $sql;
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- built from whitelisted fragments with placeholders; the ids are integers read from the database.
		$ordered = Db::int_column( Db::positional( "SELECT c.id FROM {$table} c WHERE {$sql}" . ( $named ? ' AND c.id IN (' . implode( ',', array_keys( $held ) ) . ')' : '' ) . " ORDER BY {$order}" ), $args );
		if ( null !== $held && ! $named ) {
			$ordered = array_values( array_filter( $ordered, static fn( int $id ): bool => isset( $held[ $id ] ) ) );
		}
		return array(
			'ids'   => $all ? $ordered : array_slice( $ordered, $query->offset(), $query->per_page ),
			'total' => count( $ordered ),
		);
	}

	/**
	 * Those of some contacts that carry a category, tested on its bitmaps (category_bitmaps(), kept), with none of
	 * its links read: reading the 4,173 links of a category cost 1 ms at 60,000 contacts on SQLite, twice what it cost
	 * at 30,000.
	 *
	 * @param int              $owner_id    Member.
	 * @param int              $category_id One of the member's categories.
	 * @param array<int, true> $ids         Contacts.
	 * @return array<int, true>
	 */
	private function in_category( int $owner_id, int $category_id, array $ids ): array {
		$by_block = array();
		foreach ( array_keys( $ids ) as $id ) {
			$by_block[ Posting_List::block( $id ) ][] = $id;
		}
		$bitmaps = $by_block ? $this->category_bitmaps( $owner_id, $category_id ) : array();
		$held    = array();
		foreach ( $by_block as $block => $block_ids ) {
			if ( isset( $bitmaps[ $block ] ) ) {
				foreach ( Posting_List::holds( $bitmaps[ $block ], $block_ids ) as $id ) {
					$held[ $id ] = true;
				}
			}
		}
		return $held;
	}

	/**
	 * Those of some candidates a search matches: looked up in its lists block by block when the lists hold many more
	 * (Search_Index::plan_holds(); a longer term's candidates then have their text checked), else the search's kept
	 * matches intersected.
	 *
	 * @param int                                                                                  $owner_id Member.
	 * @param array{terms: string[], grams: int[], size: int, exact: bool, ids?: array<int, true>} $plan     The search's plan.
	 * @param array<int, true>                                                                     $in       Candidates.
	 * @return array<int, true>
	 */
	private function held_of( int $owner_id, array $plan, array $in ): array {
		$exact = $plan['exact'] || isset( $plan['ids'] );
		if ( $plan['size'] <= 2 * count( $in ) && ( $exact || $plan['size'] <= $this->network_cap( $owner_id ) ) ) {
			return array_intersect_key( $in, $this->index()->matched( $owner_id, $plan ) );
		}
		$held = $this->index()->plan_holds( $owner_id, $plan, $in );
		return $exact || ! $held ? $held : array_intersect_key( $held, $this->index()->checked( $owner_id, $plan['terms'], array_keys( $held ) ) );
	}

	/**
	 * How many contacts the member has (read once per query).
	 *
	 * @param int $owner_id Member.
	 */
	private function network_size( int $owner_id ): int {
		if ( ! isset( $this->networks[ $owner_id ] ) ) {
			$this->networks[ $owner_id ] = $this->index()->network_size( $owner_id );
		}
		return $this->networks[ $owner_id ];
	}

	/**
	 * The largest source worth reading whole for this member: the cap, or a sixth of a larger network (DRIVER_CAP was
	 * weighed at 30,000 contacts against the SQL path, whose walk costs in proportion to the network: at 60,000, a
	 * longer term's 3,000 candidates within the Inactive contacts took 80 ms by SQL). A cap other than DRIVER_CAP
	 * (tests') is kept as it is.
	 *
	 * @param int $owner_id Member.
	 */
	private function network_cap( int $owner_id ): int {
		return self::DRIVER_CAP === $this->driver_cap ? max( $this->driver_cap, intdiv( $this->network_size( $owner_id ), 6 ) ) : $this->driver_cap;
	}

	/**
	 * The index (MariaDB/MySQL) that holds a list order, for a walk that must be told to use it.
	 *
	 * @param string $order One of Contact_Query::ORDERS.
	 */
	private function order_index( string $order ): string {
		if ( 'recent' === $order ) {
			return 'owner_created_filters';
		}
		if ( 'reach_out' === $order ) {
			return 'owner_reach_out_filters';
		}
		return in_array( $order, Contact_Query::CONTACTED_ORDERS, true ) ? 'owner_last_contacted_filters' : 'owner_sort_filters';
	}

	/**
	 * The ids of the query's categories, or null when the filters cannot match anyone: within a group every value
	 * must match, and a contact has one stage, one status, active or not; every category named must be the member's.
	 *
	 * @param int           $owner_id Member.
	 * @param Contact_Query $query    Query.
	 * @return int[]|null
	 */
	private function category_ids_if_any_match( int $owner_id, Contact_Query $query ): ?array {
		if ( count( array_unique( $query->stages ) ) > 1 || count( array_unique( $query->statuses ) ) > 1 || count( array_unique( $query->processes ) ) > 1 ) {
			return null;
		}
		if ( ! $query->categories ) {
			return array();
		}
		$category_ids = ( new Category_Repository() )->ids_by_names( $owner_id, $query->categories );
		return count( $category_ids ) === count( array_unique( array_map( array( Contact_Identity::class, 'text_key' ), $query->categories ) ) ) ? $category_ids : null;
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
		$sizes = array();
		foreach ( $category_ids as $category_id ) {
			$sizes[ $category_id ] = $this->category_set( $owner_id, $category_id )[0];
		}
		return $sizes;
	}

	/**
	 * The condition on the contact row (alias c) for the stage, status and process filters, with its arguments, or
	 * null when none is set. Served by the (owner_id, networking_stage, networking_status) index.
	 *
	 * @param Contact_Query $query     Query (at most one value per group).
	 * @param bool          $unindexed Whether to keep SQLite off that index (a page of a large position, found faster by
	 *                                 walking the name index than by sorting every contact at it).
	 * @return array{0: string, 1: array<int, int|string>}|null
	 */
	private function position_sql( Contact_Query $query, bool $unindexed = false ): ?array {
		$sql  = array();
		$args = array();
		// SQLite's unary plus keeps a column's index out of the plan.
		$c = $unindexed ? '+c.' : 'c.';
		foreach ( array_unique( $query->processes ) as $process ) {
			$sql[] = 'Active' === $process ? "{$c}networking_stage >= 0" : "{$c}networking_stage < 0";
		}
		foreach ( array_unique( $query->stages ) as $stage ) {
			$sql[]  = "{$c}networking_stage = %d";
			$args[] = (int) $stage;
		}
		foreach ( array_unique( $query->statuses ) as $status ) {
			$sql[]  = "{$c}networking_status = %s";
			$args[] = $status;
		}
		return $sql ? array( implode( ' AND ', $sql ), $args ) : null;
	}

	/**
	 * How many of the member's contacts meet a position condition: counted on the packed name order (List_Orders), or
	 * on the stage index.
	 *
	 * @param int                                         $owner_id Member.
	 * @param Contact_Query                               $query    The query whose position it is.
	 * @param array{0: string, 1: array<int, int|string>} $position position_sql().
	 */
	private function position_size( int $owner_id, Contact_Query $query, array $position ): int {
		$packed = $this->orders()->count_at( $owner_id, $query );
		if ( null !== $packed ) {
			return $packed;
		}
		$contacts = Schema::table( 'contacts' );
		// On the stage index: MariaDB, left to choose, read every entry of an order index (10,000 active contacts of
		// 30,000: 9 ms against 2.6 ms).
		$hint = Db::is_sqlite() ? '' : 'FORCE INDEX (owner_stage_sort)';
		$live = $this->live( $owner_id, 'c.id' );
		return (int) ( Db::column( Db::positional( "SELECT COUNT(*) FROM {$contacts} c {$hint} WHERE c.owner_id = %d AND {$position[0]}{$live}" ), array_merge( array( $owner_id ), $position[1] ) )[0] ?? 0 );
	}

	/**
	 * The total of a list filtered by one category and nothing else, read from the category's links alone (every
	 * link belongs to one of the member's contacts), or null for any other query.
	 *
	 * @param int           $owner_id Member.
	 * @param Contact_Query $query    Query.
	 */
	private function count_one_category( int $owner_id, Contact_Query $query ): ?int {
		if ( 1 !== count( array_unique( $query->categories ) ) || '' !== trim( $query->search )
			|| $query->sources || $query->processes || $query->stages || $query->statuses || $query->not_contacted_days > 0 || '' !== $query->reach_out ) {
			return null;
		}
		$ids = ( new Category_Repository() )->ids_by_names( $owner_id, $query->categories );
		if ( 1 !== count( $ids ) ) {
			return null;
		}
		// Kept with the category's contacts (category_set()): counting 4,173 links on MariaDB took 0.5 ms a request.
		return $this->category_set( $owner_id, $ids[0] )[0];
	}

	/**
	 * Whether every one of the member's contacts matches a search: its terms have exact lists (one to three bytes)
	 * that together hold the whole network, or a longer term's lists hold it (or are all too long to help) and its
	 * count (kept until the member's text changes: Search_Index::kept_total()) is the network's ("example", in every
	 * contact's email). Asked only of a list longer than the planner reads (its cap; with a cap of 0, the SQL path
	 * alone, of any list).
	 *
	 * @param int    $owner_id Member.
	 * @param string $search   Trimmed, non-empty search text.
	 */
	private function matches_everyone( int $owner_id, string $search ): bool {
		$index = $this->index();
		$plan  = $index->plan( $owner_id, $search );
		if ( null !== $plan && ( 0 === $plan['size'] || $plan['size'] <= $this->driver_cap ) ) {
			return false;
		}
		// No plan: every list the term could use holds too many contacts to help (or they are being built).
		$network = $this->network_size( $owner_id );
		if ( 0 === $network || ( null !== $plan && $plan['size'] < $network ) ) {
			return false;
		}
		return ( null !== $plan && $plan['exact'] ) || $index->kept_total( $owner_id, $search ) >= $network;
	}

	/**
	 * The query without its search when every one of the member's contacts matches it (matches_everyone(): "@",
	 * "example" in every email): the same list, and no set, text or count left to read for the term ("example" in a
	 * category of 2,259 contacts checked each one's text on MariaDB: 22 ms).
	 *
	 * @param int           $owner_id Member.
	 * @param Contact_Query $query    Query.
	 */
	private function without_universal_search( int $owner_id, Contact_Query $query ): Contact_Query {
		$search = trim( $query->search );
		if ( '' === $search || ! $this->matches_everyone( $owner_id, $search ) ) {
			return $query;
		}
		return new Contact_Query( '', $query->categories, $query->sources, $query->processes, $query->stages, $query->statuses, $query->order, $query->page, $query->per_page, $query->not_contacted_days, $query->today, $query->archived, $query->reach_out );
	}

	/**
	 * ORDER BY for a whitelisted sort.
	 *
	 * @param string $order   One of Contact_Query::ORDERS.
	 * @param bool   $reverse Whether to turn it around (a deep page read from the end).
	 */
	private function order_by( string $order, bool $reverse = false ): string {
		if ( $reverse ) {
			// Every column's direction turned: the same rows, last first (NULLs, first ascending, come last).
			return strtr(
				$this->order_by( $order ),
				array(
					' ASC'  => ' DESC',
					' DESC' => ' ASC',
				)
			);
		}
		switch ( $order ) {
			case 'name_desc':
				return 'c.sort_name DESC, c.id DESC';
			case 'recent':
				return 'c.created_at DESC, c.id DESC';
			// NULL (never contacted) sorts before every day on both engines: last when most recent first, first
			// when longest ago first. Ties by id, so (owner_id, last_contacted, id) serves the page.
			case 'contacted_desc':
				return 'c.last_contacted DESC, c.id DESC';
			case 'contacted_asc':
				return 'c.last_contacted ASC, c.id ASC';
			// Most overdue first; a contact without a cadence holds Cadence::NONE and comes last.
			case 'reach_out':
				return 'c.reach_out_by ASC, c.id ASC';
		}
		return 'c.sort_name ASC, c.id ASC';
	}
}

<?php
/**
 * The member's contacts in each list order, packed: the only code that reads or writes `prism_list_orders`.
 *
 * A large set of ids (a search's list, a category) combined with filters that are columns of the contact (stage,
 * status, Active/Inactive, import sources, not contacted since a day) was paged by walking the order's index in the
 * database and testing every entry (the whole name index for a middle page of "n", 25,000 contacts, not contacted for
 * 90 days: 14 ms on MariaDB). Here each order is one row per member: the contact ids in that order (4 bytes each), a
 * byte per contact naming its (stage, status, sources) in a small dictionary, and its last-contacted day. One read
 * and one pass in PHP answer any page and the exact total (about 3 ms at 30,000 contacts).
 *
 * The rows are a cache, kept in the database so every web server reads the same ones. Each member has a generation
 * row (order_key ''), moved by every write to their contacts' rows (changed(), called by the repositories that write
 * them); an order row is used only when it was built at the generation the member is at, and it is stored only if
 * that generation is still the current one when it is written (a write committed meanwhile leaves it unstored).
 *
 * @package Prism
 */

namespace Prism\Data;

use Prism\Domain\Contact_Fields;
use Prism\Domain\Contact_Query;
use Prism\Schema\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * Packed list orders.
 */
final class List_Orders {

	/**
	 * The stored orders: the ORDER BY they are built in (ascending; each list order is one of them or its exact
	 * reverse) and the index (MariaDB/MySQL) that holds it with every filter column.
	 */
	private const ORDERS = array(
		'name'      => array( 'c.sort_name ASC, c.id ASC', 'owner_sort_filters' ),
		'created'   => array( 'c.created_at ASC, c.id ASC', 'owner_created_filters' ),
		'contacted' => array( 'c.last_contacted ASC, c.id ASC', 'owner_last_contacted_filters' ),
	);

	/** The table's key. */
	private const KEY = array( 'owner_id', 'order_key' );

	/** Most distinct (stage, status, sources) a member's contacts may have for their order to be packed (a byte each). */
	private const CODES = 255;

	/**
	 * Orders read by this object, by member and key (a query reads each at most once).
	 *
	 * @var array<string, array{places: array<int, int>, codes: string, days: string, dictionary: array<int, array{0: int, 1: string, 2: string}>}|null>
	 */
	private array $read = array();

	/**
	 * Whether stored orders are read at all (tests turn them off: every question is then answered null).
	 *
	 * @var bool
	 */
	private bool $on;

	/**
	 * Orders on or off.
	 *
	 * @param bool $on Whether stored orders are read and built.
	 */
	public function __construct( bool $on = true ) {
		$this->on = $on;
	}

	/**
	 * Counts that the member's contacts changed, as the last write of the caller's transaction: every order stored
	 * for the member is out of date from its COMMIT on. The first generation is the time in microseconds, so that a
	 * member whose rows were all erased (the generation row with them) never comes back to a generation an order was
	 * stored at before.
	 *
	 * @param int $owner_id Member.
	 */
	public static function changed( int $owner_id ): void {
		Db::before_commit(
			'list_orders:' . $owner_id,
			static function () use ( $owner_id ): void {
				$table = Schema::table( 'list_orders' );
				$bump  = "INSERT INTO {$table} (owner_id, order_key, generation) VALUES (?, '', ?)" . Db::on_conflict( self::KEY, array( 'generation' => 'generation + 1' ) );
				Db::execute( $bump, array( $owner_id, self::first_generation() ) );
			}
		);
	}

	/**
	 * One page (or every id) of the member's contacts in a list order that are in a set (or all of them) and meet the
	 * query's column filters, and how many do; null when no packed order can answer (inside a transaction, whose own
	 * writes a stored order would not show, or a member with more kinds of contact than a byte names).
	 *
	 * @param int                   $owner_id Member.
	 * @param Contact_Query         $query    Order, page, and the column filters (its search and categories are the caller's:
	 *                                        they are in $ids).
	 * @param array<int, true>|null $ids      The set, or null for every contact.
	 * @param bool                  $all      Every matching id instead of one page.
	 * @return array{ids: int[], total: int}|null
	 */
	public function select( int $owner_id, Contact_Query $query, ?array $ids, bool $all ): ?array {
		$key    = self::key( $query->order );
		$packed = $this->order( $owner_id, $key );
		if ( null === $packed ) {
			return null;
		}
		$codes  = $this->codes_kept( $packed['dictionary'], $query );
		$before = $query->not_contacted_days > 0 ? (int) str_replace( '-', '', $query->contacted_before() ) : 0;
		$from   = $all ? 0 : $query->offset();
		$length = $all ? null : $query->per_page;
		// The candidates as id => place in the stored order (from 1), in that order: the set's, picked by the engine's own
		// intersection rather than one test an id here (30,000 ids: 0.5 ms against 3 ms).
		$places = $packed['places'];
		if ( null !== $ids ) {
			$places = array_intersect_key( $places, $ids );
		}
		if ( in_array( $query->order, array( 'name_desc', 'recent', 'contacted_desc' ), true ) ) {
			$places = array_reverse( $places, true );
		}
		if ( null === $codes && 0 === $before ) {
			return array(
				'ids'   => array_slice( array_keys( $places ), $from, $length ),
				'total' => count( $places ),
			);
		}
		$kinds = $packed['codes'];
		$days  = $before > 0 ? (array) unpack( 'V*', $packed['days'] ) : array();
		$to    = null === $length ? PHP_INT_MAX : $from + $length;
		$page  = array();
		$seen  = 0;
		foreach ( $places as $id => $i ) {
			if ( ( null !== $codes && ! isset( $codes[ $kinds[ $i - 1 ] ] ) ) || ( $before > 0 && 0 !== $days[ $i ] && $days[ $i ] >= $before ) ) {
				continue;
			}
			if ( $seen >= $from && $seen < $to ) {
				$page[] = $id;
			}
			++$seen;
		}
		return array(
			'ids'   => $page,
			'total' => $seen,
		);
	}

	/**
	 * The contacts of a set that meet the query's column filters (stage, status, Active/Inactive, import sources, not
	 * contacted since its day), tested on the member's packed order of the query's list order (the read that serves
	 * its page too) rather than read as sets of ids from their indexes (the LinkedIn contacts of 30,000: 7.5 ms on
	 * MariaDB); null when no packed order can answer.
	 *
	 * @param int              $owner_id Member.
	 * @param Contact_Query    $query    Query (its search, categories and order are the caller's).
	 * @param array<int, true> $ids      The set.
	 * @return array<int, true>|null
	 */
	public function keep( int $owner_id, Contact_Query $query, array $ids ): ?array {
		$packed = $this->order( $owner_id, self::key( $query->order ) );
		if ( null === $packed ) {
			return null;
		}
		$codes  = $this->codes_kept( $packed['dictionary'], $query );
		$before = $query->not_contacted_days > 0 ? (int) str_replace( '-', '', $query->contacted_before() ) : 0;
		if ( null === $codes && 0 === $before ) {
			return array_intersect_key( $ids, $packed['places'] );
		}
		$kinds = $packed['codes'];
		$days  = $before > 0 ? (array) unpack( 'V*', $packed['days'] ) : array();
		$kept  = array();
		foreach ( array_intersect_key( $packed['places'], $ids ) as $id => $i ) {
			if ( ( null === $codes || isset( $codes[ $kinds[ $i - 1 ] ] ) ) && ( 0 === $before || 0 === $days[ $i ] || $days[ $i ] < $before ) ) {
				$kept[ $id ] = true;
			}
		}
		return $kept;
	}

	/**
	 * The member's contacts at the query's position (stage, status, Active/Inactive; other filters are not tested), as
	 * a set, found in the bytes of the packed order of the query's list order; null when no packed order can answer.
	 * Reading the 10,000 active contacts of 30,000 took MariaDB 7.5 ms (it read all 30,000 rows of the member's index).
	 *
	 * @param int           $owner_id Member.
	 * @param Contact_Query $query    Query.
	 * @return array<int, true>|null
	 */
	public function ids_at( int $owner_id, Contact_Query $query ): ?array {
		$packed = $this->order( $owner_id, self::key( $query->order ) );
		if ( null === $packed ) {
			return null;
		}
		$list  = array_keys( $packed['places'] );
		$codes = $packed['codes'];
		$ids   = array();
		foreach ( $this->kinds_kept( $packed['dictionary'], new Contact_Query( processes: $query->processes, stages: $query->stages, statuses: $query->statuses ) ) as $code ) {
			$byte = chr( $code );
			for ( $at = strpos( $codes, $byte ); false !== $at; $at = strpos( $codes, $byte, $at + 1 ) ) {
				$ids[ $list[ $at ] ] = true;
			}
		}
		return $ids;
	}

	/**
	 * The stored order a list order reads.
	 *
	 * @param string $order One of Contact_Query::ORDERS.
	 */
	private static function key( string $order ): string {
		if ( 'recent' === $order ) {
			return 'created';
		}
		return in_array( $order, Contact_Query::CONTACTED_ORDERS, true ) ? 'contacted' : 'name';
	}

	/**
	 * The codes (bytes) of the dictionary's kinds of contact that the query's column filters keep, as a set; null when
	 * it has none (every contact is kept).
	 *
	 * @param array<int, array{0: int, 1: string, 2: string}> $dictionary Code => (stage, status, sources).
	 * @param Contact_Query                                   $query      Query.
	 * @return array<string, true>|null
	 */
	private function codes_kept( array $dictionary, Contact_Query $query ): ?array {
		if ( ! $query->processes && ! $query->stages && ! $query->statuses && ! $query->sources ) {
			return null;
		}
		$kept = array();
		foreach ( $this->kinds_kept( $dictionary, $query ) as $code ) {
			$kept[ chr( $code ) ] = true;
		}
		return $kept;
	}

	/**
	 * The codes of the dictionary's kinds of contact that the query's column filters keep, compared as the columns'
	 * collation compares them, case aside.
	 *
	 * @param array<int, array{0: int, 1: string, 2: string}> $dictionary Code => (stage, status, sources).
	 * @param Contact_Query                                   $query      Query.
	 * @return int[]
	 */
	private function kinds_kept( array $dictionary, Contact_Query $query ): array {
		$sources = array_map( 'strtolower', Contact_Fields::import_source_values( $query->sources ) );
		$kept    = array();
		foreach ( $dictionary as $code => list( $stage, $status, $source ) ) {
			$keep = ! $query->sources || in_array( strtolower( $source ), $sources, true );
			foreach ( $query->processes as $process ) {
				$keep = $keep && ( 'Active' === $process ? $stage >= 0 : $stage < 0 );
			}
			foreach ( $query->stages as $wanted ) {
				$keep = $keep && (int) $wanted === $stage;
			}
			foreach ( $query->statuses as $wanted ) {
				$keep = $keep && 0 === strcasecmp( (string) $wanted, $status );
			}
			if ( $keep ) {
				$kept[] = (int) $code;
			}
		}
		return $kept;
	}

	/**
	 * How many of the member's contacts are at the query's position (stage, status, Active/Inactive; other filters
	 * are not counted), from the bytes of the packed order of the query's list order alone; null when no packed order
	 * can answer. Counting the 20,000 inactive contacts of 30,000 on the stage index took MariaDB 5 ms.
	 *
	 * @param int           $owner_id Member.
	 * @param Contact_Query $query    Query.
	 */
	public function count_at( int $owner_id, Contact_Query $query ): ?int {
		$packed = $this->order( $owner_id, self::key( $query->order ) );
		if ( null === $packed ) {
			return null;
		}
		$position = new Contact_Query( processes: $query->processes, stages: $query->stages, statuses: $query->statuses );
		$each     = count_chars( $packed['codes'], 1 );
		$count    = 0;
		foreach ( $this->kinds_kept( $packed['dictionary'], $position ) as $code ) {
			$count += $each[ $code ] ?? 0;
		}
		return $count;
	}

	/**
	 * How many of the member's contacts there are of each kind (stage, status), counted off the one-byte codes of any
	 * stored order that is current; null when none is (nothing is built here: the caller counts in SQL). Reads the
	 * codes and the dictionary only, one byte a contact: the dashboard's stage counts grouped the member's rows on the
	 * stage index, a cost that doubled with the network (9 ms at 30,000 contacts on MariaDB).
	 *
	 * @param int $owner_id Member.
	 * @return list<array{stage: int, status: string, n: int}>|null
	 */
	public function kinds( int $owner_id ): ?array {
		if ( ! $this->on || Db::in_transaction() ) {
			return null;
		}
		$table = Schema::table( 'list_orders' );
		$rows  = Db::select( "SELECT o.codes, o.dictionary FROM {$table} o JOIN {$table} g ON g.owner_id = o.owner_id AND g.order_key = '' AND g.generation = o.generation WHERE o.owner_id = ? AND o.order_key <> '' LIMIT 1", array( $owner_id ) );
		if ( ! $rows ) {
			return null;
		}
		$codes      = (string) $rows[0]['codes'];
		$dictionary = json_decode( (string) $rows[0]['dictionary'], true );
		if ( ! is_array( $dictionary ) ) {
			return null;
		}
		$kinds = array();
		foreach ( count_chars( $codes, 1 ) as $code => $n ) {
			if ( ! isset( $dictionary[ $code ] ) ) {
				return null;
			}
			list( $stage, $status ) = $dictionary[ $code ];
			$key                    = $stage . "\0" . $status;
			$kinds[ $key ]        ??= array(
				'stage'  => (int) $stage,
				'status' => (string) $status,
				'n'      => 0,
			);
			$kinds[ $key ]['n']    += $n;
		}
		return array_values( $kinds );
	}

	/**
	 * A stored order of the member's, current, read or (when it is missing or out of date) built and stored.
	 *
	 * @param int    $owner_id Member.
	 * @param string $key      Key of ORDERS.
	 * @return array{places: array<int, int>, codes: string, days: string, dictionary: array<int, array{0: int, 1: string, 2: string}>}|null
	 */
	private function order( int $owner_id, string $key ): ?array {
		$memo = $owner_id . ':' . $key;
		if ( array_key_exists( $memo, $this->read ) ) {
			return $this->read[ $memo ];
		}
		if ( ! $this->on || Db::in_transaction() ) {
			return null; // Its own uncommitted writes are not in a stored order, and a build would not be stored.
		}
		$table      = Schema::table( 'list_orders' );
		$generation = null;
		$stored     = null;
		foreach ( Db::select( "SELECT order_key, generation, ids, codes, days, dictionary FROM {$table} WHERE owner_id = ? AND order_key IN ('', ?)", array( $owner_id, $key ) ) as $row ) {
			if ( '' === (string) $row['order_key'] ) {
				$generation = (int) $row['generation'];
			} else {
				$stored = $row;
			}
		}
		if ( null !== $generation && null !== $stored && (int) $stored['generation'] === $generation ) {
			$dictionary = json_decode( (string) $stored['dictionary'], true );
			$count      = intdiv( strlen( (string) $stored['ids'] ), 4 );
			if ( is_array( $dictionary ) && strlen( (string) $stored['codes'] ) === $count && strlen( (string) $stored['days'] ) === 4 * $count ) {
				$this->read[ $memo ] = array(
					'places'     => $count ? array_flip( (array) unpack( 'V*', (string) $stored['ids'] ) ) : array(),
					'codes'      => (string) $stored['codes'],
					'days'       => (string) $stored['days'],
					'dictionary' => $dictionary,
				);
				return $this->read[ $memo ];
			}
		}
		$this->read[ $memo ] = $this->build( $owner_id, $key, $generation );
		return $this->read[ $memo ];
	}

	/**
	 * Reads an order off its index and stores it at the generation read before (a cache's write: Db::if_free(), and
	 * only while that generation is still the member's). A member without a generation row gets one first.
	 *
	 * @param int      $owner_id   Member.
	 * @param string   $key        Key of ORDERS.
	 * @param int|null $generation The member's generation, read before the contacts; null when they have none yet.
	 * @return array{places: array<int, int>, codes: string, days: string, dictionary: array<int, array{0: int, 1: string, 2: string}>}|null
	 */
	private function build( int $owner_id, string $key, ?int $generation ): ?array {
		$table = Schema::table( 'list_orders' );
		if ( null === $generation ) {
			$first = self::first_generation();
			Db::if_free(
				static function () use ( $table, $owner_id, $first ): void {
					Db::execute( "INSERT INTO {$table} (owner_id, order_key, generation) VALUES (?, '', ?)" . Db::on_conflict( self::KEY ), array( $owner_id, $first ) );
				}
			);
			$generation = (int) ( Db::column( "SELECT generation FROM {$table} WHERE owner_id = ? AND order_key = ''", array( $owner_id ) )[0] ?? 0 );
		}
		list( $order_by, $index ) = self::ORDERS[ $key ];
		$hint                     = Db::is_sqlite() ? '' : "FORCE INDEX ({$index})";
		$contacts                 = Schema::table( 'contacts' );
		$rows                     = Db::num_rows( "SELECT c.id, c.networking_stage, c.networking_status, c.import_source, c.last_contacted FROM {$contacts} c {$hint} WHERE c.owner_id = ? ORDER BY {$order_by}", array( $owner_id ) );
		$dictionary               = array();
		$codes_of                 = array();
		$ids                      = array();
		$codes                    = '';
		$days                     = array();
		foreach ( $rows as $row ) {
			$kind = $row[1] . "\0" . $row[2] . "\0" . $row[3];
			if ( ! isset( $codes_of[ $kind ] ) ) {
				if ( count( $dictionary ) >= self::CODES ) {
					return null;
				}
				$codes_of[ $kind ] = count( $dictionary );
				$dictionary[]      = array( (int) $row[1], (string) $row[2], (string) $row[3] );
			}
			$ids[]  = (int) $row[0];
			$codes .= chr( $codes_of[ $kind ] );
			$days[] = null === $row[4] || '' === $row[4] ? 0 : (int) str_replace( '-', '', substr( (string) $row[4], 0, 10 ) );
		}
		$ids  = $ids ? pack( 'V*', ...$ids ) : '';
		$days = $days ? pack( 'V*', ...$days ) : '';
		if ( $generation > 0 ) {
			$this->store( $owner_id, $key, $generation, $ids, $codes, $days, $dictionary );
		}
		return array(
			'places'     => '' === $ids ? array() : array_flip( (array) unpack( 'V*', $ids ) ),
			'codes'      => $codes,
			'days'       => $days,
			'dictionary' => $dictionary,
		);
	}

	/**
	 * Stores a built order at a generation, if that is still the member's generation (one statement: the condition and
	 * the write together).
	 *
	 * @param int                                             $owner_id   Member.
	 * @param string                                          $key        Key of ORDERS.
	 * @param int                                             $generation Generation it was built at.
	 * @param string                                          $ids        The contact ids in order, packed ('V*').
	 * @param string                                          $codes      A byte a contact: its kind in the dictionary.
	 * @param string                                          $days       Their last-contacted days (Ymd, 0 for none), packed ('V*').
	 * @param array<int, array{0: int, 1: string, 2: string}> $dictionary Code => (stage, status, sources).
	 */
	private function store( int $owner_id, string $key, int $generation, string $ids, string $codes, string $days, array $dictionary ): void {
		$table = Schema::table( 'list_orders' );
		$blob  = static fn( string $bytes ): string => '' === $bytes ? "''" : "X'" . bin2hex( $bytes ) . "'";
		$ids   = $blob( $ids );
		$codes = $blob( $codes );
		$days  = $blob( $days );
		// phpcs:ignore WordPress.WP.AlternativeFunctions.json_encode_json_encode -- a cache's column, read back by json_decode().
		$dictionary = (string) json_encode( $dictionary );
		$select     = "SELECT ?, ?, ?, {$ids}, {$codes}, {$days}, ? FROM {$table} g WHERE g.owner_id = ? AND g.order_key = '' AND g.generation = ?";
		$columns    = array( 'generation', 'ids', 'codes', 'days', 'dictionary' );
		$keep       = "INSERT INTO {$table} (owner_id, order_key, generation, ids, codes, days, dictionary) {$select}"
			. Db::on_conflict( self::KEY, array_combine( $columns, array_map( static fn( string $column ): string => "new.{$column}", $columns ) ) );
		Db::if_free(
			static function () use ( $keep, $owner_id, $key, $generation, $dictionary ): void {
				Db::execute( $keep, array( $owner_id, $key, $generation, $dictionary, $owner_id, $generation ) );
			}
		);
	}

	/**
	 * A member's first generation: the time in microseconds (later than any generation their rows had before).
	 */
	private static function first_generation(): int {
		return (int) ( microtime( true ) * 1000000 );
	}
}

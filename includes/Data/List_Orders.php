<?php
/**
 * The member's contacts in each list order, packed: the only code that reads or writes `prism_list_orders`.
 *
 * A large set of ids (a search's list, a category) combined with filters that are columns of the contact (stage,
 * status, Active/Inactive, import sources, not contacted since a day) was paged by walking the order's index in the
 * database and testing every entry (the whole name index for a middle page of "n", 25,000 contacts, not contacted for
 * 90 days: 14 ms on MariaDB). Here each order is one row per member: the contact ids in that order (4 bytes each), a
 * byte per contact naming its (stage, status, sources) in a small dictionary, its last-contacted day, a byte per
 * contact for that day's bucket (ages), and each id's place in the order (places). A question costs what its set
 * holds: sets are looked up in the places, and filters over every contact are byte masks made and counted by PHP's
 * string functions (strtr(), the string `&`, substr_count(), strpos()), at C's speed.
 *
 * The same rows keep small answers that change only with the member's contacts (kept(): the week's completions,
 * what a calendar's month view shows).
 *
 * The rows are a cache, kept in the database so every web server reads the same ones. Each member has a generation
 * row (order_key ''), moved by every write to their contacts' rows, events or stage completions (changed(), called by
 * the repositories that write them); an order row is used only when it was built at the generation the member is at, and it is stored only if
 * that generation is still the current one when it is written (a write committed meanwhile leaves it unstored).
 *
 * @package Prism
 */

namespace Prism\Data;

use Prism\Domain\Contact_Fields;
use Prism\Domain\Contact_Query;
use Prism\Domain\Posting_List;
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
		// By the day to reach out by (Keep in touch), most overdue first: Keep_In_Touch_Repository moves the generation
		// when it changes a contact's day.
		'reach'     => array( 'c.reach_out_by ASC, c.id ASC', 'owner_reach_out_filters' ),
	);

	/** The table's key. */
	private const KEY = array( 'owner_id', 'order_key' );

	/** Most distinct (stage, status, sources) a member's contacts may have for their order to be packed (a byte each). */
	private const CODES = 255;

	/** Most buckets of last-contacted days (a byte a contact: ages()). */
	private const AGES = 255;

	/**
	 * The packed columns of a stored order and their bytes a contact (0: a column by contact id over the member's span
	 * of ids, or nothing: `places`, 4 bytes an id after 4 for the first id; `span_codes` and `span_ages`, a byte an
	 * id, NOT_THEIRS for an id that is not one of the member's contacts; `span_blocks`, 4 bytes for the block size
	 * then a byte an id, the block of the order its contact is in, from 1, and 0 for an id that is not theirs).
	 */
	private const BLOBS = array(
		'ids'         => 4,
		'codes'       => 1,
		'days'        => 4,
		'ages'        => 1,
		'places'      => 0,
		'span_codes'  => 0,
		'span_ages'   => 0,
		'span_blocks' => 0,
	);

	/**
	 * Most blocks an order is cut into for `span_blocks` (a byte an id, 0 left for ids that are not the member's): the
	 * contacts of a set by id are counted block by block at C's speed (count_chars()), so a page anywhere in the list
	 * is walked for within the block that holds it (select_bits()).
	 */
	public const BLOCKS = 255;

	/** The code and age bucket of an id of the span that is not the member's contact (no code nor bucket is 255). */
	private const NOT_THEIRS = "\xFF";

	/** The select_bits() switch on (a List_Orders made with 0 instead never answers it: tests compare the other paths). */
	public const BITS_WALK = 1;

	/** Widest span of a member's ids, in times their number, for which an order holds each one's place (places()). */
	private const SPAN = 4;

	/**
	 * A set is looked up contact by contact in `places` while the order holds at least this many times as many
	 * contacts; a larger one is intersected with the whole order read as an array (about 0.3 µs a looked-up contact,
	 * 0.15 µs a contact of the order).
	 */
	private const LOOKUP_SHARE = 3;

	/**
	 * Candidates more than the order's contacts divided by this are tested on a mask of the whole order (mask(): a byte
	 * read each) rather than one by one on their code and day.
	 */
	private const MASKED = 16;

	/** Contacts of a mask counted at once when the page's first rank is looked for (ranks()). */
	private const BLOCK = 4096;

	/**
	 * Orders read by this object, by member and key (a query reads each at most once): generation, count, dictionary,
	 * age bounds, the packed columns read so far, and the whole order as id => place once a large set needed it.
	 *
	 * @var array<string, array<string, mixed>|null>
	 */
	private array $read = array();

	/**
	 * The 256 byte values in order (bytes()).
	 *
	 * @var string
	 */
	private string $bytes = '';

	/**
	 * Whether stored orders are read at all (tests turn them off: every question is then answered null).
	 *
	 * @var bool
	 */
	private bool $on;

	/**
	 * Whether select_bits() answers (0: never; BITS_WALK).
	 *
	 * @var int
	 */
	private int $bits_walk;

	/**
	 * Blocks an order this object builds is cut into (BLOCKS; tests take fewer, to have blocks of several contacts).
	 *
	 * @var int
	 */
	private int $blocks;

	/**
	 * Orders on or off.
	 *
	 * @param bool $on        Whether stored orders are read and built.
	 * @param int  $bits_walk 0: select_bits() never answers (tests compare the other paths); BITS_WALK: it does.
	 * @param int  $blocks    Blocks an order built here is cut into (BLOCKS at most); one read keeps the block size it
	 *                        was stored with.
	 */
	public function __construct( bool $on = true, int $bits_walk = self::BITS_WALK, int $blocks = self::BLOCKS ) {
		$this->on        = $on;
		$this->bits_walk = $bits_walk;
		$this->blocks    = max( 1, min( self::BLOCKS, $blocks ) );
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
	 * What it costs grows with the set, not with the network: a set's contacts are looked up in `places` one by one
	 * (or, for a set of a third of the network or more, the whole order is read); every contact is tested only by
	 * functions that run over the packed bytes (strtr(), substr_count(), strpos()), at some microseconds per 10,000
	 * contacts. The order read as a PHP array on every request (array_flip( unpack() )) made a search of 3,494
	 * matches cost 3 ms more at 60,000 contacts than at 30,000.
	 *
	 * @param int                   $owner_id Member.
	 * @param Contact_Query         $query    Order, page, and the column filters (its search and categories are the caller's:
	 *                                        they are in $ids).
	 * @param array<int, true>|null $ids      The set, or null for every contact.
	 * @param bool                  $all      Every matching id instead of one page.
	 * @return array{ids: int[], total: int}|null
	 */
	public function select( int $owner_id, Contact_Query $query, ?array $ids, bool $all ): ?array {
		$key    = self::holding( $query );
		$before = self::before( $query );
		$header = $this->order( $owner_id, $key, array() );
		if ( null === $header ) {
			return null;
		}
		$codes = $this->codes_kept( $header['dictionary'], $query );
		$desc  = self::descending( $query );
		$from  = $all ? 0 : $query->offset();
		if ( null !== $ids ) {
			$found = $this->filtered( $owner_id, $key, $ids, $codes, $before, true );
			if ( null === $found ) {
				return null;
			}
			$list = array_values( $desc ? array_reverse( $found ) : $found );
			return array(
				'ids'   => $all ? $list : array_slice( $list, $from, $query->per_page ),
				'total' => count( $list ),
			);
		}
		$count = $header['count'];
		if ( null === $codes && 0 === $before ) {
			// Every contact: the page is a slice of the packed ids.
			$packed = $this->order( $owner_id, $key, array( 'ids' ) );
			if ( null === $packed ) {
				return null;
			}
			$length = $all ? $count : max( 0, min( $query->per_page, $count - $from ) );
			$start  = $desc ? $count - $from - $length : $from;
			$page   = $length > 0 ? array_values( (array) unpack( 'V*', substr( $packed['ids'], 4 * $start, 4 * $length ) ) ) : array();
			return array(
				'ids'   => $desc ? array_reverse( $page ) : $page,
				'total' => $count,
			);
		}
		$packed = $this->order( $owner_id, $key, 0 === $before ? array( 'codes', 'ids' ) : array( 'codes', 'ages', 'days', 'ids' ) );
		if ( null === $packed ) {
			return null;
		}
		return self::masked_page( $packed, $this->mask( $packed, $codes, $before ), $query, $all );
	}

	/**
	 * Like select() with the first contacts of the query's packed order as the set: in the order by the day to reach
	 * out by, the Keep in touch filter's contacts (its range is where that order begins), tested on the column filters'
	 * mask with no id looked up ("any cadence" within a stage, 9,200 of 60,000 contacts looked up in `places`: 2 ms).
	 * Null when no packed order can answer.
	 *
	 * @param int           $owner_id Member.
	 * @param Contact_Query $query    Order, page, and the column filters (as select()).
	 * @param int           $first    How many contacts from the order's start.
	 * @param bool          $all      Every matching id instead of one page.
	 * @return array{ids: int[], total: int}|null
	 */
	public function select_first( int $owner_id, Contact_Query $query, int $first, bool $all ): ?array {
		$key    = self::holding( $query );
		$header = $this->order( $owner_id, $key, array() );
		if ( null === $header ) {
			return null;
		}
		$codes  = $this->codes_kept( $header['dictionary'], $query );
		$before = self::before( $query );
		$packed = $this->order( $owner_id, $key, array_merge( array( 'ids' ), null === $codes ? array() : array( 'codes' ), 0 === $before ? array() : array( 'ages', 'days' ) ) );
		if ( null === $packed ) {
			return null;
		}
		$count = $header['count'];
		$first = max( 0, min( $first, $count ) );
		$mask  = null === $codes && 0 === $before ? str_repeat( "\x01", $count ) : $this->mask( $packed, $codes, $before );
		return self::masked_page( $packed, substr( $mask, 0, $first ) . str_repeat( "\0", $count - $first ), $query, $all );
	}

	/**
	 * Like select_first() in another list order: the first contacts of the order by the day to reach out by (the Keep
	 * in touch filter's), masked there by the column filters (at C's speed, a byte a contact), and only those kept
	 * placed in the query's order. "Any cadence" within a stage, by name, looked each of the 9,300 of 60,000 contacts
	 * with a cadence up in the name order to keep 358 (2.4 ms; 1.2 at 30,000). Null when no packed order can answer,
	 * or when the query's columns keep every contact (select() with the set is the same work).
	 *
	 * @param int           $owner_id Member.
	 * @param Contact_Query $query    Order, page, and the column filters (as select()).
	 * @param int           $first    How many contacts from the start of the order by the day to reach out by.
	 * @param bool          $all      Every matching id instead of one page.
	 * @return array{ids: int[], total: int}|null
	 */
	public function select_reaching( int $owner_id, Contact_Query $query, int $first, bool $all ): ?array {
		$key    = self::holding( $query );
		$header = $this->order( $owner_id, 'reach', array() );
		if ( null === $key || null === $header ) {
			return null;
		}
		$codes  = $this->codes_kept( $header['dictionary'], $query );
		$before = self::before( $query );
		if ( null === $codes && 0 === $before ) {
			return null;
		}
		$reach = $this->order( $owner_id, 'reach', array_merge( array( 'ids' ), null === $codes ? array() : array( 'codes' ), 0 === $before ? array() : array( 'ages', 'days' ) ) );
		if ( null === $reach ) {
			return null;
		}
		$mask = substr( $this->mask( $reach, $codes, $before ), 0, max( 0, min( $first, $header['count'] ) ) );
		$kept = array();
		for ( $at = strpos( $mask, "\x01" ); false !== $at; $at = strpos( $mask, "\x01", $at + 1 ) ) {
			$kept[ (int) unpack( 'V', $reach['ids'], 4 * $at )[1] ] = true;
		}
		$found = $kept ? $this->filtered( $owner_id, $key, $kept, null, 0, true ) : array();
		if ( null === $found ) {
			return null;
		}
		$list = array_values( self::descending( $query ) ? array_reverse( $found ) : $found );
		return array(
			'ids'   => $all ? $list : array_slice( $list, $query->offset(), $query->per_page ),
			'total' => count( $list ),
		);
	}

	/**
	 * Like select() with every contact as the set, less some: the contacts of the member's span of ids that a
	 * callable names (a search most contacts match names those it does not: Search_Index::plan_absent()), each
	 * looked up in `places` and cleared from the column filters' mask. It costs what is left out rather than what is
	 * kept. Null when no packed order with places can answer, or when the ids left out of the span would be as many
	 * as the set holds (the caller reads the set instead).
	 *
	 * @param int           $owner_id Member.
	 * @param Contact_Query $query    Order, page, and the column filters (as select()).
	 * @param int           $held     How many contacts the set holds.
	 * @param callable      $absent   Called with a first id and the id after the last: the ids between (int[]) that the
	 *                                set does not hold.
	 * @param bool          $all      Every matching id instead of one page.
	 * @return array{ids: int[], total: int}|null
	 */
	public function select_absent( int $owner_id, Contact_Query $query, int $held, callable $absent, bool $all ): ?array {
		$key    = self::holding( $query );
		$header = $this->order( $owner_id, $key, array() );
		if ( null === $header || 0 === $header['span'] || $header['span'] - $held >= $held ) {
			return null;
		}
		$before  = self::before( $query );
		$codes   = $this->codes_kept( $header['dictionary'], $query );
		$columns = array_merge( array( 'ids', 'places' ), null === $codes ? array() : array( 'codes' ), 0 === $before ? array() : array( 'ages', 'days' ) );
		$packed  = $this->order( $owner_id, $key, $columns );
		if ( null === $packed ) {
			return null;
		}
		$mask   = $this->mask( $packed, $codes, $before );
		$places = $packed['places'];
		$base   = $packed['base'];
		foreach ( $absent( $base, $base + $packed['span'] ) as $id ) {
			$place = (int) unpack( 'V', $places, 4 * ( $id - $base ) )[1];
			if ( $place > 0 ) {
				$mask[ $place - 1 ] = "\0";
			}
		}
		return self::masked_page( $packed, $mask, $query, $all );
	}

	/**
	 * One page of a set given as bitmaps by contact id (a search's lists: Search_Index::plan_bitmaps()) that meet the
	 * query's column filters, and how many do, with no id of the set decoded: the bitmaps are made a byte an id
	 * (Posting_List::bytes()), combined with the filters' mask by id (mask()) by the string `&` and counted by
	 * substr_count(), all over the member's span of ids at C's speed; then the page is walked for within the blocks of
	 * the order that hold it (walk_blocks()). "son" (8,478 of 60,000 contacts) not contacted for 90 days decoded and
	 * placed each of its contacts (12.7 ms in-process on SQLite, 6.6 at 30,000). Null when no packed order with columns
	 * by id can answer; made with a walk of 0, it never answers.
	 *
	 * @param int           $owner_id Member.
	 * @param Contact_Query $query    Order, page, and the column filters (as select()).
	 * @param callable[]    $sets     The sets whose contacts are in all (a search's lists, categories): each called with a
	 *                                first and a last block (Posting_List::block()), its bitmaps of those blocks, by block
	 *                                (a missing block holds none).
	 * @return array{ids: int[], total: int}|null
	 */
	public function select_bits( int $owner_id, Contact_Query $query, array $sets ): ?array {
		$key    = self::holding( $query );
		$header = $this->order( $owner_id, $key, array() );
		if ( 0 === $this->bits_walk || null === $header || 0 === $header['span'] || 0 === $header['count'] ) {
			return null;
		}
		$before  = self::before( $query );
		$codes   = $this->codes_kept( $header['dictionary'], $query );
		$columns = array_merge( array( 'places', 'span_codes', 'span_blocks' ), 0 === $before ? array() : array( 'span_ages', 'days' ) );
		$packed  = $this->order( $owner_id, $key, $columns );
		if ( null === $packed ) {
			return null;
		}
		$base  = $packed['base'];
		$span  = $packed['span'];
		$first = Posting_List::block( $base );
		$last  = Posting_List::block( $base + $span - 1 );
		$hits  = $this->mask( $packed, $codes, $before, true );
		foreach ( $sets as $bitmaps ) {
			$held = $bitmaps( $first, $last );
			$set  = '';
			for ( $block = $first; $block <= $last; $block++ ) {
				$set .= isset( $held[ $block ] ) ? Posting_List::bytes( $held[ $block ] ) : str_repeat( "\0", Posting_List::SPAN );
			}
			$hits &= substr( $set, $base - ( $first << Posting_List::SHIFT ), $span );
		}
		$total = substr_count( $hits, "\x01" );
		$from  = $query->offset();
		$to    = min( $total, $from + $query->per_page );
		if ( $from >= $total ) {
			return array(
				'ids'   => array(),
				'total' => $total,
			);
		}
		// The page's ranks in the stored order (in a descending list, the same ranks counted from the other end).
		$desc            = self::descending( $query );
		list( $lo, $hi ) = $desc ? array( $total - $to, $total - $from ) : array( $from, $to );
		$page            = $this->walk_blocks( $owner_id, $key, $packed, $hits, $lo, $hi );
		if ( null === $page ) {
			return null;
		}
		return array(
			'ids'   => $desc ? array_reverse( $page ) : $page,
			'total' => $total,
		);
	}

	/**
	 * The ids ranked $lo to $hi (not included) in a stored order among the contacts a mask by id keeps: each block's
	 * share of them counted at once (their blocks kept where the mask keeps them, then count_chars()), the blocks
	 * before the first rank skipped, and only the places of the blocks that hold the page walked. The middle page of
	 * "st" among active contacts (5,471 of 60,000) read and placed each of its 16,485 matches (9.5 ms in-process on
	 * MariaDB; 2.4 at 30,000).
	 *
	 * @param int                  $owner_id Member.
	 * @param string               $key      Key of ORDERS.
	 * @param array<string, mixed> $packed   The order, with its span_blocks.
	 * @param string               $hits     A byte an id of the span, "\x01" for those kept.
	 * @param int                  $lo       First rank.
	 * @param int                  $hi       Rank after the last.
	 * @return int[]|null In the stored order; null when its ids cannot be read.
	 */
	private function walk_blocks( int $owner_id, string $key, array $packed, string $hits, int $lo, int $hi ): ?array {
		$per_block = count_chars( $packed['span_blocks'] & strtr( $hits, "\x01", "\xFF" ), 1 );
		$ordered   = $this->order( $owner_id, $key, array( 'ids' ) );
		if ( null === $ordered ) {
			return null;
		}
		$size  = $packed['block_size'];
		$count = $ordered['count'];
		$base  = $packed['base'];
		$page  = array();
		$seen  = 0;
		for ( $block = 1; $block <= self::BLOCKS && $seen < $hi; $block++ ) {
			$in = $per_block[ $block ] ?? 0;
			if ( $seen + $in <= $lo ) {
				$seen += $in;
				continue;
			}
			// The block's ids at once, walked until its last match (or the page's end) is passed.
			$start = ( $block - 1 ) * $size;
			$left  = $in;
			foreach ( (array) unpack( 'V*', substr( $ordered['ids'], 4 * $start, 4 * min( $size, $count - $start ) ) ) as $id ) {
				if ( "\x01" === $hits[ $id - $base ] ) {
					if ( $seen >= $lo ) {
						$page[] = (int) $id;
					}
					++$seen;
					if ( 0 === --$left || $seen >= $hi ) {
						break;
					}
				}
			}
		}
		return $page;
	}

	/**
	 * The page (or every id) of the contacts a mask of an order keeps, and how many it keeps.
	 *
	 * @param array<string, mixed> $packed The order, with its ids.
	 * @param string               $mask   A byte a contact (mask()).
	 * @param Contact_Query        $query  Order and page.
	 * @param bool                 $all    Every id instead of one page.
	 * @return array{ids: int[], total: int}
	 */
	private static function masked_page( array $packed, string $mask, Contact_Query $query, bool $all ): array {
		$desc  = self::descending( $query );
		$from  = $all ? 0 : $query->offset();
		$total = substr_count( $mask, "\x01" );
		$to    = $all ? $total : min( $total, $from + $query->per_page );
		// In descending order the page is the same ranks counted from the other end.
		$places = $desc ? array_reverse( self::ranks( $mask, $total - $to, $total - $from ) ) : self::ranks( $mask, $from, $to );
		$page   = array();
		foreach ( $places as $at ) {
			$page[] = (int) unpack( 'V', $packed['ids'], 4 * $at )[1];
		}
		return array(
			'ids'   => $page,
			'total' => $total,
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
	 * @return array<int, int>|null The contacts kept, each with its place in the stored order of the query's list order
	 *                              (a set, whose page page() reads without looking them up again).
	 */
	public function keep( int $owner_id, Contact_Query $query, array $ids ): ?array {
		$key    = self::holding( $query );
		$header = $this->order( $owner_id, $key, array() );
		if ( null === $header ) {
			return null;
		}
		$before = self::before( $query );
		$found  = $this->filtered( $owner_id, $key, $ids, $this->codes_kept( $header['dictionary'], $query ), $before, false );
		return null === $found ? null : array_flip( $found );
	}

	/**
	 * One page (or every id) of contacts kept by keep() for a query of the same list order, and how many there are:
	 * sorted by the places keep() found.
	 *
	 * @param Contact_Query   $query Order and page.
	 * @param array<int, int> $kept  Contact id => place (keep(), or a part of what it answered).
	 * @param bool            $all   Every id instead of one page.
	 * @return array{ids: int[], total: int}
	 */
	public static function page( Contact_Query $query, array $kept, bool $all ): array {
		asort( $kept, SORT_NUMERIC );
		$list = array_keys( $kept );
		if ( self::descending( $query ) ) {
			$list = array_reverse( $list );
		}
		return array(
			'ids'   => $all ? $list : array_slice( $list, $query->offset(), $query->per_page ),
			'total' => count( $list ),
		);
	}

	/**
	 * The contacts of a set that are in a stored order and meet column filters, by their place in it (from 1): in
	 * that order when asked, else in any. Each contact is looked up in the order's `places` (4 bytes an id) while the
	 * set is under a third of the order; a larger set is intersected with the whole order, read as an array.
	 *
	 * @param int                      $owner_id Member.
	 * @param string                   $key      Key of ORDERS.
	 * @param array<int, true>         $ids      The set.
	 * @param array<string, true>|null $codes    The kinds kept (codes_kept()), or null for every kind.
	 * @param int                      $before   Contacts last contacted on or after this day (Ymd) are left out; 0: none.
	 * @param bool                     $sorted   Whether the answer must be in the order.
	 * @return array<int, int>|null Place => id.
	 */
	private function filtered( int $owner_id, string $key, array $ids, ?array $codes, int $before, bool $sorted ): ?array {
		$header = $this->order( $owner_id, $key, array() );
		if ( null === $header ) {
			return null;
		}
		$columns = array_merge( null === $codes ? array() : array( 'codes' ), 0 === $before ? array() : array( 'days' ) );
		$lookup  = $header['span'] > 0 && self::LOOKUP_SHARE * count( $ids ) <= $header['count'];
		$packed  = $this->order( $owner_id, $key, array_merge( $columns, array( $lookup ? 'places' : 'ids' ) ) );
		if ( null === $packed ) {
			return null;
		}
		if ( $lookup ) {
			$places = $packed['places'];
			$base   = $packed['base'];
			$span   = $packed['span'];
			$found  = array();
			foreach ( $ids as $id => $unused ) {
				$at = $id - $base;
				if ( $at >= 0 && $at < $span ) {
					$place = (int) unpack( 'V', $places, 4 * $at )[1];
					if ( $place > 0 ) {
						$found[ $place ] = $id;
					}
				}
			}
			if ( $sorted ) {
				ksort( $found, SORT_NUMERIC );
			}
		} else {
			$this->read[ $owner_id . ':' . $key ]['flipped'] ??= array_flip( (array) unpack( 'V*', $packed['ids'] ) );
			$found = array_flip( array_intersect_key( $this->read[ $owner_id . ':' . $key ]['flipped'], $ids ) );
		}
		if ( null === $codes && 0 === $before ) {
			return $found;
		}
		if ( self::MASKED * count( $found ) > $header['count'] ) {
			// Many candidates: the filters tested once on every contact in C (mask()), then a byte read for each.
			$packed = $this->order( $owner_id, $key, 0 === $before ? array( 'codes' ) : array( 'codes', 'ages', 'days' ) );
			if ( null === $packed ) {
				return null;
			}
			$mask = $this->mask( $packed, $codes, $before );
			foreach ( $found as $place => $id ) {
				if ( "\x01" !== $mask[ $place - 1 ] ) {
					unset( $found[ $place ] );
				}
			}
			return $found;
		}
		$kinds = $packed['codes'] ?? '';
		$days  = $packed['days'] ?? '';
		foreach ( $found as $place => $id ) {
			if ( ( null !== $codes && ! isset( $codes[ $kinds[ $place - 1 ] ] ) ) || ( $before > 0 && (int) unpack( 'V', $days, 4 * ( $place - 1 ) )[1] >= $before ) ) {
				unset( $found[ $place ] );
			}
		}
		return $found;
	}

	/**
	 * A byte a contact of an order: "\x01" where the column filters keep the contact, "\0" elsewhere. The kinds are
	 * translated by strtr(); "not contacted since" by each contact's age bucket (all of a bucket's days before the day
	 * kept, all on or after it left out), and only the contacts of the one bucket that holds the day on both sides
	 * are tested on their own day.
	 *
	 * With $by_id, the mask is by contact id over the member's span of ids (from `span_codes` and `span_ages`, each
	 * contact of the one bucket tested on its day through its place), with "\0" for the ids that are not theirs.
	 *
	 * @param array<string, mixed>     $packed The order, with its codes, ages and days (by id: span_codes, span_ages,
	 *                                         places and days).
	 * @param array<string, true>|null $codes  The kinds kept, or null for every kind.
	 * @param int                      $before Left out from this day (Ymd); 0: none.
	 * @param bool                     $by_id  A byte an id of the span rather than a byte a place.
	 */
	private function mask( array $packed, ?array $codes, int $before, bool $by_id = false ): string {
		$bytes = $this->bytes();
		$mask  = null;
		if ( null === $codes && 0 === $before && $by_id ) {
			// Every contact of the member's: each id of the span that has a code.
			$codes = array_fill_keys( array_map( 'chr', array_keys( $packed['dictionary'] ) ), true );
		}
		if ( null !== $codes ) {
			$kept = str_repeat( "\0", 256 );
			foreach ( array_keys( $codes ) as $code ) {
				$kept[ ord( (string) $code ) ] = 0 === $before ? "\x01" : "\xFF";
			}
			$mask = strtr( $packed[ $by_id ? 'span_codes' : 'codes' ], $bytes, $kept );
		}
		if ( $before > 0 ) {
			$bounds = $packed['bounds'];
			$map    = str_repeat( "\0", 256 );
			$last   = count( $bounds ) - 1;
			for ( $bucket = 0; $bucket < $last; $bucket++ ) {
				// A bucket holds the days from its bound to the next one's (not included).
				if ( $bounds[ $bucket + 1 ] <= $before ) {
					$map[ $bucket ] = "\x01";
				} elseif ( $bounds[ $bucket ] < $before ) {
					$map[ $bucket ] = "\x02";
				}
			}
			$ages = strtr( $packed[ $by_id ? 'span_ages' : 'ages' ], $bytes, $map );
			$mask = null === $mask ? $ages : ( $mask & $ages );
			for ( $at = strpos( $mask, "\x02" ); false !== $at; $at = strpos( $mask, "\x02", $at + 1 ) ) {
				$place       = $by_id ? (int) unpack( 'V', $packed['places'], 4 * $at )[1] - 1 : $at;
				$mask[ $at ] = (int) unpack( 'V', $packed['days'], 4 * $place )[1] < $before ? "\x01" : "\0";
			}
		}
		return $mask ?? str_repeat( "\x01", $packed['count'] );
	}

	/**
	 * Where the kept contacts of a mask (mask()) ranked $from to $to (not included) are, from 0: whole blocks before
	 * the first are counted and skipped.
	 *
	 * @param string $mask A byte a contact.
	 * @param int    $from First rank.
	 * @param int    $to   Rank after the last.
	 * @return int[]
	 */
	private static function ranks( string $mask, int $from, int $to ): array {
		$size = strlen( $mask );
		$at   = 0;
		$seen = 0;
		while ( $at < $size ) {
			$length = min( self::BLOCK, $size - $at );
			$in     = substr_count( $mask, "\x01", $at, $length );
			if ( $seen + $in > $from ) {
				break;
			}
			$seen += $in;
			$at   += $length;
		}
		$places = array();
		for ( $at = strpos( $mask, "\x01", min( $at, $size ) ); false !== $at && $seen < $to; $at = strpos( $mask, "\x01", $at + 1 ) ) {
			if ( $seen >= $from ) {
				$places[] = $at;
			}
			++$seen;
		}
		return $places;
	}

	/**
	 * The day (Ymd) from which a query's "not contacted since" leaves contacts out; 0 when it has none.
	 *
	 * @param Contact_Query $query Query.
	 */
	private static function before( Contact_Query $query ): int {
		return $query->not_contacted_days > 0 ? (int) str_replace( '-', '', $query->contacted_before() ) : 0;
	}

	/**
	 * Whether a query's list order is the reverse of the stored order it is read from (ORDERS).
	 *
	 * @param Contact_Query $query Query.
	 */
	private static function descending( Contact_Query $query ): bool {
		return in_array( $query->order, array( 'name_desc', 'recent', 'contacted_desc' ), true );
	}

	/**
	 * The 256 byte values in order (strtr()'s "from").
	 */
	private function bytes(): string {
		if ( '' === $this->bytes ) {
			$this->bytes = implode( '', array_map( 'chr', range( 0, 255 ) ) );
		}
		return $this->bytes;
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
		$packed = $this->order( $owner_id, self::key( $query->order ), array( 'codes', 'ids' ) );
		if ( null === $packed ) {
			return null;
		}
		$position = new Contact_Query( processes: $query->processes, stages: $query->stages, statuses: $query->statuses );
		$mask     = $this->mask( $packed, $this->codes_kept( $packed['dictionary'], $position ), 0 );
		$ids      = array();
		for ( $at = strpos( $mask, "\x01" ); false !== $at; $at = strpos( $mask, "\x01", $at + 1 ) ) {
			$ids[ (int) unpack( 'V', $packed['ids'], 4 * $at )[1] ] = true;
		}
		return $ids;
	}

	/**
	 * The first contacts of the member's order by the day to reach out by, as a set: the Keep in touch filter's
	 * contacts, when the caller has counted them (its range is where that order begins). Null when no packed order can
	 * answer.
	 *
	 * @param int $owner_id Member.
	 * @param int $count    How many.
	 * @return array<int, true>|null
	 */
	public function reaching_first( int $owner_id, int $count ): ?array {
		$packed = $count > 0 ? $this->order( $owner_id, 'reach', array( 'ids' ) ) : null;
		if ( null === $packed ) {
			return $count > 0 ? null : array();
		}
		$ids = substr( $packed['ids'], 0, 4 * $count );
		return '' === $ids ? array() : array_fill_keys( (array) unpack( 'V*', $ids ), true );
	}

	/**
	 * The stored order that answers a query's page, or null when none can: the Keep in touch filter is in no stored
	 * order.
	 *
	 * @param Contact_Query $query Query.
	 */
	private static function holding( Contact_Query $query ): ?string {
		// The Keep in touch filter is no column of a packed order (Contact_List_Query reads its contacts as a set).
		return '' !== $query->reach_out ? null : self::key( $query->order );
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
		if ( 'reach_out' === $order ) {
			return 'reach';
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
		$packed = $this->order( $owner_id, self::key( $query->order ), array( 'codes' ) );
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
		$rows  = Db::select( "SELECT o.codes, o.dictionary FROM {$table} o JOIN {$table} g ON g.owner_id = o.owner_id AND g.order_key = '' AND g.generation = o.generation WHERE o.owner_id = ? AND o.order_key IN ('" . implode( "', '", array_keys( self::ORDERS ) ) . "') LIMIT 1", array( $owner_id ) );
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
	 * A stored order of the member's, current, read or (when it is missing or out of date) built and stored: its
	 * generation, size, dictionary and age bounds, and the packed columns asked for (the others are read when a later
	 * question asks for them, at the same generation; none is unpacked here).
	 *
	 * @param int         $owner_id Member.
	 * @param string|null $key      Key of ORDERS; null for none (answers null).
	 * @param string[]    $columns  Packed columns wanted (keys of BLOBS).
	 * @return array<string, mixed>|null
	 */
	private function order( int $owner_id, ?string $key, array $columns ): ?array {
		if ( null === $key ) {
			return null;
		}
		$memo = $owner_id . ':' . $key;
		if ( array_key_exists( $memo, $this->read ) ) {
			$packed = $this->read[ $memo ];
			if ( null === $packed ) {
				return null;
			}
			$missing = array_values( array_diff( $columns, array_keys( $packed ) ) );
			if ( ! $missing ) {
				return $packed;
			}
			$table = Schema::table( 'list_orders' );
			$rows  = Db::select( 'SELECT generation, ' . implode( ', ', $missing ) . " FROM {$table} WHERE owner_id = ? AND order_key = ?", array( $owner_id, $key ) );
			// Stored again meanwhile (after a write): its other columns would not match the ones read.
			if ( ! $rows || (int) $rows[0]['generation'] !== $packed['generation'] || ! self::valid( $rows[0], $packed['count'], $packed['span'] ) ) {
				$this->read[ $memo ] = null;
				return null;
			}
			$this->read[ $memo ] = array_merge( $packed, self::unpacked_places( array_intersect_key( $rows[0], array_flip( $missing ) ) ) );
			return $this->read[ $memo ];
		}
		if ( ! $this->on || Db::in_transaction() ) {
			return null; // Its own uncommitted writes are not in a stored order, and a build would not be stored.
		}
		$wanted                      = $columns ? ', ' . implode( ', ', $columns ) : '';
		list( $generation, $stored ) = self::current( $owner_id, $key, "dictionary, age_bounds, LENGTH(ids) AS ids_length, LENGTH(ages) AS ages_length, LENGTH(places) AS places_length, LENGTH(span_codes) AS span_length, LENGTH(span_blocks) AS blocks_length{$wanted}" );
		if ( null !== $generation && null !== $stored && (int) $stored['generation'] === $generation ) {
			$dictionary = json_decode( (string) $stored['dictionary'], true );
			$count      = intdiv( (int) $stored['ids_length'], 4 );
			$bounds     = '' === (string) $stored['age_bounds'] ? array() : array_values( (array) unpack( 'V*', (string) $stored['age_bounds'] ) );
			$span       = max( 0, intdiv( (int) $stored['places_length'], 4 ) - 1 );
			// An order stored before its ages (schema 31), its columns by id (schema 33) or its blocks (schema 40) were
			// has none, and is built again.
			$blocks = 0 === $span ? 0 : $span + 4;
			if ( is_array( $dictionary ) && (int) $stored['ages_length'] === $count && (int) $stored['span_length'] === $span && (int) $stored['blocks_length'] === $blocks && ( 0 === $count || count( $bounds ) >= 2 ) && self::valid( $stored, $count ) ) {
				$this->read[ $memo ] = array(
					'generation' => $generation,
					'count'      => $count,
					'dictionary' => $dictionary,
					'bounds'     => $bounds,
					// Whether `places` can be looked up in is known from its length, before it is read.
					'span'       => $span,
				) + self::unpacked_places( array_intersect_key( $stored, array_flip( $columns ) ) );
				return $this->read[ $memo ];
			}
		}
		$this->read[ $memo ] = $this->build( $owner_id, $key, $generation );
		return $this->read[ $memo ];
	}

	/**
	 * The member's generation and their row of a key (with some of its columns), in one read: either null when
	 * missing.
	 *
	 * @param int    $owner_id Member.
	 * @param string $key      The row's order_key.
	 * @param string $columns  Columns (and expressions) of the row to read besides its key and generation.
	 * @return array{0: int|null, 1: array<string, mixed>|null}
	 */
	private static function current( int $owner_id, string $key, string $columns ): array {
		$table      = Schema::table( 'list_orders' );
		$generation = null;
		$stored     = null;
		foreach ( Db::select( "SELECT order_key, generation, {$columns} FROM {$table} WHERE owner_id = ? AND order_key IN ('', ?)", array( $owner_id, $key ) ) as $row ) {
			if ( '' === (string) $row['order_key'] ) {
				$generation = (int) $row['generation'];
			} else {
				$stored = $row;
			}
		}
		return array( $generation, $stored );
	}

	/**
	 * Whether packed columns read for an order of so many contacts have the lengths its contacts give them.
	 *
	 * @param array<string, mixed> $row   Columns read (others are ignored).
	 * @param int                  $count Contacts in the order.
	 * @param int|null             $span  Ids in the member's span (the columns by id), when known.
	 */
	private static function valid( array $row, int $count, ?int $span = null ): bool {
		foreach ( self::BLOBS as $column => $width ) {
			if ( ! array_key_exists( $column, $row ) ) {
				continue;
			}
			$length = strlen( (string) $row[ $column ] );
			// `span_blocks` has the block size before its byte an id (none when the order has no span).
			$by_id = 'span_blocks' === $column && (int) $span > 0 ? $span + 4 : $span;
			if ( $width > 0 ? $length !== $width * $count : ( 'places' === $column ? 0 !== $length % 4 : ( null !== $span && $length !== $by_id ) ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Packed columns as read, `places` split into its first id (`base`), its span of ids, and the places (4 bytes an
	 * id of the span, from the base); `span_blocks` into its block size (`block_size`) and the blocks (a byte an id).
	 *
	 * @param array<string, mixed> $columns Columns read.
	 * @return array<string, mixed>
	 */
	private static function unpacked_places( array $columns ): array {
		$columns = array_map( 'strval', $columns );
		if ( isset( $columns['places'] ) ) {
			$places            = $columns['places'];
			$columns['base']   = strlen( $places ) >= 4 ? (int) unpack( 'V', $places )[1] : 0;
			$columns['span']   = max( 0, intdiv( strlen( $places ), 4 ) - 1 );
			$columns['places'] = (string) substr( $places, 4 );
		}
		if ( isset( $columns['span_blocks'] ) ) {
			$blocks                 = $columns['span_blocks'];
			$columns['block_size']  = strlen( $blocks ) >= 4 ? (int) unpack( 'V', $blocks )[1] : 0;
			$columns['span_blocks'] = (string) substr( $blocks, 4 );
		}
		return $columns;
	}

	/**
	 * Reads an order off its index and stores it at the generation read before (a cache's write: Db::if_free(), and
	 * only while that generation is still the member's). A member without a generation row gets one first.
	 *
	 * @param int      $owner_id   Member.
	 * @param string   $key        Key of ORDERS.
	 * @param int|null $generation The member's generation, read before the contacts; null when they have none yet.
	 * @return array<string, mixed>|null
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
		// Archived contacts are in no list order (the contact list's Archived filter reads them by SQL): left out here,
		// off their own index, so the order index is still read alone.
		$archived   = array_fill_keys( ( new Contact_Repository() )->archived_ids( $owner_id ), true );
		$dictionary = array();
		$codes_of   = array();
		$ids        = array();
		$codes      = '';
		$days       = array();
		foreach ( $rows as $row ) {
			if ( $archived && isset( $archived[ (int) $row[0] ] ) ) {
				continue;
			}
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
		list( $ages, $bounds ) = self::ages( $days );
		$packed                = array(
			'generation' => $generation,
			'count'      => count( $ids ),
			'dictionary' => $dictionary,
			'bounds'     => $bounds,
			'ids'        => $ids ? pack( 'V*', ...$ids ) : '',
			'codes'      => $codes,
			'days'       => $days ? pack( 'V*', ...$days ) : '',
			'ages'       => $ages,
			'places'     => self::places( $ids ),
		) + self::span_columns( $ids, $codes, $ages, $this->blocks );
		if ( $generation > 0 ) {
			$this->store( $owner_id, $key, $packed );
		}
		return array_merge(
			$packed,
			self::unpacked_places(
				array(
					'places'      => $packed['places'],
					'span_blocks' => $packed['span_blocks'],
				)
			)
		);
	}

	/**
	 * Where each contact is in an order: the first id of the member's span of ids (4 bytes), then for each id of the
	 * span its place in the order from 1 (0: not the member's); '' when the member's ids are spread over more than
	 * SPAN times their number (other members' contacts between theirs), whose sets are then found on the whole order.
	 *
	 * @param int[] $ids The contact ids in order.
	 */
	private static function places( array $ids ): string {
		if ( ! $ids ) {
			return '';
		}
		$base = min( $ids );
		$span = max( $ids ) - $base + 1;
		if ( $span > self::SPAN * count( $ids ) ) {
			return '';
		}
		$places = array_fill( 0, $span, 0 );
		foreach ( $ids as $i => $id ) {
			$places[ $id - $base ] = $i + 1;
		}
		return pack( 'V', $base ) . pack( 'V*', ...$places );
	}

	/**
	 * The codes, age buckets and blocks of an order by contact id, over the member's span of ids (as places();
	 * NOT_THEIRS for an id of the span that is not one of theirs, block 0): '' each when the order has no places. The
	 * order is cut into at most $blocks blocks of as many contacts each (the last may hold fewer), numbered from 1;
	 * `span_blocks` starts with that size (4 bytes).
	 *
	 * @param int[]  $ids    The contact ids in order.
	 * @param string $codes  Their codes, a byte each in the same order.
	 * @param string $ages   Their age buckets, likewise.
	 * @param int    $blocks Most blocks (BLOCKS at most: a block is a byte).
	 * @return array{span_codes: string, span_ages: string, span_blocks: string}
	 */
	private static function span_columns( array $ids, string $codes, string $ages, int $blocks ): array {
		$none = array(
			'span_codes'  => '',
			'span_ages'   => '',
			'span_blocks' => '',
		);
		if ( ! $ids ) {
			return $none;
		}
		$base = min( $ids );
		$span = max( $ids ) - $base + 1;
		if ( $span > self::SPAN * count( $ids ) ) {
			return $none;
		}
		$span_codes  = str_repeat( self::NOT_THEIRS, $span );
		$span_ages   = $span_codes;
		$span_blocks = str_repeat( "\0", $span );
		$size        = (int) ceil( count( $ids ) / $blocks );
		foreach ( $ids as $i => $id ) {
			$span_codes[ $id - $base ]  = $codes[ $i ];
			$span_ages[ $id - $base ]   = $ages[ $i ];
			$span_blocks[ $id - $base ] = chr( 1 + intdiv( $i, $size ) );
		}
		return array(
			'span_codes'  => $span_codes,
			'span_ages'   => $span_ages,
			'span_blocks' => pack( 'V', $size ) . $span_blocks,
		);
	}

	/**
	 * A byte a contact for how long ago they were last contacted: the bucket of their day among at most AGES buckets of
	 * about as many contacts each (each distinct day its own bucket when there are few), and the buckets' bounds: the
	 * first day of each, then the day after the last. Never contacted is day 0, the first.
	 *
	 * @param int[] $days Ymd, or 0, a contact in order.
	 * @return array{0: string, 1: int[]}
	 */
	private static function ages( array $days ): array {
		if ( ! $days ) {
			return array( '', array() );
		}
		$sorted = $days;
		sort( $sorted, SORT_NUMERIC );
		$distinct = array_values( array_unique( $sorted, SORT_NUMERIC ) );
		$bounds   = array();
		if ( count( $distinct ) <= self::AGES ) {
			$bounds = $distinct;
		} else {
			for ( $bucket = 0; $bucket < self::AGES; $bucket++ ) {
				$day = $sorted[ intdiv( $bucket * count( $sorted ), self::AGES ) ];
				if ( ! $bounds || $day > end( $bounds ) ) {
					$bounds[] = $day;
				}
			}
		}
		$bucket_of = array();
		$bucket    = 0;
		foreach ( $distinct as $day ) {
			while ( isset( $bounds[ $bucket + 1 ] ) && $bounds[ $bucket + 1 ] <= $day ) {
				++$bucket;
			}
			$bucket_of[ $day ] = chr( $bucket );
		}
		$ages = '';
		foreach ( $days as $day ) {
			$ages .= $bucket_of[ $day ];
		}
		$bounds[] = end( $distinct ) + 1;
		return array( $ages, $bounds );
	}

	/**
	 * Stores a built order at a generation, if that is still the member's generation (one statement: the condition and
	 * the write together).
	 *
	 * @param int                  $owner_id Member.
	 * @param string               $key      Key of ORDERS.
	 * @param array<string, mixed> $packed   The order (build()).
	 */
	private function store( int $owner_id, string $key, array $packed ): void {
		$table   = Schema::table( 'list_orders' );
		$blob    = static fn( string $bytes ): string => '' === $bytes ? "''" : "X'" . bin2hex( $bytes ) . "'";
		$columns = array_keys( self::BLOBS );
		$values  = array();
		foreach ( $columns as $column ) {
			$values[] = $blob( (string) $packed[ $column ] );
		}
		$values[]   = $blob( $packed['bounds'] ? pack( 'V*', ...$packed['bounds'] ) : '' );
		$columns[]  = 'age_bounds';
		$generation = (int) $packed['generation'];
		// phpcs:ignore WordPress.WP.AlternativeFunctions.json_encode_json_encode -- a cache's column, read back by json_decode().
		$dictionary = (string) json_encode( $packed['dictionary'] );
		$select     = 'SELECT ?, ?, ?, ?, ' . implode( ', ', $values ) . " FROM {$table} g WHERE g.owner_id = ? AND g.order_key = '' AND g.generation = ?";
		$columns    = array_merge( array( 'generation', 'dictionary' ), $columns );
		$keep       = "INSERT INTO {$table} (owner_id, order_key, " . implode( ', ', $columns ) . ") {$select}"
			. Db::on_conflict( self::KEY, array_combine( $columns, array_map( static fn( string $column ): string => "new.{$column}", $columns ) ) );
		Db::if_free(
			static function () use ( $keep, $owner_id, $key, $generation, $dictionary ): void {
				Db::execute( $keep, array( $owner_id, $key, $generation, $dictionary, $owner_id, $generation ) );
			}
		);
	}

	/**
	 * A small answer that changes only when the member's contacts change (their rows, their process, what they
	 * completed: each a write that moves the member's generation, changed()), kept in a row of its own at the
	 * generation it was found at, as an order is, and found again after the next change. The week's completions were
	 * counted on every dashboard: the count read each completion of the week (22 ms at 60,000 contacts on SQLite,
	 * twice what it took at 30,000).
	 *
	 * @param int      $owner_id Member.
	 * @param string   $name     What it is, with whatever it depends on (a day, a range).
	 * @param callable $find     Finds it: returns an array (JSON-encodable).
	 * @return array<mixed>
	 */
	public function kept( int $owner_id, string $name, callable $find ): array {
		if ( ! $this->on || Db::in_transaction() ) {
			return $find();
		}
		$table                       = Schema::table( 'list_orders' );
		$key                         = 'k' . substr( md5( $name ), 0, 15 );
		list( $generation, $stored ) = self::current( $owner_id, $key, 'dictionary' );
		if ( null !== $generation && null !== $stored && (int) $stored['generation'] === $generation ) {
			$value = json_decode( (string) $stored['dictionary'], true );
			if ( is_array( $value ) ) {
				return $value;
			}
		}
		$value = $find();
		if ( null === $generation ) {
			return $value; // Kept from the member's first change on.
		}
		// phpcs:ignore WordPress.WP.AlternativeFunctions.json_encode_json_encode -- a cache's column, read back by json_decode().
		$json = (string) json_encode( $value );
		$keep = "INSERT INTO {$table} (owner_id, order_key, generation, dictionary) SELECT ?, ?, ?, ? FROM {$table} g WHERE g.owner_id = ? AND g.order_key = '' AND g.generation = ?"
			. Db::on_conflict(
				self::KEY,
				array(
					'generation' => 'new.generation',
					'dictionary' => 'new.dictionary',
				)
			);
		Db::if_free(
			static function () use ( $table, $keep, $owner_id, $key, $generation, $json ): void {
				Db::execute( $keep, array( $owner_id, $key, $generation, $json, $owner_id, $generation ) );
				// Answers kept at an older generation are of no use any more.
				Db::execute( "DELETE FROM {$table} WHERE owner_id = ? AND order_key LIKE 'k%' AND generation <> ?", array( $owner_id, $generation ) );
			}
		);
		return $value;
	}

	/**
	 * A member's first generation: the time in microseconds (later than any generation their rows had before).
	 */
	private static function first_generation(): int {
		return (int) ( microtime( true ) * 1000000 );
	}
}

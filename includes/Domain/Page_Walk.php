<?php
/**
 * Whether one page of a set of matches is found by walking an index in list order until the page is full, or by
 * sorting the whole set, and how the walk goes.
 *
 * Sorting reads every match (about 5-10 µs each on MariaDB, 2 µs on SQLite); walking reads index entries (about
 * 0.25-0.5 µs each on MariaDB, 0.2 µs on SQLite), as many as the member's contacts up to the page divided by the share
 * the set holds, when the set is spread evenly. A page within the first or last eighth of a set of at least MIN
 * matches is walked for, from the nearer end: at most an eighth of the member's index. (A search for "an" within a category of 2,259 contacts at 30,000
 * contacts, 861 matches: the first page in 0.9 ms walked against 8.5 ms sorted, on MariaDB.)
 *
 * @package Prism
 */

namespace Prism\Domain;

/**
 * The walk for one page.
 */
final class Page_Walk {

	/**
	 * Fewest matches worth walking for. Matches are not always spread evenly: a first name's contacts stand together
	 * in name order, so a walk for "kwam" (786 contacts) from the other end read half the member's index (36 ms on
	 * MariaDB), where sorting them costs 4 ms.
	 */
	public const MIN = 1000;

	/**
	 * What sorting one match costs, in index entries walked, on SQLite: 2 µs against 0.3 µs.
	 */
	public const SORT_COST = 6;

	/**
	 * The same on MariaDB/MySQL, whose sort keys in the list's collation are costly: 2,099 contacts of a category
	 * sorted by name in 27 ms (13 µs each), an index entry walked in 0.4 µs.
	 */
	public const SORT_COST_MARIADB = 30;

	/**
	 * A walk (plan() makes them).
	 *
	 * @param int  $offset  Rows to skip in the walk's order.
	 * @param int  $limit   Rows to read.
	 * @param bool $reverse Whether the walk goes in the reverse of the list's order (the rows read are then turned back).
	 */
	private function __construct(
		public readonly int $offset,
		public readonly int $limit,
		public readonly bool $reverse
	) {}

	/**
	 * The walk for a page of $per_page rows from $offset of $total matches, or null when sorting them is cheaper
	 * (or the page is past the end).
	 *
	 * @param int $total    Matches.
	 * @param int $offset   Rows before the page.
	 * @param int $per_page Page size.
	 * @param int $min      Fewest matches worth walking for (tests lower it).
	 * @param int $network  The member's contacts (the entries of the index walked), when known: a page anywhere in a
	 *                      set that holds many of them is then walked for from the nearer end when that reads fewer
	 *                      entries than sorting the set costs (a middle page of 12,000 of 30,000 contacts: 15,000
	 *                      entries walked, where the sort reads 12,000 rows).
	 * @param int $sort_cost What sorting a match costs in entries walked (SORT_COST, SORT_COST_MARIADB).
	 */
	public static function plan( int $total, int $offset, int $per_page, int $min = self::MIN, int $network = 0, int $sort_cost = self::SORT_COST ): ?self {
		$end  = min( $total, $offset + $per_page );
		$tail = intdiv( $total, 8 );
		if ( $total < max( 1, $min ) || $offset >= $total || $per_page < 1 ) {
			return null;
		}
		$from_end = $offset >= $total - $tail || 2 * $offset > $total;
		if ( $network > 0 && ! ( $end <= $tail || $offset >= $total - $tail ) ) {
			// Entries walked to reach the page from the nearer end, in a set spread evenly over the index.
			$walked = (int) ceil( ( $from_end ? $total - $offset : $end ) * max( $network, $total ) / $total );
			if ( $walked > $sort_cost * $total ) {
				return null;
			}
			return $from_end ? new self( $total - $end, $end - $offset, true ) : new self( $offset, $end - $offset, false );
		}
		if ( $end <= $tail ) {
			return new self( $offset, $end - $offset, false );
		}
		if ( $offset >= $total - $tail ) {
			return new self( $total - $end, $end - $offset, true );
		}
		return null;
	}

	/**
	 * The walk for a page from whichever end of the set is nearer (for a set that is most of the index: every
	 * contact but a few).
	 *
	 * @param int $total    Matches (more than $offset).
	 * @param int $offset   Rows before the page.
	 * @param int $per_page Page size.
	 */
	public static function nearer_end( int $total, int $offset, int $per_page ): self {
		$end = min( $total, $offset + $per_page );
		return 2 * $offset > $total ? new self( $total - $end, $end - $offset, true ) : new self( $offset, $end - $offset, false );
	}

	/**
	 * An ORDER BY clause in the walk's direction.
	 *
	 * @param string $order ORDER BY clause of the list (each column ASC or DESC).
	 */
	public function order( string $order ): string {
		return $this->reverse ? strtr(
			$order,
			array(
				' ASC'  => ' DESC',
				' DESC' => ' ASC',
			)
		) : $order;
	}

	/**
	 * The rows the walk read, in the list's order.
	 *
	 * @param int[] $rows Rows in the walk's order.
	 * @return int[]
	 */
	public function in_list_order( array $rows ): array {
		return $this->reverse ? array_reverse( $rows ) : $rows;
	}
}

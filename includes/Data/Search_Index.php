<?php
/**
 * The contact search: the only code that reads or writes the search table and its trigram index.
 *
 * - The search table holds one narrow row per contact: its name, emails, phones, company and note text,
 *   lower-cased (Contact_Fields::search_text()), keyed by member and contact, with a name-ordered index.
 * - The trigram table lists, for each of a member's trigrams (Search_Grams), the contacts whose text holds it.
 *
 * A search for a term of three bytes or more picks the term's rarest trigram and checks only the contacts listed
 * under it, so its cost follows the number of candidates, not the size of the network. A shorter term, or one
 * whose every trigram is common, is answered by walking the member's search rows, as before. Both paths give
 * exactly the same contacts: the trigram list only narrows the rows that the same exact test is run on.
 *
 * @package Prism
 */

namespace Prism\Data;

use Prism\Domain\Contact_Fields;
use Prism\Domain\Search_Grams;
use Prism\Jobs\Job;
use Prism\Jobs\Search_Grams_Job;
use Prism\Schema\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * Search rows and trigram lists.
 */
final class Search_Index {

	/** The schema version from which a job fills the trigram table (Jobs\Search_Grams_Job); before it, searches scan. */
	public const GRAMS_VERSION = 10;

	/** The schema version from which a job lists one- and two-byte grams too; before it, such terms scan. */
	public const SHORT_GRAMS_VERSION = 11;

	/** Contacts per statement when rows are rewritten. */
	private const CHUNK = 500;

	/** Trigrams of a term whose candidate lists are sized before one is picked. */
	private const SAMPLE = 3;

	/**
	 * An exact list longer than this is walked in name order for a first page: at 30,000 contacts that is at most
	 * about 500 rows, as cheap as reading the list whole.
	 */
	private const DENSE = 600;

	/**
	 * Above this many candidates a scan of the member's search rows is as cheap (measured at 30,000 contacts:
	 * a scan costs about what checking 4,000 candidates does).
	 *
	 * @var int
	 */
	private int $cap;

	/**
	 * Sets the candidate cap.
	 *
	 * @param int $cap Largest candidate list worth using (tests lower it to exercise both paths).
	 */
	public function __construct( int $cap = 3000 ) {
		$this->cap = max( 1, $cap );
	}

	/**
	 * Whether the trigram table is complete: its job has recorded, in the same transaction as its last slice, that it
	 * is done. Read from the database on every search, so every web server sees the same answer at once.
	 */
	public static function ready(): bool {
		return (int) get_option( Schema::VERSION_OPTION, 0 ) >= self::GRAMS_VERSION
			&& Job::DONE === ( new Job_Repository() )->state_of( 0, Search_Grams_Job::TYPE );
	}

	/**
	 * Whether some of the member's contacts wait for their n-grams (an import lists them after its rows:
	 * Import\Import_Grams_Job). Their searches scan meanwhile. One indexed read per search.
	 *
	 * @param int $owner_id Member.
	 */
	public static function grams_pending( int $owner_id ): bool {
		return ( new Job_Repository() )->pending_for( $owner_id, \Prism\Import\Import_Grams_Job::TYPE );
	}

	/**
	 * Whether every n-gram list is complete, the one- and two-byte lists of schema version 11 included: their job
	 * lists every gram of every contact, so when it is done the trigram lists are complete too.
	 */
	public static function short_ready(): bool {
		return (int) get_option( Schema::VERSION_OPTION, 0 ) >= self::SHORT_GRAMS_VERSION
			&& Job::DONE === ( new Job_Repository() )->state_of( 0, Search_Grams_Job::TYPE, Search_Grams_Job::SHORT );
	}

	/**
	 * Replaces the search rows and trigrams of contacts. Ids that are not the member's are ignored.
	 *
	 * With $grams false, the n-gram lists are left to a job the caller has enqueued (an import's Import_Grams_Job):
	 * until it is done, the member's searches scan (grams_pending()), with the same results.
	 *
	 * @param int                $owner_id Member.
	 * @param array<int, string> $texts    Contact id => search text.
	 * @param bool               $grams    Whether to list their n-grams now.
	 */
	public function write( int $owner_id, array $texts, bool $grams = true ): void {
		global $wpdb;
		if ( ! $texts ) {
			return;
		}
		$contacts = Schema::table( 'contacts' );
		$table    = Schema::table( 'contact_search' );
		foreach ( array_chunk( $texts, self::CHUNK, true ) as $chunk ) {
			$ids = array_map( 'intval', array_keys( $chunk ) );
			$in  = Db::placeholders( count( $ids ) );
			// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- table names from Schema, placeholders from Db.
			$sort = array_column( Db::rows( $wpdb->prepare( "SELECT id, sort_name FROM {$contacts} WHERE id IN ({$in}) AND " . Db::OWNER_OF_IDS, ...array_merge( $ids, array( $owner_id ) ) ) ), 'sort_name', 'id' );
			$this->forget( $owner_id, $ids );
			$rows  = array();
			$owned = array();
			foreach ( $chunk as $id => $text ) {
				if ( ! isset( $sort[ $id ] ) ) {
					continue;
				}
				$rows[]       = array( $owner_id, (string) $sort[ $id ], (int) $id, $text );
				$owned[ $id ] = $text;
			}
			// phpcs:enable
			Db::insert_rows( $table, array( 'owner_id', 'sort_name', 'contact_id', 'search_text' ), $rows );
			if ( $grams ) {
				// Their grams were all deleted just above: none can be there twice.
				$this->add_grams( $owner_id, $owned, false );
			}
		}
	}

	/**
	 * Recomputes the search rows of contacts from what is stored (after a contact or one of its notes changed).
	 * Ids that are not the member's are ignored.
	 *
	 * @param int   $owner_id    Member.
	 * @param int[] $contact_ids Contacts.
	 */
	public function refresh( int $owner_id, array $contact_ids ): void {
		$contacts = new Contact_Repository();
		foreach ( array_chunk( Db::ids( $contact_ids ), self::CHUNK ) as $chunk ) {
			$notes = $this->note_texts( $owner_id, $chunk );
			$texts = array();
			foreach ( $contacts->find_many( $owner_id, $chunk ) as $row ) {
				$id           = (int) $row['id'];
				$texts[ $id ] = Contact_Fields::search_text( Contact_Fields::from_row( $row ), $notes[ $id ] ?? array() );
			}
			$this->write( $owner_id, $texts );
		}
	}

	/**
	 * Note texts of contacts, by contact id.
	 *
	 * @param int   $owner_id    Member.
	 * @param int[] $contact_ids Contacts (at most one chunk).
	 * @return array<int, string[]>
	 */
	private function note_texts( int $owner_id, array $contact_ids ): array {
		global $wpdb;
		$contact_ids = Db::ids( $contact_ids );
		if ( ! $contact_ids ) {
			return array();
		}
		$table = Schema::table( 'notes' );
		$sql   = "SELECT contact_id, note FROM {$table} WHERE owner_id = %d AND contact_id IN (" . Db::placeholders( count( $contact_ids ) ) . ') ORDER BY id ASC';
		$texts = array();
		foreach ( Db::rows( $wpdb->prepare( $sql, $owner_id, ...$contact_ids ) ) as $row ) { // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table from Schema, placeholders from Db.
			$texts[ (int) $row['contact_id'] ][] = (string) $row['note'];
		}
		return $texts;
	}

	/**
	 * Removes the search rows and trigrams of contacts (deleted or merged away).
	 *
	 * @param int   $owner_id Member.
	 * @param int[] $ids      Contact ids.
	 */
	public function forget( int $owner_id, array $ids ): void {
		global $wpdb;
		$search = Schema::table( 'contact_search' );
		$grams  = Schema::table( 'contact_grams' );
		foreach ( array_chunk( Db::ids( $ids ), self::CHUNK ) as $chunk ) {
			$in   = Db::placeholders( count( $chunk ) );
			$args = array_merge( $chunk, array( $owner_id ) );
			// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names from Schema, placeholders from Db.
			Db::check( $wpdb->query( $wpdb->prepare( "DELETE FROM {$search} WHERE contact_id IN ({$in}) AND owner_id = %d", ...$args ) ) );
			// "+owner_id" keeps SQLite on the contact_id index rather than the member's whole trigram range.
			Db::check( $wpdb->query( $wpdb->prepare( "DELETE FROM {$grams} WHERE contact_id IN ({$in}) AND +owner_id = %d", ...$args ) ) );
			// phpcs:enable
		}
	}

	/**
	 * Lists contacts' n-grams anew from their search text: deletes what is listed, then inserts every gram (a plain
	 * INSERT, faster than skipping rows already there). For an import's second phase (Import_Grams_Job).
	 *
	 * @param int                $owner_id Member.
	 * @param array<int, string> $texts    Contact id => search text (ids the member owns).
	 */
	public function relist_grams( int $owner_id, array $texts ): void {
		global $wpdb;
		$grams = Schema::table( 'contact_grams' );
		$ids   = Db::ids( array_keys( $texts ) );
		foreach ( array_chunk( $ids, self::CHUNK ) as $chunk ) {
			$in = Db::placeholders( count( $chunk ) );
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema, placeholders from Db.
			Db::check( $wpdb->query( $wpdb->prepare( "DELETE FROM {$grams} WHERE contact_id IN ({$in}) AND +owner_id = %d", ...array_merge( $chunk, array( $owner_id ) ) ) ) );
		}
		$this->add_grams( $owner_id, $texts, false );
	}

	/**
	 * Adds contacts' trigrams; rows already there are kept (so the upgrade can run beside members' own writes).
	 *
	 * @param int                $owner_id    Member.
	 * @param array<int, string> $texts       Contact id => search text (ids the member owns).
	 * @param bool               $some_listed Whether some of these grams may be listed already (false: none are).
	 */
	public function add_grams( int $owner_id, array $texts, bool $some_listed = true ): void {
		// In key order (gram, then contact), so the database fills its index in order rather than all over it. A
		// gram is below 2^27 and an id below 2^32: one integer per row sorts them both, in C.
		$keys = array();
		foreach ( $texts as $id => $text ) {
			foreach ( Search_Grams::of( $text ) as $gram ) {
				$keys[] = ( $gram << 32 ) | (int) $id;
			}
		}
		sort( $keys, SORT_NUMERIC );
		$table = Schema::table( 'contact_grams' );
		$rows  = array();
		foreach ( $keys as $key ) {
			$rows[] = array( $owner_id, $key >> 32, $key & 0xFFFFFFFF );
		}
		Db::insert_integers( $table, array( 'owner_id', 'gram', 'contact_id' ), $rows, $some_listed );
	}

	/**
	 * How the member's lists answer a search: for each term (the text, and for a phone-like search its digits) the
	 * gram whose list holds its matches, and how many contacts those lists hold.
	 *
	 * - A term of one to three bytes has an exact list: the contacts under its own gram are exactly the contacts
	 *   that contain it. `exact` is true when every term is such a term, and `size` is then the exact total.
	 * - A longer term uses the shortest of up to three of its trigram lists (each counted only up to the shortest
	 *   found so far, and not past the cap): a superset the search checks exactly. `size` is then an upper bound.
	 *
	 * Null when no list helps: the lists the terms need are still being built (the trigram lists, or for a term of
	 * one or two bytes the short lists), or every sampled trigram of a longer term is held by the cap or more
	 * contacts. The search then scans.
	 *
	 * With $enough, counting stops there: a caller that only wants to know whether the lists are smaller than
	 * something else it has (the planner of filtered searches) then gets `size` at most $enough, and not exact.
	 *
	 * @param int      $owner_id Member.
	 * @param string   $search   Trimmed, non-empty search text.
	 * @param int|null $enough   Count no further than this (null: the exact size of exact lists).
	 * @return array{terms: string[], grams: int[], size: int, exact: bool}|null
	 */
	public function plan( int $owner_id, string $search, ?int $enough = null ): ?array {
		$terms = self::terms( $search );
		$short = min( array_map( 'strlen', $terms ) ) < Search_Grams::SIZE;
		if ( ! ( self::short_ready() || ( ! $short && self::ready() ) ) || self::grams_pending( $owner_id ) ) {
			return null;
		}
		$table = Schema::table( 'contact_grams' );
		$grams = array();
		$sizes = array();
		$exact = true;
		foreach ( $terms as $term ) {
			if ( strlen( $term ) <= Search_Grams::SIZE ) {
				$gram           = Search_Grams::exact( $term );
				$grams[]        = $gram;
				$sizes[ $gram ] = null === $enough
					? (int) ( Db::column( "SELECT COUNT(*) FROM {$table} WHERE owner_id = ? AND gram = ?", array( $owner_id, $gram ) )[0] ?? 0 )
					: (int) ( Db::column( "SELECT COUNT(*) FROM (SELECT 1 FROM {$table} WHERE owner_id = ? AND gram = ? LIMIT ?) x", array( $owner_id, $gram, $enough ) )[0] ?? 0 );
				continue;
			}
			$exact  = false;
			$best   = null;
			$best_n = $this->cap;
			foreach ( Search_Grams::sample( $term, self::SAMPLE ) as $gram ) {
				$n = (int) ( Db::column( "SELECT COUNT(*) FROM (SELECT 1 FROM {$table} WHERE owner_id = ? AND gram = ? LIMIT ?) x", array( $owner_id, $gram, $best_n ) )[0] ?? 0 );
				if ( $n < $best_n ) {
					$best   = $gram;
					$best_n = $n;
				}
				if ( 0 === $n ) {
					break;
				}
			}
			if ( null === $best ) {
				return null;
			}
			$grams[]        = $best;
			$sizes[ $best ] = $best_n;
		}
		$grams = array_values( array_unique( $grams ) );
		$size  = array_sum( array_intersect_key( $sizes, array_flip( $grams ) ) );
		if ( $exact && null === $enough && count( $grams ) > 1 && $size > 0 ) {
			// Two exact lists may share contacts: count each once.
			$size = (int) ( Db::column( "SELECT COUNT(DISTINCT contact_id) FROM {$table} WHERE owner_id = ? AND gram IN (" . implode( ',', array_fill( 0, count( $grams ), '?' ) ) . ')', array_merge( array( $owner_id ), $grams ) )[0] ?? 0 );
		}
		return array(
			'terms' => $terms,
			'grams' => $grams,
			'size'  => $size,
			'exact' => $exact,
		);
	}

	/**
	 * SQL true for a search row (alias s) whose text contains one of the terms, and its arguments.
	 *
	 * @param string[] $terms Lower-cased terms.
	 * @return array{0: string, 1: array<int, string>}
	 */
	public static function match_sql( array $terms ): array {
		return array( '(' . implode( ' OR ', array_fill( 0, count( $terms ), Db::contains( 's.search_text' ) ) ) . ')', array_values( $terms ) );
	}

	/**
	 * The rows (alias s) of the member's search table that match a search: a FROM clause, a WHERE clause and the
	 * arguments of both, in that order (for queries that combine the search with other filters in SQL).
	 *
	 * @param int    $owner_id Member.
	 * @param string $search   Trimmed, non-empty search text.
	 * @return array{0: string, 1: string, 2: array<int, int|string>}
	 */
	public function matching( int $owner_id, string $search ): array {
		$search_table               = Schema::table( 'contact_search' );
		$plan                       = $this->plan( $owner_id, $search );
		list( $match, $match_args ) = self::match_sql( null === $plan ? self::terms( $search ) : $plan['terms'] );
		if ( null === $plan ) {
			return array( "{$search_table} s", "s.owner_id = %d AND {$match}", array_merge( array( $owner_id ), $match_args ) );
		}
		list( $from, $where, $args ) = $this->candidates( $owner_id, $plan );
		return array( $from, $where, $args );
	}

	/**
	 * FROM and WHERE (with arguments) of the search rows (alias s) under a plan's lists, checked exactly when the
	 * lists are a superset. CROSS JOIN is an inner join to MySQL/MariaDB; to SQLite, which has no statistics here,
	 * it also says "candidates first": left to itself, SQLite walked every search row in name order.
	 *
	 * @param int                                                          $owner_id Member.
	 * @param array{terms: string[], grams: int[], size: int, exact: bool} $plan     A plan().
	 * @return array{0: string, 1: string, 2: array<int, int|string>}
	 */
	public function candidates( int $owner_id, array $plan ): array {
		$grams = Schema::table( 'contact_grams' );
		$table = Schema::table( 'contact_search' );
		$where = 'g.owner_id = %d AND g.gram IN (' . Db::placeholders( count( $plan['grams'] ) ) . ')';
		$args  = array_merge( array( $owner_id ), $plan['grams'] );
		if ( ! $plan['exact'] ) {
			list( $match, $match_args ) = self::match_sql( $plan['terms'] );
			$where                     .= " AND {$match}";
			$args                       = array_merge( $args, $match_args );
		}
		return array( "{$grams} g CROSS JOIN {$table} s ON s.owner_id = g.owner_id AND s.contact_id = g.contact_id", $where, $args );
	}

	/**
	 * Contacts matching a search in name order: one page of ids (or all of them) and the exact total.
	 *
	 * - No match in the lists: nothing, at once.
	 * - An exact list that is long (a common short term such as "a" or "son"): the total is the list's size, and the
	 *   page is found by walking the member's search rows in name order until it is full, which is short exactly
	 *   because matches are common.
	 * - A list of at most the cap: every candidate is read once, in order (and checked, for a longer term); the
	 *   total is the number that pass.
	 * - Otherwise (a long term whose every trigram is common): the rows are scanned in name order for the page and
	 *   counted.
	 *
	 * @param int    $owner_id  Member.
	 * @param string $search    Trimmed, non-empty search text.
	 * @param string $direction ASC or DESC.
	 * @param int    $limit     Page size; 0 for every match.
	 * @param int    $offset    Rows before the page.
	 * @return array{ids: int[], total: int}
	 */
	public function find( int $owner_id, string $search, string $direction, int $limit, int $offset ): array {
		$direction = 'DESC' === $direction ? 'DESC' : 'ASC';
		$order     = "ORDER BY s.sort_name {$direction}, s.contact_id {$direction}";
		$plan      = $this->plan( $owner_id, $search );
		if ( null !== $plan && 0 === $plan['size'] ) {
			return array(
				'ids'   => array(),
				'total' => 0,
			);
		}
		$dense = null !== $plan && $plan['exact'] && $limit > 0
			&& ( $plan['size'] > $this->cap || ( 0 === $offset && $plan['size'] > self::DENSE ) );
		if ( null !== $plan && ! $dense && ( $plan['exact'] || $plan['size'] <= $this->cap ) ) {
			list( $from, $where, $args ) = $this->candidates( $owner_id, $plan );
			$all                         = array_values( array_unique( array_map( 'intval', Db::column( Db::positional( "SELECT s.contact_id FROM {$from} WHERE {$where} {$order}" ), $args ) ) ) );
			return array(
				'ids'   => $limit > 0 ? array_slice( $all, $offset, $limit ) : $all,
				'total' => count( $all ),
			);
		}
		$table                      = Schema::table( 'contact_search' );
		list( $match, $match_args ) = self::match_sql( null === $plan ? self::terms( $search ) : $plan['terms'] );
		$select                     = Db::positional( "SELECT s.contact_id FROM {$table} s WHERE s.owner_id = %d AND {$match} {$order}" );
		$args                       = array_merge( array( $owner_id ), $match_args );
		$ids                        = array_map( 'intval', $limit > 0 ? Db::column( "{$select} LIMIT ? OFFSET ?", array_merge( $args, array( $limit, $offset ) ) ) : Db::column( $select, $args ) );
		if ( $dense ) {
			$total = $plan['size'];
		} elseif ( 0 === $limit || ( 0 === $offset && count( $ids ) < $limit ) ) {
			$total = count( $ids );
		} else {
			$total = (int) ( Db::column( Db::positional( "SELECT COUNT(*) FROM {$table} s WHERE s.owner_id = %d AND {$match}" ), $args )[0] ?? 0 );
		}
		return array(
			'ids'   => $ids,
			'total' => $total,
		);
	}

	/**
	 * What a search looks for: the lower-cased text, and for a phone-like search also its digits alone (the search
	 * text holds every phone number both as typed and as digits).
	 *
	 * @param string $search Trimmed, non-empty search text.
	 * @return string[]
	 */
	public static function terms( string $search ): array {
		$terms  = array( mb_strtolower( $search ) );
		$digits = (string) preg_replace( '/\D+/', '', $search );
		if ( preg_match( '/^[\d\s().+\-\/]+$/', $search ) && strlen( $digits ) >= 3 && $digits !== $search ) {
			$terms[] = $digits;
		}
		return $terms;
	}

	/**
	 * One slice of the trigram job (Jobs\Search_Grams_Job): lists the trigrams of the next $limit contacts (by id)
	 * after $after, of every member, and counts the contacts still after them. Rows already listed are kept, so a
	 * contact saved meanwhile (which lists its own trigrams) is harmless.
	 *
	 * @param int $after Last contact id already listed (0 at the start).
	 * @param int $limit Contacts in this slice (0: only count those left).
	 * @return array{after: int, listed: int, left: int} The last contact id listed, how many this slice listed, and
	 *                                                    how many contacts come after it.
	 */
	public static function backfill( int $after, int $limit = self::CHUNK ): array {
		global $wpdb;
		$table = Schema::table( 'contact_search' );
		$rows  = array();
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		if ( $limit > 0 ) {
			$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT owner_id, contact_id, search_text FROM {$table} WHERE contact_id > %d ORDER BY contact_id ASC LIMIT %d", $after, $limit ), ARRAY_A );
			Db::check( true );
		}
		$by_owner = array();
		foreach ( $rows as $row ) {
			$by_owner[ (int) $row['owner_id'] ][ (int) $row['contact_id'] ] = (string) $row['search_text'];
			$after = max( $after, (int) $row['contact_id'] );
		}
		$index = new self();
		foreach ( $by_owner as $owner_id => $texts ) {
			$index->add_grams( $owner_id, $texts );
		}
		$left = (int) Db::check( $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE contact_id > %d", $after ) ) );
		// phpcs:enable
		return array(
			'after'  => $after,
			'listed' => count( $rows ),
			'left'   => $left,
		);
	}
}

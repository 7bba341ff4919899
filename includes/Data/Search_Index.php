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

	/** Contacts per statement when rows are rewritten. */
	private const CHUNK = 500;

	/** Trigrams of a term whose candidate lists are sized before one is picked. */
	private const SAMPLE = 3;

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
	 * Replaces the search rows and trigrams of contacts. Ids that are not the member's are ignored.
	 *
	 * @param int                $owner_id Member.
	 * @param array<int, string> $texts    Contact id => search text.
	 */
	public function write( int $owner_id, array $texts ): void {
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
			$sort = $wpdb->get_results( $wpdb->prepare( "SELECT id, sort_name FROM {$contacts} WHERE id IN ({$in}) AND " . Db::OWNER_OF_IDS, ...array_merge( $ids, array( $owner_id ) ) ), ARRAY_A );
			$sort = array_column( $sort ? $sort : array(), 'sort_name', 'id' );
			$this->forget( $owner_id, $ids );
			$params = array();
			$rows   = array();
			$owned  = array();
			foreach ( $chunk as $id => $text ) {
				if ( ! isset( $sort[ $id ] ) ) {
					continue;
				}
				array_push( $params, $owner_id, (string) $sort[ $id ], (int) $id, $text );
				$rows[]       = '(%d,%s,%d,%s)';
				$owned[ $id ] = $text;
			}
			if ( $rows ) {
				$values = implode( ',', $rows );
				Db::check( $wpdb->query( $wpdb->prepare( "INSERT INTO {$table} (owner_id, sort_name, contact_id, search_text) VALUES {$values}", ...$params ) ) );
			}
			// phpcs:enable
			$this->add_grams( $owner_id, $owned );
		}
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
	 * Adds contacts' trigrams; rows already there are kept (so the upgrade can run beside members' own writes).
	 *
	 * @param int                $owner_id Member.
	 * @param array<int, string> $texts    Contact id => search text (ids the member owns).
	 */
	public function add_grams( int $owner_id, array $texts ): void {
		$rows = array();
		foreach ( $texts as $id => $text ) {
			foreach ( Search_Grams::of( $text ) as $gram ) {
				$rows[] = array( $owner_id, $gram, (int) $id );
			}
		}
		Db::insert_integers( Schema::table( 'contact_grams' ), array( 'owner_id', 'gram', 'contact_id' ), $rows );
	}

	/**
	 * The rows (alias s) of the member's search table that match a search: a FROM clause, a WHERE clause and the
	 * arguments of both, in that order.
	 *
	 * @param int    $owner_id Member.
	 * @param string $search   Trimmed, non-empty search text.
	 * @return array{0: string, 1: string, 2: array<int, int|string>}
	 */
	public function matching( int $owner_id, string $search ): array {
		$search_table = Schema::table( 'contact_search' );
		$terms        = self::terms( $search );
		$match        = '(' . implode( ' OR ', array_fill( 0, count( $terms ), Db::contains( 's.search_text' ) ) ) . ')';
		$drivers      = $this->drivers( $owner_id, $terms );
		if ( null === $drivers ) {
			return array( "{$search_table} s", "s.owner_id = %d AND {$match}", array_merge( array( $owner_id ), $terms ) );
		}
		$grams = Schema::table( 'contact_grams' );
		return array(
			// CROSS JOIN is an inner join to MySQL/MariaDB; to SQLite, which has no statistics here, it also says
			// "candidates first": left to itself, SQLite walked every search row in name order to avoid a sort.
			"{$grams} g CROSS JOIN {$search_table} s ON s.owner_id = g.owner_id AND s.contact_id = g.contact_id",
			'g.owner_id = %d AND g.gram IN (' . Db::placeholders( count( $drivers ) ) . ") AND {$match}",
			array_merge( array( $owner_id ), $drivers, $terms ),
		);
	}

	/**
	 * Contacts matching a search in name order: one page of ids (or all of them) and the total.
	 *
	 * @param int    $owner_id  Member.
	 * @param string $search    Trimmed, non-empty search text.
	 * @param string $direction ASC or DESC.
	 * @param int    $limit     Page size; 0 for every match.
	 * @param int    $offset    Rows before the page.
	 * @return array{ids: int[], total: int}
	 */
	public function find( int $owner_id, string $search, string $direction, int $limit, int $offset ): array {
		$direction                   = 'DESC' === $direction ? 'DESC' : 'ASC';
		list( $from, $where, $args ) = $this->matching( $owner_id, $search );
		$order                       = "ORDER BY s.sort_name {$direction}, s.contact_id {$direction}";
		// These statements run through Db::column(), which takes "?" placeholders.
		$select = str_replace( array( '%d', '%s' ), '?', "SELECT s.contact_id FROM {$from} WHERE {$where} {$order}" );
		if ( str_contains( $from, ' CROSS JOIN ' ) ) {
			// At most a few thousand candidates: read every match once, in order; the total is their number.
			$all = array_values( array_unique( array_map( 'intval', Db::column( $select, $args ) ) ) );
			return array(
				'ids'   => $limit > 0 ? array_slice( $all, $offset, $limit ) : $all,
				'total' => count( $all ),
			);
		}
		// A scan: walk the member's rows in name order and stop at the page; count only when the page is full.
		if ( $limit > 0 ) {
			$ids = array_map( 'intval', Db::column( "{$select} LIMIT ? OFFSET ?", array_merge( $args, array( $limit, $offset ) ) ) );
		} else {
			$ids = array_map( 'intval', Db::column( $select, $args ) );
		}
		if ( 0 === $limit || ( 0 === $offset && count( $ids ) < $limit ) ) {
			$total = count( $ids );
		} else {
			$total = (int) ( Db::column( str_replace( array( '%d', '%s' ), '?', "SELECT COUNT(*) FROM {$from} WHERE {$where}" ), $args )[0] ?? 0 );
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
	 * One trigram per term whose contact list is short enough to check one by one, or null when a scan is the
	 * better plan (the index is still being built, a term is shorter than a trigram, or all its trigrams are
	 * common). Each list is counted only up to the shortest found so far.
	 *
	 * @param int      $owner_id Member.
	 * @param string[] $terms    Lower-cased terms.
	 * @return int[]|null
	 */
	private function drivers( int $owner_id, array $terms ): ?array {
		if ( ! self::ready() ) {
			return null;
		}
		$table   = Schema::table( 'contact_grams' );
		$drivers = array();
		foreach ( $terms as $term ) {
			if ( strlen( $term ) < Search_Grams::SIZE ) {
				return null;
			}
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
			$drivers[] = $best;
		}
		return array_values( array_unique( $drivers ) );
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

<?php
/**
 * The contact search: the only code that reads or writes the search table and its trigram index.
 *
 * - The search table holds one narrow row per contact: its name, emails, phones, company and note text,
 *   lower-cased (Contact_Fields::search_text()), keyed by member and contact, with a name-ordered index.
 * - The list table holds, for each of a member's grams (Search_Grams), the contacts whose text holds it, packed
 *   4,096 contact ids to a row (Domain\Posting_List): one row per gram and block, not one per gram and contact.
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
use Prism\Domain\Page_Walk;
use Prism\Domain\Posting_List;
use Prism\Domain\Search_Grams;
use Prism\Schema\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * Search rows and trigram lists.
 */
final class Search_Index {

	/**
	 * The schema version from which the lists are packed (Domain\Posting_List) and a job fills them from the search
	 * rows (key LISTS of Jobs\Search_Grams_Job); before it is done, searches scan.
	 */
	public const LISTS_VERSION = 23;

	/**
	 * Stored type names of the jobs whose state tells whether the lists are usable (usable()): the site job that fills
	 * them (Jobs\Search_Grams_Job, with the key LISTS_JOB_KEY), the one that retires the old lists
	 * (Jobs\Retired_Tables_Job) and a member's import's lists (Import\Import_Grams_Job).
	 */
	public const LISTS_JOB        = 'search_grams';
	public const LISTS_JOB_KEY    = 'lists';
	public const RETIRE_JOB       = 'retired_tables';
	public const IMPORT_LISTS_JOB = 'import_grams';

	/**
	 * Above this many candidates a scan of the member's search rows is as cheap (measured at 30,000 contacts: a
	 * scan costs about what checking 4,000 candidates does).
	 */
	public const CAP = 3000;

	/** Contacts per statement when rows are rewritten. */
	private const CHUNK = 500;

	/**
	 * A longer term's lists, all longer than the cap, are read to find their contacts in common only when the shortest
	 * holds at most this many times the cap (intersected_plan()).
	 */
	private const INTERSECTED = 8;

	/** Trigrams of a term whose candidate lists are sized before one is picked. */
	private const SAMPLE = 3;

	/**
	 * An exact list longer than this is walked in name order for a first page: at 30,000 contacts that is at most
	 * about 500 rows, as cheap as reading the list whole.
	 */
	private const DENSE = 600;

	/**
	 * Largest candidate list worth using (CAP, but for tests).
	 *
	 * @var int
	 */
	private int $cap;

	/**
	 * Fewest matches whose page may be walked for.
	 *
	 * @var int
	 */
	private int $walk_min;

	/**
	 * Whether find()'s last page was walked for, and from which end: 'start', 'end', or '' (for tests).
	 *
	 * @var string
	 */
	public string $last_walk = '';

	/**
	 * The plans made by this object (in one request), by member, $enough and search.
	 *
	 * @var array<string, array{terms: string[], grams: int[], size: int, exact: bool}|null>
	 */
	private array $plans = array();

	/**
	 * What this object (in one request) has read: whether each member's lists are usable (usable()), the sizes of
	 * their lists (sizes()) and the last lists decoded (list_ids()). A list request asked the same three or four times
	 * (planning, then reading the chosen source) took 2-5 ms of rounds trips and decoding over again. Forgotten with
	 * the plans, on every write by this object.
	 *
	 * @var array{usable: array<int, bool>, sizes: array<string, int>, list: array{0: string, 1: array<int, true>}|null}
	 */
	private array $read = array(
		'usable' => array(),
		'sizes'  => array(),
		'list'   => null,
	);

	/**
	 * Sets the candidate cap.
	 *
	 * @param int $cap      Largest candidate list worth using (tests lower it to exercise both paths).
	 * @param int $walk_min Fewest matches whose page may be walked for (Domain\Page_Walk; tests lower it).
	 */
	public function __construct( int $cap = self::CAP, int $walk_min = Page_Walk::MIN ) {
		$this->cap      = max( 1, $cap );
		$this->walk_min = max( 1, $walk_min );
	}

	/**
	 * Forgets the plans and reads this object made (plan(), $read): the member's text is changing.
	 */
	private function forget_reads(): void {
		$this->plans = array();
		$this->read  = array(
			'usable' => array(),
			'sizes'  => array(),
			'list'   => null,
		);
	}

	/**
	 * The answer of usable(), asked once per member by this object.
	 *
	 * @param int $owner_id Member.
	 */
	private function usable_here( int $owner_id ): bool {
		if ( ! isset( $this->read['usable'][ $owner_id ] ) ) {
			$this->read['usable'][ $owner_id ] = self::usable( $owner_id );
		}
		return $this->read['usable'][ $owner_id ];
	}

	/**
	 * Whether the lists are complete: their job has recorded, in the same transaction as its last slice, that it is
	 * done. Read from the database on every search, so every web server sees the same answer at once.
	 */
	public static function ready(): bool {
		return self::usable( 0 );
	}

	/**
	 * Whether the member's searches may use the lists: they are complete (ready()) and none of the member's contacts
	 * waits for its n-grams (an import's Import\Import_Grams_Job still to run). One read, asked by every search.
	 *
	 * Until the old lists are retired (an hour after the upgrade), web servers not yet updated may still add contacts
	 * to the old lists only: searches scan the search rows, which every version writes, and the retiring job lists
	 * every contact again before the lists are trusted (Jobs\Retired_Tables_Job).
	 *
	 * @param int $owner_id Member (0: whether the site's lists are usable, whatever any member's imports do).
	 */
	public static function usable( int $owner_id ): bool {
		if ( (int) get_option( Schema::VERSION_OPTION, 0 ) < self::LISTS_VERSION ) {
			return false;
		}
		$found = ( new Job_Repository() )->site_states_and_pending(
			array( array( self::LISTS_JOB, self::LISTS_JOB_KEY ), array( self::RETIRE_JOB, 'prism_contact_grams' ) ),
			$owner_id,
			self::IMPORT_LISTS_JOB
		);
		return Job::DONE === $found['states'][0] && ! in_array( $found['states'][1], array( Job::QUEUED, Job::RUNNING ), true ) && ! $found['pending'];
	}

	/**
	 * Replaces the search rows of contacts, and moves them in the lists from the grams of their old text to those of
	 * the new one (only the grams that differ are touched: an edit rewrites a few rows). Ids that are not the
	 * member's are ignored. The caller holds the transaction.
	 *
	 * With $grams false, the grams the new text adds are left to a job the caller has enqueued (an import's
	 * Import_Grams_Job): until it is done, the member's searches scan (usable()), with the same results. The
	 * grams the old text loses are removed at once either way, so a list never holds a contact its text left.
	 *
	 * @param int                $owner_id Member.
	 * @param array<int, string> $texts    Contact id => search text.
	 * @param bool               $grams    Whether to list their new grams now.
	 */
	public function write( int $owner_id, array $texts, bool $grams = true ): void {
		$this->forget_reads();
		// In a transaction of its own when the caller holds none: a list row is read, changed and written back, which
		// must not interleave with another writer's (nested, it joins the caller's).
		Db::transaction(
			function () use ( $owner_id, $texts, $grams ): void {
				$this->write_now( $owner_id, $texts, $grams );
			}
		);
	}

	/**
	 * The work of write(), in the caller's transaction.
	 *
	 * @param int                $owner_id See write().
	 * @param array<int, string> $texts    See write().
	 * @param bool               $grams    See write().
	 */
	private function write_now( int $owner_id, array $texts, bool $grams ): void {
		global $wpdb;
		if ( ! $texts ) {
			return;
		}
		$this->changed( $owner_id );
		$contacts = Schema::table( 'contacts' );
		$table    = Schema::table( 'contact_search' );
		foreach ( array_chunk( $texts, self::CHUNK, true ) as $chunk ) {
			$ids = array_map( 'intval', array_keys( $chunk ) );
			$in  = Db::placeholders( count( $ids ) );
			// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- table names from Schema, placeholders from Db.
			$sort = array_column( Db::rows( $wpdb->prepare( "SELECT id, sort_name FROM {$contacts} WHERE id IN ({$in}) AND " . Db::OWNER_OF_IDS, ...array_merge( $ids, array( $owner_id ) ) ) ), 'sort_name', 'id' );
			$old  = $this->stored_texts( $owner_id, $ids );
			Db::check( $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE contact_id IN ({$in}) AND owner_id = %d", ...array_merge( $ids, array( $owner_id ) ) ) ) );
			// phpcs:enable
			$rows   = array();
			$add    = array();
			$remove = array();
			foreach ( $chunk as $id => $text ) {
				$was = isset( $old[ $id ] ) ? Search_Grams::of( $old[ $id ] ) : array();
				if ( ! isset( $sort[ $id ] ) ) {
					$remove[ $id ] = $was;
					continue;
				}
				$rows[]        = array( $owner_id, (string) $sort[ $id ], (int) $id, $text );
				$now           = Search_Grams::of( $text );
				$remove[ $id ] = array_diff( $was, $now );
				if ( $grams ) {
					$add[ $id ] = array_diff( $now, $was );
				}
			}
			Db::insert_rows( $table, array( 'owner_id', 'sort_name', 'contact_id', 'search_text' ), $rows );
			$this->change_lists( $owner_id, $add, $remove );
		}
	}

	/**
	 * The stored search texts of contacts, the rows locked for this transaction on MySQL/MariaDB (so that a job
	 * listing them and a member's edit cannot interleave): contact id => text.
	 *
	 * @param int   $owner_id Member.
	 * @param int[] $ids      Contacts (at most one chunk).
	 * @return array<int, string>
	 */
	private function stored_texts( int $owner_id, array $ids ): array {
		$ids = Db::ids( $ids );
		if ( ! $ids ) {
			return array();
		}
		$table = Schema::table( 'contact_search' );
		$texts = array();
		$lock  = Db::is_sqlite() ? '' : ' FOR UPDATE';
		foreach ( Db::select( "SELECT contact_id, search_text FROM {$table} WHERE owner_id = ? AND contact_id IN (" . implode( ',', array_fill( 0, count( $ids ), '?' ) ) . "){$lock}", array_merge( array( $owner_id ), $ids ) ) as $row ) {
			$texts[ (int) $row['contact_id'] ] = (string) $row['search_text'];
		}
		return $texts;
	}

	/**
	 * Adds contacts to and removes them from the member's lists: each list row touched is read (locked for this
	 * transaction on MySQL/MariaDB; SQLite's write lock is the transaction's), changed and written back, or deleted
	 * when empty. A row is at most 512 bytes (Posting_List), so a contact's 250 grams rewrite at most about 125 KB. The
	 * caller holds the transaction (a conflict with another one rolls it back whole, and Db::transaction() runs it
	 * again).
	 *
	 * @param int               $owner_id Member.
	 * @param array<int, int[]> $add      Contact id => grams to list it under.
	 * @param array<int, int[]> $remove   Contact id => grams to take it off.
	 */
	private function change_lists( int $owner_id, array $add, array $remove ): void {
		$changes = array();
		foreach ( array( $add, $remove ) as $side => $by_contact ) {
			foreach ( $by_contact as $id => $grams ) {
				$block  = Posting_List::block( (int) $id );
				$offset = (int) $id & ( Posting_List::SPAN - 1 );
				foreach ( $grams as $gram ) {
					$changes[ $block ][ $gram ][ $side ][] = $offset;
				}
			}
		}
		$table = Schema::table( 'contact_lists' );
		$lock  = Db::is_sqlite() ? '' : ' FOR UPDATE';
		foreach ( $changes as $block => $by_gram ) {
			// In key order, so that concurrent writers lock rows in the same order.
			ksort( $by_gram, SORT_NUMERIC );
			foreach ( array_chunk( $by_gram, self::CHUNK, true ) as $chunk ) {
				$grams  = array_keys( $chunk );
				$stored = array();
				foreach ( Db::select( "SELECT gram, ids FROM {$table} WHERE owner_id = ? AND gram IN (" . implode( ',', array_fill( 0, count( $grams ), '?' ) ) . ") AND block_no = ?{$lock}", array_merge( array( $owner_id ), $grams, array( $block ) ) ) as $row ) {
					$stored[ (int) $row['gram'] ] = (string) $row['ids'];
				}
				$rows  = array();
				$empty = array();
				foreach ( $chunk as $gram => $change ) {
					list( $bytes, $holders ) = Posting_List::change( $stored[ $gram ] ?? '', $change[0] ?? array(), $change[1] ?? array() );
					if ( $holders > 0 ) {
						if ( ( $stored[ $gram ] ?? null ) !== $bytes ) {
							$rows[] = '(' . $owner_id . ',' . (int) $gram . ',' . (int) $block . ',' . $holders . ",X'" . bin2hex( $bytes ) . "')";
						}
					} elseif ( isset( $stored[ $gram ] ) ) {
						$empty[] = (int) $gram;
					}
				}
				foreach ( array_chunk( $rows, self::CHUNK ) as $values ) {
					// Integers and hexadecimal literals only: nothing here comes from a member as text.
					$values = implode( ',', $values );
					Db::execute(
						Db::is_sqlite()
							? "INSERT OR REPLACE INTO {$table} (owner_id, gram, block_no, holders, ids) VALUES {$values}"
							: "INSERT INTO {$table} (owner_id, gram, block_no, holders, ids) VALUES {$values} ON DUPLICATE KEY UPDATE holders = VALUES(holders), ids = VALUES(ids)",
						array()
					);
				}
				if ( $empty ) {
					Db::execute( "DELETE FROM {$table} WHERE owner_id = ? AND gram IN (" . implode( ',', array_fill( 0, count( $empty ), '?' ) ) . ') AND block_no = ?', array_merge( array( $owner_id ), $empty, array( $block ) ) );
				}
			}
		}
	}

	/**
	 * Recomputes the search rows of contacts from what is stored (after a contact or one of its notes changed).
	 * Ids that are not the member's are ignored, and so are archived contacts: an archived contact has no search rows
	 * (Service\Contact_Service::set_state() forgets them), so no list, search or count of the contact list finds it.
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
				if ( null !== $row['archived_at'] && '' !== $row['archived_at'] ) {
					// Its text changed all the same: what the Archived filter's searches kept is out of date.
					$this->changed( $owner_id );
					continue;
				}
				$id           = (int) $row['id'];
				$texts[ $id ] = Contact_Fields::search_text( Contact_Fields::from_row( $row ), $notes[ $id ] ?? array() );
			}
			$this->write( $owner_id, $texts );
		}
	}

	/**
	 * Which of the member's archived contacts match a search (the contact list's Archived filter): found by
	 * texts_matching() and kept, as a longer term's matches are (kept()), until the member's text changes (archiving,
	 * restoring, and editing an archived contact each count), so paging through them or sorting them reads no text
	 * again. 316 archived contacts' texts took 13 ms in-process on SQLite.
	 *
	 * @param int    $owner_id    Member.
	 * @param int[]  $archived    Their archived contacts' ids.
	 * @param string $search      Trimmed, non-empty search text.
	 * @return int[] Ascending.
	 */
	public function archived_matches( int $owner_id, array $archived, string $search ): array {
		$terms            = self::terms( $search );
		list( , $packed ) = $this->kept(
			$owner_id,
			array_merge( array( "\0archived" ), $terms ),
			function () use ( $owner_id, $archived, $terms ): array {
				$ids = $this->texts_matching( $owner_id, $archived, $terms );
				sort( $ids );
				return array( count( $ids ), $ids ? pack( 'V*', ...$ids ) : '' );
			}
		);
		return '' === $packed ? array() : array_values( (array) unpack( 'V*', $packed ) );
	}

	/**
	 * Which of some contacts match a search, their text made from what is stored rather than read from search rows:
	 * for contacts that have none (archived ones: the contact list's Archived filter), with the same rule as every
	 * other search (the text holds any of the terms).
	 *
	 * @param int      $owner_id    Member.
	 * @param int[]    $contact_ids Contacts (others' ids are left out).
	 * @param string[] $terms       Lower-cased terms (terms()).
	 * @return int[] The ones that match, in the order given.
	 */
	public function texts_matching( int $owner_id, array $contact_ids, array $terms ): array {
		$contacts = new Contact_Repository();
		$matching = array();
		foreach ( array_chunk( Db::ids( $contact_ids ), self::CHUNK ) as $chunk ) {
			$notes = $this->note_texts( $owner_id, $chunk );
			foreach ( $contacts->find_many( $owner_id, $chunk ) as $row ) {
				$id   = (int) $row['id'];
				$text = Contact_Fields::search_text( Contact_Fields::from_row( $row ), $notes[ $id ] ?? array() );
				foreach ( $terms as $term ) {
					if ( str_contains( $text, $term ) ) {
						$matching[] = $id;
						break;
					}
				}
			}
		}
		return $matching;
	}

	/**
	 * Note texts of contacts, by contact id.
	 *
	 * @param int   $owner_id    Member.
	 * @param int[] $contact_ids Contacts (at most one chunk).
	 * @return array<int, string[]>
	 */
	private function note_texts( int $owner_id, array $contact_ids ): array {
		$contact_ids = Db::ids( $contact_ids );
		if ( ! $contact_ids ) {
			return array();
		}
		$table = Schema::table( 'notes' );
		// Db::select(): straight to the engine (on SQLite past the integration's translator, which lexes each id of the
		// list: in a profile of the Archived filter's search, half of the request's samples).
		$sql   = "SELECT contact_id, note FROM {$table} WHERE owner_id = ? AND contact_id IN (" . implode( ',', array_fill( 0, count( $contact_ids ), '?' ) ) . ') ORDER BY id ASC';
		$texts = array();
		foreach ( Db::select( $sql, array_merge( array( $owner_id ), $contact_ids ) ) as $row ) {
			$texts[ (int) $row['contact_id'] ][] = (string) $row['note'];
		}
		return $texts;
	}

	/**
	 * Removes the search rows of contacts (deleted or merged away), and the contacts from the lists of their text's
	 * grams. The caller holds the transaction.
	 *
	 * @param int   $owner_id Member.
	 * @param int[] $ids      Contact ids.
	 */
	public function forget( int $owner_id, array $ids ): void {
		$this->forget_reads();
		// In a transaction of its own when the caller holds none: a list row is read, changed and written back, which
		// must not interleave with another writer's (nested, it joins the caller's).
		Db::transaction(
			function () use ( $owner_id, $ids ): void {
				$this->forget_now( $owner_id, $ids );
			}
		);
	}

	/**
	 * The work of forget(), in the caller's transaction.
	 *
	 * @param int   $owner_id See forget().
	 * @param int[] $ids      See forget().
	 */
	private function forget_now( int $owner_id, array $ids ): void {
		global $wpdb;
		$this->changed( $owner_id );
		$search = Schema::table( 'contact_search' );
		foreach ( array_chunk( Db::ids( $ids ), self::CHUNK ) as $chunk ) {
			$remove = array_map( array( Search_Grams::class, 'of' ), $this->stored_texts( $owner_id, $chunk ) );
			$in     = Db::placeholders( count( $chunk ) );
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema, placeholders from Db.
			Db::check( $wpdb->query( $wpdb->prepare( "DELETE FROM {$search} WHERE contact_id IN ({$in}) AND owner_id = %d", ...array_merge( $chunk, array( $owner_id ) ) ) ) );
			$this->change_lists( $owner_id, array(), $remove );
		}
	}

	/**
	 * How many of the member's contacts come after an id (an import's lists job: what is left).
	 *
	 * @param int $owner_id Member.
	 * @param int $after    Contact id.
	 */
	public function count_after( int $owner_id, int $after ): int {
		$table = Schema::table( 'contact_search' );
		return (int) ( Db::column( "SELECT COUNT(*) FROM {$table} WHERE owner_id = ? AND contact_id > ?", array( $owner_id, $after ) )[0] ?? 0 );
	}

	/**
	 * The search text of the member's next contacts after an id, by id (an import's lists job, a slice at a time).
	 *
	 * @param int $owner_id Member.
	 * @param int $after    Contact id.
	 * @param int $limit    Contacts.
	 * @return array<int, string> Contact id => search text, in id order.
	 */
	public function texts_after( int $owner_id, int $after, int $limit ): array {
		$table = Schema::table( 'contact_search' );
		$texts = array();
		foreach ( Db::select( "SELECT contact_id, search_text FROM {$table} WHERE owner_id = ? AND contact_id > ? ORDER BY contact_id LIMIT ?", array( $owner_id, $after, $limit ) ) as $row ) {
			$texts[ (int) $row['contact_id'] ] = (string) $row['search_text'];
		}
		return $texts;
	}

	/**
	 * Lists contacts under every gram of their search text as stored (an import's second phase, Import_Grams_Job, or
	 * the lists' job): the text is read again, locked, so that an edit made since the caller read it is what counts.
	 * Adding a contact a list already holds changes nothing, so this is safe to run twice and beside members' own
	 * writes. The caller holds the transaction.
	 *
	 * @param int                $owner_id Member.
	 * @param array<int, string> $texts    Contact id => search text (ids the member owns; the text is read again).
	 */
	public function relist_grams( int $owner_id, array $texts ): void {
		$this->forget_reads();
		// In a transaction of its own when the caller holds none: a list row is read, changed and written back, which
		// must not interleave with another writer's (nested, it joins the caller's).
		Db::transaction(
			function () use ( $owner_id, $texts ): void {
				$this->relist_grams_now( $owner_id, $texts );
			}
		);
	}

	/**
	 * The work of relist_grams(), in the caller's transaction.
	 *
	 * @param int                $owner_id See relist_grams().
	 * @param array<int, string> $texts    See relist_grams().
	 */
	private function relist_grams_now( int $owner_id, array $texts ): void {
		foreach ( array_chunk( Db::ids( array_keys( $texts ) ), self::CHUNK ) as $chunk ) {
			$this->change_lists( $owner_id, array_map( array( Search_Grams::class, 'of' ), $this->stored_texts( $owner_id, $chunk ) ), array() );
		}
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
	 * The size of one list is exact (a superset's, for a longer term). Two exact lists (a phone-like search: its text
	 * and its digits) may share contacts, which are counted once by reading both lists; with $enough, a caller that
	 * only wants to know whether the lists are smaller than something else it has (the planner of filtered
	 * searches) gets their sum instead when it is over $enough: an upper bound, and no lists read.
	 *
	 * @param int      $owner_id Member.
	 * @param string   $search   Trimmed, non-empty search text.
	 * @param int|null $enough   Above this, two exact lists are not read to count their shared contacts.
	 * @return array{terms: string[], grams: int[], size: int, exact: bool, ids?: array<int, true>}|null
	 */
	public function plan( int $owner_id, string $search, ?int $enough = null ): ?array {
		// Asked twice in a request when a page is looked for two ways (Contact_List_Query: matches(), then find()).
		$key = $owner_id . "\n" . ( $enough ?? '' ) . "\n" . $search;
		if ( ! array_key_exists( $key, $this->plans ) ) {
			$this->plans[ $key ] = $this->new_plan( $owner_id, $search, $enough );
		}
		return $this->plans[ $key ];
	}

	/**
	 * A plan(), read from the database.
	 *
	 * @param int      $owner_id Member.
	 * @param string   $search   Trimmed, non-empty search text.
	 * @param int|null $enough   See plan().
	 * @return array{terms: string[], grams: int[], size: int, exact: bool, ids?: array<int, true>}|null
	 */
	private function new_plan( int $owner_id, string $search, ?int $enough ): ?array {
		$terms = self::terms( $search );
		if ( ! $this->usable_here( $owner_id ) ) {
			return null;
		}
		// Every list the terms may use is sized in one read: a list's size is the sum of its rows' counts, a few rows
		// however long the list.
		$wanted = array();
		foreach ( $terms as $term ) {
			$wanted = array_merge( $wanted, strlen( $term ) <= Search_Grams::SIZE ? array( Search_Grams::exact( $term ) ) : Search_Grams::sample( $term, self::SAMPLE ) );
		}
		$held  = $this->sizes( $owner_id, $wanted );
		$grams = array();
		$sizes = array();
		$exact = true;
		foreach ( $terms as $term ) {
			if ( strlen( $term ) <= Search_Grams::SIZE ) {
				$gram           = Search_Grams::exact( $term );
				$grams[]        = $gram;
				$sizes[ $gram ] = $held[ $gram ];
				continue;
			}
			$exact  = false;
			$best   = null;
			$best_n = $this->cap;
			foreach ( Search_Grams::sample( $term, self::SAMPLE ) as $gram ) {
				if ( $held[ $gram ] < $best_n ) {
					$best   = $gram;
					$best_n = $held[ $gram ];
				}
			}
			if ( null === $best ) {
				// Every sampled trigram is common (at 60,000 contacts "wil", "lli" and "lia" each hold over 3,000): a
				// term alone is answered from the contacts under all of its sampled lists at once, when they are few.
				return 1 === count( $terms ) ? $this->intersected_plan( $owner_id, $terms, Search_Grams::sample( $term, self::SAMPLE ), $this->network_cap( $owner_id ) ) : null;
			}
			$grams[]        = $best;
			$sizes[ $best ] = $best_n;
		}
		$grams = array_values( array_unique( $grams ) );
		$size  = array_sum( array_intersect_key( $sizes, array_flip( $grams ) ) );
		if ( $exact && count( $grams ) > 1 && $size > 0 && ( null === $enough || $size <= $enough ) ) {
			// Two exact lists may share contacts: count each once.
			$size = count( $this->list_ids( $owner_id, $grams ) );
		}
		return array(
			'terms' => $terms,
			'grams' => $grams,
			'size'  => $size,
			'exact' => $exact,
		);
	}

	/**
	 * The plan of a longer term whose every sampled trigram is common: the contacts under all of those lists (read and
	 * intersected here, smallest first, and kept in the plan as `ids`), a superset of its matches like any longer term's
	 * list; null when even they are more than the cap.
	 *
	 * @param int      $owner_id Member.
	 * @param string[] $terms    The one term, lower-cased.
	 * @param int[]    $grams    Its sampled trigrams.
	 * @param int      $cap      Most candidates worth checking (network_cap()).
	 * @return array{terms: string[], grams: int[], size: int, exact: bool, ids: array<int, true>}|null
	 */
	private function intersected_plan( int $owner_id, array $terms, array $grams, int $cap ): ?array {
		$sizes = $this->sizes( $owner_id, $grams );
		asort( $sizes );
		// Lists that are each many times the cap are not read: their contacts in common are rarely few ("example": three
		// lists of every contact; reading them cost 15 ms at 30,000 contacts, for nothing).
		if ( (int) reset( $sizes ) > self::INTERSECTED * $cap ) {
			return null;
		}
		// The contacts in common are kept like a total (kept()) until the member's text changes: the lists grow with the
		// network, and decoding them on every request made "northwind" cost 4 ms over the floor at 30,000 contacts and
		// 16 ms at 60,000 (its three sampled trigrams then each hold more than the cap).
		$kept = $this->kept(
			$owner_id,
			array_merge( array( "\0intersected" ), $terms, array_map( 'strval', array_keys( $sizes ) ) ),
			function () use ( $owner_id, $sizes ): array {
				$ids = null;
				foreach ( array_keys( $sizes ) as $gram ) {
					$list = $this->list_ids( $owner_id, array( $gram ) );
					$ids  = null === $ids ? $list : array_intersect_key( $ids, $list );
					if ( ! $ids ) {
						break;
					}
				}
				$ids = array_keys( $ids ?? array() );
				return array( count( $ids ), $ids ? pack( 'V*', ...$ids ) : '' );
			}
		);
		if ( $kept[0] > $cap ) {
			return null;
		}
		return array(
			'terms' => $terms,
			'grams' => array_keys( $sizes ),
			'size'  => $kept[0],
			'exact' => false,
			'ids'   => '' === $kept[1] ? array() : array_fill_keys( (array) unpack( 'V*', $kept[1] ), true ),
		);
	}

	/**
	 * The most candidates worth checking for this member: the cap, or a tenth of a larger network (a scan of the
	 * search rows, which the cap is weighed against, costs in proportion to the network: CAP was measured at 30,000
	 * contacts). A cap other than CAP (tests') is kept as it is.
	 *
	 * @param int $owner_id Member.
	 */
	private function network_cap( int $owner_id ): int {
		return self::CAP === $this->cap ? max( $this->cap, intdiv( $this->network_size( $owner_id ), 10 ) ) : $this->cap;
	}

	/**
	 * The contacts under a plan's lists, as a set (contact id => true, ascending): every one of its lists' for an
	 * intersected plan (intersected_plan()), any of them for another.
	 *
	 * @param int                                                                                  $owner_id Member.
	 * @param array{terms: string[], grams: int[], size: int, exact: bool, ids?: array<int, true>} $plan     A plan().
	 * @return array<int, true>
	 */
	public function plan_ids( int $owner_id, array $plan ): array {
		return $plan['ids'] ?? $this->list_ids( $owner_id, $plan['grams'] );
	}

	/**
	 * Those of some contacts that a plan's lists hold, as a set: each candidate looked up in its block of the lists
	 * (a bit of a bitmap block) rather than every listed contact decoded ("n", 25,000 contacts, within the 2,800 at a
	 * stage: 3 ms decoded). For candidates far fewer than the lists hold.
	 *
	 * @param int                                                                                  $owner_id Member.
	 * @param array{terms: string[], grams: int[], size: int, exact: bool, ids?: array<int, true>} $plan     A plan().
	 * @param array<int, true>                                                                     $ids      Candidates.
	 * @return array<int, true>
	 */
	public function plan_holds( int $owner_id, array $plan, array $ids ): array {
		if ( isset( $plan['ids'] ) || ! $ids ) {
			return array_intersect_key( $ids, $plan['ids'] ?? array() );
		}
		$by_block = array();
		foreach ( array_keys( $ids ) as $id ) {
			$by_block[ Posting_List::block( $id ) ][] = $id;
		}
		$grams = array_map( 'intval', $plan['grams'] );
		$table = Schema::table( 'contact_lists' );
		$held  = array();
		$rows  = Db::select( "SELECT block_no, ids FROM {$table} WHERE owner_id = ? AND gram IN (" . implode( ',', array_fill( 0, count( $grams ), '?' ) ) . ') AND block_no IN (' . implode( ',', array_keys( $by_block ) ) . ')', array_merge( array( $owner_id ), $grams ) );
		foreach ( $rows as $row ) {
			foreach ( Posting_List::holds( (string) $row['ids'], $by_block[ (int) $row['block_no'] ] ) as $id ) {
				$held[ $id ] = true;
			}
		}
		return array_intersect_key( $ids, $held );
	}

	/**
	 * The ids from $from to $to (not included) that none of an exact plan's lists holds, ascending: each block's
	 * bitmaps united and negated (Posting_List::absent()), so that a search most contacts match costs what it leaves
	 * out ("n": 50,430 of 60,000 contacts held, 9,570 left out). Ids of other members and of deleted contacts are among
	 * them: the caller keeps the member's.
	 *
	 * @param int                                                                                  $owner_id Member.
	 * @param array{terms: string[], grams: int[], size: int, exact: bool, ids?: array<int, true>} $plan     An exact plan
	 *                                                                                                       without `ids`.
	 * @param int                                                                                  $from     First id.
	 * @param int                                                                                  $to       Id after the last.
	 * @return int[]
	 */
	public function plan_absent( int $owner_id, array $plan, int $from, int $to ): array {
		if ( $to <= $from ) {
			return array();
		}
		$first  = Posting_List::block( $from );
		$last   = Posting_List::block( $to - 1 );
		$blocks = $this->plan_bitmaps( $owner_id, $plan, $first, $last );
		$absent = array();
		for ( $block = $first; $block <= $last; $block++ ) {
			array_push( $absent, ...Posting_List::absent( $blocks[ $block ] ?? Posting_List::bitmap( '' ), $block, $from, $to ) );
		}
		return $absent;
	}

	/**
	 * The blocks of an exact plan's lists from one block to another, each as a bitmap (Posting_List::bitmap()), the
	 * lists of several grams united with `|`; a block no list has is missing.
	 *
	 * @param int                                                                                  $owner_id Member.
	 * @param array{terms: string[], grams: int[], size: int, exact: bool, ids?: array<int, true>} $plan     An exact plan
	 *                                                                                                       without `ids`.
	 * @param int                                                                                  $first    First block.
	 * @param int                                                                                  $last     Last block.
	 * @return array<int, string> Block number => bitmap.
	 */
	public function plan_bitmaps( int $owner_id, array $plan, int $first, int $last ): array {
		$grams  = array_map( 'intval', $plan['grams'] );
		$table  = Schema::table( 'contact_lists' );
		$blocks = array();
		foreach ( Db::select( "SELECT block_no, ids FROM {$table} WHERE owner_id = ? AND gram IN (" . implode( ',', array_fill( 0, count( $grams ), '?' ) ) . ') AND block_no BETWEEN ? AND ?', array_merge( array( $owner_id ), $grams, array( $first, $last ) ) ) as $row ) {
			$block            = (int) $row['block_no'];
			$bitmap           = Posting_List::bitmap( (string) $row['ids'] );
			$blocks[ $block ] = isset( $blocks[ $block ] ) ? $blocks[ $block ] | $bitmap : $bitmap;
		}
		return $blocks;
	}

	/**
	 * How many contacts each of the member's lists of some grams holds, in one read.
	 *
	 * @param int   $owner_id Member.
	 * @param int[] $grams    Grams.
	 * @return array<int, int> Gram => contacts (0 for a gram no contact holds).
	 */
	private function sizes( int $owner_id, array $grams ): array {
		$grams = array_values( array_unique( array_map( 'intval', $grams ) ) );
		$sizes = array();
		$read  = array();
		foreach ( $grams as $gram ) {
			$known = $this->read['sizes'][ $owner_id . ':' . $gram ] ?? null;
			if ( null === $known ) {
				$read[] = $gram;
			}
			$sizes[ $gram ] = $known ?? 0;
		}
		if ( ! $read ) {
			return $sizes;
		}
		$table = Schema::table( 'contact_lists' );
		$rows  = Db::select( "SELECT gram, SUM(holders) AS holders FROM {$table} WHERE owner_id = ? AND gram IN (" . implode( ',', array_fill( 0, count( $read ), '?' ) ) . ') GROUP BY gram', array_merge( array( $owner_id ), $read ) );
		foreach ( $rows as $row ) {
			$sizes[ (int) $row['gram'] ] = (int) $row['holders'];
		}
		foreach ( $read as $gram ) {
			$this->read['sizes'][ $owner_id . ':' . $gram ] = $sizes[ $gram ];
		}
		return $sizes;
	}

	/**
	 * The contacts under any of the member's lists of some grams, as a set: contact id => true, ascending.
	 *
	 * @param int   $owner_id Member.
	 * @param int[] $grams    Grams.
	 * @return array<int, true>
	 */
	public function list_ids( int $owner_id, array $grams ): array {
		if ( ! $grams ) {
			return array();
		}
		$grams = array_map( 'intval', $grams );
		$key   = $owner_id . ':' . implode( ',', $grams );
		if ( null !== $this->read['list'] && $key === $this->read['list'][0] ) {
			return $this->read['list'][1];
		}
		$table = Schema::table( 'contact_lists' );
		$ids   = array();
		foreach ( Db::select( "SELECT block_no, ids FROM {$table} WHERE owner_id = ? AND gram IN (" . implode( ',', array_fill( 0, count( $grams ), '?' ) ) . ') ORDER BY gram, block_no', array_merge( array( $owner_id ), $grams ) ) as $row ) {
			$ids += array_fill_keys( Posting_List::ids( (int) $row['block_no'], (string) $row['ids'] ), true );
		}
		if ( count( array_unique( $grams ) ) > 1 ) {
			ksort( $ids, SORT_NUMERIC ); // One gram's blocks come in order; several grams' interleave.
		}
		$this->read['list'] = array( $key, $ids );
		return $ids;
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
	 * lists are a superset: the lists are read and decoded here, and their contacts named by id.
	 *
	 * @param int                                                          $owner_id Member.
	 * @param array{terms: string[], grams: int[], size: int, exact: bool} $plan     A plan().
	 * @param int[]|null                                                   $ids      The lists' contacts, when the caller has read them.
	 * @return array{0: string, 1: string, 2: array<int, int|string>}
	 */
	public function candidates( int $owner_id, array $plan, ?array $ids = null ): array {
		$table = Schema::table( 'contact_search' );
		$ids   = $ids ?? array_keys( $this->plan_ids( $owner_id, $plan ) );
		// The ids are integers read from the lists, written into the statement as they are (a list of thousands of
		// placeholders would cost more than the query).
		$where = 's.owner_id = %d AND s.contact_id IN (' . ( $ids ? implode( ',', array_map( 'intval', $ids ) ) : '0' ) . ')';
		$args  = array( $owner_id );
		if ( ! $plan['exact'] ) {
			list( $match, $match_args ) = self::match_sql( $plan['terms'] );
			$where                     .= " AND {$match}";
			$args                       = array_merge( $args, $match_args );
		}
		return array( "{$table} s", $where, $args );
	}

	/**
	 * Every contact that matches a search, in no order, when the search's list names them (an exact list of at most
	 * the cap: a term of up to three bytes); null otherwise: find() then pages through the search rows.
	 *
	 * @param int    $owner_id Member.
	 * @param string $search   Trimmed, non-empty search text.
	 * @return int[]|null
	 */
	public function matches( int $owner_id, string $search ): ?array {
		$plan = $this->plan( $owner_id, $search );
		if ( null === $plan || ! $plan['exact'] || $plan['size'] > $this->cap ) {
			return null;
		}
		return array_keys( $this->plan_ids( $owner_id, $plan ) );
	}

	/**
	 * A statement (with `?` placeholders) and its arguments that select the search rows (alias s) of some candidates
	 * that match a plan: each candidate's text checked when the plan's lists are a superset.
	 *
	 * SQLite, which has no statistics here, read the member's whole name index (it covers the text) rather than look
	 * the candidates up by key (25 ms against 3 for 1,700 candidates of 30,000): there the candidates come first, as
	 * a JSON array walked by json_each, CROSS JOIN keeping them first (a caller's order must be one it cannot read off
	 * the name index: `+s.sort_name`).
	 *
	 * @param int                                                          $owner_id Member.
	 * @param array{terms: string[], grams: int[], size: int, exact: bool} $plan     A plan().
	 * @param int[]                                                        $ids      Candidates (from the plan's lists).
	 * @return array{0: string, 1: array<int, int|string>}
	 */
	private function checked_sql( int $owner_id, array $plan, array $ids ): array {
		if ( Db::is_sqlite() ) {
			$table = Schema::table( 'contact_search' );
			$sql   = "SELECT s.contact_id FROM json_each(?) j CROSS JOIN {$table} s ON s.owner_id = ? AND s.contact_id = j.value";
			$args  = array( (string) wp_json_encode( $ids ), $owner_id );
			if ( ! $plan['exact'] ) {
				list( $match, $match_args ) = self::match_sql( $plan['terms'] );
				$sql                       .= " WHERE {$match}";
				$args                       = array_merge( $args, $match_args );
			}
			return array( Db::positional( $sql ), $args );
		}
		list( $from, $where, $args ) = $this->candidates( $owner_id, $plan, $ids );
		return array( Db::positional( "SELECT s.contact_id FROM {$from} WHERE {$where}" ), $args );
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
		$direction       = 'DESC' === $direction ? 'DESC' : 'ASC';
		$order           = "ORDER BY s.sort_name {$direction}, s.contact_id {$direction}";
		$this->last_walk = '';
		$plan            = $this->plan( $owner_id, $search );
		if ( null !== $plan && 0 === $plan['size'] ) {
			return array(
				'ids'   => array(),
				'total' => 0,
			);
		}
		// A plan larger than the cap was made under the network's (intersected_plan()): held to that one.
		$cap   = null !== $plan && $plan['size'] > $this->cap ? $this->network_cap( $owner_id ) : $this->cap;
		$dense = null !== $plan && $plan['exact'] && $limit > 0
			&& ( $plan['size'] > $cap || ( 0 === $offset && $plan['size'] > self::DENSE ) );
		if ( null !== $plan && ! $plan['exact'] && $plan['size'] <= $cap && $limit > 0 ) {
			// A longer term's candidates: the total kept, or counted by checking each; a page near either end walked for
			// in the name index, checking only the candidates it meets (Domain\Page_Walk).
			$ids                = array_keys( $this->plan_ids( $owner_id, $plan ) );
			list( $sql, $args ) = $this->checked_sql( $owner_id, $plan, $ids );
			$total              = $this->total( $owner_id, $plan['terms'], static fn(): int => count( array_unique( Db::column( $sql, $args ) ) ) );
			if ( $offset >= $total ) {
				return array(
					'ids'   => array(),
					'total' => $total,
				);
			}
			$walk = Page_Walk::plan( $total, $offset, $limit, $this->walk_min );
			if ( null !== $walk ) {
				$table                      = Schema::table( 'contact_search' );
				$hint                       = Db::is_sqlite() ? '' : 'FORCE INDEX (owner_sort_text)';
				list( $match, $match_args ) = self::match_sql( $plan['terms'] );
				$rows                       = Db::column(
					Db::positional( "SELECT s.contact_id FROM {$table} s {$hint} WHERE s.owner_id = %d AND s.contact_id IN (" . implode( ',', array_map( 'intval', $ids ) ) . ") AND {$match} {$walk->order( $order )} LIMIT %d OFFSET %d" ),
					array_merge( array( $owner_id ), $match_args, array( $walk->limit, $walk->offset ) )
				);
				$this->last_walk            = $walk->reverse ? 'end' : 'start';
				return array(
					'ids'   => $walk->in_list_order( array_map( 'intval', $rows ) ),
					'total' => $total,
				);
			}
		}
		if ( null !== $plan && ! $dense && ( $plan['exact'] || $plan['size'] <= $cap ) ) {
			list( $sql, $args ) = $this->checked_sql( $owner_id, $plan, array_keys( $this->plan_ids( $owner_id, $plan ) ) );
			$sql               .= ' ' . ( Db::is_sqlite() ? preg_replace( '/\bs\./', '+s.', $order ) : $order );
			$all                = array_values( array_unique( array_map( 'intval', Db::column( $sql, $args ) ) ) );
			return array(
				'ids'   => $limit > 0 ? array_slice( $all, $offset, $limit ) : $all,
				'total' => count( $all ),
			);
		}
		$table                      = Schema::table( 'contact_search' );
		list( $match, $match_args ) = self::match_sql( null === $plan ? self::terms( $search ) : $plan['terms'] );
		$select                     = Db::positional( "SELECT s.contact_id FROM {$table} s WHERE s.owner_id = %d AND {$match} {$order}" );
		$args                       = array_merge( array( $owner_id ), $match_args );
		if ( $dense && $offset >= $plan['size'] ) {
			return array(
				'ids'   => array(),
				'total' => $plan['size'],
			);
		}
		if ( $dense ) {
			// An exact list's page past the middle is read from the other end: its total is the list's size, and the
			// last page of "da" (9,244 of 60,000) read every search row before it (140 ms on MariaDB).
			$walk            = Page_Walk::nearer_end( $plan['size'], $offset, $limit );
			$this->last_walk = $walk->reverse ? 'end' : 'start';
			$rows            = Db::column( Db::positional( "SELECT s.contact_id FROM {$table} s WHERE s.owner_id = %d AND {$match} {$walk->order( $order )} LIMIT %d OFFSET %d" ), array_merge( $args, array( $walk->limit, $walk->offset ) ) );
			return array(
				'ids'   => $walk->in_list_order( array_map( 'intval', $rows ) ),
				'total' => $plan['size'],
			);
		}
		$ids = array_map( 'intval', $limit > 0 ? Db::column( "{$select} LIMIT ? OFFSET ?", array_merge( $args, array( $limit, $offset ) ) ) : Db::column( $select, $args ) );
		if ( 0 === $limit || ( 0 === $offset && count( $ids ) < $limit ) ) {
			$total = count( $ids );
		} else {
			$total = $this->total(
				$owner_id,
				null === $plan ? self::terms( $search ) : $plan['terms'],
				static fn(): int => (int) ( Db::column( Db::positional( "SELECT COUNT(*) FROM {$table} s WHERE s.owner_id = %d AND {$match}" ), $args )[0] ?? 0 )
			);
		}
		return array(
			'ids'   => $ids,
			'total' => $total,
		);
	}

	/**
	 * How many of the member's contacts a search matches, counted over their search rows and kept until their text
	 * next changes (total()): for a longer term whose lists are only a superset, which may still match everyone.
	 *
	 * @param int    $owner_id Member.
	 * @param string $search   Trimmed, non-empty search text.
	 */
	public function kept_total( int $owner_id, string $search ): int {
		$table                      = Schema::table( 'contact_search' );
		$terms                      = self::terms( $search );
		list( $match, $match_args ) = self::match_sql( $terms );
		$args                       = array_merge( array( $owner_id ), $match_args );
		return $this->total(
			$owner_id,
			$terms,
			static fn(): int => (int) ( Db::column( Db::positional( "SELECT COUNT(*) FROM {$table} s WHERE s.owner_id = %d AND {$match}" ), $args )[0] ?? 0 )
		);
	}

	/**
	 * How many contacts the member has (archived ones aside), kept as a total is (total()): a contact is added with
	 * its search row and removed with it (archived, restored), each a change of the member's text. On MariaDB counting
	 * 30,000 contacts off an index took 7 ms.
	 *
	 * @param int $owner_id Member.
	 */
	public function network_size( int $owner_id ): int {
		$table = Schema::table( 'contacts' );
		return $this->total(
			$owner_id,
			array( "\0contacts" ),
			static fn(): int => (int) ( Db::column( "SELECT COUNT(*) FROM {$table} WHERE owner_id = ? AND archived_at IS NULL", array( $owner_id ) )[0] ?? 0 )
		);
	}

	/**
	 * Counts that the member's search text changed, as the last write of the caller's transaction: every total kept
	 * for the member (total()) is out of date from its COMMIT on. The member's generation row is written last so that
	 * its lock is held from there to the COMMIT only (Db::before_commit()).
	 *
	 * @param int $owner_id Member.
	 */
	private function changed( int $owner_id ): void {
		Db::before_commit(
			'search_totals:' . $owner_id,
			static function () use ( $owner_id ): void {
				$table = Schema::table( 'search_totals' );
				$bump  = "INSERT INTO {$table} (owner_id, term_hash, generation, total) VALUES (?, 0, 1, 0)" . Db::on_conflict( array( 'owner_id', 'term_hash' ), array( 'generation' => 'generation + 1' ) );
				Db::execute( $bump, array( $owner_id ) );
			}
		);
	}

	/**
	 * The total of a search whose count is costly (it reads every search row of the member): kept (kept()).
	 *
	 * @param int             $owner_id Member.
	 * @param string[]        $terms    The search's terms (terms()).
	 * @param callable(): int $count    Counts the matches.
	 */
	private function total( int $owner_id, array $terms, callable $count ): int {
		return $this->kept( $owner_id, $terms, static fn(): array => array( $count(), '' ) )[0];
	}

	/**
	 * The contacts whose text holds a longer term, as a set: its plan's candidates (the contacts under its rarest
	 * trigram, or under all of its sampled ones) with their text checked once, and kept, like a total, until the
	 * member's search text changes (kept()). Paging through a search, sorting it, or narrowing it by a filter then
	 * checks no text again: "Copperleaf" (1,700 candidates) cost 7 ms a request on MariaDB, checked each time. A plan
	 * whose lists are exact is its lists.
	 *
	 * @param int                                                                                  $owner_id Member.
	 * @param array{terms: string[], grams: int[], size: int, exact: bool, ids?: array<int, true>} $plan     A plan() of at
	 *                                                                                                      most the cap.
	 * @return array<int, true>
	 */
	public function matched( int $owner_id, array $plan ): array {
		if ( $plan['exact'] ) {
			return $this->plan_ids( $owner_id, $plan );
		}
		$kept = $this->kept(
			$owner_id,
			array_merge( array( "\0matched" ), $plan['terms'], array_map( 'strval', $plan['grams'] ) ),
			function () use ( $owner_id, $plan ): array {
				list( $sql, $args ) = $this->checked_sql( $owner_id, $plan, array_keys( $this->plan_ids( $owner_id, $plan ) ) );
				$ids                = array_values( array_unique( Db::int_column( $sql, $args ) ) );
				sort( $ids, SORT_NUMERIC );
				return array( count( $ids ), $ids ? pack( 'V*', ...$ids ) : '' );
			}
		);
		return '' === $kept[1] ? array() : array_fill_keys( (array) unpack( 'V*', $kept[1] ), true );
	}

	/**
	 * The contacts a search matches, as a set, when its lists name them or hold at most the cap of candidates (every
	 * term of up to three bytes whose list is not longer than the cap, and most longer terms: matched()); null when
	 * they would take a scan of the member's search rows to find.
	 *
	 * @param int    $owner_id Member.
	 * @param string $search   Trimmed, non-empty search text.
	 * @param bool   $long     Whether an exact list longer than the cap is read too (for a page deep in it, which
	 *                         find() would walk the search rows to reach).
	 * @return array<int, true>|null
	 */
	public function matched_search( int $owner_id, string $search, bool $long = false ): ?array {
		$plan = $this->plan( $owner_id, $search );
		if ( null === $plan ) {
			return null;
		}
		// A plan larger than the cap was made under the network's (intersected_plan()), as find() holds it.
		$cap = ! $plan['exact'] && $plan['size'] > $this->cap ? $this->network_cap( $owner_id ) : $this->cap;
		return $plan['size'] <= $cap || ( $long && $plan['exact'] ) ? $this->matched( $owner_id, $plan ) : null;
	}

	/**
	 * Those of some contacts whose search text holds one of the terms, as a set (one statement, each candidate looked
	 * up by key: checked_sql()).
	 *
	 * @param int      $owner_id Member.
	 * @param string[] $terms    Lower-cased terms (terms()).
	 * @param int[]    $ids      Candidates.
	 * @return array<int, true>
	 */
	public function checked( int $owner_id, array $terms, array $ids ): array {
		$plan               = array(
			'terms' => $terms,
			'grams' => array(),
			'size'  => count( $ids ),
			'exact' => false,
		);
		list( $sql, $args ) = $this->checked_sql( $owner_id, $plan, $ids );
		return array_fill_keys( Db::int_column( $sql, $args ), true );
	}

	/**
	 * A search's total, and its matches packed ('V*', ascending; '' when not kept), kept in the database with the
	 * member's generation they were found at, and found again once the member's search text changed since
	 * (changed()). Every web server reads the same kept rows.
	 *
	 * The generation is read before they are found: a change committed meanwhile moves the generation past the one
	 * they are kept with, so a result that may have missed it is never used. Keeping it is a cache's write: made only
	 * when no lock is in the way (Db::if_free()), never waited for.
	 *
	 * @param int      $owner_id Member.
	 * @param string[] $terms    What is kept (a search's terms, terms(), and what tells it apart).
	 * @param callable $find     Finds the total and the packed matches: array{0: int, 1: string}.
	 * @return array{0: int, 1: string}
	 */
	private function kept( int $owner_id, array $terms, callable $find ): array {
		$table = Schema::table( 'search_totals' );
		$hash  = max( 1, (int) hexdec( substr( md5( implode( "\n", $terms ) ), 0, 15 ) ) );
		$rows  = Db::select( "SELECT term_hash, generation, total, ids FROM {$table} WHERE owner_id = ? AND term_hash IN (0, ?)", array( $owner_id, $hash ) );
		$now   = null;
		$kept  = null;
		foreach ( $rows as $row ) {
			if ( 0 === (int) $row['term_hash'] ) {
				$now = (int) $row['generation'];
			} else {
				$kept = $row;
			}
		}
		if ( null !== $now && null !== $kept && (int) $kept['generation'] === $now ) {
			return array( (int) $kept['total'], (string) $kept['ids'] );
		}
		list( $total, $ids ) = $find();
		$now                 = $now ?? 0;
		$blob                = '' === $ids ? "''" : "X'" . bin2hex( $ids ) . "'";
		Db::if_free(
			static function () use ( $table, $owner_id, $hash, $now, $total, $blob ): void {
				// The member's generation row (0 until their text first changes), and this result at that generation.
				// The generation row keeps its own values; this result's row takes the new ones.
				$sets = array();
				foreach ( array( 'generation', 'total', 'ids' ) as $column ) {
					$sets[ $column ] = "CASE WHEN term_hash = 0 THEN {$column} ELSE new.{$column} END";
				}
				$keep = "INSERT INTO {$table} (owner_id, term_hash, generation, total, ids) VALUES (?, 0, 0, 0, ''), (?, ?, ?, ?, {$blob})" . Db::on_conflict( array( 'owner_id', 'term_hash' ), $sets );
				Db::execute( $keep, array( $owner_id, $owner_id, $hash, $now, $total ) );
				// Results of an older generation are of no use any more.
				Db::execute( "DELETE FROM {$table} WHERE owner_id = ? AND term_hash <> 0 AND generation <> ?", array( $owner_id, $now ) );
			}
		);
		return array( $total, $ids );
	}

	/**
	 * Forgets every kept total (an upgrade that rewrote search rows).
	 */
	public static function forget_totals(): void {
		Db::execute( 'DELETE FROM ' . Schema::table( 'search_totals' ) . ' WHERE term_hash <> 0', array() );
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
	 * One slice of the lists' job (Jobs\Search_Grams_Job): lists the grams of the next $limit contacts (by id) after
	 * $after, of every member, and counts the contacts still after them. A contact already listed is listed again
	 * unchanged, so a contact saved meanwhile (which lists its own grams) is harmless.
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
			$index->relist_grams( $owner_id, $texts );
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

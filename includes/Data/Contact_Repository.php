<?php
/**
 * Contacts: the only code that reads or writes the contacts table. Every method takes the owner's id and never
 * touches another member's rows.
 *
 * @package Prism
 */

namespace Prism\Data;

use Prism\Domain\Contact_Fields;
use Prism\Domain\Contact_Query;
use Prism\Domain\Networking_Stages;
use Prism\Schema\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * Contact storage.
 */
final class Contact_Repository {

	/** IN lists are split into chunks of this many ids. */
	private const CHUNK = 500;

	/**
	 * One contact in API form, or null when it does not exist or belongs to someone else.
	 *
	 * @param int $owner_id   Member.
	 * @param int $contact_id Contact.
	 * @return array<string, mixed>|null
	 */
	public function find( int $owner_id, int $contact_id ): ?array {
		$rows = $this->rows_by_ids( $owner_id, array( $contact_id ) );
		return $rows ? $this->to_api( $owner_id, $rows )[0] : null;
	}

	/**
	 * Contacts in API form, in the order of $ids; ids that are not the owner's are left out.
	 *
	 * @param int   $owner_id Member.
	 * @param int[] $ids      Contact ids.
	 * @return array<int, array<string, mixed>>
	 */
	public function find_many( int $owner_id, array $ids ): array {
		$rows  = $this->rows_by_ids( $owner_id, $ids );
		$by_id = array();
		foreach ( $this->to_api( $owner_id, $rows ) as $contact ) {
			$by_id[ $contact['id'] ] = $contact;
		}
		$ordered = array();
		foreach ( Db::ids( $ids ) as $id ) {
			if ( isset( $by_id[ $id ] ) ) {
				$ordered[] = $by_id[ $id ];
			}
		}
		return $ordered;
	}

	/**
	 * Every contact of the member, by name.
	 *
	 * @param int $owner_id Member.
	 * @return array<int, array<string, mixed>>
	 */
	public function all( int $owner_id ): array {
		$contacts = array();
		$this->each(
			$owner_id,
			static function ( array $contact ) use ( &$contacts ): void {
				$contacts[] = $contact;
			}
		);
		return $contacts;
	}

	/**
	 * Walks every contact of the member in name order, $size at a time, without holding them all: the full list
	 * of a 30,000-contact network is streamed this way.
	 *
	 * @param int      $owner_id Member.
	 * @param callable $visit    Called with each contact in API form (an array).
	 * @param int      $size     Contacts per query.
	 */
	public function each( int $owner_id, callable $visit, int $size = 500 ): void {
		global $wpdb;
		$table = Schema::table( 'contacts' );
		$after = array( '', 0 );
		do {
			// Keyset paging on (sort_name, id), the order of the owner_name index.
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
			$sql  = $wpdb->prepare( "SELECT * FROM {$table} WHERE owner_id = %d AND (sort_name > %s OR (sort_name = %s AND id > %d)) ORDER BY sort_name ASC, id ASC LIMIT %d", $owner_id, $after[0], $after[0], $after[1], $size );
			$rows = (array) $wpdb->get_results( $sql, ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- prepared above.
			$wpdb->flush();
			foreach ( $this->to_api( $owner_id, $rows ) as $contact ) {
				$visit( $contact );
			}
			$more = count( $rows ) === $size;
			if ( $rows ) {
				$last  = end( $rows );
				$after = array( (string) $last['sort_name'], (int) $last['id'] );
			}
		} while ( $more );
	}

	/**
	 * Which of $ids belong to the member.
	 *
	 * @param int   $owner_id Member.
	 * @param int[] $ids      Contact ids.
	 * @return int[]
	 */
	public function owned_ids( int $owner_id, array $ids ): array {
		global $wpdb;
		$table = Schema::table( 'contacts' );
		$owned = array();
		foreach ( array_chunk( Db::ids( $ids ), self::CHUNK ) as $chunk ) {
			$sql   = "SELECT id FROM {$table} WHERE id IN (" . Db::placeholders( count( $chunk ) ) . ') AND ' . Db::OWNER_OF_IDS;
			$owned = array_merge( $owned, array_map( 'intval', $wpdb->get_col( $wpdb->prepare( $sql, ...array_merge( $chunk, array( $owner_id ) ) ) ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- prepared here; table from Schema, placeholders from Db.
		}
		return $owned;
	}

	/**
	 * Whether every id belongs to the member (and the list is not empty).
	 *
	 * @param int   $owner_id Member.
	 * @param int[] $ids      Contact ids.
	 */
	public function owns_all( int $owner_id, array $ids ): bool {
		$ids = Db::ids( $ids );
		return $ids && count( $this->owned_ids( $owner_id, $ids ) ) === count( $ids );
	}

	/**
	 * Number of contacts the member has.
	 *
	 * @param int $owner_id Member.
	 */
	public function count( int $owner_id ): int {
		global $wpdb;
		$table = Schema::table( 'contacts' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE owner_id = %d", $owner_id ) );
	}

	/**
	 * Creates a contact from cleaned values (Contact_Fields::clean) and returns its id.
	 *
	 * @param int                   $owner_id      Member.
	 * @param array<string, string> $values        Cleaned values by API field.
	 * @param string                $import_source Import source list, e.g. 'PRISM' or 'Google,LinkedIn'.
	 */
	public function create( int $owner_id, array $values, string $import_source = 'PRISM' ): int {
		global $wpdb;
		$now                      = Db::now();
		$row                      = $this->columns( $values );
		$row['owner_id']          = $owner_id;
		$row['import_source']     = Contact_Fields::import_sources( $import_source );
		$row['networking_stage']  = Networking_Stages::NONE;
		$row['networking_status'] = '';
		$row['created_at']        = $now;
		$row['updated_at']        = $now;
		$row                      = array_merge( $row, $this->derived( $values ) );
		return Db::transaction(
			function () use ( $owner_id, $row, $values ): int {
				global $wpdb;
				Db::check( $wpdb->insert( Schema::table( 'contacts' ), $row ) );
				$id = (int) $wpdb->insert_id;
				( new Search_Index() )->write( $owner_id, array( $id => Contact_Fields::search_text( $values ) ) );
				return $id;
			}
		);
	}

	/**
	 * Creates many contacts with few statements (imports, seeding). Returns the new ids in input order.
	 * Runs in one transaction: all rows are stored, or none.
	 *
	 * @param int                                                                     $owner_id Member.
	 * @param array<int, array{values: array<string, string>, importSource?: string}> $people   Cleaned values and source.
	 * @return int[]
	 */
	public function create_many( int $owner_id, array $people ): array {
		if ( ! $people ) {
			return array();
		}
		return Db::transaction(
			function () use ( $owner_id, $people ): array {
				global $wpdb;
				$table   = Schema::table( 'contacts' );
				$now     = Db::now();
				$columns = array_merge( array_column( Contact_Fields::map(), 'column' ), array( 'owner_id', 'import_source', 'networking_stage', 'networking_status', 'sort_name', 'created_at', 'updated_at' ) );
				$ids     = array();
				foreach ( array_chunk( $people, 200 ) as $chunk ) {
					$rows   = array();
					$params = array();
					foreach ( $chunk as $person ) {
						$values = $person['values'];
						foreach ( Contact_Fields::map() as $field => $spec ) {
							$params[] = (string) ( $values[ $field ] ?? '' );
						}
						$derived = $this->derived( $values );
						array_push( $params, $owner_id, Contact_Fields::import_sources( $person['importSource'] ?? 'PRISM' ), Networking_Stages::NONE, '', $derived['sort_name'], $now, $now );
						$rows[] = '(' . implode( ',', array_fill( 0, count( Contact_Fields::map() ), '%s' ) ) . ',%d,%s,%d,%s,%s,%s,%s)';
					}
					$sql = "INSERT INTO {$table} (" . implode( ',', $columns ) . ') VALUES ' . implode( ',', $rows );
					// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
					$before = (int) $wpdb->get_var( "SELECT COALESCE(MAX(id), 0) FROM {$table}" );
					Db::check( $wpdb->query( $wpdb->prepare( $sql, ...$params ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- columns from Contact_Fields, values as placeholders.
					// The engines differ in which id a multi-row insert reports, so read the new ids back.
					// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
					$new = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT id FROM {$table} WHERE owner_id = %d AND id > %d ORDER BY id ASC LIMIT %d", $owner_id, $before, count( $chunk ) ) ) );
					if ( count( $new ) !== count( $chunk ) ) {
						throw new \RuntimeException( 'Batch insert stored an unexpected number of contacts.' );
					}
					$texts = array();
					foreach ( $new as $i => $id ) {
						$texts[ $id ] = Contact_Fields::search_text( $chunk[ $i ]['values'] );
					}
					( new Search_Index() )->write( $owner_id, $texts );
					$ids = array_merge( $ids, $new );
				}
				return $ids;
			}
		);
	}

	/**
	 * Updates the given fields of a contact. Fields not in $values keep their value.
	 *
	 * @param int                   $owner_id   Member.
	 * @param int                   $contact_id Contact.
	 * @param array<string, string> $values     Cleaned values by API field.
	 * @return bool False when the contact is not the member's.
	 */
	public function update( int $owner_id, int $contact_id, array $values ): bool {
		$current = $this->find( $owner_id, $contact_id );
		if ( null === $current ) {
			return false;
		}
		$merged            = array_merge( $this->api_values( $current ), $values );
		$row               = array_merge( $this->columns( $values ), $this->derived( $merged ) );
		$row['updated_at'] = Db::now();
		Db::transaction(
			function () use ( $owner_id, $contact_id, $row ): void {
				global $wpdb;
				Db::check(
					$wpdb->update(
						Schema::table( 'contacts' ),
						$row,
						array(
							'id'       => $contact_id,
							'owner_id' => $owner_id,
						)
					)
				);
				$this->refresh_search_text( $owner_id, array( $contact_id ) );
			}
		);
		return true;
	}

	/**
	 * Sets the import sources of a contact.
	 *
	 * @param int    $owner_id   Member.
	 * @param int    $contact_id Contact.
	 * @param string $sources    Source list.
	 */
	public function set_import_source( int $owner_id, int $contact_id, string $sources ): void {
		global $wpdb;
		Db::check(
			$wpdb->update(
				Schema::table( 'contacts' ),
				array( 'import_source' => Contact_Fields::import_sources( $sources ) ),
				array(
					'id'       => $contact_id,
					'owner_id' => $owner_id,
				)
			)
		);
	}

	/**
	 * Stores the contact's position in the networking process (derived from its process object).
	 *
	 * @param int    $owner_id   Member.
	 * @param int    $contact_id Contact.
	 * @param int    $stage      Stage index or -1.
	 * @param string $status     Stored status or ''.
	 */
	public function set_position( int $owner_id, int $contact_id, int $stage, string $status ): void {
		global $wpdb;
		Db::check(
			$wpdb->update(
				Schema::table( 'contacts' ),
				array(
					'networking_stage'  => $stage,
					'networking_status' => $stage < 0 ? '' : $status,
				),
				array(
					'id'       => $contact_id,
					'owner_id' => $owner_id,
				)
			)
		);
	}

	/**
	 * Deletes contacts with everything that hangs off them, in one transaction. Ids that are not the member's are
	 * ignored, so the caller must check ownership first when it wants to refuse them.
	 *
	 * @param int   $owner_id Member.
	 * @param int[] $ids      Contact ids.
	 * @return int Number of contacts deleted.
	 */
	public function delete_many( int $owner_id, array $ids ): int {
		$ids = $this->owned_ids( $owner_id, $ids );
		if ( ! $ids ) {
			return 0;
		}
		return Db::transaction(
			function () use ( $owner_id, $ids ): int {
				global $wpdb;
				foreach ( array_chunk( $ids, self::CHUNK ) as $chunk ) {
					$in = Db::placeholders( count( $chunk ) );
					( new Search_Index() )->forget( $owner_id, $chunk );
					foreach ( array( 'notes', 'followups', 'events', 'contact_categories', 'processes' ) as $name ) {
						$table = Schema::table( $name );
						Db::check( $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE owner_id = %d AND contact_id IN ({$in})", $owner_id, ...$chunk ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
					}
					$table = Schema::table( 'collisions' );
					Db::check( $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE owner_id = %d AND (first_id IN ({$in}) OR second_id IN ({$in}))", $owner_id, ...array_merge( $chunk, $chunk ) ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
					$table = Schema::table( 'contacts' );
					Db::check( $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE id IN ({$in}) AND " . Db::OWNER_OF_IDS, ...array_merge( $chunk, array( $owner_id ) ) ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared
				}
				return count( $ids );
			}
		);
	}

	/**
	 * One page of the filtered, sorted list, and the total number of matches.
	 *
	 * @param int           $owner_id Member.
	 * @param Contact_Query $query    Filters, sort, page.
	 * @return array{items: array<int, array<string, mixed>>, total: int}
	 */
	public function query( int $owner_id, Contact_Query $query ): array {
		global $wpdb;
		if ( $this->is_plain_search( $query ) ) {
			$found = $this->plain_search( $owner_id, $query, false );
			return array(
				'items' => $this->find_many( $owner_id, $found['ids'] ),
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
		$rows = $wpdb->get_results(
			$wpdb->prepare( "SELECT c.* FROM {$table} c {$hint} WHERE {$sql} ORDER BY {$order} LIMIT %d OFFSET %d", ...array_merge( $args, array( $query->per_page, $query->offset() ) ) ),
			ARRAY_A
		);
		$rows = $rows ? $rows : array();
		// A first page that is not full holds every match: no second pass over the table to count them.
		if ( 0 === $query->offset() && count( $rows ) < $query->per_page ) {
			$total = count( $rows );
		} else {
			$total = $this->count_one_category( $owner_id, $query )
				?? (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} c WHERE {$sql}", ...$args ) );
		}
		// phpcs:enable
		return array(
			'items' => $this->to_api( $owner_id, $rows ? $rows : array() ),
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
		if ( $this->is_plain_search( $query ) ) {
			return $this->plain_search( $owner_id, $query, true )['ids'];
		}
		$where = $this->where( $owner_id, $query );
		if ( null === $where ) {
			return array();
		}
		$table              = Schema::table( 'contacts' );
		list( $sql, $args ) = $where;
		$order              = $this->order_by( $query->order );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- built from whitelisted fragments with placeholders.
		return array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT c.id FROM {$table} c WHERE {$sql} ORDER BY {$order}", ...$args ) ) );
	}

	/**
	 * Counts per stage and status, plus Active and Inactive totals.
	 *
	 * @param int $owner_id Member.
	 * @return array{active: int, inactive: int, stages: array<int, array{inProgress: int, complete: int}>}
	 */
	public function stage_counts( int $owner_id ): array {
		global $wpdb;
		$table = Schema::table( 'contacts' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		$rows   = $wpdb->get_results( $wpdb->prepare( "SELECT networking_stage AS stage, networking_status AS status, COUNT(*) AS n FROM {$table} WHERE owner_id = %d GROUP BY networking_stage, networking_status", $owner_id ), ARRAY_A );
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
		foreach ( $rows ? $rows : array() as $row ) {
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
			if ( count( $category_ids ) !== count( array_unique( $query->categories ) ) ) {
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
		return ( new Search_Index() )->find(
			$owner_id,
			trim( $query->search ),
			'name_desc' === $query->order ? 'DESC' : 'ASC',
			$all ? 0 : $query->per_page,
			$all ? 0 : $query->offset()
		);
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
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$links} WHERE owner_id = %d AND category_id = %d", $owner_id, $ids[0] ) );
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

	/**
	 * Raw rows by id, the owner's only.
	 *
	 * @param int   $owner_id Member.
	 * @param int[] $ids      Contact ids.
	 * @return array<int, array<string, mixed>>
	 */
	private function rows_by_ids( int $owner_id, array $ids ): array {
		global $wpdb;
		$table = Schema::table( 'contacts' );
		$rows  = array();
		foreach ( array_chunk( Db::ids( $ids ), self::CHUNK ) as $chunk ) {
			$sql  = "SELECT * FROM {$table} WHERE id IN (" . Db::placeholders( count( $chunk ) ) . ') AND ' . Db::OWNER_OF_IDS;
			$rows = array_merge( $rows, (array) $wpdb->get_results( $wpdb->prepare( $sql, ...array_merge( $chunk, array( $owner_id ) ) ), ARRAY_A ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		}
		return $rows;
	}

	/**
	 * Column => value for the API fields present in $values.
	 *
	 * @param array<string, string> $values Values by API field.
	 * @return array<string, string>
	 */
	private function columns( array $values ): array {
		$row = array();
		foreach ( Contact_Fields::map() as $field => $spec ) {
			if ( array_key_exists( $field, $values ) ) {
				$row[ $spec['column'] ] = (string) $values[ $field ];
			}
		}
		return $row;
	}

	/**
	 * Columns computed from the full set of values: the sort key.
	 *
	 * @param array<string, string> $values Full values by API field.
	 * @return array<string, string>
	 */
	private function derived( array $values ): array {
		return array( 'sort_name' => mb_substr( mb_strtolower( Contact_Fields::display_name( $values ) ), 0, 200 ) );
	}

	/**
	 * Recomputes the search text of contacts (after their notes changed). Ids that are not the member's are
	 * ignored.
	 *
	 * @param int   $owner_id    Member.
	 * @param int[] $contact_ids Contacts.
	 */
	public function refresh_search_text( int $owner_id, array $contact_ids ): void {
		foreach ( array_chunk( Db::ids( $contact_ids ), self::CHUNK ) as $chunk ) {
			$notes = $this->note_texts( $owner_id, $chunk );
			$texts = array();
			foreach ( $this->to_api( $owner_id, $this->rows_by_ids( $owner_id, $chunk ), false ) as $contact ) {
				$texts[ $contact['id'] ] = Contact_Fields::search_text( $this->api_values( $contact ), $notes[ $contact['id'] ] ?? array() );
			}
			( new Search_Index() )->write( $owner_id, $texts );
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
		foreach ( (array) $wpdb->get_results( $wpdb->prepare( $sql, $owner_id, ...$contact_ids ), ARRAY_A ) as $row ) { // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table from Schema, placeholders from Db.
			$texts[ (int) $row['contact_id'] ][] = (string) $row['note'];
		}
		return $texts;
	}

	/**
	 * The editable values of an API contact.
	 *
	 * @param array<string, mixed> $contact API contact.
	 * @return array<string, string>
	 */
	public function api_values( array $contact ): array {
		$values = array();
		foreach ( array_keys( Contact_Fields::map() ) as $field ) {
			$values[ $field ] = (string) ( $contact[ $field ] ?? '' );
		}
		return $values;
	}

	/**
	 * API form of rows: every field the spec names, plus summary email/phone, categories and the stage.
	 *
	 * @param int                              $owner_id Member.
	 * @param array<int, array<string, mixed>> $rows     Raw rows.
	 * @param bool                             $with_categories Whether to look up the categories.
	 * @return array<int, array<string, mixed>>
	 */
	private function to_api( int $owner_id, array $rows, bool $with_categories = true ): array {
		if ( ! $rows ) {
			return array();
		}
		$categories = $with_categories ? ( new Category_Repository() )->for_contacts( $owner_id, array_map( static fn( $r ) => (int) $r['id'], $rows ) ) : array();
		$contacts   = array();
		foreach ( $rows as $row ) {
			$id      = (int) $row['id'];
			$contact = array( 'id' => $id );
			foreach ( Contact_Fields::map() as $field => $spec ) {
				$contact[ $field ] = (string) $row[ $spec['column'] ];
			}
			$own                         = $categories[ $id ] ?? array();
			$contact['name']             = Contact_Fields::display_name( $contact );
			$contact['email']            = $this->first_filled( $contact, 'email' );
			$contact['phone']            = $this->first_filled( $contact, 'phone' );
			$contact['importSource']     = (string) $row['import_source'];
			$contact['categories']       = implode( ', ', array_column( $own, 'name' ) );
			$contact['categoryIds']      = array_map( 'intval', array_column( $own, 'id' ) );
			$contact['networkingStage']  = (int) $row['networking_stage'];
			$contact['networkingStatus'] = Networking_Stages::STATUS_LABELS[ $row['networking_status'] ] ?? '';
			$contact['createdAt']        = Db::iso( $row['created_at'] );
			$contact['updatedAt']        = Db::iso( $row['updated_at'] );
			$contacts[]                  = $contact;
		}
		return $contacts;
	}

	/**
	 * First non-empty emailOne/Two/Three (or phone...).
	 *
	 * @param array<string, mixed> $contact API contact.
	 * @param string               $prefix  'email' or 'phone'.
	 */
	private function first_filled( array $contact, string $prefix ): string {
		foreach ( Contact_Fields::SLOTS as $slot ) {
			if ( '' !== ( $contact[ $prefix . $slot ] ?? '' ) ) {
				return (string) $contact[ $prefix . $slot ];
			}
		}
		return '';
	}
}

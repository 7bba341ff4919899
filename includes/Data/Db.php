<?php
/**
 * Small helpers every repository shares: transactions, write checks and id lists.
 *
 * @package Prism
 */

namespace Prism\Data;

defined( 'ABSPATH' ) || exit;

/**
 * Database helpers.
 */
final class Db {

	/**
	 * The owner check for a lookup by ids. The unary plus changes nothing on MySQL/MariaDB; it stops SQLite, which
	 * has no table statistics here, from walking the member's whole name index instead of the ids (6 ms against
	 * 0.3 ms for a page of 10 at 30,000 contacts).
	 */
	public const OWNER_OF_IDS = '+owner_id = %d';

	/**
	 * How deep the current transaction is nested.
	 *
	 * @var int
	 */
	private static int $depth = 0;

	/** How many times a transaction rolled back by a conflict with another one runs again. */
	public const CONFLICT_RETRIES = 4;

	/**
	 * How many times a transaction whose database connection was lost (its node stopped; a cluster's load balancer
	 * moves the next connection to another node within a second or two) runs again, pausing 300 ms longer each time.
	 */
	public const CONNECTION_RETRIES = 6;

	/**
	 * Whether WordPress reconnected to the database during the current transaction: the transaction begun on the old
	 * connection is gone, and what runs on the new one must not be committed as if it were all of it.
	 *
	 * @var bool
	 */
	private static bool $reconnected = false;

	/**
	 * Work the current transaction runs last, just before its COMMIT, by key (before_commit()).
	 *
	 * @var array<string, callable(): void>
	 */
	private static array $before_commit = array();

	/**
	 * Runs $work as the last statements of the current transaction, once however often it is asked for under the
	 * same key (outside a transaction: at once). For a write every transaction of a member makes to one row (a
	 * counter): its row lock is then held from there to the COMMIT only, not for the whole transaction.
	 *
	 * @param string           $key  What the work is, for this transaction.
	 * @param callable(): void $work Work (statements checked by the caller: a failure rolls the transaction back).
	 */
	public static function before_commit( string $key, callable $work ): void {
		if ( 0 === self::$depth ) {
			$work();
			return;
		}
		self::$before_commit[ $key ] = $work;
	}

	/**
	 * Runs the work the current transaction asked to run last (before_commit()).
	 */
	private static function run_before_commit(): void {
		foreach ( self::$before_commit as $work ) {
			$work();
		}
	}

	/**
	 * The end of an INSERT that updates the row its key meets, in the engine's words: SQLite's `ON CONFLICT (…) DO
	 * UPDATE SET`, MySQL/MariaDB's `ON DUPLICATE KEY UPDATE`. Each set is written once for both: `new.column` is the
	 * value the INSERT brought (SQLite's `excluded.column`, MySQL's `VALUES(column)`), a bare column the row's own.
	 * Without sets the row is kept as it is. On SQLite an INSERT … SELECT needs a WHERE before this clause.
	 *
	 * @param string[]              $keys Columns of the key (SQLite names them).
	 * @param array<string, string> $sets Column => expression (from code, never from input).
	 */
	public static function on_conflict( array $keys, array $sets = array() ): string {
		if ( ! $sets ) {
			return self::is_sqlite() ? ' ON CONFLICT (' . implode( ', ', $keys ) . ') DO NOTHING' : " ON DUPLICATE KEY UPDATE {$keys[0]} = {$keys[0]}";
		}
		$parts = array();
		foreach ( $sets as $column => $expression ) {
			$parts[] = $column . ' = ' . preg_replace( '/\bnew\.(\w+)/', self::is_sqlite() ? 'excluded.$1' : 'VALUES($1)', $expression );
		}
		return ( self::is_sqlite() ? ' ON CONFLICT (' . implode( ', ', $keys ) . ') DO UPDATE SET ' : ' ON DUPLICATE KEY UPDATE ' ) . implode( ', ', $parts );
	}

	/**
	 * Whether a transaction is open (Db::transaction()): what it wrote is not yet seen by other connections, nor in any
	 * cache built from committed rows.
	 */
	public static function in_transaction(): bool {
		return self::$depth > 0;
	}

	/**
	 * Runs writes that may be skipped (a cache's), now, without waiting for a lock and without a retry: outside any
	 * transaction, each statement committed as it runs. A failure (another writer holds SQLite's lock, a Galera
	 * conflict, a deadlock) is no error: the writes that did not happen are simply not there.
	 *
	 * @param callable(): void $work Writes (checked: a failed statement throws, which ends the work).
	 * @return bool Whether the work ran to its end.
	 */
	public static function if_free( callable $work ): bool {
		global $wpdb;
		if ( self::$depth > 0 ) {
			return false; // Its writes would wait for the caller's COMMIT, and could roll it back.
		}
		$quiet = $wpdb->suppress_errors( true );
		try {
			if ( self::is_sqlite() ) {
				Sqlite_Connection::without_waiting( $work );
			} else {
				$work();
			}
			return true;
		} catch ( \RuntimeException $e ) { // PDOException is one.
			return false;
		} finally {
			$wpdb->suppress_errors( $quiet );
		}
	}

	/**
	 * Runs $work in one transaction: all of it is stored, or none of it.
	 *
	 * @template T
	 * @param callable(): T $work Work to run.
	 * @return T
	 * @throws \Throwable When the work fails; the transaction is rolled back first.
	 * @throws \RuntimeException When the connection was replaced or the database rolled the transaction back.
	 */
	public static function transaction( callable $work ) {
		global $wpdb;
		// Nested calls join the outer transaction: MySQL would commit the outer one on a second START TRANSACTION.
		if ( self::$depth > 0 ) {
			++self::$depth;
			try {
				return $work();
			} finally {
				--self::$depth;
			}
		}
		for ( $attempt = 1; ; $attempt++ ) {
			self::$depth         = 1;
			self::$before_commit = array();
			// wpdb would write every failed statement to the error log as it happens, a deadlock that the next attempt
			// gets past included (a site admin's debug.log filled with errors no member saw). PRISM checks each
			// statement itself (Db::check), so a failure is an exception here, and the one that is not retried is
			// logged once by whoever catches it (Rest\Base_Controller::failed(), Jobs\Runner).
			$quiet             = $wpdb->suppress_errors( true );
			self::$reconnected = false;
			$wpdb->query( 'START TRANSACTION' );
			try {
				if ( self::is_sqlite() ) {
					// SQLite's BEGIN is deferred: a transaction that reads first and writes later fails at once with
					// "database is locked" when another one holds the write lock (it cannot wait: its snapshot may be
					// stale). Taking the write lock first makes concurrent transactions queue for it, up to the busy
					// timeout, instead (as InnoDB's row locks make MariaDB's wait). Data\Sqlite_Connection.
					Sqlite_Connection::take_write_lock();
				}
				$result = $work();
				self::run_before_commit();
				if ( self::reconnected() ) {
					throw new \RuntimeException( 'PRISM connection lost: the database connection was replaced during the transaction' );
				}
				if ( ! self::is_sqlite() && '1' !== (string) $wpdb->get_var( 'SELECT @@in_transaction' ) ) {
					// MariaDB rolls a transaction back whole on a deadlock, and a Galera node on a conflict with a write
					// set from another node; a statement whose error went unchecked (a read) lets the work go on with
					// what follows committed statement by statement. Seen on the cluster: a job slice's cursor update
					// then found its own claim gone. Running the whole transaction again is the remedy.
					throw new \RuntimeException( 'PRISM concurrent write: the database rolled the transaction back before its end' );
				}
				// Checked: a Galera cluster refuses a transaction at COMMIT when another node committed a conflicting
				// one first (certification, error 1213), and an unchecked COMMIT would report the work as stored.
				self::check( $wpdb->query( 'COMMIT' ) );
				return $result;
			} catch ( \Throwable $e ) {
				$wpdb->query( 'ROLLBACK' );
				if ( self::reconnected() ) {
					// The new connection ran what followed the loss without autocommit (on_connect): rolled back
					// above, and its autocommit restored for the rest of the request.
					$wpdb->query( 'SET autocommit = 1' );
					self::$reconnected = false;
				}
				if ( self::is_sqlite() ) {
					// A COMMIT that failed leaves SQLite's transaction open while the integration counts it closed.
					Sqlite_Connection::abandon();
				}
				$lost = self::is_connection_loss( $e );
				if ( $attempt > ( $lost ? self::CONNECTION_RETRIES : self::CONFLICT_RETRIES ) || ! ( $lost || self::is_conflict( $e ) ) ) {
					throw $e;
				}
			} finally {
				self::$depth         = 0;
				self::$before_commit = array();
				$wpdb->suppress_errors( $quiet );
			}
			// Two members' transactions took the same index gap in opposite orders (InnoDB's next-key locks span
			// members' rows), or two cluster nodes committed conflicting ones, and the database chose this one to give
			// way: it was rolled back whole, so it runs again, after a short random pause so the two do not meet again.
			// A lost connection waits longer, for the load balancer to move the next one to a node that is up.
			usleep( $lost ? 300000 * $attempt : random_int( 5000, 40000 ) * $attempt );
		}
	}

	/**
	 * Rows a large transaction replicates at a time on a Galera cluster (streaming replication).
	 */
	public const FRAGMENT_ROWS = 10000;

	/**
	 * Whether this connection is to a Galera cluster node (null: not asked yet in this request).
	 *
	 * @var bool|null
	 */
	private static ?bool $galera = null;

	/**
	 * Db::transaction() for work that may write hundreds of thousands of rows (deleting a member's 30,000 contacts
	 * with their search lists): all of it or none, as any transaction. On a Galera cluster it is replicated in
	 * fragments of FRAGMENT_ROWS rows as it runs (streaming replication) rather than as one write set at COMMIT:
	 * measured on the cluster test stack, deleting 30,000 contacts made a 250 MB write set that held every other
	 * commit of the cluster "waiting for certification" for minutes.
	 *
	 * @template T
	 * @param callable(): T $work Work to run.
	 * @return T
	 */
	public static function large_transaction( callable $work ) {
		global $wpdb;
		if ( self::$depth > 0 || ! self::is_galera() ) {
			return self::transaction( $work );
		}
		$wpdb->query( $wpdb->prepare( "SET SESSION wsrep_trx_fragment_unit = 'rows', wsrep_trx_fragment_size = %d", self::FRAGMENT_ROWS ) );
		try {
			return self::transaction( $work );
		} finally {
			$wpdb->query( 'SET SESSION wsrep_trx_fragment_size = 0' );
		}
	}

	/**
	 * Whether the database is a Galera cluster node (MariaDB's `wsrep_on`; MySQL and SQLite have none).
	 */
	public static function is_galera(): bool {
		global $wpdb;
		if ( null === self::$galera ) {
			if ( self::is_sqlite() ) {
				self::$galera = false;
			} else {
				$quiet        = $wpdb->suppress_errors( true );
				self::$galera = 'ON' === strtoupper( (string) $wpdb->get_var( "SHOW VARIABLES LIKE 'wsrep_on'", 1 ) );
				$wpdb->suppress_errors( $quiet );
			}
		}
		return self::$galera;
	}

	/**
	 * Read-your-writes on a Galera cluster: a node applies other nodes' commits a moment after they are certified, so a
	 * member's next request, answered by another web server through another node, could miss what they just saved
	 * (the cluster test's import: its first run call, on the other node, found "That import does not exist"). With
	 * `wsrep_sync_wait = 1` each read first waits until this node has applied every commit the cluster had certified
	 * when the read began. Run on every request's connection (Plugin::boot) and on every reconnection (on_connect);
	 * nothing on SQLite, MySQL or a MariaDB without Galera.
	 */
	public static function causal_reads(): void {
		global $wpdb;
		if ( ! self::is_sqlite() && self::is_galera() ) {
			$wpdb->query( 'SET SESSION wsrep_sync_wait = 1' );
		}
	}

	/**
	 * Called by WordPress each time it connects to MySQL/MariaDB (the `incompatible_sql_modes` filter runs in
	 * wpdb::db_connect()). WordPress reconnects by itself when a connection is lost and runs the failed statement
	 * again on the new one: inside a transaction that statement, and the ones after it, would each be committed on
	 * their own while the statements before the loss were rolled back with the old connection. So a connection
	 * made during a transaction starts without autocommit, and the transaction is rolled back and run again whole.
	 *
	 * @param mixed $modes The SQL modes WordPress removes (returned as they are).
	 * @return mixed
	 */
	public static function on_connect( $modes ) {
		global $wpdb;
		if ( isset( $wpdb ) && $wpdb->dbh instanceof \mysqli && true === self::$galera ) { // phpcs:ignore WordPress.DB.RestrictedClasses.mysql__mysqli -- wpdb's own connection.
			// A connection made again (to another node): causal reads as on the first one (causal_reads()).
			mysqli_query( $wpdb->dbh, 'SET SESSION wsrep_sync_wait = 1' ); // phpcs:ignore WordPress.DB.RestrictedFunctions.mysql_mysqli_query
		}
		if ( self::$depth > 0 && ! self::is_sqlite() && isset( $wpdb ) && $wpdb->dbh instanceof \mysqli ) {
			// The new connection itself, before wpdb runs anything on it ($wpdb->query() would recurse into wpdb).
			mysqli_query( $wpdb->dbh, 'SET autocommit = 0' ); // phpcs:ignore WordPress.DB.RestrictedFunctions.mysql_mysqli_query
			self::$reconnected = true;
		}
		return $modes;
	}

	/**
	 * Whether WordPress connected again since the current transaction began (Db::on_connect(), called from inside
	 * wpdb, sets it; read through a method, as PHPStan cannot see that write).
	 */
	private static function reconnected(): bool {
		return self::$reconnected;
	}

	/**
	 * Whether a failure is the loss of the database connection or of its node's place in the cluster: the
	 * transaction did not commit, and another connection (through the load balancer, to another node) can run it.
	 *
	 * @param \Throwable $e Failure.
	 */
	public static function is_connection_loss( \Throwable $e ): bool {
		return (bool) preg_match( '/PRISM connection lost|server has gone away|Lost connection to|Server shutdown in progress|Connection was killed|WSREP has not yet prepared node/i', $e->getMessage() );
	}

	/**
	 * Whether a failure is a conflict between concurrent transactions that the database resolved by rolling this one
	 * back (a deadlock, a Galera certification failure at COMMIT, which MariaDB reports as a deadlock, a lock wait
	 * that timed out, SQLite's busy database): running it again is the remedy.
	 *
	 * @param \Throwable $e Failure.
	 */
	public static function is_conflict( \Throwable $e ): bool {
		return (bool) preg_match( '/Deadlock found|Lock wait timeout exceeded|database is locked|PRISM concurrent write/i', $e->getMessage() );
	}

	/**
	 * Deletes one of a member's rows by id (nothing when it is another member's), checked.
	 *
	 * @param string $table    Full table name (Schema::table()).
	 * @param int    $owner_id Member.
	 * @param int    $id       Row id.
	 */
	public static function delete_row( string $table, int $owner_id, int $id ): void {
		global $wpdb;
		self::check(
			$wpdb->delete(
				$table,
				array(
					'id'       => $id,
					'owner_id' => $owner_id,
				)
			)
		);
	}

	/**
	 * Changes one of a member's rows by id (nothing when it is another member's), checked.
	 *
	 * @param string               $table    Full table name (Schema::table()).
	 * @param int                  $owner_id Member.
	 * @param int                  $id       Row id.
	 * @param array<string, mixed> $columns  Column => value.
	 */
	public static function update_row( string $table, int $owner_id, int $id, array $columns ): void {
		global $wpdb;
		self::check(
			$wpdb->update(
				$table,
				$columns,
				array(
					'id'       => $id,
					'owner_id' => $owner_id,
				)
			)
		);
	}

	/**
	 * Throws when the last query failed, so a transaction rolls back instead of half-finishing.
	 *
	 * @param mixed $result What $wpdb returned.
	 * @return mixed The same result.
	 * @throws \RuntimeException On a database error.
	 */
	public static function check( $result ) {
		global $wpdb;
		if ( false === $result || '' !== (string) $wpdb->last_error ) {
			throw new \RuntimeException( 'PRISM database error: ' . esc_html( self::error_text( (string) $wpdb->last_error ) ) );
		}
		return $result;
	}

	/**
	 * A database error as one line of plain text for the PHP error log: the SQLite integration reports its errors as
	 * HTML (a query dump in divs), which the log would show as markup.
	 *
	 * @param string $error The error as the database layer gave it.
	 */
	public static function error_text( string $error ): string {
		return trim( (string) preg_replace( '/\s+/', ' ', wp_strip_all_tags( html_entity_decode( $error, ENT_QUOTES ) ) ) );
	}

	/**
	 * Rows of a read, checked: a database error throws (so the member gets a readable error, never an empty list
	 * that looks like "no contacts").
	 *
	 * @param string $sql Prepared statement.
	 * @return array<int, array<string, mixed>>
	 * @throws \RuntimeException On a database error.
	 */
	public static function rows( string $sql ): array {
		global $wpdb;
		$rows = $wpdb->get_results( $sql, ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- callers prepare.
		self::check( null === $rows ? false : true );
		return is_array( $rows ) ? $rows : array();
	}

	/**
	 * One row of a read, checked; null when there is none.
	 *
	 * @param string $sql Prepared statement.
	 * @return array<string, mixed>|null
	 * @throws \RuntimeException On a database error.
	 */
	public static function row( string $sql ): ?array {
		$rows = self::rows( $sql );
		return $rows ? $rows[0] : null;
	}

	/**
	 * The first column of a read, checked.
	 *
	 * @param string $sql Prepared statement.
	 * @return array<int, string>
	 * @throws \RuntimeException On a database error.
	 */
	public static function col( string $sql ): array {
		global $wpdb;
		$values = $wpdb->get_col( $sql ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- callers prepare.
		self::check( true );
		return array_map( 'strval', (array) $values );
	}

	/**
	 * The first value of a read, checked; null when there is none.
	 *
	 * @param string $sql Prepared statement.
	 * @throws \RuntimeException On a database error.
	 */
	public static function value( string $sql ): ?string {
		global $wpdb;
		$value = $wpdb->get_var( $sql ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- callers prepare.
		self::check( true );
		return null === $value ? null : (string) $value;
	}

	/**
	 * Rows of a whole table (every member's) up to an id: site jobs size their work with it.
	 *
	 * @param string $table Table (from Schema).
	 * @param int    $until Last id counted.
	 */
	public static function count_up_to( string $table, int $until ): int {
		global $wpdb;
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		return (int) self::value( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE id <= %d", $until ) );
	}

	/**
	 * The highest id of a table (0 when it is empty).
	 *
	 * @param string $table Table (from Schema).
	 */
	public static function max_id( string $table ): int {
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		return (int) self::value( "SELECT COALESCE(MAX(id), 0) FROM {$table}" );
	}

	/**
	 * Every member's rows of a table with an id after $after, by id: how site jobs walk a table in slices.
	 *
	 * @param string $table Table (from Schema).
	 * @param int    $after Last id already seen.
	 * @param int    $limit Rows.
	 * @return array<int, array<string, mixed>>
	 */
	public static function rows_after( string $table, int $after, int $limit ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		return self::rows( $wpdb->prepare( "SELECT * FROM {$table} WHERE id > %d ORDER BY id ASC LIMIT %d", $after, $limit ) );
	}

	/**
	 * The ids of the rows one multi-row INSERT just added to a member's table (inside the caller's transaction): the
	 * member's rows on those contacts with an id above $floor (the table's highest id before the INSERT), in id order,
	 * which is the order of the INSERT's rows on both engines. Throws when their number is not $count (another writer
	 * added rows to the same contacts meanwhile), so the caller's transaction rolls back and runs again.
	 *
	 * @param string $table       Table (from Schema) with id, owner_id and contact_id columns.
	 * @param int    $owner_id    Member.
	 * @param int    $floor       Highest id before the INSERT.
	 * @param int[]  $contact_ids The rows' contacts.
	 * @param int    $count       Rows inserted.
	 * @return int[]
	 * @throws \RuntimeException When the rows cannot be told apart.
	 */
	public static function inserted_ids( string $table, int $owner_id, int $floor, array $contact_ids, int $count ): array {
		$contacts = self::ids( $contact_ids );
		if ( ! $contacts ) {
			return array();
		}
		$in  = implode( ',', array_fill( 0, count( $contacts ), '?' ) );
		$ids = array_map( 'intval', self::column( "SELECT id FROM {$table} WHERE id > ? AND owner_id = ? AND contact_id IN ({$in}) ORDER BY id", array_merge( array( $floor, $owner_id ), $contacts ) ) );
		if ( count( $ids ) !== $count ) {
			throw new \RuntimeException( 'PRISM concurrent write: ' . (int) count( $ids ) . ' rows read back of the ' . (int) $count . ' inserted.' );
		}
		return $ids;
	}

	/**
	 * Positive, unique integer ids.
	 *
	 * @param mixed $ids Raw list.
	 * @return int[]
	 */
	public static function ids( $ids ): array {
		$ids = array_map( 'intval', is_array( $ids ) ? $ids : array() );
		return array_values( array_unique( array_filter( $ids, static fn( int $id ) => $id > 0 ) ) );
	}

	/**
	 * `%d,%d,...` for an IN list of $count ids.
	 *
	 * @param int $count Number of ids (at least 1).
	 */
	public static function placeholders( int $count ): string {
		return implode( ',', array_fill( 0, max( 1, $count ), '%d' ) );
	}

	/**
	 * Current time as stored (UTC).
	 */
	public static function now(): string {
		return gmdate( 'Y-m-d H:i:s' );
	}

	/**
	 * Current time as stored, to the microsecond (UTC), for rows whose order of change matters to a person: two
	 * notes changed within one second must still sort in the order they were changed.
	 */
	public static function now_precise(): string {
		return ( new \DateTimeImmutable( 'now', new \DateTimeZone( 'UTC' ) ) )->format( 'Y-m-d H:i:s.u' );
	}

	/**
	 * Stored UTC datetime as ISO 8601 for the API, with milliseconds when the stored value has a fraction.
	 *
	 * @param string|null $datetime Stored value.
	 */
	public static function iso( ?string $datetime ): ?string {
		if ( ! $datetime ) {
			return null;
		}
		$utc  = new \DateTimeZone( 'UTC' );
		$date = \DateTimeImmutable::createFromFormat( 'Y-m-d H:i:s.u', $datetime, $utc );
		if ( ! $date ) {
			$date = \DateTimeImmutable::createFromFormat( 'Y-m-d H:i:s', $datetime, $utc );
		}
		if ( ! $date ) {
			return null;
		}
		return '000000' === $date->format( 'u' ) ? $date->format( 'c' ) : $date->format( 'Y-m-d\TH:i:s.vP' );
	}

	/**
	 * SQL that is true when $column contains a %s placeholder's text, byte for byte. PRISM lower-cases both sides
	 * in PHP, so a byte comparison is the case-insensitive match; MariaDB's collation-aware INSTR was four times
	 * slower on a 30,000-contact scan and ignored accents where SQLite does not.
	 *
	 * @param string $column Column expression (from code, never from input).
	 */
	public static function contains( string $column ): string {
		// A BINARY needle makes MariaDB compare bytes without copying each row's text (CAST did: ~50% slower).
		return self::is_sqlite() ? "INSTR({$column}, %s) > 0" : "INSTR({$column}, BINARY %s) > 0";
	}

	/**
	 * Inserts rows of integers, skipping rows whose key is already there. Used for the trigram lists, which run
	 * to about a hundred rows per contact.
	 *
	 * On SQLite the rows go to the integration's own PDO connection as prepared statements (inside any open
	 * transaction): its PHP translator costs about 0.2 ms per row of a multi-row INSERT, ten minutes for a
	 * 30,000-contact import, while these statements are plain SQL that SQLite runs as they are.
	 *
	 * @param string            $table   Table (from Schema).
	 * @param string[]          $columns Column names (from code).
	 * @param array<int, int[]> $rows    Rows, each with one integer per column.
	 * @param bool              $ignore  Whether a row already there is skipped (false when the caller knows none is:
	 *                                   a plain INSERT is a third faster on InnoDB).
	 * @throws \RuntimeException On a database error, so a transaction rolls back.
	 */
	public static function insert_integers( string $table, array $columns, array $rows, bool $ignore = true ): void {
		global $wpdb;
		if ( ! $rows ) {
			return;
		}
		$list  = implode( ',', $columns );
		$width = count( $columns );
		$pdo   = self::integration_pdo();
		if ( $pdo ) {
			$tuple    = '(' . implode( ',', array_fill( 0, $width, '?' ) ) . ')';
			$prepared = array();
			// SQLite before 3.32 allows 999 parameters per statement.
			foreach ( array_chunk( $rows, intdiv( 999, $width ) ) as $chunk ) {
				$count = count( $chunk );
				try {
					$prepared[ $count ] = $prepared[ $count ] ?? $pdo->prepare( ( $ignore ? 'INSERT OR IGNORE' : 'INSERT' ) . " INTO {$table} ({$list}) VALUES " . implode( ',', array_fill( 0, $count, $tuple ) ) );
					$prepared[ $count ]->execute( array_map( 'intval', array_merge( ...$chunk ) ) );
				} catch ( \PDOException $e ) {
					throw new \RuntimeException( 'PRISM database error: ' . esc_html( $e->getMessage() ) );
				}
			}
			return;
		}
		$verb = $ignore ? 'INSERT IGNORE' : 'INSERT';
		foreach ( array_chunk( $rows, 5000 ) as $chunk ) {
			$values = implode(
				',',
				array_map( static fn( array $row ): string => '(' . implode( ',', array_map( 'intval', $row ) ) . ')', $chunk )
			);
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- verb, table and columns from code, values cast to integers.
			self::check( $wpdb->query( "{$verb} INTO {$table} ({$list}) VALUES {$values}" ) );
		}
	}

	/**
	 * Inserts rows of values (integers, strings or null) with few statements: the write path of imports and other
	 * batches. With $ignore, a row whose key is already there is skipped.
	 *
	 * On SQLite the rows go to the integration's own PDO connection as prepared statements (inside any open
	 * transaction), as insert_integers() does: the integration's PHP translator parses every placeholder of a
	 * multi-row INSERT, which made a 500-contact batch take 8 s. Elsewhere they go through $wpdb->prepare(), 200
	 * rows a statement.
	 *
	 * @param string                                  $table   Table (from Schema).
	 * @param string[]                                $columns Column names (from code).
	 * @param array<int, array<int, int|string|null>> $rows    Rows, each with one value per column.
	 * @param bool                                    $ignore  Whether to skip rows whose key exists.
	 * @return int How many rows were inserted (with $ignore, the skipped ones are not counted).
	 * @throws \RuntimeException On a database error, so a transaction rolls back.
	 */
	public static function insert_rows( string $table, array $columns, array $rows, bool $ignore = false ): int {
		global $wpdb;
		if ( ! $rows ) {
			return 0;
		}
		$inserted = 0;
		$list     = implode( ',', $columns );
		$width    = count( $columns );
		$pdo      = self::integration_pdo();
		if ( $pdo ) {
			$tuple    = '(' . implode( ',', array_fill( 0, $width, '?' ) ) . ')';
			$verb     = $ignore ? 'INSERT OR IGNORE' : 'INSERT';
			$prepared = array();
			// SQLite before 3.32 allows 999 parameters per statement.
			foreach ( array_chunk( $rows, max( 1, intdiv( 999, $width ) ) ) as $chunk ) {
				$count = count( $chunk );
				try {
					// phpcs:ignore WordPress.DB.RestrictedClasses.mysql__PDOStatement -- see integration_pdo().
					$prepared[ $count ] = $prepared[ $count ] ?? $pdo->prepare( "{$verb} INTO {$table} ({$list}) VALUES " . implode( ',', array_fill( 0, $count, $tuple ) ) );
					$statement          = $prepared[ $count ];
					$i                  = 0;
					foreach ( $chunk as $row ) {
						foreach ( $row as $value ) {
							// phpcs:ignore WordPress.DB.RestrictedClasses.mysql__PDO -- see integration_pdo().
							$statement->bindValue( ++$i, $value, null === $value ? \PDO::PARAM_NULL : ( is_int( $value ) ? \PDO::PARAM_INT : \PDO::PARAM_STR ) );
						}
					}
					$statement->execute();
					$inserted += $statement->rowCount();
				} catch ( \PDOException $e ) {
					throw new \RuntimeException( 'PRISM database error: ' . esc_html( $e->getMessage() ) );
				}
			}
			return $inserted;
		}
		$verb = $ignore ? 'INSERT IGNORE' : 'INSERT';
		foreach ( array_chunk( $rows, 200 ) as $chunk ) {
			$tuples = array();
			$params = array();
			foreach ( $chunk as $row ) {
				$marks = array();
				foreach ( $row as $value ) {
					if ( null === $value ) {
						$marks[] = 'NULL';
						continue;
					}
					$marks[]  = is_int( $value ) ? '%d' : '%s';
					$params[] = $value;
				}
				$tuples[] = '(' . implode( ',', $marks ) . ')';
			}
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- table and columns from code, values as placeholders.
			$inserted += (int) self::check( $wpdb->query( $params ? $wpdb->prepare( "{$verb} INTO {$table} ({$list}) VALUES " . implode( ',', $tuples ), ...$params ) : "{$verb} INTO {$table} ({$list}) VALUES " . implode( ',', $tuples ) ) );
		}
		return $inserted;
	}

	/**
	 * The first column of a read-only statement, with `?` placeholders for integer and string values. For the
	 * search index's hot reads: on SQLite the statement goes to the integration's own connection, because its PHP
	 * translator costs more than these queries (0.4 ms per statement, and about 1 µs per row it hands back). The
	 * SQL must therefore be valid on both engines as written; elsewhere it runs through $wpdb->prepare().
	 *
	 * @param string                 $sql  Statement (from code) with `?` for each value.
	 * @param array<int, int|string> $args Values, in order.
	 * @return array<int, string>
	 * @throws \RuntimeException On a database error.
	 */
	public static function column( string $sql, array $args ): array {
		global $wpdb;
		$statement = self::direct( $sql, $args );
		if ( $statement ) {
			return array_map( 'strval', $statement->fetchAll( \PDO::FETCH_COLUMN, 0 ) ); // phpcs:ignore WordPress.DB.RestrictedClasses.mysql__PDO -- see integration_pdo().
		}
		$values = $wpdb->get_col( self::prepare_positional( $sql, $args ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- prepared there.
		self::check( true );
		return array_map( 'strval', $values );
	}

	/**
	 * The first column of a read-only statement with `?` placeholders, as integers: Db::column() for the large sets
	 * of ids the contact list reads (up to a member's whole network). On MySQL/MariaDB the rows are fetched from
	 * wpdb's own connection as one array, not as an object per row (16,500 ids: 10.5 ms against 19 ms through
	 * get_col()); on SQLite from the integration's connection. The SQL must be valid on both engines as written.
	 *
	 * @param string                 $sql  Statement (from code) with `?` for each value.
	 * @param array<int, int|string> $args Values, in order.
	 * @return int[]
	 * @throws \RuntimeException On a database error.
	 */
	public static function int_column( string $sql, array $args ): array {
		return array_map( 'intval', array_column( self::num_rows( $sql, $args ), 0 ) );
	}

	/**
	 * Rows of a read-only statement with `?` placeholders, each a list of its values in the statement's column order:
	 * Db::select() for many rows of a few columns (a member's whole list order, Data\List_Orders), fetched as int_column()
	 * fetches (on MySQL/MariaDB from wpdb's own connection as one array, not an object per row). The SQL must be valid
	 * on both engines as written.
	 *
	 * @param string                 $sql  Statement (from code) with `?` for each value.
	 * @param array<int, int|string> $args Values, in order.
	 * @return array<int, array<int, mixed>>
	 * @throws \RuntimeException On a database error.
	 */
	public static function num_rows( string $sql, array $args ): array {
		global $wpdb;
		$statement = self::direct( $sql, $args );
		if ( $statement ) {
			return $statement->fetchAll( \PDO::FETCH_NUM ); // phpcs:ignore WordPress.DB.RestrictedClasses.mysql__PDO -- see integration_pdo().
		}
		if ( ! ( $wpdb->dbh instanceof \mysqli ) ) { // phpcs:ignore WordPress.DB.RestrictedClasses.mysql__mysqli -- wpdb's own connection.
			return array_map( 'array_values', self::select( $sql, $args ) );
		}
		// $wpdb->prepare() hides each '%' of a value behind its placeholder escape, which $wpdb->query() takes out again;
		// a statement sent on the connection itself must take it out here (a LIKE '%Google%' matched nothing).
		$result = mysqli_query( $wpdb->dbh, $wpdb->remove_placeholder_escape( self::prepare_positional( $sql, $args ) ) ); // phpcs:ignore WordPress.DB.RestrictedFunctions.mysql_mysqli_query -- wpdb's own connection, statement prepared by $wpdb.
		if ( ! ( $result instanceof \mysqli_result ) ) { // phpcs:ignore WordPress.DB.RestrictedClasses.mysql__mysqli_result -- its result.
			throw new \RuntimeException( 'PRISM database error: ' . esc_html( mysqli_error( $wpdb->dbh ) ) ); // phpcs:ignore WordPress.DB.RestrictedFunctions.mysql_mysqli_error
		}
		$rows = $result->fetch_all( MYSQLI_NUM );
		$result->free();
		return $rows;
	}

	/**
	 * A statement written with `%d`/`%s` placeholders, rewritten for Db::column() and Db::select(), which take `?`.
	 *
	 * @param string $sql Statement.
	 */
	public static function positional( string $sql ): string {
		return str_replace( array( '%d', '%s' ), '?', $sql );
	}

	/**
	 * Rows of a read-only statement with `?` placeholders, as column => value: Db::column() for whole rows. For the
	 * list's hot reads (a page of contacts, their categories, totals), where the SQLite integration's translator
	 * costs more than the queries. The SQL must be valid on both engines as written.
	 *
	 * @param string                 $sql  Statement (from code) with `?` for each value.
	 * @param array<int, int|string> $args Values, in order.
	 * @return array<int, array<string, mixed>>
	 * @throws \RuntimeException On a database error.
	 */
	public static function select( string $sql, array $args ): array {
		$statement = self::direct( $sql, $args );
		if ( $statement ) {
			return $statement->fetchAll( \PDO::FETCH_ASSOC ); // phpcs:ignore WordPress.DB.RestrictedClasses.mysql__PDO -- see integration_pdo().
		}
		return self::rows( self::prepare_positional( $sql, $args ) );
	}

	/**
	 * A write (DELETE, UPDATE) with `?` placeholders: on SQLite on the integration's own connection, inside any open
	 * transaction (its translator parses every placeholder: a delete of a thousand hashed keys took 0.2 s), elsewhere
	 * through $wpdb->prepare(). The SQL must be valid on both engines as written.
	 *
	 * @param string                 $sql  Statement (from code) with `?` for each value.
	 * @param array<int, int|string> $args Values, in order.
	 * @throws \RuntimeException On a database error, so a transaction rolls back.
	 */
	public static function execute( string $sql, array $args ): void {
		global $wpdb;
		if ( self::direct( $sql, $args ) ) {
			return;
		}
		self::check( $wpdb->query( self::prepare_positional( $sql, $args ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- prepared there.
	}

	/**
	 * A statement with `?` placeholders prepared by $wpdb (integers as %d, strings as %s).
	 *
	 * @param string                 $sql  Statement with `?` for each value.
	 * @param array<int, int|string> $args Values, in order.
	 */
	private static function prepare_positional( string $sql, array $args ): string {
		global $wpdb;
		if ( ! $args ) {
			return $sql;
		}
		$parts    = explode( '?', $sql );
		$prepared = array_shift( $parts );
		foreach ( array_values( $args ) as $i => $value ) {
			$prepared .= ( is_int( $value ) ? '%d' : '%s' ) . ( $parts[ $i ] ?? '' );
		}
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- placeholders built above from the values' types.
		return (string) $wpdb->prepare( $prepared, ...array_values( $args ) );
	}

	// phpcs:disable WordPress.DB.RestrictedClasses.mysql__PDO -- the SQLite integration's own connection, see insert_integers().
	/**
	 * On SQLite, a statement with `?` placeholders executed on the integration's own connection; null on
	 * MySQL/MariaDB, where the caller goes through $wpdb.
	 *
	 * @param string                 $sql  Statement (from code).
	 * @param array<int, int|string> $args Values, in order.
	 * @throws \RuntimeException On a database error.
	 */
	private static function direct( string $sql, array $args ): ?\PDOStatement { // phpcs:disable WordPress.DB.RestrictedClasses.mysql__PDOStatement -- see integration_pdo().
		$pdo = self::integration_pdo();
		if ( ! $pdo ) {
			return null;
		}
		try {
			$statement = $pdo->prepare( $sql );
			foreach ( array_values( $args ) as $i => $value ) {
				$statement->bindValue( $i + 1, $value, is_int( $value ) ? \PDO::PARAM_INT : \PDO::PARAM_STR );
			}
			$statement->execute();
			return $statement;
		} catch ( \PDOException $e ) {
			throw new \RuntimeException( 'PRISM database error: ' . esc_html( $e->getMessage() ) );
		}
	} // phpcs:enable WordPress.DB.RestrictedClasses.mysql__PDOStatement

	/**
	 * The SQLite integration's PDO connection, or null on MySQL/MariaDB (or an integration without one).
	 */
	public static function integration_pdo(): ?\PDO {
		global $wpdb;
		if ( ! self::is_sqlite() ) {
			return null;
		}
		$connection = $wpdb->dbh ?? null;
		if ( is_object( $connection ) && method_exists( $connection, 'get_pdo' ) ) {
			$pdo = $connection->get_pdo();
			return $pdo instanceof \PDO ? $pdo : null;
		}
		return null;
	}
	// phpcs:enable

	/**
	 * On MariaDB, lets this connection's sorts keep the columns they return in the sort buffer instead of sorting row
	 * ids and reading every sorted row again by its key. The list's sort key (sort_name, 201 characters in
	 * utf8mb4_unicode_520_ci) is wider than MariaDB's default max_length_for_sort_data (1,024 bytes), so each sort
	 * fell back to row ids: 3 ms of a 6 ms "search + stage" query at 30,000 contacts. Session only. Nothing on SQLite,
	 * nor on MySQL, which packs sort rows by itself since 8.0.20.
	 *
	 * From MariaDB 10.3.18 it also keeps a list of ids as a list: past 1,000 values MariaDB turns an IN list into a
	 * table of its own and joins it, and then walked the member's whole name index, reading every search row, to
	 * avoid sorting the matches (1,814 candidates of a search checked and sorted: 80 ms so, 15 ms with the list).
	 *
	 * @throws \RuntimeException On a database error.
	 */
	public static function roomy_sorts(): void {
		global $wpdb;
		if ( self::is_sqlite() ) {
			return;
		}
		$server = (string) $wpdb->db_server_info();
		if ( ! str_contains( $server, 'MariaDB' ) ) {
			return;
		}
		$lists = preg_match( '/(\d+\.\d+\.\d+)-MariaDB/', $server, $version ) && version_compare( $version[1], '10.3.18', '>=' );
		$sql   = $lists ? 'SET SESSION max_length_for_sort_data = 8192, in_predicate_conversion_threshold = 0' : 'SET SESSION max_length_for_sort_data = 8192';
		self::check( $wpdb->query( $sql ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- one of two constant statements.
	}

	/**
	 * On SQLite, gives this connection a 32 MB page cache (SQLite's default is 2 MB) for the rest of the request: an
	 * import batch inserts ~90,000 n-gram rows into an index that holds millions at 30,000 contacts, and with the
	 * default cache most of them read a page from disk. Nothing on MySQL/MariaDB (the buffer pool is the server's).
	 *
	 * @throws \RuntimeException On a database error.
	 */
	public static function roomy_cache(): void {
		$pdo = self::integration_pdo();
		if ( ! $pdo ) {
			return;
		}
		try {
			$pdo->exec( 'PRAGMA cache_size = -32768' );
		} catch ( \PDOException $e ) {
			throw new \RuntimeException( 'PRISM database error: ' . esc_html( $e->getMessage() ) );
		}
	}

	/**
	 * An ORDER BY list (`col ASC, c.col DESC`, from code) that no index serves on SQLite: each term behind a unary
	 * plus. For a few rows found through another index (a contact's events, a page's contacts by id): SQLite, which
	 * has no table statistics here, otherwise walks the index of the order and tests every row of the member (a
	 * contact's events: 8 ms against 0.3 ms among 16,500). Unchanged on MySQL/MariaDB.
	 *
	 * @param string $order ORDER BY list.
	 */
	public static function order_off_index( string $order ): string {
		if ( ! self::is_sqlite() ) {
			return $order;
		}
		return implode( ', ', array_map( static fn( string $term ): string => '+' . trim( $term ), explode( ',', $order ) ) );
	}

	/**
	 * Whether the site runs on the SQLite Database Integration.
	 */
	public static function is_sqlite(): bool {
		return defined( 'DB_ENGINE' ) && 'sqlite' === DB_ENGINE;
	}
}

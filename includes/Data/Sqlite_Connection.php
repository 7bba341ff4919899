<?php
/**
 * The SQLite Database Integration's connection, set up so that no request fails because another one holds the
 * database's write lock (docs/architecture.md, "Concurrency: SQLite's one writer"). Nothing here runs on
 * MySQL/MariaDB.
 *
 * - **WAL.** SQLite's default rollback journal lets a writer that spills its cache, or commits, lock every reader
 *   out; in write-ahead-log mode readers never wait for the writer, nor it for them. The mode is stored in the
 *   database file: PRISM sets it on activation and, when a request finds the file in another mode (a site that had
 *   PRISM before, a restored backup), at most once an hour after that (filter `prism_sqlite_wal` to keep the
 *   file's mode). Each connection then writes with `synchronous = NORMAL`, WAL's usual setting (a commit is not
 *   synced to disk until the next checkpoint: safe from corruption, and a power cut may lose the last commits).
 * - **A busy timeout of BUSY_TIMEOUT_MS** on each connection, set as PRISM loads: a writer that finds the write lock
 *   taken waits that long for it (the integration sets 5 s).
 * - **The write lock before any read.** SQLite's `BEGIN` is deferred: a transaction that has read and then writes
 *   while another connection holds the write lock fails at once with "database is locked", without waiting (its
 *   snapshot could be stale). The integration wraps every statement in such a transaction, and for
 *   `INSERT … ON DUPLICATE KEY UPDATE` (WordPress's add_option() and set_transient(), WP-Cron's `doing_cron` among
 *   them) it reads the table's keys before it writes. So a write statement outside a transaction is run here in a
 *   transaction that takes the write lock first, as `BEGIN IMMEDIATE` would: it waits its turn instead of failing.
 *   Db::transaction() does the same for PRISM's own transactions.
 *
 * @package Prism
 */

namespace Prism\Data;

defined( 'ABSPATH' ) || exit;

/**
 * SQLite connection settings and write-lock handling.
 */
final class Sqlite_Connection {

	/** How long a statement waits for the write lock before it fails (milliseconds). */
	public const BUSY_TIMEOUT_MS = 10000;

	/** Milliseconds between two tries for the write lock while another connection holds it. */
	public const POLL_MS = 5;

	/** Option: when a request last tried to switch the file to WAL and could not (Unix seconds). */
	public const WAL_ATTEMPT_OPTION = 'prism_sqlite_wal_attempt';

	/** Seconds between two tries to switch the file to WAL, when one failed. */
	private const WAL_RETRY = HOUR_IN_SECONDS;

	/**
	 * How deep the integration's transactions are nested now, as its `sqlite_transaction_query_executed` action
	 * reports them (0: no transaction open, the next statement runs on its own).
	 *
	 * @var int
	 */
	private static int $depth = 0;

	/**
	 * Whether write_lock_first() is running the statement itself (its own call must not be wrapped again).
	 *
	 * @var bool
	 */
	private static bool $wrapping = false;

	/**
	 * Sets this request's connection up: the busy timeout, WAL (when the file is not in it yet, tried once an hour
	 * at most) and its synchronous setting. Cheap: two PRAGMAs on a connection that is already open.
	 */
	public static function configure(): void {
		$pdo = Db::integration_pdo();
		if ( ! $pdo ) {
			return;
		}
		try {
			$pdo->exec( 'PRAGMA busy_timeout = ' . self::BUSY_TIMEOUT_MS );
			$mode = self::journal_mode( $pdo );
			if ( 'wal' !== $mode && self::wanted() && (int) get_option( self::WAL_ATTEMPT_OPTION, 0 ) < time() - self::WAL_RETRY ) {
				$mode = self::use_wal();
			}
			if ( 'wal' === $mode ) {
				$pdo->exec( 'PRAGMA synchronous = NORMAL' );
			}
		} catch ( \PDOException $e ) {
			// A setting that could not be made leaves the integration's own; the request carries on.
			unset( $e );
		}
	}

	/**
	 * Switches the database file to WAL (on activation, and from configure()). Needs a moment when no other
	 * connection is in a transaction: it waits a little for one, and records a failed try so that requests do not
	 * each try again (configure() retries an hour later).
	 *
	 * @return string The journal mode now ('wal' when it worked).
	 */
	public static function use_wal(): string {
		$pdo = Db::integration_pdo();
		if ( ! $pdo || ! self::wanted() ) {
			return '';
		}
		try {
			$pdo->exec( 'PRAGMA busy_timeout = 500' );
			$mode = strtolower( (string) $pdo->query( 'PRAGMA journal_mode = WAL' )->fetchColumn() );
		} catch ( \PDOException $e ) {
			$mode = '';
		} finally {
			$pdo->exec( 'PRAGMA busy_timeout = ' . self::BUSY_TIMEOUT_MS );
		}
		if ( 'wal' !== $mode ) {
			update_option( self::WAL_ATTEMPT_OPTION, time(), true );
		} elseif ( false !== get_option( self::WAL_ATTEMPT_OPTION ) ) {
			delete_option( self::WAL_ATTEMPT_OPTION );
		}
		return $mode;
	}

	/**
	 * The database file's journal mode ('wal', 'delete' …), or '' off SQLite.
	 */
	public static function mode(): string {
		$pdo = Db::integration_pdo();
		return $pdo ? self::journal_mode( $pdo ) : '';
	}

	/**
	 * The journal mode of a connection.
	 *
	 * @param \PDO $pdo Connection.
	 */
	private static function journal_mode( \PDO $pdo ): string { // phpcs:ignore WordPress.DB.RestrictedClasses.mysql__PDO -- the integration's own connection.
		return strtolower( (string) $pdo->query( 'PRAGMA journal_mode' )->fetchColumn() );
	}

	/**
	 * Whether PRISM may put the database in WAL mode (filter `prism_sqlite_wal`, true by default).
	 */
	private static function wanted(): bool {
		/**
		 * Whether PRISM switches a SQLite database to write-ahead logging (WAL). False keeps the file's mode, e.g. on a
		 * network file system, where WAL does not work; members' requests may then fail while an import runs.
		 *
		 * @param bool $wal Default true.
		 */
		return (bool) apply_filters( 'prism_sqlite_wal', true );
	}

	/**
	 * Takes the database's write lock for the open transaction, waiting for it up to the busy timeout: a write that
	 * changes nothing, sent to the integration's connection before the transaction reads anything.
	 *
	 * It asks again every POLL_MS instead of leaving the wait to SQLite's busy handler, which sleeps longer and
	 * longer between tries, up to 100 ms: a writer that commits and takes the lock again within that time (a job's
	 * next slice after its pause, Jobs\Runner::make_way()) could keep it from ever getting in. Asking this often, a
	 * waiting request gets the lock within milliseconds of its release.
	 *
	 * @throws \PDOException When the lock was not free within the busy timeout ("database is locked").
	 */
	public static function take_write_lock(): void {
		global $wpdb;
		$pdo = Db::integration_pdo();
		if ( ! $pdo ) {
			return;
		}
		$give_up = microtime( true ) + self::BUSY_TIMEOUT_MS / 1000;
		$pdo->exec( 'PRAGMA busy_timeout = 0' );
		try {
			for ( ;; ) {
				try {
					$pdo->exec( "DELETE FROM {$wpdb->options} WHERE 0" );
					return;
				} catch ( \PDOException $e ) {
					if ( ! self::is_busy( $e ) || microtime( true ) >= $give_up ) {
						throw $e;
					}
				}
				usleep( self::POLL_MS * 1000 );
			}
		} finally {
			$pdo->exec( 'PRAGMA busy_timeout = ' . self::BUSY_TIMEOUT_MS );
		}
	}

	/**
	 * Runs writes that are worth making only if the write lock is free now (a cache's): with no busy timeout, so a
	 * request never waits behind an import's batch for them.
	 *
	 * @param callable(): void $work Writes (autocommitted).
	 * @throws \Throwable What the work throws ("database is locked" when another connection holds the lock).
	 */
	public static function without_waiting( callable $work ): void {
		$pdo = Db::integration_pdo();
		if ( ! $pdo ) {
			$work();
			return;
		}
		$pdo->exec( 'PRAGMA busy_timeout = 0' );
		try {
			$work();
		} finally {
			$pdo->exec( 'PRAGMA busy_timeout = ' . self::BUSY_TIMEOUT_MS );
		}
	}

	/**
	 * Whether SQLite answered that another connection holds the lock (SQLITE_BUSY, "database is locked").
	 *
	 * @param \PDOException $e Failure.
	 */
	private static function is_busy( \PDOException $e ): bool {
		return str_contains( $e->getMessage(), 'database is locked' );
	}

	/**
	 * Follows the integration's transaction depth (action `sqlite_transaction_query_executed`: after START
	 * TRANSACTION it passes the depth before it, after COMMIT and ROLLBACK the depth after them).
	 *
	 * @param string $command START TRANSACTION, COMMIT or ROLLBACK.
	 * @param bool   $success Whether it worked.
	 * @param int    $level   Nesting level, as above.
	 */
	public static function track_depth( $command, $success, $level ): void {
		if ( ! $success ) {
			return;
		}
		self::$depth = 'START TRANSACTION' === $command ? (int) $level + 1 : (int) $level;
	}

	/**
	 * Filter `pre_query_sqlite_db`: a write statement outside any transaction runs in one that takes the write lock
	 * before the integration reads anything for it. Returns what the integration's query() returned, or null to let
	 * it run the statement as usual (anything but a write, a statement inside a transaction, or a lock not had in
	 * time: then it fails as it would have).
	 *
	 * @param mixed $result     Null, or what an earlier filter answered.
	 * @param mixed $translator The integration's WP_SQLite_Translator.
	 * @param mixed $statement  MySQL statement.
	 * @param int   $mode       PDO fetch mode.
	 * @param mixed $fetch_args Fetch mode arguments.
	 * @return mixed
	 */
	public static function write_lock_first( $result, $translator, $statement, $mode = \PDO::FETCH_OBJ, $fetch_args = array() ) { // phpcs:ignore WordPress.DB.RestrictedClasses.mysql__PDO -- the integration's fetch mode.
		if ( null !== $result || self::$wrapping || self::$depth > 0 || ! is_string( $statement )
			|| ! preg_match( '/^\s*(INSERT|REPLACE|UPDATE|DELETE)\b/i', $statement )
			|| ! is_object( $translator ) || ! method_exists( $translator, 'begin_transaction' ) ) {
			return $result;
		}
		self::$wrapping = true;
		try {
			if ( ! $translator->begin_transaction() ) {
				return null;
			}
			try {
				self::take_write_lock();
			} catch ( \PDOException $e ) {
				$translator->rollback();
				return null;
			}
			$answer = $translator->query( $statement, $mode, ...(array) $fetch_args );
			if ( false === $answer ) {
				// The statement failed (its error stays for $wpdb to report): nothing of it is kept.
				$translator->rollback();
				return false;
			}
			$translator->commit();
			return $answer ?? 0;
		} catch ( \PDOException $e ) {
			// COMMIT failed: the integration has already counted the transaction as closed; close it in SQLite too and
			// let the integration run the statement again on its own.
			self::abandon();
			return null;
		} finally {
			self::$wrapping = false;
		}
	}

	/**
	 * Rolls back whatever SQLite transaction is open on the integration's connection, for when the integration's
	 * own count says none is (a COMMIT that failed). "No transaction is active" is the usual answer.
	 */
	public static function abandon(): void {
		$pdo = Db::integration_pdo();
		if ( ! $pdo ) {
			return;
		}
		try {
			$pdo->exec( 'ROLLBACK' );
		} catch ( \PDOException $e ) {
			unset( $e );
		}
		self::$depth = 0;
	}
}

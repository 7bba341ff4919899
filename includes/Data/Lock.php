<?php
/**
 * A named lock in the database, shared by every web server of the site: the lock for an upgrade, for a job.
 *
 * - Taken by one atomic statement: an INSERT that the primary key refuses when the name is already held
 *   (`INSERT IGNORE`, which the SQLite integration turns into `INSERT OR IGNORE`), or, when the holder's time is
 *   up, a conditional UPDATE that only one caller can win. Both engines report the rows changed, which says who won.
 * - It carries a random token: only its holder releases or renews it, and a holder whose lock expired and was taken
 *   over cannot release the new holder's.
 * - It expires: a holder that crashed stops blocking the others after its time to live. Times are Unix seconds on
 *   the database's clock (UNIX_TIMESTAMP()), which web servers whose own clocks drift apart still share.
 *
 * Not a file lock (each web server has its own disk), not a transient or option (an object cache can serve a stale
 * copy on another server), not a static variable (one process only).
 *
 * @package Prism
 */

namespace Prism\Data;

use Prism\Schema\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * One named lock, as one caller sees it.
 */
final class Lock {

	/**
	 * Lock name, e.g. "upgrade" or "job-12".
	 *
	 * @var string
	 */
	private string $name;

	/**
	 * This caller's token: what proves it holds the lock.
	 *
	 * @var string
	 */
	private string $token;

	/**
	 * Whether this caller took the lock and has not released it (saves a query on a second release).
	 *
	 * @var bool
	 */
	private bool $taken = false;

	/**
	 * A lock handle with a fresh token; nothing is taken yet.
	 *
	 * @param string $name Lock name (from code): lower-case letters, digits, '-', '_', ':' and '.', at most 100.
	 * @throws \InvalidArgumentException On a name outside that set.
	 */
	public function __construct( string $name ) {
		if ( ! preg_match( '/^[a-z0-9_:.\-]{1,100}$/', $name ) ) {
			throw new \InvalidArgumentException( esc_html( "Invalid lock name {$name}" ) );
		}
		$this->name  = $name;
		$this->token = bin2hex( random_bytes( 16 ) );
	}

	/**
	 * The lock's name.
	 */
	public function name(): string {
		return $this->name;
	}

	/**
	 * Takes the lock for $ttl seconds when nobody holds it, or when its holder's time is up.
	 *
	 * @param int $ttl Seconds the lock stays held unless released or renewed (at least 1).
	 * @return bool Whether this call took it (false also when this caller holds it already: it is not re-entrant).
	 * @throws \RuntimeException On a database error.
	 */
	public function acquire( int $ttl ): bool {
		global $wpdb;
		if ( $this->taken ) {
			return false;
		}
		$table = Schema::table( 'locks' );
		$ttl   = max( 1, $ttl );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		$inserted = Db::check( $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (name, token, expires_at) VALUES (%s, %s, UNIX_TIMESTAMP() + %d)", $this->name, $this->token, $ttl ) ) );
		if ( 1 !== (int) $inserted ) {
			// Held by someone: take it over only if their time is up. Of several callers, the first UPDATE wins; the
			// others find a lock that is no longer expired.
			$inserted = Db::check( $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET token = %s, expires_at = UNIX_TIMESTAMP() + %d WHERE name = %s AND expires_at < UNIX_TIMESTAMP()", $this->token, $ttl, $this->name ) ) );
		}
		// phpcs:enable
		$this->taken = 1 === (int) $inserted;
		return $this->taken;
	}

	/**
	 * Extends the lock to $ttl seconds from now, if this caller still holds it.
	 *
	 * @param int $ttl Seconds from now.
	 * @return bool Whether this caller still holds it.
	 */
	public function renew( int $ttl ): bool {
		global $wpdb;
		if ( ! $this->taken ) {
			return false;
		}
		$table = Schema::table( 'locks' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		$changed = Db::check( $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET expires_at = UNIX_TIMESTAMP() + %d WHERE name = %s AND token = %s", max( 1, $ttl ), $this->name, $this->token ) ) );
		// MySQL counts only rows whose value changed: a renewal within the same second changes nothing.
		$this->taken = 1 === (int) $changed || $this->held();
		return $this->taken;
	}

	/**
	 * Whether this caller holds the lock now, as the database says.
	 */
	public function held(): bool {
		global $wpdb;
		$table = Schema::table( 'locks' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		return 1 === (int) Db::check( $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE name = %s AND token = %s", $this->name, $this->token ) ) );
	}

	/**
	 * Releases the lock if this caller holds it; a lock that has passed to another holder is left alone.
	 *
	 * @return bool Whether a lock of this caller's was released.
	 */
	public function release(): bool {
		global $wpdb;
		if ( ! $this->taken ) {
			return false;
		}
		$this->taken = false;
		$table       = Schema::table( 'locks' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		return 1 === (int) $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE name = %s AND token = %s", $this->name, $this->token ) );
	}

	/**
	 * Creates the locks table when it is missing, before anything else of an upgrade runs: the upgrade's own lock
	 * lives there, so it cannot wait for dbDelta. `IF NOT EXISTS` makes concurrent first requests harmless; the
	 * definition is Schema's, so dbDelta later finds nothing to change.
	 */
	public static function ensure_table(): void {
		global $wpdb;
		$table = Schema::table( 'locks' );
		foreach ( Schema::definitions() as $definition ) {
			if ( str_starts_with( $definition, "CREATE TABLE {$table} (" ) ) {
				$wpdb->query( 'CREATE TABLE IF NOT EXISTS ' . substr( $definition, strlen( 'CREATE TABLE ' ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- Schema's own definition.
				return;
			}
		}
	}
}

<?php
/**
 * The jobs table: the only code that reads or writes it.
 *
 * A job row holds everything about a job that must outlive one request and be seen by every web server: its state,
 * its cursor (JSON), its progress, its failed attempts and their cause, and when it may run again. State changes are
 * single UPDATE statements whose WHERE says which state they start from, so two servers cannot both make the same
 * change; a slice's changes also check the job's revision (see Jobs\Runner).
 *
 * @package Prism
 */

namespace Prism\Data;

use Prism\Schema\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * Job storage.
 */
final class Job_Repository {

	/** States in which a job still has work to do. */
	private const PENDING = array( Job::QUEUED, Job::RUNNING );

	/**
	 * Adds a job unless the same one (owner, type, key) is already stored, and returns its id either way. A job that
	 * had failed for good is queued again, from where it stopped; a job that is done stays done.
	 *
	 * @param int                  $owner_id Member, or 0 for a site job.
	 * @param string               $type     Job type.
	 * @param string               $key      What tells this job apart from others of its type and owner ('' if nothing).
	 * @param array<string, mixed> $cursor   Where the first slice starts.
	 * @param string               $state    QUEUED, or DONE to record work that needs no job after all.
	 * @return int Job id.
	 * @throws \RuntimeException On a database error.
	 */
	public function enqueue( int $owner_id, string $type, string $key = '', array $cursor = array(), string $state = Job::QUEUED ): int {
		global $wpdb;
		$table    = Schema::table( 'jobs' );
		$now      = Db::now();
		$done     = Job::DONE === $state;
		$finished = $done ? '%s' : 'NULL';
		$args     = array( $owner_id, $type, $key, $done ? Job::DONE : Job::QUEUED, (string) wp_json_encode( (object) $cursor ), $now, $now );
		if ( $done ) {
			$args[] = $now;
		}
		// The unique key (owner_id, type, job_key) makes this one atomic statement: of two concurrent requests, one
		// inserts and the other finds the row.
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema; $finished is one of two literals.
		Db::check( $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (owner_id, type, job_key, state, job_cursor, last_error, created_at, updated_at, finished_at) VALUES (%d, %s, %s, %s, %s, '', %s, %s, {$finished})", ...$args ) ) );
		$id = (int) $wpdb->get_var( $wpdb->prepare( "SELECT id FROM {$table} WHERE owner_id = %d AND type = %s AND job_key = %s", $owner_id, $type, $key ) );
		Db::check( $id > 0 ? $id : false );
		Db::check(
			$wpdb->query(
				$wpdb->prepare(
					"UPDATE {$table} SET state = %s, attempts = 0, run_after = 0, revision = revision + 1, finished_at = NULL, updated_at = %s WHERE id = %d AND state = %s",
					Job::QUEUED,
					$now,
					$id,
					Job::FAILED
				)
			)
		);
		// phpcs:enable
		return $id;
	}

	/**
	 * Holds a queued job back until $seconds from now on the database's clock (its run_after): a job that must not run
	 * at once, such as dropping a table the previous version still uses (Jobs\Retired_Tables_Job).
	 *
	 * @param int $id      Job.
	 * @param int $seconds Seconds from now.
	 */
	public function delay( int $id, int $seconds ): void {
		global $wpdb;
		$table = Schema::table( 'jobs' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		Db::check( $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET run_after = UNIX_TIMESTAMP() + %d WHERE id = %d AND state = %s", max( 0, $seconds ), $id, Job::QUEUED ) ) );
	}

	/**
	 * A job by id, whoever owns it (the runner's view), or null.
	 *
	 * @param int $id Job id.
	 * @phpstan-impure
	 */
	public function find( int $id ): ?Job {
		global $wpdb;
		$table = Schema::table( 'jobs' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT *, CASE WHEN run_after <= UNIX_TIMESTAMP() THEN 1 ELSE 0 END AS due FROM {$table} WHERE id = %d", $id ), ARRAY_A );
		Db::check( true );
		return $row ? self::job( $row ) : null;
	}

	/**
	 * A member's own job, or null when it does not exist or is not theirs (a site job is nobody's).
	 *
	 * @param int $owner_id Member.
	 * @param int $id       Job id.
	 * @phpstan-impure
	 */
	public function find_for_owner( int $owner_id, int $id ): ?Job {
		$job = $owner_id > 0 ? $this->find( $id ) : null;
		return $job && $job->owner_id === $owner_id ? $job : null;
	}

	/**
	 * The job of this owner, type and key, or null.
	 *
	 * @param int    $owner_id Member, or 0 for a site job.
	 * @param string $type     Job type.
	 * @param string $key      Job key.
	 */
	public function find_by_key( int $owner_id, string $type, string $key = '' ): ?Job {
		global $wpdb;
		$table = Schema::table( 'jobs' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		$id = (int) $wpdb->get_var( $wpdb->prepare( "SELECT id FROM {$table} WHERE owner_id = %d AND type = %s AND job_key = %s", $owner_id, $type, $key ) );
		return $id > 0 ? $this->find( $id ) : null;
	}

	/**
	 * Only the state of the job of this owner, type and key, or null: a cheap read for code that asks on every
	 * request (Search_Index::ready()), so on SQLite it skips the query translator (Db::column()).
	 *
	 * @param int    $owner_id Member, or 0 for a site job.
	 * @param string $type     Job type.
	 * @param string $key      Job key.
	 */
	public function state_of( int $owner_id, string $type, string $key = '' ): ?string {
		$table = Schema::table( 'jobs' );
		$state = Db::column( "SELECT state FROM {$table} WHERE owner_id = ? AND type = ? AND job_key = ?", array( $owner_id, $type, $key ) );
		return $state ? $state[0] : null;
	}

	/**
	 * The states of several site jobs (owner 0) and whether a member has a pending job of one type, in one read: for
	 * code that asks on every request (Search_Index::usable()), where each round trip to a database cluster counts.
	 *
	 * @param array<int, array{0: string, 1: string}> $site_jobs Site jobs as [type, key].
	 * @param int                                     $owner_id  Member.
	 * @param string                                  $type      A job type of the member's.
	 * @return array{states: array<int, string|null>, pending: bool} The site jobs' states in the order asked (null:
	 *                                                                no such job), and whether the member has a
	 *                                                                queued, running or failed job of $type.
	 */
	public function site_states_and_pending( array $site_jobs, int $owner_id, string $type ): array {
		$table = Schema::table( 'jobs' );
		$where = array();
		$args  = array();
		foreach ( $site_jobs as $job ) {
			$where[] = '(owner_id = 0 AND type = ? AND job_key = ?)';
			$args[]  = $job[0];
			$args[]  = $job[1];
		}
		$where[] = '(owner_id = ? AND type = ? AND state IN (?, ?, ?))';
		$args    = array_merge( $args, array( $owner_id, $type ), self::PENDING, array( Job::FAILED ) );
		$found   = array();
		$pending = false;
		foreach ( Db::select( "SELECT owner_id, type, job_key, state FROM {$table} WHERE " . implode( ' OR ', $where ), $args ) as $row ) {
			if ( 0 !== (int) $row['owner_id'] ) {
				$pending = true; // Only the member's pending jobs of $type match with another owner than 0.
				continue;
			}
			$found[ $row['type'] . "\n" . $row['job_key'] ] = (string) $row['state'];
		}
		$states = array();
		foreach ( $site_jobs as $job ) {
			$states[] = $found[ $job[0] . "\n" . $job[1] ] ?? null;
		}
		return array(
			'states'  => $states,
			'pending' => $pending,
		);
	}

	/**
	 * The newest jobs, of every owner (`wp prism jobs list`), newest first.
	 *
	 * @param int    $limit At most this many.
	 * @param string $state Only jobs in this state ('' for any).
	 * @return Job[]
	 */
	public function latest( int $limit, string $state = '' ): array {
		global $wpdb;
		$table = Schema::table( 'jobs' );
		$where = '' === $state ? '' : $wpdb->prepare( ' WHERE state = %s', $state );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema, $where prepared above.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT *, CASE WHEN run_after <= UNIX_TIMESTAMP() THEN 1 ELSE 0 END AS due FROM {$table}{$where} ORDER BY id DESC LIMIT %d", max( 1, $limit ) ), ARRAY_A );
		Db::check( true );
		return array_map( static fn( array $row ): Job => self::job( $row ), (array) $rows );
	}

	/**
	 * Ids of jobs with work left whose back-off has passed, the least recently worked on first.
	 *
	 * @param string[] $types   Job types this runner can run (others are left to a server that can).
	 * @param int[]    $exclude Jobs not to list (tried already in this run).
	 * @param int      $limit   At most this many.
	 * @return int[]
	 */
	public function due_ids( array $types, array $exclude = array(), int $limit = 10 ): array {
		global $wpdb;
		if ( ! $types ) {
			return array();
		}
		$table   = Schema::table( 'jobs' );
		$args    = array_merge( self::PENDING, $types );
		$exclude = Db::ids( $exclude );
		$not_in  = '';
		if ( $exclude ) {
			$not_in = ' AND id NOT IN (' . Db::placeholders( count( $exclude ) ) . ')';
			$args   = array_merge( $args, $exclude );
		}
		$args[] = max( 1, $limit );
		$states = implode( ',', array_fill( 0, count( self::PENDING ), '%s' ) );
		$kinds  = implode( ',', array_fill( 0, count( $types ), '%s' ) );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- table name from Schema, placeholders built above.
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT id FROM {$table} WHERE state IN ({$states}) AND run_after <= UNIX_TIMESTAMP() AND type IN ({$kinds}){$not_in} ORDER BY updated_at ASC, id ASC LIMIT %d", ...$args ) );
		Db::check( true );
		return array_map( 'intval', $ids );
	}

	/**
	 * Whether any job of these types still has work to do, due now or later.
	 *
	 * @param string[] $types Job types.
	 * @phpstan-impure
	 */
	public function has_pending( array $types ): bool {
		global $wpdb;
		if ( ! $types ) {
			return false;
		}
		$table  = Schema::table( 'jobs' );
		$states = implode( ',', array_fill( 0, count( self::PENDING ), '%s' ) );
		$kinds  = implode( ',', array_fill( 0, count( $types ), '%s' ) );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- table name from Schema, placeholders built above.
		$id = $wpdb->get_var( $wpdb->prepare( "SELECT id FROM {$table} WHERE state IN ({$states}) AND type IN ({$kinds}) LIMIT 1", ...array_merge( self::PENDING, $types ) ) );
		Db::check( true );
		return null !== $id;
	}

	/**
	 * Deletes the job of this owner, type and key, so that enqueueing it again starts it afresh (an upgrade that
	 * must redo a site job).
	 *
	 * @param int    $owner_id Member, or 0 for a site job.
	 * @param string $type     Job type.
	 * @param string $key      Job key.
	 */
	public function forget( int $owner_id, string $type, string $key = '' ): void {
		global $wpdb;
		$table = Schema::table( 'jobs' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		Db::check( $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE owner_id = %d AND type = %s AND job_key = %s", $owner_id, $type, $key ) ) );
	}

	/**
	 * Deletes a member's job of a type if it is done (one statement), so that enqueueing starts a new one; a queued,
	 * running or failed one stays.
	 *
	 * @param int    $owner_id Member.
	 * @param string $type     Job type.
	 * @param string $key      Job key.
	 */
	public function forget_finished( int $owner_id, string $type, string $key = '' ): void {
		global $wpdb;
		$table = Schema::table( 'jobs' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		Db::check( $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE owner_id = %d AND type = %s AND job_key = %s AND state = %s", $owner_id, $type, $key, Job::DONE ) ) );
	}

	/**
	 * Whether the member has a job of this type with work left (or stopped by failures): a cheap read, on SQLite
	 * past the query translator (Db::column()), for code that asks on every request.
	 *
	 * @param int    $owner_id Member.
	 * @param string $type     Job type.
	 * @phpstan-impure
	 */
	public function pending_for( int $owner_id, string $type ): bool {
		$table = Schema::table( 'jobs' );
		return (bool) Db::column( "SELECT 1 FROM {$table} WHERE owner_id = ? AND type = ? AND state IN (?, ?, ?) LIMIT 1", array( $owner_id, $type, Job::QUEUED, Job::RUNNING, Job::FAILED ) );
	}

	/**
	 * First statement of a slice's transaction: claims the slice by moving the job from the revision the runner read
	 * to the next. When another runner has moved it on meanwhile (it took over an expired lock), nothing matches and
	 * the slice must not run. Being a write, it also takes the job row's write lock before the slice reads anything.
	 *
	 * @param int $id       Job id.
	 * @param int $revision Revision the runner read.
	 * @return bool Whether the slice may run.
	 */
	public function begin_slice( int $id, int $revision ): bool {
		global $wpdb;
		$table = Schema::table( 'jobs' );
		$args  = array_merge( array( Job::RUNNING, Db::now(), $id, $revision ), self::PENDING );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		return 1 === (int) Db::check( $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET revision = revision + 1, state = %s, updated_at = %s WHERE id = %d AND revision = %d AND state IN (%s, %s)", ...$args ) ) );
	}

	/**
	 * Last statement of a slice's transaction: stores its cursor and progress, and marks the job done when it is;
	 * only while the job is still at the revision the slice's claim moved it to.
	 *
	 * @param int   $id       Job id.
	 * @param int   $revision Revision begin_slice() moved the job to.
	 * @param Slice $slice    What the slice reported.
	 * @return bool Whether it was stored.
	 * @throws \RuntimeException On a database error.
	 */
	public function finish_slice( int $id, int $revision, Slice $slice ): bool {
		global $wpdb;
		$table    = Schema::table( 'jobs' );
		$now      = Db::now();
		$finished = $slice->finished ? '%s' : 'NULL';
		$args     = array( $slice->finished ? Job::DONE : Job::RUNNING, (string) wp_json_encode( (object) $slice->cursor ), max( 0, $slice->done ), max( 0, $slice->total ), $now );
		if ( $slice->finished ) {
			$args[] = $now;
		}
		array_push( $args, $id, $revision );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema; $finished is one of two literals.
		$changed = Db::check( $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET state = %s, job_cursor = %s, progress_done = %d, progress_total = %d, attempts = 0, last_error = '', run_after = 0, updated_at = %s, finished_at = {$finished} WHERE id = %d AND revision = %d", ...$args ) ) );
		// MySQL counts only changed rows: a slice that changed nothing (same cursor, same progress) still counts.
		return 1 === (int) $changed || null !== $wpdb->get_var( $wpdb->prepare( "SELECT id FROM {$table} WHERE id = %d AND revision = %d", $id, $revision ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
	}

	/**
	 * Records a failed slice (after its transaction was rolled back): one more attempt, its cause, and either a
	 * back-off before the next attempt or, on the last one, the failed state. Applies only to the revision the
	 * runner started from.
	 *
	 * @param int    $id       Job id.
	 * @param int    $revision Revision the failed slice started from.
	 * @param int    $attempts Failed attempts in a row, this one included.
	 * @param string $error    Readable cause.
	 * @param bool   $final    Whether the job now fails for good.
	 * @param int    $retry_in Seconds before the next attempt.
	 * @return bool Whether the failure was recorded.
	 */
	public function record_failure( int $id, int $revision, int $attempts, string $error, bool $final, int $retry_in ): bool {
		global $wpdb;
		$table    = Schema::table( 'jobs' );
		$now      = Db::now();
		$state    = $final ? Job::FAILED : Job::RUNNING;
		$finished = $final ? '%s' : 'NULL';
		$args     = array( $state, $attempts, mb_substr( $error, 0, 2000 ), max( 0, $retry_in ), $now );
		if ( $final ) {
			$args[] = $now;
		}
		array_push( $args, $id, $revision );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema; $finished is one of two literals.
		return 1 === (int) Db::check( $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET state = %s, attempts = %d, last_error = %s, run_after = UNIX_TIMESTAMP() + %d, revision = revision + 1, updated_at = %s, finished_at = {$finished} WHERE id = %d AND revision = %d", ...$args ) ) );
	}

	/**
	 * Deletes members' jobs that finished (done or failed) more than $days days ago. Site jobs are kept: their state
	 * can mean something (the search index reads whether its job is done).
	 *
	 * @param int $days Age in days.
	 * @return int Jobs deleted.
	 */
	public function prune( int $days ): int {
		global $wpdb;
		$table  = Schema::table( 'jobs' );
		$before = gmdate( 'Y-m-d H:i:s', time() - max( 1, $days ) * DAY_IN_SECONDS );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		return (int) Db::check( $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE owner_id > 0 AND state IN (%s, %s) AND finished_at < %s", Job::DONE, Job::FAILED, $before ) ) );
	}

	/**
	 * Deletes site jobs of some types that finished more than $days days ago (the daily reminder emails' jobs: one a
	 * day, of no use once done).
	 *
	 * @param string[] $types Job types.
	 * @param int      $days  Age in days.
	 * @return int Jobs deleted.
	 */
	public function prune_site_jobs( array $types, int $days ): int {
		global $wpdb;
		if ( ! $types ) {
			return 0;
		}
		$table  = Schema::table( 'jobs' );
		$before = gmdate( 'Y-m-d H:i:s', time() - max( 1, $days ) * DAY_IN_SECONDS );
		$sql    = "DELETE FROM {$table} WHERE owner_id = 0 AND type IN (" . implode( ',', array_fill( 0, count( $types ), '%s' ) ) . ') AND state IN (%s, %s) AND finished_at < %s';
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- table name from Schema, placeholders only.
		return (int) Db::check( $wpdb->query( $wpdb->prepare( $sql, array_merge( $types, array( Job::DONE, Job::FAILED, $before ) ) ) ) );
	}

	/**
	 * How many jobs are in each state, site and members' alike (the status box on Settings › PRISM).
	 *
	 * @return array<string, int> Every state (Job::QUEUED, RUNNING, DONE, FAILED) => count.
	 */
	public function count_by_state(): array {
		global $wpdb;
		$table  = Schema::table( 'jobs' );
		$counts = array_fill_keys( array( Job::QUEUED, Job::RUNNING, Job::DONE, Job::FAILED ), 0 );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema; no values.
		$rows = $wpdb->get_results( "SELECT state, COUNT(*) AS n FROM {$table} GROUP BY state", ARRAY_A );
		Db::check( true );
		foreach ( (array) $rows as $row ) {
			$counts[ (string) $row['state'] ] = (int) $row['n'];
		}
		return $counts;
	}

	/**
	 * The jobs that failed for good, the latest first.
	 *
	 * @param int $limit At most this many.
	 * @return Job[]
	 */
	public function recent_failures( int $limit ): array {
		global $wpdb;
		$table = Schema::table( 'jobs' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT *, 0 AS due FROM {$table} WHERE state = %s ORDER BY finished_at DESC, id DESC LIMIT %d", Job::FAILED, max( 1, $limit ) ), ARRAY_A );
		Db::check( true );
		return array_map( static fn( array $row ): Job => self::job( $row ), (array) $rows );
	}

	/**
	 * A Job from a stored row.
	 *
	 * @param array<string, mixed> $row Row.
	 */
	private static function job( array $row ): Job {
		$cursor = json_decode( (string) $row['job_cursor'], true );
		return new Job(
			(int) $row['id'],
			(int) $row['owner_id'],
			(string) $row['type'],
			(string) $row['job_key'],
			(string) $row['state'],
			is_array( $cursor ) ? $cursor : array(),
			(int) $row['progress_done'],
			(int) $row['progress_total'],
			(int) $row['attempts'],
			(string) $row['last_error'],
			(int) $row['run_after'],
			1 === (int) $row['due'],
			(int) $row['revision'],
			(string) $row['created_at'],
			(string) $row['updated_at'],
			null === $row['finished_at'] ? null : (string) $row['finished_at']
		);
	}
}

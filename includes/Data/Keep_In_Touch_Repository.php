<?php
/**
 * Keep-in-touch cadences and reach-out days (Domain\Cadence): the only code that writes a contact's `reach_out_by`.
 * What a contact's day depends on is stored beside it (its own `cadence_days`, `maintaining`, `touched_on`; its
 * categories' `cadence_days`; its follow-ups not done), and refresh() works the day out again from all of it whenever
 * one of them changes, so the day is never the sum of edits that drifted. The day itself is a column with its own
 * list index (owner_reach_out_filters), so the contact list filters and sorts by it, and "Due to reach out" reads
 * its first rows.
 *
 * @package Prism
 */

namespace Prism\Data;

use Prism\Domain\Cadence;
use Prism\Schema\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * Cadences and the reach-out day.
 */
final class Keep_In_Touch_Repository {

	/** Contacts worked out per statement. */
	private const CHUNK = 500;

	/**
	 * The networking series' keep-in-touch days, read once per object.
	 *
	 * @var int|null
	 */
	private ?int $series_days = null;

	/**
	 * Works out the reach-out day of contacts again from what it depends on, and stores the ones that changed.
	 * Others' ids are left out.
	 *
	 * @param int   $owner_id    Member.
	 * @param int[] $contact_ids Contacts.
	 */
	public function refresh( int $owner_id, array $contact_ids ): void {
		$contacts = Schema::table( 'contacts' );
		$changed  = array();
		foreach ( array_chunk( Db::ids( $contact_ids ), self::CHUNK ) as $chunk ) {
			foreach ( $this->facts( $owner_id, $chunk ) as $row ) {
				$due = Cadence::due(
					$this->effective( $row )['days'],
					null === $row['touched_on'] ? null : (string) $row['touched_on'],
					// The day it was added, in the site's time zone (stored in UTC).
					get_date_from_gmt( (string) $row['created_at'], 'Y-m-d' ),
					null === $row['planned'] ? null : (string) $row['planned']
				);
				if ( substr( (string) $row['reach_out_by'], 0, 10 ) !== $due ) {
					$changed[ $due ][] = (int) $row['id'];
				}
			}
		}
		foreach ( $changed as $due => $ids ) {
			foreach ( array_chunk( $ids, self::CHUNK ) as $chunk ) {
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table from Schema, placeholders from Db.
				Db::execute( "UPDATE {$contacts} SET reach_out_by = ? WHERE +owner_id = ? AND id IN (" . Db::positional( Db::positional( Db::placeholders( count( $chunk ) ) ) ) . ')', array_merge( array( (string) $due, $owner_id ), $chunk ) );
			}
		}
		if ( $changed ) {
			// The list's packed order by the day to reach out by (List_Orders) is out of date.
			List_Orders::changed( $owner_id );
		}
	}

	/**
	 * Contacts' cadences, where each comes from, and the category that gives it (the shortest; by name when several
	 * have it), by contact id; a contact without one is left out. Two statements however many contacts.
	 *
	 * @param int   $owner_id    Member.
	 * @param int[] $contact_ids Contacts (others' are left out).
	 * @return array<int, array{days: int, from: string, category: string|null}>
	 */
	public function cadences( int $owner_id, array $contact_ids ): array {
		$cadences = array();
		$by_name  = array();
		foreach ( array_chunk( Db::ids( $contact_ids ), self::CHUNK ) as $chunk ) {
			foreach ( $this->facts( $owner_id, $chunk ) as $row ) {
				$effective = $this->effective( $row );
				if ( $effective['days'] > 0 ) {
					$cadences[ (int) $row['id'] ] = $effective + array( 'category' => null );
					if ( Cadence::FROM_CATEGORY === $effective['from'] ) {
						$by_name[] = (int) $row['id'];
					}
				}
			}
		}
		$names = Schema::table( 'categories' );
		$links = Schema::table( 'contact_categories' );
		foreach ( array_chunk( $by_name, self::CHUNK ) as $chunk ) {
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- tables from Schema, placeholders from Db.
			$sql = "SELECT cc.contact_id, k.name, k.cadence_days FROM {$links} cc JOIN {$names} k ON k.id = cc.category_id AND k.owner_id = cc.owner_id WHERE +cc.owner_id = ? AND k.cadence_days > 0 AND cc.contact_id IN (" . Db::positional( Db::positional( Db::placeholders( count( $chunk ) ) ) ) . ') ORDER BY k.name ASC';
			foreach ( Db::select( $sql, array_merge( array( $owner_id ), $chunk ) ) as $row ) {
				$id = (int) $row['contact_id'];
				if ( null === $cadences[ $id ]['category'] && (int) $row['cadence_days'] === $cadences[ $id ]['days'] ) {
					$cadences[ $id ]['category'] = (string) $row['name'];
				}
			}
		}
		return $cadences;
	}

	/**
	 * Records a touch on a day: the contact's last touch moves to it when that is later. The caller refreshes.
	 *
	 * @param int    $owner_id   Member.
	 * @param int    $contact_id Contact.
	 * @param string $day        YYYY-MM-DD.
	 */
	public function touch( int $owner_id, int $contact_id, string $day ): void {
		$contacts = Schema::table( 'contacts' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table from Schema.
		Db::execute( "UPDATE {$contacts} SET touched_on = ? WHERE id = ? AND owner_id = ? AND (touched_on IS NULL OR touched_on < ?)", array( $day, $contact_id, $owner_id, $day ) );
	}

	/**
	 * Sets a contact's own cadence (0 clears it). The caller refreshes.
	 *
	 * @param int $owner_id   Member.
	 * @param int $contact_id Contact.
	 * @param int $days       Days, or 0.
	 */
	public function set_contact_cadence( int $owner_id, int $contact_id, int $days ): void {
		Db::update_row( Schema::table( 'contacts' ), $owner_id, $contact_id, array( 'cadence_days' => max( 0, $days ) ) );
	}

	/**
	 * Sets a category's cadence (0 clears it). The caller refreshes its contacts.
	 *
	 * @param int $owner_id    Member.
	 * @param int $category_id Category.
	 * @param int $days        Days, or 0.
	 */
	public function set_category_cadence( int $owner_id, int $category_id, int $days ): void {
		Db::update_row( Schema::table( 'categories' ), $owner_id, $category_id, array( 'cadence_days' => max( 0, $days ) ) );
	}

	/**
	 * A category's cadence (0: none, or not the member's).
	 *
	 * @param int $owner_id    Member.
	 * @param int $category_id Category.
	 */
	public function category_cadence( int $owner_id, int $category_id ): int {
		$table = Schema::table( 'categories' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table from Schema.
		return (int) ( Db::int_column( "SELECT cadence_days FROM {$table} WHERE id = ? AND owner_id = ?", array( $category_id, $owner_id ) )[0] ?? 0 );
	}

	/**
	 * The contacts of a category.
	 *
	 * @param int $owner_id    Member.
	 * @param int $category_id Category.
	 * @return int[]
	 */
	public function category_contacts( int $owner_id, int $category_id ): array {
		$links = Schema::table( 'contact_categories' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table from Schema.
		return Db::int_column( "SELECT contact_id FROM {$links} WHERE owner_id = ? AND category_id = ?", array( $owner_id, $category_id ) );
	}

	/**
	 * Whether a contact is in MAINTAIN and not a dead end (the networking series' cadence applies). The caller
	 * refreshes.
	 *
	 * @param int  $owner_id    Member.
	 * @param int  $contact_id  Contact.
	 * @param bool $maintaining Whether it is.
	 */
	public function set_maintaining( int $owner_id, int $contact_id, bool $maintaining ): void {
		Db::update_row( Schema::table( 'contacts' ), $owner_id, $contact_id, array( 'maintaining' => $maintaining ? 1 : 0 ) );
	}

	/**
	 * Merges the removed contact's cadence facts into the survivor's: the shorter own cadence of the two, the later
	 * last touch, MAINTAIN when the process kept is the removed one's (Process_Repository::merge_into() says which:
	 * $maintaining). The caller refreshes the survivor once the follow-ups have moved.
	 *
	 * @param int                  $owner_id    Member.
	 * @param int                  $survivor_id Contact that stays.
	 * @param array<string, mixed> $survivor    Its row before the merge.
	 * @param array<string, mixed> $removed     The removed contact's row.
	 */
	public function merge_into( int $owner_id, int $survivor_id, array $survivor, array $removed ): void {
		$cadences = array_filter( array( (int) ( $survivor['cadence_days'] ?? 0 ), (int) ( $removed['cadence_days'] ?? 0 ) ) );
		$touched  = array_filter( array( (string) ( $survivor['touched_on'] ?? '' ), (string) ( $removed['touched_on'] ?? '' ) ) );
		Db::update_row(
			Schema::table( 'contacts' ),
			$owner_id,
			$survivor_id,
			array(
				'cadence_days' => $cadences ? min( $cadences ) : 0,
				'touched_on'   => $touched ? substr( max( $touched ), 0, 10 ) : null,
			)
		);
	}

	/**
	 * The contacts to reach out to by a day (on or before $until), most overdue first, archived ones left out, and
	 * how many there are in all. Served by the (owner_id, reach_out_by, ...) index.
	 *
	 * @param int    $owner_id Member.
	 * @param string $until    YYYY-MM-DD.
	 * @param int    $limit    Most rows.
	 * @return array{rows: array<int, array<string, mixed>>, total: int}
	 */
	public function due( int $owner_id, string $until, int $limit ): array {
		$table = Schema::table( 'contacts' );
		$live  = Contact_Repository::not_archived( $owner_id, 'id' );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table from Schema, $live from code.
		$rows  = Db::select( "SELECT * FROM {$table} WHERE owner_id = ? AND reach_out_by <= ?{$live} ORDER BY reach_out_by ASC, id ASC LIMIT ?", array( $owner_id, $until, $limit ) );
		$total = count( $rows ) < $limit ? count( $rows ) : (int) ( Db::int_column( "SELECT COUNT(*) FROM {$table} WHERE owner_id = ? AND reach_out_by <= ?{$live}", array( $owner_id, $until ) )[0] ?? 0 );
		// phpcs:enable
		return array(
			'rows'  => $rows,
			'total' => $total,
		);
	}

	/**
	 * The members after $after with a contact whose day to reach out by is $day (the daily email tells them the day
	 * it comes, not every day after), by id.
	 *
	 * @param string $day   YYYY-MM-DD.
	 * @param int    $after Last member already handled.
	 * @param int    $limit Most members.
	 * @return int[]
	 */
	public function owners_due_on( string $day, int $after, int $limit ): array {
		$table = Schema::table( 'contacts' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table from Schema.
		return Db::int_column( "SELECT DISTINCT owner_id FROM {$table} WHERE owner_id > ? AND reach_out_by = ? AND archived_at IS NULL ORDER BY owner_id ASC LIMIT ?", array( $after, $day, $limit ) );
	}

	/**
	 * What a contact's day depends on, a row a contact: its own columns, the shortest cadence of its categories
	 * (category_days) and the latest day of its follow-ups not done (planned). The unary pluses (Db::OWNER_OF_IDS) keep
	 * SQLite, which has no table statistics here, on the ids and the (contact_id, ...) and (owner_id, contact_id) keys
	 * rather than walking every contact, link or open follow-up of the member (10 contacts at 30,000: 75 ms against
	 * a few).
	 *
	 * @param int   $owner_id    Member.
	 * @param int[] $contact_ids At most CHUNK contacts.
	 * @return array<int, array<string, mixed>>
	 */
	private function facts( int $owner_id, array $contact_ids ): array {
		$contact_ids = Db::ids( $contact_ids );
		if ( ! $contact_ids ) {
			return array();
		}
		$contacts   = Schema::table( 'contacts' );
		$categories = Schema::table( 'categories' );
		$links      = Schema::table( 'contact_categories' );
		$followups  = Schema::table( 'followups' );
		$in         = Db::positional( Db::placeholders( count( $contact_ids ) ) );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- tables from Schema, placeholders from Db.
		$rows = Db::select(
			"SELECT c.id, c.cadence_days, c.maintaining, c.touched_on, c.created_at, c.reach_out_by,
			(SELECT MIN(k.cadence_days) FROM {$links} cc JOIN {$categories} k ON k.id = cc.category_id AND k.owner_id = cc.owner_id WHERE cc.contact_id = c.id AND +cc.owner_id = c.owner_id AND k.cadence_days > 0) AS category_days
			FROM {$contacts} c WHERE +c.owner_id = ? AND c.id IN ({$in})",
			array_merge( array( $owner_id ), $contact_ids )
		);
		// One pass over the member's open follow-ups rather than a lookup per contact: correlated, SQLite chose the
		// (owner_id, complete, due_date, contact_id) index and walked it once per contact.
		$planned = array_column(
			Db::select( "SELECT contact_id, MAX(due_date) AS planned FROM {$followups} WHERE owner_id = ? AND complete = 0 AND contact_id IN ({$in}) GROUP BY contact_id", array_merge( array( $owner_id ), $contact_ids ) ),
			'planned',
			'contact_id'
		);
		// phpcs:enable
		foreach ( $rows as $i => $row ) {
			$rows[ $i ]['planned'] = $planned[ $row['id'] ] ?? null;
		}
		return $rows;
	}

	/**
	 * A row of facts()'s cadence and where it comes from.
	 *
	 * @param array<string, mixed> $row Row of facts().
	 * @return array{days: int, from: string}
	 */
	private function effective( array $row ): array {
		return Cadence::effective( (int) $row['cadence_days'], (int) ( $row['category_days'] ?? 0 ), (bool) (int) $row['maintaining'], $this->series_days() );
	}

	/**
	 * The networking series' keep-in-touch days.
	 */
	private function series_days(): int {
		if ( null === $this->series_days ) {
			$this->series_days = max( 1, (int) ( ( new Series_Repository() )->networking()['keepInTouchDays'] ?? 30 ) );
		}
		return $this->series_days;
	}
}

<?php
/**
 * Repairs text that versions before 11 stored through WordPress's text filters, which turned a typed '<' (and
 * '>', '&') into an HTML entity: a note 'a<b' was stored as 'a&lt;b' and shown with the entity. This site job
 * walks every contact, note and category once, decodes `&lt;`, `&gt;` and `&amp;` back into the characters that
 * were typed (Domain\Text::decode_legacy_entities()), and keeps the search rows in step.
 *
 * It runs once, and only over what the earlier versions stored: rows created after the upgrade (ids past the ones
 * recorded when it was enqueued) and rows changed since (a contact's updated_at, a note's last_updated) hold text
 * exactly as typed, entity-like text included, and are left alone. Its slices move a cursor forward in the same
 * transaction as their repairs, so a retried slice starts where the last committed one stopped, and enqueueing it
 * again returns the same (done) job. Text the old filters removed outright (a '<b>' tag, or everything after a
 * lone '<') cannot be brought back.
 *
 * @package Prism
 */

namespace Prism\Jobs;

use Prism\Data\Category_Repository;
use Prism\Data\Contact_Repository;
use Prism\Data\Db;
use Prism\Data\Job;
use Prism\Data\Note_Repository;
use Prism\Data\Search_Index;
use Prism\Data\Slice;
use Prism\Domain\Contact_Fields;
use Prism\Domain\Text;
use Prism\Schema\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * Decodes the entities earlier versions stored.
 */
final class Legacy_Entities_Job implements Job_Type {

	/** Stored type name. */
	public const TYPE = 'legacy_entities';

	/** The tables walked, in order. */
	private const TABLES = array( 'contacts', 'notes', 'categories' );

	/** Rows per slice. */
	private const BATCH = 300;

	/**
	 * Contact fields the old filters encoded: the free-text ones. Emails, phones, types and links could not hold a
	 * '<' or '&' that passed their checks.
	 */
	private const CONTACT_FIELDS = array( 'firstName', 'lastName', 'title', 'company', 'addressOne', 'addressOneCity', 'addressOneState', 'addressOneZip', 'addressTwo', 'addressTwoCity', 'addressTwoState', 'addressTwoZip', 'addressThree', 'addressThreeCity', 'addressThreeState', 'addressThreeZip' );

	/**
	 * Enqueues the site's repair (once), bounded to the rows stored so far.
	 *
	 * @return int Job id.
	 */
	public static function enqueue(): int {
		$until = array();
		foreach ( self::TABLES as $table ) {
			$until[ $table ] = Db::max_id( Schema::table( $table ) );
		}
		return Queue::enqueue(
			self::TYPE,
			0,
			'',
			array(
				'table' => self::TABLES[0],
				'after' => 0,
				'until' => $until,
				'since' => Db::now_precise(),
			)
		);
	}

	/**
	 * Repairs the next batch of rows of the current table.
	 *
	 * @param Job   $job      The job.
	 * @param float $deadline Unused: one batch is the whole slice.
	 * @throws \UnexpectedValueException When the cursor names a table the job does not walk.
	 */
	public function run( Job $job, float $deadline ): Slice {
		$table = (string) ( $job->cursor['table'] ?? self::TABLES[0] );
		$after = (int) ( $job->cursor['after'] ?? 0 );
		if ( ! in_array( $table, self::TABLES, true ) ) {
			throw new \UnexpectedValueException( 'Unknown table in the repair job\'s cursor.' );
		}
		$until    = (int) ( $job->cursor['until'][ $table ] ?? 0 );
		$since    = (string) ( $job->cursor['since'] ?? '' );
		$rows     = $after < $until ? $this->repository( $table )->batch_after( $after, self::BATCH ) : array();
		$seen     = count( $rows );
		$rows     = array_filter( $rows, static fn( array $row ): bool => (int) $row['id'] <= $until );
		$repaired = (int) ( $job->cursor['repaired'] ?? 0 );
		foreach ( $rows as $row ) {
			$changed_since = (string) ( $row['updated_at'] ?? $row['last_updated'] ?? '' );
			if ( '' === $since || '' === $changed_since || $changed_since < $since ) {
				$repaired += $this->repair( $table, $row ) ? 1 : 0;
			}
			$after = (int) $row['id'];
		}
		$cursor   = array_merge(
			$job->cursor,
			array(
				'table'    => $table,
				'after'    => $after,
				'repaired' => $repaired,
			)
		);
		$finished = false;
		if ( $seen < self::BATCH || $after >= $until ) {
			$next = array_search( $table, self::TABLES, true ) + 1;
			if ( isset( self::TABLES[ $next ] ) ) {
				$cursor['table'] = self::TABLES[ $next ];
				$cursor['after'] = 0;
			} else {
				$finished = true;
			}
		}
		$done  = $job->done + count( $rows );
		$total = max( $done, $job->total > 0 ? $job->total : $this->rows_to_walk( (array) ( $job->cursor['until'] ?? array() ) ) );
		return new Slice( $cursor, $finished ? $total : $done, $total, $finished );
	}

	/**
	 * Repairs one row; says whether it changed.
	 *
	 * @param string               $table Logical table.
	 * @param array<string, mixed> $row   Row.
	 */
	private function repair( string $table, array $row ): bool {
		$owner_id = (int) $row['owner_id'];
		$id       = (int) $row['id'];
		switch ( $table ) {
			case 'contacts':
				$values  = Contact_Fields::from_row( $row );
				$changed = array();
				foreach ( self::CONTACT_FIELDS as $field ) {
					$decoded = Text::decode_legacy_entities( $values[ $field ] );
					if ( $decoded !== $values[ $field ] ) {
						$changed[ $field ] = $decoded;
					}
				}
				if ( ! $changed ) {
					return false;
				}
				// The match keys are found from the row before it changes (their table has no index by contact).
				( new \Prism\Data\Contact_Keys() )->forget( $owner_id, array( $id ) );
				( new Contact_Repository() )->update( $owner_id, $id, $changed, Contact_Fields::sort_name( array_merge( $values, $changed ) ), false );
				( new Search_Index() )->refresh( $owner_id, array( $id ) );
				( new \Prism\Data\Contact_Keys() )->refresh( $owner_id, array( $id ) );
				return true;
			case 'notes':
				$decoded = Text::decode_legacy_entities( (string) $row['note'] );
				if ( $decoded === (string) $row['note'] ) {
					return false;
				}
				( new Note_Repository() )->repair_text( $owner_id, $id, $decoded );
				return true;
		}
		$decoded = Text::decode_legacy_entities( (string) $row['name'] );
		if ( $decoded === (string) $row['name'] ) {
			return false;
		}
		if ( ! ( new Category_Repository() )->rename( $owner_id, $id, $decoded ) ) {
			// The member already has a category of the decoded name: both stay, the old one as it was stored.
			// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the site owner may want to know.
			error_log( "PRISM: category {$id} kept its stored name; decoding it would repeat another of the member's categories." );
			return false;
		}
		return true;
	}

	/**
	 * The repository that walks a table.
	 *
	 * @param string $table Logical table.
	 * @return Contact_Repository|Note_Repository|Category_Repository
	 */
	private function repository( string $table ) {
		switch ( $table ) {
			case 'contacts':
				return new Contact_Repository();
			case 'notes':
				return new Note_Repository();
		}
		return new Category_Repository();
	}

	/**
	 * Rows the job walks in every table (its progress total).
	 *
	 * @param array<string, int> $until Last id to walk, by table.
	 */
	private function rows_to_walk( array $until ): int {
		$total = 0;
		foreach ( self::TABLES as $table ) {
			$total += Db::count_up_to( Schema::table( $table ), (int) ( $until[ $table ] ?? 0 ) );
		}
		return $total;
	}
}

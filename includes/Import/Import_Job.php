<?php
/**
 * The background job of one import (type `import`, key = the import's id). Each slice reads the next batch of
 * records from the stored file, from the cursor, and applies it (Import_Applier), in the slice's transaction with
 * the import's counts, its rejected rows and the new cursor: a slice that dies is rolled back whole and read again,
 * so nothing is created twice. The last slice deletes the stored file and enqueues Import_Grams_Job, which lists the
 * search n-grams of the contacts it created (the member's searches scan until it is done).
 *
 * @package Prism
 */

namespace Prism\Import;

use Prism\Data\Contact_Keys;
use Prism\Data\Db;
use Prism\Data\Import_Match_Repository;
use Prism\Data\Import_Repository;
use Prism\Data\Job;
use Prism\Data\Slice;
use Prism\Jobs\Contact_Keys_Job;
use Prism\Jobs\Job_Type;
use Prism\Jobs\Queue;
use Prism\Jobs\Slice_Size;
use Prism\Schema\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * Imports a stored file in batches.
 */
final class Import_Job implements Job_Type {

	/** Stored type name. */
	public const TYPE = 'import';

	/**
	 * Records the first slice reads, and the most any slice reads: a batch's writes hold their locks until the slice
	 * commits (on SQLite, the database's write lock), so later slices read as many as fit in Slice_Size::target().
	 */
	public const BATCH = 500;

	/** Fewest records a slice reads. */
	private const MIN_BATCH = 50;

	/**
	 * The open file of the import this runner works on (read from the database once per run, not per slice).
	 *
	 * @var array{id: int, stream: resource}|null
	 */
	private ?array $open = null;

	/**
	 * Imports the next batch.
	 *
	 * @param Job   $job      The job.
	 * @param float $deadline Unused: one batch is the whole slice.
	 * @throws \RuntimeException When the stored file is gone before the import finished.
	 */
	public function run( Job $job, float $deadline ): Slice {
		$started = microtime( true );
		$imports = new Import_Repository();
		$id      = (int) $job->key;
		$import  = $imports->find( $id );
		if ( null === $import || (int) $import['owner_id'] !== $job->owner_id ) {
			// The import was deleted (its member erased their data): nothing left to do.
			return new Slice( array(), $job->done, $job->total, true );
		}
		$cursor = $job->cursor;
		if ( empty( $cursor['keys'] ) && ! Contact_Keys_Job::done() ) {
			// Contacts stored before match keys existed: list this member's first, so no match is missed.
			( new Contact_Keys() )->backfill_owner( $job->owner_id );
		}
		if ( ! isset( $cursor['first_id'] ) ) {
			// Every contact this import creates has a larger id: where its n-gram job starts.
			$cursor['first_id'] = Db::max_id( Schema::table( 'contacts' ) );
		}
		$stream = $this->stream( $id, $imports );
		if ( null === $stream ) {
			throw new \RuntimeException( 'The stored file of import ' . (int) $id . ' is missing.' );
		}
		// What the import writes in words (the note's lines and heading, the reasons of rejected rows) is in the
		// member's language, whoever runs the batch: WP-Cron runs in the site's.
		$switched = switch_to_locale( get_user_locale( $job->owner_id ) );
		try {
			$size    = max( self::MIN_BATCH, min( self::BATCH, (int) ( $cursor['batch'] ?? self::BATCH ) ) );
			$batch   = Import_File::reader( (string) $import['kind'] )->read( $stream, (array) ( $cursor['read'] ?? array() ), $size );
			$applier = new Import_Applier( $job->owner_id, (string) $import['mode'], (string) $import['source'], (string) $import['file_name'] );
			$result  = $applier->apply( $batch['records'] );
		} finally {
			if ( $switched ) {
				restore_previous_locale();
			}
		}
		$imports->add_counts( $id, $result );
		if ( $result['rejects'] ) {
			$imports->add_rejects( $id, $result['rejects'] );
		}
		( new Import_Match_Repository() )->add_many( $job->owner_id, $id, $result['matches'] );
		$done = $job->done + count( $batch['records'] );
		/**
		 * A batch of an import has been applied, not yet committed (monitoring; the tests end a process here to
		 * prove that a batch that dies leaves nothing behind).
		 *
		 * @param int $id   Import.
		 * @param int $done Rows read so far, this batch's included.
		 */
		do_action( 'prism_import_batch_applied', $id, $done );
		// Fault-injection point for the tests (tests/php/Security/FaultsTest.php): nothing listens in production.
		do_action( 'prism_fault_point', 'import-batch' );
		$total = max( (int) $import['total_rows'], $done );
		if ( $batch['finished'] ) {
			$imports->finish( $id );
			$this->close();
			if ( (int) $import['created_count'] + $result['created'] > 0 ) {
				// The n-gram lists of the contacts it created, in the background (Import_Grams_Job).
				Queue::enqueue( Import_Grams_Job::TYPE, $job->owner_id, (string) $id, array( 'after' => (int) $cursor['first_id'] ) );
			}
		}
		return new Slice(
			array(
				'keys'     => 1,
				'first_id' => (int) $cursor['first_id'],
				'read'     => $batch['cursor'],
				'batch'    => Slice_Size::next( count( $batch['records'] ), microtime( true ) - $started, self::MIN_BATCH, self::BATCH ),
			),
			$done,
			$total,
			(bool) $batch['finished']
		);
	}

	/**
	 * The import's stored file, opened once for this runner.
	 *
	 * @param int               $id      Import.
	 * @param Import_Repository $imports Repository.
	 * @return resource|null
	 */
	private function stream( int $id, Import_Repository $imports ) {
		if ( null === $this->open || $this->open['id'] !== $id ) {
			$this->close();
			$stream = $imports->open_file( $id );
			if ( null === $stream ) {
				return null;
			}
			$this->open = array(
				'id'     => $id,
				'stream' => $stream,
			);
		}
		return $this->open['stream'];
	}

	/**
	 * Closes the open file.
	 */
	private function close(): void {
		if ( null !== $this->open ) {
			fclose( $this->open['stream'] ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- a php://temp stream.
			$this->open = null;
		}
	}
}

<?php
/**
 * A member's imports (docs/import.md): GET import-status/{wordpressId} lists them with their progress and report;
 * GET imports/{id} answers one; POST imports/{id}/run works on it for about a second and a half (the open page drives an
 * import this way; WP-Cron does when no page is open) and answers it; POST imports/{id}/dismiss marks a finished
 * one as seen. Another member's import answers 404, like one that does not exist.
 *
 * @package Prism
 */

namespace Prism\Rest;

use Prism\Data\Db;
use Prism\Data\Import_Repository;
use Prism\Data\Job_Repository;
use Prism\Domain\Contact_Fields;
use Prism\Jobs\Job;
use Prism\Jobs\Queue;
use Prism\Jobs\Runner;
use Prism\Import\Import_Grams_Job;
use Prism\Import\Import_Job;
use Prism\Schema\Schema;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Import status routes.
 */
final class Imports_Controller extends Base_Controller {

	/** Seconds POST imports/{id}/run works before it answers. */
	public const RUN_BUDGET = 1.5;

	/** Rejected rows in the list; one import's own answer carries up to REJECTS_ONE. */
	private const REJECTS_LIST = 100;
	private const REJECTS_ONE  = 1000;

	/**
	 * Import rows.
	 *
	 * @var Import_Repository
	 */
	private Import_Repository $imports;

	/**
	 * Wires the repository.
	 */
	public function __construct() {
		$this->imports = new Import_Repository();
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$this->route( '/import-status/(?P<wordpressId>\d+)', WP_REST_Server::READABLE, 'get_all', array( 'wordpressId' => self::wordpress_id_arg() ) );
		$this->route( '/import-source-counts/(?P<wordpressId>\d+)', WP_REST_Server::READABLE, 'get_source_counts', array( 'wordpressId' => self::wordpress_id_arg() ) );
		$id = array( 'id' => self::id_arg( __( 'Import id.', 'prism' ) ) );
		$this->route( '/imports/(?P<id>\d+)', WP_REST_Server::READABLE, 'get_one', $id );
		$this->route( '/imports/(?P<id>\d+)/run', WP_REST_Server::CREATABLE, 'run', $id );
		$this->route( '/imports/(?P<id>\d+)/dismiss', WP_REST_Server::CREATABLE, 'dismiss', $id );
	}

	/**
	 * GET import-status/{wordpressId}: the member's imports of the last 30 days, newest first.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_all( WP_REST_Request $request ): \WP_REST_Response {
		unset( $request );
		$rows = $this->imports->recent( $this->owner() );
		return rest_ensure_response( array_map( fn( array $row ): array => $this->report( $row, self::REJECTS_LIST ), $rows ) );
	}

	/**
	 * GET import-source-counts/{wordpressId}: how many of the member's contacts carry each import source (a contact
	 * imported from Google and LinkedIn counts for both), every source present: { PRISM: 12, Google: 1204, … }.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_source_counts( WP_REST_Request $request ): \WP_REST_Response {
		unset( $request );
		global $wpdb;
		$table  = Schema::table( 'contacts' );
		$counts = array_fill_keys( Contact_Fields::IMPORT_SOURCES, 0 );
		// A handful of distinct lists ("Google", "Google,LinkedIn" …), whatever the number of contacts.
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table from Schema.
		foreach ( Db::rows( $wpdb->prepare( "SELECT import_source, COUNT(*) AS n FROM {$table} WHERE owner_id = %d GROUP BY import_source", $this->owner() ) ) as $row ) {
			foreach ( explode( ',', Contact_Fields::import_sources( (string) $row['import_source'] ) ) as $source ) {
				$counts[ $source ] += (int) $row['n'];
			}
		}
		return rest_ensure_response( $counts );
	}

	/**
	 * GET imports/{id}.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_one( WP_REST_Request $request ) {
		$row = $this->imports->find_for_owner( $this->owner(), (int) $request['id'] );
		return $row ? rest_ensure_response( $this->report( $row, self::REJECTS_ONE ) ) : $this->not_found( __( 'import', 'prism' ) );
	}

	/**
	 * POST imports/{id}/run: about a second and a half of work, then the import. A failed import is queued again first
	 * (it resumes where it stopped: nothing is imported twice).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function run( WP_REST_Request $request ) {
		$id  = (int) $request['id'];
		$row = $this->imports->find_for_owner( $this->owner(), $id );
		if ( ! $row ) {
			return $this->not_found( __( 'import', 'prism' ) );
		}
		$job_id = (int) $row['job_id'];
		if ( Job::FAILED === $row['job_state'] ) {
			$job_id = Queue::enqueue( Import_Job::TYPE, $this->owner(), (string) $id );
		}
		$deadline = microtime( true ) + self::RUN_BUDGET;
		if ( $job_id > 0 ) {
			// Busy (cron holds it) or waiting for a retry: the answer says where it stands.
			self::run_job( $job_id, $deadline );
		}
		// With the time left, the second phase (the search lists of the contacts it created); stopped by failures,
		// it is queued again too.
		$jobs  = new Job_Repository();
		$grams = $jobs->find_by_key( $this->owner(), Import_Grams_Job::TYPE, (string) $id );
		if ( $grams && Job::DONE !== $grams->state ) {
			$grams_id = Job::FAILED === $grams->state ? Queue::enqueue( Import_Grams_Job::TYPE, $this->owner(), (string) $id ) : $grams->id;
			if ( microtime( true ) < $deadline ) {
				self::run_job( $grams_id, $deadline );
			}
		}
		$row = $this->imports->find_for_owner( $this->owner(), $id );
		return $row ? rest_ensure_response( $this->report( $row, self::REJECTS_LIST ) ) : $this->not_found( __( 'import', 'prism' ) );
	}

	/**
	 * Runs a job until the deadline. A database that cannot take the job's lock just now (SQLite answers "database
	 * is locked" while WP-Cron's runner is in the middle of a batch and another writer waits too long) is the same
	 * as a busy job: the import goes on there, and the answer says where it stands.
	 *
	 * @param int   $job_id   Job.
	 * @param float $deadline When to stop.
	 */
	private static function run_job( int $job_id, float $deadline ): void {
		try {
			( new Runner() )->run_job( $job_id, $deadline );
		} catch ( \RuntimeException $e ) {
			// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- operators need the cause; the member's import is not affected.
			error_log( 'PRISM: import run answered busy: ' . $e->getMessage() );
		}
	}

	/**
	 * POST imports/{id}/dismiss.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function dismiss( WP_REST_Request $request ) {
		$id = (int) $request['id'];
		if ( ! $this->imports->find_for_owner( $this->owner(), $id ) ) {
			return $this->not_found( __( 'import', 'prism' ) );
		}
		$this->imports->dismiss( $this->owner(), $id );
		$row = $this->imports->find_for_owner( $this->owner(), $id );
		return $row ? rest_ensure_response( $this->report( $row, self::REJECTS_LIST ) ) : $this->not_found( __( 'import', 'prism' ) );
	}

	/**
	 * An import as the API answers it.
	 *
	 * @param array<string, mixed> $row     Import row with its job's state.
	 * @param int                  $rejects Most rejected rows to list.
	 * @return array<string, mixed>
	 */
	private function report( array $row, int $rejects ): array {
		$state = (string) ( $row['job_state'] ?? Job::QUEUED );
		$total = (int) $row['total_rows'];
		$done  = min( $total, (int) ( $row['progress_done'] ?? 0 ) );
		if ( Job::DONE === $state ) {
			$done = $total;
		}
		$error = null;
		if ( Job::FAILED === $state ) {
			$error = __( 'The import stopped after several failed attempts. What it had imported is kept; Try again resumes where it stopped. If it fails again, the site administrator can find the cause in the PHP error log.', 'prism' );
		}
		return array(
			'id'           => (int) $row['id'],
			'jobId'        => (int) $row['job_id'],
			'source'       => (string) $row['source'],
			'kind'         => (string) $row['kind'],
			'fileType'     => (string) $row['file_type'],
			'fileName'     => (string) $row['file_name'],
			'mode'         => (string) $row['mode'],
			'state'        => in_array( $state, array( Job::QUEUED, Job::RUNNING, Job::DONE, Job::FAILED ), true ) ? $state : Job::QUEUED,
			'done'         => $done,
			'total'        => $total,
			'created'      => (int) $row['created_count'],
			'updated'      => (int) $row['updated_count'],
			'skipped'      => (int) $row['skipped_count'],
			'rejected'     => (int) $row['rejected_count'],
			'rejectedRows' => (int) $row['rejected_count'] > 0 ? $this->imports->rejects( (int) $row['id'], $rejects ) : array(),
			'error'        => $error,
			'dismissed'    => (bool) (int) $row['dismissed'],
			'createdAt'    => Db::iso( (string) $row['created_at'] ),
			'finishedAt'   => Db::iso( null === $row['finished_at'] ? null : (string) $row['finished_at'] ),
		);
	}

	/**
	 * The Import's schema.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( $this->schema ) {
			return $this->add_additional_fields_schema( $this->schema );
		}
		$int          = static fn( string $description ): array => array(
			'description' => $description,
			'type'        => 'integer',
		);
		$string       = static fn( string $description ): array => array(
			'description' => $description,
			'type'        => 'string',
		);
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'prism-import',
			'type'       => 'object',
			'properties' => array(
				'id'           => $int( __( 'Import id.', 'prism' ) ),
				'jobId'        => $int( __( 'The background job that runs it.', 'prism' ) ),
				'source'       => $string( __( 'Import source the contacts get: Google, LinkedIn, iCloud or CSV.', 'prism' ) ),
				'kind'         => $string( __( 'The layout found in the file: google, google-legacy, linkedin, vcard or csv.', 'prism' ) ),
				'fileType'     => $string( __( 'The file type chosen: Google CSV, LinkedIn CSV or iCloud CSV.', 'prism' ) ),
				'fileName'     => $string( __( 'The file\'s name, or the iCloud account.', 'prism' ) ),
				'mode'         => array( 'enum' => array( 'update', 'skip', 'create' ) ) + $string( __( 'What happens to rows matching a contact: update, skip or create.', 'prism' ) ),
				'state'        => array( 'enum' => array( Job::QUEUED, Job::RUNNING, Job::DONE, Job::FAILED ) ) + $string( __( 'Where the import stands.', 'prism' ) ),
				'done'         => $int( __( 'Rows read so far.', 'prism' ) ),
				'total'        => $int( __( 'Rows in the file.', 'prism' ) ),
				'created'      => $int( __( 'Contacts created.', 'prism' ) ),
				'updated'      => $int( __( 'Contacts updated.', 'prism' ) ),
				'skipped'      => $int( __( 'Rows skipped because the contact was already there.', 'prism' ) ),
				'rejected'     => $int( __( 'Rows that could not be imported.', 'prism' ) ),
				'rejectedRows' => array(
					'description' => __( 'Rows that could not be imported: row number, reason and a few words of the row.', 'prism' ),
					'type'        => 'array',
				),
				'error'        => array(
					'description' => __( 'Why the import stopped, for the member; null when it did not.', 'prism' ),
					'type'        => array( 'string', 'null' ),
				),
				'dismissed'    => array(
					'description' => __( 'Whether the member has dismissed the finished import.', 'prism' ),
					'type'        => 'boolean',
				),
				'createdAt'    => $string( __( 'When the import started (UTC).', 'prism' ) ),
				'finishedAt'   => array(
					'description' => __( 'When it finished (UTC), or null.', 'prism' ),
					'type'        => array( 'string', 'null' ),
				),
			),
		);
		return $this->add_additional_fields_schema( $this->schema );
	}
}

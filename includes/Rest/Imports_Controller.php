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

use Prism\Data\Contact_Repository;
use Prism\Data\Db;
use Prism\Data\Import_Match_Repository;
use Prism\Data\Import_Repository;
use Prism\Data\Job;
use Prism\Data\Job_Repository;
use Prism\Domain\Contact_Fields;
use Prism\Domain\Invalid_Input;
use Prism\Import\Import_Grams_Job;
use Prism\Import\Import_Job;
use Prism\Import\Import_Match;
use Prism\Import\Import_Separation;
use Prism\Jobs\Queue;
use Prism\Jobs\Runner;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Import status routes.
 */
final class Imports_Controller extends Base_Controller {

	/** Seconds POST imports/{id}/run works before it answers. */
	public const RUN_BUDGET = 1.5;

	/** Rows of the import report's matches a page, by default and at most. */
	private const MATCHES_PAGE = 50;
	private const MATCHES_MAX  = 200;

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
		$this->route(
			'/imports/(?P<id>\d+)/matches',
			WP_REST_Server::READABLE,
			'get_matches',
			$id + array(
				'page'     => array(
					'description' => __( 'Page, from 1.', 'prism' ),
					'type'        => 'integer',
					'minimum'     => 1,
					'maximum'     => Contacts_Controller::MAX_PAGE,
					'default'     => 1,
				),
				'per_page' => array(
					'description' => __( 'Rows a page.', 'prism' ),
					'type'        => 'integer',
					'minimum'     => 1,
					'maximum'     => self::MATCHES_MAX,
					'default'     => self::MATCHES_PAGE,
				),
				'outcome'  => array(
					'description' => __( 'Only the rows with this outcome: updated, unchanged, kept_apart or separated.', 'prism' ),
					'type'        => 'string',
					'enum'        => Import_Match::OUTCOMES,
				),
			)
		);
		$this->route(
			'/imports/(?P<id>\d+)/matches/(?P<match>\d+)/separate',
			WP_REST_Server::CREATABLE,
			'separate',
			$id + array( 'match' => self::id_arg( __( 'A row of the import report.', 'prism' ) ) )
		);
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
		return rest_ensure_response( ( new Contact_Repository() )->import_source_counts( $this->owner() ) );
	}

	/**
	 * GET imports/{id}.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_one( WP_REST_Request $request ) {
		$row = $this->imports->find_for_owner( $this->owner(), (int) $request['id'] );
		return $row ? rest_ensure_response( $this->report( $row, self::REJECTS_ONE ) ) : $this->import_not_found();
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
			return $this->import_not_found();
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
		return $row ? rest_ensure_response( $this->report( $row, self::REJECTS_LIST ) ) : $this->import_not_found();
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
			return $this->import_not_found();
		}
		$this->imports->dismiss( $this->owner(), $id );
		$row = $this->imports->find_for_owner( $this->owner(), $id );
		return $row ? rest_ensure_response( $this->report( $row, self::REJECTS_LIST ) ) : $this->import_not_found();
	}

	/**
	 * GET imports/{id}/matches: the rows of the import that shared an email, a phone number or a profile with a
	 * contact (or, with none of these, the exact name and company), in file order: which contact each went into or was
	 * kept apart from, and why. X-WP-Total and X-WP-TotalPages count them.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_matches( WP_REST_Request $request ) {
		$id = (int) $request['id'];
		if ( ! $this->imports->find_for_owner( $this->owner(), $id ) ) {
			return $this->import_not_found();
		}
		$per_page = (int) $request['per_page'];
		$outcome  = isset( $request['outcome'] ) ? (string) $request['outcome'] : null;
		$matches  = new Import_Match_Repository();
		$counts   = $matches->counts( $this->owner(), $id );
		$total    = null === $outcome ? array_sum( $counts ) : (int) ( $counts[ $outcome ] ?? 0 );
		$rows     = $matches->page( $this->owner(), $id, $outcome, ( (int) $request['page'] - 1 ) * $per_page, $per_page );
		return $this->paged( array_map( array( self::class, 'match' ), $rows ), $total, $per_page );
	}

	/**
	 * POST imports/{id}/matches/{match}/separate: what the row added to the contact is taken back and the row becomes
	 * a contact of its own (Import\Import_Separation); answers the row as GET imports/{id}/matches lists it now. 409
	 * when it cannot be (already separated, nothing was added, or the contact is gone): nothing changes.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function separate( WP_REST_Request $request ) {
		$id    = (int) $request['id'];
		$match = (int) $request['match'];
		$repo  = new Import_Match_Repository();
		if ( ! $this->imports->find_for_owner( $this->owner(), $id ) || ! $repo->find( $this->owner(), $id, $match ) ) {
			return $this->not_found( __( 'That row of the import report does not exist.', 'prism' ) );
		}
		try {
			( new Import_Separation() )->separate( $this->owner(), $id, $match );
		} catch ( Invalid_Input $e ) {
			return new \WP_Error( 'prism_cannot_separate', $e->getMessage(), array( 'status' => 409 ) );
		}
		foreach ( $repo->page( $this->owner(), $id, Import_Match::SEPARATED, 0, self::MATCHES_MAX ) as $row ) {
			if ( (int) $row['id'] === $match ) {
				return rest_ensure_response( self::match( $row ) );
			}
		}
		return $this->not_found( __( 'That row of the import report does not exist.', 'prism' ) );
	}

	/**
	 * A row of the import report as the API answers it.
	 *
	 * @param array<string, mixed> $row Import_Match_Repository::page() row.
	 * @return array<string, mixed>
	 */
	private static function match( array $row ): array {
		$outcome = (string) $row['outcome'];
		$contact = self::person( $row, 'c_' );
		return array(
			'id'               => (int) $row['id'],
			'row'              => (int) $row['file_row'],
			'rowName'          => (string) $row['row_name'],
			'outcome'          => in_array( $outcome, Import_Match::OUTCOMES, true ) ? $outcome : Import_Match::UNCHANGED,
			'reasons'          => array_values( array_intersect( Import_Match::REASONS, explode( ',', (string) $row['reasons'] ) ) ),
			'contact'          => $contact,
			'separatedContact' => self::person( $row, 's_' ),
			'canSeparate'      => Import_Match::UPDATED === $outcome && null !== $contact && (bool) (int) $row['has_undo'],
		);
	}

	/**
	 * A contact a report row names, as {id, name}; null when it is gone.
	 *
	 * @param array<string, mixed> $row    Import_Match_Repository::page() row.
	 * @param string               $prefix Its columns' prefix (c_ or s_).
	 * @return array{id: int, name: string}|null
	 */
	private static function person( array $row, string $prefix ): ?array {
		if ( empty( $row[ $prefix . 'id' ] ) ) {
			return null;
		}
		return array(
			'id'   => (int) $row[ $prefix . 'id' ],
			'name' => Contact_Fields::display_name(
				array(
					'firstName' => (string) $row[ $prefix . 'first_name' ],
					'lastName'  => (string) $row[ $prefix . 'last_name' ],
					'emailOne'  => (string) $row[ $prefix . 'email_one' ],
					'company'   => (string) $row[ $prefix . 'company' ],
				)
			),
		);
	}

	/**
	 * The answer for an import that does not exist or is another member's.
	 */
	private function import_not_found(): \WP_Error {
		return $this->not_found( __( 'That import does not exist. It may have been removed after 30 days.', 'prism' ) );
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
			'keptApart'    => (int) ( $row['kept_apart_count'] ?? 0 ),
			'matchCounts'  => self::match_counts( ( new Import_Match_Repository() )->counts( (int) $row['owner_id'], (int) $row['id'] ) ),
			'rejectedRows' => (int) $row['rejected_count'] > 0 ? $this->imports->rejects( (int) $row['id'], $rejects ) : array(),
			'error'        => $error,
			'dismissed'    => (bool) (int) $row['dismissed'],
			'createdAt'    => Db::iso( (string) $row['created_at'] ),
			'finishedAt'   => Db::iso( null === $row['finished_at'] ? null : (string) $row['finished_at'] ),
		);
	}

	/**
	 * Rows of the report by outcome, every outcome present.
	 *
	 * @param array<string, int> $counts Outcome => rows.
	 * @return array{updated: int, unchanged: int, keptApart: int, separated: int}
	 */
	private static function match_counts( array $counts ): array {
		return array(
			'updated'   => (int) ( $counts[ Import_Match::UPDATED ] ?? 0 ),
			'unchanged' => (int) ( $counts[ Import_Match::UNCHANGED ] ?? 0 ),
			'keptApart' => (int) ( $counts[ Import_Match::KEPT_APART ] ?? 0 ),
			'separated' => (int) ( $counts[ Import_Match::SEPARATED ] ?? 0 ),
		);
	}

	/**
	 * The Import's schema.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		$int    = static fn( string $description ): array => array(
			'description' => $description,
			'type'        => 'integer',
		);
		$string = static fn( string $description ): array => array(
			'description' => $description,
			'type'        => 'string',
		);
		return $this->item_schema(
			'prism-import',
			fn(): array => array(
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
				'keptApart'    => $int( __( 'Rows that became contacts of their own although they share an email, phone number or profile with a contact of another name.', 'prism' ) ),
				'matchCounts'  => array(
					'description' => __( 'Rows of the report by what the import did: updated, unchanged, keptApart, separated.', 'prism' ),
					'type'        => 'object',
				),
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
			)
		);
	}
}

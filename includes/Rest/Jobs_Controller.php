<?php
/**
 * Job routes for a page that waits on a member's background job (an import, say):
 *
 * - `GET jobs/{id}`: the job's state and progress.
 * - `POST jobs/{id}/run`: runs the job for a bounded time (at least one slice, about a second and a half), so the job moves
 *   on while its page is open even when cron is slow, then answers the same status.
 *
 * Only the member's own jobs: another member's job and a site job answer 404, like a job that does not exist.
 *
 * @package Prism
 */

namespace Prism\Rest;

use Prism\Data\Db;
use Prism\Data\Job;
use Prism\Data\Job_Repository;
use Prism\Jobs\Runner;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Jobs controller.
 */
final class Jobs_Controller extends Base_Controller {

	/** Seconds a POST jobs/{id}/run works on the job (it runs at least one slice). */
	public const RUN_BUDGET = 1.5;

	/**
	 * Job storage.
	 *
	 * @var Job_Repository
	 */
	private Job_Repository $jobs;

	/**
	 * Wires the repository.
	 */
	public function __construct() {
		$this->jobs = new Job_Repository();
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$id = array( 'id' => self::id_arg( __( 'Job id.', 'prism' ) ) );
		register_rest_route(
			$this->namespace,
			'/jobs/(?P<id>\d+)',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'require_member' ),
					'args'                => $id,
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
		register_rest_route(
			$this->namespace,
			'/jobs/(?P<id>\d+)/run',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'run' ),
					'permission_callback' => array( $this, 'require_member' ),
					'args'                => $id,
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * GET jobs/{id}.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_item( $request ) {
		$job = $this->jobs->find_for_owner( $this->owner(), (int) $request['id'] );
		if ( ! $job ) {
			return $this->job_not_found();
		}
		return rest_ensure_response( $this->status( $job ) );
	}

	/**
	 * POST jobs/{id}/run.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function run( WP_REST_Request $request ) {
		$id = (int) $request['id'];
		if ( ! $this->jobs->find_for_owner( $this->owner(), $id ) ) {
			return $this->job_not_found();
		}
		try {
			// Busy (cron holds it), waiting for a retry, or finished: the status says so, nothing else to do here.
			( new Runner() )->run_job( $id, microtime( true ) + self::RUN_BUDGET );
		} catch ( \Throwable $e ) {
			return $this->failed( $e );
		}
		$job = $this->jobs->find_for_owner( $this->owner(), $id );
		return $job ? rest_ensure_response( $this->status( $job ) ) : $this->job_not_found();
	}

	/**
	 * What a page shows about a job.
	 *
	 * @param Job $job Job.
	 * @return array<string, mixed>
	 */
	public function status( Job $job ): array {
		$error = null;
		if ( Job::FAILED === $job->state ) {
			$error = sprintf(
				/* translators: %d: number of attempts. */
				_n(
					'This job stopped after %d failed attempt. What it had finished is kept; the site administrator can find the cause in the PHP error log.',
					'This job stopped after %d failed attempts. What it had finished is kept; the site administrator can find the cause in the PHP error log.',
					$job->attempts,
					'prism'
				),
				$job->attempts
			);
		} elseif ( $job->attempts > 0 ) {
			$error = sprintf(
				/* translators: %d: number of attempts. */
				_n(
					'The last step failed %d time. It will be tried again shortly.',
					'The last step failed %d times in a row. It will be tried again shortly.',
					$job->attempts,
					'prism'
				),
				$job->attempts
			);
		}
		return array(
			'id'         => $job->id,
			'type'       => $job->type,
			'state'      => $job->state,
			'done'       => $job->done,
			'total'      => $job->total,
			'attempts'   => $job->attempts,
			'error'      => $error,
			'retryAt'    => $job->finished() || $job->due ? null : gmdate( 'c', $job->run_after ),
			'createdAt'  => Db::iso( $job->created_at ),
			'updatedAt'  => Db::iso( $job->updated_at ),
			'finishedAt' => Db::iso( $job->finished_at ),
			// A bulk action's outcome so far (Service\Bulk_Contacts_Job): contacts changed, and left as they were.
			'changed'    => isset( $job->cursor['changed'] ) ? (int) $job->cursor['changed'] : null,
			'left'       => isset( $job->cursor['left'] ) ? (int) $job->cursor['left'] : null,
		);
	}

	/**
	 * Schema of a job status.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		$date = array(
			'type'   => array( 'string', 'null' ),
			'format' => 'date-time',
		);
		return $this->item_schema(
			'prism-job',
			fn(): array => array(
				'id'         => array(
					'description' => __( 'Job id.', 'prism' ),
					'type'        => 'integer',
				),
				'type'       => array(
					'description' => __( 'Kind of job.', 'prism' ),
					'type'        => 'string',
				),
				'state'      => array(
					'description' => __( 'Where the job stands.', 'prism' ),
					'type'        => 'string',
					'enum'        => array( Job::QUEUED, Job::RUNNING, Job::DONE, Job::FAILED ),
				),
				'done'       => array(
					'description' => __( 'Items done so far.', 'prism' ),
					'type'        => 'integer',
				),
				'total'      => array(
					'description' => __( 'Items in all; 0 while not yet known.', 'prism' ),
					'type'        => 'integer',
				),
				'attempts'   => array(
					'description' => __( 'Failed attempts of the current step, in a row.', 'prism' ),
					'type'        => 'integer',
				),
				'error'      => array(
					'description' => __( 'What went wrong, for the member; null when nothing did.', 'prism' ),
					'type'        => array( 'string', 'null' ),
				),
				'retryAt'    => array_merge( $date, array( 'description' => __( 'When a failed step is tried again, or null.', 'prism' ) ) ),
				'createdAt'  => array_merge( $date, array( 'description' => __( 'When the job was created.', 'prism' ) ) ),
				'updatedAt'  => array_merge( $date, array( 'description' => __( 'When the job last changed.', 'prism' ) ) ),
				'finishedAt' => array_merge( $date, array( 'description' => __( 'When the job finished, or null.', 'prism' ) ) ),
				'changed'    => array(
					'description' => __( 'A bulk action: contacts changed so far; null for other jobs.', 'prism' ),
					'type'        => array( 'integer', 'null' ),
				),
				'left'       => array(
					'description' => __( 'A bulk action: contacts left as they were (already further along, or gone); null for other jobs.', 'prism' ),
					'type'        => array( 'integer', 'null' ),
				),
			)
		);
	}

	/**
	 * The 404 for a job that is not the member's (or no longer kept): a sentence the progress card can show.
	 */
	private function job_not_found(): \WP_Error {
		return $this->not_found( __( 'That background task does not exist. It may have finished and been cleared.', 'prism' ) );
	}
}

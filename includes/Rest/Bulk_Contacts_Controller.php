<?php
/**
 * `POST bulk-contacts/{wordpressId}`: a bulk action on a selection of the contact list (issue 30, part 5): move to a
 * networking stage, set a keep-in-touch cadence, add the same follow-up, archive. One id that is not the member's
 * refuses the whole request (404) and a wrong value answers 400 naming it; nothing is changed then. Otherwise the
 * action is a job (Service\Bulk_Contacts_Job): this request runs it for up to Jobs_Controller::RUN_BUDGET seconds
 * (a selection of a few hundred contacts is done by then) and answers its status, with the counts changed and left as
 * they were; the page drives the rest with `POST jobs/{id}/run`, showing the progress.
 *
 * @package Prism
 */

namespace Prism\Rest;

use Prism\Data\Contact_Repository;
use Prism\Data\Job_Repository;
use Prism\Jobs\Queue;
use Prism\Jobs\Runner;
use Prism\Service\Bulk_Contacts;
use Prism\Service\Bulk_Contacts_Job;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Bulk contact actions controller.
 */
final class Bulk_Contacts_Controller extends Base_Controller {

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		$this->route(
			'/bulk-contacts/(?P<wordpressId>\d+)',
			WP_REST_Server::CREATABLE,
			'start',
			array(
				'wordpressId' => self::wordpress_id_arg(),
				'idList'      => self::id_list_arg(),
				'action'      => array(
					'description' => __( 'What to do to the selected contacts: process (move to a networking stage), cadence, followup (add one to each), archive.', 'prism' ),
					'type'        => 'string',
					'enum'        => Bulk_Contacts::ACTIONS,
					'required'    => true,
				),
				'stage'       => array(
					'description' => __( 'process: the stage to move to, 0 (BUILD) to 5 (MAINTAIN).', 'prism' ),
					'type'        => 'integer',
					'minimum'     => 0,
					'maximum'     => 5,
				),
				'complete'    => array(
					'description' => __( 'process: whether that stage is complete (true) or in progress (false).', 'prism' ),
					'type'        => 'boolean',
				),
				'cadenceDays' => array(
					'description' => __( 'cadence: keep in touch every this many days, or null for no cadence of their own.', 'prism' ),
					'type'        => array( 'integer', 'null' ),
				),
				'title'       => array(
					'description' => __( 'followup: its title, as typed.', 'prism' ),
					'type'        => 'string',
				),
				'desc'        => array(
					'description' => __( 'followup: its description, as typed.', 'prism' ),
					'type'        => 'string',
				),
				'date'        => array(
					'description' => __( 'followup: the day to follow up, YYYY-MM-DD.', 'prism' ),
					'type'        => 'string',
				),
			)
		);
	}

	/**
	 * The status of a job (Jobs_Controller's).
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		return ( new Jobs_Controller() )->get_item_schema();
	}

	/**
	 * POST bulk-contacts/{wordpressId}.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function start( WP_REST_Request $request ) {
		$owner = $this->owner();
		$ids   = array_map( 'intval', (array) $request['idList'] );
		if ( ! ( new Contact_Repository() )->owns_all( $owner, $ids ) ) {
			return $this->contact_not_found();
		}
		$action = (string) $request['action'];
		$values = Bulk_Contacts::check( $action, $request->get_params() );
		$id     = Queue::enqueue( Bulk_Contacts_Job::TYPE, $owner, wp_generate_uuid4(), Bulk_Contacts_Job::cursor( $action, $values, $ids ) );
		( new Runner() )->run_job( $id, microtime( true ) + Jobs_Controller::RUN_BUDGET );
		$job = ( new Job_Repository() )->find_for_owner( $owner, $id );
		if ( ! $job ) {
			return $this->not_found( __( 'That job does not exist.', 'prism' ) );
		}
		$response = rest_ensure_response( ( new Jobs_Controller() )->status( $job ) );
		$response->set_status( $job->finished() ? 200 : 202 );
		return $response;
	}
}

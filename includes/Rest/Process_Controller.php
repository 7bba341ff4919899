<?php
/**
 * Networking process routes: the series with its guidance, one contact's process object (read and save), weekly
 * progress, and the contacts due to reach out.
 *
 * @package Prism
 */

namespace Prism\Rest;

use Prism\Data\Contact_Repository;
use Prism\Data\Keep_In_Touch_Repository;
use Prism\Data\Process_Conflict;
use Prism\Data\Process_Repository;
use Prism\Data\Series_Repository;
use Prism\Domain\Cadence;
use Prism\Domain\Calendar_Date;
use Prism\Domain\Contact_Fields;
use Prism\Domain\Networking_Stages;
use Prism\Domain\Process_Rules;
use Prism\Service\Process_Service;
use WP_Error;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Networking process controller.
 */
final class Process_Controller extends Base_Controller {

	/** Progress goal per stage (spec section 9). */
	public const GOAL = 10;

	/** Days weekly progress counts, today included. */
	public const WEEK = 7;

	/** Most contacts the reach-out list answers. */
	public const REACH_OUT_LIMIT = 50;

	/**
	 * Process storage.
	 *
	 * @var Process_Repository
	 */
	private Process_Repository $processes;

	/**
	 * Series storage.
	 *
	 * @var Series_Repository
	 */
	private Series_Repository $series;

	/**
	 * Wires the repositories.
	 */
	public function __construct() {
		$this->processes = new Process_Repository();
		$this->series    = new Series_Repository();
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$owner   = array( 'wordpressId' => self::wordpress_id_arg() );
		$contact = array( 'contactId' => self::id_arg( __( 'Contact id.', 'prism' ) ) );
		$this->route( '/networking-series/(?P<wordpressId>\d+)', WP_REST_Server::READABLE, 'get_series', $owner );
		$this->route( '/networking-process-object/(?P<contactId>\d+)', WP_REST_Server::READABLE, 'get_process', $contact, self::MEMBER );
		$this->route(
			'/update-networking-process-object',
			WP_REST_Server::CREATABLE,
			'update_process',
			$contact + array(
				'id'          => self::id_arg( __( 'The process id the GET answered.', 'prism' ) ),
				'obj'         => array(
					'description' => __( 'The whole process object.', 'prism' ),
					'type'        => 'object',
					'required'    => true,
				),
				'version'     => array(
					'description' => __( 'The version the object was loaded at; a save over a newer one is refused (409).', 'prism' ),
					'type'        => 'integer',
					'minimum'     => 0,
				),
				'wordpressId' => self::wordpress_id_arg( false ),
			)
		);
		$this->route( '/networking-progress/(?P<wordpressId>\d+)', WP_REST_Server::READABLE, 'get_progress', $owner );
		$this->route( '/reach-out/(?P<wordpressId>\d+)', WP_REST_Server::READABLE, 'get_reach_out', $owner );
	}

	/**
	 * GET networking-series/{wordpressId}: the networking series with every stage's guidance.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_series( WP_REST_Request $request ) {
		unset( $request );
		$series = $this->series->networking();
		unset( $series['nextTaskId'], $series['nextResourceId'] );
		return rest_ensure_response( $series );
	}

	/**
	 * GET networking-process-object/{contactId}: {object (or null), id, version}.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_process( WP_REST_Request $request ) {
		$contact_id = (int) $request['contactId'];
		if ( ! $this->owns_contact( $contact_id ) ) {
			return $this->contact_not_found();
		}
		return rest_ensure_response( $this->answer_for( $this->processes->ensure( $this->owner(), $contact_id ) ) );
	}

	/**
	 * POST update-networking-process-object: checks the object against the series, stores it with the contact's
	 * stage, completions and keep-in-touch date, and answers the stored object, the contact's position and the
	 * follow-ups the change offers. A save made from an older version answers 409 with what is stored now.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function update_process( WP_REST_Request $request ) {
		$contact_id = (int) $request['contactId'];
		if ( ! $this->owns_contact( $contact_id ) ) {
			return $this->contact_not_found();
		}
		$owner = $this->owner();
		// The id is the one GET networking-process-object answered (and created); a refused save creates nothing.
		$current = $this->processes->find( $owner, $contact_id );
		if ( ! $current || (int) $request['id'] !== $current['id'] ) {
			return $this->bad_request(
				__( 'This process object belongs to another contact. Reload the page and try again.', 'prism' ),
				array( 'errors' => array( 'id' => __( 'Not this contact\'s process.', 'prism' ) ) )
			);
		}
		$series   = $this->series->networking();
		$obj      = (array) $request['obj'];
		$object   = Process_Rules::validate( $obj, $series, $current['id'] );
		$expected = $request['version'] ?? ( isset( $obj['version'] ) && is_int( $obj['version'] ) ? $obj['version'] : null );
		$today    = wp_date( 'Y-m-d' );
		try {
			$saved = ( new Process_Service() )->store( $owner, $contact_id, $object, null === $expected ? null : (int) $expected, $today );
		} catch ( Process_Conflict $conflict ) {
			return new WP_Error(
				'prism_process_conflict',
				__( 'This contact\'s process was changed in another tab or window. The latest version is loaded; please make your change again.', 'prism' ),
				array(
					'status'  => 409,
					'current' => $this->answer_for( $conflict->current ),
				)
			);
		}
		$row = ( new Contact_Repository() )->find( $owner, $contact_id );
		return rest_ensure_response(
			$this->answer_for( $saved ) + array(
				'networkingStage'  => (int) ( $row['networking_stage'] ?? Networking_Stages::NONE ),
				'networkingStatus' => Networking_Stages::STATUS_LABELS[ $row['networking_status'] ?? '' ] ?? '',
				'reachOutOn'       => Cadence::day_or_null( $row['reach_out_by'] ?? null ),
				'offers'           => Process_Rules::offers( Process_Rules::align( $saved['before'], $series, $saved['id'] ), $saved['object'], $series, $today ),
			)
		);
	}

	/**
	 * GET networking-progress/{wordpressId}: how many contacts completed each stage in the seven days ending
	 * today (site time), and that as a percentage of the goal of 10 (capped at 100).
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_progress( WP_REST_Request $request ) {
		unset( $request );
		$to     = wp_date( 'Y-m-d' );
		$from   = Calendar_Date::add_days( $to, 1 - self::WEEK );
		$counts = $this->processes->completed_between( $this->owner(), $from, $to );
		$answer = array( 'counts' => $counts );
		foreach ( Networking_Stages::NAMES as $i => $name ) {
			$answer[ ucfirst( strtolower( $name ) ) . 'Complete' ] = (int) min( 100, round( $counts[ $i ] * 100 / self::GOAL ) );
		}
		return rest_ensure_response(
			$answer + array(
				'goal' => self::GOAL,
				'from' => $from,
				'to'   => $to,
			)
		);
	}

	/**
	 * GET reach-out/{wordpressId}: contacts whose day to reach out by has come (Domain\Cadence: a cadence of their
	 * own, of a category, or MAINTAIN's), the most overdue first (at most 50), with their last touch, and how many
	 * there are in all.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_reach_out( WP_REST_Request $request ) {
		unset( $request );
		$due   = ( new Keep_In_Touch_Repository() )->due( $this->owner(), wp_date( 'Y-m-d' ), self::REACH_OUT_LIMIT );
		$items = array();
		foreach ( $due['rows'] as $row ) {
			$values  = Contact_Fields::from_row( $row );
			$items[] = array(
				'contact'    => array(
					'id'        => (int) $row['id'],
					'name'      => Contact_Fields::display_name( $values ),
					'firstName' => (string) $values['firstName'],
					'lastName'  => (string) $values['lastName'],
					'emailOne'  => (string) $values['emailOne'],
					'phoneOne'  => (string) $values['phoneOne'],
				),
				'reachOutOn' => (string) Cadence::day_or_null( $row['reach_out_by'] ),
				'touchedOn'  => null === $row['touched_on'] ? null : substr( (string) $row['touched_on'], 0, 10 ),
			);
		}
		return rest_ensure_response(
			array(
				'items' => $items,
				'total' => $due['total'],
			)
		);
	}

	/**
	 * A stored process as the API answers it: the object read against the series as it is now, with its version.
	 *
	 * @param array{id: int, object: array<string, mixed>|null, version: int} $row Stored process.
	 * @return array{object: array<string, mixed>|null, id: int, version: int}
	 */
	private function answer_for( array $row ): array {
		$object = Process_Rules::align( $row['object'], $this->series->networking(), $row['id'] );
		if ( null !== $object ) {
			$object['version'] = $row['version'];
		}
		return array(
			'object'  => $object,
			'id'      => $row['id'],
			'version' => $row['version'],
		);
	}

	/**
	 * The schema of the process answer.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		return $this->item_schema(
			'prism-networking-process',
			fn(): array => array(
				'object'  => array(
					'description' => __( 'The process object, or null until first saved.', 'prism' ),
					'type'        => array( 'object', 'null' ),
					'context'     => array( 'view' ),
				),
				'id'      => array(
					'description' => __( 'The process id.', 'prism' ),
					'type'        => 'integer',
					'context'     => array( 'view' ),
				),
				'version' => array(
					'description' => __( 'The stored version.', 'prism' ),
					'type'        => 'integer',
					'context'     => array( 'view' ),
				),
			)
		);
	}
}

<?php
/**
 * Contact routes: the full list, one contact, the paginated list query, bulk delete, merge of two contacts and
 * the stage counts.
 *
 * @package Prism
 */

namespace Prism\Rest;

use Prism\Data\Contact_Repository;
use Prism\Data\Merge_Repository;
use Prism\Domain\Contact_Fields;
use Prism\Domain\Contact_Query;
use Prism\Domain\Networking_Stages;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Contacts controller.
 */
final class Contacts_Controller extends Base_Controller {

	/**
	 * Contact storage.
	 *
	 * @var Contact_Repository
	 */
	private Contact_Repository $contacts;

	/**
	 * Wires the repository.
	 */
	public function __construct() {
		$this->contacts = new Contact_Repository();
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$owner_route = array( 'wordpressId' => self::wordpress_id_arg() );

		register_rest_route(
			$this->namespace,
			'/contacts/(?P<wordpressId>\d+)',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_all' ),
				'permission_callback' => array( $this, 'require_owner' ),
				'args'                => $owner_route,
			)
		);
		register_rest_route(
			$this->namespace,
			'/contact-detail/(?P<contactId>\d+)',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_detail' ),
				'permission_callback' => array( $this, 'require_member' ),
				'args'                => array( 'contactId' => self::id_arg( __( 'Contact id.', 'prism' ) ) ),
			)
		);
		register_rest_route(
			$this->namespace,
			'/contact-list/(?P<wordpressId>\d+)',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_list' ),
				'permission_callback' => array( $this, 'require_owner' ),
				'args'                => array_merge( $owner_route, self::list_args() ),
			)
		);
		register_rest_route(
			$this->namespace,
			'/contact-list-ids/(?P<wordpressId>\d+)',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_list_ids' ),
				'permission_callback' => array( $this, 'require_owner' ),
				'args'                => array_merge( $owner_route, self::list_args() ),
			)
		);
		register_rest_route(
			$this->namespace,
			'/networking-stages-status/(?P<wordpressId>\d+)',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_stage_counts' ),
				'permission_callback' => array( $this, 'require_owner' ),
				'args'                => $owner_route,
			)
		);
		register_rest_route(
			$this->namespace,
			'/delete-contact',
			array(
				'methods'             => WP_REST_Server::DELETABLE,
				'callback'            => array( $this, 'delete_many' ),
				'permission_callback' => array( $this, 'require_owner' ),
				'args'                => array(
					'idList'      => self::id_list_arg(),
					'wordpressId' => self::wordpress_id_arg(),
				),
			)
		);
		register_rest_route(
			$this->namespace,
			'/collide-and-merge',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'merge_pair' ),
				'permission_callback' => array( $this, 'require_owner' ),
				'args'                => array(
					'idList'      => self::id_list_arg( 2, 2 ),
					'wordpressId' => self::wordpress_id_arg(),
				),
			)
		);
	}

	/**
	 * Arguments of the list query.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function list_args(): array {
		return array(
			'q'            => array(
				'description'       => __( 'Search text: name, email, phone, company or note text.', 'prism' ),
				'type'              => 'string',
				'default'           => '',
				'maxLength'         => 200,
				// A custom sanitize_callback turns off WordPress's schema check, so it is asked for explicitly.
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => static fn( $v ) => trim( sanitize_text_field( (string) $v ) ),
			),
			'category'     => array(
				'description' => __( 'Category names; a contact must have all of them.', 'prism' ),
				'type'        => 'array',
				'items'       => array(
					'type'      => 'string',
					'maxLength' => 191,
				),
				'default'     => array(),
			),
			'importSource' => array(
				'description' => __( 'Import sources; a contact must have all of them.', 'prism' ),
				'type'        => 'array',
				'items'       => array(
					'type' => 'string',
					'enum' => Contact_Fields::IMPORT_SOURCES,
				),
				'default'     => array(),
			),
			'process'      => array(
				'description' => __( 'Active (in the networking process) or Inactive.', 'prism' ),
				'type'        => 'array',
				'items'       => array(
					'type' => 'string',
					'enum' => array( 'Active', 'Inactive' ),
				),
				'default'     => array(),
			),
			'stage'        => array(
				'description' => __( 'Stage indexes 0 (BUILD) to 5 (MAINTAIN).', 'prism' ),
				'type'        => 'array',
				'items'       => array(
					'type'    => 'integer',
					'minimum' => 0,
					'maximum' => count( Networking_Stages::NAMES ) - 1,
				),
				'default'     => array(),
			),
			'status'       => array(
				'description' => __( 'Status at the contact\'s current stage.', 'prism' ),
				'type'        => 'array',
				'items'       => array(
					'type' => 'string',
					'enum' => array_values( Networking_Stages::STATUS_LABELS ),
				),
				'default'     => array(),
			),
			'order'        => array(
				'description' => __( 'Sort: by name ascending or descending, or newest first.', 'prism' ),
				'type'        => 'string',
				'enum'        => Contact_Query::ORDERS,
				'default'     => 'name_asc',
			),
			'page'         => array(
				'description' => __( 'Page number, from 1.', 'prism' ),
				'type'        => 'integer',
				'minimum'     => 1,
				'default'     => 1,
			),
			'per_page'     => array(
				'description' => __( 'Rows per page.', 'prism' ),
				'type'        => 'integer',
				'minimum'     => 1,
				'maximum'     => Contact_Query::MAX_PER_PAGE,
				'default'     => Contact_Query::PER_PAGE,
			),
		);
	}

	/**
	 * GET contacts/{wordpressId}: every contact of the member.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_all( WP_REST_Request $request ) {
		unset( $request );
		return rest_ensure_response( new Contact_List_Stream( $this->owner() ) );
	}

	/**
	 * GET contact-detail/{contactId}: one contact.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_detail( WP_REST_Request $request ) {
		$contact = $this->contacts->find( $this->owner(), (int) $request['contactId'] );
		return $contact ? rest_ensure_response( $contact ) : $this->not_found( __( 'contact', 'prism' ) );
	}

	/**
	 * GET contact-list/{wordpressId}: one page of the filtered list, with X-WP-Total and X-WP-TotalPages.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_list( WP_REST_Request $request ) {
		$query  = self::query_from( $request );
		$result = $this->contacts->query( $this->owner(), $query );
		return $this->paged( $result['items'], $result['total'], $query->per_page );
	}

	/**
	 * GET contact-list-ids/{wordpressId}: ids of every contact the filters match (select-all).
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_list_ids( WP_REST_Request $request ) {
		return rest_ensure_response( $this->contacts->query_ids( $this->owner(), self::query_from( $request ) ) );
	}

	/**
	 * GET networking-stages-status/{wordpressId}: a list whose first item holds the stage counts.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_stage_counts( WP_REST_Request $request ) {
		unset( $request );
		$counts = $this->contacts->stage_counts( $this->owner() );
		$flat   = array(
			'Active'     => $counts['active'],
			'InActive'   => $counts['inactive'],
			'InProgress' => array_sum( array_column( $counts['stages'], 'inProgress' ) ),
			'Complete'   => array_sum( array_column( $counts['stages'], 'complete' ) ),
		);
		foreach ( Networking_Stages::NAMES as $i => $name ) {
			$label                         = ucfirst( strtolower( $name ) );
			$flat[ $label . 'InProgress' ] = $counts['stages'][ $i ]['inProgress'];
			$flat[ $label . 'Complete' ]   = $counts['stages'][ $i ]['complete'];
		}
		return rest_ensure_response( array( $flat ) );
	}

	/**
	 * DELETE delete-contact: deletes the listed contacts with their notes, follow-ups, events and suggestions.
	 * One id that is not the member's refuses the whole request and changes nothing.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function delete_many( WP_REST_Request $request ) {
		$ids = array_map( 'intval', (array) $request['idList'] );
		if ( ! $this->contacts->owns_all( $this->owner(), $ids ) ) {
			return $this->not_found( __( 'contact', 'prism' ) );
		}
		try {
			$deleted = $this->contacts->delete_many( $this->owner(), $ids );
		} catch ( \Throwable $e ) {
			return $this->failed( $e );
		}
		return rest_ensure_response(
			array(
				'deleted' => $deleted,
				'idList'  => $ids,
			)
		);
	}

	/**
	 * POST collide-and-merge: merges the second contact into the first and answers the new contact list.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function merge_pair( WP_REST_Request $request ) {
		$ids = array_map( 'intval', (array) $request['idList'] );
		if ( ! $this->contacts->owns_all( $this->owner(), $ids ) ) {
			return $this->not_found( __( 'contact', 'prism' ) );
		}
		try {
			( new Merge_Repository() )->merge( $this->owner(), $ids[0], $ids[1] );
		} catch ( \Throwable $e ) {
			return $this->failed( $e );
		}
		return rest_ensure_response( new Contact_List_Stream( $this->owner() ) );
	}

	/**
	 * The list query a request describes.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	private static function query_from( WP_REST_Request $request ): Contact_Query {
		$statuses = array();
		foreach ( (array) $request['status'] as $label ) {
			$status = Networking_Stages::status_from_label( (string) $label );
			if ( null !== $status ) {
				$statuses[] = $status;
			}
		}
		return new Contact_Query(
			search: (string) $request['q'],
			categories: array_values( array_filter( array_map( static fn( $c ) => trim( sanitize_text_field( (string) $c ) ), (array) $request['category'] ), static fn( string $c ): bool => '' !== $c ) ),
			sources: array_map( 'strval', (array) $request['importSource'] ),
			processes: array_map( 'strval', (array) $request['process'] ),
			stages: array_map( 'intval', (array) $request['stage'] ),
			statuses: $statuses,
			order: (string) $request['order'],
			page: (int) $request['page'],
			per_page: (int) $request['per_page']
		);
	}
}

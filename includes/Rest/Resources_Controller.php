<?php
/**
 * Resource routes: the member's saved links with a description, listed, added, edited and deleted. Every write
 * answers the updated list (spec section 7).
 *
 * @package Prism
 */

namespace Prism\Rest;

use Prism\Data\Resource_Repository;
use Prism\Domain\Resource_Rules;
use WP_Error;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Resources controller.
 */
final class Resources_Controller extends Base_Controller {

	/**
	 * Resource storage.
	 *
	 * @var Resource_Repository
	 */
	private Resource_Repository $resources;

	/**
	 * Wires the repository.
	 */
	public function __construct() {
		$this->resources = new Resource_Repository();
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$owner = array( 'wordpressId' => self::wordpress_id_arg() );
		$id    = array( 'resourceId' => self::id_arg( __( 'Resource id.', 'prism' ) ) );
		$text  = array(
			'description' => self::text_arg( __( 'What the link is, as the member typed it.', 'prism' ), Resource_Rules::MAX_DESCRIPTION, false, true, __( 'Describe the resource before saving it.', 'prism' ) ),
			'link'        => self::link_arg( __( 'The web address (http or https), as the member typed it.', 'prism' ), __( 'Enter the web address of the resource.', 'prism' ) ),
		);
		$this->route( '/resources/(?P<wordpressId>\d+)', WP_REST_Server::READABLE, 'get_all', $owner );
		$this->route( '/push-resource', WP_REST_Server::CREATABLE, 'create', $owner + $text );
		$this->route( '/update-resource', WP_REST_Server::CREATABLE, 'update', $owner + $id + $text );
		$this->route( '/delete-resource', WP_REST_Server::DELETABLE, 'delete', $owner + $id );
	}

	/**
	 * The resource as the API answers it.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		return $this->item_schema(
			'prism-resource',
			fn(): array => array(
				'id'          => self::field( __( 'Resource id.', 'prism' ), 'integer' ),
				'description' => self::field( __( 'What the link is, exactly as typed.', 'prism' ), 'string' ),
				'link'        => self::field( __( 'The web address, exactly as typed (https:// added when typed without a scheme).', 'prism' ), 'string' ),
			)
		);
	}

	/**
	 * One resource row as the API answers it.
	 *
	 * @param mixed           $item    Resource row.
	 * @param WP_REST_Request $request Request.
	 * @return \WP_REST_Response
	 */
	public function prepare_item_for_response( $item, $request ) {
		$data = array(
			'id'          => (int) $item['id'],
			'description' => (string) $item['description'],
			'link'        => (string) $item['link'],
		);
		return rest_ensure_response( array_intersect_key( $data, array_flip( $this->get_fields_for_response( $request ) ) ) );
	}

	/**
	 * GET resources/{wordpressId}.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_all( WP_REST_Request $request ) {
		return $this->listing( $request );
	}

	/**
	 * POST push-resource: answers the updated list.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function create( WP_REST_Request $request ) {
		if ( $this->resources->count( $this->owner() ) >= Resource_Rules::MAX_PER_MEMBER ) {
			return new WP_Error(
				'prism_resource_limit',
				/* translators: %d: the most resources a member can keep. */
				sprintf( _n( 'You can keep up to %d resource. Delete one before adding another.', 'You can keep up to %d resources. Delete one before adding another.', Resource_Rules::MAX_PER_MEMBER, 'prism' ), Resource_Rules::MAX_PER_MEMBER ),
				array( 'status' => 409 )
			);
		}
		$this->resources->create( $this->owner(), (string) $request['description'], (string) $request['link'] );
		return $this->listing( $request );
	}

	/**
	 * POST update-resource: answers the updated list.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function update( WP_REST_Request $request ) {
		$id = (int) $request['resourceId'];
		if ( ! $this->resources->find( $this->owner(), $id ) ) {
			return $this->resource_not_found();
		}
		$this->resources->update( $this->owner(), $id, (string) $request['description'], (string) $request['link'] );
		return $this->listing( $request );
	}

	/**
	 * DELETE delete-resource: answers the updated list.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function delete( WP_REST_Request $request ) {
		$id = (int) $request['resourceId'];
		if ( ! $this->resources->find( $this->owner(), $id ) ) {
			return $this->resource_not_found();
		}
		$this->resources->delete( $this->owner(), $id );
		return $this->listing( $request );
	}

	/**
	 * The member's resources, as the answer of every resource route.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	private function listing( WP_REST_Request $request ) {
		return rest_ensure_response( $this->prepare_collection( $this->resources->all( $this->owner() ), $request ) );
	}

	/**
	 * 404 for a resource id that is not the member's.
	 */
	private function resource_not_found(): WP_Error {
		return $this->not_found( __( 'That resource does not exist. It may have been deleted.', 'prism' ) );
	}
}

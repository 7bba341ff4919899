<?php
/**
 * Category routes: list, add, rename, delete, and the tri-state bulk apply.
 *
 * @package Prism
 */

namespace Prism\Rest;

use Prism\Data\Category_Repository;
use Prism\Data\Contact_Repository;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Categories controller.
 */
final class Categories_Controller extends Base_Controller {

	/**
	 * Category storage.
	 *
	 * @var Category_Repository
	 */
	private Category_Repository $categories;

	/**
	 * Wires the repository.
	 */
	public function __construct() {
		$this->categories = new Category_Repository();
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$name = self::text_arg( __( 'Category name.', 'prism' ), 191 );
		$this->route( '/categories/(?P<wordpressId>\d+)', WP_REST_Server::READABLE, 'get_all', array() );
		$this->route( '/add-category', WP_REST_Server::CREATABLE, 'add', array( 'name' => $name ) );
		$this->route(
			'/edit-category',
			WP_REST_Server::CREATABLE,
			'rename',
			array(
				'id'   => self::id_arg( __( 'Category id.', 'prism' ) ),
				'name' => $name,
			)
		);
		$this->route( '/delete-category', WP_REST_Server::DELETABLE, 'delete', array( 'id' => self::id_arg( __( 'Category id.', 'prism' ) ) ) );
		$this->route(
			'/apply-categories',
			WP_REST_Server::CREATABLE,
			'apply',
			array(
				'categories' => array(
					'description'          => __( 'Category id => 1 (add to every contact), 0 (leave as is) or -1 (remove from every contact).', 'prism' ),
					'type'                 => 'object',
					'required'             => true,
					'patternProperties'    => array(
						'^[1-9][0-9]*$' => array(
							'type' => 'integer',
							'enum' => array( -1, 0, 1 ),
						),
					),
					'additionalProperties' => false,
				),
				'contacts'   => array(
					'description' => __( 'Contact ids, or null for none.', 'prism' ),
					'type'        => array( 'array', 'null' ),
					'items'       => array(
						'type'    => 'integer',
						'minimum' => 1,
					),
					'uniqueItems' => true,
					// Not 'required': WordPress reports a required argument sent as null as missing, and the
					// client sends null when no contact is selected.
					'default'     => null,
				),
			)
		);
	}

	/**
	 * Registers one owner-checked route.
	 *
	 * @param string                              $path     Route.
	 * @param string                              $methods  HTTP methods.
	 * @param string                              $callback Method of this class.
	 * @param array<string, array<string, mixed>> $args     Arguments besides wordpressId.
	 */
	private function route( string $path, string $methods, string $callback, array $args ): void {
		register_rest_route(
			$this->namespace,
			$path,
			array(
				'methods'             => $methods,
				'callback'            => array( $this, $callback ),
				'permission_callback' => array( $this, 'require_owner' ),
				'args'                => array_merge( array( 'wordpressId' => self::wordpress_id_arg() ), $args ),
			)
		);
	}

	/**
	 * GET categories/{wordpressId}.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_all( WP_REST_Request $request ) {
		unset( $request );
		return rest_ensure_response( $this->categories->all( $this->owner() ) );
	}

	/**
	 * POST add-category: answers the new list.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function add( WP_REST_Request $request ) {
		$name = (string) $request['name'];
		if ( null === $this->categories->create( $this->owner(), $name ) ) {
			return $this->duplicate_name( $name );
		}
		return rest_ensure_response( $this->categories->all( $this->owner() ) );
	}

	/**
	 * POST edit-category: answers the new list.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function rename( WP_REST_Request $request ) {
		$id   = (int) $request['id'];
		$name = (string) $request['name'];
		if ( ! $this->categories->find( $this->owner(), $id ) ) {
			return $this->not_found( __( 'category', 'prism' ) );
		}
		if ( ! $this->categories->rename( $this->owner(), $id, $name ) ) {
			return $this->duplicate_name( $name );
		}
		return rest_ensure_response( $this->categories->all( $this->owner() ) );
	}

	/**
	 * DELETE delete-category: answers the new list. Contacts keep everything but the category.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function delete( WP_REST_Request $request ) {
		$id = (int) $request['id'];
		if ( ! $this->categories->find( $this->owner(), $id ) ) {
			return $this->not_found( __( 'category', 'prism' ) );
		}
		try {
			$this->categories->delete( $this->owner(), $id );
		} catch ( \Throwable $e ) {
			return $this->failed( $e );
		}
		return rest_ensure_response( $this->categories->all( $this->owner() ) );
	}

	/**
	 * POST apply-categories: applies the tri-state map to the contacts and answers the updated contacts.
	 * Any category or contact that is not the member's refuses the whole request.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function apply( WP_REST_Request $request ) {
		$states = array();
		foreach ( (array) $request['categories'] as $id => $state ) {
			$states[ (int) $id ] = (int) $state;
		}
		$contact_ids = null === $request['contacts'] ? array() : array_map( 'intval', (array) $request['contacts'] );
		if ( count( $this->categories->owned_ids( $this->owner(), array_keys( $states ) ) ) !== count( $states ) ) {
			return $this->not_found( __( 'category', 'prism' ) );
		}
		$contacts = new Contact_Repository();
		if ( $contact_ids && ! $contacts->owns_all( $this->owner(), $contact_ids ) ) {
			return $this->not_found( __( 'contact', 'prism' ) );
		}
		try {
			$this->categories->apply( $this->owner(), $states, $contact_ids );
		} catch ( \Throwable $e ) {
			return $this->failed( $e );
		}
		return rest_ensure_response( $contacts->find_many( $this->owner(), $contact_ids ) );
	}

	/**
	 * 409 for a name the member already uses.
	 *
	 * @param string $name Name.
	 */
	private function duplicate_name( string $name ): \WP_Error {
		/* translators: %s: category name. */
		return new \WP_Error( 'prism_category_exists', sprintf( __( 'You already have a category named "%s".', 'prism' ), $name ), array( 'status' => 409 ) );
	}
}

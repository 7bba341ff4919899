<?php
/**
 * Category routes: list, add, rename, delete, and the tri-state bulk apply.
 *
 * @package Prism
 */

namespace Prism\Rest;

use Prism\Data\Category_Repository;
use Prism\Data\Contact_Repository;
use Prism\Domain\Cadence;
use Prism\Service\Keep_In_Touch;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Categories controller.
 */
final class Categories_Controller extends Base_Controller {

	/** Longest category name, in characters. */
	public const MAX_NAME = 191;

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
		$owner = array( 'wordpressId' => self::wordpress_id_arg() );
		$name  = self::text_arg( __( 'Category name.', 'prism' ), self::MAX_NAME, false, true, __( 'Enter a name for the category.', 'prism' ) );
		$id    = self::id_arg( __( 'Category id.', 'prism' ) );
		$this->route( '/categories/(?P<wordpressId>\d+)', WP_REST_Server::READABLE, 'get_all', $owner );
		$this->route( '/add-category', WP_REST_Server::CREATABLE, 'add', $owner + array( 'name' => $name ) );
		$this->route(
			'/edit-category',
			WP_REST_Server::CREATABLE,
			'rename',
			$owner + array(
				'id'   => $id,
				'name' => $name,
			)
		);
		$this->route(
			'/category-cadence',
			WP_REST_Server::CREATABLE,
			'set_cadence',
			$owner + array(
				'id'          => $id,
				'cadenceDays' => array(
					'description' => __( 'Keep in touch with the category\'s contacts every this many days (1 to 3650), or null for no cadence.', 'prism' ),
					'type'        => array( 'integer', 'null' ),
					'minimum'     => Cadence::MIN_DAYS,
					'maximum'     => Cadence::MAX_DAYS,
					// Not 'required': WordPress reports a required argument sent as null as missing (the handler
					// refuses a request without it).
				),
			)
		);
		$this->route( '/delete-category', WP_REST_Server::DELETABLE, 'delete', $owner + array( 'id' => $id ) );
		$this->route(
			'/apply-categories',
			WP_REST_Server::CREATABLE,
			'apply',
			$owner + array(
				'categories' => array(
					'description'          => __( 'Category id => 1 (add to every contact), 0 (leave as is) or -1 (remove from every contact).', 'prism' ),
					'type'                 => 'object',
					'required'             => true,
					'maxProperties'        => 1000,
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
					'maxItems'    => 100000,
					// Not 'required': WordPress reports a required argument sent as null as missing, and the
					// client sends null when no contact is selected.
					'default'     => null,
				),
			)
		);
	}

	/**
	 * The category as the API answers it.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		return $this->item_schema(
			'prism-category',
			fn(): array => array(
				'id'          => array(
					'description' => __( 'Category id.', 'prism' ),
					'type'        => 'integer',
					'context'     => array( 'view', 'edit' ),
					'readonly'    => true,
				),
				'name'        => array(
					'description' => __( 'Category name, as the member typed it.', 'prism' ),
					'type'        => 'string',
					'context'     => array( 'view', 'edit' ),
				),
				'count'       => array(
					'description' => __( 'How many of the member\'s contacts carry it.', 'prism' ),
					'type'        => 'integer',
					'context'     => array( 'view', 'edit' ),
					'readonly'    => true,
				),
				'cadenceDays' => array(
					'description' => __( 'Keep in touch with its contacts every this many days, or null for no cadence.', 'prism' ),
					'type'        => array( 'integer', 'null' ),
					'context'     => array( 'view', 'edit' ),
					'readonly'    => true,
				),
			)
		);
	}

	/**
	 * One category row as the API answers it.
	 *
	 * @param mixed           $item    Category row {id, name, count}.
	 * @param WP_REST_Request $request Request.
	 * @return \WP_REST_Response
	 */
	public function prepare_item_for_response( $item, $request ) {
		$data = array(
			'id'          => (int) $item['id'],
			'name'        => (string) $item['name'],
			'count'       => (int) ( $item['count'] ?? 0 ),
			'cadenceDays' => (int) ( $item['cadenceDays'] ?? 0 ) > 0 ? (int) $item['cadenceDays'] : null,
		);
		return rest_ensure_response( array_intersect_key( $data, array_flip( $this->get_fields_for_response( $request ) ) ) );
	}

	/**
	 * GET categories/{wordpressId}.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_all( WP_REST_Request $request ) {
		return $this->listing( $request );
	}

	/**
	 * POST category-cadence: sets or clears a category's keep-in-touch cadence, works out again the day to reach out
	 * by of every contact in it, and answers the list.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function set_cadence( WP_REST_Request $request ) {
		if ( ! $request->has_param( 'cadenceDays' ) ) {
			return $this->bad_request( __( 'Nothing was changed: say how often to keep in touch, or null for no cadence.', 'prism' ) );
		}
		$days = Cadence::days_from_input( $request['cadenceDays'] );
		if ( ! Keep_In_Touch::set_category_cadence( $this->owner(), (int) $request['id'], $days ) ) {
			return $this->category_not_found();
		}
		return $this->listing( $request );
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
		return $this->listing( $request );
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
			return $this->category_not_found();
		}
		if ( ! $this->categories->rename( $this->owner(), $id, $name ) ) {
			return $this->duplicate_name( $name );
		}
		return $this->listing( $request );
	}

	/**
	 * DELETE delete-category: answers the new list. Contacts keep everything but the category.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function delete( WP_REST_Request $request ) {
		$id = (int) $request['id'];
		if ( ! $this->categories->find( $this->owner(), $id ) ) {
			return $this->category_not_found();
		}
		$this->categories->delete( $this->owner(), $id );
		return $this->listing( $request );
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
			return $this->category_not_found();
		}
		$contacts = new Contact_Repository();
		if ( $contact_ids && ! $contacts->owns_all( $this->owner(), $contact_ids ) ) {
			return $this->contact_not_found();
		}
		$this->categories->apply( $this->owner(), $states, $contact_ids );
		$shape = new Contacts_Controller();
		return rest_ensure_response( $shape->prepare_rows( $contacts->find_many( $this->owner(), $contact_ids ), $shape->all_fields() ) );
	}

	/**
	 * The member's categories, as the answer of every category route.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	private function listing( WP_REST_Request $request ) {
		return rest_ensure_response( $this->prepare_collection( $this->categories->all( $this->owner() ), $request ) );
	}

	/**
	 * 404 for a category id that is not the member's.
	 */
	private function category_not_found(): \WP_Error {
		return $this->not_found( __( 'That category does not exist. It may have been deleted.', 'prism' ) );
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

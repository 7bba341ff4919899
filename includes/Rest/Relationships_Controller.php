<?php
/**
 * Relationship routes (issue 30, part 2): a contact's relationships with other contacts, or with people who are not
 * contacts yet, read from the contact's side, added, changed and deleted there. Every route is keyed by the contact
 * whose page it is (404 for a contact or relationship that is not the member's, or not on that contact) and answers
 * the contact's relationships as they are after it. The rules: Service\Relationships.
 *
 * @package Prism
 */

namespace Prism\Rest;

use Prism\Domain\Relations;
use Prism\Service\Relationships;
use WP_Error;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Relationships controller.
 */
final class Relationships_Controller extends Base_Controller {

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$contact = array( 'contactId' => self::id_arg( __( 'The contact whose relationships these are.', 'prism' ) ) );
		$id      = array( 'id' => self::id_arg( __( 'Relationship id.', 'prism' ) ) );
		$fields  = array(
			'kind'      => array(
				'description'       => __( 'What the other person is to the contact.', 'prism' ),
				'type'              => 'string',
				'enum'              => Relations::kinds(),
				'required'          => true,
				'validate_callback' => static fn( $value ) => Relations::is_kind( $value ) ? true : new WP_Error( 'rest_invalid_param', __( 'Choose what this person is to the contact.', 'prism' ) ),
			),
			'label'     => self::text_arg( __( 'The role in the member\'s own words ("Mother", "Godmother"), or empty for the kind\'s name.', 'prism' ), Relations::MAX_LABEL, false, false ),
			'otherId'   => array(
				'description' => __( 'The other person, one of the member\'s contacts; null (or left out) for someone who is not a contact yet.', 'prism' ),
				'type'        => array( 'integer', 'null' ),
				'minimum'     => 1,
			),
			'otherName' => self::text_arg( __( 'The name of someone who is not a contact yet, as typed (kept as text until they are); empty when otherId is given.', 'prism' ), Relations::MAX_NAME, false, false ),
		);
		$this->route( '/relationships/(?P<contactId>\d+)', WP_REST_Server::READABLE, 'get_all', $contact );
		$this->route( '/relationships/(?P<contactId>\d+)', WP_REST_Server::CREATABLE, 'create', $contact + $fields );
		$this->route( '/relationships/(?P<contactId>\d+)/(?P<id>\d+)', 'POST, PUT, PATCH', 'update', $contact + $id + $fields );
		$this->route( '/relationships/(?P<contactId>\d+)/(?P<id>\d+)', WP_REST_Server::DELETABLE, 'delete', $contact + $id );
	}

	/**
	 * A relationship as a contact's page reads it.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		return $this->item_schema(
			'prism-relationship',
			fn(): array => array(
				'id'            => self::field( __( 'Relationship id.', 'prism' ), 'integer' ),
				'kind'          => self::field( __( 'What the other person is to this contact.', 'prism' ), 'string', array( 'enum' => Relations::kinds() ) ),
				'label'         => self::field( __( 'The role as it was typed or imported, read from this contact\'s side ("Mother"; "Godmother of" from the other side), or empty.', 'prism' ), 'string' ),
				'role'          => self::field( __( 'The words to show: the label, or the kind\'s name.', 'prism' ), 'string' ),
				'otherId'       => self::field( __( 'The other person\'s contact id, or null when they are not a contact yet.', 'prism' ), array( 'integer', 'null' ) ),
				'otherName'     => self::field( __( 'The other person\'s name: the contact\'s, or as typed.', 'prism' ), 'string' ),
				'otherArchived' => self::field( __( 'Whether the other contact is archived.', 'prism' ), 'boolean' ),
				'otherDeceased' => self::field( __( 'Whether the other contact is marked deceased.', 'prism' ), 'boolean' ),
			)
		);
	}

	/**
	 * One relationship as the API answers it (already shaped by Service\Relationships).
	 *
	 * @param mixed           $item    Relationship as seen.
	 * @param WP_REST_Request $request Request.
	 * @return \WP_REST_Response
	 */
	public function prepare_item_for_response( $item, $request ) {
		return rest_ensure_response( array_intersect_key( (array) $item, array_flip( $this->get_fields_for_response( $request ) ) ) );
	}

	/**
	 * GET relationships/{contactId}.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_all( WP_REST_Request $request ) {
		if ( ! $this->owns_contact( (int) $request['contactId'] ) ) {
			return $this->contact_not_found();
		}
		return $this->listing( $request );
	}

	/**
	 * POST relationships/{contactId}: answers the contact's relationships, 201.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function create( WP_REST_Request $request ) {
		if ( ! $this->owns_contact( (int) $request['contactId'] ) ) {
			return $this->contact_not_found();
		}
		( new Relationships() )->add( $this->owner(), (int) $request['contactId'], self::input( $request ) );
		$response = $this->listing( $request );
		$response->set_status( 201 );
		return $response;
	}

	/**
	 * POST|PUT|PATCH relationships/{contactId}/{id}.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function update( WP_REST_Request $request ) {
		if ( ! $this->owns_contact( (int) $request['contactId'] ) ) {
			return $this->contact_not_found();
		}
		if ( ! ( new Relationships() )->update( $this->owner(), (int) $request['contactId'], (int) $request['id'], self::input( $request ) ) ) {
			return $this->relationship_not_found();
		}
		return $this->listing( $request );
	}

	/**
	 * DELETE relationships/{contactId}/{id}.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function delete( WP_REST_Request $request ) {
		if ( ! $this->owns_contact( (int) $request['contactId'] ) ) {
			return $this->contact_not_found();
		}
		if ( ! ( new Relationships() )->delete( $this->owner(), (int) $request['contactId'], (int) $request['id'] ) ) {
			return $this->relationship_not_found();
		}
		return $this->listing( $request );
	}

	/**
	 * What the member sent.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array<string, mixed>
	 */
	private static function input( WP_REST_Request $request ): array {
		return array(
			'kind'      => $request['kind'],
			'label'     => $request['label'] ?? '',
			'otherId'   => $request['otherId'],
			'otherName' => $request['otherName'] ?? '',
		);
	}

	/**
	 * The contact's relationships, the answer of every route.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	private function listing( WP_REST_Request $request ): \WP_REST_Response {
		return rest_ensure_response( $this->prepare_collection( ( new Relationships() )->of_contact( $this->owner(), (int) $request['contactId'] ), $request ) );
	}

	/**
	 * 404 for a relationship that is not the member's, or not on the contact.
	 */
	private function relationship_not_found(): WP_Error {
		return $this->not_found( __( 'That relationship does not exist. It may have been deleted.', 'prism' ) );
	}
}

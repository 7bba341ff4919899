<?php
/**
 * Note routes: a contact's notes, every note of the member, and create, update, delete.
 *
 * @package Prism
 */

namespace Prism\Rest;

use Prism\Data\Contact_Repository;
use Prism\Data\Note_Repository;
use Prism\Domain\Networking_Stages;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Notes controller.
 */
final class Notes_Controller extends Base_Controller {

	/**
	 * Note storage.
	 *
	 * @var Note_Repository
	 */
	private Note_Repository $notes;

	/**
	 * Wires the repository.
	 */
	public function __construct() {
		$this->notes = new Note_Repository();
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$contact = array( 'contactId' => self::id_arg( __( 'Contact id.', 'prism' ) ) );
		$text    = self::text_arg( __( 'Note text.', 'prism' ), 20000, true );

		register_rest_route(
			$this->namespace,
			'/notes/(?P<contactId>\d+)',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_for_contact' ),
				'permission_callback' => array( $this, 'require_member' ),
				'args'                => $contact,
			)
		);
		register_rest_route(
			$this->namespace,
			'/all-notes/(?P<wordpressId>\d+)',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_all' ),
				'permission_callback' => array( $this, 'require_owner' ),
				'args'                => array( 'wordpressId' => self::wordpress_id_arg() ),
			)
		);
		register_rest_route(
			$this->namespace,
			'/create-note',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'create' ),
				'permission_callback' => array( $this, 'require_owner' ),
				'args'                => array_merge(
					$contact,
					array(
						'wordpressId' => self::wordpress_id_arg(),
						'note'        => $text,
						'stageId'     => array(
							'description' => __( 'Networking stage 0-5 the note belongs to, or null.', 'prism' ),
							'type'        => array( 'integer', 'null' ),
							'minimum'     => 0,
							'maximum'     => count( Networking_Stages::NAMES ) - 1,
							'default'     => null,
						),
					)
				),
			)
		);
		register_rest_route(
			$this->namespace,
			'/update-note',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'update' ),
				'permission_callback' => array( $this, 'require_owner' ),
				'args'                => array_merge(
					$contact,
					array(
						'id'          => self::id_arg( __( 'Note id.', 'prism' ) ),
						'note'        => $text,
						'wordpressId' => self::wordpress_id_arg( false ),
					)
				),
			)
		);
		register_rest_route(
			$this->namespace,
			'/delete-note',
			array(
				'methods'             => WP_REST_Server::DELETABLE,
				'callback'            => array( $this, 'delete' ),
				'permission_callback' => array( $this, 'require_owner' ),
				'args'                => array_merge(
					$contact,
					array(
						'id'          => self::id_arg( __( 'Note id.', 'prism' ) ),
						'wordpressId' => self::wordpress_id_arg( false ),
					)
				),
			)
		);
	}

	/**
	 * GET notes/{contactId}.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_for_contact( WP_REST_Request $request ) {
		$contact_id = (int) $request['contactId'];
		if ( ! $this->owns_contact( $contact_id ) ) {
			return $this->not_found( __( 'contact', 'prism' ) );
		}
		return rest_ensure_response( $this->notes->for_contact( $this->owner(), $contact_id ) );
	}

	/**
	 * GET all-notes/{wordpressId}.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_all( WP_REST_Request $request ) {
		unset( $request );
		return rest_ensure_response( $this->notes->all_for_owner( $this->owner() ) );
	}

	/**
	 * POST create-note: answers the contact's updated notes.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function create( WP_REST_Request $request ) {
		$contact_id = (int) $request['contactId'];
		if ( ! $this->owns_contact( $contact_id ) ) {
			return $this->not_found( __( 'contact', 'prism' ) );
		}
		$stage = $request['stageId'];
		$this->notes->create( $this->owner(), $contact_id, (string) $request['note'], null === $stage ? null : (int) $stage );
		return rest_ensure_response( $this->notes->for_contact( $this->owner(), $contact_id ) );
	}

	/**
	 * POST update-note: answers the contact's updated notes.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function update( WP_REST_Request $request ) {
		$note = $this->owned_note( $request );
		if ( ! $note ) {
			return $this->not_found( __( 'note', 'prism' ) );
		}
		$this->notes->update( $this->owner(), $note['id'], (string) $request['note'] );
		return rest_ensure_response( $this->notes->for_contact( $this->owner(), $note['contactId'] ) );
	}

	/**
	 * DELETE delete-note: answers the contact's updated notes.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function delete( WP_REST_Request $request ) {
		$note = $this->owned_note( $request );
		if ( ! $note ) {
			return $this->not_found( __( 'note', 'prism' ) );
		}
		$this->notes->delete( $this->owner(), $note['id'] );
		return rest_ensure_response( $this->notes->for_contact( $this->owner(), $note['contactId'] ) );
	}

	/**
	 * Whether the contact is the caller's.
	 *
	 * @param int $contact_id Contact.
	 */
	private function owns_contact( int $contact_id ): bool {
		return ( new Contact_Repository() )->owns_all( $this->owner(), array( $contact_id ) );
	}

	/**
	 * The note the request names, when it is the caller's and on the named contact.
	 *
	 * @param WP_REST_Request $request Request with id and contactId.
	 * @return array<string, mixed>|null
	 */
	private function owned_note( WP_REST_Request $request ): ?array {
		$note = $this->notes->find( $this->owner(), (int) $request['id'] );
		return $note && (int) $note['contactId'] === (int) $request['contactId'] ? $note : null;
	}
}

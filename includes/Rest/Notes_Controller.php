<?php
/**
 * Note routes: a contact's notes, every note of the member, and create, update, delete.
 *
 * @package Prism
 */

namespace Prism\Rest;

use Prism\Data\Db;
use Prism\Data\Note_Repository;
use Prism\Domain\Networking_Stages;
use Prism\Service\Contact_Activity;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Notes controller.
 */
final class Notes_Controller extends Base_Controller {

	/** Longest note, in characters. */
	public const MAX_NOTE = 20000;

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
		$note_id = array( 'id' => self::id_arg( __( 'Note id.', 'prism' ) ) );
		$text    = array( 'note' => self::text_arg( __( 'Note text, kept exactly as typed, line breaks included.', 'prism' ), self::MAX_NOTE, true, true, __( 'Write something before saving the note.', 'prism' ) ) );

		$this->route( '/notes/(?P<contactId>\d+)', WP_REST_Server::READABLE, 'get_for_contact', $contact, self::MEMBER );
		$this->route( '/all-notes/(?P<wordpressId>\d+)', WP_REST_Server::READABLE, 'get_all', array( 'wordpressId' => self::wordpress_id_arg() ) );
		$this->route(
			'/create-note',
			WP_REST_Server::CREATABLE,
			'create',
			$contact + $text + array(
				'wordpressId' => self::wordpress_id_arg(),
				'stageId'     => array(
					'description' => __( 'Networking stage 0-5 the note belongs to, or null.', 'prism' ),
					'type'        => array( 'integer', 'null' ),
					'minimum'     => 0,
					'maximum'     => count( Networking_Stages::NAMES ) - 1,
					'default'     => null,
				),
			)
		);
		$this->route( '/update-note', WP_REST_Server::CREATABLE, 'update', $contact + $note_id + $text + array( 'wordpressId' => self::wordpress_id_arg( false ) ) );
		$this->route( '/delete-note', WP_REST_Server::DELETABLE, 'delete', $contact + $note_id + array( 'wordpressId' => self::wordpress_id_arg( false ) ) );
	}

	/**
	 * The note as the API answers it.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		return $this->item_schema(
			'prism-note',
			static fn(): array => array(
				'id'          => self::field( __( 'Note id.', 'prism' ), 'integer' ),
				'contactId'   => self::field( __( 'The contact the note is on.', 'prism' ), 'integer' ),
				'note'        => self::field( __( 'The note, exactly as typed.', 'prism' ), 'string' ),
				'stageId'     => self::field( __( 'Networking stage 0-5 the note belongs to, or null.', 'prism' ), array( 'integer', 'null' ) ),
				'createdAt'   => self::field( __( 'When the note was written (ISO 8601, UTC).', 'prism' ), 'string' ),
				'lastUpdated' => self::field( __( 'When the note last changed (ISO 8601, UTC, with milliseconds).', 'prism' ), 'string' ),
			)
		);
	}

	/**
	 * One note row as the API answers it.
	 *
	 * @param mixed           $item    Note row.
	 * @param WP_REST_Request $request Request.
	 * @return \WP_REST_Response
	 */
	public function prepare_item_for_response( $item, $request ) {
		$data = array(
			'id'          => (int) $item['id'],
			'contactId'   => (int) $item['contact_id'],
			'note'        => (string) $item['note'],
			'stageId'     => null === ( $item['stage_id'] ?? null ) ? null : (int) $item['stage_id'],
			'createdAt'   => Db::iso( $item['created_at'] ?? null ),
			'lastUpdated' => Db::iso( $item['last_updated'] ?? null ),
		);
		return rest_ensure_response( array_intersect_key( $data, array_flip( $this->get_fields_for_response( $request ) ) ) );
	}

	/**
	 * GET notes/{contactId}.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_for_contact( WP_REST_Request $request ) {
		$contact_id = (int) $request['contactId'];
		if ( ! $this->owns_contact( $contact_id ) ) {
			return $this->contact_not_found();
		}
		return $this->listing( $contact_id, $request );
	}

	/**
	 * GET all-notes/{wordpressId}.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_all( WP_REST_Request $request ) {
		return rest_ensure_response( $this->prepare_collection( $this->notes->all_for_owner( $this->owner() ), $request ) );
	}

	/**
	 * POST create-note: answers the contact's updated notes.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function create( WP_REST_Request $request ) {
		$contact_id = (int) $request['contactId'];
		if ( ! $this->owns_contact( $contact_id ) ) {
			return $this->contact_not_found();
		}
		$stage = $request['stageId'];
		// A note is being in touch: a MAINTAIN contact's next keep-in-touch date moves on (Contact_Activity).
		( new Contact_Activity() )->add_note( $this->owner(), $contact_id, (string) $request['note'], null === $stage ? null : (int) $stage );
		return $this->listing( $contact_id, $request );
	}

	/**
	 * POST update-note: answers the contact's updated notes.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function update( WP_REST_Request $request ) {
		$note = $this->owned_note( $request );
		if ( ! $note ) {
			return $this->note_not_found();
		}
		$this->notes->update( $this->owner(), (int) $note['id'], (string) $request['note'] );
		return $this->listing( (int) $note['contact_id'], $request );
	}

	/**
	 * DELETE delete-note: answers the contact's updated notes.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function delete( WP_REST_Request $request ) {
		$note = $this->owned_note( $request );
		if ( ! $note ) {
			return $this->note_not_found();
		}
		$this->notes->delete( $this->owner(), (int) $note['id'] );
		return $this->listing( (int) $note['contact_id'], $request );
	}

	/**
	 * A contact's notes as the answer of every note route.
	 *
	 * @param int             $contact_id Contact (checked).
	 * @param WP_REST_Request $request    Request.
	 */
	private function listing( int $contact_id, WP_REST_Request $request ) {
		return rest_ensure_response( $this->prepare_collection( $this->notes->for_contact( $this->owner(), $contact_id ), $request ) );
	}

	/**
	 * The note row the request names, when it is the caller's and on the named contact.
	 *
	 * @param WP_REST_Request $request Request with id and contactId.
	 * @return array<string, mixed>|null
	 */
	private function owned_note( WP_REST_Request $request ): ?array {
		$note = $this->notes->find( $this->owner(), (int) $request['id'] );
		return $note && (int) $note['contact_id'] === (int) $request['contactId'] ? $note : null;
	}

	/**
	 * 404 for a note id that is not the member's (or not on the named contact).
	 */
	private function note_not_found(): \WP_Error {
		return $this->not_found( __( 'That note does not exist. It may have been deleted.', 'prism' ) );
	}
}

<?php
/**
 * Saved article routes: the member's reading list, paged and searched, and the articles tied to one contact (the
 * contact detail page's Articles tab); articles added, edited and deleted. See docs/articles.md.
 *
 * @package Prism
 */

namespace Prism\Rest;

use Prism\Data\Article_Repository;
use Prism\Data\Contact_Repository;
use Prism\Data\Db;
use Prism\Domain\Article_Rules;
use WP_Error;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Articles controller.
 */
final class Articles_Controller extends Base_Controller {

	/**
	 * Article storage.
	 *
	 * @var Article_Repository
	 */
	private Article_Repository $articles;

	/**
	 * Wires the repository.
	 */
	public function __construct() {
		$this->articles = new Article_Repository();
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$owner = array( 'wordpressId' => self::wordpress_id_arg() );
		$id    = array( 'articleId' => self::id_arg( __( 'Article id.', 'prism' ) ) );
		$title = array( 'title' => self::text_arg( __( 'The article\'s title, as the member typed it.', 'prism' ), Article_Rules::MAX_TITLE, false, true, __( 'Give the article a title before saving it.', 'prism' ) ) );
		$link  = array( 'link' => self::link_arg( __( 'The article\'s web address (http or https), as the member typed it.', 'prism' ), __( 'Enter the web address of the article.', 'prism' ) ) );
		$note  = self::text_arg( __( 'Why the article matters, as the member typed it (optional; line breaks kept).', 'prism' ), Article_Rules::MAX_NOTE, true, false );
		// An edit sends the whole article: its note and its contacts are required there (blank and empty allowed).
		$edit_note = $note;
		unset( $edit_note['default'] );
		$edit_note['required'] = true;

		$this->route(
			'/articles/(?P<wordpressId>\d+)',
			WP_REST_Server::READABLE,
			'get_page',
			$owner + array(
				'page'      => array(
					'description' => __( 'Page number, from 1.', 'prism' ),
					'type'        => 'integer',
					'minimum'     => 1,
					'maximum'     => Contacts_Controller::MAX_PAGE,
					'default'     => 1,
				),
				'per_page'  => array(
					'description' => __( 'Articles per page.', 'prism' ),
					'type'        => 'integer',
					'minimum'     => 1,
					'maximum'     => Article_Rules::MAX_PER_PAGE,
					'default'     => Article_Rules::PER_PAGE,
				),
				'search'    => self::text_arg( __( 'Text the title, link or note contains (any case).', 'prism' ), Article_Rules::MAX_SEARCH, false, false ),
				'contactId' => self::id_arg( __( 'Only the articles tied to this contact.', 'prism' ), false ),
			)
		);
		$this->route( '/push-article', WP_REST_Server::CREATABLE, 'create', $owner + $title + $link + array( 'note' => $note ) + array( 'contactIds' => self::contact_ids_arg( false ) ) );
		$this->route( '/update-article', WP_REST_Server::CREATABLE, 'update', $owner + $id + $title + $link + array( 'note' => $edit_note ) + array( 'contactIds' => self::contact_ids_arg( true ) ) );
		$this->route( '/delete-article', WP_REST_Server::DELETABLE, 'delete', $owner + $id );
	}

	/**
	 * Schema of the `contactIds` argument: distinct positive contact ids, at most Article_Rules::MAX_CONTACTS. Whether
	 * they are the member's is checked by the route (404, as for any contact that is not theirs).
	 *
	 * @param bool $required Whether it must be present (an edit sends the whole article; an empty list unties it).
	 * @return array<string, mixed>
	 */
	private static function contact_ids_arg( bool $required ): array {
		$schema = array(
			'description'       => __( 'The contacts the article is tied to.', 'prism' ),
			'type'              => 'array',
			'items'             => array(
				'type'    => 'integer',
				'minimum' => 1,
			),
			'uniqueItems'       => true,
			'maxItems'          => Article_Rules::MAX_CONTACTS,
			'required'          => $required,
			'validate_callback' => static function ( $value, $request, $param ) {
				if ( is_array( $value ) && count( $value ) > Article_Rules::MAX_CONTACTS ) {
					return new WP_Error(
						'rest_invalid_param',
						/* translators: %d: the most contacts an article can be tied to. */
						sprintf( _n( 'An article can be tied to at most %d contact.', 'An article can be tied to at most %d contacts.', Article_Rules::MAX_CONTACTS, 'prism' ), Article_Rules::MAX_CONTACTS )
					);
				}
				return rest_validate_request_arg( $value, $request, $param );
			},
		);
		if ( ! $required ) {
			$schema['default'] = array();
		}
		return $schema;
	}

	/**
	 * The article as the API answers it.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		return $this->item_schema(
			'prism-article',
			static fn(): array => array(
				'id'        => self::field( __( 'Article id.', 'prism' ), 'integer' ),
				'title'     => self::field( __( 'The title, exactly as typed.', 'prism' ), 'string' ),
				'link'      => self::field( __( 'The web address, exactly as typed (https:// added when typed without a scheme).', 'prism' ), 'string' ),
				'note'      => self::field( __( 'The note, exactly as typed (\'\' for none).', 'prism' ), 'string' ),
				'contacts'  => self::field( __( 'The contacts the article is tied to, by name: {id, name}.', 'prism' ), 'array' ) + array(
					'items' => array(
						'type'       => 'object',
						'properties' => array(
							'id'   => array( 'type' => 'integer' ),
							'name' => array( 'type' => 'string' ),
						),
					),
				),
				'createdAt' => self::field( __( 'When the article was saved (ISO 8601, UTC).', 'prism' ), array( 'string', 'null' ) ),
				'updatedAt' => self::field( __( 'When the article was last edited (ISO 8601, UTC).', 'prism' ), array( 'string', 'null' ) ),
			)
		);
	}

	/**
	 * One article row, with its `contacts` already attached, as the API answers it.
	 *
	 * @param mixed           $item    Article row with 'contacts'.
	 * @param WP_REST_Request $request Request.
	 * @return \WP_REST_Response
	 */
	public function prepare_item_for_response( $item, $request ) {
		$data = array(
			'id'        => (int) $item['id'],
			'title'     => (string) $item['title'],
			'link'      => (string) $item['link'],
			'note'      => (string) $item['note'],
			'contacts'  => $item['contacts'] ?? array(),
			'createdAt' => Db::iso( $item['created_at'] ?? null ),
			'updatedAt' => Db::iso( $item['updated_at'] ?? null ),
		);
		return rest_ensure_response( array_intersect_key( $data, array_flip( $this->get_fields_for_response( $request ) ) ) );
	}

	/**
	 * Article rows with their tied contacts, read in one query for all of them.
	 *
	 * @param array<int, array<string, mixed>> $rows Article rows.
	 * @return array<int, array<string, mixed>>
	 */
	private function with_contacts( array $rows ): array {
		$contacts = $this->articles->contacts_of( $this->owner(), array_map( static fn( array $row ): int => (int) $row['id'], $rows ) );
		foreach ( $rows as $i => $row ) {
			$rows[ $i ]['contacts'] = $contacts[ (int) $row['id'] ] ?? array();
		}
		return $rows;
	}

	/**
	 * GET articles/{wordpressId}: one page of the member's articles, newest first, with X-WP-Total and
	 * X-WP-TotalPages.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_page( WP_REST_Request $request ) {
		$contact_id = $request['contactId'] ? (int) $request['contactId'] : null;
		if ( null !== $contact_id && ! $this->owns_contact( $contact_id ) ) {
			return $this->contact_not_found();
		}
		$per_page = (int) $request['per_page'];
		$page     = $this->articles->page( $this->owner(), ( (int) $request['page'] - 1 ) * $per_page, $per_page, $contact_id, (string) $request['search'] );
		return $this->paged( $this->prepare_collection( $this->with_contacts( $page['items'] ), $request ), $page['total'], $per_page );
	}

	/**
	 * POST push-article: answers the new article (201).
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function create( WP_REST_Request $request ) {
		$contact_ids = Db::ids( $request['contactIds'] );
		if ( $contact_ids && ! ( new Contact_Repository() )->owns_all( $this->owner(), $contact_ids ) ) {
			return $this->contact_not_found();
		}
		if ( $this->articles->count( $this->owner() ) >= Article_Rules::MAX_PER_MEMBER ) {
			return new WP_Error(
				'prism_article_limit',
				/* translators: %s: the most articles a member can keep, e.g. 5,000. */
				sprintf( _n( 'You can keep up to %s saved article. Delete one before saving another.', 'You can keep up to %s saved articles. Delete one before saving another.', Article_Rules::MAX_PER_MEMBER, 'prism' ), number_format_i18n( Article_Rules::MAX_PER_MEMBER ) ),
				array( 'status' => 409 )
			);
		}
		$id       = $this->articles->create( $this->owner(), (string) $request['title'], (string) $request['link'], (string) $request['note'], $contact_ids );
		$response = $this->article( $id, $request );
		$response->set_status( 201 );
		return $response;
	}

	/**
	 * POST update-article: answers the edited article.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function update( WP_REST_Request $request ) {
		$id = (int) $request['articleId'];
		if ( ! $this->articles->find( $this->owner(), $id ) ) {
			return $this->article_not_found();
		}
		$contact_ids = Db::ids( $request['contactIds'] );
		if ( $contact_ids && ! ( new Contact_Repository() )->owns_all( $this->owner(), $contact_ids ) ) {
			return $this->contact_not_found();
		}
		$this->articles->update( $this->owner(), $id, (string) $request['title'], (string) $request['link'], (string) $request['note'], $contact_ids );
		return $this->article( $id, $request );
	}

	/**
	 * DELETE delete-article: answers {deleted: true, id}.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function delete( WP_REST_Request $request ) {
		$id = (int) $request['articleId'];
		if ( ! $this->articles->find( $this->owner(), $id ) ) {
			return $this->article_not_found();
		}
		$this->articles->delete( $this->owner(), $id );
		return rest_ensure_response(
			array(
				'deleted' => true,
				'id'      => $id,
			)
		);
	}

	/**
	 * One of the member's articles as the answer of a write.
	 *
	 * @param int             $id      Article.
	 * @param WP_REST_Request $request Request.
	 * @return \WP_REST_Response
	 * @throws \RuntimeException When the article just written cannot be read back.
	 */
	private function article( int $id, WP_REST_Request $request ) {
		$row = $this->articles->find( $this->owner(), $id );
		if ( ! $row ) {
			throw new \RuntimeException( 'The saved article could not be read back.' );
		}
		return rest_ensure_response( $this->prepare_item_for_response( $this->with_contacts( array( $row ) )[0], $request ) );
	}

	/**
	 * 404 for an article id that is not the member's.
	 */
	private function article_not_found(): WP_Error {
		return $this->not_found( __( 'That article does not exist. It may have been deleted.', 'prism' ) );
	}
}

<?php
/**
 * The routes of a declared resource (Resources\Declaration::routes()), read from its declaration. By default:
 *
 * - GET    /{base}/{contactId}       the contact's rows, in the declared order;
 * - POST   /{base}/{contactId}       add one (the declared fields as arguments; required ones required);
 * - POST   /{base}/{contactId}/{id}  change the fields given (PUT and PATCH too);
 * - DELETE /{base}/{contactId}/{id}  delete it.
 *
 * A declaration may name its routes instead (Notes: notes/{contactId}, all-notes/{wordpressId}, create-note,
 * update-note, delete-note), whose bodies carry the ids; such an update sends the whole row.
 *
 * Every write answers the contact's updated rows, as the note routes do. A contact that is not the member's answers
 * 404 "That contact does not exist…", a row that is not the member's (or not on that contact) 404 with the
 * declaration's sentence; argument schemas and answer schema come from the declared fields, and every write goes
 * through Service\Declared_Service (the same path as imports and WP-CLI).
 *
 * @package Prism
 */

namespace Prism\Rest;

use Prism\Data\Db;
use Prism\Resources\Declaration;
use Prism\Resources\Route;
use Prism\Service\Declared_Service;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * Controller of one declared resource.
 */
final class Declared_Controller extends Base_Controller {

	/**
	 * Its writes and reads.
	 *
	 * @var Declared_Service
	 */
	private Declared_Service $service;

	/**
	 * For one declared resource.
	 *
	 * @param Declaration $resource The declaration.
	 */
	public function __construct( private readonly Declaration $resource ) {
		$this->service = new Declared_Service( $resource );
	}

	/**
	 * Registers the declared routes (Declaration::routes()). A route whose path carries the contact is checked
	 * by the callback (a member, then the contact's owner); one whose body carries the ids also takes the member's
	 * wordpressId (required on create, as the spec's create-note), checked by the owner permission.
	 */
	public function register_routes(): void {
		$callbacks = array(
			Route::LIST   => 'get_for_contact',
			Route::ALL    => 'get_all',
			Route::CREATE => 'create',
			Route::UPDATE => 'update',
			Route::DELETE => 'delete',
		);
		foreach ( $this->resource->routes() as $route ) {
			$in_path = $route->carries( 'contactId' );
			$this->route( $route->pattern(), $route->methods, $callbacks[ $route->action ], $this->arguments( $route ), $in_path ? self::MEMBER : self::OWNER );
		}
	}

	/**
	 * A declared route's arguments.
	 *
	 * @param Route $route The route.
	 * @return array<string, array<string, mixed>>
	 */
	private function arguments( Route $route ): array {
		if ( Route::ALL === $route->action ) {
			return array( 'wordpressId' => self::wordpress_id_arg() );
		}
		$args = array( 'contactId' => self::id_arg( __( 'Contact id.', 'prism' ) ) );
		if ( Route::UPDATE === $route->action || Route::DELETE === $route->action ) {
			/* translators: %s: what a row is, e.g. "interaction" (a code word, not shown to members). */
			$args['id'] = self::id_arg( sprintf( __( 'Id of the %s.', 'prism' ), $this->resource->singular() ) );
		}
		if ( ! $route->carries( 'contactId' ) ) {
			$args['wordpressId'] = self::wordpress_id_arg( Route::CREATE === $route->action );
		}
		if ( Route::CREATE !== $route->action && Route::UPDATE !== $route->action ) {
			return $args;
		}
		foreach ( $this->resource->fields() as $field ) {
			if ( Route::UPDATE === $route->action && $field->once ) {
				continue;
			}
			$args[ $field->name ] = $field->argument( Route::UPDATE === $route->action && ! $route->sends_whole_row() );
		}
		return $args;
	}

	/**
	 * The answer's schema, from the declared fields.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		return $this->item_schema(
			'prism-' . $this->resource->singular(),
			function (): array {
				$properties = array(
					/* translators: %s: what a row is, e.g. "interaction" (a code word). */
					'id'        => self::field( sprintf( __( 'Id of the %s.', 'prism' ), $this->resource->singular() ), 'integer' ),
					'contactId' => self::field( __( 'The contact it is on.', 'prism' ), 'integer' ),
				);
				foreach ( $this->resource->fields() as $declared ) {
					$properties[ $declared->name ] = $declared->answer_schema();
				}
				return $properties + array(
					'createdAt'   => self::field( __( 'When it was logged (ISO 8601, UTC).', 'prism' ), 'string' ),
					'lastUpdated' => self::field( __( 'When it last changed (ISO 8601, UTC, with milliseconds).', 'prism' ), 'string' ),
				);
			}
		);
	}

	/**
	 * One stored row as the API answers it.
	 *
	 * @param mixed           $item    Row.
	 * @param WP_REST_Request $request Request.
	 * @return \WP_REST_Response
	 */
	public function prepare_item_for_response( $item, $request ) {
		$data = array(
			'id'        => (int) $item['id'],
			'contactId' => (int) $item['contact_id'],
		);
		foreach ( $this->resource->fields() as $field ) {
			$data[ $field->name ] = $field->answered( $item[ $field->column ] ?? null );
		}
		$data['createdAt']   = Db::iso( $item['created_at'] ?? null );
		$data['lastUpdated'] = Db::iso( $item['last_updated'] ?? null );
		return rest_ensure_response( array_intersect_key( $data, array_flip( $this->get_fields_for_response( $request ) ) ) );
	}

	/**
	 * GET {base}/{contactId}.
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
	 * GET all-{base}/{wordpressId} (a declared 'all' route): every row of the member.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_all( WP_REST_Request $request ) {
		return rest_ensure_response( $this->prepare_collection( $this->service->rows()->all_for_owner( $this->owner() ), $request ) );
	}

	/**
	 * POST {base}/{contactId}: answers the contact's updated rows.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function create( WP_REST_Request $request ) {
		$contact_id = (int) $request['contactId'];
		if ( ! $this->owns_contact( $contact_id ) ) {
			return $this->contact_not_found();
		}
		$this->service->create( $this->owner(), $contact_id, $this->given( $request ) );
		return $this->listing( $contact_id, $request );
	}

	/**
	 * POST {base}/{contactId}/{id}: answers the contact's updated rows.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function update( WP_REST_Request $request ) {
		$row = $this->owned_row( $request );
		if ( ! $row ) {
			return $this->row_not_found( $request );
		}
		$this->service->update( $this->owner(), $row, $this->given( $request, true ) );
		return $this->listing( (int) $row['contact_id'], $request );
	}

	/**
	 * DELETE {base}/{contactId}/{id}: answers the contact's updated rows.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function delete( WP_REST_Request $request ) {
		$row = $this->owned_row( $request );
		if ( ! $row ) {
			return $this->row_not_found( $request );
		}
		$this->service->delete( $this->owner(), $row );
		return $this->listing( (int) $row['contact_id'], $request );
	}

	/**
	 * The declared fields the request carries (in its body or query), by API name.
	 *
	 * @param WP_REST_Request $request Request.
	 * @param bool            $update  Whether it changes a row (which leaves the fields only a new row sets).
	 * @return array<string, mixed>
	 */
	private function given( WP_REST_Request $request, bool $update = false ): array {
		$given = array();
		foreach ( $this->resource->fields() as $field ) {
			// The arguments have no defaults, so a parameter is there only when the request sent it.
			if ( $request->has_param( $field->name ) && ! ( $update && $field->once ) ) {
				$given[ $field->name ] = $request[ $field->name ];
			}
		}
		return $given;
	}

	/**
	 * A contact's rows as the answer of every route.
	 *
	 * @param int             $contact_id Contact (checked).
	 * @param WP_REST_Request $request    Request.
	 */
	private function listing( int $contact_id, WP_REST_Request $request ) {
		return rest_ensure_response( $this->prepare_collection( $this->service->rows()->for_contact( $this->owner(), $contact_id ), $request ) );
	}

	/**
	 * The row the request names, when it is the caller's and on the named contact.
	 *
	 * @param WP_REST_Request $request Request with id and contactId.
	 * @return array<string, mixed>|null
	 */
	private function owned_row( WP_REST_Request $request ): ?array {
		$row = $this->service->rows()->find( $this->owner(), (int) $request['id'] );
		return $row && (int) $row['contact_id'] === (int) $request['contactId'] ? $row : null;
	}

	/**
	 * 404 for a row that is not the member's: the contact's sentence when the contact is not theirs either.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	private function row_not_found( WP_REST_Request $request ): \WP_Error {
		return $this->owns_contact( (int) $request['contactId'] ) ? $this->not_found( $this->resource->not_found_message() ) : $this->contact_not_found();
	}
}

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

	use Contact_Rows;

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
		if ( $route->on_row() ) {
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
	 * GET all-{base}/{wordpressId} (a declared 'all' route): every row of the member.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_all( WP_REST_Request $request ) {
		return rest_ensure_response( $this->prepare_collection( $this->service->rows()->all_for_owner( $this->owner() ), $request ) );
	}

	/**
	 * Create: answers the contact's updated rows.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function create( WP_REST_Request $request ) {
		return $this->on_owned_contact( $request, fn( int $contact_id ) => $this->service->create( $this->owner(), $contact_id, $this->given( $request ) ) );
	}

	/**
	 * Update: answers the contact's updated rows.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function update( WP_REST_Request $request ) {
		return $this->on_owned_row( $request, fn( array $row ) => $this->service->update( $this->owner(), $row, $this->given( $request, true ) ) );
	}

	/**
	 * Delete: answers the contact's updated rows.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function delete( WP_REST_Request $request ) {
		return $this->on_owned_row( $request, fn( array $row ) => $this->service->delete( $this->owner(), $row ) );
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
	 * The declaration (Contact_Rows).
	 */
	protected function declaration(): Declaration {
		return $this->resource;
	}

	/**
	 * A contact's rows, in the declared order (Contact_Rows).
	 *
	 * @param int $contact_id Contact (the member's).
	 * @return array<int, array<string, mixed>>
	 */
	protected function rows_of_contact( int $contact_id ): array {
		return $this->service->rows()->for_contact( $this->owner(), $contact_id );
	}

	/**
	 * One of the member's rows (Contact_Rows).
	 *
	 * @param int $id Row id.
	 * @return array<string, mixed>|null
	 */
	protected function find_row( int $id ): ?array {
		return $this->service->rows()->find( $this->owner(), $id );
	}
}

<?php
/**
 * What every PRISM route shares: the namespace, the one way routes are registered, the login and owner checks,
 * argument schemas, the error wrapper and the error shapes.
 *
 * The owner of the data is always the logged-in user. A `wordpressId` sent by the client is only compared with
 * it (403 when it differs). An id of a row the caller does not own answers exactly like an id that does not
 * exist (404), so ids reveal nothing about other members.
 *
 * @package Prism
 */

namespace Prism\Rest;

use Prism\Data\Contact_Repository;
use Prism\Domain\Invalid_Input;
use Prism\Domain\Text;
use WP_Error;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * Base for PRISM's REST controllers.
 */
abstract class Base_Controller extends WP_REST_Controller {

	/** Permission: a logged-in member whose `wordpressId`, when the request carries one, is their own. */
	protected const OWNER = 'require_owner';

	/** Permission: a logged-in member (routes keyed by a row id, whose owner the callback checks). */
	protected const MEMBER = 'require_member';

	/**
	 * Route namespace.
	 *
	 * @var string
	 */
	protected $namespace = 'prism/v1';

	/**
	 * The fields of the item schema a request asks for with `_fields`. PRISM's answers are the member's own data,
	 * whole in every context it accepts (Global_Parameters::CONTEXTS refuses the others before a route runs), so the
	 * fields never depend on `context`: WordPress would drop every field whose schema does not list the context asked
	 * for, and leave items empty.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return string[]
	 */
	public function get_fields_for_response( $request ) {
		if ( null === $request['context'] ) {
			return parent::get_fields_for_response( $request );
		}
		$any_context = clone $request;
		$any_context->set_param( 'context', null );
		return parent::get_fields_for_response( $any_context );
	}

	/**
	 * Registers one route, the way every PRISM route is registered: a schema for every argument, a permission
	 * check, the controller's item schema for OPTIONS requests, and the callback run inside answer(), so that bad
	 * input becomes a readable 400 and a database failure a readable 500, never a fatal error or an empty success.
	 *
	 * @param string                              $path       Route below the namespace, e.g. '/add-category'.
	 * @param string                              $methods    HTTP methods (WP_REST_Server constants).
	 * @param string                              $callback   Method of this controller that answers.
	 * @param array<string, array<string, mixed>> $args       Argument schemas.
	 * @param string                              $permission self::OWNER or self::MEMBER.
	 */
	protected function route( string $path, string $methods, string $callback, array $args = array(), string $permission = self::OWNER ): void {
		register_rest_route(
			$this->namespace,
			$path,
			array(
				array(
					'methods'             => $methods,
					'callback'            => fn( WP_REST_Request $request ) => $this->answer( $callback, $request ),
					'permission_callback' => array( $this, $permission ),
					'args'                => $args,
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * Runs a route's callback: invalid input answers 400 with the readable problem (and per-field problems in
	 * `data.errors`), anything else that goes wrong answers 500 saying nothing was changed, and is logged.
	 *
	 * @param string          $callback Method of this controller.
	 * @param WP_REST_Request $request  Request.
	 * @return mixed
	 */
	public function answer( string $callback, WP_REST_Request $request ) {
		try {
			return $this->{$callback}( $request );
		} catch ( Invalid_Input $e ) {
			return $this->bad_request( $e->getMessage(), $e->errors() ? array( 'errors' => $e->errors() ) : array() );
		} catch ( \Throwable $e ) {
			return $this->failed( $e );
		}
	}

	/**
	 * Permission callback for routes that only need a logged-in member.
	 *
	 * @return true|WP_Error
	 */
	public function require_member() {
		if ( ! is_user_logged_in() ) {
			return new WP_Error( 'rest_not_logged_in', __( 'Please log in to use PRISM.', 'prism' ), array( 'status' => 401 ) );
		}
		return true;
	}

	/**
	 * Permission callback for routes that carry a `wordpressId`: it must be the caller's own id.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function require_owner( WP_REST_Request $request ) {
		$member = $this->require_member();
		if ( true !== $member ) {
			return $member;
		}
		$claimed = $request->get_param( 'wordpressId' );
		if ( null !== $claimed && ( ! is_scalar( $claimed ) || get_current_user_id() !== (int) $claimed ) ) {
			return new WP_Error( 'prism_forbidden', __( 'You can only see and change your own PRISM data.', 'prism' ), array( 'status' => 403 ) );
		}
		return true;
	}

	/**
	 * The member whose data a request reads or writes.
	 */
	protected function owner(): int {
		return get_current_user_id();
	}

	/**
	 * Whether a contact is the caller's (routes keyed by a contact id answer contact_not_found() when it is not).
	 *
	 * @param int $contact_id Contact.
	 */
	protected function owns_contact( int $contact_id ): bool {
		return ( new Contact_Repository() )->owns_all( $this->owner(), array( $contact_id ) );
	}

	/**
	 * The answer for a missing row, and for a row of another member.
	 *
	 * @param string $message Whole readable sentence (such as: That contact does not exist.).
	 */
	protected function not_found( string $message ): WP_Error {
		return new WP_Error( 'prism_not_found', $message, array( 'status' => 404 ) );
	}

	/**
	 * The 404 for a contact id that is not the member's.
	 */
	protected function contact_not_found(): WP_Error {
		return $this->not_found( __( 'That contact does not exist. It may have been deleted or merged.', 'prism' ) );
	}

	/**
	 * A 400 answer for bad input.
	 *
	 * @param string               $message Readable message.
	 * @param array<string, mixed> $details Extra data, e.g. field errors.
	 */
	protected function bad_request( string $message, array $details = array() ): WP_Error {
		return new WP_Error( 'prism_invalid', $message, array_merge( array( 'status' => 400 ), $details ) );
	}

	/**
	 * A 500 answer that tells the member nothing was saved, and logs the cause.
	 *
	 * @param \Throwable $e Cause.
	 */
	protected function failed( \Throwable $e ): WP_Error {
		// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- operators need the cause.
		error_log( 'PRISM: ' . get_class( $e ) . ': ' . $e->getMessage() );
		return new WP_Error( 'prism_failed', __( 'Something went wrong and nothing was changed. Please try again.', 'prism' ), array( 'status' => 500 ) );
	}

	/**
	 * One uploaded file as PHP describes it (its error code and temporary path), or null when none was sent (or the
	 * field holds several, `photo[]`, which is not one file either).
	 *
	 * @param mixed $file An entry of $_FILES.
	 * @return array{error: int, path: string, name: string}|null
	 */
	protected static function uploaded( mixed $file ): ?array {
		if ( ! is_array( $file ) || ! is_int( $file['error'] ?? null ) ) {
			return null;
		}
		return array(
			'error' => $file['error'],
			'path'  => is_string( $file['tmp_name'] ?? null ) ? $file['tmp_name'] : '',
			'name'  => is_string( $file['name'] ?? null ) ? $file['name'] : '',
		);
	}

	/**
	 * Response with WordPress's pagination headers.
	 *
	 * @param mixed $data     Body.
	 * @param int   $total    Total matches.
	 * @param int   $per_page Page size.
	 */
	protected function paged( $data, int $total, int $per_page ): WP_REST_Response {
		$response = rest_ensure_response( $data );
		$response->header( 'X-WP-Total', (string) $total );
		$response->header( 'X-WP-TotalPages', (string) (int) ceil( $total / max( 1, $per_page ) ) );
		return $response;
	}

	/**
	 * Answers of prepare_item_for_response() for a list of items, as a plain list.
	 *
	 * @param array<int, mixed> $items   Rows.
	 * @param WP_REST_Request   $request Request.
	 * @return array<int, mixed>
	 */
	protected function prepare_collection( array $items, WP_REST_Request $request ): array {
		$list = array();
		foreach ( $items as $item ) {
			$list[] = $this->prepare_response_for_collection( $this->prepare_item_for_response( $item, $request ) );
		}
		return $list;
	}

	/**
	 * The item schema every controller answers (cached in $this->schema, as core's controllers do): an object named
	 * $title with these properties, plus the fields other code registered.
	 *
	 * @param string   $title      Schema title, e.g. 'prism-note'.
	 * @param callable $properties Builds the properties array (called once per request).
	 * @return array<string, mixed>
	 */
	protected function item_schema( string $title, callable $properties ): array {
		if ( ! $this->schema ) {
			$this->schema = array(
				'$schema'    => 'http://json-schema.org/draft-04/schema#',
				'title'      => $title,
				'type'       => 'object',
				'properties' => $properties(),
			);
		}
		return $this->add_additional_fields_schema( $this->schema );
	}

	/**
	 * One property of an item schema, in both contexts.
	 *
	 * @param string               $description What it is.
	 * @param string|string[]      $type        JSON type(s).
	 * @param array<string, mixed> $extra       More keywords (enum, format, readonly).
	 * @return array<string, mixed>
	 */
	protected static function field( string $description, $type, array $extra = array() ): array {
		return array(
			'description' => $description,
			'type'        => $type,
			'context'     => array( 'view', 'edit' ),
		) + $extra;
	}

	/**
	 * Schema of a positive integer id argument.
	 *
	 * @param string $description What the id is.
	 * @param bool   $required    Whether it must be present.
	 * @return array<string, mixed>
	 */
	protected static function id_arg( string $description, bool $required = true ): array {
		return array(
			'description' => $description,
			'type'        => 'integer',
			'minimum'     => 1,
			'required'    => $required,
		);
	}

	/**
	 * Schema of the `wordpressId` argument.
	 *
	 * @param bool $required Whether it must be present.
	 * @return array<string, mixed>
	 */
	protected static function wordpress_id_arg( bool $required = true ): array {
		return self::id_arg( __( 'The member\'s own user id.', 'prism' ), $required );
	}

	/**
	 * Schema of an `idList` argument: a non-empty list of distinct positive integers, bounded.
	 *
	 * @param int $min Minimum number of ids.
	 * @param int $max Maximum number of ids.
	 * @return array<string, mixed>
	 */
	protected static function id_list_arg( int $min = 1, int $max = 100000 ): array {
		return array(
			'description' => __( 'Contact ids.', 'prism' ),
			'type'        => 'array',
			'items'       => array(
				'type'    => 'integer',
				'minimum' => 1,
			),
			'minItems'    => $min,
			'maxItems'    => $max,
			'uniqueItems' => true,
			'required'    => true,
		);
	}

	/**
	 * Schema of a web address argument: text (text_arg) that is also an http(s) address, stored with its scheme
	 * (Domain\Text::link_problem(), the one link rule).
	 *
	 * @param string $description What it is.
	 * @param string $when_blank  Whole sentence shown when it is blank.
	 * @return array<string, mixed>
	 */
	protected static function link_arg( string $description, string $when_blank ): array {
		$schema                      = self::text_arg( $description, Text::MAX_LINK, false, true, $when_blank );
		$as_text                     = $schema['validate_callback'];
		$schema['validate_callback'] = static function ( $value ) use ( $as_text ) {
			$valid = $as_text( $value );
			if ( true !== $valid ) {
				return $valid;
			}
			$problem = Text::link_problem( $value );
			return null === $problem ? true : new WP_Error( 'rest_invalid_param', $problem );
		};
		$schema['sanitize_callback'] = static fn( $value ) => Text::stored_link( (string) $value );
		return $schema;
	}

	/**
	 * Schema of a text argument a member typed: checked (text, valid UTF-8, length, not blank) and then passed on
	 * exactly as typed, less control characters and surrounding spaces (Domain\Text). Nothing is rewritten:
	 * '<', '>', '&', '%20' and emoji stay as they are.
	 *
	 * @param string $description What it is.
	 * @param int    $max_length  Maximum length in characters.
	 * @param bool   $multiline   Whether line breaks are kept (notes).
	 * @param bool   $required    Whether it must be present and not blank.
	 * @param string $when_blank  Whole sentence shown when it is blank (e.g. "Write something before saving.").
	 * @return array<string, mixed>
	 */
	protected static function text_arg( string $description, int $max_length, bool $multiline = false, bool $required = true, string $when_blank = '' ): array {
		$schema = array(
			'description'       => $description,
			'type'              => 'string',
			'required'          => $required,
			'validate_callback' => static function ( $value ) use ( $max_length, $multiline, $required, $when_blank ) {
				if ( ! is_string( $value ) ) {
					return new WP_Error( 'rest_invalid_param', __( 'This must be text.', 'prism' ) );
				}
				$problem = Text::problem( $value, $max_length, $required, $multiline );
				if ( null !== $problem && $required && '' !== $when_blank && '' === Text::for_redisplay( $value, $multiline ) ) {
					$problem = $when_blank;
				}
				return null === $problem ? true : new WP_Error( 'rest_invalid_param', $problem );
			},
			'sanitize_callback' => static fn( $value ) => Text::clean( (string) $value, $multiline ),
		);
		if ( ! $required ) {
			$schema['default'] = '';
		}
		return $schema;
	}
}

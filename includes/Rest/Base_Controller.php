<?php
/**
 * What every PRISM route shares: the namespace, the login and owner checks, argument schemas and error shapes.
 *
 * The owner of the data is always the logged-in user. A `wordpressId` sent by the client is only compared with
 * it (403 when it differs). An id of a row the caller does not own answers exactly like an id that does not
 * exist (404), so ids reveal nothing about other members.
 *
 * @package Prism
 */

namespace Prism\Rest;

use WP_Error;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * Base for PRISM's REST controllers.
 */
abstract class Base_Controller extends WP_REST_Controller {

	/**
	 * Route namespace.
	 *
	 * @var string
	 */
	protected $namespace = 'prism/v1';

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
		if ( null !== $claimed && get_current_user_id() !== (int) $claimed ) {
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
	 * The answer for a missing row, and for a row of another member.
	 *
	 * @param string $what Readable name of the thing, e.g. 'contact'.
	 */
	protected function not_found( string $what ): WP_Error {
		/* translators: %s: kind of thing, e.g. contact or note. */
		return new WP_Error( 'prism_not_found', sprintf( __( 'That %s does not exist.', 'prism' ), $what ), array( 'status' => 404 ) );
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
		error_log( 'PRISM: ' . $e->getMessage() );
		return new WP_Error( 'prism_failed', __( 'Something went wrong and nothing was changed. Please try again.', 'prism' ), array( 'status' => 500 ) );
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
	 * Schema of an `idList` argument: a non-empty list of positive integers.
	 *
	 * @param int $min Minimum number of ids.
	 * @param int $max Maximum number of ids.
	 * @return array<string, mixed>
	 */
	protected static function id_list_arg( int $min = 1, int $max = 0 ): array {
		$schema = array(
			'description' => __( 'Contact ids.', 'prism' ),
			'type'        => 'array',
			'items'       => array(
				'type'    => 'integer',
				'minimum' => 1,
			),
			'minItems'    => $min,
			'uniqueItems' => true,
			'required'    => true,
		);
		if ( $max > 0 ) {
			$schema['maxItems'] = $max;
		}
		return $schema;
	}

	/**
	 * Schema of a required text argument that must not be blank.
	 *
	 * @param string $description What it is.
	 * @param int    $max_length  Maximum length.
	 * @param bool   $multiline   Whether line breaks are kept (notes).
	 * @return array<string, mixed>
	 */
	protected static function text_arg( string $description, int $max_length = 191, bool $multiline = false ): array {
		$clean = $multiline
			? static fn( $value ) => trim( sanitize_textarea_field( (string) $value ) )
			: static fn( $value ) => trim( sanitize_text_field( (string) $value ) );
		return array(
			'description'       => $description,
			'type'              => 'string',
			'required'          => true,
			'maxLength'         => $max_length,
			'validate_callback' => static function ( $value, $request, $param ) use ( $clean ) {
				$valid = rest_validate_request_arg( $value, $request, $param );
				if ( true !== $valid ) {
					return $valid;
				}
				if ( '' === $clean( $value ) ) {
					/* translators: %s: parameter name. */
					return new WP_Error( 'rest_invalid_param', sprintf( __( '%s cannot be empty.', 'prism' ), $param ) );
				}
				return true;
			},
			'sanitize_callback' => $clean,
		);
	}
}

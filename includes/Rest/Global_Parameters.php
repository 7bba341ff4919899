<?php
/**
 * WordPress's global parameters on PRISM's routes. WordPress reads them itself, on every route, around the route's
 * own code: `_fields` picks fields from the answer after the route has run (rest_filter_response_fields), `context`
 * chooses which of a schema's fields a controller answers, and over HTTP `_envelope` wraps the answer's data,
 * `_embed` walks it for links, `_jsonp` wraps the JSON in a callback and `_method` overrides the request's method.
 *
 * This is the one place that makes every PRISM route, and any route added later, answer them correctly or refuse
 * them with a readable 400: never a 500, never a PHP warning.
 *
 * - `_fields` names at most MAX_FIELDS fields. It picks from answers made of objects (one, or a list of them); an
 *   answer of another shape has no fields to pick (a list of ids, an export file, the calendar feed, the streamed
 *   contact list, which applies `_fields` itself), and is answered whole, where WordPress's filter would crash.
 * - `context` is `view` or `edit`, which answer the same (the member's own data is whole in both; see
 *   Base_Controller::get_fields_for_response()); anything else is refused, as WordPress refuses an unknown context on
 *   its own routes. PRISM has no `embed` view: its answers carry no links to embed from.
 * - `_envelope`: WordPress builds the envelope from the answer's data, so a streamed answer (a file, the full list)
 *   is turned into its JSON value first.
 * - `_jsonp` is WordPress's, unchanged (docs/architecture.md, "WordPress's global parameters").
 * - `_method` that is not text names no method: WordPress answers its own 404, as for any method a route does not
 *   take (given a list, WordPress itself would crash on it). This one applies to the namespace's index too.
 *
 * @package Prism
 */

namespace Prism\Rest;

use WP_Error;
use WP_HTTP_Response;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * `_fields`, `context`, `_envelope` and `_method` on PRISM's routes.
 */
final class Global_Parameters {

	/** The most fields a PRISM request may name in `_fields` (no answer has a hundred). */
	public const MAX_FIELDS = 100;

	/** The contexts a PRISM request may ask for; both answer the whole of the member's data. */
	public const CONTEXTS = array( 'view', 'edit' );

	/**
	 * Whether a requested route is one of PRISM's (WordPress matches routes without regard to case).
	 *
	 * @param string $route Route, such as /prism/v1/contacts/12.
	 */
	private static function is_prism( string $route ): bool {
		return 0 === stripos( $route, '/prism/v1/' );
	}

	/**
	 * Action `rest_api_init`: a `_method` in the query string that is not text (`_method[]=x`) is made empty before
	 * WordPress reads it, for a PRISM route. WordPress passes it to strtoupper() (6.1.9 and 6.5.5 alike), which throws
	 * on a list; empty, it names no method, and WordPress answers its own 404 (rest_no_route), as for `_method=FOO`.
	 */
	public static function guard_method_override(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- WordPress's own routing parameters, read as WordPress reads them.
		if ( ! isset( $_GET['_method'] ) || is_string( $_GET['_method'] ) || ! defined( 'REST_REQUEST' ) ) {
			return;
		}
		$route = isset( $GLOBALS['wp'] ) && $GLOBALS['wp'] instanceof \WP ? ( $GLOBALS['wp']->query_vars['rest_route'] ?? '' ) : '';
		// The namespace's own index (/prism/v1) included.
		if ( is_string( $route ) && self::is_prism( '/' . trim( $route, '/' ) . '/' ) ) {
			$_GET['_method'] = '';
		}
		// phpcs:enable WordPress.Security.NonceVerification.Recommended
	}

	/**
	 * Filter `rest_pre_dispatch`: a PRISM request naming more than MAX_FIELDS fields in `_fields`, or a context other
	 * than view or edit, is refused before it runs. (WordPress filters each item of an answer by each field named, so
	 * 5,000 names on the member's 6,000 notes tied a worker up for seconds; an unknown context left every item empty.)
	 *
	 * @param mixed           $result  Null, or an answer another filter gave.
	 * @param \WP_REST_Server $server  Server.
	 * @param WP_REST_Request $request Request.
	 * @return mixed
	 */
	public static function check( $result, $server, WP_REST_Request $request ) {
		unset( $server );
		if ( null !== $result || ! self::is_prism( $request->get_route() ) ) {
			return $result;
		}
		$problem = self::problem( $request );
		// A response, not the error itself: before WordPress 6.5 an error from this filter reached rest_do_request()'s
		// callers as a WP_Error.
		return null === $problem ? $result : rest_convert_error_to_response( new WP_Error( 'rest_invalid_param', $problem, array( 'status' => 400 ) ) );
	}

	/**
	 * What is wrong with a request's `_fields` or `context`, as a sentence, or null.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	private static function problem( WP_REST_Request $request ): ?string {
		$fields = $request['_fields'];
		if ( null !== $fields && ( ( is_string( $fields ) && strlen( $fields ) > 20 * self::MAX_FIELDS ) || count( wp_parse_list( is_array( $fields ) || is_string( $fields ) ? $fields : '' ) ) > self::MAX_FIELDS ) ) {
			/* translators: %d: the most fields a request may name. */
			return sprintf( __( 'Name at most %d fields in _fields.', 'prism' ), self::MAX_FIELDS );
		}
		$context = $request['context'];
		if ( null !== $context && ! in_array( $context, self::CONTEXTS, true ) ) {
			return __( 'Ask for the context view or edit, or leave context out: both give the whole answer.', 'prism' );
		}
		return null;
	}

	/**
	 * Filter `rest_post_dispatch`, before WordPress's own (`_fields` is applied at 10, the envelope after them all):
	 * makes a PRISM answer fit the global parameters WordPress is about to apply to it.
	 *
	 * - `_envelope`: a streamed answer becomes its JSON value, which WordPress can put in the envelope and walk for
	 *   `_embed`.
	 * - `_fields`: an answer that is not made of objects has no fields to pick, so `_fields` is set aside and the
	 *   answer stays whole.
	 *
	 * @param mixed           $response The answer (a WP_HTTP_Response; other filters may hand on anything).
	 * @param \WP_REST_Server $server   Server.
	 * @param WP_REST_Request $request  Request.
	 * @return mixed
	 */
	public static function fit( $response, $server, WP_REST_Request $request ) {
		unset( $server );
		if ( ! $response instanceof WP_HTTP_Response || ! self::is_prism( $request->get_route() ) ) {
			return $response;
		}
		$data = $response->get_data();
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- WordPress reads `_envelope` from the query string itself.
		if ( $data instanceof \JsonSerializable && isset( $_GET['_envelope'] ) ) {
			$data = $data->jsonSerialize();
			$response->set_data( $data );
		}
		if ( null !== $request['_fields'] && ! self::has_fields( $data ) ) {
			$request->set_param( '_fields', null );
		}
		return $response;
	}

	/**
	 * Whether an answer is made of objects WordPress can pick fields from: an object (an array with keys), or a list
	 * whose items all are.
	 *
	 * @param mixed $data Answer's data.
	 */
	private static function has_fields( $data ): bool {
		if ( ! is_array( $data ) ) {
			return false;
		}
		if ( ! wp_is_numeric_array( $data ) ) {
			return true;
		}
		foreach ( $data as $item ) {
			if ( ! is_array( $item ) ) {
				return false;
			}
		}
		return true;
	}
}

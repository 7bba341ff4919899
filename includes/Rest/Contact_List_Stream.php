<?php
/**
 * A member's whole contact list as a REST answer that is written out batch by batch. `GET contacts/{id}` and
 * `collide-and-merge` answer the full list (the spec's contract); for a 30,000-contact network, building that
 * list in memory first took ~280 MB, past PHP's usual limit. Served over HTTP, it streams in chunks (as JSON, or
 * wrapped for `_jsonp` as WordPress would); used in-process (rest_do_request), or when a filter or `_envelope`
 * needs the data itself (Global_Parameters::fit()), it serializes to the same array.
 *
 * @package Prism
 */

namespace Prism\Rest;

use Prism\Data\Contact_Repository;
use WP_HTTP_Response;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Streamed contact list.
 */
final class Contact_List_Stream implements \JsonSerializable {

	/**
	 * Turns a batch of contact rows into API contacts.
	 *
	 * @var callable(array<int, array<string, mixed>>): array<int, array<string, mixed>>
	 */
	private $prepare;

	/**
	 * The list of a member.
	 *
	 * @param int      $owner_id Member.
	 * @param callable $prepare  Rows => API contacts (Contacts_Controller::prepare_rows with the request's fields).
	 */
	public function __construct( private readonly int $owner_id, callable $prepare ) {
		$this->prepare = $prepare;
	}

	/**
	 * The whole list, for in-process callers.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	public function jsonSerialize(): array {
		$contacts = array();
		$this->each(
			static function ( array $batch ) use ( &$contacts ): void {
				array_push( $contacts, ...$batch );
			}
		);
		return $contacts;
	}

	/**
	 * Writes the list as a JSON array, one batch at a time.
	 */
	public function emit(): void {
		echo '[';
		$first = true;
		$this->each(
			static function ( array $batch ) use ( &$first ): void {
				foreach ( $batch as $contact ) {
					echo ( $first ? '' : ',' ) . wp_json_encode( $contact ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON body of a REST answer.
					$first = false;
				}
			}
		);
		echo ']';
	}

	/**
	 * Visits the API contacts in name order, a batch at a time.
	 *
	 * @param callable $visit Called with each batch.
	 */
	private function each( callable $visit ): void {
		( new Contact_Repository() )->each_batch(
			$this->owner_id,
			function ( array $rows ) use ( $visit ): void {
				$visit( ( $this->prepare )( $rows ) );
			}
		);
	}

	/**
	 * Filter `rest_pre_serve_request`: serves a streamed list itself; anything else is left to WordPress. By the
	 * time this runs WordPress has sent the headers, and has already refused a `_jsonp` callback that is invalid
	 * or disabled; a valid one wraps the list as WordPress would.
	 *
	 * @param bool             $served  Whether the answer was already served.
	 * @param WP_HTTP_Response $result  The answer.
	 * @param WP_REST_Request  $request The request.
	 * @param WP_REST_Server   $server  The server.
	 */
	public static function serve( $served, $result, $request, $server ): bool {
		unset( $server );
		if ( $served || ! $result->get_data() instanceof self ) {
			return (bool) $served;
		}
		// A member's list must never be cached. WordPress sends its no-cache headers before this filter on recent
		// versions and after it on older ones (6.1), where they would come after the body has started: they are
		// sent here instead, and WordPress's own later attempt is switched off.
		if ( is_user_logged_in() ) {
			nocache_headers();
		}
		add_filter( 'rest_send_nocache_headers', '__return_false' );
		if ( 'HEAD' === $request->get_method() ) {
			return true;
		}
		$query = $request->get_query_params();
		$jsonp = isset( $query['_jsonp'] ) && is_string( $query['_jsonp'] ) && wp_check_jsonp_callback( $query['_jsonp'] ) ? $query['_jsonp'] : '';
		if ( '' !== $jsonp ) {
			echo '/**/' . $jsonp . '('; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- checked by wp_check_jsonp_callback(), as WordPress does.
		}
		$result->get_data()->emit();
		if ( '' !== $jsonp ) {
			echo ')';
		}
		return true;
	}
}

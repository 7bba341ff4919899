<?php
/**
 * A member's whole contact list as a REST answer that is written out contact by contact. `GET contacts/{id}`
 * and `collide-and-merge` answer the full list (the spec's contract); for a 30,000-contact network, building
 * that list in memory first took ~280 MB, past PHP's usual limit. Served over HTTP, it streams in chunks; used
 * in-process (rest_do_request), it serializes to the same array.
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
	 * The member whose list this is.
	 *
	 * @param int $owner_id Member.
	 */
	public function __construct( private readonly int $owner_id ) {}

	/**
	 * The whole list, for in-process callers.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	public function jsonSerialize(): array {
		return ( new Contact_Repository() )->all( $this->owner_id );
	}

	/**
	 * Writes the list as a JSON array, one contact at a time.
	 */
	public function emit(): void {
		echo '[';
		$first = true;
		( new Contact_Repository() )->each(
			$this->owner_id,
			static function ( array $contact ) use ( &$first ): void {
				echo ( $first ? '' : ',' ) . wp_json_encode( $contact ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON body of a REST answer.
				$first = false;
			}
		);
		echo ']';
	}

	/**
	 * Filter `rest_pre_serve_request`: serves a streamed list itself; anything else is left to WordPress.
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
		if ( 'HEAD' === $request->get_method() ) {
			return true;
		}
		$result->get_data()->emit();
		return true;
	}
}

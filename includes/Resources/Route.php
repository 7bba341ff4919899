<?php
/**
 * One route of a declared resource: what it does (its action: the five below, or a resource's own such as
 * toggle-followup's 'toggle'), its HTTP methods and its path below prism/v1, where
 * {contactId}, {id} and {wordpressId} stand for the ids the path carries. An id the path does not carry comes in
 * the body (the spec's create-note, update-note … send contactId and id there, with the member's wordpressId).
 *
 * @package Prism
 */

namespace Prism\Resources;

defined( 'ABSPATH' ) || exit;

/**
 * A declared route.
 */
final class Route {

	/** A contact's rows (GET). */
	public const LIST = 'list';

	/** Every row of the member (GET, the path carries {wordpressId}). */
	public const ALL = 'all';

	/** Adds a row to a contact; answers the contact's rows. */
	public const CREATE = 'create';

	/** Changes a row; answers the contact's rows. */
	public const UPDATE = 'update';

	/** Deletes a row; answers the contact's rows. */
	public const DELETE = 'delete';

	/**
	 * A route.
	 *
	 * @param string $action  One of the actions above.
	 * @param string $methods HTTP methods, comma-separated as WP_REST_Server's constants are (e.g. 'POST, PUT, PATCH').
	 * @param string $path    Path below prism/v1, with {contactId}, {id} or {wordpressId} where the path carries them.
	 * @param string $row     The parameter that names the row, for a route that acts on one ('id'; toggle-followup's
	 *                        is followupId).
	 */
	public function __construct(
		public readonly string $action,
		public readonly string $methods,
		public readonly string $path,
		public readonly string $row = 'id'
	) {}

	/**
	 * Whether the route acts on one row (anything but the lists and create).
	 */
	public function on_row(): bool {
		return ! in_array( $this->action, array( self::LIST, self::ALL, self::CREATE ), true );
	}

	/**
	 * Whether the path carries an id (contactId, id or wordpressId); otherwise the body does.
	 *
	 * @param string $param Parameter name.
	 */
	public function carries( string $param ): bool {
		return str_contains( $this->path, '{' . $param . '}' );
	}

	/**
	 * The route as register_rest_route() takes it: '/notes/(?P<contactId>\d+)'.
	 */
	public function pattern(): string {
		return '/' . preg_replace( '/\{(\w+)\}/', '(?P<$1>\d+)', $this->path );
	}

	/**
	 * The path with its ids filled in: 'notes/12'.
	 *
	 * @param array<string, int> $ids Ids by parameter name.
	 */
	public function path_for( array $ids ): string {
		return (string) preg_replace_callback( '/\{(\w+)\}/', static fn( array $m ): string => (string) ( $ids[ $m[1] ] ?? 0 ), $this->path );
	}

	/**
	 * Each HTTP method on its own.
	 *
	 * @return string[]
	 */
	public function method_list(): array {
		return array_map( 'trim', explode( ',', $this->methods ) );
	}

	/**
	 * Whether a write names its row in the body and sends the whole row (the spec's update-note): then every
	 * field the member may change is required, as on create. A REST-style PATCH changes only what it sends.
	 */
	public function sends_whole_row(): bool {
		return ! $this->carries( 'contactId' );
	}
}

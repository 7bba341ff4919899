<?php
/**
 * The routes of a per-contact resource share their shape: a contact's rows (404 when the contact is not the
 * member's), and writes that act on the member's contact or on one of its rows and answer the contact's updated
 * rows (404 with the declaration's sentence for a row that is not the member's, or not on the named contact). Declared_Controller, Events_Controller and
 * Followups_Controller use it (on Base_Controller: owns_contact(), not_found(), prepare_collection()); each says how
 * it reads its rows.
 *
 * @package Prism
 */

namespace Prism\Rest;

use Prism\Resources\Declaration;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * A per-contact resource's routes.
 */
trait Contact_Rows {

	/**
	 * The resource's declaration.
	 */
	abstract protected function declaration(): Declaration;

	/**
	 * A contact's rows as stored, in the order the routes answer them.
	 *
	 * @param int $contact_id Contact (the member's).
	 * @return array<int, array<string, mixed>>
	 */
	abstract protected function rows_of_contact( int $contact_id ): array;

	/**
	 * One of the member's rows, or null.
	 *
	 * @param int $id Row id.
	 * @return array<string, mixed>|null
	 */
	abstract protected function find_row( int $id ): ?array;

	/**
	 * GET the contact's rows.
	 *
	 * @param WP_REST_Request $request Request with contactId.
	 */
	public function get_for_contact( WP_REST_Request $request ) {
		return $this->on_owned_contact( $request, static function (): void {} );
	}

	/**
	 * Runs a write for the contact the request names when it is the member's, then answers its rows.
	 *
	 * @param WP_REST_Request $request Request with contactId.
	 * @param callable        $write   Called with the contact id.
	 */
	protected function on_owned_contact( WP_REST_Request $request, callable $write ) {
		$contact_id = (int) $request['contactId'];
		if ( ! $this->owns_contact( $contact_id ) ) {
			return $this->contact_not_found();
		}
		$write( $contact_id );
		return $this->listing( $contact_id, $request );
	}

	/**
	 * Runs a write on the row the request names when it is the member's and on the named contact, then answers the
	 * contact's rows.
	 *
	 * @param WP_REST_Request $request Request with contactId and the row's id.
	 * @param callable        $write   Called with the row (as stored).
	 * @param string          $param   The parameter that names the row ('id'; toggle-followup's is followupId).
	 */
	protected function on_owned_row( WP_REST_Request $request, callable $write, string $param = 'id' ) {
		$row = $this->find_row( (int) $request[ $param ] );
		if ( ! $row || (int) $row['contact_id'] !== (int) $request['contactId'] ) {
			// One answer whatever is wrong (no such row, another member's, another contact's): it tells nothing.
			return $this->not_found( $this->declaration()->not_found_message() );
		}
		$write( $row );
		return $this->listing( (int) $row['contact_id'], $request );
	}

	/**
	 * A contact's rows as the answer of every route.
	 *
	 * @param int             $contact_id Contact (checked).
	 * @param WP_REST_Request $request    Request.
	 */
	protected function listing( int $contact_id, WP_REST_Request $request ) {
		return rest_ensure_response( $this->prepare_collection( $this->rows_of_contact( $contact_id ), $request ) );
	}
}

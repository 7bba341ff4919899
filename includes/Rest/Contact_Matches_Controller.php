<?php
/**
 * GET contact-matches/{wordpressId}?email[]=…&phone[]=…: which of the member's contacts already hold an email address
 * or a phone number being typed into the Add Contact (or Edit Contact) form, so the form can say so, with a link,
 * before anything is saved. It reads the member's own match keys only (Data\Contact_Keys: emails with case ignored,
 * phone numbers as E.164 in the site's region, else their digits), so it answers nothing of another member's.
 *
 * @package Prism
 */

namespace Prism\Rest;

use Prism\Data\Contact_Keys;
use Prism\Data\Contact_Repository;
use Prism\Domain\Contact_Fields;
use Prism\Domain\Contact_Identity;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Contact matches controller.
 */
final class Contact_Matches_Controller extends Base_Controller {

	/** Values of each kind one request may ask about: the form's three slots. */
	public const MAX_VALUES = 3;

	/** Contacts named per value; `total` says how many hold it. */
	public const MAX_CONTACTS = 3;

	/** Fewer digits than this are a number still being typed: not looked up. */
	private const MIN_PHONE_DIGITS = 6;

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		$list = static fn( string $description, int $max_length ): array => array(
			'description' => $description,
			'type'        => 'array',
			'items'       => array(
				'type'      => 'string',
				'maxLength' => $max_length,
			),
			'maxItems'    => self::MAX_VALUES,
			'default'     => array(),
		);
		$this->route(
			'/contact-matches/(?P<wordpressId>\d+)',
			WP_REST_Server::READABLE,
			'get_matches',
			array(
				'wordpressId' => self::wordpress_id_arg(),
				'email'       => $list( __( 'Email addresses being typed.', 'prism' ), 191 ),
				'phone'       => $list( __( 'Phone numbers being typed.', 'prism' ), 50 ),
			)
		);
	}

	/**
	 * One value that matched, as the API answers it.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		return $this->item_schema(
			'prism-contact-match',
			fn(): array => array(
				'kind'     => array(
					'description' => __( 'What matched: email or phone.', 'prism' ),
					'type'        => 'string',
					'enum'        => array( 'email', 'phone' ),
					'context'     => array( 'view', 'edit' ),
				),
				'value'    => array(
					'description' => __( 'The value as it was sent.', 'prism' ),
					'type'        => 'string',
					'context'     => array( 'view', 'edit' ),
				),
				'contacts' => array(
					'description' => __( 'The first contacts that hold it (id and name).', 'prism' ),
					'type'        => 'array',
					'context'     => array( 'view', 'edit' ),
				),
				'total'    => array(
					'description' => __( 'How many of the member\'s contacts hold it.', 'prism' ),
					'type'        => 'integer',
					'context'     => array( 'view', 'edit' ),
				),
			)
		);
	}

	/**
	 * One matched value as the API answers it.
	 *
	 * @param mixed           $item    Match: kind, value, contacts, total.
	 * @param WP_REST_Request $request Request.
	 * @return \WP_REST_Response
	 */
	public function prepare_item_for_response( $item, $request ) {
		return rest_ensure_response( array_intersect_key( (array) $item, array_flip( $this->get_fields_for_response( $request ) ) ) );
	}

	/**
	 * GET contact-matches/{wordpressId}: the values sent that some of the member's contacts hold, in the order sent,
	 * each with the first contacts holding it. A value that is not yet a whole email address or phone number matches
	 * nothing.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_matches( WP_REST_Request $request ) {
		$owner = $this->owner();
		$asked = array();
		foreach ( (array) $request['email'] as $email ) {
			$email = trim( (string) $email );
			if ( is_email( $email ) ) {
				$asked[] = array( 'email', $email, Contact_Keys::EMAIL, Contact_Identity::email_key( $email ) );
			}
		}
		foreach ( (array) $request['phone'] as $phone ) {
			$phone = trim( (string) $phone );
			if ( strlen( (string) preg_replace( '/\D+/', '', $phone ) ) >= self::MIN_PHONE_DIGITS ) {
				$asked[] = array( 'phone', $phone, Contact_Keys::PHONE, Contact_Identity::phone_match_key( $phone ) );
			}
		}
		$keys = array();
		foreach ( $asked as list( , , $kind, $key ) ) {
			$keys[ $kind ][] = $key;
		}
		$found   = $keys ? ( new Contact_Keys() )->find( $owner, $keys ) : array();
		$matches = array();
		$shown   = array();
		foreach ( $asked as list( $what, $value, $kind, $key ) ) {
			$holders = $found[ $kind . ':' . $key ] ?? array();
			if ( ! $holders ) {
				continue;
			}
			$first     = array_slice( $holders, 0, self::MAX_CONTACTS );
			$shown     = array_merge( $shown, $first );
			$matches[] = array(
				'kind'     => $what,
				'value'    => $value,
				'contacts' => $first,
				'total'    => count( $holders ),
			);
		}
		$names = array();
		foreach ( ( new Contact_Repository() )->find_many( $owner, array_unique( $shown ) ) as $row ) {
			$names[ (int) $row['id'] ] = Contact_Fields::display_name( Contact_Fields::from_row( $row ) );
		}
		$answer = array();
		foreach ( $matches as $match ) {
			// A key whose contact is gone (deleted meanwhile) names nobody.
			$match['contacts'] = array_values(
				array_map(
					static fn( int $id ): array => array(
						'id'   => $id,
						'name' => $names[ $id ],
					),
					array_filter( $match['contacts'], static fn( int $id ): bool => isset( $names[ $id ] ) )
				)
			);
			if ( $match['contacts'] ) {
				$answer[] = $this->prepare_response_for_collection( $this->prepare_item_for_response( $match, $request ) );
			}
		}
		return rest_ensure_response( $answer );
	}
}

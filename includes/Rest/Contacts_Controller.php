<?php
/**
 * Contact routes: the full list, one contact, the paginated list query, bulk delete, merge of two contacts and
 * the stage counts. The contact's REST shape is defined here once (get_item_schema() and
 * prepare_item_for_response(), as in WordPress core's controllers); other routes that answer contacts use it.
 *
 * @package Prism
 */

namespace Prism\Rest;

use Prism\Data\Category_Repository;
use Prism\Data\Contact_List_Query;
use Prism\Data\Contact_Repository;
use Prism\Data\Keep_In_Touch_Repository;
use Prism\Data\Photo_Repository;
use Prism\Domain\Cadence;
use Prism\Domain\Contact_Fields;
use Prism\Domain\Contact_Query;
use Prism\Domain\Networking_Stages;
use Prism\Domain\Text;
use Prism\Service\Contact_Service;
use Prism\Service\Keep_In_Touch;
use WP_Error;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Contacts controller.
 */
final class Contacts_Controller extends Base_Controller {

	/** Highest page number the list accepts (a million contacts at 10 a page). */
	public const MAX_PAGE = 100000;

	/**
	 * Contact rows.
	 *
	 * @var Contact_Repository
	 */
	private Contact_Repository $contacts;

	/**
	 * Wires the repository.
	 */
	public function __construct() {
		$this->contacts = new Contact_Repository();
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$owner_route = array( 'wordpressId' => self::wordpress_id_arg() );
		$this->route( '/contacts/(?P<wordpressId>\d+)', WP_REST_Server::READABLE, 'get_all', $owner_route );
		$this->route( '/contact-detail/(?P<contactId>\d+)', WP_REST_Server::READABLE, 'get_detail', array( 'contactId' => self::id_arg( __( 'Contact id.', 'prism' ) ) ), self::MEMBER );
		$this->route( '/contact-list/(?P<wordpressId>\d+)', WP_REST_Server::READABLE, 'get_list', array_merge( $owner_route, self::list_args() ) );
		$this->route( '/contact-list-ids/(?P<wordpressId>\d+)', WP_REST_Server::READABLE, 'get_list_ids', array_merge( $owner_route, self::list_args() ) );
		$this->route( '/networking-stages-status/(?P<wordpressId>\d+)', WP_REST_Server::READABLE, 'get_stage_counts', $owner_route );
		$this->route(
			'/contact-state/(?P<contactId>\d+)',
			WP_REST_Server::CREATABLE,
			'set_state',
			array(
				'contactId' => self::id_arg( __( 'Contact id.', 'prism' ) ),
				'archived'  => array(
					'description' => __( 'True to archive the contact (kept, out of the day-to-day lists), false to restore it.', 'prism' ),
					'type'        => 'boolean',
				),
				'deceased'  => array(
					'description' => __( 'True to mark the contact deceased (no more birthday reminders), false to take the mark away.', 'prism' ),
					'type'        => 'boolean',
				),
			),
			self::MEMBER
		);
		$this->route(
			'/contact-cadence/(?P<contactId>\d+)',
			WP_REST_Server::CREATABLE,
			'set_cadence',
			array(
				'contactId'   => self::id_arg( __( 'Contact id.', 'prism' ) ),
				'cadenceDays' => array(
					'description' => __( 'Keep in touch every this many days (1 to 3650), or null to use the contact\'s categories\' cadence, if any.', 'prism' ),
					'type'        => array( 'integer', 'null' ),
					'minimum'     => Cadence::MIN_DAYS,
					'maximum'     => Cadence::MAX_DAYS,
					// Not 'required': WordPress reports a required argument sent as null as missing (the handler
					// refuses a request without it).
				),
			),
			self::MEMBER
		);
		$this->route(
			'/delete-contact',
			WP_REST_Server::DELETABLE,
			'delete_many',
			array(
				'idList'      => self::id_list_arg(),
				'wordpressId' => self::wordpress_id_arg(),
			)
		);
		$this->route(
			'/collide-and-merge',
			WP_REST_Server::CREATABLE,
			'merge_pair',
			array(
				'idList'      => self::id_list_arg( 2, 2 ),
				'wordpressId' => self::wordpress_id_arg(),
			)
		);
	}

	/**
	 * Arguments of the list query. Every list is bounded (an enum or a type, distinct values, a maximum count),
	 * so a request cannot make the query arbitrarily large.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function list_args(): array {
		$text_list = static fn( string $description, int $max_items, int $max_length ): array => array(
			'description'       => $description,
			'type'              => 'array',
			'items'             => array(
				'type'      => 'string',
				'maxLength' => $max_length,
			),
			'maxItems'          => $max_items,
			'default'           => array(),
			'validate_callback' => static function ( $value, $request, $param ) use ( $max_length ) {
				$valid = rest_validate_request_arg( $value, $request, $param );
				if ( true !== $valid ) {
					return $valid;
				}
				foreach ( (array) $value as $item ) {
					$problem = Text::problem( $item, $max_length );
					if ( null !== $problem ) {
						return new WP_Error( 'rest_invalid_param', $problem );
					}
				}
				return true;
			},
			'sanitize_callback' => static fn( $value ) => array_values( array_unique( array_filter( array_map( static fn( $item ) => Text::clean( (string) $item ), (array) $value ), static fn( string $item ): bool => '' !== $item ) ) ),
		);
		$enum_list = static fn( string $description, array $items ): array => array(
			'description' => $description,
			'type'        => 'array',
			'items'       => $items,
			'uniqueItems' => true,
			'maxItems'    => count( $items['enum'] ?? range( $items['minimum'], $items['maximum'] ) ),
			'default'     => array(),
		);
		return array(
			'q'            => self::text_arg( __( 'Search text: name, email, phone, company or note text.', 'prism' ), 200, false, false ),
			'category'     => $text_list( __( 'Category names; a contact must have all of them.', 'prism' ), 50, 191 ),
			'importSource' => $enum_list(
				__( 'Import sources; a contact must have all of them.', 'prism' ),
				array(
					'type' => 'string',
					'enum' => Contact_Fields::IMPORT_SOURCES,
				)
			),
			'process'      => $enum_list(
				__( 'Active (in the networking process) or Inactive.', 'prism' ),
				array(
					'type' => 'string',
					'enum' => array( 'Active', 'Inactive' ),
				)
			),
			'stage'        => $enum_list(
				__( 'Stage indexes 0 (BUILD) to 5 (MAINTAIN).', 'prism' ),
				array(
					'type'    => 'integer',
					'minimum' => 0,
					'maximum' => count( Networking_Stages::NAMES ) - 1,
				)
			),
			'status'       => $enum_list(
				__( 'Status at the contact\'s current stage.', 'prism' ),
				array(
					'type' => 'string',
					'enum' => array_values( Networking_Stages::STATUS_LABELS ),
				)
			),
			'order'        => array(
				'description' => __( 'Sort: by name ascending or descending, newest first, by the day last contacted (most recent or longest ago first), or by the day to reach out by (most overdue first; contacts without a cadence last).', 'prism' ),
				'type'        => 'string',
				'enum'        => Contact_Query::ORDERS,
				'default'     => 'name_asc',
			),
			'notContacted' => array(
				'description' => __( 'Only contacts never contacted, or last contacted more than this many days ago (0: no such filter).', 'prism' ),
				'type'        => 'integer',
				'minimum'     => 0,
				'maximum'     => 36500,
				'default'     => 0,
			),
			'archived'     => array(
				'description' => __( 'True for the archived contacts only; otherwise archived contacts are left out.', 'prism' ),
				'type'        => 'boolean',
				'default'     => false,
			),
			'reachOut'     => array(
				'description' => __( 'Keep in touch: due (today or before), week (due within the next seven days, or before), set (any contact with a cadence); empty for no such filter.', 'prism' ),
				'type'        => 'string',
				'enum'        => array_merge( array( '' ), Cadence::FILTERS ),
				'default'     => '',
			),
			'page'         => array(
				'description' => __( 'Page number, from 1.', 'prism' ),
				'type'        => 'integer',
				'minimum'     => 1,
				'maximum'     => self::MAX_PAGE,
				'default'     => 1,
			),
			'per_page'     => array(
				'description' => __( 'Rows per page.', 'prism' ),
				'type'        => 'integer',
				'minimum'     => 1,
				'maximum'     => Contact_Query::MAX_PER_PAGE,
				'default'     => Contact_Query::PER_PAGE,
			),
		);
	}

	/**
	 * The contact as the API answers it.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		$string     = static fn( string $description ): array => array(
			'description' => $description,
			'type'        => 'string',
			'context'     => array( 'view', 'edit' ),
			'readonly'    => true,
		);
		$properties = array(
			'id'   => array(
				'description' => __( 'Contact id.', 'prism' ),
				'type'        => 'integer',
				'context'     => array( 'view', 'edit' ),
				'readonly'    => true,
			),
			'name' => $string( __( 'Name shown for the contact: first and last name, else the first email, else the company.', 'prism' ) ),
		);
		foreach ( array_keys( Contact_Fields::map() ) as $field ) {
			/* translators: %s: the API name of a contact field, e.g. emailOne. */
			$properties[ $field ] = $string( sprintf( __( 'The contact field %s, as the member typed it.', 'prism' ), $field ) );
		}
		$properties += array(
			'email'            => $string( __( 'The first filled email.', 'prism' ) ),
			'phone'            => $string( __( 'The first filled phone.', 'prism' ) ),
			'importSource'     => $string( __( 'Where the contact came from, e.g. "PRISM" or "Google,LinkedIn".', 'prism' ) ),
			'categories'       => $string( __( 'The contact\'s category names, comma-separated.', 'prism' ) ),
			'categoryIds'      => array(
				'description' => __( 'The contact\'s category ids.', 'prism' ),
				'type'        => 'array',
				'items'       => array( 'type' => 'integer' ),
				'context'     => array( 'view', 'edit' ),
				'readonly'    => true,
			),
			'networkingStage'  => array(
				'description' => __( 'Stage 0 (BUILD) to 5 (MAINTAIN), or -1 when not in the networking process.', 'prism' ),
				'type'        => 'integer',
				'context'     => array( 'view', 'edit' ),
				'readonly'    => true,
			),
			'networkingStatus' => $string( __( 'In Progress or Complete at the current stage; empty when inactive.', 'prism' ) ),
			'reachOutOn'       => array(
				'description' => __( 'The day to reach out to the contact by, from its keep-in-touch cadence and last touch (YYYY-MM-DD), or null when it has no cadence.', 'prism' ),
				'type'        => array( 'string', 'null' ),
				'context'     => array( 'view', 'edit' ),
				'readonly'    => true,
			),
			'cadenceDays'      => array(
				'description' => __( 'The contact\'s own keep-in-touch cadence in days, or null when it has none of its own.', 'prism' ),
				'type'        => array( 'integer', 'null' ),
				'context'     => array( 'view', 'edit' ),
				'readonly'    => true,
			),
			'keepInTouch'      => array(
				'description' => __( 'The cadence that applies, in days, and where it comes from (the contact, a category, or MAINTAIN); null when none does.', 'prism' ),
				'type'        => array( 'object', 'null' ),
				'context'     => array( 'view', 'edit' ),
				'readonly'    => true,
				'properties'  => array(
					'days'     => array( 'type' => 'integer' ),
					'from'     => array(
						'type' => 'string',
						'enum' => array( Cadence::FROM_CONTACT, Cadence::FROM_CATEGORY, Cadence::FROM_MAINTAIN ),
					),
					'category' => array( 'type' => array( 'string', 'null' ) ),
				),
			),
			'touchedOn'        => array(
				'description' => __( 'The day of the last touch: an interaction, a note or a completed follow-up (YYYY-MM-DD), or null.', 'prism' ),
				'type'        => array( 'string', 'null' ),
				'context'     => array( 'view', 'edit' ),
				'readonly'    => true,
			),
			'lastContacted'    => array(
				'description' => __( 'The day of the latest interaction logged with the contact (YYYY-MM-DD), or null.', 'prism' ),
				'type'        => array( 'string', 'null' ),
				'context'     => array( 'view', 'edit' ),
				'readonly'    => true,
			),
			'archived'         => array(
				'description' => __( 'Whether the contact is archived: kept, and out of the contact list, Today, the calendar, the feed, the daily email and duplicate suggestions.', 'prism' ),
				'type'        => 'boolean',
				'context'     => array( 'view', 'edit' ),
				'readonly'    => true,
			),
			'archivedAt'       => array(
				'description' => __( 'When the contact was archived (ISO 8601, UTC), or null.', 'prism' ),
				'type'        => array( 'string', 'null' ),
				'context'     => array( 'view', 'edit' ),
				'readonly'    => true,
			),
			'deceased'         => array(
				'description' => __( 'Whether the contact is marked deceased: kept, with no more birthday reminders.', 'prism' ),
				'type'        => 'boolean',
				'context'     => array( 'view', 'edit' ),
				'readonly'    => true,
			),
			'photo'            => Photos_Controller::photo_schema(),
			'createdAt'        => $string( __( 'When the contact was added (ISO 8601, UTC).', 'prism' ) ),
			'updatedAt'        => $string( __( 'When the contact was last changed (ISO 8601, UTC).', 'prism' ) ),
		);
		return $this->item_schema(
			'prism-contact',
			fn(): array => $properties
		);
	}

	/**
	 * One contact row as the API answers it.
	 *
	 * @param mixed           $item    Contact row.
	 * @param WP_REST_Request $request Request.
	 * @return \WP_REST_Response
	 */
	public function prepare_item_for_response( $item, $request ) {
		return rest_ensure_response( $this->prepare_rows( array( (array) $item ), $this->get_fields_for_response( $request ) )[0] );
	}

	/**
	 * Contact rows as the API answers them, with their categories read in one query, limited to $fields.
	 *
	 * @param array<int, array<string, mixed>> $rows   Contact rows.
	 * @param string[]                         $fields Fields to include (get_fields_for_response()).
	 * @return array<int, array<string, mixed>>
	 */
	public function prepare_rows( array $rows, array $fields ): array {
		if ( ! $rows ) {
			return array();
		}
		$owner_id   = (int) $rows[0]['owner_id'];
		$wanted     = array_flip( $fields );
		$ids        = array_map( static fn( array $r ): int => (int) $r['id'], $rows );
		$categories = isset( $wanted['categories'] ) || isset( $wanted['categoryIds'] ) ? ( new Category_Repository() )->for_contacts( $owner_id, $ids ) : array();
		$cadences   = isset( $wanted['keepInTouch'] ) ? ( new Keep_In_Touch_Repository() )->cadences( $owner_id, $ids ) : array();
		$photos     = isset( $wanted['photo'] ) ? ( new Photo_Repository() )->metas( $owner_id, $ids ) : array();
		$contacts   = array();
		foreach ( $rows as $row ) {
			$id                          = (int) $row['id'];
			$values                      = Contact_Fields::from_row( $row );
			$own                         = $categories[ $id ] ?? array();
			$contact                     = array(
				'id'   => $id,
				'name' => Contact_Fields::display_name( $values ),
			) + $values;
			$contact['email']            = Contact_Fields::first_filled( $values, 'email' );
			$contact['phone']            = Contact_Fields::first_filled( $values, 'phone' );
			$contact['importSource']     = (string) $row['import_source'];
			$contact['categories']       = implode( ', ', array_column( $own, 'name' ) );
			$contact['categoryIds']      = array_map( 'intval', array_column( $own, 'id' ) );
			$contact['networkingStage']  = (int) $row['networking_stage'];
			$contact['networkingStatus'] = Networking_Stages::STATUS_LABELS[ $row['networking_status'] ] ?? '';
			$contact['reachOutOn']       = Cadence::day_or_null( $row['reach_out_by'] ?? null );
			$contact['cadenceDays']      = (int) ( $row['cadence_days'] ?? 0 ) > 0 ? (int) $row['cadence_days'] : null;
			$contact['keepInTouch']      = $cadences[ $id ] ?? null;
			$contact['touchedOn']        = empty( $row['touched_on'] ) ? null : substr( (string) $row['touched_on'], 0, 10 );
			$contact['lastContacted']    = empty( $row['last_contacted'] ) ? null : substr( (string) $row['last_contacted'], 0, 10 );
			$contact['archived']         = ! empty( $row['archived_at'] );
			$contact['archivedAt']       = empty( $row['archived_at'] ) ? null : \Prism\Data\Db::iso( $row['archived_at'] );
			$contact['deceased']         = (bool) (int) ( $row['deceased'] ?? 0 );
			$contact['photo']            = Photos_Controller::photo_of( $photos[ $id ] ?? null );
			$contact['createdAt']        = \Prism\Data\Db::iso( $row['created_at'] );
			$contact['updatedAt']        = \Prism\Data\Db::iso( $row['updated_at'] );
			$contacts[]                  = count( $wanted ) === count( $contact ) ? $contact : array_intersect_key( $contact, $wanted );
		}
		return $contacts;
	}

	/**
	 * The full fields list for in-process callers that answer contacts (apply-categories, merge).
	 *
	 * @return string[]
	 */
	public function all_fields(): array {
		return array_keys( $this->get_item_schema()['properties'] );
	}

	/**
	 * GET contacts/{wordpressId}: every contact of the member, streamed (see Contact_List_Stream). `_fields` is
	 * applied to each contact as it is written.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_all( WP_REST_Request $request ) {
		return rest_ensure_response( $this->stream( $request ) );
	}

	/**
	 * GET contact-detail/{contactId}: one contact.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_detail( WP_REST_Request $request ) {
		$row = $this->contacts->find( $this->owner(), (int) $request['contactId'] );
		return $row ? $this->prepare_item_for_response( $row, $request ) : $this->contact_not_found();
	}

	/**
	 * GET contact-list/{wordpressId}: one page of the filtered list, with X-WP-Total and X-WP-TotalPages.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_list( WP_REST_Request $request ) {
		$query  = self::query_from( $request );
		$result = ( new Contact_List_Query() )->query( $this->owner(), $query );
		return $this->paged( $this->prepare_rows( $result['items'], $this->get_fields_for_response( $request ) ), $result['total'], $query->per_page );
	}

	/**
	 * GET contact-list-ids/{wordpressId}: ids of every contact the filters match (select-all).
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_list_ids( WP_REST_Request $request ) {
		return rest_ensure_response( ( new Contact_List_Query() )->query_ids( $this->owner(), self::query_from( $request ) ) );
	}

	/**
	 * GET networking-stages-status/{wordpressId}: a list whose first item holds the stage counts.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_stage_counts( WP_REST_Request $request ) {
		unset( $request );
		$counts = ( new Contact_List_Query() )->stage_counts( $this->owner() );
		$flat   = array(
			'Active'     => $counts['active'],
			'InActive'   => $counts['inactive'],
			'InProgress' => array_sum( array_column( $counts['stages'], 'inProgress' ) ),
			'Complete'   => array_sum( array_column( $counts['stages'], 'complete' ) ),
		);
		foreach ( Networking_Stages::NAMES as $i => $name ) {
			$label                         = ucfirst( strtolower( $name ) );
			$flat[ $label . 'InProgress' ] = $counts['stages'][ $i ]['inProgress'];
			$flat[ $label . 'Complete' ]   = $counts['stages'][ $i ]['complete'];
		}
		return rest_ensure_response( array( $flat ) );
	}

	/**
	 * POST contact-state/{contactId}: archives or restores a contact, marks it deceased or not, and answers it.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function set_state( WP_REST_Request $request ) {
		$archived = null === $request['archived'] ? null : (bool) $request['archived'];
		$deceased = null === $request['deceased'] ? null : (bool) $request['deceased'];
		if ( null === $archived && null === $deceased ) {
			return $this->bad_request( __( 'Nothing was changed: say whether the contact is archived, deceased, or both.', 'prism' ) );
		}
		if ( ! ( new Contact_Service() )->set_state( $this->owner(), (int) $request['contactId'], $archived, $deceased ) ) {
			return $this->contact_not_found();
		}
		return $this->prepare_item_for_response( $this->contacts->find( $this->owner(), (int) $request['contactId'] ), $request );
	}

	/**
	 * POST contact-cadence/{contactId}: sets or clears the contact's own keep-in-touch cadence and answers the contact,
	 * with its day to reach out by worked out again.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function set_cadence( WP_REST_Request $request ) {
		if ( ! $request->has_param( 'cadenceDays' ) ) {
			return $this->bad_request( __( 'Nothing was changed: say how often to keep in touch, or null for no cadence.', 'prism' ) );
		}
		$days = Cadence::days_from_input( $request['cadenceDays'] );
		if ( ! Keep_In_Touch::set_contact_cadence( $this->owner(), (int) $request['contactId'], $days ) ) {
			return $this->contact_not_found();
		}
		return $this->prepare_item_for_response( $this->contacts->find( $this->owner(), (int) $request['contactId'] ), $request );
	}

	/**
	 * DELETE delete-contact: deletes the listed contacts with their notes, follow-ups, events and suggestions.
	 * One id that is not the member's refuses the whole request and changes nothing.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function delete_many( WP_REST_Request $request ) {
		$ids = array_map( 'intval', (array) $request['idList'] );
		if ( ! $this->contacts->owns_all( $this->owner(), $ids ) ) {
			return $this->contact_not_found();
		}
		return rest_ensure_response(
			array(
				'deleted' => ( new Contact_Service() )->delete_many( $this->owner(), $ids ),
				'idList'  => $ids,
			)
		);
	}

	/**
	 * POST collide-and-merge: merges the second contact into the first and answers the new contact list.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function merge_pair( WP_REST_Request $request ) {
		$ids = array_map( 'intval', (array) $request['idList'] );
		if ( ! $this->contacts->owns_all( $this->owner(), $ids ) ) {
			return $this->contact_not_found();
		}
		( new Contact_Service() )->merge( $this->owner(), $ids[0], $ids[1] );
		Contact_Service::check_duplicates( $this->owner(), $ids[0] );
		return rest_ensure_response( $this->stream( $request ) );
	}

	/**
	 * The member's whole list as a stream, with the fields the request asks for. The stream applies `_fields`
	 * itself, so the parameter is then cleared: WordPress's own field filter cannot read a stream.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	private function stream( WP_REST_Request $request ): Contact_List_Stream {
		$fields = $this->get_fields_for_response( $request );
		if ( isset( $request['_fields'] ) ) {
			$request->set_param( '_fields', null );
		}
		return new Contact_List_Stream( $this->owner(), fn( array $rows ): array => $this->prepare_rows( $rows, $fields ) );
	}

	/**
	 * The list query a request describes (the export takes the list's filters through it too).
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public static function query_from( WP_REST_Request $request ): Contact_Query {
		$statuses = array();
		foreach ( (array) $request['status'] as $label ) {
			$status = Networking_Stages::status_from_label( (string) $label );
			if ( null !== $status ) {
				$statuses[] = $status;
			}
		}
		return new Contact_Query(
			search: (string) $request['q'],
			categories: array_map( 'strval', (array) $request['category'] ),
			sources: array_map( 'strval', (array) $request['importSource'] ),
			processes: array_map( 'strval', (array) $request['process'] ),
			stages: array_map( 'intval', (array) $request['stage'] ),
			statuses: $statuses,
			order: (string) $request['order'],
			page: (int) $request['page'],
			per_page: (int) $request['per_page'],
			not_contacted_days: (int) $request['notContacted'],
			today: wp_date( 'Y-m-d' ),
			archived: (bool) $request['archived'],
			reach_out: (string) $request['reachOut']
		);
	}
}

<?php
/**
 * Follow-up routes (spec section 7, "Events and follow-ups"): a contact's follow-ups; create, update, delete and
 * toggle; the follow-ups of a day with their contacts, overdue ones included (the dashboard's Today); the
 * follow-ups of a range of days (the calendar).
 *
 * @package Prism
 */

namespace Prism\Rest;

use Prism\Data\Followup_Repository;
use Prism\Data\List_Orders;
use Prism\Domain\Calendar_Date;
use Prism\Resources\Declaration;
use Prism\Resources\Declarations\Followups;
use Prism\Service\Contact_Activity;
use WP_Error;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Follow-ups controller.
 */
final class Followups_Controller extends Base_Controller {

	use Dated_Routes;
	use Contact_Rows;

	/** Most overdue follow-ups the dashboard's list holds (the most recent ones). */
	public const OVERDUE_SHOWN = 100;

	/**
	 * Follow-up storage.
	 *
	 * @var Followup_Repository
	 */
	private Followup_Repository $followups;

	/**
	 * Wires the repository.
	 */
	public function __construct() {
		$this->followups = new Followup_Repository();
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$contact  = array( 'contactId' => self::id_arg( __( 'Contact id.', 'prism' ) ) );
		$id       = array( 'id' => self::id_arg( __( 'Follow-up id.', 'prism' ) ) );
		$member   = array( 'wordpressId' => self::wordpress_id_arg() );
		$fields   = static fn( bool $create ): array => array(
			'title' => self::text_arg( __( 'Follow-up title, kept exactly as typed.', 'prism' ), Calendar_Date::MAX_TITLE, false, true, __( 'Give the follow-up a title.', 'prism' ) ),
			'desc'  => self::desc_arg( __( 'Description (about 100 characters reads best), kept exactly as typed, line breaks included.', 'prism' ), $create ),
			'date'  => self::date_arg( __( 'The day to follow up, YYYY-MM-DD.', 'prism' ) ),
		);
		$complete = array(
			'description' => __( 'Set complete (\'1\') or incomplete (\'0\'); left out, the follow-up flips.', 'prism' ),
			'type'        => 'string',
			'enum'        => array( '0', '1' ),
		);

		$this->route( '/followups/(?P<contactId>\d+)', WP_REST_Server::READABLE, 'get_for_contact', $contact, self::MEMBER );
		$this->route( '/create-followup', WP_REST_Server::CREATABLE, 'create', $contact + $member + $fields( true ) );
		$this->route( '/update-followup', WP_REST_Server::CREATABLE, 'update', $id + $contact + array( 'wordpressId' => self::wordpress_id_arg( false ) ) + $fields( false ) );
		$this->route( '/delete-followup', 'POST, DELETE', 'delete', $id + $contact + array( 'wordpressId' => self::wordpress_id_arg( false ) ) );
		$this->route(
			'/toggle-followup',
			WP_REST_Server::CREATABLE,
			'toggle',
			$contact + array(
				'followupId'  => self::id_arg( __( 'Follow-up id.', 'prism' ) ),
				'complete'    => $complete,
				'wordpressId' => self::wordpress_id_arg( false ),
			)
		);
		$this->route(
			'/followups-with-contacts/(?P<wordpressId>\d+)',
			WP_REST_Server::READABLE,
			'get_due',
			$member + array( 'date' => self::date_arg( __( 'The day, YYYY-MM-DD (today in the site\'s time zone by default). Incomplete follow-ups due before it come too, marked overdue.', 'prism' ), false ) )
		);
		$this->route( '/calendar-followups/(?P<wordpressId>\d+)', WP_REST_Server::READABLE, 'get_calendar', $member + self::range_args() );
	}

	/**
	 * The follow-up as the API answers it.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		return $this->item_schema(
			'prism-followup',
			static fn(): array => array(
				'id'        => self::field( __( 'Follow-up id.', 'prism' ), 'integer' ),
				'contactId' => self::field( __( 'The contact to follow up with.', 'prism' ), 'integer' ),
				'title'     => self::field( __( 'Title, exactly as typed.', 'prism' ), 'string' ),
				'desc'      => self::field( __( 'Description, exactly as typed.', 'prism' ), 'string' ),
				'date'      => self::field( __( 'The day to follow up, YYYY-MM-DD.', 'prism' ), 'string' ),
				'complete'  => array( 'enum' => array( '0', '1' ) ) + self::field( __( '\'1\' when done, \'0\' when not.', 'prism' ), 'string' ),
				'overdue'   => self::field( __( 'Not done and due before today (site time zone).', 'prism' ), 'boolean' ),
			)
		);
	}

	/**
	 * One follow-up row as the API answers it.
	 *
	 * @param mixed           $item    Follow-up row.
	 * @param WP_REST_Request $request Request.
	 * @return \WP_REST_Response
	 */
	public function prepare_item_for_response( $item, $request ) {
		return rest_ensure_response( $this->shape( (array) $item, $request, self::today() ) );
	}

	/**
	 * One follow-up row as the API answers it, as an array (lists of thousands skip a response object per item).
	 *
	 * @param array<string, mixed> $item    Follow-up row.
	 * @param WP_REST_Request      $request Request (its fields).
	 * @param string               $today   Today, site time.
	 * @return array<string, mixed>
	 */
	private function shape( array $item, WP_REST_Request $request, string $today ): array {
		$complete = (int) $item['complete'] ? '1' : '0';
		$date     = (string) $item['due_date'];
		$data     = array(
			'id'        => (int) $item['id'],
			'contactId' => (int) $item['contact_id'],
			'title'     => (string) $item['title'],
			'desc'      => (string) $item['description'],
			'date'      => $date,
			'complete'  => $complete,
			'overdue'   => '0' === $complete && '' !== $date && $date < $today,
		);
		return array_intersect_key( $data, $this->fields_for( $request ) );
	}

	/**
	 * POST create-followup: answers the contact's follow-ups. Planning one moves a MAINTAIN contact's keep-in-touch
	 * date (Contact_Activity).
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function create( WP_REST_Request $request ) {
		return $this->on_owned_contact( $request, fn( int $contact_id ) => ( new Contact_Activity() )->add_followup( $this->owner(), $contact_id, $this->values( $request, '' ) ) );
	}

	/**
	 * POST update-followup: answers the contact's follow-ups.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function update( WP_REST_Request $request ) {
		return $this->on_owned_row( $request, fn( array $followup ) => ( new Contact_Activity() )->change_followup( $this->owner(), $followup, $this->values( $request, (string) $followup['description'] ) ) );
	}

	/**
	 * POST (or DELETE) delete-followup: answers the contact's follow-ups.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function delete( WP_REST_Request $request ) {
		return $this->on_owned_row( $request, fn( array $followup ) => ( new Contact_Activity() )->delete_followup( $this->owner(), $followup ) );
	}

	/**
	 * POST toggle-followup: flips a follow-up (or sets it, with `complete`) and answers the contact's follow-ups.
	 * Sending `complete` makes the call safe to repeat: the dashboard sends '1', so a double click cannot undo it.
	 * Completing a follow-up is being in touch: a MAINTAIN contact's next date moves on (Contact_Activity).
	 *
	 * @param WP_REST_Request $request Request with contactId, followupId and optional complete.
	 */
	public function toggle( WP_REST_Request $request ) {
		$wanted = $request['complete'];
		return $this->on_owned_row(
			$request,
			fn( array $followup ) => ( new Contact_Activity() )->complete_followup( $this->owner(), $followup, null === $wanted ? ! (int) $followup['complete'] : '1' === $wanted ),
			'followupId'
		);
	}

	/**
	 * GET followups-with-contacts/{wordpressId}: follow-ups due on a day (today by default) and incomplete ones due
	 * before it, each as { followup, contact }: overdue first, oldest first. Of the overdue ones the 100 most recent
	 * come; the header X-Prism-Overdue-Total says how many there are in all.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_due( WP_REST_Request $request ) {
		$day   = is_string( $request['date'] ) && '' !== $request['date'] ? (string) $request['date'] : self::today();
		$whole = self::whole_item_request( $request );
		$items = array();
		foreach ( $this->followups->due_by( $this->owner(), $day, self::OVERDUE_SHOWN ) as $row ) {
			$followup            = $this->shape( $row, $whole, $day );
			$followup['overdue'] = '0' === $followup['complete'] && $followup['date'] < $day;
			$items[]             = array(
				'followup' => $followup,
				'contact'  => self::contact_summary( $row ),
			);
		}
		$response = rest_ensure_response( $items );
		$shown    = count( array_filter( $items, static fn( array $item ): bool => $item['followup']['overdue'] ) );
		$response->header( 'X-Prism-Overdue-Total', (string) ( $shown < self::OVERDUE_SHOWN ? $shown : $this->followups->overdue_count( $this->owner(), $day ) ) );
		return $response;
	}

	/**
	 * GET calendar-followups/{wordpressId}: the follow-ups due in a range, as calendar items, by day and id. With
	 * perDay or limit, what a month view or a page of an agenda shows (calendar_view()): only the follow-ups answered
	 * are read whole.
	 *
	 * @param WP_REST_Request $request Request with optional from, to, perDay and limit.
	 */
	public function get_calendar( WP_REST_Request $request ) {
		$range = $this->requested_range( $request );
		if ( $range instanceof WP_Error ) {
			return $range;
		}
		list( $from, $to ) = $range;
		$owner             = $this->owner();
		$chosen            = null;
		if ( self::asks_for_view( $request ) ) {
			// What the view shows is kept until the member's next change, as the events' is (List_Orders::kept();
			// Followup_Repository's writes move it): six weeks' follow-ups were placed on every request (4 → 6.5 ms
			// in-process from 30,000 to 60,000 contacts on SQLite).
			$chosen = ( new List_Orders() )->kept(
				$owner,
				'followups:' . $from . ':' . $to . ':' . $request['perDay'] . ':' . $request['limit'],
				fn(): array => self::calendar_view(
					$request,
					array_map(
						static fn( array $row ): array => array( (string) $row['due_date'], (int) $row['id'] ),
						$this->followups->placing_between( $owner, $from, $to )
					),
					$to
				)
			);
			$rows   = $this->followups->with_contacts_by_ids( $owner, array_map( 'intval', array_column( $chosen['places'], 1 ) ) );
			$rows   = array_values( array_filter( array_map( static fn( array $place ) => $rows[ $place[1] ] ?? null, $chosen['places'] ) ) );
		} else {
			$rows = $this->followups->due_between( $owner, $from, $to );
		}
		$whole = self::whole_item_request( $request );
		$today = self::today();
		$items = array();
		foreach ( $rows as $row ) {
			$followup = $this->shape( $row, $whole, $today );
			$items[]  = array(
				'id'       => 'followup-' . $followup['id'],
				'kind'     => 'followup',
				'type'     => __( 'Follow-Up', 'prism' ),
				'title'    => $followup['title'],
				'desc'     => $followup['desc'],
				'date'     => $followup['date'],
				'start'    => $followup['date'],
				'end'      => $followup['date'],
				'contact'  => self::contact_summary( $row ),
				'followup' => $followup,
			);
		}
		return self::calendar_answer( $items, $chosen );
	}

	/**
	 * The checked values of a create or update request.
	 *
	 * @param WP_REST_Request $request     Request.
	 * @param string          $stored_desc The description kept when an update leaves it out.
	 * @return array{title: string, desc: string, date: string}
	 */
	private function values( WP_REST_Request $request, string $stored_desc ): array {
		return array(
			'title' => (string) $request['title'],
			'desc'  => null === $request['desc'] ? $stored_desc : (string) $request['desc'],
			'date'  => (string) $request['date'],
		);
	}

	/**
	 * A contact's follow-ups, the soonest due first (Contact_Rows).
	 *
	 * @param int $contact_id Contact (the member's).
	 * @return array<int, array<string, mixed>>
	 */
	protected function rows_of_contact( int $contact_id ): array {
		return $this->followups->for_contact( $this->owner(), $contact_id );
	}

	/**
	 * One of the member's follow-ups (Contact_Rows).
	 *
	 * @param int $id Follow-up id.
	 * @return array<string, mixed>|null
	 */
	protected function find_row( int $id ): ?array {
		return $this->followups->find( $this->owner(), $id );
	}

	/**
	 * The declaration (Contact_Rows).
	 */
	protected function declaration(): Declaration {
		return new Followups();
	}
}

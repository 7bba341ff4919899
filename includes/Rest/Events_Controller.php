<?php
/**
 * Event routes (spec section 7, "Events and follow-ups"): a contact's events; create, update, delete; the events of
 * a day with their contacts (the dashboard's Today); the events of a range of days (the calendar). Birthdays and
 * anniversaries recur every year.
 *
 * @package Prism
 */

namespace Prism\Rest;

use Prism\Data\Event_Repository;
use Prism\Data\List_Orders;
use Prism\Domain\Calendar_Date;
use Prism\Resources\Declaration;
use Prism\Resources\Declarations\Events;
use WP_Error;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Events controller.
 */
final class Events_Controller extends Base_Controller {

	use Dated_Routes;
	use Contact_Rows;

	/**
	 * Event storage.
	 *
	 * @var Event_Repository
	 */
	private Event_Repository $events;

	/**
	 * Wires the repository.
	 */
	public function __construct() {
		$this->events = new Event_Repository();
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$contact = array( 'contactId' => self::id_arg( __( 'Contact id.', 'prism' ) ) );
		$id      = array( 'id' => self::id_arg( __( 'Event id.', 'prism' ) ) );
		$member  = array( 'wordpressId' => self::wordpress_id_arg() );
		$fields  = static fn( bool $create ): array => array(
			'title' => self::text_arg( __( 'Event title (about 40 characters reads best), kept exactly as typed.', 'prism' ), Calendar_Date::MAX_TITLE, false, true, __( 'Give the event a title.', 'prism' ) ),
			'type'  => array(
				'description'       => __( 'Event type: Birthday, Anniversary or Other. Birthdays and anniversaries come back every year.', 'prism' ),
				'type'              => 'string',
				'required'          => true,
				'validate_callback' => static fn( $value ) => is_string( $value ) && in_array( $value, Calendar_Date::EVENT_TYPES, true )
					? true
					: new WP_Error( 'rest_invalid_param', __( 'Choose the event type: Birthday, Anniversary or Other.', 'prism' ) ),
			),
			'date'  => self::date_arg( __( 'The day, YYYY-MM-DD; a birthday or anniversary without a year as --MM-DD.', 'prism' ), true, true ),
			'desc'  => self::desc_arg( __( 'Description, kept exactly as typed, line breaks included.', 'prism' ), $create ),
		);

		$this->route( '/events/(?P<contactId>\d+)', WP_REST_Server::READABLE, 'get_for_contact', $contact, self::MEMBER );
		$this->route( '/create-event', WP_REST_Server::CREATABLE, 'create', $contact + $member + $fields( true ) );
		$this->route( '/update-event', WP_REST_Server::CREATABLE, 'update', $id + $contact + array( 'wordpressId' => self::wordpress_id_arg( false ) ) + $fields( false ) );
		$this->route( '/delete-event', 'POST, DELETE', 'delete', $id + $contact + array( 'wordpressId' => self::wordpress_id_arg( false ) ) );
		$this->route(
			'/events-with-contacts/(?P<wordpressId>\d+)',
			WP_REST_Server::READABLE,
			'get_on_day',
			$member + array( 'date' => self::date_arg( __( 'The day, YYYY-MM-DD (today in the site\'s time zone by default).', 'prism' ), false ) )
		);
		$this->route( '/calendar-events/(?P<wordpressId>\d+)', WP_REST_Server::READABLE, 'get_calendar', $member + self::range_args() );
	}

	/**
	 * The event as the API answers it.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		return $this->item_schema(
			'prism-event',
			static fn(): array => array(
				'id'        => self::field( __( 'Event id.', 'prism' ), 'integer' ),
				'contactId' => self::field( __( 'The contact the event is about.', 'prism' ), 'integer' ),
				'title'     => self::field( __( 'Title, exactly as typed.', 'prism' ), 'string' ),
				'type'      => array( 'enum' => Calendar_Date::EVENT_TYPES ) + self::field( __( 'Birthday, Anniversary or Other.', 'prism' ), 'string' ),
				'date'      => self::field( __( 'The day, YYYY-MM-DD, or --MM-DD for a yearly date without a year.', 'prism' ), 'string' ),
				'desc'      => self::field( __( 'Description, exactly as typed.', 'prism' ), 'string' ),
				'yearly'    => self::field( __( 'Whether it comes back every year (birthdays and anniversaries).', 'prism' ), 'boolean' ),
				'next'      => self::field( __( 'The next day it falls on, today or later (site time zone); null for a past one-off event.', 'prism' ), array( 'string', 'null' ) ),
			)
		);
	}

	/**
	 * One event row as the API answers it.
	 *
	 * @param mixed           $item    Event row.
	 * @param WP_REST_Request $request Request.
	 * @return \WP_REST_Response
	 */
	public function prepare_item_for_response( $item, $request ) {
		return rest_ensure_response( $this->shape( (array) $item, $request, self::today() ) );
	}

	/**
	 * One event row as the API answers it, as an array (lists of thousands skip a response object per item).
	 *
	 * @param array<string, mixed> $item    Event row.
	 * @param WP_REST_Request      $request Request (its fields).
	 * @param string               $today   Today, site time.
	 * @return array<string, mixed>
	 */
	private function shape( array $item, WP_REST_Request $request, string $today ): array {
		$date = (string) $item['event_date'];
		$type = (string) $item['type'];
		$data = array(
			'id'        => (int) $item['id'],
			'contactId' => (int) $item['contact_id'],
			'title'     => (string) $item['title'],
			'type'      => $type,
			'date'      => $date,
			'desc'      => (string) $item['description'],
			'yearly'    => Calendar_Date::is_yearly( $type ),
			'next'      => Calendar_Date::next_occurrence( $date, $type, $today ),
		);
		return array_intersect_key( $data, $this->fields_for( $request ) );
	}

	/**
	 * POST create-event: answers the contact's events.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function create( WP_REST_Request $request ) {
		return $this->on_owned_contact( $request, fn( int $contact_id ) => $this->events->create( $this->owner(), $contact_id, $this->values( $request, '' ) ) );
	}

	/**
	 * POST update-event: answers the contact's events.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function update( WP_REST_Request $request ) {
		return $this->on_owned_row( $request, fn( array $event ) => $this->events->update( $this->owner(), (int) $event['id'], $this->values( $request, (string) $event['description'] ) ) );
	}

	/**
	 * POST (or DELETE) delete-event: answers the contact's events.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function delete( WP_REST_Request $request ) {
		return $this->on_owned_row( $request, fn( array $event ) => $this->events->delete( $this->owner(), (int) $event['id'] ) );
	}

	/**
	 * GET events-with-contacts/{wordpressId}: the events that fall on a day (today by default), each as
	 * { event, contact, date }, by contact name.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_on_day( WP_REST_Request $request ) {
		$day   = is_string( $request['date'] ) && '' !== $request['date'] ? (string) $request['date'] : self::today();
		$whole = self::whole_item_request( $request );
		$today = self::today();
		$items = array();
		foreach ( $this->events->falling_between( $this->owner(), $day, $day ) as $row ) {
			if ( Calendar_Date::occurs_on( (string) $row['event_date'], (string) $row['type'], $day ) ) {
				$items[] = array(
					'event'   => $this->shape( $row, $whole, $today ),
					'contact' => self::contact_summary( $row ),
					'date'    => $day,
				);
			}
		}
		usort(
			$items,
			static function ( array $a, array $b ): int {
				$by_name = strcasecmp( $a['contact']['name'], $b['contact']['name'] );
				return 0 !== $by_name ? $by_name : $a['event']['id'] <=> $b['event']['id'];
			}
		);
		return rest_ensure_response( $items );
	}

	/**
	 * GET calendar-events/{wordpressId}: every day an event falls on in a range, as calendar items (a yearly event
	 * once per year it falls in the range), by day, each day's in event id order. With perDay or limit, what a month
	 * view or a page of an agenda shows (calendar_view()): the events are then placed from their dates alone, and
	 * read whole only for the items answered.
	 *
	 * @param WP_REST_Request $request Request with optional from, to, perDay and limit.
	 */
	public function get_calendar( WP_REST_Request $request ) {
		$range = $this->requested_range( $request );
		if ( $range instanceof WP_Error ) {
			return $range;
		}
		list( $from, $to ) = $range;
		$view              = self::asks_for_view( $request );
		$owner             = $this->owner();
		$place_all         = function () use ( $owner, $from, $to, $view ): array {
			$rows   = array();
			$by_day = array();
			$place  = Calendar_Date::placer( $from, $to );
			foreach ( $view ? $this->events->placing_between( $owner, $from, $to ) : $this->events->falling_between( $owner, $from, $to ) as $row ) {
				$id          = (int) $row['id'];
				$rows[ $id ] = $row;
				foreach ( $place( (string) $row['event_date'], (string) $row['type'] ) as $day ) {
					$by_day[ $day ][] = $id;
				}
			}
			// By day, then event id (buckets: thousands of items sort faster so than with a comparison function).
			ksort( $by_day, SORT_STRING );
			$places = array();
			foreach ( $by_day as $day => $ids ) {
				sort( $ids, SORT_NUMERIC );
				foreach ( $ids as $id ) {
					$places[] = array( (string) $day, $id );
				}
			}
			return array( $rows, $places );
		};
		$chosen            = null;
		if ( $view ) {
			// What the view shows is kept until the member's next change (List_Orders::kept(); Event_Repository's
			// writes move it): placing a month's events cost what the month holds (2,000 events at 30,000 contacts, 4,000
			// at 60,000: 8 → 15 ms on SQLite). Only the events answered are read, whole.
			$chosen = ( new List_Orders() )->kept(
				$owner,
				'events:' . $from . ':' . $to . ':' . $request['perDay'] . ':' . $request['limit'],
				static fn(): array => self::calendar_view( $request, $place_all()[1], $to )
			);
			$places = $chosen['places'];
			$rows   = $this->events->with_contacts_by_ids( $owner, array_map( 'intval', array_column( $places, 1 ) ) );
		} else {
			list( $rows, $places ) = $place_all();
		}
		$whole  = self::whole_item_request( $request );
		$today  = self::today();
		$shaped = array();
		$items  = array();
		foreach ( $places as list( $day, $id ) ) {
			if ( ! isset( $rows[ $id ] ) ) {
				continue; // Deleted between the two reads.
			}
			$event   = $shaped[ $id ] ??= $this->shape( $rows[ $id ], $whole, $today );
			$items[] = array(
				'id'      => 'event-' . $id . '-' . $day,
				'kind'    => 'event',
				'type'    => $event['type'],
				'title'   => $event['title'],
				'desc'    => $event['desc'],
				'date'    => $day,
				'start'   => $day,
				'end'     => $day,
				'contact' => self::contact_summary( $rows[ $id ] ),
				'event'   => $event,
			);
		}
		return self::calendar_answer( $items, $chosen );
	}

	/**
	 * The checked values of a create or update request.
	 *
	 * @param WP_REST_Request $request     Request.
	 * @param string          $stored_desc The description kept when an update leaves it out.
	 * @return array{title: string, type: string, desc: string, date: string}
	 */
	private function values( WP_REST_Request $request, string $stored_desc ): array {
		return array(
			'title' => (string) $request['title'],
			'type'  => (string) $request['type'],
			'desc'  => null === $request['desc'] ? $stored_desc : (string) $request['desc'],
			'date'  => (string) $request['date'],
		);
	}

	/**
	 * A contact's events as every event route answers them (Contact_Rows): the coming ones by the next day they fall
	 * on, then past one-off events, the most recent first.
	 *
	 * @param int $contact_id Contact (the member's).
	 * @return array<int, array<string, mixed>>
	 */
	protected function rows_of_contact( int $contact_id ): array {
		$rows  = $this->events->for_contact( $this->owner(), $contact_id );
		$today = self::today();
		$key   = static function ( array $row ) use ( $today ): string {
			$next = Calendar_Date::next_occurrence( (string) $row['event_date'], (string) $row['type'], $today );
			// Past one-off events after every coming one, the most recent first.
			return null === $next ? '1' . ( 99999999 - (int) str_replace( '-', '', (string) $row['event_date'] ) ) : '0' . $next;
		};
		usort(
			$rows,
			static function ( array $a, array $b ) use ( $key ): int {
				$by_day = strcmp( $key( $a ), $key( $b ) );
				return 0 !== $by_day ? $by_day : (int) $a['id'] <=> (int) $b['id'];
			}
		);
		return $rows;
	}

	/**
	 * One of the member's events (Contact_Rows).
	 *
	 * @param int $id Event id.
	 * @return array<string, mixed>|null
	 */
	protected function find_row( int $id ): ?array {
		return $this->events->find( $this->owner(), $id );
	}

	/**
	 * The declaration (Contact_Rows).
	 */
	protected function declaration(): Declaration {
		return new Events();
	}
}

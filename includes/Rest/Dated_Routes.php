<?php
/**
 * What the event, follow-up and calendar routes share: date arguments (ISO days, refused with a readable sentence
 * when impossible), the member's today, ranges of days, and the contact each item belongs to.
 *
 * @package Prism
 */

namespace Prism\Rest;

use Prism\Domain\Calendar_Date;
use WP_Error;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * Date arguments and contact summaries.
 */
trait Dated_Routes {

	/**
	 * The request fields_for() last worked out.
	 *
	 * @var WP_REST_Request|null
	 */
	private ?WP_REST_Request $fields_request = null;

	/**
	 * Its fields.
	 *
	 * @var array<string, true>
	 */
	private array $fields_wanted = array();

	/**
	 * Today in the site's time zone, `YYYY-MM-DD`.
	 */
	public static function today(): string {
		return current_datetime()->format( 'Y-m-d' );
	}

	/**
	 * Schema of a date argument: `YYYY-MM-DD` (or `--MM-DD` when `$no_year_with` says the request's event type
	 * recurs yearly), refused with a readable sentence otherwise.
	 *
	 * @param string $description  What the day is.
	 * @param bool   $required     Whether it must be sent.
	 * @param bool   $no_year_with Whether a yearly event type (the request's `type`) allows `--MM-DD`.
	 * @return array<string, mixed>
	 */
	protected static function date_arg( string $description, bool $required = true, bool $no_year_with = false ): array {
		return array(
			'description'       => $description,
			'type'              => 'string',
			'required'          => $required,
			'validate_callback' => static function ( $value, WP_REST_Request $request ) use ( $no_year_with ) {
				$type    = $request->get_param( 'type' );
				$problem = Calendar_Date::problem( $value, $no_year_with && is_string( $type ) && Calendar_Date::is_yearly( $type ) );
				return null === $problem ? true : new WP_Error( 'rest_invalid_param', $problem );
			},
		);
	}

	/**
	 * Schema of a description argument: optional; on create it defaults to empty, on update leaving it out keeps the
	 * stored one.
	 *
	 * @param string $description What it is.
	 * @param bool   $create      Whether the route creates.
	 * @return array<string, mixed>
	 */
	protected static function desc_arg( string $description, bool $create ): array {
		$arg = self::text_arg( $description, Calendar_Date::MAX_DESC, true, false );
		if ( ! $create ) {
			unset( $arg['default'] );
		}
		return $arg;
	}

	/**
	 * Schema of the `from` and `to` arguments of a calendar request.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	protected static function range_args(): array {
		return array(
			'from'   => self::date_arg( __( 'First day to show, YYYY-MM-DD (by default a week before this month).', 'prism' ), false ),
			'to'     => self::date_arg( __( 'Last day to show, YYYY-MM-DD (by default six weeks after the first).', 'prism' ), false ),
			'perDay' => array(
				'description' => __( 'What a month view shows: at most this many items of each day. The answer is then an object: items, days (how many items each day has in all) and through (the last day answered).', 'prism' ),
				'type'        => 'integer',
				'minimum'     => 1,
				'maximum'     => Calendar_Date::MOST_PER_DAY,
			),
			'limit'  => array(
				'description' => __( 'A page of an agenda: about this many items from the first day on, whole days only (one day at least, however busy). The answer is then an object: items, days and through (the last day answered; the next page starts the day after).', 'prism' ),
				'type'        => 'integer',
				'minimum'     => 1,
				'maximum'     => Calendar_Date::MOST_PER_PAGE,
			),
		);
	}

	/**
	 * Whether a calendar request asks for a view of its days (perDay or limit) rather than every item.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected static function asks_for_view( WP_REST_Request $request ): bool {
		return null !== $request['perDay'] || null !== $request['limit'];
	}

	/**
	 * The items a view of the calendar answers in full, from every item's place in calendar order: the first
	 * `perDay` of each day, then, with `limit`, whole days from the first until that many are chosen. With how many
	 * each day answered has in all, and the last day answered.
	 *
	 * @param WP_REST_Request                      $request Request (perDay, limit).
	 * @param array<int, array{0: string, 1: int}> $places  Day and id of every item of the range, in calendar order.
	 * @param string                               $to      The range's last day.
	 * @return array{places: array<int, array{0: string, 1: int}>, days: array<string, int>, through: string}
	 */
	protected static function calendar_view( WP_REST_Request $request, array $places, string $to ): array {
		$per_day = null === $request['perDay'] ? PHP_INT_MAX : (int) $request['perDay'];
		$limit   = null === $request['limit'] ? PHP_INT_MAX : (int) $request['limit'];
		$chosen  = array();
		$days    = array();
		foreach ( $places as $place ) {
			$day = $place[0];
			if ( ! isset( $days[ $day ] ) ) {
				if ( count( $chosen ) >= $limit ) {
					return array(
						'places'  => $chosen,
						'days'    => $days,
						'through' => Calendar_Date::add_days( $day, -1 ),
					);
				}
				$days[ $day ] = 0;
			}
			if ( ++$days[ $day ] <= $per_day ) {
				$chosen[] = $place;
			}
		}
		return array(
			'places'  => $chosen,
			'days'    => $days,
			'through' => $to,
		);
	}

	/**
	 * A calendar route's answer: its items, or, for a view (calendar_view()), an object with the items chosen, how
	 * many each day has and the last day answered.
	 *
	 * @param array<int, array<string, mixed>>                                                                    $items Items.
	 * @param array{places: array<int, array{0: string, 1: int}>, days: array<string, int>, through: string}|null $view  The view, or null for every item.
	 * @return \WP_REST_Response
	 */
	protected static function calendar_answer( array $items, ?array $view ) {
		if ( null === $view ) {
			return rest_ensure_response( $items );
		}
		return rest_ensure_response(
			array(
				'items'   => $items,
				// An object even when empty (a day's key is never numeric, so JSON keeps the keys as they are).
				'days'    => (object) $view['days'],
				'through' => $view['through'],
			)
		);
	}

	/**
	 * The days a calendar request asks for, checked: in order and at most Calendar_Date::MAX_RANGE_DAYS apart.
	 *
	 * @param WP_REST_Request $request Request with optional from and to.
	 * @return array{0: string, 1: string}|WP_Error
	 */
	protected function requested_range( WP_REST_Request $request ) {
		$from = $request['from'];
		if ( ! is_string( $from ) || '' === $from ) {
			$from = Calendar_Date::add_days( substr( self::today(), 0, 8 ) . '01', -7 );
		}
		$to = $request['to'];
		if ( ! is_string( $to ) || '' === $to ) {
			$to = Calendar_Date::add_days( $from, 48 );
		}
		if ( $to < $from ) {
			return $this->bad_request( __( 'The last day comes before the first day. Swap them and try again.', 'prism' ) );
		}
		if ( Calendar_Date::days_between( $from, $to ) > Calendar_Date::MAX_RANGE_DAYS ) {
			return $this->bad_request(
				sprintf(
					/* translators: %d: most days one calendar request may span. */
					__( 'Ask for at most %d days at a time.', 'prism' ),
					Calendar_Date::MAX_RANGE_DAYS
				)
			);
		}
		return array( $from, $to );
	}

	/**
	 * The request the event or follow-up inside an item of a day's or a calendar's answer is prepared with: the same,
	 * less `_fields`, so that it is whole. WordPress applies `_fields` to the whole answer afterwards (nested ones such
	 * as `event.title` included); applied to the inner item as well, it would empty it, or drop the keys the item is
	 * built from.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected static function whole_item_request( WP_REST_Request $request ): WP_REST_Request {
		$whole = clone $request;
		$whole->set_param( '_fields', null );
		return $whole;
	}

	/**
	 * The fields a request wants, worked out once per request (a calendar answer prepares thousands of items, and
	 * WordPress reads the whole schema each time it is asked).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array<string, true> Field => true.
	 */
	protected function fields_for( WP_REST_Request $request ): array {
		if ( $this->fields_request !== $request ) {
			$this->fields_request = $request;
			$this->fields_wanted  = array_fill_keys( $this->get_fields_for_response( $request ), true );
		}
		return $this->fields_wanted;
	}

	/**
	 * The contact an event or follow-up row (with Contact_Repository::SUMMARY_COLUMNS) belongs to.
	 *
	 * @param array<string, mixed> $row Row.
	 * @return array{id: int, name: string, firstName: string, lastName: string, emailOne: string, phoneOne: string}
	 */
	protected static function contact_summary( array $row ): array {
		$first = (string) ( $row['contact_first_name'] ?? '' );
		$last  = (string) ( $row['contact_last_name'] ?? '' );
		return array(
			'id'        => (int) $row['contact_id'],
			'name'      => trim( $first . ' ' . $last ),
			'firstName' => $first,
			'lastName'  => $last,
			'emailOne'  => (string) ( $row['contact_email_one'] ?? '' ),
			'phoneOne'  => (string) ( $row['contact_phone_one'] ?? '' ),
		);
	}

	/**
	 * The JSON schema of the contact summary.
	 *
	 * @return array<string, mixed>
	 */
	protected static function contact_summary_schema(): array {
		return array(
			'description' => __( 'The contact it is about.', 'prism' ),
			'type'        => 'object',
			'context'     => array( 'view', 'edit' ),
			'properties'  => array(
				'id'        => array( 'type' => 'integer' ),
				'name'      => array( 'type' => 'string' ),
				'firstName' => array( 'type' => 'string' ),
				'lastName'  => array( 'type' => 'string' ),
				'emailOne'  => array( 'type' => 'string' ),
				'phoneOne'  => array( 'type' => 'string' ),
			),
		);
	}
}

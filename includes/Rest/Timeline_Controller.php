<?php
/**
 * GET contact-timeline/{contactId}: the contact's timeline, newest day first (Domain\Timeline): its interactions
 * (and every declared resource that is a touch), notes (on the day they were written, in the site's time zone),
 * follow-ups (on their due day, done or not) and dated events.
 *
 * @package Prism
 */

namespace Prism\Rest;

use Prism\Data\Declared_Repository;
use Prism\Data\Event_Repository;
use Prism\Data\Followup_Repository;
use Prism\Domain\Timeline;
use Prism\Resources\Declaration;
use Prism\Resources\Field;
use Prism\Resources\Registry;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Timeline controller.
 */
final class Timeline_Controller extends Base_Controller {

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		$this->route( '/contact-timeline/(?P<contactId>\d+)', WP_REST_Server::READABLE, 'get_for_contact', array( 'contactId' => self::id_arg( __( 'Contact id.', 'prism' ) ) ), self::MEMBER );
	}

	/**
	 * The item's schema.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		return $this->item_schema(
			'prism-timeline-item',
			static fn(): array => array(
				'type'  => self::field( __( 'What the item is: interaction, note, followup or event.', 'prism' ), 'string' ),
				'id'    => self::field( __( 'The id of the interaction, note, follow-up or event.', 'prism' ), 'integer' ),
				'day'   => self::field( __( 'Its day (YYYY-MM-DD).', 'prism' ), 'string' ),
				'title' => self::field( __( 'What it was: a kind of interaction, or a title.', 'prism' ), 'string' ),
				'text'  => self::field( __( 'Its note or description, exactly as typed.', 'prism' ), 'string' ),
				'kind'  => self::field( __( 'The kind of an interaction, or null.', 'prism' ), array( 'string', 'null' ) ),
				'done'  => self::field( __( 'Whether a follow-up is done, or null.', 'prism' ), array( 'boolean', 'null' ) ),
			)
		);
	}

	/**
	 * One item as the API answers it.
	 *
	 * @param mixed           $item    Item (Domain\Timeline::item()).
	 * @param WP_REST_Request $request Request.
	 * @return \WP_REST_Response
	 */
	public function prepare_item_for_response( $item, $request ) {
		return rest_ensure_response( array_intersect_key( (array) $item, array_flip( $this->get_fields_for_response( $request ) ) ) );
	}

	/**
	 * GET contact-timeline/{contactId}.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_for_contact( WP_REST_Request $request ) {
		$contact_id = (int) $request['contactId'];
		if ( ! $this->owns_contact( $contact_id ) ) {
			return $this->contact_not_found();
		}
		$owner = $this->owner();
		$items = array();
		foreach ( Registry::all() as $resource ) {
			$day = $resource->touch_column();
			if ( null === $day ) {
				continue;
			}
			$title = null;
			$text  = null;
			foreach ( $resource->fields() as $field ) {
				$title = $title ?? ( Field::CHOICE === $field->kind ? $field : null );
				$text  = $text ?? ( Field::LONG_TEXT === $field->kind ? $field : null );
			}
			foreach ( ( new Declared_Repository( $resource ) )->for_contact( $owner, $contact_id ) as $row ) {
				$items[] = Timeline::item(
					$resource->singular(),
					(int) $row['id'],
					// A row that is a touch when written (a note) is on the member's day it was written.
					Declaration::TOUCHED_WHEN_WRITTEN === $day ? get_date_from_gmt( (string) $row[ $day ], 'Y-m-d' ) : (string) $row[ $day ],
					null === $title ? $resource->timeline_title() : $title->exported( $row[ $title->column ] ?? '' ),
					null === $text ? '' : (string) ( $row[ $text->column ] ?? '' ),
					null === $title ? null : (string) ( $row[ $title->column ] ?? '' )
				);
			}
		}
		foreach ( ( new Followup_Repository() )->for_contact( $owner, $contact_id ) as $followup ) {
			if ( ! empty( $followup['due_date'] ) ) {
				$items[] = Timeline::item( 'followup', (int) $followup['id'], (string) $followup['due_date'], (string) $followup['title'], (string) $followup['description'], null, (bool) (int) $followup['complete'] );
			}
		}
		$items = array_merge( $items, Timeline::events( ( new Event_Repository() )->for_contact( $owner, $contact_id ) ) );
		return rest_ensure_response( $this->prepare_collection( Timeline::sorted( $items ), $request ) );
	}
}

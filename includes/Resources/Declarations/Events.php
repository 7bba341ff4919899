<?php
/**
 * Events: a contact's birthdays, anniversaries and other dates. A birthday or anniversary comes back every year (and
 * may have no year: --MM-DD). Its routes are the spec's (events/{contactId}, create-event, update-event,
 * delete-event), with the dashboard's events-with-contacts and the calendar's calendar-events beside them, and a
 * controller of their own (Rest\Events_Controller: the yearly dates, the next day one falls on); its table, of its own
 * shape (a month_day column for the yearly lookups), is in Schema. What the declaration gives the machinery: the table, merge and delete,
 * the personal-data export and the routes the access matrix covers.
 *
 * @package Prism
 */

namespace Prism\Resources\Declarations;

use Prism\Domain\Calendar_Date;
use Prism\Resources\Declaration;
use Prism\Resources\Field;
use Prism\Resources\Route;

defined( 'ABSPATH' ) || exit;

/**
 * The Events declaration.
 */
final class Events extends Declaration {

	/**
	 * Logical table.
	 */
	public function name(): string {
		return 'events';
	}

	/**
	 * Singular noun.
	 */
	public function singular(): string {
		return 'event';
	}

	/**
	 * Types, key => label.
	 *
	 * @return array<string, string>
	 */
	public static function types(): array {
		return array_combine( Calendar_Date::EVENT_TYPES, array_map( array( Calendar_Date::class, 'type_label' ), Calendar_Date::EVENT_TYPES ) );
	}

	/**
	 * Fields (Rest\Events_Controller checks them on its routes; a yearly date may be --MM-DD).
	 *
	 * @return Field[]
	 */
	public function fields(): array {
		return array(
			Field::text( 'title', 'title', __( 'Event title (about 40 characters reads best), kept exactly as typed.', 'prism' ), __( 'Title', 'prism' ), Calendar_Date::MAX_TITLE, false, true, __( 'Give the event a title.', 'prism' ) ),
			Field::choice( 'type', 'type', __( 'Event type: Birthday, Anniversary or Other. Birthdays and anniversaries come back every year.', 'prism' ), __( 'Type', 'prism' ), self::types() ),
			Field::day( 'date', 'event_date', __( 'The day, YYYY-MM-DD; a birthday or anniversary without a year as --MM-DD.', 'prism' ), __( 'Date', 'prism' ) ),
			Field::text( 'desc', 'description', __( 'Description, kept exactly as typed, line breaks included.', 'prism' ), __( 'Description', 'prism' ), Calendar_Date::MAX_DESC, true ),
		);
	}

	/**
	 * The spec's routes, registered by Rest\Events_Controller.
	 *
	 * @return Route[]
	 */
	public function routes(): array {
		return array(
			new Route( Route::LIST, 'GET', 'events/{contactId}' ),
			new Route( Route::CREATE, 'POST', 'create-event' ),
			new Route( Route::UPDATE, 'POST', 'update-event' ),
			new Route( Route::DELETE, 'POST, DELETE', 'delete-event' ),
		);
	}

	/**
	 * Its routes are Rest\Events_Controller's.
	 */
	public function own_routes(): bool {
		return true;
	}

	/**
	 * In the year's order (month and day), as the contact page lists them.
	 */
	public function order(): string {
		return 'month_day ASC, id ASC';
	}

	/**
	 * Events are in a vCard or CSV as events (BDAY, ANNIVERSARY), not as notes.
	 */
	public function contact_notes(): string {
		return self::NOTES_NONE;
	}

	/**
	 * Whole sentence for an id that is not the member's.
	 */
	public function not_found_message(): string {
		return __( 'That event does not exist. It may have been deleted.', 'prism' );
	}

	/**
	 * Personal-data export group.
	 *
	 * @return array{label: string, description: string}
	 */
	public function export_group(): array {
		return array(
			'label'       => __( 'PRISM events', 'prism' ),
			'description' => __( 'Birthdays, anniversaries and other dates of your contacts.', 'prism' ),
		);
	}

	/**
	 * No time lines: the date says when.
	 *
	 * @return array<string, string>
	 */
	public function export_times(): array {
		return array();
	}
}

<?php
/**
 * Follow-ups: what a member plans to do about a contact, by a day, ticked when done. Planning one moves the contact's
 * keep-in-touch date to the day after it, and ticking one is being in touch (Service\Contact_Activity). Its routes
 * are the spec's (followups/{contactId}, create-followup, update-followup, delete-followup, toggle-followup), with the
 * dashboard's followups-with-contacts and the calendar's calendar-followups beside them, and a controller of their
 * own (Rest\Followups_Controller: overdue, the ticking). What the declaration gives the machinery: the table, merge
 * and delete, the personal-data export and the routes the access matrix covers.
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
 * The Follow-ups declaration.
 */
final class Followups extends Declaration {

	/**
	 * Logical table.
	 */
	public function name(): string {
		return 'followups';
	}

	/**
	 * Singular noun.
	 */
	public function singular(): string {
		return 'followup';
	}

	/**
	 * Fields (Rest\Followups_Controller checks them on its routes).
	 *
	 * @return Field[]
	 */
	public function fields(): array {
		return array(
			Field::text( 'title', 'title', __( 'Follow-up title, kept exactly as typed.', 'prism' ), __( 'Title', 'prism' ), Calendar_Date::MAX_TITLE, false, true, __( 'Give the follow-up a title.', 'prism' ) ),
			Field::text( 'desc', 'description', __( 'Description (about 100 characters reads best), kept exactly as typed, line breaks included.', 'prism' ), __( 'Description', 'prism' ), Calendar_Date::MAX_DESC, true ),
			Field::day( 'date', 'due_date', __( 'The day to follow up, YYYY-MM-DD.', 'prism' ), __( 'Due', 'prism' ) ),
			Field::flag( 'complete', 'complete', __( 'Whether it is done.', 'prism' ), __( 'Done', 'prism' ) )->once(),
		);
	}

	/**
	 * The spec's routes, registered by Rest\Followups_Controller; toggle-followup names its row followupId.
	 *
	 * @return Route[]
	 */
	public function routes(): array {
		return array(
			new Route( Route::LIST, 'GET', 'followups/{contactId}' ),
			new Route( Route::CREATE, 'POST', 'create-followup' ),
			new Route( Route::UPDATE, 'POST', 'update-followup' ),
			new Route( Route::DELETE, 'POST, DELETE', 'delete-followup' ),
			new Route( 'toggle', 'POST', 'toggle-followup', 'followupId' ),
		);
	}

	/**
	 * Its routes are Rest\Followups_Controller's.
	 */
	public function own_routes(): bool {
		return true;
	}

	/**
	 * The soonest due first, as the contact page lists them.
	 */
	public function order(): string {
		return 'due_date ASC, id ASC';
	}

	/**
	 * Follow-ups are plans, not part of a vCard or CSV.
	 */
	public function contact_notes(): string {
		return self::NOTES_NONE;
	}

	/**
	 * Whole sentence for an id that is not the member's.
	 */
	public function not_found_message(): string {
		return __( 'That follow-up does not exist. It may have been deleted.', 'prism' );
	}

	/**
	 * Personal-data export group.
	 *
	 * @return array{label: string, description: string}
	 */
	public function export_group(): array {
		return array(
			'label'       => __( 'PRISM follow-ups', 'prism' ),
			'description' => __( 'What you planned to do about your contacts, and by when.', 'prism' ),
		);
	}

	/**
	 * No time lines: the due day says when.
	 *
	 * @return array<string, string>
	 */
	public function export_times(): array {
		return array();
	}
}

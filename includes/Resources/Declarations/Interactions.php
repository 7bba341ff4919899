<?php
/**
 * Interactions: "when did we last talk?". A member logs a call, meeting, message, email or anything else with a
 * contact, on a day (today or before), with an optional note and networking stage. The contact's last_contacted is
 * its latest interaction's day (the contact list sorts and filters by it), and logging one moves the keep-in-touch
 * date the way a note does. LinkedIn's "Connected On" becomes a contact's first interaction on import.
 *
 * @package Prism
 */

namespace Prism\Resources\Declarations;

use Prism\Resources\Field;
use Prism\Resources\Declaration;

defined( 'ABSPATH' ) || exit;

/**
 * The Interactions declaration.
 */
final class Interactions extends Declaration {

	/** Longest note, in characters (as a contact note). */
	public const MAX_NOTE = Notes::MAX_NOTE;

	/**
	 * Logical table.
	 */
	public function name(): string {
		return 'interactions';
	}

	/**
	 * Singular noun.
	 */
	public function singular(): string {
		return 'interaction';
	}

	/**
	 * Kinds, key => label.
	 *
	 * @return array<string, string>
	 */
	public static function kinds(): array {
		return array(
			'call'    => __( 'Call', 'prism' ),
			'meeting' => __( 'Meeting', 'prism' ),
			'message' => __( 'Message', 'prism' ),
			'email'   => __( 'Email', 'prism' ),
			'other'   => __( 'Other', 'prism' ),
		);
	}

	/**
	 * Fields.
	 *
	 * @return Field[]
	 */
	public function fields(): array {
		return array(
			Field::choice( 'kind', 'kind', __( 'What kind of interaction: call, meeting, message, email or other.', 'prism' ), __( 'Kind', 'prism' ), self::kinds() ),
			Field::day( 'happenedOn', 'happened_on', __( 'The day it happened (YYYY-MM-DD), today or before.', 'prism' ), __( 'Day', 'prism' ), true ),
			Field::text( 'note', 'note', __( 'What was said or agreed, kept exactly as typed (optional).', 'prism' ), __( 'Note', 'prism' ), self::MAX_NOTE, true ),
			Field::stage( 'stageId', 'stage_id', __( 'Networking stage 0-5 the interaction belongs to, or null.', 'prism' ), __( 'Networking stage', 'prism' ) ),
		);
	}

	/**
	 * Newest day first.
	 */
	public function order(): string {
		return 'happened_on DESC, id DESC';
	}

	/**
	 * The latest day per contact is read by (owner_id, contact_id, happened_on).
	 *
	 * @return string[]
	 */
	public function indexes(): array {
		return array( 'KEY owner_contact_day (owner_id,contact_id,happened_on)' );
	}

	/**
	 * The contact's last_contacted is its latest interaction's day.
	 *
	 * @return array{0: string, 1: string}
	 */
	public function latest_on_contact(): array {
		return array( 'last_contacted', 'happened_on' );
	}

	/**
	 * An interaction is a touch, on its day.
	 */
	public function touch_column(): string {
		return 'happened_on';
	}

	/**
	 * Whole sentence for an id that is not the member's.
	 */
	public function not_found_message(): string {
		return __( 'That interaction does not exist. It may have been deleted.', 'prism' );
	}

	/**
	 * Personal-data export group.
	 *
	 * @return array{label: string, description: string}
	 */
	public function export_group(): array {
		return array(
			'label'       => __( 'PRISM interactions', 'prism' ),
			'description' => __( 'Calls, meetings, messages and emails you logged with your contacts.', 'prism' ),
		);
	}
}

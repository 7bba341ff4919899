<?php
/**
 * The writes of notes and follow-ups that carry a rule (the keep-in-touch date, Keep_In_Touch), in one place that
 * every entry point uses: the REST routes, and any import, WP-CLI command or job that adds a note or a follow-up on
 * the member's behalf. Each runs in one transaction with its rule.
 *
 * - A note is being in touch: a MAINTAIN contact's next date moves on.
 * - A follow-up planned for a day moves the date to the day after it (while it is not done).
 * - Completing a follow-up is being in touch.
 *
 * Interactions (a declared resource) apply the same rule through Service\Declared_Service.
 *
 * @package Prism
 */

namespace Prism\Service;

use Prism\Data\Db;
use Prism\Data\Followup_Repository;
use Prism\Data\Note_Repository;

defined( 'ABSPATH' ) || exit;

/**
 * Notes and follow-ups with their keep-in-touch rule.
 */
final class Contact_Activity {

	/**
	 * Adds a note to a contact the member owns (checked by the caller) and answers its id.
	 *
	 * @param int      $owner_id   Member.
	 * @param int      $contact_id Contact.
	 * @param string   $note       Checked text.
	 * @param int|null $stage_id   Stage 0-5 or null.
	 */
	public function add_note( int $owner_id, int $contact_id, string $note, ?int $stage_id = null ): int {
		return Db::transaction(
			static function () use ( $owner_id, $contact_id, $note, $stage_id ): int {
				$id = ( new Note_Repository() )->create( $owner_id, $contact_id, $note, $stage_id );
				Keep_In_Touch::touched( $owner_id, $contact_id );
				return $id;
			}
		);
	}

	/**
	 * Adds a follow-up to a contact the member owns (checked by the caller) and answers its id.
	 *
	 * @param int                                              $owner_id   Member.
	 * @param int                                              $contact_id Contact.
	 * @param array{title: string, desc: string, date: string} $values Checked values.
	 */
	public function add_followup( int $owner_id, int $contact_id, array $values ): int {
		return Db::transaction(
			static function () use ( $owner_id, $contact_id, $values ): int {
				$id = ( new Followup_Repository() )->create( $owner_id, $contact_id, $values );
				Keep_In_Touch::planned( $owner_id, $contact_id, $values['date'] );
				return $id;
			}
		);
	}

	/**
	 * Changes one of the member's follow-ups (found for them).
	 *
	 * @param int                                              $owner_id Member.
	 * @param array<string, mixed>                             $followup The stored row.
	 * @param array{title: string, desc: string, date: string} $values Checked values.
	 */
	public function change_followup( int $owner_id, array $followup, array $values ): void {
		Db::transaction(
			static function () use ( $owner_id, $followup, $values ): void {
				( new Followup_Repository() )->update( $owner_id, (int) $followup['id'], $values );
				if ( ! (int) $followup['complete'] ) {
					Keep_In_Touch::planned( $owner_id, (int) $followup['contact_id'], $values['date'] );
				}
			}
		);
	}

	/**
	 * Marks one of the member's follow-ups (found for them) done or not done.
	 *
	 * @param int                  $owner_id Member.
	 * @param array<string, mixed> $followup The stored row.
	 * @param bool                 $complete Done.
	 */
	public function complete_followup( int $owner_id, array $followup, bool $complete ): void {
		Db::transaction(
			static function () use ( $owner_id, $followup, $complete ): void {
				( new Followup_Repository() )->set_complete( $owner_id, (int) $followup['id'], $complete );
				if ( $complete && ! (int) $followup['complete'] ) {
					Keep_In_Touch::touched( $owner_id, (int) $followup['contact_id'] );
				}
			}
		);
	}
}

<?php
/**
 * The writes of follow-ups that carry a rule (the keep-in-touch date, Keep_In_Touch), in one place that every entry
 * point uses: the REST routes, and any import, WP-CLI command or job that adds a follow-up on the member's behalf.
 * Each runs in one transaction with its rule.
 *
 * - A follow-up planned for a day moves the date to the day after it (while it is not done).
 * - Completing a follow-up is being in touch.
 *
 * Notes and interactions (declared resources) apply the same rule through Service\Declared_Service: a note is being
 * in touch on the day it is written, an interaction on its day.
 *
 * @package Prism
 */

namespace Prism\Service;

use Prism\Data\Db;
use Prism\Data\Followup_Repository;

defined( 'ABSPATH' ) || exit;

/**
 * Follow-ups with their keep-in-touch rule.
 */
final class Contact_Activity {

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
				Keep_In_Touch::planned( $owner_id, $contact_id );
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
				Keep_In_Touch::planned( $owner_id, (int) $followup['contact_id'] );
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
					return;
				}
				// Ticked off again: it is planned again.
				Keep_In_Touch::planned( $owner_id, (int) $followup['contact_id'] );
			}
		);
	}

	/**
	 * Deletes one of the member's follow-ups (found for them): the contact is no longer waiting for it.
	 *
	 * @param int                  $owner_id Member.
	 * @param array<string, mixed> $followup The stored row.
	 */
	public function delete_followup( int $owner_id, array $followup ): void {
		Db::transaction(
			static function () use ( $owner_id, $followup ): void {
				( new Followup_Repository() )->delete( $owner_id, (int) $followup['id'] );
				Keep_In_Touch::planned( $owner_id, (int) $followup['contact_id'] );
			}
		);
	}
}

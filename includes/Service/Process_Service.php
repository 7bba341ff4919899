<?php
/**
 * The one write path of a contact's networking-process object (REST, seeding, the bench's seed, tests): the
 * object is written (compare-and-set on its version, Data\Process_Repository::write) and what derives from it is
 * applied in the same transaction:
 *
 * - the contact's stage and status (list filters, dashboard counts, contact card), from Domain\Networking_Stages;
 * - the day each stage became complete (weekly progress), and no day for a stage no longer complete;
 * - the keep-in-touch date: a contact entering MAINTAIN gets one the series' keepInTouchDays ahead, keeps it while
 *   it stays there, and loses it outside MAINTAIN or at a dead end (Domain\Process_Rules::keeps_in_touch).
 *
 * @package Prism
 */

namespace Prism\Service;

use Prism\Data\Contact_Repository;
use Prism\Data\Db;
use Prism\Data\Keep_In_Touch_Repository;
use Prism\Data\Process_Conflict;
use Prism\Data\Process_Repository;
use Prism\Domain\Networking_Stages;
use Prism\Domain\Process_Rules;

defined( 'ABSPATH' ) || exit;

/**
 * Process saves with their rules.
 */
final class Process_Service {

	/**
	 * Stores the process object (already checked) and updates what derives from it, in one transaction.
	 *
	 * @param int                  $owner_id   Member.
	 * @param int                  $contact_id Contact (already checked).
	 * @param array<string, mixed> $object     Process object.
	 * @param int|null             $expected   The version the object was made from; null saves over any.
	 * @param string|null          $today      The site's today (YYYY-MM-DD); null for now.
	 * @return array{id: int, object: array<string, mixed>, version: int, before: array<string, mixed>|null}
	 * @throws Process_Conflict When the stored version is not $expected.
	 */
	public function store( int $owner_id, int $contact_id, array $object, ?int $expected = null, ?string $today = null ): array {
		$today = $today ?? wp_date( 'Y-m-d' );
		return Db::transaction(
			static function () use ( $owner_id, $contact_id, $object, $expected, $today ): array {
				$processes = new Process_Repository();
				$saved     = $processes->write( $owner_id, $contact_id, $object, $expected );
				$position  = Networking_Stages::position( $saved['object'] );
				$contacts  = new Contact_Repository();
				$contacts->set_position( $owner_id, $contact_id, $position['stage'], $position['status'] );
				$processes->record_completions( $owner_id, $contact_id, $saved['before'], $saved['object'], $today );
				// In MAINTAIN (not a dead end) the networking series' cadence applies, unless the contact or one of its
				// categories has its own (Domain\Cadence). Reaching MAINTAIN is a touch: the member has just been
				// engaging with the contact, so the first reminder is a cadence away, not at once.
				$keep        = new Keep_In_Touch_Repository();
				$maintaining = Process_Rules::keeps_in_touch( $saved['object'] );
				$keep->set_maintaining( $owner_id, $contact_id, $maintaining );
				if ( $maintaining && ! Process_Rules::keeps_in_touch( $saved['before'] ) ) {
					$keep->touch( $owner_id, $contact_id, $today );
				}
				$keep->refresh( $owner_id, array( $contact_id ) );
				return $saved;
			}
		);
	}

	/**
	 * Stores a process object over whatever is stored (seeding, tests); returns the row id.
	 *
	 * @param int                  $owner_id   Member.
	 * @param int                  $contact_id Contact (already checked).
	 * @param array<string, mixed> $object     Process object.
	 */
	public function save( int $owner_id, int $contact_id, array $object ): int {
		return $this->store( $owner_id, $contact_id, $object )['id'];
	}

	/**
	 * Saves many process objects in one transaction (seeding).
	 *
	 * @param int                              $owner_id Member.
	 * @param array<int, array<string, mixed>> $objects  Contact id => process object (contacts already checked).
	 */
	public function save_many( int $owner_id, array $objects ): void {
		Db::transaction(
			function () use ( $owner_id, $objects ): void {
				foreach ( $objects as $contact_id => $object ) {
					$this->save( $owner_id, (int) $contact_id, $object );
				}
			}
		);
	}
}

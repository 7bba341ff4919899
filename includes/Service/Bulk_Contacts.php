<?php
/**
 * Bulk actions on a selection of the contact list (issue 30, part 5): move to a networking stage, set a keep-in-touch
 * cadence, add the same follow-up, archive. What was asked is checked once (check(), whole sentences, nothing done when
 * it is wrong); then each contact is changed through the same path one contact's page uses (Process_Service,
 * Keep_In_Touch, Contact_Activity, Contact_Service), all of one contact's change or none of it. A selection runs as a
 * job (Bulk_Contacts_Job), a slice of contacts at a time, so a large one goes on in the background with progress.
 *
 * @package Prism
 */

namespace Prism\Service;

use Prism\Data\Contact_Repository;
use Prism\Data\Db;
use Prism\Data\Process_Repository;
use Prism\Data\Series_Repository;
use Prism\Domain\Cadence;
use Prism\Domain\Invalid_Input;
use Prism\Domain\Networking_Stages;
use Prism\Domain\Process_Rules;
use Prism\Domain\Series_Schema;
use Prism\Resources\Registry;

defined( 'ABSPATH' ) || exit;

/**
 * Bulk contact actions.
 */
final class Bulk_Contacts {

	/** The actions, as the route names them. */
	public const ACTIONS = array( 'process', 'cadence', 'followup', 'archive' );

	/**
	 * What a member asked, checked: the action's own values, or Invalid_Input naming each wrong one.
	 *
	 * @param string               $action One of ACTIONS.
	 * @param array<string, mixed> $input  stage and complete (process), cadenceDays (cadence), title, desc and date
	 *                                     (followup).
	 * @throws Invalid_Input When a value is missing or wrong.
	 * @return array<string, mixed> The values the action takes.
	 */
	public static function check( string $action, array $input ): array {
		switch ( $action ) {
			case 'process':
				$stage = $input['stage'] ?? null;
				if ( ! is_numeric( $stage ) || (int) $stage < 0 || (int) $stage >= count( Networking_Stages::NAMES ) || (string) (int) $stage !== (string) $stage ) {
					throw new Invalid_Input( __( 'Choose the networking stage to move the contacts to.', 'prism' ), array( 'stage' => __( 'Choose a stage.', 'prism' ) ) );
				}
				return array(
					'stage'    => (int) $stage,
					'complete' => ! empty( $input['complete'] ) && 'false' !== $input['complete'],
				);
			case 'cadence':
				if ( ! array_key_exists( 'cadenceDays', $input ) ) {
					throw new Invalid_Input( __( 'Say how often to keep in touch, or choose no cadence.', 'prism' ), array( 'cadenceDays' => __( 'Choose how often.', 'prism' ) ) );
				}
				$days = $input['cadenceDays'];
				if ( null !== $days && ( ! is_numeric( $days ) || (int) $days < Cadence::MIN_DAYS || (int) $days > Cadence::MAX_DAYS ) ) {
					/* translators: 1: fewest days, 2: most days. */
					throw new Invalid_Input( __( 'The cadence was not saved.', 'prism' ), array( 'cadenceDays' => sprintf( __( 'Choose between %1$d and %2$d days.', 'prism' ), Cadence::MIN_DAYS, Cadence::MAX_DAYS ) ) );
				}
				return array( 'cadenceDays' => null === $days ? null : (int) $days );
			case 'followup':
				$declared = Registry::get( 'followups' );
				$errors   = array();
				$values   = array();
				foreach ( array( 'title', 'desc', 'date' ) as $name ) {
					$field   = null === $declared ? null : $declared->field( $name );
					$value   = $input[ $name ] ?? '';
					$problem = null === $field ? null : $field->problem( $value, wp_date( 'Y-m-d' ) );
					if ( null !== $problem ) {
						$errors[ $name ] = $problem;
						continue;
					}
					$values[ $name ] = null === $field ? (string) $value : (string) $field->stored( $value );
				}
				if ( $errors ) {
					throw new Invalid_Input( __( 'The follow-up was not added. Check the fields marked.', 'prism' ), $errors );
				}
				return $values;
			case 'archive':
				return array();
		}
		throw new Invalid_Input( __( 'That is not something PRISM can do to several contacts at once.', 'prism' ), array( 'action' => __( 'Choose an action.', 'prism' ) ) );
	}

	/**
	 * Applies a checked action to some of the member's contacts, each contact's change whole or not at all (a
	 * contact that is no longer the member's, deleted meanwhile, is passed over). Answers how many were changed and
	 * how many were left as they were (a contact already further along the networking process is not moved back: that
	 * is done, with care for its ticked tasks, on its own networking page).
	 *
	 * @param int                  $owner_id Member.
	 * @param string               $action   One of ACTIONS.
	 * @param array<string, mixed> $values   check()'s answer.
	 * @param int[]                $ids      Contacts.
	 * @return array{changed: int, left: int}
	 */
	public function apply( int $owner_id, string $action, array $values, array $ids ): array {
		$out  = array(
			'changed' => 0,
			'left'    => 0,
		);
		$mine = array_map( static fn( array $row ): int => (int) $row['id'], ( new Contact_Repository() )->find_many( $owner_id, $ids ) );
		// Gone since the selection was made (deleted, merged away): left, so that changed + left is the number done.
		$out['left'] = count( array_diff( array_unique( array_map( 'intval', $ids ) ), $mine ) );
		$series      = 'process' === $action ? ( new Series_Repository() )->networking() : array();
		foreach ( $mine as $contact_id ) {
			$changed = (bool) Db::transaction(
				function () use ( $owner_id, $contact_id, $action, $values, $series ): bool {
					switch ( $action ) {
						case 'process':
							return $this->place( $owner_id, $contact_id, $series, (int) $values['stage'], (bool) $values['complete'] );
						case 'cadence':
							return Keep_In_Touch::set_contact_cadence( $owner_id, $contact_id, $values['cadenceDays'] );
						case 'followup':
							( new Contact_Activity() )->add_followup(
								$owner_id,
								$contact_id,
								array(
									'title' => (string) $values['title'],
									'desc'  => (string) $values['desc'],
									'date'  => (string) $values['date'],
								)
							);
							return true;
						case 'archive':
							return ( new Contact_Service() )->set_state( $owner_id, $contact_id, true, null );
					}
					return false;
				}
			);
			++$out[ $changed ? 'changed' : 'left' ];
		}
		return $out;
	}

	/**
	 * Moves a contact to a stage, as the networking page would: earlier stages complete (every task done), this one in
	 * progress (its ticks kept; its first task ticked when none is) or complete; later stages, which hold nothing while
	 * the contact is not past this one, as they are. A contact already further along is left (false).
	 *
	 * @param int                  $owner_id   Member.
	 * @param int                  $contact_id Contact.
	 * @param array<string, mixed> $series     The networking series.
	 * @param int                  $stage      Stage index.
	 * @param bool                 $complete   Complete, or in progress.
	 */
	private function place( int $owner_id, int $contact_id, array $series, int $stage, bool $complete ): bool {
		$row     = ( new Process_Repository() )->ensure( $owner_id, $contact_id );
		$current = Process_Rules::align( $row['object'], $series, $row['id'] ) ?? Process_Rules::at_position( $series, -1, false ) + array( 'id' => $row['id'] );
		$now     = Networking_Stages::position( $current );
		$target  = Networking_Stages::rank( $stage, $complete ? Networking_Stages::COMPLETE : Networking_Stages::IN_PROGRESS );
		if ( Networking_Stages::rank( (int) $now['stage'], (string) $now['status'] ) >= $target ) {
			return false;
		}
		$wanted = array_values( (array) $series['stages'] );
		foreach ( array_keys( $current['stages'] ) as $i ) {
			if ( $i > $stage || ! isset( $wanted[ $i ] ) ) {
				continue;
			}
			$done  = $i < $stage || $complete;
			$ticks = array_column( $current['stages'][ $i ]['tasks'], 'complete', 'id' );
			$first = Series_Schema::task_ids( $wanted[ $i ] )[0] ?? null;
			$none  = ! in_array( true, $ticks, true );
			foreach ( $current['stages'][ $i ]['tasks'] as $t => $task ) {
				$current['stages'][ $i ]['tasks'][ $t ]['complete'] = $done || ! empty( $task['complete'] ) || ( $none && $task['id'] === $first );
			}
			$current['stages'][ $i ]['complete']   = $done;
			$current['stages'][ $i ]['inprogress'] = ! $done;
		}
		$object = Process_Rules::validate( $current, $series, $row['id'] );
		( new Process_Service() )->store( $owner_id, $contact_id, $object );
		return true;
	}
}

<?php
/**
 * The six networking stages and how a contact's position in them is read from its process object.
 *
 * A contact sits at exactly one stage: the furthest stage that is in progress or complete in its process object,
 * with that stage's status. -1 means the contact is not in the process (Inactive). The dashboard's counts, the
 * list's Stage and Status filters and the merge all use this one reading, so a count and its filtered list agree.
 *
 * @package Prism
 */

namespace Prism\Domain;

/**
 * Stage constants and position rules.
 */
final class Networking_Stages {

	public const NAMES = array( 'BUILD', 'DISCOVER', 'CONNECT', 'ASSESS', 'ENGAGE', 'MAINTAIN' );

	public const NONE = -1;

	public const IN_PROGRESS = 'in_progress';
	public const COMPLETE    = 'complete';

	/** The status names the API and URL use, by stored value. */
	public const STATUS_LABELS = array(
		self::IN_PROGRESS => 'In Progress',
		self::COMPLETE    => 'Complete',
	);

	/**
	 * Stage index and status of a process object.
	 *
	 * @param array<string, mixed>|null $process_object Process object ({stages: [{inprogress, complete}]}).
	 * @return array{stage: int, status: string}
	 */
	public static function position( ?array $process_object ): array {
		$stages = is_array( $process_object['stages'] ?? null ) ? array_values( $process_object['stages'] ) : array();
		for ( $i = min( count( $stages ), count( self::NAMES ) ) - 1; $i >= 0; $i-- ) {
			$stage = is_array( $stages[ $i ] ) ? $stages[ $i ] : array();
			if ( ! empty( $stage['complete'] ) ) {
				return array(
					'stage'  => $i,
					'status' => self::COMPLETE,
				);
			}
			if ( ! empty( $stage['inprogress'] ) ) {
				return array(
					'stage'  => $i,
					'status' => self::IN_PROGRESS,
				);
			}
		}
		return array(
			'stage'  => self::NONE,
			'status' => '',
		);
	}

	/**
	 * Orders positions: a later stage is further; at the same stage Complete is further than In Progress.
	 *
	 * @param int    $stage  Stage index or -1.
	 * @param string $status Stored status.
	 */
	public static function rank( int $stage, string $status ): int {
		if ( $stage < 0 ) {
			return -1;
		}
		return $stage * 2 + ( self::COMPLETE === $status ? 1 : 0 );
	}

	/**
	 * Stored status for an API/URL label ('In Progress', 'Complete'), or null.
	 *
	 * @param string $label Status label.
	 */
	public static function status_from_label( string $label ): ?string {
		$found = array_search( $label, self::STATUS_LABELS, true );
		return false === $found ? null : $found;
	}
}

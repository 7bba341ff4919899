<?php
/**
 * The daily reminder emails of one day: a site job (owner 0) keyed by the day, walking the members who have a
 * follow-up due or overdue or an event that day, in member id order, 50 per slice. Sending mail cannot be rolled
 * back, so each member's email is first claimed in `prism_digests` (one INSERT IGNORE on (member, day), which one
 * caller only can win: docs/jobs.md, "Effects outside the database"); a retried slice skips members already
 * claimed. A mail that wp_mail() refuses gives its claim back and fails the slice, so it is tried again.
 *
 * @package Prism
 */

namespace Prism\Reminders;

use Prism\Data\Digest_Repository;
use Prism\Data\Event_Repository;
use Prism\Data\Followup_Repository;
use Prism\Data\Keep_In_Touch_Repository;
use Prism\Data\Job;
use Prism\Data\Slice;
use Prism\Jobs\Job_Type_With_Outside_Effects;

defined( 'ABSPATH' ) || exit;

/**
 * Daily reminder emails.
 */
final class Digest_Job implements Job_Type_With_Outside_Effects {

	public const TYPE = 'daily_digest';

	/** Members looked at per slice. */
	private const BATCH = 50;

	/** Times one member's email may be refused in a day before it is given up (and logged). */
	private const MAX_REFUSALS = 3;

	/**
	 * Sends the next members' emails. A member whose email wp_mail() refuses is passed over (the claim given back,
	 * the cause logged) and tried again after the walk, up to three times in all, so one bad address cannot hold up
	 * everyone after it. A slice of the walk in which every email was refused throws instead: the mail server may be
	 * down, and the runner tries the slice again later, with back-off.
	 *
	 * Cursor: `after` (the last member walked), `failed` (member => refusals so far) and `phase` ('walk', then
	 * 'retry' for the members passed over).
	 *
	 * @param Job   $job      Job; its key is the day.
	 * @param float $deadline When to stop.
	 * @throws \RuntimeException When every email of a slice of the walk was refused (the slice is retried).
	 */
	public function run( Job $job, float $deadline ): Slice {
		$day    = $job->key;
		$after  = (int) ( $job->cursor['after'] ?? 0 );
		$failed = array_map( 'intval', (array) ( $job->cursor['failed'] ?? array() ) );
		$walk   = 'retry' !== ( $job->cursor['phase'] ?? 'walk' );
		$done   = $job->done;
		if ( $walk ) {
			list( $members, $more ) = $this->members( $day, $after );
		} else {
			$members = array_map( 'intval', array_keys( array_filter( $failed, static fn( int $refusals ): bool => $refusals < self::MAX_REFUSALS ) ) );
			$more    = false;
		}
		$mail    = new Digest_Mail();
		$left    = count( $members );
		$sent    = 0;
		$refused = array();
		foreach ( $members as $member ) {
			--$left;
			if ( $walk ) {
				$after = $member;
				++$done;
			}
			$message = Reminder_Settings::digest_enabled( $member ) ? $mail->compose( $member, $day ) : null;
			if ( null === $message || ! $this->claim( $member, $day ) ) {
				unset( $failed[ $member ] );
				continue; // Nothing sent: no time spent worth stopping for.
			}
			if ( $mail->send( $message ) ) {
				++$sent;
				unset( $failed[ $member ] );
			} else {
				$this->release( $member, $day );
				$failed[ $member ] = ( $failed[ $member ] ?? 0 ) + 1;
				$refused[]         = $member;
				// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- operators need to know.
				error_log( "PRISM: the reminder email of {$day} to member {$member} could not be sent (refusal {$failed[ $member ]} of " . self::MAX_REFUSALS . ').' );
			}
			if ( microtime( true ) > $deadline ) {
				break;
			}
		}
		if ( $walk && $refused && 0 === $sent ) {
			throw new \RuntimeException( 'The reminder email to member ' . implode( ', ', $refused ) . ' could not be sent.' );
		}
		$walked = ! $more && 0 === $left;
		$again  = array_filter( $failed, static fn( int $refusals ): bool => $refusals < self::MAX_REFUSALS );
		$cursor = array(
			'after'  => $after,
			'failed' => $failed,
			'phase'  => $walk && ! $walked ? 'walk' : 'retry',
		);
		return new Slice( $cursor, $done, 0, $walked && ! $again );
	}

	/**
	 * The next members after `$after` with something on the day: those with follow-ups due (or overdue), those with
	 * events, and those with a contact due to reach out to that day, merged, up to the point both lists are known to be complete.
	 *
	 * @param string $day   `YYYY-MM-DD`.
	 * @param int    $after Last member already handled.
	 * @return array{0: int[], 1: bool} The members, and whether more may follow them.
	 */
	private function members( string $day, int $after ): array {
		$with_due    = ( new Followup_Repository() )->owners_with_due( $day, $after, self::BATCH );
		$with_events = ( new Event_Repository() )->owners_with_events_on( $day, $after, self::BATCH );
		$reach_out   = ( new Keep_In_Touch_Repository() )->owners_due_on( $day, $after, self::BATCH );
		$limit       = PHP_INT_MAX;
		foreach ( array( $with_due, $with_events, $reach_out ) as $list ) {
			if ( count( $list ) === self::BATCH ) {
				$limit = min( $limit, (int) end( $list ) ); // A full list may go on past its last member.
			}
		}
		$members = array_unique( array_merge( $with_due, $with_events, $reach_out ) );
		sort( $members );
		return array( array_values( array_filter( $members, static fn( int $id ): bool => $id <= $limit ) ), PHP_INT_MAX !== $limit );
	}

	/**
	 * Claims a member's email for the day: true only for the one caller whose row went in.
	 *
	 * @param int    $member Member.
	 * @param string $day    Day.
	 */
	private function claim( int $member, string $day ): bool {
		return ( new Digest_Repository() )->claim( $member, $day );
	}

	/**
	 * Forgets the claims of days long past (one row per member and day would otherwise pile up).
	 *
	 * @param string $before `YYYY-MM-DD`: claims of earlier days go.
	 * @return int Rows deleted.
	 */
	public static function forget_claims_before( string $before ): int {
		return ( new Digest_Repository() )->forget_before( $before );
	}

	/**
	 * Gives a claim back (the mail was not sent).
	 *
	 * @param int    $member Member.
	 * @param string $day    Day.
	 */
	private function release( int $member, string $day ): void {
		( new Digest_Repository() )->release( $member, $day );
	}
}

<?php
/**
 * The keep-in-touch date of contacts in MAINTAIN (spec section 9: at least monthly contact when maintaining).
 * A contact entering MAINTAIN gets a date the series' keepInTouchDays ahead (Process_Service::store); the
 * date moves forward whenever the member adds a note to the contact or completes one of its follow-ups, and a
 * follow-up planned for later moves it to the day after that follow-up's day. Contacts whose date has come are listed on the
 * dashboard ('Due to reach out'). Contacts outside MAINTAIN, or marked a dead end, have no date.
 *
 * @package Prism
 */

namespace Prism\Service;

use Prism\Data\Contact_Repository;
use Prism\Data\Series_Repository;
use Prism\Domain\Calendar_Date;

defined( 'ABSPATH' ) || exit;

/**
 * Keep-in-touch dates.
 */
final class Keep_In_Touch {

	/**
	 * The member was in touch with the contact today (a note, a completed follow-up).
	 *
	 * @param int $owner_id   Member.
	 * @param int $contact_id Contact (already checked).
	 */
	public static function touched( int $owner_id, int $contact_id ): void {
		( new Contact_Repository() )->move_reach_out( $owner_id, $contact_id, Calendar_Date::add_days( wp_date( 'Y-m-d' ), self::days() ) );
	}

	/**
	 * The member was in touch with the contact on a day (an interaction logged for that day): today counts as
	 * touched(); an earlier day moves the date to that day plus the series' days, only if that is later (logging
	 * last month's call does not pull the date back).
	 *
	 * @param int    $owner_id   Member.
	 * @param int    $contact_id Contact (already checked).
	 * @param string $day        YYYY-MM-DD, today or before.
	 */
	public static function touched_on( int $owner_id, int $contact_id, string $day ): void {
		if ( $day >= wp_date( 'Y-m-d' ) ) {
			self::touched( $owner_id, $contact_id );
			return;
		}
		( new Contact_Repository() )->move_reach_out( $owner_id, $contact_id, Calendar_Date::add_days( $day, self::days() ), true );
	}

	/**
	 * The member planned to be in touch on a day (a follow-up due then): the date moves to the day after it, if
	 * that is later. Until then the follow-up itself is the reminder (dashboard Today, calendar, email), so the
	 * contact is not listed twice; if the follow-up is still not done after its day, the contact is due again.
	 *
	 * @param int    $owner_id   Member.
	 * @param int    $contact_id Contact (already checked).
	 * @param string $day        YYYY-MM-DD.
	 */
	public static function planned( int $owner_id, int $contact_id, string $day ): void {
		( new Contact_Repository() )->move_reach_out( $owner_id, $contact_id, Calendar_Date::add_days( $day, 1 ), true );
	}

	/**
	 * Days between touches, from the networking series.
	 */
	public static function days(): int {
		return max( 1, (int) ( ( new Series_Repository() )->networking()['keepInTouchDays'] ?? 30 ) );
	}
}

<?php
/**
 * Keep in touch (issue 30, part 1; spec section 9: at least monthly contact when maintaining). A contact has a cadence
 * when the member set one on it or on one of its categories, or when it is in MAINTAIN (the networking series'
 * keepInTouchDays); Domain\Cadence says which wins and how the day to reach out by is worked out. Here are the events
 * that move it: a touch (a note added, a follow-up completed, an interaction logged for a day), a follow-up planned,
 * changed or no longer planned, a cadence set on the contact or on a category. Each records what changed and works the
 * day out again (Data\Keep_In_Touch_Repository::refresh()), in the caller's transaction. Contacts whose day has come are
 * listed on the dashboard ('Due to reach out'), in the daily email, and under the contact list's Keep in touch filter.
 *
 * @package Prism
 */

namespace Prism\Service;

use Prism\Data\Category_Repository;
use Prism\Data\Contact_Repository;
use Prism\Data\Db;
use Prism\Data\Keep_In_Touch_Repository;

defined( 'ABSPATH' ) || exit;

/**
 * Keep-in-touch days.
 */
final class Keep_In_Touch {

	/**
	 * The member was in touch with the contact today (a note, a completed follow-up).
	 *
	 * @param int $owner_id   Member.
	 * @param int $contact_id Contact (already checked).
	 */
	public static function touched( int $owner_id, int $contact_id ): void {
		self::touched_on( $owner_id, $contact_id, wp_date( 'Y-m-d' ) );
	}

	/**
	 * The member was in touch with the contact on a day (an interaction logged for that day). A day before the last
	 * touch changes nothing: logging last month's call does not pull the day back. A day after today counts as today.
	 *
	 * @param int    $owner_id   Member.
	 * @param int    $contact_id Contact (already checked).
	 * @param string $day        YYYY-MM-DD.
	 */
	public static function touched_on( int $owner_id, int $contact_id, string $day ): void {
		$today      = wp_date( 'Y-m-d' );
		$repository = new Keep_In_Touch_Repository();
		$repository->touch( $owner_id, $contact_id, $day > $today ? $today : $day );
		$repository->refresh( $owner_id, array( $contact_id ) );
	}

	/**
	 * A follow-up of the contact was planned, moved, or deleted: the day after the latest one still planned is the
	 * earliest the contact is due (until then the follow-up itself is the reminder, on Today, the calendar and in the
	 * email, so the contact is not listed twice; a follow-up still not done after its day lets the contact be due).
	 *
	 * @param int $owner_id   Member.
	 * @param int $contact_id Contact (already checked).
	 */
	public static function planned( int $owner_id, int $contact_id ): void {
		( new Keep_In_Touch_Repository() )->refresh( $owner_id, array( $contact_id ) );
	}

	/**
	 * Sets or clears the contact's own cadence, in one transaction. False when the contact is not the member's.
	 *
	 * @param int      $owner_id   Member.
	 * @param int      $contact_id Contact.
	 * @param int|null $days       Days (checked: Domain\Cadence::days_from_input()), or null to clear.
	 */
	public static function set_contact_cadence( int $owner_id, int $contact_id, ?int $days ): bool {
		return Db::transaction(
			static function () use ( $owner_id, $contact_id, $days ): bool {
				if ( null === ( new Contact_Repository() )->find( $owner_id, $contact_id ) ) {
					return false;
				}
				$repository = new Keep_In_Touch_Repository();
				$repository->set_contact_cadence( $owner_id, $contact_id, (int) $days );
				$repository->refresh( $owner_id, array( $contact_id ) );
				return true;
			}
		);
	}

	/**
	 * Sets or clears a category's cadence and works out again the day of every contact in it, in one transaction.
	 * False when the category is not the member's.
	 *
	 * @param int      $owner_id    Member.
	 * @param int      $category_id Category.
	 * @param int|null $days        Days (checked), or null to clear.
	 */
	public static function set_category_cadence( int $owner_id, int $category_id, ?int $days ): bool {
		return Db::transaction(
			static function () use ( $owner_id, $category_id, $days ): bool {
				if ( null === ( new Category_Repository() )->find( $owner_id, $category_id ) ) {
					return false;
				}
				$repository = new Keep_In_Touch_Repository();
				$repository->set_category_cadence( $owner_id, $category_id, (int) $days );
				$repository->refresh( $owner_id, $repository->category_contacts( $owner_id, $category_id ) );
				return true;
			}
		);
	}
}

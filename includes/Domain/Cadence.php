<?php
/**
 * Keep-in-touch cadences (issue 30, part 1): how often a member wants to be in touch with a contact, and when they
 * should reach out next. A cadence is a number of days, set on the contact or on a category; the contact's own wins,
 * then the shortest of its categories', then, for a contact in MAINTAIN (not a dead end), the networking series'
 * keep-in-touch days. The next reach-out day counts from the last touch of any kind (an interaction, a note, a
 * completed follow-up; the day the contact was added when there has been none), and is never before the day after
 * the latest follow-up still planned: until then that follow-up is the reminder.
 *
 * @package Prism
 */

namespace Prism\Domain;

defined( 'ABSPATH' ) || exit;

/**
 * Cadence rules, pure.
 */
final class Cadence {

	/** Fewest days a cadence may hold. */
	public const MIN_DAYS = 1;

	/** Most days a cadence may hold (ten years). */
	public const MAX_DAYS = 3650;

	/**
	 * The day stored for a contact with no cadence: after every real day, so "reach out by" sorts them last on both
	 * engines (NULL sorts first ascending) and "due by a day" never matches them.
	 */
	public const NONE = '9999-12-31';

	/** Where a contact's cadence comes from. */
	public const FROM_CONTACT  = 'contact';
	public const FROM_CATEGORY = 'category';
	public const FROM_MAINTAIN = 'maintain';

	/** The list's reach-out filters: due today or before; due within the next week (or before); any cadence. */
	public const FILTERS = array( 'due', 'week', 'set' );

	/**
	 * The contact's cadence and where it comes from; days 0 when it has none.
	 *
	 * @param int  $own         The contact's own cadence (0: none).
	 * @param int  $category    The shortest cadence of its categories (0: none).
	 * @param bool $maintaining Whether it is in MAINTAIN and not a dead end.
	 * @param int  $series      The networking series' keep-in-touch days.
	 * @return array{days: int, from: string}
	 */
	public static function effective( int $own, int $category, bool $maintaining, int $series ): array {
		if ( $own > 0 ) {
			return array(
				'days' => $own,
				'from' => self::FROM_CONTACT,
			);
		}
		if ( $category > 0 ) {
			return array(
				'days' => $category,
				'from' => self::FROM_CATEGORY,
			);
		}
		if ( $maintaining && $series > 0 ) {
			return array(
				'days' => $series,
				'from' => self::FROM_MAINTAIN,
			);
		}
		return array(
			'days' => 0,
			'from' => '',
		);
	}

	/**
	 * The day to reach out by (YYYY-MM-DD), or NONE without a cadence.
	 *
	 * @param int         $days    Cadence (0: none).
	 * @param string|null $touched Last touch (YYYY-MM-DD), or null.
	 * @param string      $added   The day the contact was added (YYYY-MM-DD...).
	 * @param string|null $planned The latest day of its follow-ups not done, or null.
	 */
	public static function due( int $days, ?string $touched, string $added, ?string $planned ): string {
		if ( $days <= 0 ) {
			return self::NONE;
		}
		$from = null !== $touched && '' !== $touched ? substr( $touched, 0, 10 ) : substr( $added, 0, 10 );
		$due  = Calendar_Date::add_days( $from, $days );
		if ( null !== $planned && '' !== $planned ) {
			$after = Calendar_Date::add_days( substr( $planned, 0, 10 ), 1 );
			$due   = $after > $due ? $after : $due;
		}
		return $due;
	}

	/**
	 * A stored reach-out day as the API answers it: null for NONE.
	 *
	 * @param mixed $stored Column value.
	 */
	public static function day_or_null( $stored ): ?string {
		$day = substr( (string) $stored, 0, 10 );
		return '' === $day || self::NONE === $day ? null : $day;
	}

	/**
	 * The last day a filter keeps (a contact due on or before it matches): "any cadence" keeps every day but NONE.
	 *
	 * @param string $filter One of FILTERS.
	 * @param string $today  YYYY-MM-DD.
	 */
	public static function filter_until( string $filter, string $today ): string {
		if ( 'week' === $filter ) {
			return Calendar_Date::add_days( $today, 7 );
		}
		return 'due' === $filter ? $today : Calendar_Date::add_days( self::NONE, -1 );
	}

	/**
	 * A cadence in words: "Every 30 days".
	 *
	 * @param int $days Days (at least 1).
	 */
	public static function every( int $days ): string {
		/* translators: %d: number of days. */
		return sprintf( _n( 'Every %d day', 'Every %d days', $days, 'prism' ), $days );
	}

	/**
	 * A cadence as posted, checked: null clears it.
	 *
	 * @param mixed $value Posted value.
	 * @throws Invalid_Input When it is not a whole number of days in range.
	 */
	public static function days_from_input( $value ): ?int {
		if ( null === $value || '' === $value || 0 === $value ) {
			return null;
		}
		if ( is_string( $value ) && ctype_digit( $value ) ) {
			$value = (int) $value;
		}
		if ( ! is_int( $value ) || $value < self::MIN_DAYS || $value > self::MAX_DAYS ) {
			throw new Invalid_Input(
				/* translators: 1: fewest days, 2: most days. */
				sprintf( __( 'Choose how often to keep in touch: a number of days from %1$d to %2$d.', 'prism' ), self::MIN_DAYS, self::MAX_DAYS ),
				array( 'cadenceDays' => __( 'Enter a whole number of days.', 'prism' ) )
			);
		}
		return $value;
	}
}

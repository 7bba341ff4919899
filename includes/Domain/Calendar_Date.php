<?php
/**
 * Calendar days as PRISM stores and answers them: ISO 8601 `YYYY-MM-DD`, or `--MM-DD` for a yearly date whose
 * year is not known (a birthday from an address book, as vCard writes it). Pure PHP, no WordPress: what a valid
 * date is, when a yearly date falls in a given year (29 February on 28 February in other years), and the
 * occurrences of an event in a range of days.
 *
 * @package Prism
 */

namespace Prism\Domain;

/**
 * Date rules.
 */
final class Calendar_Date {

	/** Event types, as the spec names them. Birthdays and anniversaries come back every year. */
	public const EVENT_TYPES = array( 'Birthday', 'Anniversary', 'Other' );

	/** Longest title of an event or follow-up, in characters (the column's size). */
	public const MAX_TITLE = 191;

	/** Longest description of an event or follow-up, in characters. */
	public const MAX_DESC = 5000;

	/** Most days one calendar request may span. */
	public const MAX_RANGE_DAYS = 100;

	/** Most items of each day a month view may ask for (a calendar request's perDay). */
	public const MOST_PER_DAY = 20;

	/** Most items an agenda's page may ask for (a calendar request's limit). */
	public const MOST_PER_PAGE = 500;

	/** Event types that recur yearly. */
	public const YEARLY_TYPES = array( 'Birthday', 'Anniversary' );

	/** The month and day of 29 February, and of the day it is kept on in other years. */
	private const LEAP_DAY           = '02-29';
	private const LEAP_DAY_ELSEWHERE = '02-28';

	/**
	 * Why a value is not a date PRISM can store, or null when it is one.
	 *
	 * @param mixed $value       What was sent.
	 * @param bool  $allow_no_year Whether `--MM-DD` is allowed (yearly events).
	 * @return string|null A whole sentence for the member.
	 */
	public static function problem( $value, bool $allow_no_year = false ): ?string {
		if ( ! is_string( $value ) || '' === $value ) {
			return __( 'Choose a date.', 'prism' );
		}
		if ( preg_match( '/^(\d{4})-(\d{2})-(\d{2})$/D', $value, $m ) ) {
			$year = (int) $m[1];
			if ( $year < 1 || ! checkdate( (int) $m[2], (int) $m[3], $year ) ) {
				/* translators: %s: the date as sent, e.g. 2026-02-30. */
				return sprintf( __( '%s is not a day in the calendar. Choose a real date.', 'prism' ), $value );
			}
			return null;
		}
		if ( preg_match( '/^--(\d{2})-(\d{2})$/D', $value, $m ) ) {
			if ( ! $allow_no_year ) {
				return __( 'This date needs a year. Use the form YYYY-MM-DD.', 'prism' );
			}
			// 2000 was a leap year: --02-29 is a real birthday.
			if ( ! checkdate( (int) $m[1], (int) $m[2], 2000 ) ) {
				/* translators: %s: the date as sent, e.g. --02-30. */
				return sprintf( __( '%s is not a day in the calendar. Choose a real date.', 'prism' ), $value );
			}
			return null;
		}
		return $allow_no_year
			? __( 'Dates are written YYYY-MM-DD (or --MM-DD for a birthday or anniversary without a year).', 'prism' )
			: __( 'Dates are written YYYY-MM-DD, for example 2026-07-01.', 'prism' );
	}

	/**
	 * Whether a stored date has no year.
	 *
	 * @param string $date `YYYY-MM-DD` or `--MM-DD`.
	 */
	public static function has_no_year( string $date ): bool {
		return str_starts_with( $date, '--' );
	}

	/**
	 * The `MM-DD` of a stored date.
	 *
	 * @param string $date `YYYY-MM-DD` or `--MM-DD`.
	 */
	public static function month_day( string $date ): string {
		return substr( $date, -5 );
	}

	/**
	 * Whether an event of this type comes back every year.
	 *
	 * @param string $type Event type.
	 */
	public static function is_yearly( string $type ): bool {
		return in_array( $type, self::YEARLY_TYPES, true );
	}

	/**
	 * Whether a year is a leap year.
	 *
	 * @param int $year Year.
	 */
	public static function is_leap_year( int $year ): bool {
		return checkdate( 2, 29, $year );
	}

	/**
	 * The day a yearly date falls on in a year: the same month and day, except 29 February, which is kept on
	 * 28 February in years that have no 29th.
	 *
	 * @param string $month_day `MM-DD`.
	 * @param int    $year      Year.
	 * @return string `YYYY-MM-DD`.
	 */
	public static function in_year( string $month_day, int $year ): string {
		if ( self::LEAP_DAY === $month_day && ! self::is_leap_year( $year ) ) {
			$month_day = self::LEAP_DAY_ELSEWHERE;
		}
		return sprintf( '%04d-%s', $year, $month_day );
	}

	/**
	 * The `MM-DD` values of yearly dates that fall on a day: its own, and 02-29 on 28 February of a common year.
	 *
	 * @param string $day `YYYY-MM-DD`.
	 * @return string[]
	 */
	public static function month_days_falling_on( string $day ): array {
		$month_day = self::month_day( $day );
		$list      = array( $month_day );
		if ( self::LEAP_DAY_ELSEWHERE === $month_day && ! self::is_leap_year( (int) substr( $day, 0, 4 ) ) ) {
			$list[] = self::LEAP_DAY;
		}
		return $list;
	}

	/**
	 * Whether an event falls on a day.
	 *
	 * @param string $date Stored date.
	 * @param string $type Event type.
	 * @param string $day  `YYYY-MM-DD`.
	 */
	public static function occurs_on( string $date, string $type, string $day ): bool {
		if ( ! self::is_yearly( $type ) ) {
			return $date === $day;
		}
		if ( ! self::has_no_year( $date ) && $day < $date ) {
			return false; // Not before the first one.
		}
		return in_array( self::month_day( $date ), self::month_days_falling_on( $day ), true );
	}

	/**
	 * The days an event falls on between two days (both included), in order.
	 *
	 * @param string $date Stored date.
	 * @param string $type Event type.
	 * @param string $from `YYYY-MM-DD`.
	 * @param string $to   `YYYY-MM-DD`.
	 * @return string[] `YYYY-MM-DD` days.
	 */
	public static function occurrences( string $date, string $type, string $from, string $to ): array {
		if ( ! self::is_yearly( $type ) ) {
			return ( ! self::has_no_year( $date ) && $date >= $from && $date <= $to ) ? array( $date ) : array();
		}
		$days = array();
		for ( $year = (int) substr( $from, 0, 4 ); $year <= (int) substr( $to, 0, 4 ); $year++ ) {
			$day = self::in_year( self::month_day( $date ), $year );
			if ( $day >= $from && $day <= $to && ( self::has_no_year( $date ) || $day >= $date ) ) {
				$days[] = $day;
			}
		}
		return $days;
	}

	/**
	 * What occurrences() answers, for many events of one range: a function of (stored date, type) that answers the
	 * same days, with the days each month-day falls on in the range worked out once (a month view places about 2,000
	 * events: each call to occurrences() formatted and compared a day per year of the range).
	 *
	 * @param string $from `YYYY-MM-DD`.
	 * @param string $to   `YYYY-MM-DD`.
	 * @return \Closure(string, string): string[]
	 */
	public static function placer( string $from, string $to ): \Closure {
		$yearly = array_flip( self::YEARLY_TYPES );
		$years  = range( (int) substr( $from, 0, 4 ), (int) substr( $to, 0, 4 ) );
		$by_day = array();
		return static function ( string $date, string $type ) use ( $from, $to, $yearly, $years, &$by_day ): array {
			if ( ! isset( $yearly[ $type ] ) ) {
				return ( $date >= $from && $date <= $to && ! str_starts_with( $date, '--' ) ) ? array( $date ) : array();
			}
			$month_day = substr( $date, -5 );
			if ( ! isset( $by_day[ $month_day ] ) ) {
				$by_day[ $month_day ] = array();
				foreach ( $years as $year ) {
					$day = self::in_year( $month_day, $year );
					if ( $day >= $from && $day <= $to ) {
						$by_day[ $month_day ][] = $day;
					}
				}
			}
			if ( str_starts_with( $date, '--' ) || $date <= $from ) {
				return $by_day[ $month_day ];
			}
			// Not before its first one.
			return array_values( array_filter( $by_day[ $month_day ], static fn( string $day ): bool => $day >= $date ) );
		};
	}

	/**
	 * The next day, on or after `$today`, an event falls on; null for a one-off event already past.
	 *
	 * @param string $date  Stored date.
	 * @param string $type  Event type.
	 * @param string $today `YYYY-MM-DD`.
	 */
	public static function next_occurrence( string $date, string $type, string $today ): ?string {
		if ( ! self::is_yearly( $type ) ) {
			return $date >= $today ? $date : null;
		}
		$year = (int) substr( $today, 0, 4 );
		if ( ! self::has_no_year( $date ) ) {
			$year = max( $year, (int) substr( $date, 0, 4 ) );
		}
		$day = self::in_year( self::month_day( $date ), $year );
		return $day >= $today ? $day : self::in_year( self::month_day( $date ), $year + 1 );
	}

	/**
	 * The day after a `YYYY-MM-DD` day.
	 *
	 * @param string $day `YYYY-MM-DD`.
	 * @param int    $days Days to add (may be negative).
	 */
	public static function add_days( string $day, int $days ): string {
		return ( new \DateTimeImmutable( $day . 'T00:00:00', new \DateTimeZone( 'UTC' ) ) )->modify( sprintf( '%+d days', $days ) )->format( 'Y-m-d' );
	}

	/**
	 * Days from one `YYYY-MM-DD` day to another.
	 *
	 * @param string $from First day.
	 * @param string $to   Second day.
	 */
	public static function days_between( string $from, string $to ): int {
		$utc = new \DateTimeZone( 'UTC' );
		return (int) round( ( ( new \DateTimeImmutable( $to, $utc ) )->getTimestamp() - ( new \DateTimeImmutable( $from, $utc ) )->getTimestamp() ) / 86400 );
	}

	/**
	 * The translated name of an event type (Other for anything else).
	 *
	 * @param string $type Stored type.
	 */
	public static function type_label( string $type ): string {
		switch ( $type ) {
			case 'Birthday':
				return __( 'Birthday', 'prism' );
			case 'Anniversary':
				return __( 'Anniversary', 'prism' );
		}
		return __( 'Other', 'prism' );
	}

	/**
	 * The title an event gets when a file names none: its type's name, or "Event".
	 *
	 * @param string $type Stored type.
	 */
	public static function default_title( string $type ): string {
		return in_array( $type, self::YEARLY_TYPES, true ) ? self::type_label( $type ) : __( 'Event', 'prism' );
	}
}

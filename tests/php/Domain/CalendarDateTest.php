<?php
/**
 * Calendar_Date: which dates PRISM accepts (ISO YYYY-MM-DD, and --MM-DD only for yearly types), when yearly
 * dates fall (29 February on 28 February in common years, never before the first year of a dated event), the
 * occurrences of an event in a range of days, and the next occurrence.
 *
 * @package Prism
 */

namespace Prism\Tests\Domain;

use PHPUnit\Framework\TestCase;
use Prism\Domain\Calendar_Date;

/**
 * Date rules.
 */
final class CalendarDateTest extends TestCase {

	// --- validation ----------------------------------------------------------------------------------------

	/**
	 * @dataProvider good_dates
	 *
	 * @param string $date   Date.
	 * @param bool   $yearly Whether the type recurs yearly.
	 */
	public function test_accepts( string $date, bool $yearly ): void {
		$this->assertNull( Calendar_Date::problem( $date, $yearly ) );
	}

	/**
	 * Dates that are accepted.
	 *
	 * @return array<string, array{0: string, 1: bool}>
	 */
	public function good_dates(): array {
		return array(
			'an ordinary day'                 => array( '2026-11-22', false ),
			'an ordinary day, yearly'         => array( '2026-11-22', true ),
			'29 February of a leap year'      => array( '2024-02-29', false ),
			'29 February 2000'                => array( '2000-02-29', false ),
			'31 December'                     => array( '2026-12-31', false ),
			'1 January of year 1'             => array( '0001-01-01', false ),
			'no year, yearly'                 => array( '--11-22', true ),
			'no year, 29 February, yearly'    => array( '--02-29', true ),
			'no year, 31 December, yearly'    => array( '--12-31', true ),
		);
	}

	/**
	 * @dataProvider bad_dates
	 *
	 * @param mixed  $date     What was sent.
	 * @param bool   $yearly   Whether the type recurs yearly.
	 * @param string $contains Part of the sentence given back.
	 */
	public function test_refuses_with_a_sentence( $date, bool $yearly, string $contains ): void {
		$problem = Calendar_Date::problem( $date, $yearly );
		$this->assertIsString( $problem, 'refused: ' . var_export( $date, true ) );
		$this->assertStringContainsString( $contains, $problem );
		$this->assertMatchesRegularExpression( '/^[A-Z0-9-].*\.$/', $problem, 'a whole sentence' );
	}

	/**
	 * Dates that are refused, and a part of why.
	 *
	 * @return array<string, array{0: mixed, 1: bool, 2: string}>
	 */
	public function bad_dates(): array {
		return array(
			'30 February'                    => array( '2026-02-30', false, '2026-02-30 is not a day in the calendar' ),
			'29 February of a common year'   => array( '2026-02-29', false, '2026-02-29 is not a day in the calendar' ),
			'29 February 1900'               => array( '1900-02-29', true, 'not a day in the calendar' ),
			'month 13'                       => array( '2026-13-01', false, 'not a day in the calendar' ),
			'day 0'                          => array( '2026-01-00', false, 'not a day in the calendar' ),
			'year 0'                         => array( '0000-01-01', false, 'not a day in the calendar' ),
			'31 April'                       => array( '2026-04-31', true, 'not a day in the calendar' ),
			'no year, not yearly'            => array( '--02-29', false, 'needs a year' ),
			'no year, 30 February'           => array( '--02-30', true, '--02-30 is not a day in the calendar' ),
			'no year, month 00'              => array( '--00-10', true, 'not a day in the calendar' ),
			'US style'                       => array( '11/22/2026', false, 'YYYY-MM-DD' ),
			'US style, yearly'               => array( '11/22/2026', true, '--MM-DD' ),
			'empty'                          => array( '', false, 'Choose a date' ),
			'empty, yearly'                  => array( '', true, 'Choose a date' ),
			'null'                           => array( null, false, 'Choose a date' ),
			'a number'                       => array( 20261122, false, 'Choose a date' ),
			'a list'                         => array( array( '2026-11-22' ), false, 'Choose a date' ),
			'with a time'                    => array( '2026-11-22T10:00', false, 'YYYY-MM-DD' ),
			'with a trailing line break'     => array( "2026-11-22\n", false, 'YYYY-MM-DD' ),
			'with spaces'                    => array( ' 2026-11-22', false, 'YYYY-MM-DD' ),
			'short month'                    => array( '2026-1-22', false, 'YYYY-MM-DD' ),
			'no day'                         => array( '2026-11', false, 'YYYY-MM-DD' ),
			'five-digit year'                => array( '12026-11-22', false, 'YYYY-MM-DD' ),
			'words'                          => array( 'next Tuesday', false, 'YYYY-MM-DD' ),
			'arabic-indic digits'            => array( '٢٠٢٦-١١-٢٢', false, 'YYYY-MM-DD' ),
			'no year with one dash'          => array( '-11-22', true, 'YYYY-MM-DD' ),
		);
	}

	public function test_types(): void {
		$this->assertTrue( Calendar_Date::is_yearly( 'Birthday' ) );
		$this->assertTrue( Calendar_Date::is_yearly( 'Anniversary' ) );
		$this->assertFalse( Calendar_Date::is_yearly( 'Other' ) );
		$this->assertFalse( Calendar_Date::is_yearly( 'birthday' ), 'types are exact' );
		$this->assertTrue( Calendar_Date::has_no_year( '--02-29' ) );
		$this->assertFalse( Calendar_Date::has_no_year( '1992-02-29' ) );
		$this->assertSame( '02-29', Calendar_Date::month_day( '--02-29' ) );
		$this->assertSame( '11-22', Calendar_Date::month_day( '1990-11-22' ) );
		$this->assertTrue( Calendar_Date::is_leap_year( 2000 ) );
		$this->assertTrue( Calendar_Date::is_leap_year( 2028 ) );
		$this->assertFalse( Calendar_Date::is_leap_year( 1900 ) );
		$this->assertFalse( Calendar_Date::is_leap_year( 2027 ) );
	}

	// --- recurrence ----------------------------------------------------------------------------------------

	/**
	 * @dataProvider days_events_fall_on
	 *
	 * @param string $date     Stored date.
	 * @param string $type     Event type.
	 * @param string $day      A day.
	 * @param bool   $expected Whether the event falls on it.
	 */
	public function test_occurs_on( string $date, string $type, string $day, bool $expected ): void {
		$this->assertSame( $expected, Calendar_Date::occurs_on( $date, $type, $day ), "{$type} {$date} on {$day}" );
	}

	/**
	 * Events, days, and whether the one falls on the other.
	 *
	 * @return array<string, array{0: string, 1: string, 2: string, 3: bool}>
	 */
	public function days_events_fall_on(): array {
		return array(
			'birthday on its day years later'           => array( '1990-11-22', 'Birthday', '2026-11-22', true ),
			'birthday on its own first day'             => array( '1990-11-22', 'Birthday', '1990-11-22', true ),
			'birthday not the day before'               => array( '1990-11-22', 'Birthday', '2026-11-21', false ),
			'birthday not the day after'                => array( '1990-11-22', 'Birthday', '2026-11-23', false ),
			'birthday not before it was born'           => array( '1990-11-22', 'Birthday', '1989-11-22', false ),
			'anniversary years later'                   => array( '2015-06-30', 'Anniversary', '2026-06-30', true ),
			'other only on its day'                     => array( '2026-11-22', 'Other', '2026-11-22', true ),
			'other not a year later'                    => array( '2025-11-22', 'Other', '2026-11-22', false ),
			'--02-29 on 28 Feb 2027'                    => array( '--02-29', 'Birthday', '2027-02-28', true ),
			'--02-29 not on 1 Mar 2027'                 => array( '--02-29', 'Birthday', '2027-03-01', false ),
			'--02-29 on 29 Feb 2028'                    => array( '--02-29', 'Birthday', '2028-02-29', true ),
			'--02-29 not on 28 Feb 2028'                => array( '--02-29', 'Birthday', '2028-02-28', false ),
			'--02-29 on 28 Feb 2100 (not leap)'         => array( '--02-29', 'Anniversary', '2100-02-28', true ),
			'1992-02-29 on 28 Feb 2027'                 => array( '1992-02-29', 'Birthday', '2027-02-28', true ),
			'1992-02-29 on 29 Feb 2028'                 => array( '1992-02-29', 'Birthday', '2028-02-29', true ),
			'1992-02-29 not on 28 Feb 2028'             => array( '1992-02-29', 'Birthday', '2028-02-28', false ),
			'1992-02-29 not on 28 Feb 1991'             => array( '1992-02-29', 'Birthday', '1991-02-28', false ),
			'1992-02-29 not on 28 Feb 1992'             => array( '1992-02-29', 'Birthday', '1992-02-28', false ),
			'28 Feb birthday stays on 28 Feb in 2028'   => array( '1990-02-28', 'Birthday', '2028-02-28', true ),
			'28 Feb birthday not on 29 Feb 2028'        => array( '1990-02-28', 'Birthday', '2028-02-29', false ),
			'--11-22 on 22 Nov'                         => array( '--11-22', 'Birthday', '2026-11-22', true ),
			'--11-22 any year at all'                   => array( '--11-22', 'Birthday', '1901-11-22', true ),
		);
	}

	public function test_in_year_and_the_days_a_yearly_date_falls_on(): void {
		$this->assertSame( '2026-11-22', Calendar_Date::in_year( '11-22', 2026 ) );
		$this->assertSame( '2027-02-28', Calendar_Date::in_year( '02-29', 2027 ) );
		$this->assertSame( '2028-02-29', Calendar_Date::in_year( '02-29', 2028 ) );
		$this->assertSame( array( '02-28', '02-29' ), Calendar_Date::month_days_falling_on( '2027-02-28' ) );
		$this->assertSame( array( '02-28' ), Calendar_Date::month_days_falling_on( '2028-02-28' ) );
		$this->assertSame( array( '02-29' ), Calendar_Date::month_days_falling_on( '2028-02-29' ) );
		$this->assertSame( array( '03-01' ), Calendar_Date::month_days_falling_on( '2027-03-01' ) );
	}

	/**
	 * @dataProvider ranges
	 *
	 * @param string   $date     Stored date.
	 * @param string   $type     Event type.
	 * @param string   $from     First day.
	 * @param string   $to       Last day.
	 * @param string[] $expected Days, in order.
	 */
	public function test_occurrences( string $date, string $type, string $from, string $to, array $expected ): void {
		$this->assertSame( $expected, Calendar_Date::occurrences( $date, $type, $from, $to ) );
		$place = Calendar_Date::placer( $from, $to );
		$this->assertSame( $expected, $place( $date, $type ), 'the placer of the range answers the same' );
		$this->assertSame( $expected, $place( $date, $type ), 'and again, from what it worked out' );
	}

	public function test_the_placer_of_a_range_answers_what_occurrences_answers_for_every_kind_of_date(): void {
		$ranges = array( array( '2026-12-01', '2027-01-11' ), array( '2027-02-01', '2027-03-14' ), array( '2027-12-28', '2028-03-05' ), array( '2028-02-29', '2028-02-29' ) );
		$dates  = array( '--02-29', '--02-28', '--03-01', '--12-31', '--01-01', '1992-02-29', '2027-02-28', '2027-01-05', '2028-02-29', '2026-12-31', '2030-01-01', '1970-06-15' );
		foreach ( $ranges as list( $from, $to ) ) {
			$place = Calendar_Date::placer( $from, $to );
			foreach ( $dates as $date ) {
				foreach ( array( 'Birthday', 'Anniversary', 'Other', 'Meeting' ) as $type ) {
					if ( str_starts_with( $date, '--' ) && ! Calendar_Date::is_yearly( $type ) ) {
						continue;
					}
					$this->assertSame( Calendar_Date::occurrences( $date, $type, $from, $to ), $place( $date, $type ), "{$date} {$type} in {$from}..{$to}" );
				}
			}
		}
	}

	/**
	 * Events, ranges and the days they fall on there.
	 *
	 * @return array<string, array{0: string, 1: string, 2: string, 3: string, 4: string[]}>
	 */
	public function ranges(): array {
		return array(
			'a birthday in a range across the year end' => array( '1990-01-03', 'Birthday', '2026-12-15', '2027-01-15', array( '2027-01-03' ) ),
			'both sides of the year end'                => array( '1990-12-31', 'Birthday', '2026-12-01', '2028-01-05', array( '2026-12-31', '2027-12-31' ) ),
			'on the first and last day of the range'    => array( '--01-10', 'Anniversary', '2026-01-10', '2027-01-10', array( '2026-01-10', '2027-01-10' ) ),
			'not in the range'                          => array( '1990-11-22', 'Birthday', '2026-12-01', '2027-01-31', array() ),
			'not before its first year'                 => array( '2027-01-05', 'Birthday', '2026-12-20', '2028-01-10', array( '2027-01-05', '2028-01-05' ) ),
			'first year inside the range, day before'   => array( '2027-01-05', 'Anniversary', '2026-01-01', '2027-01-04', array() ),
			'--02-29 in a common year'                  => array( '--02-29', 'Birthday', '2027-02-01', '2027-03-31', array( '2027-02-28' ) ),
			'--02-29 in a leap year'                    => array( '--02-29', 'Birthday', '2028-02-01', '2028-03-31', array( '2028-02-29' ) ),
			'1992-02-29 over years'                     => array( '1992-02-29', 'Birthday', '2026-12-01', '2028-03-01', array( '2027-02-28', '2028-02-29' ) ),
			'a one-day range'                           => array( '1990-11-22', 'Birthday', '2026-11-22', '2026-11-22', array( '2026-11-22' ) ),
			'other in the range'                        => array( '2027-01-02', 'Other', '2026-12-15', '2027-01-15', array( '2027-01-02' ) ),
			'other outside it'                          => array( '2026-01-02', 'Other', '2026-12-15', '2027-01-15', array() ),
			'other on the range\'s edges'               => array( '2026-12-15', 'Other', '2026-12-15', '2026-12-15', array( '2026-12-15' ) ),
		);
	}

	/**
	 * @dataProvider next_days
	 *
	 * @param string      $date     Stored date.
	 * @param string      $type     Event type.
	 * @param string      $today    Today.
	 * @param string|null $expected Next day.
	 */
	public function test_next_occurrence( string $date, string $type, string $today, ?string $expected ): void {
		$this->assertSame( $expected, Calendar_Date::next_occurrence( $date, $type, $today ) );
	}

	/**
	 * Events, today, and the next day they fall on.
	 *
	 * @return array<string, array{0: string, 1: string, 2: string, 3: string|null}>
	 */
	public function next_days(): array {
		return array(
			'birthday later this year'        => array( '1990-11-22', 'Birthday', '2026-06-01', '2026-11-22' ),
			'birthday today'                  => array( '1990-11-22', 'Birthday', '2026-11-22', '2026-11-22' ),
			'birthday passed: next year'      => array( '1990-11-22', 'Birthday', '2026-11-23', '2027-11-22' ),
			'birthday passed at the year end' => array( '1990-12-31', 'Birthday', '2027-01-01', '2027-12-31' ),
			'first one still to come'         => array( '2030-05-01', 'Anniversary', '2026-11-22', '2030-05-01' ),
			'--02-29 from a common year'      => array( '--02-29', 'Birthday', '2027-01-10', '2027-02-28' ),
			'--02-29 after 28 Feb 2027'       => array( '--02-29', 'Birthday', '2027-03-01', '2028-02-29' ),
			'--02-29 after 29 Feb 2028'       => array( '--02-29', 'Birthday', '2028-03-01', '2029-02-28' ),
			'1992-02-29 on 28 Feb 2027'       => array( '1992-02-29', 'Birthday', '2027-02-28', '2027-02-28' ),
			'other to come'                   => array( '2026-12-01', 'Other', '2026-11-22', '2026-12-01' ),
			'other today'                     => array( '2026-11-22', 'Other', '2026-11-22', '2026-11-22' ),
			'other past'                      => array( '2026-11-21', 'Other', '2026-11-22', null ),
		);
	}

	public function test_day_arithmetic(): void {
		$this->assertSame( '2027-01-01', Calendar_Date::add_days( '2026-12-31', 1 ) );
		$this->assertSame( '2028-02-29', Calendar_Date::add_days( '2028-02-28', 1 ) );
		$this->assertSame( '2027-03-01', Calendar_Date::add_days( '2027-02-28', 1 ) );
		$this->assertSame( '2026-10-25', Calendar_Date::add_days( '2026-11-01', -7 ) );
		$this->assertSame( 100, Calendar_Date::days_between( '2026-01-01', '2026-04-11' ) );
		$this->assertSame( 365, Calendar_Date::days_between( '2026-11-22', '2027-11-22' ) );
		$this->assertSame( 366, Calendar_Date::days_between( '2027-11-22', '2028-11-22' ) );
		$this->assertSame( -1, Calendar_Date::days_between( '2026-11-22', '2026-11-21' ) );
	}
}

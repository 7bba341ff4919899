<?php
/**
 * A member's private calendar feed (RFC 5545), written with sabre/vobject, which escapes text and folds lines as
 * the RFC requires. Birthdays and anniversaries repeat yearly (29 February on the last day of February in other
 * years); a yearly date without a year starts in 2000. Follow-ups are all-day items, completed ones marked "✓" and
 * in the category Completed. UIDs are stable: prism-event-{id}@{host}, prism-followup-{id}@{host}.
 *
 * @package Prism
 */

namespace Prism\Reminders;

use Prism\Data\Event_Repository;
use Prism\Data\Followup_Repository;
use Prism\Domain\Calendar_Date;
use Prism\Domain\Streamed_Text;
use Prism\Site\Page_Urls;
use Sabre\VObject\Component\VCalendar;

defined( 'ABSPATH' ) || exit;

/**
 * The iCalendar feed.
 */
final class Calendar_Feed implements \JsonSerializable {

	use Streamed_Text;

	/** Follow-ups due this many days ago or later are in the feed (older ones only make it longer). */
	public const FOLLOWUP_DAYS_BACK = 366;

	/** The year a yearly date without a year starts in (a leap year, so 29 February is a real first day). */
	private const NO_YEAR_START = 2000;

	/** Rows read per query: the feed of a large network is written as it is read, never held whole. */
	private const BATCH = 500;

	/**
	 * The member's contact detail page URL, read once per feed.
	 *
	 * @var string
	 */
	private string $detail_base = '';

	/**
	 * A member's feed.
	 *
	 * @param int    $user_id Member.
	 * @param string $today   Today, `YYYY-MM-DD` (site time zone).
	 */
	public function __construct( private readonly int $user_id, private readonly string $today ) {
	}

	/**
	 * Writes the feed, item by item, to `$out`: rows are read 500 at a time and each VEVENT is serialised on its own,
	 * so memory stays flat however many birthdays a member keeps.
	 *
	 * @param callable(string): void $out Receives the text in order.
	 */
	public function write( callable $out ): void {
		$user     = get_userdata( $this->user_id );
		$switched = switch_to_locale( get_user_locale( $this->user_id ) );
		try {
			$calendar = new VCalendar(
				array(
					'PRODID'       => '-//PRISM//Calendar feed ' . PRISM_VERSION . '//EN',
					'METHOD'       => 'PUBLISH',
					'X-WR-CALNAME' => sprintf(
						/* translators: %s: the member's display name. */
						__( 'PRISM reminders for %s', 'prism' ),
						$user ? $user->display_name : ''
					),
					'X-WR-CALDESC' => __( 'Birthdays, anniversaries, events and follow-ups of your PRISM contacts.', 'prism' ),
				)
			);
			$calendar->add( 'REFRESH-INTERVAL', 'PT6H', array( 'VALUE' => 'DURATION' ) );
			$calendar->add( 'X-PUBLISHED-TTL', 'PT6H' );
			$end               = "END:VCALENDAR\r\n";
			$head              = $calendar->serialize();
			$this->detail_base = Page_Urls::url( 'prism/contact-detail' );
			$out( substr( $head, 0, - strlen( $end ) ) );

			$events = new Event_Repository();
			for ( $after = 0; $rows = $events->with_contacts_after( $this->user_id, $after, self::BATCH ); $after = (int) end( $rows )['id'] ) { // phpcs:ignore Generic.CodeAnalysis.AssignmentInCondition.FoundInForLoopCondition -- the batch loop.
				$out( implode( '', array_map( fn( array $row ): string => $this->event( $calendar, $row )->serialize(), $rows ) ) );
			}
			$followups = new Followup_Repository();
			$since     = Calendar_Date::add_days( $this->today, -self::FOLLOWUP_DAYS_BACK );
			for ( $after = 0; $rows = $followups->due_since_after( $this->user_id, $since, $after, self::BATCH ); $after = (int) end( $rows )['id'] ) { // phpcs:ignore Generic.CodeAnalysis.AssignmentInCondition.FoundInForLoopCondition -- the batch loop.
				$out( implode( '', array_map( fn( array $row ): string => $this->followup( $calendar, $row )->serialize(), $rows ) ) );
			}
			$out( $end );
		} finally {
			if ( $switched ) {
				restore_previous_locale();
			}
		}
	}

	/**
	 * An event: yearly for birthdays and anniversaries.
	 *
	 * @param VCalendar            $calendar Calendar (the factory; the item is not kept in it).
	 * @param array<string, mixed> $row      Event row with contact columns.
	 */
	private function event( VCalendar $calendar, array $row ): \Sabre\VObject\Component {
		$date  = (string) $row['event_date'];
		$type  = (string) $row['type'];
		$start = Calendar_Date::has_no_year( $date ) ? self::NO_YEAR_START . substr( $date, 1 ) : $date;
		$name  = self::contact_name( $row );
		$event = $calendar->createComponent(
			'VEVENT',
			array(
				'UID'         => 'prism-event-' . (int) $row['id'] . '@' . self::host(),
				'DTSTAMP'     => self::stamp( $row ),
				'SUMMARY'     => self::summary( (string) $row['title'], $name ),
				'DESCRIPTION' => self::description( (string) $row['description'], $row ),
				'CATEGORIES'  => Calendar_Date::type_label( $type ),
				'URL'         => Page_Urls::contact_detail_url( (int) $row['contact_id'], $name, 'notifications', $this->detail_base ),
				'TRANSP'      => 'TRANSPARENT',
			)
		);
		self::all_day( $event, $start );
		if ( Calendar_Date::is_yearly( $type ) ) {
			$event->add( 'RRULE', '02-29' === Calendar_Date::month_day( $date ) ? 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1' : 'FREQ=YEARLY' );
		}
		return $event;
	}

	/**
	 * A follow-up as an all-day item.
	 *
	 * @param VCalendar            $calendar Calendar (the factory; the item is not kept in it).
	 * @param array<string, mixed> $row      Follow-up row with contact columns.
	 */
	private function followup( VCalendar $calendar, array $row ): \Sabre\VObject\Component {
		$done       = (bool) (int) $row['complete'];
		$name       = self::contact_name( $row );
		$summary    = self::summary( (string) $row['title'], $name );
		$categories = array( __( 'Follow-up', 'prism' ) );
		if ( $done ) {
			/* translators: %s: a completed follow-up's title and contact. */
			$summary      = sprintf( __( '✓ %s', 'prism' ), $summary );
			$categories[] = __( 'Completed', 'prism' );
		}
		$event = $calendar->createComponent(
			'VEVENT',
			array(
				'UID'         => 'prism-followup-' . (int) $row['id'] . '@' . self::host(),
				'DTSTAMP'     => self::stamp( $row ),
				'SUMMARY'     => $summary,
				'DESCRIPTION' => self::description( (string) $row['description'], $row ),
				'CATEGORIES'  => $categories,
				'URL'         => Page_Urls::contact_detail_url( (int) $row['contact_id'], $name, 'notifications', $this->detail_base ),
				'TRANSP'      => 'TRANSPARENT',
			)
		);
		self::all_day( $event, (string) $row['due_date'] );
		return $event;
	}

	/**
	 * DTSTART and DTEND of an all-day item.
	 *
	 * @param \Sabre\VObject\Component $event Item.
	 * @param string                   $day   `YYYY-MM-DD`.
	 */
	private static function all_day( \Sabre\VObject\Component $event, string $day ): void {
		$event->add( 'DTSTART', str_replace( '-', '', $day ), array( 'VALUE' => 'DATE' ) );
		$event->add( 'DTEND', str_replace( '-', '', Calendar_Date::add_days( $day, 1 ) ), array( 'VALUE' => 'DATE' ) );
	}

	/**
	 * "Title (Contact Name)".
	 *
	 * @param string $title Title.
	 * @param string $name  Contact name.
	 */
	private static function summary( string $title, string $name ): string {
		if ( '' === $name ) {
			return $title;
		}
		/* translators: 1: an event's or follow-up's title, 2: the contact's name. */
		return sprintf( __( '%1$s (%2$s)', 'prism' ), $title, $name );
	}

	/**
	 * The item's description, then whose it is and how to reach them.
	 *
	 * @param string               $text Description.
	 * @param array<string, mixed> $row  Row with contact columns.
	 */
	private static function description( string $text, array $row ): string {
		$lines = '' === $text ? array() : array( $text, '' );
		$name  = self::contact_name( $row );
		if ( '' !== $name ) {
			/* translators: %s: the contact's name. */
			$lines[] = sprintf( __( 'Contact: %s', 'prism' ), $name );
		}
		if ( '' !== (string) $row['contact_email_one'] ) {
			/* translators: %s: an email address. */
			$lines[] = sprintf( __( 'Email: %s', 'prism' ), $row['contact_email_one'] );
		}
		if ( '' !== (string) $row['contact_phone_one'] ) {
			/* translators: %s: a phone number. */
			$lines[] = sprintf( __( 'Phone: %s', 'prism' ), $row['contact_phone_one'] );
		}
		return implode( "\n", $lines );
	}

	/**
	 * The contact's full name.
	 *
	 * @param array<string, mixed> $row Row with contact columns.
	 */
	private static function contact_name( array $row ): string {
		return trim( (string) $row['contact_first_name'] . ' ' . (string) $row['contact_last_name'] );
	}

	/**
	 * When the item last changed, as a UTC DateTime (DTSTAMP).
	 *
	 * @param array<string, mixed> $row Row.
	 */
	private static function stamp( array $row ): \DateTimeImmutable {
		return new \DateTimeImmutable( (string) ( $row['updated_at'] ?? 'now' ), new \DateTimeZone( 'UTC' ) );
	}

	/**
	 * The site's host, for UIDs.
	 */
	private static function host(): string {
		return (string) wp_parse_url( home_url(), PHP_URL_HOST );
	}
}

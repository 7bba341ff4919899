<?php
/**
 * The daily reminder email of one member: the day's follow-ups, the overdue ones and the day's events, each with
 * the contact's name linking to their page. HTML, every piece of member text escaped (esc_html, esc_url), in the
 * member's own language. Nothing to say: no email.
 *
 * @package Prism
 */

namespace Prism\Reminders;

use Prism\Data\Event_Repository;
use Prism\Data\Followup_Repository;
use Prism\Data\Keep_In_Touch_Repository;
use Prism\Domain\Calendar_Date;
use Prism\Domain\Contact_Fields;
use Prism\Domain\Text;
use Prism\Site\Page_Urls;

defined( 'ABSPATH' ) || exit;

/**
 * Composes and sends the daily reminder email.
 */
final class Digest_Mail {

	/** Most items listed in one section; the rest are counted and linked. */
	public const MAX_PER_SECTION = 50;

	/**
	 * The email for a member and day, or null when there is nothing to remind them of.
	 *
	 * @param int    $user_id Member.
	 * @param string $day     `YYYY-MM-DD` (site time zone).
	 * @return array{to: string, subject: string, body: string}|null
	 */
	public function compose( int $user_id, string $day ): ?array {
		$user = get_userdata( $user_id );
		if ( ! $user || ! is_email( $user->user_email ) ) {
			return null;
		}
		$due        = array();
		$overdue    = array();
		$repository = new Followup_Repository();
		foreach ( $repository->due_by( $user_id, $day, self::MAX_PER_SECTION ) as $row ) {
			if ( (int) $row['complete'] ) {
				continue;
			}
			if ( (string) $row['due_date'] < $day ) {
				$overdue[] = $row;
			} else {
				$due[] = $row;
			}
		}
		$events = array_values(
			array_filter(
				( new Event_Repository() )->falling_between( $user_id, $day, $day ),
				static fn( array $row ): bool => Calendar_Date::occurs_on( (string) $row['event_date'], (string) $row['type'], $day )
			)
		);
		// Contacts to reach out to (Domain\Cadence): listed in any email sent, and an email of their own only on the day
		// one of them comes due, so an overdue contact is not a reason to write every morning.
		$reach_out = ( new Keep_In_Touch_Repository() )->due( $user_id, $day, self::MAX_PER_SECTION );
		$comes_due = in_array( $day, array_map( static fn( array $row ): string => substr( (string) $row['reach_out_by'], 0, 10 ), $reach_out['rows'] ), true );
		if ( ! $due && ! $overdue && ! $events && ! $comes_due ) {
			return null;
		}

		$switched = switch_to_locale( get_user_locale( $user_id ) );
		try {
			$date    = wp_date( (string) get_option( 'date_format' ), (int) strtotime( $day . ' 12:00:00 UTC' ), new \DateTimeZone( 'UTC' ) );
			$subject = sprintf(
				/* translators: %s: the day, as the site writes dates. */
				__( 'Your PRISM reminders for %s', 'prism' ),
				$date
			);
			$overdue_total = count( $overdue ) < self::MAX_PER_SECTION ? count( $overdue ) : $repository->overdue_count( $user_id, $day );
			$body          = $this->body( $user, $date, $due, $overdue, $overdue_total, $events, $reach_out, $day );
		} finally {
			if ( $switched ) {
				restore_previous_locale();
			}
		}
		return array(
			'to'      => $user->user_email,
			'subject' => $subject,
			'body'    => $body,
		);
	}

	/**
	 * Sends a composed email as HTML.
	 *
	 * @param array{to: string, subject: string, body: string} $mail Email.
	 */
	public function send( array $mail ): bool {
		return wp_mail( $mail['to'], $mail['subject'], $mail['body'], array( 'Content-Type: text/html; charset=UTF-8' ) );
	}

	/**
	 * The HTML body.
	 *
	 * @param \WP_User                                                  $user    Member.
	 * @param string                                                    $date    The day as the site writes it.
	 * @param array<int, array<string, mixed>>                          $due     Follow-ups due that day.
	 * @param array<int, array<string, mixed>>                          $overdue Incomplete follow-ups due before (the most recent ones).
	 * @param int                                                       $overdue_total How many there are in all.
	 * @param array<int, array<string, mixed>>                          $events  Events falling that day.
	 * @param array{rows: array<int, array<string, mixed>>, total: int} $reach_out Contacts due to reach out to.
	 * @param string                                                    $day     `YYYY-MM-DD`.
	 */
	private function body( \WP_User $user, string $date, array $due, array $overdue, int $overdue_total, array $events, array $reach_out, string $day ): string {
		$notifications = Page_Urls::url( 'notifications' );
		$html          = '<!DOCTYPE html><html><body style="font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1f2933;line-height:1.5;max-width:640px">';
		$html         .= '<p>' . esc_html(
			sprintf(
				/* translators: 1: the member's name, 2: the day. */
				__( 'Good morning, %1$s. Here is what PRISM has for you on %2$s.', 'prism' ),
				$user->display_name,
				$date
			)
		) . '</p>';
		$html .= $this->section( __( 'Follow-ups due today', 'prism' ), $due, 'followup' );
		$html .= $this->section( __( 'Overdue follow-ups', 'prism' ), $overdue, 'overdue', $overdue_total );
		$html .= $this->section( __( 'Events today', 'prism' ), $events, 'event' );
		$html .= $this->reach_out_section( $reach_out, $day );
		$html .= '<p style="margin-top:24px"><a href="' . esc_url( $notifications ) . '">' . esc_html__( 'See all your dates in PRISM', 'prism' ) . '</a></p>';
		$html .= '<p style="color:#5f6b7a;font-size:13px">' . esc_html__( 'You get this email on days with something to remind you of. You can switch it off on the Notifications page.', 'prism' ) . '</p>';
		return $html . '</body></html>';
	}

	/**
	 * One section: a heading and a list, or nothing when empty.
	 *
	 * @param string                           $heading Heading.
	 * @param array<int, array<string, mixed>> $rows    Rows with contact columns.
	 * @param string                           $kind    'followup', 'overdue' or 'event'.
	 * @param int|null                         $total   How many there are in all, when more than the rows.
	 */
	private function section( string $heading, array $rows, string $kind, ?int $total = null ): string {
		if ( ! $rows ) {
			return '';
		}
		$html = '<h2 style="font-size:17px;margin:20px 0 8px">' . esc_html( $heading ) . '</h2><ul style="padding-left:20px;margin:0">';
		foreach ( array_slice( $rows, 0, self::MAX_PER_SECTION ) as $row ) {
			$name  = trim( (string) $row['contact_first_name'] . ' ' . (string) $row['contact_last_name'] );
			$link  = Page_Urls::contact_detail_url( (int) $row['contact_id'], $name, 'notifications' );
			$html .= '<li style="margin-bottom:6px"><strong>' . esc_html( Text::literal( (string) $row['title'] ) ) . '</strong>';
			if ( 'event' === $kind ) {
				$html .= ' (' . esc_html( Calendar_Date::type_label( (string) $row['type'] ) ) . ')';
			}
			if ( 'overdue' === $kind ) {
				$html .= ' <span style="color:#b42318">' . esc_html(
					sprintf(
						/* translators: %s: the day a follow-up was due. */
						__( 'due %s', 'prism' ),
						wp_date( (string) get_option( 'date_format' ), (int) strtotime( (string) $row['due_date'] . ' 12:00:00 UTC' ), new \DateTimeZone( 'UTC' ) )
					)
				) . '</span>';
			}
			if ( '' !== $name ) {
				$html .= ' &middot; <a href="' . esc_url( $link ) . '">' . esc_html( Text::literal( $name ) ) . '</a>';
			}
			if ( '' !== (string) $row['description'] ) {
				$html .= '<br><span style="color:#5f6b7a;white-space:pre-line">' . esc_html( Text::literal( (string) $row['description'] ) ) . '</span>';
			}
			$html .= '</li>';
		}
		return $html . self::more( ( $total ?? count( $rows ) ) - min( count( $rows ), self::MAX_PER_SECTION ) ) . '</ul>';
	}

	/**
	 * The contacts due to reach out to, most overdue first, each with how overdue it is; nothing when there are none.
	 *
	 * @param array{rows: array<int, array<string, mixed>>, total: int} $reach_out Contacts (contact rows).
	 * @param string                                                    $day       `YYYY-MM-DD`.
	 */
	private function reach_out_section( array $reach_out, string $day ): string {
		if ( ! $reach_out['rows'] ) {
			return '';
		}
		$html = '<h2 style="font-size:17px;margin:20px 0 8px">' . esc_html__( 'Due to reach out', 'prism' ) . '</h2><ul style="padding-left:20px;margin:0">';
		foreach ( $reach_out['rows'] as $row ) {
			$values = Contact_Fields::from_row( $row );
			$name   = Contact_Fields::display_name( $values );
			$late   = Calendar_Date::days_between( substr( (string) $row['reach_out_by'], 0, 10 ), $day );
			$html  .= '<li style="margin-bottom:6px"><a href="' . esc_url( Page_Urls::contact_detail_url( (int) $row['id'], $name, 'notifications' ) ) . '">' . esc_html( Text::literal( $name ) ) . '</a> ';
			$html  .= $late > 0
				? '<span style="color:#b42318">' . esc_html(
					sprintf(
						/* translators: %s: number of days. */
						_n( 'overdue by %s day', 'overdue by %s days', $late, 'prism' ),
						number_format_i18n( $late )
					)
				) . '</span>'
				: '<span>' . esc_html__( 'due today', 'prism' ) . '</span>';
			$html .= '</li>';
		}
		return $html . self::more( $reach_out['total'] - count( $reach_out['rows'] ) ) . '</ul>';
	}

	/**
	 * The last item of a section cut short: how many more there are ('' when none).
	 *
	 * @param int $more Items not listed.
	 */
	private static function more( int $more ): string {
		if ( $more <= 0 ) {
			return '';
		}
		return '<li>' . esc_html(
			sprintf(
				/* translators: %s: how many more items there are. */
				_n( 'and %s more', 'and %s more', $more, 'prism' ),
				number_format_i18n( $more )
			)
		) . '</li>';
	}
}

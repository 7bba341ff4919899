<?php
/**
 * A contact's timeline: what happened with them and what is planned, newest day first, from the rows of several
 * resources (interactions and any declared resource that is a touch, notes, follow-ups, dated events). Pure: the
 * caller reads the rows; this gives each one the timeline's shape and orders them.
 *
 * Yearly events (birthdays, anniversaries) are left out: they recur rather than happen on their stored day (the
 * Notifications tab and the calendar show them).
 *
 * @package Prism
 */

namespace Prism\Domain;

/**
 * Timeline items.
 */
final class Timeline {

	/**
	 * One item.
	 *
	 * @param string      $type  interaction (or another declared resource's name), note, followup, event.
	 * @param int         $id    The row's id.
	 * @param string      $day   YYYY-MM-DD.
	 * @param string      $title What it was (a kind's label, a title).
	 * @param string      $text  Its text (a note, a description), exactly as stored.
	 * @param string|null $kind  An interaction's kind, or null.
	 * @param bool|null   $done  Whether a follow-up is done, or null.
	 * @return array{type: string, id: int, day: string, title: string, text: string, kind: string|null, done: bool|null}
	 */
	public static function item( string $type, int $id, string $day, string $title, string $text, ?string $kind = null, ?bool $done = null ): array {
		return array(
			'type'  => $type,
			'id'    => $id,
			'day'   => substr( $day, 0, 10 ),
			'title' => $title,
			'text'  => $text,
			'kind'  => $kind,
			'done'  => $done,
		);
	}

	/**
	 * Items from event rows: the dated ones (not yearly, with a full day).
	 *
	 * @param array<int, array<string, mixed>> $events Event rows.
	 * @return array<int, array<string, mixed>>
	 */
	public static function events( array $events ): array {
		$items = array();
		foreach ( $events as $event ) {
			$day = (string) $event['event_date'];
			if ( Calendar_Date::is_yearly( (string) $event['type'] ) || null !== Calendar_Date::problem( $day ) ) {
				continue;
			}
			$items[] = self::item( 'event', (int) $event['id'], $day, (string) $event['title'], (string) $event['description'] );
		}
		return $items;
	}

	/**
	 * Every item, newest day first; on one day interactions, then notes, follow-ups and events, the latest row first.
	 *
	 * @param array<int, array<string, mixed>> $items Items (item()).
	 * @return array<int, array<string, mixed>>
	 */
	public static function sorted( array $items ): array {
		$rank = array(
			'note'     => 1,
			'followup' => 2,
			'event'    => 3,
		);
		usort(
			$items,
			static fn( array $a, array $b ): int => array( $b['day'], $rank[ $a['type'] ] ?? 0, $b['id'] ) <=> array( $a['day'], $rank[ $b['type'] ] ?? 0, $a['id'] )
		);
		return $items;
	}
}

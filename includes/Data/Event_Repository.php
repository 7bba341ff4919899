<?php
/**
 * Events on contacts (birthdays, anniversaries, other dates). Returns rows as stored; Rest\Events_Controller shapes
 * the answer. `event_date` is `YYYY-MM-DD` or, for a yearly date without a year, `--MM-DD`; `month_day` (`MM-DD`)
 * is kept beside it so the events of a day or a range are found by index, whatever their year.
 *
 * @package Prism
 */

namespace Prism\Data;

use Prism\Domain\Calendar_Date;
use Prism\Resources\Declarations\Events;
use Prism\Schema\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * Event storage.
 */
final class Event_Repository {

	/**
	 * Events of one contact.
	 *
	 * @param int $owner_id   Member.
	 * @param int $contact_id Contact (already checked to be the member's).
	 * @return array<int, array<string, mixed>>
	 */
	public function for_contact( int $owner_id, int $contact_id ): array {
		return $this->declared()->for_contact( $owner_id, $contact_id );
	}

	/**
	 * One event, or null when it is not the member's.
	 *
	 * @param int $owner_id Member.
	 * @param int $id       Event.
	 * @return array<string, mixed>|null
	 */
	public function find( int $owner_id, int $id ): ?array {
		global $wpdb;
		$table = Schema::table( 'events' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		return Db::row( $wpdb->prepare( "SELECT * FROM {$table} WHERE owner_id = %d AND id = %d", $owner_id, $id ) );
	}

	/**
	 * Adds an event and returns its id.
	 *
	 * @param int                                                            $owner_id   Member.
	 * @param int                                                            $contact_id Contact (already checked).
	 * @param array{title: string, type: string, desc: string, date: string} $event  Checked values.
	 */
	public function create( int $owner_id, int $contact_id, array $event ): int {
		global $wpdb;
		$now = Db::now();
		Db::check(
			$wpdb->insert(
				Schema::table( 'events' ),
				array(
					'owner_id'   => $owner_id,
					'contact_id' => $contact_id,
					'created_at' => $now,
				) + $this->columns( $event ) + array( 'updated_at' => $now )
			)
		);
		$id = (int) $wpdb->insert_id;
		List_Orders::changed( $owner_id ); // The calendar's kept views (Events_Controller::get_calendar()).
		return $id;
	}

	/**
	 * Adds many events in one transaction with few statements (imports, seeding).
	 *
	 * @param int                                                                                        $owner_id Member.
	 * @param array<int, array{contactId: int, title: string, type: string, desc: string, date: string}> $events   Checked values on contacts already checked.
	 * @param bool                                                                                       $ids      Whether to answer the new events' ids.
	 * @return int[] With $ids, the new events' ids in the order of $events; else none.
	 */
	public function create_many( int $owner_id, array $events, bool $ids = false ): array {
		return Db::transaction(
			function () use ( $owner_id, $events, $ids ): array {
				$table = Schema::table( 'events' );
				$now   = Db::now();
				$rows  = array();
				foreach ( $events as $event ) {
					$columns = $this->columns( $event );
					$rows[]  = array( $owner_id, (int) $event['contactId'], $columns['title'], $columns['type'], $columns['description'], $columns['event_date'], $columns['month_day'], $now, $now );
				}
				$floor = $ids ? Db::max_id( $table ) : 0;
				Db::insert_rows( $table, array( 'owner_id', 'contact_id', 'title', 'type', 'description', 'event_date', 'month_day', 'created_at', 'updated_at' ), $rows );
				List_Orders::changed( $owner_id );
				return $ids ? Db::inserted_ids( $table, $owner_id, $floor, array_column( $events, 'contactId' ), count( $events ) ) : array();
			}
		);
	}

	/**
	 * Changes an event.
	 *
	 * @param int                                                            $owner_id Member.
	 * @param int                                                            $id       Event (already checked).
	 * @param array{title: string, type: string, desc: string, date: string} $event    Checked values.
	 */
	public function update( int $owner_id, int $id, array $event ): void {
		Db::update_row( Schema::table( 'events' ), $owner_id, $id, $this->columns( $event ) + array( 'updated_at' => Db::now() ) );
		List_Orders::changed( $owner_id );
	}

	/**
	 * Deletes an event.
	 *
	 * @param int $owner_id Member.
	 * @param int $id       Event.
	 */
	public function delete( int $owner_id, int $id ): void {
		Db::delete_row( Schema::table( 'events' ), $owner_id, $id );
		List_Orders::changed( $owner_id );
	}

	/**
	 * The events that fall on any of the days from `$from` to `$to` (at most a few months: the month-and-day
	 * values are listed), each with its contact's summary columns. Yearly events of other years come too; the caller
	 * places them on their days (Calendar_Date::occurrences()).
	 *
	 * @param int    $owner_id Member.
	 * @param string $from     First day, `YYYY-MM-DD`.
	 * @param string $to       Last day, `YYYY-MM-DD`.
	 * @return array<int, array<string, mixed>>
	 */
	public function falling_between( int $owner_id, string $from, string $to ): array {
		return $this->falling( $owner_id, $from, $to, 'e.*, ' . Contact_Repository::SUMMARY_COLUMNS );
	}

	/**
	 * What `falling_between` reads, less all but the columns that place an event on its days (id, event_date, type):
	 * a calendar that shows a few items a day counts the rest from these, and reads whole only those it shows
	 * (with_contacts_by_ids).
	 *
	 * @param int    $owner_id Member.
	 * @param string $from     First day, `YYYY-MM-DD`.
	 * @param string $to       Last day, `YYYY-MM-DD`.
	 * @return array<int, array<string, mixed>>
	 */
	public function placing_between( int $owner_id, string $from, string $to ): array {
		return $this->falling( $owner_id, $from, $to, 'e.id AS id, e.event_date AS event_date, e.type AS type, e.month_day AS month_day', false );
	}

	/**
	 * Events by id, the member's only, with their contacts' summary columns. The owner is checked without its index
	 * (unary plus, as Db::OWNER_OF_IDS): SQLite otherwise walked all the member's events (5.5 ms against 0.9 ms for
	 * a month view's 126).
	 *
	 * @param int   $owner_id Member.
	 * @param int[] $ids      Events.
	 * @return array<int, array<string, mixed>> Keyed by event id.
	 */
	public function with_contacts_by_ids( int $owner_id, array $ids ): array {
		$events   = Schema::table( 'events' );
		$contacts = Schema::table( 'contacts' );
		$rows     = array();
		// Read by id, told so on MariaDB/MySQL: with statistics taken while the table was small (139 rows estimated of
		// 24,000), MariaDB read every event of the site for the month view's 126 (9-14 ms against 1).
		$by_id = Db::is_sqlite() ? '' : ' FORCE INDEX (PRIMARY)';
		foreach ( array_chunk( Db::ids( $ids ), Contact_Repository::CHUNK ) as $chunk ) {
			$sql = 'SELECT e.*, ' . Contact_Repository::SUMMARY_COLUMNS . " FROM {$events} e{$by_id} JOIN {$contacts} c ON c.id = e.contact_id AND c.owner_id = e.owner_id WHERE e.id IN (" . Db::placeholders( count( $chunk ) ) . ') AND +e.owner_id = %d';
			foreach ( Db::select( Db::positional( $sql ), array_merge( $chunk, array( $owner_id ) ) ) as $row ) {
				$rows[ (int) $row['id'] ] = $row;
			}
		}
		return $rows;
	}

	/**
	 * The events that fall on any of the days from `$from` to `$to`, the columns asked for.
	 *
	 * @param int    $owner_id Member.
	 * @param string $from     First day, `YYYY-MM-DD`.
	 * @param string $to       Last day, `YYYY-MM-DD`.
	 * @param string $columns  Select list on `e` and `c` (from code), with month_day and id.
	 * @param bool   $contacts Whether to join the contacts (`c`), and order the rows. Without, the read is a third as
	 *                         long: events go with their contacts, so none is left without one to count.
	 * @return array<int, array<string, mixed>>
	 */
	private function falling( int $owner_id, string $from, string $to, string $columns, bool $contacts = true ): array {
		$month_days = array();
		for ( $day = $from; $day <= $to; $day = Calendar_Date::add_days( $day, 1 ) ) {
			foreach ( Calendar_Date::month_days_falling_on( $day ) as $month_day ) {
				$month_days[ $month_day ] = true;
			}
		}
		$events = Schema::table( 'events' );
		$yearly = Calendar_Date::YEARLY_TYPES;
		$join   = $contacts ? ' JOIN ' . Schema::table( 'contacts' ) . ' c ON c.id = e.contact_id AND c.owner_id = e.owner_id' : '';
		// MariaDB/MySQL are told which index: with statistics taken while the table was small (1,066 rows estimated of
		// 24,000), MariaDB read every event for the month view's yearly ones (21,604 rows: 9.4 ms against 2 ms). Each
		// index also holds the type and the other date, so placing_between() reads the index alone (schema v31).
		$hint  = static fn( string $index ): string => Db::is_sqlite() ? '' : " FORCE INDEX ({$index})";
		$types = Db::placeholders( count( $yearly ) );
		// Archived contacts' events are left out, and so are the birthdays of contacts marked deceased.
		$live = Contact_Repository::not_archived( $owner_id, 'e.contact_id' );
		$kept = $live . Contact_Repository::no_deceased_birthdays( $owner_id );
		// Two indexed reads, not one OR: yearly events by (owner_id, month_day, type), one-off events by (owner_id,
		// event_date, type).
		$sql = "SELECT {$columns} FROM {$events} e" . $hint( 'owner_month_day_type' ) . "{$join} WHERE e.owner_id = %d AND e.month_day IN (" . Db::placeholders( count( $month_days ) ) . ") AND e.type IN ({$types}){$kept}"
			. " UNION ALL SELECT {$columns} FROM {$events} e" . $hint( 'owner_date_type' ) . "{$join} WHERE e.owner_id = %d AND e.event_date >= %s AND e.event_date <= %s AND e.type NOT IN ({$types}){$live}"
			. ( $contacts ? ' ORDER BY month_day ASC, id ASC' : '' );
		return Db::select( Db::positional( $sql ), array_merge( array( $owner_id ), array_map( 'strval', array_keys( $month_days ) ), $yearly, array( $owner_id, $from, $to ), $yearly ) );
	}

	/**
	 * The member's events after an id, with their contacts' summary columns, in id order (the calendar feed reads them
	 * a batch at a time).
	 *
	 * @param int $owner_id Member.
	 * @param int $after    Last event id already read.
	 * @param int $limit    Rows.
	 * @return array<int, array<string, mixed>>
	 */
	public function with_contacts_after( int $owner_id, int $after, int $limit ): array {
		$events   = Schema::table( 'events' );
		$contacts = Schema::table( 'contacts' );
		$sql      = 'SELECT e.*, ' . Contact_Repository::SUMMARY_COLUMNS . " FROM {$events} e JOIN {$contacts} c ON c.id = e.contact_id AND c.owner_id = e.owner_id WHERE e.owner_id = %d AND e.id > %d"
			. Contact_Repository::not_archived( $owner_id, 'e.contact_id' ) . Contact_Repository::no_deceased_birthdays( $owner_id ) . ' ORDER BY e.id ASC LIMIT %d';
		return Db::select( Db::positional( $sql ), array( $owner_id, $after, $limit ) );
	}

	/**
	 * Members (after `$after`, in id order) who have an event falling on a day: the daily reminder email's list.
	 *
	 * @param string $day   `YYYY-MM-DD`.
	 * @param int    $after Last member id already seen.
	 * @param int    $limit Members.
	 * @return int[]
	 */
	public function owners_with_events_on( string $day, int $after, int $limit ): array {
		$table      = Schema::table( 'events' );
		$yearly     = Calendar_Date::YEARLY_TYPES;
		$month_days = Calendar_Date::month_days_falling_on( $day );
		$sql        = "SELECT DISTINCT owner_id FROM {$table} WHERE owner_id > %d AND ( ( type IN (" . Db::placeholders( count( $yearly ) ) . ') AND month_day IN (' . Db::placeholders( count( $month_days ) ) . ') ) OR event_date = %s ) ORDER BY owner_id ASC LIMIT %d';
		return array_map( 'intval', Db::column( Db::positional( $sql ), array_merge( array( $after ), $yearly, $month_days, array( $day, $limit ) ) ) );
	}

	/**
	 * Stored columns of checked values.
	 *
	 * @param array{title: string, type: string, desc: string, date: string} $event Checked values.
	 * @return array<string, string>
	 */
	private function columns( array $event ): array {
		return array(
			'title'       => $event['title'],
			'type'        => $event['type'],
			'description' => $event['desc'],
			'event_date'  => $event['date'],
			'month_day'   => Calendar_Date::month_day( $event['date'] ),
		);
	}

	/**
	 * Events of many contacts, by contact id, each list in calendar order (month and day): exports read a batch of
	 * contacts' events at once.
	 *
	 * @param int   $owner_id    Member.
	 * @param int[] $contact_ids Contacts.
	 * @return array<int, array<int, array<string, mixed>>> Contact id => event rows.
	 */
	public function for_contacts( int $owner_id, array $contact_ids ): array {
		return $this->declared()->for_contacts( $owner_id, $contact_ids );
	}

	/**
	 * The most events any one of the member's contacts has (0 with none): a CSV export's event columns.
	 *
	 * @param int $owner_id Member.
	 */
	public function most_per_contact( int $owner_id ): int {
		$table = Schema::table( 'events' );
		return (int) ( Db::column( "SELECT COUNT(*) AS n FROM {$table} WHERE owner_id = ? GROUP BY contact_id ORDER BY n DESC LIMIT 1", array( $owner_id ) )[0] ?? 0 );
	}

	/**
	 * The declaration's repository, which reads a contact's rows the way every declared resource's are read.
	 */
	private function declared(): Declared_Repository {
		return new Declared_Repository( new Events() );
	}
}

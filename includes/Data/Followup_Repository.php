<?php
/**
 * Follow-ups on contacts: something to do about a contact by a day, then done. Returns rows as stored;
 * Rest\Followups_Controller shapes the answer.
 *
 * @package Prism
 */

namespace Prism\Data;

use Prism\Resources\Declarations\Followups;
use Prism\Schema\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * Follow-up storage.
 */
final class Followup_Repository {

	/**
	 * Follow-ups of one contact, by day.
	 *
	 * @param int $owner_id   Member.
	 * @param int $contact_id Contact (already checked to be the member's).
	 * @return array<int, array<string, mixed>>
	 */
	public function for_contact( int $owner_id, int $contact_id ): array {
		return $this->declared()->for_contact( $owner_id, $contact_id );
	}

	/**
	 * One follow-up, or null when it is not the member's.
	 *
	 * @param int $owner_id Member.
	 * @param int $id       Follow-up.
	 * @return array<string, mixed>|null
	 */
	public function find( int $owner_id, int $id ): ?array {
		global $wpdb;
		$table = Schema::table( 'followups' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		return Db::row( $wpdb->prepare( "SELECT * FROM {$table} WHERE owner_id = %d AND id = %d", $owner_id, $id ) );
	}

	/**
	 * Adds a follow-up (not complete) and returns its id.
	 *
	 * @param int                                              $owner_id   Member.
	 * @param int                                              $contact_id Contact (already checked).
	 * @param array{title: string, desc: string, date: string} $followup  Checked values.
	 */
	public function create( int $owner_id, int $contact_id, array $followup ): int {
		global $wpdb;
		$now = Db::now();
		Db::check(
			$wpdb->insert(
				Schema::table( 'followups' ),
				array(
					'owner_id'   => $owner_id,
					'contact_id' => $contact_id,
					'complete'   => 0,
					'created_at' => $now,
				) + $this->columns( $followup ) + array( 'updated_at' => $now )
			)
		);
		$id = (int) $wpdb->insert_id;
		List_Orders::changed( $owner_id ); // The calendar's kept views (Followups_Controller::get_calendar()).
		return $id;
	}

	/**
	 * Adds many follow-ups in one transaction with few statements (imports, seeding).
	 *
	 * @param int                                                                                           $owner_id  Member.
	 * @param array<int, array{contactId: int, title: string, desc: string, date: string, complete?: bool}> $followups Checked values on contacts already checked.
	 */
	public function create_many( int $owner_id, array $followups ): void {
		Db::transaction(
			function () use ( $owner_id, $followups ): void {
				global $wpdb;
				$table = Schema::table( 'followups' );
				$now   = Db::now();
				foreach ( array_chunk( $followups, 200 ) as $chunk ) {
					$params = array();
					foreach ( $chunk as $followup ) {
						$columns = $this->columns( $followup );
						array_push( $params, $owner_id, (int) $followup['contactId'], $columns['title'], $columns['description'], $columns['due_date'], empty( $followup['complete'] ) ? 0 : 1, $now, $now );
					}
					$values = implode( ',', array_fill( 0, count( $chunk ), '(%d,%d,%s,%s,%s,%d,%s,%s)' ) );
					// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
					Db::check( $wpdb->query( $wpdb->prepare( "INSERT INTO {$table} (owner_id, contact_id, title, description, due_date, complete, created_at, updated_at) VALUES {$values}", ...$params ) ) );
				}
				List_Orders::changed( $owner_id );
			}
		);
	}

	/**
	 * Changes a follow-up's title, description and day (not whether it is complete).
	 *
	 * @param int                                              $owner_id Member.
	 * @param int                                              $id       Follow-up (already checked).
	 * @param array{title: string, desc: string, date: string} $followup Checked values.
	 */
	public function update( int $owner_id, int $id, array $followup ): void {
		$this->write( $owner_id, $id, $this->columns( $followup ) );
	}

	/**
	 * Marks a follow-up complete or not.
	 *
	 * @param int  $owner_id Member.
	 * @param int  $id       Follow-up (already checked).
	 * @param bool $complete Complete.
	 */
	public function set_complete( int $owner_id, int $id, bool $complete ): void {
		$this->write( $owner_id, $id, array( 'complete' => $complete ? 1 : 0 ) );
	}

	/**
	 * Deletes a follow-up.
	 *
	 * @param int $owner_id Member.
	 * @param int $id       Follow-up.
	 */
	public function delete( int $owner_id, int $id ): void {
		Db::delete_row( Schema::table( 'followups' ), $owner_id, $id );
		List_Orders::changed( $owner_id );
	}

	/**
	 * Follow-ups due on a day, and incomplete ones due before it (overdue), each with its contact's summary
	 * columns, oldest first. Of the overdue ones only the `$overdue_limit` most recent come (a network neglected for
	 * a year can have thousands); overdue_count() says how many there are.
	 *
	 * @param int    $owner_id      Member.
	 * @param string $day           `YYYY-MM-DD`.
	 * @param int    $overdue_limit Most overdue follow-ups.
	 * @return array<int, array<string, mixed>>
	 */
	public function due_by( int $owner_id, string $day, int $overdue_limit = 100 ): array {
		// The most recent overdue ids first, off the (owner_id, complete, due_date, contact_id) index alone, in its
		// order (a day's follow-ups by contact, then by id), then their rows: asked for whole rows at once, MariaDB
		// sorted all the overdue ones (3,000: 5.6 ms against 0.3 ms, then 1 ms).
		// Archived contacts' follow-ups are left out (Contact_Repository::not_archived()).
		$table   = Schema::table( 'followups' );
		$live    = Contact_Repository::not_archived( $owner_id, 'contact_id' );
		$ids     = array_map( 'intval', Db::column( "SELECT id FROM {$table} WHERE owner_id = ? AND complete = 0 AND due_date < ?{$live} ORDER BY due_date DESC, contact_id DESC, id DESC LIMIT ?", array( $owner_id, $day, $overdue_limit ) ) );
		$rows    = $this->with_contacts_by_ids( $owner_id, $ids );
		$overdue = array_values( array_filter( array_map( static fn( int $id ) => $rows[ $id ] ?? null, $ids ) ) );
		$due     = Db::select( Db::positional( $this->with_contacts( 'f.owner_id = %d AND f.due_date = %s' . Contact_Repository::not_archived( $owner_id, 'f.contact_id' ) ) ), array( $owner_id, $day ) );
		return array_merge( array_reverse( $overdue ), $due );
	}

	/**
	 * How many incomplete follow-ups were due before a day: kept until the member's contacts or follow-ups next change
	 * (List_Orders::kept(); every write of a follow-up moves the generation), as Today asks for it on every dashboard
	 * (5,821 overdue of 60,000 contacts: 1.7 ms to count on MariaDB, twice what 2,957 took).
	 *
	 * @param int    $owner_id Member.
	 * @param string $day      `YYYY-MM-DD`.
	 */
	public function overdue_count( int $owner_id, string $day ): int {
		$count = static function () use ( $owner_id, $day ): array {
			$table = Schema::table( 'followups' );
			$live  = Contact_Repository::not_archived( $owner_id, 'contact_id' );
			return array( (int) ( Db::column( "SELECT COUNT(*) FROM {$table} WHERE owner_id = ? AND complete = 0 AND due_date < ?{$live}", array( $owner_id, $day ) )[0] ?? 0 ) );
		};
		return (int) ( ( new List_Orders() )->kept( $owner_id, "overdue follow-ups\0{$day}", $count )[0] ?? 0 );
	}

	/**
	 * Follow-ups due from one day to another, each with its contact's summary columns.
	 *
	 * @param int    $owner_id Member.
	 * @param string $from     First day.
	 * @param string $to       Last day.
	 * @return array<int, array<string, mixed>>
	 */
	public function due_between( int $owner_id, string $from, string $to ): array {
		$sql = $this->with_contacts( 'f.owner_id = %d AND f.due_date >= %s AND f.due_date <= %s' . Contact_Repository::not_archived( $owner_id, 'f.contact_id' ) );
		return Db::select( Db::positional( $sql ), array( $owner_id, $from, $to ) );
	}

	/**
	 * The ids and days of the follow-ups due from one day to another, by day and id: a calendar that shows a few
	 * items a day counts the rest from these, and reads whole only those it shows (with_contacts_by_ids).
	 *
	 * @param int    $owner_id Member.
	 * @param string $from     First day.
	 * @param string $to       Last day.
	 * @return array<int, array<string, mixed>>
	 */
	public function placing_between( int $owner_id, string $from, string $to ): array {
		// Without the contacts: follow-ups go with their contacts, so none is left without one to count.
		$followups = Schema::table( 'followups' );
		$live      = Contact_Repository::not_archived( $owner_id, 'contact_id' );
		return Db::select( "SELECT id, due_date FROM {$followups} WHERE owner_id = ? AND due_date >= ? AND due_date <= ?{$live} ORDER BY due_date ASC, id ASC", array( $owner_id, $from, $to ) );
	}

	/**
	 * Follow-ups by id, the member's only, with their contacts' summary columns.
	 *
	 * @param int   $owner_id Member.
	 * @param int[] $ids      Follow-ups.
	 * @return array<int, array<string, mixed>> Keyed by follow-up id.
	 */
	public function with_contacts_by_ids( int $owner_id, array $ids ): array {
		$rows = array();
		foreach ( array_chunk( Db::ids( $ids ), Contact_Repository::CHUNK ) as $chunk ) {
			$sql = $this->with_contacts( 'f.id IN (' . Db::placeholders( count( $chunk ) ) . ') AND +f.owner_id = %d' );
			foreach ( Db::select( Db::positional( $sql ), array_merge( $chunk, array( $owner_id ) ) ) as $row ) {
				$rows[ (int) $row['id'] ] = $row;
			}
		}
		return $rows;
	}

	/**
	 * The member's follow-ups due on or after a day, after an id, with their contacts' summary columns, in id order
	 * (the calendar feed reads them a batch at a time).
	 *
	 * @param int    $owner_id Member.
	 * @param string $since    First day, `YYYY-MM-DD`.
	 * @param int    $after    Last follow-up id already read.
	 * @param int    $limit    Rows.
	 * @return array<int, array<string, mixed>>
	 */
	public function due_since_after( int $owner_id, string $since, int $after, int $limit ): array {
		$followups = Schema::table( 'followups' );
		$contacts  = Schema::table( 'contacts' );
		$sql       = 'SELECT f.*, ' . Contact_Repository::SUMMARY_COLUMNS . " FROM {$followups} f JOIN {$contacts} c ON c.id = f.contact_id AND c.owner_id = f.owner_id WHERE f.owner_id = %d AND f.id > %d AND f.due_date >= %s" . Contact_Repository::not_archived( $owner_id, 'f.contact_id' ) . ' ORDER BY f.id ASC LIMIT %d';
		return Db::select( Db::positional( $sql ), array( $owner_id, $after, $since, $limit ) );
	}

	/**
	 * Members (after `$after`, in id order) with a follow-up due on a day or overdue then: the daily reminder
	 * email's list.
	 *
	 * @param string $day   `YYYY-MM-DD`.
	 * @param int    $after Last member id already seen.
	 * @param int    $limit Members.
	 * @return int[]
	 */
	public function owners_with_due( string $day, int $after, int $limit ): array {
		$table = Schema::table( 'followups' );
		$sql   = "SELECT DISTINCT owner_id FROM {$table} WHERE owner_id > %d AND complete = 0 AND due_date <= %s ORDER BY owner_id ASC LIMIT %d";
		return array_map( 'intval', Db::column( Db::positional( $sql ), array( $after, $day, $limit ) ) );
	}

	/**
	 * A select of follow-ups with their contacts' summary columns, by day and id.
	 *
	 * @param string $where Condition on `f` (with placeholders).
	 * @param string $order ORDER BY (from code).
	 */
	private function with_contacts( string $where, string $order = 'f.due_date ASC, f.id ASC' ): string {
		$followups = Schema::table( 'followups' );
		$contacts  = Schema::table( 'contacts' );
		return 'SELECT f.*, ' . Contact_Repository::SUMMARY_COLUMNS . " FROM {$followups} f JOIN {$contacts} c ON c.id = f.contact_id AND c.owner_id = f.owner_id WHERE {$where} ORDER BY {$order}";
	}

	/**
	 * Writes columns of one follow-up.
	 *
	 * @param int                  $owner_id Member.
	 * @param int                  $id       Follow-up.
	 * @param array<string, mixed> $columns  Column => value.
	 */
	private function write( int $owner_id, int $id, array $columns ): void {
		Db::update_row( Schema::table( 'followups' ), $owner_id, $id, $columns + array( 'updated_at' => Db::now() ) );
		List_Orders::changed( $owner_id );
	}

	/**
	 * Stored columns of checked values.
	 *
	 * @param array{title: string, desc: string, date: string} $followup Checked values.
	 * @return array<string, string>
	 */
	private function columns( array $followup ): array {
		return array(
			'title'       => $followup['title'],
			'description' => $followup['desc'],
			'due_date'    => $followup['date'],
		);
	}

	/**
	 * Follow-ups of many contacts, by contact id, each list by day.
	 *
	 * @param int   $owner_id    Member.
	 * @param int[] $contact_ids Contacts.
	 * @return array<int, array<int, array<string, mixed>>> Contact id => follow-up rows.
	 */
	public function for_contacts( int $owner_id, array $contact_ids ): array {
		return $this->declared()->for_contacts( $owner_id, $contact_ids );
	}

	/**
	 * The declaration's repository, which reads a contact's rows the way every declared resource's are read.
	 */
	private function declared(): Declared_Repository {
		return new Declared_Repository( new Followups() );
	}
}

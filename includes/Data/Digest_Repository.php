<?php
/**
 * The daily reminder emails' claims (`prism_digests`, one row per member and day): a member's email for a day is
 * sent by whichever caller's row went in, on any web server, and only once.
 *
 * @package Prism
 */

namespace Prism\Data;

use Prism\Schema\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * Claims of the daily emails.
 */
final class Digest_Repository {

	/**
	 * Claims a member's email for the day: true only for the one caller whose row went in (INSERT IGNORE under the
	 * (member, day) key, committed at once).
	 *
	 * @param int    $member Member.
	 * @param string $day    Day, `YYYY-MM-DD`.
	 */
	public function claim( int $member, string $day ): bool {
		global $wpdb;
		$table = Schema::table( 'digests' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		return 1 === (int) Db::check( $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (owner_id, digest_date, sent_at) VALUES (%d, %s, %s)", $member, $day, Db::now() ) ) );
	}

	/**
	 * Gives a claim back (the mail was not sent).
	 *
	 * @param int    $member Member.
	 * @param string $day    Day, `YYYY-MM-DD`.
	 */
	public function release( int $member, string $day ): void {
		global $wpdb;
		Db::check(
			$wpdb->delete(
				Schema::table( 'digests' ),
				array(
					'owner_id'    => $member,
					'digest_date' => $day,
				)
			)
		);
	}

	/**
	 * Forgets the claims of days long past (one row per member and day would otherwise pile up).
	 *
	 * @param string $before `YYYY-MM-DD`: claims of earlier days go.
	 * @return int Rows deleted.
	 */
	public function forget_before( string $before ): int {
		global $wpdb;
		$table = Schema::table( 'digests' );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Schema.
		return (int) Db::check( $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE digest_date < %s", $before ) ) );
	}
}

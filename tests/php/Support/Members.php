<?php
/**
 * Test members: real WordPress users with known passwords, and the removal of every PRISM row they own.
 *
 * @package Prism
 */

namespace Prism\Tests\Support;

use Prism\Schema\Schema;

/**
 * Creates and removes test users.
 */
final class Members {

	/** Password of every test member (the HTTP tests log in with it). */
	public const PASSWORD = 'password';

	/**
	 * Creates a subscriber with a unique login, e.g. prism_test_owner_6655aa01.
	 *
	 * @param string $label Readable part of the login.
	 * @return int User id.
	 */
	public static function create( string $label ): int {
		$login = 'prism_test_' . $label . '_' . str_replace( '.', '', uniqid( '', true ) );
		$id    = wp_insert_user(
			array(
				'user_login' => $login,
				'user_pass'  => self::PASSWORD,
				'user_email' => $login . '@example.test',
				'role'       => 'subscriber',
			)
		);
		if ( is_wp_error( $id ) ) {
			throw new \RuntimeException( 'Could not create test user: ' . $id->get_error_message() );
		}
		return (int) $id;
	}

	/**
	 * Login name of a user.
	 *
	 * @param int $user_id User.
	 */
	public static function login( int $user_id ): string {
		$user = get_userdata( $user_id );
		if ( ! $user ) {
			throw new \RuntimeException( "No user {$user_id}" );
		}
		return $user->user_login;
	}

	/**
	 * Deletes every PRISM row the users own, and their flash messages.
	 *
	 * @param int[] $user_ids Users.
	 */
	public static function delete_data( array $user_ids ): void {
		global $wpdb;
		$user_ids = array_values( array_filter( array_map( 'intval', $user_ids ) ) );
		if ( ! $user_ids ) {
			return;
		}
		$in      = implode( ',', $user_ids );
		$imports = Schema::table( 'imports' );
		// An import's stored file and rejected rows carry the import's id, not the member's.
		foreach ( array( 'import_chunks', 'import_rejects' ) as $child ) {
			$wpdb->query( 'DELETE FROM ' . Schema::table( $child ) . " WHERE import_id IN (SELECT id FROM {$imports} WHERE owner_id IN ({$in}))" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- test cleanup; names from Schema, ids are ints.
		}
		foreach ( self::member_tables() as $table ) {
			$wpdb->query( "DELETE FROM {$table} WHERE owner_id IN ({$in})" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- test cleanup; names from Schema, ids are ints.
		}
		foreach ( $user_ids as $user_id ) {
			delete_transient( 'prism_flash_' . $user_id );
			// A test email sent by an earlier test would make the next one wait a minute (429).
			delete_user_meta( $user_id, \Prism\Rest\Reminders_Controller::LAST_TEST );
		}
	}

	/**
	 * The PRISM tables whose rows belong to a member (they have owner_id): every table but the site's own
	 * machinery, such as the locks.
	 *
	 * @return string[]
	 */
	public static function member_tables(): array {
		global $wpdb;
		$tables = array();
		foreach ( Schema::all_tables() as $table ) {
			$columns = array_column( (array) $wpdb->get_results( "SHOW COLUMNS FROM {$table}", ARRAY_A ), 'Field' ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- test helper; names from Schema.
			if ( in_array( 'owner_id', $columns, true ) ) {
				$tables[] = $table;
			}
		}
		return $tables;
	}

	/**
	 * Deletes the users and everything PRISM stored for them.
	 *
	 * @param int[] $user_ids Users.
	 */
	public static function delete( array $user_ids ): void {
		require_once ABSPATH . 'wp-admin/includes/user.php';
		self::delete_data( $user_ids );
		foreach ( $user_ids as $user_id ) {
			if ( $user_id > 0 ) {
				wp_delete_user( (int) $user_id );
			}
		}
	}
}

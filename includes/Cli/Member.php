<?php
/**
 * The member a command works for: the user WP-CLI's global `--user=<id|login|email>` made current. The commands then
 * run the member's own code paths with that user as the owner, exactly as the member's pages do; no command takes
 * an owner id of its own.
 *
 * @package Prism
 */

namespace Prism\Cli;

use WP_CLI;

defined( 'ABSPATH' ) || exit;

/**
 * The command's member.
 */
final class Member {

	/**
	 * The current user's id, or a WP_CLI error (which exits) when no member was named or the user cannot use PRISM.
	 * WP-CLI itself refuses a `--user` that names nobody ("Invalid user ID, email or login").
	 *
	 * @param string $command The command, for the error's example ("prism import contacts.csv").
	 */
	public static function id( string $command ): int {
		$id = get_current_user_id();
		if ( $id <= 0 ) {
			WP_CLI::error(
				sprintf(
					/* translators: %s: a WP-CLI command line, e.g. "wp prism import contacts.csv --user=alex". */
					__( 'Name the member with WP-CLI\'s --user (a login, id or email), e.g. %s', 'prism' ),
					'wp ' . $command . ' --user=alex'
				)
			);
		}
		// The same check as the import form: a user with no role on this site is not one of its members.
		if ( ! current_user_can( 'read' ) ) {
			WP_CLI::error(
				sprintf(
					/* translators: %s: a user's login. */
					__( 'The user %s is not a member of this site.', 'prism' ),
					self::login( $id )
				)
			);
		}
		return $id;
	}

	/**
	 * A user's login, for messages ('#12' when the user is gone).
	 *
	 * @param int $id User.
	 */
	public static function login( int $id ): string {
		$user = get_userdata( $id );
		return $user ? $user->user_login : '#' . $id;
	}
}

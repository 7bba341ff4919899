<?php
/**
 * WP-CLI's global `--user=<id|login|email>` looks the user up with `WP_CLI\Fetchers\User`, a class that ships with
 * the bundle's entity-command, not with the WP-CLI framework. Where only the framework is installed (this project's
 * dev dependency, a Composer-installed wp-cli/wp-cli), `--user` would end in a fatal error: PRISM's commands name
 * their member with it, so PRISM supplies the same look-up under that name when nobody has (Plugin::boot()).
 * With the full WP-CLI, WP-CLI's own class is used and this one is never loaded.
 *
 * @package Prism
 */

namespace Prism\Cli;

defined( 'ABSPATH' ) || exit;

/**
 * Finds a user by id, email or login, as WP-CLI's own fetcher does.
 */
final class User_Fetcher extends \WP_CLI\Fetchers\Base {

	/** The class WP-CLI's `--user` handling instantiates. */
	public const WP_CLI_CLASS = 'WP_CLI\\Fetchers\\User';

	/**
	 * The message for a user that does not exist (WP-CLI's own wording; %s is what was typed).
	 *
	 * @var string
	 */
	protected $msg = "Invalid user ID, email or login: '%s'";

	/**
	 * Makes this class WP-CLI's user fetcher when WP-CLI has none of its own.
	 */
	public static function provide(): void {
		if ( ! class_exists( self::WP_CLI_CLASS ) ) {
			class_alias( self::class, self::WP_CLI_CLASS );
		}
	}

	/**
	 * The user a `--user` value names: a number is an id, then an email, then a login.
	 *
	 * @param string $arg What was typed.
	 * @return \WP_User|false
	 */
	public function get( $arg ) {
		$arg = trim( (string) $arg );
		if ( '' === $arg ) {
			return false;
		}
		$user = false;
		if ( ctype_digit( $arg ) ) {
			$user = get_user_by( 'id', (int) $arg );
		}
		if ( ! $user && is_email( $arg ) ) {
			$user = get_user_by( 'email', $arg );
		}
		if ( ! $user ) {
			$user = get_user_by( 'login', $arg );
		}
		return $user instanceof \WP_User ? $user : false;
	}
}

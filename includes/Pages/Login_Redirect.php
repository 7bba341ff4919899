<?php
/**
 * Where wp-login.php sends a member (issue 26). WordPress sends everyone without a redirect to wp-admin, and a user who
 * cannot edit posts on to their wp-admin profile: for a member of a PRISM site that is the wrong place to start.
 *
 * - A member (a user who cannot `edit_posts`, WordPress's own line between site staff and everyone else, the one
 *   WordPress uses to send a user to the profile) lands on the PRISM Dashboard.
 * - A login asked for an address (`redirect_to`: PRISM's login prompt passes the page it was on, wp-admin's own
 *   redirects pass theirs) goes back there, for anyone. Only WordPress's default (wp-admin's front page, which the
 *   login form posts when it was opened without one) counts as no address.
 * - Staff (administrators, editors, authors, contributors) keep WordPress's default: wp-admin.
 *
 * @package Prism
 */

namespace Prism\Pages;

use Prism\Site\View_Pages;

defined( 'ABSPATH' ) || exit;

/**
 * The `login_redirect` filter.
 */
final class Login_Redirect {

	/**
	 * Filter `login_redirect`.
	 *
	 * @param string                  $redirect_to The address WordPress would go to.
	 * @param string                  $requested   The `redirect_to` the login was asked with ('' when none).
	 * @param \WP_User|\WP_Error|null $user        The user who logged in, or the failure.
	 */
	public static function after_login( $redirect_to, $requested = '', $user = null ): string {
		$redirect_to = (string) $redirect_to;
		if ( ! $user instanceof \WP_User || ! $user->exists() || $user->has_cap( 'edit_posts' ) ) {
			return $redirect_to;
		}
		if ( ! self::is_default( (string) $requested ) ) {
			return $redirect_to;
		}
		$dashboard = View_Pages::current( 'dashboard' );
		return $dashboard ? (string) get_permalink( $dashboard ) : $redirect_to;
	}

	/**
	 * Whether a requested address is no address: none, or wp-admin's front page (what wp-login.php's form posts when it
	 * was opened without one, and where WordPress goes by default).
	 *
	 * @param string $requested The requested `redirect_to`.
	 */
	private static function is_default( string $requested ): bool {
		$requested = trim( $requested );
		if ( '' === $requested ) {
			return true;
		}
		$normal = static fn( string $url ): string => untrailingslashit( (string) preg_replace( '#^https?://#i', '', $url ) );
		return in_array( $normal( $requested ), array( $normal( admin_url() ), $normal( admin_url( 'index.php' ) ), 'wp-admin' ), true );
	}
}

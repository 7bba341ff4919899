<?php
/**
 * A member's reminder settings, kept in user meta (the shared database, so every web server sees the same): the
 * secret of their private calendar feed, and whether they want the daily reminder email; and the site's switches
 * for both, set on Settings › PRISM (whether the site offers feeds, whether new members start with the email on).
 *
 * @package Prism
 */

namespace Prism\Reminders;

defined( 'ABSPATH' ) || exit;

/**
 * Per-member reminder settings.
 */
final class Reminder_Settings {

	/** User meta key of the calendar feed's secret. */
	public const FEED_SECRET = 'prism_calendar_feed_secret';

	/** User meta key set to '1' when the member switched the daily email off. */
	public const DIGEST_OFF = 'prism_digest_off';

	/** Option (site): whether members may have a calendar feed (Settings › PRISM; on by default). */
	public const FEED_OPTION = 'prism_calendar_feed';

	/** Option (site): whether a new member starts with the daily email on (Settings › PRISM; on by default). */
	public const NEW_MEMBER_DIGEST_OPTION = 'prism_digest_for_new_members';

	/**
	 * Whether the site offers calendar feeds. Off, the feed route is not registered at all, so every feed URL
	 * answers exactly as an address that never existed; members' secrets are kept, and their URLs work again when
	 * the feed is switched back on.
	 */
	public static function feed_enabled(): bool {
		return (bool) get_option( self::FEED_OPTION, true );
	}

	/**
	 * Whether a new member starts with the daily email on.
	 */
	public static function new_members_get_digest(): bool {
		return (bool) get_option( self::NEW_MEMBER_DIGEST_OPTION, true );
	}

	/**
	 * Action `user_register`: an account created while the site's default is off starts with the daily email off,
	 * as if its member had switched it off (they can switch it on on the Notifications page). Accounts that existed
	 * before keep what they have: the default is for new members.
	 *
	 * @param int $user_id The new user.
	 */
	public static function apply_new_member_default( $user_id ): void {
		$user_id = (int) $user_id;
		if ( $user_id > 0 && ! self::new_members_get_digest() && '' === (string) get_user_meta( $user_id, self::DIGEST_OFF, true ) ) {
			update_user_meta( $user_id, self::DIGEST_OFF, '1' );
		}
	}

	/**
	 * The member's feed secret, made on first use.
	 *
	 * @param int $user_id Member.
	 */
	public static function feed_secret( int $user_id ): string {
		$secret = (string) get_user_meta( $user_id, self::FEED_SECRET, true );
		if ( self::is_well_formed( $secret ) ) {
			return $secret;
		}
		// First use: add it only if no request added one meanwhile (unique meta), then read what was stored.
		add_user_meta( $user_id, self::FEED_SECRET, self::random_secret(), true );
		wp_cache_delete( $user_id, 'user_meta' );
		$secret = (string) get_user_meta( $user_id, self::FEED_SECRET, true );
		return self::is_well_formed( $secret ) ? $secret : self::new_feed_secret( $user_id );
	}

	/**
	 * Makes a new feed secret (the old feed URL stops working) and returns it.
	 *
	 * @param int $user_id Member.
	 * @throws \RuntimeException When it cannot be stored.
	 */
	public static function new_feed_secret( int $user_id ): string {
		$secret = self::random_secret();
		update_user_meta( $user_id, self::FEED_SECRET, $secret );
		if ( (string) get_user_meta( $user_id, self::FEED_SECRET, true ) !== $secret ) {
			throw new \RuntimeException( 'The calendar feed secret could not be stored.' );
		}
		return $secret;
	}

	/**
	 * Whether a secret sent in a feed URL is the member's (in constant time; false for a member without one).
	 *
	 * @param int    $user_id Member.
	 * @param string $secret  Sent secret.
	 */
	public static function feed_secret_matches( int $user_id, string $secret ): bool {
		$stored = (string) get_user_meta( $user_id, self::FEED_SECRET, true );
		return self::is_well_formed( $stored ) && hash_equals( $stored, $secret );
	}

	/**
	 * Whether the member gets the daily reminder email (yes unless they switched it off).
	 *
	 * @param int $user_id Member.
	 */
	public static function digest_enabled( int $user_id ): bool {
		return '1' !== (string) get_user_meta( $user_id, self::DIGEST_OFF, true );
	}

	/**
	 * Switches the daily reminder email on or off.
	 *
	 * @param int  $user_id Member.
	 * @param bool $enabled On.
	 */
	public static function set_digest_enabled( int $user_id, bool $enabled ): void {
		if ( $enabled ) {
			delete_user_meta( $user_id, self::DIGEST_OFF );
		} else {
			update_user_meta( $user_id, self::DIGEST_OFF, '1' );
		}
	}

	/**
	 * 32 random bytes as 43 URL-safe characters.
	 */
	private static function random_secret(): string {
		return rtrim( strtr( base64_encode( random_bytes( 32 ) ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- a random token, not obfuscation.
	}

	/**
	 * Whether a stored secret has the shape new_feed_secret() makes.
	 *
	 * @param string $secret Secret.
	 */
	private static function is_well_formed( string $secret ): bool {
		return 1 === preg_match( '/^[A-Za-z0-9_-]{43}$/D', $secret );
	}
}

<?php
/**
 * One-time messages that survive the redirect after a form post: what happened, and on error what the member
 * typed, so the form can reopen with their input intact.
 *
 * @package Prism
 */

namespace Prism\Site;

defined( 'ABSPATH' ) || exit;

/**
 * Per-user flash message stored in a short-lived transient.
 */
final class Flash {

	/**
	 * Stores the message for the member's next page view.
	 *
	 * @param int                  $user_id Member.
	 * @param string               $type    'success' or 'error'.
	 * @param string               $message Readable message.
	 * @param array<string, mixed> $extra   Form name, submitted values, field errors.
	 */
	public static function put( int $user_id, string $type, string $message, array $extra = array() ): void {
		set_transient(
			self::key( $user_id ),
			array_merge(
				$extra,
				array(
					'type'    => $type,
					'message' => $message,
				)
			),
			10 * MINUTE_IN_SECONDS
		);
	}

	/**
	 * Returns and forgets the member's pending message, or null.
	 *
	 * @param int $user_id Member.
	 * @return array<string, mixed>|null
	 */
	public static function take( int $user_id ): ?array {
		$flash = get_transient( self::key( $user_id ) );
		if ( ! is_array( $flash ) ) {
			return null;
		}
		delete_transient( self::key( $user_id ) );
		return $flash;
	}

	/**
	 * Transient key.
	 *
	 * @param int $user_id Member.
	 */
	private static function key( int $user_id ): string {
		return 'prism_flash_' . $user_id;
	}
}

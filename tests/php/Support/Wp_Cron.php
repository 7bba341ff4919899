<?php
/**
 * Holds the test site's WP-Cron off while a test watches background jobs over HTTP: any page request of the site may
 * start wp-cron.php in the background, which runs PRISM's due jobs for up to 20 seconds, so a job a test enqueued could
 * be run by it instead of by what the test is checking. hold() waits for a cron run under way to end, then takes
 * WordPress's own cron lock (the `doing_cron` transient), so no request starts another for a minute; release() gives
 * it back.
 *
 * @package Prism
 */

namespace Prism\Tests\Support;

/**
 * WP-Cron on the test site.
 */
final class Wp_Cron {

	/**
	 * Waits (at most a minute, WordPress's own lock timeout) for a cron run under way to end, then takes the lock.
	 */
	public static function hold(): void {
		$until = microtime( true ) + WP_CRON_LOCK_TIMEOUT;
		while ( microtime( true ) < $until ) {
			wp_cache_delete( '_transient_doing_cron', 'options' );
			wp_cache_delete( 'alloptions', 'options' );
			wp_cache_delete( 'notoptions', 'options' );
			$lock = (float) get_transient( 'doing_cron' );
			if ( $lock <= 0.0 || $lock + WP_CRON_LOCK_TIMEOUT < microtime( true ) ) {
				break;
			}
			usleep( 200000 );
		}
		set_transient( 'doing_cron', sprintf( '%.22F', microtime( true ) + 30 ) );
	}

	/**
	 * Lets WP-Cron run again.
	 */
	public static function release(): void {
		delete_transient( 'doing_cron' );
	}
}

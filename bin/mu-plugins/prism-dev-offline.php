<?php
/**
 * Plugin Name: PRISM dev offline
 * Description: Development and test sites only. This machine reaches no wordpress.org: WordPress's update checks would only fail and log PHP warnings, so they are switched off. (wp-config.php also sets WP_HTTP_BLOCK_EXTERNAL: loopback requests only.)
 *
 * Copied into wp-content/mu-plugins by bin/lib/site.sh; its source is bin/mu-plugins/prism-dev-offline.php.
 *
 * @package Prism
 */

defined( 'ABSPATH' ) || exit;

/**
 * Removes the hooks of wp-includes/update.php that call api.wordpress.org.
 */
function prism_dev_offline_remove_update_checks() {
	foreach ( array( 'wp_version_check', 'wp_update_plugins', 'wp_update_themes', 'wp_maybe_auto_update' ) as $check ) {
		remove_action( $check, $check );
	}
	foreach ( array( '_maybe_update_core', '_maybe_update_plugins', '_maybe_update_themes' ) as $maybe ) {
		remove_action( 'admin_init', $maybe );
	}
	foreach ( array( 'load-plugins.php', 'load-update.php', 'load-update-core.php', 'load-themes.php' ) as $screen ) {
		remove_action( $screen, 'wp_update_plugins' );
		remove_action( $screen, 'wp_update_themes' );
	}
	remove_action( 'init', 'wp_schedule_update_checks' );
}
prism_dev_offline_remove_update_checks();

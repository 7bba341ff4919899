<?php
/**
 * What is left of PRISM in a site after each step of bin/test-zip.sh; exits non-zero, saying why, when it is not
 * what the step should leave.
 *
 *   php check-state.php SITE kept        deleted without the data-removal option: data, options and pages stay
 *   php check-state.php SITE reactivate  activates the reinstalled plugin: the members' data is back; turns the
 *                                        data-removal option on
 *   php check-state.php SITE removed     deleted with the option: nothing of PRISM is left
 *
 * @package Prism
 */

if ( 'cli' !== PHP_SAPI || count( $argv ) < 3 ) {
	fwrite( STDERR, "usage: php check-state.php SITE kept|reactivate|removed\n" );
	exit( 2 );
}
$zip_site = rtrim( $argv[1], '/' );
$zip_mode = $argv[2];
define( 'DISABLE_WP_CRON', true );
$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
require $zip_site . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

/**
 * Fails the step.
 *
 * @param string $why What is wrong.
 */
function zip_fail( string $why ): void {
	fwrite( STDERR, "zip check: {$why}\n" );
	exit( 1 );
}

global $wpdb;
$zip_tables  = $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix . 'prism_' ) . '%' ) );
$zip_options = $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s", $wpdb->esc_like( 'prism_' ) . '%', '%' . $wpdb->esc_like( '_prism_' ) . '%' ) );
$zip_meta    = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->usermeta} WHERE meta_key LIKE %s", $wpdb->esc_like( 'prism_' ) . '%' ) );
$zip_plugin  = $zip_site . '/wp-content/plugins/prism';
$zip_pages   = $zip_site . '/zip-pages.json';
$zip_alex    = get_user_by( 'login', 'alex' );

switch ( $zip_mode ) {
	case 'kept':
		if ( file_exists( $zip_plugin ) ) {
			zip_fail( 'the plugin folder is still there after Delete' );
		}
		if ( count( $zip_tables ) < 20 ) {
			zip_fail( 'deleting without the option dropped tables: ' . count( $zip_tables ) . ' left' );
		}
		if ( ! in_array( 'prism_db_version', $zip_options, true ) || ! in_array( 'prism_pages', $zip_options, true ) ) {
			zip_fail( 'deleting without the option removed options: ' . implode( ', ', $zip_options ) );
		}
		$pages = array_map( 'intval', (array) get_option( 'prism_pages' ) );
		foreach ( $pages as $page ) {
			if ( ! get_post( $page ) ) {
				zip_fail( "page {$page} was deleted" );
			}
		}
		file_put_contents( $zip_pages, wp_json_encode( $pages ) );
		$contacts = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->prefix}prism_contacts WHERE owner_id = %d", $zip_alex->ID ) );
		if ( $contacts < 30 ) {
			zip_fail( "alex has {$contacts} contacts left" );
		}
		echo 'zip check: kept ' . count( $zip_tables ) . ' tables, ' . count( $zip_options ) . " options, the pages and alex's {$contacts} contacts\n";
		break;
	case 'reactivate':
		$result = activate_plugin( 'prism/prism-plugin.php' );
		if ( is_wp_error( $result ) ) {
			zip_fail( 'activation failed: ' . $result->get_error_message() );
		}
		$contacts = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->prefix}prism_contacts WHERE owner_id = %d", $zip_alex->ID ) );
		if ( $contacts < 30 ) {
			zip_fail( "reinstalled, alex has {$contacts} contacts" );
		}
		update_option( 'prism_delete_data_on_uninstall', 1 );
		echo "zip check: reinstalled with alex's {$contacts} contacts; data removal on\n";
		break;
	case 'removed':
		if ( file_exists( $zip_plugin ) ) {
			zip_fail( 'the plugin folder is still there after Delete' );
		}
		if ( $zip_tables ) {
			zip_fail( 'tables left: ' . implode( ', ', $zip_tables ) );
		}
		if ( $zip_options ) {
			zip_fail( 'options left: ' . implode( ', ', $zip_options ) );
		}
		if ( $zip_meta ) {
			zip_fail( "{$zip_meta} user settings left" );
		}
		foreach ( (array) json_decode( (string) file_get_contents( $zip_pages ), true ) as $page ) {
			if ( get_post( (int) $page ) ) {
				zip_fail( "page {$page} is still there" );
			}
		}
		foreach ( wp_roles()->role_objects as $role ) {
			foreach ( array_keys( $role->capabilities ) as $capability ) {
				if ( str_starts_with( (string) $capability, 'prism_' ) ) {
					zip_fail( "role {$role->name} keeps {$capability}" );
				}
			}
		}
		foreach ( array( 'prism_daily_digest', 'prism_run_jobs' ) as $hook ) {
			if ( wp_next_scheduled( $hook ) ) {
				zip_fail( "the cron event {$hook} is still scheduled" );
			}
		}
		if ( defined( 'DB_ENGINE' ) && 'sqlite' === DB_ENGINE && ( ! is_dir( $zip_site . '/wp-content/plugins/sqlite-database-integration' ) || ! is_file( $zip_site . '/wp-content/db.php' ) ) ) {
			zip_fail( 'the SQLite integration beside PRISM was touched' );
		}
		echo "zip check: nothing of PRISM is left\n";
		break;
	default:
		zip_fail( "unknown step {$zip_mode}" );
}

<?php
/**
 * Settings > PRISM: the site owner's choice about what uninstalling removes, and the CardDAV server the iCloud import
 * pulls from.
 *
 * @package Prism
 */

namespace Prism\Pages;

use Prism\Import\Carddav_Client;

defined( 'ABSPATH' ) || exit;

/**
 * Admin settings screen.
 */
final class Settings_Page {

	private const OPTION = 'prism_delete_data_on_uninstall';

	/**
	 * Adds the screen under Settings.
	 */
	public static function add_menu(): void {
		add_options_page( __( 'PRISM', 'prism' ), __( 'PRISM', 'prism' ), 'manage_options', 'prism', array( self::class, 'render' ) );
	}

	/**
	 * Registers the option.
	 */
	public static function register_setting(): void {
		register_setting(
			'prism',
			self::OPTION,
			array(
				'type'              => 'boolean',
				'default'           => false,
				'sanitize_callback' => 'rest_sanitize_boolean',
			)
		);
		register_setting(
			'prism',
			Carddav_Client::OPTION,
			array(
				'type'              => 'string',
				'default'           => Carddav_Client::DEFAULT_URL,
				'sanitize_callback' => array( Carddav_Client::class, 'sanitize_server_url' ),
			)
		);
	}

	/**
	 * The screen.
	 */
	public static function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		?>
		<div class="wrap">
			<h1><?php esc_html_e( 'PRISM', 'prism' ); ?></h1>
			<p>
				<?php esc_html_e( 'PRISM pages:', 'prism' ); ?>
				<a href="<?php echo esc_url( Page_Registry::url( 'prism' ) ); ?>"><?php esc_html_e( 'Dashboard', 'prism' ); ?></a> ·
				<a href="<?php echo esc_url( Page_Registry::url( 'prism/contact' ) ); ?>"><?php esc_html_e( 'Contacts', 'prism' ); ?></a>
			</p>
			<form method="post" action="options.php">
				<?php settings_fields( 'prism' ); ?>
				<label>
					<input type="checkbox" name="<?php echo esc_attr( self::OPTION ); ?>" value="1" <?php checked( (bool) get_option( self::OPTION ) ); ?> />
					<?php esc_html_e( 'When PRISM is deleted, also delete every member\'s contacts, notes and other PRISM data, and PRISM\'s pages.', 'prism' ); ?>
				</label>
				<p class="description"><?php esc_html_e( 'Off by default: deleting the plugin keeps members\' data so that reinstalling brings it back.', 'prism' ); ?></p>
				<p>
					<label for="prism-carddav-url"><?php esc_html_e( 'Address book server for the iCloud import (CardDAV)', 'prism' ); ?></label><br />
					<input type="url" class="regular-text code" id="prism-carddav-url" name="<?php echo esc_attr( Carddav_Client::OPTION ); ?>" value="<?php echo esc_attr( (string) get_option( Carddav_Client::OPTION, Carddav_Client::DEFAULT_URL ) ); ?>" />
				</p>
				<p class="description"><?php esc_html_e( 'iCloud\'s is https://contacts.icloud.com/. Members sign in to it with their Apple ID email and an app-specific password, used for that import only and never stored.', 'prism' ); ?></p>
				<?php submit_button(); ?>
			</form>
		</div>
		<?php
	}
}

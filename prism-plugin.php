<?php
/**
 * Plugin Name:       PRISM
 * Description:       A personal relationship manager for site members: contacts, notes, follow-ups and a six-stage networking process.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      8.1
 * Author:            PRISM
 * License:           GPL-2.0-or-later
 * Text Domain:       prism
 *
 * @package Prism
 */

defined( 'ABSPATH' ) || exit;

define( 'PRISM_VERSION', '0.1.0' );
define( 'PRISM_FILE', __FILE__ );
define( 'PRISM_DIR', plugin_dir_path( __FILE__ ) );
define( 'PRISM_URL', plugin_dir_url( __FILE__ ) );

spl_autoload_register(
	static function ( string $class_name ): void {
		if ( ! str_starts_with( $class_name, 'Prism\\' ) ) {
			return;
		}
		$relative = str_replace( '\\', '/', substr( $class_name, strlen( 'Prism\\' ) ) );
		$file     = PRISM_DIR . 'includes/' . $relative . '.php';
		if ( is_readable( $file ) ) {
			require $file;
		}
	}
);

// Runtime libraries (sabre/vobject for iCalendar and vCard), installed by Composer: `npm start` in a checkout,
// bundled in vendor/ by bin/package.sh in a release. Loaded so that another plugin's copy does not break PRISM.
\Prism\Libraries::load( PRISM_DIR );

register_activation_hook( __FILE__, array( \Prism\Plugin::class, 'activate' ) );
register_deactivation_hook( __FILE__, array( \Prism\Plugin::class, 'deactivate' ) );

\Prism\Plugin::boot();

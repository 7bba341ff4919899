<?php
/**
 * Removes PRISM's data, but only when the site owner opted in on Settings > PRISM
 * (option `prism_delete_data_on_uninstall`). Members' networks are never dropped by accident.
 *
 * @package Prism
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

if ( ! get_option( 'prism_delete_data_on_uninstall' ) ) {
	return;
}

// WordPress runs this file without loading the plugin: PRISM's classes come through its own autoloader.
require_once __DIR__ . '/includes/autoload.php';

\Prism\Schema\Installer::drop_everything();

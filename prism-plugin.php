<?php
/**
 * Plugin Name:       PRISM
 * Description:       A personal relationship manager for site members: contacts, notes, follow-ups and a six-stage networking process.
 * Version:           1.0.0
 * Requires at least: 6.1
 * Requires PHP:      8.2
 * Author:            PRISM
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       prism
 * Domain Path:       /languages
 *
 * @package Prism
 */

defined( 'ABSPATH' ) || exit;

define( 'PRISM_VERSION', '1.0.0' );
define( 'PRISM_FILE', __FILE__ );
define( 'PRISM_DIR', plugin_dir_path( __FILE__ ) );
define( 'PRISM_URL', plugin_dir_url( __FILE__ ) );

require __DIR__ . '/includes/autoload.php';

register_activation_hook( __FILE__, array( \Prism\Plugin::class, 'activate' ) );
register_deactivation_hook( __FILE__, array( \Prism\Plugin::class, 'deactivate' ) );

\Prism\Plugin::boot();

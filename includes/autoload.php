<?php
/**
 * PRISM's class autoloader (namespace Prism\, one class per file under includes/) and its runtime libraries. Loaded
 * by the plugin's main file and by uninstall.php, which WordPress runs without loading the plugin.
 *
 * @package Prism
 */

defined( 'ABSPATH' ) || exit;

spl_autoload_register(
	static function ( string $class_name ): void {
		if ( ! str_starts_with( $class_name, 'Prism\\' ) ) {
			return;
		}
		$relative = str_replace( '\\', '/', substr( $class_name, strlen( 'Prism\\' ) ) );
		$file     = __DIR__ . '/' . $relative . '.php';
		if ( is_readable( $file ) ) {
			require $file;
		}
	}
);

// Runtime libraries (sabre/vobject for iCalendar and vCard, libphonenumber), installed by Composer: `npm start` in a
// checkout, bundled in vendor/ by bin/package.sh in a release. Loaded so that another plugin's copy does not break PRISM.
\Prism\Libraries::load( dirname( __DIR__ ) . '/' );

<?php
/**
 * Constants for PHPStan (phpstan.neon.dist): WordPress's own, and every
 * constant that prism-plugin.php define()s, so that new ones need no edit here.
 *
 * @package Prism
 */

foreach ( array( 'ABSPATH', 'WPINC', 'WP_CONTENT_DIR', 'WP_PLUGIN_DIR', 'WPMU_PLUGIN_DIR', 'WP_LANG_DIR' ) as $prism_constant ) {
	defined( $prism_constant ) || define( $prism_constant, '/tmp/wordpress/' );
}
foreach ( array( 'WP_DEBUG', 'WP_DEBUG_LOG', 'WP_DEBUG_DISPLAY', 'SCRIPT_DEBUG' ) as $prism_constant ) {
	defined( $prism_constant ) || define( $prism_constant, false );
}
defined( 'DAY_IN_SECONDS' ) || define( 'DAY_IN_SECONDS', 86400 );
defined( 'HOUR_IN_SECONDS' ) || define( 'HOUR_IN_SECONDS', 3600 );
defined( 'MINUTE_IN_SECONDS' ) || define( 'MINUTE_IN_SECONDS', 60 );
defined( 'WEEK_IN_SECONDS' ) || define( 'WEEK_IN_SECONDS', 604800 );
defined( 'OBJECT' ) || define( 'OBJECT', 'OBJECT' );
defined( 'ARRAY_A' ) || define( 'ARRAY_A', 'ARRAY_A' );
defined( 'ARRAY_N' ) || define( 'ARRAY_N', 'ARRAY_N' );

// The plugin's own constants: real paths for the _DIR/_FILE ones.
$prism_dir = dirname( __DIR__ ) . '/';
defined( 'PRISM_DIR' ) || define( 'PRISM_DIR', $prism_dir );
defined( 'PRISM_FILE' ) || define( 'PRISM_FILE', $prism_dir . 'prism-plugin.php' );
preg_match_all( "/define\(\s*'(PRISM_[A-Z0-9_]+)'/", (string) file_get_contents( $prism_dir . 'prism-plugin.php' ), $prism_matches );
foreach ( $prism_matches[1] as $prism_constant ) {
	defined( $prism_constant ) || define( $prism_constant, 'prism' );
}

<?php
/**
 * Lists the PHP deprecations (and any other PHP error) that PRISM's runtime libraries in vendor/ raise on this PHP,
 * by running them with every error reported (how patches/ was made, and how to check it on a newer PHP or a newer
 * library; docs/vendor-patches.md):
 *   1. every class of every runtime library (not Composer's development tools) loaded, which shows what PHP finds
 *      while linking a class (return types, parameter order);
 *   2. libphonenumber reading, checking and formatting every region's example numbers, as you type too;
 *   3. with --suite, sabre/vobject's own test suite (vendor/sabre/vobject/tests, 1,702 tests), which reaches far more
 *      of the library than PRISM does, its deprecations only; run in a temporary copy made to suit PHPUnit 9 (Debian's
 *      phpunit), where 70 of its tests end in errors before and after the patches alike (PHPUnit 4's annotation for
 *      expected exceptions and assertInternalType(), which PHPUnit 9 no longer has).
 * PRISM's own paths (vCard import and export, the calendar feed) are run by tests/php/Libraries/LibraryDeprecationsTest.
 * Prints each error once, where it was raised, with how many times; exits 1 when there is any.
 *
 * Usage: php bin/vendor-deprecations.php [--suite]
 *
 * @package Prism
 */

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}
error_reporting( -1 ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.prevent_path_disclosure_error_reporting, WordPress.PHP.DiscouragedPHPFunctions.runtime_configuration_error_reporting -- every error is what the script is for.
$prism_root   = dirname( __DIR__ );
$prism_vendor = $prism_root . '/vendor';
$prism_seen   = array();

/**
 * Records an error raised in vendor/ (the rest is PHP's to report).
 *
 * @param int    $level   E_* constant.
 * @param string $message Message.
 * @param string $file    File.
 * @param int    $line    Line.
 */
function prism_record( int $level, string $message, string $file, int $line ): bool {
	global $prism_seen, $prism_vendor;
	if ( ! str_starts_with( $file, $prism_vendor . '/' ) ) {
		return false;
	}
	$key                = substr( $file, strlen( $prism_vendor ) + 1 ) . ':' . $line . ' ' . $message;
	$prism_seen[ $key ] = ( $prism_seen[ $key ] ?? 0 ) + 1;
	return true;
}
set_error_handler( 'prism_record' ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_set_error_handler -- the point of the script.

if ( in_array( '--suite', $argv, true ) ) {
	// sabre/vobject's suite, in a PHP process of its own, recording into a file read back here.
	$prism_tests = $prism_vendor . '/sabre/vobject/tests';
	if ( ! is_dir( $prism_tests ) ) {
		fwrite( STDERR, "vendor-deprecations: $prism_tests missing (a checkout's composer install has it)\n" );
		exit( 2 );
	}
	$prism_copy = sys_get_temp_dir() . '/prism-vobject-suite-' . getmypid();
	exec( sprintf( 'cp -r %s %s', escapeshellarg( $prism_tests ), escapeshellarg( $prism_copy ) ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_exec -- a development script.
	foreach ( new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $prism_copy, FilesystemIterator::SKIP_DOTS ) ) as $prism_file ) {
		if ( str_ends_with( $prism_file->getPathname(), 'Test.php' ) ) {
			// Written for PHPUnit 4/5: PHPUnit 9 needs setUp() declared void.
			file_put_contents( $prism_file->getPathname(), str_replace( 'public function setUp()', 'public function setUp(): void', (string) file_get_contents( $prism_file->getPathname() ) ) );
		}
	}
	$prism_out = $prism_copy . '/errors.json';
	// phpcs:disable WordPress.PHP.DevelopmentFunctions.error_log_var_export -- var_export() writes PHP literals into the bootstrap.
	file_put_contents(
		$prism_copy . '/bootstrap.php',
		'<?php
date_default_timezone_set( "UTC" );
error_reporting( -1 );
$GLOBALS["prism_seen"] = array();
set_error_handler(
	static function ( int $level, string $message, string $file, int $line ): bool {
		// Deprecations only: many tests feed the library bad input on purpose, and get the warnings they asked for.
		if ( ! ( $level & ( E_DEPRECATED | E_USER_DEPRECATED ) ) || ! str_starts_with( $file, ' . var_export( $prism_vendor . '/', true ) . ' ) ) {
			return false;
		}
		$key = substr( $file, ' . strlen( $prism_vendor . '/' ) . ' ) . ":" . $line . " " . $message;
		$GLOBALS["prism_seen"][ $key ] = ( $GLOBALS["prism_seen"][ $key ] ?? 0 ) + 1;
		return true;
	}
);
register_shutdown_function( static function (): void { file_put_contents( ' . var_export( $prism_out, true ) . ', json_encode( $GLOBALS["prism_seen"] ) ); } );
require ' . var_export( $prism_vendor . '/autoload.php', true ) . ';
define( "SABRE_TEMPDIR", sys_get_temp_dir() . "/prism-vobject-suite-temp/" );
spl_autoload_register(
	static function ( string $name ): void {
		$file = __DIR__ . "/VObject/" . str_replace( "\\\\", "/", substr( $name, strlen( "Sabre\\\\VObject\\\\" ) ) ) . ".php";
		if ( str_starts_with( $name, "Sabre\\\\VObject\\\\" ) && is_file( $file ) ) {
			require $file;
		}
	}
);
'
	);
	// phpcs:enable
	// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_passthru -- a development script.
	passthru( sprintf( 'phpunit --no-configuration --bootstrap %s %s 2>&1 | tail -n 3', escapeshellarg( $prism_copy . '/bootstrap.php' ), escapeshellarg( $prism_copy . '/VObject' ) ) );
	foreach ( (array) json_decode( (string) @file_get_contents( $prism_out ), true ) as $prism_key => $prism_count ) { // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- absent when the suite died.
		$prism_seen[ 'suite: ' . $prism_key ] = $prism_count;
	}
	exec( 'rm -rf ' . escapeshellarg( $prism_copy ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_exec -- a development script.
}

// Every class of the runtime libraries, found from their PSR-4 folders.
require $prism_vendor . '/autoload.php';
$prism_installed = require $prism_vendor . '/composer/installed.php';
$prism_psr4      = require $prism_vendor . '/composer/autoload_psr4.php';
$prism_files     = array_map( 'realpath', require $prism_vendor . '/composer/autoload_files.php' ); // Loaded already.
$prism_classes   = 0;
foreach ( $prism_psr4 as $prism_prefix => $prism_dirs ) {
	foreach ( $prism_dirs as $prism_dir ) {
		$prism_dir     = (string) realpath( $prism_dir );
		$prism_runtime = false;
		foreach ( $prism_installed['versions'] as $prism_name => $prism_package ) {
			$prism_path = isset( $prism_package['install_path'] ) ? (string) realpath( $prism_package['install_path'] ) : '';
			if ( str_starts_with( $prism_path, $prism_vendor . '/' ) && str_starts_with( $prism_dir . '/', $prism_path . '/' ) ) {
				// The library the folder belongs to: a runtime one, and not Composer's plugin that patches them.
				$prism_runtime = empty( $prism_package['dev_requirement'] ) && 'composer-plugin' !== ( $prism_package['type'] ?? '' );
			}
		}
		if ( ! $prism_runtime ) {
			continue;
		}
		foreach ( new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $prism_dir, FilesystemIterator::SKIP_DOTS ) ) as $prism_file ) {
			$prism_name = $prism_prefix . str_replace( '/', '\\', substr( $prism_file->getPathname(), strlen( $prism_dir ) + 1, -4 ) );
			if ( ! str_ends_with( $prism_file->getFilename(), '.php' ) || ! preg_match( '/^[A-Za-z_\\\\][A-Za-z0-9_\\\\]*$/', $prism_name ) || str_contains( $prism_file->getPathname(), '/tests/' ) || in_array( realpath( $prism_file->getPathname() ), $prism_files, true ) ) {
				continue;
			}
			if ( class_exists( $prism_name ) || interface_exists( $prism_name ) || trait_exists( $prism_name ) || enum_exists( $prism_name ) ) {
				++$prism_classes;
			}
		}
	}
}

// libphonenumber: every region's example numbers read, checked and formatted, and typed digit by digit.
$prism_util    = \libphonenumber\PhoneNumberUtil::getInstance();
$prism_numbers = 0;
foreach ( $prism_util->getSupportedRegions() as $prism_region ) {
	foreach ( array( \libphonenumber\PhoneNumberType::FIXED_LINE, \libphonenumber\PhoneNumberType::MOBILE ) as $prism_type ) {
		$prism_example = $prism_util->getExampleNumberForType( $prism_region, $prism_type );
		if ( null === $prism_example ) {
			continue;
		}
		foreach ( array( \libphonenumber\PhoneNumberFormat::E164, \libphonenumber\PhoneNumberFormat::INTERNATIONAL, \libphonenumber\PhoneNumberFormat::NATIONAL ) as $prism_format ) {
			$prism_number = $prism_util->parse( $prism_util->format( $prism_example, $prism_format ), $prism_region );
			$prism_util->isValidNumber( $prism_number );
			$prism_util->isPossibleNumber( $prism_number );
			$prism_util->getNumberType( $prism_number );
			$prism_util->formatOutOfCountryCallingNumber( $prism_number, 'US' );
			++$prism_numbers;
		}
		$prism_typed = new \libphonenumber\AsYouTypeFormatter( $prism_region );
		foreach ( str_split( (string) $prism_example->getNationalNumber() ) as $prism_digit ) {
			$prism_typed->inputDigit( $prism_digit );
		}
	}
}

ksort( $prism_seen );
foreach ( $prism_seen as $prism_key => $prism_count ) {
	printf( "%6d  %s\n", $prism_count, $prism_key );
}
printf( "vendor-deprecations: PHP %s, %d library classes loaded, %d phone numbers read; %d errors raised in vendor/ (%d in all)\n", PHP_VERSION, $prism_classes, $prism_numbers, count( $prism_seen ), array_sum( $prism_seen ) );
exit( $prism_seen ? 1 : 0 );

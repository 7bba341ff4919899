<?php
/**
 * Cuts the runtime libraries that `composer install --no-dev` put in a package's vendor/ down to what PRISM loads at
 * run time (bin/package.sh runs it, then has Composer write the autoloader again):
 *   - of each library, the code its composer.json `autoload` names (PHP files only), its licence files (the GPL
 *     needs the libraries' licences kept) and the PATCHES.txt that cweagans/composer-patches writes into a library it
 *     patched (patches/);
 *   - no Composer plugin (cweagans/composer-patches did its work at install), no vendor/bin/;
 *   - not the parts of a library's code that PRISM never runs, each with its reason below.
 * Everything else goes: the libraries' command-line tools (sabre/vobject's bin/), tests, docs, build tools, README,
 * CHANGELOG, composer.json and the dot-files. The packages dropped whole are dropped from Composer's record of what it
 * installed too, so the autoloader and Composer's installed versions do not name them.
 * tests/zip/check-package.php checks the result in the zip.
 *
 *   php bin/lib/package-vendor.php PACKAGE_DIR
 *
 * @package Prism
 */

if ( 'cli' !== PHP_SAPI || ! isset( $argv[1] ) ) {
	fwrite( STDERR, "usage: php bin/lib/package-vendor.php PACKAGE_DIR\n" );
	exit( 2 );
}

/** Whole packages PRISM's zip leaves out, beside Composer plugins. */
const PRISM_DROPPED_PACKAGES = array(
	// Country names in every language, read only by libphonenumber's carrier mapper and geocoder (left out below).
	'giggsey/locale',
);

/** Autoloaded code PRISM never runs, by package: path in the package => why. */
const PRISM_DROPPED_PATHS = array(
	'sabre/vobject'                  => array(
		'lib/Cli.php'               => 'the bin/vobject command line tool',
		'lib/PHPUnitAssertions.php' => 'assertions for a PHPUnit test suite',
	),
	// PRISM reads and formats numbers (PhoneNumberUtil): the carrier, geocoding and time-zone mappers and their data
	// (19 MB) are what giggsey/libphonenumber-for-php-lite leaves out too.
	'giggsey/libphonenumber-for-php' => array(
		'src/carrier'                         => 'carrier names',
		'src/geocoding'                       => 'place names',
		'src/timezone'                        => 'time zones',
		'src/prefixmapper'                    => 'the three mappers\' data readers',
		'src/PhoneNumberToCarrierMapper.php'  => 'carrier names',
		'src/PhoneNumberToTimeZonesMapper.php' => 'time zones',
	),
	'symfony/polyfill-mbstring'      => array(
		'bootstrap72.php' => 'required by bootstrap.php on PHP 7 only; PRISM needs PHP 8.2',
	),
);

/**
 * Deletes a file or a folder and what it holds.
 *
 * @param string $path Path.
 */
function prism_remove( string $path ): void {
	if ( is_dir( $path ) && ! is_link( $path ) ) {
		foreach ( new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $path, FilesystemIterator::SKIP_DOTS ), RecursiveIteratorIterator::CHILD_FIRST ) as $item ) {
			$item->isDir() && ! $item->isLink() ? rmdir( $item->getPathname() ) : unlink( $item->getPathname() );
		}
		rmdir( $path );
	} elseif ( file_exists( $path ) || is_link( $path ) ) {
		unlink( $path );
	}
}

/**
 * Whether a file of a package (path relative to the package) is kept.
 *
 * @param string   $relative Path in the package.
 * @param string[] $code     The package's autoloaded folders (with a trailing slash, '' for the whole package) and files.
 */
function prism_kept( string $relative, array $code ): bool {
	if ( ! str_contains( $relative, '/' ) && ( preg_match( '/^(LICEN[CS]E|COPYING|NOTICE)(\.[a-z]+)?$/i', $relative ) || 'PATCHES.txt' === $relative ) ) {
		return true;
	}
	if ( ! str_ends_with( $relative, '.php' ) ) {
		return false;
	}
	foreach ( $code as $path ) {
		if ( $relative === $path || ( ( '' === $path || str_ends_with( $path, '/' ) ) && str_starts_with( $relative, $path ) ) ) {
			return true;
		}
	}
	return false;
}

$prism_vendor    = rtrim( $argv[1], '/' ) . '/vendor';
$prism_record    = $prism_vendor . '/composer/installed.json';
$prism_installed = json_decode( (string) file_get_contents( $prism_record ), true );
if ( ! is_array( $prism_installed ) || ! isset( $prism_installed['packages'] ) ) {
	fwrite( STDERR, "package-vendor: $prism_record is not Composer's record of installed packages\n" );
	exit( 1 );
}

$prism_kept_packages = array();
foreach ( $prism_installed['packages'] as $prism_package ) {
	$prism_dir = $prism_vendor . '/' . $prism_package['name'];
	if ( 'composer-plugin' === $prism_package['type'] || in_array( $prism_package['name'], PRISM_DROPPED_PACKAGES, true ) ) {
		prism_remove( $prism_dir );
		printf( "package-vendor: %s left out\n", $prism_package['name'] );
		continue;
	}
	$prism_code = array();
	foreach ( array( 'psr-4', 'psr-0', 'classmap', 'files' ) as $prism_kind ) {
		foreach ( (array) ( $prism_package['autoload'][ $prism_kind ] ?? array() ) as $prism_paths ) {
			foreach ( (array) $prism_paths as $prism_path ) {
				$prism_path   = ltrim( (string) preg_replace( '#^\./#', '', $prism_path ), '/' );
				$prism_code[] = 'files' === $prism_kind || str_ends_with( $prism_path, '.php' ) || '' === $prism_path ? $prism_path : rtrim( $prism_path, '/' ) . '/';
			}
		}
	}
	foreach ( PRISM_DROPPED_PATHS[ $prism_package['name'] ] ?? array() as $prism_path => $prism_why ) {
		if ( ! file_exists( $prism_dir . '/' . $prism_path ) ) {
			fwrite( STDERR, "package-vendor: {$prism_package['name']} has no $prism_path to leave out: check PRISM_DROPPED_PATHS against this version\n" );
			exit( 1 );
		}
		prism_remove( $prism_dir . '/' . $prism_path );
	}
	$prism_files = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $prism_dir, FilesystemIterator::SKIP_DOTS ), RecursiveIteratorIterator::CHILD_FIRST );
	foreach ( $prism_files as $prism_item ) {
		$prism_relative = substr( $prism_item->getPathname(), strlen( $prism_dir ) + 1 );
		if ( $prism_item->isDir() ) {
			if ( ! ( new FilesystemIterator( $prism_item->getPathname() ) )->valid() ) {
				rmdir( $prism_item->getPathname() );
			}
		} elseif ( ! prism_kept( $prism_relative, $prism_code ) ) {
			unlink( $prism_item->getPathname() );
		}
	}
	$prism_kept_packages[] = $prism_package;
}
prism_remove( $prism_vendor . '/bin' );
foreach ( glob( $prism_vendor . '/*', GLOB_ONLYDIR ) as $prism_owner ) {
	if ( ! ( new FilesystemIterator( $prism_owner ) )->valid() ) {
		rmdir( $prism_owner );
	}
}

// Composer's records: installed.json (which `composer dump-autoload` reads) and installed.php (what
// Composer\InstalledVersions answers at run time; dump-autoload leaves it as it is), without the packages left out.
$prism_dropped               = array_diff( array_column( $prism_installed['packages'], 'name' ), array_column( $prism_kept_packages, 'name' ) );
$prism_installed['packages'] = $prism_kept_packages;
file_put_contents( $prism_record, json_encode( $prism_installed, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) . "\n" );
$prism_versions = $prism_vendor . '/composer/installed.php';
$prism_php      = (string) file_get_contents( $prism_versions );
foreach ( $prism_dropped as $prism_name ) {
	$prism_php = (string) preg_replace( '/^( +)' . preg_quote( var_export( $prism_name, true ), '/' ) . ' => array\(\n.*?^\1\),\n/ms', '', $prism_php, -1, $prism_count );
	if ( 1 !== $prism_count ) {
		fwrite( STDERR, "package-vendor: $prism_name not found once in $prism_versions\n" );
		exit( 1 );
	}
}
file_put_contents( $prism_versions, $prism_php );
$prism_left = array_keys( ( require $prism_versions )['versions'] );
if ( array_intersect( $prism_dropped, $prism_left ) || array_diff( array_column( $prism_kept_packages, 'name' ), $prism_left ) ) {
	fwrite( STDERR, "package-vendor: $prism_versions does not list exactly the packages kept\n" );
	exit( 1 );
}
printf( "package-vendor: kept %s\n", implode( ', ', array_column( $prism_kept_packages, 'name' ) ) );

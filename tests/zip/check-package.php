<?php
/**
 * Checks the libraries in the plugin zip (bin/package.sh runs it on every zip it builds; `npm run test:zip` builds
 * one): the zip's vendor/ holds only what PRISM loads at run time, and all of it loads.
 *   - No library tooling: no bin/ folder (vendor/bin, a library's command-line tools), no tests, docs, examples, build
 *     tools or CI settings, no phpunit/phpcs/phpstan/psalm configuration, no composer.json or README, no Composer plugin
 *     (cweagans/composer-patches patches the libraries at install; it never runs in a site).
 *   - Every file is a licence (the GPL needs the libraries' licences kept), a PATCHES.txt (the record of the patches
 *     applied, patches/) or a PHP file that something loads: Composer's autoloader, a class of its class map, a file
 *     its `files` list loads on every request, or one of the few files a library includes by path (listed below).
 *     Every library folder keeps its licence.
 *   - Every class of the class map and every file loaded by path loads in a new PHP process with every error
 *     reported, and raises none: no missing parent class, no PHP 8.2 deprecation (the patched sabre libraries).
 * Prints what it found; exits 1 when anything is wrong.
 *
 *   php tests/zip/check-package.php prism.zip
 *
 * @package Prism
 */

if ( 'cli' !== PHP_SAPI || ! isset( $argv[1] ) ) {
	fwrite( STDERR, "usage: php tests/zip/check-package.php PLUGIN_ZIP\n" );
	exit( 2 );
}

/** Files a library includes by path (not through the autoloader), relative to vendor/: pattern => who includes it. */
const PRISM_INCLUDED_BY_PATH = array(
	'#^sabre/vobject/lib/timezonedata/[a-z-]+\.php$#'            => 'Sabre\VObject\TimeZoneUtil (time zone names of Windows, Lotus, Exchange)',
	'#^symfony/polyfill-mbstring/bootstrap80\.php$#'             => 'symfony/polyfill-mbstring/bootstrap.php on PHP 8',
	'#^symfony/polyfill-mbstring/Resources/unidata/[A-Za-z]+\.php$#' => 'Symfony\Polyfill\Mbstring\Mbstring (case tables, where PHP has no mbstring)',
);

/** What library tooling looks like, for a readable message (anything else unexpected is caught by the list above). */
const PRISM_TOOLING = '#(^|/)(bin|tests?|docs?|examples?|build|tools|resources|\.github|\.git[^/]*|\.travis\.yml|\.php_cs[^/]*|\.php-cs-fixer[^/]*|phpunit\.xml[^/]*|phpcs\.xml[^/]*|\.?phpstan\.neon[^/]*|psalm\.xml[^/]*|infection\.json[^/]*|Makefile|composer\.(json|lock)|installed\.json|[^/]*\.md)(/|$)|composer-patches|cweagans#';

$prism_problems = array();
$prism_zip      = new ZipArchive();
if ( true !== $prism_zip->open( $argv[1] ) ) {
	fwrite( STDERR, "check-package: cannot open {$argv[1]}\n" );
	exit( 1 );
}
$prism_dir = sys_get_temp_dir() . '/prism-check-package-' . getmypid();
$prism_zip->extractTo( $prism_dir );
$prism_zip->close();
register_shutdown_function(
	static function () use ( $prism_dir ): void {
		exec( 'rm -rf ' . escapeshellarg( $prism_dir ) );
	}
);
$prism_vendor = $prism_dir . '/prism/vendor';
if ( ! is_file( $prism_vendor . '/autoload.php' ) ) {
	fwrite( STDERR, "check-package: the zip has no prism/vendor/autoload.php\n" );
	exit( 1 );
}

// What Composer's autoloader loads: the class map and the files list.
$prism_classmap = require $prism_vendor . '/composer/autoload_classmap.php';
$prism_loaded   = array();
foreach ( $prism_classmap as $prism_class => $prism_file ) {
	$prism_loaded[ (string) realpath( $prism_file ) ] = $prism_class;
	if ( ! is_file( $prism_file ) ) {
		$prism_problems[] = "class map names a missing file: $prism_class";
	}
}
foreach ( require $prism_vendor . '/composer/autoload_files.php' as $prism_file ) {
	$prism_loaded[ (string) realpath( $prism_file ) ] = 'files';
}

$prism_by_path = array();
$prism_counts  = array(
	'classes'  => count( $prism_classmap ),
	'files'    => 0,
	'licences' => 0,
);
$prism_items   = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $prism_vendor, FilesystemIterator::SKIP_DOTS ), RecursiveIteratorIterator::SELF_FIRST );
foreach ( $prism_items as $prism_item ) {
	$prism_relative = substr( $prism_item->getPathname(), strlen( $prism_vendor ) + 1 );
	if ( preg_match( PRISM_TOOLING, $prism_relative ) ) {
		$prism_problems[] = "library tooling: vendor/$prism_relative";
		continue;
	}
	if ( $prism_item->isDir() ) {
		// A library's folder (vendor/owner/name) keeps its licence.
		if ( 2 === substr_count( $prism_relative, '/' ) + 1 && ! glob( $prism_item->getPathname() . '/{LICEN[CS]E,COPYING}*', GLOB_BRACE ) ) {
			$prism_problems[] = "no licence file: vendor/$prism_relative";
		}
		continue;
	}
	++$prism_counts['files'];
	$prism_name = basename( $prism_relative );
	if ( preg_match( '/^(LICEN[CS]E|COPYING|NOTICE)(\.[a-z]+)?$/i', $prism_name ) ) {
		++$prism_counts['licences'];
		continue;
	}
	if ( 'PATCHES.txt' === $prism_name || 'autoload.php' === $prism_relative || preg_match( '#^composer/[A-Za-z0-9_]+\.php$#', $prism_relative ) || isset( $prism_loaded[ (string) realpath( $prism_item->getPathname() ) ] ) ) {
		continue;
	}
	foreach ( array_keys( PRISM_INCLUDED_BY_PATH ) as $prism_pattern ) {
		if ( preg_match( $prism_pattern, $prism_relative ) ) {
			$prism_by_path[] = $prism_item->getPathname();
			continue 2;
		}
	}
	$prism_problems[] = "not loaded by anything: vendor/$prism_relative";
}

// Every class and every file included by path, loaded in a new PHP process with every error reported.
$prism_loader = <<<'PHP'
<?php
error_reporting( -1 );
$errors = array();
set_error_handler(
	static function ( int $level, string $message, string $file, int $line ) use ( &$errors ): bool {
		$errors[] = "$message in $file:$line";
		return true;
	}
);
$vendor = $argv[1];
require $vendor . '/autoload.php';
foreach ( array_keys( require $vendor . '/composer/autoload_classmap.php' ) as $name ) {
	try {
		if ( ! class_exists( $name ) && ! interface_exists( $name ) && ! trait_exists( $name ) && ! enum_exists( $name ) ) {
			$errors[] = "$name does not load";
		}
	} catch ( Throwable $e ) {
		$errors[] = "$name: " . $e->getMessage();
	}
}
foreach ( array_slice( $argv, 2 ) as $file ) {
	include $file;
}
echo json_encode( $errors ), "\n";
PHP;
file_put_contents( $prism_dir . '/load.php', $prism_loader );
$prism_command = array_merge( array( PHP_BINARY, '-d', 'display_errors=stderr', '-d', 'memory_limit=512M', $prism_dir . '/load.php', $prism_vendor ), $prism_by_path );
$prism_process = proc_open( $prism_command, array( 1 => array( 'pipe', 'w' ), 2 => array( 'pipe', 'w' ) ), $prism_pipes );
$prism_stdout  = (string) stream_get_contents( $prism_pipes[1] );
$prism_stderr  = (string) stream_get_contents( $prism_pipes[2] );
$prism_status  = proc_close( $prism_process );
$prism_errors  = json_decode( $prism_stdout, true );
if ( 0 !== $prism_status || ! is_array( $prism_errors ) ) {
	$prism_problems[] = "loading the libraries failed: $prism_stdout$prism_stderr";
} else {
	foreach ( $prism_errors as $prism_error ) {
		$prism_problems[] = 'on loading: ' . str_replace( $prism_dir . '/', '', $prism_error );
	}
}

printf(
	"check-package: vendor/ holds %d files: %d classes, %d files loaded by path, %d licences\n",
	$prism_counts['files'],
	$prism_counts['classes'],
	count( $prism_by_path ),
	$prism_counts['licences']
);
if ( $prism_problems ) {
	fwrite( STDERR, 'check-package: ' . count( $prism_problems ) . " problems in {$argv[1]}:\n  " . implode( "\n  ", array_slice( $prism_problems, 0, (int) ( getenv( "PRISM_CHECK_SHOW" ) ?: 50 ) ) ) . "\n" );
	exit( 1 );
}
echo "check-package: every library file is loaded by PRISM's autoloader or a library, all load without a PHP error, no library tooling\n";

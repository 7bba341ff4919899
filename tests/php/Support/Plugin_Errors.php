<?php
/**
 * PHP errors in the tests: a deprecation raised in PRISM's own files or in the libraries it ships (vendor/ without
 * Composer's development tools) fails the test that raised it, as a notice or a warning from anywhere does; a
 * deprecation raised in WordPress (6.1 has many on PHP 8.2), in the SQLite integration or in a development tool goes
 * to the site's debug.log as before and fails nothing.
 *
 * PHPUnit 9's own error handler cannot tell whose a deprecation is (convertDeprecationsToExceptions turns every one
 * into an error, WordPress's too), so this handler is installed by the bootstrap, before WordPress loads; PHPUnit then
 * leaves it in place (it installs its own only when none is set), and everything but deprecations is handed to a
 * PHPUnit handler made with PHPUnit's defaults. bin/test.sh checks the debug.log of the site for the same scope: the
 * requests the tests make to the test server and the PHP processes they start fail there.
 *
 * @package Prism
 */

namespace Prism\Tests\Support;

use PHPUnit\Framework\Error\Deprecated;
use PHPUnit\Util\ErrorHandler;

/**
 * The tests' error handler, and what counts as PRISM's file.
 */
final class Plugin_Errors {

	/**
	 * PHPUnit's handler for everything but deprecations (notices, warnings and errors become test errors).
	 *
	 * @var ErrorHandler|null
	 */
	private static ?ErrorHandler $phpunit = null;

	/**
	 * Folders that are not PRISM's code, resolved: Composer's development tools (the zip leaves them out).
	 *
	 * @var string[]|null
	 */
	private static ?array $dev_tools = null;

	/**
	 * Installs the handler (once, before WordPress loads).
	 */
	public static function register(): void {
		set_error_handler( array( self::class, 'handle' ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_set_error_handler -- the tests' handler.
	}

	/**
	 * The error handler.
	 *
	 * @param int    $level   E_* constant.
	 * @param string $message Message.
	 * @param string $file    File that raised it.
	 * @param int    $line    Line.
	 * @return bool False: PHP's own handling (the log) goes on.
	 * @throws Deprecated A deprecation in PRISM's files.
	 */
	public static function handle( int $level, string $message, string $file, int $line ): bool {
		if ( ! ( $level & error_reporting() ) ) {
			return false; // Silenced with @.
		}
		if ( $level & ( E_DEPRECATED | E_USER_DEPRECATED ) ) {
			if ( self::is_plugin_file( $file ) ) {
				throw new Deprecated( $message, $level, $file, $line );
			}
			return false;
		}
		self::$phpunit ??= new ErrorHandler( false, true, true, true );
		return ( self::$phpunit )( $level, $message, $file, $line );
	}

	/**
	 * The plugin's folder (this repository), resolved, with a trailing slash.
	 */
	public static function root(): string {
		return (string) realpath( dirname( __DIR__, 3 ) ) . '/';
	}

	/**
	 * Whether a file is PRISM's: in the repository (the plugin's folder in the test sites is a link to it), and not in
	 * its WordPress sites (.wp/), node_modules/ or one of Composer's development tools in vendor/.
	 *
	 * @param string $file Path, as PHP reports it.
	 */
	public static function is_plugin_file( string $file ): bool {
		$path = realpath( $file );
		$path = false === $path ? $file : $path;
		$root = self::root();
		if ( ! str_starts_with( $path, $root ) ) {
			return false;
		}
		foreach ( array_merge( array( $root . '.wp/', $root . 'node_modules/' ), self::dev_tools() ) as $other ) {
			if ( str_starts_with( $path, $other ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * The folders of Composer's development packages (require-dev and what only they need), from Composer's record
	 * of what it installed.
	 *
	 * @return string[] Resolved paths with a trailing slash.
	 */
	public static function dev_tools(): array {
		if ( null === self::$dev_tools ) {
			self::$dev_tools = array();
			$installed       = self::root() . 'vendor/composer/installed.php';
			$versions        = is_readable( $installed ) ? ( require $installed )['versions'] : array();
			foreach ( $versions as $package ) {
				$path = isset( $package['install_path'] ) ? realpath( $package['install_path'] ) : false;
				if ( ! empty( $package['dev_requirement'] ) && false !== $path ) {
					self::$dev_tools[] = $path . '/';
				}
			}
		}
		return self::$dev_tools;
	}
}

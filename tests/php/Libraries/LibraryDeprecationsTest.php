<?php
/**
 * PHP 8.2 deprecations from the libraries PRISM ships (issue 25: a debug.log a site admin can read). sabre/vobject
 * 4.2.2 and sabre/xml 1.5.1 raise hundreds of them as they stand; patches/ fixes them at `composer install`. In a new
 * PHP process (so that each library class is loaded, and linked, for the first time there), with every error reported,
 * a vCard import, a vCard export and the iCalendar feed (read back and expanded as a calendar app does) raise none,
 * and nor does libphonenumber. The same process with the unpatched libraries loaded in their place records them, so
 * the check is not blind. And the tests' own error handler: a deprecation in PRISM's files or its vendor/ fails the
 * test that raised it, WordPress's own does not.
 *
 * @package Prism
 */

namespace Prism\Tests\Libraries;

use PHPUnit\Framework\Error\Deprecated;
use Prism\Data\Event_Repository;
use Prism\Data\Followup_Repository;
use Prism\Reminders\Reminder_Settings;
use Prism\Tests\Support\Plugin_Errors;
use Prism\Tests\Support\Prism_Test_Case;

require_once dirname( __DIR__ ) . '/Support/Prism_Test_Case.php';

/**
 * Deprecations from the bundled libraries.
 */
final class LibraryDeprecationsTest extends Prism_Test_Case {

	/**
	 * The temporary folder holding an unpatched copy of vendor/sabre, if a test made one.
	 *
	 * @var string
	 */
	private string $dir = '';

	protected function setUp(): void {
		parent::setUp();
		$this->make_network();
	}

	protected function tearDown(): void {
		delete_user_meta( self::$owner, Reminder_Settings::FEED_SECRET );
		if ( '' !== $this->dir ) {
			exec( 'rm -rf ' . escapeshellarg( $this->dir ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_exec -- test clean-up of its own temporary folder.
		}
		parent::tearDown();
	}

	public function test_vcard_import_export_and_the_calendar_feed_raise_no_deprecation(): void {
		$result = $this->child();
		$this->assertGreaterThanOrEqual( 5, $result['cards'], 'the vCard fixtures were read' );
		$this->assertGreaterThanOrEqual( $result['cards'] - 1, $result['records'], 'and made into records (one is cut short)' );
		$this->assertSame( 4, $result['exported'], 'the member\'s four contacts were exported as vCards' );
		$this->assertSame( 4, $result['reimported'], 'and the export read back' );
		$this->assertSame( 6, $result['feedEvents'], 'the feed holds the four dates and the two follow-ups' );
		$this->assertGreaterThanOrEqual( 6, $result['occurrences'], 'and its yearly items were expanded' );
		$this->assertSame( array( '+442079460958', '+4930123456', '+15550100000', '+49301234567', null ), $result['phones'] );
		$this->assertGreaterThan( 200, $result['regions'] );
		$this->assertSame( array(), $result['deprecations'], 'PHP deprecations from PRISM or its libraries' );
	}

	public function test_the_unpatched_libraries_raise_deprecations_on_the_same_paths(): void {
		$this->assertNotSame( '', (string) shell_exec( 'command -v patch' ), 'patch (Debian package patch) is installed by bin/lib/deps.sh' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_shell_exec -- test set-up.
		$this->dir = sys_get_temp_dir() . '/prism-unpatched-' . getmypid() . '-' . wp_generate_password( 8, false );
		$root      = Plugin_Errors::root();
		exec( 'cp -r ' . escapeshellarg( $root . 'vendor/sabre' ) . ' ' . escapeshellarg( $this->dir ), $output, $status ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_exec -- test set-up.
		$this->assertSame( 0, $status );
		$patches = (array) json_decode( (string) file_get_contents( $root . 'composer.json' ), true )['extra']['patches'];
		foreach ( array( 'sabre/vobject' => 'vobject', 'sabre/xml' => 'xml' ) as $package => $folder ) {
			foreach ( (array) $patches[ $package ] as $patch ) {
				exec( sprintf( 'patch -R -p1 --batch --quiet --no-backup-if-mismatch -d %s < %s 2>&1', escapeshellarg( $this->dir . '/' . $folder ), escapeshellarg( $root . $patch ) ), $output, $status ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_exec -- test set-up.
				$this->assertSame( 0, $status, "{$patch} reversed: " . implode( "\n", $output ) );
			}
		}

		$result = $this->child( $this->dir );
		$this->assertSame( 4, $result['exported'] );
		$this->assertSame( 6, $result['feedEvents'] );
		$found = implode( "\n", $result['deprecations'] );
		$this->assertStringContainsString( 'other-plugin/vobject/lib/Node.php:', $found, 'return types (PHP 8.1)' );
		$this->assertStringContainsString( 'other-plugin/vobject/lib/Parser/MimeDir.php:442 strtoupper(): Passing null', $found, 'null to a string parameter (PHP 8.1), on every property read' );
		$this->assertStringContainsString( 'other-plugin/vobject/lib/Parser/MimeDir.php:454 Function utf8_encode() is deprecated', $found, 'utf8_encode() (PHP 8.2), for the ISO-8859-1 card' );
		$this->assertStringContainsString( 'other-plugin/vobject/lib/Recur/RRuleIterator.php:', $found, 'the recurrence iterators (PHP 8.1)' );
	}

	public function test_a_deprecation_in_prisms_files_fails_the_test_and_wordpresss_own_does_not(): void {
		$current = set_error_handler( static fn(): bool => false ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_set_error_handler -- reads the handler in place.
		restore_error_handler();
		$this->assertSame( array( Plugin_Errors::class, 'handle' ), $current, 'the bootstrap\'s handler is the one PHPUnit left in place' );

		$root = Plugin_Errors::root();
		foreach ( array( 'includes/Plugin.php', 'vendor/sabre/vobject/lib/Node.php', 'vendor/giggsey/libphonenumber-for-php/src/PhoneNumberUtil.php' ) as $file ) {
			try {
				Plugin_Errors::handle( E_DEPRECATED, 'A deprecation', $root . $file, 1 );
				$this->fail( "A deprecation in {$file} went unnoticed" );
			} catch ( Deprecated $e ) {
				$this->assertSame( $root . $file, $e->getFile() );
			}
		}
		$theirs = array( ABSPATH . 'wp-includes/functions.php', $root . 'vendor/wp-cli/wp-cli/php/class-wp-cli.php', sys_get_temp_dir() . '/other-plugin/vobject/lib/Node.php' );
		foreach ( $theirs as $file ) {
			$this->assertFalse( Plugin_Errors::handle( E_DEPRECATED, 'A deprecation', $file, 1 ), "{$file} is not PRISM's: its deprecation goes to debug.log" );
		}

		try {
			strtoupper( $this->nothing() );
			$this->fail( 'A real deprecation in this file (PRISM\'s) went unnoticed' );
		} catch ( Deprecated $e ) {
			$this->assertSame( 'strtoupper(): Passing null to parameter #1 ($string) of type string is deprecated', $e->getMessage() );
			$this->assertSame( __FILE__, $e->getFile() );
		}
	}

	/**
	 * Null, typed loosely enough for a real PHP 8.1 deprecation.
	 *
	 * @return mixed
	 */
	private function nothing() {
		return null;
	}

	/**
	 * The owner's network: four contacts (one with every field), four dates and two follow-ups.
	 */
	private function make_network(): void {
		$ada    = $this->make_contact(
			self::$owner,
			array(
				'firstName'       => 'Ada',
				'lastName'        => 'Lovelace-Byron',
				'title'           => 'Analyst & "first" programmer',
				'company'         => 'Engines, Ltd; London',
				'emailOne'        => 'ada@example.test',
				'emailOneType'    => 'Main',
				'emailTwo'        => 'ada.home@example.test',
				'emailTwoType'    => 'Home',
				'phoneOne'        => '+44 20 7946 0000',
				'phoneOneType'    => 'Mobile',
				'phoneTwo'        => '(020) 7946-0002 ext. 7',
				'phoneTwoType'    => 'Other',
				'addressOne'      => '12 St James\'s Square',
				'addressOneType'  => 'Home',
				'addressOneCity'  => 'London',
				'addressOneState' => 'Greater London',
				'addressOneZip'   => 'SW1Y 4JH',
				'website'         => 'https://ada.example/notes?a=1,2&b=%20',
				'linkedIn'        => 'https://www.linkedin.com/in/ada-lovelace',
				'twitter'         => 'https://x.com/ada',
			)
		);
		$bo     = $this->make_contact( self::$owner, array( 'firstName' => 'Bo', 'phoneOne' => '+1 555 010 0001', 'phoneOneType' => 'Mobile', 'emailOne' => 'bo@example.test' ) );
		$events = new Event_Repository();
		foreach ( array( array( $ada, 'Birthday', '1815-12-10' ), array( $ada, 'Anniversary', '1835-07-08' ), array( $ada, 'Other', '1843-09-01' ), array( $bo, 'Birthday', '--02-29' ) ) as $event ) {
			$events->create(
				self::$owner,
				$event[0],
				array(
					'title' => $event[1],
					'type'  => $event[1],
					'desc'  => "Line one\nLine two; with, punctuation",
					'date'  => $event[2],
				)
			);
		}
		$this->make_category( self::$owner, 'Mathematicians, 19th c.', array( $ada, $bo ) );
		$this->make_note( self::$owner, $ada, "Met at Babbage's soirée.\nBudget <100k and >50k." );
		$this->make_contact( self::$owner, array( 'company' => 'Acme Widgets GmbH', 'emailOne' => 'info@acme.example' ) );
		$this->make_contact( self::$owner, array( 'firstName' => 'Zoë', 'lastName' => 'Ørsted-Ünal', 'emailOne' => 'zoe@example.test' ) );
		$followups = new Followup_Repository();
		$today     = current_time( 'Y-m-d' );
		$followups->create(
			self::$owner,
			$ada,
			array(
				'title' => 'Send the Notes',
				'desc'  => '',
				'date'  => $today,
			)
		);
		$done = $followups->create(
			self::$owner,
			$bo,
			array(
				'title' => 'Call back',
				'desc'  => 'About the engine',
				'date'  => $today,
			)
		);
		$followups->set_complete( self::$owner, $done, true );
	}

	/**
	 * Runs tests/php/Libraries/Support/deprecations-child.php in a new PHP process and decodes its answer.
	 *
	 * @param string $other_sabre A copy of vendor/sabre to load first, as another plugin would; '' for none.
	 * @return array<string, mixed>
	 */
	private function child( string $other_sabre = '' ): array {
		$env     = array_merge(
			getenv(),
			array(
				'PRISM_OTHER_SABRE' => $other_sabre,
				'PRISM_FEED_MEMBER' => (string) self::$owner,
				'PRISM_FEED_SECRET' => Reminder_Settings::feed_secret( self::$owner ),
			)
		);
		$command = array( PHP_BINARY, '-d', 'display_errors=stderr', '-d', 'error_reporting=-1', __DIR__ . '/Support/deprecations-child.php' );
		$process = proc_open( $command, array( 1 => array( 'pipe', 'w' ), 2 => array( 'pipe', 'w' ) ), $pipes, null, $env );
		$this->assertIsResource( $process );
		$stdout = (string) stream_get_contents( $pipes[1] );
		$stderr = (string) stream_get_contents( $pipes[2] );
		fclose( $pipes[1] );
		fclose( $pipes[2] );
		$this->assertSame( 0, proc_close( $process ), $stdout . $stderr );
		$lines  = array_filter( explode( "\n", trim( $stdout ) ) );
		$result = json_decode( (string) end( $lines ), true );
		$this->assertIsArray( $result, $stdout . $stderr );
		return $result;
	}
}

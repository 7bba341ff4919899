<?php
/**
 * A new PHP process (so every library class is loaded here for the first time, and the deprecations PHP raises while
 * linking a class are seen) that loads WordPress with PRISM active, every error reported, and records each deprecation
 * raised in PRISM's files or in the libraries it ships while it runs what uses them:
 *   - vCard import: every vCard fixture (iCloud 3.0, 2.1 with quoted-printable, 4.0, a broken one) and a vCard 2.1 card
 *     in ISO-8859-1, read by Vcard_Reader (sabre/vobject's parser) and fitted into records;
 *   - vCard export: the member's contacts downloaded through the export route (Vcard_Writer), and that file imported;
 *   - the iCalendar feed: read through its route (Calendar_Feed), then parsed, validated and its yearly items
 *     expanded over two years with sabre/vobject, as a calendar app reads it;
 *   - phone numbers: libphonenumber reading numbers in several regions, and its list of regions.
 * Prints one line of JSON: the deprecations ("file:line message", file relative to the repository) and what each
 * path produced, so the test can see that the paths really ran.
 *
 *   php deprecations-child.php
 *
 * Environment: PRISM_WP_DIR, PRISM_TEST_URL, PRISM_FEED_MEMBER (the member whose contacts, events and follow-ups
 * are exported and fed), PRISM_FEED_SECRET; PRISM_OTHER_SABRE (optional): a copy of vendor/sabre loaded in place of
 * PRISM's (first by another plugin, tests/php/Import/Support/other-plugin.php, then in front of PRISM's autoloader),
 * whose deprecations are recorded too.
 *
 * @package Prism
 */

use Prism\Domain\Contact_Identity;
use Prism\Import\Vcard_Reader;
use Prism\Pages\Site_Settings;
use Prism\Tests\Support\Plugin_Errors;

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}
error_reporting( -1 );
require dirname( __DIR__, 2 ) . '/Support/Plugin_Errors.php';

$prism_other = (string) getenv( 'PRISM_OTHER_SABRE' );
$prism_where = array( Plugin_Errors::root() => '' );
if ( '' !== $prism_other ) {
	$prism_where[ realpath( $prism_other ) . '/' ] = 'other-plugin/';
}
$prism_seen = array();
set_error_handler( // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_set_error_handler -- the recorder.
	static function ( int $level, string $message, string $file, int $line ) use ( &$prism_seen, $prism_where ): bool {
		if ( ! ( $level & ( E_DEPRECATED | E_USER_DEPRECATED ) ) ) {
			return false;
		}
		$path = (string) realpath( $file );
		foreach ( $prism_where as $folder => $label ) {
			if ( str_starts_with( $path, $folder ) && ( '' !== $label || Plugin_Errors::is_plugin_file( $file ) ) ) {
				$key                = $label . substr( $path, strlen( $folder ) ) . ':' . $line . ' ' . $message;
				$prism_seen[ $key ] = ( $prism_seen[ $key ] ?? 0 ) + 1;
				return true;
			}
		}
		return false;
	}
);

$prism_url              = (string) getenv( 'PRISM_TEST_URL' );
$_SERVER['HTTP_HOST']   = (string) parse_url( $prism_url, PHP_URL_HOST ) . ( parse_url( $prism_url, PHP_URL_PORT ) ? ':' . parse_url( $prism_url, PHP_URL_PORT ) : '' );
$_SERVER['SERVER_NAME'] = (string) parse_url( $prism_url, PHP_URL_HOST );
$_SERVER['REQUEST_URI'] = '/';
define( 'DISABLE_WP_CRON', true );

if ( '' !== $prism_other ) {
	require dirname( __DIR__, 2 ) . '/Import/Support/other-plugin.php';
}
require getenv( 'PRISM_WP_DIR' ) . '/wp-load.php';
if ( '' !== $prism_other ) {
	// PRISM's Composer autoloader went in front of the other plugin's when PRISM loaded: the copy's loader goes in front
	// again, so that every sabre class from now on is the copy's too.
	spl_autoload_register(
		static function ( string $class_name ) use ( $prism_other ): void {
			foreach ( array( 'Sabre\\VObject\\' => 'vobject/lib/', 'Sabre\\Xml\\' => 'xml/lib/', 'Sabre\\Uri\\' => 'uri/lib/' ) as $prefix => $folder ) {
				$file = $prism_other . '/' . $folder . str_replace( '\\', '/', substr( $class_name, strlen( $prefix ) ) ) . '.php';
				if ( str_starts_with( $class_name, $prefix ) && is_file( $file ) ) {
					require $file;
					return;
				}
			}
		},
		true,
		true
	);
}
error_reporting( -1 ); // WP_DEBUG set E_ALL, which is all of them on PHP 8.2; -1 stays right on a later PHP.

$prism_member = (int) getenv( 'PRISM_FEED_MEMBER' );
$prism_result = array(
	'cards'       => 0,
	'records'     => 0,
	'exported'    => 0,
	'reimported'  => 0,
	'feedEvents'  => 0,
	'occurrences' => 0,
	'phones'      => array(),
	'regions'     => 0,
);

/**
 * Reads a vCard text with PRISM's importer and counts what it made of it.
 *
 * @param string               $text   vCard text.
 * @param array<string, mixed> $result Counts (updated).
 */
function prism_read_cards( string $text, array &$result ): int {
	$stream = fopen( 'php://memory', 'w+b' );
	fwrite( $stream, $text );
	$result['cards'] += Vcard_Reader::count( $stream );
	Vcard_Reader::without_binary( $text );
	$records = ( new Vcard_Reader() )->read( $stream, array(), 10000 )['records'];
	fclose( $stream );
	$result['records'] += count( $records );
	return count( $records );
}

// vCard import.
foreach ( glob( dirname( __DIR__, 3 ) . '/fixtures/import/*.vcf' ) as $prism_file ) {
	prism_read_cards( (string) file_get_contents( $prism_file ), $prism_result );
}
prism_read_cards( "BEGIN:VCARD\r\nVERSION:2.1\r\nN;CHARSET=ISO-8859-1:M\xFCller;J\xF6rg\r\nFN;CHARSET=ISO-8859-1:J\xF6rg M\xFCller\r\nTEL;CELL:+49 30 1234567\r\nEND:VCARD\r\n", $prism_result );

// vCard export, and the file imported again.
wp_set_current_user( $prism_member );
$prism_request = new WP_REST_Request( 'GET', '/prism/v1/export' );
$prism_request->set_query_params( array( 'format' => 'vcard' ) );
$prism_export = rest_do_request( $prism_request )->get_data();
if ( $prism_export instanceof \Prism\Export\Contact_Export ) {
	$prism_text                 = $prism_export->render();
	$prism_result['exported']   = substr_count( $prism_text, "BEGIN:VCARD\r\n" );
	$prism_result['reimported'] = prism_read_cards( $prism_text, $prism_result );
}

// The calendar feed, and what a calendar app does with it.
wp_set_current_user( 0 );
$prism_feed = rest_do_request( new WP_REST_Request( 'GET', sprintf( '/prism/v1/calendar-feed/%d/%s.ics', $prism_member, (string) getenv( 'PRISM_FEED_SECRET' ) ) ) )->get_data();
if ( $prism_feed instanceof \Prism\Reminders\Calendar_Feed ) {
	$prism_calendar = \Sabre\VObject\Reader::read( $prism_feed->render(), \Sabre\VObject\Reader::OPTION_FORGIVING );
	$prism_calendar->validate();
	$prism_result['feedEvents']  = count( $prism_calendar->select( 'VEVENT' ) );
	$prism_year                  = (int) gmdate( 'Y' );
	$prism_expanded              = $prism_calendar->expand( new DateTimeImmutable( $prism_year . '-01-01T00:00:00Z' ), new DateTimeImmutable( ( $prism_year + 2 ) . '-01-01T00:00:00Z' ) );
	$prism_result['occurrences'] = count( $prism_expanded->select( 'VEVENT' ) );
}

// Phone numbers.
foreach ( array( array( '+44 20 7946 0958', '' ), array( '0049 30 123456', 'US' ), array( '(555) 010-0000 ext. 7', 'US' ), array( '030 1234567', 'DE' ), array( 'not a number', 'FR' ) ) as $prism_phone ) {
	$prism_result['phones'][] = Contact_Identity::phone_e164( $prism_phone[0], $prism_phone[1] );
}
$prism_result['regions'] = count( Site_Settings::regions() );

ksort( $prism_seen );
$prism_result['deprecations'] = array_keys( $prism_seen );
echo wp_json_encode( $prism_result ), "\n";

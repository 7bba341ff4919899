<?php
/**
 * A PHP process in which another plugin (other-plugin.php) loads its own copy of the sabre libraries before PRISM,
 * then WordPress loads with PRISM active. Prints one line of JSON: which copy is in use, what PRISM made of a vCard
 * file, and what the calendar feed answered.
 *
 *   php coexistence-child.php VCF_FILE [raw]
 *
 * With `raw`, PRISM's vendor/autoload.php is required straight after the other plugin, without PRISM's guard (what
 * the plugin did before): the process is expected to die with "Cannot redeclare".
 * Environment: PRISM_WP_DIR, PRISM_TEST_URL, PRISM_OTHER_SABRE, PRISM_FEED_MEMBER, PRISM_FEED_SECRET.
 *
 * @package Prism
 */

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}
$prism_url              = (string) getenv( 'PRISM_TEST_URL' );
$_SERVER['HTTP_HOST']   = (string) parse_url( $prism_url, PHP_URL_HOST ) . ( parse_url( $prism_url, PHP_URL_PORT ) ? ':' . parse_url( $prism_url, PHP_URL_PORT ) : '' );
$_SERVER['SERVER_NAME'] = (string) parse_url( $prism_url, PHP_URL_HOST );
$_SERVER['REQUEST_URI'] = '/';
define( 'DISABLE_WP_CRON', true );

require __DIR__ . '/other-plugin.php';

if ( 'raw' === ( $argv[2] ?? '' ) ) {
	require dirname( __DIR__, 4 ) . '/vendor/autoload.php';
	echo json_encode( array( 'loaded' => true ) ), "\n";
	exit( 0 );
}

require getenv( 'PRISM_WP_DIR' ) . '/wp-load.php';

$prism_result = array(
	'vobjectFile' => ( new ReflectionClass( \Sabre\VObject\Reader::class ) )->getFileName(),
	'version'     => \Prism\Libraries::vobject_version(),
	'records'     => null,
	'error'       => null,
);
try {
	$prism_stream = fopen( (string) $argv[1], 'rb' );
	$prism_read   = ( new \Prism\Import\Vcard_Reader() )->read( $prism_stream, array(), 1000 );
	$prism_result['records'] = $prism_read['records'];
} catch ( RuntimeException $e ) {
	$prism_result['error'] = $e->getMessage();
}

$prism_feed = rest_do_request(
	new WP_REST_Request( 'GET', sprintf( '/prism/v1/calendar-feed/%d/%s.ics', (int) getenv( 'PRISM_FEED_MEMBER' ), (string) getenv( 'PRISM_FEED_SECRET' ) ) )
);
$prism_data = $prism_feed->get_data();
$prism_result['feedStatus'] = $prism_feed->get_status();
$prism_result['feed']       = $prism_data instanceof \Prism\Reminders\Calendar_Feed ? substr( $prism_data->render(), 0, 15 ) : ( $prism_data['message'] ?? null );

echo wp_json_encode( $prism_result ), "\n";

<?php
/**
 * Peak PHP memory of PRISM's routes for the member `bench`, dispatched in-process (rest_do_request) on the
 * benchmark site, each in a fresh PHP process so one route's peak does not hide another's.
 *
 * Usage: php bin/lib/bench-memory.php <wordpress dir> [route]   (without a route: runs them all)
 */

if ( PHP_SAPI !== 'cli' || empty( $argv[1] ) ) {
	fwrite( STDERR, "usage: php bin/lib/bench-memory.php <wordpress dir> [route]\n" );
	exit( 2 );
}
$site = rtrim( $argv[1], '/' );

if ( empty( $argv[2] ) ) {
	$routes = array( 'floor', 'contact-list', 'contacts', 'all-notes', 'categories', 'followups-due', 'calendar-events', 'calendar-feed', 'export-csv', 'export-vcard' );
	printf( "\n%-34s %14s %14s\n", 'route (in-process)', 'peak memory', 'response' );
	foreach ( $routes as $route ) {
		$out = shell_exec( escapeshellarg( PHP_BINARY ) . ' -d memory_limit=1G ' . escapeshellarg( __FILE__ ) . ' ' . escapeshellarg( $site ) . ' ' . escapeshellarg( $route ) . ' 2>&1' );
		echo $out;
	}
	return;
}

require $site . '/wp-load.php';
$member = get_user_by( 'login', 'bench' );
if ( ! $member ) {
	fwrite( STDERR, "no member bench\n" );
	exit( 1 );
}
wp_set_current_user( $member->ID );
$paths = array(
	'floor'        => '/wp/v2/users/me',
	'contact-list' => '/prism/v1/contact-list/' . $member->ID,
	'contacts'     => '/prism/v1/contacts/' . $member->ID,
	'all-notes'    => '/prism/v1/all-notes/' . $member->ID,
	'categories'   => '/prism/v1/categories/' . $member->ID,
	'followups-due' => '/prism/v1/followups-with-contacts/' . $member->ID,
	'calendar-events' => '/prism/v1/calendar-events/' . $member->ID,
	'calendar-feed' => '/prism/v1/calendar-feed/' . $member->ID . '/' . \Prism\Reminders\Reminder_Settings::feed_secret( $member->ID ) . '.ics',
	'export-csv'    => '/prism/v1/export',
	'export-vcard'  => '/prism/v1/export',
);
$route = $argv[2];
$base  = memory_get_peak_usage();
$start = microtime( true );
$request = new WP_REST_Request( 'GET', $paths[ $route ] );
if ( str_starts_with( $route, 'export-' ) ) {
	$request->set_query_params( array( 'format' => substr( $route, strlen( 'export-' ) ) ) );
}
$response = rest_do_request( $request );
if ( $response->get_data() instanceof \Prism\Rest\Contact_List_Stream ) {
	// Served over HTTP, the list is streamed: measure that path, counting the bytes instead of keeping them.
	$bytes = 0;
	ob_start(
		static function ( string $chunk ) use ( &$bytes ): string {
			$bytes += strlen( $chunk );
			return '';
		},
		65536
	);
	$response->get_data()->emit();
	ob_end_flush();
} elseif ( $response->get_data() instanceof \Prism\Export\Contact_Export ) {
	// The export download is written out a batch of contacts at a time: count the bytes.
	$bytes = 0;
	$response->get_data()->write(
		static function ( string $chunk ) use ( &$bytes ): void {
			$bytes += strlen( $chunk );
		}
	);
} elseif ( $response->get_data() instanceof \Prism\Reminders\Calendar_Feed ) {
	// The calendar feed is written out as it is read: count the bytes.
	$bytes = 0;
	$response->get_data()->write(
		static function ( string $chunk ) use ( &$bytes ): void {
			$bytes += strlen( $chunk );
		}
	);
} else {
	$bytes = strlen( (string) wp_json_encode( rest_get_server()->response_to_data( $response, false ) ) );
}
printf(
	"%-34s %11.1f MB %11.1f MB   (%d, %.0f ms)\n",
	'GET ' . ( 'calendar-feed' === $route ? '/prism/v1/calendar-feed/{id}/{secret}.ics' : preg_replace( '/\d+$/', '{id}', $paths[ $route ] ) . ( str_starts_with( $route, 'export-' ) ? '?format=' . substr( $route, strlen( 'export-' ) ) : '' ) ),
	memory_get_peak_usage() / 1048576,
	$bytes / 1048576,
	$response->get_status(),
	( microtime( true ) - $start ) * 1000
);

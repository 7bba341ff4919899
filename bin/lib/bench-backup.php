<?php
/**
 * Benchmark of a member's backup and restore through the page's own requests (docs/benchmarks.md, "Backup and
 * restore"): a member with N contacts (each with a note, an event and a category) downloads "Back up everything"
 * (GET backup/{id}), a second, empty member uploads it to the Restore dialog's route (POST restores/{id}, multipart),
 * starts it and drives the job with POST jobs/{id}/run as the page does. Prints the times, the file's size, the
 * counts restored and any line the run added to debug.log.
 *
 * Usage: php bin/lib/bench-backup.php WP_DIR SITE_URL [CONTACTS=5000]
 *
 * @package Prism
 */

if ( 'cli' !== PHP_SAPI || count( $argv ) < 3 ) {
	fwrite( STDERR, "usage: php bench-backup.php WP_DIR SITE_URL [CONTACTS]\n" );
	exit( 2 );
}
list( , $prism_wp, $prism_base ) = $argv;
$prism_count                     = (int) ( $argv[3] ?? 5000 );
$_SERVER['HTTP_HOST']            = (string) parse_url( $prism_base, PHP_URL_HOST ) . ':' . (string) parse_url( $prism_base, PHP_URL_PORT );
$_SERVER['SERVER_NAME']          = (string) parse_url( $prism_base, PHP_URL_HOST );
$_SERVER['REQUEST_URI']          = '/';
define( 'DISABLE_WP_CRON', true );
require $prism_wp . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/user.php';
require_once __DIR__ . '/bench-load-member.php';

/**
 * A member for the bench, with no PRISM data.
 *
 * @param string $login Login.
 */
function prism_bench_backup_member( string $login ): int {
	$user = get_user_by( 'login', $login );
	if ( $user ) {
		wp_delete_user( $user->ID );
	}
	return (int) wp_create_user( $login, 'password', $login . '@example.test' );
}

$prism_src = prism_bench_backup_member( 'bench-backup-src' );
$prism_dst = prism_bench_backup_member( 'bench-backup-dst' );
$prism_log = WP_CONTENT_DIR . '/../debug.log';
$prism_log = is_string( WP_DEBUG_LOG ) ? WP_DEBUG_LOG : $prism_log;
$prism_at  = is_file( $prism_log ) ? filesize( $prism_log ) : 0;

// The source account, written in-process (not timed).
$prism_started = microtime( true );
$prism_service = new Prism\Service\Contact_Service();
$prism_notes   = new Prism\Data\Note_Repository();
$prism_events  = new Prism\Data\Event_Repository();
$prism_cats    = new Prism\Data\Category_Repository();
$prism_board   = $prism_cats->ensure( $prism_src, 'Board' );
for ( $prism_i = 0; $prism_i < $prism_count; $prism_i += 500 ) {
	$prism_people = array();
	for ( $prism_j = $prism_i; $prism_j < min( $prism_count, $prism_i + 500 ); $prism_j++ ) {
		$prism_people[] = array(
			'input' => array(
				'firstName' => "First{$prism_j}",
				'lastName'  => "Last{$prism_j}",
				'company'   => 'Company ' . ( $prism_j % 97 ),
				'emailOne'  => "person{$prism_j}@example.test",
				'phoneOne'  => '+1 555 ' . str_pad( (string) $prism_j, 7, '0', STR_PAD_LEFT ),
			),
		);
	}
	$prism_ids = $prism_service->create_many( $prism_src, $prism_people );
	$prism_cats->attach( $prism_src, $prism_board, $prism_ids );
	foreach ( $prism_ids as $prism_k => $prism_id ) {
		$prism_notes->create( $prism_src, $prism_id, "Met at the conference; budget <100k and >50k, notes at https://example.test/a%20b ({$prism_k})", 1 );
		$prism_events->create(
			$prism_src,
			$prism_id,
			array(
				'title' => 'Birthday',
				'type'  => 'Birthday',
				'date'  => '1980-' . str_pad( (string) ( 1 + $prism_k % 12 ), 2, '0', STR_PAD_LEFT ) . '-15',
				'desc'  => '',
			)
		);
	}
}
printf( "account: %d contacts with a note, an event and a category each, written in %.1f s\n", $prism_count, microtime( true ) - $prism_started );

// The download, as the member's browser makes it.
$prism_member = new Prism_Load_Member( $prism_base );
$prism_member->log_in( 'bench-backup-src' );
list( $prism_code, , $prism_body ) = $prism_member->call( 'backup', 'GET', "/wp-json/prism/v1/backup/{$prism_src}" );
$prism_file                         = sys_get_temp_dir() . '/prism-bench-backup.jsonl.gz';
file_put_contents( $prism_file, (string) $prism_body );
unset( $prism_body );
printf( "download: HTTP %d, %.2f s, %.1f MB (%.1f MB uncompressed)\n", $prism_code, $prism_member->times['backup'][0], filesize( $prism_file ) / 1048576, strlen( (string) gzdecode( (string) file_get_contents( $prism_file ) ) ) / 1048576 );

// The restore, as the Restore dialog makes it.
$prism_to = new Prism_Load_Member( $prism_base );
$prism_to->log_in( 'bench-backup-dst' );
$prism_started = microtime( true );
list( $prism_code, , $prism_text ) = $prism_to->call( 'upload', 'POST', "/wp-json/prism/v1/restores/{$prism_dst}", array( 'backup' => new CURLFile( $prism_file, 'application/gzip', 'backup.jsonl.gz' ) ) );
$prism_preview                      = (array) json_decode( (string) $prism_text, true );
printf( "upload and check: HTTP %d, %.2f s\n", $prism_code, $prism_to->times['upload'][0] );
list( $prism_start ) = $prism_to->rest( 'start', 'POST', "restores/{$prism_dst}/{$prism_preview['id']}/start", array() );
$prism_job           = (int) ( $prism_start['jobId'] ?? 0 );
$prism_runs  = 0;
do {
	list( $prism_run ) = $prism_to->rest( 'run', 'POST', "jobs/{$prism_job}/run", array() );
	++$prism_runs;
	$prism_state = (string) ( $prism_run['state'] ?? '' );
} while ( ! in_array( $prism_state, array( 'done', 'failed', '' ), true ) && $prism_runs < 10000 );
list( $prism_done ) = $prism_to->rest( 'status', 'GET', "restores/{$prism_dst}/{$prism_preview['id']}" );
printf(
	"restore: %s after %d job requests, %.1f s from upload to done (%.0f contacts/s); %d contacts, %d rows restored, %d left out\n",
	$prism_state,
	$prism_runs,
	microtime( true ) - $prism_started,
	(int) ( $prism_done['restored']['contacts'] ?? 0 ) / max( 0.001, microtime( true ) - $prism_started ),
	(int) ( $prism_done['restored']['contacts'] ?? 0 ),
	(int) ( $prism_done['restored']['rows'] ?? 0 ),
	(int) ( $prism_done['restored']['leftOut'] ?? 0 )
);
list( , $prism_headers ) = $prism_to->rest( 'search', 'GET', "contact-list/{$prism_dst}?q=conference&per_page=1", null );
printf( "search 'conference' in the restored account: %s contacts\n", $prism_headers['x-wp-total'] ?? '?' );
$prism_errors = array_merge( $prism_member->errors, $prism_to->errors );
foreach ( $prism_errors as $prism_error ) {
	echo "error: {$prism_error}\n";
}
clearstatcache();
$prism_added = is_file( $prism_log ) ? (string) file_get_contents( $prism_log, false, null, (int) $prism_at ) : '';
echo '' === trim( $prism_added ) ? "debug.log: nothing added\n" : "debug.log added:\n{$prism_added}\n";
wp_delete_file( $prism_file );
foreach ( array( $prism_src, $prism_dst ) as $prism_user ) {
	wp_delete_user( $prism_user );
}

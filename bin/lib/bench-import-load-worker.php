<?php
/**
 * The two other processes of bin/lib/bench-import-load.php, beside the members' workers:
 *
 * - `import`: the member who imports. Logs in through wp-login.php, uploads the file through the Import form
 *   (admin-post, as the dialog posts it) and then drives the import exactly as the open contact list does
 *   (src/pages/contacts/useImports.ts): POST imports/{id}/run with the cookie and the REST nonce, one call at a time,
 *   the next one at once after an answer that moved the import on, a second after one that did not, after a failed
 *   call 2 s, 4 s … (src/domain/importProgress.ts, runDelay()). Once the rows are done the page stops calling; the search lists then go on in the background
 *   (WP-Cron), and this process watches the database for their job to finish (it drives nothing there).
 * - `floor`: WordPress's own GET /wp/v2/users/me, authenticated, every 250 ms until told to stop: the floor the
 *   other requests are compared with, taken in the same minutes.
 *
 * Each prints one JSON line.
 *
 *   php bench-import-load-worker.php import WP_DIR SITE_URL LOGIN FILE MAX_SECONDS
 *   php bench-import-load-worker.php floor WP_DIR SITE_URL LOGIN STOP_FILE MAX_SECONDS
 *
 * @package Prism
 */

if ( 'cli' !== PHP_SAPI || count( $argv ) < 7 ) {
	fwrite( STDERR, "usage: php bench-import-load-worker.php import|floor WP_DIR SITE_URL LOGIN FILE|STOP_FILE MAX_SECONDS\n" );
	exit( 2 );
}
list( , $prism_role, $prism_wp, $prism_base, $prism_login, $prism_path, $prism_max ) = $argv;
$_SERVER['HTTP_HOST']   = (string) parse_url( $prism_base, PHP_URL_HOST ) . ':' . (string) parse_url( $prism_base, PHP_URL_PORT );
$_SERVER['SERVER_NAME'] = (string) parse_url( $prism_base, PHP_URL_HOST );
$_SERVER['REQUEST_URI'] = '/';
define( 'DISABLE_WP_CRON', true );
require $prism_wp . '/wp-load.php';
require_once __DIR__ . '/bench-load-member.php';

$prism_member   = new Prism_Load_Member( $prism_base );
$prism_deadline = microtime( true ) + (float) $prism_max;
if ( ! $prism_member->log_in( $prism_login ) ) {
	echo json_encode( array( 'errors' => array( "{$prism_login} could not log in" ) ) ), "\n";
	exit( 0 );
}

if ( 'floor' === $prism_role ) {
	$prism_member->times = array();
	while ( microtime( true ) < $prism_deadline && ! file_exists( $prism_path ) ) {
		$prism_member->call( 'floor', 'GET', '/wp-json/wp/v2/users/me' );
		usleep( 250000 );
	}
	echo json_encode(
		array(
			'times'  => $prism_member->times['floor'] ?? array(),
			'errors' => $prism_member->errors,
		)
	), "\n";
	exit( 0 );
}

$prism_user = get_user_by( 'login', $prism_login );
$prism_id   = (int) $prism_user->ID;
$prism_out  = array(
	'rows'         => 0,
	'created'      => 0,
	'upload'       => 0.0,
	'rows_done'    => null,
	'lists_done'   => null,
	'runs'         => array(),
	'errors'       => array(),
	'state'        => '',
	'progress'     => array(),
);

// The Import dialog's post: the file, its type and the mode; the answer is a redirect to the list with ?import_id.
$prism_start = microtime( true );
list( $prism_code, $prism_import, $prism_headers ) = $prism_member->upload_google_csv( $prism_id, $prism_path );
$prism_out['upload'] = microtime( true ) - $prism_start;
if ( 303 !== $prism_code || $prism_import <= 0 ) {
	$prism_out['errors'][] = "upload: HTTP {$prism_code}, Location " . ( $prism_headers['location'] ?? '(none)' );
	echo json_encode( $prism_out ), "\n";
	exit( 0 );
}

// The page's driver: one run call at a time, the next at once (a second later when nothing moved); after failures 2 s, 4 s … 30 s.
$prism_failures  = 0;
$prism_report    = null;
$prism_last_done = -1;
while ( microtime( true ) < $prism_deadline ) {
	$prism_before = count( $prism_member->errors );
	list( $prism_report ) = $prism_member->rest( 'run', 'POST', "imports/{$prism_import}/run", array() );
	$prism_out['runs'][] = end( $prism_member->times['run'] );
	if ( null === $prism_report || count( $prism_member->errors ) > $prism_before ) {
		++$prism_failures;
		if ( $prism_failures >= 4 ) {
			$prism_out['errors'][] = 'the page would have stopped and offered Try again (4 failed run calls in a row)';
			break;
		}
		usleep( 1000 * min( 30000, 2000 * 2 ** ( $prism_failures - 1 ) ) );
		continue;
	}
	$prism_failures          = 0;
	$prism_progressed        = (int) $prism_report['done'] !== $prism_last_done;
	$prism_last_done         = (int) $prism_report['done'];
	$prism_out['state']      = (string) $prism_report['state'];
	$prism_out['progress'][] = array( round( microtime( true ) - $prism_start, 2 ), (int) $prism_report['done'] );
	if ( ! in_array( $prism_report['state'], array( 'queued', 'running' ), true ) ) {
		break;
	}
	if ( ! $prism_progressed ) {
		usleep( 1000000 );
	}
}
$prism_out['rows']    = (int) ( $prism_report['total'] ?? 0 );
$prism_out['created'] = (int) ( $prism_report['created'] ?? 0 );
if ( 'done' === $prism_out['state'] ) {
	$prism_out['rows_done'] = microtime( true ) - $prism_start;
} else {
	$prism_out['errors'][] = 'the import did not finish: ' . substr( (string) json_encode( $prism_report ), 0, 300 );
}

// The second phase, the search lists of the contacts it created: run by WP-Cron (the page has stopped calling).
$prism_jobs = new \Prism\Data\Job_Repository();
while ( null !== $prism_out['rows_done'] && microtime( true ) < $prism_deadline ) {
	try {
		wp_cache_flush();
		$prism_grams = $prism_jobs->find_by_key( $prism_id, \Prism\Import\Import_Grams_Job::TYPE, (string) $prism_import );
	} catch ( \Throwable $e ) {
		$prism_grams = null;
	}
	if ( null === $prism_grams && 0 === $prism_out['created'] ) {
		$prism_out['lists_done'] = $prism_out['rows_done'];
		break;
	}
	if ( null !== $prism_grams && in_array( $prism_grams->state, array( 'done', 'failed' ), true ) ) {
		if ( 'done' === $prism_grams->state ) {
			$prism_out['lists_done'] = microtime( true ) - $prism_start;
		} else {
			$prism_out['errors'][] = 'the search lists failed: ' . $prism_grams->last_error;
		}
		break;
	}
	usleep( 500000 );
}
if ( null !== $prism_out['rows_done'] && null === $prism_out['lists_done'] ) {
	$prism_out['errors'][] = 'the search lists were not done after ' . $prism_max . ' s';
}
$prism_out['errors'] = array_merge( $prism_member->errors, $prism_out['errors'] );
$prism_out['times']  = $prism_member->times;
echo json_encode( $prism_out ), "\n";

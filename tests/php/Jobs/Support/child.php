<?php
/**
 * A second PHP process on the test site, for the tests that must prove something across processes (each has its
 * own database connection, as each web server has): boots WordPress from PRISM_WP_DIR, says "ready" on stdout, waits
 * for a line on stdin (so that sibling processes start their work together however long each took to boot), runs
 * one command, prints one JSON line and exits WITHOUT releasing what it took (as a process that dies would).
 *
 *   php child.php acquire NAME TTL             takes a lock: {"acquired": bool}
 *   php child.php run-job ID SECONDS           runs the job with the test types: {"outcome": string, "pid": int}
 *   php child.php enqueue OWNER KEY            enqueues a Counting_Job: {"id": int}
 *   php child.php hold-job ID                  runs one slice of the job (a Counting_Job that sleeps in its slice), and
 *                                              says "holding" on stdout once the slice's transaction holds the write
 *                                              lock: {"outcome": string, "pid": int}
 *   php child.php boot SLEEP_MS DIE            only boots WordPress, as any request does (which upgrades PRISM when
 *                                              its schema is behind), waiting for the go before `plugins_loaded`;
 *                                              an upgrade's dbDelta takes SLEEP_MS longer, and with DIE=1 the
 *                                              process exits in the middle of it: {"dbdelta": int, "version": int}
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
// This process must not start WP-Cron on the test server: the tests decide what runs.
define( 'DISABLE_WP_CRON', true );

/**
 * Says it is ready and waits for the test to say go.
 */
function prism_child_wait(): void {
	fwrite( STDOUT, "ready\n" );
	fflush( STDOUT );
	fgets( STDIN );
}

$prism_args    = array_slice( $argv, 1 );
$prism_dbdelta = 0;
if ( 'boot' === ( $prism_args[0] ?? '' ) ) {
	// Hooks set before WordPress loads (WordPress turns $wp_filter entries into hooks as it starts).
	$GLOBALS['wp_filter']['plugins_loaded'][0][]  = array(
		'function'      => static function (): void {
			prism_child_wait();
		},
		'accepted_args' => 0,
	);
	$GLOBALS['wp_filter']['dbdelta_queries'][10][] = array(
		'function'      => static function ( $queries ) use ( $prism_args, &$prism_dbdelta ) {
			++$prism_dbdelta;
			usleep( 1000 * (int) $prism_args[1] );
			if ( '1' === $prism_args[2] ) {
				echo wp_json_encode( array( 'died' => true ) ), "\n";
				exit( 0 );
			}
			return $queries;
		},
		'accepted_args' => 1,
	);
}

require getenv( 'PRISM_WP_DIR' ) . '/wp-load.php';
require_once __DIR__ . '/Counting_Job.php';

switch ( $prism_args[0] ?? '' ) {
	case 'boot':
		echo wp_json_encode(
			array(
				'dbdelta' => $prism_dbdelta,
				'version' => (int) get_option( \Prism\Schema\Schema::VERSION_OPTION ),
			)
		), "\n";
		break;
	case 'acquire':
		$prism_lock = new \Prism\Data\Lock( $prism_args[1] );
		prism_child_wait();
		echo wp_json_encode( array( 'acquired' => $prism_lock->acquire( (int) $prism_args[2] ) ) ), "\n";
		break;
	case 'run-job':
		$prism_runner = new \Prism\Jobs\Runner( array( \Prism\Tests\Jobs\Support\Counting_Job::TYPE => new \Prism\Tests\Jobs\Support\Counting_Job() ), 5, 0 );
		prism_child_wait();
		$prism_outcome = $prism_runner->run_job( (int) $prism_args[1], microtime( true ) + (float) $prism_args[2] );
		echo wp_json_encode( array( 'outcome' => $prism_outcome, 'pid' => getmypid() ) ), "\n";
		break;
	case 'hold-job':
		$prism_runner = new \Prism\Jobs\Runner( array( \Prism\Tests\Jobs\Support\Counting_Job::TYPE => new \Prism\Tests\Jobs\Support\Counting_Job() ), 5, 0 );
		add_action(
			'prism_test_counting_slice',
			static function (): void {
				fwrite( STDOUT, "holding\n" );
				fflush( STDOUT );
			}
		);
		prism_child_wait();
		$prism_outcome = $prism_runner->run_job( (int) $prism_args[1], 0.0 );
		echo wp_json_encode( array( 'outcome' => $prism_outcome, 'pid' => getmypid() ) ), "\n";
		break;
	case 'enqueue':
		prism_child_wait();
		$prism_id = ( new \Prism\Data\Job_Repository() )->enqueue( (int) $prism_args[1], \Prism\Tests\Jobs\Support\Counting_Job::TYPE, $prism_args[2], \Prism\Tests\Jobs\Support\Counting_Job::cursor( 3, 3 ) );
		echo wp_json_encode( array( 'id' => $prism_id ) ), "\n";
		break;
	default:
		fwrite( STDERR, "unknown command\n" );
		exit( 2 );
}

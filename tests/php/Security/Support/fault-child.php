<?php
/**
 * A second PHP process, as a second web server's worker would be, that starts one of PRISM's multi-row changes and is
 * killed (SIGKILL: no shutdown functions, no COMMIT, no lock release) when it reaches a fault point for the Nth time:
 *
 *   php fault-child.php STEP N merge OWNER SURVIVOR REMOVED
 *   php fault-child.php STEP N delete OWNER ID,ID,...
 *   php fault-child.php STEP N apply OWNER CATEGORY=STATE,... ID,ID,...
 *   php fault-child.php STEP N job JOB_ID
 *
 * Prints {"reached": STEP} just before it kills itself, or {"finished": true} when it never reached the point.
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

require getenv( 'PRISM_WP_DIR' ) . '/wp-load.php';

list( , $prism_step, $prism_nth, $prism_what ) = $argv;
$prism_seen                                    = 0;
add_action(
	'prism_fault_point',
	static function ( string $step ) use ( $prism_step, $prism_nth, &$prism_seen ): void {
		if ( $step === $prism_step && ++$prism_seen >= (int) $prism_nth ) {
			echo wp_json_encode( array( 'reached' => $step ) ), "\n";
			posix_kill( getmypid(), SIGKILL );
		}
	}
);
$prism_ids = static fn( string $list ): array => array_map( 'intval', explode( ',', $list ) );
switch ( $prism_what ) {
	case 'merge':
		( new \Prism\Service\Contact_Service() )->merge( (int) $argv[4], (int) $argv[5], (int) $argv[6] );
		break;
	case 'delete':
		( new \Prism\Service\Contact_Service() )->delete_many( (int) $argv[4], $prism_ids( $argv[5] ) );
		break;
	case 'apply':
		$prism_states = array();
		foreach ( explode( ',', $argv[5] ) as $prism_pair ) {
			list( $prism_category, $prism_state )    = explode( '=', $prism_pair );
			$prism_states[ (int) $prism_category ] = (int) $prism_state;
		}
		( new \Prism\Data\Category_Repository() )->apply( (int) $argv[4], $prism_states, $prism_ids( $argv[6] ) );
		break;
	case 'job':
		( new \Prism\Jobs\Runner( null, 5, 0 ) )->run_job( (int) $argv[4], INF );
		break;
}
echo wp_json_encode( array( 'finished' => true ) ), "\n";

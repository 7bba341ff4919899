<?php
/**
 * A second PHP process that runs an import's job and dies in the middle of a batch, after the batch's writes and
 * before its commit, as a PHP process killed by its time limit would:
 *
 *   php import-child.php JOB_ID DIE_AT_ROWS   prints {"died": true, "done": N, "committed": C} and exits when a
 *                                             batch reaching DIE_AT_ROWS rows has been applied (its transaction never
 *                                             commits): N rows applied, C of them in batches that committed before.
 *                                             (Batch sizes adapt to the machine's speed: Slice_Size.)
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

$prism_die_at    = (int) ( $argv[2] ?? 0 );
$prism_committed = 0;
add_action(
	'prism_import_batch_applied',
	static function ( int $id, int $done ) use ( $prism_die_at, &$prism_committed ): void {
		if ( $done >= $prism_die_at ) {
			echo wp_json_encode(
				array(
					'died'      => true,
					'done'      => $done,
					'committed' => $prism_committed,
				)
			), "\n";
			// Ends the process mid-transaction: no COMMIT, no lock release, no finally block.
			exit( 0 );
		}
		$prism_committed = $done; // The batch commits once this hook returns.
	},
	10,
	2
);
$prism_outcome = ( new \Prism\Jobs\Runner( null, 5, 0 ) )->run_job( (int) $argv[1], INF );
echo wp_json_encode( array( 'outcome' => $prism_outcome ) ), "\n";

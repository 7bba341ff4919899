<?php
/**
 * For tests/e2e/i18n.spec.ts: gives a test member's contact the import sources and the networking stage that no
 * REST route sets yet (imports and the networking process page are not built), through PRISM's own repositories,
 * as bin/seed-demo.php does.
 *
 * Usage: php tests/e2e/support/i18n-fixture.php <WordPress dir> <login> <contact id> <sources> <stage> <complete 0|1>
 *
 * @package Prism
 */

if ( PHP_SAPI !== 'cli' || count( $argv ) < 7 ) {
	fwrite( STDERR, "usage: php tests/e2e/support/i18n-fixture.php <WordPress dir> <login> <contact id> <sources> <stage> <complete 0|1>\n" );
	exit( 2 );
}
require rtrim( $argv[1], '/' ) . '/wp-load.php';

$prism_user = get_user_by( 'login', $argv[2] );
if ( ! $prism_user ) {
	fwrite( STDERR, "i18n-fixture: no user {$argv[2]}\n" );
	exit( 1 );
}
$prism_contact  = (int) $argv[3];
$prism_stage    = (int) $argv[5];
$prism_complete = '1' === $argv[6];
if ( ! ( new Prism\Data\Contact_Repository() )->find( $prism_user->ID, $prism_contact ) ) {
	fwrite( STDERR, "i18n-fixture: {$argv[2]} has no contact {$prism_contact}\n" );
	exit( 1 );
}
( new Prism\Data\Contact_Repository() )->set_import_source( $prism_user->ID, $prism_contact, $argv[4] );

// Earlier stages complete; this one in progress (one task done) or complete.
$prism_stages = array();
for ( $i = 0; $i < 6; $i++ ) {
	$prism_done  = $i < $prism_stage || ( $i === $prism_stage && $prism_complete );
	$prism_tasks = array();
	for ( $t = 1; $t <= 3; $t++ ) {
		$prism_tasks[] = array(
			'id'       => $i * 10 + $t,
			'complete' => $prism_done || ( $i === $prism_stage && 1 === $t ),
		);
	}
	$prism_stages[] = array(
		'id'         => $i + 1,
		'inprogress' => $i === $prism_stage && ! $prism_complete,
		'complete'   => $prism_done,
		'tasks'      => $prism_tasks,
	);
}
( new Prism\Service\Process_Service() )->save(
	$prism_user->ID,
	$prism_contact,
	array(
		'id'                 => 0,
		'networkingSeriesId' => 1,
		'stages'             => $prism_stages,
	)
);
echo "i18n-fixture: contact {$prism_contact} of {$argv[2]}: sources {$argv[4]}, stage {$prism_stage}\n";

<?php
/**
 * Both web servers' system cron firing in the same minute: bin/run-jobs.php started on web1 and web2 at the same
 * moment, three times (the real cron of both servers runs every minute besides), while today's reminder emails are due
 * (the WP-Cron event is due; WP-Cron itself is off) and an import of ROWS rows that no page drives waits for the jobs.
 * Each member with something due gets exactly one email, counted in both servers' outgoing mail (each server has its
 * own mail log, as each machine has its own mail queue); the one who switched it off gets none; the import's rows
 * are each created once.
 *
 *   php tests/cluster/cron.php [ROWS=3000]
 *
 * @package Prism
 */

require __DIR__ . '/lib.php';
require_once dirname( __DIR__, 2 ) . '/bin/lib/bench-import-files.php';

use Prism\Data\Db;
use Prism\Reminders\Digest_Schedule;
use Prism\Reminders\Reminder_Settings;
use Prism\Schema\Schema;

global $wpdb;
$rows = max( 10, (int) ( $argv[1] ?? 3000 ) );
echo "cron: both servers' cron at the same moment; today's emails due and a {$rows}-row import waiting\n";

// Where both servers' outgoing mail stands before anything is due (the servers' real cron may send the emails as soon
// as their event is due, before this script's own runs).
$mail_logs = array();
foreach ( array( 1, 2 ) as $web ) {
	$log               = dirname( $cluster_wp, 2 ) . "/web{$web}/mail.log";
	$mail_logs[ $web ] = array( $log, is_file( $log ) ? (int) filesize( $log ) : 0 );
}

$today   = current_datetime()->format( 'Y-m-d' );
$members = array();
for ( $i = 1; $i <= 6; $i++ ) {
	$id          = cluster_member( "cluster_digest_{$i}" );
	$contact     = ( new \Prism\Service\Contact_Service() )->create( $id, array( 'firstName' => "Due {$i}", 'lastName' => 'Today' ) );
	( new \Prism\Data\Followup_Repository() )->create( $id, $contact, array( 'title' => "Call <{$i}> back", 'desc' => '', 'date' => $today ) );
	Reminder_Settings::set_digest_enabled( $id, true );
	$members[ $id ] = "cluster_digest_{$i}@example.test";
}
$quiet   = cluster_member( 'cluster_digest_off' );
$contact = ( new \Prism\Service\Contact_Service() )->create( $quiet, array( 'firstName' => 'Would be', 'lastName' => 'Due' ) );
( new \Prism\Data\Followup_Repository() )->create( $quiet, $contact, array( 'title' => 'Not to be mailed', 'desc' => '', 'date' => $today ) );
Reminder_Settings::set_digest_enabled( $quiet, false );

// Today's emails not sent yet, and their event due now: as on a morning at the chosen hour.
$ids = implode( ',', array_map( 'intval', array_merge( array_keys( $members ), array( $quiet ) ) ) );
$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . Schema::table( 'digests' ) . " WHERE digest_date = %s AND owner_id IN ({$ids})", $today ) ); // phpcs:ignore WordPress.DB.PreparedSQL
$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . Schema::table( 'jobs' ) . ' WHERE owner_id = 0 AND type = %s AND job_key = %s', \Prism\Reminders\Digest_Job::TYPE, $today ) ); // phpcs:ignore WordPress.DB.PreparedSQL
update_option( Digest_Schedule::HOUR_OPTION, 0 );
wp_clear_scheduled_hook( Digest_Schedule::HOOK );
wp_schedule_single_event( time() - 60, Digest_Schedule::HOOK );

// An import nobody's page drives: uploaded through the Import form, then left to the jobs.
$importer = cluster_member( 'cluster_cron_import' );
$file     = get_temp_dir() . 'cluster-cron-import.csv';
prism_bench_google( $file, $rows );
$browser = new Prism_Load_Member( $cluster_url );
$browser->log_in( 'cluster_cron_import' );
list( $code, $import_id ) = $browser->upload_google_csv( $importer, $file );
cluster_check( 303 === $code && $import_id > 0, "the file was uploaded (import {$import_id})" );

// Both servers' cron, started together, three times; the real cron runs as well.
$root    = dirname( __DIR__, 2 );
$started = microtime( true );
$outputs = array();
for ( $round = 1; $round <= 3; $round++ ) {
	$running = array();
	foreach ( array( 1, 2 ) as $web ) {
		$pipes            = array();
		$running[ $web ]  = array( proc_open( array( 'bash', "{$root}/bin/lib/cluster-ctl.sh", 'run-jobs', (string) $web, '15' ), array( 1 => array( 'pipe', 'w' ), 2 => array( 'pipe', 'w' ) ), $pipes ), $pipes );
	}
	foreach ( $running as $web => list( $process, $pipes ) ) {
		$out = trim( (string) stream_get_contents( $pipes[1] ) . (string) stream_get_contents( $pipes[2] ) );
		proc_close( $process );
		$outputs[] = "round {$round} web{$web}: " . str_replace( "\n", ' | ', $out );
	}
}
foreach ( $outputs as $line ) {
	echo "  {$line}\n";
}
// Whatever is left of the import, the servers' cron finishes (every minute each).
$jobs = new \Prism\Data\Job_Repository();
for ( $waited = 0; $waited < 240; $waited += 5 ) {
	wp_cache_flush();
	$import = ( new \Prism\Data\Import_Repository() )->find_for_owner( $importer, $import_id );
	$state  = (string) ( $import['job_state'] ?? '' );
	if ( 'done' === $state || 'failed' === $state ) {
		break;
	}
	sleep( 5 );
}
printf( "cron: the import was %s after %.0f s\n", $state, microtime( true ) - $started );

// The mail both servers sent.
$sent = array();
foreach ( $mail_logs as $web => list( $log, $from ) ) {
	foreach ( explode( "\n", (string) @file_get_contents( $log, false, null, $from ) ) as $line ) { // phpcs:ignore WordPress.PHP.NoSilencedErrors
		$mail = json_decode( $line, true );
		foreach ( (array) ( $mail['to'] ?? array() ) as $to ) {
			$sent[ $to ][] = "web{$web}";
		}
	}
}
$counts = array();
foreach ( $members as $email ) {
	$counts[ $email ] = count( $sent[ $email ] ?? array() );
}
printf( "cron: emails per member: %s (sent by %s)\n", implode( ', ', $counts ), implode( ' ', array_unique( array_merge( ...array_values( array_intersect_key( $sent, array_flip( $members ) ) ?: array( array() ) ) ) ) ) );
cluster_check( array( 1 ) === array_values( array_unique( $counts ) ), 'each of the ' . count( $members ) . ' members with a follow-up due got exactly one email' );
cluster_check( 0 === count( $sent['cluster_digest_off@example.test'] ?? array() ), 'the member who switched the email off got none' );
$claims = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Schema::table( 'digests' ) . " WHERE digest_date = %s AND owner_id IN ({$ids})", $today ) ); // phpcs:ignore WordPress.DB.PreparedSQL
cluster_check( count( $members ) === $claims, "one claim per member and day: {$claims}" );

$contacts = Schema::table( 'contacts' );
$total    = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$contacts} WHERE owner_id = %d", $importer ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
$distinct = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(DISTINCT first_name, last_name, email_one) FROM {$contacts} WHERE owner_id = %d", $importer ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
cluster_check( 'done' === $state, "the import nobody drove was finished by the servers' cron: {$state}" );
cluster_check( $rows === $total && $rows === $distinct, "each of its {$rows} rows created exactly once: {$total} contacts, {$distinct} different" );
cluster_done();

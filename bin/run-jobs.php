<?php
/**
 * Runs PRISM's background jobs from a system cron, for sites that turn WP-Cron off (docs/jobs.md):
 *
 *   * * * * * php /path/to/wp-content/plugins/prism/bin/run-jobs.php /path/to/wordpress 50
 *
 * Boots WordPress from the given folder, runs due jobs for up to the given seconds (default 50, under a minute so
 * runs do not pile up), prints what it did and exits. Safe to run on several machines at once: each job is taken
 * under its database lock, so two runs never work on the same job.
 *
 * @package Prism
 */

if ( PHP_SAPI !== 'cli' || empty( $argv[1] ) ) {
	fwrite( STDERR, "usage: php bin/run-jobs.php <WordPress dir> [seconds]\n" );
	exit( 2 );
}
$prism_wp_dir = rtrim( $argv[1], '/' );
if ( ! is_file( $prism_wp_dir . '/wp-load.php' ) ) {
	fwrite( STDERR, "run-jobs: no wp-load.php in {$prism_wp_dir}\n" );
	exit( 2 );
}
$prism_budget = isset( $argv[2] ) ? max( 1.0, (float) $argv[2] ) : 50.0;

// This process runs the jobs itself: it must not also start WP-Cron over HTTP. WordPress's wp_cron() (on `init`)
// finds no event ready in this process. (Defining DISABLE_WP_CRON here instead made every run warn "Constant
// DISABLE_WP_CRON already defined" on sites whose wp-config.php defines it, as a site on system cron does.)
// WordPress reads hooks set in $wp_filter before it loads.
// phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- a hook set before WordPress loads, as WordPress allows.
$GLOBALS['wp_filter']['pre_get_ready_cron_jobs'][10][] = array(
	'function'      => static fn() => array(),
	'accepted_args' => 1,
);
require $prism_wp_dir . '/wp-load.php';

if ( ! class_exists( \Prism\Jobs\Cron::class ) ) {
	fwrite( STDERR, "run-jobs: the PRISM plugin is not active on this site\n" );
	exit( 1 );
}

// WP-Cron's events do not run on a site that turned it off: the daily reminder emails are enqueued here when due.
if ( \Prism\Reminders\Digest_Schedule::run_if_due() ) {
	echo "run-jobs: enqueued the day's reminder emails\n";
}
// The same run as WP-Cron's event and `wp prism jobs run`.
echo 'run-jobs: ', \Prism\Jobs\Cron::summary( \Prism\Jobs\Cron::run( $prism_budget ) ), "\n";

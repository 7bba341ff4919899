<?php
/**
 * The status box on Settings › PRISM: the background jobs (queued, running, failed with their last error), when they
 * last ran and when they run next, the database and pages versions against this code's, and a 'Run background jobs
 * now' button (an admin-post form: POST only, nonce, capability) that runs due jobs for a few seconds in the
 * admin's own request and comes back with what it did.
 *
 * @package Prism
 */

namespace Prism\Pages;

use Prism\Data\Job;
use Prism\Data\Job_Repository;
use Prism\Domain\Text;
use Prism\Jobs\Cron;
use Prism\Jobs\Runner;
use Prism\Reminders\Digest_Schedule;
use Prism\Schema\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * Status figures and the run-now action.
 */
final class Site_Status {

	/** The admin-post action of the button, also its nonce action. */
	public const RUN_ACTION = 'prism_run_jobs_now';

	/** Who may see the figures and press the button. */
	public const CAPABILITY = 'manage_options';

	/** Seconds the button runs jobs for (well inside a web request's time limit). */
	public const RUN_SECONDS = 5.0;

	/** Failed jobs listed. */
	public const FAILURES_SHOWN = 5;

	/** Transient prefix of the outcome shown once after the redirect (per admin). */
	private const NOTICE = 'prism_status_notice_';

	/**
	 * Everything the box shows.
	 *
	 * @return array{jobs: array<string, int>, failures: Job[], last_run: array{at: int, counts: array<string, int>}|null, next_run: int|null, next_digest: int|null, cron_disabled: bool, db: array{stored: int, code: int}, pages: array{stored: int, code: int}}
	 */
	public static function figures(): array {
		$jobs     = new Job_Repository();
		$last     = get_option( Cron::LAST_RUN_OPTION );
		$last_run = null;
		if ( is_array( $last ) && isset( $last['at'] ) && is_numeric( $last['at'] ) ) {
			$last_run = array(
				'at'     => (int) $last['at'],
				'counts' => array_map( 'intval', is_array( $last['counts'] ?? null ) ? $last['counts'] : array() ),
			);
		}
		$next   = wp_next_scheduled( Cron::HOOK );
		$digest = wp_next_scheduled( Digest_Schedule::HOOK );
		return array(
			'jobs'          => $jobs->count_by_state(),
			'failures'      => $jobs->recent_failures( self::FAILURES_SHOWN ),
			'last_run'      => $last_run,
			'next_run'      => false === $next ? null : (int) $next,
			'next_digest'   => false === $digest ? null : (int) $digest,
			'cron_disabled' => defined( 'DISABLE_WP_CRON' ) && DISABLE_WP_CRON,
			'db'            => array(
				'stored' => (int) get_option( Schema::VERSION_OPTION, 0 ),
				'code'   => Schema::DB_VERSION,
			),
			'pages'         => array(
				'stored' => (int) get_option( Page_Registry::VERSION_OPTION, 1 ),
				'code'   => Page_Registry::version(),
			),
		);
	}

	/**
	 * The box.
	 */
	public static function render(): void {
		$figures = self::figures();
		$jobs    = $figures['jobs'];
		$notice  = self::take_notice( get_current_user_id() );
		?>
		<div class="card prism-status" id="prism-status">
			<h2 class="title"><?php esc_html_e( 'Status', 'prism' ); ?></h2>
			<?php if ( $notice ) : ?>
				<div class="notice notice-<?php echo esc_attr( 'error' === $notice['type'] ? 'error' : 'success' ); ?> inline" role="status"><p><?php echo esc_html( $notice['message'] ); ?></p></div>
			<?php endif; ?>
			<table class="widefat striped prism-status__table">
				<tbody>
					<tr>
						<th scope="row"><?php esc_html_e( 'Background jobs', 'prism' ); ?></th>
						<td data-prism-status="jobs">
							<?php
							echo esc_html(
								sprintf(
									/* translators: 1: jobs waiting to start; 2: jobs under way; 3: jobs that failed. */
									__( '%1$s queued, %2$s running, %3$s failed', 'prism' ),
									number_format_i18n( $jobs[ Job::QUEUED ] ),
									number_format_i18n( $jobs[ Job::RUNNING ] ),
									number_format_i18n( $jobs[ Job::FAILED ] )
								)
							);
							?>
						</td>
					</tr>
					<tr>
						<th scope="row"><?php esc_html_e( 'Last run', 'prism' ); ?></th>
						<td data-prism-status="last-run"><?php echo esc_html( self::last_run_text( $figures['last_run'] ) ); ?></td>
					</tr>
					<tr>
						<th scope="row"><?php esc_html_e( 'Next run', 'prism' ); ?></th>
						<td data-prism-status="next-run">
							<?php
							if ( $figures['cron_disabled'] ) {
								esc_html_e( 'WP-Cron is turned off on this site (DISABLE_WP_CRON): a system cron must run bin/run-jobs.php every minute.', 'prism' );
							} elseif ( null === $figures['next_run'] ) {
								esc_html_e( 'Not scheduled: no job has work left. Enqueueing one schedules the next run.', 'prism' );
							} else {
								echo esc_html( self::when( $figures['next_run'] ) );
							}
							?>
						</td>
					</tr>
					<tr>
						<th scope="row"><?php esc_html_e( 'Next daily email', 'prism' ); ?></th>
						<td data-prism-status="next-digest"><?php echo esc_html( null === $figures['next_digest'] ? __( 'Not scheduled yet (the next visit to the site schedules it).', 'prism' ) : self::when( $figures['next_digest'] ) ); ?></td>
					</tr>
					<tr>
						<th scope="row"><?php esc_html_e( 'Database version', 'prism' ); ?></th>
						<td data-prism-status="db"><?php echo esc_html( self::version_text( $figures['db'] ) ); ?></td>
					</tr>
					<tr>
						<th scope="row"><?php esc_html_e( 'Pages version', 'prism' ); ?></th>
						<td data-prism-status="pages"><?php echo esc_html( self::version_text( $figures['pages'] ) ); ?></td>
					</tr>
				</tbody>
			</table>
			<?php if ( $figures['failures'] ) : ?>
				<h3><?php esc_html_e( 'Jobs that failed', 'prism' ); ?></h3>
				<ul class="prism-status__failures">
					<?php foreach ( $figures['failures'] as $job ) : ?>
						<li>
							<strong><?php echo esc_html( self::job_label( $job ) ); ?></strong>
							<br /><code class="prism-status__error"><?php echo esc_html( '' !== $job->last_error ? Text::literal( $job->last_error ) : __( 'No cause was recorded.', 'prism' ) ); ?></code>
						</li>
					<?php endforeach; ?>
				</ul>
			<?php endif; ?>
			<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
				<input type="hidden" name="action" value="<?php echo esc_attr( self::RUN_ACTION ); ?>" />
				<?php wp_nonce_field( self::RUN_ACTION ); ?>
				<p>
					<?php submit_button( __( 'Run background jobs now', 'prism' ), 'secondary', 'submit', false ); ?>
				</p>
				<p class="description">
					<?php
					echo esc_html(
						sprintf(
							/* translators: %s: a number of seconds. */
							__( 'Runs the jobs that are due for up to %s seconds, here and now, instead of waiting for the next cron run.', 'prism' ),
							number_format_i18n( self::RUN_SECONDS )
						)
					);
					?>
				</p>
			</form>
		</div>
		<?php
	}

	/**
	 * Handles admin_post_prism_run_jobs_now: POST, capability, nonce; runs due jobs for RUN_SECONDS and goes back to
	 * the screen with what it did. Anything else changes nothing.
	 */
	public static function handle_run(): void {
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) : '';
		if ( 'POST' !== $method ) {
			wp_safe_redirect( Settings_Page::url(), 303 );
			exit;
		}
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die(
				esc_html__( 'Sorry, you are not allowed to run PRISM’s background jobs.', 'prism' ),
				esc_html__( 'Not allowed', 'prism' ),
				array(
					'response'  => 403,
					'back_link' => true,
				)
			);
		}
		check_admin_referer( self::RUN_ACTION );
		set_transient( self::NOTICE . get_current_user_id(), self::run_now(), 10 * MINUTE_IN_SECONDS );
		wp_safe_redirect( Settings_Page::url() . '#prism-status', 303 );
		exit;
	}

	/**
	 * Runs due jobs for RUN_SECONDS (as the cron run does, without its clean-up) and says what happened.
	 *
	 * @return array{type: string, message: string, counts: array<string, int>}
	 */
	public static function run_now(): array {
		try {
			$counts = ( new Runner() )->run_due( self::RUN_SECONDS );
			Cron::unschedule_if_idle();
		} catch ( \Throwable $e ) {
			// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the site owner needs the cause.
			error_log( 'PRISM: running jobs from Settings › PRISM failed: ' . $e->getMessage() );
			return array(
				'type'    => 'error',
				'message' => __( 'The background jobs could not be run. The cause is in the site’s error log.', 'prism' ),
				'counts'  => array(),
			);
		}
		return array(
			'type'    => 'success',
			'message' => self::outcome_text( $counts ),
			'counts'  => $counts,
		);
	}

	/**
	 * What a run did, in a sentence.
	 *
	 * @param array<string, int> $counts Slices by outcome (Runner::run_due()).
	 */
	public static function outcome_text( array $counts ): string {
		if ( ! $counts ) {
			return __( 'No background job was due, so there was nothing to run.', 'prism' );
		}
		$parts = array();
		$says  = array(
			/* translators: %s: a number of jobs. */
			Runner::DONE     => _n_noop( '%s job finished', '%s jobs finished', 'prism' ),
			/* translators: %s: a number of slices of work. */
			Runner::PROGRESS => _n_noop( '%s step done on a job with more to do', '%s steps done on jobs with more to do', 'prism' ),
			/* translators: %s: a number of jobs. */
			Runner::RETRY    => _n_noop( '%s job failed a step and will try again', '%s jobs failed a step and will try again', 'prism' ),
			/* translators: %s: a number of jobs. */
			Runner::FAILED   => _n_noop( '%s job failed for good', '%s jobs failed for good', 'prism' ),
			/* translators: %s: a number of jobs. */
			Runner::BUSY     => _n_noop( '%s job was already being run elsewhere', '%s jobs were already being run elsewhere', 'prism' ),
		);
		foreach ( $says as $outcome => $noop ) {
			$count = (int) ( $counts[ $outcome ] ?? 0 );
			if ( $count > 0 ) {
				$parts[] = sprintf( translate_nooped_plural( $noop, $count, 'prism' ), number_format_i18n( $count ) );
			}
		}
		$other = array_sum( array_diff_key( $counts, $says ) );
		if ( $other > 0 ) {
			/* translators: %s: a number of jobs. */
			$parts[] = sprintf( _n( '%s job had nothing to run yet', '%s jobs had nothing to run yet', $other, 'prism' ), number_format_i18n( $other ) );
		}
		/* translators: %s: a list of what happened, e.g. "2 jobs finished; 1 job failed for good". */
		return sprintf( __( 'Background jobs run: %s.', 'prism' ), implode( '; ', $parts ) );
	}

	/**
	 * The last run, in words.
	 *
	 * @param array{at: int, counts: array<string, int>}|null $last_run The recorded run, or null.
	 */
	private static function last_run_text( ?array $last_run ): string {
		if ( null === $last_run ) {
			return __( 'Never: no cron run of PRISM’s jobs has been recorded yet.', 'prism' );
		}
		$slices = array_sum( $last_run['counts'] );
		return sprintf(
			/* translators: 1: a date and time; 2: how long ago, e.g. "5 mins"; 3: a number of steps of work. */
			_n( '%1$s (%2$s ago), %3$s step of work', '%1$s (%2$s ago), %3$s steps of work', $slices, 'prism' ),
			wp_date( (string) get_option( 'date_format' ) . ' ' . (string) get_option( 'time_format' ), $last_run['at'] ),
			human_time_diff( $last_run['at'] ),
			number_format_i18n( $slices )
		);
	}

	/**
	 * A scheduled time, in words.
	 *
	 * @param int $at Unix time.
	 */
	private static function when( int $at ): string {
		$date = wp_date( (string) get_option( 'date_format' ) . ' ' . (string) get_option( 'time_format' ), $at );
		if ( $at <= time() && defined( 'DISABLE_WP_CRON' ) && DISABLE_WP_CRON ) {
			// A site on system cron (bin/run-jobs.php): page visits run nothing.
			/* translators: %s: a date and time. */
			return sprintf( __( '%s (due now: it runs on the next cron run of PRISM’s jobs)', 'prism' ), $date );
		}
		if ( $at <= time() ) {
			/* translators: %s: a date and time. */
			return sprintf( __( '%s (due now: it runs on the next visit to the site)', 'prism' ), $date );
		}
		/* translators: 1: a date and time; 2: how long from now, e.g. "5 mins". */
		return sprintf( __( '%1$s (in %2$s)', 'prism' ), $date, human_time_diff( time(), $at ) );
	}

	/**
	 * A version against this code's, in words.
	 *
	 * @param array{stored: int, code: int} $version Stored and expected.
	 */
	private static function version_text( array $version ): string {
		if ( $version['stored'] >= $version['code'] ) {
			/* translators: %s: a version number. */
			return sprintf( __( '%s (up to date)', 'prism' ), number_format_i18n( $version['stored'] ) );
		}
		return sprintf(
			/* translators: 1: the version the site has; 2: the version this code brings. */
			__( '%1$s, this version of PRISM brings %2$s: the upgrade runs on the next request (if it stays behind, the site’s error log says why)', 'prism' ),
			number_format_i18n( $version['stored'] ),
			number_format_i18n( $version['code'] )
		);
	}

	/**
	 * A failed job, in words: its type, whose it is and when it failed.
	 *
	 * @param Job $job The job.
	 */
	private static function job_label( Job $job ): string {
		$owner = __( 'site job', 'prism' );
		if ( $job->owner_id > 0 ) {
			$user = get_userdata( $job->owner_id );
			/* translators: %s: a member's display name or user id. */
			$owner = sprintf( __( 'member %s', 'prism' ), $user ? $user->display_name : '#' . $job->owner_id );
		}
		$failed = null === $job->finished_at ? '' : wp_date( (string) get_option( 'date_format' ) . ' ' . (string) get_option( 'time_format' ), (int) strtotime( $job->finished_at . ' UTC' ) );
		/* translators: 1: job number; 2: job type, e.g. import; 3: whose job it is; 4: when it failed. */
		return sprintf( __( 'Job %1$s (%2$s, %3$s), failed %4$s', 'prism' ), (string) $job->id, $job->type, $owner, $failed );
	}

	/**
	 * Returns and forgets the outcome waiting for this admin, or null.
	 *
	 * @param int $user_id The admin.
	 * @return array{type: string, message: string}|null
	 */
	private static function take_notice( int $user_id ): ?array {
		$notice = get_transient( self::NOTICE . $user_id );
		if ( ! is_array( $notice ) || ! isset( $notice['type'], $notice['message'] ) ) {
			return null;
		}
		delete_transient( self::NOTICE . $user_id );
		return array(
			'type'    => (string) $notice['type'],
			'message' => (string) $notice['message'],
		);
	}
}

<?php
/**
 * `wp prism duplicates scan --user=<member>`: the merge page's "Scan all contacts", from the command line. It starts
 * the member's full rescan job as `POST duplicate-scan/{wordpressId}` does (Jobs\Duplicate_Scan_Job: a finished one
 * is replaced, a queued or running one is carried on), runs it to its end with a progress bar, and prints how many
 * suggestions wait on the merge page (docs/duplicates.md).
 *
 * @package Prism
 */

namespace Prism\Cli;

use Prism\Data\Collision_Repository;
use Prism\Data\Job_Repository;
use Prism\Jobs\Cron;
use Prism\Jobs\Duplicate_Scan_Job;
use Prism\Jobs\Queue;
use Prism\Site\Page_Urls;
use WP_CLI;

defined( 'ABSPATH' ) || exit;

/**
 * Looks for duplicate contacts.
 */
final class Duplicates_Command {

	/**
	 * Checks every contact of a member against the others and stores the look-alikes as merge suggestions.
	 *
	 * The same full rescan as "Scan all contacts" on the merge page: pairs the member dismissed or merged are never suggested again, pairs already waiting stay. Prints how many suggestions are waiting when it is done. The member is WP-CLI's global --user (a login, id or email).
	 *
	 * ## EXAMPLES
	 *
	 *     $ wp prism duplicates scan --user=alex
	 *     Scan finished: 36 contacts compared.
	 *     Success: 2 duplicate suggestions are waiting on the merge page: http://example.com/prism/merge/
	 *
	 * @when after_wp_load
	 *
	 * @param string[]              $args       None.
	 * @param array<string, string> $assoc_args None.
	 */
	public function scan( array $args, array $assoc_args ): void {
		unset( $args, $assoc_args );
		$owner = Member::id( 'prism duplicates scan' );
		// As POST duplicate-scan/{wordpressId}: only a finished scan is replaced; a queued or running one is carried on.
		( new Job_Repository() )->forget_finished( $owner, Duplicate_Scan_Job::TYPE );
		$id  = Queue::enqueue( Duplicate_Scan_Job::TYPE, $owner );
		$job = Job_Progress::run( $id, __( 'Checking contacts', 'prism' ), __( 'The scan stopped after several failed attempts. Suggestions it had found are kept; scan again to finish it.', 'prism' ) );
		Cron::unschedule_if_idle();

		WP_CLI::log(
			sprintf(
				/* translators: %s: number of contacts. */
				_n( 'Scan finished: %s contact compared.', 'Scan finished: %s contacts compared.', $job->done, 'prism' ),
				number_format_i18n( $job->done )
			)
		);
		$pending = ( new Collision_Repository() )->count_pending( $owner );
		WP_CLI::success(
			sprintf(
				/* translators: 1: number of suggestions, 2: the merge page's address. */
				_n( '%1$s duplicate suggestion is waiting on the merge page: %2$s', '%1$s duplicate suggestions are waiting on the merge page: %2$s', $pending, 'prism' ),
				number_format_i18n( $pending ),
				Page_Urls::url( 'prism/merge' )
			)
		);
	}
}

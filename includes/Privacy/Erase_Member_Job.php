<?php
/**
 * The rest of a departed member's PRISM data, erased in the background. Deleting a WordPress user erases their PRISM
 * data at once for as long as the request can spare (Personal_Data::erase_member); a network too large for that
 * (30,000 contacts take minutes on SQLite, most of it their search rows) is finished here, 500 contacts a slice, by
 * WP-Cron. A site job (owner 0), so the member's own rows, jobs included, can all go.
 *
 * @package Prism
 */

namespace Prism\Privacy;

use Prism\Data\Job;
use Prism\Data\Slice;
use Prism\Jobs\Job_Type;

defined( 'ABSPATH' ) || exit;

/**
 * Erases a departed member's PRISM data, a batch of contacts per slice.
 */
final class Erase_Member_Job implements Job_Type {

	/** Stored type name. */
	public const TYPE = 'erase_member';

	/**
	 * One step of the eraser: 500 contacts, or, when none is left, everything else. Stops without erasing when the
	 * id belongs to a member of this site again (an id a database handed out anew): their data is not the departed
	 * member's to erase.
	 *
	 * @param Job   $job      The job; its cursor holds the member's id (`owner`).
	 * @param float $deadline Unused: one step is the whole slice.
	 */
	public function run( Job $job, float $deadline ): Slice {
		unset( $deadline );
		$owner_id = (int) ( $job->cursor['owner'] ?? 0 );
		if ( $owner_id <= 0 || Personal_Data::is_member( $owner_id ) ) {
			return new Slice( $job->cursor, $job->done, $job->total, true );
		}
		$step = Personal_Data::erase_step( $owner_id );
		$done = $job->done + $step['contacts'];
		return new Slice( $job->cursor, $done, max( $job->total, $done ), $step['done'] );
	}
}

/**
 * A member's background jobs (the duplicate scan, a bulk action on contacts): the rules the pages that drive them
 * share.
 */
import type { JobStatus } from '../api/types';

/**
 * Whether a job is still going (queued, running, or waiting for a retry); false once it is done or has failed.
 *
 * @param status The job's status, or null before there is one.
 */
export function isJobRunning( status: Pick< JobStatus, 'state' > | null ) {
	return (
		status !== null &&
		( status.state === 'queued' || status.state === 'running' )
	);
}

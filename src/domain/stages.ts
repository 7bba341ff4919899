/**
 * The networking process's six stages, by index: 0 BUILD … 5 MAINTAIN. A contact not in the process has stage -1.
 * (Mirrors includes/Domain/Networking_Stages.php.)
 */

export const STAGE_NAMES = [
	'BUILD',
	'DISCOVER',
	'CONNECT',
	'ASSESS',
	'ENGAGE',
	'MAINTAIN',
] as const;

export type StageName = ( typeof STAGE_NAMES )[ number ];

/** What a contact outside the networking process shows instead of a stage name. */
export const NOT_STARTED = 'Not started';

/**
 * Whether an index names a stage (0-5); -1, or anything else, means not in the networking process.
 *
 * @param stage Stage index.
 */
export function isStage( stage: number ): boolean {
	return (
		Number.isInteger( stage ) && stage >= 0 && stage < STAGE_NAMES.length
	);
}

/**
 * Stage name by index; 'Not started' for -1 (or anything outside 0-5).
 *
 * @param stage Stage index.
 */
export function stageName( stage: number ): StageName | typeof NOT_STARTED {
	return isStage( stage ) ? STAGE_NAMES[ stage ] : NOT_STARTED;
}

/**
 * The networking process's six stages, by index: 0 BUILD … 5 MAINTAIN. A contact not in the process has stage -1.
 * (Mirrors includes/Domain/Networking_Stages.php.)
 */
import { __, _x } from '@wordpress/i18n';
import type { StatusLabel } from '../api/types';

/** The stages as the API, the addresses (?tab=BUILD) and the server name them; not for the screen (stageName). */
export const STAGE_NAMES = [
	'BUILD',
	'DISCOVER',
	'CONNECT',
	'ASSESS',
	'ENGAGE',
	'MAINTAIN',
] as const;

export type StageName = ( typeof STAGE_NAMES )[ number ];

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
 * The stage names as the member reads them, in the site's language.
 */
function stageLabels(): readonly string[] {
	return [
		_x( 'BUILD', 'networking stage', 'prism' ),
		_x( 'DISCOVER', 'networking stage', 'prism' ),
		_x( 'CONNECT', 'networking stage', 'prism' ),
		_x( 'ASSESS', 'networking stage', 'prism' ),
		_x( 'ENGAGE', 'networking stage', 'prism' ),
		_x( 'MAINTAIN', 'networking stage', 'prism' ),
	];
}

/**
 * A stage's name as the screen shows it (translated); 'Not started' for -1 (or anything outside 0-5).
 *
 * @param stage Stage index.
 */
export function stageName( stage: number ): string {
	const label = isStage( stage ) ? stageLabels()[ stage ] : undefined;
	return label ?? __( 'Not started', 'prism' );
}

/**
 * A networking status ('In Progress', 'Complete') as the screen shows it (translated).
 *
 * @param status Status as the API gives it.
 */
export function statusLabel( status: StatusLabel ): string {
	return status === 'Complete'
		? _x( 'Complete', 'networking status', 'prism' )
		: _x( 'In Progress', 'networking status', 'prism' );
}

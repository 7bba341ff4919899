/**
 * The networking process in figures, as the dashboard and the networking series page show them: the stage counts'
 * keys, the share of contacts in the process, the weekly goal bars, the contact list links that filter by stage and
 * status, and the series page's ?stage= parameter.
 */
import { __, sprintf } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';
import type { StageCounts, StatusLabel, WeeklyProgress } from '../api/types';
import { URL_PARAMS } from './listFilters';
import { formatNumber } from './locale';
import { STAGE_NAMES, isStage } from './stages';

/** The stages as the count and progress keys spell them: BuildInProgress, BuildComplete, … MaintainComplete. */
export const STAGE_KEYS = [
	'Build',
	'Discover',
	'Connect',
	'Assess',
	'Engage',
	'Maintain',
] as const;

/**
 * How many contacts sit at a stage with a status (0 when the server left the key out).
 *
 * @param counts The stage counts (GET networking-stages-status).
 * @param stage  Stage index 0-5.
 * @param status In Progress or Complete.
 */
export function stageCount(
	counts: StageCounts,
	stage: number,
	status: StatusLabel
): number {
	const key = `${ STAGE_KEYS[ stage ] }${
		status === 'Complete' ? 'Complete' : 'InProgress'
	}`;
	const value = counts[ key ] ?? 0;
	return Number.isFinite( value ) && value > 0 ? value : 0;
}

/**
 * All the member's contacts: those in the process and those not.
 *
 * @param counts The stage counts.
 */
export function contactTotal( counts: StageCounts ): number {
	return Math.max( 0, counts.Active ) + Math.max( 0, counts.InActive );
}

/**
 * The whole percentage of contacts in the networking process: Active / (Active + InActive), 0 with no contacts.
 *
 * @param counts The stage counts.
 */
export function activePercent( counts: StageCounts ): number {
	const total = contactTotal( counts );
	return total === 0
		? 0
		: Math.round( ( Math.max( 0, counts.Active ) * 100 ) / total );
}

/**
 * A whole percentage as the site's language writes it: "62%".
 *
 * @param value Whole percentage.
 */
export function formatPercent( value: number ): string {
	return sprintf(
		/* translators: %s: a whole percentage, e.g. 62. */
		__( '%s%%', 'prism' ),
		formatNumber( value )
	);
}

/**
 * A goal bar's value: the stage's percentage of the weekly goal (BuildComplete … MaintainComplete), whole, within
 * 0-100, and 0 when the figure is missing (the spec's default).
 *
 * @param progress Weekly progress.
 * @param stage    Stage index 0-5.
 */
export function goalPercent( progress: WeeklyProgress, stage: number ): number {
	const key = `${ STAGE_KEYS[ stage ] }Complete` as const;
	const value = Number( progress[ key as keyof WeeklyProgress ] );
	return Number.isFinite( value )
		? Math.min( 100, Math.max( 0, Math.round( value ) ) )
		: 0;
}

/**
 * How many contacts completed a stage in the last seven days (0 when missing).
 *
 * @param progress Weekly progress.
 * @param stage    Stage index 0-5.
 */
export function weeklyCount( progress: WeeklyProgress, stage: number ): number {
	const value = progress.counts?.[ stage ];
	return typeof value === 'number' && Number.isFinite( value ) && value > 0
		? value
		: 0;
}

/**
 * The contact list filtered by a stage, and by a status at that stage when one is given: the spec's
 * ?networkingStage={0-5}&networkingStatus={In Progress|Complete}, written with the names the list reads
 * (domain/listFilters URL_PARAMS).
 *
 * @param contactsUrl The contact list's address (links.contacts).
 * @param stage       Stage index 0-5.
 * @param status      In Progress or Complete, or none for every contact at the stage.
 */
export function stageListUrl(
	contactsUrl: string,
	stage: number,
	status?: StatusLabel
): string {
	return addQueryArgs( contactsUrl, {
		[ URL_PARAMS.stages ]: stage,
		...( status ? { [ URL_PARAMS.statuses ]: status } : {} ),
	} );
}

/**
 * The contact list filtered by one category (the spec's ?c=).
 *
 * @param contactsUrl The contact list's address (links.contacts).
 * @param category    The category's name.
 */
export function categoryListUrl(
	contactsUrl: string,
	category: string
): string {
	return addQueryArgs( contactsUrl, { [ URL_PARAMS.categories ]: category } );
}

/**
 * The stage a series page address opens: ?stage= names it (BUILD, build) or gives its index (0-5); anything else,
 * or nothing, opens the first.
 *
 * @param value The parameter's value, or null.
 */
export function stageFromParam( value: string | null ): number {
	const wanted = ( value ?? '' ).trim();
	if ( /^\d+$/.test( wanted ) ) {
		const index = Number( wanted );
		return isStage( index ) ? index : 0;
	}
	const byName = STAGE_NAMES.indexOf(
		wanted.toUpperCase() as ( typeof STAGE_NAMES )[ number ]
	);
	return byName >= 0 ? byName : 0;
}

/**
 * A resource link as a list shows it: the first 30 characters, then '...' when it is longer (spec section 9); the
 * whole address stays in the link and its title.
 *
 * @param link The address.
 * @param max  Characters to keep.
 */
export function linkPreview( link: string, max = 30 ): string {
	return link.length > max ? `${ link.slice( 0, max ) }...` : link;
}

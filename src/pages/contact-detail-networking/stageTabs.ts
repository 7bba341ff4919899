/**
 * Which stage tab the networking screen opens, kept in the address as the spec's ?tab={stage name} (?tab=BUILD …
 * ?tab=MAINTAIN), so a link opens that stage and a reload stays where the member was.
 */
import { STAGE_NAMES, isStage } from '../../domain/stages';

/**
 * The stage (0-5) a query string names in ?tab=, whatever its case; null when it names none.
 *
 * @param search Query string, e.g. window.location.search.
 */
export function stageFromSearch( search: string ): number | null {
	const requested = ( new URLSearchParams( search ).get( 'tab' ) ?? '' )
		.trim()
		.toUpperCase();
	const index = ( STAGE_NAMES as readonly string[] ).indexOf( requested );
	return index >= 0 ? index : null;
}

/**
 * The tab to open: the one the address names, else the contact's current stage, else BUILD.
 *
 * @param requested    The stage the address names, or null.
 * @param contactStage The contact's networkingStage (-1 when not in the process).
 */
export function openingStage(
	requested: number | null,
	contactStage: number | undefined
): number {
	if ( requested !== null ) {
		return requested;
	}
	return contactStage !== undefined && isStage( contactStage )
		? contactStage
		: 0;
}

/**
 * The address with ?tab= set to the stage's name; the position of the parameter and the others are kept.
 *
 * @param href  Current address.
 * @param stage Stage index 0-5.
 */
export function hrefWithStage( href: string, stage: number ): string {
	const url = new URL( href );
	// A stage outside 0-5 is named BUILD, the tab an unknown name opens.
	url.searchParams.set( 'tab', STAGE_NAMES[ stage ] ?? STAGE_NAMES[ 0 ] );
	return url.toString();
}

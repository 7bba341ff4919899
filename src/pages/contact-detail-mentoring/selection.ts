/**
 * Which of a contact's mentoring relationships, and which milestone of it, the page shows: kept in the address
 * (?mentorship={id}&milestone={id}) so a reload or a shared link opens the same place.
 */

/** The relationship and milestone ids an address asks for (0: none). */
export interface MentoringSelection {
	mentorship: number;
	milestone: number;
}

function positiveInt( value: string | null ): number {
	const n = Number( value );
	return Number.isInteger( n ) && n > 0 ? n : 0;
}

/**
 * What the query string asks for.
 *
 * @param search The query string.
 */
export function selectionFromSearch( search: string ): MentoringSelection {
	const params = new URLSearchParams( search );
	return {
		mentorship: positiveInt( params.get( 'mentorship' ) ),
		milestone: positiveInt( params.get( 'milestone' ) ),
	};
}

/**
 * The address showing a selection (an id of 0 leaves its parameter out), everything else kept.
 *
 * @param href      The page's address.
 * @param selection What is shown.
 */
export function hrefWithSelection(
	href: string,
	selection: MentoringSelection
): string {
	const url = new URL( href );
	for ( const key of [ 'mentorship', 'milestone' ] as const ) {
		if ( selection[ key ] > 0 ) {
			url.searchParams.set( key, String( selection[ key ] ) );
		} else {
			url.searchParams.delete( key );
		}
	}
	return url.toString();
}

/**
 * The one shown of several: the one asked for when it is there, else the first (the newest relationship, the first
 * milestone).
 *
 * @param items     Relationships or milestones.
 * @param requested The id asked for (0: none).
 */
export function pick< T extends { id: number } >(
	items: readonly T[],
	requested: number
): T | null {
	return (
		items.find( ( item ) => item.id === requested ) ?? items[ 0 ] ?? null
	);
}

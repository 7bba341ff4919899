/**
 * Which contacts of the list are selected for a bulk action. A selection is the ids in the order they were
 * picked, each once. It may span pages: turning the page keeps it; a different list (other filters, search or
 * sort) or a change to the categories clears it.
 */

export type Selection = readonly number[];

export const EMPTY_SELECTION: Selection = [];

/** How a group of checkboxes (a page, or the whole list) reads: all of it selected, part of it, or none. */
export type CheckState = 'all' | 'some' | 'none';

/**
 * A row checkbox click: selects the contact, or unselects it when it was selected.
 *
 * @param selection Current selection.
 * @param id        Contact id.
 */
export function toggleSelected( selection: Selection, id: number ): Selection {
	return selection.includes( id )
		? selection.filter( ( s ) => s !== id )
		: [ ...selection, id ];
}

/**
 * Select-all: every contact the current filter matches (all pages), in list order.
 *
 * @param matchingIds Ids of every matching contact.
 */
export function selectAll( matchingIds: readonly number[] ): Selection {
	return matchingIds.filter( ( id, i ) => matchingIds.indexOf( id ) === i );
}

/**
 * What a select-all click does: clears a selection that already holds every match, otherwise selects them all.
 *
 * @param selection   Current selection.
 * @param matchingIds Ids of every matching contact.
 */
export function toggleAll(
	selection: Selection,
	matchingIds: readonly number[]
): Selection {
	return wholeListState( selection, matchingIds.length ) === 'all'
		? EMPTY_SELECTION
		: selectAll( matchingIds );
}

/**
 * How the select-all checkbox reads, from how many are selected and how many the filter matches.
 *
 * @param selection Current selection.
 * @param total     How many contacts the filter matches.
 */
export function wholeListState(
	selection: Selection,
	total: number
): CheckState {
	if ( selection.length === 0 || total === 0 ) {
		return 'none';
	}
	return selection.length >= total ? 'all' : 'some';
}

/**
 * How a set of rows reads (e.g. the rows of one page).
 *
 * @param selection Current selection.
 * @param ids       The rows' ids.
 */
export function rowsState(
	selection: Selection,
	ids: readonly number[]
): CheckState {
	const picked = ids.filter( ( id ) => selection.includes( id ) ).length;
	if ( picked === 0 ) {
		return 'none';
	}
	return picked === ids.length ? 'all' : 'some';
}

/**
 * The selection in list order (as the list shows the contacts), for actions where order matters: in a merge the
 * first contact in the list survives. Ids the list no longer holds go last, in selection order.
 *
 * @param selection Current selection.
 * @param listIds   Every id of the list, in list order.
 */
export function inListOrder(
	selection: Selection,
	listIds: readonly number[]
): number[] {
	const position = ( id: number ) => {
		const at = listIds.indexOf( id );
		return at === -1 ? Number.MAX_SAFE_INTEGER : at;
	};
	return selection
		.map( ( id, picked ) => ( { id, picked } ) )
		.sort(
			( a, b ) =>
				position( a.id ) - position( b.id ) || a.picked - b.picked
		)
		.map( ( { id } ) => id );
}

/**
 * The selection without contacts that are gone (deleted, merged away).
 *
 * @param selection Current selection.
 * @param goneIds   Ids that no longer exist.
 */
export function withoutIds(
	selection: Selection,
	goneIds: readonly number[]
): Selection {
	return selection.filter( ( id ) => ! goneIds.includes( id ) );
}

/**
 * A key whose change clears the selection: the list being shown (filters, search and sort; not the page) and
 * a counter bumped whenever the selection is cleared on purpose (Clear, a bulk action, a change to the
 * categories).
 *
 * @param listKey    Key of the list (see listFilters.listKey).
 * @param generation Bumped on every such clear.
 */
export function selectionScope( listKey: string, generation: number ): string {
	return `${ generation }:${ listKey }`;
}

/**
 * Email selected: the selected contacts' addresses joined with ';' into a mailto link. Contacts without an email
 * are skipped; an address is used once.
 *
 * @param contacts The selected contacts.
 * @return The link (null when no contact has an address), the addresses, and how many contacts were skipped.
 */
export function mailtoForContacts(
	contacts: ReadonlyArray< { email: string } >
): {
	href: string | null;
	emails: string[];
	skipped: number;
} {
	const emails: string[] = [];
	let skipped = 0;
	for ( const { email } of contacts ) {
		const address = email.trim();
		if ( ! address ) {
			skipped++;
		} else if (
			! emails.some( ( e ) => e.toLowerCase() === address.toLowerCase() )
		) {
			emails.push( address );
		}
	}
	return {
		href: emails.length ? `mailto:${ emails.join( ';' ) }` : null,
		emails,
		skipped,
	};
}

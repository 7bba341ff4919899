/**
 * What a resource is called when it changes. Every data hook in ./hooks.ts names the tags it reads; every write in
 * ./client.ts names the tags it changes; invalidate() in ./invalidation.ts joins the two. A tag may be narrowed
 * with ':' (`notes:12`): changing `notes` reaches every `notes:…` hook, changing `notes:12` only that contact's.
 */
export const TAGS = {
	/** Contact rows: list pages, the ids of a list, one contact's details. */
	contacts: 'contacts',
	/** The member's categories and how many contacts each has. */
	categories: 'categories',
	/** Networking process counts (Active, Inactive, per stage and status). */
	stageCounts: 'stageCounts',
	/** Notes, of every contact. */
	notes: 'notes',
} as const;

export type Tag = string;

/**
 * One contact's details.
 *
 * @param contactId Contact id.
 */
export const contactTag = ( contactId: number ): Tag =>
	`${ TAGS.contacts }:${ contactId }`;

/**
 * One contact's notes.
 *
 * @param contactId Contact id.
 */
export const notesTag = ( contactId: number ): Tag =>
	`${ TAGS.notes }:${ contactId }`;

/**
 * Whether a change to `changed` reaches a hook that reads `read`: the same tag, or `read` is a narrower tag of it.
 *
 * @param read    A tag a hook reads.
 * @param changed A tag that changed.
 */
export function tagMatches( read: Tag, changed: Tag ): boolean {
	return read === changed || read.startsWith( `${ changed }:` );
}
